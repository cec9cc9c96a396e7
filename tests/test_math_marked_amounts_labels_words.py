"""Rows judged whole, both ways: the value marked as the answer in another unit than the one asked is the commitment
(the unit rule); an amount said again that works out to the answer ("(3 dozen and 8)", "soit les deux tiers de 90")
is the answer (restatements); a semicolon between the givens' clause and the answer's joins two clauses (givens); a
line of labelled values joined by full stops answers with the label the question names, asked with no question mark
too (structures); "not correct" in Polish, Czech and Slovak withdraws the answer (withdrawals); a rate's unit in
Dutch ("km/u") is a unit (units); a sentence whose predicate is a bracketed option letter picks it, and a ranking of the
options with that letter at one end offers no other (choices)."""

from __future__ import annotations

import pytest

IN_MS = "A car travels at 72 km/h. What is its speed in metres per second?"
IN_KMH = "A car travels at 20 m/s. What is its speed in km/h?"
EGGS = "How much is 3 dozen eggs plus 8 eggs, in eggs?"
TWO_THIRDS_FR = "Combien font les deux tiers de 90 ?"
TWO_THIRDS_DE = "Wie viel sind zwei Drittel von 90?"
TWO_THIRDS_ES = "¿Cuánto es dos tercios de 90?"
NOTEBOOK_ES = "Si 3 cuadernos cuestan 45 pesos, ¿cuánto cuesta un cuaderno?"
NOTEBOOK = "If 3 notebooks cost 45 dollars, how much does one notebook cost?"
DISTANCE = "Find the distance between the points $(1, 2)$ and $(4, 6)$."
AREA = "A rectangle is 5 cm by 3 cm. Find its area."
MARBLES = "Tom has 36 marbles and Sam has 12. How many marbles does Tom have?"
PL = "Ile to jest 64 : 4 · 3?"
CS = "Kolik je 64 : 4 · 3?"
SK = "Koľko je 64 : 4 · 3?"
WORK = "64 : 4 = 16, 16 · 3 = 48.\n\n"
TRAIN_NL = "Een trein rijdt 210 km in 1,5 uur. Wat is de gemiddelde snelheid in km/u?"
TRAIN_NL_MS = "Een trein rijdt 210 km in 1,5 uur. Wat is de gemiddelde snelheid in m/s?"
LARGEST = "Which of these numbers is largest?\n(A) $2^{30}$\n(B) $10^{9}$\n(C) $3^{18}$\n(D) $5^{12}$"
POWERS = "$2^{30} \\approx 1.07 \\times 10^9$, $3^{18} = 387{,}420{,}489$, $5^{12} = 244{,}140{,}625$.\n\n"

PAID = [
    # the marked value in the unit asked
    (IN_MS, "72 km/h = 20 m/s.\n\nFinal: **20** m/s, which is 72 km/h.", "20"),
    (IN_KMH, "20 m/s = 72 km/h.\n\nFinal: **72** (km/h), which is 20 m/s.", "72"),
    (IN_MS, "72 000 m / 3600 s = 20 m/s.\n\nFinal: 20 m/s.", "20"),
    # an amount said again that works out to the answer
    (EGGS, "3 dozen = 36 eggs; 36 + 8 = 44.\n\nAnswer: **44 eggs** (3 dozen and 8).", "44"),
    (TWO_THIRDS_FR, "90 ÷ 3 = 30, 30 × 2 = 60.\n\nRéponse : 60, soit les deux tiers de 90.", "60"),
    (TWO_THIRDS_DE, "90 : 3 = 30, mal 2 = 60.\n\nAntwort: 60, d. h. zwei Drittel von 90.", "60"),
    (TWO_THIRDS_ES, "90 ÷ 3 = 30, × 2 = 60.\n\nRespuesta: 60, es decir, dos tercios de 90.", "60"),
    # a semicolon between the givens' clause and the answer's
    (NOTEBOOK_ES, "Dividimos: 45 ÷ 3 = 15.\n\nRespuesta: 3 cuadernos cuestan 45 pesos; uno cuesta 15 pesos.", "15"),
    (NOTEBOOK, "45 / 3 = 15.\n\nAnswer: 3 notebooks cost 45 dollars; one costs 15 dollars.", "15"),
    # labelled values joined by full stops, the question asked with no question mark
    (DISTANCE, "√((4−1)² + (6−2)²) = √(9 + 16) = √25 = 5.\n\nDistance: 5 units. Squared distance: 25.", "5"),
    (DISTANCE, "√((4−1)² + (6−2)²) = √25 = 5.\n\nSquared distance: 25. Distance: 5 units.", "5"),
    (AREA, "5 × 3 = 15.\n\nPerimeter: 16 cm. Area: 15 cm².", "15"),
    (MARBLES, "Tom: 36 marbles, Sam: 12 marbles.", "36"),
    # "correct" said after the answer in Polish, Czech and Slovak
    (PL, WORK + "Odpowiedź: 48. To jest poprawne.", "48"),
    (PL, WORK + "Odpowiedź: 48. Wynik jest poprawny.", "48"),
    (CS, WORK + "Odpověď: 48. To je správně.", "48"),
    (SK, WORK + "Odpoveď: 48. To je správne.", "48"),
    # a Dutch rate
    (TRAIN_NL, "210 : 1,5 = 140\n\nAntwoord: 140 km/u", "140"),
    (TRAIN_NL, "210 : 1,5 = 140\n\nAntwoord: 140 km/u\n\nControle: 140 × 1,5 = 210 ✓. Dat is best snel voor een trein! 🚆", "140"),
    # a bracketed letter as the predicate, a ranking with it at one end after it
    (LARGEST, POWERS + "The largest is **(A)**.\n\nRanking for reference: A > B > C > D. Let me know if you want the logarithm method instead!", "A"),
    (LARGEST, POWERS + "The largest is (A).", "A"),
    (LARGEST, POWERS + "Answer: (A)\n\nRanking: D < C < B < A.", "A"),
]

REFUSED = [
    # the marked value in another unit, the asked one said after it
    (IN_MS, "72 km/h = 20 m/s.\n\nFinal: **72** (km/h), which is 20 m/s.", "20"),
    (IN_MS, "72 km/h = 20 m/s.\n\nFinal: **72 km/h**, i.e. 20 m/s.", "20"),
    (IN_MS, "72 km/h = 20 m/s.\n\nFinal: $\\boxed{72}$ km/h = 20 m/s.", "20"),
    # an amount said again that is not the answer
    (EGGS, "3 dozen = 36 eggs; 36 + 8 = 44.\n\nAnswer: **44 eggs** (3 dozen and 9).", "44"),
    (TWO_THIRDS_FR, "90 ÷ 3 = 30, 30 × 2 = 60.\n\nRéponse : 60, soit les trois quarts de 90.", "60"),
    # a semicolon before a hedge or between bare values
    (NOTEBOOK_ES, "Dividimos: 45 ÷ 3 = 15.\n\nRespuesta: 3 cuadernos cuestan 45 pesos; quizás 15 pesos.", "15"),
    (NOTEBOOK_ES, "Dividimos: 45 ÷ 3 = 15.\n\nRespuesta: 3 cuadernos cuestan 45 pesos; o bien 15 pesos.", "15"),
    (NOTEBOOK, "45 / 3 = 15.\n\nAnswer: 3 notebooks cost 45 dollars; or maybe one costs 15 dollars.", "15"),
    # the label the question names holds another value
    (DISTANCE, "√((4−1)² + (6−2)²) = √(9 + 16) = √25 = 5.\n\nDistance: 25 units. Squared distance: 5.", "5"),
    (AREA, "5 × 3 = 15.\n\nPerimeter: 15 cm. Area: 16 cm².", "15"),
    # "not correct" after the answer in Polish, Czech and Slovak
    (PL, WORK + "Odpowiedź: 48. Chwila, to nie jest poprawne.", "48"),
    (PL, WORK + "Odpowiedź: 48. Hmm, nie jest to prawidłowe.", "48"),
    (CS, WORK + "Odpověď: 48. Počkat, to není správné.", "48"),
    (CS, WORK + "Odpověď: 48. Není to správně.", "48"),
    (SK, WORK + "Odpoveď: 48. Počkaj, to nie je správne.", "48"),
    (SK, WORK + "Odpoveď: 48. Výsledok je chybný.", "48"),
    # a Dutch rate where another unit is asked, or another value
    (TRAIN_NL_MS, "210 : 1,5 = 140\n\nAntwoord: 140 km/u", "140"),
    (TRAIN_NL, "210 : 1,5 = 140\n\nAntwoord: 140 m/s", "140"),
    (TRAIN_NL, "210 : 1,5 = 140\n\nAntwoord: 150 km/u", "140"),
    # another letter, a ranking with the letter inside it or of mixed directions, or a ranking that goes on to offer
    (LARGEST, POWERS + "The largest is **(A)**.\n\nRanking for reference: A > B > C > D.", "B"),
    (LARGEST, POWERS + "Answer: (A)\n\nRanking: B > A > C > D.", "A"),
    (LARGEST, POWERS + "The largest is **(A)**.\n\nRanking for reference: B > A > C > D.", "A"),
    (LARGEST, POWERS + "The largest is **(A)**.\n\nRanking: A > B < C.", "A"),
    (LARGEST, POWERS + "The largest is **(A)**.\n\nRanking for reference: A > B > C > D, or maybe B.", "A"),
    (LARGEST, POWERS + "The largest is **(A)** or **(B)**.", "A"),
]


@pytest.mark.parametrize("prompt, completion, gold", PAID)
def test_the_answer_said_with_its_amount_label_or_unit_is_paid(math_plugin, prompt, completion, gold):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == "correct"


@pytest.mark.parametrize("prompt, completion, gold", REFUSED)
def test_another_unit_amount_label_or_a_withdrawal_is_refused(math_plugin, prompt, completion, gold):
    assert math_plugin.explain(prompt, completion, gold)["reason"] != "correct"
