"""Numbers as a language or locale writes them are read as the reader reads them, and the same spelling of
another value stays refused: a sign or "below zero" said in words before the digits, a Korean native numeral
before its counter, a currency's code after the amount, a day of the week and a month in Arabic, Persian, Hebrew, Hindi, Greek and Thai, a CJK date
whatever word follows it, and a Roman numeral
stated as the value (never a letter alone, a name inside a sentence, or capitals the prompt names)."""

from __future__ import annotations

import pytest

from reward_plugins.math.calendar_words import last_calendar
from reward_plugins.math.number_words import signs_in_words
from reward_plugins.math.roman import roman_numerals, roman_value
from reward_plugins.math.scale_words import read_scales

CHILL = "Morning was 3 °C and it fell by 8 degrees. What is the temperature now?"
CANDY = "한 봉지에 귤이 8개씩 4봉지 있습니다. 귤은 모두 몇 개입니까?"
DAY = "If today is Tuesday, what day is it 10 days from now?"
DATE = "March 31 is a Friday. What date is two days later?"
TRENO = "Il treno parte alle 14:35 e il viaggio dura 1 ora e 50 minuti. A che ora arriva?"
KERETA = "Kereta berangkat pukul 14.35 dan perjalanan 1 jam 50 menit. Pukul berapa tiba?"
LCM = "What is the least common multiple of 14 and 21? Please reason step by step."

# (prompt, completion, gold, paid)
JUDGED = [
    # a sign or "below zero" said before the digits
    (CHILL, "3 − 8 = −5\n答：晚上气温是零下5摄氏度。", "-5", True),
    (CHILL, "8 − 3 = 5\n答：晚上气温是5摄氏度。", "-5", False),
    (CHILL, "3 − 8 = −5\n答：晚上气温是零下6摄氏度。", "-5", False),
    (CHILL, "−12 + 7 = −5\nОтвет: минус 5 °C.", "-5", True),
    (CHILL, "−12 + 7 = −5\nОтвет: минус 4 °C.", "-5", False),
    (CHILL, "Ответ: минус пять градусов.", "-5", True),
    (CHILL, "3 − 8 = −5\n答：晚上气温是零下五摄氏度。", "-5", True),
    (CHILL, "3 − 8 = −5\n答：晚上气温是零下六摄氏度。", "-5", False),
    (CHILL, "答：气温是负五度。", "-5", True),
    (CHILL, "答：气温是五度。", "-5", False),
    (CHILL, "Ответ: минус шесть градусов.", "-5", False),
    (CHILL, "Antwort: minus fünf Grad.", "-5", True),
    (CHILL, "Cevap: eksi 5 derece.", "-5", True),
    (CHILL, "Cevap: sıfırın altında 5 derece.", "-5", True),
    (CHILL, "Cevap: sıfırın altında 4 derece.", "-5", False),
    (CHILL, "4 − 9 = −5\n정답: 영하 5도", "-5", True),
    (CHILL, "9 − 4 = 5\n정답: 영상 5도", "-5", False),  # 영상: above zero
    (CHILL, "Réponse : il fait moins 5 degrés.", "-5", True),
    (CHILL, "Réponse : au moins 5 degrés.", "-5", False),  # "at least", no sign
    (CHILL, "Respuesta: menos 5 grados.", "-5", True),
    (CHILL, "Respuesta: al menos 5 grados.", "-5", False),
    (CHILL, "So the temperature is 10 minus 5 degrees.", "-5", False),  # a subtraction, no sign
    # a copula after the value is no scale word ("है", is, starts like "ह", thousand)
    ("एक दुकान में 80 किताबें थीं। 15 बिक गईं। कितनी बचीं?", "80 − 15 = 65\nसही उत्तर 65 है।", "65", True),
    ("एक दुकान में 80 किताबें थीं। 15 बिक गईं। कितनी बचीं?", "80 − 15 = 65\nसही उत्तर 65 है।", "65000", False),
    ("एक दुकान में 80 किताबें थीं। 15 बिक गईं। कितनी बचीं?", "80 − 15 = 65\nसही उत्तर 66 है।", "65", False),
    # a currency's code or abbreviation after the amount is its unit: paid in the prompt's currency, wrong in another
    ("En penna kostar 5 kr. Vad kostar 4 pennor?", "4 × 5 = 20\nSvar: 20 kr", "20", True),
    ("En penna kostar 5 kr. Vad kostar 4 pennor?", "4 × 5 = 20\nSvar: 21 kr", "20", False),
    ("A pen costs $5. How much do 4 pens cost?", "4 × 5 = 20\nAnswer: 20 kr", "20", False),
    ("Pero stojí 5 Kč. Kolik stojí 4 pera?", "4 × 5 = 20\nOdpověď: 20 Kč", "20", True),
    ("Pero stojí 5 Kč. Kolik stojí 4 pera?", "4 × 5 = 20\nOdpověď: 20 €", "20", False),
    ("A pen costs ₺5. How much do 4 pens cost?", "4 × 5 = 20\nAnswer: ₩20", "20", False),
    # a time with a dot after a word for "at" a time, in the prompt's language
    (TRENO, "Risposta: arriva alle 16.25.", "16:25", True),
    (TRENO, "Risposta: arriva alle 16.26.", "16:25", False),
    (KERETA, "Jawaban: pukul 16.25", "16:25", True),
    (KERETA, "Jawaban: pukul 4.25 sore", "16:25", True),
    (KERETA, "Jawaban: pukul 4.25 pagi", "16:25", False),
    # a Korean native numeral before its counter
    (CANDY, "8 × 4 = 32\n정답은 서른두 개입니다.", "32", True),
    (CANDY, "8 × 4 = 32\n정답은 스물여덟 개입니다.", "32", False),
    (CANDY, "8 × 4 = 32\n정답은 서른세 개입니다.", "32", False),
    # a day of the week in more scripts
    (DAY, "بعد 7 أيام يكون الثلاثاء مرة أخرى، ثم 3 أيام أخرى.\nالإجابة: الجمعة", "\\text{Friday}", True),
    (DAY, "بعد 7 أيام يكون الثلاثاء مرة أخرى، ثم 3 أيام أخرى.\nالإجابة: الخميس", "\\text{Friday}", False),
    (DAY, "الإجابة: الجمعة أو السبت", "\\text{Friday}", False),
    (DAY, "پاسخ: جمعه", "\\text{Friday}", True),
    (DAY, "Ответ: в пятницу", "\\text{Friday}", True),
    (DAY, "Ответ: в четверг", "\\text{Friday}", False),
    (DAY, "Відповідь: у п'ятницю", "\\text{Friday}", True),
    (DAY, "Válasz: pénteken", "\\text{Friday}", True),
    (DAY, "Válasz: csütörtökön", "\\text{Friday}", False),
    (DAY, "Odpowiedź: w środę", "\\text{Wednesday}", True),
    (DAY, "پاسخ: پنجشنبه", "\\text{Friday}", False),
    (DAY, "התשובה: יום שישי", "\\text{Friday}", True),
    (DAY, "उत्तर: शुक्रवार", "\\text{Friday}", True),
    (DAY, "उत्तर: गुरुवार", "\\text{Friday}", False),
    (DAY, "Απάντηση: Παρασκευή", "\\text{Friday}", True),
    (DAY, "คำตอบ: วันศุกร์", "\\text{Friday}", True),
    (DAY, "คำตอบ: วันเสาร์", "\\text{Friday}", False),
    # a date with the month's name in more scripts, and in CJK words whatever follows them
    (DATE, "الإجابة: 2 أبريل", "\\text{April 2}", True),
    (DATE, "الإجابة: 3 أبريل", "\\text{April 2}", False),
    (DATE, "الإجابة: 2 نيسان", "\\text{April 2}", True),
    (DATE, "उत्तर: 2 अप्रैल", "\\text{April 2}", True),
    (DATE, "Απάντηση: 2 Μαρτίου", "\\text{April 2}", False),
    (DATE, "答え：4月2日です", "\\text{April 2}", True),
    (DATE, "答：4月2号", "\\text{April 2}", True),
    (DATE, "정답은 4월 2일입니다.", "\\text{April 2}", True),
    (DATE, "정답은 4월 3일입니다.", "\\text{April 2}", False),
    # a Roman numeral stated as the value
    (LCM, "2 · 3 · 7 = 42.\n\nThe least common multiple is XLII.", "42", True),
    (LCM, "2 · 3 · 7 = 42.\n\nThe least common multiple is XLI.", "42", False),
    (LCM, "2 · 3 · 7 = 42.\n\nThe least common multiple is XLIII.", "42", False),
    (LCM, "Answer: **XLII**", "42", True),
    (LCM, "2 · 3 · 7 = 42, written \\boxed{XLII}", "42", True),
    (LCM, "2 · 3 · 7 = 42, written \\boxed{XLIII}", "42", False),
    (LCM, "Answer: XXXXII", "42", False),  # letters that add up to 42 but are no canonical numeral (XLII): not read
    ("A shirt in size XL costs 40 dollars. What size is it?", "Answer: XL", "40", False),  # the prompt's own capitals
    ("Write the year 1994 in Roman numerals.", "Answer: MCMXCIV", "MCMXCIV", True),  # the notation asked, as written
    ("Write the year 1994 in Roman numerals.", "Answer: MCMXCVI", "MCMXCIV", False),
    ("Write the year 1994 in Roman numerals.", "Answer: 1994", "MCMXCIV", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", JUDGED, ids=[f"{c[2]}|{c[1][-28:]}" for c in JUDGED])
def test_a_locale_spelling_of_the_gold_is_paid_and_of_another_value_refused(math_plugin, prompt, completion, gold, paid):
    result = math_plugin.explain(prompt, completion, gold)
    assert (result["outcome"] == 1.0) == paid, result


@pytest.mark.parametrize("text,signed", [
    ("答：零下5摄氏度", "答：-5摄氏度"), ("정답: 영하 5도", "정답: -5도"), ("氷点下3度", "-3度"),
    ("Ответ: минус 5 °C.", "Ответ: -5 °C."), ("Nhiệt độ là âm 5 độ C", "Nhiệt độ là -5 độ C"), ("答：负5", "答：-5"),
    ("The answer is minus 5.", "The answer is -5."), ("气温是负5度", "气温是-5度"), ("温度はマイナス5度", "温度は-5度"), ("الإجابة: سالب 5", "الإجابة: -5"), ("پاسخ: منفی 5", "پاسخ: -5"),
    ("उत्तर: माइनस 5", "उत्तर: -5"), ("התשובה: מינוס 5", "התשובה: -5"), ("Απάντηση: μείον 5", "Απάντηση: -5"),
    # a subtraction, one of two signs, "at least": no sign
    ("10 minus 5", "10 minus 5"), ("x minus 5", "x minus 5"), ("\\boxed{8} minus 1", "\\boxed{8} minus 1"),
    ("plus or minus 5", "plus or minus 5"), ("plus ou moins 5", "plus ou moins 5"), ("más o menos 5", "más o menos 5"),
    ("au moins 5", "au moins 5"), ("pelo menos 5", "pelo menos 5"), ("per lo meno 5", "per lo meno 5"),
])
def test_a_sign_said_in_words_before_digits_is_a_minus(text, signed):
    assert signs_in_words(text) == signed


@pytest.mark.parametrize("word,value", [
    ("XLII", 42), ("XLI", 41), ("MCMXCIV", 1994), ("IV", 4), ("CD", 400),
    ("IIII", None), ("XXL", None), ("IC", None), ("VX", None), ("I", None), ("X", None), ("iv", None),
])
def test_only_a_canonical_numeral_of_two_capitals_or_more_has_a_value(word, value):
    assert roman_value(word) == value


@pytest.mark.parametrize("text,prompt,read", [
    ("The least common multiple is XLII.", LCM, "The least common multiple is 42."),
    ("Answer: XLII", "Find the LCM of 14 and 21.", "Answer: 42"),
    ("The answer is XLII because it is divisible.", LCM, "The answer is XLII because it is divisible."),  # not the end
    ("It was Louis XIV.", LCM, "It was Louis XIV."),  # a name, after no copula
    ("So it is X.", LCM, "So it is X."),  # a letter alone
    ("The longest side is CD.", "In the rectangle ABCD, which side is longest?", "The longest side is CD."),
    ("The longest side is CD.", "Points C and D lie on a circle.", "The longest side is CD."),
    ("Answer: II", "Which statements are true? I. x > 0 II. y > 0", "Answer: II"),
    ("Answer: MCMXCIV", "Write the year 1994 in Roman numerals.", "Answer: MCMXCIV"),
    ("\\boxed{XLII}", LCM, "\\boxed{42}"),
    ("\\boxed{CD}", "In the square ABCD, which side is longest?", "\\boxed{CD}"),
    ("\\boxed{X}", LCM, "\\boxed{X}"),
])
def test_a_roman_numeral_is_read_only_as_the_value_it_states(text, prompt, read):
    assert roman_numerals(text, prompt) == read


@pytest.mark.parametrize("text", [
    "सही उत्तर 65 है।",  # "ह" (thousand) is the first letter of "है" (is), whose vowel sign goes on the word
    "उत्तर 65 हैं",
    "৫ হলো উত্তর",
])
def test_a_scale_word_is_read_only_as_a_whole_word_marks_included(text):
    assert read_scales(text) == text


@pytest.mark.parametrize("text,date", [
    ("Απάντηση: 2 Απριλίου", "April 2"), ("התשובה: 2 באפריל", "April 2"), ("คำตอบ: 2 เมษายน", "April 2"),
    ("الإجابة: 3 كانون الثاني", "January 3"), ("الإجابة: 3 كانون الأول", "December 3"), ("پاسخ: 2 آوریل", "April 2"),
    ("답: 2023년 4월 2일", "April 2, 2023"),
])
def test_a_date_is_read_with_its_months_name_in_more_scripts(text, date):
    assert last_calendar(text, True)[0] == date
