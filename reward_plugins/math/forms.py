r"""The form an answer is written in, and the form a prompt asks for.

math-verify compares values, so ``7/3`` equals ``2\frac{1}{3}`` and ``75\%`` equals ``\frac34``; when
the prompt asks for a form ("as a mixed number", "in simplest radical form", "in scientific
notation"), a grader also checks the form. :func:`form_class` names the class of a written answer
and :func:`form_fault` says what is wrong with it against the gold's class.

>>> form_class("\\frac{7}{3}" + MIXED_MARK), form_class("7/3"), form_class("3.2 \\times 10^{5}"), form_class("2\\sqrt{3}")
('mixed', 'fraction', 'scientific', 'radical')
>>> form_fault("mixed", "mixed", "fraction", "\\frac{7}{3}")
'an improper fraction where a mixed number was asked'
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache, reduce
from math import gcd, isqrt

from reward_plugins.math.clock import asked_clock
from reward_plugins.math.form_words import MAX_PROMPT_CHARS, named_forms
from reward_plugins.math.known_words import in_common_use
from reward_plugins.math.language_words import FREQUENT_WORDS
from reward_plugins.math.normalize import MIXED_MARK, balanced_braces
from reward_plugins.math.units import UNIT_NAMES

# A unit after a number (a digit, a power's brace or a bracket before the space), a rate's too ("90 km/h"): "2x + h"
# keeps its h.
# An area's or a volume's too, however its power is written ("12\\sqrt{3} \\text{ cm}^2", "\\text{ square units}", "unités").
_TRAILING_UNIT = re.compile(
    r"(?<=[\d})])(?:(?:[ \t]|\\[ ,;:!]|~)+(?:\\(?:text|mathrm)\{[ \t]*)?|\\(?:text|mathrm)\{[ \t]*)(?:(?:square|sq\.?|cubic|cu\.?)[ \t]+)?"
    r"([^\W\d_]{1,12}(?:/[^\W\d_]{1,6})?)\}?(?:[ \t]*\^[ \t]*\{?[23]\}?|[²³])?[ \t.]*$")

# A length or an area "in units" names no unit but is written as one ("3\sqrt{13} units", "12 square units").
_UNIT_WORDS = UNIT_NAMES | frozenset({"unit", "units", "unidades", "unités", "unites", "einheiten", "eenheden", "enheter", "unità",
                                      "единиц", "единицы", "jednostek", "jednostki", "birim", "đơn", "satuan"})
_IMPROPER = (r"improper[ \t]+fraction|fraction[ \t]+impropre|unechte[nr]?[ \t]+Bruch|fracci[óo]n[ \t]+impropia"
             r"|fra[çc][ãa]o[ \t]+impr[óo]pria|frazione[ \t]+impropria|неправильн\w{0,4}[ \t]+дроб|假分数|仮分数")
# A ratio asked in lowest terms: a word for "ratio" and a word for "reduced" in one sentence, in either order ("Riduci ai
# minimi termini il rapporto 18:24", "the ratio in simplest form").
_RATIO_NOUNS = (r"\bratio|rapport\w{0,2}|Verh[äa]ltnis|raz[óo]n|raz[ãa]o|stosun\w{0,3}|отношени\w{0,2}|verhouding|förhållande"
                r"|forholdet?|poměr\w{0,2}|arány\w{0,3}|\boran\w{0,3}|perbandingan|t[ỉỷ][ \t]số|λόγο\w{0,2}")
_REDUCED = (r"simplif\w{0,4}|simplest|lowest[ \t]+terms|reduced?\b|irr[ée]ductible|plus[ \t]+simple|gekürzt|kürze(?:n\b|\b)|einfachst"
            r"|vereinfach\w{0,3}|m[áa]s[ \t]+simple|irreducible|mais[ \t]+simples|irredut[íi]vel|semplific\w{0,4}|ridott\w?|riduci"
            r"|minimi[ \t]+termini|najprostsz\w{0,3}|nieskracaln\w{0,3}|skróć|простейш\w{0,3}|несократим\w{0,3}|сократи\w{0,3}"
            r"|vereenvoudig\w{0,2}|förenkla\w{0,2}|forenkl\w{0,2}|zjednoduš\w{0,3}|egyszerűsít\w{0,4}|sadeleştir\w{0,4}"
            r"|sederhanakan|paling[ \t]+sederhana|tối[ \t]+giản|rút[ \t]+gọn|απλοποι\w{0,4}|più[ \t]+semplice|eenvoudigst\w{0,2}"
            r"|enklaste|enkleste|en[ \t]+sade|самом[ \t]+простом|найпростіш\w{0,3}|最简|最も簡単な形")
# The words that ask for a form, most specific first (a "mixed number" is also a "fraction").
_ASKED = (
    ("mixed", r"mixed[ \t]+(?:number|numeral|fraction)|nombre[ \t]+mixte|gemischte[nr]?[ \t]+(?:Zahl|Bruch)|n[úu]mero[ \t]+mi[sx]to"
              r"|fracci[óo]n[ \t]+mixta|numero[ \t]+misto|смешанн|带分数|帯分数|대분수|pecahan[ \t]+campuran|gemengd[ \t]+getal"
              r"|nombre[ \t]+fractionnaire|liczb\w{0,3}[ \t]+mieszan|smíšen\w{0,3}[ \t]+čísl|tam[ \t]+sayılı[ \t]+kesir"
              r"|blandat[ \t]+tal|blandet[ \t]+tal|sekaluku|fra[çc][ãa]o[ \t]+mista"),
    ("scientific", r"scientific[ \t]+notation|standard[ \t]+form[ \t]+a[ \t]*\\?times|notation[ \t]+scientifique"
                   r"|wissenschaftlicher?[ \t]+(?:Schreibweise|Notation)|notaci[óo]n[ \t]+cient[íi]fica|nota[çc][ãa]o[ \t]+cient[íi]fica"
                   r"|notazione[ \t]+scientifica|стандартном[ \t]+виде|科学记数法|科学的記数法|과학적[ \t]+표기법|notasi[ \t]+ilmiah"
                   r"|(?:notacj|postac)\w{0,2}[ \t]+wykładnicz|écriture[ \t]+scientifique|notaci[óo]n[ \t]+exponencial"
                   r"|notazione[ \t]+esponenziale|Exponentialschreibweise|научн\w{0,4}[ \t]+(?:нотац|запис|форм)|科学计数法"),
    ("radical", r"simplest[ \t]+radical|radical[ \t]+form|forme[ \t]+radicale|Wurzel[ \t]*form|forma[ \t]+radical|最简根式|最简二次根式"
                r"|rationali[sz]|racionaliz|razionalizz|usuń[ \t]+niewymierność|избав\w{0,6}[ \t]+от[ \t]+иррациональност|分母有理化"
                r"|Nenner[^.?\n]{0,60}(?:rational|wurzelfrei)|有理化|유리화|paydayı[ \t]+rasyonel|rasionalkan|rationaliseer"),
    ("clock24", r"24-hour|24[ \t]hour(?!s)|24h\b|military[ \t]time|24-Stunden|formato[ \t]24|24小时制|24時間制"),
    ("ratio", rf"(?:{_REDUCED})[^.?\n]{{0,60}}(?:{_RATIO_NOUNS})|(?:{_RATIO_NOUNS})[^.?\n]{{0,60}}(?:{_REDUCED})|最简整数比|最简比|簡単な整数の比|最も簡単な比"),
    ("percent", r"\b(?:as|in|into|to)[ \t]+(?:a[ \t]+)?per[ \t]?cent(?:age)?\b|\bper[ \t]?cent(?:age)?[ \t]+form|en[ \t]+pourcentage|in[ \t]+Prozent"
                r"|en[ \t]+porcentaje|em[ \t]+porcentagem|in[ \t]+percentuale|в[ \t]+процентах|用百分数|百分比表示|パーセントで"
                r"|(?:como|come|als|jako|w)[ \t]+(?:un[ \t]+)?(?:porcentaje|porcentagem|percentuale|Prozentsatz|Prozentzahl|procent\w{0,3})"
                r"|(?:化成|写成|表示成|表示为|化为|写为)百分数|百分率で|forme[ \t]+de[ \t]+pourcentage|forma[ \t]+de[ \t]+porcentaje"
                r"|forma[ \t]+(?:de[ \t]+|di[ \t]+)?(?:porcentagem|percentual|percentuale)|(?:em|como|en[ \t]+tant[ \t]+que)[ \t]+(?:um[ \t]+)?percentuale?"
                r"|в[ \t]+виде[ \t]+процент|в[ \t]+процентном|в[ \t]+проценты|w[ \t]+procentach|na[ \t]+procent\w{0,2}|백분율로|퍼센트로"
                r"|para[ \t]+(?:uma?[ \t]+)?(?:porcentagem|percentual|porcentaje)|(?:conviert\w{1,2}|pas\w{1,2}|expres\w{1,2})[^.\n]{0,30}\ba[ \t]+porcentaje"),
    ("fraction", r"common[ \t]+fraction|fraction[ \t]+in[ \t]+(?:lowest|simplest)|(?:as|in|to)[ \t]+(?:a[ \t]+)?(?:simplified[ \t]+)?fraction\b"
                 r"|" + _IMPROPER + r"|fraction[ \t]+irr[ée]ductible|gew[öo]hnliche[nr]?[ \t]+Bruch|als[ \t]+Bruch|fracci[óo]n[ \t]+(?:com[úu]n|irreducible)"
                 r"|fra[çc][ãa]o[ \t]+irredut[íi]vel|frazione[ \t]+(?:irriducibile|ridotta)|несократим|最简分数|用分数|既約分数|기약분수"
                 r"|(?:fracci[óo]n|fra[çc][ãa]o|frazione)[ \t]+(?:simplificada|simplificad[ao]|semplificata|ridotta)|minimi[ \t]+termini"
                 r"|(?:como|come|em|sous[ \t]+forme[ \t]+de|en)[ \t]+(?:una?[ \t]+|d'une[ \t]+)?(?:fracci[óo]n|fra[çc][ãa]o|frazione|fraction)\b"
                 r"|fra[çc][ãa]o[^.?\n]{0,30}mais[ \t]+simples|gekürzt|\bkürze\b|\bkürzen[ \t]+Sie\b|ułam\w{0,4}[ \t]+zwykł|nieskracaln"
                 r"|jako[ \t]+ułam(?:ek|ka)\b(?![ \t]+dziesiętn)|обыкновенн\w{0,4}[ \t]+дроб|в[ \t]+виде[ \t]+дроби|(?<!десятичной )дробью|(?:化成|写成|表示成|表示为|化为|写为)分数|分数で|분수로"
                 r"|forme[ \t]+irr[ée]ductible|forma[ \t]+irredut[íi]vel|m[íi]nima[ \t]+expresi[óo]n|сократите|сократить|skróć"
                 r"|约分|약분|form[ae][ \t]+(?:de|di|d')[ \t]*(?:uma?[ \t]+|une[ \t]+)?(?:fra[çc][ãa]o|fracci[óo]n|frazione|fraction)\b"
                 r"|para[ \t]+(?:uma?[ \t]+)?(?:fra[çc][ãa]o|fracci[óo]n)\b|(?:conviert\w{1,2}|pas\w{1,2}|expres\w{1,2})[^.\n]{0,30}\ba[ \t]+fracci[óo]n"
                 r"|na[ \t]+ułamek[ \t]+zwykły|в[ \t]+обыкновенную[ \t]+дробь"),
    ("decimal", r"\b(?:as|in|into|to)[ \t]+(?:a[ \t]+)?decimal\b|decimal[ \t]+form|en[ \t]+(?:nombre[ \t]+)?d[ée]cimal|als[ \t]+Dezimal"
                r"|en[ \t]+(?:forma[ \t]+)?decimal|em[ \t]+decimal|десятичн|用小数|小数で|소수로"
                r"|(?:como|come|em)[ \t]+(?:um[ \t]+|un[ \t]+)?(?:n[úu]mero[ \t]+)?decimale?\b|Dezimalzahl|dziesiętn|(?:化成|写成|化为)小数"
                r"|forme[ \t]+d[ée]cimale|écriture[ \t]+d[ée]cimale|forma[ \t]+decimale?\b|Kommazahl"
                r"|forma[ \t]+(?:de|di)[ \t]+(?:um[ \t]+|un[ \t]+)?(?:n[úu]mero[ \t]+)?decimale?\b|para[ \t]+(?:um[ \t]+)?(?:n[úu]mero[ \t]+)?decimal\b"
                r"|(?:conviert\w{1,2}|pas\w{1,2}|expres\w{1,2})[^.\n]{0,30}\ba[ \t]+(?:n[úu]mero[ \t]+)?decimal\b|na[ \t]+ułamek[ \t]+dziesiętny"),
    ("interval", r"interval[ \t]+notation|notation[ \t]+d'intervalle|Intervallschreibweise|notaci[óo]n[ \t]+de[ \t]+intervalo|区间表示"),
    ("rational", r"\bsimplify\b|\bsimplified\b|\bcancel(?:l?ing|l?ed)?\b|simplifie[rz]?|vereinfache|simplifica|semplifica|upro[śs][ćc]|упрости|化简|約分|간단히"),
)
_ASKED_RE = tuple((name, re.compile(pattern, re.IGNORECASE)) for name, pattern in _ASKED)
# A word for "simplest form" or "lowest terms" anywhere in a prompt of a language read, in either order ("Bringe den
# Bruch auf die einfachste Form"): asked as "simplify" is, a fraction gold in lowest terms (bare "reduce" is left out:
# "the price is reduced by 20%").
_LOWEST_RE = re.compile(_REDUCED.replace(r"|reduced?\b", ""), re.IGNORECASE)
_IMPROPER_RE = re.compile(_IMPROPER, re.IGNORECASE)


# Where the prompt is in a language whose form words are not listed above, a form may have been asked in
# words the grader cannot read: the answer must then be in the gold's form (see :func:`form_fault`).
UNREAD = "gold"
# A prompt's language is judged by its share of frequent words from this many words on.
_MIN_JUDGED_WORDS = 4
_LISTED_LANGUAGES = ("en", "fr", "de", "es", "pt", "it", "ru")
_WORDS_LANGUAGES = ("en", "fr", "de", "es", "pt", "it", "pl", "ru")  # the languages of _READ_LANGUAGE_WORDS, in its order
# A listed language's word above that is not among its most frequent counts as a word this common (Zipf 4: 10 per million).
_LISTED_WEIGHT = 4.0
# The frequent words of the languages whose form words are listed: a prompt in one of them uses several.
_READ_LANGUAGE_WORDS = tuple(frozenset(words.split()) for words in (
    "the a an of to in is are was were be been it its this that these those what which who how many much and or but "
    "for with as by at on from into if then than find write express give your answer will would each every per has "
    "have had does do did there their they she he her his him them all one two three four five more less total left "
    "after before time day days round compute evaluate calculate simplify solve factor expand what's reduce lowest "
    "terms simplest form fraction decimal percent ratio number mixed notation",
    "le la les un une des du de et ou est sont en pour que qui quel quelle quels quelles combien écris écrivez donne "
    "donnez exprime sous forme réponse ton ta tes votre vos calcule calculez trouve trouvez il elle ils elles avec "
    "dans au aux par sur se ne pas chaque reste",
    "der die das den dem des ein eine einen einem und oder ist sind in zu von mit wie viele viel was gib gibt "
    "schreibe als an auf berechne bestimme finde im für nicht er sie es hat haben jede jeder jedes dann noch",
    "el la los las un una unos de del y o es son en que cuál cuáles cuánto cuánta cuántos cuántas como escribe "
    "expresa da tu respuesta calcula halla encuentra con por para se su sus tiene tienen cada le les hay más al",
    "o a os as um uma de do da dos das e ou é são em que qual quais quanto quanta quantos quantas como escreva "
    "expresse dê sua resposta calcule encontre com por para se seu tem têm cada há mais ao no na nos nas",
    "il lo la i gli le un una di del della dei e o è sono in che quale quali quanto quanta quanti quante come "
    "scrivi esprimi dai risposta calcola trova con per si ha hanno ogni al alla nel nella più",
    "w i z na do jest są się jak ile oblicz podaj zapisz wynik postaci jako ułamek liczby liczbę czy oraz dla "
    "przez które który która jaka jaki jakie jaką wynosi ma mają każdy każda po od ze ciągu razem",
    "и в на с по что как не это из для если найдите вычислите запишите ответ сколько чему равно равен равна "
    "дроби числа виде у он она они его её каждый за от до было была были своих осталось стало всего",
))
_WORD = re.compile(r"[^\W\d_]{2,}|[aoeiyuwzvàèéìòùáíóú]")  # a one-letter word of a read language counts, a variable does not
_MATH = re.compile(r"\\(?:begin|end|text|mathrm|operatorname)\{[A-Za-z*]{0,20}\}|\\[A-Za-z]+")
_FORMULA = re.compile(r"\$\$?[^$]{0,2000}\$\$?|\\\(.{0,2000}?\\\)", re.DOTALL)
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")  # Chinese and Japanese: their form words are listed


def reads_language(prompt: str) -> bool:
    """Whether the prompt is in a language whose form words are listed. In a prompt of a few words ("symbolic
    problem 3") one word in common use in one of those languages is enough: a rule that fails closed needs evidence;
    in a longer one, a share of their frequent words. Either way, its prose's words must not be more those of
    another language ("Schrijf 3/8 als percentage" is Dutch, though "als" is German too)."""
    if _UNSPACED.search(prompt):
        return True
    words = [w.lower() for w in _WORD.findall(_MATH.sub(" ", prompt))]
    if not words:
        return True
    hits = max(sum(w in language for w in words) for language in _READ_LANGUAGE_WORDS)
    short = len(words) < _MIN_JUDGED_WORDS
    if short and not (hits >= 1 or any(in_common_use(w, _LISTED_LANGUAGES) for w in words)):
        return False
    if not short and (hits < 2 or hits < 0.2 * len(words)):
        return False
    # The prose's words only: a letter inside a formula ("$\\mathbf{v}$") is a variable, not the Czech "v".
    prose = [w.lower() for w in _WORD.findall(_MATH.sub(" ", _FORMULA.sub(" ", prompt)))]
    language = _likeliest_language(tuple(prose))
    if language not in _WORDS_LANGUAGES:
        return False
    # A few words are judged by each one: half of them in use in that language ("Vereenvoudig de verhouding" shares
    # only "de" with Spanish).
    listed = _READ_LANGUAGE_WORDS[_WORDS_LANGUAGES.index(language)]
    return not short or 2 * sum(w in listed or in_common_use(w, (language,)) for w in words) >= len(words)


def _likeliest_language(words: tuple[str, ...]) -> str:
    """The language whose most frequent words the prompt's words are, weighed by their frequency there: a
    few words shared with a listed language ("in", "de", "als") do not make Dutch German. A listed language's
    own words above count as common ones; a tie goes to a listed language."""
    frequent = _frequent_words()

    def weight(language: str) -> float:
        own = frequent[language]
        listed = _READ_LANGUAGE_WORDS[_WORDS_LANGUAGES.index(language)] if language in _WORDS_LANGUAGES else ()
        return sum(own.get(w, _LISTED_WEIGHT if w in listed else 0.0) for w in words)
    return max((*_WORDS_LANGUAGES, *(lang for lang in frequent if lang not in _WORDS_LANGUAGES)), key=weight)


# The languages that group thousands with a point ("1.250" is 1250 in Italian, German, Spanish, Portuguese, Dutch, ...).
_POINT_GROUPING_LANGUAGES = frozenset("ca da de el es id is it mk nb nl pt ro sh sl tr vi".split())
_POINT_GROUPED = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d.,])")
_DECIMAL_POINT = re.compile(r"(?<![\d.,])\d{1,15}\.(?:\d{1,2}|\d{4,15})(?![\d.,])|\d,\d")


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def groups_thousands_by_point(prompt: str) -> bool:
    """Whether the prompt writes a number grouped by points ("Quanto fa 1.250 + 750?"), no decimal point or comma, in a
    language that groups thousands so: its reader reads "2.000" as 2000."""
    if _POINT_GROUPED.search(prompt) is None or _DECIMAL_POINT.search(prompt) is not None:
        return False
    prose = tuple(w.lower() for w in _WORD.findall(_MATH.sub(" ", _FORMULA.sub(" ", prompt))))
    return bool(prose) and _likeliest_language(prose) in _POINT_GROUPING_LANGUAGES


@lru_cache(maxsize=1)
def _frequent_words() -> dict[str, dict[str, float]]:
    return {language: {w: float(z) for w, z in (pair.split(":") for pair in pairs.split())}
            for language, pairs in FREQUENT_WORDS.items()}


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def asked_form(prompt: str) -> str | None:
    """The form the prompt asks the answer in, :data:`UNREAD` where its language's form words are not
    listed, or ``None``."""
    for name, pattern in _ASKED_RE:
        if pattern.search(prompt) or (name == "clock24" and asked_clock(prompt) is not None):
            if name == "clock24":
                return asked_clock(prompt) or name  # "12-hour format" asks the 12-hour clock (clock.asked_clock, any language)
            # "Convert the mixed number 2 1/3 to an improper fraction" names both: the gold's form is the one asked.
            return UNREAD if name == "mixed" and _IMPROPER_RE.search(prompt) else name
    if prompt.strip() and not reads_language(prompt):
        return UNREAD
    return "rational" if _LOWEST_RE.search(prompt) else None


_FRAC_SHORTHAND = re.compile(r"\\frac(\d)(\d)")
_RADICAL_PRODUCT = re.compile(r"([\d}])(?:\\cdot|\\times)\\sqrt")
# A number to a unit fraction's power ("2^{1/3}", "2^{\\frac{1}{3}}"): the root it writes.
_ROOT_POWER = re.compile(r"(?<![\d.])(\d{1,12})[ \t]{0,2}\^[ \t]{0,2}\{[ \t]{0,2}(?:1[ \t]{0,2}/[ \t]{0,2}(\d)|\\[dt]?frac\{1\}\{(\d)\}|\\[dt]?frac1(\d))[ \t]{0,2}\}")


def roots_for_powers(expr: str) -> str:
    """``2^{1/3}`` written as the root it is, ``\\sqrt[3]{2}`` (``\\sqrt{2}`` for a square root)."""
    if "^" not in expr:
        return expr
    return _ROOT_POWER.sub(lambda m: _root(m.group(1), m.group(2) or m.group(3) or m.group(4)), expr)


def _root(radicand: str, index: str) -> str:
    return f"\\sqrt{{{radicand}}}" if index == "2" else f"\\sqrt[{index}]{{{radicand}}}"
_WRAPPERS = re.compile(r"\\(?:left|right|(?:display|text|script)style|[,;:!]|q?quad)|\$|\\\(|\\\)|\\\[|\\\]|\s")
_INT = r"-?\d+"
_DEC = r"-?(?:\d+\.\d*|\.\d+)"
_FRAC = r"-?\\[dt]?frac\{(-?\d+)\}\{(\d+)\}|(-?\d+)/(\d+)"
_FORMS = (
    ("clock12", re.compile(r"\d{1,2}:\d{2}(?:\\text\{|\\mathrm\{)?(?i:a\.?m\.?|p\.?m\.?)\}?")),
    ("clock24", re.compile(r"\d{1,2}:\d{2}")),
    ("piecewise", re.compile(r".*\\begin\{cases\}.*")),
    ("interval", re.compile(r"[(\[].*,.*[)\]](?:\\cup[(\[].*,.*[)\]])*") ),
    ("set", re.compile(r"\\\{.*\\\}")),
    ("ratio", re.compile(r"(\d+(?:\.\d+)?)(?::|\\colon|to)(\d+(?:\.\d+)?)")),
    ("percent", re.compile(r"-?\d+(?:\.\d+)?\\?%")),
    ("scientific", re.compile(r"(-?\d+(?:[.,]\d+)?)(?:\\times|\\cdot|×|\*)10\^(?:\{[-+]?\d+\}|[-+]?\d)|(-?\d+(?:\.\d+)?)[eE][-+]?\d+")),
    ("mixed", re.compile(r"(-?\d+)\\frac\{(\d+)\}\{(\d+)\}|.*" + MIXED_MARK)),
    ("integer", re.compile(_INT)),
    ("decimal", re.compile(_DEC)),
    ("fraction", re.compile(_FRAC)),
    ("radical", re.compile(r"-?(?:\d+|\\frac\{\d+\}\{\d+\})?\\sqrt(?:\[\d\])?\{?\d+\}?(?:/\d+)?|-?\\[dt]?frac\{(?:\d+)?\\sqrt\{?\d+\}?\}\{\d+\}|-?\\[dt]?frac\{\d+\}\{(?:\d+)?\\sqrt\{?\d+\}?\}")),
)
_PLAIN = r"(?:\d+(?:\.\d+)?|\\[dt]?frac\{\d+\}\{\d+\})"
_ATOM = r"(?:" + _PLAIN + r"|(?:\d+)?\\sqrt\{?\d+\}?)"
# Work left undone: an operation between plain numbers (a slash between two integers writes a fraction),
# or a sum of radicals; a number times a radical (``\sqrt{3} \cdot 4``) is how a radical is written.
_PATTERN = dict(_FORMS)
_ARITHMETIC = re.compile(_PLAIN + r"(?:[-+*]|\\times|\\cdot|\\div)" + _PLAIN + "|" + _ATOM + "[-+]" + _ATOM)
_LETTER = re.compile(r"(?<!\\)(?<![A-Za-z])[a-z](?![A-Za-z])")


def _compact(expr: str) -> str:
    expr = re.sub(r"\\text\{[ \t]*(to|:)[ \t]*\}", r"\1", expr)
    expr = _WRAPPERS.sub("", roots_for_powers(expr).replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")
                         .replace("\\cfrac", "\\frac")).rstrip(".")
    if expr.startswith("{") and expr.endswith("}") and balanced_braces(expr[1:-1]):
        expr = expr[1:-1]  # "{\textstyle 2\frac{1}{3}}": a group around the whole value sets it, says nothing
    # "\frac14" is \frac{1}{4}; "3\cdot\sqrt{2}" is how 3\sqrt{2} is also written.
    return _RADICAL_PRODUCT.sub(r"\1\\sqrt", _FRAC_SHORTHAND.sub(r"\\frac{\1}{\2}", expr))


def _value_part(expr: str) -> str:
    """The value an answer ends on, compact: after its last "=", before a rounding ("1/3 \\approx 0.33")."""
    s = _compact(expr)
    if "=" in s:
        s = s.rsplit("=", 1)[1]
    return re.split(r"\\approx|≈", s)[0]


def unit_written(expr: str) -> str:
    """The unit written after an answer's number, lower-cased ("5 \\text{ cm}" gives "cm"), or ""."""
    m = _TRAILING_UNIT.search(expr)
    return m.group(1).lower() if m is not None and _without_unit(expr) != expr else ""


def _without_unit(expr: str) -> str:
    """The answer without a unit written after its number ("6 \\times 10^{9} m", "42\\,\\text{cm}"): the form is the number's."""
    m = _TRAILING_UNIT.search(expr)
    # A rate's unit is its parts' ("90 km/h", "3 m/s"): a unit, not a quotient of letters.
    unit = m is not None and (m.group(1).lower() in _UNIT_WORDS or all(p in _UNIT_WORDS for p in m.group(1).lower().split("/")))
    return expr[: m.start()] if unit else expr


# A set of reals given by its condition ("\{x \mid x \neq -1\}", "\{x \in \mathbb{R} : x > 2\}"): the condition is in group 1.
SET_BUILDER = re.compile(
    r"[ \t]*\\\{[ \t]*[A-Za-z][ \t]*(?:\\in[ \t]*(?:\\mathbb\{R\}|R|ℝ)[ \t]*)?(?:\\mid|\||:|\\colon)[ \t]*((?:(?!\\\}).){1,200}?)[ \t]*\\\}[ \t]*")


# A list in plain braces ("{2, 3}", "P = {a, b}", "{2; 3}"): in text a set, where in math a group would hold one value.
# A number with thousands commas in a group ("{1,000}") is no list; "{2,5}" is read as the set, its braces saying so.
_BRACED_LIST = re.compile(r"([ \t]*)\{([^{}=]{1,200})\}([ \t.]*)")
_COMMA_NUMBER = re.compile(r"[ \t]*-?\d{1,3}(?:,\d{3})+(?:\.\d+)?[ \t]*")


def braced_list(expr: str) -> tuple[str, str] | None:
    """The list in plain braces the value of ``expr`` is ("{2, 3}" in "P = {2, 3}"), as written and as a set
    ("\\{2, 3\\}"), or ``None``."""
    if "{" not in expr or ("," not in expr and ";" not in expr):
        return None
    m = _BRACED_LIST.fullmatch(expr.rsplit("=", 1)[-1])
    if m is None or ("," not in m.group(2) and ";" not in m.group(2)) or _COMMA_NUMBER.fullmatch(m.group(2)):
        return None
    return "{" + m.group(2) + "}", "\\{" + m.group(2) + "\\}"


def form_class(expr: str) -> str:
    """``integer``, ``fraction``, ``mixed``, ``decimal``, ``percent``, ``scientific``, ``radical``,
    ``ratio``, ``interval``, ``set``, ``piecewise``, ``rational`` (a quotient of expressions in
    letters), ``arithmetic`` (an operation between written numbers left undone), ``expression``, or ``other``."""
    if "\\{" in expr and SET_BUILDER.fullmatch(expr):
        return "interval"  # the reals a condition holds on, whether or not they make one interval
    s = _value_part(_without_unit(expr))
    for name, pattern in _FORMS:
        if pattern.fullmatch(s):
            return name
    if _ARITHMETIC.search(s) and not _LETTER.search(s):
        return "arithmetic"
    if _LETTER.search(s):
        return "rational" if "\\frac" in s or "/" in s else "expression"
    return "other"


def form_fault(asked: str | None, gold_class: str, answer_class: str, answer: str, gold: str = "", written: str = "",
               prompt: str = "") -> str | None:
    """What is wrong with the answer's form, or ``None``: where a form is asked and the gold is in
    it, the answer must be in it too; a number form must be its canonical self (a proper mixed
    number, a coefficient from 1 to 10, a square-free radicand, a ratio of coprime integers), asked
    for or not when the gold is written so, and a fraction in lowest terms where any form is asked
    ("fraction irréductible", "gekürzt", "simplify") and the gold is in lowest terms; so is a mixed number's fraction,
    as ``written`` (the completion's end) shows it ("2 6/10" is read as its value 13/5). A form the ``prompt`` names in
    the words of any language (:mod:`reward_plugins.math.form_words`) is asked where the gold is in it."""
    answer = _without_unit(answer)
    if asked in (None, UNREAD) and gold_class in _NAMED_ASKS[asked] and gold_class in named_forms(prompt) \
            and answer_class in _NUMBER_FORMS and not (gold_class == "decimal" and answer_class in ("integer", "scientific")):
        # "Išreikškite 3/8 dešimtaine trupmena", gold 0.375: the decimal the prompt names, where the answer is a number
        # in another form ("2.48 eV" with a unit not read, "3" for "3.00", "4.7 \times 10^{-3}" rounded, are none).
        asked = gold_class
    bases = [_BASE.fullmatch(_compact(x)) for x in (gold, answer)]
    if all(bases) and int(bases[0].group(1)) != int(bases[1].group(1)):
        return f"a number in base {bases[1].group(1)} where the gold is in base {bases[0].group(1)}"  # math-verify drops the base
    if {gold_class, answer_class} == {"set", "interval"}:  # math-verify may call a set {2, 3} equal to the pair (2, 3)
        return f"{_A[answer_class]} where the gold is {'a tuple or an interval' if gold_class == 'interval' else 'a set'}"
    if asked == UNREAD:  # a form may have been asked in words not read: the gold's form, where a prompt could ask for it
        asked = gold_class if gold_class in _ASKABLE else None
        if asked == "percent" and answer_class in ("integer", "decimal"):
            asked = None  # "how many percent": a plain number is read as the percentage (structures)
    if asked == gold_class == "decimal" and answer_class == "fraction" and written_repeating(written):
        answer_class = "decimal"  # "0.1\\overline{6}", read as its fraction 1/6, is written as a decimal
    if asked == "ratio":  # "15:25" reads as a time of day only where times are asked
        gold_class, answer_class = (("ratio" if c == "clock24" else c) for c in (gold_class, answer_class))
    if asked == "rational" and gold_class == "fraction" and answer_class in ("percent", "decimal"):
        return f"{_A[answer_class]} where a fraction was asked"  # "Simplify the fraction 12/16": 75% or 0.75 simplifies nothing
    if asked == gold_class == "expression" and answer_class == "rational":
        return f"{_A[answer_class]} where {_A[asked]} was asked"  # "(x-1)(x+1)/(x-1)" left for "x+1"
    if asked is not None and gold_class == asked and answer_class != asked and asked not in ("rational", "expression"):
        return f"{_A[answer_class]} where {_A[asked]} was asked"
    if asked in ("rational", "radical") and _radical_quotient_cancels(answer) and not _radical_quotient_cancels(gold):
        return "a quotient whose numerator and denominator share a factor"  # "\\frac{22\\sqrt{2}}{2}" for "simplify"
    if asked in ("rational", "radical") and _root_below(answer) and not _root_below(gold):
        # "rationalize", and "simplify" or "simplest radical form": a root under the line is not simplified, however the
        # rest is written ("\frac{\sqrt{2}}{2-\sqrt{2}}", "\frac{22}{\sqrt{2}}" for "Simplify $\sqrt{242}$")
        return "a radical left in the denominator"
    if _pi_reduced(answer) is False and _pi_reduced(gold) is not False and (asked is not None or _PI_FORM_ASKED.search(prompt)):
        return "a multiple of pi whose fraction is not in lowest terms"  # "\frac{135\pi}{180}" "in terms of π", gold 3π/4
    if answer_class == "arithmetic" and gold_class in _NUMBER_FORMS:
        return UNDONE
    if answer_class == gold_class or (asked is not None and answer_class == asked):
        if answer_class == "fraction" and asked is not None and _lowest_terms(_value_part(gold)) is not False:
            if _lowest_terms(_value_part(answer)) is False:
                return "a fraction not in lowest terms"
        if answer_class == "mixed" and asked is not None and not _mixed_reduced(answer, written):
            return "a mixed number whose fraction is not in lowest terms"
        return _not_canonical(answer_class, _value_part(answer), asked)
    return None


# A form the prompt writes out as a template after its word for "form" ("in the form $a+bi$", "in the form $y = mx + b$",
# "sous la forme $ax+b=0$"): its letters are placeholders, and the answer must have its shape.
_TEMPLATE = re.compile(
    r"(?i)(?:\bform|\bforme|\bforma|\bвиде|形式|の形)[ \t]{0,3}\n?(?:of[ \t]+|de[ \t]+|di[ \t]+)?"
    r"(?:\$\$?|\\[(\[])[ \t]*([^$\n]{1,40}?)[ \t,.]*(?:\$|\\[)\]])|(?i:\bform)[ \t]+(a[ \t]*\+[ \t]*b[ \t]*i|y[ \t]*=[ \t]*mx[ \t]*\+[ \t]*b)\b"
    r"|(?:\$|\\\()([^$\n]{1,40}?)(?:\$|\\\))[ \t]{0,2}(?:的形式|の形|形式|꼴)")
# The same forms by name: a complex number's rectangular form, a line's slope-intercept form.
_NAMED_TEMPLATES = (
    ("a+bi", re.compile(r"(?i)rectangular[ \t]+form|cartesian[ \t]+form|forme[ \t]+alg[ée]brique|forme[ \t]+cart[ée]sienne"
                        r"|(?:algebraische|kartesische)[nr]?[ \t]+Form|forma[ \t]+(?:bin[óo]mica|binomial|algébrica|algebrica|cartesiana|rectangular)"
                        r"|алгебраическ\w{0,3}[ \t]+форм|代数形式")),
    ("y=mx+b", re.compile(r"(?i)slope[- \t]intercept[ \t]+form|forme[ \t]+r[ée]duite|pendiente[- \t]+(?:intersecci[óo]n|ordenada)"
                          r"|forma[ \t]+(?:reduzida|expl[íi]cita|esplicita)|угловым[ \t]+коэффициентом|斜截式")),
)
# a + bi (x + yi, a + ib): the complex number with its real and imaginary parts apart.
_RECTANGULAR = re.compile(r"[a-z][-+](?:[a-z]\\?,?i|i[a-z])")
_UNIT_I = re.compile(r"(?<![A-Za-z\\])i(?![A-Za-z])")
_FRACTION_PARTS = re.compile(r"\\frac\{((?:[^{}]|\{[^{}]{0,80}\}){0,200})\}\{((?:[^{}]|\{[^{}]{0,80}\}){0,200})\}")
# A bracket multiplied, divided or raised ("(2+i)(1-i)", "(10+5i)/5", "(1+i)^2").
_BRACKET_OPERATION = re.compile(r"\)[ \t]*[(/^]|/[ \t]*\(")


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def template_asked(prompt: str) -> str | None:
    """The template of the form the prompt asks for, compact ("a+bi", "y=mx+b"), or ``None``."""
    m = _TEMPLATE.search(prompt)
    if m is not None:
        return _compact(m.group(1) or m.group(2) or m.group(3))
    return next((template for template, words in _NAMED_TEMPLATES if words.search(prompt)), None)


# A condition the prompt puts on the template's letters: one positive ("where $A > 0$"), all of them coprime
# ("\gcd(|A|,|B|,|C|,|D|) = 1").
_POSITIVE_LETTER = re.compile(r"(?<![A-Za-z\\])([A-Za-z])(?:[ \t]*(?:>|\\gt)[ \t]*0(?![\d.])|\$?[ \t]+(?:is|be)[ \t]+positive\b)")
_COPRIME_ASKED = re.compile(r"(?i)\\gcd|\bgcd\b|\bpgcd\b|\bggT\b|\bmcd\b|\bНОД\b|最大公约数|common[ \t]+(?:factor|divisor)|coprime"
                            r"|relatively[ \t]+prime|premiers[ \t]+entre[ \t]+eux|teilerfremd|primos[ \t]+entre[ \t]+s[ií]|взаимно[ \t]+прост|互质|互素")
# A linear template's term: a letter for its coefficient, then the unknown it multiplies ("Ax", "By").
_TEMPLATE_TERM = re.compile(r"([A-Za-z])([a-z])(?![A-Za-z^])")
# A written linear term: its sign, its coefficient (none: 1) and its unknown (none: the constant).
_WRITTEN_TERM = re.compile(r"([-+]?)(\d{0,12})(?:\\cdot)?([a-z]?)(?![A-Za-z^])")


def _linear_terms(side: str) -> dict[str, int] | None:
    """A linear side's coefficients by unknown ("" for the constant), or ``None`` where it is not written so."""
    terms: dict[str, int] = {}
    at = 0
    while at < len(side):
        m = _WRITTEN_TERM.match(side, at)
        if m is None or m.end() == at or not (m.group(2) or m.group(3)) or (at and not m.group(1)):
            return None
        coefficient = int(m.group(2) or 1) * (-1 if m.group(1) == "-" else 1)
        terms[m.group(3)] = terms.get(m.group(3), 0) + coefficient
        at = m.end()
    return terms or None


def _equation_terms(equation: str) -> dict[str, int] | None:
    """A linear equation's coefficients with every term on the left ("Ax + By = C" as "Ax + By - C = 0")."""
    if equation.count("=") != 1:
        return None
    left, right = (_linear_terms(_compact(side)) for side in equation.split("="))
    if left is None or right is None:
        return None
    return {unknown: left.get(unknown, 0) - right.get(unknown, 0) for unknown in left.keys() | right.keys()}


def condition_fault(prompt: str, template: str | None, answer: str, gold: str) -> str | None:
    """What breaks a condition the prompt puts on its linear template's letters ("Ax + By + Cz + D = 0 where A > 0 and
    gcd(|A|,|B|,|C|,|D|) = 1"): the same plane with every sign flipped, or every coefficient doubled, is another answer
    than the one asked. Judged only where the gold keeps the conditions."""
    if template is None or "=" not in template:
        return None
    unknowns = {letter: unknown for letter, unknown in _TEMPLATE_TERM.findall(template.split("=")[0]) if letter != unknown}
    if not unknowns:
        return None
    written, kept = _equation_terms(answer), _equation_terms(gold)
    if written is None or kept is None:
        return None
    for letter in _POSITIVE_LETTER.findall(prompt):
        unknown = unknowns.get(letter)
        if unknown is not None and kept.get(unknown, 0) > 0 and written.get(unknown, 0) <= 0:
            return f"an equation whose coefficient {letter} is not positive, as the form {template} asks"
    if _COPRIME_ASKED.search(prompt) and reduce(gcd, kept.values(), 0) == 1 and reduce(gcd, written.values(), 0) > 1:
        return f"an equation whose coefficients share a factor, where the form {template} asks them coprime"
    return None


def template_fault(template: str | None, answer: str, gold: str) -> str | None:
    """What keeps the answer from the shape of the template the prompt writes (where the gold has it), or ``None``:
    for a + bi, no quotient or product left with i inside; for an equation solved for a letter ("y = mx + b"), that
    letter alone on the left; for one equal to 0 ("ax + by + c = 0"), 0 on the right, to a constant ("Ax + By = C") a
    number on the right; for a radical ("a\\sqrt{b}"), no square left under the root."""
    if template is None:
        return None
    if _RECTANGULAR.fullmatch(template):
        if _rectangular(gold) and not _rectangular(answer):
            return f"a quotient or product left where the form {template} was asked"
        return None
    if "\\sqrt" in template and "=" not in template:  # "a\\sqrt{b}": a simplest radical
        fault = _not_canonical("radical", _value_part(answer), "radical") if form_class(gold) == "radical" else None
        return fault if fault is not None and _not_canonical("radical", _value_part(gold), "radical") is None else None
    if template.count("=") != 1 or answer.count("=") != 1:
        return None
    left, right = template.split("=")
    sides = [_compact(side) for side in answer.split("=")]
    gold_sides = [_compact(side) for side in gold.split("=")] if gold.count("=") == 1 else None
    if re.fullmatch(r"[a-z]", left) and left not in right:
        fits = [(x[0] == left and left not in x[1]) for x in (sides, gold_sides) if x is not None]
    elif right == "0":
        fits = [x[1] == "0" for x in (sides, gold_sides) if x is not None]
    elif re.fullmatch(r"[A-Za-z]", right) and right not in left:  # "Ax + By = C": a constant on the right
        fits = [re.search(r"[A-Za-z]", x[1]) is None and re.search(r"[A-Za-z]", x[0]) is not None for x in (sides, gold_sides)]
    else:
        return None
    return f"an equation not in the form {template}" if gold_sides is not None and fits == [False, True] else None


# A polynomial's or a conic's form asked by name, which math-verify, comparing values, cannot see: the circle's standard
# form keeps its squared brackets, the general form has none, the factored form is one product, and the terms in
# descending (ascending) order of degree go down (up). Each shape's names, one alternation per shape.
_SHAPE_NAMES = (
    ("squared", r"standard[ \t]+form|vertex[ \t]+form|center[- \t]+radius[ \t]+form|completed[- \t]+square[ \t]+form"
                r"|forme[ \t]+canonique|Scheitel(?:punkt)?form|forma[ \t]+(?:can[óo]nica|(?:de[ \t]+|del[ \t]+)?v[ée]rtice|padr[ãa]o|est[áa]ndar)"
                r"|каноническ\w{0,4}[ \t]+(?:вид|уравнени)|顶点式|标准方程|標準形|平方完成"),
    ("expanded", r"standard[ \t]+form|general[ \t]+form|expanded[ \t]+form|forme[ \t]+(?:d[ée]velopp[ée]e|g[ée]n[ée]rale)"
                 r"|allgemeine[nr]?[ \t]+Form|ausmultipliziert|forma[ \t]+(?:general|geral|desarrollada|desenvolvida)"
                 r"|общ\w{0,3}[ \t]+вид|一般式|一般方程|一般形"),
    ("factored", r"factori[sz]ed[ \t]+form|factored[ \t]+form|intercept[ \t]+form|forme[ \t]+factoris[ée]e|faktorisierte[nr]?[ \t]+Form"
                 r"|Linearfaktor|forma[ \t]+(?:factorizada|fatorada|fattorizzata)|разлож\w{0,6}[ \t]+на[ \t]+множител|因式分解|因数分解"),
    ("descending", r"descending|decreasing[ \t]+(?:order|powers|degree)|d[ée]croissant|absteigend|fallende[nr]?[ \t]+(?:Potenz|Ordnung|Reihenfolge)"
                   r"|decrecient|descendente|decrescent|по[ \t]+убыванию|降幂|降べき"),
    ("ascending", r"ascending|increasing[ \t]+(?:order|powers|degree)|(?<!d[ée])(?<![^\W\d_])croissant|aufsteigend"
                  r"|(?<![^\W\d_])crecient|ascendente|(?<![^\W\d_])crescent|по[ \t]+возрастанию|升幂|昇べき"),
)
_SHAPE_SAID = {"squared": "form with squared brackets (standard, vertex)", "expanded": "expanded (general) form",
               "factored": "factored form", "descending": "descending order of degree", "ascending": "ascending order of degree"}
_SHAPE_ASKED = tuple((shape, re.compile(rf"(?i){names}")) for shape, names in _SHAPE_NAMES)
_SHAPE_WORDS = ("form", "Form", "forma", "вид", "order", "ordre", "orden", "ordem", "ordine", "Reihenfolge", "Potenz", "powers",
                "degree", "ending", "sant", "cient", "crescent", "убыванию", "возрастанию", "式", "形", "幂", "べき", "方程",
                "множител", "faktor", "cending")
_BRACKET = re.compile(r"\(([^()]{1,200})\)")
_SQUARED_BRACKET = re.compile(r"\)(?:\^\{?2|²)")
# A polynomial's term in one letter: its coefficient, its letter and its power ("-2x^2", "x^{3}", "3x", "2").
_POLY_TERM = re.compile(r"[-+]?(?:\d{1,12}(?:\.\d{1,12})?)?(?:([a-z])(?:\^\{?(\d{1,3})\}?)?)?")


def _open_bracket(expr: str) -> bool:
    """Whether ``expr`` holds a bracket with a letter and an operation ("(x-2)", "(y+3)"): a factor or a square not
    multiplied out."""
    return any(re.search(r"[a-z]", inner) and re.search(r"[-+]", inner) for inner in _BRACKET.findall(expr))


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def shapes_asked(prompt: str) -> tuple[str, ...]:
    """The shapes the prompt asks its answer in by name ("in standard form", "in descending order of degree")."""
    if not any(word in prompt for word in _SHAPE_WORDS):
        return ()
    return tuple(shape for shape, names in _SHAPE_ASKED if names.search(prompt))


def _degrees(side: str) -> list[int] | None:
    """The degrees of a polynomial's terms in one letter, in the order written, or ``None`` where it is not one."""
    degrees, letters, at = [], set(), 0
    while at < len(side):
        m = _POLY_TERM.match(side, at)
        if m is None or m.end() == at or (at and side[at] not in "+-"):
            return None
        if m.group(1):
            letters.add(m.group(1))
        degrees.append(int(m.group(2) or 1) if m.group(1) else 0)
        at = m.end()
    return degrees if len(letters) == 1 and len(set(degrees)) > 1 else None


def _in_shape(shape: str, expr: str) -> bool | None:
    """Whether ``expr`` (an expression or an equation, compact) has ``shape``; ``None`` where the shape says nothing of it."""
    if shape == "squared":
        return bool(_SQUARED_BRACKET.search(expr))
    if shape == "expanded":
        return not _open_bracket(expr)
    side = expr.rsplit("=", 1)[-1] if re.match(r"[a-z](?:\([a-z]\))?=", expr) else expr
    if shape == "factored":
        return "=" not in side and re.search(r"[-+]", re.sub(r"\([^()]*\)", "", side)[1:]) is None and _open_bracket(side)
    degrees = _degrees(side) if "=" not in side else None
    if degrees is None:
        return None
    return degrees == sorted(degrees, reverse=(shape == "descending"))


def shape_fault(prompt: str, answer: str, gold: str) -> str | None:
    """The shape the prompt asks by name that the gold has and the answer lacks ("x^2 + y^2 - 4x + 6y - 3 = 0" where
    the circle's standard form "(x-2)^2 + (y+3)^2 = 16" is asked, "2 - x - 2x^2 + x^3" where descending order is)."""
    shapes = shapes_asked(prompt)
    if not shapes:
        return None
    written, kept = _compact(answer), _compact(gold)
    if "=" in written and "=" not in kept:
        written = written.rsplit("=", 1)[1]  # a chain of working: its end is the answer's shape
    for shape in shapes:
        if _in_shape(shape, kept) and _in_shape(shape, written) is False:
            return f"an answer not in the {_SHAPE_SAID[shape]} asked"
    return None


# The precision a prompt asks: a count of significant figures or of decimal places ("to 2 significant figures",
# "3 s.f.", "à 2 chiffres significatifs", "auf 2 Nachkommastellen"), the count in digits or in English words.
_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_PRECISION_ASKED = re.compile(
    r"(?i)(?<![\w.])(\d|one|two|three|four|five|six)[ \t-]{1,2}(?:"
    r"(significant[ \t]+(?:figures?|digits?)|sig\.?[ \t]*figs?|s\.[ \t]?f\.|chiffres?[ \t]+significatifs|cifras[ \t]+significativas"
    r"|signifikante[nr]?[ \t]+(?:Stellen|Ziffern)|cifre[ \t]+significative|algarismos[ \t]+significativos|значащ\w{0,4}[ \t]+цифр\w{0,2})"
    r"|(decimal[ \t]+places?|d\.[ \t]?p\.|décimales?|Nachkommastellen|Dezimalstellen|(?:cifras[ \t]+)?decimales|casas[ \t]+decimais"
    r"|cifre[ \t]+decimali|знак\w{0,4}[ \t]+после[ \t]+запятой))")
# A place rounded to, named ("to the nearest hundredth", "au centième près", "auf Hundertstel"): its count of decimals.
_PLACE_ASKED = re.compile(r"(?i)nearest[ \t]+(tenth|hundredth|thousandth)|(dixième|centième|millième)[ \t]+près"
                          r"|auf[ \t]+(?:\w+[ \t]+)?(Zehntel|Hundertstel|Tausendstel)")
_PLACES = {"tenth": 1, "hundredth": 2, "thousandth": 3, "dixième": 1, "centième": 2, "millième": 3,
           "zehntel": 1, "hundertstel": 2, "tausendstel": 3}
# A written decimal's digits: its mantissa where it is in scientific notation ("4.20 \times 10^{-3}": 4.20).
_WRITTEN_DECIMAL = re.compile(r"-?(\d{1,30})\.(\d{1,30})(?![\d.])")


def _precision(number: str, significant: bool) -> int | None:
    """The significant figures or decimal places a value's one written decimal states, or ``None``: none, or several."""
    found = _WRITTEN_DECIMAL.findall(number.split("\\times")[0].split("\\cdot")[0].split("×")[0])
    if len(found) != 1:
        return None
    whole, decimals = found[0]
    return len((whole + decimals).lstrip("0")) if significant else len(decimals)


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def precision_asked(prompt: str) -> tuple[int, bool] | None:
    """The count of digits a prompt asks and whether they are significant figures (else decimal places), or ``None``."""
    asked = _PRECISION_ASKED.search(prompt)
    if asked is not None:
        count = int(asked.group(1)) if asked.group(1).isdigit() else _COUNT_WORDS[asked.group(1).lower()]
        return count, asked.group(2) is not None
    place = _PLACE_ASKED.search(prompt)
    return (_PLACES[next(g for g in place.groups() if g).lower()], False) if place is not None else None



def precision_fault(prompt: str, answer: str, gold: str) -> str | None:
    """The answer states more significant figures or decimal places than the prompt asks and the gold writes
    ("4.20 \\times 10^{-3}" where 2 significant figures are asked): its value is the gold's, its precision not."""
    asked = precision_asked(prompt[:MAX_PROMPT_CHARS]) if "." in answer else None
    if asked is None:
        return None
    count, significant = asked
    written, kept = (_precision(_value_part(x), significant) for x in (answer, gold))
    if written is None or kept is None or kept > count or written <= count:
        return None
    return f"{written} {'significant figures' if significant else 'decimal places'} where {count} are asked"


# A prompt that asks the exact value ("Give an exact decimal", "the exact value", "valeur exacte", "exakten Wert",
# "точное значение", "精确值"): a decimal that only approximates the gold (a float's artefact "0.30000000000000004" for
# 0.3, "0.333" for 1/3, "1.4142" for the square root of 2) is another value there, whatever tolerance pays it elsewhere.
_EXACT_ASKED = re.compile(
    r"(?i)(?<![^\W\d_])(?:exact|exacte|exactes|exakte[nrs]?|exakt|exact[oa]s?|exat[oa]s?|esatt[oa]|esatti|genauen[ \t]+Wert"
    r"|точн(?:ое|ый|ого|ую|ом)|dokładn\w{1,3}[ \t]+wartoś\w{1,3})(?![^\W\d_])|精确值|精確值|准确值|準確值|厳密な値|正確な値|정확한[ \t]?값")
_PLAIN_DECIMAL = re.compile(r"-?\d{1,40}(?:\.\d{1,60})?")
_RATIONAL_GOLD = re.compile(r"(-?)\\frac\{(-?\d{1,20})\}\{(\d{1,20})\}|(-?\d{1,20})/(\d{1,20})")
_IRRATIONAL = re.compile(r"\\sqrt|\\pi|π|√|\\ln|\\log|\\exp|\\sin|\\cos|\\tan|(?<![A-Za-z\\])e\^")


def _exact_value(expr: str) -> Fraction | None:
    """A plain decimal's or a fraction's exact value, or ``None``."""
    if _PLAIN_DECIMAL.fullmatch(expr):
        return Fraction(expr)
    m = _RATIONAL_GOLD.fullmatch(expr)
    if m is None:
        return None
    if m.group(2) is not None:
        value = Fraction(int(m.group(2)), int(m.group(3)) or 1)
        return -value if m.group(1) else value
    return Fraction(int(m.group(4)), int(m.group(5)) or 1)


def exactness_fault(prompt: str, answer: str, gold: str) -> str | None:
    """Where the prompt asks an exact value, a decimal answer that only approximates the gold: its exact value is
    another than the gold's (a rational gold), or the gold is irrational as written."""
    if "." not in answer or _EXACT_ASKED.search(prompt[:MAX_PROMPT_CHARS]) is None:
        return None
    written = _value_part(_without_unit(answer)).replace(" ", "").replace("{,}", ",")
    if not _PLAIN_DECIMAL.fullmatch(written) or "." not in written:
        return None
    kept = _value_part(_without_unit(gold)).replace(" ", "")
    exact = _exact_value(kept)
    if exact is None:
        return "a decimal approximation where the exact value is asked" if _IRRATIONAL.search(kept) else None
    value = Fraction(written)
    near = value != exact and abs(value - exact) <= abs(exact) / 100  # far off, it is a wrong value, judged as one
    return f"{written} only approximates the exact value asked" if near else None


def _rectangular(expr: str) -> bool:
    """Whether a complex number is written a + bi: i in no denominator, in no numerator beside another term, in no
    bracket still multiplied, divided or raised."""
    s = _compact(expr).rsplit("=", 1)[-1]
    if not _UNIT_I.search(s):
        return True
    quotient = any(_UNIT_I.search(den) or (_UNIT_I.search(num) and re.search(r"(?<=.)[-+]", num))
                   for num, den in _FRACTION_PARTS.findall(s))
    return not quotient and not _BRACKET_OPERATION.search(s)


# A repeating decimal as written ("0.1\\overline{6}", "0.\\dot{3}", "0.(714285)", "0.6̅", after a decimal comma "0{,}(45)"), which
# the reading turns into its fraction, and a fraction as written ("\\frac", a slash between numbers; "m/s" is a unit).
_REPEATING_DECIMAL = re.compile(r"\d(?:[.,]|\{,\})\d{0,20}(?:\\overline|\\dot|\\bar|\(\d{1,20}\)(?![\d(])|\d[\u0304\u0305])")
_WRITTEN_FRACTION = re.compile(r"\\[dt]?frac|\d[ \t]{0,2}/[ \t]{0,2}[(\d]")


def written_repeating(text: str) -> bool:
    """Whether the last value ``text`` ends on is written as a repeating decimal (after its last fraction); a decimal that
    restates the fraction before it on its line ("$\\frac{1}{6}$, i.e. $0.1\\overline{6}$") leaves the fraction the answer."""
    tail = text[-300:]
    repeating = list(_REPEATING_DECIMAL.finditer(tail))
    fractions = [m.end() for m in _WRITTEN_FRACTION.finditer(tail)]
    if not repeating or (fractions and repeating[-1].end() <= fractions[-1]):
        return False
    between = tail[fractions[-1] : repeating[-1].start()] if fractions else "\n"
    return "\n" in between or not _RESTATES_BEFORE.fullmatch(_FRACTION_ARGUMENTS.sub("", between, count=1).strip(" \t$,(~"))


_FRACTION_ARGUMENTS = re.compile(r"^\{[^{}\n]{1,12}\}\{[^{}\n]{1,12}\}")  # what follows a "\frac" the fraction pattern ends on
# Words that say the value again in another form, between a fraction and its decimal ("i.e.", "that is", "or"); "=" ends
# a chain on the decimal ("$\\frac{5}{11} = 0.\\overline{45}$" answers the decimal).
_RESTATES_BEFORE = re.compile(r"(?i)(?:i\.e\.,?|that[ \t]is,?|or|which[ \t]is|soit|c'est-à-dire|d\.h\.|also|es[ \t]decir|ou[ \t]seja|cioè|то[ \t]есть|即)?[ \t]*\$?[ \t]*0?")


# A mixed number as written: "2 6/10", "2\frac{6}{10}".
_MIXED_WRITTEN = re.compile(r"(?<![\d./])(\d{1,6})(?:[ \t]+(\d{1,6})/(\d{1,6})(?![\d/])|[ \t]*\\[dt]?frac\{(\d{1,6})\}\{(\d{1,6})\})")


def _mixed_reduced(answer: str, written: str) -> bool:
    """Whether the answer's mixed number (or the last one written with its value) has its fraction in lowest terms."""
    own = _MIXED_WRITTEN.fullmatch(_value_part(answer).lstrip("-"))
    if own is not None:
        return gcd(int(own.group(2) or own.group(4)), int(own.group(3) or own.group(5))) == 1
    m = _PATTERN["fraction"].fullmatch(_value_part(answer).replace(MIXED_MARK, ""))
    if m is None or not written:
        return True
    value = Fraction(int(m.group(1) or m.group(3)), int(m.group(2) or m.group(4)))
    for found in reversed(list(_MIXED_WRITTEN.finditer(written[-600:]))):
        whole, num, den = int(found.group(1)), int(found.group(2) or found.group(4)), int(found.group(3) or found.group(5))
        if den and whole + Fraction(num, den) == abs(value):
            return gcd(num, den) == 1
    return True


def _lowest_terms(s: str) -> bool | None:
    """Whether a fraction's numerator and denominator share no factor; ``None``: no fraction of integers."""
    m = _PATTERN["fraction"].fullmatch(s)
    if m is None:
        return None
    numerator, denominator = (int(g) for g in (m.groups()[:2] if m.group(1) is not None else m.groups()[2:]))
    return gcd(numerator, denominator) == 1


UNDONE = "an operation between numbers left undone where the gold is a number"
# The forms a prompt asks for by name, and an expression with no quotient left ("simplify", "cancel").
_ASKABLE = frozenset({"fraction", "mixed", "percent", "scientific", "radical", "ratio", "rational", "expression"})
# The named forms taken as asked: in a prompt of a language whose own phrases are read (None), only the words that name
# nothing but a form ("decimal places", "nombre mixt"; "What fraction of the class ..." asks no form); elsewhere all.
_NAMED_ASKS = {None: frozenset({"decimal", "mixed", "scientific"}),
               UNREAD: frozenset({"decimal", "percent", "fraction", "mixed", "scientific"})}
_NUMBER_FORMS = frozenset({"integer", "fraction", "mixed", "decimal", "percent", "scientific", "radical"})
_A = {
    "integer": "an integer", "fraction": "an improper fraction", "mixed": "a mixed number", "decimal": "a decimal",
    "percent": "a percent", "scientific": "scientific notation", "radical": "a radical", "ratio": "a ratio",
    "interval": "an interval", "set": "a set", "piecewise": "a piecewise function", "rational": "a rational expression",
    "arithmetic": "an unevaluated operation", "expression": "an expression", "other": "another form",
    "clock12": "a time on the 12-hour clock", "clock24": "a time on the 24-hour clock",
}


# A number written in a base: its digits and the base as a subscript ("1101_2", "1A3_{16}").
_BASE = re.compile(r"-?\(?[0-9A-Z]{1,60}\)?_\{?(\d{1,2})\}?")
# A root under a fraction bar ("\frac{6}{\sqrt{3}}", "\frac{\sqrt{2}}{2-\sqrt{2}}", "12/(2\sqrt{3})", "1/(\sqrt{2}-1)"):
# simplest radical form, and a denominator rationalised, have none.
_ROOT_BELOW = re.compile(r"\\frac\{(?:[^{}]|\{[^{}]{0,80}\}){0,200}\}\{[^{}]{0,200}\\sqrt|/\(?[-+\d]{0,9}\\sqrt")


# A bracket holding a root raised to a negative power ("(\sqrt{2}-1)^{-1}"): the root is below a bar not drawn.
_ROOT_INVERTED = re.compile(r"\([^()]{0,80}\\sqrt[^()]{0,80}\)\^\{?-|\\sqrt(?:\[\d\])?\{[^{}]{1,40}\}\^\{?-")


# A sum of integers and integer multiples of roots ("22\\sqrt{2}", "6 + 4\\sqrt3", "-\\sqrt[3]{5}"), over an integer or such a
# multiple: a quotient of numbers whose integer factors can cancel ("\\frac{22\\sqrt{2}}{2}" is 11\\sqrt{2}).
_ROOT_TERM = r"[ \t]*[+-]?[ \t]*(?:\d{1,9}[ \t]*(?:\\cdot[ \t]*)?(?:\\sqrt(?:\[\d\])?(?:\{\d{1,9}\}|\d))?|\\sqrt(?:\[\d\])?(?:\{\d{1,9}\}|\d))[ \t]*"
_ROOT_SUM = rf"{_ROOT_TERM}(?:[+-]{_ROOT_TERM}){{0,5}}"
_RADICAL_QUOTIENT = re.compile(rf"\\[dt]?frac\{{({_ROOT_SUM})\}}\{{({_ROOT_TERM})\}}|\(?({_ROOT_SUM})\)?[ \t]*/[ \t]*({_ROOT_TERM})")
_COEFFICIENT = re.compile(r"(?<![\d{\[])(\d{1,9})?[ \t]*(?:\\cdot[ \t]*)?(\\sqrt)?(?:\[\d\])?(?:\{\d{1,9}\}|(?<=t)\d)?")


def _radical_quotient_cancels(expr: str) -> bool:
    """Whether ``expr`` is a quotient of roots' integer multiples whose integer factors share one above 1 and which
    holds a root ("\\frac{22\\sqrt{2}}{2}", "(6+4\\sqrt3)/2"); a plain fraction is the lowest-terms rule's."""
    if "sqrt" not in expr:
        return False
    m = _RADICAL_QUOTIENT.fullmatch(expr.strip())
    if m is None:
        return False
    numerator, denominator = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
    coefficients = [int(c.group(1) or 1) for part in (numerator, denominator) for c in _COEFFICIENT.finditer(part)
                    if c.group(1) or c.group(2)]
    return bool(coefficients) and reduce(gcd, coefficients) > 1


# A multiple of pi written with a fraction ("\frac{135\pi}{180}", "135\pi/180", "\frac{6}{8}\pi"), the sign aside.
_PI = r"(?:\\pi(?![A-Za-z])|π)"
_PI_MULTIPLE = re.compile(
    rf"-?(?:\\[dt]?frac\{{(\d{{1,9}})?[ \t]?{_PI}\}}\{{(\d{{1,9}})\}}|(\d{{1,9}})?[ \t]?{_PI}[ \t]?/[ \t]?(\d{{1,9}})"
    rf"|\\[dt]?frac\{{(\d{{1,9}})\}}\{{(\d{{1,9}})\}}[ \t]?{_PI}|(\d{{1,9}})/(\d{{1,9}})[ \t]?{_PI}|(\d{{1,9}})?[ \t]?{_PI})")
# A prompt that asks the answer "in terms of π", an exact form as "simplest radical form" is, in the languages read.
_PI_FORM_ASKED = re.compile(
    rf"(?i)in[ \t]+terms[ \t]+of[ \t]+\$?[ \t]?{_PI}|en[ \t]+fonction[ \t]+de[ \t]+\$?[ \t]?{_PI}|en[ \t]+t[ée]rminos[ \t]+de[ \t]+\$?[ \t]?{_PI}"
    rf"|em[ \t]+termos[ \t]+de[ \t]+\$?[ \t]?{_PI}|in[ \t]+termini[ \t]+di[ \t]+\$?[ \t]?{_PI}|(?:in|mit)[ \t]+\$?[ \t]?{_PI}[ \t]?\$?[ \t]+aus"
    rf"|через[ \t]+\$?[ \t]?{_PI}|用[ \t]?\$?[ \t]?{_PI}[ \t]?\$?[ \t]?表示|\$?[ \t]?{_PI}[ \t]?\$?[ \t]?を用いて")


def _pi_reduced(expr: str) -> bool | None:
    """Whether a multiple of pi's fraction is in lowest terms (``\\frac{3\\pi}{4}``, ``9\\pi``); ``None``: no such multiple."""
    m = _PI_MULTIPLE.fullmatch(_value_part(expr)) if "pi" in expr or "π" in expr else None
    if m is None:
        return None
    numerator, denominator = next(((int(a or 1), int(b)) for a, b in zip(m.groups()[::2], m.groups()[1::2]) if b), (1, 1))
    return gcd(numerator, denominator) == 1


def _root_below(expr: str) -> bool:
    if "\\sqrt" not in expr:
        return False
    value = _value_part(expr)
    return _ROOT_BELOW.search(value) is not None or _ROOT_INVERTED.search(value) is not None


def _not_canonical(cls: str, s: str, asked: str | None) -> str | None:
    if cls == "scientific":
        m = _PATTERN["scientific"].fullmatch(s)
        if m is None:
            return None
        coefficient = abs(float((m.group(1) or m.group(2)).replace(",", ".")))
        return None if 1 <= coefficient < 10 else "a scientific-notation coefficient outside 1 to 10"
    if cls == "mixed" and MIXED_MARK not in s:
        m = _PATTERN["mixed"].fullmatch(s)
        if m is not None and m.group(2) and int(m.group(2)) >= int(m.group(3)):
            return "a mixed number whose fraction is not proper"
        return None
    if cls == "ratio" and asked in ("ratio", "rational"):  # "simplify" a ratio: lowest terms
        m = _PATTERN["ratio"].fullmatch(s)
        if m is None:
            return None
        a, b = Fraction(m.group(1)), Fraction(m.group(2))
        if a.denominator != 1 or b.denominator != 1 or gcd(int(a), int(b)) != 1:
            return "a ratio not in lowest terms"
        return None
    if cls == "radical" and asked == "radical":
        radicands = [int(n) for n in re.findall(r"\\sqrt\{?(\d+)", s)]
        if any(n > 1 and any(n % (k * k) == 0 for k in range(2, isqrt(n) + 1)) for n in radicands if n < 10**9):
            return "a radical with a square factor left inside"
        return None
    return None
