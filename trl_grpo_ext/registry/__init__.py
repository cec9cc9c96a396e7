"""Plugin registries discovered through Python entry points.

Built-in rewards, schemes, sandboxes and tasks register through the same entry-point groups a
third-party package uses (see ``pyproject.toml``), so ``trl-grpo-ext rewards list`` shows
exactly what a user's environment will load, and from which distribution.

Discovery is lazy (first use) and cached. Load failures are loud: they name the plugin, its
distribution and the cause. Set ``TRL_GRPO_EXT_PLUGIN_ERRORS=warn`` to turn a broken
third-party plugin into a warning and carry on without it.
"""

from __future__ import annotations

import difflib
import importlib
import importlib.metadata
import os
import sys
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable

ERRORS_ENV = "TRL_GRPO_EXT_PLUGIN_ERRORS"
LOCAL = "<registered at run time>"


__all__ = [
    "ERRORS_ENV",
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
    "get_reward",
    "get_scheme",
    "import_dotted",
    "list_rewards",
    "list_schemes",
    "register_reward",
    "register_scheme",
    "resolve_reward",
    "reward_source",
    "sandbox_class",
]


class PluginError(Exception):
    """A plugin could not be found, loaded, or two sources claim the same name.

    Attributes:
        plugin (`str` or `None`): the plugin's registry name (or dotted path).
        distribution (`str` or `None`): the installed distribution it comes from, where known.
        kind (`str` or `None`): ``"reward"``, ``"scheme"``, ``"sandbox"`` or ``"task"``.

    Example:
        >>> try:
        ...     SCHEMES.load("grpoo")
        ... except PluginError as error:
        ...     print(error.plugin, error.kind)
        grpoo scheme
    """

    def __init__(self, message: str, *, plugin: str | None = None, distribution: str | None = None,
                 kind: str | None = None):
        super().__init__(message)
        self.plugin = plugin
        self.distribution = distribution
        self.kind = kind


class UnknownPluginError(PluginError, KeyError):
    """No plugin of that name is registered."""

    def __str__(self) -> str:  # KeyError quotes its message; keep it readable
        return str(self.args[0])


class PluginLoadError(PluginError, ImportError):
    """The plugin's module or object failed to import."""


class PluginClashError(PluginError):
    """Two sources register the same name; ``distributions`` holds both."""

    def __init__(self, message: str, *, distributions: tuple[str, str] = ("", ""), **kwargs: Any):
        super().__init__(message, **kwargs)
        self.distributions = distributions


@dataclass
class PluginInfo:
    """One registry entry: where it comes from and how to build it."""

    name: str
    distribution: str
    target: str  # "module:object" for entry points, repr for run-time registrations
    _entry_point: importlib.metadata.EntryPoint | None = field(default=None, repr=False)
    _factory: Any = field(default=None, repr=False)

    @property
    def doc(self) -> str:
        """First line of the factory's docstring (loads the plugin)."""
        text = (self._factory.__doc__ if self._factory is not None else "") or ""
        return text.strip().splitlines()[0] if text.strip() else ""

    @property
    def rule(self) -> str:
        """The factory's one-line rule of thumb (its ``rule`` attribute), or "" when it has none."""
        rule = getattr(self._factory, "rule", "")
        return rule.strip() if isinstance(rule, str) else ""


def _warn_only() -> bool:
    return os.environ.get(ERRORS_ENV, "").lower() in {"warn", "warning", "warnings"}


def _complain(error: PluginError) -> None:
    if _warn_only():
        warnings.warn(f"{error} (ignored because {ERRORS_ENV}=warn)", RuntimeWarning, stacklevel=3)
    else:
        raise error


def import_dotted(path: str) -> Any:
    """Import ``package.module:object``, the one spelling of a dotted path (``object`` may be ``Class.attr``)."""
    module_name, sep, attr = path.partition(":")
    if not sep or not module_name or not attr:
        raise PluginError(f"{path!r} is not a dotted path of the form 'package.module:object'", plugin=path)
    if os.getcwd() not in sys.path:
        # A module of the working directory is found as `python -m` and `trl grpo` find it (searched last).
        sys.path.append(os.getcwd())
    try:
        obj: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise PluginLoadError(f"cannot import module {module_name!r} from {path!r}: {exc}", plugin=path) from exc
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise PluginLoadError(f"module {module_name!r} has no attribute {attr!r} (from {path!r})", plugin=path) from None
    return obj


