r"""The words around an answer, per language (en, fr, de, es, pt, it, ru, zh): what introduces
an answer, what offers alternatives, what qualifies a number, what withdraws an answer, what
makes it tentative or conditional, and what marks a check of it. One table per role, one row per
language, so that a language is added in one place and each row is tested on its own
(``tests/test_math_answer_phrases.py``).

Each entry is a regular expression fragment. Latin, Cyrillic, Arabic, Devanagari and Hangul
entries match as whole words; Chinese, Japanese and Thai entries match anywhere (those scripts have
no spaces between words). Estimates (``APPROXIMATIONS``) also cover ja, ko, ar, hi, th, sw, tr and
id: a word like "about" is the one thing the values-in-the-answer rule cannot see without a word list.
"""

from __future__ import annotations

import re
import unicodedata

from reward_plugins.math.known_words import WORD as _WORD

LANGUAGES = ("en", "fr", "de", "es", "pt", "it", "ru", "zh")
# Scripts written without spaces between words: their entries match anywhere.
_UNSPACED = frozenset({"zh", "ja", "th"})

# "The answer is 42": the noun, and what may join it to the answer (a colon also does).
ANSWER_NOUNS = {
    "en": r"answers?",
    "fr": r"réponse",
    "de": r"antwort",
    "es": r"respuesta",
    "pt": r"resposta",
    "it": r"risposta",
    "ru": r"ответ",
    "vi": r"đáp[ \t]số|đáp[ \t]án",
    "zh": r"最终答案|答案|答(?=[ \t]*[:：][ \t]*[-\d$\\A-Za-z])",
    # Beyond the eight, the noun alone, as a label before a colon ("Jawapan: RM8", "Svar: 52 kr.", "விடை: 16").
    "more": r"jibu|jawapan|jawaban|sagot|cevap|yanıt|antwoord|odpowiedź|odpověď|odpoveď|válasz|vastaus|vastus|svar|svaret"
    r"|răspuns|răspunsul|απάντηση|відповідь|одговор|одговорот|отговор|отговорът|odgovor|atsakymas|atbilde|ateb|freagra|erantzuna|respondo"
    r"|tweġiba|jawaab|javob|cavab|жауабы|жауап|жооп|ҷавоб|хариулт|amsa|idahun|ìdáhùn|azịza|impendulo|përgjigja|përgjigje"
    r"|उत्तर|উত্তর|ਜਵਾਬ|ਉੱਤਰ|જવાબ|ଉତ୍ତର|விடை|பதில்|సమాధానం|జవాబు|ಉತ್ತರ|ഉത്തരം|පිළිතුර|جواب|پاسخ|الجواب|الإجابة|ځواب"
    r"|תשובה|התשובה|პასუხი|պատասխան|պատասխանը|መልስ|ចម្លើយ|အဖြေ|ຄຳຕອບ|답|정답|bersiv"
    # and in the languages of fewer speakers (Sesotho and Tswana, Samoan and Tongan, Scottish Gaelic, Tibetan, Shona,
    # Kinyarwanda, Malagasy, Maori, Quechua, Guarani, Haitian, Javanese, Cebuano, Luxembourgish, Breton, Oromo, Wolof,
    # Lingala, Tigrinya, Uyghur, Turkmen, Tatar, Dhivehi, Sorani, Twi, Frisian)
    r"|karabo|tali|freagairt|ལན|mhinduro|igisubizo|valiny|whakautu|kutichiy|mbohovái|repons|wangsulan|tubag|äntwert"
    r"|respont|deebii|tontu|eyano|መልሲ|جاۋاب|jogap|җавап|ޖަވާބު|وەڵام|وەڵامەکە|mmuae|antwurd",
    "th": r"คำตอบ",
    "ja": r"答え",
}
# as the completion is read: NFKC-normalised (Thai and Lao SARA AM "ำ" becomes "ํา")
ANSWER_NOUNS = {lang: unicodedata.normalize("NFKC", row) for lang, row in ANSWER_NOUNS.items()}
# The word for "answer" and the words that join it to its value in languages beyond the eight, as plain words:
# a reader of an answer's sentence knows them to introduce the value ("Jibu ni 9", "คำตอบคือ 60", "Cevap: 42"),
# though they do not make the sentence one in a language it reads.
ANSWER_WORDS = frozenset(unicodedata.normalize("NFKC", w) for w in """
jibu ni คำตอบ คือ jawaban adalah jawapan ialah sagot ay ang đáp án câu trả lời là cevap yanıt antwoord odpowiedź wynosi
odpověď je odpoveď válasz vastaus on svar svaret är er răspuns răspunsul este απάντηση είναι відповідь одговор је
отговор उत्तर है উত্তর হল الجواب الإجابة هو هي پاسخ جواب است תשובה היא ចម្លើយ အဖြေ 답 정답 答え
yr y ateb yw impendulo ngu yi
התשובה הסופית הוא jawapannya jawabannya akhir መልሱ ነው መልሲ እዩ jawaabtu waa cevabı javobi cavabı vastus ir yra
atbilde svarið svaret resposta és erantzuna da respondo estas përgjigja është одговорот отговорът адказ хариу нь
उत्तर हो आहे පිළිතුර වේ პასუხია պատասխանն
""".split()) | frozenset(unicodedata.normalize("NFKC", w) for w in ANSWER_NOUNS["more"].split("|") if _WORD.fullmatch(w))
# as the completion is read: NFKC-normalised; the nouns of ``ANSWER_NOUNS["more"]`` too, each a word with its vowel
# signs and viramas (a plain word: "விடை", "ಉತ್ತರ"; not a pattern)
# The words that lead to the answer's value in a language no word list holds, by language: the word that draws the
# conclusion ("therefore", "so"), the copula that states the value, the article before the word for "answer"
# ("Nō reira, …", "Noho izany, ny valiny dia …", "نو ځواب … دی", "ထို့ကြောင့် အဖြေမှာ … ဖြစ်သည်"). Like the words for
# "answer", the reader of an answer's sentence knows them to introduce the value; they vouch for no language.
_LEADING_TO_THE_ANSWER = {
    "mi": "nō no reira heoi anō ano ko te",  # Maori: therefore, so; the answer is ("ko te whakautu")
    "mg": "noho izany koa ary ny dia",  # Malagasy: therefore, and; the article and the topic marker ("ny valiny dia")
    "ps": "نو نوله دې امله دی ده",  # Pashto: so, therefore; is
    "ckb": "کەواتە بۆیە لەبەرئەوە ئەوا وەڵامەکە",  # Sorani: therefore, so; the answer
    "ug": "شۇڭا شۇنىڭ ئۈچۈن دېمەك",  # Uyghur: so, therefore, that is
    "si": "එබැවින් එනිසා ඒ නිසා",  # Sinhala: therefore
    "lo": "ດັ່ງນັ້ນ ສະນັ້ນ ແມ່ນ",  # Lao: therefore; is
    "km": "ដូច្នេះ ដូចនេះ គឺ",  # Khmer: therefore; is
    "my": "ထို့ကြောင့် ဒါကြောင့် သို့ဖြစ်၍ မှာ ဖြစ်သည် ဖြစ်ပါသည် ဖြစ်တယ်",  # Burmese: therefore; (the answer) is
    "tw": "enti ɛno nti mmuae",  # Twi: so, therefore; answer
    "fy": "dus sadwaande it antwurd is",  # Frisian: so; the answer is
    "br": "neuze eta setu ar respont eo",  # Breton: so; the answer is
    "el": "η ο το",  # Greek: the article before the word for "answer" ("Άρα η τελική απάντηση 4.")
    "he": "התשובה",  # Hebrew: the answer, its article joined to it ("לכן התשובה הסופית 28.")
    "bg mk sr": "е је",  # Bulgarian, Macedonian, Serbian: is ("Следователно отговорът е 42.", "одговор је 42")
}
LEADING_TO_THE_ANSWER = frozenset(unicodedata.normalize("NFKC", w) for row in _LEADING_TO_THE_ANSWER.values() for w in row.split())
# The words that join two values into a list ("$x < -5$ or $x > 7$", "$x<-5$ 或 $x>7$", "$x = 1$ oder $x = 7$"), by language.
LIST_JOINERS = {
    "en": "and or", "fr": "et ou", "de": "und oder", "es": "y e o u", "pt": "e ou", "it": "e ed o oppure",
    "ru": "и или либо", "uk": "і й та або чи", "pl": "i oraz lub albo", "cs": "a nebo", "nl": "en of", "sv": "och eller",
    "da no": "og eller", "tr": "ve veya ya da", "id ms": "dan atau", "vi": "và hoặc", "tl": "at o", "sw": "na au",
    "ro": "și sau", "hu": "és vagy", "el": "και ή", "zh": "和 与 與 或 或者", "ja": "と または か", "ko": "와 과 또는 혹은",
    "th": "และ หรือ", "hi": "और या", "ar fa": "و أو یا", "he": "ו או",
}
# "The final answer", "la réponse finale", "a resposta final": an adjective between noun and verb.
ANSWER_ADJECTIVES = r"final|finale|finali|definitiva|correct|correcte|correcta|correta|corretta|richtige|окончательный|最终|đúng|cuối[ \t]cùng"
ANSWER_VERBS = {
    # "still" before the verb: an answer said again after a second look ("The answer is still 24", "Đáp số vẫn là 24")
    "en": r"is[ \t]still|still[ \t]is|remains|is|would[ \t]be|will[ \t]be|should[ \t]be|must[ \t]be|equals",
    "fr": r"est[ \t]toujours|reste|est|sera|serait",
    "de": r"ist[ \t](?:immer[ \t])?noch|bleibt|ist|lautet|wäre",
    "es": r"sigue[ \t]siendo|es|será|sería",
    "pt": r"continua[ \t](?:sendo|a[ \t]ser)|ainda[ \t]é|é|será|seria",
    "it": r"è[ \t]ancora|resta|rimane|è|sarà|sarebbe",
    "ru": r"по-прежнему|остаётся|остается|равен|равна|равно|будет|—",
    "zh": r"仍然是|仍是|是|为|為",
    "vi": r"vẫn[ \t]là|là",
}

# Words that offer alternatives between values ("2 or 3"). A one-letter "o"/"ó"/"u" counts only
# between two values (see ``ALTERNATIVES`` in ``qualifiers``).
ALTERNATIVE_WORDS = {
    "en": r"or|either|else|otherwise|maybe|perhaps|possibly|alternatively",
    "fr": r"ou|sinon|peut-être|éventuellement|soit(?=[ \t]{0,3}[-\d\\$(])",
    "de": r"oder|entweder|sonst|andernfalls|vielleicht|eventuell|möglicherweise",
    "es": r"quizás?|tal[ \t]vez|posiblemente|de[ \t]lo[ \t]contrario",
    "pt": r"ou|senão|talvez|possivelmente|caso[ \t]contrário",
    "it": r"oppure|altrimenti|forse|possibilmente",
    "ru": r"или|либо|иначе|возможно|может[ \t]быть",
    "zh": r"或者|或|还是|還是|否则|否則|也许|也許|或许|或許|要么|要麼|可能是|可能|大概",
    "ja": r"または|あるいは|もしくは|それとも",
    "ko": r"또는|혹은|아니면",
    "th": r"หรือ",
    "hi": r"अथवा",
    "sw": r"labda|pengine",
    "hr": r"ili|možda|inače",
    # "or" in more languages read ("21 ya da 22", "21 lub 22", "21 atau 22")
    "tr": r"veya|ya[ \t]da|yahut|yoksa", "uk": r"або", "pl": r"lub|albo", "cs": r"nebo", "sv da no": r"eller", "fi": r"tai",
    "hu": r"vagy", "id ms": r"atau", "vi": r"hoặc", "ar fa ur": r"أو|یا", "he": r"או", "hi+": r"या", "bn": r"বা|অথবা", "uz": r"yoki",
}

# Words for "or" of more languages, read where one opens a sentence with a number right after it ("Au 30 ukimaanisha
# wasichana.": or 30, if you mean the girls): several are words of other languages too (French "au", Spanish "o" and
# Polish "o"), so only a number after them makes them an offer. Left out as too often another word before a number:
# "of" (English, Dutch), "na" (Swahili "and", Afrikaans "after"), "ama" (Turkish "but"), "ali" (Croatian "but"), "u".
OR_BEFORE_NUMBER = {
    "sw": r"au", "es it ca tl": r"o|ó", "ro": r"sau", "lv fi": r"vai", "et": r"või", "lt": r"arba", "sk": r"alebo",
    "el": r"ή", "is": r"eða", "ga": r"nó", "cy": r"neu", "eu": r"edo", "sq": r"ose", "mt": r"jew", "eo": r"aŭ",
    "ht": r"oswa", "jv": r"utawa", "su": r"atawa", "zu": r"noma", "yo": r"tabi", "ha": r"ko", "az": r"yaxud|və[ \t]ya",
    "tk": r"ýa-da", "be": r"ці", "am": r"ወይም", "hy": r"կամ", "ka": r"ან", "kk": r"немесе", "mn": r"эсвэл", "ta": r"அல்லது",
    "te": r"లేదా", "kn": r"ಅಥವಾ", "ml": r"അല്ലെങ്കിൽ", "mr": r"किंवा", "gu": r"અથવા", "pa": r"ਜਾਂ", "ne": r"वा", "si": r"හෝ",
    "km": r"ឬ", "lo": r"ຫຼື", "my": r"သို့မဟုတ်",
}

# The writer declining to stand behind the answer: a verb of commitment under a negation ("I would not bet my lunch on
# this", "can't guarantee it", "je n'en jurerais pas", "没把握"), a few words between at most.
UNCOMMITTED = {
    "en": r"(?:not|never|(?:would|could|can|do|does|did|wo|ca|should)n[’']t)[ \t]+(?:[^\W\d_]{1,12}[ \t]+){0,2}?(?:bet|swear|vouch|guarantee|promise|stake|count[ \t]on|rely[ \t]on"
    r"|stand[ \t]behind|put[ \t]money)(?![ \t]+against)|no[ \t]guarantees?",
    "fr": r"(?:pas|jamais)[ \t]+(?:parier|jurer|garantir|mettre[ \t]ma[ \t]main)|n'en[ \t]jurerais|aucune[ \t]garantie",
    "de": r"nicht[ \t]+(?:[^\W\d_]{1,12}[ \t]+){0,2}?(?:wetten|schwören|garantieren|verbürgen)|keine[ \t]Garantie|ohne[ \t]Gewähr",
    "es": r"no[ \t]+(?:[^\W\d_]{1,12}[ \t]+){0,2}?(?:apostaría|juraría|garantizo|garantizar|pondría[ \t]la[ \t]mano)|sin[ \t]garantía",
    "pt": r"não[ \t]+(?:[^\W\d_]{1,12}[ \t]+){0,2}?(?:apostaria|juraria|garanto|garantir)|sem[ \t]garantia",
    "it": r"non[ \t]+(?:[^\W\d_]{1,12}[ \t]+){0,2}?(?:scommetterei|giurerei|garantisco|garantire)|senza[ \t]garanzia",
    "ru": r"не[ \t]+(?:поручусь|ручаюсь|гарантирую|поклянусь|стал[ \t]бы[ \t]спорить)|без[ \t]гарантий",
    "zh": r"不敢保证|不能保证|不保证|不敢打包票|没把握|沒把握|不敢肯定",
    "ja": r"保証できない|保証はできない|自信がない|自信はない",
    "ko": r"장담(?:할[ \t]?수[ \t]?없|은[ \t]?못)|자신(?:이|은)[ \t]?없",
}

# An error the writer allows the answer ("off by one or two also counts", "give or take", "上下差一两支也算对"): the
# answer loosened to a range.
ERROR_ALLOWANCES = {
    "en": r"off[ \t]by[ \t](?:one|two|a[ \t]few|a[ \t]bit|a[ \t]little|some|a[ \t]couple)|give[ \t]or[ \t]take|plus[ \t]or[ \t]minus"
    r"|margin[ \t]of[ \t]error|close[ \t]enough",
    "fr": r"à[ \t]une[ \t]unité[ \t]près|à[ \t]quelques[ \t]unités[ \t]près|plus[ \t]ou[ \t]moins|marge[ \t]d'erreur",
    "de": r"plus[ \t]minus|mehr[ \t]oder[ \t]weniger|Fehlertoleranz",
    "es": r"más[ \t]o[ \t]menos|margen[ \t]de[ \t]error",
    "pt": r"mais[ \t]ou[ \t]menos|margem[ \t]de[ \t]erro",
    "it": r"più[ \t]o[ \t]meno|margine[ \t]di[ \t]errore",
    "ru": r"плюс-минус|плюс[ \t]минус|погрешност\w{0,3}",
    "zh": r"上下差|差一|差个|差個|差几|差幾|误差|誤差|±",
    "ja": r"誤差|前後",
    "ko": r"오차|안팎",
}

# Words that open a condition right after a value ("16 if each edge is counted twice", "$37$ si l'on exclut n = 1",
# "$1890 under the other reading"): the value is offered as the answer on that condition.
CONDITIONS_AFTER = {
    "en": r"if|unless|provided|assuming|supposing|under",
    "fr": r"si|sauf|à[ \t]condition|en[ \t]supposant",
    "de": r"wenn|falls|sofern|außer|unter[ \t]der",
    "es": r"si|salvo|a[ \t]menos|suponiendo",
    "pt": r"se|salvo|a[ \t]menos|supondo",
    "it": r"se|salvo|a[ \t]meno|supponendo",
    "ru": r"если|при[ \t]условии|кроме",
    "zh": r"如果|假如|假设",
    "hi": r"अगर|यदि",
}

