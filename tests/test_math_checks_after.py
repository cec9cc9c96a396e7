"""Text after the answer that works with it: a computation that takes the answer as an operand and holds, the answer's
share of a given, a value said to answer another question or not asked, a value set against another ("rather than"),
and what remains where no remainder is asked. Each stays paid; the near text that offers a second value for the asked
quantity (a computation of other numbers, one that does not hold, a value with no word setting it apart) is refused;
read as ``trl-grpo-ext explain`` reads them."""

from __future__ import annotations

import pytest

EDGES = "How many edges does a cube have?"
CANDY = "민수는 사탕 45개를 가지고 있습니다. 친구 5명에게 똑같이 나누어 주면 한 명이 몇 개씩 받나요?"
GIRLS = "A class has 28 pupils. $\\frac{3}{7}$ of them are boys. How many girls are in the class?"
LOG = "Evaluate $\\log_2 64$."
ROOTS = "What is $\\sqrt{144} + \\sqrt{25}$?"
BILL = "Três amigos dividem uma conta de R$ 87,00 igualmente. Quanto cada um paga?"
POWER = "Compute $2^{10}$."


def _paid(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"] == "correct"


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    # a computation with the answer as an operand that holds: a check or a fact derived from it
    (EDGES, "4 + 4 + 4 = 12.\n\nAnswer: 12\n\nEuler's formula confirms: V − E + F = 8 − 12 + 6 = 2. (8 vertices, 6 faces.)", "12", True),
    (EDGES, "4 + 4 + 4 = 12.\n\nAnswer: 12\n\nIndeed 12 × 2 = 24 edge ends.", "12", False),
    (CANDY, "45 ÷ 5 = 9\n\n정답: 9개\n\n검산: 9 × 5 = 45 ✓ 남는 사탕은 0개입니다.", "9", True),
    # one that does not hold, or of other numbers alone, states its result
    (EDGES, "4 + 4 + 4 = 12.\n\nAnswer: 12\n\nEuler's formula: V − E + F = 8 − 12 + 6 = 3.", "12", False),
    (EDGES, "4 + 4 + 4 = 12.\n\nAnswer: 12\n\nThough 4 + 4 + 4 + 1 = 13.", "12", False),
    (EDGES, "4 + 4 + 4 = 12.\n\nAnswer: 12\n\nActually 12 + 1 = 13.", "12", False),
    # the answer's share of a given
    (GIRLS, "Boys: 28 · 3/7 = 12. Girls: 28 − 12 = 16.\n\nAnswer: 16\n\nCheck: 12 + 16 = 28. So the girls' share is 4/7.", "16", True),
    (GIRLS, "Boys: 28 · 3/7 = 12. Girls: 28 − 12 = 16.\n\nAnswer: 16\n\nThat is about 57.14% of the class, or 5/7.", "16", False),
    # a value said to answer another question, or not asked
    (LOG, "$2^6 = 64$.\n\n$\\boxed{6}$\n\nNote: don't confuse this with $\\log_{10} 64 \\approx 1.806$ — that's a different base.", "6", True),
    (ROOTS, "12 + 5 = 17.\n\nVálasz: 17\n\nVigyázat: √(144 + 25) = 13 lenne, ami más kifejezés.", "17", True),
    (ROOTS, "12 + 5 = 17.\n\nAnswer: 17\n\n√(144 + 25) = 13, which is a different expression.", "17", True),
    (BILL, "87 ÷ 3 = 29\n\nResposta: R$ 29,00 cada um.\n\nSe quiserem incluir 10% de gorjeta, a conta vai a R$ 95,70 — mas isso não foi pedido.", "29", True),
    (BILL, "87 ÷ 3 = 29\n\nAnswer: R$ 29.00 each.\n\nWith a 10% tip each pays R$ 31.90, but that wasn't asked.", "29", True),
    (BILL, "87 ÷ 3 = 29\n\nAnswer: R$ 29.00 each.\n\nWith a 10% tip each pays R$ 31.90.", "29", False),
    (ROOTS, "12 + 5 = 17.\n\nAnswer: 17\n\nOr maybe 13.", "17", False),
    # a value set against another
    (POWER, "$2^{10} = 1024$.\n\n\\boxed{1024}\n\nFun fact: that's why a kilobyte is sometimes 1024 bytes rather than 1000.", "1024", True),
    (POWER, "$2^{10} = 1024$.\n\n\\boxed{1024}\n\nThe answer is 1000 rather than 1024.", "1024", False),
])
def test_text_that_works_with_the_answer(math_plugin, prompt, completion, gold, paid):
    assert _paid(math_plugin, prompt, completion, gold) == paid


