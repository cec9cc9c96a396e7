"""What a weight copy reads from a layer of the training model: the model under its peft wrapper, a 4-bit weight
as a dense one, the active LoRA adapters, and their merge into the base weight (:func:`merge_lora_into`, the one
merge every copy uses: the bf16 copy when it is built and after every optimizer step, and the sharded copy's
refill).
"""

from __future__ import annotations

from typing import Callable

import torch
from torch import nn

from trl_grpo_ext.rollouts.settings import UnsupportedGeneration


def plain_model(model):
    """The transformers model under a peft wrapper (the forward of which applies the adapters)."""
    get_base = getattr(model, "get_base_model", None)
    return get_base() if callable(get_base) else model


def lora_layer_class():
    """peft's ``LoraLayer``, or ``()`` (which no module is an instance of) without peft."""
    try:
        from peft.tuners.lora import LoraLayer
    except ImportError:  # peft absent: no adapters to handle
        return ()
    return LoraLayer


def active_adapters(layer) -> list[str]:
    names = layer.active_adapters if isinstance(layer.active_adapters, (list, tuple)) else [layer.active_adapters]
    return [a for a in names if a in layer.lora_A and not layer.merged]


def check_plain_lora(name: str, layer) -> None:
    """Refuse DoRA adapters: the copies apply plain LoRA only."""
    for adapter in active_adapters(layer):
        if getattr(layer, "use_dora", {}).get(adapter, False) or adapter in getattr(layer, "lora_magnitude_vector",
                                                                                    {}):
            raise UnsupportedGeneration(f"{name}: DoRA adapters (the compiled loop applies plain LoRA only)")


def is_4bit(param) -> bool:
    return type(param).__name__ == "Params4bit"


def true_shape(param) -> torch.Size:
    """Shape of the weight a parameter stands for (a packed 4-bit tensor keeps it in its quant state)."""
    state = getattr(param, "quant_state", None)
    return torch.Size(state.shape) if is_4bit(param) and state is not None else param.shape


def true_numel(param) -> int:
    """Number of weights a parameter stands for (a packed 4-bit tensor stores two per byte)."""
    return int(true_shape(param).numel())


def dense_weight(module: nn.Module, dtype: torch.dtype) -> torch.Tensor:
    """The weight of a linear layer as a dense tensor of ``dtype`` (4-bit weights dequantised)."""
    if is_4bit(module.weight):
        from peft.utils.integrations import dequantize_module_weight

        return dequantize_module_weight(module).to(dtype)
    return module.weight.detach().to(dtype)


def as_is(tensor: torch.Tensor) -> torch.Tensor:
    return tensor


def merge_lora_into(layer, into: torch.Tensor, whole: Callable[[torch.Tensor], torch.Tensor] = as_is) -> None:
    """Write ``W_base + sum(scale * B @ A)`` over the active adapters of a peft LoRA layer into ``into``, rounded
    once. ``whole`` reads a parameter whole (under sharding: gathers it); the base weight and the adapters are only
    read.

    Plain linear adapters are accumulated with ``addmm_``: in ``into`` itself when the base weight and the adapters
    are already in its dtype (no float32 copy of the whole weight: a re-merge runs after every optimizer step), else
    in a float32 copy of the base weight. Other adapters (fan-in-fan-out layers, ...) through peft's
    ``get_delta_weight``, in float32.
    """
    adapters = active_adapters(layer)
    base_layer = layer.get_base_layer()
    base = dense_weight(base_layer, into.dtype) if is_4bit(base_layer.weight) else whole(base_layer.weight).detach()
    if getattr(layer, "fan_in_fan_out", False) or not all(
            isinstance(layer.lora_A[a], nn.Linear) and isinstance(layer.lora_B[a], nn.Linear) for a in adapters):
        weight = base.to(torch.float32, copy=True)  # never the training tensor itself
        for adapter in adapters:
            weight += layer.get_delta_weight(adapter).to(torch.float32)
        into.copy_(weight)
        return
    factors = [(whole(layer.lora_B[a].weight), whole(layer.lora_A[a].weight), float(layer.scaling[a]))
               for a in adapters]
    if base.dtype == into.dtype and all(b.dtype == a.dtype == into.dtype for b, a, _ in factors):
        into.copy_(base)
        for b, a, scale in factors:
            into.addmm_(b, a, alpha=scale)
        return
    weight = base.to(torch.float32, copy=True)
    for b, a, scale in factors:
        weight.addmm_(b.float(), a.float(), alpha=scale)
    into.copy_(weight)


class UnmergedLora(nn.Module):
    """A (copied, maybe quantised) base linear plus the training model's own LoRA modules, unmerged.

    Computes what peft's ``lora.Linear.forward`` computes without dropout: ``base(x) + B(A(x)) * scale``, the
    adapter in its own dtype. The adapter modules are shared, not copied: optimizer steps reach this copy.
    """

    def __init__(self, base: nn.Module, lora_layer):
        super().__init__()
        self.base = base
        self.lora_layer = [lora_layer]  # a list: keeps the training module out of this module's parameters
        self.adapters = active_adapters(lora_layer)
        self.lora_A = nn.ModuleList([lora_layer.lora_A[a] for a in self.adapters])
        self.lora_B = nn.ModuleList([lora_layer.lora_B[a] for a in self.adapters])
        self.scales = [float(lora_layer.scaling[a]) for a in self.adapters]

    def forward(self, x):
        result = self.base(x)
        for lora_a, lora_b, scale in zip(self.lora_A, self.lora_B, self.scales):
            h = x.to(lora_a.weight.dtype)
            result = result + (lora_b(lora_a(h)) * scale).to(result.dtype)
        return result