# Words before a number that make it mean something else: negation, bounds, a choice among several.
QUALIFIERS_BEFORE = {
    "en": r"not|never|cannot|can't|isn't|aren't|wasn't|no|least|most|more|less|fewer|greater|smaller|larger"
    r"|than|exceeds?|exceeding|above|below|under|over|up[ \t]to|nearly|almost|roughly|one[ \t]of|any[ \t]of"
    r"|between|among|maximum[ \t]of|minimum[ \t]of|at[ \t](?:a[ \t]|the[ \t])?(?:minimum|maximum|min|max)|a[ \t](?:minimum|maximum)",
    "fr": r"pas|jamais|moins|plus|supérieure?|inférieure?|parmi|entre|au[ \t]maximum|au[ \t]minimum",
    "de": r"nicht|kein|keine|mindestens|höchstens|wenigstens|mehr|weniger|über|unter|größer|kleiner|zwischen",
    "es": r"no|nunca|menos|mínimo|máximo|sumo|como[ \t]mucho|más|mayor|menor|entre",
    "pt": r"não|nunca|menos|mínimo|máximo|mais|maior|menor|entre",
    "it": r"non|mai|almeno|minimo|massimo|più|meno|maggiore|minore|tra|fra",
    "ru": r"не|нет|менее|более|минимум|максимум|больше|меньше|крайней[ \t]мере|между",
    "zh": r"不是|不|至少|至多|最多|最少|超过|大于|小于|多于|少于|之间",
}

# "约" / "約" alone means "about" only before a number: in "约数" / "約数" (divisor), "约分", "節約" it is part of a word.
_BEFORE_A_NUMBER = r"(?![^\W\d_](?<![〇零一二三四五六七八九十百千万亿億两]))"
# Before a number: it is an estimate (also in languages with no other table here), not the answer ("about 10", "environ 40", "大约12", "حوالي ٢٤").
APPROXIMATIONS = {
    "en": r"about|around|approx\.?|approximately|circa|ca\.|some|somewhere(?:[ \t]around)?|roughly|close[ \t]to|near|nearly"
    r"|almost|estimated|give[ \t]or[ \t]take|in[ \t]the[ \t]ballpark[ \t]of|ballpark(?:[ \t](?:figure|estimate))?|on[ \t]the[ \t]order[ \t]of",
    "fr": r"environ|à[ \t]peu[ \t]près|approximativement|presque|près[ \t]de|quelque",
    "de": r"ungefähr|etwa|circa|zirka|rund|ca\.|fast|knapp|annähernd|schätzungsweise",
    "es": r"aproximadamente|alrededor[ \t]de|cerca[ \t]de|unos|unas|casi|más[ \t]o[ \t]menos",
    "pt": r"aproximadamente|cerca[ \t]de|quase|uns|umas|mais[ \t]ou[ \t]menos|por[ \t]volta[ \t]de",
    "it": r"circa|quasi|approssimativamente|all'incirca|più[ \t]o[ \t]meno",
    "ru": r"примерно|около|приблизительно|почти|порядка|где-то",
    "zh": r"大约|大概|约" + _BEFORE_A_NUMBER + r"|差不多|将近|接近|近似|大致|估计",
    "ja": r"約" + _BEFORE_A_NUMBER + r"|およそ|ほぼ|だいたい|大体",
    "ko": r"약|대략|거의|대충",
    "ar": r"حوالي|حوالى|تقريبا|تقريباً|تقريبًا|نحو|قرابة",
    "hi": r"लगभग|करीब|क़रीब|तकरीबन|आसपास|आस-पास",
    "th": r"ประมาณ|ราว|ราวๆ|เกือบ",
    "sw": r"karibu|takriban|kama",
    "tr": r"yaklaşık|aşağı[ \t]yukarı|civarında|civarı|kadar|gibi",
    "id": r"sekitar|kira-kira|hampir|lebih[ \t]kurang",
    "vi": r"khoảng|xấp[ \t]xỉ|gần",
    "pl": r"około|mniej[ \t]więcej|prawie|w[ \t]przybliżeniu",
    "nl": r"ongeveer|circa|bijna|zo'n",
    "sv": r"ungefär|cirka|omkring|nästan",
    "uk": r"приблизно|близько|майже",
    "el": r"περίπου|σχεδόν",
    "he": r"בערך|כמעט|בקירוב",
    "fa": r"حدود|حدوداً|تقریباً|تقریبا|نزدیک[ \t]به|در[ \t]حدود",
    "bn": r"প্রায়|আনুমানিক|মতো|কাছাকাছি",
    "cs": r"přibližně|zhruba|asi|kolem|cca\.?",
    "ro": r"aproximativ|circa|cam|în[ \t]jur[ \t]de",
    "hr": r"otprilike|približno|oko|skoro|gotovo|cca\.?",
    "tl": r"mga|humigit-kumulang|halos|tinatayang|mahigit-kumulang",
    "ms": r"lebih[ \t]kurang|kira-kira|anggaran|hampir",
    "fi": r"noin|arviolta|likimain|suunnilleen|lähes|melkein|suurin[ \t]piirtein|kutakuinkin",
    "misc": r"in[ \t]the[ \t]region[ \t]of|in[ \t]the[ \t]neighbou?rhood[ \t]of|in[ \t]the[ \t]vicinity[ \t]of|on[ \t]the[ \t]order[ \t]of|something[ \t]like|more[ \t]or[ \t]less",
    # More languages, "about" and "almost" before a value (words that are also common words elsewhere are left out;
    # a qualifier in a language the grader does not read is refused without a table: see ``tail``).
    "more": r"kusan|cishe|malunga|ወደ|ገደማ|በግምት|சுமார்|ஏறக்குறைய|கிட்டத்தட்ட|సుమారు|దాదాపు|ಸುಮಾರು|ಸರಿಸುಮಾರು|ഏകദേശം"
    r"|सुमारे|जवळपास|લગભગ|આશરે|ਲਗਭਗ|ਤਕਰੀਬਨ|تقریباً|لگ[ \t]بھگ|около|приблизително|otprilike|približno|skoro|približne|takmer"
    r"|přibližně|téměř|körülbelül|kb\.|nagyjából|majdnem|mintegy|aproape|umbes|ligikaudu"
    r"|peaaegu|aptuveni|apmēram|gandrīz|apie|maždaug|beveik|apytiksliai|næsten|nesten|omtrent|aproximadament|gairebé"
    r"|rreth|afërsisht|pothuajse|დაახლოებით|თითქმის|մոտավորապես|գրեթե|təxminən|təqribən|шамамен"
    r"|taxminan|qariyb|deyarli|ойролцоогоор|takribani|omtrent|byna|timpeall|beagnach|qiyaastii"
    r"|करिब|झण्डै|පමණ|ආසන්න[ \t]වශයෙන්|قریب|تقریباً",
}
# Right after a number: it is an estimate ("12个左右", "12개 정도", "60 くらい").
APPROXIMATIONS_AFTER = {
    "spaced": r"or[ \t]so|ish|give[ \t]or[ \t]take|more[ \t]or[ \t]less|or[ \t]thereabouts|approximately|approx|roughly|plus[ \t]or[ \t]minus|"
    r"à[ \t]peu[ \t]près|más[ \t]o[ \t]menos|mais[ \t]ou[ \t]menos|più[ \t]o[ \t]meno|o[ \t]giù[ \t]di[ \t]lì|grosso[ \t]modo|"
    r"y[ \t]pico|e[ \t]poucos?|et[ \t]quelques|und[ \t]ein[ \t]paar|grob|zowat|om[ \t]en[ \t]nabij|с[ \t]хвостиком|с[ \t]лишним|environ|ungefähr|circa|aproximadamente|примерно|تقريبا|تقريباً|लगभग|정도|쯤|가량",
    "unspaced": r"左右|上下|前後|くらい|ぐらい|程度|ほど",
}

# After an answer: it is withdrawn. Strong cues disown it (no answer unless a value follows);
# weak cues take a second look (the answer stands when the look confirms it).
RETRACTIONS_STRONG = {
    "en": r"(?:I|we)[ \t]misread|misread[ \t]the|(?:I|we)[ \t](?:made|make)[ \t](?:a|an)[ \t](?:\w+[ \t])?(?:mistake|error)"
    # "that's the width": the value was another quantity; "this is the right answer" affirms it, and so does a general
    # fact about the value ("That's the volume of a cube with side 6.", "the number of degrees in a right angle"), a
    # region it measures ("Geometrically, this is the area under $y = 3x^2$ from 0 to 1.") and a value known by name
    # ("That's the familiar approximation of π.", "the well-known golden ratio").
    r"|(?:that|this)(?:'s|[ \t]is|[ \t]was)[ \t](?:wrong|incorrect|not[ \t]right"
    r"|the[ \t](?!(?:right|correct|answer|final|same|true|exact|expected|solution|result"
    r"|familiar|famous|well[- ]known|usual|classic(?:al)?|standard|common|known)\b)\w+\b"
    r"(?![ \t](?:of|in|for)[ \t](?:a|an|any|every)\b|[ \t](?:under|beneath|below|above|between|inside|within|enclosed|bounded)\b))"
    r"|correction|scratch[ \t]that"
    r"|(?:just[ \t])?kidding|jk|lol|not[ \t]really|nope|no(?=[ \t]{0,3}[,—–:;!][ \t]{0,3}\S)|I[ \t]was[ \t]wrong|we[ \t]were[ \t]wrong|oops|never[ \t]mind|ignore[ \t]that"
    r"|disregard(?:[ \t]my[ \t]answer)?(?=[ \t]*(?:[.!]|$))"
    r"|(?:I|we)[ \t](?:miscalculated|miscounted|double[ \t]counted|forgot)|let[ \t]me[ \t](?:redo|recompute|recalculate)"
    r"|(?:that|this|it)(?:'s|[ \t]is|[ \t]was)[ \t]not[ \t](?:correct|it|the[ \t]answer)|(?:I|we)[ \t]take[ \t](?:that|it)[ \t]back"
    r"|(?:I|we)[ \t](?:withdraw|retract)|messed[ \t]up|retracted|withdrawn|(?:got|have)[ \t](?:it|this|that)[ \t]wrong|disregard[ \t](?:that|this|it)|(?:I|we)[ \t](?:can(?:no|')t|could[ \t]not|couldn't)[ \t](?:finish|solve|complete)",
    "fr": r"je[ \t]me[ \t]suis[ \t]trompée?|j'ai[ \t]mal[ \t](?:lu|compté|calculé)|erreur|correction|c'est[ \t]faux"
    r"|je[ \t]plaisante|c'est[ \t](?:incorrect|inexact)|ce[ \t]n'est[ \t]pas[ \t](?:correct|juste|bon)|je[ \t]retire",
    "de": r"ich[ \t]habe[ \t]mich[ \t](?:verrechnet|vertan|verlesen|geirrt)|Fehler|Korrektur|das[ \t]ist[ \t]falsch"
    r"|(?:ist|war)[ \t]falsch|nur[ \t]ein[ \t]Scherz|das[ \t](?:ist|war)[ \t]nicht[ \t]richtig|das[ \t]stimmt[ \t]nicht|ich[ \t]nehme[ \t](?:das|es)[ \t]zurück",
    "es": r"me[ \t]equivoqué|(?:leí|calculé)[ \t]mal|error|corrección|es[ \t]incorrecto|(?:es|era)[ \t]broma"
    r"|(?:eso|esto)[ \t](?:está|es)[ \t]mal|no[ \t]es[ \t]correcto|me[ \t]retracto",
    "pt": r"(?:eu[ \t])?me[ \t]enganei|errei|erro|correção|está[ \t]errado|li[ \t]errado|(?:é|era)[ \t]brincadeira"
    r"|(?:isso|isto)[ \t]é[ \t](?:errado|incorreto)|não[ \t]está[ \t]certo",
    "it": r"mi[ \t]sono[ \t]sbagliat[oa]|ho[ \t](?:letto|calcolato)[ \t]male|errore|correzione|è[ \t]sbagliato"
    r"|sto[ \t]scherzando|non[ \t]è[ \t]corretto|(?:questo|ciò)[ \t]è[ \t]sbagliato",
    "ru": r"я[ \t]ошиб(?:ся|лась)|ошибка|исправление|неверно|неправильно|шучу|это[ \t]не[ \t]так",
    "zh": r"(?:我们?)?(?:算错了|看错了|弄错了|错了)|更正|开玩笑|错误|(?:这|那|它)?(?:不对|不正确|是错的)",
    # Beyond the eight languages of the other tables: a withdrawal is read in any language we can list.
    "ja": r"間違[いっえ]|誤り|違います|違う|訂正|取り消",
    "ko": r"틀렸\w*|틀린\w*|잘못\w*|정정\w*|취소\w*",
    "tr": r"yanlış\w*|hatalı|hata[ \t]yaptım|düzeltme",
    "hi": r"गलत|ग़लत|त्रुटि|सुधार",
    "ar": r"خطأ|خاطئ|خاطئة|تصحيح",
    "id": r"salah|koreksi|keliru",
    "vi": r"sai[ \t]rồi|nhầm|không[ \t]đúng|đính[ \t]chính|sửa[ \t]lại",
    # a correction said so, and a bare "no," before what follows, in more languages
    "more": r"poprawka|korekta|ispravak|ispravka|helyesbítés|javítás|rettelse|rättelse|korrigering|correctie|verbetering|oprava"
    r"|korjaus|corectură|corecție|pataisymas|labojums|parandus|διόρθωση|ralat|תיקון"
    r"|(?:nee|nej|nei|nem|ei|ne|nie|nu)(?=[ \t]{0,3}[,—–:;!][ \t]{0,3}\S)",
}
RETRACTIONS_WEAK = {
    "en": r"wait|actually|hold[ \t]on|hmm|on[ \t]second[ \t]thought",
    "fr": r"attendez|attends|en[ \t]fait|en[ \t]réalité",
    "de": r"moment|warte|eigentlich",
    "es": r"espera|espere|en[ \t]realidad",
    "pt": r"espere|espera|na[ \t]verdade",
    "it": r"aspetta|aspetti|in[ \t]realtà|anzi",
    "ru": r"подождите|подожди|стоп|на[ \t]самом[ \t]деле",
    "zh": r"等等|等一下|其实|实际上",
    "ja": r"待って|ちょっと待|実は",
    "ko": r"잠깐\w*|사실은",
    "tr": r"bekle|aslında",
    "id": r"tunggu|sebenarnya",
    "more": r"eigenlijk|wacht|vlastně|počkej|počkaj|valójában|igazából|várj|faktisk|egentlig|faktiskt|egentligen|vänta|oikeastaan"
    r"|itse[ \t]asiassa|odota|zapravo|čekaj|de[ \t]fapt|właściwie|tak[ \t]naprawdę|w[ \t]zasadzie|palauk|pagaidi|oota|περίμενε|khoan|sandali",
}
# Before an answer in its sentence: it is a first guess, not the answer.
TENTATIVE = {
    "en": r"at[ \t]first(?:[ \t]glance|[ \t]sight)?|initially|naively|(?:I[ \t]first|first[ \t]I)[ \t](?:thought|guessed|assumed|got)"
    r"|my[ \t]first[ \t](?:guess|instinct|thought|attempt|try)|(?:attempt|try)[ \t]#?1[ \t]*:|first[ \t](?:attempt|try)[ \t]*:"
    r"|it[ \t](?:might|may)[ \t]seem|one[ \t](?:might|may)[ \t]think",
    "fr": r"à[ \t]première[ \t]vue|au[ \t]début|d'abord|(?:premier[ \t]essai|première[ \t]tentative|tentative[ \t]1)[ \t]*:",
    "de": r"auf[ \t]den[ \t]ersten[ \t]Blick|zunächst|anfangs|(?:erster[ \t]Versuch|Versuch[ \t]1)[ \t]*:",
    "es": r"a[ \t]primera[ \t]vista|al[ \t]principio|(?:primer[ \t]intento|intento[ \t]1)[ \t]*:",
    "pt": r"à[ \t]primeira[ \t]vista|a[ \t]princípio|(?:primeira[ \t]tentativa|tentativa[ \t]1)[ \t]*:",
    "it": r"a[ \t]prima[ \t]vista|inizialmente|(?:primo[ \t]tentativo|tentativo[ \t]1)[ \t]*:",
    "ru": r"на[ \t]первый[ \t]взгляд|сначала|(?:первая[ \t]попытка|попытка[ \t]1)[ \t]*:",
    "zh": r"乍一看|起初|一开始|第一次尝试[:：]|尝试[ \t]?1[:：]",
}
# An answer given on a condition, or offered after the answer: a second value, a hedge.
CONDITIONAL = {
    "en": r"if[ \t]not|if[ \t][^.\n]{1,30}?(?:[ \t]is|[ \t]are|[ \t]was|'s)[ \t](?:wrong|incorrect|not[ \t]right|not[ \t]correct)"
    r"|if[ \t](?:I|we)[ \t](?:made|make)[ \t](?:a|an)[ \t](?:\w+[ \t])?(?:mistake|error)"
    r"|if[ \t]I(?:'m|[ \t]am)[ \t](?:wrong|mistaken)|otherwise|alternatively|or[ \t]else|unless"
    r"|(?:it|this|that)?[ \t]?(?:might|could|may)[ \t](?:also[ \t])?be(?=[ \t]{1,3}\$?-?\d)",
    "fr": r"sinon|si[ \t]je[ \t]me[ \t]trompe|si[ \t]c'est[ \t]faux|peut-être|à[ \t]moins[ \t]que",
    "de": r"sonst|andernfalls|falls[ \t]nicht|falls[ \t]das[ \t]falsch[ \t]ist|vielleicht|es[ \t]sei[ \t]denn",
    "es": r"si[ \t]no|de[ \t]lo[ \t]contrario|si[ \t]me[ \t]equivoco|quizás?|tal[ \t]vez|a[ \t]menos[ \t]que|salvo[ \t]que",
    "pt": r"senão|caso[ \t]contrário|se[ \t]eu[ \t]estiver[ \t]errad[oa]|talvez|a[ \t]menos[ \t]que",
    "it": r"altrimenti|se[ \t]sbaglio|forse|a[ \t]meno[ \t]che",
    "ru": r"иначе|если[ \t]нет|если[ \t]я[ \t]ошибаюсь|возможно|может[ \t]быть|если[ \t]только",
    "zh": r"否则|如果不对|如果错了|也许|可能是|除非",
}
# A condition that the answer (or "it", "that") is wrong, or that the question meant another thing ("if it meant the
# product, 6"), opening a fallback ("If 36 is wrong, the right answer is 9.",
# "Si c'est faux, c'est 9.", "Falls falsch: 9.", "Если ответ 36 неверен, то правильный ответ 9."): the value after it is a
# second answer offered on that condition, whatever number it is. A few words between "if" and the judgement at most.
IF_WRONG = {
    "en": r"if[ \t](?:it|the[ \t](?:problem|question|task|prompt)|they|you)[ \t](?:really[ \t])?(?:meant|means|asks?|asked|wants?|wanted|intended|intends|refers|referred)(?![^\W\d_])|if[ \t](?:[^.!?\n]{1,40}?[ \t])?(?:is|are|was|'s|’s|turns[ \t]out[ \t](?:to[ \t]be[ \t])?|proves)[ \t]?(?:wrong|incorrect|not[ \t](?:right|correct)|false|mistaken)"
    r"|if[ \t](?:that|this|it)[ \t](?:fails|doesn't[ \t](?:work|hold)|does[ \t]not[ \t](?:work|hold))|if[ \t](?:wrong|incorrect)|failing[ \t]that",
    "fr": r"si[ \t](?:on|la[ \t]question|le[ \t]problème|l\'énoncé)[ \t](?:voulait|veut|demandait|demande|parlait|parle)(?![^\W\d_])|si[ \t](?:[^.!?\n]{1,40}?[ \t])?(?:est|était|s'avère)[ \t](?:faux|fausse|incorrecte?|erronée?|inexacte?)|si[ \t]c'est[ \t](?:faux|incorrect)|si[ \t](?:faux|incorrect)",
    "de": r"(?:falls|wenn)[ \t](?:die[ \t](?:Frage|Aufgabe)|man)[ \t](?:eigentlich[ \t])?(?:meint|meinte|fragt|fragte|verlangt|verlangte|wissen[ \t]will)(?![^\W\d_])|(?:falls|wenn)[ \t](?:[^.!?\n]{1,40}?[ \t])?(?:falsch|unrichtig|nicht[ \t](?:stimmt|richtig))(?:[ \t](?:ist|sein[ \t]sollte|sein))?",
    "es": r"si[ \t](?:la[ \t]pregunta|el[ \t]problema|el[ \t]enunciado|se)[ \t](?:pide|pedía|quería|quiere|refería|refiere)(?![^\W\d_])|si[ \t](?:[^.!?\n]{1,40}?[ \t])?(?:está[ \t]mal|es[ \t](?:incorrect[oa]|erróne[oa]|fals[oa])|no[ \t]es[ \t]correct[oa])|si[ \t](?:está[ \t]mal|es[ \t]incorrecto)",
    "pt": r"se[ \t](?:a[ \t]pergunta|o[ \t]problema|o[ \t]enunciado)[ \t](?:pede|pedia|quer|queria|se[ \t]refere)(?![^\W\d_])|se[ \t](?:[^.!?\n]{1,40}?[ \t])?(?:estiver|for|está|é)[ \t](?:errad[oa]|incorret[oa]|fals[oa])",
    "it": r"se[ \t](?:la[ \t]domanda|il[ \t]problema|il[ \t]testo)[ \t](?:chiede|chiedeva|intende|intendeva|vuole|voleva)(?![^\W\d_])|se[ \t](?:[^.!?\n]{1,40}?[ \t])?(?:è|fosse|risulta)[ \t](?:sbagliat[oa]|errat[oa]|fals[oa])",
    "ru": r"если[ \t](?:имелось|имеется)[ \t]в[ \t]виду|если[ \t](?:[^.!?\n]{1,40}?[ \t])?(?:невер(?:н\w{0,3}|ен)|неправил(?:ьн\w{0,3}|ен)|ошибоч(?:н\w{0,3}|ен)|не[ \t]верн?\w{0,3}|не[ \t]прав\w{0,3})",
    "uk": r"якщо[ \t](?:[^.!?\n]{1,40}?[ \t])?(?:невірн\w{0,3}|неправильн\w{0,3}|хибн\w{0,3}|помилков\w{0,3})",
    "zh": r"(?:如果|若|要是)[^。！？\n]{0,20}?(?:错了|是错的|不对|不正确|有误)",
    "ja": r"(?:間違って|違って)いたら|間違いなら",
}
# The writer doubting its own answer: an adverb right before or after the value ("there are probably 504",
# "42, vermutlich") or a clause anywhere in the answer's sentence or a short one after it ("if I'm not mistaken",
# "I'm not sure about this"). "I think" is no doubt ("I think it's 12" commits to 12). Bare "likely" is left out:
# "equally likely outcomes" says nothing of the writer.
DOUBTS = {
    "en": r"probably|possibly|perhaps|maybe|presumably|(?:most|very)[ \t]likely|if[ \t]I(?:'m|[ \t]am)[ \t]not[ \t](?:mistaken|wrong)"
    r"|(?:my|our)[ \t](?:best[ \t]|wild[ \t]|blind[ \t]|educated[ \t]|first[ \t])?guess|I(?:'d|'ll|[ \t]will|[ \t]would)?[ \t](?:just[ \t]|simply[ \t])?(?:guess|suppose)"
    r"|at[ \t]a[ \t]guess|guessing|(?:a|my)[ \t]guess|guesstimate|(?:off|from)[ \t]the[ \t]top[ \t]of[ \t]my[ \t]head"
    r"|if[ \t]I[ \t](?:counted|calculated|computed|added|did[ \t](?:it|this|that|the[ \t]math))[ \t](?:right|correctly)"
    r"|unless[ \t]I(?:'m|[ \t]am)[ \t](?:mistaken|wrong)|if[ \t]I[ \t]remember[ \t]correctly|if[ \t]my[ \t](?:math|maths|arithmetic|calculation)[ \t]is[ \t]right"
    r"|(?:I(?:'m|[ \t]am)[ \t])?not[ \t](?:entirely[ \t]|completely[ \t]|totally[ \t]|fully[ \t]|really[ \t]|absolutely[ \t]|quite[ \t]|so[ \t]|too[ \t]|very[ \t]|100%[ \t])?(?:sure|certain|confident)"
    r"|unsure|uncertain|not[ \t](?:happy|satisfied|comfortable|confident)[ \t]with[ \t](?:this|that|it|my|the)|(?:low|moderate|limited|some)[ \t]confidence|if[ \t]memory[ \t]serves|at[ \t]a[ \t](?:rough|wild|quick)[ \t]guess"
    r"|(?:answers?|results?)[ \t]may[ \t]vary|double-?check(?:ing)?[ \t](?:needed|required|pending|advised)|needs?[ \t](?:checking|verification|to[ \t]be[ \t](?:checked|verified))"
    r"|unverified|unchecked|not[ \t](?:yet[ \t])?(?:been[ \t])?(?:verified|checked|double-checked)|to[ \t]be[ \t](?:verified|confirmed|checked)"
    r"|(?:I|it|this|that)[ \t](?:might|may|could)[ \t]be[ \t](?:off|wrong|mistaken)|(?:but|please)[ \t](?:double-?)?check(?:[ \t](?:it|this|that|me|my[ \t]work))?(?=[ \t]*[.)!,]|$)"
    # an answer that holds only unless something else is so ("5 (unless sales tax applies, in which case it is less)")
    r"|unless|in[ \t]which[ \t]case|à[ \t]moins[ \t]que|sauf[ \t]si|es[ \t]sei[ \t]denn|außer[ \t]wenn|a[ \t]menos[ \t]que|salvo[ \t]que"
    r"|a[ \t]não[ \t]ser[ \t]que|a[ \t]meno[ \t]che|если[ \t]только[ \t]не|разве[ \t]что|tenzij|chyba[ \t]że|kecuali[ \t]jika|trừ[ \t]khi|除非",
    "fr": r"probablement|peut-être|sans[ \t]doute|si[ \t]je[ \t]ne[ \t]me[ \t]trompe(?:[ \t]pas)?|pas[ \t](?:tout[ \t]à[ \t]fait[ \t])?sûre?|je[ \t]suppose|je[ \t]dirais",
    "de": r"wahrscheinlich|vielleicht|vermutlich|möglicherweise|wenn[ \t]ich[ \t]mich[ \t]nicht[ \t](?:irre|täusche)"
    r"|(?:nicht|nie)[ \t](?:ganz[ \t]|hundertprozentig[ \t]|völlig[ \t]|so[ \t])?sicher|ich[ \t](?:tippe|schätze|vermute)|geraten",
    "es": r"probablemente|quizás?|tal[ \t]vez|a[ \t]lo[ \t]mejor|si[ \t]no[ \t]me[ \t]equivoco|no[ \t]estoy[ \t](?:del[ \t]todo[ \t])?segur[oa]|supongo|diría[ \t]que",
    "pt": r"provavelmente|talvez|se[ \t]não[ \t]me[ \t]engano|não[ \t]tenho[ \t](?:certeza|a[ \t]certeza)|suponho|diria[ \t]que",
    "it": r"probabilmente|forse|se[ \t]non[ \t]sbaglio|non[ \t]sono[ \t](?:del[ \t]tutto[ \t])?sicur[oa]|suppongo|direi",
    "ru": r"наверное|наверно|вероятно|возможно|может[ \t]быть|если[ \t]я[ \t]не[ \t]ошибаюсь|не[ \t](?:совсем[ \t])?уверен[а]?",
    "nl": r"waarschijnlijk|misschien|als[ \t]ik[ \t]me[ \t]niet[ \t]vergis|niet[ \t](?:helemaal[ \t])?zeker",
    "pl": r"prawdopodobnie|chyba|a[ \t]może|może[ \t](?:jednak|raczej|nawet)|być[ \t]może|jeśli[ \t]się[ \t]nie[ \t]mylę|nie[ \t]jestem[ \t](?:pewien|pewna)",
    "tr": r"muhtemelen|belki|galiba|sanırım|herhalde|tahminen|sanki|yanılmıyorsam|emin[ \t]değilim",
    "id": r"mungkin|barangkali|kayaknya|sepertinya|kiranya|kalau[ \t]tidak[ \t]salah|(?:tidak|tak|kurang|belum)[ \t](?:begitu[ \t]|terlalu[ \t])?(?:yakin|pasti)|ragu(?:-ragu)?",
    "vi": r"có[ \t]lẽ|chắc[ \t]là|nếu[ \t]tôi[ \t]không[ \t]nhầm|không[ \t]chắc",
    "ko": r"아마|아마도|확실하지",
    "zh": r"也许|或许|可能是|大概是|如果我没(?:记错|算错)|不确定|不太确定",
    "ja": r"たぶん|多分|おそらく|恐らく|かもしれ|間違っていなければ",
    "hi": r"शायद|संभवतः|संभवत|संभव[ \t]है|पक्का[ \t]नहीं|यकीन[ \t]नहीं|निश्चित[ \t]नहीं|हो[ \t]सकत[ाीे]",  # "it may be"
    "ar": r"ربما|لعل|على[ \t]الأرجح|من[ \t]المحتمل|يحتمل|غالبا|غالباً|لست[ \t]متأكد\w*|لست[ \t]متيقن\w*",
    "fa": r"شاید|احتمالاً|احتمالا|احتمال[ \t]دارد|مطمئن[ \t]نیستم|گمانم",
    "ur": r"شاید|غالباً|غالبا|ممکن[ \t]ہے|یقین[ \t]نہیں",
    "bn": r"হয়তো|সম্ভবত|সম্ভবতঃ|নিশ্চিত[ \t]নই|মনে[ \t]হয়|হতে[ \t]পারে",  # "it may be"
    "uk": r"мабуть|можливо|ймовірно|напевно|напевне|не[ \t](?:зовсім[ \t])?впевнен\w*",
    "th": r"อาจจะ|คงจะ|น่าจะ|ไม่แน่ใจ|มั้ง",
    "sw": r"labda|pengine|huenda|sina[ \t]uhakika|si[ \t]na[ \t]uhakika",
    "hr": r"možda|vjerojatno|valjda|nisam[ \t](?:posve[ \t]|baš[ \t]|sasvim[ \t])?sigur(?:an|na)",
    "ca": r"potser|probablement|segurament|no[ \t]n'estic[ \t](?:del[ \t]tot[ \t])?segur[a]?",
    "af": r"miskien|waarskynlik|dalk|ek[ \t]is[ \t]nie[ \t](?:heeltemal[ \t])?seker[ \t]nie",
    "lv": r"varbūt|droši[ \t]vien|laikam|neesmu[ \t](?:īsti[ \t])?pārliecināt[sa]",
    "ro": r"poate|probabil|nu[ \t]sunt[ \t](?:pe[ \t]deplin[ \t])?sigur[ăa]?",
    "tl": r"siguro|marahil|yata|hindi[ \t]ako[ \t]sigurado",
    "fi": r"ehkä|luultavasti|todennäköisesti|varmaankin|kaiketi|mahdollisesti|en[ \t]ole[ \t](?:ihan[ \t]|täysin[ \t]|aivan[ \t])?varma|jos[ \t]en[ \t]erehdy",
    # a guess said so, in the languages above and more ("je devine", "strzelam", "arvaan", "tippem", "ik gok")
    "guess": r"je[ \t]devine|au[ \t]hasard|à[ \t]vue[ \t]de[ \t]nez|adivin\w*|al[ \t]azar|chut(?:o|ando|e)|palpite|a[ \t]occhio|indovino"
    r"|наугад|угадаю|навскидку|ik[ \t]gok|gokje|strzelam|zgaduję|na[ \t]oko|tahminim|tebak(?:an|anku)?|đoán[ \t]là|gissning|gissar"
    r"|gætter|gæt|gjetter|gjetning|arvaan|arvaus|arvaukseni|tipuji|tipnu|odhadem|tipp(?:em|elek)|saccolom|ghicesc|nagađam|μαντεύω"
    r"|מנחש|ניחוש|أخمن|تخمين",
    # a confidence given a low or middling level, in the languages read ("Confidence: low", "Confiance : moyenne")
    "confidence": r"(?:confidence|confiance|konfidenz|sicherheit|confianza|confiança|fiducia|уверенность|zekerheid|pewność)"
    r"(?:[ \t](?:level|niveau|nivel|livello|уровень))?[ \t]?[:=][ \t]?(?:low|medium|moderate|limited|fair|so-so"
    r"|faible|moyenne|basse|gering|niedrig|mittel|mittlere|baja|media|mediana|baixa|média|bassa|низкая|средняя|laag|gemiddeld|niska|średnia)",
}
DOUBTS = {lang: unicodedata.normalize("NFKC", row) for lang, row in DOUBTS.items()}  # as the completion is read
# Words that doubt, defer or condition the answer where they follow it ("42, I think", "72 ovos, acho eu", "3000 mL, à
# vérifier", "82 кг, вроде бы", "don't quote me on that", "(Answer may be off by one.)"): before the value "I think" commits
# ("I think it's 12"), after it the writer takes back part of the commitment. Besides, a condition on the writer's own
# work (:data:`OWN_WORK_CONDITION`: "if my arithmetic holds", "si mes calculs sont bons", "wenn ich richtig gerechnet habe").
# The writer's doubt, not knowing, and "you never know" / "no guarantees" are one family in each language read ("je doute",
# "Das weiß ich nicht genau", "Man weiß nie", "senza garanzie", "nigdy nie wiadomo").
DOUBTS_AFTER = {
    "en": r"I[ \t](?:think|believe|reckon|suppose|guess|feel)|I'd[ \t]say|(?:it|that|this)[ \t](?:seems|appears)|seemingly|apparently"
    r"|(?:don't|do[ \t]not)[ \t]quote[ \t]me|not[ \t]guaranteed|no[ \t]guarantees?|(?:may|might|could)[ \t](?:well[ \t])?be[ \t](?:off|wrong|mistaken|incorrect|inaccurate)"
    r"|(?:to|should|must|needs?[ \t]to)[ \t]be[ \t](?:double-?)?(?:checked|verified|confirmed)|pending[ \t](?:check|verification|review)"
    r"|subject[ \t]to[ \t](?:(?:final|further)[ \t])?(?:check|verification|error|confirmation|review|revision|correction|audit)"
    # texting's "probably" ("12 prob"), and the idioms of a claim not stood behind ("take it with a grain of salt")
    r"|prolly|probs|prob(?=[ \t]*(?:[.!)]|$))|(?:take[ \t](?:it|this|that)?[ \t]?)?with[ \t]a[ \t](?:grain|pinch)[ \t]of[ \t]salt"
    r"|take[ \t](?:(?:it|this|that)[ \t])?with[ \t](?:(?:a[ \t])?(?:grain|pinch)[ \t]of[ \t])?salt|^[\s*_(]*(?:a[ \t])?(?:grain|pinch)[ \t]of[ \t]salt(?=[\s.!…)*_]*$)"
    r"|for[ \t]what[ \t]it(?:'s|[ \t]is)[ \t]worth|fwiw|no[ \t]promises|pending[ \t]confirmation"
    r"|I[ \t]doubt|you[ \t]never[ \t]know|who[ \t]knows|I[ \t](?:don't|do[ \t]not)[ \t]know"
    # a caveat or the work said to be unchecked ("— subject to the caveat that I have not re-sorted the list")
    r"|subject[ \t]to[ \t](?:the[ \t]|a[ \t]|one[ \t]|this[ \t])?caveats?|with[ \t](?:the|a|one)[ \t](?:\w+[ \t])?caveat"
    r"|(?:I|we)[ \t](?:have[ \t]not|haven't|did[ \t]not|didn't)[ \t](?:yet[ \t]|actually[ \t])?(?:re-[a-z]{3,12}|re(?:check|count|comput|calculat|verif|sort|do)[a-z]{0,4}"
    r"|double-?check(?:ed)?|check(?:ed)?|verif(?:y|ied)|confirm(?:ed)?|test(?:ed)?|proofread)"
    # the disclaimers of invoices and contracts ("12, E&OE", "errors and omissions excepted", "Irrtum vorbehalten")
    r"|E\.?[ \t]?&[ \t]?O\.?[ \t]?E\.?|errors?[ \t]and[ \t]omissions[ \t]excepted|without[ \t](?:prejudice|warranty|guarantee|liability)"
    r"|no[ \t]liability|not[ \t]binding|non-binding|for[ \t](?:information|reference)(?:al)?[ \t](?:purposes[ \t])?only"
    r"|Irrt(?:um|ümer)[ \t]vorbehalten|S\.[ \t]?E\.[ \t]?(?:u\.?|&)[ \t]?O\.|onder[ \t]voorbehoud|behoudens[ \t](?:fouten|vergissingen)|без[ \t]гарантий",
    "fr": r"je[ \t](?:pense|crois|suppose)|il[ \t]me[ \t]semble|semble-t-il|(?:il[ \t])?me[ \t]semble-t-il|à[ \t](?:vérifier|confirmer|revoir)|sauf[ \t]erreur|sous[ \t]réserve"
    r"|je[ \t]doute|je[ \t]ne[ \t](?:le[ \t])?sais[ \t]pas|on[ \t]ne[ \t]sait[ \t]jamais|sans[ \t]garanties?",
    "de": r"(?:glaube?|glaub'|denke?|mein|meine|vermute|schätze?)[ \t]ich|(?:so[ \t])?scheint[ \t](?:es|mir)|zu[ \t](?:prüfen|überprüfen|bestätigen)|ohne[ \t]Gewähr|unter[ \t]Vorbehalt"
    r"|(?:ich[ \t])?(?:bezweifle|zweifle)|weiß[ \t]ich[ \t]nicht|ich[ \t]weiß[ \t](?:es[ \t]|das[ \t])?nicht|man[ \t]weiß[ \t](?:ja[ \t])?nie"
    r"|ohne[ \t]Garantie|nicht[ \t]stimmen",
    "es": r"(?:yo[ \t])?(?:creo|pienso|supongo)(?:[ \t]yo)?|me[ \t]parece|parece[ \t]ser|por[ \t](?:verificar|confirmar|comprobar)|a[ \t](?:verificar|confirmar|comprobar)|salvo[ \t]error"
    r"|(?:lo[ \t])?dudo|no[ \t](?:lo[ \t])?sé|nunca[ \t]se[ \t]sabe|sin[ \t]garantías?",
    "pt": r"(?:eu[ \t])?(?:acho|creio|penso|suponho)(?:[ \t]eu)?|parece-me|me[ \t]parece|a[ \t](?:verificar|confirmar|conferir)|por[ \t](?:verificar|confirmar)|salvo[ \t]erro|sei[ \t]lá"
    r"|duvido|não[ \t]sei|nunca[ \t]se[ \t]sabe|sem[ \t]garantias?",
    "it": r"(?:io[ \t])?(?:credo|penso|suppongo)(?:[ \t]io)?|mi[ \t]pare|mi[ \t]sembra|sembra|da[ \t](?:verificare|controllare|confermare)|salvo[ \t]errori|boh"
    r"|dubito|non[ \t](?:lo[ \t])?so|non[ \t]si[ \t]sa[ \t]mai|senza[ \t]garanzi[ae]",
    "ru": r"вроде(?:[ \t]бы)?|кажется|(?:я[ \t])?(?:думаю|полагаю)|по-моему|надо[ \t]проверить|нужно[ \t]проверить|требует[ \t]проверки|не[ \t]проверено|хз|не[ \t]факт"
    r"|сомневаюсь|не[ \t]знаю|никогда[ \t]не[ \t]знаешь|кто[ \t]знает",
    "uk": r"здається|(?:я[ \t])?(?:думаю|гадаю)|начебто|ніби|треба[ \t]перевірити|потрібно[ \t]перевірити",
    "nl": r"(?:denk|geloof|gok|vermoed)[ \t]ik|lijkt[ \t](?:het|me|mij)|te[ \t](?:controleren|verifiëren)|onder[ \t]voorbehoud",
    "pl": r"(?:tak[ \t])?(?:myślę|sądzę)|wydaje[ \t](?:mi[ \t])?się|do[ \t](?:sprawdzenia|weryfikacji)|bez[ \t]gwarancji|wątpię|nie[ \t]wiem|nigdy[ \t]nie[ \t]wiadomo",
    "tr": r"bence|sanırım|galiba|gibi[ \t]görünüyor|kontrol[ \t]edilmeli",
    "id": r"kurasa|rasanya|sepertinya|kayaknya|kelihatannya|perlu[ \t](?:dicek|diperiksa)",
    "vi": r"tôi[ \t]nghĩ(?:[ \t]vậy)?|hình[ \t]như|cần[ \t]kiểm[ \t]tra|chắc[ \t](?:vậy|thế)",
    "zh": r"我觉得|我认为|我想|好像|似乎|待验证|待核实|待确认|仅供参考|僅供參考|不一定[对對](?![称稱应應齐齊角边邊手象面话話])|不保[证證]",
    "ja": r"と思う|と思います|と思われ|気がする|ような気|要確認|自信(?:が)?(?:なし|ない|ありません)|知らん(?:けど)?|知らないけど",
    "ko": r"것[ \t]같|같아요|확인[ \t]필요|(?<=일[ \t])(?:거(?:예요|에요|야|다|고요)|겁니다|것입니다)",  # "…일 거예요": it will probably be
    "fi": r"luulen|luulisin|uskoisin|arvelen|arvelisin|oletan|veikkaan|kai|tuskin|taitaa|en[ \t](?:tiedä|ole[ \t]varma)|tarkistettava",
    "sv": r"(?:tror|antar|tycker|gissar|misstänker)[ \t]jag|jag[ \t](?:tror|antar|gissar|misstänker)|verkar[ \t](?:det|som)"
    r"|borde[ \t](?:stämma|vara[ \t]rätt)|typ(?=[ \t]*(?:[.!)]|$))|(?:inte|ej)[ \t]säker|osäker|vet[ \t]inte|ingen[ \t]garanti|om[ \t]jag[ \t]räknat[ \t]rätt"
    r"|kanske|troligen|förmodligen|antagligen",
    "sw": r"nadhani|nafikiri|naamini|sijui|inaonekana",
    "hr": r"mislim|čini[ \t]mi[ \t]se|ne[ \t]znam|treba[ \t]provjeriti",
    "ca": r"crec|em[ \t]sembla|no[ \t]ho[ \t]sé",
    "af": r"dink[ \t]ek|ek[ \t]dink|glo[ \t]ek|weet[ \t]nie",
    "lv": r"domāju|man[ \t]šķiet|nezinu",
    "ro": r"cred|mi[ \t]se[ \t]pare|nu[ \t]știu",
    "tl": r"sa[ \t]tingin[ \t]ko|hindi[ \t]ko[ \t]alam",
    # "as I think", "I believe", "in my opinion", "if I am not mistaken" of the Arabic-script languages, Hebrew, Hindi, Greek
    # and Thai ("45 شجرة على ما أظن", "45، فکر می‌کنم"); not "I don't think" ("لا أظن أن هناك خطأ")
    "ar": r"(?:على|فيما|حسبما)[ \t](?:ما[ \t])?(?:أظن|اظن|أعتقد|اعتقد|يبدو(?:[ \t]لي)?|أذكر|أعلم)|في[ \t](?:ظني|اعتقادي|رأيي)|حسب[ \t](?:ظني|اعتقادي|رأيي)"
    r"|أغلب[ \t]الظن|(?<!لا[ \t])(?<!ما[ \t])(?:أظن|اظن|أعتقد|اعتقد|أخمن|أتوقع)(?:[ \t]ذلك)?|يبدو[ \t]لي|إن[ \t]لم[ \t](?:أكن[ \t]مخطئ\w{0,2}|أخطئ)|لا[ \t](?:أدري|أعرف)",
    "fa": r"فکر[ \t]?می[ \t]?کنم|به[ \t]نظرم|به[ \t]نظر[ \t]من|گمان[ \t]?می[ \t]?کنم|خیال[ \t]?می[ \t]?کنم|اگر[ \t]اشتباه[ \t]نکنم|نمی[ \t]?دانم",
    "ur": r"میرا[ \t]خیال[ \t]ہے|میرے[ \t]خیال[ \t]میں|مجھے[ \t]لگتا[ \t]ہے|میری[ \t]رائے[ \t]میں|اگر[ \t]میں[ \t]غلط[ \t]نہیں",
    "he": r"אני[ \t]חושב(?:ת)?|נדמה[ \t]לי|נראה[ \t]לי|לדעתי|אם[ \t](?:אינני|אני[ \t]לא)[ \t]טוע(?:ה|ָה)|לא[ \t]בטוח(?:ה)?",
    "hi": r"मुझे[ \t]लगता[ \t]है|मेरे[ \t](?:ख़्याल|ख्याल|खयाल|ख़याल|विचार)[ \t]से|मेरी[ \t]राय[ \t]में|अगर[ \t]मैं[ \t]गलत[ \t]नहीं",
    "el": r"νομίζω|μου[ \t]φαίνεται|πιστεύω|αν[ \t]δεν[ \t]κάνω[ \t]λάθος|δεν[ \t]είμαι[ \t]σίγουρ(?:ος|η)",
    "th": r"(?:ฉัน|ผม|เรา)?คิดว่า|น่าจะ(?:นะ)?|ไม่แน่ใจ",
    # The answer held to the writer's own count, reading or opinion ("90 — by my count, anyway", "by my reckoning", "as far
    # as I can tell", "selon mes calculs", "nach meiner Rechnung", "según mis cuentas", "по моим подсчётам"): the value as
    # the writer makes it, which the words leave open to another count.
    "reckoning": r"(?:by|according[ \t]to|going[ \t]by|on)[ \t]my[ \t](?:own[ \t]|rough[ \t]|quick[ \t])?(?:count(?:ing)?|reckoning|tally"
    r"|reading|understanding|interpretation|estimate|estimation|math|maths|arithmetic|calculations?|computations?|figures|numbers|books)"
    r"|in[ \t]my[ \t](?:humble[ \t]|honest[ \t])?(?:opinion|view)"
    r"|as[ \t]far[ \t]as[ \t]I[ \t](?:can[ \t])?(?:tell|see|know|can[ \t]work[ \t]out)|(?:as|the[ \t]way)[ \t]I[ \t](?:read|understand|see|count)[ \t](?:it|this|that|them)"
    r"|IMH?O|(?:selon|d'après|suivant)[ \t](?:mes|mon|ma)[ \t](?:calculs?|comptes?|lecture|estimation|interprétation)|à[ \t]mon[ \t](?:avis|sens)"
    r"|(?:nach|laut)[ \t]meine[rn][ \t](?:Rechnung|Zählung|Berechnung(?:en)?|Lesart|Schätzung|Meinung)|meine[rn][ \t](?:Rechnung|Zählung|Meinung)[ \t]nach|meines[ \t]Erachtens"
    r"|(?:según|de[ \t]acuerdo[ \t]con)[ \t]mis?[ \t](?:cálculos?|cuentas?|lectura|estimación|interpretación)|a[ \t]mi[ \t](?:juicio|entender|parecer)"
    r"|(?:segundo|conforme|de[ \t]acordo[ \t]com)[ \t](?:as[ \t]|os[ \t]|a[ \t]|o[ \t])?(?:minhas?|meus?)[ \t](?:cálculos?|contas?|leitura|estimativa)|a[ \t]meu[ \t]ver"
    r"|secondo[ \t](?:i[ \t]|il[ \t]|la[ \t])?(?:miei|mio|mia)[ \t](?:calcoli|conti?|lettura|stima)|a[ \t]mio[ \t](?:avviso|parere)"
    r"|по[ \t]моим[ \t](?:подсч[её]там|расч[её]там|прикидкам)|volgens[ \t](?:mijn|m'n)[ \t](?:berekening(?:en)?|telling|schatting)"
    r"|według[ \t]moich[ \t](?:obliczeń|wyliczeń|rachunków)|moim[ \t]zdaniem|hesab(?:ım|ıma)[ \t]göre|menurut[ \t](?:perhitungan|hitungan)[ \t](?:saya|aku|ku)"
    r"|theo[ \t](?:tính[ \t]toán|cách[ \t]tính)[ \t](?:của[ \t])?tôi",
    # "or not" closing the clause after the value ("60% — or not.", "Or not.", "ou pas", "oder auch nicht", "или нет"):
    # the value said and unsaid at once ("whether or not you round, …" goes on, no doubt)
    "or_not": r"(?:or|ou|oder(?:[ \t]auch)?|o|или|of|albo|lub)[ \t](?:not|pas|nicht|no|não|нет|niet|nie)(?=[ \t]*(?:[.!…)\]]|$))",
}
DOUBTS_AFTER = {lang: unicodedata.normalize("NFKC", row) for lang, row in DOUBTS_AFTER.items()}
# A modal of possibility on the writer's own work ("I may have missed one or two", "j'ai pu me tromper", "я мог
# ошибиться"): a doubt wherever it stands after the answer, whatever numbers its sentence names ("missed one or two").
OWN_WORK_DOUBTS = {
    "en": r"(?:I|we)[ \t](?:may|might|could)[ \t](?:well[ \t])?(?:have|'ve)[ \t](?:missed|miscounted|miscalculated|overlooked|skipped|forgotten"
    r"|double[ \t-]?counted|erred|slipped[ \t]up|messed[ \t]up|dropped|flipped|lost|swapped|mixed[ \t]up|confused|mis[a-z]{2,14}|made[ \t](?:a|an|some)[ \t](?:\w+[ \t])?(?:mistakes?|errors?|slips?)"
    r"|got(?:ten)?[ \t](?:it|this|that|something|one|some)[ \t](?:\w+[ \t])?wrong)",
    "fr": r"j'ai[ \t](?:peut-être[ \t])?pu[ \t](?:me[ \t]tromper|oublier|rater|manquer|mal[ \t]compter)",
    "es": r"puede[ \t]que[ \t](?:me[ \t]haya[ \t]equivocado|haya[ \t](?:olvidado|omitido|contado[ \t]mal))|pude[ \t](?:haberme[ \t]equivocado|equivocarme)",
    "pt": r"(?:posso|pode[ \t]ser[ \t]que)[ \t](?:ter[ \t](?:errado|esquecido|me[ \t]enganado)|eu[ \t]tenha[ \t](?:errado|esquecido))",
    "it": r"(?:potrei|posso)[ \t](?:essermi[ \t]sbagliat[oa]|aver[ \t](?:sbagliato|dimenticato|saltato))",
    "de": r"(?:ich[ \t])?(?:könnte|kann)[ \t](?:mich[ \t](?:verrechnet|verzählt|geirrt)|etwas[ \t](?:übersehen|vergessen))[ \t]haben",
    "ru": r"(?:я[ \t])?(?:мог|могла)[ \t](?:ошибиться|что-то[ \t]упустить|пропустить|просчитаться)",
    "pl": r"(?:mogłe[mś]|mogłam)[ \t](?:się[ \t]pomylić|coś[ \t](?:pominąć|przeoczyć))",
}
# The writer distrusting its own work or the answer's figure ("I don't trust my May count", "je ne fais pas confiance à mon
# calcul", "ich traue meiner Zählung nicht", "no me fío de mi cuenta", "я не доверяю своему подсчёту"): a doubt wherever it
# stands after the answer, as a modal on the writer's work is. Trust negated before "my" or a word for the figure only: "I
# don't trust calculators for this, so I did it by hand" distrusts no work of the writer's.
OWN_WORK_DISTRUSTS = {
    "en": r"(?:I|we)[ \t](?:don't|do[ \t]not|can't|cannot|can[ \t]not|wouldn't|would[ \t]not|no[ \t]longer)[ \t](?:fully[ \t]|really[ \t]|quite[ \t]|entirely[ \t]|completely[ \t]|totally[ \t])?"
    r"(?:trust|rely[ \t]on)[ \t](?:my|our|(?:this|that|the)(?=[ \t](?:[^\W\d_]{1,15}[ \t]){0,2}(?:count|tally|total|figure|sum|calculation|arithmetic|step)))"
    r"|(?:I|we)(?:[ \t]have|'ve|[ \t]have[ \t]got|'ve[ \t]got)[ \t](?:my|our|some|serious|real)[ \t]doubts",
    "fr": r"je[ \t]ne[ \t](?:fais|me[ \t]fie)[ \t]pas[ \t](?:trop[ \t]|vraiment[ \t]|tout[ \t]à[ \t]fait[ \t])?(?:confiance[ \t])?(?:à|au|aux|en)[ \t](?:mon|ma|mes|ce|cette)"
    r"|je[ \t]me[ \t]méfie[ \t](?:de[ \t](?:mon|ma|mes|ce|cette)|du)|j'ai[ \t](?:des|quelques|mes|de[ \t]sérieux)[ \t]doutes",
    "de": r"ich[ \t](?:traue|vertraue)[ \t](?:meine[mr]|unsere[mr]|diese[mr]|de[mr])[ \t](?:[^\W\d_]{1,20}[ \t]){1,4}?(?:nicht|kaum)"
    r"|ich[ \t]habe[ \t](?:so[ \t])?(?:meine|gewisse|einige|leichte)[ \t]Zweifel",
    "es": r"no[ \t](?:me[ \t]fío|confío)[ \t](?:mucho[ \t]|del[ \t]todo[ \t])?(?:de|en)[ \t](?:mis?|nuestr[oa]s?|es[ae]|est[ae])"
    r"|tengo[ \t](?:mis|algunas|serias|ciertas)[ \t]dudas",
    "pt": r"não[ \t](?:confio|me[ \t]fio)[ \t](?:muito[ \t]|totalmente[ \t])?(?:n[oa]s?|em)[ \t](?:minhas?|meus?|nossas?|nossos?|ess[ea]|est[ea])"
    r"|tenho[ \t](?:minhas|algumas|sérias|certas)[ \t]dúvidas",
    "it": r"non[ \t](?:mi[ \t]fido|mi[ \t]fiderei)[ \t](?:molto[ \t]|del[ \t]tutto[ \t])?(?:del|della|dei|delle|di)[ \t](?:mio|mia|miei|mie|questo|questa)"
    r"|ho[ \t](?:i[ \t]miei|qualche|dei|seri)[ \t]dubbi",
    "ru": r"(?:я[ \t])?не[ \t](?:очень[ \t]|вполне[ \t]|до[ \t]конца[ \t])?(?:доверяю|верю)[ \t](?:своему|своим|своей|моему|моим|моей|этому|этой)"
    r"|у[ \t]меня[ \t](?:есть[ \t])?(?:некоторые[ \t]|серьёзные[ \t])?сомнения",
}
# The writer saying it is not sure of what it gave, in the first person and closing its clause, with a word of degree
# ("I'm not fully confident about this one — …", "I can't be sure.", "no estoy nada seguro de esto;", "je ne suis pas du
# tout sûr de ça", "ich bin mir gar nicht sicher", "não tenho muita certeza", "non sono affatto sicuro", "я не совсем
# уверен"), or telling the reader not to take the answer as settled ("mejor no lo tomes como definitivo", "don't take this
# as final"): a doubt wherever it stands after the answer, as a modal on the writer's work is. A clause that goes on
# ("I'm not sure why the others differ") doubts no answer.
_OF_IT = r"(?:[ \t](?:about|of|on|de|del|di|sur|в|во|davon|dabei|darüber)[ \t][^\W\d_]{1,12}(?:[ \t][^\W\d_]{1,12}){0,2}?)?"
_CLAUSE_ENDS = r"(?=[ \t]*(?:[.;:!?,)—–…]|$))"
WRITER_UNSURE = {
    "en": r"(?:(?:I(?:'m|’m|[ \t]am)|I[ \t](?:feel|remain))[ \t](?:still[ \t]|honestly[ \t]|really[ \t]|just[ \t])?not|I[ \t](?:can't|can’t|cannot|can[ \t]not|couldn't)[ \t]be)"
    r"[ \t](?:at[ \t]all[ \t]|entirely[ \t]|completely[ \t]|totally[ \t]|fully[ \t]|really[ \t]|absolutely[ \t]|quite[ \t]|so[ \t]|too[ \t]|very[ \t]|that[ \t]|100%[ \t])?"
    r"(?:sure|certain|confident)(?:[ \t]at[ \t]all)?" + _OF_IT + _CLAUSE_ENDS
    + r"|(?:don't|don’t|do[ \t]not)[ \t]take[ \t](?:this|it|that|my[ \t]answer)[ \t]as[ \t](?:definitive|final|certain|settled|gospel)",
    "es": r"no[ \t](?:estoy|me[ \t]siento)[ \t](?:(?:nada|muy|tan|del[ \t]todo|completamente|totalmente|realmente|100[ \t]?%)[ \t])?segur[oa]s?" + _OF_IT + _CLAUSE_ENDS
    + r"|no[ \t](?:lo[ \t]|la[ \t])?(?:tomes|tome|toméis|tomen|consideres|considere)[ \t](?:esto[ \t])?como[ \t](?:definitiv[oa]|final|segur[oa]|cierto)",
    "fr": r"je[ \t]ne[ \t]suis[ \t]pas[ \t](?:(?:du[ \t]tout|vraiment|très|tout[ \t]à[ \t]fait|entièrement|complètement|certain[ \t]et)[ \t])?(?:sûre?|certaine?)" + _OF_IT + _CLAUSE_ENDS
    + r"|ne[ \t](?:le[ \t]|la[ \t])?(?:prends|prenez)[ \t]pas[ \t](?:ça[ \t]|ceci[ \t])?(?:pour|comme)[ \t](?:définitif|définitive|acquis|certain)",
    "de": r"ich[ \t]bin[ \t](?:mir[ \t])?(?:(?:da|dabei|darin|hier)[ \t])?(?:(?:gar|überhaupt|absolut)[ \t])?nicht[ \t](?:(?:ganz|so|sehr|völlig|wirklich|hundertprozentig)[ \t])?sicher" + _OF_IT + _CLAUSE_ENDS
    + r"|(?:nimm|nehmen[ \t]Sie)[ \t](?:das|es|dies)[ \t]nicht[ \t]als[ \t](?:endgültig|sicher|gegeben)",
    "pt": r"(?:não[ \t](?:estou|me[ \t]sinto)[ \t](?:(?:nada|muito|tão|totalmente|completamente|100[ \t]?%)[ \t])?segur[oa]|não[ \t]tenho[ \t](?:(?:nenhuma|muita|total|plena|a)[ \t])?certeza)" + _OF_IT + _CLAUSE_ENDS
    + r"|não[ \t](?:o[ \t]|a[ \t])?(?:tome|tomes|considere)[ \t](?:isso[ \t])?como[ \t](?:definitiv[oa]|final|cert[oa])",
    "it": r"non[ \t]sono[ \t](?:(?:affatto|per[ \t]niente|molto|del[ \t]tutto|proprio|tanto)[ \t])?sicur[oa]" + _OF_IT + _CLAUSE_ENDS
    + r"|non[ \t]prender(?:lo|la|e)[ \t](?:questo[ \t])?come[ \t](?:definitiv[oa]|certo)",
    "ru": r"я[ \t](?:(?:совсем|вовсе|ничуть)[ \t])?не[ \t](?:(?:совсем|очень|до[ \t]конца|вполне|слишком)[ \t])?уверен[аы]?" + _OF_IT + _CLAUSE_ENDS
    + r"|не[ \t](?:считай|принимай)(?:те)?[ \t](?:это[ \t])?(?:за|как)[ \t]окончательн\w{0,3}",
}
WRITER_UNSURE = {lang: unicodedata.normalize("NFKC", row) for lang, row in WRITER_UNSURE.items()}  # as the completion is read
# Advice to check the answer or a step of it before it is trusted, in any person and tense ("though I'd double-check the
# second step before trusting it", "you may want to verify this", "worth double-checking", "je vérifierais", "ich würde
# das nochmal prüfen", "convendría revisarlo", "я бы перепроверил"): the writer does not stand behind it. A check carried out
# in the sentence ("You should check: 7 × 8 = 56") is working (see ``tail``); "no need to double-check" advises none.
CHECK_ADVISED = {
    "en": r"(?:I|we|you|one)(?:'d|[ \t]would|[ \t]should|[ \t]might[ \t]want[ \t]to|[ \t]may[ \t]want[ \t]to|'ll[ \t]want[ \t]to|[ \t]will[ \t]want[ \t]to"
    r"|[ \t]ought[ \t]to|[ \t]need[ \t]to|[ \t]must|'d[ \t]want[ \t]to|[ \t]would[ \t]want[ \t]to|'d[ \t]better|[ \t]had[ \t]better)[ \t]"
    r"(?:still[ \t]|probably[ \t]|really[ \t]|definitely[ \t]|first[ \t]|also[ \t]|just[ \t])?(?:double[ \t-]?check|re-?check|check|verify|re-?verify|confirm|re-?do"
    r"|re-?calculate|re-?compute|re-?count|re-?examine|go[ \t]over|look[ \t]over|review|recheck)"
    r"|(?:worth|advisable|wise|prudent|a[ \t]good[ \t]idea)[ \t](?:to[ \t])?(?:double[ \t-]?check(?:ing)?|re-?check(?:ing)?|check(?:ing)?|verif(?:y|ying)"
    r"|re-?verif(?:y|ying)|confirm(?:ing)?|re-?do(?:ing)?|re-?calculat(?:e|ing)|re-?count(?:ing)?)"
    r"|(?:check|verify|confirm)\w{0,3}[ \t](?:[^.!?\n]{0,60}?[ \t])?before[ \t](?:trusting|relying|using|submitting|accepting|taking|handing|quoting)",
    "fr": r"je[ \t](?:re)?vérifierais|je[ \t]recompterais|je[ \t]referais|il[ \t]faudrait[ \t](?:re)?vérifier|(?:vous[ \t]devriez|tu[ \t]devrais)[ \t](?:re)?vérifier"
    r"|(?:mieux[ \t]vaut|il[ \t]vaut[ \t]mieux)[ \t](?:re)?vérifier|avant[ \t]de[ \t](?:s'y|m'y|vous[ \t]y|t'y|s'en)[ \t](?:fier|servir)",
    "de": r"ich[ \t]würde[ \t](?:[^\W\d_]{1,15}[ \t]){0,4}?(?:(?:über|nach)?prüfen|nachrechnen|kontrollieren|nachzählen)"
    r"|(?:sollte|müsste|sollten|solltest)[ \t](?:[^\W\d_]{1,15}[ \t]){0,3}?(?:(?:über|nach)?prüf|nachrechn|kontrollier)\w{0,4}"
    r"|bevor[ \t](?:man|ich|du|Sie)[ \t](?:sich|mich|dich)[ \t]darauf[ \t]verl\w{2,5}|lieber[ \t](?:noch(?:mal|[ \t]einmal)[ \t])?(?:nachrechnen|prüfen|kontrollieren)",
    "es": r"(?:revisaría|comprobaría|verificaría|repasaría|volvería[ \t]a[ \t](?:revisar|comprobar|verificar|calcular))"
    r"|(?:convendría|conviene|deberías?|debería[ \t]usted)[ \t](?:volver[ \t]a[ \t])?(?:revisar|comprobar|verificar)|antes[ \t]de[ \t](?:fiarse|fiarme|fiarte|confiar)",
    "pt": r"(?:conferiria|verificaria|revisaria|checaria|confirmaria)|(?:convém|vale[ \t]a[ \t]pena|deveria|deverias)[ \t](?:conferir|verificar|revisar|checar)"
    r"|antes[ \t]de[ \t](?:confiar|se[ \t]fiar)",
    "it": r"(?:ri)?controllerei|(?:ri)?verificherei|(?:conviene|meglio|dovresti)[ \t](?:ri)?(?:controllare|verificare)|prima[ \t]di[ \t](?:fidar(?:si|mi|ti|vi)|affidarsi)",
    "ru": r"(?:я[ \t])?бы[ \t](?:ещё[ \t]раз[ \t]|еще[ \t]раз[ \t])?(?:пере)?провери(?:л|ла|ли)|(?:стоит|лучше|следует|стоило[ \t]бы)[ \t](?:бы[ \t])?(?:ещё[ \t]раз[ \t]|еще[ \t]раз[ \t])?(?:пере)?провер(?:ить|ять)"
    r"|прежде[ \t]чем[ \t](?:доверять|полагаться)",
    "zh": r"建议(?:再|重新)?(?:检查|核对|核实|验证|复核)|最好(?:再|重新)?(?:检查|核对|核实|验证|复核)|(?:先|再)(?:核对|核实|复核)一下再",
}
# The writer settling on a value after the answer ("let's call it 0.6", "call it 0.6", "we'll go with 0.6", "disons 0,6",
# "sagen wir 0,6", "nennen wir es 0,6", "digamos 0,6", "пусть будет 0,6"): the value named right after is the one
# committed to. Another value there is a second answer, however near the first ("7/12 … let's call it 0.6").
SETTLES_ON = {
    "en": r"let(?:'s|[ \t]us)[ \t](?:just[ \t])?(?:call[ \t](?:it|that|this)|say|go[ \t]with|settle[ \t](?:on|for)|make[ \t](?:it|that)|put[ \t]it[ \t]at|take|use"
    r"|round[ \t](?:it[ \t]|that[ \t])?(?:up[ \t]|down[ \t]|off[ \t])?to)"
    r"|(?:I|we)(?:'ll|[ \t]will|'d|[ \t]would)[ \t](?:just[ \t])?(?:call[ \t](?:it|that)|say|go[ \t]with|settle[ \t](?:on|for)|put[ \t]it[ \t]at)"
    r"|(?<=[,;:(—–-])[ \t]*(?:so[ \t]|or[ \t])?(?:call[ \t](?:it|that)|say)|^[ \t*_>-]*(?:so[ \t]|or[ \t])?call[ \t](?:it|that)",
    "fr": r"disons|mettons|on[ \t]va[ \t]dire|on[ \t]dira|appelons[ \t]ça|appelons-le|retenons|gardons|arrondissons[ \t](?:à|au)",
    "de": r"sagen[ \t]wir(?:[ \t]mal)?|nennen[ \t]wir[ \t](?:es|das)|nehmen[ \t]wir|bleiben[ \t]wir[ \t]bei|belassen[ \t]wir[ \t]es[ \t]bei|runden[ \t]wir[ \t](?:auf|ab)?[ \t]?auf",
    "es": r"digamos|pongamos|llamémoslo|dejémoslo[ \t]en|quedémonos[ \t]con|redondeemos[ \t]a|vamos[ \t]a[ \t]decir",
    "pt": r"digamos|vamos[ \t]dizer|chamemos[ \t](?:de|isso[ \t]de)|fiquemos[ \t]com|arredondemos[ \t]para|vamos[ \t](?:arredondar[ \t]para|ficar[ \t]com)",
    "it": r"diciamo|mettiamo|chiamiamolo|arrotondiamo[ \t]a|teniamo|restiamo[ \t]su",
    "ru": r"скажем|пусть[ \t]будет|назов[её]м[ \t](?:это|его)|округлим[ \t]до|остановимся[ \t]на|возьм[её]м",
    "zh": r"就算是?|就当是?|姑且(?:算|取|当)作?|算它",
}
# Words after another value that adopt it in the answer's place ("(≈ 6.7, which is what I'd actually put down.)", "Python
# says 0.30000000000000004, and I trust Python more, so use that.", "c'est ce que je mettrais", "das würde ich
# hinschreiben"): the value before them is the one committed to.
ADOPTED = {
    "en": r"(?:which|that)(?:'s|[ \t]is)[ \t]what[ \t](?:I|we)(?:'d|[ \t]would|'ll|[ \t]will)[ \t](?:actually[ \t]|really[ \t])?"
    r"(?:put[ \t]down|submit|write(?:[ \t]down)?|use|give|go[ \t]with|hand[ \t]in|report)|(?:so[ \t]|just[ \t])?(?:use|take|go[ \t]with)[ \t](?:that|this)"
    r"(?:[ \t](?:one|value|figure|instead))?(?=[ \t]*(?:[.!)]|$))|(?:I|we)[ \t]trust[ \t](?:[^\W\d_]{1,15}[ \t]){1,2}more",
    "fr": r"c'est[ \t]ce[ \t]que[ \t]j[e'][ \t]?(?:mettrais|écrirais|donnerais|rendrais|utiliserais)|(?:utilisez|prenez|gardez)[ \t]plutôt[ \t](?:cela|ça|celle-là|celui-là)",
    "de": r"(?:das|den|die)[ \t](?:würde|werde)[ \t]ich[ \t](?:eigentlich[ \t]|tatsächlich[ \t])?(?:hinschreiben|angeben|abgeben|einreichen)|(?:nimm|nehmt|nehmen[ \t]Sie)[ \t]lieber[ \t](?:das|den|diesen)",
    "es": r"(?:eso|ese)[ \t]es[ \t]lo[ \t]que[ \t](?:yo[ \t])?(?:pondría|escribiría|daría|entregaría|usaría)|(?:usa|usad|use)[ \t]mejor[ \t](?:ese|eso|esa)",
    "pt": r"(?:isso|esse)[ \t]é[ \t]o[ \t]que[ \t](?:eu[ \t])?(?:colocaria|escreveria|daria|entregaria|usaria)|(?:use|usa)[ \t](?:antes|melhor)[ \t](?:esse|isso|essa)",
    "it": r"(?:è[ \t])?quello[ \t]che[ \t](?:io[ \t])?(?:metterei|scriverei|darei|consegnerei|userei)|(?:usa|usate)[ \t]piuttosto[ \t](?:quello|quel[ \t]valore)",
    "ru": r"(?:это[ \t])?(?:то|именно[ \t]то),?[ \t]что[ \t]я[ \t]бы[ \t](?:написал|написала|указал|указала|сдал|сдала)|(?:используйте|берите|возьмите)[ \t]лучше[ \t](?:его|это)",
}
# A value added in an aside after the answer with a word for "and" before it and "too" after it ("(and $-7$ too, to be
# safe)", "(et −7 aussi)", "(und −7 auch)"): a second value beside the answer. One pair of words per language.
ADDED_TOO = {
    "en": (r"and|plus|or", r"too|as[ \t]well|also"),  # then a break: "(and 2 also divides 10)" adds none
    "fr": (r"et|ou", r"aussi|également"),
    "de": (r"und|oder", r"auch|ebenfalls"),
    "es": (r"y|o", r"también"),
    "pt": (r"e|ou", r"também"),
    "it": (r"e|o", r"anche|pure"),
    "ru": (r"и|или", r"тоже|также"),
    "nl": (r"en|of", r"ook"),
}
# A sentence that introduces a table of alternatives: the writer unsure which holds, or the values laid out by case
# ("Not sure whether the pen is $20 or $21:", "Depending on whether …:", "Je ne sais pas si …", "Je nachdem, ob …"). The
# values of such a table are offered answers, the last no more committed to than the others.
ALTERNATIVES_INTRO = {
    "en": r"whether|depending[ \t]on|either[ \t]way|both[ \t](?:options|cases|possibilities|readings|interpretations|scenarios)"
    r"|(?:two|three|several|the)[ \t](?:options|possibilities|scenarios|readings|interpretations|candidates)",
    "fr": r"selon[ \t]que|suivant[ \t]que|je[ \t]ne[ \t]sais[ \t]pas[ \t]si|les[ \t]deux[ \t](?:cas|options|possibilités)",
    "de": r"je[ \t]nachdem|ob[ \t]|beide[ \t](?:Fälle|Möglichkeiten|Optionen)",
    "es": r"según[ \t]si|dependiendo[ \t]de|no[ \t]sé[ \t]si|ambas[ \t](?:opciones|posibilidades)|los[ \t]dos[ \t]casos",
    "pt": r"dependendo[ \t]de|não[ \t]sei[ \t]se|ambas[ \t]as[ \t](?:opções|possibilidades)|os[ \t]dois[ \t]casos",
    "it": r"a[ \t]seconda[ \t](?:che|di)|non[ \t]so[ \t]se|entrambe[ \t]le[ \t](?:opzioni|possibilità)|i[ \t]due[ \t]casi",
    "ru": r"в[ \t]зависимости[ \t]от|не[ \t]знаю,?[ \t](?:\w+[ \t])?ли|оба[ \t](?:варианта|случая)",
    "zh": r"不确定|不知道是|取决于|两种(?:情况|可能)",
}
# Another value said to be possible or to work as well as the answer ("2 is also possible", "x = 2 works too", "2 pourrait
# aussi convenir", "auch 2 wäre möglich"): a second value offered beside it, wherever the sentence after it says so.
ALSO_POSSIBLE = {
    "en": r"(?:also|too|as[ \t]well|equally)[ \t](?:possible|plausible|valid|works?|correct|fine|acceptable|a[ \t](?:possible|valid)[ \t](?:answer|solution))"
    r"|(?:possible|plausible|valid|works?|correct|acceptable)[ \t](?:too|as[ \t]well)|(?:could|might|may|would)[ \t](?:also|equally)[ \t](?:be|work|satisfy|fit|do)",
    "fr": r"(?:aussi|également)[ \t](?:possible|valable|correct|correcte|envisageable|convenir|marcher|fonctionner)|(?:convient|marche|fonctionne|possible)[ \t](?:aussi|également)",
    "es": r"también[ \t](?:es[ \t])?(?:posible|válid[oa]|correct[oa]|funciona|sirve|vale)|(?:posible|válid[oa]|funciona|sirve)[ \t]también",
    "pt": r"também[ \t](?:é[ \t])?(?:possível|válid[oa]|corret[oa]|funciona|serve)|(?:possível|válid[oa]|funciona|serve)[ \t]também",
    "it": r"anche[ \t](?:possibile|valid[oa]|corrett[oa]|funziona|va[ \t]bene)|(?:possibile|funziona)[ \t]anche",
    "de": r"(?:auch|ebenfalls|ebenso)[ \t](?:möglich|denkbar|richtig|korrekt|gültig|passen|funktionieren)|(?:geht|passt|funktioniert)[ \t](?:auch|ebenfalls)",
    "ru": r"(?:тоже|также)[ \t](?:возможно|возможен|подходит|верно|годится|допустимо)|(?:возможно|подходит|годится)[ \t](?:тоже|также)",
    "pl": r"(?:też|również|także)[ \t](?:możliwe|pasuje|poprawne|działa)",
    "nl": r"(?:ook)[ \t](?:mogelijk|goed|geldig|correct)|(?:werkt|klopt|kan)[ \t]ook",
    "zh": r"也(?:可以|行|对|對|成立|满足|滿足|是(?:一个|一個)?(?:解|答案)|有可能|可能是?|说得通|說得通|讲得通|講得通|说得过去|說得過去|合理|符合)",
    "ja": r"も(?:あり得る|ありえる|可能|正解|成り立つ|考えられる|筋が通る|理にかなう|妥当)|でも(?:よい|いい|正解)",
    # "makes sense too", "is also reasonable" of the languages above, and Korean ("13도 말이 돼요")
    "sense": r"(?:also|too|as[ \t]well)[ \t](?:makes[ \t]sense|reasonable|fits)|makes[ \t]sense[ \t](?:too|as[ \t]well)"
    r"|(?:ergibt|macht)[ \t](?:auch|ebenfalls)[ \t]Sinn|(?:auch|ebenfalls)[ \t](?:sinnvoll|plausibel)|a[ \t](?:aussi|également)[ \t]du[ \t]sens"
    r"|(?:aussi|également)[ \t](?:plausible|logique|raisonnable)|también[ \t](?:tiene[ \t]sentido|es[ \t]razonable|(?:es[ \t])?plausible)"
    r"|também[ \t](?:faz[ \t]sentido|é[ \t]razoável|(?:é[ \t])?plausível)|(?:ha[ \t]senso[ \t]anche|anche[ \t](?:sensat[oa]|plausibile|ragionevole))"
    r"|(?:тоже|также)[ \t](?:имеет[ \t]смысл|логично|разумно|правдоподобно)",
    "ko": r"(?<=도[ \t])(?:말이[ \t]?(?:돼요|됩니다|된다|되네요)|가능(?:해요|합니다|하다)|맞(?:아요|습니다|다)|타당(?:해요|합니다)|성립(?:해요|합니다))",
}
# A condition on the writer's own work: a word for "if" and, within three words, the writer ("if my arithmetic holds",
# "if I did this right", "si mes calculs sont justes", "wenn ich mich nicht verrechnet habe", "если я правильно посчитал").
# Each language's words for "if" and for the writer, paired within the language: "se" (Portuguese "if") and "je" (French
# "I") make no condition ("Nadam se da je pomoglo!" is a Croatian closing).
_OWN_WORK_IF_AND_WRITER = {
    "en": (r"if|provided|assuming", r"I|I've|I'd|I'm|my|me|we|our"),
    "fr": (r"si", r"je|j'ai|mes|mon|ma"),
    "de": (r"wenn|falls", r"ich|mein\w{0,2}|wir|unser\w{0,2}"),
    "es": (r"si", r"yo|mis|mi"),
    "pt": (r"se", r"eu|meus?|minhas?"),
    "it": (r"se", r"io|miei|mio|mia"),
    "ru": (r"если", r"я|мо\w{1,2}|мы"),
    "uk": (r"якщо", r"я|мій|мої"),
    "nl": (r"als|indien", r"ik|mijn|wij"),
    "pl": (r"jeśli|jeżeli", r"ja|moje|mój|moich"),
    "tr": (r"eğer", r"benim|ben"),
    "id": (r"jika|kalau", r"saya|aku"),
    "vi": (r"nếu", r"tôi"),
}
OWN_WORK_CONDITION = r"(?i)(?<![^\W\d_])(?:" + "|".join(
    rf"(?:{if_words})[ \t](?:[^\W\d_]{{1,12}}[ \t]){{0,2}}?(?:{writer})" for if_words, writer in _OWN_WORK_IF_AND_WRITER.values()
) + r")(?![^\W\d_])"
# The answer called an estimate in a short sentence after it ("(This is an approximation.)", "C'est une estimation.").
ESTIMATES = {
    "en": r"estimate|approximation|approximate|approximately|ballpark|rough[ \t]figure",
    "fr": r"estimation|approximation|approximatif|approximative|approché|approchée",
    "de": r"schätzung|schätzwert|näherung|näherungswert|ungefähr|geschätzt",
    "es": r"estimación|aproximación|aproximado|aproximada|estimado|estimada",
    "pt": r"estimativa|aproximação|aproximado|aproximada|estimado|estimada",
    "it": r"stima|approssimazione|approssimativo|approssimativa|stimato|stimata",
    "ru": r"оценка|приближение|приблизительно|примерно|приближённо|приближенно",
    "nl": r"schatting|benadering|ongeveer|geschat",
    "pl": r"szacunek|przybliżenie|oszacowanie|w[ \t]przybliżeniu",
    "tr": r"tahmin|yaklaşık|yaklaşık[ \t]değer",
    "id": r"perkiraan|taksiran|pembulatan",
    "vi": r"ước[ \t]tính|xấp[ \t]xỉ|gần[ \t]đúng",
    "zh": r"估计|估算|近似|约数值|大约",
    "ja": r"概算|近似|推定|およそ",
}
# The start of a line that checks an answer already given ("Check: 2(7) + 3 = 17").
CHECKS = {
    "en": r"(?:let's|let[ \t]us|let[ \t]me|we[ \t]can|to)?[ \t]?(?:double-)?(?:check(?:ing|ed)?|verif(?:y|ying|ied|ication))"
    r"|substitut(?:e|ing)(?:[ \t]back)?|plugging(?:[ \t]in)?|as[ \t]a[ \t]check|sanity[ \t]check|re-?check(?:ing)?"
    r"|(?:a[ \t])?(?:second|another|closer)[ \t]look|looking[ \t]again",
    "fr": r"vérification|vérifions|en[ \t]remplaçant",
    "de": r"probe|gegenprobe|kontrolle|überprüfung|prüfung|einsetzen",
    "es": r"comprobación|verificación|comprobamos|sustituyendo",
    "pt": r"verificação|verificando|substituindo",
    "it": r"verifica|controllo|sostituendo",
    "ru": r"проверка|проверим|подставим",
    "zh": r"验证|检验|检查",
    "ja": r"検算|検証",
    # beyond the eight: the word that opens a check line ("Ellenőrzés: 4 · 9 = 36", "Semakan: 630 ÷ 14 = 45")
    "more": r"ellenőrzés|semakan|pemeriksaan|periksa|cek|kontrol|doğrulama|sprawdzenie|controle|kiểm[ \t]tra|kontroll|tarkistus"
    r"|verificare|ověření|overenie|provjera|проверка|перевірка|έλεγχος|בדיקה|التحقق|जाँच|যাচাই|ตรวจสอบ|semak|pagsusuri"
    # the imperative or the "try again" that opens one ("Suriin: 8 + 16 = 24", "Thử lại: 75 + 45 = 120", "Hakiki: ...")
    r"|suriin|tingnan|thử[ \t]lại|kiểm[ \t]lại|hakiki|kuhakiki|uhakiki"
    # the noun for verification in Greek, Tamil, Telugu, Marathi, Persian, Urdu, Catalan, Latvian
    r"|επαλήθευση|சரிபார்ப்பு|తనిఖీ|ధృవీకరణ|पडताळणी|तपासणी|بررسی|جانچ|comprovació|pārbaude",
}
# The roles of a chat, as a turn's header names them ("User:", "### Kasutaja:", "**Assistent:**", "用户："): a completion
# that writes a turn after its text plays both sides of a conversation. One row per language (the user, the assistant,
# and where it is a role's name, the human); a word that is also a name in a solution (a segment "AI", a "Model:") is left out.
CHAT_ROLES = {
    "en": r"user|human|assistant|chatbot", "fr": r"utilisateur|utilisatrice|assistant|assistante|humain",
    "de": r"nutzer|benutzer|nutzerin|benutzerin|assistent|assistentin|mensch", "es": r"usuario|usuaria|asistente|humano",
    "pt": r"usuário|usuária|utilizador|assistente|humano", "it": r"utente|assistente|umano",
    "ru": r"пользователь|ассистент|помощник", "uk": r"користувач|асистент|помічник", "be": r"карыстальнік|асістэнт",
    "bg": r"потребител|асистент|помощник", "sr": r"корисник|помоћник", "zh": r"用户|用戶|助手|助理|人类|人類",
    "ja": r"ユーザー|ユーザ|アシスタント", "ko": r"사용자|유저|어시스턴트", "vi": r"người[ \t]dùng|trợ[ \t]lý",
    "nl": r"gebruiker|assistent", "af": r"gebruiker|assistent", "pl": r"użytkownik|asystent", "cs": r"uživatel|asistent",
    "sk": r"používateľ|asistent", "sl": r"uporabnik|asistent|pomočnik", "hr": r"korisnik|asistent|pomoćnik",
    "hu": r"felhasználó|asszisztens", "fi": r"käyttäjä|avustaja|assistentti", "et": r"kasutaja|assistent|abiline",
    "lv": r"lietotājs|asistents|palīgs", "lt": r"naudotojas|vartotojas|asistentas|padėjėjas",
    "sv": r"användare|användaren|assistent|assistenten", "da": r"bruger|brugeren|assistent|assistenten",
    "no": r"bruker|brukeren|assistent|assistenten", "is": r"notandi|aðstoðarmaður", "ro": r"utilizator|utilizatorul|asistent|asistentul",
    "sq": r"përdorues|përdoruesi|asistent|asistenti", "mt": r"utent|assistent", "ca": r"usuari|usuària|assistent",
    "gl": r"usuario|asistente", "eu": r"erabiltzailea|laguntzailea", "cy": r"defnyddiwr|cynorthwyydd", "ga": r"úsáideoir|cúntóir",
    "el": r"χρήστης|βοηθός", "tr": r"kullanıcı|asistan", "az": r"istifadəçi|köməkçi|assistent", "uz": r"foydalanuvchi|yordamchi",
    "kk": r"пайдаланушы|көмекші|ассистент", "ky": r"колдонуучу|жардамчы", "mn": r"хэрэглэгч|туслах", "ka": r"მომხმარებელი|ასისტენტი",
    "hy": r"օգտատեր|օգտվող|օգնական", "he": r"משתמש|עוזר", "ar": r"المستخدم|مستخدم|المساعد|مساعد", "fa": r"کاربر|دستیار",
    "ur": r"صارف|معاون", "hi": r"उपयोगकर्ता|सहायक", "ne": r"प्रयोगकर्ता", "bn": r"ব্যবহারকারী|সহকারী", "ta": r"பயனர்|உதவியாளர்",
    "te": r"వినియోగదారు|సహాయకుడు", "th": r"ผู้ใช้|ผู้ช่วย", "km": r"អ្នកប្រើ|ជំនួយការ", "my": r"အသုံးပြုသူ",
    "id": r"pengguna|asisten|pembantu", "tl": r"gumagamit|katulong", "sw": r"mtumiaji|msaidizi", "am": r"ተጠቃሚ|ረዳት",
    "ha": r"mai[ \t]amfani|mataimaki", "yo": r"olùmúlò|olumulo", "so": r"isticmaale|isticmaalaha|caawiye", "zu": r"umsebenzisi|umsizi",
}
# A label that heads the working, not its result ("Step-by-Step Answer: …", MGSM's "Schrittweise Antwort: …"): the
# word before the noun for "answer" that makes it so. (Where the word follows the noun, "Réponse étape par étape :",
# the label is no marker already.)
STEPWISE = re.compile(
    r"(?i)(?:step[- ]by[- ]step|step-wise|stepwise|schrittweise|schritt[- ]für[- ]schritt|逐步|分步|ステップごとの|ধাপে[ \t]ধাপে|దశలవారీగా"
    r"|चरण[ \t]दर[ \t]चरण|krok[ \t]po[ \t]kroku|adım[ \t]adım|stap[ \t]voor[ \t]stap)[ \t*_]{0,3}$"
)
# Words that open a line checking the answer after it in Chinese, Japanese and Korean ("验算：24 + 12 = 36", "検算：",
# "검산:"): the final statement is the line before.
CHECK_LINE_WORDS = {"zh": r"验算|驗算|檢驗", "ja": r"検算|検証", "ko": r"검산|검증"}


def words(table: dict[str, str], languages: tuple[str, ...] | None = None) -> str:
    """One regex alternation of ``table``'s rows (of ``languages``, default all of them): whole
    words for spaced scripts, anywhere for Chinese, Japanese and Thai."""
    languages = tuple(table) if languages is None else languages
    spaced = "|".join(table[lang] for lang in languages if lang not in _UNSPACED and lang in table)
    unspaced = "|".join(table[lang] for lang in languages if lang in _UNSPACED and lang in table)
    parts = [rf"(?<![^\W_])(?:{spaced})(?![^\W_])"] if spaced else []
    if unspaced:
        parts.append(f"(?:{unspaced})")
    return "|".join(parts)


def compile_words(table: dict[str, str], languages: tuple[str, ...] | None = None) -> re.Pattern:
    return re.compile(words(table, languages), re.IGNORECASE)


# An answer named as wrong or as another's ("A common wrong answer is 24", "Eine falsche Antwort wäre 24",
# "常见的错误答案是24"): a word before the noun, at most two words between them, ...
OTHER_ANSWER_BEFORE = {
    "en": r"wrong|incorrect|false|mistaken|erroneous|bad|tempting|common|typical|popular|naive|naïve|intuitive|other|another"
    r"|alternative|alternate|different|trap|distractor|student's|students'",
    "fr": r"mauvaise|fausse|autre|fréquente",
    "de": r"falsche|falscher|falsches|falschen|häufige|häufiger|typische|typischer|verlockende|naheliegende|andere|anderer"
    r"|alternative|fehlerhafte|fehlerhafter",
    "es": r"otra|mala|típica|común",
    "pt": r"outra|má|típica|comum",
    "it": r"altra|cattiva|tipica",
    "ru": r"неправильный|неверный|ошибочный|ложный|частый|типичный|распространённый|распространенный|другой|иной",
    "zh": r"错误的?|錯誤的?|错的|錯的|不正确的?|不正確的?|常见的?|常見的?|典型的?|另一个|另一個|其他的?|别的|別的",
    "vi": r"sai",
}
# ... or the word after it ("la respuesta incorrecta es 24", "đáp án sai là 24").
OTHER_ANSWER_AFTER = {
    "en": r"key",
    "fr": r"fausse|erronée|incorrecte|courante|fréquente",
    "es": r"incorrecta|errónea|equivocada|común|típica",
    "pt": r"errada|incorreta|errônea|comum|típica",
    "it": r"sbagliata|errata|scorretta|comune|tipica",
    "ru": r"неверен|неправилен",
    "vi": r"sai",
}
_ANY_NOUN = r"(?:" + "|".join(v for k, v in ANSWER_NOUNS.items() if k != "more") + r")"
_OTHER_BEFORE = r"(?:" + words(OTHER_ANSWER_BEFORE) + r")(?:[ \t]{1,3}[^\W\d_]{1,20}){0,2}[ \t]{0,3}"
_OTHER_AFTER = r"(?:[ \t]{1,3}[^\W\d_]{1,20}){0,2}?[ \t]{1,3}(?:" + words(OTHER_ANSWER_AFTER) + r")"
_OTHER_ANSWER_NOUN = re.compile(_OTHER_BEFORE + r"$", re.IGNORECASE)
# What joins the other answer to its value: a verb or a colon, no number, on its line.
_OTHER_ANSWER_HEAD = re.compile(
    r"(?:" + _OTHER_BEFORE + _ANY_NOUN + r"|(?<![^\W_])" + _ANY_NOUN + _OTHER_AFTER + r")[^\d\n.;!?]{0,24}$", re.IGNORECASE
)


