"""A rate asked or answered in words is the rate its units make: "miles per hour" is mph, "kilometres per
hour" is km/h, and another rate, or a plain length, is still another unit."""

from __future__ import annotations

import pytest

from reward_plugins.math.durations import asks_one_unit
from reward_plugins.math.normalize import normalize_answer
from reward_plugins.math.units import restated_quantity, unit_mismatch

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
    (_KMH, "75 kilometres every hour", False),  # "every", "each", "a", "an" divide as "per" does
    (_KMH, "75 km an hour", False),
    (_MPH, "60 miles each hour", False),
    (_KMH, "75 km a minute", True),  # another speed
    (_KMH, "75 kilometres every minute", True),
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
    ("\\tfrac{1}{4}\\,\\text{m}^2", "\\tfrac{1}{4}"),  # a fraction's number too
    ("5^3", "5^3"),  # a power of a number stays one
    ("\\text{125}^3", "\\text{125}^3"),
])
def test_an_area_or_volume_unit_leaves_its_number(answer, number):
    assert normalize_answer(answer) == number


_RACE = "A runner finishes a race in 95 minutes. How long is that in hours and minutes?"
_GOLD_DURATION = "1 \\text{ hour } 35 \\text{ minutes}"


@pytest.mark.parametrize("prompt, completion, reason", [
    # a gold duration in two units is one quantity, and its unit of time is part of it
    (_RACE, "95 = 60 + 35.\n\n1 hour 35 minutes", "correct"),
    (_RACE, "Answer: 1 h 35 min.", "correct"),
    (_RACE, "Antwort: 1 Std. 35 Min.", "correct"),
    (_RACE, "Answer: 1 hour 25 minutes.", "wrong"),
    (_RACE, "It takes 1 minute 35 seconds.", "wrong"),  # the same numbers in other units
    (_RACE, "Answer: 19/12", "wrong"),  # no unit: not the duration asked
    ("How many hours does the race take?", "It takes 1 hour 35 minutes.", "wrong"),  # a count of one unit asked
])
def test_a_duration_gold_in_two_units_is_one_quantity_with_its_unit(math_plugin, prompt, completion, reason):
    assert math_plugin.explain(prompt, completion, _GOLD_DURATION)["reason"] == reason


@pytest.mark.parametrize("prompt, one_unit", [
    ("How many hours does the ride take?", True),
    ("How many minutes are in 3 hours?", True),
    ("How long is that in hours and minutes?", False),  # two units joined: a duration in both
    ("Wie lange dauert das in Stunden und Minuten?", False),
    ("¿Cuánto dura en horas y minutos?", False),
])
def test_two_units_of_time_joined_ask_for_a_duration_not_a_count(prompt, one_unit):
    assert asks_one_unit(prompt) is one_unit


_TO_F = "Convert $25^\\circ$C to degrees Fahrenheit."
_COLD = "At noon it was 5°C, then it fell 13 degrees. What is the temperature?"


@pytest.mark.parametrize("prompt, answer, mismatch", [
    # a temperature scale is its own unit: none stands for another
    (_COLD, "-8 °C", False),
    (_COLD, "-8 degrees Celsius", False),
    (_COLD, "-8", False),
    (_COLD, "-8 °F", True),
    (_COLD, "-8 degrees Fahrenheit", True),
    (_COLD, "-8 kelvin", True),
    ("What is the temperature in Fahrenheit?", "46 °C", True),
    # the scale asked after "degrees", the signs as LaTeX writes them
    (_TO_F, "77 °C", True),
    (_TO_F, "77 degrees Celsius", True),
    (_TO_F, "77^\\circ C", True),
    (_TO_F, "77 \\,^{\\circ}\\mathrm{C}", True),
    (_TO_F, "77 °F", False),
    (_TO_F, "77^\\circ\\text{F}", False),
    (_TO_F, "77", False),
    ("What is the boiling point of water in degrees Celsius?", "212 °F", True),
    ("What is the boiling point of water in degrees Celsius?", "100 \\degree C", False),
    ("At dawn it was $-3^\\circ$C and it warmed by 9 degrees. What is the temperature now?", "6 °F", True),
    ("At dawn it was $-3^\\circ$C and it warmed by 9 degrees. What is the temperature now?", "6^\\circ C", False),
])
def test_a_temperature_in_another_scale_is_another_unit(prompt, answer, mismatch):
    assert unit_mismatch(prompt, answer) is mismatch


