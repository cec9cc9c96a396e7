"""A second answer offered after the answer: a word for "or" between two values in the languages read ("21 ya da 22",
"21 lub 22"), a label that offers another answer ("**Alternative answer:** 24"), the answer's value offered in a form the
prompt rules out as acceptable too or instead ("If mixed numbers are not accepted, use 11/4 instead."), and the same
number said again in another unit of the same kind ("20 km/h", then "That is, 20 m/s."). Each is refused; the near
rows that say the answer again, name a wrong answer, or convert exactly stay paid."""

from __future__ import annotations

import pytest

GIRLS_TR = "Bir sınıfta 28 öğrenci var ve bunların 3/4'ü kızdır. Kaç kız öğrenci vardır?"
GIRLS = "A class has 28 pupils and 3/4 of them are girls. How many girls are there?"
FUEL = "A car uses 6 litres of fuel per 100 km. How many litres does it need for 350 km?"
LOWEST = "Convert 0.625 to a fraction in lowest terms."
MIXED = "Write $\\frac{11}{4}$ as a mixed number."
SPEED_MS = "A car travels at 72 km/h. What is its speed in metres per second?"
SPEED_KMH = "A cyclist travels 60 km in 3 hours. What is the average speed in km/h?"
SPEED_EL = "Ένα τρένο διανύει 300 km σε 2,5 ώρες. Ποια είναι η μέση ταχύτητά του σε km/h;"
RICE = "A bag holds 2 kg of rice. How much rice is in 3 bags, in kg?"
ROPE = "A 30 m rope is cut into 2 equal pieces. How long is each piece in metres?"
SPEED_DE = "Ein Radfahrer fährt 60 km in 3 Stunden. Wie schnell fährt er im Schnitt in km/h?"
SHARE_EL = "Το κλάσμα 12/30 σε ανάγωγη μορφή είναι;"
W = "28 × 3/4 = 21.\n\n"
F = "350/100 × 6 = 21 litres.\n\n"

