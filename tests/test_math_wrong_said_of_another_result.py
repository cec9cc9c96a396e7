"""``math_accuracy`` after the answer: words that call something wrong at the end of a sentence that computes another
value and never names the answer ("A common slip is to multiply 12 × 50 = 600 — that is wrong") judge that result, and
leave the answer; said of the answer, or with no computation of their own, they still withdraw it. Rules in
docs/MATH.md, "After the answer"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_WENG = "Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?"
_BODY = "Weng earns 12/60 = $0.2 per minute.\nFor 50 minutes she earns 0.2 × 50 = $10.\n\n**Answer: $10**\n\n"

CASES = [
    (_WENG, "10", _BODY + "A common slip here is to multiply 12 × 50 = 600 as if she worked 50 hours — that is wrong, "
                          "because the time is in minutes, not hours.", True),
    (_WENG, "10", _BODY + "Ein häufiger Fehler ist 12 × 50 = 600 — das ist falsch.", True),
    (_WENG, "10", _BODY + "Wait, 0.2 × 50 = 10 is wrong. It is $600.", False),  # the answer's own computation
    (_WENG, "10", _BODY + "Wait, that is wrong: she earns 12 × 50 = $600.", False),  # no computation before the words
    (_WENG, "10", _BODY + "A common slip is 12 × 50 = 600 — that is wrong. Actually, I was wrong too: it is $600.", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_wrong_said_of_another_result_case(scores, index):
    prompt, answer, completion, paid = CASES[index]
    assert scores[index] == (1.0 if paid else 0.0), completion
