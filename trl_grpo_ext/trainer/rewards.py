"""The reward functions of a run, built once: the one way rewards reach the trainer.

``reward_funcs`` (callables, reward models, registry names, ``"package.module:attr"`` paths) and the
entries of ``GRPOExtConfig.reward_plugins`` (a name, its options, its weight) become one list of
callables with a weight each. Every name is checked and turned into an object by the registry
(:func:`~trl_grpo_ext.registry.check_name`, :func:`~trl_grpo_ext.registry.get_reward`) and nowhere else. A
recipe builds the list once, checks the datasets' columns against it and hands the same objects to the trainer.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable

from trl_grpo_ext.registry import PluginError, UnknownPluginError, check_name, get_reward

__all__ = ["RewardFunctions", "build_reward_functions", "combine_reward_weights", "step_reward_plugin"]


@dataclass
class RewardFunctions:
    """What the trainer hands to TRL: ``funcs``, their weights, and one description per function.

    ``specs`` holds ``{"name", "source", "options"}`` per function, recorded in the run config;
    ``weights`` is ``None`` when no ``reward_plugins`` entry was given (TRL's ``reward_weights`` rule).
    """

    funcs: list
    specs: list[dict[str, Any]]
    weights: list[float] | None

    def named(self, name: str) -> Any:
        """The built function called ``name``, or ``None``."""
        return next((f for f, s in zip(self.funcs, self.specs) if s["name"] == name), None)

    def close(self) -> None:
        """Release what the functions hold (a code sandbox's worker pool) when no trainer will use them."""
        for func in self.funcs:
            if hasattr(func, "close"):
                func.close()


def build_reward_functions(
    reward_funcs: Any, reward_plugins: list[dict[str, Any]] | None, reward_weights: list[float] | None
) -> RewardFunctions:
    """Build every reward function once: ``reward_funcs`` first, then the ``reward_plugins`` entries.

    Raises:
        ValueError: an unknown name (with the known ones), an import failure, options a plugin refuses, or
            ``reward_weights`` of the wrong length.
    """
    if reward_funcs is None:
        reward_funcs = []
    elif not isinstance(reward_funcs, (list, tuple)):
        reward_funcs = [reward_funcs]
    funcs, specs = [], []
    for i, func in enumerate(reward_funcs):
        func, spec = _reward_func(i, func)
        funcs.append(func)
        specs.append(spec)
    entries = reward_plugins or []
    for i, entry in enumerate(entries):
        try:
            funcs.append(get_reward(entry["name"], **entry["options"]))
        except (PluginError, TypeError, ValueError) as exc:
            raise ValueError(
                f"reward_plugins[{i}]: cannot build reward plugin {entry['name']!r} with options "
                f"{entry['options']}: {exc}"
            ) from exc
        specs.append({"name": entry["name"], "source": "reward_plugins", "options": dict(entry["options"])})
    weights = combine_reward_weights(len(reward_funcs), entries, reward_weights) if entries else None
    return RewardFunctions(funcs, specs, weights)


def _reward_func(i: int, func: Any) -> tuple[Any, dict[str, Any]]:
    if not isinstance(func, str):
        return func, {"name": _func_name(func), "source": "object", "options": {}}
    try:
        source = check_name("reward", func)
    except UnknownPluginError as exc:
        if os.path.isdir(func):  # a local reward model: TRL loads it
            return func, {"name": os.path.basename(os.path.normpath(func)), "source": "reward_model", "options": {}}
        raise ValueError(
            f"reward_funcs[{i}]={func!r} is not a registered reward plugin, a dotted path or an existing local "
            f"reward-model directory: {exc} For a reward model from the Hub, load it with "
            f"AutoModelForSequenceClassification.from_pretrained(...) and pass the model."
        ) from None
    try:
        obj = get_reward(func)
    except PluginError as exc:
        where = f"reward_funcs[{i}]" if source == "registry" else f"reward_funcs[{i}]={func!r}"
        raise ValueError(f"{where}: {exc}") from exc
    if source == "registry":
        return obj, {"name": func, "source": "registry", "options": {}}
    return obj, {"name": _func_name(obj), "source": func, "options": {}}


def combine_reward_weights(
    n_funcs: int, entries: list[dict[str, Any]], reward_weights: list[float] | None
) -> list[float]:
    """One weight per reward function: ``reward_funcs`` first, then ``reward_plugins``.

    ``reward_weights`` covers either the ``reward_funcs`` only (plugin weights come from their entries,
    default 1.0) or all of them, in which case an entry's own weight must agree with it.

    Example:

    >>> combine_reward_weights(1, [{"name": "a", "options": {}, "weight": 0.5}], None)
    [1.0, 0.5]
    >>> combine_reward_weights(1, [{"name": "a", "options": {}, "weight": None}], [2.0])
    [2.0, 1.0]
    >>> combine_reward_weights(1, [{"name": "a", "options": {}, "weight": None}], [2.0, 3.0])
    [2.0, 3.0]
    """
    own = [entry["weight"] for entry in entries]
    total = n_funcs + len(entries)
    if reward_weights is None:
        return [1.0] * n_funcs + [1.0 if w is None else w for w in own]
    reward_weights = [float(w) for w in reward_weights]
    if len(reward_weights) == n_funcs:
        return reward_weights + [1.0 if w is None else w for w in own]
    if len(reward_weights) == total:
        for j, w in enumerate(own):
            if w is not None and w != reward_weights[n_funcs + j]:
                raise ValueError(
                    f"reward_plugins[{j}] ({entries[j]['name']!r}) sets weight {w}, but reward_weights gives it "
                    f"{reward_weights[n_funcs + j]}; set the weight in one place."
                )
        return reward_weights
    raise ValueError(
        f"reward_weights has {len(reward_weights)} entries; expected {n_funcs} (one per reward_funcs entry, "
        f"plugin weights taken from reward_plugins) or {total} (reward_funcs then reward_plugins)."
    )


def step_reward_plugin(rewards: RewardFunctions, name: str) -> Any:
    """The plugin that scores steps for process supervision: the run's own reward function of that name if it
    has one (its parse cache is shared), else one built from the registry."""
    plugin = rewards.named(name)
    if plugin is not None:
        return plugin
    try:
        return get_reward(name)
    except PluginError as exc:
        raise ValueError(f"step_reward={name!r}: {exc}") from exc


def _func_name(func: Callable) -> str:
    name = getattr(func, "__name__", None)
    if isinstance(name, str):
        return name
    config = getattr(func, "config", None)
    return getattr(config, "_name_or_path", None) or type(func).__name__
