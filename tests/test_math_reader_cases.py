"""``math_accuracy`` rewards the answer a reader sees: our own labelled cases, one test per case.

``data/math_reader_cases.jsonl`` holds (prompt, gold, completion, expected) cases with a note
each, written before the rules they test, in classes (``source`` after ``::``): the question
restated instead of solved (``restated``), answers withdrawn after they were given
(``retraction``), content a reader does not see (``hidden``), hedges, qualifiers and answer
phrases in other languages (``languages``), units after a number (``units``), English number
words, Unicode, real number formats, dollar amounts in prose, mixed numbers, e-notation and
repeating decimals, and other readings (``reading``). Each class has near-miss controls that
must still score 1.0. The grading conventions behind the labels are in docs/MATH.md.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fixtures.math_scores import math_scores

CASES = [json.loads(line) for line in (Path(__file__).with_name("data") / "math_reader_cases.jsonl")
         .read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c["prompt"] for c in CASES], [c["completion"] for c in CASES], [c["gold"] for c in CASES])


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{i}-{c['source'].split('::')[1]}") for i, c in enumerate(CASES)])
def test_reader_case(scores, index):
    case = CASES[index]
    assert (scores[index] == 1.0) == case["expected"], (case["note"], case["gold"], case["completion"])


def test_every_class_has_traps_and_controls():
    classes = {c["source"].split("::")[1] for c in CASES}
    for name in classes:
        labels = {c["expected"] for c in CASES if c["source"].endswith("::" + name)}
        assert labels == {True, False}, name
