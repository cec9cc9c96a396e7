"""What loosens a committed value and what does not: idioms of nearness before or after it, a question or a particle of
doubt that ends its sentence, a second value of any shape offered beside it, and, the other way, words of exactness,
an exact value's own approximation after it and a withdrawal followed by the corrected answer. Each property a case
refused and its twin paid, read as ``trl-grpo-ext explain`` reads them (reason)."""

from __future__ import annotations

import pytest

from reward_plugins.math.qualifiers import approximates, closed_form_value, doubted_at_end, exact_before_approximation

PAGES = "Lena liest jeden Tag 35 Seiten. Wie viele Seiten liest sie in 6 Tagen?"
BISCUITS = "Marie achète 7 paquets de 12 biscuits. Combien de biscuits a-t-elle en tout ?"
PENCILS = "Ci sono 8 scatole da 15 matite. Quante matite ci sono?"
JA = "ある数に7をかけて12をひくと51になりました。ある数を求めなさい。"
ZH = "某城市去年人口有36萬，今年增加了2萬4千人。今年人口有多少人？"
KO = "한 상자에 사탕이 7개씩 들어 있습니다. 5상자에는 사탕이 모두 몇 개 있습니까?"
SIX_SEVEN = "What is 6 times 7?"

# An idiom of nearness right before the value (a preposition or an article: "so um die", "dans les", "sulle", "jakieś")
# or right after it ("körül", "paikkeilla", "多", "falan", "of zo") loosens it; the same answer without it, or with a word of
# exactness ("genau", "precies", "tasan", "pontosan", "tam", "dokładnie", "पूरे", "딱"), is committed to.
NEARNESS_AND_EXACTNESS = [
    (PAGES, "35 · 6 = 210\nAntwort: so um die 210 Seiten.", "210", False),
    (PAGES, "35 · 6 = 210\nAntwort: an die 210 Seiten.", "210", False),
    (PAGES, "35 · 6 = 210\nAntwort: genau 210 Seiten.", "210", True),
    (PAGES, "35 · 6 = 210\nAntwort: 210 Seiten.", "210", True),
    (BISCUITS, "7 × 12 = 84\nElle a dans les 84 biscuits.", "84", False),
    (BISCUITS, "7 × 12 = 84\nElle a autour de 84 biscuits.", "84", False),
    (BISCUITS, "7 × 12 = 84\nElle a en tout 84 biscuits.", "84", True),
    (BISCUITS, "7 × 12 = 84\nRéponse : exactement 84 biscuits.", "84", True),
    (PENCILS, "8 × 15 = 120\nRisposta: sulle 120 matite.", "120", False),
    (PENCILS, "8 × 15 = 120\nRisposta: intorno alle 120 matite.", "120", False),
    (PENCILS, "8 × 15 = 120\nRisposta: esattamente 120 matite.", "120", True),
    ("Ile kilogramów?", "3 · 15 = 45\nOdpowiedź: jakieś 45 kg.", "45", False),
    ("Ile kilogramów?", "3 · 15 = 45\nOdpowiedź: dokładnie 45 kg.", "45", True),
    ("Hoeveel liter?", "14 × 25 = 350\nAntwoord: rond de 350 liter.", "350", False),
    ("Hoeveel liter?", "14 × 25 = 350\nAntwoord: precies 350 liter.", "350", True),
    ("Montako kynää?", "5 · 24 = 120\nVastaus: noin 120 kynää.", "120", False),
    ("Montako kynää?", "5 · 24 = 120\nVastaus: 120 kynää paikkeilla.", "120", False),
    ("Montako kynää?", "5 · 24 = 120\nVastaus: tasan 120 kynää.", "120", True),
    ("Hány golyó?", "6 · 15 = 90\nVálasz: 90 golyó körül.", "90", False),
    ("Hány golyó?", "6 · 15 = 90\nVálasz: pontosan 90 golyó.", "90", True),
    ("6 defter kaç TL eder?", "18 × 6 = 108\nCevap: tam 108 TL.", "108", True),
    ("कितने रुपये बचे?", "125 − 38 = 87\nउत्तर: पूरे 87 रुपये", "87", True),
    (KO, "7 × 5 = 35\n정답: 딱 35개", "35", True),
    (KO, "7 × 5 = 35\n정답: 딱 36개", "35", False),
    (KO, "7 × 5 = 35\n정답: 35개 남짓", "35", False),
    (ZH, "36萬 + 2萬4千 = 38萬4千\n答：今年人口大約是38萬4千人。", "384000", False),
    (ZH, "36萬 + 2萬4千 = 38萬4千\n答：今年人口是38萬4千人。", "384000", True),
    ("一共有多少个？", "答：一共有300多个。", "300", False),
    ("Kaç TL eder?", "18 × 6 = 108\nCevap: 108 TL falan", "108", False),
    ("Hoeveel liter?", "14 × 25 = 350\nAntwoord: 350 liter of zo", "350", False),
    ("Hoeveel liter?", "14 × 25 = 350\nAntwoord: 350 liter", "350", True),
    ("Ile kilogramów?", "3 · 15 = 45\nOdpowiedź: 45 kg z hakiem", "45", False),
    ("Jumlah pensil?", "6 × 8 = 48\nJawab: 48-an pensil", "48", False),
    ("কয়টি আম?", "৩ × ৯ = ২৭\nউত্তর: ঠিক ২৭টি", "27", True),
    ("72の正の約数の個数を求めよ。", "72 = 2³ × 3² なので (3+1)(2+1) = 12。\n\n答え：約数は12個", "12", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", NEARNESS_AND_EXACTNESS)
def test_an_idiom_of_nearness_loosens_the_value_and_a_word_of_exactness_does_not(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid


# A question mark, a sentence-final particle that asks or supposes ("かな", "でしょう", "吧", "吗", "일까요") or a tag that
# asks for agreement (", right?", ", non ?") ending the answer's own sentence: the value is asked, not stated.
ASKED_AT_THE_END = [
    (JA, "□ × 7 = 63\n□ = 9\n答えは9かな。", "9", "qualified"),
    (JA, "□ × 7 = 63\n□ = 9\n答えは9でしょう。", "9", "qualified"),
    (JA, "□ × 7 = 63\n□ = 9\n答えは9ですか。", "9", "qualified"),
    (JA, "□ × 7 = 63\n□ = 9\n答えは9です。", "9", "correct"),
    (JA, "□ × 7 = 63\n□ = 9\n答えは9ですね。", "9", "correct"),
    (ZH, "36萬 + 2萬4千 = 38萬4千\n答：今年人口是38萬4千人吧。", "384000", "qualified"),
    (KO, "7 × 5 = 35\n정답은 35개일까요", "35", "qualified"),
    (SIX_SEVEN, "6 × 7 = 42\nAnswer: 42 apples, right?", "42", "qualified"),
    (SIX_SEVEN, "6 × 7 = 42\nAnswer: 42 apples.", "42", "correct"),
    ("Có bao nhiêu quả?", "Đáp số: 7 quả nhỉ", "7", "qualified"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", ASKED_AT_THE_END)
def test_a_question_or_a_particle_of_doubt_ending_the_answers_sentence_qualifies_it(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


def test_doubted_at_end_reads_particles_and_tags_only_at_the_sentence_end():
    assert doubted_at_end("かな") == "かな"
    assert doubted_at_end("人吧") == "吧"
    assert doubted_at_end(" apples, right") == "right"
    assert doubted_at_end(" apples?") == "?"
    assert doubted_at_end("です") is None
    assert doubted_at_end(" apples right now") is None
    assert doubted_at_end(" apples") is None


# After the committed value, "or" and a value of any shape (a vector, a pair, an expression) that is not the same
# value written otherwise is a second value offered: a hedge. The same value again ("or $0.5$" after 1/2, "or
# equivalently ...") is none.
PAIR = "Find the ordered pair $(x,y)$ that satisfies $x + y = 5$ and $x - y = 1$."
CROSS = r"Find $\begin{pmatrix} 1 \\ 2 \\ 3 \end{pmatrix} \times \begin{pmatrix} 4 \\ 0 \\ -1 \end{pmatrix}.$"
VECTOR = r"\begin{pmatrix} -2 \\ 13 \\ -8 \end{pmatrix}"
OFFERED_OF_ANY_SHAPE = [
    (PAIR, r"$x = 3$, $y = 2$, so the solution is $\boxed{(3,2)}$, or $(2,3)$ if the pair is read as $(y, x)$.", "(3,2)",
     "hedged"),
    (PAIR, r"$x = 3$, $y = 2$, so the solution is $\boxed{(3,2)}$.", "(3,2)", "correct"),
    (CROSS, r"The cross product is $\boxed{" + VECTOR + r"}$, or its negative $\begin{pmatrix} 2 \\ -13 \\ 8 \end{pmatrix}$"
     " depending on the orientation convention.", VECTOR, "hedged"),
    (CROSS, r"The cross product is $\boxed{" + VECTOR + "}$.", VECTOR, "correct"),
    ("Simplify.", r"Hence $\boxed{x+1}$, or perhaps $x-1$.", "x+1", "hedged"),
    (PAIR, r"So the solution is $\boxed{(3,2)}$, or (2, 3) if the pair is read as (y, x).", "(3,2)", "hedged"),
    (PAIR, "So the solution is $\\boxed{(3,2)}$.\n\nOr perhaps $(2,3)$.", "(3,2)", "hedged"),
    (PAIR, r"La solution est $\boxed{(3,2)}$, ou $(2,3)$ selon l'ordre.", "(3,2)", "hedged"),
    (PAIR, r"答案是 $\boxed{(3,2)}$，或者 $(2,3)$。", "(3,2)", "hedged"),
    ("Find x.", "So $x = \\boxed{5}$.\n\nOr more precisely $x = 5$ exactly.", "5", "correct"),
    ("Find x.", "So $x = \\boxed{3}$. Otherwise, $x$ would be negative.", "3", "correct"),
    ("Find x.", r"So $x = \boxed{\frac{1}{2}}$, or $0.5$.", r"\frac{1}{2}", "correct"),
    ("Find x.", r"So $x = \boxed{\frac{1}{2}}$, or $0.6$.", r"\frac{1}{2}", "hedged"),
    ("Express 0.75 as a fraction.", r"The answer is $\boxed{\frac{3}{4}}$, or equivalently $\frac{6}{8}$.", r"\frac{3}{4}", "correct"),
    ("Find x.", r"So $x = \boxed{\frac{1}{3}}$, or about $0.333$.", r"\frac{1}{3}", "correct"),
    ("Find x.", r"So $x = \boxed{\frac{1}{3}}$, or $0.4$ rounded.", r"\frac{1}{3}", "hedged"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", OFFERED_OF_ANY_SHAPE)
def test_a_second_value_of_any_shape_offered_after_the_answer_is_a_hedge(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


# An exact value followed by its own decimal approximation ("9π ≈ 28.27", "1/3 ≈ 0.33") commits to the exact value; an
# approximation that does not match it is a second value, and a value given only after "≈" stays an estimate.
CIRCLE = "What is the area, in square units, of a circle with radius 3? Express your answer in terms of $\\pi$."
THIRD = "What is $\\frac{5}{6} - \\frac{1}{2}$? Express your answer as a common fraction."
EXACT_THEN_APPROXIMATE = [
    (CIRCLE, "$A = \\pi r^2 = \\pi(3)^2$.\n\nSo the area is $9\\pi \\approx 28.27$ square units.", "9\\pi", "correct"),
    (CIRCLE, "$A = \\pi r^2 = \\pi(3)^2$.\n\nSo the area is $9\\pi \\approx 30.5$ square units.", "9\\pi", "qualified"),
    (CIRCLE, "So the area is $\\approx 28.27$ square units.", "9\\pi", "no_answer"),
    (THIRD, "$\\frac{5}{6} - \\frac{3}{6} = \\frac{2}{6}$, which reduces to 1/3 ≈ 0.33.", "\\frac{1}{3}", "correct"),
    (THIRD, "It is $\\frac{1}{3}$ (≈ 0.333).", "\\frac{1}{3}", "correct"),
    (THIRD, "Answer: 1/3 ≈ 0.33", "\\frac{1}{3}", "correct"),
    (THIRD, "Answer: 1/3 ≈ 0.4", "\\frac{1}{3}", "qualified"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", EXACT_THEN_APPROXIMATE)
def test_an_exact_value_followed_by_its_own_approximation_commits_to_the_exact_value(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


@pytest.mark.parametrize("exact,value", [("9\\pi", 28.274333882308138), ("\\frac{\\sqrt{2}}{2}", 0.7071067811865476),
                                         ("1/3", 1 / 3), ("2\\sqrt{3}", 3.4641016151377544), ("\\frac14", 0.25),
                                         ("x+1", None), ("(3,2)", None), ("2^{1000}", None)])
def test_closed_form_value_reads_numbers_fractions_roots_and_pi_only(exact, value):
    assert closed_form_value(exact) == (pytest.approx(value) if value is not None else None)


def test_an_approximation_must_round_or_cut_the_exact_value_to_its_places():
    assert approximates("28.27", "9\\pi") and approximates("28.274", "9\\pi") and approximates("0.33", "1/3")
    assert approximates("0.666", "2/3") and approximates("0.667", "2/3")
    assert not approximates("0.4", "1/3") and not approximates("28.3", "8\\pi") and not approximates("30.5", "9\\pi")
    assert exact_before_approximation("x = 9\\pi \\approx 28.27") == "x = 9\\pi"
    assert exact_before_approximation("9\\pi \\approx 30.5") is None


# The text after the answer that opens by judging it wrong and ends by naming the answer anew commits to the new
# value, in any language of the tables; with no answer named, or another value after it, it does not.
BANANAS = "एक दुकान में 240 केले थे। दिन में 175 केले बिक गए। कितने केले बचे?"
CHOCOLATES = "سارا ۷۲ شکلات را به طور مساوی بین ۸ دوستش تقسیم کرد. هر دوست چند شکلات گرفت؟"
CORRECTED = [
    (CHOCOLATES, "۷۲ ÷ ۸ = ۸\nپاسخ: ۸\nاشتباه کردم: ۸ × ۹ = ۷۲، پس پاسخ ۹ است.", "9", "correct"),
    (CHOCOLATES, "۷۲ ÷ ۸ = ۸\nپاسخ: ۸\nاشتباه کردم: ۸ × ۹ = ۷۲، پس پاسخ ۹ است.", "8", "wrong"),
    (BANANAS, "240 − 175 = 75\nउत्तर: 75\nरुको, यह गलत है। 175 + 65 = 240, इसलिए सही उत्तर 65।", "65", "correct"),
    (BANANAS, "240 − 175 = 75\nउत्तर: 75\nरुको, यह गलत है। 175 + 65 = 240, इसलिए सही उत्तर 65।", "75", "wrong"),
    (SIX_SEVEN, "Answer: 24\nThat is wrong: 6 × 7 = 42, so the answer is 42.", "42", "correct"),
    (CHOCOLATES, "۷۲ ÷ ۸ = ۸\nپاسخ: ۸ شکلات\nاشتباه کردم: ۸ × ۹ = ۷۲، پس پاسخ ۹ است.", "9", "correct"),
    (BANANAS, "240 − 175 = 75\nउत्तर: 75\nरुको, यह गलत है। 175 + 65 = 240, इसलिए सही उत्तर 65 या 75।", "65", "unread_after"),
    (SIX_SEVEN, "Answer: 42\nA classmate got a wrong result: 24 + 18 = 44.", "42", "value_after"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", CORRECTED)
def test_a_withdrawal_followed_by_the_answer_named_anew_commits_to_the_correction(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


# A currency written before the amount in letters ("Rs.", "Rp", "zł") is the amount's unit, no word that qualifies it;
# an estimate's abbreviation in the same place ("ca.", "kb.") is.
CURRENCY_BEFORE = [
    ("Kitne rupaye?", "Answer: Rs. 3,75,000", "375000", True),
    ("Berapa rupiah?", "Jawab: Rp 75.000,00", "75000", True),
    ("Ile złotych?", "Odpowiedź: zł 45", "45", True),
    ("How many?", "Answer: ca. 42", "42", False),
    ("Hány forint?", "Válasz: kb. 90", "90", False),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", CURRENCY_BEFORE)
def test_a_currency_before_the_amount_is_no_qualifier(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid


# The same in more languages: the conclusion's words before the corrected value ("så", "joten", "άρα", "kwa hiyo") introduce
# it; the value first committed to and withdrawn is never paid.
SOLD = "A shop had 240 bananas and sold 175. How many are left?"
CORRECTIONS = [
    "Svar: 75\nVänta, det stämmer inte. 240 − 175 = 65, så svaret är 65.",
    "Vastaus: 75\nHetkinen, tämä on väärin. 240 − 175 = 65, joten vastaus on 65.",
    "Απάντηση: 75\nΠερίμενε, αυτό είναι λάθος. 240 − 175 = 65, άρα η απάντηση είναι 65.",
    "Jibu: 75\nSubiri, hiyo si sahihi. 240 − 175 = 65, kwa hiyo jibu ni 65.",
    "תשובה: 75\nרגע, זה שגוי. 240 − 175 = 65, לכן התשובה היא 65.",
    "Cevap: 75\nBekle, bu yanlış. 240 − 175 = 65, yani cevap 65.",
    "정답: 75\n잠깐, 틀렸어요. 240 − 175 = 65, 따라서 정답은 65입니다.",
]


@pytest.mark.parametrize("completion", CORRECTIONS)
def test_the_corrected_answer_is_judged_and_the_withdrawn_one_never_paid(math_plugin, completion):
    assert math_plugin.explain(SOLD, completion, "65")["reason"] == "correct"
    assert math_plugin.explain(SOLD, completion, "75")["outcome"] == 0.0


MULTIPLES = "How many positive integers less than 100 are multiples of 7?"
LARI = "ნინოს აქვს 45 ლარი. მან იყიდა 3 წიგნი, თითოეული 9 ლარად. რამდენი ლარი დარჩა?"
BOOKS = "Anna has 45 dollars. She buys 3 books at 9 dollars each. How many dollars are left?"

# An answer labelled tentative or followed by a promise to revise it is not committed to, in any language listed; the
# same answer without the label is.
TENTATIVE_CASES = [
    (MULTIPLES, "The multiples are 7, 14, ..., 98.\n\nFinal answer (tentative): $\\boxed{14}$ — I may revise this.", "14", False),
    (MULTIPLES, "The multiples are 7, 14, ..., 98.\n\nFinal answer: $\\boxed{14}$.", "14", True),
    (MULTIPLES, "7, 14, ..., 98.\n\n$\\boxed{14}$. I might revise this after another look.", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nProvisional answer: 14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nVorläufige Antwort: 14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nRéponse provisoire : 14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nRespuesta (sujeta a revisión): 14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nПредварительный ответ: 14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\n答案（暂定）：14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\n答案：14", "14", True),
    (MULTIPLES, "7, 14, ..., 98.\n\nAntwoord (voorlopig): 14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nAnswer (for now): 14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nDraft answer: 14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nAnswer: 14 (subject to change)", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nAnswer: 14. I will double-check and may update this.", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nRisposta provvisoria: 14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\nCevap (geçici): 14", "14", False),
    (MULTIPLES, "7, 14, ..., 98.\n\n答え（暫定）：14", "14", False),
    (MULTIPLES, "For now, list them: 7, 14, ..., 98.\n\nAnswer: 14", "14", True),
]


@pytest.mark.parametrize("prompt, completion, gold, paid", TENTATIVE_CASES)
def test_an_answer_marked_tentative_or_to_be_revised_is_not_committed_to(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid


# A conjunction of contrast opening a clause after the answer, then another number, offers a second value in any
# language the table lists, even one the working holds; the same sentence with the answer's value, or working, does not.
CONTRAST_CASES = [
    (LARI, "3 · 9 = 27; 45 − 27 = 18.\n\nპასუხი: 18 ლარი. თუმცა, შეიძლება 27 იყოს.", "18", False),
    (LARI, "3 · 9 = 27; 45 − 27 = 18.\n\nპასუხი: 18 ლარი. მაგრამ შეიძლება 27.", "18", False),
    (LARI, "3 · 9 = 27; 45 − 27 = 18.\n\nპასუხი: 18 ლარი.", "18", True),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\n\\boxed{18}, but maybe 27.", "18", False),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\n\\boxed{18}. However, it could also be 17.", "18", False),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\nAntwort: 18. Aber vielleicht 27.", "18", False),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\nRéponse : 18. Mais peut-être 27.", "18", False),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\nJibu: 18. Lakini labda 27.", "18", False),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\n答案：18。但是也可能是27。", "18", False),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\nAnswer: 18. Nonetheless, 27 could be argued.", "18", False),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\nAnswer: 18. Even so, 17 is possible.", "18", False),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\n\\boxed{18}. But note: 45 − 27 = 18 is all that is left.", "18", True),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\n\\boxed{18}. But she keeps 18 for the bus, so nothing is left.", "18", True),
    (BOOKS, "3 × 9 = 27; 45 − 27 = 18.\n\n\\boxed{18}. There were 45 dollars at first.", "18", True),
]


@pytest.mark.parametrize("prompt, completion, gold, paid", CONTRAST_CASES)
def test_another_number_after_a_conjunction_of_contrast_is_a_second_value(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["outcome"] == 1.0) == paid
