"""Advantage schemes: grouped rewards in, advantages out (pure torch, any device).

>>> import torch
>>> from trl_grpo_ext.core.advantages import compute_advantages
>>> compute_advantages(torch.tensor([1.0, 0.0, 0.0, 0.0]), group_size=4, scheme="mean_only")
tensor([ 0.7500, -0.2500, -0.2500, -0.2500])
"""

from .base import Scheme
from .compute import compute_advantages, resolve_scheme
from .grouping import GroupStats, group_success_rates
from .process_supervision import process_supervision_advantages

__all__ = [
    "GroupStats",
    "Scheme",
    "compute_advantages",
    "group_success_rates",
    "process_supervision_advantages",
    "resolve_scheme",
]
