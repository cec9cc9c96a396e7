"""Per-step diagnostics of an advantage scheme: what the contrastive view of GRPO looks at.

For every generation batch the trainer reports, from the gathered rewards and the advantages the
scheme gave them:

- ``scheme/p_mean``: mean per-group success rate ``p`` (groups with at least one scorable row). For
  binary rewards ``p`` is the fraction of correct completions; with the scheme's
  ``success_threshold`` it is the fraction at or above the threshold; for other continuous rewards it
  is the group's mean reward.
- ``scheme/frac_zero_variance``: share of groups without contrast *as the scheme sees them*, the
  groups a baseline scheme gives zero advantage. A scheme that works on successes (binary-only:
  ``max_rl``, ``pass_at_k``, ``contrastive``, ...) sees only whether each completion succeeded, so
  for it a group has no contrast when its successes are all equal (all right or all wrong, with
  ``success_threshold`` or binary rewards), even if a length penalty makes the raw rewards differ.
  A scheme that accepts any reward (``grpo``, ``mean_only``, ...) sees the raw rewards, so for it a
  group has no contrast when its scorable rewards are all equal. Groups with fewer than two
  scorable rows count as without contrast either way.
- ``scheme/frac_zero_variance_raw`` (success-based schemes only): share of groups whose raw rewards
  are all equal, the number TRL's ``frac_reward_zero_std`` reports; next to the one above it shows
  how many groups differ only in the shaping terms.
- ``scheme/w_plus_mean`` / ``scheme/w_minus_mean``: the effective weights, i.e. the mean advantage of
  the completions on the upper side of their group's contrast, and the mean magnitude of the
  advantage of those on the lower side, over the groups with contrast. For a success-based scheme
  the sides are successes and failures of the groups with ``0 < p < 1``, so the values are the
  scheme's ``w_plus(p)`` and ``w_minus(p)`` averaged over the batch's groups (with its finite-group
  factors and any shrinkage, as applied); for a raw-reward scheme they are the completions above
  and below the group's mean reward. NaN when no group has contrast.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch

from trl_grpo_ext.advantages import GroupStats, group_success_rates


@dataclass(frozen=True)
class SchemeDiagnostics:
    """One generation batch seen through the contrastive view.

    Attributes:
        group_p (`list[float]`): success rate of each group (NaN for a group without scorable rows).
        p_mean (`float`): mean of ``group_p`` over groups with scorable rows (NaN if none).
        frac_zero_variance (`float`): share of groups without contrast as the scheme sees them.
        w_plus_mean (`float`): mean advantage of the upper side (successes, or above-mean rewards).
        w_minus_mean (`float`): mean ``-advantage`` of the lower side (failures, or below-mean rewards).
        zero_variance (`torch.Tensor`): ``(G,)`` bool, the groups without contrast (the ones
            ``drop_zero_variance_groups`` takes out of the loss).
        frac_zero_variance_raw (`float` or `None`): share of groups whose raw rewards are all equal;
            set for success-based schemes only (for the others it equals ``frac_zero_variance``).
    """

    group_p: list[float]
    p_mean: float
    frac_zero_variance: float
    w_plus_mean: float
    w_minus_mean: float
    zero_variance: torch.Tensor
    frac_zero_variance_raw: float | None = None

    def metrics(self) -> dict[str, float]:
        """The scalar metrics under their logged names."""
        metrics = {
            "scheme/p_mean": self.p_mean,
            "scheme/frac_zero_variance": self.frac_zero_variance,
            "scheme/w_plus_mean": self.w_plus_mean,
            "scheme/w_minus_mean": self.w_minus_mean,
        }
        if self.frac_zero_variance_raw is not None:
            metrics["scheme/frac_zero_variance_raw"] = self.frac_zero_variance_raw
        return metrics


def scheme_diagnostics(
    rewards: torch.Tensor,
    advantages: torch.Tensor,
    group_size: int,
    success_threshold: float | None = None,
    success_based: bool = False,
) -> SchemeDiagnostics:
    """Diagnostics of one batch of grouped rewards and the advantages a scheme gave them.

    Args:
        rewards (`torch.Tensor` of shape `(N,)`):
            Rewards (the weighted sum over reward functions), ``group_size`` completions of a prompt
            contiguous, NaN where unscorable.
        advantages (`torch.Tensor` of shape `(N,)`):
            The advantages the scheme computed for these rewards.
        group_size (`int`):
            Completions per prompt.
        success_threshold (`float`, *optional*):
            Reward at or above which a completion counts as a success (the scheme's own threshold).
        success_based (`bool`, *optional*, defaults to `False`):
            The scheme computes its advantages from successes only (``Scheme.binary_only``): contrast
            and the two sides of it are then read from the successes, not from the raw rewards.
            Without ``success_threshold`` the rewards must be binary, as such a scheme requires.

    Returns:
        [`SchemeDiagnostics`]

    Example:

    >>> import torch
    >>> from trl_grpo_ext.advantages import compute_advantages
    >>> rewards = torch.tensor([1.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0])
    >>> d = scheme_diagnostics(rewards, compute_advantages(rewards, 4, "mean_only"), group_size=4)
    >>> d.group_p, d.p_mean, d.frac_zero_variance
    ([0.25, 1.0], 0.625, 0.5)
    >>> d.w_plus_mean, d.w_minus_mean  # mean_only: (1 - p, p) at p = 0.25
    (0.75, 0.25)

    A length penalty makes the raw rewards of an all-wrong group differ, but a scheme on successes
    sees no contrast in it:

    >>> rewards = torch.tensor([0.0, -0.25, 0.0, -0.5, 1.0, 0.0, -0.5, 0.0])
    >>> advantages = compute_advantages(rewards, 4, "max_rl", success_threshold=0.5)
    >>> d = scheme_diagnostics(rewards, advantages, 4, success_threshold=0.5, success_based=True)
    >>> d.group_p, d.frac_zero_variance, d.frac_zero_variance_raw
    ([0.0, 0.25], 0.5, 0.0)
    >>> d.w_plus_mean, d.w_minus_mean  # max_rl: (1 - p) / p and 1 at p = 0.25
    (3.0, 1.0)
    """
    rewards = rewards.detach().float()
    advantages = advantages.detach().float().to(rewards.device)
    group_p = group_success_rates(rewards, group_size, success_threshold)
    stats = GroupStats.from_rewards(rewards, group_size)
    grouped_adv = advantages.view(-1, group_size)
    if success_based:
        stats.with_success(success_threshold, "scheme_diagnostics")
        successes = stats.successes
        zero_variance = (stats.count < 2) | (successes == 0) | (successes == stats.count)
        varies = ~zero_variance[:, None] & stats.valid
        upper = varies & (stats.success > 0)
        lower = varies & (stats.success == 0)
        raw = float(stats.zero_variance.float().mean())
    else:
        zero_variance = stats.zero_variance
        varies = ~zero_variance[:, None] & stats.valid
        upper = varies & (stats.rewards > stats.mean[:, None])
        lower = varies & (stats.rewards < stats.mean[:, None])
        raw = None
    scored = ~torch.isnan(group_p)
    return SchemeDiagnostics(
        group_p=[float(p) for p in group_p.tolist()],
        p_mean=float(group_p[scored].mean()) if bool(scored.any()) else math.nan,
        frac_zero_variance=float(zero_variance.float().mean()),
        w_plus_mean=_masked_mean(grouped_adv, upper),
        w_minus_mean=_masked_mean(-grouped_adv, lower),
        zero_variance=zero_variance,
        frac_zero_variance_raw=raw,
    )


def _masked_mean(values: torch.Tensor, mask: torch.Tensor) -> float:
    count = int(mask.sum())
    return float(values[mask].sum() / count) if count else math.nan
