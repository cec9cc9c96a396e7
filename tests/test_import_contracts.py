"""The import rules of docs/LAYOUT.md, checked: the layer contracts (import-linter, configured in
pyproject.toml), and two rules import-linter cannot see because they are about names, not modules:
only the TRL adapter names TRL's private hooks, and only the registry turns a string into an object."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest

from trl_grpo_ext.trainer import trl_adapter

ROOT = Path(__file__).resolve().parents[1]
LINT = "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports(no_cache=True, no_logo=True))"


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    """``lint-imports`` on the packages under ``root`` (a fresh process, so ``root``'s copy is the one found)."""
    return subprocess.run([sys.executable, "-c", LINT], cwd=root, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(root)})


def test_the_import_contracts_hold():
    done = lint_imports(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


# Imports that break a contract: (file that gains it, the line, what lint-imports must say).
BROKEN = {
    "an upward import": ("trl_grpo_ext/core/kl.py", "from trl_grpo_ext.trainer import config",
                         ["trl_grpo_ext.core is not allowed to import trl_grpo_ext.trainer",
                          "trl_grpo_ext.core.kl -> trl_grpo_ext.trainer.config"]),
    "the extension importing a plugin": ("trl_grpo_ext/app/audit/runner.py",
                                         "from reward_plugins.code.contracts import Executor",
                                         ["trl_grpo_ext is not allowed to import reward_plugins",
                                          "trl_grpo_ext.app.audit.runner -> reward_plugins.code.contracts"]),
}


@pytest.mark.parametrize("case", BROKEN)
def test_a_forbidden_import_breaks_a_contract(case, tmp_path):
    path, line, said = BROKEN[case]
    for name in ("trl_grpo_ext", "reward_plugins"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    target = tmp_path / path
    target.write_text(target.read_text() + f"\n{line}\n")
    done = lint_imports(tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    for words in said:
        assert words in done.stdout, done.stdout


# TRL's private methods and attributes: the hooks the adapter overrides and the attributes it reads, as the
# adapter lists them (so that this file does not spell them either).
TRL_PRIVATE = re.compile(r"\b(" + "|".join(map(re.escape, [*trl_adapter.HOOKS, *trl_adapter.ATTRIBUTES])) + r")\b")
ADAPTER = "trl_grpo_ext/trainer/trl_adapter/"  # the adapter's package: one module per job
# Tests of the adapter itself name the hooks to check the adapter against TRL.
ADAPTER_TESTS = {"tests/test_trl_adapter.py"}


def python_files(*folders: str) -> list[Path]:
    return sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py") if "__pycache__" not in p.parts)


def test_only_the_adapter_names_trls_private_hooks():
    hits = {
        str(path.relative_to(ROOT))
        for path in python_files("trl_grpo_ext", "reward_plugins", "bench", "tests", "examples")
        if TRL_PRIVATE.search(path.read_text(encoding="utf-8"))
    }
    adapter = {hit for hit in hits if hit.startswith(ADAPTER)}
    assert adapter and hits - ADAPTER_TESTS == adapter


def test_the_pattern_finds_a_hook_call():
    assert TRL_PRIVATE.search("out = trainer." + next(iter(trl_adapter.HOOKS)) + "(inputs)")
    assert not TRL_PRIVATE.search("out = trl_adapter.hook(trainer, 'scoring')(inputs)")


# Ways to turn a string into an object: importing a module by name, reading entry points, editing sys.path.
RESOLVING = re.compile(r"\bimport_module\(|\bentry_points\(|\b__import__\(|\bsys\.path\.(insert|append)\(")
REGISTRY = "trl_grpo_ext/registry/plugins.py"
# The package's own lazy attributes: fixed names of its own modules, loaded on first use.
LAZY_INITS = {"trl_grpo_ext/__init__.py", "trl_grpo_ext/trainer/__init__.py"}


# Strings (an f-string's text too, from Python 3.12 on) and comments.
TEXT_TOKENS = {
    tokenize.STRING, tokenize.COMMENT, tokenize.ENCODING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)
}


def code_without_strings(path: Path) -> str:
    """The file's code without its strings and comments (a program text run in another process, such as the
    audit's sandboxed call, resolves nothing in this one)."""
    with path.open("rb") as handle:
        kept = [tok.string for tok in tokenize.tokenize(handle.readline)
                if tok.type not in TEXT_TOKENS]
    return "".join(kept)


def test_only_the_registry_resolves_names():
    hits = {
        str(path.relative_to(ROOT))
        for path in python_files("trl_grpo_ext")
        if RESOLVING.search(code_without_strings(path))
    }
    assert hits - LAZY_INITS == {REGISTRY}


def test_the_public_import_paths_still_work():
    """The paths README and docs/LAYOUT.md give users, re-exported from the layers."""
    from trl_grpo_ext import GRPOExtConfig, GRPOExtTrainer
    from trl_grpo_ext.advantages import Scheme, compute_advantages, process_supervision_advantages
    from trl_grpo_ext.core.advantages import process_supervision_advantages as core_process_supervision
    from trl_grpo_ext.diagnostics import FixedPointPrediction, SchemeDiagnostics, log_diagnostics, scheme_diagnostics
    from trl_grpo_ext.core.advantages import compute_advantages as core_compute_advantages
    from trl_grpo_ext.models import default_model_path, load_default_model
    from trl_grpo_ext.qlora import qlora_model_and_peft_config
    from trl_grpo_ext.registry import (  # noqa: F401
        get_reward,
        get_scheme,
        list_rewards,
        list_schemes,
        register_reward,
        register_scheme,
    )
    from trl_grpo_ext.setup import models, qlora
    from trl_grpo_ext.theory import contrastive_weights, fixed_point
    from trl_grpo_ext.trainer import GRPOExtTrainer as trainer_package_trainer

    assert compute_advantages is core_compute_advantages and Scheme.__module__ == "trl_grpo_ext.core.advantages.base"
    assert process_supervision_advantages is core_process_supervision
    assert {f.__module__ for f in (FixedPointPrediction, log_diagnostics)} == {"trl_grpo_ext.trainer.diagnostics"}
    assert {f.__module__ for f in (SchemeDiagnostics, scheme_diagnostics)} == {"trl_grpo_ext.core.advantages.step"}
    assert (load_default_model, default_model_path) == (models.load_default_model, models.default_model_path)
    assert qlora_model_and_peft_config is qlora.qlora_model_and_peft_config
    assert GRPOExtTrainer is trainer_package_trainer and GRPOExtConfig.__module__ == "trl_grpo_ext.trainer.config"
    assert contrastive_weights(0.25)[0] > 0 and 0 < fixed_point(0.2, beta=2.0) < 1
