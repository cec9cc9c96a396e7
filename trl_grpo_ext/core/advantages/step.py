"""One advantage step: a batch of grouped rewards and a scheme in, one result out.

The trainer calls :func:`advantage_step` once per generation batch. The group statistics are built
once and shared by the scheme and the diagnostics; the result carries the advantages, the groups
without contrast (the ones ``drop_zero_variance_groups`` takes out of the loss) and the logged
metrics, and everything that reports on a step (metrics, the fixed-point prediction, the wandb
table) reads it instead of recomputing.

What the diagnostics mean (logged under ``scheme/``):

- ``p_mean``: mean per-group success rate ``p`` (groups with at least one scorable row). For
  binary rewards ``p`` is the fraction of correct completions; with the scheme's
  ``success_threshold`` it is the fraction at or above the threshold; for other continuous rewards it
  is the group's mean reward.
- ``frac_zero_variance``: share of groups without contrast *as the scheme sees them*, the groups a
  baseline scheme gives zero advantage. A scheme that works on successes (binary-only: ``max_rl``,
  ``pass_at_k``, ``contrastive``, ...) sees only whether each completion succeeded, so for it a group
  has no contrast when its successes are all equal, even if a length penalty makes the raw rewards
  differ. A scheme that accepts any reward (``grpo``, ``mean_only``, ...) sees the raw rewards.
  Groups with fewer than two scorable rows count as without contrast either way.
- ``frac_zero_variance_raw`` (success-based schemes only): share of groups whose raw rewards are all
  equal, the number TRL's ``frac_reward_zero_std`` reports.
- ``w_plus_mean`` / ``w_minus_mean``: the effective weights, i.e. the mean advantage of the
  completions on the upper side of their group's contrast, and the mean magnitude of the advantage
  of those on the lower side, over the groups with contrast. For a success-based scheme the sides
  are successes and failures of the groups with ``0 < p < 1`` (the scheme's ``w_plus(p)`` and
  ``w_minus(p)`` averaged over the batch's groups, with its finite-group factors as applied); for a
  raw-reward scheme they are the completions above and below the group's mean reward. NaN when no
  group has contrast.

Advantages are per completion, shape ``(N,)``. A per-token scheme (process supervision) would give
``(N, T)``: the per-group fields stay as they are, and :meth:`AdvantageStep.rows` still selects
whole completions.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import torch

from .base import Scheme
from .grouping import GroupStats, as_reward_tensor, check_group_size, work_dtype


@dataclass(frozen=True)
class SchemeDiagnostics:
    """One generation batch seen through the contrastive view.

    Attributes:
        group_p (`list[float]`): success rate of each group (NaN for a group without scorable rows).
        p_mean (`float`): mean of ``group_p`` over groups with scorable rows (NaN if none).
        frac_zero_variance (`float`): share of groups without contrast as the scheme sees them.
        w_plus_mean (`float`): mean advantage of the upper side (successes, or above-mean rewards).
        w_minus_mean (`float`): mean ``-advantage`` of the lower side (failures, or below-mean rewards).
        zero_variance (`torch.Tensor`): ``(G,)`` bool, the groups without contrast.
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


@dataclass(frozen=True)
class AdvantageStep:
    """The result of one advantage step.

    Attributes:
        rewards (`torch.Tensor`): ``(N,)`` the rewards the scheme saw, NaN where unscorable.
        advantages (`torch.Tensor`): ``(N,)`` float32 advantages, on the rewards' device.
        group_size (`int`): completions per prompt.
        stats (`GroupStats`): the per-group statistics, shared by the scheme and the diagnostics.
        diagnostics (`SchemeDiagnostics`): the batch through the contrastive view.
    """

    rewards: torch.Tensor
    advantages: torch.Tensor
    group_size: int
    stats: GroupStats
    diagnostics: SchemeDiagnostics

    @property
    def zero_variance(self) -> torch.Tensor:
        """``(G,)`` bool: the groups without contrast as the scheme sees them."""
        return self.diagnostics.zero_variance

    @property
    def metrics(self) -> dict[str, float]:
        return self.diagnostics.metrics()

    def rows(self, groups: torch.Tensor) -> torch.Tensor:
        """``(N,)`` bool: the completions of the groups where ``groups`` (``(G,)`` bool) is True."""
        return groups.repeat_interleave(self.group_size)


def advantage_step(rewards: Any, group_size: int, scheme, advantages: torch.Tensor | None = None) -> AdvantageStep:
    """Advantages, group statistics, the groups without contrast and the metrics of one batch.

    Args:
        rewards (`torch.Tensor` of shape `(N,)`):
            Rewards (the weighted sum over reward functions), ``group_size`` completions of a prompt
            contiguous, NaN where unscorable.
        group_size (`int`):
            Completions per prompt.
        scheme (`Scheme` or callable):
            The advantage scheme. A `Scheme` computes from the shared statistics; any other callable
            ``(rewards, group_size) -> advantages`` is called as is.
        advantages (`torch.Tensor` of shape `(N,)`, *optional*):
            Advantages computed elsewhere (TRL's own, kept for ``grpo`` with TRL's other scalings);
            the scheme is then only used for its view of success.

    Returns:
        [`AdvantageStep`]

    Example:

    >>> import torch
    >>> from trl_grpo_ext.registry import get_scheme
    >>> step = advantage_step(torch.tensor([1.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0]), 4, get_scheme("mean_only"))
    >>> step.advantages
    tensor([ 0.7500, -0.2500, -0.2500, -0.2500,  0.0000,  0.0000,  0.0000,  0.0000])
    >>> step.diagnostics.group_p, step.zero_variance.tolist()
    ([0.25, 1.0], [False, True])
    """
    group_size = check_group_size(group_size)
    rewards = as_reward_tensor(rewards, group_size)
    success_based = bool(getattr(scheme, "binary_only", False))
    threshold = getattr(scheme, "success_threshold", None)
    stats = GroupStats.from_rewards(rewards, group_size, dtype=work_dtype(rewards.device))
    if success_based or threshold is not None:
        stats.with_success(threshold, getattr(scheme, "name", None) or type(scheme).__name__)
    if advantages is None:
        if isinstance(scheme, Scheme) and type(scheme).__call__ is Scheme.__call__:
            advantages = scheme.advantages(stats)
        else:
            advantages = scheme(rewards, group_size)
        if advantages.shape != rewards.shape:
            raise ValueError(
                f"scheme {scheme!r} returned shape {tuple(advantages.shape)}, expected {tuple(rewards.shape)}"
            )
    advantages = advantages.detach().to(device=rewards.device, dtype=torch.float32)
    diagnostics = _diagnostics(stats, advantages, success_based)
    return AdvantageStep(rewards, advantages, group_size, stats, diagnostics)


def scheme_diagnostics(
    rewards: torch.Tensor,
    advantages: torch.Tensor,
    group_size: int,
    success_threshold: float | None = None,
    success_based: bool = False,
) -> SchemeDiagnostics:
    """Diagnostics of grouped rewards and the advantages some scheme gave them (see the module's notes).

    Args:
        rewards (`torch.Tensor` of shape `(N,)`): rewards, NaN where unscorable.
        advantages (`torch.Tensor` of shape `(N,)`): the advantages a scheme computed for them.
        group_size (`int`): completions per prompt.
        success_threshold (`float`, *optional*): reward at or above which a completion succeeds.
        success_based (`bool`, *optional*, defaults to `False`): the scheme sees successes only
            (``Scheme.binary_only``); without ``success_threshold`` the rewards must then be binary.

    Example:

    >>> import torch
    >>> from trl_grpo_ext.core.advantages import compute_advantages
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
    group_size = check_group_size(group_size)
    rewards = as_reward_tensor(rewards, group_size)
    stats = GroupStats.from_rewards(rewards, group_size, dtype=work_dtype(rewards.device))
    if success_based or success_threshold is not None:
        stats.with_success(success_threshold, "scheme_diagnostics")
    advantages = advantages.detach().to(device=rewards.device, dtype=torch.float32)
    return _diagnostics(stats, advantages, success_based)


def _diagnostics(stats: GroupStats, advantages: torch.Tensor, success_based: bool) -> SchemeDiagnostics:
    rates = stats.p_hat if stats.successes is not None else stats.mean
    group_p = torch.where(stats.count > 0, rates, torch.full_like(rates, math.nan)).to(torch.float32)
    grouped_adv = advantages.view(stats.rewards.shape[0], -1)
    zero_variance = stats.no_contrast(success_based)
    varies = ~zero_variance[:, None] & stats.valid
    if success_based:
        upper, lower = varies & (stats.success > 0), varies & (stats.success == 0)
        raw = float(stats.zero_variance.float().mean())
    else:
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
