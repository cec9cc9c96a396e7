"""``trl-grpo-ext rewards|schemes|tasks|sandboxes list``: what the registries hold.

One row per plugin: its registry name, the distribution it comes from (built-ins come from
``trl-grpo-ext`` through the same entry points a third-party package uses) and the first line of
its docstring; for a scheme, its one-line rule of thumb (the class's ``rule``) when it has one;
for a sandbox, whether it works on this machine (the probe ``sandbox="auto"`` uses).
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


def _scheme_rows(infos: Iterable) -> list[tuple[str, str, str]]:
    # The rule says what the scheme is and when to use it; a scheme without one shows its description.
    return [(info.name, info.distribution, info.rule or info.doc) for info in infos]


def _sandbox_rows(infos: Iterable) -> list[tuple[str, str, str, str]]:
    from trl_grpo_ext.registry import SANDBOXES

    rows = []
    for info in infos:
        probe = getattr(SANDBOXES.load(info.name), "available", None)
        usable = "yes" if probe is None or probe() else "no"
        rows.append((info.name, info.distribution, usable, info.doc))
    return rows


# noun -> (registry attribute, what it holds, header, rows of its PluginInfo list)
LISTINGS = {
    "rewards": ("REWARDS", "reward plugins", ("NAME", "DISTRIBUTION", "DESCRIPTION"), _plugin_rows),
    "schemes": ("SCHEMES", "advantage schemes", ("NAME", "DISTRIBUTION", "RULE (or DESCRIPTION)"), _scheme_rows),
    "tasks": ("TASKS", "task generators (dataset_name: task:NAME)", ("NAME", "DISTRIBUTION", "DESCRIPTION"),
              _plugin_rows),
    "sandboxes": ("SANDBOXES", "code sandboxes", ("NAME", "DISTRIBUTION", "WORKS HERE", "DESCRIPTION"),
                  _sandbox_rows),
}


def _list(args: argparse.Namespace) -> int:
    from trl_grpo_ext import registry

    attribute, _, header, rows = LISTINGS[args.noun]
    print(format_table(rows(getattr(registry, attribute).list()), header))
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``rewards``, ``schemes``, ``tasks`` and ``sandboxes`` subcommands (each with ``list``)."""
    for noun, (_, what, _, _) in LISTINGS.items():
        parser = subparsers.add_parser(noun, help=f"{what} from the registry")
        verbs = parser.add_subparsers(title="commands", metavar="COMMAND")
        listing = verbs.add_parser("list", help=f"list the installed {what}")
        listing.set_defaults(func=_list, noun=noun)
        parser.set_defaults(func=lambda args, parser=parser: parser.print_help() or 2)
