r"""One quantity said in two units ("45 minutes, or 0.75 hours") is one answer, not a hedge between
two values. Only units of one kind with a known exact ratio count, and only when the two values
are equal; anything else ("45 minutes or 50 minutes") stays a list of values.

>>> restated_quantity("45 minutes, or 0.75 hours"), restated_quantity("45 minutes or 50 minutes") is None
('0.75', True)
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache

from reward_plugins.math.cldr_words import DURATION_WORDS
from reward_plugins.math.quantities import asked_dimension
from reward_plugins.math.unit_sizes import DEGREE_WORDS, UNIT_NAMES, UNIT_SIZES, unit_named  # noqa: F401 (the tables, read from here too)

# A quantity: a number (a decimal, a fraction "9/4" or "\\frac{9}{4}", a mixed number "2 1/4") and its unit's name.
_QUANTITY = (r"(-?\d+(?:\.\d+)?|\d{1,6}/\d{1,6}|\d{1,6}[ \t]\d{1,6}/\d{1,6}|\\[dt]?frac\{\d{1,6}\}\{\d{1,6}\})[\u2060-\u2064]?"
             r"[ \t]{0,2}([A-Za-z]{1,12}?)s?")
# The second quantity follows a word for "that is", or stands in a bracket of its own ("135 minutes (2¼ hours)").
_TWO_WAYS = re.compile(rf"{_QUANTITY}(?:[ \t]{{0,2}}[,(]?[ \t]{{0,3}}(?:or|i\.e\.,?|that is,?|that's|which is|=)[ \t]{{1,3}}"
                       rf"|[ \t]{{0,2}}\([ \t]{{0,2}}){_QUANTITY}\)?")
_FRACTION = re.compile(r"(?:(\d{1,6})[ \t])?(\d{1,6})/(\d{1,6})|\\[dt]?frac\{(\d{1,6})\}\{(\d{1,6})\}")


def _amount(number: str) -> Fraction | None:
    """The value of a quantity's number as :data:`_QUANTITY` reads it ("1.5", "9/4", "2 1/4", "\\frac{9}{4}")."""
    m = _FRACTION.fullmatch(number)
    if m is None:
        return Fraction(number)
    numerator, denominator = (m.group(2), m.group(3)) if m.group(2) else (m.group(4), m.group(5))
    if int(denominator) == 0:
        return None
    return int(m.group(1) or 0) + Fraction(int(numerator), int(denominator))


_TWO_WAYS_IN = re.compile(r"(?<![\w.])" + _TWO_WAYS.pattern + r"(?![A-Za-z])")


def restated_quantity(clause: str, whole: bool = True) -> str | None:
    """The second value of "A unit1, or B unit2" when both say the same quantity, else ``None``;
    ``whole=False`` finds it anywhere in the clause ("It takes 45 minutes, or 0.75 hours")."""
    text = clause.strip().rstrip(".")
    m = _TWO_WAYS.fullmatch(text) if whole else _TWO_WAYS_IN.search(text)
    said = _said_twice(m) if m is not None else None
    return said if said is not None or whole else _duration_restated(text)


def said_once(clause: str) -> str | None:
    """``clause`` with the answer's quantity said once where it says it again in another unit ("168 hours (= 1 week),
    or maybe 170" gives "168 hours, or maybe 170"), else ``None``: what follows the restatement in the clause (another
    value, "or", a doubt) is still judged, as it is without it."""
    text = clause.rstrip()
    m = _TWO_WAYS_IN.search(text)
    if m is not None and _said_twice(m) is not None:
        first_end = m.end(2) + text.startswith("s", m.end(2))  # the unit as written, its plural "s" too
        return text[:first_end] + text[m.end():].lstrip(")")
    m = _DURATION_TWO_WAYS.search(text)
    if m is not None and _duration_restated(text) is not None:
        return text[: m.end(2)] + text[m.end():]
    return None


def _said_twice(m: re.Match) -> str | None:
    first, second = UNIT_SIZES.get(m.group(2)), UNIT_SIZES.get(m.group(4))
    if first is None or second is None or first[0] != second[0] or m.group(2) == m.group(4):
        return None
    one, other = _amount(m.group(1)), _amount(m.group(3))
    if one is None or other is None or one * first[1] != other * second[1]:
        return None
    return m.group(3)


# A duration said again in another unit of time after a word for "that is" of another language ("150 минут, то есть
# 2.5 часа", "150 dakika, yani 2.5 saat", as the durations' reader joins "2 часа 30 минут"): units of time in every
# CLDR language, a word of two sizes ("saat") agreeing in either.
_TIME_QUANTITY = r"(\d{1,6}(?:\.\d{1,6})?)[ \t]{0,2}([^\W\d_]{1,14})"
_DURATION_TWO_WAYS = re.compile(
    rf"(?i)(?<![\w.]){_TIME_QUANTITY}[ \t]{{0,2}}[,(]?[ \t]{{0,3}}(?:то[ \t]есть|т\.[ \t]?е\.|тобто|yani|d\.[ \t]?h\.|das[ \t]heißt|es[ \t]decir"
    rf"|o[ \t]sea|c'est-à-dire|soit|ou[ \t]seja|isto[ \t]é|cioè|ovvero|czyli|tj\.|tức[ \t]là|dvs\.?|eli|oftewel|yaitu|artinya)[ \t,:]{{1,4}}"
    rf"{_TIME_QUANTITY}(?![^\W\d_])")




def _duration_restated(text: str) -> str | None:
    m = _DURATION_TWO_WAYS.search(text)
    if m is None or m.group(2).casefold() == m.group(4).casefold():
        return None
    one, other = Fraction(m.group(1)), Fraction(m.group(3))
    agree = any(one * a == other * b for a in _time_sizes(m.group(2)) for b in _time_sizes(m.group(4)))
    return m.group(3) if agree else None


