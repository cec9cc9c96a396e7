"""``math_accuracy`` units: a "$" before an amount is the peso's (or the real's) sign where the amount is named in pesos
("$2.230.500 pesos"), or the prompt prices in pesos and names no dollar; an amount named in dollars, or a "$" where the
prompt prices in dollars and the answer names pesos, is another currency. Rules in docs/MATH.md, units."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_PESOS = ("Una empresa factura 1.250.000 pesos en enero y 980.500 pesos en febrero. ¿Cuánto factura en total en esos dos "
          "meses?")
_REAIS = "Um caderno custa 12 reais. Quanto custam 4 cadernos?"
_TOY = "A toy costs $10. How much do 5 toys cost?"

CASES = [
    (_PESOS, "2230500", "1.250.000 + 980.500 = 2.230.500\n\nRespuesta: $2.230.500 pesos", True),
    (_PESOS, "2230500", "Respuesta: $2.230.500", True),
    (_PESOS, "2230500", "Respuesta: 2.230.500 pesos", True),
    (_REAIS, "48", "4 × 12 = 48\n\nResposta: $48 reais", True),
    (_PESOS, "2230500", "Respuesta: $2.230.500 dólares", False),
    (_PESOS, "2230500", "Respuesta: 2.230.500 €", False),
    (_TOY, "50", "5 × $10 = $50\n\nAnswer: $50", True),
    (_TOY, "50", "Answer: 50 pesos", False),
    (_TOY, "50", "Answer: $50 pesos", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_peso_sign_case(scores, index):
    prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (gold, completion)
