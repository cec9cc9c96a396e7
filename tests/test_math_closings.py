"""A closing after the answer that says nothing about it (thanks, good luck, a remark on the problem) is harmless in the
languages of fewer speakers too, whatever their script; a sentence after the answer that doubts or withdraws it, or is
in words the grader does not read, still keeps the answer from being paid."""

from __future__ import annotations

import pytest

from reward_plugins.math.answer_phrases import closing

POWER = "Evaluate $3^4$."
_WORK = "3 × 3 = 9, 9 × 3 = 27, 27 × 3 = 81\n\n"
DIGITS = "How many three-digit positive integers have digits whose sum is $5$?"
_COUNT = "Total: $5 + 4 + 3 + 2 + 1 = 15$.\n\n"

CLOSED = [  # the answer, then a closing in another language or a remark on the problem: paid
    (POWER, _WORK + "Tali: 81\n\nFaafetai tele, ia manuia lou aso!", "81"),
    (POWER, _WORK + "Answer: 81\n\nMālō 'aupito!", "81"),
    (POWER, _WORK + "Answer: 81\n\nKia ora! Ngā mihi.", "81"),
    (POWER, _WORK + "Answer: 81\n\nMahalo nui loa!", "81"),
    (POWER, _WORK + "Valiny: 81\n\nMisaotra betsaka!", "81"),
    (POWER, _WORK + "Freagairt: 81\n\nTapadh leibh!", "81"),
    (POWER, _WORK + "Karabo: 81\n\nKe a leboha!", "81"),
    (POWER, _WORK + "Igisubizo: 81\n\nMurakoze cyane!", "81"),
    (POWER, _WORK + "Answer: 81\n\nAguyje!", "81"),
    (POWER, _WORK + "Repons: 81\n\nMèsi anpil, bòn chans!", "81"),
    (POWER, _WORK + "Answer: 81\n\nMatur nuwun!", "81"),
    (POWER, _WORK + "Answer: 81\n\nРәхмәт!", "81"),
    (POWER, _WORK + "ལན: ༨༡\n\nབཀྲིན་ཆེ།", "81"),
    (POWER, _WORK + "Answer: 81\n\nཐུགས་རྗེ་ཆེ། བཀྲ་ཤིས་བདེ་ལེགས།", "81"),
    (POWER, _WORK + "အဖြေ: 81\n\nကျေးဇူးတင်ပါတယ်။", "81"),
    (POWER, _WORK + "ចម្លើយ៖ 81\n\nអរគុណច្រើន។", "81"),
    (POWER, _WORK + "Answer: 81\n\nຂອບໃຈຫຼາຍໆ", "81"),
    (DIGITS, _COUNT + "So there are 15 such numbers. Fun little stars-and-bars problem — hope this helps!", "15"),
    (DIGITS, _COUNT + "So there are 15 such numbers. What a neat counting puzzle!", "15"),
    (DIGITS, _COUNT + "So there are 15 such numbers. Classic casework problem.", "15"),
]

NOT_CLOSED = [  # a doubt, a withdrawal, or words the grader does not read after the answer: not paid
    (POWER, _WORK + "Answer: 81\n\nFaafetai, ae ua sese.", "81"),
    (POWER, _WORK + "Answer: 81\n\nTapadh leibh! Ach chan eil sin ceart.", "81"),
    (DIGITS, _COUNT + "So there are 15 such numbers. Fun problem, but I'm not sure about the upper limit.", "15"),
    (DIGITS, _COUNT + "So there are 15 such numbers. Wait, that's not right.", "15"),
    (POWER, _WORK + "Answer: 80\n\nFaafetai tele!", "81"),
]


@pytest.mark.parametrize("prompt,completion,gold", CLOSED)
def test_a_closing_after_the_answer_is_harmless(math_plugin, prompt, completion, gold):
    result = math_plugin.explain(prompt, completion, gold)
    assert result["reason"] == "correct", result


@pytest.mark.parametrize("prompt,completion,gold", NOT_CLOSED)
def test_a_doubt_or_unread_words_after_the_answer_are_not_paid(math_plugin, prompt, completion, gold):
    result = math_plugin.explain(prompt, completion, gold)
    assert result["reason"] != "correct", result


@pytest.mark.parametrize("sentence", ["Faafetai tele!", "བཀྲིན་ཆེ།", "ကျေးဇူးတင်ပါတယ်။", "Fun little stars-and-bars problem!"])
def test_closing_words(sentence):
    assert closing(sentence)


@pytest.mark.parametrize("sentence", ["Faafetai, 82.", "Fun problem, but wrong.", "Tapadh leibh, ach chan eil."])
def test_no_closing(sentence):
    assert not closing(sentence)
