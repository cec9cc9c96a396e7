"""After the answer, a number in words that a conclusion gives to the asked quantity ("So each friend gets seven
sweets." after 8) is a second value as digits are, even where the prompt gives that number to another thing ("7
friends"), in every language whose words of conclusion are read ("Así que", "Portanto", "Quindi", "Also", "Donc").
The answer said again in words, and the given number as an operand ("Each of the seven friends gets eight sweets."),
stay paid."""

from __future__ import annotations

import pytest

_SWEETS = "There are 56 sweets shared equally by 7 friends. How many sweets does each friend get?"
_SWEETS_ES = "Hay 56 caramelos repartidos entre 7 amigos. ¿Cuántos caramelos recibe cada amigo?"
_SWEETS_PT = "Há 56 balas divididas entre 7 amigos. Quantas balas recebe cada amigo?"
_SWEETS_IT = "Ci sono 56 caramelle divise tra 7 amici. Quante caramelle riceve ogni amico?"
_SWEETS_DE = "56 Bonbons werden an 7 Freunde verteilt. Wie viele Bonbons bekommt jeder Freund?"
_SWEETS_FR = "Il y a 56 bonbons partagés entre 7 amis. Combien de bonbons chaque ami reçoit-il ?"
_WORK = "56 / 7 = 8.\n\n**Answer: 8**\n\n"

NUMBER_WORDS_AFTER = [
    (_SWEETS, _WORK + "So each friend gets seven sweets.", False),
    (_SWEETS, _WORK + "So that's seven sweets each.", False),
    (_SWEETS, _WORK + "Each friend therefore gets nine sweets.", False),
    (_SWEETS_ES, _WORK + "Así que cada amigo recibe siete caramelos.", False),
    (_SWEETS_ES, _WORK + "Por lo tanto, cada amigo recibe siete caramelos.", False),
    (_SWEETS_PT, _WORK + "Portanto, cada amigo recebe sete balas.", False),
    (_SWEETS_IT, _WORK + "Quindi ogni amico riceve sette caramelle.", False),
    (_SWEETS_DE, _WORK + "Also bekommt jeder Freund sieben Bonbons.", False),
    (_SWEETS_FR, _WORK + "Donc chaque ami reçoit sept bonbons.", False),
    # the answer in words, and the given number as an operand
    (_SWEETS, _WORK + "So each friend gets eight sweets.", True),
    (_SWEETS, _WORK + "Each of the seven friends gets eight sweets.", True),
    (_SWEETS_ES, _WORK + "Así que cada amigo recibe ocho caramelos.", True),
    (_SWEETS_ES, _WORK + "Por lo tanto, cada uno de los siete amigos recibe 8 caramelos.", True),
    (_SWEETS_PT, _WORK + "Portanto, cada amigo recebe oito balas.", True),
    (_SWEETS_DE, _WORK + "Also bekommt jeder Freund acht Bonbons.", True),
]


@pytest.mark.parametrize("prompt,completion,paid", NUMBER_WORDS_AFTER)
def test_a_number_in_words_after_the_answer(math_plugin, prompt, completion, paid):
    assert (math_plugin.explain(prompt, completion, "8")["reason"] == "correct") == paid
