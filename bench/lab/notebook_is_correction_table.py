# Lab experiment, 2026-11-27: the notebook runs with the importance-sampling correction on, off and stock.
"""The learning comparison of the importance-sampling correction, from the summaries `bench/lab/notebook_gpu.py` wrote.

usage: python bench/lab/notebook_is_correction_table.py RUN_DIR OUT.json --commit SHA --machine TEXT --command TEXT

RUN_DIR holds ON<seed>.json (fast rollouts, correction on: the default), OFF<seed>.json (fast rollouts, correction
off) and STOCK<seed>.json (TRL's `generate`, fast rollouts off) for the same seeds, each the notebook's
configuration (embedded SmolLM2, QLoRA). Prints held-out greedy accuracy per seed and arm, the paired differences
(on - off, on - stock) with 95% Student t intervals over seeds, seconds per step, and the logged `sampling/*`
statistics of the corrected arm (mean over steps; min and max over steps for the ratio's extremes).
"""
import json
import statistics

from notebook_fast_rollouts_table import paired_interval, seconds_per_step, table_arguments

ARMS = ("ON", "OFF", "STOCK")


def sampling_summary(run):
    logged = run.get("sampling") or {}

    def pick(name, fn):
        values = logged.get(f"sampling/{name}")
        return round(fn(values), 4) if values else None

    return {"logp_difference_mean": pick("sampling_logp_difference/mean", statistics.fmean),
            "logp_difference_max": pick("sampling_logp_difference/max", max),
            "ratio_min": pick("importance_sampling_ratio/min", min),
            "ratio_mean": pick("importance_sampling_ratio/mean", statistics.fmean),
            "ratio_max": pick("importance_sampling_ratio/max", max)}


def main():
    opts = table_arguments()
    d = opts.run_dir
    seeds = sorted(int(p.stem[2:]) for p in d.glob("ON*.json")
                   if all((d / f"{arm}{p.stem[2:]}.json").exists() for arm in ARMS))
    runs = {arm: {s: json.loads((d / f"{arm}{s}.json").read_text()) for s in seeds} for arm in ARMS}
    rows = []
    print("| seed | before | on: after | off: after | stock: after | on - off | on - stock | s/step on / off / stock "
          "| on: mean \\|Δ log p\\| | on: ratio mean (min-max) |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for s in seeds:
        on, off, stock = (runs[arm][s] for arm in ARMS)
        row = {"seed": s, "before": on.get("before"), "on_after": on.get("after"), "off_after": off.get("after"),
               "stock_after": stock.get("after"), "modes": [r.get("fast_rollouts_mode") for r in (on, off, stock)],
               "s_per_step": [round(seconds_per_step(r), 2) if r.get("step_end_s") else None for r in (on, off, stock)],
               "steps": [r.get("steps") for r in (on, off, stock)], "ok": [r.get("ok") for r in (on, off, stock)],
               "on_sampling": sampling_summary(on), "off_sampling": sampling_summary(off)}
        rows.append(row)
        sm = row["on_sampling"]
        print(f"| {s} | {row['before']} | {row['on_after']} | {row['off_after']} | {row['stock_after']} "
              f"| {row['on_after'] - row['off_after']:+.2f} | {row['on_after'] - row['stock_after']:+.2f} "
              f"| {' / '.join(str(x) for x in row['s_per_step'])} | {sm['logp_difference_mean']} "
              f"| {sm['ratio_mean']} ({sm['ratio_min']}-{sm['ratio_max']}) |")
    result = {"what": "examples/colab_grpo_qlora.ipynb's configuration (embedded SmolLM2-135M-Instruct, QLoRA) per "
                      "seed: fast rollouts with TRL's importance-sampling correction (ON, the default), without it "
                      "(OFF), and TRL's generate (STOCK); held-out greedy accuracy after training",
              "commit": opts.commit, "machine": opts.machine, "command": opts.command, "seeds": seeds, "per_seed": rows}
    if seeds:
        for name, a, b in (("on_minus_off", "on_after", "off_after"), ("on_minus_stock", "on_after", "stock_after")):
            mean, interval = paired_interval([r[a] - r[b] for r in rows])
            result[name] = {"mean": round(mean, 4), "paired_95_interval": interval and [round(x, 4) for x in interval]}
            print(f"{name}: {mean:+.4f}, 95% interval {interval}")
        for arm, key in (("on", "on_after"), ("off", "off_after"), ("stock", "stock_after")):
            result[f"{arm}_mean_after"] = round(statistics.fmean(r[key] for r in rows), 4)
    opts.out_json.parent.mkdir(parents=True, exist_ok=True)
    opts.out_json.write_text(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
