"""After the answer: the writer settling on another value, withdrawing the figure in any tense, distrusting its own
work, advising a check before trusting the answer, and a table of candidates a doubt introduces. Each family cases
refused and near cases still paid, read as ``trl-grpo-ext explain`` reads them (reason)."""

from __future__ import annotations

import pytest

SIMPLIFY = "Simplify $\\frac{84}{144}$."
SIMPLIFY_WORK = "gcd = 12.\n\n$\\frac{84}{144} = \\frac{7}{12}$\n\n"
CLIPS = ("Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did "
         "Natalia sell altogether in April and May?")
CLIPS_WORK = "48/2 = 24, 48 + 24 = 72.\n\n\\boxed{72}\n\n"
FUEL = "A car uses 8 liters of fuel per 100 km. How many liters does it use for 700 km?"
FUEL_WORK = "700 km is 7 × 100 km, so 7 × 8 = 56 liters.\n\n"
PEN = "Tom buys 3 notebooks at $8 each and a pen for $21. How much does he spend in total?"
PAGES = "Tom reads 10 pages on Monday, 12 on Tuesday and 15 on Wednesday. How many pages does he read in all?"
SEVEN_TWELFTHS = "\\frac{7}{12}"

# Words that settle on a value name the value committed to: another one, however near, is a second answer.
SETTLED = [
    (SIMPLIFY, SIMPLIFY_WORK + "$\\boxed{\\frac{7}{12}}$, i.e. about 0.58, or roughly 0.6 if you round — let's call it 0.6.", SEVEN_TWELFTHS, "value_after"),
    (SIMPLIFY, SIMPLIFY_WORK + "$\\boxed{\\frac{7}{12}}$ — let's call it 0.6.", SEVEN_TWELFTHS, "value_after"),
    (SIMPLIFY, SIMPLIFY_WORK + "$\\boxed{\\frac{7}{12}}$\n\nLet's call it 0.6.", SEVEN_TWELFTHS, "value_after"),
    (SIMPLIFY, SIMPLIFY_WORK + "$\\boxed{\\frac{7}{12}}$\n\nCall it 0.6.", SEVEN_TWELFTHS, "value_after"),
    (SIMPLIFY, SIMPLIFY_WORK + "$\\boxed{\\frac{7}{12}}$, say 0.6.", SEVEN_TWELFTHS, "value_after"),
    (SIMPLIFY, SIMPLIFY_WORK + "Réponse : $\\frac{7}{12}$, disons 0,6.", SEVEN_TWELFTHS, "hedged"),
    (SIMPLIFY, SIMPLIFY_WORK + "Antwort: $\\frac{7}{12}$, sagen wir 0,6.", SEVEN_TWELFTHS, "hedged"),
    (SIMPLIFY, SIMPLIFY_WORK + "Respuesta: $\\frac{7}{12}$, digamos 0,6.", SEVEN_TWELFTHS, "hedged"),
    (SIMPLIFY, SIMPLIFY_WORK + "Ответ: $\\frac{7}{12}$, пусть будет 0,6.", SEVEN_TWELFTHS, "hedged"),
    # near: the answer's own value settled on, its decimal said again, an idiom with no value
    (SIMPLIFY, SIMPLIFY_WORK + "$\\boxed{\\frac{7}{12}}$\n\nLet's call it $\\frac{7}{12}$ then.", SEVEN_TWELFTHS, "correct"),
    (SIMPLIFY, SIMPLIFY_WORK + "$\\boxed{\\frac{7}{12}}$, i.e. about 0.58.", SEVEN_TWELFTHS, "correct"),
    (SIMPLIFY, SIMPLIFY_WORK + "$\\boxed{\\frac{7}{12}}$, i.e. about 0.58, or roughly 0.6 if you round.", SEVEN_TWELFTHS, "correct"),
    (SIMPLIFY, SIMPLIFY_WORK + "$\\boxed{\\frac{7}{12}}$\n\nLet's call it a day.", SEVEN_TWELFTHS, "correct"),
]

# A verb of withdrawal in any tense, its object the figure; distrust of the writer's own work.
WITHDRAWN_AND_DISTRUSTED = [
    (CLIPS, "\\boxed{72}\n\nOn second thought, I'm withdrawing that figure — I don't trust my May count.", "72", "withdrawn"),
    (CLIPS, CLIPS_WORK + "I'm taking that answer back.", "72", "withdrawn"),
    (CLIPS, CLIPS_WORK + "I don't trust my May count.", "72", "qualified"),
    (CLIPS, CLIPS_WORK + "Ich traue meiner Zählung für Mai nicht.", "72", "qualified"),
    (CLIPS, CLIPS_WORK + "No me fío de mi cuenta de mayo.", "72", "qualified"),
    (CLIPS, CLIPS_WORK + "Je ne fais pas confiance à mon calcul pour mai.", "72", "qualified"),
    (CLIPS, CLIPS_WORK + "Я не доверяю своему подсчёту за май.", "72", "qualified"),
    # near: the withdrawal negated, trust affirmed, a tool distrusted and the work done by hand
    (CLIPS, CLIPS_WORK + "I'm not withdrawing that figure — I trust my May count.", "72", "correct"),
    (CLIPS, CLIPS_WORK + "I don't trust calculators for this, so I did it by hand twice.", "72", "correct"),
]

# Advice to check before trusting the answer doubts it, in any person and tense; a check carried out is working.
CHECK_ADVISED = [
    (FUEL, FUEL_WORK + "Answer: 56 liters — though I'd double-check the second step before trusting it.", "56", "qualified"),
    (FUEL, FUEL_WORK + "Answer: 56 liters\n\nYou may want to verify this before relying on it.", "56", "qualified"),
    (FUEL, FUEL_WORK + "Answer: 56 liters\n\nIt might be worth double-checking the arithmetic.", "56", "qualified"),
    (FUEL, FUEL_WORK + "Answer: 56 liters\n\nIch würde den zweiten Schritt nochmal prüfen.", "56", "qualified"),
    (FUEL, FUEL_WORK + "Respuesta: 56 litros. Yo revisaría el segundo paso antes de confiar en él.", "56", "qualified"),
    (FUEL, FUEL_WORK + "Ответ: 56 литров. Я бы перепроверил второй шаг.", "56", "qualified"),
    # near: the check carried out, done, or said to be unneeded
    (FUEL, FUEL_WORK + "Answer: 56 liters\n\nYou can check: 56 / 7 = 8 liters per 100 km.", "56", "correct"),
    (FUEL, FUEL_WORK + "Answer: 56 liters\n\nYou should check: 7 × 8 = 56.", "56", "correct"),
    (FUEL, FUEL_WORK + "Answer: 56 liters\n\nI double-checked it: 7 × 8 = 56.", "56", "correct"),
    (FUEL, FUEL_WORK + "Answer: 56 liters\n\nNo need to double-check.", "56", "correct"),
    (FUEL, FUEL_WORK + "Answer: 56 liters\n\nWait, I should double-check. 7 × 8 = 56. Yes, 56 is correct.", "56", "correct"),
    (FUEL, FUEL_WORK + "Answer: 56 liters\n\nThe solution is correct, but it's always a good idea to double-check the calculations.", "56", "correct"),
]

# A table of candidates that a doubt or a "whether" introduces offers each row; a table of the working does not.
TABLE_OF_CANDIDATES = [
    (PEN, "Not sure whether the pen is $20 or $21:\n\n| Option | Total |\n|---|---|\n| pen $20 | $44 |\n| pen $21 | $45 |", "45", "hedged"),
    (PEN, "3 × 8 = 24.\n\nDepending on whether the pen is $20 or $21:\n\n| Pen | Total |\n|---|---|\n| $20 | $44 |\n| $21 | $45 |", "45", "hedged"),
    (PEN, "3 × 8 = 24.\n\nJe ne sais pas si le stylo coûte 20 $ ou 21 $ :\n\n| Stylo | Total |\n|---|---|\n| 20 $ | 44 $ |\n| 21 $ | 45 $ |", "45", "hedged"),
    (PEN, "3 × 8 = 24.\n\nJe nachdem, ob der Stift 20 $ oder 21 $ kostet:\n\n| Stift | Summe |\n|---|---|\n| 20 $ | 44 $ |\n| 21 $ | 45 $ |", "45", "hedged"),
    (PEN, "Here is the breakdown:\n\n| Item | Cost |\n|---|---|\n| notebooks | $24 |\n| pen | $21 |\n| total | $45 |", "45", "correct"),
    (PAGES, "Running total:\n\n| Day | Pages |\n|---|---|\n| Mon | 10 |\n| Tue | 22 |\n| Wed | 37 |", "37", "correct"),
]


