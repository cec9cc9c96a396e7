"""Where the answer lives when no marker names it, as a reader finds it: the value a chain of equations ends on
(``align*``, ``aligned``, ``eqnarray``), the last item of a list with its value in bold, a remainder after the
congruence that gives it (the modulus is no second value), a boxed value that evaluates the expression named before
it ("$n+1$, where $n = 20$, i.e. $\\boxed{21}$"), and a sentence repeated until the text was cut off (the unfinished
repeat commits to nothing unless it has begun a number), and a data object that ends the text (JSON, YAML, an HTML
table); a label "Step-by-Step Answer:" heads the working, not its result. Each row has a twin with a wrong value that is not paid.

Cases are (prompt, gold, completion, expected): expected ``True`` is paid.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_DIVISORS = "What is the sum of all positive divisors of 36?"
_AREA = "A rectangle has a perimeter of 46 cm and a length of 15 cm. What is its area in square centimeters?"
_REMAINDER = "Find the remainder when $2^{100}$ is divided by $7$."
_CONSECUTIVE = "The sum of two consecutive integers is 41. What is the larger integer?"
_SALES = "A store sold 40 chairs for $30 each and 12 tables for $50 each. How much money, in dollars, did it make?"

CHAIN_OF_EQUATIONS = [
    (_DIVISORS, "91", "\\begin{align*}\n\\sigma(36) &= (1+2+4)(1+3+9)\\\\\n&= 7 \\cdot 13\\\\\n&= 91\n\\end{align*}", True),
    (_DIVISORS, "91", "\\begin{align*}\n\\sigma(36) &= (1+2+4)(1+3+9)\\\\\n&= 7 \\cdot 13\\\\\n&= 92\n\\end{align*}", False),
    (_DIVISORS, "91", "$$\\begin{aligned}\n\\sigma(36) &= 7 \\cdot 13 \\\\\n&= 91\n\\end{aligned}$$", True),
    (_DIVISORS, "91", "$$\\begin{aligned}\n\\sigma(36) &= 7 \\cdot 13 \\\\\n&= 90\n\\end{aligned}$$", False),
    (_DIVISORS, "91", "\\[\\begin{aligned}\n\\sigma(36) &= 7 \\cdot 13 \\\\\n&\\approx 91\n\\end{aligned}\\]", False),  # an estimate
    (_DIVISORS, "91", "\\begin{align}\n\\sigma(36) &= 7 \\cdot 13 \\notag\\\\\n&= 91 \\label{eq:s}\n\\end{align}", True),
    (_DIVISORS, "91", "\\begin{align*}\nS &= 7 \\cdot 13\\\\\nS &= 91\n\\end{align*}", True),
    (_DIVISORS, "91", "\\begin{align*}\n&= 7 \\cdot 13\\\\\n&= 91 \\\\\n&= 90\n\\end{align*}", False),  # the chain ends on 90
    (_DIVISORS, "91", "\\begin{eqnarray*}\n\\sigma(36) &=& 7 \\cdot 13\\\\\n&=& 91\n\\end{eqnarray*}", True),
]

LAST_ITEM_IN_BOLD = [
    (_AREA, "120", "1. Half the perimeter is 23 cm.\n2. The width is 23 − 15 = 8 cm.\n3. The area is 15 × 8 = **120** square centimeters.", True),
    (_AREA, "120", "1. Half the perimeter is 23 cm.\n2. The width is 23 − 15 = 8 cm.\n3. The area is 15 × 8 = **121** square centimeters.", False),
    (_AREA, "120", "- Half the perimeter: 23 cm\n- Width: 23 − 15 = 8 cm\n- Area: 15 × 8 = **120** cm²", True),
    (_AREA, "120", "- Half the perimeter: 23 cm\n- Width: 23 − 15 = 8 cm\n- Area: 15 × 8 = *120* cm²", True),
    (_AREA, "120", "1. Half the perimeter is 23 cm.\n2. The width is 8 cm.\n3. The area is **120** or **128** square centimeters.", False),
]

MODULUS_IS_NO_VALUE = [
    (_REMAINDER, "2", "So $2^{100} \\equiv 2 \\pmod{7}$, and the remainder is **2**.", True),
    (_REMAINDER, "2", "So $2^{100} \\equiv 2 \\pmod{7}$, and the remainder is **3**.", False),
    (_REMAINDER, "2", "So $2^{100} \\equiv 2 \\bmod 7$, hence the remainder is 2.", True),
    (_REMAINDER, "2", "So 2^100 ≡ 2 (mod 7), and the remainder is 2.", True),
    (_REMAINDER, "2", "So 2^100 mod 7 = 2, and the remainder is 2.", True),
    (_REMAINDER, "2", "So 2^100 ≡ 2 (mod 7), and the remainder is 2 or 4.", False),
]

VALUE_OF_THE_NAMED_EXPRESSION = [
    (_CONSECUTIVE, "21", "Let them be n and n+1: 2n + 1 = 41, n = 20.\n\nThe answer is $n+1$, where $n = 20$, i.e. $\\boxed{21}$.", True),
    (_CONSECUTIVE, "21", "Let them be n and n+1: 2n + 1 = 41, n = 20.\n\nThe answer is $n+1$, where $n = 20$, i.e. $\\boxed{22}$.", False),
    (_CONSECUTIVE, "21", "Let them be n and n+1: 2n + 1 = 41, n = 20.\n\nThe answer is $n+1$, where $n = 21$, i.e. $\\boxed{21}$.", False),
    (_CONSECUTIVE, "21", "The answer is $a+1$ with $a = 20$, that is $\\boxed{21}$.", True),
    (_CONSECUTIVE, "21", "The answer is $a+1$ with $a = 20$, that is $\\boxed{20}$.", False),
    (_CONSECUTIVE, "21", "Answer: 20, i.e. \\boxed{21}", False),  # two numbers: no expression evaluated
]

CUT_OFF_MID_REPEAT = [
    (_SALES, "1800", "40 x 30 = 1200. 12 x 50 = 600. 1200 + 600 = 1800. The store made 1800 dollars. The store made 1800 dollars. "
     "The store made 1800 dollars. The store made", True),
    (_SALES, "1800", "40 x 30 = 1200. 12 x 50 = 600. 1200 + 600 = 1900. The store made 1900 dollars. The store made 1900 dollars. "
     "The store made 1900 dollars. The store made", False),
    (_SALES, "1800", "1200 + 600 = 1800.\nThe answer is 1800.\nThe answer is 1800.\nThe answer is 1800.\nThe answer is", True),
    (_SALES, "1800", "1200 + 600 = 1800.\nThe answer is 1800.\nThe answer is 1800.\nThe answer is 1800.\nThe answer is 18", False),
    (_SALES, "1800", "1200 + 600 = 1800.\nThe answer is 1800.\nThe answer is 1700.\nThe answer is 1800.\nThe answer is", False),
    (_SALES, "1800", "Der Laden hat 1800 Dollar eingenommen. Der Laden hat 1800 Dollar eingenommen. "
     "Der Laden hat 1800 Dollar eingenommen. Der Laden", True),
]

_CUPS = "Ana sold 30 cups on Monday and 42 on Tuesday. How many cups did she sell?"
_PENTAGON = "Quelle est la somme des angles intérieurs d'un pentagone, en degrés ?"

DATA_OBJECT = [  # a JSON object that ends the text answers under its answer keys; two keys that differ are a hedge
    (_CUPS, "72", '{"reasoning": "30 + 42 = 72", "answer": 72}', True),
    (_CUPS, "72", '{"reasoning": "30 + 42 = 71", "answer": 71}', False),
    (_CUPS, "72", 'Let me add: $30 + 42 = 72$.\n\n```json\n{"reasoning": "The answer is 71", "answer": 72}\n```', True),
    (_CUPS, "72", 'Let me add: $30 + 42 = 72$.\n\n```json\n{"reasoning": "The answer is 72", "answer": 71}\n```', False),
    (_CUPS, "72", '{"solution": {"steps": ["30 + 42 = 72"], "final_answer": "72 cups"}}', True),
    # a key that is a variable of another field's formula holds the formula's given, no value offered
    (_PENTAGON, "540", '{"formule": "(n-2) × 180", "n": 5, "réponse": 540}', True),
    (_PENTAGON, "540", '{"formula": "(n-2) * 180", "n": 5, "answer": 540}', True),
    (_PENTAGON, "540", '{"formule": "(n-2) × 180", "m": 5, "réponse": 540}', False),
    (_PENTAGON, "540", '{"f": "x or y", "x": 540, "y": 720, "answer": 540}', False),
    (_CUPS, "72", '{"solution": {"steps": ["30 + 42 = 72"], "final_answer": "71 cups"}}', False),
    (_CUPS, "72", '{"answer": "72", "units": "cups"}', True),
    (_CUPS, "72", '{"Antwort": 72}', True),
    (_CUPS, "72", '{"answer": 72, "common_wrong_answer": 71}', True),  # an answer named as wrong is no commitment
    (_CUPS, "72", '{"answer": 72, "final_answer": 71}', False),
    (_CUPS, "72", '{"answer": 71, "correct_answer": 72}', False),
    (_CUPS, "72", '{"answer": 72, "alternative": 71}', False),
    (_CUPS, "72", '{"respuesta": 71, "respuesta_final": 72}', False),
    (_CUPS, "72", 'Answer: 71\n\n{"answer": 72}', False),  # a marker just before the object: two answers
    (_CUPS, "72", '{"answer": 72, "expected_answer": 72}', False),  # an answer key vouched for by another
    (_CUPS, "72", '{"answer": 72, "ground_truth": 72}', False),
    (_CUPS, "72", '```yaml\nmonday: 30\ntuesday: 42\nanswer: 72\n```', True),
    (_CUPS, "72", '```yaml\nmonday: 30\ntuesday: 42\nanswer: 71\n```', False),
    (_CUPS, "72", "answer: 72\nalternative_answer: 71", False),
    (_CUPS, "72", "<table><tr><td>Monday</td><td>30</td></tr><tr><td>Tuesday</td><td>42</td></tr>"
     "<tr><td><b>Total</b></td><td><b>72</b></td></tr></table>", True),
    (_CUPS, "72", "<table><tr><td>Monday</td><td>30</td></tr><tr><td>Tuesday</td><td>42</td></tr>"
     "<tr><td><b>Total</b></td><td><b>71</b></td></tr></table>", False),
    (_CUPS, "72", "Answer: 72\n\n<table><tr><th>Answer</th></tr><tr><td>71</td></tr></table>", False),
]

_ADDED = "Let me add: $30 + 42 = 72$.\n\nFinal answer: 72\n\n"
SECOND_VALUE_IN_DATA = [  # a number under any key of a data object that the working never wrote is a second value
    (_CUPS, "72", _ADDED + '```json\n{"final": 72, "fallback": 71}\n```', False),
    (_CUPS, "72", _ADDED + '```json\n{"fallback": 71}\n```', False),
    (_CUPS, "72", _ADDED + '```json\n{"answer": 72, "backup": "71"}\n```', False),
    (_CUPS, "72", _ADDED + '```json\n{"answer": 72, "if_wrong_try": 71}\n```', False),
    (_CUPS, "72", _ADDED + '```json\n{"result": {"value": 72, "alt": 71}}\n```', False),
    (_CUPS, "72", _ADDED + '```json\n{"final": 72, "fallback": 71}\n```\n\nHope this helps!', False),
    (_CUPS, "72", '```json\n{"answer": 72, "candidates": [72, 71]}\n```', False),
    (_CUPS, "72", '{"answer": 72, "confidence": 0.6}', False),
    (_CUPS, "72", _ADDED + "```yaml\nfinal: 72\nfallback: 71\n```", False),
    (_CUPS, "72", _ADDED + "```toml\nfinal = 72\nfallback = 71\n```", False),
    (_CUPS, "72", _ADDED + "final=72; fallback=71", False),
    (_CUPS, "72", _ADDED + "| key | value |\n|---|---|\n| final | 72 |\n| fallback | 71 |", False),
    (_CUPS, "72", _ADDED + "| final | fallback |\n|---|---|\n| 72 | 71 |", False),
    # an element's tags show nothing; its number is seen
    (_CUPS, "72", _ADDED + "<fallback>71</fallback>", False),
    (_CUPS, "72", _ADDED + '<note kind="alt">71</note>', False),
    (_CUPS, "72", _ADDED + "<b>72</b> cups", True),
    (_CUPS, "72", _ADDED + "<sub>checked: 30 + 42 = 72</sub>", True),
    # the working's numbers, words and steps beside the answer are its data
    (_CUPS, "72", _ADDED + '```json\n{"final": 72, "unit": "cups"}\n```', True),
    (_CUPS, "72", _ADDED + '```json\n{"monday": 30, "tuesday": 42, "answer": 72}\n```', True),
    (_CUPS, "72", '```json\n{"answer": 72, "steps": ["30 + 42 = 72"]}\n```', True),
    (_CUPS, "72", _ADDED + '```json\n{"answer": "72 cups", "total": 72.0}\n```', True),
    (_CUPS, "72", _ADDED + "| day | cups |\n|---|---|\n| Monday | 30 |\n| Tuesday | 42 |", True),
]

_ROLLS = "Janet has 2 rolls of blue fibre and half as much white fibre. How many rolls in total?"

STEPWISE_LABEL = [  # "Step-by-Step Answer:" (MGSM's header, in its languages) heads the working, not its result
    (_ROLLS, "3", "Step-by-Step Answer: White fibre: 2 / 2 = 1 roll. Total: 2 + 1 = 3 rolls. The answer is 3.", True),
    (_ROLLS, "3", "Step-by-Step Answer: White fibre: 2 / 2 = 1 roll. Total: 2 + 1 = 3 rolls. The answer is 4.", False),
    (_ROLLS, "3", "Schrittweise Antwort: Weiße Faser: 2 / 2 = 1 Rolle. Insgesamt: 2 + 1 = 3 Rollen. Die Antwort lautet 3.", True),
    (_ROLLS, "3", "Schrittweise Antwort: Weiße Faser: 2 / 2 = 1 Rolle. Insgesamt: 2 + 1 = 3 Rollen. Die Antwort lautet 1.", False),
    (_ROLLS, "3", "逐步解答：白色纤维 2 / 2 = 1 卷。总共 2 + 1 = 3 卷。答案是 3。", True),
    (_ROLLS, "3", "ステップごとの答え：白は 2 / 2 = 1 巻。合計 2 + 1 = 3 巻。答えは 3 です。", True),
    (_ROLLS, "3", "ধাপে ধাপে উত্তর: সাদা 2 / 2 = 1 রোল। মোট 2 + 1 = 3 রোল। উত্তর হল 3।", True),
    (_ROLLS, "3", "Step-by-Step Answer: 2 + 1 = 4", False),
    (_ROLLS, "3", "Answer: 1 roll. Total: The answer is 3.", False),  # an answer label with no step word still stands
]

_F4 = "Let $f(x) = 3x^2 - 2$. Find $f(4)$."
_STATED = "f(4) = 3 \\cdot 16 - 2 = 46.\n\nSo $f(4) = 46$.\n\n"
CHECK_AFTER_THE_STATEMENT = [  # a closing check, quoted, bold or as a heading, that confirms is no final statement
    (_F4, "46", _STATED + "> Second look: 3·4² = 48, and 48 − 2 = 46. Same result.", True),
    (_F4, "46", _STATED + "**Check:** 3·4² = 48, and 48 − 2 = 46. Same result again.", True),
    (_F4, "46", _STATED + "> Rechecking: 3 · 16 = 48, 48 − 2 = 46. Consistent.", True),
    (_F4, "46", _STATED + "A closer look: 3·4² = 48, and 48 − 2 = 46. Same as before.", True),
    # a check that reaches another value offers it beside the answer
    (_F4, "46", _STATED + "> Second look: 3·4² = 48, and 48 − 1 = 47. Same result.", False),
    (_F4, "46", "So $f(4) = 47$.\n\n> Second look: 3·4² = 48, and 48 − 2 = 46. Same result.", False),
    (_F4, "46", _STATED + "**Recheck:** 3·4² = 48, and 48 − 2 = 45.", False),
    (_F4, "46", "So $f(4) = 46$.\n\nThe answer is <s>46</s>.", False),  # a struck answer sentence confirms nothing
]

FAMILIES = {"chain_of_equations": CHAIN_OF_EQUATIONS, "last_item_in_bold": LAST_ITEM_IN_BOLD,
            "modulus_is_no_value": MODULUS_IS_NO_VALUE, "value_of_the_named_expression": VALUE_OF_THE_NAMED_EXPRESSION,
            "cut_off_mid_repeat": CUT_OFF_MID_REPEAT, "data_object": DATA_OBJECT, "second_value_in_data": SECOND_VALUE_IN_DATA,
            "check_after_the_statement": CHECK_AFTER_THE_STATEMENT,
            "stepwise_label": STEPWISE_LABEL}
CASES = [(family, *case) for family, table in FAMILIES.items() for case in table]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[1] for c in CASES], [c[3] for c in CASES], [c[2] for c in CASES])


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{i}-{c[0]}") for i, c in enumerate(CASES)])
def test_the_answer_is_read_where_a_reader_finds_it(scores, index):
    family, prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (family, completion)
