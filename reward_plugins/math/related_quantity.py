r"""A value after the answer that its own clause gives to another quantity than the one the question asks.

After a right answer a sentence may name another quantity and give it its own value ("For completeness, its perimeter is
2(12 + 5) = 34 cm" where the area is asked, "That leaves 18 girls" where the boys are): a related fact, no second answer.
The clause of the value decides: a noun of a quantity the question does not ask (:mod:`reward_plugins.math.quantities`'
nouns and those below), one item where the question asks none, a span of time it does not name, or a thing the prompt
counts that it does not name. A value whose clause names the asked quantity, or nothing, is left to the callers, which
keep it a second answer.

>>> given_to_another("A rectangle has length 12 cm and width 5 cm. What is its area?", "Its perimeter is 34 cm.", 17, 19)
True
>>> given_to_another("A rectangle has length 12 cm and width 5 cm. What is its area?", "So the area is 34 cm.", 15, 17)
False
"""

from __future__ import annotations

import re
from functools import lru_cache

from reward_plugins.math.known_words import COMMON_WORDS, text_words
from reward_plugins.math.numbers import parse_number
from reward_plugins.math.quantities import QUANTITY_NOUNS, asked_quantities
from reward_plugins.math.related_words import (
    counts_a_property, given_to_a_part, in_contrasted_example, others_named_wrong, set_aside_as_not_asked,
)
from reward_plugins.math.unit_sizes import UNIT_NAMES

_SENTENCES = re.compile(r"(?:[^.?!。？！\n]|\.(?=\d)){1,600}[.?!。？！]?")  # a decimal point ends none ("each box costs $8.50?")
_MAX_PROMPT_CHARS = 4000
_AFTER_LAST_NUMBER = re.compile(r"\d")

# The nouns of quantities read here beyond those of :mod:`reward_plugins.math.quantities`, by language where that table
# has none (one row a quantity); they name a value's quantity only after the answer, where the answer's own sentence is
# not judged by them.
_RELATED = {
    "area": r"lawak|diện[ \t]tích|alan\w{0,3}|obsah\w{0,2}|eneo|pole|oppervlakte|क्षेत्रफल|พื้นที่|שטח|넓이|면적|مساحت\w{0,2}",
    "perimeter": r"chu[ \t]vi|çevre\w{0,3}|obvod\w{0,2}|mzunguko|obwód|omtrek|परिमाप|परिधि|เส้นรอบรูป|ความยาวรอบรูป|היקף|둘레|محیط",
    "radius": r"inradius|circumradius|apothem|inraggio|Inkreisradius|Umkreisradius",
    "diagonal": r"(?:face[ \t]|space[ \t])?diagonal|diagonale|Diagonale|diagonal|диагонал\w{0,2}|对角线|對角線|対角線|대각선|úhlopříčk\w{1,2}|köşegen\w{0,3}",
    "lcm": r"least[ \t]common[ \t]multiple|lowest[ \t]common[ \t]multiple|lcm|ppcm|kgV|mcm|mmc|нок|最小公倍数|最小公倍數|최소공배수"
           r"|plus[ \t]petit[ \t]commun[ \t]multiple|kleinste[ \t]gemeinsame[ \t]Vielfache|mínimo[ \t]común[ \t]múltiplo|nejmenší[ \t]společný[ \t]násobek",
    "gcd": r"greatest[ \t]common[ \t](?:divisor|factor)|highest[ \t]common[ \t]factor|gcd|gcf|hcf|pgcd|ggT|mcd|mdc|нод|最大公约数|最大公因数|最大公約数|최대공약수"
           r"|plus[ \t]grand[ \t]commun[ \t]diviseur|größte[ \t]gemeinsame[ \t]Teiler|máximo[ \t]común[ \t]divisor|největší[ \t]společný[ \t]dělitel",
    # (a sum, or what several make together: "cả hai ngày", both days)
    "sum": r"sum|sums|somme|Summe|suma|soma|somma|сумм\w{1,2}|总和|總和|和は|合計|סכום|toplam\w{0,3}|součet|tổng|jumla"
           r"|both|beide\w{0,2}|les[ \t]deux|ambos|ambas|оба|обе|oba|obie|cả[ \t]hai|her[ \t]ikisi|两天|两个|両方|两人|兩人|二人",
    "extreme": r"largest|smallest|biggest|greatest|maximum|minimum|plus[ \t]grand|plus[ \t]petit|größte|kleinste|mayor|menor|maior|наибольш\w{1,3}|наименьш\w{1,3}",
    "intercept": r"(?:[xy][ \t-])?intercept|ordonnée[ \t]à[ \t]l'origine|Achsenabschnitt|ordenada[ \t]al[ \t]origen",
    "slope": r"slope|gradient|pente|Steigung|pendiente|inclinação|угловой[ \t]коэффициент",
    "mean": r"průměr\w{0,2}|ortalama\w{0,3}|gemiddelde|średni\w{1,2}|trung[ \t]bình|औसत|ממוצע|평균",
    "range": r"range|étendue|Spannweite|rango|amplitude|размах",
    # (the result of another operation on the same numbers: "their product is −16" where the sum is asked, "The
    # remainder is 2" where the quotient is; not asked by their operation alone, so none of them is named only)
    "product": r"product|produit|Produkt|producto|produto|prodotto|произведени\w{1,2}|乘积|乘積",
    "quotient": r"quotient|Quotient|cociente|quociente|quoziente|частно\w{1,2}",
    "remainder": r"remainder|reste|Rest|resto|остат\w{1,3}|余数|余數|余り|나머지",
    "height": r"height|altitude|hauteur|Höhe|altura|altezza|высот\w{1,2}",
    # (what a price comes down by, and what a thing is worth: "The discount itself was $6.50" where the original price is
    # asked, "The house was worth $200,000" where the profit is)
    "discount": r"discount|savings?|rabais|remise|réduction|Rabatt|Ermäßigung|descuento|ahorro|desconto|sconto|скидк\w{1,2}|έκπτωση|折扣|割引|할인",
    "cost": r"worth|vaut|valait|wert",
    # (another term of a sequence: "The next two are 89 and 144", "the next, 1001, is already over"; not "the next step")
    "term": r"(?:next|previous|suivant\w{0,2}|précédent\w{0,2}|nächste\w{0,2}|vorherige\w{0,2}|siguiente\w{0,2}|anterior\w{0,2}"
            r"|следующ\w{1,3}|предыдущ\w{1,3})(?=[ \t]*(?:[,:]|$)|[ \t]+(?:one|ones|two|three|four|five|terms?|numbers?|values?|multiples?"
            r"|primes?|squares?|cubes?|Fibonacci|powers?|zwei|drei|deux|trois|dos|tres|два|три|Zahl|nombre|número|число))|下一个|下一項|次の",
}
_UNSPACED = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _alternatives(nouns: str) -> list[str]:
    """The alternatives of a row, split at its top level."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(nouns):
        depth += ch == "(" and nouns[i - 1 : i] != "\\"
        depth -= ch == ")" and nouns[i - 1 : i] != "\\"
        if ch == "|" and depth == 0:
            parts.append(nouns[start:i])
            start = i + 1
    return parts + [nouns[start:]]


def _bounded(nouns: str) -> str:
    """A row's nouns as whole words; those of scripts written without spaces ("面积是", "พื้นที่ของ") as they stand."""
    return "|".join(n if _UNSPACED.search(n) else rf"(?<![^\W\d_])(?:{n})(?![^\W\d_])" for n in _alternatives(nouns))


# A quantity after the answer: by the nouns of both tables.
_RELATED_QUANTITY = re.compile("(?i)" + "|".join(
    f"(?P<{name}>{_bounded('|'.join(filter(None, (QUANTITY_NOUNS.get(name), _RELATED.get(name)))))})" for name in {**QUANTITY_NOUNS, **_RELATED}))
# Quantities a question asks only by naming them: their nouns after the answer name another quantity whether or not the
# question names one of the table (a distance, a speed, a mass or a cost is also asked by its unit alone, "How many km?").
_NAMED_ONLY = frozenset({"area", "perimeter", "volume", "radius", "diameter", "diagonal", "lcm", "gcd", "sum", "extreme",
                         "intercept", "slope", "mean", "median", "range", "term"})
# A question asks a sum where it asks what things make together.
_ASKS_A_SUM = re.compile(r"(?i)(?<![^\W\d_])(?:total|altogether|in[ \t]all|combined|together|insgesamt|zusammen|au[ \t]total|en[ \t]total"
                         r"|ensemble|juntos|juntas|всего|вместе|razem|celkem|dohromady|toplam)(?![^\W\d_])|一共|总共|總共|合わせて|모두"
                         r"|の和|的和|之和|총합|합계|의[ \t]합")  # a sum named unspaced: "整数の和を求めよ", "两数之和", "두 수의 합은"
# A question asks a sum by its operation too: numbers joined by "+" ("Compute $1 + 2 + \\cdots + 50$.", "What is
# $\\frac{1}{2} + \\frac{1}{3}$?"), not a term of an expression in a variable ("x^2 + 5x + 6").
_NUMBER_TERM = r"(?:\d+(?:[.,]\d+)?(?![\w^]|[.,]\d)|\\[dt]?frac\{\d+\}\{\d+\})"
_SUM_OF_NUMBERS = re.compile(rf"(?<![\w^.\\]){_NUMBER_TERM}[ \t]*\+[ \t]*(?:{_NUMBER_TERM}|\\[lc]?dots(?![A-Za-z])|\.\.\.|…)")
# A figure's measures: where the question counts a thing the prompt does not name ("A rectangle is 5 cm by 6 cm. How
# many tiles?"), the count may be one of them in that thing (tiles cover its area, posts line its perimeter), so none
# of them is another quantity there.
_FIGURE_MEASURES = frozenset({"area", "perimeter", "volume", "radius", "diameter", "diagonal"})
# A span of time, by its length and language ("Over a week that comes to about $126", "За тиждень … 105 сторінок"): a
# value for a span the question does not name is another quantity than the one it asks for its own ("every day",
# "щодня"). One span's words: en, de, fr, es pt it, ru uk, pl cs, tr, vi, nl, el, and the scripts written unspaced.
_SPANS = {
    "hour": r"hours?|hourly|Stunden?|stündlich|heures?|horas?|ore|час(?:а|ов)?|годин[аиу]?|godzin[ya]?|hodin[ay]?|saat|giờ|uur|ώρες|ώρα",
    "day": r"days?|daily|Tag(?:e|en)?|täglich|jours?|journée|días?|dias|diari[oa]|giorn[oi]|дн(?:я|ей)|день|щодня|ежедневно|dni|dzień"
           r"|dziennie|dn[iy]|denně|gün(?:de|lük)?|ngày|dag(?:en)?|μέρες|ημέρες",
    "week": r"weeks?|weekly|fortnight|Wochen?|wöchentlich|semaines?|semanas?|settiman[ae]|недел[юиья]|тиж(?:день|ні|нів|дня)"
            r"|tydzień|tygodni[ua]?|týden|týdn[ue]|týdnů|hafta(?:da|lık)?|tuần|weken?|εβδομάδα",
    "month": r"months?|monthly|Monat(?:e|en)?|monatlich|mois|mes(?:es)?|mês|mesi|месяц(?:а|ев)?|місяц(?:ь|я|і|ів)?|miesiąc[ea]?|miesięcy"
             r"|měsíc[ei]?|měsíců|ay(?:da|lık)|tháng|maand(?:en)?|μήνα|μήνες",
    "year": r"years?|yearly|annual(?:ly)?|Jahr(?:e|en)?|jährlich|années?|ans|años?|anos?|ann[oi]|год(?:а|у)?|лет|рік|року|років"
            r"|rok[ua]?|lat|roků?|yıl(?:da|lık)?|năm|jaar|jaren|χρόνο|χρόνια",
}
_UNSPACED_SPANS = {"hour": "小时|小時|時間|시간", "week": "週間|星期|주일", "month": "ヶ月|か月|カ月|个月|個月|개월", "year": "年間"}
_PERIOD = re.compile("(?i)" + "|".join(
    f"(?P<{span}>(?<![^\\W\\d_])(?:{words})(?![^\\W\\d_])" + (f"|{_UNSPACED_SPANS[span]}" if span in _UNSPACED_SPANS else "") + ")"
    for span, words in _SPANS.items()))


def _other_period(head: str, question: str) -> bool:
    """Whether the value's clause names a span of time the question does not ("Over a week" where every day is asked,
    "the daily figure" where it is, by the span's length in any of its words); a span counted ("In 6 years") is a point
    in time, no span the value is for, and the value's own unit ("neunzehn Jahre alt") stands after it."""
    asked = {m.lastgroup for m in _PERIOD.finditer(question)}
    if not asked:
        return False  # a question that names no span ("How much did she earn?") may ask the value of any
    return any(m.lastgroup not in asked for m in _PERIOD.finditer(head) if not _COUNTED_SPAN.search(head, 0, m.start()))


_COUNTED_SPAN = re.compile(r"\d[ \t]*$")
# After a value, its unit or noun and a word for "each" or "per" before a span ("15 pages each day", "15 pages per day",
# "15 Seiten pro Tag", "15 páginas al día", "15 pages/day"): the value is a rate for that span.
_RATE_AFTER = re.compile(r"(?i)(?:[ \t]{1,3}[^\W\d_]{1,20}){0,2}(?:[ \t]{0,2}/[ \t]{0,2}|[ \t]{1,3}(?:each|every|per|a|an|par|chaque|pro|je|jeden"
                         r"|por|cada|al|ao|ogni|в|за|на)[ \t]{1,3})")


def _rate_for_another_period(sentence: str, end: int, question: str) -> bool:
    """Whether the value ending at ``end`` is said per a span the question does not name ("That's about 15 pages each
    day" where a week's pages are asked): a rate, another quantity than the total asked over the question's span."""
    asked = {m.lastgroup for m in _PERIOD.finditer(question)}
    rate = _RATE_AFTER.match(sentence, end) if asked else None
    span = _PERIOD.match(sentence, rate.end()) if rate is not None else None
    return span is not None and span.lastgroup not in asked


# A question asks an extreme where it asks the least or the most of something.
_ASKS_AN_EXTREME = re.compile(r"(?i)(?<![^\W\d_])(?:least|most|fewest|min|max|minimum|maximum|smallest|largest|greatest|biggest"
                              r"|moins|plus|wenigsten|meisten|menos|más|mais|меньше|больше|наименьш\w{1,3}|наибольш\w{1,3})(?![^\W\d_])|最小|最大|最少|最多")
# A word for each one of several ("each exterior angle is 60°", "כל זווית היא 108°"): a value per item, another quantity
# than a total the question asks; one the question says itself ("How much does she make every day?") asks it. (Hebrew
# "כל" before a definite noun is "all".)
_EACH = re.compile(r"(?i)(?<![^\W\d_])(?:each|every|per[ \t]+(?:person|item|piece|angle|side)|chaque|chacune?|jede[rsnm]?|cada|ogni|ognun[oa]|ciascun[oa]?|каждый|каждая|каждое"
                   r"|каждого|каждому|кожен|кожна|кожному|każd\w{1,3}|každ\w{1,3}|elke|iedere|mỗi|kila)(?![^\W\d_])|כל(?=[ \t]+[^ה\s])|每|各|(?<![가-힣])(?:각(?=[ \t])|각자|각각)|प्रत्येक|हर(?=[ \t])|แต่ละ|ทุก")
# The word for each opens the clause's subject ("each exterior angle is", "במחומש משוכלל כל זווית"), within these words.
# (Korean "각" is one only as a word: not inside "생각", a thought, or "삼각형", a triangle.)
_EACH_REACH = 3
# A question that asks of one item ("What is the price of one pencil?", "Quel est le prix d'un crayon ?", "एक पेंसिल का
# मूल्य क्या है?") asks what each one is: the word for one and the thing it counts (en, fr, de, es, pt, it, ru, hi).
_ONE_ITEM = re.compile(r"(?i)(?<![^\W\d_])(?:one|a|an|single|un|une|ein|eine|einen|einem|uno|una|um|uma|один|одна|одно|одну|одного|एक)"
                       r"[ \t]+(?:single[ \t]+)?")


def _asks_of_one(question: str, after_each: str) -> bool:
    """Whether the question asks of one of the things the word for each opens on ("each pencil" where "one pencil" is
    asked): a value given to each one is then the asked value."""
    thing = text_words(after_each)[:1]
    return bool(thing) and any(_same_stem(thing[0].lower(), w.lower()) for m in _ONE_ITEM.finditer(question)
                               for w in text_words(question[m.end() : m.end() + 40])[:1])


# A question that asks a rate ("How much does she make per day?", "daily") asks a value for each one itself.
_RATE_ASKED = re.compile(r"(?i)(?<![^\W\d_])(?:per|a[ \t]+(?:day|week|month|year|hour|minute)|an[ \t]+hour|daily|hourly|weekly|monthly|yearly|apiece"
                         r"|pro|par|por|за|je|täglich|diario|diaria|par[ \t]jour)(?![^\W\d_])")
# What comes between a value and the words it is given to: working ("2(12 + 5) = ", "84·126/42 = ", "$6 \\times 25 = $").
_WORKING_BEFORE = re.compile(r"(?:[\d.,()+\-−*/×÷·=^{}$≈√∛π \t]|\\(?:times|cdot|div|frac|dfrac|left|right|sqrt|approx|pi|\$)(?![A-Za-z]))+$")
# A value listed after another with its subject ("The next two are 89 and 144"): both are given to that subject.
_LISTED_AFTER = re.compile(r"(?i)[ \t]*(?:,|and|und|et|y|e|и|và|ve|i|a)[ \t]*$")
# Where the clause of a value opens: a sentence's parts are separated by these ("…= 120°, and each exterior angle is 60°").
_CLAUSE_OPENS = re.compile(r"[;:—–]|,(?=[ \t])|(?<![^\W\d_])(?:and|but|while|whereas|et|und|y|e|и)(?![^\W\d_])|，|；|、")
# A counted thing of the prompt: the word after one of its numbers ("6 more girls", "12 erkek öğrenci", "32 ученика").
_COUNTED_AFTER = re.compile(r"\d(?:[\d.,]*\d)?[ \t]+(?:(?:more|fewer|less|of|her|his|their|de|mehr|plus|más|mais|больше)[ \t]+)?([^\W\d_]{3,20})")
_MIN_STEM = 3
_STEM_SLACK = 2


def _same_stem(a: str, b: str) -> bool:
    """Whether two words are one word inflected ("ученика", "учеников"; "erkek", "erkeklerin"; "make", "makes")."""
    common = 0
    for x, y in zip(a, b):
        if x != y:
            break
        common += 1
    return common >= _MIN_STEM and common >= min(len(a), len(b)) - _STEM_SLACK


# The words that ask a count or an amount, by language (en, fr, de, nl, es, pt, it, ru uk, pl, cs), and the words of
# comparison that may stand between them and the thing asked ("How many more apples …").
_HOW_MANY = re.compile(r"(?i)(?<![^\W\d_])(?:how[ \t]+many|how[ \t]+much|combien(?:[ \t]+de|[ \t]+d')?|wie[ \t]+viele?|hoeveel"
                       r"|cu[áa]nt[oa]s?|quant[oa]s?|quant[ie]|сколько|скільки|ile|kolik)(?![^\W\d_])")
_BEFORE_THE_THING = frozenset({"more", "fewer", "less", "extra", "other", "mehr", "weitere", "plus", "más", "mais", "di", "ещё", "еще", "більше"})


def _asked_by_pronoun(prompt: str, question: str) -> bool:
    """Whether the question asks a count or an amount without naming its thing ("How many does each get?", "How much
    does she pay?", "Wie viele bekommt jeder?"): the word after its asking words is a function word or one the prompt
    did not say before. Which of the prompt's counted things it asks is then not said, so none excuses a value."""
    how = _HOW_MANY.search(question)
    if how is None:
        return False
    following = [w for w in text_words(question[how.end() :])[:3] if w not in _BEFORE_THE_THING][:1]
    if not following or following[0] in COMMON_WORDS:
        return True
    text = prompt[-_MAX_PROMPT_CHARS:]
    said = text_words(text[: max(0, text.rfind(question))] + question[: how.start()])
    return not any(_same_stem(following[0], w) for w in said)


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _others_counted(prompt: str) -> tuple[str, ...]:
    """The things the prompt counts that its question does not name ("girls" where "How many boys …?" is asked): a value
    given to one of them after the answer is theirs. A question that names no thing ("How many does each get?") may ask
    any of them: then none is another's."""
    question = _asking(prompt)
    if _asked_by_pronoun(prompt, question):
        return ()
    asked = text_words(question)
    counted = {m.group(1).lower() for m in _COUNTED_AFTER.finditer(prompt[-_MAX_PROMPT_CHARS:])}
    # (a unit, also in the plural, "dollars", "pesos", counts no thing, nor a span: "41 Jahre alt" is an age)
    return tuple(w for w in counted if w not in COMMON_WORDS and w not in UNIT_NAMES and w.rstrip("s") not in UNIT_NAMES
                 and not _PERIOD.fullmatch(w) and not any(_same_stem(w, a) for a in asked))


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _asking(prompt: str) -> str:
    """The prompt's last sentence that asks ("?"), or with none its whole text ("Find the sum of … Please reason step by
    step."): what a value after the answer may not be given again."""
    sentences = [s.group() for s in _SENTENCES.finditer(prompt[-_MAX_PROMPT_CHARS:]) if s.group().rstrip().endswith(("?", "？"))]
    return sentences[-1] if sentences else prompt[-_MAX_PROMPT_CHARS:]


def _clause(sentence: str, start: int) -> str:
    """The clause of a value at ``start``, up to the working before it and before the values listed with it ("The next
    two are 89 and 144")."""
    head = sentence[:start]
    while True:
        working = _WORKING_BEFORE.search(head)
        head = head[: working.start()] if working is not None else head
        listed = _LISTED_AFTER.search(head)
        if listed is None or not head[: listed.start()][-1:].isdigit():
            break
        head = head[: listed.start()].rstrip("0123456789.,")
    opens = list(_CLAUSE_OPENS.finditer(head))
    if opens and not head[opens[-1].end() :].strip(" \t$*_"):
        opens.pop()  # "and the next, 1001, is": a value set beside its subject
    return head[opens[-1].end() :] if opens else head


def _clause_head(sentence: str, start: int) -> str:
    """The words a value at ``start`` is given to: its clause after any other number."""
    return _AFTER_LAST_NUMBER.split(_clause(sentence, start))[-1]


# Two sides of one comparison, by language (en, fr, de, es, pt, it, ru): a value whose clause names one side ("The smaller
# number is 9.") where the question names only the other ("What is the greater of the two numbers?") is the other
# thing's. (Each side an alternation; a language's words stand on one line.)
_SIDES = (
    (r"greater|greatest|larger|largest|bigger|biggest|higher|highest|plus[ \t]grand\w{0,2}|größere?\w?|größte\w?|mayor(?:es)?|maior(?:es)?"
     r"|maggiore|больш\w{2,3}|наибольш\w{1,3}",
     r"smaller|smallest|lesser|lower|lowest|plus[ \t]petit\w{0,2}|kleinere?\w?|kleinste\w?|menor(?:es)?|minore|меньш\w{2,3}|наименьш\w{1,3}"),
    (r"older|oldest|elder|eldest|aîné\w{0,2}|ältere?\w?|älteste\w?|старш\w{2,3}", r"younger|youngest|cadet\w{0,2}|jüngere?\w?|jüngste\w?|младш\w{2,3}"),
    (r"longer|longest|plus[ \t]long\w{0,2}|längere?\w?|längste\w?", r"shorter|shortest|plus[ \t]court\w{0,2}|kürzere?\w?|kürzeste\w?"),
    (r"taller|tallest", r"shorter|shortest"),
    (r"interior|internal|intérieure?s?|interne?s?|Innenwinkel\w{0,2}|innere?\w?|interiore?s?|interno|interna|внутренн\w{2,3}|iç",
     r"exterior|external|extérieure?s?|externe?s?|Außenwinkel\w{0,2}|äußere?\w?|exteriore?s?|esterno|esterna|внешн\w{2,3}|dış"),
    (r"heavier|heaviest|plus[ \t]lourd\w{0,2}|schwerere?\w?|schwerste\w?", r"lighter|lightest|plus[ \t]léger\w{0,3}|leichtere?\w?|leichteste\w?"),
    (r"faster|fastest|plus[ \t]rapide\w?|schnellere?\w?|schnellste\w?", r"slower|slowest|plus[ \t]lent\w{0,2}|langsamere?\w?|langsamste\w?"),
    # (the two parts of a class or a group: "তাহলে ছেলের সংখ্যা 27" where the girls are asked, "Số học sinh nữ chiếm 45%"
    # where the boys' share is; en, fr, de, es, pt, it, ru, uk, pl, tr, vi, id, hi, bn, zh, ja, ko)
    ("boys?|men|males?|garçons?|hommes|Jungen|Jungs|Männer|niños|chicos|varones|hombres|meninos|rapazes|homens|ragazzi|maschi|uomini"
     r"|мальчик\w{0,3}|юнош\w{1,3}|мужчин\w{0,3}|хлопц\w{1,3}|хлопчик\w{0,3}|chłopc\w{1,3}|chłopak\w{0,3}|erkek\w{0,6}|nam|con[ \t]trai"
     r"|laki-laki|putra|लड़के|लड़कों|ছেলে\w{0,3}|男生|男孩|男同学|男同學|男子|男の子|男性|남학생|남자",
     r"girls?|women|females?|filles?|femmes|Mädchen|Frauen|niñas|chicas|mujeres|meninas|moças|mulheres|ragazze|femmine|donne"
     r"|девоч\w{1,3}|девушк\w{0,3}|женщин\w{0,3}|дівчат\w{0,3}|дівчин\w{0,3}|dziewczyn\w{0,3}|dziewczęt\w{0,3}|kız\w{0,6}|nữ|con[ \t]gái"
     r"|perempuan|putri|लड़कियाँ|लड़कियों|लड़की|মেয়ে\w{0,3}|女生|女孩|女同学|女同學|女子|女の子|女性|여학생|여자"),
)
_SIDE_WORDS = tuple(tuple(re.compile("(?i)" + _bounded(side)) for side in pair) for pair in _SIDES)


def _other_side(head: str, question: str) -> bool:
    """Whether the value's clause names one side of a comparison that the question names only the other side of ("The
    smaller number is 9." where the greater is asked, "Her younger brother is 8." where the older one's age is)."""
    for pair in _SIDE_WORDS:
        for named, other in (pair, pair[::-1]):
            if named.search(head) and not named.search(question) and other.search(question):
                return True
    return False


def _named_only(quantity: str, prompt: str, question: str) -> bool:
    """Whether ``quantity``, named after the answer where the question names none of the tables, is another one than
    the question asks: one asked only by naming it, unless a figure's measure where the question counts a thing the
    prompt does not name ("How many tiles?" may count the area in tiles)."""
    if quantity not in _NAMED_ONLY:
        return False
    return quantity not in _FIGURE_MEASURES or not _asked_by_pronoun(prompt, question)


# A question that asks a chance, by language (en, fr, de, es, pt, it, ru uk, pl, tr, vi, id, and the scripts unspaced).
_ASKS_A_CHANCE = re.compile(r"(?i)(?<![^\W\d_])(?:probability|chance|likelihood|probabilité|Wahrscheinlichkeit|probabilidad|probabilidade"
                            r"|probabilità|вероятност\w{1,2}|імовірніст\w{1,2}|ймовірніст\w{1,2}|prawdopodobieństw\w{1,2}|olasılı\w{1,4}"
                            r"|xác[ \t]suất|peluang)(?![^\W\d_])|概率|機率|几率|確率|확률")
# A chance said as odds or as a part of a whole ("a 1 in 4 chance", "3 out of 12", "5 to 1"): the chance again.
_ODDS_BEFORE = re.compile(r"(?i)(?:\d|(?<![^\W\d_])(?:one|a|un|une|ein|eine|uno|una|um|uma))[ \t]*(?:in|out[ \t]+of|of|sur|auf|von|de|en|su|em"
                          r"|из|на|к|to|:)[ \t$]*$")
_ODDS_AFTER = re.compile(r"(?i)[ \t]*(?:in|out[ \t]+of|to|:|sur|à|a|zu|к)[ \t$]*\d")


