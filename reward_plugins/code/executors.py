"""The built-in sandboxes: warm worker processes, inside bubblewrap (``bwrap``) or not (``subprocess``).

Both executors keep a small pool of long-lived workers (``reward_plugins/code/worker.py``), each
started once -- inside a fresh bubblewrap sandbox, or as a plain ``python -I -S`` process -- and
each running one program at a time in a freshly forked, rlimited child. Starting a sandbox costs
tens of milliseconds; a program in a warm worker costs two ``fork()`` calls. See
``reward_plugins.code.sandbox`` for the threat model and ``worker.py`` for what happens per program.

A worker that misbehaves (a protocol error, no answer in time, leftovers after a program) is
killed and replaced; the runs it was carrying are reported with ``ExecResult.error`` set.
"""

from __future__ import annotations

import abc
import concurrent.futures
import functools
import json
import marshal
import os
import queue
import secrets
import select
import shutil
import signal
import struct
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
import types
import warnings
from pathlib import Path
from typing import Sequence

from reward_plugins.code.sandbox import ExecResult, Executor, Limits, _to_bytes
from reward_plugins.code.seccomp import seccomp_filter

WORKER_SOURCE_PATH = Path(__file__).with_name("worker.py")

# Imported once per worker and shared by every program it runs (no import cost per program).
DEFAULT_PRELOAD = (
    "abc", "array", "ast", "bisect", "cmath", "collections", "contextlib", "copy", "dataclasses",
    "datetime", "decimal", "enum", "fractions", "functools", "hashlib", "heapq", "io", "itertools",
    "json", "math", "numbers", "operator", "random", "re", "statistics", "string", "struct",
    "textwrap", "traceback", "types", "typing", "unicodedata",
)
CHILD_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
# Room the parent allows past the program's own deadline for cleanup before it gives up on a worker.
WORKER_GRACE_S = 15.0


class WorkerError(RuntimeError):
    """A worker broke the protocol, died, or did not answer in time."""


# ---------------------------------------------------------------------------------------------
# starting processes from one long-lived thread

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
                                                name="trl-grpo-ext-sandbox-spawner", daemon=True)
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


# ---------------------------------------------------------------------------------------------
# one worker process, seen from the parent

def _frame(header: dict, blob: bytes = b"") -> bytes:
    head = json.dumps(header).encode("utf-8")
    return struct.pack(">II", 4 + len(head) + len(blob), len(head)) + head + blob


