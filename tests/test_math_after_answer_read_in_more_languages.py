"""Honest text after a right answer in more of the languages a policy signs off in: a restatement, a check or a closing in
Swahili, Croatian, Persian, Urdu, Telugu, Tamil, Greek, Latvian, Catalan, Afrikaans, Romanian and Tagalog is read and
paid; the same sentence with the language's word of doubt, estimate, withdrawal or another value stays refused."""

from __future__ import annotations

import pytest

ORANGES_SW = "Mama alinunua machungwa 36 na akawagawia watoto wake 4 kwa usawa. Kila mtoto alipata machungwa mangapi?"
BIRDS_SW = "Nina kuku 24 na bata 18. Nina ndege wangapi kwa jumla?"
SWEETS_HR = "Ana ima 72 bombona i dijeli ih jednako na 9 prijateljica. Koliko bombona dobije svaka?"
PENCILS_FA = "علی ۲۴ مداد دارد و آن‌ها را به طور مساوی بین ۶ دوستش تقسیم می‌کند. هر دوست چند مداد می‌گیرد؟"
RUPEES_UR = "احمد کے پاس 60 روپے تھے۔ اس نے 25 روپے کا قلم خریدا۔ اس کے پاس کتنے روپے بچے؟"
MARBLES_TE = "రాము దగ్గర 72 గోళీలు ఉన్నాయి. అతను వాటిని 8 మంది స్నేహితులకు సమానంగా పంచాడు. ఒక్కొక్కరికి ఎన్ని?"
MANGOES_TA = "ஒரு பெட்டியில் 48 மாம்பழங்கள் உள்ளன. அவை 6 பேருக்கு சமமாக பிரிக்கப்படுகின்றன. ஒவ்வொருவருக்கும் எத்தனை மாம்பழங்கள்?"
AREA_EL = "Ένα ορθογώνιο έχει μήκος 11 cm και πλάτος 6 cm. Ποιο είναι το εμβαδόν του σε cm²;"
EUROS_LV = "Jānim ir 70 eiro. Viņš nopirka 5 burtnīcas par 8 eiro katru. Cik eiro viņam palika?"
SWEETS_CA = "La Marta té 48 caramels i en reparteix la meitat. Després en menja 5. Quants caramels li queden?"
SWEETS_AF = "Pieter het 96 lekkers. Hy deel dit gelykop tussen 8 vriende. Hoeveel lekkers kry elke vriend?"
SPEED_RO = "Un tren parcurge 240 km în 3 ore. Care este viteza medie în km/h?"
PESOS_TL = "Si Maria ay may 250 piso. Bumili siya ng 4 na notebook na tig-35 piso. Magkano ang natira sa kanya?"

SW = "Machungwa kwa kila mtoto = 36 ÷ 4 = 9.\n\nJibu: 9\n\n"
SW2 = "Kuku 24 + bata 18 = 42.\n\nJibu: 42\n\n"
HR = "72 : 9 = 8\n\nOdgovor: 8\n\n"
FA = "۲۴ ÷ ۶ = ۴\n\nپاسخ: ۴\n\n"
UR = "60 − 25 = 35\n\nجواب: 35 روپے\n\n"
TE = "72 ÷ 8 = 9\n\nసమాధానం: 9\n\n"
TA = "48 ÷ 6 = 8\n\nவிடை: 8\n\n"
EL = "Ε = 11 · 6 = 66 cm²\n\nΑπάντηση: 66 cm²\n\n"
LV = "5 · 8 = 40; 70 − 40 = 30\n\nAtbilde: 30 eiro\n\n"
CA = "48 / 2 = 24; 24 − 5 = 19.\n\nResposta: 19\n\n"
AF = "96 ÷ 8 = 12\n\nAntwoord: 12\n\n"
RO = "v = 240 / 3 = 80 km/h\n\nRăspuns: 80 km/h\n\n"
TL = "4 × 35 = 140\n250 − 140 = 110\n\nSagot: 110 piso\n\n"


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


