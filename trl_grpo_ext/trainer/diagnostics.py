"""What the trainer reports about each advantage step: callbacks that read the step's result.

``GRPOExtTrainer`` computes one :class:`~trl_grpo_ext.core.advantages.step.AdvantageStep` per generation
batch and hands it to each of its step callbacks, ``callback(trainer, scored, step)`` with the
adapter's :class:`~trl_grpo_ext.trainer.trl_adapter.ScoredBatch`. The two here log the scheme's diagnostics
(their meaning is in :mod:`trl_grpo_ext.core.advantages.step`) and predict the success rate's fixed point
from the first informative batch; the wandb callback adds the completions table.
"""

from __future__ import annotations

import logging

from trl_grpo_ext.core.advantages.step import AdvantageStep, SchemeDiagnostics, scheme_diagnostics
from trl_grpo_ext.trainer.trl_adapter import ScoredBatch, log_metric

__all__ = ["FixedPointPrediction", "SchemeDiagnostics", "log_diagnostics", "scheme_diagnostics"]

logger = logging.getLogger(__name__)


def log_diagnostics(trainer, scored: ScoredBatch, step: AdvantageStep) -> None:
    """Log the step's ``scheme/*`` metrics with TRL's own, for the next logging step."""
    for name, value in step.metrics.items():
        log_metric(trainer, scored.mode, name, value)


def predicted_p_star(p_ref: float, beta: float, scheme, args) -> float:
    """The fixed point for the divergence the loss's KL estimator follows (:mod:`trl_grpo_ext.core.kl_fixed_point`).

    Mroueh's recursion (:func:`~trl_grpo_ext.core.theory.fixed_point`, with its stability checks) where that is
    the reverse KL, as with TRL's default (k3 times the importance ratio).
    """
    from trl_grpo_ext.core.kl_fixed_point import DIVERGENCE_FOLLOWED, kl_fixed_point
    from trl_grpo_ext.core.theory import fixed_point, total_weight

    estimator, ratio_weighted = args.kl_estimator, bool(args.use_bias_correction_kl)
    if DIVERGENCE_FOLLOWED[(estimator, ratio_weighted)] == "reverse":
        return float(fixed_point(p_ref, beta, scheme=scheme))

    def weight(p: float) -> float:
        return float(total_weight(p, scheme))

    return float(kl_fixed_point(p_ref, beta, estimator, ratio_weighted, weight=weight))


class FixedPointPrediction:
    """The theory's fixed point ``p*`` of the success rate for the trainer's scheme and ``beta``.

    ``p_ref``, the success rate of the reference policy, is estimated by the mean success rate of the
    first training batch with ``0 < p_mean < 1``: the reference model is the initial policy, and that
    batch is sampled from it. Both are logged once (``scheme/p_ref``, ``scheme/predicted_p_star``).

    Attributes:
        p_ref (`float` or `None`), p_star (`float` or `None`): set once predicted.
        note (`str` or `None`): why there is no prediction, for a scheme without population weights.
    """

    def __init__(self):
        self.p_ref: float | None = None
        self.p_star: float | None = None
        self.note: str | None = None

    def __call__(self, trainer, scored: ScoredBatch, step: AdvantageStep) -> None:
        if scored.mode != "train" or trainer.beta <= 0 or self.p_star is not None or self.note is not None:
            return
        p_mean = step.diagnostics.p_mean
        if not 0.0 < p_mean < 1.0:
            return  # all groups right or all wrong so far: wait for a batch with an interior p
        try:
            p_star = predicted_p_star(p_mean, trainer.beta, trainer.scheme, trainer.args)
        except (RuntimeError, ValueError, NotImplementedError) as exc:  # e.g. a scheme without weights
            self.note = f"no predicted p* for scheme {trainer.args.advantage_scheme!r}: {exc}"
            logger.warning(self.note)
            return
        self.p_ref, self.p_star = p_mean, p_star
        log_metric(trainer, "train", "scheme/p_ref", p_mean)
        log_metric(trainer, "train", "scheme/predicted_p_star", p_star)
