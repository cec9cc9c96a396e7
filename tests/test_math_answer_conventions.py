"""An answer is read in the completion's own conventions: the decimal sign its shown text writes decides how the
answer's separators read ("4,500 €" after "4,5" is 4.50 €), and a currency or temperature scale other than the one
asked or stated is another unit."""

from __future__ import annotations

import pytest

from reward_plugins.math.normalize import normalize_text
from reward_plugins.math.plugin import MathAccuracy
from reward_plugins.math.units import unit_mismatch


@pytest.fixture(scope="module")
def reward():
    plugin = MathAccuracy()
    yield plugin
    plugin.close()


def _score(plugin, prompt, completion, gold):
    return plugin(prompts=[prompt], completions=[completion], answer=[gold])[0]


_TILES = "Un artisan facture 1,50 € par carreau posé. Il pose 3 000 carreaux. Combien facture-t-il au total ?"
_RICE = "Una bolsa contiene 1,25 kg de arroz. ¿Cuántos kilogramos hay en dos bolsas?"


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    # a decimal comma written before the answer: a point or comma before three digits follows it
    (_TILES, "3 × 1,50 = 4,5, donc le total est 4,500 €.\n\nRéponse : 4,500 €", "4500", 0.0),
    (_TILES, "3 × 1,50 = 4,5, donc le total est 4,500 €.\n\nRéponse : 4,500 €", "4.5", 1.0),
    (_TILES, "3 000 × 1,50 € = 4 500 €.\n\nRéponse : 4 500 €", "4500", 1.0),
    (_TILES, "3 000 × 1,50 € = 4.500 €.\n\nRéponse : 4.500 €", "4500", 1.0),  # a point groups thousands there
    (_TILES, "3 000 × 1,50 € = 4.500,00 €.\n\nRéponse : 4.500,00 €", "4500", 1.0),
    ("Was kosten 3 Hefte zu 1,50 €?", "3 × 1,50 = 4,5\n\nAntwort: 4,500 €", "4500", 0.0),
    ("Was kosten 3000 Hefte zu 1,50 €?", "3000 × 1,50 = 4.500\n\nAntwort: 4.500 €", "4500", 1.0),
    # the shown text's decimals decide, not the reasoning's
    (_RICE, "<think>\n2 × 1.25 = 2.5 kg.\n</think>\n\nDos bolsas: 2 × 1,25 = 2,5.\n\nRespuesta: 2.500 kg", "2.5", 0.0),
    (_RICE, "<think>\n2 × 1.25 = 2.5 kg.\n</think>\n\nDos bolsas: 2 × 1,25 = 2,5.\n\nRespuesta: 2,5 kg", "2.5", 1.0),
    (_RICE, "<think>\n2 × 1,25 = 2,5 kg.\n</think>\n\nTwo bags: 2 × 1.25 = 2.5.\n\nAnswer: 2.500 kg", "2.5", 1.0),
    (_RICE, "<think>\n2 × 1.25 = 2.5 kg.\n</think>\n\nRespuesta: 2.5 kg", "2.5", 1.0),
])
def test_the_shown_texts_decimal_sign_decides_how_the_answer_reads(reward, prompt, completion, gold, paid):
    assert _score(reward, prompt, completion, gold) == paid


def test_a_one_group_amount_after_decimal_commas_keeps_its_decimal_point():
    assert normalize_text("4 × 1,50 = 6,0 ; total 4,500 €") == "4 × 1.50 = 6.0 ; total 4.500 €"
    assert normalize_text("Total: 37.500 € y 2,5 kg") == "Total: 37500 € y 2.5 kg"
    assert normalize_text("Total: 1.234.500 €, 2,5 kg") == "Total: 1234500 €, 2.5 kg"


_TRAIN = "Un billet de train coûte 45 €. Une famille achète 4 billets et obtient une réduction de 10 €. Combien paie-t-elle au total, en euros ?"
_THERMO = "Ein Thermometer zeigt 50 °F. Wie viel Grad Celsius sind das?"


@pytest.mark.parametrize("prompt, answer, mismatch", [
    # a currency the prompt states its amounts in after them ("45 €"): another currency is another unit
    (_TRAIN, "\\$170", True),
    (_TRAIN, "170 \\$", True),
    (_TRAIN, "170 €", False),
    (_TRAIN, "€170", False),
    ("A ticket costs $45. What do 4 tickets cost?", "180 €", True),
    ("Un billet coûte 45 € et un autre 12 £. Combien au total ?", "57 €", False),  # two currencies stated
    # the temperature scale the prompt names with no number before it is the one asked
    (_THERMO, "10 °F", True),
    (_THERMO, "10 °C", False),
    (_THERMO, "10 K", False),  # no kelvin sign: a plain letter says no scale
    ("Il fait 50 degrés Fahrenheit. Combien de degrés Celsius ?", "10 °F", True),
    ("Il fait 50 degrés Fahrenheit. Combien de degrés Celsius ?", "10 degrés Celsius", False),
    ("Термометр показывает 10 °C. Сколько это градусов по Фаренгейту?", "50 °F", False),  # no scale named as asked
    ("La température passe de 10 °C à 50 °F. De combien a-t-elle monté ?", "0 °C", False),  # two scales given
    ("Zamień 20 °C na stopnie Fahrenheita: ile °F?", "68 °F", False),
    ("Zamień 20 °C na stopnie Fahrenheita: ile °F?", "68 °C", True),
])
def test_another_currency_or_temperature_scale_is_another_unit(prompt, answer, mismatch):
    assert unit_mismatch(prompt, answer) is mismatch


@pytest.mark.parametrize("completion, paid", [
    ("C = (50 - 32) · 5/9 = 10.\n\nAntwort: 10 °F", 0.0),
    ("C = (50 - 32) · 5/9 = 10.\n\nAntwort: 10 °C", 1.0),
    ("C = (50 - 32) · 5/9 = 10.\n\nAntwort: 10", 1.0),
])
def test_a_temperature_in_the_scale_given_is_not_the_one_asked(reward, completion, paid):
    assert _score(reward, _THERMO, completion, "10") == paid


_FILM = "Un film commence à 16 h 05 et dure 2 h 25 min. À quelle heure se termine-t-il ?"


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    # the 24-hour clock as French writes it answers a time of day; its "h" is no unit of time
    (_FILM, "16 h 05 + 2 h 25 = 18 h 30.\n\nLe film se termine à 18 h 30.", "18:30", 1.0),
    (_FILM, "Le film se termine à 18h30.", "18:30", 1.0),
    (_FILM, "Le film se termine à 18 h 45.", "18:30", 0.0),
    (_FILM, "Le film se termine à 18 h 30.", "6:30 PM", 1.0),
    (_FILM, "Le film se termine à 6 h 30.", "18:30", 0.0),  # the morning's hour
    ("Combien de temps dure le film, en minutes ?", "Il dure 2 h 25.", "145", 0.0),  # a duration, minutes asked
])
def test_a_french_clock_time_answers_a_time_of_day(reward, prompt, completion, gold, paid):
    assert _score(reward, prompt, completion, gold) == paid


_PRIMES = "How many of the numbers 15, 21, 27 and 33 are prime?"


@pytest.mark.parametrize("completion, paid", [
    # a line saying none after working that marks no answer: the working's last number is no answer
    ("15 = 3·5, 21 = 3·7, 27 = 3³, 33 = 3·11 — every one is a multiple of 3.\n\nNone.", 1.0),
    ("15 = 3·5, 21 = 3·7, 27 = 3³, 33 = 3·11 — every one is a multiple of 3.\n\nThere are none.", 1.0),
    ("15 = 3·5, 21 = 3·7, 27 = 3³, 33 = 3·11 — every one is a multiple of 3.\n\nProbably none.", 0.0),
    # a marked value stays the answer: "none" after it wins nothing
    ("Every one is a multiple of 3.\n\nAnswer: 3\n\nNone.", 0.0),
    ("Every one is a multiple of 3, so \\boxed{3}.\n\nNone.", 0.0),
    ("Every one is a multiple of 3. None.", 0.0),  # the same line: its sentence after the value
])
def test_a_line_saying_none_after_unmarked_working_answers_a_count_of_0(reward, completion, paid):
    assert _score(reward, _PRIMES, completion, "0") == paid


_ABS = "Gib die Funktion $f(x) = |x - 1| + x$ abschnittsweise (ohne Betragsstriche) an."
_ABS_GOLD = "\\begin{cases} 2x-1 & x \\ge 1 \\\\ 1 & x < 1 \\end{cases}"


@pytest.mark.parametrize("completion, paid", [
    # a piecewise function said in plain text, each piece naming its function, is read as its cases
    ("Ergebnis: f(x) = 2x − 1 für x > 1 und f(x) = 1 für x ≤ 1.", 1.0),  # both pieces give 1 at x = 1
    ("Ergebnis: f(x) = 2x − 1 für x ≥ 1, f(x) = 1 für x < 1.", 1.0),
    ("Result: f(x) = 2x - 1 if x >= 1 and f(x) = 1 if x < 1.", 1.0),
    ("Ergebnis: f(x) = 2x − 1 für x > 1 und f(x) = 0 für x ≤ 1.", 0.0),  # a wrong piece
    ("Ergebnis: f(x) = 1 für x > 1 und f(x) = 2x − 1 für x ≤ 1.", 0.0),  # swapped
    ("Ergebnis: f(x) = 2x − 1 für x > 2 und f(x) = 1 für x < 1.", 0.0),  # a gap
    ("Ergebnis: f(x) = 2x − 1 für x > 1.", 0.0),  # one piece
])
def test_a_piecewise_function_in_plain_text_is_its_cases(reward, completion, paid):
    assert _score(reward, _ABS, completion, _ABS_GOLD) == paid


@pytest.mark.parametrize("completion, gold, paid", [
    # a Unicode hyphen right before a digit, after no word or number, is a minus sign
    ("Multiplication first: 2 × 4 = 8. Then 5 − 8 = \u20103.\n\nAnswer: \u20103", "-3", 1.0),
    ("Multiplication first: 2 × 4 = 8. Then 5 − 8 = \u20103.\n\nAnswer: \u20103", "3", 0.0),
    ("Answer: \u20113", "-3", 1.0),  # the non-breaking hyphen
    ("Pages 10\u201012 hold it.\n\nAnswer: 12", "12", 1.0),  # between numbers: a range
])
def test_a_hyphen_before_a_digit_is_a_minus_sign(reward, completion, gold, paid):
    assert _score(reward, "Evaluate $5 - 2 \\times 4$.", completion, gold) == paid


def test_a_hyphen_inside_a_word_or_range_stays():
    assert normalize_text("COVID\u201019, pages 10\u201012") == "COVID\u201019, pages 10\u201012"
