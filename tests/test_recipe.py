"""Recipes in TRL's conventions: TrlParser over the three argument classes, files and flags, errors that name the key."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest
import yaml

from trl_grpo_ext.app.recipe import EXTENSION_KEYS, RecipeError, parse_recipe

DATA = Path(__file__).resolve().parent / "data"
OPEN_R1 = DATA / "open_r1_config_demo.yaml"
BASE = {"dataset_name": "task:addition", "reward_plugins": ["math_accuracy"], "output_dir": "out"}


def _yaml(tmp_path, text, name="recipe.yaml"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return path


def test_flat_file_then_flags_which_win(tmp_path):
    path = _yaml(tmp_path, """
        dataset_name: task:addition
        reward_plugins: [math_accuracy, {name: soft_overlong_penalty, options: {max_length: 8}, weight: 0.5}]
        advantage_scheme: pass_at_k
        scheme_kwargs: {k: 2}
        learning_rate: 3.0e-5
        lora_r: 4
        use_peft: true
        output_dir: out
    """)
    recipe = parse_recipe(["--config", str(path), "--learning_rate", "1e-5", "--advantage_scheme", "max_rl",
                           "--scheme_kwargs", "{}"])
    assert recipe.training.learning_rate == 1e-5 and recipe.training.advantage_scheme == "max_rl"
    assert recipe.training.reward_plugins[1] == {"name": "soft_overlong_penalty", "options": {"max_length": 8},
                                                 "weight": 0.5}
    assert recipe.model.use_peft and recipe.peft_config().r == 4
    assert recipe.training.use_cpu and not recipe.training.bf16  # no CUDA here: fp32 on the CPU
    assert recipe.base_dir == tmp_path


def test_open_r1_recipe_with_our_four_keys_parses_with_notes():
    recipe = parse_recipe(["--config", str(OPEN_R1)])
    data = yaml.safe_load(OPEN_R1.read_text())
    assert set(EXTENSION_KEYS) <= set(data)
    assert recipe.script.dataset_prompt_column == "problem" and recipe.script.system_prompt.startswith("You are")
    assert recipe.model.dtype == "float32" and recipe.training.warmup_steps == 0.1  # renamed upstream
    assert any(n.startswith("max_prompt_length: ignored") for n in recipe.notes)
    assert recipe.training.reward_weights == [1.0, 0.2]
    train, evaluation = recipe.datasets()
    assert evaluation is None and train[0]["prompt"][0]["role"] == "system"
    assert [f.__name__ for f in recipe.reward_funcs()] == ["accuracy_reward"]  # TRL's, by its `trl grpo` name


def test_python_mapping_recipe_for_notebooks():
    recipe = parse_recipe([], recipe={**BASE, "max_steps": 3, "report_to": "none"})
    assert recipe.training.max_steps == 3 and recipe.base_dir is None


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--learning_rat", "1e-5"], "command line: unknown key 'learning_rat'. Did you mean 'learning_rate'?"),
        (["--advantage-schem", "grpo"], "unknown key 'advantage-schem'"),
        (["--learning-rate", "1e-5", "--no_remove_unused_columns", "--bogus"], "unknown key 'bogus'"),
    ],
)
def test_unknown_flags_name_the_closest_key(argv, message):
    with pytest.raises(RecipeError, match=re.escape(message)):
        parse_recipe(argv, recipe=BASE)


@pytest.mark.parametrize(
    "extra, message",
    [
        ({"num_generation": 4}, "unknown key 'num_generation'. Did you mean 'num_generations'?"),
        ({"reward_plugin": ["x"]}, "Did you mean 'reward_plugins'?"),
        ({"hub_model_revision": "main"}, "unknown key 'hub_model_revision'"),  # open-r1's own, not TRL's
        ({"torch_dtype": "bfloat16", "dtype": "float32"}, "both 'torch_dtype' and 'dtype' are given"),
        ({"advantage_scheme": "grpoo"}, "grpoo"),
        ({"load_in_4bit": True}, "set use_peft: true"),
        ({"dataset_streaming": True}, "dataset_streaming: true is not supported"),
        ({"load_in_4bit": True, "use_peft": True, "qlora": True}, "drop load_in_4bit"),
    ],
)
def test_bad_keys_and_values_in_a_file(tmp_path, extra, message):
    path = _yaml(tmp_path, yaml.safe_dump({**BASE, **extra}))
    with pytest.raises(RecipeError, match=re.escape(message)):
        parse_recipe(["--config", str(path)])


@pytest.mark.parametrize(
    "argv, message",
    [(["--max_steps", "abc"], "max_steps: expected an integer, got 'abc'"),
     (["--dtype", "float8"], "invalid choice: 'float8'")],
)
def test_bad_values_raise_instead_of_exiting(argv, message):
    with pytest.raises(RecipeError, match=re.escape(message)):
        parse_recipe(argv, recipe=BASE)


@pytest.mark.parametrize("argv, saves", [
    ([], False),  # save_strategy defaults to "no" here, unlike TrainingArguments' "steps"
    (["--save_model", "true"], True),
    (["--save_strategy", "steps", "--save_steps", "10"], True),
])
def test_the_model_is_written_only_when_asked(argv, saves):
    recipe = parse_recipe(argv, recipe=BASE)
    assert recipe.saves_model() is saves


def test_a_recipe_needs_data_and_a_reward():
    with pytest.raises(RecipeError, match="needs dataset_name"):
        parse_recipe([], recipe={"reward_plugins": ["math_accuracy"]})
    with pytest.raises(RecipeError, match="gives no reward"):
        parse_recipe([], recipe={"dataset_name": "task:addition"})


@pytest.mark.parametrize(
    "name, message",
    [("format", "open-r1's; the closest here: think_answer_format"), ("math_acuracy", "Did you mean 'math_accuracy'?")],
)
def test_unknown_reward_function_names_fail_when_the_recipe_is_read(name, message):
    with pytest.raises(RecipeError, match=re.escape(message)):
        parse_recipe(["--reward_funcs", name], recipe={"dataset_name": "task:addition", "output_dir": "o"})


def test_reward_function_names_of_every_kind(tmp_path, monkeypatch):
    (tmp_path / "my_rewards.py").write_text("def length_reward(completions, **kw):\n    return [0.0] * len(completions)\n")
    monkeypatch.chdir(tmp_path)
    recipe = parse_recipe(["--reward_funcs", "math_accuracy", "think_format_reward", "my_rewards.length_reward"],
                          recipe={"dataset_name": "task:addition", "output_dir": "o"})
    funcs = recipe.reward_funcs()
    assert funcs[0] == "math_accuracy" and funcs[1].__name__ == "think_format_reward"
    assert funcs[2] == "my_rewards:length_reward"  # TRL's dotted form, in the registry's spelling
    assert recipe.rewards().specs[2] == {"name": "length_reward", "source": "my_rewards:length_reward", "options": {}}


def test_embedded_model_is_the_default(monkeypatch, tmp_path):
    from trl_grpo_ext.setup import models

    monkeypatch.setattr(models, "default_model_path", lambda: tmp_path / "smollm2")
    assert parse_recipe([], recipe=BASE).model_path() == str(tmp_path / "smollm2")
    assert parse_recipe(["--model_name_or_path", "default"], recipe=BASE).model_path() == str(tmp_path / "smollm2")
    assert parse_recipe(["--model_name_or_path", "org/model"], recipe=BASE).model_path() == "org/model"


def test_model_flags_become_model_init_kwargs():
    recipe = parse_recipe(["--dtype", "bfloat16", "--model_revision", "v2"], recipe=BASE)
    assert recipe._model_init_kwargs() == {"revision": "v2", "dtype": "bfloat16"}
    assert parse_recipe([], recipe=BASE)._model_init_kwargs() == {}  # the trainer's own defaults


def test_reward_plugin_with_options_on_the_command_line():
    recipe = parse_recipe(["--reward_plugins", "math_accuracy",
                           '{"name": "soft_overlong_penalty", "options": {"max_length": 8}, "weight": 0.5}'],
                          recipe={"dataset_name": "task:addition", "output_dir": "o"})
    assert recipe.training.reward_plugins[1] == {"name": "soft_overlong_penalty", "options": {"max_length": 8},
                                                 "weight": 0.5}


def test_a_loaded_model_goes_through_the_same_recipe(tiny_model_dir, tmp_path):
    """How a notebook builds its run: a recipe mapping, then the trainer around the model it loaded itself."""
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer

    recipe = parse_recipe(["--output_dir", str(tmp_path)], recipe={
        "dataset_name": "task:addition", "dataset_options": {"size": 4}, "reward_plugins": ["math_accuracy"],
        "advantage_scheme": "max_rl", "use_peft": True, "lora_r": 2, "num_generations": 2,
        "per_device_train_batch_size": 2, "max_completion_length": 4, "max_steps": 1, "report_to": "none"})
    model = AutoModelForCausalLM.from_pretrained(tiny_model_dir)
    trainer = recipe.build_trainer(model=model, processing_class=AutoTokenizer.from_pretrained(tiny_model_dir))
    assert isinstance(trainer.model, PeftModel) and trainer.model.peft_config["default"].r == 2
    assert trainer.args.advantage_scheme == "max_rl" and len(trainer.train_dataset) == 4
    held_out = recipe.load_split("test")
    assert not set(held_out["question"]) & set(trainer.train_dataset["question"])


def test_the_demo_spellings_of_flags_work_for_train():
    recipe = parse_recipe(["--output-dir", "o2", "--lr", "2e-5", "--steps=3", "--scheme", "max_rl"], recipe=BASE)
    t = recipe.training
    assert (t.output_dir, t.learning_rate, t.max_steps, t.advantage_scheme) == ("o2", 2e-5, 3, "max_rl")


def _checkpoint(folder, step, complete=True):
    path = folder / f"checkpoint-{step}"
    path.mkdir()
    if complete:  # the last file a save writes
        (path / "trainer_state.json").write_text("{}")


@pytest.mark.parametrize("value", ["true", "last", "True", True])
def test_resume_true_or_last_means_the_newest_complete_checkpoint(value, tmp_path):
    for step in (2, 10):
        _checkpoint(tmp_path, step)
    _checkpoint(tmp_path, 11, complete=False)  # a save cut short by Ctrl-C
    recipe = parse_recipe(["--output_dir", str(tmp_path)], recipe=BASE)
    recipe.training.resume_from_checkpoint = value
    assert recipe.resume_checkpoint() == str(tmp_path / "checkpoint-10")


def test_a_folder_with_checkpoints_is_refused_unless_resumed_or_overwritten(tmp_path):
    from trl_grpo_ext.app.recipe import SetupError
    from trl_grpo_ext.app.recipe.preflight import delete_checkpoints

    _checkpoint(tmp_path, 4)
    with pytest.raises(SetupError, match="holds checkpoint-4.*--resume_from_checkpoint last.*--overwrite_output_dir"):
        parse_recipe(["--output_dir", str(tmp_path)], recipe=BASE).resume_checkpoint()
    assert parse_recipe(["--output_dir", str(tmp_path), "--resume_from_checkpoint", str(tmp_path / "checkpoint-4")],
                        recipe=BASE).resume_checkpoint() == str(tmp_path / "checkpoint-4")
    overwrite = parse_recipe(["--output_dir", str(tmp_path), "--overwrite_output_dir", "true"], recipe=BASE)
    assert overwrite.resume_checkpoint() is None and (tmp_path / "checkpoint-4").is_dir()  # deleted by train() only
    delete_checkpoints(str(tmp_path))
    assert not (tmp_path / "checkpoint-4").exists()
    resume_last = parse_recipe(["--output_dir", str(tmp_path), "--resume_from_checkpoint", "last"], recipe=BASE)
    with pytest.raises(SetupError, match="no complete checkpoint-\\* folder"):
        resume_last.resume_checkpoint()


def test_reward_columns_are_checked_with_the_plugin_options():
    from datasets import Dataset

    from trl_grpo_ext.app.recipe import SetupError

    rows = Dataset.from_dict({"question": ["1+1?"], "solution": ["2"]})
    with pytest.raises(SetupError, match="reads the column\\(s\\) answer.*dataset_answer_column: solution"):
        recipe = parse_recipe([], recipe=BASE)
        recipe.check_reward_columns(recipe.rewards().funcs, rows)
    renamed = parse_recipe([], recipe={**BASE, "reward_plugins": [{"name": "math_accuracy",
                                                                    "options": {"gold_column": "solution"}}]})
    renamed.check_reward_columns(renamed.rewards().funcs, rows)  # the plugin reads `solution`: nothing missing


class CountedLength:
    """A reward plugin that counts how many times it is built: ``len(text) / 64``."""

    __name__ = "counted_length"
    built = 0

    def __init__(self):
        type(self).built += 1

    def __call__(self, prompts, completions, **kwargs):
        return [len(str(c)) / 64 for c in completions]


@pytest.mark.slow
def test_train_builds_each_reward_plugin_once(tiny_model_dir, tmp_path):
    """The recipe checks the columns on the reward functions it built, and the trainer trains with those."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from trl_grpo_ext.registry import REWARDS, register_reward

    register_reward("counted_length", CountedLength, override=True)
    CountedLength.built = 0
    try:
        recipe = parse_recipe(["--output_dir", str(tmp_path)], recipe={
            "dataset_name": "task:addition", "dataset_options": {"size": 4}, "reward_plugins": ["counted_length"],
            "reward_funcs": ["counted_length"], "num_generations": 2, "per_device_train_batch_size": 2,
            "max_completion_length": 4, "max_steps": 1, "report_to": "none", "save_strategy": "no"})
        trainer = recipe.train(model=AutoModelForCausalLM.from_pretrained(tiny_model_dir),
                               processing_class=AutoTokenizer.from_pretrained(tiny_model_dir))
    finally:
        REWARDS.reset()
    assert trainer.state.global_step == 1
    assert not any(tmp_path.iterdir())  # nothing asked to be saved, nothing written
    assert CountedLength.built == 2  # one for reward_funcs, one for reward_plugins: each built once
    assert [s["name"] for s in trainer.reward_func_specs] == ["counted_length", "counted_length"]
