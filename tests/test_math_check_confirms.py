"""A check after the answer that confirms it: one that ends on a verdict that what it worked out holds ("✓", "so the
pattern holds", "All four work", "klopt", "dus inderdaad 85%") and whose steps work out, or one whose other numbers are
the givens the working computed with ("in 5 years" after "(j+5) + (2j+5) = 40"), offers no value beside the answer.
Each stays paid; the near check that works out wrong, computes nothing, denies its verdict or states a value the
working never used is read as offering that value; read as ``trl-grpo-ext explain`` reads them."""

from __future__ import annotations

import pytest

AGES = "Tom is twice as old as Jerry. In 5 years, the sum of their ages will be 40. How old is Tom now?"
AGES_WORKING = "Let Jerry = j, Tom = 2j. In 5 years: (j+5) + (2j+5) = 40 → 3j = 30 → j = 10. Tom = 20.\n\nTom is **20** years old.\n\n"
UNITS = "What is the units digit of $7^{2023}$?"
UNITS_WORKING = ("The units digits of powers of 7 cycle with period 4: 7, 9, 3, 1.\n2023 mod 4 = 3, so the units digit matches"
                 " that of $7^3 = 343$.\n\nThe units digit is $\\boxed{3}$.\n\n")
SQUARES = "What is the sum of all positive integers $n$ such that $n^2 - 19n + 99$ is a perfect square?"
SQUARES_WORKING = ("Set $n^2 - 19n + 99 = k^2$. Multiplying by 4: $(2n-19)^2 + 35 = 4k^2$. Factor pairs of 35 give $n = 18$, $1$,"
                   " $10$ or $9$.\nSo $n \\in \\{1, 9, 10, 18\\}$ and the sum is $38$.\n\n$\\boxed{38}$\n\n")
BIKE = "Een fiets kost €240. In de uitverkoop is hij 15% goedkoper. Hoeveel euro kost de fiets in de uitverkoop?"
BIKE_WORKING = "Korting: 0,15 × 240 = 36 euro.\nNieuwe prijs: 240 − 36 = 204 euro.\n\n**Antwoord: €204**\n\n"
WAGE = "She works 9 hours at $2 an hour. How much does she make?"


def _paid(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"] == "correct"


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    # the givens the working computed with, said again in a check whose steps hold
    (AGES, AGES_WORKING + "Check: in 5 years Tom is 25 and Jerry is 15; 25 + 15 = 40 ✓", "20", True),
    (AGES, AGES_WORKING + "Controllo: tra 5 anni Tom ha 25 anni e Jerry 15; 25 + 15 = 40.", "20", True),
    # a number the working never used, stated by the check, is offered beside the answer
    (AGES, AGES_WORKING + "Check: in 7 years Tom is 27 and Jerry is 17.", "20", False),
    # a verdict that the check holds, after its last number
    (UNITS, UNITS_WORKING + "Sanity check: $7^{2024}$ would then end in 1 (cycle position 0), and indeed $7^4 = 2401$ ends"
     " in 1, so the pattern holds.", "3", True),
    (SQUARES, SQUARES_WORKING + "Verification: $n = 1$: 81 = 9²; $n = 9$: 9 = 3²; $n = 10$: 9 = 3²; $n = 18$: 81 = 9². All"
     " four work.", "38", True),
    (SQUARES, SQUARES_WORKING + "Verification: $n = 1$: 81 = 9²; $n = 9$: 9 = 3²; $n = 10$: 9 = 3²; $n = 18$: 81 = 9²; the"
     " sum checks out.", "38", True),
    # denied, or with nothing worked out, the verdict confirms nothing
    (UNITS, UNITS_WORKING + "Sanity check: $7^{2024}$ would then end in 1 (cycle position 0), so the pattern does not hold.",
     "3", False),
    (UNITS, UNITS_WORKING + "Sanity check: it would end in 7, so the pattern holds.", "3", False),
    # "indeed" right before the check's last value
    (BIKE, BIKE_WORKING + "Controle: 204 / 240 = 0,85, dus inderdaad 85% van de oorspronkelijke prijs. Succes met je huiswerk!",
     "204", True),
    (BIKE, BIKE_WORKING + "Controle: 204 / 240 = 0,85, dus 80% van de oorspronkelijke prijs.", "204", False),
    # a result of the check said again as a percent, with a decimal comma
    ("Un produs costă 250 lei și e redus cu 12%. Cât costă acum?", "Reducerea: 12% din 250 = 30 lei. Preț nou: 250 − 30 = "
     "220 lei.\n\nRăspuns: 220 lei\n\nVerificare: 220 / 250 = 0,88, adică 88% din prețul inițial. Spor la învățat!", "220", True),
    ("Un produs costă 250 lei și e redus cu 12%. Cât costă acum?", "Reducerea: 12% din 250 = 30 lei. Preț nou: 250 − 30 = "
     "220 lei.\n\nRăspuns: 220 lei\n\nVerificare: 220 / 250 = 0,88, adică 80% din prețul inițial.", "220", False),
    # a step that works out wrong keeps its check's value offered, verdict or not
    (WAGE, "9 × 2 = 18.\n\nShe makes **$18**.\n\nCheck: 9 × 2 = 20, so she makes $20 ✓", "18", False),
    (WAGE, "9 × 2 = 18.\n\nShe makes **$18**.\n\nCheck: she makes $20, it works.", "18", False),
])
def test_a_check_that_confirms_offers_no_value(math_plugin, prompt, completion, gold, paid):
    assert _paid(math_plugin, prompt, completion, gold) is paid


