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
]


@pytest.mark.parametrize("answer,gold,rewritten", REWRITTEN)
def test_an_answer_takes_its_golds_structure_only_with_the_same_values(answer, gold, rewritten):
    assert as_gold_structure(answer, gold) == rewritten
