"""``math_accuracy`` reads a right answer to its end and no further: a union of intervals runs on past the union sign
("(−2, 2) ∪ (2, ∞)"); the imaginary unit glued to the last number is part of the value ("x = ±3𝑖"); equations in
brackets after the value that write it are a check of it ("7 (91 = 13·7, 147 = 21·7)"); a note that only sets a
constant's value the working used is no statement ("Catatan: kita memakai π = 22/7 sesuai soal."); "the answer is
unique" says what the answer is like, no second value; and the dots of a repeating decimal before "=" end no sentence
("0.999… = 1"). Each is paid. Near rows with another interval, another root, another value bracketed, a note that
states a value or a second answer after it stay refused.

Cases are (family, prompt, gold, completion, expected); the rules behind them are in docs/MATH.md.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_DOMAIN = "What is the domain of $f(x) = \\dfrac{1}{x^2-4}$? Give your answer in interval notation."
_DOMAIN_GOLD = "(-\\infty,-2)\\cup(-2,2)\\cup(2,\\infty)"
_DOMAIN_WORK = "The denominator vanishes at x = ±2. Everything else is allowed.\n\n"
_ROOTS = "Solve $x^2 = -9$ over the complex numbers. Give the solutions."
_ROOTS_WORK = "x² = −9 ⇒ x = ±√(−9) = ±3i.\n\n"
_GCD = "Find the greatest common divisor of 91 and 147."
_GCD_WORK = "Euclid: 147 = 1·91 + 56; 91 = 1·56 + 35; 56 = 1·35 + 21; 35 = 1·21 + 14; 21 = 1·14 + 7; 14 = 2·7 + 0.\n\n"
_CIRCLE = "Hitung luas lingkaran berjari-jari 7 cm (gunakan $\\pi = \\frac{22}{7}$)."
_CIRCLE_WORK = "L = π r² = 22/7 × 49 = 22 × 7 = 154.\n\nJadi luasnya **154 cm²**.\n\n"
_CIRCLE_EN = "Find the area of a circle of radius 7 cm (use $\\pi = \\frac{22}{7}$)."
_CIRCLE_EN_WORK = "A = πr² = 22/7 × 49 = 154.\n\nThe area is **154 cm²**.\n\n"
_LOG = "Find $x$ if $\\log_3 x = 4$."
_LOG_WORK = "x = 3^4 = 81.\n\n$\\boxed{81}$\n\n"
_TAX = ("The income tax in a country is 0 on income up to $10000 and 20% on the part of income above $10000. Write the tax "
        "$T(I)$ as a piecewise function of income $I \\ge 0$.")
_TAX_GOLD = "\\begin{cases} 0 & I \\le 10000 \\\\ 0.2(I-10000) & I > 10000 \\end{cases}"
_TAX_WORK = "Up to 10 000 there is no tax. Above it, 20 % of the excess.\n\n$$T(I) = \\begin{cases} 0 & I \\le 10000 \\\\ 0.2I - 2000 & I > 10000 \\end{cases}$$\n\n"
_REPEAT = "What is $0.\\overline{3} + 0.\\overline{6}$?"
_REPEAT_WORK = "0.333… = 1/3 and 0.666… = 2/3, so the sum is 1.\n\n$\\boxed{1}$\n\n"

CASES = [
    # a union of intervals, its last interval after the union sign
    ("union", _DOMAIN, _DOMAIN_GOLD, _DOMAIN_WORK + "Domain: (−∞, −2) ∪ (−2, 2) ∪ (2, ∞)", True),
    ("union", _DOMAIN, _DOMAIN_GOLD, _DOMAIN_WORK + "So the domain is (−∞, −2) ∪ (−2, 2) ∪ (2, ∞)", True),
    ("union control", _DOMAIN, _DOMAIN_GOLD, _DOMAIN_WORK + "Domain: (−∞, −2) ∪ (−2, 2) ∪ (3, ∞)", False),
    ("union control", _DOMAIN, _DOMAIN_GOLD, _DOMAIN_WORK + "Domain: (−∞, −2) ∪ (−2, 2)", False),
    # the imaginary unit glued to the last number
    ("imaginary unit", _ROOTS, "\\pm 3i", _ROOTS_WORK + "Solutions: x = ±3𝑖", True),
    ("imaginary unit", _ROOTS, "\\pm 3i", _ROOTS_WORK + "Solutions: x = ±3i", True),
    ("imaginary unit control", _ROOTS, "\\pm 3i", _ROOTS_WORK + "Solutions: x = ±9i", False),
    ("imaginary unit control", _ROOTS, "\\pm 3i", "x² = −9 ⇒ x = ±3.\n\nSolutions: x = ±3", False),
    # equations in brackets after the value, writing it: a check of it
    ("bracketed check", _GCD, "7", _GCD_WORK + "The gcd is 7 — no doubt about it, both numbers are multiples of 7 (91 = 13·7, 147 = 21·7).", True),
    ("bracketed check", _GCD, "7", _GCD_WORK + "The gcd is 7 (91 = 13·7, 147 = 21·7).", True),
    ("bracketed check control", _GCD, "7", _GCD_WORK + "The gcd is 13 (91 = 13·7, 147 = 21·7).", False),
    ("bracketed check control", _GCD, "7", _GCD_WORK + "The gcd is 7 (91 = 13·7, 147 = 21·7), or maybe 21.", False),
    # a note that only sets a constant's value the working used
    ("constant noted", _CIRCLE, "154", _CIRCLE_WORK + "Catatan: kita memakai π = 22/7 sesuai soal. Semoga bermanfaat 🙏", True),
    ("constant noted", _CIRCLE_EN, "154", _CIRCLE_EN_WORK + "Note: we used π = 22/7, as the problem says.", True),
    ("constant noted control", _CIRCLE, "154", _CIRCLE_WORK + "Catatan: dengan π = 3,14 luasnya 153,86 cm².", False),
    ("constant noted control", _CIRCLE, "154", "L = π r² = 22/7 × 49 = 150.\n\nJadi luasnya **150 cm²**.\n\nCatatan: kita memakai π = 22/7 sesuai soal.", False),
    # what the answer is like, after it
    ("answer's property", _LOG, "81", _LOG_WORK + "I assumed the standard real logarithm; with that, the answer is unique.", True),
    ("answer's property", _LOG, "81", _LOG_WORK + "Con el logaritmo real, la respuesta es única.", True),
    ("answer's property control", _LOG, "81", _LOG_WORK + "I assumed the standard real logarithm; with that, the answer is 27.", False),
    ("answer's property control", _LOG, "81", _LOG_WORK + "The system says this answer is correct.", False),
    # a remark that ends on the bare name the display before it defines
    ("remark on the display", _TAX, _TAX_GOLD, _TAX_WORK + "At $I = 10000$ both pieces give 0, so $T$ is continuous.", True),
    ("remark on the display control", _TAX, _TAX_GOLD, _TAX_WORK + "At $I = 10000$ both pieces give 0, so $T$ is 0.", False),
    ("remark on the display control", _TAX, _TAX_GOLD, _TAX_WORK.replace("0.2I", "0.3I") + "At $I = 10000$ both pieces give 0, so $T$ is continuous.", False),
    # the dots of a repeating decimal before "="
    ("repeating decimal", _REPEAT, "1", _REPEAT_WORK + "This is the same reason 0.999… = 1.", True),
    ("repeating decimal control", _REPEAT, "1", _REPEAT_WORK + "Or 0.999…, if you prefer.", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[1] for c in CASES], [c[3] for c in CASES], [c[2] for c in CASES])


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{i}-{c[0]}") for i, c in enumerate(CASES)])
def test_after_answer_read_to_its_end_case(scores, index):
    family, prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (family, gold, completion)
