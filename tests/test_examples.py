"""The examples run as a user runs them: the notebook headless, the scripts, the YAML configs, and a
third-party reward plugin installed with pip and found by name."""

from __future__ import annotations

import json
import os
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
    assert "2 steps, every loss finite: True" in everything
    assert "trainable parameters in torch.float32" in everything
    plots = [o for c in code_cells for o in c.outputs if "image/png" in o.get("data", {})]
    assert len(plots) == 1  # reward and p, drawn from the training logs
    assert (tmp_path / "grpo-notebook" / "adapter_config.json").is_file()

    run = read_offline_run(str(tmp_path))
    steps = sorted({h["train/global_step"] for h in run.history if "train/scheme/p_mean" in h})
    assert steps == [1, 2]
    assert any("train/scheme/frac_zero_variance" in h for h in run.history)
    assert run.config["advantage_scheme"] == "grpo"


def test_notebook_install_cell_installs_the_repository_its_variable_names(tmp_path):
    """As on Colab: the notebook alone in a fresh folder, no checkout around it and trl-grpo-ext not importable;
    its first cell installs the repository that REPOSITORY names (here a file:// URL of a copy of this one)."""
    import re
    import tomllib

    import nbformat

    notebook = nbformat.read(EXAMPLES / "colab_grpo_qlora.ipynb", as_version=4)
    cell = next(c.source for c in notebook.cells if c.cell_type == "code")
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["urls"]["Repository"]
    assert f'\nREPOSITORY = "{declared}"\n' in cell  # one variable near the top, the project's own URL
    repository = tmp_path / "repository"
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True)
    for name in filter(None, tracked.stdout.split("\0")):
        if (ROOT / name).is_file():
            (repository / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, repository / name)
    work = tmp_path / "colab"
    work.mkdir()
    (work / "install.py").write_text(re.sub(r"^REPOSITORY = .*$", lambda _: f"REPOSITORY = {repository.as_uri()!r}",
                                            cell, count=1, flags=re.M))
    target = tmp_path / "site"
    site = next(p for p in sys.path if p.endswith("site-packages"))
    # -S: this environment's packages without its .pth files, so its editable trl-grpo-ext is not found; pip
    # (a subprocess of the cell) installs into `target` without dependencies, with this environment's setuptools.
    env = {**os.environ, "PYTHONPATH": site, "PIP_TARGET": str(target), "PIP_NO_DEPS": "1",
           "PIP_NO_BUILD_ISOLATION": "0", "PIP_NO_INDEX": "1"}  # "0": pip reads this one inverted
    done = subprocess.run([sys.executable, "-S", "install.py"], cwd=work, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    assert f"installing trl-grpo-ext from {repository.as_uri()}" in done.stdout
    assert (target / "trl_grpo_ext" / "app" / "cli" / "main.py").is_file()
    entry_points = next(target.glob("trl_grpo_ext-*.dist-info")) / "entry_points.txt"
    assert "math_accuracy = reward_plugins" in entry_points.read_text()  # the registry's plugins come with it
    if not shutil.which("nvidia-smi"):
        assert done.stdout.startswith("warning: no GPU here")


def notebook_as_script() -> str:
    """The notebook's code cells in order, which is what `jupyter nbconvert --to script` writes for a notebook
    without IPython magics (checked here, so the equivalence holds)."""
    import nbformat

    notebook = nbformat.read(EXAMPLES / "colab_grpo_qlora.ipynb", as_version=4)
    assert notebook.metadata.language_info.file_extension == ".py"  # else nbconvert writes a .txt
    cells = [c.source for c in notebook.cells if c.cell_type == "code"]
    magics = [line for cell in cells for line in cell.splitlines() if line.lstrip().startswith(("!", "%"))]
    assert not magics, f"IPython magics do not run as a plain script: {magics}"
    return "\n\n".join(cells) + "\n"


@pytest.mark.slow
def test_notebook_exported_as_a_script_runs_with_plain_python(tmp_path, tiny_model_dir):
    script = tmp_path / "colab_grpo_qlora.py"
    script.write_text(notebook_as_script())
    env = {**os.environ, "TRL_GRPO_EXT_NOTEBOOK_SMOKE": "1", "TRL_GRPO_EXT_NOTEBOOK_MODEL": tiny_model_dir,
           "WANDB_MODE": "offline", "WANDB_DIR": str(tmp_path), "MPLBACKEND": "Agg", "HF_HUB_OFFLINE": "1"}
    env.pop("WANDB_API_KEY", None)
    # no `if __name__ == "__main__"` guard, as exported: reward workers must start from such a script too
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-4000:]
    assert "greedy accuracy on 4 held-out problems" in done.stdout
    assert "2 steps, every loss finite: True" in done.stdout
    assert (tmp_path / "grpo-notebook" / "adapter_config.json").is_file()


