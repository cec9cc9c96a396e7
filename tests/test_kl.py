"""The k1/k2/k3 KL estimators: values against the formulas and TRL, gradients against exact divergences."""

import inspect
import math

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from trl_grpo_ext.core.kl import KL_ESTIMATORS, kl_k1, kl_k2, kl_k3, per_token_kl

LOGPS = torch.tensor([[-0.1, -2.0, -5.0], [-1.2, -0.7, -3.3]], dtype=torch.float64)
REF = torch.tensor([[-0.3, -1.0, -5.0], [-2.5, -0.2, -0.9]], dtype=torch.float64)


def test_values_equal_the_formulas_on_fixed_logps():
    for (lp, rf), k1, k2, k3 in zip(
        zip(LOGPS.flatten().tolist(), REF.flatten().tolist()),
        kl_k1(LOGPS, REF).flatten().tolist(),
        kl_k2(LOGPS, REF).flatten().tolist(),
        kl_k3(LOGPS, REF).flatten().tolist(),
    ):
        ratio = math.exp(rf) / math.exp(lp)  # pi_ref / pi
        assert k1 == pytest.approx(math.log(math.exp(lp) / math.exp(rf)), abs=1e-12)
        assert k2 == pytest.approx(0.5 * math.log(ratio) ** 2, abs=1e-12)
        assert k3 == pytest.approx(ratio - math.log(ratio) - 1, abs=1e-12)


def test_k3_is_trls_expression_bit_for_bit():
    lp, rf = LOGPS.float(), REF.float()
    trl = torch.exp(rf - lp) - (rf - lp) - 1  # grpo_trainer.py, GRPOTrainer._compute_loss, TRL 1.16
    assert torch.equal(kl_k3(lp, rf), trl)


def test_trl_still_computes_k3_inline_where_the_estimator_choice_must_enter():
    from trl import GRPOTrainer

    source = inspect.getsource(GRPOTrainer._compute_loss)
    assert "torch.exp(ref_per_token_logps - per_token_logps) - (ref_per_token_logps - per_token_logps) - 1" in source
    assert "per_token_loss = per_token_loss + self.beta * per_token_kl" in source
    assert 'self._metrics[mode]["kl"].append(global_masked_mean(per_token_kl))' in source


def test_the_three_estimators_give_different_values():
    values = {name: fn(LOGPS, REF) for name, fn in KL_ESTIMATORS.items()}
    for a in values:
        for b in values:
            if a < b:
                assert not torch.allclose(values[a], values[b]), (a, b)


def test_equal_distributions_give_zero_for_every_estimator():
    for fn in KL_ESTIMATORS.values():
        assert torch.equal(fn(LOGPS, LOGPS), torch.zeros_like(LOGPS))


@settings(max_examples=200, deadline=None)
@given(
    lp=st.floats(-30, 0, allow_nan=False),
    rf=st.floats(-30, 0, allow_nan=False),
)
def test_k2_and_k3_are_never_negative_k1_has_either_sign(lp, rf):
    lp_t, rf_t = torch.tensor([lp], dtype=torch.float64), torch.tensor([rf], dtype=torch.float64)
    # TRL's expression, unclamped: e^d - d - 1 >= 0 holds up to one rounding of the 1 it subtracts.
    assert kl_k3(lp_t, rf_t).item() >= -2 * torch.finfo(torch.float64).eps
    assert kl_k2(lp_t, rf_t).item() == pytest.approx(0.5 * (lp - rf) ** 2) and kl_k2(lp_t, rf_t).item() >= 0
    assert math.copysign(1, kl_k1(lp_t, rf_t).item()) == math.copysign(1, lp - rf) or lp == rf


# Expectations over a whole (small) vocabulary, exactly: sum_y pi(y) * f(y).

VOCAB = 7


def policies(seed):
    g = torch.Generator().manual_seed(seed)
    logits = torch.randn(VOCAB, generator=g, dtype=torch.float64).requires_grad_(True)
    ref = torch.log_softmax(torch.randn(VOCAB, generator=g, dtype=torch.float64), 0)
    return logits, ref


