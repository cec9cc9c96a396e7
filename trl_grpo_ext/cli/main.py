"""Entry point of the ``trl-grpo-ext`` console script.

Only argparse and the subcommand modules (which import nothing heavy at module level) load here:
``trl-grpo-ext --help`` must not import torch.
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from trl_grpo_ext import __version__
from trl_grpo_ext.cli import demo, lists, theory, train

__all__ = ["build_parser", "main"]

SUBCOMMANDS = (demo, train, lists, theory)


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser (every subcommand registered)."""
    parser = argparse.ArgumentParser(
        prog="trl-grpo-ext",
        description=(
            "GRPO on verifiable rewards on top of TRL: pluggable reward checkers, contrastive advantage schemes, "
            "one-call QLoRA. Start with `trl-grpo-ext demo`."
        ),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    for module in SUBCOMMANDS:
        module.add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["train"]:
        # TRL's parser reads everything after `train`, `--help` included (argparse would take it here).
        return train.main(argv[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "func"):
        parser.print_help()
        return 2
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
