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
without them (what ``trl-grpo-ext train`` does first); ``parse_recipe``, ``Recipe`` and the argument
classes load TRL on first use.
"""

from typing import Any

from trl_grpo_ext.app.recipe.checks import check_recipe
from trl_grpo_ext.app.recipe.keys import EMBEDDED_MODEL, EXTENSION_KEYS, FLAG_ALIASES, RecipeError, read_recipe_file
from trl_grpo_ext.app.recipe.preflight import SetupError

# Loaded on first use: parse and build import TRL, hence torch.
_FROM_PARSE = ("DATACLASSES", "GRPOScriptArguments", "ModelArguments", "make_parser")
_FROM_BUILD = ("Recipe", "parse_recipe")

__all__ = sorted([*_FROM_PARSE, *_FROM_BUILD, "EMBEDDED_MODEL", "EXTENSION_KEYS", "FLAG_ALIASES", "RecipeError",
                  "SetupError", "check_recipe", "read_recipe_file"])


def __getattr__(name: str) -> Any:
    if name in _FROM_PARSE:
        from trl_grpo_ext.app.recipe import parse as source
    elif name in _FROM_BUILD:
        from trl_grpo_ext.app.recipe import build as source
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(source, name)
