"""The ``subprocess`` executor: warm workers as plain processes with rlimits -- NOT a security boundary."""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import warnings
from typing import Sequence

from reward_plugins.code.contracts import Limits
from reward_plugins.code.worker_pool import CHILD_ENV, DEFAULT_PRELOAD, WORKER_SOURCE_PATH, WorkerExecutor

_WARNED = False
_WARN_LOCK = threading.Lock()
WARNING = (
    "the 'subprocess' code sandbox is not a security boundary: programs can read the host's files and use "
    "its network. Install bubblewrap (`apt-get install -y bubblewrap`) and use the 'bwrap' sandbox for "
    "untrusted code."
)


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
            shared_dirs=sorted({"/dev/shm", "/tmp", "/var/tmp", tempfile.gettempdir()}),
        )
        command = [self._python(), "-I", "-S", "-c", WORKER_SOURCE_PATH.read_text(), config]
        return command, dict(CHILD_ENV), self._workbase

    def _static_protections(self) -> dict[str, object]:
        return {"isolated": False, "network_namespace": False, "pid_namespace": False, "ipc_namespace": False,
                "host_files_hidden": False, "user_namespace": False, "tmp_inodes": False}

    def __getstate__(self):
        state = super().__getstate__()
        state["_workbase"] = None  # the receiving process makes its own
        return state

    def close(self) -> None:
        super().close()
        if self._workbase is not None:
            shutil.rmtree(self._workbase, ignore_errors=True)
            self._workbase = None


__all__ = ["SubprocessExecutor", "WARNING"]
