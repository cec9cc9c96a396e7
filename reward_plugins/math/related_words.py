r"""Words, by language, that give a value after the answer to a part of the whole or to another quantity of a sale.

After a right answer a sentence may count a part of what the question counts, or several of what it counts one of:
"Na dwóch półkach stoi razem 48 książek." (two of five shelves) where the books of the shop are asked, "Üç arkadaş
birlikte 36 ceviz alır." (three friends together) where each friend's share is, "Bahçenin yarısında 27 ağaç bulunur."
(half the garden) where the whole is. It may name a quantity of a sale or a comparison that the question does not ask:
the change a note paid with brings back ("1000 円札で払うと、おつりは 400 円です。"), a difference ("A diferença de idade
entre eles é de 14 anos.", "Девочек на 4 больше, чем мальчиков."). Each is a related fact, no second answer; the asked
quantity given a value ("Zatem w sklepie jest łącznie 125 książek.", "So everyone ends up with ten.") is not one.

>>> given_to_a_part("W sklepie jest 5 półek, na każdej 24 książki. Ile książek jest w sklepie?",
...                 "Ile książek jest w sklepie?", "Na dwóch półkach stoi razem ", "", each_asked=False, sum_asked=False)
True
>>> given_to_a_part("W sklepie jest 5 półek, na każdej 24 książki. Ile książek jest w sklepie?",
...                 "Ile książek jest w sklepie?", "Zatem w sklepie jest łącznie ", "", each_asked=False, sum_asked=False)
False
"""

from __future__ import annotations

import re

from reward_plugins.math.known_words import COMMON_WORDS, text_words
from reward_plugins.math.literal_filter import LiteralFilter
from reward_plugins.math.spoken_numbers import spoken_value
from reward_plugins.math.unit_sizes import UNIT_NAMES

# Scripts written without spaces, or whose words take their particles joined (Arabic "فالباقي", "بورقة"): their words are
# found inside others.
_JOINED = re.compile(r"[\u0600-\u06ff\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _words(rows: tuple[str, ...]) -> re.Pattern:
    """One pattern of a table's rows (one row a language), its words whole where the script spaces them."""
    words = [w for row in rows for w in row.split("|")]
    return re.compile("(?i)" + "|".join(w if _JOINED.search(w) else rf"(?<![^\W\d_]){w}(?![^\W\d_])" for w in words))


# The quantities of a sale or a comparison, by language (en, fr, de, es, pt, it, ru uk, pl, tr, id, vi, zh, ja, ko, ar, hi).
_CHANGE = _words((
    r"change|monnaie|reste[ \t]à[ \t]rendre", r"Wechselgeld|Rückgeld", r"cambio|vuelto|vuelta|troco|resto",
    r"сдач[аиу]|решт[аиу]", r"reszt[aęy]", r"para[ \t]üstü", r"kembalian\w{0,3}|uang[ \t]kembali", r"tiền[ \t]thừa|tiền[ \t]trả[ \t]lại",
    r"找零|找回|找的钱|找給|おつり|お釣り|釣り銭|거스름돈|잔돈", r"الباقي|الفكة|المتبقي", r"वापसी|बाकी[ \t]पैसे",
))
_DIFFERENCE = _words((
    r"difference|différence|écart|Differenz|Unterschied|diferencia|diferença|differenza", r"разниц\w{1,2}|разност\w{1,2}|різниц\w{1,2}",
    r"różnic\w{1,2}", r"fark\w{0,4}", r"selisih\w{0,3}", r"hiệu[ \t]số|chênh[ \t]lệch", r"相差|差是|差为|差は|差が|차이", r"الفرق|فرق", r"अंतर",
))
# "平均" alone is also "on average"; as the subject a particle marks it the mean.
_MEAN = _words((r"平均は|平均が|平均值为|平均数为|평균은|평균이",))
_QUANTITIES = {"change": _CHANGE, "difference": _DIFFERENCE, "mean": _MEAN}

# A question that asks a difference without its noun: how many more, how much older.
_ASKS_A_DIFFERENCE = _words((
    r"more|fewer|less|older|younger|taller|shorter|longer|heavier|lighter|than", r"plus|moins|davantage", r"mehr|weniger|älter|jünger|als",
    r"más|menos|mais|più|meno", r"больше|меньше|старше|младше|больш\w{1,2}|менш\w{1,2}", r"więcej|mniej|starsz\w{1,2}|młodsz\w{1,2}",
    r"fazla|daha|eksik", r"lebih", r"hơn", r"多多少|少多少|多い|少ない|더|보다", r"أكثر|أقل|أكبر|أصغر", r"अधिक|ज़्यादा|कम",
))
# The note or the money a payment is made with ("1000 円札で払うと", "بورقة 20 ريالًا", "dengan uang Rp50.000", "with a $50
# bill"), said with the change it brings back.
_TENDERED_BEFORE = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:pays?|paid|paying|hands?(?:[ \t]over)?|gives?)[ \t]+(?:with[ \t]+)?(?:an?|the)?[ \t]*|paie[ \t]avec[ \t]un[ \t]billet[ \t]de"
    r"|avec[ \t]un[ \t]billet[ \t]de|mit[ \t]einem[ \t]\w{0,12}schein[ \t]von|(?:paga|pagar?)[ \t]con[ \t]un[ \t]billete[ \t]de|com[ \t]uma[ \t]nota[ \t]de"
    r"|купюр\w{1,3}[ \t]в|banknotem[ \t]|dengan[ \t]uang(?:[ \t]kertas)?|bằng[ \t]tờ|بورقة|بورقه|بعملة)[ \t$€£¥₹Rp.]*$")
_TENDERED_AFTER = re.compile(r"(?i)[ \t]*(?:[$€£¥₹]|dollars?|euros?|yen|円)?[ \t]*(?:bill|note|banknote|円札|札|元的?钞票|元纸币|원짜리|원권|지폐|lik[ \t]banknot)")

# Several together, by language: the value of the group, not of each one.
_TOGETHER = _words((
    r"together|combined|between[ \t]them", r"ensemble|réunis", r"zusammen|gemeinsam|zusammengenommen", r"juntos|juntas|insieme",
    r"вместе|разом", r"razem", r"birlikte|beraber", r"bersama(?:-sama)?|digabung", r"gộp[ \t]lại|cùng[ \t]nhau|cộng[ \t]lại",
    r"合わせて|一緒に|合起来|加起来|一起|함께|합쳐서|합하면", r"معًا|معاً|معا|مجتمعين|مجتمعة", r"मिलकर|एक[ \t]साथ",
))
# A part of the whole: its half, or one part alone ("In May alone", "Toulouse alone has 160").
_PART = _words((
    r"half|alone", r"moitié|à[ \t]lui[ \t]seul|à[ \t]elle[ \t]seule", r"Hälfte|allein", r"mitad|metade|metà|por[ \t]sí[ \t]sol[oa]|sozinh[oa]|da[ \t]sol[oa]",
    r"половин\w{1,3}", r"połow\w{1,3}", r"yarı\w{0,5}|tek[ \t]başına", r"setengah|separuh|separo", r"nửa|riêng",
    r"一半|半分|절반", r"نصف|وحده|وحدها", r"आधा|आधे|आधी|अकेले",
))
# A word for each one, in the languages the related-quantity rule's own table lacks, or said right before or after the value
# ("Two of them get 10 each", "по 10", "je 10 €"): a group's value said per item is still each one's.
_EACH_ONE = _words((
    r"each|every|apiece|chaque|chacun\w{0,2}|jede[rsnm]?|jeweils|cada|ogni|каждый|каждая|каждому|każd\w{1,3}", r"her[ \t]bir\w{0,4}",
    r"setiap|tiap|masing-masing", r"mỗi", r"每|各|마다|ずつ|씩", r"(?<![\u0621-\u064a])كل(?=[ \t]+(?!ال))", r"प्रत्येक|हर(?=[ \t])",
))
_EACH_BEFORE_VALUE = re.compile(r"(?i)(?<![^\W\d_])(?:по|po|je|à)[ \t$€£]*$")
# A total asked, in the languages the related-quantity rule's own table lacks ("Combien de places y a-t-il en tout ?").
_TOTAL_ASKED = _words((
    r"in[ \t]total|en[ \t]tout|au[ \t]total|im[ \t]Ganzen|en[ \t]total|no[ \t]total|in[ \t]tutto|итого|всего|łącznie|w[ \t]sumie",
    r"toplam\w{0,3}|tổng[ \t]cộng|seluruhnya|semuanya", r"一共|总共|總共|全部で|合計で|모두|총", r"المجموع|الإجمالي|كلها|कुल",
))
# A count of several before the thing counted: digits, or a number word of a language read (and forms its table lacks);
# the prompt's counts of its things in digits ("5 półek", "7 arkadaşına", "5상자").
_COUNT_THEN_WORD = re.compile(r"(?<![\d.,])(\d{1,4}|[^\W\d_]{1,12})(?=[ \t]+([^\W\d_]{2,20}))")
_PROMPT_COUNT = re.compile(r"(?<![\d.,])(\d{1,4})(?![\d.,]\d)[ \t]?([^\W\d_]{2,20})")
_MORE_COUNT_WORDS = {"dwóch": 2, "dwu": 2, "dwie": 2, "dwoma": 2, "trzema": 3, "czterech": 4, "pięciu": 5}
_TIMES = _words((r"times|fois|mal|veces|vezes|volte|раза?|razy|kat|kali|lần", r"倍|배"))
_WORKING = re.compile(r"[×*·÷=+]|\\(?:times|cdot|div)(?![A-Za-z])")
_MIN_STEM = 3
_MIN_STEM_UNSPACED = 2  # a Hangul or CJK syllable holds more of a word ("상자" in "상자에는")


def _count(word: str) -> int | None:
    """The count a word says: digits, or a number word of a language read (no common word of another: "to", "due")."""
    if word.isdigit():
        return int(word)
    return _MORE_COUNT_WORDS.get(word.lower()) or spoken_value(word)


def _same_thing(a: str, b: str) -> bool:
    """Whether two words are one word inflected ("półkach", "półek"; "상자에는", "상자")."""
    common = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    least = _MIN_STEM_UNSPACED if _JOINED.match(a) else _MIN_STEM
    return common >= least and common >= min(len(a), len(b)) - 2


def _several_counted(prompt: str, clause: str, spans: re.Pattern | None) -> bool:
    """Whether the clause counts some of a thing the prompt counts, fewer than the prompt's count and more than one ("Na
    dwóch półkach" of 5 shelves, "Üç arkadaş" of 7 friends, "두 상자에는" of 5 boxes, "4 pens would cost" of 12): a
    group, not what the prompt counts whole or one by one. A count of time ("52 weeks") is a span; "3 times" a factor;
    the counts of a product worked out ("2 letters × 2 friends × 3 pages = …") no group."""
    if _WORKING.search(clause):
        return False
    counted = [(int(n), thing.lower()) for n, thing in _PROMPT_COUNT.findall(prompt)]
    for m in _COUNT_THEN_WORD.finditer(clause):
        count, thing = _count(m.group(1)), m.group(2).lower()
        if (count is None or count < 2 or thing in COMMON_WORDS or thing in UNIT_NAMES or _TIMES.fullmatch(thing)
                or (spans is not None and spans.fullmatch(thing))):
            continue
        if any(count < whole and _same_thing(thing, their) for whole, their in counted):
            return True
    return False


def _counts_the_items(question: str, following: str) -> bool:
    """Whether the value counts the items the question asks each one of ("4 pens would cost $3" where "How much does each
    pen cost?" is asked): the size of a group, no value of one item."""
    each = _EACH_ONE.search(question)
    item = text_words(question[each.end() :])[:1] if each is not None else []
    thing = text_words(following)[:1]
    return bool(item and thing) and item[0] not in COMMON_WORDS and _same_thing(thing[0], item[0])


