# Lab experiment, 2026-11-27: where the CPU time of a sharded step's parts goes, from a trace that
# `bench/suite/multi_gpu.py --profile --trace` wrote.
"""The Python functions with the most time inside each part of a profiled step.

A function's time is the wall time of its outermost calls (a call nested in another call of the same function
is not counted twice), on every thread, clipped to the part's span. The parts are the ``step_clock: ...``
spans; ``backward`` is the rest of the training step after the loss forward (under DeepSpeed it holds the
optimizer step).

    python bench/lab/trace_python_top.py OUT_DIR/zero3.trace.json.gz [--top 30] [--match deepspeed]
"""

from __future__ import annotations

import argparse
import gzip
import json
from collections import defaultdict


def load(path: str) -> list[dict]:
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as stream:
        return [e for e in json.load(stream)["traceEvents"] if e.get("ph") == "X"]


def windows(events: list[dict]) -> dict[str, tuple[float, float]]:
    spans = {e["name"].removeprefix("step_clock: "): (e["ts"], e["ts"] + e["dur"])
             for e in events if e["name"].startswith("step_clock: ") and e.get("cat") == "user_annotation"}
    parts = {name: span for name, span in spans.items() if name != "training_step"}
    if "training_step" in spans and "loss_forward" in spans:
        parts["backward"] = (spans["loss_forward"][1], spans["training_step"][1])
    return parts


def outermost_time(events: list[dict], start: float, end: float, match: str) -> dict[str, tuple[float, int]]:
    """Per function: the summed wall time of its outermost calls inside [start, end], and the number of calls."""
    by_thread = defaultdict(list)
    for e in events:
        if e.get("cat") == "python_function" and match in e["name"] and e["ts"] < end and e["ts"] + e["dur"] > start:
            by_thread[e["tid"]].append(e)
    totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for calls in by_thread.values():
        open_until: dict[str, float] = {}
        for e in sorted(calls, key=lambda e: e["ts"]):
            begin, finish = max(e["ts"], start), min(e["ts"] + e["dur"], end)
            if open_until.get(e["name"], -1.0) >= finish:
                continue  # inside an outer call of the same function
            open_until[e["name"]] = finish
            totals[e["name"]][0] += finish - begin
            totals[e["name"]][1] += 1
    return {name: (t, n) for name, (t, n) in totals.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trace")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--match", default="", help="only functions whose name holds this text")
    parser.add_argument("--parts", nargs="*", default=None, help="which parts (default: all)")
    args = parser.parse_args()
    events = load(args.trace)
    for part, (start, end) in sorted(windows(events).items(), key=lambda kv: kv[1][0]):
        if args.parts and part not in args.parts:
            continue
        print(f"\n== {part}: {(end - start) / 1e3:.1f} ms")
        rows = sorted(outermost_time(events, start, end, args.match).items(), key=lambda kv: -kv[1][0])
        for name, (us, calls) in rows[:args.top]:
            print(f"{us / 1e3:9.2f} ms {calls:6d}  {name[:140]}")


if __name__ == "__main__":
    main()
