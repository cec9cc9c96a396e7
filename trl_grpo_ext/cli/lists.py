"""``trl-grpo-ext rewards list`` and ``trl-grpo-ext schemes list``: what the registries hold.

One row per plugin: its registry name, the distribution it comes from (built-ins come from
``trl-grpo-ext`` through the same entry points a third-party package uses) and the first line of
its docstring; for a scheme, its one-line rule of thumb (the class's ``rule``) when it has one.
"""

from __future__ import annotations

import argparse
from typing import Iterable, Sequence


__all__ = ["add_parser", "format_table"]


def format_table(rows: Sequence[Sequence[str]], header: Sequence[str]) -> str:
    """Left-aligned plain-text columns separated by two spaces.

    Example:
        >>> print(format_table([("grpo", "trl-grpo-ext", "TRL's advantages")], ("NAME", "DISTRIBUTION", "DESCRIPTION")))
        NAME  DISTRIBUTION  DESCRIPTION
        grpo  trl-grpo-ext  TRL's advantages
    """
    widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(str(cell).ljust(w) for cell, w in zip(row, widths)).rstrip() for row in [header, *rows]]
    return "\n".join(lines)


def _plugin_rows(infos: Iterable) -> list[tuple[str, str, str]]:
    return [(info.name, info.distribution, info.doc) for info in infos]


def _list_rewards(args: argparse.Namespace) -> int:
    from trl_grpo_ext.registry import list_rewards

    print(format_table(_plugin_rows(list_rewards()), ("NAME", "DISTRIBUTION", "DESCRIPTION")))
    return 0


def _scheme_rows(infos: Iterable) -> list[tuple[str, str, str]]:
    # The rule says what the scheme is and when to use it; a scheme without one shows its description.
    return [(info.name, info.distribution, info.rule or info.doc) for info in infos]


def _list_schemes(args: argparse.Namespace) -> int:
    from trl_grpo_ext.registry import list_schemes

    print(format_table(_scheme_rows(list_schemes()), ("NAME", "DISTRIBUTION", "RULE (or DESCRIPTION)")))
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``rewards`` and ``schemes`` subcommands (each with ``list``) to a CLI's subparsers."""
    for noun, func, what in (
        ("rewards", _list_rewards, "reward plugins"),
        ("schemes", _list_schemes, "advantage schemes"),
    ):
        parser = subparsers.add_parser(noun, help=f"{what} from the registry")
        verbs = parser.add_subparsers(title="commands", metavar="COMMAND")
        listing = verbs.add_parser("list", help=f"list the installed {what}: name, distribution, description or rule")
        listing.set_defaults(func=func)
        parser.set_defaults(func=lambda args, parser=parser: parser.print_help() or 2)
