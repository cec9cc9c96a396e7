"""Words beside an answer's value in a language the grader does not read: a plain particle, copula or currency name
(``known_words.PLAIN_BESIDE``) is left out as a word for "answer" is, so the value is read; a word of doubt beside it
keeps the answer unread. A sentence's own script vouches for the words beside a value only in a script whose words of
doubt are tabled."""

from __future__ import annotations

import pytest

_DOUBTED = ("qualified", "unread_answer")

APPLES_XH = ("UThandiwe unee-apile ezingama-48. Uzabela ngokulinganayo phakathi kwabahlobo bakhe aba-6. "
             "Umhlobo ngamnye ufumana ii-apile ezingaphi?")
COFFEE = "A kilo of coffee costs 120 Nakfa in Asmara. How much do 2.5 kilos cost, in Nakfa?"
TUNA = "A fisherman in Malé sells 15 kg of tuna at MVR 45 per kg. How much does he earn, in rufiyaa?"
LAMPS = "A monastery has 8 rows of butter lamps with 15 lamps in each row. How many lamps are there?"
PUPILS_TH = "ห้องเรียนมีนักเรียนนั่ง ๔ แถว แถวละ ๖ คน มีนักเรียนทั้งหมดกี่คน"
SOLVE = "Find $x$ if $5x - 4 = 21$."

DIRHAMS = "Mohammed has 120 dirhams. He spends 35% on food. How many dirhams does he have left?"
CASES = [  # (prompt, completion, gold, reason)
    (APPLES_XH, "48 ÷ 6 = 8\n\nImpendulo: ii-apile ezisi-8 umntu ngamnye.", "8", "correct"),
    (COFFEE, "2.5 × 120 = 300\n\nመልሲ: 300 ናቕፋ።", "300", "correct"),
    (TUNA, "15 × 45 = 675\n\nޖަވާބު: 675 ރުފިޔާ", "675", "correct"),
    (LAMPS, "8 × 15 = 120\n\nལན་ནི་ ༡༢༠ ཡིན།", "120", "correct"),
    (PUPILS_TH, "๖ × ๔ = ๒๔\nตอบ ๒๔ คน", "24", "correct"),
    # an Arabic word with its case ending written ("درهمًا", the accusative of "درهم"), a unit; an estimate so written stays one
    (DIRHAMS, "35% of 120 = 42. 120 − 42 = 78.\n\nالإجابة: ٧٨ درهمًا", "78", "correct"),
    (DIRHAMS, "35% of 120 = 42. 120 − 42 = 78.\n\nالإجابة: ٧٨ تقريبًا", "78", "qualified"),
    (SOLVE, "5x = 21 + 4 = 25\nx = 25 ÷ 5 = 5\n\nImpendulo: x = 5\n\nNdiyathemba ukuba oku kuyakunceda!", "5", "correct"),
    # a word of doubt beside the value
    (COFFEE, "2.5 × 120 = 300\n\nመልሲ: 300 ብር ምናልባት።", "300", "doubted"),
    (COFFEE, "2.5 × 120 = 300\n\nመልሲ: 300 ናቕፋ ምናልባት።", "300", "doubted"),
    (APPLES_XH, "48 ÷ 6 = 8\n\nImpendulo: ii-apile ezisi-8 umntu ngamnye mhlawumbi.", "8", "doubted"),
    (PUPILS_TH, "๖ × ๔ = ๒๔\nตอบ ๒๔ คน มั้ง", "24", "qualified"),
    (PUPILS_TH, "๖ × ๔ = ๒๔\nคำตอบน่าจะเป็น ๒๔ คน", "24", "qualified"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CASES)
def test_plain_words_beside_the_value_and_words_of_doubt(math_plugin, prompt, completion, gold, reason):
    result = math_plugin.explain(prompt, completion, gold)
    # a word of doubt is refused as read ('qualified', where its language's doubts are tabled) or as unread
    assert result["reason"] in _DOUBTED if reason == "doubted" else result["reason"] == reason, result
