"""After an answer's label, math that a verb's number follows ("$6!$ has 30 positive divisors") is what the answer is
about: the number is the answer. An equation, a value said again in another form, a number that is an operand or
qualified, and a second value in the sentence keep the math (or the hedge) as the answer."""

from __future__ import annotations

import pytest

from reward_plugins.math.clean import clean_answer

DIVISORS = "How many positive divisors does $6!$ have?"
POWER = "Evaluate $2^{10}$."

READ = [  # (prompt, completion, gold, reason)
    (DIVISORS, "**Answer:** $6!$ has 30 positive divisors.", "30", "correct"),
    (DIVISORS, "**Answer:** $6!$ has $30$ positive divisors.", "30", "correct"),
    (DIVISORS, "Answer: \\(6!\\) has exactly 30 divisors.", "30", "correct"),
    (DIVISORS, "**Answer:** $6!$ has 31 positive divisors.", "30", "wrong"),
    (DIVISORS, "**Answer:** $6!$ has 30 positive divisors (maybe 31).", "30", "hedged"),
    (DIVISORS, "**Answer:** $6!$ has 30 positive divisors. Wait, that's wrong.", "30", "no_answer"),
    (POWER, "**Answer:** $2^{10}$ equals 1024.", "1024", "correct"),
    (POWER, "**Answer:** $2^{10}$ equals 2 × 512.", "1024", "restated"),
    (POWER, "**Answer:** $2^{10}$", "1024", "restated"),
    ("What is $\\binom{6}{2}$?", "Answer: $\\binom{6}{2}$ is 15.", "15", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", READ)
def test_the_number_said_of_the_math_is_the_answer(math_plugin, prompt, completion, gold, reason):
    result = math_plugin.explain(prompt, completion, gold)
    assert result["reason"] == reason, result


@pytest.mark.parametrize("text,answer", [
    (" $6!$ has 30 positive divisors.", "30 positive divisors"),
    (" $n$ is 12.", "12"),
    (" $x = 5$ is 5.", "x = 5"),
    (" $\\frac{3}{4}$ is 0.75.", "\\frac{3}{4}"),
    (" $12$ is 3 more than 9.", "12"),
    (" $1024$ equals 2 × 512.", "1024"),
    (" $n$ equals 2 × 512.", "n"),
    (" $6!$ has 30 divisors, and $7!$ has 60.", "6!"),
    (" $42$ is the total.", "42"),
])
def test_clean_answer_subject(text, answer):
    assert clean_answer(text) == answer
