"""``math_accuracy``: where a common fraction is asked, a repeating decimal that restates the fraction before it on its
line ("$\\frac{1}{6}$, i.e. $0.1\\overline{6}$") leaves the fraction the answer; a repeating decimal written as the
answer, alone or after the fraction on a line of its own, stays `unevaluated`. Rules in docs/MATH.md, forms."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_DICE = ("Two fair six-sided dice are rolled. What is the probability that the sum is 7? Express your answer as a common "
         "fraction.")
_WORK = "There are 36 outcomes and 6 of them sum to 7, so the probability is $\\frac{6}{36} = \\frac{1}{6}$.\n\n"

CASES = [
    (_WORK + "$\\frac{1}{6}$, i.e. $0.1\\overline{6}$.", True),
    (_WORK + "$\\frac{1}{6}$ (that is, $0.1\\overline{6}$).", True),
    (_WORK + "$0.1\\overline{6}$", False),
    (_WORK + "$\\frac{1}{6}$\n\n$0.1\\overline{6}$", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([_DICE] * len(CASES), [c[0] for c in CASES], ["\\frac{1}{6}"] * len(CASES))


@pytest.mark.parametrize("index", range(len(CASES)))
def test_repeating_decimal_restated(scores, index):
    assert scores[index] == (1.0 if CASES[index][1] else 0.0), CASES[index][0]
