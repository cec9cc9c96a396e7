r"""The words and scripts the grader reads: what ``tail`` and ``answer_sentence`` judge a sentence by.

A sentence is read where its script is one of the languages the phrase tables list and, in a spaced
script, enough of its words are common words of those languages; a word is known to say nothing
against an answer beside it when it is a common word, a word that introduces an answer, a unit or a
counted thing.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from reward_plugins.math.calendar_words import CALENDAR_NAMES
from reward_plugins.math.unit_sizes import UNIT_NAMES

# A LaTeX command ("\\frac", "\\text"): markup, no word of any language.
LATEX_COMMAND = re.compile(r"\\[A-Za-z]+")

# Scripts of the languages whose words the grader reads (their withdrawals and qualifiers are in its tables).
READ_SCRIPTS = frozenset({"LATIN", "CYRILLIC", "CJK", "HIRAGANA", "KATAKANA", "HANGUL"})
# Scripts written without spaces: read by the tables, not by word counts.
UNSPACED_SCRIPTS = frozenset({"CJK", "HIRAGANA", "KATAKANA", "HANGUL"})
# The common words of the languages read (en, fr, de, es, pt, it, nl, ru, id, vi, tr, pl; of sw and hr, only words of three letters
# or more: a short one, "na", "sa", "je", is a word of many languages not read), and their words for the
# working's steps ("Langkah-langkah:", "Schritte:"): a sentence with too few of them is in a language the grader does
# not read, however its script looks.
COMMON_WORDS = frozenset("""
a an the is are was were be been it its this that these those of to in on for with as by at from and or not no
so thus therefore hence equivalently we i you our my your which what there here all each one both can may will would should
has have had do does did left remains if then than also only just answer final result total value check verify verified
correct right true yes indeed hope helps thanks thank done satisfies satisfied holds gives given since because
number numbers ways way sum product units unit per required needed asked solution step steps
great good nice question questions possible values distinct different same let me know anything unclear luck
feel free ask please more other help
espero ayude sirva espère aide hoffe hilft spero aiuti ajude надеюсь поможет помогло semoga membantu hy vọng giúp umarım yardımcı mam nadzieję pomoże
le la les un une des du de et est sont ce cette qui que en pour avec par sur dans donc ainsi réponse aura reste oui exact équivalemment vos votre tes ton ta mes mon nos notre bonne comme
der die das ein eine ist sind und mit für auf im in zu von den dem des also antwort hat bleibt ja richtig stimmt korrekt einfach man
el los las una es son y con para por del lo al que como respuesta entonces tiene quedan sí correcto cierto
o os as um uma é são e com para do da dos das em resposta então tem fica sim certo correto se só qualquer estou você seu sua
il lo gli della delle è sono e con per che quindi risposta ha resta sì giusto corretto come cioè nota abbiamo buono buon nel nella
het een is zijn en met voor van op dus antwoord ja klopt juist
и в на с по это что как не так был было ответ итак значит да верно правильно объяснение объяснения понятно понятным будут если вопросы вопрос все всё
dan yang di ini itu adalah dengan untuk jadi jawaban jawabannya benar tetap saya lagi hasilnya mudah saja sahaja kan sangat cukup semua sama yaitu iaitu jam menit minit
là của và được này có các đáp án vậy đúng
bir ve bu için ile cevap yani evet doğru
kwa hiyo hivyo kila wote yote jumla hii huu kuna wana pia
svaki svaka svako svakom svakoj ukupno dakle ima imaju dobije dobiju ostaje ostalo broj ujedno nzima siku wiki
тобто також це
i w na z jest to że do odpowiedź więc tak dobrze poprawnie zgadza co
étape étapes schritt schritte paso pasos passo passos passaggio passaggi шаг шаги stap stappen langkah krok kroki adım adımlar bước
""".split())
# The languages of COMMON_WORDS by their codes in wordfreq: a word in common use in one of them is a word the grader reads.
WORDFREQ_LANGUAGES = ("en", "fr", "de", "es", "pt", "it", "nl", "ru", "id", "vi", "tr", "pl")
# The languages whose words in common use may stand beside an answer's value in a sentence the grader does not read
# ("Cevap: 55 boya kalemi", "उत्तर: 60 मील प्रति घंटा"): those of COMMON_WORDS, and those whose words of estimate and
# doubt the phrase tables also list (``answer_phrases.APPROXIMATIONS``, ``DOUBTS``), so that such a word is read there.
BESIDE_LANGUAGES = WORDFREQ_LANGUAGES + ("hi", "ar", "fa", "ur", "bn", "uk", "fi")
# English words by their endings ("carefully", "verified", "calculation"): read, though no common word.
ENGLISH_SHAPED = re.compile(r"[a-z]{2,}(?:ly|ed|tion|tions|ment|ness)")
# A polygon or a polyhedron named by its Greek count ("decagon", "hexagonal", "icosahedron", "décagone", "decágono"):
# beside a count of sides or faces it names the figure, as a unit names what a value counts. Too rare for the lists of
# words in common use, it is read by its shape: a Greek numeral's stem, then the ending of angles or faces.
SHAPE_NAME = re.compile(
    r"(?:tri|tetra|penta|hexa|hepta|octa|okta|nona|ennea|deca|deka|hendeca|undeca|dodeca|trideca|tetradeca|pentadeca"
    r"|hexadeca|heptadeca|octadeca|enneadeca|icosa|ikosa|triaconta|tetraconta|pentaconta|hecta|hecto|chilia|myria)"
    r"(?:gon|gons|gonal|gone|gones|gono|gonos|hedron|hedrons|hedra|hedral|hedre|hedres|edro|edros|eder)")


def _shape_name(w: str) -> bool:
    """Whether ``w`` is a figure's name by its Greek count, accents aside ("décagone", "decágono")."""
    if "gon" not in w and "edr" not in w and "eder" not in w and "èdr" not in w:
        return False  # most words: no ending of a figure's name, no regex
    return SHAPE_NAME.fullmatch("".join(c for c in unicodedata.normalize("NFD", w) if not unicodedata.combining(c))) is not None


