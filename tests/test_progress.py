"""Training prints one line per optimiser step, carrying the step's reward when the step logged one."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from trl_grpo_ext.app.recipe.progress import _step_lines_class


def _run(events: list[tuple[str, dict | None]], max_steps: int) -> list[str]:
    """Feed the callback the trainer's events in order; ``("log", logs)`` logs, ``("step", None)`` is one step."""
    lines: list[str] = []
    callback = _step_lines_class()(lines.append)
    state = SimpleNamespace(global_step=0, max_steps=max_steps, is_world_process_zero=True)
    for event, logs in events:
        if event == "step":
            callback.on_step_begin(None, state, None)
            state.global_step += 1
            callback.on_step_end(None, state, None)
        else:
            callback.on_log(None, state, None, logs=logs)
    callback.on_train_end(None, state, None)
    return lines


@pytest.mark.parametrize("events, expected", [
    # logging_steps 1: each step's line waits for its log and shows the reward.
    ([("step", None), ("log", {"reward": 0.25}), ("step", None), ("log", {"reward": 0.5})],
     [("step 1/2", "reward 0.25"), ("step 2/2", "reward 0.50")]),
    # logging_steps 2: the unlogged step still gets its line, without a reward.
    ([("step", None), ("step", None), ("log", {"reward": 0.75})],
     [("step 1/2", None), ("step 2/2", "reward 0.75")]),
    # The end-of-training summary log (no reward) closes nothing twice.
    ([("step", None), ("log", {"reward": 1.0}), ("log", {"train_runtime": 3.0})], [("step 1/1", "reward 1.00")]),
])
def test_one_line_per_step_with_the_logged_reward(events, expected):
    lines = _run(events, max_steps=sum(e == "step" for e, _ in events))
    assert len(lines) == len(expected)
    for line, (step, reward) in zip(lines, expected):
        assert line.startswith(step + " · ") and "s/step" in line
        assert (reward in line) if reward else ("reward" not in line)


def test_only_the_main_process_prints():
    lines: list[str] = []
    callback = _step_lines_class()(lines.append)
    state = SimpleNamespace(global_step=0, max_steps=1, is_world_process_zero=False)
    callback.on_step_begin(None, state, None)
    state.global_step = 1
    callback.on_step_end(None, state, None)
    callback.on_log(None, state, None, logs={"reward": 1.0})
    callback.on_train_end(None, state, None)
    assert lines == []
