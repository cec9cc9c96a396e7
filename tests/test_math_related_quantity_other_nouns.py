"""After a right answer, a sentence may give a value to another quantity named by its own noun or its own relation: the
count of outcomes after a probability, a difference ("54 fewer than the second"), a part of a counted whole ("5 of his 8
customers"), an expression in the asked letter ("$3^{x+1}$ would then be 243"), each one after a sum ("In a regular
octagon each interior angle is 135°"), the other part of a class ("the girls make up 45%" where the boys are asked),
the product or the remainder after a sum or a quotient, the discount after the original price. Paid; and a last
paragraph made only of such facts is no statement of the answer, which the paragraph before gives. A value given to the
asked quantity again (its noun, a synonym, a pronoun, as odds of the asked chance) is a second answer, refused."""

from __future__ import annotations

import pytest

_DICE = "Two fair six-sided dice are rolled. What is the probability that the sum is 7?"
_HEART = "What is the probability of drawing a heart from a standard 52-card deck?"
_DOWNLOADS = ("A new program had 60 downloads in the first month. The number of downloads in the second month was three times "
              "as many as the downloads in the first month, but then reduced by 30% in the third month. How many downloads "
              "did the program have total over the three months?")
_DVDS = ("Billy sells DVDs. He has 8 customers on Tuesday. His first 3 customers buy one DVD each. His next 2 customers buy "
         "2 DVDs each. His last 3 customers don't buy any DVDs. How many DVDs did Billy sell on Tuesday?")
_POWER = "If $3^x = 81$, what is $x$?"
_OCTAGON = "What is the sum of the interior angles of a convex octagon, in degrees?"
_BOYS_VI = ("Một lớp có 40 học sinh, trong đó có 18 học sinh nữ. Hỏi số học sinh nam chiếm bao nhiêu phần trăm số học sinh "
            "cả lớp?")
_BOYS = "A class has 40 students and 18 of them are girls. How many boys are in the class?"
_ABS = "Find all real $x$ with $|x - 3| = 5$. Give the sum of the solutions."
_QUOTIENT = "What is the quotient when 100 is divided by 7?"
_REMAINDER = "What is the remainder when 100 is divided by 7?"
_GCD = "What is the greatest common divisor of 48 and 180?"
_HERON = "Find the area of a triangle with side lengths 13, 14 and 15."
_BOOKS_ZH = "小明有故事书36本，比小红多12本。小红有多少本故事书？"
_BOOKS_TOTAL_ZH = "小明有故事书36本，比小红多12本。两人一共有多少本故事书？"
_PERIMETER_ZH = "一个长方形的长是15厘米，宽是8厘米。它的周长是多少厘米？"
_BOOK = ("Kyle bought last year's best-selling book for $19.50. This is with a 25% discount from the original price. What "
         "was the original price of the book?")
_HOUSE = ("Josh decides to try flipping a house. He buys a house for $80,000 and then puts in $50,000 in repairs. This "
          "increased the value of the house by 150%. How much profit did he make?")

