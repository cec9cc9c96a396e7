"""Answers written in a way the reader must see through, and their near rows: a box whose own brace is missing after
a finished group, a mixed number alone in a box, the empty set for "no solution", a fraction said denominator first
before a full stop, money grouped with dots before the currency's name, a unit named in words by the question, the
equation of the expression asked among the facts it rests on, and a chain of working that ends on the expression."""

from __future__ import annotations

import pytest

_DICE = ("What is the probability of rolling a sum of 7 with two fair six-sided dice? Express your answer as a common "
         "fraction.")
_MIXED = "Write $\\frac{11}{4}$ as a mixed number."
_ABS = "Solve $|x + 1| = -3$."
_ZH = "用最简分数表示：$\\frac{3}{14} \\times \\frac{2}{1}$ 等于多少？"
_RP = "Rina membeli 5 buku tulis seharga Rp44500 per buku dan membayar Rp230000. Berapa rupiah kembaliannya?"
_CAR = "Une voiture roule à 72 km/h. Quelle distance, en mètres, parcourt-elle en 1 minute ?"
_LOG = "Evaluate $\\log_3 81$."
_MARBLES = "Tom has 3 times as many marbles as Sam. Together they have 48 marbles. "
_BOTH = "S + 3S = 48 → S = 12 → Tom = 36\n\nTom: 36 marbles, Sam: 12 marbles."
_TICKETS = ("Tickets for a concert cost $45 for adults and $28 for children. A family buys 2 adult and 3 child tickets. "
            "How much do they pay altogether?")
_SALT = ("How many millilitres of a 20% salt solution must be mixed with 300 mL of a 50% salt solution to get a 30% salt "
         "solution?")
