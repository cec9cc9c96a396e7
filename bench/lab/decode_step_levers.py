# Lab experiment, 2026-11-26: where a 7B bf16 decode step's time goes on one GPU (rollout engine tuning).
"""Where the time of a 7B bf16 decode step goes on one GPU, and what the levers left give.

Sections (``--sections``, comma list, in this order):

- ``bandwidth``: the card's device-to-device copy (read + written) and a read-only pass (a sum) over 4 GiB, so
  that the floor can be taken from either.
- ``gemm``: every linear shape of the stacked bf16 copy (q/k/v, o, gate/up, down, LM head) at 8 and 64 rows:
  cuBLAS (``F.linear``) against inductor's autotuned GEMM (``max-autotune-no-cudagraphs``), ms and TB/s.
- ``tail``: the loop's per-token work outside the compiled step at 64 rows x the vocabulary (float, softmax,
  multinomial, log-softmax, gather, EOS bookkeeping), as the loop runs it (eager).
- ``engine``: the compiled loop on a random Qwen2.5-7B-shaped model in bf16 with q/k/v and gate/up stacked, at 8x256
  and 64x256 (8 prompts x 8): ms per decode step, and a kernel profile of the 64x256 batch.

Run on a GPU from the repository root: ``python bench/lab/decode_step_levers.py`` (writes ``$OUT`` or /tmp
``decode_step_levers.json``; results in bench/results/lab/decode_step_levers_h100.json).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from cuda_timing import bench_graph  # noqa: E402  (bench/lab/cuda_timing.py)

HIDDEN, INTERMEDIATE, KV, LAYERS, VOCAB = 3584, 18944, 512, 28, 152064
SHAPES = {  # name: (out_features, in_features, times per step)
    "qkv": (HIDDEN + 2 * KV, HIDDEN, LAYERS),
    "o": (HIDDEN, HIDDEN, LAYERS),
    "gate_up": (2 * INTERMEDIATE, HIDDEN, LAYERS),
    "down": (HIDDEN, INTERMEDIATE, LAYERS),
    "lm_head": (VOCAB, HIDDEN, 1),
}


def bandwidth(res):
    x = torch.empty(2 * 1024**3, dtype=torch.bfloat16, device="cuda").normal_()
    y = torch.empty_like(x)
    copy_ms = bench_graph(lambda: y.copy_(x))
    read_ms = bench_graph(lambda: x.view(65536, -1).sum(1, dtype=torch.float32))
    nbytes = x.numel() * x.element_size()
    res["bandwidth"] = {"copy_TBps": 2 * nbytes / copy_ms / 1e9, "read_TBps": nbytes / read_ms / 1e9}
    weights = sum(o * i * n for o, i, n in SHAPES.values()) * 2
    res["bandwidth"]["weight_GB"] = weights / 1e9
    for kind in ("copy", "read"):
        res["bandwidth"][f"floor_ms_{kind}"] = weights / (res["bandwidth"][f"{kind}_TBps"] * 1e12) * 1e3
    print("bandwidth", json.dumps(res["bandwidth"]), flush=True)


def gemm(res, rows_list=(8, 64)):
    table = res.setdefault("gemm", {})
    for name, (n_out, n_in, times) in SHAPES.items():
        # Distinct weights per replay (more than L2 holds), as 28 layers are.
        copies = max(1, min(times, (2 * 1024**3) // (n_out * n_in * 2)))
        ws = [torch.randn(n_out, n_in, device="cuda", dtype=torch.bfloat16) for _ in range(copies)]
        for rows in rows_list:
            x = torch.randn(rows, n_in, device="cuda", dtype=torch.bfloat16)
            tuned = torch.compile(lambda a, b: F.linear(a, b), mode="max-autotune-no-cudagraphs", dynamic=False)
            started = time.perf_counter()
            tuned(x, ws[0])
            tune_s = time.perf_counter() - started
            row = {}
            for label, fn in (("cublas", F.linear), ("autotuned", tuned)):
                ms = bench_graph(lambda: [fn(x, w) for w in ws]) / len(ws)
                row[label] = {"ms": ms, "TBps": n_out * n_in * 2 / ms / 1e9}
            ref = F.linear(x, ws[0]).float()
            row["autotuned_max_rel_err"] = float((tuned(x, ws[0]).float() - ref).abs().max() / ref.abs().max())
            row["tune_s"] = tune_s
            row["ms_per_step"] = {k: row[k]["ms"] * times for k in ("cublas", "autotuned")}
            table[f"{name}_{rows}"] = row
            print("gemm", name, rows, json.dumps(row), flush=True)
        del ws
        torch.cuda.empty_cache()


def tail(res, rows=64):
    """The eager work after each compiled step: as it was (float copy, softmax, multinomial, log-softmax, gather) and as
    it is now (the float32 logits and their logsumexp come out of the compiled step; softmax, multinomial, gather)."""
    logits = torch.randn(rows, VOCAB, device="cuda", dtype=torch.bfloat16)
    logits32, lse = logits.float(), torch.logsumexp(logits.float(), dim=-1)
    ids = torch.zeros(rows, 512, dtype=torch.long, device="cuda")
    unfinished = torch.ones(rows, dtype=torch.bool, device="cuda")
    eos = torch.tensor([151643], device="cuda")
    logps = torch.zeros(rows, 256, device="cuda")

    def bookkeeping(t, tokens):
        tokens = torch.where(unfinished, tokens, torch.full_like(tokens, 0))
        ids[:, 100 + t] = tokens
        unfinished.logical_and_(~torch.isin(tokens, eos))

    def before(t):
        scores = logits.float()
        tokens = torch.multinomial(torch.softmax(scores, dim=-1), num_samples=1).squeeze(1)
        logps[:, t] = torch.log_softmax(scores / 1.0, dim=-1).gather(1, tokens[:, None]).squeeze(1)
        bookkeeping(t, tokens)

    def after(t):
        tokens = torch.multinomial(torch.softmax(logits32, dim=-1), num_samples=1).squeeze(1)
        logps[:, t] = logits32.gather(1, tokens[:, None]).squeeze(1) / 1.0 - lse
        bookkeeping(t, tokens)

    for name, fn in (("before", before), ("after", after)):
        for t in range(20):
            fn(t)
        torch.cuda.synchronize()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for t in range(200):
            fn(t % 256)
        end.record()
        end.synchronize()
        res[f"tail_ms_per_step_{rows}_{name}"] = start.elapsed_time(end) / 200
    print("tail ms/step at", rows, "rows:", {k: v for k, v in res.items() if k.startswith("tail")}, flush=True)


def engine(res, profile_dir):
    from transformers import GenerationConfig, Qwen2Config, Qwen2ForCausalLM

    from trl_grpo_ext.rollouts.engine import CompiledGenerator
    from trl_grpo_ext.rollouts.fused import fuse_projections

    cfg = Qwen2Config(vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=INTERMEDIATE, num_hidden_layers=LAYERS,
                      num_attention_heads=28, num_key_value_heads=4, max_position_embeddings=32768,
                      rope_theta=1_000_000.0, rms_norm_eps=1e-6, tie_word_embeddings=False)
    torch.set_default_dtype(torch.bfloat16)
    with torch.device("cuda"):
        model = Qwen2ForCausalLM(cfg)
    torch.set_default_dtype(torch.float32)
    model.eval().requires_grad_(False)
    fuse_projections(model, movable=lambda t: True)
    g = torch.Generator().manual_seed(0)

    def prompts(n, group):
        ps = [torch.randint(10, 150000, (int(torch.randint(40, 80, (1,), generator=g)),), generator=g).tolist()
              for _ in range(n // group)]
        return [p for p in ps for _ in range(group)]

    def config(n):
        return GenerationConfig(do_sample=True, max_new_tokens=n, temperature=1.0, top_k=0, top_p=1.0,
                                eos_token_id=151643, pad_token_id=151643)

    gen = CompiledGenerator(model, time_window=64)
    for rows, group in ((8, 1), (64, 8)):
        ps = prompts(rows, group)
        started = time.perf_counter()
        gen.generate(ps, config(256))
        first = time.perf_counter() - started
        runs = [gen.generate(ps, config(256)) for _ in range(3)]
        best = min(runs, key=lambda r: r.decode_s)
        row = {"ms_per_step": 1000 * best.decode_s / best.decode_steps,
               "tok_per_s": rows * best.decode_steps / best.decode_s, "prefill_ms": 1000 * best.prefill_s, "first_call_s": first,
               "ms_per_step_by_position": best.stats.get("ms_per_step")}
        res[f"engine_{rows}x256"] = row
        print("engine", rows, json.dumps(row), flush=True)
        if rows == 64:
            from torch.profiler import ProfilerActivity, profile

            with profile(activities=[ProfilerActivity.CUDA]) as prof:
                gen.generate(ps, config(256))
            table = prof.key_averages().table(sort_by="self_cuda_time_total", row_limit=40, max_name_column_width=90)
            (profile_dir / "decode_step_profile_64x256.txt").write_text(table)
            print(table, flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sections", default="bandwidth,tail,engine,gemm")
    parser.add_argument("--out", default=os.path.join(os.environ.get("OUT", "/tmp"), "decode_step_levers.json"))
    args = parser.parse_args()
    from pathlib import Path

    res = {"gpu": torch.cuda.get_device_name(0), "torch": torch.__version__}
    out = Path(args.out)
    for section in args.sections.split(","):
        if section == "engine":
            engine(res, out.parent)
        else:
            {"bandwidth": bandwidth, "gemm": gemm, "tail": tail}[section](res)
        out.write_text(json.dumps(res, indent=1))
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
