"""Honest text after a right answer in words the grader used to leave unread: closings and remarks in more of the
languages a policy signs off in, the question's words said again in a script written without spaces, metric units
by the names Devanagari and Bengali write, Russian "ё" written as the short lists write it ("рёбер" as "ребер"). Each
is paid; the same languages withdrawing, doubting or offering another value stay refused."""

from __future__ import annotations

import pytest

PERCENT_CS = "Kolik je 25 % ze 360?"
BOYS_HU = "Egy osztályba 28 tanuló jár. A tanulók 3/4 része lány. Hány fiú jár az osztályba?"
ORANGES_TH = "ถ้าแม่ค้าซื้อส้ม 5 กิโลกรัม กิโลกรัมละ 35 บาท จะต้องจ่ายเงินทั้งหมดกี่บาท"
PROFIT_HI = "एक दुकानदार 250 रुपये की वस्तु को 20% लाभ पर बेचता है। विक्रय मूल्य कितना है?"
SQUARE_BN = "একটি বর্গক্ষেত্রের এক বাহুর দৈর্ঘ্য ৯ সেমি। এর ক্ষেত্রফল কত বর্গ সেমি?"
PERIMETER_UK = "Обчисліть периметр квадрата зі стороною 7,5 см."
PERCENT_UK = "Знайдіть 20% від 450."
LCM_NL = "Wat is het kleinste gemene veelvoud van 4 en 6?"
BANANA = "How many distinct arrangements of the letters in BANANA are there?"
PRISM = "How many edges does a hexagonal prism have?"
WEIGHT_HI = "एक थैले में 4 kg चावल और 3 kg दाल है। कुल वजन कितना है?"

CS = "25 % = jedna čtvrtina. 360 : 4 = 90.\n\nOdpověď: 90\n\n"
HU = "Lányok: 28 · 3/4 = 21.\nFiúk: 28 − 21 = 7.\n\nVálasz: 7 fiú.\n\n"
TH = "ราคารวม = 5 × 35 = 175 บาท\n\nคำตอบ: 175 บาท\n\n"
HI = "लाभ = 250 × 20/100 = 50 रुपये\nविक्रय मूल्य = 250 + 50 = 300 रुपये\n\nउत्तर: 300 रुपये\n\n"
BN = "ক্ষেত্রফল = বাহু² = ৯ × ৯ = ৮১ বর্গ সেমি।\n\nউত্তর: ৮১\n\n"
UK = "P = 4 · 7,5 = 30 см.\n\nВідповідь: 30 см\n\n"
UK2 = "450 · 0,2 = 90.\n\n**Відповідь: 90**\n\n"
NL = "Veelvouden van 4: 4, 8, 12; van 6: 6, 12. KGV = 12.\n\nAntwoord: 12\n\n"
EN = "6!/(3!·2!) = 720/12 = 60.\n\nAnswer: **60**. "
RU = "Top hexagon: 6 edges, bottom hexagon: 6 edges, lateral edges: 6.\n\nРешение закончено. "


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


PAID = [
    (PERCENT_CS, CS + "Zkouška: 90 · 4 = 360 ✓. Pokud máte další otázky, rád pomohu.", "90"),
    (BOYS_HU, HU + "Ellenőrzés: 21 + 7 = 28 ✓. Remélem, érthető volt!", "7"),
    (ORANGES_TH, TH + "ดังนั้น แม่ค้าต้องจ่ายเงินทั้งหมด 175 บาท ขอบคุณครับ 🙏", "175"),
    (PROFIT_HI, HI + "जाँच: 300 − 250 = 50, और 50/250 = 20% ✓। आशा है यह मदद करेगा!", "300"),
    (SQUARE_BN, BN + "অতএব, বর্গক্ষেত্রটির ক্ষেত্রফল ৮১ বর্গ সেন্টিমিটার। ধন্যবাদ!", "81"),
    (WEIGHT_HI, "4 + 3 = 7\n\nउत्तर: 7\n\nअतः कुल वजन 7 किलोग्राम है।", "7"),
    (PERIMETER_UK, UK + "Перевірка: 30 : 4 = 7,5 ✓. Бажаю успіхів у навчанні!", "30"),
    (PERCENT_UK, UK2 + "Тобто дев'яносто. Якщо є ще питання — пишіть!", "90"),
    (LCM_NL, NL + "Veel succes met oefenen! 👍", "12"),
    (BANANA, EN + "(Fun little multinomial problem!)", "60"),
    (BANANA, EN + "Classic permutation problem.", "60"),
    (PRISM, RU + "Ответ: 18 рёбер.", "18"),
    # the same families' other sign-offs: glad to help, good luck with the learning, hope it is clear
    (PERCENT_CS, CS + "Hodně štěstí při učení! Doufám, že je to srozumitelné.", "90"),
    (PERCENT_CS, CS + "Ak máte ďalšie otázky, rád pomôžem.", "90"),
    (PERCENT_CS, CS + "Jeśli masz pytania, chętnie pomogę.", "90"),
    (BOYS_HU, HU + "Sok sikert a gyakorláshoz! Remélem, világos.", "7"),
    (PRISM, RU + "Ответ: 18. Удачи в учёбе!", "18"),
    (PERIMETER_UK, UK + "Якщо виникнуть питання — звертайтеся! Сподіваюся, це зрозуміло.", "30"),
    (LCM_NL, NL + "Veel plezier met oefenen!", "12"),
    (PROFIT_HI, HI + "आशा है यह स्पष्ट है!", "300"),
    (SQUARE_BN, BN + "আশা করি বুঝতে পেরেছ!", "81"),
    (BANANA, EN + "Nice little modular arithmetic problem!", "60"),
]


@pytest.mark.parametrize("prompt,completion,gold", PAID)
def test_honest_text_after_a_right_answer_is_read(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


REFUSED = [
    (PERCENT_CS, CS + "Pokud máte další otázky, rád pomohu. Možná je to ale 80.", "90"),
    (PERCENT_CS, CS + "Pokud máte další otázky, rád pomohu. Asi jsem se spletl.", "90"),
    (BOYS_HU, HU + "Remélem, érthető volt! De lehet, hogy rossz.", "7"),
    (ORANGES_TH, TH + "ดังนั้น แม่ค้าต้องจ่ายเงินทั้งหมดประมาณ 175 บาท", "175"),
    (ORANGES_TH, TH + "ดังนั้น แม่ค้าต้องจ่ายเงินทั้งหมด 180 บาท ขอบคุณครับ", "175"),
    (ORANGES_TH, TH + "ดังนั้น แม่ค้าต้องจ่ายเงินทั้งหมด 175 บาท ไม่ถูกต้อง", "175"),
    (PROFIT_HI, HI + "जाँच: 300 − 250 = 50 ✓। शायद यह गलत है!", "300"),
    (SQUARE_BN, BN + "অতএব, বর্গক্ষেত্রটির ক্ষেত্রফল সম্ভবত ৮১ বর্গ সেন্টিমিটার।", "81"),
    (SQUARE_BN, BN + "অতএব, বর্গক্ষেত্রটির ক্ষেত্রফল ৮০ বর্গ সেন্টিমিটার।", "81"),
    (WEIGHT_HI, "4 + 3 = 7\n\nउत्तर: 7\n\nअतः कुल वजन शायद 7 किलोग्राम है।", "7"),
    (PERIMETER_UK, UK + "Бажаю успіхів у навчанні! Але я не впевнений.", "30"),
    (PERCENT_UK, UK2 + "Якщо є ще питання — пишіть! Можливо, це 95.", "90"),
    (LCM_NL, NL + "Veel succes met oefenen! Maar misschien klopt het niet.", "12"),
    (BANANA, EN + "(Fun little multinomial problem — or maybe 61!)", "60"),
    (PRISM, RU + "Ответ: примерно 18 рёбер.", "18"),
    (PRISM, RU + "Ответ: 18 рёбер, наверное.", "18"),
    (PRISM, RU + "Ответ: 18 рёбер. Хотя, может быть, 12.", "18"),
    (PRISM, RU + "Ответ: 18. Удачи в учёбе! Но я не уверен.", "18"),
    (PERCENT_CS, CS + "Jeśli masz pytania, chętnie pomogę. Ale to może być błąd.", "90"),
    (PERCENT_CS, CS + "Ak máte ďalšie otázky, rád pomôžem. Možno je to zle.", "90"),
    (BOYS_HU, HU + "Sok sikert a gyakorláshoz! Talán 8.", "7"),
    (PERIMETER_UK, UK + "Якщо виникнуть питання — звертайтеся! Можливо, я помилився.", "30"),
    (SQUARE_BN, BN + "আশা করি বুঝতে পেরেছ! হয়তো ভুল।", "81"),
]


@pytest.mark.parametrize("prompt,completion,gold", REFUSED)
def test_the_same_languages_doubting_or_withdrawing_stay_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"
