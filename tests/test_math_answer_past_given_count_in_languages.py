"""``math_accuracy`` on an answer sentence that says the prompt's count before the value ("Vastaus: 4 kirjaa maksaa 74
euroa." for "Paljonko maksaa 4 kirjaa?"), in many languages: the count restates the question and the value that ends the
sentence answers it, where the working reached that value, also written with its cents ("4 · 18,50 = 74,00" for "74
euroa"). A value the working did not reach, one the working reached with other cents ("74.50"), and a count the
question asks stay as they are.

Cases are (prompt, completion, gold, paid, why); the rules behind them are in docs/MATH.md.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import chat_case_scores

_WORK_COMMA = "4 · 18,50 = 74,00\n\n"
_WORK_POINT = "4 × 18.50 = 74.00\n\n"

CASES = [
    ("Kirja maksaa 18,50 euroa. Paljonko maksaa 4 kirjaa?", _WORK_COMMA + "Vastaus: 4 kirjaa maksaa 74 euroa.", "74", True,
     "Finnish, the working with its cents after a comma"),
    ("A book costs 18.50 euros. How much do 4 books cost?", _WORK_POINT + "Answer: 4 books cost 74 euros.", "74", True, "English"),
    ("Ein Buch kostet 18,50 Euro. Wie viel kosten 4 Bücher?", _WORK_COMMA + "Antwort: 4 Bücher kosten 74 Euro.", "74", True, "German"),
    ("Un libro cuesta 18,50 euros. ¿Cuánto cuestan 4 libros?", _WORK_COMMA + "Respuesta: 4 libros cuestan 74 euros.", "74", True,
     "Spanish"),
    ("Un livre coûte 18,50 euros. Combien coûtent 4 livres ?", _WORK_COMMA + "Réponse : 4 livres coûtent 74 euros.", "74", True,
     "French"),
    ("Un libro costa 18,50 euro. Quanto costano 4 libri?", _WORK_COMMA + "Risposta: 4 libri costano 74 euro.", "74", True, "Italian"),
    ("Um livro custa 18,50 euros. Quanto custam 4 livros?", _WORK_COMMA + "Resposta: 4 livros custam 74 euros.", "74", True,
     "Portuguese"),
    ("Een boek kost 18,50 euro. Hoeveel kosten 4 boeken?", _WORK_COMMA + "Antwoord: 4 boeken kosten 74 euro.", "74", True, "Dutch"),
    ("Książka kosztuje 18,50 euro. Ile kosztują 4 książki?", _WORK_COMMA + "Odpowiedź: 4 książki kosztują 74 euro.", "74", True,
     "Polish"),
    ("En bok kostar 18,50 euro. Hur mycket kostar 4 böcker?", _WORK_COMMA + "Svar: 4 böcker kostar 74 euro.", "74", True, "Swedish"),
    ("Книга стоит 18,50 евро. Сколько стоят 4 книги?", _WORK_COMMA + "Ответ: 4 книги стоят 74 евро.", "74", True, "Russian"),
    ("Sebuah buku harganya 18,50 euro. Berapa harga 4 buku?", _WORK_COMMA + "Jawaban: 4 buku harganya 74 euro.", "74", True,
     "Indonesian"),
    ("A pen costs $1.50. How much do 6 pens cost?", "6 × 1.50 = 9.00\n\nAnswer: 6 pens cost $9.", "9", True, "dollars before the value"),
    ("A ticket costs $12.25. How much do 8 tickets cost?", "8 × 12.25 = 98.00\n\nAnswer: 8 tickets cost $98.", "98", True,
     "dollars, two places of cents"),
    ("A book costs 18.50 euros. How much do 4 books cost?", "4 × 18.50 = 74\n\nAnswer: 4 books cost 74 euros.", "74", True,
     "the working without cents, as before"),
    # a value the working did not reach, other cents, and a count asked: stays as read
    ("A book costs 18.50 euros. How much do 4 books cost?", _WORK_POINT + "Answer: 4 books cost 75 euros.", "74", False,
     "the value is not the working's: the count is read"),
    ("Kirja maksaa 18,50 euroa. Paljonko maksaa 4 kirjaa?", _WORK_COMMA + "Vastaus: 4 kirjaa maksaa 75 euroa.", "74", False,
     "Finnish, a value the working did not reach"),
    ("A book costs 18.625 euros. How much do 4 books cost?", "4 × 18.625 = 74.50\n\nAnswer: 4 books cost 74 euros.", "74.5", False,
     "the working reached 74.50, not 74"),
    ("A book costs 18.50 euros. How much do 4 books cost?", _WORK_POINT + "Answer: 4 books cost 74 euros.", "4", False,
     "the value, not the count, answers"),
    ("Each book costs 18.50 euros. How many books can Ana buy with 74 euros?", "74 ÷ 18.50 = 4.00\n\nAnswer: 4 books cost 74 euros.",
     "4", True, "the count asked is no count the prompt gives"),
    ("Ein Buch kostet 18,50 Euro. Wie viel kosten 4 Bücher?", _WORK_COMMA + "Antwort: 4 Bücher kosten 76 Euro.", "74", False,
     "German, a value the working did not reach"),
]


@pytest.fixture(scope="module")
def scores():
    return chat_case_scores([{"prompt": p, "completion": c, "answer": g} for p, c, g, _, _ in CASES])


@pytest.mark.parametrize("index", range(len(CASES)), ids=[f"{i}-{c[4]}" for i, c in enumerate(CASES)])
def test_answer_past_given_count(scores, index):
    prompt, completion, gold, paid, why = CASES[index]
    assert (scores[index] == 1.0) == paid, (why, completion[-200:])
