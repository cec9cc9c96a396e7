"""The form a prompt asks for is read in the languages a policy is prompted in, and a piecewise answer is
compared piece by piece whatever language its conditions are worded in: a wrong form is refused, the
asked form is paid."""

from __future__ import annotations

import pytest

from reward_plugins.math.forms import asked_form, reads_language

ASKED = [
    ("Escreva 0,75 na forma de fração.", "fraction"),
    ("Scrivi 0,75 in forma di frazione.", "fraction"),
    ("Convierte 0,375 a fracción.", "fraction"),
    ("Zamień 0,375 na ułamek zwykły.", "fraction"),
    ("Escreva 3/8 na forma decimal.", "decimal"),
    ("Expresa 3/8 a decimal.", "decimal"),
    ("Convert 3/8 to a decimal.", "decimal"),
    ("Converta 3/8 para porcentagem.", "percent"),
    ("Escreva $\\frac{3}{5}$ na forma de porcentagem.", "percent"),
    ("Переведите 3/8 в проценты.", "percent"),
    ("Convert 3/8 to a percentage.", "percent"),
    ("Écris 7/3 sous forme de nombre fractionnaire.", "mixed"),
    ("Zapisz 7/3 jako liczbę mieszaną.", "mixed"),
    ("Expresa 0.75 como fracción simplificada.", "fraction"),
    ("Expresa 0.75 en forma simplificada como fracción.", "fraction"),
    ("Kürze den Bruch 6/8.", "fraction"),
    ("Gib das Ergebnis als gekürzten Bruch an.", "fraction"),
    ("Scrivi 0,75 come frazione ai minimi termini.", "fraction"),
    ("Escreva 0,75 como fração.", "fraction"),
    ("Zapisz 0,75 jako ułamek zwykły.", "fraction"),
    ("Zapisz 0,75 w postaci ułamka nieskracalnego.", "fraction"),
    ("Запишите 0,75 в виде обыкновенной дроби.", "fraction"),
    ("Ответ запишите дробью.", "fraction"),
    ("把0.75化成分数。", "fraction"),
    ("0.75を分数で表しなさい。", "fraction"),
    ("Dai il rapporto semplificato tra 15 e 25.", "ratio"),
    ("Dê a razão simplificada de 15 para 25.", "ratio"),
    ("Podaj stosunek 15 do 25 w najprostszej postaci.", "ratio"),
    ("Найдите отношение 15 к 25 в простейшем виде.", "ratio"),
    ("15:25を最も簡単な整数の比で表せ。", "ratio"),
    # the word for "reduced" before the word for "ratio", in any language read
    ("Riduci ai minimi termini il rapporto 18:24.", "ratio"),
    ("Vereenvoudig de verhouding 18:24.", "ratio"),
    ("Sederhanakan perbandingan 18 : 24.", "ratio"),
    ("Zjednodušte poměr 18 : 24.", "ratio"),
    ("Scrivi 3/4 come numero decimale.", "decimal"),
    ("Zapisz 3/4 jako ułamek dziesiętny.", "decimal"),
    ("Ответ дайте десятичной дробью.", "decimal"),
    ("Schreibe 3/4 als Dezimalzahl.", "decimal"),
    ("Zapisz 32000 w notacji wykładniczej.", "scientific"),
    ("Escribe 3/4 como porcentaje.", "percent"),
    ("Semplifica $\\frac{x^2-1}{x-1}$.", "rational"),
    ("Escreva 7/3 como fração mista.", "mixed"),
    ("Donne l'écriture scientifique de 32000.", "scientific"),
    ("Exprime 3/4 sous forme de pourcentage.", "percent"),
    ("Mets 6/8 sous forme irréductible.", "fraction"),
    ("Сократите дробь 6/8.", "fraction"),
    ("Skróć ułamek 6/8.", "fraction"),
    ("把6/8约分。", "fraction"),
    ("Écris 3/4 sous forme décimale.", "decimal"),
    ("Reduce a su mínima expresión 6/8.", "fraction"),
    # a prompt in a language whose form words are not listed: the gold's form is asked
    ("Vyjádřete zlomek 18/24 v základním tvaru.", "gold"),
    ("0,375 sayısını en sade kesir olarak yazınız.", "gold"),
    # words that only look like a form's
    ("Finde die kürzeste Strecke zwischen den beiden Punkten.", None),
    ("What fraction of the class passed?", None),
    ("The ratio of boys to girls is 18:24. How many boys are there if there are 48 girls?", None),
]


@pytest.mark.parametrize("prompt,form", ASKED)
def test_the_asked_form_is_read_in_many_languages(prompt, form):
    assert asked_form(prompt) == form


_ABS = "\\begin{cases} x & \\text{if } x \\ge 0 \\\\ -x & \\text{if } x < 0 \\end{cases}"
_LIGHT = "Light travels $3 \\times 10^8$ m/s. How far does it go in 20 seconds? Give your answer in scientific notation."
JUDGED = [
    # another form than the one asked: refused
    ("Écris 7/3 sous forme de nombre fractionnaire.", "\\boxed{\\frac{7}{3}}", "2\\frac{1}{3}", "wrong_form"),
    ("Zapisz 7/3 jako liczbę mieszaną.", "\\boxed{\\frac{7}{3}}", "2\\frac{1}{3}", "wrong_form"),
    ("Expresa 0.75 como fracción simplificada.", "\\boxed{75\\%}", "\\frac{3}{4}", "wrong_form"),
    ("Gib das Ergebnis als gekürzten Bruch an: 0,75.", "\\boxed{75\\%}", "\\frac{3}{4}", "wrong_form"),
    # a prompt whose form words are not read: its own fraction given back where the gold is none is restated
    ("Skriv $\\frac{3}{8}$ som ett decimaltal.", "Svar: $\\frac{3}{8}$", "0.375", "restated"),
    ("Skriv $\\frac{3}{8}$ som ett decimaltal.", "Svar: 0,375", "0.375", "correct"),
    ("Escreva 0,75 como fração.", "\\boxed{75\\%}", "\\frac{3}{4}", "wrong_form"),
    ("Запишите 0,75 в виде обыкновенной дроби.", "\\boxed{75\\%}", "\\frac{3}{4}", "wrong_form"),
    ("0.75を分数で表しなさい。", "\\boxed{75\\%}", "\\frac{3}{4}", "wrong_form"),
    ("Zapisz 3/4 jako ułamek dziesiętny.", "\\boxed{\\frac{3}{4}}", "0.75", "wrong_form"),
    # a fraction not in lowest terms where a form is asked and the gold is in lowest terms
    ("Gib das Ergebnis als vollständig gekürzten Bruch an.", "\\boxed{\\frac{6}{8}}", "\\frac{3}{4}", "wrong_form"),
    ("Scrivi 0,75 come frazione ai minimi termini.", "\\boxed{\\frac{6}{8}}", "\\frac{3}{4}", "wrong_form"),
    ("把0.75化成最简分数。", "\\boxed{\\frac{6}{8}}", "\\frac{3}{4}", "wrong_form"),
    ("0.75を既約分数で表しなさい。", "\\boxed{\\frac{6}{8}}", "\\frac{3}{4}", "wrong_form"),
    ("Simplifica 12/16.", "\\boxed{\\frac{6}{8}}", "\\frac{3}{4}", "wrong_form"),
    # a mixed number's fraction not in lowest terms, as written ("2 6/10" reads as its value)
    ("Skriv 2,6 som ett blandat tal i enklaste form.", "2,6 = 2 + 6/10\nSvar: 2 6/10", "2\\frac{3}{5}", "wrong_form"),
    ("Write 2.6 as a mixed number.", "Answer: $2\\frac{6}{10}$", "2\\frac{3}{5}", "wrong_form"),
    ("Write 2.6 as a mixed number.", "Answer: $2\\frac{3}{5}$", "2\\frac{3}{5}", "correct"),
    ("How much flour is left?", "Answer: $2\\frac{6}{10}$ cups", "2\\frac{3}{5}", "correct"),
    ("Write 9/4 as a mixed number.", "\\boxed{2\\frac{2}{8}}", "2\\frac{1}{4}", "wrong_form"),
    # an improper fraction asked; where the prompt names both forms, the gold's is the one asked
    ("Express 2 1/3 as an improper fraction.", "\\boxed{2\\frac{1}{3}}", "\\frac{7}{3}", "wrong_form"),
    ("Convert the mixed number 2 1/3 to an improper fraction.", "\\boxed{2\\frac{1}{3}}", "\\frac{7}{3}", "wrong_form"),
    ("Convert the mixed number 2 1/3 to an improper fraction.", "\\boxed{\\frac{7}{3}}", "\\frac{7}{3}", "correct"),
    ("Write the improper fraction 7/3 as a mixed number.", "\\boxed{\\frac{7}{3}}", "2\\frac{1}{3}", "wrong_form"),
    ("Write the improper fraction 7/3 as a mixed number.", "\\boxed{2\\frac{1}{3}}", "2\\frac{1}{3}", "correct"),
    # a ratio not in lowest terms, where a simplified ratio or any simplification is asked
    ("What is the ratio of boys to girls? Simplify. There are 12 boys and 16 girls.", "\\boxed{6:8}", "3:4", "wrong_form"),
    ("Riduci ai minimi termini il rapporto 18:24.", "Risposta: 9:12", "3:4", "wrong_form"),
    ("Riduci ai minimi termini il rapporto 18:24.", "Risposta: 3:4", "3:4", "correct"),
    # a rate's unit after the value is a unit, not a quotient of letters, also where the prompt's form words are not read
    ("Ένα τρένο διανύει 180 km σε 2 ώρες. Ποια είναι η μέση ταχύτητά του σε km/h;", "Απάντηση: 90 km/h", "90", "correct"),
    ("Juna kulkee 240 km 3 tunnissa. Mikä on sen keskinopeus kilometreinä tunnissa?", "Vastaus: 80 km/h", "80", "correct"),
    ("Juna kulkee 240 km 3 tunnissa. Mikä on sen keskinopeus kilometreinä tunnissa?", "Vastaus: 81 km/h", "80", "wrong"),
    ("Egyszerűsítsd: $\\frac{6a}{9a}$.", "Válasz: $\\frac{6a}{9a}$", "\\frac{2}{3}", "restated"),
    ("Dai il rapporto semplificato tra 15 e 25.", "\\boxed{15:25}", "3:5", "wrong_form"),
    ("Найдите отношение 15 к 25 в простейшем виде.", "\\boxed{15:25}", "3:5", "wrong_form"),
    # the asked form: paid
    ("Écris 7/3 sous forme de nombre fractionnaire.", "\\boxed{2\\frac{1}{3}}", "2\\frac{1}{3}", "correct"),
    ("Kürze den Bruch 6/8.", "Gekürzt: $\\boxed{\\frac{3}{4}}$", "\\frac{3}{4}", "correct"),
    ("Zapisz 0,75 jako ułamek zwykły.", "Odpowiedź: $\\frac{3}{4}$", "\\frac{3}{4}", "correct"),
    ("Dê a razão simplificada de 15 para 25.", "\\boxed{3:5}", "3:5", "correct"),
    ("Zapisz 3/4 jako ułamek dziesiętny.", "\\boxed{0.75}", "0.75", "correct"),
    ("Express the answer as a fraction.", "\\boxed{\\frac{4}{3}}", "\\frac{8}{6}", "correct"),
    ("What is the probability of two heads?", "\\boxed{\\frac{2}{8}}", "\\frac{1}{4}", "correct"),
    # a prompt in a language whose form words are not listed may ask for a form: the answer must be in the gold's
    ("Vyjádřete zlomek $\\frac{18}{24}$ v základním tvaru.", "Odpověď: 9/12", "\\frac{3}{4}", "unevaluated"),
    ("Vyjádřete zlomek $\\frac{18}{24}$ v základním tvaru.", "Odpověď: 3/4", "\\frac{3}{4}", "correct"),
    ("0,375 sayısını en sade kesir olarak yazınız.", "Cevap: 375/1000", "\\frac{3}{8}", "unevaluated"),
    ("Scrieți fracția $\\frac{45}{60}$ ca fracție ireductibilă.", "Răspuns: 15/20", "\\frac{3}{4}", "unevaluated"),
    ("Запишіть 0,45 у вигляді нескоротного дробу.", "Відповідь: $\\frac{9}{20}$", "\\frac{9}{20}", "correct"),
    ("Skriv 17/5 som ett blandat tal.", "Svar: $\\frac{17}{5}$", "3\\frac{2}{5}", "wrong_form"),
    ("Rozložte výraz $x^2 - 9$ na součin.", "Odpověď: $x^2 - 3^2$", "(x-3)(x+3)", "unevaluated"),
    ("Rozložte výraz $x^2 - 9$ na součin.", "Odpověď: $(x-3)(x+3)$", "(x-3)(x+3)", "correct"),
    ("Ifadeyi sadeleştiriniz: $\\frac{x^2-1}{x-1}$.", "Cevap: $\\frac{(x-1)(x+1)}{x-1}$", "x+1", "unevaluated"),
    ("Ifadeyi sadeleştiriniz: $\\frac{x^2-1}{x-1}$.", "Cevap: $x+1$", "x+1", "correct"),
    # ... where a prompt could ask for that form: a decimal or an integer gold takes any equal value
    ("Mikä on todennäköisyys, että kolikko näyttää kruunaa?", "Vastaus: $\\frac{1}{2}$", "0.5", "correct"),
    ("Hány fiú jár az osztályba, ha 28 tanulóból 16 lány?", "Válasz: 12", "12", "correct"),
    # the asked form written another common way: paid; arithmetic left in coefficients or exponents: refused
    ("Simplify $\\sqrt{18}$. Express in simplest radical form.", "$\\boxed{3 \\cdot \\sqrt{2}}$", "3\\sqrt{2}", "correct"),
    ("What is $\\frac12 \\cdot \\frac12$? Express your answer as a common fraction.", "$\\boxed{\\frac14}$", "\\frac{1}{4}",
     "correct"),
    ("Simplify $(2x^2y)(3xy^3)$.", "$\\boxed{2\\cdot 3\\, x^{2+1} y^{1+3}}$", "6x^3y^4", "unevaluated"),
    ("Simplify $(2x^2y)(3xy^3)$.", "$\\boxed{6x^{3}y^{4}}$", "6x^3y^4", "correct"),
    # piecewise: conditions worded in any language, pieces swapped or not, the function named or not
    ("Trouve f.", "$$f(x)=\\begin{cases} x & \\text{si } x < 0 \\\\ -x & \\text{si } x \\ge 0 \\end{cases}$$", _ABS, "wrong"),
    ("Trouve f.", "$$f(x)=\\begin{cases} x & \\text{si } x \\ge 0 \\\\ -x & \\text{si } x < 0 \\end{cases}$$", _ABS, "correct"),
    ("Найдите f.", "$$\\begin{cases} x, & \\text{при } x < 0 \\\\ -x, & \\text{при } x \\ge 0 \\end{cases}$$", _ABS, "wrong"),
    ("Найдите f.", "$$\\begin{cases} -x, & \\text{при } x < 0 \\\\ x, & \\text{при } x \\ge 0 \\end{cases}$$", _ABS, "correct"),
    ("求f。", "$$\\begin{cases} x, & x<0 \\text{时} \\\\ -x, & x \\ge 0 \\text{时} \\end{cases}$$", _ABS, "wrong"),
    ("Trova f.", "$$\\begin{cases} x & \\text{se } x < 0 \\\\ -x & \\text{altrimenti} \\end{cases}$$", _ABS, "wrong"),
    ("Trova f.", "$$\\begin{cases} x & \\text{se } x \\geq 0 \\\\ -x & \\text{altrimenti} \\end{cases}$$", _ABS, "correct"),
    # a row of words only that is not the last row is no condition anyone can check
    ("Trova f.", "$$\\begin{cases} x & \\text{altrimenti} \\\\ -x & x < 0 \\end{cases}$$", _ABS, "parse_error"),
    # a unit after the number leaves its form the number's: scientific notation with its unit, and its coefficient
    (_LIGHT, "Answer: 6×10⁹ m", "6 \\times 10^{9}", "correct"),
    (_LIGHT, "Answer: $6 \\times 10^{9}\\text{ m}$", "6 \\times 10^{9}", "correct"),
    (_LIGHT, "Answer: 60×10⁸ m", "6 \\times 10^{9}", "wrong_form"),
    (_LIGHT, "Answer: 6000000000 m", "6 \\times 10^{9}", "wrong_form"),
    # simplest radical form (and a rationalised denominator, in any language) leaves no root under the fraction bar
    ("Rationalize the denominator of $\\frac{6}{\\sqrt{3}}$.", "$\\boxed{\\frac{12}{2\\sqrt{3}}}$", "2\\sqrt{3}", "wrong_form"),
    ("Rationalize the denominator of $\\frac{6}{\\sqrt{3}}$.", "$\\boxed{2\\sqrt{3}}$", "2\\sqrt{3}", "correct"),
    ("Rationalisez le dénominateur de $\\frac{1}{\\sqrt{2}}$.", "$\\boxed{\\frac{2}{2\\sqrt{2}}}$", "\\frac{\\sqrt{2}}{2}", "wrong_form"),
    ("Избавьтесь от иррациональности в знаменателе дроби $\\frac{1}{\\sqrt{2}}$.", "Ответ: $\\frac{\\sqrt{2}}{2}$", "\\frac{\\sqrt{2}}{2}", "correct"),
    ("Rasionalkan penyebut dari $\\frac{6}{\\sqrt{3}}$.", "Jawaban: $\\boxed{\\frac{12}{2\\sqrt{3}}}$", "2\\sqrt{3}", "wrong_form"),
    ("Express $\\sqrt{12}$ in simplest radical form.", "$\\boxed{\\frac{6}{\\sqrt{3}}}$", "2\\sqrt{3}", "wrong_form"),
    # a radical with a square factor left is unsimplified where a form is asked (or no prompt says), like a fraction
    ("A rectangle has sides $\\sqrt{3}$ and $3$. How long is its diagonal?", "$\\boxed{\\sqrt{12}}$", "2\\sqrt{3}", "correct"),
    ("Simplify $\\sqrt{3} \\cdot \\sqrt{4}$.", "$\\boxed{\\sqrt{12}}$", "2\\sqrt{3}", "unevaluated"),
    ("Give the diagonal in simplest radical form.", "$\\boxed{\\sqrt{12}}$", "2\\sqrt{3}", "unevaluated"),
    ("", "$\\boxed{\\sqrt{12}}$", "2\\sqrt{3}", "unevaluated"),
    ("Hitung panjang diagonal persegi panjang dengan sisi $\\sqrt{3}$ dan $3$.", "Jawaban: $\\sqrt{12}$", "2\\sqrt{3}", "unevaluated"),
    # a chain's value is in the form it ends on: a mixed number after an earlier one, an improper fraction after it
    ("Add 5 and 1 3/20. Express your answer as a mixed number.", "5 + 1 3/20 = 6 and 3/20 miles.", "6\\frac{3}{20}", "correct"),
    ("Write 7/3 as a mixed number.", "So 2 1/3 = 7/3.", "2\\frac{1}{3}", "wrong_form"),
    # form words spelled otherwise: "per cent", "cancel"; a short prompt in a language not read fails closed
    ("Write 3/8 as a per cent.", "\\boxed{3/8}", "37.5\\%", "wrong_form"),
    ("Write 3/8 as a per cent.", "\\boxed{37.5\\%}", "37.5\\%", "correct"),
    ("Cancel common factors: $\\frac{x^2-1}{x-1}$", "\\boxed{\\frac{(x-1)(x+1)}{x-1}}", "x+1", "wrong_form"),
    ("Vereenvoudig de verhouding 18:24.", "Antwoord: 9:12", "3:4", "wrong_form"),
    ("Vereenvoudig de verhouding 18:24.", "Antwoord: 3:4", "3:4", "correct"),
    # a gold that keeps its root below is the form asked
    ("Hitung nilai $\\sin 45^\\circ$ dalam bentuk akar.", "Jawaban: $\\frac{1}{\\sqrt{2}}$", "\\frac{1}{\\sqrt{2}}", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", JUDGED)
def test_the_asked_form_and_piecewise_conditions_are_judged_in_any_language(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


# The form rule fails closed only on evidence: a prompt of a few words is in a listed language as soon as one of
# them is a word in common use there; a longer one by its share of frequent words, and only where its words are
# more those of a listed language than of any other (a few shared words, "in", "de", "als", "on", make no Dutch
# prompt German nor a Finnish one English).
LANGUAGE_OF_THE_PROMPT = [
    ("symbolic problem 3", True),
    ("Compute $x^2$.", True),
    ("Ifadeyi sadeleştiriniz: $\\frac{x^2-1}{x-1}$", False),
    ("Rozložte výraz na součin.", False),
    ("Vyjádřete zlomek $\\frac{18}{24}$ v základním tvaru.", False),
    ("Write the fraction 18/24 in its simplest form.", True),
    ("Schrijf 0,375 als een breuk in de eenvoudigste vorm.", False),
    ("Vereenvoudig de breuk $\\frac{18}{24}$ en schrijf het antwoord als een breuk.", False),
    ("Kirjoita murtoluku $\\frac{18}{24}$ sievennetyssä muodossa. Mikä on vastaus?", False),
    ("Anna on 6 laatikkoa, joissa on 7 omenaa. Montako omenaa on yhteensä?", False),
    ("La Marta té 64 cromos i en regala 3/8 al seu germà. Quants cromos li queden?", False),
    ("Un magazin a vândut luni 125 de kilograme de mere, iar marți de două ori mai mult.", False),
    ("Isulat ang $\\frac{7}{4}$ bilang halo-halong bilang (mixed number).", False),
    ("Schreibe 0,375 als Bruch in der einfachsten Form.", True),
    ("Écris 0,375 sous la forme d'une fraction irréductible.", True),
    ("Escribe 0,375 como una fracción en su forma más simple.", True),
    ("Zapisz 0,375 jako ułamek nieskracalny.", True),
    ("Kasia ma 5 paczek po 8 naklejek. Ile naklejek ma Kasia?", True),
    ("Schrijf $\\frac{3}{8}$ als percentage.", False),  # a few words: "als" is German too, but more Dutch
    ("Vereenvoudig de verhouding 18:24.", False),  # "de" is Spanish too, but the other words are in use in none
    ("Вычислите 3/8.", True),
    ("Scrivi 3/8 come percentuale.", True),
    ("Zapisz 3/8 jako procent.", True),
    ("Sklep sprzedał 40 zeszytów w poniedziałek i 25 we wtorek. Ile zeszytów sprzedał w sumie?", True),
    ("A train travels 300 km in 2.5 hours. What is its average speed?  A) 100 km/h B) 110 km/h C) 120 km/h", True),
    ("Find the vector $\\mathbf{u} + 2\\mathbf{v}$ where $\\mathbf{u} = (1, -2)$.", True),
]


@pytest.mark.parametrize("prompt,listed", LANGUAGE_OF_THE_PROMPT)
def test_a_prompt_is_in_another_language_only_on_evidence(prompt, listed):
    assert reads_language(prompt) is listed


@pytest.mark.parametrize("completion, gold, reason", [
    # a number's base is part of it (math-verify drops the subscript): another base is another number
    ("Answer: $1101_2$", "1101_2", "correct"),
    ("Answer: $1101$ (base 2)", "1101_2", "correct"),
    ("Answer: $1101_3$", "1101_2", "wrong_form"),
    ("Answer: 1101 (base 3)", "1101_2", "wrong_form"),
    ("Answer: $1A3_{16}$", "1A3_{16}", "correct"),
])
def test_a_number_in_another_base_is_another_number(math_plugin, completion, gold, reason):
    assert math_plugin.explain("Express $13$ in base $2$.", completion, gold)["reason"] == reason


@pytest.mark.parametrize("completion, gold, reason", [
    # a set is neither a pair nor an interval (math-verify may call {2, 3} equal to (2, 3)), either way round
    ("\\boxed{\\{2, 3\\}}", "(2, 3)", "wrong_form"),
    ("\\boxed{\\{-3, 3\\}}", "(-3, 3)", "wrong_form"),
    ("\\boxed{(2, 3)}", "\\{2, 3\\}", "wrong_form"),
    ("\\boxed{\\{2, 3\\}}", "\\{2, 3\\}", "correct"),
    ("\\boxed{2, 3}", "\\{2, 3\\}", "correct"),
    ("\\boxed{(2, 3)}", "(2, 3)", "correct"),
])
def test_a_set_is_not_a_tuple_or_an_interval(math_plugin, completion, gold, reason):
    assert math_plugin.explain("Find it.", completion, gold)["reason"] == reason


@pytest.mark.parametrize("completion, gold, reason", [
    # a function of a constant is still to be evaluated where the gold is a number
    ("\\boxed{\\ln e^3}", "3", "unevaluated"),
    ("\\boxed{\\sin \\pi}", "0", "unevaluated"),
    ("\\boxed{\\ln 2}", "\\ln 2", "correct"),
])
def test_a_function_of_a_constant_is_unevaluated_against_a_number(math_plugin, completion, gold, reason):
    assert math_plugin.explain("Compute it.", completion, gold)["reason"] == reason


# A word for "simplest form" or "lowest terms" anywhere in a prompt of a language read, in either order, asks a fraction
# gold in lowest terms ("auf die einfachste Form": 14/24 for 7/12 is wrong_form); the reduced fraction stays paid;
# "kürzeste" (shortest) and "reduced by" are no such word.
LOWEST_TERMS_ANY_ORDER = [
    ("Bringe den Bruch $\\frac{35}{60}$ auf die einfachste Form.", "$\\frac{35}{60} = \\frac{14}{24}$\n\nErgebnis: $\\frac{14}{24}$",
     "\\frac{7}{12}", "wrong_form"),
    ("Bringe den Bruch $\\frac{35}{60}$ auf die einfachste Form.", "Ergebnis: $\\frac{7}{12}$", "\\frac{7}{12}", "correct"),
    ("Put $\\frac{21}{36}$ into its simplest form.", "Answer: $\\frac{14}{24}$", "\\frac{7}{12}", "unevaluated"),  # as under "simplify"
    ("Put $\\frac{21}{36}$ into its simplest form.", "Answer: $\\frac{7}{12}$", "\\frac{7}{12}", "correct"),
    ("Scrivi la frazione $\\frac{21}{36}$ nella forma più semplice.", "Risposta: $\\frac{14}{24}$", "\\frac{7}{12}", "wrong_form"),
    ("Запишите дробь $\\frac{21}{36}$ в самом простом виде.", "Ответ: $\\frac{14}{24}$", "\\frac{7}{12}", "wrong_form"),
    ("Запишите дробь $\\frac{21}{36}$ в самом простом виде.", "Ответ: $\\frac{7}{12}$", "\\frac{7}{12}", "correct"),

]


@pytest.mark.parametrize("prompt,completion,gold,reason", LOWEST_TERMS_ANY_ORDER)
def test_a_word_for_lowest_terms_in_either_order_asks_a_fraction_reduced(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


@pytest.mark.parametrize("prompt", ["Finde die kürzeste Strecke zwischen den beiden Punkten.", "The price is reduced by 20%. What is it now?"])
def test_a_word_only_like_lowest_terms_asks_no_form(prompt):
    assert asked_form(prompt) is None


# A form written out as a template ("in the form $a+bi$", "$y = mx + b$") asks for its shape; so do the words for a
# percentage in the languages the tables read; a repeating decimal is no common fraction, a unit's slash no fraction bar.
TEMPLATE_AND_WORDS = [
    ("Write $\\dfrac{5}{2-i}$ in the form $a+bi$, where $a$ and $b$ are real numbers.", "$\\boxed{\\dfrac{10+5i}{5}}$", "2+i", "wrong_form"),
    ("Write $\\dfrac{5}{2-i}$ in the form $a+bi$, where $a$ and $b$ are real numbers.", "$\\boxed{2+i}$", "2+i", "correct"),
    ("Write $\\dfrac{1}{2-i}$ in the form $a+bi$.", "$\\boxed{\\frac{2}{5}+\\frac{1}{5}i}$", "\\frac{2}{5}+\\frac{1}{5}i", "correct"),
    ("Write $\\dfrac{1}{2-i}$ in the form $a+bi$.", "$\\boxed{\\frac{2+i}{5}}$", "\\frac{2+i}{5}", "correct"),  # spelled as the gold
    ("Let $z = 2+i$. Write $z^2$ in the form $a+bi$.", "$\\boxed{(2+i)^2}$", "3+4i", "wrong_form"),
    ("Find the line through $(1,3)$ and $(3,7)$. Express your answer in the form $y = mx + b$.", "$\\boxed{2x - y + 1 = 0}$", "y=2x+1", "wrong_form"),
    ("Find the line through $(1,3)$ and $(3,7)$. Express your answer in the form $y = mx + b$.", "$\\boxed{y = 2x + 1}$", "y=2x+1", "correct"),
    ("Find the line through $(1,3)$ and $(3,7)$.", "$\\boxed{2x - y + 1 = 0}$", "y=2x+1", "correct"),
    ("Write the line in the form $ax + by + c = 0$.", "$\\boxed{y = 2x + 1}$", "2x - y + 1 = 0", "wrong_form"),
    ("What is its speed in m/s? Express your answer as a common fraction.", "$= \\frac{60000}{3600} = \\boxed{16.\\overline{6}\\text{ m/s}}$", "\\frac{50}{3}", "unevaluated"),
    ("What is its speed in m/s? Express your answer as a common fraction.", "$16.\\overline{6} = \\boxed{\\frac{50}{3}\\text{ m/s}}$", "\\frac{50}{3}", "correct"),
    # the same forms by name, in the order other languages write them, and a radical's template
    ("把 $\\frac{5}{2-i}$ 写成 $a+bi$ 的形式。", "$\\boxed{\\frac{10+5i}{5}}$", "2+i", "wrong_form"),
    ("Write $\\frac{5}{2-i}$ in rectangular form.", "$\\boxed{\\frac{10+5i}{5}}$", "2+i", "wrong_form"),
    ("Write $\\frac{1}{2-i}$ in rectangular form.", "$\\boxed{0.4+0.2i}$", "\\frac{2}{5}+\\frac{1}{5}i", "correct"),
    ("Find the equation of the line in slope-intercept form.", "$\\boxed{2x - y + 1 = 0}$", "y=2x+1", "wrong_form"),
    ("Find the equation of the line in slope-intercept form.", "$\\boxed{y = 2x + 1}$", "y=2x+1", "correct"),
    ("Find the equation of the line in standard form $Ax + By = C$.", "$\\boxed{y = 2x + 1}$", "2x - y = -1", "wrong_form"),
    ("Find the equation of the line in standard form $Ax + By = C$.", "$\\boxed{-2x + y = 1}$", "2x - y = -1", "correct"),
    ("Express $\\sqrt{48}$ in the form $a\\sqrt{b}$ where $b$ is square-free.", "$\\boxed{2\\sqrt{12}}$", "4\\sqrt{3}", "wrong_form"),
    ("Express $\\sqrt{48}$ in the form $a\\sqrt{b}$ where $b$ is square-free.", "$\\boxed{4\\sqrt{3}}$", "4\\sqrt{3}", "correct"),
    # a gold written as a repeating decimal is a decimal, though both are read as their fraction
    ("Express $\\frac{1}{6}$ as a decimal.", "Answer: $\\frac{1}{6}$", "0.1\\overline{6}", "wrong_form"),
    ("Express $\\frac{1}{6}$ as a decimal.", "Answer: $0.1\\overline{6}$", "0.1\\overline{6}", "correct"),
    ("Express $\\frac{1}{6}$ as a decimal.", "Answer: $0.1(6)$", "0.1\\overline{6}", "correct"),
    ("Convert 3/8 to a percentage.", "Answer: 0.375", "37.5\\%", "wrong_form"),
    ("Convert 3/8 to a percentage.", "Answer: 37.5 percent", "37.5\\%", "correct"),
    ("Escreva $\\frac{3}{5}$ na forma de porcentagem.", "Resposta: 0,6", "60\\%", "wrong_form"),
    ("Escreva $\\frac{3}{5}$ na forma de porcentagem.", "Resposta: 60%", "60\\%", "correct"),
    ("Scrivi $\\frac{3}{5}$ in forma di percentuale.", "Risposta: 0,6", "60\\%", "wrong_form"),
    ("Запишите $\\frac{3}{5}$ в виде процентов.", "Ответ: 0,6", "60\\%", "wrong_form"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", TEMPLATE_AND_WORDS)
def test_a_form_written_as_a_template_or_named_in_words_is_the_form_asked(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


# Where the prompt asks the exact value, a decimal that only approximates the gold (a float's artefact, a rounded
# fraction, a decimal of an irrational gold) is refused, whatever tolerance math-verify allows; the exact decimal, or
# the same value written otherwise, is paid, and a prompt that asks no exact value keeps the tolerance.
EXACT_ASKED = [
    ("What is $0.1 + 0.2$? Give an exact decimal.", "So the answer is 0.30000000000000004.", "0.3", False),
    ("What is $0.1 + 0.2$? Give an exact decimal.", "So the answer is 0.3.", "0.3", True),
    ("What is $0.1 + 0.2$? Give an exact decimal.", "So the answer is 0.30.", "0.3", True),
    ("Give the exact value of $1/3$.", "So the answer is $0.3333333333333333$.", "\\frac{1}{3}", False),
    ("Give the exact value of $1/3$.", "So the answer is $\\frac{1}{3}$.", "\\frac{1}{3}", True),
    ("Find the exact value of the diagonal of a unit square.", "So the answer is 1.41421356.", "\\sqrt{2}", False),
    ("What is 1/4 as an exact decimal?", "So the answer is 0.25.", "\\frac{1}{4}", True),
    ("Donnez la valeur exacte de 0,1 + 0,2.", "La réponse est 0.30000000000000004.", "0.3", False),
    ("Найдите точное значение 0,1 + 0,2.", "Ответ: 0.30000000000000004", "0.3", False),
    ("What is $0.1 + 0.2$?", "So the answer is 0.3.", "0.3", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", EXACT_ASKED)
def test_an_approximation_is_not_the_exact_value_asked(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid


# A prompt in a language that groups thousands with a point, writing a number so and no decimal ("Quanto fa 1.250 +
# 750?"), is read by its reader's convention: "2.000" is 2000 there; an English prompt's "1.250" is a decimal.
_HOUSE = "Josh buys a house for $80,000 and puts in $50,000 in repairs. This increased its value by 150%. How much profit did he make?"
POINT_GROUPED = [
    ("Quanto fa 1.250 + 750?", "1.250 + 750 = 2.000.\n\nLa risposta è 2.000.", "2000", True),
    ("Wie viel ist 1.250 + 750?", "Die Antwort ist 2.000.", "2000", True),
    ("¿Cuánto es 1.250 + 750?", "La respuesta es 2.000.", "2000", True),
    ("Quanto fa 1.250 + 750?", "La risposta è 2.", "2000", False),
    ("What is 1.250 + 750?", "The answer is 2.000.", "2000", False),
    ("Quanto fa 1,5 + 0,5?", "La risposta è 2.000.", "2", False),
    # a completion that writes a prompt's number grouped by points where the prompt groups it by commas groups so too
    (_HOUSE, "Gesamtkosten: 80.000 $ + 50.000 $ = 130.000 $.\nGewinn: 200.000 − 130.000 = 70.000.\n\nAntwort: 70.000 $", "70000", True),
    (_HOUSE, "Antwort: 70.000 $", "70000", False),
    (_HOUSE, "Cost 80.000 + 50.000.\nAnswer: 70.5", "70000", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", POINT_GROUPED)
def test_a_point_groups_thousands_where_the_prompt_writes_them_so(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid


_GIRLS = "There are 12 girls and 16 boys in a class. What is the ratio of girls to boys, written as a ratio in simplest form?"


@pytest.mark.parametrize("completion, reason", [
    # Spaces around a colon, or the ratio sign "∶", write the ratio asked as "3:4" does.
    ("Girls : boys = 12 : 16.\nBoth divide by 4.\n\nThe ratio of girls to boys is 3 : 4.", "correct"),
    ("Both divide by 4.\n\nThe ratio is 3 ∶ 4.", "correct"),
    ("Both divide by 4.\n\nThe ratio is 3: 4.", "correct"),
    ("Both divide by 4.\n\nThe ratio is 12 : 16.", "wrong_form"),
    ("Both divide by 4.\n\nThe ratio is 4 : 3.", "wrong"),
])
def test_a_ratio_written_with_spaced_colon_is_the_ratio(math_plugin, completion, reason):
    assert math_plugin.explain(_GIRLS, completion, "3:4")["reason"] == reason


_POINT_SIX = "Write 0.6 as a fraction in simplest form."
_POINT_SIX_ZH = "把 0.6 化成最简分数。"


@pytest.mark.parametrize("prompt, completion, reason", [
    # A fraction said in Chinese numerals, denominator first, is that fraction.
    (_POINT_SIX_ZH, "答：五分之三", "correct"),
    (_POINT_SIX_ZH, "答：五分之二", "wrong"),
    (_POINT_SIX_ZH, "答：十分之六", "wrong_form"),
    # The prompt's given restated after the answer's marker, then "is" and the value worked out: that value answers.
    (_POINT_SIX_ZH, "0.6 = 6/10。\n分子分母同时除以 2，得 3/5。\n\n答：0.6 化成最简分数是 五分之三。", "correct"),
    (_POINT_SIX, "0.6 = 6/10 = 3/5.\n\nAnswer: 0.6 as a fraction in simplest form is 3/5.", "correct"),
    (_POINT_SIX, "Answer: 0.6 as a fraction in simplest form is 3/5.", "unevaluated"),  # never worked out
    (_POINT_SIX, "0.6 = 6/10 = 3/5.\n\nAnswer: 0.6", "unevaluated"),
])
def test_a_fraction_in_chinese_numerals_and_a_given_restated_before_is(math_plugin, prompt, completion, reason):
    assert math_plugin.explain(prompt, completion, "\\frac{3}{5}")["reason"] == reason
