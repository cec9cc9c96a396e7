"""Fast rollouts: a compiled generation path for single-GPU (Q)LoRA GRPO (``GRPOExtConfig.fast_rollouts``)."""

from trl_grpo_ext.rollouts.engine import CompiledGenerator, GenerationResult
from trl_grpo_ext.rollouts.settings import RolloutSettings, UnsupportedGeneration

__all__ = ["CompiledGenerator", "GenerationResult", "RolloutSettings", "UnsupportedGeneration"]
