"""``math_accuracy`` on another value called possible, plausible or sensible after the answer, in many languages ("不过
n = 13 也说得通。", "But n = 13 also makes sense.", "n = 13 ergibt auch Sinn.", "13도 말이 돼요."): a second value offered
(``hedged``); the answer's own value so called, and a check of it, stay paid.

Cases are (prompt, completion, gold, paid, why); the rules behind them are in docs/MATH.md.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import chat_case_scores

_P = "The sum of the first $n$ positive integers is 78. What is $n$?"
_W = "$n(n+1)/2 = 78 \\Rightarrow n(n+1) = 156 = 12 \\cdot 13$, so $n = 12$.\n\n$\\boxed{12}$\n\n"

CASES = [
    (_P, _W + "不过 n = 13 也说得通。", "12", False, "Chinese 'also makes sense'"),
    (_P, _W + "不过 n = 13 也說得通。", "12", False, "Chinese, traditional script"),
    (_P, _W + "n = 13 也讲得通。", "12", False, "Chinese 'also holds up'"),
    (_P, _W + "n = 13 也说得过去。", "12", False, "Chinese 'also passable'"),
    (_P, _W + "n = 13 也合理。", "12", False, "Chinese 'also reasonable'"),
    (_P, _W + "But n = 13 also makes sense.", "12", False, "English 'also makes sense'"),
    (_P, _W + "n = 13 makes sense too.", "12", False, "English 'makes sense too'"),
    (_P, _W + "n = 13 is also reasonable.", "12", False, "English 'also reasonable'"),
    (_P, _W + "Aber n = 13 ergibt auch Sinn.", "12", False, "German 'ergibt auch Sinn'"),
    (_P, _W + "n = 13 wäre auch plausibel.", "12", False, "German 'auch plausibel'"),
    (_P, _W + "Mais n = 13 a aussi du sens.", "12", False, "French 'a aussi du sens'"),
    (_P, _W + "Aunque n = 13 también tiene sentido.", "12", False, "Spanish 'también tiene sentido'"),
    (_P, _W + "Mas n = 13 também faz sentido.", "12", False, "Portuguese 'também faz sentido'"),
    (_P, _W + "Ma n = 13 ha senso anche.", "12", False, "Italian 'ha senso anche'"),
    (_P, _W + "Хотя n = 13 тоже имеет смысл.", "12", False, "Russian 'тоже имеет смысл'"),
    (_P, _W + "n = 13 も筋が通る。", "12", False, "Japanese 'also stands to reason'"),
    (_P, _W + "n = 13도 말이 돼요.", "12", False, "Korean 'also makes sense'"),
    # the answer's own value, a check, a plain restatement: stays paid
    (_P, _W + "不过 n = 12 也说得通。", "12", True, "Chinese, the answer's own value"),
    (_P, _W + "验证：12 × 13 / 2 = 78。", "12", True, "Chinese check"),
    (_P, _W + "Check: 12 · 13 / 2 = 78.", "12", True, "English check"),
    (_P, _W + "So n = 12.", "12", True, "English restatement"),
    (_P, _W + "n = 12 makes sense too.", "12", True, "English, the answer's own value"),
]


@pytest.fixture(scope="module")
def scores():
    return chat_case_scores([{"prompt": p, "completion": c, "answer": g} for p, c, g, _, _ in CASES])


@pytest.mark.parametrize("index", range(len(CASES)), ids=[f"{i}-{c[4]}" for i, c in enumerate(CASES)])
def test_also_possible_after_answer(scores, index):
    prompt, completion, gold, paid, why = CASES[index]
    assert (scores[index] == 1.0) == paid, (why, completion[-200:])