SPEED = "Un tren recorre 210 km en 5 horas. ¿Cuál es su velocidad media en km/h?"
SPEED_WORK = "Velocidad = 210 km ÷ 5 h = 42 km/h.\n\n"
# Words of certainty confirm the answer ("Sin duda."); the writer's doubts said so doubt it (French "sans doute" is "probably").
CERTAIN_OR_DOUBTED = [
    (SPEED, SPEED_WORK + "Respuesta: 42 km/h. Sin duda.", "42", "correct"),
    (SPEED, SPEED_WORK + "Respuesta: 42 km/h. Sem dúvida.", "42", "correct"),
    (SPEED, SPEED_WORK + "Antwort: 42 km/h. Ohne Zweifel.", "42", "correct"),
    (SPEED, SPEED_WORK + "Answer: 42 km/h. No doubt about it.", "42", "correct"),
    (SPEED, SPEED_WORK + "Réponse : 42 km/h. Sans aucun doute.", "42", "correct"),
    (SPEED, SPEED_WORK + "Réponse : 42 km/h. Sans doute.", "42", "qualified"),
    (SPEED, SPEED_WORK + "Respuesta: 42 km/h. Tengo mis dudas.", "42", "qualified"),
    (SPEED, SPEED_WORK + "Answer: 42 km/h. I have my doubts.", "42", "qualified"),
    (SPEED, SPEED_WORK + "Antwort: 42 km/h. Ich habe so meine Zweifel.", "42", "qualified"),
    (SPEED, SPEED_WORK + "Ответ: 42 км/ч. У меня есть сомнения.", "42", "qualified"),
    (SPEED, SPEED_WORK + "Respuesta: 42 km/h. Sin duda, o quizás 40.", "42", "hedged"),
]

PRODUCT = "Compute $17 \\times 23$."
DECIMAL_ASKED = "Expresa $\\frac{3}{8}$ como número decimal."
FRACTION_ASKED = "Write 0.375 as a common fraction."
# The answer said again in a base the sentence names, or in the form the prompt asks, is the answer.
SAID_IN_ANOTHER_NOTATION = [
    (PRODUCT, "\\boxed{391}\n\nIn binary: 110000111 (which is 391).", "391", "correct"),
    (PRODUCT, "\\boxed{391}\n\nBinary: 110000111", "391", "correct"),
    (PRODUCT, "\\boxed{391}\n\nEn binaire : 110000111.", "391", "correct"),
    (PRODUCT, "\\boxed{391}\n\nIn octal: 607.", "391", "correct"),
    (PRODUCT, "\\boxed{391}\n\nIn binary: 110000110.", "391", "value_after"),
    (PRODUCT, "\\boxed{391}\n\nIn octal: 610.", "391", "value_after"),
    (DECIMAL_ASKED, "3 ÷ 8 = 0,375\n\nRespuesta: $\\frac{3}{8}$ = 0,375", "0.375", "correct"),
    (DECIMAL_ASKED, "3 ÷ 8 = 0,375\n\nRespuesta: $\\frac{3}{8}$", "0.375", "unevaluated"),
    (FRACTION_ASKED, "0.375 = 375/1000 = 3/8.\n\nAnswer: $\\frac{3}{8}$ = 0.375", "\\frac{3}{8}", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", SETTLED + WITHDRAWN_AND_DISTRUSTED + CHECK_ADVISED + TABLE_OF_CANDIDATES
                         + CERTAIN_OR_DOUBTED + SAID_IN_ANOTHER_NOTATION)
def test_what_follows_the_answer(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason
