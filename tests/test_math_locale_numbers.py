"""Numbers as locales write them: scale words after digits in every CLDR language, a text's own decimal
sign, Arabic-script separators, durations in several units, and a year that dates the answer."""

from __future__ import annotations

import pytest

from reward_plugins.math.candidates import other_values
from reward_plugins.math.durations import read_durations
from reward_plugins.math.normalize import MIXED_MARK, normalize_answer, normalize_text
from reward_plugins.math.numbers import numbers_match, parse_number
from reward_plugins.math.reading import read
from reward_plugins.math.scale_words import read_scales


@pytest.mark.parametrize("text, expected", [
    ("Jawaban: Rp15,25 juta", "Jawaban: Rp15250000"),  # Indonesian: a decimal comma, 10^6
    ("Jawaban: Rp15,25 ribu", "Jawaban: Rp15250"),  # its wrong twin: 10^3
    ("283,25 tys. mieszkańców", "283250 mieszkańców"),
    ("283,25 mln mieszkańców", "283250000 mieszkańców"),
    ("₹16.255 lakh", "₹1625500"),  # Indian English: a decimal point
    ("₹1.6255 crore", "₹16255000"),
    ("उत्तर: 4 लाख", "उत्तर: 400000"),
    ("उत्तर: 4 करोड़", "उत्तर: 40000000"),
    ("Antwoord: 3 miljard euro", "Antwoord: 3000000000 euro"),
    ("Antwoord: 3 miljoen euro", "Antwoord: 3000000 euro"),
    ("Odpowiedź: 2 miliardy złotych", "Odpowiedź: 2000000000 złotych"),
    ("Odpowiedź: 2 biliony złotych", "Odpowiedź: 2000000000000 złotych"),  # Polish bilion is 10^12, never ignored
    ("Jawapan: 2 bilion ringgit", "Jawapan: 2000000000 ringgit"),  # Malay bilion is 10^9
    ("The answer is 3 billion.", "The answer is 3000000000."),
    ("La réponse est 3 billions.", "La réponse est 3000000000000."),
    ("Es kostet 3,5 Millionen Euro", "Es kostet 3500000 Euro"),
    ("3 Mio. Euro", "3000000 Euro"),
    ("1.500 millones de euros", "1500000000 de euros"),  # Spanish: the point groups thousands
    ("The answer is 1,500 million dollars.", "The answer is 1500000000 dollars."),  # English: the comma does
    ("The deal is worth $3.5bn.", "The deal is worth $3500000000."),  # English "bn", not Afrikaans "bn." (10^12)
    ("Antwoord: 3 mln.\nKlaar.", "Antwoord: 3000000.\nKlaar."),  # the abbreviation's dot also ends the sentence
    ("คำตอบ: 3ล้านบาท", "คำตอบ: 3000000บาท"),  # Thai writes no space between words
    ("The deal is worth $2.5M.", "The deal is worth $2500000."),  # a letter glued to an amount of money
    ("Jawaban: Rp2,5M", "Jawaban: Rp2500000000"),  # Indonesian M is a miliar (10^9)
    ("Revenue: €3K per month", "Revenue: €3000 per month"),
    ("It is 5M long", "It is 5M long"),  # no money: a letter is a unit or a variable
    ("合计 $3M", "合计 $3000 or 3000000 or 3000000000"),  # a line whose language wordfreq cannot weigh here
])
def test_a_scale_word_is_read_with_its_languages_value_and_decimal_sign(text, expected):
    assert read_scales(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("答え：1万2千円", "答え：12000円"),
    ("3 miljard 200 miljoen euro", "3200000000 euro"),
    ("15만 원", "150000 원"),
    ("2千 3万", "2000 30000"),  # rising parts are two numbers
    ("1万2千5百", "1万2千5百"),  # a numeral this reader does not finish is left whole, never glued
    ("答え：1万2000円", "答え：12000円"),  # the rest in plain digits finishes the number
    ("2億3000万円", "230000000円"),
    ("3万5000人", "35000人"),
    ("1万20000円", "1万20000円"),  # a rest as large as the part before it finishes nothing
    ("1万2000.5円", "1万2000.5円"),
    ("1万 2000", "10000 2000"),  # apart: two numbers
])
def test_a_run_of_falling_scale_parts_is_one_number(text, expected):
    assert read_scales(text) == expected


