"""The contrastive view of GRPO: population weights and the success-amplification fixed point.

With binary rewards, a group-baseline scheme pushes a correct completion up by ``w_plus(p)`` and
a wrong one down by ``w_minus(p)``, where ``p`` is the prompt's success rate (Mroueh 2025, "GRPO
with binary rewards is an adaptive weighted contrastive loss"). Under exact KL(pi || pi_ref)
regularisation of strength ``beta`` the success rate of the optimal policy follows

    logit p_n = logit p_ref + W(p_{n-1}) / beta,        W = w_plus + w_minus,

iterated from ``p_0 = p_ref``; its limit ``p*`` is the success rate a run converges to. For GRPO,
``W`` is taken in Mroueh's epsilon-smoothed form ``1 / sqrt(p (1 - p) + eps)``.
"""

from __future__ import annotations

import collections
import math
import numbers
from dataclasses import dataclass, field
from typing import Any

from .advantages import Scheme, resolve_scheme
from .advantages.schemes import GRPO, Contrastive

__all__ = [
    "FixedPoint",
    "FixedPointError",
    "analyze_fixed_point",
    "contrastive_weights",
    "fixed_point",
    "total_weight",
]

# Grid for the root scan, uniform in logit p: covers p in about [2e-9, 1 - 2e-9].
_SCAN_LOGITS = 20.0
_SCAN_POINTS = 4001


class FixedPointError(RuntimeError):
    """The recursion has no stable limit reachable from ``p_ref``; ``.result`` holds the analysis."""

    def __init__(self, message: str, result: "FixedPoint"):
        super().__init__(message)
        self.result = result


@dataclass(frozen=True)
class FixedPoint:
    """Outcome of iterating ``logit p_n = logit p_ref + W(p_{n-1}) / beta`` from ``p_ref``.

    Attributes:
        p_star (`float`): the limit (the last iterate when not converged).
        iterations (`int`): map evaluations used.
        converged (`bool`): the iterates settled to within the tolerance.
        stable (`bool`): converged to a point with ``|g'(p*)| < 1`` for the map ``g``, so nearby
            starts converge to it too.
        slope (`float`): ``g'(p*) = p* (1 - p*) W'(p*) / beta``.
        other_roots (`tuple[float, ...]`): other fixed points in (0, 1) found by a grid scan
            (for example the unstable second root beyond which the recursion runs to 1).
        scheme (`str`), p_ref (`float`), beta (`float`): the inputs.
        cycle (`tuple[float, ...]`): the two points the iterates alternate between when they settle
            into a 2-cycle (empty otherwise).
        trajectory (`tuple[float, ...]`): the last iterates, oldest first (at most 50; starts at
            ``p_ref`` when there were fewer).
    """

    p_star: float
    iterations: int
    converged: bool
    stable: bool
    slope: float
    other_roots: tuple[float, ...]
    scheme: str
    p_ref: float
    beta: float
    cycle: tuple[float, ...] = ()
    trajectory: tuple[float, ...] = field(default=(), repr=False)

    def __float__(self) -> float:
        return self.p_star

    def check(self) -> float:
        """``p_star`` if the recursion converged to a stable interior point, else raise `FixedPointError`."""
        roots = ", ".join(f"{r:.6g}" for r in self.other_roots) or "none found"
        where = f"scheme {self.scheme!r}, p_ref={self.p_ref}, beta={self.beta}"
        if not (0 < self.p_star < 1):
            raise FixedPointError(
                f"the recursion runs to p = {self.p_star:g} ({where}): W(p)/beta outgrows logit p, so no fixed "
                f"point is reachable from p_ref at float precision (fixed points found in (0, 1): {roots}). "
                f"A larger beta keeps the policy closer to the reference.",
                self,
            )
        if self.cycle:
            raise FixedPointError(
                f"the recursion oscillates between p = {self.cycle[0]:.6g} and {self.cycle[1]:.6g} ({where}) "
                f"instead of converging: the fixed point between them is unstable (fixed points in (0, 1): "
                f"{roots}). A larger beta damps the oscillation.",
                self,
            )
        if not self.converged:
            last = ", ".join(f"{p:.6g}" for p in self.trajectory[-4:])
            raise FixedPointError(
                f"the recursion did not converge in {self.iterations} iterations ({where}); it oscillates or "
                f"drifts (iterates ... {last}, last {self.p_star:.6g}; fixed points in (0, 1): {roots}, "
                f"|g'| = {abs(self.slope):.3g} at the last iterate).",
                self,
            )
        if not self.stable:
            raise FixedPointError(
                f"the recursion stopped at p = {self.p_star:.6g} ({where}), an unstable fixed point "
                f"(|g'(p*)| = {abs(self.slope):.3g} >= 1); other fixed points: {roots}.",
                self,
            )
        return self.p_star


def contrastive_weights(p: Any, scheme: str | Scheme = "grpo", group_size: int | None = None, **params: Any):
    """Population weights ``(w_plus(p), w_minus(p))`` of a scheme for binary rewards.

    Args:
        p (`float`, `numpy.ndarray` or `torch.Tensor`):
            Success rate(s) in [0, 1]; the weights come back in the same type.
        scheme (`str` or `Scheme`, *optional*, defaults to `"grpo"`):
            Registry name or scheme instance.
        group_size (`int`, *optional*):
            Finite-group form for groups of this size; `None` gives the population form.
        **params:
            The scheme's parameters (with a scheme name).

    Returns:
        `tuple` ``(w_plus, w_minus)``: a correct completion gets ``+w_plus``, a wrong one ``-w_minus``.

    Example:

    >>> w_plus, w_minus = contrastive_weights(0.2)  # GRPO: sqrt((1-p)/p), sqrt(p/(1-p))
    >>> round(w_plus, 6), round(w_minus, 6)
    (2.0, 0.5)
    >>> contrastive_weights(0.2, "max_rl")
    (4.0, 1.0)
    """
    return resolve_scheme(scheme, **params).weights(p, group_size)


def _weight_function(scheme: str | Scheme, eps: float, params: dict[str, Any]) -> tuple[Scheme, str]:
    """The scheme whose ``total_weight`` drives the recursion, and its display name."""
    if isinstance(scheme, str) and scheme in ("grpo", "contrastive"):
        # GRPO's W is infinite at p = 0 and 1; Mroueh's recursion uses the eps-smoothed weights,
        # which are the contrastive scheme's defaults.
        if scheme == "grpo" and params:
            raise ValueError(f"scheme 'grpo' takes no parameters, got {sorted(params)}")
        return Contrastive(**{"eps": eps, **params}), scheme
    resolved = resolve_scheme(scheme, **params)
    if isinstance(resolved, GRPO):
        return Contrastive(eps=eps, success_threshold=resolved.success_threshold), "grpo"
    return resolved, getattr(resolved, "name", "") or type(resolved).__name__


def total_weight(p: Any, scheme: str | Scheme = "grpo", eps: float = 1e-4, **params: Any):
    """``W(p) = w_plus(p) + w_minus(p)`` as the fixed-point recursion uses it (GRPO eps-smoothed).

    Example:

    >>> round(total_weight(0.5), 4)  # 1 / sqrt(0.25 + 1e-4)
    1.9996
    """
    weight_scheme, _ = _weight_function(scheme, eps, params)
    return weight_scheme.total_weight(p)


def _logit(p: float) -> float:
    return math.log(p) - math.log1p(-p)


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def _scan_roots(W, base: float, beta: float) -> list[float]:
    """All sign changes of ``h(p) = logit p - base - W(p)/beta`` on a logit grid, refined by bisection."""
    import torch

    x = torch.linspace(-_SCAN_LOGITS, _SCAN_LOGITS, _SCAN_POINTS, dtype=torch.float64)
    p = torch.sigmoid(x)
    h = x - base - W(p) / beta
    finite = torch.isfinite(h)
    sign = torch.sign(h)
    change = (sign[:-1] * sign[1:] <= 0) & finite[:-1] & finite[1:] & (sign[:-1] != sign[1:])
    roots = []
    for i in change.nonzero().flatten().tolist():
        lo, hi = float(x[i]), float(x[i + 1])
        h_lo = float(h[i])
        for _ in range(200):
            mid = 0.5 * (lo + hi)
            h_mid = mid - base - float(W(_sigmoid(mid))) / beta
            if h_mid == 0 or hi - lo < 1e-14:
                lo = hi = mid
                break
            if (h_mid > 0) == (h_lo > 0):
                lo, h_lo = mid, h_mid
            else:
                hi = mid
        root = _sigmoid(0.5 * (lo + hi))
        if not roots or abs(root - roots[-1]) > 1e-9:  # a grid point exactly on a root brackets it twice
            roots.append(root)
    return roots


def _slope(W, p: float, beta: float) -> float:
    """``g'(p)`` for ``g(p) = sigmoid(base + W(p)/beta)`` at a fixed point ``g(p) = p``."""
    h = 1e-6 * min(p, 1 - p)
    derivative = (float(W(p + h)) - float(W(p - h))) / (2 * h)
    return p * (1 - p) * derivative / beta


