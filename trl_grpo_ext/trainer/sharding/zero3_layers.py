"""How DeepSpeed ZeRO-3 fetches the trained model's parameters: a decoder layer in one fetch, and, with fast
rollouts, the whole model kept between steps where memory allows.

- ``fetch_decoder_layers_whole``: ZeRO-3 hooks every submodule and fetches each one's parameters separately: a
  Qwen2.5-1.5B layer is a dozen fetches forward and again backward, each paying hook and launch overhead. At GRPO's
  small per-GPU batches that overhead, not the bytes moved, dominated the loss forward and backward
  (docs/DISTRIBUTED.md). Marking the decoder-layer classes as ZeRO-3 leaf modules (DeepSpeed's
  ``set_z3_leaf_modules``) makes one fetch per layer. The classes are the model's own ``_no_split_modules``, the
  unit FSDP's transformer wrap policy uses too.
- ``keep_parameters_whole``: the rollout copy already holds a whole 16-bit model on every GPU, so fast rollouts
  only pay off under ZeRO-3 on cards with room for one more. DeepSpeed's persistence thresholds keep that many
  parameter elements whole: gathered once, after each optimizer step, and never fetched or released by the forward
  and backward hooks. The loss forward and backward then gather nothing, and the refill
  copies instead of gathering. Gradients and optimizer states stay sharded. With every parameter whole, DeepSpeed's
  replacement of ``F.linear`` (``memory_efficient_linear``) has nothing left to save and is turned off.
"""

from __future__ import annotations

import logging
from typing import NamedTuple

import torch
from accelerate.utils import gather_object

from trl_grpo_ext.core.training_memory import activation_bytes_per_token, margin_bytes, zero3_whole_elements

logger = logging.getLogger(__name__)


def zero3_stage(trainer) -> int | None:
    """The ZeRO stage of the trainer's DeepSpeed plugin, or ``None`` without DeepSpeed."""
    plugin = getattr(trainer.accelerator.state, "deepspeed_plugin", None)
    return getattr(plugin, "zero_stage", None) if plugin is not None else None


def fetch_decoder_layers_whole(trainer) -> list[str]:
    """Mark the trained model's decoder-layer classes as ZeRO-3 leaf modules; the class names marked.

    Not the whole model, even where every parameter is kept whole: DeepSpeed reduces a leaf's gradients in the
    leaf's backward hook, which fires with the gradients of its inputs, and a model's inputs are token ids.

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


PERSISTENCE_KEYS = ("stage3_param_persistence_threshold", "stage3_model_persistence_threshold")


class KeptWhole(NamedTuple):
    """What :func:`keep_parameters_whole` asked ZeRO-3 to keep whole: ``elements`` of the model's ``params``."""

    elements: int
    params: int
    why: str


def keep_parameters_whole(trainer) -> KeptWhole:
    """Set DeepSpeed's persistence thresholds so that ZeRO-3 keeps parameters whole between steps, as many elements
    as the card has room for. Call before ``accelerator.prepare`` builds the engine.

    The room (:func:`~trl_grpo_ext.core.training_memory.zero3_whole_elements`): the card's memory less the margin
    (``fast_rollouts_margin_gib``, by default the larger of 4 GiB and 20% of the card), the sharded training state,
    the bf16 rollout copy and, without gradient checkpointing, a micro-batch's activations (prompts counted as long
    as ``max_completion_length``, which TRL does not bound). Every process takes the smallest room of any of them,
    since every process must keep the same parameters. Nothing is set (``0``) outside ZeRO-3 on GPUs, with fast
    rollouts off, or where the DeepSpeed config sets either threshold itself: the user's stand, as does their
    ``memory_efficient_linear``.
    """
    if zero3_stage(trainer) != 3:
        return KeptWhole(0, 0, "not ZeRO-3")
    args, device = trainer.args, trainer.accelerator.device
    # Under zero.Init a parameter is already partitioned: its full size is ds_numel.
    sizes = [getattr(p, "ds_numel", p.numel()) for p in trainer.model.parameters()]
    params = sum(sizes)
    rollouts = trainer.rollout_settings
    if not rollouts.on:
        return KeptWhole(0, params, "fast_rollouts is off")
    if device.type != "cuda":
        return KeptWhole(0, params, "not on a GPU")
    config = trainer.accelerator.state.deepspeed_plugin.deepspeed_config.setdefault("zero_optimization", {})
    chosen = [key for key in PERSISTENCE_KEYS if config.get(key, "auto") != "auto"]
    if chosen:
        return KeptWhole(0, params, f"the DeepSpeed config sets {', '.join(chosen)}")
    card = torch.cuda.get_device_properties(device).total_memory
    activations = 0
    if not args.gradient_checkpointing:
        try:
            tokens = args.per_device_train_batch_size * 2 * args.max_completion_length
            activations = activation_bytes_per_token(trainer.model.config) * tokens
        except (AttributeError, ValueError) as exc:
            return KeptWhole(0, params, f"no activation estimate ({exc})")
    room = zero3_whole_elements(params, trainer.accelerator.num_processes, card,
                                margin_bytes(rollouts.margin_gib, card), 2 * params, activations)
    room = min(gather_object([room]))  # before the engine exists: no device tensor needed
    if room == 0:
        return KeptWhole(0, params, "no room on some GPU for a whole 16-bit parameter beside the rollout copy")
    config["stage3_param_persistence_threshold"] = max(sizes)
    config["stage3_model_persistence_threshold"] = room
    share = "all" if room >= params else f"{room / params:.0%}"
    why = f"{share} of {params / 1e9:.2f} B parameters kept whole between steps ({2 * room / 1024**3:.1f} GiB)"
    if room >= params and "memory_efficient_linear" not in config:
        # Its autograd function re-gathers a released weight in backward; with none released it only costs a Python
        # call per linear layer, forward and backward, and, since it replaces F.linear for the whole process, in
        # the rollout copy's prefill too.
        config["memory_efficient_linear"] = False
        if _linear_replaced():
            why += "; DeepSpeed's linear stays: zero.Init replaced F.linear when the model was loaded"
        else:
            why += ", torch's own linear"
    return KeptWhole(room, params, why)


def _linear_replaced() -> bool:
    """Whether DeepSpeed has already swapped ``torch.nn.functional.linear`` (a model loaded under ``zero.Init``):
    the config can no longer undo that."""
    return getattr(torch.nn.functional.linear, "__module__", "").startswith("deepspeed")
