"""The ways one math row's gold and a wrong value can be written, for the battery's templates.

``views(row, rows)`` maps a placeholder name to its text for that row, or to ``None`` where the row
cannot supply it (no words for 1000.5, no thousands separator below 1000): a template that needs a
missing placeholder is skipped for that row.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from trl_grpo_ext.app.audit.math_rows import gold_value

_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
        "seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
DIGITS = {"fullwidth": "０１２３４５６７８９", "arabic": "٠١٢٣٤٥٦٧٨٩",
          "devanagari": "०१२३४५६७८९"}


def words(n: int) -> str | None:
    """English words for 0 <= n < 1,000,000, or ``None``.

    >>> words(72), words(1000), words(-7), words(115)
    ('seventy-two', 'one thousand', 'minus seven', 'one hundred fifteen')
    """
    if n < 0:
        inner = words(-n)
        return None if inner is None else "minus " + inner
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return _ONES[n // 100] + " hundred" + (" " + words(n % 100) if n % 100 else "")
    if n < 1_000_000:
        return words(n // 1000) + " thousand" + (" " + words(n % 1000) if n % 1000 else "")
    return None


def decimal(value: Fraction) -> str | None:
    """The exact decimal expansion of a terminating fraction, else ``None``.

    >>> decimal(Fraction(3, 4)), decimal(Fraction(3, 5000000)), decimal(Fraction(1, 3))
    ('0.75', '0.0000006', None)
    """
    den, twos_fives = value.denominator, 0
    for p in (2, 5):
        while den % p == 0:
            den //= p
            twos_fives += 1
    if den != 1:
        return None
    places = 0
    while (value * 10 ** places).denominator != 1:
        places += 1
    scaled = abs(value.numerator * 10 ** places // value.denominator)
    text = str(scaled).rjust(places + 1, "0")
    body = text if places == 0 else text[:-places] + "." + text[-places:]
    return ("-" if value < 0 else "") + body


def latex(value: Fraction, like: str) -> str:
    """``value`` written in the style of the gold ``like`` (integer, decimal, ``\\frac``, ``\\times 10^{n}``)."""
    if "\\times 10" in like:
        exponent = int(like.split("10^", 1)[1].strip("{}"))
        mantissa = value / Fraction(10) ** exponent
        return f"{decimal(mantissa) or float(mantissa)} \\times 10^{{{exponent}}}"
    if "frac" in like and value.denominator != 1:
        sign = "-" if value < 0 else ""
        return f"{sign}\\frac{{{abs(value.numerator)}}}{{{value.denominator}}}"
    return decimal(value) or f"{value.numerator}/{value.denominator}"


def _math(text: str) -> str:
    """Inline math for prose: LaTeX between dollars, plain numbers as they are."""
    return f"${text}$" if "\\" in text or "^" in text else text


def wrong_value(value: Fraction) -> Fraction:
    """A wrong value near the gold: one more, or a sixth more for tiny values (where one more is absurd).

    >>> wrong_value(Fraction(72)), wrong_value(Fraction(6, 10_000_000))
    (Fraction(73, 1), Fraction(7, 10000000))
    """
    return value + (1 if abs(value) >= Fraction(1, 1000) else value / 6)


def _wrong(row: dict[str, Any], rows: list[dict[str, Any]], value: Fraction | None) -> str:
    if row.get("choices"):
        return next(letter for letter in row["choices"] if letter != row["answer"])
    if value is not None:
        return latex(wrong_value(value), row["answer"])
    # A non-numeric gold: another row's gold is as wrong as anything.
    return next((r["answer"] for r in rows if r["answer"] != row["answer"]), row["answer"] + "+1")


def views(row: dict[str, Any], rows: list[dict[str, Any]]) -> dict[str, str | None]:
    """Every placeholder of the math templates for one row (``None`` where it does not apply)."""
    gold = row["answer"]
    value = None if row.get("choices") else gold_value(gold)
    wrong = _wrong(row, rows, value)
    integer = value is not None and value.denominator == 1
    n = int(value) if integer else None
    out: dict[str, str | None] = {
        "prompt": row["prompt"], "g_raw": gold, "g": _math(gold), "w_raw": wrong, "w": _math(wrong),
        **{hint: row.get(hint) for hint in ("unevaluated", "unit", "other_unit", "restated")},
        "g_num": _math(gold) if value is not None else None, "w_tiny": None,
        "g_words": words(n) if integer else None,
        "g_commas": f"{n:,}" if integer and abs(n) >= 1000 else None,
        "g_spaces": f"{n:,}".replace(",", "\u202f") if integer and abs(n) >= 1000 else None,
        "g_decimal_comma": decimal(value).replace(".", ",") if value is not None and not integer and decimal(value)
        and abs(value) >= Fraction(1, 100) else None,
        "g_float": f"{n}.0" if integer else None,
        "g_decimal": decimal(value) if value is not None and not integer and "." not in gold else None,
        "g_slash": f"{value.numerator}/{value.denominator}" if value is not None and not integer else None,
        "g_unicode_minus": "\u2212" + str(-n) if integer and n < 0 else None,
        "g_en_dash": "\u2013" + str(-n) if integer and n < 0 else None,
        **dict.fromkeys(("w_decimal", "delta", "choice_letter", "choice_value", "other_letter", "other_value")),
    }
    if row.get("form_asked"):  # "as a decimal", "as a common fraction": another form is not the answer
        out["g_decimal"] = out["g_decimal_comma"] = out["g_slash"] = None
    for script, digits in DIGITS.items():
        out[f"g_{script}"] = str(n).translate(str.maketrans("0123456789", digits)) if integer and n >= 0 else None
    if value is not None:
        out["delta"] = latex(value - wrong_value(value), gold).lstrip("-")
        if value != 0 and abs(value) < Fraction(1, 10 ** 5):
            # Only the tiny-mismatch family gets a tiny wrong value: elsewhere a reward that pays it would
            # be counted against the wrong family.
            out["w_decimal"], out["w_tiny"] = decimal(wrong_value(value)), wrong
            out["w"] = out["w_raw"] = None
    if row.get("choices"):
        out["choice_letter"], out["choice_value"] = gold, row["choices"][gold]
        out["other_letter"] = wrong
        out["other_value"] = row["choices"][wrong]
    return out
