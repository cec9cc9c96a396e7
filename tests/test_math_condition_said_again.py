"""``math_accuracy``: a final sentence that ends on a condition the prompt gives in the same words ("She can grade 40
tests in 5 hours." for "how many tests can she grade in 5 hours?") answers with the count before it, where that count
is of what the question counts and the working reaches it. Rules in docs/MATH.md, "the committed answer"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_TESTS = "A teacher grades 24 tests in 3 hours. At this rate, how many tests can she grade in 5 hours?"
_SEITEN = "Lena liest 30 Seiten in 2 Stunden. Wie viele Seiten liest sie in 6 Stunden?"
_PAGES = "Lena reads 30 pages in 2 hours. How many pages does she read in 6 hours?"

CASES = [
    (_TESTS, "40", "Her rate is 24 ÷ 3 = 8 tests per hour. The key step is to multiply the rate by the new time: 8 × 5 = 40."
                   "\n\nShe can grade 40 tests in 5 hours.", True),
    (_SEITEN, "90", "30 : 2 = 15 Seiten pro Stunde, 15 · 6 = 90.\n\nSie liest 90 Seiten in 6 Stunden.", True),
    (_PAGES, "90", "30 / 2 = 15 pages per hour; 15 × 6 = 90.\n\nShe reads 90 pages in 6 hours.", True),
    (_TESTS, "40", "8 × 5 = 40.\n\nShe can grade 40 tests in 6 hours.", False),  # no condition of the prompt
    (_TESTS, "40", "8 × 5 = 40.\n\nShe can grade 41 tests in 5 hours.", False),  # a count never worked out
    (_TESTS, "40", "She can grade 40 tests in 5 hours.", False),
    (_PAGES, "90", "15 × 6 = 90.\n\nShe reads 90 pages in 7 hours.", False),  # a condition not the prompt's
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_condition_said_again_case(scores, index):
    prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (gold, completion)
