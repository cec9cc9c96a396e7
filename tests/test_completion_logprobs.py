"""Off a Triton device the loss's log-probabilities come from the completion's positions only, and equal TRL's."""

from __future__ import annotations

import pytest
import torch
from fixtures.rewards import ParityReward, prompt_dataset
from fixtures.trainer_runs import fast_args

from trl_grpo_ext import GRPOExtTrainer
from trl_grpo_ext.trainer import trl_adapter
from trl_grpo_ext.trainer.trl_adapter import completion_logprobs


@pytest.fixture
def trainer_and_batch(tmp_path, tiny_model_dir):
    trainer = GRPOExtTrainer(model=tiny_model_dir, reward_funcs=[ParityReward()], args=fast_args(tmp_path / "o"),
                             train_dataset=prompt_dataset(4))
    if not trainer.trl_minor.logprobs_score_every_position_off_triton:
        pytest.skip(f"trl {trainer.trl_minor.tested} has no fused LM head that scores every position off Triton")
    torch.manual_seed(0)
    rows = [dict(row) for row in prompt_dataset(4) for _ in range(4)][:8]
    inputs = trl_adapter.hook(trainer, "scoring")(rows)
    ids = torch.cat([inputs["prompt_ids"], inputs["completion_ids"]], dim=1)
    mask = torch.cat([inputs["prompt_mask"], inputs["completion_mask"]], dim=1)
    mask[0, :3] = 0  # a left-padded prompt and a completion that stopped early: what TRL masks
    mask[1, -2:] = 0
    return trainer, ids, mask, inputs["completion_ids"].size(1)


def logps_and_grads(trainer, score, ids, mask, keep, **kwargs):
    trainer.model.zero_grad()
    logps, entropies, _ = score(trainer.model, ids, mask, keep, compute_entropy=True, **kwargs)
    (logps * mask[:, -keep:]).sum().backward()
    grads = {n: p.grad.clone() for n, p in trainer.model.named_parameters() if p.grad is not None}
    return logps.detach(), entropies.detach(), grads


@pytest.mark.parametrize("batch_size", [None, 3])
def test_completion_positions_give_trls_logprobs_entropies_and_gradients(trainer_and_batch, batch_size):
    trainer, ids, mask, keep = trainer_and_batch
    stock = logps_and_grads(trainer, trl_adapter.hook(trainer, "logps", stock=True), ids, mask, keep,
                            batch_size=batch_size)
    ours = logps_and_grads(trainer, trl_adapter.hook(trainer, "logps"), ids, mask, keep, batch_size=batch_size)
    torch.testing.assert_close(ours[0], stock[0], rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(ours[1], stock[1], rtol=1e-5, atol=1e-5)
    assert (ours[0][mask[:, -keep:] == 0] == 0).all()
    assert ours[2].keys() == stock[2].keys() and ours[2]
    for name, grad in ours[2].items():
        torch.testing.assert_close(grad, stock[2][name], rtol=1e-4, atol=1e-6, msg=name)


def test_under_bf16_autocast_they_agree_to_bf16_rounding(trainer_and_batch):
    trainer, ids, mask, keep = trainer_and_batch
    with torch.autocast("cpu", dtype=torch.bfloat16):
        stock = trl_adapter.hook(trainer, "logps", stock=True)(trainer.model, ids, mask, keep)[0]
        ours = trl_adapter.hook(trainer, "logps")(trainer.model, ids, mask, keep)[0]
    assert ours.dtype == stock.dtype == torch.float32
    torch.testing.assert_close(ours, stock, rtol=0.0, atol=0.05)


@pytest.mark.parametrize("kwargs", [{"compute_aux_loss": True}, {"pixel_values": torch.zeros(1)}])
def test_what_the_completion_path_does_not_cover_goes_to_trl(trainer_and_batch, kwargs):
    trainer, ids, mask, keep = trainer_and_batch
    assert completion_logprobs(trainer, trainer.model, ids, mask, keep) is not None
    assert completion_logprobs(trainer, trainer.model, ids, mask, keep, **kwargs) is None


def test_a_training_step_on_a_cpu_takes_the_completion_path(trainer_and_batch, monkeypatch):
    trainer = trainer_and_batch[0]
    taken = []

    def spy(*args, **kwargs):
        out = completion_logprobs(*args, **kwargs)
        taken.append(out is not None)
        return out

    monkeypatch.setattr(trl_adapter.logprobs, "completion_logprobs", spy)  # where the hook looks it up
    trainer.args.max_steps = 1
    trainer.train()
    assert taken and all(taken)


def test_on_a_triton_device_repeated_prompts_run_once_without_checkpointing_and_equal_trl(trainer_and_batch,
                                                                                         monkeypatch):
    import trl.trainer.utils

    from trl_grpo_ext.trainer import shared_prompt

    trainer, ids, mask, keep = trainer_and_batch
    monkeypatch.setattr(trl.trainer.utils, "_use_triton", lambda device: True)  # as on a GPU: TRL scores compactly
    share = shared_prompt.repeated_share(trainer.model.base_model, ids, mask, keep)
    assert 0 < share < shared_prompt.MIN_REPEATED_SHARE_ON_GPU  # completions longer than the prompts: TRL's pass
    assert completion_logprobs(trainer, trainer.model, ids, mask, keep) is None
    monkeypatch.setattr(shared_prompt, "MIN_REPEATED_SHARE_ON_GPU", share)  # as if prompts were long enough
    stock = logps_and_grads(trainer, trl_adapter.hook(trainer, "logps", stock=True), ids, mask, keep)
    ours = logps_and_grads(trainer, trl_adapter.hook(trainer, "logps"), ids, mask, keep)
    torch.testing.assert_close(ours[0], stock[0], rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(ours[1], stock[1], rtol=1e-5, atol=1e-5)
    assert ours[2].keys() == stock[2].keys() and ours[2]
    for name, grad in ours[2].items():
        torch.testing.assert_close(grad, stock[2][name], rtol=1e-4, atol=1e-6, msg=name)
    assert completion_logprobs(trainer, trainer.model, ids, mask, keep) is not None
    distinct = ids[:, :-keep].unique(dim=0, return_inverse=True)[1]
    first_of_each = [distinct.tolist().index(i) for i in range(int(distinct.max()) + 1)]
    assert completion_logprobs(trainer, trainer.model, ids[first_of_each], mask[first_of_each], keep) is None
    trainer.model.gradient_checkpointing_enable()
    trainer.model.train()
    assert completion_logprobs(trainer, trainer.model, ids, mask, keep) is None
