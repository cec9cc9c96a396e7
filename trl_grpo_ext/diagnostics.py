"""Per-step diagnostics of an advantage scheme: what the contrastive view of GRPO looks at.

For every generation batch the trainer reports, from the gathered rewards and the advantages the
scheme gave them:

- ``scheme/p_mean``: mean per-group success rate ``p`` (groups with at least one scorable row). For
  binary rewards ``p`` is the fraction of correct completions; with the scheme's
  ``success_threshold`` it is the fraction at or above the threshold; for other continuous rewards it
  is the group's mean reward.
- ``scheme/frac_zero_variance``: share of groups whose scorable rewards are all equal (or that have
  fewer than two): a baseline scheme gives them zero advantage.
- ``scheme/w_plus_mean`` / ``scheme/w_minus_mean``: the effective weights, i.e. the mean advantage of
  the completions above their group's mean reward, and the mean magnitude of the advantage of those
  below it, over the groups whose rewards vary. For binary rewards these are the correct / wrong
  completions of the groups with ``0 < p < 1``, so the values are the scheme's ``w_plus(p)`` and
  ``w_minus(p)`` averaged over the batch's groups (with its finite-group factors and any shrinkage,
  as applied). NaN when no group's rewards vary.
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
        frac_zero_variance (`float`): share of groups whose scorable rewards are all equal.
        w_plus_mean (`float`): mean advantage of above-group-mean completions in groups that vary.
        w_minus_mean (`float`): mean ``-advantage`` of below-group-mean completions in groups that vary.
    """

    group_p: list[float]
    p_mean: float
    frac_zero_variance: float
    w_plus_mean: float
    w_minus_mean: float
    zero_variance: torch.Tensor  # (G,) bool, kept for dropping zero-variance groups

    def metrics(self) -> dict[str, float]:
        """The scalar metrics under their logged names."""
        return {
            "scheme/p_mean": self.p_mean,
            "scheme/frac_zero_variance": self.frac_zero_variance,
            "scheme/w_plus_mean": self.w_plus_mean,
            "scheme/w_minus_mean": self.w_minus_mean,
        }


def scheme_diagnostics(
    rewards: torch.Tensor,
    advantages: torch.Tensor,
    group_size: int,
    success_threshold: float | None = None,
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
    """
    rewards = rewards.detach().float()
    advantages = advantages.detach().float().to(rewards.device)
    group_p = group_success_rates(rewards, group_size, success_threshold)
    stats = GroupStats.from_rewards(rewards, group_size)
    varies = ~stats.zero_variance[:, None] & stats.valid
    grouped_adv = advantages.view(-1, group_size)
    above = varies & (stats.rewards > stats.mean[:, None])
    below = varies & (stats.rewards < stats.mean[:, None])
    scored = ~torch.isnan(group_p)
    return SchemeDiagnostics(
        group_p=[float(p) for p in group_p.tolist()],
        p_mean=float(group_p[scored].mean()) if bool(scored.any()) else math.nan,
        frac_zero_variance=float(stats.zero_variance.float().mean()),
        w_plus_mean=_masked_mean(grouped_adv, above),
        w_minus_mean=_masked_mean(-grouped_adv, below),
        zero_variance=stats.zero_variance,
    )


def _masked_mean(values: torch.Tensor, mask: torch.Tensor) -> float:
    count = int(mask.sum())
    return float(values[mask].sum() / count) if count else math.nan
