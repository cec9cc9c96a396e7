"""Learning benchmark: advantage schemes against stock TRL GRPO on the embedded SmolLM2-135M.

Each run trains the embedded model with GRPO on a task where sampled success is low but not zero
(two-digit addition by default: most groups are all-wrong, so how a scheme weighs rare successes
matters), for the same number of steps, and measures held-out accuracy before and after:
greedy, and sampled (k completions per prompt at temperature 1: mean success and pass@k).
The peer is stock ``trl.GRPOTrainer`` (``--schemes trl``) in the same launch; every other name is
an advantage scheme of ``GRPOExtTrainer``.

One (scheme, seed) per process, so a launch can run many of them side by side on one GPU:

    python bench/learning.py launch --device cuda --parallel 21      # every (scheme, seed), then merge
    python bench/learning.py run --scheme max_rl --seed 1 --device cuda   # one run, into a folder of its settings
    python bench/learning.py merge [--launch DIR] [--publish]        # table, JSON, plot of one launch

Every launch writes into its own folder, ``bench/results/learning/<UTC time>-<task>-<settings key>/``
(the key is a hash of the shared settings), so a new launch never mixes with, or overwrites, an
earlier one, the committed results included. ``merge`` reads exactly one such folder (the newest
by default), refuses runs whose settings differ, prints a markdown table and writes
``merged.json`` and ``learning_curves.png`` (reward and zero-variance share per step, mean over
seeds) into that folder. ``--publish`` also copies them to ``bench/results/learning.json`` and
``docs/learning_curves.png``, the files docs/BENCHMARKS.md shows.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from trl_grpo_ext.cli.demo import DEFAULTS as DEMO  # argparse only: no torch at import

ROOT = Path(__file__).resolve().parents[1]
RUNS_DIR = ROOT / "bench" / "results" / "learning"  # one folder per launch
PUBLISHED = ROOT / "bench" / "results" / "learning.json"
PUBLISHED_PLOT = ROOT / "docs" / "learning_curves.png"
PEER = "trl"  # stock trl.GRPOTrainer
DEFAULT_SCHEMES = [PEER, "contrastive", "mean_only", "beta_prior", "negative_weighted", "max_rl", "pass_at_k"]
SETTINGS = {  # shared by every run of a launch: the demo's, on a harder task, longer, with sampled accuracy
    "task": "two_digit_addition",
    "steps": 80,
    **{k: DEMO[k] for k in ("lr", "num_generations", "prompts_per_step", "max_completion_length", "eval_size")},
    "sampled_k": 8,
}


def settings_key(settings: dict) -> str:
    """A short hash of the shared settings: runs with the same key are comparable.

    >>> settings_key({"a": 1, "b": 2}) == settings_key({"b": 2, "a": 1}) != settings_key({"a": 1, "b": 3})
    True
    """
    return hashlib.sha1(json.dumps(settings, sort_keys=True).encode()).hexdigest()[:10]


def new_launch_dir(settings: dict, root: Path = RUNS_DIR) -> Path:
    """A fresh folder for one launch, named by its start time (UTC), task and settings key."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    return root / f"{stamp}-{settings['task']}-{settings_key(settings)}"


def _config(scheme: str, seed: int, output_dir: str, on_cpu: bool, s: dict):
    """The demo's recipe (``trl_grpo_ext.cli.demo.demo_recipe``) with these settings; stock ``GRPOConfig`` for the peer."""
    from trl_grpo_ext.cli.demo import demo_recipe

    recipe = demo_recipe(
        output_dir=output_dir, task=s["task"], scheme="grpo" if scheme == PEER else scheme, steps=s["steps"],
        lr=s["lr"], num_generations=s["num_generations"], prompts_per_step=s["prompts_per_step"],
        max_completion_length=s["max_completion_length"], seed=seed, on_cpu=on_cpu,
    )
    if scheme == PEER:
        import dataclasses

        from trl import GRPOConfig

        fields = {f.name for f in dataclasses.fields(GRPOConfig)}
        return GRPOConfig(**{k: v for k, v in recipe.items() if k in fields}, disable_tqdm=True)
    from trl_grpo_ext.recipe import parse_recipe

    return parse_recipe(["--disable_tqdm", "true"], recipe=recipe).training


def run_one(scheme: str, seed: int, device: str, settings: dict, out: Path) -> dict:
    """Train one (scheme, seed) and write its result to ``out``."""
    import torch
    from transformers import set_seed

    from trl_grpo_ext.evaluation import evaluate_accuracy
    from trl_grpo_ext.models import load_default_model
    from trl_grpo_ext.data import load_split
    from trl_grpo_ext.registry import get_reward

    s = settings
    train = load_split(f"task:{s['task']}", options={"size": s["steps"] * s["prompts_per_step"]}, seed=seed)
    test = load_split(f"task:{s['task']}", split="test", options={"size": s["eval_size"]}, seed=seed)
    set_seed(seed)
    model, tokenizer = load_default_model(device=device)
    reward = get_reward("math_accuracy")

    def measure() -> dict:
        greedy = evaluate_accuracy(model, tokenizer, test, reward=reward, max_new_tokens=s["max_completion_length"], batch_size=128)
        sampled = evaluate_accuracy(
            model, tokenizer, test, reward=reward, sampled=True, num_samples=s["sampled_k"],
            max_new_tokens=s["max_completion_length"], batch_size=128, seed=seed,
        )
        return {"greedy": greedy.accuracy, "sampled": sampled.accuracy, f"pass@{s['sampled_k']}": sampled.pass_at_k}

    before = measure()
    config = _config(scheme, seed, f"/tmp/bench-learning-{scheme}-{seed}-{os.getpid()}", torch.device(device).type == "cpu", s)
    if scheme == PEER:
        from trl import GRPOTrainer as Trainer
    else:
        from trl_grpo_ext.trainer import GRPOExtTrainer as Trainer
    trainer = Trainer(model=model, reward_funcs=[reward], args=config, train_dataset=train, processing_class=tokenizer)
    started = time.perf_counter()
    trainer.train()
    train_s = time.perf_counter() - started
    model = trainer.model
    after = measure()
    history = [e for e in trainer.state.log_history if "reward" in e]
    result = {
        "scheme": scheme,
        "seed": seed,
        "settings": s,
        "settings_key": settings_key(s),
        "device": torch.cuda.get_device_name(0) if torch.device(device).type == "cuda" else "cpu",
        "before": before,
        "after": after,
        "reward_per_step": [e["reward"] for e in history],
        "frac_zero_variance_per_step": [e.get("frac_reward_zero_std") for e in history],
        "train_s": round(train_s, 1),
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n")
    return result


def launch(schemes: list[str], seeds: list[int], device: str, parallel: int, settings: dict, deadline_s: float,
           root: Path = RUNS_DIR) -> Path:
    """Run every (scheme, seed) as its own process, ``parallel`` at a time, into a new launch folder; merge it."""
    jobs = [(scheme, seed) for seed in seeds for scheme in schemes]
    env = dict(os.environ, OMP_NUM_THREADS="1", TOKENIZERS_PARALLELISM="false")
    folder = new_launch_dir(settings, root)
    folder.mkdir(parents=True, exist_ok=False)
    print(f"launch folder: {folder}", flush=True)
    running: list[tuple[subprocess.Popen, str]] = []
    started = time.monotonic()
    while jobs or running:
        while jobs and len(running) < parallel:
            scheme, seed = jobs.pop(0)
            cmd = [sys.executable, __file__, "run", "--scheme", scheme, "--seed", str(seed), "--device", device,
                   "--settings", json.dumps(settings), "--out", str(folder / f"{scheme}-{seed}.json")]
            log = open(folder / f"{scheme}-{seed}.log", "w")
            running.append((subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT), f"{scheme}-{seed}"))
        time.sleep(2)
        for proc, name in list(running):
            if proc.poll() is not None:
                running.remove((proc, name))
                print(f"{name}: exit {proc.returncode} after {time.monotonic() - started:.0f} s", flush=True)
        if time.monotonic() - started > deadline_s:
            for proc, name in running:
                proc.kill()
                print(f"{name}: stopped at the {deadline_s:.0f} s deadline", flush=True)
            break
    merge(folder)
    return folder


