"""The built-in advantage schemes (registry keys in parentheses).

Each works on a batch of groups at once (no loop over groups). Notation for one group: ``n``
valid (non-NaN) rewards with mean ``mu``; for binary rewards ``c`` successes and
``p_hat = c / n``. Each class names its source; the common reading of all of them as a pair of
weights ``(w_plus(p), w_minus(p))`` is Mroueh's (2025) contrastive view of GRPO.
"""

from __future__ import annotations

import math
import warnings
from typing import Any, Callable, ClassVar

import torch

from .base import Scheme, _real
from .grouping import GroupStats

# TRL's constant in (r - mean) / (std + 1e-4).
TRL_STD_EPS = 1e-4


def _nanstd_bessel(grouped: torch.Tensor) -> torch.Tensor:
    """Row-wise std over non-NaN entries with Bessel's correction, NaN for fewer than 2 entries.

    The same operations, in the same order, as ``trl.trainer.utils.nanstd`` so the float32 result
    is bit-identical to stock TRL (kept here so the schemes do not import trl).
    """
    mean = torch.nanmean(grouped, dim=1, keepdim=True)
    variance = torch.nanmean((grouped - mean) ** 2, dim=1, keepdim=True)
    count = torch.sum(~torch.isnan(grouped), dim=1, keepdim=True)
    correction = count / (count - 1)
    correction = torch.where(count > 1, correction, torch.full_like(correction, float("nan")))
    variance *= correction
    return torch.sqrt(variance).squeeze(1)


class GRPO(Scheme):
    """Group-standardised advantages ``(r - mean) / (std + 1e-4)``, exactly stock TRL's numbers (DeepSeekMath).

    Bessel (n-1) std over the valid rows. As in TRL, a group with a single valid row has an
    undefined std and its advantage is 0; NaN rows get 0. Accepts any real rewards.

    Example:

    >>> import torch
    >>> GRPO()(torch.tensor([1.0, 0.0, 0.0, 0.0]), group_size=4)
    tensor([ 1.4997, -0.4999, -0.4999, -0.4999])
    >>> GRPO().weights(0.25)  # population (w_plus, w_minus) = (sqrt(3), sqrt(1/3))
    (1.7320508075688772, 0.5773502691896257)
    """

    name = "grpo"
    is_trl_default = True

    def advantages(self, stats: GroupStats) -> torch.Tensor:
        # Stock TRL computes in float32 with nanmean / nanstd and maps NaN advantages to 0; float32
        # rewards survive the statistics' float64 view exactly. No zeroing of all-equal groups here:
        # TRL's float32 mean of equal values need not equal them, and its tiny advantages are kept.
        grouped = stats.rewards.to(torch.float32)
        group_size = grouped.shape[1]
        rewards = grouped.reshape(-1)
        mean = torch.nanmean(grouped, dim=1).repeat_interleave(group_size, dim=0)
        if group_size > 1:
            std = _nanstd_bessel(grouped).repeat_interleave(group_size, dim=0)
        else:
            std = torch.zeros_like(rewards)
        advantages = (rewards - mean) / (std + TRL_STD_EPS)
        return torch.nan_to_num(advantages, nan=0.0)

    def _weights(self, p, group_size):
        w_plus, w_minus = torch.sqrt((1 - p) / p), torch.sqrt(p / (1 - p))
        if group_size is not None:
            # The sample std of c successes in G has the Bessel factor G / (G - 1) inside the root.
            factor = math.sqrt((group_size - 1) / group_size)
            w_plus, w_minus = factor * w_plus, factor * w_minus
        return w_plus, w_minus


def _call_weight(fn: Callable, p: torch.Tensor, label: str) -> torch.Tensor:
    """Evaluate a user weight function on a tensor of success rates (elementwise if it needs floats)."""
    try:
        out = fn(p)
    except (TypeError, ValueError, RuntimeError):
        # Written for Python floats (math.sqrt and friends): evaluate element by element.
        out = [float(fn(float(x))) for x in p.reshape(-1).tolist()]
        out = torch.tensor(out, dtype=p.dtype, device=p.device).reshape(p.shape)
    out = torch.as_tensor(out, dtype=p.dtype, device=p.device)
    out = torch.broadcast_to(out, p.shape)
    if not bool(torch.isfinite(out).all()) or bool((out < 0).any()):
        bad = out[~torch.isfinite(out) | (out < 0)].flatten()[:3].tolist()
        raise ValueError(
            f"scheme 'contrastive': {label}(p) must return finite weights >= 0 (magnitudes of the push), "
            f"got {bad} at p in {p.flatten()[:3].tolist()}"
        )
    return out


