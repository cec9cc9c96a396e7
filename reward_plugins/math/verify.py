"""A persistent pool of math-verify worker processes with a hard per-item deadline.

math-verify bounds its own work with ``signal.alarm``, which only works on the main thread and
cannot interrupt sympy while it holds the GIL in one long operation. Here each item runs in a
worker process that lives across calls; the parent gives every item a wall-clock deadline
from the moment it is handed to a worker, waits on the workers' sockets (no signals, so any
thread and any event loop may call it), kills a worker that overruns, starts a replacement
and reports the item as ``timeout``. A worker that dies (out of memory, crash) gives
``crashed``.

Workers are fresh interpreters started as ``python -m reward_plugins.math.worker`` and spoken
to over a socket pair, the way the code sandbox starts its workers. They never import the
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
import socket
import subprocess
import sys
import threading
import time
import weakref
from collections import deque
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Sequence

TIMEOUT, CRASHED = "timeout", "crashed"
_START_RETRIES = 3  # workers in a row that may die while starting before the pool gives up
_WORKER_MODULE = "reward_plugins.math.worker"
# The directory that holds the ``reward_plugins`` package: put on the worker's path so it imports
# the same code as the caller, installed or not.
_PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])


class WorkerStartError(RuntimeError):
    """A verification worker could not start (math-verify missing or broken, no processes)."""


class _Worker:
    def __init__(self, memory_mb: int | None):
        parent, child = socket.socketpair()
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (_PACKAGE_ROOT, env.get("PYTHONPATH")) if p)
        cmd = [sys.executable, "-m", _WORKER_MODULE, str(child.fileno()), str(memory_mb or 0)]
        try:
            self.process = subprocess.Popen(
                cmd, pass_fds=(child.fileno(),), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                env=env, close_fds=True,
            )
        finally:
            child.close()
        self.conn = Connection(parent.detach())
        self.started_at = time.monotonic()
        self.state = "starting"  # -> "idle" <-> "busy"
        self.index = -1
        self.deadline_at = 0.0

    @property
    def exitcode(self) -> int | None:
        return self.process.poll()

    def stop(self, kill: bool) -> None:
        if not kill:
            try:
                self.conn.send(None)
                self.process.wait(0.5)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                kill = True
        if self.process.poll() is None:
            self.process.kill()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                pass
        self.conn.close()


def _stop_all(workers: list[_Worker]) -> None:
    for w in workers:
        w.stop(kill=False)
    workers.clear()


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
        self._workers: list[_Worker] = []
        self._lock = threading.Lock()
        self._pid = os.getpid()
        self.timeouts = 0
        self.replaced = 0
        self._start_failures = 0
        self._finalizer = weakref.finalize(self, _stop_all, self._workers)

    @property
    def owned(self) -> bool:
        """False in a forked child: the pipes belong to the parent's workers."""
        return self._pid == os.getpid()

    def check(self, tasks: Sequence[tuple]) -> list[str]:
        """Run ``worker.check(*task)`` for every task; one reason string per task, in order.

        Thread-safe: concurrent callers take turns. Every item returns within ``deadline``
        seconds of reaching a worker.
        """
        if not self.owned:
            raise RuntimeError("this VerifyPool belongs to another process (it was forked); build a new one")
        results: list[str | None] = [None] * len(tasks)
        with self._lock:
            if not self._finalizer.alive:  # closed before: stop the new workers at exit too
                self._finalizer = weakref.finalize(self, _stop_all, self._workers)
            queue = deque(range(len(tasks)))
            while len(self._workers) < self.size:
                self._workers.append(_Worker(self.memory_mb))
            try:
                while queue or any(w.state == "busy" for w in self._workers):
                    self._dispatch(tasks, queue)
                    self._collect(results)
                    self._enforce_deadlines(results)
            except BaseException:
                # Interrupted (KeyboardInterrupt, a worker that cannot start): a busy worker
                # would answer this batch's item later, so stop it; the next call starts afresh.
                for w in [w for w in self._workers if w.state == "busy"]:
                    w.stop(kill=True)
                    self._workers.remove(w)
                raise
        return results  # type: ignore[return-value]

    def _dispatch(self, tasks: Sequence[tuple], queue: deque) -> None:
        for w in self._workers:
            if w.state != "idle" or not queue:
                continue
            index = queue.popleft()
            try:
                w.conn.send((index, tuple(tasks[index])))
            except (OSError, ValueError):  # the worker died while idle: replace it, retry the item
                queue.appendleft(index)
                self._replace(w)
                continue
            w.state, w.index = "busy", index
            w.deadline_at = time.monotonic() + self.deadline

    def _collect(self, results: list) -> None:
        waiting = [w for w in self._workers if w.state != "idle"]
        if not waiting:
            return
        now = time.monotonic()
        wake = min(w.deadline_at if w.state == "busy" else w.started_at + self.startup_timeout for w in waiting)
        by_conn = {w.conn: w for w in waiting}
        for conn in wait(list(by_conn), timeout=max(0.0, wake - now)):
            w = by_conn[conn]  # type: ignore[index]
            try:
                message = conn.recv()
            except (EOFError, OSError):
                if w.state == "starting":
                    # Killed from outside while starting, or unable to start: retry a few times.
                    self._start_failures += 1
                    if self._start_failures > _START_RETRIES:
                        self._startup_failed(w, f"exit code {w.exitcode}")
                else:
                    results[w.index] = CRASHED
                self._replace(w)
                continue
            if w.state == "starting":
                if message[0] == "error":
                    self._startup_failed(w, message[1])
                w.state = "idle"
                self._start_failures = 0
            elif message[0] == w.index:
                results[w.index] = message[1]
                w.state = "idle"

    def _enforce_deadlines(self, results: list) -> None:
        now = time.monotonic()
        for w in list(self._workers):
            if w.state == "busy" and now >= w.deadline_at:
                results[w.index] = TIMEOUT
                self.timeouts += 1
                self._replace(w)
            elif w.state == "starting" and now >= w.started_at + self.startup_timeout:
                self._startup_failed(w, f"no ready message within {self.startup_timeout:.0f} s")

    def _replace(self, w: _Worker) -> None:
        w.stop(kill=True)
        self._workers[self._workers.index(w)] = _Worker(self.memory_mb)
        self.replaced += 1

    def _startup_failed(self, w: _Worker, why: str) -> None:
        w.stop(kill=True)
        self._workers.remove(w)
        raise WorkerStartError(
            f"a math-verify worker process failed to start: {why}. It runs `{sys.executable} -m {_WORKER_MODULE}`: "
            f"check that math-verify is installed in that interpreter (pip install 'math-verify[antlr4_13_2]')."
        )

    def close(self) -> None:
        """Stop the workers now (they are also stopped at interpreter exit)."""
        with self._lock:
            if self.owned:
                self._finalizer()

    def __getstate__(self):
        raise TypeError("VerifyPool holds processes and cannot be pickled; pickle the plugin, which rebuilds it")

    def __repr__(self) -> str:
        return f"VerifyPool(workers={self.size}, deadline={self.deadline}, alive={len(self._workers)})"
