"""The hooks by what they do, for tests and benchmarks."""

from __future__ import annotations

import inspect

# Tests compare an override with TRL's own method and benchmarks time or record a hook; they name the
# hook by its role, so that TRL's private names stay in this module.
HOOK_ROLES = {
    "rewards": "_calculate_rewards",
    "loss": "_compute_loss",
    "scoring": "_generate_and_score_completions",
    "generation": "_generate_single_turn",
    "logps": "_get_per_token_logps_and_entropies",
}


def hook(owner, role: str, *, stock: bool = False):
    """The hook for ``role`` (a key of :data:`HOOK_ROLES`) of ``owner``, a trainer or a trainer class: its own
    (this package's override, or what was put in place by :func:`replace_hook`), or with ``stock=True`` TRL's,
    bound to ``owner`` when ``owner`` is a trainer."""
    name = HOOK_ROLES[role]
    if not stock:
        return getattr(owner, name)
    from trl import GRPOTrainer

    method = getattr(GRPOTrainer, name)
    return method if isinstance(owner, type) else method.__get__(owner)


def replace_hook(owner, role: str, method) -> None:
    """Put ``method`` in place of ``owner``'s hook for ``role`` (an instance attribute on a trainer, a method on
    a class); a wrapper reads the one it wraps with :func:`hook` first."""
    setattr(owner, HOOK_ROLES[role], method)


def stock_hook_source(role: str) -> str:
    """The source of TRL's own method for ``role``, for tests that pin what the adapter relies on."""
    from trl import GRPOTrainer

    return inspect.getsource(getattr(GRPOTrainer, HOOK_ROLES[role]))
