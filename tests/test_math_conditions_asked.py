"""What a prompt asks beyond the value is judged, and a right answer in an accepted writing is paid: a root left in a
denominator where one is rationalised, the conditions a template's letters must meet ("A > 0", coprime), a root the
text itself rejects; and on the other side an interval said in words or written with outward brackets, a set named on
the left, a repeating decimal after a decimal comma, a length "in units"."""

from __future__ import annotations

import pytest

PLANE = ("Find the equation of the plane containing the points $(0,-1,-1),$ $(-4,4,4),$ and $(4,5,1).$  Enter your answer "
         "in the form\n\\[Ax + By + Cz + D = 0,\\]where $A,$ $B,$ $C,$ $D$ are integers such that $A > 0$ and "
         "$\\gcd(|A|,|B|,|C|,|D|) = 1.$")
PLANE_GOLD = "5x - 7y + 11z + 4 = 0"
LINE = "Write the line through $(1, 2)$ and $(3, 1)$ in the form $ax + by + c = 0$ with $a > 0$."
RATIONALIZE = "Rationalize the denominator: $\\frac{1}{\\sqrt{2}-1}$"
DISTANCE = ("What is the distance, in units, between the points $(2, -6)$ and $(-4, 3)$? Express your answer in simplest "
            "radical form.")
AREA = "What is the area of the triangle? Express your answer in simplest radical form."
REPEATING = "Запишите дробь $\\frac{5}{11}$ в виде десятичной дроби."
ROOTS = "Solve $x^2 = 81$."

