"""One object written another way is paid where the prompt asks for no notation, and refused where the object
differs: a relation for its interval, pieces for a closed form, assignments for a tuple, degrees for radians,
a power for its count, a root for its fractional power; refused where a notation or unit is asked, with a
condition swapped, a boundary moved, a root missing or a value changed."""

from __future__ import annotations

import pytest

from reward_plugins.math.intervals import membership_as_relations, relation_as_interval

_BOXED = "Please reason step by step, and put your final answer within \\boxed{}."


def _judged(math_plugin, prompt, completion, gold):
    return math_plugin.explain(f"{prompt} {_BOXED}" if prompt else "", completion, gold)["reason"]


RELATIONS = [
    # one relation is the interval it describes where the prompt asks for no notation
    ("What is the domain of $g(x) = \\frac{3}{x-2}$?", "$\\boxed{x \\neq 2}$", "(-\\infty,2)\\cup(2,\\infty)", "correct"),
    ("What is the domain of $g(x) = \\frac{3}{x-2}$?", "$\\boxed{x \\neq 3}$", "(-\\infty,2)\\cup(2,\\infty)", "wrong"),
    ("Solve $|2x-1| \\le 5$.", "$\\boxed{-2 \\le x \\le 3}$", "[-2,3]", "correct"),
    ("Solve $|2x-1| \\le 5$.", "$\\boxed{-2 < x \\le 3}$", "[-2,3]", "wrong"),  # a boundary moved out
    ("Solve $|2x-1| \\le 5$.", "$\\boxed{3 \\ge x \\ge -2}$", "[-2,3]", "correct"),
    ("What is the range of $f(x) = x^2 + 2$?", "$\\boxed{y \\ge 2}$", "[2,\\infty)", "correct"),
    ("What is the range of $f(x) = x^2 + 2$?", "$\\boxed{y > 2}$", "[2,\\infty)", "wrong"),
    ("Solve $|x| < 2$ for real $x$.", "So $\\boxed{|x| < 2}$ holds for $-2 < x < 2$: $\\boxed{-2 < x < 2}$", "(-2,2)", "correct"),
    ("Solve $|x - 3| < 2$.", "$\\boxed{5 < x < 1}$", "(1,5)", "wrong"),  # no interval: its bounds are no pair
    # where interval notation is asked, the relation is another form; with no prompt, that is unknown
    ("Solve $|2x-1| \\le 5$. Give your answer in interval notation.", "$\\boxed{-2 \\le x \\le 3}$", "[-2,3]", "wrong_form"),
    ("Solve $|2x-1| \\le 5$. Use set-builder notation.", "$\\boxed{-2 \\le x \\le 3}$", "[-2,3]", "wrong"),
    ("", "$\\boxed{-2 \\le x \\le 3}$", "[-2,3]", "wrong"),
]


@pytest.mark.parametrize("prompt, completion, gold, reason", RELATIONS)
def test_one_relation_is_its_interval_where_no_notation_is_asked(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


@pytest.mark.parametrize("relation, interval", [
    ("-2 \\le x \\le 3", "[-2, 3]"), ("x \\ne 2", "(-\\infty, 2) \\cup (2, \\infty)"), ("2 < x", "(2, \\infty)"),
    ("3 > x \\ge -1", "[-1, 3)"), ("1 < x > 3", None), ("x = 2", None), ("x < 1, y > 2", None),
])
def test_a_relation_describes_one_interval_or_none(relation, interval):
    assert relation_as_interval(relation) == interval


@pytest.mark.parametrize("condition, relations", [
    ("x \\in [0,1)", "0 \\le x < 1"), ("t \\in (-\\infty, 2]", "t \\le 2"), ("x \\in (-\\infty, \\infty)", ""),
    ("x \\in \\mathbb{Z}", "x \\in \\mathbb{Z}"), ("x < 2", "x < 2"),
])
def test_a_membership_states_the_relations_of_its_interval(condition, relations):
    assert membership_as_relations(condition) == relations


_FLOOR = "Write $g(x) = \\lfloor x \\rfloor$ on the interval $[0,2]$ as a piecewise function."
_FLOOR_GOLD = "g(x) = \\begin{cases} 0 & 0 \\le x < 1 \\\\ 1 & 1 \\le x < 2 \\\\ 2 & x = 2 \\end{cases}"
_ABS = "Simplify $\\sqrt{x^2 - 6x + 9}$ for real $x$."
_INVERSE = "Find the inverse of the function $f(x) = \\begin{cases} x+1 & x<0 \\\\ 2x+1 & x\\ge 0\\end{cases}$."
_INVERSE_GOLD = "f^{-1}(x) = \\begin{cases} x-1 & x<1 \\\\ \\frac{x-1}{2} & x \\ge 1\\end{cases}"
_REMAINDER = "What is the remainder when $7^{2023}$ is divided by $4$?"
PIECEWISE = [
    # conditions written as membership in an interval
    (_FLOOR, "$\\boxed{\\begin{cases} 0 & x \\in [0,1) \\\\ 1 & x \\in [1,2) \\\\ 2 & x = 2 \\end{cases}}$", _FLOOR_GOLD, "correct"),
    (_FLOOR, "$\\boxed{\\begin{cases} 0 & x \\in [0,1] \\\\ 1 & x \\in (1,2) \\\\ 2 & x = 2 \\end{cases}}$", _FLOOR_GOLD, "wrong"),
    # a closed-form gold said piece by piece
    (_ABS, "$\\boxed{\\begin{cases} x-3 & x \\ge 3 \\\\ 3-x & x < 3 \\end{cases}}$", "|x-3|", "correct"),
    (_ABS, "$\\boxed{\\begin{cases} 3-x & x \\ge 3 \\\\ x-3 & x < 3 \\end{cases}}$", "|x-3|", "wrong"),  # swapped
    (_ABS, "$\\boxed{\\begin{cases} x-3 & x \\ge 4 \\\\ 3-x & x < 3 \\end{cases}}$", "|x-3|", "wrong"),  # a gap
    (_ABS, "$\\boxed{\\begin{cases} x-3 & x \\ge 3 \\end{cases}}$", "|x-3|", "wrong"),  # a piece missing
    ("Simplify $\\frac{|x|}{x}$.", "$\\boxed{\\begin{cases} 1 & x > 0 \\\\ -1 & x < 0 \\end{cases}}$", "\\frac{|x|}{x}", "correct"),
    # a function named with its inverse's name, said in prose
    (_INVERSE, "Therefore $f^{-1}(x) = x - 1$ if $x < 1$, and $f^{-1}(x) = \\frac{x-1}{2}$ if $x \\ge 1$.", _INVERSE_GOLD, "correct"),
    (_INVERSE, "Therefore $f^{-1}(x) = x - 1$ if $x \\ge 1$, and $f^{-1}(x) = \\frac{x-1}{2}$ if $x < 1$.", _INVERSE_GOLD, "wrong"),
    # a case split on one line where one value is asked: several values
    (_REMAINDER, "$\\boxed{3 \\text{ if } n \\text{ odd}, \\; 1 \\text{ if } n \\text{ even}}$", "3", "hedged"),
    (_REMAINDER, "$\\boxed{3 \\text{ (n odd)}, 1 \\text{ (n even)}}$", "3", "hedged"),  # conditions as words in brackets
    (_REMAINDER, "$\\boxed{3}$", "3", "correct"),
    # words on every entry of a list are no part of its values
    ("Find the two side lengths.", "$\\boxed{5 \\text{ cm}, 3 \\text{ cm}}$", "5, 3", "correct"),
    ("Find the two side lengths.", "$\\boxed{5 \\text{ cm}, 4 \\text{ cm}}$", "5, 3", "wrong"),
]


@pytest.mark.parametrize("prompt, completion, gold, reason", PIECEWISE)
def test_pieces_are_compared_with_their_conditions(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


_SYSTEM = "Solve the system of equations $2x + y = 5$ and $x - y = 4$."
_VECTOR = "Compute $\\begin{pmatrix} 2 \\\\ -1 \\end{pmatrix} + 3 \\begin{pmatrix} 1 \\\\ 4 \\end{pmatrix}$."
_COLUMN = "\\begin{pmatrix} 5 \\\\ 11 \\end{pmatrix}"
OBJECTS = [
    # the empty set and a vector in angle brackets, however written
    ("Find all real $x$ such that $x^2 + 4 < 0$.", "$\\boxed{\\varnothing}$", "\\emptyset", "correct"),
    ("Find all real $x$ such that $x^2 + 4 < 0$.", "$\\boxed{∅}$", "\\emptyset", "correct"),
    ("Find all real $x$ such that $x^2 - 4 < 0$.", "$\\boxed{\\varnothing}$", "(-2,2)", "wrong"),
    (_VECTOR, "So the result is $\\boxed{\\langle 5, 11\\rangle}$.", _COLUMN, "correct"),
    (_VECTOR, "So the result is $\\boxed{\\langle 11, 5\\rangle}$.", _COLUMN, "wrong"),
    # both roots listed for a gold written with plus-minus; one root is not both
    ("Solve for $x$: $x^2 = 12$.", "$\\boxed{x = 2\\sqrt{3} \\text{ or } x = -2\\sqrt{3}}$", "\\pm 2\\sqrt{3}", "correct"),
    ("Solve for $x$: $x^2 = 12$.", "$\\boxed{x = 2\\sqrt{3}}$", "\\pm 2\\sqrt{3}", "wrong"),
    ("Solve for $x$: $x^2 = 12$.", "$\\boxed{x = 2\\sqrt{3}, x = -3\\sqrt{2}}$", "\\pm 2\\sqrt{3}", "wrong"),
    # labelled assignments in any order are the tuple of the names in the prompt's order
    (_SYSTEM, "$$\\boxed{y=-1,\\ x=3}$$", "(3,-1)", "correct"),
    (_SYSTEM, "$$\\boxed{y=3,\\ x=-1}$$", "(3,-1)", "wrong"),
    (_SYSTEM, "$$\\boxed{x=3, y=-1, z=2}$$", "(3,-1)", "wrong"),
    ("Find $(b, a)$ if $b + a = 5$ and $b - a = 1$.", "$$\\boxed{a=2, b=3}$$", "(3,2)", "wrong"),  # which entry is which: unsure
    ("Find a and b such that $a + b = 5$ and $b - a = 1$.", "$$\\boxed{b=3, a=2}$$", "(2,3)", "correct"),  # the article is no name
    # the imaginary unit upright or spaced
    ("Simplify $(2+i)(2-3i)$.", "$$\\boxed{7 - 4\\mathrm{i}}$$", "7-4i", "correct"),
    ("Simplify $(2+i)(2-3i)$.", "$$\\boxed{7 - 4 i}$$", "7-4i", "correct"),
    ("Simplify $(2+i)(2-3i)$.", "$$\\boxed{7 + 4\\mathrm{i}}$$", "7-4i", "wrong"),
]


@pytest.mark.parametrize("prompt, completion, gold, reason", OBJECTS)
def test_one_object_in_another_spelling_is_paid_and_another_object_is_not(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


_SUBSETS = "How many subsets does a set with $10$ elements have?"
FORMS = [
    # degrees for a gold in radians where no unit is asked
    ("Compute $\\tan^{-1}(1)$.", "$\\tan^{-1}(1) = \\boxed{45^\\circ}$.", "\\frac{\\pi}{4}", "correct"),
    ("Find the angle between $(1, 0)$ and $(1, \\sqrt{3})$.", "So $\\theta = \\boxed{60°}$.", "\\frac{\\pi}{3}", "correct"),
    ("Compute $\\tan^{-1}(1)$.", "$\\tan^{-1}(1) = \\boxed{30^\\circ}$.", "\\frac{\\pi}{4}", "wrong"),
    ("Compute $\\tan^{-1}(1)$ in radians.", "$\\tan^{-1}(1) = \\boxed{45^\\circ}$.", "\\frac{\\pi}{4}", "wrong"),
    # and radians for a gold in degrees where degrees are not named
    ("Find the angle between $(1, 0)$ and $(1, \\sqrt{3})$.", "$\\boxed{\\frac{\\pi}{3}}$", "60^\\circ", "correct"),
    ("Find the angle between $(1, 0)$ and $(-1, \\sqrt{3})$.", "$\\boxed{\\frac{2\\pi}{3}}$", "120^\\circ", "correct"),
    ("Find the angle between $(1, 0)$ and $(1, \\sqrt{3})$.", "$\\boxed{\\frac{\\pi}{4}}$", "60^\\circ", "wrong"),
    ("Find the angle between $(1, 0)$ and $(1, \\sqrt{3})$ in degrees.", "$\\boxed{\\frac{\\pi}{3}}$", "60^\\circ", "wrong"),
    # a power the working reached, for a count, where the prompt neither writes a power nor asks a number form
    (_SUBSETS, "Each element is in or out: $\\boxed{2^{10}}$ subsets.", "1024", "correct"),
    (_SUBSETS, "Each element is in or out: $\\boxed{2^{9}}$ subsets.", "1024", "wrong"),
    (_SUBSETS + " Give the answer as a whole number.", "Each element is in or out: $\\boxed{2^{10}}$.", "1024", "unevaluated"),
    ("What is 2 raised to the tenth power?", "$\\boxed{2^{10}}$", "1024", "unevaluated"),
    ("Compute $2^{10}$.", "$\\boxed{2^{10}}$", "1024", "restated"),
    ("", "$\\boxed{2^{10}}$", "1024", "unevaluated"),
    # a unit fraction's power is a root; a fraction times a root has a rational denominator
    ("Simplify $\\sqrt[3]{54}$.", "$\\boxed{3 \\cdot 2^{1/3}}$", "3\\sqrt[3]{2}", "correct"),
    ("Simplify $\\sqrt[3]{54}$.", "$\\boxed{54^{1/3}}$", "3\\sqrt[3]{2}", "restated"),
    ("Simplify $\\sqrt[3]{54}$.", "$\\boxed{3 \\cdot 2^{1/2}}$", "3\\sqrt[3]{2}", "wrong"),
    ("Rationalize the denominator: $\\dfrac{1}{\\sqrt{2}}$.", "$\\boxed{\\tfrac{1}{2}\\sqrt{2}}$", "\\frac{\\sqrt{2}}{2}", "correct"),
    ("Rationalize the denominator: $\\dfrac{1}{\\sqrt{8}}$.", "$\\boxed{\\tfrac{1}{8}\\sqrt{8}}$", "\\frac{\\sqrt{2}}{4}", "wrong_form"),
]


@pytest.mark.parametrize("prompt, completion, gold, reason", FORMS)
def test_a_value_in_another_form_is_paid_only_where_no_form_or_unit_is_asked(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason
