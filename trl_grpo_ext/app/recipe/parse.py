"""Reading a recipe: YAML files, a dict and command-line flags into TRL's three argument dataclasses.

A recipe is what ``trl grpo --config recipe.yaml`` and open-r1 read: flat keys named after the
fields of TRL's ``ScriptArguments`` (``dataset_name``, ``dataset_config``, ``dataset_train_split``,
...), of ``GRPOConfig`` (every training argument) and of ``ModelConfig`` (``model_name_or_path``,
``use_peft``, ``load_in_4bit``, ``lora_r``, ...), plus the keys of this package's additions:
``advantage_scheme``, ``scheme_kwargs``, ``reward_plugins`` and ``qlora`` (all fields of
[`GRPOExtConfig`]). The same recipe comes from a YAML file (``--config``), from command-line flags
(``--learning_rate 1e-5``, which win over the file), or from a dict in Python.

Keys no dataclass knows fail with the key and its closest match; keys that TRL or transformers
renamed (``torch_dtype``, ``warmup_ratio``) are read under their new name, and keys they retired
(``max_prompt_length``) are dropped, each with a note printed. The ``demo`` command's short flags
(``--lr``, ``--steps``, ``--scheme``) are read as the fields they stand for.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import typing
from dataclasses import MISSING, dataclass, field, fields, make_dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from trl import ModelConfig, ScriptArguments, TrlParser

from trl_grpo_ext.app.recipe.checks import check_recipe, unknown_key
from trl_grpo_ext.app.recipe.keys import (
    EMBEDDED_MODEL,
    EXTENSION_KEYS,
    FLAG_ALIASES,
    RENAMED_KEYS,
    RETIRED_KEYS,
    RecipeError,
    expand_aliases,
    read_recipe_file,
)
from trl_grpo_ext.trainer.config import GRPOExtConfig

__all__ = [
    "DATACLASSES",
    "EMBEDDED_MODEL",
    "EXTENSION_KEYS",
    "FLAG_ALIASES",
    "GRPOScriptArguments",
    "ModelArguments",
    "RecipeError",
    "make_parser",
    "read_recipe",
    "read_recipe_file",
]

@dataclass
class GRPOScriptArguments(ScriptArguments):
    """TRL's ``ScriptArguments`` plus what the ``trl grpo`` script and open-r1 recipes add for GRPO data and rewards.

    Args:
        reward_funcs (`list[str]`, *optional*):
            Reward functions by name: this package's reward plugins (``trl-grpo-ext rewards list``), the names
            TRL's ``trl grpo`` knows (``accuracy_reward``, ``think_format_reward``, ...), or dotted paths
            (``my_lib.rewards.my_reward`` or ``my_lib.rewards:my_reward``).
        reward_model_name_or_path (`str`, *optional*):
            A reward model (local directory), put before ``reward_funcs``.
        dataset_prompt_column (`str`, *optional*, defaults to `"prompt"`):
            Column with the prompt: text (made the user message) or a message list.
        prompt_template (`str`, *optional*):
            ``str.format`` template over the row's columns that builds the user message instead.
        system_prompt (`str`, *optional*):
            System message put before every prompt.
        chat_template (`str`, *optional*):
            A Jinja chat template that replaces the tokenizer's.
        dataset_answer_column (`str`, *optional*):
            Gold column copied to ``answer``, the column reward plugins read by default.
        dataset_options (`dict` or `str`, *optional*):
            Options of a ``task:`` generator (``size``, ``held_out_size``, ``template``, ...) or extra keyword
            arguments of ``datasets.load_dataset`` (JSON on the command line).
        wandb_entity, wandb_project, wandb_run_group (`str`, *optional*):
            Where wandb logs go (set as ``WANDB_ENTITY`` / ``WANDB_PROJECT`` / ``WANDB_RUN_GROUP``).
        overwrite_output_dir (`bool`, *optional*, defaults to `False`):
            Delete the ``checkpoint-*`` folders of an earlier run in ``output_dir`` and start again.
        save_model (`bool`, *optional*, defaults to `False`):
            Write the trained model to ``output_dir`` at the end; a recipe whose ``save_strategy`` is not
            ``"no"`` writes it too.
    """

    reward_funcs: list[str] | None = field(
        default=None,
        metadata={
            "help": "Reward functions by name: this package's plugins (`trl-grpo-ext rewards list`), TRL's "
            "(accuracy_reward, reasoning_accuracy_reward, think_format_reward, get_soft_overlong_punishment), or "
            "dotted paths 'my_lib.rewards.my_reward'. Plugins with options go in reward_plugins."
        },
    )
    reward_model_name_or_path: str | None = field(
        default=None, metadata={"help": "A reward model directory, used before reward_funcs."}
    )
    dataset_prompt_column: str = field(
        default="prompt",
        metadata={"help": "Column holding the prompt: text (becomes the user message) or a list of messages."},
    )
    prompt_template: str | None = field(
        default=None,
        metadata={
            "help": "Template of the user message over the row's columns, e.g. '{question}\\nEnd with the "
            "number.' (replaces dataset_prompt_column)."
        },
    )
    system_prompt: str | None = field(default=None, metadata={"help": "System message put before every prompt."})
    chat_template: str | None = field(default=None, metadata={"help": "Jinja chat template replacing the tokenizer's."})
    dataset_answer_column: str | None = field(
        default=None,
        metadata={"help": "Gold-answer column, copied to 'answer' (the column reward plugins read by default)."},
    )
    dataset_options: dict[str, Any] | str | None = field(
        default=None,
        metadata={
            "help": "Options of a task:NAME generator (size, held_out_size, template, seed) or extra "
            "datasets.load_dataset arguments; JSON on the command line."
        },
    )
    wandb_entity: str | None = field(default=None, metadata={"help": "wandb entity (sets WANDB_ENTITY)."})
    wandb_project: str | None = field(default=None, metadata={"help": "wandb project (sets WANDB_PROJECT)."})
    wandb_run_group: str | None = field(default=None, metadata={"help": "wandb run group (sets WANDB_RUN_GROUP)."})
    overwrite_output_dir: bool = field(
        default=False,
        metadata={"help": "Start again in an output_dir that holds checkpoints, deleting them (without it such a "
                  "run refuses to start and says how to resume)."},
    )
    save_model: bool = field(
        default=False,
        metadata={"help": "Write the trained model to output_dir at the end (also done when save_strategy is not "
                  "'no', which writes checkpoints during training; its default here is 'no')."},
    )

    def __post_init__(self):
        if isinstance(self.dataset_options, str):
            try:
                self.dataset_options = json.loads(self.dataset_options)
            except json.JSONDecodeError as exc:
                raise ValueError(
                    f"dataset_options must be a JSON object, got {self.dataset_options!r}: {exc}"
                ) from None
        if self.dataset_options is not None and not isinstance(self.dataset_options, dict):
            raise ValueError(f"dataset_options must be a mapping, got {self.dataset_options!r}")
        self.dataset_options = dict(self.dataset_options or {})


def _model_arguments_class() -> type:
    """TRL's ``ModelConfig`` minus the LoRA fields that [`GRPOExtConfig`] already holds (one key, one field)."""
    own = {f.name for f in fields(GRPOExtConfig)}
    hints = typing.get_type_hints(ModelConfig)
    specs = []
    for f in fields(ModelConfig):
        if f.name in own:
            continue
        metadata = dict(f.metadata)
        if f.name == "model_name_or_path":
            default: Any = None
            metadata["help"] = (
                "Model id or local path; left out or 'default': the embedded SmolLM2-135M-Instruct (offline)."
            )
        elif f.name == "dtype":
            default = None  # None: the trainer's choice (TRL's GRPOTrainer, or QLoRA's compute dtype)
            metadata["help"] = (
                "Load the model in this dtype (auto, bfloat16, float16, float32); default: the trainer's."
            )
        else:
            default = f.default
        spec = field(default_factory=f.default_factory, metadata=metadata) if f.default_factory is not MISSING else (
            field(default=default, metadata=metadata)
        )
        specs.append((f.name, hints[f.name], spec))
    cls = make_dataclass("ModelArguments", specs)
    cls.__module__ = __name__
    cls.__doc__ = (
        "The fields of TRL's ``ModelConfig`` (model, dtype, PEFT and quantisation flags) except ``lora_r``, "
        "``lora_alpha``, ``lora_dropout`` and ``lora_target_modules``, which are GRPOExtConfig fields."
    )
    return cls


