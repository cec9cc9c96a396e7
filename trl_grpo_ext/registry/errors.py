"""The errors of the registries: one family, each naming the plugin, its kind and its distribution."""

from __future__ import annotations

from typing import Any

__all__ = ["PluginClashError", "PluginError", "PluginLoadError", "UnknownPluginError"]


class PluginError(Exception):
    """A plugin could not be found, loaded, or two sources claim the same name.

    Attributes:
        plugin (`str` or `None`): the plugin's registry name (or dotted path).
        distribution (`str` or `None`): the installed distribution it comes from, where known.
        kind (`str` or `None`): ``"reward"``, ``"scheme"``, ``"sandbox"`` or ``"task"``.

    Example:
        >>> from trl_grpo_ext.registry import SCHEMES
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


# Named by their public path, trl_grpo_ext.registry: tracebacks show it, and the command line's error path
# recognises a user's error by that name without importing the registry.
for _error in (PluginError, UnknownPluginError, PluginLoadError, PluginClashError):
    _error.__module__ = "trl_grpo_ext.registry"