class _WorkerProcess:
    def __init__(self, argv: list[str], env: dict, cwd: str | None, start_timeout: float, pass_fds=()):
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env=env, cwd=cwd, start_new_session=True, close_fds=True, pass_fds=pass_fds,
        )
        self._in = self.proc.stdin.fileno()
        self._out = self.proc.stdout.fileno()
        self._err = self.proc.stderr.fileno()
        for fd in (self._in, self._out, self._err):
            os.set_blocking(fd, False)
        self._stderr = bytearray()
        self.ready = self._read_frame(time.monotonic() + start_timeout)[0]
        if not self.ready.get("ready"):
            raise WorkerError(f"worker did not start: {self.ready}")

    def request(self, header: dict, blob: bytes, timeout: float) -> tuple[dict, bytes]:
        deadline = time.monotonic() + timeout
        self._write(_frame(header, blob), deadline)
        return self._read_frame(deadline)

    def _write(self, data: bytes, deadline: float) -> None:
        view = memoryview(data)
        while view:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise WorkerError("worker did not take the job in time")
            _, writable, _ = select.select([], [self._in], [], remaining)
            if writable:
                try:
                    view = view[os.write(self._in, view):]
                except BlockingIOError:
                    continue
                except OSError as exc:
                    raise WorkerError(f"worker channel closed: {exc}{self._diagnosis()}") from None

    def _read_exact(self, n: int, deadline: float) -> bytes:
        parts, want = [], n
        while want:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise WorkerError("worker did not answer in time")
            readable, _, _ = select.select([self._out, self._err], [], [], remaining)
            if self._err in readable:
                self._read_stderr()
            if self._out in readable:
                try:
                    data = os.read(self._out, min(want, 1 << 20))
                except BlockingIOError:
                    continue
                if not data:
                    raise WorkerError(f"worker exited{self._diagnosis()}")
                parts.append(data)
                want -= len(data)
        return b"".join(parts)

    def _read_stderr(self) -> None:
        try:
            data = os.read(self._err, 1 << 16)
        except (BlockingIOError, OSError):
            return
        if len(self._stderr) < 1 << 16:
            self._stderr += data[: (1 << 16) - len(self._stderr)]

    def _diagnosis(self) -> str:
        code = self.proc.poll()
        self._read_stderr()
        text = self._stderr.decode("utf-8", "replace").strip().splitlines()
        return (f" (exit status {code})" if code is not None else "") + (f": {text[-1]}" if text else "")

    def _read_frame(self, deadline: float) -> tuple[dict, bytes]:
        total = struct.unpack(">I", self._read_exact(4, deadline))[0]
        if total > 1 << 31:
            raise WorkerError(f"worker sent an oversized frame ({total} bytes)")
        payload = self._read_exact(total, deadline)
        head_len = struct.unpack(">I", payload[:4])[0]
        try:
            header = json.loads(payload[4 : 4 + head_len].decode("utf-8"))
        except ValueError as exc:
            raise WorkerError(f"worker sent a malformed frame: {exc}") from None
        return header, payload[4 + head_len :]

    def kill(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except OSError:
            pass
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                stream.close()
            except OSError:
                pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass


class _Pool:
    """At most ``size`` workers; a run takes an idle one or starts one, and gives it back after."""

    def __init__(self, start, size: int):
        self._start = start
        self.size = size
        self._idle: list[_WorkerProcess] = []
        self._count = 0
        self._cond = threading.Condition()
        self._pid = os.getpid()
        self._closed = False

    def acquire(self) -> _WorkerProcess:
        with self._cond:
            if self._pid != os.getpid():  # inherited through fork(): those workers are the parent's
                self._idle, self._count, self._pid = [], 0, os.getpid()
            while not self._idle and self._count >= self.size:
                self._cond.wait()
            if self._idle:
                return self._idle.pop()
            self._count += 1
        try:
            return _SPAWNER.call(self._start)
        except BaseException:
            with self._cond:
                self._count -= 1
                self._cond.notify()
            raise

    def release(self, worker: _WorkerProcess, healthy: bool) -> None:
        with self._cond:
            if worker is not None and healthy and not self._closed and self._pid == os.getpid():
                self._idle.append(worker)
                self._cond.notify()
                return
            self._count -= 1
            self._cond.notify()
        if worker is not None:
            worker.kill()

    def close(self) -> None:
        with self._cond:
            idle, self._idle = self._idle, []
            self._count -= len(idle)
            self._closed = True
        for worker in idle:
            worker.kill()


# ---------------------------------------------------------------------------------------------
# executors

class WorkerExecutor(Executor):
    """Shared machinery of the built-in executors: a pool of warm workers."""

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
        self._pool: _Pool | None = None
        self._pool_lock = threading.Lock()

    # subclasses: how to start one worker -----------------------------------------------------
    @abc.abstractmethod
    def _command(self) -> tuple[list[str], dict, str | None]:
        """``(argv, environment, working directory)`` that start one worker process."""

    def _start_worker(self) -> _WorkerProcess:
        argv, env, cwd = self._command()
        return _WorkerProcess(argv, env, cwd, self.start_timeout)

    @staticmethod
    def _data_fd(data: bytes) -> int:
        """A file descriptor to hand ``data`` to a child process (bubblewrap reads it once)."""
        fd = os.memfd_create("bwrap-data", 0)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.lseek(fd, 0, os.SEEK_SET)
        return fd

    def _worker_config(self, **extra) -> str:
        config = {"preload": list(self.preload), "env": dict(CHILD_ENV)}
        config.update(extra)
        return json.dumps(config)

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

    def _get_pool(self) -> _Pool:
        with self._pool_lock:
            if self._pool is None:
                self._pool = _Pool(self._start_worker, self.max_workers)
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
        if isinstance(program, types.CodeType):
            kind, data = "marshal", marshal.dumps(program)
        elif isinstance(program, str):
            kind, data = "source", program.encode("utf-8", "surrogateescape")
        else:
            raise TypeError(f"program must be source text or a code object, got {type(program).__name__}")
        inputs = [_to_bytes(s) for s in stdins]
        if not inputs:
            return []
        if total_timeout is not None and not total_timeout > 0:
            raise ValueError(f"total_timeout must be positive or None, got {total_timeout!r}")
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
            answer, blob = worker.request(header, data + b"".join(inputs), watchdog)
            results = self._decode(answer, blob, len(inputs), limits)
            healthy = not answer.get("recycle")
            return results
        except WorkerError as exc:
            return [ExecResult.failed(f"{self.name} worker failed: {exc}", time.monotonic() - started)] * len(inputs)
        finally:
            pool.release(worker, healthy)

    def _decode(self, answer: dict, blob: bytes, n: int, limits: Limits) -> list[ExecResult]:
        if "error" in answer and "results" not in answer:
            raise WorkerError(str(answer["error"]))
        entries = answer.get("results")
        if not isinstance(entries, list) or len(entries) != n:
            raise WorkerError(f"worker answered {len(entries) if isinstance(entries, list) else entries!r} results for {n} runs")
        results, offset = [], 0
        for entry in entries:
            out_len, err_len = int(entry.get("stdout_len", 0)), int(entry.get("stderr_len", 0))
            if out_len > limits.output_bytes or err_len > limits.output_bytes:
                raise WorkerError("worker returned more output than the limit allows")
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
                error=entry.get("error"),
            ))
        if offset != len(blob):
            raise WorkerError("worker answer does not match its header")
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
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._pool_lock = threading.Lock()

    def __repr__(self) -> str:
        return f"{type(self).__name__}(limits={self.limits}, max_workers={self.max_workers})"


