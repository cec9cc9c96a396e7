# Lab experiment, 2026-11-26: tables for the notebook's GPU run with fast rollouts, from notebook_gpu.py summaries.
"""Tables and JSON for the notebook's GPU run with fast rollouts, from the summaries `bench/lab/notebook_gpu.py` wrote.

usage: python bench/lab/notebook_fast_rollouts_table.py RUN_DIR OUT.json --commit SHA --machine TEXT --command TEXT

RUN_DIR holds A.json (bf16, as-is), B.json (NB_NO_BF16=1), optionally C.log (the plain exported script with two GPUs
visible), and the bias check: F<seed>.json (fast_rollouts "auto") and O<seed>.json ("off") for the same seeds.
Prints one table for the notebook runs and one for the bias check: held-out greedy accuracy per seed and arm, the
paired difference (auto - off) with a 95% Student t interval over seeds, and seconds per step per arm.
"""
import argparse
import json
import math
import re
import statistics
from pathlib import Path

# Two-sided 95% Student t quantiles (0.975) by degrees of freedom; no scipy in the project's environment.
T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228}


def paired_interval(differences):
    """Mean of the paired differences and its 95% t interval (None for fewer than two pairs)."""
    mean = statistics.fmean(differences)
    if len(differences) < 2:
        return mean, None
    half = T975[len(differences) - 1] * statistics.stdev(differences) / math.sqrt(len(differences))
    return mean, (mean - half, mean + half)


def seconds_per_step(run):
    """Mean seconds per step after the first (the first also pays for loading, evaluation and compilation)."""
    ends = run["step_end_s"]
    return (ends[-1] - ends[0]) / (len(ends) - 1) if len(ends) > 1 else None


def table_arguments():
    """RUN_DIR OUT.json --commit --machine --command: what a notebook table script reads and records."""
    parser = argparse.ArgumentParser()
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("out_json", type=Path)
    parser.add_argument("--commit", required=True)
    parser.add_argument("--machine", required=True)
    parser.add_argument("--command", required=True)
    return parser.parse_args()


def main():
    opts = table_arguments()
    d = opts.run_dir
    runs = {name: json.loads((d / f"{name}.json").read_text()) for name in ("A", "B") if (d / f"{name}.json").exists()}
    if (d / "C.log").exists():
        keep = re.compile(
            r"GPUs are visible|trainable parameters in|every loss finite|greedy accuracy|fast_rollouts: |exit code"
        )
        lines = [line for line in (d / "C.log").read_text().splitlines() if keep.search(line)]
        # a progress bar may share the trainer's log line: keep the text from the message on
        lines = [line[line.index("fast_rollouts: "):] if "fast_rollouts: " in line else line.strip() for line in lines]
        runs["C"] = {"stdout": [line[:400] for line in lines]}

    print("| run | precision | adapters | fast_rollouts -> mode | greedy held-out before -> after | steps | losses finite "
          "| s/step after the first | first step ends at s | peak GiB |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name in ("A", "B"):
        if name in runs:
            r = runs[name]
            precision = "bf16" if r["bf16"] else "fp16" if r["fp16"] else "fp32"
            print(f"| {name} | {precision} | {', '.join(r['trainable_dtypes'])} "
                  f"| {r['fast_rollouts']} -> {r['fast_rollouts_mode']} | {r['before']:.2f} -> {r['after']:.2f} "
                  f"| {r['steps']} "
                  f"| {r['all_losses_finite']} | {seconds_per_step(r):.2f} | {r['step_end_s'][0]} | {r['peak_gib']} |")
    if "C" in runs:
        print("C:", " / ".join(runs["C"]["stdout"]))

    seeds = sorted(int(p.stem[1:]) for p in d.glob("F*.json") if (d / f"O{p.stem[1:]}.json").exists())
    bias = {"seeds": seeds, "per_seed": []}
    if seeds:
        arms = {"auto": {s: json.loads((d / f"F{s}.json").read_text()) for s in seeds},
                "off": {s: json.loads((d / f"O{s}.json").read_text()) for s in seeds}}
        print("\n| seed | auto: mode | auto: after | off: after | auto - off | auto s/step | off s/step |")
        print("|---|---|---|---|---|---|---|")
        for s in seeds:
            a, o = arms["auto"][s], arms["off"][s]
            row = {"seed": s, "auto_mode": a["fast_rollouts_mode"], "auto_after": a["after"], "off_after": o["after"],
                   "difference": round(a["after"] - o["after"], 4), "before": [a["before"], o["before"]],
                   "auto_s_per_step": round(seconds_per_step(a), 2), "off_s_per_step": round(seconds_per_step(o), 2),
                   "auto_first_step_end_s": a["step_end_s"][0], "off_first_step_end_s": o["step_end_s"][0]}
            bias["per_seed"].append(row)
            print(f"| {s} | {row['auto_mode']} | {a['after']:.2f} | {o['after']:.2f} | {row['difference']:+.2f} "
                  f"| {row['auto_s_per_step']:.2f} | {row['off_s_per_step']:.2f} |")
        mean, interval = paired_interval([r["difference"] for r in bias["per_seed"]])
        for arm in ("auto", "off"):
            bias[f"{arm}_mean_after"] = round(statistics.fmean(r["after"] for r in arms[arm].values()), 4)
            bias[f"{arm}_mean_s_per_step"] = round(statistics.fmean(seconds_per_step(r) for r in arms[arm].values()), 2)
            bias[f"{arm}_mean_elapsed_s"] = round(statistics.fmean(r["elapsed_s"] for r in arms[arm].values()), 1)
        bias["mean_difference"] = round(mean, 4)
        bias["paired_95_interval"] = [round(x, 4) for x in interval] if interval else None
        print(f"\nmean held-out after: auto {bias['auto_mean_after']:.3f}, off {bias['off_mean_after']:.3f}; "
              f"auto - off = {mean:+.3f}, 95% paired t interval {bias['paired_95_interval']} over {len(seeds)} seeds")
        print(f"s/step after the first: auto {bias['auto_mean_s_per_step']}, off {bias['off_mean_s_per_step']}; "
              f"whole run: auto {bias['auto_mean_elapsed_s']} s, off {bias['off_mean_elapsed_s']} s")
        runs.update({f"F{s}": arms["auto"][s] for s in seeds})
        runs.update({f"O{s}": arms["off"][s] for s in seeds})

    out = {"what": "examples/colab_grpo_qlora.ipynb exported with nbconvert and run on the GPU machine with "
                   "fast_rollouts (A bf16 as-is, B as a T4, C plain script with two GPUs visible), and the bias check: the same "
                   "short run with fast_rollouts auto (F<seed>) and off (O<seed>); all runs at the same time",
           "commit": opts.commit, "machine": opts.machine, "command": opts.command, "bias_check": bias, "runs": runs}
    opts.out_json.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
