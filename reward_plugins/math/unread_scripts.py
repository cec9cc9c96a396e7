r"""Sentences in a script the grader does not read, in a language whose words against an answer are tabled.

After the answer, a sentence in a script no phrase table reads is refused (``unread_after``) unless every word is one
the grader vouches for: its words could doubt the answer, take it back or offer another. For the languages below the
words that could are listed, one line per language: negation, doubt and estimate, wrongness and correction, an
alternative ("or"), the noun for the answer, and another person or a tool vouching for it. A sentence in one of their
scripts that holds none of them says nothing against the answer: a related fact, a check's working, a remark
("במחומש משוכלל כל זווית היא 108°.", "इसका परिमाप 2(14 + 9) = 46 सेमी होगा।", "พื้นที่ของสามเหลี่ยมนี้คือ 24
ตารางเซนติเมตร"). Its numbers are judged as any sentence's are before (a second value of the asked quantity is
refused there). A sentence without digits is let through only in a script whose languages' number words the grader
reads (a value said in words is a value): Marathi number words are not read, so a Devanagari sentence needs its digits.

>>> says_nothing_against("זה נכון לכל משולש במישור.", has_digits=False)
True
>>> says_nothing_against("אני לא בטוח.", has_digits=False), says_nothing_against("התשובה שגויה.", has_digits=False)
(False, False)
>>> says_nothing_against("यह उत्तर ठीक नहीं है।", has_digits=False)
False
>>> says_nothing_against("Ο καθηγητής μου επιβεβαίωσε ότι είναι σωστό.", has_digits=False)
False
"""

from __future__ import annotations

import re
import unicodedata

from reward_plugins.math.closed_words import rows_for
from reward_plugins.math.known_words import LATEX_COMMAND, READ_SCRIPTS, script
from reward_plugins.math.number_words import spell_numbers
from reward_plugins.math.numbers import NUMBER_IN_TEXT

# The words against an answer, per language: those above, and the words of another person or a tool vouching for it (a
# teacher, a parent, "confirmed", "said", a calculator) and of its grade; Greek in its accented and unaccented spellings.
AGAINST_THE_ANSWER = {
    "he": "לא אין אינו אינה אינם אינן בלי אולי כנראה נראה חושב חושבת מניח מניחה משער משערת ספק בטוח בטוחה בערך כמעט "
          "בקירוב משוער ייתכן יתכן אפשר אפשרי סביר שגוי שגויה שגיאה טעות טעיתי טועה טועים תיקון לתקן במקום בעצם רגע או "
          "תשובה מורה מורתי מורי אבא אמא מרצה מתרגל חבר חברה אישר אישרה אישרו אימת אימתה אומת אמר אמרה אמרו לדברי מחשבון "
          "בודק בודקת ציון נקודות",
    "el": "δεν δε μην μη όχι οχι ούτε ουτε ίσως ισως μάλλον μαλλον πιθανώς πιθανως πιθανόν πιθανον νομίζω νομιζω πιστεύω "
          "πιστευω υποθέτω υποθετω σίγουρος σιγουρος σίγουρη σιγουρη βέβαιος βεβαιος περίπου περιπου σχεδόν σχεδον "
          "εκτίμηση εκτιμηση λάθος λαθος λανθασμένο λανθασμενο λανθασμένη λανθασμενη εσφαλμένο εσφαλμενο διόρθωση "
          "διορθωση ή απάντηση απαντηση απάντησης απαντησης καθηγητής καθηγητης καθηγητή καθηγητη καθηγήτρια καθηγητρια "
          "δάσκαλος δασκαλος δάσκαλο δασκαλο δασκάλα δασκαλα γονείς γονεις μπαμπάς μπαμπας μαμά μαμα φίλος φιλος συμμαθητές "
          "συμμαθητες επιβεβαίωσε επιβεβαιωσε επιβεβαίωσαν επιβεβαιωσαν βεβαιώθηκε βεβαιωθηκε επιβεβαιώθηκε επιβεβαιωθηκε "
          "επικύρωσε επικυρωσε είπε ειπε είπαν ειπαν αριθμομηχανή αριθμομηχανη βαθμός βαθμος βαθμό βαθμο εξεταστής εξεταστης",
    "hi": "नहीं नही न ना मत शायद संभवतः संभवत संभव लगता लगभग करीब क़रीब तकरीबन अनुमान अंदाज़ा अंदाजा यकीन पक्का निश्चित "
          "हो_सकता हो_सकती हो_सकते गलत ग़लत त्रुटि भूल सुधार गड़बड़ चूक या अथवा वरना उत्तर जवाब शिक्षक शिक्षिका अध्यापक "
          "अध्यापिका टीचर सर मैडम माता पिता दोस्त मित्र पुष्टि सत्यापित कहा बताया कैलकुलेटर परीक्षक",
    "mr": "नाही नाहीत नको कदाचित बहुतेक वाटते अंदाजे सुमारे चूक चुकीचे चुकीचा चुकीची किंवा बाई आई बाबा खात्री सांगितले",
    # Arabic script: Arabic (its words with their joined prefixes, see _ARABIC_PREFIXES; with and without the tanween mark),
    # Persian, Urdu
    "ar": "لا ليس ليست لست لم لن غير بدون ربما لعل قد أظن اظن أعتقد اعتقد يبدو تقريبا تقريبًا تقريباً حوالي حوالى نحو قرابة "
          "يمكن ممكن محتمل احتمال أرجح ارجح متأكد متأكدة متاكد أكيد خطأ خطا خاطئ خاطئة غلط أخطأت تصحيح الصحيح أو أم إجابة اجابة "
          "جواب معلم معلمة أستاذ أستاذة استاذ مدرس مدرسة صديق صديقي أبي أمي والدي أكد أكدت أكدوا قال قالت قالوا حاسبة آلة درجة "
          "درجات مصحح مقيم",
    "fa": "نه نیست نیستم نمی نمیدانم شاید احتمالا احتمالاً حدود حدوداً تقریبا تقریباً فکر گمان مطمئن مطمئنم غلط اشتباه یا جواب "
          "پاسخ معلم استاد گفت گفتند تایید ماشین‌حساب نمره",
    "ur": "نہیں نہ شاید تقریباً تقریبا غالباً خیال یقین غلط یا جواب استاد ٹیچر کہا کہتے تصدیق کیلکولیٹر",
    # unspaced: found inside a run ("อาจ" may, "ไม่" not, "ผิด" wrong, "หรือ" or, "คำตอบ" answer)
    "th": "ไม่ อาจ คง น่าจะ มั้ง ประมาณ ราว เกือบ คิดว่า เดา แน่ใจ สงสัย ผิด พลาด แก้ไข ที่จริง เดี๋ยว หรือ คำตอบ ครู "
          "ผู้ปกครอง ยืนยัน รับรอง ตรวจแล้ว บอกว่า เครื่องคิดเลข คะแนน ผู้ตรวจ",
}
# The scripts read so, each with its languages, and whether all their number words are read.
_SCRIPTS = {"HEBREW": (("he",), True), "GREEK": (("el",), True), "DEVANAGARI": (("hi", "mr"), False), "THAI": (("th",), True),
            "ARABIC": (("ar", "fa", "ur"), False)}
