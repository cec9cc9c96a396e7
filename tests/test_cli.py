"""The ``trl-grpo-ext`` command line: instant help, the registry listings, the demo, and ``train`` on a
flat TRL-style recipe (an open-r1 recipe included), in one process and under ``accelerate launch``."""

import dataclasses
import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from trl_grpo_ext.setup import models
from trl_grpo_ext.app.cli.main import main

HEAVY = ("torch", "transformers", "trl", "datasets", "matplotlib", "yaml")


@pytest.mark.parametrize("argv", [["--help"], ["demo", "--help"], ["rewards", "list", "--help"], ["theory", "--help"],
                                  ["audit", "--help"], ["train", "--help"]])
def test_help_does_not_import_torch(argv):
    code = textwrap.dedent(
        f"""
        import sys
        from trl_grpo_ext.app.cli.main import main
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
    out = subprocess.run([sys.executable, "-m", "trl_grpo_ext.app.cli.main", "--help"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0
    for command in ("demo", "train", "rewards", "schemes", "tasks", "sandboxes", "theory", "audit"):
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


def test_list_descriptions_are_plain_first_sentences(capsys):
    assert main(["rewards", "list"]) == 0
    rows = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()[1:]}
    assert not [name for name, row in rows.items() if re.search(r"``|:[a-z]+:`|\[`|\*\*", row)]
    assert "Step reward for process supervision" in rows["arithmetic_steps"]
    assert "Step reward" not in rows["math_accuracy"]


def test_audit_names_the_columns_flag_for_a_column_the_battery_lacks(capsys):
    from reward_plugins.base import Outcome, RewardPlugin
    from trl_grpo_ext.registry import REWARDS, register_reward

    class ContainsKeyword(RewardPlugin):
        """The README's plugin: 1.0 when the completion contains the row's keyword."""

        name = "contains_keyword"
        columns = ("keyword",)

        def score(self, texts, rows):
            return [Outcome(float(t is not None and row["keyword"] in t), "hit") for t, row in zip(texts, rows)]

    register_reward("contains_keyword", ContainsKeyword, override=True)
    try:
        assert main(["audit", "contains_keyword", "--kind", "math"]) == 2
    finally:
        REWARDS.reset()
    err = capsys.readouterr().err
    assert "--columns answer=keyword" in err and "column option" not in err


def test_schemes_list_shows_the_builtins(capsys):
    assert main(["schemes", "list"]) == 0
    rows = _rows(capsys.readouterr().out)
    expected = {"grpo", "contrastive", "mean_only", "rloo", "pass_at_k", "max_rl", "risk_seeking", "beta_prior", "negative_weighted"}
    assert expected <= set(rows)
    assert all(rows[name].split()[1] == "trl-grpo-ext" and len(rows[name].split()) > 2 for name in expected)


def test_tasks_list_shows_the_task_generators(capsys):
    assert main(["tasks", "list"]) == 0
    rows = _rows(capsys.readouterr().out)
    assert {"addition", "two_digit_addition", "basic_arithmetic"} <= set(rows)
    assert "Two single-digit terms" in rows["basic_arithmetic"]


def test_sandboxes_list_says_which_work_here(capsys):
    from reward_plugins.code.bwrap_executor import BwrapExecutor

    assert main(["sandboxes", "list"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].split()[:4] == ["NAME", "DISTRIBUTION", "WORKS", "HERE"]
    rows = _rows(out)
    assert rows["subprocess"].split()[2] == "yes"
    assert rows["bwrap"].split()[2] == ("yes" if BwrapExecutor.available() else "no")


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
    assert main(["demo", "--eval-every", "0"]) == 2
    assert "--eval-every must be >= 1" in capsys.readouterr().err


def test_demo_plot_draws_the_held_out_curve_beside_the_running_mean(tmp_path):
    from trl_grpo_ext.app.demo import plot_reward_curve

    summary = {"reward_per_step": [0.0, 1.0, 0.5, 0.0, 1.0, 1.0], "held_out_curve": [{"step": 0, "accuracy": 0.2},
               {"step": 3, "accuracy": 0.4}, {"step": 6, "accuracy": 0.6}], "prompts_per_step": 2, "num_generations": 8, "scheme": "grpo",
               "task": "addition", "seed": 0, "accuracy_before": 0.2, "accuracy_after": 0.6, "eval_size": 100}
    path = plot_reward_curve(summary, tmp_path / "curve.png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.slow
def test_two_step_demo_writes_plot_summary_and_accuracy_line(short_demo):
    # conftest's `short_demo`: `main(["demo", ...])` in this process (`python -m trl_grpo_ext.app.cli.main` is this
    # `main`, test_top_level_help_lists_every_command runs it so), evaluated after every step.
    status, summary, printed, out_dir = short_demo
    assert status == 0
    assert printed[-1] == f"held-out accuracy: {summary['accuracy_before']:.2f} -> {summary['accuracy_after']:.2f}"
    assert len(summary["reward_per_step"]) == 2 and summary["eval_size"] == 4
    # a held-out evaluation at step 1 on all 4 prompts, with the before/after evaluations at 0 and 2
    assert [c["step"] for c in summary["held_out_curve"]] == [0, 1, 2]
    assert all(c["accuracy"] in (0.0, 0.25, 0.5, 0.75, 1.0) for c in summary["held_out_curve"])
    assert all(0.0 <= r <= 1.0 for r in summary["reward_per_step"])
    assert (out_dir / "reward_curve.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


DATA = Path(__file__).resolve().parent / "data"
OPEN_R1 = DATA / "open_r1_config_demo.yaml"


def test_train_help_shows_this_packages_keys_first_then_names_every_key(capsys):
    from trl_grpo_ext.app.cli.train_help import OWN_CLASSES
    from trl_grpo_ext.app.recipe import DATACLASSES

    assert main(["train", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: trl-grpo-ext train")
    first = out.splitlines()[:60]
    own = [name for cls in DATACLASSES if cls.__name__ in OWN_CLASSES for name in vars(cls)["__annotations__"]]
    assert own and all(any(line.startswith(f"  --{name} ") for line in first) for name in own)
    assert any("Registry name of the advantage scheme" in line for line in first)  # advantage_scheme's help
    every = {f.name for cls in DATACLASSES for f in dataclasses.fields(cls) if f.init}
    assert not [name for name in every if not re.search(rf"(--|\b){name}\b", out)]


def test_help_trl_prints_every_field_with_trls_help_text():
    from trl_grpo_ext.app.recipe import DATACLASSES

    out = subprocess.run([sys.executable, "-m", "trl_grpo_ext.app.cli.main", "train", "--help-trl"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    text = " ".join(out.stdout.split())  # argparse wraps help lines
    every = {f.name for cls in DATACLASSES for f in dataclasses.fields(cls) if f.init}
    assert not [name for name in every if f"--{name} " not in text]


# A recipe's mistakes, each refused in one line with exit status 2 before torch, TRL or transformers load.
EARLY_FAILURES = {
    "negative learning rate in the file": ({"learning_rate": -1e-5}, [], "learning_rate must be > 0"),
    "negative learning rate as a flag": ({}, ["--learning_rate", "-1e-5"], "write --learning_rate=-1e-5"),
    "negative value spelled as a flag": ({}, ["--max_steps", "-1"], "write --max_steps=-1"),
    "unknown reward (typo)": ({"reward_funcs": ["math_acuracy"]}, [], "Did you mean 'math_accuracy'?"),
    "unknown reward plugin (typo)": ({"reward_plugins": ["arithmetic_step"]}, [], "Did you mean 'arithmetic_steps'?"),
    "unknown scheme (typo)": ({"advantage_scheme": "pass_at_kk"}, [], "Did you mean 'pass_at_k'?"),
    "unknown task (typo)": ({"dataset_name": "task:additon"}, [], "Did you mean 'addition'?"),
    "unknown key": ({"num_generation": 4}, [], "Did you mean 'num_generations'?"),
    "unknown flag": ({}, ["--learning_rat", "1e-5"], "Did you mean 'learning_rate'?"),
    "zero completion length": ({"max_completion_length": 0}, [], "max_completion_length must be >= 1"),
    "one generation": ({}, ["--num_generations", "1"], "num_generations must be >= 2"),
    "not a number": ({}, ["--max_steps", "abc"], "max_steps: expected an integer, got 'abc'"),
}


def test_recipe_mistakes_fail_in_one_line_before_torch_loads(tmp_path):
    """In a fresh process, as a user runs it: every case's exit status and stderr, then what had been imported."""
    import yaml

    cases = {}
    for i, (case, (changes, flags, _)) in enumerate(EARLY_FAILURES.items()):
        recipe = tmp_path / f"recipe{i}.yaml"
        recipe.write_text(yaml.safe_dump({"dataset_name": "task:addition", "reward_plugins": ["math_accuracy"],
                                          **changes}))
        cases[case] = ["train", "--config", str(recipe), *flags]
    code = textwrap.dedent(f"""
        import contextlib, io, json, sys
        from trl_grpo_ext.app.cli.main import main
        results = {{}}
        for case, argv in {cases!r}.items():
            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                results[case] = [main(argv), err.getvalue()]
        print(json.dumps({{"results": results, "heavy": sorted(m for m in {HEAVY[:4]!r} if m in sys.modules)}}))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["heavy"] == []  # torch, transformers, trl, datasets: none was imported
    for case, (status, stderr) in report["results"].items():
        assert status == 2, (case, stderr)
        assert stderr.count("\n") == 1 and stderr.startswith("error: "), (case, stderr)
        assert EARLY_FAILURES[case][2] in stderr, (case, stderr)


def test_train_reports_a_bad_recipe_with_the_key(tmp_path, capsys):
    recipe = tmp_path / "r.yaml"
    recipe.write_text("dataset_name: task:addition\nreward_plugins: [math_accuracy]\nnum_generation: 4\n")
    assert main(["train", "--config", str(recipe)]) == 2
    assert "unknown key 'num_generation'. Did you mean 'num_generations'?" in capsys.readouterr().err


@pytest.mark.slow
def test_open_r1_recipe_runs_two_steps_on_the_embedded_model(model_cache, tmp_path, monkeypatch, capsys):
    """A trimmed open-r1 GRPO recipe plus the four keys of this package, learning rate set on the command line."""
    from trl_grpo_ext.app.recipe import Recipe

    monkeypatch.setenv(models.CACHE_ENV, str(model_cache))
    trainers = []
    original = Recipe.train
    monkeypatch.setattr(Recipe, "train", lambda self, **kw: trainers.append(original(self, **kw)) or trainers[-1])
    out = tmp_path / "out"
    assert main(["train", "--config", str(OPEN_R1), "--learning_rate", "1e-5", "--output_dir", str(out),
                 "--save_model", "true"]) == 0  # the model is written only when asked
    (trainer,) = trainers
    assert trainer.state.global_step == 2
    assert trainer.args.learning_rate == 1e-5 and trainer.args.advantage_scheme == "max_rl"
    assert trainer.model.config._name_or_path == str(models.default_model_path())
    assert [s["name"] for s in trainer.reward_func_specs] == ["accuracy_reward", "math_accuracy"]
    assert trainer.reward_weights.tolist() == pytest.approx([1.0, 0.2])
    assert (out / "config.json").is_file()  # the trained model was saved
    captured = capsys.readouterr()
    assert f"saved the trained model to {out}" in captured.out
    assert "note: max_prompt_length: ignored" in captured.err


@pytest.mark.slow
def test_train_under_accelerate_launch_with_two_processes(tiny_model_dir, tmp_path):
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "OMP_NUM_THREADS": "1", "TOKENIZERS_PARALLELISM": "false"}
    out = tmp_path / "out"
    command = [sys.executable, "-m", "accelerate.commands.launch", "--cpu", "--num_processes", "2",
               "--num_machines", "1", "--mixed_precision", "no", "--dynamo_backend", "no",
               "-m", "trl_grpo_ext.app.cli.main", "train", "--config", str(OPEN_R1),
               "--model_name_or_path", tiny_model_dir, "--output_dir", str(out), "--save_model", "true"]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-4000:]
    assert done.stdout.count("saved the trained model to") == 1  # printed by the main process only
    assert (out / "config.json").is_file()


# ---------------------------------------------------------------------------------------------
# Failures a newcomer meets after the recipe parses: one line naming the problem and the fix,
# exit status 2, no traceback, and nothing loaded (the embedded model's cache stays empty).
ROWS = [{"question": "What is 1 + 1?", "answer": "2"}, {"question": "What is 2 + 2?", "answer": "4"}]
BASE_RECIPE = {"dataset_name": "data.jsonl", "dataset_prompt_column": "question", "reward_plugins": ["math_accuracy"],
               "output_dir": "out", "report_to": "none", "max_steps": 1}
NO_WANDB_LOGIN = {"WANDB_API_KEY": None, "WANDB_MODE": None, "WANDB_DISABLED": None}
FAILURES = {
    # case: (recipe changes, extra command-line flags, environment changes, what the message must name)
    "missing dataset file": ({"dataset_name": "nowhere/missing.jsonl"}, [], {}, ["'nowhere/missing.jsonl'"]),
    "missing prompt column": ({"dataset_prompt_column": "problem"}, [], {}, ["'problem'", "question, answer"]),
    "missing gold column": ({"dataset_name": "no_gold.jsonl"}, [], {}, ["'math_accuracy'", "answer",
                                                                        "dataset_answer_column: solution"]),
    "4-bit without a GPU": ({"qlora": True}, [], {}, ["GPU", "--use_peft true",
                                                                               "--model_name_or_path default"]),
    "hub model offline": ({"model_name_or_path": "nobody/not-a-cached-model"}, [], {},  # offline: conftest.py
                          ["'nobody/not-a-cached-model'", "HF_HUB_OFFLINE"]),
    "wandb without a login": ({"report_to": "wandb"}, [], NO_WANDB_LOGIN, ["wandb login", "WANDB_MODE=offline"]),
    "checkpoints of an earlier run": ({}, [], {}, ["checkpoint-1", "--resume_from_checkpoint last",
                                                   "--overwrite_output_dir"]),
    "resume with no checkpoint": ({"output_dir": "empty"}, ["--resume_from_checkpoint", "true"], {},
                                  ["no complete checkpoint-* folder in empty"]),
}


def _failing_run(case, tmp_path):
    """Write the case's data and recipe in ``tmp_path``; its command-line arguments and environment changes."""
    import yaml

    changes, flags, env_changes, _ = FAILURES[case]
    (tmp_path / "data.jsonl").write_text("".join(json.dumps(row) + "\n" for row in ROWS))
    (tmp_path / "no_gold.jsonl").write_text("".join(json.dumps({"question": r["question"], "solution": r["answer"]})
                                                    + "\n" for r in ROWS))
    (tmp_path / "out" / "checkpoint-1").mkdir(parents=True)  # refused only when neither resuming nor overwriting
    (tmp_path / "out" / "checkpoint-1" / "trainer_state.json").write_text("{}")
    (tmp_path / "recipe.yaml").write_text(yaml.safe_dump({**BASE_RECIPE, **changes}))
    if case != "checkpoints of an earlier run":
        flags = [*flags, "--overwrite_output_dir", "true"]
    env = {models.CACHE_ENV: str(tmp_path / "model-cache"), "HOME": str(tmp_path), "HF_HOME": str(tmp_path / "hf"),
           **env_changes}
    return ["train", "--config", "recipe.yaml", *flags], env


def _check_failure(case, tmp_path, status, stderr):
    assert status == 2, stderr[-3000:]
    assert "Traceback" not in stderr
    error = [line for line in stderr.splitlines() if line.startswith("error: ")]
    assert len(error) == 1, stderr[-3000:]
    assert all(name in error[0] for name in FAILURES[case][3]), error[0]
    assert not (tmp_path / "model-cache").exists()  # the embedded model was never loaded (its first load converts it)
    assert (tmp_path / "out" / "checkpoint-1").is_dir()  # overwrite_output_dir deletes only once every check passed


@pytest.mark.parametrize("case", ["missing dataset file"])
def test_train_fails_in_one_line_before_loading_anything(case, tmp_path):
    """As a user sees it: a fresh process, its exit status and its whole stderr (one case: each costs an import of
    torch and TRL; the others run in this process below)."""
    argv, env_changes = _failing_run(case, tmp_path)
    env = {k: v for k, v in {**os.environ, **env_changes}.items() if v is not None}
    done = subprocess.run([sys.executable, "-m", "trl_grpo_ext.app.cli.main", *argv], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=300)
    _check_failure(case, tmp_path, done.returncode, done.stderr)


@pytest.mark.parametrize("case", [c for c in FAILURES if c != "missing dataset file"])
def test_train_refuses_what_cannot_run_here_in_one_line(case, tmp_path, monkeypatch, capsys):
    """The same, in this process."""
    import torch

    argv, env_changes = _failing_run(case, tmp_path)
    for name, value in env_changes.items():
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    if "GPU" in case:
        monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.chdir(tmp_path)
    status = main(argv)
    _check_failure(case, tmp_path, status, capsys.readouterr().err)


def test_debug_shows_the_traceback_of_an_expected_failure(tmp_path, capsys):
    recipe = tmp_path / "r.yaml"
    recipe.write_text("dataset_name: task:addition\nreward_plugins: [math_accuracy]\nnum_generation: 4\n")
    assert main(["--debug", "train", "--config", str(recipe)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" in err and "error: " in err


def test_a_crash_is_not_dressed_up_as_an_expected_failure():
    from trl_grpo_ext.app.cli.errors import is_expected, run_cli
    from trl_grpo_ext.setup.data import DataError

    assert is_expected(DataError("x")) and not is_expected(ZeroDivisionError())
    with pytest.raises(ZeroDivisionError):
        run_cli(lambda: 1 // 0)


def test_ctrl_c_is_one_line_with_status_130(capsys):
    import signal

    from trl_grpo_ext.app.cli.errors import EXIT_INTERRUPTED, run_cli

    def interrupted():
        raise KeyboardInterrupt

    previous = signal.getsignal(signal.SIGINT)
    try:
        status = run_cli(interrupted, on_interrupt=lambda: "resume with --resume_from_checkpoint last")
    finally:
        signal.signal(signal.SIGINT, previous)
    assert status == EXIT_INTERRUPTED
    assert capsys.readouterr().err == "interrupted: resume with --resume_from_checkpoint last\n"
