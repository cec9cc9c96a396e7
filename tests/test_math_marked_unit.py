"""The value marked as the answer (bold, boxed) with its unit, said again after it in another unit: where its unit is not
the one the prompt asks, the marked value is the commitment whatever its conversion gives
(:func:`reward_plugins.math.units.marked_in_other_unit`, read with the text before the answer on its line)."""

from __future__ import annotations

import pytest

from reward_plugins.math.units import marked_in_other_unit

IN_MS = "A car travels at 72 km/h. What is its speed in metres per second?"
IN_KMH = "A car travels at 20 m/s. What is its speed in km/h?"
IN_MINUTES = "A movie lasts 2 hours. How many minutes is that?"

MARKED_IN_ANOTHER_UNIT = [
    (IN_MS, "Final: **72** (km/h), which is ", "72 km/h"),
    (IN_MS, "Final: **72 km/h**, which is ", "72 km/h"),
    (IN_MS, "Final: **72** km/h, i.e. ", "72 km/h"),
    (IN_MS, "Final: $\\boxed{72}$ km/h = ", "72 km/h"),
    (IN_MINUTES, "**2 hours** (that is ", "2 hours"),
    (IN_MINUTES, "Answer: **2** hours, which is ", "2 hours"),
    (IN_MS, "Antwort: **72** km/h, also ", "72 km/h"),
    (IN_MS, "Réponse : **72** km/h, soit ", "72 km/h"),
    (IN_MS, "Respuesta: **72** km/h, es decir, ", "72 km/h"),
    ("A rope is 150 cm long. How long is it in metres?", "Answer: **150 cm** (", "150 cm"),
]
COMMITTED_AS_ASKED = [  # the marked value in the unit asked, no mark, or no unit on the marked value
    (IN_MS, "Final: **20** m/s, which is "),
    (IN_KMH, "Final: **72** (km/h), which is "),
    (IN_MINUTES, "Answer: **120** minutes, which is "),
    (IN_MS, "Final: 72 km/h, which is "),
    (IN_MS, "**72**, which is "),
    (IN_MS, "72 km/h = 72000 m / 3600 s = "),
    ("A rope is 150 cm long. How long is it in metres?", "Answer: 150 cm = **"),
    ("A rope is 150 cm long. How long is it in metres?", "Answer: **1.5 m** ("),
]


@pytest.mark.parametrize("prompt, before, marked", MARKED_IN_ANOTHER_UNIT)
def test_the_marked_value_in_another_unit_is_the_commitment(prompt, before, marked):
    assert marked_in_other_unit(prompt, before) == marked


@pytest.mark.parametrize("prompt, before", COMMITTED_AS_ASKED)
def test_a_marked_value_in_the_unit_asked_or_none_marked_says_nothing(prompt, before):
    assert marked_in_other_unit(prompt, before) is None
