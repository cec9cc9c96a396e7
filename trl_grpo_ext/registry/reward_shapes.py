"""What a registered reward is, decided once: a class, a factory, a TRL reward function, or a built reward.

A reward reaches the registry in whatever shape its author wrote it, by ``register_reward``, by entry
point or at a dotted path ``package.module:attr``:

- a **class** is built with the options: ``MathAccuracy(extraction="gsm8k")``;
- a **TRL reward function** ``f(prompts, completions, **columns) -> list[float | None]`` (any function
  with a ``completions`` parameter, the one TRL always passes, or one marked :func:`reward_function`)
  is the reward itself; options, if any, are bound as keyword arguments;
- a **factory**, any other function, is called with the options and must return the reward;
- a callable **object** is the reward itself and takes no options.

The result always has a ``__name__``: TRL names its reward metrics (``rewards/<name>/mean``) after it.
"""

from __future__ import annotations

import functools
import inspect
from typing import Any, Callable

from trl_grpo_ext.registry.errors import PluginError

__all__ = ["BoundRewardFunction", "build_reward", "is_reward_function", "reward_function"]

# Keyword arguments TRL passes every reward function: an option of the same name could never arrive.
TRL_ARGUMENTS = ("prompts", "completions", "completion_ids", "trainer_state", "log_extra", "log_metric")


def reward_function(func: Callable) -> Callable:
    """Mark ``func`` as a TRL reward function whatever its parameters are called (e.g. ``f(*args, **kwargs)``).

    >>> @reward_function
    ... def anything(*args, **kwargs):
    ...     return [1.0 for _ in kwargs["completions"]]
    >>> is_reward_function(anything)
    True
    """
    func.is_reward_function = True
    return func


def is_reward_function(obj: Any) -> bool:
    """Whether ``obj`` is a TRL reward function rather than a factory that builds one.

    >>> def length(completions, **kwargs): return [float(len(c)) for c in completions]
    >>> def make_length(scale=1.0): return length
    >>> is_reward_function(length), is_reward_function(make_length)
    (True, False)
    """
    if getattr(obj, "is_reward_function", False) is True:
        return True
    if isinstance(obj, type) or not (inspect.isroutine(obj) or isinstance(obj, functools.partial)):
        return False
    try:
        return "completions" in inspect.signature(obj).parameters
    except (TypeError, ValueError):  # a builtin without a signature
        return False


class BoundRewardFunction:
    """A TRL reward function called with fixed keyword options (picklable when the function is).

    >>> def longer_than(completions, limit, **kwargs): return [float(len(c) > limit) for c in completions]
    >>> reward = BoundRewardFunction(longer_than, {"limit": 2})
    >>> reward.__name__, reward(prompts=["p", "p"], completions=["abc", "a"])
    ('longer_than', [1.0, 0.0])
    """

    def __init__(self, func: Callable, options: dict[str, Any], name: str | None = None):
        self.func = func
        self.options = dict(options)
        self.__name__ = name or getattr(func, "__name__", None) or type(func).__name__

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.func(*args, **kwargs, **self.options)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.func!r}, {self.options!r})"


class AsyncBoundRewardFunction(BoundRewardFunction):
    """:class:`BoundRewardFunction` of an ``async`` reward function (TRL awaits it with the others)."""

    async def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return await self.func(*args, **kwargs, **self.options)


def _bind(func: Callable, name: str, options: dict[str, Any]) -> Callable:
    taken = sorted(set(options) & set(TRL_ARGUMENTS))
    if taken:
        raise PluginError(f"reward {name!r}: option(s) {taken} would shadow what TRL passes every reward function",
                          plugin=name, kind="reward")
    try:
        inspect.signature(func).bind_partial(**options)
    except TypeError as exc:
        raise PluginError(f"reward function {name!r} does not take the options {options}: {exc}", plugin=name,
                          kind="reward") from None
    if not options and isinstance(getattr(func, "__name__", None), str):
        return func  # the function itself: TRL sees its name, its async-ness, and it pickles by reference
    cls = AsyncBoundRewardFunction if inspect.iscoroutinefunction(func) else BoundRewardFunction
    return cls(func, options, getattr(func, "__name__", None) or name)


def _named(reward: Any, name: str) -> Any:
    if not isinstance(getattr(reward, "__name__", None), str):
        try:
            reward.__name__ = name.rpartition(":")[2]
        except (AttributeError, TypeError):  # slots or a read-only type: TRL falls back on the class name
            pass
    return reward


def build_reward(entry: Any, name: str, options: dict[str, Any]) -> Callable:
    """The reward callable a registered (or dotted-path) ``entry`` stands for, built with ``options``.

    Raises:
        PluginError: the entry or what it builds is not callable, or a built object is given options.
    """
    if is_reward_function(entry):
        return _bind(entry, name, options)
    if isinstance(entry, type) or inspect.isroutine(entry) or isinstance(entry, functools.partial):
        reward = entry(**options)  # a class or a factory: its own errors (bad options) are the user's to read
        how = f"built by {name!r} with options {options}"
    elif callable(entry):
        if options:
            raise PluginError(f"reward {name!r} is a built {type(entry).__name__} object and takes no options; "
                              f"register its class or a factory to pass {sorted(options)}", plugin=name, kind="reward")
        reward, how = entry, f"registered as {name!r}"
    else:
        raise PluginError(f"reward {name!r} is a {type(entry).__name__}, not a class, a function or a callable",
                          plugin=name, kind="reward")
    if not callable(reward):
        raise PluginError(
            f"the {type(reward).__name__} {how} is not callable. A reward function must take `completions` "
            f"(TRL's signature f(prompts, completions, **columns)) or be marked @reward_function; any other "
            f"function is taken for a factory and called.", plugin=name, kind="reward")
    return _named(reward, name)
