"""One audit from start to end: resolve the reward, build the battery, call, collect."""

from __future__ import annotations

import time
from typing import Any

from trl_grpo_ext.app.audit.cases import Case, Family
from trl_grpo_ext.app.audit.probes import peak_memory_mb
from trl_grpo_ext.app.audit.runner import (
    AuditRun, CallTimeout, CaseResult, InProcessCaller, SandboxCaller, Untested, uses_our_sandbox,
)

KINDS = ("math", "code")


class AuditError(ValueError):
    """The audit could not test the reward (it failed on every case, or cannot be carried into the sandbox)."""


def resolve(reward_name: str, options: dict[str, Any]) -> Any:
    """The reward ``reward_name`` stands for, as the trainer gets it: through the registry."""
    from trl_grpo_ext.registry import get_reward

    return get_reward(reward_name, **options)


def _check_columns(reward_name: str, reward: Any, kind: str, cases: list[Case]) -> None:
    """A reward that declares the columns it reads (``required_columns``) finds them in the battery's rows, or the
    error says which battery column to hand it: ``--columns answer=<its column>``."""
    required = getattr(reward, "required_columns", None)
    have = set(cases[0].row) if cases else set()
    missing = [c for c in (required() if callable(required) else ()) if c not in have]
    if missing and have:
        gold = "answer" if kind == "math" else "tests"
        raise AuditError(
            f"the reward {reward_name!r} reads the column(s) {', '.join(missing)}, which the {kind} battery's rows "
            f"lack (they have {', '.join(sorted(have))}): hand it the battery's {gold} column with "
            f"--columns {gold}={missing[0]}"
        )


def _by_family(cases: list[Case]) -> dict[Family, list[Case]]:
    groups: dict[Family, list[Case]] = {}
    for case in cases:
        groups.setdefault(case.family, []).append(case)
    return groups


def _families(kind: str) -> list[Family]:
    from trl_grpo_ext.app.audit.code_battery import CODE_FAMILIES
    from trl_grpo_ext.app.audit.math_battery import MATH_FAMILIES
    from trl_grpo_ext.app.audit.probes import PROBES

    if kind == "math":
        return [f for f, _ in MATH_FAMILIES]
    return [f for f, _ in CODE_FAMILIES] + [f for f, _, _ in PROBES]


def build_cases(kind: str, dataset: str | None, columns: dict[str, str], limit: int) -> list[Case]:
    """The battery's answer cases for ``kind`` (probes are added by :func:`audit`)."""
    if kind == "math":
        from trl_grpo_ext.app.audit.math_battery import math_cases
        from trl_grpo_ext.app.audit.math_rows import load_rows

        return math_cases(load_rows(dataset, limit), answer_column=columns.get("answer", "answer"))
    from trl_grpo_ext.app.audit.code_battery import code_cases
    from trl_grpo_ext.app.audit.code_rows import CODE_ROWS, load_code_rows

    return code_cases(CODE_ROWS if dataset is None else load_code_rows(dataset, limit), columns)


def audit(reward_name: str, kind: str, *, options: dict[str, Any] | None = None, dataset: str | None = None,
          columns: dict[str, str] | None = None, chat: bool = False, deadline: float = 60.0,
          budget: float = 170.0, limit: int = 8, full_reward: float = 1.0) -> AuditRun:
    """Run the battery of ``kind`` against the reward ``reward_name`` resolves to.

    Args:
        reward_name: a registered reward (ours or a third party's, by entry point) or ``package.module:function``.
        kind: ``"math"`` or ``"code"``.
        options: the reward's constructor options (registered plugins).
        dataset: rows from a JSON / JSON-lines file (math: question and gold; code: MBPP's or HumanEval's
            columns) or, for math, ``task:NAME`` (default: the built-in rows).
        columns: renames of the battery's columns to the reward's (``{"answer": "solution"}``).
        chat: pass prompts and completions as chat messages (a conversational dataset) instead of strings;
            a reward that fails on every plain string is tried again with messages.
        deadline: seconds one call may take.
        budget: seconds for the whole audit; families not reached are reported untested.
        limit: dataset rows used.
        full_reward: what the reward gives a right answer (a right case earning less is lost).
    """
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, got {kind!r}")
    columns = dict(columns or {})
    reward = resolve(reward_name, dict(options or {}))
    try:
        cases = build_cases(kind, dataset, columns, limit)
    except (OSError, ValueError) as exc:
        raise AuditError(f"cannot read the dataset: {exc}") from exc
    _check_columns(reward_name, reward, kind, cases)
    sandboxed = kind == "code" and not uses_our_sandbox(reward)
    try:
        caller = SandboxCaller(reward, chat, deadline) if sandboxed else InProcessCaller(reward, chat, deadline)
    except (ValueError, RuntimeError) as exc:  # not picklable, its code cannot travel, or no bubblewrap here
        raise AuditError(f"cannot call the reward inside the sandbox: {exc}") from exc
    run = AuditRun(reward=reward_name, kind=kind, where=caller.where, chat=chat)
    started = time.perf_counter()
    groups = _by_family(cases)
    tested = set(groups)
    probes = None
    if kind == "code" and not sandboxed:
        from trl_grpo_ext.app.audit.probes import HostProbes

        probes = HostProbes()
        for case in probes.cases(columns):
            groups[case.family] = [case]
    try:
        for family, family_cases in groups.items():
            if time.perf_counter() - started > budget:
                run.untested.append(Untested(family, f"the audit's time budget ({budget:g} s) ran out first"))
                continue
            memory_before = peak_memory_mb()
            try:
                results = caller.run(family_cases, run)
            except CallTimeout as exc:
                run.stalled = family.name
                run.results.append(CaseResult(family_cases[0], None, deadline, str(exc)))
                run.untested += [Untested(f, "not reached: an earlier call did not return")
                                 for f in list(groups)[list(groups).index(family) + 1:]]
                break
            for result in results:
                result.full = full_reward
            if probes is not None:
                for result in results:
                    if result.case.probe is not None:
                        result.harm = probes.harm(family, memory_before)
            run.results.extend(results)
    finally:
        if probes is not None:
            probes.close()
        if isinstance(caller, SandboxCaller):
            caller.close()
    if run.results and all(r.error is not None for r in run.results):
        if not chat:  # a reward written for a conversational dataset fails on plain strings: try messages
            retry = audit(reward_name, kind, options=options, dataset=dataset, columns=columns, chat=True,
                          deadline=deadline, budget=budget, limit=limit, full_reward=full_reward)
            retry.where += ", as chat messages (it failed on every plain string)"
            return retry
        first = run.results[0].error.rstrip(".")
        raise AuditError(f"the reward {reward_name!r} failed on every case, so nothing was tested; the first "
                         f"failure: {first}. Check --columns (the reward's column names) and --option.")
    for family in _families(kind):
        if family not in tested and family not in {u.family for u in run.untested} and family not in groups:
            reason = ("the reward does not run code in this project's sandbox; the audit ran it inside bubblewrap, "
                      "so isolation is the audit's, not the reward's" if family.group == "isolation"
                      else "no row of the dataset can fill this family's templates")
            run.untested.append(Untested(family, reason))
    return run
