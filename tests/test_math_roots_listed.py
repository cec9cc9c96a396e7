"""``math_accuracy`` without a marker: the roots listed as items, one unknown's value alone on each ("- $x_1 = 2$" then
"- $x_2 = 5$"), are one list, read whole: paid where the gold is that list, refused where it is one of them. Items of
other unknowns or of working are not joined. Rules in docs/MATH.md, "Reading the final answer"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_ROOTS = "Find the roots of $x^2 - 7x + 10 = 0$."
_FACTOR = "Factor: $(x-2)(x-5) = 0$.\n\n"

CASES = [
    (_ROOTS, "2, 5", _FACTOR + "- $x_1 = 2$\n- $x_2 = 5$", True),
    (_ROOTS, "2, 5", _FACTOR + "1. $x_1 = 2$\n2. $x_2 = 5$", True),
    (_ROOTS, "2, 5", _FACTOR + "- $x = 2$\n- $x = 5$", True),
    (_ROOTS, "2, 5", _FACTOR + "- $x_1 = 2$\n- $x_2 = 6$", False),
    ("What is the larger root of $x^2 - 7x + 10 = 0$?", "5", _FACTOR + "- $x = 2$\n- $x = 5$", False),  # both offered
    ("Add 3 × 4 and 3.", "15", "Steps:\n- $3 \\times 4 = 12$\n- $12 + 3 = 15$", True),  # working, no list of values
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_roots_listed_case(scores, index):
    prompt, answer, completion, paid = CASES[index]
    assert scores[index] == (1.0 if paid else 0.0), completion
