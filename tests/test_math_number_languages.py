"""Number words are read in the language the completion is written in, short words and the forms a number takes
beside a noun included, and a near-miss word in that language is read as its own, other value."""

from __future__ import annotations

import pytest

from reward_plugins.math.number_languages import spell_in_language, text_languages
from reward_plugins.math.plugin import MathAccuracy

# (language, prompt, completion's last sentence with the right number, the same with a near-miss, gold)
TWINS = [
    ("az", "Səbinə 5 manata 2 dəftər alır. 15 manata neçə dəftər ala bilər?",
     "Səbinə altı dəftər ala bilər.", "Səbinə yeddi dəftər ala bilər.", "6"),
    ("et", "Kaupluses on 240 õuna. Mitu õuna jääb alles?",
     "Alles jääb sada kakskümmend õuna.", "Alles jääb sada kolmkümmend õuna.", "120"),
    ("sk", "Peter prečítal 35 strán a v utorok dvakrát toľko. Koľko strán prečítal spolu?",
     "Spolu prečítal stopäť strán.", "Spolu prečítal stoštyri strán.", "105"),
    ("sq", "Një dyqan shet 8 libra në ditë. Sa libra shet në 2 javë?",
     "Dyqani shet njëqind e dymbëdhjetë libra.", "Dyqani shet njëqind e trembëdhjetë libra.", "112"),
    ("uz", "Alida 36 ta olma bor. Unda nechta olma qoldi?",
     "Unda yigirma to'rtta olma qoldi.", "Unda yigirma beshta olma qoldi.", "24"),  # the counter "-ta"
    ("ka", "ნინოს აქვს 45 ლარი. რამდენი ლარი დარჩა?", "ნინოს დარჩა თვრამეტი ლარი.", "ნინოს დარჩა ჩვიდმეტი ლარი.", "18"),
    ("mn", "Болд 15 000 төгрөгтэй. Хэдэн төгрөг үлдсэн бэ?",
     "Болдод таван мянган төгрөг үлдсэн.", "Болдод дөрвөн мянган төгрөг үлдсэн.", "5000"),  # attributive forms
    ("am", "አበበ 24 ብርቱካኖች አሉት። እያንዳንዱ ጓደኛ ስንት ብርቱካን ያገኛል?",
     "እያንዳንዱ ጓደኛ ስምንት ብርቱካኖች ያገኛል።", "እያንዳንዱ ጓደኛ ሰባት ብርቱካኖች ያገኛል።", "8"),
    ("ha", "Musa yana da naira 500. Naira nawa ya rage masa?", "Ya rage masa naira dari biyu.", "Ya rage masa naira dari uku.", "200"),
    ("yo", "Adé ní ọsàn mẹ́wàá. Ọsàn mélòó ló kù fún Adé?", "Ọsàn méje ló kù fún Adé.", "Ọsàn mẹ́fà ló kù fún Adé.", "7"),
    # between the tens a unit added to or taken from the score after it, in one word (4 + 20; 20 - 4; 5 from 40)
    ("yo", "How many positive divisors does 360 have?", "Ìdáhùn: mẹ́rìnlélógún.", "Ìdáhùn: mẹ́rìndínlógún.", "24"),
    ("yo", "How many positive divisors does 360 have?", "Ìdáhùn: mẹ́rìndínlógún.", "Ìdáhùn: mẹ́tàdínlógún.", "16"),
    ("yo", "Ọsàn mélòó ló kù fún Adé?", "Ọsàn márùndínlógójì ló kù.", "Ọsàn mẹ́rìndínlógójì ló kù.", "35"),
    # Urdu and Gujarati: a word of its own for each number below a hundred, a hundred and a thousand joined
    ("ur", "How many positive divisors does 360 have?", "جواب: چوبیس.", "جواب: تئیس.", "24"),
    ("ur", "How many pages are left?", "جواب: ایک سو پچیس صفحے.", "جواب: ایک سو چھبیس صفحے.", "125"),
    ("gu", "How many positive divisors does 360 have?", "જવાબ: ચોવીસ.", "જવાબ: પચ્ચીસ.", "24"),
    ("gu", "How many pages are left?", "જવાબ: એકસો પચ્ચીસ.", "જવાબ: એકસો છવ્વીસ.", "125"),
    ("so", "Cali wuxuu haystaa 60 shilin. Immisa shilin ayaa u hadhay?",
     "Waxaa u hadhay shan iyo toban shilin.", "Waxaa u hadhay afar iyo toban shilin.", "15"),
    ("so", "How many positive divisors does 360 have?", "Sidaas darteed: **24** (labaatan iyo afar).",
     "Sidaas darteed: **24** (labaatan iyo shan).", "24"),  # the ten first, a second value in brackets
    ("ga", "Tá 24 úll ag Seán. Cé mhéad úll atá fágtha aige?",
     "Tá naoi n-úll déag fágtha aige.", "Tá ocht n-úll déag fágtha aige.", "19"),  # the noun inside the number
    # the unit first, and the word Irish counts with where no noun is named ("cinn") or the noun itself, inside
    ("ga", "How many positive divisors does 360 have?", "Freagra: ceithre cinn is fiche.", "Freagra: trí cinn is fiche.", "24"),
    ("ga", "Tá 40 úll ag Seán. Cé mhéad úll atá fágtha aige?",
     "Tá cúig úll is fiche fágtha aige.", "Tá seacht n-úll is fiche fágtha aige.", "25"),
    ("cy", "Mae gan Megan 36 o afalau. Sawl afal sydd ganddi ar ôl?",
     "Mae ganddi bedwar afal ar hugain ar ôl.", "Mae ganddi dri afal ar hugain ar ôl.", "24"),  # mutated, noun inside
    ("fil", "May 48 na kendi si Juan. Ilang kendi ang natanggap ng bawat isa?",
     "Kaya ang sagot ay walong kendi bawat isa.", "Kaya ang sagot ay pitong kendi bawat isa.", "8"),  # the linker "-ng"
    ("kk", "Айгүлде 3 000 теңге бар. Ол 4 қалам сатып алды. Оған қанша теңге қалды?",
     "Оған бір мың екі жүз теңге қалды.", "Оған бір мың үш жүз теңге қалды.", "1200"),  # thousands and the rest
    ("es", "Juan tiene 40 canicas y pierde 4. ¿Cuántas le quedan?",
     "Le quedan treinta y seis canicas.", "Le quedan treinta y ocho canicas.", "36"),
    # told by a letter only Czech writes, past the working's LaTeX (its commands are no words of any language)
    ("cs", "Určete zbytek po dělení čísla $4^{80}$ číslem 9.",
     "Řešení:\n$4^{2} \\equiv 7 \\pmod{9}$\n$4^{80} \\equiv 4^{2} \\equiv 7 \\pmod{9}$\n\nVýsledek je tedy sedm.",
     "Řešení:\n$4^{2} \\equiv 7 \\pmod{9}$\n$4^{80} \\equiv 4^{2} \\equiv 7 \\pmod{9}$\n\nVýsledek je tedy osm.", "7"),
    # told by a script one language here writes; the Indic full stop "।" ends the word before it
    ("bn", "1728 সংখ্যাটির কয়টি ধনাত্মক উৎপাদক আছে?", "$(6+1) \\cdot (3+1) = 28$\n\nসুতরাং চূড়ান্ত উত্তর আটাশ।",
     "$(6+1) \\cdot (3+1) = 28$\n\nসুতরাং চূড়ান্ত উত্তর সাতাশ।", "28"),
    # a compound read whole in the language its script tells, before any reader takes its first word alone
    ("bn", "1728 সংখ্যাটির কয়টি ধনাত্মক উৎপাদক আছে?", "$200 + 16 = 216$\n\nসুতরাং চূড়ান্ত উত্তর দুইশত ষোল।",
     "$200 + 16 = 216$\n\nসুতরাং চূড়ান্ত উত্তর দুইশত সতেরো।", "216"),
    ("he", "לנועה 35 שקלים. כמה נשאר לה?", "לכן התשובה הסופית היא עשרים ושמונה.", "לכן התשובה הסופית היא עשרים ושבע.", "28"),
    ("lt", "Rasa turi 12 obuolių ir suvalgo 5. Kiek obuolių liko?", "Atsakymas: liko septyni obuoliai.",
     "Atsakymas: liko šeši obuoliai.", "7"),
]