# A number and the word after it, a unit where one is known ("150 m", "1.5 kilometers").
_AMOUNT = re.compile(r"(?<![\w.,])(-?\d+(?:[.,]\d+)?|\\frac\{\d{1,6}\}\{[1-9]\d{0,5}\})[ \t]{0,2}([^\W\d_]{1,14})(?![\w/^])")
_OPERATOR_AFTER = re.compile(r"[ \t]*[-+*/×·÷^=]")
# What joins a quantity to the same said again: punctuation, a bracket, "=" and the words for "that is" of the languages read.
_RESTATES = re.compile(
    r"(?i)[ \t,;:(=—–-]*(?:(?:i\.?[ \t]?e\.?|that[ \t]is|that's|which[ \t]is|in[ \t]other[ \t]words|d\.[ \t]?h\.|das[ \t]heißt|also"
    r"|c\.-?à-?d\.?|c'est-à-dire|soit|es[ \t]decir|o[ \t]sea|ou[ \t]seja|isto[ \t]é|cioè|ovvero|то[ \t]есть|т\.[ \t]?е\.|czyli|tj\.?"
    r"|dvs\.?|d\.v\.s\.|eli|yani|yaitu|tức[ \t]là|oftewel|dus|bzw\.?|beziehungsweise|即|也就是|つまり|즉|or)[ \t,:]*)?[ \t(=]*")


_GROUPED_BY_COMMAS = re.compile(r"\d{1,3}(?:,\d{3})+")


def _readings(number: str) -> set[Fraction]:
    """The values an amount's number may have: a comma a decimal mark ("1,5 km"), or one that groups thousands ("3,000
    milliliters")."""
    values = {_amount(number.replace(",", "."))}
    return values | {Fraction(number.replace(",", ""))} if _GROUPED_BY_COMMAS.fullmatch(number) else values


def restated_apart(value: str, rest: str) -> str | None:
    """The first quantity after the answer's (``rest`` follows its value) of the kind of the answer's unit, where it
    restates the answer ("1.5 km, i.e. 150 m", "1.5 kilometers (150 meters)", "= 150 m") and is another quantity: a
    second value, not the answer said again in another unit. Operands ("1500 m ÷ 1000") are the working."""
    amounts = [(m, unit_named(m.group(2))) for m in _AMOUNT.finditer(value + " " + rest)]
    if not amounts or amounts[0][0].start() != 0 or amounts[0][1] is None:
        return None
    first, (kind, size) = amounts[0]
    previous = first  # each restatement of a chain is read ("210 km, also 210 000 m bzw. 2 100 000 cm"): one wrong is another quantity
    for m, unit in amounts[1:]:
        if unit is None or unit[0] != kind or _OPERATOR_AFTER.match(m.string, m.end()):
            continue
        if not _RESTATES.fullmatch(m.string, previous.end(), m.start()):
            return None  # an aside that names another quantity ("20 minutes (with only the first pipe it would take 30)")
        if not any(said * unit[1] == answer * size for said in _readings(m.group(1)) for answer in _readings(first.group(1))):
            return m.group(1)
        previous = m
    return None


# An amount of money in its major unit and its hundredths, in words a reader spelled into digits ("8 euros con 50
# céntimos", "8 dollars and 50 cents", "8 Euro und 50 Cent", "8 евро 50 копеек"), or with the hundredths bare at the
# end of its clause ("8 euros 50", "huit euros cinquante"): one amount, "8.50 euros". The major units' names (plurals
# by their endings) and the minor units' names, in the languages read.
_MAJOR_MONEY = (r"dollars?|dólar(?:es)?|dollari|dollaro|euros?|Euro|евро|євро|pesos?|reais|real|francs?|franchi|Franken|yuan|liras?|lire"
                r"|rands?|rupees?|rupias?|рубл(?:ь|я|ей)|гривн(?:я|і|ень|и)|злот(?:ый|ых)|złot(?:y|e|ych)|korun[ay]?|kron(?:er|or|a|e|ur)"
                r"|forint|lei|leu|soles|sol")
_MINOR_MONEY = (r"cents?|céntimos?|centavos?|centimes?|centesim[oi]|cêntimos?|eurocents?|pence|penny|pennies|kopeks?|копе(?:йка|йки|ек)"
                r"|копі(?:йка|йки|йок)|центов|цента|grosz(?:e|y)?|haléř(?:e|ů)?|øre|öre|aurar|fillér|paise|paisa|kuruş|Rappen|centimos")
_MONEY_PARTS = re.compile(
    rf"(?i)(?<![\d.,])(\d{{1,9}})[ \t]+({_MAJOR_MONEY})(?![^\W\d_])[ \t,]*"
    r"(?:(?:and|und|et|y|con|e|com|и|і|i|ve|dan|og|och|en|és|a)[ \t]+)?"
    rf"(\d{{1,2}})(?:[ \t]+(?:{_MINOR_MONEY})(?![^\W\d_])|(?=[ \t]*(?:[).;,!?\]]|$)))")


def money_in_one_unit(text: str) -> str:
    """``text`` with each amount of money said in its major unit and its hundredths written as one amount in the
    major unit (see above): "8 euros con 50 céntimos" is "8.50 euros"."""
    if not any(c.isdigit() for c in text):
        return text
    return _MONEY_PARTS.sub(lambda m: f"{m.group(1)}.{int(m.group(3)):02d} {m.group(2)}", text)


