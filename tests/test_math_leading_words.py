"""The words that lead to an answer's value in a language no word list holds (``answer_phrases.LEADING_TO_THE_ANSWER``:
"therefore", the copula, the article before the word for "answer") are left out of the words the grader cannot vouch
for, as a word for "answer" is: "Nō reira, 18 ngā āporo …", "ထို့ကြောင့် အဖြေမှာ 11 ဖြစ်သည်။" are read. They vouch for
no language: a word of doubt or alternative beside them keeps the answer unread."""

from __future__ import annotations

import pytest

_DOUBTED = ("qualified", "unread_answer")

APPLES_MI = ("E 3 ngā pēke āporo a Hēmi, ā, e 8 ngā āporo kei ia pēke. Ka hoatu e ia ngā āporo e 6 ki tōna tuahine. "
             "E hia ngā āporo e toe ana ki a Hēmi?")
PENTAGON = "What is the sum of the interior angles of a pentagon, in degrees?"
SUM = "What is $7 \\times 7 - 9$?"
QUOTIENT = "What is $1000 \\div 50$?"
PRODUCT = "If $a = 5$ and $b = 7$, what is $ab$?"
ORDER = "What is $3 + 4 \\times 2$?"
HOURS = "How many hours are there in 2 days?"
DAYS = "How many days are there in February of a leap year plus March?"

CASES = [  # (prompt, completion, gold, reason)
    (APPLES_MI, "24 − 6 = 18.\n\nNō reira, 18 ngā āporo e toe ana ki a Hēmi.", "18", "correct"),
    (PENTAGON, "3 × 180 = 540.\n\nNoho izany, ny valiny dia 540.", "540", "correct"),
    (SUM, "۴۹ − ۹ = ۴۰\n\nنو ځواب ۴۰ دی.", "40", "correct"),
    (QUOTIENT, "1000 ÷ 50 = 20\n\nඑබැවින් පිළිතුර 20.", "20", "correct"),
    (PRODUCT, "ab = 5 × 7 = 35\n\nດັ່ງນັ້ນ ຄຳຕອບແມ່ນ 35.", "35", "correct"),
    (ORDER, "3 + 8 = 11\n\nထို့ကြောင့် အဖြေမှာ ၁၁ ဖြစ်သည်။", "11", "correct"),
    (HOURS, "2 × 24 = 48\n\nشۇڭا جاۋاب 48.", "48", "correct"),
    (DAYS, "٢٩ + ٣١ = ٦٠\n\nکەواتە وەڵام ٦٠.", "60", "correct"),
    # the wrong value is refused
    (APPLES_MI, "24 − 6 = 18.\n\nNō reira, 19 ngā āporo e toe ana ki a Hēmi.", "18", "wrong"),
    (ORDER, "3 + 8 = 11\n\nထို့ကြောင့် အဖြေမှာ ၁၂ ဖြစ်သည်။", "11", "wrong"),
    # a word of doubt or alternative beside them
    (APPLES_MI, "24 − 6 = 18.\n\nNō reira, 18 pea.", "18", "doubted"),
    (PENTAGON, "3 × 180 = 540.\n\nNoho izany, ny valiny dia angamba 540.", "540", "doubted"),
    (SUM, "۴۹ − ۹ = ۴۰\n\nنو ځواب شاید ۴۰ دی.", "40", "qualified"),  # Persian "maybe", read
    (ORDER, "3 + 8 = 11\n\nထို့ကြောင့် အဖြေမှာ ၁၁ ဖြစ်နိုင်သည်။", "11", "doubted"),
    (HOURS, "2 × 24 = 48\n\nشۇڭا جاۋاب بەلكىم 48.", "48", "doubted"),
    (DAYS, "٢٩ + ٣١ = ٦٠\n\nکەواتە وەڵام لەوانەیە ٦٠.", "60", "doubted"),
]


@pytest.mark.parametrize("prompt, completion, gold, reason", CASES)
def test_words_leading_to_the_answer_and_words_of_doubt(math_plugin, prompt, completion, gold, reason):
    explained = math_plugin.explain([{"role": "user", "content": prompt}], [{"role": "assistant", "content": completion}], gold)
    # a word of doubt is refused as read ('qualified', where its language's doubts are tabled) or as unread
    assert explained["reason"] in _DOUBTED if reason == "doubted" else explained["reason"] == reason, (completion, explained["detail"])
