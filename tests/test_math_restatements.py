"""The answer said again right after it ("that is", "i.e.", "in other words", "which is", "=", a bracket, in any
language) must be the same quantity: another unit converted exactly, a decimal agreeing to the places it shows,
number words, a percentage, scientific notation. Another quantity is a second value; each refused case has a paid
twin."""

from __future__ import annotations

import pytest

MOVIE = "A movie lasts 1.5 hours. Express the length of the movie in minutes."
SPEED = "A car travels 180 km in 2.5 hours. What is its average speed in km/h?"
SUM = "What is $\\frac{3}{8} + \\frac{1}{4}$?"
LIBRO = "Un libro cuesta 12 euros y un cuaderno cuesta 3 euros. ¿Cuánto cuestan 2 libros y 4 cuadernos?"
SCI = "Write 4500 in scientific notation."
ROPE = "A rope is 3 m long. How long is it in centimetres?"

CASES = [
    # another unit: converted exactly
    (MOVIE, "1.5 × 60 = 90.\n\nThe movie is $\\boxed{90}$ minutes long, that is, 1 hour and 15 minutes.", "90", False),
    (MOVIE, "1.5 × 60 = 90.\n\nThe movie is $\\boxed{90}$ minutes long, that is, 1 hour and 30 minutes.", "90", True),
    (MOVIE, "1.5 × 60 = 90.\n\nAntwort: $\\boxed{90}$ Minuten, d. h. 1 Stunde und 20 Minuten.", "90", False),
    (MOVIE, "1.5 × 60 = 90.\n\nThe movie is \\boxed{90} minutes (i.e. 1.25 hours).", "90", False),
    (MOVIE, "1.5 × 60 = 90.\n\nThe movie is \\boxed{90} minutes (i.e. 1.5 hours).", "90", True),
    (SPEED, "180 / 2.5 = 72.\n\nFinal answer: 72 km/h (which is 25 m/s).", "72", False),
    (SPEED, "180 / 2.5 = 72.\n\nFinal answer: 72 km/h (which is 20 m/s).", "72", True),
    (SPEED, "180 / 2.5 = 72.\n\nОтвет: 72 km/h, то есть 25 m/s.", "72", False),
    (SPEED, "180 / 2.5 = 72.\n\nRéponse : 72 km/h, soit soixante-douze kilomètres par heure.", "72", True),
    (SPEED, "180 / 2.5 = 72.\n\nRéponse : 72 km/h, soit soixante-quinze kilomètres par heure.", "72", False),
    (ROPE, "3 × 100 = 300\n\nAnswer: 300 cm, i.e. 3.5 m.", "300", False),
    (ROPE, "3 × 100 = 300\n\nAnswer: 300 cm, i.e. 3 m.", "300", True),
    # another notation: a decimal to the places it shows, a percentage, scientific notation
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$, so the sum is $\\frac{5}{8}$.\n\n$\\boxed{\\frac{5}{8}}$, i.e. $0.58$ in decimal form.",
     "\\frac{5}{8}", False),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$, so the sum is $\\frac{5}{8}$.\n\n$\\boxed{\\frac{5}{8}}$, i.e. $0.625$ in decimal form.",
     "\\frac{5}{8}", True),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$, so the sum is $\\frac{5}{8}$.\n\n$\\boxed{\\frac{5}{8}}$, i.e. about $0.63$.",
     "\\frac{5}{8}", True),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$.\n\n$\\boxed{\\frac{5}{8}}$ (that is, 62.5%).", "\\frac{5}{8}", True),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$.\n\n$\\boxed{\\frac{5}{8}}$ (that is, 60%).", "\\frac{5}{8}", False),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$.\n\n答案：$\\frac{5}{8}$，即 0.6。", "\\frac{5}{8}", False),
    (SUM, "$\\frac{1}{4} = \\frac{2}{8}$.\n\n答案：$\\frac{5}{8}$，即 0.625。", "\\frac{5}{8}", True),
    (SCI, "Move the decimal point three places.\n\n$\\boxed{4.5 \\times 10^{3}}$ — in other words $4.5 \\times 10^{4}$ written compactly.",
     "4.5 \\times 10^{3}", False),
    (SCI, "Move the decimal point three places.\n\n$\\boxed{4.5 \\times 10^{3}}$ — in other words $4500$ written compactly.",
     "4.5 \\times 10^{3}", True),
    # number words, and a new sentence that says the answer again
    (LIBRO, "2 × 12 = 24 y 4 × 3 = 12. Total: 24 + 12 = 36.\n\nLa respuesta es $\\boxed{36}$ euros. En otras palabras, treinta y ocho euros en total.",
     "36", False),
    (LIBRO, "2 × 12 = 24 y 4 × 3 = 12. Total: 24 + 12 = 36.\n\nLa respuesta es $\\boxed{36}$ euros. En otras palabras, treinta y seis euros en total.",
     "36", True),
    (LIBRO, "2 × 12 = 24 y 4 × 3 = 12.\n\nLa respuesta es $\\boxed{36}$ euros, es decir, 38 euros.", "36", False),
    (LIBRO, "2 × 12 = 24 y 4 × 3 = 12.\n\nResposta: 36 euros, ou seja, 63 euros.", "36", False),
    (LIBRO, "2 × 12 = 24 y 4 × 3 = 12.\n\nRisposta: 36 euro, cioè 36 euro.", "36", True),
    # the commitment is itself the restatement: the value it restates is read too
    ("How long does it take to download the file?", "40 + 100 + 20 = 160\n\nSo it takes 160 minutes, i.e. 2 hours and 40 minutes.",
     "160", True),
    ("How long does it take to download the file?", "40 + 100 + 20 = 160\n\nSo it takes 160 minutes, i.e. 2 hours and 50 minutes.",
     "160", False),
    # working after "=" or an aside with no quantity said again is no restatement
    ("What is 3 times 4?", "3 × 4 = 12\n\nThe product is \\boxed{12}, which is 3 × 4.", "12", True),
    (MOVIE, "1.5 × 60 = 90\n\nAnswer: 90 minutes (the whole film).", "90", True),
]


APPLES = "Tom has 20 apples, gives away 5 and eats 3. How many apples does he have left?"
GRAMS = "A bag holds 2.5 kg. How many grams is that?"
# The same in more languages, connectors and units: a new sentence that opens with "that is", a bracket with "namely"
# or "=", grams and kilograms, seconds, miles per hour, a fraction in words.
MORE_CASES = [
    (APPLES, "20 − 5 − 3 = 12.\n\n**Answer: 12**\n\nThat is, Tom has thirteen apples left.", "12", False),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Answer: 12**\n\nThat is, Tom has twelve apples left.", "12", True),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Antwort: 12**\n\nDas heißt, Tom hat noch dreizehn Äpfel.", "12", False),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Antwort: 12**\n\nDas heißt, Tom hat noch zwölf Äpfel.", "12", True),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Réponse : 12**\n\nAutrement dit, il reste treize pommes à Tom.", "12", False),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Réponse : 12**\n\nAutrement dit, il reste douze pommes à Tom.", "12", True),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Ответ: 12**\n\nТо есть у Тома осталось 13 яблок.", "12", False),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Ответ: 12**\n\nТо есть у Тома осталось 12 яблок.", "12", True),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Jawaban: 12**\n\nYaitu, Tom punya 13 apel.", "12", False),
    (APPLES, "20 − 5 − 3 = 12.\n\n**答案：12**\n\n也就是说，汤姆还剩十三个苹果。", "12", False),
    (APPLES, "20 − 5 − 3 = 12.\n\n**答案：12**\n\n也就是说，汤姆还剩十二个苹果。", "12", True),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Answer: 12** (namely 13 apples)", "12", False),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Answer: 12** (namely 12 apples)", "12", True),
    (APPLES, "20 − 5 − 3 = 12.\n\n**Answer: 12** = 13 apples", "12", False),
    (MOVIE, "1.5 × 60 = 90.\n\n\\boxed{90} minutes, i.e. 1 h 20 min.", "90", False),
    (MOVIE, "1.5 × 60 = 90.\n\n\\boxed{90} minutes, i.e. 1 h 30 min.", "90", True),
    (MOVIE, "1.5 × 60 = 90.\n\nAnswer: 90 minutes, which is 5400 seconds.", "90", True),
    (MOVIE, "1.5 × 60 = 90.\n\nAnswer: 90 minutes, which is 5000 seconds.", "90", False),
    (SPEED, "180 / 2.5 = 72.\n\nAnswer: 72 km/h, i.e. about 44.7 mph.", "72", True),
    (SPEED, "180 / 2.5 = 72.\n\nAnswer: 72 km/h, i.e. about 40 mph.", "72", False),
    (SUM, "3/8 + 2/8 = 5/8\n\n\\boxed{\\frac{5}{8}}, that is five eighths", "\\frac{5}{8}", True),
    (SUM, "3/8 + 2/8 = 5/8\n\n\\boxed{\\frac{5}{8}}, that is three eighths", "\\frac{5}{8}", False),
    (GRAMS, "2.5 × 1000 = 2500\n\n\\boxed{2500} g, i.e. 2.5 kg.", "2500", True),
    (GRAMS, "2.5 × 1000 = 2500\n\n\\boxed{2500} g, i.e. 2.4 kg.", "2500", False),
    (GRAMS, "2.5 × 1000 = 2500\n\n\\boxed{2500} g (2,400 grams).", "2500", False),
    (APPLES, "20 − 5 − 3 = 12.\n\n\\boxed{12}, or in words, thirteen.", "12", False),
    (APPLES, "20 − 5 − 3 = 12.\n\n\\boxed{12}, or in words, twelve.", "12", True),
    (APPLES, "20 − 5 − 3 = 12.\n\n\\boxed{12} → 13 apples", "12", False),
    (APPLES, "20 − 5 − 3 = 12.\n\n\\boxed{12} → 12 apples", "12", True),
    # a later paragraph that opens with "that is"; a duration restated as a whole
    (MOVIE, "1.5 × 60 = 90\n\n\\boxed{90}\n\nThat's 1 hour and 15 minutes.", "90", False),
    (MOVIE, "1.5 × 60 = 90\n\n\\boxed{90}\n\nThat's 1 hour and 30 minutes.", "90", True),
    (SPEED, "180/2.5 = 72\n\n\\boxed{72} km/h\n\n(That is 25 m/s.)", "72", False),
    (SPEED, "180/2.5 = 72\n\n\\boxed{72} km/h\n\n(That is 20 m/s.)", "72", True),
    (MOVIE, "1.5 × 60 = 90\n\nIt lasts 1 hour and 15 minutes, i.e. 90 minutes.", "90", False),
    (MOVIE, "1.5 × 60 = 90\n\nIt lasts 1 hour and 30 minutes, i.e. 90 minutes.", "90", True),
    (MOVIE, "1.5 × 60 = 90\n\nIt lasts 1 hour and 30 minutes, i.e. 90 minutes.", "30", False),
]


