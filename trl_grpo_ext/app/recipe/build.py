"""Building a run from a parsed recipe: the model, the data, the rewards, then [`GRPOExtTrainer`].

Everything that can fail without loading weights is checked first (see
[`trl_grpo_ext.app.recipe.preflight`]): the GPU that 4-bit needs, whether the model can be reached,
the wandb login, the checkpoints already in ``output_dir``, the data and every column the rewards
read. Only then does the trainer load the model.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from trl_grpo_ext.trainer.config import GRPOExtConfig
from trl_grpo_ext.app.recipe import preflight
from trl_grpo_ext.app.recipe.checks import check_reward_function
from trl_grpo_ext.app.recipe.keys import EMBEDDED_MODEL, TRL_REWARD_NAMES, RecipeError
from trl_grpo_ext.app.recipe.parse import read_recipe
from trl_grpo_ext.app.recipe.progress import show_steps

__all__ = ["Recipe"]

@dataclass
class Recipe:
    """A parsed recipe: the three argument objects, and how to turn them into a trainer.

    Attributes:
        script ([`GRPOScriptArguments`]): data and reward-function names.
        training ([`GRPOExtConfig`]): every training argument.
        model ([`ModelArguments`]): the model and its PEFT / quantisation flags.
        base_dir (`Path`, *optional*): the recipe file's folder, where relative data paths are also looked for.
        notes (`list[str]`): renamed or retired keys that were translated.
    """

    script: Any
    training: GRPOExtConfig
    model: Any
    base_dir: Path | None = None
    notes: list[str] = field(default_factory=list)

    def check(self) -> None:
        """Refuse a recipe without data or rewards, or with quantisation flags that cannot work together."""
        if not self.script.dataset_name:
            raise RecipeError("the recipe needs dataset_name (a dataset id, a local file or folder, or task:NAME)")
        if not (self.script.reward_funcs or self.training.reward_plugins or self.script.reward_model_name_or_path):
            raise RecipeError("the recipe gives no reward: set reward_funcs and/or reward_plugins")
        if self.script.dataset_streaming:
            raise RecipeError("dataset_streaming: true is not supported: prompts are built from a map-style dataset; "
                              "use a split slice (dataset_train_split: 'train[:10000]') to read part of a large one")
        if self.model.load_in_4bit and self.model.load_in_8bit:
            raise RecipeError("load_in_4bit and load_in_8bit are both set; choose one")
        if (self.model.load_in_4bit or self.model.load_in_8bit) and self.training.qlora:
            raise RecipeError("qlora: true loads the model in 4-bit itself; drop load_in_4bit / load_in_8bit")
        if (self.model.load_in_4bit or self.model.load_in_8bit) and not self.model.use_peft:
            raise RecipeError("load_in_4bit / load_in_8bit train a LoRA adapter: set use_peft: true (or qlora: true)")

    # -------------------------------------------------------------------------------- model
    def model_path(self) -> str:
        """The model id or path; the embedded SmolLM2's converted checkpoint for ``default`` or none."""
        name = self.model.model_name_or_path
        if name in (None, "", EMBEDDED_MODEL):
            from trl_grpo_ext.setup.models import default_model_path

            return str(default_model_path())
        return str(name)

    def _model_init_kwargs(self) -> dict[str, Any]:
        kwargs = {"revision": self.model.model_revision, "attn_implementation": self.model.attn_implementation,
                  "dtype": self.model.dtype}
        kwargs = {k: v for k, v in kwargs.items() if v is not None and not (k == "revision" and v == "main")}
        kwargs.update(self.training.model_init_kwargs or {})
        return kwargs

    def peft_config(self) -> Any:
        """A LoRA config for ``use_peft`` (QLoRA builds its own), from the LoRA fields and ModelConfig's flags."""
        if not self.model.use_peft or self.training.qlora:
            return None
        from trl_grpo_ext.setup.qlora import lora_config

        extra = {"task_type": self.model.lora_task_type, "use_rslora": self.model.use_rslora,
                 "use_dora": self.model.use_dora}
        if self.model.lora_modules_to_save:
            extra["modules_to_save"] = list(self.model.lora_modules_to_save)
        if self.model.lora_target_parameters:
            extra["target_parameters"] = list(self.model.lora_target_parameters)
        targets = self.training.lora_target_modules
        return lora_config(
            lora_r=self.training.lora_r, lora_alpha=self.training.lora_alpha, lora_dropout=self.training.lora_dropout,
            target_modules=list(targets) if targets else "all-linear", **extra,
        )

    def quantization_config(self) -> Any:
        """TRL's ``BitsAndBytesConfig`` for ``load_in_4bit`` / ``load_in_8bit`` (the trainer handles ``qlora``)."""
        if not (self.model.load_in_4bit or self.model.load_in_8bit):
            return None
        from trl import get_quantization_config

        preflight.require_gpu(self)  # before any weights are read
        return get_quantization_config(self.model)

    # --------------------------------------------------------------------------------- data
    def load_split(self, split: str) -> Any:
        """One split of ``dataset_name``, with the ``prompt`` column built and the gold column in place."""
        from trl_grpo_ext.setup import data

        s = self.script
        dataset = data.load_split(
            s.dataset_name, split=split, config=s.dataset_config, options=s.dataset_options,
            seed=self.training.seed, base_dir=self.base_dir,
        )
        dataset = data.to_prompts(
            dataset, prompt_column=s.dataset_prompt_column, prompt_template=s.prompt_template,
            system_prompt=s.system_prompt,
        )
        if s.dataset_answer_column:
            dataset = data.copy_gold_column(dataset, s.dataset_answer_column)
        return dataset

    def datasets(self) -> tuple[Any, Any]:
        """The training split, and the evaluation split when ``eval_strategy`` is not ``"no"``."""
        train = self.load_split(self.script.dataset_train_split)
        evaluate = str(getattr(self.training.eval_strategy, "value", self.training.eval_strategy)) != "no"
        return train, (self.load_split(self.script.dataset_test_split) if evaluate else None)

    # ------------------------------------------------------------------------------ rewards
    def reward_funcs(self) -> list[Any]:
        """``reward_model_name_or_path`` then ``reward_funcs``: TRL's named rewards built, other names passed on.

        Registry names and ``module:function`` paths are resolved by the registry when the rewards are
        built; TRL-style ``module.function`` paths are respelled ``module:function``.
        """
        from trl_grpo_ext.registry import reward_source

        funcs: list[Any] = []
        if self.script.reward_model_name_or_path:
            funcs.append(self.script.reward_model_name_or_path)
        for name in self.script.reward_funcs or []:
            if reward_source(name) is not None or os.path.isdir(name):
                funcs.append(name)
            elif name in TRL_REWARD_NAMES:
                import trl.rewards

                func = getattr(trl.rewards, name)
                # As `trl grpo` builds it.
                funcs.append(func(max_completion_len=1280, soft_punish_cache=256)
                             if name == "get_soft_overlong_punishment" else func)
            elif "." in name:
                module, _, attr = name.rpartition(".")
                funcs.append(f"{module}:{attr}")
            else:
                check_reward_function(name)  # raises, with the closest name
        return funcs

    def rewards(self) -> Any:
        """The run's reward functions, built once (the trainer takes these very objects)."""
        from trl_grpo_ext.trainer.rewards import build_reward_functions

        try:
            return build_reward_functions(
                self.reward_funcs(), self.training.reward_plugins, self.training.reward_weights
            )
        except ValueError as exc:  # a reward plugin or option the registry cannot build
            raise RecipeError(str(exc)) from exc

    # ----------------------------------------------------------------------------- checks
    def check_before_loading(self) -> None:
        """What can fail before anything is read, in milliseconds: the GPU 4-bit needs, the wandb login."""
        preflight.require_gpu(self)
        preflight.check_wandb_login(self.training.report_to)

    def check_reward_columns(self, funcs: list, train: Any, evaluation: Any = None) -> None:
        """Every reward plugin finds the columns it reads, in the training and evaluation splits."""
        s = self.script
        preflight.check_reward_columns(funcs, train, f"the split {s.dataset_train_split!r} of {s.dataset_name}")
        if evaluation is not None:
            preflight.check_reward_columns(funcs, evaluation, f"the split {s.dataset_test_split!r} of {s.dataset_name}")

    def resume_checkpoint(self) -> str | None:
        """The checkpoint ``train`` resumes from (``true``/``last``: the newest in ``output_dir``), or `None`.

        Refuses an ``output_dir`` that already holds checkpoints unless the recipe resumes or sets
        ``overwrite_output_dir`` (then [`train`] deletes them, after every check passed).
        """
        return preflight.resolve_resume(
            self.training.output_dir, self.training.resume_from_checkpoint, self.script.overwrite_output_dir
        )

    # ------------------------------------------------------------------------------ trainer
    def trainer_kwargs(self) -> dict[str, Any]:
        """The arguments of [`GRPOExtTrainer`]: model, rewards, config, datasets, PEFT / quantisation, tokenizer.

        The data is read and checked against the rewards' columns before the tokenizer or model loads.
        """
        s = self.script
        for name, variable in (("wandb_entity", "WANDB_ENTITY"), ("wandb_project", "WANDB_PROJECT"),
                               ("wandb_run_group", "WANDB_RUN_GROUP")):
            if getattr(s, name):
                os.environ[variable] = getattr(s, name)
        train, evaluation = self.datasets()
        rewards = self.rewards()
        try:
            self.check_reward_columns(rewards.funcs, train, evaluation)
            if self.model.model_name_or_path not in (None, "", EMBEDDED_MODEL):
                preflight.check_model_reachable(self.model.model_name_or_path, self.model.model_revision)
        except Exception:
            rewards.close()  # no trainer will use them
            raise
        model = self.model_path()
        init_kwargs = self._model_init_kwargs()
        if init_kwargs:
            self.training.model_init_kwargs = init_kwargs
        processing_class = None
        if s.chat_template:
            from transformers import AutoTokenizer

            processing_class = AutoTokenizer.from_pretrained(model, revision=self.model.model_revision)
            processing_class.chat_template = s.chat_template
        return {
            "model": model,
            "reward_funcs": rewards,
            "args": self.training,
            "train_dataset": train,
            "eval_dataset": evaluation,
            "processing_class": processing_class,
            "peft_config": self.peft_config(),
            "quantization_config": self.quantization_config(),
        }

    def build_trainer(self, *, progress: Callable[[str], None] | None = None, **overrides: Any) -> Any:
        """A [`GRPOExtTrainer`] for this recipe that hands one line per step to ``progress`` (``print`` by
        default; see [`trl_grpo_ext.app.recipe.progress`]); ``overrides`` replace its arguments (e.g. ``callbacks``)."""
        from trl_grpo_ext.trainer.trainer import GRPOExtTrainer

        self.check_before_loading()
        kwargs = {**self.trainer_kwargs(), **overrides}
        try:
            return show_steps(GRPOExtTrainer(**kwargs), progress)
        except ValueError as exc:  # a reward plugin or option the registry cannot build
            raise RecipeError(str(exc)) from exc

    def saves_model(self) -> bool:
        """Whether [`train`] writes the model to ``output_dir``: asked by ``save_model``, or by checkpoints."""
        strategy = self.training.save_strategy
        return bool(self.script.save_model) or str(getattr(strategy, "value", strategy)) != "no"

    def train(self, **overrides: Any) -> Any:
        """Build the trainer, train (resuming per [`resume_checkpoint`]), save to ``output_dir`` if [`saves_model`]."""
        resume = self.resume_checkpoint()
        trainer = self.build_trainer(**overrides)
        if resume is None and self.script.overwrite_output_dir:
            preflight.delete_checkpoints(self.training.output_dir)  # only once everything else was checked
        trainer.train(resume_from_checkpoint=resume)
        if self.saves_model():
            trainer.save_model(self.training.output_dir)
        if hasattr(trainer, "end"):  # transformers >= 5.18: finish the trackers, end the process group
            trainer.end()
        return trainer


def parse_recipe(
    args: Sequence[str] | None = None,
    *,
    recipe: str | Path | Mapping[str, Any] | None = None,
    prog: str | None = None,
) -> Recipe:
    """Parse a recipe: ``recipe`` (a YAML path or a dict), then ``--config FILE`` in ``args``, then flags.

    Args:
        args (`list[str]`, *optional*):
            Command-line arguments (``sys.argv[1:]`` when `None`): ``--config FILE.yaml`` and ``--field value``
            flags, which win over the files. ``--help`` prints every field with its help text and exits.
        recipe (`str`, `Path` or `dict`, *optional*):
            A base recipe, applied before ``--config``: how the examples and notebooks start from a file.
        prog (`str`, *optional*):
            Program name in ``--help``.

    Returns:
        [`trl_grpo_ext.app.recipe.Recipe`]

    Raises:
        `RecipeError`: an unknown key (named, with the closest match) or a value the configuration classes
        refuse.
    """
    script, training, model, base_dir, notes = read_recipe(args, recipe=recipe, prog=prog)
    result = Recipe(script=script, training=training, model=model, base_dir=base_dir, notes=notes)
    result.check()
    return result