# ------------------------------------------------------------------------ third-party plugin
def test_the_plugin_examples_recipe_keys_are_real_keys():
    """Every `key: value` the example package's comments and README show for a recipe is a key `train` accepts."""
    import re

    from trl_grpo_ext.app.recipe.keys import recipe_keys

    package = EXAMPLES / "custom_reward_plugin"
    comments = "\n".join(line for line in (package / "pyproject.toml").read_text().splitlines() if line.startswith("#"))
    blocks = re.findall(r"```yaml\n(.*?)```", (package / "README.md").read_text(), flags=re.S)
    shown = re.findall(r"`([a-z_]+): ", comments) + [re.match(r"([a-z_]+):", line)[1]
                                                    for block in blocks for line in block.splitlines()
                                                    if re.match(r"[a-z_]+:", line)]
    assert shown and not [key for key in shown if key not in recipe_keys()]


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


# Two CPU steps of the smallest run: the recipe's own settings otherwise.
TWO_STEPS = ["--max_steps", "2", "--num_generations", "2", "--per_device_train_batch_size", "2",
             "--max_completion_length", "8", "--report_to", "none", "--save_strategy", "no"]  # fmt: skip


@pytest.mark.slow
def test_math_example_trains_a_lora_adapter_through_its_recipe(examples_on_path, tiny_model_dir, tmp_path, capsys):
    import math_grpo

    out = tmp_path / "math-run"
    math_grpo.main(["--model_name_or_path", tiny_model_dir, "--advantage_scheme", "rloo", "--output_dir", str(out),
                    "--save_model", "true", *TWO_STEPS])  # the adapter is written only when asked
    assert json.loads((out / "adapter_config.json").read_text())["r"] == 16  # use_peft + lora_r of the recipe
    assert "over 2 logged steps; p_mean" in capsys.readouterr().out


def test_math_example_writes_gsm_symbolic_problems(examples_on_path, tmp_path):
    import math_grpo

    path = math_grpo.write_gsm_symbolic(3, seed=0, folder=tmp_path)
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(rows) == 3 and all(set(r) == {"question", "answer"} and r["answer"].lstrip("-").isdigit() for r in rows)


@pytest.mark.slow
def test_code_example_trains_on_humaneval(examples_on_path, tiny_model_dir, tmp_path, capsys):
    import code_grpo

    out = tmp_path / "code-run"
    code_grpo.main(["--model_name_or_path", tiny_model_dir, "--output_dir", str(out), "--save_model", "true", *TWO_STEPS])
    assert (out / "adapter_config.json").is_file()
    assert "over 2 logged steps" in capsys.readouterr().out


# ------------------------------------------------------------------------------ YAML configs
CONFIGS = sorted(p.name for p in (EXAMPLES / "configs").glob("*.yaml"))


@pytest.mark.slow
@pytest.mark.parametrize("name", CONFIGS)
def test_every_recipe_runs_two_steps_on_cpu(name, tiny_model_dir, tmp_path, monkeypatch):
    """Each recipe as written, cut to two CPU steps on a tiny model; QLoRA becomes LoRA (no GPU here)."""
    from trl_grpo_ext.app.recipe import parse_recipe

    monkeypatch.chdir(tmp_path)  # relative data paths resolve from the recipe's folder
    recipe = parse_recipe(["--model_name_or_path", tiny_model_dir, "--output_dir", str(tmp_path / "out"),
                           *TWO_STEPS], recipe=EXAMPLES / "configs" / name)
    if recipe.training.qlora:
        recipe = parse_recipe(["--model_name_or_path", tiny_model_dir, "--output_dir", str(tmp_path / "out"),
                               "--qlora", "false", "--use_peft", "true", *TWO_STEPS],
                              recipe=EXAMPLES / "configs" / name)
    trainer = recipe.train()
    assert trainer.state.global_step == 2
    assert [s["name"] for s in trainer.reward_func_specs] == [e["name"] for e in recipe.training.reward_plugins]
    logged = [entry for entry in trainer.state.log_history if "reward" in entry]
    assert len(logged) == 2 and all(0.0 <= entry["reward"] <= 1.0 for entry in logged)


@pytest.mark.parametrize("name", CONFIGS)
def test_every_recipe_parses_and_reads_its_data(name, monkeypatch, tmp_path):
    from trl_grpo_ext.app.recipe import parse_recipe

    monkeypatch.chdir(tmp_path)
    recipe = parse_recipe([], recipe=EXAMPLES / "configs" / name)
    train, _ = recipe.datasets()
    assert len(train) > 0 and isinstance(train[0]["prompt"], list)
    if recipe.training.qlora:
        assert recipe.training.optim == "paged_adamw_8bit" and recipe.training.gradient_checkpointing


def test_humaneval_recipe_holds_out_the_last_twenty(monkeypatch, tmp_path):
    from trl_grpo_ext.app.recipe import parse_recipe

    recipe = parse_recipe(["--eval_strategy", "steps"], recipe=EXAMPLES / "configs" / "code_humaneval.yaml")
    train, held_out = recipe.datasets()
    assert (len(train), len(held_out)) == (144, 20)
    assert not set(train["task_id"]) & set(held_out["task_id"])


def test_qlora_recipe_on_cpu_fails_clearly(monkeypatch):
    import torch

    from trl_grpo_ext.app.recipe import SetupError, parse_recipe

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    recipe = parse_recipe([], recipe=EXAMPLES / "configs" / "math_qlora.yaml")
    with pytest.raises(SetupError, match=r"QLoRA needs a CUDA GPU.*--model_name_or_path default --report_to none"):
        recipe.build_trainer()
