"""Forms a value can meet while its writing does not: a set in plain braces in text is no ordered pair (in math the
braces only group), a factor whose whole coefficients still share a factor is not factored completely, and a decimal
that states more significant figures or decimal places than the prompt asks is not the precision asked."""

from __future__ import annotations

import pytest

from reward_plugins.math.forms import braced_list, precision_fault
from reward_plugins.math.task_forms import form_reason

_BOXED = "Please reason step by step, and put your final answer within \\boxed{}."


def _judged(math_plugin, prompt, completion, gold):
    return math_plugin.explain(f"{prompt} {_BOXED}", completion, gold)["reason"]


@pytest.mark.parametrize("answer, found", [
    ("{2, 3}", ("{2, 3}", "\\{2, 3\\}")), ("P = {2, 3}", ("{2, 3}", "\\{2, 3\\}")), ("{2; 3}", ("{2; 3}", "\\{2; 3\\}")),
    ("{a, b, c}", ("{a, b, c}", "\\{a, b, c\\}")), ("{1,000}", None), ("{42}", None), ("(2, 3)", None), ("\\frac{1}{2}", None),
])
def test_a_list_in_plain_braces(answer, found):
    assert braced_list(answer) == found


_POINT = "The point $P$ lies on both lines $y = x + 1$ and $y = 2x - 1$. Find $P$."


@pytest.mark.parametrize("completion, gold, reason", [
    ("x = 2, y = 3.\n\nP = {2, 3}", "(2,3)", "wrong_form"),
    ("x = 2, y = 3.\n\nAnswer: {2, 3}", "(2,3)", "wrong_form"),
    ("x = 2, y = 3.\n\nP = (2, 3)", "(2,3)", "correct"),
    ("x = 2, y = 3.\n\nAnswer: $(2, 3)$", "(2,3)", "correct"),
    ("x = 2, y = 3.\n\nAnswer: ${2,3}$", "(2,3)", "correct"),  # in math the braces only group
    ("x = 2, y = 3.\n\n$\\boxed{{2, 3}}$", "(2,3)", "correct"),
])
def test_a_set_is_no_point(math_plugin, completion, gold, reason):
    assert _judged(math_plugin, _POINT, completion, gold) == reason


@pytest.mark.parametrize("prompt, answer, gold, undone", [
    ("Factor completely: $2x^2 - 8x + 6$.", "(2x - 2)(x - 3)", "2(x-1)(x-3)", True),
    ("Factor completely: $2x^2 - 8x + 6$.", "(x - 1)(2x - 6)", "2(x-1)(x-3)", True),
    ("Factor $4x^2 - 16$ completely.", "(2x - 4)(2x + 4)", "4(x-2)(x+2)", True),
    ("Factorise $3x^2 - 3$.", "(3x - 3)(x + 1)", "3(x-1)(x+1)", True),
    ("Factor completely: $2x^2 - 8x + 6$.", "2(x - 1)(x - 3)", "2(x-1)(x-3)", False),
    ("Factor $4x^2 - 9$.", "(2x - 3)(2x + 3)", "(2x-3)(2x+3)", False),  # 2 and 3 share no factor
    ("Factor $6x^2 + 5x - 6$.", "(3x - 2)(2x + 3)", "(2x+3)(3x-2)", False),
    ("Solve $(2x - 2)(x - 3) = 0$.", "(2x - 2)(x - 3)", "2(x-1)(x-3)", False),  # no factoring asked
    ("Factor $x^3 - 2x^2 - 3x$ completely.", "(x^2 - 3x)(x + 1)", "x(x-3)(x+1)", True),  # x in every term
    ("Factor $x^3 - 2x^2 - 3x$ completely.", "x(x - 3)(x + 1)", "x(x-3)(x+1)", False),
    ("Factor $a^2 - b^2$.", "(a + b)(a - b)", "(a-b)(a+b)", False),
])
def test_a_factor_with_a_common_factor_left_is_not_factored_completely(prompt, answer, gold, undone):
    assert (form_reason(gold, answer, prompt) == "unevaluated") is undone


_SCIENTIFIC = "Express 0.0042 in scientific notation with 2 significant figures."


@pytest.mark.parametrize("prompt, answer, gold, refused", [
    (_SCIENTIFIC, "4.20 \\times 10^{-3}", "4.2 \\times 10^{-3}", True),
    (_SCIENTIFIC, "4.2 \\times 10^{-3}", "4.2 \\times 10^{-3}", False),
    ("Round 3.14159 to two decimal places.", "3.140", "3.14", True),
    ("Round 3.14159 to two decimal places.", "3.14", "3.14", False),
    ("Round 3.1 to 2 d.p.", "3.1", "3.10", False),  # fewer digits than asked: the value, not a claim of more precision
    ("Arrondir 2,718 à 2 chiffres significatifs.", "2.70", "2.7", True),
    ("Runde 2,718 auf 2 Nachkommastellen.", "2.72", "2.72", False),
    ("Give 0.00420 to three significant figures.", "0.00420", "0.00420", False),  # leading zeros are no figures
    ("Compute 3/2 as a decimal.", "1.50", "1.5", False),  # no precision asked
    ("Round 3.14159 to the nearest hundredth.", "3.140", "3.14", True),
    ("Round 3.14159 to the nearest hundredth.", "3.14", "3.14", False),
    ("Arrondir 3,14159 au centième près.", "3.140", "3.14", True),
])
def test_more_precision_than_asked_is_another_form(prompt, answer, gold, refused):
    assert (precision_fault(prompt, answer, gold) is not None) is refused


@pytest.mark.parametrize("completion, reason", [
    ("0.0042 = 4.2 × 10⁻³.\n\nAnswer: $4.20 \\times 10^{-3}$", "wrong_form"),
    ("0.0042 = 4.2 × 10⁻³.\n\nAnswer: $4.2 \\times 10^{-3}$", "correct"),
])
def test_significant_figures_asked_are_judged_as_written(math_plugin, completion, reason):
    assert _judged(math_plugin, _SCIENTIFIC, completion, "4.2 \\times 10^{-3}") == reason