# Words that may stand between an answer's marker and its value ("Answer: the total is 42"), and the subject pronouns
# with the verbs "to have" and "there is" that state a count after it ("Réponse : ils ont 260 moutons", "Antwort: sie
# haben 260", "Respuesta: tienen 260").
INTRODUCES = COMMON_WORDS | frozenset("""
option choice letter equals equal gives get got makes find found x y z n k m t
they he she we together altogether
ils elles il elle on nous ont avons a y au total ensemble
sie er wir haben hat gibt es insgesamt zusammen
ellos ellas él ella nosotros tienen tenemos hay en juntos
eles elas ele ela nós têm temos há no juntos
loro lui lei noi hanno abbiamo ci sono totale insieme
они он она мы у них есть всего вместе
""".split())
# Thai counters (classifiers, a closed set) and units: after a number they name what it counts, as a unit does
# ("42 ตัว", "เก้ากลุ่ม"); they make no sentence Thai that the grader reads. Words that also follow a numeral in
# another sense are none ("สามส่วนสี่" 3/4, "สามจุดห้า" 3.5, "สามกำลังสอง" 3², "เท่ากับ" equals).
THAI_COUNTERS = frozenset(unicodedata.normalize("NFKC", w) for w in """
ตัว คน อัน ชิ้น ลูก ใบ เล่ม คัน หลัง ต้น ดอก แผ่น ฟอง เม็ด เส้น ขวด แก้ว ห้อง ครั้ง กล่อง ถุง ชุด คู่ โหล แท่ง ข้อ หน่วย
กลุ่ม กอง แถว ก้อน หัว ตน รูป องค์ เครื่อง ลำ เรือน ฉบับ แห่ง จาน ชาม ถ้วย กระป๋อง ซอง มัด พวง หวี ผล เมล็ด ฝูง
คณะ ทีม ห่อ โต๊ะ บท หน้า เรื่อง ภาพ ด้าน มุม ชั้น ขั้น รอบ คาบ ท่อน เหรียญ ช่อง ลัง ตะกร้า กระสอบ ถัง แบบ
วิธี ชนิด ประเภท คะแนน แพ็ค ตลับ หลอด กระปุก ม้วน ราย นัด เกม
บาท วัน ชั่วโมง นาที วินาที ปี เดือน สัปดาห์ กิโลกรัม กรัม กิโลเมตร เมตร เซนติเมตร ลิตร องศา
""".split())
# Words of exactness beside a value ("tam 108 TL", "dokładnie 45 kg", "딱 35개", "पूरे 87 रुपये", "30 שולחנות בדיוק"):
# they say the value is exact, the opposite of a qualifier. ("gut 200", "jó 90", "a good 200" say "a little more"
# and are not here.)
EXACTLY = frozenset(unicodedata.normalize("NFKC", w) for w in """
exactly precisely just exact full fully whole flat even sharp genau exakt glatt ganze ganzen volle vollen satte
exactement exactamente exacto exactos exactas justo justos justa justas exatamente exatos exatas certinho esattamente
giusti giuste precisi precise tondi tonde precies precis præcis præcist nøyaktig nøyaktigt akkurat eksakt eksakti
tasan täsmälleen tarkalleen pontosan pont tam tamı ровно точно рівно dokładnie równo równe pełne přesně rovných
celých presne točno tačno natančno tocmai ακριβώς בדיוק بالضبط تماما تمامًا تماماً دقيقا دقيقًا دقیقاً دقیقا
पूरे पूरा पूरी ठीक পুরো ঠিক சரியாக tepat persis đúng kamili sawasawa eksaktong sakto
整整 正好 恰好 刚好 剛好 足足 ちょうど 丁度 ぴったり きっかり 딱 정확히 꼭 꼬박 พอดี เป๊ะ ถ้วน
""".split())
# Words that draw a conclusion ("so", "therefore"), in the languages a policy may switch to: before the value they
# introduce it ("så svaret är 65", "joten vastaus on 65", "άρα η απάντηση είναι 65").
CONCLUDING = frozenset(unicodedata.normalize("NFKC", w) for w in """
så derfor altså dermed joten siis seega tehát így deci prin urmare dakle stoga zato takže tedy teda torej taigi tātad
dus daarom zodat więc zatem wiec yani dolayısıyla böylece jadi maka sehingga vậy nên hence thus therefore
άρα επομένως λοιπόν следователно дакле стога затоа לכן אז إذن لذلك لذا پس بنابراین لہٰذا لہذا چنانچہ इसलिए अतः तो म्हणजे म्हणून
তাই সুতরাং অতএব எனவே ஆகவே కాబట్టి అందువల్ల ดังนั้น hivyo kwa hiyo basi
""".split())
# Words that call the answer the right one ("Rätt svar är 36", "Răspunsul corect este 168", "Ang tamang sagot ay 2.5"),
# in the languages a policy may switch to: beside the value they say nothing against it, as "correct" does. A word that
# turns them ("inte rätt", "nu este corect") is no word here, and leaves the sentence unread.
CORRECT = frozenset(unicodedata.normalize("NFKC", w) for w in """
rätt rätta riktig riktiga korrekt korrekta rigtig rigtige rigtigt korrekte riktige riktigt oikea oikein
corect corectă corectul helyes helyesen správná správný správně správna správny správne
točan točno tačan tačno ispravan ispravno pravilen pravilno тачан тачно исправан исправно правилен верен
tama tamang betul sahihi saktë σωστή σωστό σωστά правильна правильний правильно вірно ceart efanele ճիշտ дұрыс
верният правилният სწორი הנכונה הנכון الصحيحة الصحيح صحیح درست सही সঠিক સાચો સાચું સાચી ਸਹੀ נכון ถูกต้อง
""".split())
# Currencies by the names their own countries write in the Latin script ("S/ 10,00 (sol)", "405 tala", "675 rufiyaa"),
# where the unit table (``units.UNIT_SIZES``) lists a code or a symbol only: beside a value they name its unit, as
# "dollars" does. (A name in a script of its own, "ናቕፋ", "ރުފިޔާ", waits on that script's words of doubt: a sentence
# in a script no table reads lets any second word of the script stand beside the value.)
LOCAL_CURRENCIES = frozenset("""
sol soles nakfa rufiyaa laari ngultrum tala sene ariary vatu
""".split())
# Words that may stand beside an answer's value in a sentence in no language the grader reads, saying nothing against
# it, by language: the particles and copulas that state it ("ལན་ནི་ ༡༢༠ ཡིན།"), a currency by the name its own script
# writes ("300 ናቕፋ", "675 ރުފިޔާ"), the concord that joins a number to what it counts and "per person" ("ii-apile
# ezisi-8 umntu ngamnye"), a preposition joined to its article before a time ("fl-4:15"). The reader of the answer's
# sentence leaves them out of the words it cannot vouch for, as it does a word for "answer". Unlike the harmless
# words they vouch for no language (they never count toward reading a sentence): a sentence of them with a word of
# estimate, doubt or alternative stays unread ("675 ރުފިޔާ ގާތްގަނޑަކަށް", "ezisi-8 umntu ngamnye mhlawumbi").
_PLAIN_BESIDE = {
    "bo": "ནི ཡིན རེད ཡོད འདུག",  # Tibetan: the topic particle and the copulas
    "ti": "ናቕፋ ናቅፋ",  # Tigrinya: nakfa
    "dv": "ރުފިޔާ ލާރި",  # Dhivehi: rufiyaa, laari
    "xh zu": "ezi ezisi ezingama ezingu abangama angama umntu umuntu ngamnye ngamunye",  # Xhosa, Zulu
    # Basque: so, are, has, in all; the things a count asks for (divisors, numbers, ways)
    "eu": "beraz dira ditu guztira zatitzaile zatitzaileak zenbaki zenbakiak modu moduak",
    "mt": "fl fil fis fit fid fix fiż fin fir fiċ",  # Maltese "at the" before a time ("fl-4:15", "fis-16:15")
    "ms": "pembahagi nombor cara",  # Malay: the things a count asks for (divisors, numbers, ways)
    # currencies in scripts whose languages no list here holds: rupees (Sinhala, Tamil, Telugu, Kannada, Malayalam,
    # Gujarati, Punjabi, Nepali), afghani (Pashto), shekel, dollar and euro (Hebrew), euro and dollars (Greek), dollar,
    # euro and shilling (Amharic)
    "currency": "රුපියල් ரூபாய் రూపాయలు రూపాయి ರೂಪಾಯಿ രൂപ રૂપિયા ਰੁਪਏ रुपैयाँ افغانۍ שקל שקלים דולר דולרים אירו "
                "ευρώ δολάρια δολάριο ዶላር ዩሮ ሺሊንግ",
    # The answer named final or a result, and the word that concludes it ("Άρα η τελική απάντηση είναι 4.", "Výsledek je
    # tedy 7.", "ስለዚህ የመጨረሻው መልስ 252 ነው።", "ดังนั้นคำตอบสุดท้ายคือ 5/36"), in languages no word list holds:
    "el": "τελική τελικό τελικός τελικη αποτέλεσμα αποτελέσματα",  # Greek: final, result
    "cs sk": "výsledek výsledkem výsledok výsledkom konečný konečná konečné konečným",  # Czech, Slovak: result, final
    "bn": "চূড়ান্ত ফলাফল",  # Bengali: final, result
    "ta": "இறுதி இறுதியான முடிவு ஆகும் ஆகிறது",  # Tamil: final, result; is ("விடை 42 ஆகும்.")
    "hi mr ne": "अंतिम परिणाम",  # Hindi, Marathi, Nepali: final, result
    "am": "ስለዚህ የመጨረሻው የመጨረሻ ውጤቱ ውጤት",  # Amharic: so, the final, final, the result, result
    "he": "הסופית הסופי התוצאה",  # Hebrew: the final, the result
    "ar fa ur": "النهائية النهائي النتيجة نهایی نتیجه حتمی",  # Arabic, Persian, Urdu: final, result
    # the result of an operation named by it ("إذن ناتج الضرب هو 54.", "अतः भागफल 9 है।"): the product, sum, difference, quotient
    "ar": "ناتج حاصل الضرب الجمع الطرح القسمة",
    "hi": "गुणनफल योगफल भागफल अंतर",
    "el+": "του της των είναι και",  # Greek: of the, is, and ("10% του 240 είναι 24, και ...")
    # a note's label before what it says ("Σημείωση: ...", "หมายเหตุ: ...", "ملاحظة: ..."): it says nothing of its own
    "note": "σημείωση ملاحظة नोट टिप्पणी הערה หมายเหตุ ข้อสังเกต",
    "sw": "mwisho matokeo",  # Swahili: final ("jibu la mwisho"), result
    # what a restatement of a share says beside its count: each, gets or has, is or are, remains, in all ("هر دوست 4 مداد
    # میگیرد", "ఒక్కొక్కరికి 9 గోళీలు వస్తాయి", "वर्गात 28 मुलगे आहेत"), in Persian (its "می" prefix apart or joined), Urdu,
    # Telugu, Marathi, Tamil
    "fa+": "هر میگیرد میگیرند می گیرد گیرند دارد دارند است هستند میماند ماند مانده",
    "ur+": "ہر ملتے ملتی ملے ملیں گا گی گے ہے ہیں بچے بچا بچی",
    "te+": "ప్రతి వస్తాయి వస్తుంది వచ్చాయి ఉన్నాయి ఉంది మిగిలాయి మిగిలింది",
    "mr+": "प्रत्येक मिळतात मिळते मिळाले आहेत आहे उरले उरतात",
    "ta+": "ஒவ்வொருவருக்கும் கிடைக்கும் கிடைக்கின்றன உள்ளன உள்ளது மீதம்",
    # Thai, written without spaces: so, answer, final, is, result, equals, that ("นั่นคือ", that is), "in other words"
    # ("หรือก็คือ", not "หรือ", or, alone) and "that's it" ("นั่นเอง"), the polite particles that close a sentence ("42
    # ครับ", "นะคะ") and "always", which states a general fact ("… เท่ากับ n² เสมอ"); a run made of them and harmless
    # words ("ดังนั้น", so) is read as its words
    "th": "จึง คำตอบ สุดท้าย คือ ผลลัพธ์ เท่ากับ นั่น ครับ ค่ะ คะ นะ จ้ะ จ้า หรือก็คือ ก็คือ นั่นเอง เอง เสมอ",
}
# "I think", "in my opinion" opening the answer's sentence, and the word for "that" after them: they commit to the value as
# "I think the answer is 42" does ("Nadhani jibu ni 140.", "Szerintem a válasz 72.", "Νομίζω ότι η απάντηση είναι 36.",
# "Cred că răspunsul este 2."), in languages no word list holds. Only at the sentence's opening: after a negation ("Δεν
# νομίζω ότι", "Nu cred că") they doubt it, and a word of doubt beside the value is still read on its own ("Szerintem talán 72").
# One phrase a language, comma-separated: Swahili, Hungarian, Greek, Finnish, Romanian, Czech and Slovak, Swedish, Danish
# and Norwegian, Malay.
OPINIONS = tuple(tuple(unicodedata.normalize("NFKC", phrase).split()) for phrase in """
nadhani, szerintem, úgy gondolom, νομίζω, πιστεύω, mielestäni, luulen, uskon, cred, myslím, jag tror, jeg tror, saya rasa
""".strip().split(", "))
THAT_AFTER_OPINION = frozenset(unicodedata.normalize("NFKC", w) for w in "ότι että că že att at hogy".split())
# Scripts written without spaces between words whose rows above are read inside a run ("ดังนั้นคำตอบสุดท้ายคือ").
_RUN_SCRIPTS = frozenset({"THAI", "LAO", "KHMER", "MYANMAR"})
_LONGEST_RUN_WORD = 12  # letters


class _PlainWords(frozenset):
    """The plain words, holding also a run of a script written without spaces that is made of them and harmless words
    alone, word after word ("ดังนั้นคำตอบสุดท้ายคือ"); a run with any other word in it ("ดังนั้นคำตอบประมาณ", "about") is
    not held."""

    def __contains__(self, w: object) -> bool:
        return frozenset.__contains__(self, w) or (isinstance(w, str) and _made_of_plain_words(w))


@functools.lru_cache(maxsize=4096)
def _made_of_plain_words(run: str) -> bool:
    if not run or script(run[0]) not in _RUN_SCRIPTS or len(run) > 20 * _LONGEST_RUN_WORD:
        return False
    ends = {0}  # where a word of the run may start: the run's start and every end of a plain word read so far
    for start in range(len(run)):
        if start in ends:
            ends.update(start + n for n in range(1, _LONGEST_RUN_WORD + 1) if _plain_or_harmless(run[start : start + n]))
    return len(run) in ends


def _plain_or_harmless(w: str) -> bool:
    return frozenset.__contains__(PLAIN_BESIDE, w) or w in HARMLESS


PLAIN_BESIDE = _PlainWords(unicodedata.normalize("NFKC", w) for row in _PLAIN_BESIDE.values() for w in row.split())
# The metric units by the names Devanagari and Bengali write ("৮১ বর্গ সেন্টিমিটার", "12 किलोग्राम"): beside a value they
# name its unit, as "centimetres" does.
INDIC_METRIC_UNITS = frozenset(unicodedata.normalize("NFKC", w) for w in """
मीटर सेंटीमीटर सेन्टीमीटर मिलीमीटर किलोमीटर ग्राम किलोग्राम लीटर मिलीलीटर सेमी मिमी किमी
মিটার সেন্টিমিটার মিলিমিটার কিলোমিটার গ্রাম কিলোগ্রাম লিটার মিলিলিটার সেমি মিমি কিমি
""".split())
# Words known to say nothing against the answer beside it: the common and introducing words, units,
# counted things, words of exactness and of conclusion.
HARMLESS = INTRODUCES | UNIT_NAMES | EXACTLY | CONCLUDING | CORRECT | CALENDAR_NAMES | LOCAL_CURRENCIES | frozenset(
    unicodedata.normalize("NFKC", w) for w in """
he she they them him her his their its who whom whose us after before into onto out up down over under between
through during without within while when where how much many most some any no none few less least than together
every altogether overall exactly square cubic degree percent celsius fahrenheit minute hour second year month
cent dollar km cm mm kg mg ml sq hr hrs min mins sec secs mph kph pct clock o'clock am pm
monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september
october november december
plus moins fois nombre entre chaque tous toutes fait faut peut deux premier dernier
más menos cada todos todas veces número entre hay puede
mehr weniger jede alle mal zahl zwischen gibt kann nach
più meno ogni tutti volte numero tra può
mais menos cada todos vezes número entre pode
больше меньше каждый все раз число между можно
है हैं था थे में का की के को से और अब इसलिए यह कुल
هو هي في من على إلى و أن هذا هذه إذن لذا المجموع
take takes took need needs cost costs pay pays paid earn earns earned spend spends spent save saves saved leave leaves
beträgt ergibt kostet um uhr nicht sondern encore coûte vaut cuesta vale custa costa стоит составляет
""".split()) | INDIC_METRIC_UNITS
MARKUP = re.compile(r"<[^<>\n]{0,200}>")  # HTML tags: not words a reader sees
# A word: letters and the marks joined to them (a Devanagari virama or vowel sign, Thai or Myanmar vowels,
# Arabic harakat, the vowel signs of Syriac, Thaana and N'Ko: "ރުފިޔާ" is one word, not three letters), which are
# not word characters to ``re``.
WORD = re.compile(
    r"[^\W\d_](?:[^\W\d_]|[\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed"
    r"\u0730-\u074a\u07a6-\u07b0\u07eb-\u07f3"
    r"\u0900-\u0963\u0971-\u0dff\u0e31-\u0e4e\u0eb1-\u0ecd\u0f18-\u0fbc\u102b-\u103e\u1056-\u109d\u135d-\u135f\u17b4-\u17d3"
    r"\u1ab0-\u1aff\u1b00-\u1b7f\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f])*")
