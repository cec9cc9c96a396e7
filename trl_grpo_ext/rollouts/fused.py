"""Fused projections for the dense generation copy: one GEMM for q/k/v, one for gate/up.

At decode the step is a few rows times every weight of the model, so each linear layer is a
memory-bound GEMM with its own launch and its own tail. Reading q, k and v (and gate and up) as one
wider matrix cuts the GEMM count per layer from 7 to 4 and lets each one stream a larger weight
(what that saves per decode step is measured in bench/results/ROLLOUTS_HISTORY.md).

The model's own attention and MLP forwards still run: the fused layer's output is handed to them in
place of their input, and the projections they call become ``ColumnsOf`` modules that take their
columns of it. So the cache update, rotary embedding and attention dispatch stay transformers'
code. Only modules whose forward applies each projection once to its input and reads nothing else
from that input but its leading shape are fused (``FUSABLE``); every other module keeps its layers.
"""

from __future__ import annotations

import functools
from typing import Callable

import torch
from torch import nn

# Module class -> the projections that read its input, in the order their columns are stacked.
FUSABLE = {
    "LlamaAttention": ("q_proj", "k_proj", "v_proj"),
    "Qwen2Attention": ("q_proj", "k_proj", "v_proj"),
    "LlamaMLP": ("gate_proj", "up_proj"),
    "Qwen2MLP": ("gate_proj", "up_proj"),
}
FUSED_NAME = "fused_proj"


class ColumnsOf(nn.Module):
    """Stands in for a projection fused into a wider one: takes that one's output, returns this projection's columns.

    ``weight`` (and ``bias``) are the views of the fused ones that hold this projection's rows, so writing them (a
    re-merge, a refill from sharded parameters) writes the fused layer.
    """

    def __init__(self, fused: nn.Linear, start: int, end: int):
        super().__init__()
        self._fused = [fused]  # a list: the fused layer belongs to the parent module, not to this one
        self.start, self.end = start, end

    @property
    def weight(self) -> torch.Tensor:
        return self._fused[0].weight[self.start : self.end]

    @property
    def bias(self) -> torch.Tensor | None:
        bias = self._fused[0].bias
        return None if bias is None else bias[self.start : self.end]

    def forward(self, fused_output: torch.Tensor) -> torch.Tensor:
        return fused_output[..., self.start : self.end]


class _FusedInput:
    """Mixin put before a fusable module's class: its forward receives the fused projection of its input."""

    def forward(self, hidden_states, *args, **kwargs):
        return super().forward(getattr(self, FUSED_NAME)(hidden_states), *args, **kwargs)


@functools.cache
def fused_class(cls: type) -> type:
    return type(f"Fused{cls.__name__}", (_FusedInput, cls), {})


def fuse_projections(model: nn.Module, movable: Callable[[torch.Tensor], bool]) -> dict[int, ColumnsOf]:
    """Fuse the projections of every ``FUSABLE`` module of ``model`` in place.

    Only plain ``nn.Linear`` projections of one dtype and device whose tensors are all ``movable`` (may be
    copied into the stacked ones) are fused: a tensor that follows the training model must stay where it is.
    The separate weights are released module by module, so the peak is the model plus one module's
    projections. Returns ``id(old projection)`` -> the ``ColumnsOf`` that now stands for it, so
    that callers holding the old modules (a re-merge list) can follow.
    """
    replaced: dict[int, ColumnsOf] = {}
    for module in list(model.modules()):
        names = FUSABLE.get(type(module).__name__)
        if names is None:
            continue
        parts = [getattr(module, n) for n in names]
        if not all(type(p) is nn.Linear for p in parts):
            continue
        first = parts[0]
        if any(p.weight.dtype != first.weight.dtype or p.weight.device != first.weight.device
               or (p.bias is None) != (first.bias is None) or p.in_features != first.in_features
               or not all(movable(t) for t in (p.weight, p.bias) if t is not None) for p in parts):
            continue
        with torch.no_grad():
            fused = nn.Linear(first.in_features, sum(p.out_features for p in parts), bias=first.bias is not None,
                              device="meta")
            fused.weight = nn.Parameter(torch.cat([p.weight for p in parts]), requires_grad=False)
            if first.bias is not None:
                fused.bias = nn.Parameter(torch.cat([p.bias for p in parts]), requires_grad=False)
        setattr(module, FUSED_NAME, fused)
        start = 0
        for name, part in zip(names, parts):
            columns = ColumnsOf(fused, start, start + part.out_features)
            setattr(module, name, columns)
            part.weight = part.bias = None  # a re-merge list may still hold the module: free its tensors now
            replaced[id(part)] = columns
            start += part.out_features
        module.__class__ = fused_class(type(module))
    return replaced
