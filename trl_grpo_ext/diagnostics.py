"""Public import path of the scheme diagnostics: what one advantage step tells about its groups
(:mod:`trl_grpo_ext.core.advantages.step`), and the trainer's callbacks that log it
(:mod:`trl_grpo_ext.trainer.diagnostics`)."""

from trl_grpo_ext.core.advantages.step import SchemeDiagnostics, scheme_diagnostics
from trl_grpo_ext.trainer.diagnostics import FixedPointPrediction, log_diagnostics

__all__ = ["FixedPointPrediction", "SchemeDiagnostics", "log_diagnostics", "scheme_diagnostics"]
