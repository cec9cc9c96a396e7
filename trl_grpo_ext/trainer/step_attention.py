"""Trainer extension: SDPA without cuDNN's attention kernel inside a training or evaluation step.

On an H100, PyTorch's ``scaled_dot_product_attention`` takes cuDNN's kernel where it applies (rows of one length, no
attention mask), and cuDNN builds an execution plan for each new shape before it runs, then keeps it for that
shape. A GRPO step's sequence lengths are new at almost every step (the batch's prompt length, plus its longest
completion in the loss), so the step pays plan builds in the prompt's forward, in the loss's forward and again in
its backward. The flash and memory-efficient kernels have no per-shape cost. So, unless ``args.cudnn_attention``,
:class:`StepAttentionMixin` runs each step (its generation, loss forward and backward, recomputation under gradient
checkpointing included) with cuDNN's attention switched off and SDPA's other backends as they were
(:func:`sdpa_without_cudnn`). The loss and gradients are the same function of the same inputs, computed by another
exact attention kernel.
"""

from __future__ import annotations

import contextlib

import torch


@contextlib.contextmanager
def sdpa_without_cudnn(enabled: bool = True):
    """SDPA's cuDNN attention off inside the block, back on after it; the other backends stay as they are.

    Yields whether it switched anything: nothing changes where ``enabled`` is false, where cuDNN's attention is off
    already, or where it is the only backend left on (a user's own choice).
    """
    cuda = torch.backends.cuda
    others = cuda.flash_sdp_enabled() or cuda.mem_efficient_sdp_enabled() or cuda.math_sdp_enabled()
    if not enabled or not cuda.cudnn_sdp_enabled() or not others:
        yield False
        return
    cuda.enable_cudnn_sdp(False)
    try:
        yield True
    finally:
        cuda.enable_cudnn_sdp(True)


class StepAttentionMixin:
    """Put before ``trl.GRPOTrainer`` in the bases of a trainer whose ``args`` has ``cudnn_attention``."""

    def step_attention(self):
        """The SDPA backends a step runs under (``sdpa_without_cudnn`` unless ``args.cudnn_attention``)."""
        return sdpa_without_cudnn(enabled=not getattr(self.args, "cudnn_attention", False))

    def training_step(self, *args, **kwargs):
        with self.step_attention():
            return super().training_step(*args, **kwargs)

    def prediction_step(self, *args, **kwargs):
        with self.step_attention():
            return super().prediction_step(*args, **kwargs)
