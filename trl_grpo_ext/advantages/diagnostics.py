"""Per-step numbers of the contrastive view, for a trainer's metrics (``scheme/*``)."""

from __future__ import annotations

import math
from typing import Any

import torch

from .grouping import GroupStats, as_reward_tensor, check_group_size


def scheme_diagnostics(
    rewards: Any,
    advantages: torch.Tensor,
    group_size: int,
    success_threshold: float | None = None,
) -> dict[str, Any]:
    """Success rates, zero-variance share and effective weights of one batch.

    Args:
        rewards (`torch.Tensor` of shape `(N,)`):
            The rewards the scheme saw (NaN = unscorable).
        advantages (`torch.Tensor` of shape `(N,)`):
            The scheme's advantages for them.
        group_size (`int`):
            Completions per prompt.
        success_threshold (`float`, *optional*):
            Reward at or above which a completion counts as a success; without it the rewards must
            be binary for the weights to be defined.

    Returns:
        `dict` with
        - ``"p"``: `torch.Tensor` `(num_groups,)` float32 per-group success rate (mean reward when the
          rewards are not binary and no threshold is given; NaN for a group without valid rows),
        - ``"p_mean"``: mean of ``p`` over groups with valid rows,
        - ``"frac_zero_variance"``: share of groups whose valid rewards are all equal (no contrast),
        - ``"w_plus_mean"`` / ``"w_minus_mean"``: mean advantage of the successful completions / minus
          the mean advantage of the failed ones, i.e. the effective ``w+`` and ``w-`` of the step
          (NaN when there is no such completion, or success is undefined).

    Example:

    >>> import torch
    >>> from trl_grpo_ext.advantages import compute_advantages
    >>> rewards = torch.tensor([1.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0])
    >>> stats = scheme_diagnostics(rewards, compute_advantages(rewards, 4, "max_rl"), group_size=4)
    >>> [round(stats[key], 4) for key in ("p_mean", "frac_zero_variance", "w_plus_mean", "w_minus_mean")]
    [0.625, 0.5, 0.6, 1.0]
    """
    group_size = check_group_size(group_size)
    rewards = as_reward_tensor(rewards, group_size)
    advantages = torch.as_tensor(advantages, device=rewards.device).reshape(-1)
    if advantages.shape != rewards.shape:
        raise ValueError(f"advantages have shape {tuple(advantages.shape)}, rewards {tuple(rewards.shape)}")
    stats = GroupStats.from_rewards(rewards, group_size, dtype=torch.float32)
    has_rows = stats.count > 0
    valid = stats.valid
    grouped = stats.rewards
    binary = bool(((grouped == 0) | (grouped == 1) | ~valid).all())

    if success_threshold is not None:
        success = valid & (grouped >= success_threshold)
    elif binary:
        success = valid & (grouped == 1)
    else:
        success = None
    if success is not None:
        p = success.sum(dim=1).float() / stats.count.clamp(min=1).float()
    else:
        p = stats.mean.float()
    p = torch.where(has_rows, p, torch.full_like(p, math.nan))

    def mean_of(mask: torch.Tensor, sign: float) -> float:
        values = advantages.view(-1, group_size).float()[mask]
        return sign * values.mean().item() if values.numel() else math.nan

    w_plus = mean_of(success, 1.0) if success is not None else math.nan
    w_minus = mean_of(valid & ~success, -1.0) if success is not None else math.nan
    return {
        "p": p,
        "p_mean": p[has_rows].mean().item() if bool(has_rows.any()) else math.nan,
        "frac_zero_variance": stats.zero_variance.float().mean().item(),
        "w_plus_mean": w_plus,
        "w_minus_mean": w_minus,
    }
