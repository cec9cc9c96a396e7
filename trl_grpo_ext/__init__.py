"""trl-grpo-ext: GRPO on verifiable rewards, as a plugin next to Hugging Face TRL.

The package's folders are its layers (``core``, ``setup`` and ``rollouts``, ``trainer``, ``app``, over
``registry``; see docs/LAYOUT.md). The names below, and the modules ``advantages``, ``theory``,
``qlora`` and ``models`` beside this file, re-export its public surface from them.

Heavy modules (torch, trl) load on first attribute access so that ``import trl_grpo_ext``
and the CLI's ``--help`` stay instant. The ``TYPE_CHECKING`` block below names the same objects
for type checkers and IDEs, which do not run ``__getattr__``.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from trl_grpo_ext._version import __version__

if TYPE_CHECKING:
    from trl_grpo_ext.core.advantages import compute_advantages
    from trl_grpo_ext.trainer.config import GRPOExtConfig
    from trl_grpo_ext.setup.models import load_default_model
    from trl_grpo_ext.app.recipe import Recipe, RecipeError, parse_recipe
    from trl_grpo_ext.registry import (
        PluginError,
        get_reward,
        get_scheme,
        list_rewards,
        list_schemes,
        register_reward,
        register_scheme,
    )
    from trl_grpo_ext.trainer.trainer import GRPOExtTrainer

_LAZY = {
    "GRPOExtConfig": "trl_grpo_ext.trainer.config",
    "GRPOExtTrainer": "trl_grpo_ext.trainer",
    "compute_advantages": "trl_grpo_ext.core.advantages",
    "load_default_model": "trl_grpo_ext.setup.models",
    "parse_recipe": "trl_grpo_ext.app.recipe",
    "Recipe": "trl_grpo_ext.app.recipe",
    "RecipeError": "trl_grpo_ext.app.recipe",
    "PluginError": "trl_grpo_ext.registry",
    "get_reward": "trl_grpo_ext.registry",
    "get_scheme": "trl_grpo_ext.registry",
    "list_rewards": "trl_grpo_ext.registry",
    "list_schemes": "trl_grpo_ext.registry",
    "register_reward": "trl_grpo_ext.registry",
    "register_scheme": "trl_grpo_ext.registry",
}

__all__ = [
    "GRPOExtConfig",
    "GRPOExtTrainer",
    "PluginError",
    "Recipe",
    "RecipeError",
    "__version__",
    "compute_advantages",
    "get_reward",
    "get_scheme",
    "list_rewards",
    "list_schemes",
    "load_default_model",
    "parse_recipe",
    "register_reward",
    "register_scheme",
]


def __getattr__(name: str):
    if name in _LAZY:
        value = getattr(import_module(_LAZY[name]), name)
        globals()[name] = value  # later lookups skip __getattr__
        return value
    raise AttributeError(f"module 'trl_grpo_ext' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})
