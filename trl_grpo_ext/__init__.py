"""trl-grpo-ext: GRPO on verifiable rewards, as a plugin next to Hugging Face TRL.

Heavy modules (torch, trl) load on first attribute access so that ``import trl_grpo_ext``
and the CLI's ``--help`` stay instant.
"""

from importlib import import_module

__version__ = "0.1.0"

_LAZY = {
    "GRPOExtConfig": "trl_grpo_ext.config",
    "GRPOExtTrainer": "trl_grpo_ext.trainer",
    "compute_advantages": "trl_grpo_ext.advantages",
    "get_reward": "trl_grpo_ext.registry",
    "get_scheme": "trl_grpo_ext.registry",
    "load_default_model": "trl_grpo_ext.models",
}

__all__ = ["__version__", *_LAZY]


def __getattr__(name):
    if name in _LAZY:
        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'trl_grpo_ext' has no attribute {name!r}")
