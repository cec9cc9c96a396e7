"""``code_tests``: run the completion's code against the row's tests in a sandbox."""

from __future__ import annotations

import ast
import base64
import concurrent.futures
import functools
import hashlib
import json
import logging
import marshal
import os
import secrets
import signal
import threading
from dataclasses import replace
from typing import Any, Callable, Sequence

from reward_plugins.base import LRUCache, Outcome, RewardPlugin
from reward_plugins.code.inside import harness
from reward_plugins.code.contracts import ExecResult, Executor, Limits
from reward_plugins.code.determinism import closed
from reward_plugins.code.extract import PYTHON_LANGUAGES, extract_code, fenced_blocks
from reward_plugins.code.formats import (
    TestFormatError, TestSuite, decode_value, stdout_matches, suite_from_row, untagged, values_equal,
)
from reward_plugins.code.sandbox import get_executor
from reward_plugins.code.worker_pool import harness_program
from reward_plugins.pyparse import parse

logger = logging.getLogger(__name__)

SCORING = ("fraction", "binary", "first_k")
# Outcome reasons (metric names): "passed" when every test passed, else the first failure's reason.
REASONS = ("passed", "wrong", "timeout", "memory", "runtime_error", "output_limit", "compile_error",
           "no_code", "bad_tests", "sandbox_error", "left_running", "cpu_share")
# What LiveCodeBench puts before a call-based solution: its solutions use List, Optional, deque,
# defaultdict, ... without importing them.
CALL_PREAMBLE = (
    "from typing import *\nfrom collections import *\n"
    "import bisect, collections, functools, heapq, itertools, math, operator, re, string, typing\n"
)
# The runner and its spawner count against the program's process limit.
HARNESS_PROCESSES = 2
# A program's share of the CPU: the CPU time of all its processes together may exceed its wall
# time by this factor (plus a little start-up), no more. Above it, it took a sibling's core.
CPU_SHARE, CPU_SLACK_S = 1.25, 0.1
# Top-level statements of a prompt that define something; the rest (prints, calls) is not run.
_DEFINITIONS = (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Assign,
                ast.AnnAssign)
# Outcomes a later run of the same program would give again, if the program is deterministic.
# A timeout, memory kill or lost core depends on the machine's load: never cached.
_REPEATABLE = frozenset(("passed", "wrong", "runtime_error"))
# Known by construction, without running anything: cached at once.
_SETTLED = frozenset(("compile_error", "no_code", "bad_tests"))


@functools.lru_cache(maxsize=4096)
def compiled_test(source: str, index: int) -> str:
    """A test snippet compiled and marshalled for the harness (base64).

    Compiled once per test in this process (GRPO scores many completions against each problem),
    always at optimisation level 0: an ``assert`` is the test, whether or not the trainer runs
    under ``python -O`` (which would compile it away and pass every completion).
    """
    code = compile(source, f"<test {index}>", "exec", optimize=0)
    return base64.b64encode(marshal.dumps(code)).decode("ascii")


def _binds(node: ast.stmt, name: str) -> bool:
    """Whether the top-level definition ``node`` binds ``name``."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return node.name == name
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return any((alias.asname or alias.name).split(".")[0] == name for alias in node.names)
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    return any(isinstance(n, ast.Name) and n.id == name for target in targets for n in ast.walk(target))


@functools.lru_cache(maxsize=4096)
def _definitions_only(source: str, without: str | None = None) -> str:
    """The top-level definitions of ``source`` as source text ("" when it is not Python).

    Each runs on its own: a definition that fails (``x = f(1)`` on a stub, in an example fence)
    leaves the others in place, and its name stays the prompt's (never the solution's).
    ``without`` names the function under test, left to the solution (assert-list tests call it by name).
    """
    try:
        tree = parse(source)
    except (SyntaxError, ValueError):
        return ""
    guarded = [ast.Try(body=[node], handlers=[ast.ExceptHandler(type=ast.Name("Exception", ast.Load()), name=None,
                                                                body=[ast.Pass()])], orelse=[], finalbody=[])
               for node in tree.body if isinstance(node, _DEFINITIONS) and not (without and _binds(node, without))]
    return ast.unparse(ast.fix_missing_locations(ast.Module(body=guarded, type_ignores=[])))


@functools.lru_cache(maxsize=4096)
def compiled_definitions(sources: tuple[str, ...], without: str | None = None) -> str | None:
    """The definitions of a row's prompt and definitions column, compiled for the runner.

    ``None`` when none of ``sources`` holds a Python definition. Only top-level definitions
    (imports, functions, classes, assignments) are kept, each guarded by
    :func:`_definitions_only`: the runner executes them to give the tests the row's helpers.
    """
    text = "\n".join(_definitions_only(source, without) for source in sources)
    if not text.strip():
        return None
    code = compile(text, "<prompt>", "exec", optimize=0)  # the row's helpers keep their asserts too
    return base64.b64encode(marshal.dumps(code)).decode("ascii")


def _message_text(content: Any) -> str | None:
    """A message's text: a string, or the text parts of a list of parts (``[{"type": "text", ...}]``)."""
    if isinstance(content, str):
        return content
    if isinstance(content, (list, tuple)):
        texts = [part.get("text") for part in content if isinstance(part, dict) and part.get("type", "text") == "text"]
        texts = [text for text in texts if isinstance(text, str)]
        return "\n".join(texts) if texts else None
    return None


def _prompt_sources(prompt: Any) -> list[str]:
    """The Python a prompt carries: a prompt that is Python, else every Python (or unlabelled) fence of it.

    A conversation counts with all its messages, each a string or a list of parts.
    """
    if isinstance(prompt, (list, tuple)):
        texts = [_message_text(m.get("content")) for m in prompt if isinstance(m, dict)]
    else:
        texts = [prompt]
    sources = []
    for text in texts:
        if not isinstance(text, str):
            continue
        if _definitions_only(text):
            sources.append(text)
            continue
        sources += [code for lang, code, _ in fenced_blocks(text) if lang in PYTHON_LANGUAGES or not lang]
    return sources


@functools.lru_cache(maxsize=4096)
def names_bound_by_tests(tests: tuple[str, ...]) -> tuple[str, ...]:
    """Every name any of the test snippets binds (assigns, imports, defines, catches as), at any depth.

    The runner never takes such a name from the solution, even in a snippet that runs before the
    one that defines it: it belongs to the tests.
    """
    owned = set()
    for source in tests:
        for node in ast.walk(parse(source)):
            if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
                owned.add(node.id)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                owned.add(node.name)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                owned.update((alias.asname or alias.name).partition(".")[0] for alias in node.names)
            elif isinstance(node, ast.ExceptHandler) and node.name:
                owned.add(node.name)
            elif isinstance(node, (ast.Global, ast.Nonlocal)):
                owned.update(node.names)
            elif isinstance(node, ast.MatchAs) and node.name:
                owned.add(node.name)
    return tuple(sorted(owned))


class CodeTests(RewardPlugin):
    """Runs the completion's code against the row's tests in a sandbox; reward = share of tests passed.

    The code is the last fenced Python block of the completion, else the whole text. The test
    format follows the row's columns (see ``reward_plugins.code.formats``): HumanEval ``test`` +
    ``entry_point``, a ``tests`` list of asserts, of ``{"stdin", "stdout"}`` pairs, of
    ``{"args", "expected"}`` calls with ``fn_name``, or LiveCodeBench cases. One sandbox run per
    completion holds all its tests (stdin/stdout suites: one per test); each test has its own
    timeout. The tests run in a process that never executes the solution; the solution runs in
    another and only plain values cross between them (see ``reward_plugins.code.harness``).
    Call-based results are compared here, outside the sandbox. Completions of a batch run in
    parallel. Anything that goes wrong scores 0 and is counted by reason (``timeout``,
    ``memory``, ``compile_error``, ``no_code``, ``runtime_error``, ``output_limit`` -- more output
    than ``output_bytes`` --, ``bad_tests`` -- a row whose tests are malformed --,
    ``sandbox_error``, ``wrong``; ``passed`` when all pass), reported through TRL's
    ``log_metric`` together with ``sandbox/isolated`` (1 in bubblewrap, 0 in the fallback) and the
    executor's own figures (``Executor.metrics``: on Ray, ``sandbox/nodes``, ``sandbox/programs_per_s``,
    ``sandbox/queue_depth`` and ``sandbox/queue_depth_peak``).

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
        float_tolerance (`float`): relative/absolute tolerance in call-based tests where the expected
            value is a float; expected ints (and bools) must be matched exactly, by an int (a bool).
        call_preamble (`str`): source run before a call-based solution, in its namespace; by
            default LiveCodeBench's habit (``from typing import *``, ``from collections import *``
            and a few modules), since its solutions use ``List`` or ``deque`` unimported.
        test_column, entry_point_column, tests_column, fn_name_column (`str`): column names.
        definitions_column (`str`): a column of Python source whose definitions (imports, helper
            functions) the tests may use, run on the tests' side (MBPP's ``test_setup_code`` by
            default); HumanEval rows use their prompt (the ``prompt`` column, or the code in its
            last user message) when the row has none.
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
        call_preamble: str = CALL_PREAMBLE,
        test_column: str = "test",
        entry_point_column: str = "entry_point",
        tests_column: str = "tests",
        fn_name_column: str = "fn_name",
        definitions_column: str = "test_setup_code",
        cache_size: int = 65536,
    ):
        super().__init__(cache_size)
        self._first_runs = LRUCache(cache_size)  # one run's outcome, waiting for a second run to agree
        self._volatile = LRUCache(cache_size)  # programs whose runs disagreed: never cached
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
        # No test format reads stderr: none is kept. Stdout is capped per completion (all of a
        # stdin/stdout suite's runs together), so the trainer never holds more than output_bytes of it.
        self.limits = Limits(timeout=program_timeout, memory_mb=memory_mb, processes=processes, output_bytes=output_bytes,
                             stderr_bytes=0, output_total_bytes=output_bytes)
        self.compile_error_penalty, self.no_code_penalty = float(compile_error_penalty), float(no_code_penalty)
        self.sandbox = sandbox
        self.sandbox_options = dict(sandbox_options or {})
        self.max_workers = max_workers or os.cpu_count() or 1
        self.float_tolerance = float(float_tolerance)
        if not isinstance(call_preamble, str):
            raise TypeError(f"call_preamble must be source text, got {type(call_preamble).__name__}")
        self.call_preamble = call_preamble
        self.column_names = dict(test_column=test_column, entry_point_column=entry_point_column,
                                 tests_column=tests_column, fn_name_column=fn_name_column)
        self.definitions_column = definitions_column
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
                    logger.info("code_tests sandbox %r: %s", self._executor.name, self._executor.protections())
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
                           self.compile_error_penalty, self.no_code_penalty, self.float_tolerance, sandbox,
                           self.call_preamble])

    # -- scoring ----------------------------------------------------------------------------------
    def __call__(self, prompts, completions, completion_ids=None, **kwargs):
        # The prompt is a column of the row here: HumanEval's helpers are defined in it.
        if "prompt" not in kwargs and prompts is not None and len(prompts) == len(completions):
            kwargs["prompt"] = prompts
        return super().__call__(prompts, completions, completion_ids, **kwargs)

    def _definitions(self, row: dict[str, Any], suite: TestSuite | None) -> str | None:
        """The row's trusted definitions for the tests' namespace (compiled), or ``None``.

        The definitions column (MBPP's ``test_setup_code``) and the prompt's code, together: an
        empty or present column never hides the prompt's helpers. The prompt counts for HumanEval
        rows and for assert lists whose row names the function under test (``entry_point``), which
        stays the solution's; an assert list that does not name it leaves the prompt out, since any
        function there could be the one under test.
        """
        if suite is None or suite.kind not in ("humaneval", "assert"):
            return None
        under_test = row.get(self.column_names["entry_point_column"]) if suite.kind == "assert" else None
        if suite.kind == "humaneval" or (isinstance(under_test, str) and under_test.isidentifier()):
            sources = _prompt_sources(row.get("prompt"))
        else:
            sources = []
        setup = row.get(self.definitions_column)
        if isinstance(setup, str) and setup.strip():
            sources.append(setup)
        return compiled_definitions(tuple(sources), under_test) if sources else None

    def score(self, texts: Sequence[str | None], rows: Sequence[dict[str, Any]]) -> list[Outcome]:
        suites: list[TestSuite | None] = []
        for i, row in enumerate(rows):
            if not any(row.get(c) is not None for c in (self.column_names["test_column"],
                                                         self.column_names["tests_column"])):
                # No tests column at all: a configuration error, not a property of one row.
                try:
                    suite_from_row(row, **self.column_names)
                except TestFormatError as exc:
                    raise ValueError(f"reward {self.name!r}, row {i}: {exc}") from None
            try:
                suite = suite_from_row(row, **self.column_names)
            except TestFormatError as exc:
                _warn_once(f"reward {self.name!r}: a row with malformed tests scores 0 (bad_tests): {exc}")
                suites.append(None)
                continue
            suites.append(suite.first(self.k) if self.scoring == "first_k" else suite)
        under_test = [(suite.fn_name or row.get(self.column_names["entry_point_column"])) if suite else None
                      for row, suite in zip(rows, suites)]
        codes = [extract_code(text, name if isinstance(name, str) else None) for text, name in zip(texts, under_test)]
        definitions = [self._definitions(row, suite) for row, suite in zip(rows, suites)]
        options = self._options_key()
        keys = [
            hashlib.sha256(json.dumps([code, suite.key if suite else None, defined, options])
                           .encode("utf-8", "surrogateescape")).hexdigest()
            for code, suite, defined in zip(codes, suites, definitions)
        ]
        outcomes: dict[str, Outcome] = {}
        to_run: dict[str, tuple[str | None, TestSuite | None, str | None]] = {}
        for key, code, suite, defined in zip(keys, codes, suites, definitions):
            cached = self.cache.get(key)
            if cached is not None:
                outcomes[key] = cached
            elif key not in to_run:  # identical completions of a group run once
                to_run[key] = (code, suite, defined)
        if to_run:
            self.executor  # a sandbox that cannot be built is a configuration error: raise it here
            pool = self._pool()
            futures = {key: pool.submit(self._evaluate_safely, *job) for key, job in to_run.items()}
            ran = {key: future.result() for key, future in futures.items()}
            if any(outcome.reason == "cpu_share" for outcome in ran.values()):
                # A sibling that timed out may have lost its core to the greedy one: once more, in
                # parallel (the trainer waits for the slowest re-run, not for their sum).
                again = {key: pool.submit(self._evaluate_safely, *to_run[key])
                         for key, outcome in ran.items() if outcome.reason == "timeout"}
                ran.update({key: future.result() for key, future in again.items()})
            for key, outcome in ran.items():
                outcomes[key] = outcome
                self._cache_outcome(key, to_run[key][0], outcome)
        return [outcomes[key] for key in keys]

    def _cache_outcome(self, key: str, code: str | None, outcome: Outcome) -> None:
        """Cache an outcome only where a fresh run would give it again, and never a paid one (no cached luck).

        Settled outcomes (no code, a compile error, malformed tests) are cached at once. A
        timeout, memory kill, lost core or broken sandbox depends on the machine: never. An outcome
        that pays anything: never, since no check can show that a program which passed twice cannot
        fail the third time (its objects' addresses, reached through a default ``repr`` without
        naming anything, take one of two values in turn: docs/SANDBOX.md); a frozen 0 rewards no one.
        A program that can reach randomness, time, process or host state (not
        :func:`~reward_plugins.code.determinism.closed`): never. Any other outcome is cached only once
        a second run of the same program gave the same outcome; when two runs disagree the program
        is nondeterministic and is never cached again.
        """
        if self.cache.maxsize <= 0:
            return
        if outcome.reason in _SETTLED:
            self.cache.put(key, outcome)
            return
        paid = outcome.reward is None or outcome.reward > 0
        if outcome.reason not in _REPEATABLE or paid or code is None or not closed(code):
            return
        with self._guard():
            if self._volatile.get(key) is not None:
                return
            first = self._first_runs.get(key)
            if first is None:
                self._first_runs.put(key, outcome)
                return
        if first == outcome:
            self.cache.put(key, outcome)
        else:
            self._volatile.put(key, True)

    def _evaluate_safely(self, code: str | None, suite: TestSuite | None, definitions: str | None = None) -> Outcome:
        """:meth:`evaluate`, with every failure turned into a 0: one completion never aborts a batch."""
        if suite is None:
            return Outcome(0.0, "bad_tests")
        try:
            return self.evaluate(code, suite, definitions)
        except Exception as exc:
            _warn_once(f"reward {self.name!r}: scoring a completion failed ({type(exc).__name__}: {exc}); it scores 0")
            return Outcome(0.0, "sandbox_error")

    def evaluate(self, code: str | None, suite: TestSuite, definitions: str | None = None) -> Outcome:
        """Score one program against one suite (no cache); ``definitions``: see :func:`compiled_definitions`."""
        if code is None:
            return Outcome(-self.no_code_penalty if self.no_code_penalty else 0.0, "no_code")
        if suite.kind == "stdio":
            statuses = self._run_stdio(code, suite)
        else:
            statuses = self._run_in_harness(code, suite, definitions)
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

    def report(self, log_metric: Callable[[str, float], None], batch, n: int) -> None:
        super().report(log_metric, batch, n)
        log_metric("sandbox/isolated", 1.0 if self.executor.isolated else 0.0)
        for name, value in self.executor.metrics().items():  # a Ray cluster's nodes, programs/s, queue depth
            log_metric(f"sandbox/{name}", float(value))

    # -- running ----------------------------------------------------------------------------------
    def _limits(self, timeout: float, harness_processes: int = 0) -> Limits:
        limits = self.limits.with_timeout(max(timeout, 0.05))
        if harness_processes:
            limits = replace(limits, processes=limits.processes + harness_processes)
        return limits

    def _run_stdio(self, code: str, suite: TestSuite) -> list[str] | str:
        prefix = harness.encode_job({"mode": "stdio", "code": code})
        inputs = [prefix + stdin.encode("utf-8", "surrogateescape") for stdin, _ in suite.tests]
        limits = self._limits(self.timeout)
        results = self.executor.run_many(harness_program(), inputs, limits, total_timeout=self.program_timeout)
        statuses = []
        for result, (_, expected) in zip(results, suite.tests):
            if result.error is not None:
                return "sandbox_error"
            if result.exit_code == harness.EXIT_COMPILE_ERROR:
                return "compile_error"
            if result.stdout_truncated:
                return "output_limit"  # flooding output scores 0, whatever the other tests did
            if result.left_running:
                return "left_running"  # processes that outlived their result: the whole completion scores 0
            if result.memory_exceeded:
                return "memory"  # its processes together held more than the limit: the whole completion
            status = _abnormal_end(result, limits)
            if status is None:
                status = "passed" if stdout_matches(result.stdout, expected) else "wrong"
            statuses.append(status)
        return statuses

    def _run_in_harness(self, code: str, suite: TestSuite, definitions: str | None = None) -> list[str] | str:
        n = len(suite)
        if suite.kind == "call":
            tests = [{"args": args, "kwargs": kwargs} for args, kwargs, _ in suite.tests]
            mode, preamble, owned = "call", self.call_preamble, ()
        else:
            tests = [compiled_test(source, i) for i, source in enumerate(suite.tests)]
            mode, preamble = "inprocess", ""
            owned = names_bound_by_tests(suite.tests)
        nonce = secrets.token_hex(16)
        job = {"mode": mode, "code": code, "preamble": preamble, "tests": tests, "timeout": self.timeout,
               "prompt": definitions, "entry_point": suite.fn_name if mode == "inprocess" else None, "owned": owned,
               "nonce": nonce, "fn_name": suite.fn_name, "stop_on_failure": self.scoring == "binary",
               "max_value_bytes": self.limits.output_bytes // 2}
        # Room for the solution's top level and every test, plus start-up.
        limits = self._limits(min(self.program_timeout, self.timeout * (n + 1) + 1.0), HARNESS_PROCESSES)
        result = self.executor.run(harness_program(), harness.encode_job(job), limits)
        if result.error is not None:
            return "sandbox_error"
        if result.stdout_truncated:
            return "output_limit"
        if result.left_running:
            return "left_running"
        if result.memory_exceeded:
            return "memory"  # verdicts written before the kill do not count
        overuse = _cpu_overuse(result, limits)
        if overuse is not None:
            return overuse
        events = read_report(result.stdout, nonce, n)
        if not events["hello"]:
            return "sandbox_error"  # the runner never started
        if events["left"]:
            return "left_running"  # the runner found the solution's processes still running
        if events["setup"] is not None:  # the solution did not compile, or its top level failed
            return events["setup"] if events["setup"] == "compile_error" else [events["setup"]] * n
        if not events["ready"]:
            return [_abnormal_end(result, limits) or "runtime_error"] * n
        ended = _abnormal_end(result, limits) or "runtime_error"
        statuses = []
        for i in range(n):
            records = events["tests"][i]
            if not records:  # never judged: the run ended first (or binary scoring stopped early)
                statuses.append("timeout" if result.timed_out else ended if not events["done"] else "wrong")
            elif len(records) != 1:
                statuses.append("wrong")  # duplicate verdicts never count
            else:
                statuses.append(self._judge(records[0], suite, i))
        return statuses

    def _judge(self, record: tuple[str, str], suite: TestSuite, i: int) -> str:
        """One test's single verdict; only the kind the suite expects can pass."""
        kind, detail = record
        if kind == "fail":
            reason = detail.split(" ", 1)[0]
            return reason if reason in REASONS and reason != "passed" else "runtime_error"
        if suite.kind == "call":
            if kind != "value":
                return "wrong"  # a bare pass marker never counts for a call suite
            try:
                got = untagged(decode_value(detail, max_depth=3 * harness.MAX_DEPTH + 3))
                return "passed" if values_equal(got, suite.tests[i][2], self.float_tolerance) else "wrong"
            except (ValueError, RecursionError, OverflowError, TypeError):
                return "wrong"
        return "passed" if kind == "pass" and not detail else "wrong"

    def __repr__(self) -> str:
        return f"CodeTests(scoring={self.scoring!r}, timeout={self.timeout}, sandbox={self.sandbox!r})"


_WARNED: set[str] = set()
_WARNED_LOCK = threading.Lock()


def _warn_once(message: str) -> None:
    key = message[:120]
    with _WARNED_LOCK:
        if key in _WARNED:
            return
        _WARNED.add(key)
    logger.warning(message)


def _abnormal_end(result: ExecResult, limits: Limits | None = None) -> str | None:
    """Why a run did not end normally (``None`` when it exited with status 0 in time)."""
    if result.stdout_truncated:
        return "output_limit"
    if result.timed_out or result.signal == signal.SIGXCPU:
        return "timeout"
    overuse = _cpu_overuse(result, limits)
    if overuse is not None:
        return overuse
    if result.exit_code == harness.EXIT_MEMORY_ERROR or result.memory_exceeded:
        return "memory"
    if result.signal is not None or result.exit_code != 0:
        return "runtime_error"
    return None


def _cpu_overuse(result: ExecResult, limits: Limits | None) -> str | None:
    """``timeout`` past the CPU limit, ``cpu_share`` past one core: CPU counted over all the program's processes."""
    if limits is not None and result.cpu_time >= limits.cpu - 0.5:
        return "timeout"
    if result.cpu_time > CPU_SHARE * result.wall_time + CPU_SLACK_S:
        return "cpu_share"
    return None


_EVENTS = {"hello", "ready", "done", "setup", "pass", "fail", "value", "left"}


def read_report(stdout: bytes, nonce: str, n: int) -> dict:
    """Parse the runner's report strictly.

    Every line must carry this run's nonce and a known event; per test, every verdict
    (``pass``, ``fail``, ``value``) is collected, so the caller can refuse duplicates. A line
    that breaks these rules makes every test without a verdict so far fail, and the report counts
    as tampered with (only the runner holds the report descriptor, so this means a bug or an escape).
    """
    events: dict = {"hello": False, "ready": False, "done": False, "left": False, "setup": None, "tampered": False,
                    "tests": [[] for _ in range(n)]}
    for raw in stdout.split(b"\n"):
        if not raw:
            continue
        parts = raw.decode("utf-8", "replace").split(" ", 2)
        if len(parts) < 2 or parts[0] != nonce or parts[1] not in _EVENTS:
            events["tampered"] = True
            continue
        event, rest = parts[1], parts[2] if len(parts) > 2 else ""
        if event in ("hello", "ready", "done", "left"):
            events[event] = True
        elif event == "setup":
            reason = rest.split(" ", 1)[0]
            events["setup"] = reason if reason in REASONS and reason != "passed" else "runtime_error"
        elif event in ("pass", "fail", "value"):
            index_text, _, detail = rest.partition(" ")
            if not index_text.isdigit() or int(index_text) >= n:
                events["tampered"] = True
                continue
            events["tests"][int(index_text)].append((event, detail))
    if events["tampered"]:
        for records in events["tests"]:
            records.append(("fail", "runtime_error"))  # any test: at least two records, or one fail
    return events


__all__ = ["CALL_PREAMBLE", "CodeTests", "REASONS", "SCORING", "harness_program", "read_report"]
