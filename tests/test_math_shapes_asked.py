"""Forms asked by name that math-verify, comparing values, cannot see: a circle's standard form keeps its squared
brackets, a general or expanded form has none, a factored form is one product, a polynomial asked in descending
(ascending) order of degree has its terms so; and a currency the prompt names in words is the one it prices in."""

from __future__ import annotations

import pytest

from reward_plugins.math.forms import shape_fault

_CIRCLE = "Write the equation of the circle with center $(2, -3)$ and radius $4$ in standard form."
_DESCENDING = "Expand $(x + 1)(x^2 - 3x + 2)$. Write your answer as a polynomial with the terms in descending order of degree."
_ASCENDING = "Expand $(x + 1)(x^2 - 3x + 2)$ and write the terms in ascending powers of $x$."
_VERTEX = "Write $y = x^2 - 4x + 7$ in vertex form."
_FACTORED = "Write $x^2 + 5x + 6$ in factored form."
_GENERAL = "Écrire l'équation du cercle de centre $(2, -3)$ et de rayon $4$ sous forme générale."
_QUADRATIC = "Write $y = (x-2)^2 + 3$ in standard form."


@pytest.mark.parametrize("prompt, answer, gold, refused", [
    (_CIRCLE, "x^2 + y^2 - 4x + 6y - 3 = 0", "(x-2)^2+(y+3)^2=16", True),
    (_CIRCLE, "(x-2)^2 + (y+3)^2 = 16", "(x-2)^2+(y+3)^2=16", False),
    (_CIRCLE, "(x - 2)^{2} + (y + 3)^{2} = 4^2", "(x-2)^2+(y+3)^2=16", False),
    (_DESCENDING, "2 - x - 2x^2 + x^3", "x^3 - 2x^2 - x + 2", True),
    (_DESCENDING, "x^3 - 2x^2 - x + 2", "x^3 - 2x^2 - x + 2", False),
    (_DESCENDING, "x^{3}-2x^{2}-x+2", "x^3 - 2x^2 - x + 2", False),
    (_ASCENDING, "x^3 - 2x^2 - x + 2", "2 - x - 2x^2 + x^3", True),
    (_ASCENDING, "2 - x - 2x^2 + x^3", "2 - x - 2x^2 + x^3", False),
    (_VERTEX, "y = x^2 - 4x + 7", "y = (x-2)^2 + 3", True),
    (_VERTEX, "y = (x-2)^2 + 3", "y = (x-2)^2 + 3", False),
    (_FACTORED, "x^2 + 5x + 6", "(x+2)(x+3)", True),
    (_FACTORED, "(x+3)(x+2)", "(x+2)(x+3)", False),
    (_GENERAL, "(x-2)^2+(y+3)^2=16", "x^2+y^2-4x+6y-3=0", True),
    (_GENERAL, "x^2+y^2-4x+6y-3=0", "x^2+y^2-4x+6y-3=0", False),
    (_QUADRATIC, "y = (x-2)^2 + 3", "y = x^2 - 4x + 7", True),  # a quadratic's standard form is expanded
    (_QUADRATIC, "y = x^2 - 4x + 7", "y = x^2 - 4x + 7", False),
    ("Write 4500 in standard form.", "4500", "4.5 \\times 10^3", False),  # no shape of a polynomial
    ("List 3, 9, 1 in descending order.", "1, 3, 9", "9, 3, 1", False),  # numbers, left to other rules
    ("Expand $(x+1)(x^2-3x+2)$.", "2 - x - 2x^2 + x^3", "x^3 - 2x^2 - x + 2", False),  # no order asked
])
def test_a_shape_asked_by_name(prompt, answer, gold, refused):
    assert (shape_fault(prompt, answer, gold) is not None) is refused


_EGGS = ("Les canards de Janet pondent 16 œufs par jour. Elle en vend 9 pour 2 $ par œuf. "
         "Combien gagne-t-elle en dollars chaque jour ?")


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    (_CIRCLE, "$(x-2)^2 + (y+3)^2 = 4^2$; expanding gives the rest.\n\n$\\boxed{x^2 + y^2 - 4x + 6y - 3 = 0}$",
     "(x-2)^2+(y+3)^2=16", False),
    (_CIRCLE, "$\\boxed{(x-2)^2 + (y+3)^2 = 16}$", "(x-2)^2+(y+3)^2=16", True),
    (_DESCENDING, "$\\boxed{2 - x - 2x^2 + x^3}$", "x^3 - 2x^2 - x + 2", False),
    (_DESCENDING, "$\\boxed{x^3 - 2x^2 - x + 2}$", "x^3 - 2x^2 - x + 2", True),
    (_EGGS, "Recette : 9 × 2 $ = 18 $.\n\nRéponse : elle gagne 18 € par jour.", "18", False),
    (_EGGS, "Recette : 9 × 2 = 18.\n\nRéponse : elle gagne 18 dollars par jour.", "18", True),
    (_EGGS, "Recette : 9 × 2 = 18.\n\nRéponse : 18", "18", True),
    ("¿Cuántos euros gana María si vende 9 huevos a 2 euros cada uno?", "9 × 2 = 18\n\nRespuesta: \\$18", "18", False),
    ("¿Cuántos euros gana María si vende 9 huevos a 2 euros cada uno?", "9 × 2 = 18\n\nRespuesta: 18 €", "18", True),
    ("Сколько долларов получит Маша, продав 9 яиц по 2 доллара?", "9 · 2 = 18\n\nОтвет: 18 €", "18", False),
    ("A cake costs 4 and a pie 5. How much for both?", "4 + 5 = 9\n\nAnswer: 9 €", "9", True),  # no currency named
])
def test_a_shape_or_currency_in_the_whole_reward(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") is paid
