"""``trl-grpo-ext train --config run.yaml``: one [`GRPOExtTrainer`] run described in YAML.

Example config::

    model: default                    # the embedded SmolLM2-135M-Instruct, or a local model path
    dataset:
      task: basic_arithmetic          # a registered task generator ...
      size: 200
      seed: 0
      # path: data/train.jsonl        # ... or a local json / jsonl / parquet / csv file
      # split: train
    rewards:
      - math_accuracy
      - {name: soft_overlong_penalty, options: {max_length: 64}, weight: 0.5}
    scheme: max_rl
    scheme_kwargs: {}
    qlora: false
    report_to: none
    args:                             # any GRPOConfig / GRPOExtConfig field
      output_dir: runs/max_rl
      max_steps: 50
      learning_rate: 3.0e-5
      num_generations: 8
      per_device_train_batch_size: 16
      max_completion_length: 32

Only argparse is imported at module import time; yaml, torch and trl load inside `run`.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path
from typing import Any

TOP_LEVEL_KEYS = ("model", "dataset", "rewards", "scheme", "scheme_kwargs", "qlora", "report_to", "args")
FILE_DATASET_KEYS = ("path", "split")
TASK_DATASET_KEYS = ("task", "size", "seed", "split", "options")
FILE_BUILDERS = {".json": "json", ".jsonl": "json", ".parquet": "parquet", ".csv": "csv"}
# Top-level keys that set a config field, so the same field must not also appear under `args:`.
CONFIG_FIELD_OF = {"scheme": "advantage_scheme", "scheme_kwargs": "scheme_kwargs", "qlora": "qlora", "report_to": "report_to", "rewards": "reward_plugins"}


class ConfigError(ValueError):
    """The YAML run description is invalid; the message names the key."""


def _unknown(kind: str, key: str, allowed) -> ConfigError:
    close = difflib.get_close_matches(key, list(allowed), n=1)
    hint = f" Did you mean {close[0]!r}?" if close else ""
    return ConfigError(f"unknown {kind} {key!r}.{hint} Allowed: {', '.join(allowed)}.")


def load_run_config(path: str | Path) -> dict[str, Any]:
    """Read and check the top level of a YAML run description.

    Args:
        path (`str` or `Path`): the YAML file.

    Returns:
        `dict`: the parsed mapping, with only known keys.

    Raises:
        `ConfigError`: the file is not a YAML mapping, has an unknown key or lacks a required one.
    """
    import yaml

    path = Path(path)
    if not path.is_file():
        raise ConfigError(f"config file {str(path)!r} does not exist")
    try:
        data = yaml.safe_load(path.read_text())
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path} is not valid YAML: {exc}") from exc
    if not isinstance(data, dict):
        raise ConfigError(f"{path} must hold a mapping of {', '.join(TOP_LEVEL_KEYS)}; got {type(data).__name__}")
    for key in data:
        if key not in TOP_LEVEL_KEYS:
            raise _unknown("top-level key", str(key), TOP_LEVEL_KEYS)
    for key in ("model", "dataset", "rewards"):
        if data.get(key) in (None, "", []):
            raise ConfigError(f"{path}: the key {key!r} is required")
    return data


def build_config(data: dict[str, Any]) -> Any:
    """The [`GRPOExtConfig`] of a run description (``args:`` plus the top-level shortcuts)."""
    import dataclasses

    import torch

    from trl_grpo_ext.config import GRPOExtConfig

    fields = {f.name for f in dataclasses.fields(GRPOExtConfig) if f.init}
    args = data.get("args") or {}
    if not isinstance(args, dict):
        raise ConfigError(f"'args' must be a mapping of GRPOConfig fields, got {type(args).__name__}")
    for key in args:
        if key not in fields:
            close = difflib.get_close_matches(str(key), sorted(fields), n=3)
            hint = f" Did you mean {' or '.join(map(repr, close))}?" if close else ""
            raise ConfigError(
                f"unknown GRPOConfig field {key!r} under 'args'.{hint} The fields are those of trl.GRPOConfig "
                f"plus trl_grpo_ext.GRPOExtConfig (help: python -c \"import trl; help(trl.GRPOConfig)\")."
            )
    kwargs = dict(args)
    for top, field_name in CONFIG_FIELD_OF.items():
        if top in data and data[top] is not None:
            if field_name in kwargs:
                raise ConfigError(f"{field_name!r} is given twice: as top-level {top!r} and under 'args'; keep one")
            kwargs[field_name] = data[top]
    if isinstance(kwargs.get("report_to"), str):
        kwargs["report_to"] = [kwargs["report_to"]]
    if not torch.cuda.is_available():
        # GRPOConfig turns bf16 on by default; on a CPU that means slow autocast. Keep fp32 unless asked.
        kwargs.setdefault("bf16", False)
        kwargs.setdefault("use_cpu", True)
    kwargs.setdefault("output_dir", "trl-grpo-ext-output")
    try:
        return GRPOExtConfig(**kwargs)
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"invalid training arguments: {exc}") from exc


def load_train_dataset(spec: Any, base_dir: Path | None = None) -> Any:
    """The training dataset of a run description's ``dataset:`` entry.

    Args:
        spec (`dict`): ``{path, split}`` for a local json/jsonl/parquet/csv file (relative paths are
            read from ``base_dir``), or ``{task, size, seed, split, options}`` for a registered task.
        base_dir (`Path`, *optional*): the YAML file's folder.

    Returns:
        `datasets.Dataset` with a ``prompt`` column.
    """
    if not isinstance(spec, dict):
        raise ConfigError(f"'dataset' must be a mapping with 'path' or 'task', got {spec!r}")
    if ("path" in spec) == ("task" in spec):
        raise ConfigError("'dataset' needs exactly one of 'path' (a local file) or 'task' (a registered generator)")
    if "path" in spec:
        for key in spec:
            if key not in FILE_DATASET_KEYS:
                raise _unknown("dataset key", str(key), FILE_DATASET_KEYS)
        from datasets import load_dataset

        path = Path(spec["path"]).expanduser()
        if not path.is_absolute() and base_dir is not None:
            path = base_dir / path
        builder = FILE_BUILDERS.get(path.suffix.lower())
        if builder is None:
            raise ConfigError(f"dataset path {str(path)!r}: unsupported file type; use one of {', '.join(FILE_BUILDERS)}")
        if not path.is_file():
            raise ConfigError(f"dataset path {str(path)!r} does not exist")
        dataset = load_dataset(builder, data_files=str(path), split=spec.get("split", "train"))
    else:
        for key in spec:
            if key not in TASK_DATASET_KEYS:
                raise _unknown("dataset key", str(key), TASK_DATASET_KEYS)
        from trl_grpo_ext.registry import TASKS, PluginError

        try:
            generator = TASKS.load(spec["task"])
        except PluginError as exc:
            raise ConfigError(f"dataset task: {exc}") from exc
        options = dict(spec.get("options") or {})
        for key in ("size", "seed", "split"):
            if key in spec:
                options[key] = spec[key]
        dataset = generator(**options)
    if "prompt" not in dataset.column_names:
        raise ConfigError(f"the dataset needs a 'prompt' column; it has {', '.join(dataset.column_names)}")
    return dataset


def resolve_model(model: Any) -> str:
    """``"default"`` becomes the embedded model's converted checkpoint; anything else is kept."""
    if not isinstance(model, str) or not model:
        raise ConfigError(f"'model' must be 'default' or a model path, got {model!r}")
    if model == "default":
        from trl_grpo_ext.models import default_model_path

        return str(default_model_path())
    return model


