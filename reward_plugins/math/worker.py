r"""One verification worker: math-verify's ``parse`` and ``verify``, gold first, with our guards.

Started by :mod:`reward_plugins.math.verify` as ``python -m reward_plugins.math.worker FD MEMORY_MB WARM_UP PARENT_PID``
(a fresh interpreter that never imports the caller's ``__main__``) and spoken to over the socket
``FD``. math-verify's own signal-based timeouts are off here: the parent enforces a wall-clock
deadline per item and kills a worker that overruns it, which also covers work that holds the
GIL or never returns to the interpreter.

Both sides are read by math-verify's own extraction (``LatexExtractionConfig`` with boxed answers
first, then ``ExprExtractionConfig``), so matrices, vectors, intervals, tuples, sets, equations and
inequalities compare as math-verify compares them. On top of ``verify`` it refuses what would be a
reward hack in training:

- ``hedged``: the answer offers several different values (``2 or 3``, ``\boxed{2;3}``, ``\pm 2``, a
  ``cases`` block of two values, several boxes) while the gold is one value;
- an equation in unknowns against a gold that is no relation (``x - 2y + z - 1 = 0`` for gold
  ``0``) is wrong: math-verify alone would compare its right-hand side. An assignment
  (``x = 0``, ``f(3) = 0``) or a computation (``6 \times 7 = 42``) is still read as its value.

It also reads ``\mathrm{e}`` / ``\text{e}`` as Euler's number (math-verify drops ``\mathrm{...}`` as
a unit).

Example (in-process, which is what a worker does for each item):

>>> check("$\\frac{3}{4}$", "\\boxed{0.75}")
'correct'
>>> check("$x < 2$", "\\boxed{(-\\infty, 2)}"), check("$(-\\infty, 2)$", "\\boxed{x < 2}")  # gold first
('correct', 'wrong')
>>> check("$2$", "\\boxed{2 \\text{ or } 3}"), check("$\\{2, 3\\}$", "\\boxed{3 \\text{ or } 2}")
('hedged', 'correct')
>>> check("$0$", "\\boxed{x-2y+z-1=0}"), check("$0$", "\\boxed{x=0}")
('wrong', 'correct')
>>> check("\\boxed{\\frac{}", "\\boxed{1}")
'bad_gold'
"""

from __future__ import annotations

import cmath
import logging
import re
import sys
from functools import lru_cache

from reward_plugins.math.intervals import membership_as_relations

# Reasons a worker can return besides "correct" and "wrong".
BAD_GOLD, PARSE_ERROR, TOO_LARGE, HEDGED, WRONG_FORM = "bad_gold", "parse_error", "too_large", "hedged", "wrong_form"

_EULER = re.compile(r"\\(?:mathrm|text|textrm|operatorname|rm)\{\s*e\s*\}|\{\\rm\s+e\}")
_IMAG = re.compile(r"\\(?:mathrm|text|textrm|operatorname)\{\s*i\s*\}")
_CASES = re.compile(r"\\begin\{cases\}(.*?)\\end\{cases\}", re.DOTALL)


def _cases_rows(m: re.Match) -> str:
    # A cases block lists alternatives: each row's value (before its condition) is one element.
    rows = [r.split("&", 1)[0].strip() for r in re.split(r"\\\\", m.group(1))]
    rows = [r for r in rows if r]
    return ", ".join(rows) if len(rows) > 1 else (rows[0] if rows else "")


