"""A reward in TRL's own shape, a plain function registered by a third-party package's entry point, goes
everywhere a name goes: ``trl-grpo-ext rewards list`` shows it, ``trl-grpo-ext audit`` tests it, and
``trl-grpo-ext train`` trains with it (tests/fixtures/plain_function_reward, installed without pip from its
own pyproject.toml)."""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

import pytest
import yaml

from trl_grpo_ext.app.cli.main import main
from trl_grpo_ext.registry import REWARDS

PACKAGE = Path(__file__).resolve().parent / "fixtures" / "plain_function_reward"
NAME = "plain_last_number"


def install(where: Path) -> None:
    """The package and a dist-info holding the entry points of its pyproject.toml, as pip would write them."""
    project = tomllib.loads((PACKAGE / "pyproject.toml").read_text())["project"]
    shutil.copytree(PACKAGE, where / PACKAGE.name, ignore=shutil.ignore_patterns("__pycache__", "pyproject.toml"))
    info = where / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n")
    groups = project["entry-points"]
    (info / "entry_points.txt").write_text("".join(
        f"[{group}]\n" + "".join(f"{name} = {target}\n" for name, target in entries.items())
        for group, entries in groups.items()))


@pytest.fixture
def installed(tmp_path, monkeypatch):
    """The plain-function reward installed on sys.path; the reward registry discovers it afresh."""
    site = tmp_path / "site"
    site.mkdir()
    install(site)
    monkeypatch.syspath_prepend(str(site))
    REWARDS.reset()
    yield site
    REWARDS.reset()


def test_it_is_listed_with_its_distribution_and_doc(installed, capsys):
    assert main(["rewards", "list"]) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if line.startswith(NAME))
    assert "plain-function-reward" in row and "1.0 when the completion's last number" in row


def test_it_is_audited(installed, tmp_path, capsys):
    report_path = tmp_path / "audit.json"
    status = main(["audit", NAME, "--kind", "math", "--json", str(report_path)])
    report = json.loads(report_path.read_text())
    assert status == 1, capsys.readouterr()  # a last-number check is paid by a retraction, as it should be flagged
    assert report["reward"] == NAME and report["called"] == "in-process"
    assert "retraction" in report["paid_false_positive_families"]
    assert all(f["tried"] > 0 for f in report["families"])


@pytest.mark.slow
def test_it_trains_two_steps_through_the_cli(installed, tiny_model_dir, tmp_path, monkeypatch):
    from trl_grpo_ext.app.recipe import Recipe

    trainers = []
    original = Recipe.train
    monkeypatch.setattr(Recipe, "train", lambda self, **kw: trainers.append(original(self, **kw)) or trainers[-1])
    recipe = {
        "model_name_or_path": tiny_model_dir, "dataset_name": "task:addition", "dataset_options": {"size": 8},
        "reward_plugins": [{"name": NAME, "options": {"tolerance": 0.5}}],
        "max_steps": 2, "num_generations": 2, "per_device_train_batch_size": 2, "max_completion_length": 8,
        "logging_steps": 1, "save_strategy": "no", "report_to": "none", "output_dir": str(tmp_path / "out"),
    }
    (tmp_path / "recipe.yaml").write_text(yaml.safe_dump(recipe))
    assert main(["train", "--config", str(tmp_path / "recipe.yaml")]) == 0
    (trainer,) = trainers
    assert trainer.state.global_step == 2
    assert trainer.reward_func_specs[0]["name"] == NAME
    assert trainer.reward_func_specs[0]["options"] == {"tolerance": 0.5}
    # TRL names the metric after the function, as it does for a function passed to it directly.
    assert any("rewards/last_number_matches/mean" in entry for entry in trainer.state.log_history)
