"""What the example scripts share: a recipe from examples/configs/ plus the user's flags, trained and summarised.

Every example builds its run through [`trl_grpo_ext.app.recipe.parse_recipe`], the same path as
``trl-grpo-ext train``: a script is its recipe file, and its flags are the recipe's keys
(``--max_steps 20 --advantage_scheme max_rl``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Sequence

CONFIGS = Path(__file__).resolve().parent / "configs"


def wandb_offline_without_key(report_to: Sequence[str] | None) -> None:
    """Log to a local wandb run (``wandb sync`` it later) when no API key is configured."""
    if "wandb" in (report_to or []) and not os.environ.get("WANDB_API_KEY") and "WANDB_MODE" not in os.environ:
        os.environ["WANDB_MODE"] = "offline"
        print("No WANDB_API_KEY: logging to an offline wandb run (upload later with `wandb sync`).")


def summarize(trainer: Any) -> None:
    """Print the first and last logged mean reward and the scheme's success rate p."""
    logs = [entry for entry in trainer.state.log_history if "reward" in entry]
    if not logs:
        return
    first, last = logs[0], logs[-1]
    p_key = next((k for k in last if k.endswith("scheme/p_mean")), None)
    line = f"reward {first['reward']:.3f} -> {last['reward']:.3f} over {len(logs)} logged steps"
    if p_key:
        line += f"; p_mean {first.get(p_key, float('nan')):.3f} -> {last[p_key]:.3f}"
    print(line)


def train_recipe(recipe_name: str, argv: Sequence[str] | None, *, prog: str) -> Any:
    """Parse ``examples/configs/<recipe_name>`` with ``argv`` on top, train, summarise (and save if asked)."""
    from trl_grpo_ext.app.recipe import parse_recipe

    recipe = parse_recipe(argv, recipe=CONFIGS / recipe_name, prog=prog)
    for note in recipe.notes:
        print(f"note: {note}")
    wandb_offline_without_key(recipe.training.report_to)
    trainer = recipe.train()
    summarize(trainer)
    if recipe.saves_model():
        print(f"adapter/model saved to {recipe.training.output_dir}")
    return trainer
