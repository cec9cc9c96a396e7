"""Skip a regular expression when the text lacks every piece of fixed text that each of its matches must contain.

:func:`required_literals` reads a compiled pattern's syntax tree and returns sets of strings (lowercased): every
match contains a string of each set (none where nothing is certain: an optional part, a character class).
:class:`LiteralFilter` lowers a text once and tells which patterns could match it: a pattern is searched only
where each of its sets has a string in the lowered text, so a text that names none of a family's words costs one
substring test per pattern instead of a scan with each.

Lowering is exact only where ``str.lower`` agrees with the regular expression engine's case folding: a few
characters match a letter case-insensitively without lowering to it ("ſ" matches "s", "İ" matches "i", a final
"ς" matches "σ"). A text with one of them is searched with every pattern.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from re import _constants as sre
from re import _parser as sre_parse

_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)


def required_literals(pattern: re.Pattern) -> tuple[frozenset[str], ...]:
    """Sets of lowercased strings, most selective first: every match of ``pattern`` contains a string of each set.
    Empty where nothing is certain."""
    return tuple(sorted(_sequence(sre_parse.parse(pattern.pattern, pattern.flags)), key=_selectivity, reverse=True))


def _selectivity(need: frozenset[str]) -> tuple[int, int]:
    """Its shortest string long enough (in UTF-8 bytes: one CJK character says as much as a short Latin word),
    then the fewest strings to test."""
    return min(5, *(len(s.encode()) for s in need)), -len(need)


def _sequence(items: Iterable) -> list[frozenset[str]]:
    """What a sequence of nodes requires: each run of consecutive literals and what each required part requires."""
    needs, run = [], ""
    for op, av in items:
        char = _literal(op, av)
        if char is not None:
            run += char
            continue
        if run:
            needs.append(frozenset([run]))
            run = ""
        if op is sre.SUBPATTERN or op is sre.ATOMIC_GROUP:
            needs += _sequence(av[-1] if op is sre.SUBPATTERN else av)
        elif op is sre.BRANCH:
            # One of the branches matches: the union of each branch's most selective set.
            branches = [_sequence(branch) for branch in av[1]]
            if all(branches):
                needs.append(frozenset().union(*(max(b, key=_selectivity) for b in branches)))
        elif op in _REPEATS and av[0] >= 1:
            needs += _sequence(av[2])
        # else a class, an assertion, an optional part: nothing certain
    if run:
        needs.append(frozenset([run]))
    return [need for need in needs if all(need)]


def _literal(op, av) -> str | None:
    if op is sre.LITERAL:
        return chr(av).lower()
    if op is sre.IN and len(av) == 1 and av[0][0] is sre.LITERAL:
        return chr(av[0][1]).lower()  # a class of one character ("[:]")
    return None


def _unfaithful(alphabet: str) -> str:
    """The characters that match a letter of ``alphabet`` case-insensitively but do not lower to its lowercase.
    Only characters with a case can (in the Basic Multilingual Plane: the literals are written in it, and no case
    pair crosses it)."""
    cased = "".join(c for c in map(chr, range(0x10000)) if not 0xD800 <= ord(c) < 0xE000
                    and (c.lower() != c or c.upper() != c or c.casefold() != c))
    odd = {"Σ"} if {"σ", "ς"} & set(alphabet) else set()  # lowers to "ς" at a word's end, "σ" elsewhere
    for x in set(alphabet):
        odd.update(c for c in re.findall("(?i)" + re.escape(x), cased) if c.lower() != x)
    return "".join(sorted(odd))


class LiteralFilter:
    """The patterns of a family, each with the strings one of which its matches contain."""

    def __init__(self, patterns: Iterable[re.Pattern]):
        self.patterns = [(p, required_literals(p)) for p in patterns]
        alphabet = "".join(s for _, needs in self.patterns for need in needs for s in need)
        odd = _unfaithful(alphabet)
        self._odd = re.compile("[" + re.escape(odd) + "]") if odd else None
        self._checks = [(p, needs[0], needs[1:]) if needs else (p, ("",), ()) for p, needs in self.patterns]

    def candidates(self, text: str) -> list[re.Pattern]:
        """The patterns that could match ``text``, in order."""
        if self._odd is not None and self._odd.search(text):
            return [p for p, _ in self.patterns]
        contains = text.lower().__contains__
        return [p for p, first, rest in self._checks
                if any(map(contains, first)) and all(any(map(contains, need)) for need in rest)]
