"""Withdrawals, doubts, estimates and closings tabled as families across the languages read: the writer erring in the
present or inverted ("je me trompe", "habe ich mich verrechnet"), the answer called erroneous ("ошибочно", "błędny"),
not knowing, "you never know" and "no guarantees"; Finnish doubts and estimates beside the value; closings in Swedish and
Romanian. Each is refused by its table (not by too few common words), and a near sentence, a negation or a closing in
the same words, stays paid; read as ``trl-grpo-ext explain`` reads them."""

from __future__ import annotations

import pytest

from reward_plugins.math.answer_phrases import DOUBTS_AFTER, closing, compile_words
from reward_plugins.math.withdrawals import MISTAKE, WRONG

SQUARE = "Quel est le périmètre d'un carré de côté 7 cm ?"
MINUTE = "Wie viele Sekunden hat eine Minute?"
DIVISION = "Сколько будет $48 : 6 + 2$?"
SQUARES = "Ile wynosi $12^2 - 44$?"
HOUR = "Quanti secondi ci sono in un'ora?"
CHAIRS = "Em uma sala há 7 fileiras com 8 cadeiras cada. Quantas cadeiras há?"
TIMES = "¿Cuánto es 7 por 8?"
EARNS = "Janet tienaa 2 dollaria jokaisesta 9 munasta. Paljonko hän tienaa päivässä?"
CLIPS = "Natalia sold 48 clips in April and half as many in May. How many clips did she sell altogether?"

_DOUBT_AFTER = compile_words(DOUBTS_AFTER)


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


# The same idea in each language read: the writer says they erred (now or inverted), or calls the answer erroneous.
ERRED = [
    "Comme d'habitude, je me trompe.", "Me equivoco a menudo.", "Acho que me engano.", "Estou enganado.",
    "Forse mi sbaglio.", "Hier habe ich mich verrechnet.", "Wie peinlich, verrechnet.", "Ich irre mich.",
    "Я ошибаюсь.", "Chyba mylę się.", "Nie mam racji.", "Я был неправ.", "Это было ошибочно.", "Wynik jest błędny.",
    "Le résultat est erroné.", "El resultado es erróneo.", "Il risultato è errato.", "Das Ergebnis ist fehlerhaft.",
    "The result is erroneous.", "Het antwoord is foutief.",
]
NOT_ERRED = [
    "Je ne me trompe pas.", "No me equivoco.", "Non mi sbaglio.", "Ich habe mich nicht verrechnet.", "Я не ошибаюсь.",
    "Nie mylę się.", "Comme les panneaux STOP !",
]


@pytest.mark.parametrize("sentence", ERRED)
def test_the_writer_erring_or_the_answer_called_erroneous_is_tabled(sentence):
    assert WRONG.search(sentence) or MISTAKE.search(sentence)


@pytest.mark.parametrize("sentence", NOT_ERRED)
def test_a_negated_error_is_no_withdrawal(sentence):
    assert not (WRONG.search(sentence) or MISTAKE.search(sentence))


DOUBTED = [
    "Mais je doute.", "Je ne sais pas.", "On ne sait jamais.", "Sans garantie.", "Ich bezweifle das.",
    "Das weiß ich nicht genau.", "Man weiß nie.", "Ohne Garantie.", "Das könnte nicht stimmen.", "Lo dudo.",
    "No lo sé.", "Nunca se sabe.", "Sin garantías.", "Duvido.", "Não sei.", "Sem garantia.", "Dubito.", "Non lo so.",
    "Non si sa mai.", "Senza garanzie.", "Сомневаюсь.", "Не знаю.", "Кто знает.", "Wątpię.", "Nie wiem.",
    "Nigdy nie wiadomo.", "I doubt it.", "You never know.", "I don't know.",
]


@pytest.mark.parametrize("sentence", DOUBTED)
def test_doubt_not_knowing_and_no_guarantee_are_tabled(sentence):
    assert _DOUBT_AFTER.search(sentence)


# After the answer: refused by the tables; the same languages' honest closings, now read, stay paid.
REFUSED = [
    (SQUARE, "$4 \\times 7 = 28$ cm.\n\n**Réponse : 28 cm**\n\nComme d'habitude, je me trompe.", "28"),
    (SQUARE, "$4 \\times 7 = 28$ cm.\n\n**Réponse : 28 cm**\n\nBonne question, mais je doute.", "28"),
    (MINUTE, "Eine Minute hat **60** Sekunden.\n\nMan weiß nie.", "60"),
    (MINUTE, "Eine Minute hat **60** Sekunden.\n\nHabe ich mich verrechnet?", "60"),
    (DIVISION, "$48 : 6 = 8$, $8 + 2 = 10$.\n\nОтвет: 10. Это было ошибочно.", "10"),
    (DIVISION, "$48 : 6 = 8$, $8 + 2 = 10$.\n\nОтвет: 10.\n\nЯ был неправ.", "10"),
    (SQUARES, "$144 - 44 = 100$.\n\nOdpowiedź: 100\n\nWynik jest błędny.", "100"),
    (HOUR, "$60 \\times 60 = 3600$.\n\n**Risposta: 3600 secondi**\n\nSenza garanzie.", "3600"),
    (EARNS, "9 × 2 = 18.\n\nVastaus: Janet tienaa noin 18 dollaria päivässä.", "18"),
    (EARNS, "9 × 2 = 18.\n\nVastaus: Janet tienaa luultavasti 18 dollaria päivässä.", "18"),
]


@pytest.mark.parametrize("prompt,completion,gold", REFUSED)
def test_a_tabled_withdrawal_or_doubt_is_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"


PAID = [
    (SQUARE, "$4 \\times 7 = 28$ cm.\n\n**Réponse : 28 cm**\n\n(Comme les panneaux STOP !)", "28"),
    (SQUARE, "$4 \\times 7 = 28$ cm.\n\n**Réponse : 28 cm**\n\nBonne journée !", "28"),
    (MINUTE, "Eine Minute hat **60** Sekunden.\n\nDas weiß man einfach. 😉", "60"),
    (EARNS, "9 × 2 = 18.\n\nVastaus: Janet tienaa 18 dollaria päivässä.", "18"),
    (CLIPS, "48 + 24 = 72.\n\n**Svar: 72**\n\nLycka till med matten!", "72"),
    (CLIPS, "48 + 24 = 72.\n\n**Răspuns: 72**\n\nSper că explicația v-a fost de folos!", "72"),
]


@pytest.mark.parametrize("prompt,completion,gold", PAID)
def test_an_honest_closing_or_plain_answer_stays_paid(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


@pytest.mark.parametrize("sentence", ["Lycka till med matten!", "Sper că explicația v-a fost de folos!"])
def test_closings_in_swedish_and_romanian(sentence):
    assert closing(sentence)


CUBE = "What is $6^3$?"
# "That's the <quantity>" after the answer says the value was another quantity; a general fact about the value, the
# quantity "of a" thing, only says what the value is.
THAT_IS_THE = [
    ("$6^3 = 216$.\n\n$\\boxed{216}$\n\nThat's the volume of a cube with side 6.", "correct"),
    ("$6^3 = 216$.\n\n$\\boxed{216}$\n\nThis is the volume of any cube of side 6, in cubic units.", "correct"),
    ("$6^3 = 216$.\n\n$\\boxed{216}$\n\nWait, that's the width. The answer is 18.", "wrong"),
    ("$6^3 = 216$.\n\n$\\boxed{216}$\n\nThat's the volume of the box, not the side: 6.", "wrong"),
]


@pytest.mark.parametrize("completion,reason", THAT_IS_THE)
def test_a_general_fact_about_the_value_is_no_retraction(math_plugin, completion, reason):
    assert _reason(math_plugin, CUBE, completion, "216") == reason


WENG = "Weng earns $12 an hour. She did 50 minutes. How much did she earn?"
# A confidence given a low or middling level after the answer doubts it, in the languages read; certainty does not.
CONFIDENCE_LEVELS = [
    ("Confidence: low", "qualified"), ("Confidence level: medium", "qualified"), ("Confidence: moderate", "qualified"),
    ("Confiance : moyenne", "qualified"), ("Sicherheit: gering", "qualified"), ("Confianza: baja", "qualified"),
    ("Уверенность: низкая", "qualified"), ("Confidence: certain", "correct"),
]


@pytest.mark.parametrize("said,reason", CONFIDENCE_LEVELS)
def test_a_low_or_middling_confidence_doubts_the_answer(math_plugin, said, reason):
    assert _reason(math_plugin, WENG, "0.2 × 50 = 10.\n\nAnswer: $10. " + said, "10") == reason
