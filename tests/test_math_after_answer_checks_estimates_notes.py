"""After a right answer, honest text that computes or names other values without giving them to the asked quantity: a
note on a mistake others commonly make, with the mistake's working; a check that works from the answer to other values
that agree; a rounding set against the exact answer that the clause of contrast says again; a rough estimate that ends on
the answer, and a value computed near the answer said to be close to it. Paid; the near rows that turn
back to the named value, state it in a clause of their own, name it the answer, or offer another value stay refused."""

from __future__ import annotations

import pytest

_GARDEN = 'Mark has a garden with flowers. He planted plants of three different colors in it. Ten of them are yellow, and there are 80% more of those in purple. There are only 25% as many green flowers as there are yellow and purple flowers. How many flowers does Mark have in his garden?'
_FRACTION = "Simplify $\\frac{18}{24}$ to lowest terms."
_FRACTION_WORK = "The GCD of 18 and 24 is 6, so $\\frac{18}{24} = \\frac{3}{4}$.\n\nFinal answer: $\\frac{3}{4}$\n\n"
_VIETA = "Let $a$ and $b$ be the roots of $x^2 - 7x + 10 = 0$. Find $a^2 + b^2$."
_VIETA_WORK = "By Vieta, $a + b = 7$ and $ab = 10$, so $a^2 + b^2 = (a + b)^2 - 2ab = 49 - 20 = 29$.\n\n**Answer: $29$**\n\n"
_TRIANGLE_ID = "Sebuah segitiga memiliki alas 10 cm dan tinggi 6 cm. Berapa luasnya dalam cm²?"
_TRIANGLE_ID_WORK = "Luas = ½ × 10 × 6 = 30 cm².\n\nJawaban: 30 cm²\n\n"
_TRIANGLE_DE = "Ein Dreieck hat die Grundseite 10 cm und die Höhe 6 cm. Wie groß ist seine Fläche in cm²?"
_TRIANGLE_DE_WORK = "A = ½ · 10 · 6 = 30 cm².\n\nAntwort: 30 cm²\n\n"
_LOG = "Evaluate $\\log_2 64$."
_LOG_WORK = "$2^6 = 64$, so $\\log_2 64 = 6$.\n\n$\\boxed{6}$\n\n"

MISTAKE_NOTES = [
    (_FRACTION, _FRACTION_WORK + "A common mistake is to divide only by 2 and stop at $\\frac{9}{12}$ — that is not in lowest terms, "
     "since 9 and 12 still share a factor of 3.", "\\frac{3}{4}", True),
    (_VIETA, _VIETA_WORK + "Note that $(a+b)^2 = 49$ is *not* the answer — forgetting the $-2ab$ term is the usual trap.", "29", True),
    (_TRIANGLE_ID, _TRIANGLE_ID_WORK + "Kesalahan umum: lupa mengalikan ½ sehingga mendapat 60 cm² — itu salah.", "30", True),
    (_TRIANGLE_DE, _TRIANGLE_DE_WORK + "Ein häufiger Fehler: das ½ vergessen und 60 cm² erhalten, weil 10 · 6 = 60 ist.", "30", True),
    (_LOG, _LOG_WORK + "Don't confuse this with $\\log_{10} 64 \\approx 1.806$, which is a different logarithm base and not what "
     "the question asks.", "6", True),
    # the note turns back to the value, states it in a clause of its own, or names it the answer
    (_TRIANGLE_ID, _TRIANGLE_ID_WORK + "Kesalahan umum: lupa mengalikan ½ sehingga mendapat 60 cm², tetapi jawabannya 60.", "30", False),
    (_FRACTION, _FRACTION_WORK + "A common mistake is to stop at $\\frac{2}{3}$, but $\\frac{2}{3}$ is really what is wanted.",
     "\\frac{3}{4}", False),
    (_FRACTION, _FRACTION_WORK + "A common mistake is to stop at $\\frac{9}{12}$, so I would give $\\frac{2}{3}$.", "\\frac{3}{4}", False),
    (_VIETA, _VIETA_WORK + "Forgetting the $-2ab$ term is the usual trap, and it gives 49, the answer.", "29", False),
    (_VIETA, _VIETA_WORK + "Forgetting the $-2ab$ term is the usual trap; it is 49 then.", "29", False),
    (_TRIANGLE_DE, _TRIANGLE_DE_WORK + "Ein häufiger Fehler ist, das ½ zu vergessen, aber 60 cm² stimmt.", "30", False),
    (_LOG, _LOG_WORK + "Don't confuse this with $\\log_{4} 64 = 3$, which is the answer.", "6", False),
    (_LOG, _LOG_WORK + "Or maybe $\\log_{10} 64 \\approx 1.806$, which is a different logarithm base.", "6", False),
]


@pytest.mark.parametrize("prompt,completion,answer,paid", MISTAKE_NOTES)
def test_a_note_on_a_common_mistake_after_the_answer(math_plugin, prompt, completion, answer, paid):
    assert (math_plugin.explain(prompt, completion, answer)["reason"] == "correct") == paid


_CYLINDER = "A cylinder has radius 3 and height 5. Find its volume. Express your answer in terms of $\\pi$."
_CYLINDER_WORK = "$V = \\pi r^2 h = \\pi \\cdot 9 \\cdot 5 = 45\\pi$.\n\n$\\boxed{45\\pi}$\n\n"
_SUM_ID = "Berapa hasil dari 3/4 + 1/6? Nyatakan dalam bentuk pecahan paling sederhana."
_SUM_ID_WORK = "3/4 = 9/12 dan 1/6 = 2/12.\n9/12 + 2/12 = 11/12.\n\nJawaban: $\\frac{11}{12}$\n\n"
_HALF = "What is $\\frac{1}{4} + \\frac{1}{4}$?"
_HALF_WORK = "$\\frac{1}{4} + \\frac{1}{4} = \\frac{1}{2}$.\n\nAnswer: $\\frac{1}{2}$\n\n"

EXACT_SAID_AGAIN_AFTER_A_ROUNDING = [
    (_CYLINDER, _CYLINDER_WORK + "Numerically that's about 141.4 cubic units, but the exact form $45\\pi$ is what's asked for.", "45\\pi", True),
    (_SUM_ID, _SUM_ID_WORK + "Dalam desimal kira-kira 0,917, tetapi bentuk pecahan 11/12 sudah paling sederhana karena 11 prima.",
     "\\frac{11}{12}", True),
    # the clause of contrast does not say the answer again, or offers another value beside it
    (_CYLINDER, _CYLINDER_WORK + "Numerically that's about 141.4 cubic units, but 45 is what I would give.", "45\\pi", False),
    (_CYLINDER, _CYLINDER_WORK + "Numerically that's about 141.4 cubic units, but the exact form $45\\pi$ could also be $46\\pi$.",
     "45\\pi", False),
    (_SUM_ID, _SUM_ID_WORK + "Dalam desimal kira-kira 0,917, tetapi mungkin 11/13.", "\\frac{11}{12}", False),
    (_HALF, _HALF_WORK + "As a decimal 0.5, but $\\frac{1}{2}$ or 2 both fit.", "\\frac{1}{2}", False),
]


@pytest.mark.parametrize("prompt,completion,answer,paid", EXACT_SAID_AGAIN_AFTER_A_ROUNDING)
def test_the_exact_answer_said_again_after_a_rounding(math_plugin, prompt, completion, answer, paid):
    assert (math_plugin.explain(prompt, completion, answer)["reason"] == "correct") == paid


_DIGITS = "How many 3-digit numbers have all three digits distinct?"
_DIGITS_WORK = ("Hundreds digit: 9 choices (1–9). Tens: 9 (0–9 except the hundreds digit). Units: 8.\nTotal: 9 × 9 × 8 = 648.\n\n"
                "$\\boxed{648}$\n\n")
_MODULAR = "What is the smallest positive integer $n$ such that $17n \\equiv 1234 \\pmod{7}$?"
_MODULAR_WORK = ("$17 \\equiv 3$ and $1234 = 7\\cdot 176 + 2 \\equiv 2 \\pmod 7$. So $3n \\equiv 2$. The inverse of 3 mod 7 is 5, so "
                 "$n \\equiv 10 \\equiv 3$.\n\n$\\boxed{3}$\n\n")

CHECKS_FROM_THE_ANSWER = [
    (_DIGITS, _DIGITS_WORK + "Cross-check via complement: there are 900 three-digit numbers in all, so 900 − 648 = 252 have at least one "
     "repeated digit. Counting those directly: 9 (all same) + 243 (exactly two same) = 252 ✓.", "648", True),
    (_DIGITS, _DIGITS_WORK + "Check: there are 900 three-digit numbers, so 900 − 648 = 252 repeat a digit; directly, 9 + 243 = 252.", "648", True),
    (_MODULAR, _MODULAR_WORK + "Check: $17 \\cdot 3 = 51 = 7\\cdot 7 + 2$, and $1234$ also leaves remainder 2 ✓.", "3", True),
    # the two routes disagree, the check names its value the answer, or its value is the answer's quantity again
    (_DIGITS, _DIGITS_WORK + "Cross-check via complement: there are 900 three-digit numbers in all, so 900 − 648 = 252 have at least one "
     "repeated digit. Counting those directly: 9 + 240 = 249.", "648", False),
    (_DIGITS, _DIGITS_WORK + "Check: there are 900 three-digit numbers, so 900 − 648 = 252, and 9 + 243 = 252, so the answer is 252 ✓.", "648", False),
    (_DIGITS, _DIGITS_WORK + "Check: so 648 − 1 = 647 (excluding 012), and 9 + 638 = 647 ✓.", "648", False),
]


@pytest.mark.parametrize("prompt,completion,answer,paid", CHECKS_FROM_THE_ANSWER)
def test_a_check_that_works_from_the_answer_to_values_that_agree(math_plugin, prompt, completion, answer, paid):
    assert (math_plugin.explain(prompt, completion, answer)["reason"] == "correct") == paid


ROUGH_ESTIMATES_AND_NEAR_VALUES = [
    ('Ein Auto verbraucht 6,5 Liter Benzin auf 100 km. Wie viele Liter verbraucht es auf 340 km?', '340 / 100 × 6,5 = 3,4 × 6,5 = 22,1 Liter.\n\nAntwort: 22,1 Liter\n\nZur Einordnung: grob 3 mal 7 Liter sind 21 Liter, also liegt 22,1 Liter in der richtigen Größenordnung.', '22.1', True),
    ('Mekanik 1 saatte 4 lastik değiştirebiliyor. 7,5 saatte kaç lastik değiştirir?', '4 × 7,5 = 30 lastik.\n\nCevap: 30 lastik\n\nKabaca: 8 saatte 32 lastik olurdu, yarım saat eksik olduğu için 2 lastik eksik; 30 mantıklı.', '30', True),
    ('A car uses 6.5 litres of fuel per 100 km. How many litres does it use on 340 km?', '340 / 100 × 6.5 = 22.1 litres.\n\n**Answer: 22.1 litres**\n\nSanity check: roughly 3 × 7 = 21 litres, so 22.1 litres is the right order of magnitude.', '22.1', True),
    ('Evaluate $\\displaystyle\\lim_{x\\to 0} \\frac{\\sin 3x}{x}$.', 'Write $\\frac{\\sin 3x}{x} = 3 \\cdot \\frac{\\sin 3x}{3x} \\to 3 \\cdot 1 = 3$.\n\n$\\boxed{3}$\n\nNumerical sanity check: at $x = 0.01$, $\\sin(0.03)/0.01 \\approx 0.029996/0.01 = 2.9996$, which is very close to 3.', '3', True),
    ('Ein Auto verbraucht 6,5 Liter Benzin auf 100 km. Wie viele Liter verbraucht es auf 340 km?', '340 / 100 × 6,5 = 3,4 × 6,5 = 22,1 Liter.\n\nAntwort: 22,1 Liter\n\nZur Einordnung: grob 3 mal 7 Liter sind 21 Liter, also eher 21 Liter.', '22.1', False),
    ('Mekanik 1 saatte 4 lastik değiştirebiliyor. 7,5 saatte kaç lastik değiştirir?', '4 × 7,5 = 30 lastik.\n\nCevap: 30 lastik\n\nKabaca: 8 saatte 32 lastik olurdu, belki 31 lastik.', '30', False),
    ('A car uses 6.5 litres of fuel per 100 km. How many litres does it use on 340 km?', '340 / 100 × 6.5 = 22.1 litres.\n\n**Answer: 22.1 litres**\n\nSanity check: roughly 3 × 7 = 21 litres, so 21 litres is more like it.', '22.1', False),
    ('A car uses 6.5 litres of fuel per 100 km. How many litres does it use on 340 km?', '340 / 100 × 6.5 = 22.1 litres.\n\n**Answer: 22.1 litres**\n\nSanity check: roughly 3 × 8 = 24 litres, so maybe 22.1 or 24.', '22.1', False),
    ('Evaluate $\\displaystyle\\lim_{x\\to 0} \\frac{\\sin 3x}{x}$.', 'Write $\\frac{\\sin 3x}{x} = 3 \\cdot \\frac{\\sin 3x}{3x} \\to 3 \\cdot 1 = 3$.\n\n$\\boxed{3}$\n\nNumerically, at $x = 0.5$ the ratio is 1.99, which is close to 3.', '3', False),
    ('Evaluate $\\displaystyle\\lim_{x\\to 0} \\frac{\\sin 3x}{x}$.', 'Write $\\frac{\\sin 3x}{x} = 3 \\cdot \\frac{\\sin 3x}{3x} \\to 3 \\cdot 1 = 3$.\n\n$\\boxed{3}$\n\nSo the limit is very close to 3.', '3', False),
]


@pytest.mark.parametrize("prompt,completion,answer,paid", ROUGH_ESTIMATES_AND_NEAR_VALUES)
def test_a_rough_estimate_or_a_value_near_the_answer(math_plugin, prompt, completion, answer, paid):
    assert (math_plugin.explain(prompt, completion, answer)["reason"] == "correct") == paid


# "likely" after an article names another thing's likelihood ("7 the most likely sum"), unless the thing is the answer
LIKELY_AS_AN_ADJECTIVE = [
    ('Two fair six-sided dice are rolled. What is the probability that the sum is 7? Express as a common fraction.', "Favourable outcomes: 6 of 36.\n\n$P = \\frac{6}{36} = \\boxed{\\frac{1}{6}}$\n\nThat's about 16.7%, which makes 7 the most likely sum with two dice.", '\\frac{1}{6}', True),
    ('Two fair six-sided dice are rolled. What is the probability that the sum is 7? Express as a common fraction.', "Favourable outcomes: 6 of 36.\n\n$P = \\frac{6}{36} = \\boxed{\\frac{1}{6}}$\n\nThat's about 16.7%, so 1/6 is the most likely answer.", '\\frac{1}{6}', False),
    ('Two fair six-sided dice are rolled. What is the probability that the sum is 7? Express as a common fraction.', "Favourable outcomes: 6 of 36.\n\n$P = \\frac{6}{36} = \\boxed{\\frac{1}{6}}$\n\nThat's about 16.7%, most likely.", '\\frac{1}{6}', False),
]


@pytest.mark.parametrize("prompt,completion,answer,paid", LIKELY_AS_AN_ADJECTIVE)
def test_likely_as_an_adjective_of_another_thing(math_plugin, prompt, completion, answer, paid):
    assert (math_plugin.explain(prompt, completion, answer)["reason"] == "correct") == paid


# the answer's share said again as a decimal "or" a percent of the same value; another percent, or no sign, is another value
SHARE_AS_A_PERCENT = [
    ('Το κλάσμα 12/30 σε ανάγωγη μορφή είναι;', 'ΜΚΔ(12, 30) = 6, άρα 12/30 = 2/5.\n\nΑπάντηση: $\\frac{2}{5}$\n\nΔηλαδή 0,4 ή 40%. Καλή επιτυχία!', '\\frac{2}{5}', True),
    ('Write 12/30 in lowest terms.', 'gcd(12, 30) = 6, so 12/30 = 2/5.\n\nAnswer: $\\frac{2}{5}$\n\nThat is 0.4 or 40%.', '\\frac{2}{5}', True),
    ('Το κλάσμα 12/30 σε ανάγωγη μορφή είναι;', 'ΜΚΔ(12, 30) = 6, άρα 12/30 = 2/5.\n\nΑπάντηση: $\\frac{2}{5}$\n\nΔηλαδή 0,4 ή 45%. Καλή επιτυχία!', '\\frac{2}{5}', False),
    ('Το κλάσμα 12/30 σε ανάγωγη μορφή είναι;', 'ΜΚΔ(12, 30) = 6, άρα 12/30 = 2/5.\n\nΑπάντηση: $\\frac{2}{5}$\n\nΔηλαδή 0,4 ή 40. Καλή επιτυχία!', '\\frac{2}{5}', False),
    ('Write 12/30 in lowest terms.', 'gcd(12, 30) = 6, so 12/30 = 2/5.\n\nAnswer: $\\frac{2}{5}$\n\nThat is 0.4 or 4%.', '\\frac{2}{5}', False),
]


@pytest.mark.parametrize("prompt,completion,answer,paid", SHARE_AS_A_PERCENT)
def test_the_share_said_again_as_a_percent(math_plugin, prompt, completion, answer, paid):
    assert (math_plugin.explain(prompt, completion, answer)["reason"] == "correct") == paid


# a binomial's argument named again later in its sentence ("choosing 7 to leave out") states no value; an offer of it does
ARGUMENT_NAMED_AGAIN = [
    ('Compute $\\binom{10}{3}$.', '$\\binom{10}{3} = \\frac{10 \\cdot 9 \\cdot 8}{3 \\cdot 2 \\cdot 1} = \\frac{720}{6} = 120$.\n\n$\\boxed{120}$\n\nNote that $\\binom{10}{7}$ is also 120 by symmetry, since choosing 3 to include is the same as choosing 7 to leave out.', '120', True),
    ('Compute $\\binom{10}{3}$.', '$\\binom{10}{3} = \\frac{10 \\cdot 9 \\cdot 8}{3 \\cdot 2 \\cdot 1} = \\frac{720}{6} = 120$.\n\n$\\boxed{120}$\n\nNote that $\\binom{10}{7}$ is also 120 by symmetry, so maybe the answer is 7.', '120', False),
    ('Compute $\\binom{10}{3}$.', '$\\binom{10}{3} = \\frac{10 \\cdot 9 \\cdot 8}{3 \\cdot 2 \\cdot 1} = \\frac{720}{6} = 120$.\n\n$\\boxed{120}$\n\nNote that $\\binom{10}{7}$ is also 120 by symmetry, or 7 if you count differently.', '120', False),
]


@pytest.mark.parametrize("prompt,completion,answer,paid", ARGUMENT_NAMED_AGAIN)
def test_an_argument_named_again_in_its_sentence(math_plugin, prompt, completion, answer, paid):
    assert (math_plugin.explain(prompt, completion, answer)["reason"] == "correct") == paid


# a recap whose parts add up to the answer is its breakdown; a part that does not, or one offered, is another value
RECAP_OF_THE_PARTS = [
    (_GARDEN, "Purple: 10 × 1.8 = 18. Yellow + purple = 28. Green: 0.25 × 28 = 7.\nTotal: 10 + 18 + 7 = 35.\n\n#### 35\n\nRecap of colours: 10 yellow, 18 purple, 7 green. Let me know if you'd like a diagram!", '35', True),
    (_GARDEN, 'Purple: 10 × 1.8 = 18. Yellow + purple = 28. Green: 0.25 × 28 = 7.\nTotal: 10 + 18 + 7 = 35.\n\n#### 35\n\nRecap of colours: 10 yellow, 18 purple, 8 green.', '35', False),
    (_GARDEN, 'Purple: 10 × 1.8 = 18. Yellow + purple = 28. Green: 0.25 × 28 = 7.\nTotal: 10 + 18 + 7 = 35.\n\n#### 35\n\nRecap: 10 yellow, 18 purple, or 7 green.', '35', False),
    (_GARDEN, 'Purple: 10 × 1.8 = 18. Yellow + purple = 28. Green: 0.25 × 28 = 7.\nTotal: 10 + 18 + 7 = 35.\n\n#### 35\n\nIn short: 28 or 7.', '35', False),
]


@pytest.mark.parametrize("prompt,completion,answer,paid", RECAP_OF_THE_PARTS)
def test_a_recap_of_the_answers_parts(math_plugin, prompt, completion, answer, paid):
    assert (math_plugin.explain(prompt, completion, answer)["reason"] == "correct") == paid


# a Japanese factor an operation applies ("10倍して") multiplies, stating no value; a result or a doubted value is stated
FACTOR_APPLIED = [
    ('計算してください：48 ÷ 0.6', '48 ÷ 0.6 = 480 ÷ 6 = 80\n\n答え：80\n\nポイント：割る数を10倍して整数にしたら、割られる数も10倍するのを忘れないこと。48 ÷ 6 = 8 としてしまうのはよくある間違いです。', '80', True),
    ('計算してください：48 ÷ 0.6', '48 ÷ 0.6 = 480 ÷ 6 = 80\n\n答え：80\n\nポイント：割る数を10倍して整数にしたら、答えは800になります。', '80', False),
    ('計算してください：48 ÷ 0.6', '48 ÷ 0.6 = 480 ÷ 6 = 80\n\n答え：80\n\nポイント：割る数を10倍して計算すると、たぶん 8 です。', '80', False),
]


@pytest.mark.parametrize("prompt,completion,answer,paid", FACTOR_APPLIED)
def test_a_factor_an_operation_applies(math_plugin, prompt, completion, answer, paid):
    assert (math_plugin.explain(prompt, completion, answer)["reason"] == "correct") == paid
