"""What belongs to the answer a marker or a label points at, as a reader reads it: a factorial computed on
("The answer is $5! = 120$.") is an operand, its "!" no sentence's end; a dash between spaces after a label closes
it as a colon does ("Answer - 1,500 kyat"), no minus sign; a word of a script whose letters are joined by marks
("ངུལ་ཀྲམ་ ༥༤༠", ngultrum) is prose before the number, no part of it; a fraction's numerator in a check after the
answer ("the right side is $\\frac{-23}{-24}$") is no value the check states; math joined by a word for "or" or
"and" in another language ("$x<-5$ 或 $x>7$") is a list, as with "or". Each row has a twin that is not paid.

Cases are (prompt, gold, completion, expected): expected ``True`` is paid.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_ROUND_TABLE = "In how many ways can 6 people be seated around a round table if rotations are considered the same?"
_PENS = "Maung Maung buys 5 pens at 300 kyat each. How many kyat does he pay in all?"
_PLATES = "In Thimphu a plate of ema datshi costs Nu. 180. How much do 3 plates cost, in ngultrum?"
_CD = ("Find the product $CD$ of the integers $C$ and $D$ for which \\[\\frac{C}{x-3}+\\frac{D}{x+8}=\\frac{4x-23}{x^2+5x-24}\\]"
       " for all real values of $x$ except $-8$ and $3$.")
_CD_WORK = "$C = -1$ and $D = 5$, so $CD = -5$.\n\n$$\\boxed{%s}$$\n\n"
_CHECK = ("Let me double-check by plugging in $x = 0$: the left side is $\\frac{-1}{-3} + \\frac{5}{8} = \\frac{23}{24}$, "
          "and the right side is $\\frac{-23}{-24} = \\frac{23}{24}$. The decomposition is correct.")

FACTORIAL_COMPUTED = [
    (_ROUND_TABLE, "120", "Fix one person's seat.\n\nThe answer is $5! = 120$.", True),
    (_ROUND_TABLE, "120", "Fix one person's seat.\n\nThe answer is 5! = 120.", True),
    (_ROUND_TABLE, "120", "Fix one person's seat.\n\nThe answer is $5! = 121$.", False),
    (_ROUND_TABLE, "120", "Fix one person's seat.\n\nThe answer is $5! = 120$ or 60.", False),  # a second value offered
    (_ROUND_TABLE, "120", "Fix one person's seat.\n\nThe answer is $6! = 720$.", False),
]

LABEL_CLOSED_BY_A_DASH = [
    (_PENS, "1500", "5 × 300 = 1500\n\nAnswer - 1,500 kyat", True),
    (_PENS, "1500", "5 × 300 = 1500\n\nAnswer – 1500", True),
    (_PENS, "1500", "၅ × ၃၀၀ = ၁၅၀၀\n\nအဖြေ - ၁,၅၀၀", True),
    (_PENS, "1500", "5 × 300 = 1500\n\nAnswer - 1,200 kyat", False),
    (_PENS, "1500", "5 × 300 = 1500\n\nAnswer - 1,500 kyat or 1,200 kyat", False),
    (_PENS, "1500", "5 × 300 = 1500\n\nAnswer - 1,500 kyat maybe", False),
    (_PENS, "-1500", "He pays 1500.\n\nAnswer - 1500", False),  # the dash closes the label: no minus sign
]

PROSE_WITH_MARKS_BEFORE_THE_NUMBER = [
    (_PLATES, "540", "3 × 180 = 540\n\nAnswer: ngultrum 540", True),
    (_PLATES, "540", "༣ × ༡༨༠ = ༥༤༠\n\nལན: ངུལ་ཀྲམ་ ༥༤༡", False),
]

NUMERATOR_IN_A_CHECK = [
    (_CD, "-5", _CD_WORK % "-5" + _CHECK, True),
    (_CD, "-5", _CD_WORK % "-4" + _CHECK, False),
    (_CD, "-5", _CD_WORK % "-5" + "Check: $C = -2$ and $D = 3$, so the product is -6.", False),  # the check states another value
]

_INEQUALITY = "Solve $x^2 - 2x - 35 > 0$."
_RAYS = "(-\\infty,-5)\\cup(7,\\infty)"
LIST_JOINED_IN_ANOTHER_LANGUAGE = [  # two relations joined by a word for "or" are one answer of both, as "or" is
    (_INEQUALITY, _RAYS, "(x-7)(x+5) > 0.\n\nSo $x<-5$ or $x>7$.", True),
    (_INEQUALITY, _RAYS, "(x-7)(x+5) > 0.\n\nSo $x<-5$ 或 $x>7$。", True),
    (_INEQUALITY, _RAYS, "(x-7)(x+5) > 0.\n\nAlso gilt $x < -5$ oder $x > 7$.", True),
    (_INEQUALITY, _RAYS, "(x-7)(x+5) > 0.\n\nИтак, $x < -5$ или $x > 7$.", True),
    (_INEQUALITY, _RAYS, "(x-7)(x+5) > 0.\n\nAlso gilt $x < -5$ oder $x > 8$.", False),
    (_INEQUALITY, _RAYS, "(x-7)(x+5) > 0.\n\nAlso gilt $x > 7$.", False),
    (_INEQUALITY, "7", "(x-7)(x+5) = 0.\n\nAlso gilt $x = -5$ oder $x = 7$.", False),  # two values for one
]

_DIVISORS = "How many positive divisors does $6!$ have?"
_DIVISOR_WORK = "6! = 720 = 2^4 · 3^2 · 5.\nZatitzaile kopurua: (4 + 1)(2 + 1)(1 + 1) = 30.\n\n"
NUMBER_WITH_A_CASE_ENDING = [  # "720k" (Basque: 720, the subject) then the value: no one expression
    (_DIVISORS, "30", _DIVISOR_WORK + "Beraz, 720k 30 zatitzaile positibo ditu.", True),
    (_DIVISORS, "30", _DIVISOR_WORK + "Beraz, 720k 31 zatitzaile positibo ditu.", False),
    (_DIVISORS, "30", _DIVISOR_WORK + "Beraz, 720k 30 zatitzaile positibo ditu agian.", False),  # maybe
]

FAMILIES = {"factorial_computed": FACTORIAL_COMPUTED, "number_with_a_case_ending": NUMBER_WITH_A_CASE_ENDING, "list_joined_in_another_language": LIST_JOINED_IN_ANOTHER_LANGUAGE, "label_closed_by_a_dash": LABEL_CLOSED_BY_A_DASH,
            "prose_with_marks_before_the_number": PROSE_WITH_MARKS_BEFORE_THE_NUMBER,
            "numerator_in_a_check": NUMERATOR_IN_A_CHECK}
CASES = [(family, *case) for family, table in FAMILIES.items() for case in table]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[1] for c in CASES], [c[3] for c in CASES], [c[2] for c in CASES])


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{i}-{c[0]}") for i, c in enumerate(CASES)])
def test_the_parts_of_the_answer_are_read_as_a_reader_reads_them(scores, index):
    family, prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (family, completion)