# A sentence ends at its punctuation (not a decimal point, nor a factorial's sign inside a formula: "$8!$ saves work",
# "\frac{10!}{8!}", nor the dots of a repeating decimal before a relation: "0.999... = 1") or at the end of its line
# (a table row, a JSON field).
SENTENCE = re.compile(
    r"(?:[^.!?。！？።।॥؟۔։\n]|(?<=\d)\.(?=\d)|(?<=\d)\.{3}(?=[ \t]{0,3}[=<>≈])|(?<=[\d)}])!(?=[$}]))+"
    r"(?:[.!?。！？።।॥؟۔։]+|(?=\n)|$)")
# A sentence of fewer words is not judged by its words ("Yes.", "Done!").
MIN_READ_WORDS = 2


def text_words(text: str) -> list[str]:
    return list(_text_words(text))


@functools.lru_cache(maxsize=8192)  # the prompt's and the answer's sentences are read by rule after rule
def _text_words(text: str) -> tuple[str, ...]:
    return tuple(w.lower() for w in WORD.findall(LATEX_COMMAND.sub(" ", text)))


def script(ch: str) -> str:
    return unicodedata.name(ch, "?").split(" ")[0]


def known_word(w: str) -> bool:
    """A harmless word, a figure's name by its Greek count ("decagon"), or an English word known by its ending that
    English uses ("carefully", "verification"): the ending alone is no English ("probabbilment", Maltese for "probably",
    is no "-ment" of English)."""
    return (w in HARMLESS or w.rstrip("s") in HARMLESS or _shape_name(w)
            or (ENGLISH_SHAPED.fullmatch(w) is not None and in_common_use(w, ("en",))))


