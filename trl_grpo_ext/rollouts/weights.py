"""The weights the compiled loop samples with: the training model itself, or a faster copy of it.

Modes (fastest first on an H100, see docs/ROLLOUTS.md):

- ``bf16``: a dense bf16 copy of the whole model with the LoRA update merged in
  (``W = dequant(W_base) + scale * B @ A``), q/k/v and gate/up stacked where the architecture allows it
  (``rollouts.fused``); the merge is redone after every optimizer step (``refresh``), from the frozen
  base weights, so no rounding accumulates. Costs ~2 bytes per weight.
- ``int4``: the frozen base weights re-quantised once to torchao's int4 weight-only format (a
  maintained tensor-core kernel, faster than bitsandbytes' NF4 at decode), with the LoRA adapters
  applied unmerged on top. The adapter modules are the training model's own, so the copy always
  samples with the current adapters and never needs a refresh. Costs ~0.53 bytes per weight.
- ``model``: no copy; the training model (NF4 under QLoRA), adapters unmerged. On a CUDA GPU with bf16 tensor
  cores the NF4 linears decode through the repacked kernel (``rollouts.nf4_linear``), which adds one float32
  scale per 64 weights (~0.06 bytes per weight); elsewhere through bitsandbytes, no extra memory.

What is shared with the training model: in ``int4`` mode the LoRA modules; in every mode the
parameters that are already in the copy's dtype on the right device (norms, embeddings of a bf16
model). Everything else is a new tensor, counted in ``extra_bytes``.
"""

from __future__ import annotations

import copy
import logging
from dataclasses import dataclass, field
from typing import Callable

import torch
from torch import nn

from trl_grpo_ext.core.training_memory import memory_budget
from trl_grpo_ext.rollouts import nf4_linear
from trl_grpo_ext.rollouts.fused import fuse_projections
from trl_grpo_ext.rollouts.layers import (
    UnmergedLora,
    check_plain_lora,
    dense_weight,
    is_4bit,
    lora_layer_class,
    merge_lora_into,
    plain_model,
    true_numel,
    true_shape,
)
from trl_grpo_ext.rollouts.mode_choice import faster_of_bf16_and_model
from trl_grpo_ext.rollouts.settings import WEIGHT_MODES, RolloutSettings

logger = logging.getLogger(__name__)

# Bytes per weight of a decoder linear layer in each copy mode (int4: packed nibbles plus a bf16 scale and
# zero point per group of 128).
_LINEAR_BYTES = {"bf16": 2.0, "int4": 0.5 + 4 / 128, "model": 0.0}
NF4_SCALE_BYTES = 4 / 64  # the repacked kernel's decoded scale: one float32 per block of 64 weights
INT4_GROUP_SIZE = 128


def int4_quantizer() -> Callable[[nn.Linear], None]:
    """torchao's int4 weight-only quantisation of one bf16 ``nn.Linear`` in place (CUDA)."""
    try:
        from torchao.quantization import Int4WeightOnlyConfig, quantize_
    except ImportError as exc:
        raise ImportError(
            "fast_rollouts='int4' needs torchao: pip install 'trl-grpo-ext[int4]' (or use 'auto', 'model', 'bf16')"
        ) from exc

    try:
        config = Int4WeightOnlyConfig(group_size=INT4_GROUP_SIZE, int4_packing_format="tile_packed_to_4d")
    except TypeError:  # torchao before the packing-format argument
        config = Int4WeightOnlyConfig(group_size=INT4_GROUP_SIZE)

    def quantize(linear: nn.Linear) -> None:
        quantize_(linear, config)

    return quantize


@dataclass
class GenerationWeights:
    """The model the compiled loop runs, and how to bring it up to date with the training model."""

    mode: str
    model: nn.Module
    extra_bytes: int = 0
    _merged: list = field(default_factory=list)  # (copy linear, source LoRA layer) pairs to re-merge
    dtype: torch.dtype | None = None
    _copied: list = field(default_factory=list)  # (copy's module, attribute, trained source parameter) to copy again

    def refresh(self) -> None:
        """Bring a copy up to date with the training model (call after every optimizer step): re-merge the
        adapters, and copy again the trained parameters that are not adapters (full fine-tuning)."""
        with torch.no_grad():
            for target, layer in self._merged:
                merge_lora_into(layer, target.weight)
            for module, attr, source in self._copied:
                getattr(module, attr).copy_(source)

    @property
    def needs_refresh(self) -> bool:
        return bool(self._merged or self._copied)


def _is_linear(module) -> bool:
    return isinstance(module, nn.Linear) or is_4bit(getattr(module, "weight", None))


def build_copy(
    model: nn.Module,
    *,
    dtype: torch.dtype = torch.bfloat16,
    merge_lora: bool = True,
    quantize: Callable[[nn.Linear], None] | None = None,
    mode: str = "bf16",
    share: bool = False,
    fuse: bool = False,
    repack_nf4: bool = False,
) -> GenerationWeights:
    """A copy of ``model`` (a transformers causal LM, maybe peft-wrapped, maybe 4-bit) with dense or quantised linears.

    Built on the meta device and filled layer by layer, so the peak is the copy plus one dense layer. Linear
    layers of the decoder (not the LM head, whose precision sets the log-probs) are quantised with ``quantize``
    when given. LoRA layers are merged (``merge_lora=True``, re-merged by ``refresh``) or wrapped unmerged.

    ``share=True`` copies nothing: a new module tree over the training model's own tensors and (4-bit) linear
    modules, adapters unmerged. It samples with exactly the training weights, and it has none of the training
    model's per-step state (gradient-checkpointing flags, input hooks that training re-registers, train mode)
    that would make the compiled decode step recompile.

    ``repack_nf4=True`` (with ``share``) wraps each bitsandbytes NF4 linear, the base of an adapter too, for the
    repacked decode kernel where it runs (``rollouts.nf4_linear``); its decoded scales count in ``extra_bytes``.

    ``fuse=True`` stacks q/k/v and gate/up into one linear layer each where the architecture allows it
    (``rollouts.fused``), for the copy's own dense weights; a re-merge then writes the stacked weights.
    """
    lora_cls = lora_layer_class()
    source = plain_model(model)
    device = next(p.device for p in source.parameters())
    with torch.device("meta"):
        target = type(source)(copy.deepcopy(source.config))
    target.generation_config = copy.deepcopy(source.generation_config)
    target.eval()
    target.requires_grad_(False)

    made: dict[int, nn.Parameter] = {}  # id(source tensor) -> copy, so tied weights stay tied
    extra = 0
    merged = []
    copied = []
    replace: list[tuple[str, nn.Module]] = []
    decode_linear = nf4_linear.DecodeLinears(device) if repack_nf4 else (lambda linear: linear)

    def shared_base(linear: nn.Module) -> nn.Module:
        return decode_linear(linear) if _is_linear(linear) and is_4bit(linear.weight) else linear

    def new_param(module: nn.Module, pname: str, tensor: torch.Tensor) -> nn.Parameter:
        nonlocal extra
        key = id(tensor)
        if key not in made:
            value = tensor.detach().to(device=device, dtype=dtype if tensor.is_floating_point() else tensor.dtype)
            if value.data_ptr() != tensor.data_ptr():
                extra += value.numel() * value.element_size()
                if tensor.requires_grad:  # held by module and name, which stacking remaps, not by the tensor it frees
                    copied.append((module, pname, tensor))
            made[key] = nn.Parameter(value, requires_grad=False)
        return made[key]

    lm_head = source.get_output_embeddings()
    lm_head_names = {n for n, m in source.named_modules() if m is lm_head}
    with torch.no_grad():
        for name, module in list(target.named_modules()):
            src = source.get_submodule(name) if name else source
            is_lora = bool(lora_cls) and isinstance(src, lora_cls)
            if share and is_lora:
                check_plain_lora(name, src)
                adapted = decode_linear.adapted(src) if repack_nf4 else None  # base and adapter in one kernel
                replace.append((name, adapted or UnmergedLora(shared_base(src.get_base_layer()), src)))
                continue
            if share and _is_linear(src) and is_4bit(src.weight):
                replace.append((name, shared_base(src)))
                continue
            if share:
                for pname, _ in list(module.named_parameters(recurse=False)):
                    setattr(module, pname, getattr(src, pname))
            elif is_lora:
                check_plain_lora(name, src)
                base_src = src.get_base_layer()
                if merge_lora:  # the same arithmetic as every later re-merge
                    weight = torch.empty(true_shape(base_src.weight), dtype=dtype, device=device)
                    merge_lora_into(src, weight)
                else:
                    weight = dense_weight(base_src, dtype)
                module.weight = nn.Parameter(weight, requires_grad=False)
                extra += weight.numel() * weight.element_size()
                if base_src.bias is not None:
                    module.bias = new_param(module, "bias", base_src.bias)
                if merge_lora:
                    merged.append((module, src))
            elif _is_linear(src) and is_4bit(src.weight):
                weight = dense_weight(src, dtype)
                module.weight = nn.Parameter(weight, requires_grad=False)
                extra += weight.numel() * weight.element_size()
                if src.bias is not None:
                    module.bias = new_param(module, "bias", src.bias)
            else:
                for pname, _ in list(module.named_parameters(recurse=False)):
                    setattr(module, pname, new_param(module, pname, getattr(src, pname)))
            for bname, _ in list(module.named_buffers(recurse=False)):
                module._buffers[bname] = getattr(src, bname)
            # Plain tensor attributes made on the meta device (e.g. a rotary embedding's original_inv_freq).
            for attr, value in list(vars(module).items()):
                if isinstance(value, torch.Tensor) and value.is_meta and hasattr(src, attr):
                    setattr(module, attr, getattr(src, attr))
            if quantize is not None and isinstance(module, nn.Linear) and name not in lm_head_names:
                before = module.weight.numel() * module.weight.element_size()
                quantize(module)
                extra += _tensor_bytes(module.weight) - before
            if is_lora and not merge_lora:
                replace.append((name, UnmergedLora(module, src)))
        for name, wrapper in replace:
            parent_name, _, child = name.rpartition(".")
            setattr(target.get_submodule(parent_name) if parent_name else target, child, wrapper)
    if repack_nf4:
        extra += decode_linear.added_bytes + nf4_linear.group_projections(target)  # q/k/v, gate/up: one launch each
        decode_linear.log()
    leftover = [n for n, p in target.named_parameters() if p.is_meta]
    if leftover:
        raise RuntimeError(f"fast_rollouts copy left parameters unset: {leftover[:5]}")
    if fuse:
        # Stacking copies tensors into new ones. It leaves alone the training model's own tensors: a trainable one
        # must be read in place, a frozen weight would be duplicated (a frozen bias is small enough to copy). The
        # copy's own tensors are stacked, and the re-merges and re-copies after each step then write the stacked ones.
        shared = {p.data_ptr(): p.requires_grad for p in model.parameters()}
        replaced = fuse_projections(target, movable=lambda t: t.data_ptr() not in shared or (
            t.ndim == 1 and not shared[t.data_ptr()]))
        merged = [(replaced.get(id(module), module), layer) for module, layer in merged]
        copied = [(replaced.get(id(module), module), attr, source) for module, attr, source in copied]
    return GenerationWeights(mode=mode, model=target, extra_bytes=int(extra), _merged=merged, dtype=dtype,
                             _copied=copied)


def _tensor_bytes(t: torch.Tensor) -> int:
    """Storage bytes of a tensor, also for tensor subclasses that hold their data in inner tensors."""
    flatten = getattr(t, "__tensor_flatten__", None)
    if flatten is not None and type(t) is not torch.Tensor and type(t) is not nn.Parameter:
        names, _ = flatten()
        return sum(_tensor_bytes(getattr(t, n)) for n in names if isinstance(getattr(t, n), torch.Tensor))
    return t.numel() * t.element_size()


def estimate_extra_bytes(model: nn.Module, mode: str, dtype: torch.dtype = torch.bfloat16) -> int:
    """Bytes a copy in ``mode`` would add (before building it): decoder linears at the mode's width, the rest
    (LM head, embeddings, norms) in ``dtype`` unless already stored so."""
    source = plain_model(model)
    if mode == "model":
        if nf4_linear.kernel_unavailable(next(p.device for p in source.parameters())) is not None:
            return 0
        nf4 = {id(m.weight): m.weight for m in source.modules() if _is_linear(m) and is_4bit(m.weight)}
        return int(sum(map(true_numel, nf4.values())) * NF4_SCALE_BYTES)  # by weight: a LoRA layer shows its base's
    lm_head = source.get_output_embeddings()
    lm_head_weight = getattr(lm_head, "weight", None)
    seen: set[int] = set()
    total = 0.0
    lora_cls = lora_layer_class()
    lora_params = {id(p) for m in source.modules() if lora_cls and isinstance(m, lora_cls)
                   for sub in (m.lora_A, m.lora_B) for p in sub.parameters()}
    for module in source.modules():
        for p in module.parameters(recurse=False):
            if id(p) in seen or id(p) in lora_params:
                continue
            seen.add(id(p))
            n = true_numel(p)
            linear_weight = _is_linear(module) and p is module.weight and p is not lm_head_weight
            if linear_weight:
                total += n * _LINEAR_BYTES[mode]
            elif is_4bit(p) or p.dtype != dtype:
                total += n * torch.tensor([], dtype=dtype).element_size()
    return int(total)


