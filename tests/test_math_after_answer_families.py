"""Families of what follows an answer and takes it back: a doubt in another language or in chat shorthand, a second
value in a summary, a remark, a table or a reading of the problem otherwise; each refused case beside near rows that
stay paid, read as ``trl-grpo-ext explain`` reads them (reason)."""

from __future__ import annotations

import pytest

PRODUCT = "Paljonko on 9 · 7?"
OCTAGON = "How many degrees are in each interior angle of a regular octagon?"
PRIME = "What is the greatest prime factor of 221?"
BETWEEN = "How many integers $n$ satisfy $2 < n < 11$?"
MEDIAN = "Find the median of the data set 3, 8, 5, 12, 7, 10."
RECTANGLE = "A rectangle has a length of 9 cm and a width of 4 cm. What is its area in cm²?"
F = "If $f(x) = 2x + 3$, what is $f(f(1))$?"

# A word of doubt of a language the doubt tables held no row for, or chat's shorthand of doubt, beside the answer or in
# the sentence after it: the answer is not committed to. Plain words of those languages beside it stay paid.
DOUBTS = [
    (PRODUCT, "9 · 7 = 63\n\nVastaus: 63 kai", "63", "qualified"),
    (PRODUCT, "9 · 7 = 63\n\nVastaus: luultavasti 63", "63", "qualified"),
    (PRODUCT, "9 · 7 = 63\n\nSvar: 63, troligen.", "63", "qualified"),
    (PRODUCT, "9 · 7 = 63\n\nΑπάντηση: ίσως 63", "63", "qualified"),
    (PRODUCT, "9 · 7 = 63\n\nJibu: 63 labda", "63", "qualified"),
    (PRODUCT, "9 · 7 = 63\n\nVálasz: talán 63", "63", "qualified"),
    (PRODUCT, "9 · 7 = 63\n\nOdpověď: možná 63", "63", "qualified"),
    (PRODUCT, "9 · 7 = 63\n\nRăspuns: probabil 63", "63", "qualified"),
    (OCTAGON, "(8 − 2) × 180° = 1080°; 1080° / 8 = 135°.\n\nAnswer: 135° (IIRC the formula is right)", "135", "qualified"),
    (OCTAGON, "(8 − 2) × 180° = 1080°; 1080° / 8 = 135°.\n\nAnswer: 135°, afaik.", "135", "qualified"),
    (OCTAGON, "(8 − 2) × 180° = 1080°; 1080° / 8 = 135°.\n\nAnswer: 135° (if I remember correctly)", "135", "qualified"),
    (F, "f(1) = 5, f(5) = 13.\n\nAnswer: 13 (honestly 50/50 on this one)", "13", "qualified"),
    (F, "f(1) = 5, f(5) = 13.\n\nAnswer: 13. Bit of a coin flip though.", "13", "qualified"),
    (F, "f(1) = 5, f(5) = 13.\n\nAnswer: 13, though it could go either way.", "13", "qualified"),
    # paid: a plain word, a plain sentence
    (PRODUCT, "9 · 7 = 63\n\nVastaus: 63", "63", "correct"),
    (PRODUCT, "9 · 7 = 63\n\nVastaus: 63.", "63", "correct"),
    (OCTAGON, "(8 − 2) × 180° = 1080°; 1080° / 8 = 135°.\n\nAnswer: 135° (all angles of a regular polygon are equal)", "135", "correct"),
    (F, "f(1) = 5, f(5) = 13.\n\nAnswer: 13", "13", "correct"),
]

# A second value where the answer's quantity is named again after it: a summary in another language, a remark that
# reads the problem otherwise, a table row keyed by the quantity asked. A summary or row that gives the answer, or a
# row that lays out a given of the prompt, stays paid.
SECOND_VALUES = [
    (PRIME, "13 × 17 = 221, both prime.\n\nThe answer is 17.\n\n**Résumé (FR) :** 221 = 13 × 17 ; le plus grand facteur premier est 13.", "17", "value_after"),
    (PRIME, "13 × 17 = 221, both prime.\n\nThe answer is 17.\n\nZusammenfassung: der größte Primfaktor ist 13.", "17", "value_after"),
    (PRIME, "13 × 17 = 221, both prime.\n\nThe answer is 17.\n\nResumen: el mayor factor primo es 13.", "17", "value_after"),
    (BETWEEN, "The integers are $3, 4, \\dots, 10$, that is $8$ of them.\n\n$$\\boxed{8}$$\n\n\\begin{remark}\nReading both inequalities as $\\le$, one gets $10$.\n\\end{remark}", "8", "hedged"),
    (BETWEEN, "The integers are $3, 4, \\dots, 10$, that is $8$ of them.\n\n$$\\boxed{8}$$\n\nInterpreting the bounds as inclusive, the count is 10.", "8", "hedged"),
    (MEDIAN, "Sorted: 3, 5, 7, 8, 10, 12; (7 + 8)/2 = 7.5.\n\n$\\boxed{7.5}$\n\n| statistic | value |\n|---|---|\n| mean | 7.5 |\n| median (recomputed) | 7 |", "7.5", "value_after"),
    # paid
    (PRIME, "13 × 17 = 221, both prime.\n\nThe answer is 17.\n\n**Résumé (FR) :** 221 = 13 × 17 ; le plus grand facteur premier est 17.", "17", "correct"),
    (BETWEEN, "The integers are $3, 4, \\dots, 10$, that is $8$ of them.\n\n$$\\boxed{8}$$\n\n\\begin{remark}\nReading the bounds as strict, as written, gives $8$.\n\\end{remark}", "8", "correct"),
    (MEDIAN, "Sorted: 3, 5, 7, 8, 10, 12; (7 + 8)/2 = 7.5.\n\n$\\boxed{7.5}$\n\n| statistic | value |\n|---|---|\n| mean | 7.5 |\n| median | 7.5 |", "7.5", "correct"),
    (RECTANGLE, "9 × 4 = 36.\n\n**Answer: 36**\n\n| quantity | value |\n|---|---|\n| length | 9 |\n| width | 4 |\n| area | 36 |", "36", "correct"),
]

# A given of the prompt named in the answer's line by the quantity the question asks ("Width: 9 cm" where the prompt
# gives "a length of 9 cm" and asks the width) is offered as the answer, no restated given; a given named by its own
# word stays a restatement beside the answer.
WIDTH = "A rectangle has a perimeter of 26 cm and a length of 9 cm. What is its width, in cm?"
WORKING = "2(9 + w) = 26\n9 + w = 13\nw = 4\n\nSo the rectangle measures 9 cm by 4 cm.\n\n"
GIVENS_NAMED = [
    (WIDTH, WORKING + "**Width: 9 cm**, length 4 cm.", "4", "hedged"),
    (WIDTH, WORKING + "Width 9 cm, length 4 cm.", "4", "hedged"),
    (WIDTH, WORKING + "**Width: 4 cm**, length 9 cm.", "4", "correct"),
    (WIDTH, WORKING + "Length 9 cm, width 4 cm.", "4", "correct"),
    (WIDTH, WORKING + "With a length of 9 cm, the width is 4 cm.", "4", "correct"),
    ("How many positive divisors does 36 have?", "1, 2, 3, 4, 6, 9, 12, 18, 36.\n\nSo 36 has 9 positive divisors.", "9", "correct"),
]

# A word of doubt right after a word for "or" in the answer's sentence offers another value beside it, however far
# from the value the reader took.
QUADRATIC = "How many real solutions does $x^2 + 6x + 10 = 0$ have?"
DISCRIMINANT = "Discriminant: $36 - 40 = -4$.\n\n"
OR_DOUBTED = [
    (QUADRATIC, DISCRIMINANT + "So there are no real solutions, or possibly one if the discriminant rounds to zero.", "0", "qualified"),
    (QUADRATIC, DISCRIMINANT + "Donc il n'y a aucune solution réelle, ou peut-être une si le discriminant s'annule, soit 0.", "0", "qualified"),
    (QUADRATIC, DISCRIMINANT + "So there are no real solutions.", "0", "correct"),
    (QUADRATIC, DISCRIMINANT + "The discriminant is negative, so the number of real solutions is 0.", "0", "correct"),
]

# Said again, not taken back: "no doubt about it" (a word of estimate used as a preposition of what is said), and a
# bracket that opens with a word for "that is" before the same duration; another duration stays a second value.
PRIME_AFTER = "What is the smallest prime number greater than 23?"
HIKE = "A hiker walks 10 km at a steady 4 km/h. How many hours does the walk take?"
SAID_AGAIN = [
    (PRIME_AFTER, "24, 25, 26, 27, 28 are composite; 29 is prime.\n\nAnswer: 29, no doubt about it.", "29", "correct"),
    (PRIME_AFTER, "24, 25, 26, 27, 28 are composite; 29 is prime.\n\nAnswer: 29, about.", "29", "qualified"),
    (PRIME_AFTER, "24, 25, 26, 27, 28 are composite; 29 is prime.\n\nAnswer: 29, roughly.", "29", "no_answer"),
    (HIKE, "10 ÷ 4 = 2.5\n\nAnswer: 2.5 hours (that is, 2 hours 30 minutes).", "2.5", "correct"),
    (HIKE, "10 ÷ 4 = 2.5\n\nRéponse : 2,5 heures (c'est-à-dire 2 h 30 min).", "2.5", "correct"),
    (HIKE, "10 ÷ 4 = 2.5\n\nAnswer: 2.5 hours (that is, 2 hours 45 minutes).", "2.5", "hedged"),
    (HIKE, "10 ÷ 4 = 2.5\n\nAnswer: 2.5 hours (that is, 3 hours).", "2.5", "hedged"),
]

# A fraction said again in words, its denominator a word ("trois quarts", "drei Viertel", "dos tercios").
FRACTION = "Exprimer 0,75 sous forme de fraction irréductible."
FRACTIONS_IN_WORDS = [
    (FRACTION, "0,75 = 75/100 = 3/4.\n\nRéponse : 3/4, c'est-à-dire trois quarts.", "\\frac{3}{4}", "correct"),
    (FRACTION, "0,75 = 75/100 = 3/4.\n\nAntwort: 3/4, das heißt drei Viertel.", "\\frac{3}{4}", "correct"),
    (FRACTION, "0,75 = 75/100 = 3/4.\n\nRéponse : 3/4, c'est-à-dire trois tiers.", "\\frac{3}{4}", "value_after"),
    (FRACTION, "0,75 = 75/100 = 3/4.\n\nRéponse : 3/4, c'est-à-dire deux tiers.", "\\frac{3}{4}", "value_after"),
    (FRACTION, "0,75 = 75/100 = 3/4.\n\nRespuesta: 3/4, es decir, dos tercios.", "\\frac{3}{4}", "value_after"),
]

# Practice for the reader on a labelled line sets new tasks, no value of this one; a letter given a number or the
# writer's own result on such a line still states one.
SOLVE = "Solve for $x$: $5x - 7 = 18$."
SOLVED = "5x = 18 + 7 = 25, so x = 5.\n\n**Answer: x = 5**\n\n---\n"
PRACTICE = [
    (SOLVE, SOLVED + "*Practice:* try 3x + 4 = 19 on your own, then 7x − 2 = 40 — solutions at the bottom of the worksheet.", "5", "correct"),
    (SOLVE, SOLVED + "Übung: Löse 3x + 4 = 19 selbst.", "5", "correct"),
    (SOLVE, SOLVED + "Exercise: find x if 5x - 7 = 23.", "5", "correct"),
    (SOLVE, SOLVED + "Practice: try x = 6 too, it may also be right.", "5", "value_after"),
    (SOLVE, SOLVED + "Practice: solve it again; I get x = 6.", "5", "value_after"),
    (SOLVE, SOLVED + "Note: then 7x − 2 = 40.", "5", "value_after"),
]

# A cited result's number ("Theorem 71", "Lemma 2", "Satz 3") labels it; a value stated in the same footnote still counts.
POWER = "What is the remainder when $3^{100}$ is divided by 7?"
FERMAT = "By Fermat [1], $3^6 \\equiv 1$, so $3^{100} \\equiv 3^4 = 81 \\equiv 4 \\pmod 7$.\n\n$$\\boxed{4}$$\n\n"
CITED = [
    (POWER, FERMAT + "[1] G. H. Hardy and E. M. Wright, *An Introduction to the Theory of Numbers*, Theorem 71.", "4", "correct"),
    (POWER, FERMAT + "[1] Vgl. Satz 3 im Skript.", "4", "correct"),
    (POWER, FERMAT + "[1] Hardy and Wright, Theorem 71; by it the remainder is 2.", "4", "value_after"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason",
                         DOUBTS + SECOND_VALUES + GIVENS_NAMED + OR_DOUBTED + SAID_AGAIN + FRACTIONS_IN_WORDS + PRACTICE + CITED)
def test_what_follows_the_answer(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason
