"""Fast rollouts: a compiled generation path for GRPO (``GRPOExtConfig.fast_rollouts``).

How it runs is decided once, in a :class:`~trl_grpo_ext.rollouts.settings.RolloutSettings`. Then two halves, each
read top-down:

- the weights the sampler reads: ``weights`` (which copy: ``choose_mode``, ``build``; its ``refresh`` after an
  optimizer step), ``mode_choice`` (``"auto"``'s measured rule between the bf16 copy and the model's own NF4
  weights), ``layers`` (what a copy reads from a training layer, and the one LoRA merge), ``fused``
  (q/k/v and gate/up stacked), ``nf4_linear`` (the model mode's NF4 linears on the repacked kernel). The copy of a ZeRO-3 or FSDP2 model is sharding's business
  (``trainer.sharding.rollout_copy``), built from these;
- the sampler: ``engine`` (``CompiledGenerator``: prefill, decode loop), ``sampling`` (transformers' own draw),
  ``attention`` (the decode kernels), ``fill_graphs`` (one CUDA graph per cache fill), ``eager_norm`` and
  ``aten_mean`` (the norms' variance reduced as the eager forward reduces it), ``nf4_repack`` (an NF4 matmul for
  decode).

The weights never import the sampler; the sampler reads whatever model it is given.
"""

from trl_grpo_ext.rollouts.engine import CompiledGenerator, GenerationResult
from trl_grpo_ext.rollouts.settings import RolloutSettings, UnsupportedGeneration

__all__ = ["CompiledGenerator", "GenerationResult", "RolloutSettings", "UnsupportedGeneration"]
