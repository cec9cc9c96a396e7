"""A run described in TRL's own conventions: one flat recipe, parsed by TRL's ``TrlParser``.

[`parse_recipe`] reads the recipe (a YAML file, a dict, command-line flags; see
[`trl_grpo_ext.app.recipe.parse`]) into a [`Recipe`], which builds the trainer (see
[`trl_grpo_ext.app.recipe.build`]) after the checks of [`trl_grpo_ext.app.recipe.preflight`]::

    recipe = parse_recipe(["--max_steps", "2"], recipe="examples/configs/math_gsm8k.yaml")
    trainer = recipe.train()

``model_name_or_path`` left out (or ``default``) means the embedded SmolLM2-135M-Instruct.
``dataset_name`` is anything [`trl_grpo_ext.setup.data.load_split`] reads: ``task:NAME``, a local file
(``.jsonl.gz`` included) or ``save_to_disk`` folder, a dataset id.

Importing this package loads neither torch nor TRL: [`keys`] and [`checks`] read and check a recipe
without them (what ``trl-grpo-ext train`` does first), and the names below load their module on first use.
"""

import importlib
from typing import Any

# name -> the submodule defining it, imported on first use (parse and build import TRL, hence torch).
_EXPORTS = {
    "Recipe": "build",
    "parse_recipe": "build",
    "DATACLASSES": "parse",
    "GRPOScriptArguments": "parse",
    "ModelArguments": "parse",
    "make_parser": "parse",
    "EMBEDDED_MODEL": "keys",
    "EXTENSION_KEYS": "keys",
    "FLAG_ALIASES": "keys",
    "RecipeError": "keys",
    "read_recipe_file": "keys",
    "check_recipe": "checks",
    "SetupError": "preflight",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_EXPORTS[name]}"), name)