@pytest.fixture(scope="module")
def grader() -> MathAccuracy:
    return MathAccuracy()


@pytest.mark.parametrize(("language", "prompt", "right", "wrong", "gold"), TWINS, ids=[t[0] for t in TWINS])
def test_number_words_in_the_texts_language_pay_the_right_number_only(grader, language, prompt, right, wrong, gold):
    assert grader.explain(prompt, right, gold)["outcome"] == 1.0
    assert grader.explain(prompt, wrong, gold)["outcome"] == 0.0


LANGUAGES = [
    ("ნინოს დარჩა თვრამეტი ლარი.", ("ka",)),  # a script one language writes
    ("જવાબ: ચોવીસ.", ("gu",)),
    ("እያንዳንዱ ጓደኛ ስምንት ብርቱካኖች ያገኛል።", ("am",)),
    ("Səbinə altı dəftər ala bilər.", ("az",)),  # a letter one language writes
    ("Řešení: $4^{80} \\equiv 7 \\pmod{9}$. Výsledek je tedy sedm.", ("cs",)),  # LaTeX's commands are no words
    ("Tehát a válasz hétszázötvenkettő.", ("hu",)),
    ("Līdz ar to atbilde ir septiņi.", ("lv",)),
    ("সুতরাং চূড়ান্ত উত্তর আটাশ।", ("bn",)), ("எனவே இறுதி விடை ஏழு.", ("ta",)), ("לכן התשובה היא שבע.", ("he",)),
    ("Since the area is π r², the answer is 28.", ("en",)),  # a Greek letter in the math tells no Greek
    ("Þess vegna er svarið sjö.", ("is",)),
    ("I hope this helps, and good luck with the rest of it.", ("en",)),  # frequent words
    ("Sinun pitää odottaa hetki.", ()),  # told by nothing here: the readers of every language read it
]


