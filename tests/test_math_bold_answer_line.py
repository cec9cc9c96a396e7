"""``math_accuracy``: a line that is a bold value alone ("**75%**", "**Lösung: $x = 5$**") is the answer the text sets
apart, with no marker; a few sentences after it (a check, a note, a closing) are judged as what follows an answer,
not read as the answer. A withdrawal or another value offered after it still refuses. Rules in docs/MATH.md,
"Reading the final answer"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_SOLVE = "Löse: $5x + 3 = 28$."
_PERCENT = "What is $3/4$ as a percent?"
_EDGES = "How many edges does a cube have?"

CASES = [
    (_SOLVE, "5", "$5x = 25$, also $x = 5$.\n\n**Lösung: $x = 5$**\n\nProbe: $5 \\cdot 5 + 3 = 28$ ✓. Viel Erfolg beim Lernen!", True),
    (_PERCENT, "75\\%", "$3/4 = 0.75 = 75\\%$.\n\n**75%**\n\nPercent means 'per hundred', so 0.75 × 100 = 75.", True),
    (_EDGES, "12", "4 + 4 + 4 = 12.\n\n**12**\n\nHope this helps!", True),
    (_EDGES, "12", "4 + 4 + 4 = 12.\n\n**12**\n\nWait, that's wrong: I double counted, it's 8.", False),
    (_EDGES, "12", "4 + 4 + 4 = 12.\n\n**12**\n\nOr maybe 8.", False),
    (_EDGES, "12", "4 + 4 + 4 = 12.\n\n**12**\n\nActually, 8.", False),
    (_EDGES, "8", "4 + 4 + 4 = 12.\n\n**12**\n\nCheck: a cube has 8 vertices.", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_bold_answer_line_case(scores, index):
    prompt, answer, completion, paid = CASES[index]
    assert scores[index] == (1.0 if paid else 0.0), completion
