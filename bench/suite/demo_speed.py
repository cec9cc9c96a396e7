"""``trl-grpo-ext demo`` as a new user runs it: wall time and held-out accuracy, seed by seed.

Each seed runs the demo command with its defaults in a fresh process (imports and model load
included, the converted checkpoint already cached), timed from outside; the phases come from its
``summary.json``. ``--with-previous`` also runs the earlier defaults (full fine-tuning in fp32,
lr 2e-5, 30 steps of 2 x 8 completions) on the same seeds, interleaved,
so the two are compared under the same machine load.

The held-out interval is Wilson's 95% interval of the after-training accuracy.

``--parallel 0,1 2,3 4,5`` runs the seeds at the same time, each pinned (taskset) to its own CPU set with as
many torch threads: three 2-core runs on one larger machine, in the time of one.

Every row keeps the held-out curve (greedy accuracy on the same ``eval_size`` prompts before, during and after
training) and how far its last point, the after-training figure, ends below its best (``curve_drop``): a demo that
learns and then forgets shows it there.

Usage (on an otherwise idle machine; the load average is recorded next to every run):
    python bench/suite/demo_speed.py --seeds 0 1 2
    python bench/suite/demo_speed.py --seeds 0 1 2 --parallel 0,1 2,3 4,5
    python bench/suite/demo_speed.py --seeds 0 --with-previous
    python bench/suite/demo_speed.py --seeds 1 --no-defaults --arm "short-system=--system-prompt 'You are a helpful assistant.'"

Every row and the file record the CPU's capability (AVX2, AVX512, AVX512-BF16 or AMX); the demo trains in fp32
on each unless --precision bf16 is given.

Prints a table and writes ``bench/results/local/demo_speed.json`` (``--out`` to change; ``--publish``
writes the committed ``bench/results/demo_speed.json``).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from results_io import add_output_options, add_smoke_option, output_path, write_result  # noqa: E402

from trl_grpo_ext.app.demo.cpu import cpu_capability  # noqa: E402

# The demo's earlier settings (the 449 s run): full fine-tuning in fp32, 30 steps. Only the settings: sampling, loss
# and evaluation run through today's code (the engine, each prompt once).
PREVIOUS = [
    "--lora-r", "0", "--precision", "fp32", "--lr", "2e-5", "--steps", "30", "--prompts-per-step", "2",
    "--num-generations", "8", "--max-completion-length", "32", "--eval-size", "100",
]
# --smoke: the same command, two steps of 2 completions of 4 tokens, 2 held-out prompts, evaluated after step 1 too.
SMOKE = [
    "--steps", "2", "--prompts-per-step", "1", "--num-generations", "2", "--max-completion-length", "4",
    "--eval-size", "2",
]


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's score interval for a binomial proportion.

    >>> [round(x, 3) for x in wilson(50, 100)]
    [0.404, 0.596]
    """
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def run_one(arm: str, seed: int, extra: list[str], workdir: Path, cpus: str | None = None) -> dict:
    """One demo process (on the CPU set ``cpus``, e.g. ``"0,1"``); its wall time from outside and the phases from
    its summary."""
    out_dir = workdir / f"{arm}-seed{seed}"
    command = [sys.executable, "-m", "trl_grpo_ext.app.cli.main", "demo", "--seed", str(seed),
               "--output-dir", str(out_dir), *extra]
    env = dict(os.environ, HF_HUB_OFFLINE="1")
    if cpus:
        command = ["taskset", "-c", cpus, *command]
        env["OMP_NUM_THREADS"] = str(len(cpus.split(",")))
    load_before = os.getloadavg()[0]
    started = time.perf_counter()
    proc = subprocess.run(command, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - started
    if proc.returncode != 0:
        raise SystemExit(f"{arm} seed {seed} failed:\n{proc.stderr[-3000:]}")
    summary = json.loads((out_dir / "summary.json").read_text())
    t = summary["timings"]
    n = summary["eval_size"]
    low, high = wilson(summary["accuracy_after"] * n, n)
    return {
        "arm": arm,
        "seed": seed,
        "wall_s": round(wall, 1),
        "model_load_s": t["load_model_s"],
        "eval_s": round(t["eval_before_s"] + t["eval_after_s"] + t["eval_curve_s"], 1),
        "train_s": t["train_s"],
        "startup_s": round(wall - t["total_s"], 1),
        "cpu_s": t["cpu_s"],  # of the demo process, all its threads  # interpreter, imports, argument parsing, exit
        "cpus": cpus,
        "before": summary["accuracy_before"],
        "after": summary["accuracy_after"],
        "rise": round(summary["accuracy_after"] - summary["accuracy_before"], 2),
        "after_wilson95": [round(low, 3), round(high, 3)],
        "eval_size": n,
        # every point on the same eval_size prompts; the last is the after-training figure
        "curve": [[c["step"], c["accuracy"]] for c in summary["held_out_curve"]],
        "curve_drop": round(max(c["accuracy"] for c in summary["held_out_curve"]) - summary["accuracy_after"], 2),
        "steps": summary["steps"],
        "median_step_s": sorted(summary["step_time_per_step"])[len(summary["step_time_per_step"]) // 2],
        "torch_threads": summary["torch_threads"],
        # AVX2, AVX512, AVX512-BF16 or AMX: which precision and sampling path the demo took
        "cpu_capability": summary.get("cpu_capability") or cpu_capability(),
        "load_avg_1min": [round(load_before, 2), round(os.getloadavg()[0], 2)],
        "settings": {k: summary[k] for k in ("learning_rate", "lora_r", "prompts_per_step", "num_generations",
                                             "max_completion_length", "system_prompt")},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    parser.add_argument("--with-previous", action="store_true", help="also run the earlier defaults, interleaved")
    parser.add_argument("--arm", action="append", default=[], metavar="NAME=ARGS",
                        help="also run the demo with these extra arguments (a lever), interleaved; repeatable")
    parser.add_argument("--no-defaults", action="store_true", help="run only the --arm arms")
    parser.add_argument("--parallel", nargs="+", default=None, metavar="CPUS",
                        help="run at the same time, each run pinned to the next of these CPU sets (e.g. 0,1 2,3)")
    add_output_options(parser, "demo_speed.json")
    add_smoke_option(parser)
    args = parser.parse_args(argv)
    if args.smoke:
        args.seeds, args.with_previous, args.no_defaults, args.arm = [0], False, True, ["smoke=" + shlex.join(SMOKE)]

    arms = ({} if args.no_defaults else {"demo": []}) | ({"previous": PREVIOUS} if args.with_previous else {})
    arms |= {name: shlex.split(extra) for name, extra in (arm.split("=", 1) for arm in args.arm)}
    runs = [(arm, seed, extra) for seed in args.seeds for arm, extra in arms.items()]
    with tempfile.TemporaryDirectory(prefix="demo-speed-") as workdir:
        def one(i: int) -> dict:
            arm, seed, extra = runs[i]
            cpus = args.parallel[i % len(args.parallel)] if args.parallel else None
            r = run_one(arm, seed, extra, Path(workdir), cpus)
            print(f"{arm} seed {seed}: {r['wall_s']:.0f} s, {r['before']:.2f} -> {r['after']:.2f}", flush=True)
            return r

        with ThreadPoolExecutor(max_workers=len(args.parallel) if args.parallel else 1) as pool:
            rows = list(pool.map(one, range(len(runs))))

    print(f"CPU: {cpu_capability()}")
    header = ("arm", "seed", "wall s", "model load s", "eval s", "train s", "before", "after", "rise", "curve drop",
              "load avg")
    print("| " + " | ".join(header) + " |\n|" + "---|" * len(header))
    for r in rows:
        print(f"| {r['arm']} | {r['seed']} | {r['wall_s']:.0f} | {r['model_load_s']:.1f} | {r['eval_s']:.0f} | "
              f"{r['train_s']:.0f} | {r['before']:.2f} | {r['after']:.2f} | {r['rise']:+.2f} | {r['curve_drop']:.2f} | "
              f"{r['load_avg_1min'][0]:.1f}-{r['load_avg_1min'][1]:.1f} |")
    command = " ".join(["python", "bench/suite/demo_speed.py", *(argv or sys.argv[1:])])
    path = write_result(output_path(args, "demo_speed.json"),
                        {"command": command, "cpu_capability": cpu_capability(), "runs": rows})
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
