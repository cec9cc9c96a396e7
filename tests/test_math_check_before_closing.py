"""``math_accuracy`` without a marker: a closing after a check of the answer ("Check: 5 × 3 = 15 ✓. Hope this helps!")
is set aside with the check, and the statement before them is the answer; a check or a sentence that states another
value still refuses. Rules in docs/MATH.md, "Reading the final answer"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_SHARE = "Share 15 candies among 3 friends equally. How many candies does each friend get?"
_BODY = "15 ÷ 3 = 5\n\nEach friend gets 5 candies.\n\n"

CASES = [
    (_SHARE, "5", _BODY + "Check: 5 × 3 = 15 ✓. Hope this helps!", True),
    (_SHARE, "5", _BODY + "Check: 5 × 3 = 15. Good luck!", True),
    (_SHARE, "5", _BODY + "Check: 5 × 3 = 15 ✓", True),
    (_SHARE, "5", _BODY + "Check: 6 × 3 = 18, so each gets 6. Hope this helps!", False),  # the check states another value
    (_SHARE, "5", _BODY + "Or maybe 6. Hope this helps!", False),
    (_SHARE, "6", _BODY + "Check: 5 × 3 = 15 ✓. Hope this helps!", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_check_before_closing_case(scores, index):
    prompt, answer, completion, paid = CASES[index]
    assert scores[index] == (1.0 if paid else 0.0), completion
