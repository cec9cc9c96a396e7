# Lab experiment, 2026-12-06: the repacked NF4 kernel's two changes, each against what it replaces, per decode step.
"""The adapted linears of one Qwen2.5-7B decode step (28 layers of q, k, v, o, gate, up, down; LoRA r16 on each,
biases on q, k, v) at 1, 8 and 64 rows, every product of a step in one CUDA graph over 28 distinct weights per
shape (so L2 holds none of them), median replay:

- ``kord``: the base products alone through the tile in K order (``TileConfig(pairs=False)``, the earlier
  default tiles);
- ``pairs``: the base products alone, K 256 a step fed to the tensor cores from the look-up's registers
  (``TileConfig(pairs=True)`` at every row count; the library now takes it up to 16 rows);
- ``kord+lora``: what the ``model`` mode ran per adapted linear before: the base product, its bias, and the
  adapter as its own products plus a scaled add (``F.linear`` twice, ``torch.add(alpha=)``);
- ``pairs+lora``: one custom op per linear: the adapter's first product (``lora_down_kernel``), then the base
  product with bias and adapter in its epilogue;
- ``bf16``: ``F.linear`` on the bf16 weights the NF4 ones were quantised from (a dense reference).

Checks (first weight of each shape): both kernels' products against float64 on the dequantised weight; the fused
adapter against the eager ``base + bias + (x A.T B.T) * scale``.

Then a sweep of the paired kernel's split-K and warps per shape at 8 and 64 rows (``us`` per product, 28 weights).

The H100 figures (``bench/results/lab/nf4_pairs_lora_step_h100.json``) were taken at commit c0a801c, before the
split-K slices were evened out. Run on a GPU: ``python bench/lab/nf4_pairs_lora_step.py`` (writes ``$OUT`` or /tmp
``nf4_pairs_lora_step.json``).
"""

from __future__ import annotations

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
    Lora,
    TileConfig,
    default_config,
    nf4_repacked_matmul,
    repack_nf4,
)

HIDDEN, INTERMEDIATE, KV, LAYERS, RANK, SCALE = 3584, 18944, 512, 28, 16, 2.0
LINEARS = {"q": (HIDDEN, HIDDEN, True), "k": (KV, HIDDEN, True), "v": (KV, HIDDEN, True), "o": (HIDDEN, HIDDEN, False),
           "gate": (INTERMEDIATE, HIDDEN, False), "up": (INTERMEDIATE, HIDDEN, False),
           "down": (HIDDEN, INTERMEDIATE, False)}
ROWS = (1, 8, 64)


def make_weights(n_out, n_in, bias, layers):
    import bitsandbytes.functional as bf

    out = []
    for _ in range(layers):
        w = torch.randn(n_out, n_in, device="cuda", dtype=torch.bfloat16) * 0.02
        packed, state = bf.quantize_4bit(w, quant_type="nf4", compress_statistics=True, blocksize=64)
        rp = repack_nf4(packed, state)
        lora = Lora(torch.randn(RANK, n_in, device="cuda", dtype=torch.bfloat16) * 0.01,
                    torch.randn(n_out, RANK, device="cuda", dtype=torch.bfloat16) * 0.01, SCALE)
        b = torch.randn(n_out, device="cuda", dtype=torch.bfloat16) * 0.02 if bias else None
        out.append(dict(w=w, packed=packed, state=state, rp=rp, lora=lora, bias=b,
                        kord=default_config(n_out, n_in, torch.device("cuda"), pairs=False),
                        pairs=default_config(n_out, n_in, torch.device("cuda"))))
    return out


def eager_lora(x, base, item):
    if item["bias"] is not None:
        base = base + item["bias"]
    lora = item["lora"]
    return torch.add(base, F.linear(F.linear(x, lora.a), lora.b), alpha=lora.scale)


