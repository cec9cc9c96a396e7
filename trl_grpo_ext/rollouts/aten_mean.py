"""ATen's float32 mean over the last dimension, summed in ATen's order by one Triton kernel.

The decode step's RMSNorm variance must round as the eager forward's does (``rollouts.eager_norm``). ATen's
reduction kernel does that by definition, but at a decode batch it runs every row of the batch in one thread
block: about 5 us per norm on an H200, two norms per layer, and that alone made the exact-prefix decode 5% slower
than the default one (7B, 8 x 256). This kernel gives each row its own program and adds the same numbers in the
same order, so it returns the same bits.

The order, from ATen's ``Reduce.cuh`` and checked against ``torch.mean`` on an H200 (torch 2.11), for a contiguous
float32 row of ``N > 128`` elements (``N % 4 == 0``, rows 16-byte aligned) and ``B`` rows:

- a row is reduced by ``W`` threads; ``W`` comes from ``set_block_dimension`` (``last_pow2`` of ``N / 4`` capped
  at 512, of ``B`` capped at 512, the block holding at most 512 threads);
- thread ``t`` reads the float4 vectors ``t, t + W, t + 2W, ...`` and keeps one running sum per vector lane,
  starting from 0; then folds its lanes left to right, ``((s0 + s1) + s2) + s3``;
- thread ``t`` adds thread ``t + half``'s value for ``half`` from ``W / 2`` down to 1 (through shared memory
  while more than a warp holds values, then by shuffles within the warp);
- the mean is that sum times ``float(B) / float(B * N)``.

Shapes outside that case (and ATen's split of a long row across warps or blocks) go to ``torch.mean`` itself.
"""

from __future__ import annotations

import functools

import numpy as np
import torch

_MAX_THREADS = 512
_WARP = 32
_VECTOR = 4


def _last_pow2(n: int) -> int:
    return 1 << (n.bit_length() - 1)


def block_width(rows: int, n: int) -> int | None:
    """The threads ATen gives one row of ``n`` float32 values when ``rows`` rows are reduced together, or None
    where ATen would not reduce the row with one warp-group alone (so the order here would not be its order)."""
    vectors = n // _VECTOR  # ATen sizes the block in float4 vectors along the row
    dim0 = _last_pow2(vectors) if vectors < _MAX_THREADS else _MAX_THREADS
    dim1 = _last_pow2(rows) if rows < _MAX_THREADS else _MAX_THREADS
    width = min(dim0, _WARP)
    height = min(dim1, _MAX_THREADS // width)
    width = min(dim0, _MAX_THREADS // height)
    per_thread = -(-n // width)
    if per_thread >= height * 16 or per_thread >= 256:  # ATen then splits a row across warps: another order
        return None
    return width


def supported(x: torch.Tensor, dims) -> bool:
    """Whether :func:`mean_last_dim` gives ``torch.mean(x, dims)``'s bits: a non-empty contiguous float32 CUDA tensor,
    reduced over its last dimension in the case the module docstring describes."""
    n = x.shape[-1] if x.dim() else 0
    return (x.is_cuda and x.dtype == torch.float32 and list(dims) in ([-1], [x.dim() - 1]) and x.is_contiguous()
            and n > 128 and n % _VECTOR == 0 and x.data_ptr() % 16 == 0 and 0 < x.numel() < 1 << 24
            and block_width(x.numel() // n, n) is not None and _kernel() is not None)


def mean_last_dim(x: torch.Tensor, keepdim: bool) -> torch.Tensor:
    """``torch.mean(x, -1, keepdim)`` for a tensor :func:`supported` accepts, bit for bit."""
    n = x.shape[-1]
    rows = x.numel() // n
    width = block_width(rows, n)
    out = torch.empty(x.shape[:-1] + ((1,) if keepdim else ()), dtype=x.dtype, device=x.device)
    factor = float(np.float32(rows) / np.float32(rows * n))  # ATen's MeanOps factor, rounded as ATen rounds it
    steps = -(-(n // _VECTOR) // width)
    _kernel()[(rows,)](x, out, n, factor, W=width, STEPS=steps, num_warps=max(1, min(width // _WARP, 8)))
    return out


@functools.cache
def _kernel():
    try:
        import triton
        import triton.language as tl
    except ImportError:
        return None

    @triton.jit
    def _halve(v, size: tl.constexpr):  # thread t adds thread t + size / 2's value
        return tl.sum(tl.reshape(v, [2, size // 2]), axis=0)

    @triton.jit
    def mean_kernel(x_ptr, out_ptr, n, factor, W: tl.constexpr, STEPS: tl.constexpr):
        row = tl.program_id(0)
        thread = tl.arange(0, W)[:, None]
        lane = tl.arange(0, 4)[None, :]
        base = x_ptr + row.to(tl.int64) * n
        acc = tl.zeros([W, 4], dtype=tl.float32)
        for step in tl.static_range(STEPS):
            index = (thread + step * W) * 4 + lane
            acc = acc + tl.load(base + index, mask=index < n, other=0.0)  # + 0.0 leaves a sum of squares as it is
        even, odd = tl.split(tl.reshape(acc, [W, 2, 2]))
        s0, s2 = tl.split(even)
        s1, s3 = tl.split(odd)
        v = ((s0 + s1) + s2) + s3
        # Thread t adds thread t + half's value, half from W / 2 down to 1: through shared memory while more than a
        # warp holds values, then by shuffles within the warp.
        if W >= 512:
            v = _halve(v, 512)
        if W >= 256:
            v = _halve(v, 256)
        if W >= 128:
            v = _halve(v, 128)
        if W >= 64:
            v = _halve(v, 64)
        if W >= 32:
            v = _halve(v, 32)
        if W >= 16:
            v = _halve(v, 16)
        if W >= 8:
            v = _halve(v, 8)
        if W >= 4:
            v = _halve(v, 4)
        if W >= 2:
            v = _halve(v, 2)
        tl.store(out_ptr + row + tl.arange(0, 1), v * factor)

    return mean_kernel
