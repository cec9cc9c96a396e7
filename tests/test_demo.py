"""The demo: its flags in both spellings, an honest held-out set, its recipe, and a short real run."""

import json

import pytest

from fixtures.short_demo import run_short_demo
from trl_grpo_ext.app.cli.main import build_parser
from trl_grpo_ext.app.demo import DEFAULTS, demo_recipe, held_out_set


def _parse(argv):
    return build_parser().parse_args(["demo", *argv])


@pytest.mark.parametrize("demo_flag, train_flag, dest, value", [
    ("--output-dir", "--output_dir", "output_dir", "out"),
    ("--lr", "--learning_rate", "lr", 3e-4),
    ("--steps", "--max_steps", "steps", 7),
    ("--scheme", "--advantage_scheme", "scheme", "rloo"),
    ("--num-generations", "--num_generations", "num_generations", 4),
    ("--max-completion-length", "--max_completion_length", "max_completion_length", 20),
    ("--prompts-per-step", "--prompts_per_step", "prompts_per_step", 3),
    ("--lora-r", "--lora_r", "lora_r", 8),
    ("--system-prompt", "--system_prompt", "system_prompt", "Be brief."),
])
def test_demo_takes_its_own_and_trains_spelling_of_each_flag(demo_flag, train_flag, dest, value):
    assert getattr(_parse([demo_flag, str(value)]), dest) == value
    assert getattr(_parse([train_flag, str(value)]), dest) == value


def test_demo_flags_default_to_the_demo_settings():
    args = _parse([])
    assert {name: getattr(args, name) for name in DEFAULTS} == DEFAULTS


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_held_out_set_is_the_same_for_every_seed_and_never_trained_on(seed):
    from trl_grpo_ext.app.recipe import parse_recipe

    held_out = held_out_set("basic_arithmetic", 100, DEFAULTS["system_prompt"])
    recipe = parse_recipe([], recipe=demo_recipe(
        output_dir="unused", task="basic_arithmetic", scheme="grpo", steps=50, lr=1e-4, num_generations=2,
        prompts_per_step=2, max_completion_length=8, seed=seed, on_cpu=True, system_prompt=DEFAULTS["system_prompt"],
    ))
    train = recipe.load_split("train")
    assert len(held_out) == 100 and len(train) == 100
    assert not set(held_out["question"]) & set(train["question"])
    # train and held-out prompts are built alike: same system message, then the question
    assert [m["role"] for m in held_out[0]["prompt"]] == [m["role"] for m in train[0]["prompt"]]


def test_lora_rank_gives_the_trainer_a_lora_config_on_every_linear_layer():
    from trl_grpo_ext.app.recipe import parse_recipe

    def recipe(lora_r):
        return parse_recipe([], recipe=demo_recipe(
            output_dir="unused", task="addition", scheme="grpo", steps=2, lr=1e-4, num_generations=2,
            prompts_per_step=1, max_completion_length=8, seed=0, on_cpu=True, lora_r=lora_r,
        ))

    config = recipe(8).peft_config()
    assert (config.r, config.lora_alpha, config.target_modules) == (8, 16, "all-linear")
    assert recipe(0).peft_config() is None


@pytest.mark.parametrize("bf16, mode", [(False, "model"), (True, "bf16")])
def test_on_a_cpu_the_demo_samples_through_the_uncompiled_engine(bf16, mode):
    recipe = demo_recipe(output_dir="o", task="addition", scheme="grpo", steps=2, lr=1e-4, num_generations=2,
                         prompts_per_step=1, max_completion_length=8, seed=0, on_cpu=True, bf16=bf16)
    assert (recipe["fast_rollouts"], recipe["fast_rollouts_compile"]) == (mode, False)


@pytest.mark.parametrize("precision, device, bf16", [
    ("auto", "cpu", False),  # every CPU, native bf16 or not: the demo learns the same way on each
    ("bf16", "cpu", True),
    ("fp32", "cpu", False),
])
def test_auto_precision_keeps_every_cpu_in_fp32(precision, device, bf16):
    import torch

    from trl_grpo_ext.app.demo.run import _use_bf16

    assert _use_bf16(precision, torch.device(device)) is bf16


def test_held_out_checks_come_after_the_steps_progress_line():
    from types import SimpleNamespace

    from trl_grpo_ext.app.demo import held_out_curve_callback
    from trl_grpo_ext.app.recipe.progress import _step_lines_class

    lines: list[str] = []
    callbacks = [_step_lines_class()(lines.append),
                 held_out_curve_callback(2, lambda step: lines.append(f"held-out check at {step}"))]
    state = SimpleNamespace(global_step=0, max_steps=4, is_world_process_zero=True)
    for _ in range(4):  # the trainer's order: every callback's on_step_end, then every callback's on_log
        for callback in callbacks:
            callback.on_step_begin(None, state, None)
        state.global_step += 1
        for callback in callbacks:
            callback.on_step_end(None, state, None)
        for callback in callbacks:
            callback.on_log(None, state, None, logs={"reward": 0.5})
    assert [line.split(" · ")[0] for line in lines] == [
        "step 1/4", "step 2/4", "held-out check at 2", "step 3/4", "step 4/4"]  # none at the last step


def test_steps_left_unset_follow_the_precision():
    from trl_grpo_ext.app.demo import default_steps

    assert _parse([]).steps is None
    assert (default_steps(bf16=True), default_steps(bf16=False)) == (30, 20)


def test_cpu_capability_names_native_bf16_as_such():
    from trl_grpo_ext.app.demo.cpu import cpu_capability, native_bf16

    capability = cpu_capability()
    assert capability in ("AMX", "AVX512-BF16", "AVX512", "AVX2") or not capability.startswith("AVX")
    if native_bf16():
        assert capability in ("AMX", "AVX512-BF16")


@pytest.mark.slow
def test_short_lora_demo_writes_only_its_plot_and_summary(short_demo):
    # The run of conftest's `short_demo` (fixtures/short_demo.py): evaluated after every step.
    status, summary, _, out = short_demo
    assert status == 0
    assert sorted(p.name for p in out.iterdir()) == ["reward_curve.png", "summary.json"]  # no empty checkpoints/
    assert json.loads((out / "summary.json").read_text()) == summary
    assert summary["lora_r"] == 4 and len(summary["reward_per_step"]) == 2
    # every point on the same held-out prompts: the first and last are the before/after figures
    assert [c["step"] for c in summary["held_out_curve"]] == [0, 1, 2]
    assert (summary["held_out_curve"][0]["accuracy"], summary["held_out_curve"][-1]["accuracy"]) == (
        summary["accuracy_before"], summary["accuracy_after"])
    assert summary["examples"][0]["question"] == held_out_set("basic_arithmetic", 4)["question"][0]
    assert summary["cpu_capability"]


@pytest.mark.parametrize("steps, eval_every, evaluated_during_training", [
    (20, None, [10]),  # the default: once, at the middle step
    (20, 5, [5, 10, 15]),
    (1, None, []),  # before and after only
])
def test_held_out_evaluations_during_training_follow_eval_every(steps, eval_every, evaluated_during_training):
    from trl_grpo_ext.app.demo import eval_interval

    every = eval_interval(steps, eval_every)
    assert [s for s in range(1, steps) if s % every == 0] == evaluated_during_training


@pytest.mark.slow
def test_held_out_evaluations_do_not_change_what_training_samples(short_demo, model_cache, tmp_path):
    # The same run evaluated only before and after: the evaluation after step 1 must not change step 2's samples.
    runs = [short_demo[1], run_short_demo(model_cache, tmp_path / "demo", eval_every=2)[1]]
    assert [[c["step"] for c in run["held_out_curve"]] for run in runs] == [[0, 1, 2], [0, 2]]
    for key in ("reward_per_step", "completion_length_per_step"):
        assert runs[0][key] == runs[1][key], key
