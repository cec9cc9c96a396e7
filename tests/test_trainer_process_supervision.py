"""Process supervision in the trainer: per-token advantages from step rewards reach TRL's loss."""

from __future__ import annotations

import math

import pytest
import torch
from fixtures.rewards import CharPairSteps, ParityReward, prompt_dataset
from fixtures.trainer_runs import Recorder, fast_args, row_key
from trl import GRPOTrainer

from trl_grpo_ext import GRPOExtTrainer
from trl_grpo_ext.core.advantages import process_supervision_advantages
from trl_grpo_ext.core.advantages.process_supervision import token_char_ends_from_ids, token_step_ends
from trl_grpo_ext.trainer.process_supervision import StepSupervision


def scored_batch(tmp_path, model_dir, **overrides):
    args = fast_args(tmp_path / "out", **overrides)
    trainer = GRPOExtTrainer(model=model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset(4))
    trainer.model.train()
    trainer.current_gradient_accumulation_steps = args.gradient_accumulation_steps
    torch.manual_seed(0)
    rows = [dict(row) for row in prompt_dataset(2) for _ in range(4)]
    return trainer, trainer._generate_and_score_completions(rows)


def loss_and_grads(trainer, inputs):
    trainer.model.zero_grad()
    loss = GRPOTrainer._compute_loss(trainer, trainer.model, inputs)
    loss.backward()
    return loss.detach(), [p.grad.clone() for p in trainer.model.parameters() if p.grad is not None]


@pytest.mark.parametrize("loss_type", ["grpo", "bnpo", "dr_grpo", "dapo"])
def test_per_token_advantages_equal_to_the_outcome_ones_give_trls_loss_exactly(tmp_path, tiny_model_dir, loss_type):
    trainer, inputs = scored_batch(tmp_path, tiny_model_dir, loss_type=loss_type, beta=0.04)
    advantages = inputs["advantages"]
    assert advantages.dim() == 1 and bool((advantages != 0).any())
    stock_loss, stock_grads = loss_and_grads(trainer, inputs)
    per_token = advantages.unsqueeze(1).expand_as(inputs["completion_ids"]).clone()
    loss, grads = loss_and_grads(trainer, {**inputs, "advantages": per_token})
    assert torch.equal(loss, stock_loss)
    for g, s in zip(grads, stock_grads, strict=True):
        assert torch.equal(g, s)


def test_token_advantages_for_a_batch(tiny_model_dir):
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_model_dir)
    texts = ["12+30=42 so", "ab", "", "xyzw"]
    encoded = [tokenizer.encode(t, add_special_tokens=False) for t in texts]
    width = max(map(len, encoded)) + 2  # right padding past the longest
    ids = torch.full((4, width), tokenizer.pad_token_id or 0)
    mask = torch.zeros(4, width, dtype=torch.long)
    for i, e in enumerate(encoded):
        ids[i, : len(e)] = torch.tensor(e, dtype=torch.long)
        mask[i, : len(e)] = 1
    supervision = StepSupervision(CharPairSteps(), lambda x: tokenizer.decode(x, skip_special_tokens=True), "pairs")
    out = supervision.token_advantages(
        {"completion_ids": ids, "completion_mask": mask}, texts, slice(0, 4), group_size=2
    )
    assert out.shape == (4, width)
    steps = CharPairSteps().step_rewards(texts)
    ends = [
        token_step_ends([end for _, end in s], token_char_ends_from_ids(supervision.decode, row))
        for s, row in zip(steps, encoded)
    ]
    rewards = [[r for r, _ in s][: len(e)] for s, e in zip(steps, ends)]
    expected = process_supervision_advantages(rewards, ends, list(map(len, encoded)), group_size=2)
    torch.testing.assert_close(out[:, : expected.shape[1]], expected, rtol=0, atol=0)
    assert not out[:, expected.shape[1] :].any() and not out[2].any()  # padding and the empty completion
    assert out[0].abs().sum() > 0


def test_a_step_reward_without_step_rewards_is_refused():
    with pytest.raises(ValueError, match="has no step_rewards"):
        StepSupervision(ParityReward(), str, "parity")


def test_process_supervision_needs_a_step_reward(tmp_path):
    with pytest.raises(ValueError, match="needs step_reward"):
        fast_args(tmp_path, process_supervision=True)
    with pytest.raises(ValueError, match="step_reward must name"):
        fast_args(tmp_path, process_supervision=True, step_reward="no_such_reward")


@pytest.mark.slow
@pytest.mark.parametrize("step_reward", ["arithmetic_steps", "fixtures.rewards:CharPairSteps"])
def test_two_steps_with_process_supervision(tmp_path, tiny_model_dir, step_reward):
    args = fast_args(tmp_path / "out", process_supervision=True, step_reward=step_reward, beta=0.04)
    trainer = GRPOExtTrainer(
        model=tiny_model_dir, reward_funcs=[ParityReward(), "arithmetic_steps"], args=args,
        train_dataset=prompt_dataset(4),
    )
    record = Recorder(trainer)
    trainer.train()
    assert len(record.generated) == len(record.loss_inputs) == 2
    for generated, loss_inputs in zip(record.generated, record.loss_inputs, strict=True):
        advantages = generated["advantages"]
        assert advantages.shape == generated["completion_ids"].shape
        assert not (advantages * (1 - generated["completion_mask"])).any()
        # each loss row carries the advantages of its generated row
        by_row = {row_key(generated, i): advantages[i] for i in range(advantages.shape[0])}
        for i in range(loss_inputs["advantages"].shape[0]):
            torch.testing.assert_close(loss_inputs["advantages"][i], by_row[row_key(loss_inputs, i)])
    if step_reward != "arithmetic_steps":  # random text has steps every two characters
        assert any(g["advantages"].abs().sum() > 0 for g in record.generated)
    losses = [h["loss"] for h in trainer.state.log_history if "loss" in h]
    assert len(losses) == 2 and all(math.isfinite(v) for v in losses)
    assert len([h for h in trainer.state.log_history if "scheme/p_mean" in h]) == 2


def test_trls_loss_still_takes_per_token_advantages():
    import inspect

    source = inspect.getsource(GRPOTrainer._compute_loss)
    assert "if advantages.dim() == 1:\n            advantages = advantages.unsqueeze(1)" in source
