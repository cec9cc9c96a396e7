r"""Plain numbers as answers: read one (``1,234``, ``-3.5``, ``25%``, ``\frac{3}{4}``) and compare two.

The in-process shortcut of ``math_accuracy``: a pair of plain numbers is decided here, where that
provably gives math-verify's verdict; anything else goes to math-verify under its deadline.

Example:

>>> parse_number("$1,234.00")
ParsedNumber(value=Fraction(1234, 1), is_float=True, percent=False)
>>> numbers_match(parse_number("0.5"), parse_number("\\frac{1}{2}"))
True
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

# A string longer than this is not read as a plain number in-process (math-verify gets it, under
# its deadline).
MAX_NUMBER_CHARS = 200

_DIGITS = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+"
# A number inside running text: not glued to a word before it; a sign only where it cannot be
# a binary minus ("5-3" reads 5 and 3).
NUMBER_IN_TEXT = re.compile(
    r"(?<![A-Za-z0-9_.\\^])(?<!\^\{)(?:(?<![A-Za-z0-9_)\]}])[-\u2212])?(?:\\[dt]?frac\{[ \t]{0,3}-?\d{1,12}[ \t]{0,3}\}\{[ \t]{0,3}\d{1,12}[ \t]{0,3}\}"
    r"|\\[dt]?frac\d\d(?!\d)"  # "\tfrac13": a fraction of two digits without braces, as TeX reads it
    r"|\d+[ \t]{0,2}/[ \t]{0,2}\d+(?![.,]?\d)"
    rf"|(?:{_DIGITS})(?:[eE][-+]?\d+)?(?:[ \t]?\\?%)?)"
)
# A decimal comma in prose ("Tizedes törtként 0,5.", "12,50 €"): a comma that groups no thousands (one or two digits
# after it, or four or more), in no list ("1,5,7") and not right inside a bracket, where it parts a pair ("(0,5)",
# "\{1,5\}").
_DECIMAL_COMMA_IN_PROSE = re.compile(r"(?<![\d.(\[{])(?<!\d,)(\d{1,12}),(\d{1,2}|\d{4,12})(?!\d|,\d)")
_LATEX_THOUSANDS = re.compile(r"(?<=\d)(?:\{,\}|\\,|\\!|\\ |~)(?=\d{3}(?!\d))")
TEXT_WRAPPER = re.compile(r"\\(?:text|textbf|textit|mathrm|mathbf|mbox|operatorname)\{([^{}]{0,200})\}")
# A unit or counted noun after a number, in any script ("42 apples", "12个苹果", "24 ريالاً").
_UNIT = r"(?:[^\W\d_°\u00b5€£¥₹$₱₩₦₽₺₫₪฿₴₭₡₸₼₾֏₮៛]|[°\u00b5€£¥₹$₱₩₦₽₺₫₪฿₴₭₡₸₼₾֏₮៛])(?:[^\W\d_]|[°./\- ]){0,40}?(?:\^\{?[23]\}?|[²³])?"
# One letter after a number is a unit (5 m, 3 g, 2 h) unless it is usually a variable (5x, 3n).
_POWER = re.compile(r"\^\{?\d\}?|[²³]")
_VARIABLE_LETTERS = frozenset("abcdefijknpqrtuvwxyzABCDEFGIJKMNPQRSTUVWXYZ")
# A whole amount of money written with a dash for its cents ("€ 1.325,-", "50,– kr") is its number; the dash is no sign.
_NUMBER_FULL = re.compile(
    r"(?P<sign>[-+])?[ \t]{0,3}(?:\$|€|£|¥|₹|[₱₩₦₽₺₫₪฿₴₭₡₸₼₾֏₮៛₲]|USD[ \t]?|Rs\.?[ \t]?|S/\.?[ \t]?)?[ \t]{0,3}(?P<sign2>-)?"
    rf"(?P<num>{_DIGITS})(?:,[-\u2013\u2014]{{1,2}}(?![\d-]))?(?P<exp>[eE][-+]?\d{{1,4}}|[ \t]{{0,2}}(?:\\times|\\cdot|×|\*)[ \t]{{0,2}}10\^\{{?-?\d{{1,4}}\}}?)?"
    r"[ \t]{0,3}(?P<pct>%|percent\b|per cent\b)?"
    rf"(?:[ \t]{{0,3}}(?:\^\{{?\\circ\}}?|°)?[ \t]{{0,3}}(?P<unit>{_UNIT}))?[ \t]{{0,3}}\.?"
)
_FRACTION_FULL = re.compile(
    r"(?P<sign>-)?[ \t]{0,3}(?:\\[dt]?frac\{[ \t]{0,3}(?P<n1>-?\d{1,60})[ \t]{0,3}\}\{[ \t]{0,3}(?P<d1>-?\d{1,60})[ \t]{0,3}\}"
    r"|\\[dt]?frac(?P<n2>\d)(?P<d2>\d)"
    rf"|(?P<n3>-?\d{{1,60}})[ \t]{{0,3}}/[ \t]{{0,3}}(?P<d3>\d{{1,60}}))(?:[ \t]{{0,3}}(?P<unit>{_UNIT}))?[ \t]{{0,3}}\.?"
)


@dataclass(frozen=True)
class ParsedNumber:
    """A plain number read in-process: its exact value, whether it was written with a decimal
    point or exponent (then it compares after rounding, like math-verify), and a percent sign."""

    value: Fraction
    is_float: bool
    percent: bool


def parse_number(text: Any) -> ParsedNumber | None:
    r"""Read ``text`` as one plain number, or return ``None`` when it is anything else.

    Accepts a sign (also U+2212), currency (``$``, ``\$``, ``€``, ``£``), thousands separators
    (``1,234``, ``1{,}234``, ``1\,234``), decimals, exponents (``2e-3``, ``3 \times 10^{4}``),
    a percent sign, a trailing unit (``42 apples``, ``42 \text{ cm}^2``), a trailing period, and
    the fractions ``3/4``, ``\frac{3}{4}``, ``\dfrac34``.

    >>> parse_number("-1,234.5").value
    Fraction(-2469, 2)
    >>> parse_number(r"\frac{3}{4}").value
    Fraction(3, 4)
    >>> parse_number("42 apples").value, parse_number("25\\%").percent
    (Fraction(42, 1), True)
    >>> parse_number("x + 1") is None, parse_number("3 and 4") is None, parse_number("5x") is None
    (True, True, True)
    """
    if isinstance(text, bool) or text is None:
        return None
    if isinstance(text, int):
        return ParsedNumber(Fraction(text), False, False)
    if isinstance(text, float):
        return ParsedNumber(Fraction(text), True, False) if text == text and abs(text) != float("inf") else None
    if not isinstance(text, str):
        return None
    s = text.strip()
    if not s or len(s) > MAX_NUMBER_CHARS:
        return None
    return _parse_text(s)


@lru_cache(maxsize=65536)  # a group's completions repeat their answers; the gold is read for every row
def _parse_text(s: str) -> ParsedNumber | None:
    s = _normalize_latex_number(s)
    m = _NUMBER_FULL.fullmatch(s) or _FRACTION_FULL.fullmatch(s)
    if m is not None and _POWER.sub("", m.group("unit") or "").strip() in _VARIABLE_LETTERS:
        return None  # "5x" is an expression, not five of something
    m = _NUMBER_FULL.fullmatch(s)
    if m is not None:
        num = m.group("num")
        if num.startswith("0,"):  # no thousands group starts with 0: "0,625" is a decimal comma, as math-verify reads it
            if num.count(",") > 1 or "." in num:
                return None
            num = num.replace(",", ".")
        num = num.replace(",", "")
        exp = m.group("exp")
        try:
            value = Fraction(num)
            if exp:
                power = int(re.search(r"-?\d+\}?$", exp).group().rstrip("}"))
                if abs(power) > 400:
                    return None
                value *= Fraction(10) ** power
        except (ValueError, ZeroDivisionError):
            return None
        if (m.group("sign") == "-") != (m.group("sign2") == "-"):
            value = -value
        is_float = "." in num or bool(exp)
        return ParsedNumber(value, is_float, bool(m.group("pct")))
    m = _FRACTION_FULL.fullmatch(s)
    if m is not None:
        num = m.group("n1") or m.group("n2") or m.group("n3")
        den = m.group("d1") or m.group("d2") or m.group("d3")
        if int(den) == 0:
            return None
        value = Fraction(int(num), int(den))
        return ParsedNumber(-value if m.group("sign") else value, False, False)
    return None


def prose_decimals(text: str) -> str:
    """``text`` with its decimal commas in prose written as points, each number at the same place ("0,5" → "0.5";
    "1,500", "1,5,7" and "(0,5)" stay), so that :data:`NUMBER_IN_TEXT` reads one number where the writer wrote one.

    >>> prose_decimals("Tizedes törtként 0,5, azaz 12,50 € (1,500 g; (0,5))")
    'Tizedes törtként 0.5, azaz 12.50 € (1,500 g; (0,5))'
    """
    return _DECIMAL_COMMA_IN_PROSE.sub(r"\1.\2", text) if "," in text else text


def _normalize_latex_number(s: str) -> str:
    if not s.isascii():  # combining marks (Arabic vowel signs, Thai tone marks) are not letters to ``re``
        s = "".join(c for c in s if not unicodedata.category(c).startswith("M"))
    s = s.replace("\u2212", "-").replace("\\$", "$").replace("\\%", "%").replace("\\left", "").replace("\\right", "")
    s = _LATEX_THOUSANDS.sub(",", s)
    s = TEXT_WRAPPER.sub(lambda m: " " + m.group(1), s)
    s = s.replace("\\!", "").replace("\\,", " ").replace("\\ ", " ").replace("~", " ")
    for left, right in ("{}", "()"):
        if len(s) > 1 and s[0] == left and s[-1] == right and s.count(left) == 1:
            s = s[1:-1].strip()
    return s.strip()


def numbers_match(gold: ParsedNumber, answer: ParsedNumber, float_rounding: int = 6, rel_tol: float | None = None) -> bool:
    """Whether two plain numbers are equal.

    Exact for integers and fractions. When either side was written as a decimal they must agree
    both to ``float_rounding`` decimals (math-verify's rule) and to as many significant digits, so
    ``3.1e-7`` is not ``3.2e-7`` (a fixed rounding alone makes every number below ``5e-7`` equal). Within ``rel_tol`` (relative) when it is set. A percent matches both its
    value and its value / 100 (``25%`` and ``25.0%`` are right for gold ``25`` and ``0.25``).

    >>> numbers_match(parse_number("3/4"), parse_number("0.75"))
    True
    >>> numbers_match(parse_number("1/3"), parse_number("0.33"))
    False
    >>> numbers_match(parse_number("1/3"), parse_number("0.33"), rel_tol=0.02)
    True
    >>> numbers_match(parse_number("3.2e-7"), parse_number("3.1e-7")), numbers_match(parse_number("2e-8"), parse_number("0.00000002"))
    (False, True)
    """
    # A percent may stand for its value / 100 against a plain number; two percents compare as written (0.25% is
    # not 25%).
    golds = [gold.value] + ([gold.value / 100] if gold.percent and not answer.percent else [])
    answers = [answer.value] + ([answer.value / 100] if answer.percent and not gold.percent else [])
    rounded = gold.is_float or answer.is_float
    for g in golds:
        for a in answers:
            if g == a:
                return True
            if rounded and round(g, float_rounding) == round(a, float_rounding) and _significant(g, float_rounding) == _significant(a, float_rounding):
                return True
            if rel_tol is not None and abs(g - a) <= Fraction(rel_tol) * max(abs(g), abs(a)):
                return True
    return False


def _significant(x: Fraction, digits_kept: int) -> Fraction:
    """``x`` rounded to ``digits_kept`` significant digits (exactly, in fractions)."""
    if x == 0:
        return x
    digits = len(str(abs(x.numerator) // abs(x.denominator))) if abs(x) >= 1 else 1 - len(str(abs(x.denominator) // abs(x.numerator)))
    shift = digits_kept - digits
    return Fraction(round(x * Fraction(10) ** shift)) / Fraction(10) ** shift