class BwrapExecutor(WorkerExecutor):
    """Programs run inside bubblewrap: no network, no host files but the interpreter, private /tmp.

    Each worker is one bubblewrap sandbox with new network, PID, IPC and UTS namespaces, a
    read-only view of the interpreter (executable, standard library, its shared libraries) and
    nothing else of the host (no home directories, no project directory, no ``/etc`` but the
    loader cache), a private size-limited ``/tmp`` as working directory, an emptied environment,
    ``--die-with-parent`` and ``--new-session``. When this process runs as root, the worker keeps
    only the capabilities to switch uids, and each program runs as a fresh unprivileged uid (no
    user namespace then: it would map the programs back to root outside, where ``RLIMIT_NPROC``
    does not apply). Otherwise the sandbox gets its own user namespace and programs run as the
    worker's uid; a program that kills its worker then fails closed and the worker is replaced.

    Args:
        limits (`Limits`, *optional*): default limits of a run.
        max_workers (`int`, *optional*): concurrent programs (warm sandboxes); default: the cores.
        tmp_mb (`int`): size of the private ``/tmp`` (the working directory), in MiB (needs
            bubblewrap >= 0.8; older versions leave it unbounded, files still obey ``file_size_mb``).
        ro_paths (`Sequence[str]`): extra host directories to show read-only at the same path and
            to put on the programs' ``sys.path`` (e.g. a site-packages holding numpy).
        bwrap (`str`, *optional*): the bubblewrap executable; default: ``bwrap`` on ``PATH``.
        preload (`Sequence[str]`): modules each worker imports once for all its programs.

    Example:

    ```python
    >>> from reward_plugins.code.executors import BwrapExecutor
    >>> with BwrapExecutor(max_workers=1) as sandbox:
    ...     sandbox.run("import socket; socket.create_connection(('127.0.0.1', 9), 1)").exit_code
    1

    ```
    """

    name = "bwrap"
    _probe_cache: dict = {}
    _probe_lock = threading.Lock()

    def __init__(
        self,
        limits: Limits | None = None,
        max_workers: int | None = None,
        tmp_mb: int = 64,
        ro_paths: Sequence[str] = (),
        bwrap: str | None = None,
        preload: Sequence[str] = DEFAULT_PRELOAD,
        start_timeout: float = 60.0,
    ):
        super().__init__(limits, max_workers, preload, start_timeout)
        if not isinstance(tmp_mb, int) or tmp_mb < 1:
            raise ValueError(f"tmp_mb must be a positive integer, got {tmp_mb!r}")
        self.tmp_mb = tmp_mb
        self.ro_paths = tuple(os.path.realpath(p) for p in ro_paths)
        for path in self.ro_paths:
            if not os.path.isdir(path):
                raise ValueError(f"ro_paths entry {path!r} is not a directory")
            if any(path == top or path.startswith(top + "/") for top in ("/tmp", "/proc", "/dev")) or path == "/":
                raise ValueError(
                    f"ro_paths entry {path!r} would be hidden by the sandbox's own /tmp, /proc or /dev "
                    "(or expose the whole host); use a directory elsewhere"
                )
        self.bwrap = bwrap or shutil.which("bwrap") or "/usr/bin/bwrap"
        if not (os.path.isfile(self.bwrap) and os.access(self.bwrap, os.X_OK)):
            raise RuntimeError(
                f"bubblewrap not found at {self.bwrap!r}. Install it (Debian/Ubuntu: "
                "`apt-get install -y bubblewrap`) or use sandbox='subprocess' (not a security boundary)."
            )
        reason = self.probe(self.bwrap)
        if reason is not None:
            raise RuntimeError(f"bubblewrap at {self.bwrap!r} does not work here: {reason}")

    # -- the sandbox ---------------------------------------------------------------------------------
    @classmethod
    def _interpreter_paths(cls) -> list[str]:
        """Host paths the interpreter needs: its executable, standard library and libpython."""
        paths = {cls._python()}
        # The base interpreter's library, never a virtual environment's (its site-packages
        # belong to the project, not to the programs).
        base = {"base": sys.base_prefix, "installed_base": sys.base_prefix,
                "platbase": sys.base_exec_prefix, "installed_platbase": sys.base_exec_prefix}
        for key in ("stdlib", "platstdlib"):
            paths.add(os.path.realpath(sysconfig.get_path(key, vars=base)))
        if sysconfig.get_config_var("Py_ENABLE_SHARED"):
            libdir = sysconfig.get_config_var("LIBDIR")
            library = sysconfig.get_config_var("INSTSONAME") or sysconfig.get_config_var("LDLIBRARY")
            if libdir and library and os.path.exists(os.path.join(libdir, library)):
                paths.add(os.path.realpath(os.path.join(libdir, library)))
                paths.add(os.path.join(os.path.realpath(libdir), library))
        return sorted(paths)

    @staticmethod
    def _system_library_args() -> list[str]:
        args = []
        for path in ("/usr/lib", "/usr/lib64", "/usr/lib32", "/lib", "/lib64", "/lib32"):
            if os.path.islink(path):
                args += ["--symlink", os.readlink(path), path]
            elif os.path.isdir(path):
                args += ["--ro-bind", path, path]
        if os.path.exists("/etc/ld.so.cache"):
            args += ["--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"]
        return args

    def _bwrap_argv(self, command: list[str], seccomp_fd: int | None = None) -> list[str]:
        return self._sandbox_argv(self.bwrap, self.ro_paths, self.tmp_mb, command, seccomp_fd)

    @classmethod
    def _sandbox_argv(cls, bwrap: str, ro_paths: Sequence[str], tmp_mb: int, command: list[str],
                      seccomp_fd: int | None = None) -> list[str]:
        binds = cls._interpreter_paths() + list(ro_paths)
        # bubblewrap creates missing parents 0700; the sandbox uid must be able to traverse them.
        parents: list[str] = []
        for path in binds + ["/usr", "/etc", "/dev"]:
            parts = Path(path).parts
            for i in range(2, len(parts) + (0 if path in binds else 1)):
                parent = str(Path(*parts[:i]))
                if parent not in parents:
                    parents.append(parent)
        argv = [bwrap, "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts",
                "--unshare-cgroup-try", "--hostname", "sandbox", "--die-with-parent", "--new-session",
                "--clearenv"]
        if cls._privileged():
            # Keep only what the worker needs to run programs as another uid.
            argv += ["--cap-drop", "ALL", "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"]
        else:
            argv += ["--unshare-user"]
        for parent in sorted(parents, key=lambda p: p.count("/")):
            argv += ["--perms", "0755", "--dir", parent]
        argv += cls._system_library_args()
        for path in binds:
            argv += ["--ro-bind", path, path]
        for device in ("/dev/null", "/dev/zero", "/dev/urandom", "/dev/random"):
            argv += ["--dev-bind", device, device]
        argv += ["--proc", "/proc", "--perms", "1777"]
        if cls._supports(bwrap, "--size"):
            argv += ["--size", str(tmp_mb << 20)]
        argv += ["--tmpfs", "/tmp", "--chdir", "/tmp"]
        for key, value in CHILD_ENV.items():
            argv += ["--setenv", key, value]
        if seccomp_fd is not None:
            argv += ["--seccomp", str(seccomp_fd)]
        return argv + ["--"] + command

    def _command(self):
        uid = self._fresh_uid()
        config = self._worker_config(
            drop_uid=uid, pid_namespace=True, workdir="/tmp", check_leftovers=True,
            extra_path=list(self.ro_paths),
        )
        command = [self._python(), "-I", "-S", "-c", WORKER_SOURCE_PATH.read_text(), config]
        return command, dict(CHILD_ENV), "/"

    def _start_worker(self) -> _WorkerProcess:
        command, env, cwd = self._command()
        program = seccomp_filter()
        fd = self._data_fd(program) if program is not None else None
        try:
            return _WorkerProcess(self._bwrap_argv(command, fd), env, cwd, self.start_timeout,
                                  pass_fds=(fd,) if fd is not None else ())
        finally:
            if fd is not None:
                os.close(fd)

    @staticmethod
    @functools.lru_cache(maxsize=None)
    def _supports(bwrap: str, option: str) -> bool:
        """Whether this bubblewrap knows ``option`` (``--size`` needs 0.8; older ones get an unbounded /tmp)."""
        try:
            usage = subprocess.run([bwrap, "--help"], capture_output=True, timeout=10).stdout
        except (OSError, subprocess.TimeoutExpired):
            return False
        return option.encode() in usage

    @classmethod
    def probe(cls, bwrap: str | None = None) -> str | None:
        """Why bubblewrap cannot run the interpreter here (``None`` when it can). Cached per process."""
        bwrap = bwrap or shutil.which("bwrap") or "/usr/bin/bwrap"
        key = (bwrap, cls._python(), cls._privileged())
        with cls._probe_lock:
            if key not in cls._probe_cache:
                cls._probe_cache[key] = cls._probe(bwrap)
            return cls._probe_cache[key]

    @classmethod
    def _probe(cls, bwrap: str) -> str | None:
        if not (os.path.isfile(bwrap) and os.access(bwrap, os.X_OK)):
            return f"{bwrap} is not an executable"
        program = seccomp_filter()
        fd = cls._data_fd(program) if program is not None else None
        command = [cls._python(), "-I", "-S", "-c", "import math, os; print(math.tau > 6, os.getpid())"]
        try:
            done = subprocess.run(cls._sandbox_argv(bwrap, (), 1, command, fd), capture_output=True, timeout=30,
                                  env=dict(CHILD_ENV), cwd="/", pass_fds=(fd,) if fd is not None else ())
        except (OSError, subprocess.TimeoutExpired) as exc:
            return f"{type(exc).__name__}: {exc}"
        finally:
            if fd is not None:
                os.close(fd)
        # "True 2": the interpreter ran, and as the first process after bubblewrap's init in a new PID namespace.
        if done.returncode != 0 or done.stdout.split() != [b"True", b"2"]:
            output = (done.stderr or done.stdout).decode("utf-8", "replace").strip()
            return output[-500:] or f"exit status {done.returncode}"
        return None

    @classmethod
    def available(cls) -> bool:
        """Whether bubblewrap works on this machine (probed once per process)."""
        return cls.probe() is None