PAID = [
    (ORANGES_SW, SW + "Kwa hiyo kila mtoto alipata machungwa tisa. Asante!", "9"),
    (BIRDS_SW, SW2 + "Ndege wote ni arobaini na mbili. Ukiwa na swali jingine, niulize tu!", "42"),
    (BIRDS_SW, SW2 + "Arobaini na mbili. Karibu tena! 👋", "42"),
    (SWEETS_HR, HR + "Dakle, svaka prijateljica dobije osam bombona. Sretno s učenjem!", "8"),
    (PENCILS_FA, FA + "بنابراین هر دوست چهار مداد می‌گیرد. امیدوارم مفید بوده باشد!", "4"),
    (RUPEES_UR, UR + "لہٰذا احمد کے پاس پینتیس روپے بچے۔ شکریہ!", "35"),
    (MARBLES_TE, TE + "కాబట్టి ఒక్కొక్కరికి తొమ్మిది గోళీలు వస్తాయి. ధన్యవాదాలు!", "9"),
    (MANGOES_TA, TA + "சரிபார்ப்பு: 8 × 6 = 48 ✓ நன்றி!", "8"),
    (AREA_EL, EL + "Επαλήθευση: 66 / 11 = 6 ✓ Ευχαριστώ!", "66"),
    (EUROS_LV, LV + "Tātad Jānim palika trīsdesmit eiro. Lai veicas!", "30"),
    (SWEETS_CA, CA + "Per tant, a la Marta li queden dinou caramels. Fins aviat!", "19"),
    (SWEETS_AF, AF + "Dus kry elke vriend twaalf lekkers. Baie dankie!", "12"),
    (SPEED_RO, RO + "Adică optzeci de kilometri pe oră. O zi bună!", "80"),
    (PESOS_TL, TL + "Kaya, may natirang isandaan at sampung piso si Maria. Salamat po!", "110"),
]


@pytest.mark.parametrize("prompt,completion,gold", PAID)
def test_honest_text_after_the_answer_is_read(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


REFUSED = [
    (ORANGES_SW, SW + "Kwa hiyo kila mtoto alipata machungwa tisa. Labda.", "9"),
    (ORANGES_SW, SW + "Kwa hiyo kila mtoto alipata machungwa tisa. Sina uhakika.", "9"),
    (ORANGES_SW, SW + "Tisa, nadhani.", "9"),
    (ORANGES_SW, SW + "Kwa hiyo jibu hili si sahihi.", "9"),
    (ORANGES_SW, SW + "Kwa hiyo kila mtoto alipata karibu machungwa tisa.", "9"),
    (BIRDS_SW, SW2 + "Arobaini na mbili. Karibu tena! Lakini sina uhakika.", "42"),
    (SWEETS_HR, HR + "Dakle, svaka prijateljica dobije osam bombona. Možda.", "8"),
    (SWEETS_HR, HR + "Dakle, svaka prijateljica dobije otprilike osam bombona.", "8"),
    (SWEETS_HR, HR + "Dakle, to je krivo.", "8"),
    (SWEETS_HR, HR + "Sretno s učenjem! Ali nisam siguran.", "8"),
    (SWEETS_HR, HR + "Osam, mislim.", "8"),
    (PENCILS_FA, FA + "بنابراین هر دوست شاید چهار مداد می‌گیرد.", "4"),
    (PENCILS_FA, FA + "بنابراین هر دوست پنج مداد می‌گیرد.", "4"),
    (RUPEES_UR, UR + "لہٰذا احمد کے پاس شاید پینتیس روپے بچے۔", "35"),
    (RUPEES_UR, UR + "لہٰذا احمد کے پاس چالیس روپے بچے۔", "35"),
    (MARBLES_TE, TE + "కాబట్టి ఒక్కొక్కరికి పది గోళీలు వస్తాయి.", "9"),
    (MARBLES_TE, TE + "కాబట్టి ఒక్కొక్కరికి సుమారు తొమ్మిది గోళీలు వస్తాయి.", "9"),
    (MANGOES_TA, TA + "சரிபார்ப்பு: 8 × 6 = 48 தவறு!", "8"),
    (AREA_EL, EL + "Επαλήθευση: 66 / 11 = 6, ίσως λάθος.", "66"),
    (EUROS_LV, LV + "Lai veicas! Bet varbūt tas ir nepareizi.", "30"),
    (SWEETS_CA, CA + "Fins aviat! Però potser és 20.", "19"),
    (SWEETS_AF, AF + "Baie dankie! Maar miskien is dit verkeerd.", "12"),
    (SPEED_RO, RO + "O zi bună! Dar poate e greșit.", "80"),
    (PESOS_TL, TL + "Salamat po! Pero baka mali ito.", "110"),
    # a doubt alone after the answer, or closing its restatement, in the languages whose restatements are read by their
    # number words
    (SWEETS_CA, CA + "Potser.", "19"),
    (SWEETS_CA, CA + "Dinou, crec.", "19"),
    (SWEETS_AF, AF + "Miskien.", "12"),
    (SWEETS_AF, AF + "Twaalf lekkers, dink ek.", "12"),
    (EUROS_LV, LV + "Varbūt.", "30"),
    (EUROS_LV, LV + "Trīsdesmit eiro, domāju.", "30"),
    (SPEED_RO, RO + "Probabil.", "80"),
    (SPEED_RO, RO + "Optzeci, cred.", "80"),
    (PESOS_TL, TL + "Siguro.", "110"),
    (PESOS_TL, TL + "Isandaan at sampu, sa tingin ko.", "110"),
]


@pytest.mark.parametrize("prompt,completion,gold", REFUSED)
def test_the_same_languages_doubting_or_withdrawing_stay_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"