def unit_kind(unit: str) -> str | None:
    """The kind of quantity a unit word measures ("hours": time), ``None`` when it is not known. Every currency
    measures money: an amount in one beside an amount in another ("8.40 € (9 dollars)") competes with it, though
    neither converts to the other."""
    found = UNIT_SIZES.get(unit) or UNIT_SIZES.get(unit.rstrip("s")) or UNIT_SIZES.get(unit.lower().rstrip("s"))
    if found is None:
        return None
    return "money" if found[0] in _CURRENCIES else found[0]


_UNIT_NAMES = "|".join(sorted((re.escape(u) for u in UNIT_SIZES if len(u) > 1), key=len, reverse=True))
# "... in km/h?", "Express the answer in minutes", "How many hours ...": the unit the task asks for.
# A rate written out ("miles per hour", "km per h", "kilometres every hour", "km an hour"): the unit after "per"
# divides the one before it.
_PER = rf"(?:[ \t]+(?:per|every|each|an?)[ \t]+({_UNIT_NAMES})(?:e?s)?(?![\w/]))?"
_ASKED = re.compile(rf"(?i)\b(?:in|into|how[ \t]+many)[ \t]+(?:units[ \t]+of[ \t]+|degrees?[ \t]+)?(?:(?:square|sq\.?|cubic|cu\.?)[ \t]+)?"
                    rf"({_UNIT_NAMES}|m(?=[ \t]{{0,2}}(?:\^|²|³)))(?:e?s)?(?![^\W²³]|/){_PER}")
# "¿Cuál es su velocidad en km/h?", "Quelle est sa vitesse en km/h ?", "Geschwindigkeit in km/h?": a unit's symbol
# after the word for "in" of the languages read, ending the question or its clause; where a language's word is also
# a word of the sentence ("en mi casa"), only the end of the clause makes the symbol the unit asked.
_ASKED_AT_END = re.compile(rf"(?i)(?<![^\W\d_])(?:en|em|in|w|в|во|dans)[ \t]+({_UNIT_NAMES})(?![^\W²³]|/){_PER}"
                           rf"(?=[ \t]{{0,2}}(?:[?？.,;:)]|$))")
# A question that asks how long something takes or lasts, in the languages read ("How long does it take …?", "¿Cuánto
# tiempo tarda …?", "Combien de temps …?", "Wie lange …?"): a duration is asked, whatever unit it is in. Any word but
# "many" or "much" between "how" and "does it take" reads as "long", so a misspelt "How lnog does it take" asks a time.
_TIME_ASKED = re.compile(
    r"(?i)(?<![^\W\d_])(?:how[ \t]+(?!many\b|much\b)[a-z]{2,8}[ \t]+(?:does|did|will|would|should|could|can)[ \t]+"
    r"(?:it|he|she|they|we|you|[A-Z][a-z]{1,15})(?:[ \t]+[a-z]{1,12})?[ \t]+(?:take|last)\b|how[ \t]+long[ \t]+(?:will|would|did|does|do)\b"
    r"|cu[áa]nto[ \t]+tiempo|combien[ \t]+de[ \t]+temps|wie[ \t]+lange|quanto[ \t]+tempo|сколько[ \t]+времени|hoe[ \t]+lang)")
# "Convert 1.5 hours to minutes": the unit after "to" is the one asked.
_CONVERT_TO = re.compile(rf"(?i)\bconvert\b(?:[^.?\n]|\.(?=\d)){{0,80}}?\bto[ \t]+(?:degrees?[ \t]+)?({_UNIT_NAMES}|[mgshLl])(?:e?s)?(?![\w/]){_PER}")
# After an answer's number a one-letter unit counts too ("120 m", "3 h").
# A currency sign before or right after the answer's number ("\$50", "50 €": a reader's text writes a dollar
# sign "\$", a bare "$" delimits a formula); in the prompt, before its amounts.
_SIGNS = "€|£|¥|₹|₩|₺|₫|₱|₦|₽|₴|₪|฿|৳|₸|₼|₾|֏|₮|៛|₭"
# A bare "$" after the number that ends the answer ("Antwort: 16.280 $", as German and French write prices) is the
# dollar's sign: the reader leaves no formula's delimiter in an answer; so is one a space after the number before the
# sentence's end ("Lisa bezahlt 24,50 $."), where a formula's closing "$" follows its number ("$60 \times 2 = 120$.").
_CURRENCY = re.compile(rf"^[ \t]*(?:(\\\$|{_SIGNS})[ \t]?-?\d|-?[\d.,]+[ \t]?(\\\$|{_SIGNS}|\$(?=[ \t]*$)|(?<=\d[ \t])\$(?=[.!;,](?!\d)))(?!\w))")
# The currencies that write their amounts after a "$" too, named after the amount ("$2.230.500 pesos", "R$ 50 reais"):
# the sign is theirs.
_NAMED_AFTER_DOLLAR_SIGN = re.compile(r"(?i)[\d.,]*[ \t]{1,2}(?:(peso)s?|(rea)(?:is|l))(?![^\W\d_])")
_DOLLAR_SIGN_CURRENCY = re.compile(r"(?i)(?<![^\W\d_])(?:(peso)s?|(rea)is)(?![^\W\d_])")
_DOLLAR_NAMED = re.compile(r"(?i)(?<![^\W\d_])(?:d[óo]lar\w{0,3}|dollar\w{0,2}|USD|US\$)|\\\$|\$[ \t]?\d")
_CURRENCY_IN = re.compile(rf"(\$|{_SIGNS})[ \t]?\d|\d[ \t]?({_SIGNS})(?!\w)")  # "$45", "45 €"
_CURRENCIES = frozenset({"money", "euro", "pound_sterling", "yen", "rupee", "krone", "koruna", "kuna", "zloty", "forint", "leu",
                         "lira", "dong", "rupiah", "ringgit", "baht", "won", "ruble", "hryvnia", "peso", "naira", "shekel",
                         "franc", "real", "rand", "taka", "rial", "toman", "dirham", "tenge", "som", "manat", "lari", "dram",
                         "tugrik", "birr", "riel", "kip", "kyat", "lek", "denar"})
_TEMPERATURES = frozenset({"celsius", "fahrenheit", "kelvin"})
# A currency the prompt names in words anywhere ("Combien gagne-t-elle en dollars ?", "¿Cuántos euros …?"), with no
# amount beside it: a currency the prompt prices in. Each by the sign of its kind, its names one line per script; only
# names no other word shares (not "won", "real", "元", "원").
_CURRENCY_NAMES = {
    "$": (r"dollars?|d[óo]lar(?:es)?|dollar[oi]|доллар\w{0,3}", "美元|ドル|달러"),
    "€": (r"euros?|евро", "欧元|ユーロ|유로"),
    "¥": (r"yen|yuans?|иен\w{0,2}|юан\w{0,3}", "日元|日圓|人民币"),
    "₹": (r"rupees?|rupias?|рупи\w{0,3}", "卢比|ルピー"),
    "Rp": (r"rupiahs?", ""),
    "₽": (r"rubles?|roubles?|rublos?|рубл\w{0,3}", "卢布|ルーブル"),
}
_CURRENCY_NAMED = re.compile(
    "(?i)" + "|".join(rf"(?P<c{i}>(?<![^\W\d_])(?:{latin})(?![^\W\d_])" + (rf"|{cjk})" if cjk else ")")
                     for i, (latin, cjk) in enumerate(_CURRENCY_NAMES.values())))
_CURRENCY_GROUPS = {f"c{i}": sign for i, sign in enumerate(_CURRENCY_NAMES)}


# A unit's names in the languages a prompt asks in ("Quelle distance, en mètres … ?", "Wie viele Gramm …?", "в
# метрах"), by the symbol an answer writes it with: a prompt naming it asks for it, as "how many meters" does. Stems;
# a name's ending may vary.
_SYMBOL_NAMES = {
    "m": "m[èe]tre|metro|meter|metr|метр", "km": "kilom[èe]tre|kil[óo]metro|quil[óo]metro|chilometr|kilometer|kilometr|километр",
    "cm": "centim[èe]tre|cent[íi]metro|centimetr|centymetr|centimeter|zentimeter|santimetre|sentimeter|сантиметр",
    "mm": "millim[èe]tre|mil[íi]metro|millimetr|milimetr|millimeter|milimeter|milimetre|миллиметр",
    "g": "gramm?e?|gramo|grammo|грамм", "kg": "kilogramm?e?|kilogramo|quilograma|chilogramm|килограмм",
    "L": "litre|litro|liter|литр", "mL": "millilitre|mililitro|millilitr|milliliter|миллилитр",
    "h": "heure|hora|stunde|час(?:а|ов|ах)?(?![^\\W\\d_])", "min": "minut|минут", "s": "seconde|segundo|secondo|sekunde|секунд",
}
# A unit name that states a quantity or a rate ("1 minute", "20 mètres de", "par heure", "pro Stunde"), not the one asked.
_NUMBER_BEFORE = re.compile(r"(?:\d[ \t]{0,2}(?:de[ \t]+|d['’])?|(?<![^\W\d_])(?:per|par|pro|por|je|al|à[ \t]+l['’])[ \t]*)$")
_SYMBOL_NAMED = {symbol: re.compile(rf"(?i)(?<![^\W\d_])(?:{names})[^\W\d_]{{0,3}}(?![^\W\d_])") for symbol, names in _SYMBOL_NAMES.items()}


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _units_named_alone(prompt: str) -> frozenset[tuple[str, Fraction]]:
    """The units ``prompt`` names in words with no number or "per" before them."""
    named = {UNIT_SIZES[symbol] for symbol, names in _SYMBOL_NAMED.items() for m in names.finditer(prompt)
             if not _NUMBER_BEFORE.search(prompt, max(0, m.start() - 12), m.start())}
    return frozenset(named | {UNIT_SIZES[_UNSPACED_NAMES[m.group()]] for m in _UNSPACED_NAME.finditer(prompt)
                              if not _NUMBER_BEFORE.search(prompt, max(0, m.start() - 12), m.start())})


def _named_with_no_number(prompt: str, have: tuple[str, Fraction]) -> tuple[str, Fraction] | None:
    """The one unit of ``have``'s quantity that ``prompt`` names in words with no number before it ("Quelle distance,
    en mètres, …?", "Wie viele Gramm …?"): the unit asked, as "in meters" asks it in English."""
    found = {unit for unit in _units_named_alone(prompt) if _quantity(unit[0]) == _quantity(have[0])}
    return found.pop() if len(found) == 1 else None


# The word after an answer's number, for a unit named in a language of _SYMBOL_NAMES ("90 Sekunden", "2 horas").
_WORD_AFTER_NUMBER = re.compile(r"^[ \t]*-?[\d.,]+[ \t]{1,2}([^\W\d_]{1,20})(?![^\W\d_])")


# Units written in another script after a number, whole words only (a Cyrillic "м" or "г" with letters after it opens
# other words), and the names of scripts written without spaces ("150 米", "2500 千克", "150 メートル"), the longest first
# where one holds another ("厘米" holds "米").
_OTHER_SCRIPT_SYMBOLS = {"мм": "mm", "см": "cm", "м": "m", "км": "km", "мг": "mg", "г": "g", "кг": "kg", "мл": "mL", "л": "L"}
_UNSPACED_NAMES = {"毫米": "mm", "厘米": "cm", "公分": "cm", "千米": "km", "公里": "km", "米": "m", "毫克": "mg", "千克": "kg", "公斤": "kg",
                   "克": "g", "毫升": "mL", "升": "L", "ミリメートル": "mm", "センチメートル": "cm", "センチ": "cm", "キロメートル": "km",
                   "メートル": "m", "キログラム": "kg", "グラム": "g", "ミリリットル": "mL", "リットル": "L"}
