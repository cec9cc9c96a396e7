"""The noun for "answer" as a label before a value, in the languages of fewer speakers too: the value after it is the
answer, written as the language writes amounts ("Karabo: M135", maloti), and a second value after it is a hedge."""

from __future__ import annotations

import pytest

BOOKS = "Palesa o reka dibuka tse 3, e nngwe le e nngwe ke M45. O lefa bokae kaofela?"
_WORK = "3 × 45 = 135\n\n"

LABELLED = [  # (completion, gold, reason)
    (_WORK + "Karabo: M135", "135", "correct"),
    (_WORK + "Karabo: M135\n\nKe a leboha!", "135", "correct"),
    (_WORK + "Tali: M135", "135", "correct"),
    (_WORK + "Freagairt: £135", "135", "correct"),
    (_WORK + "Whakautu: $135", "135", "correct"),
    (_WORK + "Valiny: M135", "135", "correct"),
    (_WORK + "Karabo: M130", "135", "wrong"),
    (_WORK + "Karabo: M135\n\nKarabo: M130", "135", "hedged"),
    (_WORK + "Tali: 135, ma 130", "135", "hedged"),
]


@pytest.mark.parametrize("completion,gold,reason", LABELLED)
def test_a_label_in_a_language_of_fewer_speakers_introduces_the_answer(math_plugin, completion, gold, reason):
    result = math_plugin.explain(BOOKS, completion, gold)
    assert result["reason"] == reason, result
