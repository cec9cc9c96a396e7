"""The demo's default settings and its run as a flat recipe (no heavy import: the CLI's help reads them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["DEFAULTS", "SPLIT_SEED", "default_steps", "demo_recipe", "eval_interval"]

# Which problems are held out is fixed: the demo's seed varies sampling, the adapter's initialisation
# and the order of the training problems, never the held-out set it is measured on.
SPLIT_SEED = 0

DEFAULTS = {
    "task": "basic_arithmetic",
    "scheme": "grpo",
    "steps": None,  # default_steps(): by the precision the training passes run in
    "lr": 2e-5,
    "lora_r": 0,
    "num_generations": 8,
    "prompts_per_step": 2,
    "max_completion_length": 20,
    "system_prompt": None,
    "precision": "auto",
    "eval_size": 100,
    "eval_every": None,  # eval_interval(): one held-out evaluation during training, at the middle step
    "seed": 0,
    "device": "cpu",
    "output_dir": "demo-output",
}


def default_steps(bf16: bool) -> int:
    """Optimiser steps when none are asked for: 20 in fp32 (every CPU), 30 with bf16 training passes (a GPU).

    20 fp32 steps raised held-out accuracy by 0.57, 0.42 and 0.54 on seeds 0, 1 and 2 on a CPU with AMX, each
    ending within 0.03 of its best point (bench/results/demo_speed_amx.json), with the same curves for seeds 1 and 2
    on an AVX2-only one (demo_speed_avx2_loaded_seeds12.json).
    """
    return 30 if bf16 else 20


def eval_interval(steps: int, eval_every: int | None) -> int:
    """Steps between the held-out evaluations during training: ``eval_every``, or half the run when unset.

    Each evaluation takes all the held-out prompts of the before/after figures, so the curve's best point and
    its last compare like with like (on a quarter of them, one prompt moves the figure by 0.04). One, at the
    middle step, costs about what checks of a quarter of the prompts every 5 steps would.

    >>> eval_interval(20, None), eval_interval(20, 5), eval_interval(1, None)
    (10, 5, 1)
    """
    return eval_every or max(1, steps // 2)


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
    lora_r: int = 0,
    system_prompt: str | None = None,
    bf16: bool = False,
) -> dict[str, Any]:
    """The demo's run as a flat recipe: stock GRPO settings sized for a CPU, no KL term.

    ``bench/suite/learning.py`` trains with the same recipe (full fine-tuning, the chat template's own
    system prompt), so its numbers and the demo's are comparable.

    Args:
        lora_r (`int`, *optional*, defaults to `0`): rank of a LoRA adapter on every linear layer
            (alpha 2r); `0` trains every weight.
        system_prompt (`str`, *optional*): the system message; `None` keeps the chat template's.
        bf16 (`bool`, *optional*, defaults to `False`): the training passes in bf16 autocast (the
            weights and the optimiser stay fp32). On a CPU the completions are sampled through the rollout
            engine without compilation (static cache, each prompt prefilled once): from a bf16 copy of the
            weights, refreshed after every step, with ``bf16``; from the fp32 weights themselves without.

    Example:
        >>> r = demo_recipe(output_dir="o", task="addition", scheme="grpo", steps=3, lr=1e-5, num_generations=4,
        ...                 prompts_per_step=2, max_completion_length=16, seed=0, on_cpu=True, lora_r=8)
        >>> r["dataset_name"], r["dataset_options"], r["per_device_train_batch_size"], r["lora_alpha"]
        ('task:addition', {'size': 6, 'seed': 0}, 8, 16)
    """
    recipe = {
        "dataset_name": f"task:{task}",
        "dataset_options": {"size": steps * prompts_per_step, "seed": SPLIT_SEED},
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
        "bf16": bf16,
        # 135M parameters fit; recomputation only costs time (and the choice needs no notice on the console)
        "gradient_checkpointing": False,
        "auto_gradient_checkpointing": False,
        "seed": seed,
        "data_seed": seed,
    }
    if on_cpu:  # compiling would cost minutes up front; the static cache and shared prefill pay at once
        # A bf16 copy where bf16 is native; elsewhere oneDNN emulates bf16 and the fp32 weights themselves are faster.
        recipe.update(fast_rollouts="bf16" if bf16 else "model", fast_rollouts_compile=False)
    if system_prompt is not None:
        recipe["system_prompt"] = system_prompt
    if lora_r:
        recipe.update(use_peft=True, lora_r=lora_r, lora_alpha=2 * lora_r)
    return recipe
