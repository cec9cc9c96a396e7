"""The answer said again in words of the language the completion is written in: thousands with a multiplier of more
than one word ("mười ba nghìn năm trăm", "tiga puluh tujuh ribu lima ratus"), a decimal said with its language's
word for the point ("ba mươi mốt phẩy bốn"), a Turkish number with its ending and "yüzde" (percent) before it
("yüzde altmışı"), a Chinese numeral with an empty place ("一百零六"), an English number word a copula states at
the end of a sentence with digits ("… = 288, so the greater integer is eighteen."), a hundreds in one long word
beside digits ("prevozi dvesto kilometrov"), closings in Yoruba with its tones, in Kazakh's past tense and an
encouragement naming the problem's kind, a Chinese closing after a check ("希望对你有帮助！") and a Thai note's words ("ข้อสังเกต", "เสมอ"). Each is paid; the same words saying
another value, or the same languages doubting or withdrawing, stay refused."""

from __future__ import annotations

import pytest

from reward_plugins.math.number_words import spell_numbers

PENS_VI = "Một cửa hàng bán 3 cái bút giá 4.500 đồng mỗi cái. Tổng cộng bao nhiêu đồng?"
BOOKS_ID = "Ani membeli 3 buku seharga Rp12.500 per buku. Berapa rupiah yang harus dibayar Ani?"
CIRCLE_VI = "Một hình tròn có đường kính 10 cm. Tính chu vi (lấy π ≈ 3,14)."
GIRLS_TR = "Bir sınıfta 18 kız ve 12 erkek öğrenci var. Kızların oranı yüzde kaçtır?"
APPLES_ZH = "小明有 36 个苹果，分给 4 个同学，每人分几个？"
ODDS_TH = "ผลบวกของจำนวนคี่ 10 ตัวแรกเท่ากับเท่าใด"
ORDER_ZH = "计算：25 × 4 + 36 ÷ 6 = ?"
TRAIN_SL = "Vlak vozi s hitrostjo 80 km/h. Koliko kilometrov prevozi v 2,5 urah?"
POWER = "What is the remainder when 2^100 is divided by 7?"
SPEED = "A car travels 180 km in 2.5 hours. What is its average speed in km/h?"
INVERSE = "Solve 5n ≡ 1 (mod 7) for n in {0, …, 6}."
INTEGERS = "The product of two consecutive even integers is 288. What is the greater integer?"

VI = "Tổng tiền = 3 × 4.500 = 13.500 đồng.\n\nĐáp số: 13.500 đồng\n\n"
ID = "Total = 3 × Rp12.500 = Rp37.500.\n\nJawaban: Rp37.500\n\n"
VI2 = "Chu vi = π × d = 3,14 × 10 = 31,4 cm.\n\nĐáp số: 31,4 cm\n\n"
TR = "Toplam öğrenci = 30. Kız oranı = 18 / 30 = 0,6 = %60.\n\nCevap: %60\n\n"
ZH = "36 ÷ 4 = 9（个）\n\n答：每人分 9 个。\n\n"
TH = "1 + 3 + 5 + ... + 19 = 10² = 100\n\nคำตอบ: 100\n\n"
ZH2 = "先算乘除：25 × 4 = 100，36 ÷ 6 = 6。\n再算加法：100 + 6 = 106。\n\n"

