"""The decode step's GEMMs: cuBLAS against the weight-streaming kernel of ``rollouts.skinny_linear``, swept.

Every linear shape of the stacked 7B bf16 copy (q/k/v, o, gate/up, down, LM head) at 8 and 64 rows, with distinct
weights per replay (more than L2 holds, as 28 layers are), each timed as a CUDA graph replay: cuBLAS (``F.linear``),
the kernel with its default configuration, and a sweep of tile width, inner block, split of the inner dimension and
pipeline depth. Prints per shape the best configuration, µs and TB/s, and the step's sum over 28 layers.

Run on a GPU: ``python bench/skinny_gemm.py`` (writes ``$OUT`` or /tmp ``skinny_gemm.json``).
"""

from __future__ import annotations

import itertools
import json
import os
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from cuda_timing import bench_graph  # noqa: E402
from decode_step_levers import SHAPES  # noqa: E402

from trl_grpo_ext.rollouts.skinny_linear import config, linear_rows  # noqa: E402


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
