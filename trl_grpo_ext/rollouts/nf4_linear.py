"""The ``model`` weight mode's bitsandbytes NF4 linears at decode, read by the repacked kernel (``nf4_repack``).

Each 4-bit linear of the training model is wrapped, not copied: the wrapper's codes are the packed weight's own
storage, and what it adds is one decoded float32 scale per block of 64 weights (4 bytes per 64 weights) and a few
split-K counters. Decode products (up to ``MAX_KERNEL_ROWS`` rows) run the repacked kernel; a prefill, or input that
is not bf16, goes to the bitsandbytes module itself. Both dequantise to the same bf16 weights, so the sampling
policy is the trained one.

A linear under a peft LoRA adapter is wrapped with its adapter (:meth:`DecodeLinears.adapted`): the kernel adds the
bias and the unmerged ``B(A(x)) * scale``, rounded as peft's layer rounds them, ``A(x)`` computed by the same
launch's first programs, instead of the base's product plus the adapter's two products, their split-K reductions
and the scaled add. The
projections that read one input (q, k, v; gate, up) then run as one product (:func:`group_projections`).
"""

from __future__ import annotations

import logging
from collections import Counter

import torch
from torch import nn

from trl_grpo_ext.rollouts.fused import FUSABLE, FUSED_NAME, ColumnsOf, fused_class
from trl_grpo_ext.rollouts.layers import active_adapters, is_4bit
from trl_grpo_ext.rollouts.nf4_repack import (
    MAX_KERNEL_ROWS,
    Lora,
    RepackedNF4,
    default_config,
    nf4_grouped_matmul,
    nf4_repacked_matmul,
    repack_nf4,
    tickets_for,
)

logger = logging.getLogger(__name__)


def kernel_unavailable(device: torch.device) -> str | None:
    """Why the repacked kernel cannot run on ``device`` (``None``: it can)."""
    if device.type != "cuda":
        return f"needs a CUDA GPU, the weights are on {device}"
    major, minor = torch.cuda.get_device_capability(device)
    if major < 8:
        return f"needs compute capability 8.0 or later (bf16 tensor cores), this GPU has {major}.{minor}"
    try:
        import triton  # noqa: F401
    except ImportError:
        return "needs Triton"
    return None


class RepackedNF4Linear(nn.Module):
    """A bitsandbytes NF4 ``Linear4bit`` whose decode products run ``nf4_repacked_matmul``, with the peft LoRA adapter
    ``lora_layer`` on it when given (one active plain adapter; its modules are the training model's own, so optimizer
    steps reach the next decode step).

    The repacked tensors are non-persistent buffers (a checkpoint of the copy holds nothing new); ``words`` shares
    the packed weight's storage.
    """

    def __init__(self, linear: nn.Module, repacked: RepackedNF4, lora_layer=None):
        super().__init__()
        self.linear = linear
        self.register_buffer("words", repacked.words, persistent=False)
        self.register_buffer("scales", repacked.scales, persistent=False)
        self.register_buffer("code", repacked.code, persistent=False)
        self.register_buffer("tickets", repacked.tickets, persistent=False)
        self.tiles, self.wide_tiles = repacked.tiles, repacked.wide_tiles
        self.lora_A = self.lora_B = None
        if lora_layer is not None:
            (adapter,) = active_adapters(lora_layer)
            self.lora_A, self.lora_B = lora_layer.lora_A[adapter], lora_layer.lora_B[adapter]
            self.lora_scale = float(lora_layer.scaling[adapter])

    @property
    def added_bytes(self) -> int:
        """Bytes beyond the training model's own: the decoded scales and the split-K counters."""
        return sum(t.numel() * t.element_size() for t in (self.scales, self.tickets))

    def lora(self) -> Lora | None:
        return None if self.lora_A is None else Lora(self.lora_A.weight, self.lora_B.weight, self.lora_scale)

    def repacked(self) -> RepackedNF4:
        return RepackedNF4(self.words, self.scales, self.code, self.tickets, self.tiles, self.wide_tiles)

    def runs_kernel(self, x: torch.Tensor) -> bool:
        """Whether ``x`` goes to the kernel: bf16 decode rows, and bias and adapter in bf16 (else bitsandbytes)."""
        bias, lora = self.linear.bias, self.lora()
        return (x.dtype == torch.bfloat16 and x.numel() // x.shape[-1] <= MAX_KERNEL_ROWS
                and (bias is None or bias.dtype == torch.bfloat16)
                and (lora is None or lora.a.dtype == lora.b.dtype == torch.bfloat16))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lora = self.lora()
        if not self.runs_kernel(x):
            result = self.linear(x)
            if lora is not None:  # peft's LoRA forward without dropout
                result = result + (self.lora_B(self.lora_A(x.to(lora.a.dtype))) * lora.scale).to(result.dtype)
            return result
        return nf4_repacked_matmul(x, self.repacked(), bias=self.linear.bias, lora=lora)


