"""A form the prompt names is asked in any language of the form-word table: a number in another form is refused,
the named form is paid; a percent sign on a quantity the prompt's percent takes is no quantity; a congruence that
states the prompt's remainder states it."""

from __future__ import annotations

import pytest

from reward_plugins.math.form_words import FORM_WORDS, FORMS, named_forms

_DEC = "$\\frac{5}{8}$"
# (prompt that asks for a decimal, how its language writes the answer line)
DECIMAL_ASKED = [
    (f"Išreikškite {_DEC} dešimtaine trupmena.", "Atsakymas: {}"),
    (f"Գրեք {_DEC}-ը տասնորդական կոտորակի տեսքով։", "Պատասխան՝ {}"),
    (f"Zapišite {_DEC} kao decimalni broj.", "Odgovor: {}"),
    (f"Skriv {_DEC} som decimaltal.", "Svar: {}"),
    (f"Kirjoita {_DEC} desimaalilukuna.", "Vastaus: {}"),
    (f"{_DEC} sayısını ondalık sayı olarak yazınız.", "Cevap: {}"),
    (f"Tuliskan {_DEC} dalam bentuk desimal.", "Jawaban: {}"),
    (f"Viết {_DEC} dưới dạng số thập phân.", "Đáp án: {}"),
    (f"Запишіть {_DEC} у вигляді десяткового дробу.", "Відповідь: {}"),
    (f"{_DEC} को दशमलव में लिखिए।", "उत्तर: {}"),
    (f"اكتب {_DEC} في صورة عدد عشري.", "الإجابة: {}"),
    (f"Γράψτε το {_DEC} ως δεκαδικό αριθμό.", "Απάντηση: {}"),
    (f"כתבו את {_DEC} כשבר עשרוני.", "תשובה: {}"),
    (f"เขียน {_DEC} ในรูปทศนิยม", "คำตอบ: {}"),
    (f"Schrijf {_DEC} als decimaal getal.", "Antwoord: {}"),
    (f"Írd fel a {_DEC} törtet tizedes tört alakban.", "Válasz: {}"),
    (f"Scrieți {_DEC} ca fracție zecimală.", "Răspuns: {}"),
    (f"Zapište {_DEC} jako desetinné číslo.", "Odpověď: {}"),
    (f"Vyjadrite {_DEC} desatinným číslom.", "Odpoveď: {}"),
    (f"Izrazite {_DEC} z decimalnim številom.", "Odgovor: {}"),
    (f"Izteiciet {_DEC} kā decimāldaļskaitli.", "Atbilde: {}"),
    (f"Avaldage {_DEC} kümnendmurruna.", "Vastus: {}"),
    (f"{_DEC} kəsrini onluq kəsr şəklində yazın.", "Cavab: {}"),
    (f"{_DEC} бөлшегін ондық бөлшек түрінде жазыңыз.", "Жауабы: {}"),
    (f"{_DEC} ni o'nli kasr shaklida yozing.", "Javob: {}"),
    (f"{_DEC}-ის ჩაწერეთ ათწილადის სახით.", "პასუხი: {}"),
    (f"Shkruani {_DEC} si thyesë dhjetore.", "Përgjigja: {}"),
    (f"Запишете {_DEC} като десетична дроб.", "Отговор: {}"),
    (f"Andika {_DEC} kama desimali.", "Jibu: {}"),
    (f"Isulat ang {_DEC} bilang desimal.", "Sagot: {}"),
    (f"Ysgrifennwch {_DEC} fel degolyn.", "Ateb: {}"),
    (f"{_DEC} را به صورت عدد اعشاری بنویسید.", "پاسخ: {}"),
    (f"Find {_DEC} as a decimal number rounded to the nearest thousandth.", "Answer: {}"),
]


@pytest.mark.parametrize("prompt,line", DECIMAL_ASKED)
@pytest.mark.parametrize("answer,reason", [("0,625", "correct"), ("5/8", "wrong_form"), ("62,5 %", "wrong_form")])
def test_a_decimal_named_in_any_language_is_the_form_asked(math_plugin, prompt, line, answer, reason):
    answer = answer.replace(",", ".") if line.startswith("Answer") else answer
    got = math_plugin.explain(prompt, line.format(answer), "0.625")["reason"]
    assert got == reason or (reason == "wrong_form" and got == "unevaluated")  # English reads "as a decimal" as a task too


# A rounded value is a decimal: a fraction left where the prompt asks to round is not it.
ROUNDED = [
    ("Find $\\frac{11}{3}$ rounded to the nearest tenth.", "Answer: {}", "3.7"),
    ("Apvalinkite $\\frac{11}{3}$ iki dešimtųjų.", "Atsakymas: {}", "3,7"),
    ("Pyöristä $\\frac{11}{3}$ yhden desimaalin tarkkuuteen.", "Vastaus: {}", "3,7"),
    ("$\\frac{11}{3}$ sayısını onda birler basamağına yuvarlayınız.", "Cevap: {}", "3,7"),
    ("Làm tròn $\\frac{11}{3}$ đến hàng phần mười.", "Đáp án: {}", "3,7"),
]


@pytest.mark.parametrize("prompt,line,decimal", ROUNDED)
def test_a_value_asked_rounded_is_a_decimal(math_plugin, prompt, line, decimal):
    assert math_plugin.explain(prompt, line.format("11/3"), "3.7")["reason"] == "wrong_form"
    assert math_plugin.explain(prompt, line.format(decimal), "3.7")["reason"] == "correct"


# The named form is asked only of a number in another form: a unit not read, or "3" for "3.00", are no other form;
# a form named in the working of a prompt whose gold is in another form asks nothing of it.
NOT_ASKED = [
    ("Compute the energy of a photon of wavelength $500\\ \\text{nm}$, in electron volts. Round your answer to 2 decimal places.",
     "$\\boxed{2.48 \\text{ eV}}$", "2.48", "correct"),
    ("A sample has a mass of 0.004652 kg. Write its mass rounded to two significant figures, in kg.",
     "Answer: $4.7 \\times 10^{-3}$ kg", "0.0047", "correct"),
    ("Paverskite dešimtainę trupmeną 0,375 paprastąja trupmena.", "Atsakymas: 3/8", "\\frac{3}{8}", "correct"),
    ("Paverskite dešimtainę trupmeną 0,375 paprastąja trupmena.", "Atsakymas: 0,375", "\\frac{3}{8}", "wrong_form"),
    ("Dešimtainė trupmena 0,5 padauginta iš 8 lygi kiek?", "Atsakymas: 4", "4", "correct"),
    ("Dešimtainė trupmena 0,5 padauginta iš 8 lygi kiek?", "Atsakymas: 8/2", "4", "unevaluated"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", NOT_ASKED)
def test_a_named_form_asks_only_a_number_in_another_form(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


# Mixed numbers and scientific notation named in a language whose own phrases are read, or in one that is not.
OTHER_FORMS = [
    ("Escriu $\\frac{11}{4}$ com a nombre mixt.", "\\boxed{\\frac{11}{4}}", "2\\frac{3}{4}", "wrong_form"),
    ("Escriu $\\frac{11}{4}$ com a nombre mixt.", "\\boxed{2\\frac{3}{4}}", "2\\frac{3}{4}", "correct"),
    ("Atbildi uzrakstiet jaukta skaitļa veidā: $\\frac{25}{6}$.", "Atbilde: $\\frac{25}{6}$", "4\\frac{1}{6}", "wrong_form"),
    ("Atbildi uzrakstiet jaukta skaitļa veidā: $\\frac{25}{6}$.", "Atbilde: $4\\frac{1}{6}$", "4\\frac{1}{6}", "correct"),
    ("Kirjoita 320000 kymmenpotenssimuodossa.", "Vastaus: $32 \\times 10^{4}$", "3.2 \\times 10^{5}", "wrong_form"),
    ("Kirjoita 320000 kymmenpotenssimuodossa.", "Vastaus: $3.2 \\times 10^{5}$", "3.2 \\times 10^{5}", "correct"),
    ("Avalda murd $\\frac{3}{5}$ protsentides.", "Vastus: 0,6", "60\\%", "wrong_form"),
    ("Avalda murd $\\frac{3}{5}$ protsentides.", "Vastus: 60%", "60\\%", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", OTHER_FORMS)
def test_other_forms_named_in_any_language_are_asked(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


# Each form named in words, in languages read by their own phrases and in others, both ways: the number in another
# form is refused, the named form paid.
FORMS_BOTH_WAYS = [
    # lowest terms, unread languages
    ("Supistä murtoluku $\\frac{12}{16}$ sievimpään muotoonsa.", "Vastaus: 6/8", "\\frac{3}{4}", False),
    ("Supistä murtoluku $\\frac{12}{16}$ sievimpään muotoonsa.", "Vastaus: 3/4", "\\frac{3}{4}", True),
    ("Sadeleştiriniz: $\\frac{12}{16}$", "Cevap: 6/8", "\\frac{3}{4}", False),
    ("Rút gọn phân số $\\frac{12}{16}$.", "Đáp án: 6/8", "\\frac{3}{4}", False),
    ("Rút gọn phân số $\\frac{12}{16}$.", "Đáp án: 0,75", "\\frac{3}{4}", False),
    ("Скоротіть дріб $\\frac{12}{16}$.", "Відповідь: 6/8", "\\frac{3}{4}", False),
    ("Скоротіть дріб $\\frac{12}{16}$.", "Відповідь: 0,75", "\\frac{3}{4}", False),
    ("Скоротіть дріб $\\frac{12}{16}$.", "Відповідь: 3/4", "\\frac{3}{4}", True),
    ("$\\frac{12}{16}$ भिन्न को सरलतम रूप में लिखिए।", "उत्तर: 6/8", "\\frac{3}{4}", False),
    ("Sederhanakan pecahan $\\frac{12}{16}$.", "Jawaban: 75%", "\\frac{3}{4}", False),
    ("Kürze den Bruch $\\frac{12}{16}$ vollständig.", "Antwort: 75 %", "\\frac{3}{4}", False),
    ("Simplify the fraction $\\frac{12}{16}$.", "Answer: 75%", "\\frac{3}{4}", False),
    ("Simplify the fraction $\\frac{12}{16}$.", "Answer: 0.75", "\\frac{3}{4}", False),
    # mixed
    ("Muunna $\\frac{11}{4}$ sekaluvuksi.", "Vastaus: 11/4", "2\\frac{3}{4}", False),
    ("Muunna $\\frac{11}{4}$ sekaluvuksi.", "Vastaus: 2,75", "2\\frac{3}{4}", False),
    ("Muunna $\\frac{11}{4}$ sekaluvuksi.", "Vastaus: $2\\frac{3}{4}$", "2\\frac{3}{4}", True),
    ("$\\frac{11}{4}$ kesrini tam sayılı kesir olarak yazınız.", "Cevap: 11/4", "2\\frac{3}{4}", False),
    ("Viết $\\frac{11}{4}$ dưới dạng hỗn số.", "Đáp án: 11/4", "2\\frac{3}{4}", False),
    ("Viết $\\frac{11}{4}$ dưới dạng hỗn số.", "Đáp án: 2 3/4", "2\\frac{3}{4}", True),
    ("Write $\\frac{11}{4}$ as a mixed numeral.", "Answer: 2.75", "2\\frac{3}{4}", False),
    # percent
    ("Vyjádřete $\\frac{3}{5}$ v procentech.", "Odpověď: 0,6", "60\\%", False),
    ("Vyjádřete $\\frac{3}{5}$ v procentech.", "Odpověď: 3/5", "60\\%", False),
    ("Vyjádřete $\\frac{3}{5}$ v procentech.", "Odpověď: 60 %", "60\\%", True),
    ("$\\frac{3}{5}$ sayısını yüzde olarak yazınız.", "Cevap: 0,6", "60\\%", False),
    ("$\\frac{3}{5}$ sayısını yüzde olarak yazınız.", "Cevap: %60", "60\\%", True),
    ("Nyatakan $\\frac{3}{5}$ dalam persen.", "Jawaban: 3/5", "60\\%", False),
    ("Nyatakan $\\frac{3}{5}$ dalam persen.", "Jawaban: 60%", "60\\%", True),
    ("Express $\\frac{3}{5}$ as a percentage.", "Answer: 0.6", "60\\%", False),
    # scientific
    ("Kirjoita 45000 kymmenpotenssimuodossa.", "Vastaus: $45 \\times 10^{3}$", "4.5 \\times 10^{4}", False),
    ("45000 sayısını bilimsel gösterimle yazınız.", "Cevap: 45000", "4.5 \\times 10^{4}", False),
    ("45000 sayısını bilimsel gösterimle yazınız.", "Cevap: $4,5 \\times 10^{4}$", "4.5 \\times 10^{4}", True),
    ("Viết 45000 dưới dạng ký hiệu khoa học.", "Đáp án: $0.45 \\times 10^{5}$", "4.5 \\times 10^{4}", False),
    # rounding
    ("Pyöristä $\\sqrt{2}$ kahden desimaalin tarkkuuteen.", "Vastaus: $\\sqrt{2}$", "1.41", False),
    ("Pyöristä $\\sqrt{2}$ kahden desimaalin tarkkuuteen.", "Vastaus: 1,41", "1.41", True),
    ("Round $\\sqrt{2}$ to the nearest hundredth.", "Answer: $\\sqrt{2}$", "1.41", False),
    ("$\\sqrt{2}$ sayısını yüzde birler basamağına yuvarlayınız.", "Cevap: $\\sqrt{2}$", "1.41", False),
    ("Round 2/3 to two decimal places.", "Answer: 2/3", "0.67", False),
    ("Round 2/3 to two decimal places.", "Answer: 0.67", "0.67", True),
    ("Округлите 2/3 до сотых.", "Ответ: 2/3", "0.67", False),
    ("Arrondis 2/3 au centième.", "Réponse : 2/3", "0.67", False),
    ("Runde 2/3 auf zwei Nachkommastellen.", "Antwort: 2/3", "0.67", False),
    ("Redondea 2/3 a las centésimas.", "Respuesta: 2/3", "0.67", False),
    ("把2/3四舍五入到百分位。", "答：2/3", "0.67", False),
    ("2/3を小数第2位まで四捨五入しなさい。", "答え：2/3", "0.67", False),
    # decimal in read languages, other spellings
    ("What is the decimal equivalent of $\\frac{5}{8}$?", "Answer: 5/8", "0.625", False),
    ("Give $\\frac{5}{8}$ in decimal notation.", "Answer: 5/8", "0.625", False),
    ("Donne l'écriture décimale de $\\frac{5}{8}$.", "Réponse : 5/8", "0.625", False),
    ("Gib $\\frac{5}{8}$ als Dezimalbruch an.", "Antwort: 5/8", "0.625", False),
    ("Scrivi $\\frac{5}{8}$ in forma decimale.", "Risposta: 62,5%", "0.625", False),
    ("把$\\frac{5}{8}$化成小数。", "答：62.5%", "0.625", False),
    ("Запишите $\\frac{5}{8}$ в виде десятичной дроби.", "Ответ: 62,5 %", "0.625", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", FORMS_BOTH_WAYS)
def test_each_named_form_refuses_another_and_pays_its_own(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid


def test_the_form_word_table_names_every_form_in_many_languages():
    assert len(FORM_WORDS) >= 40
    assert all(set(words) == set(FORMS) for words in FORM_WORDS.values())
    assert named_forms("The price is 20% lower. What is 3 + 4?") == frozenset()


# A percent sign on a value where the gold is the share a percent of the prompt takes of its number (or that
# number raised or lowered by it): a percent, not the quantity. Where the prompt asks how many percent, it is one.
PERCENT_OF_A_QUANTITY = [
    ("60-тың 15%-ы неге тең?", "Жауабы: {}", "9"),
    ("What is 15% of 240?", "Answer: {}", "36"),
    ("Wie viel sind 15 % von 240?", "Antwort: {}", "36"),
    ("Combien font 15 % de 240 ?", "Réponse : {}", "36"),
    ("Bir buzdolabının fiyatı 8.400 TL'dir. %15 indirim yapılırsa buzdolabı kaç TL olur?", "Cevap: {}", "7140"),
    ("Egy könyv 2400 forintba kerül, 15%-os kedvezménnyel mennyibe kerül?", "Válasz: {}", "2040"),
    ("Ένα ποδήλατο κοστίζει 240 €. Με αύξηση 25%, πόσο κοστίζει;", "Απάντηση: {}", "300"),
    ("某城市有 1200 人，其中 15% 是学生。学生有多少人？", "答：{}", "180"),
]


@pytest.mark.parametrize("prompt,line,gold", PERCENT_OF_A_QUANTITY)
def test_a_percent_sign_on_a_share_of_a_given_is_no_quantity(math_plugin, prompt, line, gold):
    assert math_plugin.explain(prompt, line.format(gold + " %"), gold)["reason"] == "wrong"
    assert math_plugin.explain(prompt, line.format(gold), gold)["reason"] == "correct"


@pytest.mark.parametrize("prompt,completion,gold", [
    ("The rate rose from 20% to 25%. What is the new rate?", "Answer: 25%", "25"),
    ("Koľko percent je 18 zo 72?", "Odpoveď: 25 %", "25"),
    ("What percent of 60 is 9? The discount was 15%.", "Answer: 15%", "15"),
])
def test_a_percent_sign_stays_where_the_gold_is_a_percentage(math_plugin, prompt, completion, gold):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == "correct"


# A congruence whose left side is the prompt's expression and whose modulus the prompt writes states the remainder.
_REMAINDER = "Find the remainder when $2^{100}$ is divided by $7$."
CONGRUENCES = [
    (_REMAINDER, "$\\boxed{2^{100} \\equiv 2 \\pmod 7}$", "correct"),
    (_REMAINDER, "$\\boxed{2^{100} \\equiv 2 \\pmod{7}}$", "correct"),
    (_REMAINDER, "$\\boxed{2^{100} \\equiv 2 \\ (\\mathrm{mod}\\ 7)}$", "correct"),
    (_REMAINDER, "Answer: $2^{100} \\equiv 2 \\pmod 7$", "correct"),
    (_REMAINDER, "$\\boxed{2^{100} \\equiv 3 \\pmod 7}$", "wrong"),
    (_REMAINDER, "$\\boxed{2^{100} \\equiv 9 \\pmod 7}$", "wrong"),
    (_REMAINDER, "$\\boxed{2^{100} \\equiv 2 \\pmod 5}$", "unevaluated"),  # a modulus the prompt does not write
    (_REMAINDER, "$\\boxed{2^{100}}$", "restated"),
    ("Trouvez le reste de la division de $3^{50}$ par $5$.", "Réponse : $3^{50} \\equiv 4 \\pmod 5$", "correct"),
    ("Trouvez le reste de la division de $3^{50}$ par $5$.", "Réponse : $3^{50} \\equiv 1 \\pmod 5$", "wrong"),
]


@pytest.mark.parametrize("prompt,completion,reason", CONGRUENCES)
def test_a_congruence_of_the_prompts_expression_states_its_remainder(math_plugin, prompt, completion, reason):
    gold = "2" if "2^{100}" in prompt else "4"
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


# More spellings of both: the percent written as a word or a sign before the number, in more languages; the
# congruence's modulus written \bmod, (mod 5), \text{mod}, after a prompt that ends its modulus with a full stop.
SPELLINGS = [
    ("60-тың 15%-ы неге тең?", "Жауабы: 9 пайыз", "9", False),
    ("What is 15% of 240?", "Answer: 36 percent", "36", False),
    ("Wie viel sind 15 % von 240?", "Antwort: 36 Prozent", "36", False),
    ("Сколько будет 15% от 240?", "Ответ: 36 процентов", "36", False),
    ("Сколько будет 15% от 240?", "Ответ: 36%", "36", False),
    ("240'ın %15'i kaçtır?", "Cevap: %36", "36", False),
    ("240'ın %15'i kaçtır?", "Cevap: 36", "36", True),
    ("ما هو 15٪ من 240؟", "الإجابة: 36٪", "36", False),
    ("ما هو 15٪ من 240؟", "الإجابة: 36", "36", True),
    ("240の15%はいくつですか。", "答え：36%", "36", False),
    ("240の15%はいくつですか。", "答え：36", "36", True),
    ("What is 12.5% of 80?", "Answer: 10%", "10", False),
    ("A jacket costs $80 and is 25% off. What is the sale price?", "Answer: $60", "60", True),
    ("A jacket costs $80 and is 25% off. What is the sale price?", "Answer: 60%", "60", False),
    ("A jacket costs $80 and is 25% off. By what percent is it reduced?", "Answer: 25%", "25", True),
    ("An account pays 5% interest on $1,000. What is the balance after one year?", "Answer: 1050%", "1050", False),
    ("Find the remainder when $3^{50}$ is divided by 5.", "$3^{50} \\equiv 4 \\pmod{5}$, so the remainder is $\\boxed{4}$.", "4", True),
    ("Find the remainder when $3^{50}$ is divided by 5.", "$\\boxed{3^{50} \\equiv 4 \\ (\\text{mod } 5)}$", "4", True),
    ("Find the remainder when $3^{50}$ is divided by 5.", "$\\boxed{3^{50} \\equiv 4 \\bmod 5}$", "4", True),
    ("Find the remainder when $3^{50}$ is divided by 5.", "$\\boxed{3^{50} ≡ 4 (mod 5)}$", "4", True),
    ("Find the remainder when $3^{50}$ is divided by 5.", "$\\boxed{3^{50} \\equiv -1 \\pmod{5}}$", "4", False),
    ("Find the remainder when $3^{50}$ is divided by 5.", "$\\boxed{3^{40} \\equiv 4 \\pmod{5}}$", "4", False),
    ("Find $x$ such that $3x \\equiv 4 \\pmod 5$.", "$\\boxed{x \\equiv 3 \\pmod 5}$", "3", True),
    # the prompt's percent written as a word after its number
    ("What is 15 percent of 240?", "Answer: 36%", "36", False),
    ("What is 15 percent of 240?", "Answer: 36", "36", True),
    ("Wie viel sind 15 Prozent von 240?", "Antwort: 36 %", "36", False),
    ("Сколько будет 15 процентов от 240?", "Ответ: 36 %", "36", False),
    ("Berapa 15 persen dari 240?", "Jawaban: 36%", "36", False),
    ("Berapa 15 persen dari 240?", "Jawaban: 36", "36", True),
    ("Berapa persen 36 dari 240?", "Jawaban: 15%", "15", True),
    ("Harga naik dari 50 menjadi 60. Berapa persen kenaikannya?", "Jawaban: 20%", "20", True),
    ("A price rose 20 percent from 50. By how many percent did it rise?", "Answer: 20%", "20", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", SPELLINGS)
def test_a_share_with_a_percent_or_a_congruence_is_judged_in_any_spelling(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid


# The other forms of the family in languages whose own phrases are not read: a ratio, scientific notation, a cancelled
# quotient, a sum of fractions, a decimal to a number of places, a mixed number where a decimal is named.
MORE_FORMS = [
    ("Sievennä suhde 18:24.", "Vastaus: 9:12", "3:4", False),
    ("Sievennä suhde 18:24.", "Vastaus: 3:4", "3:4", True),
    ("Rút gọn tỉ số 18 : 24.", "Đáp án: 9 : 12", "3:4", False),
    ("18:24 अनुपात को सरलतम रूप में लिखिए।", "उत्तर: 9:12", "3:4", False),
    ("Write the ratio 18:24 in simplest form.", "Answer: 0.75", "3:4", False),
    ("Kirjoita 45000 kymmenpotenssimuodossa.", "Vastaus: $45 \\times 10^{3}$", "4.5 \\times 10^{4}", False),
    ("Sadeleştiriniz: $\\frac{x^2-1}{x-1}$", "Cevap: $\\frac{(x-1)(x+1)}{x-1}$", "x+1", False),
    ("Sadeleştiriniz: $\\frac{x^2-1}{x-1}$", "Cevap: $x+1$", "x+1", True),
    ("Tính $\\frac{1}{2} + \\frac{1}{3}$.", "Đáp án: $\\frac{3}{6} + \\frac{2}{6}$", "\\frac{5}{6}", False),
    ("Tính $\\frac{1}{2} + \\frac{1}{3}$.", "Đáp án: $\\frac{5}{6}$", "\\frac{5}{6}", True),
    ("Tính $\\frac{1}{2} + \\frac{1}{3}$.", "Đáp án: $\\frac{10}{12}$", "\\frac{5}{6}", False),
    ("Hesaplayınız: $\\frac{1}{2} + \\frac{1}{3}$", "Cevap: 0,83", "\\frac{5}{6}", False),
    ("Hesaplayınız: $\\frac{1}{2} + \\frac{1}{3}$", "Cevap: 83,3 %", "\\frac{5}{6}", False),
    ("Laske $\\frac{1}{2} + \\frac{1}{3}$ ja anna vastaus desimaalilukuna kolmen desimaalin tarkkuudella.", "Vastaus: 5/6", "0.833", False),
    ("Laske $\\frac{1}{2} + \\frac{1}{3}$ ja anna vastaus desimaalilukuna kolmen desimaalin tarkkuudella.", "Vastaus: 0,833", "0.833", True),
    ("Express $\\frac{7}{4}$ as a decimal.", "Answer: $1\\frac{3}{4}$", "1.75", False),
    ("Zapišite $\\frac{7}{4}$ kao decimalni broj.", "Odgovor: $1\\frac{3}{4}$", "1.75", False),
    ("Zapišite $\\frac{7}{4}$ kao decimalni broj.", "Odgovor: 1 3/4", "1.75", False),
    ("Zapišite $\\frac{7}{4}$ kao decimalni broj.", "Odgovor: 175 %", "1.75", False),
    ("Zapišite $\\frac{7}{4}$ kao decimalni broj.", "Odgovor: 1,75", "1.75", True),
    ("Zapišite $\\frac{7}{4}$ kao decimalni broj.", "Odgovor: $\\boxed{1.75}$", "1.75", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", MORE_FORMS)
def test_the_gold_form_or_the_named_one_is_kept_in_any_language(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid
