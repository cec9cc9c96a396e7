"""Trainer extension: gradient checkpointing only where a micro-batch's activations would not fit.

With ``args.auto_gradient_checkpointing``, :class:`AutoGradientCheckpointingMixin` decides once, at the first
training micro-batch (the adapter's ``before_training_loss``), when its real prompt length is known: TRL 1.16
does not bound prompts. Completions vary from batch to batch, so the decision counts them at
``max_completion_length``, the longest any later batch can have. Checkpointing costs a second forward in
backward, so it is on only if the activations (:func:`~trl_grpo_ext.core.training_memory.choose_gradient_checkpointing`)
exceed the budget: ``auto_gradient_checkpointing_memory_gib``, or the free GPU memory minus a margin and the
gradients and optimizer states the first step will still allocate. Where no budget is known (a CPU) and under
DeepSpeed / FSDP, ``gradient_checkpointing`` stays as configured. As with the rollout weight mode
(:mod:`trl_grpo_ext.trainer.fast_rollouts`), the choice and its reason are logged once; it is also kept in
``gradient_checkpointing_choice`` and in the metric ``gradient_checkpointing`` (1 on, 0 off) of the first
logged step. Every process takes the same decision: on where any of them needs it.
"""

from __future__ import annotations

import logging

import torch

from trl_grpo_ext.core.training_memory import (
    activation_budget,
    choose_gradient_checkpointing,
    unallocated_training_state_bytes,
)
from trl_grpo_ext.trainer.trl_adapter import MicroBatchShape, log_metric, set_gradient_checkpointing

logger = logging.getLogger(__name__)


class AutoGradientCheckpointingMixin:
    """Put before ``GRPOTrainerAdapter`` in the bases of a trainer whose ``args`` has
    ``auto_gradient_checkpointing``."""

    gradient_checkpointing_choice: tuple[bool, str] | None = None  # (on, why) once decided

    def before_training_loss(self, shape: MicroBatchShape) -> None:
        super().before_training_loss(shape)
        if self.gradient_checkpointing_choice is not None or not self.args.auto_gradient_checkpointing:
            return
        on, why = self._choose_gradient_checkpointing(shape)
        set_gradient_checkpointing(self, on)
        self.gradient_checkpointing_choice = (on, why)
        logger.warning("auto_gradient_checkpointing: %s (%s)", "on" if on else "off", why)
        log_metric(self, "train", "gradient_checkpointing", float(on))

    def _choose_gradient_checkpointing(self, shape: MicroBatchShape) -> tuple[bool, str]:
        args = self.args
        configured = bool(args.gradient_checkpointing)
        if self.is_deepspeed_enabled or self.is_fsdp_enabled:
            return configured, "sharded training (DeepSpeed / FSDP): kept as configured"
        model = self.accelerator.unwrap_model(self.model)
        tokens = shape.rows * (shape.prompt_length + max(shape.completion_length, args.max_completion_length or 0))
        budget = activation_budget(
            self.accelerator.device, args.auto_gradient_checkpointing_memory_gib,
            args.auto_gradient_checkpointing_margin_gib, unallocated_training_state_bytes(model, self.optimizer),
        )
        dtype_bytes = 2 if args.bf16 or args.fp16 else model.dtype.itemsize
        try:
            on, why = choose_gradient_checkpointing(model.config, tokens, budget, dtype_bytes, configured)
        except ValueError as exc:  # an architecture the estimate does not describe: the same on every process
            return configured, f"{exc}; kept as configured"
        if budget is None:
            why += ", kept as configured"
        flags = self.accelerator.gather(torch.tensor([int(on)], device=self.accelerator.device))
        if bool(flags.any()) and not on:
            return True, f"{why}; on because another process's activations exceed its budget"
        return on, why
