"""``trl-grpo-ext demo``: GRPO on the embedded SmolLM2-135M-Instruct, on a CPU, in minutes.

It evaluates held-out greedy accuracy, trains with [`GRPOExtTrainer`] and the ``math_accuracy``
reward on a small arithmetic task, evaluates again, and writes ``reward_curve.png`` and
``summary.json`` to ``--output-dir``. While it trains, greedy accuracy on a fixed subset of the
held-out problems is measured every ``--eval-every`` steps, so the picture shows learning as a
held-out curve beside a running mean of the (noisy, few-prompt) training reward. The run itself
is a flat recipe ([`demo_recipe`]) parsed like ``trl-grpo-ext train``'s. The last line printed
is ``held-out accuracy: BEFORE -> AFTER``.

Only argparse is imported at module import time; torch, transformers and trl load inside `run`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

__all__ = [
    "DEFAULTS", "add_parser", "demo_recipe", "held_out_curve_callback", "plot_reward_curve", "run", "run_demo",
    "running_mean",
]

DEFAULTS = {
    "task": "basic_arithmetic",
    "scheme": "grpo",
    "steps": 30,
    "lr": 2e-5,
    "num_generations": 8,
    "prompts_per_step": 2,
    "max_completion_length": 32,
    "eval_size": 100,
    "eval_every": 5,
    "curve_size": 25,
    "seed": 0,
    "device": "cpu",
    "output_dir": "demo-output",
}


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add the ``demo`` subcommand to a CLI's subparsers; it runs [`run`]."""
    d = DEFAULTS
    parser = subparsers.add_parser(
        "demo",
        help="GRPO on the embedded SmolLM2-135M model, on a CPU, in minutes: held-out accuracy before -> after",
        description=(
            "Train the embedded SmolLM2-135M-Instruct with GRPO and the math_accuracy reward on a small arithmetic "
            "task, evaluating held-out greedy accuracy before and after. Writes reward_curve.png and summary.json "
            "to --output-dir. The defaults take about 12 minutes on a 2-core CPU."
        ),
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    parser.add_argument("--steps", type=int, default=d["steps"], help="GRPO optimiser steps")
    parser.add_argument("--scheme", default=d["scheme"], help="advantage scheme (see `trl-grpo-ext schemes list`)")
    parser.add_argument("--seed", type=int, default=d["seed"], help="seeds the task split, sampling and training")
    parser.add_argument("--task", default=d["task"], help="registered task generator (addition, basic_arithmetic, ...)")
    parser.add_argument("--device", default=d["device"], help="cpu, cuda, cuda:1, ...")
    parser.add_argument("--output-dir", default=d["output_dir"], help="where the plot and summary.json go")
    parser.add_argument("--lr", type=float, default=d["lr"], help="learning rate (constant)")
    parser.add_argument("--num-generations", type=int, default=d["num_generations"], help="completions per prompt")
    parser.add_argument(
        "--prompts-per-step", type=int, default=d["prompts_per_step"], help="prompts per optimiser step"
    )
    parser.add_argument(
        "--max-completion-length", type=int, default=d["max_completion_length"], help="tokens per completion"
    )
    parser.add_argument("--eval-size", type=int, default=d["eval_size"], help="held-out prompts evaluated")
    parser.add_argument(
        "--eval-every", type=int, default=d["eval_every"], help="steps between held-out checks during training"
    )
    parser.add_argument(
        "--curve-size", type=int, default=d["curve_size"],
        help="held-out prompts (the first of the --eval-size) checked every --eval-every steps",
    )
    parser.set_defaults(func=run)
    return parser


def _check(args: argparse.Namespace) -> None:
    for name in ("steps", "num_generations", "prompts_per_step", "max_completion_length", "eval_size", "eval_every",
                 "curve_size"):
        value = getattr(args, name)
        if value < 1:
            raise ValueError(f"--{name.replace('_', '-')} must be >= 1, got {value}")
    if args.num_generations < 2:
        raise ValueError(f"--num-generations must be >= 2 (GRPO compares completions of one prompt), got {args.num_generations}")
    if args.curve_size > args.eval_size:
        raise ValueError(f"--curve-size ({args.curve_size}) must not exceed --eval-size ({args.eval_size})")
    if not args.lr > 0:
        raise ValueError(f"--lr must be > 0, got {args.lr}")


def _quiet_progress_callback():
    """TRL's progress bar, showing the step's mean reward instead of printing every log dict."""
    from transformers.trainer_callback import ProgressCallback

    class RewardProgressCallback(ProgressCallback):
        def on_log(self, args, state, control, logs=None, **kwargs):
            if state.is_world_process_zero and self.training_bar is not None and logs and "reward" in logs:
                self.training_bar.set_postfix(reward=f"{logs['reward']:.2f}", refresh=False)

    return RewardProgressCallback


def demo_recipe(
    *,
    output_dir: str | Path,
    task: str,
    scheme: str,
    steps: int,
    lr: float,
    num_generations: int,
    prompts_per_step: int,
    max_completion_length: int,
    seed: int,
    on_cpu: bool,
) -> dict[str, Any]:
    """The demo's run as a flat recipe: stock GRPO settings sized for a CPU, fp32, no KL term.

    ``bench/learning.py`` trains with the same recipe, so its numbers and the demo's are comparable.

    Example:
        >>> r = demo_recipe(output_dir="o", task="addition", scheme="grpo", steps=3, lr=1e-5, num_generations=4,
        ...                 prompts_per_step=2, max_completion_length=16, seed=0, on_cpu=True)
        >>> r["dataset_name"], r["dataset_options"], r["per_device_train_batch_size"]
        ('task:addition', {'size': 6}, 8)
    """
    return {
        "dataset_name": f"task:{task}",
        "dataset_options": {"size": steps * prompts_per_step},
        "reward_funcs": ["math_accuracy"],
        "advantage_scheme": scheme,
        "output_dir": str(output_dir),
        "learning_rate": lr,
        "lr_scheduler_type": "constant",  # a short run: linear decay would halve the effective step size
        "max_steps": steps,
        "per_device_train_batch_size": prompts_per_step * num_generations,
        "num_generations": num_generations,
        "max_completion_length": max_completion_length,
        "temperature": 1.0,
        "beta": 0.0,
        "logging_steps": 1,
        "save_strategy": "no",
        "report_to": "none",
        "use_cpu": on_cpu,
        "bf16": False,  # fp32 everywhere: the same numbers on a CPU and a GPU
        "gradient_checkpointing": False,  # 135M parameters fit; recomputation only costs time
        "seed": seed,
        "data_seed": seed,
    }


def held_out_curve_callback(every: int, evaluate: Any) -> Any:
    """A callback that calls ``evaluate(step)`` every ``every`` optimiser steps (not at the last one)."""
    from transformers import TrainerCallback

    class HeldOutCurve(TrainerCallback):
        def on_step_end(self, args, state, control, **kwargs):
            if state.global_step % every == 0 and state.global_step < state.max_steps:
                evaluate(state.global_step)

    return HeldOutCurve()


def _quiet_libraries() -> None:
    """Silence library notices a demo user cannot act on, so the output shows the run itself."""
    import logging
    import warnings

    # bitsandbytes (imported by peft) warns on CPUs with AVX512-BF16 that an optional 4-bit kernel
    # package is missing; the demo does not quantize.
    logging.getLogger("bitsandbytes").setLevel(logging.ERROR)
    # GRPOConfig's own gradient_checkpointing default triggers transformers' rename notice.
    warnings.filterwarnings("ignore", message=".*gradient_checkpointing.*deprecated", category=FutureWarning)


def run_demo(
    *,
    task: str = DEFAULTS["task"],
    scheme: str = DEFAULTS["scheme"],
    steps: int = DEFAULTS["steps"],
    lr: float = DEFAULTS["lr"],
    num_generations: int = DEFAULTS["num_generations"],
    prompts_per_step: int = DEFAULTS["prompts_per_step"],
    max_completion_length: int = DEFAULTS["max_completion_length"],
    eval_size: int = DEFAULTS["eval_size"],
    eval_every: int = DEFAULTS["eval_every"],
    curve_size: int = DEFAULTS["curve_size"],
    seed: int = DEFAULTS["seed"],
    device: str = DEFAULTS["device"],
    output_dir: str | Path = DEFAULTS["output_dir"],
    log=print,
) -> dict[str, Any]:
    """Evaluate, train with GRPO, evaluate again; write ``summary.json`` and ``reward_curve.png``.

    Args:
        task (`str`): registered task generator (``trl-grpo-ext`` ships ``addition``,
            ``two_digit_addition`` and ``basic_arithmetic``).
        scheme (`str`): advantage scheme of [`GRPOExtTrainer`] (``trl-grpo-ext schemes list``).
        steps (`int`): optimiser steps.
        lr (`float`): constant learning rate.
        num_generations (`int`): completions per prompt (the GRPO group).
        prompts_per_step (`int`): prompts per step.
        max_completion_length (`int`): completion length limit, in training and evaluation.
        eval_size (`int`): held-out prompts for the greedy accuracy before and after.
        eval_every (`int`): steps between greedy checks of the first ``curve_size`` held-out prompts.
        curve_size (`int`): held-out prompts in those checks (few, batched: they must stay cheap).
        seed (`int`): seeds the task's held-out split, sampling and training.
        device (`str`): ``"cpu"``, ``"cuda"``, ...
        output_dir (`str` or `Path`): where the summary and the plot go.
        log (`callable`): receives progress lines (``print`` by default).

    Returns:
        `dict`: the summary: settings, ``accuracy_before``, ``accuracy_after``, the held-out curve,
        per-step reward, zero-variance share, completion length and step time, timings, example replies.
    """
    _quiet_libraries()
    import torch
    from transformers import set_seed
    from transformers.trainer_callback import ProgressCallback

    from trl_grpo_ext.data import load_split
    from trl_grpo_ext.evaluation import evaluate_accuracy
    from trl_grpo_ext.models import load_default_model
    from trl_grpo_ext.recipe import parse_recipe
    from trl_grpo_ext.registry import get_reward

    started, cpu_started = time.perf_counter(), time.process_time()
    timings: dict[str, float] = {"eval_curve_s": 0.0}
    output_dir = Path(output_dir)
    output_dir.mkdir(parents=True, exist_ok=True)
    on_cpu = torch.device(device).type == "cpu"
    if torch.device(device).type == "cuda" and not torch.cuda.is_available():
        raise ValueError(f"--device {device}: no CUDA device is available here; use --device cpu")

    # Parse the recipe first: a bad scheme or task name fails before the model loads.
    recipe = parse_recipe([], recipe=demo_recipe(
        output_dir=output_dir / "checkpoints", task=task, scheme=scheme, steps=steps, lr=lr,
        num_generations=num_generations, prompts_per_step=prompts_per_step,
        max_completion_length=max_completion_length, seed=seed, on_cpu=on_cpu,
    ))
    test_dataset = load_split(f"task:{task}", split="test", options={"size": eval_size}, seed=seed)
    curve_size = min(curve_size, len(test_dataset))
    curve_dataset = test_dataset.select(range(curve_size))

    log(
        f"GRPO demo: {task}, scheme {scheme}, {steps} steps of {prompts_per_step} prompts x {num_generations} "
        f"completions (<= {max_completion_length} tokens), lr {lr:g}, seed {seed}, on {device}"
    )
    set_seed(seed)
    t = time.perf_counter()
    model, tokenizer = load_default_model(device=device)
    timings["load_model_s"] = time.perf_counter() - t
    reward = get_reward("math_accuracy")
    curve: list[dict[str, float]] = []

    def greedy(dataset, policy):
        return evaluate_accuracy(
            policy, tokenizer, dataset, reward=reward, max_new_tokens=max_completion_length, batch_size=128
        )

    def held_out(label: str, step: int):
        t = time.perf_counter()
        result = greedy(test_dataset, model)
        timings[f"eval_{label}_s"] = time.perf_counter() - t
        # The curve's prompts are the first of the full held-out set: their share comes for free.
        curve.append({"step": step, "accuracy": sum(r >= 1.0 for r in result.rewards[:curve_size]) / curve_size})
        log(f"held-out greedy accuracy {label}: {result.accuracy:.2f} ({result.num_prompts} prompts)")
        return result

    def curve_point(step: int) -> None:
        t = time.perf_counter()
        result = greedy(curve_dataset, trainer.model)
        timings["eval_curve_s"] += time.perf_counter() - t
        curve.append({"step": step, "accuracy": result.accuracy})

    before = held_out("before", 0)

    trainer = recipe.build_trainer(model=model, reward_funcs=[reward], processing_class=tokenizer)
    trainer.remove_callback(ProgressCallback)
    trainer.add_callback(_quiet_progress_callback())
    trainer.add_callback(held_out_curve_callback(eval_every, curve_point))
    t = time.perf_counter()
    trainer.train()
    timings["train_s"] = time.perf_counter() - t - timings["eval_curve_s"]
    model = trainer.model
    history = [entry for entry in trainer.state.log_history if "reward" in entry]

    after = held_out("after", steps)
    reward.close()  # stop its verification workers
    timings["total_s"] = time.perf_counter() - started
    timings["cpu_s"] = time.process_time() - cpu_started  # all threads; above total_s when they run in parallel

    summary = {
        "task": task,
        "scheme": scheme,
        "seed": seed,
        "steps": steps,
        "learning_rate": lr,
        "num_generations": num_generations,
        "prompts_per_step": prompts_per_step,
        "max_completion_length": max_completion_length,
        "device": str(device),
        "eval_size": before.num_prompts,
        "accuracy_before": before.accuracy,
        "accuracy_after": after.accuracy,
        "eval_every": eval_every,
        "curve_size": curve_size,
        "held_out_curve": curve,
        "reward_per_step": [entry["reward"] for entry in history],
        "frac_reward_zero_std_per_step": [entry.get("frac_reward_zero_std") for entry in history],
        "completion_length_per_step": [entry.get("completions/mean_length") for entry in history],
        "step_time_per_step": [entry.get("step_time") for entry in history],
        "timings": {k: round(v, 2) for k, v in timings.items()},
        "examples": [
            {"question": q, "answer": a, "before": b, "after": c}
            for q, a, b, c in zip(
                test_dataset["question"][:5], test_dataset["answer"][:5], before.completions[:5], after.completions[:5]
            )
        ],
    }
    (output_dir / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    plot_reward_curve(summary, output_dir / "reward_curve.png")
    return summary


def running_mean(values: list[float], window: int) -> list[float]:
    """Mean of the last ``window`` values at each position (fewer at the start).

    >>> running_mean([0.0, 1.0, 1.0, 0.0], 2)
    [0.0, 0.5, 1.0, 0.5]
    """
    return [sum(values[max(0, i - window + 1) : i + 1]) / len(values[max(0, i - window + 1) : i + 1])
            for i in range(len(values))]


def plot_reward_curve(summary: dict[str, Any], path: Path) -> Path:
    """Held-out accuracy during training beside a running mean of the training reward, and before/after bars."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rewards = summary["reward_per_step"]
    steps = list(range(1, len(rewards) + 1))
    # A step's reward averages only prompts_per_step prompts; a window of about a third of the run
    # shows the trend that single steps hide.
    window = max(3, len(rewards) // 3)
    curve = summary.get("held_out_curve") or []
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4), gridspec_kw={"width_ratios": [3, 1]})
    left.scatter(steps, rewards, s=8, color="tab:blue", alpha=0.25, label="training reward of the step")
    left.plot(steps, running_mean(rewards, window), color="tab:blue",
              label=f"training reward, running mean ({window} steps)")
    if curve:
        left.plot([c["step"] for c in curve], [c["accuracy"] for c in curve], color="tab:green", marker="o",
                  label=f"held-out greedy accuracy ({summary['curve_size']} prompts)")
    left.set_xlabel("step")
    left.set_ylabel("math_accuracy")
    left.set_ylim(-0.02, 1.02)
    left.set_title(f"GRPO ({summary['scheme']}) on {summary['task']}, seed {summary['seed']}")
    left.legend(loc="best", fontsize=8)
    values = [summary["accuracy_before"], summary["accuracy_after"]]
    bars = right.bar(["before", "after"], values, color=["tab:gray", "tab:green"])
    right.bar_label(bars, labels=[f"{v:.2f}" for v in values])
    right.set_ylim(0, 1.05)
    right.set_title(f"held-out greedy accuracy\n({summary['eval_size']} prompts)")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def run(args: argparse.Namespace) -> int:
    """Run the demo from parsed arguments; the last line printed is ``held-out accuracy: A -> B``."""
    try:
        _check(args)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from trl_grpo_ext.registry import PluginError

    try:
        summary = run_demo(
            task=args.task,
            scheme=args.scheme,
            steps=args.steps,
            lr=args.lr,
            num_generations=args.num_generations,
            prompts_per_step=args.prompts_per_step,
            max_completion_length=args.max_completion_length,
            eval_size=args.eval_size,
            eval_every=args.eval_every,
            curve_size=args.curve_size,
            seed=args.seed,
            device=args.device,
            output_dir=args.output_dir,
        )
    except (ValueError, PluginError) as exc:  # a bad scheme, task or device, found before training
        print(f"error: {exc}", file=sys.stderr)
        return 2
    out = Path(args.output_dir)
    print(f"wrote {out / 'reward_curve.png'} and {out / 'summary.json'} ({summary['timings']['total_s']:.0f} s)")
    print(f"held-out accuracy: {summary['accuracy_before']:.2f} -> {summary['accuracy_after']:.2f}")
    return 0
