"""A value labelled with another unknown than the coordinate the question asks ("x = 3" where the $y$-coordinate is
asked) is the value of that other unknown, refused whatever it equals; the asked coordinate's own letter, a bare value,
or a question that names no coordinate stay paid."""

from __future__ import annotations

import pytest

_LINES = "The lines $y = 2x - 5$ and $y = -x + 7$ intersect at a point. What is the $y$-coordinate of that point?"
_LINES_X = "The lines $y = 2x - 5$ and $y = -x + 7$ intersect at a point. What is the x-coordinate of that point?"
_VERTEX = "Find the $x$-coordinate of the vertex of the parabola $y = x^2 - 6x + 11$."
_WORK = "2x − 5 = −x + 7 → x = 4, y = 3.\n\n"

COORDINATES = [
    (_LINES, _WORK + "$\\boxed{x = 3}$", "3", False),
    (_LINES, _WORK + "**Answer:** $x = 3$", "3", False),
    (_LINES_X, _WORK + "$\\boxed{y = 4}$", "4", False),
    (_VERTEX, "x = 6/2 = 3, y = 9 − 18 + 11 = 2.\n\n$\\boxed{y = 3}$", "3", False),
    # the asked coordinate's own letter, or no label
    (_LINES, _WORK + "$\\boxed{y = 3}$", "3", True),
    (_LINES, _WORK + "$\\boxed{3}$", "3", True),
    (_LINES_X, _WORK + "$\\boxed{x = 4}$", "4", True),
    (_VERTEX, "x = 6/2 = 3, y = 9 − 18 + 11 = 2.\n\n$\\boxed{x = 3}$", "3", True),
    (_VERTEX, "x = −b/(2a) = 3.\n\n**Answer: 3**", "3", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", COORDINATES)
def test_a_value_labelled_with_another_letter_than_the_coordinate_asked(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid


# A value given by name to the asked unknown later in the answer's own line is a second answer, whatever condition it
# stands under; the same value, a value said to be rejected, another letter, or a value on a line of its own stay as they were.
_LINEAR = "Solve for $x$: $2x + 7 = 19$."
_SQUARE = "Solve for $x$: $x^2 = 36$, $x > 0$."

IN_LINE = [
    (_LINEAR, "2x = 12 → x = 6.\n\n$$x = \\boxed{6} \\quad \\text{(if the equation were } 2x+7=21, x = 7)$$", "6", False),
    (_LINEAR, "2x = 12 → x = 6.\n\n$$x = \\boxed{6} \\quad (\\text{or, had it been } 2x + 7 = 21, x = 7)$$", "6", False),
    (_LINEAR, "2x = 12 → x = 6.\n\n**Answer:** $x = 6$ (falls die Gleichung 2x+7=21 wäre, x = 7)", "6", False),
    # the same value, a rejected one, another letter
    (_LINEAR, "2x = 12 → x = 6.\n\n$$x = \\boxed{6} \\quad \\text{(check: } 2\\cdot 6 + 7 = 19, x = 6)$$", "6", True),
    (_SQUARE, "x = ±6.\n\n**Answer:** x = 6 (x = -6, is rejected since x > 0)", "6", True),
    (_LINEAR, "2x = 12 → x = 6.\n\n$$x = \\boxed{6} \\quad (\\text{so } y = 2x = 12)$$", "6", True),
    (_LINEAR, "2x = 12 → x = 6.\n\n$$x = \\boxed{6} \\quad \\text{(check: } 2\\cdot 6 + 7 = 19)$$", "6", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", IN_LINE)
def test_a_value_given_to_the_asked_name_in_the_answers_line(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid


# A tuple added after the answer as one too ("also", "aussi", "auch") whose parts have other values is a second answer;
# the same point in other units, whose parts are not worked out, is the answer.
_POLAR = ("Convert the point $(0,3)$ in rectangular coordinates to polar coordinates.  Enter your answer in the form "
          "$(r,\\theta),$ where $r > 0$ and $0 \\le \\theta < 2 \\pi.$")
_POLAR_WORK = "r = 3, θ = π/2.\n\n$\\boxed{\\left(3, \\frac{\\pi}{2}\\right)}$\n\n"
_POLAR_GOLD = "\\left( 3, \\frac{\\pi}{2} \\right)"

ALSO = [
    (_POLAR, _POLAR_WORK + "With degrees instead of radians this is $(3, 90^\\circ)$, and allowing negative $r$ also "
     "$(-3, \\tfrac{3\\pi}{2})$.", _POLAR_GOLD, False),
    (_POLAR, _POLAR_WORK + "Allowing negative $r$, it is also $(-3, \\frac{3\\pi}{2})$.", _POLAR_GOLD, False),
    (_POLAR, _POLAR_WORK + "Avec $r$ négatif, on a aussi $(-3, \\frac{3\\pi}{2})$.", _POLAR_GOLD, False),
    # the same point in degrees, or the same pair again
    (_POLAR, _POLAR_WORK + "With degrees instead of radians this is $(3, 90^\\circ)$.", _POLAR_GOLD, True),
    (_POLAR, _POLAR_WORK + "In degrees it is also $(3, 90^\\circ)$.", _POLAR_GOLD, True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", ALSO)
def test_a_tuple_added_as_the_answer_too(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid
