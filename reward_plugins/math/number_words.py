r"""Numbers written in words, in the languages a policy answers in: cardinals ("forty-two", "zwölf",
"quarante", "ocho", "пятнадцать", "二十五", "百二"), scale words after digits ("2.5 million",
"70 thousand", "2万", "2만"), signs ("negative four") and simple fractions ("three quarters",
"two and a half").

Two entry points:

- :func:`number_from_words`: an answer that is one English number phrase, as its value; anything
  else ("twelve or thirteen", "two forty") is left alone, so it is never read as a number it does
  not say.
- :func:`spell_numbers`: the number phrases of a stretch of text (the end of a completion, where its
  answer is) rewritten as digits, so that the answer's reader sees "seventy thousand dollars" as
  ``70000 dollars`` and "答案是十二个" as ``答案是12个``. A single ambiguous word that is also an
  article or pronoun ("one", "un", "ein", "uno") is left as a word, and a single Chinese numeral only
  counts before a counter ("三个"), since "一共" means "altogether".

>>> number_from_words("forty-two"), number_from_words("negative four"), number_from_words("three quarters")
('42', '-4', '\\frac{3}{4}')
>>> number_from_words("two forty") is None, number_from_words("twelve or thirteen") is None
(True, True)
>>> spell_numbers("A profit of seventy thousand dollars. 2.5 million residents. 答案是十二个。 Zwölf Euro.")
'A profit of 70000 dollars. 2500000 residents. 答案是12个。 12 Euro.'
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

from reward_plugins.math.answer_phrases import ANSWER_NOUNS, words
from reward_plugins.math.known_words import THAI_COUNTERS
from reward_plugins.math.number_languages import FREQUENT_LANGUAGES, spell_in_language, text_languages, told_by_script
from reward_plugins.math.spoken_numbers import (decimal_point_words, is_scale_word, spell_other_languages, spell_sino_korean,
                                               spell_spaced_numerals, spell_thai, spoken_value)
from reward_plugins.math.time_words import spell_times
from reward_plugins.math.units import money_in_one_unit

# --- English, strict (a whole answer) -------------------------------------------------------
_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if w != "_"}
_SCALES_EN = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12}
_DENOMINATORS = {"half": 2, "halves": 2, "quarter": 4, "quarters": 4}
_DENOMINATORS.update({w + s: d for d, w in enumerate(
    "_ _ _ third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split()) if w != "_" for s in ("", "s")})
_SIGNS = {"negative": -1, "minus": -1}
_PHRASE = re.compile(r"[A-Za-z][A-Za-z \-]{0,120}")


def _cardinal(tokens: list[str]) -> int | None:
    """The value of an English cardinal phrase, checking the order a speaker says it in."""
    if not tokens:
        return None
    total, current, last = 0, 0, None  # last: kind of the previous token
    for token in tokens:
        if token in _UNITS:
            if last in ("unit", "teen") or (last == "tens" and not 0 < _UNITS[token] < 10):
                return None  # "two three", "forty twelve", "forty zero"
            current += _UNITS[token]
            last = "teen" if _UNITS[token] >= 10 else "unit"
        elif token in _TENS:
            if last in ("unit", "teen", "tens"):
                return None  # "two forty"
            current += _TENS[token]
            last = "tens"
        elif token == "hundred":
            if last not in ("unit", "teen") or current % 100 == 0 or current >= 100:
                return None
            current *= 100
            last = "hundred"
        elif token in _SCALES_EN:
            if last is None or last == "scale" or current == 0:
                return None
            total += current * _SCALES_EN[token]
            current, last = 0, "scale"
        elif token == "and":
            if last not in ("hundred", "scale"):
                return None
            last = "and"
        else:
            return None
    if last == "and":
        return None
    return total + current


def _fraction_text(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return ("-" if value < 0 else "") + f"\\frac{{{abs(value.numerator)}}}{{{value.denominator}}}"


def number_from_words(text: str) -> str | None:
    """The number an answer written in English words says (digits, or ``\\frac{p}{q}``), else ``None``."""
    s = text.strip().rstrip(".").strip()
    if not _PHRASE.fullmatch(s):
        return None
    tokens = s.lower().replace("-", " ").split()
    sign = 1
    if tokens and tokens[0] in _SIGNS:
        sign, tokens = _SIGNS[tokens[0]], tokens[1:]
    if not tokens:
        return None
    if tokens[-1] in _DENOMINATORS:
        head, whole = tokens[:-1], 0
        if len(head) >= 3 and head[-2:] in (["and", "a"], ["and", "one"]):
            whole = _cardinal(head[:-2])  # "two and a half"
            head = ["one"]
            if whole is None:
                return None
        numerator = 1 if head in (["a"], ["an"]) else _cardinal(head)
        if not numerator:
            return None
        value = whole + Fraction(numerator, _DENOMINATORS[tokens[-1]])
    else:
        cardinal = _cardinal(tokens)
        if cardinal is None:
            return None
        value = Fraction(cardinal)
    return _fraction_text(value * sign)


# --- many languages, in running text --------------------------------------------------------
# word -> value; values of 100 multiply what precedes them, values of 1000 and up close a group.
_LEXICON: dict[str, int] = {}


def _add(values: str, start: int = 0, step: int = 1) -> None:
    for i, group in enumerate(values.split()):
        for word in group.split("/"):
            if word != "_":  # a gap in the row
                _LEXICON[word] = start + i * step


_add("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen")
_add("twenty thirty forty fifty sixty seventy eighty ninety", 20, 10)
_add("zéro un/une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf")
_add("vingt trente quarante cinquante soixante _ quatre_vingt/quatre_vingts", 20, 10)
_add("null eins/ein/eine zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn")
_add("zwanzig dreißig/dreissig vierzig fünfzig sechzig siebzig achtzig neunzig", 20, 10)
_add("cero uno/un/una dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis/dieciseis diecisiete dieciocho diecinueve")
_add("veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa", 20, 10)
_add("veintiuno veintidós/veintidos veintitrés/veintitres veinticuatro veinticinco veintiséis/veintiseis veintisiete veintiocho veintinueve", 21)
_add("_ um/uma dois/duas três/tres quatro cinco seis sete oito nove dez onze doze treze catorze/quatorze quinze dezesseis dezessete dezoito dezenove")
_add("vinte trinta quarenta cinquenta sessenta setenta oitenta noventa", 20, 10)
_add("_ _ due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove")
_add("venti trenta quaranta cinquanta sessanta settanta ottanta novanta", 20, 10)
_add("ноль один/одна/одно два/две три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать "
     "четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать")
_add("двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто", 20, 10)
_add("сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот", 100, 100)
_add("doscientos/doscientas trescientos/trescientas cuatrocientos quinientos seiscientos setecientos ochocientos novecientos", 200, 100)
_add("duzentos trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos", 200, 100)
_HUNDREDS = {"hundred", "cent", "cents", "hundert", "cien", "ciento", "cem", "cento", "centos"}
_SCALES = {
    **{w: 10**3 for w in ("thousand", "mille", "mil", "tausend", "mila", "тысяча", "тысячи", "тысяч")},
    **{w: 10**6 for w in ("million", "millions", "millionen", "millón", "millon", "millones", "milhão", "milhões",
                          "milione", "milioni", "миллион", "миллиона", "миллионов")},
    **{w: 10**9 for w in ("billion", "billions", "milliard", "milliards", "milliarde", "milliarden", "bilhão", "bilhões",
                          "miliardo", "miliardi", "миллиард", "миллиарда", "миллиардов")},
}
# Every number word of the languages read, as a reader of the words beside an answer needs them ("12 (twelve)").
NUMBER_WORDS = frozenset(_LEXICON) | frozenset(_HUNDREDS) | frozenset(_SCALES)
# Words that join the parts of one number: "hundred and five", "vingt et un", "treinta y cinco".
_JOINERS = {"and", "et", "y", "e", "und", "и"}
# Also an article or a pronoun: a number only when more words of the number come with it.
_AMBIGUOUS = {"one", "un", "une", "ein", "eine", "uno", "una", "um", "uma", "один", "одна", "одно", "e", "due"}
_WORD_RUN = re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(sorted(map(re.escape, set(_LEXICON) | _HUNDREDS | set(_SCALES)), key=len, reverse=True))
    + r"|[a-zäöüß]{4,40}(?:zig|ßig|sig|zehn|hundert|tausend|einhalb)|anderthalb)(?:(?:[ \t]+|-|[ \t]+(?:and|et|y|e|und|и)[ \t]+)(?:"
    + "|".join(sorted(map(re.escape, set(_LEXICON) | _HUNDREDS | set(_SCALES)), key=len, reverse=True))
    + r"|[a-zäöüß]{4,40}(?:zig|ßig|sig|zehn|hundert|tausend|einhalb)|anderthalb))*(?![^\W\d_])",
    re.IGNORECASE,
)
_ENGLISH_WORDS = sorted({*_UNITS, *_TENS, *_SCALES_EN, *_DENOMINATORS, *_SIGNS, "hundred", "and", "a", "an"}, key=len, reverse=True)
_ENGLISH_RUN = re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(_ENGLISH_WORDS) + r")(?:(?:[ \t]+|-)(?:" + "|".join(_ENGLISH_WORDS) + r"))*(?![^\W\d_])",
    re.IGNORECASE,
)
_GERMAN_COMPOUND = re.compile(r"(?:(.+?)tausend)?(?:(.*?)hundert)?(?:(.+?)und)?(.*)")
_DIGIT_SCALE = re.compile(
    r"(?<![\w.])(\d{1,3}(?:,\d{3})*(?:\.\d{1,6})?|\d+(?:\.\d{1,6})?)[ \t]{0,2}(?:\\text\{[ \t]?)?("
    + "|".join(sorted(map(re.escape, _SCALES), key=len, reverse=True)) + r")\b\}?",
    re.IGNORECASE,
)


def _german(word: str) -> int | Fraction | None:
    """A German compound numeral ("dreiundzwanzig", "zweihundertfünf", "zweieinhalb")."""
    if word in _LEXICON:
        return _LEXICON[word]
    if word == "anderthalb":
        return Fraction(3, 2)
    if word.endswith("einhalb") and len(word) > 7:
        whole = _german(word[:-7])
        return None if whole is None else whole + Fraction(1, 2)
    m = _GERMAN_COMPOUND.fullmatch(word)
    if m is None or not any(m.groups()):
        return None
    thousands, hundreds, units, rest = m.groups()
    total = 0
    for part, scale in ((thousands, 1000), (hundreds, 100)):
        if part is not None:
            value = 1 if part in ("", "ein") else _german(part)
            if value is None:
                return None
            total += value * scale
    if units is not None:
        if units not in _LEXICON or rest not in _LEXICON:
            return None
        return total + _LEXICON[units] + _LEXICON[rest]
    if rest:
        if rest not in _LEXICON:
            return None
        total += _LEXICON[rest]
    return total if total or word.startswith("null") else None


def _words_value(run: str) -> int | Fraction | None:
    """The value of a run of number words: groups added, ``hundred`` multiplying, scales closing a group."""
    run = re.sub(r"(?i)quatre[ \t-]vingt", "quatre_vingt", run)
    tokens = [t for t in re.split(r"[ \t]+|-", run.lower()) if t and t not in _JOINERS]
    if not tokens or (len(tokens) == 1 and tokens[0] in _AMBIGUOUS):
        return None
    total, current, last = 0, 0, None  # last: the previous part added, which the next must be below
    for token in tokens:
        if token in _HUNDREDS:
            current, last = max(current, 1) * 100, None
        elif token in _SCALES:
            total += max(current, 1) * _SCALES[token]
            current, last = 0, None
        else:
            value = _LEXICON.get(token)
            if value is None:
                value = _german(token)
            if value is None or (last is not None and (value >= last or last < 10)):
                return None  # "two forty", "drei vier": not one number
            current, last = current + value, value
    return total + current


_CJK_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
               "壹": 1, "贰": 2, "貳": 2, "叁": 3, "參": 3, "肆": 4, "伍": 5, "陆": 6, "陸": 6, "柒": 7, "捌": 8, "玖": 9}
_CJK_UNITS = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000}
_CJK_LARGE = {"万": 10**4, "萬": 10**4, "亿": 10**8, "億": 10**8, "만": 10**4, "억": 10**8, "천": 1000, "백": 100}
_CJK_RUN = re.compile("[" + "".join(_CJK_DIGITS) + "".join(_CJK_UNITS) + "万萬亿億" + "]+")
# A counter after a Chinese or Japanese numeral: "三个", "五本", "十人".
_COUNTERS = "个個只本人元岁歳件条張张台枚匹头頭名位次天年分秒円個개명살"
# The words that put a number below zero ("零下五度", "负五"): a lone numeral after them is a number.
_SIGNED = ("零下", "氷点下", "负", "負", "マイナス")
_DIGIT_CJK_SCALE = re.compile(r"(\d+(?:\.\d{1,6})?)[ \t]?([万萬亿億만억천백])")


def cjk_value(run: str) -> int | None:
    """The value of a Chinese/Japanese numeral ("二十五", "一千二百", "两万", "一百零六", and the short "百二" = 120)."""
    total, section, digit, last_unit = 0, 0, None, 0
    for ch in run:
        if ch in "零〇" and last_unit and digit is None:
            last_unit = 1  # a place left empty after a unit ("一百零六" 106, "一千零五十" 1050): what follows is not "百二"
            continue
        if ch in _CJK_DIGITS:
            if digit is not None:
                return None  # "二三": digits side by side are not one numeral
            digit = _CJK_DIGITS[ch]
        elif ch in _CJK_UNITS:
            section += (1 if digit is None else digit) * _CJK_UNITS[ch]
            digit, last_unit = None, _CJK_UNITS[ch]
        else:  # 万 / 亿
            large = _CJK_LARGE[ch]
            total += (section + (digit or 0) or 1) * large
            section, digit, last_unit = 0, None, large
    if digit is not None:
        # "百二" (120), "三千五" (3500): a last digit right after a unit counts in the next lower place.
        section += digit * (last_unit // 10 if last_unit >= 100 else 1)
    return total + section


# A word for "answer" or "result" and what joins it to its value ("答案是 ", "答え：", "结果为"), and the end of a
# sentence (after the copula "です"): a lone numeral between them is the answer's value ("所以最终答案是 一。").
_ANSWER_JOINED = re.compile(r"(?:答案|答え|答|结果|結果)[ \t]*(?:是|为|為|は|：|:|=)[ \t]*$")
_SENTENCE_END = re.compile(r"[ \t]*(?:です|だ)?[ \t]*(?:[。．.！!]|\n|$)")


def _cjk_sub(m: re.Match) -> str:
    run = m.group()
    if (len(run) == 1 and not m.string.startswith(tuple(_COUNTERS), m.end()) and not m.string.endswith(_SIGNED, 0, m.start())
            and not _answer_alone(m)):
        return run  # "一共" (altogether), "一些": a lone numeral is a number only before a counter or after a sign
    value = cjk_value(run)
    return run if value is None else str(value)


def _answer_alone(m: re.Match) -> bool:
    """Whether a numeral stands alone as the value of a word for "answer", its sentence ending after it."""
    return _SENTENCE_END.match(m.string, m.end()) is not None and _ANSWER_JOINED.search(m.string[max(0, m.start() - 12) : m.start()]) is not None


# "per cent", "pour cent": the French hundred after "per" is the percent's word, no number.
_PER_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:per|pour)[ \t]{1,2}$")


# "cent" and "cents" multiply only after a French unit ("deux cents", 200); after any other number ("fifty cents",
# "fünfzig Cent") or alone in the plural they are the coin, the hundredth of a dollar or a euro.
_COIN_AFTER = re.compile(r"(?i)(?<![^\W\d_])(?<!deux[ -])(?<!trois[ -])(?<!quatre[ -])(?<!cinq[ -])(?<!six[ -])(?<!sept[ -])(?<!huit[ -])(?<!neuf[ -])"
                         r"(?:(?<=[^\W\d_][ \t])cents?|^cents)$")


def _words_sub(m: re.Match) -> str:
    if m.group().lower() == "cent" and _PER_BEFORE.search(m.string, max(0, m.start() - 7), m.start()):
        return m.group()
    coin = _COIN_AFTER.search(m.group())
    if coin is not None:  # "fifty cents": the number before the coin's name
        before = m.group()[: coin.start()].rstrip()
        value = _words_value(before) if before else None
        return m.group() if value is None else f"{_fraction_text(Fraction(value))} {coin.group()}"
    value = _words_value(m.group())
    return m.group() if value is None or _beside_a_scale_word(m) else _fraction_text(Fraction(value))


def _beside_a_scale_word(m: re.Match) -> bool:
    """Whether the run follows or precedes a scale word another reader reads ("one lakh, twenty thousand", "two
    crore, forty lakh"): it is part of a longer number, never read alone."""
    before = _WORD_BEFORE.search(m.string[max(0, m.start() - 30) : m.start()])
    after = _WORD_AFTER.match(m.string, m.end())
    return (before is not None and is_scale_word(before.group(1))) or (after is not None and is_scale_word(after.group(1)))


def _digit_scale_sub(m: re.Match) -> str:
    scale = _SCALES.get(m.group(2).lower()) or _CJK_LARGE[m.group(2)]
    value = Decimal(m.group(1).replace(",", "")) * scale
    return format(value.normalize(), "f") if value == value.to_integral_value() else m.group()


_WORD_BEFORE = re.compile(r"([^\W\d_]{2,20})[ \t]{0,2},?[ \t]{0,2}$")
_WORD_AFTER = re.compile(r"[ \t]{1,2}([^\W\d_]{2,20})")


def _english_sub(m: re.Match) -> str:
    phrase = m.group()
    if m.string[m.start() - 1 : m.start()] == "-" and m.string[: m.start() - 1][-1:].isalpha():
        return phrase  # "vingt-six": the end of another language's compound, read with it
    core = phrase.strip(" \t-")
    for word in ("and ", "a ", "an "):  # a run may start with a word that belongs to the prose
        if core.lower().startswith(word) and number_from_words(core) is None:
            core = core[len(word) :]
    value = number_from_words(core)
    if value is None or (core.lower() in _AMBIGUOUS):
        return phrase
    if core.lower().startswith("minus") and m.string[: m.start()].rstrip()[-1:] in tuple("0123456789})"):
        return phrase  # "\boxed{8} minus one": an operation on the number before it, not a negative number
    if _beside_a_scale_word(m):
        return phrase
    start = phrase.find(core)
    return phrase[:start] + value + phrase[start + len(core) :]


# Ethiopic numerals ("፰" 8, "፺" 90, "፲፪፻፴፬" 1234) are additive and multiplicative, not positional (no Unicode
# decimal digits): a ten and a unit make a pair below 100, "፻" multiplies the pair before it by 100 and "፼" what
# stands before it by 10000. A run that is no well-formed numeral is left as written, never read in part.
_ETHIOPIC_RUN = re.compile("[\u1369-\u137c]+")
_ETHIOPIC_ONES = {chr(0x1369 + i): i + 1 for i in range(9)}
_ETHIOPIC_TENS = {chr(0x1372 + i): 10 * (i + 1) for i in range(9)}


def _ethiopic_pair(run: str) -> int | None:
    """A ten and a unit, each at most once and in that order ("፲፪" 12), as a number below 100; "" is 0."""
    tens = _ETHIOPIC_TENS.get(run[:1], 0)
    rest = run[1:] if tens else run
    if len(rest) > 1 or (rest and rest not in _ETHIOPIC_ONES):
        return None
    return tens + _ETHIOPIC_ONES.get(rest, 0)


def _ethiopic_below_10000(run: str) -> int | None:
    if "\u137b" not in run:
        return _ethiopic_pair(run)
    high, low = run.split("\u137b", 1)
    high_value, low_value = _ethiopic_pair(high), _ethiopic_pair(low)
    if high_value is None or low_value is None:
        return None
    return (high_value or 1) * 100 + low_value


def ethiopic_value(run: str) -> int | None:
    """The value of a run of Ethiopic numerals, else ``None`` (see above)."""
    value = 0
    *highs, low = run.split("\u137c")
    for part in highs:
        group = _ethiopic_below_10000(part)
        if group is None:
            return None
        value = (value + (group or 1)) * 10000
    low_value = _ethiopic_below_10000(low)
    return None if low_value is None else value + low_value


def _ethiopic_sub(m: re.Match) -> str:
    value = ethiopic_value(m.group())
    return m.group() if value is None or value == 0 else str(value)


# A word for "below zero" before a number ("零下5摄氏度", "영하 5도", "氷点下5度", "sıfırın altında 5"): a temperature under 0.
_BELOW_ZERO_FIRST = re.compile(r"(?:零下|氷点下|영하|(?<![^\W\d_])sıfırın[ \t]altında[ \t])[ \t]?(?=\d)")
# A sign said in words before digits ("минус 5 °C", "moins 5", "âm 5 độ", "负5"); after a value, a bracket or a
# variable it is a subtraction ("10 minus 5", "x minus 5"), after "or" one of two signs ("plus or minus 5"), and
# after an article "at least" ("au moins 5", "al menos 5", "pelo menos 5", "per lo meno 5").
_SIGN_FIRST = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:minus|negative|negativ|minuss|mínusz|miinus|moins|menos|meno|минус|мінус|eksi|âm|माइनस|منفی|سالب|מינוס"
    r"|μείον)|[负負]|マイナス|마이너스)[ \t]{0,2}(?=\d)")  # a CJK sign is glued to the word before it
_NOT_A_SIGN_AFTER = re.compile(
    r"(?:[\d)\]}$|^*/+-]|(?<![^\W\d_])[^\W\d_]|(?<![^\W\d_])(?i:or|ou|oder|o|или|або|eller|vagy|veya|hoặc|lub|albo|nebo|of|dan"
    r"|au|du|le|al|lo|ao|pelo|cuando))[ \t]*$")


def _sign_first(m: re.Match) -> str:
    return m.group() if _NOT_A_SIGN_AFTER.search(m.string, max(0, m.start() - 12), m.start()) else "-"


_ASCII_SIGN = re.compile(r"(?i)minus|negativ|moins|meno|eksi|miinus")  # the words of _SIGN_FIRST an ASCII text can hold


# A percent said before its number, as Turkish says it ("yüzde 60", "yüzde altmışı" read "yüzde 60"), its ending after
# an apostrophe ("yüzde 60'ı"): the number of percent, as "%60" and "60 percent" are.
_PERCENT_FIRST = re.compile(r"(?i)(?<![^\W\d_])yüzde[ \t]{1,2}(\d{1,9}(?:[.,]\d{1,9})?)(?:['’][^\W\d_]{1,4})?(?![\d.,]\d)")


def signs_in_words(text: str) -> str:
    """``text`` with a sign or "below zero" said in words before digits written as a minus, and a percent said
    before its number written after it (see above)."""
    if text.isascii() and _ASCII_SIGN.search(text) is None:  # the common case: nothing to read
        return text
    if "yüzde" in text.lower():
        text = _PERCENT_FIRST.sub(r"\1%", text)
    return _SIGN_FIRST.sub(_sign_first, _BELOW_ZERO_FIRST.sub("-", text))


def spell_numbers(text: str) -> str:
    """``text`` with its number words and scale words written as digits (see the module docstring).
    Words are read only in a sentence that writes no number in digits: "there are 12 sequences that
    meet the three conditions" keeps its 12 as the number it states (the digits of an expression in math state none). A time of day in words is its
    clock time first ("a quarter to four" is 3:45, not 4 and 1/4)."""
    text = spell_times(text, word_value)
    if not text.isascii() and _ETHIOPIC_RUN.search(text):
        text = _ETHIOPIC_RUN.sub(_ethiopic_sub, text)
    text = _DIGIT_SCALE.sub(_digit_scale_sub, text)
    if not text.isascii():
        text = _DIGIT_CJK_SCALE.sub(_digit_scale_sub, text)
    # "минус пять": its number is read first; "ocho euros con cincuenta céntimos" is one amount, 8.50 euros
    return money_in_one_unit(signs_in_words(_SENTENCE.sub(lambda m: _spell_words_of(m, text), text)))


# Inline math that holds an operation or a command ("$\\dbinom{8}{4}$", "$2^{10}$"): an expression, whose digits state no
# number of the sentence, so "So $\\dbinom{8}{4}$ equals seventy." reads its words; "$12$" states its number.
_EXPRESSION_MATH = re.compile(r"\$(?=[^$\n]{0,200}?[\\^_+*/=])[^$\n]{1,200}\$")


def _writes_digits(sentence: str) -> bool:
    if not _ASCII_DIGIT.search(sentence):
        return False
    return "$" not in sentence or _ASCII_DIGIT.search(_EXPRESSION_MATH.sub("", sentence)) is not None


def _spell_words_of(m: re.Match, text: str) -> str:
    sentence = m.group()
    if not _writes_digits(sentence):
        languages = text_languages(text)
        # A language the readers below know in part at most, or one its own script tells: its compounds ("দুইশত ষোল",
        # 216) are read whole there before the readers below take their first word alone.
        if languages and (FREQUENT_LANGUAGES.isdisjoint(languages) or told_by_script(text)):
            sentence = spell_in_language(sentence, text)
        spelled = _spell_sentence(sentence)
        # Words no reader above read may be numbers of the language the text is written in ("altı", "dari biyu").
        spelled = spelled if _ASCII_DIGIT.search(spelled) else spell_in_language(spelled, text)
        return _decimals_in_words(spelled) if _ASCII_DIGIT.search(spelled) else spelled
    # The words an answer's label introduces after the digits of its working ("25 + 17 — Vastaus: neljäkymmentäkaksi")
    # are a sentence of their own.
    label = None
    for label in _ANSWER_LABEL.finditer(sentence):
        pass
    if label is None or _ASCII_DIGIT.search(sentence, label.start()):
        return _stated_after_copula(_spell_compounds(sentence))
    return sentence[: label.start()] + _spell_sentence(sentence[label.start() :])


# An English number in words that a copula states at the end of a sentence after its working's digits ("16 × 18 = 288,
# so the greater integer is eighteen."): the value the sentence arrives at, read as a label's value is; a word before a
# noun ("is three apples") or the article "one" stays a word.
_STATED_AT_END = re.compile(r"(?i)(?<![^\W\d_])(?:is|are|was|were|equals)[ \t]{1,2}[*_]{0,2}([a-z]+(?:[ \t-]{1,2}[a-z]+){0,4})[ \t]*[*_]{0,2}[ \t]*[.!]?[ \t]*$")


_LAST_WORD = re.compile(r"([A-Za-z]+)[ \t*_.!]*$")
_ENGLISH_LAST_WORDS = frozenset({*_UNITS, *_TENS, *_SCALES_EN, "hundred"})


def _stated_after_copula(sentence: str) -> str:
    last = _LAST_WORD.search(sentence[-40:])
    if last is None or last.group(1).lower() not in _ENGLISH_LAST_WORDS:  # the common case: no number word ends it
        return sentence
    m = _STATED_AT_END.search(sentence)
    value = number_from_words(m.group(1)) if m is not None else None
    if value is None or value == "1" or not value.lstrip("-").isdigit():
        return sentence
    return sentence[: m.start(1)] + value + sentence[m.end(1) :]


# A whole number read from words, a word for the decimal point, and its decimals: digits read from words, or digit
# words one by one ("ba mươi mốt phẩy bốn" read "31 phẩy bốn", 31.4; "dua koma lima", 2.5; "zwei Komma null fünf").
_POINT_AFTER = re.compile(r"(?<![\d.,])(\d{1,12})[ \t]+([^\W\d_]{3,12})[ \t]+(\d{1,6}(?![\d.,])|[^\W\d_]{2,10}(?:[ \t]+[^\W\d_]{2,10}){0,5})")


def _decimals_in_words(sentence: str) -> str:
    """``sentence`` (a sentence whose digits were all read from words) with a decimal said aloud as one number."""
    return _POINT_AFTER.sub(_decimal_sub, sentence) if not sentence.isascii() or " " in sentence else sentence


def _decimal_sub(m: re.Match) -> str:
    if m.group(2).lower() not in decimal_point_words():
        return m.group()
    decimals, rest = m.group(3), ""
    if not decimals.isdigit():
        digits, end = [], 0
        for word in _ANY_WORD.finditer(decimals):
            value = word_value(word.group())
            if value is None or not 0 <= value <= 9:
                break
            digits.append(str(value))
            end = word.end()
        if not digits:
            return m.group()
        decimals, rest = "".join(digits), decimals[end:]
    return f"{m.group(1)}.{decimals}{rest}"


# A number said in two or more words ("thirty-nine", "trente-neuf", "treinta y nueve", "neununddreißig", "veintinueve")
# is no article or pronoun: beside digits ("Of the 42 students, thirty-nine passed.") it is read as the number it says,
# where a lone word ("the three conditions") stays a word.
_COMPOUND_SPLIT = re.compile(r"[ \t]+|-")
_GERMAN_TENS = re.compile(r"(?i)[a-zäöüß]{3,20}und[a-zäöüß]{3,12}(?:zig|ßig|sig)")


# A number's digits right before the words, only signs between ("$1,200 — twelve hundred dollars", "42 (forty-two)"):
# the words say it again, which the readers of restatements read in words.
_DIGITS_RIGHT_BEFORE = re.compile(r"\d[^\w\n]{0,5}$")


def _compound(m: re.Match) -> bool:
    if _DIGITS_RIGHT_BEFORE.search(m.string, max(0, m.start() - 6), m.start()):
        return False
    parts = [w for w in _COMPOUND_SPLIT.split(m.group().strip(" \t-").lower()) if w]
    while parts and parts[0] in ("and", "a", "an"):
        parts = parts[1:]
    return len(parts) >= 2 or (len(parts) == 1 and (_GERMAN_TENS.fullmatch(parts[0]) is not None or _one_word_compound(parts[0])))


def _one_word_compound(word: str) -> bool:
    """A tens and a unit written as one word ("veintinueve", 29): a compound, as "thirty-nine" is."""
    value = _LEXICON.get(word)
    return isinstance(value, int) and value > 20 and value % 10 != 0


def _spell_compounds(sentence: str) -> str:
    words = {w.lower() for w in _ANY_WORD.findall(sentence)}
    if any(len(w) >= _LONG_HUNDREDS and (v := spoken_value(w)) is not None and v >= 100 for w in words):
        sentence = _ANY_WORD.sub(_hundreds_sub, sentence)
    if not (words & _NUMBER_WORDS or any(w.endswith(_GERMAN_ENDINGS) for w in words)):
        return sentence
    sentence = _ENGLISH_RUN.sub(lambda m: _english_sub(m) if _compound(m) else m.group(), sentence)
    return _WORD_RUN.sub(lambda m: _words_sub(m) if _compound(m) else m.group(), sentence)


# A hundreds said in one long word of another language ("dvesto", "dvjesto", "trzysta"), alone between words that are no
# numbers: a compound, as "thirty-nine" is, read beside digits ("Vlak v 2,5 ure prevozi dvesto kilometrov." is 200).
_LONG_HUNDREDS = 6  # letters