# Hebrew joins its prepositions, article and conjunctions to the word ("ואולי", "שלא", "והתשובה").
_HEBREW_PREFIXES = "[והשכלבמ]{0,3}"
# Arabic joins its conjunctions, prepositions and article to the word ("فالباقي", "والإجابة", "بالخطأ").
_ARABIC_PREFIXES = "(?:[وف]?[بلك]?(?:ال)?)"


def _pattern(script_name: str) -> re.Pattern:
    languages, _ = _SCRIPTS[script_name]
    said = sorted({unicodedata.normalize("NFKC", w).replace("_", r"[ \t]")
                   for lang in languages for w in AGAINST_THE_ANSWER[lang].split()}, key=len, reverse=True)
    # and the closed words of the same languages tabled with every other language's (doubt, approximation, words to a
    # marker or of an official key: "Πάνω κάτω, δηλαδή.", "Για τον καθηγητή: …")
    closed = rows_for(languages)
    body = "|".join(said) + ("|" + unicodedata.normalize("NFKC", closed) if closed else "")
    if script_name == "THAI":
        return re.compile(r"(?:" + body + r")")
    prefix = {"HEBREW": _HEBREW_PREFIXES, "ARABIC": _ARABIC_PREFIXES}.get(script_name, "")
    # Devanagari's vowel signs and Arabic's marks are marks, not letters: a word ends where no letter and no mark follows.
    return re.compile(r"(?<![\w\u0900-\u097f\u064b-\u065f\u0670])" + prefix + r"(?:" + body + r")(?![\w\u0900-\u097f\u064b-\u065f\u0670])",
                      re.IGNORECASE)


_AGAINST = {name: _pattern(name) for name in _SCRIPTS}
# A word of two letters or more in a script the grader reads (a lone letter, "n²", names a variable).
_READ_WORD = re.compile(r"(?<![^\W\d_])[A-Za-zÀ-ɏЀ-ӿ]{2,}(?![^\W\d_])")


def says_nothing_against(sentence: str, has_digits: bool) -> bool:
    """Whether ``sentence``, written in one script the grader does not read, is in a script whose languages' words
    against an answer are tabled and holds none of them (nor, without digits, a number in words)."""
    scripts = {script(ch) for ch in sentence if ch.isalpha()} - READ_SCRIPTS
    if len(scripts) != 1 or _READ_WORD.search(LATEX_COMMAND.sub(" ", sentence)):
        return False  # a word of a script read beside them ("هو not 54") is judged by no table here
    (name,) = scripts
    if name not in _SCRIPTS:
        return False
    _, numbers_read = _SCRIPTS[name]
    if not has_digits and (not numbers_read or NUMBER_IN_TEXT.search(spell_numbers(sentence)) is not None):
        return False
    return _AGAINST[name].search(unicodedata.normalize("NFKC", sentence)) is None