CASES = [
    # a root under the fraction bar, where the denominator is to be rationalised, whatever else the quotient holds
    (RATIONALIZE, "$$\\boxed{\\frac{\\sqrt{2}}{2-\\sqrt{2}}}$$", "\\sqrt{2}+1", "wrong_form"),
    (RATIONALIZE, "$$\\boxed{1/(\\sqrt{2}-1)}$$", "\\sqrt{2}+1", "wrong_form"),
    ("Rationalisez le dénominateur de $\\frac{3}{\\sqrt{5}+\\sqrt{2}}$.", "Réponse : $\\frac{3\\sqrt{5}}{5+\\sqrt{10}}$",
     "\\sqrt{5}-\\sqrt{2}", "wrong_form"),
    ("Rationalize the denominator of $\\frac{2}{\\sqrt[3]{4}}$.", "$\\boxed{\\frac{2\\sqrt[3]{2}}{\\sqrt[3]{8}}}$",
     "\\sqrt[3]{2}", "wrong_form"),
    (RATIONALIZE, "$$\\boxed{(\\sqrt{2}-1)^{-1}}$$", "\\sqrt{2}+1", "wrong_form"),
    ("Mache den Nenner von $\\frac{1}{\\sqrt{2}-1}$ rational.", "$\\boxed{\\frac{\\sqrt{2}}{2-\\sqrt{2}}}$", "\\sqrt{2}+1", "wrong_form"),
    ("$\\frac{1}{\\sqrt{2}-1}$ の分母を有理化せよ。", "$\\boxed{\\frac{\\sqrt{2}}{2-\\sqrt{2}}}$", "\\sqrt{2}+1", "wrong_form"),
    ("$\\frac{1}{\\sqrt{2}-1}$의 분모를 유리화하시오.", "$\\boxed{\\sqrt{2}+1}$", "\\sqrt{2}+1", "correct"),
    (RATIONALIZE, "$$\\boxed{\\sqrt{2}+1}$$", "\\sqrt{2}+1", "correct"),
    (RATIONALIZE, "$$\\boxed{1+\\sqrt{2}}$$", "\\sqrt{2}+1", "correct"),
    ("Rationalisez le dénominateur de $\\frac{3}{\\sqrt{5}+\\sqrt{2}}$.",
     "Réponse : $\\frac{3(\\sqrt{5}-\\sqrt{2})}{3} = \\sqrt{5}-\\sqrt{2}$", "\\sqrt{5}-\\sqrt{2}", "correct"),
    ("Simplify in simplest radical form.", "$\\boxed{\\frac{\\sqrt{6}}{3}}$", "\\frac{\\sqrt{6}}{3}", "correct"),
    # the template's letters under the prompt's conditions: the same plane with its signs flipped or scaled is not asked
    (PLANE, "$$\\boxed{-5x + 7y - 11z - 4 = 0}$$", PLANE_GOLD, "wrong_form"),
    (PLANE, "$$\\boxed{10x - 14y + 22z + 8 = 0}$$", PLANE_GOLD, "wrong_form"),
    (PLANE, "$$\\boxed{5x - 7y + 11z + 4 = 0}$$", PLANE_GOLD, "correct"),
    (PLANE, "$$\\boxed{5x - 7y + 11 z + 4 = 0}$$", PLANE_GOLD, "correct"),
    (LINE, "$\\boxed{-x - 2y + 5 = 0}$", "x + 2y - 5 = 0", "wrong_form"),
    (LINE, "$\\boxed{x + 2y - 5 = 0}$", "x + 2y - 5 = 0", "correct"),
    (PLANE.replace("such that $A > 0$ and $\\gcd(|A|,|B|,|C|,|D|) = 1.$", "are integers."),
     "$$\\boxed{-5x + 7y - 11z - 4 = 0}$$", PLANE_GOLD, "correct"),
    (PLANE.replace("+ D = 0", "= D"), "$$\\boxed{-5x + 7y - 11z = 4}$$", "5x - 7y + 11z = -4", "wrong_form"),
    (PLANE.replace("+ D = 0", "= D"), "$$\\boxed{5x - 7y + 11z = -4}$$", "5x - 7y + 11z = -4", "correct"),
    ("Find the plane. Enter your answer in the form $Ax + By + Cz + D = 0$, where $A$ is positive and the coefficients "
     "have no common factor.", "$\\boxed{-5x + 7y - 11z - 4 = 0}$", PLANE_GOLD, "wrong_form"),
    # a root the text rejects is not answered: the gold's two roots need both, its one root is paid alone
    (ROOTS, "So $x = 9$, and $x = -9$ is rejected.", "-9, 9", "wrong"),
    (ROOTS, "So $x = 9$ and $x = -9$ (extraneous).", "-9, 9", "wrong"),
    (ROOTS, "所以 $x = 9$ 或 $x = -9$（舍去）", "-9, 9", "wrong"),
    (ROOTS, "Więc $x = 9$, $x = -9$ odrzucamy.", "-9, 9", "wrong"),
    (ROOTS, "So $x = 9$ and $x = -9$, which we reject.", "-9, 9", "wrong"),
    (ROOTS, "So $x = 9$ and $x = -9$ (both check).", "-9, 9", "correct"),
    (ROOTS, "So $x = 9$ and $x = -9$.", "-9, 9", "correct"),
    (ROOTS, "So $x = 9$, and $x = -9$ is rejected.", "9", "correct"),
    (ROOTS, "The roots are $x = 9$ and $x = -9$ (rejected).", "9", "correct"),
    (ROOTS, "So $x = 9$ and $x = -9$.", "9", "hedged"),
    (ROOTS, "So $x = 9$ and $x = -9$ (which does not satisfy the condition).", "-9, 9", "wrong"),
    (ROOTS, "So $x = 9$ and $x = -9$ (which does not satisfy the condition).", "9", "correct"),
    # a length "in units" is a number with a unit written after it: its form is the number's
    (DISTANCE, "$$\\boxed{3 \\sqrt {13} \\text{ units}}$$", "3\\sqrt{13}", "correct"),
    (DISTANCE, "$$\\boxed{\\sqrt{117} \\text{ units}}$$", "3\\sqrt{13}", "unevaluated"),
    (AREA, "$\\boxed{12\\sqrt{3} \\text{ square units}}$", "12\\sqrt{3}", "correct"),
    (AREA, "$\\boxed{12\\sqrt{3} \\text{ cm}^2}$", "12\\sqrt{3}", "correct"),
    (AREA, "$\\boxed{12\\sqrt{3}\\text{ unités}}$", "12\\sqrt{3}", "correct"),
    (AREA, "$\\boxed{\\sqrt{432} \\text{ square units}}$", "12\\sqrt{3}", "unevaluated"),
    (AREA, "$\\boxed{20.78 \\text{ cm}^2}$", "12\\sqrt{3}", "wrong_form"),
    # a repeating decimal after a decimal comma, in LaTeX or plain
    (REPEATING, "Ответ: $0{,}(45)$", "0.\\overline{45}", "correct"),
    (REPEATING, "Ответ: 0,(45)", "0.\\overline{45}", "correct"),
    (REPEATING, "Ответ: $0{,}(54)$", "0.\\overline{45}", "wrong"),
    (REPEATING, "Ответ: $\\frac{5}{11}$", "0.\\overline{45}", "wrong_form"),
    ("Find $f(1,(2))$ for $f(a, b) = a + b$.", "So $f(1,(2)) = 3$.", "3", "correct"),
    # an interval said in words where no notation is asked, though the working factors
    ("For what values of $x$ is $x^2 - 2x > 35$?",
     "Factor: $(x - 7)(x + 5) > 0$.\n\nSo the inequality holds for $x < -5$ or $x > 7$.",
     "(-\\infty, -5) \\cup (7, \\infty)", "correct"),
    ("For what values of $x$ is $x^2 - 2x > 35$?",
     "Factor: $(x - 7)(x + 5) > 0$.\n\nSo the inequality holds for $x < -7$ or $x > 5$.",
     "(-\\infty, -5) \\cup (7, \\infty)", "wrong"),
    # two rays that overlap are the interval both hold on; disjoint ones joined by "and" the empty set, no union
    ("For what values of $x$ is $x^2 - 2x < 35$?", "So $x > -5$ and $x < 7$.", "(-5, 7)", "correct"),
    ("For what values of $x$ is $x^2 - 2x < 35$?", "So $x > -5$ and $x < 8$.", "(-5, 7)", "wrong"),
    ("For what values of $x$ is $x^2 - 2x > 35$?", "So $x > 7$ and $x < -5$.", "(-\\infty, -5) \\cup (7, \\infty)", "wrong"),
    # outward brackets, sized by \left and \right
    ("Résoudre dans $\\mathbb{R}$ l'inéquation $x^2 - 4 > 0$.",
     "L'ensemble des solutions est donc\n$$S = \\left]-\\infty ; -2\\right[ \\cup \\left]2 ; +\\infty\\right[.$$",
     "(-\\infty,-2)\\cup(2,+\\infty)", "correct"),
    ("Résoudre dans $\\mathbb{R}$ l'inéquation $x^2 - 4 > 0$.",
     "L'ensemble des solutions est donc\n$$S = \\left]-\\infty ; -2\\right] \\cup \\left[2 ; +\\infty\\right[.$$",
     "(-\\infty,-2)\\cup(2,+\\infty)", "wrong"),
    # several values that write one number are one answer, the first; one of another value keeps them a list
    ("What is the probability that it will not rain tomorrow? Express your answer as a common fraction.",
     "Final answer: $\\boxed{\\dfrac{7}{10}}$ (i.e., 0.7, or a 70% chance of no rain).", "\\frac{7}{10}", "correct"),
    ("What is the probability that it will not rain tomorrow? Express your answer as a common fraction.",
     "Final answer: $\\boxed{\\dfrac{7}{10}}$ (or 0.6, or a 70% chance of no rain).", "\\frac{7}{10}", "unevaluated"),
    ("What is $2 + 3$?", "So it is $\\boxed{5}$, or $6$.", "5", "hedged"),
    # one number in two units is a hedge, though math-verify reads no unit
    ("How long is the rope in meters?", "The rope is $5 \\text{ m}$ or $5 \\text{ cm}$.", "5", "hedged"),
    ("How long is the rope in meters?", "The rope is $\\boxed{5 \\text{ m}, 5 \\text{ cm}}$.", "5", "hedged"),
    ("How long is the rope in meters?", "The rope is $5 \\text{ m}$, that is $5 \\text{ m}$.", "5", "correct"),
    # an interval's ends parted by a semicolon, as Russian writes them
    ("Решите неравенство $x^2 - 2x > 35$.", "Ответ: $x \\in (-\\infty; -5) \\cup (7; +\\infty)$",
     "(-\\infty, -5) \\cup (7, \\infty)", "correct"),
    ("Решите неравенство $x^2 - 2x > 35$.", "Ответ: $x \\in (-\\infty; -5] \\cup [7; +\\infty)$",
     "(-\\infty, -5) \\cup (7, \\infty)", "wrong"),
    ("Решите неравенство $x^2 < 6,25$.", "Ответ: $(-2,5; 2,5)$", "(-2.5, 2.5)", "correct"),
    # a temperature below zero in Nordic and Baltic words after a degree word; a count of frost days stays a count
    ("Hver er hitinn?", "Svar: 8 stiga frost", "-8", "correct"),
    ("How many frost days were there?", "There were 8 frost days.", "8", "correct"),
    # money grouped with dots after the guaraní's sign
    ("¿Cuánto cuesta?", "Respuesta: ₲ 84.000", "84000", "correct"),
    # a set named on the left of the set it is
    ("已知集合 $A=\\{x\\mid x^2-3x+2=0\\}$，$B=\\{1,3\\}$，则 $A\\cup B=$______。", "所以 $A\\cup B=\\{1,2,3\\}$。",
     "\\{1,2,3\\}", "correct"),
    ("已知集合 $A=\\{x\\mid x^2-3x+2=0\\}$，$B=\\{1,3\\}$，则 $A\\cup B=$______。", "所以 $A\\cup B=\\{1,2\\}$。",
     "\\{1,2,3\\}", "wrong"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CASES)
def test_what_the_prompt_asks_beyond_the_value_is_judged(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason
