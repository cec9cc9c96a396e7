"""Notations and forms as data, both ways: a limit or a derivative of the prompt's given back untaken is left undone;
degrees are no value of a function the prompt defines on the reals; "simplify" in any language the form table reads
asks for the simplest radical and lowest terms. On the other side a dash set in text mode before a number is a minus,
invisible delimiters print nothing, wide spacing after a comma parts listed roots, "a + 0i" is the form a + bi, a point
written after its label is the point, a set parted by semicolons is its elements, a result the working wrote grouped
again by a point is that result, and a verb for "choose" before an option letter picks it."""

from __future__ import annotations

import pytest

LIMIT = "Compute $\\lim_{x\\to 0} \\frac{\\sin x}{x}$."
DERIVATIVE = "Find the derivative of $x^3$ with respect to $x$."
ARCTAN = "Let $f(x) = \\operatorname{arctan}(x)$. Find $f(1)$."
TAN_INVERSE = "Compute $\\tan^{-1}(1)$."
RU_SIMPLIFY = "Упростите выражение $\\sqrt{72}$."
DE_SIMPLIFY = "Vereinfache $\\sqrt{50}$."
LINEAR = "Solve for $x$: $3x + 12 = -9$."
FRACTION = "What is $\\frac{1}{4} + \\frac{1}{6}$? Express your answer as a common fraction."
QUADRATIC = "Find all real $x$ such that $x^2 + x - 1 = 0$."
QUADRATIC_GOLD = "\\frac{-1 \\pm \\sqrt{5}}{2}"
COMPLEX = "Write $\\dfrac{5+10i}{1+2i}$ in the form $a+bi$."
MIDPOINT = "What are the coordinates of the midpoint of the segment from $(2, 8)$ to $(6, -4)$?"
FR_ROOTS = "Résoudre dans ℝ : $x^2 = 2x + 8$."
DAY = "Wie viele Minuten hat ein Tag?"
ZLOTY = "Zeszyt kosztuje 1 250 zł za paczkę. Ile kosztują 2,5 paczki?"
SQUARE = "以下哪个数是完全平方数？\nA. 50\nB. 64\nC. 72\nD. 90"

CASES = [
    # a limit or a derivative given back untaken
    (LIMIT, "Standard limit.\n\n$\\boxed{\\lim_{x\\to0}\\frac{\\sin x}{x}}$", "1", "unevaluated"),
    (LIMIT, "Standard limit.\n\nAnswer: $\\lim_{x \\to 0} \\frac{\\sin x}{x}$", "1", "unevaluated"),
    (LIMIT, "$\\lim_{x\\to0}\\frac{\\sin x}{x} = \\boxed{1}$", "1", "correct"),
    (LIMIT, "Standard limit.\n\n$\\boxed{1}$", "1", "correct"),
    (DERIVATIVE, "Power rule.\n\n$\\boxed{\\frac{d}{dx}x^3}$", "3x^2", "unevaluated"),
    (DERIVATIVE, "Power rule: $\\frac{d}{dx}x^3 = \\boxed{3x^2}$", "3x^2", "correct"),
    # degrees for the value of a function the prompt defines; an angle asked for may be in degrees
    (ARCTAN, "tan 45° = 1, so arctan(1) = 45°.\n\nAnswer: 45°", "\\frac{\\pi}{4}", "wrong"),
    (ARCTAN, "tan(π/4) = 1.\n\nAnswer: $\\frac{\\pi}{4}$", "\\frac{\\pi}{4}", "correct"),
    (TAN_INVERSE, "$\\tan 45^\\circ = 1$, so $\\tan^{-1}(1) = \\boxed{45^\\circ}$.", "\\frac{\\pi}{4}", "correct"),
    # "simplify" in another language: the simplest radical
    (RU_SIMPLIFY, "72 = 4 · 18, значит √72 = 2√18.\n\nОтвет: 2√18", "6\\sqrt{2}", "unevaluated"),
    (RU_SIMPLIFY, "72 = 36 · 2.\n\nОтвет: 6√2", "6\\sqrt{2}", "correct"),
    (DE_SIMPLIFY, "50 = 25 · 2.\n\nAntwort: $\\sqrt{2} \\cdot 5$", "5\\sqrt{2}", "correct"),
    (DE_SIMPLIFY, "Antwort: $\\sqrt{50}$", "5\\sqrt{2}", "restated"),
    # a dash in text mode before a number
    (LINEAR, "x = -7.\n\nFinal answer: $x = \\text{\\textendash}7$", "-7", "correct"),
    (LINEAR, "x = -7.\n\nFinal answer: $x = \\textminus 7$", "-7", "correct"),
    (LINEAR, "x = -7.\n\nFinal answer: $x = \\text{\\textendash}8$", "-7", "wrong"),
    (LINEAR, "x = -7.\n\nFinal answer: $x = 7$", "-7", "wrong"),
    # invisible delimiters
    (FRACTION, "LCD 12: 3/12 + 2/12 = 5/12.\n\n$\\boxed{\\left.\\frac{5}{12}\\right.}$", "\\frac{5}{12}", "correct"),
    (FRACTION, "LCD 12.\n\n$\\boxed{\\left.\\frac{10}{24}\\right.}$", "\\frac{5}{12}", "unevaluated"),
    (FRACTION, "LCD 12.\n\n$\\boxed{\\left.\\frac{7}{12}\\right.}$", "\\frac{5}{12}", "wrong"),
    # wide spacing after a comma between the roots
    (QUADRATIC, "Formula.\n\n$$x = \\frac{-1+\\sqrt5}{2},\\quad x=\\frac{-1-\\sqrt5}{2}$$", QUADRATIC_GOLD, "correct"),
    (QUADRATIC, "Formula.\n\n$$x = \\frac{-1+\\sqrt5}{2},\\; x=\\frac{-1-\\sqrt5}{2}$$", QUADRATIC_GOLD, "correct"),
    (QUADRATIC, "Formula.\n\n$$x = \\frac{-1+\\sqrt5}{2},\\quad x=\\frac{1-\\sqrt5}{2}$$", QUADRATIC_GOLD, "wrong"),
    (QUADRATIC, "Formula.\n\n$$x=\\frac{-1-\\sqrt5}{2}$$", QUADRATIC_GOLD, "wrong"),
    # a + 0i is the form a + bi
    (COMPLEX, "5 + 10i = 5(1 + 2i).\n\nAnswer: $5 + 0i$", "5", "correct"),
    (COMPLEX, "5 + 10i = 5(1 + 2i).\n\nAnswer: $6 + 0i$", "5", "wrong"),
    (COMPLEX, "Answer: $2 \\cdot 3 + 0i$", "6", "unevaluated"),
    # a point after its label
    (MIDPOINT, "Midpoint = (4, 2).\n\nThe midpoint is M(4, 2).", "(4,2)", "correct"),
    (MIDPOINT, "The midpoint is $M'(4, 2)$.", "(4,2)", "correct"),
    (MIDPOINT, "The midpoint is M(2, 4).", "(4,2)", "wrong"),
    (MIDPOINT, "The midpoint is M(4, 3).", "(4,2)", "wrong"),
    # a set parted by semicolons
    (FR_ROOTS, "x² − 2x − 8 = 0, (x − 4)(x + 2) = 0.\n\nS = {−2 ; 4}", "-2, 4", "correct"),
    (FR_ROOTS, "x² − 2x − 8 = 0.\n\nS = {−2 ; 5}", "-2, 4", "wrong"),
    (FR_ROOTS, "x² − 2x − 8 = 0.\n\nS = {4}", "-2, 4", "wrong"),
    # a result of the working written again with a point grouping its thousands
    (DAY, "24 Stunden × 60 Minuten = 1440 Minuten.\n\nAntwort: 1.440 Minuten", "1440", "correct"),
    (DAY, "24 Stunden × 60 Minuten = 1400 Minuten.\n\nAntwort: 1.440 Minuten", "1440", "wrong"),
    (DAY, "Also 2125/1000 = 2.125.\n\nAntwort: 2.125", "2125", "wrong"),
    (ZLOTY, "2,5 × 1 250 zł = 3 125 zł.\n\nOdpowiedź: 3,125 zł", "3125", "wrong"),
    # a verb for "choose" before the option letter
    (SQUARE, "8 × 8 = 64，其他都不是完全平方数。\n\n选B。", "B", "correct"),
    (SQUARE, "8 × 8 = 64。\n\n故选 B", "B", "correct"),
    (SQUARE, "8 × 8 = 64。\n\n选C。", "B", "wrong"),
    (SQUARE, "8 × 8 = 64。\n\n不选B，选C。", "B", "wrong"),
    (SQUARE, "8 × 8 = 64。\n\n选B或C。", "B", "hedged"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CASES)
def test_notations_undone_and_written(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason
