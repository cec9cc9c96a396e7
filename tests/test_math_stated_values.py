"""What names the value and what only surrounds it: an operator's name on the left of '=' ("\\det = -34"), a
constant declared under another letter ("+ K, where K is an arbitrary constant"), the prompt's givens restated
around the answer ("He earns ₹1,25,000 in 5 months.", "so 36 is 45% of 80"). Each case has a twin that must
stay refused."""

import pytest

from trl_grpo_ext.registry import get_reward

EARN = "A tailor earns ₹25,000 per month. How much does he earn in 5 months?"
PERCENT = "What percent of 80 is 36?"
INTEGRAL = "Find the indefinite integral of 3x^2 + 4x."
DECLARED = "$\\int(3x^2+4x)\\,dx = 2x^2 + x^3 + K$, where $K$ is an arbitrary constant."

# (prompt, completion, gold, paid)
OPERATOR_ON_THE_LEFT = [
    ("Compute the determinant.", "**Answer:** $\\det = -34$", "-34", True),
    ("Compute the determinant.", "**Answer:** $\\det = -43$", "-34", False),
    ("Compute the determinant.", "\\boxed{\\det(A) = -34}", "-34", True),
    ("Compute the determinant.", "\\boxed{\\det A = 34}", "-34", False),
    ("Evaluate log base 2 of 8.", "\\boxed{\\log_2 8 = 3}", "3", True),
    ("Evaluate log base 2 of 8.", "\\boxed{\\log_2 8 = 4}", "3", False),
    ("Find P(A).", "\\boxed{P(A) = 0.3}", "0.3", True),
    ("Find P(A).", "\\boxed{P(A) = 0.4}", "0.3", False),
    ("Find E[X].", "\\boxed{E[X] = 3.5}", "3.5", True),
    ("Find E[X].", "\\boxed{E[X] = 3}", "3.5", False),
    ("Find the trace.", "\\boxed{\\operatorname{tr}(A) = 5}", "5", True),
]

CONSTANT_DECLARED = [
    (INTEGRAL, DECLARED, "x^3 + 2x^2 + C", True),
    (INTEGRAL, DECLARED, "x^3 + 3x^2 + C", False),
    (INTEGRAL, "$2x^2 + x^3 + K$", "x^3 + 2x^2 + C", False),  # no letter declared a constant
    (INTEGRAL, "So the answer is $x^3 + 2x^2 + y$, where y is the other variable.", "x^3 + 2x^2 + C", False),
]

GIVENS_RESTATED = [
    (EARN, "25,000 × 5 = 1,25,000\nHe earns ₹1,25,000 in 5 months.", "125000", True),
    (EARN, "25,000 × 5 = 1,25,000\nHe earns ₹1,25,000 in 5 months.", "5", False),
    (EARN, "He earns ₹1,20,000 in 5 months.", "125000", False),
    (EARN, "He earns ₹1,25,000 or 5 months.", "125000", False),  # joined by a word that offers an alternative
    (EARN, "He earns ₹1,25,000 in 6 months.", "125000", False),  # 6 is no given: two values
    (PERCENT, "36/80 = 0.45, so 36 is 45 percent of 80.", "45", True),
    (PERCENT, "36/80 = 0.45, so 36 is 45 percent of 80.", "36", False),
    (PERCENT, "36/80 = 0.45, so 36 is 54 percent of 80.", "45", False),
    (PERCENT, "So 36 is 45% of 90.", "45", False),
]


@pytest.fixture(scope="module")
def reward():
    return get_reward("math_accuracy")


def _paid(reward, prompt, completion, gold):
    return reward([prompt], [completion], answer=[gold])[0] >= 0.5


@pytest.mark.parametrize("prompt,completion,gold,paid", OPERATOR_ON_THE_LEFT)
def test_an_operator_named_left_of_its_value_names_the_value(reward, prompt, completion, gold, paid):
    assert _paid(reward, prompt, completion, gold) is paid, reward.explain(prompt, completion, gold)


@pytest.mark.parametrize("prompt,completion,gold,paid", CONSTANT_DECLARED)
def test_a_constant_declared_under_another_letter_is_the_golds(reward, prompt, completion, gold, paid):
    assert _paid(reward, prompt, completion, gold) is paid, reward.explain(prompt, completion, gold)


@pytest.mark.parametrize("prompt,completion,gold,paid", GIVENS_RESTATED)
def test_the_prompts_givens_restated_around_the_answer_are_no_second_value(reward, prompt, completion, gold, paid):
    assert _paid(reward, prompt, completion, gold) is paid, reward.explain(prompt, completion, gold)


FILM = "电影下午1点30分开始，时长2小时15分钟。电影几点结束？"
# A time's hour belongs to it: a word of estimate right before the hour qualifies the time.
TIME_ESTIMATED = [
    (FILM, "答：电影大约3:45结束。", "3:45", False),
    (FILM, "答：电影约3:45结束。", "3:45", False),
    (FILM, "答：大约3:45。", "3:45", False),
    (FILM, "答：电影3:45结束。", "3:45", True),
    (FILM, "答：电影在3:45结束。", "3:45", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", TIME_ESTIMATED)
def test_an_estimate_word_before_a_times_hour_qualifies_the_time(reward, prompt, completion, gold, paid):
    assert _paid(reward, prompt, completion, gold) is paid, reward.explain(prompt, completion, gold)