def _no_chance(prompt: str, sentence: str, start: int, end: int) -> bool:
    """Whether the value at ``sentence[start:end]`` cannot be the chance the question asks ("Of the 36 outcomes, 6 are
    favourable and 30 are not." after 1/6): a number above 1 that is no percent counts outcomes or cards, another
    quantity than a probability; said as odds ("a 1 in 3 chance") it is the chance again, and given to a quantity the
    question names ("Seven is the most likely sum") it is that quantity's."""
    value, question = parse_number(sentence[start:end].strip()), _asking(prompt)
    return (value is not None and not value.percent and value.value > 1 and _ASKS_A_CHANCE.search(question) is not None
            and not _ODDS_BEFORE.search(sentence, 0, start) and not _ODDS_AFTER.match(sentence, end)
            and not _names_asked(sentence, question))


def _names_asked(sentence: str, question: str) -> bool:
    """Whether ``sentence`` names a quantity the question names ("Seven is the most likely sum" where the chance that
    the sum is 7 is asked): its value is then that quantity's, no count of another thing."""
    asked = {m.lastgroup for m in _RELATED_QUANTITY.finditer(question)}
    return any(m.lastgroup in asked for m in _RELATED_QUANTITY.finditer(sentence))


# A value that is a difference between two others ("54 fewer than the second", "$2 less than a full hour would have
# paid", "3 de plus que", "2 mehr als", "5 más que"), where the question asks none: another quantity than the one asked.
_DIFFERENCE_AFTER = re.compile(r"(?i)[ \t]*(?:[^\W\d_]{1,15}[ \t]+)?(?:(?:more|fewer|less|greater|smaller|higher|lower|longer|shorter|older"
                               r"|younger|cheaper|dearer|heavier|lighter|bigger|larger)[ \t]+than|de[ \t]+(?:plus|moins)[ \t]+que|mehr[ \t]+als"
                               r"|weniger[ \t]+als|(?:más|menos)[ \t]+que|a[ \t]+(?:mais|menos)[ \t]+(?:que|do[ \t]+que)|in[ \t]+(?:più|meno)[ \t]+di)"
                               r"(?![^\W\d_])")
_ASKS_A_DIFFERENCE = re.compile(r"(?i)(?<![^\W\d_])(?:than|more|fewer|less|difference|differ|que|als|plus|moins|mehr|weniger|Unterschied|más"
                                r"|menos|mais|più|meno|чем|больше|меньше|разниц\w{1,2})(?![^\W\d_])")


def _difference_not_asked(prompt: str, sentence: str, end: int) -> bool:
    return _DIFFERENCE_AFTER.match(sentence, end) is not None and _ASKS_A_DIFFERENCE.search(_asking(prompt)) is None


# A part of a counted whole right after a value ("5 of his 8 customers", "3 of the 10 boxes"): the thing it counts.
_PART_OF = re.compile(r"(?i)[ \t]+(?:of|de|von|из)[ \t]+(?:(?:the|his|her|their|its|these|those|les|ses|leurs|den|seinen|ihren|los|las|sus)[ \t]+)?"
                      r"(?:\d+[ \t]+)?")
# A given that a noun's modifier holds right before the value's verb ("the side of length 14 is", "a circle with radius 3
# has"): the clause's subject stands before it.
_MODIFIER_BEFORE = re.compile(r"(?i)[ \t]+(?:of|with)[ \t]+(?:[^\W\d_]+[ \t]+){0,2}\$?\d+(?:[.,]\d+)?\$?[ \t]+(?:is|are|was|were|would[ \t]+be"
                              r"|equals|has|=)[ \t]*$")
# A condition that reads the question otherwise ("if it meant the product", "could also mean", "assuming …", "si
# l'énoncé voulait dire", "falls … gemeint ist", "si la pregunta pedía"): a value after it answers that reading.
_ANOTHER_READING = re.compile(r"(?i)(?<![^\W\d_])(?:(?:could|might|may|can)[ \t]+(?:also[ \t]+)?mean|pourrait[ \t]+(?:aussi[ \t]+)?vouloir[ \t]+dire"
                              r"|könnte[ \t]+(?:auch[ \t]+)?heißen|podría[ \t]+(?:también[ \t]+)?significar)(?![^\W\d_])"
                              r"|(?<![^\W\d_])(?:if|assuming|suppose|si|falls|wenn|se|caso)(?![^\W\d_])[^.;!?\n]{0,40}?(?<![^\W\d_])"
                              r"(?:meant|means|mean|asked|asks|wanted|wants|intended|voulait[ \t]+dire|demandait|gemeint|pedía|pedia"
                              r"|quería[ \t]+decir|queria[ \t]+dizer|intendeva)(?![^\W\d_])")
# A math expression the value's clause gives it to ("And $3^{x+1}$ would then be 243"), and the one letter a question
# asks ("If $3^x = 81$, what is $x$?").
_CLAUSE_MATH = re.compile(r"\$([^$\n]{1,60})\$")
_ASKED_LETTER = re.compile(r"(?i)(?:what|find|solve[ \t]+for|value[ \t]+of|compute|determine)[ \t]+(?:is[ \t]+)?(?:the[ \t]+value[ \t]+of[ \t]+)?"
                           r"\$([a-z])\$")


def _another_expression(question: str, clause: str) -> bool:
    """Whether the value's clause gives it to an expression in the letter the question asks that is not the letter
    alone ("$3^{x+1}$ would then be 243" where $x$ is asked): another quantity, no second value of the letter."""
    letter = _ASKED_LETTER.search(question)
    if letter is None:
        return False
    maths = _CLAUSE_MATH.findall(clause)
    subject = maths[-1].replace(" ", "") if maths else ""
    return letter.group(1) in subject and subject != letter.group(1) and not subject.startswith(letter.group(1) + "=")


# A phrase of place that may open a clause before its subject ("In a regular octagon each interior angle is 135°").
_OPENING_PLACE = re.compile(r"(?i)^[ \t(]*(?:in|for|on|within|dans|pour|für|bei|en|para|em|per|в|для)[ \t]+(?:[^\W\d_]+[ \t]+){0,3}?"
                            r"[^\W\d_]+[ \t]*,?[ \t]*(?=[^\W\d_])")


def _each_opens(head: str) -> bool:
    """Whether a word for each opens the clause's subject ("each exterior angle is", "In a regular octagon each interior
    angle is"), within a few words of its start or of a phrase of place that opens it."""
    each = _EACH.search(head)
    if each is None:
        return False
    before = head[: each.start()]
    place = _OPENING_PLACE.match(before)
    return len(text_words(before[place.end() :] if place is not None else before)) < _EACH_REACH


def _asks_each(question: str) -> bool:
    """Whether the question asks a value for each one: a word for each in what it asks ("How many does each get?"), not
    in a condition before its asking words ("If 10 people each shake hands …, how many handshakes take place?")."""
    how = _HOW_MANY.search(question)
    return _EACH.search(question, how.start() if how is not None else 0) is not None


# A number and the thing it counts ("4 pens", "8 Stifte").
_COUNT_AND_THING = re.compile(r"(\d+)[ \t]+([^\W\d_]{2,24})")


def _several_of_the_item(question: str, clause: str, counted: str) -> bool:
    """Whether the value counts several of the item the question asks a value for each one of, or is given to several
    of them ("So 4 pens would cost $3 and 8 pens $6." where each pen's price is asked): a count or a total of several,
    another quantity than each one's value. ``counted`` is the value with the words right after it."""
    if not _asks_each(question):
        return False
    how = _HOW_MANY.search(question)
    each = _EACH.search(question, how.start() if how is not None else 0)
    thing = text_words(question[each.end() :])[:1]
    found = [_COUNT_AND_THING.match(counted), *_COUNT_AND_THING.finditer(clause)]
    return bool(thing) and any(m is not None and m.group(1) != "1" and _same_stem(m.group(2).lower(), thing[0].lower()) for m in found)


def given_to_another(prompt: str, sentence: str, start: int, end: int, counted: bool = True) -> bool:
    """Whether the value at ``sentence[start:end]``, after the answer, is given by its clause to another quantity than
    the one the question asks: a quantity named that the question does not ask ("its perimeter is 2(12 + 5) = 34 cm"
    where the area is asked), one item where the question asks no item ("each exterior angle is 60°" after a sum of
    angles), or a thing the prompt counts that the question does not name ("That leaves 18 girls" where the boys are
    asked). The caller keeps a value its clause gives to the answer a second answer."""
    if not prompt or _ANOTHER_READING.search(sentence, 0, start):
        return False  # "if it meant the product, 6": the value answers another reading of the question
    clause = _clause(sentence, start)
    head = _AFTER_LAST_NUMBER.split(clause)[-1]
    question = _asking(prompt)
    if (set_aside_as_not_asked(sentence, end) or in_contrasted_example(sentence, start) or counts_a_property(question, sentence, end)
            or others_named_wrong(sentence, start, end)):
        return True  # "…, which is not what is asked", "unlike $-3^2 = -9$", "com 60 divisores" after 7!, "bazıları … 4 bulur; bu yanlıştır"
    asked = asked_quantities(prompt) | frozenset(m.lastgroup for m in _RELATED_QUANTITY.finditer(question))
    asked |= {"sum"} if _ASKS_A_SUM.search(question) or _SUM_OF_NUMBERS.search(question) else set()
    asked |= {"extreme"} if _ASKS_AN_EXTREME.search(question) else set()
    modifier = _MODIFIER_BEFORE.search(clause)  # "the altitude to the side of length 14 is 12": the subject before its given
    named = [m.lastgroup for m in _RELATED_QUANTITY.finditer(clause[: modifier.start()] if modifier is not None else head)]
    if any(q not in asked and (asked or _named_only(q, prompt, question)) for q in named):
        return True
    if _other_side(head, question) or _no_chance(prompt, sentence, start, end) or _difference_not_asked(prompt, sentence, end):
        return True
    if _another_expression(question, clause) or _several_of_the_item(question, clause, sentence[start : end + 40]):
        return True
    each = _EACH.search(head)
    if (each is not None and _each_opens(head) and not _asks_each(question) and not _RATE_ASKED.search(question)
            and not _asks_of_one(question, head[each.end() :])):
        return True
    if given_to_a_part(prompt, question, clause, sentence[end : end + 40], _EACH.search(question) is not None,
                       _ASKS_A_SUM.search(question) is not None, sentence, _PERIOD):
        return True  # a part of the whole, several together, the change of a payment (by language)
    if _other_period(clause, question) or _rate_for_another_period(sentence, end, question):
        return True
    others = _others_counted(prompt) if counted else ()
    if not others:
        return False  # (``counted`` false: a thing the prompt counts is not looked for, as a restatement names the asked one)
    subject = [w for w in text_words(head) if w not in COMMON_WORDS][:1]  # "Petr má tedy 39", not "counting level by level gives 41"
    part = _PART_OF.match(sentence, end)  # "Only 5 of his 8 customers bought anything."
    following = text_words(sentence[part.end() if part is not None else end :][:40])[:1]  # "That leaves 18 girls"
    return any(_same_stem(w, o) for w in subject + following for o in others)


def names_asked_quantity(prompt: str, text: str) -> bool:
    """Whether ``text`` names a quantity of the table that the prompt's question asks ("and their sum is" where "Find
    the sum of all …" is asked)."""
    named = {m.lastgroup for m in _RELATED_QUANTITY.finditer(text)}
    return bool(named) and bool(named & (asked_quantities(prompt) | {m.lastgroup for m in _RELATED_QUANTITY.finditer(_asking(prompt))}))


