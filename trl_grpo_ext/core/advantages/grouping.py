"""Per-group statistics shared by every advantage scheme.

Rewards arrive flat, ``(N,)`` with ``N = num_groups * group_size``, in TRL's order: the
``group_size`` completions of one prompt are contiguous. A NaN reward marks an unscorable
completion (every reward function returned ``None``): it is left out of every statistic and
its advantage is 0, as in TRL.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from typing import Any

import torch


def check_group_size(group_size: Any) -> int:
    """``group_size`` as a Python int >= 1 (NumPy integers accepted), else a clear error."""
    if isinstance(group_size, bool) or not isinstance(group_size, numbers.Integral):
        raise TypeError(f"group_size must be an int, got {type(group_size).__name__} {group_size!r}")
    if group_size < 1:
        raise ValueError(f"group_size must be >= 1, got {group_size}")
    return int(group_size)


def as_reward_tensor(rewards: Any, group_size: int) -> torch.Tensor:
    """Validate ``rewards`` and ``group_size``; return the rewards as a 1-D float tensor.

    Float tensors keep their device; lists and arrays become CPU tensors. Integer and boolean
    tensors become float32.
    """
    group_size = check_group_size(group_size)
    if not isinstance(rewards, torch.Tensor):
        try:
            rewards = torch.as_tensor(rewards, dtype=torch.float32)
        except (TypeError, ValueError, RuntimeError) as exc:
            raise TypeError(f"rewards must be a 1-D tensor or sequence of numbers: {exc}") from exc
    rewards = rewards.detach()  # advantages are targets, never part of the graph
    if not torch.is_floating_point(rewards):
        rewards = rewards.to(torch.float32)
    if rewards.dim() != 1:
        raise ValueError(f"rewards must be 1-D (N,), got shape {tuple(rewards.shape)}")
    n = rewards.numel()
    if n == 0 or n % group_size:
        raise ValueError(
            f"the number of rewards ({n}) must be a positive multiple of group_size ({group_size}): "
            f"rewards come as num_groups x group_size, the completions of one prompt contiguous"
        )
    if torch.isinf(rewards).any():
        index = int(torch.isinf(rewards).nonzero()[0])
        raise ValueError(
            f"rewards must be finite numbers or NaN (NaN marks an unscorable completion); "
            f"got {float(rewards[index])} at index {index}"
        )
    return rewards


def work_dtype(device: torch.device) -> torch.dtype:
    """float64 for the schemes' arithmetic, except where the device has none (Apple MPS)."""
    return torch.float32 if device.type == "mps" else torch.float64


