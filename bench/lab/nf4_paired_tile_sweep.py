# Lab experiment, 2026-12-08: the paired NF4 step's tile at 64 rows, swept wide.
"""The 7B adapted linears of one decode step (28 layers of q/k/v, o, gate/up, down; LoRA r16; q/k/v biases), each
product's 28 launches in one CUDA graph, median replay, with x handed over in the paired order (as the compiled step
gives it). Swept for the paired step: features per program (32, 64, 128), warps (4, 8), pipeline stages (2, 3),
programs per multiprocessor for the split-K rule (2, 4, 6). Per product and row count: the library's tile, the
best tile, and the step's sum under each. Each tile's output checked against the library's (relative error; the
split of K changes the order of the sums).

Run on a GPU: ``python bench/lab/nf4_paired_tile_sweep.py [--budget-s S]`` (writes ``$OUT`` or /tmp
``nf4_paired_tile_sweep.json``, as it goes).
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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from cuda_timing import bench_graph  # noqa: E402  (bench/lab/cuda_timing.py)
from nf4_fused_lora_step import LAYERS, PRODUCTS, make_product  # noqa: E402
from nf4_x_order_step import paired, rel_err, run_path  # noqa: E402  (bench/lab/nf4_x_order_step.py)

from trl_grpo_ext.rollouts.nf4_repack import paired_order  # noqa: E402

ROWS = (64,)
GRID = dict(block_n=(64, 128, 32), warps=(4, 8), stages=(2, 3), per_sm=(4, 2, 6))


def launch(prod, x_paired, cfg):
    """One launch on x already in the paired order (as the compiled step hands it over)."""
    return run_path("pairs-permuted-producer", prod, x_paired, (cfg, cfg))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--budget-s", type=float, default=420)
    args = parser.parse_args()
    started = time.time()
    out_path = os.path.join(os.environ.get("OUT", "/tmp"), "nf4_paired_tile_sweep.json")
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    res = {"meta": {"date": time.strftime("%Y-%m-%d"), "commit": commit, "gpu": torch.cuda.get_device_name(0),
                    "torch": torch.__version__, "layers": LAYERS, "grid": GRID,
                    "command": " ".join(["python"] + sys.argv)}, "library": {}, "tiles": {}, "best": {}}
    torch.manual_seed(0)
    products = {name: [make_product(*spec) for _ in range(LAYERS)] for name, spec in PRODUCTS.items()}
    xs = {n_in: {rows: paired_order(torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16)) for rows in ROWS}
          for n_in in {spec[1] for spec in PRODUCTS.values()}}
    with torch.no_grad():
        for rows in ROWS:
            for name, layers in products.items():
                x = xs[PRODUCTS[name][1]][rows]
                lib = paired(layers[0], "permuted")  # the library's wide tile
                ref = launch(layers[0], x, lib)
                key = f"{rows}/{name}"
                res["library"][key] = bench_graph(lambda: [launch(p, x, lib) for p in layers], reps=30)
                res["tiles"][key] = {}
                for block_n, warps, stages, per_sm in itertools.product(*GRID.values()):
                    if time.time() - started > args.budget_s:
                        break
                    cfg = paired(layers[0], "permuted", per_sm, stages, block_n, warps)
                    label = f"{block_n}n-{warps}w-{stages}s-{per_sm}sm-split{cfg.split_k}"
                    try:
                        err = rel_err(launch(layers[0], x, cfg), ref)
                        ms = bench_graph(lambda cfg=cfg: [launch(p, x, cfg) for p in layers], reps=30)
                    except Exception as exc:  # a tile Triton cannot build (registers, shared memory)
                        res["tiles"][key][label] = {"error": f"{type(exc).__name__}: {str(exc)[:200]}"}
                        continue
                    res["tiles"][key][label] = {"ms": ms, "rel_err": err}
                ok = {k: v for k, v in res["tiles"][key].items() if "ms" in v and v["rel_err"] < 1e-2}
                if ok:
                    best = min(ok, key=lambda k: ok[k]["ms"])
                    res["best"][key] = {"tile": best, **ok[best]}
                print(f"{key}: library {res['library'][key]:.3f} ms, best {res['best'].get(key)}", flush=True)
                with open(out_path, "w") as f:
                    json.dump(res, f, indent=1)
        for rows in ROWS:
            lib = sum(v for k, v in res["library"].items() if k.startswith(f"{rows}/"))
            best = sum(res["best"].get(k, {"ms": v})["ms"] for k, v in res["library"].items() if k.startswith(f"{rows}/"))
            res[f"step_{rows}"] = {"library_ms": lib, "best_ms": best}
            print(f"| {rows} rows | library {lib:.2f} ms | best per product {best:.2f} ms |", flush=True)
    with open(out_path, "w") as f:
        json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
