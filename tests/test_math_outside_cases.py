"""``math_accuracy`` against cases written from the reward's contract by someone who had not read
its code (``data/math_outside_cases.jsonl``: two batches, each scored before the rules were changed
for it; see docs/MATH.md). Every row is called the way TRL calls a reward: the chat prompt, the
completion as the assistant's message, the gold from the ``answer`` column; one test per row."""

from __future__ import annotations

import json
import logging
import warnings
from pathlib import Path

import pytest

from reward_plugins.math.plugin import MathAccuracy

CASES = [json.loads(line) for line in (Path(__file__).with_name("data") / "math_outside_cases.jsonl").read_text().splitlines()
         if line.strip()]


@pytest.fixture(scope="module")
def scores():
    logging.disable(logging.WARNING)
    plugin = MathAccuracy(workers=1)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # unreadable golds are counted, not shown
            return plugin(prompts=[[{"role": "user", "content": c["prompt"]}] for c in CASES],
                          completions=[[{"role": "assistant", "content": c["completion"]}] for c in CASES],
                          answer=[c["answer"] for c in CASES])
    finally:
        plugin.close()
        logging.disable(logging.NOTSET)


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{c['id']}-{c['family']}") for i, c in enumerate(CASES)])
def test_outside_case(scores, index):
    case = CASES[index]
    assert (scores[index] == 1.0) == case["expected"], (case["why"], case["answer"], case["completion"][-300:])


def test_both_labels_are_present_in_the_set():
    assert {c["expected"] for c in CASES} == {True, False}
    assert len(CASES) >= 300
