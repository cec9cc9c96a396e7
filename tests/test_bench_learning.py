"""bench/learning.py keeps launches apart: one folder per launch, keyed by its settings; merge reads one."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("bench_learning", ROOT / "bench" / "learning.py")
learning = importlib.util.module_from_spec(spec)
spec.loader.exec_module(learning)


def _run(folder: Path, scheme: str, seed: int, settings: dict, greedy_after: float) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    score = {"greedy": 0.1, "sampled": 0.1, f"pass@{settings['sampled_k']}": 0.2}
    result = {"scheme": scheme, "seed": seed, "settings": settings, "device": "cpu", "before": score,
              "after": {**score, "greedy": greedy_after}, "reward_per_step": [0.1, 0.3],
              "frac_zero_variance_per_step": [0.5, 0.5], "train_s": 1.0}
    (folder / f"{scheme}-{seed}.json").write_text(json.dumps(result))


@pytest.fixture
def quiet_plot(monkeypatch):
    monkeypatch.setattr(learning, "_plot", lambda by_scheme, order, path: path.write_bytes(b"png"))


def test_merge_reads_only_the_newest_launch(tmp_path, monkeypatch, quiet_plot):
    old = {**learning.SETTINGS, "task": "two_digit_addition"}
    new = {**learning.SETTINGS, "task": "basic_arithmetic"}
    _run(tmp_path / "20260101-000000-two_digit_addition-x", "contrastive", 0, old, 0.9)
    newest = tmp_path / "20260102-000000-basic_arithmetic-y"
    for scheme in ("trl", "max_rl"):
        _run(newest, scheme, 0, new, 0.5)
    monkeypatch.setattr(learning, "RUNS_DIR", tmp_path)
    monkeypatch.setattr(learning, "PUBLISHED", tmp_path / "published.json")
    merged = learning.merge()
    assert merged["launch"] == newest.name and set(merged["summary"]) == {"trl", "max_rl"}  # no stray contrastive
    assert merged["settings_key"] == learning.settings_key(new)
    assert (newest / "merged.json").is_file() and not (tmp_path / "published.json").exists()  # publishing is explicit


def test_merge_refuses_a_folder_that_mixes_settings(tmp_path, quiet_plot):
    folder = tmp_path / "20260101-000000-mixed"
    _run(folder, "trl", 0, learning.SETTINGS, 0.5)
    _run(folder, "max_rl", 0, {**learning.SETTINGS, "steps": 7}, 0.5)
    with pytest.raises(SystemExit, match="mixes runs of different settings"):
        learning.merge(folder)


def test_each_launch_gets_a_new_folder_named_by_its_settings(tmp_path):
    first = learning.new_launch_dir(learning.SETTINGS, tmp_path)
    assert first.name.endswith(f"-{learning.SETTINGS['task']}-{learning.settings_key(learning.SETTINGS)}")
    other = learning.new_launch_dir({**learning.SETTINGS, "lr": 1e-5}, tmp_path)
    assert other.name.rsplit("-", 1)[1] != first.name.rsplit("-", 1)[1]


def test_committed_results_are_one_launch_that_matches_the_published_table():
    published = json.loads(learning.PUBLISHED.read_text())
    folder = learning.RUNS_DIR / published["launch"]
    runs = learning.load_launch(folder)
    assert {f"{r['scheme']}-{r['seed']}" for r in runs} == {f"{r['scheme']}-{r['seed']}" for r in published["runs"]}
    assert published["settings_key"] == learning.settings_key(runs[0]["settings"])
