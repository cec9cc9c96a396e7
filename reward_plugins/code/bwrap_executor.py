"""The ``bwrap`` executor: warm workers, each inside its own bubblewrap sandbox (the security boundary)."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import threading
from typing import Sequence

from reward_plugins.code.contracts import Limits
from reward_plugins.code.private_runtime import private_runtime, top_level
from reward_plugins.code.worker_pool import DEFAULT_PRELOAD, INTERPRETER_FLAGS, WORKER_ENV, WorkerExecutor

CAP_KILL, CAP_SETGID, CAP_SETUID, CAP_SYS_ADMIN = 5, 6, 7, 21


class BwrapExecutor(WorkerExecutor):
    """Programs run inside bubblewrap: no network, no host files but the interpreter, private /tmp.

    Each worker is one bubblewrap sandbox with new network, PID, IPC and UTS namespaces, whose
    only files are a read-only tmpfs copy of the interpreter (``private_runtime``: executable,
    standard library without ``site-packages``, the shared libraries it loads, the loader and its
    cache; no home directories, no project directory, no other ``/usr/lib``), the caller's
    ``ro_paths``, a private ``/tmp`` capped in bytes and inodes as working directory, an emptied
    environment, ``--die-with-parent`` and ``--new-session``. The worker installs the seccomp
    filter of ``reward_plugins.code.seccomp`` on itself before it forks anything. When this
    process runs as root, the worker keeps only the capabilities to switch uids, and each program
    runs as a fresh unprivileged uid (no user namespace then: it would map the programs back to
    root outside, where ``RLIMIT_NPROC`` does not apply). Otherwise the sandbox gets its own user
    namespace and programs run as the worker's uid; a program that kills its worker then fails
    closed and the worker is replaced.

    Args:
        limits (`Limits`, *optional*): default limits of a run.
        max_workers (`int`, *optional*): concurrent programs (warm sandboxes); default: the cores.
        tmp_mb (`int`): size of the private ``/tmp`` (the working directory), in MiB.
        tmp_inodes (`int`): files and directories the private ``/tmp`` may hold (each costs kernel
            memory that no byte limit counts).
        ro_paths (`Sequence[str]`): extra host directories to show read-only at the same path and
            to put on the programs' ``sys.path`` (e.g. a site-packages holding numpy).
        bwrap (`str`, *optional*): the bubblewrap executable; default: ``bwrap`` on ``PATH``.
        preload (`Sequence[str]`): modules each worker imports once for all its programs.

    Example:

    ```python
    >>> with BwrapExecutor(max_workers=1) as sandbox:
    ...     sandbox.run("import socket; socket.create_connection(('127.0.0.1', 9), 1)").exit_code
    1

    ```
    """

    name = "bwrap"
    isolated = True
    _probe_cache: dict = {}
    _probe_lock = threading.Lock()

    def __init__(
        self,
        limits: Limits | None = None,
        max_workers: int | None = None,
        tmp_mb: int = 64,
        tmp_inodes: int = 4096,
        ro_paths: Sequence[str] = (),
        bwrap: str | None = None,
        preload: Sequence[str] = DEFAULT_PRELOAD,
        start_timeout: float = 60.0,
    ):
        super().__init__(limits, max_workers, preload, start_timeout)
        for label, value in (("tmp_mb", tmp_mb), ("tmp_inodes", tmp_inodes)):
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"{label} must be a positive integer, got {value!r}")
        if tmp_inodes < 16:
            raise ValueError(f"tmp_inodes must be at least 16, got {tmp_inodes}")
        self.tmp_mb = tmp_mb
        self.tmp_inodes = tmp_inodes
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
    def _sandbox_argv(cls, bwrap: str, ro_paths: Sequence[str], tmp_mb: int, command: list[str]) -> list[str]:
        # The sandbox's files: this process's tmpfs copy of the interpreter (private_runtime), the
        # caller's ro_paths from the host, a few devices, /proc and the private /tmp.
        root, _ = private_runtime(tuple(ro_paths))
        argv = [bwrap, "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts",
                "--unshare-cgroup-try", "--hostname", "sandbox", "--die-with-parent", "--new-session",
                "--clearenv"]
        # CAP_SYS_ADMIN only for the worker's start-up: it caps the private /tmp's inodes (a
        # remount), then drops it before it installs the seccomp filter and forks anything;
        # CAP_SETPCAP only to cut its bounding set before it executes itself again
        # (sandbox_worker.fixed_layout).
        if cls._privileged():
            # Keep only what the worker needs to run programs as another uid, and to kill them
            # from outside that uid (a program can stop a killer of its own uid).
            argv += ["--cap-drop", "ALL", "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID",
                     "--cap-add", "CAP_KILL", "--cap-add", "CAP_SYS_ADMIN", "--cap-add", "CAP_SETPCAP"]
        else:
            argv += ["--unshare-user", "--cap-add", "CAP_SYS_ADMIN", "--cap-add", "CAP_SETPCAP"]
        for path in ro_paths:
            # The mount point, made in the copy (the copy mirrors the host's links, and ro_paths are
            # real paths: this never walks through a link).
            os.makedirs(root + path, mode=0o755, exist_ok=True)
        for name, link in top_level(root):
            argv += ["--symlink", link, "/" + name] if link is not None else ["--ro-bind", os.path.join(root, name), "/" + name]
        for path in ro_paths:
            argv += ["--ro-bind", path, path]
        argv += ["--perms", "0755", "--dir", "/dev"]
        for device in ("/dev/null", "/dev/zero", "/dev/urandom", "/dev/random"):
            argv += ["--dev-bind", device, device]
        argv += ["--proc", "/proc", "--perms", "1777"]
        if cls._supports(bwrap, "--size"):
            argv += ["--size", str(tmp_mb << 20)]
        argv += ["--tmpfs", "/tmp", "--chdir", "/tmp"]
        # bubblewrap's root (the mount points above) read-only: where programs run as the worker's own
        # uid (no root here), they own it, and a file they left there would reach the next program.
        argv += ["--remount-ro", "/"]
        for key, value in WORKER_ENV.items():
            argv += ["--setenv", key, value]
        return argv + ["--"] + command

    def _command(self):
        uid = self._fresh_uid()
        config = self._worker_config(
            drop_uid=uid, workdir="/tmp", check_leftovers=True, extra_path=list(self.ro_paths),
            tmp_cap={"bytes": self.tmp_mb << 20, "inodes": self.tmp_inodes},
            keep_capabilities=[CAP_KILL, CAP_SETGID, CAP_SETUID] if uid is not None else [],
        )
        return self._sandbox_argv(self.bwrap, self.ro_paths, self.tmp_mb, self._worker_argv()), dict(WORKER_ENV), "/", config

    def _static_protections(self) -> dict[str, object]:
        return {"isolated": True, "network_namespace": True, "pid_namespace": True, "ipc_namespace": True,
                "host_files_hidden": True, "user_namespace": not self._privileged(), "tmp_bytes": self.tmp_mb << 20,
                "runtime_on_tmpfs": private_runtime()[1]}

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
        command = [cls._python(), *INTERPRETER_FLAGS, "-c", "import math, os; print(math.tau > 6, os.getpid())"]
        try:
            done = subprocess.run(cls._sandbox_argv(bwrap, (), 1, command), capture_output=True, timeout=30,
                                  env=dict(WORKER_ENV), cwd="/")
        except (OSError, subprocess.TimeoutExpired) as exc:
            return f"{type(exc).__name__}: {exc}"
        # "True 2": the interpreter ran, and as the first process after bubblewrap's init in a new PID namespace.
        if done.returncode != 0 or done.stdout.split() != [b"True", b"2"]:
            output = (done.stderr or done.stdout).decode("utf-8", "replace").strip()
            return output[-500:] or f"exit status {done.returncode}"
        return None

    @classmethod
    def available(cls) -> bool:
        """Whether bubblewrap works on this machine (probed once per process)."""
        return cls.probe() is None


__all__ = ["BwrapExecutor"]
