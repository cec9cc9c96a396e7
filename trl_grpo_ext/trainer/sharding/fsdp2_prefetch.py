"""Under FSDP2, start each decoder layer's all-gather while the layers before it compute.

FSDP2 issues a unit's all-gather when the CPU reaches that unit's forward (in backward it prefetches one unit).
At GRPO's small per-GPU batches the GPU finishes a layer before the CPU has issued the next layer's gather, so
each gather is waited for in the open: the loss forward took three times its one-GPU time
(docs/DISTRIBUTED.md). FSDP2's own ``set_modules_to_forward_prefetch`` and ``set_modules_to_backward_prefetch``
issue the gathers of the next ``depth`` layers as soon as a layer starts, so they overlap its compute. The
units are the model's decoder layers (its ``_no_split_modules``, the classes the transformer wrap policy shards
one by one), in the order the forward runs them.
"""

from __future__ import annotations

import logging

from transformers import TrainerCallback

logger = logging.getLogger(__name__)

PREFETCH_DEPTH = 2  # layers gathered ahead: one more layer's parameters live at a time per step of depth


def decoder_layer_units(model) -> list:
    """The FSDP2 units of ``model`` that are decoder layers, in forward order (``[]`` without FSDP2)."""
    try:
        from torch.distributed.fsdp import FSDPModule
    except ImportError:
        return []
    names = set()
    for module in model.modules():
        names.update(getattr(module, "_no_split_modules", None) or ())
    return [m for m in model.modules()
            if isinstance(m, FSDPModule) and any(c.__name__ in names for c in type(m).__mro__)]


def prefetch_layers_ahead(model, depth: int = PREFETCH_DEPTH) -> int:
    """Have every decoder layer prefetch the next ``depth`` layers in forward and the previous ``depth`` in
    backward; the number of layers set."""
    layers = decoder_layer_units(model)
    if len(layers) < 2 or depth < 1:
        return 0
    for i, layer in enumerate(layers):
        layer.set_modules_to_forward_prefetch(layers[i + 1 : i + 1 + depth])
        layer.set_modules_to_backward_prefetch(layers[max(0, i - depth) : i][::-1])
    logger.info("FSDP2: each of %d decoder layers gathers the next %d ahead", len(layers), depth)
    return len(layers)


class PrefetchLayers(TrainerCallback):
    """Set the prefetching once training begins: FSDP2 shards the model when the trainer prepares it."""

    def __init__(self, depth: int = PREFETCH_DEPTH):
        self.depth = depth
        self.layers = 0

    def on_train_begin(self, args, state, control, model=None, **kwargs):
        if model is not None and not self.layers:
            self.layers = prefetch_layers_ahead(model, self.depth)