def given_to_the_asked_item(prompt: str, sentence: str, start: int, end: int) -> bool:
    """Whether the value at ``sentence[start:end]``, after the answer, is given by its clause to the one item the
    question asks of ("Each friend gets 7." or "Jeder Freund bekommt sieben." for "How many does each get?"): the
    clause's subject opens on a word for each, as the question does, so even a number of the prompt is a second value
    there; not the prompt's count said again with its own thing ("Each of the 7 friends gets 8.")."""
    if not prompt:
        return False
    head = _clause_head(sentence, start)
    each = _EACH.search(head)
    if each is None or len(text_words(head[: each.start()])) >= _EACH_REACH:
        return False
    if _EACH.search(_asking(prompt)) is None and not _asks_of_one(_asking(prompt), head[each.end() :]):
        return False
    following = text_words(sentence[end : end + 40])[:1]
    counted = {m.group(1).lower() for m in _COUNTED_AFTER.finditer(prompt[-_MAX_PROMPT_CHARS:])
               if m.group().split()[0] == sentence[start:end].strip()}
    return not any(_same_stem(following[0].lower(), c) for c in counted) if following else True


_MIN_NAMING_WORD = 4


def names_the_asked(prompt: str, sentence: str) -> bool:
    """Whether ``sentence`` names a thing of the question's own words ("So Tom probably has 36 apples." for "How many
    apples does he have?"): it speaks of the asked quantity, so a doubt in it is a doubt on the answer."""
    if not prompt:
        return False
    asked = [w for w in text_words(_asking(prompt)) if len(w) >= _MIN_NAMING_WORD and w not in COMMON_WORDS]
    return any(_same_stem(w, a) for w in text_words(sentence) if len(w) >= _MIN_NAMING_WORD for a in asked)


# How many words after a number the thing it counts is looked for ("5 packs of milk", "8 more customers").
_COUNTED_REACH = 3
# A number of the prompt that counts money ("$3 each", "3 €"): no count of things.
_MONEY_BEFORE = re.compile(r"[$€£¥₹₽][ \t]?$")
_MONEY_AFTER = re.compile(r"[ \t]?[$€£¥₹₽]")
# Words for all of a count together ("in all", "in total", "altogether"): a number they close is a total.
_IN_ALL = re.compile(r"(?i)(?<![^\W\d_])(?:in[ \t]+all|in[ \t]+total|altogether|all[ \t]+told|insgesamt|au[ \t]+total|en[ \t]+tout|en[ \t]+total"
                     r"|en[ \t]+todo|no[ \t]+total|ao[ \t]+todo|in[ \t]+tutto|in[ \t]+totale|всего|итого|łącznie|celkem|toplamda)(?![^\W\d_])"
                     r"|一共|总共|總共|合計|모두")


_TOTAL_REACH = 40


def total_of_the_asked(prompt: str, sentence: str, end: int) -> bool:
    """Whether the value ending at ``sentence[end]`` is a total of the thing the question counts: that thing's noun right
    after it and a word for all of it together ("gives 630 pages in total", "630 Seiten insgesamt" for "How many pages
    …?"). Whatever span or item its clause names ("counting the extra writing day gives …"), it is the asked quantity
    given again."""
    how = _HOW_MANY.search(_asking(prompt)) if prompt else None
    thing = [w.lower() for w in text_words(sentence[end : end + _TOTAL_REACH])[:1]]
    if how is None or not thing or thing[0] in COMMON_WORDS or _IN_ALL.search(sentence, end, end + _TOTAL_REACH) is None:
        return False
    asked = [w.lower() for w in text_words(_asking(prompt)[how.end() :])[:_COUNTED_REACH] if w.lower() not in COMMON_WORDS]
    return any(_same_stem(thing[0], a) for a in asked)


def restated_as_the_asked(prompt: str, sentence: str, start: int, end: int) -> bool:
    """Whether a number of the prompt at ``sentence[start:end]``, after the answer, is given as the count the question
    asks: the prompt writes it only as money or as the count of other things ("$3 each", "8 customers"), and the text
    after the answer counts the question's own thing with it ("She got 3 pizzas." for "How many boxes of pizza …?") or a
    total of a thing the prompt does not count ("he moved 8 discs in all"). The prompt's count said again with its own
    thing ("He had 8 customers in all.") or a number the prompt writes bare ("She ate 2.") may be the working's."""
    question = _asking(prompt) if prompt else ""
    how = _HOW_MANY.search(question)
    thing = [w.lower() for w in text_words(sentence[end : end + 40])[:1]]
    if how is None or not thing or thing[0] in COMMON_WORDS:
        return False
    text, number = prompt[-_MAX_PROMPT_CHARS:], sentence[start:end].strip()
    given = list(re.finditer(rf"(?<![\d.,]){re.escape(number)}(?!\d|[.,]\d)", text))
    if not given:
        return False  # a number of the working ("She gave away 15 stickers."): its thing is the working's
    for m in given:
        if _MONEY_BEFORE.search(text, 0, m.start()) or _MONEY_AFTER.match(text, m.end()):
            continue
        counted = [w.lower() for w in text_words(text[m.end() : m.end() + 60])[:_COUNTED_REACH]]
        if not counted or counted[0] in COMMON_WORDS and counted[0] not in _BEFORE_THE_THING or any(_same_stem(thing[0], w) for w in counted):
            return False  # written bare, or with the same thing: the given said again
    asked = [w.lower() for w in text_words(question[how.end() :])[:_COUNTED_REACH] if w.lower() not in COMMON_WORDS]
    if any(_same_stem(thing[0], a) for a in asked):
        return True
    return _IN_ALL.search(sentence) is not None and not any(_same_stem(thing[0], o) for o in _others_counted(prompt))