def _hundreds_sub(m: re.Match) -> str:
    word = m.group()
    value = spoken_value(word) if len(word) >= _LONG_HUNDREDS else None
    if value is None or value < 100 or _DIGITS_RIGHT_BEFORE.search(m.string, max(0, m.start() - 6), m.start()):
        return word
    before, after = _WORD_BEFORE.search(m.string, 0, m.start()), _WORD_AFTER.match(m.string, m.end())
    if any(w is not None and word_value(w.group(1)) is not None for w in (before, after)):
        return word  # one word of a longer number ("dvesto petdeset"): never read in part
    return str(value)


def word_value(word: str) -> int | None:
    """The whole number one word says in any language the tables read ("seven", "vier", "fyra"), else ``None``."""
    w = word.lower()
    value = _LEXICON.get(w)
    if value is None and w.isalpha():
        english = number_from_words(w)
        value = int(english) if english is not None and english.isdigit() else None
    if value is None and w.isalpha() and w.endswith(_GERMAN_ENDINGS):
        german = _german(w)
        value = german if isinstance(german, int) else None
    return value if value is not None else spoken_value(w)


_ANY_WORD = re.compile(r"[^\W\d_]+")
_THAI = re.compile("[\u0e00-\u0e7f]")
_HANGUL = re.compile("[\uac00-\ud7a3]")
_SPACED_SCRIPTS = re.compile("[\u0e80-\u0eff\u1000-\u109f\u1780-\u17ff\u0f00-\u0fff]")  # Lao, Burmese, Khmer, Tibetan
_GERMAN_ENDINGS = ("zig", "ßig", "sig", "zehn", "hundert", "tausend", "einhalb", "anderthalb")
_NUMBER_WORDS = frozenset({*_LEXICON, *_HUNDREDS, *_SCALES, *_UNITS, *_TENS, *_SCALES_EN, *_DENOMINATORS, "hundred"})
_SENTENCE = re.compile(r"[^\n.!?。！？]+(?:[.!?。！？]+|\n|$)")
# The words the readers of this module read (with the words that join a number's parts).
_READ_HERE = frozenset({*_NUMBER_WORDS, *_JOINERS, "a", "an"})
_ASCII_DIGIT = re.compile(r"[0-9]")
_ANSWER_LABEL = re.compile(r"(?i)(?:" + words(ANSWER_NOUNS) + r")(?:\*\*|__)?[ \t]{0,3}[:：]")


def _spell_sentence(sentence: str) -> str:
    # A phrase of another language is read whole before its words are read one by one: "vint-i-quatre" is 24,
    # not "vint-i-4" by the French "quatre".
    sentence = spell_other_languages(sentence, phrases_only=True, known=_READ_HERE)
    spelled = _spell_known(sentence)
    # Words the tables above do not know may be another language's number ("kaksitoista", "kırk iki").
    return spelled if _ASCII_DIGIT.search(spelled) else spell_other_languages(spelled)


def _spell_known(sentence: str) -> str:
    if not sentence.isascii():
        sentence = _CJK_RUN.sub(_cjk_sub, sentence)
        if _THAI.search(sentence):
            sentence = spell_thai(sentence, THAI_COUNTERS)
        if _HANGUL.search(sentence):
            sentence = spell_sino_korean(sentence)
        if _SPACED_SCRIPTS.search(sentence):
            sentence = spell_spaced_numerals(sentence)
    words = {w.lower() for w in _ANY_WORD.findall(sentence)}
    if not (words & _NUMBER_WORDS or any(w.endswith(_GERMAN_ENDINGS) for w in words)):
        return sentence  # no number word: the long patterns below need not run
    sentence = _ENGLISH_RUN.sub(_english_sub, sentence)
    sentence = _WORD_RUN.sub(_words_sub, sentence)
    if " a" in sentence:
        sentence = _AND_A_PART.sub(_and_a_part_sub, sentence)
    return sentence


# "2 and a half" (from "two and a half"): a whole number and a simple fraction.
_AND_A_PART = re.compile(r"(?<![\w.])(\d{1,9})[ \t]+and[ \t]+an?[ \t]+(half|quarter|third)\b", re.IGNORECASE)
_PARTS = {"half": Fraction(1, 2), "quarter": Fraction(1, 4), "third": Fraction(1, 3)}


def _and_a_part_sub(m: re.Match) -> str:
    return _fraction_text(int(m.group(1)) + _PARTS[m.group(2).lower()])
