"""The workers' zero test gives math-verify's own verdicts: each pair below is verified once with sympy's
``simplify`` and once with :func:`reward_plugins.math.zero_test.simplify_difference` in its place, and the
verdicts must agree. The rational-function pairs must take the fast path, everything else ``simplify``."""

from __future__ import annotations

import pytest

math_verify = pytest.importorskip("math_verify")
import math_verify.grader as grader  # noqa: E402
import sympy  # noqa: E402
from sympy import Rational, Symbol, cos, pi, sin, sqrt  # noqa: E402

from reward_plugins.math import zero_test  # noqa: E402

# (gold, answer, equal, rational): as a dataset stores the gold and a model writes the answer.
PAIRS = [
    ("x^2 + 5x + 6", "(x+2)(x+3)", True, True),
    ("x^2 + 5x + 6", "(x+2)(x-3)", False, True),
    ("x^2 + 14x + 48", "(x+6)(x+8)", True, True),
    ("x^2 - 9", "(x-3)(x+3)", True, True),
    ("x^2 - 9", "(x-3)^2", False, True),
    ("x^3 - 1", "(x-1)(x^2+x+1)", True, True),
    ("x^3 - 1", "(x-1)(x^2-x+1)", False, True),
    ("2x - 1", "-1 + 2x", True, True),
    ("\\frac{1}{x-1}", "\\frac{x}{x^2-x}", True, True),
    ("\\frac{x+1}{x-1}", "1 + \\frac{2}{x-1}", True, True),
    ("\\frac{x+1}{x-1}", "1 + \\frac{1}{x-1}", False, True),
    ("\\frac{a^2 - b^2}{a - b}", "a + b", True, True),
    ("\\frac{a^2 - b^2}{a - b}", "a - b", False, True),
    ("(a+b)^2", "a^2 + 2ab + b^2", True, True),
    ("(a+b)^2", "a^2 + b^2", False, True),
    ("\\frac{3x}{4}", "0.75x", True, False),
    ("\\frac{x}{3}", "0.333333x", False, False),
    ("2\\sqrt{3}", "\\sqrt{12}", True, False),
    ("5\\sqrt{3}", "\\sqrt{15}", False, False),
    ("\\sqrt{2}x", "x\\sqrt{2}", True, False),
    ("\\pi x", "x\\pi", True, False),
    ("\\sin^2 x + \\cos^2 x", "1", True, False),
    ("\\sqrt{x^2}", "|x|", True, False),
    ("x^{1/2}", "\\sqrt{x}", True, False),
    ("\\frac{1}{2}", "0.5", True, False),
    ("(x-1)(x+1)", "x^2+1", False, True),
]


def _verify(gold: str, answer: str) -> bool:
    return math_verify.verify(math_verify.parse(f"${gold}$"), math_verify.parse(f"$\\boxed{{{answer}}}$"), timeout_seconds=None)


@pytest.mark.parametrize("gold,answer,equal,rational", PAIRS, ids=[f"{g}|{a}" for g, a, *_ in PAIRS])
def test_same_verdict_as_simplify(monkeypatch, gold, answer, equal, rational):
    assert _verify(gold, answer) is equal  # math-verify's own verdict, with sympy's simplify
    calls = []

    def counted(expr, *args, **kwargs):
        calls.append(expr)
        return sympy.simplify(expr, *args, **kwargs)

    monkeypatch.setattr(zero_test, "simplify", counted)
    monkeypatch.setattr(grader, "simplify", zero_test.simplify_difference)
    assert _verify(gold, answer) is equal
    if rational:
        assert calls == []  # decided by expanding, never by simplify


x, y = Symbol("x"), Symbol("y")
DIFFERENCES = [  # (difference, takes the fast path)
    (x**2 + 14 * x + 48 - (x + 6) * (x + 8), True),
    (x / y - 1, True),
    (1 / (x - 1) - x / (x**2 - x), True),
    ((x + 1) ** 2 / 3 - (x**2 + 2 * x + 1) / 3, True),
    (sqrt(2) * x - x, False),
    (sympy.Float(0.5) * x - x, False),
    (pi * x - x, False),
    (sin(x) ** 2 + cos(x) ** 2 - 1, False),
    (sympy.I * x, False),
    (sqrt(x) - 1, False),
    (sympy.oo * x, False),
]
NUMBERS = [  # (difference without symbols, decided without simplify)
    (5 * sqrt(3) - sqrt(15), True),
    (sympy.Integer(3), True),
    (sqrt(2) - Rational(14142, 10**4), True),
    ((1 + sqrt(2)) ** 2 - 3 - 2 * sqrt(2), False),  # zero, written so sympy does not see it
    (sqrt(2) - Rational(141421356237309504880168872, 10**26), False),  # within 1e-9 of zero
    (sympy.zoo, False),
    (sympy.nan, False),
]


@pytest.mark.parametrize("difference,fast", DIFFERENCES, ids=[str(d) for d, _ in DIFFERENCES])
def test_fast_path_only_for_rational_functions_over_the_rationals(difference, fast):
    assert zero_test._rational_function(difference) is fast
    assert (zero_test.simplify_difference(difference) == 0) is (sympy.simplify(difference) == 0)


@pytest.mark.parametrize("difference,nonzero", NUMBERS, ids=[str(d) for d, _ in NUMBERS])
def test_numbers_far_from_zero_are_not_simplified(difference, nonzero):
    assert zero_test._clearly_nonzero_number(difference) is nonzero
    assert (zero_test.simplify_difference(difference) == 0) is (sympy.simplify(difference) == 0)
