"""The advantage step: one pass over a batch gives the advantages, the groups without contrast and the metrics."""

from __future__ import annotations

import math

import pytest
import torch

from trl_grpo_ext.core.advantages import GroupStats, compute_advantages
from trl_grpo_ext.core.advantages.step import advantage_step, scheme_diagnostics
from trl_grpo_ext.registry import get_scheme

NAN = math.nan
# all wrong | all right | 1 of 4 right | one scorable row | 3 of 4 right with an unscorable row
REWARDS = torch.tensor([0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, NAN, NAN, NAN, 1, 1, 1, NAN, 0], dtype=torch.float32)
SCHEMES = [("grpo", {}), ("mean_only", {}), ("rloo", {}), ("contrastive", {}), ("pass_at_k", {"k": 2}),
           ("max_rl", {}), ("risk_seeking", {"risk": 2.0}), ("beta_prior", {}), ("negative_weighted", {"lam": 0.2})]


@pytest.mark.parametrize(("name", "params"), SCHEMES, ids=[s for s, _ in SCHEMES])
def test_the_step_gives_what_the_scheme_and_the_diagnostics_give_alone(name, params):
    scheme = get_scheme(name, **params)
    step = advantage_step(REWARDS, 4, scheme)
    torch.testing.assert_close(step.advantages, compute_advantages(REWARDS, 4, name, **params), rtol=0, atol=0)
    alone = scheme_diagnostics(REWARDS, step.advantages, 4, success_based=scheme.binary_only)
    assert step.metrics == pytest.approx(alone.metrics(), nan_ok=True)
    assert step.zero_variance.tolist() == alone.zero_variance.tolist() == [True, True, False, True, False]
    assert step.rows(step.zero_variance).tolist() == [True] * 8 + [False] * 4 + [True] * 4 + [False] * 4


def test_the_group_statistics_are_built_once_per_step(monkeypatch):
    built = []
    original = GroupStats.from_rewards.__func__
    counted = classmethod(lambda cls, *args, **kwargs: built.append(1) or original(cls, *args, **kwargs))
    monkeypatch.setattr(GroupStats, "from_rewards", counted)
    advantage_step(REWARDS, 4, get_scheme("max_rl"))
    assert len(built) == 1


def test_a_thresholded_scheme_sees_contrast_in_successes():
    rewards = torch.tensor([0.0, -0.1, 0.0, -0.05, 1.0, 0.9, 0.95, 1.0])
    step = advantage_step(rewards, 4, get_scheme("max_rl", success_threshold=0.5))
    assert step.zero_variance.tolist() == [True, True]
    assert step.metrics["scheme/frac_zero_variance_raw"] == 0.0
    assert bool((step.advantages == 0).all())


def test_given_advantages_are_kept_and_described():
    kept = torch.tensor([0.5, -0.5, 0.0, 0.0])
    step = advantage_step(torch.tensor([1.0, 0.0, 1.0, 1.0]), 2, get_scheme("grpo"), advantages=kept)
    torch.testing.assert_close(step.advantages, kept)
    assert step.diagnostics.group_p == [0.5, 1.0] and step.zero_variance.tolist() == [False, True]


def test_a_plain_callable_scheme_is_called_as_is():
    def halves(rewards, group_size):
        return rewards / 2

    step = advantage_step(torch.tensor([1.0, 0.0]), 2, halves)
    torch.testing.assert_close(step.advantages, torch.tensor([0.5, 0.0]))
    with pytest.raises(ValueError, match="returned shape"):
        advantage_step(torch.tensor([1.0, 0.0]), 2, lambda rewards, group_size: rewards[:1])
