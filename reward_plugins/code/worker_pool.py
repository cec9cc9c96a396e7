"""Warm sandbox workers, shared by the built-in executors (``bwrap_executor``, ``subprocess_executor``).

Each executor keeps a small pool of long-lived workers (``sandbox_worker.py``), each started
once -- inside a fresh bubblewrap sandbox, or as a plain ``python -I -S`` process -- and each
running one program at a time in a process forked from a clean template. Starting a sandbox
costs tens of milliseconds; a program in a warm worker costs a ``fork()``. The threat model is
in ``docs/SANDBOX.md``; what happens per program is in ``sandbox_worker.py``.

A worker that misbehaves (a protocol error, no answer in time, leftovers after a program) is
killed and replaced; the runs it was carrying are reported with ``ExecResult.error`` set. The
lifecycle (start from a long-lived thread, deadlines, process-group kills, the bounded pool) is
``reward_plugins.worker_processes``; what is the sandbox's own is here: the framing, the
configuration frame, the core each worker is pinned to, and how answers are checked.
"""

from __future__ import annotations

import abc
import base64
import concurrent.futures
import contextlib
import functools
import json
import marshal
import os
import secrets
import struct
import sys
import threading
import time
import types
import weakref
import zlib
from pathlib import Path
from typing import Sequence

from reward_plugins.code.contracts import ExecResult, Executor, Limits, encode_run
from reward_plugins.code.memory_cgroup import delegated_memory_cgroup
from reward_plugins.code.seccomp import seccomp_filter, solution_filter
from reward_plugins.worker_processes import PROTOCOL, Framing, WorkerFailure, WorkerPool, WorkerProcess

WORKER_SOURCE_PATH = Path(__file__).with_name("inside") / "sandbox_worker.py"
HARNESS_SOURCE_PATH = Path(__file__).with_name("inside") / "harness.py"

# Imported once per worker and shared by every program it runs (no import cost per program).
# Kept to what solutions and the code_tests harness commonly use: every preloaded module makes
# the worker's image, and so each program's fork(), larger.
DEFAULT_PRELOAD = (
    "binascii", "bisect", "collections", "copy", "functools", "heapq", "itertools", "json", "math",
    "operator", "re", "select", "signal", "site", "string", "struct", "types", "typing",
)
CHILD_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
# One string-hash order for every worker (and so every program, forked from one): the order of a set
# of strings is the same in each run of a program, so a cached outcome is what a fresh run gives.
# The programs' own environment does not carry it (CHILD_ENV); the runner passes it to a solution
# process it starts again (inside/harness.py).
HASH_SEED = "0"
WORKER_ENV = dict(CHILD_ENV, PYTHONHASHSEED=HASH_SEED)
# ``-I`` without its ``-E``: the environment is ours alone (CHILD_ENV), and PYTHONHASHSEED must count.
INTERPRETER_FLAGS = ("-s", "-S") + (("-P",) if sys.version_info >= (3, 11) else ())
# Room the parent allows past the program's own deadline for cleanup before it gives up on a worker.
WORKER_GRACE_S = 15.0


@functools.lru_cache(maxsize=1)
def harness_program() -> types.CodeType:
    """The in-sandbox test runner (``harness.py``), compiled once (no compile cost per run).

    Every worker preloads it: its top level runs once, before the template is forked, and a run of
    this very code object only calls its ``main()`` (no unmarshalling, no top level per program).
    """
    # optimize=2 drops the docstrings: a smaller program to send and load (the harness uses no
    # assert statements; the tests are compiled separately and keep theirs).
    return compile(HARNESS_SOURCE_PATH.read_text(encoding="utf-8"), "<harness>", "exec", optimize=2)


# A worker broke the protocol, died, or did not answer in time (``reason`` says which): the code
# sandbox's name for it.
WorkerError = WorkerFailure


class _Frames(Framing):
    """One message: ``(header dict, binary tail)``, as ``>II`` (total and header length), JSON, tail."""

    def encode(self, message: tuple[dict, bytes]) -> bytes:
        header, blob = message
        head = json.dumps(header).encode("utf-8")
        return struct.pack(">II", 4 + len(head) + len(blob), len(head)) + head + blob

    def decode(self, read) -> tuple[dict, bytes]:
        total = struct.unpack(">I", read(4))[0]
        if total > 1 << 31:
            raise WorkerFailure(PROTOCOL, f"worker sent an oversized frame ({total} bytes)")
        payload = read(total)
        head_len = struct.unpack(">I", payload[:4])[0]
        try:
            header = json.loads(payload[4 : 4 + head_len].decode("utf-8"))
        except ValueError as exc:
            raise WorkerFailure(PROTOCOL, f"worker sent a malformed frame: {exc}") from None
        return header, payload[4 + head_len :]


def _refusal(ready: tuple[dict, bytes]) -> str | None:
    return None if ready[0].get("ready") else f"worker did not start: {ready[0]}"


def _local_rank() -> tuple[int, int]:
    """``(this process's rank on its host, ranks on the host)`` from the launcher's environment; ``(0, 1)`` alone."""
    try:
        rank = int(os.environ.get("LOCAL_RANK", "0"))
        ranks = int(os.environ.get("LOCAL_WORLD_SIZE", "1"))
    except ValueError:
        return 0, 1
    return (rank, ranks) if 0 <= rank < ranks else (0, 1)


class _CoreAssignment:
    """Pins each live worker to a core no other live worker has, when there are enough cores.

    A program that spins many processes then slows only its own worker's core, never a
    sibling's (the seccomp filter keeps programs from changing their affinity). With more
    workers than cores nothing is pinned. Ranks of one host (``LOCAL_RANK`` of
    ``LOCAL_WORLD_SIZE``, as ``torchrun`` and ``accelerate launch`` set them) each take their own
    slice of the cores, so two ranks never pin workers to the same core; where the slices would
    be smaller than the workers, nothing is pinned.
    """

    def __init__(self, workers: int):
        cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
        rank, ranks = _local_rank()
        share = cores[rank * workers:(rank + 1) * workers] if workers * ranks <= len(cores) else []
        self.cores = share if len(share) == workers else []
        self.live: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # worker -> core
        self.lock = threading.Lock()
        self.next: int | None = None  # the core of the worker being started (read by its config)

    @contextlib.contextmanager
    def starting(self):
        """Choose the core of the worker about to start (``None``: not pinned)."""
        with self.lock:
            in_use = {core for worker, core in list(self.live.items()) if worker.alive}
            self.next = next((c for c in self.cores if c not in in_use), None)
            try:
                yield self.next
            finally:
                self.next = None

    def taken(self, worker: WorkerProcess, core: int | None) -> None:
        if core is not None:
            self.live[worker] = core


# ---------------------------------------------------------------------------------------------
# executors

