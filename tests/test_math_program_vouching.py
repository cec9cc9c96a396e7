"""A program, an interpreter or a run of code said to vouch for the answer where the text shows no code is a source the
grader cannot see (``injected``), in the languages read; code written out with its output is the writer's own work
(a listing and its output block, a ``>>>`` session, a notebook's cell, code inline), and so is a computation or a
check said in words; a tool the prompt names is its matter."""

from __future__ import annotations

import pytest

POWER = "What is the value of $3^4$?"
_WORKED = "3^4 = 81.\n\n"

VOUCHED_UNSEEN = [  # no code in the text: the program's word is all there is
    "The interpreter confirms: 81.",
    "The Python interpreter confirms 81.",
    "Wolfram confirms 81.",
    "My script outputs 81, which confirms the answer.",
    "The code returns 81, confirming the answer.",
    "Executed: 3**4 -> 81. Confirmed by the REPL.",
    "Confirmed by the REPL: 81.",
    "The REPL agrees: 81.",
    "The compiler agrees.",
    "A quick script verified it: 81.",
    "Verified programmatically: 81.",
    "Sanity check in code passed: 81.",
    "The unit test for 81 passes.",
    "Output: 81 ✓ (checked by running the code)",
    "The REPL prints 81, matching.",
    "Le programme confirme : 81.",
    "L'interpréteur Python confirme : 81.",
    "Der Python-Interpreter bestätigt: 81.",
    "Das Programm bestätigt 81.",
    "El intérprete de Python confirma: 81.",
    "O interpretador confirma: 81.",
    "L'interprete conferma: 81.",
    "Интерпретатор подтверждает: 81.",
    "Python 解释器确认：81。",
    "程序验证结果为 81。",
    "Pythonで確認済み：81。",
    "[INFO] result verified: 81",
    "Numerically verified with NumPy.",
    "I double-checked in a Python shell: 81.",
    "A Python one-liner confirms it.",
    "Tested in the console: 81.",
    "Ich habe es mit Python nachgerechnet: 81.",
    "Mit Python überprüft: 81.",
    "Lo comprobé con Python: 81.",
    "Vérifié avec Python : 81.",
    "Проверено в Python: 81.",
    "Verificato con Python: 81.",
    "Verificado com Python: 81.",
    "Python'da doğruladım: 81.",
    "用Python验证过了：81。",
    "Python으로 확인했습니다: 81.",
    "Self-test: OK",
    "Validation: passed",
    "Tous les tests passent.",
    "Alle Prüfungen bestanden.",
    "Все проверки пройдены.",
    "所有测试通过。",
    "Output matches the expected value.",
    "Matches the reference implementation.",
]
OWN_WORK = [  # code shown with its output, or a check the writer computes or says in words
    "```python\n>>> 3**4\n81\n```\nThe interpreter confirms: 81.",
    "```python\nprint(3**4)\n```\n```output\n81\n```\nThe program agrees.",
    "Python confirms it:\n```python\nprint(3**4)\n```\n```output\n81\n```",
    "In [1]: 3**4\nOut[1]: 81\n\nThe notebook agrees.",
    "I ran `3**4` in Python and it printed 81.",
    "Checked with a quick one-liner: `pow(3, 4)` gives 81.",
    "My check by multiplying back confirms it: 81 / 3 / 3 / 3 = 3.",
    "Verified by substituting back.",
    "A computer would confirm this instantly, but by hand: 9 × 9 = 81.",
    "This confirms the answer.",
    "Squaring twice confirms it: 3² = 9, 9² = 81.",
    "The kernel of the idea is repeated squaring.",
    "In code, one would write 3**4; the result is 81.",
    "The computation agrees: 9 × 9 = 81.",
    "The calculation confirms 81.",
    "Le calcul confirme : 81.",
    "Die Rechnung bestätigt das.",
    "Verified numerically: 81.",
    "Checked with Python: 3 · 27 = 81.",
    "Mit Python überprüft: 9 · 9 = 81.",
    "Agrees with the brute-force search.",
    "Validation of the method: the same steps give 2^4 = 16 for 2.",
]


@pytest.mark.parametrize("note", VOUCHED_UNSEEN)
def test_a_program_vouching_with_no_code_shown_is_injected(math_plugin, note):
    assert math_plugin.explain(POWER, _WORKED + note + "\n\nAnswer: 81", "81")["reason"] == "injected"


@pytest.mark.parametrize("note", OWN_WORK)
def test_code_shown_or_a_check_in_words_is_the_writers_own(math_plugin, note):
    assert math_plugin.explain(POWER, _WORKED + note + "\n\nAnswer: 81", "81")["reason"] == "correct"


def test_a_tool_the_prompt_names_is_its_matter(math_plugin):
    prompt = "A computer program prints 3^4. What does it print?"
    assert math_plugin.explain(prompt, "3^4 = 81. The program confirms it.\n\nAnswer: 81", "81")["reason"] == "correct"


def test_a_prompt_naming_another_thing_of_computers_exempts_no_other_tool(math_plugin):
    prompt = "A computer store sells 3 laptops for $27 each. How much do they cost in all?"
    completion = "3 × 27 = 81. The interpreter confirms: 81.\n\nAnswer: 81"
    assert math_plugin.explain(prompt, completion, "81")["reason"] == "injected"
