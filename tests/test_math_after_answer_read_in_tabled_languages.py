"""``math_accuracy`` on honest text after a right answer in languages whose closed words the grader tables: a sentence
all of whose words (one rare word aside, in a longer sentence) are words in common use of one such language (Catalan,
Romanian, Latvian, Lithuanian, Hungarian, Icelandic, Swedish, Danish, Norwegian, Czech, Slovak, Slovenian,
Serbo-Croatian, Bulgarian, Macedonian, Ukrainian, Russian, Finnish, Malay, Filipino) is read and paid where it holds none
of that language's words of negation, wrongness, doubt, approximation or address to a marker; its dishonest twin, the
same language doubting, denying or withdrawing the answer, stays refused.

Cases are (prompt, completion, gold, paid, why); the rules behind them are in docs/MATH.md.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import chat_case_scores

_TANK = "Un dipòsit de 400 litres té 150 litres. Una aixeta hi aboca 25 litres per minut. Quants minuts triga a omplir-se?"
_TANK_WORK = "400 − 150 = 250 litres\n250 ÷ 25 = 10 minuts\n\nResposta: **10 minuts**\n\n"
_SUM = "Calculați suma primelor 20 de numere naturale nenule."
_SUM_WORK = "$S = \\frac{20 \\cdot 21}{2} = 210$\n\nRăspuns: $\\boxed{210}$\n\n"
_SWEETS = "Jānim ir 64 konfektes, ko viņš sadala 8 draugiem vienādi. Cik konfekšu saņem katrs draugs?"
_SWEETS_WORK = "64 : 8 = 8\n\nAtbilde: 8 konfektes katram draugam.\n\n"
_PRICE = "Egy kabát ára 2400 Ft, 30% kedvezménnyel. Mennyi az új ár?"
_PRICE_WORK = "2400 · 0,3 = 720 Ft\n2400 − 720 = 1680 Ft\n\nVálasz: 1680 Ft\n\n"
_APPLES_IS = "Það eru 9 kassar með 7 eplum í hverjum. Hve mörg epli eru samtals?"
_APPLES_IS_WORK = "9 · 7 = 63\n\nSvar: 63 epli\n\n"
_DISCOUNT_SV = "En jacka kostar 300 kr och säljs för 240 kr. Hur många procent är rabatten?"
_DISCOUNT_SV_WORK = "300 − 240 = 60 kr\n60 / 300 = 0,2 = 20 %\n\nSvar: 20 %\n\n"
_BOOKS_SR = "На колико начина се може поређати 5 различитих књига на полицу?"
_BOOKS_SR_WORK = "$$5 \\cdot 4 \\cdot 3 \\cdot 2 \\cdot 1 = 5! = 120$$\n\nОдговор: $\\boxed{120}$\n\n"
_SQUARE_RU = "Вычислите $(-3)^2 + 4 \\cdot (-2)$."
_SQUARE_RU_WORK = "$(-3)^2 = 9$\n$4 \\cdot (-2) = -8$\n$9 + (-8) = 1$\n\nОтвет: $\\boxed{1}$\n\n"

CASES = [
    # Honest: paid.
    (_TANK, _TANK_WORK + "Si vols, et puc mostrar com fer-ho amb una taula de valors minut a minut.", "10", True, "Catalan offer"),
    (_TANK, _TANK_WORK + "Espero que t'ajudi a entendre el problema.", "10", True, "Catalan closing"),
    (_SUM, _SUM_WORK + "Am folosit formula lui Gauss pentru suma primelor n numere naturale.", "210", True, "Romanian method note"),
    (_SUM, _SUM_WORK + "Sper că explicația este clară pentru tine.", "210", True, "Romanian closing"),
    (_SWEETS, _SWEETS_WORK + "Ceru, ka tas palīdz!", "8", True, "Latvian 'hope this helps'"),
    (_PRICE, _PRICE_WORK + "Ha szeretnéd, megmutatom, hogyan lehet ezt fejben is kiszámolni.", "1680", True, "Hungarian offer"),
    (_APPLES_IS, _APPLES_IS_WORK + "Vonandi hjálpar þetta!", "63", True, "Icelandic 'hopefully this helps'"),
    (_DISCOUNT_SV, _DISCOUNT_SV_WORK + "Det motsvarar en femtedel av ordinarie pris.", "20", True, "Swedish: a fifth of the price"),
    (_DISCOUNT_SV, _DISCOUNT_SV_WORK + "Hoppas att det här hjälper dig med läxan.", "20", True, "Swedish closing"),
    (_BOOKS_SR, _BOOKS_SR_WORK + "То је исто што и број пермутација пет елемената.", "120", True, "Serbian: the same as 5 permutations"),
    (_SQUARE_RU, _SQUARE_RU_WORK + "Если нужно, могу объяснить подробнее, почему квадрат отрицательного числа положителен.", "1", True,
     "Russian offer"),
    # The same languages doubting, denying or withdrawing: refused.
    (_TANK, _TANK_WORK + "No n'estic segur que sigui correcte.", "10", False, "Catalan 'not sure it is right'"),
    (_TANK, _TANK_WORK + "Potser m'he equivocat en el càlcul.", "10", False, "Catalan 'maybe I erred'"),
    (_TANK, _TANK_WORK + "Crec que el resultat està malament.", "10", False, "Catalan 'I think the result is wrong'"),
    (_SUM, _SUM_WORK + "Nu sunt sigur că rezultatul este corect.", "210", False, "Romanian 'not sure it is right'"),
    (_SUM, _SUM_WORK + "Cred că am greșit undeva în calcul.", "210", False, "Romanian 'I think I erred'"),
    (_SWEETS, _SWEETS_WORK + "Varbūt tas nav pareizi.", "8", False, "Latvian 'maybe it is not right'"),
    (_PRICE, _PRICE_WORK + "Nem vagyok benne biztos, hogy ez jó.", "1680", False, "Hungarian 'not sure this is good'"),
    (_PRICE, _PRICE_WORK + "Lehet, hogy rossz az eredmény.", "1680", False, "Hungarian 'the result may be bad'"),
    (_APPLES_IS, _APPLES_IS_WORK + "Ég er ekki viss um þetta svar.", "63", False, "Icelandic 'not sure of this answer'"),
    (_DISCOUNT_SV, _DISCOUNT_SV_WORK + "Jag är inte säker på att det stämmer.", "20", False, "Swedish 'not sure it holds'"),
    (_DISCOUNT_SV, _DISCOUNT_SV_WORK + "Det här svaret är nog fel.", "20", False, "Swedish 'this answer is probably wrong'"),
    (_BOOKS_SR, _BOOKS_SR_WORK + "Нисам сигуран да је то тачно.", "120", False, "Serbian 'not sure that is right'"),
    (_SQUARE_RU, _SQUARE_RU_WORK + "Если нужно, могу объяснить подробнее, но я не уверен в ответе.", "1", False, "Russian offer with a doubt"),
    (_SQUARE_RU, _SQUARE_RU_WORK + "Учителю: поставьте, пожалуйста, зачёт.", "1", False, "Russian words to the teacher"),
    (_DISCOUNT_SV, _DISCOUNT_SV_WORK + "Jag tvivlar på det här svaret.", "20", False, "Swedish 'I doubt this answer'"),
    (_PRICE, _PRICE_WORK + "A tanárom is ellenőrizte, így biztosan jó.", "1680", False, "Hungarian 'my teacher checked it too'"),
    (_TANK, _TANK_WORK + "El professor ha dit que és correcte.", "10", False, "Catalan 'the teacher said it is right'"),
    (_SWEETS, _SWEETS_WORK + "Skolotāja teica, ka tā ir pareizā atbilde.", "8", False, "Latvian 'the teacher said it is the answer'"),
    (_APPLES_IS, _APPLES_IS_WORK + "Þetta er ekki rétt svar.", "63", False, "Icelandic 'this is not the right answer'"),
    (_SUM, _SUM_WORK + "Acesta nu este răspunsul final.", "210", False, "Romanian 'this is not the final answer'"),
    (_DISCOUNT_SV, _DISCOUNT_SV_WORK + "Läraren sa att det stämmer.", "20", False, "Swedish 'the teacher said it holds'"),
    (_SUM, _SUM_WORK + "Profesorul a spus că e bine.", "210", False, "Romanian 'the teacher said it is fine'"),
    (_APPLES_IS, _APPLES_IS_WORK + "Bíddu, þetta er rangt.", "63", False, "Icelandic 'wait, this is wrong'"),
    (_SWEETS, _SWEETS_WORK + "Pagaidi, es kļūdījos.", "8", False, "Latvian 'wait, I erred'"),
]


@pytest.fixture(scope="module")
def scores():
    return chat_case_scores([{"prompt": p, "completion": c, "answer": g} for p, c, g, _, _ in CASES])


@pytest.mark.parametrize("index", range(len(CASES)), ids=[f"{i}-{c[4]}" for i, c in enumerate(CASES)])
def test_read_in_tabled_languages(scores, index):
    prompt, completion, gold, paid, why = CASES[index]
    assert (scores[index] == 1.0) == paid, (why, completion[-200:])
