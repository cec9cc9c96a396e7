"""An answer is written in its gold's structure only where that rewrites the same values: a tuple at the
end of a vector equation is the column vector, a named piecewise function is its pieces, "x = ±3" the two
roots; nothing else changes."""

from __future__ import annotations

import pytest

from reward_plugins.math.structures import as_gold_structure

_COLUMN = "\\begin{pmatrix} 2 \\\\ -8 \\\\ 7 \\end{pmatrix}"
_CASES = "\\begin{cases} x & x \\ge 0 \\\\ -x & x < 0 \\end{cases}"
REWRITTEN = [
    ("(2, -8, 7)", _COLUMN, "\\begin{pmatrix} 2 \\\\ -8 \\\\ 7 \\end{pmatrix}"),
    ("2\\mathbf{a} - \\mathbf{b} = (2, -8, 7)", _COLUMN, "\\begin{pmatrix} 2 \\\\ -8 \\\\ 7 \\end{pmatrix}"),
    ("(2, -8)", _COLUMN, "(2, -8)"),  # another number of rows: left as written
    ("f(x) = \\begin{cases} x & x \\ge 0 \\\\ -x & x < 0 \\end{cases}", _CASES, _CASES),
    ("x = \\pm 3", "-3, 3", "-3, 3"),
    ("\\pi r^{2} = 81\\pi", "81\\pi", "81\\pi"),  # a formula's value in terms of pi
    ("\\pi r^{2} = 81", "81\\pi", "\\pi r^{2} = 81"),  # no pi on the right: the equation stays
    ("3x = 15", "15", "3x = 15"),  # an equation in an unknown is no value
    ("f(g(2)) = f(4) = 2\\cdot 4 + 3 = 11", "11", "11"),  # functions applied to numbers: a computation's value
    ("f(x) = 2x + 3 = 11", "11", "f(x) = 2x + 3 = 11"),
]
PERCENT = [
    # the answer to "what percent" is a number of percent: 25 is 25%, 0.25 is 0.25%
    ("0.25", "25\\%", "What percent of 60 is 15?", "0.25\\%"),
    ("25", "25\\%", "Wie viel Prozent von 60 sind 15?", "25\\%"),
    ("25", "25\\%", "Kolik procent je 15 z 60?", "25\\%"),  # a prompt in a language whose form words are not listed
    ("0.25", "25\\%", "What is 15 out of 60?", "0.25"),  # no percent asked: left to the comparison
    ("0.25", "\\frac{1}{4}", "What percent of 60 is 15?", "0.25"),  # a gold that is no percent
]


@pytest.mark.parametrize("answer,gold,prompt,rewritten", PERCENT)
def test_a_plain_number_answering_what_percent_is_a_percent(answer, gold, prompt, rewritten):
    assert as_gold_structure(answer, gold, prompt) == rewritten


@pytest.mark.parametrize("answer,gold,rewritten", REWRITTEN)
def test_an_answer_takes_its_golds_structure_only_with_the_same_values(answer, gold, rewritten):
    assert as_gold_structure(answer, gold) == rewritten


_ROOTS = "Find all real solutions of $x^2 = 9$. Enter all the solutions, separated by commas."
GOLD_LISTS = [
    # a gold "-3,3" is the two roots where the prompt asks for all of them, the decimal -3.3 elsewhere
    (_ROOTS, "$$\\boxed{\\pm 3}$$", "-3,3", "correct"),
    (_ROOTS, "$$\\boxed{-3, 3}$$", "-3,3", "correct"),
    (_ROOTS, "$$\\boxed{-3.3}$$", "-3,3", "wrong"),
    ("Wie kalt war es?", "Antwort: -3,3", "-3,3", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", GOLD_LISTS)
def test_a_gold_comma_pair_is_a_list_where_the_prompt_asks_for_several_values(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


_ABS_PLUS = "\\begin{cases} 2x & x \\ge 0 \\\\ 0 & x < 0 \\end{cases}"
_PIECEWISE = "Write $f(x) = x + |x|$ as a piecewise function."
PROSE = [
    # a piecewise function said in prose is compared piece by piece, with its conditions
    (_PIECEWISE, "$f(x)=2x$ when $x\\ge0$, and $f(x)=0$ when $x<0$.", "correct"),
    (_PIECEWISE, "So $f(x)=2x$ when $x<0$, and $f(x)=0$ when $x\\ge0$.", "wrong"),  # conditions swapped
    (_PIECEWISE, "So $f(x)=0$ if $x<0$ and $2x$ otherwise.", "correct"),
    (_PIECEWISE, "Donc $f(x)=2x$ si $x \\ge 0$ et $f(x)=0$ si $x<0$.", "correct"),
    (_PIECEWISE, "So $f(x)=0$ if $x<0$ and $2x$ otherwise. Wait, that's wrong.", "withdrawn"),
    # the word for "when" of any language, where every condition states a relation
    (_PIECEWISE, "Siis $f(x)=2x$ kun $x \\ge 0$, ja $f(x)=0$ kun $x<0$.", "correct"),
    (_PIECEWISE, "Siis $f(x)=2x$ kun $x<0$, ja $f(x)=0$ kun $x \\ge 0$.", "wrong"),
    (_PIECEWISE, "Dus $f(x)=2x$ als $x \\ge 0$ en $f(x)=0$ als $x<0$.", "correct"),
]


@pytest.mark.parametrize("prompt,completion,reason", PROSE)
def test_a_piecewise_function_in_prose_is_compared_with_its_conditions(math_plugin, prompt, completion, reason):
    assert math_plugin.explain(prompt, completion, _ABS_PLUS)["reason"] == reason


@pytest.mark.parametrize("answer, prompt, rewritten", [
    # a chain that starts from the prompt's own expression ends on its value
    ("(x - 3)^{2} = x^{2} - 6x + 9", "Expand $(x - 3)^2$.", "x^{2} - 6x + 9"),
    ("\\frac{x^2-1}{x-1} = x + 1", "Simplify $\\frac{x^2-1}{x-1}$.", "x + 1"),
    # a side of the prompt's equation is no object of the question: the equation stays
    ("x^2 = 9", "Solve $x^2 = 9$.", "x^2 = 9"),
    ("(x - 3)^{2} = 0", "Solve $(x - 3)^2 = 0$.", "(x - 3)^{2} = 0"),
    ("y = x^{2} - 6x + 9", "Expand $(x - 3)^2$.", "y = x^{2} - 6x + 9"),
])
def test_a_chain_from_the_questions_expression_is_its_end(answer, prompt, rewritten):
    assert as_gold_structure(answer, "x^2 - 6x + 9", prompt) == rewritten


@pytest.mark.parametrize("prompt, completion, reason", [
    # a value given for another unknown than the one asked is not the answer, whatever it equals
    ("Solve for $y$: $x + y = 10$, $x - y = 2$.", "\\boxed{x = 4}", "wrong"),
    ("Solve for $y$: $x + y = 10$, $x - y = 2$.", "\\boxed{y = 4}", "correct"),
    ("Solve for $y$: $x + y = 10$, $x - y = 2$.", "\\boxed{x = 6, y = 4}", "correct"),
    ("Find $a_3$.", "\\boxed{a_2 = 4}", "wrong"),
    ("Find $a_3$.", "\\boxed{a_{3} = 4}", "correct"),
    ("What is $3 + 1$?", "\\boxed{x = 4}", "correct"),  # no unknown asked by name
])
def test_a_value_for_another_unknown_is_not_the_answer(math_plugin, prompt, completion, reason):
    assert math_plugin.explain(prompt, completion, "4")["reason"] == reason
