"""A recipe is checked before TRL loads: its keys read from the argument classes' sources, its names from the
registry's entry points, its values against their ranges."""

from __future__ import annotations

import dataclasses
import re

import pytest

from trl_grpo_ext.app.recipe.checks import check_recipe
from trl_grpo_ext.app.recipe.keys import RecipeError, recipe_keys

BASE = {"dataset_name": "task:addition", "reward_plugins": ["math_accuracy"]}


def test_the_keys_read_from_source_are_the_fields_trl_parses():
    from trl_grpo_ext.app.recipe import DATACLASSES

    fields = {f.name: f for cls in DATACLASSES for f in dataclasses.fields(cls) if f.init}
    keys = recipe_keys()
    assert set(keys) == set(fields)
    assert keys["learning_rate"].help == fields["learning_rate"].metadata["help"]


@pytest.mark.parametrize("recipe, argv, message", [
    ({"learning_rate": 0}, [], "learning_rate must be > 0, got 0"),
    ({"temperature": -1.0}, [], "temperature must be > 0"),
    ({"per_device_train_batch_size": 0}, [], "per_device_train_batch_size must be >= 1"),
    ({"max_steps": 0}, [], "max_steps must be >= 1 (or -1: num_train_epochs decides)"),
    ({"top_p": 1.5}, [], "top_p must be in (0, 1]"),
    ({"lora_dropout": 1.0}, [], "lora_dropout must be in [0, 1)"),
    ({"beta": -0.1}, [], "beta must be >= 0"),
    ({"max_steps": 2.5}, [], "max_steps: expected an integer, got 2.5"),
    ({"use_peft": "maybe"}, [], "use_peft: expected true or false, got 'maybe'"),
    ({}, ["--lr", "-1"], "learning_rate must be > 0, got -1 (and argparse reads a value starting with '-' as a flag: "
                         "write --learning_rate=-1)"),
    ({}, ["--seed", "-3"], "--seed -3: argparse reads a value starting with '-' as a flag: write --seed=-3"),
    ({"reward_funcs": ["format"]}, [], "'format' is open-r1's; the closest here: think_answer_format"),
    ({}, ["--reward_plugins", '{"name": "math_acurracy"}'], "Did you mean 'math_accuracy'?"),
    ({"torch_dtype": "float32", "warmup_ratio": -1}, [], "warmup_steps must be >= 0"),  # read under its new name
])
def test_bad_values_and_names_are_refused_with_the_key(recipe, argv, message):
    with pytest.raises(RecipeError, match=re.escape(message)):
        check_recipe(argv, recipe={**BASE, **recipe})


@pytest.mark.parametrize("recipe, argv", [
    ({"max_steps": -1, "num_train_epochs": 1}, []),
    ({}, ["--max_steps=-1", "--seed=-3", "--learning_rate", "1e-5", "--use_peft", "--bf16", "false"]),
    ({"reward_funcs": ["accuracy_reward", "my_lib.rewards.exact", "my_pkg.rewards:exact"]}, []),
    ({"advantage_scheme": "pass_at_k", "scheme_kwargs": {"k": 4}}, ["--reward_plugins", "math_accuracy",
                                                                     '{"name": "soft_overlong_penalty"}']),
    ({"max_prompt_length": 512}, ["--no_remove_unused_columns"]),  # a retired key; a negated boolean flag
])
def test_good_recipes_pass(recipe, argv):
    check_recipe(argv, recipe={**BASE, **recipe})
