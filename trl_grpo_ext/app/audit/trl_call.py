"""What TRL passes a reward function, rebuilt for the audit's cases: the data and the extras.

TRL calls a reward function as ``reward(prompts=..., completions=..., completion_ids=..., **columns,
trainer_state=..., log_extra=..., log_metric=...)`` where ``prompts`` and ``completions`` are strings,
or lists of chat messages for a conversational dataset, and every other dataset column arrives as a
keyword argument holding one value per row. Without a tokenizer, ``completion_ids`` are the
completion's UTF-8 bytes; ``trainer_state`` is a stand-in with ``TrainerState``'s step fields at step 0;
``log_extra`` and ``log_metric`` accept and drop what they are given.
"""

from __future__ import annotations

import types
from typing import Any

from trl_grpo_ext.app.audit.cases import Case

# The fields of transformers' TrainerState a reward reads to shape itself by progress, at step 0.
TRAINER_STATE = {"global_step": 0, "max_steps": 1, "epoch": 0.0, "num_train_epochs": 1,
                 "is_world_process_zero": True, "is_local_process_zero": True, "log_history": []}


def as_messages(text: str, role: str) -> list[dict[str, str]]:
    return [{"role": role, "content": text}]


def _drop(*args: Any, **kwargs: Any) -> None:
    """``log_extra`` / ``log_metric``: the audit keeps no logs."""


def trl_extras() -> dict[str, Any]:
    """The keyword arguments TRL adds to every reward call besides the data."""
    return {"trainer_state": types.SimpleNamespace(**TRAINER_STATE), "log_extra": _drop, "log_metric": _drop}


def trl_arguments(cases: list[Case], chat: bool) -> dict[str, Any]:
    """The data keyword arguments TRL would pass for these cases (one row each): prompts, completions,
    completion_ids and the dataset columns."""
    columns: dict[str, list] = {}
    for i, case in enumerate(cases):
        for key, value in case.row.items():
            columns.setdefault(key, [None] * len(cases))[i] = value
    prompts = [as_messages(c.prompt, "user") if chat else c.prompt for c in cases]
    completions = [as_messages(c.completion, "assistant") if chat else c.completion for c in cases]
    completion_ids = [list(c.completion.encode("utf-8")) for c in cases]
    return {"prompts": prompts, "completions": completions, "completion_ids": completion_ids, **columns}