_UNSPACED_NAME = re.compile("|".join(sorted(map(re.escape, _UNSPACED_NAMES), key=len, reverse=True)))
_NAME_AFTER_NUMBER = re.compile(r"^[ \t]*-?[\d.,]+[ \t]{0,2}(" + _UNSPACED_NAME.pattern + r")")


def _unit_named_in_words(answer: str) -> tuple[str, Fraction] | None:
    """The unit an answer's number is followed by in words of a language it may be asked in ("90 Sekunden" is seconds)."""
    unspaced = _NAME_AFTER_NUMBER.match(answer)
    if unspaced is not None:
        return UNIT_SIZES[_UNSPACED_NAMES[unspaced.group(1)]]
    word = _WORD_AFTER_NUMBER.match(answer)
    if word is None:
        return None
    if word.group(1) in _OTHER_SCRIPT_SYMBOLS:
        return UNIT_SIZES[_OTHER_SCRIPT_SYMBOLS[word.group(1)]]
    return next((UNIT_SIZES[symbol] for symbol, names in _SYMBOL_NAMED.items()
                 if (m := names.match(word.group(1))) is not None and m.end() == len(word.group(1))), None)


def _symbol_named(symbol: str, prompt: str) -> bool:
    """Whether ``prompt`` names the unit ``symbol`` stands for in words of a language it may ask in."""
    names = _SYMBOL_NAMED.get(symbol) or _SYMBOL_NAMED.get(symbol.lower())
    return names is not None and names.search(prompt) is not None


def _currencies_named(prompt: str) -> set[tuple[str, Fraction]]:
    """The currencies ``prompt`` names in words, with or without an amount beside them."""
    return {UNIT_SIZES[_CURRENCY_GROUPS[m.lastgroup]] for m in _CURRENCY_NAMED.finditer(prompt)}
# A length squared or cubed: "square"/"sq"/"cubic" before its unit, or a power after it ("cm²", "cm^2", "\\text{cm}^2",
# "\\text{90 cm}^2"), the answer's and the prompt's alike.
_POWER_BEFORE = r"(?:(?:square|sq\.?|cubic|cu\.?)[ \t]+)?"
_POWER_AFTER = re.compile(r"[ \t]{0,2}\}?[ \t]{0,2}(?:\^[ \t]{0,2}\{?[ \t]{0,2}([23])(?!\d)|([²³]))")
_NOT_AFTER_UNIT = r"(?![^\W²³]|/)"
_ANSWER_UNIT = re.compile(
    rf"^[ \t]*-?[\d.,]+[ \t]*(?:\\[ ,;]|~)?[ \t]*(?:\\(?:text|mathrm)\{{[ \t]*)?(?:degrees?[ \t]+)?{_POWER_BEFORE}"
    rf"(?:({_UNIT_NAMES})(?:e?s)?|([mhsgLl])){_NOT_AFTER_UNIT}{_PER}"
)
# A rate of a length per a time is a speed, whatever its units are called ("miles per hour" is mph).
_RATE_KINDS = {("length", "time"): "speed"}


# A unit the prompt states after a number or "per" ("45 km/h", "3 hours", "2 \text{ kg}", "per day"); a speed
# also states its length and time.
_STATED = re.compile(rf"(?:\d|\bper[ \t])[ \t]{{0,2}}(?:\\[ ,;]|~)?[ \t]{{0,2}}(?:\\(?:text|mathrm)\{{[ \t]*)?({_UNIT_NAMES})(?:e?s)?(?![\w])")


def _unit(name: str) -> tuple[str, Fraction] | None:
    return UNIT_SIZES.get(name) or UNIT_SIZES.get(name.lower())


def _per(unit: tuple[str, Fraction] | None, per: str | None) -> tuple[str, Fraction] | None:
    """``unit`` divided by the unit named ``per`` ("miles" per "hour": a speed of 1609.344/3600 m/s)."""
    below = _unit(per) if per else None
    if unit is None or below is None:
        return unit
    return _RATE_KINDS.get((unit[0], below[0]), f"{unit[0]}/{below[0]}"), unit[1] / below[1]


def _stated_units(prompt: str) -> set[tuple[str, Fraction]]:
    """The units the prompt states its quantities in (a speed "km/h" also states km and h)."""
    units = set()
    for m in _STATED.finditer(prompt):
        for part in [m.group(1), *m.group(1).split("/")]:
            unit = _unit(part) if len(part) > 1 or part == m.group(1) else UNIT_SIZES.get(part)
            if unit is not None:
                units.add(unit)
    return units


# A degree sign as LaTeX or Unicode writes it before a scale's letter ("25^\\circ$C", "77^{\\circ}\\text{F}",
# "\\degree C", "77º C"): the scale's sign "°C", so a temperature reads as one unit in the prompt and the answer.
_DEGREE_SIGN = re.compile(r"(?:\^[ \t]{0,2}\{?[ \t]{0,2}\\circ[ \t]{0,2}\}?|\\degree\b|[°º])[ \t]{0,2}\$?[ \t]{0,2}"
                          r"(?:\\(?:text|mathrm)\{[ \t]{0,2})?([CFK])(?![A-Za-z])")


def _scale_signs(text: str) -> str:
    return _DEGREE_SIGN.sub(r"°\1", text) if ("\\" in text or "°" in text or "º" in text) else text