def analyze_fixed_point(
    p_ref: float,
    beta: float,
    scheme: str | Scheme = "grpo",
    eps: float = 1e-4,
    *,
    tol: float = 1e-12,
    max_iter: int = 10_000,
    **params: Any,
) -> FixedPoint:
    """Iterate the success-rate recursion and describe its limit (never raises for dynamics).

    Same arguments as [`fixed_point`]. Besides iterating, the fixed points of the map in (0, 1) are
    located by a sign-change scan of ``logit p - logit p_ref - W(p)/beta`` on a fine logit grid
    (a root where the curve only touches zero can be missed), and ``g'(p*)`` is measured. When
    the iterates approach a stable root too slowly to meet ``tol`` within ``max_iter`` steps, the
    scanned root they approach is reported as converged.

    Returns:
        [`FixedPoint`].

    Example:

    >>> result = analyze_fixed_point(0.2, beta=2.0)
    >>> round(result.p_star, 3), result.converged, result.stable
    (0.409, True, True)
    """
    if not (isinstance(p_ref, numbers.Real) and 0 < p_ref < 1):
        raise ValueError(f"p_ref must be a success rate strictly between 0 and 1, got {p_ref!r}")
    if not (isinstance(beta, numbers.Real) and math.isfinite(beta) and beta > 0):
        raise ValueError(f"beta (the KL coefficient) must be a finite number > 0, got {beta!r}")
    if not (isinstance(eps, numbers.Real) and math.isfinite(eps) and eps >= 0):
        raise ValueError(f"eps must be a finite number >= 0, got {eps!r}")
    if not (isinstance(max_iter, int) and max_iter >= 1):
        raise ValueError(f"max_iter must be an int >= 1, got {max_iter!r}")
    p_ref, beta = float(p_ref), float(beta)
    weight_scheme, name = _weight_function(scheme, eps, params)
    W = weight_scheme.total_weight
    base = _logit(p_ref)

    p, converged, iterations, cycle = p_ref, False, 0, ()
    trajectory = collections.deque([p], maxlen=50)
    history = collections.deque(maxlen=3)
    for iterations in range(1, max_iter + 1):
        w = float(W(p))
        if not math.isfinite(w):
            break  # the recursion hit p = 0 or 1 where W is infinite
        new = _sigmoid(base + w / beta)
        history.append(abs(new - p))
        trajectory.append(new)
        done = abs(new - p) <= tol
        if not done and len(trajectory) >= 3 and abs(new - trajectory[-3]) <= tol and abs(new - p) > 1e-6:
            cycle = (min(new, p), max(new, p))  # back where it was two steps ago: a 2-cycle
            p = new
            break
        p = new
        if done:
            converged = True
            break
        if p in (0.0, 1.0):
            break

    roots = _scan_roots(W, base, beta)
    if not converged and not cycle and 0 < p < 1 and roots:
        # Slow but steady approach to a root (|g'| close to 1): accept the scanned root.
        nearest = min(roots, key=lambda r: abs(r - p))
        shrinking = len(history) >= 3 and history[-1] < history[-2] < history[-3]
        if abs(nearest - p) < 1e-6 and shrinking and abs(_slope(W, nearest, beta)) < 1:
            p, converged = nearest, True

    interior = 0 < p < 1
    slope = _slope(W, p, beta) if interior else math.inf
    if converged and roots:
        # Report the scanned roots other than the limit itself.
        others = tuple(r for r in roots if abs(r - p) > 1e-6 * max(1.0, p))
    else:
        others = tuple(roots)
    return FixedPoint(
        p_star=p,
        iterations=iterations,
        converged=converged and interior,
        stable=converged and interior and abs(slope) < 1,
        slope=slope,
        other_roots=others,
        scheme=name,
        p_ref=p_ref,
        beta=beta,
        cycle=cycle,
        trajectory=tuple(trajectory),
    )


def fixed_point(
    p_ref: float,
    beta: float,
    scheme: str | Scheme = "grpo",
    eps: float = 1e-4,
    *,
    tol: float = 1e-12,
    max_iter: int = 10_000,
    **params: Any,
) -> float:
    """The success rate ``p*`` that KL-regularised training with a scheme converges to.

    Iterates ``logit p_n = logit p_ref + W(p_{n-1}) / beta`` from ``p_0 = p_ref`` (Mroueh's recursion
    for exact KL(pi || pi_ref) regularisation), with the scheme's total weight ``W = w_plus +
    w_minus``; for `grpo` the eps-smoothed ``W = 1 / sqrt(p (1 - p) + eps)``.

    Args:
        p_ref (`float`): success rate of the reference policy, in (0, 1).
        beta (`float`): KL coefficient, > 0.
        scheme (`str` or `Scheme`, *optional*, defaults to `"grpo"`): registry name or instance.
        eps (`float`, *optional*, defaults to `1e-4`): smoothing of GRPO's weights; the default
            ``eps`` of `contrastive`; ignored by the other schemes.
        tol (`float`, *optional*, defaults to `1e-12`): convergence tolerance on ``|p_n - p_{n-1}|``.
        max_iter (`int`, *optional*, defaults to `10000`): iteration budget.
        **params: the scheme's parameters (e.g. ``k=4`` for `pass_at_k`).

    Returns:
        `float`: ``p*``. Other fixed points of the map, if any, are in
        ``analyze_fixed_point(...).other_roots``.

    Raises:
        `FixedPointError`: the iterates do not converge (a 2-cycle or other oscillation, or too slow), run to ``p = 0``
            or ``1`` (no interior fixed point reachable from ``p_ref``), or settle on a point that
            is not stable (``|g'(p*)| >= 1``). The error's ``.result`` holds the analysis.

    Example:

    >>> round(fixed_point(0.2, beta=1.0), 3)
    0.681
    >>> round(fixed_point(0.2, beta=2.0, scheme="mean_only"), 3)  # sigmoid(logit 0.2 + 1/2)
    0.292
    """
    return analyze_fixed_point(p_ref, beta, scheme, eps, tol=tol, max_iter=max_iter, **params).check()
