"""The ``subprocess`` executor: warm workers as plain processes with rlimits -- NOT a security boundary."""

from __future__ import annotations

import os
import stat
import tempfile
import threading
import warnings
from typing import Sequence

from reward_plugins.code.contracts import Limits
from reward_plugins.code.inside.sandbox_worker import wipe
from reward_plugins.code.worker_pool import DEFAULT_PRELOAD, WORKER_ENV, WorkerExecutor

_WARNED = False
_WARN_LOCK = threading.Lock()
WARNING = (
    "the 'subprocess' code sandbox is not a security boundary: programs can read the host's files and use "
    "its network. Install bubblewrap (`apt-get install -y bubblewrap`) and use the 'bwrap' sandbox for "
    "untrusted code."
)


# Each program's own tmpfs over each of the host's world-writable directories (/tmp, /var/tmp,
# /dev/shm, ...): the same caps as bubblewrap's private /tmp.
PRIVATE_RAM_MB, PRIVATE_RAM_INODES = 64, 4096

_SHARED_DIRS: list[str] | None = None
_SHARED_DIRS_LOCK = threading.Lock()


def world_writable_dirs() -> list[str]:
    """Directories of this host that any uid may write to and reach, found once per process.

    A program's uid can leave files only there (and in its own working directory), so each program
    gets a tmpfs of its own over the outermost of them (where the trainer is root; where that cannot
    be done, the worker watches them and removes what the program's uid left). The walk skips
    ``/proc`` and ``/sys`` and every directory that other users may not enter. The list goes to the
    worker in its configuration on stdin: it may be of any length.
    """
    global _SHARED_DIRS
    with _SHARED_DIRS_LOCK:
        if _SHARED_DIRS is None:
            found, stack = set(), ["/"]
            while stack:
                try:
                    entries = list(os.scandir(stack.pop()))
                except OSError:
                    continue
                for entry in entries:
                    try:
                        if entry.path in ("/proc", "/sys") or not entry.is_dir(follow_symlinks=False):
                            continue
                        mode = entry.stat(follow_symlinks=False).st_mode
                    except OSError:
                        continue
                    if mode & stat.S_IWOTH:
                        found.add(entry.path)
                    if mode & stat.S_IXOTH:
                        stack.append(entry.path)
            _SHARED_DIRS = sorted(found | {tempfile.gettempdir()})
        return list(_SHARED_DIRS)


class SubprocessExecutor(WorkerExecutor):
    """Programs run as plain child processes with rlimits: a fallback, NOT a security boundary.

    Workers are ``python -I -S`` processes with an emptied environment and their own session,
    under the same seccomp filter as the bubblewrap sandbox; each program runs in a process
    forked from a clean template, with its own session, a private working directory, rlimits
    (address space, CPU, processes, file size, open files) and a wall clock after which
    everything it started is killed. When this process runs as root, programs also run as a
    fresh unprivileged uid (so the process limit is enforced and files private to root stay
    private). Programs still see the host's files and network: use ``bwrap`` for untrusted code
    wherever bubblewrap is available.

    Args:
        limits (`Limits`, *optional*): default limits of a run.
        max_workers (`int`, *optional*): concurrent programs; default: the cores.
        preload (`Sequence[str]`): modules each worker imports once for all its programs.

    Example:

    ```python
    >>> with SubprocessExecutor(max_workers=1) as sandbox:
    ...     result = sandbox.run("while True: pass", limits=Limits(timeout=0.5))
    >>> result.timed_out, result.ok
    (True, False)

    ```
    """

    name = "subprocess"
    isolated = False

    def __init__(
        self,
        limits: Limits | None = None,
        max_workers: int | None = None,
        preload: Sequence[str] = DEFAULT_PRELOAD,
        start_timeout: float = 60.0,
    ):
        super().__init__(limits, max_workers, preload, start_timeout)
        self._workbase: str | None = None
        global _WARNED
        with _WARN_LOCK:
            if not _WARNED:
                _WARNED = True
                warnings.warn(WARNING, RuntimeWarning, stacklevel=2)

    def _command(self):
        if self._workbase is None or not os.path.isdir(self._workbase):
            self._workbase = tempfile.mkdtemp(prefix="trl-grpo-ext-sandbox-")
            os.chmod(self._workbase, 0o711)  # the sandbox uid may enter its own run directory only
        uid = self._fresh_uid()
        config = self._worker_config(
            drop_uid=uid, workbase=self._workbase, prefix_via_fd=uid is not None, parent_death_signal=True,
            shared_dirs=world_writable_dirs() if uid is not None else [],
            private_ram_cap={"bytes": PRIVATE_RAM_MB << 20, "inodes": PRIVATE_RAM_INODES},
        )
        return self._worker_argv(), dict(WORKER_ENV), self._workbase, config

    def _static_protections(self) -> dict[str, object]:
        return {"isolated": False, "network_namespace": False, "pid_namespace": False, "ipc_namespace": False,
                "host_files_hidden": False, "user_namespace": False, "tmp_inodes": False}

    def __getstate__(self):
        state = super().__getstate__()
        state["_workbase"] = None  # the receiving process makes its own
        return state

    def close(self) -> None:
        """Stop the workers and remove their directories; never raises."""
        try:
            super().close()
        finally:
            workbase, self._workbase = self._workbase, None
            if workbase is not None:
                try:
                    wipe(workbase)  # iterative: a directory chain of any depth goes
                    os.rmdir(workbase)
                except OSError:
                    pass


__all__ = ["SubprocessExecutor", "WARNING"]
