"""How far off-policy sampling is: each sampled token's log-prob at sampling time against the training forward's.

GRPO's loss recomputes the log-prob of every sampled token in a teacher-forced forward of the
policy (TRL: one padded batch, prompt left-padded, completion right-padded, ``log_softmax(logits / T)``).
The sampler computed its own log-prob for the same token; the gap between the two is how far the
samples are off-policy. HF ``generate`` (TRL's default sampler) is the reference: the compiled
loop should be no further off than it.

Model: the embedded SmolLM2-135M-Instruct (real weights), in ``--dtype``; with ``--nf4``, quantized to NF4
with bitsandbytes as QLoRA loads it (compute in ``--dtype``; every path then samples the NF4 model, the
engine as the ``model`` weight mode does); with ``--lora``, wrapped in a
LoRA adapter (r 16, alpha 32, every linear layer) whose B matrices are drawn from N(0, ``--lora-std``),
as a trained adapter is not zero. Prompts: the ``basic_arithmetic`` task in its chat template, all of one
length; with ``--vary-prompts`` 0-3 extra sentences make four lengths, so rows are left-padded as GRPO batches
are. TRL's sampling config (T = 1, no top-k/top-p).

Two measurements:

- ``--paths``, own samples: each path samples the prompts (same seed) and the gap is measured on its own
  tokens. Which tokens are drawn changes the gap, so two paths differ by sampling noise too.
- ``--replay-paths``, same tokens: ``generate``'s samples (the first of ``--paths`` must be ``generate``)
  are fed back through every path by a logits processor that forces them, so each path computes its
  log-probs for exactly the same tokens, and the gaps compare pairwise. Each row also gives the first
  token's gap (the prefill) apart from the later ones (decode steps), and the mean |difference| from
  ``generate``'s own log-probs for those tokens.

Paths:

- ``generate``: ``model.generate`` with ``output_logits=True``.
- ``engine``: the compiled loop on the model's own weights (``weights.build(model, "model")``).
- ``engine-unshared``: the same with every row prefilled (no shared prompts).
- ``engine-sdpa``: transformers' SDPA at decode (no ``rollouts.attention``).
- ``engine-prefix`` / ``engine-triton`` / ``engine-flash`` / ``engine-efficient``: the compiled engine with that
  decode kernel of ``rollouts.attention`` in half precision (``RolloutSettings.decode_kernel``; the default is one;
  ``prefix``: SDPA as ``generate`` calls it, one CUDA graph per cache fill); with ``-exact-casts`` (e.g.
  ``engine-flash-exact-casts``) the step is compiled with inductor's ``emulate_precision_casts``; with
  ``-bf16-math`` inductor computes half-precision pointwise ops in half precision (``triton.codegen_upcast_to_fp32``
  off); with ``-aten-mean`` the norms' variance is reduced by ATen's kernel (``rollouts.eager_norm``; ``prefix``
  always does); with ``-eager-PARTS`` (``PARTS`` from ``norm``, ``mlp``, ``rotary``, joined by ``+``) those parts of the
  model run outside the compiled graphs, as the eager forward runs them (which fused op moves the gap).
- ``engine-eager``: static cache, no ``torch.compile``; ``engine-eager-sdpa``: the same with transformers' SDPA at
  decode (the model's own eager forward over a static cache).
- ``engine-exact-casts``: compiled with inductor's ``emulate_precision_casts``.
- ``engine-eager-prefix-sdpa``: eager, the decode calling transformers' SDPA as ``generate`` does, unmasked
  over the cache's filled prefix (only for prompts of one length: not with ``--vary-prompts``).
- ``engine-eager-fp32-attention``: eager, the decode attention computed in float32 and rounded once (the
  reference path, so on a CPU only; it stays patched for the rest of the run: list it last).
- ``engine-bf16``: the ``bf16`` mode's copy as the trainer builds it (LoRA merged, q/k/v and gate/up
  stacked); ``engine-bf16-unfused``: merged, not stacked; ``engine-bf16-unmerged``: a bf16 base copy
  with the adapters applied unmerged.

Usage (GPU): ``python bench/suite/rollout_onpolicy.py --dtype bfloat16 --prompts 64 --group 8``
Writes ``bench/results/rollout_onpolicy.json`` (``--out``) and prints a table per measurement.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import torch

RESULTS = Path(__file__).resolve().parents[1] / "results" / "rollout_onpolicy.json"


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


def hf_generate(model, prompts, config, pad_id, logits_processor=None):
    width = max(map(len, prompts))
    device = next(model.parameters()).device
    ids = torch.tensor([[pad_id] * (width - len(p)) + p for p in prompts], device=device)
    mask = torch.tensor([[0] * (width - len(p)) + [1] * len(p) for p in prompts], device=device)
    out = model.generate(input_ids=ids, attention_mask=mask, generation_config=config, output_logits=True,
                         return_dict_in_generate=True, logits_processor=logits_processor)
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
    rows = [(a.float() - b.float()).abs() for a, b in zip(sampled, reference)]
    d = torch.cat(rows)
    later = torch.cat([r[1:] for r in rows])
    return {"mean": float(d.mean()), "p99": float(d.quantile(0.99)), "max": float(d.max()), "tokens": d.numel(),
            "first_token_mean": float(torch.stack([r[0] for r in rows]).mean()), "later_mean": float(later.mean())}


class ForceTokens:
    """A logits processor that leaves only the given completions' next token possible (EOS once a row is done)."""

    def __init__(self, completions, prompt_width, eos, device):
        width = max(map(len, completions))
        self.forced = torch.full((len(completions), width + 1), eos, dtype=torch.long)
        for i, c in enumerate(completions):
            self.forced[i, : len(c)] = torch.tensor(c, dtype=torch.long)
        self.forced = self.forced.to(device)
        self.prompt_width = prompt_width

    def __call__(self, input_ids, scores):
        step = input_ids.shape[1] - self.prompt_width
        keep = self.forced[:, min(step, self.forced.shape[1] - 1), None]
        return torch.full_like(scores, float("-inf")).scatter_(1, keep, 0.0)