class Registry:
    """Name -> factory for one entry-point group."""

    def __init__(self, kind: str, group: str):
        self.kind = kind
        self.group = group
        self._entries: dict[str, PluginInfo] | None = None

    # discovery -------------------------------------------------------------------------
    def _discover(self) -> dict[str, PluginInfo]:
        if self._entries is not None:
            return self._entries
        entries: dict[str, PluginInfo] = {}
        for ep in importlib.metadata.entry_points(group=self.group):
            dist = ep.dist.name if ep.dist is not None else "<unknown distribution>"
            seen = entries.get(ep.name)
            if seen is not None:
                if seen.target == ep.value:
                    continue  # the same distribution visible twice on sys.path
                _complain(PluginClashError(
                    f"{self.kind} plugin name {ep.name!r} is registered twice: by distribution "
                    f"{seen.distribution!r} ({seen.target}) and by {dist!r} ({ep.value}). "
                    f"Uninstall one of them or rename its entry point in group {self.group!r}.",
                    plugin=ep.name, distribution=dist, kind=self.kind, distributions=(seen.distribution, dist),
                ))
                continue
            entries[ep.name] = PluginInfo(ep.name, dist, ep.value, _entry_point=ep)
        self._entries = entries
        return entries

    def reset(self) -> None:
        """Forget what was discovered (after installing a plugin package in this process)."""
        self._entries = None

    # public API ------------------------------------------------------------------------
    def register(self, name: str, factory: Any = None, *, override: bool = False):
        """Register ``factory`` under ``name``; without ``factory``, return a decorator."""
        if factory is None:
            return lambda f: self.register(name, f, override=override) or f
        entries = self._discover()
        if name in entries and not override and entries[name]._factory is not factory:
            raise PluginClashError(
                f"{self.kind} plugin name {name!r} is already registered by "
                f"{entries[name].distribution!r} ({entries[name].target}); pass override=True to replace it.",
                plugin=name, distribution=LOCAL, kind=self.kind, distributions=(entries[name].distribution, LOCAL),
            )
        entries[name] = PluginInfo(name, LOCAL, repr(factory), _factory=factory)
        return factory

    def names(self) -> list[str]:
        return sorted(self._discover())

    def info(self, name: str) -> PluginInfo:
        entries = self._discover()
        if name not in entries:
            close = difflib.get_close_matches(name, entries, n=1)
            hint = f" Did you mean {close[0]!r}?" if close else ""
            raise UnknownPluginError(
                f"unknown {self.kind} {name!r}.{hint} Known: {', '.join(sorted(entries)) or '(none)'}. "
                f"Third-party {self.kind}s register under the entry-point group {self.group!r}.",
                plugin=name, kind=self.kind,
            )
        return entries[name]

    def load(self, name: str) -> Any:
        """The factory registered under ``name`` (or at the dotted path ``name``)."""
        if ":" in name:
            return import_dotted(name)
        info = self.info(name)
        if info._factory is None:
            try:
                info._factory = info._entry_point.load()
            except Exception as exc:
                raise PluginLoadError(
                    f"{self.kind} plugin {name!r} from distribution {info.distribution!r} "
                    f"({info.target}) failed to load: {type(exc).__name__}: {exc}",
                    plugin=name, distribution=info.distribution, kind=self.kind,
                ) from exc
        return info._factory

    def get(self, name: str, **options: Any) -> Any:
        """Build the plugin: call its factory with ``options``."""
        factory = self.load(name)
        return factory(**options) if callable(factory) else factory

    def list(self) -> list[PluginInfo]:
        """Every plugin, loaded (so docs are known); broken ones raise or warn per ``ERRORS_ENV``."""
        out = []
        for name in self.names():
            try:
                self.load(name)
            except PluginLoadError as exc:
                _complain(exc)
                continue
            out.append(self.info(name))
        return out


REWARDS = Registry("reward", "trl_grpo_ext.rewards")
SCHEMES = Registry("scheme", "trl_grpo_ext.schemes")
SANDBOXES = Registry("sandbox", "trl_grpo_ext.sandboxes")
TASKS = Registry("task", "trl_grpo_ext.tasks")


def list_rewards() -> list[PluginInfo]:
    """All reward plugins: name, distribution, one-line doc."""
    return REWARDS.list()


def get_reward(name: str, **options: Any) -> Callable:
    """A TRL-compatible reward callable: ``get_reward("math_accuracy", extraction="gsm8k")``."""
    return REWARDS.get(name, **options)


def register_reward(name: str, factory: Any = None, *, override: bool = False):
    """Register a reward factory at run time; usable as ``@register_reward("name")``."""
    return REWARDS.register(name, factory, override=override)


def reward_source(name: str) -> str | None:
    """What a reward name refers to: ``"registry"`` (a registered plugin), ``"dotted"``
    (``"package.module:object"``), or ``None`` (neither; a caller may know other kinds of names).

    Example:

    >>> reward_source("math_accuracy"), reward_source("my_pkg.rewards:exact"), reward_source("math_acuracy")
    ('registry', 'dotted', None)
    """
    if name in REWARDS.names():
        return "registry"
    if ":" in name:
        return "dotted"
    return None


def resolve_reward(name: str, **options: Any) -> Callable:
    """The reward callable a name stands for: a registered plugin built with ``options``, or the callable at a
    dotted path (a class there is built with ``options``).

    Raises:
        PluginError: an unknown name (with the known ones and a "did you mean"), an import failure, or a
            dotted path to something that is not callable.
    """
    source = reward_source(name)
    if source == "registry":
        return get_reward(name, **options)
    if source is None:
        REWARDS.info(name)  # raises UnknownPluginError naming the known plugins
    obj = import_dotted(name)
    obj = obj(**options) if isinstance(obj, type) else obj
    if not callable(obj):
        raise PluginError(f"{name!r} resolves to {type(obj).__name__}, which is not callable", plugin=name,
                          kind="reward")
    return obj


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
