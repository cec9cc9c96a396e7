"""Under DeepSpeed ZeRO-3, gather each decoder layer's parameters in one fetch, as FSDP2 gathers its units.

ZeRO-3 hooks every submodule and fetches each one's parameters separately: a Qwen2.5-1.5B layer is a dozen
fetches forward and again backward, each paying hook and launch overhead. At GRPO's small per-GPU batches that
overhead, not the bytes moved, dominated the loss forward and backward (docs/DISTRIBUTED.md). Marking the
decoder-layer classes as ZeRO-3 leaf modules (DeepSpeed's ``set_z3_leaf_modules``) makes one fetch per layer.
The classes are the model's own ``_no_split_modules``, the unit FSDP's transformer wrap policy uses too; a
layer's full parameters are then live at once on a rank, which is what the rollout copy's refill already needs.
"""

from __future__ import annotations

import logging

logger = logging.getLogger(__name__)


def zero3_stage(trainer) -> int | None:
    """The ZeRO stage of the trainer's DeepSpeed plugin, or ``None`` without DeepSpeed."""
    plugin = getattr(trainer.accelerator.state, "deepspeed_plugin", None)
    return getattr(plugin, "zero_stage", None) if plugin is not None else None


def fetch_decoder_layers_whole(trainer) -> list[str]:
    """Mark the trained model's decoder-layer classes as ZeRO-3 leaf modules; the class names marked.

    Does nothing (returns ``[]``) outside ZeRO-3, when the model names no unsplittable layer class, or when the
    user already chose leaf modules (a ``leaf_module`` section or ``stage3_module_granularity_threshold`` in the
    DeepSpeed config, or ``set_z3_leaf_modules`` called before training): theirs stand.
    """
    if zero3_stage(trainer) != 3:
        return []
    config = trainer.accelerator.state.deepspeed_plugin.deepspeed_config.get("zero_optimization", {})
    if "leaf_module" in config or config.get("stage3_module_granularity_threshold"):
        return []
    try:
        from deepspeed.utils import get_z3_leaf_modules, set_z3_leaf_modules
    except ImportError:  # a DeepSpeed older than its leaf-module API: its per-submodule fetch stays
        logger.info("ZeRO-3: this DeepSpeed has no set_z3_leaf_modules; parameters are fetched per submodule")
        return []

    model = trainer.model
    if get_z3_leaf_modules(model):
        return []
    names = set(getattr(model, "_no_split_modules", None) or ())
    classes = {type(m) for m in model.modules() if type(m).__name__ in names}
    if not classes:
        return []
    set_z3_leaf_modules(model, sorted(classes, key=lambda c: c.__name__))
    marked = sorted(c.__name__ for c in classes)
    logger.info("ZeRO-3: each %s fetched whole (one gather per layer, not per submodule)", ", ".join(marked))
    return marked
