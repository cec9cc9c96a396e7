"""``math_accuracy`` against cases written from the reward's contract by someone who had not read
its code (``data/math_outside_cases.jsonl``: two batches, each scored before the rules were changed
for it; see docs/MATH.md). Every row is called the way TRL calls a reward: the chat prompt, the
completion as the assistant's message, the gold from the ``answer`` column; one test per row."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fixtures.math_scores import chat_case_scores

CASES = [json.loads(line) for line in (Path(__file__).with_name("data") / "math_outside_cases.jsonl").read_text().splitlines()
         if line.strip()]


@pytest.fixture(scope="module")
def scores():
    return chat_case_scores(CASES)


# Rows labelled right that score 0 (listed in docs/MATH.md, "Limits").
NOT_READ: dict[str, str] = {
    "b1-0010": "a note to the grader in an HTML comment beside a right answer: words to the grader score 0 whether or not "
               "they render (injected; docs/MATH.md, 'Measured')",
}


def _param(i: int, case: dict):
    why = NOT_READ.get(case["id"])
    marks = [pytest.mark.xfail(reason=why, strict=True)] if why else []
    return pytest.param(i, id=f"{case['id']}-{case['family']}", marks=marks)


@pytest.mark.parametrize("index", [_param(i, c) for i, c in enumerate(CASES)])
def test_outside_case(scores, index):
    case = CASES[index]
    assert (scores[index] == 1.0) == case["expected"], (case["why"], case["answer"], case["completion"][-300:])


def test_both_labels_are_present_in_the_set():
    assert {c["expected"] for c in CASES} == {True, False}
    assert len(CASES) >= 300
