"""Advantage schemes on small batches whose numbers are worked out by hand in the comments."""

import math

import pytest
import torch

from trl_grpo_ext.core.advantages import Scheme, compute_advantages, group_success_rates
from trl_grpo_ext.core.advantages.schemes import BetaPrior, Contrastive, PassAtK
from trl_grpo_ext.registry import get_scheme, list_schemes

NAN = float("nan")
ALL_SCHEMES = [
    "grpo", "contrastive", "mean_only", "rloo", "pass_at_k",
    "max_rl", "risk_seeking", "beta_prior", "negative_weighted",
]
BINARY_ONLY = ["contrastive", "pass_at_k", "max_rl", "beta_prior", "negative_weighted"]
ANY_REWARD = ["grpo", "mean_only", "rloo", "risk_seeking"]


def advantages(rewards, group_size, scheme, **params):
    return compute_advantages(torch.tensor(rewards, dtype=torch.float32), group_size, scheme, **params)


def assert_close(actual, expected, atol=1e-5):
    torch.testing.assert_close(actual, torch.tensor(expected, dtype=torch.float32), atol=atol, rtol=1e-5)


# -- registry -------------------------------------------------------------------------------
def test_registry_lists_all_nine_schemes_with_matching_names():
    names = [info.name for info in list_schemes()]
    assert set(ALL_SCHEMES) <= set(names)
    for name in ALL_SCHEMES:
        scheme = get_scheme(name)
        assert isinstance(scheme, Scheme) and scheme.name == name


def test_unknown_scheme_lists_known_names():
    with pytest.raises(KeyError) as info:
        compute_advantages(torch.zeros(4), 2, scheme="gpro")
    message = str(info.value)
    assert "gpro" in message and "grpo" in message and "negative_weighted" in message


# -- grpo: stock TRL ------------------------------------------------------------------------
def test_grpo_is_bit_identical_to_stock_trl():
    from trl.trainer.utils import nanstd

    generator = torch.Generator().manual_seed(0)
    for group_size in (1, 2, 3, 8, 16):
        for continuous in (False, True):
            n = group_size * 6
            if continuous:
                rewards = torch.rand(n, generator=generator)
            else:
                rewards = torch.randint(0, 2, (n,), generator=generator).float()
            rewards[torch.rand(n, generator=generator) < 0.25] = NAN
            # TRL 1.16 GRPOTrainer._generate_and_score_completions, scale_rewards="group".
            grouped = rewards.view(-1, group_size)
            mean = torch.nanmean(grouped, dim=1).repeat_interleave(group_size, dim=0)
            if group_size > 1:
                std = nanstd(grouped, dim=1).repeat_interleave(group_size, dim=0)
            else:
                std = torch.zeros_like(rewards)
            expected = torch.nan_to_num((rewards - mean) / (std + 1e-4), nan=0.0)
            assert torch.equal(compute_advantages(rewards, group_size), expected)


def test_grpo_by_hand():
    # [1, 0, 0, 0]: mean 1/4, Bessel std sqrt((9/16 + 3/16) / 3) = 1/2 -> 0.75/0.5001, -0.25/0.5001.
    # [1, 1, NaN, 0]: over the 3 valid rows mean 2/3, Bessel std sqrt(1/3) = 0.577350.
    # [NaN, 1, NaN, NaN]: one valid row, std undefined -> 0 (as TRL). [NaN] * 4 -> 0.
    rewards = [1, 0, 0, 0, 1, 1, NAN, 0, NAN, 1, NAN, NAN, NAN, NAN, NAN, NAN]
    third = (1 / 3) / (math.sqrt(1 / 3) + 1e-4)
    expected = [0.75 / 0.5001, -0.25 / 0.5001, -0.25 / 0.5001, -0.25 / 0.5001, third, third, 0, -2 * third] + [0] * 8
    assert_close(advantages(rewards, 4, "grpo"), expected)


# -- the other schemes, by hand -------------------------------------------------------------
def test_contrastive_by_hand():
    # p = 1/2: w+ = (1/2)/sqrt(1/4 + eps), w- the same; eps = 0 gives exactly 1.
    assert_close(advantages([1, 1, 0, 0], 4, "contrastive", eps=0.0), [1, 1, -1, -1])
    w = 0.5 / math.sqrt(0.25 + 1e-4)
    assert_close(advantages([1, 1, 0, 0], 4, "contrastive"), [w, w, -w, -w])
    # p = 1/4, eps = 0: sqrt(3) and sqrt(1/3) (GRPO's population weights); all-right group -> 0.
    assert_close(advantages([0, 1, 0, 0, 1, 1, 1, 1], 4, "contrastive", eps=0.0),
                 [-math.sqrt(1 / 3), math.sqrt(3), -math.sqrt(1 / 3), -math.sqrt(1 / 3), 0, 0, 0, 0])


def test_contrastive_user_weights_tensor_and_float_functions():
    # w+(p) = 1 - p, w-(p) = p at p = 1/3 (NaN row left out): +2/3, -1/3.
    out = advantages([1, 0, NAN, 0], 4, "contrastive", w_plus=lambda p: 1 - p, w_minus=lambda p: p)
    assert_close(out, [2 / 3, -1 / 3, 0, -1 / 3])
    # A float-only function (math.sqrt) is applied group by group: p = 1/2 -> w+ = sqrt(2), w- = 1/2.
    out = advantages([1, 0, 0, 0, 1, 0], 2, "contrastive", w_plus=lambda p: math.sqrt(1 / p), w_minus=lambda p: p)
    assert_close(out, [math.sqrt(2), -0.5, 0, 0, math.sqrt(2), -0.5])


def test_contrastive_rejects_negative_or_non_callable_weights():
    with pytest.raises(ValueError, match="w_minus"):
        advantages([1, 0], 2, "contrastive", w_minus=lambda p: p - 1)
    with pytest.raises(ValueError, match="callable"):
        Contrastive(w_plus=2.0)


def test_mean_only_and_rloo_by_hand_on_continuous_rewards():
    # valid rewards 0.2, 0.5, 0.8: mean 0.5; RLOO = n/(n-1) * (r - mean) with n = 3.
    rewards = [0.2, 0.5, 0.8, NAN, 0.3, 0.3, 0.3, 0.3]
    assert_close(advantages(rewards, 4, "mean_only"), [-0.3, 0, 0.3, 0, 0, 0, 0, 0])
    assert_close(advantages(rewards, 4, "rloo"), [-0.45, 0, 0.45, 0, 0, 0, 0, 0])
    # RLOO's definition directly: r_i - mean of the others. 1 - 0 = 1, 0 - 1/3.
    assert_close(advantages([1, 0, 0, 0], 4, "rloo"), [1, -1 / 3, -1 / 3, -1 / 3])


def test_pass_at_k_by_hand():
    # n = 4, c = 1, k = 2: R = 1 - C(3,2)/C(4,2) = 1/2, sigma = 1/2;
    #   correct (1 - R)/sigma = 1; wrong (1 - R - C(2,1)/C(3,1))/sigma = (1/2 - 2/3)*2 = -1/3.
    # n = 4, c = 2, k = 2: R = 1 - 1/6 = 5/6, sigma = sqrt(5)/6;
    #   correct (1/6)/sigma = 1/sqrt(5); wrong (1/6 - C(1,1)/C(3,1))/sigma = -1/sqrt(5).
    # n = 4, c = 3, k = 2: every pair holds a success (R = 1, sigma = 0): all 0.
    # n = 3 (one NaN), c = 1, k = 2: R = 1 - C(2,2)/C(3,2) = 2/3, sigma = sqrt(2)/3;
    #   correct (1/3)/sigma = 1/sqrt(2); wrong (1/3 - C(1,1)/C(2,1))/sigma = -1/(2 sqrt(2)).
    rewards = [1, 0, 0, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, NAN, 1, 0]
    s5, s2 = 1 / math.sqrt(5), 1 / math.sqrt(2)
    expected = [1, -1 / 3, -1 / 3, -1 / 3, s5, -s5, s5, -s5, 0, 0, 0, 0, -s2 / 2, 0, s2, -s2 / 2]
    assert_close(advantages(rewards, 4, "pass_at_k", k=2), expected)


def test_pass_at_1_is_grpo_with_population_std():
    # k = 1: R = p, sigma = sqrt(p(1-p)): +sqrt((1-p)/p), -sqrt(p/(1-p)) at p = 1/4.
    out = advantages([1, 0, 0, 0], 4, "pass_at_k", k=1)
    assert_close(out, [math.sqrt(3), -math.sqrt(1 / 3), -math.sqrt(1 / 3), -math.sqrt(1 / 3)])


def test_pass_at_k_clamps_k_to_the_valid_rows():
    # k = 3 > n = 2 valid rows: k is clamped to 2, the only 2-subset contains the success -> 0.
    # The all-wrong group stays 0 too. The third group (n = 4 >= k) gets the k = 3 numbers:
    # c = 1: R = 1 - C(3,3)/C(4,3) = 3/4, sigma = sqrt(3)/4; correct (1/4)/sigma = 1/sqrt(3),
    # wrong (1/4 - C(2,2)/C(3,2))/sigma = (1/4 - 1/3) * 4/sqrt(3) = -1/(3 sqrt(3)).
    rewards = [1, NAN, 0, NAN, 0, 0, NAN, 0, 1, 0, 0, 0]
    s3 = 1 / math.sqrt(3)
    assert_close(advantages(rewards, 4, "pass_at_k", k=3), [0] * 8 + [s3, -s3 / 3, -s3 / 3, -s3 / 3])
    with pytest.warns(UserWarning, match="k=5 >= group_size=4"):
        assert torch.equal(advantages([1, 0, 0, 0], 4, "pass_at_k", k=5), torch.zeros(4))


def test_max_rl_by_hand():
    # p = 1/4: correct (1 - p)/p = 3, wrong -1; p = 2/3 (NaN row left out): 1/2 and -1; all wrong: 0.
    out = advantages([1, 0, 0, 0, 1, 1, NAN, 0, 0, 0, 0, 0], 4, "max_rl")
    assert_close(out, [3, -1, -1, -1, 0.5, 0.5, 0, -1, 0, 0, 0, 0])


def test_risk_seeking_by_hand():
    # (1/b)(e^{b r_i} / mean_j e^{b r_j} - 1). b = 1, [1, 0]: (2e/(e + 1) - 1) = (e - 1)/(e + 1) = 0.462117.
    half = (math.e - 1) / (math.e + 1)
    assert_close(advantages([1, 0], 2, "risk_seeking", risk=1.0), [half, -half])
    # Continuous, b = 2, [0.2, 0.6]: mean of e^{0.4}, e^{1.2} = 2.320098; (e^{0.4}/2.320098 - 1)/2 = -0.178532.
    low = (math.exp(0.4) / ((math.exp(0.4) + math.exp(1.2)) / 2) - 1) / 2
    assert_close(advantages([0.2, 0.6], 2, "risk_seeking", risk=2.0), [low, -low])
    # Large b does not overflow: the ratio tends to 2 and 0, so the advantages to +-1/b.
    assert_close(advantages([1, 0], 2, "risk_seeking", risk=800.0), [1 / 800, -1 / 800])


def test_risk_seeking_accepts_any_real_rewards():
    # Shifting a group's rewards leaves e^{b r_i} / mean_j e^{b r_j} unchanged: [-3, -1] is [0, 2].
    assert_close(advantages([-3.0, -1.0], 2, "risk_seeking", risk=1.0), advantages([0.0, 2.0], 2, "risk_seeking", risk=1.0))
    with pytest.raises(ValueError, match="overflows"):
        advantages([0.0, 3e38], 2, "risk_seeking", risk=1e300)


def test_beta_prior_with_given_prior_by_hand():
    # a = b = 1. [0, 0]: p~ = 1/4 -> wrong -sqrt(1/3). [1, 1]: p~ = 3/4 -> correct +sqrt(1/3).
    # [1, 0, 0, 0]: p~ = 2/6 -> correct sqrt(2), wrong -sqrt(1/2).
    s = math.sqrt(1 / 3)
    assert_close(advantages([0, 0, 1, 1], 2, "beta_prior", prior_a=1.0, prior_b=1.0), [-s, -s, s, s])
    out = advantages([1, 0, 0, 0], 4, "beta_prior", prior_a=1.0, prior_b=1.0)
    assert_close(out, [math.sqrt(2), -math.sqrt(0.5), -math.sqrt(0.5), -math.sqrt(0.5)])


def test_beta_prior_fits_the_prior_by_moments():
    # p_hat = 1/4, 1/2, 3/4: m = 1/2, sample variance 1/16 -> a + b = (1/4)/(1/16) - 1 = 3, a = b = 1.5.
    # Group c = 1 of 4: p~ = 2.5/7 -> correct sqrt(4.5/2.5) = sqrt(1.8), wrong -sqrt(2.5/4.5).
    scheme = BetaPrior()
    out = scheme(torch.tensor([1.0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 0]), 4)
    assert scheme.last_prior == pytest.approx((1.5, 1.5))
    assert_close(out[:4], [math.sqrt(1.8), -math.sqrt(2.5 / 4.5), -math.sqrt(2.5 / 4.5), -math.sqrt(2.5 / 4.5)])


def test_beta_prior_falls_back_to_uniform_prior():
    scheme = BetaPrior()
    scheme(torch.tensor([1.0, 0, 1, 0]), 2)  # equal success rates: variance 0
    assert scheme.last_prior == (1.0, 1.0)
    scheme(torch.tensor([1.0, 0, 0, 0]), 4)  # a single group
    assert scheme.last_prior == (1.0, 1.0)
    scheme(torch.tensor([0.0, 0, 1, 1]), 2)  # variance 1/2 > m(1-m) = 1/4: not a Beta
    assert scheme.last_prior == (1.0, 1.0)
    with pytest.raises(ValueError, match="both"):
        BetaPrior(prior_a=2.0)


def test_negative_weighted_by_hand():
    out = advantages([1, 0, 0, 0, 1, 1, NAN, 1], 4, "negative_weighted")
    assert_close(out, [0.1, -1, -1, -1, 0.1, 0.1, 0, 0.1])
    assert_close(advantages([1, 0], 2, "negative_weighted", lam=0.5), [0.5, -1])


def test_zero_variance_groups():
    rewards = torch.tensor([0.0, 0, 0, 0, 1, 1, 1, 1])
    for name in ALL_SCHEMES:
        out = compute_advantages(rewards, 4, name, **({"k": 2} if name == "pass_at_k" else {}))
        if name in ("beta_prior", "negative_weighted"):
            # All wrong pushed down, all right pushed up (beta_prior) or still +lam.
            assert (out[:4] < 0).all() and (out[4:] > 0).all(), name
        else:
            assert torch.equal(out, torch.zeros(8)), name


# -- binary-only schemes --------------------------------------------------------------------
@pytest.mark.parametrize("name", BINARY_ONLY)
def test_binary_only_schemes_refuse_continuous_rewards(name):
    with pytest.raises(ValueError, match="binary") as info:
        advantages([0.5, 1.0, 0.0, 0.2], 2, name)
    assert name in str(info.value) and "success_threshold" in str(info.value)


@pytest.mark.parametrize("name", BINARY_ONLY)
def test_success_threshold_binarises_rewards(name):
    params = {"k": 2} if name == "pass_at_k" else {}
    continuous = advantages([0.7, 0.2, 0.9, 0.5, 0.1, 0.3], 3, name, success_threshold=0.5, **params)
    binary = advantages([1.0, 0.0, 1.0, 1.0, 0.0, 0.0], 3, name, **params)
    assert binary.abs().sum() > 0
    torch.testing.assert_close(continuous, binary)


@pytest.mark.parametrize("name", ANY_REWARD)
def test_any_reward_schemes_use_raw_rewards_even_with_threshold(name):
    rewards = [0.7, 0.2, 0.9, 0.4]
    torch.testing.assert_close(advantages(rewards, 2, name, success_threshold=0.5), advantages(rewards, 2, name))


# -- input validation -----------------------------------------------------------------------
def test_batch_not_a_multiple_of_group_size_names_both_numbers():
    with pytest.raises(ValueError, match=r"\(10\).*group_size \(4\)"):
        compute_advantages(torch.zeros(10), 4)


def test_bad_inputs_get_clear_errors():
    with pytest.raises(ValueError, match="finite numbers or NaN"):
        compute_advantages(torch.tensor([1.0, float("inf")]), 2)
    with pytest.raises(ValueError, match="1-D"):
        compute_advantages(torch.zeros(2, 2), 2)
    with pytest.raises(ValueError, match="group_size must be >= 1"):
        compute_advantages(torch.zeros(2), 0)
    with pytest.raises(ValueError, match="allowed: k, success_threshold"):
        compute_advantages(torch.zeros(4), 2, "pass_at_k", kk=2)
    with pytest.raises(ValueError, match="k must be an int >= 1"):
        PassAtK(k=0)
    with pytest.raises(ValueError, match="risk must be > 0"):
        get_scheme("risk_seeking", risk=0)
    with pytest.raises(ValueError, match="lam must be >= 0"):
        get_scheme("negative_weighted", lam=-1)
    with pytest.raises(ValueError, match="instance"):
        compute_advantages(torch.zeros(4), 2, PassAtK(k=2), k=3)


def test_output_is_float32_on_the_input_device_for_any_input_kind():
    expected = advantages([1, 0, 0, 0], 4, "max_rl")
    for rewards in ([1, 0, 0, 0], torch.tensor([1, 0, 0, 0]), torch.tensor([1.0, 0, 0, 0], dtype=torch.float64)):
        out = compute_advantages(rewards, 4, "max_rl")
        assert out.dtype == torch.float32 and out.device == torch.device("cpu")
        assert torch.equal(out, expected)
    out = compute_advantages(torch.tensor([1.0, 0, 0, 0]), 4, PassAtK(k=2))  # an instance works as well
    assert_close(out, [1, -1 / 3, -1 / 3, -1 / 3])


# -- success rates and population weights ---------------------------------------------------
def test_group_success_rates():
    rates = group_success_rates(torch.tensor([1.0, 0, NAN, 0, NAN, NAN, 0.9, 0.3]), 2)
    assert_close(rates[[0, 1, 3]], [0.5, 0.0, 0.6])
    assert math.isnan(rates[2])
    assert_close(group_success_rates(torch.tensor([0.9, 0.3, 0.6, 0.5]), 2, success_threshold=0.5), [0.5, 1.0])


@pytest.mark.parametrize("name", ALL_SCHEMES)
def test_binary_advantages_equal_finite_group_weights(name):
    """For binary rewards every scheme gives +w_plus(p_hat) to a success and -w_minus(p_hat) to a failure."""
    params = {"prior_a": 2.0, "prior_b": 3.0} if name == "beta_prior" else {"k": 3} if name == "pass_at_k" else {}
    scheme = get_scheme(name, **params)
    group_size = 8
    for successes in range(1, group_size):
        rewards = torch.tensor([1.0] * successes + [0.0] * (group_size - successes))
        out = scheme(rewards, group_size).double()
        w_plus, w_minus = scheme.weights(successes / group_size, group_size=group_size)
        # grpo's 1e-4 in the denominator is the only difference from its weights.
        tol = 1e-3 if name == "grpo" else 1e-5
        assert out[0].item() == pytest.approx(w_plus, rel=tol, abs=1e-6), (name, successes)
        assert out[-1].item() == pytest.approx(-w_minus, rel=tol, abs=1e-6), (name, successes)
        assert scheme.total_weight(successes / group_size, group_size) == pytest.approx(w_plus + w_minus)


def test_population_weights_from_the_table():
    p = 0.2
    expected = {
        "grpo": (2.0, 0.5),
        "contrastive": (0.8 / math.sqrt(0.16 + 1e-4), 0.2 / math.sqrt(0.16 + 1e-4)),
        "mean_only": (0.8, 0.2),
        "rloo": (0.8, 0.2),
        "max_rl": (4.0, 1.0),
        "negative_weighted": (0.1, 1.0),
        "beta_prior": (2.0, 0.5),
    }
    for name, (w_plus, w_minus) in expected.items():
        assert get_scheme(name).weights(p) == pytest.approx((w_plus, w_minus)), name
    # risk_seeking: W = (e^b - 1) / (b (p e^b + 1 - p)), split (1-p)W, pW.
    W = (math.exp(2) - 1) / (2 * (0.2 * math.exp(2) + 0.8))
    assert get_scheme("risk_seeking", risk=2.0).weights(p) == pytest.approx((0.8 * W, 0.2 * W))
    # pass_at_k population: R = 1 - (1-p)^k, correct (1-p)^k / sigma, wrong p (1-p)^(k-1) / sigma.
    R = 1 - 0.8**4
    sigma = math.sqrt(R * (1 - R))
    assert get_scheme("pass_at_k", k=4).weights(p) == pytest.approx((0.8**4 / sigma, 0.2 * 0.8**3 / sigma))
    # GRPO's finite-group form carries the Bessel factor sqrt((G-1)/G); RLOO G/(G-1).
    assert get_scheme("grpo").weights(p, group_size=4) == pytest.approx((2.0 * math.sqrt(0.75), 0.5 * math.sqrt(0.75)))
    assert get_scheme("rloo").weights(p, group_size=4) == pytest.approx((0.8 * 4 / 3, 0.2 * 4 / 3))


def test_weights_keep_the_type_of_p():
    import numpy as np

    scheme = get_scheme("grpo")
    w_plus, _ = scheme.weights(torch.tensor([0.2, 0.5], dtype=torch.float32))
    assert w_plus.dtype == torch.float32 and torch.allclose(w_plus, torch.tensor([2.0, 1.0]))
    w_plus, _ = scheme.weights(np.array([0.2, 0.5]))
    assert isinstance(w_plus, np.ndarray) and np.allclose(w_plus, [2.0, 1.0])
    assert isinstance(scheme.total_weight(0.5), float)
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        scheme.weights(1.5)