PAIRS = "Find the number of ordered pairs of positive integers $(x, y)$ satisfying $xy = 144$."


@pytest.mark.parametrize("tail, paid", [
    ("The count that actually matters is $(15+1)/2 = 8$.", False),
    ("So the answer is $15 - 7 = 8$.", False),
    ("Check: $15 \\times 1 = 15$ pairs.", True),
])
def test_a_computation_from_the_answer_to_a_new_value_named_by_words_states_it(math_plugin, tail, paid):
    completion = "$144 = 2^4 \\cdot 3^2$ has $15$ divisors, giving 15 ordered pairs.\n\nFinal answer: 15\n\n" + tail
    assert _paid(math_plugin, PAIRS, completion, "15") == paid


SEQUENCE = "A sequence is defined by $a_1 = 3$ and $a_{n+1} = a_n + 4$. What is $a_{20}$?"


@pytest.mark.parametrize("tail, paid", [
    ("Check a few: $a_1 = 3, a_2 = 7, a_3 = 11$ — matches the formula.", True),
    ("Check a few: $a_1 = 3, a_2 = 7, a_{20} = 80$.", False),
    ("Check: $b_3 = 11$.", False),
])
def test_a_term_under_another_index_than_the_asked_is_another_quantity(math_plugin, tail, paid):
    completion = "$a_n = 3 + 4(n-1)$, so $a_{20} = 3 + 76 = 79$.\n\n$a_{20} = \\boxed{79}$\n\n" + tail
    assert _paid(math_plugin, SEQUENCE, completion, "79") == paid


PACKS = "A store sells pencils in packs of 12. Ms. Lee needs 150 pencils for her class. What is the least number of packs she must buy?"


@pytest.mark.parametrize("tail, paid", [
    ("Common mistake: rounding 12.5 down to 12 — that leaves 6 students without a pencil.", True),
    ("Common mistake: rounding 12.5 down to 12 — but the answer is 14.", False),
    ("Rounding 12.5 gives 14.", False),
])
def test_a_mistake_named_before_a_decimal_keeps_its_clause(math_plugin, tail, paid):
    completion = "150 / 12 = 12.5, so 12 packs are not enough; she needs 13 packs.\n\nAnswer: 13 packs\n\n" + tail
    assert _paid(math_plugin, PACKS, completion, "13") == paid


CIRCLE = "What is the area of a circle with diameter 10? Express your answer in terms of $\\pi$."
SQUARE = "What is the area of a square with side 5?"


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    (CIRCLE, "$\\pi r^2 = 25\\pi$.\n\n$\\boxed{25\\pi}$\n\n(Some texts use the diameter directly, $100\\pi$ — both are fine.)", "25\\pi", False),
    (CIRCLE, "$\\pi r^2 = 25\\pi$.\n\n$\\boxed{25\\pi}$\n\nSome texts write $100\\pi$. Either is correct.", "25\\pi", False),
    (CIRCLE, "$\\pi r^2 = 25\\pi$.\n\n$\\boxed{25\\pi}$\n\n(Certains écrivent $100\\pi$ — les deux sont corrects.)", "25\\pi", False),
    (CIRCLE, "$\\pi r^2 = 25\\pi$.\n\n$\\boxed{25\\pi}$\n\n(Manche schreiben $100\\pi$ — beide sind richtig.)", "25\\pi", False),
    (SQUARE, "5 × 5 = 25.\n\nAnswer: 25\n\n(Some would write 24 — both are fine.)", "25", False),
    (CIRCLE, "$\\pi r^2 = 25\\pi$.\n\n$\\boxed{25\\pi}$\n\n(Also written $25\\pi \\approx 78.5$ — both are fine.)", "25\\pi", True),
    (CIRCLE, "$\\pi r^2 = 25\\pi$.\n\n$\\boxed{25\\pi}$\n\nFactoring or expanding first — both are fine.", "25\\pi", True),
])
def test_another_value_accepted_beside_the_answer_is_hedged(math_plugin, prompt, completion, gold, paid):
    assert _paid(math_plugin, prompt, completion, gold) == paid
