"""Decode attention kernels against the call ``generate`` makes: bitwise agreement and time per call.

``generate`` runs a decode step's attention as transformers' SDPA function over the filled prefix of its
dynamic cache, without a mask when no row is padded. The engine's decode runs over a static cache whose
shapes never change (a CUDA graph). This compares, on random inputs in the layout of a static cache:

- ``efficient``: PyTorch's memory-efficient kernel over the cache as variable-length sequences,
- ``flash``: the flash kernel in the same form,
- ``triton``: the split-K Triton kernel,
- ``sdpa-masked``: transformers' SDPA over the whole static cache under the padding mask,

each against ``generate``'s call: the fraction of output elements that are bitwise equal, the largest
difference, and the time per call (CUDA events, median of 50 after warm-up, outside CUDA graphs). It also
records the efficient and flash paths in a CUDA graph, replays them at another fill and checks the result against
eager, and compares every path, at every position of a padded batch, with the training forward's attention output
there (transformers' SDPA over the whole batch under its causal and padding mask): the computation the sampled
log-probs are compared with.

Usage (GPU): ``python bench/decode_attention_numerics.py --out bench/results/decode_attention_numerics_h100.json``
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import torch

SHAPES = {  # name: (query heads, key/value heads, head size)
    "smollm2-135m": (9, 3, 64),
    "qwen2.5-7b": (28, 4, 128),
}


PATHS = ("efficient", "flash", "triton", "sdpa-masked")


def backend_of_generate_call(sdpa_attention_forward, module, q, k, v, scale):
    """Which SDPA backend ``generate``'s call ran: the forced backends whose output equals the default's bitwise."""
    from torch.nn.attention import SDPBackend, sdpa_kernel

    ref = sdpa_attention_forward(module, q, k, v, None, scaling=scale)[0]
    same = []
    for backend in (SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.CUDNN_ATTENTION,
                    SDPBackend.MATH):
        try:
            with sdpa_kernel([backend]):
                out = sdpa_attention_forward(module, q, k, v, None, scaling=scale)[0]
        except RuntimeError:
            continue
        if torch.equal(out, ref):
            same.append(backend.name)
    return same


def against_training_forward(sdpa_attention_forward, attention, heads, kv_heads, dim, batch=16, prompt=37, total=165,
                             allocated=256):
    """Each decode path at every position of a sequence against the training forward's output row there.

    The training forward runs transformers' SDPA over the whole padded batch (causal mask, rows right-padded to
    different lengths), as TRL's loss does. Returns, per path, the fraction of output elements equal to it bitwise.
    """
    q = torch.randn(batch, heads, total, dim, device="cuda", dtype=torch.bfloat16)
    k = torch.randn(batch, kv_heads, total, dim, device="cuda", dtype=torch.bfloat16)
    v = torch.randn_like(k)
    lengths = torch.randint(prompt + 1, total + 1, (batch,))
    lengths[0] = total
    keep = torch.arange(total)[None, :] < lengths[:, None]
    causal = torch.ones(total, total, dtype=torch.bool).tril()
    mask = (causal[None] & keep[:, None, :]).cuda()[:, None]
    module = attention._Heads(heads // kv_heads)
    train = sdpa_attention_forward(module, q, k, v, mask, scaling=dim ** -0.5)[0]  # [B, T, H, D]
    cache_k = torch.zeros(batch, kv_heads, allocated, dim, device="cuda", dtype=torch.bfloat16)
    cache_v = torch.zeros_like(cache_k)
    cache_k[:, :, :total], cache_v[:, :, :total] = k, v
    equal = {name: [0, 0] for name in ("generate", *PATHS)}
    for t in range(prompt, total):
        rows = lengths > t
        want = train[rows, t]
        qt = q[rows, :, t]
        valid = torch.zeros(int(rows.sum()), allocated, dtype=torch.bool, device="cuda")
        valid[:, : t + 1] = True
        kt, vt = cache_k[rows], cache_v[rows]
        got = {
            "generate": sdpa_attention_forward(module, qt[:, :, None], kt[:, :, : t + 1], vt[:, :, : t + 1], None,
                                               scaling=dim ** -0.5)[0][:, 0],
            "efficient": attention._decode_attention_efficient(qt, kt, vt, valid, dim ** -0.5),
            "flash": attention._decode_attention_flash(qt, kt, vt, valid, dim ** -0.5),
            "triton": attention._decode_attention_cuda(qt, kt, vt, valid, dim ** -0.5),
            "sdpa-masked": sdpa_attention_forward(module, qt[:, :, None], kt, vt, valid[:, None, None, :],
                                                  scaling=dim ** -0.5)[0][:, 0],
        }
        for name, out in got.items():
            equal[name][0] += int((out.reshape(want.shape) == want).sum())
            equal[name][1] += want.numel()
    return {name: a / b for name, (a, b) in equal.items()}


def median_ms(fn, reps=50):
    for _ in range(5):
        fn()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return sorted(times)[len(times) // 2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="bench/results/local/decode_attention_numerics.json")
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    from trl_grpo_ext.rollouts import attention

    torch.manual_seed(0)
    rows = []
    for name, (heads, kv_heads, dim) in SHAPES.items():
        for batch, filled, allocated in ((8, 100, 384), (8, 300, 384), (64, 300, 384), (128, 80, 256),
                                         (128, 160, 256)):
            q = torch.randn(batch, heads, dim, device="cuda", dtype=torch.bfloat16)
            k = torch.randn(batch, kv_heads, allocated, dim, device="cuda", dtype=torch.bfloat16)
            v = torch.randn_like(k)
            valid = torch.zeros(batch, allocated, dtype=torch.bool, device="cuda")
            valid[:, :filled] = True
            scale = dim ** -0.5
            module = attention._Heads(heads // kv_heads)

            def generate_call():
                return sdpa_attention_forward(module, q[:, :, None], k[:, :, :filled], v[:, :, :filled], None,
                                              scaling=scale)[0].reshape(q.shape)

            mask = valid[:, None, None, :]
            paths = {
                "efficient": lambda: attention._decode_attention_efficient(q, k, v, valid, scale),
                "flash": lambda: attention._decode_attention_flash(q, k, v, valid, scale),
                "triton": lambda: attention._decode_attention_cuda(q, k, v, valid, scale),
                "sdpa-masked": lambda: sdpa_attention_forward(module, q[:, :, None], k, v, mask,
                                                              scaling=scale)[0].reshape(q.shape),
            }
            ref = generate_call()
            row = {"shape": name, "batch": batch, "filled": filled, "allocated": allocated,
                   "generate_ms": median_ms(generate_call)}
            for path, fn in paths.items():
                out = fn()
                row[path] = {"bitwise_equal": float((out == ref).float().mean()),
                             "max_abs_diff": float((out.float() - ref.float()).abs().max()),
                             "ms": median_ms(fn)}
            rows.append(row)
            print(json.dumps(row), flush=True)

    training = {}
    backends = {}
    for name, (heads, kv_heads, dim) in SHAPES.items():
        training[name] = against_training_forward(sdpa_attention_forward, attention, heads, kv_heads, dim)
        print("bitwise equal to the training forward's rows,", name, json.dumps(training[name]), flush=True)
        q = torch.randn(64, heads, 1, dim, device="cuda", dtype=torch.bfloat16)
        for filled in (50, 100, 200, 300):
            k = torch.randn(64, kv_heads, filled, dim, device="cuda", dtype=torch.bfloat16)
            backends[f"{name} filled {filled}"] = backend_of_generate_call(
                sdpa_attention_forward, attention._Heads(heads // kv_heads), q, k, torch.randn_like(k), dim ** -0.5)
    print("generate's call equals these forced SDPA backends:", json.dumps(backends), flush=True)

    # The decode paths inside a CUDA graph: recorded at one fill, replayed at another.
    heads, kv_heads, dim = SHAPES["qwen2.5-7b"]
    q = torch.randn(8, heads, dim, device="cuda", dtype=torch.bfloat16)
    k = torch.randn(8, kv_heads, 384, dim, device="cuda", dtype=torch.bfloat16)
    v = torch.randn_like(k)
    valid = torch.zeros(8, 384, dtype=torch.bool, device="cuda")
    valid[:, 3:50] = True
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    graph_ok = {}
    for name, fn in (("efficient", attention._decode_attention_efficient),
                     ("flash", attention._decode_attention_flash)):
        valid[:] = False
        valid[:, 3:50] = True
        with torch.cuda.stream(stream):
            fn(q, k, v, valid, dim ** -0.5)
        torch.cuda.current_stream().wait_stream(stream)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            captured = fn(q, k, v, valid, dim ** -0.5)
        valid[:, 50:200] = True
        valid[2, :10] = True
        graph.replay()
        graph_ok[name] = bool(torch.equal(captured, fn(q, k, v, valid, dim ** -0.5)))
    print("cuda graph replay equals eager at a new fill:", graph_ok)
    result = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__, "rows": rows,
              "cuda_graph_replay_equals_eager": graph_ok,
              "bitwise_equal_to_training_forward": training, "generate_call_backend": backends}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=1))
    print("\n| shape | batch | filled/allocated | path | bitwise equal to generate's call | max abs diff | ms | "
          "generate's call ms |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        for path in PATHS:
            p = r[path]
            print(f"| {r['shape']} | {r['batch']} | {r['filled']}/{r['allocated']} | {path} | {p['bitwise_equal']:.4f} "
                  f"| {p['max_abs_diff']:.2e} | {p['ms']:.4f} | {r['generate_ms']:.4f} |")


if __name__ == "__main__":
    main()
