"""One registry: name -> plugin for one entry-point group, discovered lazily, plus the dotted-path spelling.

Discovery reads entry-point metadata only; a plugin's module is imported when the plugin is first
loaded. Load failures are loud: they name the plugin, its distribution and the cause. Set
``TRL_GRPO_EXT_PLUGIN_ERRORS=warn`` to turn a broken third-party plugin into a warning and carry on
without it.
"""

from __future__ import annotations

import difflib
import importlib
import importlib.metadata
import os
import sys
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from trl_grpo_ext.registry.errors import PluginClashError, PluginError, PluginLoadError, UnknownPluginError

__all__ = ["ERRORS_ENV", "LOCAL", "PluginInfo", "Registry", "import_dotted", "is_dotted"]

ERRORS_ENV = "TRL_GRPO_EXT_PLUGIN_ERRORS"
LOCAL = "<registered at run time>"


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


def is_dotted(name: str) -> bool:
    """Whether ``name`` is spelled as a dotted path ``package.module:object`` (nothing is imported).

    >>> is_dotted("my_pkg.rewards:exact"), is_dotted("math_accuracy"), is_dotted("my_pkg.rewards.exact")
    (True, False, False)
    """
    module_name, sep, attr = name.partition(":")
    return bool(sep and module_name and attr)


def import_dotted(path: str) -> Any:
    """Import ``package.module:object``, the one spelling of a dotted path (``object`` may be ``Class.attr``)."""
    if not is_dotted(path):
        raise PluginError(f"{path!r} is not a dotted path of the form 'package.module:object'", plugin=path)
    module_name, _, attr = path.partition(":")
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


def _call_with_options(factory: Any, name: str, options: dict[str, Any]) -> Any:
    """Schemes, sandboxes and tasks: a callable entry is called with the options, anything else is the plugin."""
    return factory(**options) if callable(factory) else factory


class Registry:
    """Name -> plugin for one entry-point group.

    Args:
        kind: what the plugins are (``"reward"``), for messages.
        group: the entry-point group they register under.
        build: how a loaded entry and its options become the plugin: ``build(entry, name, options)``.
    """

    def __init__(self, kind: str, group: str, build: Callable[[Any, str, dict[str, Any]], Any] = _call_with_options):
        self.kind = kind
        self.group = group
        self.build = build
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
        """The registered names (entry-point metadata only: no plugin is imported)."""
        return sorted(self._discover())

    def did_you_mean(self, name: str, also: Iterable[str] = ()) -> str:
        """`` Did you mean 'x'?`` for the closest registered name (or one of ``also``), or ``""``."""
        close = difflib.get_close_matches(name, [*self._discover(), *also], n=1)
        return f" Did you mean {close[0]!r}?" if close else ""

    def check(self, name: Any, also: Iterable[str] = ()) -> str:
        """What ``name`` refers to, without importing it: ``"registry"`` (a registered name), ``"dotted"``
        (``package.module:object``) or ``"also"`` (one of the extra names ``also`` the caller accepts).

        Raises:
            UnknownPluginError: anything else, with the closest name and the known ones.
        """
        also = tuple(also)
        if isinstance(name, str):
            if name in self._discover():
                return "registry"
            if is_dotted(name):
                return "dotted"
            if name in also:
                return "also"
        hint = self.did_you_mean(name, also) if isinstance(name, str) else ""
        raise UnknownPluginError(
            f"unknown {self.kind} {name!r}.{hint} Known: {', '.join([*self.names(), *also]) or '(none)'}; a dotted "
            f"path 'package.module:object' also works. Third-party {self.kind}s register under the entry-point group "
            f"{self.group!r}.",
            plugin=name if isinstance(name, str) else repr(name), kind=self.kind,
        )

    def info(self, name: str) -> PluginInfo:
        entries = self._discover()
        if name not in entries:
            raise UnknownPluginError(
                f"unknown {self.kind} {name!r}.{self.did_you_mean(name)} Known: {', '.join(sorted(entries)) or '(none)'}. "
                f"Third-party {self.kind}s register under the entry-point group {self.group!r}.",
                plugin=name, kind=self.kind,
            )
        return entries[name]

    def load(self, name: str) -> Any:
        """The object registered under ``name`` (or at the dotted path ``name``), not built."""
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
        """Build the plugin ``name`` (a registered name or a dotted path) with ``options``."""
        return self.build(self.load(name), name, options)

    def owner_of(self, obj: Any) -> str | None:
        """The registered name whose class ``obj`` is an instance of (a subclass counts), or ``None``.

        An entry point matches by its ``module:Class`` text, or by its object where its module is already
        imported (a class re-exported from where it is defined), so no plugin is imported to answer.
        """
        lineage = type(obj).__mro__
        spelled = {f"{cls.__module__}:{cls.__qualname__}" for cls in lineage}
        for info in self._discover().values():
            if info._factory is None and info._entry_point.module in sys.modules:
                try:
                    self.load(info.name)
                except PluginLoadError:
                    pass  # a broken plugin owns nothing; loading it by name says why
            if info._factory in lineage or info.target in spelled:
                return info.name
        return None

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
