"""The examples run as a user runs them: the notebook headless, the scripts, the YAML configs, and a
third-party reward plugin installed with pip and found by name."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fixtures.wandb_offline import read_offline_run

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
PLUGIN_DIST = "grpo-json-reward"


# ----------------------------------------------------------------------------------- notebook
@pytest.mark.slow
def test_notebook_runs_headless_on_cpu(tmp_path, tiny_model_dir, monkeypatch):
    import nbformat
    from nbclient import NotebookClient

    monkeypatch.setenv("TRL_GRPO_EXT_NOTEBOOK_SMOKE", "1")  # tiny sizes, no pip install
    monkeypatch.setenv("TRL_GRPO_EXT_NOTEBOOK_MODEL", tiny_model_dir)
    monkeypatch.setenv("WANDB_MODE", "offline")
    monkeypatch.setenv("WANDB_DIR", str(tmp_path))
    monkeypatch.delenv("WANDB_API_KEY", raising=False)
    notebook = nbformat.read(EXAMPLES / "colab_grpo_qlora.ipynb", as_version=4)
    # The kernel inherits this environment; cells run in tmp_path (outputs land there).
    NotebookClient(notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()

    def text(cell) -> str:
        return "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")

    code_cells = [c for c in notebook.cells if c.cell_type == "code"]
    everything = "\n".join(text(c) for c in code_cells)
    assert "No GPU: LoRA without quantisation" in everything  # the CPU branch, not QLoRA
    assert "math_accuracy" in everything and "max_rl" in everything  # the registry listings
    assert "greedy accuracy on 4 held-out problems" in everything
    plots = [o for c in code_cells for o in c.outputs if "image/png" in o.get("data", {})]
    assert len(plots) == 1  # reward and p, drawn from the training logs
    assert (tmp_path / "grpo-notebook" / "adapter_config.json").is_file()

    run = read_offline_run(str(tmp_path))
    steps = sorted({h["train/global_step"] for h in run.history if "train/scheme/p_mean" in h})
    assert steps == [1, 2]
    assert any("train/scheme/frac_zero_variance" in h for h in run.history)
    assert run.config["advantage_scheme"] == "max_rl"


# ------------------------------------------------------------------------ third-party plugin
@pytest.fixture
def installed_plugin(tmp_path):
    """Install examples/custom_reward_plugin into this environment from a copy; uninstall afterwards."""
    from trl_grpo_ext.registry import REWARDS

    source = tmp_path / "custom_reward_plugin"
    shutil.copytree(EXAMPLES / "custom_reward_plugin", source)
    pip = [sys.executable, "-m", "pip"]
    # Built with this environment's setuptools (torch needs >= 77): no network, no isolated build env.
    installed = subprocess.run(
        [*pip, "install", "--no-deps", "--no-build-isolation", "--no-index", "-q", str(source)],
        capture_output=True, text=True, timeout=300,
    )
    assert installed.returncode == 0, f"pip install of the example plugin failed:\n{installed.stderr[-3000:]}"
    import importlib

    importlib.invalidate_caches()  # a new top-level package appeared in site-packages
    REWARDS.reset()
    try:
        yield
    finally:
        subprocess.run([*pip, "uninstall", "-y", "-q", PLUGIN_DIST], check=True, capture_output=True, timeout=300)
        sys.modules.pop("grpo_json_reward.reward", None)
        sys.modules.pop("grpo_json_reward", None)
        REWARDS.reset()
        assert "json_answer" not in REWARDS.names()  # uninstalling the distribution removes the plugin


def test_pip_installed_plugin_is_found_by_name_and_listed(installed_plugin, tmp_path):
    from trl_grpo_ext import GRPOExtConfig
    from trl_grpo_ext.registry import REWARDS, get_reward

    info = REWARDS.info("json_answer")
    assert info.distribution == PLUGIN_DIST
    reward = get_reward("json_answer", required_keys=["answer", "unit"])
    assert reward(prompts=["q"] * 3, completions=[
        'Weighing it: {"answer": 3, "unit": "kg"}', '{"answer": 3}', [{"role": "assistant", "content": "3 kg"}],
    ]) == [1.0, 0.0, 0.0]
    assert dict(reward.outcomes) == {"valid": 1, "missing_keys": 1, "no_json": 1}
    # usable from a training config by name, like a built-in
    config = GRPOExtConfig(output_dir=str(tmp_path), use_cpu=True, bf16=False, reward_plugins=["json_answer"])
    assert config.reward_plugins[0]["name"] == "json_answer"

    cli = Path(sys.executable).parent / "trl-grpo-ext"
    listing = subprocess.run([str(cli), "rewards", "list"], capture_output=True, text=True, timeout=120, check=True)
    rows = [line.split() for line in listing.stdout.splitlines()]
    assert ["json_answer", PLUGIN_DIST] in [row[:2] for row in rows]
    assert ["math_accuracy", "trl-grpo-ext"] in [row[:2] for row in rows]  # built-ins use the same door


# ------------------------------------------------------------------------------- the scripts
@pytest.fixture
def examples_on_path(monkeypatch, tmp_path):
    monkeypatch.syspath_prepend(str(EXAMPLES))
    monkeypatch.chdir(tmp_path)
    for name in ("math_grpo", "code_grpo", "example_utils"):
        sys.modules.pop(name, None)


TINY_RUN = ["--max-steps", "1", "--num-generations", "2", "--prompts-per-step", "2", "--max-completion-length", "8"]


@pytest.mark.slow
def test_math_example_trains_a_lora_adapter_from_a_jsonl(examples_on_path, tiny_model_dir, tmp_path, capsys):
    import math_grpo

    out = tmp_path / "math-run"
    math_grpo.main(["--model", tiny_model_dir, "--data", str(EXAMPLES / "data" / "gsm_style.jsonl"), "--size", "4",
                    "--scheme", "rloo", "--output-dir", str(out), *TINY_RUN])
    assert json.loads((out / "adapter_config.json").read_text())["r"] == 16
    printed = capsys.readouterr().out
    assert "over 1 logged steps; p_mean" in printed


def test_math_example_reads_gsm_symbolic_and_checks_jsonl(examples_on_path, tmp_path):
    import math_grpo

    problems = math_grpo.load_problems("gsm_symbolic", size=3, seed=0)
    assert len(problems) == 3 and all(p["answer"].lstrip("-").isdigit() for p in problems)
    dataset = math_grpo.to_dataset(problems, "think_answer_format")
    assert "<answer></answer>" in dataset[0]["prompt"][0]["content"]
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"question": "1+1?"}\n')
    with pytest.raises(SystemExit, match="needs 'question' and 'answer'"):
        math_grpo.load_problems(str(bad), size=1, seed=0)


@pytest.mark.slow
def test_code_example_trains_on_humaneval_problems(examples_on_path, tiny_model_dir, tmp_path, capsys):
    import code_grpo

    rows = code_grpo.load_problems(size=2, held_out=20)
    assert [r["entry_point"] for r in rows] == ["has_close_elements", "separate_paren_groups"]
    held_out = code_grpo.load_problems(size=2, held_out=20, split="test")
    assert len(held_out) == 20 and not {r["entry_point"] for r in held_out} & {r["entry_point"] for r in rows}
    out = tmp_path / "code-run"
    code_grpo.main(["--model", tiny_model_dir, "--size", "2", "--output-dir", str(out), *TINY_RUN])
    assert (out / "adapter_config.json").is_file()
    assert "over 1 logged steps" in capsys.readouterr().out


def test_examples_refuse_qlora_on_cpu_before_loading(examples_on_path, tmp_path, monkeypatch):
    import torch

    import math_grpo

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    with pytest.raises(RuntimeError, match="QLoRA needs a CUDA GPU"):
        math_grpo.main(["--model", str(tmp_path / "no-such-model"), "--qlora", "--data",
                        str(EXAMPLES / "data" / "gsm_style.jsonl"), "--size", "2", *TINY_RUN])


# ------------------------------------------------------------------------------ YAML configs
@pytest.mark.parametrize("name", sorted(p.name for p in (EXAMPLES / "configs").glob("*.yaml")))
def test_yaml_configs_build(name):
    from trl_grpo_ext.cli.train import build_config, load_run_config, load_train_dataset

    path = EXAMPLES / "configs" / name
    data = load_run_config(path)
    config = build_config(data)
    dataset = load_train_dataset(data["dataset"], base_dir=path.parent)
    assert len(dataset) > 0 and "prompt" in dataset.column_names
    assert config.reward_plugins[0]["name"] == "math_accuracy"
    if data.get("qlora"):
        assert config.optim == "paged_adamw_8bit" and config.gradient_checkpointing


def test_qlora_yaml_on_cpu_fails_clearly(monkeypatch):
    import torch

    from trl_grpo_ext.cli.train import train_from_config

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    with pytest.raises(RuntimeError, match=r"QLoRA needs a CUDA GPU.*qlora: false"):
        train_from_config(EXAMPLES / "configs" / "math_qlora.yaml")
