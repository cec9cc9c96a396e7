"""A completion that says there is nothing ("no real solutions", "there are none", "keine Lösung") answers
a count of 0 or a gold that says there is no solution, and nothing else."""

from __future__ import annotations

import pytest

from reward_plugins.math.no_solution import none_gold, says_none

SAYS = [
    ("Therefore the equation has no real solutions.", True),
    ("Number of real solutions: none.", True),
    ("There are none.", True),
    ("Jawaban: tidak ada penyelesaian real.", True),
    ("Die Gleichung hat keine reelle Lösung.", True),
    ("方程无实数解。", True),
    ("There are 2 solutions, none negative.", False),  # a number stated
    ("There are no other solutions.", False),  # "other": not a statement that there are none
]


@pytest.mark.parametrize("sentence,none", SAYS)
def test_saying_there_is_no_solution_is_read_in_many_languages(sentence, none):
    assert says_none(sentence) is none


_COUNT = "How many real solutions does the equation $x^2 + 4x + 5 = 0$ have?"
JUDGED = [
    (_COUNT, "The discriminant is −4 < 0.\nTherefore the equation has no real solutions.", "0", "correct"),
    (_COUNT, "Number of real solutions: none.", "0", "correct"),
    (_COUNT, "Jawaban: tidak ada penyelesaian real.", "0", "correct"),
    (_COUNT, "Hmm. None.", "2", "no_answer"),  # no count but 0
    (_COUNT, "Probably none.", "0", "no_answer"),  # a doubt on it: not committed to
    (_COUNT, "\\boxed{2}. There are no other solutions.", "0", "wrong"),  # a value committed to stays the answer
    ("Solve $2x = 0$.", "There is no solution.", "0", "no_answer"),  # not a count: x = 0 is a solution
    ("Solve for $x$: $|x| + 3 = 1$.", "There is no real $x$ satisfying this — it has no solution.", "\\text{no solution}",
     "correct"),
    ("Solve for $x$: $|x| + 3 = 1$.", "So $x = 2$.", "\\text{no solution}", "wrong"),
    ("Solve for $x$: $|x| + 3 = 1$.", "The solution set is empty: no solution.", "\\emptyset", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", JUDGED)
def test_none_answers_a_count_of_zero_or_a_gold_of_no_solution(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


def test_the_golds_that_none_answers():
    assert [none_gold(g) for g in ("0", "\\text{no solution}", "\\varnothing", "No real solutions.", "2", "x")] == [
        "count", "words", "words", "words", None, None]
