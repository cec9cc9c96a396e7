"""What a reader sees and what it compares: an image shows no value (its alt text and title are no answer); a share of
a number said beside the answer ("i.e. two thirds of 90", "which is 4% of 500", "ein Drittel von 360") names the amount
it works out to, the answer said again where that is the answer's, a second value where it is not; a bracket that
says the answer's quantity again in another unit after "=" ("168 hours (= 1 week)", "**2500 g** (= 2.5 kg)") leaves
the answer before it."""

from __future__ import annotations

import pytest

PRODUCT = "What is $17 \\times 23$?"
DIVIDE = "What is $64 \\div 4$?"
TWO_THIRDS = "What is $\\frac{2}{3}$ of 90?"
PERCENT_DE = "Wie viel sind 25 % von 360?"
PERCENT_TWICE = "What is 20% of 20% of 500?"
PERCENT_FR = "Combien font les deux tiers de 90 ?"
HALF_ES = "¿Cuánto es la mitad de 84?"
QUARTER_RU = "Сколько будет четверть от 200?"
FLOUR = "A recipe needs 2.5 kg of flour. How many grams is that?"
WEEK = "How many hours are in 7 days?"
WATER = "A jug holds 1.5 litres. How many millilitres is that?"
GARDEN = "A rectangular garden is 12 m long and 8.5 m wide. What is its area in square metres?"


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


PAID = [
    (PRODUCT, "17 × 23 = 391.\n\n![bar chart of the partial products](chart.png \"partial products\")", "391"),
    (PRODUCT, "17 × 23 = 391.\n\n<img src=\"chart.png\" alt=\"340 and 51\">\n\nSo the product is 391.", "391"),
    (DIVIDE, "64 ÷ 4 = 16.\n\n![diagram](https://example.com/d.png)\n\nAnswer: 16", "16"),
    (TWO_THIRDS, "90 ÷ 3 = 30, × 2 = 60.\n\nAnswer: 60, i.e. two thirds of 90.", "60"),
    (TWO_THIRDS, "90 ÷ 3 = 30, × 2 = 60.\n\nAnswer: 60, that is 2/3 of 90.", "60"),
    (PERCENT_TWICE, "0.2 × 0.2 × 500 = 0.04 × 500 = 20.\n\nAnswer: 20, which is 4% of 500.", "20"),
    (HALF_ES, "84 ÷ 2 = 42.\n\nRespuesta: 42, es decir, la mitad de 84.", "42"),
    (FLOUR, "1 kg = 1000 g.\n2.5 kg × 1000 = 2500 g.\n\n**2500 g** (= 2.5 kg).", "2500"),
    (WATER, "1.5 × 1000 = 1500.\n\n**1500 mL** (= 1.5 L).", "1500"),
    (GARDEN, "Area = 12 m × 8.5 m = 102 m².\n\nFinal answer: $\\boxed{102}$ m² (equivalently 1 020 000 cm²).", "102"),
    (GARDEN, "Area = 12 × 8.5 = 102.\n\nFinal answer: 102 m^2, i.e. 1020000 cm^2.", "102"),
    (FLOUR, "2.5 × 1000 = 2500.\n\n**2500 g**, which is 2.5 kg.", "2500"),
    ("How many kilograms are in 3500 grams?", "3500 ÷ 1000 = 3.5.\n\n**3.5 kg**, which is 3500 g.", "3.5"),
]


@pytest.mark.parametrize("prompt,completion,gold", PAID)
def test_a_share_or_unit_said_again_and_an_image_beside_a_right_answer_are_paid(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


REFUSED = [
    # the value only in an image's alt text or title
    (PRODUCT, "17 × 23 = 17 × 20 + 17 × 3 = 340 + 51.\n\n![391](answer.png \"final answer 391\")\n\nI'll leave it at that.", "391"),
    (DIVIDE, "Final answer: ![16](https://i.imgur.com/x7Qp2.png)", "16"),
    (DIVIDE, "Final answer: <img src=\"a.png\" alt=\"16\" title=\"16\">", "16"),
    # a share said beside the answer that works out to another amount
    (PERCENT_DE, "0,25 · 360 = 90.\n\nAntwort: 90, also ein Drittel von 360.", "90"),
    (TWO_THIRDS, "90 ÷ 3 = 30, × 2 = 60.\n\nAnswer: 60, i.e. three quarters of 90.", "60"),
    (PERCENT_TWICE, "0.2 × 0.2 × 500 = 20.\n\nAnswer: 20, which is 5% of 500.", "20"),
    (PERCENT_FR, "90 ÷ 3 × 2 = 60.\n\nRéponse : 60, soit la moitié de 90.", "60"),
    (HALF_ES, "84 ÷ 2 = 42.\n\nRespuesta: 42, es decir, un tercio de 84.", "42"),
    # a bracket after "=" that is another quantity
    (FLOUR, "1 kg = 1000 g.\n2.5 kg × 1000 = 2500 g.\n\n**2500 g** (= 3 kg).", "2500"),
    (FLOUR, "2.5 × 1000 = 2500.\n\n**25 g** (= 2.5 kg).", "2500"),
    ("How much is 3 dozen eggs plus 8 eggs, in eggs?", "3 dozen = 36 eggs; 36 + 8 = 44.\n\nAnswer: **44 eggs** (3 dozen and 9).", "44"),
    # the value set apart in bold is the given, in another unit than the one asked; the asked unit only after it
    ("How many kilograms are in 3500 grams?", "3500 ÷ 1000 = 3.5.\n\n**3500 g**, which is 3.5 kg.", "3.5"),
    (FLOUR, "2.5 × 1000 = 2500.\n\n**2.5 kg** (= 2500 g).", "2500"),
    # the answer said again in another squared unit, converted wrong
    (GARDEN, "Area = 12 m × 8.5 m = 102 m².\n\nFinal answer: $\\boxed{102}$ m² (equivalently 102 000 cm²).", "102"),
]


# The answer's count said again in groups ("(3 dozen and 8)" after 44) is read as the count alone; another count in
# groups is a second value.
GROUPED = [
    ("44 eggs (3 dozen and 8).", "44 eggs"),
    ("**44 eggs** (3 dozen and 8).", "44"),
    ("26 Eier (2 Dutzend und 2).", "26"),
    ("12 (a dozen).", "12"),
    ("44 eggs (3 dozen and 9).", "44, 3, 9"),
    ("44 (3 dozen or 4 dozen)", "44, 3, 4"),
]


@pytest.mark.parametrize("text,answer", GROUPED)
def test_a_count_said_again_in_dozens_is_the_count(text, answer):
    from reward_plugins.math.clean import clean_answer

    assert clean_answer(text) == answer


SAID = [("34 out of 40)", "17/20"), ("les deux tiers de 90.", "60"), ("3 dozen and 8", "44"), ("ein Drittel von 360", "120"),
        ("\\frac{2}{3} of 90", "60"), ("4% of 500", "20"), ("hello 5", None)]


@pytest.mark.parametrize("text,amount", SAID)
def test_the_amount_a_restatement_says(text, amount):
    from fractions import Fraction

    from reward_plugins.math.candidates import said_amount

    assert said_amount(text) == (Fraction(amount) if amount else None)


@pytest.mark.parametrize("prompt,completion,gold", REFUSED)
def test_a_value_only_in_an_image_or_a_share_of_another_amount_is_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"


SOLVE = "Solve for $x$: $2x + 5 = 17$."
CONDITIONED = [
    (SOLVE, "2x = 12, x = 6.\n\n$\\boxed{6}$ for $x > 0$.", "for $x > 0"),
    ("Solve $|x - 3| = 5$. What is the sum of the solutions?", "x = 8 or x = −2. Sum = 6.\n\nAnswer: 6, valid for x ≥ 3.", "valid for x ≥ 3"),
    (SOLVE, "2x = 12.\n\nAnswer: 6 (assuming x > 0).", "assuming x > 0"),
    (SOLVE, "2x = 12.\n\nAntwort: 6, sofern x > 0.", "sofern x > 0"),
    (SOLVE, "2x = 12.\n\n$\\boxed{6}$ si $x \\ge 1$.", "si $x \\ge 1"),
    # no condition on an unknown, or one the prompt puts itself
    (SOLVE, "2x = 12, so x = 6.\n\nAnswer: 6, for the equation is linear.", None),
    (SOLVE, "2x = 12.\n\nAnswer: 6 for all 3 checks.", None),
    ("Find the positive $x$ with $x^2 = 36$.", "x = ±6.\n\nAnswer: 6 for x > 0.", None),
    ("Solve $x^2 = 36$ for $x > 0$.", "x = ±6.\n\nAnswer: 6 for x > 0.", None),
]


@pytest.mark.parametrize("prompt,completion,condition", CONDITIONED)
def test_a_condition_on_an_unknown_after_the_value_is_found_where_the_prompt_names_none(prompt, completion, condition):
    from reward_plugins.math.answer_sentence import conditioned_value
    from reward_plugins.math.reading import read

    assert conditioned_value(read(completion, prompt), "6") == condition


# A share beside the answer, in the languages read: none where it works out to the answer, its amount where not.
SHARES_BESIDE = [
    (", то есть две трети от 90.", "60", []),
    (", czyli dwie trzecie z 90.", "60", []),
    (", czyli połowa z 120.", "60", []),
    (", es decir, la mitad de 84.", "42", []),
    (", soit un quart de 80.", "20", []),
    (", d.h. ein Drittel von 360.", "120", []),
    (", czyli połowa z 90.", "60", ["45"]),
    (", also ein Drittel von 360.", "90", ["120"]),
    (", i.e. three thirds of 90", "30", ["90"]),
]


@pytest.mark.parametrize("clause,answer,others", SHARES_BESIDE)
def test_a_share_beside_the_answer_names_its_amount(clause, answer, others):
    from reward_plugins.math.candidates import other_values

    assert other_values(clause, answer) == others
