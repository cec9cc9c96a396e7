"""The only place a name becomes an object: rewards, advantage schemes, sandboxes and tasks.

Built-in plugins register through the same entry-point groups a third-party package uses (see
``pyproject.toml``), so ``trl-grpo-ext rewards list`` shows exactly what a user's environment will
load, and from which distribution. A name is a registered name or a dotted path
``package.module:object``; either resolves here, once, into the object the trainer, the recipe, the
command line and the audit receive. Rewards come in every shape their authors write
(:mod:`trl_grpo_ext.registry.reward_shapes`).

Checking a name (:func:`check_name`, :func:`known_names`) reads entry-point metadata only: it imports
neither a plugin nor torch.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from trl_grpo_ext.registry.errors import PluginClashError, PluginError, PluginLoadError, UnknownPluginError
from trl_grpo_ext.registry.plugins import ERRORS_ENV, LOCAL, PluginInfo, Registry, import_dotted, is_dotted
from trl_grpo_ext.registry.reward_shapes import build_reward, is_reward_function, reward_function

__all__ = [
    "ERRORS_ENV",
    "LOCAL",
    "REWARDS",
    "SANDBOXES",
    "SCHEMES",
    "TASKS",
    "PluginClashError",
    "PluginError",
    "PluginInfo",
    "PluginLoadError",
    "Registry",
    "UnknownPluginError",
    "check_name",
    "get_reward",
    "get_scheme",
    "import_dotted",
    "is_dotted",
    "is_reward_function",
    "known_names",
    "list_rewards",
    "list_schemes",
    "register_reward",
    "register_scheme",
    "reward_function",
    "reward_source",
    "sandbox_class",
    "sandbox_of",
]

REWARDS = Registry("reward", "trl_grpo_ext.rewards", build=build_reward)
SCHEMES = Registry("scheme", "trl_grpo_ext.schemes")
SANDBOXES = Registry("sandbox", "trl_grpo_ext.sandboxes")
TASKS = Registry("task", "trl_grpo_ext.tasks")
REGISTRIES = {registry.kind: registry for registry in (REWARDS, SCHEMES, SANDBOXES, TASKS)}


def _registry(kind: str) -> Registry:
    if kind not in REGISTRIES:
        raise ValueError(f"kind must be one of {', '.join(REGISTRIES)}, got {kind!r}")
    return REGISTRIES[kind]


def known_names(kind: str) -> list[str]:
    """The registered names of ``kind`` (``"reward"``, ``"scheme"``, ``"sandbox"`` or ``"task"``), sorted.

    >>> "math_accuracy" in known_names("reward"), "grpo" in known_names("scheme")
    (True, True)
    """
    return _registry(kind).names()


def check_name(kind: str, name: Any, also: Iterable[str] = ()) -> str:
    """Check a name of ``kind`` before anything is built: ``"registry"`` for a registered name, ``"dotted"``
    for a path ``package.module:object`` (not imported yet), ``"also"`` for one of the extra names ``also``
    the caller accepts (e.g. TRL's own reward names).

    Raises:
        UnknownPluginError: any other name, with a "did you mean" and the known names.

    >>> check_name("reward", "math_accuracy"), check_name("reward", "my_pkg.rewards:exact")
    ('registry', 'dotted')
    >>> check_name("scheme", "grpoo")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    trl_grpo_ext.registry.UnknownPluginError: unknown scheme 'grpoo'. Did you mean 'grpo'? Known: ...
    """
    return _registry(kind).check(name, also)


def reward_source(name: str) -> str | None:
    """What a reward name refers to: ``"registry"``, ``"dotted"``, or ``None`` (neither) -- :func:`check_name`
    without the error.

    >>> reward_source("math_accuracy"), reward_source("my_pkg.rewards:exact"), reward_source("math_acuracy")
    ('registry', 'dotted', None)
    """
    try:
        return REWARDS.check(name)
    except UnknownPluginError:
        return None


def list_rewards() -> list[PluginInfo]:
    """All reward plugins: name, distribution, one-line doc."""
    return REWARDS.list()


def get_reward(name: str, **options: Any) -> Callable:
    """The TRL-compatible reward callable a registered name or a dotted path stands for, built with ``options``:
    ``get_reward("math_accuracy", extraction="gsm8k")``. A class is built with the options, a factory called
    with them, a plain TRL reward function ``f(prompts, completions, **columns)`` returned as it is (options
    bound as keyword arguments); see :mod:`trl_grpo_ext.registry.reward_shapes`.

    Raises:
        PluginError: an unknown name (with the known ones and a "did you mean"), an import failure, or an
            entry that builds no callable.
    """
    return REWARDS.get(name, **options)


def register_reward(name: str, factory: Any = None, *, override: bool = False):
    """Register a reward class, factory or TRL reward function at run time; usable as ``@register_reward("name")``."""
    return REWARDS.register(name, factory, override=override)


def list_schemes() -> list[PluginInfo]:
    """All advantage schemes: name, distribution, one-line doc."""
    return SCHEMES.list()


def get_scheme(name: str, **params: Any):
    """An advantage scheme object: ``get_scheme("pass_at_k", k=4)``."""
    return SCHEMES.get(name, **params)


def register_scheme(name: str, factory: Any = None, *, override: bool = False):
    """Register a scheme class at run time; usable as ``@register_scheme("name")``."""
    return SCHEMES.register(name, factory, override=override)


def sandbox_class(name: str) -> type:
    """The code-execution sandbox (executor class) registered as ``name``, or at a dotted path."""
    return SANDBOXES.load(name)


def sandbox_of(executor: Any) -> str | None:
    """The registered sandbox ``executor`` is an instance of (``"bwrap"``, ...), or ``None`` for anything else.
    Answered from the entry points' text: no sandbox module is imported to answer it.

    >>> sandbox_of(object()) is None
    True
    """
    return SANDBOXES.owner_of(executor)