def names_another_answer(before_noun: str) -> bool:
    """Whether the words right before an answer's noun name it as wrong or as someone else's ("a common wrong ")."""
    return _OTHER_ANSWER_NOUN.search(before_noun[-80:]) is not None


def other_answer_before(head: str) -> bool:
    """Whether a value follows a phrase that names a wrong or another answer ("A tempting answer is ", "la respuesta
    incorrecta es "): the value is named, not committed to."""
    return _OTHER_ANSWER_HEAD.search(head[-120:]) is not None


# The words of a closing that says nothing about the answer ("Hope this helps!", "Asante kwa swali zuri!",
# "Remélem, segítettem!"), in the languages a policy may sign off in: a sentence of these words alone, with no
# number, is harmless wherever it stands. Scripts written without spaces (the rows last) are matched by a run's start.
CLOSINGS = {
    "en": "i hope this that it helps helped help helpful good luck keep up gets get easier with practice thanks thank you "
          "for reading the question great happy "
          "studying learning teaching solving practicing practising calculating math maths let me know if any questions have a nice day cheers "
          "best wishes with your studies kind kindest warm warmest regards",
    "es": "espero que te le ayude ayuda sirva suerte gracias buena mucha mucho ánimo saludos éxito si tienes tiene más dudas preguntas aquí estoy avísame avísanos avisa avise avíseme dime escríbeme",
    "fr": "j je espère que cela ça vous t te aide aidera bonne chance merci courage n hésite hésitez pas si tu as avez d autres questions journée",
    "de": "ich hoffe das dies hilft hat geholfen viel erfolg glück danke spaß beim üben weiterrechnen lernen guten appetit",
    "pt": "espero que isso te ajude ajudado boa sorte obrigado obrigada pela pergunta bons estudos se tiver mais dúvidas perguntas me avise",
    "it": "spero che ti questo sia utile aiuti buona fortuna grazie studio",
    "ru": "надеюсь это поможет помогло удачи в учёбе учебе спасибо успехов",
    "tr": "umarım yardımcı olmuştur olur iyi çalışmalar başarılar teşekkürler kolay gelsin bol şans",
    "id": "semoga membantu bermanfaat selamat belajar terima kasih sukses ini",
    "ms": "beritahu saya jika anda mahu perlukan cara lain penjelasan lanjut",
    "sw": "asante hongera kwa swali zuri natumaini hii inasaidia itasaidia imesaidia imekusaidia inakusaidia itakusaidia sana karibu tena "
          "ukiwa una na swali maswali jingine mengine niulize uliza tu",  # welcome again; if you have another question, just ask
    "tl": "sana makatulong nakatulong ito sa iyo salamat po maraming",
    "el": "ελπίζω να βοήθησα βοηθήσει καλή συνέχεια στη μελέτη σου επιτυχία ευχαριστώ",
    "he": "בהצלחה במבחן מקווה שזה עוזר עזר שעזרתי עזרתי תודה",
    "fa": "امیدوارم مفید بوده باشد موفق باشید ممنون",
    "ar": "أتمنى أن يكون هذا مفيدا مفيداً بالتوفيق شكرا",
    "ro": "sper că te ajută mult succes la teme mulțumesc o zi zile bună frumoasă explicația explicațiile v a ți mi fost de folos utilă utile clară clare",
    "hu": "remélem segítettem segített érthető világos volt sok sikert a tanuláshoz gyakorláshoz köszönöm",
    "hi": "आशा है कि इससे यह मदद मिलेगी मिली होगी करेगा स्पष्ट धन्यवाद शुभकामनाएँ",
    "vi": "chúc bạn học tốt nhé hy vọng điều này giúp ích cảm ơn đã hỏi thành công",
    "sk": "dúfam že to je pomôže jasné zrozumiteľné veľa šťastia ďakujem ak máte ďalšie otázky rád rada pomôžem",
    "cs": "doufám že to je pomůže srozumitelné jasné hodně štěstí při učení děkuji pokud máte další otázky rád ráda pomohu",
    "sr": "надам се да помаже помогло срећно хвала",
    "pl": "mam nadzieję że to pomoże jasne powodzenia dziękuję jeśli masz macie pytania chętnie pomogę",
    "nl": "ik hoop dat dit helpt succes plezier ermee veel bedankt met oefenen",
    "fi": "toivottavasti tästä oli apua onnea kiitos",
    "sv": "hoppas det hjälper lycka till tack",
    "cy": "gobeithio bod hyn yn helpu diolch",
    "zu": "ngiyethemba lokhu kuyasiza ngiyabonga",
    "bn": "আশা করি এটি এটা সাহায্য করবে করেছে কাজে লাগবে লেগেছে বুঝতে পেরেছ পেরেছেন পেরেছো ধন্যবাদ শুভকামনা "
          "আরও আর কোনো প্রশ্ন থাকলে জানাবেন জানাও জানিও",  # if you have more questions, let me know
    "ta": "இது உதவும் உதவியிருக்கும் என்று நம்புகிறேன் நன்றி வாழ்த்துக்கள் மேலும் வேறு கேள்விகள் இருந்தால் கேளுங்கள்",  # more questions? ask
    "ur": "امید ہے کہ یہ مددگار ثابت ہوگا ہو گا ہوا شکریہ",
    "fa+": "کمک کرده کند امیدوارم این",
    "uk": "сподіваюся сподіваюсь це допоможе допомогло зрозуміло бажаю успіхів у навчанні дякую якщо є ще виникнуть питання пишіть звертайтеся",
    "ha": "ina fatan wannan zai ya taimaka na gode",
    "da": "håber det hjælper hjalp held og lykke tak",
    "nb": "håper det hjelper hjalp lykke til takk",
    "ka": "იმედია იმედი მაქვს ვიმედოვნებ დაგეხმარეთ დაგეხმარებათ დაგეხმარა გმადლობთ წარმატებები",
    "kk": "бұл көмектеседі көмектесті деп үміттенемін сәттілік рахмет",
    "hy": "հուսով եմ սա կօգնի օգնեց շնորհակալություն",
    "am": "ይህ እንደሚረዳ እንደረዳዎት እንደሚረዳዎት እንደረዳህ እንደሚረዳህ እንደረዳሽ ተስፋ አደርጋለሁ አመሰግናለሁ",
    "ne": "आशा छ यसले मद्दत गर्नेछ गर्यो धन्यवाद",
    "mr": "आशा आहे की हे मदत करेल धन्यवाद",
    "te": "ఇది సహాయపడుతుందని ఆశిస్తున్నాను ధన్యవాదాలు",
    "kn": "ಇದು ಸಹಾಯ ಮಾಡುತ್ತದೆ ಎಂದು ಭಾವಿಸುತ್ತೇನೆ ಧನ್ಯವಾದಗಳು",
    "ml": "ഇത് സഹായിക്കുമെന്ന് പ്രതീക്ഷിക്കുന്നു നന്ദി",
    "ko": "도움이 되었길 되었기를 되었으면 되길 되기를 됐으면 됐기를 바랍니다 바래요 좋겠습니다 좋겠어요 감사합니다 고맙습니다 행운을 빕니다 "
          "공부 화이팅 파이팅",
    # good luck with the homework, the studies or the test ("Lycka till med läxan!", "Bonne chance pour tes devoirs !")
    "homework": "with your the homework studies test exam med matten matematiken läxan läxorna läxor studierna provet lektierne lektier leksene lekser "
                "eksamen met je jouw huiswerk studie toets bei beim mit den deinen hausaufgaben lernen der prüfung pour avec tes vos "
                "devoirs l'examen révisions con tus deberes tareas la tarea el examen com os seus deveres tarefa estudos prova i compiti "
                "lo studio l'esame w nauce z zadaniem domowym pracą domową läksyjen kanssa s úkoly úkolem a házi feladathoz",
    "gu": "આશા છે કે આ મદદરૂપ થશે આભાર",
    "pa": "ਉਮੀਦ ਹੈ ਕਿ ਇਹ ਮਦਦ ਕਰੇਗਾ ਧੰਨਵਾਦ",
    "si": "මෙය උපකාරී වේ යැයි බලාපොරොත්තු වෙමි ස්තූතියි",
    "uz": "umid qilamanki bu yordam beradi berdi rahmat omad tilayman",
    "az": "ümid edirəm ki bu kömək edəcək təşəkkür uğurlar",
    "ky": "бул жардам берет деп үмүттөнөм рахмат",
    "mn": "энэ тус болно гэж найдаж байна баярлалаа амжилт",
    "bg": "надявам се това да помогне помогна успех благодаря",
    "mk": "се надевам дека ова помага помогна успех благодарам",
    "hr": "nadam se da je ovo pomaže pomoglo sretno srećno hvala s sa učenjem vježbanjem lijepa lijep pozdrav puno",
    "sl": "upam da to pomaga pomagalo srečno hvala",
    "lt": "tikiuosi kad tai padės padėjo sėkmės ačiū",
    "lv": "ceru ka tas palīdzēs palīdzēja veiksmi paldies lai veicas",
    "et": "loodan et see aitab aitas edu aitäh",
    "is": "vona að þetta hjálpi hjálpaði gangi þér vel takk",
    "sq": "shpresoj që kjo të ndihmojë ju ndihmoi suksese faleminderit",
    "ca": "espero que això t'ajudi us ajudi molta sort gràcies fins aviat bon dia",
    "gl": "espero que isto che axude grazas sorte",
    "eu": "espero dut honek lagunduko dizula lagungarria izatea izan dela eskerrik asko zorte on",
    "af": "ek hoop dit help sukses dankie baie voorspoed",
    "ga": "tá súil agam go gur gcabhraíonn chabhraigh sé seo sin leat libh raibh maith agat ádh mór n éirí",  # "Go n-éirí leat!"
    "yo": "mo nireti pe eyi yoo ran yin lọwọ e se o",
    "xh": "ndiyathemba ukuba oku kuyanceda kuyakunceda kukunceda enkosi",
    "so": "waxaan rajeynayaa inay tani ku caawiso mahadsanid",
    "mt": "nittama li dan jgħin grazzi",
    "eo": "mi esperas ke tio helpas helpos dankon",
    # a remark on the problem itself, naming its kind ("Fun little stars-and-bars problem!", "Classic pigeonhole.")
    "remark": "what a fun little nice neat cool classic lovely elegant beautiful interesting cute satisfying problem puzzle exercise "
              "and stars bars pigeonhole casework induction telescoping symmetry geometry algebra combinatorics counting probability "
              "arithmetic multinomial binomial permutation permutations combination combinations arrangement arrangements modular recursion "
              "inverse inverses",
    # the languages of fewer speakers a policy may sign off in: thanks, good luck, have a nice day
    "sm": "faafetai fa'afetai tele lava ia manuia lou aso",
    "to": "mālō malo 'aupito aupito",
    "mi": "kia ora ngā nga mihi",
    "haw": "mahalo nui loa",
    "fj": "vinaka vakalevu",
    "mg": "misaotra betsaka mirary soa",
    "gd": "tapadh leibh leat mòran taing",
    "br": "trugarez deoc'h",
    "lb": "merci villmools",
    "fo": "takk fyri",
    "st": "ke kea a leboha katleho",
    "tn": "ke a leboga",
    "sn": "ndatenda maita basa",
    "ig": "daalụ dalu",
    "rw": "murakoze cyane",
    "lg": "webale nnyo",
    "ln": "matondo mingi",
    "wo": "jërëjëf jerejef",
    "om": "galatoomi",
    "tw": "medaase",
    "qu": "sulpayki yusulpayki",
    "gn": "aguyje",
    "ht": "mèsi anpil bòn chans",
    "jv": "matur nuwun sugeng sinau",
    "su": "hatur nuhun",
    "ceb": "daghang salamat",
    "la": "gratias tibi ago vale",
    "fy": "tankewol",
    "hmn": "ua tsaug",
    "ku": "spas sipas سوپاس",
    "ps": "مننه بریالي اوسئ",
    "ug": "رەھمەت ئامەت",
    "tg": "ташаккур раҳмат муваффақ бошед",
    "tk": "sag boluň üstünlik",
    "tt": "рәхмәт уңышлар",
    "bo": "ཐུགས རྗེ ཆེ བཀྲིན བཀྲ ཤིས བདེ ལེགས",
    # scripts written without spaces: a run's start ("ขอบคุณมาก", "ကျေးဇူးတင်ပါတယ်", "អរគុណច្រើន")
    "th": "หวังว่า ขอบคุณ โชคดี",
    "my": "ကျေးဇူး ကံကောင်း မျှော်လင့် ကူညီနိုင်ခဲ့ ဝမ်းသာပါတယ်",  # thanks, good luck, hope, could help, (I am) glad
    "km": "អរគុណ សំណាងល្អ សង្ឃឹមថា សូមសំណាងល្អ",
    "lo": "ຂອບໃຈ ໂຊກດີ ຫວັງວ່າ ຂໍໃຫ້ໂຊກດີ",
    "ja": "お役に 役に立 参考に ご参考 お力に 頑張って がんばって ありがとう 幸いです 勉強",
    # Chinese, unspaced too but read whole: each phrase between punctuation is one of these
    "zh": "希望对你有帮助 希望对您有帮助 希望这对你有帮助 希望这能帮到你 希望能帮到你 希望能帮到您 希望能帮助到你 希望能帮助你 希望有所帮助 "
          "祝你学习进步 祝学习进步 祝你学习顺利 学习顺利 加油 谢谢 感谢阅读 希望對你有幫助 希望能幫到你 祝你學習進步 謝謝",
}
# An offer to explain more or show the work another way ("Если нужно, могу объяснить подробнее.", "Kdyby něco nebylo
# jasné, rád vysvětlím.", "אם תרצה, אוכל להסביר למה הנוסחה עובדת.") and a wish for what the reader does next ("Gute
# Reise!", "Jó utat!", "Safe travels!", "ขอให้สนุกกับการทำขนมนะครับ"): read as closings, a sentence of these words with
# CLOSINGS' alone, no number, is harmless. No word of doubt, of an alternative or of wrongness is among them; a
# sentence that holds one is not made of them ("Если нужно, могу объяснить, почему ответ, возможно, неверен.").
OFFERS = {
    "en": "if you want would like need i can could show explain walk through it another way method in more detail step by step "
          "happy glad to safe travels trip journey flight have a enjoy your ride baking cooking bon voyage",
    "fr": "si vous voulez souhaitez tu veux je peux pourrais vous te expliquer montrer plus de détails en détail explications "
          "bon voyage bonne route appétit",
    "de": "wenn du sie möchtest möchten willst wollen kann ich gerne es dir ihnen ausführlicher genauer erklären zeigen "
          "gute reise fahrt guten flug schöne schönen viel spaß beim backen kochen",
    "es": "si quieres quiere lo necesitas puedo explicarlo explicar mostrar más detalle en con detalles buen viaje provecho",
    "pt": "se quiser quiserem precisar posso explicar mostrar mais detalhes com em detalhe boa viagem",
    "it": "se vuoi volete posso spiegare mostrare più in dettaglio buon viaggio appetito",
    "ru": "если нужно надо хотите хочешь могу объяснить показать подробнее другой способ счастливого пути приятного аппетита",
    "uk": "якщо потрібно хочете щось незрозуміло питайте можу пояснити показати детальніше щасливої дороги смачного",
    "pl": "jeśli chcesz potrzebujesz mogę wyjaśnić pokazać dokładniej szczegółowo więcej przykładów daj znać szerokiej drogi smacznego",
    "cs": "kdybyste kdyby chtěli chcete potřebujete mohu můžu ukázat vysvětlit i grafické jiné řešení podrobněji něco nebylo "
          "jasné vysvětlím šťastnou cestu dobrou chuť",
    "sk": "ak chcete potrebujete môžem vysvetliť ukázať podrobnejšie šťastnú cestu dobrú chuť",
    "hu": "ha szeretnéd szeretné szívesen elmagyarázom megmutatom részletesebben jó utat étvágyat",
    "nl": "als je wilt kan ik het uitleggen laten zien goede reis eet smakelijk",
    "tr": "isterseniz istersen daha ayrıntılı açıklayabilirim gösterebilirim iyi yolculuklar afiyet olsun",
    "he": "אם תרצה תרצי תרצו אוכל להסביר להראות למה הנוסחה עובדת בשמחה נסיעה טובה",
    "el": "αν θέλετε θέλεις μπορώ να εξηγήσω δείξω αναλυτικά καλό ταξίδι",
    "hi": "अगर यदि आप चाहें तो मैं समझा सकता सकती हूँ हूं विस्तार से शुभ यात्रा",
    "ar": "إذا أردت يمكنني أن أشرح بالتفصيل رحلة سعيدة",
    "vi": "bạn cần muốn thêm bài tập tương tự mình tôi sẵn sàng giúp giải thích chi tiết",
    # unspaced: a run's start, as CLOSINGS' ("ขอให้สนุก…" have fun …, "ขอให้โชคดี" good luck, "เดินทางปลอดภัย" safe travels)
    "th": "ขอให้สนุก ขอให้โชคดี ขอให้มีความสุข เดินทางปลอดภัย",
}
# A short sentence that says the answer checks out ("Igen, stimmel.", "Da, točno.", "Ano, sedí."): words for "yes", "right",
# "it agrees", with no word of negation, in the languages a policy may switch to.
CONFIRMATIONS = {
    "en": "yes yep yeah correct right true indeed confirmed checks out it that this is so ok okay good exactly"
          " same result again as before consistent agrees matches holds"
          " i m am sure certain confident completely fully very high confidence level",  # a certainty said ("Confidence: high")
    "de": "ja stimmt richtig korrekt genau ich bin mir da ganz sicher absolut",
    "hu": "igen igaz helyes stimmel jó pontosan valóban rendben így ez egyezik",
    "cs": "ano správně souhlasí sedí přesně tak je to",
    "sk": "áno správne sedí súhlasí presne tak je to",
    "hr": "da točno tačno ispravno slaže se tako je to",
    "sl": "da pravilno drži se ujema tako je",
    "ro": "da corect exact se verifică este așa e",
    "nl": "ja klopt juist correct dat inderdaad precies",
    "sv": "ja stämmer rätt korrekt det precis",
    "da": "ja korrekt rigtigt passer det præcis",
    "no": "ja riktig korrekt stemmer det",
    "fi": "kyllä oikein pitää paikkansa täsmää tämä se",
    "et": "jah õige klapib täpselt",
    "lt": "taip teisingai tinka sutampa tikrai",
    "lv": "jā pareizi sakrīt tieši tā",
    "el": "ναι σωστό σωστά σωστή ισχύει",
    "he": "כן נכון מתאים זה",
    "ar": "نعم صحيح صح هذا",
    "tr": "evet doğru tamam",
    "vi": "đúng vậy chính xác rồi",
    "id": "ya benar betul tepat sesuai",
    "sw": "ndiyo sahihi sawa",
    "uk": "так правильно вірно збігається",
    "bg": "да вярно правилно точно",
    "ca": "sí correcte exacte quadra",
    "eu": "bai zuzena ondo",
    "pl": "tak zgadza się dobrze poprawnie",
    "tl": "oo tama",
    # the check said to confirm the result ("Проверка подтверждает результат.", "A verificação confirma o resultado.")
    "ru": "да верно правильно всё все сходится проверка подтверждает подтверждают результат ответ проверено перепроверено дважды",
    "pt": "sim a o verificação prova confirma confirmam resultado resposta",
}
_CONFIRMING_WORDS = frozenset(unicodedata.normalize("NFKC", w) for row in CONFIRMATIONS.values() for w in row.split())
# A fault denied or the work said checked, in the languages read ("Nessun errore.", "Я перепроверил — ошибки нет.", "Je ne
# retire rien, le calcul est juste."): read out of a sentence before its other words are weighed as a confirmation's. A
# fault named without its negation ("Errore.", "ошибка") is none of these.
_NO_FAULT = re.compile(
    r"(?i)(?<![^\W\d_])(?:no[ \t]+(?:errors?|mistakes?)(?:[ \t]+(?:found|here))?|nothing[ \t]+to[ \t]+(?:fix|correct|retract)|I[ \t]+(?:re-?|double-)?checked(?:[ \t]+it)?"
    r"|aucune[ \t]+erreur|pas[ \t]+d'erreur|je[ \t]+ne[ \t]+retire[ \t]+rien|j'ai[ \t]+(?:re)?vérifié|le[ \t]+calcul[ \t]+est[ \t]+(?:juste|bon|correct)"
    r"|(?:kein(?:e|en)?)[ \t]+Fehler|ich[ \t]+habe[ \t]+(?:es[ \t]+)?(?:nachgerechnet|überprüft|geprüft)|die[ \t]+Rechnung[ \t]+stimmt"
    r"|sin[ \t]+errores|ningún[ \t]+error|no[ \t]+hay[ \t]+errores?|(?:lo[ \t]+)?he[ \t]+(?:comprobado|verificado|revisado)|el[ \t]+cálculo[ \t]+es[ \t]+correcto"
    r"|nenhum[ \t]+erro|sem[ \t]+erros?|(?:eu[ \t]+)?(?:conferi|verifiquei)|o[ \t]+cálculo[ \t]+está[ \t]+(?:certo|correto)"
    r"|nessun[ \t]+errore|nessuno[ \t]+sbaglio|(?:ho[ \t]+)?(?:ricontrollato|verificato|controllato)|il[ \t]+calcolo[ \t]+è[ \t]+(?:giusto|corretto)"
    r"|ошибки[ \t]+нет|ошибок[ \t]+нет|нет[ \t]+ошибок|ошибок[ \t]+не[ \t]+найдено|(?:я[ \t]+)?(?:пере)?проверил[аи]?|вс[её][ \t]+верно"
    r"|geen[ \t]+fout(?:en)?|brak[ \t]+błędów|bez[ \t]+błędów"
    # the writer sure of it, no negation between ("I am sure.", "Estoy seguro.", "Ich bin mir sicher."; "I'm not sure" doubts)
    r"|I(?:'m|’m|[ \t]+am)[ \t]+(?:(?:quite|completely|absolutely|totally|fully|very|pretty)[ \t]+)?(?:sure|certain|confident)(?:[ \t]+of[ \t]+it)?"
    r"|(?:je[ \t]+suis|j'en[ \t]+suis)[ \t]+(?:(?:tout[ \t]+à[ \t]+fait|absolument|bien)[ \t]+)?(?:sûre?|certaine?)"
    r"|ich[ \t]+bin[ \t]+(?:mir[ \t]+)?(?:(?:ganz|absolut|völlig|hundertprozentig)[ \t]+)?sicher"
    r"|(?:estoy|yo[ \t]+estoy)[ \t]+(?:(?:totalmente|completamente|muy|bastante)[ \t]+)?segur[oa]"
    r"|(?:tenho|eu[ \t]+tenho)[ \t]+(?:a[ \t]+)?certeza|(?:estou|eu[ \t]+estou)[ \t]+(?:muito[ \t]+)?segur[oa]"
    r"|(?:sono|ne[ \t]+sono)[ \t]+(?:(?:assolutamente|del[ \t]+tutto|molto)[ \t]+)?sicur[oa]|я[ \t]+(?:полностью[ \t]+|абсолютно[ \t]+)?уверен[а]?"
    # no doubt about it, in the languages read ("Sin duda.", "Sem dúvida.", "Ohne Zweifel."; French "sans doute" is
    # "probably", so only "sans aucun doute" is certain)
    r"|(?:without[ \t]+(?:a|any)[ \t]+doubt|no[ \t]+doubt(?:[ \t]+about[ \t]+it)?|undoubtedly|sans[ \t]+aucun[ \t]+doute|ohne[ \t]+(?:jeden[ \t]+)?Zweifel|zweifellos"
    r"|sin[ \t]+(?:ninguna[ \t]+)?duda(?:[ \t]+alguna)?|sem[ \t]+(?:nenhuma[ \t]+)?dúvida(?:[ \t]+alguma)?|senza[ \t]+(?:alcun[ \t]+)?dubbio(?:[ \t]+alcuno)?"
    r"|без[ \t]+(?:всякого[ \t]+)?сомнени[яй]|несомненно))(?![^\W\d_])")
_MAX_CONFIRMING_WORDS = 6
# Arabic script's short vowels, tanwin and tatweel are optional in writing ("مفيدًا", "مفيداً", "مفيدا" are one word):
# a closing's words are compared without them.
_OPTIONAL_MARKS = {**dict.fromkeys(range(0x064B, 0x0660)), 0x0670: None, 0x0640: None, 0x200C: None}
_CLOSING_WORDS = frozenset(unicodedata.normalize("NFKC", w).translate(_OPTIONAL_MARKS)
                           for table in (CLOSINGS, OFFERS) for row in table.values() for w in row.split())
_UNSPACED_CLOSINGS = ("th", "my", "km", "lo", "ja")
_CLOSING_STARTS = tuple(unicodedata.normalize("NFKC", w) for table in (CLOSINGS, OFFERS)
                        for language in _UNSPACED_CLOSINGS if language in table for w in table[language].split())
# A word of a closing: letters between spaces and punctuation (Tibetan's syllable mark, the full stops of Tibetan,
# Burmese, Khmer and Ethiopic, and the full-width marks of Chinese and Japanese included).
_CLOSING_TOKEN = re.compile(r"[^\s\d!-/:-@\[-`{-~\u2000-\u206f\u3000-\u303f\uff01-\uff0f\uff1a-\uff20«»¿¡،؛؟।॥۔։་།༎။၊។៕።፣]+")


