"""A word that calls the answer the right one ("Rätt svar är 36", "Răspunsul corect este 168") says nothing against
it, in the languages a policy may switch to; a word of doubt or one that turns it beside it leaves the answer unpaid."""

from __future__ import annotations

import pytest

from reward_plugins.math.plugin import MathAccuracy

# (prompt, the completion's end after a withdrawn first answer, gold)
WITHDRAWN = "Svar: 32\n\nVänta, det är fel. "
PAID = [
    ("What is 15% of 240?", WITHDRAWN + "Rätt svar är 36.", "36"),  # Swedish
    ("What is the simple interest?", "Răspuns: 84\n\nStai, e greșit. Răspunsul corect este 168.", "168"),  # Romanian
    ("How many dollars do 10 pencils cost?", "Sagot: 2.25\n\nTeka, mali iyon. Ang tamang sagot ay 2.5.", "2.5"),  # Tagalog
]
REFUSED = [
    ("What is 15% of 240?", WITHDRAWN + "Rätt svar är kanske 36.", "36"),  # maybe
    ("What is 15% of 240?", WITHDRAWN + "Rätt svar är nog 36.", "36"),  # probably: no word read here
    ("What is the simple interest?", "Răspuns: 84\n\nStai, e greșit. Răspunsul corect este poate 168.", "168"),
    ("How many dollars do 10 pencils cost?", "Sagot: 2.25\n\nTeka, mali iyon. Ang tamang sagot ay siguro 2.5.", "2.5"),
    ("What is 15% of 240?", "Svar: 36 är inte rätt.", "36"),  # not right
    ("What is 15% of 240?", "Answer: 36 ceart go leor?", "36"),  # Irish "right enough": other words, unread
]


@pytest.fixture(scope="module")
def grader() -> MathAccuracy:
    return MathAccuracy()


@pytest.mark.parametrize(("prompt", "completion", "gold"), PAID)
def test_a_word_calling_the_answer_right_leaves_it_paid(grader, prompt, completion, gold):
    assert grader.explain(prompt, completion, gold)["outcome"] == 1.0


@pytest.mark.parametrize(("prompt", "completion", "gold"), REFUSED)
def test_a_doubt_or_a_turn_beside_it_leaves_the_answer_unpaid(grader, prompt, completion, gold):
    assert grader.explain(prompt, completion, gold)["outcome"] == 0.0
