"""Entry point of the ``trl-grpo-ext`` console script.

Only argparse and the subcommand modules (which import nothing heavy at module level) load here:
``trl-grpo-ext --help`` must not import torch. Every command runs through one error path
([`trl_grpo_ext.app.cli.errors`]) and with third-party noise filtered ([`trl_grpo_ext.app.cli.known_noise`]);
``--debug`` (anywhere on the line, or ``TRL_GRPO_EXT_DEBUG=1``) shows tracebacks and every warning.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

from trl_grpo_ext._version import __version__
from trl_grpo_ext.app.cli import audit, demo, explain, known_noise, lists, theory, train
from trl_grpo_ext.app.cli.errors import run_cli

__all__ = ["build_parser", "main"]

SUBCOMMANDS = (demo, train, lists, theory, audit, explain)


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
    parser.add_argument(
        "--debug", action="store_true", help="show tracebacks and third-party warnings (also TRL_GRPO_EXT_DEBUG=1)"
    )
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    for module in SUBCOMMANDS:
        module.add_parser(subparsers)
    return parser


def _pop_debug(argv: list[str]) -> bool:
    """Remove ``--debug`` before the command or without a value after it (TrainingArguments' own
    ``--debug OPTION`` takes a value and stays)."""
    found = False
    for i in reversed(range(len(argv))):
        if argv[i] == "--debug" and (i == 0 or i + 1 == len(argv) or argv[i + 1].startswith("-")):
            del argv[i]
            found = True
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    debug = _pop_debug(argv) or os.environ.get("TRL_GRPO_EXT_DEBUG", "") not in ("", "0")
    if not debug:
        known_noise.filter_known_noise()
    if argv[:1] == ["train"]:
        # TRL's parser reads everything after `train`, `--help` included (argparse would take it here).
        return train.main(argv[1:], debug=debug)
    parser = build_parser()
    args = parser.parse_args(argv)
    if not hasattr(args, "func"):
        parser.print_help()
        return 2
    return run_cli(lambda: int(args.func(args) or 0), debug=debug)


if __name__ == "__main__":
    sys.exit(main())
