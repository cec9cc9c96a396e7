"""``trl-grpo-ext demo``: GRPO on the embedded SmolLM2-135M-Instruct, on a CPU, in minutes.

[`run_demo`] evaluates held-out greedy accuracy, trains with [`GRPOExtTrainer`] and the
``math_accuracy`` reward on a small arithmetic task, evaluates again, and writes
``reward_curve.png`` and ``summary.json``. While it trains, greedy accuracy on the same held-out problems
is measured every ``eval_every`` steps (once, at the middle step, by default), so the picture shows learning
as a held-out curve beside the (noisy, few-prompt) training reward of each step. The run itself is
a flat recipe ([`demo_recipe`]) parsed like ``trl-grpo-ext train``'s.

Importing this package loads neither torch nor transformers.
"""

from .plot import plot_reward_curve, running_mean
from .run import held_out_curve_callback, held_out_set, run_demo
from .settings import DEFAULTS, SPLIT_SEED, default_steps, demo_recipe, eval_interval

__all__ = [
    "DEFAULTS", "SPLIT_SEED", "default_steps", "demo_recipe", "eval_interval", "held_out_curve_callback",
    "held_out_set", "plot_reward_curve", "run_demo", "running_mean",
]
