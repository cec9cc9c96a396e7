"""``math_accuracy`` on a word answer chosen among the words the prompt offers ("Is 91 prime or composite?"), in several
languages: the last sentence that names exactly one offered word not under a negation answers with it ("91 is
composite."), the prompt's number being its subject; a sentence naming the other word, both, or only a negated one
answers no word, and a number gold is read as before.

Cases are (prompt, completion, gold, paid, why); the rules behind them are in docs/MATH.md.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import chat_case_scores

_P91 = "Is 91 prime or composite?"
_W91 = "91 = 7 × 13, so it has divisors other than 1 and itself.\n\n"
_TRI = "A triangle has angles 50°, 60° and 70°. Is it acute, right or obtuse?"
_DE = "Ist 91 eine Primzahl oder zusammengesetzt?"
_FR = "Le nombre 45 est-il pair ou impair ?"
_ES = "¿Es 64 par o impar?"

CASES = [
    (_P91, _W91 + "91 is composite.", "\\text{composite}", True, "the word predicated of the prompt's number"),
    ("Is 97 prime or composite?", "No prime up to 9 divides 97.\n\n97 is prime.", "\\text{prime}", True, "prime"),
    ("Is 2^{10} even or odd?", "2^{10} = 1024.\n\n1024 is even.", "\\text{even}", True, "even"),
    ("Is the sum 17 + 26 even or odd?", "17 + 26 = 43, so the sum is odd.", "\\text{odd}", True, "odd, the sum its subject"),
    (_TRI, "All three angles are under 90°, so the triangle is acute.", "\\text{acute}", True, "one of three offered words"),
    (_P91, "Since 91 = 7 × 13, it is not prime; 91 is composite.", "\\text{composite}", True, "one word negated, the other said"),
    (_DE, "91 = 7 · 13, also ist 91 zusammengesetzt.", "\\text{zusammengesetzt}", True, "German"),
    (_FR, "45 = 2 × 22 + 1, donc 45 est impair.", "\\text{impair}", True, "French"),
    (_ES, "64 = 2 × 32, así que 64 es par.", "\\text{par}", True, "Spanish"),
    ("Il numero 81 è pari o dispari?", "81 = 2 · 40 + 1, quindi 81 è dispari.", "\\text{dispari}", True, "Italian"),
    ("O número 50 é par ou ímpar?", "50 = 2 × 25, então 50 é par.", "\\text{par}", True, "Portuguese"),
    ("Apakah 36 bilangan genap atau ganjil?", "36 = 2 × 18, jadi 36 adalah genap.", "\\text{genap}", True, "Indonesian"),
    (_P91, _W91 + "$\\boxed{\\text{composite}}$", "\\text{composite}", True, "the word boxed, as before"),
    ("Is 91 prime or composite? Give its smallest prime factor.", "91 = 7 × 13, so 91 is composite; its smallest prime factor is 7.",
     "7", True, "a number gold is read as before"),
    # the other word, both, a negated one: no word chosen
    (_P91, _W91 + "91 is prime.", "\\text{composite}", False, "the other word"),
    (_P91, _W91 + "91 is prime or composite, hard to say.", "\\text{composite}", False, "both words"),
    (_P91, _W91 + "91 is not composite.", "\\text{composite}", False, "the gold word negated"),
    ("Is 2^{10} even or odd?", "2^{10} = 1024.\n\n1024 is odd.", "\\text{even}", False, "odd for even"),
    (_DE, "91 = 7 · 13, also ist 91 eine Primzahl.", "\\text{zusammengesetzt}", False, "German, the other word"),
    (_TRI, "The largest angle is 70°, so the triangle is obtuse.", "\\text{acute}", False, "another of three"),
    (_FR, "45 = 2 × 22 + 1, donc 45 est pair.", "\\text{impair}", False, "French 'pair' is not 'impair'"),
    (_ES, "64 = 2 × 32, así que 64 es impar.", "\\text{par}", False, "Spanish 'impar' is not 'par'"),
]


@pytest.fixture(scope="module")
def scores():
    return chat_case_scores([{"prompt": p, "completion": c, "answer": g} for p, c, g, _, _ in CASES])


@pytest.mark.parametrize("index", range(len(CASES)), ids=[f"{i}-{c[4]}" for i, c in enumerate(CASES)])
def test_word_answer_offered(scores, index):
    prompt, completion, gold, paid, why = CASES[index]
    assert (scores[index] == 1.0) == paid, (why, completion[-200:])
