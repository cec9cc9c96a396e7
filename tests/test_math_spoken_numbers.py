"""Numbers written in words in the languages num2words writes are read as their values where a reader
would take them for the answer's number, and never out of a common word or out of part of a number."""

from __future__ import annotations

import unicodedata

import pytest

from reward_plugins.math.spoken_numbers import spell_other_languages

READ = [
    ("Vastaus: kaksikymmentäneljä.", "Vastaus: 24."),  # fi
    ("Válasz: huszonnégy", "Válasz: 24"),  # hu
    ("Cevap: kırk iki", "Cevap: 42"),  # tr, written in two words where num2words writes one
    ("Cevap: iki", "Cevap: 2"),  # a short word as the value a label introduces
    ("Yr ateb: deuddeg.", "Yr ateb: 12."),  # cy
    ("La respondo estas dek kvin.", "La respondo estas 15."),  # eo: two words read anywhere
    ("Svar: nittio äpplen.", "Svar: 90 äpplen."),  # sv
    ("Svar: halvfjerds kroner.", "Svar: 70 kroner."),  # da
    ("Antwoord: zestig broodjes.", "Antwoord: 60 broodjes."),  # nl
    ("Đáp số: mười chín cây bút.", "Đáp số: 19 cây bút."),  # vi
    ("Odpověď: sedmnáct.", "Odpověď: 17."),  # cs
    ("Jibu ni tisa.", "Jibu ni 9."),  # sw, after a word for "answer" ("ni", a short word CLDR spells too, is none)
    ("Jibu: kumi na nane.", "Jibu: 18."),  # sw
    ("Jibu: mia mbili na kumi", "Jibu: 210"),
    ("Vastaus: kaksitoista on oikein.", "Vastaus: 12 on oikein."),  # "on" (Turkish 10) is a common word
    ("Válasz: százhuszonhat tulipán.", "Válasz: 126 tulipán."),  # hundreds and the rest
    ("Válasz: négyezer-háromszázötven forint.", "Válasz: 4350 forint."),  # a unit times a thousand, and the rest
    ("Svar: fyratusen trehundrafemtio.", "Svar: 4350."),
    ("Svar: fyratusen.", "Svar: 4000."),
    ("Odpowiedź: dwieście pięćdziesiąt.", "Odpowiedź: 250."),
    ("Απάντηση: εξήντα", "Απάντηση: 60"),  # el (not in num2words): a table of its own, with and without accents
    ("Απάντηση: εξηντα μήλα.", "Απάντηση: 60 μήλα."),
    ("Η απάντηση είναι είκοσι πέντε.", "Η απάντηση είναι 25."),
    ("Απάντηση: εκατόν είκοσι τρία", "Απάντηση: 123"),
    ("Απάντηση: τρεις", "Απάντηση: 3"),
    # CLDR's cases and genders, and languages num2words does not write
    ("Odpowiedź: brakuje trzydziestu pięciu złotych.", "Odpowiedź: brakuje 35 złotych."),  # pl genitive
    ("Atbilde: trīsdesmit divas bumbiņas.", "Atbilde: 32 bumbiņas."),  # lv feminine
    ("Răspuns: treizeci și două de mere.", "Răspuns: 32 de mere."),  # ro feminine, comma below
    ("Răspuns: treizeci şi două de mere.", "Răspuns: 32 de mere."),  # ro feminine, cedilla
    ("Vastus: kolmkümmend viis.", "Vastus: 35."),  # et
    ("Odgovor: trideset i pet bombona.", "Odgovor: 35 bombona."),  # hr, "i" a common word inside the number
    ("Отговор: тридесет и пет молива.", "Отговор: 35 молива."),  # bg
    ("उत्तर: पैंतीस पेंसिलें", "उत्तर: 35 पेंसिलें"),  # hi
    ("답: 서른다섯 자루", "답: 35 자루"),  # ko native numeral before a counter
    # generated where no library writes them: Czech units first, Hungarian accusative, Basque, Tagalog
    ("Odpověď: pětatřicet.", "Odpověď: 35."),
    ("Válasz: Anna harmincötöt vett.", "Válasz: Anna 35 vett."),
    ("Erantzuna: hogeita hamabost sagar.", "Erantzuna: 35 sagar."),
    ("Sagot: tatlumpu't lima na lapis.", "Sagot: 35 na lapis."),
    ("Đáp số: ba mươi lăm cây bút.", "Đáp số: 35 cây bút."),  # vi: "ba" a common word inside the number
    ("Odpowiedź: sto dwadzieścia jeden.", "Odpowiedź: 121."),  # "sto" a common word, the hundreds of the number
    ("Cevap: iki buçuk saat.", "Cevap: 2.5 saat."),  # a half said after the number
    ("Het antwoord is tweehonderdvijftig centimeter.", "Het antwoord is 250 centimeter."),  # "cent...": no number
    ("Odpověď: osm stupňů pod nulou.", "Odpověď: 8 stupňů pod nulou."),  # a short word before its degrees
    # thousands with any multiplier below a thousand, and the rest: read whole, never 2 or 500
    ("Odpowiedź: dwa tysiące pięćset.", "Odpowiedź: 2500."),
    ("Odpowiedź: sto dwa tysiące.", "Odpowiedź: 102000."),
    ("Odpowiedź: dwadzieścia cztery tysiące pięćset.", "Odpowiedź: 24500."),
    ("उत्तर: तीस हज़ार पाँच सौ रुपये", "उत्तर: 30500 रुपये"),
    ("Tức là mười ba nghìn năm trăm đồng.", "Tức là 13500 đồng."),
    ("Jadi, Ani harus membayar tiga puluh tujuh ribu lima ratus rupiah.", "Jadi, Ani harus membayar 37500 rupiah."),
    ("Jadi, Ani harus membayar seribu lima ratus rupiah.", "Jadi, Ani harus membayar 1500 rupiah."),
    ("Costa treisprezece mii cinci sute de lei.", "Costa 13500 de lei."),
    ("Il coûte treize mille cinq cents euros.", "Il coûte 13500 euros."),
    ("Это тринадцать тысяч пятьсот рублей.", "Это 13500 рублей."),
    ("Toplam otuz yedi bin beş yüz lira.", "Toplam 37500 lira."),
]


@pytest.mark.parametrize("sentence,spelled", READ)
def test_number_words_of_other_languages_are_read(sentence, spelled):
    assert spell_other_languages(sentence) == spelled


NOT_READ = [
    "Answer: to be decided.",  # Danish "to" (2) is an English word
    "The fire is out.",  # Danish "fire" (4)
    "Ali elmayı yedi.",  # Turkish "yedi" (7, also "ate"): a short word outside a label's value
    "Cevap: iki elma ve üç armut.",  # a short word with more words after it
    "It will be a Friday.",
    "Έχει μια μπάλα και ένα βιβλίο.",  # Greek articles ("μια", "ένα") are numbers only as a label's value
    "Απάντηση: είκοσι χιλιάδες πεντακόσια.",  # beyond the table: not read in part
    "উত্তর: দুই কোটি চল্লিশ লাখ",  # the number began before the words times their scale word: never 4000000
    "Răspuns: douăzeci și patru de mii.",
]


@pytest.mark.parametrize("sentence", NOT_READ)
def test_common_words_and_numbers_cut_short_are_not_read(sentence):
    assert spell_other_languages(sentence) == sentence


# A scale word right after the words read multiplies them, as it does digits ("30 हज़ार"): "तीस हज़ार" is
# 30000, never 30.
TIMES_A_SCALE_WORD = [
    ("उत्तर: तीस हज़ार रुपये", "उत्तर: 30000 रुपये"),  # hi
    ("उत्तर: तीन लाख", "उत्तर: 300000"),
    ("Odpowiedź: dwadzieścia cztery tysiące.", "Odpowiedź: 24000."),  # pl
    ("Cevap: otuz bin lira", "Cevap: 30000 lira"),  # tr: "bin" read in Turkish by the words of its line
    ("উত্তর: তিন হাজার টাকা", "উত্তর: 3000 টাকা"),  # bn
]


@pytest.mark.parametrize("sentence,spelled", TIMES_A_SCALE_WORD)
def test_number_words_times_a_scale_word_after_them_are_read_as_the_product(sentence, spelled):
    assert spell_other_languages(unicodedata.normalize("NFKC", sentence)) == unicodedata.normalize("NFKC", spelled)


JUDGED = [
    ("Paljonko on 4 · 6?", "Neljä kertaa kuusi.\n\nVastaus: kaksikymmentäneljä", "24", "correct"),
    ("7 çarpı 6 kaç eder?", "Yedi kere altı.\n\nCevap: kırk iki", "42", "correct"),
    ("Πόσο κάνει 12 · 5;", "Δώδεκα φορές πέντε.\n\nΑπάντηση: εξήντα", "60", "correct"),
    ("Πόσο κάνει 12 · 5;", "Δώδεκα φορές πέντε.\n\nΑπάντηση: πενήντα", "60", "wrong"),
    # the words say another number than the working before them: that number is the answer
    ("Erik har 9 äpplen och köper 10 till. Hur många äpplen har han nu?", "9 + 10 = 19\nSvar: nittio äpplen.", "19", "wrong"),
    ("Bir sınıfta 28 kız ve 28 erkek öğrenci var. Toplam kaç öğrenci vardır?", "28 + 28 = 56\nCevap: altmış beş öğrenci.",
     "56", "wrong"),
    # a number word that is not read is still the answer: the working's number never stands in for it
    ("Kolik je 6 · 4?", "6 · 4 = 24\n\nOdpověď: pětadvacet.", "24", "wrong"),
    ("Kolik je 6 · 4?", "6 · 4 = 24\n\nOdpověď: čtyřiadvacet.", "24", "correct"),
    ("Kolik je 6 · 4?", "6 · 4 = 24\n\nOdpověď: dvacetpětka.", "24", "parse_error"),
    ("Kolik je 6 · 4?", "6 · 4 = 24\n\nOdpověď:\ndvacetpětka", "24", "parse_error"),  # the words on the label's next line
    # a last line of words the grader does not read after the working: no final statement
    ("What is 14 + 10?", "14 + 10 = 24\n\nVastaus on dvacetpětka", "24", "no_answer"),
    ("What is 14 + 10?", "14 + 10 = 24\n\nHope this helps!", "24", "correct"),  # a closing
    ("What is 89 + 10?", "89 + 10 = 99\n\nsto", "99", "no_answer"),  # one number word, also a common word, unread
    ("What is 14 + 10?", "14 + 10 = 24\n\n이십오", "24", "wrong"),  # Sino-Korean, a word of its own
    ("What is 14 + 10?", "14 + 10 = 24\n\nម្ភៃប្រាំ", "24", "wrong"),  # Khmer 25, a word of its own
    ("What is 14 + 10?", "14 + 10 = 24\n\nម្ភៃបួន", "24", "correct"),  # Khmer 24
    ("몇 자루입니까?", "12 × 5 = 60\n정답은 육십 자루입니다.", "60", "correct"),
    # a scale word after the words, spoken Bengali, a Thai numeral glued to its counter: read, and only as the
    # number they say (the gold one off is refused)
    *[("How much is left?", "180000 − 150000 = 30000\nउत्तर: तीस हज़ार रुपये", gold, reason)
      for gold, reason in (("30000", "correct"), ("31000", "wrong"), ("29000", "wrong"), ("30", "wrong"))],
    # thousands and the rest read whole: 30500, never 30000 or 500
    *[("How much is left?", "180000 − 150000 = 30000\nउत्तर: तीस हज़ार पाँच सौ रुपये", gold, reason)
      for gold, reason in (("30500", "correct"), ("30000", "wrong"), ("500", "wrong"))],
    *[("কত?", "8 × 15 = 120\nউত্তর: একশো কুড়ি", gold, reason)
      for gold, reason in (("120", "correct"), ("121", "wrong"), ("119", "wrong"), ("100", "wrong"))],
    *[("কত?", "8 × 25 = 200\nউত্তর: দুশো", gold, reason) for gold, reason in (("200", "correct"), ("201", "wrong"))],
    *[("กี่กลุ่ม?", "36 ÷ 4 = 9\nคำตอบ: เก้ากลุ่ม", gold, reason)
      for gold, reason in (("9", "correct"), ("8", "wrong"), ("10", "wrong"))],
]


@pytest.mark.parametrize("prompt,completion,gold,reason", JUDGED)
def test_an_answer_in_words_of_another_language_is_judged_by_its_value(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


def test_a_compound_of_another_language_is_read_whole():
    from reward_plugins.math.number_words import spell_numbers

    # "six" is also English: the French compound "vingt-six" is still read as one number
    assert spell_numbers("Réponse : vingt-six mille cinq cents litres") == "Réponse : 26500 litres"


THAI = [
    ("คำตอบ: ยี่สิบสี่ผล", "คำตอบ: 24ผล"),  # from ten up, glued to its counter
    ("สามถุง ถุงละแปดใบ", "3ถุง ถุงละ8ใบ"),  # below ten, before a counter
    ("รูปสี่เหลี่ยม", "รูปสี่เหลี่ยม"),  # "four-cornered" (a square): no counter after it
    ("คำตอบ: เก้ากลุ่ม", "คำตอบ: 9กลุ่ม"),  # any classifier of the closed set
    ("คำตอบ: สามส่วนสี่", "คำตอบ: สามส่วนสี่"),  # 3/4: "ส่วน" (part) after a numeral is no counter
    ("คำตอบ: สามจุดห้า", "คำตอบ: สามจุดห้า"),  # 3.5
    ("สามกำลังสอง", "สามกำลังสอง"),  # 3²
    # below ten, alone as the value of "คำตอบ" at its sentence's end (a polite particle after it)
    ("ดังนั้นคำตอบสุดท้ายคือ เจ็ด", "ดังนั้นคำตอบสุดท้ายคือ 7"),
    ("คำตอบ: สาม ครับ", "คำตอบ: 3 ครับ"),
    ("คำตอบคือ สามหรือสี่", "คำตอบคือ สามหรือสี่"),  # 3 or 4: not alone
    ("คำตอบคือ สี่เหลี่ยม", "คำตอบคือ สี่เหลี่ยม"),
]


@pytest.mark.parametrize("text,spelled", THAI)
def test_thai_numerals_are_read_from_ten_up_or_before_a_counter(text, spelled):
    from reward_plugins.math.number_words import spell_numbers

    assert spell_numbers(text) == spelled


LABELLED_AFTER_DIGITS = [
    ("25 + 17 — Vastaus: neljäkymmentäkaksi", "25 + 17 — Vastaus: 42"),
    ("25 + 17 — Απάντηση: σαράντα δύο", "25 + 17 — Απάντηση: 42"),
    ("25 + 17 — Answer: forty-two", "25 + 17 — Answer: 42"),
    ("Step 1: three boxes of 4", "Step 1: three boxes of 4"),  # no answer's label: the sentence keeps its digits' reading
    ("Answer: twelve, since 3 · 4 = 12", "Answer: twelve, since 3 · 4 = 12"),  # digits after the label: left as written
]


@pytest.mark.parametrize("text,spelled", LABELLED_AFTER_DIGITS)
def test_the_words_an_answer_label_introduces_after_digits_are_read(text, spelled):
    from reward_plugins.math.number_words import spell_numbers

    assert spell_numbers(text) == spelled


SINO_KOREAN = [
    ("정답은 육십 자루입니다.", "정답은 60 자루입니다."),
    ("답: 백이십사", "답: 124"),
    ("답: 이백 원", "답: 200 원"),
    ("이 사과", "이 사과"),  # one syllable: "this"
    ("천사가 왔다", "천사가 왔다"),  # an angel (1004 written so)
    ("백일 잔치", "백일 잔치"),  # a child's hundredth day: a unit right after the hundreds is not read
    # joined to the copula, a particle or a counter; one syllable only alone as the value of "답"
    ("따라서 답은 이십구입니다.", "따라서 답은 29입니다."),
    ("삼십분이 걸립니다.", "30분이 걸립니다."),
    ("따라서 답은 팔입니다.", "따라서 답은 8입니다."),
    ("답: 칠", "답: 7"),
    ("팔이 아프다.", "팔이 아프다."),  # an arm
    ("십이월에 만나요.", "십이월에 만나요."),  # December
    ("이 답은 틀렸다.", "이 답은 틀렸다."),
    ("천사입니다.", "천사입니다."),
]


@pytest.mark.parametrize("text,spelled", SINO_KOREAN)
def test_sino_korean_numerals_are_read_as_words_of_their_own(text, spelled):
    from reward_plugins.math.number_words import spell_numbers

    assert spell_numbers(text) == spelled


# Words after a scale word another reader reads end a number that began before them: never read alone.
ENDS_OF_A_LONGER_NUMBER = [
    "Answer: one lakh, twenty thousand",
    "Answer: two crore, forty lakh",
]


@pytest.mark.parametrize("text", ENDS_OF_A_LONGER_NUMBER)
def test_number_words_after_a_scale_word_are_not_read_in_part(text):
    from reward_plugins.math.number_words import spell_numbers

    assert spell_numbers(text) == text


# Burmese writes the creaky tone on a ten or a hundred that more of the number follows; CLDR writes the plain syllable.
BURMESE = [
    ("အဖြေ: နှစ်ဆယ့်လေး.", "အဖြေ: 24."),  # the creaky ten
    ("အဖြေ: နှစ်ဆယ်လေး.", "အဖြေ: 24."),  # CLDR's spelling
    ("အဖြေ: တစ်ရာ့နှစ်ဆယ့်ငါး.", "အဖြေ: 125."),
    ("အဖြေ: နှစ်ဆယ့်.", "အဖြေ: နှစ်ဆယ့်."),  # a creaky ten with nothing after it is no number
]


@pytest.mark.parametrize(("sentence", "read"), BURMESE)
def test_a_burmese_number_with_the_creaky_tone_inside_is_read(sentence, read):
    from reward_plugins.math.spoken_numbers import spell_spaced_numerals

    assert spell_spaced_numerals(sentence) == read