@dataclass
class GroupStats:
    """Rewards of one batch viewed as ``(num_groups, group_size)``, with per-group statistics.

    Attributes:
        rewards (`torch.Tensor`): ``(G, n)`` rewards, NaN where unscorable.
        valid (`torch.Tensor`): ``(G, n)`` bool, True where the reward is a number.
        count (`torch.Tensor`): ``(G,)`` number of valid rows per group.
        mean (`torch.Tensor`): ``(G,)`` mean of the valid rewards, 0 for a group without valid rows.
        zero_variance (`torch.Tensor`): ``(G,)`` bool, True where the valid rewards are all equal
            (including groups with fewer than two valid rows): no contrast, no signal.
        success (`torch.Tensor` or `None`): ``(G, n)`` 1.0 / 0.0 success indicators (0 on invalid
            rows), set by [`GroupStats.with_success`].
        successes (`torch.Tensor` or `None`): ``(G,)`` number of successes among valid rows.
    """

    rewards: torch.Tensor
    valid: torch.Tensor
    count: torch.Tensor
    mean: torch.Tensor
    zero_variance: torch.Tensor
    success: torch.Tensor | None = None
    successes: torch.Tensor | None = None

    @classmethod
    def from_rewards(cls, rewards: torch.Tensor, group_size: int, dtype: torch.dtype | None = None) -> "GroupStats":
        grouped = rewards.view(-1, group_size)
        if dtype is not None:
            grouped = grouped.to(dtype)
        valid = ~torch.isnan(grouped)
        filled = torch.where(valid, grouped, torch.zeros_like(grouped))
        count = valid.sum(dim=1)
        mean = filled.sum(dim=1) / count.clamp(min=1).to(grouped.dtype)
        inf = torch.full_like(grouped, math.inf)
        high = torch.where(valid, grouped, -inf).amax(dim=1)
        low = torch.where(valid, grouped, inf).amin(dim=1)
        zero_variance = (count < 2) | (high == low)
        return cls(grouped, valid, count, mean, zero_variance)

    @property
    def dtype(self) -> torch.dtype:
        return self.rewards.dtype

    def no_contrast(self, success_based: bool = False) -> torch.Tensor:
        """``(G,)`` bool: groups that give a baseline scheme nothing to contrast.

        On raw rewards these are the ``zero_variance`` groups; ``success_based`` (a scheme that sees
        only successes, after [`GroupStats.with_success`]) adds groups whose successes are all equal
        (all right or all wrong) even where shaping terms make the raw rewards differ.
        """
        if not success_based:
            return self.zero_variance
        if self.successes is None:
            raise RuntimeError("success indicators are not set; call with_success() first")
        return (self.count < 2) | (self.successes == 0) | (self.successes == self.count)

    @property
    def p_hat(self) -> torch.Tensor:
        """``(G,)`` success rate ``c / n`` over valid rows (0 for a group without valid rows)."""
        if self.successes is None:
            raise RuntimeError("success indicators are not set; call with_success() first")
        return self.successes / self.count.clamp(min=1).to(self.dtype)

    def with_success(self, success_threshold: float | None, scheme_name: str) -> "GroupStats":
        """Set ``success`` / ``successes``: binary rewards as they are, else ``r >= success_threshold``.

        Raises a `ValueError` naming the scheme when rewards are not binary and no threshold is set.
        """
        if success_threshold is None:
            binary = (self.rewards == 0) | (self.rewards == 1) | ~self.valid
            if not bool(binary.all()):
                bad = self.rewards[~binary][:3].tolist()
                raise ValueError(
                    f"scheme {scheme_name!r} needs binary rewards (0 or 1, NaN for unscorable), got values "
                    f"such as {bad}. Pass success_threshold=... to count rewards >= threshold as successes, "
                    f"or use a scheme that accepts any reward: grpo, mean_only, rloo, risk_seeking."
                )
            success = torch.where(self.valid, self.rewards, torch.zeros_like(self.rewards))
        else:
            success = (self.valid & (self.rewards >= success_threshold)).to(self.dtype)
        self.success = success
        self.successes = success.sum(dim=1)
        return self


def group_success_rates(rewards: Any, group_size: int, success_threshold: float | None = None) -> torch.Tensor:
    """Per-group success rate ``p`` over the valid (non-NaN) rows.

    With ``success_threshold`` a reward ``>= success_threshold`` counts as a success. Without it the
    result is the group's mean reward, which is the success rate for binary rewards.

    Args:
        rewards (`torch.Tensor` of shape `(N,)`):
            Rewards, the ``group_size`` completions of one prompt contiguous; NaN = unscorable.
        group_size (`int`):
            Completions per prompt.
        success_threshold (`float`, *optional*):
            Reward at or above which a completion counts as a success.

    Returns:
        `torch.Tensor` of shape `(N // group_size,)`, float32, NaN for a group without valid rows.

    Example:

    >>> import torch
    >>> group_success_rates(torch.tensor([1.0, 0.0, 0.0, float("nan"), 1.0, 1.0]), group_size=3)
    tensor([0.3333, 1.0000])
    >>> group_success_rates(torch.tensor([0.9, 0.2, 0.6, 0.1]), group_size=2, success_threshold=0.5)
    tensor([0.5000, 0.5000])
    """
    group_size = check_group_size(group_size)
    rewards = as_reward_tensor(rewards, group_size)
    stats = GroupStats.from_rewards(rewards, group_size, dtype=work_dtype(rewards.device))
    if success_threshold is None:
        rates = stats.mean
    else:
        rates = stats.with_success(success_threshold, "group_success_rates").p_hat
    rates = torch.where(stats.count > 0, rates, torch.full_like(rates, math.nan))
    return rates.to(torch.float32)
