r"""What the KL estimator does to the success-amplification fixed point.

Mroueh's recursion (``trl_grpo_ext.core.theory``) assumes exact KL(pi || pi_ref) regularisation: each
iteration the success rate ``p`` maximises ``W(p_{n-1}) p - beta D(p)`` with ``D`` the reverse
KL between the success/failure splits of the policy and the reference, which gives
``logit p_n = logit p_ref + W(p_{n-1}) / beta``. A per-token estimator in the loss regularises
towards the divergence its gradient follows in expectation, which is not always that one
(derivations in docs/KL_AND_PROCESS_SUPERVISION.md):

=============  ==================  =====================================================
estimator      times the ratio     divergence followed, ``D(p)``
=============  ==================  =====================================================
k1             no                  none: the expected gradient is 0, ``p`` runs to 1
k1, k3         yes (TRL default)   reverse KL: ``p log(p/p_ref) + (1-p) log((1-p)/(1-p_ref))``
k2             no                  reverse KL
k3             no                  forward KL: ``p_ref log(p_ref/p) + (1-p_ref) log((1-p_ref)/(1-p))``
k2             yes                 ``E_pi[1/2 log^2(pi/pi_ref)]``, not a divergence bound
=============  ==================  =====================================================

"Times the ratio" is TRL's ``use_bias_correction_kl`` (on by default in TRL 1.16): the per-token
KL is multiplied by ``pi_theta / pi_old``, whose own gradient adds the score-function term.
"""

from __future__ import annotations

import math
from typing import Callable

__all__ = ["DIVERGENCE_FOLLOWED", "kl_fixed_point", "success_rate_update"]

DIVERGENCE_FOLLOWED: dict[tuple[str, bool], str | None] = {
    ("k1", False): None,
    ("k1", True): "reverse",
    ("k2", False): "reverse",
    ("k2", True): "half_log_square",
    ("k3", False): "forward",
    ("k3", True): "reverse",
}
_SCAN_POINTS = 4001


def success_rate_update(p_ref: float, beta: float, weight: float, estimator: str = "k3", ratio_weighted: bool = True) -> float:
    """The success rate one iteration reaches: the maximiser of ``weight * p - beta * D(p)`` found from ``p_ref``.

    Args:
        p_ref (`float`): success rate of the reference policy, in (0, 1).
        beta (`float`): KL coefficient, > 0.
        weight (`float`): the scheme's total weight ``W = w_plus + w_minus`` at the previous iterate.
        estimator (`str`): ``"k1"``, ``"k2"`` or ``"k3"``.
        ratio_weighted (`bool`): the per-token KL is multiplied by the importance ratio
            (TRL's ``use_bias_correction_kl``).

    Example:

    >>> round(success_rate_update(0.2, 1.0, 10.0, "k3", ratio_weighted=True), 4)  # sigmoid(logit 0.2 + 10)
    0.9998
    >>> round(success_rate_update(0.2, 1.0, 10.0, "k3", ratio_weighted=False), 4)  # forward KL keeps failures
    0.9217
    """
    if not 0 < p_ref < 1:
        raise ValueError(f"p_ref must be in (0, 1), got {p_ref!r}")
    if not beta > 0:
        raise ValueError(f"beta must be > 0, got {beta!r}")
    try:
        divergence = DIVERGENCE_FOLLOWED[(estimator, bool(ratio_weighted))]
    except KeyError:
        raise ValueError(f"estimator={estimator!r}; choose one of k1, k2, k3") from None
    if divergence is None or weight <= 0:
        return 1.0 if divergence is None else p_ref
    ratio = weight / beta
    if divergence == "reverse":
        return 1 / (1 + (1 - p_ref) / p_ref * math.exp(-ratio))
    if divergence == "forward":
        # W p (1 - p) = beta (p - p_ref): the root in (p_ref, 1) of W p^2 + (beta - W) p - beta p_ref.
        b = beta - weight
        return (-b + math.sqrt(b * b + 4 * weight * beta * p_ref)) / (2 * weight)
    return _first_ascent_stop(p_ref, ratio)


def _half_log_square_slope(p: float, p_ref: float) -> float:
    """``dD/dp`` for ``D(p) = p l_s^2 / 2 + (1-p) l_f^2 / 2``, ``l_s = log(p/p_ref)``, ``l_f = log((1-p)/(1-p_ref))``."""
    ls, lf = math.log(p / p_ref), math.log((1 - p) / (1 - p_ref))
    return (0.5 * ls * ls + ls) - (0.5 * lf * lf + lf)


def _first_ascent_stop(p_ref: float, ratio: float) -> float:
    """Where gradient ascent on ``W p - beta D(p)`` from ``p_ref`` stops: the first ``p`` with ``dD/dp = W / beta``.

    ``dD/dp`` rises from 0 at ``p_ref``, peaks and falls to minus infinity near ``p = 1`` (the
    penalty is bounded when failures vanish), so there is no stop when ``W / beta`` exceeds the peak.
    """
    low = math.log(p_ref / (1 - p_ref))
    previous = p_ref
    for i in range(1, _SCAN_POINTS):
        p = 1 / (1 + math.exp(-(low + (30 - low) * i / (_SCAN_POINTS - 1))))
        if p >= 1:
            break
        if _half_log_square_slope(p, p_ref) >= ratio:
            lo, hi = previous, p
            for _ in range(200):
                mid = (lo + hi) / 2
                lo, hi = (lo, mid) if _half_log_square_slope(mid, p_ref) >= ratio else (mid, hi)
            return (lo + hi) / 2
        previous = p
    return 1.0


def kl_fixed_point(
    p_ref: float,
    beta: float,
    estimator: str = "k3",
    ratio_weighted: bool = True,
    weight: Callable[[float], float] | None = None,
    *,
    tol: float = 1e-12,
    max_iter: int = 10_000,
) -> float:
    """The limit of ``p_n = success_rate_update(p_ref, beta, W(p_{n-1}), ...)`` from ``p_0 = p_ref``.

    Args:
        weight (`callable`, *optional*): ``W(p)``; defaults to GRPO's eps-smoothed
            ``1 / sqrt(p (1 - p) + 1e-4)`` (``trl_grpo_ext.core.theory.total_weight``).

    Returns:
        `float`: ``p*``; 1.0 when nothing holds the success rate below 1.

    Example:

    >>> round(kl_fixed_point(0.2, 1.0, "k2", ratio_weighted=False), 3)  # Mroueh's p* (reverse KL)
    0.681
    >>> round(kl_fixed_point(0.2, 1.0, "k3", ratio_weighted=False), 3)  # forward KL
    0.67
    """
    if weight is None:
        from .theory import total_weight

        weight = total_weight
    p = p_ref
    for _ in range(max_iter):
        following = success_rate_update(p_ref, beta, float(weight(p)), estimator, ratio_weighted)
        if following >= 1.0 or abs(following - p) <= tol:
            return following
        p = following
    raise RuntimeError(f"no convergence in {max_iter} iterations (last p = {p})")
