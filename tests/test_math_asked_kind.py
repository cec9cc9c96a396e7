"""An answer of another kind than the one asked: a unit named after the word for "in" at a question's end ("¿… en
km/h?"), a duration asked ("How long does it take …?") answered in a data size, the wholes counted ("48 pizzas") where
the parts are asked, and a quotient of roots whose integer factors still cancel where "simplify" is asked."""

import pytest

from reward_plugins.math.counted_noun import other_counted
from reward_plugins.math.forms import _radical_quotient_cancels
from reward_plugins.math.units import unit_mismatch

_TRAIN = "Un tren recorre 240 km en 2 horas. ¿Cuál es su velocidad en km/h?"
_DOWNLOAD = ("Carla is downloading a 200 GB file. She can download 2 GB/minute, and a restart takes 20 minutes. "
             "How long does it take to download the file?")


@pytest.mark.parametrize("prompt, answer, mismatch", [
    (_TRAIN, "120 m/s", True),
    (_TRAIN, "120 km/h", False),
    (_TRAIN, "120", False),
    ("Quelle est sa vitesse en km/h ?", "33 m/s", True),
    ("Quelle est sa vitesse en km/h ?", "120 km/h", False),
    ("Wie schnell fährt er in km/h?", "120 km/h", False),
    ("Voy en mi casa 3 km. ¿Cuántos km camino?", "3 km", False),  # "en mi" is no unit asked
    (_DOWNLOAD, "160 \\text{ GB}", True),
    (_DOWNLOAD.replace("How long", "How lnog"), "160 GB", True),
    (_DOWNLOAD, "160 minutes", False),
    (_DOWNLOAD, "160", False),
    ("How long will it take to fill a 50 L tank at 5 L per minute?", "10 L", True),
    ("How long will it take to fill a 50 L tank at 5 L per minute?", "10 minutes", False),
    ("¿Cuánto tiempo tarda en recorrer 30 km a 10 km/h?", "3 km", True),
    ("How long is the rope if it is cut into 3 m pieces?", "3 m", False),  # a length, not a duration
    ("How much space does a 200 GB file take?", "200 GB", False),
])
def test_unit_of_the_kind_asked(prompt, answer, mismatch):
    assert unit_mismatch(prompt, answer) is mismatch


_PIZZA = ("He buys 2 large pizzas and 2 small pizzas. A large pizza has 16 slices and a small pizza has 8 slices. "
          "If he eats it all, how many pieces does he eat that day?")
_EGGS = "Each box holds 12 eggs. She has 5 boxes. How many eggs does she have?"


@pytest.mark.parametrize("prompt, answer, other", [
    (_PIZZA, "48 pizzas.", "pizzas"),
    (_PIZZA, "48 slices.", None),
    (_PIZZA, "48 pieces", None),
    (_PIZZA, "48", None),
    (_EGGS, "60 boxes", "boxes"),
    (_EGGS, "60 eggs", None),
    ("Each box holds 12 eggs. She has 60 eggs. How many boxes does she fill?", "5 boxes", None),
    ("There are 4 wheels per car. How many wheels are on the lot's cars?", "20 cars", None),  # the question names cars
    ("There are 4 wheels per car and 5 cars. How many wheels are there?", "20 cars", "cars"),
])
def test_wholes_counted_where_parts_asked(prompt, answer, other):
    assert other_counted(prompt, answer) == other


@pytest.mark.parametrize("expr, cancels", [
    ("\\frac{22\\sqrt{2}}{2}", True), ("22\\sqrt{2}/2", True), ("(6+4\\sqrt3)/2", True), ("\\frac{4\\sqrt{3}}{6}", True),
    ("\\frac{-2+2\\sqrt{5}}{4}", True), ("\\frac{6\\sqrt[3]{2}}{3}", True),
    ("\\frac{3+\\sqrt5}{2}", False), ("\\frac{\\sqrt{2}}{2}", False), ("\\frac{11\\sqrt2}{3}", False), ("11\\sqrt2", False),
    ("\\frac{4}{6}", False), ("\\dfrac{2\\sqrt{6}}{3}", False), ("\\frac{1+\\sqrt{5}}{2}", False),
])
def test_radical_quotient_that_cancels(expr, cancels):
    assert _radical_quotient_cancels(expr) is cancels
