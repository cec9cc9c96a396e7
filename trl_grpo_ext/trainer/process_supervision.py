"""Process supervision in the trainer: step rewards of the scored completions -> per-token advantages.

Each process scores the steps of its own completions with the ``step_reward`` plugin's
``step_rewards``, maps the steps' character ends to token ends with the tokenizer, and gathers the
rows of every process, because a group's step rewards are normalised together and its completions
may sit on several processes. :func:`~trl_grpo_ext.core.advantages.process_supervision_advantages` turns
the gathered rows into ``(N, T)`` advantages, of which the process keeps its own rows; TRL's loss
multiplies a 2-D advantages tensor token by token (it adds a token axis only to a 1-D one).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import torch

from trl_grpo_ext.core.advantages.process_supervision import (
    process_supervision_advantages,
    token_char_ends_from_ids,
    token_step_ends,
)


class StepSupervision:
    """Per-token advantages from a reward plugin's ``step_rewards(completions, **kwargs)``.

    Args:
        plugin: an object with ``step_rewards(completions, **kwargs) -> list[list[(score, char_end)]]``.
        decode (`callable`): token ids -> the completion text as TRL decodes it (special tokens skipped).
        name (`str`): the plugin's name, for error messages.
    """

    def __init__(self, plugin: Any, decode: Callable[[list[int]], str], name: str):
        if not callable(getattr(plugin, "step_rewards", None)):
            raise ValueError(
                f"step_reward={name!r} has no step_rewards(completions) method, so it cannot score steps; "
                f"use a plugin that does, e.g. 'arithmetic_steps'."
            )
        self.plugin, self.decode, self.name = plugin, decode, name

    @classmethod
    def for_trainer(cls, name: str, reward_funcs: Sequence[Any], specs: Sequence[dict], processing_class):
        """The plugin named ``name``: the trainer's own reward function of that name if it has one (its parse
        cache is shared), else a new instance from the registry or a dotted path."""
        from trl_grpo_ext.registry import PluginError, resolve_reward

        plugin = next((f for f, s in zip(reward_funcs, specs) if s["name"] == name), None)
        if plugin is None:
            try:
                plugin = resolve_reward(name)
            except PluginError as exc:
                raise ValueError(f"step_reward={name!r}: {exc}") from exc
        tokenizer = getattr(processing_class, "tokenizer", processing_class)
        return cls(plugin, lambda ids: tokenizer.decode(ids, skip_special_tokens=True), name)

    def local_rows(self, completions: list, completion_ids: torch.Tensor, completion_mask: torch.Tensor, **kwargs):
        """``(step_rewards, step_ends, lengths)`` of this process's completions, steps ending at token offsets."""
        scored = self.plugin.step_rewards(completions, **kwargs)
        if len(scored) != len(completions):
            raise ValueError(
                f"step_reward {self.name!r} returned {len(scored)} rows of steps for {len(completions)} completions"
            )
        lengths = completion_mask.sum(dim=1).tolist()
        rewards, ends = [], []
        for steps, ids, length in zip(scored, completion_ids.tolist(), lengths):
            ids = ids[: int(length)]
            token_ends = token_step_ends([end for _, end in steps], token_char_ends_from_ids(self.decode, ids))
            # a completion without tokens has no step to credit
            rewards.append([float(score) for score, _ in steps][: len(token_ends)])
            ends.append(token_ends)
        return rewards, ends, [int(n) for n in lengths]

    def token_advantages(self, batch: dict[str, Any], completions: list, rows: slice, group_size: int, **kwargs):
        """``(n_local, T)`` advantages for this process's rows of the batch (``T`` its completion width)."""
        from accelerate.utils import gather_object

        completion_ids = batch["completion_ids"]
        local = self.local_rows(completions, completion_ids, batch["completion_mask"], **kwargs)
        rewards, ends, lengths = (gather_object(part) for part in local)
        advantages = process_supervision_advantages(rewards, ends, lengths, group_size)[rows]
        width = completion_ids.shape[1]
        out = torch.zeros(advantages.shape[0], width, dtype=advantages.dtype)
        keep = min(width, advantages.shape[1])
        out[:, :keep] = advantages[:, :keep]
        return out
