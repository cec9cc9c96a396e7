"""The lifecycle every reward's worker processes share (``reward_plugins.worker_processes``): each way a
worker fails is named, kills the worker's whole process group, and the pool replaces it; a closed,
forked or pickled pool never reaches workers it does not own."""

from __future__ import annotations

import ast
import json
import os
import pickle
import sys
import time
from pathlib import Path

import pytest

import reward_plugins.worker_processes as worker_processes
from reward_plugins.worker_processes import (
    DEADLINE, EXITED, PROTOCOL, REASONS, REFUSED, START_TIMEOUT, Framing, WorkerFailure, WorkerPool, WorkerProcess,
)

# A worker whose behaviour is its first argument. It speaks JSON lines on stdin/stdout, or on the
# socket whose descriptor is its second argument. Before it misbehaves on a request it starts a
# child in its process group and writes the child's pid to the file named by the request.
WORKER = r"""
import json, os, subprocess, sys, time
mode = sys.argv[1]
if len(sys.argv) > 2:
    sock = os.fdopen(int(sys.argv[2]), "r+b", buffering=0)
    reader, writer = sock, sock
else:
    reader, writer = sys.stdin.buffer, sys.stdout.buffer
def send(value):
    writer.write(json.dumps(value).encode() + b"\n")
    writer.flush()
def read_line():
    line = b""
    while not line.endswith(b"\n"):
        byte = reader.read(1)
        if not byte:
            sys.exit(0)
        line += byte
    return json.loads(line)
if mode == "silent_at_start":
    time.sleep(600)
if mode == "exits_at_start":
    sys.exit(3)
hello = read_line()
send("cannot serve: " + hello if mode == "refuses" else "ready")
while True:
    request = read_line()
    if mode != "answers":
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"],
                                 stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        with open(request, "w") as handle:
            handle.write(str(child.pid))
    if mode == "hangs":
        time.sleep(600)
    if mode == "exits":
        sys.exit(1)
    if mode == "garbles":
        writer.write(b"{not json\n")
        writer.flush()
        time.sleep(600)
    send(["echo", request, os.getpid()])
"""


class JsonLines(Framing):
    def encode(self, message) -> bytes:
        return json.dumps(message).encode() + b"\n"

    def decode(self, read):
        line = b""
        while not line.endswith(b"\n"):
            line += read(1)
        try:
            return json.loads(line)
        except ValueError as exc:
            raise WorkerFailure(PROTOCOL, f"not JSON: {exc}") from None


def _spawner(mode: str, channel: str, spawned: list | None = None):
    def spawn() -> WorkerProcess:
        argv = (lambda fd: [sys.executable, "-c", WORKER, mode, str(fd)]) if channel == "socket" else [
            sys.executable, "-c", WORKER, mode]
        worker = WorkerProcess(argv, JsonLines(), hello="hello",
                               ready=lambda message: None if message == "ready" else message)
        if spawned is not None:
            spawned.append(worker)
        return worker
    return spawn


def _gone(pid: int) -> bool:
    """Whether ``pid`` has ended (waits for the kill to land; a zombie counts as ended)."""
    for _ in range(500):
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            return True
        if state in ("Z", "X"):
            return True
        time.sleep(0.01)
    return False


CHANNELS = ["pipes", "socket"]

STARTS = [  # (behaviour, reason acquire raises, text in the failure)
    ("silent_at_start", START_TIMEOUT, "no ready message"),
    ("refuses", REFUSED, "cannot serve: hello"),
    ("exits_at_start", EXITED, "worker (exited|channel closed)"),
]


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize("mode,reason,text", STARTS, ids=[row[0] for row in STARTS])
def test_a_worker_that_cannot_start_is_killed_and_named(mode, reason, text, channel):
    spawned: list[WorkerProcess] = []
    pool = WorkerPool(_spawner(mode, channel, spawned), size=1, start_timeout=1.0)
    with pytest.raises(WorkerFailure, match=text) as failure:
        pool.acquire()
    assert failure.value.reason == reason
    assert [w.alive for w in spawned] == [False] and pool.workers == []
    pool.close()


REQUESTS = [  # (behaviour, reason the request raises)
    ("hangs", DEADLINE),
    ("exits", EXITED),
    ("garbles", PROTOCOL),
]


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize("mode,reason", REQUESTS, ids=[row[0] for row in REQUESTS])
def test_a_failed_request_kills_the_process_group_names_the_reason_and_is_replaced(mode, reason, channel, tmp_path):
    spawned: list[WorkerProcess] = []
    pool = WorkerPool(_spawner(mode, channel, spawned), size=1, start_timeout=30.0)
    worker = pool.acquire()
    with pytest.raises(WorkerFailure) as failure:
        worker.request(str(tmp_path / "child"), deadline_s=2.0)
    assert failure.value.reason == reason
    assert not worker.alive
    assert _gone(int((tmp_path / "child").read_text()))  # the worker's own child too: the whole group
    pool.release(worker, healthy=False)
    replacement = pool.acquire()
    assert replacement is not worker and replacement.alive and len(spawned) == 2
    pool.release(replacement, healthy=True)
    pool.close()


@pytest.mark.parametrize("channel", CHANNELS)
def test_a_healthy_worker_is_kept_and_one_killed_while_idle_is_replaced(channel):
    spawned: list[WorkerProcess] = []
    pool = WorkerPool(_spawner("answers", channel, spawned), size=1, start_timeout=30.0)
    worker = pool.acquire()
    assert worker.request("a", deadline_s=30.0) == ["echo", "a", worker.process.pid]
    pool.release(worker, healthy=True)
    assert pool.acquire() is worker
    pool.release(worker, healthy=True)
    worker.process.kill()  # from outside, e.g. the kernel's out-of-memory killer
    worker.process.wait()
    replacement = pool.acquire()
    assert replacement is not worker and replacement.request("b", deadline_s=30.0)[1] == "b"
    pool.release(replacement, healthy=True)
    pool.close()
    assert not replacement.alive and len(spawned) == 2


def test_close_kills_idle_workers_now_and_busy_ones_when_released():
    pool = WorkerPool(_spawner("answers", "pipes"), size=2, start_timeout=30.0)
    idle, busy = pool.acquire(), pool.acquire()
    pool.release(idle, healthy=True)
    pool.close()
    assert not idle.alive and busy.alive
    pool.release(busy, healthy=True)
    assert not busy.alive and pool.workers == []
    with pytest.raises(RuntimeError, match="closed"):
        pool.acquire()


RETRIES = [  # (behaviour, start_retries, processes started before acquire gives up)
    ("exits_at_start", 2, 3),  # gone while starting: may have been killed from outside, so tried again
    ("refuses", 2, 1),  # a refusal is final
    ("silent_at_start", 2, 1),  # so is a start timeout
]


@pytest.mark.parametrize("mode,retries,started", RETRIES, ids=[row[0] for row in RETRIES])
def test_only_a_worker_gone_while_starting_is_started_again(mode, retries, started):
    spawned: list[WorkerProcess] = []
    pool = WorkerPool(_spawner(mode, "pipes", spawned), size=1, start_timeout=1.0, start_retries=retries)
    with pytest.raises(WorkerFailure):
        pool.acquire()
    assert len(spawned) == started and not any(w.alive for w in spawned)
    pool.close()


def test_a_forked_child_starts_its_own_workers_and_never_kills_the_parents():
    pool = WorkerPool(_spawner("answers", "pipes"), size=1, start_timeout=30.0)
    parents = pool.acquire()
    pool.release(parents, healthy=True)
    pid = os.fork()
    if pid == 0:  # the child: a worker of its own, then the pool closed and collected
        code = 1
        try:
            own = pool.acquire()
            code = 0 if own is not parents and own.request("c", deadline_s=30.0)[1] == "c" else 1
            pool.release(own, healthy=True)
            pool.close()
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert pool.acquire() is parents and parents.request("d", deadline_s=30.0)[1] == "d"
    pool.release(parents, healthy=True)
    pool.close()


def test_a_pool_cannot_be_pickled():
    pool = WorkerPool(_spawner("answers", "pipes"), size=1)
    with pytest.raises(TypeError, match="cannot be pickled"):
        pickle.dumps(pool)


def test_every_reason_is_shown_by_a_failure_above_and_no_other_is_accepted():
    assert {row[1] for row in STARTS} | {row[1] for row in REQUESTS} == set(REASONS)
    with pytest.raises(ValueError, match="unknown worker failure reason 'oops'"):
        WorkerFailure("oops", "detail")


def test_the_lifecycle_imports_only_the_standard_library():
    # Every reward's workers build on it: it must stand alone, below all of them.
    tree = ast.parse(Path(worker_processes.__file__).read_text())
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported - {"__future__"} <= set(sys.stdlib_module_names)