def check(weights, rows):
    import bitsandbytes.functional as bf

    item = weights[0]
    ref_w = bf.dequantize_4bit(item["packed"], item["state"])
    x = torch.randn(rows, ref_w.shape[1], device="cuda", dtype=torch.bfloat16)
    exact = x.double() @ ref_w.double().T

    def err(got, ref):
        return float((got.double() - ref.double()).norm() / ref.double().norm())

    pairs = nf4_repacked_matmul(x, item["rp"], item["pairs"])
    fused = nf4_repacked_matmul(x, item["rp"], item["pairs"], bias=item["bias"], lora=item["lora"])
    return {"pairs_rel_err_vs_float64": err(pairs, exact),
            "kord_rel_err_vs_float64": err(nf4_repacked_matmul(x, item["rp"], item["kord"]), exact),
            "cublas_rel_err_vs_float64": err(F.linear(x, ref_w), exact),
            "fused_lora_rel_err_vs_eager": err(fused, eager_lora(x, pairs, item)),
            "fused_deterministic": bool(torch.equal(fused, nf4_repacked_matmul(x, item["rp"], item["pairs"],
                                                                                bias=item["bias"],
                                                                                lora=item["lora"])))}


def main():
    import bitsandbytes as bnb
    import triton

    out_dir = os.environ.get("OUT", "/tmp")
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    meta = {"date": time.strftime("%Y-%m-%d"), "commit": commit, "gpu": torch.cuda.get_device_name(0),
            "torch": torch.__version__, "bitsandbytes": bnb.__version__, "triton": triton.__version__,
            "layers": LAYERS, "rank": RANK, "command": " ".join(["python"] + sys.argv)}
    torch.manual_seed(0)
    shapes = {}
    for name, (n_out, n_in, bias) in LINEARS.items():
        shapes[name] = make_weights(n_out, n_in, bias, LAYERS)
    res = {"meta": meta, "checks": {}, "per_step_ms": {}}
    for name in ("q", "k", "down"):
        for rows in ROWS:
            res["checks"][f"{name}_rows{rows}"] = check(shapes[name], rows)
    print(json.dumps(res["checks"], indent=0), flush=True)
    lines = ["| rows | kord | pairs | kord+lora | pairs+lora | bf16 |", "|---|---|---|---|---|---|"]
    for rows in ROWS:
        xs = {n_in: torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16) for n_in in (HIDDEN, INTERMEDIATE)}
        order = [(shapes[name], xs[LINEARS[name][1]]) for name in LINEARS]
        with torch.no_grad():
            paths = {
                "kord": lambda: [nf4_repacked_matmul(x, i["rp"], i["kord"]) for ws, x in order for i in ws],
                "pairs": lambda: [nf4_repacked_matmul(x, i["rp"], i["pairs"]) for ws, x in order for i in ws],
                "kord+lora": lambda: [eager_lora(x, nf4_repacked_matmul(x, i["rp"], i["kord"]), i)
                                      for ws, x in order for i in ws],
                "pairs+lora": lambda: [nf4_repacked_matmul(x, i["rp"], i["pairs"], bias=i["bias"], lora=i["lora"])
                                       for ws, x in order for i in ws],
                "bf16": lambda: [F.linear(x, i["w"]) for ws, x in order for i in ws],
            }
            times = {path: bench_graph(fn, reps=30) for path, fn in paths.items()}
        res["per_step_ms"][str(rows)] = times
        lines.append(f"| {rows} | " + " | ".join(f"{times[p]:.2f}" for p in paths) + " |")
        print(lines[-1], flush=True)
    res["sweep_us"] = sweep(shapes)
    with open(os.path.join(out_dir, "nf4_pairs_lora_step.json"), "w") as f:
        json.dump(res, f, indent=1)
    print("\n".join(lines))


def sweep(shapes):
    """us per product of the paired kernel by split-K and warps, per distinct shape, at 8 and 64 rows."""
    table = {}
    for name in ("q", "k", "gate", "down"):
        weights = shapes[name]
        n_out, n_in, _ = LINEARS[name]
        steps = n_in // 256
        default = default_config(n_out, n_in, torch.device("cuda"))
        for rows in (8, 64):
            x = torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16)
            for split in sorted({default.split_k, max(1, steps // 4), max(1, steps // 2), steps}):
                for warps in (4, 8):
                    cfg = TileConfig(block_n=64, block_k=256, split_k=split, num_warps=warps, pairs=True)
                    with torch.no_grad():
                        ms = bench_graph(lambda: [nf4_repacked_matmul(x, i["rp"], cfg) for i in weights], reps=20)
                    key = f"{name}_rows{rows}_split{split}_warps{warps}"
                    table[key] = 1000 * ms / len(weights)
                    print(f"sweep {key}: {table[key]:.1f} us{' (default)' if cfg == default else ''}", flush=True)
    return table


if __name__ == "__main__":
    main()
