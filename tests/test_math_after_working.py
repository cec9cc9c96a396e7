"""What follows the answer that states no other value: a condition it denies ("..., but it is not a square"), a
check with its verdict ("15 × 12 = 180. Yes."), a table of running totals that ends at the answer, a footnote's
mark and its note. Each case has a twin that must stay refused."""

import pytest

from trl_grpo_ext.registry import get_reward

AREA = "A rectangle has perimeter 40 and length 12. What is its area?"
SAVE = "Lena saves $12 every week. How many weeks does she need to save $180?"
CAR = "A car travels 150 miles on 5 gallons of gas. How many miles can it travel on 12 gallons?"
RUN = "Jenna runs 5 km each weekday and 8 km on Saturday. How many km does she run in 4 weeks?"
WORK = "Per week: 5*5 + 8 = 33 km. Four weeks: 4*33 = 132 km.\n\nFinal answer: 132\n\n| week | km |\n|---|---|\n"

# (prompt, completion, gold, paid)
CASES = [
    (AREA, "Area = 96.\n#### 96\n\nNote: if it were a square with perimeter 40 the area would be 100, but it is not a square.", "96", True),
    (AREA, "Area = 96.\n#### 96\n\nIf the length meant the diagonal, the area would be 100, but it isn't.", "96", True),
    (AREA, "Fläche = 96.\n#### 96\n\nWenn es ein Quadrat wäre, wäre die Fläche 100, aber es ist kein Quadrat.", "96", True),
    (AREA, "Area = 96.\n#### 96\n\nNote: if it were a square with perimeter 40 the area would be 100.", "96", False),
    (AREA, "Area = 96.\n#### 96\n\nNote: if the length meant the diagonal, the area would be 100, but that is not likely.", "96", False),
    (AREA, "Area = 96.\n#### 96\n\nNote: if the width is inclusive, the area would be 100, but not otherwise.", "96", False),
    (SAVE, "180 / 12 = 15.\n\nSo she needs 15 weeks.\n\nSanity check: 15 × 12 = 180. Yes.", "15", True),
    (SAVE, "180 / 12 = 15.\n\nSo she needs 15 weeks.\n\nSanity check: 15 × 12 = 180. Yes.", "180", False),
    (SAVE, "So she needs 16 weeks.\n\nCheck: 16 × 12 = 192. Yes.", "15", False),
    (RUN, WORK + "| 1 | 33 |\n| 2 | 66 |\n| 3 | 99 |\n| 4 | 132 |", "132", True),
    (RUN, WORK + "| 1 | 33 |\n| 2 | 66 |\n| 3 | 99 |\n| 4 | 140 |", "132", False),  # ends elsewhere
    (RUN, WORK + "| 1 | 150 |\n| 2 | 140 |\n| 3 | 132 |", "132", False),  # no running total
    (RUN, WORK + "| 1 | 33 |\n| 4 | 132 |\n| total | 140 |", "132", False),
    (CAR, "Rate = 150/5 = 30 mpg. 12*30 = 360.\nThe answer is 360.¹\n\n¹ 30 miles per gallon × 12 gallons.", "360", True),
    (CAR, "The answer is 360.¹\n\n¹ Or 420 if the tank is bigger.", "360", False),
    (CAR, "The answer is 350.¹\n\n¹ 30 miles per gallon × 12 gallons.", "360", False),
]


@pytest.fixture(scope="module")
def reward():
    return get_reward("math_accuracy")


@pytest.mark.parametrize("prompt,completion,gold,paid", CASES)
def test_working_after_the_answer_states_no_other_value(reward, prompt, completion, gold, paid):
    assert (reward([prompt], [completion], answer=[gold])[0] >= 0.5) is paid, reward.explain(prompt, completion, gold)
