"""A time of day said in words after a time in digits is a time: the same time again is the answer, another is a second
value; a time said to be about so ("vers 16 h 15", "etwa um 16:15") commits to none; "an hour and a half" is 1.5 hours; the digits of an expression in math ("So $\\dbinom{8}{4}$
equals seventy.") leave the sentence's number words to be read. An amount of money said in its
unit and its hundredths ("ocho euros con cincuenta céntimos") is one amount, an amount in another currency beside
the answer's competes with it, and a bare "$" after the answer's number is the dollar's sign."""

from __future__ import annotations

import pytest

from reward_plugins.math.durations import read_durations
from reward_plugins.math.number_words import spell_numbers, word_value
from reward_plugins.math.time_words import spell_times
from reward_plugins.math.units import money_in_one_unit, unit_kind

SPELLED = [
    ("It ends at twenty past nine.", "It ends at 9:20."),
    ("It ends at ten after nine.", "It ends at 9:10."),
    ("Um zwanzig nach neun.", "Um 9:20."),
    ("Um fünf vor zehn.", "Um 9:55."),
    ("À dix heures moins vingt.", "À 9:40."),
    ("A las diez menos veinte.", "A 9:40."),
    ("A las nueve y veinte.", "A 9:20."),
    ("Alle nove e venti.", "Alle nove e venti."),  # "alle" is no article of the hour: the words stay
    ("Le nove e venti.", "9:20."),
    # numbers that are no time: minutes a clock is not read in, "from ... to", "after" between other words
    ("Three past four.", "Three past four."),
    ("The count fell from twenty to five.", "The count fell from twenty to five."),
    ("We add five after that.", "We add five after that."),
]


@pytest.mark.parametrize(("text", "spelled"), SPELLED)
def test_a_time_said_with_its_minutes_alone_is_read(text, spelled):
    assert spell_times(text, word_value) == spelled


MONEY = [
    ("8 euros con 50 céntimos", "8.50 euros"),
    ("8 dollars and 5 cents", "8.05 dollars"),
    ("8 Euro und 50 Cent", "8.50 Euro"),
    ("8 евро 50 копеек", "8.50 евро"),
    ("(8 euros 40).", "(8.40 euros)."),
    ("8 dollars 5 apples", "8 dollars 5 apples"),  # the number after is of another noun
    ("8 euros et 5 euros", "8 euros et 5 euros"),
    ("8 dollars and 150 cents", "8 dollars and 150 cents"),  # no hundredths
]


@pytest.mark.parametrize(("text", "joined"), MONEY)
def test_money_in_its_unit_and_hundredths_is_one_amount(text, joined):
    assert money_in_one_unit(text) == joined


@pytest.mark.parametrize(("text", "spelled"), [
    ("ocho euros con cincuenta céntimos", "8.50 euros"),
    ("eight dollars and fifty cents", "8.50 dollars"),
    ("fifty cents", "50 cents"),  # the coin, not the French hundred
    ("deux cents pommes", "200 pommes"),
    ("cent euros", "100 euros"),
])
def test_money_in_words_is_spelled_as_one_amount(text, spelled):
    assert spell_numbers(text) == spelled


@pytest.mark.parametrize(("text", "spelled"), [
    ("So $\\dbinom{8}{4}$ equals seventy.", "So $\\dbinom{8}{4}$ equals 70."),
    ("So $2^{10}$ is one thousand and twenty-four.", "So $2^{10}$ is 1024."),
    ("So $12$ friends share seven apples.", "So $12$ friends share seven apples."),  # the number in math is stated
    ("There are 12 sequences that meet the three conditions.", "There are 12 sequences that meet the three conditions."),
])
def test_the_digits_of_an_expression_state_no_number_of_the_sentence(text, spelled):
    assert spell_numbers(text) == spelled


def test_every_currency_measures_money():
    assert unit_kind("€") == unit_kind("dollars") == unit_kind("pesos") == "money"
    assert unit_kind("hours") != "money"


@pytest.mark.parametrize(("text", "read"), [
    ("That is, an hour and a half.", "That is, 1.5 hour."),
    ("That is, 2 hours and \\frac{1}{2}.", "That is, 2.5 hours."),
    ("Es decir, una hora y media.", "Es decir, 1.5 hora."),
    ("Ou seja, uma hora e meia.", "Ou seja, 1.5 hora."),
    ("It took 3 minutes and a half.", "It took 3.5 minutes."),
    ("a cake and a half", "a cake and a half"),  # no unit of time
])
def test_a_unit_of_time_and_a_half_is_one_quantity(text, read):
    assert read_durations(text) == read


_MOVIE = "A movie starts at 7:45 PM and lasts 2 hours 35 minutes. At what time does it end?"
_TRAIN = "Un train part à 14 h 50 et roule pendant 1 h 25. À quelle heure arrive-t-il ?"
_TOMATOES = "Un kilo de tomates cuesta 2,40 €. ¿Cuánto cuestan 3,5 kg?"
ROWS = [
    # another time in words after the answer is a second value; the same time is the answer said again
    (_MOVIE, "7:45 + 2:35 = 10:20.\n\nThe movie ends at 10:20 PM (twenty past nine).", "10:20 \\text{ PM}", False),
    (_MOVIE, "7:45 + 2:35 = 10:20.\n\nThe movie ends at 10:20 PM (twenty past ten).", "10:20 \\text{ PM}", True),
    (_MOVIE, "The movie ends at 10:20 PM (zwanzig nach neun).", "10:20 \\text{ PM}", False),
    (_MOVIE, "The movie ends at 10:20 PM (zwanzig nach zehn).", "10:20 \\text{ PM}", True),
    (_MOVIE, "The movie ends at 10:20 PM (las nueve y veinte).", "10:20 \\text{ PM}", False),
    (_MOVIE, "The movie ends at 10:20 PM (las diez y veinte).", "10:20 \\text{ PM}", True),
    (_MOVIE, "The movie ends at 10:20 PM (quarter to ten).", "10:20 \\text{ PM}", False),
    # a time said to be about so, asked exactly
    (_TRAIN, "14 h 50 + 1 h 25 = 16 h 15.\n\nIl arrive vers 16 h 15.", "16:15", False),
    (_TRAIN, "14 h 50 + 1 h 25 = 16 h 15.\n\nIl arrive à 16 h 15.", "16:15", True),
    (_TRAIN, "Er kommt etwa um 16:15 Uhr an.", "16:15", False),
    (_TRAIN, "Er kommt gegen 16:15 Uhr an.", "16:15", False),
    (_TRAIN, "Der Zug kommt um 16:15 Uhr an.", "16:15", True),
    (_TRAIN, "Llega alrededor de las 16:15.", "16:15", False),
    (_TRAIN, "Llega cerca de las 16:15.", "16:15", False),
    (_TRAIN, "Llega a las 16:15.", "16:15", True),
    (_TRAIN, "Il arrive à peu près à 16 h 15.", "16:15", False),
    (_TRAIN, "Прибывает около 16:15.", "16:15", False),
    (_TRAIN, "Прибывает в 16:15.", "16:15", True),
    # money in words after the answer: another amount is a second value, the same amount the answer said again
    (_TOMATOES, "3,5 × 2,40 = 8,40.\n\nRespuesta: 8,40 € (ocho euros con cincuenta céntimos).", "8.4", False),
    (_TOMATOES, "3,5 × 2,40 = 8,40.\n\nRespuesta: 8,40 € (ocho euros con cuarenta céntimos).", "8.4", True),
    (_TOMATOES, "3,5 × 2,40 = 8,40.\n\nRespuesta: 8,40 € (ocho euros cincuenta).", "8.4", False),
    (_TOMATOES, "3,5 × 2,40 = 8,40.\n\nRespuesta: 8,40 € (ocho euros cuarenta).", "8.4", True),
    (_TOMATOES, "Respuesta: 8,40 € (9 euros).", "8.4", False),
    (_TOMATOES, "Respuesta: 8,40 €.", "8.4", True),
    # a bare "$" after the answer's number is the dollar's sign, against a price in euros
    ("Ein Auto kostet 18.500 € und wird um 12 % reduziert. Wie viel kostet es danach?", "Antwort: 16280 $", "16280", False),
    ("Ein Auto kostet 18.500 € und wird um 12 % reduziert. Wie viel kostet es danach?", "Antwort: 16280 €", "16280", True),
    ("A car costs $18,500 and is discounted 12%. What does it cost after?", "Answer: 16280 $", "16280", True),
    ("A car costs $18,500 and is discounted 12%. What does it cost after?", "Answer: $16,280$", "16280", True),
    # a duration said again in other units after a word for "that is" of another language
    ("Сколько минут длится поездка?", "Ответ: 150 минут, то есть 2 часа 30 минут.", "150", True),
    ("Сколько минут длится поездка?", "Ответ: 150 минут, то есть 2 часа 20 минут.", "150", False),
    ("Yolculuk kaç dakika sürer?", "Cevap: 150 dakika, yani 2 saat 30 dakika.", "150", True),
    ("Yolculuk kaç dakika sürer?", "Cevap: 150 dakika, yani 2 saat 20 dakika.", "150", False),
    ("Сколько минут длится поездка?", "Ответ: 150 минут (то есть 2 часа 30 минут).", "150", True),
    ("Сколько минут длится поездка?", "Ответ: 150 минут (то есть 2 часа 20 минут).", "150", False),
    # a number word after an expression in math
    ("Compute $\\dbinom{8}{4}$.", "| n | k | C(n,k) |\n|---|---|---|\n| 8 | 4 | 70 |\n\nSo $\\dbinom{8}{4}$ equals seventy.", "70", True),
    ("Compute $\\dbinom{8}{4}$.", "| n | k | C(n,k) |\n|---|---|---|\n| 8 | 4 | 70 |\n\nSo $\\dbinom{8}{4}$ equals sixty.", "70", False),
    # a duration and a half said again after the answer
    ("How many minutes are in 1.5 hours?", "1.5 × 60 = 90.\n\nAnswer: 90 minutes\n\nThat is, an hour and a half.", "90", True),
    ("How many minutes are in 1.5 hours?", "1.5 × 60 = 90.\n\nAnswer: 90 minutes\n\nThat is, two hours and a half.", "90", False),
    ("¿Cuántos minutos hay en 1,5 horas?", "1,5 × 60 = 90.\n\nRespuesta: 90 minutos (una hora y media).", "90", True),
    ("¿Cuántos minutos hay en 1,5 horas?", "1,5 × 60 = 90.\n\nRespuesta: 90 minutos (dos horas y media).", "90", False),
]


@pytest.mark.parametrize(("prompt", "completion", "gold", "paid"), ROWS)
def test_times_and_money_in_words_after_the_answer(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") is paid