def expected_gradient(estimator, logits, ref, ratio_weighted=False):
    """Sum over tokens y of pi(y) * grad of the loss term at y, pi(y) held fixed (the sampling weight)."""
    logps = torch.log_softmax(logits, 0)
    term = KL_ESTIMATORS[estimator](logps, ref)
    if ratio_weighted:  # TRL's use_bias_correction_kl on-policy: exp(logp - logp.detach()), value 1
        term = term * torch.exp(logps - logps.detach())
    (grad,) = torch.autograd.grad((logps.detach().exp() * term).sum(), logits)
    return grad


def reverse_kl_gradient(logits, ref):
    logps = torch.log_softmax(logits, 0)
    (grad,) = torch.autograd.grad((logps.exp() * (logps - ref)).sum(), logits)
    return grad


def forward_kl_gradient(logits, ref):
    logps = torch.log_softmax(logits, 0)
    (grad,) = torch.autograd.grad((ref.exp() * (ref - logps)).sum(), logits)
    return grad


@pytest.mark.parametrize("seed", range(5))
def test_k1_gradient_is_zero_in_expectation(seed):
    logits, ref = policies(seed)
    torch.testing.assert_close(expected_gradient("k1", logits, ref), torch.zeros(VOCAB, dtype=torch.float64))
    # ...although its value is the KL on average and each sample's gradient is not zero.
    logps = torch.log_softmax(logits, 0).detach()
    assert (logps.exp() * kl_k1(logps, ref)).sum().item() == pytest.approx((logps.exp() * (logps - ref)).sum().item())


@pytest.mark.parametrize("seed", range(5))
def test_k2_gradient_is_the_reverse_kl_gradient_in_expectation(seed):
    logits, ref = policies(seed)
    torch.testing.assert_close(expected_gradient("k2", logits, ref), reverse_kl_gradient(logits, ref))


@pytest.mark.parametrize("seed", range(5))
def test_k3_gradient_is_the_forward_kl_gradient_in_expectation(seed):
    logits, ref = policies(seed)
    torch.testing.assert_close(expected_gradient("k3", logits, ref), forward_kl_gradient(logits, ref))
    assert not torch.allclose(forward_kl_gradient(logits, ref), reverse_kl_gradient(logits, ref))


@pytest.mark.parametrize("estimator", ["k1", "k3"])
@pytest.mark.parametrize("seed", range(3))
def test_ratio_weighted_k1_and_k3_give_the_reverse_kl_gradient(estimator, seed):
    # The importance-sampling ratio's own gradient adds the score-function term each estimator lacks.
    logits, ref = policies(seed)
    torch.testing.assert_close(expected_gradient(estimator, logits, ref, True), reverse_kl_gradient(logits, ref))


@pytest.mark.parametrize("seed", range(3))
def test_ratio_weighted_k2_is_biased(seed):
    logits, ref = policies(seed)
    assert not torch.allclose(expected_gradient("k2", logits, ref, True), reverse_kl_gradient(logits, ref))


def test_unbiased_values_k1_and_k3_biased_k2():
    logits, ref = policies(0)
    logps = torch.log_softmax(logits, 0).detach()
    kl = (logps.exp() * (logps - ref)).sum().item()
    mean = {name: (logps.exp() * fn(logps, ref)).sum().item() for name, fn in KL_ESTIMATORS.items()}
    assert mean["k1"] == pytest.approx(kl) and mean["k3"] == pytest.approx(kl)
    assert mean["k2"] != pytest.approx(kl)


def test_per_token_kl_by_name_and_unknown_name():
    assert torch.equal(per_token_kl(LOGPS, REF), kl_k3(LOGPS, REF))
    assert torch.equal(per_token_kl(LOGPS, REF, "k1"), kl_k1(LOGPS, REF))
    with pytest.raises(ValueError, match="choose one of k1, k2, k3"):
        per_token_kl(LOGPS, REF, "k4")
