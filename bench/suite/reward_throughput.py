"""Math reward throughput: ``math_accuracy`` against a direct ``math_verify.parse/verify`` loop.

Inputs are GRPO-shaped batches: each problem gets a group of completions (8 by default) drawn
with repeats from its labelled completions, the way sampled groups repeat answers. Problems
are the labelled set in ``tests/data/math_completions.jsonl.gz`` (reasoning-gym problems;
numeric and LaTeX-fraction golds, every completion style) plus symbolic ones (radicals,
polynomials, intervals) that need sympy. Each batch is scored

- ``direct``: per row ``verify(parse(gold), parse(completion))``, math-verify's defaults (its
  own signal timeouts, main thread), the loop TRL's ``accuracy_reward`` runs;
- ``math_accuracy``: one call of the plugin with default options (2 workers, 5 s deadline);

once clean and once with one pathological completion (``\\boxed{9^{9^{9^{9^{9}}}}}``) mixed in: math-verify works on
it until its signal timeout; against the number gold of its row ``math_accuracy`` refuses it as unevaluated before any
comparison (a pair that reached math-verify would cost at most the deadline).
Before each plugin run its result cache and the reader's memoised functions are emptied and its workers
restarted and warmed on other inputs, so every run measures a fresh batch with a warm pool (as in training, where the
pool lives across steps). Median of ``--repeats`` runs, in seconds and in CPU seconds (the caller's
and its workers'): on a machine shared with other jobs the CPU ratio moves less with the load.

Usage:
    python bench/suite/reward_throughput.py [--problems 96] [--group 8] [--repeats 3]

Prints a table and writes ``bench/results/reward_throughput.json``.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

from results_io import add_output_options, add_smoke_option, output_path, write_result  # bench/suite/results_io.py

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "math_completions.jsonl.gz"
RESULTS = Path(__file__).resolve().parents[1] / "results" / "reward_throughput.json"
PATHOLOGICAL = "Let me compute the power tower. The answer is \\boxed{9^{9^{9^{9^{9}}}}}."


def symbolic_problems(n: int, rng: random.Random) -> list[dict]:
    """Problems whose answers need sympy: radicals, factored polynomials, intervals."""
    problems = []
    for k in range(n):
        a, b = rng.randint(3, 9), rng.choice([2, 3, 5, 6, 7])  # a * b != a + b: the wrong answers are wrong
        kind = k % 3
        if kind == 0:
            gold = f"{a}\\sqrt{{{b}}}"
            right = [f"\\sqrt{{{b}}} \\cdot {a}", gold, f"{a} \\sqrt{{{b}}}"]
            # \sqrt{a^2 b} equals the gold but is not simplified where the gold is and simplifying is asked: unevaluated
            wrong = [f"{a + 1}\\sqrt{{{b}}}", f"\\sqrt{{{a * b}}}", f"\\sqrt{{{a * a * b}}}"]
        elif kind == 1:
            gold = f"x^2 + {a + b}x + {a * b}"
            right = [f"(x+{a})(x+{b})", gold]
            wrong = [f"(x+{a})(x-{b})", f"x^2 + {a * b}x + {a + b}"]
        else:
            gold = f"[{-a}, {b})"
            right = [gold, f"[{-a},{b})"]
            wrong = [f"({-a}, {b})", f"[{-a}, {b}]"]
        completions = [(f"Simplifying step by step, the answer is $\\boxed{{{x}}}$.", 1) for x in right]
        completions += [(f"After expanding, the answer is \\boxed{{{x}}}.", 0) for x in wrong]
        question = f"symbolic problem {k}" + (": simplify" if kind == 0 else "")
        problems.append({"question": question, "answer": gold, "completions": completions})
    return problems


def load_problems(rng: random.Random) -> list[dict]:
    by_question: dict[tuple[str, str], dict] = {}
    with gzip.open(DATA, "rt", encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            key = (row["question"], row["answer"])  # stored questions are cut short: the gold tells them apart
            p = by_question.setdefault(key, {"question": row["question"], "answer": row["answer"], "completions": []})
            p["completions"].append((row["completion"], row["label"]))
    problems = list(by_question.values())
    rng.shuffle(problems)
    return problems


def make_batch(problems: list[dict], group: int, rng: random.Random) -> dict:
    prompts, completions, golds, labels = [], [], [], []
    for p in problems:
        for completion, label in rng.choices(p["completions"], k=group):  # sampled groups repeat answers
            prompts.append(p["question"])
            completions.append(completion)
            golds.append(p["answer"])
            labels.append(label)
    return {"prompts": prompts, "completions": completions, "answer": golds, "labels": labels}


def with_pathological(batch: dict) -> dict:
    out = {k: list(v) for k, v in batch.items()}
    out["completions"][len(out["completions"]) // 2] = PATHOLOGICAL
    out["labels"][len(out["labels"]) // 2] = 0
    return out


def run_direct(batch: dict) -> tuple[float, float, list[float]]:
    """Seconds, CPU seconds and scores of the direct loop."""
    from math_verify import parse, verify

    from reward_plugins.base import completion_text

    started, cpu = time.perf_counter(), time.process_time()
    scores = []
    for completion, gold in zip(batch["completions"], batch["answer"]):
        scores.append(1.0 if verify(parse(gold), parse(completion_text(completion) or "")) else 0.0)
    return time.perf_counter() - started, time.process_time() - cpu, scores


def workers_cpu(pids: list[int]) -> dict[int, float]:
    """CPU seconds used so far by each process still alive among ``pids`` (Linux ``/proc``; none elsewhere)."""
    used = {}
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used[pid] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime
    return used


def clear_module_caches() -> None:
    """Empty the reader's memoised functions, so that a repeat scores the batch as new, not from what the last run kept."""
    for name, module in list(sys.modules.items()):
        if name.startswith("reward_plugins.math"):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def run_plugin(plugin, batch: dict, warmup: dict) -> tuple[float, float, list[float]]:
    """Seconds, CPU seconds (the caller's and its workers') and scores of one plugin call."""
    plugin.close()
    plugin.cache.__init__(plugin.cache.maxsize)
    clear_module_caches()
    plugin(prompts=warmup["prompts"], completions=warmup["completions"], answer=warmup["answer"])
    plugin.cache.__init__(plugin.cache.maxsize)
    pids = [w.process.pid for w in plugin._pool._workers] if plugin._pool is not None else []
    started, cpu, cpu_workers = time.perf_counter(), time.process_time(), workers_cpu(pids)
    scores = plugin(prompts=batch["prompts"], completions=batch["completions"], answer=batch["answer"])
    seconds = time.perf_counter() - started
    cpu = time.process_time() - cpu
    # a worker killed at its deadline (and its replacement) is not counted
    cpu += sum(used - cpu_workers[pid] for pid, used in workers_cpu(pids).items() if pid in cpu_workers)
    return seconds, cpu, scores


def agreement(scores: list[float], labels: list[int]) -> float:
    return sum(float(s) == float(l) for s, l in zip(scores, labels)) / len(labels)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--problems", type=int, default=96, help="problems per batch (a quarter symbolic)")
    parser.add_argument("--group", type=int, default=8, help="completions per problem")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    add_output_options(parser, RESULTS.name)
    add_smoke_option(parser)
    args = parser.parse_args()
    if args.smoke:  # a few rows, one repeat, the clean batch only (the pathological row costs its 5 s deadline)
        args.problems, args.group, args.repeats = 8, 2, 1

    import logging

    logging.getLogger("math_verify").setLevel(logging.ERROR)  # its timeout warnings, once per row
    sys.path.insert(0, str(ROOT))
    from trl_grpo_ext.registry import get_reward

    rng = random.Random(args.seed)
    n_symbolic = args.problems // 4
    problems = load_problems(rng)[: args.problems - n_symbolic] + symbolic_problems(n_symbolic + 6, rng)
    warmup = make_batch(problems[-6:], 2, rng)  # the pool warms on problems the batch does not hold
    batch = make_batch(problems[:-6], args.group, rng)
    batches = {"clean": batch} if args.smoke else {"clean": batch, "one pathological row": with_pathological(batch)}

    load_start = os.getloadavg()[0]
    plugin = get_reward("math_accuracy")
    cold_start = time.perf_counter()
    # a pair only math-verify decides: a worker starts inside this call
    plugin(prompts=warmup["prompts"][:1], completions=["\\boxed{\\frac{\\sqrt{2}}{2}}"], answer=["\\frac{1}{\\sqrt{2}}"])
    cold_start = time.perf_counter() - cold_start
    run_direct(warmup)  # imports and grammar loading happen outside the timed runs

    results: dict[str, dict] = defaultdict(dict)
    for name, b in batches.items():
        for method, run in (("direct", lambda b=b: run_direct(b)), ("math_accuracy", lambda b=b: run_plugin(plugin, b, warmup))):
            times, cpus, scores = [], [], []
            for _ in range(args.repeats):
                seconds, cpu, scores = run()
                times.append(seconds)
                cpus.append(cpu)
            median = statistics.median(times)
            results[name][method] = {
                "seconds": median,
                "seconds_all": times,
                "cpu_s": statistics.median(cpus),
                "rows_per_s": len(b["completions"]) / median,
                "agreement_with_labels": agreement(scores, b["labels"]),
            }
    plugin.close()

    rows = len(batch["completions"])
    distinct = len({(c if isinstance(c, str) else json.dumps(c), g) for c, g in zip(batch["completions"], batch["answer"])})
    print(f"\n{rows} rows = {len(problems) - 6} problems x {args.group}; "
          f"{distinct} distinct (gold, completion) pairs; {os.cpu_count()} CPUs, load {load_start:.1f} -> {os.getloadavg()[0]:.1f}")
    print(f"cold start of the plugin's pool (first call, not in the table): {cold_start:.2f} s\n")
    header = (f"{'batch':<22}{'method':<15}{'seconds':>9}{'rows/s':>10}{'speedup':>9}"
              f"{'CPU s':>8}{'CPU ratio':>11}{'agreement':>11}")
    print(header)
    print("-" * len(header))
    for name in batches:
        direct = results[name]["direct"]
        for method in ("direct", "math_accuracy"):
            r = results[name][method]
            r["speedup_vs_direct"] = direct["seconds"] / r["seconds"]
            r["cpu_ratio_vs_direct"] = direct["cpu_s"] / r["cpu_s"] if r["cpu_s"] else None
            print(f"{name:<22}{method:<15}{r['seconds']:>9.2f}{r['rows_per_s']:>10.0f}{r['speedup_vs_direct']:>8.2f}x"
                  f"{r['cpu_s']:>8.2f}{r['cpu_ratio_vs_direct'] or 0:>10.2f}x{r['agreement_with_labels']:>11.3f}")
    print("(CPU s: the caller's and its workers' CPU seconds; a worker killed at its deadline is not counted)")
    extra = {m: results["one pathological row"][m]["seconds"] - results["clean"][m]["seconds"]
             for m in ("direct", "math_accuracy") if "one pathological row" in batches}
    if extra:
        print(f"\nextra seconds for one pathological row: direct {extra['direct']:.2f}, "
              f"math_accuracy {extra['math_accuracy']:.2f} (its deadline: {plugin.deadline:.1f} s)")

    out = write_result(output_path(args, RESULTS.name), {
        "rows": rows,
        "problems": len(problems) - 6,
        "group_size": args.group,
        "distinct_pairs": distinct,
        "repeats": args.repeats,
        "deadline_s": plugin.deadline,
        "workers": plugin.workers,
        "cold_start_s": cold_start,
        "pathological_extra_s": extra,
        "results": results,
        "machine": {"cpus": os.cpu_count(), "load_1min_start": load_start, "load_1min": os.getloadavg()[0],
                    "python": platform.python_version(),
                    "platform": platform.platform()},
    })
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