def confirmation(sentence: str) -> bool:
    """Whether ``sentence`` is a short confirmation made of :data:`CONFIRMATIONS` words alone, with no number and no
    question ("Is it right?" asks)."""
    if any(c.isdigit() or c in "?？;؟" for c in sentence):
        return False
    denied = _NO_FAULT.sub(" ", sentence)
    tokens = [unicodedata.normalize("NFKC", t.lower()) for t in _CLOSING_TOKEN.findall(denied)]
    if denied != sentence and not tokens:
        return True  # "Nessun errore.", "Je ne retire rien, le calcul est juste."
    return 0 < len(tokens) <= _MAX_CONFIRMING_WORDS and all(t in _CONFIRMING_WORDS for t in tokens)


def closing(sentence: str) -> bool:
    """Whether ``sentence`` is a closing made of :data:`CLOSINGS` words alone, with no number. An offer asked as a
    question may end on the particle that makes it one ("Bạn cần thêm bài tương tự không?"): left out there only."""
    if any(c.isdigit() for c in sentence):
        return False
    tokens = [t.lower().translate(_OPTIONAL_MARKS) for t in _CLOSING_TOKEN.findall(sentence)]
    if len(tokens) > 1 and tokens[-1] in _QUESTION_PARTICLES and sentence.rstrip(" \t*_)").endswith(("?", "？")):
        tokens.pop()
    return bool(tokens) and all(t in _CLOSING_WORDS or t.startswith(_CLOSING_STARTS) or _toneless(t) in _TONELESS_CLOSING_WORDS
                                for t in tokens)


