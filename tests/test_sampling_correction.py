"""Importance-sampling correction of fast rollouts' samples: TRL's vLLM formula, from the loss's own forward."""

from __future__ import annotations

import math

import pytest
import torch
from fixtures.rewards import ParityReward, prompt_dataset
from fixtures.trainer_runs import fast_args

from trl_grpo_ext import GRPOExtTrainer
from trl_grpo_ext.core.correction import METRICS, MODES, importance_sampling_ratio
from trl_grpo_ext.trainer import trl_adapter

CLIPS = {"sequence_mask": (None, 3.0), "sequence_truncate": (0.5, 2.0), "token_mask": (0.8, 1.25),
         "token_truncate": (0.9, 1.1)}


def trl_ratio(old, sampling, mask, mode, clip_min, clip_max):
    """TRL's ratio for vLLM's samples, written out independently, element by element."""
    rows = []
    for o, s, m in zip(old.tolist(), sampling.tolist(), mask.tolist()):
        diffs = [(a - b) * k for a, b, k in zip(o, s, m)]
        values = [math.exp(sum(diffs))] if mode.startswith("sequence") else [math.exp(d) for d in diffs]
        low = -math.inf if clip_min is None else clip_min
        high = math.inf if clip_max is None else clip_max
        if mode.endswith("truncate"):
            values = [min(max(v, low), high) for v in values]
        else:
            values = [v if low <= v <= high else 0.0 for v in values]
        rows.append(values)
    return torch.tensor(rows, dtype=old.dtype)


def test_ratio_is_trls_formula_for_every_mode():
    gen = torch.Generator().manual_seed(0)
    old = -torch.rand(5, 7, generator=gen) * 3
    sampling = old + torch.randn(5, 7, generator=gen) * 0.3
    mask = (torch.rand(5, 7, generator=gen) > 0.2).float()
    for mode in MODES:
        got = importance_sampling_ratio(old, sampling, mask, mode, *CLIPS[mode])
        torch.testing.assert_close(got, trl_ratio(old, sampling, mask, mode, *CLIPS[mode]), rtol=1e-6, atol=1e-7)
    with pytest.raises(ValueError, match="Unknown importance sampling mode"):
        importance_sampling_ratio(old, sampling, mask, "sequence", None, 3.0)


def scored_batch(tmp_path, model_dir, mode):
    """A trainer with fast rollouts on, and one scored batch given hand-made sampling log-probs."""
    clip_min, clip_max = CLIPS[mode]
    args = fast_args(tmp_path / "out", fast_rollouts="model", fast_rollouts_compile=False,
                     vllm_importance_sampling_mode=mode, vllm_importance_sampling_clip_min=clip_min,
                     vllm_importance_sampling_clip_max=clip_max)
    trainer = GRPOExtTrainer(model=model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset(4))
    trainer.model.train()
    trainer.current_gradient_accumulation_steps = args.gradient_accumulation_steps
    torch.manual_seed(0)
    inputs = trl_adapter.hook(trainer, "scoring")([dict(row) for row in prompt_dataset(4) for _ in range(4)][:8])
    ids = torch.cat([inputs["prompt_ids"], inputs["completion_ids"]], dim=1)
    mask = torch.cat([inputs["prompt_mask"], inputs["completion_mask"]], dim=1)
    with torch.no_grad():
        train, _, _ = trl_adapter.hook(trainer, "logps")(trainer.model, ids, mask, inputs["completion_ids"].shape[1])
    noise = torch.randn(train.shape, generator=torch.Generator().manual_seed(1)) * 0.2
    inputs["sampling_per_token_logps"] = (train + noise) * inputs["completion_mask"]
    return trainer, inputs, train


def loss_grads_metrics(trainer, inputs, compute_loss):
    trainer.model.zero_grad()
    trl_adapter.logged_metrics(trainer, "train").clear()
    loss = compute_loss(trainer.model, inputs)
    loss.backward()
    grads = [p.grad.clone() for p in trainer.model.parameters() if p.grad is not None]
    logged = trl_adapter.logged_metrics(trainer, "train")
    return loss.detach(), grads, {k: v[-1] for k, v in logged.items() if k in METRICS}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("loss_type", ["dapo", "grpo", "cispo"])
def test_corrected_loss_is_trls_vllm_loss_on_hand_made_sampling_logprobs(tmp_path, tiny_model_dir, mode, loss_type):
    trainer, inputs, train = scored_batch(tmp_path, tiny_model_dir, mode)
    trainer.loss_type = trainer.args.loss_type = loss_type
    assert "importance_sampling_ratio" not in inputs and not trainer.use_vllm
    mask = inputs["completion_mask"]
    expected_ratio = trl_ratio(train, inputs["sampling_per_token_logps"], mask, mode, *CLIPS[mode])
    assert expected_ratio.min() < expected_ratio.max()  # the hand-made mismatch moves the ratio

    # TRL's own vLLM path, given the ratio it would have computed at scoring time.
    trainer.use_vllm = True
    stock = loss_grads_metrics(trainer, {**inputs, "importance_sampling_ratio": expected_ratio},
                               trl_adapter.hook(trainer, "loss", stock=True))
    trainer.use_vllm = False
    loss, grads, metrics = loss_grads_metrics(trainer, inputs, trl_adapter.hook(trainer, "loss"))
    assert not trainer.use_vllm  # restored
    torch.testing.assert_close(loss, stock[0], rtol=1e-6, atol=1e-7)
    assert len(grads) == len(stock[1]) > 0
    for g, s in zip(grads, stock[1]):
        torch.testing.assert_close(g, s, rtol=1e-5, atol=1e-7)
    delta = (train - inputs["sampling_per_token_logps"]).abs()[mask.bool()]
    ratios = expected_ratio.flatten() if mode.startswith("sequence") else expected_ratio[mask.bool()]
    assert metrics == pytest.approx({METRICS[0]: delta.mean().item(), METRICS[1]: delta.max().item(),
                                     METRICS[2]: ratios.min().item(), METRICS[3]: ratios.mean().item(),
                                     METRICS[4]: ratios.max().item()}, rel=1e-5)
    # Correction off: TRL's loss without a ratio.
    trainer.args.vllm_importance_sampling_correction = False
    plain = loss_grads_metrics(trainer, inputs, trl_adapter.hook(trainer, "loss", stock=True))
    off = loss_grads_metrics(trainer, inputs, trl_adapter.hook(trainer, "loss"))
    torch.testing.assert_close(off[0], plain[0])
    assert off[2] == {}


def test_ratio_uses_old_logprobs_where_trl_computed_them(tmp_path, tiny_model_dir):
    trainer, inputs, train = scored_batch(tmp_path, tiny_model_dir, "token_truncate")
    old = train + 0.05
    inputs["old_per_token_logps"] = old
    expected_ratio = trl_ratio(old, inputs["sampling_per_token_logps"], inputs["completion_mask"], "token_truncate",
                               *CLIPS["token_truncate"])
    trainer.use_vllm = True
    stock = loss_grads_metrics(trainer, {**inputs, "importance_sampling_ratio": expected_ratio},
                               trl_adapter.hook(trainer, "loss", stock=True))
    trainer.use_vllm = False
    loss, _, _ = loss_grads_metrics(trainer, inputs, trl_adapter.hook(trainer, "loss"))
    torch.testing.assert_close(loss, stock[0], rtol=1e-6, atol=1e-7)
