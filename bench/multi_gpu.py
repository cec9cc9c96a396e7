"""Full fine-tuning on several GPUs: DDP, DeepSpeed ZeRO-3 and FSDP2 against one GPU, in one command.

Each run is ``accelerate launch`` of this file in worker mode: ``GRPOExtTrainer`` fully fine-tunes a
model of the Qwen2.5-1.5B shape with random weights (built from its config; no hub, no download)
for ``--steps`` steps, ``fast_rollouts="auto"``, the ``max_rl`` scheme (so every rank computes the
advantages itself from the gathered rewards), and a reward on the completion's token ids (random
weights write no text worth scoring). Runs, one after the other:

- ``1gpu``: one process, no sharding (the baseline);
- ``ddp``, ``zero3``, ``fsdp2``: ``--gpus`` processes with ``examples/accelerate/{ddp,zero3,fsdp2}.yaml``
  (``zero3`` is reported as skipped when ``deepspeed`` is not installed);
- on request (``--runs qlora-1gpu qlora-ddp``): ``qlora=True`` (4-bit base, LoRA, fast rollouts) on one
  process and under DDP, from a saved copy of the same random weights.

Per run: completions per second after the first step (whose compilation and allocation would
swamp a few steps), peak GPU memory on each rank (``torch.cuda.max_memory_allocated``), whether
the full advantage tensor of every step is bit-identical on every rank, and what
``fast_rollouts`` did (the engine's weight mode, or TRL's generation and the logged reason).

Usage (on a machine with 4 GPUs; each run is stopped after --run-timeout seconds, 130 by default):
    python bench/multi_gpu.py OUT_DIR [--gpus 4] [--steps 4]
    python bench/multi_gpu.py OUT_DIR --cpu --gpus 2 --shape tiny   # 1 process and DDP on the CPU (gloo)

Prints a table and writes ``OUT_DIR/multi_gpu.json`` (and ``OUT_DIR/<run>.json``, ``OUT_DIR/<run>.log``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import logging
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIGS = ROOT / "examples" / "accelerate"
RUNS = ("1gpu", "ddp", "zero3", "fsdp2")
# LoRA on the 4-bit base with fast rollouts, 1 process and DDP: on request (--runs), not by default.
QLORA_RUNS = ("qlora-1gpu", "qlora-ddp")

# Qwen2.5-1.5B's architecture (its config.json), here with random weights.
QWEN25_15B = dict(vocab_size=151936, hidden_size=1536, intermediate_size=8960, num_hidden_layers=28,
                  num_attention_heads=12, num_key_value_heads=2, max_position_embeddings=32768,
                  rope_theta=1000000.0, rms_norm_eps=1e-6, tie_word_embeddings=True)
TINY = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
            num_key_value_heads=2, max_position_embeddings=512, tie_word_embeddings=True)


# ---------------------------------------------------------------------------------------------
# worker: one training run under accelerate

def token_parity(prompts, completions, completion_ids, **kwargs):
    """1 when the completion's token ids sum to an even number: a mix of 0 and 1 in every group."""
    return [float(sum(ids) % 2 == 0) for ids in completion_ids]


class _Lines(logging.Handler):
    def __init__(self):
        super().__init__()
        self.lines: list[str] = []

    def emit(self, record):
        self.lines.append(record.getMessage())


def build_model(shape: str, tokenizer, device):
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM

    dims = dict(QWEN25_15B) if shape == "qwen2.5-1.5b" else dict(TINY, vocab_size=len(tokenizer))
    config = Qwen2Config(**dims, pad_token_id=tokenizer.pad_token_id, bos_token_id=tokenizer.bos_token_id,
                         eos_token_id=tokenizer.eos_token_id)
    torch.manual_seed(0)  # the same weights on every rank
    with torch.device(device):  # initialised where it trains: seconds on a GPU, not minutes on the CPU
        model = Qwen2ForCausalLM(config)
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    return model


def worker(label: str, out: Path, steps: int, shape: str) -> None:
    import torch
    from accelerate import PartialState
    from datasets import Dataset
    from transformers import TrainerCallback

    sys.path.insert(0, str(ROOT / "tests"))  # the byte-level tokenizer of the test fixtures
    from fixtures.tiny_model import build_tokenizer

    from trl_grpo_ext import GRPOExtConfig, GRPOExtTrainer
    from trl_grpo_ext.trainer import trl_adapter

    lines = _Lines()
    logging.getLogger("trl_grpo_ext").addHandler(lines)
    logging.getLogger("trl_grpo_ext").setLevel(logging.INFO)
    state = PartialState()
    cuda = state.device.type == "cuda"
    tokenizer = build_tokenizer()
    qlora = label.startswith("qlora")
    if qlora:  # loaded in 4-bit from a saved copy of the same random weights (qlora=True takes a path)
        model = Path(os.environ.get("TMPDIR", "/tmp")) / f"trl-grpo-ext-random-{shape}"
        with state.main_process_first():
            if not (model / "config.json").exists():
                build_model(shape, tokenizer, state.device).to(torch.bfloat16).save_pretrained(model)
                tokenizer.save_pretrained(model)
        model = str(model)
    else:
        model = build_model(shape, tokenizer, state.device)
    dataset = Dataset.from_dict({"prompt": [f"Question {i}: say something." for i in range(64)]})
    args = GRPOExtConfig(
        output_dir=str(out / label / "trainer"), per_device_train_batch_size=8, num_generations=4,
        max_completion_length=64, max_steps=steps, learning_rate=1e-5 if qlora else 1e-6, logging_steps=1, seed=0,
        qlora=qlora, bf16=cuda, use_cpu=not cuda, report_to="none", save_strategy="no", disable_tqdm=True,
        gradient_checkpointing=False, dataloader_num_workers=0, advantage_scheme="max_rl", fast_rollouts="auto",
    )
    trainer = GRPOExtTrainer(model=model, reward_funcs=[token_parity], args=args, train_dataset=dataset,
                             processing_class=tokenizer)

    advantages: list[torch.Tensor] = []
    completions: list[int] = []
    generate = trl_adapter.hook(trainer, "scoring")

    def record_advantages(trainer_, scored, step):  # the advantages of the whole gathered batch
        advantages.append(step.advantages.detach().float().clone())

    def generate_and_score(inputs):
        output = generate(inputs)
        completions.append(int(output["completion_ids"].shape[0]))
        return output

    trainer.step_callbacks.append(record_advantages)
    trl_adapter.replace_hook(trainer, "scoring", generate_and_score)

    class StepTimes(TrainerCallback):
        times: list[float] = []

        def on_step_begin(self, *a, **k):
            self.times.append(time.perf_counter())

        def on_step_end(self, *a, **k):
            if cuda:
                torch.cuda.synchronize()
            self.times.append(time.perf_counter())

    timer = StepTimes()
    trainer.add_callback(timer)
    if cuda:
        torch.cuda.reset_peak_memory_stats()
    trainer.train()

    accelerator = trainer.accelerator
    world = accelerator.num_processes
    # Every rank's full advantages, side by side: identical ranks give identical blocks.
    mine = torch.stack(advantages).to(accelerator.device)
    blocks = accelerator.gather(mine.unsqueeze(0)).reshape(world, *mine.shape)
    identical = all(torch.equal(blocks[0], blocks[r]) for r in range(world))
    peak = torch.tensor([torch.cuda.max_memory_allocated() / 2**30 if cuda else 0.0], device=accelerator.device)
    peaks = accelerator.gather(peak).tolist()
    local = torch.tensor([sum(completions[1:])], device=accelerator.device)
    timed = int(accelerator.gather(local).sum())
    begins, ends = timer.times[0::2], timer.times[1::2]
    seconds = ends[-1] - begins[1] if len(begins) > 1 else float("nan")
    fast = [line for line in lines.lines if line.startswith("fast_rollouts:")]
    if accelerator.is_main_process:
        result = {
            "run": label, "shape": shape, "processes": world, "distributed_type": str(accelerator.distributed_type),
            "device": torch.cuda.get_device_name() if cuda else "cpu", "steps": steps,
            "completions_timed": timed, "seconds_timed": round(seconds, 3),
            "completions_per_s": round(timed / seconds, 2) if seconds == seconds else None,
            "step_seconds": [round(e - b, 3) for b, e in zip(begins, ends)],
            "peak_gib_per_rank": [round(p, 2) for p in peaks],
            "advantages_identical_on_every_rank": identical, "advantage_steps_compared": len(advantages),
            "advantages_nonzero": int((blocks[0] != 0).sum()),
            "fast_rollouts": fast, "torch": torch.__version__,
        }
        (out / f"{label}.json").write_text(json.dumps(result, indent=2) + "\n")
    accelerator.wait_for_everyone()


# ---------------------------------------------------------------------------------------------
# driver: the runs, the table

def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_command(flags: list[str], script: list[str], processes: int) -> tuple[list[str], dict]:
    """torchrun on the CPU with the environment ``accelerate launch`` derives from the same flags and config.

    ``accelerate launch --cpu`` starts a single process whatever the config says; this keeps the
    config's choices (FSDP2 and its options, DeepSpeed) and runs ``processes`` gloo ranks.
    """
    from accelerate.commands.launch import _validate_launch_command, launch_command_parser
    from accelerate.utils.launch import prepare_multi_gpu_env

    parsed, _, _ = _validate_launch_command(launch_command_parser().parse_args([*flags, *script]))
    parsed.mixed_precision, parsed.gpu_ids = "no", None
    env = {k: v for k, v in prepare_multi_gpu_env(parsed).items() if k.startswith(("ACCELERATE_", "FSDP_"))}
    env.update(ACCELERATE_USE_CPU="true", OMP_NUM_THREADS="1")
    command = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", str(processes),
               *script]
    return command, env


