"""``math_accuracy`` forms: a decimal written with LaTeX's decimal comma after a lone zero ("0{,}375") is a decimal, and
a value said again as a percent at the end of the sentence ("So $\\frac{7}{20}$ is 35 %.") is the form it ends on; a
percent in number words ("thirty-five percent") is a percent.
Rules in docs/MATH.md, "the form asked"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_DEZ = "Schreibe $\\frac{3}{8}$ als Dezimalzahl."
_DEC = "Write $\\frac{3}{8}$ as a decimal."
_POURC = "Exprimez $\\frac{7}{20}$ en pourcentage."
_PCT = "Express $\\frac{7}{20}$ as a percentage."
_FRAC = "Simplify $\\frac{14}{40}$."

CASES = [
    (_DEZ, "0.375", "3 : 8 = 0,375, denn 8 · 0,375 = 3.\n\nAntwort: $\\frac{3}{8} = 0{,}375$", True),
    (_DEC, "0.375", "Answer: $0{,}375$", True),
    (_DEZ, "0.375", "Antwort: $\\frac{3}{8}$", False),  # the fraction itself is another form
    (_DEZ, "0.375", "Antwort: $0{,}385$", False),
    (_DEC, "1234", "Answer: $1{,}234$", True),  # control: a comma that groups thousands stays one
    (_POURC, "35\\%", "On multiplie par 100 : $\\frac{7}{20} \\times 100 = 35$.\n\nDonc $\\frac{7}{20}$ correspond à **35 %**.", True),
    (_PCT, "35\\%", "So $\\frac{7}{20}$ is 35%.", True),
    (_PCT, "35\\%", "So $\\frac{7}{20}$ corresponds to **35%**.", True),
    (_PCT, "35\\%", "So the answer is $\\frac{7}{20}$.", False),  # a fraction where a percent is asked
    (_PCT, "35\\%", "So $\\frac{7}{20}$ is 35% or 40%.", False),
    (_FRAC, "\\frac{7}{20}", "So $\\frac{14}{40} = \\frac{7}{20}$.", True),
    # A percent said in number words: the words are spelled first, then the word for percent is the sign.
    (_PCT, "35\\%", "Answer: thirty-five percent", True),
    (_PCT, "35\\%", "Réponse : trente-cinq pour cent", True),
    (_PCT, "35\\%", "Answer: thirty-six per cent", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_form_restated_case(scores, index):
    prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (gold, completion)
