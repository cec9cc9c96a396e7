"""A final statement that gives its value for another quantity of the problem than the one the question asks (the
area where the perimeter is asked, a speed where a distance is) is refused whatever its number; the quantity asked, a
word for the answer, or no quantity named before the value is read as before."""

from __future__ import annotations

import pytest

from reward_plugins.math.quantities import asked_quantities, other_quantity

_TRIANGLE = "A triangle has sides 5, 12 and 13. What is its perimeter?"
_TRIP = "A car drives at 60 km/h for 2 hours. How far does it travel?"
_SQUARE = "A square has a perimeter of 20 cm. What is its area?"
_DREIECK = "Ein Dreieck hat die Seiten 5, 12 und 13. Wie groß ist sein Umfang?"
_TRIANGLE_RU = "У треугольника стороны 5, 12 и 13. Чему равен его периметр?"
_DATA = "Find the average of 2, 4 and 6."

QUANTITY_NAMED = [
    (_TRIANGLE, "5 + 12 + 13 = 30. Also it's right-angled, so area = ½·5·12 = 30.\n\nThe area is 30 square units.", "30", False),
    (_TRIANGLE, "5 + 12 + 13 = 30.\n\narea = 30", "30", False),
    (_TRIANGLE, "5 + 12 + 13 = 30.\n\nThe perimeter is 30 units.", "30", True),
    (_TRIANGLE, "5 + 12 + 13 = 30.\n\nAnswer: 30", "30", True),
    (_TRIANGLE, "I mean, the answer is 30.", "30", True),
    (_TRIP, "60 × 2 = 120.\n\nThe speed is 120 km.", "120", False),
    (_TRIP, "60 × 2 = 120.\n\nThe distance is 120 km.", "120", True),
    (_TRIP, "At a speed of 60 km/h for 2 hours, it travels 120 km.", "120", True),
    (_SQUARE, "The side is 5 cm, so the area is 25 cm².", "25", True),
    (_SQUARE, "The perimeter is 20, so the area is 25.", "25", True),
    (_DREIECK, "5 + 12 + 13 = 30.\n\nDer Flächeninhalt beträgt 30.", "30", False),
    (_DREIECK, "5 + 12 + 13 = 30.\n\nDer Umfang beträgt 30.", "30", True),
    (_TRIANGLE_RU, "5 + 12 + 13 = 30.\n\nПлощадь равна 30.", "30", False),
    (_TRIANGLE_RU, "5 + 12 + 13 = 30.\n\nПериметр равен 30.", "30", True),
    (_DATA, "(2 + 4 + 6) / 3 = 4.\n\nThe median is 4.", "4", False),
    (_DATA, "(2 + 4 + 6) / 3 = 4.\n\nThe average is 4.", "4", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", QUANTITY_NAMED)
def test_a_value_given_for_another_quantity_is_not_paid(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid


@pytest.mark.parametrize("prompt,asked", [
    (_TRIANGLE, {"perimeter"}), (_TRIP, {"distance"}), (_SQUARE, {"area"}), ("What is 6 times 7?", set()),
    ("How fast does it go, in km/h?", {"speed"}), ("What is the average speed of the train?", {"mean", "speed"}),
])
def test_the_question_asks_the_quantities_it_names(prompt, asked):
    assert asked_quantities(prompt) == asked


def test_no_quantity_asked_says_nothing():
    assert other_quantity("What is 6 times 7?", "The area is ") is None
