"""Offers to explain more and wishes for what the reader does next, after a right answer, in the languages a policy signs
off in ("Если нужно, могу объяснить подробнее.", "Kdyby něco nebylo jasné, rád vysvětlím.", "Gute Reise!", "Jó utat!",
"ขอให้สนุกกับการทำขนมนะครับ"): read as closings and paid. The same sentence with a word of doubt, another value or a
word of wrongness stays refused, and a wrong answer followed by them is refused as wrong. No word of the table of offers
is a word of doubt, estimate, alternative or wrongness."""

from __future__ import annotations

import re

import pytest

from reward_plugins.math.answer_phrases import (
    ALTERNATIVE_WORDS, APPROXIMATIONS, DOUBTS, DOUBTS_AFTER, OFFERS, compile_words, words)
from reward_plugins.math.withdrawals import MISTAKE, WRONG

MARBLES_CS = "Petr má 3krát více kuliček než Jana. Dohromady mají 52 kuliček. Kolik kuliček má Jana?"
SQUARE_CS = "Jaký je obvod čtverce o straně 9 cm?"
PUPILS_RU = "В классе 32 ученика. Четверть из них — отличники. Сколько отличников в классе?"
SWEETS_FR = "Léa a 24 bonbons et les partage entre 6 amis. Combien de bonbons chaque ami reçoit-il ?"
TRAIN_DE = "Ein Zug fährt um 14:35 Uhr ab und kommt um 17:10 Uhr an. Wie viele Minuten dauert die Fahrt?"
SPEED_HU = "Egy autó 3 óra alatt 240 km-t tesz meg. Mennyi az átlagsebessége km/h-ban?"
TRAIN_EN = "A train leaves at 9:40 and arrives at 13:15. How many minutes does the journey take?"
EGGS_TH = "แม่ซื้อไข่ 3 แผง แผงละ 30 ฟอง ใช้ทำขนมไป 25 ฟอง เหลือไข่กี่ฟอง"
ANGLES_HE = "מהו סכום הזוויות הפנימיות במחומש, במעלות?"
APPLES_ES = "Ana tiene 45 manzanas y regala 17. ¿Cuántas manzanas le quedan?"
AREA_HI = "एक आयत की लंबाई 14 सेमी और चौड़ाई 9 सेमी है। उसका क्षेत्रफल कितना है (वर्ग सेमी में)?"

CS = "Jana má x, Petr 3x. x + 3x = 52, tedy 4x = 52 a x = 13.\n\nOdpověď: Jana má 13 kuliček.\n\n"
CS2 = "o = 4 · 9 = 36 cm\n\nOdpověď: 36 cm\n\n"
RU = "32 : 4 = 8\n\nОтвет: 8 отличников.\n\n"
FR = "24 ÷ 6 = 4\n\nRéponse : 4\n\n"
DE = "Von 14:35 bis 17:35 sind es 180 Minuten; 25 Minuten weniger ergibt 155 Minuten.\n\nAntwort: 155 Minuten\n\n"
HU = "240 : 3 = 80\n\nVálasz: 80 km/h\n\n"
EN = "From 9:40 to 13:40 is 4 hours = 240 minutes; minus 25 minutes gives 215 minutes.\n\nAnswer: 215 minutes\n\n"
TH = "ไข่ทั้งหมด 3 × 30 = 90 ฟอง\nเหลือ 90 − 25 = 65 ฟอง\n\nคำตอบ: 65 ฟอง\n\n"
HE = "סכום הזוויות = (5 − 2) × 180° = 540°\n\nתשובה: 540°\n\n"
ES = "45 − 17 = 28\n\nRespuesta: 28\n\n"
HI = "क्षेत्रफल = 14 × 9 = 126 वर्ग सेमी\n\nउत्तर: 126 वर्ग सेमी\n\n"


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


PAID = [
    (MARBLES_CS, CS + "Kdybyste chtěli, mohu ukázat i grafické řešení.", "13"),
    (SQUARE_CS, CS2 + "Kdyby něco nebylo jasné, rád vysvětlím.", "36"),
    (PUPILS_RU, RU + "Если нужно, могу объяснить подробнее.", "8"),
    (SWEETS_FR, FR + "N'hésitez pas si vous voulez plus de détails !", "4"),
    (SWEETS_FR, FR + "Si vous voulez, je peux expliquer en détail.", "4"),
    (TRAIN_DE, DE + "Gute Reise! 🚄", "155"),
    (TRAIN_DE, DE + "Wenn du möchtest, kann ich es dir genauer erklären.", "155"),
    (SPEED_HU, HU + "Jó utat! 🚗", "80"),
    (SPEED_HU, HU + "Ha szeretnéd, szívesen elmagyarázom részletesebben.", "80"),
    (TRAIN_EN, EN + "Safe travels! 🚆", "215"),
    (TRAIN_EN, EN + "If you want, I can walk through it another way.", "215"),
    (EGGS_TH, TH + "ตรวจสอบ: 65 + 25 = 90 ✓ ขอให้สนุกกับการทำขนมนะครับ 🍰", "65"),
    (EGGS_TH, TH + "ขอให้โชคดีนะครับ", "65"),
    (ANGLES_HE, HE + "אם תרצה, אוכל להסביר למה הנוסחה עובדת.", "540"),
    (APPLES_ES, ES + "Si quieres, puedo explicarlo con más detalle. ¡Buen viaje!", "28"),
    (AREA_HI, HI + "अगर आप चाहें तो मैं विस्तार से समझा सकता हूँ।", "126"),
]