# Both signs of one value ("1 \\pm \\sqrt{5}"); a math span of a document, boxed or between delimiters.
_BOTH_SIGNS = re.compile(r"\\pm(?![A-Za-z])|\\mp(?![A-Za-z])|±|∓")
# A letter in bold ("\mathbf{I}", "\boldsymbol{v}"): a matrix or a vector, no unit.
_BOLD_LETTER = re.compile(r"\\(?:mathbf|boldsymbol|bm)\{[ \t]*([A-Za-z])[ \t]*\}")
# A degree sign after a number or a bracket, not a temperature's ("60°", not "-7 °C").
_DEGREE_SIGN = re.compile(r"(?<=[\d})])[ \t]?°(?![ \t]?[CFK](?![A-Za-z]))")
_MATH_SPAN = re.compile(r"\\boxed\{(.*)\}|\$\$?(.+?)\$\$?|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.DOTALL)


def _signs_apart(doc: str) -> str:
    r"""A document whose one ``\pm`` stands inside a bracket (``\frac{1 \pm \sqrt{5}}{2}``, ``\frac12(1 \pm \sqrt5)``)
    with its two values written out (``\frac{1 + \sqrt{5}}{2}, \frac{1 - \sqrt{5}}{2}``): math-verify reads a sign
    only at the top (``1 \pm \sqrt{5}``) and fails on, or misreads, one below a fraction bar or in a bracket."""
    signs = list(_BOTH_SIGNS.finditer(doc))
    if len(signs) != 1:
        return doc  # two signs may go together or not: left to math-verify
    sign = signs[0]
    span = next((m for m in _MATH_SPAN.finditer(doc) if m.start(m.lastindex) <= sign.start() < m.end(m.lastindex)), None)
    if span is None:
        return doc
    start, end = span.start(span.lastindex), span.end(span.lastindex)
    inside = doc[start : sign.start()]
    if sum(inside.count(c) for c in "{([") <= sum(inside.count(c) for c in "})]"):
        return doc  # a sign at the top: math-verify reads it
    written = [doc[start : sign.start()] + s + doc[sign.end() : end] for s in ("+", "-")]
    return doc[:start] + ", ".join(written) + doc[end:]


def normalize(doc: str) -> str:
    """What math-verify misreads, rewritten before it parses: Euler's ``e`` and ``i`` in roman
    type, ``cases`` blocks (read as the list of their values), and a ``\\pm`` inside a bracket (its two values)."""
    doc = _EULER.sub("{e}", doc)
    doc = _IMAG.sub("{i}", doc)
    if "\\begin{cases}" in doc:
        doc = _CASES.sub(_cases_rows, doc)
    if "pm" in doc or "mp" in doc or "±" in doc or "∓" in doc:
        doc = _signs_apart(doc)
    if "\\mathbf{" in doc or "\\boldsymbol{" in doc or "\\bm{" in doc:
        doc = _BOLD_LETTER.sub(r" \1 ", doc)  # "12 \mathbf{I}": a matrix, which math-verify would drop as a unit, leaving 12
    if "°" in doc:
        doc = _DEGREE_SIGN.sub(r"^{\\circ}", doc)  # "180° - 50° - 70° = 60°": math-verify reads "^\circ", not the sign
    return doc


def _imports():
    # Deferred so ``import reward_plugins.math.worker`` (docs, tests) stays cheap until first use.
    from latex2sympy2_extended.sets import FiniteSet as LatexFiniteSet
    from math_verify import parse, verify
    from math_verify.grader import is_assignment_relation, is_equation, is_relation, take_first_relation
    from math_verify.parser import ExprExtractionConfig, LatexExtractionConfig
    from sympy import Basic, FiniteSet, MatrixBase, Set, Symbol, Tuple

    return locals()


_M: dict = {}


def _m() -> dict:
    if not _M:
        _M.update(_imports())
        # math-verify warns once that its timeouts are off; here that is by design.
        logging.getLogger("math_verify").setLevel(logging.ERROR)
        _M["config"] = (_M["LatexExtractionConfig"](boxed_match_priority=0), _M["ExprExtractionConfig"]())
        _M["I_SYMBOL"] = _M["Symbol"]("i", real=True)  # the symbol the grammar reads in "4i"
    return _M


_BOXED_DOC = re.compile(r"\\boxed\{(.*)\}", re.DOTALL)


@lru_cache(maxsize=4096)
def parse_math(doc: str) -> tuple:
    """The sympy objects math-verify reads from a document (the first one is its answer).

    A boxed answer is read as LaTeX; only when that fails may math-verify's plain-expression
    reading take it, and then only as a whole: ``\\boxed{__import__('os').system('echo 42')}``
    is not the number 42 that its expression search would find inside.
    """
    m = _m()
    doc = normalize(doc)
    boxed = _BOXED_DOC.fullmatch(doc.strip())
    if boxed is None:
        return _sympy(m["parse"](doc, extraction_config=m["config"], parsing_timeout=None))
    found = _sympy(m["parse"](doc, extraction_config=m["config"][:1], parsing_timeout=None))
    if found:
        return found
    parsed = m["parse"](doc, extraction_config=m["config"][1:], parsing_timeout=None)
    matched = next((p for p in parsed if isinstance(p, str)), "")
    whole = boxed.group(1).strip().rstrip(".").replace(" ", "")
    return _sympy(parsed) if matched.replace(" ", "") == whole else ()


def _sympy(parsed: list) -> tuple:
    m = _m()
    return tuple(_one_i(p) for p in parsed if isinstance(p, (m["Basic"], m["MatrixBase"])))


def _one_i(value):
    """One symbol ``i`` however it is spaced: the LaTeX grammar makes ``4i`` a real ``i`` and ``4 i``,
    ``4\\cdot i`` or ``\\mathrm{i}`` another, so ``7 - 4 i`` would not equal ``7-4i``."""
    found = {s for s in getattr(value, "free_symbols", ()) if getattr(s, "name", None) == "i"}
    one = _m()["I_SYMBOL"]
    return value if found <= {one} else value.xreplace({s: one for s in found})


def _elements(value) -> list:
    m = _m()
    if isinstance(value, (m["FiniteSet"], m["LatexFiniteSet"])):
        return list(value.args)
    return [value]


def _distinct(values: list, options: dict, stop_at: int) -> bool:
    """Whether ``values`` hold ``stop_at`` values that differ from each other (as math-verify compares them)."""
    m = _m()
    kept: list = []
    for v in values:
        if not any(m["verify"](k, v, timeout_seconds=None, **options) for k in kept):
            kept.append(v)
            if len(kept) >= stop_at:
                return True
    return False


def _is_hedge(gold, answer, options: dict) -> bool:
    m = _m()
    if m["is_assignment_relation"](gold) and hasattr(gold, "rhs"):
        gold = gold.rhs  # "a = 4, -8, -10": the value assigned is what counts
    if isinstance(gold, (m["Set"], m["Tuple"], m["MatrixBase"])) or m["is_relation"](gold):
        return False  # the gold is a collection or a condition: compared, not refused
    return _distinct(_elements(answer), options, stop_at=2)


def _equation_in_unknowns(gold, answer) -> bool:
    """An equation answer in unknowns (``x - 2y + z - 1 = 0``) against a gold that is no relation:
    math-verify would compare its right-hand side; it is not an answer to a number. An
    assignment (``x = 2``, ``f(3) = 2``) or a computation (``6 \\times 7 = 42``) still is."""
    m = _m()
    if not m["is_equation"](answer) or m["is_relation"](gold):
        return False
    lhs = m["take_first_relation"](answer).lhs
    return bool(getattr(lhs, "free_symbols", None)) and not _names_a_value(lhs)


def _names_a_value(lhs) -> bool:
    """``x``, ``AB``, ``f(3)``, ``P(x)``, ``(x, y)``: a left-hand side that names the value on the right
    (math-verify's assignment), unlike ``|x|`` or ``x^2`` (an equation to solve)."""
    from sympy import Mul, Symbol, Tuple
    from sympy.core.function import AppliedUndef

    if isinstance(lhs, (Symbol, AppliedUndef)):
        return True
    if isinstance(lhs, Tuple):  # (x, y) = (3, -1)
        return all(_names_a_value(a) for a in lhs.args)
    return isinstance(lhs, Mul) and all(isinstance(a, Symbol) for a in lhs.args)


def check(
    gold: str,
    answer: str,
    float_rounding: int = 6,
    numeric_precision: int = 15,
    strict: bool = True,
    rel_tol: float | None = None,
    allow_set_relation_comp: bool = False,
    cancelled: bool = False,
) -> str:
    """``correct``, ``wrong``, ``hedged``, ``bad_gold`` (gold does not parse), ``parse_error``, or
    ``wrong_form`` (with ``cancelled``: an equal rational expression whose numerator and denominator
    still share a factor)."""
    if "\\begin{cases}" in gold:
        return check_piecewise(gold, answer)
    if "\\begin{cases}" in answer and _in_conditions_symbol(gold, answer):
        return check_piecewise(gold, answer, gold_closed=True)  # "|x-3|" said piece by piece
    reason = _check(gold, answer, float_rounding, numeric_precision, strict, rel_tol, allow_set_relation_comp)
    if reason == "correct" and cancelled and _common_factor(answer):
        return WRONG_FORM
    return reason


def _check(gold, answer, float_rounding, numeric_precision, strict, rel_tol, allow_set_relation_comp) -> str:
    m = _m()
    gold_parsed = parse_math(gold)
    if not gold_parsed:
        return BAD_GOLD
    answer_parsed = parse_math(answer)
    if not answer_parsed:
        return PARSE_ERROR
    g, a = gold_parsed[0], answer_parsed[0]
    options = dict(float_rounding=float_rounding, numeric_precision=numeric_precision, strict=strict,
                   allow_set_relation_comp=allow_set_relation_comp)
    if _is_hedge(g, a, options):
        return HEDGED
    if _equation_in_unknowns(g, a):
        return "wrong"
    if m["verify"](g, a, timeout_seconds=None, **options):
        return "correct"
    if rel_tol is not None and _close(g, a, rel_tol):
        return "correct"
    return "wrong"


_FRACTION = re.compile(r"^\\boxed\{(.*)\}$|^(.*)$", re.DOTALL)


def _top_fraction(latex: str) -> tuple[str, str] | None:
    """The numerator and denominator of a top-level ``\\frac{N}{D}`` (or ``N/D``), as written."""
    s = _FRACTION.match(latex.strip()).group(1) or latex.strip()
    s = s.strip().strip("$").replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")
    if s.startswith("\\frac{"):
        parts, depth, current = [], 0, ""
        for c in s[len("\\frac"):]:
            depth += c == "{"
            depth -= c == "}"
            current += c
            if depth == 0 and current:
                parts.append(current[1:-1])
                current = ""
        return (parts[0], parts[1]) if len(parts) == 2 else None
    if s.count("/") == 1:
        n, d = s.split("/")
        return n, d
    return None


def _common_factor(answer: str) -> bool:
    """Whether the numerator and denominator of a rational answer share a factor (a polynomial of
    positive degree, or a number above 1): read apart, so sympy cannot cancel them first."""
    from sympy import Poly, gcd, together

    parts = _top_fraction(answer)
    if parts is None:
        return False
    numerator, denominator = (parse_math(f"${p}$") for p in parts)
    if not numerator or not denominator:
        return False
    n, d = together(numerator[0]), together(denominator[0])
    common = gcd(n, d)
    if common.free_symbols:
        return True
    symbols = sorted(n.free_symbols | d.free_symbols, key=str)
    if not symbols:
        return False
    try:
        contents = gcd(Poly(n, *symbols).content(), Poly(d, *symbols).content())
    except Exception:  # not polynomials: nothing to cancel that gcd can see
        return False
    return abs(contents) > 1


# Points a piecewise answer is evaluated at, besides each boundary and either side of it.
_SAMPLES = (-7.3, -3.0, -2.5, -1.5, -0.5, 0.0, 0.25, 0.5, 1.0, 1.5, 2.5, 3.0, 3.7, 10.1)
_ROW_CONDITION = re.compile(r"\\text\{\s*(?:if|for|when|where)\s*\}|\\(?:quad|qquad|,|;)|\bif\b|\bfor\b|\bwhen\b")
_OTHERWISE = re.compile(r"\\text\{\s*(?:otherwise|else|elsewhere|sonst|sinon)\s*\}|^\s*(?:otherwise|else)\s*$")
_INTEGER = re.compile(r"\\mathbb[ \t]?\{?Z|integer")
# Words before or after a condition in any language ("\text{si }", "\text{für }", "\text{при }", "\text{时}"): no math.
_WORDS = r"\\text\{\s{0,3}[^\W\d_\s]{1,30}(?:\s{1,3}[^\W\d_\s]{1,30}){0,5}\s{0,3}\}"
_CONDITION_WORDS = re.compile(rf"^{_WORDS}|{_WORDS}$")


def _cases(doc: str) -> list[tuple[str, str]] | None:
    block = _CASES.search(doc)
    if block is None:
        return None
    rows = [row for row in re.split(r"\\\\", block.group(1)) if row.strip()]
    pieces = []
    for i, row in enumerate(rows):
        value, _, condition = row.partition("&")
        # A row's condition may end its sentence ("& \text{if } x < 2."): the stop is no part of it.
        condition = _ROW_CONDITION.sub(" ", condition).strip().lstrip(",").rstrip(",.;").strip()
        condition = membership_as_relations(condition)  # "x \\in [0, 1)" states 0 <= x < 1
        if condition and not (_OTHERWISE.search(condition) or _INTEGER.search(condition)):
            # Only words ("\text{altrimenti}", "\text{иначе}"): the catch-all where it is the last row, else unreadable.
            condition = _CONDITION_WORDS.sub(" ", condition).strip() or ("otherwise" if i == len(rows) - 1 else "?")
        pieces.append((value.strip().rstrip(",").strip(), condition))
    return pieces


# Conditions joined by "or" ("x \le 0 \text{ or } x \ge 2"): the piece holds where either does.
_OR = re.compile(r"\\text\{[ \t]{0,3}or[ \t]{0,3}\}|\\(?:lor|vee)(?![A-Za-z])|(?<![\\A-Za-z])or(?![A-Za-z])")


def _holds(condition: str, symbol, point) -> bool | None:
    """Whether a piece's condition holds at the point (``None``: it cannot be read)."""
    if not condition or _OTHERWISE.search(condition):
        return True
    if "or" in condition or "\\vee" in condition:
        either = _OR.split(condition)
        if len(either) > 1:
            holds = [_holds(part.strip(), symbol, point) for part in either]
            return None if None in holds else any(holds)
    if _INTEGER.search(condition):
        integer = float(point).is_integer()
        return not integer if re.search(r"\\notin|\\not\\in|\bnot\b", condition) else integer
    parsed = parse_math(f"${condition}$")
    if not parsed:
        return None
    try:
        value = _at(parsed[0], symbol, point)
        return bool(value) if value in (True, False) else None
    except Exception:
        return None


def _at(expression, name: str, point):
    # Symbols are matched by name: the parser's symbols carry assumptions a fresh Symbol lacks.
    return expression.subs({s: point for s in expression.free_symbols if getattr(s, "name", None) == name})


def _value_at(pieces, symbol, point):
    """The value of a piecewise function (a list of (value, condition)) at the point; ``None`` where no piece holds."""
    for value, condition in pieces:
        holds = _holds(condition, symbol, point)
        if holds is None:
            raise ValueError(condition)
        if holds:
            return _piece_value(value, symbol, point)
    return None


def _piece_value(value: str, symbol, point) -> complex:
    parsed = parse_math(f"${value}$")
    if not parsed:
        raise ValueError(value)
    number = _at(parsed[0], symbol, point).evalf()
    if getattr(number, "free_symbols", None):
        raise ValueError(value)  # another unknown in the value: no number to compare
    return complex(number)


def _answer_value_at(pieces, symbol, point):
    """The answer's value at the point, as :func:`_value_at`; ``nan`` where two pieces whose conditions both hold give
    different values ("x for x ≤ 3, 3 for x ≥ 0" on (0, 3)): such pieces state no function, whichever is read first."""
    # A piece "otherwise" (or with no condition) is the rest: it overlaps none.
    holding = [value for value, condition in pieces if condition and not _OTHERWISE.search(condition) and _holds(condition, symbol, point)]
    first = _value_at(pieces, symbol, point)
    for value in holding[1:] if holding and pieces[0][0] == holding[0] else holding:
        try:
            other = _piece_value(value, symbol, point)
        except TypeError:  # no finite value there (``1/x`` at 0): nothing to disagree with
            continue
        if first is not None and abs(other - first) > 1e-9 * max(1.0, abs(first)):
            return complex("nan")
    return first


_ONE_LETTER = re.compile(r"(?<![\\A-Za-z])([A-Za-z])(?![A-Za-z])")


def _condition_symbol(pieces: list[tuple[str, str]]) -> str | None:
    """The one letter the conditions are stated in: a lower-case one first, else a capital ("0 & I \\le 10000" for an
    income I, "T > 30" for a temperature)."""
    names = set(_ONE_LETTER.findall(" ".join(c for _, c in pieces)))
    lower = sorted(n for n in names if n.islower())
    return lower[0] if lower else (sorted(names)[0] if names else None)


def _in_conditions_symbol(gold: str, answer: str) -> bool:
    """Whether a closed-form gold is a function of the variable a piecewise answer's conditions are in."""
    pieces = _cases(answer)
    symbol = _condition_symbol(pieces) if pieces else None
    parsed = parse_math(gold) if symbol else ()
    return bool(parsed) and symbol in {getattr(s, "name", None) for s in getattr(parsed[0], "free_symbols", ())}


def _defined_value(pieces, symbol, point):
    """The gold's value at the point; ``None`` where no piece holds or the value is no finite number (``1/x`` at 0)."""
    try:
        value = _value_at(pieces, symbol, point)
    except TypeError:  # sympy's complex infinity has no complex value
        return None
    return value if value is not None and cmath.isfinite(value) else None


def _in_lower_case(symbol: str, *piece_lists):
    """The pieces with the capital ``symbol`` written as a lower-case letter no piece uses, and that letter."""
    used = {c for pieces in piece_lists for value, condition in pieces for c in value + condition}
    # Not "i" or "e", which parse as the imaginary unit and Euler's number ("0.2I" for an income I is no 0.2i).
    lower = next((c for c in (symbol.lower(), *"tuvwxyzabcdfghjkmnpqrs") if c not in used and c not in "ie"), None)
    if lower is None:
        return (*piece_lists, symbol)
    letter = re.compile(rf"(?<![\\A-Za-z]){symbol}(?![A-Za-z])")
    return (*[[(letter.sub(lower, v), letter.sub(lower, c)) for v, c in pieces] for pieces in piece_lists], lower)


def check_piecewise(gold: str, answer: str, gold_closed: bool = False) -> str:
    """A piecewise gold against a piecewise or closed-form answer (or, ``gold_closed``, a closed-form gold
    against a piecewise answer): equal where the gold is defined, at every boundary, either side of it and
    a spread of other points; each value is judged with the condition it comes with, so swapped conditions
    are wrong and pieces may come in any order."""
    gold_pieces = [(_BOXED_DOC.sub(r"\1", gold).strip().strip("$"), "")] if gold_closed else _cases(gold)
    if not gold_pieces:
        return BAD_GOLD
    answer_pieces = _cases(answer)
    if answer_pieces is None:
        answer_pieces = [(_BOXED_DOC.sub(r"\1", answer).strip().strip("$"), "")]
    split = answer_pieces if gold_closed else gold_pieces  # the pieces whose boundaries are tested
    symbol = _condition_symbol(split) or "x"
    if symbol.isupper():  # a capital ("I", "E", "N") may parse as a constant: the same letter in lower case, where free
        gold_pieces, answer_pieces, split, symbol = _in_lower_case(symbol, gold_pieces, answer_pieces, split)
    # The answer's own boundaries are tested too: pieces that overlap may disagree only between them.
    boundaries = [float(b) for b in re.findall(r"-?\d+(?:\.\d+)?", " ".join(c for _, c in (*split, *answer_pieces)))]
    points = sorted({*_SAMPLES, *(b + d for b in boundaries for d in (-0.5, -1e-3, 0.0, 1e-3, 0.5))})
    compared = 0
    try:
        for point in points:
            expected = _defined_value(gold_pieces, symbol, point)
            if expected is None:
                continue
            got = _answer_value_at(answer_pieces, symbol, point)
            if got is None or not abs(got - expected) <= 1e-9 * max(1.0, abs(expected)):
                return "wrong"
            compared += 1
    except (ValueError, TypeError):
        return PARSE_ERROR
    return "correct" if compared else PARSE_ERROR  # a gold with no value anywhere (another unknown in it) is not read


def _close(gold, answer, rel_tol: float) -> bool:
    from sympy import Number

    try:
        g, a = gold.evalf(), answer.evalf()
        if not (isinstance(g, Number) and isinstance(a, Number)):
            return False
        return abs(float(g) - float(a)) <= rel_tol * max(abs(float(g)), abs(float(a)))
    except Exception:  # not a real number: no tolerance applies
        return False


# One pair of each common shape of answer: fractions, radicals, polynomials, intervals, tuples, sets, pi, powers.
_WARM_PAIRS = (
    ("$1$", "\\boxed{\\frac{2}{2}}"), ("$\\frac{3}{4}$", "\\boxed{0.75}"), ("$2\\sqrt{3}$", "\\boxed{\\sqrt{12}}"),
    ("$x^2 + 5x + 6$", "\\boxed{(x+2)(x+3)}"), ("$[-2, 3)$", "\\boxed{[-2,3)}"), ("$(1, -2)$", "\\boxed{(1,-2)}"),
    ("$\\{1, 2\\}$", "\\boxed{\\{2,1\\}}"), ("$\\frac{\\pi}{2}$", "\\boxed{\\pi/2}"), ("$3^{4}$", "\\boxed{81}"),
    ("$\\frac{\\sqrt{2}}{2}$", "\\boxed{\\frac{1}{\\sqrt{2}}}"), ("$x = 3$", "\\boxed{x=3}"),
    ("$(-\\infty, 1] \\cup [2, \\infty)$", "\\boxed{(-\\infty,1]\\cup[2,\\infty)}"), ("$2x - 1$", "\\boxed{-1+2x}"),
)


def serve(conn, memory_mb: int | None, warm_up: str = "") -> None:
    """Worker main loop: answer ``(index, task)`` messages with ``(index, reason)``, in the order they
    come, until ``None`` (the parent sends an item before the answer to the one before: it waits in the socket).
    A task is a row to judge whole (``task.run()``) or :func:`check`'s arguments."""
    import gc
    import importlib
    import os
    import resource

    if memory_mb:
        # sympy can build huge integers before any deadline strikes; fail fast instead.
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        import math_verify.grader

        from reward_plugins.math.zero_test import simplify_difference

        # In this process only: math-verify's zero test ``simplify(a - b).is_zero``, decided by expanding where a - b
        # is a rational function (the same verdicts, a tenth of the time).
        math_verify.grader.simplify = simplify_difference
        for gold, answer in _WARM_PAIRS:  # the grammar's parse tables grow on first use: grow them before taking work
            check(gold, answer)
        if warm_up:  # "module:function", named by the pool's owner: the reader, where rows are judged whole here
            module, function = warm_up.split(":")
            getattr(importlib.import_module(module), function)()
        gc.freeze()  # what loading made (sympy, the grammar) lives as long as the worker: no collection walks it
    except BaseException as exc:  # report why the worker cannot start, then exit
        conn.send(("error", f"{type(exc).__name__}: {exc}"))
        return
    conn.send(("ready", os.getpid()))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        index, task = message
        try:
            run = getattr(task, "run", None)  # a row to judge whole, or check's arguments
            reason = run() if run is not None else check(*task)
        except MemoryError:
            reason = TOO_LARGE
        except RecursionError:
            reason = PARSE_ERROR
        except Exception:  # math-verify raises for inputs it cannot handle; the row scores 0
            reason = PARSE_ERROR
        conn.send((index, reason))


def _die_with(parent: int) -> None:
    """Be killed when ``parent`` dies, however it dies (``kill -9``, out of memory): a worker busy with a row has no
    other way to learn it, and would work on with no one left to stop it. Linux only (``PR_SET_PDEATHSIG``); the
    pool starts workers from a thread that lives as long as the parent process, which is what the signal watches."""
    import ctypes
    import os
    import signal

    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGKILL), 0, 0, 0)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:  # it died before the line above
        os._exit(0)


def main(argv: list[str]) -> None:
    import signal
    from multiprocessing.connection import Connection

    # Ctrl-C reaches the whole process group: the parent stops this worker itself, so a worker
    # that died of it would only print a traceback over the parent's message.
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    if len(argv) > 3:
        _die_with(int(argv[3]))
    conn = Connection(int(argv[0]))
    memory_mb = int(argv[1]) if len(argv) > 1 else 0
    try:
        serve(conn, memory_mb or None, argv[2] if len(argv) > 2 else "")
    finally:
        conn.close()


if __name__ == "__main__":
    # The rows judged whole call ``check`` through the plugin's import of this module: give them this copy, so both
    # kinds of task share one math-verify setup and one parse cache instead of a second module of the same file.
    sys.modules.setdefault("reward_plugins.math.worker", sys.modules["__main__"])
    main(sys.argv[1:])
