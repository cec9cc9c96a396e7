"""The demo's run: evaluate, train with GRPO, evaluate again; write the summary and the plot.

torch, transformers and trl load inside [`run_demo`], so importing this module stays cheap.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from .cpu import cpu_capability
from .plot import plot_reward_curve
from .settings import DEFAULTS, SPLIT_SEED, default_steps, demo_recipe, eval_interval

__all__ = ["held_out_curve_callback", "held_out_set", "run_demo"]

# The rollout engine's one line on how it holds the weights: the demo's own header says it already.
FAST_ROLLOUTS_LOGGER = "trl_grpo_ext.trainer.fast_rollouts"


def held_out_curve_callback(every: int, evaluate: Any) -> Any:
    """A callback that calls ``evaluate(step)`` every ``every`` optimiser steps (not at the last one), once the
    step's log (and so its progress line) is out."""
    from transformers import TrainerCallback

    class HeldOutCurve(TrainerCallback):
        due: int | None = None

        def on_step_end(self, args, state, control, **kwargs):
            self.run_due()  # a step that logged nothing
            if state.global_step % every == 0 and state.global_step < state.max_steps:
                self.due = state.global_step

        def on_log(self, args, state, control, logs=None, **kwargs):
            self.run_due()

        def run_due(self) -> None:
            if self.due is not None:
                step, self.due = self.due, None
                evaluate(step)

    return HeldOutCurve()


def held_out_set(task: str, size: int, system_prompt: str | None = None) -> Any:
    """The first ``size`` held-out problems of ``task``: the same for every seed, never trained on."""
    from trl_grpo_ext.setup.data import load_split, to_prompts

    test = load_split(f"task:{task}", split="test", options={"size": size}, seed=SPLIT_SEED)
    return to_prompts(test, system_prompt=system_prompt)


def _use_bf16(precision: str, device: Any) -> bool:
    """Whether the training passes run in bf16 autocast: asked for, or ``"auto"`` on a GPU with bf16.

    ``"auto"`` keeps every CPU in fp32, so that the demo computes, and learns, the same way on each. On a CPU with
    AMX, 30 steps in bf16 autocast took seed 0's held-out curve (25 prompts) to 0.72 at step 5 and back to 0.36 at
    step 15, and were slower than 20 fp32 steps, which rose by 0.42 to 0.57 on seeds 0-2 and ended within 0.03 of
    their best on 100 prompts, seeds 1 and 2 with the same curves as on an AVX2-only CPU (where oneDNN emulates
    bf16); bench/results/demo_speed_*.json.
    """
    import torch

    if precision not in ("auto", "bf16", "fp32"):
        raise ValueError(f"precision must be auto, bf16 or fp32, got {precision!r}")
    if precision != "auto":
        return precision == "bf16"
    return device.type == "cuda" and torch.cuda.is_bf16_supported()


def _quiet_libraries() -> None:
    """Silence library notices a demo user cannot act on, so the output shows the run itself."""
    import logging
    import warnings

    # bitsandbytes (imported by peft) fetches an optional 4-bit CPU kernel on CPUs with AVX512-BF16, and says so
    # (through `kernels`) whether or not it is found; the demo does not quantize.
    for name in ("bitsandbytes", "kernels"):
        logging.getLogger(name).setLevel(logging.ERROR)
    # GRPOConfig's own gradient_checkpointing default triggers transformers' rename notice.
    warnings.filterwarnings("ignore", message=".*gradient_checkpointing.*deprecated", category=FutureWarning)
    logging.getLogger(FAST_ROLLOUTS_LOGGER).setLevel(logging.ERROR)
    # Loading 135M parameters takes a second: a bar for it is noise between the demo's own lines.
    from transformers.utils import logging as transformers_logging

    transformers_logging.disable_progress_bar()


def run_demo(
    *,
    task: str = DEFAULTS["task"],
    scheme: str = DEFAULTS["scheme"],
    steps: int | None = DEFAULTS["steps"],
    lr: float = DEFAULTS["lr"],
    lora_r: int = DEFAULTS["lora_r"],
    num_generations: int = DEFAULTS["num_generations"],
    prompts_per_step: int = DEFAULTS["prompts_per_step"],
    max_completion_length: int = DEFAULTS["max_completion_length"],
    system_prompt: str | None = DEFAULTS["system_prompt"],
    precision: str = DEFAULTS["precision"],
    eval_size: int = DEFAULTS["eval_size"],
    eval_every: int | None = DEFAULTS["eval_every"],
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
        steps (`int`, *optional*): optimiser steps; `None`: 20 in fp32 (every CPU), 30 with bf16 training
            passes (``default_steps``).
        lr (`float`): constant learning rate.
        lora_r (`int`): rank of the LoRA adapter trained on every linear layer; `0` trains every weight.
        num_generations (`int`): completions per prompt (the GRPO group).
        prompts_per_step (`int`): prompts per step.
        max_completion_length (`int`): completion length limit, in training and evaluation.
        system_prompt (`str`, *optional*): system message of every prompt, in training and evaluation;
            `None` keeps the chat template's own.
        precision (`str`): ``"bf16"`` runs the training passes in bf16 autocast, ``"fp32"`` does not;
            ``"auto"`` picks bf16 on a GPU with bf16 and fp32 on every CPU (see ``_use_bf16``). Weights and
            optimiser stay fp32 either way. On a CPU the completions are
            sampled through the rollout engine, from a bf16 copy of the weights with bf16 and from the fp32
            weights without (see ``demo_recipe``), and the held-out evaluation decodes through it too.
        eval_size (`int`): held-out prompts for the greedy accuracy before, during and after training.
        eval_every (`int`, *optional*): steps between held-out evaluations during training, each on all
            ``eval_size`` prompts; `None`: one, at the middle step (see ``eval_interval``).
        seed (`int`): seeds sampling, the adapter's initialisation and the order of the training
            problems; the held-out problems are the same for every seed.
        device (`str`): ``"cpu"``, ``"cuda"``, ...
        output_dir (`str` or `Path`): where the summary and the plot go (nothing else is written).
        log (`callable`): receives progress lines (``print`` by default).

    Returns:
        `dict`: the summary: settings, ``accuracy_before``, ``accuracy_after``, the held-out curve (the same
        ``eval_size`` prompts at every point, before and after included), per-step training reward,
        zero-variance share, completion length and step time, timings, example replies.
    """
    _quiet_libraries()
    import torch
    from transformers import set_seed

    from trl_grpo_ext.setup.evaluation import evaluate_accuracy
    from trl_grpo_ext.setup.models import load_default_model
    from trl_grpo_ext.app.recipe import parse_recipe
    from trl_grpo_ext.registry import get_reward
    from trl_grpo_ext.rollouts import CompiledGenerator
    from trl_grpo_ext.rollouts.weights import build

    started, cpu_started = time.perf_counter(), time.process_time()
    timings = {"eval_before_s": 0.0, "eval_curve_s": 0.0, "eval_after_s": 0.0}
    output_dir = Path(output_dir)
    on_cpu = torch.device(device).type == "cpu"
    if torch.device(device).type == "cuda" and not torch.cuda.is_available():
        raise ValueError(f"--device {device}: no CUDA device is available here; use --device cpu")

    # Parse the recipe first: a bad scheme or task name fails before the model loads. The trainer
    # writes nothing (no checkpoints, no logs), so its output folder is the demo's own.
    bf16 = _use_bf16(precision, torch.device(device))
    steps = default_steps(bf16) if steps is None else steps
    recipe = parse_recipe([], recipe=demo_recipe(
        output_dir=output_dir, task=task, scheme=scheme, steps=steps, lr=lr, num_generations=num_generations,
        prompts_per_step=prompts_per_step, max_completion_length=max_completion_length, seed=seed, on_cpu=on_cpu,
        lora_r=lora_r, system_prompt=system_prompt, bf16=bf16,
    ))
    test_dataset = held_out_set(task, eval_size, system_prompt)
    eval_every = eval_interval(steps, eval_every)
    output_dir.mkdir(parents=True, exist_ok=True)

    log(
        f"GRPO demo: {task}, scheme {scheme}, {steps} steps of {prompts_per_step} prompts x {num_generations} "
        f"completions (<= {max_completion_length} tokens), "
        f"{f'LoRA rank {lora_r}' if lora_r else 'full fine-tuning'}, lr {lr:g}, {'bf16' if bf16 else 'fp32'}, "
        f"seed {seed}, on {device}"
    )
    set_seed(seed)
    t = time.perf_counter()
    model, tokenizer = load_default_model(device=device)
    timings["load_model_s"] = time.perf_counter() - t
    reward = get_reward("math_accuracy")
    curve: list[dict[str, float]] = []

    def greedy(dataset, policy):
        # On a CPU through the rollout engine on the fp32 weights: the prompts' shared system message is
        # prefilled once, and the same replies come out as from `generate`.
        engine = CompiledGenerator(build(policy, "model").model, compile=False) if on_cpu else None
        return evaluate_accuracy(
            policy, tokenizer, dataset, reward=reward, max_new_tokens=max_completion_length, batch_size=128,
            engine=engine,
        )

    def held_out(label: str, step: int, policy, timing: str):
        # Greedy decoding on a forked random state (evaluate_accuracy's seed): training samples the same
        # completions whether or not, and how often, it is interrupted by an evaluation.
        t = time.perf_counter()
        result = greedy(test_dataset, policy)
        timings[timing] += time.perf_counter() - t
        curve.append({"step": step, "accuracy": result.accuracy})
        log(f"held-out greedy accuracy {label}: {result.accuracy:.2f} ({result.num_prompts} prompts)")
        return result

    before = held_out("before", 0, model, "eval_before_s")

    trainer = recipe.build_trainer(model=model, reward_funcs=[reward], processing_class=tokenizer, progress=log)
    trainer.add_callback(held_out_curve_callback(
        eval_every, lambda step: held_out(f"at step {step}", step, trainer.model, "eval_curve_s")))
    t = time.perf_counter()
    trainer.train()
    timings["train_s"] = time.perf_counter() - t - timings["eval_curve_s"]
    history = [entry for entry in trainer.state.log_history if "reward" in entry]
    policy = trainer.model
    if hasattr(policy, "merge_and_unload"):  # a LoRA adapter: fold it in, generation skips its extra matmuls
        policy = policy.merge_and_unload()

    after = held_out("after", steps, policy, "eval_after_s")
    reward.close()  # stop its verification workers
    timings["total_s"] = time.perf_counter() - started
    timings["cpu_s"] = time.process_time() - cpu_started  # all threads; above total_s when they run in parallel

    summary = {
        "task": task,
        "scheme": scheme,
        "seed": seed,
        "steps": steps,
        "learning_rate": lr,
        "lora_r": lora_r,
        "num_generations": num_generations,
        "prompts_per_step": prompts_per_step,
        "max_completion_length": max_completion_length,
        "system_prompt": system_prompt,
        "device": str(device),
        "bf16": bf16,
        "torch_threads": torch.get_num_threads(),
        "cpu_capability": cpu_capability() if on_cpu else None,
        "eval_size": before.num_prompts,
        "accuracy_before": before.accuracy,
        "accuracy_after": after.accuracy,
        "eval_every": eval_every,
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
