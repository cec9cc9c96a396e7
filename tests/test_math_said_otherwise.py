"""The answer said again in another language, offered for reference on another reading, called a best attempt, or
written as a value where the letter is asked: each a case refused and a near case still paid, read as
``trl-grpo-ext explain`` reads them (reason)."""

from __future__ import annotations

import pytest

HEPTAGON = "Combien de côtés a un heptagone ?"
PENCILS = "Ana compró 4 cajas de lápices. Cada caja tiene 6 lápices. ¿Cuántos lápices compró en total?"
CARD = ("A square piece of card is 8 cm on each side. A 2 cm by 4 cm rectangle is cut out of it. What is the area of "
        "the remaining card, in square centimeters?")
HIKE = ("A hike has two parts: the first takes 1 h 20 min and the second takes 1 h 10 min. How many minutes does the "
        "whole hike take?")
FIB = "With $F_1 = F_2 = 1$ and $F_{n} = F_{n-1} + F_{n-2}$, what is $F_{10}$?"
CARD_WORK = "Area of the square: 8 × 8 = 64 cm².\nArea of the cut-out: 2 × 4 = 8 cm².\n\nRemaining: 64 − 8 = 56 cm².\n\n"


def _judged(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


# A restatement "in English", "en chiffres", "auf Englisch" is the answer said again: it must be the same number.
IN_ANOTHER_LANGUAGE = [
    (HEPTAGON, "Un heptagone a 7 côtés.\n\nRéponse : 7 — in English, eight sides.", "7", "value_after"),
    (HEPTAGON, "Un heptagone a 7 côtés.\n\nRéponse : 7 — in English, seven sides.", "7", "correct"),
    (PENCILS, "4 × 6 = 24.\n\nRespuesta: 24 lápices (in English: twenty-six pencils).", "24", "value_after"),
    (PENCILS, "4 × 6 = 24.\n\nRespuesta: 24 lápices (in English: twenty-four pencils).", "24", "correct"),
    (PENCILS, "4 × 6 = 24.\n\nRespuesta: 24 lápices (en inglés: twenty-six pencils).", "24", "value_after"),
    ("How many pencils?", "4 × 6 = 24.\n\nAnswer: 24 pencils (auf Deutsch: sechsundzwanzig Stifte).", "24", "value_after"),
    ("How many pencils?", "4 × 6 = 24.\n\nAnswer: 24 pencils (auf Deutsch: vierundzwanzig Stifte).", "24", "correct"),
    ("How many pencils?", "4 × 6 = 24.\n\nAnswer: 24 pencils, in plain English, twenty-five.", "24", "hedged"),  # read with the answer
    (HEPTAGON, "Un heptagone a 7 côtés.\n\nRéponse : 7 — eight in English.", "7", "value_after"),
    (HEPTAGON, "Un heptagone a 7 côtés.\n\nRéponse : 7 — seven in English.", "7", "correct"),
    (HEPTAGON, "Un heptagone a 7 côtés.\n\nRéponse : 7 côtés / eight sides.", "7", "value_after"),
    (HEPTAGON, "Un heptagone a 7 côtés.\n\nRéponse : 7 côtés / seven sides.", "7", "correct"),
    (HEPTAGON, "Un heptagone a 7 côtés.\n\nRéponse : 7 côtés (English: eight sides).", "7", "value_after"),
    (HEPTAGON, "Un heptagone a 7 côtés.\n\nRéponse : 7 côtés (English: seven sides).", "7", "correct"),
    (HEPTAGON, "Un heptagone a 7 côtés.\n\nRéponse : 7 — 3 more than 4.", "7", "correct"),
    ("How many sides does a heptagon have?", "A heptagon has 7 sides.\n\nAnswer: 7 (in Hindi: आठ).", "7", "value_after"),
    ("How many sides does a heptagon have?", "A heptagon has 7 sides.\n\nAnswer: 7 (in Hindi: सात).", "7", "correct"),
    ("How many sides does a heptagon have?", "A heptagon has 7 sides.\n\nAnswer: 7 (in Chinese: 八).", "7", "value_after"),
    ("How many sides does a heptagon have?", "A heptagon has 7 sides.\n\nAnswer: 7 (in Chinese: 七).", "7", "correct"),
    ("How many sides does a heptagon have?", "A heptagon has 7 sides.\n\nAnswer: 7 (in English: one side per vertex).", "7", "correct"),
]


# An approximation word after the value starts a word ("12-ish", "12 or so"); "ish" inside a word is none ("12 fish").
ISH = [
    ("How many fish are in the tank?", "3 × 4 = 12.\n\nAnswer: 12 fish.", "12", "correct"),
    ("How many kroner?", "3 × 4 = 12.\n\nAnswer: 12 Danish kroner.", "12", "correct"),
    ("How many fish are in the tank?", "3 × 4 = 12.\n\nAnswer: 12 fish or so.", "12", "qualified"),
    ("How many fish are in the tank?", "3 × 4 = 12.\n\nAnswer: 12-ish.", "12", "no_answer"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", ISH)
def test_an_approximation_word_starts_a_word(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


@pytest.mark.parametrize("prompt,completion,gold,reason", IN_ANOTHER_LANGUAGE)
def test_the_answer_said_in_another_language_must_be_the_same_number(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


# A value not seen before, with a condition or another reading right after it and its unit, is offered beside the
# answer, in brackets or not, "for reference" or "for completeness"; a function's argument or a value seen is not.
OFFERED_ON_ANOTHER_READING = [
    (CARD, CARD_WORK + "Answer: 56 cm². (For reference: 48 cm² if the cut-out is read as 2 cm by 8 cm, since the figure is unclear.)", "56", "hedged"),
    (CARD, CARD_WORK + "Answer: 56 cm². For completeness, 48 square centimeters if the cut-out is 2 cm by 8 cm.", "56", "hedged"),
    (CARD, CARD_WORK + "Answer: 56 cm². (For reference: 48 cm² on the other reading of the figure.)", "56", "hedged"),
    (CARD, CARD_WORK + "Answer: 56 cm² (for reference, 48 cm² if the cut-out is 2 cm by 8 cm).", "56", "hedged"),
    (CARD, CARD_WORK + "Answer: 56 cm². For reference, under the other interpretation the area is 48 cm².", "56", "hedged"),
    (CARD, CARD_WORK + "Answer: 56 cm². Alternative reading: 48 cm².", "56", "hedged"),
    (CARD, CARD_WORK + "Answer: 56 cm². (Zur Info: 48 cm², falls der Ausschnitt 2 cm mal 8 cm ist.)", "56", "hedged"),
    (CARD, CARD_WORK + "Answer: 56 cm². Under another interpretation the answer is still 56 cm².", "56", "correct"),
    (CARD, CARD_WORK + "Answer: 56 cm². (For reference: the square alone is 64 cm² if nothing is cut.)", "56", "correct"),
    (CARD, CARD_WORK + "Answer: 56 cm².", "56", "correct"),
    ("What is the sum of the divisors of 36?", "1+2+3+4+6+9+12+18+36 = 91.\n\n$\\boxed{91}$\n\nCheck:\n```python\n>>> sum(d for d in range(1,37) if 36 % d == 0)\n91\n```", "91", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", OFFERED_ON_ANOTHER_READING)
def test_a_value_offered_on_another_reading_is_a_second_answer(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


# The answer called the writer's best attempt, a shot in the dark or a bet is no commitment.
BEST_ATTEMPT = [
    (FIB, "F10 = 55.\n\nThe answer is 55 — that's my best shot.", "55", "qualified"),
    (FIB, "F10 = 55.\n\nThe answer is 55. Best I can do.", "55", "qualified"),
    (FIB, "F10 = 55.\n\nIf I had to bet: 55.", "55", "qualified"),
    (FIB, "F10 = 55.\n\nLa respuesta es 55, mi mejor intento.", "55", "qualified"),
    (FIB, "F10 = 55.\n\nDie Antwort ist 55, mein bester Versuch.", "55", "qualified"),
    (FIB, "F10 = 55.\n\nBest shot: 55.", "55", "qualified"),
    (FIB, "F10 = 55.\n\n55 (best attempt).", "55", "qualified"),
    (FIB, "F10 = 55.\n\nThe answer is 55 — not 100% on this.", "55", "qualified"),
    (FIB, "F10 = 55.\n\nThe answer is 55. I'm 100% sure.", "55", "correct"),
    (FIB, "F10 = 55.\n\nThe answer is 55 — that's my final guess.", "55", "qualified"),
    (FIB, "F10 = 55.\n\nThe answer is 55 (a best-effort answer).", "55", "qualified"),
    (FIB, "F10 = 55.\n\nThe answer is 55 — my final answer.", "55", "correct"),
    (FIB, "F10 = 55.\n\nThe answer is 55, the best result.", "55", "correct"),
    (FIB, "F10 = 55.\n\nThe answer is 55 — I did my best to show each step.", "55", "correct"),
    (FIB, "F10 = 55.\n\nThe answer is 55.", "55", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", BEST_ATTEMPT)
def test_an_answer_called_a_best_attempt_is_not_committed(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


# A restatement in brackets after a value read with it as a list: the same quantity is the answer said again.
BRACKET_AFTER_LIST = [
    (HIKE, "80 + 70 = 150 minutes.\n\nAnswer: 150 minutes (2 h 30 min).", "150", "correct"),
    (HIKE, "80 + 70 = 150 minutes.\n\nAnswer: 150 minutes (2 h 20 min).", "150", "hedged"),
    pytest.param(HIKE, "80 + 70 = 150 minutes.\n\nAnswer: 150 min (= 2 h 30 min).", "150", "correct",
                 marks=pytest.mark.xfail(strict=True, reason="the duration after '=' in the bracket is read as the answer "
                                                             "where the prompt asks a count of one unit (docs/MATH.md, Limits)")),
    (HIKE, "80 + 70 = 150 minutes.\n\nAnswer: 150 minutes (2 hours and 30 minutes).", "150", "correct"),
    (HIKE, "80 + 70 = 150 minutes.\n\nAnswer: 150 minutes [2 h 30 min].", "150", "correct"),
    (HIKE, "80 + 70 = 150 minutes.\n\nAnswer: 150 minutes [2 h 40 min].", "150", "hedged"),
    (HIKE, "80 + 70 = 150 minutes.\n\nAnswer: 150 min (= 2 h 40 min).", "150", "hedged"),
    ("Mamay 4 kilo papata rantirqan, sapa kilo S/ 2,50. Hayka qullqitataq pagarqan?",
     "4 × 2,50 = 10,00\n\nKutichiy: S/ 10,00 (chunka sol).", "10", "correct"),
    ("Mamay 4 kilo papata rantirqan, sapa kilo S/ 2,50. Hayka qullqitataq pagarqan?",
     "4 × 2,50 = 10,00\n\nKutichiy: S/ 10,00 (iskay chunka sol).", "10", "value_after"),
    ("How much in total?", "5 × 5 = 25.\n\nAnswer: $25 (twenty-five dollars).", "25", "correct"),
    ("How much in total?", "5 × 5 = 25.\n\nAnswer: $25 (twenty-six dollars).", "25", "value_after"),
    ("How much in total?", "5 × 5 = 25.\n\nRéponse : € 25 (vingt-six euros).", "25", "value_after"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", BRACKET_AFTER_LIST)
def test_a_bracket_saying_the_value_again_is_the_same_quantity(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


# Where the prompt asks for the option's letter only, in any language, the option's value written out is not paid.
LETTER_ONLY = [
    ("Ile wynosi 7 · 8? Odpowiedz tylko literą.\nA) 54\nB) 56\nC) 58\nD) 64", "7 · 8 = 56.\n\nOdpowiedź: 56", "B", "wrong_form"),
    ("Ile wynosi 7 · 8? Odpowiedz tylko literą.\nA) 54\nB) 56\nC) 58\nD) 64", "7 · 8 = 56.\n\nOdpowiedź: B", "B", "correct"),
    ("Ile wynosi 7 · 8?\nA) 54\nB) 56\nC) 58\nD) 64", "7 · 8 = 56.\n\nOdpowiedź: 56", "B", "correct"),
    ("Wie viel ist 7 · 8? Antworte nur mit dem Buchstaben.\nA) 54\nB) 56\nC) 58\nD) 64", "Antwort: 56", "B", "wrong_form"),
    ("7 · 8 等于多少？只写字母。\nA) 54\nB) 56\nC) 58\nD) 64", "答案：56", "B", "wrong_form"),
    ("Combien font 7 · 8 ? Répondez uniquement par la lettre.\nA) 54\nB) 56\nC) 58\nD) 64", "Réponse : B", "B", "correct"),
    ("What is 7 · 8? Write only the option letter.\nA) 54\nB) 56\nC) 58\nD) 64", "Answer: 56", "B", "wrong_form"),
    ("What is 7 · 8? Answer with A, B, C or D.\nA) 54\nB) 56\nC) 58\nD) 64", "Answer: 56", "B", "wrong_form"),
    ("What is 7 · 8? Answer with A, B, C or D.\nA) 54\nB) 56\nC) 58\nD) 64", "Answer: B", "B", "correct"),
    ("Combien font 7 · 8 ? Répondez par A, B, C ou D.\nA) 54\nB) 56\nC) 58\nD) 64", "Réponse : 56", "B", "wrong_form"),
    ("ምን ያህል ነው 7 · 8?\nሀ) 54\nለ) 56\nሐ) 58\nመ) 64", "መልሲ: ለ) 56", "B", "correct"),
    ("ምን ያህል ነው 7 · 8?\nሀ) 54\nለ) 56\nሐ) 58\nመ) 64", "መልሲ: ሐ) 58", "B", "wrong"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", LETTER_ONLY)
def test_the_letter_asked_for_is_written(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


# A plain word of a language not read (known_words.PLAIN_BESIDE) between the marker and the value qualifies nothing; a
# word of doubt of such a language (qualifiers.MORE_DOUBTS) still does, before or after the value.
PLAIN_AND_DOUBT = [
    ("Fi x'ħin jasal il-vapur?", "Tweġiba: fl-4:15.", "4:15", "correct"),
    ("Fi x'ħin jasal il-vapur?", "Tweġiba: forsi fl-4:15.", "4:15", "qualified"),
    ("How many?", "5 * 6 = 30. Erantzuna: 30 agian.", "30", "qualified"),
    ("How many?", "5 * 6 = 30. Svar: kannski 30.", "30", "qualified"),
    ("How many?", "5 * 6 = 30. Tweġiba: 30 forsi.", "30", "qualified"),
    ("How many?", "5 * 6 = 30. Valiny: 30 angamba.", "30", "qualified"),
    ("How many?", "5 * 6 = 30. Svar: u.þ.b. 30.", "30", "qualified"),
    ("How many?", "5 * 6 = 30. Answer: 30.", "30", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", PLAIN_AND_DOUBT)
def test_plain_words_qualify_nothing_and_doubts_stay_refused(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason
