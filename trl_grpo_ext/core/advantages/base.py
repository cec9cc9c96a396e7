"""The `Scheme` base class: one object per advantage scheme, registered by name.

A scheme maps a flat batch of grouped rewards to advantages, and, for binary rewards, knows
its population weights: a correct completion in a group with success rate ``p`` gets
``+w_plus(p)``, a wrong one ``-w_minus(p)`` (Mroueh's contrastive view of GRPO). The sum
``W(p) = w_plus + w_minus`` is what the theory module iterates.
"""

from __future__ import annotations

import math
import numbers
from typing import Any, ClassVar

import torch

from .grouping import GroupStats, as_reward_tensor, check_group_size, group_success_rates, work_dtype
from .rules_of_thumb import RULES


class Scheme:
    """Base class of the advantage schemes.

    Subclasses set `name`, `rule`, `binary_only`, `baseline_free`, their parameters and defaults in
    `defaults`, and implement `_advantages` (one batch of groups) and `_weights` (population
    weights). The base class validates inputs, keeps unscorable (NaN) rows out of the
    statistics, gives them advantage 0, and zeroes groups whose rewards are all equal unless the
    scheme is `baseline_free`.

    Args:
        success_threshold (`float`, *optional*):
            Reward at or above which a completion counts as a success. Binary-only schemes use it
            to turn any reward into success / failure (without it they refuse non-binary rewards).
            Schemes that accept any reward (`grpo`, `mean_only`, `rloo`, `risk_seeking`) compute
            their advantages from the raw rewards; for them the threshold only defines the
            success rate reported by [`Scheme.success_rates`].
        **params:
            The scheme's own parameters (see each scheme); unknown names raise a `ValueError`
            listing the allowed ones.
    """

    name: ClassVar[str] = ""
    # One line: when the scheme helps, when it hurts, what to watch (shown by `schemes list`).
    rule: ClassVar[str] = ""
    binary_only: ClassVar[bool] = False
    # True when a group whose rewards are all equal still gets non-zero advantages.
    baseline_free: ClassVar[bool] = False
    # True for the scheme that is TRL's own step: with TRL's other reward scalings the trainer keeps
    # TRL's advantages instead of refusing those options.
    is_trl_default: ClassVar[bool] = False
    # Parameter name -> default value; each becomes an attribute of the instance.
    defaults: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, **kwargs: Any):
        super().__init_subclass__(**kwargs)
        # Built-ins and presets take their rule from the one table; a class that sets its own keeps it.
        if "rule" not in cls.__dict__:
            cls.rule = RULES.get(cls.name, cls.rule)

    def __init__(self, success_threshold: float | None = None, **params: Any):
        unknown = sorted(set(params) - set(self.defaults))
        if unknown:
            allowed = ", ".join([*self.defaults, "success_threshold"])
            raise ValueError(
                f"scheme {self.name!r} got unknown parameter(s) {', '.join(map(repr, unknown))}; "
                f"allowed: {allowed}"
            )
        if success_threshold is not None:
            success_threshold = _real(success_threshold, "success_threshold", self.name)
        self.success_threshold = success_threshold
        for key, default in self.defaults.items():
            setattr(self, key, params.get(key, default))
        self._validate()

    # -- parameters ------------------------------------------------------------------------
    def _validate(self) -> None:
        """Check and normalise the parameters set from `defaults` (override in subclasses)."""

    @property
    def params(self) -> dict[str, Any]:
        """The scheme's parameters (without `success_threshold`), e.g. for logging."""
        return {key: getattr(self, key) for key in self.defaults}

    def config(self) -> dict[str, Any]:
        """The parameters with ``success_threshold`` when it is set: what rebuilds this scheme."""
        items = dict(self.params)
        if self.success_threshold is not None:
            items["success_threshold"] = self.success_threshold
        return items

    def __repr__(self) -> str:
        items = self.config()
        inner = ", ".join(f"{k}={v!r}" for k, v in items.items())
        return f"{type(self).__name__}({inner})"

    # -- advantages ------------------------------------------------------------------------
    def __call__(self, rewards: torch.Tensor, group_size: int) -> torch.Tensor:
        """Advantages for a flat batch of rewards.

        Args:
            rewards (`torch.Tensor` of shape `(N,)`):
                Rewards with the ``group_size`` completions of a prompt contiguous; NaN marks an
                unscorable completion.
            group_size (`int`):
                Completions per prompt; ``N`` must be a multiple of it.

        Returns:
            `torch.Tensor` of shape `(N,)`, float32, on the rewards' device; 0 on NaN rows.
        """
        group_size = check_group_size(group_size)
        rewards = as_reward_tensor(rewards, group_size)
        return self.advantages(self.group_stats(rewards, group_size))

    def advantages(self, stats: GroupStats) -> torch.Tensor:
        """Advantages ``(N,)`` from a batch's group statistics (built by [`Scheme.group_stats`]).

        The step the trainer takes once per batch (`trl_grpo_ext.core.advantages.step.advantage_step`)
        calls this with the statistics it shares with the diagnostics.
        """
        advantages = self._advantages(stats)
        zero = torch.zeros_like(advantages)
        keep = stats.valid if self.baseline_free else stats.valid & ~stats.zero_variance[:, None]
        advantages = torch.where(keep, advantages, zero)
        return torch.nan_to_num(advantages, nan=0.0).to(torch.float32).reshape(-1)

    def group_stats(self, rewards: torch.Tensor, group_size: int) -> GroupStats:
        """Group statistics of a validated batch, with success indicators for binary-only schemes."""
        stats = GroupStats.from_rewards(rewards, group_size, dtype=work_dtype(rewards.device))
        if self.binary_only:
            stats.with_success(self.success_threshold, self.name)
        return stats

    def success_rates(self, rewards: torch.Tensor, group_size: int) -> torch.Tensor:
        """Per-group success rate as this scheme sees it (see [`group_success_rates`])."""
        return group_success_rates(rewards, group_size, self.success_threshold)

    def _advantages(self, stats: GroupStats) -> torch.Tensor:
        """``(G, n)`` advantages; invalid rows and zero-variance groups are fixed up by the caller."""
        raise NotImplementedError(f"{type(self).__name__} does not define its advantages")

    # -- population weights ----------------------------------------------------------------
    def weights(self, p: Any, group_size: int | None = None) -> tuple[Any, Any]:
        """Population weights ``(w_plus(p), w_minus(p))`` for binary rewards at success rate ``p``.

        A correct completion gets advantage ``+w_plus(p)``, a wrong one ``-w_minus(p)``.

        Args:
            p (`float`, `numpy.ndarray` or `torch.Tensor`):
                Success rate(s) in [0, 1]. The result has the same type (a float for a float).
            group_size (`int`, *optional*):
                Evaluate the finite-group form for groups of this size (for example GRPO's
                Bessel factor ``sqrt((G-1)/G)``). `None` gives the population (``G -> inf``) form.

        Returns:
            `tuple` ``(w_plus, w_minus)``.
        """
        bad_size = isinstance(group_size, bool) or not isinstance(group_size, int) or group_size < 2
        if group_size is not None and bad_size:
            raise ValueError(f"group_size must be an int >= 2 or None (population form), got {group_size!r}")
        tensor, back = _as_probability(p)
        w_plus, w_minus = self._weights(tensor, group_size)
        return back(w_plus), back(w_minus)

    def total_weight(self, p: Any, group_size: int | None = None) -> Any:
        """``W(p) = w_plus(p) + w_minus(p)``: the expected gradient is ``W(p) * grad p``."""
        tensor, back = _as_probability(p)
        w_plus, w_minus = self.weights(tensor, group_size)
        return back(w_plus + w_minus)

    def _weights(self, p: torch.Tensor, group_size: int | None) -> tuple[torch.Tensor, torch.Tensor]:
        raise NotImplementedError(f"{type(self).__name__} does not define population weights")


