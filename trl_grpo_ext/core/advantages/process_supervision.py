"""Process supervision (DeepSeekMath §4.1.3): a reward per reasoning step, an advantage per token.

Outcome supervision gives every token of a completion the same advantage. Process supervision
scores each reasoning step instead: the step rewards of all completions of one prompt are
normalised together, ``r~ = (r - mean) / (std + 1e-4)``, and token ``t`` gets the sum of ``r~``
over the steps that end after it. A token is credited with the steps it leads to, not with the
steps already written before it.

Steps end at token offsets (end exclusive). A reward plugin knows where a step ends in
characters; :func:`token_step_ends` maps those offsets to tokens, given where each token's text
ends (from a fast tokenizer's offset mapping, :func:`token_char_ends_from_offsets`, or by
decoding, :func:`token_char_ends_from_ids`).
"""

from __future__ import annotations

import bisect
import math
import numbers
from typing import Any, Callable, Sequence

import torch

from .grouping import check_group_size

# The same epsilon as TRL's outcome advantages, (r - mean) / (std + 1e-4).
STD_EPS = 1e-4


def process_supervision_advantages(
    step_rewards: Sequence[Sequence[float]],
    step_ends: Sequence[Sequence[int]],
    lengths: Sequence[int],
    group_size: int,
) -> torch.Tensor:
    """Per-token advantages ``(N, max(lengths))`` from per-step rewards (DeepSeekMath §4.1.3).

    The step rewards of the ``group_size`` completions of one prompt (contiguous rows, TRL's
    order) are normalised together with their mean and ``torch.std`` (Bessel's correction; a
    group with a single step reward has std 0, so that reward normalises to 0). Token ``t`` of
    completion ``i`` gets the sum of the normalised rewards of the steps of ``i`` whose end is
    ``> t``. Positions at or past a completion's length are 0, and so is every token of a group
    without steps.

    Args:
        step_rewards (`list[list[float]]`):
            For each of the N completions, the reward of each of its steps (finite numbers).
        step_ends (`list[list[int]]`):
            For each completion, the token offset where each step ends (end exclusive), in the
            same order as its rewards: non-decreasing and within ``[1, length]``. An end outside
            that range is an error, not clipped: it means the character-to-token mapping went
            wrong, and shifting the credit silently would hide it (:func:`token_step_ends`
            already clips to the completion).
        lengths (`list[int]`):
            The number of completion tokens of each row (the completion mask's row sums).
        group_size (`int`):
            Completions per prompt; N must be a multiple of it.

    Returns:
        `torch.Tensor`: float32, shape ``(N, max(lengths))``, on the CPU.

    Example:

    >>> process_supervision_advantages([[1.0, 0.0], [0.0]], [[2, 4], [3]], [5, 3], group_size=2)
    tensor([[ 0.5773,  0.5773, -0.5773, -0.5773,  0.0000],
            [-0.5773, -0.5773, -0.5773,  0.0000,  0.0000]])
    """
    group_size = check_group_size(group_size)
    lengths = _check_lengths(lengths)
    n = len(lengths)
    if len(step_rewards) != n or len(step_ends) != n:
        raise ValueError(
            f"step_rewards ({len(step_rewards)} rows), step_ends ({len(step_ends)} rows) and lengths "
            f"({n} rows) must describe the same completions"
        )
    if n == 0 or n % group_size:
        raise ValueError(
            f"the number of completions ({n}) must be a positive multiple of group_size ({group_size}): "
            f"rows come as num_groups x group_size, the completions of one prompt contiguous"
        )
    rows, ends, rewards = _flatten_steps(step_rewards, step_ends, lengths)
    width = max(lengths)
    if not rewards:
        return torch.zeros(n, width, dtype=torch.float32)

    rows_t = torch.tensor(rows)
    reward_t = torch.tensor(rewards, dtype=torch.float64)
    normalised = _normalise_per_group(reward_t, rows_t // group_size, n // group_size)
    # Put each step's r~ on its last token, then sum from the right: token t collects the steps
    # ending after it. Ends are <= length, so positions past a row's length stay 0.
    on_last_token = torch.zeros(n, width, dtype=torch.float64)
    on_last_token.index_put_((rows_t, torch.tensor(ends) - 1), normalised, accumulate=True)
    return on_last_token.flip(1).cumsum(1).flip(1).to(torch.float32)


def _check_lengths(lengths: Any) -> list[int]:
    if isinstance(lengths, torch.Tensor):
        lengths = lengths.tolist()
    out = []
    for i, length in enumerate(lengths):
        if isinstance(length, bool) or not isinstance(length, numbers.Integral) or length < 0:
            raise ValueError(f"lengths[{i}] must be an int >= 0 (completion tokens), got {length!r}")
        out.append(int(length))
    return out


def _flatten_steps(step_rewards, step_ends, lengths) -> tuple[list[int], list[int], list[float]]:
    """Every step as (row, end, reward), validated."""
    rows, ends, rewards = [], [], []
    for i, (row_rewards, row_ends, length) in enumerate(zip(step_rewards, step_ends, lengths)):
        row_rewards, row_ends = list(row_rewards), list(row_ends)
        if len(row_rewards) != len(row_ends):
            raise ValueError(f"completion {i} has {len(row_rewards)} step rewards but {len(row_ends)} step ends")
        previous = 1
        for j, (reward, end) in enumerate(zip(row_rewards, row_ends)):
            if isinstance(end, bool) or not isinstance(end, numbers.Integral):
                raise ValueError(f"step_ends[{i}][{j}] must be an int token offset, got {end!r}")
            if not 1 <= end <= length:
                raise ValueError(
                    f"step_ends[{i}][{j}] = {end} is outside [1, {length}] (completion {i} has {length} tokens); "
                    f"map character offsets with token_step_ends(), which clips them to the completion"
                )
            if end < previous:
                raise ValueError(f"step_ends[{i}] must be non-decreasing, got {row_ends}")
            if isinstance(reward, bool) or not isinstance(reward, numbers.Real) or not math.isfinite(reward):
                raise ValueError(f"step_rewards[{i}][{j}] must be a finite number, got {reward!r}")
            previous = end
            rows.append(i)
            ends.append(int(end))
            rewards.append(float(reward))
    return rows, ends, rewards


def _normalise_per_group(rewards: torch.Tensor, groups: torch.Tensor, num_groups: int) -> torch.Tensor:
    """``(r - mean) / (std + 1e-4)`` over the steps of each group; std is Bessel's, 0 for one step."""
    count = torch.zeros(num_groups, dtype=rewards.dtype).index_add_(0, groups, torch.ones_like(rewards))
    mean = torch.zeros(num_groups, dtype=rewards.dtype).index_add_(0, groups, rewards) / count.clamp(min=1)
    centred = rewards - mean[groups]
    squares = torch.zeros(num_groups, dtype=rewards.dtype).index_add_(0, groups, centred**2)
    std = (squares / (count - 1).clamp(min=1)).sqrt()
    return centred / (std[groups] + STD_EPS)


def token_step_ends(char_ends: Sequence[int], token_char_ends: Sequence[int]) -> list[int]:
    """Map step ends from character offsets to token offsets (both end exclusive).

    A step ends with the token that holds its last character, so a step whose last character
    ``char_end - 1`` lies inside token ``k`` ends at token offset ``k + 1``. A character end past
    the text the tokens cover (the reward saw more text than the tokens hold) is clipped to
    the last token.

    Args:
        char_ends (`list[int]`): where each step ends in the completion text, each ``>= 1``.
        token_char_ends (`list[int]`): for each token, the number of characters of the text that
            tokens ``0..k`` cover (non-decreasing); from :func:`token_char_ends_from_offsets` or
            :func:`token_char_ends_from_ids`.

    Returns:
        `list[int]`: token offsets in ``[1, len(token_char_ends)]``; empty when there are no tokens.

    Example:

    >>> token_step_ends([3, 4, 9, 50], token_char_ends=[2, 5, 9])  # tokens "ab", "cde", "fghi"
    [2, 2, 3, 3]
    """
    if not token_char_ends:
        return []
    last = len(token_char_ends)
    out = []
    for end in char_ends:
        if isinstance(end, bool) or not isinstance(end, numbers.Integral) or end < 1:
            raise ValueError(f"a step's character end must be an int >= 1, got {end!r}")
        out.append(min(bisect.bisect_left(token_char_ends, end) + 1, last))
    return out


def token_char_ends_from_offsets(offsets: Sequence[tuple[int, int]]) -> list[int]:
    """Characters covered up to each token, from a fast tokenizer's ``offset_mapping``.

    Special tokens come as ``(0, 0)``; the running maximum keeps them at the text already covered.

    >>> token_char_ends_from_offsets([(0, 2), (2, 5), (0, 0), (5, 9)])
    [2, 5, 5, 9]
    """
    out, covered = [], 0
    for _, end in offsets:
        covered = max(covered, int(end))
        out.append(covered)
    return out


def token_char_ends_from_ids(decode: Callable[[list[int]], str], ids: Sequence[int]) -> list[int]:
    """Characters covered up to each token of ``ids``, by decoding them (``tokenizer.decode``).

    The fast path decodes token by token and keeps the lengths when the pieces join into the full
    text. Otherwise (tokenizers that drop a leading space of a lone token, bytes of one character
    split across tokens) it decodes every prefix: exact, and quadratic in the length. A prefix
    that ends inside a character decodes to replacement characters, so each prefix's length is
    capped by those of the longer prefixes.

    >>> vocab = {1: "ab", 2: "cde", 3: "fghi"}
    >>> token_char_ends_from_ids(lambda ids: "".join(vocab[i] for i in ids), [1, 2, 3])
    [2, 5, 9]
    """
    ids = list(ids)
    full = decode(ids)
    pieces = [decode([i]) for i in ids]
    if "".join(pieces) == full:
        out, covered = [], 0
        for piece in pieces:
            covered += len(piece)
            out.append(covered)
        return out
    out = [len(decode(ids[: k + 1])) for k in range(len(ids))]
    capped = len(full)
    for k in range(len(out) - 1, -1, -1):
        capped = min(capped, out[k])
        out[k] = capped
    return out
