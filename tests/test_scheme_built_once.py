"""The advantage scheme is built once, by the registry, when the config is checked; the trainer takes that very
object, and a config whose scheme or parameters change afterwards builds (and checks) the new one."""

from __future__ import annotations

import pytest
from fixtures.rewards import ParityReward, prompt_dataset
from fixtures.trainer_runs import fast_args

from trl_grpo_ext import GRPOExtTrainer
from trl_grpo_ext.registry import SCHEMES


@pytest.fixture
def builds(monkeypatch):
    """The schemes the registry builds, in order."""
    built = []
    original = SCHEMES.build

    def counting(entry, name, options):
        built.append((name, options))
        return original(entry, name, options)

    monkeypatch.setattr(SCHEMES, "build", counting)
    return built


def test_the_config_builds_the_scheme_once_and_the_trainer_takes_it(builds, tmp_path, tiny_model_dir):
    args = fast_args(tmp_path, advantage_scheme="pass_at_k", scheme_kwargs={"k": 2}, max_steps=1)
    assert builds == [("pass_at_k", {"k": 2})]
    assert args.scheme is args.scheme and args.scheme.k == 2
    trainer = GRPOExtTrainer(model=tiny_model_dir, reward_funcs=[ParityReward()], args=args,
                             train_dataset=prompt_dataset())
    assert trainer.scheme is args.scheme and len(builds) == 1


def test_a_changed_scheme_is_built_and_checked_again(builds, tmp_path):
    args = fast_args(tmp_path, advantage_scheme="pass_at_k", scheme_kwargs={"k": 2})
    args.scheme_kwargs["k"] = 3
    assert args.scheme.k == 3 and builds[-1] == ("pass_at_k", {"k": 3})
    args.advantage_scheme = "no_such_scheme"
    with pytest.raises(ValueError, match="advantage_scheme='no_such_scheme'"):
        args.scheme
