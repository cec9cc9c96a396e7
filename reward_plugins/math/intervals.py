r"""Relations on one variable read as the set they describe: "x < -2 or x > 2" is
``(-\infty, -2) \cup (2, \infty)``, so it compares with an interval gold (math-verify compares a
relation with a set only under ``allow_set_relation_comp``, and not a list of relations).

>>> relations_as_union("x < -2, x > 2")
'(-\\infty, -2) \\cup (2, \\infty)'
>>> relations_as_union("x \\le 3") is None, relations_as_union("x < 1, y > 2") is None
(True, True)
"""

from __future__ import annotations

import re

_RELATION = re.compile(
    r"[ \t]*([A-Za-z])[ \t]*(<|>|\\le(?:q)?|\\ge(?:q)?|≤|≥|\\lt|\\gt)[ \t]*(-?[\d.]+|-?\\frac\{-?\d+\}\{\d+\}|-?\\sqrt\{\d+\})[ \t]*"
)
_SPLIT = re.compile(r",|;|\bor\b|\\text\{[ \t]*or[ \t]*\}|\\lor|\\vee|∨")
_CLOSED_LOWER = ("\\ge", "\\geq", "≥")
_UPPER = {"<": ")", "\\lt": ")", "\\le": "]", "\\leq": "]", "≤": "]"}


def relations_as_union(answer: str) -> str | None:
    """The union of intervals that two or more one-sided relations on one variable describe, else ``None``."""
    parts = [p for p in _SPLIT.split(answer) if p.strip()]
    if len(parts) < 2:
        return None
    intervals, names = [], set()
    for part in parts:
        m = _RELATION.fullmatch(part)
        if m is None:
            return None
        name, relation, bound = m.groups()
        names.add(name)
        if relation in _UPPER:
            intervals.append(f"(-\\infty, {bound}{_UPPER[relation]}")
        else:
            intervals.append(("[" if relation in _CLOSED_LOWER else "(") + f"{bound}, \\infty)")
    return " \\cup ".join(intervals) if len(names) == 1 else None