def read_language_word(w: str) -> bool:
    """Whether ``w`` is a word of a language the grader reads: one of the words in common use in it (wordfreq's
    short lists, those used at least once in a million words). "pommes", "lautet" and "ongeveer" are; "apytiksliai",
    "noin" and "takriban" are not."""
    return in_common_use(w, WORDFREQ_LANGUAGES)


def load_common_words(more: tuple[str, ...] = ()) -> None:
    """Load the short lists of every language :func:`in_common_use` is asked about, and of ``more`` (a few tenths of a
    second, once per process), so that no batch of completions pays for them."""
    from wordfreq import zipf_frequency

    for language in dict.fromkeys(BESIDE_LANGUAGES + tuple(more)):
        zipf_frequency("a", language, wordlist="small")


@functools.lru_cache(maxsize=8192)
def in_common_use(w: str, languages: tuple[str, ...]) -> bool:
    """Whether ``w`` is on wordfreq's short list of one of ``languages``."""
    from wordfreq import zipf_frequency  # loaded on the first sentence that needs it: most answers never do

    # Russian writes "ё" as "е" in most text, and the short lists hold the word so ("рёбер" is "ребер").
    w = w.replace("ё", "е") if "ё" in w else w
    return any(zipf_frequency(w, language, wordlist="small") > 0 for language in languages)
