r"""Relations on one variable read as the set they describe: "x < -2 or x > 2" is
``(-\infty, -2) \cup (2, \infty)``, so it compares with an interval gold (math-verify compares a
relation with a set only under ``allow_set_relation_comp``, and not a list of relations).

>>> relations_as_union("x < -2, x > 2")
'(-\\infty, -2) \\cup (2, \\infty)'
>>> relations_as_union("x \\le 3") is None, relations_as_union("x < 1, y > 2") is None
(True, True)

A membership is the relations it states (a piece's condition, ``x \\in [0, 1)``):
>>> membership_as_relations("x \\in [0,1)"), membership_as_relations("t \\in (-\\infty, 2]")
('0 \\le x < 1', 't \\le 2')

One relation is the interval it describes only where the prompt asks for no notation (the caller's test):
>>> relation_as_interval("-2 \\le x \\le 3"), relation_as_interval("x \\neq 2")
('[-2, 3]', '(-\\infty, 2) \\cup (2, \\infty)')
"""

from __future__ import annotations

import re

_BOUND = r"(-?[\d.]+|-?\\frac\{-?\d+\}\{\d+\}|-?\\sqrt\{\d+\})"
_OPERATOR = r"(<|>|\\le(?:q)?|\\ge(?:q)?|≤|≥|\\lt|\\gt)"
_RELATION = re.compile(rf"[ \t]*([A-Za-z])[ \t]*{_OPERATOR}[ \t]*{_BOUND}[ \t]*")
# "2 < x", "-2 \le x \le 3", "x \neq 2": one relation on one variable.
_FLIPPED = re.compile(rf"[ \t]*{_BOUND}[ \t]*{_OPERATOR}[ \t]*([A-Za-z])[ \t]*")
_BETWEEN = re.compile(rf"[ \t]*{_BOUND}[ \t]*{_OPERATOR}[ \t]*([A-Za-z])[ \t]*{_OPERATOR}[ \t]*{_BOUND}[ \t]*")
_NOT_EQUAL = re.compile(rf"[ \t]*([A-Za-z])[ \t]*(?:\\neq?|≠|\\not[ \t]*=)[ \t]*{_BOUND}[ \t]*")
_TURNED = {"<": ">", ">": "<", "\\lt": ">", "\\gt": "<", "\\le": "\\ge", "\\leq": "\\ge", "\\ge": "\\le", "\\geq": "\\le",
           "≤": "≥", "≥": "≤"}
_LESS = frozenset({"<", "\\lt", "\\le", "\\leq", "≤"})
_SPLIT = re.compile(r",|;|\bor\b|\\text\{[ \t]*or[ \t]*\}|\\lor|\\vee|∨")
_CLOSED_LOWER = ("\\ge", "\\geq", "≥")
_UPPER = {"<": ")", "\\lt": ")", "\\le": "]", "\\leq": "]", "≤": "]"}


def relations_as_union(answer: str) -> str | None:
    """The union of intervals that two or more one-sided relations on one variable describe, else ``None``."""
    parts = [p for p in _SPLIT.split(answer) if p.strip()]
    if len(parts) < 2:
        return None
    rays, names = [], set()
    for part in parts:
        m = _RELATION.fullmatch(part)
        if m is None:
            return None
        name, relation, bound = m.groups()
        names.add(name)
        rays.append((relation, bound))
    if len(names) != 1:
        return None
    return _overlap(rays) or " \\cup ".join(_ray(relation, bound) for relation, bound in rays)


def _overlap(rays: list[tuple[str, str]]) -> str | None:
    """Two rays that overlap ("x > -5, x < 7") as the interval both hold on: whatever word joined them, their union
    is every number, which no one writes so; ``None`` for any other rays."""
    if len(rays) != 2 or (rays[0][0] in _UPPER) == (rays[1][0] in _UPPER):
        return None
    (upper, high), (lower, low) = sorted(rays, key=lambda ray: ray[0] not in _UPPER)
    if _number(low) is None or _number(high) is None or not _number(low) < _number(high):
        return None
    return ("[" if lower in _CLOSED_LOWER else "(") + f"{low}, {high}" + _UPPER[upper]


def _ray(relation: str, bound: str) -> str:
    if relation in _UPPER:
        return f"(-\\infty, {bound}{_UPPER[relation]}"
    return ("[" if relation in _CLOSED_LOWER else "(") + f"{bound}, \\infty)"


def relation_as_interval(answer: str) -> str | None:
    """The set that one relation on one variable describes (``y \\ge 2``, ``2 < x``, ``-2 \\le x < 3``,
    ``x \\ne 2``), else ``None``. A careful grader takes it for the interval where no notation is asked."""
    m = _RELATION.fullmatch(answer)
    if m is not None:
        return _ray(m.group(2), m.group(3))
    m = _FLIPPED.fullmatch(answer)
    if m is not None:
        return _ray(_TURNED[m.group(2)], m.group(1))
    m = _NOT_EQUAL.fullmatch(answer)
    if m is not None:
        return f"(-\\infty, {m.group(2)}) \\cup ({m.group(2)}, \\infty)"
    m = _BETWEEN.fullmatch(answer)
    if m is None or (m.group(2) in _LESS) != (m.group(4) in _LESS):
        return None  # "1 < x > 3" describes no interval
    low, first, _, second, high = m.groups()
    if m.group(2) not in _LESS:
        low, first, second, high = high, _TURNED[second], _TURNED[first], low
    if _number(low) is not None and _number(high) is not None and not _number(low) < _number(high):
        return None  # "5 < x < 1": no interval, and its bounds are no pair
    return ("[" if _UPPER[first] == "]" else "(") + f"{low}, {high}" + _UPPER[second]


def _number(bound: str) -> float | None:
    try:
        return float(bound)
    except ValueError:
        return None


_END = r"(-?\\infty|\+?\\infty|" + _BOUND[1:-1] + ")"
_MEMBERSHIP = re.compile(rf"[ \t]*([A-Za-z])[ \t]*(?:\\in|∈)[ \t]*(?:\\left)?([(\[])[ \t]*{_END}[ \t]*,[ \t]*{_END}[ \t]*(?:\\right)?([)\]])[ \t]*")


def membership_as_relations(condition: str) -> str:
    """``x \\in [a, b)`` as ``a \\le x < b`` (an end at infinity states nothing); any other condition as written."""
    m = _MEMBERSHIP.fullmatch(condition)
    if m is None:
        return condition
    name, opening, low, high, closing = m.groups()
    below, above = ("\\le" if opening == "[" else "<"), ("\\le" if closing == "]" else "<")
    lower = "" if "infty" in low else f"{low} {below} "
    upper = "" if "infty" in high else f" {above} {high}"
    return f"{lower}{name}{upper}" if lower or upper else ""  # the whole line: no condition
