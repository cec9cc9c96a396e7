"""Fast rollouts are decided once, into one settings object that the trainer and benchmarks hand to the engine (no
module outside ``rollouts/`` switches the engine by assigning to one of its modules), and ``rollouts/`` is two
halves: the weights never import the sampler."""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

import pytest

from trl_grpo_ext.rollouts.settings import DECODE_KERNELS, MODES, RolloutSettings

ROOT = Path(__file__).resolve().parents[1]
ROLLOUTS = "trl_grpo_ext.rollouts"


def rollouts_names(tree: ast.Module) -> set[str]:
    """Names a module binds to a ``rollouts`` module or to an object imported from one."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(ROLLOUTS):
                    names.add(alias.asname or alias.name)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(ROLLOUTS):
            names.update(alias.asname or alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module == "trl_grpo_ext":
            names.update(alias.asname or alias.name for alias in node.names if alias.name == "rollouts")
    return names


def dotted(node: ast.AST) -> str | None:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    return ".".join([node.id, *reversed(parts)])


def rollouts_attribute_assignments(source: str) -> list[str]:
    """``line: target`` of each assignment to an attribute of a ``rollouts`` module (or of what it exports)."""
    tree = ast.parse(source)
    bound = rollouts_names(tree)

    def reaches_rollouts(target: ast.AST) -> str | None:
        name = dotted(target)
        if name is None:
            return None
        root = name.split(".")[0]
        if root in bound or name.startswith(ROLLOUTS):
            return name
        return None

    found = []
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.Delete)):
            targets = node.targets if isinstance(node, ast.Delete) else [node.target]
        elif isinstance(node, ast.Call) and dotted(node.func) in ("setattr", "delattr", "monkeypatch.setattr") \
                and node.args and reaches_rollouts(node.args[0]) is not None:
            found.append(f"{node.lineno}: {dotted(node.func)}({dotted(node.args[0])}, ...)")
        for target in targets:
            for element in target.elts if isinstance(target, ast.Tuple) else [target]:
                if isinstance(element, ast.Attribute) and reaches_rollouts(element) is not None:
                    found.append(f"{node.lineno}: {dotted(element)}")
    return found


@pytest.mark.parametrize("source,assigned", [
    ("from trl_grpo_ext.rollouts import attention\nattention.KERNEL = 'x'\n", True),
    ("import trl_grpo_ext.rollouts.attention as a\na.KERNEL = 'x'\n", True),
    ("import trl_grpo_ext.rollouts.attention\ntrl_grpo_ext.rollouts.attention.KERNEL = 'x'\n", True),
    ("from trl_grpo_ext.rollouts.engine import CompiledGenerator\nCompiledGenerator.step = None\n", True),
    ("from trl_grpo_ext.rollouts import attention\nsetattr(attention, 'KERNEL', 'x')\n", True),
    ("from trl_grpo_ext import rollouts\nrollouts.engine.X, y = 1, 2\n", True),
    ("from trl_grpo_ext.rollouts.engine import CompiledGenerator\ng = CompiledGenerator(m)\ng.x = 1\n", False),
    ("from trl_grpo_ext.rollouts import attention\nkernel = attention.DECODE_KERNELS[0]\n", False),
])
def test_the_search_finds_assignments_to_rollouts_modules(source, assigned):
    assert bool(rollouts_attribute_assignments(source)) == assigned


def test_no_module_outside_rollouts_assigns_to_a_rollouts_module():
    files = [p for folder in ("trl_grpo_ext", "bench", "examples") for p in (ROOT / folder).rglob("*.py")
             if "rollouts" not in p.relative_to(ROOT).parts[:2]]
    assert len(files) > 50
    found = {str(p.relative_to(ROOT)): hits for p in files if (hits := rollouts_attribute_assignments(p.read_text()))}
    assert found == {}, "switch the engine through RolloutSettings, not by assigning to its modules"


@pytest.mark.parametrize("changes,error", [
    ({"mode": "fast"}, "mode must be one of off, auto, model"),
    ({"decode_kernel": "flash-attn"}, "decode kernel must be one of " + ", ".join(DECODE_KERNELS)),
    ({"cache_bucket": 0}, "cache_bucket must be at least 1"),
])
def test_bad_settings_are_refused_by_name(changes, error):
    with pytest.raises(ValueError, match=error):
        RolloutSettings(**changes)
    with pytest.raises(ValueError, match=error):
        RolloutSettings().with_(**changes)


def config(**fields):
    base = dict(fast_rollouts="auto", use_vllm=False, fast_rollouts_decode_attention="triton",
                fast_rollouts_compile=True, fast_rollouts_memory_gib=None, fast_rollouts_margin_gib=None)
    return SimpleNamespace(**{**base, **fields})


@pytest.mark.parametrize("fields,expected", [
    ({}, RolloutSettings(mode="auto")),
    ({"fast_rollouts": "off"}, RolloutSettings(mode="off")),
    ({"use_vllm": True}, RolloutSettings(mode="off")),  # vLLM generates
    ({"fast_rollouts": "bf16", "fast_rollouts_decode_attention": "prefix", "fast_rollouts_compile": False,
      "fast_rollouts_memory_gib": 3.0, "fast_rollouts_margin_gib": 1.0},
     RolloutSettings(mode="bf16", decode_kernel="prefix", compile=False, memory_gib=3.0, margin_gib=1.0)),
])
def test_the_trainer_reads_the_config_into_settings_once(fields, expected):
    from trl_grpo_ext.trainer.fast_rollouts import FastRolloutsMixin, rollout_settings

    assert rollout_settings(config(**fields)) == expected
    trainer = type("Trainer", (FastRolloutsMixin,), {})()
    trainer.args = config(**fields)
    first = trainer.rollout_settings
    trainer.args.fast_rollouts = "int4"  # read once: a later change of the config does not reach the engine
    assert trainer.rollout_settings is first and first.on == (expected.mode != "off")


def test_every_config_mode_is_a_settings_mode():
    from trl_grpo_ext.trainer.config import FAST_ROLLOUT_MODES

    assert tuple(FAST_ROLLOUT_MODES) == MODES


WEIGHTS_HALF = ("weights", "layers", "fused", "nf4_linear", "nf4_repack", "mode_choice")
SAMPLER_HALF = ("engine", "sampling", "attention", "fill_graphs", "eager_norm", "aten_mean")


def rollouts_imports(path: Path) -> set[str]:
    """The ``rollouts`` modules a file imports (at any depth of its code)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module == ROLLOUTS:
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(ROLLOUTS + "."):
            found.add(node.module.split(".")[2])
        elif isinstance(node, ast.Import):
            found.update(a.name.split(".")[2] for a in node.names if a.name.startswith(ROLLOUTS + "."))
    return found


def test_the_weights_never_import_the_sampler():
    folder = ROOT / "trl_grpo_ext" / "rollouts"
    assert {p.stem for p in folder.glob("*.py")} == {"__init__", "settings", *WEIGHTS_HALF, *SAMPLER_HALF}
    imported = {name: rollouts_imports(folder / f"{name}.py") & set(SAMPLER_HALF) for name in WEIGHTS_HALF}
    assert imported == {name: set() for name in WEIGHTS_HALF}
    assert rollouts_imports(folder / "settings.py") == set()  # both halves read it
