"""``math_accuracy`` without a marker: an HTML table that ends the text answers as the same table in markdown would, in
its last row's last filled cell ("<td><b>84</b></td>"); a cell that offers two values, or a column of values under no
answer header, still refuses. Rules in docs/MATH.md, "Reading the final answer"."""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_OUTFITS = ("Roberto has four pairs of trousers, seven shirts, and three jackets. How many different outfits can he put "
            "together if an outfit consists of a pair of trousers, a shirt, and a jacket?")
_ROW = "<table><tr><th>Trousers</th><th>Shirts</th><th>Jackets</th><th>Outfits</th></tr><tr><td>4</td><td>7</td><td>3</td><td>"

CASES = [
    (_OUTFITS, "84", _ROW + "<b>84</b></td></tr></table>", True),
    (_OUTFITS, "84", _ROW + "84</td></tr></table>\n", True),
    (_OUTFITS, "84", "4 × 7 × 3 = 84\n\n<table>\n<tr><th>Step</th><th>Value</th></tr>\n<tr><td>Total</td><td>84</td></tr>\n</table>", True),
    (_OUTFITS, "84", _ROW + "<b>85</b></td></tr></table>", False),
    (_OUTFITS, "84", _ROW + "84 or 85</td></tr></table>", False),  # two values offered in the cell
    (_OUTFITS, "84", "<table><tr><th>Outfits</th></tr><tr><td>84</td></tr><tr><td>12</td></tr></table>", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES])


@pytest.mark.parametrize("index", range(len(CASES)))
def test_html_table_answer_case(scores, index):
    prompt, answer, completion, paid = CASES[index]
    assert scores[index] == (1.0 if paid else 0.0), completion
