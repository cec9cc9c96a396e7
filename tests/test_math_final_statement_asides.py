"""``math_accuracy`` with no marker: the final statement is read less the reason given for its value ("$\\log_2 64 = 6$
because $2^6 = 64$."), a value it denies ("it's $+5$ and not $-5$") and an aside that rounds its value ("$\\frac{1}{6}$
(about 16.7%)"); a reason that draws its own conclusion, an aside with another value, stay read. Rules in docs/MATH.md,
"Reading the final answer"."""

from __future__ import annotations

import pytest

from reward_plugins.math.final_statement import final_statement

CASES = [
    ("$\\log_2 64 = 6$ because $2^6 = 64$.", "\\log_2 64 = 6"),
    ("The sum of the roots is 5 — I'm confident in this since the roots 2 and 3 check out.", "5"),
    ("x = 7 since 2(7) + 3 = 17", "x = 7"),
    ("Die Summe ist 5, weil 2 + 3 = 5.", "5"),
    ("5 — the sign in Vieta's formula flips, which is why it's $+5$ and not $-5$.", "+5"),
    ("The answer is 5 and not 6.", "5"),
    ("The probability is $\\frac{1}{6}$ (about 16.7%).", "\\frac{1}{6}"),
    ("The probability is $\\frac{1}{6}$ (≈ 0.167).", "\\frac{1}{6}"),
    # A reason that concludes by itself is the statement; an aside that is no rounding of the value is no restatement.
    ("So 12 is too small, because 12 × 3 = 36 < 40, so 14.", "14"),
    ("Since 2 + 3 = 5, the answer is 5.", "5"),
    ("We have 5 apples because she gave us 2 more.", None),  # a reason in words with a number of its own: not dropped
    ("The probability is $\\frac{1}{6}$ (about 20%).", None),
]


@pytest.mark.parametrize("text, expected", CASES)
def test_final_statement_less_its_asides(text, expected):
    assert final_statement(text) == expected


# A count asked in Chinese by "的个数" (the number of), and none said with 0 beside it, answer 0.
from fixtures.math_scores import math_scores  # noqa: E402

COUNTS = [
    ("求方程 $x^2 + 1 = 0$ 的实数根的个数。", "0", "判别式 Δ = 0 − 4 = −4 < 0，\n所以该方程没有实数根。", True),
    ("求方程 $x^2 + 1 = 0$ 的实数根的个数。", "2", "判别式 Δ = 0 − 4 = −4 < 0，\n所以该方程没有实数根。", False),
    ("Сколько действительных корней у уравнения $x^4 + 7 = 0$?", "0", "x⁴ ≥ 0, значит x⁴ + 7 ≥ 7 > 0.\n\nОтвет: действительных корней нет, их 0.", True),
    ("Сколько действительных корней у уравнения $x^4 + 7 = 0$?", "0", "x⁴ ≥ 0.\n\nОтвет: действительных корней нет, их 2.", False),
]


@pytest.fixture(scope="module")
def count_scores():
    return math_scores([c[0] for c in COUNTS], [c[2] for c in COUNTS], [c[1] for c in COUNTS])


@pytest.mark.parametrize("index", range(len(COUNTS)))
def test_none_counted(count_scores, index):
    assert count_scores[index] == (1.0 if COUNTS[index][3] else 0.0), COUNTS[index][2]


# A root's index is no value the answer's sentence offers ("\sqrt[3]{64} = 4" is 4 alone).
from reward_plugins.math.candidates import other_values  # noqa: E402


@pytest.mark.parametrize("clause, answer, others", [
    ("\\sqrt[3]{64} = 4.", "\\sqrt[3]{64} = 4", []),
    ("\\sqrt{64} = 8.", "\\sqrt{64} = 8", []),
    ("4 apples, or 5.", "4", ["5"]),
])
def test_root_index_is_no_other_value(clause, answer, others):
    assert other_values(clause, answer) == others


@pytest.mark.parametrize("text, expected", [
    ("She earned $10, which is $2 less than her hourly rate of $12.", "10"),
    ("The total is 30, which is more than 12.", "30"),
    ("The answer is 12, which is 3 more than 9, so 15.", "15"),
])
def test_a_comparison_after_the_value_is_no_statement(text, expected):
    assert final_statement(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("$(-2,4)$ — endpoints excluded, double-checked: $|{-2}-1| = 3 \\not< 3$.", "(-2,4)"),
    ("So x = 7, check: 2(7) + 3 = 17.", "x = 7"),
    ("The total is 12; check: 3 × 4 = 12.", "12"),
])
def test_a_check_after_a_dash_or_comma_is_no_statement(text, expected):
    assert final_statement(text) == expected


_SHIRT = "A shirt costs $40 and is on sale for 25% off. What is the sale price in dollars?"
_SALE = "Discount = 25% of $40 = $10.\nSale price = $40 - $10 = $30.\n\nThe sale price is $30.\n\n"
NOTES = [
    (_SALE + "Assumption: no sales tax is added, since the problem doesn't mention any.", "30", True),
    (_SALE + "Note: prices are in US dollars.", "30", True),
    (_SALE + "Correction: that is wrong, I misread the discount.", "30", False),
    (_SALE + "Note: with tax it would be $32.", "30", False),
]


@pytest.fixture(scope="module")
def note_scores():
    return math_scores([_SHIRT] * len(NOTES), [c[0] for c in NOTES], [c[1] for c in NOTES])


@pytest.mark.parametrize("index", range(len(NOTES)))
def test_a_labelled_note_after_the_statement(note_scores, index):
    assert note_scores[index] == (1.0 if NOTES[index][2] else 0.0), NOTES[index][0]
