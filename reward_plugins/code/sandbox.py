"""Choosing a sandbox: executor discovery by name and the ``auto`` choice, in one place.

Executors register under the ``trl_grpo_ext.sandboxes`` entry-point group (the built-ins,
``bwrap`` and ``subprocess``, do so in this project's ``pyproject.toml``), so another package can
add a remote backend without touching this one. ``auto`` picks bubblewrap where it works and
otherwise falls back to ``subprocess`` -- loudly, once per process, because that fallback is not
a security boundary (``code_tests`` also logs ``sandbox/isolated = 0``). Asking for ``bwrap``
where it does not work is an error that says how to install it.

The contracts (:class:`~reward_plugins.code.contracts.Limits`, ``ExecResult``, ``Executor``)
live in ``reward_plugins.code.contracts``; the threat model in ``docs/SANDBOX.md``.
"""

from __future__ import annotations

import difflib
import logging
import threading
import warnings

from reward_plugins.code.contracts import Executor

GROUP = "trl_grpo_ext.sandboxes"
logger = logging.getLogger(__name__)

_FALLBACK_WARNED = False
_FALLBACK_LOCK = threading.Lock()
FALLBACK_WARNING = (
    "bubblewrap is not available, so sandbox='auto' runs model-written code with the 'subprocess' "
    "executor, which is NOT a security boundary: programs can read this machine's files and use its "
    "network. Install bubblewrap (Debian/Ubuntu: `apt-get install -y bubblewrap`), or pass "
    "sandbox='subprocess' to say you accept this. Reason: {reason}"
)


class UnknownSandboxError(KeyError):
    """No executor is registered under that name."""

    def __str__(self) -> str:  # KeyError quotes its message; keep it readable
        return str(self.args[0])


def sandbox_names() -> list[str]:
    """Names registered under ``trl_grpo_ext.sandboxes`` in this environment (the plugin registry's)."""
    from trl_grpo_ext.registry import SANDBOXES

    return SANDBOXES.names()


def executor_class(name: str) -> type:
    """The executor class registered as ``name``, or named by a dotted path ``"package.module:Class"``."""
    from trl_grpo_ext.registry import UnknownPluginError, sandbox_class

    try:
        factory = sandbox_class(name)
    except UnknownPluginError:
        known = sandbox_names()
        close = difflib.get_close_matches(name, known, n=1)
        hint = f" Did you mean {close[0]!r}?" if close else ""
        raise UnknownSandboxError(
            f"unknown sandbox {name!r}.{hint} Known: {', '.join(known) or 'none'} (entry-point group "
            f"{GROUP!r}), 'auto', or a dotted path 'package.module:Class'."
        ) from None
    if not (isinstance(factory, type) and issubclass(factory, Executor)):
        raise TypeError(f"sandbox {name!r} is {factory!r}, not a subclass of reward_plugins.code.contracts.Executor")
    return factory


def default_sandbox() -> str:
    """``"bwrap"`` where bubblewrap works on this machine, else ``"subprocess"``."""
    from reward_plugins.code.bwrap_executor import BwrapExecutor

    return "bwrap" if BwrapExecutor.available() else "subprocess"


def _warn_fallback() -> None:
    global _FALLBACK_WARNED
    with _FALLBACK_LOCK:
        if _FALLBACK_WARNED:
            return
        _FALLBACK_WARNED = True
    from reward_plugins.code.bwrap_executor import BwrapExecutor

    message = FALLBACK_WARNING.format(reason=BwrapExecutor.probe() or "unknown")
    logger.warning("%s\n%s\n%s", "!" * 80, message, "!" * 80)
    warnings.warn(message, RuntimeWarning, stacklevel=3)


def get_executor(name: str = "auto", **options) -> Executor:
    """Build a sandbox by name (``"auto"`` picks :func:`default_sandbox`).

    Args:
        name (`str`): ``"auto"``, ``"bwrap"``, ``"subprocess"``, a name registered by another
            package under ``trl_grpo_ext.sandboxes``, or a dotted path ``"package.module:Class"``.
        **options: passed to the executor's constructor (e.g. ``limits=Limits(timeout=2)``,
            ``max_workers=4``).

    Returns:
        `Executor`

    Example:

    ```python
    >>> with get_executor("bwrap") as sandbox:
    ...     sandbox.run("print(input()[::-1])", stdin="abc\\n").stdout
    b'cba\\n'

    ```
    """
    if not isinstance(name, str):
        raise TypeError(f"sandbox name must be a string, got {type(name).__name__}")
    if name == "auto":
        name = default_sandbox()
        if name != "bwrap":
            _warn_fallback()
    executor = executor_class(name)(**options)
    if not isinstance(executor, Executor):
        raise TypeError(f"sandbox {name!r} built a {type(executor).__name__}, not an Executor")
    return executor


__all__ = ["FALLBACK_WARNING", "GROUP", "UnknownSandboxError", "default_sandbox", "executor_class",
           "get_executor", "sandbox_names"]