@pytest.mark.parametrize("prompt, completion, gold, paid", CASES + MORE_CASES)
def test_the_answer_said_again_must_be_the_same_quantity(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid


TRAIN = "A train leaves at 11:45 and the trip takes 30 minutes. When does it arrive?"
# A time said again after a time answer is the same time or a second value: another time in brackets, after "i.e.",
# in words (read to digits), or with a dot, is not paid; the same time with its half of the day, or in words, is.
TIME_SAID_AGAIN = [
    (TRAIN, "11:45 + 0:30 = 12:15.\n\nAnswer: 12:15 (12:30)", False),
    (TRAIN, "Answer: quarter past twelve (12:30)", False),
    (TRAIN, "Answer: 12:15 (half past twelve)", False),
    (TRAIN, "Answer: 12:15 (12.30)", False),
    (TRAIN, "Answer: 12:15, i.e. 12:45", False),
    (TRAIN, "Antwort: 12:15 Uhr (also 12:30 Uhr)", False),
    (TRAIN, "11:45 + 0:30 = 12:15.\n\nAnswer: 12:15 (quarter past twelve)", True),
    (TRAIN, "Answer: 12:15 (12:15 PM)", True),
    (TRAIN, "Answer: 12:15, i.e. 12:15 PM", True),
]


@pytest.mark.parametrize("prompt, completion, paid", TIME_SAID_AGAIN)
def test_a_time_said_again_must_be_the_same_time(math_plugin, prompt, completion, paid):
    assert (math_plugin.explain(prompt, completion, "12:15")["outcome"] == 1.0) == paid


# The answer said again as a closed form in LaTeX (a root, a fraction, pi) is the same value where its arithmetic gives
# the answer, and another quantity where it does not.
CLOSED_FORMS = [
    ("What is $\\sqrt{3}\\cdot\\sqrt{12}$?", "$\\sqrt{36} = 6$.\n\nAnswer: 6\n\n(Equivalently, $\\sqrt{36}$.)", "6", True),
    ("What is x?", "x = 6.\n\nAnswer: 6 (i.e. $\\frac{12}{2}$)", "6", True),
    ("What is $\\sqrt{3}\\cdot\\sqrt{12}$?", "Answer: 6\n\n(Equivalently, $\\sqrt{35}$.)", "6", False),
    ("What is x?", "x = 6.\n\nAnswer: 6 (i.e. $\\sqrt{49}$)", "6", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", CLOSED_FORMS)
def test_a_closed_form_said_again_is_the_answer_where_its_value_is(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid


# A closing in a language whose doubts and withdrawals are read, in more of its forms ("avísame", "segített", "עזר"):
# words to the asker, nothing against the answer; a doubt beside it still refuses.
CLOSINGS_MORE = [
    ("Un tren recorre 360 km en 4 horas. ¿Velocidad en km/h?", "360 ÷ 4 = 90.\n\n**Respuesta:** 90 km/h\n\n¡Espero que te sirva! Si tienes más preguntas, avísame.", "90", True),
    ("How many?", "3 + 4 = 7.\n\nAnswer: 7\n\nSe tiver mais dúvidas, me avise!", "7", True),
    ("How many?", "3 + 4 = 7.\n\nAnswer: 7\n\nRemélem, segített!", "7", True),
    ("How many?", "3 + 4 = 7.\n\nAnswer: 7\n\nמקווה שזה עזר!", "7", True),
    ("How many?", "3 + 4 = 7.\n\nAnswer: 7\n\nامید ہے یہ مددگار ثابت ہوا!", "7", True),
    ("How many?", "3 + 4 = 7.\n\nAnswer: 7\n\nSi tienes más dudas, avísame; quizás es 8.", "7", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", CLOSINGS_MORE)
def test_a_closing_in_more_forms_is_words_to_the_asker(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid


PERCENT = "Quanto é 15% de 240?"
HOURS = "¿Cuántos minutos hay en 3 horas y media?"
TIMES = "Kuinka paljon on $6 \\cdot 9$?"
GCD = "What is the greatest common divisor of 84 and 126?"
TWICE = "If $f(x) = 3x + 2$, what is $f(f(1))$?"
AREA = "A rectangle has a perimeter of 32 cm and a length of 10 cm. What is its area in square centimetres?"
SIXTHS = "What is $\\frac{1}{2} + \\frac{1}{3}$?"
# The question or its working said again, ending at the answer, is the answer said again: every number before its last
# is the prompt's, an operand or the answer's value; a value stated bare, another last value or an "or" is a second value.
# An area said again in squared units is converted; a decimal after "≈" agrees to the places it shows.
WORKED_TO_THE_ANSWER = [
    (PERCENT, "15% de 240 = 36.\n\n**Resposta: 36**\n\nOu seja, 15 por cento de 240 corresponde a 36. Espero ter ajudado!", "36", True),
    (PERCENT, "15% de 240 = 36.\n\n**Resposta: 36**\n\nOu seja, 15 por cento de 240 corresponde a 38. Espero ter ajudado!", "36", False),
    (PERCENT, "15% de 240 = 36.\n\n**Resposta: 36**\n\nOu seja, 15 por cento de 240 corresponde a 36 ou 38.", "36", False),
    (HOURS, "180 + 30 = 210 minutos.\n\n**Respuesta: 210 minutos**\n\nEn otras palabras, tres horas y media equivalen a 210 minutos. ¡Saludos!", "210", True),
    (HOURS, "180 + 30 = 210 minutos.\n\n**Respuesta: 210 minutos**\n\nEn otras palabras, tres horas y media equivalen a 200 minutos.", "210", False),
    (TIMES, "$6 \\cdot 9 = 54$.\n\nVastaus: 54\n\nEli kuusi kertaa yhdeksän on viisikymmentäneljä.", "54", True),
    (TIMES, "$6 \\cdot 9 = 54$.\n\nVastaus: 54\n\nEli kuusi kertaa yhdeksän on viisikymmentäviisi.", "54", False),
    (GCD, "$2\\cdot3\\cdot7 = 42$.\n\n$\\boxed{42}$\n\nEquivalently, by the Euclidean algorithm: $126 = 1\\cdot 84 + 42$ and $84 = 2\\cdot 42$, so the GCD is 42.", "42", True),
    (GCD, "$2\\cdot3\\cdot7 = 42$.\n\n$\\boxed{42}$\n\nEquivalently, by the Euclidean algorithm: $126 = 1\\cdot 84 + 42$ and $84 = 2\\cdot 42$, so the GCD is 21.", "42", False),
    (GCD, "$2\\cdot3\\cdot7 = 42$.\n\n$\\boxed{42}$\n\nIn other words, 40 = 42.", "42", False),
    (TWICE, "$f(5) = 17$.\n\nSo $f(f(1)) = \\boxed{17}$.\n\nIn other words, applying $f$ twice gives $9x + 8$, and at $x=1$ that is $9 + 8 = 17$.", "17", True),
    (TWICE, "$f(5) = 17$.\n\nSo $f(f(1)) = \\boxed{17}$.\n\nIn other words, applying $f$ twice gives $9x + 9$, and at $x=1$ that is $9 + 9 = 18$.", "17", False),
    (AREA, "w = 6 cm.\nArea = 10 × 6 = 60 cm².\n\nAnswer: 60\n\n(equivalently 0.006 m²)", "60", True),
    (AREA, "w = 6 cm.\nArea = 10 × 6 = 60 cm².\n\nAnswer: 60\n\n(equivalently 0.0065 m²)", "60", False),
    (SIXTHS, "$\\frac{3}{6} + \\frac{2}{6} = \\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$\n\n≈ 0.833", "\\frac{5}{6}", True),
    (SIXTHS, "$\\frac{3}{6} + \\frac{2}{6} = \\frac{5}{6}$.\n\n$\\boxed{\\frac{5}{6}}$\n\n≈ 0.85", "\\frac{5}{6}", False),
    ("Find the distance between the foci of the ellipse $x^2 + 4y^2 = 400$.", "$c = 10\\sqrt{3}$, so $$2c = \\boxed{20\\sqrt{3}} \\approx 34.64$$", "20\\sqrt{3}", True),
    ("Find the distance between the foci of the ellipse $x^2 + 4y^2 = 400$.", "$c = 10\\sqrt{3}$, so $$2c = \\boxed{20\\sqrt{3}} \\approx 34.86$$", "20\\sqrt{3}", False),
]


@pytest.mark.parametrize("prompt, completion, gold, paid", WORKED_TO_THE_ANSWER)
def test_the_question_worked_again_to_the_answer_is_the_answer_said_again(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid
