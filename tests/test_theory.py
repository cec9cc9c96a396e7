"""The contrastive view: population weights, the fixed-point predictor, the weights plot and its CLI."""

import argparse
import math
import subprocess
import sys

import pytest

from trl_grpo_ext.core.advantages.schemes import Contrastive
from trl_grpo_ext.app.plots import plot_weights
from trl_grpo_ext.core.theory import (
    FixedPointError,
    analyze_fixed_point,
    contrastive_weights,
    fixed_point,
    total_weight,
)

# Reference values for GRPO with eps = 1e-4, computed independently of this code.
ORACLES = [(0.2, 1.0, 0.681), (0.2, 2.0, 0.409), (0.5, 2.0, 0.765), (0.05, 5.0, 0.094), (0.9, 10.0, 0.930)]


@pytest.mark.parametrize("p_ref, beta, expected", ORACLES)
def test_grpo_fixed_point_matches_the_reference_table(p_ref, beta, expected):
    p_star = fixed_point(p_ref, beta)
    assert abs(p_star - expected) < 0.003
    assert p_star > p_ref  # success amplification
    # It is a fixed point of the smoothed recursion.
    w = 1 / math.sqrt(p_star * (1 - p_star) + 1e-4)
    assert p_star == pytest.approx(1 / (1 + (1 - p_ref) / p_ref * math.exp(-w / beta)), abs=1e-10)


def test_mean_only_reaches_its_fixed_point_in_one_step():
    # W = 1: p* = sigmoid(logit 0.2 + 1/2) = 1 / (1 + 4 e^{-1/2}).
    p_star = fixed_point(0.2, 2.0, scheme="mean_only")
    assert p_star == pytest.approx(1 / (1 + 4 * math.exp(-0.5)), abs=1e-12)
    assert round(p_star, 3) == 0.292
    assert analyze_fixed_point(0.2, 2.0, "mean_only").iterations <= 2


def test_contrastive_weights_of_grpo_are_the_population_weights():
    assert contrastive_weights(0.2) == pytest.approx((2.0, 0.5))  # sqrt(0.8/0.2), sqrt(0.2/0.8)
    w_plus, w_minus = contrastive_weights(0.2, group_size=4)
    assert (w_plus, w_minus) == pytest.approx((2.0 * math.sqrt(0.75), 0.5 * math.sqrt(0.75)))
    assert contrastive_weights(0.25, "pass_at_k", k=1) == pytest.approx((math.sqrt(3), math.sqrt(1 / 3)))
    assert contrastive_weights(0.5, "negative_weighted", lam=0.3) == pytest.approx((0.3, 1.0))
    assert total_weight(0.5) == pytest.approx(1 / math.sqrt(0.25 + 1e-4))


def test_other_schemes_follow_their_own_total_weight():
    # max_rl: W = 1/p, a fixed point of logit p = logit p_ref + 1/(beta p).
    p_star = fixed_point(0.2, 2.0, scheme="max_rl")
    assert math.log(p_star / (1 - p_star)) == pytest.approx(math.log(0.25) + 1 / (2.0 * p_star), abs=1e-9)
    # The stronger the push on rare successes, the larger p* from the same start.
    assert fixed_point(0.2, 2.0, "max_rl") > fixed_point(0.2, 2.0, "grpo") > fixed_point(0.2, 2.0, "mean_only")
    # A scheme instance and user weights work; contrastive with GRPO's weights equals grpo.
    assert fixed_point(0.2, 2.0, Contrastive(eps=1e-4)) == pytest.approx(fixed_point(0.2, 2.0))
    p_star = fixed_point(0.2, 2.0, "contrastive", w_plus=lambda p: 1 - p, w_minus=lambda p: p)
    assert p_star == pytest.approx(fixed_point(0.2, 2.0, "mean_only"))


def test_second_root_is_reported():
    # With eps = 1e-4, GRPO's W is bounded by 100, so near p = 1 there is another branch of fixed points.
    result = analyze_fixed_point(0.2, 2.0)
    assert result.converged and result.stable and abs(result.slope) < 1
    assert len(result.other_roots) >= 1 and all(r > 0.9 for r in result.other_roots)
    assert float(result) == result.p_star == pytest.approx(0.4087, abs=1e-4)


def test_runaway_to_one_raises():
    # Unsmoothed weights (beta_prior's population form is GRPO's without eps): W -> inf at p -> 1
    # faster than logit p grows, so with a strong push the recursion runs away to 1.
    with pytest.raises(FixedPointError, match="runs to p = 1") as info:
        fixed_point(0.2, 0.5, scheme="beta_prior", prior_a=1.0, prior_b=1.0)
    assert info.value.result.p_star == 1.0 and not info.value.result.converged


def test_oscillation_raises():
    # W(p) = 20 (1 - p), beta = 1, p_ref = 1/2: g(p) = sigmoid(20 (1 - p)) has slope about -1.9 at its
    # fixed point (about 0.895); iterates jump between about 1/2 and 1 instead of converging.
    with pytest.raises(FixedPointError, match="oscillates between") as info:
        fixed_point(0.5, 1.0, "contrastive", w_plus=lambda p: 20 * (1 - p), w_minus=lambda p: 0 * p)
    result = info.value.result
    assert not result.converged and not result.stable
    (root,) = result.other_roots
    assert 0.85 < root < 0.95
    low, high = result.cycle
    assert low < root < high and high - low > 0.3
    # The cycle really is one: g(low) = high and g(high) = low.
    g = lambda p: 1 / (1 + math.exp(-20 * (1 - p)))  # noqa: E731
    assert g(low) == pytest.approx(high, abs=1e-9) and g(high) == pytest.approx(low, abs=1e-9)


def test_slow_convergence_and_iteration_budget():
    with pytest.raises(FixedPointError, match="did not converge in 3 iterations"):
        fixed_point(0.2, 1.0, max_iter=3)
    # Close enough to a stable root within the budget: the scanned root is reported as converged.
    assert fixed_point(0.2, 1.0, max_iter=20, tol=1e-15) == pytest.approx(fixed_point(0.2, 1.0), abs=1e-9)


def test_bad_arguments():
    with pytest.raises(ValueError, match="p_ref"):
        fixed_point(0.0, 1.0)
    with pytest.raises(ValueError, match="beta"):
        fixed_point(0.2, -1.0)
    with pytest.raises(ValueError, match="grpo' takes no parameters"):
        fixed_point(0.2, 1.0, "grpo", k=3)
    with pytest.raises(KeyError, match="Known"):
        fixed_point(0.2, 1.0, "nope")


def test_plot_weights_writes_a_png(tmp_path):
    path = plot_weights(["grpo", "mean_only", Contrastive(eps=0.01), "negative_weighted"], tmp_path / "sub" / "w.png",
                        markers={"p_ref": 0.2})
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    with pytest.raises(ValueError, match="p_range"):
        plot_weights("grpo", tmp_path / "x.png", p_range=(0.0, 1.0))


def test_cli_theory_prints_p_star_and_writes_the_plot(tmp_path, capsys):
    from trl_grpo_ext.app.cli import theory

    parser = argparse.ArgumentParser(prog="trl-grpo-ext")
    theory.add_parser(parser.add_subparsers())
    plot = tmp_path / "weights.png"
    args = parser.parse_args(["theory", "--scheme", "grpo", "--beta", "2", "--p-ref", "0.2", "--plot", str(plot),
                              "--compare", "max_rl"])
    assert args.func(args) == 0
    out = capsys.readouterr().out
    assert "p* = 0.408686" in out and str(plot) in out
    assert plot.stat().st_size > 0

    args = parser.parse_args(["theory", "--scheme", "pass_at_k", "--param", "k=2", "--beta", "2", "--p-ref", "0.2",
                              "--no-plot"])
    assert args.func(args) == 0
    assert f"p* = {fixed_point(0.2, 2.0, 'pass_at_k', k=2):.6f}" in capsys.readouterr().out

    args = parser.parse_args(["theory", "--scheme", "beta_prior", "--param", "prior_a=1", "--param", "prior_b=1",
                              "--beta", "0.5", "--p-ref", "0.2", "--no-plot"])
    assert args.func(args) == 1
    assert "runs to p = 1" in capsys.readouterr().err

    args = parser.parse_args(["theory", "--scheme", "pass_at_k", "--param", "k=0", "--beta", "2", "--p-ref", "0.2"])
    assert args.func(args) == 2
    assert "k must be an int >= 1" in capsys.readouterr().err


def test_cli_module_does_not_import_torch():
    code = "import sys, trl_grpo_ext.app.cli.theory; assert 'torch' not in sys.modules, 'torch imported'"
    subprocess.run([sys.executable, "-c", code], check=True)
