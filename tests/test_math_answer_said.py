"""What is read as the answer where a sentence says it with no colon: the noun for "answer" in a language beyond the
eight, after words that only lead to it ("সুতরাং চূড়ান্ত উত্তর ২৮।", "எனவே இறுதி விடை 5."), marks the value after it.
Also the answer's noun as the completion is read (NFKC: "คำตอบ"), an aside after a statement that adds a value, a
duration said again in several units,
nouns with vowel signs and viramas as words, closings and words of doubt in more languages. Each family has rows that
must stay refused beside the paid ones.

Cases are (prompt, gold, completion, expected): expected ``True`` is paid.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import math_scores

_W = "সমাধান:\n$d = (6+1)(3+1)$\n$= 28$\n\n"
_T = "தீர்வு:\n$5x = 25$\n$x = 5$\n\n"
_X = "Working:\n$= 28$\n\n"
SAID = [  # the noun with no colon, after words leading to it, marks the value; a word between or after is read
    ("কয়টি?", "28", _W + "সুতরাং চূড়ান্ত উত্তর ২৮।", True),
    ("কয়টি?", "28", _W + "সুতরাং চূড়ান্ত উত্তর 28।", True),
    ("কয়টি?", "28", _W + "তাই উত্তর ২৮।", True),
    ("কয়টি?", "28", "সমাধান:\n$= 29$\n\nসুতরাং চূড়ান্ত উত্তর ২৮।", True),  # the last sentence commits
    ("தீர்க்கவும்.", "5", _T + "எனவே இறுதி விடை 5.", True),
    ("தீர்க்கவும்.", "5", _T + "ஆகவே விடை 5 ஆகும்.", True),
    ("कितने?", "28", _X + "अतः अंतिम उत्तर 28 है।", True),
    ("ስንት?", "28", _X + "ስለዚህ የመጨረሻው መልስ 28 ነው።", True),
    ("ስንት?", "28", _X + "ስለዚህ መልስ 28።", True),
    ("كم؟", "28", _X + "إذن الجواب النهائي 28.", True),
    ("چند؟", "28", _X + "بنابراین پاسخ نهایی 28 است.", True),
    ("כמה?", "28", _X + "לכן התשובה הסופית 28.", True),
    ("Πόσοι;", "28", _X + "Άρα η τελική απάντηση 28.", True),
    ("Tatua.", "28", _X + "Hivyo jibu 28.", True),
    ("কয়টি?", "28", _X + "সুতরাং চূড়ান্ত উত্তর ২৮ টাকা।", True),
    ("Колко?", "42", "Работа.\n\nСледователно отговорът е 42.", True),  # the copula between
    ("Koliko?", "42", "Rad.\n\nДакле, одговор је 42.", True),
    ("Колко?", "42", "Работа.\n\nСледователно отговорът е 43.", False),
    ("Колко?", "42", "Работа.\n\nСледователно отговорът е около 42.", False),
    ("Колко?", "42", "Работа.\n\nСледователно отговорът е 42 или 43.", False),
    ("কয়টি?", "28", _W + "সুতরাং চূড়ান্ত উত্তর ২৯।", False),
    ("কয়টি?", "28", _W + "সুতরাং চূড়ান্ত উত্তর প্রায় ২৮।", False),
    ("কয়টি?", "28", _W + "সুতরাং চূড়ান্ত উত্তর ২৮ বা ২৯।", False),
    ("কয়টি?", "28", _W + "সুতরাং চূড়ান্ত উত্তর ২৮ হতে পারে।", False),
    ("কয়টি?", "28", _X + "উত্তর: ২৮ হতে পারে।", False),
    ("কয়টি?", "28", _W + "সুতরাং চূড়ান্ত উত্তর ২৮ নয়, ২৯।", False),
    ("কয়টি?", "28", _W + "সুতরাং চূড়ান্ত উত্তর সম্ভবত ২৮।", False),
    ("தீர்க்கவும்.", "5", "$x = 6$\n\nஎனவே இறுதி விடை 5 அல்ல.", False),
    ("தீர்க்கவும்.", "5", _T + "எனவே இறுதி விடை சுமார் 5.", False),
    ("தீர்க்கவும்.", "5", _T + "எனவே இறுதி விடை 5 அல்லது 6.", False),
    ("தீர்க்கவும்.", "5", _T + "எனவே இறுதி விடை 5 இருக்கலாம்.", False),
    ("कितने?", "28", _X + "अतः अंतिम उत्तर शायद 28 है।", False),
    ("कितने?", "28", _X + "अतः अंतिम उत्तर 28 या 29 है।", False),
    ("कितने?", "28", _X + "अतः अंतिम उत्तर 28 हो सकता है।", False),
    ("ስንት?", "28", _X + "ስለዚህ የመጨረሻው መልስ 29 ነው።", False),
    ("ስንት?", "28", _X + "ስለዚህ የመጨረሻው መልስ 28 ሊሆን ይችላል።", False),
    ("كم؟", "28", _X + "إذن الجواب النهائي 28 أو 29.", False),
    ("كم؟", "28", _X + "إذن الجواب النهائي 28 ربما.", False),
]
_THAI = "วิธีทำ:\n$d(900) = (2+1)(2+1)(2+1)$\n$= 27$\n\n"
_BN = "সমাধান:\n$200 - 126 = 74$\n\n"
NOUNS_AND_CLOSINGS = [  # the noun as the completion is read; nouns with vowel signs; closings; doubts
    ("กี่ตัว", "27", _THAI + "**คำตอบ:** 27 (นั่นคือ ๒๗)", True),
    ("กี่ตัว", "27", _THAI + "**คำตอบ:** 27", True),
    ("ກີ່ໂຕ", "27", _THAI + "ຄຳຕອບ: 27", True),
    ("กี่ตัว", "27", _THAI + "**คำตอบ:** 28 (นั่นคือ ๒๘)", False),
    ("กี่ตัว", "27", _THAI + "**คำตอบ:** ประมาณ 27", False),
    ("எத்தனை நிமிடங்கள்?", "216", "$3.6 \\cdot 60 = 216$\n\nஎனவே இறுதி விடை 216 நிமிடங்கள்.\nஇது உதவும் என்று நம்புகிறேன்!", True),
    ("எத்தனை நிமிடங்கள்?", "216", "$3.6 \\cdot 60 = 216$\n\nஎனவே இறுதி விடை 217 நிமிடங்கள்.", False),
    ("ಎಷ್ಟು?", "12", "$= 12$\n\nಉತ್ತರ: 12", True),
    ("কত টাকা?", "74", _BN + "সুতরাং চূড়ান্ত উত্তর 74 টাকা।\nআশা করি এটা কাজে লাগবে!", True),
    ("কত টাকা?", "74", _BN + "সুতরাং চূড়ান্ত উত্তর 74 টাকা।\nআশা করি এটা কাজে লাগবে, নাহলে 75!", False),
    ("ስንት ደቂቃ?", "252", "$4.2 \\cdot 60 = 252$\n\nስለዚህ የመጨረሻው መልስ 252 ደቂቃ ነው።\nእንደረዳዎት ተስፋ አደርጋለሁ!", True),
    ("ስንት ደቂቃ?", "252", "$4.2 \\cdot 60 = 252$\n\nስለዚህ የመጨረሻው መልስ 252 ደቂቃ ነው።\nእንደረዳዎት ተስፋ አደርጋለሁ፣ ወይም 253!", False),
]
_D = "List the positive divisors of 15."
ASIDES = [  # an aside that adds a value after a statement with no marker is read with it; one that describes is dropped
    (_D, "1, 3, 5, 15", "Work.\n\nThe divisors are 1, 3, 5, 15 (and, to be safe, 30).", False),
    (_D, "1, 3, 5, 15", "Work.\n\nThe divisors are 1, 3, 5, 15 (and maybe 30).", False),
    (_D, "1, 3, 5, 15", "Work.\n\nThe divisors are 1, 3, 5, 15 (or 30).", False),
    (_D, "1, 3, 5, 15", "Work.\n\nThe divisors are 1, 3, 5, 15 (plus 30).", False),
    (_D, "1, 3, 5, 15", "Work.\n\nThe divisors are 1, 3, 5, 15 (and that is all of them).", True),
    (_D, "1, 3, 5, 15", "Work.\n\nThe divisors are 1, 3, 5, 15 (and, to be safe, 15).", True),
    ("How many apples does she have now?", "12", "Work.\n\nShe has 12 apples (plus the 3 she ate).", True),
]

_Q = "How many minutes does the trip take?"
DURATION_RESTATED = [  # a duration said again in several units after "that is" is one quantity; another value is not
    (_Q, "150", "Work.\n\nThe answer is 150 minutes, that is 2 hours 30 minutes.", True),
    (_Q, "150", "Work.\n\nThe answer is 150 minutes, i.e. 2 hours and 30 minutes.", True),
    (_Q, "150", "Work.\n\n150 minutes, that is 2 hours 40 minutes.", False),
    (_Q, "150", "Work.\n\nThe answer is 150 minutes, that is 2 hours 40 minutes.", False),
    (_Q, "150", "Work.\n\nThe answer is 150 minutes, or maybe 2 hours 40 minutes.", False),
    (_Q, "150", "Work.\n\nThe answer is 150 minutes, or 160 minutes.", False),
    (_Q, "150", "Work.\n\nThe answer is 150 minutes, that is 2 hours 30 minutes or so.", False),
]

CASES = [*SAID, *NOUNS_AND_CLOSINGS, *ASIDES, *DURATION_RESTATED]


@pytest.fixture(scope="module")
def scores():
    return math_scores([c[0] for c in CASES], [c[2] for c in CASES], [c[1] for c in CASES], workers=1)


@pytest.mark.parametrize("index", range(len(CASES)))
def test_answer_said(scores, index):
    prompt, gold, completion, expected = CASES[index]
    assert (scores[index] == 1.0) is expected, (completion, gold)
