"""Public import path of the contrastive theory (re-exported from :mod:`trl_grpo_ext.core.theory`)."""

from trl_grpo_ext.core.theory import contrastive_weights, fixed_point

__all__ = ["contrastive_weights", "fixed_point"]
