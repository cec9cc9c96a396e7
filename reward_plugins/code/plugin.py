"""``code_tests``: run the completion's code against the row's tests in a sandbox."""

from __future__ import annotations

import base64
import concurrent.futures
import functools
import hashlib
import json
import marshal
import os
import secrets
import signal
import threading
import time
from pathlib import Path
from typing import Any, Sequence

from reward_plugins.base import Outcome, RewardPlugin
from reward_plugins.code import harness
from reward_plugins.code.extract import extract_code
from reward_plugins.code.formats import TestSuite, stdout_matches, suite_from_row, values_equal
from reward_plugins.code.sandbox import ExecResult, Executor, Limits, get_executor

SCORING = ("fraction", "binary", "first_k")
# Outcome reasons (metric names): "passed" when every test passed, else the first failure's reason.
REASONS = ("passed", "wrong", "timeout", "memory", "runtime_error", "output_limit", "compile_error",
           "no_code", "sandbox_error")


@functools.lru_cache(maxsize=4096)
def compiled_test(source: str, index: int) -> str:
    """A test snippet with its comparisons guarded, compiled and marshalled for the harness.

    Compiled once per test in this process (GRPO scores many completions against each problem).
    """
    code = harness.guard_source(source, f"<test {index}>")
    return base64.b64encode(marshal.dumps(code)).decode("ascii")


@functools.lru_cache(maxsize=1)
def harness_program():
    """The in-sandbox test runner, compiled once (a code object: no compile cost per run)."""
    source = Path(harness.__file__).read_text(encoding="utf-8")
    return compile(source, "<harness>", "exec")


class CodeTests(RewardPlugin):
    """Runs the completion's code against the row's tests in a sandbox; reward = share of tests passed.

    The code is the last fenced Python block of the completion, else the whole text. The test
    format follows the row's columns (see ``reward_plugins.code.formats``): HumanEval ``test`` +
    ``entry_point``, a ``tests`` list of asserts, of ``{"stdin", "stdout"}`` pairs, or of
    ``{"args", "expected"}`` calls with ``fn_name``. One sandbox run per completion holds all its
    tests; each test has its own timeout. Completions of a batch run in parallel. Anything that
    goes wrong in the sandbox scores 0 and is counted by reason (``timeout``, ``memory``,
    ``compile_error``, ``no_code``, ``runtime_error``, ``output_limit``, ``sandbox_error``,
    ``wrong``; ``passed`` when all pass), reported through TRL's ``log_metric``.

    Args:
        scoring (`str`): ``"fraction"`` of tests passed (default), ``"binary"`` (1 only if all pass;
            stops at the first failure), or ``"first_k"`` (fraction of the first ``k`` tests; only
            those run).
        k (`int`, *optional*): the ``k`` of ``first_k``.
        timeout (`float`): seconds per test (and for running the solution's top level).
        program_timeout (`float`): seconds for all tests of one completion together.
        memory_mb, processes, output_bytes: sandbox limits per program (see ``Limits``).
        compile_error_penalty (`float`): reward ``-compile_error_penalty`` for code that does not compile.
        no_code_penalty (`float`): reward ``-no_code_penalty`` for a completion without code.
        sandbox (`str` or `Executor`): ``"auto"`` (bubblewrap where it works, else subprocess),
            ``"bwrap"``, ``"subprocess"``, another registered sandbox, or an executor instance.
        sandbox_options (`dict`, *optional*): constructor options of the sandbox (e.g. ``{"tmp_mb": 128}``).
        max_workers (`int`, *optional*): completions run at once; default: the cores.
        float_tolerance (`float`): relative/absolute tolerance for floats in call-based tests.
        test_column, entry_point_column, tests_column, fn_name_column (`str`): column names.
        cache_size (`int`): results kept per (code, tests, options).

    Example:

    ```python
    >>> from trl_grpo_ext.registry import get_reward
    >>> reward = get_reward("code_tests")
    >>> completions = ["```python\\ndef add(a, b):\\n    return a + b\\n```", "def add(a, b):\\n    return a - b"]
    >>> reward(prompts=["", ""], completions=completions, tests=[["assert add(1, 2) == 3", "assert add(2, 0) == 2"]] * 2)
    [1.0, 0.5]

    ```
    """

    name = "code_tests"
    columns = ()
    transient = ("_executor", "_threads", "_lock")

    def __init__(
        self,
        scoring: str = "fraction",
        k: int | None = None,
        timeout: float = 5.0,
        program_timeout: float = 30.0,
        memory_mb: int = 1024,
        processes: int = 8,
        output_bytes: int = 1 << 20,
        compile_error_penalty: float = 0.0,
        no_code_penalty: float = 0.0,
        sandbox: str | Executor = "auto",
        sandbox_options: dict | None = None,
        max_workers: int | None = None,
        float_tolerance: float = 1e-9,
        test_column: str = "test",
        entry_point_column: str = "entry_point",
        tests_column: str = "tests",
        fn_name_column: str = "fn_name",
        cache_size: int = 65536,
    ):
        super().__init__(cache_size)
        if scoring not in SCORING:
            raise ValueError(f"scoring must be one of {list(SCORING)}, got {scoring!r}")
        if scoring == "first_k" and not (isinstance(k, int) and k > 0):
            raise ValueError(f"scoring='first_k' needs a positive integer k, got k={k!r}")
        if scoring != "first_k" and k is not None:
            raise ValueError(f"k={k!r} only applies to scoring='first_k' (scoring is {scoring!r})")
        for label, value in (("timeout", timeout), ("program_timeout", program_timeout)):
            if not isinstance(value, (int, float)) or not value > 0:
                raise ValueError(f"{label} must be a positive number of seconds, got {value!r}")
        for label, value in (("compile_error_penalty", compile_error_penalty), ("no_code_penalty", no_code_penalty)):
            if not isinstance(value, (int, float)) or value < 0:
                raise ValueError(f"{label} must be a number >= 0 (the reward becomes its negative), got {value!r}")
        if not isinstance(sandbox, (str, Executor)):
            raise TypeError(f"sandbox must be a sandbox name or an Executor, got {type(sandbox).__name__}")
        if max_workers is not None and (not isinstance(max_workers, int) or max_workers < 1):
            raise ValueError(f"max_workers must be a positive integer or None, got {max_workers!r}")
        self.scoring, self.k = scoring, k
        self.timeout, self.program_timeout = float(timeout), float(program_timeout)
        self.limits = Limits(timeout=program_timeout, memory_mb=memory_mb, processes=processes, output_bytes=output_bytes)
        self.compile_error_penalty, self.no_code_penalty = float(compile_error_penalty), float(no_code_penalty)
        self.sandbox = sandbox
        self.sandbox_options = dict(sandbox_options or {})
        self.max_workers = max_workers or os.cpu_count() or 1
        self.float_tolerance = float(float_tolerance)
        self.column_names = dict(test_column=test_column, entry_point_column=entry_point_column,
                                 tests_column=tests_column, fn_name_column=fn_name_column)
        self._executor: Executor | None = sandbox if isinstance(sandbox, Executor) else None
        self._threads: concurrent.futures.ThreadPoolExecutor | None = None
        self._threads_pid = os.getpid()
        self._lock: threading.Lock | None = threading.Lock()

    # -- plumbing ---------------------------------------------------------------------------------
    @property
    def executor(self) -> Executor:
        """The sandbox, built on first use (and again after unpickling)."""
        with self._guard():
            if self._executor is None:
                if isinstance(self.sandbox, Executor):
                    self._executor = self.sandbox
                else:
                    self._executor = get_executor(self.sandbox, limits=self.limits, max_workers=self.max_workers,
                                                  **self.sandbox_options)
            return self._executor

    def _guard(self) -> threading.Lock:
        if self._lock is None:
            self._lock = threading.Lock()
        return self._lock

    def _pool(self) -> concurrent.futures.ThreadPoolExecutor:
        with self._guard():
            # A pool inherited through fork() has no threads in this process: make a new one.
            if self._threads is None or self._threads_pid != os.getpid():
                self._threads = concurrent.futures.ThreadPoolExecutor(self.max_workers, thread_name_prefix="code_tests")
                self._threads_pid = os.getpid()
            return self._threads

    def close(self) -> None:
        """Stop the sandbox workers and threads (they also stop with the process)."""
        with self._guard():
            threads, self._threads = self._threads, None
            executor, self._executor = self._executor, None
        if threads is not None:
            threads.shutdown(wait=True)
        if executor is not None and not isinstance(self.sandbox, Executor):
            executor.close()

    def __getstate__(self):
        state = super().__getstate__()
        if isinstance(self.sandbox, Executor):
            state["_executor"] = None  # rebuilt from self.sandbox, which pickles its configuration
        return state

    def _options_key(self) -> str:
        sandbox = self.sandbox if isinstance(self.sandbox, str) else type(self.sandbox).__name__
        return json.dumps([self.scoring, self.k, self.timeout, self.program_timeout, self.limits.to_dict(),
                           self.compile_error_penalty, self.no_code_penalty, self.float_tolerance, sandbox])

    # -- scoring ----------------------------------------------------------------------------------
    def score(self, texts: Sequence[str | None], rows: Sequence[dict[str, Any]]) -> list[Outcome]:
        suites = []
        for i, row in enumerate(rows):
            try:
                suite = suite_from_row(row, **self.column_names)
            except ValueError as exc:
                raise ValueError(f"reward {self.name!r}, row {i}: {exc}") from None
            suites.append(suite.first(self.k) if self.scoring == "first_k" else suite)
        codes = [extract_code(text) for text in texts]
        options = self._options_key()
        keys = [
            hashlib.sha256(json.dumps([code, suite.key, options]).encode("utf-8", "surrogateescape")).hexdigest()
            for code, suite in zip(codes, suites)
        ]
        outcomes: dict[str, Outcome] = {}
        to_run: dict[str, tuple[str | None, TestSuite]] = {}
        for key, code, suite in zip(keys, codes, suites):
            cached = self.cache.get(key)
            if cached is not None:
                outcomes[key] = cached
            elif key not in to_run:  # identical completions of a group run once
                to_run[key] = (code, suite)
        if to_run:
            futures = {key: self._pool().submit(self.evaluate, code, suite) for key, (code, suite) in to_run.items()}
            for key, future in futures.items():
                outcome = future.result()
                outcomes[key] = outcome
                if outcome.reason != "sandbox_error":  # a broken sandbox is not a property of the code
                    self.cache.put(key, outcome)
        return [outcomes[key] for key in keys]

    def evaluate(self, code: str | None, suite: TestSuite) -> Outcome:
        """Score one program against one suite (no cache)."""
        if code is None:
            return Outcome(-self.no_code_penalty if self.no_code_penalty else 0.0, "no_code")
        if suite.kind == "stdio":
            statuses = self._run_stdio(code, suite)
        else:
            statuses = self._run_in_harness(code, suite)
        if isinstance(statuses, str):  # one verdict for the whole program
            if statuses == "compile_error":
                return Outcome(-self.compile_error_penalty if self.compile_error_penalty else 0.0, statuses)
            return Outcome(0.0, statuses)
        passed = sum(status == "passed" for status in statuses)
        if self.scoring == "binary":
            reward = 1.0 if passed == len(statuses) else 0.0
        else:
            reward = passed / len(statuses)
        reason = next((status for status in statuses if status != "passed"), "passed")
        return Outcome(reward, reason)

    # -- running ----------------------------------------------------------------------------------
    def _limits(self, timeout: float) -> Limits:
        return self.limits.with_timeout(max(timeout, 0.05))

    def _run_stdio(self, code: str, suite: TestSuite) -> list[str] | str:
        header = harness.encode_header({"mode": "stdio", "code": code})
        inputs = [header + stdin.encode("utf-8", "surrogateescape") for stdin, _ in suite.tests]
        results = self.executor.run_many(harness_program(), inputs, self._limits(self.timeout),
                                         total_timeout=self.program_timeout)
        statuses = []
        for result, (_, expected) in zip(results, suite.tests):
            if result.error is not None:
                return "sandbox_error"
            if result.exit_code == harness.EXIT_COMPILE_ERROR:
                return "compile_error"
            status = _abnormal_end(result, self._limits(self.timeout))
            if status is None:
                status = "passed" if stdout_matches(result.stdout, expected) else "wrong"
            statuses.append(status)
        return statuses

    def _run_in_harness(self, code: str, suite: TestSuite) -> list[str] | str:
        n = len(suite)
        statuses: list[str | None] = [None] * n
        if suite.kind == "call":
            tests = [{"args": args, "kwargs": kwargs} for args, kwargs, _ in suite.tests]
            mode = "call"
        else:
            tests, mode = [compiled_test(source, i) for i, source in enumerate(suite.tests)], "inprocess"
        deadline = time.monotonic() + self.program_timeout
        start = 0
        while start < n:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            nonce = secrets.token_hex(16)
            job = {"mode": mode, "code": code, "tests": tests, "start": start, "timeout": self.timeout,
                   "nonce": nonce, "fn_name": suite.fn_name, "stop_on_failure": self.scoring == "binary"}
            # Room for the solution's top level and every remaining test, plus start-up.
            budget = min(remaining, self.timeout * (n - start + 1) + 1.0)
            limits = self._limits(budget)
            result = self.executor.run(harness_program(), harness.encode_header(job), limits)
            if result.error is not None:
                return "sandbox_error"
            events = _read_markers(result.stdout, nonce)
            if "hello" not in events:
                # The runner never started: the sandbox is broken, or the marker stream was flooded.
                return "output_limit" if result.stdout_truncated else "sandbox_error"
            if "setup" in events:  # the solution did not compile, or its top level raised
                if events["setup"] == "compile_error":
                    return "compile_error"
                return _fill(statuses, events["setup"])
            if "ready" not in events:  # the solution's top level ended the process
                return _fill(statuses, _abnormal_end(result, limits) or "runtime_error")
            last_started = start - 1
            for i in range(start, n):
                verdict = events["tests"].get(i)
                if verdict is not None:
                    statuses[i] = self._judge(verdict, suite, i)
                if i in events["started"]:
                    last_started = i
            if "done" in events or (self.scoring == "binary" and any(s not in (None, "passed") for s in statuses)):
                break
            # The run ended inside a test (killed, exited, timed out): that test failed; go on after it.
            crashed = max(last_started, start)
            if statuses[crashed] is None:
                statuses[crashed] = _abnormal_end(result, limits) or "runtime_error"
            start = crashed + 1
        return _fill(statuses, "timeout")  # tests the program budget left no time for

    def _judge(self, verdict: tuple, suite: TestSuite, i: int) -> str:
        kind, detail = verdict
        if kind == "pass":
            return "passed"
        if kind == "fail":
            return detail
        try:
            got = json.loads(detail)
        except ValueError:
            return "wrong"
        return "passed" if values_equal(got, suite.tests[i][2], self.float_tolerance) else "wrong"

    def __repr__(self) -> str:
        return f"CodeTests(scoring={self.scoring!r}, timeout={self.timeout}, sandbox={self.sandbox!r})"


def _fill(statuses: list[str | None], reason: str) -> list[str]:
    return [reason if status is None else status for status in statuses]


def _abnormal_end(result: ExecResult, limits: Limits | None = None) -> str | None:
    """Why a run did not end normally (``None`` when it exited with status 0 in time)."""
    if result.timed_out or result.signal == signal.SIGXCPU:
        return "timeout"
    if result.signal == signal.SIGKILL and limits is not None and result.cpu_time >= limits.cpu - 0.5:
        return "timeout"  # the hard CPU limit
    if result.exit_code == harness.EXIT_MEMORY_ERROR:
        return "memory"
    if result.signal is not None or result.exit_code != 0:
        return "runtime_error"
    if result.stdout_truncated:
        return "output_limit"
    return None


def _read_markers(stdout: bytes, nonce: str) -> dict:
    """Parse the runner's report; lines without this run's nonce are ignored."""
    events: dict = {"tests": {}, "started": set()}
    failed: set[int] = set()
    for raw in stdout.split(b"\n"):
        parts = raw.decode("utf-8", "replace").split(" ", 2)
        if len(parts) < 2 or parts[0] != nonce:
            continue
        event, rest = parts[1], parts[2] if len(parts) > 2 else ""
        if event in ("hello", "ready", "done"):
            events[event] = True
        elif event == "setup":
            events.setdefault("setup", rest.split(" ", 1)[0])
        elif event in ("start", "pass", "fail", "value"):
            index_text, _, detail = rest.partition(" ")
            try:
                index = int(index_text)
            except ValueError:
                continue
            if event == "start":
                events["started"].add(index)
            elif event == "fail":
                failed.add(index)
                events["tests"][index] = ("fail", detail.split(" ", 1)[0] or "runtime_error")
            elif index not in failed:
                events["tests"].setdefault(index, (event, detail))
    return events


__all__ = ["CodeTests", "REASONS", "SCORING", "harness_program"]
