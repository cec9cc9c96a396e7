"""Scheme study: every advantage scheme against stock TRL GRPO on the embedded SmolLM2-135M, in three regimes.

A regime is a task (with its prompt and sampling temperature) whose sampled success rate before
training sets how often a group of completions is all-right or all-wrong, which is where the
schemes differ most (sampled success of the embedded model in parentheses, docs/CHOOSING_A_SCHEME.md):

    easy          addition, "What is a + b? Reply with just the number.", temperature 0.7  (0.47)
    single_digit  addition, "Calculate a + b.", temperature 1                          (0.17)
    medium        basic_arithmetic: single-digit a + b or a - b, temperature 1          (0.13)
    hard          two_digit_addition: a + b with 10 <= a, b <= 99, temperature 1         (0.02)

Every (arm, seed) trains with the same settings (``SETTINGS``: 8 prompts x 8 completions per step,
fp32, lr 2e-5 constant, no KL) and is measured on held-out prompts never trained on: greedy
accuracy every ``eval_every`` steps, and before/after training ``sampled_k`` samples per prompt at
the regime's temperature, from which pass@k for every k <= sampled_k (unbiased estimator). The training
log adds reward, token entropy and the share of zero-variance groups per step. An arm is a
registered scheme name (presets included) or ``trl``, stock ``trl.GRPOTrainer`` with TRL's own
generation -- the peer, in the same launch. Our arms sample with the compiled loop on a GPU
(``fast_rollouts``), which draws the same tokens as ``generate`` under one seed.

One (arm, seed) per process, so a launch runs many side by side on one or several GPUs. Each takes
up to about 7.3 GiB of GPU memory (the 1,024-sequence sampled evaluation is the peak): 10 per 80 GB
card fit, 11 ran out of memory.

    python bench/learning.py launch --regime hard --device cuda --gpus 0,1,2,3 --parallel 48
    python bench/learning.py run --arm max_rl --seed 1 --regime hard --device cuda   # one run
    python bench/learning.py merge [--launch DIR] [--publish]   # table, JSON, plot of one launch

Each launch writes into its own folder, ``bench/results/local/learning/<UTC time>-<regime>-<settings key>/``
(not committed)
(the key is a hash of the shared settings), so launches never mix. ``merge`` reads exactly one
folder (the newest by default), refuses runs whose settings differ, compares each arm with stock
TRL seed by seed (mean difference and a 95% t interval; "within noise" when it contains 0), prints
a markdown table and writes ``merged.json`` and ``curves.png`` into the folder; ``--publish``
writes them to ``bench/results/learning_<regime>.json`` (every run, the summary, the table, and the
commit, date and hardware of the merge) and ``docs/learning_<regime>.png``, the files
docs/CHOOSING_A_SCHEME.md shows.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learning_stats import paired_difference, pass_at_k_curve, steps_to_reach  # noqa: E402
from results_io import LOCAL, PUBLISHED, write_result  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
RUNS_DIR = LOCAL / "learning"  # one folder per launch
PEER = "trl"  # stock trl.GRPOTrainer
# Arms that are a setting rather than a scheme: the GRPO scheme with DeepSeekMath's process supervision,
# each written equation of the completion a step scored by `arithmetic_steps` (the outcome reward is still logged).
SETTING_ARMS = {"process": {"process_supervision": True, "step_reward": "arithmetic_steps"}}
REGIMES = {  # settings that differ from SETTINGS
    "easy": {"task": "addition", "template": "What is {expression}? Reply with just the number.", "temperature": 0.7},
    "single_digit": {"task": "addition"},
    "medium": {"task": "basic_arithmetic"},
    "hard": {"task": "two_digit_addition"},
}
DEFAULT_ARMS = [PEER, "grpo", "mean_only", "rloo", "contrastive", "pass_at_k", "max_rl", "risk_seeking", "rs_grpo",
                "beta_prior", "negative_weighted"]
SETTINGS = {  # shared by every run of a launch
    "task": "two_digit_addition",
    "template": None,  # the task's own prompt
    "temperature": 1.0,  # sampling, in training and in the sampled evaluation
    "steps": 60,
    "lr": 2e-5,
    "num_generations": 8,
    "prompts_per_step": 8,
    "max_completion_length": 32,
    "eval_size": 100,
    "eval_every": 10,
    "sampled_k": 32,
    "fast_rollouts": "model",  # our arms on a GPU: the compiled loop on the fp32 weights themselves
}
REPORTED_K = (1, 8, 32)


def settings_key(settings: dict) -> str:
    """A short hash of the shared settings: runs with the same key are comparable.

    >>> settings_key({"a": 1, "b": 2}) == settings_key({"b": 2, "a": 1}) != settings_key({"a": 1, "b": 3})
    True
    """
    return hashlib.sha1(json.dumps(settings, sort_keys=True).encode()).hexdigest()[:10]


def regime_of(settings: dict) -> str:
    """The regime whose settings these are (the task's name when they match none)."""
    defaults = {"template": None, "temperature": 1.0}  # runs made before these settings existed lack them
    full = {**defaults, **settings}
    for name, regime in REGIMES.items():
        if all(full[k] == v for k, v in {**defaults, **regime}.items()):
            return name
    return settings["task"]


def new_launch_dir(settings: dict, root: Path = RUNS_DIR) -> Path:
    """A fresh folder for one launch, named by its start time (UTC), regime and settings key."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    return root / f"{stamp}-{regime_of(settings)}-{settings_key(settings)}"


def _config(arm: str, seed: int, output_dir: str, on_cpu: bool, s: dict):
    """The demo's recipe (``trl_grpo_ext.app.demo.demo_recipe``) with these settings; stock ``GRPOConfig`` for the peer."""
    from trl_grpo_ext.app.demo import demo_recipe

    recipe = demo_recipe(
        output_dir=output_dir, task=s["task"], steps=s["steps"],
        scheme="grpo" if arm == PEER or arm in SETTING_ARMS else arm,
        lr=s["lr"], num_generations=s["num_generations"], prompts_per_step=s["prompts_per_step"],
        max_completion_length=s["max_completion_length"], seed=seed, on_cpu=on_cpu,
    )
    recipe["temperature"] = s.get("temperature", 1.0)
    if arm == PEER:
        import dataclasses

        from trl import GRPOConfig

        fields = {f.name for f in dataclasses.fields(GRPOConfig)}
        return GRPOConfig(**{k: v for k, v in recipe.items() if k in fields}, disable_tqdm=True)
    from trl_grpo_ext.app.recipe import parse_recipe

    # On a CPU the compiled loop is slower than generate (docs/ROLLOUTS.md), so it only runs on a GPU.
    recipe["fast_rollouts"] = "off" if on_cpu else s["fast_rollouts"]
    recipe.update(SETTING_ARMS.get(arm, {}))
    return parse_recipe(["--disable_tqdm", "true"], recipe=recipe).training


def _measure(model, tokenizer, test, reward, s: dict, seed: int, sampled: bool) -> dict:
    """Greedy accuracy on the held-out prompts; with ``sampled``, also pass@k for k = 1..sampled_k."""
    from trl_grpo_ext.setup.evaluation import evaluate_accuracy

    n = s["sampled_k"]
    length = s["max_completion_length"]
    greedy = evaluate_accuracy(model, tokenizer, test, reward=reward, max_new_tokens=length, batch_size=128)
    result = {"greedy": greedy.accuracy}
    if sampled:
        draws = evaluate_accuracy(model, tokenizer, test, reward=reward, sampled=True, num_samples=n,
                                  temperature=s.get("temperature", 1.0), max_new_tokens=length,
                                  batch_size=max(1, 1024 // n), seed=seed)
        successes = [sum(r >= 1.0 for r in draws.rewards[i * n:(i + 1) * n]) for i in range(draws.num_prompts)]
        result["pass_at_k"] = pass_at_k_curve(successes, n)
    return result


def run_one(arm: str, seed: int, device: str, settings: dict, out: Path) -> dict:
    """Train one (arm, seed) and write its result to ``out``."""
    import torch
    from transformers import set_seed

    from trl_grpo_ext.app.demo import held_out_curve_callback
    from trl_grpo_ext.setup.data import load_split
    from trl_grpo_ext.setup.models import load_default_model
    from trl_grpo_ext.registry import get_reward

    s = settings
    started = time.perf_counter()
    prompt = {"template": s["template"]} if s.get("template") else {}
    train = load_split(f"task:{s['task']}", options={"size": s["steps"] * s["prompts_per_step"], **prompt}, seed=seed)
    test = load_split(f"task:{s['task']}", split="test", options={"size": s["eval_size"], **prompt}, seed=seed)
    set_seed(seed)
    model, tokenizer = load_default_model(device=device)
    reward = get_reward("math_accuracy")
    before = _measure(model, tokenizer, test, reward, s, seed, sampled=True)
    curve = [(0, before["greedy"])]
    config = _config(arm, seed, f"/tmp/bench-learning-{arm}-{seed}-{os.getpid()}", torch.device(device).type == "cpu", s)
    if arm == PEER:
        from trl import GRPOTrainer as Trainer
    else:
        from trl_grpo_ext.trainer.trainer import GRPOExtTrainer as Trainer
    trainer = Trainer(model=model, reward_funcs=[reward], args=config, train_dataset=train, processing_class=tokenizer)
    trainer.add_callback(held_out_curve_callback(
        s["eval_every"], lambda step: curve.append((step, _measure(trainer.model, tokenizer, test, reward, s, seed, False)["greedy"]))
    ))
    train_started = time.perf_counter()
    trainer.train()
    train_s = time.perf_counter() - train_started
    after = _measure(trainer.model, tokenizer, test, reward, s, seed, sampled=True)
    curve.append((s["steps"], after["greedy"]))
    history = [e for e in trainer.state.log_history if "reward" in e]
    result = {
        "arm": arm,
        "seed": seed,
        "settings": s,
        "settings_key": settings_key(s),
        "device": torch.cuda.get_device_name(0) if torch.device(device).type == "cuda" else "cpu",
        "before": before,
        "after": after,
        "greedy_curve": curve,
        "reward_per_step": [e["reward"] for e in history],
        "entropy_per_step": [e.get("entropy") for e in history],
        "frac_zero_variance_per_step": [e.get("frac_reward_zero_std") for e in history],
        "train_s": round(train_s, 1),
        "total_s": round(time.perf_counter() - started, 1),
    }
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=1) + "\n")
    return result


def launch(arms: list[str], seeds: list[int], device: str, gpus: list[str], parallel: int, settings: dict,
           deadline_s: float, root: Path = RUNS_DIR, resume: Path | None = None, gpu_share: float = 1.0) -> Path:
    """Run every (arm, seed) as its own process, ``parallel`` at a time spread over ``gpus``; then merge.

    With ``resume``, runs go into that launch folder and the (arm, seed) pairs it already holds are
    skipped, so a launch cut short by its deadline continues where it stopped. No run starts that
    would not finish before the deadline at the pace of the runs finished so far. ``gpu_share`` is the
    fraction of the GPUs this launch had (launches of several regimes side by side share them), so the
    GPU minutes it records are its own.
    """
    if resume is not None:
        folder = Path(resume)
        done = load_launch(folder) if any(folder.glob("*-*.json")) else []
        if done and settings_key(done[0]["settings"]) != settings_key(settings):
            raise SystemExit(f"{folder} holds runs of other settings; resume it with the same --regime and --settings")
    else:
        folder = new_launch_dir(settings, root)
        folder.mkdir(parents=True, exist_ok=False)
        done = []
    finished = {(r["arm"], r["seed"]) for r in done}
    # Seed-major: a launch cut short keeps whole seeds.
    jobs = [(arm, seed) for seed in seeds for arm in arms if (arm, seed) not in finished]
    print(f"launch folder: {folder} ({len(jobs)} runs to go)", flush=True)
    running: list[tuple[subprocess.Popen, str, float]] = []
    durations = [r["total_s"] for r in done if "total_s" in r]
    started, launched = time.monotonic(), 0
    while jobs or running:
        pace = statistics.median(durations) if durations else 0.0
        while jobs and len(running) < parallel and time.monotonic() - started + pace < deadline_s:
            arm, seed = jobs.pop(0)
            env = dict(os.environ, OMP_NUM_THREADS="1", TOKENIZERS_PARALLELISM="false")
            if gpus:
                env["CUDA_VISIBLE_DEVICES"] = gpus[launched % len(gpus)]
            launched += 1
            cmd = [sys.executable, __file__, "run", "--arm", arm, "--seed", str(seed), "--device", device,
                   "--settings", json.dumps(settings), "--out", str(folder / f"{arm}-{seed}.json")]
            log = open(folder / f"{arm}-{seed}.log", "a")  # a resumed launch keeps the failed attempt's log
            proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
            running.append((proc, f"{arm}-{seed}", time.monotonic()))
        if not running:
            break  # what is left would not finish before the deadline
        time.sleep(2)
        for entry in list(running):
            proc, name, began = entry
            if proc.poll() is not None:
                running.remove(entry)
                durations.append(time.monotonic() - began)
                print(f"{name}: exit {proc.returncode} after {time.monotonic() - began:.0f} s", flush=True)
        if time.monotonic() - started > deadline_s:
            for proc, name, _ in running:
                proc.kill()
                print(f"{name}: stopped at the {deadline_s:.0f} s deadline", flush=True)
            break
    wall_s = time.monotonic() - started
    gpu_count = max(1, len(gpus)) if device.startswith("cuda") else 0
    record = folder / "launch.json"
    history = json.loads(record.read_text())["launches"] if record.is_file() else []
    history.append({"arms": arms, "seeds": seeds, "device": device, "gpus": gpu_count * gpu_share, "parallel": parallel,
                    "wall_s": round(wall_s, 1), "unfinished": [f"{a}-{s}" for a, s in jobs] + [n for _, n, _ in running]})
    record.write_text(json.dumps({
        "regime": regime_of(settings), "launches": history,
        "gpu_minutes": round(sum(h["wall_s"] * h["gpus"] for h in history) / 60, 1),
    }, indent=1) + "\n")
    if any(folder.glob("*-*.json")):
        merge(folder)
    return folder


def latest_launch(root: Path | None = None) -> Path:
    """The newest launch folder (names start with the UTC start time)."""
    root = RUNS_DIR if root is None else root
    folders = sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []
    if not folders:
        raise SystemExit(f"no launch folders in {root}; run `python bench/learning.py launch` first")
    return folders[-1]


def load_launch(folder: Path) -> list[dict]:
    """The runs of one launch; refuses a folder whose runs do not share one settings key."""
    skip = {"merged.json", "launch.json"}
    runs = [json.loads(p.read_text()) for p in sorted(folder.glob("*.json")) if p.name not in skip]
    if not runs:
        raise SystemExit(f"no run results in {folder}")
    keys: dict[str, list[str]] = {}
    for r in runs:
        keys.setdefault(settings_key(r["settings"]), []).append(f"{r['arm']}-{r['seed']}")
    if len(keys) > 1:
        detail = "; ".join(f"{key}: {', '.join(names)}" for key, names in keys.items())
        raise SystemExit(f"{folder} mixes runs of different settings ({detail}); merge one settings key at a time")
    return runs


def _mean_sd(values: list[float]) -> str:
    if not values:
        return "n/a"
    sd = statistics.stdev(values) if len(values) > 1 else 0.0
    return f"{statistics.mean(values):.2f} ± {sd:.2f}"


def _diff(d: dict) -> str:
    if d["seeds"] < 2:
        return "n/a"
    mark = " **" if d["significant_corrected"] else ("" if d["within_noise"] else " *")
    return f"{d['mean']:+.2f} [{d['low']:+.2f}, {d['high']:+.2f}]{mark}"


def _tail_mean(values: list, n: int | None = 10) -> float | None:
    """Mean of the last ``n`` non-missing values (all of them for ``n=None``), None if there are none."""
    tail = [v for v in (values if n is None else values[-n:]) if v is not None]
    return statistics.mean(tail) if tail else None


def summarize(runs: list[dict]) -> tuple[dict, str]:
    """Per arm: per-seed metrics, paired differences with stock TRL, and the markdown table."""
    by_arm: dict[str, dict[int, dict]] = {}
    for r in runs:
        by_arm.setdefault(r["arm"], {})[r["seed"]] = r
    order = [a for a in DEFAULT_ARMS if a in by_arm] + sorted(set(by_arm) - set(DEFAULT_ARMS))
    peer = by_arm.get(PEER, {})
    reported = [k for k in REPORTED_K if k <= runs[0]["settings"]["sampled_k"]]
    metrics = {
        "greedy": lambda r: r["after"]["greedy"],
        **{f"pass@{k}": (lambda r, k=k: r["after"]["pass_at_k"][k - 1]) for k in reported},
    }
    peer_final = {seed: r["after"]["greedy"] for seed, r in peer.items()}
    summary = {}
    for arm in order:
        rs = by_arm[arm]
        row = {"seeds": sorted(rs)}
        for name, get in metrics.items():
            values = {seed: get(r) for seed, r in rs.items()}
            row[name] = values
            if arm != PEER and peer:
                row[f"{name}_vs_{PEER}"] = paired_difference(values, {s: get(r) for s, r in peer.items()},
                                                             comparisons=len(order) - 1)
        row["greedy_before"] = {seed: r["before"]["greedy"] for seed, r in rs.items()}
        row["entropy_last10"] = {seed: _tail_mean(r["entropy_per_step"]) for seed, r in rs.items()}
        row["zero_variance"] = {seed: _tail_mean(r["frac_zero_variance_per_step"], None) for seed, r in rs.items()}
        # Steps until held-out greedy accuracy first reaches what stock TRL ends at with the same seed.
        row["steps_to_peer_final"] = {
            seed: steps_to_reach([tuple(p) for p in r["greedy_curve"]], peer_final[seed])
            for seed, r in rs.items() if seed in peer_final
        }
        row["train_s"] = {seed: r["train_s"] for seed, r in rs.items()}
        summary[arm] = row
    ks = [f"pass@{k}" for k in reported]
    header = ["arm", "seeds", "greedy before", "greedy after", f"Δ greedy vs {PEER}", *[f"{k} after" for k in ks],
              *[f"Δ {k}" for k in ks[1:]], "entropy (last 10)", "zero-var. groups", f"steps to {PEER}'s final", "train s"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for arm in order:
        row = summary[arm]
        values = lambda key: [v for v in row[key].values() if v is not None]  # noqa: E731
        diff = lambda key: _diff(row[f"{key}_vs_{PEER}"]) if f"{key}_vs_{PEER}" in row else "—"  # noqa: E731
        reached = list(row["steps_to_peer_final"].values())
        steps = (f"{statistics.median([v for v in reached if v is not None]):.0f}"
                 f"{'' if None not in reached else f' ({reached.count(None)} never)'}"
                 if any(v is not None for v in reached) else "never")
        name = f"{arm} (stock TRL)" if arm == PEER else arm
        cells = [name, str(len(row["seeds"])), _mean_sd(values("greedy_before")), _mean_sd(values("greedy")),
                 diff("greedy"), *[_mean_sd(values(k)) for k in ks], *[diff(k) for k in ks[1:]],
                 _mean_sd(values("entropy_last10")), _mean_sd(values("zero_variance")), steps,
                 f"{statistics.mean(values('train_s')):.0f}"]
        lines.append("| " + " | ".join(cells) + " |")
    detectable = {}
    for key in ("greedy", *ks[1:]):
        found = [d for arm in order for d in [summary[arm].get(f"{key}_vs_{PEER}", {}).get("detectable")]
                 if d is not None and d == d]  # d == d: not NaN (one seed has no spread)
        if found:
            detectable[key] = statistics.median(found)
    if detectable:
        lines.append("")
        lines.append(f"Δ: mean paired difference with {PEER} over seeds [95% t interval]; * excludes 0; ** still "
                     f"excludes 0 after a Bonferroni correction for {len(order) - 1} arms. Smallest difference "
                     "these seeds detect (95%, power 0.8), median over arms: "
                     + ", ".join(f"{key} {value:.2f}" for key, value in detectable.items()) + ".")
    return summary, "\n".join(lines)


def merge(folder: Path | None = None, publish: bool = False) -> dict:
    """One launch's runs: print the table, write ``merged.json`` and the plot into its folder (and publish)."""
    folder = Path(folder) if folder is not None else latest_launch()
    runs = load_launch(folder)
    summary, table = summarize(runs)
    print(table)
    settings = runs[0]["settings"]
    launch_info = json.loads((folder / "launch.json").read_text()) if (folder / "launch.json").is_file() else {}
    merged = {"launch": folder.name, "regime": regime_of(settings), "settings": settings,
              "settings_key": settings_key(settings), "device": runs[0]["device"], "launch_info": launch_info,
              "summary": summary, "runs": runs, "table": table}
    (folder / "merged.json").write_text(json.dumps(merged, indent=1) + "\n")
    _plot(runs, folder / "curves.png")
    print(f"wrote {folder / 'merged.json'} and {folder / 'curves.png'}")
    if publish:
        regime = regime_of(settings)
        published, plot = PUBLISHED / f"learning_{regime}.json", ROOT / "docs" / f"learning_{regime}.png"
        write_result(published, merged)
        shutil.copyfile(folder / "curves.png", plot)
        print(f"published to {published} and {plot}")
    return merged


def _plot(runs: list[dict], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    by_arm: dict[str, list[dict]] = {}
    for r in runs:
        by_arm.setdefault(r["arm"], []).append(r)
    order = [a for a in DEFAULT_ARMS if a in by_arm] + sorted(set(by_arm) - set(DEFAULT_ARMS))
    fig, axes = plt.subplots(2, 2, figsize=(12, 8))
    (held_out, passk), (reward, entropy) = axes
    for arm in order:
        rs = by_arm[arm]
        style = {"color": "black", "linewidth": 2.4} if arm == PEER else {"linewidth": 1.2}
        label = "stock TRL GRPO" if arm == PEER else arm
        steps = [p[0] for p in rs[0]["greedy_curve"]]
        held_out.plot(steps, [statistics.mean(r["greedy_curve"][i][1] for r in rs) for i in range(len(steps))],
                      marker="o", markersize=3, label=label, **style)
        k = len(rs[0]["after"]["pass_at_k"])
        passk.plot(range(1, k + 1), [statistics.mean(r["after"]["pass_at_k"][i] for r in rs) for i in range(k)],
                   label=label, **style)
        for ax, key in ((reward, "reward_per_step"), (entropy, "entropy_per_step")):
            n = min(len(r[key]) for r in rs)
            mean = [statistics.mean(r[key][i] or 0.0 for r in rs) for i in range(n)]
            window = max(1, n // 10)
            ax.plot(range(1, n + 1), [statistics.mean(mean[max(0, i - window + 1):i + 1]) for i in range(n)],
                    label=label, **style)
    held_out.set(title="held-out greedy accuracy", xlabel="step")
    passk.set(title="held-out pass@k after training", xlabel="k", xscale="log")
    reward.set(title="training reward (running mean)", xlabel="step")
    entropy.set(title="token entropy (running mean)", xlabel="step")
    held_out.legend(fontsize=7, ncol=2)
    s = runs[0]["settings"]
    fig.suptitle(f"{regime_of(s)} regime: {s['task']}, SmolLM2-135M-Instruct, mean over seeds")
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="one (arm, seed)")
    go = sub.add_parser("launch", help="every (arm, seed) in parallel processes, then merge")
    for p in (run, go):
        p.add_argument("--regime", choices=sorted(REGIMES), default="hard", help="picks the task")
        p.add_argument("--device", default="cpu")
        p.add_argument("--settings", default="{}", help="JSON overriding the shared settings, e.g. '{\"steps\": 40}'")
    run.add_argument("--arm", required=True, help=f"'{PEER}' for stock trl.GRPOTrainer, else a scheme name")
    run.add_argument("--seed", type=int, required=True)
    run.add_argument("--out", type=Path,
                     help="result file (default: bench/results/local/learning/single-<key>/ARM-SEED.json)")
    go.add_argument("--arms", default=",".join(DEFAULT_ARMS))
    go.add_argument("--seeds", default="0,1,2,3,4")
    go.add_argument("--gpus", default="", help="comma-separated CUDA device ids the processes are spread over")
    go.add_argument("--parallel", type=int, default=1)
    go.add_argument("--deadline", type=float, default=3600.0, help="seconds before unfinished runs are stopped")
    go.add_argument("--root", type=Path, default=RUNS_DIR, help="where the launch folder is made")
    go.add_argument("--gpu-share", type=float, default=1.0,
                    help="fraction of the GPUs this launch has when several launches share them (for its GPU minutes)")
    go.add_argument("--resume", type=Path, default=None, help="a launch folder to continue (its finished runs are kept)")
    merging = sub.add_parser("merge", help="table, JSON and plot of one launch folder")
    merging.add_argument("--launch", type=Path, default=None, help="the launch folder (default: the newest)")
    merging.add_argument("--publish", action="store_true",
                         help="also write bench/results/learning_<regime>.json and docs/learning_<regime>.png")
    args = parser.parse_args(argv)
    if args.command == "merge":
        merge(args.launch, publish=args.publish)
        return 0
    settings = {**SETTINGS, **REGIMES[args.regime], **json.loads(args.settings)}
    unknown = set(settings) - set(SETTINGS)
    if unknown:
        parser.error(f"unknown settings {sorted(unknown)}; known: {sorted(SETTINGS)}")
    if args.command == "run":
        out = args.out or RUNS_DIR / f"single-{settings_key(settings)}" / f"{args.arm}-{args.seed}.json"
        r = run_one(args.arm, args.seed, args.device, settings, out)
        print(json.dumps({k: r[k] for k in ("arm", "seed", "before", "after", "train_s", "total_s")}))
        return 0
    gpus = [g for g in args.gpus.split(",") if g]
    launch(args.arms.split(","), [int(s) for s in args.seeds.split(",")], args.device, gpus, args.parallel, settings,
           args.deadline, args.root, args.resume, args.gpu_share)
    return 0


if __name__ == "__main__":
    sys.exit(main())
