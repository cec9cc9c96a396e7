"""Process supervision: per-token advantages from step rewards, and step ends from characters to tokens."""

import math

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trl_grpo_ext.core.advantages.process_supervision import (
    process_supervision_advantages,
    token_char_ends_from_ids,
    token_char_ends_from_offsets,
    token_step_ends,
)


def reference(step_rewards, step_ends, lengths, group_size):
    """The formula written out as loops, one token at a time (DeepSeekMath §4.1.3)."""
    n, width = len(lengths), max(lengths)
    out = [[0.0] * width for _ in range(n)]
    for first in range(0, n, group_size):
        members = range(first, first + group_size)
        group = [r for i in members for r in step_rewards[i]]
        if not group:
            continue
        mean = sum(group) / len(group)
        std = math.sqrt(sum((r - mean) ** 2 for r in group) / (len(group) - 1)) if len(group) > 1 else 0.0
        for i in members:
            for t in range(lengths[i]):
                out[i][t] = sum(
                    (r - mean) / (std + 1e-4) for r, end in zip(step_rewards[i], step_ends[i]) if end > t
                )
    return torch.tensor(out, dtype=torch.float64)


@st.composite
def batches(draw):
    group_size = draw(st.integers(1, 6))
    groups = draw(st.integers(1, 4))
    lengths, rewards, ends = [], [], []
    for _ in range(group_size * groups):
        length = draw(st.integers(0, 24))
        steps = draw(st.integers(0, 5)) if length else 0
        row_ends = sorted(draw(st.lists(st.integers(1, max(length, 1)), min_size=steps, max_size=steps)))
        reward = st.one_of(st.sampled_from([0.0, 1.0]), st.floats(-3, 3, allow_nan=False, width=32))
        lengths.append(length)
        ends.append(row_ends)
        rewards.append(draw(st.lists(reward, min_size=steps, max_size=steps)))
    if max(lengths) == 0:
        lengths[0] = 1
    return rewards, ends, lengths, group_size


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(batch=batches())
def test_equals_the_formula_on_random_batches(batch):
    rewards, ends, lengths, group_size = batch
    out = process_supervision_advantages(rewards, ends, lengths, group_size)
    expected = reference(rewards, ends, lengths, group_size)
    assert out.shape == (len(lengths), max(lengths)) and out.dtype == torch.float32
    # The result is float32; the loop works in float64.
    torch.testing.assert_close(out.double(), expected, rtol=1e-5, atol=1e-5)
    for i, length in enumerate(lengths):
        assert (out[i, length:] == 0).all()


def test_deepseekmath_example_by_hand():
    # Group of two: rewards 1, 0 | 0 -> mean 1/3, Bessel std sqrt(1/3); r~ = 1.1546, -0.5773, -0.5773.
    out = process_supervision_advantages([[1.0, 0.0], [0.0]], [[2, 4], [3]], [5, 3], group_size=2)
    s = math.sqrt(1 / 3) + 1e-4
    hi, lo = (2 / 3) / s, (-1 / 3) / s
    expected = torch.tensor([[hi + lo, hi + lo, lo, lo, 0.0], [lo, lo, lo, 0.0, 0.0]])
    torch.testing.assert_close(out, expected)


def test_single_step_in_a_group_normalises_to_zero():
    # torch.std of one element is nan; the formula defines it as 0, so r~ = (r - r) / 1e-4 = 0.
    out = process_supervision_advantages([[0.7], [], [2.0]], [[3], [], [1]], [4, 2, 3], group_size=1)
    assert torch.equal(out, torch.zeros(3, 4))


def test_group_without_steps_is_zero_and_other_groups_unaffected():
    out = process_supervision_advantages([[], [], [1.0], [0.0]], [[], [], [2], [2]], [3, 3, 2, 2], group_size=2)
    assert (out[:2] == 0).all()
    assert out[2, 0] > 0 > out[3, 0]


def test_no_steps_anywhere_gives_zeros_of_the_right_shape():
    assert torch.equal(process_supervision_advantages([[], []], [[], []], [4, 7], 2), torch.zeros(2, 7))


def test_tokens_after_the_last_step_get_zero():
    # Steps cover tokens 0..2 only; tokens 3..5 (e.g. a final answer with no equation) get no credit.
    out = process_supervision_advantages([[1.0], [0.0]], [[3], [3]], [6, 6], 2)
    assert (out[:, 3:] == 0).all() and (out[0, :3] > 0).all()


def test_lengths_may_be_a_tensor():
    out = process_supervision_advantages([[1.0], [0.0]], [[1], [2]], torch.tensor([2, 2]), 2)
    assert out.shape == (2, 2)


@pytest.mark.parametrize(
    "rewards, ends, lengths, group_size, message",
    [
        ([[1.0]], [[1]], [2], 2, "multiple of group_size"),
        ([], [], [], 1, "positive multiple"),
        ([[1.0]], [[1]], [2, 2], 1, "same completions"),
        ([[1.0, 0.0]], [[1]], [2], 1, "2 step rewards but 1 step ends"),
        ([[1.0]], [[0]], [2], 1, r"outside \[1, 2\]"),
        ([[1.0]], [[3]], [2], 1, r"outside \[1, 2\]"),
        ([[1.0]], [[1]], [0], 1, r"outside \[1, 0\]"),
        ([[1.0, 1.0]], [[2, 1]], [2], 1, "non-decreasing"),
        ([[float("nan")]], [[1]], [2], 1, "finite number"),
        ([[float("inf")]], [[1]], [2], 1, "finite number"),
        ([[1.0]], [[1.5]], [2], 1, "int token offset"),
        ([[1.0]], [[1]], [-1], 1, r"lengths\[0\]"),
    ],
)
def test_bad_input_is_a_clear_error(rewards, ends, lengths, group_size, message):
    with pytest.raises(ValueError, match=message):
        process_supervision_advantages(rewards, ends, lengths, group_size)


def test_bad_group_size_is_a_clear_error():
    with pytest.raises(TypeError, match="group_size must be an int"):
        process_supervision_advantages([[1.0]], [[1]], [2], 1.0)


# Characters to tokens.


def test_a_step_ends_with_the_token_holding_its_last_character():
    # Tokens "ab" "cde" "fghi": char end 3 is inside token 1, end 5 closes token 1, end 6 is token 2.
    assert token_step_ends([1, 2, 3, 5, 6, 9], [2, 5, 9]) == [1, 1, 2, 2, 3, 3]


def test_a_character_end_past_the_tokens_is_clipped_to_the_last_token():
    assert token_step_ends([10, 1000], [2, 5, 9]) == [3, 3]
    assert token_step_ends([3], []) == []


def test_a_character_end_below_one_is_an_error():
    with pytest.raises(ValueError, match=">= 1"):
        token_step_ends([0], [2, 5])


def test_offsets_skip_special_tokens():
    assert token_char_ends_from_offsets([(0, 0), (0, 3), (3, 4), (0, 0)]) == [0, 3, 4, 4]


def test_decoded_lengths_fall_back_to_prefixes_when_pieces_do_not_join():
    # A SentencePiece-like decoder drops the leading space of a lone token: pieces do not join.
    vocab = {1: "▁12", 2: "▁+", 3: "▁3"}

    def decode(ids):
        return "".join(vocab[i] for i in ids).replace("▁", " ").lstrip(" ")

    assert decode([1, 2, 3]) == "12 + 3"
    assert token_char_ends_from_ids(decode, [1, 2, 3]) == [2, 4, 6]


def test_decoded_lengths_with_a_character_split_across_tokens():
    # "é" is two UTF-8 bytes in two tokens; a prefix ending between them decodes to U+FFFD.
    pieces = {1: b"x=", 2: b"\xc3", 3: b"\xa9", 4: b"1"}

    def decode(ids):
        return b"".join(pieces[i] for i in ids).decode("utf-8", errors="replace")

    ends = token_char_ends_from_ids(decode, [1, 2, 3, 4])
    assert decode([1, 2, 3, 4]) == "x=é1"
    assert ends == [2, 3, 3, 4]
    assert token_step_ends([3, 4], ends) == [2, 4]


def test_with_a_real_tokenizer_the_mapping_puts_each_equation_end_on_its_token(tiny_model_dir):
    from transformers import AutoTokenizer

    tiny_tokenizer = AutoTokenizer.from_pretrained(tiny_model_dir)
    text = "First 12 + 30 = 42, then 42 * 2 = 84. Done."
    ids = tiny_tokenizer(text, add_special_tokens=False)["input_ids"]
    ends = token_char_ends_from_ids(tiny_tokenizer.decode, ids)
    assert ends[-1] == len(tiny_tokenizer.decode(ids))
    for char_end in (text.index("42,") + 2, text.index("84") + 2):
        k = token_step_ends([char_end], ends)[0]
        covered = tiny_tokenizer.decode(ids[:k])
        assert len(covered) >= char_end and len(tiny_tokenizer.decode(ids[: k - 1])) < char_end
    # The fast tokenizer's own offset mapping gives the same ends.
    offsets = tiny_tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)["offset_mapping"]
    assert token_char_ends_from_offsets(offsets) == ends
