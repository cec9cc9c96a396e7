"""``math_accuracy`` on a bound said with the value instead of the value, in many languages: a bound after the value and
its unit that ends the answer ("10 km or more", "10 km oder mehr", "10 km以上", "10 km 이상"), a word for "at least" or
"at most" before it ("답: 적어도 10 km", "答え：少なくとも10 km"), and a Korean sentence after the answer that says what
it will probably be ("적어도 10 km 이상일 거예요.") leave the value a bound or a guess (``qualified`` or ``no_answer``); the
value with its unit alone, a bound word the prompt uses itself, "more" of a difference asked ("10 more apples" is as
before) and a Korean closing in the future tense stay as they were.

Cases are (prompt, completion, gold, paid, why); the rules behind them are in docs/MATH.md.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import chat_case_scores

_EN = "Mia walks 2.5 km a day. How far does she walk in 4 days, in km?"
_KO = "영희는 하루에 2.5 km를 걷습니다. 4일 동안 몇 km를 걷습니까?"
_JA = "花子は1日に2.5 km歩きます。4日間で何km歩きますか？"
_ZH = "小明每天走2.5公里。4天走多少公里？"
_DE = "Mia geht 2,5 km am Tag. Wie viele km geht sie in 4 Tagen?"
_FR = "Mia marche 2,5 km par jour. Combien de km marche-t-elle en 4 jours ?"
_ES = "Mía camina 2,5 km al día. ¿Cuántos km camina en 4 días?"
_RU = "Маша проходит 2,5 км в день. Сколько км она пройдёт за 4 дня?"
_W = "2.5 × 4 = 10\n\n"
_WC = "2,5 · 4 = 10\n\n"

CASES = [
    (_EN, _W + "Answer: 10 km or more", "10", False, "English 'or more' after the unit"),
    (_EN, _W + "Answer: 10 km at least.", "10", False, "English 'at least' after the unit"),
    (_KO, _W + "답: 10 km 이상", "10", False, "Korean 'or more' after the unit"),
    (_KO, _W + "답: 적어도 10 km", "10", False, "Korean 'at least' before the value"),
    (_KO, _W + "답: 10 km\n\n적어도 10 km 이상일 거예요.", "10", False, "Korean: at least, it will probably be"),
    (_KO, _W + "답: 10 km\n\n10 km일 거예요.", "10", False, "Korean: it will probably be 10 km"),
    (_JA, _W + "答え：10 km以上", "10", False, "Japanese 'or more' after the unit"),
    (_JA, _W + "答え：少なくとも10 km", "10", False, "Japanese 'at least' before the value"),
    (_ZH, _W + "答：10公里以上", "10", False, "Chinese 'or more' after the unit"),
    (_DE, _WC + "Antwort: 10 km oder mehr", "10", False, "German 'oder mehr'"),
    (_DE, _WC + "Antwort: 10 km mindestens", "10", False, "German 'mindestens' after the unit"),
    (_FR, _WC + "Réponse : 10 km au moins", "10", False, "French 'au moins' after the unit"),
    (_ES, _WC + "Respuesta: 10 km o más", "10", False, "Spanish 'o más'"),
    (_RU, _WC + "Ответ: 10 км или больше", "10", False, "Russian 'или больше'"),
    ("Mia idzie 2,5 km dziennie. Ile km przejdzie w 4 dni?", _WC + "Odpowiedź: 10 km co najmniej", "10", False,
     "Polish 'co najmniej' after the unit"),
    (_EN, _W + "Answer: 10 km (minimum)", "10", True, "'minimum' in brackets may name the quantity: as before"),
    (_EN, _W + "Answer: 12 km or more", "10", False, "a wrong value bounded"),
    # the value alone, the prompt's own bound, and a closing in the future tense: as before
    (_EN, _W + "Answer: 10 km", "10", True, "English value with its unit"),
    (_KO, _W + "답: 10 km", "10", True, "Korean value with its unit"),
    (_JA, _W + "答え：10 km", "10", True, "Japanese value with its unit"),
    (_DE, _WC + "Antwort: 10 km", "10", True, "German value with its unit"),
    (_KO, _W + "답: 10 km\n\n즉 10 km입니다.", "10", True, "Korean restatement"),
    ("How many students scored 60 points or more? 10 of 25 did.", "Answer: 10", "10", True, "the prompt's own bound, not written"),
    ("How many students scored 60 points or more, if 10 of 25 did?", "10 students scored 60 points or more.\n\nAnswer: 10 students",
     "10", True, "the bound in the working, the answer plain"),
]


@pytest.fixture(scope="module")
def scores():
    return chat_case_scores([{"prompt": p, "completion": c, "answer": g} for p, c, g, _, _ in CASES])


@pytest.mark.parametrize("index", range(len(CASES)), ids=[f"{i}-{c[4]}" for i, c in enumerate(CASES)])
def test_bound_after_value(scores, index):
    prompt, completion, gold, paid, why = CASES[index]
    assert (scores[index] == 1.0) == paid, (why, completion[-200:])
