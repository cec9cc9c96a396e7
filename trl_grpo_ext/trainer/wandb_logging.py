"""What ``GRPOExtTrainer`` adds to a wandb run, as a ``TrainerCallback``.

TRL and transformers' ``WandbCallback`` already send every scalar metric TRL logs, which includes
the scheme diagnostics and what reward plugins report through ``log_metric`` (outcome rates, cache
hit rates, sandbox counters). This callback adds what a scalar cannot carry:

- the run config records the advantage scheme with its parameters and every reward function with
  its source, options and weight (``config["trl_grpo_ext"]``);
- a histogram of the per-group success rate ``p`` at each logging step (``train/scheme/group_p``);
- a completions table that keeps its history (``completions_history``): an incremental wandb table
  gets the rows of each new generation batch (step, prompt, completion, the reward of each reward
  function, the advantage each completion received), and wandb shows all of them, where TRL's
  ``completions`` table is replaced at every step;
- the theory's predicted ``p*`` and its ``p_ref`` in the run summary (``scheme/predicted_p_star``).

It reads each advantage step through the trainer's step callbacks (``on_advantage_step``, on every
process, since gathering the batch's prompts takes all of them); everything it sends runs on the main
process only, after transformers' ``WandbCallback`` has started the run.
"""

from __future__ import annotations

import json
import math
import weakref
from typing import Any

from transformers import TrainerCallback

HISTORY_TABLE_KEY = "completions_history"


class GRPOExtWandbCallback(TrainerCallback):
    """Logs the scheme's config, per-group ``p`` histograms and the completions history to wandb.

    Args:
        trainer (`GRPOExtTrainer`):
            The trainer whose scheme, reward functions and advantage steps are read (held weakly).
    """

    def __init__(self, trainer):
        self._trainer = weakref.ref(trainer)
        self._table = None
        self._table_columns: list[str] | None = None
        self._summary_done = False
        self._group_p: dict[str, list[float]] = {"train": [], "eval": []}  # since the last logging step
        self._pending_rows: list[tuple] | None = None  # the latest training batch, until logged

    @property
    def trainer(self):
        return self._trainer()

    @staticmethod
    def _run():
        import wandb

        return wandb.run

    # -- events ----------------------------------------------------------------------------------
    def on_train_begin(self, args, state, control, **kwargs):
        run = self._run()
        if not state.is_world_process_zero or run is None or self.trainer is None:
            return
        run.config.update({"trl_grpo_ext": run_config(self.trainer)}, allow_val_change=True)

    def on_advantage_step(self, trainer, scored, step) -> None:
        """Keep the step's per-group ``p`` and, in training, its rows for the completions table."""
        self._group_p[scored.mode].extend(p for p in step.diagnostics.group_p if not math.isnan(p))
        if scored.mode != "train" or not trainer.args.log_completions_history:
            return
        from accelerate.utils import gather_object

        prompts, completions = gather_object(scored.prompts), gather_object(scored.completions)
        rewards = scored.rewards_per_func.tolist()
        advantages = step.advantages.tolist()
        self._pending_rows = list(zip(prompts, completions, rewards, advantages))

    def on_log(self, args, state, control, logs=None, **kwargs):
        trainer = self.trainer
        if trainer is None:
            return
        mode = "train" if trainer.model.training else "eval"
        group_p, self._group_p[mode] = self._group_p[mode], []
        run = self._run()
        if not state.is_world_process_zero or run is None:
            return
        prefix = "train" if mode == "train" else "eval"
        payload: dict[str, Any] = {}
        if group_p:
            payload[f"{prefix}/scheme/group_p"] = p_histogram(group_p)
        if mode == "train" and self._pending_rows is not None:
            payload[HISTORY_TABLE_KEY] = self._append_completions(trainer, state.global_step)
        if payload:
            run.log({**payload, "train/global_step": state.global_step})
        if not self._summary_done and trainer.predicted_p_star is not None:
            run.summary["scheme/predicted_p_star"] = trainer.predicted_p_star
            run.summary["scheme/p_ref"] = trainer.p_ref
            self._summary_done = True

    # -- completions history ---------------------------------------------------------------------
    def _append_completions(self, trainer, step: int):
        """Add the latest generation batch to the incremental table; a reused batch is not added again."""
        rows, self._pending_rows = self._pending_rows, None
        if self._table is None:
            import wandb

            names = list(trainer.reward_func_names)
            self._table_columns = ["step", "prompt", "completion", *[f"reward/{n}" for n in names], "advantage"]
            self._table = wandb.Table(columns=self._table_columns, log_mode="INCREMENTAL")
        for prompt, completion, rewards, advantage in rows:
            self._table.add_data(step, as_text(prompt), as_text(completion), *map(_number, rewards), float(advantage))
        return self._table


def p_histogram(values: list[float]):
    """A wandb histogram of per-group success rates, on fixed [0, 1] bins when every value lies there."""
    import numpy as np
    import wandb

    if all(0.0 <= v <= 1.0 for v in values):
        return wandb.Histogram(np_histogram=np.histogram(values, bins=20, range=(0.0, 1.0)))
    return wandb.Histogram(values)


def run_config(trainer) -> dict[str, Any]:
    """The scheme and reward functions of a trainer, as plain data for the run config."""
    scheme = trainer.scheme
    params = scheme.config() if hasattr(scheme, "config") else {}
    args = trainer.args
    return {
        "advantage_scheme": args.advantage_scheme,
        "scheme_class": f"{type(scheme).__module__}.{type(scheme).__qualname__}",
        "scheme_params": _plain(params),
        "binary_only": bool(getattr(scheme, "binary_only", False)),
        "baseline_free": bool(getattr(scheme, "baseline_free", False)),
        "drop_zero_variance_groups": args.drop_zero_variance_groups,
        "reward_functions": _plain(trainer.reward_func_specs),
        "beta": trainer.beta,
    }


def as_text(value: Any) -> str:
    """A prompt or completion as table text: plain strings as they are, conversations one turn per line."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(m, dict) for m in value):
        return "\n".join(f"{m.get('role', '?')}: {_content(m.get('content'))}" for m in value)
    return json.dumps(value, default=str)


def _content(content: Any) -> str:
    if isinstance(content, list):  # content blocks
        return " ".join(str(block.get("text", "")) if isinstance(block, dict) else str(block) for block in content)
    return "" if content is None else str(content)


def _number(value: Any) -> float | None:
    value = float(value)
    return None if math.isnan(value) else value


def _plain(value: Any) -> Any:
    """JSON-able copy: callables (user-defined weight functions) become their qualified names."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if callable(value):
        return f"{getattr(value, '__module__', '?')}.{getattr(value, '__qualname__', repr(value))}"
    return repr(value)
