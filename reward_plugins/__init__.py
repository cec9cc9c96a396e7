"""Reward plugins that ship with trl-grpo-ext.

They register through the ``trl_grpo_ext.rewards`` entry-point group, the same door a
third-party package uses; get one with ``trl_grpo_ext.registry.get_reward(name, **options)``.
"""

from reward_plugins.base import Outcome, RewardPlugin, completion_text

__all__ = ["Outcome", "RewardPlugin", "completion_text"]
