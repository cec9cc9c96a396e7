"""``x @ W.T (+ bias)`` for the few rows of a decode step, as one weight-streaming Triton kernel.

At decode every linear layer multiplies a handful of rows by its whole weight: the step is as fast as the weights
stream from memory. cuBLAS reaches 2.1 to 2.8 TB/s on the 7B shapes on an H100 (the smaller the weight, the
lower), short of the 3.1 TB/s the card reads. This kernel gives each program a tile of output columns and a slice
of the inner dimension, streams that tile of the weight once, and, when the inner dimension is split, lets the
last slice to finish for a tile sum the slices in a fixed order (deterministic, one launch). Rows beyond
``MAX_ROWS`` (a prefill) go to ``F.linear``.
"""

from __future__ import annotations

import functools

import torch
import torch.nn.functional as F

MAX_ROWS = 64


@torch.library.custom_op("trl_grpo_ext::skinny_linear", mutates_args=())
def skinny_linear(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
    """``F.linear(x, weight, bias)``; on CUDA with at most ``MAX_ROWS`` rows, through the kernel."""
    rows = x.numel() // x.shape[-1]
    if not x.is_cuda or rows > MAX_ROWS or rows == 0 or _kernel() is None:
        return F.linear(x, weight, bias)
    out = linear_rows(x.reshape(rows, x.shape[-1]), weight, bias, config(rows, weight.shape[0], weight.shape[1]))
    return out.reshape(*x.shape[:-1], weight.shape[0])


@skinny_linear.register_fake
def _(x, weight, bias=None):
    return x.new_empty((*x.shape[:-1], weight.shape[0]))


def config(rows: int, n: int, k: int) -> tuple[int, int, int, int, int]:
    """``(block_n, block_k, split_k, num_warps, num_stages)`` for an ``n x k`` weight: enough programs to keep
    every multiprocessor streaming, each reading a long enough stretch of the weight."""
    sms = _multiprocessors(torch.cuda.current_device())
    block_n = 64
    block_k = 128
    tiles = -(-n // block_n)
    split = 1
    while tiles * split < 2 * sms and k // (split * 2) >= 4 * block_k:
        split *= 2
    return block_n, block_k, split, 4, 3


def linear_rows(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None,
                cfg: tuple[int, int, int, int, int]) -> torch.Tensor:
    """The kernel on ``x`` [M <= MAX_ROWS, K] and ``weight`` [N, K] with an explicit configuration."""
    block_n, block_k, split, warps, stages = cfg
    m, k = x.shape
    n = weight.shape[0]
    if x.stride(-1) != 1:
        x = x.contiguous()
    if weight.stride(-1) != 1:
        weight = weight.contiguous()
    block_m = 16 if m <= 16 else (32 if m <= 32 else 64)
    k_split = -(-k // (split * block_k)) * block_k
    tiles = -(-n // block_n)
    out = torch.empty((m, n), dtype=x.dtype, device=x.device)
    part = torch.empty((split, block_m, n) if split > 1 else (1,), dtype=torch.float32, device=x.device)
    _kernel()[(tiles, split)](
        x, weight, bias if bias is not None else out, out, part, _counters(x.device, tiles),
        m, n, k, x.stride(0), weight.stride(0),
        HAS_BIAS=bias is not None, BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k, SPLIT_K=split,
        K_SPLIT=k_split, EVEN_K=k_split * split == k, num_warps=warps, num_stages=stages,
    )
    return out


_COUNTERS: dict[torch.device, torch.Tensor] = {}


def _counters(device: torch.device, tiles: int) -> torch.Tensor:
    """Per-tile arrival counters, zero between calls: the last slice of a tile sets its counter back to zero, so
    one buffer serves every call (no memset per call)."""
    counters = _COUNTERS.get(device)
    if counters is None or counters.numel() < tiles:
        counters = _COUNTERS[device] = torch.zeros(max(tiles, 4096), dtype=torch.int32, device=device)
    return counters


@functools.cache
def _multiprocessors(device: int) -> int:
    return torch.cuda.get_device_properties(device).multi_processor_count


@functools.cache
def _kernel():
    try:
        import triton
        import triton.language as tl
    except ImportError:
        return None

    @triton.jit
    def skinny_kernel(
        X, W, BIAS, OUT, PART, DONE, M, N, K, stride_xm, stride_wn,
        HAS_BIAS: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
        SPLIT_K: tl.constexpr, K_SPLIT: tl.constexpr, EVEN_K: tl.constexpr,
    ):
        tile = tl.program_id(0)
        split = tl.program_id(1)
        m = tl.arange(0, BLOCK_M)
        n = tile * BLOCK_N + tl.arange(0, BLOCK_N)
        kk = tl.arange(0, BLOCK_K)
        m_ok = m < M
        n_ok = n < N
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for start in range(0, K_SPLIT, BLOCK_K):
            k = split * K_SPLIT + start + kk
            if EVEN_K:
                x = tl.load(X + m[:, None] * stride_xm + k[None, :], mask=m_ok[:, None], other=0.0)
                w = tl.load(W + n[:, None] * stride_wn + k[None, :], mask=n_ok[:, None], other=0.0)
            else:
                k_ok = k < K
                x = tl.load(X + m[:, None] * stride_xm + k[None, :], mask=m_ok[:, None] & k_ok[None, :], other=0.0)
                w = tl.load(W + n[:, None] * stride_wn + k[None, :], mask=n_ok[:, None] & k_ok[None, :], other=0.0)
            acc += tl.dot(x, tl.trans(w))
        out_mask = m_ok[:, None] & n_ok[None, :]
        if SPLIT_K == 1:
            if HAS_BIAS:
                acc += tl.load(BIAS + n, mask=n_ok, other=0.0).to(tl.float32)[None, :]
            tl.store(OUT + m[:, None] * N + n[None, :], acc.to(OUT.dtype.element_ty), mask=out_mask)
        else:
            tl.store(PART + (split * BLOCK_M + m[:, None]) * N + n[None, :], acc, mask=n_ok[None, :])
            # The last slice of this tile to finish sums all of them, in slice order: the barrier and the counter's
            # acquire-release order every slice's stores before that program's loads.
            tl.debug_barrier()
            finished = tl.atomic_add(DONE + tile, 1)
            if finished == SPLIT_K - 1:
                total = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
                for s in tl.static_range(SPLIT_K):
                    total += tl.load(PART + (s * BLOCK_M + m[:, None]) * N + n[None, :], mask=n_ok[None, :],
                                     other=0.0, cache_modifier=".cg")
                if HAS_BIAS:
                    total += tl.load(BIAS + n, mask=n_ok, other=0.0).to(tl.float32)[None, :]
                tl.store(OUT + m[:, None] * N + n[None, :], total.to(OUT.dtype.element_ty), mask=out_mask)
                tl.atomic_xchg(DONE + tile, 0)

    return skinny_kernel
