"""A run described in TRL's own conventions: one flat recipe, parsed by TRL's ``TrlParser``.

[`parse_recipe`] reads the recipe (a YAML file, a dict, command-line flags; see
[`trl_grpo_ext.app.recipe.parse`]) into a [`Recipe`], which builds the trainer (see
[`trl_grpo_ext.app.recipe.build`]) after the checks of [`trl_grpo_ext.app.recipe.preflight`]::

    recipe = parse_recipe(["--max_steps", "2"], recipe="examples/configs/math_gsm8k.yaml")
    trainer = recipe.train()

``model_name_or_path`` left out (or ``default``) means the embedded SmolLM2-135M-Instruct.
``dataset_name`` is anything [`trl_grpo_ext.setup.data.load_split`] reads: ``task:NAME``, a local file
(``.jsonl.gz`` included) or ``save_to_disk`` folder, a dataset id.
"""

from trl_grpo_ext.app.recipe.build import Recipe
from trl_grpo_ext.app.recipe.parse import (
    DATACLASSES,
    EMBEDDED_MODEL,
    EXTENSION_KEYS,
    FLAG_ALIASES,
    GRPOScriptArguments,
    ModelArguments,
    RecipeError,
    flat_equivalent,
    make_parser,
    parse_recipe,
    read_recipe_file,
)
from trl_grpo_ext.app.recipe.preflight import SetupError

__all__ = [
    "DATACLASSES",
    "EMBEDDED_MODEL",
    "EXTENSION_KEYS",
    "FLAG_ALIASES",
    "GRPOScriptArguments",
    "ModelArguments",
    "Recipe",
    "RecipeError",
    "SetupError",
    "flat_equivalent",
    "make_parser",
    "parse_recipe",
    "read_recipe_file",
]
