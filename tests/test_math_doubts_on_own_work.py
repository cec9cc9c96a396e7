"""The writer doubts their own work after the answer: a modal of possibility on it ("I may have missed one or two"), a
statement of having erred ("creo que me equivoqué"), a note that the answer is unchecked, another value floated in a
concessive question ("Chociaż może jednak 44?"). Each table holds rows that must be refused and near rows that stay paid."""

from __future__ import annotations

import pytest

PRIMES = "How many prime numbers are less than 20?"
LIST = "2, 3, 5, 7, 11, 13, 17, 19 → 8.\n\nAnswer: 8\n\n"
SUM_PL = "Ile to jest 17 + 26?"
WORK_PL = "17 + 26 = 43\n\nOdpowiedź: 43\n\n"
WAGE = "Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?"
WORK_ES = "12 dólares por hora → 0,20 por minuto; 50 × 0,20 = 10.\n\nRespuesta: 10\n\n"


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


DOUBTED = [
    (PRIMES, LIST + "I may have missed one or two.", "8"),
    (PRIMES, LIST + "I might have miscounted.", "8"),
    (PRIMES, LIST + "We could have double-counted 2 of them.", "8"),
    (PRIMES, LIST + "I may have made a small mistake somewhere.", "8"),
    (PRIMES, LIST + "J'ai pu me tromper.", "8"),
    (PRIMES, LIST + "Puede que me haya equivocado.", "8"),
    (PRIMES, LIST + "Ich könnte mich verrechnet haben.", "8"),
    (PRIMES, LIST + "Я мог ошибиться.", "8"),
    (PRIMES, LIST + "Mogłem się pomylić.", "8"),
    (PRIMES, "**Answer: 8**\n\n*Disclaimer: this answer has not been verified and may be incorrect.*", "8"),
    (WAGE, WORK_ES + "Espera, creo que me equivoqué en algo.", "10"),
    (WAGE, WORK_ES + "Ups, me he equivocado.", "10"),
    (WAGE, "50/60 × 12 = 10.\n\nОтвет: 10\n\nКажется, я где-то ошибся.", "10"),
    (SUM_PL, WORK_PL + "Chociaż może jednak 44?", "43"),
]


@pytest.mark.parametrize("prompt,completion,gold", DOUBTED)
def test_a_doubt_on_the_writers_own_work_is_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"


KEPT = [
    (PRIMES, LIST.rstrip(), "8"),
    (PRIMES, LIST + "I have checked each number and none was skipped or counted twice.", "8"),
    (PRIMES, LIST + "I may have been too careful, but the count is complete.", "8"),
    (PRIMES, LIST + "No errors found.", "8"),
    (PRIMES, LIST + "Я не ошибся.", "8"),
    (SUM_PL, WORK_PL.rstrip(), "43"),
    ("Ile jabłek może kupić Ania?", "Ania ma 20 zł, jabłko kosztuje 4 zł: 20 / 4 = 5.\n\nOdpowiedź: Ania może kupić 5 jabłek.", "5"),
]


