"""Structures written as a reader writes them: pieces in prose with a prime or a Chinese "when", a cases block a
remark follows, a tuple its name is given, a vector in unit vectors in markdown or plain text, a repeating decimal
under a combining bar, an angle in degrees read up to its sign, degrees of frost below zero, and a part asked as "what fraction" (no lowest terms)."""

from __future__ import annotations

import pytest

from reward_plugins.math.normalize import normalize_text
from reward_plugins.math.structures import as_gold_structure

_BOXED = "Please reason step by step, and put your final answer within \\boxed{}."


def _judged(math_plugin, prompt, completion, gold):
    return math_plugin.explain(f"{prompt} {_BOXED}", completion, gold)["reason"]


_MAX = "设 $h(x) = \\max(x, 2-x)$，把 $h(x)$ 写成分段函数。"
_MAX_GOLD = "\\begin{cases} x & x \\ge 1 \\\\ 2-x & x < 1 \\end{cases}"
_SLOPE = "Find $f'(x)$ for $f(x) = |x-1|$, $x \\ne 1$."
_SLOPE_GOLD = "\\begin{cases} 1 & x > 1 \\\\ -1 & x < 1 \\end{cases}"
_SQUARE = "Schreibe $f(x) = x|x|$ abschnittsweise ohne Betragsstriche."
_SQUARE_GOLD = "\\begin{cases} x^2 & x \\ge 0 \\\\ -x^2 & x < 0 \\end{cases}"
_COURIER = ("A courier charges \\$8 for a parcel of up to 2 kg, and \\$8 plus \\$3 for every kilogram above 2 kg. Write the "
            "cost $C(w)$ for a parcel of weight $w > 0$ kg as a piecewise function.")
_COURIER_GOLD = "\\begin{cases} 8 & 0 < w \\le 2 \\\\ 3w+2 & w > 2 \\end{cases}"
_BLOCK = "$$C(w)=\\begin{cases} 8 & 0<w<2 \\\\ 3w+%s & w\\ge 2\\end{cases}$$\n"


@pytest.mark.parametrize("prompt, completion, gold, reason", [
    (_MAX, "所以 h(x) = x，当 x ≥ 1 时；h(x) = 2 − x，当 x < 1 时。", _MAX_GOLD, "correct"),
    (_MAX, "所以 h(x) = x，当 x ≥ 1 时；h(x) = 2 − x，当 x > 1 时。", _MAX_GOLD, "wrong"),
    (_SLOPE, "f'(x) = 1 for x > 1 and f'(x) = −1 for x < 1.", _SLOPE_GOLD, "correct"),
    (_SLOPE, "f'(x) = 1 for x > 1 and f'(x) = 1 for x < 1.", _SLOPE_GOLD, "wrong"),
    (_SQUARE, "Also f(x) = x² für x ≥ 0 und f(x) = −x² für x < 0.", _SQUARE_GOLD, "correct"),
    (_COURIER, _BLOCK % "2" + "At $w=2$ both give 8, so it does not matter where the equality goes.", _COURIER_GOLD, "correct"),
    (_COURIER, _BLOCK % "1" + "At $w=2$ both give 8, so it does not matter where the equality goes.", _COURIER_GOLD, "wrong"),
    (_COURIER, _BLOCK % "2" + "So the cost is 9.", _COURIER_GOLD, "wrong"),  # no value of a piece: another answer
])
def test_pieces_as_written(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


_SUM = "Find the vector $\\mathbf{a} + \\mathbf{b}$ if $\\mathbf{a} = (1, 2, 3)$ and $\\mathbf{b} = (4, -1, 0)$."


@pytest.mark.parametrize("completion, reason", [
    ("$\\mathbf{a} + \\mathbf{b} = \\langle 5, 1, 3 \\rangle$", "correct"),
    ("$\\mathbf{a} + \\mathbf{b} = (5, 1, 3)$", "correct"),
    ("$\\mathbf{a} + \\mathbf{b} = \\langle 5, 1, 4 \\rangle$", "wrong"),
])
def test_a_tuple_its_name_is_given(math_plugin, completion, reason):
    assert _judged(math_plugin, _SUM, completion, "(5,1,3)") == reason


_COLUMN = "\\begin{pmatrix} 3 \\\\ -2 \\\\ 1 \\end{pmatrix}"


@pytest.mark.parametrize("answer, column", [
    ("**a** + **b** = 3**i** - 2**j** + **k**", _COLUMN),
    ("a + b = 3i - 2j + k", _COLUMN),
    ("3\\hat{i} - 2\\hat{j} + \\hat{k}", _COLUMN),
    ("3i - 2j", "\\begin{pmatrix} 3 \\\\ -2 \\\\ 0 \\end{pmatrix}"),
    ("3 + 2i", "3 + 2i"),  # no unit vector term at its start: left as written
])
def test_unit_vectors_in_markdown_and_text(answer, column):
    assert as_gold_structure(answer, _COLUMN, "Compute a + b.") == column


@pytest.mark.parametrize("text, written", [
    ("0.6\u0305", "0.\\overline{6}"), ("0.14\u03052\u0305", "0.1\\overline{42}"), ("0.6\u0304", "0.\\overline{6}"),
])
def test_a_combining_bar_is_a_period(text, written):
    assert normalize_text(text) == normalize_text(written)


_THIRDS = "Express $0.\\overline{6}$ as a common fraction."
_PIZZA = "What fraction of a pizza cut into 8 equal slices is left after 2 slices are eaten?"
_NOON = "The temperature at 6 a.m. was −2 °C and it rose by 7 degrees by noon. What was the temperature at noon, in °C?"
_DROP = "On a winter morning the thermometer read −4 °C and then dropped a further 3 degrees. What did it read then?"
_COSINE = "Find the smallest positive angle $\\theta$ such that $\\cos\\theta = \\tfrac12$."


@pytest.mark.parametrize("prompt, completion, gold, reason", [
    (_THIRDS, "Let x = 0.666…; 10x − x = 6, so x = 6/9 = 2/3.\n\nAnswer: 0.6̅ = $\\frac{2}{3}$", "\\frac{2}{3}", "correct"),
    (_THIRDS, "Answer: 0.6̅", "\\frac{2}{3}", "unevaluated"),  # the repeating decimal, where a fraction is asked
    ("What is 2/3 as a decimal?", "Answer: 0.6̅", "0.\\overline{6}", "correct"),
    (_PIZZA, "8 − 2 = 6 slices left out of 8.\n\nAnswer: 6/8 of the pizza is left.", "\\frac{3}{4}", "correct"),
    (_PIZZA, "Answer: 5/8 of the pizza is left.", "\\frac{3}{4}", "wrong"),
    (_PIZZA + " Express your answer as a fraction in lowest terms.", "Answer: 6/8", "\\frac{3}{4}", "unevaluated"),
    (_COSINE, "cos 60° = 1/2.\n\nθ = 60°", "\\frac{\\pi}{3}", "correct"),
    (_COSINE, "θ = 30°", "\\frac{\\pi}{3}", "wrong"),
    (_COSINE, "θ = 60", "\\frac{\\pi}{3}", "wrong"),  # no degree sign: 60 radians
    (_NOON, "−2 + 7 = 5.\n\nAt noon: 5 degrees of frost.", "5", "wrong"),  # degrees of frost are below zero
    (_NOON, "−2 + 7 = 5.\n\nAt noon: 5 degrees.", "5", "correct"),
    (_DROP, "−4 − 3 = −7.\n\nThe thermometer read 7 degrees of frost.", "-7", "correct"),
])
def test_values_as_written(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason
