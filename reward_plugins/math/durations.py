r"""A duration written in two or three units is one quantity, in its largest unit.

"2 h 30 min", "2 hours and 30 minutes", "2 jam 30 menit" and "2 Std. 30 Min." are each 2.5 hours:
one value, not a hedge between 2 and 30. The unit words of every CLDR language and the words that
join a compound quantity ("and", "dan", "und", ",") come from :mod:`reward_plugins.math.cldr_words`.
The units must step down one at a time (days, hours, minutes, seconds), each later part a whole
number below its step (under 24 hours, under 60 minutes or seconds), which also tells what a short
word means ("h" is an hour before minutes; in Malay it is a day). Anything else ("2 hours or 30
minutes", "2 h 90 min", "3 h 20 s") is left as written, and so is every duration where the prompt asks for
a count of one unit ("How many hours ...?": "2 h 30 min" is not a count of hours, see :func:`asks_one_unit`).

>>> read_durations("The ride takes 2 h 30 min. Jawaban: 2 jam 30 menit. 1 hour and 20 minutes.")
'The ride takes 2.5 h. Jawaban: 2.5 jam. \\frac{4}{3} hour.'
"""

from __future__ import annotations

import re
from fractions import Fraction

from reward_plugins.math.cldr_words import DURATION_WORDS, UNIT_JOINERS

# Days, hours, minutes, seconds: a compound duration steps down this ladder one unit at a time.
_LADDER = (86400, 3600, 60, 1)


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_UNIT = (r"(?:(?i:" + _alternation(w for w in DURATION_WORDS if len(w) >= 3) + r")|"
         + _alternation(w for w in DURATION_WORDS if len(w) < 3) + r")(?![^\W\d_])")
_FOLDED = {}
for _word, _sizes in DURATION_WORDS.items():
    if len(_word) >= 3:
        _FOLDED.setdefault(_word.casefold(), set()).update(_sizes)
_JOIN = r"[ \t]{0,2}(?:" + _alternation(j for j in UNIT_JOINERS if j) + r")?[ \t]{0,2}"
_DURATION = re.compile(
    rf"(?<![\d.,])(\d{{1,6}}(?:\.\d{{1,6}})?)[ \t]{{0,2}}({_UNIT})"
    rf"{_JOIN}(\d{{1,2}})[ \t]{{0,2}}({_UNIT})(?:{_JOIN}(\d{{1,2}})[ \t]{{0,2}}({_UNIT}))?"
)


def _sizes(word: str) -> set[int]:
    for form in (word, word.rstrip(".")):
        if form in DURATION_WORDS:
            return set(DURATION_WORDS[form])
        if form.casefold() in _FOLDED:
            return _FOLDED[form.casefold()]
    return set()


def _value(numbers: list[str], words: list[str]) -> Fraction | None:
    """The duration in units of its first part, where exactly one step down the ladder fits its words."""
    fits = []
    for start in range(len(_LADDER) - len(words) + 1):
        steps = _LADDER[start : start + len(words)]
        if all(size in _sizes(w) for size, w in zip(steps, words)) and all(
            int(n) < bigger // smaller for n, bigger, smaller in zip(numbers[1:], steps, steps[1:])
        ):
            fits.append(steps)
    if len(fits) != 1:
        return None
    steps = fits[0]
    return sum((Fraction(n) * size for n, size in zip(numbers, steps)), Fraction(0)) / steps[0]


def _plain(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    den = value.denominator
    while den % 2 == 0:
        den //= 2
    while den % 5 == 0:
        den //= 5
    if den == 1:
        return format(value.numerator / value.denominator, "f").rstrip("0")  # a terminating decimal, exactly
    return f"\\frac{{{value.numerator}}}{{{value.denominator}}}"


def _sub(m: re.Match) -> str:
    numbers = [n for n in (m.group(1), m.group(3), m.group(5)) if n is not None]
    words = [w for w in (m.group(2), m.group(4), m.group(6)) if w is not None]
    for parts in (len(words), 2):  # "2 h 30 min, 1 h" : the third quantity is another one
        value = _value(numbers[:parts], words[:parts])
        if value is not None:
            stop = "." if words[parts - 1].endswith(".") else ""  # "30 min." may end its sentence
            return f"{_plain(value)} {words[0].rstrip('.')}{stop}" + m.string[m.end(4) if parts == 2 else m.end() : m.end()]
    return m.group()


# A unit of time the prompt names with no number before it ("How many hours ...", "Berapa jam ...", "in minutes"):
# the count it asks for. A rate's unit ("18 km/h") or a quantity's ("lasts 2 hours") is no such word.
_NAMED_UNIT = re.compile(r"(?<![\d/])(?<!\d[ \t])(?<![^\W\d_])(?:" + _alternation(w for w in DURATION_WORDS if len(w) >= 3 and w.isalpha())
                         + r")(?![^\W\d_])(?!/)", re.IGNORECASE)


def asks_one_unit(prompt: str) -> bool:
    """Whether the prompt asks for a count of one unit of time ("How many hours does the ride take?"): then "2 h 30
    min" is not the count asked for, and is not read as one."""
    return _NAMED_UNIT.search(prompt) is not None


def read_durations(text: str) -> str:
    """``text`` with each duration in several units written as one quantity (see the module docstring)."""
    return _DURATION.sub(_sub, text) if any(c.isdigit() for c in text) else text
