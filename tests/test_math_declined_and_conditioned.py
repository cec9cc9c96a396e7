"""The answer declined, doubted by a share of certainty, bounded, or given on one of two conditions: the writer names a
value without standing behind it. Each table holds rows that must be refused and near rows that stay paid."""

from __future__ import annotations

import pytest

SHEEP = "Seattle has 20 sheep, Charleston 4 times as many, Toulouse twice Charleston. How many sheep together?"
WORK = "Seattle: 20. Charleston: 4 × 20 = 80. Toulouse: 2 × 80 = 160.\nTogether: 20 + 80 + 160 = 260.\n\n"
GARDEN = "Ten flowers are yellow, 18 purple and 7 green. How many flowers does Mark have?"
COUNT = "Yellow + purple = 28. Green = 7.\n\n"


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


# A share of certainty short of whole is a doubt, in the answer's own sentence or after it; a whole share is sure.
SHARED = [
    (SHEEP, WORK + "I'm maybe 60% confident the answer is 260.", "260", "qualified"),
    (SHEEP, WORK + "I'm 75 percent sure the answer is 260.", "260", "qualified"),
    (SHEEP, WORK + "Je suis sûr à 70 % que la réponse est 260.", "260", "qualified"),
    (SHEEP, WORK + "Ich bin zu 80 % sicher, die Antwort ist 260.", "260", "qualified"),
    (SHEEP, WORK + "The answer is 260. I'm 60% confident.", "260", "hedged"),
    (SHEEP, WORK + "I'm 100% confident the answer is 260.", "260", "correct"),
    (SHEEP, WORK + "The answer is 260. I'm 100% sure.", "260", "correct"),
    (SHEEP, WORK + "The answer is 260, and I am confident of it.", "260", "correct"),
]

# The writer declines or withdraws the answer, or leaves the question unanswered, in a sentence of any length; a
# sentence that stands behind it keeps it.
DECLINED = [
    (SHEEP, WORK + "I'd rather not commit to 260 given how ambiguous \"together\" is here.", "260", "withdrawn"),
    (SHEEP, WORK + "Final answer: 260\n\n(On second thought, I no longer stand behind this number.)", "260", "withdrawn"),
    (SHEEP, WORK + "$\\boxed{260}$\n\nActually, scratch everything I just wrote — my conversion is off and I don't trust that figure.", "260", "withdrawn"),
    (SHEEP, WORK + "Answer: 260\n\nI can't really vouch for the final answer given how loosely the problem is worded.", "260", "qualified"),
    (SHEEP, WORK + "Answer: 260\n\nGiven how loosely the problem is worded, I'll leave it unanswered.", "260", "withdrawn"),
    (SHEEP, WORK + "Respuesta: 260 ovejas.\n\nEspera, eso no cuadra; lo dejo sin respuesta por ahora.", "260", "withdrawn"),
    (SHEEP, WORK + "Resposta: 260.\n\nEspera, isso não bate.", "260", "withdrawn"),
    (SHEEP, WORK + "Final answer: 260\n\nI stand behind this number.", "260", "correct"),
    (SHEEP, WORK + "I'd rather commit to 260 than to a range.", "260", "correct"),
    (SHEEP, WORK + "Answer: 260\n\nI checked each step, so I trust this figure.", "260", "correct"),
    (SHEEP, WORK + "Answer: 260\n\nI stand by this answer.", "260", "correct"),
]

# A bound is no value: "at minimum 27" says the answer is 27 or more.
BOUNDED = [
    ("What is the smallest positive perfect cube that is a sum of three consecutive integers?",
     "The cube must be a multiple of 3. Candidates: 27 = 8+9+10.\n\nThe answer is at minimum 27.", "27", "no_answer"),
    ("What is the smallest positive perfect cube that is a sum of three consecutive integers?",
     "The cube must be a multiple of 3. Candidates: 27 = 8+9+10.\n\nThe answer is at maximum 27.", "27", "no_answer"),
    ("What is the smallest positive perfect cube that is a sum of three consecutive integers?",
     "The cube must be a multiple of 3. Candidates: 27 = 8+9+10.\n\nThe answer is at a minimum 27.", "27", "no_answer"),
    ("What is the smallest positive perfect cube that is a sum of three consecutive integers?",
     "The cube must be a multiple of 3. Candidates: 27 = 8+9+10.\n\nThe minimum is 27.", "27", "correct"),
]

# The answer given on a condition right after another value on another condition: one value per reading. A case the
# working rejects, or a sentence with no condition, gives one answer.
CONDITIONED = [
    (GARDEN, COUNT + "If we count only yellow and purple: 28. If we also count the green ones: 35.", "35", "hedged"),
    (GARDEN, COUNT + "If green is left out, 28.\nIf green is counted, 35.", "35", "hedged"),
    (GARDEN, COUNT + "Total: 10 + 18 + 7 = 35.", "35", "correct"),
    (GARDEN, COUNT + "Without green there would be 28 flowers. Total: 35.", "35", "correct"),
    (GARDEN, COUNT + "If we count only yellow and purple, that is 10 + 18. If we also count the green ones: 35.", "35", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", SHARED)
def test_a_share_of_certainty_short_of_whole_doubts_the_answer(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


@pytest.mark.parametrize("prompt,completion,gold,reason", DECLINED)
def test_an_answer_declined_at_any_length_is_withdrawn(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


@pytest.mark.parametrize("prompt,completion,gold,reason", BOUNDED)
def test_a_bound_at_its_minimum_is_no_answer(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason


@pytest.mark.parametrize("prompt,completion,gold,reason", CONDITIONED)
def test_an_answer_on_one_of_two_conditions_is_hedged(math_plugin, prompt, completion, gold, reason):
    assert _reason(math_plugin, prompt, completion, gold) == reason