@pytest.mark.parametrize("prompt, answer, mismatch", [
    # "convert ... to" names the unit asked
    ("Convert 1.5 hours to minutes.", "90 min", False),
    ("Convert 1.5 hours to minutes.", "1.5 hours", True),
    ("Convert 5 km to m.", "5000 m", False),
    ("Convert 5 km to m.", "5 km", True),
    ("Convert 2 kg to grams.", "2 kg", True),
])
def test_the_unit_a_conversion_asks_for(prompt, answer, mismatch):
    assert unit_mismatch(prompt, answer) is mismatch


@pytest.mark.parametrize("prompt, answer, mismatch", [
    # a question in a language whose words for "how many" are not read names the unit it asks for
    ("Hoeveel centimeter is 2,5 meter?", "250 centimeter", False),
    ("Wie viele Zentimeter sind 2,5 Meter?", "250 Zentimeter", False),
    # a unit the prompt neither names nor states its quantities in stays another unit
    ("Ein Auto fährt 2 Stunden mit 45 km/h. Wie weit fährt es?", "90 miles", True),
])
def test_a_unit_the_prompt_names_is_no_other_unit(prompt, answer, mismatch):
    assert unit_mismatch(prompt, answer) is mismatch


_AREA_M2 = "A rectangle is 12 m by 7.5 m. What is its area in square meters?"
_VOLUME_M3 = "A box is 2 m by 3 m by 1 m. What is its volume in cubic meters?"


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    # a length squared is an area, cubed a volume: another length's square is another unit, inside a box or text too
    (_AREA_M2, "$A = 12 \\times 7.5 = \\boxed{\\text{90 cm}^2}$", "90", False),
    (_AREA_M2, "$\\boxed{90\\text{ cm}^2}$", "90", False),
    (_AREA_M2, "$\\boxed{90\\,\\mathrm{cm}^{2}}$", "90", False),
    (_AREA_M2, "Area: 90 cm²", "90", False),
    (_AREA_M2, "**90 square centimeters**", "90", False),
    (_AREA_M2, "\\boxed{90 \\text{ km}^2}", "90", False),
    (_AREA_M2, "\\boxed{90 \\text{ m}^3}", "90", False),  # a volume for an area
    (_AREA_M2, "$A = 12 \\times 7.5 = \\boxed{\\text{90 m}^2}$", "90", True),
    (_AREA_M2, "$\\boxed{90\\,\\mathrm{m}^{2}}$", "90", True),
    (_AREA_M2, "Area: 90 m²", "90", True),
    (_AREA_M2, "The area is 90 square meters.", "90", True),
    (_AREA_M2, "\\boxed{90}", "90", True),
    (_VOLUME_M3, "\\boxed{6 \\text{ cm}^3}", "6", False),
    (_VOLUME_M3, "Volume: 6 m³", "6", True),
    (_VOLUME_M3, "\\boxed{6 \\text{ m}^3}", "6", True),
    # a squared unit the prompt writes with no number before it is the one asked, in any language
    ("Un rectángulo mide 12 m por 7,5 m. ¿Cuál es su área en m²?", "Respuesta: \\boxed{\\text{90 cm}^2}", "90", False),
    ("Un rectángulo mide 12 m por 7,5 m. ¿Cuál es su área en m²?", "Respuesta: 90 m²", "90", True),
    ("Ein Rechteck ist 12 m mal 7,5 m groß. Wie groß ist die Fläche (in m²)?", "Antwort: 90 cm^2", "90", False),
    ("Ein Rechteck ist 12 m mal 7,5 m groß. Wie groß ist die Fläche (in m²)?", "Antwort: 90 m^2", "90", True),
    ("长方形长12 m，宽7.5 m，面积是多少 m^2？", "答：\\boxed{90\\text{ mm}^2}", "90", False),
    ("长方形长12 m，宽7.5 m，面积是多少 m^2？", "答：\\boxed{90\\text{ m}^2}", "90", True),
])
def test_a_squared_or_cubed_unit_is_an_area_or_volume_unit(math_plugin, prompt, completion, gold, paid):
    result = math_plugin.explain(prompt, completion, gold)
    assert (result["outcome"] == 1.0) == paid, result


_BALL = ("A ball is thrown upward from the top of a building. Its height in meters after $t$ seconds is "
         "$h(t) = -5t^2 + 20t + 25$. After how many seconds does the ball hit the ground?")


@pytest.mark.parametrize("prompt, answer, mismatch", [
    # "how many seconds" asks its unit, wherever a statement gives another quantity's unit ("height in meters")
    (_BALL, "5 seconds**.", False),
    (_BALL, "45 meters", True),
    (_BALL, "45 m", True),
    ("A trip takes 2 hours in a bus. How many minutes does it take?", "120 minutes", False),
    ("A trip takes 2 hours in a bus. How many minutes does it take?", "2 hours", True),
    ("A car covers 90 km. What is its speed in km/h if the trip takes 2 hours?", "45 km/h", False),
])
def test_the_unit_a_question_asks_is_the_one_its_how_many_names(prompt, answer, mismatch):
    assert unit_mismatch(prompt, answer) is mismatch


_MILLIGRAMS = "A lab sample has a mass of 2.5 g. What is its mass in milligrams?"
_PERCENT = "A jacket's price went from $80 to $100. By what percent did it increase?"


@pytest.mark.parametrize("prompt, answer, mismatch", [
    # a smaller metric prefix is another unit of the same quantity
    (_MILLIGRAMS, "2500 µg", True),
    (_MILLIGRAMS, "2500 μg", True),
    (_MILLIGRAMS, "2500 micrograms", True),
    (_MILLIGRAMS, "2500 mcg", True),
    (_MILLIGRAMS, "2500 mg", False),
    (_MILLIGRAMS, "2500 milligrams", False),
    (_MILLIGRAMS, "2500", False),
    ("A sample has a mass of 2.5 mg. What is its mass in micrograms?", "2500 µg", False),
    ("A sample has a mass of 2.5 mg. What is its mass in micrograms?", "2500 mcg", False),
    ("A sample has a mass of 2.5 mg. What is its mass in micrograms?", "2500 mg", True),
    ("A wire is 3 mm thick. What is that in micrometres?", "3000 μm", False),
    ("A wire is 3 mm thick. What is that in micrometres?", "3000 nm", True),
    ("A glass holds 25 cl. How many millilitres is that?", "250 ml", False),
    ("A glass holds 25 cl. How many millilitres is that?", "250 cl", True),
    ("A flash lasts 0.2 s. How many milliseconds is that?", "200 ms", False),
    ("A flash lasts 0.2 s. How many milliseconds is that?", "200 µs", True),
    # percentage points are the difference of two percentages, not the percent change asked
    (_PERCENT, "25 pp", True),
    (_PERCENT, "25 percentage points", True),
    (_PERCENT, "25 p.p.", True),
    (_PERCENT, "25%", False),
    (_PERCENT, "25 percent", False),
    (_PERCENT, "25", False),
    ("Der Preis steigt von 80 € auf 100 €. Um wie viel Prozent steigt er?", "25 Prozentpunkte", True),
    ("Der Preis steigt von 80 € auf 100 €. Um wie viel Prozent steigt er?", "25 Prozent", False),
    ("Le prix passe de 80 € à 100 €. De quel pourcentage a-t-il augmenté ?", "25 points de pourcentage", True),
    ("El precio pasa de 80 € a 100 €. ¿En qué porcentaje aumentó?", "25 puntos porcentuales", True),
    ("Цена выросла с 80 до 100 рублей. На сколько процентов она выросла?", "25 п.п.", True),
    ("Цена выросла с 80 до 100 рублей. На сколько процентов она выросла?", "25 процентных пунктов", True),
    ("Цена выросла с 80 до 100 рублей. На сколько процентов она выросла?", "25 %", False),
    ("The rate rose from 20% to 45%. By how many percentage points did it rise?", "25 pp", False),
    ("Support went from 20% to 45%. How much did it rise?", "25 pp", False),  # the percents are givens: none asked
])
def test_a_prefix_or_percentage_points_is_another_unit(prompt, answer, mismatch):
    assert unit_mismatch(prompt, answer) is mismatch


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    (_MILLIGRAMS, "1 g = 1000 mg. 2.5 × 1000 = 2500.\n\nAnswer: 2500 µg", "2500", False),
    (_MILLIGRAMS, "1 g = 1000 mg. 2.5 × 1000 = 2500.\n\nAnswer: 2500 mg", "2500", True),
    (_PERCENT, "Increase = 20, 20/80 = 0.25 = 25%.\n\nAnswer: 25 pp", "25", False),
    (_PERCENT, "Increase = 20, 20/80 = 0.25 = 25%.\n\nAnswer: 25%", "25", True),
])
def test_a_prefix_or_percentage_points_is_not_paid(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") is paid


@pytest.mark.parametrize("clause, second", [
    # one quantity said in two units: the second in a bracket of its own, or as a fraction or mixed number
    ("135 minutes (2.25 hours)", "2.25"),
    ("135 minutes (9/4 hours)", "9/4"),
    ("135 minutes (2 1/4 hours)", "2 1/4"),
    ("135 minutes (\\frac{9}{4}\u2064 hours)", "\\frac{9}{4}"),  # a mixed number as the reader marks it
    ("90 minutes, that is, 1.5 hour", "1.5"),
    ("45 minutes, or 0.75 hours", "0.75"),
    # another quantity stays another value
    ("135 minutes (2.5 hours)", None),
    ("135 minutes (2 hours)", None),
    ("45 minutes or 50 minutes", None),
])
def test_one_quantity_in_two_units(clause, second):
    assert restated_quantity(clause, whole=False) == second


def test_a_speed_said_again_with_every_hour_is_the_speed_asked(math_plugin):
    prompt = "A train travels 300 km in 2.5 hours. What is its average speed in km/h?"
    said = "So the average speed is 120 km/h — in other words, the train covers {} every hour."
    assert math_plugin.explain(prompt, said.format("120 kilometres"), "120")["outcome"] == 1.0
    assert math_plugin.explain(prompt, said.format("2 kilometres"), "120")["outcome"] == 0.0


_PIZZA_EUR = "Eine Pizza kostet 12,25 €. Lisa kauft zwei. Wie viel bezahlt sie in Euro?"
_PIZZA_USD = "A pizza costs $12.25. Lisa buys two. How much does she pay?"


@pytest.mark.parametrize("prompt, completion, reason", [
    # A bare "$" after the amount at the sentence's end is the dollar's sign, as German and French write prices.
    (_PIZZA_EUR, "2 · 12,25 € = 24,50 €\n\nAntwort: Lisa bezahlt 24,50 $.", "wrong"),
    (_PIZZA_EUR, "2 · 12,25 € = 24,50 €\n\nAntwort: 24,50 $.", "wrong"),
    (_PIZZA_EUR, "2 · 12,25 € = 24,50 €\n\nAntwort: 24,50 $", "wrong"),
    ("Une pizza coûte 12,25 €. Lisa en achète deux. Combien paie-t-elle ?",
     "2 × 12,25 € = 24,50 €\n\nRéponse : elle paie 24,50 $.", "wrong"),
    (_PIZZA_EUR, "2 · 12,25 € = 24,50 €\n\nAntwort: Lisa bezahlt 24,50 €.", "correct"),
    (_PIZZA_EUR, "2 · 12,25 € = 24,50 €\n\nAntwort: Lisa bezahlt 24,50 Euro.", "correct"),
    (_PIZZA_USD, "2 × 12.25 = 24.50\n\nAnswer: Lisa pays 24.50 $.", "correct"),
    (_PIZZA_USD, "2 × 12.25 = 24.50\n\nAnswer: Lisa pays $24.50.", "correct"),
])
def test_a_dollar_sign_ending_the_sentence_is_another_currency_than_the_prompts(math_plugin, prompt, completion, reason):
    assert math_plugin.explain(prompt, completion, "24.5")["reason"] == reason