@pytest.mark.parametrize("text", [
    "地块面积 = 72000 / 18 = 4000千克",  # kilograms
    "5千米",  # kilometres
    "It took 5 min",  # Azerbaijani "min" is a thousand; here it is minutes
    "Put 5 bin aside",  # Turkish "bin" is a thousand; in English it is a bin
    "4 apples",
])
def test_a_unit_or_an_english_word_is_no_scale_word(text):
    assert read_scales(text) == text


@pytest.mark.parametrize("text, expected", [
    ("5 bin 3 bin", "5 or 5000 3 or 3000"),  # Turkish thousands or English bins: the line does not tell
    ("Cevap: 3 milyonluk", "Cevap: 3 or 3000000"),  # an ending CLDR does not write: never the bare 3 alone
    ("4 lakhs", "4 or 400000"),
    ("5 millionths", "5 or 5000000"),
])
def test_a_scale_word_read_two_ways_keeps_every_reading(text, expected):
    assert read_scales(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("The ride takes 2 h 30 min.", "The ride takes 2.5 h."),
    ("So the ride takes 2 hours and 30 minutes.", "So the ride takes 2.5 hours."),
    ("Jawaban: 2 jam 30 menit.", "Jawaban: 2.5 jam."),
    ("Cevap: 2 saat 30 dakika", "Cevap: 2.5 saat"),  # "saat" is an hour before minutes (a second in Malay)
    ("The ride takes 2 h 50 min.", "The ride takes \\frac{17}{6} h."),
    ("4 minutes 30 seconds", "4.5 minutes"),
    ("2小时30分钟", "2.5 小时"),
    ("2小时30分钟后到达", "2.5 小时后到达"),  # a word of an unspaced script may follow the unit
])
def test_a_duration_in_several_units_is_one_quantity_in_its_largest(text, expected):
    assert read_durations(text) == expected


@pytest.mark.parametrize("text", [
    "2 hours or 30 minutes",  # two values offered
    "2 h 90 min",  # a later part at or above its step
    "3 h 20 s",  # the units skip a step
    "7 m 20 cm",  # not a duration
])
def test_what_is_no_one_duration_is_left_as_written(text):
    assert read_durations(text) == text


@pytest.mark.parametrize("text, expected", [
    ("۷ ÷ ۲ = ۳٫۵", "7 ÷ 2 = 3.5"),  # the Arabic script's decimal sign
    ("١٬٢٥٠ ريال", "1,250 ريال"),  # and its thousands sign
    ("$1{,}5 \\times 10^{8}$", "$1.5 \\times 10^{8}$"),  # a LaTeX comma that groups no thousands
    ("$1{,}500$", "$1{,}500$"),  # one that may
    ("התשובה: \u200f3 מיליון", "התשובה: 3000000"),  # a mark of writing direction is no text
])
def test_decimal_signs_of_other_scripts_and_latex(text, expected):
    assert normalize_text(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("12,5 ÷ 4 = 3,125\nCevap: 3,125 metre", "12.5 ÷ 4 = 3.125\nCevap: 3.125 metre"),
    ("3.250,50 + 149,50 = 3.400,00\nRăspuns: 3.400 lei", "3.250,50 + 149.50 = 3.400,00\nRăspuns: 3400 lei"),
    ("7 · 500 m = 3500 m = 3,5 km.\nAntwort: 3,5 km", "7 \\cdot 500 m = 3500 m = 3.5 km.\nAntwort: 3.5 km"),
    ("12.5 / 4 = 3.125, and 3,125 apples", "12.5 / 4 = 3.125, and 3,125 apples"),  # a point's decimals: English
    ("The point (1,5) is 3,125 units away", "The point (1,5) is 3,125 units away"),  # coordinates say nothing
    ("the roots are $-2,1$ and $\\boxed{2,3}$", "the roots are $-2,1$ and $\\boxed{2,3}$"),  # nor does a formula
])
def test_a_number_is_read_as_its_text_writes_decimals(text, expected):
    assert normalize_text(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Answer: 12 000 people", "Answer: 12000 people"),
    ("1 234 567 − 10 000 = 1 224 567", "1234567 - 10000 = 1224567"),
    ("12 × 4 250,50 = 51 006,00", "12 × 4250.50 = 51006.00"),
    ("x = 1 2 3", "x = 1 2 3"),  # no groups of three
    ("12 0001", "12 0001"),  # a group of four is no thousands group
    ("\\boxed{1 024}", "\\boxed{1 024}"),  # a box holds math, where a space groups nothing
    ("$12\\,000$", "$12000$"),  # a LaTeX space between groups of three does group them
    ("\\boxed{1\\ 250\\ 000}", "\\boxed{1250000}"),
])
def test_thousands_grouped_by_a_plain_space(text, expected):
    assert normalize_text(text) == expected


@pytest.mark.parametrize("text, expected", [
    # said denominator first in Japanese, Chinese and Korean; after a whole number and "and", a mixed number
    ("5分の2", "\\frac{2}{5}"),
    ("5分之2", "\\frac{2}{5}"),
    ("5분의 2", "\\frac{2}{5}"),
    ("3と5分の2", "\\frac{17}{5}" + MIXED_MARK),
    ("3又5分之2", "\\frac{17}{5}" + MIXED_MARK),
    ("3과 5분의 2", "\\frac{17}{5}" + MIXED_MARK),
    ("3と2分の4", "3と2分の4"),  # no proper fraction: no mixed number
    ("百分之25", "百分之25"),  # a percent, not a fraction of digits
    ("3時5分", "3時5分"),  # minutes
])
def test_a_cjk_fraction_is_read_denominator_first(text, expected):
    assert normalize_text(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Cevap: %37,5", "Cevap: 37.5%"),  # Turkish writes the sign first
    ("50% of 40", "50% of 40"),
    ("% a comment 37", "% a comment 37"),
])
def test_a_percent_sign_before_its_number_is_read_after_it(text, expected):
    assert normalize_text(text) == expected


@pytest.mark.parametrize("answer, expected", [("37,5%", "37.5%"), ("37,5\\%", "37.5\\%"), ("1,250%", "1,250%")])
def test_a_percent_with_a_decimal_comma(answer, expected):
    assert normalize_answer(answer) == expected


@pytest.mark.parametrize("completion, values", [
    ("The revenue in 2023 was ₹1625500.", ("₹1625500",)),
    ("So the 2023 revenue was $1625500.", ("\\$1625500",)),
    ("Answer: the population in 2020 was 35000.", ("35000",)),
    ("The answer is 2023, or 2024.", ("2023", "2024")),  # a year answering is still one of two years
])
def test_a_year_before_the_answer_dates_it_and_is_no_second_value(completion, values):
    assert read(completion, "What was it in 2023?").values == values


def test_a_number_after_the_answer_still_competes():
    assert other_values("They cost 1200 each, 2400 in total", "1200") == ["2400"]


@pytest.mark.parametrize("prompt, values", [
    ("A cyclist rides 45 km at 18 km/h. How long does the ride take?", ("2.5",)),
    ("A cyclist rides 45 km at 18 km/h. How many hours does the ride take?", ("2 h 30",)),  # a count of hours asked
    ("Berapa jam perjalanan itu?", ("2 h 30",)),
])
def test_a_duration_in_two_units_is_one_quantity_unless_a_count_of_one_unit_is_asked(prompt, values):
    assert read("time = 45 ÷ 18\nThe ride takes 2 h 30 min.", prompt).values == values


@pytest.mark.parametrize("completion", ["$A = \\pi r^2 = 9\\pi \\approx 28{,}27$ cm²", "A = 9π ≈ 28,27 cm²", "$9\\pi \\approx 28.27$"])
def test_a_rounded_value_after_a_constant_and_an_approximation_sign_is_the_answer_where_rounding_is_asked(completion):
    reading = read(completion, "Berechne den Flächeninhalt eines Kreises mit r = 3 cm. Runde auf zwei Nachkommastellen.")
    assert reading.answer.rsplit("=", 1)[-1].strip() == "28.27"


@pytest.mark.parametrize("gold, answer, same", [
    ("25\\%", "0.25\\%", False),  # two percents compare as written
    ("25\\%", "25%", True),
    ("25%", "0.25", True),  # a percent against a plain number: its value or its value / 100
    ("0.25", "25%", True),
    ("25", "25%", True),
])
def test_a_percent_is_its_value_over_100_only_against_a_plain_number(gold, answer, same):
    assert numbers_match(parse_number(gold), parse_number(answer)) is same


