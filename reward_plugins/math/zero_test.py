"""math-verify's symbolic zero test, decided exactly and cheaply where the difference is a rational function.

math-verify calls two expressions equal when ``simplify(a - b).is_zero``. ``simplify`` tries a
dozen rewrites in turn and costs about 10 ms on a difference such as
``x**2 + 14*x + 48 - (x + 6)*(x + 8)``: most of what a worker spends on a symbolic answer. When the
difference is a rational function of its symbols with rational coefficients, it is zero exactly when
the numerator of its combined fraction is the zero polynomial, which expanding decides in well under a
millisecond; and ``simplify`` of such a difference is zero exactly then. A difference without symbols whose
value is far from zero (``5*sqrt(3) - sqrt(15)``) is no zero either: ``simplify`` keeps an expression's value.
Every other difference (floats, radicals, ``pi`` or functions beside symbols, values near zero) still goes to
``simplify``, so the verdicts are math-verify's.

>>> from sympy import symbols
>>> x = symbols("x")
>>> simplify_difference(x**2 + 14*x + 48 - (x + 6)*(x + 8))
0
>>> simplify_difference(x**2 + 13*x + 42 - (x - 7)*(x + 6)) != 0
True
>>> simplify_difference(1/(x - 1) - x/(x**2 - x))
0
"""

from __future__ import annotations

from sympy import S, Expr, Poly, Pow, Rational, fraction, simplify, together


def simplify_difference(difference):
    """Sympy's ``0`` where ``difference`` is a rational function over the rationals that is identically zero, itself where it
    is one that is not or a number far from zero, and ``sympy.simplify(difference)`` for anything else."""
    if _clearly_nonzero_number(difference):
        return difference  # simplify keeps a value, so its result is no zero either
    if _rational_function(difference):
        try:
            numerator, _ = fraction(together(difference))
            zero = Poly(numerator, *sorted(difference.free_symbols, key=str), domain="QQ").is_zero
        except Exception:  # not a polynomial in its symbols after all: simplify decides
            return simplify(difference)
        return S.Zero if zero else difference  # a sympy zero: math-verify asks it ``is_zero``
    return simplify(difference)


def _clearly_nonzero_number(value) -> bool:
    """A number without symbols (``5*sqrt(3) - sqrt(15)``) whose value, to 30 digits, is far from zero."""
    if not isinstance(value, Expr) or not value.is_number:
        return False
    try:
        return abs(complex(value.evalf(30))) > 1e-9
    except (TypeError, ValueError, OverflowError):  # infinite, undefined or not numeric: simplify decides
        return False


def _rational_function(value) -> bool:
    """An expression in at least one symbol whose numbers are all rational and whose powers are all whole."""
    if not isinstance(value, Expr) or not value.free_symbols:
        return False
    if not all(isinstance(n, Rational) for n in value.atoms() if n.is_number):
        return False  # a float, pi, E, I or infinity: simplify's own tolerances and identities apply
    return value.is_rational_function(*value.free_symbols) and all(p.exp.is_Integer for p in value.atoms(Pow))