class WorkerExecutor(Executor):
    """Shared machinery of the built-in executors: a pool of warm workers."""

    # Network, IPC and mount namespaces, a /proc and a working directory of its own per program,
    # where the worker can make them (see docs/SANDBOX.md); off only to measure what they cost.
    fresh_namespaces = True
    # Stamps of every stage of a program's run in each worker answer (``stages``), for
    # ``bench/lab/sandbox_stages.py``; off in normal use.
    stage_timing = False

    def __init__(
        self,
        limits: Limits | None = None,
        max_workers: int | None = None,
        preload: Sequence[str] = DEFAULT_PRELOAD,
        start_timeout: float = 60.0,
    ):
        super().__init__(limits)
        if max_workers is not None and (not isinstance(max_workers, int) or max_workers < 1):
            raise ValueError(f"max_workers must be a positive integer or None, got {max_workers!r}")
        self.max_workers = max_workers or os.cpu_count() or 1
        self.preload = tuple(preload)
        self.start_timeout = start_timeout
        self._pool: WorkerPool | None = None
        self._pool_lock = threading.Lock()
        self._cores = _CoreAssignment(self.max_workers)
        # Programs may not make pipes or sockets (kernel-wide inode numbers carry state from one scored
        # program to the next); a sandbox that scores nothing may allow them (``seccomp_filter(counters=)``).
        self.programs_may_spawn = False

    # subclasses: how to start one worker -----------------------------------------------------
    @abc.abstractmethod
    def _command(self) -> tuple[list[str], dict, str | None, str]:
        """``(argv, environment, working directory, configuration)`` that start one worker process."""

    @classmethod
    def _worker_argv(cls) -> list[str]:
        """The interpreter running the worker program (the configuration follows on its stdin)."""
        return [cls._python(), *INTERPRETER_FLAGS, "-c", WORKER_SOURCE_PATH.read_text()]

    def _start_worker(self) -> WorkerProcess:
        with self._cores.starting() as core:
            argv, env, cwd, config = self._command()
            # The configuration is the first frame on stdin, never an argument: it holds per-host
            # lists of any length, and Linux caps one argument at 128 KiB.
            worker = WorkerProcess(argv, _Frames(), env=env, cwd=cwd, hello=({}, config.encode("utf-8")),
                                   ready=_refusal)
            self._cores.taken(worker, core)
        return worker

    def _worker_config(self, **extra) -> str:
        program = seccomp_filter(counters=self.programs_may_spawn)
        template, solution = seccomp_filter(template=True), solution_filter()
        encoded = {name: base64.b64encode(value).decode("ascii") if value is not None else None
                   for name, value in (("seccomp", program), ("seccomp_template", template), ("solution_filter", solution))}
        config = {"preload": list(self.preload), "env": dict(CHILD_ENV), "cpu": self._cores.next,
                  "fresh_namespaces": self.fresh_namespaces, "stage_timing": self.stage_timing,
                  "preloaded": base64.b64encode(zlib.compress(marshal.dumps(harness_program()))).decode("ascii"),
                  **encoded}
        config.update(extra)
        return json.dumps(config)

    def _static_protections(self) -> dict[str, object]:
        """What the executor guarantees by construction (the worker reports the rest when it starts)."""
        return {"isolated": self.isolated}

    def protections(self) -> dict[str, object]:
        """Which protections are active: the executor's own, and what a started worker verified.

        Starts a worker if none is running (``warm_up`` would anyway). ``memory_cgroup`` is
        always ``False`` for now; ``memory_cgroup_note`` says whether this machine would allow one.
        """
        pool = self._get_pool()
        worker = pool.acquire()
        try:
            reported = dict(worker.ready_message[0].get("protections") or {})
        finally:
            pool.release(worker, healthy=True)
        directory, reason = delegated_memory_cgroup()
        note = f"cgroup v2 is delegated at {directory}, not used yet" if directory else reason
        return {**self._static_protections(), **reported, "memory_cgroup": False, "memory_cgroup_note": note}

    @staticmethod
    def _python() -> str:
        return os.path.realpath(sys.executable)

    @staticmethod
    def _fresh_uid() -> int | None:
        """A uid no one uses, per worker, when we may switch uids (we run as root).

        Programs run as that uid: ``RLIMIT_NPROC`` is enforced (it is not for root), they cannot
        signal or trace the worker, and killing "all processes of that uid" after each program
        reaches exactly what the program left behind.
        """
        if not WorkerExecutor._privileged():
            return None
        return (1 << 20) + secrets.randbelow((1 << 30) - (1 << 20))

    @staticmethod
    def _privileged() -> bool:
        return os.geteuid() == 0

    def _get_pool(self) -> WorkerPool:
        with self._pool_lock:
            if self._pool is None:
                self._pool = WorkerPool(self._start_worker, self.max_workers, self.start_timeout)
            return self._pool

    def warm_up(self, n: int | None = None) -> None:
        """Start ``n`` workers now (default: the pool size) instead of on first use."""
        pool = self._get_pool()
        n = min(n or pool.size, pool.size)
        with concurrent.futures.ThreadPoolExecutor(n) as threads:
            workers = list(threads.map(lambda _: pool.acquire(), range(n)))
        for worker in workers:
            pool.release(worker, healthy=True)

    # the interface -----------------------------------------------------------------------------
    def run_many(
        self,
        program: str | types.CodeType,
        stdins: Sequence[bytes | str],
        limits: Limits | None = None,
        total_timeout: float | None = None,
    ) -> list[ExecResult]:
        limits = limits or self.limits
        preloaded = isinstance(program, types.CodeType) and program == harness_program()
        kind, data, inputs = encode_run("" if preloaded else program, stdins, total_timeout)
        if not inputs:
            return []
        if preloaded:
            kind = "preloaded"  # every worker holds it already
        header = {
            "program_kind": kind,
            "program_len": len(data),
            "stdin_lens": [len(s) for s in inputs],
            "limits": limits.to_dict(),
            "total_timeout": total_timeout,
        }
        budget = len(inputs) * limits.timeout
        if total_timeout is not None:
            budget = min(budget, total_timeout)
        watchdog = budget + WORKER_GRACE_S + 2.0 * len(inputs)
        started = time.monotonic()
        pool = self._get_pool()
        try:
            worker = pool.acquire()
        except Exception as exc:
            return [ExecResult.failed(f"could not start a {self.name} worker: {exc}")] * len(inputs)
        healthy = False
        try:
            answer, blob = worker.request((header, data + b"".join(inputs)), watchdog)
            results = self._decode(answer, blob, len(inputs), limits)
            healthy = not answer.get("recycle")
            return results
        except WorkerFailure as exc:
            return [ExecResult.failed(f"{self.name} worker failed: {exc}", time.monotonic() - started)] * len(inputs)
        finally:
            pool.release(worker, healthy)

    def _decode(self, answer: dict, blob: bytes, n: int, limits: Limits) -> list[ExecResult]:
        if "error" in answer and "results" not in answer:
            raise WorkerFailure(PROTOCOL, str(answer["error"]))
        entries = answer.get("results")
        if not isinstance(entries, list) or len(entries) != n:
            raise WorkerFailure(PROTOCOL, f"worker answered {len(entries) if isinstance(entries, list) else entries!r} results for {n} runs")
        results, offset = [], 0
        for entry in entries:
            out_len, err_len = int(entry.get("stdout_len", 0)), int(entry.get("stderr_len", 0))
            if out_len > limits.output_bytes or err_len > (limits.output_bytes if limits.stderr_bytes is None
                                                           else limits.stderr_bytes):
                raise WorkerFailure(PROTOCOL, "worker returned more output than the limit allows")
            if entry.get("skipped"):
                results.append(ExecResult(exit_code=None, timed_out=bool(entry.get("timed_out")),
                                          error=entry.get("error")))
                continue
            stdout = blob[offset : offset + out_len]
            stderr = blob[offset + out_len : offset + out_len + err_len]
            offset += out_len + err_len
            results.append(ExecResult(
                exit_code=entry.get("exit_code"),
                signal=entry.get("signal"),
                stdout=stdout,
                stderr=stderr,
                stdout_truncated=bool(entry.get("stdout_truncated")),
                stderr_truncated=bool(entry.get("stderr_truncated")),
                timed_out=bool(entry.get("timed_out")),
                wall_time=float(entry.get("wall_time", 0.0)),
                cpu_time=float(entry.get("cpu_time", 0.0)),
                max_rss_kb=int(entry.get("max_rss_kb", 0)),
                left_running=bool(entry.get("left_running")),
                memory_exceeded=bool(entry.get("memory_exceeded")),
                error=entry.get("error"),
                stages=tuple((str(name), int(ns)) for name, ns in entry["stages"]) if entry.get("stages") else None,
            ))
        if offset != len(blob):
            raise WorkerFailure(PROTOCOL, "worker answer does not match its header")
        return results

    def close(self) -> None:
        with self._pool_lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_pool"] = None
        state["_pool_lock"] = None
        state["_cores"] = None
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._pool_lock = threading.Lock()
        self._cores = _CoreAssignment(self.max_workers)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(limits={self.limits}, max_workers={self.max_workers})"


__all__ = ["CHILD_ENV", "DEFAULT_PRELOAD", "HASH_SEED", "INTERPRETER_FLAGS", "WORKER_ENV", "WorkerError", "WorkerExecutor"]
