"""A persistent pool of math-verify worker processes with a hard per-item deadline.

math-verify bounds its own work with ``signal.alarm``, which only works on the main thread and
cannot interrupt sympy while it holds the GIL in one long operation. Here each item runs in a
worker process that lives across calls; the parent gives every item a wall-clock deadline
from the moment it is handed to a worker, waits on the workers' sockets (no signals, so any
thread and any event loop may call it), kills a worker that overruns, starts a replacement
and reports the item as ``timeout``. A worker that dies (out of memory, crash) gives
``crashed``.

Workers are fresh interpreters started as ``python -m reward_plugins.math.worker`` and spoken
to over a socket pair; their lifecycle (start, deadline, kill, replace) is the one every reward's
workers share (:mod:`reward_plugins.worker_processes`). They never import the
caller's ``__main__``, so a plain top-level script (no ``if __name__ == "__main__":``), a
notebook, threads and event loops all work; and they are not forks of a parent that may hold
threads (torch, tokenizers). The pool shuts its workers down when it is closed, garbage
collected, or at interpreter exit.

Example:

>>> pool = VerifyPool(workers=1, deadline=5.0)
>>> pool.check([("\\\\frac{3}{4}", "0.75"), ("42", "41")])
['correct', 'wrong']
>>> pool.close()
"""

from __future__ import annotations

import os
import pickle
import struct
import sys
import threading
from collections import deque
from pathlib import Path
from typing import Sequence

from reward_plugins.worker_processes import (
    DEADLINE, PROTOCOL, Framing, WorkerFailure, WorkerPool, WorkerProcess,
)

TIMEOUT, CRASHED = "timeout", "crashed"
_START_RETRIES = 3  # workers in a row that may die while starting before the pool gives up
_WORKER_MODULE = "reward_plugins.math.worker"
# The directory that holds the ``reward_plugins`` package: put on the worker's path so it imports
# the same code as the caller, installed or not.
_PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])
_MAX_REPLY = 1 << 20  # a reply is a reason string; anything longer is no reply


class WorkerStartError(RuntimeError):
    """A verification worker could not start (math-verify missing or broken, no processes)."""


class _Pickled(Framing):
    """The frames of ``multiprocessing.connection.Connection``, which the worker reads and writes:
    a signed 4-byte big-endian length, then a pickle."""

    def encode(self, message) -> bytes:
        data = pickle.dumps(message)
        return struct.pack("!i", len(data)) + data

    def decode(self, read):
        size = struct.unpack("!i", read(4))[0]
        if not 0 <= size <= _MAX_REPLY:
            raise WorkerFailure(PROTOCOL, f"worker sent a frame of {size} bytes")
        try:
            return pickle.loads(read(size))
        except Exception as exc:
            raise WorkerFailure(PROTOCOL, f"worker sent a malformed frame: {exc}") from None


def _refusal(message) -> str | None:
    if isinstance(message, tuple) and message[:1] == ("ready",):
        return None
    return message[1] if isinstance(message, tuple) and message[:1] == ("error",) else f"unexpected {message!r}"


class VerifyPool:
    """Worker processes that run :func:`reward_plugins.math.worker.check` under a deadline.

    Args:
        workers (`int`, *optional*, defaults to `2`):
            Number of worker processes.
        deadline (`float`, *optional*, defaults to `5.0`):
            Seconds one item may take once a worker has it; then the worker is killed and replaced.
        memory_mb (`int` or `None`, *optional*, defaults to `4096`):
            Address-space limit of a worker, so a runaway computation fails instead of swapping.
        startup_timeout (`float`, *optional*, defaults to `120.0`):
            Seconds a worker may take to import math-verify and report ready.
    """

    def __init__(
        self,
        workers: int = 2,
        deadline: float = 5.0,
        memory_mb: int | None = 4096,
        startup_timeout: float = 120.0,
    ):
        if workers < 1:
            raise ValueError(f"workers must be >= 1, got {workers}")
        if not deadline > 0:
            raise ValueError(f"deadline must be > 0 seconds, got {deadline}")
        self.size = workers
        self.deadline = float(deadline)
        self.memory_mb = memory_mb
        self.startup_timeout = startup_timeout
        self._pool: WorkerPool | None = None
        self._lock = threading.Lock()
        self._pid = os.getpid()
        self.timeouts = 0
        self.replaced = 0

    @property
    def owned(self) -> bool:
        """False in a forked child: the pipes belong to the parent's workers."""
        return self._pid == os.getpid()

    @property
    def _workers(self) -> list[WorkerProcess]:
        return self._pool.workers if self._pool is not None else []

    def _spawn(self) -> WorkerProcess:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (_PACKAGE_ROOT, env.get("PYTHONPATH")) if p)
        return WorkerProcess(
            lambda fd: [sys.executable, "-m", _WORKER_MODULE, str(fd), str(self.memory_mb or 0)],
            _Pickled(), env=env, ready=_refusal, capture_stderr=False,
        )

    def check(self, tasks: Sequence[tuple]) -> list[str]:
        """Run ``worker.check(*task)`` for every task; one reason string per task, in order.

        Thread-safe: concurrent callers take turns. Every item returns within ``deadline``
        seconds of reaching a worker. Items run on up to ``workers`` threads, each driving one worker.
        """
        if not self.owned:
            raise RuntimeError("this VerifyPool belongs to another process (it was forked); build a new one")
        results: list[str | None] = [None] * len(tasks)
        with self._lock:
            if self._pool is None:
                self._pool = WorkerPool(self._spawn, self.size, self.startup_timeout, _START_RETRIES)
            queue = deque(enumerate(tasks))
            failures: list[BaseException] = []

            def drive() -> None:
                try:
                    while queue and not failures:
                        try:
                            index, task = queue.popleft()
                        except IndexError:
                            return
                        results[index] = self._check_one(index, task)
                except BaseException as exc:  # handed to the caller
                    failures.append(exc)

            helpers = [threading.Thread(target=drive, daemon=True, name="math-verify-driver")
                       for _ in range(min(self.size, len(tasks)) - 1)]
            for thread in helpers:
                thread.start()
            try:
                drive()
            except BaseException:  # interrupted (KeyboardInterrupt): the helpers stop after their item
                queue.clear()
                raise
            finally:
                for thread in helpers:
                    thread.join()
            if failures:
                raise failures[0]
        return results  # type: ignore[return-value]

    def _check_one(self, index: int, task: tuple) -> str:
        try:
            worker = self._pool.acquire()  # type: ignore[union-attr]
        except WorkerFailure as exc:
            raise WorkerStartError(
                f"a math-verify worker process failed to start: {exc}. It runs `{sys.executable} -m {_WORKER_MODULE}`: "
                f"check that math-verify is installed in that interpreter (pip install 'math-verify[antlr4_13_2]')."
            ) from None
        healthy = False
        try:
            answer = worker.request((index, tuple(task)), self.deadline)
            if not (isinstance(answer, tuple) and len(answer) == 2 and answer[0] == index and isinstance(answer[1], str)):
                raise WorkerFailure(PROTOCOL, f"worker answered {answer!r} to item {index}")
            healthy = True
            return answer[1]
        except WorkerFailure as exc:
            self.replaced += 1
            if exc.reason == DEADLINE:
                self.timeouts += 1
                return TIMEOUT
            return CRASHED
        finally:
            self._pool.release(worker, healthy)  # type: ignore[union-attr]

    def close(self) -> None:
        """Stop the workers now (they are also stopped at interpreter exit)."""
        with self._lock:
            if self.owned and self._pool is not None:
                self._pool.close()
                self._pool = None

    def __getstate__(self):
        raise TypeError("VerifyPool holds processes and cannot be pickled; pickle the plugin, which rebuilds it")

    def __repr__(self) -> str:
        return f"VerifyPool(workers={self.size}, deadline={self.deadline}, alive={len(self._workers)})"