# The particles that end a yes-no question, in the languages a policy may sign off in (Vietnamese "không", "chưa";
# Malay and Indonesian "tak"; Tagalog "ba"): words of negation elsewhere, so read only at the end of a question.
_QUESTION_PARTICLES = frozenset("không chưa ko hông tak ba".split())


def _toneless(word: str) -> str:
    """``word`` without the tone marks and accents on its Latin letters ("nírètí" as "nireti", "lọ́wọ́" as "lowo"): a
    closing in a tonal language is written with them or without them."""
    if word.isascii():
        return word
    kept = []
    for ch in unicodedata.normalize("NFD", word):
        if not (unicodedata.combining(ch) and kept and kept[-1].isascii()):
            kept.append(ch)
    return "".join(kept)


_TONELESS_CLOSING_WORDS = frozenset(_toneless(w) for w in _CLOSING_WORDS)


# The whole real line said in words ("all real numbers", "tous les réels", "alle reellen Zahlen", "全体实数"), one line
# per language: the interval (-∞, ∞) as an answer, where a copula, a label or "for" gives it and it ends its sentence
# (so "all real numbers except 2" is not it; that is the set the exception leaves, read elsewhere).
REAL_LINE_WORDS = {
    "en": r"all[ \t]+(?:the[ \t]+)?real[ \t]+numbers|all[ \t]+reals|every[ \t]+real[ \t]+number|the[ \t]+(?:whole|entire)[ \t]+real[ \t]+line",
    "fr": r"tous[ \t]+les[ \t]+(?:nombres[ \t]+)?réels|l'ensemble[ \t]+des[ \t]+(?:nombres[ \t]+)?réels",
    "de": r"alle[ \t]+reellen[ \t]+Zahlen|ganz[ \t]+ℝ",
    "es": r"todos[ \t]+los[ \t]+(?:números[ \t]+)?reales",
    "pt": r"todos[ \t]+os[ \t]+(?:números[ \t]+)?reais",
    "it": r"tutti[ \t]+i[ \t]+(?:numeri[ \t]+)?reali",
    "ru": r"все[ \t]+(?:действительные|вещественные)[ \t]+числа",
    "zh": r"全体实数|所有实数|一切实数",
}
_REAL_LINE_GIVEN = (r"(?:(?<![^\W\d_])(?:is|are|be|for|est|sont|pour|ist|sind|für|es|son|para|é|são|è|sono|per|—|-)[ \t]{1,3}"
                    r"|[:=][ \t]{0,3}|[是为為][ \t]{0,2})")
_REAL_LINE_SAID = re.compile(r"(?i)" + _REAL_LINE_GIVEN + r"[*_]{0,2}(?:" + "|".join(REAL_LINE_WORDS.values()) + r")[*_]{0,2}[ \t]{0,3}[.!。]?[ \t*_]{0,4}$")
REAL_LINE = "(-\\infty, \\infty)"


def real_line_said(sentence: str) -> bool:
    """Whether ``sentence`` ends by giving the whole real line in words ("The domain is all real numbers.")."""
    return _REAL_LINE_SAID.search(sentence[-120:]) is not None