@pytest.mark.parametrize("prompt,completion,gold", PAID)
def test_offers_and_wishes_after_a_right_answer_are_paid(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


REFUSED = [
    (MARBLES_CS, CS + "Kdybyste chtěli, mohu ukázat i grafické řešení. Možná je to ale špatně.", "13"),
    (MARBLES_CS, CS + "Kdybyste chtěli, mohu ukázat i jiné řešení, možná 14.", "13"),
    (SQUARE_CS, CS2 + "Kdyby něco nebylo jasné, rád vysvětlím. Nejsem si jistý.", "36"),
    (PUPILS_RU, RU + "Если нужно, могу объяснить подробнее. Но, возможно, ответ 9.", "8"),
    (PUPILS_RU, RU + "Если нужно, могу объяснить подробнее, но я не уверен.", "8"),
    (PUPILS_RU, RU + "Если нужно, могу объяснить, почему это неверно.", "8"),
    (SWEETS_FR, FR + "N'hésitez pas si vous voulez plus de détails, mais je ne suis pas sûr.", "4"),
    (SWEETS_FR, FR + "Si vous voulez, je peux expliquer pourquoi c'est peut-être 5.", "4"),
    (TRAIN_DE, DE + "Gute Reise! Aber vielleicht sind es 160 Minuten.", "155"),
    (TRAIN_DE, DE + "Gute Reise! Ich bin mir aber nicht sicher.", "155"),
    (SPEED_HU, HU + "Jó utat! De lehet, hogy rossz.", "80"),
    (TRAIN_EN, EN + "Safe travels! But I might be wrong.", "215"),
    (TRAIN_EN, EN + "If you want, I can show why it is probably 220.", "215"),
    (EGGS_TH, TH + "ตรวจสอบ: 65 + 25 = 90 ไม่ถูกต้อง ขอให้สนุกกับการทำขนมนะครับ", "65"),
    (EGGS_TH, TH + "ขอให้โชคดีนะครับ อาจจะผิด", "65"),
    (ANGLES_HE, HE + "אם תרצה, אוכל להסביר למה הנוסחה עובדת. אבל אני לא בטוח.", "540"),
    (ANGLES_HE, HE + "אם תרצה, אוכל להסביר למה התשובה שגויה.", "540"),
    (APPLES_ES, ES + "Si quieres, puedo explicarlo con más detalle, aunque quizás sean 29.", "28"),
    (AREA_HI, HI + "अगर आप चाहें तो मैं विस्तार से समझा सकता हूँ, शायद 130 है।", "126"),
    (AREA_HI, HI + "अगर आप चाहें तो मैं समझा सकता हूँ कि यह गलत क्यों है।", "126"),
    # a wrong answer followed by the same offers and wishes
    (MARBLES_CS, CS.replace("13", "14") + "Kdybyste chtěli, mohu ukázat i grafické řešení.", "13"),
    (PUPILS_RU, RU.replace("8 отл", "9 отл") + "Если нужно, могу объяснить подробнее.", "8"),
    (TRAIN_DE, DE.replace("Antwort: 155", "Antwort: 165") + "Gute Reise! 🚄", "155"),
    (SPEED_HU, HU.replace("Válasz: 80", "Válasz: 85") + "Jó utat! 🚗", "80"),
    (EGGS_TH, TH.replace("คำตอบ: 65", "คำตอบ: 60") + "ขอให้โชคดีนะครับ", "65"),
    (ANGLES_HE, HE.replace("תשובה: 540", "תשובה: 560") + "אם תרצה, אוכל להסביר למה הנוסחה עובדת.", "540"),
]


@pytest.mark.parametrize("prompt,completion,gold", REFUSED)
def test_the_same_offers_doubting_or_after_a_wrong_answer_stay_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"


_AGAINST = {
    "doubt": compile_words(DOUBTS), "doubt after": compile_words(DOUBTS_AFTER), "estimate": compile_words(APPROXIMATIONS),
    "alternative": re.compile(r"(?i)(?<![^\W\d_])(?:" + words(ALTERNATIVE_WORDS) + r")(?![^\W\d_])"),
    "wrongness": WRONG, "mistake": MISTAKE,
}


@pytest.mark.parametrize("language", sorted(OFFERS))
def test_no_word_of_an_offer_doubts_or_withdraws(language):
    found = [(w, kind) for w in OFFERS[language].split() for kind, pattern in _AGAINST.items() if pattern.search(w)]
    assert not found


# A sentence in a script the grader does not read, in a language whose words against an answer are tabled
# (reward_plugins.math.unread_scripts): a related fact or a check holding none of them is paid; the same sentence with a
# negation, a doubt, a word of wrongness, "or" or the answer's noun, or with another value of the asked quantity, is not.
PENTAGON_HE = "מהו סכום הזוויות הפנימיות במחומש, במעלות?"
TRIANGLE_HE = "מהו סכום הזוויות במשולש?"
HYPOTENUSE_TH = "สามเหลี่ยมมุมฉากมีด้านประกอบมุมฉากยาว 6 ซม. และ 8 ซม. ด้านตรงข้ามมุมฉากยาวกี่เซนติเมตร"
SHARE_EL = "Πόσο κάνει $\\frac{3}{5}$ του 45;"
PUPILS_HE = "בכיתה 32 תלמידים. רבע מהם מצטיינים. כמה מצטיינים יש בכיתה?"
REST_EL = "Ένα κουτί έχει 45 μπάλες και τα 3/5 είναι κόκκινες. Πόσες είναι οι υπόλοιπες μπάλες;"
BOYS_MR = "एका वर्गात 42 विद्यार्थी आहेत. त्यापैकी 1/3 मुली आहेत. मुलगे किती आहेत?"

HE_PENTAGON = "סכום הזוויות = (5 − 2) × 180° = 540°\n\nתשובה: 540°\n\n"
HE_TRIANGLE = "180 מעלות.\n\nהתשובה: 180\n\n"
TH_HYPOTENUSE = "ด้านตรงข้ามมุมฉาก = √(6² + 8²) = √100 = 10 ซม.\n\nคำตอบ: 10 เซนติเมตร\n\n"
EL_SHARE = "45 : 5 = 9, 9 × 3 = 27\n\nΑπάντηση: 27\n\n"
HE_PUPILS = "32 : 4 = 8\n\nתשובה: 8\n\n"
EL_REST = "45 · 3/5 = 27, 45 − 27 = 18\n\nΑπάντηση: 18\n\n"
MR_BOYS = "मुली = 42 × 1/3 = 14\nमुलगे = 42 − 14 = 28\n\nउत्तर: 28\n\n"

SAYS_NOTHING_AGAINST = [
    (PENTAGON_HE, HE_PENTAGON + "במחומש משוכלל כל זווית היא 108°. אם תרצה, אוכל להסביר למה הנוסחה עובדת.", "540"),
    (TRIANGLE_HE, HE_TRIANGLE + "זה נכון לכל משולש במישור. בהצלחה!", "180"),
    (AREA_HI, HI + "इसका परिमाप 2(14 + 9) = 46 सेमी होगा। आशा है यह मदद करेगा!", "126"),
    (HYPOTENUSE_TH, TH_HYPOTENUSE + "พื้นที่ของสามเหลี่ยมนี้คือ 24 ตารางเซนติเมตร หวังว่าจะช่วยได้นะคะ 😊", "10"),
    (SHARE_EL, EL_SHARE + "Έλεγχος: 27 είναι το 60% του 45 ✓.", "27"),
    # the rest of the whole, where the question asks no remainder ("τα υπόλοιπα", "נותרו", "बचे", "เหลือ")
    (SHARE_EL, EL_SHARE + "Έλεγχος: 27 είναι το 60% του 45 ✓. Τα υπόλοιπα 2/5 είναι 18.", "27"),
    (PUPILS_HE, HE_PUPILS + "נותרו 24 תלמידים אחרים.", "8"),
    # a closing in a script written without spaces, a run of several words
    (HYPOTENUSE_TH, TH_HYPOTENUSE + "หมายเหตุ: ด้านตรงข้ามมุมฉากยาว 10 ซม. ตามที่คำนวณไว้", "10"),
    (SHARE_EL, "45 : 5 = 9, 9 × 3 = 27\n\nຄຳຕອບ: 27\n\nຫວັງວ່າຈະເປັນປະໂຫຍດ!", "27"),
]


@pytest.mark.parametrize("prompt,completion,gold", SAYS_NOTHING_AGAINST)
def test_a_sentence_in_a_tabled_script_saying_nothing_against_the_answer_is_paid(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


SAYS_SOMETHING_AGAINST = [
    (PENTAGON_HE, HE_PENTAGON + "אבל אני לא בטוח.", "540"),
    (PENTAGON_HE, HE_PENTAGON + "התשובה שגויה.", "540"),
    (PENTAGON_HE, HE_PENTAGON + "ואולי כל זווית היא 108°.", "540"),
    (PENTAGON_HE, HE_PENTAGON + "סכום הזוויות הוא 560°.", "540"),
    (PENTAGON_HE, HE_PENTAGON + "או 560°.", "540"),
    (TRIANGLE_HE, HE_TRIANGLE + "זה לא נכון לכל משולש.", "180"),
    (TRIANGLE_HE, HE_TRIANGLE + "כנראה מאה ושמונים.", "180"),
    (AREA_HI, HI + "यह उत्तर ठीक नहीं है।", "126"),
    (AREA_HI, HI + "इसका परिमाप शायद 46 सेमी होगा, उत्तर भी बदल सकता है।", "126"),
    (AREA_HI, HI + "क्षेत्रफल 130 वर्ग सेमी होगा।", "126"),
    (AREA_HI, HI + "या फिर 130 वर्ग सेमी।", "126"),
    (HYPOTENUSE_TH, TH_HYPOTENUSE + "ด้านตรงข้ามมุมฉากคือ 11 เซนติเมตร", "10"),
    (HYPOTENUSE_TH, TH_HYPOTENUSE + "พื้นที่ของสามเหลี่ยมนี้ไม่ใช่ 24 ตารางเซนติเมตร คำตอบอาจผิด", "10"),
    (HYPOTENUSE_TH, TH_HYPOTENUSE + "ผมไม่แน่ใจนะคะ", "10"),
    (SHARE_EL, EL_SHARE + "Έλεγχος: 27 είναι το 60% του 45, ίσως λάθος.", "27"),
    (SHARE_EL, EL_SHARE + "Δεν είμαι σίγουρος.", "27"),
    # a remainder where the question asks the remainder: a second answer
    (REST_EL, EL_REST + "Τα υπόλοιπα είναι 20.", "18"),
    # another person vouching for it
    (SHARE_EL, EL_SHARE + "Ο καθηγητής μου επιβεβαίωσε ότι είναι σωστό.", "27"),
    (SHARE_EL, EL_SHARE + "*Βεβαιώθηκε από τον καθηγητή μου.*", "27"),
    (PENTAGON_HE, HE_PENTAGON + "המורה שלי אישרה שזה נכון.", "540"),
    (AREA_HI, HI + "मेरे शिक्षक ने इसकी पुष्टि की है।", "126"),
    (HYPOTENUSE_TH, TH_HYPOTENUSE + "ครูยืนยันแล้วว่าถูกต้อง", "10"),
    # Marathi number words are not read: a value in words in Devanagari stays unread
    (BOYS_MR, MR_BOYS + "म्हणजे वर्गात सत्तावीस मुलगे आहेत.", "28"),
    (BOYS_MR, MR_BOYS + "कदाचित 28 मुलगे आहेत.", "28"),
    # a wrong answer followed by the same related facts
    (PENTAGON_HE, HE_PENTAGON.replace("תשובה: 540", "תשובה: 560") + "במחומש משוכלל כל זווית היא 108°.", "540"),
    (AREA_HI, HI.replace("उत्तर: 126", "उत्तर: 128") + "इसका परिमाप 2(14 + 9) = 46 सेमी होगा।", "126"),
    (HYPOTENUSE_TH, TH_HYPOTENUSE.replace("คำตอบ: 10", "คำตอบ: 12") + "พื้นที่ของสามเหลี่ยมนี้คือ 24 ตารางเซนติเมตร", "10"),
]


@pytest.mark.parametrize("prompt,completion,gold", SAYS_SOMETHING_AGAINST)
def test_a_sentence_in_a_tabled_script_doubting_or_giving_another_value_stays_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"
