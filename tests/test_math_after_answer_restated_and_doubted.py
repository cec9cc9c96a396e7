"""What follows the answer, read both ways: the answer said again in another unit of its kind, in any language (paid
where it is the same quantity, refused where it is another), a share of certainty beside a word for sure ("not 100%
sure" doubts the answer, "100% sure" affirms it), and a sign of nearness written inside the answer ("\\boxed{~46}")."""

from __future__ import annotations

import pytest

COUNT = "How many positive integers less than 100 are divisible by 3 or 5? Put your final answer within \\boxed{}."
WORK = "33 multiples of 3, 19 of 5, 6 of 15. 33 + 19 - 6 = 46.\n\\boxed{46}\n"

ZH = "一列火车以 60 千米/小时的速度行驶 {d} 千米，需要多少分钟？"
CS = "Vlak ujede {d} km rychlostí 60 km/h. Kolik minut jízda trvá?"
AR = "يقطع قطار مسافة {d} كم بسرعة 60 كم/ساعة. كم دقيقة تستغرق الرحلة؟"
HI = "एक रेलगाड़ी 60 किमी/घंटा की चाल से {d} किमी चलती है। यात्रा में कितने मिनट लगते हैं?"
ID = "Sebuah kereta menempuh jarak {d} km dengan kecepatan 60 km/jam. Berapa menit waktu tempuhnya?"
IT = "Un treno percorre {d} km a 60 km/h. Quanti minuti dura il viaggio?"
EL = "Ένα τρένο διανύει {d} km με ταχύτητα 60 km/h. Πόσα λεπτά διαρκεί η διαδρομή;"
RU = "Поезд проходит {d} км со скоростью 60 км/ч. Сколько минут длится поездка?"
TR = "Bir tren 60 km/sa hızla {d} km yol alıyor. Yolculuk kaç dakika sürer?"
JA = "列車は時速60 kmで{d} km走ります。何分かかりますか？"
KO = "기차가 시속 60 km로 {d} km를 갑니다. 몇 분 걸립니까?"
HE = "רכבת נוסעת {d} ק\"מ במהירות 60 קמ\"ש. כמה דקות נמשכת הנסיעה?"
# The answer in minutes said again in hours and minutes in the language of the answer: the same quantity is paid, another
# is refused.
IN_HOURS_AND_MINUTES = [
    (ZH, "**答案:** 138 分钟 (即 2 小时 18 分钟)", "138", "correct"),
    (CS, "**Odpověď:** 189 minut (tj. 3 hodiny 9 minut)", "189", "correct"),
    (AR, "**الإجابة:** 168 دقيقة (أي 2 ساعة 48 دقيقة)", "168", "correct"),
    (HI, "**उत्तर:** 132 मिनट (अर्थात 2 घंटे 12 मिनट)", "132", "correct"),
    (ID, "**Jawaban:** 294 menit (yaitu 4 jam 54 menit)", "294", "correct"),
    (IT, "**Risposta:** 174 minuti (cioè 2 ore 54 minuti)", "174", "correct"),
    (EL, "**Απάντηση:** 204 λεπτά (δηλαδή 3 ώρες 24 λεπτά)", "204", "correct"),
    (RU, "**Ответ:** 150 минут (то есть 2 часа 30 минут)", "150", "correct"),
    (TR, "**Cevap:** 150 dakika (yani 2 saat 30 dakika)", "150", "correct"),
    (ZH, "**答案:** 138 分钟 (即 2.3 小时)", "138", "correct"),
    (JA, "**答え:** 150分（つまり2時間30分）", "150", "correct"),
    (KO, "**답:** 150분 (즉, 2시간 30분)", "150", "correct"),
    (HE, "**תשובה:** 150 דקות (כלומר 2 שעות ו-30 דקות)", "150", "correct"),
    # another quantity
    (ZH, "**答案:** 138 分钟 (即 2 小时 28 分钟)", "138", "refused"),
    (CS, "**Odpověď:** 189 minut (tj. 3 hodiny 19 minut)", "189", "refused"),
    (IT, "**Risposta:** 174 minuti (cioè 2 ore 44 minuti)", "174", "refused"),
    (EL, "**Απάντηση:** 204 λεπτά (δηλαδή 3 ώρες)", "204", "refused"),
    (ZH, "**答案:** 138 分钟 (即 2.5 小时)", "138", "refused"),
    (JA, "**答え:** 150分（つまり2時間40分）", "150", "refused"),
    (KO, "**답:** 150분 (즉, 2시간 40분)", "150", "refused"),
    (HE, "**תשובה:** 150 דקות (כלומר 2 שעות ו-40 דקות)", "150", "refused"),
]

PENCILS = "Сколько копеек стоят 6 карандашей, если один карандаш стоит 35 копеек?"
APPLES = "Apples cost $0.45 each. How many cents do 8 apples cost?"
# An amount said again in a currency's major and minor units, or after its sign.
IN_MONEY = [
    (PENCILS, "6 · 35 = 210.\n\nОтвет: 210 копеек (2 рубля 10 копеек).", "210", "correct"),
    (PENCILS, "6 · 35 = 210.\n\nОтвет: 210 копеек (2 рубля 20 копеек).", "210", "refused"),
    (PENCILS, "6 · 35 = 210.\n\nОтвет: 210 копеек (3 рубля).", "210", "refused"),
    (APPLES, "8 × 45 = 360.\n\nEight apples cost 360 cents (that is, $3.60).", "360", "correct"),
    (APPLES, "8 × 45 = 360.\n\nEight apples cost 360 cents (that is, 3 dollars and 60 cents).", "360", "correct"),
    (APPLES, "8 × 45 = 360.\n\nEight apples cost 360 cents (that is, $3.50).", "360", "refused"),
    (APPLES, "8 × 45 = 360.\n\nEight apples cost 360 cents (that is, 3 dollars and 50 cents).", "360", "refused"),
]

# A share of certainty beside a word for sure, in a sentence after the answer.
CERTAINTY = [
    ("I think this is right but I'm not 100% sure.", "qualified"),
    ("Not 100% sure about this.", "qualified"),
    ("I'm not 100 % certain.", "qualified"),
    ("I'm not a hundred percent sure.", "qualified"),
    ("I am not 100 percent sure this is right.", "qualified"),
    ("I can't be 100% sure.", "qualified"),
    ("Je ne suis pas sûr à 100 %.", "qualified"),
    ("Ich bin mir nicht 100% sicher.", "qualified"),
    ("Nicht hundertprozentig sicher.", "qualified"),
    ("No estoy 100% seguro.", "qualified"),
    ("Não tenho 100% de certeza.", "qualified"),
    ("Non sono sicuro al 100%.", "qualified"),
    ("Я не на 100% уверен.", "qualified"),
    ("不是100%确定。", "qualified"),
    ("我不能百分之百确定。", "qualified"),
    ("100%の自信はありません。", "qualified"),
    # sure: no doubt, no value
    ("I'm 100% sure.", "correct"),
    ("100% sure.", "correct"),
    ("I'm 100% certain of this.", "correct"),
    ("Я уверен на 100%.", "correct"),
    ("我百分之百确定。", "correct"),
    # a share that is no certainty is a value
    ("This counts 100% of the multiples.", "value_after"),
]

# A sign of nearness opening the answer inside its box: an estimate, not the value.
TILDE = [
    ("\\boxed{~46}", "qualified"),
    ("\\boxed{~ 46}", "qualified"),
    ("\\boxed{\\sim 46}", "qualified"),
    ("\\boxed{∼46}", "qualified"),
    ("The answer is $\\boxed{{\\sim}46}$.", "qualified"),
    ("\\boxed{46}", "correct"),
    ("\\boxed{46~}", "correct"),
    ("\\boxed{46~\\text{integers}}", "correct"),
]

RECTANGLE = "A rectangle's length is twice its width, and its perimeter is 54 cm. What is its length in cm?"
RECTANGLE_WORK = "6w = 54 → w = 9.\nLength = 2 × 9 = 18.\n\n"
# A bracket after the answer's value that names another quantity of the prompt and gives its value describes it; one that
# names the quantity asked, or names none, offers a second value.
NAMED_BESIDE = [
    ("The length is 18 cm (width 9 cm).", "18", "correct"),
    ("The length is 18 cm (perimeter 54 cm).", "18", "correct"),
    ("The length is 18 cm (width 9 cm).", "9", "refused"),
    ("The length is 18 cm (length 9 cm).", "18", "refused"),
    ("The length is 18 cm (or 9 cm).", "18", "refused"),
    ("The length is 18 cm (maybe 9 cm).", "18", "refused"),
    ("The length is 9 cm (width 18 cm).", "18", "refused"),
]


def _paid(reason: str) -> bool:
    return reason == "correct"


@pytest.mark.parametrize("prompt,answer,gold,outcome", IN_HOURS_AND_MINUTES)
def test_minutes_said_again_in_hours_and_minutes(math_plugin, prompt, answer, gold, outcome):
    minutes = int(gold)  # at 60 km/h, as many km as minutes
    reason = math_plugin.explain(prompt.format(d=minutes), f"$t = {minutes}/60$ h\n$60 \\cdot {minutes}/60 = {minutes}$\n\n{answer}", gold)["reason"]
    assert _paid(reason) == (outcome == "correct"), reason


@pytest.mark.parametrize("prompt,completion,gold,outcome", IN_MONEY)
def test_amount_said_again_in_other_units(math_plugin, prompt, completion, gold, outcome):
    reason = math_plugin.explain(prompt, completion, gold)["reason"]
    assert _paid(reason) == (outcome == "correct"), reason


@pytest.mark.parametrize("sentence,reason", CERTAINTY)
def test_share_of_certainty_after_the_answer(math_plugin, sentence, reason):
    assert math_plugin.explain(COUNT, WORK + sentence, "46")["reason"] == reason


@pytest.mark.parametrize("answer,reason", TILDE)
def test_sign_of_nearness_inside_the_answer(math_plugin, answer, reason):
    assert math_plugin.explain(COUNT, "33 + 19 - 6 = 46\n" + answer, "46")["reason"] == reason


@pytest.mark.parametrize("sentence,gold,outcome", NAMED_BESIDE)
def test_bracket_naming_another_quantity(math_plugin, sentence, gold, outcome):
    reason = math_plugin.explain(RECTANGLE, RECTANGLE_WORK + sentence, gold)["reason"]
    assert _paid(reason) == (outcome == "correct"), reason


RATIONALIZE = "Rationalize the denominator: $\\frac{2}{\\sqrt{6}}$."
RATIONALIZE_WORK = "$$\\frac{2}{\\sqrt{6}} \\cdot \\frac{\\sqrt{6}}{\\sqrt{6}} = \\frac{\\sqrt{6}}{3}.$$\n"
# "Equivalently" says the same value again in another form: paid where it is the same, refused where it is another.
EQUIVALENTLY = [
    ("Equivalently $\\tfrac{1}{3}\\sqrt{6}$.", "correct"),
    ("Équivalemment $\\tfrac{1}{3}\\sqrt{6}$.", "correct"),
    ("Equivalently $\\tfrac{1}{2}\\sqrt{6}$.", "refused"),
    ("Equivalently about $0.8$.", "refused"),
]


@pytest.mark.parametrize("sentence,outcome", EQUIVALENTLY)
def test_the_answer_said_again_equivalently(math_plugin, sentence, outcome):
    reason = math_plugin.explain(RATIONALIZE, RATIONALIZE_WORK + sentence, "\\frac{\\sqrt{6}}{3}")["reason"]
    assert _paid(reason) == (outcome == "correct"), reason
