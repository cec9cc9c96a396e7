"""What a recipe may say, known without importing torch, TRL or transformers.

The recipe's keys are the fields of three dataclasses (TRL's ``ScriptArguments`` and ``ModelConfig``,
``GRPOExtConfig`` over TRL's ``GRPOConfig`` over transformers' ``TrainingArguments``). Importing them
costs seconds (they import torch), so [`recipe_keys`] reads their fields from the installed source
files instead: the annotated names of each class body, following each base class through its
module's imports. ``tests/test_recipe_checks.py`` keeps this reading equal to the imported classes.
"""

from __future__ import annotations

import ast
import functools
import importlib.util
from pathlib import Path
from typing import Any, NamedTuple

__all__ = [
    "EMBEDDED_MODEL",
    "EXTENSION_KEYS",
    "FLAG_ALIASES",
    "Key",
    "OPEN_R1_REWARDS",
    "RENAMED_KEYS",
    "RETIRED_KEYS",
    "TRL_REWARD_NAMES",
    "RecipeError",
    "expand_aliases",
    "read_recipe_file",
    "recipe_keys",
]

EMBEDDED_MODEL = "default"
# The keys a TRL / open-r1 recipe needs to use this package's additions.
EXTENSION_KEYS = ("advantage_scheme", "scheme_kwargs", "reward_plugins", "qlora")
# Recipe keys that TRL or transformers renamed: read under the new name, with a note.
RENAMED_KEYS = {
    "torch_dtype": ("dtype", "transformers renamed torch_dtype to dtype"),
    "warmup_ratio": ("warmup_steps", "transformers 5 reads a warmup_steps value below 1 as the ratio"),
}
# Keys retired upstream whose absence does not change what is trained: dropped, with a note.
RETIRED_KEYS = {
    "max_prompt_length": "TRL's GRPOConfig no longer truncates prompts; they are used whole",
}
# The `demo` command's flags, read by `train` as the fields they stand for (one spelling for both).
FLAG_ALIASES = {"--lr": "--learning_rate", "--steps": "--max_steps", "--scheme": "--advantage_scheme"}
# The reward functions TRL's own `trl grpo` script knows by name.
TRL_REWARD_NAMES = (
    "accuracy_reward", "reasoning_accuracy_reward", "think_format_reward", "get_soft_overlong_punishment"
)
# open-r1's reward names and what comes closest here (no alias: they differ in detail).
OPEN_R1_REWARDS = {
    "accuracy": "math_accuracy (this package; set options.gold_column to 'solution') or TRL's accuracy_reward",
    "format": "think_answer_format (this package) or TRL's think_format_reward",
    "tag_count": "think_answer_format (this package)",
    "code": "code_tests (this package)",
    "length": "soft_overlong_penalty (this package)",
}

# The dataclasses whose fields are the recipe's keys: (top-level package, file in it, class).
ARGUMENT_CLASSES = (
    ("trl_grpo_ext", "app/recipe/parse.py", "GRPOScriptArguments"),
    ("trl_grpo_ext", "trainer/config.py", "GRPOExtConfig"),
    ("trl", "trainer/model_config.py", "ModelConfig"),
)
# Base classes imported from a package's top level, whose lazy __init__ does not define them: their files.
TOP_LEVEL_CLASSES = {
    ("trl", "GRPOConfig"): "trainer/grpo_config.py",
    ("trl", "ScriptArguments"): "scripts/utils.py",
    ("transformers", "TrainingArguments"): "training_args.py",
}


class RecipeError(ValueError):
    """The recipe is invalid; the message names the key."""


class Key(NamedTuple):
    """One recipe key, as its dataclass declares it."""

    annotation: str  # as written: "float", "int | None", "list[str] | None", ...
    help: str  # the field's metadata help, "" without one
    owner: str  # the class that declares it: "GRPOExtConfig", "TrainingArguments", ...


def read_recipe_file(path: str | Path) -> dict[str, Any]:
    """The mapping in a YAML recipe file."""
    import yaml

    path = Path(path)
    if not path.is_file():
        raise RecipeError(f"recipe file {str(path)!r} does not exist")
    try:
        data = yaml.safe_load(path.read_text())
    except yaml.YAMLError as exc:
        raise RecipeError(f"{path} is not valid YAML: {exc}") from exc
    if not isinstance(data, dict):
        raise RecipeError(f"{path} must hold a mapping of recipe keys, got {type(data).__name__}")
    return data


def expand_aliases(args: list[str] | tuple[str, ...]) -> list[str]:
    """``--lr 1e-5`` and ``--lr=1e-5`` read as ``--learning_rate``, and so on for [`FLAG_ALIASES`].

    >>> expand_aliases(["--lr=1e-5", "--steps", "3", "--seed", "1"])
    ['--learning_rate=1e-5', '--max_steps', '3', '--seed', '1']
    """
    out = []
    for token in args:
        flag, sep, value = token.partition("=")
        out.append(FLAG_ALIASES.get(flag, flag) + sep + value if flag in FLAG_ALIASES else token)
    return out


@functools.lru_cache(maxsize=None)
def recipe_keys() -> dict[str, Key] | None:
    """Every recipe key, in the order of the argument classes and their bases; `None` when a source file is not
    where it is expected (then the keys are checked when TRL parses the recipe).

    >>> keys = recipe_keys()
    >>> keys["learning_rate"].annotation, keys["advantage_scheme"].owner, "model_name_or_path" in keys
    ('float', 'GRPOExtConfig', True)
    """
    keys: dict[str, Key] = {}
    try:
        for package, file, name in ARGUMENT_CLASSES:
            for key, spec in _class_fields(package, _package_dir(package) / file, name).items():
                keys.setdefault(key, spec)  # ModelConfig's LoRA fields are GRPOExtConfig's (parse.ModelArguments)
    except (OSError, SyntaxError, LookupError):
        return None
    return keys


def _package_dir(package: str) -> Path:
    """Where a top-level package lives, found without importing it."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise LookupError(package)
    return Path(list(spec.submodule_search_locations)[0])


def _class_fields(package: str, path: Path, name: str) -> dict[str, Key]:
    """The init fields of dataclass ``name`` in ``path`` and its bases (bases first, as dataclasses order them)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    node = next((n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name), None)
    if node is None:
        raise LookupError(f"{name} in {path}")
    fields: dict[str, Key] = {}
    for base in node.bases:
        if isinstance(base, ast.Name) and base.id not in ("object", "Generic"):
            fields.update(_class_fields(*_base_source(tree, package, path, base.id), base.id))
    for item in node.body:
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name) and _is_init_field(item):
            fields[item.target.id] = Key(ast.unparse(item.annotation), _help(item.value), name)
    return fields


def _help(value: ast.expr | None) -> str:
    """The ``metadata={"help": ...}`` text of a ``field(...)``, when it is a literal."""
    for keyword in value.keywords if isinstance(value, ast.Call) else []:
        if keyword.arg == "metadata" and isinstance(keyword.value, ast.Dict):
            for k, v in zip(keyword.value.keys, keyword.value.values):
                if isinstance(k, ast.Constant) and k.value == "help":
                    try:
                        return " ".join(str(ast.literal_eval(v)).split())
                    except ValueError:
                        return ""
    return ""


def _is_init_field(item: ast.AnnAssign) -> bool:
    if "ClassVar" in ast.unparse(item.annotation):
        return False
    call = item.value
    return not (isinstance(call, ast.Call) and any(
        k.arg == "init" and isinstance(k.value, ast.Constant) and k.value.value is False for k in call.keywords))


def _base_source(tree: ast.Module, package: str, path: Path, name: str) -> tuple[str, Path]:
    """The (package, file) a base class named ``name`` comes from, by the import that brings it into ``tree``."""
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and any((a.asname or a.name) == name for a in node.names):
            if node.level:  # from .base_config import _BaseConfig
                folder = path.parent
                for _ in range(node.level - 1):
                    folder = folder.parent
                return package, folder / ((node.module or "__init__").replace(".", "/") + ".py")
            top, _, rest = (node.module or "").partition(".")
            if (top, name) in TOP_LEVEL_CLASSES:
                return top, _package_dir(top) / TOP_LEVEL_CLASSES[top, name]
            return top, _package_dir(top) / (rest.replace(".", "/") + ".py")
    if any(isinstance(n, ast.ClassDef) and n.name == name for n in tree.body):
        return package, path
    raise LookupError(f"base class {name} of {path}")
