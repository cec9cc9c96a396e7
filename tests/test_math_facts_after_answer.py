"""Honest text after a right answer that names numbers without offering them: another way to the same value told in
groups ("50 pairs of 101" after 5050), a general rule that counts things ("the product of two negatives is always
positive"), the point a distance is measured from ("distance from zero"), an operand named again ("$2^6 \\equiv 1$ …
a divisor of 6"), a part of a whole counted in a reason ("since she uses 7 of them"), the answer said again as a binomial
coefficient, with its working in words, in the unit the question asks or in another unit of its kind named before it
("v sekundách by to bylo 86 400"), and a date's preposition ("Antwort: am 17. April."). Each is paid; the same shapes
offering another value stay refused."""

from __future__ import annotations

import pytest

GAUSS = "Compute $1 + 2 + 3 + \\cdots + 100$."
GAUSS_DONE = "By Gauss: $\\frac{100 \\cdot 101}{2} = 5050$.\n\n#### 5050\n\n"
PENTAGON = "What is the sum of the interior angles of a pentagon, in degrees?"
PENTAGON_DONE = "(5 − 2) × 180 = 540.\n\nAnswer: 540\n\n"
PRODUCT = "What is $-3 \\times -7$?"
PRODUCT_DONE = "A negative times a negative is positive: $21$.\n\n$\\boxed{21}$\n\n"
ABSOLUTE = "Evaluate $|{-8}| + |3|$."
ABSOLUTE_DONE = "$|{-8}| = 8$, $|3| = 3$, sum $= 11$.\n\nThe answer is $\\boxed{11}$.\n\n"
POWER = "What is the remainder when $2^{100}$ is divided by 7?"
POWER_DONE = "Powers of 2 mod 7 cycle: $2^1=2, 2^2=4, 2^3=8\\equiv 1$. So the cycle length is 3.\n\nFinal answer: 2\n\n"
BINOMIAL = "Compute $\\frac{6!}{4!\\,2!}$."
BINOMIAL_DONE = "6!/(4!2!) = 720/(24·2) = 720/48 = 15.\n\n"
EGGS = ("Janet’s ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins for her friends "
        "every day with four. She sells the remainder at the farmers' market daily for $2 per fresh duck egg. How much in "
        "dollars does she make every day at the farmers' market?")
EGGS_DONE = "Eggs left: 16 − 3 − 4 = 9.\nMoney: 9 × $2 = $18.\n\nSo Janet makes **$18** every day.\n\n"
BIRTH = "Anna was born on March 28. Her brother was born exactly 20 days later. On what date was her brother born?"
BIRTH_DONE = "March has 31 days. From March 28, 3 days reach March 31, and 17 more days reach April 17.\n\n"
DAY = "Kolik minut má jeden den?"
DAY_EN = "How many minutes are in one day?"
DAY_DONE = "24 · 60 = 1440 minut.\n\n\\boxed{1440}\n\n"
TRAP_DONE = "Eggs left: 16 − 3 − 4 = 9.\nRevenue: 9 × $2 = $18.\n\n#### 18\n\n"
COMMITTEE = "In how many ways can a committee of 3 be chosen from 8 people?"
COMMITTEE_DONE = ("$\\binom{8}{3} = \\frac{8\\cdot7\\cdot6}{6} = 56$.\n\n$$\\boxed{56}$$\n\n"
                  "If order mattered it would be $8\\cdot7\\cdot6 = 336$, ")
TRIANGLE = "A triangle has sides 5, 12 and 13. What is its area?"
TRIANGLE_DONE = "5² + 12² = 13², right triangle. Area = ½·5·12 = 30.\n\n"
CLOCK = "A clock shows 3:00. What is the angle, in degrees, between the hour and minute hands?"
CLOCK_DONE = "At 3:00 the minute hand is at 12 and the hour hand at 3, a quarter turn apart: 360° / 4 = 90°.\n\n**90°**\n\n"
ROOT_ID = "Berapakah hasil dari $\\sqrt{196}$?"
ROOT_DONE = "$14 \\times 14 = 196$, jadi $\\sqrt{196} = 14$.\n\n**Jawaban: 14**\n\n"
SCORE = "A student answered 34 of 40 questions correctly. What percent did she get right?"
COFFEE = "Un café cuesta 2,75 € y Lucía compra 4. ¿Cuánto paga en total, en euros?"
COFFEE_DONE = "4 × 2,75 = 11.\n\n"


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


