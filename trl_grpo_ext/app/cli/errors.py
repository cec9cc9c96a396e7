"""The command line's one error path: an expected failure is one short message and exit status 2.

Expected failures are the ones a user fixes (a bad recipe, missing data or columns, no GPU for
4-bit, an unreachable model, wandb without a login, an unknown plugin): their messages already
name the problem and the fix, so a traceback would only bury them. Ctrl-C exits with 130 as a
shell expects, quietly. Anything else is a bug: its traceback is printed (status 1). ``--debug``
prints the traceback of every failure.
"""

from __future__ import annotations

import signal
import sys
import traceback
from typing import Callable

__all__ = ["EXIT_FAILURE", "EXIT_INTERRUPTED", "is_expected", "run_cli"]

EXIT_FAILURE = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, what a shell reports for Ctrl-C
# Matched by name so that classifying an error imports nothing (TRL, torch) that has not loaded.
EXPECTED = {
    "trl_grpo_ext.app.recipe.keys.RecipeError",
    "trl_grpo_ext.setup.data.DataError",
    "trl_grpo_ext.registry.PluginError",
    "reward_plugins.base.ColumnError",
    "trl_grpo_ext.setup.models.DefaultModelNotInstalledError",
    "trl_grpo_ext.app.audit.run.AuditError",
}


def is_expected(error: BaseException) -> bool:
    """Whether ``error`` is a failure the user fixes from its message (see ``EXPECTED``)."""
    return any(f"{cls.__module__}.{cls.__qualname__}" in EXPECTED for cls in type(error).__mro__)


def run_cli(func: Callable[[], int], *, debug: bool = False, on_interrupt: Callable[[], str] | None = None) -> int:
    """``func()``'s exit status; expected errors and Ctrl-C become one line on stderr.

    ``on_interrupt`` returns what to say after Ctrl-C (where the run stopped, how to resume).
    """
    try:
        return func()
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C must not break the cleanup that follows
        if debug:
            traceback.print_exc()
        print(f"interrupted{': ' + on_interrupt() if on_interrupt else ''}", file=sys.stderr)
        return EXIT_INTERRUPTED
    except Exception as exc:
        if not is_expected(exc):
            raise
        if debug:
            traceback.print_exc()
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_FAILURE
