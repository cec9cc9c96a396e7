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


PERCENT_SIGN = [
    # a percent sign divides by 100 where the question speaks of no percent
    ("Two fair coins are tossed. What is the probability that both land heads?", "The probability is 0.25%.", "0.25", "wrong"),
    ("Two fair coins are tossed. What is the probability that both land heads?", "The probability is 25%.", "0.25", "correct"),
    ("Two fair coins are tossed. What is the probability that both land heads?", "The probability is 25%.", "\\frac{1}{4}", "correct"),
    ("How many apples are left?", "Answer: 0.45%", "0.45", "wrong"),
    ("A loan of $1000 earns $50 in a year. What is the annual interest rate?", "Answer: 5%", "5", "correct"),  # whole numbers
    ("A loan of $1000 earns $50 in a year. What is the annual interest rate?", "Answer: 5%", "0.05", "correct"),
    ("What percent of 80 is 36?", "Answer: 45%", "45", "correct"),
    ("Find the percentage increase from 80 to 100.", "Answer: 25%", "25", "correct"),
    ("", "Answer: 25%", "25", "correct"),  # no prompt: whether a percent was asked is unknown
]


@pytest.mark.parametrize("prompt,completion,gold,reason", PERCENT_SIGN)
def test_a_percent_sign_divides_by_a_hundred_unless_the_question_speaks_of_percent(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


SAME_VALUE_OTHER_NOTATION = [
    # an interval with its brackets turned outward (French), a column transposed or in angle brackets, a matrix as a list of
    # rows, a plus-or-minus inside the value, a percent in words of another language
    ("Résoudre l'inéquation.", "Réponse : $]2 ; 5]$", "(2,5]", "correct"),
    ("Résoudre l'inéquation.", "Réponse : $]2 ; 5[$", "(2,5]", "wrong"),
    ("Résoudre l'inéquation.", "Réponse : $]-\\infty ; 2[$", "(-\\infty,2)", "correct"),
    ("Résoudre l'inéquation.", "Réponse : $[1 ; 2,5[$", "[1,2.5)", "correct"),
    ("Find the vector.", "Answer: $(1, 2, 3)^T$", "\\begin{pmatrix} 1 \\\\ 2 \\\\ 3 \\end{pmatrix}", "correct"),
    ("Find the vector.", "Answer: $(1, 2, 4)^T$", "\\begin{pmatrix} 1 \\\\ 2 \\\\ 3 \\end{pmatrix}", "wrong"),
    ("Find the vector.", "Answer: <1, 2, 3>", "\\begin{pmatrix} 1 \\\\ 2 \\\\ 3 \\end{pmatrix}", "correct"),
    ("Find the matrix.", "Answer: [[1, 2], [3, 4]]", "\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}", "correct"),
    ("Find the matrix.", "Answer: [[1, 3], [2, 4]]", "\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}", "wrong"),
    ("Solve $x^2 - x - 1 = 0$.", "Answer: $x = \\frac{1 \\pm \\sqrt{5}}{2}$", "\\frac{1+\\sqrt{5}}{2}, \\frac{1-\\sqrt{5}}{2}", "correct"),
    ("Solve $x^2 - x - 1 = 0$.", "Answer: $x = \\frac{1 \\pm \\sqrt{3}}{2}$", "\\frac{1+\\sqrt{5}}{2}, \\frac{1-\\sqrt{5}}{2}", "wrong"),
    ("Какой процент?", "Ответ: 45 процентов", "45\\%", "correct"),
    ("Какой процент?", "Ответ: 54 процента", "45\\%", "wrong"),
    # unit-vector notation is the column vector
    ("Find the cross product.", "$\\boxed{-2\\mathbf{i} + 13\\mathbf{j} - 8\\mathbf{k}}$", "\\begin{pmatrix} -2 \\\\ 13 \\\\ -8 \\end{pmatrix}", "correct"),
    ("Find the cross product.", "$\\boxed{-2\\mathbf{i} + 13\\mathbf{j} + 8\\mathbf{k}}$", "\\begin{pmatrix} -2 \\\\ 13 \\\\ -8 \\end{pmatrix}", "wrong"),
    ("Find the vector.", "$\\boxed{3\\hat{\\imath} - \\hat{\\jmath}}$", "\\begin{pmatrix} 3 \\\\ -1 \\end{pmatrix}", "correct"),
    # e to an imaginary power is the complex number Euler's formula gives
    ("Find all $z$ with $z^3 = 1$.", "$\\boxed{1,\\ e^{2\\pi i/3},\\ e^{4\\pi i/3}}$", "1, -\\frac{1}{2} + \\frac{\\sqrt{3}}{2} i, -\\frac{1}{2} - \\frac{\\sqrt{3}}{2} i", "correct"),
    ("Find all $z$ with $z^3 = 1$.", "$\\boxed{1,\\ e^{\\pi i/3},\\ e^{4\\pi i/3}}$", "1, -\\frac{1}{2} + \\frac{\\sqrt{3}}{2} i, -\\frac{1}{2} - \\frac{\\sqrt{3}}{2} i", "wrong"),
    # j is the imaginary unit only where the completion says so; roman i is i
    ("Simplify $(3+2i)(1-4i)$.", "With $j^2=-1$: $(3+2j)(1-4j) = 11-10j$.\n\nFinal answer: $11 - 10j$", "11-10i", "correct"),
    ("Simplify $(3+2i)(1-4i)$.", "$(3+2j)(1-4j) = 11-10j$.\n\nFinal answer: $11 - 10j$", "11-10i", "wrong"),
    ("Simplify $(3+2i)(1-4i)$.", "$\\boxed{11 - 10\\,\\mathrm{i}}$", "11-10i", "correct"),
    # a base in brackets, a degree sign, a period in brackets
    ("Convert $2023_{10}$ to base 5.", "So $2023_{10} = (31043)_5$.", "31043_5", "correct"),
    ("Convert $2023_{10}$ to base 5.", "So $2023_{10} = (31042)_5$.", "31043_5", "wrong"),
    ("Find the degree measure of the angle.", "**Answer: 60°**", "60^\\circ", "correct"),
    ("Find the degree measure of the angle.", "**Answer: 30°**", "60^\\circ", "wrong"),
    ("Express $\\frac{5}{7}$ as a repeating decimal.", "Answer: 0.(714285)", "0.\\overline{714285}", "correct"),
    ("Express $\\frac{5}{7}$ as a repeating decimal.", "Answer: 0.(714286)", "0.\\overline{714285}", "wrong"),
    # all real numbers but some points is the union of intervals they leave
    ("For what values of $x$ is $g(x)$ defined?", "So g(x) is defined for all real numbers except $x = 2$.", "(-\\infty,2)\\cup(2,\\infty)", "correct"),
    ("For what values of $x$ is $g(x)$ defined?", "So g(x) is defined for all real numbers except $x = 3$.", "(-\\infty,2)\\cup(2,\\infty)", "wrong"),
    ("For what values of $x$ is $g(x)$ defined?", "It is defined for all real $x$ except $-2$ and $2$.", "(-\\infty,-2)\\cup(-2,2)\\cup(2,\\infty)", "correct"),
    ("Find all real solutions.", "The solutions are all real numbers except $x=1$.", "1", "wrong"),
    ("For what $x$ is $f$ undefined?", "$f$ is defined for all real numbers except $x = 2$, so undefined at $x=2$.", "2", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", SAME_VALUE_OTHER_NOTATION)
def test_another_notation_for_the_same_value_is_paid_and_another_value_is_not(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


_COMPLEX = "Find the complex number $z$ such that $z - i = 2$."


@pytest.mark.parametrize("completion, gold, reason", [
    # A number followed by terms in letters to its sentence's end is one sum, not the number alone.
    ("z = 2 + i.\n\nSo z = 2 + i", "2+i", "correct"),
    ("So z = 2 + i.", "2+i", "correct"),
    ("So z = 2 - i", "2+i", "wrong"),
    ("So z = 2 + i.", "2", "wrong"),
    ("So x = 2 + y.", "2", "wrong"),  # not the number 2
    ("So the total is 12 + a few more.", "12", "correct"),  # words after the letter: no sum of letters
])
def test_a_sum_of_a_number_and_letters_in_plain_text_is_read_whole(math_plugin, completion, gold, reason):
    assert math_plugin.explain(_COMPLEX, completion, gold)["reason"] == reason


_VECTOR = "Compute $2\\mathbf{a} - \\mathbf{b}$ for $\\mathbf{a} = (1, -3, 4)$ and $\\mathbf{b} = (0, 2, 1)$."


@pytest.mark.parametrize("completion, gold, reason", [
    # Unit-vector notation against a gold tuple is that tuple, as against a column.
    ("2a − b = (2, −8, 7).\n\nIn unit vectors: 2i − 8j + 7k", "(2,-8,7)", "correct"),
    ("So 2a - b = 2i - 8j + 7k", "(2,-8,7)", "correct"),
    ("Answer: 2i - 8j", "(2,-8)", "correct"),
    ("Answer: 2i - 8j + 6k", "(2,-8,7)", "wrong"),
    ("Answer: 2i - 8j + 7k", "(2,-8)", "wrong"),  # a third component the gold has not
    ("Answer: 3 + 4i", "(3,4)", "wrong"),  # a complex number is no vector
])
def test_unit_vector_notation_against_a_gold_tuple(math_plugin, completion, gold, reason):
    assert math_plugin.explain(_VECTOR, completion, gold)["reason"] == reason
