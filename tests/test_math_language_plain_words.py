"""Which words beside an answer's value the grader knows: a currency by the name its country writes, an English word
by its ending only where English uses it, a word of a script with vowel signs whole; a word of doubt beside them stays
refused: unread, or qualified where ``qualifiers.MORE_DOUBTS`` tables it (read as ``trl-grpo-ext explain`` reads them)."""

from __future__ import annotations

import pytest

from reward_plugins.math.known_words import PLAIN_BESIDE, WORD, known_word

POTATOES = "Mamay 4 kilo papata rantirqan, sapa kilo S/ 2,50. Hayka qullqitataq pagarqan?"
COFFEE = "A kilo of coffee costs 120 Nakfa in Asmara. How much do 2.5 kilos cost, in Nakfa?"
TUNA = "A fisherman in Malé sells 15 kg of tuna at MVR 45 per kg. How much does he earn, in rufiyaa?"

APPLES = "How many apples?"
DIVISORS = "How many positive divisors does $6!$ have?"
PENS = "A pen costs 4 dollars. How much do 3 pens cost, in dollars?"
RUPEES = "A pen costs 45 rupees. How much do 3 pens cost, in rupees?"
LAMPS = "A monastery has 8 rows of butter lamps with 15 lamps in each row. How many lamps are there?"
APPLES_XH = ("UThandiwe unee-apile ezingama-48. Uzabela ngokulinganayo phakathi kwabahlobo bakhe aba-6. "
             "Umhlobo ngamnye ufumana ii-apile ezingaphi?")

PLAIN = [
    # A currency by the name its country writes is a unit beside the value; a word of doubt beside it is not.
    (POTATOES, "4 × 2,50 = 10,00\n\nKutichiy: 10,00 sol.", "10", "correct"),
    (POTATOES, "4 × 2,50 = 10,00\n\nKutichiy: 10,00 soles.", "10", "correct"),
    (TUNA, "15 × 45 = 675\n\nAnswer: 675 rufiyaa", "675", "correct"),
    (POTATOES, "4 × 2,50 = 10,00\n\nKutichiy: 10,00 sol yaqa.", "10", "unread_answer"),
    # A name in a script no table reads stands with a word of doubt of that script: never paid.
    (COFFEE, "2.5 × 120 = 300\n\nመልሲ: 300 ናቕፋ ምናልባት።", "300", "qualified"),
    (TUNA, "15 × 45 = 675\n\nޖަވާބު: 675 ރުފިޔާ ގާތްގަނޑަކަށް", "675", "qualified"),
    (PENS, "3 × 4 = 12\n\nመልሱ: 12 ዶላር ምናልባት", "12", "qualified"),
    (RUPEES, "3 × 45 = 135\n\nவிடை: 135 ரூபாய் சுமார்", "135", "qualified"),
    # Plain words of a language not read beside the value: paid.
    (TUNA, "15 × 45 = 675\n\nޖަވާބު: 675 ރުފިޔާ", "675", "correct"),
    (COFFEE, "2.5 × 120 = 300\n\nመልሲ: 300 ናቕፋ።", "300", "correct"),
    (RUPEES, "3 × 45 = 135\n\nவிடை: 135 ரூபாய்", "135", "correct"),
    (LAMPS, "8 × 15 = 120\n\nལན་ནི་ ༡༢༠ ཡིན།", "120", "correct"),
    (APPLES_XH, "48 ÷ 6 = 8\n\nImpendulo: ii-apile ezisi-8 umntu ngamnye.", "8", "correct"),
    (DIVISORS, "Zatitzaile kopurua: 5 · 3 · 2 = 30.\n\nBeraz, erantzuna 30 da.", "30", "correct"),
    # The particles and concords that state a value in a language not read, with a word of doubt: never paid.
    (LAMPS, "8 × 15 = 120\n\nལན་ནི་ཕལ་ཆེར་ ༡༢༠ ཡིན།", "120", "qualified"),
    (LAMPS, "8 × 15 = 120\n\nལན་ནི་ ༡༢༠ ཡིན་པ་འདྲ།", "120", "qualified"),
    (APPLES_XH, "48 ÷ 6 = 8\n\nImpendulo: ii-apile ezisi-8 umntu ngamnye mhlawumbi.", "8", "qualified"),
    (DIVISORS, "Zatitzaile kopurua: 5 · 3 · 2 = 30.\n\nBeraz, agian erantzuna 30 da.", "30", "qualified"),
    (DIVISORS, "Zatitzaile kopurua: 5 · 3 · 2 = 30.\n\nBeraz, erantzuna 30 da edo.", "30", "unread_answer"),
    (DIVISORS, "Zatitzaile kopurua: 5 · 3 · 2 = 30.\n\nBeraz, gutxi gorabehera 30 zatitzaile ditu.", "30", "qualified"),
    # An English ending on a word English does not use is no English word ("probabbilment": Maltese "probably");
    # English words by their endings are still read.
    (APPLES, "6 * 7 = 42. Tweġiba: 42 probabbilment.", "42", "qualified"),
    (APPLES, "6 * 7 = 42. The answer is 42 (after verification).", "42", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", PLAIN)
def test_a_currency_by_its_own_name_is_read_and_a_word_of_doubt_is_not(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


@pytest.mark.parametrize("word", ["ރުފިޔާ", "ގާތްގަނޑަކަށް", "ܐܠܦܐ"])
def test_a_word_of_a_script_with_vowel_signs_is_one_word(word):
    assert WORD.fullmatch(word) is not None


def test_plain_words_beside_a_value_are_whole_words_that_vouch_for_no_language():
    """Each word that may stand beside a value in a language not read is one word as the reader splits text, and none is a
    harmless word (which would count toward reading its sentence as a language read)."""
    assert [w for w in PLAIN_BESIDE if WORD.fullmatch(w) is None] == []
    assert [w for w in PLAIN_BESIDE if known_word(w)] == []