def _mean_sd(values: list[float]) -> str:
    if not values:
        return "n/a"
    sd = statistics.stdev(values) if len(values) > 1 else 0.0
    return f"{statistics.mean(values):.2f} ± {sd:.2f}"


def latest_launch(root: Path | None = None) -> Path:
    """The newest launch folder (names start with the UTC start time)."""
    root = RUNS_DIR if root is None else root
    folders = sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []
    if not folders:
        raise SystemExit(f"no launch folders in {root}; run `python bench/learning.py launch` first")
    return folders[-1]


def load_launch(folder: Path) -> list[dict]:
    """The runs of one launch; refuses a folder whose runs do not share one settings key."""
    runs = [json.loads(p.read_text()) for p in sorted(folder.glob("*.json")) if p.name != "merged.json"]
    if not runs:
        raise SystemExit(f"no run results in {folder}")
    keys: dict[str, list[str]] = {}
    for r in runs:
        keys.setdefault(settings_key(r["settings"]), []).append(f"{r['scheme']}-{r['seed']}")
    if len(keys) > 1:
        detail = "; ".join(f"{key}: {', '.join(names)}" for key, names in keys.items())
        raise SystemExit(f"{folder} mixes runs of different settings ({detail}); merge one settings key at a time")
    return runs


def merge(folder: Path | None = None, publish: bool = False) -> dict:
    """One launch's runs: print the table, write ``merged.json`` and the plot into its folder (and publish)."""
    folder = Path(folder) if folder is not None else latest_launch()
    runs = load_launch(folder)
    k = runs[0]["settings"]["sampled_k"]
    by_scheme: dict[str, list[dict]] = {}
    for r in runs:
        by_scheme.setdefault(r["scheme"], []).append(r)
    order = [s for s in DEFAULT_SCHEMES if s in by_scheme] + sorted(set(by_scheme) - set(DEFAULT_SCHEMES))
    header = (
        f"| scheme | seeds | greedy before | greedy after | sampled before | sampled after | pass@{k} before "
        f"| pass@{k} after | zero-variance groups | train s |"
    )
    lines = [header, "|" + "---|" * (header.count("|") - 1)]
    summary = {}
    for scheme in order:
        rs = by_scheme[scheme]
        col = lambda when, key: [r[when][key] for r in rs]
        zero = [statistics.mean(v for v in r["frac_zero_variance_per_step"] if v is not None) for r in rs]
        row = {
            "seeds": sorted(r["seed"] for r in rs),
            "greedy_before": col("before", "greedy"), "greedy_after": col("after", "greedy"),
            "sampled_before": col("before", "sampled"), "sampled_after": col("after", "sampled"),
            "pass_before": col("before", f"pass@{k}"), "pass_after": col("after", f"pass@{k}"),
            "frac_zero_variance": zero, "train_s": [r["train_s"] for r in rs],
        }
        summary[scheme] = row
        name = f"{scheme} (stock TRL)" if scheme == PEER else scheme
        lines.append(
            f"| {name} | {len(rs)} | {_mean_sd(row['greedy_before'])} | {_mean_sd(row['greedy_after'])} "
            f"| {_mean_sd(row['sampled_before'])} | {_mean_sd(row['sampled_after'])} | {_mean_sd(row['pass_before'])} "
            f"| {_mean_sd(row['pass_after'])} | {_mean_sd(zero)} | {statistics.mean(row['train_s']):.0f} |"
        )
    table = "\n".join(lines)
    print(table)
    merged = {"launch": folder.name, "settings": runs[0]["settings"], "settings_key": settings_key(runs[0]["settings"]),
              "device": runs[0]["device"], "summary": summary, "runs": runs, "table": table}
    (folder / "merged.json").write_text(json.dumps(merged, indent=1) + "\n")
    _plot(by_scheme, order, folder / "learning_curves.png")
    print(f"wrote {folder / 'merged.json'} and {folder / 'learning_curves.png'}")
    if publish:
        PUBLISHED.write_text(json.dumps(merged, indent=1) + "\n")
        PUBLISHED_PLOT.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(folder / "learning_curves.png", PUBLISHED_PLOT)
        print(f"published to {PUBLISHED} and {PUBLISHED_PLOT}")
    return merged


def _plot(by_scheme: dict[str, list[dict]], order: list[str], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (top, bottom) = plt.subplots(2, 1, figsize=(9, 7), sharex=True)
    for scheme in order:
        rs = by_scheme[scheme]
        n = min(len(r["reward_per_step"]) for r in rs)
        window = max(1, n // 10)

        def curve(key):
            mean = [statistics.mean(r[key][i] or 0.0 for r in rs) for i in range(n)]
            return [statistics.mean(mean[max(0, i - window + 1) : i + 1]) for i in range(n)]

        style = {"color": "black", "linewidth": 2.2} if scheme == PEER else {}
        label = "stock TRL GRPO" if scheme == PEER else scheme
        top.plot(range(1, n + 1), curve("reward_per_step"), label=label, **style)
        bottom.plot(range(1, n + 1), curve("frac_zero_variance_per_step"), label=label, **style)
    top.set_ylabel("mean reward (running mean)")
    bottom.set_ylabel("share of zero-variance groups")
    bottom.set_xlabel("step")
    top.legend(fontsize=8, ncol=2)
    first = next(iter(by_scheme.values()))[0]["settings"]
    top.set_title(f"GRPO on {first['task']} (SmolLM2-135M-Instruct), mean over seeds")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="one (scheme, seed)")
    run.add_argument("--scheme", required=True, help=f"'{PEER}' for stock trl.GRPOTrainer, else a scheme name")
    run.add_argument("--seed", type=int, required=True)
    run.add_argument("--device", default="cpu")
    run.add_argument("--settings", default="{}", help="JSON overriding the shared settings")
    run.add_argument("--out", type=Path,
                     help="result file (default: bench/results/learning/single-<settings key>/SCHEME-SEED.json)")
    go = sub.add_parser("launch", help="every (scheme, seed) in parallel processes, then merge")
    go.add_argument("--schemes", default=",".join(DEFAULT_SCHEMES))
    go.add_argument("--seeds", default="0,1,2")
    go.add_argument("--device", default="cpu")
    go.add_argument("--parallel", type=int, default=1)
    go.add_argument("--settings", default="{}", help="JSON overriding the shared settings, e.g. '{\"steps\": 40}'")
    go.add_argument("--deadline", type=float, default=3600.0, help="seconds before unfinished runs are stopped")
    go.add_argument("--root", type=Path, default=RUNS_DIR, help="where the launch folder is made")
    merging = sub.add_parser("merge", help="table, JSON and plot of one launch folder")
    merging.add_argument("--launch", type=Path, default=None, help="the launch folder (default: the newest)")
    merging.add_argument("--publish", action="store_true",
                         help="also write bench/results/learning.json and docs/learning_curves.png")
    args = parser.parse_args(argv)
    if args.command == "merge":
        merge(args.launch, publish=args.publish)
        return 0
    settings = {**SETTINGS, **json.loads(args.settings)}
    unknown = set(settings) - set(SETTINGS)
    if unknown:
        parser.error(f"unknown settings {sorted(unknown)}; known: {sorted(SETTINGS)}")
    if args.command == "run":
        out = args.out or RUNS_DIR / f"single-{settings_key(settings)}" / f"{args.scheme}-{args.seed}.json"
        r = run_one(args.scheme, args.seed, args.device, settings, out)
        print(json.dumps({k: r[k] for k in ("scheme", "seed", "before", "after", "train_s")}))
        return 0
    launch(args.schemes.split(","), [int(s) for s in args.seeds.split(",")], args.device, args.parallel, settings,
           args.deadline, args.root)
    return 0


if __name__ == "__main__":
    sys.exit(main())
