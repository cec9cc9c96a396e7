"""What one verification worker process runs: math-verify's ``parse`` and ``verify``, gold first.

The worker lives across calls (see :mod:`reward_plugins.math.verify`); math-verify's own
signal-based timeouts are switched off here because the parent enforces a wall-clock
deadline per item and kills a worker that overruns it, which also covers work that holds
the GIL or never returns to the interpreter.

Example (in-process, which is what a worker does for each item):

>>> check("\\\\frac{3}{4}", "0.75")
'correct'
>>> check("x < 2", "(-\\\\infty, 2)"), check("(-\\\\infty, 2)", "x < 2")  # gold first matters
('correct', 'wrong')
>>> check("\\\\frac{", "1")
'bad_gold'
"""

from __future__ import annotations

import logging
import os
import resource
from functools import lru_cache

from math_verify import parse, verify
from math_verify.parser import ExprExtractionConfig, LatexExtractionConfig
from sympy import Basic, MatrixBase, Number

# Reasons a worker can return besides "correct" and "wrong".
BAD_GOLD, PARSE_ERROR, TOO_LARGE = "bad_gold", "parse_error", "too_large"

_CONFIG = (LatexExtractionConfig(), ExprExtractionConfig())
# math-verify warns once that its timeouts are off; here that is by design.
logging.getLogger("math_verify").setLevel(logging.ERROR)


@lru_cache(maxsize=4096)
def parse_math(text: str) -> tuple:
    """The sympy objects math-verify reads from one answer string (no LaTeX delimiters)."""
    parsed = parse("\\boxed{" + text + "}", extraction_config=_CONFIG, parsing_timeout=None)
    return tuple(p for p in parsed if isinstance(p, (Basic, MatrixBase)))


def check(
    gold: str,
    answer: str,
    float_rounding: int = 6,
    numeric_precision: int = 15,
    strict: bool = True,
    rel_tol: float | None = None,
) -> str:
    """``correct``, ``wrong``, ``bad_gold`` (gold does not parse) or ``parse_error`` (answer does not)."""
    gold_parsed = parse_math(gold)
    if not gold_parsed:
        return BAD_GOLD
    answer_parsed = parse_math(answer)
    if not answer_parsed:
        return PARSE_ERROR
    if verify(
        list(gold_parsed),
        list(answer_parsed),
        float_rounding=float_rounding,
        numeric_precision=numeric_precision,
        strict=strict,
        timeout_seconds=None,
    ):
        return "correct"
    if rel_tol is not None and _close(gold_parsed[0], answer_parsed[0], rel_tol):
        return "correct"
    return "wrong"


def _close(gold, answer, rel_tol: float) -> bool:
    try:
        g, a = gold.evalf(), answer.evalf()
        if not (isinstance(g, Number) and isinstance(a, Number)):
            return False
        return abs(float(g) - float(a)) <= rel_tol * max(abs(float(g)), abs(float(a)))
    except Exception:  # not a real number: no tolerance applies
        return False


def serve(conn, memory_mb: int | None) -> None:
    """Worker main loop: answer ``(index, task)`` messages with ``(index, reason)`` until ``None``."""
    if memory_mb:
        # sympy can build huge integers before any deadline strikes; fail fast instead.
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        check("1", "\\frac{2}{2}")  # load the LaTeX grammar before taking work
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
            reason = check(*task)
        except MemoryError:
            reason = TOO_LARGE
        except RecursionError:
            reason = PARSE_ERROR
        except Exception:  # math-verify raises for inputs it cannot handle; the row scores 0
            reason = PARSE_ERROR
        conn.send((index, reason))
