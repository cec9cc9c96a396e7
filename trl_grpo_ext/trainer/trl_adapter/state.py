"""What the trainer reads and writes of TRL's trainer state: its per-step metrics, its completions log, and
gradient checkpointing switched so that TRL keeps it as switched."""

from __future__ import annotations

from typing import Any


def log_metric(trainer, mode: str, name: str, value: float) -> None:
    """Add a value to the metrics TRL averages and logs at the next logging step."""
    logged_metrics(trainer, mode)[name].append(value)


def logged_metrics(trainer, mode: str) -> dict[str, list]:
    """The metrics TRL has collected for ``mode`` (``"train"`` or ``"eval"``) since its last logging step."""
    return trainer._metrics[mode]


def logged_completions(trainer) -> dict[str, Any]:
    """TRL's log of the last completions (prompt, completion, rewards, advantages), as its wandb table shows them."""
    return trainer._logs


def set_gradient_checkpointing(trainer, on: bool) -> None:
    """Turn gradient checkpointing of the trained model on or off, and set the training arguments to match.

    TRL turns checkpointing off around generation and back on with ``args.gradient_checkpointing_kwargs``
    (``unwrap_model_for_generation``, ``disable_gradient_checkpointing``), and ``Trainer.train`` turns it on
    from ``args.gradient_checkpointing``; with the arguments in agreement, the choice holds for the rest of
    training. Turned on, it is non-reentrant unless the arguments name another mode: that needs no gradient on
    the inputs, so a frozen (k-bit prepared) base with LoRA adapters trains as it does without checkpointing.
    """
    args = trainer.args
    model = trainer.accelerator.unwrap_model(trainer.model)
    if on:
        kwargs = args.gradient_checkpointing_kwargs or {"use_reentrant": False}
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=kwargs)
        args.gradient_checkpointing_kwargs = kwargs
    else:
        model.gradient_checkpointing_disable()
    args.gradient_checkpointing = on
    # transformers 5 renamed both arguments; the old names mirror the new ones, which Trainer reads.
    if hasattr(args, "activation_checkpointing"):
        args.activation_checkpointing = on
        args.activation_checkpointing_kwargs = args.gradient_checkpointing_kwargs
