# Lab experiment, 2026-11-26: decode GEMMs: cuBLAS against a weight-streaming Triton kernel, swept (not adopted).
"""The decode step's GEMMs: cuBLAS against a weight-streaming Triton kernel for a few rows, swept.

The kernel gives each program a tile of output columns and a slice of the inner dimension and streams that tile of
the weight once; when the inner dimension is split, the last slice to finish for a tile sums the slices in slice
order (deterministic, one launch). On an H100, taking the faster of it (best configuration) and cuBLAS per shape
saved 0.31 ms of cuBLAS's 5.47 ms per step at 8 rows and 0.16 of 5.60 at 64 (bench/results/lab/skinny_gemm_h100.json):
not enough to replace cuBLAS in the engine, so it lives here.

Every linear shape of the stacked 7B bf16 copy (q/k/v, o, gate/up, down, LM head) at 8 and 64 rows, with distinct
weights per replay (more than L2 holds, as 28 layers are), each timed as a CUDA graph replay: cuBLAS (``F.linear``),
the kernel with its default configuration, and a sweep of tile width, inner block, split of the inner dimension and
pipeline depth. Prints per shape the best configuration, µs and TB/s, and the step's sum over 28 layers.

Run on a GPU: ``python bench/lab/skinny_gemm.py`` (writes ``$OUT`` or /tmp ``skinny_gemm.json``).
"""

from __future__ import annotations

import functools
import itertools
import json
import os
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cuda_timing import bench_graph  # noqa: E402
from decode_step_levers import SHAPES  # noqa: E402


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
    """The kernel on ``x`` [M <= 64, K] and ``weight`` [N, K] with an explicit configuration."""
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


def sweep(n: int, k: int):
    for block_n, block_k, split, warps, stages in itertools.product((32, 64, 128), (128, 256), (1, 2, 4, 8),
                                                                      (4,), (3, 5)):
        tiles = -(-n // block_n)
        if k % block_k or k // split < 2 * block_k or tiles * split > 16 * 132 or tiles * split < 66:
            continue
        yield block_n, block_k, split, warps, stages


def main():
    res = {"gpu": torch.cuda.get_device_name(0), "torch": torch.__version__, "shapes": {}}
    total = {}
    for name, (n, k, times) in SHAPES.items():
        copies = max(1, min(times, (2 * 1024**3) // (n * k * 2)))
        ws = [torch.randn(n, k, device="cuda", dtype=torch.bfloat16).mul_(0.02) for _ in range(copies)]
        bias = torch.randn(n, device="cuda", dtype=torch.bfloat16) if name == "qkv" else None
        for rows in (8, 64):
            x = torch.randn(rows, k, device="cuda", dtype=torch.bfloat16)
            ref = F.linear(x.float(), ws[0].float(), None if bias is None else bias.float())
            row = {"cublas_us": 1000 * bench_graph(lambda: [F.linear(x, w, bias) for w in ws]) / len(ws)}
            default = config(rows, n, k)
            row["default"] = list(default)
            best = (float("inf"), None)
            for cfg in [default, *sweep(n, k)]:
                try:
                    us = 1000 * bench_graph(lambda: [linear_rows(x, w, bias, cfg) for w in ws], reps=10) / len(ws)
                except Exception as exc:  # a configuration the compiler refuses (resources)
                    print("skip", name, rows, cfg, type(exc).__name__, flush=True)
                    continue
                if cfg == default:
                    row["default_us"] = us
                if us < best[0]:
                    best = (us, cfg)
            row["best_us"], row["best"] = best[0], list(best[1])
            got = linear_rows(x, ws[0], bias, best[1]).float()
            row["max_rel_err"] = float((got - ref).abs().max() / ref.abs().max())
            cub = F.linear(x, ws[0], bias).float()
            row["cublas_max_rel_err"] = float((cub - ref).abs().max() / ref.abs().max())
            for key in ("cublas", "default", "best"):
                if f"{key}_us" not in row:
                    continue
                row[f"{key}_TBps"] = n * k * 2 / row[f"{key}_us"] / 1e6
                total[(key, rows)] = total.get((key, rows), 0.0) + row[f"{key}_us"] * times / 1000
            res["shapes"][f"{name}_{rows}"] = row
            print(name, rows, json.dumps({k_: (round(v, 3) if isinstance(v, float) else v) for k_, v in row.items()}),
                  flush=True)
        del ws
        torch.cuda.empty_cache()
    res["ms_per_step"] = {f"{key}_{rows}": v for (key, rows), v in total.items()}
    print("ms per step (28 layers + LM head):", json.dumps({k: round(v, 3) for k, v in res["ms_per_step"].items()}))
    with open(os.path.join(os.environ.get("OUT", "/tmp"), "skinny_gemm.json"), "w") as f:
        json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
