"""Code-execution rewards: a sandbox for untrusted programs and the ``code_tests`` reward.

Modules, in the order data flows through them:

* ``extract``: the program in a completion (the last fenced Python block);
* ``formats``: a row's tests (HumanEval, assert lists, stdin/stdout, call-based, LiveCodeBench)
  and the comparisons made outside the sandbox;
* ``code_tests``: the reward; runs the in-sandbox test runner (``inside/harness.py``) through an
  executor and judges what it reports; ``determinism`` decides which outcomes it may cache;
* ``contracts``: ``Limits``, ``ExecResult`` and the ``Executor`` interface (no internal imports);
* ``sandbox``: executor discovery by name and the ``auto`` choice;
* ``worker_pool``: warm workers shared by the built-in backends ``bwrap_executor`` and
  ``subprocess_executor``; ``inside/sandbox_worker.py`` is the program each worker runs, ``seccomp``
  its system-call filter, ``private_runtime`` the copy of the interpreter bubblewrap shows and
  ``memory_cgroup`` the optional memory cgroup;
* ``properties``: every security property, where it is enforced and which test shows it.

The threat model is in ``docs/SANDBOX.md``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reward_plugins.code.code_tests import CodeTests
    from reward_plugins.code.contracts import ExecResult, Executor, Limits
    from reward_plugins.code.sandbox import default_sandbox, get_executor

_EXPORTS = {
    "CodeTests": "reward_plugins.code.code_tests",
    "ExecResult": "reward_plugins.code.contracts",
    "Executor": "reward_plugins.code.contracts",
    "Limits": "reward_plugins.code.contracts",
    "default_sandbox": "reward_plugins.code.sandbox",
    "get_executor": "reward_plugins.code.sandbox",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    # Lazy: importing a leaf module (e.g. the seccomp filter inside the sandbox worker's tests)
    # must not pull in the reward and its thread pools.
    if name in _EXPORTS:
        return getattr(importlib.import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