def launch(label: str, gpus: int, args) -> dict:
    if args.cpu and label.startswith("qlora"):
        return {"run": label, "status": "skipped: 4-bit quantization (bitsandbytes) needs a GPU"}
    if args.cpu and label in ("zero3", "fsdp2"):
        # accelerate 1.15 sets up FSDP and DeepSpeed only for accelerator processes; on the CPU the
        # same config trains as plain MULTI_CPU, which would measure nothing about sharding.
        return {"run": label, "status": "skipped: accelerate shards (FSDP, DeepSpeed) on GPUs only"}
    if label == "zero3" and importlib.util.find_spec("deepspeed") is None:
        return {"run": label, "status": "skipped: deepspeed is not installed (pip install deepspeed)"}
    flags = ["--main_process_port", str(free_port())]
    if label in ("1gpu", "qlora-1gpu"):
        flags += ["--num_processes", "1", "--num_machines", "1", "--mixed_precision", "bf16", "--dynamo_backend", "no"]
    else:
        flags += ["--config_file", str(CONFIGS / f"{label.removeprefix('qlora-')}.yaml"), "--num_processes", str(gpus)]
    script = [__file__, "--worker", label, str(args.out), "--steps", str(args.steps), "--shape", args.shape]
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false", "WANDB_MODE": "disabled"}
    if args.cpu:
        command, cpu_env = cpu_command(flags, script, 1 if label.endswith("1gpu") else gpus)
        env.update(cpu_env)
    else:
        command = [sys.executable, "-m", "accelerate.commands.launch", *flags, *script]
    log = args.out / f"{label}.log"
    started = time.perf_counter()
    try:
        with open(log, "w") as stream:
            done = subprocess.run(command, stdout=stream, stderr=subprocess.STDOUT, env=env, timeout=args.run_timeout)
        status = "ok" if done.returncode == 0 else f"failed: exit status {done.returncode}"
    except subprocess.TimeoutExpired:
        status = f"failed: over {args.run_timeout} s"
    wall = round(time.perf_counter() - started, 1)
    path = args.out / f"{label}.json"
    result = json.loads(path.read_text()) if status == "ok" and path.exists() else {"run": label}
    if status != "ok":
        tail = log.read_text(errors="replace").strip().splitlines()[-15:]
        result["log_tail"] = tail
    shown = " ".join(command).replace(sys.executable, "python").replace(str(ROOT) + "/", "")
    return {**result, "status": status, "wall_s": wall, "command": shown.replace(str(args.out), "OUT_DIR")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("--gpus", type=int, default=4)
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--shape", choices=("qwen2.5-1.5b", "tiny"), default="qwen2.5-1.5b")
    parser.add_argument("--runs", nargs="*", choices=RUNS + QLORA_RUNS, default=list(RUNS))
    parser.add_argument("--cpu", action="store_true", help="processes on the CPU (gloo): checks the plumbing only")
    parser.add_argument("--run-timeout", type=int, default=130)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.worker:
        return worker(args.worker, args.out, args.steps, args.shape)

    rows = []
    for label in args.runs:
        rows.append(launch(label, args.gpus, args))
        row = rows[-1]
        print(f"{label}: {row['status']}" + (f" in {row['wall_s']} s" if "wall_s" in row else ""), flush=True)
    bases = {r["run"]: r.get("completions_per_s") for r in rows if r["run"].endswith("1gpu") and r["status"] == "ok"}
    header = ("run", "GPUs", "completions/s", "vs 1 GPU", "peak GiB per GPU", "advantages identical", "fast_rollouts",
              "status")
    table = [header]
    for r in rows:
        ok = r["status"] == "ok"
        speed = r.get("completions_per_s")
        fast = (r.get("fast_rollouts") or ["-"])[0].replace("fast_rollouts: ", "")
        base = bases.get("qlora-1gpu" if r["run"].startswith("qlora") else "1gpu")
        table.append((r["run"], str(r.get("processes", "-")), f"{speed}" if ok else "-",
                      f"{speed / base:.2f}x" if ok and base and speed else "-",
                      " ".join(f"{p:.1f}" for p in r.get("peak_gib_per_rank", []) if p) or "-",
                      str(r.get("advantages_identical_on_every_rank", "-")), fast[:60], r["status"][:60]))
    widths = [max(len(line[i]) for line in table) for i in range(len(header))]
    for line in table:
        print(" | ".join(cell.ljust(w) for cell, w in zip(line, widths)))
    summary = {"shape": args.shape, "gpus": args.gpus, "steps": args.steps, "cpu": args.cpu, "runs": rows}
    (args.out / "multi_gpu.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(f"wrote {args.out / 'multi_gpu.json'}")


if __name__ == "__main__":
    main()
