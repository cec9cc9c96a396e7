"""Trainer extension: TRL's generation call replaced by the compiled loop where that is safe.

``FastRolloutsMixin.generate_completion_ids`` (the adapter's name for TRL's generation of one turn,
see :mod:`trl_grpo_ext.trainer.trl_adapter`) takes the text-only path of TRL's method (no vLLM, no
continuous batching, no images) when ``args.fast_rollouts`` is not
``"off"`` and calls ``super()`` for everything else, so the multi-turn tool loop, vLLM and VLMs
keep TRL's behaviour. Under accelerate's multi-GPU data parallelism every process runs the loop
on its own GPU with its own copy. Under DeepSpeed ZeRO-3 or FSDP2 every process samples its own prompts
with a bf16 copy that is refilled from the sharded parameters, one layer at a time, once per optimizer
step (:mod:`trl_grpo_ext.trainer.sharding.rollout_copy`); if that copy does not fit on some rank, every rank uses
TRL's generation. The policy that samples is the one being trained: the ``model``
and ``int4`` modes read the live adapter parameters, the ``bf16`` copy is re-merged whenever the
optimizer has stepped since the last generation (``state.global_step`` changed), as TRL does for
vLLM weight syncs.

The loop's sampling log-probs go to TRL with the completions (``sampling_per_token_logps``), and the loss
corrects the sampler/trainer mismatch with TRL's importance-sampling ratio for vLLM
(:mod:`trl_grpo_ext.core.correction`), under TRL's own options: ``vllm_importance_sampling_correction``
(on by default), ``_mode``, ``_clip_min``, ``_clip_max``. The training log-probs of the ratio are the
loss's own forward's (detached): TRL would run an extra forward of the same weights for them. Where TRL
runs that forward anyway (``old_per_token_logps``: several iterations per generation, or generation out of
step with accumulation) the ratio uses it, as TRL's does.
"""

from __future__ import annotations

import functools
import logging
import time

from trl_grpo_ext.core.correction import importance_sampling_ratio, local_statistics, metrics_over_processes
from trl_grpo_ext.rollouts.engine import CompiledGenerator
from trl_grpo_ext.rollouts.sampling import unsupported_options
from trl_grpo_ext.rollouts.settings import RolloutSettings, UnsupportedGeneration
from trl_grpo_ext.rollouts.weights import build, choose_mode
from trl_grpo_ext.trainer.sharding.rollout_copy import sharded_rollout_copy
from trl_grpo_ext.trainer.trl_adapter import (
    GenerationTurn,
    generation_context,
    importance_sampling_settings,
    is_vision_language,
    log_metric,
    profile,
    sharded_generation_context,
    sharding,
)

logger = logging.getLogger(__name__)


def rollout_settings(args) -> RolloutSettings:
    """The run's fast-rollout settings, from its config: off where the config turns them off or vLLM generates."""
    return RolloutSettings(
        mode="off" if args.use_vllm else args.fast_rollouts,
        decode_kernel=args.fast_rollouts_decode_attention,
        compile=args.fast_rollouts_compile,
        memory_gib=args.fast_rollouts_memory_gib,
        margin_gib=args.fast_rollouts_margin_gib,
    )


