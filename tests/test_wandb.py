"""An offline wandb run through GRPOExtTrainer, read back from disk."""

from __future__ import annotations

import pytest
from fixtures.rewards import ParityReward, prompt_dataset
from fixtures.trainer_runs import Recorder, fast_args
from fixtures.wandb_offline import read_offline_run

from trl_grpo_ext import GRPOExtTrainer
from trl_grpo_ext.core.theory import fixed_point

pytestmark = pytest.mark.slow


@pytest.fixture
def offline_wandb(tmp_path, monkeypatch):
    directory = tmp_path / "wandb-dir"
    directory.mkdir()
    monkeypatch.setenv("WANDB_MODE", "offline")
    monkeypatch.setenv("WANDB_DIR", str(directory))
    monkeypatch.setenv("WANDB_SILENT", "true")
    monkeypatch.setenv("WANDB_PROJECT", "trl-grpo-ext-tests")
    monkeypatch.delenv("WANDB_RUN_ID", raising=False)
    yield directory
    import wandb

    wandb.teardown()  # forget this run's settings (WANDB_DIR): the next test's run starts afresh


def test_offline_run_has_diagnostics_histogram_history_table_and_config(tmp_path, tiny_model_dir, offline_wandb):
    import wandb

    args = fast_args(
        tmp_path / "out",
        report_to=["wandb"],
        advantage_scheme="pass_at_k",
        scheme_kwargs={"k": 2},
        beta=2.0,  # KL on: the summary records the predicted p*
        run_name="wandb-test",
    )
    trainer = GRPOExtTrainer(
        model=tiny_model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset(4)
    )
    record = Recorder(trainer)
    try:
        trainer.train()
    finally:
        wandb.finish()
    run = read_offline_run(str(offline_wandb))

    # scalar diagnostics and the reward plugin's outcome rates, at both steps
    for key in ("train/scheme/p_mean", "train/scheme/frac_zero_variance", "train/scheme/w_plus_mean",
                "train/parity/even", "train/parity/cache_hit_rate", "train/reward"):  # fmt: skip
        steps = sorted({h["train/global_step"] for h in run.history if key in h})
        assert steps == [1, 2], key
    p_means = [h["train/scheme/p_mean"] for h in run.history if "train/scheme/p_mean" in h]
    expected = [r.view(-1, 4).mean(1).mean().item() for r in record.rewards]
    assert p_means == pytest.approx(expected)

    # a histogram of per-group p at each logging step, on [0, 1] bins
    histograms = [h for h in run.history if "train/scheme/group_p/_type" in h]
    assert [h["train/global_step"] for h in histograms] == [1, 2]
    for h, rewards in zip(histograms, record.rewards):
        assert h["train/scheme/group_p/_type"] == "histogram"
        assert h["train/scheme/group_p/bins"][0] == 0 and h["train/scheme/group_p/bins"][-1] == 1
        assert sum(h["train/scheme/group_p/values"]) == rewards.numel() // 4  # one count per group

    # the completions table keeps both steps: one increment per step, with rewards and advantages
    increments = run.tables("completions_history")
    assert len(increments) == 2
    columns = increments[0]["columns"]
    assert columns == ["step", "prompt", "completion", "reward/parity", "advantage"]
    for step, (table, rewards, generated) in enumerate(zip(increments, record.rewards, record.generated), 1):
        rows = table["data"]
        assert len(rows) == 8 and {row[0] for row in rows} == {step}
        assert [row[3] for row in rows] == pytest.approx(rewards[:, 0].tolist())
        assert [row[4] for row in rows] == pytest.approx(generated["advantages"].tolist(), abs=1e-6)
        assert all(row[1].startswith("Question") for row in rows)
    assert max(h.get("completions_history/nrows", 0) for h in run.history) == 16  # the history, not one step

    # the run config records the scheme, its parameters and the reward functions
    ext = run.config["trl_grpo_ext"]
    assert ext["advantage_scheme"] == "pass_at_k"
    assert ext["scheme_params"] == {"k": 2}
    assert ext["reward_functions"] == [{"name": "parity", "source": "object", "options": {}, "weight": 1.0}]
    assert run.config["advantage_scheme"] == "pass_at_k"  # TRL's args too

    # the summary records the theory's p* for this scheme and beta, from the first step's p
    assert run.summary["scheme/p_ref"] == pytest.approx(expected[0])
    assert run.summary["scheme/predicted_p_star"] == pytest.approx(
        fixed_point(expected[0], 2.0, scheme=trainer.scheme)
    )


def test_history_logs_each_generation_batch_once(tmp_path, tiny_model_dir, offline_wandb):
    import wandb
    from datasets import Dataset

    # conversational prompts, and a batch reused for two steps (num_iterations=2)
    plain = prompt_dataset(4)
    dataset = Dataset.from_dict(
        {"prompt": [[{"role": "user", "content": p}] for p in plain["prompt"]], "mode": plain["mode"]}
    )
    args = fast_args(tmp_path / "out", report_to=["wandb"], advantage_scheme="max_rl", num_iterations=2)
    trainer = GRPOExtTrainer(model=tiny_model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=dataset)
    try:
        trainer.train()
    finally:
        wandb.finish()
    run = read_offline_run(str(offline_wandb))
    (table,) = run.tables("completions_history")  # step 2 reused step 1's batch: nothing new to add
    assert len(table["data"]) == 8
    assert all(row[0] == 1 and row[1].startswith("user: Question") for row in table["data"])
    assert "predicted_p_star" not in str(sorted(run.summary))  # beta = 0: no KL, no fixed point
