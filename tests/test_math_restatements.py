"""The answer said again right after it ("that is", "i.e.", "in other words", "which is", "=", a bracket, in any
language) must be the same quantity: another unit converted exactly, a decimal agreeing to the places it shows,
number words, a percentage, scientific notation. Another quantity is a second value; each refused case has a paid
twin."""

from __future__ import annotations

import pytest

MOVIE = "A movie lasts 1.5 hours. Express the length of the movie in minutes."
SPEED = "A car travels 180 km in 2.5 hours. What is its average speed in km/h?"
SUM = "What is $\\frac{3}{8} + \\frac{1}{4}$?"
LIBRO = "Un libro cuesta 12 euros y un cuaderno cuesta 3 euros. ¿Cuánto cuestan 2 libros y 4 cuadernos?"
SCI = "Write 4500 in scientific notation."
ROPE = "A rope is 3 m long. How long is it in centimetres?"

CASES = [
    # another unit: converted exactly
    (MOVIE, "1.5 × 60 = 90.\n\nThe movie is $\\boxed{90}$ minutes long, that is, 1 hour and 15 minutes.", "90", False),
    (MOVIE, "1.5 × 60 = 90.\n\nThe movie is $\\boxed{90}$ minutes long, that is, 1 hour and 30 minutes.", "90", True),
    (MOVIE, "1.5 × 60 = 90.\n\nAntwort: $\\boxed{90}$ Minuten, d. h. 1 Stunde und 20 Minuten.", "90", False),
    (MOVIE, "1.5 × 60 = 90.\n\nThe movie is \\boxed{90} minutes (i.e. 1.25 hours).", "90", False),
    (MOVIE, "1.5 × 60 = 90.\n\nThe movie is \\boxed{90} minutes (i.e. 1.5 hours).", "90", True),
    (SPEED, "180 / 2.5 = 72.\n\nFinal answer: 72 km/h (which is 25 m/s).", "72", False),
    (SPEED, "180 / 2.5 = 72.\n\nFinal answer: 72 km/h (which is 20 m/s).", "72", True),
    (SPEED, "180 / 2.5 = 72.\n\nОтвет: 72 km/h, то есть 25 m/s.", "72", False),
    (SPEED, "180 / 2.5 = 72.\n\nRéponse : 72 km/h, soit soixante-douze kilomètres par heure.", "72", True),
    (SPEED, "180 / 2.5 = 72.\n\nRéponse : 72 km/h, soit soixante-quinze kilomètres par heure.", "72", False),
    (ROPE, "3 × 100 = 300\n\nAnswer: 300 cm, i.e. 3.5 m.", "300", False),
    (ROPE, "3 × 100 = 300\n\nAnswer: 300 cm, i.e. 3 m.", "300", True),
    # another notation: a decimal to the places it shows, a percentage, scientific notation
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$, so the sum is $\\frac{5}{8}$.\n\n$\\boxed{\\frac{5}{8}}$, i.e. $0.58$ in decimal form.",
     "\\frac{5}{8}", False),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$, so the sum is $\\frac{5}{8}$.\n\n$\\boxed{\\frac{5}{8}}$, i.e. $0.625$ in decimal form.",
     "\\frac{5}{8}", True),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$, so the sum is $\\frac{5}{8}$.\n\n$\\boxed{\\frac{5}{8}}$, i.e. about $0.63$.",
     "\\frac{5}{8}", True),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$.\n\n$\\boxed{\\frac{5}{8}}$ (that is, 62.5%).", "\\frac{5}{8}", True),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$.\n\n$\\boxed{\\frac{5}{8}}$ (that is, 60%).", "\\frac{5}{8}", False),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$.\n\n答案：$\\frac{5}{8}$，即 0.6。", "\\frac{5}{8}", False),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$.\n\n答案：$\\frac{5}{8}$，即 0.625。", "\\frac{5}{8}", True),
    (SCI, "Move the decimal point three places.\n\n$\\boxed{4.5 \\times 10^{3}}$ — in other words $4.5 \\times 10^{4}$ written compactly.",
     "4.5 \\times 10^{3}", False),
    (SCI, "Move the decimal point three places.\n\n$\\boxed{4.5 \\times 10^{3}}$ — in other words $4500$ written compactly.",
     "4.5 \\times 10^{3}", True),
    # number words, and a new sentence that says the answer again
    (LIBRO, "2 × 12 = 24 y 4 × 3 = 12. Total: 24 + 12 = 36.\n\nLa respuesta es $\\boxed{36}$ euros. En otras palabras, treinta y ocho euros en total.",
     "36", False),
    (LIBRO, "2 × 12 = 24 y 4 × 3 = 12. Total: 24 + 12 = 36.\n\nLa respuesta es $\\boxed{36}$ euros. En otras palabras, treinta y seis euros en total.",
     "36", True),
    (LIBRO, "2 × 12 = 24 y 4 × 3 = 12.\n\nLa respuesta es $\\boxed{36}$ euros, es decir, 38 euros.", "36", False),
    (LIBRO, "2 × 12 = 24 y 4 × 3 = 12.\n\nResposta: 36 euros, ou seja, 63 euros.", "36", False),
    (LIBRO, "2 × 12 = 24 y 4 × 3 = 12.\n\nRisposta: 36 euro, cioè 36 euro.", "36", True),
    # the commitment is itself the restatement: the value it restates is read too
    ("How long does it take to download the file?", "40 + 100 + 20 = 160\n\nSo it takes 160 minutes, i.e. 2 hours and 40 minutes.",
     "160", True),
    ("How long does it take to download the file?", "40 + 100 + 20 = 160\n\nSo it takes 160 minutes, i.e. 2 hours and 50 minutes.",
     "160", False),
    # working after "=" or an aside with no quantity said again is no restatement
    ("What is 3 times 4?", "3 × 4 = 12\n\nThe product is \\boxed{12}, which is 3 × 4.", "12", True),
    (MOVIE, "1.5 × 60 = 90\n\nAnswer: 90 minutes (the whole film).", "90", True),
]


@pytest.mark.parametrize("prompt, completion, gold, paid", CASES)
def test_the_answer_said_again_must_be_the_same_quantity(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid
