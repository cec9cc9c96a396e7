"""The ``model`` weight mode's bitsandbytes NF4 linears at decode, read by the repacked kernel (``nf4_repack``).

Each 4-bit linear of the training model is wrapped, not copied: the wrapper's codes are the packed weight's own
storage, and what it adds is one decoded float32 scale per block of 64 weights (4 bytes per 64 weights) and a few
split-K counters. Decode products (up to ``MAX_KERNEL_ROWS`` rows) run the repacked kernel; a prefill, or input that
is not bf16, goes to the bitsandbytes module itself. Both dequantise to the same bf16 weights, so the sampling
policy is the trained one.
"""

from __future__ import annotations

import logging
from collections import Counter

import torch
from torch import nn

from trl_grpo_ext.rollouts.nf4_repack import MAX_KERNEL_ROWS, RepackedNF4, nf4_repacked_matmul, repack_nf4

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
    """A bitsandbytes NF4 ``Linear4bit`` whose decode products run ``nf4_repacked_matmul``.

    The repacked tensors are non-persistent buffers (a checkpoint of the copy holds nothing new); ``words`` shares
    the packed weight's storage.
    """

    def __init__(self, linear: nn.Module, repacked: RepackedNF4):
        super().__init__()
        self.linear = linear
        self.register_buffer("words", repacked.words, persistent=False)
        self.register_buffer("scales", repacked.scales, persistent=False)
        self.register_buffer("code", repacked.code, persistent=False)
        self.register_buffer("tickets", repacked.tickets, persistent=False)
        self.tiles = repacked.tiles

    @property
    def added_bytes(self) -> int:
        """Bytes beyond the training model's own: the decoded scales and the split-K counters."""
        return sum(t.numel() * t.element_size() for t in (self.scales, self.tickets))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.dtype != torch.bfloat16 or x.numel() // x.shape[-1] > MAX_KERNEL_ROWS:
            return self.linear(x)
        repacked = RepackedNF4(self.words, self.scales, self.code, self.tickets, self.tiles)
        out = nf4_repacked_matmul(x, repacked)
        bias = self.linear.bias
        return out if bias is None else out + bias.to(out.dtype)


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

    def log(self) -> None:
        if self.kept:
            why, count = self.kept.most_common(1)[0]
            logger.warning("fast_rollouts: %d of %d NF4 linears decode through bitsandbytes, not the repacked kernel "
                           "(%s)", sum(self.kept.values()), sum(self.kept.values()) + self.wrapped, why)
