"""``math_accuracy``: an answer's sentence that restates the prompt's count with the thing it counts ("Antwort: 4 Bücher
kosten 50,00 €.") answers with the value that ends it, where the text worked that value out; otherwise the count stays
what is read. Rules in docs/MATH.md, "the committed answer"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_BUCH = "Ein Buch kostet 12,50 €. Wie viel kosten 4 Bücher?"
_BOOK = "A book costs $12.50. How much do 4 books cost?"
_LIBRO = "Un libro cuesta 12,50 €. ¿Cuánto cuestan 4 libros?"
_BOXES = "A crate holds 6 boxes of 8 apples. How many apples are in the crate?"

CASES = [
    (_BUCH, "50", "4 × 12,50 € = 50,00 €\n\nAntwort: 4 Bücher kosten 50,00 €.", True),
    (_BUCH, "50", "4 · 12,50 € = 50 €\n\nAntwort: 4 Bücher kosten zusammen 50 €.", True),
    (_BOOK, "50", "4 × $12.50 = $50.00\n\nAnswer: 4 books cost $50.00.", True),
    (_LIBRO, "50", "4 × 12,50 € = 50,00 €\n\nRespuesta: 4 libros cuestan 50,00 €.", True),
    (_BOXES, "48", "6 × 8 = 48\n\nAnswer: 6 boxes hold 48 apples.", True),
    # The value not worked out before, another value, or a hedge: no answer past the count.
    (_BUCH, "50", "Antwort: 4 Bücher kosten 50,00 €.", False),
    (_BUCH, "50", "4 × 12,50 € = 50,00 €\n\nAntwort: 4 Bücher kosten 49,00 €.", False),
    (_BUCH, "50", "4 × 12,50 € = 50,00 €\n\nAntwort: 4 Bücher kosten vielleicht 50,00 €.", False),
    (_BUCH, "50", "4 × 12,50 € = 50,00 €\n\nAntwort: 4 Bücher kosten 50,00 € oder 4.", False),
    (_BOXES, "48", "6 × 8 = 48\n\nAnswer: 6 boxes, or 48 apples.", False),  # the words after the count name no verb
    (_BOXES, "48", "6 × 8 = 48\n\nAnswer: 6", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_given_count_case(scores, index):
    prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (gold, completion)
