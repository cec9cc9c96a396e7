"""How far off-policy sampling is: each sampled token's log-prob at sampling time against the training forward's.

GRPO's loss recomputes the log-prob of every sampled token in a teacher-forced forward of the
policy (TRL: one padded batch, prompt left-padded, completion right-padded, ``log_softmax(logits / T)``).
The sampler computed its own log-prob for the same token; the gap between the two is how far the
samples are off-policy. HF ``generate`` (TRL's default sampler) is the reference: the compiled
loop should be no further off than it.

Model: the embedded SmolLM2-135M-Instruct (real weights), in ``--dtype``; prompts: the
``basic_arithmetic`` task in its chat template; TRL's sampling config (T = 1, no top-k/top-p).
Paths (each samples the same prompts; the gap is measured on its own samples):

- ``generate``: ``model.generate`` with ``output_logits=True``.
- ``engine``: the compiled loop as the trainer builds it (``weights.build(model, "model")``).
- ``engine-sdpa``: the same with transformers' SDPA at decode (no ``rollouts.attention``).
- ``engine-eager``: static cache, no ``torch.compile``.
- ``engine-exact-casts``: compiled with inductor's ``emulate_precision_casts`` (bf16 rounding between
  fused operations, as eager does it).

Usage (GPU): ``python bench/rollout_onpolicy.py --dtype bfloat16 --prompts 64 --group 8``
Writes ``bench/results/rollout_onpolicy.json`` and prints a table (mean, p99, max |Δ| and tokens).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import torch

RESULTS = Path(__file__).resolve().parent / "results" / "rollout_onpolicy.json"


def training_logprobs(model, prompts, completions, temperature, pad_id, batch=64):
    """TRL's training forward: left-padded prompt + right-padded completion, per completion token log-probs."""
    out = []
    device = next(model.parameters()).device
    for start in range(0, len(prompts), batch):
        ps, cs = prompts[start : start + batch], completions[start : start + batch]
        pw, cw = max(map(len, ps)), max(map(len, cs))
        ids = torch.full((len(ps), pw + cw), pad_id, dtype=torch.long)
        mask = torch.zeros_like(ids)
        for i, (p, c) in enumerate(zip(ps, cs)):
            ids[i, pw - len(p) : pw] = torch.tensor(p)
            ids[i, pw : pw + len(c)] = torch.tensor(c, dtype=torch.long)
            mask[i, pw - len(p) : pw + len(c)] = 1
        ids, mask = ids.to(device), mask.to(device)
        with torch.no_grad():
            logits = model(input_ids=ids, attention_mask=mask, logits_to_keep=cw + 1).logits[:, :-1].float()
        logps = torch.log_softmax(logits / temperature, dim=-1).gather(2, ids[:, pw:, None]).squeeze(2)
        out += [logps[i, : len(c)].cpu() for i, c in enumerate(cs)]
    return out


def hf_generate(model, prompts, config, pad_id):
    width = max(map(len, prompts))
    device = next(model.parameters()).device
    ids = torch.tensor([[pad_id] * (width - len(p)) + p for p in prompts], device=device)
    mask = torch.tensor([[0] * (width - len(p)) + [1] * len(p) for p in prompts], device=device)
    out = model.generate(input_ids=ids, attention_mask=mask, generation_config=config, output_logits=True,
                         return_dict_in_generate=True)
    seqs = out.sequences[:, width:]
    logits = torch.stack(out.logits, 1).float()
    logps = torch.log_softmax(logits / config.temperature, dim=-1).gather(2, seqs[:, :, None]).squeeze(2)
    eos = set(config.eos_token_id)
    completions, sampled = [], []
    for row, row_logps in zip(seqs.tolist(), logps.cpu()):
        end = next((j + 1 for j, t in enumerate(row) if t in eos), len(row))
        completions.append(row[:end])
        sampled.append(row_logps[:end])
    return completions, sampled


def gap(sampled, reference) -> dict:
    d = torch.cat([(a.float() - b.float()).abs() for a, b in zip(sampled, reference)])
    return {"mean": float(d.mean()), "p99": float(d.quantile(0.99)), "max": float(d.max()), "tokens": d.numel()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dtype", default="bfloat16")
    parser.add_argument("--prompts", type=int, default=64)
    parser.add_argument("--group", type=int, default=8)
    parser.add_argument("--max-new", type=int, default=128)
    parser.add_argument("--paths", default="generate,engine,engine-sdpa,engine-eager,engine-exact-casts")
    parser.add_argument("--out", default=str(RESULTS))
    args = parser.parse_args()

    from transformers import GenerationConfig

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from trl_grpo_ext.models import load_default_model
    from trl_grpo_ext.rollouts import CompiledGenerator
    from trl_grpo_ext.rollouts.weights import build
    from trl_grpo_ext.tasks import basic_arithmetic

    device = "cuda" if torch.cuda.is_available() else "cpu"
    model, tokenizer = load_default_model(device=device, dtype=args.dtype)
    model.eval()
    rows = basic_arithmetic(size=args.prompts, seed=0)
    distinct = [tokenizer.apply_chat_template(p, add_generation_prompt=True, tokenize=True, return_dict=False)
                for p in rows["prompt"]]
    prompts = [p for p in distinct for _ in range(args.group)]
    pad_id, eos = tokenizer.pad_token_id, tokenizer.eos_token_id
    config = GenerationConfig(  # TRL's sampling config
        max_new_tokens=args.max_new, do_sample=True, pad_token_id=pad_id, bos_token_id=tokenizer.bos_token_id,
        eos_token_id=[eos], temperature=1.0, top_p=1.0, top_k=0, min_p=None, repetition_penalty=1.0,
        disable_compile=True,
    )
    shell = build(model, "model").model
    engines = {
        "engine": lambda: CompiledGenerator(shell),
        "engine-sdpa": lambda: CompiledGenerator(shell, decode_attention=False),
        "engine-eager": lambda: CompiledGenerator(shell, compile=False),
        "engine-exact-casts": lambda: CompiledGenerator(shell, compile_options={"emulate_precision_casts": True}),
    }
    results = {"model": f"SmolLM2-135M-Instruct {args.dtype}", "device": torch.cuda.get_device_name(0)
               if device == "cuda" else "cpu", "prompts": args.prompts, "group": args.group, "paths": {}}
    for name in args.paths.split(","):
        torch.manual_seed(0)
        started = time.perf_counter()
        if name == "generate":
            completions, sampled = [], []
            for start in range(0, len(prompts), 128):
                c, s = hf_generate(model, prompts[start : start + 128], config, pad_id)
                completions += c
                sampled += s
        else:
            generator = engines[name]()
            completions, sampled = [], []
            for start in range(0, len(prompts), 128):
                result = generator.generate(prompts[start : start + 128], config)
                completions += result.completion_ids
                sampled += [torch.tensor(x) for x in result.logprobs]
        elapsed = time.perf_counter() - started
        reference = training_logprobs(model, prompts, completions, config.temperature, pad_id)
        results["paths"][name] = {**gap(sampled, reference), "seconds": elapsed}
        print(name, json.dumps(results["paths"][name]), flush=True)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=1))
    print(f"| path | mean abs gap | p99 | max | tokens |\n|---|---|---|---|---|")
    for name, r in results["paths"].items():
        print(f"| {name} | {r['mean']:.4f} | {r['p99']:.4f} | {r['max']:.4f} | {r['tokens']} |")


if __name__ == "__main__":
    main()