class Contrastive(Scheme):
    """Mroueh's contrastive weights: ``+w_plus(p_hat)`` if correct, ``-w_minus(p_hat)`` if wrong (arXiv 2503.06639).

    Default weights are GRPO's, epsilon-smoothed: ``w_plus = (1-p)/sqrt(p(1-p)+eps)``,
    ``w_minus = p/sqrt(p(1-p)+eps)``. Either can be replaced by a callable of ``p``; it receives a
    tensor of per-group success rates in (0, 1) (a float-only function is applied element by
    element) and must return weights >= 0. Binary rewards only; all-equal groups get 0.

    Args:
        eps (`float`, *optional*, defaults to `1e-4`): smoothing, >= 0.
        w_plus (`Callable[[p], weight]`, *optional*): weight of a correct completion.
        w_minus (`Callable[[p], weight]`, *optional*): weight of a wrong completion.

    Example:

    >>> import torch
    >>> Contrastive(eps=0.0)(torch.tensor([1.0, 0.0, 0.0, 0.0]), group_size=4)
    tensor([ 1.7321, -0.5774, -0.5774, -0.5774])
    >>> Contrastive(w_plus=lambda p: 1 - p, w_minus=lambda p: p)(torch.tensor([1.0, 0.0]), 2)
    tensor([ 0.5000, -0.5000])
    """

    name = "contrastive"
    binary_only = True
    defaults: ClassVar[dict[str, Any]] = {"eps": 1e-4, "w_plus": None, "w_minus": None}

    def _validate(self):
        self.eps = _real(self.eps, "eps", self.name, low=0.0)
        for label in ("w_plus", "w_minus"):
            fn = getattr(self, label)
            if fn is not None and not callable(fn):
                raise ValueError(f"scheme 'contrastive': {label} must be a callable p -> weight or None, got {fn!r}")

    def _advantages(self, stats: GroupStats) -> torch.Tensor:
        # Zero-variance groups (p_hat 0 or 1) are zeroed by the caller; evaluate user weights
        # only where they are defined by giving those groups a harmless p.
        p = torch.where(stats.zero_variance, torch.full_like(stats.p_hat, 0.5), stats.p_hat)
        w_plus, w_minus = self._weights(p, None)
        return stats.success * w_plus[:, None] - (1 - stats.success) * w_minus[:, None]

    def _weights(self, p, group_size):
        root = torch.sqrt(p * (1 - p) + self.eps)
        w_plus = _call_weight(self.w_plus, p, "w_plus") if self.w_plus is not None else (1 - p) / root
        w_minus = _call_weight(self.w_minus, p, "w_minus") if self.w_minus is not None else p / root
        return w_plus, w_minus


class MeanOnly(Scheme):
    """``r - mean``: the group baseline without std scaling (Dr. GRPO, arXiv 2503.20783).

    TRL's ``scale_rewards="none"``.

    Accepts any real rewards.

    Example:

    >>> import torch
    >>> MeanOnly()(torch.tensor([1.0, 0.0, 0.0, 0.0]), group_size=4)
    tensor([ 0.7500, -0.2500, -0.2500, -0.2500])
    """

    name = "mean_only"

    def _advantages(self, stats):
        return stats.rewards - stats.mean[:, None]

    def _weights(self, p, group_size):
        return 1 - p, p.clone()


class RLOO(Scheme):
    """Leave-one-out baseline ``r_i - mean_{j != i} r_j`` over the valid rows (RLOO, arXiv 2402.14740).

    Equal to ``n / (n - 1) * (r_i - mean)``. Accepts any real rewards.

    Example:

    >>> import torch
    >>> RLOO()(torch.tensor([1.0, 0.0, 0.0, 0.0]), group_size=4)
    tensor([ 1.0000, -0.3333, -0.3333, -0.3333])
    """

    name = "rloo"

    def _advantages(self, stats):
        n = stats.count.to(stats.dtype)
        scale = n / (n - 1).clamp(min=1)  # groups with n < 2 are zero-variance and zeroed anyway
        return (stats.rewards - stats.mean[:, None]) * scale[:, None]

    def _weights(self, p, group_size):
        factor = 1.0 if group_size is None else group_size / (group_size - 1)
        return factor * (1 - p), factor * p


def _binomial_ratio(top: torch.Tensor, bottom: torch.Tensor, k: torch.Tensor, k_max: int) -> torch.Tensor:
    """``C(top, k) / C(bottom, k)`` per group as ``prod_{j<k} (top - j) / (bottom - j)``.

    ``k`` may differ per group (``<= k_max``, ``<= bottom``); a factor <= 0 means ``top < k`` and
    the ratio is 0. Works for non-integer ``top`` (finite-group population weights).
    """
    j = torch.arange(k_max, dtype=top.dtype, device=top.device)
    factors = ((top[..., None] - j) / (bottom[..., None] - j)).clamp(min=0)
    factors = torch.where(j < k[..., None], factors, torch.ones_like(factors))
    return factors.prod(dim=-1)


class PassAtK(Scheme):
    """Analytic pass@k advantages (Pass@k Training, arXiv 2508.10751): a group is scored by its k-subsets.

    With ``R = 1 - C(n-c, k) / C(n, k)`` (the group's expected pass@k) and
    ``sigma = sqrt(R (1 - R))``: a correct completion gets ``(1 - R) / sigma``, a wrong one
    ``(1 - R - C(n-c-1, k-1) / C(n-1, k-1)) / sigma``. When every k-subset passes (``n - c < k``)
    there is nothing to learn and all advantages are 0. When ``k`` exceeds a group's valid
    rows ``n`` it is clamped to ``n`` for that group. ``k = 1`` is GRPO with the population std.
    Binary rewards only.

    Args:
        k (`int`, *optional*, defaults to `4`): subset size, >= 1.

    Example:

    >>> import torch
    >>> PassAtK(k=2)(torch.tensor([1.0, 0.0, 0.0, 0.0]), group_size=4)
    tensor([ 1.0000, -0.3333, -0.3333, -0.3333])
    """

    name = "pass_at_k"
    binary_only = True
    defaults: ClassVar[dict[str, Any]] = {"k": 4}

    def _validate(self):
        if isinstance(self.k, bool) or not isinstance(self.k, int) or self.k < 1:
            raise ValueError(f"scheme {self.name!r}: k must be an int >= 1, got {self.k!r}")

    def _terms(self, n, c, k_max):
        """``(R, sigma, w_plus, w_minus)`` for groups of ``n`` with ``c`` successes."""
        k = torch.minimum(torch.full_like(n, float(self.k)), n)
        all_fail = _binomial_ratio(n - c, n, k, k_max)
        r_bar = 1 - all_fail
        sigma = torch.sqrt(r_bar * (1 - r_bar))
        # Probability that a k-subset containing a given wrong completion has no success.
        fail_with_me = _binomial_ratio(n - c - 1, n - 1, k - 1, max(k_max - 1, 0))
        safe = torch.where(sigma > 0, sigma, torch.ones_like(sigma))
        w_plus = torch.where(sigma > 0, (1 - r_bar) / safe, torch.zeros_like(sigma))
        w_minus = torch.where(sigma > 0, (fail_with_me - (1 - r_bar)) / safe, torch.zeros_like(sigma))
        return w_plus, w_minus

    def _advantages(self, stats):
        group_size = stats.rewards.shape[1]
        if self.k >= group_size:
            warnings.warn(
                f"{self.name} with k={self.k} >= group_size={group_size}: k is clamped to each group's valid "
                f"rows, so every group with a success passes all its k-subsets and all advantages are 0. "
                f"Use k < group_size.",
                UserWarning,
                stacklevel=3,
            )
        n = stats.count.to(stats.dtype)
        k_max = min(self.k, group_size)
        w_plus, w_minus = self._terms(n, stats.successes, k_max)
        return stats.success * w_plus[:, None] - (1 - stats.success) * w_minus[:, None]

    def _weights(self, p, group_size):
        if group_size is not None:
            n = torch.full_like(p, float(group_size))
            return self._terms(n, p * group_size, min(self.k, group_size))
        # Population limit: C(n-c, k)/C(n, k) -> (1-p)^k, C(n-c-1, k-1)/C(n-1, k-1) -> (1-p)^(k-1).
        q = 1 - p
        r_bar = 1 - q**self.k
        sigma = torch.sqrt(r_bar * (1 - r_bar))
        return q**self.k / sigma, p * q ** (self.k - 1) / sigma


class MaxRL(Scheme):
    """MaxRL (arXiv 2602.02710): ``(r_i - p_hat) / p_hat`` (0 when ``p_hat = 0``), the gradient of ``log p``.

    A correct completion gets ``(1 - p_hat) / p_hat``, a wrong one ``-1``. Binary rewards only.

    Example:

    >>> import torch
    >>> MaxRL()(torch.tensor([1.0, 0.0, 0.0, 0.0]), group_size=4)
    tensor([ 3., -1., -1., -1.])
    """

    name = "max_rl"
    binary_only = True

    def _advantages(self, stats):
        p = stats.p_hat
        safe = torch.where(p > 0, p, torch.ones_like(p))
        return (stats.success - p[:, None]) / safe[:, None]

    def _weights(self, p, group_size):
        return (1 - p) / p, torch.ones_like(p)


class RiskSeeking(Scheme):
    """Risk-seeking GRPO (arXiv 2509.24261): ``(1/b) (e^{b r_i} / mean_j e^{b r_j} - 1)``, ``b = risk``.

    The advantage of the risk-seeking objective ``(1/b) log E[e^{b r}]``, which runs from the mean
    reward (``b -> 0``, where this tends to ``r_i - mu``) to the best reward (``b -> inf``). A
    completion is pushed up when ``r_i`` beats the group's certainty equivalent
    ``(1/b) log mean_j e^{b r_j}`` (at least the mean), so larger ``b`` puts more weight on the best
    completions and on groups with rare successes. Accepts any real rewards; adding a constant to
    a group's rewards leaves its advantages unchanged. For binary rewards it equals
    ``(r_i - mu) (e^b - 1) / (b (mu e^b + 1 - mu))``.

    Args:
        risk (`float`, *optional*, defaults to `1.0`): ``b > 0``.

    Example:

    >>> import torch
    >>> RiskSeeking(risk=1.0)(torch.tensor([1.0, 0.0]), group_size=2)
    tensor([ 0.4621, -0.4621])
    >>> RiskSeeking(risk=2.0)(torch.tensor([0.2, 0.6, 1.0]), group_size=3)
    tensor([-0.3166, -0.0918,  0.4084])
    """

    name = "risk_seeking"
    defaults: ClassVar[dict[str, Any]] = {"risk": 1.0}

    def _validate(self):
        self.risk = _real(self.risk, "risk", self.name, low=0.0, strict=True)

    def _advantages(self, stats):
        scaled = stats.rewards * self.risk
        if not bool(torch.isfinite(scaled[stats.valid]).all()):
            raise ValueError(
                f"scheme {self.name!r}: risk={self.risk} times the rewards overflows; use a smaller risk "
                f"or rescale the rewards."
            )
        scaled = torch.where(stats.valid, scaled, torch.full_like(scaled, -math.inf))
        # log mean_j e^{b r_j} via logsumexp, so e^{b r} never overflows; the ratio lies in [0, n].
        count = stats.count.clamp(min=1).to(stats.dtype)
        log_mean = torch.logsumexp(scaled, dim=1) - torch.log(count)
        ratio = torch.exp(scaled - log_mean[:, None])
        return (ratio - 1) / self.risk

    def _weights(self, p, group_size):
        # Binary rewards: W = (e^b - 1) / (b (p e^b + 1 - p)), divided through by e^b so large b
        # cannot overflow; a correct completion gets (1 - p) W, a wrong one p W.
        decay = math.exp(-self.risk)
        total = (1 - decay) / (self.risk * (p + (1 - p) * decay))
        return (1 - p) * total, p * total


