# Lab experiment, 2026-11-26: NF4 linears at decode: bitsandbytes against chunked dequantisation into a reused buffer.
"""NF4 linears at decode: bitsandbytes' own call against dequantising into a small reused buffer, chunk by chunk.

At decode (a few rows) bitsandbytes either runs its fused 4-bit kernel or dequantises the whole weight to bf16 in
memory and calls cuBLAS, which writes and reads back 2 bytes per weight. Dequantising a slice of the weight at a
time into one buffer small enough for the L2 cache lets the GEMM read it from there. Per shape of a Qwen2.5-7B layer
(28 distinct weights, as the layers are), at 8 and 64 rows, captured in a CUDA graph:

- ``bnb``: ``bnb.matmul_4bit`` (what the ``model`` mode runs), its per-GPU choice of kernel;
- ``dequant``: ``dequantize_4bit`` of the whole weight, then ``F.linear`` (bitsandbytes' fallback);
- ``chunkN``: the weight's rows N million weights at a time into one reused buffer, each slice's GEMM right after
  its dequantisation (float32 block scales computed once: the base is frozen).

Run on a GPU: ``python bench/lab/nf4_decode_levers.py`` (writes ``$OUT`` or /tmp ``nf4_decode_levers.json``).
"""

from __future__ import annotations

import json
import os
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cuda_timing import bench_graph  # noqa: E402  (bench/lab/cuda_timing.py)

HIDDEN, INTERMEDIATE, KV, LAYERS = 3584, 18944, 512, 28
SHAPES = {"q": (HIDDEN, HIDDEN), "k": (KV, HIDDEN), "o": (HIDDEN, HIDDEN), "gate": (INTERMEDIATE, HIDDEN),
          "down": (HIDDEN, INTERMEDIATE)}  # (out_features, in_features); up = gate, v = k


def quantized(n_out, n_in):
    import bitsandbytes.functional as bf

    w = torch.randn(n_out, n_in, device="cuda", dtype=torch.bfloat16) * 0.02
    packed, state = bf.quantize_4bit(w, quant_type="nf4", compress_statistics=True, blocksize=64)
    absmax = bf.dequantize_blockwise(state.absmax, state.state2) + state.offset  # what every call recomputes
    return packed, state, absmax.float()


def chunked(x, packed, state, absmax, buffer, rows_per_chunk, out_t):
    n_out, n_in = state.shape
    flat = packed.view(-1)
    for r0 in range(0, n_out, rows_per_chunk):
        r1 = min(n_out, r0 + rows_per_chunk)
        rows = r1 - r0
        chunk = buffer[: rows * n_in].view(rows, n_in)
        torch.ops.bitsandbytes.dequantize_4bit.out(
            flat[r0 * n_in // 2 : r1 * n_in // 2], absmax[r0 * n_in // 64 : r1 * n_in // 64], 64, "nf4",
            [rows, n_in], torch.bfloat16, out=chunk)
        torch.mm(chunk, x.t(), out=out_t[r0:r1])
    return out_t


def main():
    import bitsandbytes as bnb
    import bitsandbytes.functional as bf

    res = {"gpu": torch.cuda.get_device_name(0), "torch": torch.__version__, "bitsandbytes": bnb.__version__}
    table = res["shapes"] = {}
    for name, (n_out, n_in) in SHAPES.items():
        weights = [quantized(n_out, n_in) for _ in range(LAYERS)]
        for rows in (8, 64):
            x = torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16)
            out_t = torch.empty(n_out, rows, device="cuda", dtype=torch.bfloat16)
            row = {}
            with torch.no_grad():
                row["bnb"] = bench_graph(lambda: [bnb.matmul_4bit(x, p.t(), quant_state=s) for p, s, _ in weights])
                row["dequant"] = bench_graph(lambda: [F.linear(x, bf.dequantize_4bit(p, s)) for p, s, _ in weights])
                for millions in (2, 4, 8):
                    per_chunk = max(1, millions * 2**20 // n_in)
                    buffer = torch.empty(per_chunk * n_in, device="cuda", dtype=torch.bfloat16)
                    row[f"chunk{millions}"] = bench_graph(
                        lambda: [chunked(x, p, s, a, buffer, per_chunk, out_t) for p, s, a in weights])
                p, s, a = weights[0]
                reference = F.linear(x, bf.dequantize_4bit(p, s)).float()
                got = chunked(x, p, s, a, buffer, per_chunk, out_t).t().float()
                row["chunk_max_abs_diff"] = float((got - reference).abs().max())
                row["chunk_ref_max_abs"] = float(reference.abs().max())
                row["bnb_max_abs_diff"] = float((bnb.matmul_4bit(x, p.t(), quant_state=s).float() - reference).abs().max())
            row = {k: (v / LAYERS * 1000 if isinstance(v, float) and not k.endswith(("diff", "abs")) else v)
                   for k, v in row.items()}  # microseconds per weight
            table[f"{name}_{rows}"] = row
            print(name, rows, json.dumps({k: round(v, 2) for k, v in row.items()}), flush=True)
        del weights
        torch.cuda.empty_cache()
    out = os.path.join(os.environ.get("OUT", "/tmp"), "nf4_decode_levers.json")
    with open(out, "w") as f:
        json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
