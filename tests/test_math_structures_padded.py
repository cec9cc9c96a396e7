"""Values written in a structure the question does not ask for are refused, and the same values written in another
accepted structure are paid: both signs inside a bracket ("\\frac{1 \\pm \\sqrt{5}}{2}", as gold or answer), unknowns left in
the answer, padded sets, tuples and matrices, an interval, inequality or bound around a single value, a set of reals given
by its condition, an extreme named on the left ("f_{\\min} = 5"), degree signs in a chain."""

from __future__ import annotations

import pytest

P0 = "Find the roots of $x^2 - x - 1 = 0$."
P1 = "Find the positive root of $x^2 - x - 1 = 0$."
P2 = "Solve $x^2 = 12$."
P3 = "Solve $x^2 - 4x + 1 = 0$."
P4 = "Solve the system $x + y = 10$ and $x - y = 2$. What is $x$?"
P5 = "What is the 7th positive odd integer?"
P6 = "If the width is 6, what is the area?"
P7 = "Let $f(x) = ax^2 + 2$, and suppose $f(1) = 5$. Find $f(3)$."
P8 = "If $a = 3$ and $ak = 15$, what is $k$?"
P9 = "In triangle ABC, angle A measures 50° and angle B measures 70°. What is angle C?"
P10 = "What is $1 + 2 + \\cdots + 10$?"
P11 = "Find a closed-form expression for $1 + 2 + \\cdots + n$."
P12 = "What is $x$ if $2x + y = 10$ and $y = 4$?"
P13 = "How many apples does Tom have if he has $t$ more than Anna's 5?"
P14 = "Find the positive integer $n$ such that $n! = 24$."
P15 = "What is the smallest integer $n$ such that $2^n > 5$?"
P16 = "Find all real solutions to $x^2 - 5x + 6 = 0$. Enter all the solutions, separated by commas."
P17 = "Find all integer roots of $x^3 - x^2 - 2x = 0$."
P18 = "List all positive divisors of 15."
P19 = "What is the smallest prime number greater than 5?"
P20 = "Find the determinant of $\\begin{pmatrix} 3 & 2 \\\\ 3 & 6 \\end{pmatrix}$."
P21 = "What is the greatest common divisor of 84 and 126?"
P22 = "What is the $x$-coordinate of the vertex of the parabola $y = x^2 - 10x + 23$?"
P23 = "Compute $\\begin{pmatrix} 1 \\\\ 0 \\\\ 2 \\end{pmatrix} + \\begin{pmatrix} 0 \\\\ 2 \\\\ 1 \\end{pmatrix}$."
P24 = "Compute $\\begin{pmatrix} 1 & 1 \\\\ 0 & 1 \\end{pmatrix}\\begin{pmatrix} 2 & -2 \\\\ 0 & 3 \\end{pmatrix}$."
P25 = "Find the point of intersection of the lines $y = 2x - 1$ and $y = -x + 8$."
P26 = "Solve for $x$: $4x - 7 = 5$."
P27 = "Solve $3x + 1 = -5$."
P28 = "Find the minimum value of $f(x) = x^2 - 4x + 9$."
P29 = "What is the least common multiple of 4 and 6?"
P30 = "A square has an area of 144 cm². What is the length of its side, in cm?"
P31 = "What is the positive value of $x$ such that $x^2 = 49$?"
P32 = "Solve for $x$: $2^{x+1} = 8$."
P33 = "Find the real number $x$ such that $x^3 - 27 = 0$."
P34 = "Find the negative solution of $x^2 = 16$."
P35 = "Solve $x^2 - 10x + 21 > 0$. Express your answer in interval notation."
P36 = "Solve $x^2 - 10x + 21 > 0$."
P37 = "Find the solution set of $\\frac{x-5}{x-2} \\le 0$. Express your answer in interval notation."
P38 = "Find the solution set of $\\frac{x-5}{x-2} \\le 0$."
P39 = "What is the domain of the function $f(x) = \\frac{3}{x+1}$?"
P40 = "Solve $|x - 1| < 3$."
P41 = "Solve the inequality $2x - 3 > 7$."
P42 = "Résoudre dans ℝ l'inéquation $\\frac{x-1}{x+3} \\le 0$."
P43 = "What is angle C in degrees?"
P44 = "What is angle C?"
P45 = "What is the temperature?"
P46 = "What are the angles?"
P47 = "Find the solution set of $2x \\ge 1$."
P48 = "Find the solution set of $2x \\ge 1$. Express your answer in interval notation."
P49 = "Find all real solutions to $x^2 - 5x + 6 = 0$."
P50 = "Solve the system $x + y = 8$ and $x - y = 2$. What is $x$?"
P51 = "Find the determinant of $A = \\begin{pmatrix} 3 & 2 \\\\ 3 & 6 \\end{pmatrix}$."
P52 = "Find the maximum value of $f(x) = -x^2 + 4x$."
P53 = "Solve $x^2 - 2x - 1 = 0$."
P54 = "The distance is 4,500,000 meters. Write it in scientific notation."
P55 = "Die Entfernung beträgt 4.500.000 m. Schreibe sie in wissenschaftlicher Schreibweise."
P56 = "Expresa 2,75 como número mixto."
P57 = "Express $0.625$ as a common fraction in lowest terms."
P58 = "Simplify $\\sqrt{72}$. Express your answer in simplest radical form."
P59 = "Let $f(x) = ax^2 + 2$. Find $f(3)$ in terms of $a$."
P60 = "Expand $(x + 2)^2$."
P61 = "Find the equation of the line through $(1, 5)$ and $(3, 9)$ in slope-intercept form."
P62 = "The sequence 5, 8, 11, 14, ... is arithmetic. Find a formula for its $n$-th term."
P63 = "Compute $\\int_0^1 2x\\,dx$."
P65 = "Find $\\int x\\,dx$."
P66 = "Write the sum $1 + 2 + \\cdots + n$ in sigma notation."
P67 = "How long is the rope in meters?"
P68 = "How long is the rope in minimum?"
P69 = "How many minutes?"
P70 = "How much does it cost?"
P71 = "How many moles?"
P72 = "How many seconds?"
P73 = "What is the minimum value?"
P74 = "What is the maximum area?"
P75 = "What is the $x$-coordinate of the vertex of $y = 2x^2 - 20x + 47$?"
P76 = "What is the $y$-coordinate of the vertex of $y = 2x^2 - 20x + 47$?"
P77 = "Find the vertex of $y = 2x^2 - 20x + 47$."
P78 = "Compute $\\begin{pmatrix} 5 \\\\ 2 \\end{pmatrix} - 2\\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix}$."
P79 = "Expand $(x - 3)^2$."
P80 = "Compute $\\begin{pmatrix} 2 \\\\ -3 \\\\ 5 \\end{pmatrix} + 2\\begin{pmatrix} 1 \\\\ 1 \\\\ 1 \\end{pmatrix}$."
P81 = "Let $\\mathbf{a} = \\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix}$ and $\\mathbf{b} = \\begin{pmatrix} 5 \\\\ 2 \\end{pmatrix}$. Find $\\mathbf{b} - 2\\mathbf{a}$."

CASES = [
    # a value with both signs inside a bracket or under a fraction bar is its two values, for the gold and the answer alike
    (P0, "$$x = \\frac{1+\\sqrt{5}}{2}, \\quad x = \\frac{1-\\sqrt{5}}{2}$$", "\\frac{1 \\pm \\sqrt{5}}{2}", True),
    (P0, "The roots are $\\frac{1+\\sqrt{5}}{2}$ and $\\frac{1-\\sqrt{5}}{2}$.", "\\frac{1 \\pm \\sqrt{5}}{2}", True),
    (P0, "$\\boxed{\\frac{1 \\pm \\sqrt{5}}{2}}$", "\\frac{1 \\pm \\sqrt{5}}{2}", True),
    (P0, "$x = \\frac{1}{2}(1 \\pm \\sqrt{5})$", "\\frac{1 \\pm \\sqrt{5}}{2}", True),
    (P0, "$\\boxed{\\frac{1+\\sqrt{5}}{2}}$", "\\frac{1 \\pm \\sqrt{5}}{2}", False),
    (P0, "$\\boxed{\\frac{1+\\sqrt{5}}{2}, \\frac{1-\\sqrt{5}}{2}, 1}$", "\\frac{1 \\pm \\sqrt{5}}{2}", False),
    (P0, "$\\boxed{\\frac{-1 \\pm \\sqrt{5}}{2}}$", "\\frac{1 \\pm \\sqrt{5}}{2}", False),
    (P1, "$\\boxed{\\frac{1 \\pm \\sqrt{5}}{2}}$", "\\frac{1+\\sqrt{5}}{2}", False),
    (P1, "$x = \\frac{1}{2}(1 \\pm \\sqrt{5})$", "\\frac{1+\\sqrt{5}}{2}", False),
    (P1, "$\\boxed{\\frac{1+\\sqrt{5}}{2}}$", "\\frac{1+\\sqrt{5}}{2}", True),
    (P2, "$x = 2\\sqrt{3}$ or $x = -2\\sqrt{3}$.", "\\pm 2\\sqrt{3}", True),
    (P3, "$\\boxed{x = 2 \\pm \\sqrt{3}}$", "2 \\pm \\sqrt{3}", True),
    (P3, "$\\boxed{x = \\frac{4 \\pm \\sqrt{12}}{2}}$", "2 \\pm \\sqrt{3}", True),
    (P3, "$\\boxed{x = \\frac{4 \\pm \\sqrt{12}}{4}}$", "2 \\pm \\sqrt{3}", False),
    # a final answer that still holds the question's unknowns, where a number is asked
    (P4, "$\\boxed{x = 10 - y}$", "6", False),
    (P4, "Answer: $x = 10 - y$", "6", False),
    (P4, "So $x = 12 - 6 = 6$.", "6", True),
    (P4, "$\\boxed{x = 6}$", "6", True),
    (P5, "$\\boxed{2n - 1}$", "13", False),
    (P5, "The answer is $2n-1$ with $n = 7$.", "13", False),
    (P5, "$2(7) - 1 = \\boxed{13}$", "13", True),
    (P5, "**Answer:** 2n − 1", "13", False),
    (P6, "$\\boxed{w(w+2)}$", "48", False),
    (P6, "Area $= w(w+2) = 6 \\cdot 8 = \\boxed{48}$", "48", True),
    (P7, "$\\boxed{9a + 2}$", "29", False),
    (P7, "$f(3) = 9a + 2$", "29", False),
    (P8, "$\\boxed{\\frac{15}{a}}$", "5", False),
    (P9, "**Answer: ∠C = 180° − ∠A − ∠B**", "60", False),
    (P9, "**Answer: ∠C = 180° − 50° − 70° = 60°**", "60", True),
    (P10, "$\\boxed{\\frac{n(n+1)}{2}}$", "55", False),
    (P10, "$\\frac{n(n+1)}{2} = \\frac{10 \\cdot 11}{2} = \\boxed{55}$", "55", True),
    (P11, "$\\boxed{\\frac{n^2 + n}{2}}$", "\\frac{n(n+1)}{2}", True),
    (P12, "$\\boxed{x = \\frac{10 - y}{2}}$", "3", False),
    (P12, "$\\boxed{5 - \\frac{y}{2}}$", "3", False),
    (P13, "$\\boxed{t + 5}$", "t+5", True),
    # sets padded with members, tuples, vectors and matrices padded with the gold or other entries, a determinant as a matrix
    (P14, "$\\boxed{\\{4, 6\\}}$", "4", False),
    (P14, "$\\boxed{n \\in \\{4\\}}$", "4", True),
    (P14, "$\\boxed{\\{4\\}}$", "4", True),
    (P15, "$\\boxed{n \\in \\{3, 4, 5, \\dots\\}}$", "3", False),
    (P15, "$\\boxed{n \\geq 3}$", "3", False),
    (P15, "$\\boxed{[3, \\infty)}$", "3", False),
    (P16, "$\\boxed{x \\in \\{1, 2, 3\\}}$", "2,3", False),
    (P16, "$\\boxed{x \\in \\{2, 3\\}}$", "2,3", True),
    (P16, "$\\boxed{2, 3, 3}$", "2,3", True),
    (P17, "$S = \\{-2, -1, 0, 1, 2\\}$", "-1, 0, 2", False),
    (P18, "$\\boxed{\\{1, 3, 5, 15, 30\\}}$", "1, 3, 5, 15", False),
    (P18, "$\\boxed{1, 3, 5, 15, 15}$", "1, 3, 5, 15", True),
    (P19, "$\\boxed{\\{7\\} \\cup \\{11\\}}$", "7", False),
    (P19, "$\\boxed{\\{7\\} \\cup \\{7\\}}$", "7", True),
    (P19, "$\\boxed{\\{7, 11\\} \\cap \\{7, 13\\}}$", "7", False),
    (P19, "$\\boxed{\\{7, 11\\} \\setminus \\{11\\}}$", "7", False),
    (P20, "$\\boxed{\\begin{pmatrix} 12 & 0 \\\\ 0 & 12 \\end{pmatrix}}$", "12", False),
    (P20, "$\\boxed{12I}$", "12", False),
    (P20, "$\\boxed{12 I_2}$", "12", False),
    (P20, "$\\boxed{12 \\cdot I}$", "12", False),
    (P20, "$\\boxed{\\begin{pmatrix} 12 \\end{pmatrix}}$", "12", False),
    (P20, "$\\det = \\boxed{12}$", "12", True),
    (P20, "$\\boxed{\\det A = 12}$", "12", True),
    (P21, "$\\boxed{(42, 252)}$", "42", False),
    (P21, "$\\boxed{(42)}$", "42", True),
    (P21, "$\\boxed{(42, 42)}$", "42", False),
    (P22, "$\\boxed{(5, -2)}$", "5", False),
    (P22, "$\\boxed{x = 5}$", "5", True),
    (P22, "$\\boxed{(5)}$", "5", True),
    (P23, "$\\boxed{\\begin{pmatrix} 1 \\\\ 2 \\\\ 3 \\\\ 0 \\end{pmatrix}}$", "\\begin{pmatrix} 1 \\\\ 2 \\\\ 3 \\end{pmatrix}", False),
    (P23, "$\\boxed{(1, 2, 3, 0)}$", "\\begin{pmatrix} 1 \\\\ 2 \\\\ 3 \\end{pmatrix}", False),
    (P23, "$\\boxed{(1, 2, 3)}$", "\\begin{pmatrix} 1 \\\\ 2 \\\\ 3 \\end{pmatrix}", True),
    (P24, "$\\boxed{\\begin{pmatrix} 2 & 1 & 0 \\\\ 0 & 3 & 0 \\\\ 0 & 0 & 0 \\end{pmatrix}}$", "\\begin{pmatrix} 2 & 1 \\\\ 0 & 3 \\end{pmatrix}", False),
    (P24, "$\\boxed{\\begin{pmatrix} 2 & 1 & 0 \\\\ 0 & 3 & 0 \\end{pmatrix}}$", "\\begin{pmatrix} 2 & 1 \\\\ 0 & 3 \\end{pmatrix}", False),
    (P24, "$\\boxed{\\begin{bmatrix} 2 & 1 \\\\ 0 & 3 \\end{bmatrix}}$", "\\begin{pmatrix} 2 & 1 \\\\ 0 & 3 \\end{pmatrix}", True),
    (P25, "$(x, y, z) = (3, 5, 0)$", "(3,5)", False),
    (P25, "$(x, y) = (3, 5)$", "(3,5)", True),
    (P25, "$\\boxed{(3, 5, 0)}$", "(3,5)", False),
    (P25, "$\\boxed{(3, 5), (5, 3)}$", "(3,5)", False),
    (P25, "$\\boxed{(0, 3, 5)}$", "(3,5)", False),
    # an interval or inequality around the gold, both signs, an equation left unsolved, a bound for a value; an extreme named on the left
    (P26, "$\\boxed{x \\in (2.9, 3.1)}$", "3", False),
    (P26, "$\\boxed{2.9 < x < 3.1}$", "3", False),
    (P26, "$\\boxed{x \\in \\{3\\}}$", "3", True),
    (P26, "$\\boxed{3 \\le x \\le 3}$", "3", False),
    (P27, "$\\boxed{x \\le -2}$", "-2", False),
    (P27, "$\\boxed{x \\geq -2}$", "-2", False),
    (P27, "$\\boxed{-2 \\le x \\le -2}$", "-2", False),
    (P28, "$\\boxed{f(x) \\ge 5}$", "5", False),
    (P28, "$\\boxed{f_{\\min} = 5}$", "5", True),
    (P28, "$\\boxed{\\min f = 5}$", "5", True),
    (P28, "The minimum value is $5$.", "5", True),
    (P29, "$\\boxed{[11, 13]}$", "12", False),
    (P29, "$\\boxed{11 < \\text{lcm} < 13}$", "12", False),
    (P29, "$\\boxed{(11, 13)}$", "12", False),
    (P29, "$\\boxed{12 \\pm 1}$", "12", False),
    (P29, "$\\boxed{\\le 12}$", "12", False),
    (P29, "$\\boxed{\\geq 12}$", "12", False),
    (P29, "$\\boxed{< 13}$", "12", False),
    (P29, "$\\boxed{\\text{lcm} \\le 12}$", "12", False),
    (P29, "$\\boxed{\\operatorname{lcm}(4,6) = 12}$", "12", True),
    (P29, "Answer: at most 12", "12", False),
    (P29, "Answer: no more than 12", "12", False),
    (P29, "Answer: between 11 and 13", "12", False),
    (P29, "The LCM lies between 11 and 13.", "12", False),
    (P29, "Answer: 11–13", "12", False),
    (P29, "Answer: 12 ± 1", "12", False),
    (P29, "Answer: ≤ 12", "12", False),
    (P29, "Answer: $\\leq 12$", "12", False),
    (P29, "Answer: $x \\leq 12$", "12", False),
    (P29, "Answer: at least 12", "12", False),
    (P29, "Antwort: höchstens 12", "12", False),
    (P29, "Ответ: не более 12", "12", False),
    (P29, "Réponse : au plus 12", "12", False),
    (P29, "答案：不超过12", "12", False),
    (P29, "Answer: somewhere from 11 to 13", "12", False),
    (P29, "Answer: in the range 11-13", "12", False),
    (P29, "Answer: 12 (give or take 1)", "12", False),
    (P29, "Answer: $12 \\pm 1$", "12", False),
    (P29, "$\\boxed{12}$", "12", True),
    (P30, "$\\boxed{\\pm 12}$", "12", False),
    (P30, "$\\boxed{s = \\pm 12}$", "12", False),
    (P30, "$\\boxed{s^2 = 144}$", "12", False),
    (P30, "$\\boxed{s = \\sqrt{144}}$", "12", False),
    (P30, "$\\boxed{|s| = 12}$", "12", False),
    (P30, "$\\boxed{s = |\\pm 12|}$", "12", False),
    (P30, "$\\boxed{12, -12}$", "12", False),
    (P30, "$\\boxed{12 \\text{ or } -12}$", "12", False),
    (P30, "$s = \\pm 12$, so $\\boxed{12}$ (a length is positive).", "12", True),
    (P30, "$\\boxed{s = 12}$", "12", True),
    (P30, "Answer: ±12", "12", False),
    (P30, "Answer: s² = 144", "12", False),
    (P31, "$\\boxed{x^2 - 49 = 0}$", "7", False),
    (P31, "$\\boxed{x^2 = 49}$", "7", False),
    (P31, "$\\boxed{(x-7)(x+7) = 0}$", "7", False),
    (P31, "$\\boxed{x = 7}$", "7", True),
    (P32, "$\\boxed{2^x = 4}$", "2", False),
    (P32, "$\\boxed{x + 1 = 3}$", "2", False),
    (P32, "$\\boxed{2x = 4}$", "2", False),
    (P32, "$\\boxed{x = 3 - 1}$", "2", False),
    (P33, "$\\boxed{x^3 = 27}$", "3", False),
    (P33, "$\\boxed{x = \\sqrt[3]{27}}$", "3", False),
    (P34, "$\\boxed{x = \\pm 4}$", "-4", False),
    (P34, "$\\boxed{x = -4}$", "-4", True),
    (P34, "$\\boxed{x = \\mp 4}$", "-4", False),
    # intervals: padded unions, closed ends, rays, a set of reals without a point
    (P35, "$\\boxed{(-\\infty, 3) \\cup (3, 7) \\cup (7, \\infty)}$", "(-\\infty,3)\\cup(7,\\infty)", False),
    (P35, "$\\boxed{(-\\infty, 3] \\cup [7, \\infty)}$", "(-\\infty,3)\\cup(7,\\infty)", False),
    (P35, "$\\boxed{(-\\infty, \\infty)}$", "(-\\infty,3)\\cup(7,\\infty)", False),
    (P36, "So $x < 3$ or $x > 7$.", "(-\\infty,3)\\cup(7,\\infty)", True),
    (P36, "So $x < 3$ or $x > 3$.", "(-\\infty,3)\\cup(7,\\infty)", False),
    (P36, "So $x \\le 3$ or $x \\ge 7$.", "(-\\infty,3)\\cup(7,\\infty)", False),
    (P36, "So $x < 3$ or $x > 7$, or possibly $x = 5$.", "(-\\infty,3)\\cup(7,\\infty)", False),
    (P36, "$\\boxed{x \\neq 5}$", "(-\\infty,3)\\cup(7,\\infty)", False),
    (P37, "$\\boxed{[2, 5]}$", "(2,5]", False),
    (P37, "$\\boxed{(2, 5]}$", "(2,5]", True),
    (P38, "$\\boxed{2 < x \\le 5}$", "(2,5]", True),
    (P38, "$\\boxed{x \\le 5}$", "(2,5]", False),
    (P38, "$\\boxed{x > 2}$", "(2,5]", False),
    (P38, "$\\boxed{1 < x \\le 6}$", "(2,5]", False),
    (P38, "Answer: $x > 2$ and $x \\le 5$", "(2,5]", True),
    (P38, "Answer: $x \\in (2, 5] \\cup [5, 6]$", "(2,5]", False),
    (P38, "Answer: $x \\in (2, 5] \\cup \\{5\\}$", "(2,5]", True),
    (P38, "Answer: $x \\in (2, 5] \\cup \\{6\\}$", "(2,5]", False),
    (P39, "So the domain is $\\mathbb{R} \\setminus \\{-1\\}$.", "(-\\infty,-1)\\cup(-1,\\infty)", True),
    (P39, "So the domain is $\\mathbb{R}$.", "(-\\infty,-1)\\cup(-1,\\infty)", False),
    (P39, "So the domain is $x \\neq -1$.", "(-\\infty,-1)\\cup(-1,\\infty)", True),
    (P39, "So the domain is $\\mathbb{R} \\setminus \\{-1, 0\\}$.", "(-\\infty,-1)\\cup(-1,\\infty)", False),
    (P39, "So the domain is $\\{x \\mid x \\neq -1\\}$.", "(-\\infty,-1)\\cup(-1,\\infty)", True),
    (P40, "$-2 < x < 4$", "(-2,4)", True),
    (P40, "$-3 < x < 5$", "(-2,4)", False),
    (P40, "$-2 \\le x \\le 4$", "(-2,4)", False),
    (P40, "$x < 4$", "(-2,4)", False),
    (P40, "$|x - 1| < 3$", "(-2,4)", False),
    (P40, "$-3 < x - 1 < 3$", "(-2,4)", False),
    (P41, "$x > 5$", "(5,\\infty)", True),
    (P41, "$x \\ge 5$", "(5,\\infty)", False),
    (P41, "$x > 4$", "(5,\\infty)", False),
    (P41, "$2x > 10$", "(5,\\infty)", False),
    (P41, "$x > 5$ or $x > 4$", "(5,\\infty)", False),
    (P41, "$5 < x$", "(5,\\infty)", True),
    (P41, "$x \\in (5, +\\infty)$", "(5,\\infty)", True),
    (P41, "$x \\in (5, 1000)$", "(5,\\infty)", False),
    (P42, "S = ]−3 ; 1]", "(-3,1]", True),
    (P42, "S = [−3 ; 1]", "(-3,1]", False),
    (P42, "S = ]−3 ; 1[", "(-3,1]", False),
    (P42, "S = ]−4 ; 1]", "(-3,1]", False),
    # degree signs in a chain or a list of values; a temperature stays its number
    (P43, "Answer: 60°", "60", True),
    (P44, "Answer: $60°$", "60", True),
    (P44, "$\\boxed{60°}$", "60", True),
    (P44, "$\\boxed{60°}$", "\\frac{\\pi}{3}", True),
    (P44, "$\\boxed{50° + 10°}$", "60", False),
    (P44, "$\\boxed{(60)°}$", "60", True),
    (P45, "Answer: -7 °C", "-7", True),
    (P44, "$\\boxed{\\angle C = 60°}$", "60", True),
    (P44, "$\\boxed{\\angle C = 70°}$", "60", False),
    (P44, "$\\boxed{60°, 120°}$", "60", False),
    (P46, "$\\boxed{60°, 120°}$", "60, 120", True),
    (P44, "$\\boxed{x = 60°}$", "60^\\circ", True),
    # an angle's value at the end of a chain in degrees; an operation on degrees left undone
    (P44, "**Answer: C = 180° − 50° − 70° = 60°**", "60", True),
    (P44, "**Answer: ∠C = 180° − 50° − 70° = 60°**", "60", True),
    (P44, "$\\boxed{180° - 120°}$", "60", False),
    (P44, "$\\boxed{180^\\circ - 120^\\circ}$", "60", False),
    (P44, "$\\boxed{180 - 120}$", "60", False),
    # a set of reals given by its condition is the interval it holds on
    (P39, "So the domain is $\\{x \\mid x \\neq -1\\}$.", "(-\\infty,-1)\\cup(-1,\\infty)", True),
    (P39, "So the domain is $\\{x \\in \\mathbb{R} : x \\neq -1\\}$.", "(-\\infty,-1)\\cup(-1,\\infty)", True),
    (P39, "So the domain is $\\{x \\mid x \\neq 1\\}$.", "(-\\infty,-1)\\cup(-1,\\infty)", False),
    (P39, "So the domain is $\\{x \\mid x > -1\\}$.", "(-\\infty,-1)\\cup(-1,\\infty)", False),
    (P38, "$\\boxed{\\{x \\mid 2 < x \\le 5\\}}$", "(2,5]", True),
    (P38, "$\\boxed{\\{x \\mid 2 \\le x \\le 5\\}}$", "(2,5]", False),
    (P38, "$\\boxed{\\{x \\mid \\frac{x-5}{x-2} \\le 0\\}}$", "(2,5]", False),
    (P47, "$\\boxed{\\{x \\mid x \\ge \\frac{1}{2}\\}}$", "[\\frac{1}{2},\\infty)", True),
    (P48, "$\\boxed{\\{x \\mid x \\ge \\frac{1}{2}\\}}$", "[\\frac{1}{2},\\infty)", False),
    (P49, "$\\boxed{\\{x \\mid x^2 - 5x + 6 = 0\\}}$", "\\{2,3\\}", False),
    (P49, "$\\boxed{\\{2, 3\\}}$", "\\{2,3\\}", True),
    # a bold letter is a matrix or a vector, a determinant written out is left to compute; extremes and determinants named on the left; plus-or-minus roots
    (P50, "$\\boxed{(x, y) = (5, 3)}$", "5", False),
    (P50, "$\\boxed{(5, 3)}$", "5", False),
    (P50, "$x = 5$, $y = 3$", "5", True),
    (P50, "$\\boxed{x = 5, y = 3}$", "5", True),
    (P50, "$\\boxed{x = 8 - y = 5}$", "5", True),
    (P50, "$\\boxed{x = 5 \\text{ or } x = 3}$", "5", False),
    (P14, "Answer: n ∈ {4, 6}", "4", False),
    (P14, "Answer: n ∈ {4}", "4", True),
    (P26, "Answer: x ∈ (2.9, 3.1)", "3", False),
    (P26, "Answer: 2.9 < x < 3.1", "3", False),
    (P26, "Answer: x ≥ 3", "3", False),
    (P5, "$\\boxed{a_7 = 2 \\cdot 7 - 1 = 13}$", "13", True),
    (P5, "$\\boxed{a_n = 2n - 1}$", "13", False),
    (P5, "$\\boxed{a_7 = 2n - 1}$", "13", False),
    (P5, "$\\boxed{13 = 2n - 1}$", "13", False),
    (P5, "$\\boxed{2n-1 \\text{ for } n = 7}$", "13", False),
    (P5, "$\\boxed{2n-1|_{n=7}}$", "13", False),
    (P51, "$\\boxed{\\det A = \\det A}$", "12", False),
    (P51, "$\\boxed{|A| = 12}$", "12", True),
    (P51, "$\\boxed{12 \\mathbf{I}}$", "12", False),
    (P51, "$\\boxed{\\operatorname{diag}(12, 12)}$", "12", False),
    (P51, "$\\boxed{\\begin{vmatrix} 3 & 2 \\\\ 3 & 6 \\end{vmatrix}}$", "12", False),
    (P51, "$\\boxed{\\begin{vmatrix} 3 & 2 \\\\ 3 & 6 \\end{vmatrix} = 12}$", "12", True),
    (P28, "$\\boxed{f_{\\min} \\ge 5}$", "5", False),
    (P28, "$\\boxed{f_{\\min} = 6}$", "5", False),
    (P28, "$\\boxed{\\min f = f(2)}$", "5", False),
    (P28, "$\\boxed{\\min_{x} f(x) = 5}$", "5", True),
    (P28, "$\\boxed{y_{\\min} = 5}$", "5", True),
    (P28, "$\\boxed{f(2) = 5}$", "5", True),
    (P28, "$\\boxed{(2, 5)}$", "5", False),
    (P52, "$\\boxed{f_{\\max} = 4}$", "4", True),
    (P0, "$x_{1,2} = \\frac{1 \\pm \\sqrt{5}}{2}$", "\\frac{1 \\pm \\sqrt{5}}{2}", True),
    (P0, "$x = \\dfrac{1 \\pm \\sqrt{5}}{2}$", "\\frac{1+\\sqrt{5}}{2}, \\frac{1-\\sqrt{5}}{2}", True),
    (P0, "Answer: x = (1 ± √3)/2", "\\frac{1 \\pm \\sqrt{5}}{2}", False),
    (P53, "$\\boxed{1 \\pm \\sqrt{2}}$", "1 \\pm \\sqrt{2}", True),
    (P53, "$\\boxed{\\frac{2 \\pm \\sqrt{8}}{2}}$", "1 \\pm \\sqrt{2}", True),
    (P53, "$\\boxed{\\frac{2 \\pm \\sqrt{8}}{2} \\pm 1}$", "1 \\pm \\sqrt{2}", False),
    # forms asked (scientific, mixed, lowest terms, simplest radical) and expressions left to compute: a sum or an integral
    (P54, "$\\boxed{4.5 \\times 10^{6}}$", "4.5 \\times 10^{6}", True),
    (P54, "Answer: 4.5 × 10⁶ m", "4.5 \\times 10^{6}", True),
    (P54, "Answer: 4.5e6", "4.5 \\times 10^{6}", True),
    (P54, "Answer: 4,500,000", "4.5 \\times 10^{6}", False),
    (P54, "$\\boxed{0.45 \\times 10^{7}}$", "4.5 \\times 10^{6}", False),
    (P55, "Antwort: $4{,}5 \\cdot 10^6$ m", "4.5 \\times 10^{6}", True),
    (P55, "Antwort: $45 \\cdot 10^5$ m", "4.5 \\times 10^{6}", False),
    (P56, "Respuesta: $2\\frac{3}{4}$", "2\\frac{3}{4}", True),
    (P56, "Respuesta: 2 3/4", "2\\frac{3}{4}", True),
    (P56, "Respuesta: 2¾", "2\\frac{3}{4}", True),
    (P56, "Respuesta: $\\frac{11}{4}$", "2\\frac{3}{4}", False),
    (P56, "Respuesta: $2\\frac{6}{8}$", "2\\frac{3}{4}", False),
    (P56, "Respuesta: $1\\frac{7}{4}$", "2\\frac{3}{4}", False),
    (P56, "Respuesta: 2 + 3/4", "2\\frac{3}{4}", False),
    (P57, "$\\boxed{\\frac{10}{16}}$", "\\frac{5}{8}", False),
    (P57, "$\\boxed{\\frac{5}{8}}$", "\\frac{5}{8}", True),
    (P57, "$\\boxed{5/8}$", "\\frac{5}{8}", True),
    (P57, "$\\boxed{\\frac{-5}{-8}}$", "\\frac{5}{8}", False),
    (P57, "$\\boxed{\\frac{2.5}{4}}$", "\\frac{5}{8}", False),
    (P57, "$\\boxed{0.625}$", "\\frac{5}{8}", False),
    (P57, "$\\boxed{\\frac{625}{1000}}$", "\\frac{5}{8}", False),
    (P58, "$\\boxed{2\\sqrt{18}}$", "6\\sqrt{2}", False),
    (P58, "$\\boxed{\\sqrt{72}}$", "6\\sqrt{2}", False),
    (P58, "$\\boxed{3\\sqrt{8}}$", "6\\sqrt{2}", False),
    (P58, "$\\boxed{\\sqrt{36}\\sqrt{2}}$", "6\\sqrt{2}", False),
    (P58, "$\\boxed{6 \\cdot \\sqrt{2}}$", "6\\sqrt{2}", True),
    (P58, "$\\boxed{6\\sqrt2}$", "6\\sqrt{2}", True),
    (P58, "Answer: 6√2", "6\\sqrt{2}", True),
    (P58, "$\\boxed{8.485}$", "6\\sqrt{2}", False),
    (P58, "$\\boxed{2^{1/2} \\cdot 6}$", "6\\sqrt{2}", False),
    (P58, "$\\boxed{6\\sqrt{2}} \\approx 8.49$", "6\\sqrt{2}", True),
    (P11, "$\\boxed{\\sum_{k=1}^{n} k}$", "\\frac{n(n+1)}{2}", False),
    (P11, "$\\boxed{1 + 2 + \\cdots + n}$", "\\frac{n(n+1)}{2}", False),
    (P11, "$\\boxed{\\binom{n+1}{2}}$", "\\frac{n(n+1)}{2}", True),
    (P11, "$\\boxed{S = \\frac{n(n+1)}{2}}$", "\\frac{n(n+1)}{2}", True),
    (P11, "$\\boxed{\\frac{n(n-1)}{2}}$", "\\frac{n(n+1)}{2}", False),
    (P59, "$\\boxed{9a + 2}$", "9a+2", True),
    (P59, "$\\boxed{a \\cdot 3^2 + 2}$", "9a+2", False),
    (P59, "$\\boxed{f(3)}$", "9a+2", False),
    (P59, "$\\boxed{9a + 2 + 0 \\cdot x}$", "9a+2", False),
    (P59, "$\\boxed{ax^2 + 2}$", "9a+2", False),
    (P60, "$\\boxed{(x+2)^2}$", "x^2+4x+4", False),
    (P60, "$\\boxed{(x+2)(x+2)}$", "x^2+4x+4", False),
    (P60, "$\\boxed{4 + 4x + x^2}$", "x^2+4x+4", True),
    (P61, "$\\boxed{y - 5 = 2(x - 1)}$", "y=2x+3", False),
    (P61, "$\\boxed{2x - y + 3 = 0}$", "y=2x+3", False),
    (P61, "$\\boxed{y = 3 + 2x}$", "y=2x+3", True),
    (P61, "$\\boxed{2x + 3}$", "y=2x+3", True),
    (P61, "$\\boxed{y = mx + b}$", "y=2x+3", False),
    (P62, "$\\boxed{a_n = 5 + 3(n-1)}$", "3n+2", True),
    (P62, "$\\boxed{a_n = a_1 + (n-1)d}$", "3n+2", False),
    (P11, "$\\boxed{\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}}$", "\\frac{n(n+1)}{2}", True),
    (P10, "$\\boxed{\\sum_{k=1}^{10} k}$", "55", False),
    (P10, "$\\sum_{k=1}^{10} k = \\boxed{55}$", "55", True),
    (P63, "$\\boxed{\\int_0^1 2x\\,dx}$", "1", False),
    (P63, "$\\boxed{1}$", "1", True),
    (P63, "$\\int_0^1 2x\\,dx = \\boxed{1}$", "1", True),
    (P65, "$\\boxed{\\frac{x^2}{2} + C}$", "\\frac{x^2}{2} + C", True),
    (P66, "$\\boxed{\\sum_{k=1}^{n} k}$", "\\sum_{k=1}^{n} k", True),
    # words set as text in the box that bound or estimate the value are no unit
    (P67, "$\\boxed{5 \\text{ m}}$", "5", True),
    (P68, "$\\boxed{5 \\text{ minutes}}$", "5", True),
    (P69, "$\\boxed{5 \\text{ min}}$", "5", True),
    (P70, "$\\boxed{12 \\text{ dollars}}$", "12", True),
    (P71, "$\\boxed{12 \\text{ mol}}$", "12", True),
    (P29, "$\\boxed{12 \\text{ at most}}$", "12", False),
    (P29, "$\\boxed{12 \\text{ (at least)}}$", "12", False),
    (P29, "$\\boxed{12 \\text{以下}}$", "12", False),
    (P29, "$\\boxed{12 \\text{ or so}}$", "12", False),
    (P72, "$\\boxed{12 \\text{ s}}$", "12", True),
    (P73, "$\\boxed{12 \\text{ (minimum)}}$", "12", True),
    (P74, "$\\boxed{25 \\text{ (the maximum)}}$", "25", True),
    # assignments to several names answer the one asked ("the $x$-coordinate"); a chain that ends on a column is that column
    (P75, "The vertex is at $x = 5$, $y = -3$.", "5", True),
    (P76, "The vertex is at $x = 5$, $y = -3$.", "-3", True),
    (P76, "The vertex is at $x = 5$, $y = -3$.", "5", False),
    (P77, "The vertex is at $x = 5$, $y = -3$.", "(5,-3)", True),
    (P75, "$\\boxed{x = 5, y = -3}$", "-3", False),
    (P78, "$\\mathbf{b} - 2\\mathbf{a} = \\begin{pmatrix} 3 \\\\ -2 \\end{pmatrix}$", "\\begin{pmatrix} 3 \\\\ -2 \\end{pmatrix}", True),
    (P78, "$\\mathbf{b} - 2\\mathbf{a} = \\begin{pmatrix} 3 \\\\ 2 \\end{pmatrix}$", "\\begin{pmatrix} 3 \\\\ -2 \\end{pmatrix}", False),
    (P79, "$(x - 3)^2 = x^2 - 6x + 9$", "x^2 - 6x + 9", True),
    (P21, "Answer: 42, 252", "42", False),
    (P21, "$\\boxed{42}$ and $\\boxed{252}$", "42", False),
    (P21, "$\\boxed{\\begin{pmatrix} 42 \\end{pmatrix}}$", "42", False),
    (P21, "$\\boxed{42 \\cdot 1}$", "42", False),
    (P75, "The vertex is $(5, -3)$.", "5", False),
    (P75, "$\\boxed{5, -3}$", "5", False),
    (P80, "**Answer:** $(4, -1, 7, 0)$", "\\begin{pmatrix} 4 \\\\ -1 \\\\ 7 \\end{pmatrix}", False),
    (P80, "**Answer:** $4\\mathbf{i} - \\mathbf{j} + 7\\mathbf{k}$", "\\begin{pmatrix} 4 \\\\ -1 \\\\ 7 \\end{pmatrix}", True),
    (P80, "**Answer:** $4\\mathbf{i} - \\mathbf{j} + 7\\mathbf{k} + 0\\mathbf{l}$", "\\begin{pmatrix} 4 \\\\ -1 \\\\ 7 \\end{pmatrix}", False),
    (P80, "**Answer:** $\\langle 4, -1, 7 \\rangle$", "\\begin{pmatrix} 4 \\\\ -1 \\\\ 7 \\end{pmatrix}", True),
    (P81, "$\\boxed{\\mathbf{b} - 2\\mathbf{a}}$", "\\begin{pmatrix} 3 \\\\ -2 \\end{pmatrix}", False),
    (P81, "$\\mathbf{b} - 2\\mathbf{a} = \\begin{pmatrix} 3 \\\\ -2 \\end{pmatrix}$", "\\begin{pmatrix} 3 \\\\ -2 \\end{pmatrix}", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", CASES)
def test_a_value_is_paid_only_in_a_structure_that_says_it(math_plugin, prompt, completion, gold, paid):
    reason = math_plugin.explain(prompt, completion, gold)["reason"]
    assert (reason == "correct") == paid, reason