def _phrases(rows: tuple[str, ...]) -> re.Pattern:
    """One pattern of a table of phrases (one row a language, in scripts that space their words), each row whole: its
    alternatives may group words ("(?:this|that) is wrong")."""
    return re.compile("(?i)" + "|".join(rf"(?<![^\W\d_])(?:{row})(?![^\W\d_])" for row in rows))


# A value said, after it in its sentence, not to be what the question asks ("g(f(-2)) = 25, which is not what is asked",
# "…, ce qui n'est pas ce qui est demandé", "…, was nicht gefragt ist"), or set against what is asked after a word for "but"
# ("The interior angle is then 108° — but the exterior angle is what's asked."), by language (en, fr, de, es, pt, it, ru, tr).
_NOT_ASKED = _phrases((
    r"not[ \t]+what(?:[ \t]+(?:is|was|we're|we[ \t]+are|we[ \t]+were|you[ \t]+were|the[ \t]+question))?(?:'s)?[ \t]+(?:being[ \t]+)?(?:asked|wanted|requested|asks)"
    r"|(?:is|was|are|were)[ \t]+not[ \t]+(?:being[ \t]+)?asked",
    r"(?:n'est|n'était|ne[ \t]+sont)[ \t]+pas[ \t]+(?:ce[ \t]+qui[ \t]+est[ \t]+demandé|ce[ \t]+qu'on[ \t]+demande|ce[ \t]+que[ \t]+demande[ \t]+(?:la[ \t]+question|l'énoncé)|demandée?s?)",
    r"nicht[ \t]+(?:gefragt|gesucht|das[ \t]+Gefragte|das[ \t]+Gesuchte)",
    r"no[ \t]+es[ \t]+lo[ \t]+que[ \t]+se[ \t]+(?:pide|pregunta)|no[ \t]+se[ \t]+(?:pide|pregunta)",
    r"não[ \t]+é[ \t]+o[ \t]+que[ \t]+se[ \t]+(?:pede|pergunta)|não[ \t]+(?:é|foi)[ \t]+(?:pedid[oa]|perguntad[oa])",
    r"non[ \t]+è[ \t]+(?:ciò|quello)[ \t]+che[ \t]+si[ \t]+chiede|non[ \t]+è[ \t]+(?:richiest[oa]|chiest[oa])",
    r"не[ \t]+то,?[ \t]+что[ \t]+(?:спрашива\w{2,4}|требуется)|не[ \t]+спрашива\w{2,4}", r"sorulan[ \t]+(?:bu[ \t]+)?değil",
))
_ASKED_INSTEAD = _phrases((
    r"(?:but|whereas|while)[ \t]+(?:[^\W\d_]+[ \t]+){0,4}(?:is|are)[ \t]+what(?:'s|[ \t]+is|[ \t]+was|[ \t]+we[ \t]+want)?[ \t]+(?:being[ \t]+)?(?:asked|wanted|requested)",
    r"(?:mais|alors[ \t]+que)[ \t]+(?:[^\W\d_']+[ \t']+){0,4}qui[ \t]+est[ \t]+demandée?",
    r"(?:aber|doch)[ \t]+(?:gefragt|gesucht)[ \t]+ist", r"pero[ \t]+(?:lo[ \t]+que[ \t]+se[ \t]+(?:pide|pregunta)|se[ \t]+(?:pide|pregunta))",
    r"mas[ \t]+(?:o[ \t]+que[ \t]+se[ \t]+(?:pede|pergunta)|(?:é|foi)[ \t]+pedid[oa])", r"ma[ \t]+(?:si[ \t]+chiede|è[ \t]+richiest[oa])",
    r"(?:но|а)[ \t]+(?:спрашива\w{2,4}|требуется)", r"(?:ama|fakat)[ \t]+sorulan",
))
# A word that sets another example against the case asked ("unlike $-3^2 = -9$", "Unlike |x − 3| = 2, which has two
# solutions"), by language: the value within its phrase, before any comma, is that example's.
_UNLIKE = _phrases((
    r"unlike|in[ \t]+contrast[ \t]+to|as[ \t]+opposed[ \t]+to", r"contrairement[ \t]+à|à[ \t]+la[ \t]+différence[ \t]+de",
    r"im[ \t]+Gegensatz[ \t]+zu|anders[ \t]+als", r"a[ \t]+diferencia[ \t]+de|al[ \t]+contrario[ \t]+de|ao[ \t]+contrário[ \t]+de|diferentemente[ \t]+de",
    r"a[ \t]+differenza[ \t]+di|diversamente[ \t]+da", r"в[ \t]+отличие[ \t]+от", r"w[ \t]+przeciwieństwie[ \t]+do", r"khác[ \t]+với",
))
_EXAMPLE_REACH = 60
_PHRASE_ENDS = ",;:.!?\n，；。"
# A count of a property of a number, right after the count ("5040 … com 60 divisores", "it has 3 digits"), by language.
_PROPERTIES = _phrases((
    r"divisors?|factors?|digits?|prime[ \t]+factors?|zeros|zeroes|decimal[ \t]+places|solutions?|roots?",
    r"diviseurs?|facteurs?|chiffres?|solutions?|racines?", r"Teiler|Faktoren|Ziffern|Lösungen|Nullstellen",
    r"divisores?|factores?|fatores?|dígitos?|cifras?|algarismos?|soluciones|soluções|raíces|raízes",
    r"divisori|fattori|cifre|soluzioni|radici", r"делител\w{1,3}|множител\w{1,3}|цифр\w{0,2}|решени\w{1,3}|корн\w{1,3}",
    r"dzielnik\w{0,3}|cyfr\w{0,2}", r"bölen\w{0,4}|basamak\w{0,4}", r"ước(?:[ \t]+số)?|chữ[ \t]+số|nghiệm",
))
_ADJECTIVE = re.compile(r"[^\W\d_]{2,12}[ \t]+")  # "60 positive divisors", "60 divisores positivos"


# Others who reach a value ("some first do 6 × 2 = 12 and get 4", "bazıları … 4 bulur", "certains trouvent 4"), and a
# clause after it that calls it wrong ("this is wrong", "bu yanlıştır", "c'est faux"), by language (en, fr, de, es, pt,
# it, ru, tr, vi, id): a mistake shown, no second answer.
_OTHERS = _phrases((
    r"(?:some|many)[ \t]+(?:people|students|pupils|readers)|others", r"certains|beaucoup[ \t]+d'élèves|beaucoup[ \t]+de[ \t]+gens",
    r"(?:manche|viele|einige)[ \t]+(?:Leute|Schüler\w{0,2}|Menschen)", r"algunos|algunas|alguns|algumas", r"alcuni", r"некоторые",
    r"bazıları|bazı[ \t]+(?:öğrenciler|kişiler)|birçok[ \t]+kişi", r"nhiều[ \t]+(?:bạn|người)|một[ \t]+số[ \t]+(?:bạn|người)",
    r"beberapa[ \t]+orang|banyak[ \t]+orang",
))
_CALLED_WRONG = _phrases((
    r"(?:this|that|it)(?:'s|[ \t]+is)[ \t]+(?:wrong|incorrect)", r"(?:c'est|ce[ \t]+qui[ \t]+est)[ \t]+(?:faux|incorrect)",
    r"(?:das|dies)[ \t]+ist[ \t]+falsch", r"(?:esto|eso)[ \t]+es[ \t]+incorrecto|(?:isso|isto)[ \t]+(?:é|está)[ \t]+errado",
    r"(?:questo|ciò)[ \t]+è[ \t]+sbagliato", r"это[ \t]+(?:неверно|неправильно|ошибка)", r"bu[ \t]+(?:yanlıştır|yanlış|hatalıdır|hatalı)",
    r"(?:điều[ \t]+này|như[ \t]+vậy)[ \t]+(?:là[ \t]+)?sai", r"itu[ \t]+salah",
))