PAID = [
    # the answer's value told as groups of equal size
    (GAUSS, GAUSS_DONE + "Legend says young Gauss found this in seconds by pairing 1+100, 2+99, …, giving 50 pairs of 101.", "5050"),
    (GAUSS, GAUSS_DONE + "That is 25 groups of 202.", "5050"),
    (PENTAGON, PENTAGON_DONE + "## Why it works\nA pentagon splits into 3 triangles of 180° each.", "540"),
    # a rule said to hold always or never, counting things the question does not name
    (PRODUCT, PRODUCT_DONE + "The product of two negatives is always positive.", "21"),
    (PRODUCT, PRODUCT_DONE + "An odd number of negatives always gives a negative product; three negatives never give a positive one.", "21"),
    # the point a distance is measured from
    (ABSOLUTE, ABSOLUTE_DONE + "Remember: absolute value is distance from zero, so it is never negative.", "11"),
    (ABSOLUTE, ABSOLUTE_DONE + "Der Betrag ist der Abstand von 0 auf der Zahlengeraden.", "11"),
    # an operand of the sentence named again after "of"; "being" joins a number to what it is
    (POWER, POWER_DONE + "Related fact: by Fermat's little theorem $2^6 \\equiv 1 \\pmod 7$ as well, which is consistent "
                         "with the order of 2 being 3, a divisor of 6.", "2"),
    # the answer said again: as a binomial coefficient, with its working in words, in the unit the question asks
    (BINOMIAL, BINOMIAL_DONE + "The value is 15 (which is also $\\binom{6}{2}$).", "15"),
    (EGGS, EGGS_DONE + "(That is 9 eggs at two dollars apiece — eighteen dollars.)", "18"),
    (COFFEE, COFFEE_DONE + "Respuesta: 1.100 céntimos de euro, es decir 11 €.", "11"),
    (COFFEE, COFFEE_DONE + "Respuesta: 11 €, es decir 1.100 céntimos.", "11"),
    # the preposition a date is said with
    (BIRTH, BIRTH_DONE + "Antwort: am 17. April.", "April 17"),
    (BIRTH, BIRTH_DONE + "Réponse : le 17 avril.", "April 17"),
    # the answer in another unit of time its clause names before it, in a case ending the CLDR names do not hold
    (DAY, DAY_DONE + "To je tisíc čtyři sta čtyřicet minut; v sekundách by to bylo 86 400.", "1440"),
    (DAY_EN, DAY_DONE + "In seconds that would be 86400.", "1440"),
    # a part of a whole counted in a reason's clause
    (EGGS, TRAP_DONE + "So Janet makes $18 every day. Note the trap: you should not multiply all 16 eggs by $2 (that "
                       "would give $32), since she uses 7 of them herself.", "18"),
    # a condition denied by a prefix of its word, and the one operation that takes its value to the answer
    (COMMITTEE, COMMITTEE_DONE + "but a committee is unordered, so we divide by $3! = 6$.", "56"),
    # a given of the prompt described in a bracket after the answer, by a thing the question does not ask
    (TRIANGLE, TRIANGLE_DONE + "Answer: 30 square units (the hypotenuse is 13).", "30"),
    # a value given to a thing the question does not name, set aside by the asked quantity in the question's words
    (CLOCK, CLOCK_DONE + "The reflex angle on the other side is 270°, but the angle between the hands is conventionally "
                         "the smaller one.", "90"),
    # a conclusion that opens on a negation rules its value out
    (ROOT_ID, ROOT_DONE + "Catatan: akar kuadrat utama selalu nonnegatif, jadi bukan −14. Semoga bermanfaat!", "14"),
    (ROOT_ID, ROOT_DONE + "Note: the principal root is nonnegative, so not −14.", "14"),
    # a share said again as a count of a whole
    (SCORE, "34/40 = 0.85.\n\nAnswer: 85% (34 out of 40).", "85"),
    (SCORE, "34/40 = 17/20.\n\nAnswer: 17/20 (34 out of 40).", "17/20"),
    (SCORE, "0.6 × 20 = 12.\n\nAnswer: 12 (12 of 20 students).", "12"),
]


@pytest.mark.parametrize("prompt,completion,gold", PAID)
def test_facts_told_after_a_right_answer_are_paid(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


REFUSED = [
    # groups whose product is not the answer, or a bare second value
    (GAUSS, GAUSS_DONE + "Pairing 1+100, 2+99, …, gives 50 pairs of 102.", "5050"),
    (GAUSS, GAUSS_DONE + "Or maybe 5100.", "5050"),
    # a rule that names the answer, the writer, or a number beside no noun of its own
    (PRODUCT, PRODUCT_DONE + "The answer is always twenty-two units.", "21"),
    (PRODUCT, PRODUCT_DONE + "I always get 22 though.", "21"),
    (PRODUCT, PRODUCT_DONE + "It is always 22.", "21"),
    (PRODUCT, PRODUCT_DONE + "Maybe twenty units.", "21"),
    (ABSOLUTE, ABSOLUTE_DONE + "Actually it is 12.", "11"),
    # "being" beside the answer and a new value, a value after "of" that no operand wrote before
    (POWER, POWER_DONE + "The remainder of 2 being 4 is also possible.", "2"),
    (POWER, POWER_DONE + "Or it is 5.", "2"),
    (POWER, POWER_DONE + "But $2^5$ suggests the remainder of 5.", "2"),
    # the answer "said again" as another value
    (BINOMIAL, BINOMIAL_DONE + "The value is 15 (which is also $\\binom{6}{3}$).", "15"),
    (EGGS, EGGS_DONE + "(That is 10 eggs at two dollars apiece — twenty dollars.)", "18"),
    (EGGS, EGGS_DONE + "(That is 7 eggs at two dollars apiece — eighteen dollars.)", "18"),
    (EGGS, EGGS_DONE + "(That is 9 eggs at two dollars apiece — or twenty dollars.)", "18"),
    (COFFEE, COFFEE_DONE + "Respuesta: 1.100 céntimos de euro, es decir 12 €.", "11"),
    # an amount in bold is the commitment as marked: its conversion after it answers nothing
    (COFFEE, COFFEE_DONE + "Respuesta: **1.100 céntimos**, es decir 11 €.", "11"),
    # a word of doubt beside the date's preposition; a preposition before a bare number
    (BIRTH, BIRTH_DONE + "Antwort: vielleicht am 17. April.", "April 17"),
    (BIRTH, BIRTH_DONE + "Antwort: etwa 17. April.", "April 17"),
    (DAY_EN, "24 × 60 = 1440.\n\nAnswer: am 1440.", "1440"),
    # another value in another unit, or in the asked unit on a condition
    (DAY, DAY_DONE + "To je tisíc čtyři sta čtyřicet minut; v sekundách by to bylo 86 500.", "1440"),
    (DAY_EN, DAY_DONE + "In minutes that would be 1500 if it were longer.", "1440"),
    # a part counted outside a reason, or in a sentence that names the answer
    (EGGS, TRAP_DONE + "I think 7 of them.", "18"),
    (EGGS, TRAP_DONE + "Since the answer could be 20 of them, maybe.", "18"),
    (EGGS, TRAP_DONE + "Or $20, since she sells 10 of them.", "18"),
    # the condition not denied, an operation that does not reach the answer, or another value after it
    (COMMITTEE, COMMITTEE_DONE + "but a committee is unordered, so it is 336.", "56"),
    (COMMITTEE, COMMITTEE_DONE + "but maybe order matters, so divide by 2.", "56"),
    (COMMITTEE, COMMITTEE_DONE + "but a committee is unordered, so we divide by 2.", "56"),
    (COMMITTEE, COMMITTEE_DONE + "but a committee is unordered, so we divide by $3! = 6$, or maybe by 4 to get 84.", "56"),
    # a bracket naming the asked quantity or an answer, offering another value, or a number the prompt does not give
    (TRIANGLE, TRIANGLE_DONE + "Answer: 30 square units (the area is 13).", "30"),
    (TRIANGLE, TRIANGLE_DONE + "Answer: 30 square units (the answer is 13).", "30"),
    (TRIANGLE, TRIANGLE_DONE + "Answer: 30 square units (or 13).", "30"),
    (TRIANGLE, TRIANGLE_DONE + "Answer: 30 square units (the hypotenuse is 14).", "30"),
    # the value given bare or to the asked quantity, or the contrast doubting
    (CLOCK, CLOCK_DONE + "The angle is also 270°, but the angle between the hands is conventionally the smaller one.", "90"),
    (CLOCK, CLOCK_DONE + "It is 270°, but the angle between the hands is the smaller one.", "90"),
    (CLOCK, CLOCK_DONE + "Maybe 270°, but the angle between the hands is the smaller one.", "90"),
    (CLOCK, CLOCK_DONE + "The reflex angle on the other side is 270°, but the angle between the hands may be either.", "90"),
    # a conclusion that states or offers another value
    (ROOT_ID, ROOT_DONE + "Jadi jawabannya 15.", "14"),
    (ROOT_ID, ROOT_DONE + "Jadi bukan 14, tapi 15.", "14"),
    (ROOT_ID, ROOT_DONE + "So no, 15.", "14"),
    (SCORE, "34/40 = 0.85.\n\nAnswer: 85% (35 out of 40).", "85"),
]


@pytest.mark.parametrize("prompt,completion,gold", REFUSED)
def test_the_same_shapes_offering_another_value_stay_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"
