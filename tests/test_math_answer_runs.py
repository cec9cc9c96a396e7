"""What a final statement's answer runs over: an aside after it that names another quantity of its own, a constant
glued to the answer's number before a unit, a plus-or-minus after a label, a line of bold vectors, and one duration said
again in two units. Each family has rows that must stay refused beside the paid ones.

Cases are (prompt, gold, completion, expected): expected ``True`` is paid.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_W = "Working: x = 12, y = 8.\n\n"
_LARGER = "Two numbers add to 20 and differ by 4. What is the larger number?"
OWN_SUBJECT_ASIDES = [  # an aside naming another quantity with a copula gives that quantity's value, not the answer's
    (_LARGER, "12", "x + y = 20, x − y = 4 → 2x = 24 → x = 12, y = 8.\n\nThe larger number is 12 (and the smaller is 8).", True),
    (_LARGER, "12", "x + y = 20, x − y = 4 → 2x = 24 → x = 12, y = 8.\n\nThe larger number is 12 (and the greater is 13).", False),
    (_LARGER, "12", "x + y = 20, x − y = 4 → 2x = 24 → x = 12, y = 8.\n\nThe larger number is 12 (and the biggest is 13).", False),
    (_LARGER, "12", _W + "The larger number is 12 (and the smaller one is 8).", True),
    (_LARGER, "12", _W + "Die größere Zahl ist 12 (und die kleinere ist 8).", True),
    (_LARGER, "12", _W + "The larger number is 12 (and the other number was 8).", True),
    (_LARGER, "8", _W + "The larger number is 12 (and the smaller is 8).", False),
    (_LARGER, "12", _W + "The larger number is 12 (and the answer is 8).", False),  # the answer named again: two values
    (_LARGER, "12", _W + "The larger number is 12 (and the correct one is 8).", False),
    (_LARGER, "12", _W + "The larger number is 12 (and the result is 8).", False),
    (_LARGER, "12", _W + "The larger number is 12 (and the number is 8).", False),
    (_LARGER, "12", _W + "Die größere Zahl ist 12 (und die Zahl ist 8).", False),
    (_LARGER, "12", _W + "The larger number is 12 (and the larger is 8).", False),  # the sentence's own subject
    (_LARGER, "12", _W + "The larger number is 12 (and the larger number is 8).", False),
    (_LARGER, "12", _W + "The larger number is 12 (and it is 8).", False),
    (_LARGER, "12", _W + "The larger number is 12 (and maybe 8).", False),
    (_LARGER, "12", _W + "The larger number is 12 (and, to be safe, 8).", False),
    (_LARGER, "12", _W + "Die größere Zahl ist 12 (und die Antwort ist 8).", False),
    (_LARGER, "12", _W + "El número mayor es 12 (y la respuesta correcta es 8).", False),
]

_CIRCLE = "A circle has diameter 4√3 cm. What is its area in terms of π?"
_DIAGONAL = "A square has side √6 m. How long is its diagonal?"
CONSTANT_BEFORE_UNIT = [  # π or a root glued to the number, a unit after: the number's factor, read with it
    (_CIRCLE, "12\\pi", "r = 2√3, so A = π(2√3)² = 12π.\n\nArea: 12π cm²", True),
    (_CIRCLE, "12\\pi", _W + "The area is 12π cm².", True),
    (_CIRCLE, "12\\pi", _W + "Area: 12\\pi \\text{ cm}^2", True),
    (_CIRCLE, "12\\pi", _W + "Area: 12 \\pi cm^2", True),
    (_DIAGONAL, "2\\sqrt{3}", _W + "The diagonal is 2\\sqrt{3} m.", True),
    (_CIRCLE, "12", _W + "Area: 12π cm²", False),  # the factor is part of the value
    (_CIRCLE, "12\\pi", _W + "Area: 12 cm²", False),
    (_CIRCLE, "12\\pi", _W + "Area: 13π cm²", False),
    (_CIRCLE, "12\\pi", _W + "The area is 12π cm², or maybe 13π cm².", False),
    (_DIAGONAL, "2\\sqrt{3}", _W + "The diagonal is 2\\sqrt{2} m.", False),
    (_DIAGONAL, "2\\sqrt{3}", _W + "The diagonal is 2 m.", False),
]

_ROOTS = "Solve x^2 = 12."
_TWO_ROOTS = "2\\sqrt{3},-2\\sqrt{3}"
PLUS_MINUS_AFTER_LABEL = [  # a plus-or-minus after a label is one value with both signs, not the numbers of its factors
    (_ROOTS, _TWO_ROOTS, "x² = 12, so x = ±√12.\n\nAnswer: x = ±2√3", True),
    (_ROOTS, _TWO_ROOTS, _W + "Answer: \\pm 2\\sqrt{3}", True),
    (_ROOTS, _TWO_ROOTS, _W + "Answer: x = \\pm 2\\sqrt{3}.", True),
    (_ROOTS, _TWO_ROOTS, _W + "Answer: ±2√3", True),
    (_ROOTS, "2\\sqrt{3}", _W + "Answer: x = ±2√3", False),  # one root asked: both signs hedge
    (_ROOTS, _TWO_ROOTS, _W + "Answer: x = ±2√2", False),
    (_ROOTS, _TWO_ROOTS, _W + "Answer: x = ±3√2", False),
    (_ROOTS, "2", _W + "Answer: \\pm 2\\sqrt{3}", False),  # a factor of the value is not the answer
    (_ROOTS, "3", _W + "Answer: \\pm 2\\sqrt{3}", False),
    (_ROOTS, _TWO_ROOTS, _W + "Answer: ±2√3 or 4", False),  # another value offered beside it
    (_ROOTS, "2", _W + "Answer: \\pm 2 or 3", False),
    (_ROOTS, "12", _W + "Answer: 12 ± 1", False),  # a value with an error band is no value alone
    (_ROOTS, "12", _W + "Answer: ±12", False),
]

_MINUTES = "How many minutes are there in 1.5 hours?"
_HOUR = "One hour has 60 minutes, so 1.5 hours = 1.5 × 60 = 90 minutes.\n\n"
DURATION_SAID_AGAIN = [  # one duration said again in two units, joined by "and": one quantity, its parts no values
    (_MINUTES, "90", _HOUR + "The answer is 90 minutes, that is, 1 hour and 30 minutes.", True),
    (_MINUTES, "90", _HOUR + "Answer: 90 minutes (1 hour and 30 minutes)", True),
    (_MINUTES, "90", _HOUR + "The answer is 90 minutes, that is 1 hour 30 minutes.", True),
    (_MINUTES, "90", _HOUR + "The answer is 90 minutes, that is, 1 hour and 40 minutes.", False),  # another duration
    (_MINUTES, "90", _HOUR + "The answer is 90 minutes, that is, 1 hour and 30 minutes, or 95 minutes.", False),
    (_MINUTES, "90", _HOUR + "The answer is 90 minutes, that is, 1 hour or 30 minutes.", False),
    (_MINUTES, "90", _HOUR + "The answer is 90 minutes or 100 minutes.", False),
    (_MINUTES, "30", _HOUR + "The answer is 90 minutes, that is, 1 hour and 30 minutes.", False),
    (_MINUTES, "1", _HOUR + "The answer is 90 minutes, that is, 1 hour and 30 minutes.", False),
]

_VECTORS = ("Compute $\\mathbf{a} + \\mathbf{b}$ for $\\mathbf{a} = \\begin{pmatrix} 1 \\\\ -3 \\\\ 2 \\end{pmatrix}$ and "
            "$\\mathbf{b} = \\begin{pmatrix} 2 \\\\ 1 \\\\ -1 \\end{pmatrix}$.")
_COLUMN = "\\begin{pmatrix} 3 \\\\ -2 \\\\ 1 \\end{pmatrix}"
_ADDED = "Add componentwise: 1 + 2 = 3, −3 + 1 = −2, 2 − 1 = 1.\n\n"
_ROPE = "A rope of 20 m is cut into a piece of 8 m and another. How long is the other piece?"
LINE_OF_VECTORS = [  # a last line of vectors, bold or plain: read whole, from the names it opens with to its last letter
    (_VECTORS, _COLUMN, _ADDED + "**a** + **b** = 3**i** − 2**j** + **k**", True),
    (_VECTORS, _COLUMN, _ADDED + "a + b = 3i − 2j + k", True),
    (_VECTORS, _COLUMN, _ADDED + "**a** + **b** = 3**i** − 2**j** + 2**k**", False),
    (_VECTORS, _COLUMN, _ADDED + "**a** + **b** = 3**i** − 2**j**", False),
    (_VECTORS, _COLUMN, _ADDED + "**a** + **b** = 3**i** − 2**j** + **k** (not sure)", False),
    (_VECTORS, _COLUMN, _ADDED + "**a** + **b** = 3**i** − 2**j** + **k**, or maybe 3**i** + **k**", False),
    (_VECTORS, _COLUMN, _ADDED + "a + b = 3i − 2j + k (I think)", False),
    (_ROPE, "12", "20 − 8 = 12\n\nThe other piece is 12m.", True),  # a unit glued to a number is no term
    (_ROPE, "12", "20 − 8 = 12\n\nThe other piece is 20 − 8 = 12 m.", True),
    (_ROPE, "12", "20 − 8 = 12\n\nThe other piece is 13m.", False),
]

FAMILIES = {"own_subject": OWN_SUBJECT_ASIDES, "constant_before_unit": CONSTANT_BEFORE_UNIT,
            "plus_minus_after_label": PLUS_MINUS_AFTER_LABEL, "duration_said_again": DURATION_SAID_AGAIN,
            "line_of_vectors": LINE_OF_VECTORS}
CASES = [(family, *case) for family, table in FAMILIES.items() for case in table]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[1] for c in CASES], [c[3] for c in CASES], [c[2] for c in CASES])


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{i}-{c[0]}") for i, c in enumerate(CASES)])
def test_answer_run_case(scores, index):
    family, prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (family, gold, completion)
