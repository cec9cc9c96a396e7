"""Numbers as texts write them beside digits and amounts: a number said in two or more words in a sentence that
holds digits ("Of the 42 students, thirty-nine passed."), a scale abbreviation CLDR does not list ("74 Tsd. Euro"),
and a whole amount written with a dash for its cents ("€ 1.325,-")."""

from __future__ import annotations

import pytest

from reward_plugins.math.number_words import spell_numbers
from reward_plugins.math.numbers import parse_number
from reward_plugins.math.scale_words import read_scales


@pytest.mark.parametrize("text, spelled", [
    ("Of the 42 students, thirty-nine passed.", "Of the 42 students, 39 passed."),
    ("Sur les 42 élèves, trente-neuf ont réussi.", "Sur les 42 élèves, 39 ont réussi."),
    ("De los 42 alumnos, treinta y nueve aprobaron.", "De los 42 alumnos, 39 aprobaron."),
    ("Von den 42 Schülern haben neununddreißig bestanden.", "Von den 42 Schülern haben 39 bestanden."),
    ("De los 42 alumnos, veintinueve aprobaron.", "De los 42 alumnos, 29 aprobaron."),
    ("Из 42 учеников сдали тридцать девять.", "Из 42 учеников сдали 39."),
    ("The answer is 42, not thirty-nine.", "The answer is 42, not 39."),
    # a lone word beside digits stays a word; words right after the digits say them again, read by their own readers
    ("There are 12 sequences that meet the three conditions.", "There are 12 sequences that meet the three conditions."),
    ("He has 3 cats and a dog.", "He has 3 cats and a dog."),
    ("Answer: 42 (forty-two).", "Answer: 42 (forty-two)."),
    ("She saves $1,200 — twelve hundred dollars — per year.", "She saves $1,200 — twelve hundred dollars — per year."),
])
def test_a_number_in_several_words_beside_digits_is_read(text, spelled):
    assert spell_numbers(text) == spelled


@pytest.mark.parametrize("text, spelled", [
    ("Answer: twenty per cent", "Answer: 20 per cent"),  # the French hundred after "per" is the percent's word
    ("Réponse : vingt pour cent", "Réponse : 20 pour cent"),
    ("Answer: one hundred per cent", "Answer: 100 per cent"),
    ("Il y en a cent.", "Il y en a 100."),
    ("Cent vingt.", "120."),
])
def test_cent_after_per_is_the_percent_word(text, spelled):
    assert spell_numbers(text) == spelled


@pytest.mark.parametrize("text, read", [
    ("Antwort: 74 Tsd. Euro", "Antwort: 74000 Euro"),
    ("Antwort: 74 Tsd Euro", "Antwort: 74000 Euro"),
    ("Antwort: 74 Tsd. Euro.", "Antwort: 74000 Euro."),
])
def test_scale_abbreviations_cldr_does_not_list(text, read):
    assert read_scales(text) == read


@pytest.mark.parametrize("text, value", [
    ("€ 1325,-", 1325),
    ("1325,- €", 1325),
    ("1325,–", 1325),
    ("5,-3", None),  # a minus after a comma is no cents' dash
    ("1325,-,-", None),
])
def test_a_dash_for_the_cents_is_a_whole_amount(text, value):
    found = parse_number(text)
    assert (found.value if found else None) == value


_CLASS = "In a class of 42 students, 3 were absent on test day and everyone who sat the test passed. How many students passed?"
_CARS = "Ein Auto kostet 18 500 Euro. Wie viel kosten 4 solche Autos für einen Fuhrpark?"
_BIKE = "Een fiets kost € 1.250 en een helm € 75. Hoeveel kost alles samen?"


@pytest.mark.parametrize("prompt, completion, gold, reason", [
    (_CLASS, "42 − 3 = 39. All of them passed.\n\nOf the 42 students, thirty-nine passed.", "39", "correct"),
    (_CLASS, "42 − 3 = 39. All of them passed.\n\nOf the 42 students, thirty-eight passed.", "39", "wrong"),
    (_CARS, "4 × 18 500 = 74 000.\n\nAntwort: 74 Tsd. Euro", "74000", "correct"),
    (_CARS, "4 × 18 500 = 74 000.\n\nAntwort: 74 Euro", "74000", "wrong"),
    (_BIKE, "1.250 + 75 = 1.325.\n\nAntwoord: € 1.325,-", "1325", "correct"),
    (_BIKE, "1.250 + 75 = 1.325.\n\nAntwoord: € 1.320,-", "1325", "wrong"),
])
def test_numbers_as_written_are_judged(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason
