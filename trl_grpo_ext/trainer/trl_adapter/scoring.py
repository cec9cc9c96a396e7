"""The scored generation batch: TRL's rewards gathered from every process, handed with TRL's batch to
:meth:`ScoringHooks.finish_scored_batch`; and what the trainer changes in TRL's batch and completions log."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from trl_grpo_ext.trainer.trl_adapter.state import logged_completions
from trl_grpo_ext.trainer.trl_adapter.versions import SUPPORTED_TRL, UnsupportedTRLVersionError


@dataclass(frozen=True)
class ScoredBatch:
    """What TRL produced for one generation batch, handed to :meth:`GRPOTrainerAdapter.finish_scored_batch`.

    Attributes:
        batch (`dict`): TRL's batch for this process (``"advantages"``, ``"completion_mask"``, ...).
        rewards_per_func (`torch.Tensor`): ``(N_global, n_funcs)`` rewards gathered from every process,
            NaN where a function returned None.
        prompts (`list`), completions (`list`): this process's rows, as reward functions see them.
        mode (`str`): ``"train"`` or ``"eval"``.
        start (`int`): index of this process's first row in the gathered batch.
    """

    batch: dict[str, Any]
    rewards_per_func: Any
    prompts: list
    completions: list
    mode: str
    start: int

    @property
    def rows(self) -> slice:
        """This process's rows in the gathered batch (the slice TRL takes)."""
        return slice(self.start, self.start + len(self.prompts))


class ScoringHooks:
    """TRL's reward and scoring hooks: the gathered rewards kept, the scored batch handed to
    :meth:`finish_scored_batch`."""

    _gathered_rewards = None
    _scored_rows = None

    def _calculate_rewards(self, inputs, prompts, completions, completion_ids_list):
        rewards_per_func = super()._calculate_rewards(inputs, prompts, completions, completion_ids_list)
        self._gathered_rewards = rewards_per_func  # (N_global, n_funcs), gathered by TRL
        self._scored_rows = (prompts, completions)
        return rewards_per_func

    def _generate_and_score_completions(self, inputs):
        self._gathered_rewards = None
        batch = super()._generate_and_score_completions(inputs)
        rewards_per_func, self._gathered_rewards = self._gathered_rewards, None
        if rewards_per_func is None:
            raise UnsupportedTRLVersionError(
                f"GRPOTrainer._generate_and_score_completions did not call _calculate_rewards; this trl is not "
                f"compatible with trl-grpo-ext (supported: trl{SUPPORTED_TRL})."
            )
        prompts, completions = self._scored_rows
        self._scored_rows = None
        mode = "train" if self.model.training else "eval"
        start = self.accelerator.process_index * len(prompts)
        return self.finish_scored_batch(ScoredBatch(batch, rewards_per_func, prompts, completions, mode, start))

    def finish_scored_batch(self, scored: ScoredBatch) -> dict[str, Any]:
        """The batch the loss will see; TRL's as it is unless a subclass changes it."""
        return scored.batch



def replace_logged_advantages(trainer, all_advantages) -> None:
    """Put ``all_advantages`` (gathered) in TRL's completions log in place of TRL's own."""
    # TRL appended its own gathered advantages last; its deque may be shorter than the batch.
    logged = logged_completions(trainer)["advantages"]
    k = min(len(logged), all_advantages.numel())
    for _ in range(k):
        logged.pop()
    if k:
        logged.extend(all_advantages[-k:].tolist())


def mask_rows_out_of_loss(trainer, batch: dict[str, Any], drop) -> float:
    """Take this process's rows where ``drop`` is True out of the loss and its normaliser.

    The rows go out through ``tool_mask``, which TRL multiplies into the loss mask only, so the
    attention mask (``completion_mask``) is unchanged; ``num_items_in_batch`` (the dapo/cispo/vespo
    normaliser) is recounted over the remaining tokens of every process. ``batch`` gets new tensors
    in those two slots (TRL reuses it ``num_iterations`` times; nothing is changed in place).

    Returns:
        `float`: the share of the loss tokens of every process that were dropped.
    """
    import torch

    completion_mask = batch["completion_mask"]
    keep = (~drop).to(device=completion_mask.device, dtype=completion_mask.dtype).unsqueeze(1)
    tool_mask = batch.get("tool_mask")
    tool_mask = torch.ones_like(completion_mask) if tool_mask is None else tool_mask
    batch["tool_mask"] = tool_mask * keep
    counts = torch.stack([(completion_mask * batch["tool_mask"]).sum(), (completion_mask * tool_mask).sum()])
    kept, before = trainer.accelerator.gather(counts.unsqueeze(0)).sum(dim=0)
    batch["num_items_in_batch"] = kept
    return 1.0 - float(kept) / max(float(before), 1.0)
