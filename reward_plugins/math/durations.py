r"""A duration written in two or three units is one quantity, in its largest unit.

"2 h 30 min", "2 hours and 30 minutes", "2 jam 30 menit" and "2 Std. 30 Min." are each 2.5 hours:
one value, not a hedge between 2 and 30; "an hour and a half" and "una hora y media" are 1.5 hours. The unit words of every CLDR language and the words that
join a compound quantity ("and", "dan", "und", ",") come from :mod:`reward_plugins.math.cldr_words`.
The units must step down one at a time (days, hours, minutes, seconds), each later part a whole
number below its step (under 24 hours, under 60 minutes or seconds), which also tells what a word of
two sizes means ("saat" is an hour before minutes, as in Turkish; in Malay it is a second). Anything else ("2 hours or 30
minutes", "2 h 90 min", "3 h 20 s") is left as written, and so is every duration where the prompt asks for
a count of one unit ("How many hours ...?": "2 h 30 min" is not a count of hours, see :func:`asks_one_unit`).

>>> read_durations("The ride takes 2 h 30 min. Jawaban: 2 jam 30 menit. 1 hour and 20 minutes.")
'The ride takes 2.5 h. Jawaban: 2.5 jam. \\frac{4}{3} hour.'
"""

from __future__ import annotations

import functools
import re
import unicodedata
from decimal import Decimal
from fractions import Fraction

from reward_plugins.math.cldr_words import DURATION_WORDS, UNIT_JOINERS
from reward_plugins.math.scale_words import UNSPACED_SCRIPTS

# Days, hours, minutes, seconds: a compound duration steps down this ladder one unit at a time.
_LADDER = (86400, 3600, 60, 1)

_FOLDED: dict[str, set[int]] = {}
for _word, _sizes_of in DURATION_WORDS.items():
    if len(_word) >= 3:
        _FOLDED.setdefault(_word.casefold(), set()).update(_sizes_of)
_UNIT_LENGTHS = sorted({len(w) for w in DURATION_WORDS}, reverse=True)
_FIRST_LETTERS = frozenset(w[0].casefold() for w in DURATION_WORDS)
_JOINERS = sorted((j for j in UNIT_JOINERS if j), key=len, reverse=True)
# A number with a letter after it (a duration's first part), and a later part's whole number.
_FIRST = re.compile(r"(\d(?<![\d.,]\d)\d{0,5}(?:\.\d{1,6})?)[ \t]{0,2}(?=[^\W\d_])")
_LATER = re.compile(r"[ \t]{0,2}(\d{1,2})[ \t]{0,2}(?=[^\W\d_])")
_LETTER = re.compile(r"[^\W\d_]")
_SPACES = re.compile(r"[ \t]{0,2}")


def _unit_at(text: str, at: int) -> str | None:
    """The longest unit of time written at ``text[at:]`` as a whole word (short ones as CLDR writes them)."""
    if text[at : at + 1].casefold() not in _FIRST_LETTERS:
        return None
    for length in _UNIT_LENGTHS:
        word = text[at : at + length]
        if len(word) == length and (word in DURATION_WORDS or (length >= 3 and word.casefold() in _FOLDED)) \
                and (_unspaced(word[-1]) or not _LETTER.match(text, at + length)):
            return word
    return None


def _unspaced(ch: str) -> bool:
    """A letter of a script written without spaces: a word may follow its unit directly ("30分钟后")."""
    return unicodedata.name(ch, "").startswith(UNSPACED_SCRIPTS)


def _joined_at(text: str, at: int) -> int:
    """Where a later part may start after ``text[:at]``: past spaces and a word that joins parts ("and", "dan", ",")."""
    at = _SPACES.match(text, at).end()
    for joiner in _JOINERS:
        if text.startswith(joiner, at) and not (joiner[-1].isalpha() and _LETTER.match(text, at + len(joiner))):
            return at + len(joiner)
    return at


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
    if den == 1:  # a terminating decimal, written exactly
        return format((Decimal(value.numerator) / Decimal(value.denominator)).normalize(), "f")
    return f"\\frac{{{value.numerator}}}{{{value.denominator}}}"


def _duration_at(text: str, m: re.Match) -> tuple[str, int] | None:
    """The duration that starts with the number ``m`` matched, as one quantity, and where it ends."""
    numbers, words, ends = [m.group(1)], [], []
    at = m.end()
    while True:
        word = _unit_at(text, at)
        if word is None:
            break
        words.append(word)
        ends.append(at + len(word))
        later = _LATER.match(text, _joined_at(text, ends[-1])) if len(words) < 3 else None
        if later is None:
            break
        numbers.append(later.group(1))
        at = later.end()
    for parts in range(len(words), 1, -1):  # "2 h 30 min, 1 h": the third quantity is another one
        value = _value(numbers[:parts], words[:parts])
        if value is not None:
            stop = "." if words[parts - 1].endswith(".") else ""  # "30 min." may end its sentence
            return f"{_plain(value)} {words[0].rstrip('.')}{stop}", ends[parts - 1]
    return None


# A unit of time the prompt names with no number before it ("How many hours ...", "Berapa jam ...", "in minutes"):
# the count it asks for. A rate's unit ("18 km/h") or a quantity's ("lasts 2 hours") is no such word.
_NAMED = frozenset(w.casefold() for w in DURATION_WORDS if len(w) >= 3 and w.isalpha())
_PROMPT_WORD = re.compile(r"(?<![^\W\d_])[^\W\d_]{3,30}(?![^\W\d_])")
_COUNTED = re.compile(r"\d[ \t]?$")


@functools.lru_cache(maxsize=256)  # a group's completions share their prompt
def asks_one_unit(prompt: str) -> bool:
    """Whether the prompt asks for a count of one unit of time ("How many hours does the ride take?"): then "2 h 30
    min" is not the count asked for, and is not read as one."""
    named = [m for m in _PROMPT_WORD.finditer(prompt)
             if m.group().casefold() in _NAMED and not _COUNTED.search(prompt, max(0, m.start() - 2), m.start())
             and prompt[m.start() - 1 : m.start()] != "/" and prompt[m.end() : m.end() + 1] != "/"]
    # "in hours and minutes", "en horas y minutos": two units joined ask for a duration in both, not a count of one.
    compound = any(prompt[a.end() : b.start()].strip(" \t").casefold() in UNIT_JOINERS for a, b in zip(named, named[1:]))
    return bool(named) and not compound


# A unit of time and a half of it ("an hour and a half", "2 hours and a half", the half as a reader spelled it,
# "una hora y media", "uma hora e meia", "due ore e mezza"): one and a half of the unit. "A"/"one" in the languages
# read is one.
_AND_A_HALF = re.compile(
    r"(?i)(?<![^\W\d_])(an?|one|una?|uma|une|ein(?:e|en)?|\d{1,3})[ \t]+([^\W\d_]{1,12})[ \t]+"
    r"(?:and[ \t]+(?:a[ \t]+half|\\frac\{1\}\{2\}|½)|y[ \t]+media|e[ \t]+(?:meia|mezz[ao])|und[ \t]+(?:ein[ \t]+)?halb(?:e|en)?)(?![^\W\d_])")
_HALF_WORDS = ("half", "frac{1}{2}", "½", "media", "meia", "mezz", "halb")


def _and_a_half(m: re.Match) -> str:
    if not _sizes(m.group(2)):
        return m.group()  # "a cake and a half": no unit of time
    whole = int(m.group(1)) if m.group(1).isdigit() else 1
    return f"{whole}.5 {m.group(2)}"


def read_durations(text: str) -> str:
    """``text`` with each duration in several units written as one quantity (see the module docstring)."""
    if any(w in text for w in _HALF_WORDS):
        text = _AND_A_HALF.sub(_and_a_half, text)  # "an hour and a half" is 1.5 hour
    if not any(c.isdigit() for c in text):
        return text
    out, pos = [], 0
    for m in _FIRST.finditer(text):
        if m.start() < pos:
            continue
        found = _duration_at(text, m)
        if found is not None:
            out += [text[pos : m.start()], found[0]]
            pos = found[1]
    return "".join(out) + text[pos:]
