"""``math_accuracy`` piecewise answers: each value is judged with the condition it comes with, so pieces whose
conditions overlap and give different values there state no function and are wrong, whichever piece is read first;
pieces that overlap only where they agree, or come in another order, stay paid. Rule in docs/MATH.md, "Piecewise"."""

from __future__ import annotations

import pytest

from reward_plugins.math.worker import check_piecewise

_MIN = r"\begin{cases} x & x \le 3 \\ 3 & x > 3 \end{cases}"
_ABS = r"\begin{cases} x & x \ge 0 \\ -x & x < 0 \end{cases}"


@pytest.mark.parametrize("gold, answer, verdict", [
    (_MIN, r"\begin{cases} x & x \le 3 \\ 3 & x \ge 0 \end{cases}", "wrong"),  # both hold on (0, 3): x against 3
    (_MIN, r"\begin{cases} x & x \le 3 \\ 3 & x > 0 \end{cases}", "wrong"),
    (_MIN, r"\begin{cases} x & x \le 3 \\ 3 & x > 2 \end{cases}", "wrong"),
    (_MIN, r"\begin{cases} x & x \le 5 \\ 3 & x > 3 \end{cases}", "wrong"),
    (_ABS, r"\begin{cases} x & x \ge -2 \\ -x & x < 0 \end{cases}", "wrong"),
    (_MIN, r"\begin{cases} x & x \le 3 \\ 3 & x \ge 3 \end{cases}", "correct"),  # they meet at 3, where both are 3
    (_MIN, r"\begin{cases} 3 & x > 3 \\ x & x \le 3 \end{cases}", "correct"),
    (_MIN, r"\begin{cases} x & x < 3 \\ 3 & x \ge 3 \end{cases}", "correct"),
    (_ABS, r"\begin{cases} x & x \ge 0 \\ -x & x \le 0 \end{cases}", "correct"),
])
def test_overlapping_pieces_that_disagree_are_wrong(gold, answer, verdict):
    assert check_piecewise(gold, answer) == verdict


def test_a_wrong_condition_on_a_displayed_block_is_refused(math_plugin):
    prompt = "Write $f(x) = \\min(x, 3)$ as a piecewise function."
    completion = ("When $x$ is at most 3 the minimum is $x$; when $x$ is larger the minimum is 3.\n\n"
                  "$$f(x) = \\begin{cases} x & x \\le 3 \\\\ 3 & x %s \\end{cases}$$")
    assert math_plugin.explain(prompt, completion % "\\ge 0", _MIN)["reason"] == "wrong"
    assert math_plugin.explain(prompt, completion % "> 3", _MIN)["reason"] == "correct"


_TAX = r"\begin{cases} 0 & I \le 10000 \\ 0.2(I-10000) & I > 10000 \end{cases}"
_MAX = r"\begin{cases} x^2-2x & x \le 0 \text{ or } x \ge 2 \\ 0 & 0 < x < 2 \end{cases}"


@pytest.mark.parametrize("gold, answer, verdict", [
    # A capital condition letter is compared in lower case, never as "i" (the imaginary unit) or "e".
    (_TAX, r"\begin{cases} 0, & I \le 10000 \\ 0.2I - 2000, & I > 10000 \end{cases}", "correct"),
    (_TAX, r"\begin{cases} 0, & I \le 10000 \\ 0.3I - 2000, & I > 10000 \end{cases}", "wrong"),
    # Conditions joined by "or" hold where either does; pieces meeting at 0 and 2 agree there.
    (_MAX, r"\begin{cases} x^2-2x & x \le 0 \\ 0 & 0 \le x \le 2 \\ x^2-2x & x \ge 2 \end{cases}", "correct"),
    (_MAX, r"\begin{cases} x^2-2x & x < 0 \lor x > 2 \\ 0 & 0 \le x \le 2 \end{cases}", "correct"),
    (_MAX, r"\begin{cases} x^2-2x & x \le 0 \\ 0 & 0 \le x \le 3 \\ x^2-2x & x \ge 2 \end{cases}", "wrong"),
    (_MAX, r"\begin{cases} x^2-2x & x < 0 \text{ or } x > 3 \\ 0 & 0 \le x \le 3 \end{cases}", "wrong"),
])
def test_conditions_in_a_capital_letter_or_joined_by_or(gold, answer, verdict):
    assert check_piecewise(gold, answer) == verdict


@pytest.mark.parametrize("completion, reason", [
    # A piece said in plain text whose value ends on the variable: the word before the condition is no single letter.
    ("h(x) = x für x ≥ 1 und h(x) = 2 − x für x < 1.", "correct"),
    ("h(x) = x for x ≥ 1 and h(x) = 2 − x for x < 1.", "correct"),
    ("h(x) = x，当 x ≥ 1 时；h(x) = 2 − x，当 x < 1 时。", "correct"),
    ("h(x) = x für x ≥ 1 und h(x) = 3 − x für x < 1.", "wrong"),
])
def test_a_plain_piece_ending_on_its_variable(math_plugin, completion, reason):
    gold = r"\begin{cases} x & x \ge 1 \\ 2-x & x < 1 \end{cases}"
    assert math_plugin.explain("Schreibe $h(x) = |x - 1| + 1$ abschnittsweise.", completion, gold)["reason"] == reason