@pytest.mark.parametrize("prompt,completion,gold", KEPT)
def test_work_stood_behind_stays_paid(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


# Where the prompt asks a count of decimal places, the answer said again with other places and another value is another
# rounding; the same value with more zeros is the answer.
ROUNDING = "What is $\\frac{22}{7}$ rounded to the nearest hundredth?"
ROUNDED = "22/7 = 3.142857…, so to the nearest hundredth 3.14.\n\nAnswer: 3.14"
RESTATED = [
    (ROUNDING, ROUNDED + "\n\nIn other words, 3.143.", "3.14", "value_after"),
    ("What is 22/7 to 2 decimal places?", ROUNDED + " (i.e. 3.1429)", "3.14", "value_after"),
    (ROUNDING, ROUNDED + "\n\nIn other words, 3.14.", "3.14", "correct"),
    (ROUNDING, ROUNDED + " (i.e. 3.140)", "3.14", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", RESTATED)
def test_another_rounding_said_again_is_a_second_value(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# After the answer, a sentence that concludes another value on another reading ("she'd get $12", "in which case it's
# 32"), an erratum naming another value, a range around the answer, or a temperature said again on another scale that is
# another temperature: a second value, though the prompt or the working holds it. Working with a given, a range the prompt
# names and the same temperature on another scale stay paid.
WAGE_WORK = "50/60 × 12 = 10.\n\nAnswer: $10\n\n"
PIZZA = "Each large pizza has 16 slices and each small one 8. Albert eats 2 large and 2 small. How many slices?"
PIZZA_WORK = "2 × 16 = 32, 2 × 8 = 16, 32 + 16 = 48 slices.\n\nAnswer: 48\n\n"
SEVENS = "How many multiples of 7 are there from 1 to 100?"
SEVENS_WORK = "7, 14, …, 98 → 98/7 = 14.\n\nAnswer: 14\n\n"
WARM = "Convert 25 °C to °F."
WARM_WORK = "F = 1.8 × 25 + 32 = 77.\n\nAnswer: 77 °F"
SECOND = [
    (WAGE, WAGE_WORK + "P.S. If the 50 minutes are rounded up to an hour, she'd get $12.", "10", "hedged"),
    (PIZZA, PIZZA_WORK + "That holds unless the problem means he only ate the large pizzas, in which case it's 32.", "48", "hedged"),
    ("Find the distance between (1, 2) and (7, 5).", "$\\sqrt{36 + 9} = \\sqrt{45} = 3\\sqrt5$.\n\n$\\boxed{3\\sqrt{5}}$\n\n"
     "**Erratum:** the distance is $\\sqrt{37}$.", "3\\sqrt{5}", "value_after"),
    (SEVENS, SEVENS_WORK + "(somewhere between 13 and 15, depending on whether you count the endpoints)", "14", "hedged"),
    (WARM, WARM_WORK + ", which is 298 °C in Kelvin terms.", "77", "value_after"),
    (WARM, WARM_WORK + ", which is 300 K.", "77", "value_after"),
    (WAGE, WAGE_WORK + "She earns $12 per hour.", "10", "correct"),
    (WAGE, WAGE_WORK + "P.S. If the 50 minutes are read as 50/60 of an hour, she gets 50/60 × 12 = 10 dollars.", "10", "correct"),
    ("Find the distance between (1, 2) and (7, 5).", "$\\sqrt{45} = 3\\sqrt5$.\n\n$\\boxed{3\\sqrt{5}}$\n\n"
     "The distance is $\\sqrt{45}$.", "3\\sqrt{5}", "correct"),
    ("How many multiples of 7 are there between 1 and 100?", SEVENS_WORK + "These are the multiples between 1 and 100.", "14", "correct"),
    (WARM, WARM_WORK + ", which is 25 °C.", "77", "correct"),
    (WARM, WARM_WORK + ", which is 298 K.", "77", "correct"),
    (WARM, WARM_WORK + ", that is 25 degrees Celsius.", "77", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", SECOND)
def test_a_value_concluded_after_the_answer_is_a_second_value(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# Two values joined by one word on the answer's line, the answer read last, in any script ("Хариу: 1500 эсвэл 1562,5",
# a decimal comma read as a point); the prompt's given named with its word beside the answer stays paid.
ORIGINAL = "A jacket costs $1250 after a 20% discount. What was the original price?"
ORIGINAL_WORK = "1250 / 0.8 = 12500 / 8 = 1562.5.\nCheck: 1562.5 × 0.8 = 1250 ✓.\n\n"
JOINED = [
    (ORIGINAL, ORIGINAL_WORK + "Хариу: 1500 эсвэл 1562,5", "1562.5", "hedged"),
    (ORIGINAL, ORIGINAL_WORK + "Jibu: 1500 au 1562.5", "1562.5", "hedged"),
    (ORIGINAL, ORIGINAL_WORK + "Хариу: 1562,5", "1562.5", "correct"),
    ("A snail climbs 15 m a day. How far after 3 days?", "15 × 3 = 45.\n\nAfter 3 days 45", "45", "correct"),
    # the number before the word ends the expression the answer evaluates ("… 79 * 2 - 66 هو 92", "is" in Arabic)
    ("احسب 79 * 2 - 66", "158 - 66 = 92\n\nناتج 79 * 2 - 66 هو **92**.", "92", "correct"),
    ("What is 79 * 2 - 66?", "158 - 66 = 92, so 79 * 2 - 66 gives 92.", "92", "correct"),
    ("What is 79 * 2 - 66?", "158 - 66 = 92.\n\nAnswer: 90 or 92", "92", "hedged"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", JOINED)
def test_two_values_joined_by_one_word_on_the_answers_line_are_hedged(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# A closing in the languages read, after the answer, stays paid; the same words with a value are read as any sentence is.
CLOSED = [
    ("How many?", "3 + 4 = 7\n\n**Respuesta: 7**\n\n¡Espero que te sirva! Si tienes más dudas, aquí estoy.", "7", "correct"),
    ("How many?", "3 + 4 = 7\n\nRespuesta: 7\n\n¡Mucho ánimo!", "7", "correct"),
    ("How many?", "3 + 4 = 7\n\nRéponse : 7.\n\nN'hésite pas si tu as d'autres questions !", "7", "correct"),
    ("How many?", "3 + 4 = 7\n\nउत्तर: 7\n\nआशा है इससे मदद मिली!", "7", "correct"),
    ("How many?", "3 + 4 = 7\n\nAntwoord: 7\n\nSucces ermee!", "7", "correct"),
    ("How many?", "3 + 4 = 7\n\nRespuesta: 7\n\nSi tienes más dudas, son 8.", "7", "hedged"),
    ("How many?", "3 + 4 = 7\n\nRéponse : 7\n\nSi tu as d'autres questions, c'est 8.", "7", "hedged"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CLOSED)
def test_a_closing_in_a_language_read_stays_paid(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# A fault denied or the work said checked, in the languages read, confirms the answer; a fault named alone does not.
GCD = "What is the greatest common divisor of 126 and 84?"
GCD_WORK = "126 − 84 = 42, and 84 = 2 × 42.\n\n"
CONFIRMED = [
    (GCD, GCD_WORK + "Ответ: 42. Я перепроверил — ошибки нет.", "42", "correct"),
    (GCD, GCD_WORK + "Risposta: 42. Nessun errore.", "42", "correct"),
    (GCD, GCD_WORK + "Réponse : 42. Je ne retire rien, le calcul est juste.", "42", "correct"),
    (GCD, GCD_WORK + "La réponse est 42. Bonne journée !", "42", "correct"),
    (GCD, GCD_WORK + "Antwort: 42. Kein Fehler.", "42", "correct"),
    (GCD, GCD_WORK + "Risposta: 42. Errore.", "42", "not paid"),
    (GCD, GCD_WORK + "Ответ: 42. Ошибка.", "42", "not paid"),
    (GCD, GCD_WORK + "Ответ: 42. Я перепроверил — ошибка есть.", "42", "not paid"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CONFIRMED)
def test_a_fault_denied_confirms_the_answer(math_plugin, prompt, completion, gold, reason):
    got = _reason(math_plugin, prompt, completion, gold)
    assert got == reason if reason == "correct" else got != "correct"


# A rate said again in another unit per another unit ("meters per minute", "m/min") is converted as a speed.
RIDE = "A cyclist rides 42 km in 3.5 hours. What is her average speed in km/h?"
RIDE_WORK = "Speed = 42 / 3.5 = 12.\n\n"
RATES = [
    (RIDE, RIDE_WORK + "Her average speed is 12 km/h, i.e. 200 meters per minute.", "12", "correct"),
    (RIDE, RIDE_WORK + "Answer: 12 km/h (200 m/min)", "12", "correct"),
    (RIDE, RIDE_WORK + "Her average speed is 12 km/h, i.e. 300 meters per minute.", "12", "value_after"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", RATES)
def test_a_rate_said_again_in_other_units_is_converted(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# Another value said after the answer to be possible or to work as well is offered beside it, in a bracket or a sentence
# and in any language the table lists; the answer's own value called valid, working that arrives at it, and a value
# denied offer nothing. A slip named on the writer's own work ("dropped a sign") is a doubt.
SOLVE = "Solve $3(x-2) = 12$."
STEPS = "x − 2 = 4, x = 6.\n\n$\\boxed{6}$"
ALSO_POSSIBLE = [
    (SOLVE, STEPS + " (I may have dropped a sign; 2 is also possible.)", "6", "hedged"),
    (SOLVE, STEPS + " (x = 2 is possible too.)", "6", "hedged"),
    (SOLVE, STEPS + ". Note that x = 2 would also satisfy it.", "6", "hedged"),
    (SOLVE, STEPS + ". It could also be 2.", "6", "hedged"),
    (SOLVE, STEPS + " (2 pourrait aussi convenir.)", "6", "value_after"),  # a bracket that holds only the other value
    (SOLVE, STEPS + ". 2 wäre auch möglich.", "6", "hedged"),
    (SOLVE, STEPS + " (x = 2 también es posible.)", "6", "hedged"),
    (SOLVE, STEPS + "（x=2也可以。）", "6", "hedged"),
    (SOLVE, STEPS + "。也可能是2。", "6", "hedged"),
    (SOLVE, STEPS + "。x=2もあり得る。", "6", "hedged"),
    (SOLVE, STEPS + " (I might have flipped a sign.)", "6", "qualified"),
    (SOLVE, STEPS + " (6 is also valid as x.)", "6", "correct"),
    (SOLVE, STEPS + ". Expanding first also works: 3x - 6 = 12, so 3x = 18 and x = 6.", "6", "correct"),
    (SOLVE, STEPS + ". No other value is possible too.", "6", "correct"),
    (SOLVE, STEPS + ". Dividing first is also correct: 12 / 3 = 4, so x = 6.", "6", "correct"),
    (SOLVE, STEPS + " (3 + 3 also works as a check.)", "6", "correct"),
    (SOLVE, STEPS + " (x = 2 is not possible too, since 3(0) = 0.)", "6", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", ALSO_POSSIBLE)
def test_another_value_called_possible_is_offered(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# A condition on the writer's own work pairs a word for "if" with a word for the writer of the same language; words of two
# languages ("se" of Portuguese, "je" of French, in the Croatian closing "Nadam se da je pomoglo!") make none. Closings in
# more of their forms in languages whose doubts and withdrawals are read are words to the asker.
OWN_WORK_PAIRED = [
    (PRIMES, LIST + "Nadam se da je pomoglo!", "8", "correct"),
    (PRIMES, LIST + "आशा छ यसले मद्दत गर्‍यो!", "8", "correct"),
    (PRIMES, LIST + "Lagungarria izan dela espero dut!", "8", "correct"),
    (PRIMES, LIST.replace("Answer: 8", "Answer: 8, se eu não errei."), "8", "qualified"),
    (PRIMES, LIST.replace("Answer: 8", "Answer: 8, si je ne me suis pas trompé."), "8", "qualified"),
    (PRIMES, LIST.replace("Answer: 8", "Answer: 8, if I did this right."), "8", "qualified"),
    (PRIMES, LIST + "Nadam se da je pogrešno.", "8", "withdrawn"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", OWN_WORK_PAIRED)
def test_a_condition_on_own_work_is_said_in_one_language(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason
