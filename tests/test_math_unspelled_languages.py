"""Number words of languages neither num2words nor CLDR spells (Polynesian, Andean, African, Kurdish, Pashto,
the Turkic languages of Russia and China, Frisian, Breton, Scottish Gaelic, Malagasy), read as the other
languages' are: a phrase anywhere, a short word only as the value a label introduces, a common word never alone."""

from fractions import Fraction

import pytest

from reward_plugins.math.numbers import parse_number

from reward_plugins.math.spoken_numbers import spell_other_languages, spell_spaced_numerals

READ = [
    ("Valiny: tekau mā waru.", "Valiny: 18."),  # Maori
    ("ʻO ka pane: ʻelua.", "ʻO ka pane: 2."),  # Hawaiian, with and without its glottal mark
    ("Pane: elua.", "Pane: 2."),
    ("Tali: luasefulu ma le lima.", "Tali: 25."),  # Samoan
    ("Mbohovái: pakõi.", "Mbohovái: 12."),  # Guarani
    ("Valiny: sivy amby efapolo.", "Valiny: 49."),  # Malagasy, the small part first
    ("Valiny: efapolo sy dimanjato degre.", "Valiny: 540 degre."),
    ("Igisubizo: abanyeshuri makumyabiri na bane.", "Igisubizo: abanyeshuri 24."),  # Kinyarwanda
    ("Karabo: mashome a mararo a metso e tsheletseng.", "Karabo: 36."),  # Sesotho
    ("Tontu: ñaar fukk ak juróom fan.", "Tontu: 25 fan."),  # Wolof
    ("Eyano: zómi.", "Eyano: 10."),  # Lingala
    ("Bersiv: bîst û heft xwendekar.", "Bersiv: 27 xwendekar."),  # Kurmanji
    ("وەڵام: شەست ڕۆژ.", "وەڵام: 60 ڕۆژ."),  # Sorani
    ("ځواب: څلوېښت.", "ځواب: 40."),  # Pashto
    ("جاۋاب: قىرىق سەككىز سائەت.", "جاۋاب: 48 سائەت."),  # Uyghur
    ("Җавап: егерме биш.", "Җавап: 25."),  # Tatar
    ("Яуап: алтмыш градус.", "Яуап: 60 градус."),  # Bashkir
    ("Хуравӗ: вӑтӑр улттӑ сехет.", "Хуравӗ: 36 сехет."),  # Chuvash
    ("Хоруй: сүүрбэ аҕыс күн.", "Хоруй: 28 күн."),  # Yakut
    ("Antwurd: twaensantich oeren.", "Antwurd: 72 oeren."),  # Frisian
    ("Respont: daou-ugent munutenn.", "Respont: 40 munutenn."),  # Breton, by twenties
    ("Respont: pemzek ha tri-ugent.", "Respont: 75."),
    ("Freagairt: dà fhichead 's a ceithir deug.", "Freagairt: 54."),  # Scottish Gaelic, by twenties
    ("Freagairt: ceathrad 's a ceithir.", "Freagairt: 44."),
    ("Deebii: digdamii tokko.", "Deebii: 21."),  # Oromo
    ("Mhinduro: makumi maviri nemana.", "Mhinduro: 24."),  # Shona
    ("Impendulo: amashumi amabini.", "Impendulo: 20."),  # Xhosa
    ("Kutichiy: iskay chunka pichqayuq.", "Kutichiy: 25."),  # Quechua
    ("Tlananquiliztli: ompohualli ommacuilli.", "Tlananquiliztli: 45."),  # Nahuatl, by twenties
    ("Tlananquiliztli: mahtlactli omome.", "Tlananquiliztli: 12."),
    ("එබැවින් පිළිතුර විස්සයි.", "එබැවින් පිළිතුර 20."),  # Sinhala, with its copula
]

LEFT = [
    "Tali: iva tala.",  # Samoan 9, but "iva" is a common word elsewhere: never a number alone
    "Kanaaf deebiin torba.",  # Oromo 7, "torba" a bag in Polish and Turkish
    "Ta torba jest duża.",
    "Mbohovái: po sa.",  # Guarani 500 in common words only
    "Il a vu ono et sia hier.",
    "Am na fukk xar ci kër gi.",  # a short word (Wolof 10) is read only where a label introduces it
]


@pytest.mark.parametrize("sentence, read", READ)
def test_a_number_phrase_of_a_language_no_library_spells_is_read(sentence, read):
    assert spell_other_languages(sentence) == read


@pytest.mark.parametrize("sentence", LEFT)
def test_a_common_word_or_a_short_word_outside_a_label_is_no_number(sentence):
    assert spell_other_languages(sentence) == sentence


@pytest.mark.parametrize("completion, gold, reason", [
    ("45 ÷ 5 = 9\n\nTali: iva tala.", "9", "wrong"),  # unread: the 45 of the working is what stands
    ("2^10 = 1024 = 7 × 146 + 2.\n\nʻO ka pane: ʻelua.", "2", "correct"),
    ("2^10 = 1024 = 7 × 146 + 2.\n\nʻO ka pane: ʻekolu.", "2", "wrong"),
    ("6 × 9 = 54\n\nFreagairt: dà fhichead 's a ceithir deug.", "54", "correct"),
    ("6 × 9 = 54\n\nFreagairt: dà fhichead 's a trì deug.", "54", "wrong"),
    ("7 × 7 = 49\n\nValiny: sivy amby efapolo.", "49", "correct"),
    ("7 × 7 = 49\n\nValiny: valo amby efapolo.", "49", "wrong"),
])
def test_the_answer_in_such_words_is_judged_by_its_value(math_plugin, completion, gold, reason):
    assert math_plugin.explain("Compute it.", completion, gold)["reason"] == reason


@pytest.mark.parametrize("written, value", [("S/ 10.00", 10), ("S/. 2.50", 2.5), ("S/10", 10), ("₲ 84000", 84000)])
def test_the_sol_and_the_guarani_signs_stand_before_an_amount(written, value):
    assert parse_number(written).value == Fraction(value).limit_denominator()


@pytest.mark.parametrize("sentence, read", [
    ("ດັ່ງນັ້ນ ຄຳຕອບແມ່ນ ສາມສິບຫ້າ.", "ດັ່ງນັ້ນ ຄຳຕອບແມ່ນ 35."),  # Lao
    ("ដូច្នេះ ចម្លើយគឺ ដប់ប្រាំ នាទី។", "ដូច្នេះ ចម្លើយគឺ 15 នាទី។"),  # Khmer
    ("ထို့ကြောင့် အဖြေမှာ ဆယ့်တစ် ဖြစ်သည်။", "ထို့ကြောင့် အဖြေမှာ 11 ဖြစ်သည်။"),  # Burmese
    ("ལན་ནི་ ཉི་ཤུ་རྩ་ལྔ་ ཡིན།", "ལན་ནི་ 25 ཡིན།"),  # Tibetan, with its closing tsheg
    ("ལན་ནི་ ཉེར་ལྔ ཡིན།", "ལན་ནི་ 25 ཡིན།"),
    ("ຄຳຕອບ ສາມ.", "ຄຳຕອບ ສາມ."),  # a unit alone is an everyday word too: from ten up only
    ("ထို့ကြောင့် အဖြေမှာ လေး ဖြစ်သည်။", "ထို့ကြောင့် အဖြေမှာ လေး ဖြစ်သည်။"),
    ("ຄຳຕອບແມ່ນສາມສິບຫ້າ.", "ຄຳຕອບແມ່ນສາມສິບຫ້າ."),  # glued to other words: not a word of its own
])
def test_a_number_word_of_its_own_in_an_unspaced_script_is_read_from_ten_up(sentence, read):
    assert spell_spaced_numerals(sentence) == read