RELATED = [
    # the outcomes counted after a probability; the chance again as odds or a percent is a second value
    (_DICE, "6 of 36.\n\n**Answer:** $\\frac{1}{6}$\n\nOf the 36 outcomes, 6 are favourable and 30 are not.", "\\frac{1}{6}", True),
    (_DICE, "6 of 36.\n\n**Answer:** $\\frac{1}{6}$\n\nSo the probability is roughly 25%.", "\\frac{1}{6}", False),
    (_HEART, "13/52 = 1/4.\n\n$\\boxed{\\dfrac14}$\n\nThere are 13 hearts and 39 cards that are not hearts.", "\\frac{1}{4}", True),
    (_HEART, "13/52 = 1/4.\n\n$\\boxed{\\tfrac14}$\n\nThat's 25%, so roughly a 1 in 3 chance.", "\\frac{1}{4}", False),
    # a difference where none is asked
    (_DOWNLOADS, "Month 1: 60. Month 2: 180. Month 3: 126.\nTotal: 60 + 180 + 126 = 366.\n\n\\boxed{366}\n\nThe third month "
                 "alone had 126 downloads, 54 fewer than the second.", "366", True),
    (_DOWNLOADS, "Month 1: 60. Month 2: 180. Month 3: 126.\nTotal: 60 + 180 + 126 = 366.\n\n\\boxed{366}\n\nOverall the "
                 "program was downloaded 336 times.", "366", False),
    # a part of a counted whole the question does not name
    (_DVDS, "3 × 1 + 2 × 2 + 3 × 0 = 7.\n\n**7 DVDs**\n\nOnly 5 of his 8 customers bought anything.", "7", True),
    (_DVDS, "3 × 1 + 2 × 2 + 3 × 0 = 7.\n\n**7 DVDs**\n\nSo he sold 8 of his DVDs.", "7", False),
    # an expression in the asked letter, not the letter
    (_POWER, "$81 = 3^4$, so $x = 4$.\n\n$x = \\boxed{4}$\n\n(And $3^{x+1}$ would then be 243.)", "4", True),
    (_POWER, "$81 = 3^4$, so $x = 4$.\n\n$x = \\boxed{4}$\n\n(So $x$ would then be 5.)", "4", False),
    # each one after a sum, behind a phrase of place
    (_OCTAGON, "(8 − 2) × 180° = 1080°.\n\nAnswer: 1080°\n\nIn a regular octagon each interior angle is 135° and each "
               "exterior angle 45°.", "1080", True),
    (_OCTAGON, "(8 − 2) × 180° = 1080°.\n\nAnswer: 1080°\n\nSo the angles add up to 1100°.", "1080", False),
    # the other part of a class
    (_BOYS_VI, "Số học sinh nam: 40 − 18 = 22.\nTỉ số phần trăm: 22 : 40 = 55%.\n\nĐáp số: 55%\n\nSố học sinh nữ chiếm 45%.", "55", True),
    (_BOYS_VI, "Số học sinh nam: 40 − 18 = 22.\nTỉ số phần trăm: 22 : 40 = 55%.\n\nĐáp số: 55%\n\nVậy số học sinh nam chiếm 50%.", "55", False),
    (_BOYS, "40 − 18 = 22.\n\nAnswer: 22\n\nThe girls make up 45% of the class.", "22", True),
    (_BOYS, "40 − 18 = 22.\n\nAnswer: 22\n\nSo the boys number 23.", "22", False),
    # another operation's result on the same numbers
    (_ABS, "$x = 8$ or $x = -2$. Sum: $8 + (-2) = 6$.\n\n$\\boxed{6}$\n\n(The solutions themselves are 8 and −2; their "
           "product is −16, but only the sum was asked.)", "6", True),
    (_ABS, "$x = 8$ or $x = -2$. Sum: $8 + (-2) = 6$.\n\n$\\boxed{6}$\n\n(So their sum is 7.)", "6", False),
    (_ABS, "$x = 8$ or $x = -2$. Sum: $8 + (-2) = 6$.\n\n$\\boxed{6}$\n\n(If it meant the product, −16.)", "6", False),
    (_DICE, "6 of 36.\n\n**Answer:** $\\frac{1}{6}$\n\nSeven is the most likely sum with three dice.", "\\frac{1}{6}", False),
    (_QUOTIENT, "7 × 14 = 98 ≤ 100 < 105, so the quotient is 14.\n\n**Quotient: 14**\n\nThe remainder is 100 − 98 = 2.", "14", True),
    (_REMAINDER, "7 × 14 = 98 and 100 − 98 = 2.\n\n**Remainder: 2**\n\nThe quotient is 14.", "2", True),
    (_REMAINDER, "7 × 14 = 98 and 100 − 98 = 2.\n\n**Remainder: 2**\n\nSo the remainder is 3.", "2", False),
    # the subject before a given its noun holds ("the side of length 14")
    (_HERON, "s = 21. Heron: √(21·8·7·6) = √7056 = 84.\n\n$\\boxed{84}$\n\nIts inradius is 84/21 = 4, and the altitude to the "
             "side of length 14 is 2·84/14 = 12.", "84", True),
    (_HERON, "s = 21. Heron: √(21·8·7·6) = √7056 = 84.\n\n$\\boxed{84}$\n\nSo the area of the triangle with sides 13, 14 and "
             "15 is 85.", "84", False),
    # what two make together where one is asked; where the total is asked, a second value
    (_BOOKS_ZH, "小红的书 = 36 − 12 = 24（本）\n\n答：小红有24本故事书。\n\n两人一共有 36 + 24 = 60 本。", "24", True),
    (_BOOKS_TOTAL_ZH, "小红的书 = 36 − 12 = 24（本），36 + 24 = 60（本）\n\n答：两人一共有60本。\n\n两人一共有 61 本。", "60", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", RELATED)
def test_a_value_given_to_another_quantity_by_its_noun_or_relation(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid


# A last paragraph that gives every value of its own to another quantity is read as what follows the answer; one marked
# as the answer, or giving the asked quantity a value, is the statement.
LAST_PARAGRAPH = [
    (_GCD, "48 = 2⁴·3, 180 = 2²·3²·5, so gcd = 2²·3 = 12.\n\nGCD = 12\n\nTheir least common multiple is 48·180/12 = 720.", "12", True),
    (_GCD, "48 = 2⁴·3, 180 = 2²·3²·5, so gcd = 2²·3 = 12.\n\nGCD = 12\n\nSo the greatest common divisor is 6.", "12", False),
    (_GCD, "48 = 2⁴·3, 180 = 2²·3²·5.\n\nGCD = 6\n\nTheir least common multiple is 48·180/12 = 720.", "12", False),
    (_GCD, "48 = 2⁴·3, 180 = 2²·3²·5, so gcd = 12.\n\n**Answer:** their least common multiple is 720.", "12", False),
    (_PERIMETER_ZH, "周长 = 2 ×（15 + 8）= 46（厘米）。\n\n答：这个长方形的周长是46厘米。\n\n顺便说一下，它的面积是 15 × 8 = 120 平方厘米，"
                    "不过题目问的是周长。", "46", True),
    (_BOOK, "x · 0.75 = 19.50, x = 26.\n\nThe original price was **$26**.\n\nThe discount itself was $26 − $19.50 = $6.50.", "26", True),
    (_BOOK, "x · 0.75 = 19.50, x = 26.\n\nThe original price was **$26**.\n\nBefore the discount, the book cost $24.38.", "26", False),
    (_HOUSE, "New value: 80,000 × 2.5 = $200,000.\nProfit: 200,000 − 130,000 = $70,000.\n\n**Profit: $70,000**\n\nThe house "
             "was worth $200,000 after the repairs.", "70000", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", LAST_PARAGRAPH)
def test_a_last_paragraph_of_another_quantity_is_no_statement(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid
