"""Public import path of the advantage schemes (re-exported from :mod:`trl_grpo_ext.core.advantages`).

>>> import torch
>>> from trl_grpo_ext.advantages import compute_advantages
>>> compute_advantages(torch.tensor([1.0, 0.0, 0.0, 0.0]), group_size=4, scheme="mean_only")
tensor([ 0.7500, -0.2500, -0.2500, -0.2500])
"""

from trl_grpo_ext.core.advantages import Scheme, compute_advantages

__all__ = ["Scheme", "compute_advantages"]
