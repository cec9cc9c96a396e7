"""``math_accuracy`` on a doubt after the value:

- the writer's "as I think", "I believe", "if I am not mistaken" after the value in Arabic, Persian, Urdu, Hebrew, Hindi,
  Greek and Thai ("الإجابة: 45 شجرة على ما أظن."): the answer held as an opinion (``qualified``); the same answer said
  plainly, and "I think" that opens the sentence the value ends ("أعتقد أن الإجابة هي 45."), stay paid.

Cases are (prompt, completion, gold, paid, why); the rules behind them are in docs/MATH.md.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import chat_case_scores

_TREES_AR = "في حديقة 9 صفوف من الأشجار، وفي كل صف 5 أشجار. كم شجرة في الحديقة؟"
_AR_WORK = "9 × 5 = 45\n\n"

DOUBTS_I_THINK = [
    # "as I think", "I believe", "if I am not mistaken" after the value: refused as qualified, in the languages of the row
    (_TREES_AR, _AR_WORK + "الإجابة: 45 شجرة على ما أظن.", "45", False, "Arabic 'as I think'"),
    (_TREES_AR, _AR_WORK + "الإجابة: 45 على ما أعتقد.", "45", False, "Arabic 'as I believe'"),
    (_TREES_AR, _AR_WORK + "الإجابة: 45، فيما أظن.", "45", False, "Arabic 'in what I think'"),
    (_TREES_AR, _AR_WORK + "الإجابة: 45 في ظني.", "45", False, "Arabic 'in my supposition'"),
    (_TREES_AR, _AR_WORK + "الإجابة: 45، إن لم أكن مخطئًا.", "45", False, "Arabic 'if I am not mistaken'"),
    (_TREES_AR, _AR_WORK + "الإجابة: 45 حسب ظني.", "45", False, "Arabic 'according to my supposition'"),
    (_TREES_AR, _AR_WORK + "الإجابة: 45 أظن.", "45", False, "Arabic 'I think' after the value"),
    (_TREES_AR, _AR_WORK + "الإجابة: 45 شجرة في رأيي.", "45", False, "Arabic 'in my opinion'"),
    (_TREES_AR, _AR_WORK + "الإجابة: 45 شجرة على ما يبدو لي.", "45", False, "Arabic 'as it seems to me'"),
    (_TREES_AR, _AR_WORK + "پاسخ: 45، فکر می‌کنم.", "45", False, "Persian 'I think'"),
    (_TREES_AR, _AR_WORK + "پاسخ: 45، به نظرم.", "45", False, "Persian 'in my view'"),
    (_TREES_AR, _AR_WORK + "جواب: 45، میرا خیال ہے۔", "45", False, "Urdu 'my thought is'"),
    (_TREES_AR, _AR_WORK + "תשובה: 45, אני חושב.", "45", False, "Hebrew 'I think'"),
    (_TREES_AR, _AR_WORK + "उत्तर: 45, मुझे लगता है।", "45", False, "Hindi 'it seems to me'"),
    (_TREES_AR, _AR_WORK + "Απάντηση: 45, νομίζω.", "45", False, "Greek 'I think'"),
    (_TREES_AR, _AR_WORK + "คำตอบ: 45 ฉันคิดว่านะ", "45", False, "Thai 'I think'"),
    (_TREES_AR, _AR_WORK + "الإجابة: 40 شجرة على ما أظن.", "45", False, "a wrong value doubted"),
    # the same answers said plainly, and "I think" that opens the answer's sentence: stays paid
    (_TREES_AR, _AR_WORK + "الإجابة: 45 شجرة.", "45", True, "Arabic answer with its noun"),
    (_TREES_AR, _AR_WORK + "أعتقد أن الإجابة هي 45.", "45", True, "Arabic 'I believe the answer is 45': the value ends it"),
    (_TREES_AR, _AR_WORK + "پاسخ: 45 درخت.", "45", True, "Persian answer with its noun"),
    (_TREES_AR, _AR_WORK + "فکر می‌کنم جواب 45 است.", "45", True, "Persian 'I think the answer is 45'"),
    (_TREES_AR, _AR_WORK + "उत्तर: 45 पेड़।", "45", True, "Hindi answer with its noun"),
    (_TREES_AR, _AR_WORK + "คำตอบ: 45 ต้น", "45", True, "Thai answer with its classifier"),
    (_TREES_AR, _AR_WORK + "Νομίζω ότι η απάντηση είναι 45.", "45", True, "Greek 'I think the answer is 45'"),
    (_TREES_AR, _AR_WORK + "الإجابة: 45", "45", True, "Arabic answer alone"),
]

TABLES = {"doubt_i_think": DOUBTS_I_THINK}
CASES = [(family, *case) for family, table in TABLES.items() for case in table]


@pytest.fixture(scope="module")
def scores():
    return chat_case_scores([{"prompt": p, "completion": c, "answer": g} for _, p, c, g, _, _ in CASES])


@pytest.mark.parametrize("index", range(len(CASES)), ids=[f"{i}-{c[0]}-{c[5]}" for i, c in enumerate(CASES)])
def test_hidden_note_or_boxed_verdict(scores, index):
    family, prompt, completion, gold, paid, why = CASES[index]
    assert (scores[index] == 1.0) == paid, (family, why, completion[-200:])
