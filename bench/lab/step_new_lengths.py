# Lab experiment, 2026-12-06: what a 7B 8x256 GRPO step pays for a sequence length it has not met before, by SDPA backend.
"""Why some 7B 8x256 GRPO steps are 0.14 s faster than others: the prompt's forward, the loss's forward and its
backward each cost more at a sequence length the process meets for the first time. Suspect: cuDNN's attention
(SDPA's first choice on an H100 for these shapes), which builds an execution plan per new shape. Measured here on
the QLoRA model the trainer trains (random Qwen2.5-7B weights, NF4 base, LoRA r16 on every linear):

1. the sampler's prompt forward (8 rows of one prompt, shared: one row runs), at lengths met for the first time and
   again, with SDPA's default backends and with cuDNN left out;
2. a loss forward and backward shaped like TRL's (8 rows x (prompt + 256), log-probs of the completion's tokens,
   bf16 autocast), the same way; under the gradient checkpointing the QLoRA preparation turns on (the trainer
   turns it off there), so the backward holds a second forward;
3. with ``--decode-profile``: a kernel table (torch profiler, CUDA activity) of one 8x256 batch of the compiled
   decode loop, grouped by what each kernel does.

Run on a GPU from the repository root: ``python bench/lab/step_new_lengths.py --out FILE.json [--decode-profile]``.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "suite"))
import qlora_memory as qm  # noqa: E402
from rollout_speed import varied_prompts  # noqa: E402

BACKENDS = {
    "default": None,  # SDPA's own choice
    "no_cudnn": ["FLASH_ATTENTION", "EFFICIENT_ATTENTION", "MATH"],
}


def backend_context(name):
    from contextlib import nullcontext

    from torch.nn.attention import SDPBackend, sdpa_kernel

    kinds = BACKENDS[name]
    return nullcontext() if kinds is None else sdpa_kernel([getattr(SDPBackend, k) for k in kinds])


def sync():
    torch.cuda.synchronize()


def build_model(directory):
    from peft import get_peft_model

    from trl_grpo_ext.setup.qlora import qlora_model_and_peft_config

    model, lora = qlora_model_and_peft_config(str(directory), lora_r=16, lora_alpha=32, lora_dropout=0.0)
    model = get_peft_model(model, lora)
    for name, p in model.named_parameters():
        if "lora_" in name:  # TRL casts QLoRA adapters to bf16
            p.data = p.data.to(torch.bfloat16)
    return model


def prompt_of(tokenizer, length):
    words = " ".join(f"w{100 + i}" for i in range(length))
    ids = tokenizer(words)["input_ids"]
    assert len(ids) == length, (len(ids), length)
    return ids


def sampler_prefill(model, tokenizer, res, save):
    from transformers import GenerationConfig

    from trl_grpo_ext.rollouts import CompiledGenerator
    from trl_grpo_ext.rollouts.settings import RolloutSettings
    from trl_grpo_ext.rollouts.weights import build

    model.eval()
    weights = build(model, "model")
    generator = CompiledGenerator(weights.model, RolloutSettings(mode="model"))
    one = GenerationConfig(max_new_tokens=1, do_sample=True, temperature=1.0, top_k=0, top_p=1.0,
                           pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id,
                           disable_compile=True)

    def prefill(length):
        result = generator.generate([prompt_of(tokenizer, length)] * 8, one)
        return 1000 * result.prefill_s

    # warm-up: Triton's kernels for these row counts, both backends' first launches
    for name, length in (("default", 59), ("default", 61), ("no_cudnn", 57), ("no_cudnn", 55)):
        with backend_context(name):
            prefill(length)
    lengths = {"default": [33, 37, 41, 45, 51], "no_cudnn": [35, 39, 43, 47, 53]}
    out = {}
    for name, ls in lengths.items():
        with backend_context(name):
            new = [prefill(n) for n in ls]
            again = [prefill(n) for n in ls]
            again2 = [prefill(n) for n in ls]
        out[name] = {"lengths": ls, "new_ms": new, "again_ms": again, "again2_ms": again2,
                     "new_median_ms": statistics.median(new), "again_median_ms": statistics.median(again + again2)}
        print(f"prefill {name}: new {new}, again {again}", flush=True)
    res["prefill_8_rows_one_prompt"] = out
    save()
    # host time of one prefill at a seen length, by operator, default backends
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        ms = prefill(41)
    res["prefill_profile_41_default_ms"] = ms
    res["prefill_profile_41_default"] = prof.key_averages().table(
        sort_by="self_cpu_time_total", row_limit=40, max_name_column_width=90)
    save()
    return generator


def loss_pass(model, tokenizer, res, save):
    """A loss forward and backward shaped like TRL's pass: 8 rows of prompt + 256 completion tokens."""
    model.train()
    completion = 256

    def step(length):
        ids = torch.tensor([prompt_of(tokenizer, length) + [200 + (7 * i + j) % 4000 for j in range(completion)]
                            for i in range(8)], device="cuda")
        mask = torch.ones_like(ids)
        sync()
        t0 = time.perf_counter()
        with torch.autocast("cuda", dtype=torch.bfloat16):
            logits = model(input_ids=ids, attention_mask=mask, logits_to_keep=completion + 1).logits[:, :-1]
            logps = torch.log_softmax(logits.float(), dim=-1).gather(-1, ids[:, -completion:, None]).squeeze(-1)
            loss = -logps.mean()
        sync()
        t1 = time.perf_counter()
        loss.backward()
        sync()
        t2 = time.perf_counter()
        model.zero_grad(set_to_none=True)
        return 1000 * (t1 - t0), 1000 * (t2 - t1)

    for name, length in (("default", 59), ("default", 61), ("no_cudnn", 57), ("no_cudnn", 55)):
        with backend_context(name):
            step(length)
    lengths = {"default": [33, 37, 41, 45, 51], "no_cudnn": [35, 39, 43, 47, 53]}
    out = {}
    for name, ls in lengths.items():
        with backend_context(name):
            new = [step(n) for n in ls]
            again = [step(n) for n in ls] + [step(n) for n in ls]
        out[name] = {
            "lengths": ls, "new_forward_ms": [f for f, _ in new], "new_backward_ms": [b for _, b in new],
            "again_forward_ms": [f for f, _ in again], "again_backward_ms": [b for _, b in again],
            "new_median_ms": [statistics.median(f for f, _ in new), statistics.median(b for _, b in new)],
            "again_median_ms": [statistics.median(f for f, _ in again), statistics.median(b for _, b in again)],
        }
        print(f"loss pass {name}: new fwd/bwd {out[name]['new_median_ms']}, again {out[name]['again_median_ms']}",
              flush=True)
    res["loss_pass_8_rows"] = out
    save()
    # which SDPA kernels ran, default backends, a seen length
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        step(41)
    names = [e.key for e in prof.key_averages() if "attention" in e.key.lower() or "fmha" in e.key.lower()
             or "flash" in e.key.lower() or "cudnn" in e.key.lower()]
    res["loss_pass_attention_ops_default"] = names
    save()
    model.eval()


CATEGORIES = [  # first match wins
    ("nf4 linears (repacked kernel, adapters in launch)", ("matmul_kernel", "lora_down")),
    ("lm head (cuBLAS)", ("nvjet", "gemm", "gemv", "cutlass")),
    ("decode attention", ("split_kernel", "decode_attention", "combine")),
    ("norms", ("rsqrt", "mean")),
    ("rotary / cache writes", ("cos", "sin", "index_copy")),
    ("sampling and stop checks (eager, between graphs)", ("softmax", "multinomial", "distribution", "argmax",
                                                          "isin", "where", "logsumexp", "reduce_kernel", "gather",
                                                          "scatter", "compare", "bitwise", "fill", "assert")),
]


def decode_profile(generator, tokenizer, res, save):
    from torch.profiler import ProfilerActivity, profile
    from transformers import GenerationConfig

    config = GenerationConfig(max_new_tokens=256, do_sample=True, temperature=1.0, top_k=0, top_p=1.0,
                              pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id,
                              disable_compile=True)
    prompts = [tokenizer(varied_prompts(tokenizer, 1)[0])["input_ids"]] * 8
    started = time.perf_counter()
    generator.generate(prompts, config)
    res["decode_first_call_s"] = time.perf_counter() - started
    plain = [generator.generate(prompts, config) for _ in range(2)]
    res["decode_loop_ms_per_step"] = [1000 * r.decode_s / r.decode_steps for r in plain]
    save()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        r = generator.generate(prompts, config)
    steps = r.decode_steps
    kernels = []
    for e in prof.key_averages():
        total = e.self_device_time_total if hasattr(e, "self_device_time_total") else e.self_cuda_time_total
        if total > 0:
            kernels.append({"name": e.key, "calls": e.count, "us_total": total, "us_per_step": total / steps})
    kernels.sort(key=lambda k: -k["us_total"])
    groups = {}
    for k in kernels:
        label = next((c for c, keys in CATEGORIES if any(s in k["name"] for s in keys)), "other")
        groups[label] = groups.get(label, 0.0) + k["us_per_step"]
    res["decode_profile"] = {"steps": steps, "ms_per_step_under_profiler": 1000 * r.decode_s / steps,
                             "gpu_us_per_step_by_group": groups, "kernels": kernels[:60]}
    print("decode GPU us/step by group:", {k: round(v, 1) for k, v in groups.items()}, flush=True)
    save()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--workdir", default="/dev/shm/lab7b")
    parser.add_argument("--decode-profile", action="store_true")
    args = parser.parse_args()
    res = {"gpu": torch.cuda.get_device_name(0), "torch": torch.__version__,
           "cudnn": torch.backends.cudnn.version()}
    out = Path(args.out)

    def save():
        out.write_text(json.dumps(res, indent=1))

    started = time.perf_counter()
    directory = qm.write_random_checkpoint("7b", Path(args.workdir) / "7b")
    tokenizer = qm.load_tokenizer(directory)
    model = build_model(directory)
    res["setup_s"] = time.perf_counter() - started
    print(f"model ready in {res['setup_s']:.0f}s", flush=True)
    generator = sampler_prefill(model, tokenizer, res, save)
    loss_pass(model, tokenizer, res, save)
    if args.decode_profile:
        decode_profile(generator, tokenizer, res, save)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