# Percentage points, in the languages read: the difference of two percentages, another quantity than a percent
# change ("25 pp" where "By what percent did it increase?" is asked).
_POINTS_WORDS = (r"pp|p\.[ \t]?p\.?|(?:percentage|per[ \t]?cent(?:age)?)[ \t-]points?|prozentpunkte?n?|points?[ \t]+de[ \t]+pourcentage"
                 r"|puntos?[ \t]+porcentuales?|pontos?[ \t]+percentuais|punt[io][ \t]+percentual[ei]|procentpunkt(?:er|en)?"
                 r"|punkt(?:ów|y)?[ \t]+procentow(?:ych|e)|процентн(?:ых|ого|ый)[ \t]+пункт(?:а|ов)?|п\.[ \t]?п\.?|%[ \t-]?(?:points?|punkte?n?)")
_POINTS_ANSWER = re.compile(rf"(?i)^[ \t]*[-+]?[\d.,]+[ \t]*(?:{_POINTS_WORDS})(?![^\W\d_])")
_POINTS_ASKED = re.compile(rf"(?i)(?<![^\W\d_])(?:{_POINTS_WORDS}|points|punkte|puntos|pontos|punti|пункт)(?![^\W\d_])")
# A percent named with no number before it ("By what percent …?", "Um wie viel Prozent …?"): the unit asked; "from 20%
# to 45%" states givens.
_PERCENT_ASKED = re.compile(r"(?i)(?<![\d.,])(?<![\d.,][ \t])(?:%|per[ \t]?cent|prozent|pourcent|porcentaje|porcentagem|percentuale"
                            r"|procent|процент)")


def _points_for_percent(prompt: str, answer: str) -> bool:
    """Whether ``answer`` is in percentage points where the prompt asks a percent and names no points."""
    return (_POINTS_ANSWER.match(answer) is not None and _PERCENT_ASKED.search(prompt) is not None
            and _POINTS_ASKED.search(prompt) is None)


def unit_mismatch(prompt: str, answer: str) -> bool:
    """Whether the answer's unit is not the one asked for: another unit of the asked quantity ("15
    m/s" when the speed is asked in km/h, "150 minutes" when asked how many hours), a unit of
    another quantity ("135 km" when asked how many hours), or, when the prompt names no unit for
    its answer, a unit the prompt never uses of a quantity it states in other units ("135 miles"
    for a car driven at 45 km/h)."""
    if _points_for_percent(prompt, answer):
        return True
    prompt, answer = _scale_signs(prompt), _scale_signs(answer)
    given = _ANSWER_UNIT.match(answer)
    sign = _CURRENCY.match(answer)
    have = _power(_per(UNIT_SIZES.get(given.group(1) or given.group(2)), given.group(3)), answer, given, 1 if given.group(1) else 2) \
        if given is not None else None
    have = UNIT_SIZES.get((sign.group(1) or sign.group(2)).replace("\\", "")) if sign is not None and have is None else have
    if have is not None and have[0] == "money" and sign is not None and sign.group(1):
        # "$2.230.500 pesos", or "$2.230.500" where the prompt prices in pesos and names no dollar: the peso's sign.
        named = _NAMED_AFTER_DOLLAR_SIGN.match(answer, sign.end()) or (
            None if _DOLLAR_NAMED.search(prompt) or _DOLLAR_NAMED.search(answer, sign.end()) else _DOLLAR_SIGN_CURRENCY.search(prompt))
        if named is not None:
            have = UNIT_SIZES["peso" if named.group(1) else "reais"]
    if have is None and given is None and sign is None:
        have = _unit_named_in_words(answer)
        if have is None:
            return _time_word_mismatch(prompt, answer)
    if have is None:
        return False
    want = _unit_asked(prompt)
    if want is None and have[0] in ("area", "volume"):
        # "¿Cuál es el área en m²?", "面积是多少 cm²?": a squared or cubed unit the prompt writes with no number before it
        # is the one asked, in any language.
        named_powers = {_power(UNIT_SIZES[m.group(1)], prompt, m, 1) for m in _POWERED_NAMED.finditer(prompt)}
        want = named_powers.pop() if len(named_powers) == 1 else None
    if want is None and given is not None and have[0] in ("length", "area", "volume") and asked_dimension(prompt) not in (None, have[0]):
        # "28 cm²" where the perimeter is asked: a figure's area, not the length asked (a unit's power is read from its
        # symbol and the English words; "mètres carrés" is left alone)
        return True
    if want is None and have[0] in _TEMPERATURES:
        want = _scale_asked(prompt)
    if want is None:
        want = _named_with_no_number(prompt, have)
    if want is None and have[0] == "time" and _time_sizes_asked(prompt):
        return have[1] not in _time_sizes_asked(prompt)  # "Kolik sekund …?" answered "90 minut": CLDR's names of time's units
    if want is None and _quantity(have[0]) != "time" and _TIME_ASKED.search(prompt):
        return True  # "How long does it take …?" answered "160 GB": a quantity of another kind than the duration asked
    if want is not None:
        return want != have
    named = (given.group(1) or given.group(2)) if given is not None else None
    if named and len(named) > 1 and re.search(rf"(?<![^\W\d_]){re.escape(named)}", prompt, re.IGNORECASE):
        return False  # the prompt names the unit, as a question in any language asks for it ("Hoeveel centimeter ...?")
    if named and _symbol_named(named, prompt):
        return False  # "1200 m" where the prompt asks "en mètres"
    stated = _stated_units(prompt) | {UNIT_SIZES[m.group(1) or m.group(2)] for m in _CURRENCY_IN.finditer(prompt)}
    if _quantity(have[0]) == "money":
        stated |= _currencies_named(prompt)
    return have not in stated and any(_quantity(kind) == _quantity(have[0]) for kind, _ in stated)


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _unit_asked(prompt: str) -> tuple[str, Fraction] | None:
    """The unit the prompt asks its answer in ("How much in dollars …?", "How many minutes …?", "Convert … to inches"),
    its scale's signs read."""
    asked = _asked_match(prompt)
    return _power(_per(_unit(asked.group(1)), asked.group(2)), prompt, asked, 1) if asked is not None else None


def _asked_match(prompt: str) -> re.Match | None:
    # "How many seconds ...?" asks its unit wherever a statement gives another quantity's ("its height in meters").
    return (next((m for m in _ASKED.finditer(prompt) if m.group().lower().startswith("how")), None)
            or _ASKED.search(prompt) or _CONVERT_TO.search(prompt) or _ASKED_AT_END.search(prompt))


# The inch's symbol read as the word "in" before the words it governs ("How many in two classes?"): no unit.
_PREPOSITION_IN = re.compile(r"(?i)in[ \t]+[^\W_]")


# The question and what follows it: from the start of the sentence that holds the prompt's last question mark, or its last
# sentence ("Convert 5 feet to inches.").
_QUESTION = re.compile(r"[^.!?。？]*[?？][^?？]*$|[^.!?。？]*[.!。]?[ \t\n]*$")


def amount_asked(prompt: str) -> bool:
    """Whether the prompt's question asks an amount in a unit (see :func:`_unit_asked`) or a duration ("How long does it
    take …?"), not a count of things; a statement before it ("345 cans in week one") asks nothing."""
    question = _QUESTION.search(prompt)
    asked = _scale_signs(question.group() if question is not None else prompt)
    unit = _asked_match(asked)
    if unit is not None and _PREPOSITION_IN.match(asked, unit.start(1)):
        unit = None
    return (unit is not None and _unit_asked(asked) is not None) or _TIME_ASKED.search(asked) is not None


# A length's symbol squared or cubed with no number before it: a unit named, not a quantity stated.
_POWERED_NAMED = re.compile(r"(?<![\d\w.,])(?<![\d.,][ \t])(mm|cm|km|m)(?=[ \t]{0,2}(?:\^[ \t]{0,2}\{?[ \t]{0,2}[23](?!\d)|[²³]))")


# A temperature scale the prompt names with no number before it ("Wie viel Grad Celsius sind das?", "en degrés
# Fahrenheit", "градусов по Фаренгейту"), where "50 °F" or "50 degrees Fahrenheit" states a given: the scale asked.
# Each scale's sign and names, in the languages that write no Latin name for it; a name's ending may vary.
_SCALE_NAMES = {"C": ("celsius", "цельси"), "F": ("fahrenheit", "фаренгейт"), "K": ("kelvin", "кельвин")}
_SCALE_NAMED = re.compile(
    r"(?i)(\d[ \t]{0,2}(?:(?:" + "|".join(sorted(DEGREE_WORDS, key=len, reverse=True)) + r")[ \t]{1,2})?)?(?<![^\W\d_])(?:"
    + "|".join(rf"(?P<{scale}>°{scale}(?![^\W\d_])|(?:{'|'.join(names)})[^\W\d_]{{0,3}})" for scale, names in _SCALE_NAMES.items())
    + ")")


def _scale_asked(prompt: str) -> tuple[str, Fraction] | None:
    """The one temperature scale ``prompt`` names with no number before it, if it names one."""
    named = {UNIT_SIZES[f"°{m.lastgroup}"] for m in _SCALE_NAMED.finditer(prompt) if m.group(1) is None}
    return named.pop() if len(named) == 1 else None


def _power(unit: tuple[str, Fraction] | None, text: str, m: re.Match, group: int) -> tuple[str, Fraction] | None:
    """``unit`` (matched as ``m``'s ``group`` in ``text``) to the power its words or signs give it: a length squared is an
    area, a length cubed a volume (a cubic metre is 1000 litres), so "90 cm²" is not in the square metres asked."""
    if unit is None or m.group(group) is None:
        return unit
    said = text[m.start() : m.start(group)].lower()
    after = _POWER_AFTER.match(text, m.end(group)) if m.group(group)[-1:] not in "²³" else None
    power = 2 if ("square" in said or "sq" in said) else 3 if ("cubic" in said or "cu" in said) \
        else int(after.group(1) or "²³".index(after.group(2)) + 2) if after else 1
    if power == 1:
        return unit
    kind, size = unit
    if kind == "length":
        return ("area", size ** 2) if power == 2 else ("volume", size ** 3 * 1000)
    return f"{kind}^{power}", size ** power


def _quantity(kind: str) -> str:
    """The quantity a kind of unit measures: every currency measures money, every temperature scale temperature."""
    return "money" if kind in _CURRENCIES else "temperature" if kind in _TEMPERATURES else kind


# A value and the word after it ("\\frac{19}{12} hour", "2.5 Std.").
_LEADING_VALUE = re.compile(r"[ \t]*(?:\\\$|[€£¥₹])?[ \t]*(?:-?\d+[ \t]*/[ \t]*\d+|-?[\d.,]+|\\frac\{\d+\}\{\d+\})[ \t]*"
                            r"(?:\\(?:text|mathrm)\{[ \t]*)?([^\W\d_]{1,20}\.?)")


def duration_unit_mismatch(gold: str, answer: str) -> bool:
    """Whether ``answer`` (as written, its words after it) is not in the unit of time of ``gold``, a duration read
    as one quantity ("\\frac{19}{12} hour"): a bare number or another unit ("\\frac{19}{12} min") says another
    quantity, however its value compares."""
    want = _LEADING_VALUE.match(gold)
    have = _LEADING_VALUE.match(answer)
    if want is None:
        return False
    return not (_time_sizes(want.group(1)) & (_time_sizes(have.group(1)) if have else set()))


