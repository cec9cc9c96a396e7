"""The trainer layer: ``GRPOExtConfig`` and ``GRPOExtTrainer`` over TRL's ``GRPOTrainer``.

``trl_adapter`` is the one package that names TRL's private API; ``sharding`` holds what sharded training
(ZeRO-3, FSDP2) needs; the trainer's features (fast rollouts, checkpointing, process supervision, diagnostics,
wandb) each live in a module of their own.
``from trl_grpo_ext.trainer import GRPOExtTrainer`` keeps working; the names load on first use so
that importing a submodule does not import TRL's trainer.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from trl_grpo_ext.trainer.config import GRPOExtConfig
    from trl_grpo_ext.trainer.trainer import GRPOExtTrainer

_LAZY = {"GRPOExtConfig": "trl_grpo_ext.trainer.config", "GRPOExtTrainer": "trl_grpo_ext.trainer.trainer"}

__all__ = list(_LAZY)


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'trl_grpo_ext.trainer' has no attribute {name!r}")
