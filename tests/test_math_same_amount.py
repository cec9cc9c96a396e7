"""A value beside the answer that says the same amount in another form ("$\\boxed{\\dfrac{7}{10}}$ (i.e., 0.7, or 70%)")
is the answer said again, no second value; a bracket with another amount is still one."""

from __future__ import annotations

import pytest

from reward_plugins.math.candidates import other_values

RAIN = "What is the probability that it will not rain? Express your answer as a common fraction."

CASES = [  # (completion, reason)
    ("Final answer: $\\boxed{\\dfrac{7}{10}}$ (i.e., 0.7, or a 70% chance of no rain).", "correct"),
    ("Final answer: $\\boxed{\\dfrac{7}{10}}$ (i.e., 0.7, or 70%).", "correct"),
    ("Final answer: $\\boxed{\\dfrac{7}{10}}$ (i.e., 70%).", "correct"),
    ("Final answer: $\\boxed{\\dfrac{7}{10}}$ (i.e., 0.6, or 70%).", "value_after"),
]


@pytest.mark.parametrize("completion,reason", CASES)
def test_the_same_amount_in_another_form_is_no_second_value(math_plugin, completion, reason):
    assert math_plugin.explain(RAIN, completion, "\\frac{7}{10}")["reason"] == reason


@pytest.mark.parametrize("clause,answer,others", [
    (" $\\dfrac{7}{10}$ (i.e., 0.7, or 70%).", "\\dfrac{7}{10}", []),
    (" $\\dfrac{7}{10}$ (i.e., 0.6, or 70%).", "\\dfrac{7}{10}", ["0.6"]),
    (" $18 each, $54 in total", "18", ["54"]),
    (" 0.5, or 50%", "0.5", []),
    (" 0.5, or 5%", "0.5", ["5%"]),
])
def test_other_values(clause, answer, others):
    assert other_values(clause, answer) == others
