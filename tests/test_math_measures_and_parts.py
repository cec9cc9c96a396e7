"""A unit of the kitchen's measures, a figure's quantity of another dimension and a part counted for the whole: each
family refused where the answer names another quantity than the one asked, and its near case, the asked one said or
said again, still paid."""

from __future__ import annotations

import pytest

RECIPE = "A recipe needs 3/4 cup of sugar for one batch. How many cups are needed for 6 batches?"
SPOONS = "A recipe needs 2 tablespoons of oil per batch. How many teaspoons are needed for 3 batches?"
SQUARE = "What is the perimeter of a square with area 49 cm²?"
RECTANGLE = "A rectangle is 4 cm by 6 cm. What is its area?"
CUBE = "A cube has edge 3 m. What is its volume?"
CLUB = "There are 12 boys and 6 girls in a club. How many students are in the club?"

CASES = [
    # Another unit of volume than the cups asked; the cups said, or said again in spoons, stay paid.
    (RECIPE, "6 × 3/4 = 4.5\n\nAnswer: 4.5 tablespoons", "4.5", "refused"),
    (RECIPE, "6 × 3/4 = 4.5\n\nAnswer: 4.5 teaspoons", "4.5", "refused"),
    (RECIPE, "6 × 3/4 = 4.5\n\nAnswer: 4.5 pints", "4.5", "refused"),
    (RECIPE, "6 × 3/4 = 4.5\n\nAnswer: 4.5 cups", "4.5", "correct"),
    (RECIPE, "6 × 3/4 = 4.5\n\nAnswer: 4.5", "4.5", "correct"),
    (RECIPE, "6 × 3/4 = 4.5\n\nAnswer: 4.5 cups (72 tablespoons)", "4.5", "correct"),
    (SPOONS, "2 × 3 = 6 tablespoons = 18 teaspoons.\n\nAnswer: 18 teaspoons", "18", "correct"),
    (SPOONS, "2 × 3 = 6 tablespoons = 18 teaspoons.\n\nAnswer: 18 tbsp", "18", "refused"),
    # A squared length where a length is asked, a length where an area is asked; the asked dimension stays paid.
    (SQUARE, "Side = √49 = 7 cm. Perimeter = 4 × 7 = 28 cm.\n\nAnswer: 28 cm²", "28", "refused"),
    (SQUARE, "Side = √49 = 7 cm. Perimeter = 4 × 7 = 28 cm.\n\nAnswer: 28 square cm", "28", "refused"),
    (SQUARE, "Side = √49 = 7 cm. Perimeter = 4 × 7 = 28 cm.\n\nAnswer: 28 cm", "28", "correct"),
    (SQUARE, "Side = √49 = 7 cm. Perimeter = 4 × 7 = 28 cm.\n\nAnswer: 28", "28", "correct"),
    (RECTANGLE, "4 × 6 = 24.\n\nAnswer: 24 cm", "24", "refused"),
    (RECTANGLE, "4 × 6 = 24.\n\nAnswer: 24 cm²", "24", "correct"),
    (RECTANGLE, "4 × 6 = 24.\n\nAnswer: 24 square centimeters", "24", "correct"),
    (CUBE, "3³ = 27.\n\nAnswer: 27 m²", "27", "refused"),
    (CUBE, "3³ = 27.\n\nAnswer: 27 m³", "27", "correct"),
    # One part of the whole asked, counted in the answer's sentence; the whole, or both parts named, stay paid.
    (CLUB, "12 + 6 = 18.\n\nThere are 18 boys in the club.", "18", "refused"),
    (CLUB, "12 + 6 = 18.\n\nThere are 18 girls in the club.", "18", "refused"),
    (CLUB, "12 + 6 = 18.\n\nThere are 18 students in the club.", "18", "correct"),
    (CLUB, "12 + 6 = 18.\n\nThere are 18 boys and girls in the club.", "18", "correct"),
    (CLUB, "12 + 6 = 18.\n\nThere are 18 members in the club.", "18", "correct"),
    (CLUB, "12 + 6 = 18.\n\n18 boys", "18", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CASES)
def test_another_quantity_than_the_one_asked(math_plugin, prompt, completion, gold, reason):
    got = math_plugin.explain(prompt, completion, gold)["reason"]
    assert got == reason if reason == "correct" else got != "correct"


AREA_CM = "A rectangle has a perimeter of 30 cm and a length of 9 cm. What is its area in square centimetres?"
WRITTEN = [
    # The answer's unit is read where the completion last writes its number whole, not inside a longer number.
    (AREA_CM, "Area = 9 × 6 = 54 cm².\n\nAnswer: 54\n\n(equivalently 0.0054 m²)", "54", "correct"),
    (AREA_CM, "Area = 9 × 6 = 54 cm².\n\nAnswer: 54\n\n(that is 54 m²)", "54", "refused"),
    (AREA_CM, "Area = 9 × 6 = 54 cm².\n\nAnswer: 54\n\n(i.e. 154 cm²)", "54", "refused"),
    ("Un terrain mesure 12,5 m sur 8 m. Quelle est son aire en m² ?",
     "12,5 × 8 = 100.\n\nRéponse : 100 m²\n\nSoit cent mètres carrés.", "100", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", WRITTEN)
def test_the_unit_of_the_number_written_whole(math_plugin, prompt, completion, gold, reason):
    got = math_plugin.explain(prompt, completion, gold)["reason"]
    assert got == reason if reason == "correct" else got != "correct"


MEDIAN = "Find the median of 3, 9, 4, 7, 12."
SAID_BEFORE = [
    # A last sentence that names another quantity with the value already given to the one asked says no other answer.
    (MEDIAN, "Sorted: 3, 4, 7, 9, 12. The median is 7.\n\nThe mean is 7 as well.", "7", "correct"),
    (MEDIAN, "Sorted: 3, 4, 7, 9, 12.\n\nThe mean is 7.", "7", "refused"),
    (MEDIAN, "The median is 70.\n\nThe mean is 7.", "7", "refused"),
    (MEDIAN, "The median is 7.5.\n\nThe mean is 7.", "7", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", SAID_BEFORE)
def test_the_asked_quantity_given_the_value_before(math_plugin, prompt, completion, gold, reason):
    got = math_plugin.explain(prompt, completion, gold)["reason"]
    assert got == reason if reason == "correct" else got != "correct"


SECONDS = "How many seconds are in 7.8 minutes?"
POWERS = "What is the value of $\\frac{2^{2014}+2^{2012}}{2^{2014}-2^{2012}}$? |  | (A) -1 (B) 1 (C) 5/3 (D) 2013 (E) 2^{4024}"
PICKED = [
    # A final sentence ending on a condition the prompt gives, a decimal one too, answers with the count before it.
    (SECONDS, "7.8 × 60 = 468.\n\nThere are 468 seconds in 7.8 minutes. Let me know if you'd like more unit conversions!",
     "468", "correct"),
    (SECONDS, "7.8 × 60 = 468.\n\nThere are 470 seconds in 7.8 minutes. Let me know if you'd like more!", "468", "refused"),
    (SECONDS, "7.8 × 60 = 468.\n\nThere are 468 minutes in 7.8 minutes. Let me know!", "468", "refused"),
    # A sentence that names the option it is ("That is option (C).") picks it.
    (POWERS, "Factor: $\\frac{5}{3}$.\n\nThat is option (C).", "C", "correct"),
    (POWERS, "Factor: $\\frac{5}{3}$.\n\nThe answer is option (C).", "C", "correct"),
    (POWERS, "Factor: $\\frac{5}{3}$.\n\nThat's option C.", "C", "correct"),
    (POWERS, "Factor: $\\frac{5}{3}$.\n\nThat is option (C), or maybe D.", "C", "refused"),
    (POWERS, "Factor: $\\frac{5}{3}$.\n\nThat is option (D).", "C", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", PICKED)
def test_the_count_before_a_condition_and_the_option_named(math_plugin, prompt, completion, gold, reason):
    got = math_plugin.explain(prompt, completion, gold)["reason"]
    assert got == reason if reason == "correct" else got != "correct"


REDUCE = "将 $\\frac{18}{24}$ 化成最简分数。"
WORK_REDUCE = "18 和 24 的最大公因数是 6。\n$\\frac{18}{24} = \\frac{18 \\div 6}{24 \\div 6} = \\frac{3}{4}$。\n\n"
GIVEN_FRACTION = [
    # A fraction the prompt gives, restated before a word for "is", leaves the answer to the value after it.
    (REDUCE, WORK_REDUCE + "答：$\\frac{18}{24}$ 化成最简分数是 四分之三。", "\\frac{3}{4}", "correct"),
    (REDUCE, WORK_REDUCE + "答：18/24 化成最简分数是 $\\frac{3}{4}$。", "\\frac{3}{4}", "correct"),
    (REDUCE, WORK_REDUCE + "答：$\\frac{18}{24}$ 化成最简分数是 $\\frac{6}{8}$。", "\\frac{3}{4}", "refused"),
    (REDUCE, WORK_REDUCE + "答：$\\frac{18}{24}$ 化成最简分数是 $\\frac{2}{3}$。", "\\frac{3}{4}", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", GIVEN_FRACTION)
def test_a_given_fraction_restated_before_the_answer(math_plugin, prompt, completion, gold, reason):
    got = math_plugin.explain(prompt, completion, gold)["reason"]
    assert got == reason if reason == "correct" else got != "correct"


JENNY = "Jenny has 5 apples, buys 7 more and gives away 4. How many does she have now?"
DATA = [
    # A data object's field that names the working holds the way to the answer, not a value offered beside it.
    (JENNY, '5 + 7 − 4 = 8.\n\n{"steps": [5, 12, 8], "final_answer": 8}', "8", "correct"),
    (JENNY, '5 + 7 − 4 = 8.\n\n{"calculation": [12, 8], "answer": 8}', "8", "correct"),
    (JENNY, '5 + 7 − 4 = 8.\n\n{"steps": [5, 12, 8], "final_answer": 8, "backup": 12}', "8", "refused"),
    (JENNY, '5 + 7 − 4 = 8.\n\n{"final_answer": 8, "other": 12}', "8", "refused"),
    (JENNY, '5 + 7 − 4 = 8.\n\n{"steps": [5, 12, 8], "final_answer": 12}', "8", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", DATA)
def test_a_data_field_of_working(math_plugin, prompt, completion, gold, reason):
    got = math_plugin.explain(prompt, completion, gold)["reason"]
    assert got == reason if reason == "correct" else got != "correct"


JUMA = "Juma ana shilingi 500. Ananunua madaftari 3 kwa shilingi 120 kila moja. Amebaki na shilingi ngapi?"
MARKED = [
    # A check mark between the answer and a bracket of numbers ends the answer as the bracket alone does.
    (JUMA, "500 − 360 = 140.\n\nJibu: 140 ✅ (360 + 140 = 500)", "140", "correct"),
    (JUMA, "500 − 360 = 140.\n\nJibu: 140 ✓ (360 + 140 = 500)", "140", "correct"),
    (JUMA, "500 − 360 = 140.\n\nJibu: 140 ✅ (150)", "140", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", MARKED)
def test_a_check_mark_before_a_bracket(math_plugin, prompt, completion, gold, reason):
    got = math_plugin.explain(prompt, completion, gold)["reason"]
    assert got == reason if reason == "correct" else got != "correct"
