r"""One quantity said in two units ("45 minutes, or 0.75 hours") is one answer, not a hedge between
two values. Only units of one kind with a known exact ratio count, and only when the two values
are equal; anything else ("45 minutes or 50 minutes") stays a list of values.

>>> restated_quantity("45 minutes, or 0.75 hours"), restated_quantity("45 minutes or 50 minutes") is None
('0.75', True)
"""

from __future__ import annotations

import re
from fractions import Fraction

# unit -> (kind, size in the kind's base unit)
_UNITS: dict[str, tuple[str, Fraction]] = {}
for _kind, _table in {
    "time": {"s": 1, "sec": 1, "second": 1, "min": 60, "minute": 60, "h": 3600, "hr": 3600, "hour": 3600,
             "day": 86400, "week": 604800},
    "length": {"mm": Fraction(1, 1000), "cm": Fraction(1, 100), "m": 1, "meter": 1, "metre": 1, "km": 1000,
               "inch": Fraction(254, 10000), "in": Fraction(254, 10000), "foot": Fraction(3048, 10000),
               "feet": Fraction(3048, 10000), "ft": Fraction(3048, 10000), "yard": Fraction(9144, 10000),
               "mile": Fraction(1609344, 1000)},
    "mass": {"mg": Fraction(1, 1000), "g": 1, "gram": 1, "kg": 1000, "kilogram": 1000},
    "volume": {"ml": Fraction(1, 1000), "mL": Fraction(1, 1000), "l": 1, "L": 1, "liter": 1, "litre": 1},
    "money": {"cent": 1, "dollar": 100},
}.items():
    for _name, _size in _table.items():
        _UNITS[_name] = (_kind, Fraction(_size))

_QUANTITY = r"(-?\d+(?:\.\d+)?)[ \t]{0,2}([A-Za-z]{1,12}?)s?"
_TWO_WAYS = re.compile(rf"{_QUANTITY}[ \t]{{0,2}},?[ \t]{{0,3}}(?:or|i\.e\.,?|that is,?|=)[ \t]{{1,3}}{_QUANTITY}")


_TWO_WAYS_IN = re.compile(r"(?<![\w.])" + _TWO_WAYS.pattern + r"(?![A-Za-z])")


def restated_quantity(clause: str, whole: bool = True) -> str | None:
    """The second value of "A unit1, or B unit2" when both say the same quantity, else ``None``;
    ``whole=False`` finds it anywhere in the clause ("It takes 45 minutes, or 0.75 hours")."""
    text = clause.strip().rstrip(".")
    m = _TWO_WAYS.fullmatch(text) if whole else _TWO_WAYS_IN.search(text)
    if m is None:
        return None
    first, second = _UNITS.get(m.group(2)), _UNITS.get(m.group(4))
    if first is None or second is None or first[0] != second[0] or m.group(2) == m.group(4):
        return None
    if Fraction(m.group(1)) * first[1] != Fraction(m.group(3)) * second[1]:
        return None
    return m.group(3)


def unit_kind(unit: str) -> str | None:
    """The kind of quantity a unit word measures ("hours": time), ``None`` when it is not known."""
    found = _UNITS.get(unit) or _UNITS.get(unit.rstrip("s")) or _UNITS.get(unit.lower().rstrip("s"))
    return found[0] if found else None
