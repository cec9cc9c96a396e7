"""A rate asked or answered in words is the rate its units make: "miles per hour" is mph, "kilometres per
hour" is km/h, and another rate, or a plain length, is still another unit."""

from __future__ import annotations

import pytest

from reward_plugins.math.normalize import normalize_answer
from reward_plugins.math.units import unit_mismatch

_MPH = "A train travels 240 miles in 4 hours at a constant speed. What is its speed in miles per hour?"
_KMH = "A car covers 150 km in 2 hours. What is its speed in km/h?"


@pytest.mark.parametrize("prompt, answer, mismatch", [
    (_MPH, "60 mph", False),
    (_MPH, "60 mph.", False),
    (_MPH, "60 miles per hour", False),
    (_MPH, "60", False),
    (_MPH, "60 km/h", True),  # another speed
    (_MPH, "60 kilometers per hour", True),
    (_MPH, "60 miles", True),  # a length where a speed is asked
    (_KMH, "75 kilometres per hour", False),
    (_KMH, "75 km per hour", False),
    (_KMH, "75 mph", True),
    (_KMH, "75 km", True),
    ("How many hours does the trip take?", "3 miles per hour", True),
])
def test_a_rate_written_in_words_is_the_unit_its_parts_make(prompt, answer, mismatch):
    assert unit_mismatch(prompt, answer) is mismatch


@pytest.mark.parametrize("answer, number", [
    ("12 cm^2", "12"),
    ("27 \\text{ m}^3", "27"),
    ("\\text{125 cm}^3", "125"),  # the number inside the unit's text: the power is the unit's
    ("\\text{125 cm^3}", "125"),
    ("5^3", "5^3"),  # a power of a number stays one
    ("\\text{125}^3", "\\text{125}^3"),
])
def test_an_area_or_volume_unit_leaves_its_number(answer, number):
    assert normalize_answer(answer) == number
