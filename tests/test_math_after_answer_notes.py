"""``math_accuracy`` after the answer: honest notes after a right answer (a mistake others commonly make and the value
it gives, a rule recalled, a related fact) state no second value; the same shapes that conclude or offer another value
stay refused. Rules in docs/MATH.md, "After the answer"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_PRIMES = "How many prime numbers are less than 30?"
_PRIMES_WORK = "Primes below 30: 2, 3, 5, 7, 11, 13, 17, 19, 23, 29. That's 10.\n\n\\boxed{10}\n\n"
_OCTAGON = "How many diagonals does an octagon have?"
_OCTAGON_WORK = "$\\frac{n(n-3)}{2} = \\frac{8 \\cdot 5}{2} = 20$.\n\n$\\boxed{20}$\n\n"
_HEXAGON = "Hoeveel graden is elke hoek van een regelmatige zeshoek?"
_HEXAGON_WORK = "Elke hoek: 720° / 6 = 120°.\n\n\\boxed{120}\n\n"
_TRAIN = "A train travels 180 km in 2.5 hours. What is its average speed in km/h?"
_TRAIN_WORK = "Average speed = distance / time = 180 / 2.5 = 72 km/h.\n\n**72 km/h**\n\n"
_FUEL = "A car uses 6 liters of fuel per 100 km. How many liters does it need for 350 km?"
_FUEL_WORK = "350 / 100 × 6 = 21 liters.\n\nAnswer: 21 liters\n\n"
_CLIPS = "Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did Natalia sell altogether in April and May?"
_CLIPS_WORK = "In May she sold half as many: 48 / 2 = 24 clips.\nAltogether: 48 + 24 = 72 clips.\n#### 72\n\n"
_ROOT = "What is the value of $\\sqrt{50} \\cdot \\sqrt{2}$?"
_ROOT_WORK = "$$\\sqrt{50}\\cdot\\sqrt{2} = \\sqrt{100} = 10.$$\n\n**Final Answer:** $\\boxed{10}$\n\n"
_SUM20 = "Jaka jest suma liczb od 1 do 20?"
_SUM20_WORK = "$\\frac{20 \\cdot 21}{2} = 210$.\n\n\\boxed{210}\n\n"

# (prompt, gold, completion, paid)
CASES = [
    # A mistake others commonly make, named before the value it gives: that value is set aside.
    (_PRIMES, "10", _PRIMES_WORK + "Note that 1 is not prime, so it is not counted — a frequent mistake that would give 11.", True),
    (_OCTAGON, "20", _OCTAGON_WORK + "A common error is to forget to divide by 2 and answer 40, which counts each diagonal twice.", True),
    (_HEXAGON, "120", _HEXAGON_WORK + "Een veelgemaakte fout is 60° antwoorden — dat is de buitenhoek.", True),
    # ... unless the answer is named after the mistake, or no mistake is named.
    (_OCTAGON, "20", _OCTAGON_WORK + "A common error is to divide by 2, but the answer is 40.", False),
    (_PRIMES, "10", _PRIMES_WORK + "Note that 1 is not prime, so the count is 11.", False),
    (_HEXAGON, "120", _HEXAGON_WORK + "Dus het antwoord is eigenlijk 60°.", False),
    # The answer in another unit of the same kind, exact or rounded to the digits shown, on a condition of the unit.
    (_TRAIN, "72", _TRAIN_WORK + "In metres per second that is 20 m/s, if you need it in SI units.", True),
    (_FUEL, "21", _FUEL_WORK + "In US units that's roughly 5.5 gallons, if that's more useful to you.", True),
    (_TRAIN, "72", _TRAIN_WORK + "In metres per second that is 25 m/s, if you need it in SI units.", False),
    (_FUEL, "21", _FUEL_WORK + "If the car is older, it needs 25 liters.", False),
    (_FUEL, "21", _FUEL_WORK + "In US units that's roughly 7 gallons, if that's more useful to you.", False),
    # Another method after the answer, a computation that arrives at it again, offers nothing beside it.
    (_ROOT, "10", _ROOT_WORK + "Alternatively, $\\sqrt{50} = 5\\sqrt{2}$, so $5\\sqrt{2}\\cdot\\sqrt{2} = 5\\cdot 2 = 10$, the same result.", True),
    (_ROOT, "10", _ROOT_WORK + "Alternatively, $\\sqrt{50} = 5\\sqrt{2}$, so $5\\sqrt{2}\\cdot\\sqrt{2} = 12$.", False),
    (_ROOT, "10", _ROOT_WORK + "Alternatively, $12$ if the roots are read as cube roots, or 10.", False),
    # A verb of a result between two numbers joins them as one step ("21 daje 210"), offering no second value.
    (_SUM20, "210", _SUM20_WORK + "Sprawdzenie: 1 + 20 = 21, dziesięć par po 21 daje 210 ✓", True),
    (_SUM20, "210", _SUM20_WORK + "Sprawdzenie: 210 albo 211.", False),
    # A word that totals the answer before it: the words after it say of what, no value concluded.
    (_CLIPS, "72", _CLIPS_WORK + "So Natalia sold seventy-two clips in total across the two months.", True),
    (_CLIPS, "72", _CLIPS_WORK + "So in total across the two months she sold 80.", False),
    (_CLIPS, "72", _CLIPS_WORK + "So Natalia sold 72 clips in April, and in total 96.", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_after_the_answer(scores, index):
    assert scores[index] == (1.0 if CASES[index][3] else 0.0), CASES[index][2]
