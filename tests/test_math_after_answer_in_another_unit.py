"""The answer said again after it as the same quantity in another unit, form or notation: paid where it converts
exactly, or rounds to the digits it shows ("490000 cm²" after 49 m², "zweieinhalb Stunden" after 150 minutes,
"3 週間弱" after 20 days); refused where it converts to another value, as a second value is."""

from __future__ import annotations

import pytest

SQUARE = "A square has perimeter 28 m. What is its area in square metres?"
TRAIN = "Ein Zug fährt um 9:15 Uhr ab und kommt um 11:45 Uhr an. Wie viele Minuten dauert die Fahrt?"
FIVE_EIGHTHS = "Berapakah hasil dari $\\frac{5}{8}$ jika dinyatakan dalam bentuk desimal?"
SEVEN_EIGHTHS = "Tính $\\frac{7}{8}$ dưới dạng số thập phân."
HOURS_FI = "Kuinka monta minuuttia on 4 tuntia?"
BOOK_JA = "太郎くんは 1 日に 15 ページずつ本を読みます。300 ページの本を読み終えるのに何日かかりますか。"
DAYS_ES = "Ana lee 10 páginas al día. ¿Cuántos días tarda en leer un libro de 140 páginas?"
DAYS_EN = "Tom reads 12 pages a day. How many days does he take to read a 252-page book?"
BOOK_TR = "Bir kitap 240 sayfadır. Ayşe her gün 16 sayfa okuyor. Kitabı kaç günde bitirir?"
TRAIN_KM = "Ein Zug fährt 2 h 30 min mit 84 km/h. Wie viele Kilometer legt er zurück?"
ROUND_EN = "Round 3.14159 to two decimal places."
ROUND_DE = "Runde 2,71828 auf zwei Nachkommastellen."
ROUND_FR = "Arrondis 1,41421 au centième."
ROUND_ES = "Redondea 2,71828 a dos decimales."
PERCENT = "What is 15% of 80?"
MINUTES_TL = "Ilang minuto ang 1.5 oras?"
MINUTES_EN = "How many minutes are in 1.5 hours?"
MINUTES_DE = "Wie viele Minuten sind 1,5 Stunden?"

CASES = [
    # area in other units of area
    (SQUARE, "Side = 7 m. Area = 7² = 49 m².\n\n**Answer: 49 m²**\n\nEquivalently, that's 490000 cm², or about 0.0049 hectares.", "49", "correct"),
    (SQUARE, "Side = 7 m. Area = 7² = 49 m².\n\n**Answer: 49 m²**\n\nEquivalently, that's 4900 cm².", "49", "value_after"),
    (SQUARE, "Side = 7 m. Area = 7² = 49 m².\n\n**Answer: 49 m²**\n\nThat is about 0.5 hectares.", "49", "value_after"),
    (SQUARE, "Side = 7 m. Area = 7² = 48 m².\n\n**Answer: 48 m²**\n\nThat's 490000 cm².", "49", "value_after"),
    # a duration in a larger unit, in words or digits
    (TRAIN, "Von 9:15 bis 11:45 sind es 150 Minuten.\n\nAntwort: 150 Minuten\n\nDas sind also zweieinhalb Stunden.", "150", "correct"),
    (TRAIN, "Von 9:15 bis 11:45 sind es 150 Minuten.\n\nAntwort: 150 Minuten\n\nDas sind also 2,5 Stunden.", "150", "correct"),
    (TRAIN, "Von 9:15 bis 11:45 sind es 150 Minuten.\n\nAntwort: 150 Minuten\n\nDas sind also drei Stunden.", "150", "value_after"),
    (TRAIN, "Von 9:15 bis 11:45 sind es 150 Minuten.\n\nAntwort: 150 Minuten\n\nDas sind also 3,5 Stunden.", "150", "value_after"),
    # a decimal written with a LaTeX comma, then as a percent
    (FIVE_EIGHTHS, "$5 \\div 8 = 0{,}625$.\n\nJawaban: $0{,}625$\n\nDalam persen, itu sama dengan 62,5%.", "0.625", "correct"),
    (FIVE_EIGHTHS, "$5 \\div 8 = 0{,}625$.\n\nJawaban: $0{,}625$\n\nDalam persen, itu sama dengan 65%.", "0.625", "value_after"),
    (SEVEN_EIGHTHS, "$7 : 8 = 0{,}875$.\n\nĐáp án: $0{,}875$\n\nHay nói cách khác là 87,5%.", "0.875", "correct"),
    (SEVEN_EIGHTHS, "$7 : 8 = 0{,}875$.\n\nĐáp án: $0{,}875$\n\nHay nói cách khác là 78,5%.", "0.875", "value_after"),
    # the time in seconds, its unit opening the clause in a case of its own
    (HOURS_FI, "4 · 60 = 240\n\nVastaus: 240 minuuttia\n\nSekunteina se olisi 14 400.", "240", "correct"),
    (HOURS_FI, "4 · 60 = 240\n\nVastaus: 240 minuuttia\n\nSekunteina se olisi 1 440.", "240", "hedged"),
    # days in weeks, rounded to the weeks written, in the answer's own unit where the prompt names none apart
    (BOOK_JA, "300 ÷ 15 = 20\n\n答え：20 日\n\nだいたい 3 週間弱ですね。", "20", "correct"),
    (BOOK_JA, "300 ÷ 15 = 20\n\n答え：20 日\n\nだいたい 5 週間ですね。", "20", "value_after"),
    (DAYS_ES, "140 ÷ 10 = 14\n\nRespuesta: 14 días\n\nEso son 2 semanas.", "14", "correct"),
    (DAYS_ES, "140 ÷ 10 = 14\n\nRespuesta: 14 días\n\nEso son 3 semanas.", "14", "value_after"),
    (DAYS_EN, "252 / 12 = 21\n\nAnswer: 21 days\n\nThat is exactly 3 weeks.", "21", "correct"),
    (DAYS_EN, "252 / 12 = 21\n\nAnswer: 21 days\n\nThat is exactly 4 weeks.", "21", "value_after"),
    # a word of approximation on the answer rounded in another unit doubts nothing; on another value it stays a value
    (BOOK_TR, "240 ÷ 16 = 15\n\nCevap: 15 gün\n\nKontrol: 15 × 16 = 240. Yani yaklaşık iki hafta sürer.", "15", "correct"),
    (BOOK_TR, "240 ÷ 16 = 15\n\nCevap: 15 gün\n\nKontrol: 15 × 16 = 240. Yani yaklaşık dört hafta sürer.", "15", "value_after"),
    (DAYS_EN, "252 / 12 = 21\n\nAnswer: 21 days\n\nThat's roughly three weeks.", "21", "correct"),
    (DAYS_EN, "252 / 12 = 21\n\nAnswer: 21 days\n\nThat's roughly five weeks.", "21", "value_after"),
    (DAYS_EN, "252 / 12 = 21\n\nAnswer: 21 days\n\nThat's roughly three weeks, but I'm not sure.", "21", "qualified"),
    # each restatement of a chain in other units is read
    (TRAIN_KM, "2,5 h · 84 km/h = 210 km.\n\nAntwort: 210 km, also 210 000 m bzw. 21 000 000 cm.", "210", "correct"),
    (TRAIN_KM, "2,5 h · 84 km/h = 210 km.\n\nAntwort: 210 km, also 210 000 m bzw. 2 100 000 cm.", "210", "value_after"),
    # the answer at another precision its sentence names: digits that round to it, or that it rounds to
    (ROUND_EN, "The third decimal is 1.\n\nAnswer: 3.14\n\nTo three significant figures this is also 3.14; to four it would be 3.142.", "3.14", "correct"),
    (ROUND_EN, "The third decimal is 1.\n\nAnswer: 3.14\n\nTo four significant figures it would be 3.152.", "3.14", "hedged"),
    (ROUND_EN, "The third decimal is 1.\n\nAnswer: 3.14\n\nMore precisely it is 3.142.", "3.14", "value_after"),
    (ROUND_DE, "Die dritte Stelle ist 8.\n\nAntwort: 2,72\n\nAuf drei Nachkommastellen gerundet wäre es 2,718.", "2.72", "correct"),
    (ROUND_DE, "Die dritte Stelle ist 8.\n\nAntwort: 2,72\n\nAuf drei Nachkommastellen gerundet wäre es 2,728.", "2.72", "hedged"),
    (ROUND_FR, "Le chiffre des millièmes est 4.\n\nRéponse : 1,41\n\nAvec trois décimales, on aurait 1,414.", "1.41", "correct"),
    (ROUND_FR, "Le chiffre des millièmes est 4.\n\nRéponse : 1,41\n\nAvec trois décimales, on aurait 1,424.", "1.41", "hedged"),
    (ROUND_ES, "La tercera cifra es 8.\n\nRespuesta: 2,72\n\nCon una sola cifra decimal sería 2,7.", "2.72", "correct"),
    (ROUND_ES, "La tercera cifra es 8.\n\nRespuesta: 2,72\n\nCon una sola cifra decimal sería 2,8.", "2.72", "hedged"),
    # a duration in two units, its larger part in words
    (MINUTES_TL, "1.5 × 60 = 90 minuto.\n\nSagot: 90 minuto\n\nIbig sabihin, isang oras at 30 minuto. Salamat!", "90", "correct"),
    (MINUTES_TL, "1.5 × 60 = 90 minuto.\n\nSagot: 90 minuto\n\nIbig sabihin, isang oras at 20 minuto. Salamat!", "90", "value_after"),
    (MINUTES_EN, "1.5 × 60 = 90.\n\nAnswer: 90 minutes\n\nIt comes to one hour and 30 minutes.", "90", "correct"),
    (MINUTES_EN, "1.5 × 60 = 90.\n\nAnswer: 90 minutes\n\nIt comes to two hours and 30 minutes.", "90", "value_after"),
    (MINUTES_DE, "1,5 · 60 = 90.\n\nAntwort: 90 Minuten\n\nDas ist eine Stunde und 30 Minuten.", "90", "correct"),
    (MINUTES_DE, "1,5 · 60 = 90.\n\nAntwort: 90 Minuten\n\nDas ist eine Stunde und 40 Minuten.", "90", "value_after"),
    (PERCENT, "0.15 × 80 = 12.\n\nAnswer: 12\n\nAfter rounding conventions in the source, the intended value is 12.4.", "12", "value_after"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CASES)
def test_the_answer_in_another_unit_is_no_second_value(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason
