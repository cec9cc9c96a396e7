"""Trainer extension: TRL's generation call replaced by the compiled loop where that is safe.

``FastRolloutsMixin.generate_completion_ids`` (the adapter's name for TRL's generation of one turn,
see :mod:`trl_grpo_ext.trainer.trl_adapter`) takes the text-only path of TRL's method (no vLLM, no
continuous batching, no images, no DeepSpeed / FSDP sharding) when ``args.fast_rollouts`` is not
``"off"`` and calls ``super()`` for everything else, so the multi-turn tool loop, vLLM and VLMs
keep TRL's behaviour. Under accelerate's multi-GPU data parallelism every process runs the loop
on its own GPU with its own copy. The policy that samples is the one being trained: the ``model``
and ``int4`` modes read the live adapter parameters, the ``bf16`` copy is re-merged whenever the
optimizer has stepped since the last generation (``state.global_step`` changed), as TRL does for
vLLM weight syncs.
"""

from __future__ import annotations

import logging

from trl_grpo_ext.rollouts.engine import CompiledGenerator, UnsupportedGeneration, unsupported_options
from trl_grpo_ext.rollouts.weights import build, choose_mode
from trl_grpo_ext.trainer.trl_adapter import GenerationTurn, generation_context, is_vision_language, profile

logger = logging.getLogger(__name__)


class FastRolloutsMixin:
    """Put before ``GRPOTrainerAdapter`` in the bases of a trainer whose ``args`` has ``fast_rollouts``."""

    _fast_rollouts = None  # (GenerationWeights, CompiledGenerator) once built
    _fast_rollouts_step = None
    _fast_rollouts_disabled_reason = None

    def _fast_rollouts_reason_not_to(self, images, multimodal_fields) -> str | None:
        args = self.args
        if getattr(args, "fast_rollouts", "off") == "off":
            return "off"
        if self._fast_rollouts_disabled_reason:
            return self._fast_rollouts_disabled_reason
        if self.use_vllm:
            return "use_vllm"
        if getattr(self, "use_transformers_continuous_batching", False):
            return "continuous batching"
        if is_vision_language(self) or multimodal_fields or (images is not None and any(
            img is not None for img in images
        )):
            return "multimodal inputs"
        if self.is_deepspeed_enabled or self.is_fsdp_enabled:
            return "sharded parameters (DeepSpeed / FSDP)"
        bad = unsupported_options(self.generation_config)
        if bad:
            return f"generation options {bad}"
        return None

    def generate_completion_ids(self, turn: GenerationTurn):
        reason = self._fast_rollouts_reason_not_to(turn.images, turn.multimodal_fields)
        if reason is not None:
            if reason != "off" and not getattr(self, "_fast_rollouts_logged_skip", False):
                logger.warning("fast_rollouts: using TRL's generation (%s)", reason)
                self._fast_rollouts_logged_skip = True
            return super().generate_completion_ids(turn)
        with generation_context(self, "fast_rollouts.generate") as unwrapped_model:
            try:  # what the loop cannot run (DoRA adapters, unsupported options) goes to TRL's path for good
                weights, generator = self._fast_rollouts_engine(unwrapped_model)
                if weights.needs_refresh and self._fast_rollouts_step != self.state.global_step:
                    with profile(self, "fast_rollouts.refresh"):
                        weights.refresh()
                self._fast_rollouts_step = self.state.global_step
                result = generator.generate(turn.prompt_ids, self.generation_config)
            except UnsupportedGeneration as exc:
                self._fast_rollouts_disabled_reason = str(exc)
                result = None
        if result is None:
            return super().generate_completion_ids(turn)
        # TRL's non-vLLM path returns no sampling log-probs (they are only used for vLLM's importance-sampling
        # correction); the engine's are in `result.logprobs` for tests and benchmarks.
        return result.completion_ids, None

    def _fast_rollouts_engine(self, model):
        if self._fast_rollouts is None:
            args = self.args
            mode, why = choose_mode(
                model, args.fast_rollouts, args.fast_rollouts_memory_gib, args.fast_rollouts_margin_gib
            )
            weights = build(model, mode)
            generator = CompiledGenerator(weights.model, compile=args.fast_rollouts_compile)
            logger.warning(
                "fast_rollouts: weight mode %r (%s), copy %.2f GiB, compile=%s",
                mode, why, weights.extra_bytes / 1024**3, args.fast_rollouts_compile,
            )
            self._fast_rollouts = (weights, generator)
            self._fast_rollouts_mode = mode
            self._fast_rollouts_step = self.state.global_step  # just built from the current adapters
        return self._fast_rollouts
