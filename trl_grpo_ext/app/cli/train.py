"""``trl-grpo-ext train``: one GRPOExtTrainer run from a flat recipe, parsed by TRL's ``TrlParser``.

    trl-grpo-ext train --config examples/configs/math_gsm8k.yaml
    trl-grpo-ext train --config recipe.yaml --learning_rate 1e-5 --advantage_scheme max_rl
    accelerate launch -m trl_grpo_ext.app.cli.main train --config recipe.yaml
    trl-grpo-ext train --help        # this package's keys, the common ones, the names of all (instant)
    trl-grpo-ext train --help-trl    # every key with TRL's help text
    trl-grpo-ext train --config recipe.yaml --resume_from_checkpoint last   # after Ctrl-C

The recipe's keys are those of ``trl grpo`` / open-r1 recipes (TRL's ScriptArguments, GRPOConfig
and ModelConfig) plus ``advantage_scheme``, ``scheme_kwargs``, ``reward_plugins`` and ``qlora``;
see [`trl_grpo_ext.app.recipe`]. The demo's spellings work too (``--output-dir``, ``--lr``, ``--steps``,
``--scheme``). The recipe's keys, names and values are checked before TRL, transformers or torch load
([`trl_grpo_ext.app.recipe.checks`]); what would fail after the model loads is checked before it
(data, columns, GPU, model, wandb login, earlier checkpoints). Either way: one line, exit status 2.
Only argparse is imported at module import time: the subcommand is listed by the instant top-level
``--help``, and TRL loads when it runs.
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


def main(argv: Sequence[str] | None = None, *, debug: bool = False) -> int:
    """Check the recipe, parse it, check it can run, train, save if asked; returns 2 with the reason on stderr
    when it cannot."""
    from trl_grpo_ext.app.cli.errors import run_cli

    args = list(sys.argv[1:] if argv is None else argv)
    if "--help-trl" in args:
        from trl_grpo_ext.app.recipe.parse import make_parser

        make_parser(PROG).print_help()
        return 0
    if {"-h", "--help"} & set(args):
        from trl_grpo_ext.app.cli.train_help import help_text

        text = help_text(PROG)
        if text is not None:
            print(text)
            return 0
    recipe = None

    def train() -> int:
        nonlocal recipe
        from trl_grpo_ext.app.recipe.checks import check_recipe

        check_recipe(args)  # in a fraction of a second: TRL, transformers and torch are not imported yet
        from trl_grpo_ext.app.recipe import parse_recipe

        recipe = parse_recipe(args, prog=PROG)
        for note in recipe.notes:
            print(f"note: {note}", file=sys.stderr)
        trainer = recipe.train()
        if trainer.accelerator.is_main_process:
            if recipe.saves_model():
                print(f"saved the trained model to {recipe.training.output_dir}")
            else:
                print("the trained model was not saved (add --save_model true to write it to output_dir)")
            print(f"peak memory of this process: {_peak_rss_gib():.1f} GiB RSS")
        return 0

    def where_it_stopped() -> str:
        if recipe is None:
            return "nothing was trained"
        from trl_grpo_ext.app.recipe.preflight import last_checkpoint

        output_dir = recipe.training.output_dir
        last = last_checkpoint(output_dir)
        if last is None:
            return (f"no complete checkpoint was saved in {output_dir} (save_strategy: steps and save_steps: N write "
                    "one every N steps)")
        return f"the last checkpoint is {last}; go on from it by adding --resume_from_checkpoint last"

    return run_cli(train, debug=debug, on_interrupt=where_it_stopped)


def _peak_rss_gib() -> float:
    """This process's peak resident memory (reward workers and sandboxes are separate processes)."""
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**30 if sys.platform == "darwin" else peak / 2**20  # bytes on macOS, KiB on Linux


if __name__ == "__main__":
    sys.exit(main())
