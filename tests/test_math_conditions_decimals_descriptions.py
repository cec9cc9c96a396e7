"""Text after the answer, both ways: a condition on an unknown the prompt does not bound holds the answer to a case
("$\\boxed{6}$ for $x > 0$."); the answer's quantity said again in another unit in its own sentence ("168 hours (= 1
week)") and the answer said again with a decimal comma ("Tizedes törtként 0,5.") state no second value; a sentence that
describes the value ("Geometrically, this is the area under …", "That's the familiar approximation of π.") withdraws
nothing, where "Wait, that's the width." does; a sentence with no number in a script not read whose every word the
grader vouches for states a general fact; "or not" closing the clause, a margin ("± 10%") and another share after a
slash ("60%/40%") loosen the answer; a doubt after the value is read in Finnish and Swedish too."""

from __future__ import annotations

import pytest

SOLVE = "Solve for $x$: $2x + 5 = 17$."
ABS = "Solve $|x - 3| = 5$. What is the sum of the solutions?"
POSITIVE = "Find the positive $x$ with $x^2 = 36$."
WEEK = "How many hours are in a week?"
HOURS = "How many minutes are in 2.5 hours?"
STUNDEN = "Wie viele Minuten sind 2,5 Stunden?"
HALF_HU = "Mennyi 3/8 + 1/8?"
HALF_DE = "Was ist 3/8 + 1/8?"
THREE_HALVES = "Was ist 5/4 + 1/4?"
DAY = "What fraction of a day is 6 hours? Express as a common fraction."
INTEGRAL = "Compute $\\int_0^1 3x^2\\,dx$."
ROUND = "Round 3.14159 to the nearest hundredth."
RECTANGLE = "A rectangle is 4 by 6. What is its area?"
SUM20 = "Compute $\\displaystyle\\sum_{k=1}^{20} k$."
PAIRS = "20·21/2 = 210.\n\n$\\boxed{210}$\n\nAlternatively, pairing terms $(1+20), (2+19), \\dots, (10+11)$ gives 10 pairs of "
SHIRT = "A shirt costs $40 and is on sale for 25% off. What is the sale price in dollars?"
SALE = "Discount: 0.25 × 40 = $10. Sale price: 40 − 10 = $30.\n\n**$30**\n\nYou save $10 — so paying "
SHARE = "What percent of 50 is 30?"
APPLES_FI = "Kuinka monta omenaa?"
APPLES_SV = "Hur många äpplen?"
ODD_TH = "ผลบวกของจำนวนคี่ 10 ตัวแรกเท่ากับเท่าใด"
ODD_SUM = "1 + 3 + 5 + ... + 19 = 10² = 100\n\nคำตอบ: 100\n\n"

ONE = "$\\int_0^1 3x^2\\,dx = 1$.\n\n$$\\boxed{1}$$\n\n"
PI = "The thousandths digit is 1, so we round down: 3.14.\n\n**3.14**\n\n"

PAID = [
    # no condition after the answer, or one the prompt sets itself
    (SOLVE, "2x = 12, x = 6.\n\n$\\boxed{6}$", "6"),
    (SOLVE, "2x = 12, x = 6.\n\nAnswer: 6. Check: 2·6 + 5 = 17 > 0.", "6"),
    (ABS, "x − 3 = ±5, so x = 8 or x = −2. Sum = 6.\n\nAnswer: 6", "6"),
    # a bound on a letter of the answer is its domain; a point excluded is no case
    ("Simplify $\\dfrac{x^2-9}{x^2+x-6}$.", "(x − 3)(x + 3)/((x + 3)(x − 2)) = (x − 3)/(x − 2).\n\n"
     "Answer: $\\dfrac{x-3}{x-2}$ (for $x \\neq -3, 2$)", "\\frac{x-3}{x-2}"),
    ("Simplify $\\dfrac{x^2-4}{x-2}$.", "(x − 2)(x + 2)/(x − 2) = x + 2.\n\nAnswer: $x + 2$ (valid for $x > 2$)", "x + 2"),
    # the answer's quantity said again in another unit of its kind
    (WEEK, "7 days × 24 hours = 168 hours.\n\nAnswer: 168 hours (= 1 week).", "168"),
    (WEEK, "7 days × 24 hours = 168 hours.\n\nAnswer: 168 hours (= 7 days).", "168"),
    (WEEK, "7 days × 24 hours = 168 hours.\n\nAnswer: 168 hours, i.e. 1 week.", "168"),
    (HOURS, "2.5 × 60 = 150.\n\nAnswer: 150 minutes (= 2.5 hours).", "150"),
    (STUNDEN, "2,5 × 60 = 150.\n\nAntwort: 150 Minuten (= 2,5 Stunden).", "150"),
    # the answer said again with a decimal comma
    (HALF_HU, "3/8 + 1/8 = 4/8 = 1/2.\n\nVálasz: $\\frac{1}{2}$\n\nTizedes törtként 0,5. Sok sikert!", "\\frac{1}{2}"),
    (HALF_DE, "3/8 + 1/8 = 4/8 = 1/2.\n\nAntwort: $\\frac{1}{2}$\n\nAls Dezimalzahl 0,5.", "\\frac{1}{2}"),
    (THREE_HALVES, "5/4 + 1/4 = 6/4 = 3/2.\n\nAntwort: $\\frac{3}{2}$\n\nAls Dezimalzahl 1,5.", "\\frac{3}{2}"),
    (DAY, "6 hours out of 24: 6/24 = 1/4.\n\n$\\boxed{\\frac{1}{4}}$ (i.e., 0.25, or 25% of the day)", "\\frac{1}{4}"),
    # a description of the value, no withdrawal
    (INTEGRAL, ONE + "Geometrically, this is the area under $y = 3x^2$ from 0 to 1.", "1"),
    (INTEGRAL, ONE + "That's the region between the curve and the x-axis.", "1"),
    (ROUND, PI + "That's the familiar approximation of π.", "3.14"),
    (ROUND, PI + "That's the well-known approximation of π.", "3.14"),
    # a sentence with no number in a script not read, every word vouched for: a general fact
    (ODD_TH, ODD_SUM + "ข้อสังเกต: ผลบวกของจำนวนคี่ n ตัวแรกเท่ากับ n² เสมอ", "100"),
    # another method's computation after the answer that arrives at it after a verb of result
    (SUM20, PAIRS + "21, which is again 210.", "210"),
    # the answer's share of a given said in words beside it
    (SHIRT, SALE + "three quarters, $30, checks out.", "30"),
    # "or not" that goes on, a margin of none, a slash between the answer and itself
    (SHARE, "30/50 = 0.6.\n\nAnswer: 60%\n\nWhether or not you round, it is 60%.", "60"),
    (SHARE, "30/50 = 0.6.\n\nAnswer: 60%\n\nThat is, 60%.", "60"),
    (SHARE, "30/50 = 0.6.\n\nAnswer: 60% (i.e. 60%/60%)", "60"),
    # Finnish and Swedish answers with no doubt after them
    (APPLES_FI, "6 × 6 = 36.\n\nVastaus: 36 kappaletta.", "36"),
    (APPLES_FI, "6 × 6 = 36.\n\nVastaus: 36 kappaletta. Toivottavasti tästä oli apua!", "36"),
]

REFUSED = [
    # a condition on an unknown the prompt does not bound
    (SOLVE, "2x = 12, x = 6.\n\n$\\boxed{6}$ for $x > 0$.", "6"),
    (ABS, "x − 3 = ±5, so x = 8 or x = −2. Sum = 6.\n\nAnswer: 6, valid for x ≥ 3.", "6"),
    (SOLVE, "2x = 12.\n\nAnswer: 6 (assuming x > 0).", "6"),
    (SOLVE, "2x = 12.\n\nAntwort: 6, sofern x > 0.", "6"),
    (SOLVE, "2x = 12, x = 6.\n\nAnswer: 6, si x > 0.", "6"),
    (POSITIVE, "x = ±6.\n\nAnswer: 6 for x > 0.", "6"),
    # another quantity in the bracket
    (WEEK, "7 days × 24 hours = 168 hours.\n\nAnswer: 168 hours (= 2 weeks).", "168"),
    (WEEK, "7 days × 24 hours = 168 hours.\n\nAnswer: 168 hours (= 8 days).", "168"),
    (HOURS, "2.5 × 60 = 150.\n\nAnswer: 150 minutes (= 3 hours).", "150"),
    # another value with a decimal comma
    (HALF_HU, "3/8 + 1/8 = 4/8 = 1/2.\n\nVálasz: $\\frac{1}{2}$\n\nTizedes törtként 0,6. Sok sikert!", "\\frac{1}{2}"),
    (HALF_DE, "3/8 + 1/8 = 4/8 = 1/2.\n\nAntwort: $\\frac{1}{2}$\n\nAls Dezimalzahl 0,6.", "\\frac{1}{2}"),
    (THREE_HALVES, "5/4 + 1/4 = 6/4 = 3/2.\n\nAntwort: $\\frac{3}{2}$\n\nAls Dezimalzahl 1,6.", "\\frac{3}{2}"),
    # the value withdrawn as another quantity
    (INTEGRAL, ONE + "Wait, that's the width.", "1"),
    (INTEGRAL, ONE + "Hmm, that's the antiderivative, not the integral.", "1"),
    (ROUND, PI + "That's the wrong rounding.", "3.14"),
    (ROUND, PI + "Oops, that's the thousandths digit.", "3.14"),
    (RECTANGLE, "4 × 6 = 24.\n\nAnswer: 24\n\nWait, that's the perimeter. The area is 20.", "24"),
    # the same with a negation, or a doubt
    (ODD_TH, ODD_SUM + "ข้อสังเกต: ผลบวกของจำนวนคี่ n ตัวแรกเท่ากับ n² ไม่เสมอ", "100"),
    (ODD_TH, ODD_SUM + "ผมไม่แน่ใจว่าคำตอบนี้ถูกต้อง", "100"),
    # the value said and unsaid, given with a margin, or beside another share after a slash
    (SHARE, "30/50 = 0.6.\n\nAnswer: 60%\n\nThat is, 60% — or not.", "60"),
    (SHARE, "30/50 = 0.6.\n\nAnswer: 60%\n\n60% — or not.", "60"),
    (SHARE, "30/50 = 0.6.\n\nAnswer: 60%. Or not.", "60"),
    (SHARE, "30/50 = 0.6.\n\nRéponse : 60 %. Ou pas.", "60"),
    (SHARE, "30/50 = 0.6.\n\nAntwort: 60 % – oder auch nicht.", "60"),
    (SHARE, "30/50 = 0.6.\n\nAnswer: 60% (or not)", "60"),
    (SHARE, "30/50 = 0.6.\n\nAnswer: 60% (i.e. 60% ± 10%)", "60"),
    (SHARE, "30/50 = 0.6.\n\nAnswer: $\\boxed{60}$ $\\pm 5$", "60"),
    (SHARE, "30/50 = 0.6.\n\nAnswer: 60% (i.e. 60%/40%)", "60"),
    (SHARE, "30/50 = 0.6.\n\nAnswer: 60% (that is, 60% / 40%)", "60"),
    (SUM20, PAIRS + "22, which is 220.", "210"),
    (SHIRT, SALE + "two thirds, $30, checks out.", "30"),
    # a doubt after the value in Finnish and Swedish
    (APPLES_FI, "6 × 6 = 36.\n\nVastaus: 36 kappaletta, luulen.", "36"),
    (APPLES_FI, "6 × 6 = 36.\n\nVastaus: 36 kappaletta, kai.", "36"),
    (APPLES_SV, "6 × 6 = 36.\n\nSvar: 36 stycken, tror jag.", "36"),
    (APPLES_SV, "6 × 6 = 36.\n\nSvar: 36 stycken, typ.", "36"),
    (APPLES_SV, "6 × 6 = 36.\n\nSvar: 36, antar jag.", "36"),
    # in a script read, a sentence with no number is judged by its words, not vouched for
    ("Combien de côtés a un octogone ?", "Un octogone a 8 côtés.\n\nRéponse : 8\n\nMais bon, je dis ça sans conviction.", "8"),
]


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


@pytest.mark.parametrize("prompt,completion,gold", PAID)
def test_the_answer_said_again_or_described_after_it_is_paid(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


@pytest.mark.parametrize("prompt,completion,gold", REFUSED)
def test_a_condition_another_value_or_a_withdrawal_after_the_answer_is_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"


@pytest.mark.parametrize("text,read", [
    ("Tizedes törtként 0,5.", "Tizedes törtként 0.5."),
    ("Das sind 2,5 Stunden und 12,50 €.", "Das sind 2.5 Stunden und 12.50 €."),
    ("0,5, azaz a fele", "0.5, azaz a fele"),
    ("1,500 g", "1,500 g"),  # a thousands group
    ("the digits 1,5,7", "the digits 1,5,7"),  # a list
    ("on (0,5) and [3,4]", "on (0,5) and [3,4]"),  # a pair in brackets
])
def test_a_decimal_comma_in_prose_is_read_as_one_number(text, read):
    from reward_plugins.math.numbers import prose_decimals

    assert prose_decimals(text) == read
