"""The sandbox contracts: :class:`Limits`, :class:`ExecResult` and the :class:`Executor` interface.

This module imports nothing from the package, so a third-party backend (a remote executor, a
microVM) can depend on it alone. Choosing and building an executor by name is
``reward_plugins.code.sandbox``'s job; the built-in backends live in ``bwrap_executor`` and
``subprocess_executor``.
"""

from __future__ import annotations

import abc
import marshal
import math
import types
from dataclasses import dataclass, replace
from typing import ClassVar, Sequence


@dataclass(frozen=True)
class Limits:
    """Resource limits for one program run.

    Args:
        timeout (`float`): wall-clock seconds for the run; the whole process group (and, in the
            sandbox, everything the program started) is killed when it runs out.
        cpu_seconds (`float` or `None`): CPU seconds per process (``RLIMIT_CPU``); default:
            the wall timeout rounded up, plus one.
        memory_mb (`int`): address space per process in MiB (``RLIMIT_AS``); a larger
            allocation raises ``MemoryError`` in the program. It also bounds the program's private
            resident memory summed over all its processes (sampled every 10 ms; past it,
            everything of the program is killed and the result says ``memory_exceeded``).
        processes (`int`): processes and threads the program may start (``RLIMIT_NPROC``; where the
            program runs as the trainer's own uid, this many more than that uid holds when it starts).
        output_bytes (`int`): stdout and stderr are each kept up to this many bytes; the rest is
            read and dropped, and the result says it was truncated.
        stderr_bytes (`int`, *optional*): stderr kept over all the runs of one ``run_many`` call
            together (``0``: none, for callers that never read it); default: ``output_bytes`` per run.
        output_total_bytes (`int`, *optional*): stdout kept over all the runs of one ``run_many`` call
            together (a run past it is truncated); default: no total, ``output_bytes`` per run.
        file_size_mb (`int`): largest file the program may write (``RLIMIT_FSIZE``).
        open_files (`int`): open file descriptors (``RLIMIT_NOFILE``).

    Example:

    ```python
    >>> Limits(timeout=2).cpu
    3
    >>> Limits(memory_mb=0)
    Traceback (most recent call last):
    ...
    ValueError: Limits.memory_mb must be a positive integer, got 0

    ```
    """

    timeout: float = 10.0
    cpu_seconds: float | None = None
    memory_mb: int = 1024
    processes: int = 8
    output_bytes: int = 1 << 20
    stderr_bytes: int | None = None
    file_size_mb: int = 16
    open_files: int = 64
    output_total_bytes: int | None = None

    def __post_init__(self):
        if not (isinstance(self.timeout, (int, float)) and 0 < self.timeout < math.inf):
            raise ValueError(f"Limits.timeout must be a positive number of seconds, got {self.timeout!r}")
        if self.cpu_seconds is not None and not (
            isinstance(self.cpu_seconds, (int, float)) and 0 < self.cpu_seconds < math.inf
        ):
            raise ValueError(f"Limits.cpu_seconds must be a positive number or None, got {self.cpu_seconds!r}")
        for name in ("memory_mb", "processes", "output_bytes", "file_size_mb", "open_files"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise ValueError(f"Limits.{name} must be a positive integer, got {value!r}")
        if self.stderr_bytes is not None and not (
            isinstance(self.stderr_bytes, int) and not isinstance(self.stderr_bytes, bool) and self.stderr_bytes >= 0
        ):
            raise ValueError(f"Limits.stderr_bytes must be an integer >= 0 or None, got {self.stderr_bytes!r}")
        if self.output_total_bytes is not None and not (
            isinstance(self.output_total_bytes, int) and not isinstance(self.output_total_bytes, bool)
            and self.output_total_bytes > 0
        ):
            raise ValueError(f"Limits.output_total_bytes must be a positive integer or None, got {self.output_total_bytes!r}")
        if self.open_files < 8:
            raise ValueError(f"Limits.open_files must be at least 8 (Python needs a few), got {self.open_files}")

    @property
    def cpu(self) -> int:
        """The CPU-seconds rlimit actually applied (whole seconds)."""
        seconds = self.cpu_seconds if self.cpu_seconds is not None else self.timeout + 1
        return max(1, math.ceil(seconds))

    def to_dict(self) -> dict:
        return {
            "timeout": float(self.timeout),
            "cpu": self.cpu,
            "memory_bytes": self.memory_mb << 20,
            "processes": self.processes,
            "output_bytes": self.output_bytes,
            "stderr_bytes": self.stderr_bytes,
            "output_total_bytes": self.output_total_bytes,
            "file_size_bytes": self.file_size_mb << 20,
            "open_files": self.open_files,
        }

    def with_timeout(self, timeout: float) -> "Limits":
        """A copy with another wall timeout (and the CPU limit that follows from it if unset)."""
        return replace(self, timeout=timeout)


@dataclass(frozen=True)
class ExecResult:
    """What one program run did.

    ``exit_code`` is the exit status, or ``None`` when a signal ended the process (``signal``
    says which). ``cpu_time`` counts every process the program started; ``left_running`` says
    that some of them outlived it (they were killed); ``memory_exceeded`` that their resident
    memory together passed ``Limits.memory_mb`` (they were killed). ``error`` is set when the sandbox itself failed (the program may not have run
    at all); callers must treat such a result as a failure, never as a pass. ``stages``: ``(stage,
    monotonic ns)`` stamps of the run's steps, where the executor was asked for them (a lab's
    breakdown of the cost); ``None`` otherwise.
    """

    exit_code: int | None
    signal: int | None = None
    stdout: bytes = b""
    stderr: bytes = b""
    stdout_truncated: bool = False
    stderr_truncated: bool = False
    timed_out: bool = False
    wall_time: float = 0.0
    cpu_time: float = 0.0
    max_rss_kb: int = 0
    left_running: bool = False
    memory_exceeded: bool = False
    error: str | None = None
    stages: tuple | None = None

    @property
    def ok(self) -> bool:
        """Exited with status 0, in time, and the sandbox did its job."""
        return self.error is None and not self.timed_out and self.exit_code == 0

    @classmethod
    def failed(cls, error: str, wall_time: float = 0.0) -> "ExecResult":
        """The result of a run the sandbox could not carry out."""
        return cls(exit_code=None, error=error, wall_time=wall_time)


class Executor(abc.ABC):
    """Runs untrusted Python programs. Subclasses register under ``trl_grpo_ext.sandboxes``.

    Implementations must be thread-safe (the reward plugin calls them from a thread pool) and
    picklable (they are rebuilt lazily in the receiving process), and must fail closed: any
    doubt about a run is reported through ``ExecResult.error``. ``code_tests`` sends its test
    runner as a code object (marshalled), so a remote backend must run the same Python version
    as the trainer.
    """

    name: ClassVar[str] = "executor"
    #: Whether programs are kept away from the host's files, network and other users (a security
    #: boundary). ``code_tests`` logs it as the metric ``sandbox/isolated``.
    isolated: ClassVar[bool] = False

    def __init__(self, limits: Limits | None = None):
        self.limits = limits or Limits()

    def protections(self) -> dict[str, object]:
        """Which protections are active, by name (``True``/``False`` or a value such as a limit).

        Backends report what they verified at start-up; the default knows only :attr:`isolated`.
        """
        return {"isolated": self.isolated}

    def metrics(self) -> dict[str, float]:
        """Figures for the training metrics, by name (``code_tests`` logs each as ``sandbox/<name>`` with every
        scored batch); none by default. A distributed backend reports its nodes, throughput and queue here."""
        return {}

    @abc.abstractmethod
    def run_many(
        self,
        program: str | types.CodeType,
        stdins: Sequence[bytes | str],
        limits: Limits | None = None,
        total_timeout: float | None = None,
    ) -> list[ExecResult]:
        """Run ``program`` once per stdin, each in a fresh process, in order.

        Args:
            program (`str` or `types.CodeType`): Python source, or a code object compiled by this
                interpreter, run as ``__main__``.
            stdins (`Sequence[bytes | str]`): one standard input per run (``str`` is UTF-8 encoded).
            limits (`Limits`, *optional*): per-run limits; defaults to the executor's.
            total_timeout (`float`, *optional*): wall-clock budget for all runs together; runs
                that would start after it are reported as timed out without running.

        Returns:
            `list[ExecResult]`: one result per stdin.
        """

    def run(self, program: str | types.CodeType, stdin: bytes | str = b"", limits: Limits | None = None) -> ExecResult:
        """Run ``program`` once with ``stdin``; see :meth:`run_many`."""
        return self.run_many(program, [stdin], limits)[0]

    def close(self) -> None:
        """Release worker processes (they also go away with this process)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"{type(self).__name__}(limits={self.limits})"


def to_bytes(data: bytes | str) -> bytes:
    """Standard input as bytes (``str`` is UTF-8 encoded, lone surrogates kept)."""
    if isinstance(data, str):
        return data.encode("utf-8", "surrogateescape")
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    raise TypeError(f"stdin must be bytes or str, got {type(data).__name__}")


def encode_run(
    program: str | types.CodeType, stdins: Sequence[bytes | str], total_timeout: float | None
) -> tuple[str, bytes, list[bytes]]:
    """Check one :meth:`Executor.run_many` call and encode it as it crosses to a worker.

    Returns ``(kind, program bytes, inputs)``: ``"marshal"`` for a code object, ``"source"`` for text.

    >>> encode_run("print(1)", ["a", b"b"], None)
    ('source', b'print(1)', [b'a', b'b'])
    """
    if isinstance(program, types.CodeType):
        kind, data = "marshal", marshal.dumps(program)
    elif isinstance(program, str):
        kind, data = "source", program.encode("utf-8", "surrogateescape")
    else:
        raise TypeError(f"program must be source text or a code object, got {type(program).__name__}")
    if total_timeout is not None and not total_timeout > 0:
        raise ValueError(f"total_timeout must be positive or None, got {total_timeout!r}")
    return kind, data, [to_bytes(s) for s in stdins]


__all__ = ["ExecResult", "Executor", "Limits", "encode_run", "to_bytes"]