@pytest.mark.parametrize(("text", "languages"), LANGUAGES)
def test_a_texts_language_is_told_by_its_script_frequent_words_or_letters(text, languages):
    assert text_languages(text) == languages


UNREAD = [
    "I hope this helps, and good luck with the rest of it.",  # English prose: "one" and "a" are articles
    "Die Antwort steht oben.",
    "Sinun pitää odottaa hetki.",
    "Bu bir kitap.",  # "bir" (one) is the article
    "Ya tafi gida.",  # no language told, short words: none read
    "Després d'això, fem un nou càlcul de les pomes que queden a la cistella.",  # "nou" is also "new" in Catalan
    "Kaya ang sagot ay isang kendi bawat isa.",  # "isang", one with its linker, is the article
    "तीस हज़ार पाँच सौ रुपये",  # a number longer than the words read is never read in part
]


@pytest.mark.parametrize("sentence", UNREAD)
def test_prose_and_articles_are_no_numbers(sentence):
    assert spell_in_language(sentence, sentence) == sentence


# A local currency's sign, code or name beside the amount: the amount is the answer, another amount is not.
CURRENCIES = [
    ("**Жауабы: 1 200 ₸**", "**Жауабы: 1 300 ₸**", "1200"),  # tenge
    ("Javob: 1 200 so'm", "Javob: 1 300 so'm", "1200"),  # som
    ("Cavab: 450 ₼", "Cavab: 540 ₼", "450"),  # manat
    ("პასუხი: 18 ₾", "პასუხი: 19 ₾", "18"),  # lari
    ("Պատասխան՝ 500 ֏", "Պատասխան՝ 600 ֏", "500"),  # dram
    ("Хариу: 5000 ₮", "Хариу: 6000 ₮", "5000"),  # tugrik
    ("ចម្លើយ: 4000 ៛", "ចម្លើយ: 4500 ៛", "4000"),  # riel
    ("Answer: 90 birr", "Answer: 80 birr", "90"),
    ("Answer: 2 500 ₭", "Answer: 2 600 ₭", "2500"),  # kip
    ("Përgjigja: 300 lekë", "Përgjigja: 400 lekë", "300"),
    ("Одговор: 250 денари", "Одговор: 260 денари", "250"),
]


@pytest.mark.parametrize(("right", "wrong", "gold"), CURRENCIES, ids=[c[0] for c in CURRENCIES])
def test_an_amount_in_a_local_currency_is_its_number(grader, right, wrong, gold):
    assert grader.explain("", right, gold)["outcome"] == 1.0
    assert grader.explain("", wrong, gold)["outcome"] == 0.0


ETHIOPIC = [("፰", 8), ("፺", 90), ("፲፪", 12), ("፻", 100), ("፪፻", 200), ("፲፪፻፴፬", 1234), ("፼", 10000), ("፻፼", 1000000),
            ("፪፼፫", 20003), ("፩፩", None), ("፪፲", None), ("፻፻", None)]  # no well-formed numeral: never read in part


@pytest.mark.parametrize(("run", "value"), ETHIOPIC)
def test_ethiopic_numerals_are_read_additively_or_not_at_all(run, value):
    from reward_plugins.math.number_words import ethiopic_value

    assert ethiopic_value(run) == value


def test_an_answer_in_ethiopic_numerals_pays_its_value_only(grader):
    prompt = "አንድ ዳቦ 15 ብር ነው። 6 ዳቦ ስንት ብር ነው?"
    assert grader.explain(prompt, "15 × 6 = 90\n\nመልስ፦ ፺ ብር", "90")["outcome"] == 1.0
    assert grader.explain(prompt, "15 × 6 = 90\n\nመልስ፦ ፹ ብር", "90")["outcome"] == 0.0


def _decimal_scripts() -> list[str]:
    import unicodedata

    zeros = [chr(c) for c in range(0x110000) if unicodedata.category(chr(c)) == "Nd" and unicodedata.decimal(chr(c)) == 0]
    return [z for z in zeros if z != "0"]


@pytest.mark.parametrize("zero", _decimal_scripts(), ids=lambda z: f"U+{ord(z):04X}")
def test_digits_of_every_decimal_script_are_their_number(grader, zero):
    # Mongolian, Khmer, Lao, Gujarati, Kannada, Malayalam, Gurmukhi, Myanmar, ... : 1407 and its near miss 1470
    def written(number: str) -> str:
        return "".join(chr(ord(zero) + int(d)) for d in number)

    assert grader.explain("", f"Answer: {written('1407')}", "1407")["outcome"] == 1.0
    assert grader.explain("", f"Answer: {written('1470')}", "1407")["outcome"] == 0.0
