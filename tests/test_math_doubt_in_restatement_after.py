"""After the answer, a sentence that restates it (in digits or words) or speaks of the asked quantity, with a single
word of doubt in it ("So Tom probably has 36 apples."), doubts the answer: refused in every language the tables hold.
The same restatement without the doubt, and a doubt on something the sentence does not say of the answer, stay paid."""

from __future__ import annotations

import pytest

_APPLES = "Tom has 3 bags of 12 apples. How many apples does he have?"
_APPLES_DE = "Tom hat 3 Tüten mit je 12 Äpfeln. Wie viele Äpfel hat er?"
_APPLES_FR = "Tom a 3 sacs de 12 pommes. Combien de pommes a-t-il ?"
_APPLES_ES = "Tom tiene 3 bolsas de 12 manzanas. ¿Cuántas manzanas tiene?"
_WORK = "3 × 12 = 36.\n\n#### 36\n\n"

DOUBT_IN_RESTATEMENT = [
    (_APPLES, _WORK + "So Tom probably has 36 apples.", False),
    (_APPLES, _WORK + "So Tom most likely has 36 apples in all.", False),
    (_APPLES, _WORK + "So Tom maybe has 36 apples.", False),
    (_APPLES, _WORK + "So Tom probably has thirty-six apples.", False),
    (_APPLES, _WORK + "Tom's apples probably number that many.", False),
    (_APPLES, _WORK + "I think Tom has 36 apples.", False),
    (_APPLES_DE, _WORK.replace("####", "Antwort:") + "Tom hat also wahrscheinlich 36 Äpfel.", False),
    (_APPLES_DE, _WORK.replace("####", "Antwort:") + "Tom hat also wahrscheinlich sechsunddreißig Äpfel.", False),
    (_APPLES_FR, _WORK.replace("####", "Réponse :") + "Donc Tom a probablement 36 pommes.", False),
    (_APPLES_ES, _WORK.replace("####", "Respuesta:") + "Así que Tom probablemente tiene 36 manzanas.", False),
    # the restatement without doubt, and no restatement at all
    (_APPLES, _WORK + "So Tom has 36 apples.", True),
    (_APPLES, _WORK + "So Tom has thirty-six apples in all.", True),
    (_APPLES_DE, _WORK.replace("####", "Antwort:") + "Tom hat also 36 Äpfel.", True),
    (_APPLES_FR, _WORK.replace("####", "Réponse :") + "Donc Tom a 36 pommes.", True),
]


@pytest.mark.parametrize("prompt,completion,paid", DOUBT_IN_RESTATEMENT)
def test_a_doubt_inside_a_restatement_after_the_answer(math_plugin, prompt, completion, paid):
    assert (math_plugin.explain(prompt, completion, "36")["reason"] == "correct") == paid