class BetaPrior(Scheme):
    """Contrastive weights at a Beta-shrunk success rate ``p~ = (c + a) / (n + a + b)`` (Beta-Bernoulli shrinkage).

    A correct completion gets ``+sqrt((1-p~)/p~)``, a wrong one ``-sqrt(p~/(1-p~))``. Because
    ``p~`` is never 0 or 1, all-wrong groups still push their completions down and all-right
    groups push theirs up (no baseline cancels them). Binary rewards only.

    With ``prior_a = prior_b = None`` the prior is fitted to each batch by the method of moments on
    the per-group success rates ``p_hat`` (mean ``m``, sample variance ``v`` over groups with a
    valid row): ``a + b = m (1 - m) / v - 1``, ``a = m (a + b)``. The fit needs at least two groups,
    ``0 < m < 1`` and ``0 < v < m (1 - m)``; otherwise the uniform prior ``a = b = 1`` is used.
    The prior of the last call is in `last_prior`.

    Args:
        prior_a (`float`, *optional*): pseudo-successes, > 0.
        prior_b (`float`, *optional*): pseudo-failures, > 0. Give both or neither.

    Example:

    >>> import torch
    >>> BetaPrior(prior_a=1.0, prior_b=1.0)(torch.tensor([0.0, 0.0, 1.0, 1.0]), group_size=2)
    tensor([-0.5774, -0.5774,  0.5774,  0.5774])
    """

    name = "beta_prior"
    binary_only = True
    baseline_free = True
    defaults: ClassVar[dict[str, Any]] = {"prior_a": None, "prior_b": None}

    def _validate(self):
        if (self.prior_a is None) != (self.prior_b is None):
            raise ValueError(
                "scheme 'beta_prior': give both prior_a and prior_b, or neither (then the prior is fitted "
                f"to each batch); got prior_a={self.prior_a!r}, prior_b={self.prior_b!r}"
            )
        if self.prior_a is not None:
            self.prior_a = _real(self.prior_a, "prior_a", self.name, low=0.0, strict=True)
            self.prior_b = _real(self.prior_b, "prior_b", self.name, low=0.0, strict=True)
        self._last_prior: tuple[torch.Tensor, torch.Tensor] | None = None

    @property
    def last_prior(self) -> tuple[float, float] | None:
        """``(a, b)`` used by the last call (fitted or given); None before the first call."""
        if self._last_prior is None:
            return None
        return float(self._last_prior[0]), float(self._last_prior[1])

    @staticmethod
    def fit_prior(p_hat: torch.Tensor, has_rows: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Method-of-moments Beta fit to per-group success rates, ``(1, 1)`` when it is not valid.

        Stays on the device (no host sync): returns 0-d tensors.
        """
        groups = has_rows.sum().to(p_hat.dtype)
        m = torch.where(has_rows, p_hat, torch.zeros_like(p_hat)).sum() / groups.clamp(min=1)
        squares = torch.where(has_rows, (p_hat - m) ** 2, torch.zeros_like(p_hat)).sum()
        v = squares / (groups - 1).clamp(min=1)
        spread = m * (1 - m)
        ok = (groups >= 2) & (m > 0) & (m < 1) & (v > 0) & (v < spread)
        total = spread / torch.where(ok, v, torch.ones_like(v)) - 1
        one = torch.ones_like(m)
        return torch.where(ok, m * total, one), torch.where(ok, (1 - m) * total, one)

    def _advantages(self, stats):
        if self.prior_a is None:
            a, b = self.fit_prior(stats.p_hat, stats.count > 0)
        else:
            a = torch.tensor(self.prior_a, dtype=stats.dtype, device=stats.rewards.device)
            b = torch.tensor(self.prior_b, dtype=stats.dtype, device=stats.rewards.device)
        self._last_prior = (a, b)
        n = stats.count.to(stats.dtype)
        shrunk = (stats.successes + a) / (n + a + b)
        w_plus, w_minus = torch.sqrt((1 - shrunk) / shrunk), torch.sqrt(shrunk / (1 - shrunk))
        return stats.success * w_plus[:, None] - (1 - stats.success) * w_minus[:, None]

    def _weights(self, p, group_size):
        if group_size is not None:
            # Finite groups: shrink the group's rate with the given prior (uniform when fitted per batch).
            a, b = (self.prior_a, self.prior_b) if self.prior_a is not None else (1.0, 1.0)
            p = (p * group_size + a) / (group_size + a + b)
        return torch.sqrt((1 - p) / p), torch.sqrt(p / (1 - p))


class NegativeWeighted(Scheme):
    """Weighted REINFORCE without baseline: ``+lam`` if correct, ``-1`` if wrong.

    Learning mostly from mistakes (W-REINFORCE, arXiv 2506.01347); all-equal groups still get
    non-zero advantages.
    Binary rewards only.

    Args:
        lam (`float`, *optional*, defaults to `0.1`): weight of a correct completion, >= 0.

    Example:

    >>> import torch
    >>> NegativeWeighted(lam=0.1)(torch.tensor([1.0, 0.0, 0.0, 0.0]), group_size=2)
    tensor([ 0.1000, -1.0000, -1.0000, -1.0000])
    """

    name = "negative_weighted"
    binary_only = True
    baseline_free = True
    defaults: ClassVar[dict[str, Any]] = {"lam": 0.1}

    def _validate(self):
        self.lam = _real(self.lam, "lam", self.name, low=0.0)

    def _advantages(self, stats):
        return stats.success * self.lam - (1 - stats.success)

    def _weights(self, p, group_size):
        return torch.full_like(p, self.lam), torch.ones_like(p)
