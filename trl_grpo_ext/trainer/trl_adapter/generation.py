"""The sampling hand-off: TRL's generation of one turn handed to :meth:`GenerationHooks.generate_completion_ids`,
and the contexts a sampler of its own runs in (the model as TRL generates with it, or left sharded)."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GenerationTurn:
    """The arguments of one generation call for a batch of tokenized prompts (one turn of a rollout)."""

    prompt_ids: list[list[int]]
    images: Any
    multimodal_fields: Any
    num_generations: int
    has_tool_images: bool = False


class GenerationHooks:
    """TRL's generation of one turn, under a public name a sampler overrides (calling ``super()`` for TRL's)."""

    def _generate_single_turn(self, prompt_ids, images, multimodal_fields, num_generations, has_tool_images=False):
        return self.generate_completion_ids(
            GenerationTurn(prompt_ids, images, multimodal_fields, num_generations, has_tool_images)
        )

    def generate_completion_ids(self, turn: GenerationTurn):
        """``(completion_ids, logprobs)`` for a turn: TRL's generation unless a subclass takes over."""
        return super()._generate_single_turn(
            turn.prompt_ids, turn.images, turn.multimodal_fields, turn.num_generations,
            has_tool_images=turn.has_tool_images,
        )




def is_vision_language(trainer) -> bool:
    """TRL loaded the model as a vision-language model."""
    return bool(getattr(trainer, "_is_vlm", False))


@contextlib.contextmanager
def generation_context(trainer, name: str):
    """The model as TRL generates with it: unwrapped, profiled under ``name``, without gradients."""
    import torch
    from trl.extras.profiling import profiling_context
    from trl.models import unwrap_model_for_generation

    options = {
        "gather_deepspeed3_params": trainer.args.ds3_gather_for_generation,
        "generation_kwargs": trainer.generation_kwargs,
    }
    if trainer.trl_minor.unwrap_takes_gradient_checkpointing:
        options["gradient_checkpointing_kwargs"] = trainer.args.gradient_checkpointing_kwargs
    with (
        profiling_context(trainer, name),
        unwrap_model_for_generation(trainer.model_wrapped, trainer.accelerator, **options) as unwrapped_model,
        torch.no_grad(),
    ):
        yield unwrapped_model


@contextlib.contextmanager
def sharded_generation_context(trainer, name: str):
    """The trained model with its parameters left sharded (ZeRO-3, FSDP2), profiled under ``name``, without
    gradients: for a caller that gathers what it reads itself, one layer at a time, instead of TRL's gather of the
    whole model (``unwrap_model_for_generation``)."""
    import torch
    from trl.extras.profiling import profiling_context

    with profiling_context(trainer, name), torch.no_grad():
        yield trainer.accelerator.unwrap_model(trainer.model_wrapped)


def sharding(trainer) -> str | None:
    """Who holds the trained model's parameters: ``"deepspeed"`` (whole below ZeRO-3, where gathering them is a
    no-op), ``"fsdp"``, or ``None`` (each process holds them whole)."""
    if getattr(trainer, "is_deepspeed_enabled", False):
        return "deepspeed"
    return "fsdp" if getattr(trainer, "is_fsdp_enabled", False) else None


def profile(trainer, name: str):
    """TRL's profiling context (timings in the logged metrics)."""
    from trl.extras.profiling import profiling_context

    return profiling_context(trainer, name)
