"""``math_accuracy``: a piecewise function said in prose whose first piece writes the expression it splits ("$|2x − 6| =
2x − 6$ quando $x ≥ 3$, e $6 − 2x$ quando $x < 3$") is read piece by piece, as one that names its function is. Rules in
docs/MATH.md, piecewise."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_PROMPT = "Write $|2x-6|$ piecewise."
_GOLD = "\\begin{cases} 2x-6 & x \\ge 3 \\\\ 6-2x & x < 3 \\end{cases}"
CASES = [
    ("The inside vanishes at $x = 3$.\n\n$|2x − 6| = 2x − 6$ quando $x ≥ 3$, e $6 − 2x$ quando $x < 3$.", True),
    ("The inside vanishes at $x = 3$.\n\n$|2x - 6| = 2x - 6$ when $x \\ge 3$, and $6 - 2x$ when $x < 3$.", True),
    ("The inside vanishes at $x = 3$.\n\n$|2x - 6| = 2x - 6$ when $x \\ge 3$, and $2x - 6$ when $x < 3$.", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([_PROMPT] * len(CASES), [c[0] for c in CASES], [_GOLD] * len(CASES))


@pytest.mark.parametrize("index", range(len(CASES)))
def test_piecewise_with_its_expression_named(scores, index):
    assert scores[index] == (1.0 if CASES[index][1] else 0.0), CASES[index][0]
