"""GRPOExtTrainer on a tiny random model: the advantages that reach the loss are the scheme's."""

from __future__ import annotations

import pytest
import torch
from fixtures.rewards import LengthShare, ParityReward, parity_or_none, prompt_dataset
from fixtures.trainer_runs import Recorder, assert_loss_rows_match, fast_args, trl_weighted_sum

from trl_grpo_ext import GRPOExtTrainer
from trl_grpo_ext.core.advantages import compute_advantages
from trl_grpo_ext.registry import REWARDS, register_reward

pytestmark = pytest.mark.slow

SCHEMES = [
    ("grpo", {}),
    ("contrastive", {"eps": 1e-4}),
    ("mean_only", {}),
    ("rloo", {}),
    ("pass_at_k", {"k": 2}),
    ("max_rl", {}),
    ("risk_seeking", {"risk": 2.0}),
    ("beta_prior", {}),
    ("negative_weighted", {"lam": 0.2}),
]


def train(tmp_path, model_dir, reward_funcs, recorder=True, dataset=None, **overrides):
    args = fast_args(tmp_path / "out", **overrides)
    dataset = prompt_dataset(4) if dataset is None else dataset
    trainer = GRPOExtTrainer(model=model_dir, reward_funcs=reward_funcs, args=args, train_dataset=dataset)
    record = Recorder(trainer) if recorder else None
    trainer.train()
    return trainer, record


def assert_scheme_reached_loss(record, scheme, params, weights, group_size=4):
    assert record.rewards, "no generation batch was scored"
    for rewards, generated in zip(record.rewards, record.generated, strict=True):
        expected = compute_advantages(trl_weighted_sum(rewards, weights), group_size, scheme, **params)
        torch.testing.assert_close(generated["advantages"], expected, rtol=0, atol=1e-6)
    for loss_inputs in record.loss_inputs:
        # one generation batch per optimisation step here: find the one this loss batch came from
        matches = [g for g in record.generated if g["prompt_ids"].shape == loss_inputs["prompt_ids"].shape]
        errors = []
        for generated in matches:
            try:
                assert_loss_rows_match(generated, loss_inputs)
                break
            except (AssertionError, KeyError) as exc:
                errors.append(exc)
        else:
            raise AssertionError(f"a loss batch matches no generated batch: {errors}")


@pytest.mark.parametrize(("scheme", "params"), SCHEMES, ids=[s for s, _ in SCHEMES])
def test_every_scheme_reaches_the_loss(tmp_path, tiny_model_dir, scheme, params):
    trainer, record = train(
        tmp_path, tiny_model_dir, [ParityReward()], advantage_scheme=scheme, scheme_kwargs=params
    )
    assert len(record.generated) == 2 and len(record.loss_inputs) == 2
    assert_scheme_reached_loss(record, scheme, params, weights=[1.0])
    # the run saw groups with contrast and zero-variance groups (right/wrong prompts)
    rewards = torch.cat(record.rewards).view(-1, 4)
    assert bool(((rewards.min(1).values == 0) & (rewards.max(1).values == 1)).any())
    assert bool((rewards.min(1).values == rewards.max(1).values).any())
    # the completions log TRL shows carries the scheme's advantages
    last = compute_advantages(trl_weighted_sum(record.rewards[-1], [1.0]), 4, scheme, **params)
    assert list(trainer._logs["advantages"]) == pytest.approx(last.tolist(), abs=1e-6)
    history = [h for h in trainer.state.log_history if "scheme/p_mean" in h]
    assert len(history) == 2
    for h, rewards in zip(history, record.rewards):
        assert h["scheme/p_mean"] == pytest.approx(rewards.view(-1, 4).mean(1).mean().item())
        assert h["scheme/frac_zero_variance"] == pytest.approx(
            (rewards.view(-1, 4).std(1) == 0).float().mean().item()
        )


