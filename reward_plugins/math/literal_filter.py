"""Skip a regular expression when the text lacks every piece of fixed text that each of its matches must contain.

:func:`required_literals` reads a compiled pattern's syntax tree and returns sets of strings (lowercased): every
match contains a string of each set (none where nothing is certain: an optional part, a character class).
:class:`LiteralFilter` lowers a text once and tells which patterns could match it: a pattern is searched only
where each of its sets has a string in the lowered text, so a text that names none of a family's words costs one
substring test per pattern instead of a scan with each. A set of many strings is looked up by the text's pieces of
three characters (computed once per text, shared by the filters that see it) instead of tested string by string.
A pattern that passes its sets is then held to each of its required alternations branch by branch
(:func:`required_branches`): one branch's every set must be found, so "we[ \t](?:all|both)[ \t](?:got|agreed)" is
not searched in a text that says "we " but none of "got", "agreed".

Lowering is exact only where ``str.lower`` agrees with the regular expression engine's case folding: a few
characters match a letter case-insensitively without lowering to it ("ſ" matches "s", "İ" matches "i", a final
"ς" matches "σ"). A text with one of them is searched with every pattern.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from re import _constants as sre
from re import _parser as sre_parse

_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)


def required_literals(pattern: re.Pattern) -> tuple[frozenset[str], ...]:
    """Sets of lowercased strings, most selective first: every match of ``pattern`` contains a string of each set.
    Empty where nothing is certain."""
    return tuple(sorted(_sequence(sre_parse.parse(pattern.pattern, pattern.flags)), key=_selectivity, reverse=True))


# Words most worked solutions write: a set of them rules out few texts, whatever their length.
_COMMON = frozenset("answer answers solution solutions check result value number total final the and is of to".split())


def _selectivity(need: frozenset[str]) -> tuple[bool, int, int]:
    """No string a common word, then its shortest string long enough (in UTF-8 bytes: one CJK character says as
    much as a short Latin word), then the fewest strings to test."""
    return not any(s.strip() in _COMMON for s in need), min(8, *(len(s.encode()) for s in need)), -len(need)


def required_branches(pattern: re.Pattern) -> tuple[tuple[tuple[frozenset[str], ...], ...], ...]:
    """Each alternation every match of ``pattern`` passes through, as its branches, each branch the sets (as
    :func:`required_literals` gives them) its matches contain a string of: a match holds every set of one branch.
    Only alternations with a branch of two sets or more, where the union :func:`required_literals` keeps says less."""
    return tuple(_branches(sre_parse.parse(pattern.pattern, pattern.flags)))


def _branches(items: Iterable) -> list[tuple[tuple[frozenset[str], ...], ...]]:
    """The required alternations of a sequence of nodes (see :func:`required_branches`), walked as :func:`_sequence` walks it."""
    found = []
    for op, av in items:
        if op is sre.SUBPATTERN or op is sre.ATOMIC_GROUP:
            found += _branches(av[-1] if op is sre.SUBPATTERN else av)
        elif op in _REPEATS and av[0] >= 1:
            found += _branches(av[2])
        elif op is sre.BRANCH:
            branches = [tuple(sorted(_sequence(branch), key=_selectivity, reverse=True)) for branch in av[1]]
            if all(branches) and any(len(b) > 1 for b in branches):
                found.append(tuple(branches))
    return found


# A run of literals goes on through a class of a few characters ("answer[ \t]key"): one string per choice, this many at most.
_MAX_SPELLINGS = 8


def _sequence(items: Iterable) -> list[frozenset[str]]:
    """What a sequence of nodes requires: each run of consecutive literals and what each required part requires."""
    needs, run = [], {""}
    for op, av in items:
        chars = _literal_chars(op, av)
        if chars is not None and len(run) * len(chars) <= _MAX_SPELLINGS:
            run = {r + c for r in run for c in chars}
            continue
        if run != {""}:
            needs.append(frozenset(run))
        run = {""}
        if chars is not None:
            continue
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
    if run != {""}:
        needs.append(frozenset(run))
    return [need for need in needs if all(need)]


def _literal_chars(op, av) -> set[str] | None:
    """The characters (lowercased) one node matches where it is a literal or a class of literals only ("[ \t]"),
    unless one is a letter lowering cannot show (see :func:`_hidden`)."""
    if op is sre.LITERAL:
        chars = {chr(av).lower()}
    elif op is sre.IN and all(kind is sre.LITERAL for kind, _ in av):
        chars = {chr(c).lower() for _, c in av}
    else:
        return None
    return None if any(_hidden(x) for s in chars for x in s) else chars


_CASED = None  # the characters of the Basic Multilingual Plane with a case, built at the first filter


@lru_cache(maxsize=None)
def _misread_by(x: str) -> frozenset[str]:
    """The characters that match ``x`` case-insensitively but do not lower to it ("ı" and "İ" for "i"). Only
    characters with a case can (in the Basic Multilingual Plane: the literals are written in it, and no case pair
    crosses it)."""
    global _CASED
    if _CASED is None:
        _CASED = "".join(c for c in map(chr, range(0x10000)) if not 0xD800 <= ord(c) < 0xE000
                         and (c.lower() != c or c.upper() != c or c.casefold() != c))
    return frozenset(c for c in re.findall("(?i)" + re.escape(x), _CASED) if c.lower() != x)


def _hidden(x: str) -> bool:
    """A letter an ASCII letter matches without lowering to it ("ı", matched by "i" and "I"): a lowered text does
    not show it where the pattern matches, so no required string holds it."""
    return any(c.isascii() for c in _misread_by(x))


# A set of more strings than this is looked up by the text's pieces (see :class:`_IndexedNeed`) instead of tested
# string by string: below it, the lookup costs more than the tests it saves.
_MAX_TESTED = 16

# The pieces of a text indexed: its substrings of this many characters.
_PIECE = 3
# A text up to this long is looked up by its pieces for a whole family at once (see :meth:`LiteralFilter.candidates`);
# a longer one pattern by pattern, where its pieces cost more than the substring tests they save.
_INDEXED_CHARS = 300


@lru_cache(maxsize=32)
def _pieces(lowered: str) -> frozenset[str]:
    """The substrings of ``lowered`` of :data:`_PIECE` characters. Kept for the last texts: the filters of a module
    see the same text one after another."""
    return frozenset(map("".join, zip(*(lowered[k:] for k in range(_PIECE)))))


class _IndexedNeed:
    """A large set of strings, those of :data:`_PIECE` characters or more grouped by their first :data:`_PIECE`: such
    a string is in a text only where its group's key is one of the text's pieces, so only the strings of the keys
    the text holds are tested (and the shorter strings, one by one)."""

    __slots__ = ("short", "keys", "by_key")

    def __init__(self, need: frozenset[str]):
        self.short = tuple(sorted(s for s in need if len(s) < _PIECE))
        by_key: dict[str, list[str]] = {}
        for s in sorted(need):
            if len(s) >= _PIECE:
                by_key.setdefault(s[:_PIECE], []).append(s)
        self.by_key = {key: tuple(strings) for key, strings in by_key.items()}
        self.keys = frozenset(self.by_key)

    def found(self, contains, pieces: frozenset[str]) -> bool:
        """Whether the text (``contains`` is its lowered text's ``__contains__``) holds a string of the set."""
        if any(map(contains, self.short)):
            return True
        for key in self.keys & pieces:  # mostly none
            if any(map(contains, self.by_key[key])):
                return True
        return False


def _need(strings: frozenset[str]) -> tuple[str, ...] | _IndexedNeed:
    """A set as it is tested: a small one string by string, a large one indexed by its pieces."""
    return _IndexedNeed(strings) if len(strings) > _MAX_TESTED else tuple(strings)


def _holds_all(needs, lowered: str, pieces: frozenset[str] | None = None) -> bool:
    """Whether ``lowered`` holds a string of each of ``needs`` (its pieces computed only for an indexed set)."""
    contains = lowered.__contains__
    for need in needs:
        if not (any(map(contains, need)) if type(need) is tuple else need.found(contains, pieces or _pieces(lowered))):
            return False
    return True


class _Alternation:
    """A required alternation (see :func:`required_branches`): its branches by the strings of their most selective
    set, so that only the branches one of whose strings the text holds have their other sets tested."""

    __slots__ = ("by_string", "rest", "short", "short_ascii", "keys", "by_key")

    def __init__(self, branches: tuple[tuple[frozenset[str], ...], ...]):
        self.rest = tuple(tuple(map(_need, branch[1:])) for branch in branches)
        by_string: dict[str, list[int]] = {}
        for k, branch in enumerate(branches):
            for string in sorted(branch[0]):
                by_string.setdefault(string, []).append(k)
        self.by_string = tuple((string, tuple(ks)) for string, ks in by_string.items())
        # The same strings as :class:`_IndexedNeed` holds them, for a text whose pieces are at hand: the shorter
        # strings one by one (those an ASCII text can hold apart), the others by their first piece.
        self.short = tuple(item for item in self.by_string if len(item[0]) < _PIECE)
        self.short_ascii = tuple(item for item in self.short if item[0].isascii())
        by_key: dict[str, list[tuple[str, tuple[int, ...]]]] = {}
        for item in self.by_string:
            if len(item[0]) >= _PIECE:
                by_key.setdefault(item[0][:_PIECE], []).append(item)
        self.by_key = {key: tuple(items) for key, items in by_key.items()}
        self.keys = frozenset(self.by_key)

    def holds(self, lowered: str) -> bool:
        """Whether every set of one branch has a string in ``lowered``."""
        return self._holds_any(lowered, self.by_string, None, set())

    def holds_in(self, lowered: str, pieces: frozenset[str], ascii_text: bool) -> bool:
        """:meth:`holds` for a text whose pieces are at hand (``ascii_text``: it is ASCII): only the strings whose
        first piece the text holds are tested. Which branch is tried first does not change the answer."""
        tried: set[int] = set()
        if self._holds_any(lowered, self.short_ascii if ascii_text else self.short, pieces, tried):
            return True
        by_key = self.by_key
        return any(self._holds_any(lowered, by_key[key], pieces, tried) for key in self.keys & pieces)

    def _holds_any(self, lowered: str, items, pieces: frozenset[str] | None, tried: set[int]) -> bool:
        """Whether a branch not in ``tried`` whose first set holds one of ``items``' strings has its other sets in ``lowered``."""
        for string, ks in items:
            if string in lowered:
                for k in ks:
                    if k not in tried:
                        tried.add(k)
                        if _holds_all(self.rest[k], lowered, pieces):
                            return True
        return False


class LiteralFilter:
    """The patterns of a family, each with the sets of strings its matches contain a string of."""

    def __init__(self, patterns: Iterable[re.Pattern]):
        self.patterns = [(p, required_literals(p)) for p in patterns]
        alphabet = {x for _, needs in self.patterns for need in needs for s in need for x in s}
        odd = set().union(*map(_misread_by, alphabet))
        if alphabet & {"σ", "ς"}:
            odd.add("Σ")  # lowers to "ς" at a word's end, "σ" elsewhere
        self._odd = re.compile("[" + re.escape("".join(sorted(odd))) + "]") if odd else None
        # Each pattern with its sets, most selective first: a small set as a tuple of strings, a large one indexed;
        # then its required alternations, each branch as its sets.
        self._checks = [(p, tuple(map(_need, needs)), tuple(map(_Alternation, required_branches(p))))
                        for p, needs in self.patterns]
        # The first (most selective) set of every pattern at once, by the pieces its strings start with: a text is
        # looked up once for the family, and only the patterns whose first set it holds are checked further.
        self._free = frozenset(k for k, (_, needs) in enumerate(self.patterns) if not needs)
        self._short = tuple((string, k) for k, (_, needs) in enumerate(self.patterns) if needs
                            for string in sorted(needs[0]) if len(string) < _PIECE)
        self._short_ascii = tuple(item for item in self._short if item[0].isascii())  # all an ASCII text can hold
        by_key: dict[str, list[tuple[str, int]]] = {}
        for k, (_, needs) in enumerate(self.patterns):
            for string in sorted(needs[0]) if needs else ():
                if len(string) >= _PIECE:
                    by_key.setdefault(string[:_PIECE], []).append((string, k))
        self._by_key = {key: tuple(strings) for key, strings in by_key.items()}
        self._keys = frozenset(self._by_key)

    def candidates(self, text: str) -> list[re.Pattern]:
        """The patterns that could match ``text``, in order: all of them where the text holds a character that
        lowering misreads."""
        if self._odd is not None and self._odd.search(text):
            return [p for p, _ in self.patterns]
        lowered = text.lower()
        if len(lowered) > _INDEXED_CHARS:
            return self._tested(lowered)
        contains = lowered.__contains__
        ascii_text = lowered.isascii()
        pieces = _pieces(lowered)
        first = set(self._free)
        first.update(k for string, k in (self._short_ascii if ascii_text else self._short) if contains(string))
        for key in self._keys & pieces:  # mostly few
            first.update(k for string, k in self._by_key[key] if contains(string))
        found = []
        for k in sorted(first):
            p, needs, alternations = self._checks[k]
            if _holds_all(needs[1:], lowered, pieces) and all(alternation.holds_in(lowered, pieces, ascii_text) for alternation in alternations):
                found.append(p)
        return found

    def _tested(self, lowered: str) -> list[re.Pattern]:
        """:meth:`candidates` for a long text, pattern by pattern: its pieces would cost more than the tests they save."""
        contains = lowered.__contains__
        pieces = None
        found = []
        for p, needs, alternations in self._checks:
            for need in needs:
                if type(need) is tuple:
                    if not any(map(contains, need)):
                        break
                else:
                    if pieces is None:
                        pieces = _pieces(lowered)
                    if not need.found(contains, pieces):
                        break
            else:
                if all(alternation.holds(lowered) for alternation in alternations):
                    found.append(p)
        return found

    def search(self, text: str) -> re.Match | None:
        """The first match in ``text`` of the patterns that could match it, in their order, else ``None``."""
        for p in self.candidates(text):
            m = p.search(text)
            if m is not None:
                return m
        return None