def others_named_wrong(sentence: str, start: int, end: int) -> bool:
    """Whether a value is one that others reach, by the sentence's words before it (:data:`_OTHERS`), and a clause after it
    calls wrong (:data:`_CALLED_WRONG`): "bazıları önce 6 × 2 = 12 yapıp 48 ÷ 12 = 4 bulur; bu yanlıştır"."""
    return _OTHERS_WORDS.search(sentence[:start]) is not None and _CALLED_WRONG.search(sentence, end) is not None


_NOT_ASKED_WORDS = LiteralFilter([_NOT_ASKED, _ASKED_INSTEAD])  # searched only where the text holds one of their words
_UNLIKE_WORDS = LiteralFilter([_UNLIKE])
_OTHERS_WORDS = LiteralFilter([_OTHERS])


def set_aside_as_not_asked(sentence: str, end: int) -> bool:
    """Whether the rest of a value's sentence says it is not what the question asks, or sets what is asked against it
    after a word for "but" (:data:`_NOT_ASKED`, :data:`_ASKED_INSTEAD`): a value named to be set aside."""
    return _NOT_ASKED_WORDS.search(sentence[end:]) is not None


def in_contrasted_example(sentence: str, start: int) -> bool:
    """Whether a value stands in the phrase of an example a word for "unlike" sets against the case asked, before any
    comma (:data:`_UNLIKE`): "unlike $-3^2 = -9$", "Unlike |x − 3| = 2, which has two solutions"."""
    window = sentence[max(0, start - _EXAMPLE_REACH) : start]
    opens = max(window.rfind(c) for c in _PHRASE_ENDS) + 1
    return _UNLIKE_WORDS.search(window[opens:]) is not None


def counts_a_property(question: str, sentence: str, end: int) -> bool:
    """Whether a value counts a property of a number (:data:`_PROPERTIES`: its divisors, digits, solutions) that the
    question does not name ("com 60 divisores" after 7! = 5040): a fact about the answer, no second value of it."""
    following = sentence[end : end + 40]
    at = len(following) - len(following.lstrip(" \t"))
    if not 0 < at <= 2:
        return False
    adjective = _ADJECTIVE.match(following, at)
    noun = _PROPERTIES.match(following, at) or (_PROPERTIES.match(following, adjective.end()) if adjective is not None else None)
    return noun is not None and _PROPERTIES.search(question) is None


def given_to_a_part(prompt: str, question: str, clause: str, following: str, each_asked: bool, sum_asked: bool,
                    sentence: str = "", spans: re.Pattern | None = None) -> bool:
    """Whether a value after the answer is given by its clause (the words before it in its clause) to a part of what the
    question counts or to another quantity of these tables: several of the things the question asks each one of
    ("together", or a count of them), a count of them the prompt does not give ("on two shelves"), a part of a total
    asked ("half the garden", "May alone"), the change of a payment or a difference the question does not ask, or the
    note a payment is made with where the sentence names the change it brings back. ``following`` is the text right
    after the value; ``sentence`` its whole sentence; ``spans`` the words of spans of time, whose count ("52 weeks") is
    a measure, no group."""
    head = re.split(r"\d", clause)[-1]
    if _EACH_ONE.search(clause) or _EACH_BEFORE_VALUE.search(clause) or _EACH_ONE.match(following.lstrip()):
        return False  # "Two of them get 10 each": each one's value
    for name, nouns in _QUANTITIES.items():
        if nouns.search(head) and not nouns.search(question) and not (name == "difference" and _ASKS_A_DIFFERENCE.search(question)):
            return True
    if sentence and _CHANGE.search(sentence) and not _CHANGE.search(question) and (
            _TENDERED_BEFORE.search(clause) or _TENDERED_AFTER.match(following)):
        return True
    total = sum_asked or _TOTAL_ASKED.search(question) is not None
    if _counts_the_items(question, following):
        return True
    if (each_asked or _EACH_ONE.search(question)) and not total and _TOGETHER.search(clause):
        return True
    if total and _PART.search(clause) and not _PART.search(question) and not _TOTAL_ASKED.search(clause):
        return True
    return _several_counted(prompt, clause, spans)