ModelArguments = _model_arguments_class()
DATACLASSES = (GRPOScriptArguments, GRPOExtConfig, ModelArguments)


def make_parser(prog: str | None = None) -> TrlParser:
    """TRL's ``TrlParser`` over [`GRPOScriptArguments`], [`GRPOExtConfig`] and [`ModelArguments`].

    ``save_strategy`` defaults to ``"no"``. Without a CUDA device, ``bf16`` defaults to off and ``use_cpu`` to on (a
    recipe may still set them).
    """
    import torch

    parser = TrlParser(
        DATACLASSES,
        prog=prog,
        exit_on_error=False,  # a bad value raises (RecipeError), which a notebook can show; --help still exits
        description=(
            "GRPO with GRPOExtTrainer from a flat recipe: TRL's ScriptArguments, GRPOConfig and ModelConfig fields "
            f"plus {', '.join(EXTENSION_KEYS)}. Give them in a YAML file (--config FILE.yaml) and/or as flags; "
            "flags win. After Ctrl-C, --resume_from_checkpoint last goes on from the newest checkpoint. --debug "
            "(without a value) shows tracebacks and third-party warnings."
        ),
    )
    for action in parser._actions:
        if action.help:
            # argparse %-formats help texts: a literal "20%" in a field's help would break --help.
            action.help = re.sub(r"%(?!\()", "%%", action.help)
    # Nothing is written unless asked: TRL's default ("steps") would write a checkpoint with the optimiser state
    # (three times the model's size) at the end of even a one-step run.
    parser.set_defaults(save_strategy="no")
    if not torch.cuda.is_available():
        parser.set_defaults(bf16=False, use_cpu=True)
    return parser


def _field_names() -> list[str]:
    return sorted({f.name for cls in DATACLASSES for f in fields(cls) if f.init})


def _unknown_key(key: str, where: str) -> RecipeError:
    return unknown_key(key, where, _field_names())


def _normalise(values: dict[str, Any], where: str, notes: list[str]) -> dict[str, Any]:
    """Apply TRL's ``env`` key, renamed and retired keys; refuse unknown keys with the closest match."""
    values = dict(values)
    env = values.pop("env", None)
    if env is not None:
        if not isinstance(env, Mapping):
            raise RecipeError(f"{where}: 'env' must be a mapping of environment variables")
        for key, value in env.items():
            os.environ[str(key)] = str(value)
    known = set(_field_names())
    out: dict[str, Any] = {}
    for key, value in values.items():
        key = str(key)
        if key in RENAMED_KEYS:
            new, why = RENAMED_KEYS[key]
            if new in values:
                raise RecipeError(f"{where}: both {key!r} and {new!r} are given; {why}: keep {new!r}")
            notes.append(f"{key}: read as {new} ({why})")
            key = new
        elif key in RETIRED_KEYS:
            notes.append(f"{key}: ignored ({RETIRED_KEYS[key]})")
            continue
        if key not in known:
            raise _unknown_key(key, where)
        out[key] = value
    return out


def _check_flags(args: Sequence[str]) -> None:
    known = set(_field_names()) | {"help", "h"}
    for token in args:
        if token.startswith("--"):
            flag = token[2:].split("=", 1)[0]
            key = flag.replace("-", "_")  # HfArgumentParser also takes --learning-rate
            key = key[3:] if key.startswith("no_") and key[3:] in known else key
            if key not in known:
                raise _unknown_key(flag, "command line")


def read_recipe(
    args: Sequence[str] | None = None,
    *,
    recipe: str | Path | Mapping[str, Any] | None = None,
    prog: str | None = None,
) -> tuple[Any, GRPOExtConfig, Any, Path | None, list[str]]:
    """The parts of a recipe, as [`~trl_grpo_ext.app.recipe.parse_recipe`] reads them: the script arguments, the
    training config, the model arguments, the folder relative paths start from, and notes for the user."""
    args = expand_aliases(list(sys.argv[1:] if args is None else args))
    check_recipe(args, recipe=recipe)  # keys, names and values, before TRL's parser and any model
    values: dict[str, Any] = {}
    notes: list[str] = []
    base_dir: Path | None = None
    sources: list[tuple[str, Mapping[str, Any]]] = []
    if recipe is not None:
        if isinstance(recipe, Mapping):
            sources.append(("the recipe", recipe))
        else:
            sources.append((str(recipe), read_recipe_file(recipe)))
            base_dir = Path(recipe).resolve().parent
    while "--config" in args:
        index = args.index("--config")
        if index + 1 >= len(args):
            raise RecipeError("--config needs a YAML file")
        path = args[index + 1]
        del args[index : index + 2]
        sources.append((path, read_recipe_file(path)))
        base_dir = Path(path).resolve().parent
    for where, data in sources:
        values.update(_normalise(dict(data), where, notes))
    if not {"-h", "--help"} & set(args):
        _check_flags(args)
    parser = make_parser(prog)
    parser.set_defaults_with_config(**values)
    try:
        script, training, model = parser.parse_args_into_dataclasses(args=args)
    except (ValueError, TypeError, argparse.ArgumentError) as exc:
        raise RecipeError(f"invalid recipe: {exc}") from exc
    return script, training, model, base_dir, notes

