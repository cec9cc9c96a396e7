"""A bracket after the answer that says its quantity again (another unit, a count in groups, a share, "i.e.") is part
of the answer, and what follows it in the clause is still judged as it is without the bracket: another value after
"or", "maybe", "possibly", "unless" or in a bracket of its own ("168 hours (= 1 week), or maybe 170") is offered
beside the answer, in any language read; the bracket alone, or words with no value after it, leave the answer paid."""

from __future__ import annotations

import pytest

WEEK = "How many hours are in one week?"
HOURS = "How many minutes are in 2.5 hours?"
GRAMS = "A bag weighs 2.5 kg. How many grams is that?"
EGGS = "A farmer has 44 eggs. How many eggs does he have?"
PASSED = "A class has 40 students and 34 passed. How many passed?"
SHARE = "What is 15% of 80?"

WORKED = {WEEK: "7 × 24 = 168.\n\n", HOURS: "2.5 × 60 = 150.\n\n", GRAMS: "2.5 × 1000 = 2500.\n\n",
          EGGS: "He has 44 eggs.\n\n", PASSED: "34 passed.\n\n", SHARE: "0.15 × 80 = 12.\n\n"}

# The answer with the bracket that says it again, and a second value of the same question.
SAID_AGAIN = [
    (WEEK, "Answer: 168 hours (= 1 week)", "168", "170"),
    (WEEK, "Answer: 168 hours (1 week)", "168", "170"),
    (HOURS, "Answer: 150 minutes (2 h 30 min)", "150", "160"),
    (HOURS, "Answer: 150 minutes (= 2.5 hours)", "150", "160"),
    (GRAMS, "**Answer: 2500 g** (= 2.5 kg)", "2500", "3000"),
    (EGGS, "Answer: 44 eggs (3 dozen and 8)", "44", "45"),
    (PASSED, "Answer: 34 students (34 out of 40)", "34", "35"),
]
# A share said again after the answer, the second value offered in the completion's own language.
SHARE_OFFERED = [
    (SHARE, "**Answer: 12** (i.e. 15% of 80), or maybe 13.", "12"),
    (SHARE, "**Answer: 12** (i.e. 15% of 80), possibly 13.", "12"),
    (SHARE, "**Answer: 12** (i.e. 15% of 80) (or 13).", "12"),
    (SHARE, "**Antwort: 12** (d.h. 15% von 80), oder vielleicht 13.", "12"),
    (SHARE, "**Ответ: 12** (т.е. 15% от 80), или может 13.", "12"),
]

# What follows the bracket and offers the second value, in the languages read.
OFFERS = [", or maybe {}.", " (or {}).", " or {}.", ", possibly {}.", ", maybe {}.", ", unless it is {}.",
          ", oder vielleicht {}.", ", ou peut-être {}.", ", o quizás {}.", ", или может {}."]

# What may follow the bracket and offers nothing.
CLOSINGS = [".", "", ", as computed."]

REFUSED = [(p, WORKED[p] + said + offer.format(other), gold) for p, said, gold, other in SAID_AGAIN for offer in OFFERS] + [
    (p, WORKED[p] + said, gold) for p, said, gold in SHARE_OFFERED]
PAID = [(p, WORKED[p] + said + closing, gold) for p, said, gold, _ in SAID_AGAIN for closing in CLOSINGS] + [
    (SHARE, WORKED[SHARE] + "**Answer: 12** (i.e. 15% of 80).", "12"),
    (HOURS, WORKED[HOURS] + "Answer: 150 minutes, i.e. 2.5 hours.", "150"),
    (WEEK, WORKED[WEEK] + "Answer: 168 hours (= 1 week), so the claim holds.", "168"),
]


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


@pytest.mark.parametrize("prompt,completion,gold", PAID)
def test_the_answer_said_again_in_a_bracket_is_paid(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


@pytest.mark.parametrize("prompt,completion,gold", REFUSED)
def test_a_second_value_after_the_bracket_is_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"
