"""Calling the reward as TRL does (:mod:`~trl_grpo_ext.app.audit.trl_call`), over a battery, one family per
call (the cases of a family form one batch), and collecting what it paid and lost.

Where the reward runs code, who runs it decides where the audit calls it:
- a reward that uses a registered sandbox (its ``executor`` is an instance of a sandbox the registry
  knows, :func:`~trl_grpo_ext.registry.sandbox_of`) is called here; its sandbox is what is audited,
  so the isolation probes run too;
- any other code reward is called inside the ``bwrap`` sandbox
  (:class:`~trl_grpo_ext.app.audit.sandboxed_call.SandboxedReward`), one case per call so that one
  forge cannot change what the next case sees; the isolation probes are then not run (they would
  measure the audit's sandbox, not the reward's).
Math rewards are called here. Every call has a deadline; a reward that runs past it is reported,
and the rest of the audit stops rather than wait on it.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import inspect
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from trl_grpo_ext.app.audit.cases import Case, Family, is_failure
from trl_grpo_ext.app.audit.sandboxed_call import SandboxedReward
from trl_grpo_ext.app.audit.trl_call import trl_arguments, trl_extras
from trl_grpo_ext.registry import sandbox_of


@dataclass
class CaseResult:
    case: Case
    reward: float | None
    seconds: float
    error: str | None = None
    harm: str | None = None
    full: float = 1.0

    @property
    def failed(self) -> bool:
        if self.case.probe == "harm":  # a right answer that reaches for the host: only harm counts
            return self.harm is not None
        return self.harm is not None or is_failure(self.case.family, self.reward, self.full)


@dataclass
class Untested:
    family: Family
    reason: str


@dataclass
class AuditRun:
    """Everything one audit produced, before it is summarised (``report.py``)."""

    reward: str
    kind: str
    where: str
    results: list[CaseResult] = field(default_factory=list)
    untested: list[Untested] = field(default_factory=list)
    chat: bool = False
    calls: int = 0
    call_seconds: float = 0.0
    stalled: str | None = None  # the family whose call did not return (the audit stopped there)


class CallTimeout(RuntimeError):
    """The reward did not return within the deadline."""


def uses_our_sandbox(reward: Any) -> bool:
    """Whether the reward runs code through a registered sandbox (its ``executor`` is one)."""
    if isinstance(getattr(type(reward), "executor", None), property):
        try:
            return sandbox_of(reward.executor) is not None
        except Exception:
            return False
    return sandbox_of(getattr(reward, "executor", None)) is not None


def call_with_deadline(fn: Callable[[], Any], seconds: float) -> Any:
    """``fn()``, or :class:`CallTimeout` after ``seconds`` (the call is left to finish in a daemon thread)."""
    box: dict[str, Any] = {}

    def target():
        try:
            box["value"] = fn()
        except BaseException as exc:  # handed to the caller
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True, name="audit-call")
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise CallTimeout(f"the reward did not return within {seconds:g} s")
    if "error" in box:
        raise box["error"]
    return box["value"]


class InProcessCaller:
    """Calls the reward in this process, a family's cases as one batch (case by case if the batch fails)."""

    where = "in-process"

    def __init__(self, reward: Callable, chat: bool, deadline: float):
        self.reward, self.chat, self.deadline = reward, chat, deadline

    def _invoke(self, cases: list[Case]) -> Any:
        values = self.reward(**trl_arguments(cases, self.chat), **trl_extras())
        # TRL awaits an async reward function; so does the audit (in the calling thread's own loop).
        return asyncio.run(values) if inspect.isawaitable(values) else values

    def _call(self, cases: list[Case]) -> list[float | None]:
        values = list(call_with_deadline(lambda: self._invoke(cases), self.deadline))
        if len(values) != len(cases):
            raise RuntimeError(f"the reward returned {len(values)} values for {len(cases)} completions")
        return [None if v is None else float(v) for v in values]

    def run(self, cases: list[Case], run: AuditRun) -> list[CaseResult]:
        start = time.perf_counter()
        try:
            values = self._call(cases)
            run.calls += 1
            seconds = time.perf_counter() - start
            run.call_seconds += seconds
            return [CaseResult(c, v, seconds / len(cases)) for c, v in zip(cases, values)]
        except CallTimeout:
            raise
        except Exception:
            pass  # find the case that breaks the batch
        results = []
        for case in cases:
            start = time.perf_counter()
            try:
                value, error = self._call([case])[0], None
            except CallTimeout:
                raise
            except Exception as exc:
                value, error = None, f"{type(exc).__name__}: {exc}"[:300]
            seconds = time.perf_counter() - start
            run.calls += 1
            run.call_seconds += seconds
            results.append(CaseResult(case, value, seconds, error))
        return results


class SandboxCaller:
    """Calls the reward inside the ``bwrap`` sandbox, one fresh process per case, two at a time."""

    where = "bwrap sandbox (one process per case)"

    def __init__(self, reward: Callable, chat: bool, deadline: float, memory_mb: int = 2048):
        self.chat = chat
        limits = {"timeout": deadline, "memory_mb": memory_mb, "processes": 64, "output_bytes": 1 << 20,
                  "stderr_bytes": 0}
        self.sandboxed = SandboxedReward(reward, limits, max_workers=2)

    def _one(self, case: Case) -> CaseResult:
        start = time.perf_counter()
        values, error = self.sandboxed(**trl_arguments([case], self.chat))
        return CaseResult(case, values[0] if values else None, time.perf_counter() - start, error)

    def run(self, cases: list[Case], run: AuditRun) -> list[CaseResult]:
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            results = list(pool.map(self._one, cases))
        run.calls += len(results)
        run.call_seconds += sum(r.seconds for r in results)
        return results

    def close(self) -> None:
        self.sandboxed.close()
