"""The compiled decode step's RMSNorm variance, reduced by ATen's own kernel as the eager forward reduces it.

A transformers RMSNorm computes ``x.float().pow(2).mean(-1, keepdim=True)``. Inductor fuses that mean into one
Triton reduction whose summation order is its own: the float32 variance differs from ATen's in its last bits, and
after the rsqrt and the bf16 rounding that follow, enough normalised activations land on the other side of a bf16
rounding boundary to move the sampler's log-probs. On an H100 (SmolLM2-135M, bf16, ``generate``'s tokens
replayed), leaving only the norms out of the compiled step took the replay gap from 0.0307 to 0.0279 against
``generate``'s 0.0281; the MLP, the rotary embedding, or inductor computing half-precision pointwise ops in half
precision moved nothing (bench/results/rollout_onpolicy_h100_eager_norm.json).

:data:`EAGER_MEAN_PASS` is an inductor graph pass (``post_grad_custom_pre_pass``) that swaps exactly that
pattern, a float32 ``mean`` over the last dimension of ``pow(x, 2)``, for :func:`eager_mean`, a custom op that
reduces as ``torch.mean`` does: inductor cannot fuse into it, so the variance is summed in ATen's order inside
the CUDA graph (by ATen's kernel, or on a GPU by ``rollouts.aten_mean``'s, which gives the same bits and runs each
row in its own program). The squares are exact in float32 for bf16/fp16 inputs (at most 2 x 11 significant bits),
so the fused kernel that writes them changes nothing; everything after the mean stays fused. Cost: one reduction
kernel per norm in the recorded graph.
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

import torch
from torch._inductor.custom_graph_pass import CustomGraphPass

from trl_grpo_ext.rollouts import aten_mean


@torch.library.custom_op("trl_grpo_ext::eager_mean", mutates_args=())
def eager_mean(x: torch.Tensor, dims: list[int], keepdim: bool) -> torch.Tensor:
    """``torch.mean`` as eager runs it: ATen's reduction kernel, or on a GPU a kernel that sums in ATen's order
    (``rollouts.aten_mean``), not a fused one."""
    if aten_mean.supported(x, dims):
        return aten_mean.mean_last_dim(x, keepdim)
    return torch.mean(x, dims, keepdim)


@eager_mean.register_fake
def _(x, dims, keepdim):
    return torch.mean(x, dims, keepdim)


def _is_square(node) -> bool:
    aten = torch.ops.aten
    return (getattr(node, "target", None) is aten.pow.Tensor_Scalar and node.args[1] == 2) or (
        getattr(node, "target", None) is aten.mul.Tensor and node.args[0] is node.args[1])


def _is_last_dim(dims, ndim: int) -> bool:
    return len(dims) == 1 and dims[0] in (-1, ndim - 1)


def swap_norm_means(graph: torch.fx.Graph) -> int:
    """Replace each float32 ``mean(x * x)`` over the last dimension in ``graph`` by :func:`eager_mean`; how many."""
    swapped = 0
    for node in list(graph.nodes):
        if node.target is not torch.ops.aten.mean.dim or not _is_square(node.args[0]):
            continue
        value, squares = node.meta.get("val"), node.args[0].meta.get("val")
        dims, keepdim = node.args[1], node.args[2] if len(node.args) > 2 else node.kwargs.get("keepdim", False)
        if value is None or squares is None or value.dtype != torch.float32 or not _is_last_dim(dims, squares.dim()):
            continue
        with graph.inserting_before(node):
            eager = graph.call_function(torch.ops.trl_grpo_ext.eager_mean.default, (node.args[0], list(dims), keepdim))
        eager.meta.update(node.meta)
        node.replace_all_uses_with(eager)
        graph.erase_node(node)
        swapped += 1
    return swapped


class _EagerMeanPass(CustomGraphPass):
    def __call__(self, graph: torch.fx.Graph) -> None:
        swap_norm_means(graph)

    def uuid(self) -> bytes:  # inductor's graph cache keys on it: this file's contents
        return _source_hash()


@functools.cache
def _source_hash() -> bytes:  # read once, at the first compile that uses the pass
    return hashlib.sha256(Path(__file__).read_bytes()).digest()


EAGER_MEAN_PASS = _EagerMeanPass()
