"""Calling a reward inside the ``bwrap`` sandbox, for code rewards that do not sandbox what they run.

A weak code reward ``exec``s or spawns the completion's code in the caller's process tree. The audit
feeds it forges that exit, patch built-ins or read files, so it never calls such a reward in its own
process: the reward is pickled (by reference for functions and classes, with its state for
instances) and called in a program of the ``bwrap`` sandbox (found through the registry):
no network, no host files but read-only views of the interpreter and of the directories the
reward's code is imported from, a private capped ``/tmp``, rlimits, everything killed after each
call. Code the sandbox cannot show -- imported from under ``/tmp`` (hidden by the sandbox's own
``/tmp``), or from a directory other users may not read where programs run as a fresh uid -- travels
as a zip.
"""

from __future__ import annotations

import base64
import dataclasses
import io
import json
import os
import pickle
import stat
import sys
import sysconfig
import zipfile
from pathlib import Path
from typing import Any, Callable, Sequence

from trl_grpo_ext.app.audit.trl_call import TRAINER_STATE
from trl_grpo_ext.registry import sandbox_class

HIDDEN_PREFIXES = ("/tmp", "/proc", "/dev")
MAX_ZIP_BYTES = 16 << 20
RESULT_MARK = "\x00audit-result\x00"

# Runs in the sandbox: stdin holds the job; the reward's own prints go to /dev/null, the result to
# the saved stdout, after a mark.
PROGRAM = r'''
import asyncio, base64, inspect, json, os, pickle, sys, types
job = json.loads(sys.stdin.read())
for i, blob in enumerate(job["zips"]):
    path = "/tmp/.audit-import-%d.zip" % i
    with open(path, "wb") as handle:
        handle.write(base64.b64decode(blob))
    sys.path.insert(0, path)
sys.path[:0] = job["paths"]
# A reward that spawns "python" or "python3" by name finds this interpreter (the sandbox has no /usr/bin).
os.makedirs("/tmp/.audit-bin", exist_ok=True)
for name in ("python", "python3"):
    os.symlink(sys.executable, "/tmp/.audit-bin/" + name)
os.environ["PATH"] = "/tmp/.audit-bin:" + os.environ.get("PATH", "")
out = os.fdopen(os.dup(1), "w")
null = os.open(os.devnull, os.O_WRONLY)
os.dup2(null, 1)
os.dup2(null, 2)
reward = pickle.loads(base64.b64decode(job["reward"]))
drop = lambda *args, **kwargs: None
extras = {"trainer_state": types.SimpleNamespace(**job["trainer_state"]), "log_extra": drop, "log_metric": drop}
try:
    values = reward(prompts=job["prompts"], completions=job["completions"], completion_ids=job["completion_ids"],
                    **job["columns"], **extras)
    if inspect.isawaitable(values):
        values = asyncio.run(values)
    result = {"rewards": [None if v is None else float(v) for v in values]}
except BaseException as exc:
    result = {"error": "%s: %s" % (type(exc).__name__, str(exc)[:300])}
out.write(MARK + json.dumps(result) + "\n")
out.flush()
os._exit(0)
'''.replace("MARK", repr(RESULT_MARK))


def _stdlib_dirs() -> set[str]:
    return {os.path.realpath(sysconfig.get_path(key)) for key in ("stdlib", "platstdlib")}


def _hidden(path: str) -> bool:
    """Whether the sandbox cannot show ``path``: under its own ``/tmp``, ``/proc`` or ``/dev``, or (where
    programs run as a fresh uid, under root) closed to other users. Only the directory's own mode counts:
    the sandbox recreates its parents open."""
    if any(path == p or path.startswith(p + "/") for p in HIDDEN_PREFIXES):
        return True
    if os.geteuid() != 0:
        return False
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return True
    return not (mode & stat.S_IROTH and mode & stat.S_IXOTH)


def import_roots() -> tuple[list[str], list[str]]:
    """``(roots, hidden)``: the directories this process imports from, and the top-level modules
    loaded from under a directory the sandbox hides (they travel as a zip)."""
    roots: list[str] = []
    hidden: list[str] = []
    stdlib = _stdlib_dirs()
    for entry in sys.path:
        path = os.path.realpath(entry or os.getcwd())
        if os.path.isdir(path) and path != "/" and not _hidden(path) and path not in stdlib and path not in roots:
            roots.append(path)
    for name, module in list(sys.modules.items()):
        if "." in name or module is None:
            continue
        where = getattr(module, "__file__", None)
        if not where:
            continue
        where = os.path.realpath(where)
        package = os.path.basename(where) == "__init__.py"
        top = os.path.dirname(os.path.dirname(where) if package else where)
        if _hidden(top):
            hidden.append(name)
        elif top not in stdlib and top != "/" and top not in roots and not any(top.startswith(s + "/") for s in stdlib):
            roots.append(top)
    return roots, hidden


def zip_modules(names: Sequence[str]) -> str | None:
    """The source of these top-level modules (a package's folder, or one file) as a base64 zip."""
    if not names:
        return None
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in names:
            where = Path(os.path.realpath(sys.modules[name].__file__))
            if where.name == "__init__.py":
                for path in where.parent.rglob("*.py"):
                    archive.write(path, str(Path(name) / path.relative_to(where.parent)))
            else:
                archive.write(where, where.name)
    data = buffer.getvalue()
    if len(data) > MAX_ZIP_BYTES:
        raise ValueError(f"the reward's code under /tmp zips to {len(data) >> 20} MiB, more than "
                         f"{MAX_ZIP_BYTES >> 20} MiB; install it outside /tmp")
    return base64.b64encode(data).decode("ascii")


class SandboxedReward:
    """A reward called in the ``bwrap`` sandbox, one fresh process per call.

    Args:
        reward: the reward callable (must pickle: a module-level function, a class instance, a partial).
        limits: the limits of one call (time, memory, processes, output) that differ from the sandbox's
            defaults, by their ``Limits`` field names.
        max_workers: calls run at once.
    """

    def __init__(self, reward: Callable, limits: dict[str, Any], max_workers: int = 2):
        try:
            self._blob = base64.b64encode(pickle.dumps(reward)).decode("ascii")
        except Exception as exc:
            raise ValueError(f"the reward {reward!r} cannot be pickled to run in the sandbox: {exc}") from exc
        roots, hidden = import_roots()
        zipped = zip_modules(hidden)
        self._paths, self._zips = roots, [zipped] if zipped else []
        self.executor = sandbox_class("bwrap")(max_workers=max_workers, ro_paths=roots)
        # A weak reward spawns the completion's code through pipes; the audit scores no policy, so the
        # kernel-wide numbers pipes take carry nothing worth hiding here.
        self.executor.programs_may_spawn = True
        self.limits = dataclasses.replace(self.executor.limits, **limits)

    def __call__(self, prompts: list, completions: list, completion_ids: list,
                 **columns: Any) -> tuple[list[float | None] | None, str | None]:
        """``(rewards, None)``, or ``(None, why)`` when the call failed inside the sandbox. TRL's other
        arguments (``trainer_state``, ``log_extra``, ``log_metric``) are made inside, as the runner makes them."""
        job = json.dumps({"zips": self._zips, "paths": self._paths, "reward": self._blob, "prompts": prompts,
                          "completions": completions, "completion_ids": completion_ids, "columns": columns,
                          "trainer_state": TRAINER_STATE})
        result = self.executor.run(PROGRAM, stdin=job, limits=self.limits)
        text = result.stdout.decode("utf-8", "replace")
        if RESULT_MARK in text:
            answer = json.loads(text.rsplit(RESULT_MARK, 1)[1].splitlines()[0])
            if "rewards" in answer:
                return answer["rewards"], None
            return None, answer["error"]
        if result.timed_out:
            return None, "the call timed out in the sandbox"
        return None, result.error or (f"the call ended without a result (exit {result.exit_code}, "
                                      f"signal {result.signal})")

    def close(self) -> None:
        self.executor.close()
