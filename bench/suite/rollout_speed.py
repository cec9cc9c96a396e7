"""Fast rollouts against stock TRL: decode speed, GRPO step time, where the step goes, peak GPU memory.

Paths, each trained for a few GRPO steps in its own process (so peak memories cannot mix) on the
same random-weight checkpoint, prompts, reward, group size and completion length:

- ``stock``: ``trl.GRPOTrainer`` with the usual bitsandbytes + PEFT QLoRA recipe written out by hand
  (NF4 + double quantisation, ``prepare_model_for_kbit_training``, LoRA r16/alpha32 on all linear
  layers, paged 8-bit AdamW, non-reentrant gradient checkpointing): generation through
  ``model.generate``.
- ``model`` / ``int4`` / ``bf16``: ``GRPOExtTrainer`` on our QLoRA preparation
  (``qlora_model_and_peft_config``, same LoRA) with ``fast_rollouts`` set to that weight mode.
  A ``+nogc`` suffix turns gradient checkpointing off for that path (a training-side option), ``+autogc`` lets the
  trainer decide it (``auto_gradient_checkpointing``), ``+nois`` turns TRL's importance-sampling correction of
  the fast path's samples off (``vllm_importance_sampling_correction=False``; on by default), ``+cudnn`` lets SDPA
  use cuDNN's attention inside the steps (``cudnn_attention=True``; off by default); ``bf16+unfused``
  builds the ``bf16`` copy without stacking q/k/v and gate/up (the copy before the stacking, to compare),
  ``+compiledprefill`` compiles the prompts' forward (``RolloutSettings.compile_prefill=True``); a decode
  kernel's name (``+prefix``, ``+triton``, ``+efficient``, ``+flash``) sets the path's decode kernel
  (``RolloutSettings.decode_kernel``).

Per path: ms per decode step, completion tokens/s, whole step time (median of the steps after the
first, which pays for compilation and warm-up), peak allocated GPU memory, and the step broken
down into generation, the rest of scoring (rewards, tokenisation), log-prob passes (old policy and
reference model, when TRL runs them), loss forward, backward and optimizer. For the fast paths,
after training, a fresh batch is sampled with the current (trained) weights and the engine's
per-token log-probs are compared with a teacher-forced forward of the training model.

Random-weight models rarely sample EOS, so every completion runs to the full length.

Usage (GPU):
    python bench/suite/rollout_speed.py --shapes 7b:8x256,1.5b:16x256 --paths stock,model,int4,bf16
``ROLLOUT_PROFILE_DIR=DIR`` adds a kernel table of one batch per sampler row, and a host-time table of its prefill.
The sampler alone (one GRPO group), against the floor of reading the weights once per step at the GPU's
measured copy bandwidth; only these rows with ``--shapes ""``:
    python bench/suite/rollout_speed.py --shapes "" --engine-shapes 7b:8x256,7b:64x256,7b:16x1024
CPU check of the whole command on a tiny model (LoRA without quantisation, no int4); ``--smoke`` does it in seconds:
    python bench/suite/rollout_speed.py --tiny

The demo's generation on a CPU (SmolLM2, 2 x 8 completions, <= 32 tokens), generate vs engine, alternating:
    python bench/suite/rollout_speed.py --cpu-demo 12 --threads 2

Prints a table and writes ``bench/results/rollout_speed.json`` (``--out`` to change;
``rollout_speed_cpu_demo.json`` for ``--cpu-demo``).
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import qlora_memory as qm  # noqa: E402  (random checkpoints, word tokenizer, prompts, reward)
from step_clock import StepClock, sync  # noqa: E402
from results_io import add_output_options, add_smoke_option, output_path, write_result  # noqa: E402

GIB = 1024**3
RESULTS = Path(__file__).resolve().parents[1] / "results" / "rollout_speed.json"
# Qwen2.5-1.5B (config.json of Qwen/Qwen2.5-1.5B) and a tiny shape for CPU checks; 7b comes from qlora_memory.
qm.SHAPES.setdefault("1.5b", dict(
    arch="qwen2", vocab_size=151936, hidden_size=1536, intermediate_size=8960, num_hidden_layers=28,
    num_attention_heads=12, num_key_value_heads=2, max_position_embeddings=32768, rope_theta=1_000_000.0,
    rms_norm_eps=1e-6, tie_word_embeddings=True,
))
qm.SHAPES.setdefault("tiny", dict(
    arch="qwen2", vocab_size=512, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
    num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=1024, rope_theta=10_000.0,
    rms_norm_eps=1e-6, tie_word_embeddings=False,
))


def cuda() -> bool:
    import torch

    return torch.cuda.is_available()


# --------------------------------------------------------------------------- one path
def settings_changes(option: str) -> dict:
    """What a path suffix changes in the rollout settings: a decode kernel's name sets the kernel, ``unfused``
    leaves the bf16 copy's projections unstacked, ``compiledprefill`` compiles the prompts' forward."""
    from trl_grpo_ext.rollouts.settings import DECODE_KERNELS

    if option in DECODE_KERNELS:
        return {"decode_kernel": option}
    return {"unfused": {"fuse": False}, "compiledprefill": {"compile_prefill": True}}.get(option, {})


def build_trainer(path: str, directory: Path, group: int, length: int, steps: int, out_dir: str, clock_box: list):
    import torch
    from datasets import Dataset

    mode, *options = path.split("+")  # several suffixes combine: auto+autogc+cudnn
    gradient_checkpointing = "nogc" not in options
    tokenizer = qm.load_tokenizer(directory)
    dataset = Dataset.from_dict({"prompt": varied_prompts(tokenizer, 64)})
    on_gpu = cuda()
    common = dict(
        output_dir=out_dir, max_steps=steps, per_device_train_batch_size=group, num_generations=group,
        gradient_accumulation_steps=1, max_completion_length=length, learning_rate=1e-5, beta=0.0,
        logging_steps=1, save_strategy="no", report_to="none", seed=0, temperature=1.0, disable_tqdm=True,
        bf16=on_gpu, use_cpu=not on_gpu, gradient_checkpointing=gradient_checkpointing,
        gradient_checkpointing_kwargs={"use_reentrant": False},
    )
    if on_gpu:
        common["optim"] = "paged_adamw_8bit"
    lora = qm.handwritten_lora()
    if mode == "stock":
        from transformers import AutoModelForCausalLM
        from trl import GRPOConfig, GRPOTrainer

        if on_gpu:
            model = qm.handwritten_nf4_model(directory, gradient_checkpointing)
        else:  # CPU check: LoRA on the fp32 model
            model = AutoModelForCausalLM.from_pretrained(directory, dtype=torch.float32)
        trainer = GRPOTrainer(
            model=model, reward_funcs=qm.distinct_token_reward, args=GRPOConfig(**common), train_dataset=dataset,
            processing_class=tokenizer, peft_config=lora,
        )
    else:
        from trl_grpo_ext import GRPOExtConfig, GRPOExtTrainer

        if on_gpu:
            from trl_grpo_ext.setup.qlora import qlora_model_and_peft_config

            model, lora = qlora_model_and_peft_config(
                str(directory), lora_r=16, lora_alpha=32, lora_dropout=0.0
            )
        else:
            from transformers import AutoModelForCausalLM

            model = AutoModelForCausalLM.from_pretrained(directory, dtype=torch.float32)
        args = GRPOExtConfig(**common, fast_rollouts=mode, auto_gradient_checkpointing="autogc" in options,
                             vllm_importance_sampling_correction="nois" not in options,
                             cudnn_attention="cudnn" in options)
        trainer = GRPOExtTrainer(
            model=model, reward_funcs=qm.distinct_token_reward, args=args, train_dataset=dataset,
            processing_class=tokenizer, peft_config=lora,
        )
        for option in options:
            trainer.rollout_settings = trainer.rollout_settings.with_(**settings_changes(option))
    clock = StepClock(trainer)
    trainer.add_callback(clock.callback())
    clock_box.append(clock)
    return trainer, tokenizer


def varied_prompts(tokenizer, n: int) -> list[str]:
    """Prompts of 32 to 64 words: the batch has prompts of different lengths, as real data does."""
    import random

    rng = random.Random(0)
    return [" ".join(p.split()[: rng.randint(32, 64)]) for p in qm.prompts(tokenizer, n, words=64)]


def logprob_agreement(trainer, tokenizer, n: int) -> dict:
    """Sample a fresh batch with the engine after training; compare its log-probs with the training forward's."""
    import torch

    from trl_grpo_ext.rollouts.layers import plain_model

    weights, generator = trainer._fast_rollouts
    if weights.needs_refresh:
        weights.refresh()  # what the trainer does before the next generation
    prompts = [tokenizer(p)["input_ids"] for p in varied_prompts(tokenizer, n)]
    model = trainer.accelerator.unwrap_model(trainer.model)
    torch.manual_seed(1)
    result = generator.generate(prompts, trainer.generation_config)
    rows = [p + c for p, c in zip(prompts, result.completion_ids)]
    width = max(map(len, rows))
    pad = tokenizer.pad_token_id
    ids = torch.tensor([[pad] * (width - len(r)) + r for r in rows], device=generator.device)
    mask = torch.tensor([[0] * (width - len(r)) + [1] * len(r) for r in rows], device=generator.device)
    diffs = []
    with torch.no_grad():
        lm = plain_model(model)
        for i in range(len(rows)):  # one row at a time: bounded memory for a 152k vocabulary
            logits = lm(input_ids=ids[i : i + 1], attention_mask=mask[i : i + 1],
                        position_ids=(mask[i : i + 1].cumsum(-1) - 1).clamp(min=0)).logits.float()
            t = trainer.temperature
            logps = torch.log_softmax(logits[0, :-1] / t, dim=-1).gather(1, ids[i, 1:, None]).squeeze(1)
            c = len(result.completion_ids[i])
            ref = logps[width - 1 - c :].cpu()
            diffs.append((ref - torch.tensor(result.logprobs[i])).abs())
    d = torch.cat(diffs)
    return {"logprob_max_abs_diff": float(d.max()), "logprob_mean_abs_diff": float(d.mean()), "tokens": d.numel()}


def run_path(path: str, directory: Path, group: int, length: int, steps: int) -> dict:
    import torch

    torch.manual_seed(0)
    if cuda():
        torch.cuda.reset_peak_memory_stats()
    box: list = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as out_dir:
        trainer, tokenizer = build_trainer(path, directory, group, length, steps, out_dir, box)
        setup_s = time.perf_counter() - started
        trainer.train()
        clock = box[0]
        peak = torch.cuda.max_memory_allocated() / GIB if cuda() else None
        steady = clock.parts[1:] or clock.parts
        median = {k: statistics.median(p[k] for p in steady) for k in steady[0]}
        gen_s = median["generation"]
        tokens = statistics.median(clock.gen_tokens[1:] or clock.gen_tokens)
        decode_steps = statistics.median(clock.gen_steps[1:] or clock.gen_steps)
        row = {
            "path": path, "group": group, "length": length, "steps": steps, "setup_s": setup_s,
            "peak_gib": peak, "s_per_step": median["step"], "breakdown_s": median,
            "ms_per_decode_step": 1000 * gen_s / decode_steps, "completion_tokens_per_s": tokens / gen_s,
            "ms_per_decode_step_loop_only": (1000 * median["generation_decode"] / decode_steps
                                             if "generation_decode" in median else None),
            "completion_tokens": tokens, "decode_steps": decode_steps,
            "first_step_s": clock.parts[0]["step"], "all_steps": clock.parts,
        }
        if getattr(trainer, "_fast_rollouts", None) is not None:
            weights, _ = trainer._fast_rollouts
            row["weight_mode"], row["weight_mode_why"] = weights.mode, trainer._fast_rollouts_why
            row["copy_gib"] = weights.extra_bytes / GIB
            row["cudnn_attention"] = trainer.args.cudnn_attention
            with trainer.step_attention():  # the SDPA backends the steps ran under, for the sampler and the forward
                row.update(logprob_agreement(trainer, tokenizer, min(group, 8)))
        elif path != "stock":
            row["error"] = "fast_rollouts did not engage"
        if getattr(trainer, "gradient_checkpointing_choice", None) is not None:
            row["gradient_checkpointing"], row["gradient_checkpointing_why"] = trainer.gradient_checkpointing_choice
    return row


# --------------------------------------------------------------------------- the sampler alone: decode speed and its floor
def copy_bandwidth() -> float:
    """Bytes per second a 2 GiB device-to-device copy moves (read plus written), median of 20 graph replays."""
    import torch

    src = torch.empty(2 * GIB, dtype=torch.uint8, device="cuda").random_()
    dst = torch.empty_like(src)
    for _ in range(3):
        dst.copy_(src)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        dst.copy_(src)
    times = []
    for _ in range(20):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        graph.replay()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) / 1000)
    return 2 * src.numel() / statistics.median(times)


def decode_bytes(model) -> int:
    """Bytes of weights one decode step must read: every linear layer (4-bit ones with their quantisation state)
    and the LM head; the input embedding only gathers rows, so it does not count."""
    import torch

    from trl_grpo_ext.rollouts.layers import plain_model

    lm = plain_model(model)
    embedding = lm.get_input_embeddings().weight
    total, seen = 0, set()
    for module in lm.modules():
        for name, p in module.named_parameters(recurse=False):
            if id(p) in seen or p is embedding or p.dim() < 2:
                continue
            seen.add(id(p))
            total += p.numel() * p.element_size()
            state = getattr(p, "quant_state", None)
            if state is not None:  # NF4 block scales (and, double-quantised, their own scales)
                total += state.absmax.numel() * state.absmax.element_size()
                nested = getattr(state, "state2", None)
                if nested is not None:
                    total += nested.absmax.numel() * nested.absmax.element_size()
    return int(total)


def engine_run(path: str, directory: Path, group: int, length: int) -> dict:
    """One GRPO group (one prompt, ``group`` completions of ``length`` tokens) through the sampler alone.

    ``bf16`` and ``model``: the compiled loop on the weights the trainer would build for that mode from the QLoRA
    model (peft-wrapped NF4, LoRA r16 on all linear layers). ``stock``: ``model.generate`` on the same model with
    TRL's sampling config, the path stock TRL takes; it runs ``min(length, 64)`` tokens (its step cost is
    host overhead, which does not change with the position).
    """
    import torch
    from peft import get_peft_model
    from transformers import GenerationConfig

    from trl_grpo_ext.setup.qlora import qlora_model_and_peft_config
    from trl_grpo_ext.rollouts import CompiledGenerator
    from trl_grpo_ext.rollouts.settings import RolloutSettings
    from trl_grpo_ext.rollouts.weights import build

    mode, _, option = path.split(":", 1)[1].partition("+")
    settings = RolloutSettings(mode=mode if mode != "stock" else "off", time_window=128, **settings_changes(option))
    torch.manual_seed(0)
    model, lora = qlora_model_and_peft_config(str(directory), lora_r=16, lora_alpha=32, lora_dropout=0.0)
    model = get_peft_model(model, lora)
    for name, p in model.named_parameters():
        if "lora_" in name:  # the adapters' dtype in the trainer: TRL casts QLoRA adapters to bf16
            p.data = p.data.to(torch.bfloat16)
    model.eval()
    tokenizer = qm.load_tokenizer(directory)
    prompt = tokenizer(varied_prompts(tokenizer, 1)[0])["input_ids"]
    prompts = [prompt] * group
    new = min(length, 64) if mode == "stock" else length
    config = GenerationConfig(max_new_tokens=new, do_sample=True, temperature=1.0, top_k=0, top_p=1.0,
                              pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id,
                              disable_compile=True)
    row = {"path": path, "group": group, "length": length, "decode_tokens": new}
    if mode == "stock":
        ids = torch.tensor(prompts, device="cuda")
        timings = []
        for _ in range(2):
            sync()
            started = time.perf_counter()
            with torch.no_grad():
                out = model.generate(input_ids=ids, attention_mask=torch.ones_like(ids), generation_config=config)
            sync()
            timings.append((time.perf_counter() - started, out.shape[1] - ids.shape[1]))
        seconds, steps = min(timings)
        row.update(ms_per_step=1000 * seconds / steps, weight_bytes=decode_bytes(model))
    else:
        weights = build(model, mode, fuse=settings.fuse)
        generator = CompiledGenerator(weights.model, settings)
        started = time.perf_counter()
        generator.generate(prompts, config)
        row["first_call_s"] = time.perf_counter() - started
        results = [generator.generate(prompts, config) for _ in range(2 if length <= 512 else 1)]
        best = min(results, key=lambda r: r.decode_s / r.decode_steps)
        profile_dir = os.environ.get("ROLLOUT_PROFILE_DIR")
        if profile_dir:  # a kernel table of one more batch, by CUDA time
            from torch.profiler import ProfilerActivity, profile

            with profile(activities=[ProfilerActivity.CUDA]) as prof:
                generator.generate(prompts, config)
            table = prof.key_averages().table(sort_by="self_cuda_time_total", row_limit=60, max_name_column_width=100)
            Path(profile_dir, f"profile_{mode}_{group}x{length}.txt").write_text(table)
            # the prefill's host time: a batch of one new token is the prompt's forward and one draw
            one = copy.deepcopy(config)
            one.max_new_tokens = 1
            generator.generate(prompts, one)
            with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
                prefill = generator.generate(prompts, one)
            table = prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=50, max_name_column_width=100)
            Path(profile_dir, f"profile_prefill_{mode}_{group}x{length}.txt").write_text(
                f"prefill {1000 * prefill.prefill_s:.1f} ms under the profiler\n{table}")
        row.update(ms_per_step=1000 * best.decode_s / best.decode_steps, prefill_ms=1000 * best.prefill_s,
                   ms_per_step_by_position=best.stats.get("ms_per_step"), weight_bytes=decode_bytes(weights.model),
                   copy_gib=weights.extra_bytes / GIB)
        refresh = []
        for _ in range(3 if weights.needs_refresh else 0):  # the re-merge the trainer runs after each optimizer step
            sync()
            started = time.perf_counter()
            weights.refresh()
            sync()
            refresh.append(time.perf_counter() - started)
        if refresh:
            row["refresh_s"] = statistics.median(refresh)
    row["tokens_per_s"] = 1000 * group / row["ms_per_step"]
    row["peak_gib"] = torch.cuda.max_memory_allocated() / GIB
    return row


def engine_table(rows: list[dict], bandwidth: float) -> None:
    stock = {(r["shape"], r["group"], r["length"]): r for r in rows if r["path"] == "engine:stock" and "error" not in r}
    print(f"\nSampler alone; floor = weight bytes per step / measured copy bandwidth ({bandwidth / 1e12:.2f} TB/s)")
    print("| shape | GxL | path | ms/step | tok/s | x stock | floor ms | x floor | prefill ms | re-merge s | "
          "peak GiB | ms/step at position 0 / 256 / 512 / 1024 / 2048 |")
    print("|" + "---|" * 12)
    for r in rows:
        head = f"| {r['shape']} | {r['group']}x{r['length']} | {r['path'].split(':')[1]} |"
        if "error" in r:
            print(head + f" failed: {r['error'][-100:]!r}")
            continue
        base = stock.get((r["shape"], r["group"], r["length"]))
        x_stock = f"{base['ms_per_step'] / r['ms_per_step']:.1f}" if base else "-"
        by_pos = r.get("ms_per_step_by_position") or {}
        at = " / ".join(f"{by_pos[str(p)]:.2f}" if str(p) in by_pos else "-" for p in (0, 256, 512, 1024, 2048))
        extra = (f" {r['prefill_ms']:.0f} |" if "prefill_ms" in r else " - |") + (
            f" {r['refresh_s']:.2f} |" if "refresh_s" in r else " - |")
        print(head + f" {r['ms_per_step']:.2f} | {r['tokens_per_s']:.0f} | {x_stock} | {r['floor_ms']:.2f} | "
              f"{r['ms_per_step'] / r['floor_ms']:.2f} |" + extra + f" {r['peak_gib']:.1f} | {at} |")


# --------------------------------------------------------------------------- CPU: the demo's generation
def cpu_demo_generation(rounds: int, threads: int | None, names: list[str]) -> dict:
    """The demo's generation batch (SmolLM2-135M-Instruct, fp32, 2 prompts x 8 completions, <= 32 tokens, TRL's
    sampling config) through ``model.generate`` (what TRL does) and through the engine, eager and compiled.

    The CPU is shared, so the paths are measured in alternation inside one process (round r runs every path
    once, each after ``torch.manual_seed(r)``) and compared by their medians; the load average is recorded.
    """
    import torch
    from transformers import GenerationConfig

    from trl_grpo_ext.setup.models import load_default_model
    from trl_grpo_ext.rollouts import CompiledGenerator
    from trl_grpo_ext.rollouts.weights import build
    from trl_grpo_ext.setup.tasks import basic_arithmetic

    if threads:
        torch.set_num_threads(threads)
    model, tokenizer = load_default_model()
    model.eval()
    rows = basic_arithmetic(size=2 * rounds, seed=0)
    prompts = [
        tokenizer.apply_chat_template(p, add_generation_prompt=True, tokenize=True, return_dict=False)
        for p in rows["prompt"]
    ]
    eos = tokenizer.eos_token_id
    config = GenerationConfig(  # TRL 1.16's generation config for the demo's settings
        max_new_tokens=32, do_sample=True, pad_token_id=tokenizer.pad_token_id, bos_token_id=tokenizer.bos_token_id,
        eos_token_id=[eos], temperature=1.0, top_p=1.0, top_k=0, min_p=None, repetition_penalty=1.0,
        disable_compile=True,
    )
    shell = build(model, "model").model
    engines = {"static_eager": CompiledGenerator(shell, compile=False), "compiled": CompiledGenerator(shell)}

    def hf(batch):
        width = max(map(len, batch))
        ids = torch.tensor([[tokenizer.pad_token_id] * (width - len(b)) + b for b in batch])
        mask = torch.tensor([[0] * (width - len(b)) + [1] * len(b) for b in batch])
        out = model.generate(input_ids=ids, attention_mask=mask, generation_config=config)[:, width:]
        return int((out != tokenizer.pad_token_id).sum())

    def engine(name):
        def call(batch):
            return sum(len(c) for c in engines[name].generate(batch, config).completion_ids)
        return call

    paths = {"generate": hf, "static_eager": engine("static_eager"), "compiled": engine("compiled")}
    paths = {name: paths[name] for name in ["generate"] + [n for n in names if n != "generate"]}
    batch0 = [prompts[0]] * 8 + [prompts[1]] * 8
    warm = {}
    for name, fn in paths.items():  # first call: compilation and allocator warm-up, reported apart
        started = time.perf_counter()
        with torch.no_grad():
            fn(batch0)
        warm[name] = time.perf_counter() - started
        print(f"first call {name}: {warm[name]:.1f}s", flush=True)
    times = defaultdict(list)
    tokens = defaultdict(list)
    load = [os.getloadavg()[0]]
    for r in range(rounds):
        batch = [prompts[2 * r]] * 8 + [prompts[2 * r + 1]] * 8
        order = list(paths) if r % 2 == 0 else list(reversed(paths))
        for name in order:
            torch.manual_seed(r)
            started = time.perf_counter()
            with torch.no_grad():
                n = paths[name](batch)
            times[name].append(time.perf_counter() - started)
            tokens[name].append(n)
        load.append(os.getloadavg()[0])
        print(f"round {r}: " + ", ".join(f"{k} {v[-1]:.2f}s" for k, v in times.items()), flush=True)
    base = statistics.median(times["generate"])
    result = {
        "model": "SmolLM2-135M-Instruct fp32", "batch": "2 prompts x 8", "max_new_tokens": 32, "rounds": rounds,
        "threads": torch.get_num_threads(), "load_avg_1min": load, "first_call_s": warm,
        "paths": {
            name: {"median_s": statistics.median(t), "times_s": t, "tokens": tokens[name],
                   "speedup_vs_generate": base / statistics.median(t)}
            for name, t in times.items()
        },
    }
    print(f"| path | median s per batch | x generate | first call s | (threads {result['threads']}, "
          f"load {min(load):.1f}-{max(load):.1f}) |")
    print("|---|---|---|---|---|")
    for name, row in result["paths"].items():
        print(f"| {name} | {row['median_s']:.3f} | {row['speedup_vs_generate']:.2f} | {warm[name]:.1f} | |")
    return result


# --------------------------------------------------------------------------- orchestration
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shapes", default="7b:8x256,1.5b:16x256", help="comma list of SHAPE:GROUPxLENGTH")
    parser.add_argument("--paths", default="stock,model,int4,bf16", help="comma list of stock, model, int4, bf16 "
                        "(optionally with +nogc; bf16+unfused: the bf16 copy without stacked projections)")
    parser.add_argument("--steps", type=int, default=6, help="GRPO steps per path (the first is warm-up; with fewer "
                        "than 6 the median of the rest can still hold a recompile)")
    parser.add_argument("--engine-shapes", default="", help="comma list of SHAPE:GROUPxLENGTH to time the sampler "
                        "alone (one prompt, GROUP completions) for --engine-paths, against its memory-bandwidth floor")
    parser.add_argument("--engine-paths", default="stock,bf16,model", help="comma list of stock, bf16, model "
                        "(bf16+unfused: the bf16 copy without stacked projections)")
    parser.add_argument("--tiny", action="store_true", help="CPU check: tiny shape, LoRA without quantisation")
    parser.add_argument("--workdir", default=None)
    add_output_options(parser, RESULTS.name)
    parser.add_argument("--cpu-demo", type=int, metavar="ROUNDS", default=0,
                        help="CPU: time the demo's generation batch through generate and the engine, ROUNDS rounds")
    parser.add_argument("--threads", type=int, default=None, help="torch threads for --cpu-demo")
    parser.add_argument("--cpu-paths", default="generate,static_eager,compiled",
                        help="paths for --cpu-demo (generate is always included, as the reference)")
    parser.add_argument("--worker", nargs=4, metavar=("PATH", "DIR", "GROUP", "LENGTH"), help=argparse.SUPPRESS)
    add_smoke_option(parser)
    args = parser.parse_args()

    if args.worker:
        path, directory, group, length = args.worker
        run = engine_run if path.startswith("engine:") else lambda *a: run_path(*a, args.steps)
        print("RESULT " + json.dumps(run(path, Path(directory), int(group), int(length))), flush=True)
        return
    if args.cpu_demo:
        out = Path(args.out if args.out != str(RESULTS) else RESULTS.with_name("rollout_speed_cpu_demo.json"))
        write(out, cpu_demo_generation(args.cpu_demo, args.threads, args.cpu_paths.split(",")))
        print(f"wrote {out}")
        return
    if args.tiny:
        args.shapes, args.paths = "tiny:4x16", "stock,model,bf16"
    if args.smoke:  # --tiny, smaller: stock TRL against the bf16 copy, 2 completions of 8 tokens
        args.tiny, args.shapes, args.paths, args.engine_shapes = True, "tiny:2x8", "stock,bf16", ""
    import torch

    if not torch.cuda.is_available() and not args.tiny:
        sys.exit("rollout_speed.py measures GPU generation: it needs a CUDA GPU (or --tiny for a CPU check).")
    gpu = torch.cuda.get_device_name(0) if torch.cuda.is_available() else "cpu"
    workdir = Path(args.workdir or tempfile.mkdtemp(prefix="rollout-bench-"))
    out = output_path(args, RESULTS.name)
    rows = []
    if args.engine_shapes:
        bandwidth = copy_bandwidth()
        for item in args.engine_shapes.split(","):
            shape, _, config = item.partition(":")
            group, length = qm.parse_configs(config)[0]
            directory = qm.write_random_checkpoint(shape, workdir / shape)
            for path in args.engine_paths.split(","):
                row = qm.run_worker(__file__, "engine:" + path, directory, group, length, args.steps)
                row.update(shape=shape, gpu=gpu, torch=torch.__version__, copy_bytes_per_s=bandwidth)
                if "weight_bytes" in row:
                    row["floor_ms"] = 1000 * row["weight_bytes"] / bandwidth
                rows.append(row)
                print(json.dumps(row), flush=True)
                write(out, rows)
        engine_table(rows, bandwidth)
        if not args.shapes:
            print(f"wrote {out}")
            return
    for item in args.shapes.split(","):
        shape, _, config = item.partition(":")
        group, length = qm.parse_configs(config)[0]
        started = time.perf_counter()
        directory = qm.write_random_checkpoint(shape, workdir / shape)
        print(f"[{shape}] checkpoint ready in {time.perf_counter() - started:.0f}s", flush=True)
        for path in args.paths.split(","):
            row = qm.run_worker(__file__, path, directory, group, length, args.steps)
            row.update(shape=shape, gpu=gpu, torch=torch.__version__)
            rows.append(row)
            print(json.dumps({k: v for k, v in row.items() if k != "all_steps"}), flush=True)
            write(out, rows)  # after every path: a run cut short keeps what it measured
    print_table([r for r in rows if not r["path"].startswith("engine:")])
    print(f"wrote {out}")
    if args.smoke and any("error" in r for r in rows):
        sys.exit("smoke: a path failed (above)")


def write(out: Path, rows: list[dict]) -> None:
    write_result(out, rows)


def print_table(rows: list[dict]) -> None:
    if not rows:
        return
    # each row against the stock row of its own model, group and length (one model runs at several shapes)
    stock = {(r["shape"], r["group"], r["length"]): r for r in rows if r["path"] == "stock" and "error" not in r}
    print(f"| {'shape':<5} | {'GxL':<6} | {'path':<10} | {'ms/tok step':>11} | {'tok/s':>7} | {'x stock':>7} | "
          f"{'s/step':>6} | {'x stock':>7} | {'peak GiB':>8} | {'gen s':>6} | {'loss fwd':>8} | {'backward':>8} | "
          f"{'optim':>6} | {'logp max|mean diff':>18} | {'loop ms/step':>12} | {'re-merge ms':>11} | {'prefill ms':>10} |")
    print("|" + "---|" * 17)
    for r in rows:
        head = f"| {r['shape']:<5} | {str(r['group']) + 'x' + str(r['length']):<6} | {r['path']:<10} |"
        if "error" in r:
            print(head + f" failed: {r['error'][-100:]!r}")
            continue
        base = stock.get((r["shape"], r["group"], r["length"]))
        gen_x = r["completion_tokens_per_s"] / base["completion_tokens_per_s"] if base else float("nan")
        step_x = base["s_per_step"] / r["s_per_step"] if base else float("nan")
        b = r["breakdown_s"]
        peak = f"{r['peak_gib']:.2f}" if r["peak_gib"] is not None else "-"
        lp = (f"{r['logprob_max_abs_diff']:.3f} | {r['logprob_mean_abs_diff']:.4f}" if "logprob_max_abs_diff" in r
              else "-")
        print(head + f" {r['ms_per_decode_step']:>11.1f} | {r['completion_tokens_per_s']:>7.0f} | {gen_x:>7.2f} | "
              f"{r['s_per_step']:>6.2f} | {step_x:>7.2f} | {peak:>8} | {b['generation']:>6.2f} | "
              f"{b['loss_forward']:>8.2f} | {b['backward']:>8.2f} | {b['optimizer']:>6.2f} | {lp:>18} | "
              f"{ms(r.get('ms_per_decode_step_loop_only'), 1):>12} | {ms(b.get('generation_refresh'), 1000):>11} | "
              f"{ms(b.get('generation_prefill'), 1000):>10} |")


def ms(value, scale: float) -> str:
    """A table cell: ``value * scale`` to two decimals, or "-" where the path has no such part."""
    return "-" if value is None else f"{value * scale:.2f}"


if __name__ == "__main__":
    main()
