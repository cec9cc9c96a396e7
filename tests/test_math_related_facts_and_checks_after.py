"""``math_accuracy`` after a right answer: a check that starts from the answer ("180 ÷ 12 = 15, 180 ÷ 18 = 10, 180 ÷ 30 =
6 — all whole numbers"); an aside that restates it before a closing ("(Equivalently, a quarter of 360.)" then "Happy to
help!"); the answer said again as a share of a given named in words ("you pay three quarters of the original price",
"40% của lớp"); a restatement whose value is a function's argument ("(That is $\\sigma(18) = 39$, …)"); a value said not
to be what is asked ("…, which is not what is asked", "— but the exterior angle is what's asked"); the other side of an
angle pair ("The interior angle is then 108°" where the exterior one is asked); an example set against the case asked
("unlike $-3^2 = -9$"); a count of a property of the answer ("com 60 divisores"); and a mistake others make, called
wrong ("bazıları … 48 ÷ 12 = 4 bulur; bu yanlıştır"). Each is paid. Near rows that give the asked quantity another
value, a share of a given that is not the answer, a single step on from the answer or a value no clause sets aside stay
refused.

Cases are (family, prompt, gold, completion, expected); the rules behind them are in docs/MATH.md.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_LCM = "What is the least common multiple of 12, 18, and 30?"
_LCM_WORK = "12 = 2²·3, 18 = 2·3², 30 = 2·3·5. LCM = 2²·3²·5 = 180.\n\nThe LCM is **180**.\n\n"
_PCT = "What is 25% of 360?"
_PCT_WORK = "To find 25% of 360:\n\n$$0.25 \\times 360 = 90$$\n\nSo **25% of 360 is 90**. "
_SHIRT = "A shirt costs $40 and is on sale for 25% off. What is the sale price in dollars?"
_SHIRT_WORK = "25% of $40 is $10, so the sale price is $40 − $10 = $30.\n\n**Final answer: $30**\n\n"
_VI = "Trong một lớp có 40 học sinh, 60% là nữ. Hỏi có bao nhiêu học sinh nam?"
_VI_WORK = "Số học sinh nữ: 40 × 60% = 24. Số học sinh nam: 40 − 24 = 16.\n\nĐáp án: 16 học sinh nam.\n\n"
_SIGMA = "What is the sum of all positive integer values of $n$ such that $\\frac{n+18}{n}$ is an integer?"
_SIGMA_WORK = ("$\\frac{n+18}{n} = 1 + \\frac{18}{n}$, so $n \\mid 18$: n ∈ {1, 2, 3, 6, 9, 18}.\nSum: 1+2+3+6+9+18 = 39.\n\n"
               "The answer is $\\boxed{39}$.\n\n")
_COMP = "If $f(x) = 3x + 2$ and $g(x) = (x - 1)^2$, what is $f(g(-2))$?"
_COMP_WORK = "First compute $g(-2) = (-2-1)^2 = (-3)^2 = 9$.\nThen $f(9) = 3\\cdot 9 + 2 = 29$.\n\n$$f(g(-2)) = \\boxed{29}$$\n\n"
_PENT = "How many degrees is each exterior angle of a regular pentagon?"
_PENT_WORK = "360°/5 = 72°.\n\nAnswer: 72°\n\n"
_ABS = "Find $x$ such that $|x - 3| = 0$."
_ABS_WORK = "|x − 3| = 0 only when x − 3 = 0, so x = 3.\n\n$\\boxed{3}$\n\n"
_CUBE = "Evaluate $(-3)^3$."
_CUBE_WORK = "(−3)³ = −27.\n\n$\\boxed{-27}$\n\n"
_FACT = "Quanto é 7! (sete fatorial)?"
_FACT_WORK = "7! = 7 × 6 × 5 × 4 × 3 × 2 × 1 = 5040.\n\n$\\boxed{5040}$\n\n"
_FACT_EN = "What is 7!?"
_TR = "Hesapla: 48 ÷ 6 × 2"
_TR_WORK = "Soldan sağa: 48 ÷ 6 = 8, sonra 8 × 2 = 16.\n\nCevap: 16\n\n"
_EN_ORDER = "Compute 48 ÷ 6 × 2."
_EN_ORDER_WORK = "Left to right: 48 ÷ 6 = 8, then 8 × 2 = 16.\n\nAnswer: 16\n\n"

CASES = [
    # a check that starts from the answer, step by step, with numbers of the working
    ("check from the answer", _LCM, "180", _LCM_WORK + "180 ÷ 12 = 15, 180 ÷ 18 = 10, 180 ÷ 30 = 6 — all whole numbers, as they should be. Let me know if you have more!", True),
    ("check from the answer", "What is the least common multiple of 4 and 6?", "12", "4 = 2², 6 = 2·3, so the LCM is 2²·3 = 12.\n\n12 ÷ 4 = 3, 12 ÷ 6 = 2.", True),
    ("check from the answer control", _LCM, "180", _LCM_WORK + "180 ÷ 12 = 16, 180 ÷ 18 = 10, 180 ÷ 30 = 6 — all whole numbers.", False),
    ("check from the answer control", _LCM, "180", _LCM_WORK + "180 ÷ 2 = 90.", False),
    ("check from the answer control", _LCM, "180", _LCM_WORK + "180 ÷ 12 = 15, 180 ÷ 18 = 10, 180 ÷ 30 = 6, so the answer is 6.", False),
    # an aside that restates the answer, then a closing
    ("aside before a closing", _PCT, "90", _PCT_WORK + "(Equivalently, a quarter of 360.)\n\nHappy to help with more percentage problems!", True),
    ("aside before a closing control", _PCT, "90", _PCT_WORK + "(Equivalently, a third of 360.)\n\nHappy to help with more percentage problems!", False),
    ("aside before a closing control", _PCT, "90", _PCT_WORK + "(Or maybe 360.)\n\nHappy to help with more percentage problems!", False),
    # the answer as a share of a given named in words
    ("share of a given", _SHIRT, "30", _SHIRT_WORK + "In other words, you pay three quarters of the original price. Let me know if you'd like to see how sales tax would change this!", True),
    ("share of a given", _VI, "16", _VI_WORK + "Tức là 40% của lớp là nam. Chúc bạn học tốt!", True),
    ("share of a given control", _SHIRT, "30", _SHIRT_WORK + "In other words, you pay two thirds of the original price.", False),
    ("share of a given control", _VI, "16", _VI_WORK + "Tức là 45% của lớp là nam.", False),
    ("share of a given control", _SHIRT, "30", _SHIRT_WORK + "In other words, you pay three quarters of 48.", False),
    # a restatement whose value is a function's argument
    ("argument in a restatement", _SIGMA, "39", _SIGMA_WORK + "(That is $\\sigma(18) = 39$, the divisor-sum of 18.)", True),
    ("argument in a restatement control", _SIGMA, "39", _SIGMA_WORK + "(That is $\\sigma(18) = 40$, the divisor-sum of 18.)", False),
    # a value said not to be what is asked
    ("not asked", _COMP, "29", _COMP_WORK + "For comparison, the other order gives $g(f(-2)) = g(-4) = 25$, which is not what is asked.", True),
    ("not asked", _COMP, "29", _COMP_WORK + "Dans l'autre ordre, $g(f(-2)) = 25$, ce qui n'est pas ce qui est demandé.", True),
    ("not asked control", _COMP, "29", _COMP_WORK + "For comparison, the other order gives $g(f(-2)) = g(-4) = 25$.", False),
    ("not asked control", _COMP, "29", _COMP_WORK + "Or maybe 25, which is what the key says.", False),
    # the other side of an angle pair, set against what is asked
    ("other side", _PENT, "72", _PENT_WORK + "The interior angle is then 108°, since they're supplementary — but the exterior angle is what's asked.", True),
    ("other side", _PENT, "72", _PENT_WORK + "The interior angle is then 108°.", True),
    ("other side control", _PENT, "72", _PENT_WORK + "The exterior angle is then 108°.", False),
    ("other side control", _PENT, "72", _PENT_WORK + "Each exterior angle could also be 108°.", False),
    # an example set against the case asked
    ("contrasted example", _ABS, "3", _ABS_WORK + "Unlike |x − 3| = 2, which has two solutions, this equation has exactly one.", True),
    ("contrasted example", _CUBE, "-27", _CUBE_WORK + "Note the sign: an odd power of a negative is negative, unlike $-3^2 = -9$ vs $(-3)^2 = 9$ for even powers.", True),
    ("contrasted example control", _ABS, "3", _ABS_WORK + "Also, x = 5 works.", False),
    ("contrasted example control", _CUBE, "-27", _CUBE_WORK + "Unlike the book, I get −9 here, and that is the answer.", False),
    # a count of a property of the answer the question does not name
    ("property count", _FACT, "5040", _FACT_WORK + "Curiosidade: 5040 é um número altamente composto, com 60 divisores — Platão o usou como número ideal de cidadãos.", True),
    ("property count", _FACT_EN, "5040", "7! = 7 × 6 × 5 × 4 × 3 × 2 × 1 = 5040.\n\n$\\boxed{5040}$\n\nFun fact: 5040 has 60 positive divisors.", True),
    ("property count control", "How many positive divisors does 36 have?", "9", "36 = 2²·3², so (2+1)(2+1) = 9.\n\n$\\boxed{9}$\n\nSo 36 has 10 divisors.", False),
    ("property count control", _FACT_EN, "5040", "7! = 5040.\n\n$\\boxed{5040}$\n\nOr 5041 to be safe.", False),
    # a mistake others make, called wrong
    ("others' mistake", _TR, "16", _TR_WORK + "Dikkat: bazıları önce 6 × 2 = 12 yapıp 48 ÷ 12 = 4 bulur; bu yanlıştır çünkü bölme ve çarpma soldan sağa yapılır.", True),
    ("others' mistake", _EN_ORDER, "16", _EN_ORDER_WORK + "Careful: some students do 6 × 2 = 12 first and get 48 ÷ 12 = 4; this is wrong, since the operations go left to right.", True),
    ("others' mistake control", _EN_ORDER, "16", _EN_ORDER_WORK + "Careful: some students do 6 × 2 = 12 first and get 48 ÷ 12 = 4; this is right too.", False),
    ("others' mistake control", _TR, "16", _TR_WORK + "Ama 48 ÷ 12 = 4 da olabilir.", False),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[1] for c in CASES], [c[3] for c in CASES], [c[2] for c in CASES])


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{i}-{c[0]}") for i, c in enumerate(CASES)])
def test_related_facts_and_checks_after_case(scores, index):
    family, prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (family, gold, completion)
