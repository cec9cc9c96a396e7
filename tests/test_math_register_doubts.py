"""Doubts, withdrawals and second values after the answer in every register: a caveat, a legal disclaimer, a shrug drawn
in characters, an ironic tag, a formal withdrawal, a note the answer's mark points to, another option offered on a
condition. Each table holds rows that must be refused and near rows that stay paid."""

from __future__ import annotations

import pytest

CUBE = "How many edges does a cube have?"
YEARS = "How many days are there in 3 years, not counting leap years?"
ROUNDING = "What is 2.46 rounded to one decimal place?\nA) 2.4\nB) 2.45\nC) 2.5\nD) 3"


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


# The writer not standing behind the answer, in any register: a doubt with a degree word, a caveat, the work said to be
# unchecked, the disclaimers of invoices and contracts, a doubt after the value read whole with it.
DOUBTED = [
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 (not fully sure about this one)", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 (not really sure)", "12", "no_answer"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12, E&OE.", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 (E & OE)", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 (errors and omissions excepted)", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAntwort: 12, Irrtum vorbehalten.", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAntwoord: 12, onder voorbehoud.", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 — subject to the caveat that I have not re-sorted the list a second time.", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12, with the usual caveat.", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 (I have not checked this)", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12. I haven't double-checked.", "12", "qualified"),
    ("Quanto é 15% de 240?", "0,15 × 240 = 36.\n\nresposta: 36 acho kkkk", "36", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 prob", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAntwort: 12 glaub ich", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12, subject to confirmation.", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 (for information only; no liability accepted)", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 🤞", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 (take with a grain of salt)", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12, for what it's worth.", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nRisposta: 12 boh", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nResposta: 12 sei lá", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nОтвет: 12 хз", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\n答案：12（仅供参考）", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\n答案：12，不一定对", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\n答え：12（自信なし）", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\n答え：12 知らんけど", "12", "qualified"),
    (CUBE, "6·4/2 = 12.\n\nĐáp án: 12, chắc vậy", "12", "qualified"),
    # near rows: a convention of the count, laughter alone, a caveat named as none
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 (I did not count 0, since it is not positive)", "12", "correct"),
    ("Quanto é 15% de 240?", "0,15 × 240 = 36.\n\nresposta: 36 kkkk", "36", "correct"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12", "12", "correct"),
    (CUBE, "6·4/2 = 12.\n\nAnswer: 12 problems", "12", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", DOUBTED)
def test_a_doubt_in_any_register_qualifies_the_answer(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# A shrug drawn in characters, or a tag of irony ("（狗头）", "[doge]"), after the answer: not stood behind, as 🤷 is not.
DRAWN = [
    ("Compute $7 \\times 8$.", "7 × 8 = 56\n\nfinal: 56 ¯\\_(ツ)_/¯", "56", "qualified"),
    ("Compute $7 \\times 8$.", "7 × 8 = 56\n\nfinal: 56 ¯\\\\_(ツ)_/¯", "56", "qualified"),
    ("Compute $7 \\times 8$.", "7 × 8 = 56\n\nAnswer: 56 ┐(´～｀)┌", "56", "qualified"),
    ("求 84 和 36 的最大公约数。", "公共部分 2²·3 = 12。\n\n答案：12，应该没错吧（狗头）", "12", "qualified"),
    ("求 84 和 36 的最大公约数。", "公共部分 2²·3 = 12。\n\n答案：12 [doge]", "12", "qualified"),
    ("求 84 和 36 的最大公约数。", "公共部分 2²·3 = 12。\n\n答案：12，应该没错吧", "12", "qualified"),
    ("求 84 和 36 的最大公约数。", "公共部分 2²·3 = 12。\n\n答案：12，应该没错吧（笑）", "12", "qualified"),
    ("84 と 36 の最大公約数は？", "2²·3 = 12。\n\n答えは12かな（汗）", "12", "qualified"),
    ("84와 36의 최대공약수는?", "2²·3 = 12.\n\n정답: 12일까요 (ㅎㅎ)", "12", "qualified"),
    # near rows: katakana in a counted thing, the answer alone
    ("鶴は何羽？", "答え：ツルは56羽", "56", "correct"),
    ("求 84 和 36 的最大公约数。", "公共部分 2²·3 = 12。\n\n答案：12", "12", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", DRAWN)
def test_a_shrug_or_an_ironic_tag_qualifies_the_answer(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# A verb of withdrawal whose object is the answer withdraws it at any length of sentence (read as no answer where the
# reading of the commitment already sets it aside); a negated one keeps it.
WITHDRAWN = [
    ("Solve for x: 3x − 7 = 11.", "3x = 18, x = 6.\n\n$\\boxed{6}$\n\nThe undersigned hereby withdraws the foregoing figure in its "
     "entirety and reserves the right to supplement this response.", "6", "withdrawn"),
    ("Solve for x: 3x − 7 = 11.", "3x = 18, x = 6.\n\nAnswer: 6.\n\nAfter a long and careful second look at every single step, I retract "
     "the answer above.", "6", "no_answer"),
    ("Solve for x: 3x − 7 = 11.", "3x = 18, x = 6.\n\nAnswer: 6.\n\nHaving checked every step of the working twice over, I do not retract "
     "the answer given above.", "6", "correct"),
    ("Solve for x: 3x − 7 = 11.", "3x = 18, x = 6.\n\nAnswer: 6.", "6", "correct"),
    ("Solve for x: 3x − 7 = 11.", "3x = 18, x = 6.\n\nAnswer: 6\n\nThe foregoing answer is hereby withdrawn in its entirety pending "
     "further review by the author.", "6", "withdrawn"),
    ("Solve for x: 3x − 7 = 11.", "3x = 18, x = 6.\n\nAnswer: 6\n\nAfter careful review the figure given above shall be treated as "
     "void.", "6", "withdrawn"),
    ("解方程 3x − 7 = 11。", "3x = 18，x = 6。\n\n答案：6\n\n经过慎重考虑，本人特此撤回上述答案，并保留补充的权利。", "6", "withdrawn"),
    ("3x − 7 = 11 を解け。", "3x = 18、x = 6。\n\n答え：6\n\n慎重に検討した結果、上記の回答を撤回いたします。", "6", "withdrawn"),
    ("Solve for x: 3x − 7 = 11.", "3x = 18, x = 6.\n\nAnswer: 6\n\nThe author stands by the foregoing answer in its entirety and has "
     "nothing to withdraw.", "6", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", WITHDRAWN)
def test_a_formal_withdrawal_of_the_answer_withdraws_it(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# A mark on the answer ("1095*") pointing to a note, or a bulleted line, that offers another value on a condition offers a
# second value; a note that explains the answer does not.
NOTED = [
    (YEARS, "3 × 365 = 1095.\n\nAnswer: 1095*\n\n*1096 if one of them is a leap year.", "1095", "hedged"),
    (YEARS, "3 × 365 = 1095.\n\nAnswer: 1095\n\n* 1096 if one of them is a leap year.", "1095", "hedged"),
    (YEARS, "3 × 365 = 1095.\n\nAnswer: 1095*\n\n*Counting 365 days in each of the 3 years.", "1095", "correct"),
    (YEARS, "Answer: 1095*\n\n*3 × 365 = 1095.", "1095", "correct"),
    (YEARS, "Answer: **1095**\n\n**3 × 365 = 1095.**", "1095", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", NOTED)
def test_a_note_the_answer_points_to_may_offer_a_second_value(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# Another option letter offered after "or" or before a condition in the sentence of the marked letter, or in the note its
# mark points to; a mark of doubt after a letter as after a number.
OPTIONS = [
    (ROUNDING, "The hundredths digit is 6, so round up.\n\nAnswer: C (or D if rounding to the nearest whole).", "C", "hedged"),
    (ROUNDING, "Round up.\n\nAnswer: C, or D if rounding to the nearest whole.", "C", "hedged"),
    (ROUNDING, "The hundredths digit is 6, so round up.\n\nAnswer: C (D if rounding to the nearest whole).", "C", "hedged"),
    (ROUNDING, "The hundredths digit is 6, so round up.\n\nRespuesta: C (o D si se redondea al entero).", "C", "hedged"),
    (ROUNDING, "The hundredths digit is 6, so round up.\n\nAnswer: C*\n\n*D if rounding to the nearest whole.", "C", "hedged"),
    (ROUNDING, "The hundredths digit is 6, so round up.\n\nAnswer: C 🤔", "C", "qualified"),
    (ROUNDING, "The hundredths digit is 6, so round up.\n\nAnswer: C ¯\\_(ツ)_/¯", "C", "qualified"),
    (ROUNDING, "The hundredths digit is 6, so round up.\n\nAnswer: C ✅", "C", "correct"),
    (ROUNDING, "The hundredths digit is 6, so round up.\n\nAnswer: C (2.5)", "C", "correct"),
    (ROUNDING, "The hundredths digit is 6, so round up.\n\nAnswer: C (not D, which rounds to the whole).", "C", "correct"),
    (ROUNDING, "The hundredths digit is 6, so round up.\n\nAnswer: C", "C", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", OPTIONS)
def test_another_option_offered_in_the_answers_sentence_is_a_second_answer(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# The cap (slang for a lie) is a mark of doubt after the answer; crossed out it is "no cap", which affirms it.
CAPPED = [
    ("How many prime numbers are less than 20?", "Primes below 20: 2, 3, 5, 7, 11, 13, 17, 19.\n\nThat's 8 primes. no cap 🧢❌", "8", "correct"),
    ("How many prime numbers are less than 20?", "Primes below 20: 2, 3, 5, 7, 11, 13, 17, 19.\n\nThat's 8 primes. ❌🧢", "8", "correct"),
    ("How many prime numbers are less than 20?", "Primes below 20: 2, 3, 5, 7, 11, 13, 17, 19.\n\nThat's 8 primes. 🧢", "8", "qualified"),
    ("How many prime numbers are less than 20?", "Primes below 20: 2, 3, 5, 7, 11, 13, 17, 19.\n\nThat's 8 primes. ❌", "8", "withdrawn"),
    ("How many prime numbers are less than 20?", "Primes below 20: 2, 3, 5, 7, 11, 13, 17, 19.\n\nThat's 8 primes. 🧢❌ 🤔", "8", "qualified"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CAPPED)
def test_a_crossed_cap_affirms_and_a_cap_doubts(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# The Swiss franc written before the amount ("Fr. 1'250.–", "SFr.") is a currency, no word that qualifies it.
FRANCS = "Swiss francs: a watch costs CHF 625 and a strap CHF 625. What is the total in CHF?"
CURRENCY = [
    (FRANCS, "625 + 625 = 1250.\n\nTotal: Fr. 1'250.–", "1250", "correct"),
    (FRANCS, "625 + 625 = 1250.\n\nTotal: SFr. 1250.-", "1250", "correct"),
    (FRANCS, "625 + 625 = 1250.\n\nTotal: Fr. 1'350.–", "1250", "wrong"),
    (FRANCS, "625 + 625 = 1250.\n\nTotal: ca. 1250", "1250", "no_answer"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CURRENCY)
def test_the_swiss_franc_before_the_amount_is_a_currency(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# A Roman numeral in a sentence that names the notation after the answer is a number: the answer said again, or another.
ROMAN = [
    ("What is 8 × 5?", "8 × 5 = 40.\n\nAnswer: 40 (XL in Roman numerals)", "40", "correct"),
    ("What is 8 × 5?", "8 × 5 = 40.\n\nAnswer: 40. En chiffres romains : XL.", "40", "correct"),
    ("What is 8 × 5?", "8 × 5 = 40.\n\nAnswer: 40 (XLI in Roman numerals)", "40", "value_after"),
    ("What is 8 × 5?", "8 × 5 = 40.\n\nAnswer: 40. In Roman numerals: XLI.", "40", "value_after"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", ROMAN)
def test_a_roman_numeral_said_after_the_answer_is_read_as_its_number(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# The note's mark in its other writings (a double asterisk, a superscript one, a markdown note), and a line that opens
# with bold: markup before the sentence's first number, never a product's sign nor a power.
MORE_NOTES = [
    (YEARS, "3 × 365 = 1095.\n\nAnswer: 1095**\n\n** 1096 with a leap year.", "1095", "value_after"),
    (YEARS, "3 × 365 = 1095.\n\nAnswer: 1095¹\n\n¹ 1096 if one of them is a leap year.", "1095", "hedged"),
    (YEARS, "3 × 365 = 1095.\n\nAnswer: 1095 [^1]\n\n[^1]: 1096 if one of them is a leap year.", "1095", "hedged"),
    (YEARS, "3 × 365 = 1095.\n\nAnswer: 1095\n\n**1096** if one of them is a leap year.", "1095", "value_after"),
    (YEARS, "3 × 365 = 1095.\n\nAnswer: 1095[^1]\n\n[^1]: 365 days in each of the 3 years.", "1095", "correct"),
    (YEARS, "3 × 365 = 1095.\n\n**Answer: 1095**\n\n**Check:** 3 × 365 = 1095.", "1095", "correct"),
    (YEARS, "3 × 365 = 1095.\n\nAnswer: 1095\n\n* 3 × 365 = 1095\n* 365 days each", "1095", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", MORE_NOTES)
def test_a_note_in_any_writing_of_its_mark_is_read(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


# Zero cents the reading leaves after the answer ("forty-two dollars ($42.00)" read 42) are no value of their own.
CENTS = [
    ("A storage locker rents for $14 per month. What does it cost to rent it for 3 months?",
     "3 × 14 = 42.\n\nAccordingly, the sum payable by the tenant is forty-two dollars ($42.00).", "42", "correct"),
    ("A storage locker rents for $14 per month. What does it cost to rent it for 3 months?",
     "3 × 14 = 42.\n\nAccordingly, the sum payable by the tenant is forty-two dollars ($42.50).", "42", "hedged"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CENTS)
def test_zero_cents_after_the_answer_are_no_value(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason
