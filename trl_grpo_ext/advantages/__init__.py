"""Public import path of the advantage schemes (re-exported from :mod:`trl_grpo_ext.core.advantages`).

>>> import torch
>>> from trl_grpo_ext.advantages import compute_advantages
>>> compute_advantages(torch.tensor([1.0, 0.0, 0.0, 0.0]), group_size=4, scheme="mean_only")
tensor([ 0.7500, -0.2500, -0.2500, -0.2500])
"""

from trl_grpo_ext.core.advantages import (
    GroupStats,
    Scheme,
    compute_advantages,
    group_success_rates,
    process_supervision_advantages,
    resolve_scheme,
)

__all__ = [
    "GroupStats",
    "Scheme",
    "compute_advantages",
    "group_success_rates",
    "process_supervision_advantages",
    "resolve_scheme",
]
