"""Literature presets and the papers' formulas, each computed here by an independent route.

Every oracle case names its source. The oracles do not call the package's formulas: pass@k
enumerates all k-subsets of the group, MaxRL and W-REINFORCE differentiate the papers' per-sample
objectives with autograd on a small softmax policy, RS-GRPO evaluates the exponential form in
plain Python floats.
"""

from __future__ import annotations

import itertools
import math

import pytest
import torch

from trl_grpo_ext import GRPOExtConfig
from trl_grpo_ext.core.advantages import Scheme, compute_advantages
from trl_grpo_ext.core.advantages.presets import PRESETS
from trl_grpo_ext.core.advantages.rules_of_thumb import RULES
from trl_grpo_ext.app.cli.main import main
from trl_grpo_ext.registry import SCHEMES, get_scheme, list_schemes

NAN = float("nan")

PASSK = "Pass@k Training, arXiv 2508.10751, Sec. 'analytical derivation' (README of RUCAIBox/Passk_Training)"
MAXRL = "MaxRL, arXiv 2602.02710, Sec. 4.2, control-variate estimator sum_i (r_i/K - 1/N) S_i, K = 0 dropped"
RSGRPO = "RS-GRPO, arXiv 2509.24261, risk-sensitive advantage (1/b)(e^{b r_i}/mean_j e^{b r_j} - 1)"
WREINFORCE = "W-REINFORCE, arXiv 2506.01347, objective lambda * L_PSR + L_NSR, lambda = 0.1"


# -- independent oracles (one group, NaN = unscorable row: left out, advantage 0) ------------------
def _valid(rewards):
    return [i for i, r in enumerate(rewards) if not math.isnan(r)]


def pass_at_k_by_enumeration(rewards, k):
    """Average, over the k-subsets holding each response, of the subset's standardised pass@k reward.

    The group reward of a subset is its best reward; the subsets' rewards are standardised by their
    mean and (population) std over all k-subsets of the group, as in Pass@k Training.
    """
    rows = _valid(rewards)
    out = [0.0] * len(rewards)
    k = min(k, len(rows))
    subsets = list(itertools.combinations(rows, k))
    scores = [max(rewards[i] for i in subset) for subset in subsets]
    mean = sum(scores) / len(scores)
    std = math.sqrt(sum((s - mean) ** 2 for s in scores) / len(scores))
    if std == 0:
        return out
    for i in rows:
        mine = [(s - mean) / std for subset, s in zip(subsets, scores) if i in subset]
        out[i] = sum(mine) / len(mine)
    return out


def _bandit_scores(actions, vocab=5, seed=0):
    """Score functions S_i = grad log pi(y_i) of a random softmax policy, as rows of a matrix."""
    logits = torch.randn(vocab, generator=torch.Generator().manual_seed(seed), dtype=torch.float64)
    logits.requires_grad_(True)
    log_probs = torch.log_softmax(logits, dim=0)
    return logits, log_probs[list(actions)]


def _advantages_as_gradient(advantages, actions):
    """(1/N) sum_i A_i S_i: the policy gradient a GRPO-style loss takes from per-sample advantages."""
    logits, log_probs = _bandit_scores(actions)
    weights = torch.tensor(advantages, dtype=torch.float64)
    (grad,) = torch.autograd.grad((weights * log_probs).sum() / len(actions), logits)
    return grad


def max_rl_gradient(rewards, actions):
    """The MaxRL estimator sum_i (r_i / K - 1 / N) S_i over valid rows, 0 when K = 0 (both terms dropped)."""
    rows = _valid(rewards)
    logits, log_probs = _bandit_scores(actions)
    n, successes = len(rows), sum(rewards[i] for i in rows)
    if successes == 0:
        return torch.zeros_like(logits)
    objective = sum((rewards[i] / successes - 1 / n) * log_probs[i] for i in rows)
    (grad,) = torch.autograd.grad(objective, logits)
    # The loss averages over all N rows of the group; the estimator sums over the n valid ones.
    return grad * n / len(rewards)


def w_reinforce_gradient(rewards, actions, lam=0.1):
    """Gradient of -(lam * L_PSR + L_NSR) = (1/N)(lam sum_{r=1} log pi - sum_{r=0} log pi)."""
    logits, log_probs = _bandit_scores(actions)
    rows = _valid(rewards)
    objective = sum(lam * log_probs[i] if rewards[i] == 1 else -log_probs[i] for i in rows) / len(rewards)
    (grad,) = torch.autograd.grad(objective, logits)
    return grad


def rs_grpo_by_formula(rewards, b):
    """(1/b) (e^{b r_i} / mean_j e^{b r_j} - 1) over valid rows; 0 for a group of equal rewards."""
    rows = _valid(rewards)
    out = [0.0] * len(rewards)
    if len(rows) < 2 or len({rewards[i] for i in rows}) == 1:
        return out
    mean = sum(math.exp(b * rewards[i]) for i in rows) / len(rows)
    for i in rows:
        out[i] = (math.exp(b * rewards[i]) / mean - 1) / b
    return out


def ours(scheme, rewards, **params):
    return compute_advantages(torch.tensor(rewards, dtype=torch.float32), len(rewards), scheme, **params)


# -- pass@k: brute force over the k-subsets ----------------------------------------------------------
PASSK_CASES = [
    # (scheme, params, rewards, k the oracle uses, source)
    ("pass_at_k_training", {}, [1, 0, 0, 0, 0, 0, 0, 0], 4, PASSK + ": one success in 8"),
    ("pass_at_k_training", {}, [1, 1, 0, 0, 0, 0, 0, 0], 4, PASSK + ": two in 8"),
    ("pass_at_k_training", {}, [1, 0, 1, 0, 1, 0, 1, 0], 4, PASSK + ": half right"),
    ("pass_at_k_training", {}, [1, 1, 1, 1, 1, 0, 0, 0], 4, PASSK + ": n - c < k, every subset passes"),
    ("pass_at_k_training", {}, [0] * 8, 4, PASSK + ": all wrong"),
    ("pass_at_k_training", {}, [1] * 8, 4, PASSK + ": all right"),
    ("pass_at_k_training", {}, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0], 4, PASSK + ": 2 in 16"),
    ("pass_at_k_training", {}, [1, NAN, 0, 0, NAN, 0, 0, 0], 4, PASSK + ": NaN rows left out"),
    ("pass_at_k", {"k": 2}, [0, 1, 0, 0, 1, 0], 2, PASSK + ": k = 2"),
    ("pass_at_k", {"k": 3}, [0, 1, 0, 0, 0, 0, 0], 3, PASSK + ": k = 3, odd group"),
]


@pytest.mark.parametrize("scheme, params, rewards, k, source", PASSK_CASES, ids=[c[4] for c in PASSK_CASES])
def test_pass_at_k_equals_the_subset_enumeration(scheme, params, rewards, k, source):
    rewards = [float(r) for r in rewards]
    expected = torch.tensor(pass_at_k_by_enumeration(rewards, k), dtype=torch.float32)
    torch.testing.assert_close(ours(scheme, rewards, **params), expected, atol=1e-5, rtol=1e-5)


# -- MaxRL and W-REINFORCE: the papers' gradient estimators through autograd -----------------------------
GRADIENT_CASES = [
    # (scheme, params, oracle gradient, rewards, source)
    ("max_rl", {}, max_rl_gradient, [1, 0, 0, 0, 0, 0, 0, 0], MAXRL + ": one success in 8"),
    ("max_rl", {}, max_rl_gradient, [1, 1, 0, 1, 0, 0], MAXRL + ": half right"),
    ("max_rl", {}, max_rl_gradient, [1, 1, 1, 1], MAXRL + ": all right"),
    ("max_rl", {}, max_rl_gradient, [0, 0, 0, 0, 0], MAXRL + ": all wrong, K = 0"),
    ("max_rl", {}, max_rl_gradient, [1, NAN, 0, 0, NAN, 1, 0, 0], MAXRL + ": NaN rows left out"),
    ("w_reinforce", {}, w_reinforce_gradient, [1, 0, 0, 0, 0, 0, 0, 0], WREINFORCE + ": one success in 8"),
    ("w_reinforce", {}, w_reinforce_gradient, [1, 1, 0, 1, 0, 0], WREINFORCE + ": half right"),
    ("w_reinforce", {}, w_reinforce_gradient, [0, 0, 0, 0], WREINFORCE + ": all wrong still pushes down"),
    ("w_reinforce", {}, w_reinforce_gradient, [1, 1, 1], WREINFORCE + ": all right still pushes up"),
    ("w_reinforce", {}, w_reinforce_gradient, [1, NAN, 0, 0], WREINFORCE + ": NaN rows left out"),
]


@pytest.mark.parametrize("scheme, params, oracle, rewards, source", GRADIENT_CASES, ids=[c[4] for c in GRADIENT_CASES])
def test_advantages_give_the_papers_gradient_estimator(scheme, params, oracle, rewards, source):
    rewards = [float(r) for r in rewards]
    # Actions drawn so that some share a token: the score functions are not all distinct.
    actions = [(3 * i + 1) % 5 for i in range(len(rewards))]
    advantages = ours(scheme, rewards, **params).double().tolist()
    torch.testing.assert_close(_advantages_as_gradient(advantages, actions), oracle(rewards, actions))


def test_max_rl_per_sample_weights_by_hand():
    # MaxRL (arXiv 2602.02710, Sec. 4.2): N (r_i / K - 1 / N) = N r_i / K - 1. N = 8, K = 2: +3 and -1.
    torch.testing.assert_close(ours("max_rl", [1.0, 1.0] + [0.0] * 6), torch.tensor([3.0, 3.0] + [-1.0] * 6))


def test_w_reinforce_is_plus_lambda_minus_one():
    # W-REINFORCE (arXiv 2506.01347; 'weighted' advantage of RLVR-Decomposed): +0.1 right, -1 wrong.
    torch.testing.assert_close(ours("w_reinforce", [1.0, 0.0, NAN, 1.0]), torch.tensor([0.1, -1.0, 0.0, 0.1]))


# -- RS-GRPO: the exponential form on binary and non-binary rewards -------------------------------------
RS_CASES = [
    # (scheme, params, beta, rewards, source)
    ("rs_grpo", {}, 2.0, [1, 0, 0, 0, 0, 0, 0, 0], RSGRPO + ": binary, one success in 8"),
    ("rs_grpo", {}, 2.0, [1, 1, 1, 0], RSGRPO + ": binary, mostly right"),
    ("rs_grpo", {}, 2.0, [0.2, 0.6, 1.0], RSGRPO + ": continuous"),
    ("rs_grpo", {}, 2.0, [0.0, 0.25, 0.5, 0.75, 1.0, 0.5], RSGRPO + ": continuous, ties"),
    ("rs_grpo", {}, 2.0, [-3.0, -1.0, 2.5, 0.0], RSGRPO + ": negative and > 1 rewards"),
    ("rs_grpo", {}, 2.0, [0.3, NAN, 0.9, NAN], RSGRPO + ": NaN rows left out"),
    ("rs_grpo", {}, 2.0, [0.0, 0.0, 0.0], RSGRPO + ": all wrong"),
    ("rs_grpo", {}, 2.0, [0.7, 0.7, 0.7, 0.7], RSGRPO + ": all equal"),
    ("rs_grpo", {"risk": 8.0}, 8.0, [0.1, 0.9, 0.5, 0.4], RSGRPO + ": beta = 8"),
    ("risk_seeking", {"risk": 0.5}, 0.5, [1, 0, 0, 1, 0], RSGRPO + ": beta = 0.5"),
]


@pytest.mark.parametrize("scheme, params, beta, rewards, source", RS_CASES, ids=[c[4] for c in RS_CASES])
def test_rs_grpo_equals_the_exponential_form(scheme, params, beta, rewards, source):
    rewards = [float(r) for r in rewards]
    expected = torch.tensor(rs_grpo_by_formula(rewards, beta), dtype=torch.float32)
    torch.testing.assert_close(ours(scheme, rewards, **params), expected, atol=1e-6, rtol=1e-5)


@pytest.mark.parametrize("beta", [0.1, 1.0, 2.0, 5.0])
@pytest.mark.parametrize("successes", [1, 3, 6])
def test_rs_grpo_on_binary_rewards_is_the_closed_form(beta, successes):
    # Binary rewards, mean mu: (r - mu)(e^b - 1) / (b (mu e^b + 1 - mu)), the form the scheme had before.
    rewards = [1.0] * successes + [0.0] * (8 - successes)
    mu = successes / 8
    scale = (math.exp(beta) - 1) / (beta * (mu * math.exp(beta) + 1 - mu))
    expected = torch.tensor([(r - mu) * scale for r in rewards], dtype=torch.float32)
    torch.testing.assert_close(ours("risk_seeking", rewards, risk=beta), expected, atol=1e-6, rtol=1e-5)
    # ... and the population weights the theory module uses agree with it.
    w_plus, w_minus = get_scheme("risk_seeking", risk=beta).weights(mu)
    assert (w_plus, -w_minus) == pytest.approx(((1 - mu) * scale, -mu * scale))


def test_rs_grpo_is_shift_invariant_and_cannot_overflow():
    # e^{b (r + c)} / mean e^{b (r + c)} does not depend on c.
    base = ours("rs_grpo", [0.1, 0.4, 0.8])
    torch.testing.assert_close(ours("rs_grpo", [100.1, 100.4, 100.8]), base, atol=1e-4, rtol=1e-4)
    # Huge beta * reward: the best row gets (n - 1)/b, the others -1/b, with no inf or NaN.
    torch.testing.assert_close(ours("risk_seeking", [0.0, 1.0, 0.5], risk=1000.0), torch.tensor([-1e-3, 2e-3, -1e-3]))


# -- the presets themselves -------------------------------------------------------------------------------
@pytest.mark.parametrize("preset", PRESETS, ids=[p.name for p in PRESETS])
def test_presets_are_registered_with_the_papers_settings(preset):
    scheme = get_scheme(preset.name)
    assert isinstance(scheme, preset.base) and scheme.name == preset.name
    assert scheme.params == {**preset.base.defaults, **preset.params}
    assert type(scheme).baseline_free == preset.base.baseline_free
    info = SCHEMES.info(preset.name)
    assert info.distribution == "trl-grpo-ext" and preset.arxiv in info.doc
    assert info.rule == RULES[preset.name]
    # Same numbers as the base scheme with the same parameters.
    rewards = torch.tensor([1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0])
    torch.testing.assert_close(scheme(rewards, 8), preset.base(**preset.params)(rewards, 8))


def _config(tmp_path, **kwargs):
    return GRPOExtConfig(output_dir=str(tmp_path), use_cpu=True, bf16=False, report_to="none", **kwargs)


def test_preset_parameters_can_be_overridden_and_are_validated(tmp_path):
    assert get_scheme("w_reinforce", lam=0.3).lam == 0.3
    assert _config(tmp_path, advantage_scheme="rs_grpo", scheme_kwargs={"risk": 4.0}).scheme_kwargs == {"risk": 4.0}
    with pytest.raises(ValueError, match="scheme 'rs_grpo' got unknown parameter.*'beta'"):
        _config(tmp_path, advantage_scheme="rs_grpo", scheme_kwargs={"beta": 2.0})
    with pytest.raises(ValueError, match="scheme 'pass_at_k_training': k must be an int >= 1"):
        _config(tmp_path, advantage_scheme="pass_at_k_training", scheme_kwargs={"k": 0})
    # A baseline-free preset keeps the base scheme's conflict with dropping zero-variance groups.
    with pytest.raises(ValueError, match="baseline-free"):
        _config(tmp_path, advantage_scheme="w_reinforce", loss_type="dapo", drop_zero_variance_groups=True)


# -- one-line rules in `schemes list` ------------------------------------------------------------------------
def _listing(capsys):
    assert main(["schemes", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    return lines[0], {line.split()[0]: line for line in lines[1:] if line.strip()}


def test_every_scheme_has_a_rule_and_schemes_list_shows_it(capsys):
    header, rows = _listing(capsys)
    assert header.split()[:3] == ["NAME", "DISTRIBUTION", "RULE"]
    builtins = [info for info in list_schemes() if info.distribution == "trl-grpo-ext"]
    assert {p.name for p in PRESETS} <= {info.name for info in builtins}
    for info in builtins:
        assert info.rule == RULES[info.name], info.name
        assert info.rule in rows[info.name]
    assert set(RULES) == {info.name for info in builtins}  # no rule left without its scheme


def test_a_scheme_without_a_rule_lists_with_its_description(capsys):
    class Halved(Scheme):
        """Half of mean_only, registered at run time without a rule."""

        name = "halved"

        def _advantages(self, stats):
            return (stats.rewards - stats.mean[:, None]) / 2

    SCHEMES.register("halved", Halved)
    try:
        _, rows = _listing(capsys)
        assert "Half of mean_only" in rows["halved"]
    finally:
        SCHEMES.reset()
