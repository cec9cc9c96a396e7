"""``math_accuracy`` finds the answer where earlier boxes held a step or later words restate the question: a concluding
sentence that names what the question asks after a box of another unknown or of the roots ("x = \\boxed{5}" then "Thus
the value of $6x-5$ is 25."); the value an answer line names as the asked quantity after the values it was taken of
("… are 1, 9, 10, 18 and their sum is 38."); the value before a count the prompt gives ("$64 for the 16 glasses."); the
count before the question's conditions said again ("There are 8 positive multiples of 6 less than 50."); a closed form
with its decimal said after it ("$P = \\frac{1}{6}$, i.e. about 0.1667."); a bold answer followed by a given of the
prompt as a rate over another span ("That's about 15 pages each day, as stated."); and a re-derivation after a box that
ends on how many methods agree ("All three methods agree."); a check by division whose quotient is the answer and whose
remainder is no second value ("（20 ÷ 3 = 6 あまり 2 からも確認できます。）"); and one number said again in another unit of
the same kind ("Answer: 80 km/h" then "That is, 80 m/s."), which is refused as two amounts. Near rows that state another value, name no asked quantity,
or offer a result of the working again stay refused.

Cases are (family, prompt, gold, completion, expected); the rules behind them are in docs/MATH.md.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_LIN = "If $3x + 7 = 22$, what is the value of $6x - 5$?"
_LIN_BOX = "$3x + 7 = 22 \\Rightarrow 3x = 15 \\Rightarrow x = \\boxed{5}$.\n\nThen $6x - 5 = 2(15) - 5 = 25$.\n\n"
_ABS = "What is the positive difference between the two solutions of $|x + 5| = 20$?"
_ABS_BOX = ("Case 1: $x = 15$. Case 2: $x = -25$.\n\nSolutions: $\\boxed{15}$ and $\\boxed{-25}$ (the two roots).\n\n"
            "Positive difference: $15 - (-25) = 40$.\n\n")
_SUM = "Find the sum of all positive integers $n$ such that $n^2 - 19n + 99$ is a perfect square."
_SUM_WORK = "This yields $n \\in \\{1, 9, 10, 18\\}$. The sum is $1+9+10+18=38$.\n\n"
_GLASS = "Kylar wants to buy 16 glasses at $4 each. How much does he need to pay for them?"
_GLASS_WORK = "16 × 4 = 64.\n\n(Without a discount card it would be the same.)\n\n"
_SIX = "How many positive integers less than 50 are multiples of 6?"
_SIX_WORK = "Multiples: 6, 12, …, 48, which is 6·1 through 6·8.\n\n"
_SPIN = "A spinner has 6 equal sections, one of them red. What is the probability of landing on red? Express your answer as a common fraction."
_PAGES = "Sara reads 15 pages a day. How many pages does she read in a week?"
_PENCILS = "小明有 9 盒铅笔，每盒 4 支，他送给同学 12 支。他还剩多少支铅笔？"
_MOD = "Find the remainder when $2^{100}$ is divided by $7$."
_MOD_BOX = "Powers of 2 mod 7 cycle with period 3; 100 = 3·33 + 1, so the remainder is $\\boxed{2}$.\n\n"
_JA = "1から20までの整数のうち、3の倍数はいくつありますか。"
_JA_WORK = "3の倍数は 3, 6, 9, 12, 15, 18 の6個です。\n\n答え：6個\n\n"
_SPEED = "A car travels 240 km in 3 hours. What is its average speed in km/h?"
_FLOUR = "Three bags hold 2 kg of flour each. How many kilograms of flour are there in all?"
_WAYS = "In how many ways can 3 different books be arranged on a shelf?"

CASES = [
    # a concluding sentence naming what is asked after a box of a step
    ("asked after box", _LIN, "25", _LIN_BOX + "Thus the value of $6x-5$ is 25.", True),
    ("asked after box", _ABS, "40", _ABS_BOX + "Hence the requested difference is 40.", True),
    ("asked after box", _ABS, "40", _ABS_BOX + "So the positive difference is 40.", True),
    ("asked after box control", _LIN, "25", _LIN_BOX + "Thus the value of $6x-5$ is 26.", False),
    ("asked after box control", _ABS, "40", _ABS_BOX + "Hence the requested difference is 10.", False),
    ("asked after box control", _ABS, "40", _ABS_BOX + "Hence x is 40.", False),  # names no asked quantity: two answers
    ("asked after box control", _LIN, "25", "$6x - 5 = \\boxed{26}$.\n\nThus the value of $6x-5$ is 25.", False),  # the box answers it
    # the asked quantity named in the answer line after the values it was taken of
    ("asked after list", _SUM, "38", _SUM_WORK + "**Answer:** the positive integers are 1, 9, 10, 18 and their sum is 38.", True),
    ("asked after list control", _SUM, "38", _SUM_WORK + "**Answer:** the positive integers are 1, 9, 10, 18 and 38.", False),
    ("asked after list control", _SUM, "38", _SUM_WORK + "**Answer:** the positive integers are 1, 9, 10, 18 and their product is 1620.", False),
    # the value before a count the prompt gives
    ("value before given count", _GLASS, "64", _GLASS_WORK + "Kylar needs to pay $64 for the 16 glasses.", True),
    ("value before given count", _GLASS, "64", "16 × $4 = $64.\n\nSo he pays $64 for the 16 glasses.", True),
    ("value before given count control", _GLASS, "64", _GLASS_WORK + "Kylar needs to pay $80 for the 16 glasses.", False),
    ("value before given count control", "Kylar pays $64 for some glasses at $4 each. How many glasses does he buy?", "16",
     "64 ÷ 4 = 16.\n\nKylar pays $64 for the 16 glasses.", True),  # the count asked stays the answer
    # the count before the question's conditions said again
    ("count before conditions", _SIX, "8", _SIX_WORK + "**There are 8 positive multiples of 6 less than 50.**", True),
    ("count before conditions", _SIX, "8", _SIX_WORK + "There are 8 multiples of 6 less than 50.", True),
    ("count before conditions control", _SIX, "8", _SIX_WORK + "**There are 9 positive multiples of 6 less than 50.**", False),
    ("count before conditions control", _SIX, "8", _SIX_WORK + "There are 8 multiples of 6 less than 60.", False),
    # a closed form and its decimal said again
    ("decimal of closed form", _SPIN, "\\frac{1}{6}", "One favourable outcome of six.\n\n$P = \\frac{1}{6}$, i.e. about 0.1667.", True),
    ("decimal of closed form", _SPIN, "\\frac{1}{6}", "One favourable outcome of six.\n\n$P = \\frac{1}{6}$ (≈ 0.167).", True),
    ("decimal of closed form control", _SPIN, "\\frac{1}{6}", "One favourable outcome of six.\n\n$P = \\frac{1}{6}$, i.e. about 0.25.", False),
    ("decimal of closed form control", _SPIN, "\\frac{1}{6}", "One favourable outcome of six.\n\n$P = \\frac{1}{6}$.¹\n\n---\n¹ More precisely, about 0.17.", False),
    # a given of the prompt as a rate over another span after a bold answer
    ("rate after bold", _PAGES, "105", "15 × 7 = 105.\n\nSara reads **105 pages** in a week. That's about 15 pages each day, as stated.", True),
    ("rate after bold control", _PAGES, "105", "15 × 7 = 105.\n\nSara reads **105 pages** in a week. That's 120 pages in all.", False),
    ("rate after bold control", _PENCILS, "24", "9 × 4 = 36（支）\n36 − 12 = 24（支）\n答：他还剩 24 支铅笔。\n\n（如果不算送出的，就是 36 支。）", False),
    # how many methods agree, after a box and a second look
    ("methods agree", _MOD, "2", _MOD_BOX + "Hmm, hold on. Let me redo it: 2^100 = 4^50 and 4^50 ≡ 4^2 ≡ 2. Consistent. All three methods agree.", True),
    ("methods agree", _MOD, "2", _MOD_BOX + "Hmm, hold on. 2^10 = 1024 ≡ 2, so 2^100 ≡ 2^10 ≡ 2. Both methods give the same result.", True),
    ("methods agree control", _MOD, "2", _MOD_BOX + "Hmm, hold on. Let me redo it: 2^100 ≡ 4^50 ≡ 3. So the remainder is 3.", False),
    ("methods agree control", _WAYS, "6", "3! = 6.\n\nSo there are 6 ways.", True),  # a count of ways that is the answer
    ("methods agree control", _WAYS, "6", "3! = 6.\n\nSo there are 5 ways.", False),
    # a check by division with its remainder, the quotient the answer
    ("remainder check", _JA, "6", _JA_WORK + "（20 ÷ 3 = 6 あまり 2 からも確認できます。）", True),
    ("remainder check", "How many full boxes of 3 can be packed from 20 eggs?", "6", "20 ÷ 3 = 6 remainder 2.\n\nAnswer: 6\n\n(Check: 20 ÷ 3 = 6 remainder 2.)", True),
    ("remainder check control", _JA, "6", _JA_WORK + "（7個かもしれません。）", False),
    # one number said again in another unit of the same kind: two amounts; the amount converted is the answer again
    ("same number other unit", _SPEED, "80", "240 ÷ 3 = 80.\n\nAnswer: 80 km/h\n\nThat is, 80 m/s.", False),
    ("same number other unit", _FLOUR, "6", "3 × 2 = 6.\n\nAnswer: 6 kg (that is, 6 g)", False),
    ("same number other unit control", _SPEED, "80", "240 ÷ 3 = 80.\n\nAnswer: 80 km/h\n\nThat is, about 22.2 m/s.", True),
    ("same number other unit control", _FLOUR, "6", "3 × 2 = 6.\n\nAnswer: 6 kg (that is, 6000 g)", True),
    ("remainder check control", _JA, "6", _JA_WORK + "（20 ÷ 3 = 6 あまり 2 なので、答えは 7個かもしれません。）", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[1] for c in CASES], [c[3] for c in CASES], [c[2] for c in CASES])


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{i}-{c[0]}") for i, c in enumerate(CASES)])
def test_answer_found_past_steps_case(scores, index):
    family, prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (family, gold, completion)
