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


# What follows the answer may check it, reject a root or exclude a case, and deny a value it first wrote: the values
# such working holds are no second answer. The same values stated, concluded or offered are.
AYA = "Find the number of minutes the walk takes her, including the $t$ minutes spent in the coffee shop."
POSITIVE = "How many positive integers $n$ satisfy $n^2 < 50$?"
CUBES = "Let $a$ and $b$ be real numbers such that $a+b=7$ and $ab=10$. Find $a^3+b^3$."
PALINDROMES = "How many 4-digit palindromes are there?"
AREA = "A rectangle has a perimeter of 46 cm and a length of 15 cm. What is its area in square centimeters?"
CONSECUTIVE = "The product of two consecutive positive integers is 156. What is the larger of the two integers?"
WORKING_AFTER = [
    (AYA, "So $s = 2.5$, $t = 24$, and 180 + 24 = 204.\n\n$$\\boxed{204}$$\n\n(The other root of the quadratic, $s = -4.5$, "
          "is rejected because a speed cannot be negative.)", "204", "correct"),
    (AYA, "So $s = 2.5$, $t = 24$, and 180 + 24 = 204.\n\n$$\\boxed{204}$$\n\nWith the other root, $s = -4.5$, the walk "
          "takes 150 minutes.", "204", "refused"),
    (POSITIVE, "$n \\in \\{1, \\ldots, 7\\}$.\n\n$$\\boxed{7}$$\n\nNote that $n = 0$ is excluded because it is not a positive "
               "integer, and negative values such as $n = -7$ are excluded for the same reason.", "7", "correct"),
    (POSITIVE, "$n \\in \\{1, \\ldots, 7\\}$.\n\n$$\\boxed{7}$$\n\nNote that $n = 0$ is allowed too, so the count is 8.", "7", "refused"),
    (CUBES, "$a^3 + b^3 = 343 - 210 = 133$.\n\n$$\\boxed{133}$$\n\nLet me verify with actual numbers: the roots of $t^2 - 7t "
            "+ 10 = 0$ are 2 and 5, so $\\{a, b\\} = \\{2, 5\\}$. Then $2^3 + 5^3 = 8 + 125 = 133$.", "133", "correct"),
    (CUBES, "$a^3 + b^3 = 343 - 210 = 133$.\n\n$$\\boxed{133}$$\n\nLet me verify with actual numbers: so $\\{a, b\\} = "
            "\\{2, 5\\}$. Then $2^3 + 5^3 = 8 + 125 = 134$.", "133", "refused"),
    (PALINDROMES, "$9 \\times 10 = 90$.\n\n$$\\boxed{90}$$\n\nLet me verify by brute force:\n\n```python\ncount = sum(1 for n in "
                  "range(1000, 10000) if str(n) == str(n)[::-1])\nprint(count)\n```\n\n```\n90\n```\n\nThe count matches.", "90", "correct"),
    (AREA, "$W = 8$, area $= 15 \\times 8 = 120$.\n\n$$\\boxed{120}$$\n\nHmm, but actually I first wrote $W = 23 - 15 = 7$ on "
           "scratch paper, which would give $105$... no, $23 - 15 = 8$. So the area stays $120\\ \\text{cm}^2$.", "120", "correct"),
    (AREA, "$W = 8$, area $= 15 \\times 8 = 120$.\n\n$$\\boxed{120}$$\n\nIf the width were 7 it would give $105$.", "120", "refused"),
    (CONSECUTIVE, "$n = 12$ or $n = -13$.\n\nThe larger integer is **13** (the pair $-13, -12$ is rejected because the "
                  "integers must be positive; check: $12 \\times 13 = 156$ ✓).", "13", "correct"),
    ("After how many seconds does the ball hit the ground?",
     "$(t - 5)(t + 1) = 0$, so $t = 5$ or $t = -1$.\n\n$t = -1$ is rejected, since time cannot be negative.", "5", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", WORKING_AFTER)
def test_working_after_the_answer_states_no_second_value(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold, reason) == reason


# A sentence after the answer whose words are units, number words and common words is read ("over the five days").
TINA = "Tina makes $18.00 an hour and works 10 hours a day for 5 days with overtime. How much money does she make?"
READ_AFTER = [
    (TINA, "5 × $198.00 = $990.00\n\n### Final Answer\nTina makes **$990.00** over the five days.", "990", "correct"),
    (TINA, "5 × $198.00 = $990.00\n\n### Final Answer\nTina makes **$990.00** Espera, això no és correcte.", "990", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", READ_AFTER)
def test_units_and_number_words_after_the_answer_are_read(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold, reason) == reason


# A time said again in a bracket with its half of the day ("15:05 (3:05 p.m.)") is read whole, past the full stops of
# "p.m.": the same time is the answer, another is a second value.
LANDING = "A flight leaves at 9:40 a.m. and lasts 5 hours 25 minutes. At what time does it land?"
TIME_AGAIN = [
    (LANDING, "2:40 p.m. + 25 min = 3:05 p.m.\n\nAnswer: 15:05 (3:05 p.m.)", "3:05 \\text{ p.m.}", "correct"),
    (LANDING, "2:40 p.m. + 25 min = 3:05 p.m.\n\nAnswer: 15:05 (3:05 a.m.)", "3:05 \\text{ p.m.}", "refused"),
    (LANDING, "2:40 p.m. + 25 min = 3:05 p.m.\n\nAnswer: 15:05 (3:15 p.m.)", "3:05 \\text{ p.m.}", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", TIME_AGAIN)
def test_a_time_said_again_with_its_half_of_the_day(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold, reason) == reason
