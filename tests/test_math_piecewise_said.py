"""``math_accuracy`` piecewise answers: pieces said in plain text after one "=" ("|2x − 6| = 2x − 6 quando x ≥ 3, e
6 − 2x quando x < 3."), in the languages whose word for "when" is read, are a cases block; conditions in a capital
letter ("I \\le 10000") are compared in that letter. Rules in docs/MATH.md, piecewise."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_ABS = "Write $|2x - 6|$ in piecewise form."
_ABS_GOLD = "\\begin{cases} 2x-6 & x \\ge 3 \\\\ 6-2x & x<3 \\end{cases}"
_TAX = "Tax is 0 up to 10000 and 20% of income above 10000. Write the tax T as a piecewise function of income I."
_TAX_GOLD = "\\begin{cases} 0 & I \\le 10000 \\\\ 0.2I - 2000 & I > 10000 \\end{cases}"

CASES = [
    (_ABS, _ABS_GOLD, "2x − 6 ≥ 0 iff x ≥ 3.\n\n|2x − 6| = 2x − 6 quando x ≥ 3, e 6 − 2x quando x < 3.", True),
    (_ABS, _ABS_GOLD, "|2x − 6| = 2x − 6 when x ≥ 3, and 6 − 2x when x < 3.", True),
    (_ABS, _ABS_GOLD, "|2x − 6| = 2x − 6 si x ≥ 3; 6 − 2x si x < 3.", True),
    (_ABS, _ABS_GOLD, "|2x − 6| = 6 − 2x für x < 3, und 2x − 6 für x ≥ 3.", True),
    (_ABS, _ABS_GOLD, "|2x − 6| = 2x − 6 when x ≥ 3, and 2x − 6 when x < 3.", False),  # a wrong piece
    (_ABS, _ABS_GOLD, "|2x − 6| = 2x − 6 when x < 3, and 6 − 2x when x ≥ 3.", False),  # swapped conditions
    (_ABS, _ABS_GOLD, "|2x − 6| = 2x − 6 when x ≥ 3.", False),  # one piece
    (_TAX, _TAX_GOLD, "$$T(I) = \\begin{cases} 0 & I \\le 10000 \\\\ 0.2(I - 10000) & I > 10000 \\end{cases}$$", True),
    (_TAX, _TAX_GOLD, "$$T(I) = \\begin{cases} 0.2(I - 10000) & I > 10000 \\\\ 0 & I \\le 10000 \\end{cases}$$", True),
    (_TAX, _TAX_GOLD, "$$T(I) = \\begin{cases} 0 & I \\le 10000 \\\\ 0.2I - 1000 & I > 10000 \\end{cases}$$", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_piecewise_said_case(scores, index):
    prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (gold, completion)
