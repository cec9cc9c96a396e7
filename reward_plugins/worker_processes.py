"""Persistent worker processes and a bounded pool of them: the lifecycle every reward's workers share.

A :class:`WorkerProcess` is started once (its own session, so its whole process group can be
killed) and then answers one request at a time. Starting has a deadline, and so has every request,
counted on the wall clock from the moment the request is written: the parent waits on the
worker's descriptors with ``select`` (no signals, so any thread and any event loop may call it).
Whatever goes wrong -- no ready message in time, a refusal, no answer in time, the process gone, a
reply that breaks the framing -- kills the process group and raises :class:`WorkerFailure` whose
``reason`` names what happened (:data:`REASONS`). A :class:`WorkerPool` holds at most ``size`` of
them: a caller acquires one (an idle one, or a new one started up to the size), and gives it back
healthy (kept) or not (killed; the next acquire starts a replacement).

How messages look on the channel is the caller's: a :class:`Framing` turns a message into bytes
and reads one back. The math workers speak pickled tuples over a socket pair; the code sandbox
speaks JSON headers with a binary tail over the worker's stdin and stdout.

Example:

>>> import sys
>>> echo = "import sys\\nfor line in sys.stdin: print(line.strip(), flush=True)"
>>> class Lines(Framing):
...     def encode(self, message): return message.encode() + b"\\n"
...     def decode(self, read):
...         line = b""
...         while not line.endswith(b"\\n"): line += read(1)
...         return line.decode().strip()
>>> pool = WorkerPool(lambda: WorkerProcess([sys.executable, "-c", echo], Lines(), hello="hi"), size=1)
>>> worker = pool.acquire()
>>> worker.ready_message, worker.request("ping", deadline_s=5.0)
('hi', 'ping')
>>> pool.release(worker, healthy=True); pool.close()
"""

from __future__ import annotations

import abc
import concurrent.futures
import os
import queue
import select
import signal
import socket
import subprocess
import threading
import time
import weakref
from typing import Callable, Sequence

# Why a worker was given up, as WorkerFailure.reason.
START_TIMEOUT = "start_timeout"  # no ready message within the start timeout
REFUSED = "refused"  # the ready message said the worker cannot serve
EXITED = "exited"  # the process ended, or closed its channel
DEADLINE = "deadline"  # a request got no whole answer within its deadline
PROTOCOL = "protocol"  # a reply that breaks the framing, or an answer that does not fit the request
REASONS = (START_TIMEOUT, REFUSED, EXITED, DEADLINE, PROTOCOL)

_STDERR_KEPT = 1 << 16  # bytes of a worker's stderr kept to explain its failure


class WorkerFailure(RuntimeError):
    """A worker process was given up; ``reason`` (one of :data:`REASONS`) says why, the text says more."""

    def __init__(self, reason: str, detail: str):
        if reason not in REASONS:
            raise ValueError(f"unknown worker failure reason {reason!r}; one of {REASONS}")
        super().__init__(detail)
        self.reason = reason


class Framing(abc.ABC):
    """How one message is written on a worker's channel, and read back."""

    @abc.abstractmethod
    def encode(self, message) -> bytes:
        """The bytes of one message."""

    @abc.abstractmethod
    def decode(self, read: Callable[[int], bytes]):
        """One message, from ``read(n)`` (exactly ``n`` bytes, or it raises :class:`WorkerFailure`).

        Raise ``WorkerFailure(PROTOCOL, ...)`` for bytes that are no message.
        """


