r"""English number words as an answer: cardinals ("forty-two", "one hundred and five", "two
thousand twenty-four"), signs ("negative four", "minus four"), simple fractions ("three
quarters", "one half", "two and a half"). Only a whole answer that is one number phrase is read;
anything else ("twelve or thirteen", "at least twelve", "twelve squared", "two forty") is left
as words, so it is never read as a number it does not say.

>>> number_from_words("forty-two"), number_from_words("negative four"), number_from_words("three quarters")
('42', '-4', '\\frac{3}{4}')
>>> number_from_words("two forty") is None, number_from_words("twelve or thirteen") is None
(True, True)
"""

from __future__ import annotations

import re
from fractions import Fraction

_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if w != "_"}
_DENOMINATORS = {"half": 2, "halves": 2, "quarter": 4, "quarters": 4}
_DENOMINATORS.update({w + s: d for d, w in enumerate(
    "_ _ _ third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split()) if w != "_" for s in ("", "s")})
_SIGNS = {"negative": -1, "minus": -1}
_PHRASE = re.compile(r"[A-Za-z][A-Za-z \-]{0,120}")


def _cardinal(tokens: list[str]) -> int | None:
    """The value of a cardinal phrase, checking the order a speaker says it in."""
    if not tokens:
        return None
    total, current, last = 0, 0, None  # last: kind of the previous token
    for token in tokens:
        if token in _UNITS:
            if last in ("unit", "teen") or (last == "tens" and not 0 < _UNITS[token] < 10):
                return None  # "two three", "forty twelve", "forty zero"
            current += _UNITS[token]
            last = "teen" if _UNITS[token] >= 10 else "unit"
        elif token in _TENS:
            if last in ("unit", "teen", "tens"):
                return None  # "two forty"
            current += _TENS[token]
            last = "tens"
        elif token == "hundred":
            if last not in ("unit", "teen") or current % 100 == 0 or current >= 100:
                return None
            current *= 100
            last = "hundred"
        elif token == "thousand":
            if last is None or last == "thousand" or current == 0:
                return None
            total += current * 1000
            current, last = 0, "thousand"
        elif token == "and":
            if last not in ("hundred", "thousand"):
                return None
            last = "and"
        else:
            return None
    if last == "and":
        return None
    return total + current


def number_from_words(text: str) -> str | None:
    """The number an answer written in English words says (digits, or ``\\frac{p}{q}``), else ``None``."""
    s = text.strip().rstrip(".").strip()
    if not _PHRASE.fullmatch(s):
        return None
    tokens = s.lower().replace("-", " ").split()
    sign = 1
    if tokens and tokens[0] in _SIGNS:
        sign, tokens = _SIGNS[tokens[0]], tokens[1:]
    if not tokens:
        return None
    if tokens[-1] in _DENOMINATORS:
        head, whole = tokens[:-1], 0
        if len(head) >= 3 and head[-2:] in (["and", "a"], ["and", "one"]):
            whole = _cardinal(head[:-2])  # "two and a half"
            head = ["one"]
            if whole is None:
                return None
        numerator = 1 if head in (["a"], ["an"]) else _cardinal(head)
        if not numerator:
            return None
        value = whole + Fraction(numerator, _DENOMINATORS[tokens[-1]])
    else:
        cardinal = _cardinal(tokens)
        if cardinal is None:
            return None
        value = Fraction(cardinal)
    value *= sign
    if value.denominator == 1:
        return str(value.numerator)
    return ("-" if value < 0 else "") + f"\\frac{{{abs(value.numerator)}}}{{{value.denominator}}}"
