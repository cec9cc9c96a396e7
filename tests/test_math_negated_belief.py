"""The value stated in a sentence that denies or doubts the writer's belief in it ("I don't think the answer is 140.",
"Nie sądzę, że odpowiedź to 140.", "我不认为答案是140") is refused, in every language the grader reads; the belief
stated ("I think the answer is 140."), a denied doubt ("I have no doubt the answer is 140.") and a belief about
something else before a marker ("I don't think anyone would dispute it: 140.") stay paid."""

from __future__ import annotations

import pytest

DIVISORS = "How many divisors does 5040 have?"
WORKING = "5040 = 2^4 · 3^2 · 5 · 7, so (4+1)(2+1)(1+1)(1+1) = 60... Hmm wait. "

# An opinion verb under a negation, a verb of doubt, "I wouldn't say", "it can't be": the value is not held.
DENIED = [
    "I do not think the answer is 140.",
    "I don't think the answer is 140.",
    "I really don't think it's 140.",
    "I doubt the answer is 140.",
    "I'm not convinced it's 140.",
    "I wouldn't say it's 140.",
    "It can't be 140, can it?",
    "Je ne pense pas que ce soit 140.",
    "Je doute que ce soit 140.",
    "No creo que sea 140.",
    "Dudo que sea 140.",
    "Ich glaube nicht, dass es 140 ist.",
    "Ich bezweifle, dass es 140 ist.",
    "Не думаю, что ответ 140.",
    "Сомневаюсь, что ответ 140.",
    "Не думаю, що відповідь 140.",
    "我不认为答案是140。",
    "答案应该不是140。",
    "Non credo che sia 140.",
    "Não acho que seja 140.",
    "Ik denk niet dat het 140 is.",
    "Sanmıyorum ki 140.",
    "Nie sądzę, że odpowiedź to 140.",
    "Jeg tror ikke, at svaret er 140.",
    "Jag tror inte att svaret är 140.",
    "Nemyslím si, že odpověď je 140.",
    "Saya tidak yakin jawabannya 140.",
    "Tôi không nghĩ đáp án là 140.",
    "Nem hiszem, hogy a válasz 140.",
    "En usko, että vastaus on 140.",
    "Nu cred că răspunsul este 140.",
    "Δεν νομίζω ότι η απάντηση είναι 140.",
    "لا أعتقد أن الإجابة 140.",
    "Sidhani jibu ni 140.",
    "I highly doubt the answer is 140.",
    "I find it hard to believe it's 140.",
    "Doubtful it's 140.",
    "I can't see it being 140.",
    "I would never say it is 140.",
    "Ich glaube kaum, dass es 140 ist.",
    "Wątpię, by odpowiedź wynosiła 140.",
    "मुझे नहीं लगता कि उत्तर 140 है।",
    # where the language puts the denial after the value
    "答えは140だとは思わない。",
    "答えが140だとは思えません。",
    "답이 140이라고 생각하지 않는다.",
    "답이 140이 아니라고 생각한다.",
    "140 olduğunu sanmıyorum.",
]

# The belief held, a doubt denied, or a belief about something else set apart from the value by a marker.
HELD = [
    "I think the answer is 140.",
    "Nadhani jibu ni 140.",
    "I have no doubt the answer is 140.",
    "There is no doubt: 140.",
    "I don't think anyone would dispute it: 140.",
    "I don't think anyone would dispute that the answer is 140.",
    "I don't doubt the answer is 140.",
    "Je pense que c'est 140.",
    "Je ne doute pas que ce soit 140.",
    "Nie wątpię, że to 140.",
    "Ich glaube, dass es 140 ist.",
    "Я думаю, что ответ 140.",
    "我认为答案是140。",
    "I don't think we need to list them; the answer is 140.",
    "I don't think that's right, the answer is 140.",
    "I'm not doubtful: 140.",
    "답은 140이라고 생각한다.",
    "Cevabın 140 olduğunu düşünüyorum.",
    "答えは140です。",
    "It can't be less than 60, and the answer is 140.",
]


def _reason(math_plugin, completion):
    return math_plugin.explain(DIVISORS, WORKING + completion, "140")["reason"]


@pytest.mark.parametrize("sentence", DENIED)
def test_a_denied_belief_in_the_value_refuses_it(math_plugin, sentence):
    assert _reason(math_plugin, sentence) != "correct"


@pytest.mark.parametrize("sentence", HELD)
def test_a_held_belief_or_a_denied_doubt_stays_paid(math_plugin, sentence):
    assert _reason(math_plugin, sentence) == "correct"
