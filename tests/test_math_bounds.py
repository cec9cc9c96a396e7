"""A bound said beside the value ("a maximum of 12", "12 max", "como mucho 12", "au maximum 12") states no value: where a
count is asked it is not the answer. A maximum named as the quantity ("The maximum is 12.", "Maximum: 12") stays the answer."""

from __future__ import annotations

import pytest

from fixtures.math_scores import chat_case_scores

APPLES = "Tom has 3 bags with 4 apples each. How many apples does he have?"
PEAK = "What is the maximum value of f(x) = 12 - (x-3)^2?"

CASES = [  # (prompt, completion, paid)
    (APPLES, "3 × 4 = 12. Answer: a maximum of 12", False),
    (APPLES, "3 × 4 = 12. Answer: a minimum of 12 apples", False),
    (APPLES, "3 × 4 = 12. Answer: 12 max", False),
    (APPLES, "3 × 4 = 12. Answer: 12 at the most", False),
    (APPLES, "3 × 4 = 12. Respuesta: como mucho 12", False),
    (APPLES, "3 × 4 = 12. Réponse : au maximum 12", False),
    (APPLES, "3 × 4 = 12. Answer: 12", True),
    (APPLES, "3 × 4 = 12. Answer: 12 apples", True),
    (PEAK, "At x = 3 the square vanishes. The maximum is 12.", True),
    (PEAK, "At x = 3 the square vanishes. The maximum value is 12.", True),
    (PEAK, "At x = 3 the square vanishes. Maximum: 12", True),
    (PEAK, "At x = 3 the square vanishes. The maximum of f is 12.", True),
]


@pytest.mark.parametrize("prompt, completion, paid", CASES)
def test_bound_beside_the_value(prompt, completion, paid):
    [score] = chat_case_scores([{"prompt": prompt, "completion": completion, "answer": "12"}])
    assert (score == 1.0) == paid