def _time_sizes(word: str) -> set[int]:
    """The sizes in seconds a unit word of time has in any CLDR language ("hour", "h", "Std.", "jam": 3600)."""
    for w in (word, word.rstrip(".")):
        found = DURATION_WORDS.get(w) or DURATION_WORDS.get(w.casefold())
        if found:
            return set(found)
    return set()


# A value marked as the answer (bold, boxed) and its unit, written inside the mark, after it or in a bracket after it,
# then a word that says it again ("which is", "i.e.", "=", "soit", "d. h.", "es decir", "即") ending the text before
# the answer: "Final: **72** (km/h), which is " before "20 m/s".
_MARKED_THEN_RESTATED = re.compile(
    r"(?:\*\*|__|\\boxed\{)[ \t$]{0,2}(-?\d[\d.,]{0,12})[ \t]{0,2}(?:\\(?:text|mathrm)\{[ \t]{0,2})?([^\W\d_][^\s*_{}()$]{0,10})?\}?[ \t$]{0,2}(?:\*\*|__|\})\$?"
    r"[ \t]{0,2}(?:\([ \t]{0,2}([^\W\d_][^\s()]{0,10})[ \t]{0,2}\)|([^\W\d_][^\s,;:()]{0,10}))?[ \t]{0,2}[,;]?[ \t]{0,2}"
    r"(?i:which[ \t]is|which[ \t]equals|i\.[ \t]?e\.,?|that[ \t]is,?|that's|soit|c'est-à-dire|d\.[ \t]?h\.|das[ \t](?:sind|heißt|ist)|also"
    r"|es[ \t]decir|o[ \t]sea|ou[ \t]seja|isto[ \t]é|cioè|ossia|ovvero|то[ \t]есть|т\.[ \t]?е\.|czyli|dus|oftewel|yani|yaitu|artinya|tức[ \t]là"
    r"|即|つまり|すなわち|즉|=|→|\((?:[ \t]{0,2}(?:that[ \t]is|i\.[ \t]?e\.|=))?)[ \t:,]{0,3}\$?[ \t]{0,2}$")


def marked_in_other_unit(prompt: str, before: str) -> str | None:
    """The value marked as the answer, with its unit, where the text ``before`` the answer (on its line) ends by saying it
    again and its unit is another than the one the prompt asks: "Final: **72** (km/h), which is 20 m/s" where metres per
    second are asked commits to 72 km/h, whatever its conversion gives; "**20** m/s, which is 72 km/h" commits to 20."""
    if not ("*" in before or "_" in before or "\\boxed" in before):
        return None
    m = _MARKED_THEN_RESTATED.search(before[-160:])
    unit = m and (m.group(2) or m.group(3) or m.group(4))
    if not unit:
        return None
    said = f"{m.group(1)} {unit}"
    return said if unit_mismatch(prompt, said) else None


# The word after an answer's number, spaced or not ("90 minut", "120 jam", "90 分钟", "120時間"), and a unit word of
# time in a prompt: CLDR's names of time's units in every language (scripts written without spaces are found inside a
# run of words, the longest name first).
_TIME_WORD_AFTER_NUMBER = re.compile(r"^[ \t]*-?[\d.,]+[ \t]{0,2}([^\W\d_]{1,20})")
_SPACED_WORD = re.compile(r"[^\W\d_]{1,20}")
_UNSPACED_TIME_WORDS = tuple(sorted((w for w in DURATION_WORDS if w and all(ord(c) > 0x2E80 for c in w)), key=len, reverse=True))
_UNSPACED_TIME_WORD = re.compile("|".join(map(re.escape, _UNSPACED_TIME_WORDS))) if _UNSPACED_TIME_WORDS else None
_DIGIT_BEFORE = re.compile(r"\d[ \t]{0,2}$")


def _answer_time_sizes(answer: str) -> set[int]:
    """The sizes in seconds of the unit of time the answer's number is followed by, in any CLDR language."""
    word = _TIME_WORD_AFTER_NUMBER.match(answer)
    if word is None:
        return set()
    unspaced = _UNSPACED_TIME_WORD.match(word.group(1)) if _UNSPACED_TIME_WORD is not None else None
    return _time_sizes(unspaced.group() if unspaced is not None else word.group(1))


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _time_sizes_asked(prompt: str) -> frozenset[int]:
    """The sizes of the units of time ``prompt`` names with no number or "per" before them ("Kolik sekund je 1,5 minuty?"
    asks seconds, "1.5 分钟是多少秒？" asks 秒): the units it asks, in any CLDR language."""
    # (a spaced word of three letters at least: shorter names, "o", "il", are words of other languages too)
    found = [m for m in _SPACED_WORD.finditer(prompt) if len(m.group()) >= 3 and not all(ord(c) > 0x2E80 for c in m.group())]
    if _UNSPACED_TIME_WORD is not None:
        found += list(_UNSPACED_TIME_WORD.finditer(prompt))
    return frozenset(size for m in found for size in _time_sizes(m.group())
                     if not _NUMBER_BEFORE.search(prompt, max(0, m.start() - 12), m.start())
                     and not _DIGIT_BEFORE.search(prompt, max(0, m.start() - 4), m.start()))


def _time_word_mismatch(prompt: str, answer: str) -> bool:
    """Whether the answer's number is followed by a unit of time, in any CLDR language, none of whose sizes the prompt
    asks, where it asks one ("Odpověď: 90 minut." for "Kolik sekund je 1,5 minuty?", "答案：90 分钟。" for "多少秒")."""
    have = _answer_time_sizes(answer)
    if not have:
        return False
    asked = _time_sizes_asked(prompt)
    return bool(asked) and not have & asked
