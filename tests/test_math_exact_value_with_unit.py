"""``math_accuracy``: an exact value written with a constant or a root before its unit ("49π cm²", "25\\pi\\ \\text{m}^2",
"3\\sqrt{2} cm") is that value, not the number before the constant; a wrong value, or several, stays refused. Rules in
docs/MATH.md, "Reading the final answer"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_CIRCLE = "What is the area of a circle with radius 7 cm? Express your answer in terms of $\\pi$."
_CIRCULO = "¿Cuál es el área de un círculo de radio 5 cm? Da la respuesta exacta en términos de π."
_DIAGONAL = "What is the diagonal of a square with side 3 cm? Give the exact value."

CASES = [
    (_CIRCLE, "49\\pi", "A = πr² = π · 7² = 49π.\n\nAnswer: 49π cm²", True),
    (_CIRCLE, "49\\pi", "A = πr² = 49π.\n\nAnswer: 49π square cm", True),
    (_CIRCLE, "49\\pi", "A = \\pi r^2 = 49\\pi.\n\nAnswer: $49\\pi \\text{ cm}^2$", True),
    (_CIRCULO, "25\\pi", "A = πr² = π · 25 = 25π cm².\n\nRespuesta: 25π cm²", True),
    (_DIAGONAL, "3\\sqrt{2}", "d = √(9 + 9) = 3√2.\n\nAnswer: 3√2 cm", True),
    (_CIRCLE, "49\\pi", "A = πr² = 14π.\n\nAnswer: 14π cm²", False),  # another multiple of π
    (_CIRCLE, "49\\pi", "A = πr² = 49.\n\nAnswer: 49 cm²", False),  # the number without its π
    (_CIRCLE, "49\\pi", "Answer: 49π or 14π cm²", False),  # two values offered
    (_DIAGONAL, "3\\sqrt{2}", "Answer: 3√3 cm", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_exact_value_with_unit_case(scores, index):
    prompt, answer, completion, paid = CASES[index]
    assert scores[index] == (1.0 if paid else 0.0), completion
