"""A lone Chinese or Japanese numeral is a number before a counter, after a sign, or alone as the value of a word for
"answer" at its sentence's end ("所以最终答案是 一。"); elsewhere it is a word ("一共", "一些", "答案是一个数")."""

from __future__ import annotations

import pytest

REMAINDER = "求 $2^{33}$ 除以 7 的余数。"

ALONE = [
    ("所以最终答案是 一。", "1", "correct"),
    ("所以最终答案是一。", "1", "correct"),
    ("答案：一", "1", "correct"),
    ("所以最终答案是 七。", "7", "correct"),
    ("よって答えは 七 です。", "7", "correct"),
    ("所以最终答案是 二。", "1", "wrong"),
    ("答案：二", "1", "wrong"),
    ("答案是一还是二。", "1", "refused"),
    ("答案是一，也可能是二。", "1", "refused"),
    ("答案不是一。", "1", "refused"),
]


@pytest.mark.parametrize("completion,gold,reason", ALONE)
def test_a_lone_numeral_is_the_answers_value_only_alone_after_a_word_for_answer(math_plugin, completion, gold, reason):
    found = math_plugin.explain(REMAINDER, completion, gold)["reason"]
    assert found == reason if reason != "refused" else found != "correct"


@pytest.mark.parametrize("text", ["一共有三个。", "有一些苹果。", "答案是一个数。", "统一。"])
def test_a_lone_numeral_inside_words_is_no_answer_alone(text):
    from reward_plugins.math.number_words import _CJK_RUN, _answer_alone

    assert not any(_answer_alone(m) for m in _CJK_RUN.finditer(text) if len(m.group()) == 1)
