"""What the rest of the answer's sentence says in words the grader does not read, and a number said bare after the
answer: each a case it refuses and a near miss it still pays, read as ``trl-grpo-ext explain`` reads them."""

from __future__ import annotations

import pytest

WIDTH = "A rectangle has perimeter 30 and length 9. What is its width?"
CUBE = "What is the cube root of 343?"
BOOKS = "In how many ways can 3 books be chosen from 7 different books?"
TALA = "If 1 NZD = 1.62 WST, how many tala is NZ$250?"
ANGLE = "The angles of a triangle sum to 180 degrees. Two angles are 45 and 45 degrees. What is the third angle?"
TIMES = "What is 45 times 2?"


def _judged(math_plugin, prompt, completion, gold, reason):
    """The reason as explained; ``refused`` stands for any reason but ``correct`` (a second value beside the answer
    may be refused as read into the answer, or by the words around it)."""
    found = math_plugin.explain(prompt, completion, gold)["reason"]
    return ("refused" if found != "correct" else found) if reason == "refused" else found


# A bracket or clause after the answer holding another number, in words the grader does not read, may offer that
# number as the answer on another reading: not paid. A number of working shown, the answer's own value, a bracket
# of unit words and one in a language read offer nothing that cannot be read.
UNREAD_BESIDE = [
    (WIDTH, "2(9 + w) = 30 → w = 6.\n\nValiny: 6 (na 9 raha ny sisiny lava no resahina).", "6", "refused"),
    (WIDTH, "2(9 + w) = 30 → w = 6.\n\nValiny: 6 cm (ny sakany, satria 9 ny halavany).", "6", "refused"),
    (BOOKS, "C(7,3) = 210 / 6 = 35.\n\nIgisubizo: 35 (cyangwa 210 niba gahunda y'ibitabo ifite agaciro).", "35", "refused"),
    (CUBE, "٧ × ٧ = ٤٩، ٤٩ × ٧ = ٣٤٣.\n\nوەڵام: ٧ (یان لەوانەیە ٤٩)", "7", "refused"),
    (CUBE, "7 × 7 = 49, 49 × 7 = 343.\n\nSvar: 7 (eller kanskje 49)", "7", "refused"),
    (CUBE, "7 × 7 = 49, 49 × 7 = 343.\n\nAnswer: 7 (or maybe 49)", "7", "hedged"),
    (CUBE, "7 × 7 = 49, 49 × 7 = 343.\n\nAnswer: 7 (since 7³ = 343)", "7", "correct"),
    (CUBE, "7 × 7 = 49, 49 × 7 = 343.\n\nVastaus: 7 (7 × 7 × 7 = 343)", "7", "correct"),
    (CUBE, "7 × 7 = 49, 49 × 7 = 343.\n\nAnswer: 7 (Sam checks 7 again)", "7", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", UNREAD_BESIDE)
def test_another_number_beside_the_answer_in_words_not_read(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold, reason) == reason


# Words in no language read between the answer's marker and its value qualify it as other words there do: an
# estimate's words cannot be told from an answer's. A sentence in a language read that states the answer does not.
UNREAD_BEFORE = [
    (TALA, "250 × 1.62 = 405\n\nO le tali: pe tusa ma le 405 tala.", "405", "qualified"),
    (TALA, "250 × 1.62 = 405\n\nO le tali: 405 tala.", "405", "correct"),
    ("Sam has 17 marbles and wins 25 more. How many marbles does he have now?",
     "Seventeen plus twenty-five: Sam ends up with forty-two marbles.", "42", "correct"),
    ("Sam has 17 marbles and wins 25 more. How many marbles does he have now?",
     "17 + 25 = 42.\n\nAnswer: in all he has 42 marbles.", "42", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", UNREAD_BEFORE)
def test_unread_words_before_the_value_qualify_it(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold, reason) == reason


# A sentence after the answer of one number and words of conversation alone states that number bare, as a line of
# it alone does, whether or not it was seen before: a second value. The answer's own value said so, a computation,
# and a sentence that names what the number is stay paid.
SAID_BARE = [
    (ANGLE, "180 - 45 - 45 = 90.\n\nAnswer: 90\n\nWell, 180 really.", "90", "value_after"),
    (ANGLE, "180 - 45 - 45 = 90.\n\nAnswer: 90\n\nHonestly, 180.", "90", "value_after"),
    (ANGLE, "180 - 45 - 45 = 90.\n\nAnswer: 90\n\n180, actually.", "90", "value_after"),
    (ANGLE, "180 - 45 - 45 = 90.\n\nAnswer: 90\n\nBueno, 180 en realidad.", "90", "value_after"),
    (TIMES, "45 × 2 = 90.\n\nAnswer: 90\n\nWell, 45 really.", "90", "value_after"),
    (ANGLE, "180 - 45 - 45 = 90.\n\nAnswer: 90\n\nWell, 90 really.", "90", "correct"),
    (ANGLE, "180 - 45 - 45 = 90.\n\nAnswer: 90\n\nWell, 90 + 45 + 45 = 180, really.", "90", "correct"),
    (ANGLE, "180 - 45 - 45 = 90.\n\nAnswer: 90\n\nThe angles sum to 180 degrees.", "90", "correct"),
    (TIMES, "45 × 2 = 90.\n\nAnswer: 90\n\nWell, that's it.", "90", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", SAID_BARE)
def test_a_number_said_bare_after_the_answer(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold, reason) == reason


# A bracket right after the answer's value and unit that the answer was read from says the answer again when it is the
# same quantity (units converted, a dozen counted as 12): the value before it is committed to. Another quantity in
# the bracket is not the answer.
DOZENS = "Claire makes a 3 egg omelet every morning. How many dozens of eggs will she eat in 4 weeks?"
MINUTES = "How many minutes are there in 2 hours and 45 minutes?"
DOWNLOAD = "Carla downloads for 40 minutes, waits 20 minutes, then downloads for 100 minutes. How long does it take?"
BRACKET_SAME = [
    (DOZENS, "28 × 3 = 84 eggs, 84 ÷ 12 = 7.\n\nClaire will eat **7 dozen** eggs (84 eggs).", "7", "correct"),
    (DOZENS, "28 × 3 = 84 eggs, 84 ÷ 12 = 7.\n\nClaire will eat **7 dozen** eggs (82 eggs).", "7", "refused"),
    (MINUTES, "120 + 45 = 165.\n\n**165 minutes** (2 h 45 min)", "165", "correct"),
    (MINUTES, "120 + 45 = 165.\n\n**165 minutes** (2 h 50 min)", "165", "refused"),
    (MINUTES, "120 + 45 = 165.\n\n**165 minutes** (3 h)", "165", "refused"),
    (DOWNLOAD, "40 + 20 + 100 = 160.\n\nIt takes 160 minutes (2 h 40 min) in total.", "160", "correct"),
    (DOWNLOAD, "40 + 20 + 100 = 160.\n\nIt takes 160 minutes (2 h 30 min) in total.", "160", "refused"),
    (DOWNLOAD, "40 + 20 + 100 = 160.\n\nIt takes 160 minutes (or 150) in total.", "160", "refused"),
    (DOWNLOAD, "40 + 20 + 100 = 160.\n\nIt takes 160 minutes (2 h 40 min) in total.", "150", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", BRACKET_SAME)
def test_a_bracket_of_the_same_quantity_after_the_answer(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold, reason) == reason
