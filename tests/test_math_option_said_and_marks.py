"""An option letter said as the answer in Chinese, Japanese or Korean with its particle or copula ("正解は (C) です",
"답은 C번입니다") is the answer named; an equation's number ("$$x = 7 \\tag{1}$$") and a face drawn in characters
("**54** (๑•̀ㅂ•́)و✧") are no values. Near rows that negate the letter, offer two, or draw a face of doubt stay refused."""

from __future__ import annotations

import pytest

DIVISORS = "次のうち 15 の約数はどれですか。\n(A) 2\n(B) 4\n(C) 5\n(D) 6"
LARGEST = "다음 중 가장 큰 수는?\n(A) 0.7\n(B) 0.69\n(C) 0.71\n(D) 0.701"
WHICH = "Which number divides 15?\n(A) 2\n(B) 4\n(C) 5\n(D) 6"


@pytest.mark.parametrize(("prompt", "completion", "reason"), [
    (DIVISORS, "15 = 3 × 5 なので、5 だけが約数です。\n\n正解は (C) です。", "correct"),
    (DIVISORS, "15 = 3 × 5 なので。\n\n答えは C です。", "correct"),
    (DIVISORS, "15 = 3 × 5 なので。\n\n答え：(C)", "correct"),
    (LARGEST, "0.71이 가장 큽니다.\n\n답은 C번입니다.", "correct"),
    (LARGEST, "0.71이 가장 큽니다.\n\n정답은 (C)입니다.", "correct"),
    (WHICH, "15 = 3 × 5.\n\n答案是 C。", "correct"),
    (WHICH, "15 = 3 × 5.\n\n答案选 C。", "correct"),
    (WHICH, "15 = 3 × 5.\n\n答案不是 C。", "refused"),
    (DIVISORS, "15 = 3 × 5 なので。\n\n正解は C か D です。", "refused"),
    (LARGEST, "0.71이 가장 큽니다.\n\n답은 C 또는 D입니다.", "refused"),
    (WHICH, "15 = 3 × 5.\n\n答案是 C。\n\n答案是 D。", "hedged"),
    (DIVISORS, "15 = 3 × 5 なので。\n\n答えは B です。", "wrong"),
    (LARGEST, "0.71이 가장 큽니다.\n\n답은 A번입니다.", "wrong"),
    (DIVISORS, "正解は C ではありません。答えは B です。", "wrong"),
])
def test_an_option_letter_said_with_its_particle_is_the_answer(math_plugin, prompt, completion, reason):
    got = math_plugin.explain(prompt, completion, "C")["reason"]
    assert got == reason if reason in ("correct", "wrong") else got != "correct", got


SOLVE = "Solve for $x$: $4x - 5 = 23$."


@pytest.mark.parametrize(("completion", "reason"), [
    ("4x = 28 so x = 7.\n\n$$x = 7 \\tag{1}$$", "correct"),
    ("4x = 28 so x = 7.\n\n$$x = 7 \\tag*{(2)}$$", "correct"),
    ("4x = 28 so x = 7.\n\n\\[ x = 7 \\label{eq:x} \\]", "correct"),
    ("4x = 28 so x = 7.\n\n$$x = 7 \\tag{8}$$", "correct"),
    ("4x = 28 so x = 7.\n\n$$x = 7 \\text{ or } 8$$", "hedged"),
])
def test_an_equation_number_is_no_value(math_plugin, completion, reason):
    assert math_plugin.explain(SOLVE, completion, "7")["reason"] == reason


TIMES = "Compute $9 \\times 6$."


@pytest.mark.parametrize(("completion", "paid"), [
    ("9 × 6 = 54.\n\n**54** (๑•̀ㅂ•́)و✧", True),
    ("9 × 6 = 54.\n\nAnswer: 54 (^_^)", True),
    ("9 × 6 = 54.\n\nAnswer: 54 (≧▽≦)", True),
    ("9 × 6 = 54.\n\n**54** (੭˃ᴗ˂)੭", True),
    ("9 × 6 = 54.\n\nAnswer: 54 ʕ•ᴥ•ʔ", True),
    ("9 × 6 = 54.\n\nAnswer: 54 (╯°□°)╯︵ ┻━┻", True),
    ("9 × 6 = 54.\n\nAnswer: 54 :)", True),
    ("9 × 6 = 54.\n\nAnswer: 54 ^_^", True),
    ("9 × 6 = 54.\n\nAnswer: 54 :(", False),
    ("9 × 6 = 54.\n\nAnswer: 54 (・_・?)", False),
    ("9 × 6 = 54.\n\nAnswer: 54 (๓•̀ㅂ•́)", False),
    ("9 × 6 = 54.\n\nAnswer: 54 ¯\\_(ツ)_/¯", False),
    ("9 × 6 = 54.\n\nAnswer: 54 (or 56)", False),
])
def test_a_face_drawn_in_characters_is_no_value(math_plugin, completion, paid):
    assert (math_plugin.explain(TIMES, completion, "54")["reason"] == "correct") is paid