class WorkerProcess:
    """One worker process and its channel.

    Args:
        argv (`Sequence[str]` or `Callable[[int], Sequence[str]]`):
            The command. A list: the worker speaks on its stdin and stdout. A function: the worker
            speaks on one end of a socket pair, whose descriptor number the function puts in the command.
        framing (`Framing`): how messages look on the channel.
        hello (*optional*): a first message written before the worker reports ready (its configuration:
            on the channel, never an argument, so it may be of any length).
        ready (`Callable[[object], str | None]`, *optional*):
            Judges the worker's first message: ``None`` when it may serve, else why not.
        capture_stderr (`bool`, *optional*, defaults to `True`):
            Keep the worker's stderr to explain a failure; ``False`` leaves it on the parent's stderr.

    The process only starts here; :meth:`handshake` waits for it to report ready. The pool starts
    processes from one long-lived thread (see :class:`_Spawner`) and waits for them on the caller's.
    """

    def __init__(
        self,
        argv: Sequence[str] | Callable[[int], Sequence[str]],
        framing: Framing,
        *,
        env: dict | None = None,
        cwd: str | None = None,
        hello=None,
        ready: Callable[[object], str | None] = lambda message: None,
        capture_stderr: bool = True,
    ):
        self.framing, self._hello, self._judge = framing, hello, ready
        self.ready_message = None
        stderr = subprocess.PIPE if capture_stderr else None
        if callable(argv):
            parent, child = socket.socketpair()
            try:
                self.process = subprocess.Popen(
                    list(argv(child.fileno())), pass_fds=(child.fileno(),), stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL, stderr=stderr, env=env, cwd=cwd, start_new_session=True, close_fds=True,
                )
            except BaseException:
                parent.close()
                raise
            finally:
                child.close()
            self._in = self._out = parent.detach()
        else:
            self.process = subprocess.Popen(
                list(argv), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr,
                env=env, cwd=cwd, start_new_session=True, close_fds=True,
            )
            self._in, self._out = self.process.stdin.fileno(), self.process.stdout.fileno()
        self._err = self.process.stderr.fileno() if capture_stderr else None
        for fd in {self._in, self._out, self._err} - {None}:
            os.set_blocking(fd, False)
        self._stderr = bytearray()
        self.killed = False

    @property
    def alive(self) -> bool:
        return not self.killed and self.process.poll() is None

    def handshake(self, start_timeout: float) -> None:
        """Write the hello (if any) and wait for the ready message; on failure, kill and raise."""
        deadline = time.monotonic() + start_timeout
        try:
            if self._hello is not None:
                self._write(self.framing.encode(self._hello), deadline)
            self.ready_message = self.framing.decode(lambda n: self._read_exact(n, deadline))
        except WorkerFailure as exc:
            self.kill()
            if exc.reason == DEADLINE:
                raise WorkerFailure(START_TIMEOUT, f"no ready message within {start_timeout:g} s") from None
            raise
        refusal = self._judge(self.ready_message)
        if refusal is not None:
            self.kill()
            raise WorkerFailure(REFUSED, refusal)

    def request(self, message, deadline_s: float):
        """Send ``message`` and return the answer, all within ``deadline_s`` seconds; on failure, kill and raise."""
        deadline = time.monotonic() + deadline_s
        self.send(message, deadline - time.monotonic())
        return self.receive(deadline - time.monotonic())

    def send(self, message, deadline_s: float) -> None:
        """Write ``message`` within ``deadline_s`` seconds, not waiting for an answer (a worker that
        answers its requests in order may hold the next one while it works); on failure, kill and raise."""
        deadline = time.monotonic() + deadline_s
        try:
            self._write(self.framing.encode(message), deadline)
        except BaseException:  # a failure, or the caller interrupted: the worker's state is unknown
            self.kill()
            raise

    def receive(self, deadline_s: float):
        """The worker's next message, read within ``deadline_s`` seconds; on failure, kill and raise."""
        deadline = time.monotonic() + deadline_s
        try:
            return self.framing.decode(lambda n: self._read_exact(n, deadline))
        except BaseException:  # a failure, or the caller interrupted: the answer would come to no one
            self.kill()
            raise

    def _write(self, data: bytes, deadline: float) -> None:
        view = memoryview(data)
        while view:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise WorkerFailure(DEADLINE, "worker did not take the job in time")
            _, writable, _ = select.select([], [self._in], [], remaining)
            if writable:
                try:
                    view = view[os.write(self._in, view):]
                except BlockingIOError:
                    continue
                except OSError as exc:
                    raise WorkerFailure(EXITED, f"worker channel closed: {exc}{self.diagnosis()}") from None

    def _read_exact(self, n: int, deadline: float) -> bytes:
        parts, want = [], n
        watched = [self._out] + ([self._err] if self._err is not None else [])
        while want:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise WorkerFailure(DEADLINE, "worker did not answer in time")
            readable, _, _ = select.select(watched, [], [], remaining)
            if self._err is not None and self._err in readable:
                self._read_stderr()
            if self._out in readable:
                try:
                    data = os.read(self._out, min(want, 1 << 20))
                except BlockingIOError:
                    continue
                except OSError:  # reset by a worker that died with our bytes unread
                    data = b""
                if not data:
                    raise WorkerFailure(EXITED, f"worker exited{self.diagnosis()}")
                parts.append(data)
                want -= len(data)
        return b"".join(parts)

    def _read_stderr(self) -> None:
        try:
            data = os.read(self._err, _STDERR_KEPT)
        except OSError:
            return
        self._stderr += data[: _STDERR_KEPT - len(self._stderr)]

    def diagnosis(self) -> str:
        """`` (exit status N): last stderr line``, as far as known."""
        code = self.process.poll()
        if self._err is not None:
            self._read_stderr()
        text = self._stderr.decode("utf-8", "replace").strip().splitlines()
        return (f" (exit status {code})" if code is not None else "") + (f": {text[-1]}" if text else "")

    def kill(self) -> None:
        """Kill the worker's whole process group and close its channel (idempotent)."""
        if self.killed:
            return
        self.killed = True
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except OSError:
            pass
        if self._in != self._out:  # pipes: Popen owns them
            for stream in (self.process.stdin, self.process.stdout):
                try:
                    stream.close()
                except OSError:
                    pass
        else:
            try:
                os.close(self._in)
            except OSError:
                pass
        if self.process.stderr is not None:
            try:
                self.process.stderr.close()
            except OSError:
                pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass


class _Spawner:
    """Starts worker processes from one daemon thread that lives as long as this process.

    ``--die-with-parent`` (and ``PR_SET_PDEATHSIG``) fire when the *thread* that started the
    process exits, not the process; starting workers from short-lived pool threads would kill
    them at random. This thread never exits before the interpreter does.
    """

    def __init__(self):
        self._lock = threading.Lock()
        self._queue: queue.Queue = queue.Queue()
        self._thread: threading.Thread | None = None
        self._pid = None

    def call(self, fn):
        with self._lock:
            if self._thread is None or not self._thread.is_alive() or self._pid != os.getpid():
                self._queue = queue.Queue()
                self._thread = threading.Thread(target=self._loop, args=(self._queue,),
                                                name="reward-worker-spawner", daemon=True)
                self._thread.start()
                self._pid = os.getpid()
            future: concurrent.futures.Future = concurrent.futures.Future()
            self._queue.put((fn, future))
        return future.result()

    @staticmethod
    def _loop(jobs: queue.Queue):
        while True:
            fn, future = jobs.get()
            try:
                future.set_result(fn())
            except BaseException as exc:  # handed to the caller
                future.set_exception(exc)


_SPAWNER = _Spawner()


def _kill_all(workers: set, owner: int) -> None:
    if os.getpid() != owner:  # a forked child's copy: the workers are the parent's
        return
    for worker in list(workers):
        worker.kill()
    workers.clear()


