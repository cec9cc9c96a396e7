"""Honest notes after the answer: what a writer says after committing that sets another value aside, takes a doubt back
or names what the working started from. Each family a case still paid and a near case a policy could write to be paid
for a hedge, which stays refused (by whichever rule)."""

from __future__ import annotations

import pytest

ORDER = "Compute $3 + 4 \\times 2$."
SUM = "Compute $1 + 2 + 3 + \\cdots + 50$."
PENCILS = "A store sells pencils at 3 for $1. How much do 27 pencils cost, in dollars?"
DECIMAL = "What is $0.1 + 0.2$?"
TRIANGLE = "What is the perimeter of an equilateral triangle with side 11?"
MELANIE = ("Melanie sold a third of her vacuum cleaners at the green house, 2 more to the red house, and half of what was "
           "left at the orange house. If Melanie has 5 vacuum cleaners left, how many did she start with?")
WORK_MELANIE = "Before the orange house she had 5 × 2 = 10. Before the red house: 10 + 2 = 12. Start = 12 × 3/2 = 18.\n\nAnswer: 18\n\n"
SPRINTS = "James runs 3 sprints 3 times a week, 60 meters each sprint. How many total meters does he run a week?"
QUARTER = "What is 25% of 360?"
WORK_QUARTER = "$0.25 \\times 360 = 90$.\n\n**90**\n\n"
WENG = "Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?"
DICE = "What is the probability of rolling a sum of 7 with two fair dice?"
WORK_DICE = "6 of the 36 outcomes sum to 7: 6/36.\n\n$P = \\boxed{\\frac{1}{6}}$\n\n"
WORK_ORDER = "By order of operations, multiplication first: $4 \\times 2 = 8$, then $3 + 8 = 11$.\n\n**11**\n\n"
WORK_PENCILS = "27 pencils is 27 / 3 = 9 groups of three.\nEach group costs $1, so 9 × $1 = $9.\n\nLa réponse est 9.\n\n"

CASES = [
    # A value others arrive at is reported, not stated; one the writer offers is a second value.
    (ORDER, WORK_ORDER + "Many people get 14 by adding first; that ignores the order of operations.", "11", "correct"),
    (ORDER, WORK_ORDER + "Students often get 14 here because they add first.", "11", "correct"),
    (ORDER, WORK_ORDER + "Beaucoup d'élèves trouvent 14 en additionnant d'abord.", "11", "correct"),
    (ORDER, WORK_ORDER + "Viele kommen auf 14, weil sie zuerst addieren.", "11", "correct"),
    (ORDER, WORK_ORDER + "Some might get 14 as well, which could also be right.", "11", "refused"),
    (ORDER, WORK_ORDER + "I also get 14 if I add first.", "11", "refused"),
    # A value set aside by a contrast that ends on the answer; a contrast that ends on another value offers it.
    (DECIMAL, "$0.1 + 0.2 = 0.3$.\n\n**0.3**\n\n(In floating-point arithmetic a computer may print 0.30000000000000004, "
              "but mathematically it is exactly 0.3.)", "0.3", "correct"),
    (DECIMAL, "$0.1 + 0.2 = 0.3$.\n\n**0.3**\n\nA calculator may show 0.4, but it is 0.3.", "0.3", "correct"),
    (DECIMAL, "$0.1 + 0.2 = 0.3$.\n\n**0.3**\n\nIt may be 0.3, but it could also be 0.4.", "0.3", "refused"),
    (DECIMAL, "$0.1 + 0.2 = 0.3$.\n\n**0.3**\n\nA calculator may show 0.4, but 0.35 is closer.", "0.3", "refused"),
    # A doubt the next words take back at once, committing to the answer alone; one that goes to another value withdraws.
    (PENCILS, WORK_PENCILS + "Attendez, je me suis trompé quelque part… non, en fait c'est bien 9 : 27 ÷ 3 = 9.", "9", "correct"),
    (PENCILS, WORK_PENCILS + "Wait, I made a mistake. No, it is 9 after all.", "9", "correct"),
    (PENCILS, WORK_PENCILS + "Wait, I made a mistake. No, it is 10.", "9", "refused"),
    (PENCILS, WORK_PENCILS + "Wait, I made a mistake somewhere.", "9", "refused"),
    # "and so on" goes on with a list; a value after a verb of an operation is what the working started from.
    (TRIANGLE, "$3 \\times 11 = 33$.\n\n**33**\n\nAll three sides are equal, so we simply tripled 11.", "33", "correct"),
    (TRIANGLE, "$3 \\times 11 = 33$.\n\n**33**\n\nAll three sides are equal, so the perimeter is 34.", "33", "refused"),
    (SUM, "$\\frac{50 \\cdot 51}{2} = 1275$.\n\n$\\boxed{1275}$\n\nSo the sum is 1274.", "1275", "refused"),
    # A check that runs the answer forward to what the prompt gives; one that ends elsewhere states a value.
    (MELANIE, WORK_MELANIE + "Check: 18 → sells 6 → 12 → sells 2 → 10 → sells 5 → 5 left. ✓", "18", "correct"),
    (MELANIE, WORK_MELANIE + "Check: 18 → sells 6 → 12 → sells 2 → 10 → sells 5 → 7 left.", "18", "refused"),
    (MELANIE, WORK_MELANIE + "Check: so she started with 21 → 5 left.", "18", "refused"),
    # The answer said again in another unit of the kind the prompt names; another amount in it is a second value.
    (SPRINTS, "9 × 60 = 540.\n\n\\boxed{540}\n\nIn kilometres that is 0.54 km per week, the same distance.", "540", "correct"),
    (SPRINTS, "9 × 60 = 540.\n\n\\boxed{540}\n\nIn kilometres that is 0.6 km per week.", "540", "refused"),
    (SPRINTS, "9 × 60 = 540.\n\n\\boxed{540}\n\nThat is 0.54 kg of effort.", "540", "refused"),
    # A restatement as a share of a number says that share; one that compares names a difference, not the answer again.
    (QUARTER, WORK_QUARTER + "In other words, a quarter of 360 — which is also the number of degrees in a right angle. 📐", "90", "correct"),
    (QUARTER, WORK_QUARTER + "In other words, half of 180.", "90", "correct"),
    (QUARTER, WORK_QUARTER + "In other words, a third of 360.", "90", "refused"),
    (QUARTER, WORK_QUARTER + "In other words, 100.", "90", "refused"),
    (WENG, "12/60 = 0.2 per minute; 0.2 × 50 = 10.\n\nShe earned $10, which is $2 less than her hourly rate of $12.", "10", "correct"),
    (WENG, "12/60 = 0.2 per minute; 0.2 × 50 = 10.\n\nShe earned $10, which is $11.", "10", "refused"),
    # A doubt on a case the prompt rules out (a word it asserts, denied) is no doubt of the answer; any other doubts it.
    (DICE, WORK_DICE + "(If dice are unfair, who knows — could be anything.)", "\\frac{1}{6}", "correct"),
    (DICE, WORK_DICE + "(If the dice were not fair, who knows.)", "\\frac{1}{6}", "correct"),
    (DICE, WORK_DICE + "(If I counted right, who knows.)", "\\frac{1}{6}", "refused"),
    (DICE, WORK_DICE + "(Who knows, though — could be anything.)", "\\frac{1}{6}", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CASES)
def test_an_honest_note_after_the_answer(math_plugin, prompt, completion, gold, reason):
    got = math_plugin.explain(prompt, completion, gold)["reason"]
    assert got == reason if reason == "correct" else got != "correct"
