"""Honest notes after the answer that name a value without offering it: a wrong value named a mistake ("forgetting it
would give 70, a classic slip", "Common wrong answers are 142 (…) and 131 (…)", "≠ 2^2 + 3^2 = 13"), a bound in words
("less than 90°"), the base of a rate ("for every 1 unit"), a property denied ("1 is not prime"), a check whose last
value is the answer's decimal or the prompt's percentage, a given labelled with the prompt's own words, a counterfactual
whose condition a clause denies, and a total word before the value. Each paid case has a twin that must stay refused."""

import pytest

TRIANGLE = "Find the area of a triangle with base 10 and height 7."
SEVENS = "How many positive integers less than $1000$ are divisible by $7$ but not by $11$?"
SQUARE = "Compute $(2+3)^2$."
ANGLES = "If a triangle has angles of 35° and 75°, what is the third angle in degrees?"
SLOPE = "Find the slope of the line through $(2, 3)$ and $(6, 11)$."
PRIMES = "How many prime numbers are less than 20?"
REPEATING = "Express $0.\\overline{36}$ as a common fraction in lowest terms."
PERCENT = "Сколько будет $15\\%$ от 240?"
DUCKS = ("Janet's ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins for her friends "
         "every day with four. She sells the remainder at the farmers' market daily for $2 per fresh duck egg. How much in "
         "dollars does she make every day at the farmers' market?")
BOOKS = "In how many ways can you choose 2 books from 6?"
CLIPS = ("Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did "
         "Natalia sell altogether in April and May?")
DUCK_WORK = "16 - 7 = 9 eggs, 9 × 2 = 18.\n\n"

