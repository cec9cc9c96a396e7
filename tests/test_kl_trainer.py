"""``kl_estimator`` in the trainer: k3 through the adapter's path is TRL's loss; k1, k2, k3 train and log ``kl``."""

from __future__ import annotations

import math

import pytest
import torch
from fixtures.rewards import ParityReward, prompt_dataset
from fixtures.trainer_runs import fast_args
from trl import GRPOTrainer

from trl_grpo_ext import GRPOExtTrainer

BETA = 0.04


def scored_batch(tmp_path, model_dir, **overrides):
    """A trainer and one generated, scored batch (with reference log-probabilities), in train mode."""
    args = fast_args(tmp_path / "out", beta=BETA, **overrides)
    trainer = GRPOExtTrainer(model=model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset(4))
    trainer.model.train()
    trainer.current_gradient_accumulation_steps = args.gradient_accumulation_steps
    torch.manual_seed(0)
    rows = [dict(row) for row in prompt_dataset(4) for _ in range(4)][:8]
    inputs = trainer._generate_and_score_completions(rows)
    # a policy a little away from the reference, so that the KL term and its gradient are not zero
    with torch.no_grad():
        for p in trainer.model.parameters():
            p.add_(0.05 * torch.randn_like(p))
    return trainer, inputs


def loss_and_grads(trainer, inputs, compute_loss):
    trainer.model.zero_grad()
    loss = compute_loss(trainer.model, inputs)
    loss.backward()
    grads = [p.grad.clone() for p in trainer.model.parameters() if p.grad is not None]
    return loss.detach(), grads, trainer._metrics["train"]["kl"][-1]


@pytest.mark.parametrize("loss_type", ["grpo", "bnpo", "dr_grpo", "dapo", "luspo", "sapo"])
@pytest.mark.parametrize("bias_correction", [True, False])
def test_k3_through_the_adapter_equals_trls_loss_grads_and_logged_kl(tmp_path, tiny_model_dir, loss_type,
                                                                     bias_correction):
    trainer, inputs = scored_batch(tmp_path, tiny_model_dir, loss_type=loss_type,
                                   use_bias_correction_kl=bias_correction)
    assert inputs["ref_per_token_logps"] is not None
    stock_loss, stock_grads, stock_kl = loss_and_grads(
        trainer, inputs, lambda model, batch: GRPOTrainer._compute_loss(trainer, model, batch)
    )
    trainer.loss_kl_estimator = lambda: "k3"  # TRL's estimator, but through kl_penalty
    loss, grads, kl = loss_and_grads(trainer, inputs, trainer._compute_loss)
    assert trainer.beta == BETA  # restored
    assert stock_kl > 0
    # the same sum in another order: equal up to float32 rounding
    torch.testing.assert_close(loss, stock_loss, rtol=1e-6, atol=1e-7)
    assert kl == pytest.approx(stock_kl, rel=1e-6)
    assert len(grads) == len(stock_grads) > 0
    for g, s in zip(grads, stock_grads):
        torch.testing.assert_close(g, s, rtol=1e-5, atol=1e-7)


def test_k2_changes_the_loss_by_beta_times_the_difference_of_the_terms(tmp_path, tiny_model_dir):
    trainer, inputs = scored_batch(tmp_path, tiny_model_dir, loss_type="bnpo", use_bias_correction_kl=False)
    stock_loss, _, stock_kl = loss_and_grads(
        trainer, inputs, lambda model, batch: GRPOTrainer._compute_loss(trainer, model, batch)
    )
    trainer.args.kl_estimator = "k2"
    loss, _, kl = loss_and_grads(trainer, inputs, trainer._compute_loss)
    # bnpo is the masked mean over tokens, which is what the logged kl is too
    assert loss.item() == pytest.approx(stock_loss.item() + BETA * (kl - stock_kl), rel=1e-5, abs=1e-7)
    assert not math.isclose(kl, stock_kl, rel_tol=1e-6)


def test_an_unknown_estimator_is_refused(tmp_path):
    with pytest.raises(ValueError, match="kl_estimator must be one of k1, k2, k3, got 'k4'"):
        fast_args(tmp_path, kl_estimator="k4")
    assert fast_args(tmp_path, kl_estimator="k2").kl_estimator == "k2"


@pytest.mark.slow
def test_two_steps_per_estimator_log_different_kl(tmp_path, tiny_model_dir):
    logged, first = {}, {}
    for estimator in ("k1", "k2", "k3"):
        args = fast_args(tmp_path / estimator, beta=BETA, kl_estimator=estimator)
        trainer = GRPOExtTrainer(
            model=tiny_model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset(4)
        )
        trainer.train()
        history = [h["kl"] for h in trainer.state.log_history if "kl" in h]
        assert len(history) == 2 and all(math.isfinite(v) for v in history), estimator
        logged[estimator], first[estimator] = history[-1], history[0]
    # step 1 is on the reference (kl 0 for every estimator); step 2 has moved away from it
    print("logged kl at step 2:", logged, "step 1:", first)
    assert first == {"k1": 0.0, "k2": 0.0, "k3": 0.0}
    assert logged["k2"] > 0 and logged["k3"] > 0
    # k2 and k3 agree to third order near the reference: compare far below 1e-3
    for a, b in (("k1", "k2"), ("k1", "k3"), ("k2", "k3")):
        assert not math.isclose(logged[a], logged[b], rel_tol=1e-6), (a, b, logged)


@pytest.mark.parametrize(
    ("estimator", "ratio_weighted", "divergence"),
    [("k3", True, "reverse"), ("k2", False, "reverse"), ("k3", False, "forward"), ("k2", True, "half_log_square")],
)
def test_predicted_p_star_follows_the_estimators_divergence(estimator, ratio_weighted, divergence):
    from types import SimpleNamespace

    from trl_grpo_ext.trainer.diagnostics import predicted_p_star
    from trl_grpo_ext.core.kl_fixed_point import DIVERGENCE_FOLLOWED, kl_fixed_point
    from trl_grpo_ext.registry import get_scheme
    from trl_grpo_ext.core.theory import fixed_point

    assert DIVERGENCE_FOLLOWED[(estimator, ratio_weighted)] == divergence
    args = SimpleNamespace(kl_estimator=estimator, use_bias_correction_kl=ratio_weighted)
    p_star = predicted_p_star(0.2, 1.0, get_scheme("grpo"), args)
    assert p_star == pytest.approx(kl_fixed_point(0.2, 1.0, estimator, ratio_weighted), abs=1e-9)
    if divergence == "reverse":
        assert p_star == pytest.approx(fixed_point(0.2, 1.0))
    else:
        assert p_star != pytest.approx(fixed_point(0.2, 1.0), abs=1e-3)
