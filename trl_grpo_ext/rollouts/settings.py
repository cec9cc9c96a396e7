"""How fast rollouts run, decided once: the trainer builds a :class:`RolloutSettings` from its config, a benchmark
builds one by hand, and both hand it to the weights and the sampler, which read it and nothing else.

Nothing here imports torch: the config's validation and the trainer's "is it on" read these names cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

# How the sampler holds the weights (rollouts.weights): the training model itself, a bf16 copy with LoRA merged, or
# the frozen base re-quantised to int4 with the adapters unmerged.
WEIGHT_MODES = ("model", "int4", "bf16")
# "off": TRL generates; "auto": the fastest weight mode whose copy fits the memory budget.
MODES = ("off", "auto") + WEIGHT_MODES
# The decode attention on CUDA in bf16/fp16 (rollouts.attention): "triton" (a split-K kernel), "prefix" (SDPA as
# `generate` calls it, one CUDA graph per cache fill), PyTorch's "efficient" or "flash" kernels (for benchmarks).
DECODE_KERNELS = ("triton", "prefix", "efficient", "flash")


class UnsupportedGeneration(ValueError):
    """What the compiled loop cannot run (a generation option, DoRA adapters, a copy over budget): the trainer then
    uses TRL's generation."""


@dataclass(frozen=True)
class RolloutSettings:
    """Everything that chooses how the compiled loop samples.

    Args:
        mode: one of :data:`MODES`.
        decode_kernel: one of :data:`DECODE_KERNELS`.
        compile: compile the decode step with ``torch.compile`` (``False``: eager, static cache only).
        compile_prefill: on CUDA, where the decode step is compiled, compile the prompts' forward too, with dynamic
            shapes (no CUDA graphs): most of the eager forward's time is Python (one 7B prompt on an H100: 23 ms
            compiled, about 95 ms eager). Off by default: on torch 2.11 with transformers 5.17 a GRPO run with it
            ran far slower than without (likely a compilation per new prompt length; not confirmed). Not under the
            ``"prefix"`` kernel, whose prefill runs eagerly as ``generate``'s does.
        memory_gib, margin_gib: the memory a weight copy may take (``None``: free memory less the margin) and the
            margin kept for training (``None``: the larger of 4 GiB and 20% of the card), for ``mode="auto"`` and
            the sharded copy.
        fuse: stack q/k/v and gate/up in a bf16 copy (``rollouts.fused``).
        keep_gathered: under FSDP2, leave the units gathered from the copy's refill to the loss forward where the
            memory budget allows it (one all-gather of the model saved per step; ``trainer.sharding.rollout_copy``).
        compile_mode: ``torch.compile`` mode; ``None``: ``"reduce-overhead"`` (CUDA graphs) on CUDA, none elsewhere.
        compile_options: inductor options added to the mode's (for example ``{"emulate_precision_casts": True}``).
        cache_bucket: the cache length is ``prompt + max_new_tokens`` rounded up to a multiple of this, so batches
            whose prompts differ a little in length reuse one cache and one compiled graph.
        stop_check_every: look whether every row has stopped only every this many steps (a look waits for the GPU;
            steps after the last row stopped only append padding). ``None``: 32 on CUDA, 1 elsewhere.
        decode_attention: decode through ``rollouts.attention`` (reads only the valid cache positions); ``False``:
            the model's own attention. Only for models on SDPA or eager attention.
        share_prompts: prefill each distinct prompt once and copy its cache to the rows that repeat it.
        time_window: on CUDA, time the decode steps in windows of this many and report ms per step by position in
            ``GenerationResult.stats["ms_per_step"]`` (0: off).
    """

    mode: str = "auto"
    decode_kernel: str = "triton"
    compile: bool = True
    compile_prefill: bool = False
    memory_gib: float | None = None
    margin_gib: float | None = None
    fuse: bool = True
    keep_gathered: bool = True
    compile_mode: str | None = None
    compile_options: Mapping[str, Any] | None = field(default=None, compare=False)
    cache_bucket: int = 128
    stop_check_every: int | None = None
    decode_attention: bool = True
    share_prompts: bool = True
    time_window: int = 0

    def __post_init__(self):
        if self.mode not in MODES:
            raise ValueError(f"fast rollouts mode must be one of {', '.join(MODES)}, got {self.mode!r}")
        if self.decode_kernel not in DECODE_KERNELS:
            raise ValueError(f"decode kernel must be one of {', '.join(DECODE_KERNELS)}, got {self.decode_kernel!r}")
        if self.cache_bucket < 1:
            raise ValueError(f"cache_bucket must be at least 1, got {self.cache_bucket}")

    @property
    def on(self) -> bool:
        return self.mode != "off"

    def with_(self, **changes) -> RolloutSettings:
        """These settings with ``changes`` (field names), checked again."""
        return replace(self, **changes) if changes else self
