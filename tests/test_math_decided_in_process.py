"""What ``math_accuracy`` decides without a worker is what math-verify decides: intervals with integer
endpoints, every pair of brackets, equal and different endpoints, under both ``strict`` settings."""

from __future__ import annotations

import itertools

import pytest

from reward_plugins.math.boxes import box
from reward_plugins.math.gold import read_gold
from reward_plugins.math.worker import check

BRACKETS = list(itertools.product("[(", ")]"))
ENDPOINTS = [(-3, 2), (-3, 5), (0, 2)]


@pytest.mark.parametrize("strict", [True, False])
def test_intervals_with_integer_endpoints_are_decided_as_math_verify_decides(math_plugin, strict):
    math_plugin.strict = strict
    decided = 0
    try:
        for (gl, gr), (al, ar), (g, a), spacing in itertools.product(
            BRACKETS, BRACKETS, itertools.product(ENDPOINTS, ENDPOINTS), ["{}, {}", "{},{}", "{} , {}"]
        ):
            gold = read_gold(gl + "{}, {}".format(*g) + gr)
            answer = al + spacing.format(*a) + ar
            reason = math_plugin._decide_here(gold, answer)
            assert reason is not None, answer
            assert reason == check(gold.document, box(answer), strict=strict), (gold.answer, answer)
            decided += 1
    finally:
        math_plugin.strict = True
    assert decided == 16 * 9 * 3


@pytest.mark.parametrize(
    "gold, answer, expected",
    [
        ("[-3, 2)", "[-03, 2)", "correct"),  # a leading zero is the same integer
        ("[-3, 2)", "[3, -2)", None),  # upper below lower: sympy's empty set, left to math-verify
        ("[2, 2]", "[2, 2]", "correct"),  # spelled alike
        ("(2, 2)", "[2, 3)", None),  # the empty set against an interval
        ("[-3, 2)", "[-3.0, 2)", None),  # not integers
        ("(-\\infty, 2)", "[-\\infty, 2)", None),  # an infinite endpoint is open whatever its bracket
    ],
)
def test_what_the_interval_path_leaves_to_math_verify(math_plugin, gold, answer, expected):
    reason = math_plugin._decide_here(read_gold(gold), answer)
    assert reason == expected
    if reason is not None:
        assert reason == check(read_gold(gold).document, box(answer))
