"""The TRL adapter: its table of minors against the installed TRL, and the one module that names TRL's hooks."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from trl_grpo_ext.trainer import trl_adapter
from trl_grpo_ext.trainer.trl_adapter import (
    HOOKS,
    MINORS,
    SUPPORTED_TRL,
    GRPOTrainerAdapter,
    UnsupportedTRLVersionError,
    check_built_trainer,
    check_trl_version,
)


def test_the_guard_checks_exactly_the_hooks_the_adapter_overrides():
    from trl import GRPOTrainer

    overridden = {  # by the adapter's job classes
        name for job in GRPOTrainerAdapter.__mro__[:GRPOTrainerAdapter.__mro__.index(object)]
        for name, value in vars(job).items() if callable(value) and hasattr(GRPOTrainer, name)
    }
    assert overridden == set(HOOKS) == set(trl_adapter.HOOK_ROLES.values())
    for row in MINORS.values():
        assert set(row.hooks) == overridden


def test_the_installed_trl_matches_its_row():
    import trl
    from trl.models import unwrap_model_for_generation

    row = trl_adapter.check_installed_trl()
    assert trl.__version__.startswith(row.tested.rsplit(".", 1)[0] + ".")
    for hook, params in row.hooks.items():
        # the parameters the adapter passes by position come first (later ones travel by keyword)
        assert tuple(inspect.signature(getattr(trl.GRPOTrainer, hook)).parameters)[1 : len(params) + 1] == params
    takes = "gradient_checkpointing_kwargs" in inspect.signature(unwrap_model_for_generation).parameters
    assert takes == row.unwrap_takes_gradient_checkpointing


def test_every_row_is_inside_the_supported_range_and_the_requirement():
    import tomllib

    from packaging.requirements import Requirement
    from packaging.specifiers import SpecifierSet

    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    requirements = tomllib.loads(pyproject.read_text())["project"]["dependencies"]
    (trl_requirement,) = [Requirement(r) for r in requirements if Requirement(r).name == "trl"]
    assert trl_requirement.specifier == SpecifierSet(SUPPORTED_TRL)
    for minor, row in MINORS.items():
        assert row.tested.startswith(minor + ".") and row.tested in trl_requirement.specifier


def test_a_trl_without_the_generation_hook_is_refused_by_name():
    class OldTrainer:
        def _calculate_rewards(self, inputs, prompts, completions, completion_ids_list):
            pass

        def _compute_loss(self, model, inputs):
            pass

        def _generate_and_score_completions(self, inputs):
            pass

    with pytest.raises(UnsupportedTRLVersionError, match=r"has no OldTrainer._generate_single_turn.*pip install"):
        check_trl_version("1.15.0", OldTrainer)


def test_a_trainer_without_the_metrics_it_appends_to_is_refused():
    class Built:
        _logs = {}
        _is_vlm = False

    with pytest.raises(UnsupportedTRLVersionError, match="no _metrics after construction"):
        check_built_trainer(Built(), MINORS["1.16"])


def test_a_minor_with_triton_only_log_probs_is_refused_on_cpu_with_the_fix(monkeypatch):
    from types import SimpleNamespace

    import torch

    trainer = SimpleNamespace(_metrics={}, _logs={}, _is_vlm=False,
                              accelerator=SimpleNamespace(device=torch.device("cpu")))
    monkeypatch.delenv("TRITON_INTERPRET", raising=False)
    check_built_trainer(trainer, MINORS["1.16"])  # has a PyTorch path
    with pytest.raises(UnsupportedTRLVersionError, match="Triton kernels only.*TRITON_INTERPRET=1"):
        check_built_trainer(trainer, MINORS["1.15"])


def test_version_guard_checks_the_hooks():
    class NoHooks:
        pass

    class RenamedArgs:
        def _calculate_rewards(self, inputs, prompts, completions):
            pass

        def _generate_and_score_completions(self, inputs):
            pass

        def _generate_single_turn(self, prompt_ids, images, multimodal_fields, num_generations, has_tool_images):
            pass

    with pytest.raises(UnsupportedTRLVersionError, match="has no NoHooks._calculate_rewards"):
        check_trl_version("1.16.0", NoHooks)
    with pytest.raises(UnsupportedTRLVersionError, match="RenamedArgs._calculate_rewards in trl 1.16.0 takes"):
        check_trl_version("1.16.0", RenamedArgs)


def test_trl_still_computes_k3_inline_where_the_estimator_choice_must_enter():
    source = trl_adapter.stock_hook_source("loss")
    assert "torch.exp(ref_per_token_logps - per_token_logps) - (ref_per_token_logps - per_token_logps) - 1" in source
    assert "per_token_loss = per_token_loss + self.beta * per_token_kl" in source
    assert 'self._metrics[mode]["kl"].append(global_masked_mean(per_token_kl))' in source


def test_the_rest_enters_the_adapter_through_its_package_only():
    # One public module: the package's __init__. Its job modules (versions, loss, ...) are its own business.
    import ast

    root = Path(__file__).resolve().parents[1]
    package = "trl_grpo_ext.trainer.trl_adapter"
    jobs = {p.stem for p in (root / "trl_grpo_ext" / "trainer" / "trl_adapter").glob("*.py")} - {"__init__"}
    assert {"versions", "loss", "logprobs", "generation", "scoring"} <= jobs
    reached = []
    for folder in ("trl_grpo_ext", "bench", "examples"):
        for path in (root / folder).rglob("*.py"):
            if "trl_adapter" in path.parts:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                modules = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                    [node.module] + [f"{node.module}.{a.name}" for a in node.names]
                    if isinstance(node, ast.ImportFrom) and node.module else [])
                reached += [f"{path.relative_to(root)}: {m}" for m in modules
                            if m.startswith(package + ".") and m.split(".")[3] in jobs]
    assert reached == []
