"""``trl-grpo-ext rewards|schemes|tasks|sandboxes list``: what the registries hold.

One row per plugin: its registry name, the distribution it comes from (built-ins come from
``trl-grpo-ext`` through the same entry points a third-party package uses) and the first sentence of
its docstring as plain text (a step reward says so); for a scheme, its one-line rule of thumb (the class's ``rule``) when it has one;
for a sandbox, whether it works on this machine (the probe ``sandbox="auto"`` uses).
"""

from __future__ import annotations

import argparse
import re
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


# reST and Markdown markup of docstrings: ``code``, :role:`target`, [`link`], **bold**, *emphasis*, `code`.
MARKUP = (
    (re.compile(r":[a-z]+:`~?([^`]+)`"), r"\1"),
    (re.compile(r"\[`~?([^`\]]+)`\]"), r"\1"),
    (re.compile(r"``([^`]+)``"), r"\1"),
    (re.compile(r"`([^`]+)`"), r"\1"),
    (re.compile(r"\*\*([^*]+)\*\*"), r"\1"),
    (re.compile(r"(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])"), r"\1"),
)


def plain_summary(doc: str | None) -> str:
    """A docstring's first sentence as plain text: its first paragraph joined into one line, markup removed.

    Example:
        >>> plain_summary("Two terms joined by ``+``, e.g. ``Calculate 3 - 7.``\\n\\nMore.")
        'Two terms joined by +, e.g. Calculate 3 - 7.'
        >>> plain_summary("Adds [`GRPOExtTrainer`] support, see :class:`~trl.GRPOConfig`. Details follow.")
        'Adds GRPOExtTrainer support, see trl.GRPOConfig.'
    """
    paragraph = " ".join((doc or "").strip().split("\n\n")[0].split())
    for pattern, replacement in MARKUP:
        paragraph = pattern.sub(replacement, paragraph)
    return re.split(r"(?<!e\.g\.)(?<!i\.e\.)(?<=[.!?])\s+(?=[A-Z])", paragraph, maxsplit=1)[0]


def _description(registry, info) -> str:
    factory = registry.load(info.name)
    text = plain_summary(getattr(factory, "__doc__", None))
    if callable(getattr(factory, "step_rewards", None)):  # scores each step of a solution, not only its end
        text += f" Step reward for process supervision (process_supervision: true, step_reward: {info.name})."
    return text


def _plugin_rows(infos: Iterable, registry) -> list[tuple[str, str, str]]:
    return [(info.name, info.distribution, _description(registry, info)) for info in infos]


def _scheme_rows(infos: Iterable, registry) -> list[tuple[str, str, str]]:
    # The rule says what the scheme is and when to use it; a scheme without one shows its description.
    return [(info.name, info.distribution, info.rule or _description(registry, info)) for info in infos]


def _sandbox_rows(infos: Iterable, registry) -> list[tuple[str, str, str, str]]:
    rows = []
    for info in infos:
        probe = getattr(registry.load(info.name), "available", None)
        usable = "yes" if probe is None or probe() else "no"
        rows.append((info.name, info.distribution, usable, _description(registry, info)))
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
    plugins = getattr(registry, attribute)
    print(format_table(rows(plugins.list(), plugins), header))
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``rewards``, ``schemes``, ``tasks`` and ``sandboxes`` subcommands (each with ``list``)."""
    for noun, (_, what, _, _) in LISTINGS.items():
        parser = subparsers.add_parser(noun, help=f"{what} from the registry")
        verbs = parser.add_subparsers(title="commands", metavar="COMMAND")
        listing = verbs.add_parser("list", help=f"list the installed {what}")
        listing.set_defaults(func=_list, noun=noun)
        parser.set_defaults(func=lambda args, parser=parser: parser.print_help() or 2)
