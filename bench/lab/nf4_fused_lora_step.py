# Lab experiment, 2026-12-06: the repacked NF4 kernel with the adapters' first product summed in its own launch.
"""The adapted linears of one Qwen2.5-7B decode step as the ``model`` mode runs them (28 layers of q/k/v as one
product, o, gate/up as one product, down; LoRA r16 on each, biases on q, k, v), every product of a step in one CUDA
graph over 28 distinct weights per shape (so L2 holds none of them), median replay, at 1, 8, 32 and 64 rows:

- ``base``: the products without adapters (library tiles);
- ``adapted``: with the adapters, ``x @ A.T`` summed beside the base product in the same launch (the library);
- ``bf16``: ``F.linear`` on the bf16 weights the NF4 ones were quantised from, no adapters (a dense reference).

Checks (first weight of q/k/v and of down): the adapted product against the eager ``base + bias + (x A.T B.T) *
scale`` on bitsandbytes' dequantised weight, and that it repeats bit for bit.

Then a sweep of the tile in K order (above 16 rows) at 64 rows: features per program, K per step, warps
(split-K as the library chooses it for that tile), ``us`` per product per shape.

Run on a GPU: ``python bench/lab/nf4_fused_lora_step.py`` (writes ``$OUT`` or /tmp ``nf4_fused_lora_step.json``);
``--quick``: the checks and the table at 8 and 64 rows only, exit status 1 if a check fails or the adapters cost more
than ``--max-adapter-ms`` over the base at 8 rows.
"""

from __future__ import annotations

import argparse
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
    nf4_grouped_matmul,
    repack_nf4,
    tickets_for,
)

HIDDEN, INTERMEDIATE, KV, LAYERS, RANK, SCALE = 3584, 18944, 512, 28, 16, 2.0
# one product per entry, as the model mode groups them: (features out per weight, features in, bias)
PRODUCTS = {"qkv": ((HIDDEN, KV, KV), HIDDEN, True), "o": ((HIDDEN,), HIDDEN, False),
            "gate_up": ((INTERMEDIATE, INTERMEDIATE), HIDDEN, False), "down": ((HIDDEN,), INTERMEDIATE, False)}
ROWS = (1, 8, 32, 64)
# tiles in K order swept above 16 rows: (features per program, K per step, warps)
WIDE = [(64, 128, 4), (128, 64, 4), (128, 64, 8), (128, 128, 4), (128, 128, 8), (256, 64, 8)]


def weight(n_out, n_in, bias):
    import bitsandbytes.functional as bf

    w = torch.randn(n_out, n_in, device="cuda", dtype=torch.bfloat16) * 0.02
    packed, state = bf.quantize_4bit(w, quant_type="nf4", compress_statistics=True, blocksize=64)
    lora = Lora(torch.randn(RANK, n_in, device="cuda", dtype=torch.bfloat16) * 0.01,
                torch.randn(n_out, RANK, device="cuda", dtype=torch.bfloat16) * 0.01, SCALE)
    b = torch.randn(n_out, device="cuda", dtype=torch.bfloat16) * 0.02 if bias else None
    return dict(w=w, packed=packed, state=state, rp=repack_nf4(packed, state), lora=lora, bias=b)


def make_product(n_outs, n_in, bias):
    parts = [weight(n, n_in, bias) for n in n_outs]
    device = torch.device("cuda")
    return dict(parts=parts, tickets=tickets_for(list(n_outs)).cuda(),
                tiles=(default_config(sum(n_outs), n_in, device), default_config(sum(n_outs), n_in, device,
                                                                                 pairs=False)))


def run(product, x, tiles=None, adapters=True):
    parts = product["parts"]
    return nf4_grouped_matmul(x, [p["rp"] for p in parts], product["tickets"], tiles or product["tiles"],
                              [p["bias"] for p in parts] if parts[0]["bias"] is not None else None,
                              [p["lora"] for p in parts] if adapters else None)


def eager(product, x):
    import bitsandbytes.functional as bf

    outs = []
    for p in product["parts"]:
        out = F.linear(x, bf.dequantize_4bit(p["packed"], p["state"]))
        if p["bias"] is not None:
            out = out + p["bias"]
        outs.append(out + F.linear(F.linear(x, p["lora"].a), p["lora"].b) * p["lora"].scale)
    return torch.cat(outs, dim=-1)


def wide_tiles(n_out, n_in, block_n, block_k, warps):
    """A tile in K order with the library's split-K rule (about four programs per multiprocessor, equal slices)."""
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    tiles = -(-n_out // block_n)
    steps = n_in // block_k
    split = max(1, min(steps, -(-4 * sms // tiles)))
    split = -(-steps // -(-steps // split))
    return TileConfig(block_n=block_n, block_k=block_k, split_k=split, num_warps=warps, pairs=False)


def main():
    import bitsandbytes as bnb
    import triton

    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--max-adapter-ms", type=float, default=0.7)
    args = parser.parse_args()
    rows_list = (8, 64) if args.quick else ROWS

    out_dir = os.environ.get("OUT", "/tmp")
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    meta = {"date": time.strftime("%Y-%m-%d"), "commit": commit, "gpu": torch.cuda.get_device_name(0),
            "torch": torch.__version__, "bitsandbytes": bnb.__version__, "triton": triton.__version__,
            "layers": LAYERS, "rank": RANK, "command": " ".join(["python"] + sys.argv)}
    torch.manual_seed(0)
    products = {name: [make_product(*spec) for _ in range(LAYERS)] for name, spec in PRODUCTS.items()}
    res = {"meta": meta, "checks": {}, "per_step_ms": {}, "sweep_us": {}}
    with torch.no_grad():
        for name in ("qkv", "down"):
            first = products[name][0]
            for rows in rows_list:
                x = torch.randn(rows, PRODUCTS[name][1], device="cuda", dtype=torch.bfloat16)
                got, ref = run(first, x), eager(first, x)
                res["checks"][f"{name}_rows{rows}"] = {
                    "rel_err_vs_eager": float((got.double() - ref.double()).norm() / ref.double().norm()),
                    "deterministic": bool(torch.equal(got, run(first, x)))}
        print(json.dumps(res["checks"]), flush=True)
        lines = ["| rows | base | adapted | bf16 |", "|---|---|---|---|"]
        for rows in rows_list:
            xs = {n: torch.randn(rows, n, device="cuda", dtype=torch.bfloat16) for n in (HIDDEN, INTERMEDIATE)}
            order = [(products[name], xs[PRODUCTS[name][1]]) for name in PRODUCTS]
            paths = {
                "base": lambda: [run(p, x, adapters=False) for ps, x in order for p in ps],
                "adapted": lambda: [run(p, x) for ps, x in order for p in ps],
                "bf16": lambda: [F.linear(x, w["w"]) for ps, x in order for p in ps for w in p["parts"]],
            }
            times = {path: bench_graph(fn, reps=30) for path, fn in paths.items()}
            res["per_step_ms"][str(rows)] = times
            lines.append(f"| {rows} | " + " | ".join(f"{times[p]:.2f}" for p in paths) + " |")
            print(lines[-1], flush=True)
        for rows in () if args.quick else (64,):
            for name, (n_outs, n_in, _) in PRODUCTS.items():
                x = torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16)
                for block_n, block_k, warps in WIDE:
                    cfg = wide_tiles(sum(n_outs), n_in, block_n, block_k, warps)
                    key = f"{name}_rows{rows}_bn{block_n}_bk{block_k}_w{warps}_split{cfg.split_k}"
                    try:
                        ms = bench_graph(lambda: [run(p, x, (cfg, cfg)) for p in products[name]], reps=20)
                    except Exception as exc:  # a tile that does not compile (registers, shared memory)
                        print(f"sweep {key}: failed {type(exc).__name__}: {str(exc)[:200]}", flush=True)
                        continue
                    res["sweep_us"][key] = 1000 * ms / LAYERS
                    default = products[name][0]["tiles"][1]
                    mark = " (library)" if (block_n, block_k, warps) == (default.block_n, default.block_k,
                                                                         default.num_warps) else ""
                    print(f"sweep {key}: {res['sweep_us'][key]:.1f} us{mark}", flush=True)
    with open(os.path.join(out_dir, "nf4_fused_lora_step.json"), "w") as f:
        json.dump(res, f, indent=1)
    print("\n".join(lines))
    failed = [k for k, c in res["checks"].items() if c["rel_err_vs_eager"] > 1e-2 or not c["deterministic"]]
    adapters_ms = res["per_step_ms"]["8"]["adapted"] - res["per_step_ms"]["8"]["base"]
    print(f"checks failed: {failed}; adapters at 8 rows: {adapters_ms:.2f} ms")
    if args.quick and (failed or adapters_ms > args.max_adapter_ms):
        sys.exit(1)


if __name__ == "__main__":
    main()
