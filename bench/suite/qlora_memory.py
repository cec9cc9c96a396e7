"""QLoRA GRPO on one GPU: peak memory and seconds per step, our path against a hand-written one.

Two ways to train the same 4-bit model with GRPO for a few steps, each in its own process so
that their peak memory cannot mix:

- ``handwritten``: stock ``trl.GRPOTrainer`` with the QLoRA recipe written out by hand the way
  the PEFT and TRL docs show it (``BitsAndBytesConfig`` NF4 + double quantisation,
  ``prepare_model_for_kbit_training``, ``LoraConfig``, paged 8-bit AdamW, non-reentrant gradient
  checkpointing).
- ``ours``: ``GRPOExtTrainer`` with ``GRPOExtConfig(qlora=True)`` and the model given by path.

Both use the same LoRA settings (ours' defaults), the same data, reward, group size, completion
length and seed. Models:

- ``7b``: Qwen2.5-7B dimensions with random weights, written once as a bf16 checkpoint (built on
  the meta device, weights drawn on the GPU shard by shard: seconds, not minutes).
- ``smollm2``: the embedded SmolLM2-135M-Instruct (real weights, ``load_default_model``).
- ``smollm2-random``: SmolLM2-135M dimensions with random weights.

Random-weight models rarely sample their end-of-sequence token, so every completion runs to the
full length: the worst case for memory and time. Needs a CUDA GPU.

Usage:
    python bench/suite/qlora_memory.py --models 7b --configs 8x256,16x128 --steps 3
    python bench/suite/qlora_memory.py --models smollm2 --configs 8x256,16x128

Prints a table (model x group size x completion length -> peak GiB, s/step for each path) and
writes ``bench/results/qlora_memory.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from results_io import add_output_options, add_smoke_option, output_path, read_rows, write_result

GIB = 1024**3
RESULTS = Path(__file__).resolve().parents[1] / "results" / "qlora_memory.json"
PATHS = ("handwritten", "ours")
RANDOM_MARKER = "RANDOM_WEIGHTS"

# Qwen2.5-7B (config.json of Qwen/Qwen2.5-7B) and SmolLM2-135M dimensions.
SHAPES = {
    "7b": dict(
        arch="qwen2", vocab_size=152064, hidden_size=3584, intermediate_size=18944, num_hidden_layers=28,
        num_attention_heads=28, num_key_value_heads=4, max_position_embeddings=32768, rope_theta=1_000_000.0,
        rms_norm_eps=1e-6, tie_word_embeddings=False,
    ),
    "smollm2-random": dict(
        arch="llama", vocab_size=49152, hidden_size=576, intermediate_size=1536, num_hidden_layers=30,
        num_attention_heads=9, num_key_value_heads=3, max_position_embeddings=8192, rope_theta=100_000.0,
        rms_norm_eps=1e-5, tie_word_embeddings=True,
    ),
    "tiny": dict(  # --smoke
        arch="qwen2", vocab_size=512, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=1024, rope_theta=10_000.0,
        rms_norm_eps=1e-6, tie_word_embeddings=False,
    ),
}


# --------------------------------------------------------------------------- model building
def word_tokenizer(vocab_size: int):
    """A word-level tokenizer covering every id of a random model: ``w0 w1 ...``, last id is EOS."""
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    vocab = {f"w{i}": i for i in range(vocab_size - 1)}
    vocab["</s>"] = vocab_size - 1
    tok = Tokenizer(models.WordLevel(vocab, unk_token="w0"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    return PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="</s>", pad_token="</s>", unk_token="w0")


def write_random_checkpoint(shape: str, directory: Path) -> Path:
    """A bf16 checkpoint with the dimensions of ``shape`` and N(0, 0.02) weights, plus a tokenizer."""
    import torch
    from safetensors.torch import save_file
    from transformers import AutoModelForCausalLM, LlamaConfig, Qwen2Config

    if (directory / "config.json").exists():
        return directory
    dims = dict(SHAPES[shape])
    config_class = {"qwen2": Qwen2Config, "llama": LlamaConfig}[dims.pop("arch")]
    config = config_class(**dims, bos_token_id=None, eos_token_id=dims["vocab_size"] - 1, dtype="bfloat16")
    with torch.device("meta"):
        model = AutoModelForCausalLM.from_config(config, dtype=torch.bfloat16)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    generator = torch.Generator(device=device).manual_seed(0)
    shard, shard_bytes, index, n = {}, 0, {}, 0
    directory.mkdir(parents=True, exist_ok=True)

    def flush():
        nonlocal shard, shard_bytes, n
        name = f"model-{n:05d}.safetensors"
        save_file(shard, directory / name, metadata={"format": "pt"})
        index.update({key: name for key in shard})
        shard, shard_bytes, n = {}, 0, n + 1

    for key, meta in model.state_dict().items():
        if config.tie_word_embeddings and key == "lm_head.weight":
            continue
        if key.endswith("norm.weight"):
            value = torch.ones(meta.shape, dtype=torch.bfloat16, device=device)
        else:
            value = torch.randn(meta.shape, dtype=torch.bfloat16, device=device, generator=generator) * 0.02
        shard[key] = value.cpu()
        shard_bytes += value.numel() * 2
        if shard_bytes > 2 * GIB:
            flush()
    if shard:
        flush()
    (directory / "model.safetensors.index.json").write_text(json.dumps({"metadata": {}, "weight_map": index}))
    config.save_pretrained(directory)
    model.generation_config.save_pretrained(directory)
    (directory / RANDOM_MARKER).write_text(shape)
    return directory


def load_tokenizer(directory: Path):
    # transformers picks a tokenizer class from config.json (Qwen2Tokenizer for a qwen2 config),
    # which would not read our word-level tokenizer back: build it again instead.
    from transformers import AutoConfig, AutoTokenizer

    if (directory / RANDOM_MARKER).exists():
        return word_tokenizer(AutoConfig.from_pretrained(directory).vocab_size)
    return AutoTokenizer.from_pretrained(directory)


def model_dir(name: str, workdir: Path) -> Path:
    if name == "smollm2":
        from trl_grpo_ext.setup.models import default_model_path

        return Path(default_model_path())
    return write_random_checkpoint(name, workdir / name)


# --------------------------------------------------------------------------- one training run
def prompts(tokenizer, n: int, words: int = 48) -> list[str]:
    import random

    rng = random.Random(0)
    if tokenizer.eos_token == "</s>" and "w1" in tokenizer.get_vocab():
        return [" ".join(f"w{rng.randrange(1, 5000)}" for _ in range(words)) for _ in range(n)]
    return [
        f"Solve and answer in \\boxed{{}}: {rng.randrange(100)} + {rng.randrange(100)} * {rng.randrange(10)} = ?"
        for _ in range(n)
    ]


def distinct_token_reward(completions, **kwargs):
    """Share of distinct words in the completion: cheap, deterministic and varies within a group."""
    return [len(set(c.split())) / max(1, len(c.split())) for c in completions]


def common_args(out_dir: str, group: int, length: int, steps: int) -> dict:
    """Training arguments both paths share."""
    return dict(
        output_dir=out_dir, max_steps=steps, per_device_train_batch_size=group, num_generations=group,
        gradient_accumulation_steps=1, max_completion_length=length, learning_rate=1e-5, beta=0.0,
        logging_steps=1, save_strategy="no", report_to="none", seed=0, temperature=1.0,
    )


def handwritten_lora():
    """The LoRA of the hand-written recipe: r 16, alpha 32, no dropout, every linear layer."""
    from peft import LoraConfig

    return LoraConfig(r=16, lora_alpha=32, lora_dropout=0.0, target_modules="all-linear", task_type="CAUSAL_LM")


def handwritten_nf4_model(directory: Path, gradient_checkpointing: bool = True):
    """The base model as the PEFT/TRL docs' QLoRA recipe loads it on the GPU: NF4 with double quantisation and
    bf16 compute, then ``prepare_model_for_kbit_training`` (non-reentrant checkpointing)."""
    import torch
    from peft import prepare_model_for_kbit_training
    from transformers import AutoModelForCausalLM, BitsAndBytesConfig

    bnb = BitsAndBytesConfig(
        load_in_4bit=True, bnb_4bit_quant_type="nf4", bnb_4bit_use_double_quant=True,
        bnb_4bit_compute_dtype=torch.bfloat16,
    )
    model = AutoModelForCausalLM.from_pretrained(directory, quantization_config=bnb, dtype=torch.bfloat16,
                                                 device_map={"": 0})
    return prepare_model_for_kbit_training(
        model, use_gradient_checkpointing=gradient_checkpointing, gradient_checkpointing_kwargs={"use_reentrant": False}
    )


def train_once(path: str, directory: Path, group: int, length: int, steps: int, out_dir: str) -> dict:
    import torch
    from datasets import Dataset
    from transformers import TrainerCallback

    torch.manual_seed(0)
    tokenizer = load_tokenizer(directory)
    dataset = Dataset.from_dict({"prompt": prompts(tokenizer, 64)})
    step_times: list[float] = []

    class StepTimer(TrainerCallback):
        def on_step_begin(self, args, state, control, **kwargs):
            torch.cuda.synchronize()
            self.start = time.perf_counter()

        def on_step_end(self, args, state, control, **kwargs):
            torch.cuda.synchronize()
            step_times.append(time.perf_counter() - self.start)

    common = common_args(out_dir, group, length, steps)
    started = time.perf_counter()
    if path == "handwritten":
        from trl import GRPOConfig, GRPOTrainer

        model, peft_config = handwritten_nf4_model(directory), handwritten_lora()
        args = GRPOConfig(
            **common, bf16=True, optim="paged_adamw_8bit", gradient_checkpointing=True,
            gradient_checkpointing_kwargs={"use_reentrant": False},
        )
        trainer = GRPOTrainer(
            model=model, reward_funcs=distinct_token_reward, args=args, train_dataset=dataset,
            processing_class=tokenizer, peft_config=peft_config, callbacks=[StepTimer()],
        )
    elif path == "ours":
        from trl_grpo_ext import GRPOExtConfig, GRPOExtTrainer

        from trl_grpo_ext.setup.qlora import LORA_DEFAULTS

        # the same LoRA settings as the hand-written run, whatever the config defaults are
        args = GRPOExtConfig(**common, qlora=True, lora_r=16, lora_alpha=32, lora_dropout=LORA_DEFAULTS["lora_dropout"])
        trainer = GRPOExtTrainer(
            model=str(directory), reward_funcs=distinct_token_reward, args=args, train_dataset=dataset,
            processing_class=tokenizer, callbacks=[StepTimer()],
        )
    else:
        raise ValueError(f"unknown path {path!r}; expected one of {PATHS}")
    setup_s = time.perf_counter() - started
    setup_peak = torch.cuda.max_memory_allocated() / GIB
    trainer.train()
    lengths = [entry["completions/mean_length"] for entry in trainer.state.log_history if "completions/mean_length" in entry]
    return {
        "path": path, "group": group, "length": length, "steps": steps,
        "peak_gib": torch.cuda.max_memory_allocated() / GIB,
        "peak_reserved_gib": torch.cuda.max_memory_reserved() / GIB,
        "setup_peak_gib": setup_peak, "setup_s": setup_s,
        "step_s": step_times,
        # the first step pays for CUDA/cuBLAS warm-up; the steady state is the median of the rest
        "s_per_step": statistics.median(step_times[1:] or step_times),
        "mean_completion_tokens": statistics.fmean(lengths) if lengths else None,
        "trainable_params": sum(p.numel() for p in trainer.model.parameters() if p.requires_grad),
    }


# --------------------------------------------------------------------------- orchestration
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models", default="7b", help="comma list of: 7b, smollm2, smollm2-random")
    parser.add_argument(
        "--configs", default="8x256",
        help="comma list of GROUPxLENGTH: completions per prompt x max completion tokens, e.g. 8x256,16x128",
    )
    parser.add_argument("--paths", default=",".join(PATHS), help=f"comma list of: {', '.join(PATHS)}")
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--workdir", default=None, help="where random checkpoints go (default: a temp dir)")
    add_output_options(parser, RESULTS.name)
    parser.add_argument("--worker", nargs=4, metavar=("PATH", "DIR", "GROUP", "LENGTH"), help=argparse.SUPPRESS)
    add_smoke_option(parser)
    args = parser.parse_args()

    if args.smoke:
        return smoke(args)
    if args.worker:
        path, directory, group, length = args.worker
        with tempfile.TemporaryDirectory() as out_dir:
            result = train_once(path, Path(directory), int(group), int(length), args.steps, out_dir)
        print("RESULT " + json.dumps(result), flush=True)
        return

    import torch

    if not torch.cuda.is_available():
        sys.exit("qlora_memory.py measures GPU memory: it needs a CUDA GPU.")
    workdir = Path(args.workdir or tempfile.mkdtemp(prefix="qlora-bench-"))
    rows = []
    for name in args.models.split(","):
        started = time.perf_counter()
        directory = model_dir(name, workdir)
        print(f"[{name}] checkpoint ready in {time.perf_counter() - started:.0f}s: {directory}", flush=True)
        for group, length in parse_configs(args.configs):
            for path in args.paths.split(","):
                row = run_worker(__file__, path, directory, group, length, args.steps)
                row.update(model=name, gpu=torch.cuda.get_device_name(0))
                rows.append(row)
                print(json.dumps(row), flush=True)
    print_table(rows)
    out = output_path(args, RESULTS.name)
    previous = read_rows(out)
    keep = [r for r in previous if (r.get("model"), r.get("group"), r.get("length"), r.get("path"))
            not in {(r2["model"], r2["group"], r2["length"], r2["path"]) for r2 in rows}]
    write_result(out, keep + rows)
    print(f"wrote {out}")


def smoke(args) -> None:
    """The CPU check: a tiny random checkpoint, its tokenizer and prompts, and both paths' training arguments and
    LoRA config, built without CUDA; our path must refuse the CPU before it reads any weights."""
    os.environ["CUDA_VISIBLE_DEVICES"] = ""  # the CPU check, on a GPU machine too (torch is not imported yet)
    from peft import LoraConfig
    from trl import GRPOConfig

    from trl_grpo_ext import GRPOExtConfig
    from trl_grpo_ext.setup.qlora import LORA_DEFAULTS, qlora_model_and_peft_config

    out = output_path(args, RESULTS.name)
    directory = write_random_checkpoint("tiny", out.parent / "tiny")
    tokenizer = load_tokenizer(directory)
    rows = []
    for group, length in parse_configs(args.configs):
        common = {**common_args(str(out.parent / "run"), group, length, args.steps), "use_cpu": True}
        GRPOConfig(**common, gradient_checkpointing=True, gradient_checkpointing_kwargs={"use_reentrant": False})
        LoraConfig(r=16, lora_alpha=32, lora_dropout=0.0, target_modules="all-linear", task_type="CAUSAL_LM")
        GRPOExtConfig(**common, qlora=True, lora_r=16, lora_alpha=32, lora_dropout=LORA_DEFAULTS["lora_dropout"])
        try:
            qlora_model_and_peft_config(directory)
            refusal = None
        except RuntimeError as error:
            refusal = str(error).splitlines()[0]
        if refusal is None:
            sys.exit("smoke: our QLoRA path loaded a 4-bit model without CUDA")
        rows.append({"model": "tiny", "group": group, "length": length, "prompts": len(prompts(tokenizer, group)),
                     "configs_built": list(PATHS), "without_cuda": refusal})
    print(f"| {'model':<6} | {'G':>3} | {'L':>4} | configs built, no CUDA |")
    for r in rows:
        built = ", ".join(r["configs_built"])
        print(f"| {r['model']:<6} | {r['group']:>3} | {r['length']:>4} | {built}: ours refuses |")
    print(f"wrote {write_result(out, rows)}")


def run_worker(script: str, path: str, directory: Path, group: int, length: int, steps: int) -> dict:
    """Run one path of ``script`` in a fresh process (a clean CUDA context and memory peak) and read its RESULT line."""
    cmd = [sys.executable, script, "--steps", str(steps), "--worker", path, str(directory), str(group), str(length)]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT ")]
    if proc.returncode != 0 or not lines:
        print(proc.stdout[-3000:], proc.stderr[-6000:], sep="\n", file=sys.stderr)
        return {"path": path, "group": group, "length": length, "error": proc.stderr[-800:]}
    return json.loads(lines[-1][len("RESULT "):])


def parse_configs(text: str) -> list[tuple[int, int]]:
    configs = []
    for item in text.split(","):
        group, sep, length = item.strip().partition("x")
        if not sep or not group.isdigit() or not length.isdigit():
            raise SystemExit(f"--configs: {item!r} is not GROUPxLENGTH, e.g. 8x256")
        configs.append((int(group), int(length)))
    return configs


def print_table(rows: list[dict]) -> None:
    header = f"| {'model':<14} | {'G':>3} | {'L':>4} | {'path':<11} | {'peak GiB':>8} | {'s/step':>6} | {'tokens':>6} |"
    print(header)
    print("|" + "|".join("-" * (len(cell)) for cell in header.split("|")[1:-1]) + "|")
    for r in rows:
        if "error" in r:
            print(f"| {r['model']:<14} | {r['group']:>3} | {r['length']:>4} | {r['path']:<11} | failed: {r['error'][-60:]!r}")
            continue
        tokens = f"{r['mean_completion_tokens']:.0f}" if r.get("mean_completion_tokens") else "-"
        print(f"| {r['model']:<14} | {r['group']:>3} | {r['length']:>4} | {r['path']:<11} | "
              f"{r['peak_gib']:>8.2f} | {r['s_per_step']:>6.1f} | {tokens:>6} |")


if __name__ == "__main__":
    main()
