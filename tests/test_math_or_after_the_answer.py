"""A value after a word for "or" that follows the answer offers a second answer: in a bracket of its own, in words, in
the languages read; and the answer's own value offered again in a form the prompt rules out ("(or 2/10)" where lowest
terms are asked). Each with a twin that stays paid: the same value in the form asked, a restatement with no "or"."""

import pytest

from trl_grpo_ext.registry import get_reward

APPLES = ("Tom has 3 apples and buys 2 more. How many apples does he have?", "3 + 2 = 5.\n\n", "5")
LOWEST = ("What is 0.2 written as a fraction in lowest terms?", "$0.2 = \\frac{2}{10} = \\frac{1}{5}$.\n\n", "\\frac{1}{5}")
MIXED = ("Write 7/3 as a mixed number.", "7 ÷ 3 = 2 remainder 1.\n\n", "2\\frac{1}{3}")
PERCENT = ("What is 1/4 as a percent?", "1/4 = 0.25 = 25%.\n\n", "25")

# (task, the text after the working, paid)
CASES = [
    # another value after "or", in a bracket of its own or on the answer's line, in digits or words
    (APPLES, "Final answer: 5\n\n(or 6)", False),
    (APPLES, "Final answer: 5\n\n[or 6]", False),
    (APPLES, "Final answer: 5\n\n(or six)", False),
    (APPLES, "Final answer: 5 (or six)", False),
    (APPLES, "Antwort: 5\n\n(oder 6)", False),
    (APPLES, "Réponse : 5\n\n(ou 6)", False),
    (APPLES, "Respuesta: 5\n\n(o 6)", False),
    (APPLES, "Ответ: 5\n\n(или 6)", False),
    (APPLES, "Final answer: 5\n\n(or 6 if the rotten one counts)", False),
    (APPLES, "Final answer: 5\n\n(or five)", True),
    (APPLES, "Final answer: 5\n\n(or, in words, five)", True),
    (APPLES, "Final answer: 5\n\n(3 + 2)", True),
    (APPLES, "Final answer: 5 (or more precisely, 5 apples)", True),
    # the answer's value after "or" in a form the prompt rules out
    (LOWEST, "Final answer: $\\frac{1}{5}$\n\n(or 2/10)", False),
    (LOWEST, "Final answer: $\\frac{1}{5}$\n\nOr $\\frac{2}{10}$ before simplifying.", False),
    (LOWEST, "Final answer: $\\frac{1}{5}$\n\n(or 0.2)", False),
    (LOWEST, "Final answer: $\\frac{1}{5}$\n\n(or 1/5 in plain text)", True),
    (LOWEST, "Final answer: $\\frac{1}{5}$\n\n(i.e. one fifth)", True),
    (LOWEST, "Final answer: $\\frac{1}{5}$", True),
    (MIXED, "Answer: $2\\frac{1}{3}$\n\n(or 7/3)", False),
    (MIXED, "Answer: $2\\frac{1}{3}$\n\n(or 2 1/3)", True),
    (PERCENT, "Answer: 25%\n\n(or 0.25)", False),
    (PERCENT, "Answer: 25%\n\n(or 25 percent)", True),
]


@pytest.fixture(scope="module")
def reward():
    return get_reward("math_accuracy")


@pytest.mark.parametrize("task, after, paid", CASES)
def test_a_value_after_or_is_a_second_answer(reward, task, after, paid):
    prompt, work, gold = task
    completion = work + after
    assert (reward([prompt], [completion], answer=[gold])[0] >= 0.5) is paid, reward.explain(prompt, completion, gold)
