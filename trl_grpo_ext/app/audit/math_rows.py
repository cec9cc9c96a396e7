"""Math rows for the audit: built-in GSM8K- and MATH-style questions, or the rows of a dataset.

A row is ``{"prompt": ..., "answer": gold}`` plus optional hints some families need
(``unevaluated``: the answer's computation written out; ``restated``: the question's own number that
the answer must not simply repeat; ``form_asked``: the question asks for one form, so other
forms of the same value are not right answers; ``choices``: multiple-choice options; ``unit``;
``other_unit``: a unit the question did not ask for).
A dataset brings only the prompt and the gold; the families that need a hint skip its rows.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

BUILTIN_ROWS: list[dict[str, Any]] = [
    {"prompt": "Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. "
               "How many clips did Natalia sell altogether in April and May?",
     "answer": "72", "unevaluated": "48 + 48/2", "unit": "clips"},
    {"prompt": "Tom had $1250 in savings and spent $250 on a bike. How many dollars does he have left?",
     "answer": "1000", "unevaluated": "1250 - 250", "unit": "dollars", "other_unit": "cents"},
    {"prompt": "A car travels at 45 km/h for 3 hours. How many kilometres does it travel?",
     "answer": "135", "unevaluated": "45 \\times 3", "unit": "km", "other_unit": "miles"},
    {"prompt": "Simplify $\\frac{12}{18}$.", "answer": "\\frac{2}{3}", "restated": "\\frac{12}{18}",
     "form_asked": True},
    {"prompt": "Express 0.75 as a common fraction.", "answer": "\\frac{3}{4}", "unevaluated": "\\frac{75}{100}",
     "restated": "0.75", "form_asked": True},
    {"prompt": "What is the minimum value of $f(x) = x^2 + 6x + 2$?", "answer": "-7",
     "unevaluated": "(-3)^2 + 6(-3) + 2"},
    {"prompt": "Write $\\frac{7}{2}$ as a decimal.", "answer": "3.5", "unevaluated": "7 \\div 2",
     "restated": "\\frac{7}{2}", "form_asked": True},
    {"prompt": "A dust grain has a radius of $3 \\times 10^{-7}$ m. Doubling it, what is the new radius in metres?",
     "answer": "6 \\times 10^{-7}", "unevaluated": "2 \\times 3 \\times 10^{-7}"},
    {"prompt": "Which of these numbers is prime?\n(A) 21\n(B) 27\n(C) 29\n(D) 33",
     "answer": "C", "choices": {"A": "21", "B": "27", "C": "29", "D": "33"}},
]

_FRAC = re.compile(r"^\\[dt]?frac\{(-?\d+)\}\{(\d+)\}$")
_SCI = re.compile(r"^(-?\d+(?:\.\d+)?)\s*\\times\s*10\^\{?(-?\d+)\}?$")


def gold_value(gold: str) -> Fraction | None:
    """The exact value of a numeric gold (integer, decimal, ``\\frac``, ``a/b``, ``a \\times 10^{n}``).

    >>> gold_value("72"), gold_value("\\\\frac{3}{4}"), gold_value("6 \\\\times 10^{-7}"), gold_value("C")
    (Fraction(72, 1), Fraction(3, 4), Fraction(3, 5000000), None)
    """
    text = gold.strip().replace(",", "").strip("$ ")
    frac = _FRAC.match(text)
    if frac:
        return Fraction(int(frac.group(1)), int(frac.group(2)))
    sci = _SCI.match(text)
    if sci:
        return Fraction(sci.group(1)) * Fraction(10) ** int(sci.group(2))
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        return None


PROMPT_COLUMNS = ("prompt", "question", "problem")
GOLD_COLUMNS = ("answer", "gold", "final_answer", "solution")


def _first(record: dict[str, Any], names: tuple[str, ...], path: str) -> Any:
    for name in names:
        if name in record:
            return record[name]
    raise ValueError(f"{path}: a row needs one of the columns {list(names)}; this one has {sorted(record)}")


def load_rows(path: str | None, limit: int = 8) -> list[dict[str, Any]]:
    """The built-in rows, or the first ``limit`` rows of a JSON-lines / JSON file, or of a registered task.

    The question is read from the first column of ``prompt``, ``question``, ``problem`` (a chat prompt:
    its last user message); the gold from ``answer``, ``gold``, ``final_answer``, ``solution`` (GSM8K's
    ``#### answer`` tail is taken).

    Raises:
        ValueError: a row without those columns, or no row at all.
    """
    if path is None:
        return [dict(row) for row in BUILTIN_ROWS]
    if path.startswith("task:"):
        from trl_grpo_ext.registry import TASKS

        data = TASKS.get(path[len("task:"):])
        records = [dict(data[i]) for i in range(min(limit, len(data)))]
    else:
        text = Path(path).read_text(encoding="utf-8")
        records = json.loads(text) if text.lstrip().startswith("[") else [
            json.loads(line) for line in text.splitlines()[: limit * 4] if line.strip()]
    rows = []
    for record in records[:limit]:
        prompt = _first(record, PROMPT_COLUMNS, path)
        if isinstance(prompt, list):  # a conversation: the last user message is the question
            prompt = next((m.get("content", "") for m in reversed(prompt) if m.get("role") == "user"), "")
        gold = str(_first(record, GOLD_COLUMNS, path)).strip()
        if "####" in gold:
            gold = gold.rsplit("####", 1)[1].strip()
        rows.append({"prompt": str(prompt), "answer": gold})
    if not rows:
        raise ValueError(f"{path}: no rows")
    return rows