SHOP = "A store sells pens at $3 each and notebooks at $5 each. Lena buys 4 pens and 3 notebooks. How much does she spend?"


@pytest.mark.parametrize("completion, paid", [
    # the data numbers add up to the answer exactly: its parts
    ('```json\n{"pens": 12, "notebooks": 15, "answer": 27}\n```', True),
    ('{"pens": 12, "notebooks": 10, "tax": 5, "answer": 27}', True),
    # parts that do not add up, or one number alone beside the answer, are values offered
    ('```json\n{"pens": 12, "notebooks": 16, "answer": 27}\n```', False),
    ('{"pens": 12, "notebooks": 15, "backup": 27, "answer": 28}', False),
    ('{"total": 30, "answer": 27}', False),
])
def test_data_parts_that_add_up_to_the_answer(math_plugin, completion, paid):
    assert _paid(math_plugin, SHOP, completion, "27") is paid


LUCY = "Lucy is 4 years older than her brother. In 6 years, the sum of their ages will be 40. How old is Lucy now?"
LUCY_WORKING = "Let brother = b, Lucy = b + 4. In 6 years: (b + 6) + (b + 10) = 40 → 2b = 24 → b = 12. Lucy = 16.\n\nLucy is **16** years old.\n\n"
STAMPS = "Tom has 3 times as many stamps as Jerry. Together they have 64 stamps. How many stamps does Tom have?"
STAMPS_WORKING = "Let Jerry have j. Then 3j + j = 64, so j = 16 and Tom has 48.\n\nTom has 48 stamps.\n\n"
SQUARE = "What is the perimeter of a square whose area is 49 m²?"
SQUARE_WORKING = "Side = √49 = 7 m. Perimeter = 4 × 7 = 28 m.\n\nPerimeter: 28 m\n\n"


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    # a closing paragraph that works out the condition the working set up, saying nothing new: a check
    (LUCY, LUCY_WORKING + "In 6 years she'll be 22 and her brother 18; 22 + 18 = 40 ✓.", "16", True),
    (STAMPS, STAMPS_WORKING + "Recap:\n1. Jerry: 16 stamps\n2. Tom: 3 × 16 = 48 stamps\n3. Total: 64 ✓", "48", True),
    # one that ends on a new value, on a step that fails, or computes nothing is read as it stands
    (LUCY, LUCY_WORKING + "In 6 years she'll be 22 and her brother 18; 22 + 18 = 41.", "16", False),
    (LUCY, LUCY_WORKING + "So in 7 years she'll be 23 and her brother 19; 23 + 19 = 42.", "16", False),
    (STAMPS, STAMPS_WORKING + "Recap:\n1. Jerry: 16 stamps\n2. Total: 64 stamps", "48", False),
    (STAMPS, "Let Jerry have j. Then 3j + j = 64, so j = 16.\n\nJerry has 16 stamps.\n\nTom: 3 × 16 = 48 stamps.", "48", True),
    # a note that gives another quantity's value, named by it
    (SQUARE, SQUARE_WORKING + "Note: we assume a flat Euclidean square; its diagonal would be 7√2 ≈ 9.9 m.", "28", True),
    (SQUARE, SQUARE_WORKING + "Note: the perimeter would be 30 m if the side were 7.5 m.", "28", False),
    (SQUARE, SQUARE_WORKING + "Note: it might also be 30 m.", "28", False),
])
def test_a_closing_check_recap_or_note_is_no_statement(math_plugin, prompt, completion, gold, paid):
    assert _paid(math_plugin, prompt, completion, gold) is paid


SALE = "A shirt costs $40 and is on sale for 25% off. What is the sale price in dollars?"
SALE_WORKING = "Discount: 0.25 × 40 = $10. Sale price: 40 − 10 = $30.\n\nThe sale price is **$30**.\n\n"


@pytest.mark.parametrize("completion, answer", [
    # a last sentence that ends on a verdict that it holds is a check of the statement before it, a sign-off after it or not
    (SALE_WORKING + "You save $10, which is a quarter of the original price — so paying three quarters, $30, checks out. "
     "Let me know if you'd like the tax included too!", "\\$30"),
    (SALE_WORKING + "So paying $30 checks out.", "\\$30"),
    # one that states another value offers it; one with no verdict is the final statement
    (SALE_WORKING + "So paying $32 checks out.", "\\$30, 32"),
    (SALE_WORKING + "So paying three quarters, $30, is the price.", "\\frac{3}{4}, \\$30"),
])
def test_a_sentence_that_says_it_holds_is_a_check(completion, answer):
    from reward_plugins.math.reading import read

    assert read(completion, SALE).answer == answer