PAID = [
    (PENS_VI, VI + "Tức là mười ba nghìn năm trăm đồng. Chúc bạn học tốt!", "13500"),
    (BOOKS_ID, ID + "Jadi, Ani harus membayar tiga puluh tujuh ribu lima ratus rupiah. Semoga membantu! 😊", "37500"),
    (CIRCLE_VI, VI2 + "Vậy chu vi hình tròn là ba mươi mốt phẩy bốn xăng-ti-mét.", "31.4"),
    (GIRLS_TR, TR + "Yani öğrencilerin yüzde altmışı kızdır. Kolay gelsin!", "60"),
    (GIRLS_TR, TR + "Yani öğrencilerin yüzde 60'ı kızdır. Kolay gelsin!", "60"),
    (APPLES_ZH, ZH + "验算：9 × 4 = 36 ✓。希望对你有帮助！", "9"),
    (APPLES_ZH, ZH + "验算：9 × 4 = 36 ✓。祝你学习进步，加油！", "9"),
    # a Thai note's label ("ข้อสังเกต") and "always" (a general fact) beside the prompt's words
    (ODDS_TH, TH + "ข้อสังเกต: ผลบวกของจำนวนคี่ 10 ตัวแรกเท่ากับ 100 เสมอ", "100"),
    # a Chinese numeral with a place left empty ("零"), and an English number word a copula states at the end
    (ORDER_ZH, ZH2 + "所以结果是一百零六。", "106"),
    (INTEGERS, "Let the integers be n and n + 2.\n16 × 18 = 288, so the greater integer is eighteen.", "18"),
    (INTEGERS, "Let the integers be n and n + 2.\n16 × 18 = 288, so the greater integer is **eighteen**.", "18"),
    # closings: Yoruba with its tones, Kazakh in the past ("it helped"), an encouragement naming the problem's kind
    (POWER, "2^3 ≡ 1, 100 = 3 · 33 + 1, so 2^100 ≡ 2 (mod 7).\n\nÌdáhùn: 2\n\nMo nírètí pé èyí ràn ọ́ lọ́wọ́!", "2"),
    (SPEED, "180 / 2.5 = 72.\n\nЖауабы: 72\n\nКөмектесті деп үміттенемін!", "72"),
    (INVERSE, "5 · 3 = 15 ≡ 1 (mod 7), so n = 3.\n\n$\\boxed{3}$\n\nModular inverses get easier with practice — keep it up!", "3"),
    # a hundreds said in one long word beside digits
    (TRAIN_SL, "80 × 2,5 = 200.\n\nVlak v 2,5 ure prevozi dvesto kilometrov.", "200"),
]


@pytest.mark.parametrize("prompt,completion,gold", PAID)
def test_the_answer_said_again_in_words_is_read(math_plugin, prompt, completion, gold):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == "correct"


REFUSED = [
    (PENS_VI, VI + "Tức là mười bốn nghìn năm trăm đồng. Chúc bạn học tốt!", "13500"),
    (BOOKS_ID, ID + "Jadi, Ani harus membayar tiga puluh delapan ribu lima ratus rupiah. Semoga membantu!", "37500"),
    (BOOKS_ID, ID + "Jadi, Ani harus membayar tiga puluh tujuh ribu rupiah. Semoga membantu!", "37500"),
    (CIRCLE_VI, VI2 + "Vậy chu vi hình tròn là ba mươi mốt phẩy năm xăng-ti-mét.", "31.4"),
    (CIRCLE_VI, VI2 + "Vậy chu vi hình tròn là ba mươi mốt xăng-ti-mét.", "31.4"),
    (GIRLS_TR, TR + "Yani öğrencilerin yüzde ellisi kızdır. Kolay gelsin!", "60"),
    (APPLES_ZH, ZH + "验算：9 × 4 = 36 ✓。希望对你有帮助，不过我不确定。", "9"),
    (APPLES_ZH, ZH + "验算：9 × 4 = 36 ✓。加油，答案可能不对！", "9"),
    (APPLES_ZH, ZH + "验算：9 × 4 = 36 ✓。谢谢！答案也可能是8。", "9"),
    (ODDS_TH, TH + "ข้อสังเกต: ผลบวกของจำนวนคี่ 10 ตัวแรกเท่ากับ 100 ไม่เสมอ", "100"),
    (ODDS_TH, TH + "ข้อสังเกต: ผลบวกของจำนวนคี่ 10 ตัวแรกเท่ากับ 99 เสมอ", "100"),
    (ORDER_ZH, ZH2 + "所以结果是一百零七。", "106"),
    (ORDER_ZH, ZH2 + "所以结果是一百六。", "106"),  # "百六" is 160
    (ORDER_ZH, ZH2 + "所以结果大概是一百零六。", "106"),
    (INTEGERS, "Let the integers be n and n + 2.\n16 × 18 = 288, so the greater integer is nineteen.", "18"),
    (INTEGERS, "Let the integers be n and n + 2.\n16 × 18 = 288, so the greater integer is probably eighteen.", "18"),
    (INTEGERS, "Let the integers be n and n + 2.\n16 × 18 = 288, so the answer is eighteen or nineteen.", "18"),
    (TRAIN_SL, "80 × 2,5 = 200.\n\nVlak v 2,5 ure prevozi tristo kilometrov.", "200"),
    (POWER, "2^3 ≡ 1, 100 = 3 · 33 + 1, so 2^100 ≡ 2 (mod 7).\n\nÌdáhùn: 2\n\nMo nírètí pé èyí ràn ọ́ lọ́wọ́! Bóyá ó jẹ́ 4.", "2"),
    (SPEED, "180 / 2.5 = 72.\n\nЖауабы: 72\n\nКөмектесті деп үміттенемін! Бірақ сенімді емеспін.", "72"),
    (INVERSE, "5 · 3 = 15 ≡ 1 (mod 7), so n = 3.\n\n$\\boxed{3}$\n\nKeep it up — though I might be wrong!", "3"),
    (INVERSE, "5 · 3 = 15 ≡ 1 (mod 7), so n = 3.\n\n$\\boxed{3}$\n\nModular inverses get easier with practice — or is it 4?", "3"),
    (TRAIN_SL, "80 × 2,5 = 200.\n\nVlak v 2,5 ure prevozi morda dvesto kilometrov.", "200"),
]


@pytest.mark.parametrize("prompt,completion,gold", REFUSED)
def test_another_value_or_a_doubt_in_the_same_words_stays_refused(math_plugin, prompt, completion, gold):
    assert math_plugin.explain(prompt, completion, gold)["reason"] != "correct"


SPELLED = [
    ("Vậy là ba mươi mốt phẩy bốn mét.", "Vậy là 31.4 mét."),
    ("Das sind zwei Komma null fünf Liter.", "Das sind 2.05 Liter."),
    ("Sonuç otuz bir virgül dört metre.", "Sonuç 31.4 metre."),
    ("Il y a trois virgule deux litres.", "Il y a 3.2 litres."),
    ("Vậy là ba mươi mốt phẩy mười lăm mét.", "Vậy là 31.15 mét."),
    ("Bu sayı altmıştır.", "Bu sayı 60."),
    ("Yani öğrencilerin yüzde altmışı kızdır.", "Yani öğrencilerin 60% kızdır."),
    ("所以结果是一百零六。", "所以结果是106。"),
    ("一共一千零五十个。", "一共1050个。"),
    ("16 × 18 = 288, so the greater integer is eighteen.", "16 × 18 = 288, so the greater integer is 18."),
    ("Vlak v 2,5 ure prevozi dvesto kilometrov.", "Vlak v 2,5 ure prevozi 200 kilometrov."),
    ("W 2 dni przejechał trzysta kilometrów.", "W 2 dni przejechał 300 kilometrów."),
    # English "point" is an everyday word too ("at one point three of them left"); a point with no decimals after it
    ("The answer is two point five.", "The answer is 2 point 5."),
    ("C'est trois virgule.", "C'est 3 virgule."),
]
NOT_SPELLED = [
    "Ona yüzde on verdim ve onu aldım.",  # Turkish "ona", "onu" (to him, him) are no "on" (ten) with an ending
    "Answer: one lakh, twenty thousand",  # thousands after a larger scale word: the number began before
    "16 × 18 = 288, so the greater integer is one.",  # "one" is an article too
    "With 3 boxes, the answer is three apples.",  # a word before its noun: not what the sentence arrives at
    "Vlak v 2,5 ure prevozi dvesto petdeset kilometrov.",  # one word of a longer number: never read in part
    "200 (dvesto) kilometrov v 2 urah.",  # the digits said again in words: read by the restatement readers
]


@pytest.mark.parametrize("sentence,spelled", SPELLED)
def test_decimals_and_endings_in_words_are_read(sentence, spelled):
    assert spell_numbers(sentence) == spelled


@pytest.mark.parametrize("sentence", NOT_SPELLED)
def test_words_like_them_are_left(sentence):
    assert spell_numbers(sentence) == sentence
