"""The ``trl-grpo-ext`` command line: instant help, the registry listings, the demo, YAML training and
its errors."""

import json
import os
import re
import subprocess
import sys
import textwrap

import pytest

from trl_grpo_ext import models
from trl_grpo_ext.cli import train as train_cli
from trl_grpo_ext.cli.main import main

HEAVY = ("torch", "transformers", "trl", "datasets", "matplotlib", "yaml")


@pytest.mark.parametrize("argv", [["--help"], ["demo", "--help"], ["train", "--help"], ["rewards", "list", "--help"], ["theory", "--help"]])
def test_help_does_not_import_torch(argv):
    code = textwrap.dedent(
        f"""
        import sys
        from trl_grpo_ext.cli.main import main
        try:
            main({argv!r})
        except SystemExit as exc:
            assert exc.code == 0, exc.code
        print("HEAVY", sorted(m for m in {HEAVY!r} if m in sys.modules))
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "usage: trl-grpo-ext" in out.stdout
    assert out.stdout.strip().splitlines()[-1] == "HEAVY []"


def test_top_level_help_lists_every_command():
    out = subprocess.run([sys.executable, "-m", "trl_grpo_ext.cli.main", "--help"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0
    for command in ("demo", "train", "rewards", "schemes", "theory"):
        assert re.search(rf"^\s+{command}\s", out.stdout, re.M), command


def _rows(text):
    return {line.split()[0]: line for line in text.strip().splitlines()[1:]}


def test_rewards_list_shows_the_builtins_with_their_distribution(capsys):
    assert main(["rewards", "list"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].split() == ["NAME", "DISTRIBUTION", "DESCRIPTION"]
    rows = _rows(out)
    for name in ("math_accuracy", "code_tests", "think_answer_format", "single_boxed_answer", "soft_overlong_penalty"):
        assert rows[name].split()[1] == "trl-grpo-ext"
    assert "gold" in rows["math_accuracy"]  # the docstring's first line


def test_schemes_list_shows_the_builtins(capsys):
    assert main(["schemes", "list"]) == 0
    rows = _rows(capsys.readouterr().out)
    expected = {"grpo", "contrastive", "mean_only", "rloo", "pass_at_k", "max_rl", "risk_seeking", "beta_prior", "negative_weighted"}
    assert expected <= set(rows)
    assert all(rows[name].split()[1] == "trl-grpo-ext" and len(rows[name].split()) > 2 for name in expected)


def test_group_without_verb_prints_its_usage(capsys):
    assert main(["schemes"]) == 2
    assert "list" in capsys.readouterr().out


def test_demo_rejects_an_unknown_scheme_before_loading_the_model(capsys, tmp_path):
    assert main(["demo", "--scheme", "grpoo", "--output-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "grpoo" in err and "max_rl" in err  # names the bad value and the known ones


def test_demo_rejects_bad_numbers(capsys):
    assert main(["demo", "--num-generations", "1"]) == 2
    assert "--num-generations must be >= 2" in capsys.readouterr().err


@pytest.mark.slow
def test_two_step_demo_writes_plot_summary_and_accuracy_line(model_cache, tmp_path):
    out_dir = tmp_path / "demo"
    env = dict(os.environ, **{models.CACHE_ENV: str(model_cache)})
    args = ["--steps", "2", "--eval-size", "4", "--num-generations", "2", "--prompts-per-step", "1",
            "--max-completion-length", "8", "--output-dir", str(out_dir), "--seed", "3"]
    proc = subprocess.run(
        [sys.executable, "-m", "trl_grpo_ext.cli.main", "demo", *args], capture_output=True, text=True, env=env, timeout=900
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads((out_dir / "summary.json").read_text())
    last = proc.stdout.strip().splitlines()[-1]
    assert last == f"held-out accuracy: {summary['accuracy_before']:.2f} -> {summary['accuracy_after']:.2f}"
    assert len(summary["reward_per_step"]) == 2 and summary["eval_size"] == 4
    assert all(0.0 <= r <= 1.0 for r in summary["reward_per_step"])
    assert (out_dir / "reward_curve.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def _write_yaml(path, text):
    path.write_text(textwrap.dedent(text))
    return path


@pytest.mark.slow
def test_yaml_run_of_two_steps_from_a_jsonl_file(model_cache, tmp_path, monkeypatch):
    monkeypatch.setenv(models.CACHE_ENV, str(model_cache))
    from trl_grpo_ext.tasks import addition

    addition(size=4, seed=0).to_json(tmp_path / "train.jsonl")
    config = _write_yaml(
        tmp_path / "run.yaml",
        f"""
        model: default
        dataset: {{path: train.jsonl, split: train}}
        rewards:
          - math_accuracy
          - {{name: math_accuracy, options: {{extraction: last_number}}, weight: 0.5}}
        scheme: mean_only
        report_to: none
        args:
          output_dir: {tmp_path / "out"}
          max_steps: 2
          num_generations: 2
          per_device_train_batch_size: 2
          max_completion_length: 8
          logging_steps: 1
          save_strategy: "no"
        """,
    )
    trainer = train_cli.train_from_config(config)
    assert trainer.state.global_step == 2
    assert trainer.args.advantage_scheme == "mean_only"
    assert trainer.reward_weights.tolist() == [1.0, 0.5]
    assert (tmp_path / "out" / "config.json").is_file()  # the trained model was saved


def test_unknown_top_level_key_is_named_with_the_allowed_ones(tmp_path, capsys):
    config = _write_yaml(tmp_path / "bad.yaml", "model: default\ndataset: {task: addition}\nrewards: [math_accuracy]\nepochs: 3\n")
    assert main(["train", "--config", str(config)]) == 2
    err = capsys.readouterr().err
    assert "unknown top-level key 'epochs'" in err
    assert "model, dataset, rewards, scheme, scheme_kwargs, qlora, report_to, args" in err


@pytest.mark.parametrize(
    "body, message",
    [
        ("args: {learning_rat: 1.0e-5}", "unknown GRPOConfig field 'learning_rat' under 'args'. Did you mean 'learning_rate'"),
        ("scheme: max_rl\nargs: {advantage_scheme: grpo}", "'advantage_scheme' is given twice"),
        ("args: [1, 2]", "'args' must be a mapping"),
        ("scheme: no_such_scheme", "no_such_scheme"),
    ],
)
def test_bad_training_arguments(tmp_path, body, message):
    config = _write_yaml(tmp_path / "bad.yaml", f"model: default\ndataset: {{task: addition}}\nrewards: [math_accuracy]\n{body}\n")
    with pytest.raises(train_cli.ConfigError, match=re.escape(message)):
        train_cli.build_config(train_cli.load_run_config(config))


@pytest.mark.parametrize(
    "spec, message",
    [
        ({"task": "addition", "rows": 5}, "unknown dataset key 'rows'"),
        ({"path": "x.jsonl", "task": "addition"}, "exactly one of 'path'"),
        ({"path": "missing.jsonl"}, "does not exist"),
        ({"path": "data.txt"}, "unsupported file type"),
        ({"task": "additon"}, "Did you mean 'addition'?"),
    ],
)
def test_bad_dataset_entries(tmp_path, spec, message):
    with pytest.raises(train_cli.ConfigError, match=re.escape(message)):
        train_cli.load_train_dataset(spec, base_dir=tmp_path)


def test_dataset_from_a_registered_task_with_options():
    ds = train_cli.load_train_dataset({"task": "basic_arithmetic", "size": 7, "seed": 1, "options": {"held_out_size": 50}})
    assert len(ds) == 7 and "prompt" in ds.column_names


@pytest.mark.parametrize(
    "text, message",
    [
        ("- a\n- b\n", "must hold a mapping"),
        ("model: default\ndataset: {task: addition}\n", "the key 'rewards' is required"),
        ("model: [unclosed\n", "is not valid YAML"),
    ],
)
def test_malformed_files(tmp_path, text, message):
    with pytest.raises(train_cli.ConfigError, match=re.escape(message)):
        train_cli.load_run_config(_write_yaml(tmp_path / "bad.yaml", text))