def _real(value: Any, field: str, scheme: str, *, low: float | None = None, strict: bool = False) -> float:
    """``value`` as a finite float (optionally ``> low`` or ``>= low``), else a clear `ValueError`."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not math.isfinite(float(value)):
        raise ValueError(f"scheme {scheme!r}: {field} must be a finite number, got {value!r}")
    value = float(value)
    if low is not None and (value <= low if strict else value < low):
        raise ValueError(f"scheme {scheme!r}: {field} must be {'>' if strict else '>='} {low}, got {value}")
    return value


def _as_probability(p: Any):
    """``p`` as a float64 tensor (float32 on MPS), plus a function converting results back to p's kind."""
    if isinstance(p, torch.Tensor):
        out_dtype = p.dtype if torch.is_floating_point(p) else torch.float32
        tensor = p.to(work_dtype(p.device))

        def back(x):
            return x.to(out_dtype)

    elif isinstance(p, numbers.Real):
        tensor = torch.tensor(float(p), dtype=torch.float64)

        def back(x):
            return float(x)

    else:
        import numpy as np

        array = np.asarray(p, dtype=np.float64)
        tensor = torch.from_numpy(array)

        def back(x):
            return x.numpy()

    outside = (tensor < 0) | (tensor > 1)
    if bool(outside.any()):
        raise ValueError(f"success rate p must lie in [0, 1], got {tensor[outside].flatten()[:3].tolist()}")
    return tensor, back
