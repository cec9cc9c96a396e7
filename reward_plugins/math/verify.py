"""A persistent pool of math-verify worker processes with a hard per-item deadline.

math-verify bounds its own work with ``signal.alarm``, which only works on the main thread and
cannot interrupt sympy while it holds the GIL in one long operation. Here each item runs in a
worker process that lives across calls; the parent gives every item a wall-clock deadline
from the moment its worker starts it, waits on the workers' sockets (no signals, so any
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
import time
from collections import deque
from pathlib import Path
from typing import Iterable

from reward_plugins.math.schedule import Schedule
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
        warm_up (`str`, *optional*, defaults to `""`):
            ``"module:function"`` each worker calls before it reports ready, so what the tasks need loads outside
            their deadlines (the plugin's reader, for the rows it sends to be judged whole).
    """

    def __init__(
        self,
        workers: int = 2,
        deadline: float = 5.0,
        memory_mb: int | None = 4096,
        startup_timeout: float = 120.0,
        warm_up: str = "",
    ):
        if workers < 1:
            raise ValueError(f"workers must be >= 1, got {workers}")
        if not deadline > 0:
            raise ValueError(f"deadline must be > 0 seconds, got {deadline}")
        self.size = workers
        self.deadline = float(deadline)
        self.memory_mb = memory_mb
        self.startup_timeout = startup_timeout
        self.warm_up = warm_up
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
            lambda fd: [sys.executable, "-m", _WORKER_MODULE, str(fd), str(self.memory_mb or 0), self.warm_up,
                        str(os.getpid())],
            _Pickled(), env=env, ready=_refusal, capture_stderr=False,
        )

    def check(self, tasks: Iterable[tuple]) -> list[str]:
        """Run ``worker.check(*task)`` for every task; one reason string per task, in order.

        ``tasks`` may be a generator: each task goes to a worker as soon as it is yielded, so the
        caller's work between tasks (reading the next completions) overlaps the verification of
        those before. Thread-safe: concurrent callers take turns. Each worker holds the item after
        the one it works on, so it never waits for the parent between items; every item returns
        within ``deadline`` seconds of its worker starting it (the reply to the item before, or
        its hand-over). The items of one gold go to one worker where they can
        (:mod:`reward_plugins.math.schedule`), which parses the gold once.
        """
        if not self.owned:
            raise RuntimeError("this VerifyPool belongs to another process (it was forked); build a new one")
        results: dict[int, str] = {}
        count = 0
        with self._lock:
            if self._pool is None:
                self._pool = WorkerPool(self._spawn, self.size, self.startup_timeout, _START_RETRIES)
            schedule = Schedule()
            failures: list[BaseException] = []

            def drive() -> None:
                try:
                    self._drive(schedule, results)
                except BaseException as exc:  # handed to the caller
                    failures.append(exc)
                    schedule.cancel()

            drivers = [threading.Thread(target=drive, daemon=True, name="math-verify-driver") for _ in range(self.size)]
            for thread in drivers:
                thread.start()
            try:
                for task in tasks:
                    if failures:
                        break  # a driver failed: the call raises once the drivers stop
                    schedule.put(count, task if isinstance(task, tuple) else tuple(task))  # a row's task keeps its type
                    count += 1
                schedule.close()
            except BaseException:  # the caller's generator failed, or was interrupted: drivers stop after their item
                schedule.cancel()
                raise
            finally:
                for thread in drivers:
                    thread.join()
            if failures:
                raise failures[0]
        return [results[i] for i in range(count)]

    def _drive(self, schedule: Schedule, results: dict[int, str]) -> None:
        """Feed one worker from the schedule until it is empty, replacing the worker when an item fails."""
        me = object()  # this driver, as the schedule knows it
        worker: WorkerProcess | None = None
        sent: deque = deque()  # items the worker has, in order: the first is the one it works on
        gold, started = None, 0.0
        try:
            while True:
                while len(sent) < 2:
                    item = schedule.take(me, gold, wait=not sent)
                    if item is None:
                        break
                    if worker is None:
                        worker = self._acquire()
                    if not sent:
                        started = time.monotonic()
                    sent.append(item)
                    gold = item[1][0]
                    try:
                        worker.send(item, started + self.deadline - time.monotonic())
                    except WorkerFailure as exc:
                        self._fail(worker, exc, sent, schedule, results)
                        worker = None
                if not sent:
                    return
                index = sent[0][0]
                try:
                    answer = worker.receive(started + self.deadline - time.monotonic())
                    if not (isinstance(answer, tuple) and len(answer) == 2 and answer[0] == index and isinstance(answer[1], str)):
                        raise WorkerFailure(PROTOCOL, f"worker answered {answer!r} to item {index}")
                except WorkerFailure as exc:
                    self._fail(worker, exc, sent, schedule, results)
                    worker = None
                    continue
                results[index] = answer[1]
                sent.popleft()
                started = time.monotonic()  # the worker starts the next item it holds
        finally:
            if worker is not None:
                self._pool.release(worker, healthy=not sent)  # type: ignore[union-attr]

    def _fail(self, worker: WorkerProcess, exc: WorkerFailure, sent: deque, schedule: Schedule,
              results: dict[int, str]) -> None:
        """The item the worker was on fails with the worker (``timeout`` past its deadline, else
        ``crashed``); the worker is replaced and the item it held next goes back to the schedule."""
        self.replaced += 1
        if exc.reason == DEADLINE:
            self.timeouts += 1
        index, _ = sent.popleft()
        results[index] = TIMEOUT if exc.reason == DEADLINE else CRASHED
        schedule.put_back(sent)
        sent.clear()
        self._pool.release(worker, healthy=False)  # type: ignore[union-attr]

    def _acquire(self) -> WorkerProcess:
        try:
            return self._pool.acquire()  # type: ignore[union-attr]
        except WorkerFailure as exc:
            raise WorkerStartError(
                f"a math-verify worker process failed to start: {exc}. It runs `{sys.executable} -m {_WORKER_MODULE}`: "
                f"check that math-verify is installed in that interpreter (pip install 'math-verify[antlr4_13_2]')."
            ) from None

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
