# Lab experiment, 2026-12-06: the repacked NF4 decode matmul against bitsandbytes and bf16 weights, per decode step.
"""The linears of one Qwen2.5-7B decode step (28 layers of q, k, v, o, gate, up, down) at 1, 8 and 64 rows.

Per path, all 196 products of a step are captured in one CUDA graph over 28 distinct weights per shape (so L2
holds none of them) and replayed; the median replay is the step's time:

- ``bnb``: ``bitsandbytes.matmul_4bit``, what the ``model`` weight mode runs today (at 1 row its gemv kernel, above
  that ``dequantize_4bit`` to bf16 in memory and cuBLAS);
- ``repacked``: ``nf4_repacked_matmul`` on ``repack_nf4`` of the same weights (``trl_grpo_ext/rollouts/nf4_repack.py``);
- ``bf16``: ``F.linear`` on the bf16 weights the NF4 ones were quantised from.

TB/s counts the bytes each path must read from its own weight format: NF4 codes plus 8-bit block scales for
bitsandbytes, NF4 codes plus float32 block scales for the repacked weight, 2 bytes a weight for bf16.

``--sweep`` first times tile configurations per distinct shape and row count and keeps the fastest for the step.

Run on a GPU: ``python bench/lab/nf4_repack_matmul.py [--sweep]`` (writes ``$OUT`` or /tmp
``nf4_repack_matmul.json`` and, with ``--sweep``, ``nf4_repack_sweep.json``).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import subprocess
import sys
import time

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from cuda_timing import bench_graph  # noqa: E402  (bench/lab/cuda_timing.py)

from trl_grpo_ext.rollouts.nf4_repack import (  # noqa: E402
    TileConfig,
    default_config,
    dequantize,
    nf4_repacked_matmul,
    repack_nf4,
)

HIDDEN, INTERMEDIATE, KV, LAYERS = 3584, 18944, 512, 28
LINEARS = {"q": (HIDDEN, HIDDEN), "k": (KV, HIDDEN), "v": (KV, HIDDEN), "o": (HIDDEN, HIDDEN),
           "gate": (INTERMEDIATE, HIDDEN), "up": (INTERMEDIATE, HIDDEN), "down": (HIDDEN, INTERMEDIATE)}
ROWS = (1, 8, 64)


def make_weights(n_out, n_in, layers):
    import bitsandbytes.functional as bf

    out = []
    for _ in range(layers):
        w = torch.randn(n_out, n_in, device="cuda", dtype=torch.bfloat16) * 0.02
        packed, state = bf.quantize_4bit(w, quant_type="nf4", compress_statistics=True, blocksize=64)
        out.append((w, packed, state, repack_nf4(packed, state)))
    return out


def bytes_read(n_out, n_in):
    weights = n_out * n_in
    return {"bnb": weights // 2 + weights // 64, "repacked": weights // 2 + weights // 64 * 4, "bf16": 2 * weights}


def check(weights, rows):
    """The repacked weight's dequantisation against bitsandbytes' (bits), the product against dequant + cuBLAS."""
    import bitsandbytes.functional as bf

    _, packed, state, rp = weights[0]
    ref_w = bf.dequantize_4bit(packed, state)
    n_in = ref_w.shape[1]
    x = torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16)
    ref = F.linear(x, ref_w).float()
    got = nf4_repacked_matmul(x, rp).float()
    exact = x.double() @ ref_w.double().T
    bits = ref_w.view(torch.int16)
    same = {lookup: bool(torch.equal(dequantize(rp, prmt=lookup == "prmt").view(torch.int16), bits))
            for lookup in ("prmt", "gather")}
    return {"dequant_bit_identical": same,
            "rel_err_vs_dequant_cublas": float((got - ref).norm() / ref.norm()),
            "rel_err_vs_float64": float((got.double() - exact).norm() / exact.norm()),
            "cublas_rel_err_vs_float64": float((ref.double() - exact).norm() / exact.norm())}


def sweep_configs(n_out, n_in, sms):
    """The library's default first, then tiles by look-up, shape, warps and split-K around the default's split."""
    yield default_config(n_out, n_in, torch.device("cuda"))
    tiles = [(bn, bk, warps, True) for bn, bk, warps in itertools.product((64, 128), (128, 256), (4, 8))]
    for bn, bk, warps, prmt in tiles + [(64, 128, 4, False)]:
        if n_in % bk:
            continue
        auto = max(1, min(n_in // bk, -(-2 * sms // -(-n_out // bn))))
        for split in sorted({1, max(1, auto // 2), auto, min(n_in // bk, 2 * auto)}):
            yield TileConfig(block_n=bn, block_k=bk, split_k=split, num_warps=warps, prmt=prmt)


def sweep(shapes, budget_s):
    """Fastest tile configuration per distinct (shape, rows), 28 weights per timing."""
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    best, table, start = {}, {}, time.time()
    for (n_out, n_in), weights in shapes.items():
        for rows in ROWS:
            x = torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16)
            results = []
            for cfg in sweep_configs(n_out, n_in, sms):
                if time.time() - start > budget_s:
                    break
                try:
                    ms = bench_graph(lambda: [nf4_repacked_matmul(x, w[3], cfg) for w in weights]) / len(weights)
                except Exception as exc:  # a config the compiler rejects (shared memory, registers) is skipped
                    results.append({"config": cfg.__dict__, "error": repr(exc)[:200]})
                    continue
                results.append({"config": cfg.__dict__, "us": ms * 1000, "default": not results})
            timed = [r for r in results if "us" in r]
            key = f"{n_out}x{n_in}_rows{rows}"
            table[key] = sorted(timed, key=lambda r: r["us"]) + [r for r in results if "error" in r]
            if timed:
                best[(n_out, n_in, rows)] = TileConfig(**table[key][0]["config"])
                default = [r["us"] for r in timed if r["default"]]
                print(f"sweep {key}: best {table[key][0]}  default {default} us", flush=True)
    return best, table


def step_time(fn):
    return bench_graph(fn, reps=30)


def main():
    import bitsandbytes as bnb
    import triton

    parser = argparse.ArgumentParser()
    parser.add_argument("--sweep", action="store_true")
    parser.add_argument("--sweep-budget-s", type=float, default=240.0)
    parser.add_argument("--layers", type=int, default=LAYERS)
    args = parser.parse_args()
    out_dir = os.environ.get("OUT", "/tmp")
    try:
        commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    except OSError:
        commit = ""
    meta = {"date": time.strftime("%Y-%m-%d"), "commit": commit, "gpu": torch.cuda.get_device_name(0),
            "torch": torch.__version__, "bitsandbytes": bnb.__version__, "triton": triton.__version__,
            "layers": args.layers, "command": " ".join(["python"] + sys.argv)}
    torch.manual_seed(0)
    shapes = {}
    for name, shape in LINEARS.items():
        if shape not in shapes:
            shapes[shape] = make_weights(*shape, args.layers)
    best = {}
    if args.sweep:
        best, table = sweep(shapes, args.sweep_budget_s)
        with open(os.path.join(out_dir, "nf4_repack_sweep.json"), "w") as f:
            json.dump({"meta": meta, "us_per_weight": table}, f, indent=1)

    res = {"meta": meta, "checks": {}, "per_step_ms": {}, "per_linear_us": {}}
    for (n_out, n_in), weights in shapes.items():
        for rows in ROWS:
            res["checks"][f"{n_out}x{n_in}_rows{rows}"] = check(weights, rows)
    print(json.dumps(res["checks"], indent=0), flush=True)

    step_bytes = {path: sum(bytes_read(*shape)[path] for shape in LINEARS.values()) * args.layers
                  for path in ("bnb", "repacked", "bf16")}
    step_bytes["repacked_default"] = step_bytes["repacked"]
    lines = ["| rows | path | ms / step (linears) | TB/s of its weight bytes | × bnb |", "|---|---|---|---|---|"]
    for rows in ROWS:
        xs = {n_in: torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16) for n_in in (HIDDEN, INTERMEDIATE)}
        order = [(shapes[shape], xs[shape[1]], best.get((*shape, rows))) for shape in LINEARS.values()]
        with torch.no_grad():
            paths = {
                "bnb": lambda: [bnb.matmul_4bit(x, w[1].t(), quant_state=w[2]) for ws, x, _ in order for w in ws],
                "repacked": lambda: [nf4_repacked_matmul(x, w[3], cfg) for ws, x, cfg in order for w in ws],
                "bf16": lambda: [F.linear(x, w[0]) for ws, x, _ in order for w in ws],
            }
            if best:  # the swept tiles above; the library's own choice too
                paths["repacked_default"] = lambda: [nf4_repacked_matmul(x, w[3]) for ws, x, _ in order for w in ws]
            times = {path: step_time(fn) for path, fn in paths.items()}
        res["per_step_ms"][str(rows)] = {
            path: {"ms": ms, "tb_per_s": step_bytes[path] / ms / 1e9, "x_bnb": times["bnb"] / ms}
            for path, ms in times.items()}
        if best:
            res.setdefault("configs", {})[str(rows)] = {
                f"{shape[0]}x{shape[1]}": best[(*shape, rows)].__dict__ for shape in shapes if (*shape, rows) in best}
        for path, r in res["per_step_ms"][str(rows)].items():
            lines.append(f"| {rows} | {path} | {r['ms']:.2f} | {r['tb_per_s']:.2f} | {r['x_bnb']:.2f} |")
    name = "nf4_repack_matmul.json"
    with open(os.path.join(out_dir, name), "w") as f:
        json.dump(res, f, indent=1)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
