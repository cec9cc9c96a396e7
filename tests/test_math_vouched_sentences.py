"""A sentence after the answer in a script the grader does not read, holding numbers: read when every word is one it
vouches for (a word of conclusion, a copula, a result's name, a check's or a note's label, "correct", a closing, the
prompt's), refused when any other word stands there (a withdrawal, a doubt, a negation in the same language); and
closings and confirmations in words, read as ``trl-grpo-ext explain`` reads them."""

from __future__ import annotations

import pytest

PRODUCT_AR = "ما ناتج $9 \\times 6$؟"
QUOTIENT_HI = "$36 \\div 4$ का मान क्या है?"
EQUATION_HI = "यदि $2x + 3 = 15$ है, तो $x$ का मान ज्ञात कीजिए।"
FRACTION_HI = "एक संख्या का 3/5 भाग 45 है। संख्या क्या है?"
EQUATION_TH = "ถ้า $x + 5 = 12$ แล้ว $x$ มีค่าเท่าใด"
PERCENT_EL = "Πόσο είναι το 15% του 240;"
DAY_DE = "Wie viele Minuten hat ein Tag?"
WAGE = "Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?"
SHIRT_HE = "מחיר חולצה 80 ש\"ח. ניתנה הנחה של 25%. מה המחיר לאחר ההנחה?"
STEPS_ID = "Jika $3a = 27$, berapakah $a + 5$?"
PENS_TH = "ถ้าซื้อปากกา 4 ด้าม ด้ามละ 15 บาท ต้องจ่ายกี่บาท"
PIZZA_DE = "Eine Pizza hat 8 Stücke. Tim isst 3 Stücke und Lea 2. Wie viele Stücke bleiben übrig?"


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


PAID = [
    (PRODUCT_AR, "$9 \\times 6 = 54$.\n\nالإجابة: 54\n\nإذن ناتج الضرب هو 54. بالتوفيق!", "54"),
    (QUOTIENT_HI, "$36 \\div 4 = 9$।\n\nउत्तर: 9\n\nअतः भागफल 9 है। धन्यवाद!", "9"),
    (EQUATION_HI, "$2x = 15 - 3 = 12$, अतः $x = 6$।\n\n$\\boxed{6}$\n\nजाँच: $2(6) + 3 = 15$ ✓ धन्यवाद!", "6"),
    (FRACTION_HI, "x × 3/5 = 45 ⟹ x = 45 × 5/3 = 75.\n\nउत्तर: 75\n\nजाँच: 75 का 3/5 = 45 ✓", "75"),
    (EQUATION_TH, "ลบ 5 ทั้งสองข้าง: $x = 12 - 5 = 7$\n\nคำตอบ: $\\boxed{7}$\n\nตรวจสอบ: 7 + 5 = 12 ถูกต้อง หวังว่าจะช่วยได้นะครับ", "7"),
    (PERCENT_EL, "15% του 240 = 0,15 × 240 = 36.\n\nΑπάντηση: 36\n\n---\n*Σημείωση: 10% του 240 είναι 24, και 5% είναι 12· 24 + 12 = 36.*", "36"),
    (PENS_TH, "4 × 15 = 60 บาท\n\nคำตอบ: 60 บาท\n\nหรือก็คือหกสิบบาทนั่นเอง", "60"),
    # the working's steps named in a language read, then laid out
    (STEPS_ID, "$a = 9$, jadi $a + 5 = 14$.\n\n**14**\n\nLangkah-langkah:\n1. Bagi 27 dengan 3 → $a = 9$\n2. Tambah 5 → 14", "14"),
    # closings and confirmations in words
    (SHIRT_HE, "הנחה: 25% מ-80 = 20 ש\"ח. מחיר סופי: 80 − 20 = 60 ש\"ח.\n\nהתשובה: 60 ש\"ח\n\nמקווה שעזרתי!", "60"),
    (PIZZA_DE, "Tim und Lea essen zusammen 3 + 2 = 5 Stücke.\n8 − 5 = 3.\n\nAntwort: Es bleiben drei Stücke übrig. Guten Appetit!", "3"),
    (DAY_DE, "24 Stunden × 60 Minuten = 1440 Minuten.\n\nDie Antwort lautet 1440. Ich bin mir da ganz sicher.", "1440"),
    (WAGE, "12/60 = $0.2 per minute; 0.2 × 50 = $10.\n\nAnswer: $10. Confidence level: 🔥🔥🔥🔥🔥 (certain)", "10"),
    (WAGE, "12/60 = $0.2 per minute; 0.2 × 50 = $10.\n\nAnswer: $10. Confidence level: high.", "10"),
]


