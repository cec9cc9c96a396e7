"""The node side of the ``ray`` sandbox: one Ray actor per node, holding that node's warm worker pool.

The pool is the same :class:`~reward_plugins.code.bwrap_executor.BwrapExecutor` a single machine
uses (bubblewrap, seccomp, rlimits), so a program gets the same isolation on every node. A node
where bubblewrap does not work refuses to start (fails closed) unless the subprocess fallback was
allowed explicitly; then it says so in :meth:`SandboxHost.describe`.
"""

from __future__ import annotations

import logging
import marshal
import os
import socket
from typing import Sequence

from reward_plugins.code.contracts import ExecResult, Limits

logger = logging.getLogger(__name__)

# Options of BwrapExecutor that also mean something to the subprocess fallback.
FALLBACK_OPTIONS = ("preload", "start_timeout")


class NoIsolationError(RuntimeError):
    """bubblewrap does not work on a node and the subprocess fallback was not allowed."""


class SandboxHost:
    """A node's warm sandbox pool, served to the driver through Ray (a threaded actor).

    Args:
        limits (`Limits`): default limits of a run.
        workers (`int`, *optional*): warm sandboxes on this node; default: its cores.
        allow_subprocess (`bool`): run the unisolated ``subprocess`` executor where bubblewrap
            does not work, instead of refusing.
        options (`dict`): constructor options of ``BwrapExecutor`` (``tmp_mb``, ``ro_paths``, ...).
    """

    def __init__(self, limits: Limits, workers: int | None, allow_subprocess: bool, options: dict):
        from reward_plugins.code.bwrap_executor import BwrapExecutor

        workers = workers or os.cpu_count() or 1
        reason = BwrapExecutor.probe(options.get("bwrap"))
        if reason is None:
            self.executor = BwrapExecutor(limits, max_workers=workers, **options)
        elif allow_subprocess:
            from reward_plugins.code.subprocess_executor import SubprocessExecutor

            logger.warning("bubblewrap does not work on %s (%s): this node runs programs WITHOUT isolation",
                           socket.gethostname(), reason)
            kept = {k: v for k, v in options.items() if k in FALLBACK_OPTIONS}
            self.executor = SubprocessExecutor(limits, max_workers=workers, **kept)
        else:
            raise NoIsolationError(
                f"bubblewrap does not work on Ray node {socket.gethostname()}: {reason}. Install it there "
                "(Debian/Ubuntu: `apt-get install -y bubblewrap`), or pass allow_subprocess=True to accept "
                "that such nodes run programs without isolation."
            )
        self.executor.warm_up()  # start-up cost here, not in the first batch; a broken sandbox fails now

    def describe(self) -> dict:
        """Where this host runs and what its sandbox verified at start-up."""
        import ray

        return {
            "node_id": ray.get_runtime_context().get_node_id(),
            "hostname": socket.gethostname(),
            "backend": self.executor.name,
            "isolated": self.executor.isolated,
            "workers": self.executor.max_workers,
            "protections": self.executor.protections(),
        }

    def run_many(
        self, kind: str, data: bytes, stdins: Sequence[bytes], limits: Limits, total_timeout: float | None
    ) -> list[ExecResult]:
        # Code objects travel marshalled (Ray pins the driver's Python version on every node).
        program = marshal.loads(data) if kind == "marshal" else data.decode("utf-8", "surrogateescape")
        return self.executor.run_many(program, stdins, limits, total_timeout)

    def close(self) -> None:
        self.executor.close()


__all__ = ["NoIsolationError", "SandboxHost"]
