"""Full fine-tuning on several GPUs: DDP, DeepSpeed ZeRO-3 and FSDP2 against one GPU, in one command.

Each run is ``accelerate launch`` of this file in worker mode: ``GRPOExtTrainer`` fully fine-tunes a
model of the Qwen2.5-1.5B (or 7B) shape with random weights (built from its config; no hub, no download)
for ``--steps`` steps, ``fast_rollouts="auto"``, the ``max_rl`` scheme (so every rank computes the
advantages itself from the gathered rewards), and a reward on the completion's token ids (random
weights write no text worth scoring). Runs, one after the other:

- ``1gpu``: one process, no sharding (the baseline);
- ``ddp``, ``zero3``, ``fsdp2``: ``--gpus`` processes with ``examples/accelerate/{ddp,zero3,fsdp2}.yaml``
  (``zero3`` is reported as skipped when ``deepspeed`` is not installed); under ZeRO-3 and FSDP2 fast
  rollouts sample from a bf16 copy refilled from the shards once per step;
- on request, the peers: ``zero3-trl``, ``fsdp2-trl`` (``fast_rollouts="off"``: TRL's generation on the
  sharded model), and ``qlora-1gpu``, ``qlora-ddp`` (``qlora=True``: 4-bit base, LoRA, fast rollouts,
  from a saved copy of the same random weights); and levers: ``zero3-submodules`` (ZeRO-3 fetching each
  submodule's parameters apart, DeepSpeed's default, instead of one fetch per decoder layer), ``zero3-keep``
  (ZeRO-3 keeping fetched layers live from forward to backward and prefetching about four layers ahead:
  ``stage3_max_live_parameters`` and ``stage3_max_reuse_distance`` 1e10, ``stage3_prefetch_bucket_size`` 2e8),
  ``zero3-sharded`` (ZeRO-3 without the trainer's persistence thresholds: every parameter partitioned between
  steps, DeepSpeed's default), ``zero3-dsstep`` (every parameter whole, but with DeepSpeed's own fetch hooks and
  optimizer step, which releases each parameter and gathers it again on its own:
  ``trl_grpo_ext/trainer/sharding/zero3_whole.py`` off),
  ``fsdp2-keep`` (FSDP2 with ``reshard_after_forward=False``: parameters stay gathered from forward to backward),
  ``fsdp2-noprefetch`` (FSDP2 without the trainer's prefetching of the next decoder layers), ``fsdp2-nokeep``
  (the rollout refill reshards each unit instead of leaving it gathered for the loss forward); ``1gpu-prefix``,
  ``fsdp2-prefix``, ``zero3-prefix``: the decode attention over the exact prefix, one CUDA graph per cache fill
  (``fast_rollouts_decode_attention="prefix"``); ``1gpu-nocudnn``, ``fsdp2-nocudnn``, ``zero3-nocudnn``: PyTorch's
  cuDNN attention backend off (``torch.backends.cuda.enable_cudnn_sdp(False)``). A suffixed sharded run is compared
  with the one-GPU run of the same suffix when it ran.

Per run: completions per second and seconds per step over the steps after ``--warmup`` (whose
compilation, CUDA-graph recording and allocation would swamp a few steps), and the same rate from the median
timed step; where each step goes (generation and its refill, loss forward, backward, optimizer: medians over the
timed steps, ``bench/suite/step_clock.py``; with ``--profile``, the last warm-up step's busiest GPU kernels and
CPU operators on rank 0, from ``torch.profiler``), peak GPU memory on each
rank over training (``torch.cuda.max_memory_allocated`` from the first step on), whether the full
advantage tensor of every step is bit-identical on every rank, what ``fast_rollouts`` did (the
engine's weight mode, or TRL's generation and the logged reason), and what the machine did meanwhile (GPU clocks,
power and clock-limit reasons while busy, host load: ``machine_watch.py``), since launches differ.

Usage (on a machine with 4 GPUs; each run is stopped after --run-timeout seconds, all after --deadline):
    python bench/suite/multi_gpu.py OUT_DIR [--gpus 4] [--steps 5] [--runs 1gpu zero3 fsdp2] [--batch 8]
    python bench/suite/multi_gpu.py OUT_DIR --shape qwen2.5-7b --completion-length 256 --runs zero3 zero3-trl
    python bench/suite/multi_gpu.py OUT_DIR --cpu --gpus 2 --shape tiny   # 1 process and DDP on the CPU (gloo)
    python bench/suite/multi_gpu.py --smoke                               # the CPU check CI runs (about a minute)

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
import tempfile
import time
from pathlib import Path

# This folder's modules: a script's own folder leads sys.path.
from machine_watch import MachineWatch
from results_io import write_result

ROOT = Path(__file__).resolve().parents[2]
CONFIGS = ROOT / "examples" / "accelerate"
RUNS = ("1gpu", "ddp", "zero3", "fsdp2")
# On request (--runs), not by default: TRL's generation under sharding; LoRA on the 4-bit base with fast
# rollouts, 1 process and DDP.
PEER_RUNS = ("zero3-trl", "fsdp2-trl", "qlora-1gpu", "qlora-ddp", "zero3-submodules", "zero3-keep", "zero3-sharded",
             "zero3-dsstep", "fsdp2-keep", "fsdp2-noprefetch", "fsdp2-nokeep", "1gpu-prefix", "fsdp2-prefix",
             "zero3-prefix", "1gpu-nocudnn", "fsdp2-nocudnn", "zero3-nocudnn")
# Levers named by a suffix, compared with the one-GPU run of the same suffix when it ran.
SUFFIXED_BASES = ("-prefix", "-nocudnn")
# zero3-keep's DeepSpeed settings: fetched layers stay live until backward, and about four are fetched ahead.
ZERO3_KEEP = {"stage3_max_live_parameters": 10**10, "stage3_max_reuse_distance": 10**10,
              "stage3_prefetch_bucket_size": 2 * 10**8}

# Qwen2.5-1.5B's architecture (its config.json), here with random weights.
QWEN25_15B = dict(vocab_size=151936, hidden_size=1536, intermediate_size=8960, num_hidden_layers=28,
                  num_attention_heads=12, num_key_value_heads=2, max_position_embeddings=32768,
                  rope_theta=1000000.0, rms_norm_eps=1e-6, tie_word_embeddings=True)
# Qwen2.5-7B's architecture (its config.json), built in bf16: its fp32 weights alone would take 30 GiB.
QWEN25_7B = dict(vocab_size=152064, hidden_size=3584, intermediate_size=18944, num_hidden_layers=28,
                 num_attention_heads=28, num_key_value_heads=4, max_position_embeddings=32768,
                 rope_theta=1000000.0, rms_norm_eps=1e-6, tie_word_embeddings=False)
TINY = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4,
            num_key_value_heads=2, max_position_embeddings=512, tie_word_embeddings=True)
SHAPES = {"qwen2.5-1.5b": QWEN25_15B, "qwen2.5-7b": QWEN25_7B, "tiny": TINY}


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

    dims = dict(SHAPES[shape]) if shape != "tiny" else dict(TINY, vocab_size=len(tokenizer))
    config = Qwen2Config(**dims, pad_token_id=tokenizer.pad_token_id, bos_token_id=tokenizer.bos_token_id,
                         eos_token_id=tokenizer.eos_token_id)
    torch.manual_seed(0)  # the same weights on every rank
    default = torch.get_default_dtype()
    torch.set_default_dtype(torch.bfloat16 if shape == "qwen2.5-7b" else torch.float32)
    try:
        with torch.device(device):  # initialised where it trains: seconds on a GPU, not minutes on the CPU
            model = Qwen2ForCausalLM(config)
    finally:
        torch.set_default_dtype(default)
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    return model


def worker(label: str, out: Path, steps: int, shape: str, warmup: int, completion_length: int, batch: int,
           profile: bool = False, trace: bool = False) -> None:
    import statistics

    import torch
    from accelerate import PartialState
    from datasets import Dataset
    from transformers import TrainerCallback

    sys.path.insert(0, str(ROOT / "tests"))  # the byte-level tokenizer of the test fixtures
    from fixtures.tiny_model import build_tokenizer
    from step_clock import StepClock, kernel_profile

    from trl_grpo_ext import GRPOExtConfig, GRPOExtTrainer

    lines = _Lines()
    logging.getLogger("trl_grpo_ext").addHandler(lines)
    logging.getLogger("trl_grpo_ext").setLevel(logging.INFO)
    if label == "fsdp2-keep":  # read by accelerate's FSDP plugin when the trainer builds its Accelerator
        os.environ["FSDP_RESHARD_AFTER_FORWARD"] = "false"
    if label == "zero3-submodules":  # DeepSpeed's default hooks: no decoder layer fetched whole
        import trl_grpo_ext.trainer.trainer as trainer_module

        trainer_module.fetch_decoder_layers_whole = lambda trainer: []
    if label == "fsdp2-noprefetch":  # FSDP2's own scheduling of its all-gathers
        import trl_grpo_ext.trainer.sharding.fsdp2_prefetch as fsdp2_prefetch

        fsdp2_prefetch.prefetch_layers_ahead = lambda model, depth=0: 0
    if label == "zero3-sharded":
        GRPOExtTrainer._zero3_keep_whole = False
    if label == "zero3-dsstep":
        GRPOExtTrainer._zero3_streamline = False
    if label.endswith("-nocudnn"):
        torch.backends.cuda.enable_cudnn_sdp(False)
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
    # Prompts of one length, so every step has the shapes the warm-up met (a new one compiles and plans again).
    dataset = Dataset.from_dict({"prompt": [f"Question {i:02d}: say something." for i in range(64)]})
    args = GRPOExtConfig(
        output_dir=str(out / label / "trainer"), per_device_train_batch_size=batch, num_generations=4,
        max_completion_length=completion_length, max_steps=steps, learning_rate=1e-5 if qlora else 1e-6,
        logging_steps=1, seed=0, qlora=qlora, bf16=cuda, use_cpu=not cuda, report_to="none", save_strategy="no",
        disable_tqdm=True, dataloader_num_workers=0, advantage_scheme="max_rl",
        # The 7B shape's activations (8 x ~290 tokens, 28 layers) would cost more than the rollout copy.
        gradient_checkpointing=shape == "qwen2.5-7b",
        fast_rollouts="off" if label.endswith("-trl") else "auto",
        **({"fast_rollouts_decode_attention": "prefix"} if label.endswith("-prefix") else {}),
    )
    trainer = GRPOExtTrainer(model=model, reward_funcs=[token_parity], args=args, train_dataset=dataset,
                             processing_class=tokenizer)
    if label == "fsdp2-nokeep":  # FSDP2's units resharded after the refill, whatever the memory
        trainer.rollout_settings = trainer.rollout_settings.with_(keep_gathered=False)
    if label == "zero3-keep":  # the plugin's config (its HF wrapper's, the same dict) is read when training starts
        trainer.accelerator.state.deepspeed_plugin.deepspeed_config["zero_optimization"].update(ZERO3_KEEP)

    advantages: list[torch.Tensor] = []
    completions: list[int] = []

    def record(trainer, scored, step):  # a step callback: the whole batch's advantages, on every rank
        advantages.append(step.advantages.detach().float().clone())
        completions.append(len(scored.completions))

    trainer.step_callbacks.append(record)

    class StepTimes(TrainerCallback):
        times: list[float] = []

        def on_train_begin(self, *a, **k):  # after DeepSpeed / FSDP took the model: its peak, not the loading's
            if cuda:
                torch.cuda.reset_peak_memory_stats()

        def on_step_begin(self, *a, **k):
            self.times.append(time.perf_counter())

        def on_step_end(self, *a, **k):
            if cuda:
                torch.cuda.synchronize()
            self.times.append(time.perf_counter())

    timer = StepTimes()
    trainer.add_callback(timer)
    # The last warm-up step: the profiler's own work after it stays out of the timed steps.
    trace_path = str(out / f"{label}.trace.json.gz") if trace else None
    profiled = None
    if profile and cuda and state.is_main_process:
        profiled = kernel_profile(max(warmup - 1, 0), trace=trace_path)
    if profiled:
        trainer.add_callback(profiled)
    clock = StepClock(trainer)  # where each step goes (under DeepSpeed its optimizer step runs inside backward)
    trainer.add_callback(clock.callback())
    trainer.train()

    accelerator = trainer.accelerator
    world = accelerator.num_processes
    # Every rank's full advantages, side by side: identical ranks give identical blocks.
    mine = torch.stack(advantages).to(accelerator.device)
    blocks = accelerator.gather(mine.unsqueeze(0)).reshape(world, *mine.shape)
    identical = all(torch.equal(blocks[0], blocks[r]) for r in range(world))
    peak = torch.tensor([torch.cuda.max_memory_allocated() / 2**30 if cuda else 0.0], device=accelerator.device)
    peaks = accelerator.gather(peak).tolist()
    local = torch.tensor([sum(completions[warmup:])], device=accelerator.device)
    timed = int(accelerator.gather(local).sum())
    begins, ends = timer.times[0::2], timer.times[1::2]
    seconds = ends[-1] - begins[warmup] if len(begins) > warmup else float("nan")
    timed_parts = clock.parts[warmup:]  # where each timed step went; its "step" is the step's own time
    breakdown = {k: round(statistics.median(p[k] for p in timed_parts), 4) for k in (timed_parts[0] if timed_parts else {})}
    median_step = breakdown.get("step")
    fast = [line for line in lines.lines if line.startswith("fast_rollouts:")]
    # What DeepSpeed ended up keeping whole between steps (its own marks, not the config asked for).
    kept = [p for p in trainer.model.parameters() if getattr(p, "ds_persist", False)]
    # Seconds each timed step spent bringing the rollout copy up to date (under sharding: gathering every layer).
    refresh = [h.get("fast_rollouts/refresh_s") for h in trainer.state.log_history if "loss" in h][warmup:]
    refresh = [float(r) for r in refresh if r is not None]
    if accelerator.is_main_process:
        result = {
            "run": label, "shape": shape, "processes": world, "distributed_type": str(accelerator.distributed_type),
            "device": torch.cuda.get_device_name() if cuda else "cpu", "steps": steps, "warmup_steps": warmup,
            "completion_length": completion_length, "per_device_batch": args.per_device_train_batch_size,
            "completions_timed": timed, "seconds_timed": round(seconds, 3),
            "completions_per_s": round(timed / seconds, 2) if seconds == seconds else None,
            "seconds_per_step": round(seconds / (steps - warmup), 3) if seconds == seconds else None,
            "step_seconds": [round(e - b, 3) for b, e in zip(begins, ends)],
            # The rate from the median timed step: the last step of a run was often slower (one-off work as
            # training ends), which the wall-time rate above carries and this one does not.
            "completions_per_s_median_step": round(timed / len(timed_parts) / median_step, 2) if median_step else None,
            "refresh_seconds_timed": [round(r, 3) for r in refresh],
            "refresh_seconds_mean": round(sum(refresh) / len(refresh), 3) if refresh else None,
            "peak_gib_per_rank": [round(p, 2) for p in peaks],
            "advantages_identical_on_every_rank": identical, "advantage_steps_compared": len(advantages),
            "advantages_nonzero": int((blocks[0] != 0).sum()),
            "fast_rollouts": fast, "torch": torch.__version__, "intra_op_threads": torch.get_num_threads(),
            "zero3_whole": {"asked": trainer.zero3_whole.why, "leaf_modules": trainer.zero3_leaf_layers,
                            "persistent_parameters": len(kept),
                            "persistent_elements": sum(p.ds_numel for p in kept),
                            "after_step": trainer.zero3_step},
            "breakdown_s_median": breakdown,
            # A multi-GPU step waits for its slowest rank; where the slowest timed step's time went on this one.
            "breakdown_s_slowest_step": {k: round(v, 4) for k, v in max(timed_parts, key=lambda p: p["step"]).items()}
            if timed_parts else {},
        }
        if profiled and profiled.table:
            result["profile_rank0_last_warmup_step"] = profiled.table
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


def launch(label: str, gpus: int, args, timeout: float) -> dict:
    strategy = label.removeprefix("qlora-").split("-")[0]  # the accelerate config the run uses
    if args.cpu and label.startswith("qlora"):
        return {"run": label, "status": "skipped: 4-bit quantization (bitsandbytes) needs a GPU"}
    if timeout <= 0:
        return {"run": label, "status": f"skipped: past the --deadline of {args.deadline} s"}
    if args.cpu and strategy in ("zero3", "fsdp2"):
        # accelerate 1.15 sets up FSDP and DeepSpeed only for accelerator processes; on the CPU the
        # same config trains as plain MULTI_CPU, which would measure nothing about sharding.
        return {"run": label, "status": "skipped: accelerate shards (FSDP, DeepSpeed) on GPUs only"}
    if strategy == "zero3" and importlib.util.find_spec("deepspeed") is None:
        return {"run": label, "status": "skipped: deepspeed is not installed (pip install deepspeed)"}
    flags = ["--main_process_port", str(free_port())]
    if "1gpu" in label:
        flags += ["--num_processes", "1", "--num_machines", "1", "--mixed_precision", "bf16", "--dynamo_backend", "no"]
    else:
        flags += ["--config_file", str(CONFIGS / f"{strategy}.yaml"), "--num_processes", str(gpus)]
    script = [__file__, "--worker", label, str(args.out), "--steps", str(args.steps), "--shape", args.shape,
              "--warmup", str(args.warmup), "--completion-length", str(args.completion_length),
              "--batch", str(args.batch)]
    script += [flag for flag, on in (("--profile", args.profile), ("--trace", args.trace)) if on]
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false", "WANDB_MODE": "disabled",
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}  # this checkout
    if args.cpu:
        command, cpu_env = cpu_command(flags, script, 1 if "1gpu" in label else gpus)
        env.update(cpu_env)
    else:
        command = [sys.executable, "-m", "accelerate.commands.launch", *flags, *script]
    log = args.out / f"{label}.log"
    started = time.perf_counter()
    try:
        with open(log, "w") as stream, MachineWatch() as watch:
            done = subprocess.run(command, stdout=stream, stderr=subprocess.STDOUT, env=env, timeout=timeout)
        status = "ok" if done.returncode == 0 else f"failed: exit status {done.returncode}"
    except subprocess.TimeoutExpired:
        status = f"failed: over {timeout:.0f} s"
    wall = round(time.perf_counter() - started, 1)
    path = args.out / f"{label}.json"
    result = json.loads(path.read_text()) if status == "ok" and path.exists() else {"run": label}
    if status != "ok":
        tail = log.read_text(errors="replace").strip().splitlines()[-15:]
        result["log_tail"] = tail
    shown = " ".join(command).replace(sys.executable, "python").replace(str(ROOT) + "/", "")
    return {**result, "status": status, "wall_s": wall, "command": shown.replace(str(args.out), "OUT_DIR"),
            "machine": watch.summary()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path, nargs="?", help="where results go (with --smoke: a temporary folder)")
    parser.add_argument("--gpus", type=int, default=4)
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=2, help="first steps left out of the timing")
    parser.add_argument("--completion-length", type=int, default=64, help="max_completion_length")
    parser.add_argument("--batch", type=int, default=8, help="completions per GPU per step (groups of 4)")
    parser.add_argument("--shape", choices=tuple(SHAPES), default="qwen2.5-1.5b")
    parser.add_argument("--runs", nargs="*", choices=RUNS + PEER_RUNS, default=list(RUNS))
    parser.add_argument("--cpu", action="store_true", help="processes on the CPU (gloo): checks the plumbing only")
    parser.add_argument("--smoke", action="store_true",
                        help="the CPU check CI runs: tiny shape, DDP on 2 gloo processes, 2 steps of 8 tokens; fails "
                             "unless the run trains with fast rollouts and identical advantages on every rank")
    parser.add_argument("--run-timeout", type=int, default=130, help="seconds per run")
    parser.add_argument("--deadline", type=int, default=None, help="seconds for all runs (later runs are skipped)")
    parser.add_argument("--profile", action="store_true",
                        help="profile the last warm-up step on rank 0 (its busiest kernels and operators go into the run's JSON)")
    parser.add_argument("--trace", action="store_true",
                        help="with --profile, also write that step's timeline with Python frames to "
                             "OUT/<run>.trace.json.gz")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(args.worker, args.out, args.steps, args.shape, args.warmup, args.completion_length, args.batch,
                      args.profile, args.trace)
    if args.smoke:
        args.cpu, args.shape, args.gpus, args.runs = True, "tiny", 2, ["ddp"]
        args.steps, args.warmup, args.completion_length = 2, 1, 8
        if args.out is None:
            with tempfile.TemporaryDirectory() as tmp:
                args.out = Path(tmp)
                return smoke(run_all(args))
        return smoke(run_all(args))
    if args.out is None:
        parser.error("OUT_DIR is required (except with --smoke)")
    run_all(args)


def smoke(rows: list[dict]) -> None:
    """Exit with an error unless every run trained with fast rollouts and identical advantages on every rank."""
    bad = [r["run"] for r in rows if r["status"] != "ok" or not r.get("advantages_identical_on_every_rank")
           or not any("weight mode" in line for line in r.get("fast_rollouts", []))]
    if bad:
        for r in rows:
            if r["run"] in bad:
                print(f"--- {r['run']}: {r['status']}", *r.get("log_tail", []), sep="\n")
        sys.exit(f"smoke: failed runs {bad}")
    print("smoke: ok")


def run_all(args) -> list[dict]:
    args.out.mkdir(parents=True, exist_ok=True)
    end = time.monotonic() + (args.deadline if args.deadline else float("inf"))
    rows = []
    for label in args.runs:
        rows.append(launch(label, args.gpus, args, min(args.run_timeout, end - time.monotonic())))
        row = rows[-1]
        print(f"{label}: {row['status']}" + (f" in {row['wall_s']} s" if "wall_s" in row else ""), flush=True)
    ok_bases = [r for r in rows if r["run"].startswith(("1gpu", "qlora-1gpu")) and r["status"] == "ok"]
    bases = {r["run"]: r.get("completions_per_s") for r in ok_bases}
    median_bases = {r["run"]: r.get("completions_per_s_median_step") for r in ok_bases}
    header = ("run", "GPUs", "completions/s", "vs 1 GPU", "s/step", "median step: completions/s", "vs 1 GPU", "refresh s", "peak GiB per GPU",
              "advantages identical", "fast_rollouts", "status")
    table = [header]
    for r in rows:
        ok = r["status"] == "ok"
        speed = r.get("completions_per_s")
        fast = (r.get("fast_rollouts") or ["-"])[0].replace("fast_rollouts: ", "")
        suffix = next((s for s in SUFFIXED_BASES if r["run"].endswith(s) and "1gpu" + s in bases), "")
        base_run = "qlora-1gpu" if r["run"].startswith("qlora") else "1gpu" + suffix
        base, median_base, median_speed = bases.get(base_run), median_bases.get(base_run), r.get("completions_per_s_median_step")
        table.append((r["run"], str(r.get("processes", "-")), f"{speed}" if ok else "-",
                      f"{speed / base:.2f}x" if ok and base and speed else "-", str(r.get("seconds_per_step", "-")),
                      f"{median_speed}" if ok else "-",
                      f"{median_speed / median_base:.2f}x" if ok and median_base and median_speed else "-",
                      str(r.get("refresh_seconds_mean") or "-"),
                      " ".join(f"{p:.1f}" for p in r.get("peak_gib_per_rank", []) if p) or "-",
                      str(r.get("advantages_identical_on_every_rank", "-")), fast[:60], r["status"][:60]))
    widths = [max(len(line[i]) for line in table) for i in range(len(header))]
    for line in table:
        print(" | ".join(cell.ljust(w) for cell, w in zip(line, widths)))
    for r in rows:  # where a timed step goes (median), for the runs that finished
        parts = r.get("breakdown_s_median") or {}
        if parts:
            print(f"{r['run']}: " + ", ".join(f"{k} {v:.3f}" for k, v in parts.items()))
    command = " ".join(["python", "bench/suite/multi_gpu.py", *sys.argv[1:]]).replace(str(args.out), "OUT_DIR")
    summary = {"command": command, "shape": args.shape, "gpus": args.gpus, "steps": args.steps, "warmup": args.warmup,
               "batch": args.batch, "completion_length": args.completion_length, "cpu": args.cpu, "runs": rows}
    write_result(args.out / "multi_gpu.json", summary)
    print(f"wrote {args.out / 'multi_gpu.json'}")
    return rows


if __name__ == "__main__":
    main()
