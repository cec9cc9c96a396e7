"""The fixed point under each KL estimator, against Mroueh's recursion and direct maximisation."""

import math

import pytest

from trl_grpo_ext.core.kl_fixed_point import DIVERGENCE_FOLLOWED, kl_fixed_point, success_rate_update
from trl_grpo_ext.core.theory import fixed_point

# SCHEMES.md's reference values for GRPO (eps = 1e-4) under exact reverse KL.
REFERENCE = [(0.2, 1, 0.681), (0.2, 2, 0.409), (0.5, 2, 0.765), (0.05, 5, 0.094), (0.9, 10, 0.930)]


def reverse_kl(p, p_ref):
    return p * math.log(p / p_ref) + (1 - p) * math.log((1 - p) / (1 - p_ref))


def forward_kl(p, p_ref):
    return p_ref * math.log(p_ref / p) + (1 - p_ref) * math.log((1 - p_ref) / (1 - p))


def half_log_square(p, p_ref):
    return p * 0.5 * math.log(p / p_ref) ** 2 + (1 - p) * 0.5 * math.log((1 - p) / (1 - p_ref)) ** 2


def grid_argmax(objective, points=50_000):
    grid = [(i + 0.5) / points for i in range(points)]
    return max(grid, key=objective)


@pytest.mark.parametrize("p_ref, beta, p_star", REFERENCE)
@pytest.mark.parametrize("estimator, ratio_weighted", [("k2", False), ("k1", True), ("k3", True)])
def test_estimators_that_follow_the_reverse_kl_give_mroueh_fixed_point(p_ref, beta, p_star, estimator, ratio_weighted):
    got = kl_fixed_point(p_ref, beta, estimator, ratio_weighted)
    assert got == pytest.approx(fixed_point(p_ref, beta), abs=1e-9)
    assert round(got, 3) == p_star


@pytest.mark.parametrize("p_ref", [0.05, 0.2, 0.5, 0.9])
@pytest.mark.parametrize("ratio", [0.3, 2.0, 10.0])
@pytest.mark.parametrize("divergence, estimator, ratio_weighted", [
    (reverse_kl, "k2", False), (forward_kl, "k3", False),
])
def test_each_update_maximises_the_regularised_objective(p_ref, ratio, divergence, estimator, ratio_weighted):
    beta = 1.5
    best = grid_argmax(lambda p: ratio * beta * p - beta * divergence(p, p_ref))
    assert success_rate_update(p_ref, beta, ratio * beta, estimator, ratio_weighted) == pytest.approx(best, abs=2e-5)


@pytest.mark.parametrize("p_ref, ratio", [(0.2, 0.5), (0.2, 2.0), (0.9, 0.2), (0.5, 1.0)])
def test_ratio_weighted_k2_stops_where_gradient_ascent_stops(p_ref, ratio):
    beta, p, step, h = 1.0, p_ref, 1e-4, 1e-7
    for _ in range(200_000):
        slope = ratio - (half_log_square(p + h, p_ref) - half_log_square(p - h, p_ref)) / (2 * h)
        if slope <= 0 or p + step * slope >= 1 - 1e-9:
            break
        p += step * slope
    assert success_rate_update(p_ref, beta, ratio * beta, "k2", ratio_weighted=True) == pytest.approx(p, abs=1e-3)


def test_ratio_weighted_k2_lets_the_success_rate_run_to_one_when_the_push_is_strong():
    assert success_rate_update(0.5, 1.0, 50.0, "k2", ratio_weighted=True) == 1.0
    assert kl_fixed_point(0.5, 2.0, "k2", ratio_weighted=True) == 1.0


def test_k1_in_the_loss_does_not_hold_the_success_rate():
    for beta in (0.04, 1.0, 100.0):
        assert kl_fixed_point(0.2, beta, "k1", ratio_weighted=False) == 1.0


def test_forward_and_reverse_kl_agree_to_first_order_then_part():
    # Near the reference the forward-KL step's second-order term is twice the reverse one's, so
    # it moves further when p_ref < 1/2 and less when p_ref > 1/2; far away it keeps failures at
    # ~beta (1 - p_ref) / W while the reverse KL keeps e^(-W/beta).
    def step(p_ref, ratio, estimator):
        return success_rate_update(p_ref, 1.0, ratio, estimator, ratio_weighted=False)

    for p_ref in (0.2, 0.8):
        first_order = p_ref * (1 - p_ref) * 1e-3
        assert step(p_ref, 1e-3, "k3") - p_ref == pytest.approx(first_order, rel=1e-2)
        assert step(p_ref, 1e-3, "k2") - p_ref == pytest.approx(first_order, rel=1e-2)
    assert step(0.2, 0.5, "k3") > step(0.2, 0.5, "k2")
    assert step(0.8, 0.5, "k3") < step(0.8, 0.5, "k2")
    assert 1 - step(0.2, 20.0, "k3") == pytest.approx(0.8 / (1 + 20 * step(0.2, 20.0, "k3")))
    assert 1 - step(0.2, 20.0, "k2") < 1e-8


def test_every_estimator_and_ratio_setting_is_covered():
    assert set(DIVERGENCE_FOLLOWED) == {(e, r) for e in ("k1", "k2", "k3") for r in (False, True)}


@pytest.mark.parametrize("args, message", [
    ((0.0, 1.0, 1.0), "p_ref"), ((1.0, 1.0, 1.0), "p_ref"), ((0.5, 0.0, 1.0), "beta"),
])
def test_bad_arguments(args, message):
    with pytest.raises(ValueError, match=message):
        success_rate_update(*args)
    with pytest.raises(ValueError, match="choose one of k1, k2, k3"):
        success_rate_update(0.5, 1.0, 1.0, "k4")