# (prompt, completion, gold, paid)
NOTES = [
    (TRIANGLE, "$A = \\frac{1}{2} \\cdot 10 \\cdot 7 = 35$.\n\nThe area is $\\boxed{35}$.\n\nRemember the factor of $\\frac{1}{2}$ — forgetting it would give 70, a classic slip.", "35", True),
    (TRIANGLE, "$A = \\frac{1}{2} \\cdot 10 \\cdot 7 = 35$.\n\nThe area is $\\boxed{35}$.\n\nWithout the factor of $\\frac{1}{2}$ it would give 70.", "35", False),
    (TRIANGLE, "$A = \\frac{1}{2} \\cdot 10 \\cdot 7 = 35$.\n\nThe area is $\\boxed{35}$.\n\nForgetting the half gives 70, which is wrong.", "35", True),
    (SEVENS, "$142 - 12 = 130$.\n\nFinal answer: **130**\n\nCommon wrong answers are 142 (forgetting to subtract multiples of 77) and 131 (counting 1001).", "130", True),
    (SEVENS, "$142 - 12 = 130$.\n\nFinal answer: **130**\n\nThe count could also be 131 (counting 1001).", "130", False),
    (SEVENS, "$142 - 12 = 130$.\n\nFinal answer: **130**\n\nOther possible answers: 129, 131", "130", False),
    (SEVENS, "$142 - 12 = 130$.\n\nFinal answer: **130**\n\nOther possible answers: 129", "130", False),
    (SEVENS, "$142 - 12 = 130$.\n\nFinal answer: **130**\n\nAnother possible answer is 131.", "130", False),
    (SQUARE, "$(2+3)^2 = 5^2 = 25$.\n\n$\\boxed{25}$\n\nNote: $(2+3)^2 \\neq 2^2 + 3^2 = 13$; squaring doesn't distribute over addition.", "25", True),
    (SQUARE, "$(2+3)^2 = 5^2 = 25$.\n\n$\\boxed{25}$\n\nNote: so the result is $2^2 + 3^2 = 13$.", "25", False),
    (ANGLES, "Third angle = 180° − 35° − 75° = 70°.\n\n**Answer: 70°**\n\nThe triangle is therefore acute, since all three angles (35°, 75°, 70°) are less than 90°.", "70", True),
    (ANGLES, "Third angle = 180° − 35° − 75° = 70°.\n\n**Answer: 70°**\n\nSo the third angle is 90°.", "70", False),
    (SLOPE, "$m = \\dfrac{8}{4} = 2$.\n\n**Answer:** $m = 2$\n\nSo for every 1 unit right, the line rises 2 units.", "2", True),
    (SLOPE, "$m = \\dfrac{8}{4} = 2$.\n\n**Answer:** $m = 2$\n\nSo the line rises 3 units for every unit right.", "2", False),
    (PRIMES, "The primes below 20 are 2, 3, 5, 7, 11, 13, 17, 19.\n\nThere are $\\boxed{8}$ of them.\n\nNote: 1 is not prime, which is why it is not on the list.", "8", True),
    (PRIMES, "The primes below 20 are 2, 3, 5, 7, 11, 13, 17, 19.\n\nThere are $\\boxed{8}$ of them.\n\nNote: 9 is the count.", "8", False),
    (REPEATING, "$99x = 36$, so $x = \\frac{36}{99} = \\frac{4}{11}$.\n\nĐáp số: $\\frac{4}{11}$. Kiểm tra: $4 \\div 11 = 0,3636\\ldots$ ✓", "\\frac{4}{11}", True),
    (REPEATING, "$99x = 36$, so $x = \\frac{36}{99} = \\frac{4}{11}$.\n\nĐáp số: $\\frac{4}{11}$. Kiểm tra: $4 \\div 11 = 0,3737\\ldots$ ✓", "\\frac{4}{11}", False),
    (PERCENT, "10% от 240 — это 24, 5% — это 12. Вместе 24 + 12 = 36.\n\nОтвет: 36\n\nПроверка: 36 / 240 = 0,15 = 15%. Я не ошибся.", "36", True),
    (PERCENT, "10% от 240 — это 24, 5% — это 12. Вместе 24 + 12 = 36.\n\nОтвет: 36\n\nПроверка: 36 / 240 = 0,16 = 16%.", "36", False),
    (DUCKS, DUCK_WORK + "The answer is $\\boxed{18}$.[^1]\n\n[^1]: Eggs per day: 16, as stated in the problem.", "18", True),
    (DUCKS, DUCK_WORK + "The answer is $\\boxed{18}$.\n\nPer day: 16", "18", False),
    (DUCKS, DUCK_WORK + "#### 18\n\nShe makes $18 every day; over a week that would be $126, but the question asks per day.", "18", True),
    (DUCKS, DUCK_WORK + "#### 18\n\nShe makes $18 every day; over a week that would be $126.", "18", False),
    (BOOKS, "$\\binom{6}{2} = \\frac{6 \\cdot 5}{2} = 15$.\n\n**Answer: 15**\n\nNote that order doesn't matter here; if it did, we would count $6 \\cdot 5 = 30$ ordered pairs instead.", "15", True),
    (BOOKS, "$\\binom{6}{2} = \\frac{6 \\cdot 5}{2} = 15$.\n\n**Answer: 15**\n\nI don't think order matters here; if it did, we would count $6 \\cdot 5 = 30$ ordered pairs instead.", "15", False),
    (BOOKS, "$\\binom{6}{2} = \\frac{6 \\cdot 5}{2} = 15$.\n\n**Answer: 15**\n\nIf order matters, we would count $6 \\cdot 5 = 30$ ordered pairs instead.", "15", False),
    (CLIPS, "48 + 24 = 72 clips.\n\nAntwort: insgesamt 72", "72", True),
    (CLIPS, "48 + 24 = 72 clips.\n\nAntwort: ungefähr 72", "72", False),
]


@pytest.mark.parametrize("prompt, completion, gold, paid", NOTES)
def test_a_value_named_in_a_note_after_the_answer_is_no_second_answer(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid
