"""`compute_advantages`: the one call that turns grouped rewards into advantages."""

from __future__ import annotations

from typing import Any

import torch

from .base import Scheme
from .grouping import as_reward_tensor, check_group_size


def resolve_scheme(scheme: str | Scheme = "grpo", **params: Any) -> Scheme:
    """A scheme object from a registry name (or ``"package.module:Class"``) and its parameters.

    A ready `Scheme` instance is returned as is; giving parameters with it is an error, since they
    would be silently ignored.
    """
    if isinstance(scheme, str):
        from trl_grpo_ext.registry import get_scheme

        return get_scheme(scheme, **params)
    if params:
        raise ValueError(
            f"parameters {sorted(params)} were given together with the scheme instance {scheme!r}; "
            f"set them when building the instance, or pass the scheme by name"
        )
    if not callable(scheme):
        raise TypeError(f"scheme must be a registry name or a Scheme instance, got {type(scheme).__name__}")
    return scheme


def compute_advantages(rewards: Any, group_size: int, scheme: str | Scheme = "grpo", **params: Any) -> torch.Tensor:
    """Advantages of a flat batch of grouped rewards under an advantage scheme.

    Args:
        rewards (`torch.Tensor` of shape `(N,)`):
            Rewards, ``N = num_groups * group_size``, the completions of one prompt contiguous (TRL's
            order). NaN marks an unscorable completion: it is left out of the group statistics and
            its advantage is 0.
        group_size (`int`):
            Completions per prompt (TRL's ``num_generations``).
        scheme (`str` or `Scheme`, *optional*, defaults to `"grpo"`):
            A registry name (`grpo`, `contrastive`, `mean_only`, `rloo`, `pass_at_k`, `max_rl`,
            `risk_seeking`, `beta_prior`, `negative_weighted`, the presets `w_reinforce`,
            `pass_at_k_training`, `rs_grpo`, or any installed plugin) or a scheme instance.
        **params:
            The scheme's parameters (e.g. ``k=4`` for `pass_at_k`, ``success_threshold=0.5`` for a
            binary-only scheme on continuous rewards). Only with a scheme name.

    Returns:
        `torch.Tensor` of shape `(N,)`, float32, on the rewards' device.

    Example:

    >>> import torch
    >>> rewards = torch.tensor([1.0, 0.0, 0.0, 0.0, 1.0, 1.0, float("nan"), 0.0])
    >>> compute_advantages(rewards, group_size=4)
    tensor([ 1.4997, -0.4999, -0.4999, -0.4999,  0.5773,  0.5773,  0.0000, -1.1545])
    >>> compute_advantages(rewards, group_size=4, scheme="max_rl")
    tensor([ 3.0000, -1.0000, -1.0000, -1.0000,  0.5000,  0.5000,  0.0000, -1.0000])
    """
    group_size = check_group_size(group_size)
    rewards = as_reward_tensor(rewards, group_size)
    advantages = resolve_scheme(scheme, **params)(rewards, group_size)
    if advantages.shape != rewards.shape:
        raise ValueError(
            f"scheme {scheme!r} returned shape {tuple(advantages.shape)}, expected {tuple(rewards.shape)}"
        )
    return advantages.to(device=rewards.device, dtype=torch.float32)