def test_grpo_scheme_equals_stock_trl(tmp_path, tiny_model_dir):
    from trl import GRPOConfig, GRPOTrainer

    stock = GRPOTrainer(
        model=tiny_model_dir,
        reward_funcs=[ParityReward()],
        args=fast_args(tmp_path / "stock", config_cls=GRPOConfig),
        train_dataset=prompt_dataset(4),
    )
    stock_record = Recorder(stock)
    stock.train()
    ext, ext_record = train(tmp_path, tiny_model_dir, [ParityReward()], advantage_scheme="grpo")

    assert len(stock_record.loss_inputs) == len(ext_record.loss_inputs) == 2
    for a, b in zip(stock_record.rewards, ext_record.rewards, strict=True):
        torch.testing.assert_close(a, b)  # same seed, same completions, same rewards
    for a, b in zip(stock_record.loss_inputs, ext_record.loss_inputs, strict=True):
        torch.testing.assert_close(a["completion_ids"], b["completion_ids"])
        assert torch.equal(a["advantages"], b["advantages"])  # to the last digit
        assert not torch.equal(a["advantages"], torch.zeros_like(a["advantages"]))
    losses = [[h["loss"] for h in trainer.state.log_history if "loss" in h] for trainer in (stock, ext)]
    assert len(losses[0]) == 2 and losses[0] == losses[1]


def test_num_iterations_reuses_the_batch_without_recomputing(tmp_path, tiny_model_dir):
    trainer, record = train(
        tmp_path, tiny_model_dir, [ParityReward()], advantage_scheme="max_rl", num_iterations=2, max_steps=2
    )
    assert len(record.rewards) == 1, "one generation batch, used twice"
    assert len(record.loss_inputs) == 2
    assert_scheme_reached_loss(record, "max_rl", {}, weights=[1.0])
    first, second = record.loss_inputs
    torch.testing.assert_close(first["advantages"], second["advantages"], rtol=0, atol=0)
    torch.testing.assert_close(first["completion_ids"], second["completion_ids"])
    assert trainer.generations_seen == 1


def test_peft_lora_run(tmp_path, tiny_model_dir):
    from peft import LoraConfig, PeftModel

    args = fast_args(tmp_path / "out", advantage_scheme="contrastive")
    trainer = GRPOExtTrainer(
        model=tiny_model_dir,
        reward_funcs=[ParityReward()],
        args=args,
        train_dataset=prompt_dataset(4),
        peft_config=LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"),
    )
    assert isinstance(trainer.model, PeftModel)
    lora_b = {n: p.detach().clone() for n, p in trainer.model.named_parameters() if "lora_B" in n}
    record = Recorder(trainer)
    trainer.train()
    assert_scheme_reached_loss(record, "contrastive", {}, weights=[1.0])
    changed = [n for n, p in trainer.model.named_parameters() if "lora_B" in n and not torch.equal(p, lora_b[n])]
    assert changed, "the LoRA adapter was not trained"


def test_two_reward_functions_with_weights_and_unscorable_rows(tmp_path, tiny_model_dir):
    # parity_or_none and length_share both return None on "wrong" rows: those rows are unscorable.
    register_reward("test_length_share", LengthShare, override=True)
    try:
        trainer, record = train(
            tmp_path,
            tiny_model_dir,
            [parity_or_none],
            advantage_scheme="rloo",
            reward_weights=[2.0],
            reward_plugins=[{"name": "test_length_share", "options": {"scale": 3.0}, "weight": 0.5}],
        )
    finally:
        REWARDS.reset()
    assert trainer.reward_weights.tolist() == [2.0, 0.5]
    assert trainer.reward_func_names == ["parity_or_none", "length_share"]
    assert trainer.reward_funcs[1].scale == 3.0
    assert_scheme_reached_loss(record, "rloo", {}, weights=[2.0, 0.5])
    rewards = torch.cat(record.rewards)
    unscorable = torch.isnan(rewards).all(dim=1)
    assert bool(unscorable.any())
    advantages = torch.cat([g["advantages"] for g in record.generated])
    assert bool((advantages[unscorable] == 0).all())
    assert not bool((advantages[~unscorable] == 0).all())


def test_registry_names_and_dotted_paths_in_reward_funcs(tmp_path, tiny_model_dir):
    register_reward("test_parity", ParityReward, override=True)
    try:
        trainer, record = train(
            tmp_path,
            tiny_model_dir,
            ["test_parity", "fixtures.rewards:parity_or_none"],
            advantage_scheme="mean_only",
            max_steps=1,
        )
    finally:
        REWARDS.reset()
    assert isinstance(trainer.reward_funcs[0], ParityReward)
    assert trainer.reward_funcs[1] is parity_or_none
    assert [s["source"] for s in trainer.reward_func_specs] == ["registry", "fixtures.rewards:parity_or_none"]
    assert_scheme_reached_loss(record, "mean_only", {}, weights=[1.0, 1.0])


def test_drop_zero_variance_groups_leaves_loss_and_normaliser(tmp_path, tiny_model_dir):
    trainer, record = train(
        tmp_path, tiny_model_dir, [ParityReward()], advantage_scheme="grpo", drop_zero_variance_groups=True
    )
    for rewards, generated in zip(record.rewards, record.generated, strict=True):
        grouped = rewards[:, 0].view(-1, 4)
        zero_variance = (grouped.max(1).values == grouped.min(1).values).repeat_interleave(4)
        loss_mask = generated["completion_mask"] * generated["tool_mask"]
        assert bool((loss_mask[zero_variance] == 0).all())
        torch.testing.assert_close(loss_mask[~zero_variance], generated["completion_mask"][~zero_variance])
        assert int(generated["num_items_in_batch"]) == int(loss_mask.sum())
        # attention is untouched: the completion mask still covers every generated token
        assert int(generated["completion_mask"][zero_variance].sum()) > 0
    dropped = [h["scheme/frac_dropped_tokens"] for h in trainer.state.log_history if "scheme/frac_dropped_tokens" in h]
    assert len(dropped) == 2 and all(0 < d < 1 for d in dropped)
    assert_scheme_reached_loss(record, "grpo", {}, weights=[1.0])


# ------------------------------------------------------------------ diagnostics as the scheme sees them
def small_penalty(prompts, completions, completion_ids=None, **kwargs):
    """A shaping term in (-0.1, 0] that depends on the text: raw rewards differ even where successes do not."""
    return [-0.1 * (sum(map(ord, c)) % 7) / 7 for c in completions]


def test_diagnostics_count_contrast_in_successes_for_a_thresholded_scheme():
    from trl_grpo_ext.trainer.diagnostics import scheme_diagnostics

    # all wrong with a varying penalty | all right with a varying penalty | 1 of 4 right | unscorable
    nan = float("nan")
    rewards = torch.tensor([0.0, -0.1, 0.0, -0.05, 1.0, 0.9, 0.95, 1.0, 1.0, 0.0, -0.1, 0.0, nan, nan, nan, 0.0])
    advantages = compute_advantages(rewards, 4, "max_rl", success_threshold=0.5)
    d = scheme_diagnostics(rewards, advantages, 4, success_threshold=0.5, success_based=True)
    assert d.group_p == [0.0, 1.0, 0.25, 0.0]
    assert d.zero_variance.tolist() == [True, True, False, True]  # one scorable row: no contrast either
    assert d.frac_zero_variance == 0.75
    assert d.frac_zero_variance_raw == 0.25  # only the one-row group has equal raw rewards
    assert d.metrics()["scheme/frac_zero_variance_raw"] == 0.25
    # max_rl at p = 1/4: +(1 - p)/p on the success, -1 on each failure (the penalty is invisible to it)
    assert d.w_plus_mean == pytest.approx(3.0) and d.w_minus_mean == pytest.approx(1.0)
    # the same rewards under a raw-reward scheme: contrast is in the raw rewards
    raw = scheme_diagnostics(rewards, compute_advantages(rewards, 4, "grpo"), 4, success_threshold=0.5)
    assert raw.zero_variance.tolist() == [False, False, False, True]
    assert raw.frac_zero_variance_raw is None and "scheme/frac_zero_variance_raw" not in raw.metrics()


def test_binary_scheme_without_threshold_reads_binary_rewards_as_successes():
    from trl_grpo_ext.trainer.diagnostics import scheme_diagnostics

    rewards = torch.tensor([1.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0])
    d = scheme_diagnostics(rewards, compute_advantages(rewards, 4, "pass_at_k", k=2), 4, success_based=True)
    assert d.frac_zero_variance == d.frac_zero_variance_raw == 0.5
    with pytest.raises(ValueError, match="binary"):
        scheme_diagnostics(rewards * 0.5, rewards, 4, success_based=True)


def test_trainer_logs_zero_variance_as_the_thresholded_scheme_sees_it_and_drops_those_groups(
    tmp_path, tiny_model_dir
):
    trainer, record = train(
        tmp_path,
        tiny_model_dir,
        [ParityReward(), small_penalty],
        advantage_scheme="max_rl",
        scheme_kwargs={"success_threshold": 0.5},
        drop_zero_variance_groups=True,
    )
    history = [h for h in trainer.state.log_history if "scheme/frac_zero_variance" in h]
    assert len(history) == 2
    raw_shares = []
    for h, rewards, generated in zip(history, record.rewards, record.generated, strict=True):
        total = trl_weighted_sum(rewards, [1.0, 1.0]).view(-1, 4)
        successes = (total >= 0.5).float().sum(1)
        no_contrast = (successes == 0) | (successes == 4)
        raw_equal = total.max(1).values == total.min(1).values
        assert h["scheme/frac_zero_variance"] == pytest.approx(no_contrast.float().mean().item())
        assert h["scheme/frac_zero_variance_raw"] == pytest.approx(raw_equal.float().mean().item())
        raw_shares.append(h["scheme/frac_zero_variance_raw"])
        # the groups without contrast in successes are out of the loss, though their raw rewards differ
        loss_mask = generated["completion_mask"] * generated["tool_mask"]
        assert bool((loss_mask[no_contrast.repeat_interleave(4)] == 0).all())
    # the right/wrong prompts' penalties differ, so the raw share undercounts: the number this fixes
    assert any(h["scheme/frac_zero_variance"] > raw for h, raw in zip(history, raw_shares))
    assert_scheme_reached_loss(record, "max_rl", {"success_threshold": 0.5}, weights=[1.0, 1.0])


def test_two_steps_with_a_scheme_and_math_accuracy(tmp_path, tiny_model_dir):
    """The check each supported TRL minor must pass: a scheme, the math checker from the registry, two steps."""
    from datasets import Dataset

    plain = prompt_dataset(4)
    dataset = Dataset.from_dict({**plain.to_dict(), "answer": ["1", "2", "3", "4"]})
    trainer, record = train(
        tmp_path,
        tiny_model_dir,
        [ParityReward()],
        advantage_scheme="max_rl",
        scheme_kwargs={"success_threshold": 0.5},
        reward_plugins=["math_accuracy"],
        dataset=dataset,
    )
    assert trainer.reward_func_names == ["parity", "math_accuracy"]
    assert trainer.state.global_step == 2 and len(record.generated) == 2
    assert_scheme_reached_loss(record, "max_rl", {"success_threshold": 0.5}, weights=[1.0, 1.0])
    logged = [h for h in trainer.state.log_history if "rewards/math_accuracy/mean" in h]
    assert len(logged) == 2 and all(0.0 <= h["rewards/math_accuracy/mean"] <= 1.0 for h in logged)