def lora_wrapped(model, std: float, seed: int = 0):
    """``model`` under a LoRA adapter on every linear layer, B drawn from N(0, std), in the model's dtype."""
    from peft import LoraConfig, get_peft_model

    dtype = next(model.parameters()).dtype
    peft = get_peft_model(model, LoraConfig(r=16, lora_alpha=32, lora_dropout=0.0, target_modules="all-linear"),
                          autocast_adapter_dtype=False)
    generator = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in peft.named_parameters():
            if "lora_B" in name:
                p.copy_(torch.randn(p.shape, generator=generator) * std)
    return peft.to(dtype).eval()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dtype", default="bfloat16")
    parser.add_argument("--prompts", type=int, default=64)
    parser.add_argument("--group", type=int, default=8)
    parser.add_argument("--max-new", type=int, default=128)
    parser.add_argument("--paths", default="generate,engine")
    parser.add_argument("--replay-paths", default="generate,engine,engine-eager-prefix-sdpa,engine-sdpa,engine-bf16")
    parser.add_argument("--vary-prompts", action="store_true",
                        help="prompts of different lengths (0-3 extra sentences), so rows are left-padded as in GRPO")
    parser.add_argument("--lora", action="store_true", help="wrap the model in a LoRA adapter (see the docstring)")
    parser.add_argument("--nf4", action="store_true", help="the model in NF4 (bitsandbytes, double quantisation)")
    parser.add_argument("--lora-std", type=float, default=0.01)
    parser.add_argument("--out", default=str(RESULTS))
    parser.add_argument("--smoke", action="store_true", help="seconds on a CPU, result to a temporary directory")
    args = parser.parse_args()
    if args.smoke:  # 2 prompts x 2 completions of 8 tokens in fp32: generate against the engine uncompiled
        from results_io import smoke_dir

        args.dtype, args.prompts, args.group, args.max_new = "float32", 2, 2, 8
        args.paths = args.replay_paths = "generate,engine-eager"
        args.out = str(smoke_dir() / RESULTS.name)

    from transformers import GenerationConfig

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from trl_grpo_ext.setup.models import load_default_model
    from trl_grpo_ext.rollouts import CompiledGenerator, attention
    from trl_grpo_ext.rollouts.settings import DECODE_KERNELS, RolloutSettings
    from trl_grpo_ext.rollouts.weights import build, build_copy
    from trl_grpo_ext.setup.tasks import basic_arithmetic

    device = "cuda" if torch.cuda.is_available() else "cpu"
    if args.nf4:
        from transformers import AutoModelForCausalLM, AutoTokenizer, BitsAndBytesConfig

        from trl_grpo_ext.models import default_model_path

        path = default_model_path()
        quant = BitsAndBytesConfig(load_in_4bit=True, bnb_4bit_quant_type="nf4", bnb_4bit_use_double_quant=True,
                                   bnb_4bit_compute_dtype=getattr(torch, args.dtype))
        model = AutoModelForCausalLM.from_pretrained(path, quantization_config=quant, dtype=getattr(torch, args.dtype),
                                                     device_map={"": 0})
        tokenizer = AutoTokenizer.from_pretrained(path)
    else:
        model, tokenizer = load_default_model(device=device, dtype=args.dtype)
    model.eval()
    if args.lora:
        model = lora_wrapped(model, args.lora_std)
    rows = basic_arithmetic(size=args.prompts, seed=0)
    if args.vary_prompts:
        rows = {"prompt": [[{**m, "content": "Answer briefly. " * (i % 4) + m["content"]} for m in p]
                           for i, p in enumerate(rows["prompt"])]}
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
    bf16 = torch.bfloat16
    engines = {
        "engine": lambda: CompiledGenerator(shell),
        "engine-unshared": lambda: CompiledGenerator(shell, share_prompts=False),
        "engine-sdpa": lambda: CompiledGenerator(shell, decode_attention=False),
        "engine-eager": lambda: CompiledGenerator(shell, compile=False),
        "engine-eager-sdpa": lambda: CompiledGenerator(shell, compile=False, decode_attention=False),
        "engine-exact-casts": lambda: CompiledGenerator(shell, compile_options={"emulate_precision_casts": True}),
        "engine-bf16": lambda: CompiledGenerator(build(model, "bf16").model),
        "engine-bf16-unfused": lambda: CompiledGenerator(build_copy(model, dtype=bf16, merge_lora=True).model),
        "engine-bf16-unmerged": lambda: CompiledGenerator(build_copy(model, dtype=bf16, merge_lora=False).model),
    }

    def kernel_engine(kernel, casts=False):
        def build_engine():
            torch._dynamo.reset()  # no graph recorded with another kernel is reused
            return CompiledGenerator(shell, decode_kernel=kernel,
                                     compile_options={"emulate_precision_casts": True} if casts else None)

        return build_engine

    for kernel in DECODE_KERNELS:
        engines[f"engine-{kernel}"] = kernel_engine(kernel)
        engines[f"engine-{kernel}-exact-casts"] = kernel_engine(kernel, casts=True)

    from transformers.models.llama import modeling_llama

    eager_parts = {"norm": (modeling_llama.LlamaRMSNorm, "forward"), "mlp": (modeling_llama.LlamaMLP, "forward"),
                   "rotary": (modeling_llama, "apply_rotary_pos_emb")}
    undo: list = []  # what the running path patched, put back when it is done

    def variant_engine(name):
        """``engine-KERNEL[-exact-casts][-bf16-math][-aten-mean][-eager-PARTS]`` (module docstring)."""
        from trl_grpo_ext.rollouts.eager_norm import EAGER_MEAN_PASS

        rest = name.removeprefix("engine-")
        kernel = next((k for k in DECODE_KERNELS if rest == k or rest.startswith(k + "-")), None)
        rest, parts = rest.partition("-eager-")[::2]
        flags = {"-exact-casts": {"emulate_precision_casts": True},
                 "-bf16-math": {"triton.codegen_upcast_to_fp32": False},
                 "-aten-mean": {"post_grad_custom_pre_pass": EAGER_MEAN_PASS}}
        options = {k: v for flag, option in flags.items() if flag in rest for k, v in option.items()}
        leftover = rest.replace(kernel or "", "", 1)
        for flag in flags:
            leftover = leftover.replace(flag, "")
        if kernel is None or leftover:
            raise SystemExit(f"unknown path {name!r}")
        for part in filter(None, parts.split("+")):
            owner, attr = eager_parts[part]
            original = getattr(owner, attr)
            setattr(owner, attr, torch._dynamo.disable(original))
            undo.append(lambda owner=owner, attr=attr, original=original: setattr(owner, attr, original))
        torch._dynamo.reset()
        return CompiledGenerator(shell, decode_kernel=kernel, compile_options=options or None)

    def own_attention_engine(name, decode):
        """The eager engine on a model whose attention is ``name``: transformers' SDPA for the prefill, ``decode``
        for a decode step (``decode_attention=False``: the model's attention is left as it is)."""
        from transformers import AttentionInterface
        from transformers.integrations.sdpa_attention import sdpa_attention_forward
        from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

        def forward(module, query, key, value, attention_mask, **kwargs):
            if query.shape[2] == 1:
                return decode(module, query, key, value, attention_mask, **kwargs)
            return sdpa_attention_forward(module, query, key, value, attention_mask, **kwargs)

        AttentionInterface.register(name, forward)
        AttentionMaskInterface.register(name, sdpa_mask)
        own_shell = build(model, "model").model
        for c in {id(c): c for c in (own_shell.config, own_shell.config.get_text_config())}.values():
            c._attn_implementation = name
        return CompiledGenerator(own_shell, compile=False, decode_attention=False)

    def fp32_attention_engine():
        """The eager engine with its decode attention computed in float32 and rounded once (CPU reference path)."""

        def decode(module, query, key, value, attention_mask, **kwargs):
            out, weights = attention.attention_forward(module, query.float(), key.float(), value.float(),
                                                       attention_mask, **kwargs)
            return out.to(query.dtype), weights

        return own_attention_engine("fp32_decode", decode)

    engines["engine-eager-fp32-attention"] = fp32_attention_engine

    def prefix_sdpa_engine():
        """The eager engine whose decode calls SDPA as ``generate`` does: unmasked, over the cache's filled prefix."""
        from transformers.integrations.sdpa_attention import sdpa_attention_forward

        def decode(module, query, key, value, attention_mask, **kwargs):
            if attention_mask is not None:
                # Every row attends to the same prefix here (no prompt is padded): cut the cache to it.
                filled = int(attention_mask[0, 0, -1].sum())
                if not bool((attention_mask[:, 0, -1].sum(-1) == filled).all()):
                    raise ValueError("engine-eager-prefix-sdpa needs prompts of one length (no --vary-prompts)")
                key, value, attention_mask = key[:, :, :filled], value[:, :, :filled], None
            return sdpa_attention_forward(module, query, key, value, attention_mask, **kwargs)

        return own_attention_engine("prefix_sdpa", decode)

    engines["engine-eager-prefix-sdpa"] = prefix_sdpa_engine

    def sample(name, forced=None):
        """(completions, sampled log-probs, seconds) of one path; ``forced``: the completions to replay."""
        torch.manual_seed(0)
        generator = None if name == "generate" else engines.get(name, lambda: variant_engine(name))()
        completions, sampled = [], []
        started = time.perf_counter()
        for start in range(0, len(prompts), 128):
            chunk = prompts[start : start + 128]
            force = None if forced is None else [ForceTokens(forced[start : start + 128], max(map(len, chunk)), eos,
                                                              device)]
            if generator is None:
                c, s = hf_generate(model, chunk, config, pad_id, force)
            else:
                result = generator.generate(chunk, config, logits_processor=force)
                c, s = result.completion_ids, [torch.tensor(x) for x in result.logprobs]
            completions += c
            sampled += s
        elapsed = time.perf_counter() - started
        while undo:
            undo.pop()()
        return completions, sampled, elapsed

    results = {"vary_prompts": args.vary_prompts,
               "model": f"SmolLM2-135M-Instruct {'NF4, compute ' if args.nf4 else ''}{args.dtype}"
                        + (f" + LoRA r16 (B ~ N(0, {args.lora_std}))" if args.lora else ""),
               "decode_kernel": RolloutSettings().decode_kernel,
               "device": torch.cuda.get_device_name(0) if device == "cuda" else "cpu", "prompts": args.prompts,
               "group": args.group, "max_new_tokens": args.max_new, "torch": torch.__version__, "paths": {},
               "replay": {}}
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    generated = None
    for name in args.paths.split(","):
        completions, sampled, elapsed = sample(name)
        if name == "generate":
            generated = completions
        reference = training_logprobs(model, prompts, completions, config.temperature, pad_id)
        results["paths"][name] = {**gap(sampled, reference), "seconds": elapsed}
        print(name, json.dumps(results["paths"][name]), flush=True)
        out.write_text(json.dumps(results, indent=1))  # after every path: a run cut short keeps what it measured
    if args.replay_paths and generated is not None:
        reference = training_logprobs(model, prompts, generated, config.temperature, pad_id)
        baseline = None
        for name in args.replay_paths.split(","):
            completions, sampled, elapsed = sample(name, forced=generated)
            if completions != generated:
                raise RuntimeError(f"{name}: the replay did not reproduce the forced tokens")
            row = {**gap(sampled, reference), "seconds": elapsed}
            baseline = baseline if baseline is not None else sampled  # the first replay path's log-probs
            row["mean_abs_diff_to_" + args.replay_paths.split(",")[0]] = float(
                torch.cat([(a.float() - b.float()).abs() for a, b in zip(sampled, baseline)]).mean())
            results["replay"][name] = row
            print("replay", name, json.dumps(row), flush=True)
            out.write_text(json.dumps(results, indent=1))
    for title, table in (("own samples", results["paths"]), ("same tokens (generate's samples replayed)",
                                                              results["replay"])):
        if not table:
            continue
        print(f"\n{title}\n| path | mean abs gap | p99 | max | first token | later | tokens |")
        print("|---|---|---|---|---|---|---|")
        for name, r in table.items():
            print(f"| {name} | {r['mean']:.4f} | {r['p99']:.4f} | {r['max']:.4f} | {r['first_token_mean']:.4f} | "
                  f"{r['later_mean']:.4f} | {r['tokens']} |")
    print(f"\nwrote {out}")


if __name__ == "__main__":
    main()
