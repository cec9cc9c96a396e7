"""The audit's report: a table to read at a glance, JSON for CI, a bar chart, and the exit status."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from trl_grpo_ext.app.audit.cases import FALSE_NEGATIVE, FALSE_POSITIVE
from trl_grpo_ext.app.audit.runner import AuditRun

EXAMPLE_CHARS = 400
# Exit status when a false-positive family is paid or a call never returned (2 is the CLI's usage error).
EXIT_PAID = 1


def summarise(run: AuditRun) -> dict[str, Any]:
    """The JSON report: one entry per tested family, then the untested ones with the reason."""
    families: dict[str, dict[str, Any]] = {}
    for result in run.results:
        family = result.case.family
        entry = families.setdefault(family.name, {
            "name": family.name, "type": family.type, "group": family.group, "meaning": family.meaning,
            "tried": 0, "failed": 0, "errors": 0, "example": None, "example_reward": None, "seconds": 0.0,
        })
        entry["tried"] += 1
        entry["seconds"] += result.seconds
        entry["errors"] += result.error is not None
        if result.failed:
            entry["failed"] += 1
            if entry["example"] is None:
                entry["example"] = result.case.completion[:EXAMPLE_CHARS]
                entry["example_reward"] = result.reward
                if result.harm:
                    entry["harm"] = result.harm
        if result.error and "first_error" not in entry:
            entry["first_error"] = result.error
    for entry in families.values():
        entry["seconds_per_case"] = round(entry.pop("seconds") / entry["tried"], 4)
    # Wrong-answer families, then right-answer ones, then the sandbox probes (battery order within each).
    ordered = sorted(families.values(), key=lambda f: (f["group"] == "isolation", f["type"] != FALSE_POSITIVE))
    paid = [f["name"] for f in ordered if f["type"] == FALSE_POSITIVE and f["failed"]]
    lost = [f["name"] for f in ordered if f["type"] == FALSE_NEGATIVE and f["failed"]]
    return {
        "reward": run.reward,
        "kind": run.kind,
        "called": run.where,
        "chat": run.chat,
        "families": ordered,
        "untested": [{"name": u.family.name, "type": u.family.type, "group": u.family.group, "reason": u.reason}
                     for u in run.untested],
        "paid_false_positive_families": paid,
        "lost_false_negative_families": lost,
        "stalled": run.stalled,
        "calls": run.calls,
        "seconds_in_calls": round(run.call_seconds, 2),
        "exit_status": EXIT_PAID if paid or run.stalled else 0,
    }


def _one_line(text: str | None, width: int = 60) -> str:
    if text is None:
        return ""
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."


def _example(family: dict[str, Any]) -> str:
    """The first failure in one line, after what it earned (or the harm it did)."""
    if family["example"] is None:
        return ""
    reward = family["example_reward"]
    head = family.get("harm") or ("none" if reward is None else f"{reward:g}")
    return f"[{head}] {_one_line(family['example'])}"


def table(report: dict[str, Any]) -> str:
    """The plain-text report."""
    from trl_grpo_ext.app.cli.lists import format_table

    rows = []
    for f in report["families"]:
        verdict = ("PAID" if f["type"] == FALSE_POSITIVE else "LOST") if f["failed"] else "ok"
        rows.append((f["name"], "FP" if f["type"] == FALSE_POSITIVE else "FN", f"{f['failed']}/{f['tried']}",
                     verdict, str(f["errors"] or ""), f"{f['seconds_per_case'] * 1000:.0f}",
                     _example(f)))
    lines = [f"audit of {report['reward']!r} ({report['kind']}), called {report['called']}: "
             f"{report['calls']} calls, {report['seconds_in_calls']} s in calls", "",
             format_table(rows, ("FAMILY", "TYPE", "FAILED", "VERDICT", "ERRORS", "MS/CASE",
                                 "[REWARD] FIRST FAILURE"))]
    if report["untested"]:
        lines += ["", "not tested:"] + [f"  {u['name']}: {u['reason']}" for u in report["untested"]]
    if report["stalled"]:
        lines += ["", f"STALLED: a call of family {report['stalled']} did not return in time; the audit stopped there"]
    paid, lost = report["paid_false_positive_families"], report["lost_false_negative_families"]
    lines += ["", f"paid false-positive families: {len(paid)} ({', '.join(paid) or 'none'})",
              f"lost false-negative families: {len(lost)} ({', '.join(lost) or 'none'})"]
    return "\n".join(lines)


def write_json(report: dict[str, Any], path: str | Path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def plot(report: dict[str, Any], path: str | Path) -> str:
    """A bar chart of the failure rate per family (FP red, FN blue); returns what happened, in words."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return f"no plot written to {path}: matplotlib is not installed (pip install matplotlib)"
    families = report["families"]
    names = [f"{f['name']} ({'FP' if f['type'] == FALSE_POSITIVE else 'FN'})" for f in families]
    rates = [f["failed"] / f["tried"] for f in families]
    colors = ["tab:red" if f["type"] == FALSE_POSITIVE else "tab:blue" for f in families]
    fig, ax = plt.subplots(figsize=(8, 0.3 * len(families) + 1.5))
    ax.barh(range(len(families)), rates, color=colors)
    for i, f in enumerate(families):
        ax.text(min(rates[i], 0.85) + 0.01, i, f"{f['failed']}/{f['tried']}", va="center", fontsize=7)
    ax.set_yticks(range(len(families)), names, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("share of cases failed (FP: wrong answers paid, FN: right answers lost)")
    ax.set_title(f"audit of {report['reward']} ({report['kind']})")
    fig.tight_layout()
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return f"plot written to {path}"