_EXPAND = "Expand $(x + 1)(x^2 - 3x + 2)$. Write your answer as a polynomial with the terms in descending order of degree."


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    (_DICE, "6 favourable outcomes out of 36.\n\n\\boxed{\\dfrac{1}{6}", "\\frac{1}{6}", True),
    (_DICE, "6 favourable outcomes out of 36.\n\n$\\boxed{\\frac{1}{6}$", "\\frac{1}{6}", True),
    (_DICE, "6 favourable outcomes out of 36.\n\n\\boxed{\\dfrac{1}{7}", "\\frac{1}{6}", False),
    (_DICE, "6 favourable outcomes out of 36.\n\n\\boxed{\\dfrac{1}{", "\\frac{1}{6}", False),  # cut off mid-group
    ("What is 6 + 7?", "6 + 7 = 13\n\n\\boxed{1", "13", False),  # may be cut from 13
    (_MIXED, "11 ÷ 4 = 2 remainder 3.\n\n\\boxed{2 3/4}", "2\\frac{3}{4}", True),
    (_MIXED, "11 ÷ 4 = 2 remainder 3.\n\n\\boxed{11/4}", "2\\frac{3}{4}", False),
    (_MIXED, "11 ÷ 4 = 2 remainder 3.\n\n\\boxed{2 1/4}", "2\\frac{3}{4}", False),
    (_ABS, "An absolute value is never negative, so no real $x$ satisfies it.\n\nSolution set: $\\varnothing$",
     "\\text{no solution}", True),
    (_ABS, "So no real $x$ satisfies it.\n\nSolution set: $\\emptyset$", "\\text{no solution}", True),
    (_ABS, "So $x = -4$ or $x = 2$.\n\nSolution set: $\\{-4, 2\\}$", "\\text{no solution}", False),
    (_ZH, "$\\frac{3}{14} \\times 2 = \\frac{6}{14} = \\frac{3}{7}$。\n\n答案是 7分之3。", "\\frac{3}{7}", True),
    (_ZH, "$\\frac{3}{14} \\times 2 = \\frac{6}{14}$。\n\n答案是 14分之6。", "\\frac{3}{7}", False),
    (_ZH, "答案是 7分之2。", "\\frac{3}{7}", False),
    (_RP, "$230000 - 222500 = 7500$\n\nJadi jawaban akhirnya adalah 7.500 rupiah.", "7500", True),
    (_RP, "$230000 - 222500 = 7500$\n\nJadi jawaban akhirnya adalah 7.400 rupiah.", "7500", False),
    (_CAR, "72 km/h = 72 000 m en 60 min, soit 1 200 m par minute.\n\nRéponse : 1 200 m", "1200", True),
    (_CAR, "72 km/h, soit 1,2 km par minute.\n\nRéponse : 1200 km", "1200", False),  # the metres asked by name
    ("Un sac de farine pèse 1,5 kg. Combien de grammes pèse-t-il ?", "Réponse : 1 500 g", "1500", True),
    ("Un sac de farine pèse 1,5 kg. Combien de grammes pèse-t-il ?", "Réponse : 1500 kg", "1500", False),
    ("Eine Pumpe fördert 2 L pro Minute. Wie viele Minuten braucht sie für 360 L?", "Antwort: 180 min", "180", True),
    (_LOG, "Since $3^4 = 81$, $\\log_3 81 = 4$.", "4", True),
    (_LOG, "Since $3^4 = 81$, $\\log_3 81 = 3$.", "4", False),
    (_LOG, "So $\\log_3 81 = 4$ or $\\log_3 81 = 3$.", "4", False),
    (_EXPAND, "Multiplying out: $x^3 - 3x^2 + 2x + x^2 - 3x + 2 = x^3 - 2x^2 - x + 2$.", "x^3 - 2x^2 - x + 2", True),
    (_EXPAND, "Multiplying out: $x^3 - 3x^2 + 2x + x^2 - 3x + 2 = x^3 - 2x^2 - x + 1$.", "x^3 - 2x^2 - x + 2", False),
    (_EXPAND, "Multiplying out: $x^3 - 3x^2 + 2x + x^2 - 3x + 2 = 2 - x - 2x^2 + x^3$.", "x^3 - 2x^2 - x + 2", False),
    # a conversion written as a chain: its end is the quantity answered, in the unit asked
    ("Convert 20 °C to degrees Fahrenheit.", "F = 20 × 1.8 + 32 = 68.\n\n20 °C = 68 °F", "68", True),
    ("Convert 20 °C to degrees Fahrenheit.", "F = 20 × 1.8 + 32 = 68.\n\n20°C = 68°F", "68", True),
    ("Convert 20 °C to degrees Fahrenheit.", "F = 20 × 1.8 + 32 = 70.\n\n20 °C = 70 °F", "68", False),
    ("Convert 20 °C to degrees Fahrenheit.", "F = 68.\n\n20 °C = 68 °C", "68", False),
    ("Convert 20 °C to degrees Fahrenheit.", "F = 68.\n\n68 °F = 20 °C", "68", False),
    # a last line of labelled values: the value of the label the question names
    (_MARBLES + "How many marbles does Tom have?", _BOTH, "36", True),
    (_MARBLES + "How many marbles does Sam have?", _BOTH, "12", True),
    (_MARBLES + "How many marbles does Tom have?", "S = 12, Tom = 36\n\nTom: 12 marbles, Sam: 36 marbles.", "36", False),
    (_MARBLES + "How many more marbles does Tom have than Sam?", _BOTH, "24", False),  # both named: no label chosen
    (_MARBLES + "How many marbles does Tom have?", _BOTH + "\n\n**Answer: 12**", "36", False),  # a marked answer stays
    # a bracketed check that ends the text recomputes the working; the sentence before it holds the answer
    (_TICKETS, "Altogether: 90 + 84 = 174\n\nThey pay \\$174 altogether. (Check: 174 − 90 = 84 ✓)", "174", True),
    (_TICKETS, "Altogether: 90 + 84 = 174\n\nThey pay \\$174 altogether. (Check: 174 − 90 = 84 ✓)", "84", False),
    (_TICKETS, "Altogether: 90 + 84 = 170\n\nThey pay \\$170 altogether. (Check: 170 − 90 = 80 ✓)", "174", False),
    (_TICKETS, "They pay \\$174 or \\$184 altogether. (Check: 174 − 90 = 84 ✓)", "174", False),  # two numbers: none chosen
    # a number in bold on the answer's line over a number that restates the prompt's given
    (_SALT, "0.1x = 60 → x = 600\n\n**600 mL** of the 20% solution.", "600", True),
    (_SALT, "0.1x = 50 → x = 500\n\n**500 mL** of the 20% solution.", "600", False),
    (_SALT, "0.1x = 60 → x = 600\n\n**600 mL** of the 20% solution.", "20", False),
])
def test_an_answer_as_written(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") is paid
