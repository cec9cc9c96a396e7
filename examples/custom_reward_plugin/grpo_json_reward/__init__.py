"""Example third-party reward plugin for trl-grpo-ext (registered by entry point, see pyproject.toml)."""

from grpo_json_reward.reward import JsonAnswer

__all__ = ["JsonAnswer"]