class FastRolloutsMixin:
    """Put before ``GRPOTrainerAdapter`` in the bases of a trainer whose ``args`` has ``fast_rollouts``."""

    _fast_rollouts = None  # (GenerationWeights, CompiledGenerator) once built
    _fast_rollouts_step = None
    _fast_rollouts_disabled_reason = None
    _fast_rollouts_why = None  # why that weight mode, as logged
    _fast_rollouts_rows = None  # rows of the first generation batch: "auto" picks the weight mode faster at them

    @functools.cached_property
    def rollout_settings(self) -> RolloutSettings:
        """How fast rollouts run, decided once from ``args`` on first use; a benchmark may set its own before the
        first generation."""
        return rollout_settings(self.args)

    def _fast_rollouts_reason_not_to(self, images, multimodal_fields) -> str | None:
        settings = self.rollout_settings
        if not settings.on:
            return "off"
        if self._fast_rollouts_disabled_reason:
            return self._fast_rollouts_disabled_reason
        if getattr(self, "use_transformers_continuous_batching", False):
            return "continuous batching"
        if is_vision_language(self) or multimodal_fields or (images is not None and any(
            img is not None for img in images
        )):
            return "multimodal inputs"
        if sharding(self) and settings.mode not in ("auto", "bf16"):
            return f"sharded parameters ({sharding(self)}): fast_rollouts={settings.mode!r}; only 'bf16' gathers"
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
        context = sharded_generation_context if sharding(self) else generation_context
        with context(self, "fast_rollouts.generate") as unwrapped_model:
            try:  # what the loop cannot run (DoRA adapters, unsupported options) goes to TRL's path for good
                self._fast_rollouts_rows = len(turn.prompt_ids)  # for the weight mode, chosen at the first batch
                weights, generator = self._fast_rollouts_engine(unwrapped_model)
                if weights.needs_refresh and self._fast_rollouts_step != self.state.global_step:
                    with profile(self, "fast_rollouts.refresh"):
                        self._fast_rollouts_refresh(weights)
                self._fast_rollouts_step = self.state.global_step
                result = generator.generate(turn.prompt_ids, self.generation_config)
            except UnsupportedGeneration as exc:
                self._fast_rollouts_disabled_reason = str(exc)
                result = None
        if result is None:
            return super().generate_completion_ids(turn)
        return result.completion_ids, result.logprobs

    def loss_importance_sampling(self, inputs):
        """TRL's vLLM importance-sampling ratio for the loop's samples; logs TRL's ``sampling/*`` metrics."""
        on, mode, clip_min, clip_max = importance_sampling_settings(self)
        sampling = inputs.get("sampling_per_token_logps")
        if not on or sampling is None or not self.rollout_settings.on:
            return None
        if self.args.loss_type == "vespo" and mode not in ("token_truncate", "token_mask"):
            raise ValueError(
                f"VESPO loss requires `vllm_importance_sampling_mode` to be either 'token_truncate' or 'token_mask' "
                f"when fast_rollouts' samples are corrected. Got: {mode}."
            )
        mask = inputs["completion_mask"]
        if "tool_mask" in inputs:  # tool output in a completion is not the sampler's
            mask = mask * inputs["tool_mask"]
        old = inputs.get("old_per_token_logps")
        stage = "train" if self.model.training else "eval"

        def ratio(loss_logps):
            train = old if old is not None else loss_logps.detach()
            values = importance_sampling_ratio(train, sampling, mask, mode, clip_min, clip_max)
            stats = local_statistics(train, sampling, mask, values)
            for name, value in metrics_over_processes(self.accelerator.gather(stats[None])).items():
                log_metric(self, stage, name, value)
            return values

        return ratio

    def _fast_rollouts_refresh(self, weights) -> None:
        """Bring the copy up to date, and log how long that took (under sharding: the gather of every layer)."""
        import torch

        started = time.perf_counter()
        weights.refresh()
        if self.accelerator.device.type == "cuda":
            torch.cuda.synchronize()
        mode = "train" if self.model.training else "eval"
        log_metric(self, mode, "fast_rollouts/refresh_s", time.perf_counter() - started)

    def _fast_rollouts_engine(self, model):
        if self._fast_rollouts is None:
            settings = self.rollout_settings
            if sharding(self):
                weights, why = sharded_rollout_copy(self, model, settings)
                mode = weights.mode
            else:
                mode, why = choose_mode(model, settings, self._fast_rollouts_rows)
                weights = build(model, mode, fuse=settings.fuse)
            generator = CompiledGenerator(weights.model, settings)
            logger.warning(
                "fast_rollouts: weight mode %r (%s), copy %.2f GiB, compile=%s",
                mode, why, weights.extra_bytes / 1024**3, settings.compile,
            )
            self._fast_rollouts = (weights, generator)
            self._fast_rollouts_mode = mode
            self._fast_rollouts_why = why
            self._fast_rollouts_step = self.state.global_step  # just built from the current adapters
        return self._fast_rollouts
