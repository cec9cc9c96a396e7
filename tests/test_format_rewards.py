"""Format and length shaping rewards: what earns them, and the degenerate replies that must not."""

from __future__ import annotations

import pickle

import pytest

from reward_plugins.format import SingleBoxedAnswer, SoftOverlongPenalty, ThinkAnswerFormat, overlong_penalty
from trl_grpo_ext.registry import get_reward


def call(plugin, completions, **kwargs):
    return plugin(prompts=["q"] * len(completions), completions=completions, **kwargs)


@pytest.mark.parametrize(
    "name, cls",
    [
        ("think_answer_format", ThinkAnswerFormat),
        ("single_boxed_answer", SingleBoxedAnswer),
        ("soft_overlong_penalty", SoftOverlongPenalty),
    ],
)
def test_registered(name, cls):
    options = {"max_length": 64} if cls is SoftOverlongPenalty else {}
    plugin = get_reward(name, **options)
    assert isinstance(plugin, cls) and plugin.__name__ == name
    assert pickle.loads(pickle.dumps(plugin)).__name__ == name


@pytest.mark.parametrize(
    "completion, reason",
    [
        ("<think>6 * 7 = 42</think>\n<answer>42</answer>", "well_formed"),
        ("  <think>\nreasoning\n</think>  <answer>x = 3</answer>\n", "well_formed"),
        ("<think>a</think><answer>42</answer> and more text", "text_outside"),
        ("Sure! <think>a</think><answer>42</answer>", "text_outside"),
        ("<think>a</think> so <answer>42</answer>", "text_outside"),
        ("<answer>42</answer><think>a</think>", "text_outside"),
        ("<think>a</think><answer></answer>", "empty_answer"),
        ("<think>a</think><answer> . ! </answer>", "empty_answer"),
        ("<think> </think><answer>42</answer>", "empty_think"),
        ("<think>a</think><answer>1</answer><answer>2</answer>", "repeated_tag"),
        ("<think>a<think>b</think><answer>1</answer>", "repeated_tag"),
        ("<think>a</think>42", "missing_tag"),
        ("<answer>42</answer>", "missing_tag"),
        ("42", "missing_tag"),
        ("", "empty"),
        (None, "malformed"),
    ],
)
def test_think_answer_format(completion, reason):
    plugin = ThinkAnswerFormat()
    assert call(plugin, [completion]) == [1.0 if reason == "well_formed" else 0.0]
    assert plugin.outcomes == {reason: 1}


def test_think_answer_format_with_a_prefilled_think_tag():
    plugin = ThinkAnswerFormat(think_prefilled=True)
    assert call(plugin, ["reasoning</think><answer>42</answer>", "<think>again</think><answer>42</answer>"]) == [1.0, 0.0]


def test_think_answer_format_conversational():
    msgs = [[{"role": "assistant", "content": "<think>t</think><answer>7</answer>"}]]
    assert call(ThinkAnswerFormat(), msgs) == [1.0]


@pytest.mark.parametrize(
    "completion, reason",
    [
        ("6 * 7 = 42, so the answer is \\boxed{42}.", "single_boxed"),
        ("\\boxed{\\frac{3}{4}}", "single_boxed"),
        ("\\boxed{\\pi}", "single_boxed"),
        ("\\boxed{} \\boxed{} \\boxed{} \\boxed{}", "multiple_boxed"),
        ("\\boxed{41} no, \\boxed{42}", "multiple_boxed"),
        ("\\boxed{\\boxed{42}}", "multiple_boxed"),
        ("\\boxed{}", "empty_boxed"),
        ("\\boxed{ \\text{ } \\quad }", "empty_boxed"),
        ("\\boxed{42", "unclosed_boxed"),
        ("The answer is 42.", "no_boxed"),
        ("  ", "empty"),
        (None, "malformed"),
    ],
)
def test_single_boxed_answer(completion, reason):
    plugin = SingleBoxedAnswer()
    assert call(plugin, [completion]) == [1.0 if reason == "single_boxed" else 0.0]
    assert plugin.outcomes == {reason: 1}


def test_the_measured_boxed_hack_earns_nothing():
    # What stock GRPO turned SmolLM2 into under a presence bonus: 48 tokens of empty boxes.
    hack = " ".join(["\\boxed{}"] * 48)
    assert call(SingleBoxedAnswer(), [hack, "\\boxed{}"]) == [0.0, 0.0]
    assert call(ThinkAnswerFormat(), ["<think>" + hack + "</think><answer>" + hack + "</answer>"]) == [0.0]


def test_soft_overlong_penalty_in_tokens_matches_trl():
    from trl.rewards import get_soft_overlong_punishment

    ids = [[1] * n for n in (0, 50, 80, 81, 90, 99, 100, 101, 500)]
    ours = call(SoftOverlongPenalty(max_length=100, cache_length=20), ["x"] * len(ids), completion_ids=ids)
    assert ours == get_soft_overlong_punishment(100, 20)(ids)
    assert ours == [0.0, 0.0, 0.0, -0.05, -0.5, -0.95, -1.0, -1.0, -1.0]


def test_soft_overlong_penalty_counts_characters_without_ids():
    plugin = SoftOverlongPenalty(max_length=100, cache_length=20)
    assert call(plugin, ["x" * 70, "x" * 90, "x" * 200, None]) == [0.0, -0.5, -1.0, 0.0]
    assert plugin.outcomes == {"within_limit": 1, "soft_zone": 1, "over_limit": 1, "malformed": 1}
    # unit="chars" ignores token ids; unit="tokens" insists on them.
    chars = SoftOverlongPenalty(max_length=100, cache_length=20, unit="chars")
    assert call(chars, ["x" * 90], completion_ids=[[1]]) == [-0.5]
    with pytest.raises(ValueError, match="completion_ids"):
        call(SoftOverlongPenalty(max_length=100, unit="tokens"), ["x"])


def test_soft_overlong_penalty_never_rewards_short_replies():
    assert max(overlong_penalty(n, 64, 16) for n in range(0, 200)) == 0.0


@pytest.mark.parametrize(
    "options, match",
    [
        ({"max_length": 0}, "max_length"),
        ({"max_length": 10, "cache_length": 11}, "cache_length"),
        ({"max_length": 10, "unit": "words"}, "auto, tokens, chars"),
    ],
)
def test_soft_overlong_penalty_bad_options(options, match):
    with pytest.raises(ValueError, match=match):
        SoftOverlongPenalty(**options)
