# Lab experiment, 2026-12-06: the repacked NF4 kernel with the adapters' first product summed in its own launch.
"""The adapted linears of one Qwen2.5-7B decode step as the ``model`` mode runs them (28 layers of q/k/v as one
product, o, gate/up as one product, down; LoRA r16 on each, biases on q, k, v), every product of a step in one CUDA
graph over 28 distinct weights per shape (so L2 holds none of them), median replay, at 1, 8, 32 and 64 rows:

- ``base``: the products without adapters (library tiles);
- ``adapted``: with the adapters, ``x @ A.T`` summed beside the base product in the same launch (the library);
- ``bf16``: ``F.linear`` on the bf16 weights the NF4 ones were quantised from, no adapters (a dense reference).

Checks (first weight of q/k/v and of down): the adapted product against the eager ``base + bias + (x A.T B.T) *
scale`` on bitsandbytes' dequantised weight, and that it repeats bit for bit.

Run on a GPU: ``python bench/lab/nf4_fused_lora_step.py`` (writes ``$OUT`` or /tmp ``nf4_fused_lora_step.json``);
``--quick``: the checks and the table at 8 and 64 rows only, exit status 1 if a check fails or the adapters cost more
than ``--max-adapter-ms`` over the base at 8 rows.

``--wide-sweep``: instead, the tile in K order (above ``NARROW_ROWS``) over a grid at 64 and 32 rows, adapters on:
features per program (64, 128, 256), K per step (64, 128, 256), warps (4, 8), pipeline stages (2, 3, 4), and split-K
by the library's rule for that tile at 1, 2, 4 (the library's) and 8 programs per multiprocessor; tiles whose
dequantised weight would take more than 128 values a thread are left out (they spill). Each product's first layer
is checked against the eager ``base + bias + (x A.T B.T) * scale`` and against itself (deterministic) for every
tile. The kernels are compiled first by worker processes in parallel (into Triton's on-disk cache), the timing
process then loads them. Prints, per row count, the step's linears (four products × 28 layers) under the best
uniform tiles, under each product's best, and under the library's; writes ``nf4_wide_sweep.json`` (as it goes: a
time budget, ``--budget-s``, cuts it short with what it has). ``--rows``, ``--tiles 64x128w4s2,...`` and ``--per-sm``
narrow the grid; ``--repeat N`` times every config N times in alternating passes (median).

``--profile``: one launch per case (see ``profile``) between ``cudaProfilerStart`` and ``Stop``, for
``ncu --profile-from-start off``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import os
import re
import statistics
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
# the wide sweep's default grid: tiles in K order (features per program, K per step, warps, stages), programs per
# multiprocessor
WIDE_ROWS = (64, 32)
WIDE_TILES = [(bn, bk, warps, stages) for bn, bk, warps, stages in itertools.product((64, 128, 256), (64, 128, 256),
                                                                                     (4, 8), (2, 3, 4))
              if bn * bk <= 128 * 32 * warps]
PROGRAMS_PER_SM = (1, 2, 4, 8)


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


def wide_tiles(n_out, n_in, block_n, block_k, warps, stages=2, per_sm=4):
    """A tile in K order with the library's split-K rule (about ``per_sm`` programs per multiprocessor, equal
    slices)."""
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    tiles = -(-n_out // block_n)
    steps = n_in // block_k
    split = max(1, min(steps, -(-per_sm * sms // tiles)))
    split = -(-steps // -(-steps // split))
    return TileConfig(block_n=block_n, block_k=block_k, split_k=split, num_warps=warps, num_stages=stages,
                      pairs=False)


def wide_configs(name, tile, grid):
    """The sweep's configs of one tile for product ``name``: each distinct split-K over the grid's programs per
    multiprocessor, with the programs per multiprocessor that give it."""
    n_outs, n_in, _ = PRODUCTS[name]
    if n_in % tile[1]:
        return []
    configs = {}
    for per_sm in grid["per_sm"]:
        configs.setdefault(wide_tiles(sum(n_outs), n_in, *tile, per_sm=per_sm), []).append(per_sm)
    return list(configs.items())


_WORKER = {}


def _init_worker(grid):
    torch.manual_seed(0)
    _WORKER["products"] = {name: make_product(*spec) for name, spec in PRODUCTS.items()}
    _WORKER["grid"] = grid


def _compile_worker(task):
    """In a worker process: launch each config of one (product, rows, tile) once, so Triton compiles it into its
    on-disk cache. The worker's product is one layer of the same shapes, so the kernels' specialisations match."""
    name, rows, tile = task
    x = torch.randn(rows, PRODUCTS[name][1], device="cuda", dtype=torch.bfloat16)
    errors = {}
    for cfg, _ in wide_configs(name, tile, _WORKER["grid"]):
        try:
            with torch.no_grad():
                run(_WORKER["products"][name], x, (cfg, cfg))
            torch.cuda.synchronize()
        except Exception as exc:  # a tile the compiler rejects (shared memory, registers) is reported, not timed
            errors[str(cfg)] = f"{type(exc).__name__}: {str(exc)[:200]}"
    return task, errors


def start_compiling(workers, grid):
    """Worker processes compiling every (product, rows, tile) of the sweep; returns the pool and its results."""
    tasks = [(name, rows, tile) for rows in grid["rows"] for name in PRODUCTS for tile in grid["tiles"]]
    pool = multiprocessing.get_context("spawn").Pool(workers, initializer=_init_worker, initargs=(grid,))
    return pool, pool.imap_unordered(_compile_worker, tasks)


def wide_sweep(products, compiling, start, budget_s, out_path, meta, grid):
    pool, results = compiling
    failed = {}
    for task, errors in results:
        failed.update({f"{task[0]}_rows{task[1]}_{cfg}": e for cfg, e in errors.items()})
    pool.close()
    pool.join()
    print(f"compiled in {time.time() - start:.0f} s; {len(failed)} configs failed to compile", flush=True)
    res = {"meta": meta, "grid": grid, "compile_s": time.time() - start, "compile_failed": failed, "us": {},
           "errors": {}}
    library = {name: products[name][0]["tiles"][1] for name in PRODUCTS}
    for rows in grid["rows"]:
        for name, (n_outs, n_in, _) in PRODUCTS.items():
            x = torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16)
            first = products[name][0]
            ref = eager(first, x).double()
            configs = {library[name]: ["library"]}  # the library's tiles, also named by the grid where they are in it
            for tile in grid["tiles"]:
                for cfg, per_sm in wide_configs(name, tile, grid):
                    configs.setdefault(cfg, []).extend(per_sm)
            timed = {}
            for _ in range(grid["repeat"]):  # passes over all configs, so that a drift of the card spreads evenly
                for cfg, per_sm in configs.items():
                    if time.time() - start > budget_s:
                        break
                    try:
                        if cfg not in timed:
                            got, again = run(first, x, (cfg, cfg)), run(first, x, (cfg, cfg))
                            timed[cfg] = {"config": cfg.__dict__, "per_sm": per_sm, "us_each": [],
                                          "rel_err_vs_eager": float((got.double() - ref).norm() / ref.norm()),
                                          "deterministic": bool(torch.equal(got, again))}
                        ms = bench_graph(lambda: [run(p, x, (cfg, cfg)) for p in products[name]], reps=20)
                    except Exception as exc:
                        res["errors"][f"{name}_rows{rows}_{cfg}"] = f"{type(exc).__name__}: {str(exc)[:200]}"
                        continue
                    timed[cfg]["us_each"].append(1000 * ms / LAYERS)
            for r in timed.values():
                r["us"] = statistics.median(r["us_each"]) if r["us_each"] else float("inf")
            res["us"][f"{name}_rows{rows}"] = sorted(timed.values(), key=lambda r: r["us"])
            if timed:
                print(f"{name} rows {rows}: best {res['us'][f'{name}_rows{rows}'][0]}", flush=True)
            with open(out_path, "w") as f:
                json.dump(res, f, indent=1)
    res["summary"] = summarise(res, grid["rows"])
    with open(out_path, "w") as f:
        json.dump(res, f, indent=1)
    print("\n".join(res["summary"]["lines"]))


def summarise(res, rows_list):
    """ms per step of the linears (the four products, 28 layers each) by rows: the library's tiles, each product's
    best, and the uniform tiles (same features, K, warps, stages and programs per multiprocessor) ranked."""
    out = {"lines": []}
    for rows in rows_list:
        by_product = {name: res["us"].get(f"{name}_rows{rows}", []) for name in PRODUCTS}
        good = {name: [r for r in rs if r["rel_err_vs_eager"] < 1e-2 and r["deterministic"] and r["us_each"]]
                for name, rs in by_product.items()}
        if not all(good.values()):
            continue
        step = {}
        for name, rs in good.items():
            for r in rs:
                c = r["config"]
                for per_sm in r["per_sm"]:
                    key = "library" if per_sm == "library" else (
                        f"bn{c['block_n']}_bk{c['block_k']}_w{c['num_warps']}_s{c['num_stages']}_p{per_sm}")
                    step.setdefault(key, {})[name] = r["us"]
        uniform = sorted(((sum(v.values()) * LAYERS / 1000, k) for k, v in step.items() if len(v) == len(PRODUCTS)))
        best_each = {name: rs[0] for name, rs in good.items()}
        out[str(rows)] = {"library_ms": sum(step["library"].values()) * LAYERS / 1000,
                          "best_each_ms": sum(r["us"] for r in best_each.values()) * LAYERS / 1000,
                          "best_each": best_each, "uniform_ms": uniform[:15],
                          "library_us": step["library"]}
        out["lines"].append(f"rows {rows}: library {out[str(rows)]['library_ms']:.2f} ms, each product's best "
                            f"{out[str(rows)]['best_each_ms']:.2f} ms")
        for name, r in best_each.items():
            out["lines"].append(f"  {name}: best {r['us']:.1f} us {r['config']} per_sm {r['per_sm']} "
                                f"(library {step['library'][name]:.1f})")
        for ms, key in uniform[:8]:
            out["lines"].append(f"  uniform {key}: {ms:.2f} ms " + " ".join(
                f"{n} {step[key][n]:.1f}" for n in PRODUCTS))
    return out


def profile(out_path):
    """One launch per case, between ``cudaProfilerStart`` and ``Stop`` (for ``ncu --profile-from-start off``), after
    a warm-up: gate/up at 8 (paired K order), 32 and 64 rows, down at 64 rows, with the library's tiles; gate/up at 64
    rows with 128 features a tile."""
    torch.manual_seed(0)
    products = {name: make_product(*PRODUCTS[name]) for name in ("gate_up", "down")}
    cases = []
    for name, rows in (("gate_up", 8), ("gate_up", 32), ("gate_up", 64), ("down", 64)):
        cases.append((f"{name}_rows{rows}_library", name, rows, products[name]["tiles"]))
    n_outs, n_in, _ = PRODUCTS["gate_up"]
    wide = products["gate_up"]["tiles"][1]
    cases.append(("gate_up_rows64_bn128", "gate_up", 64, (wide, wide_tiles(sum(n_outs), n_in, 128, 128, 4))))
    xs = {(name, rows): torch.randn(rows, PRODUCTS[name][1], device="cuda", dtype=torch.bfloat16)
          for _, name, rows, _ in cases}
    with torch.no_grad():
        for _ in range(3):
            for _, name, rows, tiles in cases:
                run(products[name], xs[name, rows], tiles)
        torch.cuda.synchronize()
        torch.cuda.profiler.start()
        for _, name, rows, tiles in cases:
            run(products[name], xs[name, rows], tiles)
        torch.cuda.synchronize()
        torch.cuda.profiler.stop()
    with open(out_path, "w") as f:
        json.dump([{"case": label, "config": tiles[1 if rows > 16 else 0].__dict__} for label, _, rows, tiles in cases],
                  f, indent=1)
    print("profiled, in order:", [c[0] for c in cases])


def main():
    import bitsandbytes as bnb
    import triton

    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--max-adapter-ms", type=float, default=0.7)
    parser.add_argument("--wide-sweep", action="store_true")
    parser.add_argument("--budget-s", type=float, default=400.0, help="--wide-sweep: stop timing after this long")
    parser.add_argument("--workers", type=int, default=max(1, min(14, (os.cpu_count() or 2) - 2)))
    parser.add_argument("--rows", default=",".join(map(str, WIDE_ROWS)), help="--wide-sweep: rows per product")
    parser.add_argument("--tiles", default="", help="--wide-sweep: tiles as BNxBKwWARPSsSTAGES, comma separated "
                        "(default: the whole grid)")
    parser.add_argument("--per-sm", default=",".join(map(str, PROGRAMS_PER_SM)))
    parser.add_argument("--repeat", type=int, default=1, help="--wide-sweep: passes over the configs (median)")
    parser.add_argument("--profile", action="store_true", help="one launch per case for ncu (see profile())")
    args = parser.parse_args()
    if args.profile:
        profile(os.path.join(os.environ.get("OUT", "/tmp"), "nf4_profile_cases.json"))
        return
    ints = lambda text: tuple(int(v) for v in text.split(",") if v)  # noqa: E731
    tiles = [tuple(int(v) for v in re.fullmatch(r"(\d+)x(\d+)w(\d+)s(\d+)", t).groups())
             for t in args.tiles.split(",") if t] or WIDE_TILES
    grid = {"rows": ints(args.rows), "tiles": tiles, "per_sm": ints(args.per_sm), "repeat": args.repeat}
    rows_list = (8, 64) if args.quick else ROWS

    out_dir = os.environ.get("OUT", "/tmp")
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    meta = {"date": time.strftime("%Y-%m-%d"), "commit": commit, "gpu": torch.cuda.get_device_name(0),
            "torch": torch.__version__, "bitsandbytes": bnb.__version__, "triton": triton.__version__,
            "layers": LAYERS, "rank": RANK, "command": " ".join(["python"] + sys.argv)}
    start = time.time()
    compiling = start_compiling(args.workers, grid) if args.wide_sweep else None  # while the weights are made
    torch.manual_seed(0)
    products = {name: [make_product(*spec) for _ in range(LAYERS)] for name, spec in PRODUCTS.items()}
    if args.wide_sweep:
        with torch.no_grad():
            wide_sweep(products, compiling, start, args.budget_s, os.path.join(out_dir, "nf4_wide_sweep.json"), meta,
                       grid)
        return
    res = {"meta": meta, "checks": {}, "per_step_ms": {}}
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