def train_from_config(path: str | Path) -> Any:
    """Run the training described by a YAML file; returns the trainer after training."""
    from trl_grpo_ext.trainer import GRPOExtTrainer

    path = Path(path)
    data = load_run_config(path)
    config = build_config(data)
    dataset = load_train_dataset(data["dataset"], base_dir=path.parent)
    try:
        trainer = GRPOExtTrainer(model=resolve_model(data["model"]), args=config, train_dataset=dataset)
    except ValueError as exc:  # a reward plugin or option the registry cannot build
        raise ConfigError(str(exc)) from exc
    trainer.train()
    trainer.save_model(config.output_dir)
    return trainer


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add the ``train`` subcommand to a CLI's subparsers; it runs [`run`]."""
    parser = subparsers.add_parser(
        "train",
        help="a full GRPOExtTrainer run from a YAML file",
        description=(
            "Train with GRPOExtTrainer as a YAML file describes. Top-level keys: "
            f"{', '.join(TOP_LEVEL_KEYS)}; 'args' holds any GRPOConfig field. See the module docstring "
            "(python -c 'import trl_grpo_ext.cli.train as t; print(t.__doc__)') for an example."
        ),
    )
    parser.add_argument("--config", required=True, metavar="FILE.yaml", help="the run description")
    parser.set_defaults(func=run)
    return parser


def run(args: argparse.Namespace) -> int:
    """Train from ``args.config``; prints where the model went. Returns 2 on an invalid config."""
    try:
        trainer = train_from_config(args.config)
    except ConfigError as exc:
        print(f"error: {args.config}: {exc}", file=sys.stderr)
        return 2
    print(f"saved the trained model to {trainer.args.output_dir}")
    return 0