def build(model: nn.Module, mode: str, fuse: bool = True) -> GenerationWeights:
    """The generation weights of ``mode`` for ``model`` (``fuse``: stack the projections of a bf16 copy)."""
    if mode == "model":
        return build_copy(model, dtype=None, merge_lora=False, share=True, mode="model", repack_nf4=True)
    if mode == "bf16":
        return build_copy(model, dtype=torch.bfloat16, merge_lora=True, mode="bf16", fuse=fuse)
    if mode == "int4":
        return build_copy(model, dtype=torch.bfloat16, merge_lora=False, quantize=int4_quantizer(), mode="int4")
    raise ValueError(f"unknown fast_rollouts weight mode {mode!r}; expected one of {WEIGHT_MODES}")


def auto_modes(device: torch.device) -> list[str]:
    """Weight modes ``auto`` chooses from on ``device``.

    ``int4`` is left out: on an H200 (bench/results/rollout_speed.json, 1.5B shape) it decoded slower than the
    NF4 weights themselves under the same compiled loop (11.4 vs 10.2 ms per step), and re-quantising the
    dequantised NF4 weights moves the sampling policy away from the trained one (mean |log-prob difference|
    0.55 vs 0.02 for ``model`` and ``bf16``), which makes GRPO off-policy. It stays available by name.
    """
    if device.type != "cuda" or not torch.cuda.is_bf16_supported():
        return ["model"]  # a bf16 copy on a card without bf16 tensor cores (a T4) would be slow
    return ["bf16", "model"]


def not_repacked(model: nn.Module, device: torch.device) -> str | None:
    """Why the ``model`` mode of ``model`` would not decode through the repacked NF4 kernel (``None``: it would)."""
    if not any(_is_linear(m) and is_4bit(m.weight) for m in plain_model(model).modules()):
        return "no NF4 linears"
    return nf4_linear.kernel_unavailable(device)


def choose_mode(model: nn.Module, settings: RolloutSettings, rows: int | None = None) -> tuple[str, str]:
    """The weight mode to use and why: the settings' mode unless it is ``"auto"``, which takes, of the modes whose
    copy fits the settings' memory budget, the one that decodes ``rows`` rows per step faster
    (``rollouts.mode_choice``)."""
    device = next(p.device for p in plain_model(model).parameters())
    if settings.mode != "auto":
        return settings.mode, "requested"
    budget = memory_budget(device, settings.memory_gib, settings.margin_gib)
    budget_text = "no budget" if budget is None else f"budget {budget / 1024**3:.1f} GiB"
    needs = {mode: estimate_extra_bytes(model, mode) for mode in auto_modes(device)}
    fits = [mode for mode, need in needs.items() if budget is None or need <= budget]
    if not fits:
        return "model", "auto: no copy fits the budget"
    if len(fits) == 1:
        mode, why = fits[0], "the only mode that fits"
    else:
        mode, why = faster_of_bf16_and_model(rows, not_repacked(model, device))
    return mode, f"auto: {why} (needs {needs[mode] / 1024**3:.2f} GiB, {budget_text})"
