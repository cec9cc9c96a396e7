# Lab experiment, 2026-12-07: how the paired NF4 step gets its columns of x, at the row counts of a 7B GRPO decode.
"""The adapted linears of one Qwen2.5-7B decode step as the ``model`` mode runs them (28 layers of q/k/v as one
product, o, gate/up as one product, down; LoRA r16, biases on q, k, v), one CUDA graph per path, median replay, at 8,
32 and 64 rows:

- ``library``: the library's choice (the paired step up to ``NARROW_ROWS``, the tile in K order above);
- ``kord``: the tile in K order at every row count;
- ``pairs-gather``: the paired step, each product's 64 columns of x loaded with a stride (today's paired step);
- ``pairs-split``: one contiguous load of the step's 256 columns, reordered into the four products in registers;
- ``pairs-permuted``: x copied once per launch into the paired order (a torch copy before the launch, counted);
- ``pairs-permuted-producer``: x handed over already in the paired order, as a compiled step's producer of x (the
  norm, the activation, attention's output) writes it once the reorder joins that kernel (no copy counted);
- the two new orders again with 2 and 8 programs per multiprocessor.

Checks at 64 rows, every product's first layer: each order bit for bit against ``pairs-gather`` (same products, same
summation order), and the library's path against the eager ``base + bias + (x A.T B.T) * scale`` on bitsandbytes'
dequantised weight.

Run on a GPU: ``python bench/lab/nf4_x_order_step.py`` (writes ``$OUT`` or /tmp ``nf4_x_order_step.json``).
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import time

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from cuda_timing import bench_graph  # noqa: E402  (bench/lab/cuda_timing.py)
from nf4_fused_lora_step import LAYERS, PRODUCTS, eager, make_product, run  # noqa: E402

from trl_grpo_ext.rollouts.nf4_repack import X_ORDERS, TileConfig, paired_order  # noqa: E402

ROWS = (8, 32, 64)


def paired(product, x_order, per_sm=4, stages=2, block_n=None, warps=None):
    """The paired tile of ``product`` with x taken in ``x_order`` (features per program and warps the library's unless
    given), K split for about ``per_sm`` programs a multiprocessor in equal slices (the library's rule)."""
    base = product["tiles"][0]
    block_n = block_n or base.block_n
    n_out = sum(p["rp"].shape[0] for p in product["parts"])
    steps = product["parts"][0]["rp"].shape[1] // 256
    tiles = -(-n_out // block_n)
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    split = max(1, min(steps, -(-per_sm * sms // tiles)))
    split = -(-steps // -(-steps // split))
    return dataclasses.replace(base, block_n=block_n, block_k=256, split_k=split, num_warps=warps or base.num_warps,
                               num_stages=stages, x_order=x_order, pairs=True)


def paths():
    yield "library", lambda prod: None
    yield "kord", lambda prod: (prod["tiles"][1],) * 2
    for order in ("gather", "split", "permuted"):
        yield f"pairs-{order}", lambda prod, order=order: (paired(prod, order),) * 2
    yield "pairs-permuted-producer", lambda prod: (paired(prod, "permuted"),) * 2
    for order in ("split", "permuted"):
        for per_sm in (2, 8):
            yield f"pairs-{order}-{per_sm}/sm", lambda prod, o=order, s=per_sm: (paired(prod, o, per_sm),) * 2


def run_path(label, prod, x, tiles):
    """``run``; for ``pairs-permuted-producer`` ``x`` comes already in the paired order and goes to the kernel's
    operator as it is (the library's call would reorder it), so a CUDA graph around this holds no copy."""
    if not label.endswith("-producer"):
        return run(prod, x, tiles)
    cfg = tiles[1]
    parts = prod["parts"]
    loras = [p["lora"] for p in parts]
    return torch.ops.trl_grpo_ext.nf4_repacked_matmul(
        x, [p["rp"].words for p in parts], [p["rp"].scales for p in parts], parts[0]["rp"].code, prod["tickets"],
        [p["bias"] for p in parts] if parts[0]["bias"] is not None else [], [lo.a for lo in loras],
        [lo.b for lo in loras], [float(lo.scale) for lo in loras], cfg.block_n, cfg.block_k, cfg.split_k,
        cfg.num_warps, cfg.num_stages, cfg.prmt, cfg.pairs, X_ORDERS["permuted"])


def rel_err(got, ref):
    return float((got.double() - ref.double()).norm() / ref.double().norm())


def main():
    import bitsandbytes as bnb
    import triton

    out_dir = os.environ.get("OUT", "/tmp")
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    res = {"meta": {"date": time.strftime("%Y-%m-%d"), "commit": commit, "gpu": torch.cuda.get_device_name(0),
                    "torch": torch.__version__, "bitsandbytes": bnb.__version__, "triton": triton.__version__,
                    "layers": LAYERS, "command": " ".join(["python"] + sys.argv)},
           "checks": {}, "per_step_ms": {}}
    torch.manual_seed(0)
    products = {name: [make_product(*spec) for _ in range(LAYERS)] for name, spec in PRODUCTS.items()}
    xs = {n_in: {rows: torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16) for rows in ROWS}
          for n_in in {spec[1] for spec in PRODUCTS.values()}}
    with torch.no_grad():
        for name, layers in products.items():
            prod, x = layers[0], xs[PRODUCTS[name][1]][64]
            reference = run(prod, x, (paired(prod, "gather"),) * 2)
            checks = {"library_rel_err_vs_eager": rel_err(run(prod, x), eager(prod, x))}
            for label, tiles_of in paths():
                if label.startswith("pairs-") and label != "pairs-gather":
                    x_in = paired_order(x) if label.endswith("-producer") else x
                    got = run_path(label, prod, x_in, tiles_of(prod))
                    checks[f"{label}_bit_identical"] = bool(torch.equal(got, reference))
            res["checks"][name] = checks
        print(json.dumps(res["checks"], indent=0), flush=True)
        labels = [label for label, _ in paths()]
        lines = ["| rows | " + " | ".join(labels) + " |", "|---" * (len(labels) + 1) + "|"]
        for rows in ROWS:
            times = {}
            for label, tiles_of in paths():
                work = [(prod, xs[PRODUCTS[name][1]][rows], tiles_of(prod)) for name, layers in products.items()
                        for prod in layers]
                if label.endswith("-producer"):
                    work = [(p, paired_order(x), t) for p, x, t in work]
                times[label] = bench_graph(lambda work=work, label=label: [run_path(label, p, x, t)
                                                                           for p, x, t in work], reps=30)
                print(f"rows {rows} {label}: {times[label]:.3f} ms", flush=True)
            res["per_step_ms"][str(rows)] = times
            lines.append(f"| {rows} | " + " | ".join(f"{times[label]:.2f}" for label in labels) + " |")
    with open(os.path.join(out_dir, "nf4_x_order_step.json"), "w") as f:
        json.dump(res, f, indent=1)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
