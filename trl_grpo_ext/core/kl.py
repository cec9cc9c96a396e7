r"""Per-token estimators of KL(pi_theta || pi_ref) for the GRPO loss: k1, k2, k3.

Each sees the log-probability of the sampled token under the policy (``logps``, with gradient)
and under the reference (``ref_logps``), and is added to the per-token loss as
``beta * estimator(logps, ref_logps)``. Their values estimate the same divergence, but their
gradients, which are what the regulariser does to training, differ. With the token sampled from
the policy itself (on-policy) and the gradient flowing through ``logps`` only:

- ``k1 = log(pi/pi_ref)``: gradient ``\nabla log pi``, zero in expectation. It regularises
  nothing, it only adds noise.
- ``k2 = 1/2 log(pi/pi_ref)^2``: gradient ``log(pi/pi_ref) \nabla log pi``, in expectation the
  gradient of the reverse KL(pi || pi_ref), the divergence the objective names.
- ``k3 = pi_ref/pi - log(pi_ref/pi) - 1``: gradient ``(1 - pi_ref/pi) \nabla log pi``, in
  expectation the gradient of the forward KL(pi_ref || pi).

``k1`` and ``k3`` are unbiased estimates of the value of KL(pi || pi_ref); ``k3`` and ``k2`` are
never negative. ``k3`` is TRL's and DeepSeekMath's; the derivations, and what each one does to
the success-amplification fixed point, are in docs/KL_AND_PROCESS_SUPERVISION.md.
"""

from __future__ import annotations

from typing import Callable

import torch

__all__ = ["KL_ESTIMATORS", "kl_k1", "kl_k2", "kl_k3", "per_token_kl"]


def kl_k1(logps: torch.Tensor, ref_logps: torch.Tensor) -> torch.Tensor:
    """``log pi(x) - log pi_ref(x)``: unbiased value, can be negative, zero gradient in expectation.

    >>> kl_k1(torch.tensor([-1.0, -2.0]), torch.tensor([-2.0, -1.0]))
    tensor([ 1., -1.])
    """
    return logps - ref_logps


def kl_k2(logps: torch.Tensor, ref_logps: torch.Tensor) -> torch.Tensor:
    """``1/2 (log pi(x) - log pi_ref(x))^2``: biased value >= 0, gradient of the reverse KL in expectation.

    >>> kl_k2(torch.tensor([-1.0, -2.0]), torch.tensor([-2.0, -1.0]))
    tensor([0.5000, 0.5000])
    """
    return 0.5 * (logps - ref_logps) ** 2


def kl_k3(logps: torch.Tensor, ref_logps: torch.Tensor) -> torch.Tensor:
    """``pi_ref/pi - log(pi_ref/pi) - 1``: TRL's expression, unbiased value >= 0, forward-KL gradient.

    Written as TRL 1.16 writes it in its GRPO loss, so the numbers match bit for bit
    (and, like TRL's, it is not clamped: near ``logps == ref_logps`` it can round to about -1e-16).

    >>> kl_k3(torch.tensor([-1.0, -2.0]), torch.tensor([-2.0, -1.0]))
    tensor([0.3679, 0.7183])
    """
    return torch.exp(ref_logps - logps) - (ref_logps - logps) - 1


KL_ESTIMATORS: dict[str, Callable[[torch.Tensor, torch.Tensor], torch.Tensor]] = {
    "k1": kl_k1,
    "k2": kl_k2,
    "k3": kl_k3,
}


def per_token_kl(logps: torch.Tensor, ref_logps: torch.Tensor, estimator: str = "k3") -> torch.Tensor:
    """The per-token KL term by estimator name (``"k1"``, ``"k2"`` or ``"k3"``), same shape as ``logps``.

    >>> per_token_kl(torch.tensor([-1.0]), torch.tensor([-2.0]), "k2")
    tensor([0.5000])
    """
    try:
        fn = KL_ESTIMATORS[estimator]
    except (KeyError, TypeError):
        raise ValueError(f"kl_estimator={estimator!r}; choose one of {', '.join(KL_ESTIMATORS)}") from None
    return fn(logps, ref_logps)
