r"""One value in any of its TeX or Unicode spellings is paid, and another value in the same spelling is not:
fraction commands (``\tfrac12``, ``\dfrac``, ``\cfrac``), spacing commands (``\,`` ``\!`` ``\;`` ``\quad``), size
switches (``\textstyle``), the unknown's name set as text (``\text{x = }``), both signs of a root pair (``\pm``,
``\mp``, ``±``) for a gold written "-7,7", and complex numbers (Unicode minus, ``\mathrm{i}``, ``\mathit{i}``, a chain
of sums that ends on the value)."""

from __future__ import annotations

import pytest

from reward_plugins.math.gold import read_gold, roots_answered
from reward_plugins.math.normalize import normalize_answer


def _judged(plugin, prompt: str, completion: str, gold: str) -> str:
    return plugin.explain(prompt, completion, gold)["reason"]


_HALF = "Solve $3x = 1.5$ and give $x$."
FRACTION_SPELLINGS = [
    (_HALF, "$x = \\!\\frac{1}{2}$, i.e. $\\boxed{\\text{x = }\\tfrac12}$", "correct"),
    (_HALF, "$\\boxed{\\text{x = }\\tfrac13}$", "wrong"),
    (_HALF, "$\\boxed{\\text{x=}\\dfrac{1}{2}}$", "correct"),
    (_HALF, "$\\boxed{\\text{x=}\\dfrac{2}{3}}$", "wrong"),
    (_HALF, "$x = \\!\\cfrac{1}{2}$", "correct"),
    (_HALF, "$x = \\;\\tfrac{1}{2}\\quad$", "correct"),
    (_HALF, "$\\boxed{\\tfrac12\\,}$", "correct"),
    (_HALF, "$\\boxed{\\tfrac13\\,}$", "wrong"),
    (_HALF, "$\\boxed{{\\textstyle\\frac12}}$", "correct"),
    (_HALF, "$\\boxed{{\\textstyle\\frac13}}$", "wrong"),
    (_HALF, "$\\boxed{x\\!=\\!\\frac12}$", "correct"),
    (_HALF, "$\\boxed{x\\!=\\!\\frac13}$", "wrong"),
    (_HALF, "So x = ¹/₂.", "correct"),
    (_HALF, "So x = ¹/₃.", "wrong"),
]


_CANCEL = "Simplify $\\dfrac{x^2-9}{x^2+5x+6}$."
_LOWEST = "Express $0.75$ as a common fraction."
# A form the prompt asks for is judged through the same spellings: an uncancelled quotient or a fraction not in
# lowest terms is refused in any of them.
FORM_SPELLINGS = [
    (_CANCEL, "$\\boxed{\\cfrac{(x-3)(x+3)}{(x+2)(x+3)}}$", "\\frac{x-3}{x+2}", "wrong_form"),
    (_CANCEL, "$\\boxed{{\\textstyle\\frac{(x-3)(x+3)}{(x+2)(x+3)}}}$", "\\frac{x-3}{x+2}", "wrong_form"),
    (_CANCEL, "$\\boxed{{\\frac{(x-3)(x+3)}{(x+2)(x+3)}}}$", "\\frac{x-3}{x+2}", "wrong_form"),
    (_CANCEL, "The answer is ${\\scriptstyle\\frac{(x-3)(x+3)}{(x+2)(x+3)}}$.", "\\frac{x-3}{x+2}", "wrong_form"),
    (_CANCEL, "$\\boxed{\\cfrac[l]{x-3}{x+2}}$", "\\frac{x-3}{x+2}", "correct"),
    (_CANCEL, "$\\boxed{{\\textstyle\\frac{x-3}{x+2}}}$", "\\frac{x-3}{x+2}", "correct"),
    (_LOWEST, "$\\boxed{\\cfrac{6}{8}}$", "\\frac{3}{4}", "unevaluated"),
    (_LOWEST, "$\\boxed{{\\frac{6}{8}}}$", "\\frac{3}{4}", "unevaluated"),
    (_LOWEST, "$\\boxed{{\\frac{3}{4}}}$", "\\frac{3}{4}", "correct"),
    ("Write $\\frac{7}{3}$ as a mixed number.", "$\\boxed{2\\quad\\cfrac{1}{3}}$", "2\\frac{1}{3}", "correct"),
    ("Write $\\frac{7}{3}$ as a mixed number.", "$\\boxed{2\\qquad\\frac{1}{3}}$", "2\\frac{1}{3}", "correct"),
    ("Write $\\frac{7}{3}$ as a mixed number.", "$\\boxed{{\\textstyle 2\\frac{1}{3}}}$", "2\\frac{1}{3}", "correct"),
    ("Write $\\frac{7}{3}$ as a mixed number.", "$\\boxed{{\\textstyle\\frac{7}{3}}}$", "2\\frac{1}{3}", "wrong_form"),
    ("Write $\\frac{29}{6}$ as a mixed number.", "So the answer is ${\\textstyle \\frac{29}{6}}$.", "4\\frac{5}{6}", "wrong_form"),
    ("Write $\\frac{7}{3}$ as a mixed number.", "$\\boxed{2\\cfrac{4}{3}}$", "2\\frac{1}{3}", "wrong_form"),
]


@pytest.mark.parametrize("prompt, completion, gold, reason", FORM_SPELLINGS)
def test_a_form_asked_is_judged_through_every_spelling_of_the_answer(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


@pytest.mark.parametrize("prompt, completion, reason", FRACTION_SPELLINGS)
def test_a_fraction_is_read_through_its_tex_commands_and_spacing(math_plugin, prompt, completion, reason):
    assert _judged(math_plugin, prompt, completion, "\\frac{1}{2}") == reason


_ROOTS = "Solve $x^2 = 49$."
_DECIMAL = "Berechne $-3{,}5 - 4{,}2$."
ROOT_PAIRS = [
    (_ROOTS, "$x = \\pm 7$", "-7,7", "correct"),
    (_ROOTS, "x = ±7", "-7,7", "correct"),
    (_ROOTS, "$x = \\mp 7$", "7,-7", "correct"),
    (_ROOTS, "The solutions are $x=7$ and $x=-7$.", "-7,7", "correct"),
    (_ROOTS, "$x = \\pm 6$", "-7,7", "wrong"),
    (_ROOTS, "x = 7", "-7,7", "wrong"),
    ("Solve $x^2 - 5x + 6 = 0$.", "$x = \\frac{5 \\pm 1}{2}$", "2,3", "correct"),
    ("Solve $x^2 - 5x + 6 = 0$.", "$x = \\frac{5 \\pm 3}{2}$", "2,3", "wrong"),
    # a prompt with decimal commas: its gold "-7,7" is the decimal -7.7, and two values are not it
    (_DECIMAL, "Ergebnis: -7,7", "-7,7", "correct"),
    (_DECIMAL, "Ergebnis: ±7", "-7,7", "hedged"),
    (_DECIMAL, "Ergebnis: -7, 7", "-7,7", "hedged"),
]


@pytest.mark.parametrize("prompt, completion, gold, reason", ROOT_PAIRS)
def test_both_signs_answer_a_gold_written_as_one_number_with_both_signs(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


@pytest.mark.parametrize("gold, answer, values, prompt, pair", [
    ("-7,7", "\\pm 7", 1, _ROOTS, True),
    ("-7,7", "-7, 7", 1, _ROOTS, True),
    ("-7,7", "7", 1, _ROOTS, False),  # one value: the decimal stays
    ("3,5", "3, 5", 2, _ROOTS, False),  # two values, but no number with both its signs: 3.5 stays
    ("2,3", "\\frac{5 \\pm 1}{2}", 1, _ROOTS, True),  # both signs are two values, which no decimal is
    ("-7,7", "\\pm 7", 1, _DECIMAL, False),
])
def test_a_root_pair_is_read_only_where_the_answer_writes_both_signs(gold, answer, values, prompt, pair):
    assert roots_answered(read_gold(gold), answer, values, prompt) is pair


_PRODUCT = "Compute $(2+3i)(1-i)$."
COMPLEX_SPELLINGS = [
    (_PRODUCT, "$2 + i + 3 = 5 + i$", "5+i", "correct"),
    (_PRODUCT, "$2 + i + 3 = 5 - i$", "5+i", "wrong"),
    (_PRODUCT, "$(2+3i)(1−i) = 2 − 2i + 3i − 3i^2 = 5 + i$", "5+i", "correct"),
    (_PRODUCT, "$(2+3i)(1−i) = 2 − 2i + 3i − 3i^2 = 5 + 2i$", "5+i", "wrong"),
    (_PRODUCT, "$\\boxed{5 + i\\,}$", "5+i", "correct"),
    (_PRODUCT, "$\\boxed{5 - i\\,}$", "5+i", "wrong"),
    (_PRODUCT, "$\\boxed{5 + \\mathrm{i}}$", "5+i", "correct"),
    (_PRODUCT, "$\\boxed{5 − \\mathrm{i}}$", "5+i", "wrong"),
    (_PRODUCT, "The answer is $5 + \\mathit{i}$.", "5+i", "correct"),
    (_PRODUCT, "The answer is $5 - \\mathit{i}$.", "5+i", "wrong"),
    (_PRODUCT, "The answer is $5 + \\textit{i}$.", "5+i", "correct"),
    (_PRODUCT, "The answer is 5 − i", "5-i", "correct"),
    (_PRODUCT, "The answer is 5 − i", "5+i", "wrong"),
    # a name for the value, where its only letter is the imaginary unit; an equation in another unknown is none
    (_PRODUCT, "$z = 5 + i$", "5+i", "correct"),
    (_PRODUCT, "$w = 5+\\mathrm{i}\\,$", "5+i", "correct"),
    (_PRODUCT, "$z = 5 - i$", "5+i", "wrong"),
    (_PRODUCT, "$x = 5 + y$", "5+i", "wrong"),
    (_PRODUCT, "$x + i = 5 + i$", "5+i", "wrong"),
    (_PRODUCT, "$i = 5+i$", "5+i", "wrong"),
    ("Solve $z^2 = -4$.", "$z = \\pm 2\\mathrm{i}$", "-2i,2i", "correct"),
    ("Solve $z^2 = -4$.", "$z = 2i$", "-2i,2i", "wrong"),
]


@pytest.mark.parametrize("prompt, completion, gold, reason", COMPLEX_SPELLINGS)
def test_a_complex_number_is_read_in_every_spelling_of_its_unit_and_signs(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason


@pytest.mark.parametrize("answer, read", [
    ("\\text{x = }\\tfrac12", "x = \\tfrac12"),
    ("5 + i\\", "5 + i"),  # the mark of "\," left after its comma was cut off with the punctuation
    ("5 + i\\quad", "5 + i"),
    ("\\begin{pmatrix} 1 \\\\", "\\begin{pmatrix} 1 \\\\"),  # a row break is no spacing
    ("\\text{the answer}", "\\text{the answer}"),
    ("{\\frac{6}{8}}", "\\frac{6}{8}"),  # a group around the whole answer
    ("{\\frac{1}{2}}^{2}", "{\\frac{1}{2}}^{2}"),  # a group that is a base, not the whole answer
])
def test_an_answer_drops_name_labels_and_trailing_spacing_only(answer, read):
    assert normalize_answer(answer, words=False) == read
