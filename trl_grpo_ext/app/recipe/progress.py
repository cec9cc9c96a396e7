"""Where a training run is: one line per optimiser step instead of a progress bar and raw log dicts.

    step 3/20 · 6.1 s/step · reward 0.44 · about 1 min left

The reward is the one TRL logs for the step (shown on the steps it logs, every ``logging_steps``).
A line is a line: it survives a log file, a notebook and a warning printed between two steps,
which a redrawn bar does not. Only the main process prints.
"""

from __future__ import annotations

import time
from typing import Any, Callable

__all__ = ["format_step", "show_steps"]


def format_step(step: int, total: int, seconds: float, reward: float | None, left_s: float | None) -> str:
    """One progress line.

    Example:
        >>> format_step(3, 20, 6.14, 0.4375, 104.0)
        'step 3/20 · 6.1 s/step · reward 0.44 · about 2 min left'
        >>> format_step(20, 20, 0.42, None, 0.0)
        'step 20/20 · 0.42 s/step'
    """
    parts = [f"step {step}/{total}", f"{seconds:.1f} s/step" if seconds >= 1 else f"{seconds:.2f} s/step"]
    if reward is not None:
        parts.append(f"reward {reward:.2f}")
    if left_s:
        parts.append(f"about {max(1, round(left_s / 60))} min left" if left_s >= 90 else f"about {left_s:.0f} s left")
    return " · ".join(parts)


def _step_lines_class() -> type:
    from transformers import TrainerCallback

    class StepLines(TrainerCallback):
        """Prints [`format_step`] once a step; the line waits for the step's log to carry its reward."""

        def __init__(self, log: Callable[[str], None]):
            self.log = log
            self.pending: tuple[int, int, float, float | None] | None = None
            self.started = 0.0
            self.step_times: list[float] = []

        def on_step_begin(self, args, state, control, **kwargs):
            self.started = time.perf_counter()

        def on_step_end(self, args, state, control, **kwargs):
            self.flush()  # a step that logged nothing (logging_steps > 1)
            seconds = time.perf_counter() - self.started
            self.step_times.append(seconds)
            recent = self.step_times[-5:]
            left = sum(recent) / len(recent) * (state.max_steps - state.global_step)
            if state.is_world_process_zero:
                self.pending = (state.global_step, state.max_steps, seconds, left)

        def on_log(self, args, state, control, logs=None, **kwargs):
            if self.pending is not None and logs and "reward" in logs:
                self.flush(logs["reward"])

        def on_train_end(self, args, state, control, **kwargs):
            self.flush()

        def flush(self, reward: float | None = None) -> None:
            if self.pending is not None:
                step, total, seconds, left = self.pending
                self.pending = None
                self.log(format_step(step, total, seconds, reward, left))

    return StepLines


def show_steps(trainer: Any, log: Callable[[str], None] | None = None) -> Any:
    """Replace ``trainer``'s progress bar and log printer by one line per step; returns the trainer."""
    from transformers.trainer_callback import PrinterCallback, ProgressCallback

    trainer.remove_callback(ProgressCallback)
    trainer.remove_callback(PrinterCallback)
    trainer.add_callback(_step_lines_class()(log or (lambda line: print(line, flush=True))))
    return trainer