class RepackedNF4Group(nn.Module):
    """The repacked linears that read one input (q, k and v; gate and up) as one product: their outputs side by
    side from one launch, where each alone would launch its own. The k and v projections alone
    fill few multiprocessors (8 tiles of 64 features each at 7B); in q's launch they ride along.

    Stands in for the module's ``fused_proj`` (``rollouts.fused``): the module's forward receives the joined output,
    and its projections become ``ColumnsOf`` views of it.
    """

    def __init__(self, parts: list[RepackedNF4Linear]):
        super().__init__()
        self.parts = nn.ModuleList(parts)
        n_outs = [p.words.shape[0] for p in parts]
        n_in = parts[0].words.shape[1] * 8
        device = parts[0].words.device
        self.register_buffer("tickets", tickets_for(n_outs).to(device), persistent=False)
        self.tiles = (default_config(sum(n_outs), n_in, device),
                      default_config(sum(n_outs), n_in, device, x_order="permuted"))

    @property
    def added_bytes(self) -> int:
        return self.tickets.numel() * self.tickets.element_size()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not all(p.runs_kernel(x) for p in self.parts):
            return torch.cat([p(x) for p in self.parts], dim=-1)
        biases = [p.linear.bias for p in self.parts]
        loras = [p.lora() for p in self.parts]
        return nf4_grouped_matmul(x, [p.repacked() for p in self.parts], self.tickets, self.tiles,
                                  None if biases[0] is None else biases, None if loras[0] is None else loras)


def _groupable(parts: list[nn.Module]) -> bool:
    """One input, one launch: repacked linears of one in-features, all with a bias or none, all with an adapter of
    one rank or none."""
    if not all(isinstance(p, RepackedNF4Linear) for p in parts):
        return False
    first = parts[0]
    return all(p.words.shape[1] == first.words.shape[1] and (p.linear.bias is None) == (first.linear.bias is None)
               and (p.lora_A is None) == (first.lora_A is None)
               and (p.lora_A is None or p.lora_A.weight.shape[0] == first.lora_A.weight.shape[0])
               and torch.equal(p.code, first.code) for p in parts)


def group_projections(model: nn.Module) -> int:
    """Join the repacked projections of every attention and MLP module of ``model`` that ``rollouts.fused`` can
    fuse (q/k/v, gate/up) into a :class:`RepackedNF4Group`, in place. Returns the bytes added (split-K counters)."""
    added = 0
    for module in list(model.modules()):
        names = FUSABLE.get(type(module).__name__)
        if names is None:
            continue
        parts = [getattr(module, n) for n in names]
        if not _groupable(parts):
            continue
        group = RepackedNF4Group(parts)
        setattr(module, FUSED_NAME, group)
        start = 0
        for name, part in zip(names, parts):
            setattr(module, name, ColumnsOf(group, start, start + part.words.shape[0]))
            start += part.words.shape[0]
        module.__class__ = fused_class(type(module))
        added += group.added_bytes
    return added


class DecodeLinears:
    """Wraps 4-bit linears in :class:`RepackedNF4Linear` where the kernel runs and takes the weight, keeps
    bitsandbytes elsewhere, and says once why (:meth:`log`)."""

    def __init__(self, device: torch.device):
        self.unavailable = kernel_unavailable(device)
        self.added_bytes = 0
        self.wrapped = 0
        self.kept: Counter[str] = Counter()  # why a weight stayed with bitsandbytes -> how many

    def __call__(self, linear: nn.Module) -> nn.Module:
        if self.unavailable is not None:
            self.kept[self.unavailable] += 1
            return linear
        try:
            repacked = repack_nf4(linear.weight.data, linear.weight.quant_state)
        except ValueError as exc:
            self.kept[str(exc)] += 1
            return linear
        wrapper = RepackedNF4Linear(linear, repacked)
        self.added_bytes += wrapper.added_bytes
        self.wrapped += 1
        return wrapper

    def adapted(self, lora_layer) -> nn.Module | None:
        """The 4-bit base of a peft LoRA layer wrapped together with its adapter, or ``None`` where the kernel does
        not take that adapter (several active adapters, layers other than ``nn.Linear``, fan-in-fan-out weights) or
        that base (then the caller applies the adapter on top of ``self(base)``, which counts the base)."""
        base = lora_layer.get_base_layer()
        adapters = active_adapters(lora_layer)
        if (self.unavailable is not None or not isinstance(base, nn.Linear) or not is_4bit(base.weight)
                or len(adapters) != 1 or getattr(lora_layer, "fan_in_fan_out", False)
                or not isinstance(lora_layer.lora_A[adapters[0]], nn.Linear)
                or not isinstance(lora_layer.lora_B[adapters[0]], nn.Linear)):
            return None
        try:
            repacked = repack_nf4(base.weight.data, base.weight.quant_state)
        except ValueError:
            return None
        wrapper = RepackedNF4Linear(base, repacked, lora_layer)
        self.added_bytes += wrapper.added_bytes
        self.wrapped += 1
        return wrapper

    def log(self) -> None:
        if self.kept:
            why, count = self.kept.most_common(1)[0]
            logger.warning("fast_rollouts: %d of %d NF4 linears decode through bitsandbytes, not the repacked kernel "
                           "(%s)", sum(self.kept.values()), sum(self.kept.values()) + self.wrapped, why)