_SUBPROCESS_WARNED = False
_SUBPROCESS_WARN_LOCK = threading.Lock()


class SubprocessExecutor(WorkerExecutor):
    """Programs run as plain child processes with rlimits: a fallback, NOT a security boundary.

    Workers are ``python -I -S`` processes with an emptied environment and their own session;
    each program runs in a forked child with its own session, a fresh temporary working
    directory, rlimits (address space, CPU, processes, file size, open files) and a wall clock
    after which its whole process group is killed. When this process runs as root, programs also
    run as a fresh unprivileged uid (so the process limit is enforced and files private to root
    stay private). Programs still see the host's files and network: use ``bwrap`` for untrusted
    code wherever bubblewrap is available.

    Args:
        limits (`Limits`, *optional*): default limits of a run.
        max_workers (`int`, *optional*): concurrent programs; default: the cores.
        preload (`Sequence[str]`): modules each worker imports once for all its programs.

    Example:

    ```python
    >>> from reward_plugins.code.executors import SubprocessExecutor
    >>> with SubprocessExecutor(max_workers=1) as sandbox:
    ...     result = sandbox.run("while True: pass", limits=Limits(timeout=0.5))
    >>> result.timed_out, result.ok
    (True, False)

    ```
    """

    name = "subprocess"

    def __init__(
        self,
        limits: Limits | None = None,
        max_workers: int | None = None,
        preload: Sequence[str] = DEFAULT_PRELOAD,
        start_timeout: float = 60.0,
    ):
        super().__init__(limits, max_workers, preload, start_timeout)
        self._workbase: str | None = None
        global _SUBPROCESS_WARNED
        with _SUBPROCESS_WARN_LOCK:
            if not _SUBPROCESS_WARNED:
                _SUBPROCESS_WARNED = True
                warnings.warn(
                    "the 'subprocess' code sandbox is not a security boundary: programs can read the "
                    "host's files and use its network. Install bubblewrap (`apt-get install -y "
                    "bubblewrap`) and use the 'bwrap' sandbox for untrusted code.",
                    RuntimeWarning,
                    stacklevel=2,
                )

    def _command(self):
        if self._workbase is None or not os.path.isdir(self._workbase):
            self._workbase = tempfile.mkdtemp(prefix="trl-grpo-ext-sandbox-")
            os.chmod(self._workbase, 0o711)  # the sandbox uid may enter its own run directory only
        uid = self._fresh_uid()
        config = self._worker_config(
            drop_uid=uid, workbase=self._workbase, prefix_via_fd=uid is not None, parent_death_signal=True,
        )
        command = [self._python(), "-I", "-S", "-c", WORKER_SOURCE_PATH.read_text(), config]
        return command, dict(CHILD_ENV), self._workbase

    def __getstate__(self):
        state = super().__getstate__()
        state["_workbase"] = None  # the receiving process makes its own
        return state

    def close(self) -> None:
        super().close()
        if self._workbase is not None:
            shutil.rmtree(self._workbase, ignore_errors=True)
            self._workbase = None


__all__ = ["BwrapExecutor", "DEFAULT_PRELOAD", "SubprocessExecutor", "WorkerExecutor", "WorkerError"]