@pytest.mark.parametrize("gold, answer, same", [
    ("0.625", "0,625", True),  # no thousands group starts with 0: a decimal comma, as math-verify reads it
    ("625", "0,625", False),
    ("-0.625", "-0,625", True),
    ("1625", "1,625", True),  # a first group from 1 on groups thousands
])
def test_a_comma_after_a_leading_zero_is_a_decimal_comma(gold, answer, same):
    assert numbers_match(parse_number(gold), parse_number(answer)) is same


@pytest.mark.parametrize("prompt, completion, values", [
    # the answer said twice, once with each decimal sign, is one value
    ("Ответ запишите в виде десятичной дроби.", "$\\frac{5}{8} = 0{,}625$.\n\nОтвет: 0,625", ("0.625",)),
    ("Write 5/8 as a decimal.", "5/8 = 0.625, so the answer is 0,625.", ("0.625",)),
])
def test_a_decimal_comma_restating_the_answer_is_no_second_value(prompt, completion, values):
    assert read(completion, prompt).values == values


@pytest.mark.parametrize("text, expected", [
    # money has two decimals: three digits after a dot beside a currency sign are thousands, sign before or after
    ("La respuesta es 37.500 €.", "La respuesta es 37500 €."),
    ("Razem: 12.500,50 zł", "Razem: 12500.50 zł"),
    ("Prisen er 2.500 kr.", "Prisen er 2500 kr."),
    ("It costs 3.50 €.", "It costs 3.50 €."),  # two decimals: a decimal point
    ("The ratio is 1.250 today.", "The ratio is 1.250 today."),  # no currency: the text's own convention decides
    ("Đáp án: 24.000 đồng", "Đáp án: 24000 đồng"),
    ("Đáp án: 45.000đ", "Đáp án: 45000đ"),
    ("Đáp án: 45.000 VND", "Đáp án: 45000 VND"),
    ("Đáp án: VND 45.000", "Đáp án: VND 45000"),
])
def test_dot_grouped_money_with_its_sign_after_it(text, expected):
    assert normalize_text(text) == expected


@pytest.mark.parametrize("prompt, completion, values", [
    # a completion that writes no decimals of its own is read as its prompt writes them
    ("Hoeveel is 1,25 + 1,25?", "Antwoord: 2.500", ("2500",)),
    ("Bereken 12,5 ÷ 4.", "Antwoord: 3,125", ("3.125",)),
    ("Bereken 12,5 ÷ 4.", "12.5 / 4 = 3.125", ("3.125",)),  # its own decimals decide
    ("What is 1.25 + 1.25?", "Answer: 2.500", ("2.500",)),
])
def test_a_completion_without_decimals_of_its_own_reads_numbers_as_its_prompt(prompt, completion, values):
    assert read(completion, prompt).values == values


@pytest.mark.parametrize("text, expected", [
    # below zero in the languages a temperature is asked in, in digits or in words read before
    ("8 degrees below zero", "-8 degrees"),
    ("Réponse : 8 degrés sous zéro", "Réponse : -8 degrés"),
    ("Antwort: 8 Grad unter Null", "Antwort: -8 Grad"),
    ("Respuesta: 8 °C bajo cero", "Respuesta: -8 °C"),
    ("Vastaus: 8 astetta pakkasta.", "Vastaus: -8 astetta."),
    ("Odpowiedź: 8 stopni mrozu.", "Odpowiedź: -8 stopni."),
    ("Odpověď: 8 stupňů mrazu.", "Odpověď: -8 stupňů."),
    ("Ответ: 8 градусов ниже нуля", "Ответ: -8 градусов"),
    ("الإجابة: 5 درجات تحت الصفر", "الإجابة: -5 درجات"),
    ("Απάντηση: 5 βαθμοί υπό το μηδέν", "Απάντηση: -5 βαθμοί"),
    ("Απάντηση: 5 βαθμοί κάτω από το μηδέν", "Απάντηση: -5 βαθμοί"),
    ("התשובה: 5 מעלות מתחת לאפס", "התשובה: -5 מעלות"),
    ("उत्तर: शून्य से 5 डिग्री नीचे", "उत्तर: -5 डिग्री"),
    ("उत्तर: 5 डिग्री शून्य से नीचे", "उत्तर: -5 डिग्री"),
    ("It is 8 degrees underground.", "It is 8 degrees underground."),
    ("10 below the line", "10 below the line"),
])
def test_a_temperature_below_zero_is_negative_in_any_listed_language(text, expected):
    assert normalize_text(text) == expected


def test_an_enumeration_comma_lists_numbers_and_writes_no_decimal_comma():
    # "2400、3000" is two numbers; read as "2400,3000" it would make the text's decimals commas and 5,400 be 5.4
    assert normalize_text("800 × 3 = 2400、3000 + 2400 = 5400\n答え：5,400円").endswith("答え:5,400円")


@pytest.mark.parametrize("text, expected", [
    # parts per thousand and per ten thousand are percents of a tenth and a hundredth
    ("37.5‰", "3.75\\%"),
    ("Antwoord: 37,5 promille", "Antwoord: 3.75\\%"),
    ("37.5 per mille", "3.75\\%"),
    ("25 basis points", "0.25\\%"),
    ("5 mil", "5 mil"),  # no per-mille word
])
def test_per_mille_and_basis_points_are_fractions_of_a_percent(text, expected):
    assert normalize_text(text) == expected


@pytest.mark.parametrize("completion, reason", [
    ("37.5%", "correct"),
    ("37.5 percent", "correct"),
    ("37.5‰", "wrong"),
    ("37.5 per mille", "wrong"),
    ("37.5 basis points", "wrong"),
])
def test_a_per_mille_answer_is_not_the_percent_asked(math_plugin, completion, reason):
    assert math_plugin.explain("What percent of 8 is 3?", completion, "37.5")["reason"] == reason


@pytest.mark.parametrize("text, expected", [
    # a currency code glued to its amount stands apart, so the whole amount is read
    ("Jawapan: RM1,234.50", "Jawapan: RM 1,234.50"),
    ("Total SGD12", "Total SGD 12"),
    # the Indian mark that closes an amount ("/-") is no division
    ("Answer: ₹ 3,75,000/-", "Answer: ₹ 375000"),
    ("Rs. 500/- only", "Rs. 500 only"),
    ("x = 5/-3", "x = 5/-3"),
])
def test_an_amount_of_money_is_read_whole_with_its_codes_and_marks(text, expected):
    assert normalize_text(text) == expected


@pytest.mark.parametrize("text, expected", [
    # raised digits over lowered ones around a fraction slash are one fraction
    ("Answer: −¹⁄₁₂", "Answer: -\\frac{1}{12}"),
    ("¾ and ¹⁄₁₆", "\\frac{3}{4} and \\frac{1}{16}"),
    ("x² + y₁", "x^{2} + y_{1}"),
])
def test_a_fraction_in_raised_and_lowered_digits_is_one_number(text, expected):
    assert normalize_text(text) == expected


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    # each amount and its twin with another first digit (or the part after a group read alone)
    ("What is the price?", "Jawapan: RM1,234.50", "1234.50", True),
    ("What is the price?", "Jawapan: RM1,234.50", "234.50", False),
    ("What is the price?", "Answer: ₹ 3,75,000/-", "375000", True),
    ("What is the price?", "Answer: ₹ 3,75,000/-", "3", False),
    ("Lan còn lại bao nhiêu đồng?", "Đáp án: 24.000 đồng", "24000", True),
    ("Lan còn lại bao nhiêu đồng?", "Đáp án: 24.000 đồng", "24", False),
    ("Lan còn lại bao nhiêu đồng?", "Đáp án: 4.500 đồng", "45000", False),
    ("What is the temperature?", "الإجابة: 5 درجات تحت الصفر", "-5", True),
    ("What is the temperature?", "الإجابة: 5 درجات تحت الصفر", "5", False),
    ("What is the temperature?", "उत्तर: शून्य से 5 डिग्री नीचे", "-5", True),
    ("What is the temperature?", "उत्तर: शून्य से 5 डिग्री नीचे", "5", False),
    ("Evaluate $\\frac{3}{4} - \\frac{5}{6}$.", "Answer: −¹⁄₁₂", "-\\frac{1}{12}", True),
    ("Evaluate $\\frac{3}{4} - \\frac{5}{6}$.", "Answer: ¹⁄₁₂", "-\\frac{1}{12}", False),
])
def test_money_temperatures_and_fractions_as_locales_write_them_are_judged_by_their_value(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid
