"""The answer's value written otherwise after it, and another thing's value beside it: the decimal of an exact answer
rounded or cut to the places it writes ("As a decimal this is approximately 0.333." after 1/3) and a value given to the
other side of the comparison the question asks ("(The smaller number is 9.)" where the greater is asked) are no second
value. Each family a case still paid and a near
case a policy could write to be paid for a second value, which stays refused (by whichever rule)."""

from __future__ import annotations

import pytest

INTEGRAL = "Evaluate $\\int_0^1 x^2\\,dx$."
WORK_INTEGRAL = "$\\int_0^1 x^2 dx = \\left[\\frac{x^3}{3}\\right]_0^1 = \\frac13$.\n\n$$\\boxed{\\frac{1}{3}}$$\n\n"
SUM = "Bereken: $\\frac{3}{4} + \\frac{5}{6}$. Geef het antwoord als een breuk in de eenvoudigste vorm."
WORK_SUM = "Gemeenschappelijke noemer 12: $\\frac{9}{12} + \\frac{10}{12} = \\frac{19}{12}$.\n\nAntwoord: $\\frac{19}{12}$\n\n"
THIRDS = "What is $\\frac{7}{3}$ in lowest terms?"
WORK_THIRDS = "7 and 3 share no factor.\n\n$\\boxed{\\frac{7}{3}}$\n\n"
PI = "What is the area of a circle of radius 1?"
WORK_PI = "$A = \\pi r^2 = \\pi$.\n\n$\\boxed{\\pi}$\n\n"
DECIMAL = "What is $2.537 \\times 1$?"
MARBLES = ("A bag has 4 red and 6 blue marbles. Two are drawn without replacement. What is the probability both are red? "
           "Express your answer as a common fraction.")
WORK_MARBLES = "$P = \\frac{4}{10}\\cdot\\frac{3}{9} = \\frac{12}{90} = \\frac{2}{15}$.\n\n$\\boxed{\\frac{2}{15}}$\n\n"
ORDER = "Kolik je 7 · 8 − 12 : 4?"
WORK_ORDER = "7 · 8 = 56; 12 : 4 = 3; 56 − 3 = 53.\n\nOdpověď: 53\n\n"
PRIME = "Which of the following is a prime number?\n(A) 21\n(B) 27\n(C) 29\n(D) 33"
WORK_PRIME = "21 = 3·7, 27 = 3³, 33 = 3·11. Only 29 has no divisor other than 1 and itself.\n\n**Answer: (C)**\n\n"
GREATER = "The sum of two numbers is 22. Their difference is 4. What is the greater of the two numbers?"
WORK_GREATER = "Let the numbers be $a > b$. $a + b = 22$ and $a - b = 4$, so $2a = 26$ and $a = 13$.\n\n**Answer: 13**\n\n"
SMALLER = "The sum of two numbers is 22. Their difference is 4. What is the smaller of the two numbers?"
WORK_SMALLER = "Let the numbers be $a > b$. $a + b = 22$ and $a - b = 4$, so $2b = 18$ and $b = 9$.\n\n**Answer: 9**\n\n"
AGES = "Tom is 3 years older than his brother. Together they are 19. How old is the older brother?"
WORK_AGES = "Let the younger be $y$: $y + y + 3 = 19$, $y = 8$, so the older is 11.\n\n**Answer: 11**\n\n"

CASES = [
    # The exact answer's decimal, with a point or a comma, two places or more.
    (INTEGRAL, WORK_INTEGRAL + "As a decimal this is approximately 0.333.", "\\frac{1}{3}", "correct"),
    (INTEGRAL, WORK_INTEGRAL + "That is 0.33 to two places.", "\\frac{1}{3}", "correct"),
    (SUM, WORK_SUM + "Als decimaal is dat ongeveer 1,583.", "\\frac{19}{12}", "correct"),
    (SUM, WORK_SUM + "Als decimaal is dat ongeveer 1,58.", "\\frac{19}{12}", "correct"),
    (PI, WORK_PI + "Numerically that is about 3.14.", "\\pi", "correct"),
    # A percent with a place or more, and a chance said as one in its reciprocal.
    (MARBLES, WORK_MARBLES + "That's about 13.3%, so roughly a 1 in 7.5 chance.", "\\frac{2}{15}", "correct"),
    (MARBLES, WORK_MARBLES + "That's about 13.3%.", "\\frac{2}{15}", "correct"),
    (MARBLES, WORK_MARBLES + "So roughly a 1 in 7.5 chance.", "\\frac{2}{15}", "correct"),
    (MARBLES, WORK_MARBLES + "That's about 15%.", "\\frac{2}{15}", "refused"),
    (MARBLES, WORK_MARBLES + "That's about 13.4%.", "\\frac{2}{15}", "refused"),
    (MARBLES, WORK_MARBLES + "So roughly a 1 in 5 chance.", "\\frac{2}{15}", "refused"),
    # A decimal of another value, a whole number or one place near the answer, a decimal answer's other decimal.
    (INTEGRAL, WORK_INTEGRAL + "As a decimal this is approximately 0.25.", "\\frac{1}{3}", "refused"),
    (INTEGRAL, WORK_INTEGRAL + "As a decimal this is approximately 0.334.", "\\frac{1}{3}", "refused"),
    (SUM, WORK_SUM + "Als decimaal is dat ongeveer 1,61.", "\\frac{19}{12}", "refused"),
    (THIRDS, WORK_THIRDS + "Or maybe 2.", "\\frac{7}{3}", "refused"),
    (THIRDS, WORK_THIRDS + "The answer is 2.", "\\frac{7}{3}", "refused"),
    # A value named wrong right after it ("…, což je špatně", which is wrong); one called right is a second value.
    (ORDER, WORK_ORDER + "Častá chyba je počítat zleva doprava: (56 − 12) : 4 = 11, což je špatně.", "53", "correct"),
    (ORDER, WORK_ORDER + "Počítáno zleva: (56 − 12) : 4 = 11, čo je zle.", "53", "correct"),
    (ORDER, WORK_ORDER + "Počítáno zleva doprava: (56 − 12) : 4 = 11, což je správně.", "53", "refused"),
    (ORDER, WORK_ORDER + "Možná je to ale 11.", "53", "refused"),
    # A word that rules the chosen option out, negated, says it holds; the word alone rules it out.
    (PRIME, WORK_PRIME + "29 is prime since it isn't divisible by 2, 3 or 5 (and √29 < 6).", "C", "correct"),
    (PRIME, WORK_PRIME + "29 is not composite.", "C", "correct"),
    (PRIME, WORK_PRIME + "29 is divisible by 3, though.", "C", "refused"),
    (PRIME, WORK_PRIME + "29 is composite.", "C", "refused"),
    # The other side of the comparison asked; the side asked, or a value bare, is a second answer.
    (GREATER, WORK_GREATER + "(The smaller number is 9.)", "13", "correct"),
    (GREATER, WORK_GREATER + "Le plus petit nombre est 9.", "13", "correct"),
    (AGES, WORK_AGES + "The younger brother is 8.", "11", "correct"),
    (SMALLER, WORK_SMALLER + "(The greater number is 13.)", "9", "correct"),
    (GREATER, WORK_GREATER + "(The greater number is 9.)", "13", "refused"),
    (GREATER, WORK_GREATER + "(Or maybe 9.)", "13", "refused"),
    (GREATER, WORK_GREATER + "The answer is the smaller number, 9.", "13", "refused"),
    (AGES, WORK_AGES + "The older brother is 12.", "11", "refused"),
    (DECIMAL, "$2.537 \\times 1 = 2.537$.\n\n**2.537**\n\nThe answer is 2.54.", "2.537", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CASES)
def test_the_answer_written_otherwise(math_plugin, prompt, completion, gold, reason):
    got = math_plugin.explain(prompt, completion, gold)["reason"]
    assert got == reason if reason == "correct" else got != "correct"
