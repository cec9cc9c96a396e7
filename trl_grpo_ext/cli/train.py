"""``trl-grpo-ext train``: one GRPOExtTrainer run from a flat recipe, parsed by TRL's ``TrlParser``.

    trl-grpo-ext train --config examples/configs/math_gsm8k.yaml
    trl-grpo-ext train --config recipe.yaml --learning_rate 1e-5 --advantage_scheme max_rl
    accelerate launch -m trl_grpo_ext.cli.main train --config recipe.yaml
    trl-grpo-ext train --help        # every field, with its help text

The recipe's keys are those of ``trl grpo`` / open-r1 recipes (TRL's ScriptArguments, GRPOConfig
and ModelConfig) plus ``advantage_scheme``, ``scheme_kwargs``, ``reward_plugins`` and ``qlora``;
see [`trl_grpo_ext.recipe`]. Only argparse is imported at module import time: the subcommand is
listed by the instant top-level ``--help``, and TRL loads when it runs.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

__all__ = ["add_parser", "main", "run"]

PROG = "trl-grpo-ext train"


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """List ``train`` among the subcommands; its arguments are parsed by [`main`] with TRL's parser."""
    parser = subparsers.add_parser(
        "train",
        add_help=False,
        help="GRPO from a flat TRL-style recipe: --config FILE.yaml and/or --field value flags (train --help)",
    )
    parser.add_argument("rest", nargs=argparse.REMAINDER)
    parser.set_defaults(func=run)
    return parser


def run(args: argparse.Namespace) -> int:
    return main(args.rest)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the recipe, train, save; returns 2 (with the reason on stderr) for an invalid recipe."""
    from trl_grpo_ext.recipe import RecipeError, parse_recipe

    try:
        recipe = parse_recipe(list(sys.argv[1:] if argv is None else argv), prog=PROG)
        for note in recipe.notes:
            print(f"note: {note}", file=sys.stderr)
        trainer = recipe.train()
    except RecipeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if trainer.accelerator.is_main_process:
        print(f"saved the trained model to {recipe.training.output_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
