"""The unit of the answer against the one asked: the value marked as the answer (bold, boxed) with its unit, said again
after it in another unit, is the commitment where its unit is not the one the prompt asks, whatever its conversion gives
(:func:`reward_plugins.math.units.marked_in_other_unit`, read with the text before the answer on its line); a unit of
time named in any CLDR language after the answer's number is another than the one the prompt asks by name."""

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


# A unit of time named in any CLDR language after the answer's number, where the prompt asks another by its name with no
# number before it (in a script written without spaces, inside its run of words); lengths and masses in more languages.
TIME_UNIT_NOT_ASKED = [
    ("Kolik sekund je 1,5 minuty?", "Odpověď: 90 minut.", "90"),
    ("Ile sekund to 1,5 minuty?", "Odpowiedź: 90 minut.", "90"),
    ("Quanti secondi sono 1,5 minuti?", "Risposta: 90 minuti.", "90"),
    ("Kaç saniye 1,5 dakikadır?", "Cevap: 90 dakika.", "90"),
    ("1.5 分钟是多少秒？", "答案：90 分钟。", "90"),
    ("Berapa menit dalam 2 jam?", "Jawaban: 120 jam.", "120"),
    ("2 時間は何分ですか？", "答え：120 時間。", "120"),
    # lengths and masses named in more languages, in Cyrillic symbols or in a script written without spaces
    ("Ile centymetrów to 1,5 m?", "Odpowiedź: 150 metrów.", "150"),
    ("Hoeveel centimeter is 1,5 m?", "Antwoord: 150 meter.", "150"),
    ("1,5 m kaç santimetredir?", "Cevap: 150 metre.", "150"),
    ("Berapa sentimeter 1,5 m?", "Jawaban: 150 meter.", "150"),
    ("Сколько граммов в 2,5 кг?", "Ответ: 2500 кг.", "2500"),
    ("Сколько сантиметров в 1,5 м?", "Ответ: 150 м.", "150"),
    ("1.5 米是多少厘米？", "答案：150 米。", "150"),
    ("2.5 千克是多少克？", "答案：2500 千克。", "2500"),
    ("1.5 メートルは何センチメートルですか？", "答え：150 メートル。", "150"),
]
TIME_UNIT_ASKED = [
    ("Kolik sekund je 1,5 minuty?", "Odpověď: 90 sekund.", "90"),
    ("Ile sekund to 1,5 minuty?", "Odpowiedź: 90 sekund.", "90"),
    ("Kaç saniye 1,5 dakikadır?", "Cevap: 90 saniye.", "90"),
    ("1.5 分钟是多少秒？", "答案：90 秒。", "90"),
    ("2 時間は何分ですか？", "答え：120分です。", "120"),
    ("Pak Budi bekerja setiap hari selama 8 jam. Berapa jam dia bekerja dalam 5 hari?", "Jawaban: 40 jam.", "40"),
    ("Quanto tempo dura il viaggio? Parte alle 9 e arriva alle 11.", "Risposta: 2 ore.", "2"),
    ("Jak długo trwa lekcja, jeśli zaczyna się o 8:00 i kończy o 8:45?", "Odpowiedź: 45 minut.", "45"),
    ("小明每天跑步30分钟，一周跑几小时？", "答案：3.5小时。", "3.5"),
    ("Ile centymetrów to 1,5 m?", "Odpowiedź: 150 centymetrów.", "150"),
    ("Hoeveel centimeter is 1,5 m?", "Antwoord: 150 centimeter.", "150"),
    ("1,5 m kaç santimetredir?", "Cevap: 150 santimetre.", "150"),
    ("Сколько сантиметров в 1,5 м?", "Ответ: 150 см.", "150"),
    ("Мы прошли 3 км. Сколько это метров?", "Ответ: 3000 м.", "3000"),
    ("1.5 米是多少厘米？", "答案：150厘米", "150"),
    ("1.5 米是多少厘米？", "答案：150。", "150"),
    ("一根绳子长 3 米，剪去 1.2 米，还剩多少米？", "答案：1.8 米。", "1.8"),
    ("Lina kupiła 2 kg jabłek i 500 g gruszek. Ile kilogramów owoców kupiła?", "Odpowiedź: 2,5 kg.", "2.5"),
]


@pytest.mark.parametrize("prompt, completion, gold", TIME_UNIT_NOT_ASKED)
def test_a_unit_not_asked_is_wrong_in_the_languages_read(math_plugin, prompt, completion, gold):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == "wrong"


@pytest.mark.parametrize("prompt, completion, gold", TIME_UNIT_ASKED)
def test_the_unit_asked_is_paid(math_plugin, prompt, completion, gold):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == "correct"