@pytest.mark.parametrize("prompt,completion,gold", PAID)
def test_a_sentence_of_vouched_words_is_read(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) == "correct"


REFUSED = [
    (PRODUCT_AR, "$9 \\times 6 = 54$.\n\nالإجابة: 54\n\nإذن ناتج الضرب ليس 54.", "54"),
    (PRODUCT_AR, "$9 \\times 6 = 54$.\n\nالإجابة: 54\n\nإذن ناتج الضرب ربما هو 54.", "54"),
    (PRODUCT_AR, "$9 \\times 6 = 54$.\n\nالإجابة: 54\n\nإذن ناتج الضرب هو not 54.", "54"),
    (QUOTIENT_HI, "$36 \\div 4 = 9$।\n\nउत्तर: 9\n\nअतः भागफल शायद 9 है।", "9"),
    (QUOTIENT_HI, "$36 \\div 4 = 9$।\n\nउत्तर: 9\n\nभागफल 9 नहीं है।", "9"),
    pytest.param(FRACTION_HI, "x × 3/5 = 45 ⟹ x = 45 × 5/3 = 75.\n\nउत्तर: 75\n\nजाँच: 75 का 3/5 = 45 गलत", "75"),
    pytest.param(EQUATION_TH, "ลบ 5 ทั้งสองข้าง: $x = 12 - 5 = 7$\n\nคำตอบ: $\\boxed{7}$\n\nตรวจสอบ: 7 + 5 = 12 ไม่ถูกต้อง", "7"),
    pytest.param(EQUATION_TH, "ลบ 5 ทั้งสองข้าง: $x = 12 - 5 = 7$\n\nคำตอบ: $\\boxed{7}$\n\nตรวจสอบ: 7 + 5 = 12 ถูกต้องมั้ง", "7"),
    (PERCENT_EL, "15% του 240 = 0,15 × 240 = 36.\n\nΑπάντηση: 36\n\nΣημείωση: 36 δεν είναι σωστό.", "36"),
    (PERCENT_EL, "15% του 240 = 0,15 × 240 = 36.\n\nΑπάντηση: 36\n\nΣημείωση: ίσως 36 είναι λάθος.", "36"),
    (PENS_TH, "4 × 15 = 60 บาท\n\nคำตอบ: 60 บาท\n\nหรือก็คือหกสิบบาทมั้ง", "60"),
    (PENS_TH, "4 × 15 = 60 บาท\n\nคำตอบ: 60 บาท\n\nหรือก็คือหกสิบบาทไม่ใช่", "60"),
    (PENS_TH, "4 × 15 = 60 บาท\n\nคำตอบ: 60 บาท\n\nหรือก็คือเจ็ดสิบบาทนั่นเอง", "60"),
    (STEPS_ID, "$a = 9$, jadi $a + 5 = 14$.\n\n**14**\n\nLangkah-langkah ini salah.", "14"),
    pytest.param(STEPS_ID, "$a = 9$, jadi $a + 5 = 14$.\n\n**14**\n\nLangkah-langkah: saya kurang yakin.", "14"),
    # the same closings' and confirmations' languages withdrawing or doubting
    (SHIRT_HE, "הנחה: 25% מ-80 = 20 ש\"ח. מחיר סופי: 80 − 20 = 60 ש\"ח.\n\nהתשובה: 60 ש\"ח\n\nאני לא בטוח.", "60"),
    (DAY_DE, "24 Stunden × 60 Minuten = 1440 Minuten.\n\nDie Antwort lautet 1440. Ich bin mir da nicht ganz sicher.", "1440"),
    (DAY_DE, "24 Stunden × 60 Minuten = 1440 Minuten.\n\nDie Antwort lautet 1440. Sicher bin ich mir nicht.", "1440"),
    (DAY_DE, "24 Stunden × 60 Minuten = 1440 Minuten.\n\nDie Antwort lautet 1440. Bitte ignoriere diese Antwort.", "1440"),
    (WAGE, "12/60 = $0.2 per minute; 0.2 × 50 = $10.\n\nAnswer: $10. Confidence level: low.", "10"),
    (WAGE, "12/60 = $0.2 per minute; 0.2 × 50 = $10.\n\nAnswer: $10. Confidence level: not certain.", "10"),
    (WAGE, "12/60 = $0.2 per minute; 0.2 × 50 = $10.\n\nAnswer: $10. I am not sure.", "10"),
]


@pytest.mark.parametrize("prompt,completion,gold", REFUSED)
def test_a_word_not_vouched_for_leaves_it_refused(math_plugin, prompt, completion, gold):
    assert _reason(math_plugin, prompt, completion, gold) != "correct"