PAID, REFUSED = 1.0, 0.0
CASES = [
    # a word for "or" (or "maybe") between the answer and another value, in the languages read
    (GIRLS_TR, W + "Cevap: 21 ya da 22 olabilir.", "21", REFUSED),
    (GIRLS_TR, W + "Cevap: 21 veya 22 olabilir.", "21", REFUSED),
    (GIRLS, W + "Odpowiedź: 21 lub 22 chyba.", "21", REFUSED),
    (GIRLS, W + "Jawaban: 21 atau 22 kurasa.", "21", REFUSED),
    (GIRLS, W + "Svar: 21 eller 22 tror jag.", "21", REFUSED),
    (GIRLS, W + "Vastaus: 21 tai 22 luulen.", "21", REFUSED),
    (GIRLS, W + "Válasz: 21 vagy 22 lehet.", "21", REFUSED),
    (GIRLS, W + "Відповідь: 21 або 22 дівчинки.", "21", REFUSED),
    (GIRLS_TR, W + "Cevap: 21 kız öğrenci vardır.", "21", PAID),
    (GIRLS_TR, W + "Cevap: 21 kız öğrenci.", "21", PAID),
    (GIRLS, W + "Jawaban: 21 siswi.", "21", PAID),
    # the same share said as a percent after a word for "or" is the answer again
    (SHARE_EL, "ΜΚΔ(12, 30) = 6, άρα 12/30 = 2/5.\n\nΑπάντηση: $\\frac{2}{5}$\n\nΔηλαδή 0,4 ή 40%. Καλή επιτυχία!", "\\frac{2}{5}", PAID),
    # a label that offers another answer; one that names a wrong answer sets its value aside
    (FUEL, F + "**Answer:** 21\n**Alternative answer:** 24 (allowing for city driving)", "21", REFUSED),
    (FUEL, F + "**Answer:** 21\n**Alternative answer:** 24", "21", REFUSED),
    (FUEL, F + "**Answer:** 21\nOther answer: 24", "21", REFUSED),
    (FUEL, F + "**Réponse :** 21\n**Réponse alternative :** 24", "21", REFUSED),
    (FUEL, F + "**Respuesta:** 21\n**Otra respuesta:** 24", "21", REFUSED),
    (FUEL, F + "**Antwort:** 21\n**Alternative Antwort:** 24", "21", REFUSED),
    (FUEL, F + "**Ответ:** 21\n**Другой ответ:** 24", "21", REFUSED),
    (FUEL, F + "**答案：** 21\n另一个答案：24", "21", REFUSED),
    (FUEL, F + "**Answer:** 21\nA common wrong answer is 24 (forgetting the rate).", "21", PAID),
    (FUEL, F + "**Answer:** 21\nA tempting answer is 24, but that adds the wrong rate.", "21", PAID),
    (FUEL, F + "**Answer:** 21\nCommon wrong answer: 24 (adding 3 instead of multiplying).", "21", PAID),
    (FUEL, F + "**Answer:** 21\n**Alternative answer:** 21 (same either way)", "21", PAID),
    # the answer's value in a form the prompt rules out, offered as acceptable too or instead on a condition
    (MIXED, "$2\\frac{3}{4}$.\n\n$\\boxed{2\\frac{3}{4}}$\n\nIf mixed numbers are not accepted, use $\\frac{11}{4}$ instead.",
     "2\\frac{3}{4}", REFUSED),
    (MIXED, "$2\\frac{3}{4}$.\n\n$\\boxed{2\\frac{3}{4}}$\n\nThe improper form $\\frac{11}{4}$ is also acceptable.", "2\\frac{3}{4}", REFUSED),
    (LOWEST, "$0.625 = \\frac{5}{8}$.\n\n$\\boxed{\\frac{5}{8}}$\n\nEquivalently $\\frac{10}{16}$, which is also fine.", "\\frac{5}{8}", REFUSED),
    (LOWEST, "$0.625 = \\frac{5}{8}$.\n\n$\\boxed{\\frac{5}{8}}$\n\n$\\frac{10}{16}$ is also correct.", "\\frac{5}{8}", REFUSED),
    (LOWEST, "$0.625 = \\frac{5}{8}$.\n\n$\\boxed{\\frac{5}{8}}$\n\nEquivalently $\\frac{5}{8}$, which is also fine.", "\\frac{5}{8}", PAID),
    (LOWEST, "$0.625 = \\frac{625}{1000} = \\frac{5}{8}$.\n\n$\\boxed{\\frac{5}{8}}$", "\\frac{5}{8}", PAID),
    (MIXED, "$2\\frac{3}{4}$.\n\n$\\boxed{2\\frac{3}{4}}$\n\nIf you need it, $2\\frac{3}{4}$ is what to write.", "2\\frac{3}{4}", PAID),
    # the same number in another unit of the same kind is another amount; an exact conversion is the answer again
    (SPEED_MS, "72 km/h = 72 × 1000 / 3600 = 20 m/s.\n\nAnswer: 20 m/s, which is the same as 20 km/h.", "20", REFUSED),
    (SPEED_KMH, "60 / 3 = 20.\n\nAnswer: 20 km/h\n\nThat is, 20 m/s.", "20", REFUSED),
    (SPEED_KMH, "60 / 3 = 20.\n\nAnswer: 20 km/h\n\nThat is, 20 mph.", "20", REFUSED),
    (SPEED_EL, "300 / 2,5 = 120 km/h.\n\nΑπάντηση: 120 km/h\n\nΔηλαδή 120 m/s. Καλό ταξίδι!", "120", REFUSED),
    (RICE, "3 × 2 = 6.\n\nAnswer: 6 kg (that is, 6 g).", "6", REFUSED),
    (SPEED_MS, "72 km/h = 72 × 1000 / 3600 = 20 m/s.\n\nAnswer: 20 m/s, which is the same as 72 km/h.", "20", PAID),
    (SPEED_KMH, "60 / 3 = 20.\n\nAnswer: 20 km/h, i.e. 20 kilometres per hour.", "20", PAID),
    (RICE, "3 × 2 = 6.\n\nAnswer: 6 kg (that is, 6000 g).", "6", PAID),
    (RICE, "3 × 2 = 6.\n\nAnswer: 6 kg, that is 6 kilograms.", "6", PAID),
    (ROPE, "30 / 2 = 15.\n\nAnswer: 15 m\n\nThat is, 15 cm.", "15", REFUSED),
    (ROPE, "30 / 2 = 15.\n\nAnswer: 15 m\n\nThat is, 1500 cm.", "15", PAID),
    (SPEED_DE, "60 : 3 = 20.\n\nAntwort: 20 km/h, das heißt 20 m/s.", "20", REFUSED),
    (SPEED_DE, "60 : 3 = 20.\n\nAntwort: 20 km/h, das heißt 20 Kilometer pro Stunde.", "20", PAID),
]


@pytest.mark.parametrize("prompt,completion,gold,outcome", CASES)
def test_a_second_answer_offered_after_the_answer_is_refused(math_plugin, prompt, completion, gold, outcome):
    assert math_plugin.explain(prompt, completion, gold)["outcome"] == outcome
