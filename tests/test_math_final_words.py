"""The answer named final or a result, and the word that concludes it, in languages no word list holds ("Άρα η τελική
απάντηση είναι 4.", "Výsledek je tedy 7.", "ስለዚህ የመጨረሻው መልስ 252 ነው።", a Thai run "ดังนั้นคำตอบสุดท้ายคือ"): plain words
beside the value (``known_words.PLAIN_BESIDE``) that vouch for no language, so a word of estimate, doubt or alternative
beside them stays refused (read as ``trl-grpo-ext explain`` reads them)."""

from __future__ import annotations

import unicodedata

import pytest

from reward_plugins.math.known_words import PLAIN_BESIDE

APPLES = "Ana has 6 bags of 7 apples. How many apples does Ana have?"

FINAL_WORDS = [
    (APPLES, "6 · 7 = 42\n\nΆρα η τελική απάντηση είναι 42.", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nΆρα η τελική απάντηση είναι 42.\nΕλπίζω να βοήθησα!", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nΆρα η τελική απάντηση είναι περίπου 42.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nΆρα η τελική απάντηση είναι ίσως 42.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nΆρα η τελική απάντηση είναι 42 περίπου.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nΤο τελικό αποτέλεσμα είναι 42.", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nVýsledek je tedy 42.", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nKonečný výsledek: 42.", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nVýsledek je tedy přibližně 42.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nVýsledek je tedy asi 42.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nVýsledek je tedy možná 42.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nVýsledok je teda 42.", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nVýsledok je teda približne 42.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nስለዚህ የመጨረሻው መልስ 42 ነው።", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nስለዚህ የመጨረሻው መልስ ምናልባት 42 ነው።", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nስለዚህ የመጨረሻው መልስ 42 ገደማ ነው።", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nดังนั้นคำตอบสุดท้ายคือ 42", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nดังนั้นคำตอบสุดท้ายน่าจะเป็น 42", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nดังนั้นคำตอบสุดท้ายคือประมาณ 42", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nดังนั้นคำตอบสุดท้ายคือ 42 โดยประมาณ", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nดังนั้นคำตอบสุดท้ายอาจเป็น 42", "42", "refused"),
    # Thai polite particles close the sentence; Tamil "ஆகும்" states the value
    (APPLES, "6 · 7 = 42\n\nคำตอบคือ 42 ครับ", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nดังนั้นคำตอบคือ 42 นะคะ", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nคำตอบคือ 42 มั้งครับ", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nคำตอบคือ 42 หรือเปล่าครับ", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nคำตอบคือประมาณ 42 ครับ", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nஎனவே விடை: 42 ஆகும்.", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nஎனவே விடை: 42 ஆக இருக்கலாம்.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nСледователно отговорът е вероятно 42.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\n**Answer:** 42 (นั่นคือ 42)", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\n**Answer:** 42 (นั่นคือประมาณ 42)", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\n**Answer:** 42 (นั่นคืออาจจะ 41)", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nসুতরাং চূড়ান্ত উত্তর 42।", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nসুতরাং চূড়ান্ত উত্তর সম্ভবত 42।", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nসুতরাং চূড়ান্ত উত্তর প্রায় 42।", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nअतः अंतिम उत्तर 42 है।", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nअतः अंतिम उत्तर लगभग 42 है।", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nअतः अंतिम उत्तर शायद 42 है।", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nלכן התשובה הסופית היא 42.", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nלכן התשובה הסופית היא בערך 42.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nإذن الإجابة النهائية هي 42.", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nإذن الإجابة النهائية هي تقريبا 42.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nKwa hiyo jibu la mwisho ni 42.", "42", "correct"),
    (APPLES, "6 · 7 = 42\n\nKwa hiyo jibu la mwisho ni takriban 42.", "42", "refused"),
    (APPLES, "6 · 7 = 42\n\nஎனவே இறுதி முடிவு 42 ஆக இருக்கலாம்.", "42", "refused"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", FINAL_WORDS)
def test_the_answer_named_final_is_read_and_a_word_of_doubt_beside_it_is_not(math_plugin, prompt, completion, gold, reason):
    found = math_plugin.explain(prompt, completion, gold)["reason"]
    assert found == reason if reason != "refused" else found != "correct"


@pytest.mark.parametrize("run,held", [
    ("ดังนั้นคำตอบสุดท้ายคือ", True), ("คำตอบคือ", True), ("ดังนั้นคำตอบประมาณ", False), ("ดังนั้นคำตอบสุดท้ายอาจเป็น", False),
    ("คำตอบคืออาจจะ", False), ("", False), ("τελική", True), ("τελικήπερίπου", False),
])
def test_a_run_without_spaces_is_plain_only_when_made_of_plain_words(run, held):
    assert (unicodedata.normalize("NFKC", run) in PLAIN_BESIDE) is held
