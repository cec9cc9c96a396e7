"""A recipe checked in a fraction of a second, before torch, TRL or transformers load and before any model does.

[`check_recipe`] reads what ``parse_recipe`` reads (a YAML file or dict, ``--config`` files, flags)
and raises [`RecipeError`] at the first problem, in one line that names the key:

- keys that no argument class knows, with the closest one ("did you mean");
- names: reward functions and plugins, the advantage scheme, a ``task:`` dataset (the registry's
  entry points, read without importing a plugin), each unknown one with the closest name;
- values: numbers that do not parse, and numbers out of range (a learning rate > 0, lengths and
  counts >= 1, probabilities in range, ...);
- a negative number after a flag (``--learning_rate -1e-5``), which argparse reads as a flag:
  the fix is ``--learning_rate=-1e-5``.

TRL's parser then reads the same recipe into its dataclasses and refuses what is left (choices).
"""

from __future__ import annotations

import difflib
import math
import os
import re
from typing import Any, Callable, Mapping, Sequence

from trl_grpo_ext.app.recipe.keys import (
    EXTENSION_KEYS,
    OPEN_R1_REWARDS,
    Key,
    RENAMED_KEYS,
    RETIRED_KEYS,
    TRL_REWARD_NAMES,
    RecipeError,
    expand_aliases,
    read_recipe_file,
    recipe_keys,
)

__all__ = ["RANGES", "check_recipe", "check_reward_function", "unknown_key"]

NEGATIVE_NUMBER = re.compile(r"-(\d|\.\d|inf\b)")
TRUE, FALSE = {"true", "yes", "1", "on"}, {"false", "no", "0", "off"}


def _at_least(low: float) -> tuple[Callable[[float], bool], str]:
    return (lambda v: v >= low), f">= {low:g}"


POSITIVE = ((lambda v: v > 0), "> 0")
# key -> (test, what it must be): values that TRL or torch would refuse only after the model loaded, or never.
RANGES: dict[str, tuple[Callable[[float], bool], str]] = {
    "learning_rate": POSITIVE,
    "temperature": POSITIVE,
    "num_train_epochs": POSITIVE,
    "logging_steps": POSITIVE,
    "save_steps": POSITIVE,
    "eval_steps": POSITIVE,
    "lora_alpha": POSITIVE,
    "max_completion_length": _at_least(1),
    "per_device_train_batch_size": _at_least(1),
    "per_device_eval_batch_size": _at_least(1),
    "gradient_accumulation_steps": _at_least(1),
    "generation_batch_size": _at_least(1),
    "steps_per_generation": _at_least(1),
    "num_iterations": _at_least(1),
    "lora_r": _at_least(1),
    "num_generations": ((lambda v: v >= 2), ">= 2 (GRPO compares the completions of one prompt)"),
    "max_steps": ((lambda v: v >= 1 or v == -1), ">= 1 (or -1: num_train_epochs decides)"),
    "beta": _at_least(0),
    "weight_decay": _at_least(0),
    "warmup_steps": _at_least(0),
    "max_grad_norm": _at_least(0),
    "top_p": ((lambda v: 0 < v <= 1), "in (0, 1]"),
    "min_p": ((lambda v: 0 <= v <= 1), "in [0, 1]"),
    "lora_dropout": ((lambda v: 0 <= v < 1), "in [0, 1)"),
}


def unknown_key(key: str, where: str, known: Sequence[str]) -> RecipeError:
    """The error for a key no argument class knows, with the closest one."""
    close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
    hint = f" Did you mean {close[0]!r}?" if close else ""
    return RecipeError(
        f"{where}: unknown key {key!r}.{hint} Keys are the fields of TRL's ScriptArguments, GRPOConfig and "
        f"ModelConfig plus {', '.join(EXTENSION_KEYS)} (list them all: trl-grpo-ext train --help)."
    )


def check_reward_function(name: Any) -> None:
    """A ``reward_funcs`` entry: a reward plugin, one of TRL's reward names, a dotted path or a reward model folder.

    >>> check_reward_function("math_acuracy")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    trl_grpo_ext.app.recipe.keys.RecipeError: reward_funcs: unknown reward function 'math_acuracy'. Did you mean 'math_accuracy'? ...
    """
    from trl_grpo_ext.registry import UnknownPluginError, check_name, known_names

    if isinstance(name, str) and ("." in name or os.path.isdir(name)):
        return  # `my_lib.rewards.my_reward` (TRL's spelling) or a reward model: found when the rewards are built
    try:
        check_name("reward", name, also=TRL_REWARD_NAMES)
    except UnknownPluginError:
        known = known_names("reward")
        close = difflib.get_close_matches(str(name), [*known, *TRL_REWARD_NAMES], n=1)
        hint = f" Did you mean {close[0]!r}?" if close else ""
        if name in OPEN_R1_REWARDS:
            hint += f" {name!r} is open-r1's; the closest here: {OPEN_R1_REWARDS[name]}."
        raise RecipeError(
            f"reward_funcs: unknown reward function {name!r}.{hint} Known: {', '.join(known)} (reward plugins), "
            f"{', '.join(TRL_REWARD_NAMES)} (TRL), or a dotted path 'my_lib.rewards.my_reward'."
        ) from None


def check_recipe(args: Sequence[str] = (), *, recipe: str | os.PathLike | Mapping[str, Any] | None = None) -> None:
    """Check a recipe as ``parse_recipe(args, recipe=recipe)`` would read it; raise [`RecipeError`] at the first
    problem. Imports neither torch nor TRL nor transformers."""
    keys = recipe_keys()
    args = expand_aliases(list(args))
    if {"-h", "--help"} & set(args):
        return
    values: dict[str, Any] = {}
    if recipe is not None:
        data = recipe if isinstance(recipe, Mapping) else read_recipe_file(recipe)
        values.update(_file_values(data, "the recipe" if isinstance(recipe, Mapping) else str(recipe), keys))
    flags, negative = _flag_values(args, keys)
    for path in flags.pop("config", []):
        values.update(_file_values(read_recipe_file(path), path, keys))
    values.update(flags)
    spelling = (f"argparse reads a value starting with '-' as a flag: write {negative[0]}={negative[1]}"
                if negative else "")
    if keys is not None:
        for key, value in values.items():
            try:
                _check_value(key, value, keys[key].annotation)
            except RecipeError as exc:
                if negative and negative[0][2:].replace("-", "_") == key:
                    raise RecipeError(f"{exc} (and {spelling})") from None
                raise
    _check_names(values)
    if negative:  # the value itself is fine (-1 for max_steps, a seed): only its spelling is not
        raise RecipeError(f"{negative[0]} {negative[1]}: {spelling}")


def _file_values(data: Mapping[str, Any], where: str, keys: Mapping[str, Key] | None) -> dict[str, Any]:
    out = {}
    for key, value in data.items():
        key = RENAMED_KEYS.get(str(key), (str(key),))[0]
        if key == "env" or key in RETIRED_KEYS:
            continue
        if keys is not None and key not in keys:
            raise unknown_key(key, where, sorted(keys))
        out[key] = value
    return out


def _flag_values(args: list[str], keys: Mapping[str, Key] | None) -> tuple[dict[str, Any], tuple[str, str] | None]:
    """The flags' values by key (``config`` collects the ``--config`` files), and the first ``--flag -number``."""
    values: dict[str, Any] = {"config": []}
    negative = None
    i = 0
    while i < len(args):
        token = args[i]
        i += 1
        if not token.startswith("--"):
            continue  # a value of the flag before, already taken; TRL's parser reports strays
        flag, has_value, value = token.partition("=")
        key = flag[2:].replace("-", "_")
        if key == "config":
            if not has_value:
                if i >= len(args):
                    raise RecipeError("--config needs a YAML file")
                value, i = args[i], i + 1
            values["config"].append(value)
            continue
        if keys is not None and key not in keys and key.startswith("no_") and key[3:] in keys:
            values[key[3:]] = False  # --no_remove_unused_columns
            continue
        if keys is not None and key not in keys:
            raise unknown_key(flag[2:], "command line", sorted(keys))
        annotation = keys[key].annotation if keys is not None else ""
        if has_value:
            values[key] = value
            continue
        taken = []
        while i < len(args) and (not args[i].startswith("-") or NEGATIVE_NUMBER.match(args[i])):
            if _kind(annotation) is bool and args[i].lower() not in TRUE | FALSE:
                break
            taken.append(args[i])
            i += 1
            if NEGATIVE_NUMBER.match(taken[-1]) and negative is None:
                negative = (flag, taken[-1])
            if not annotation.startswith(("list", "List")):
                break
        values[key] = taken if annotation.startswith(("list", "List")) else (taken[0] if taken else True)
    return values, negative


def _kind(annotation: str) -> type | None:
    """``int``, ``float`` or ``bool`` for an annotation that is one of them (or it or None), else `None`."""
    bare = re.sub(r"^Optional\[(.*)\]$", r"\1", annotation.replace(" ", ""))
    bare = re.sub(r"(\|None|None\|)", "", bare)
    return {"int": int, "float": float, "bool": bool}.get(bare)


def _check_value(key: str, value: Any, annotation: str) -> None:
    kind = _kind(annotation)
    if value is None or kind is None:
        return
    if kind is bool:
        if isinstance(value, bool) or str(value).lower() in TRUE | FALSE:
            return
        raise RecipeError(f"{key}: expected true or false, got {value!r}")
    try:
        number = kind(value) if not isinstance(value, bool) else None
        if kind is int and isinstance(value, float) and not value.is_integer():
            number = None
    except (TypeError, ValueError):
        number = None
    if number is None:
        raise RecipeError(f"{key}: expected {'an integer' if kind is int else 'a number'}, got {value!r}")
    test, what = RANGES.get(key, (None, ""))
    if test is not None and (math.isnan(number) or not test(number)):
        raise RecipeError(f"{key} must be {what}, got {value}")


def _check_names(values: Mapping[str, Any]) -> None:
    from trl_grpo_ext.registry import UnknownPluginError, check_name

    def check(key: str, kind: str, name: Any) -> None:
        try:
            check_name(kind, name)
        except UnknownPluginError as exc:
            raise RecipeError(f"{key}: {exc}") from None

    for name in _as_list(values.get("reward_funcs")):
        check_reward_function(name)
    for spec in _as_list(values.get("reward_plugins")):
        if isinstance(spec, str) and spec.lstrip().startswith("{"):
            spec = _json(spec)  # a dict entry given on the command line
        check("reward_plugins", "reward", spec.get("name") if isinstance(spec, Mapping) else spec)
    if values.get("advantage_scheme") is not None:
        check("advantage_scheme", "scheme", values["advantage_scheme"])
    dataset = values.get("dataset_name")
    if isinstance(dataset, str) and dataset.startswith("task:"):
        check("dataset_name", "task", dataset[len("task:"):])


def _json(text: str) -> Any:
    """``text`` as JSON, or ``text`` itself (the trainer's config reports malformed JSON with its own words)."""
    import json

    try:
        return json.loads(text)
    except ValueError:
        return text


def _as_list(value: Any) -> list:
    if value is None:
        return []
    if isinstance(value, str):  # a flag's one value, or a JSON list from the command line
        value = _json(value) if value.lstrip().startswith("[") else value
    return list(value) if isinstance(value, (list, tuple)) else [value]
