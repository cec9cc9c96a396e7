"""``math_accuracy`` refuses an answer the writer says it is not sure of after giving it, at any length of the sentence
("I'm not fully confident about this one — …", "no estoy nada seguro de esto; mejor no lo tomes como definitivo"), and a
verdict of a check written as a record's key with a word joined to it ('"self_check": "passed"'), in the languages read;
near rows whose clause goes on, that speak of another person or that hold no verdict stay paid.

Cases are (family, prompt, gold, completion, expected); the rules behind them are in docs/MATH.md.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_DIAG = "A rectangle has length 12 cm and width 5 cm. What is the length of its diagonal, in centimeters?"
_WORK = "$d = \\sqrt{144+25} = \\sqrt{169} = 13$.\n\nAnswer: 13 cm\n\n"
_LONG = " — it's possible the diagonal is meant across a face of a box, in which case the picture changes entirely."
_ANCHO = "Un rectángulo tiene un perímetro de 30 cm y un largo de 9 cm. ¿Cuál es su ancho en cm?"
_ES = "30 = 2(9 + a) → a = 6.\n\nRespuesta: 6 cm\n\n"
_PCT = "What is $15\\%$ of $240$?"
_JSON = "$0.15 \\times 240 = 36$.\n\n```json\n"

CASES = [
    # the writer not sure of the answer, one line per language
    ("unsure en", _DIAG, "13", _WORK + "Though honestly I'm not fully confident about this one" + _LONG, False),
    ("unsure en", _DIAG, "13", _WORK + "I can't be sure" + _LONG, False),
    ("unsure es", _ANCHO, "6", _ES + "Mmm, no estoy nada seguro de esto; mejor no lo tomes como definitivo.", False),
    ("unsure es", _ANCHO, "6", _ES + "Mejor no lo tomes como definitivo, porque la figura podría ser otra y el resultado cambiaría bastante.", False),
    ("unsure fr", _DIAG, "13", _WORK + "Je ne suis pas du tout sûr de ça — la diagonale pourrait être celle d'une face d'une boîte, et alors tout change.", False),
    ("unsure de", _DIAG, "13", _WORK + "Ich bin mir gar nicht sicher — vielleicht ist die Diagonale einer Seitenfläche einer Kiste gemeint, dann sieht alles anders aus.", False),
    ("unsure pt", _DIAG, "13", _WORK + "Não tenho muita certeza disso — a diagonal pode ser a de uma face de uma caixa, e aí tudo muda bastante.", False),
    ("unsure it", _DIAG, "13", _WORK + "Non sono affatto sicuro — la diagonale potrebbe essere quella di una faccia di una scatola, e allora cambia tutto.", False),
    ("unsure ru", _DIAG, "13", _WORK + "Я не совсем уверен — возможно, имеется в виду диагональ грани коробки, и тогда всё меняется совершенно.", False),
    # near rows: the clause goes on, another person is unsure, the writer is sure
    ("unsure control", _DIAG, "13", _WORK + "I'm not sure which textbook first used this rectangle, but the theorem of Pythagoras settles the length here.", True),
    ("unsure control", _DIAG, "13", _WORK + "If you're not sure about this, draw the rectangle and its diagonal and apply the theorem of Pythagoras to it.", True),
    ("unsure control", _ANCHO, "6", _ES + "Si no estás seguro, dibuja el rectángulo y comprueba que 2(9 + 6) da el perímetro de 30 cm.", True),
    ("unsure control", _DIAG, "13", _WORK + "I'm completely sure about this one — the diagonal of a rectangle always follows from the theorem of Pythagoras.", True),
    # a check's verdict as a record's key with a word joined to it, in the languages read
    ("record verdict", _PCT, "36", _JSON + '{"final_answer": 36, "self_check": "passed"}\n```', False),
    ("record verdict", _PCT, "36", _JSON + '{"answer": 36, "sanityCheck": "ok"}\n```', False),
    ("record verdict", _PCT, "36", _JSON + '{"answer": 36, "verification_status": "pass"}\n```', False),
    ("record verdict", _PCT, "36", _JSON + '{"respuesta": 36, "verificación": "correcta"}\n```', False),
    ("record verdict", _PCT, "36", _JSON + '{"réponse": 36, "vérification": "réussie"}\n```', False),
    ("record verdict", _PCT, "36", _JSON + '{"Antwort": 36, "Prüfung": "bestanden"}\n```', False),
    ("record verdict control", _PCT, "36", _JSON + '{"final_answer": 36, "method": "percent"}\n```', True),
    ("record verdict control", _PCT, "36", _JSON + '{"final_answer": 36, "unit": "none"}\n```', True),
]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[1] for c in CASES], [c[3] for c in CASES], [c[2] for c in CASES])


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{i}-{c[0]}") for i, c in enumerate(CASES)])
def test_writer_unsure_case(scores, index):
    family, prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) == expected, (family, gold, completion)