class WorkerPool:
    """At most ``size`` workers; :meth:`acquire` takes an idle one or starts one, :meth:`release` gives it back.

    Args:
        spawn (`Callable[[], WorkerProcess]`): starts one worker process (run on the spawner thread).
        size (`int`): the most workers alive at once.
        start_timeout (`float`, *optional*, defaults to `60.0`): seconds a worker may take to report ready.
        start_retries (`int`, *optional*, defaults to `0`):
            Starts in a row that may end with the process gone (killed from outside while starting)
            before :meth:`acquire` gives up; a start timeout or a refusal is never retried.

    Workers still alive are killed when the pool is closed, garbage collected, or at interpreter
    exit. A pool inherited through ``fork()`` forgets the parent's workers and starts its own.
    """

    def __init__(self, spawn: Callable[[], WorkerProcess], size: int, start_timeout: float = 60.0,
                 start_retries: int = 0):
        if size < 1:
            raise ValueError(f"size must be >= 1, got {size}")
        self._spawn = spawn
        self.size = size
        self.start_timeout = start_timeout
        self.start_retries = start_retries
        self._idle: list[WorkerProcess] = []
        self._live: set[WorkerProcess] = set()
        self._count = 0  # alive or starting
        self._cond = threading.Condition()
        self._pid = os.getpid()
        self._closed = False
        self._finalizer = weakref.finalize(self, _kill_all, self._live, self._pid)

    @property
    def workers(self) -> list[WorkerProcess]:
        """The workers alive now, idle or busy."""
        with self._cond:
            return [w for w in self._live if w.alive]

    def acquire(self) -> WorkerProcess:
        """A ready worker of this pool; waits while ``size`` are busy. Raises :class:`WorkerFailure` if none starts."""
        with self._cond:
            if self._pid != os.getpid():  # inherited through fork(): those workers are the parent's
                self._idle, self._count, self._pid = [], 0, os.getpid()
                self._live = set()
                self._finalizer.detach()
                self._finalizer = weakref.finalize(self, _kill_all, self._live, self._pid)
            if self._closed:
                raise RuntimeError("this worker pool is closed")
            while True:
                while not self._idle and self._count >= self.size:
                    self._cond.wait()
                if not self._idle:
                    break
                worker = self._idle.pop()
                if worker.alive:
                    return worker
                self._forget(worker)  # died while idle (killed from outside): start another
            self._count += 1
        try:
            return self._start()
        except BaseException:
            with self._cond:
                self._count -= 1
                self._cond.notify()
            raise

    def _start(self) -> WorkerProcess:
        retries = self.start_retries
        while True:
            worker = _SPAWNER.call(self._spawn)
            with self._cond:
                self._live.add(worker)
            try:
                worker.handshake(self.start_timeout)
                return worker
            except BaseException as exc:
                worker.kill()
                with self._cond:
                    self._live.discard(worker)
                if not (isinstance(exc, WorkerFailure) and exc.reason == EXITED and retries > 0):
                    raise
                retries -= 1

    def _forget(self, worker: WorkerProcess) -> None:
        # under self._cond
        worker.kill()
        self._live.discard(worker)
        self._count -= 1

    def release(self, worker: WorkerProcess, healthy: bool) -> None:
        """Give ``worker`` back: kept if ``healthy`` and alive, else killed (the next acquire replaces it)."""
        with self._cond:
            if healthy and worker.alive and not self._closed and self._pid == os.getpid():
                self._idle.append(worker)
                self._cond.notify()
                return
            if self._pid == os.getpid():
                self._count -= 1
                self._live.discard(worker)
            self._cond.notify()
        worker.kill()

    def close(self) -> None:
        """Kill the idle workers now, and each busy one when it is released."""
        with self._cond:
            idle, self._idle = self._idle, []
            self._closed = True
            if self._pid != os.getpid():
                return
            self._count -= len(idle)
            self._live.difference_update(idle)
            self._cond.notify_all()
        for worker in idle:
            worker.kill()

    def __getstate__(self):
        raise TypeError("a WorkerPool holds processes and cannot be pickled")


__all__ = ["DEADLINE", "EXITED", "PROTOCOL", "REASONS", "REFUSED", "START_TIMEOUT", "Framing", "WorkerFailure",
           "WorkerPool", "WorkerProcess"]
