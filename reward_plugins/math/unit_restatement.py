"""The answer said again after it in another unit of its kind or at another precision: "In kilometres that is 0.54 km"
after 540 metres, "Das sind 2 Stunden und 35 Minuten." after 155 minutes, "that's 490000 cm²" after 49 m², "to four
significant figures it would be 3.142" after 3.14. Such a number is the answer written otherwise, to the digits it shows,
and states no second value; one that converts or rounds to another value does. Read by the rules of the text after the
answer (a module of tables and readers that judges nothing itself)."""

from __future__ import annotations

import re
from fractions import Fraction

from reward_plugins.math.answer_phrases import APPROXIMATIONS, APPROXIMATIONS_AFTER
from reward_plugins.math.cldr_words import DURATION_WORDS
from reward_plugins.math.durations import read_durations
from reward_plugins.math.number_words import spell_numbers, word_value
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number
from reward_plugins.math.unit_sizes import UNIT_SIZES


# A word of approximation in any language the tables read (Korean attaches particles to "정도", about: read it anywhere,
# as the unspaced scripts are read).
APPROXIMATE = re.compile(
    r"(?i)(?<![^\W\d_])(?:" + "|".join(v for k, v in APPROXIMATIONS.items() if k not in ("zh", "ja", "th"))
    + "|" + APPROXIMATIONS_AFTER["spaced"] + r")(?![^\W\d_])"
    + "|" + APPROXIMATIONS["zh"] + "|" + APPROXIMATIONS["ja"] + "|" + APPROXIMATIONS_AFTER["unspaced"] + "|정도|쯤|가량"
)


def rounds_to(text: str, said: Fraction, exact: Fraction) -> bool:
    """Whether ``said``, written as ``text``, is ``exact`` rounded to the digits it shows ("5.5 gallons" for 21 litres)."""
    decimals = len(text.rsplit(".", 1)[1]) if "." in text else 0
    return abs(said - exact) * 2 * 10**decimals <= 1


# The unit's name right after a number ("0.54 km", "0.54 \\text{ km}").
# A unit's word, or a rate of two ("km/h", "m/s").
_UNIT_WORD = r"[^\W\d_]{1,12}(?:/[^\W\d_]{1,3}(?![^\W\d_]))?"
_UNIT_AFTER = re.compile(r"[ \t$]{0,3}(?:\\(?:text|mathrm)\{[ \t]?)?(" + _UNIT_WORD + ")")
_UNIT_IN_PROMPT = re.compile(r"(?<![^\W\d_])" + _UNIT_WORD)


def _unit_named(word: str) -> tuple[str, Fraction] | None:
    return (UNIT_SIZES.get(word) or UNIT_SIZES.get(word.lower()) or (UNIT_SIZES.get(word.lower()[:-1]) if word.endswith("s") else None)
            or _time_unit(word))


# How many letters of a case ending may be taken off a word of time to find it in the CLDR names ("sekundách": "sekund").
_MAX_CASE_ENDING = 3
_MIN_TIME_STEM = 4


def _time_unit(word: str) -> tuple[str, Fraction] | None:
    """A unit of time by its name in any CLDR language, also with a case ending the names do not hold ("v sekundách",
    "в секундах"); a name of two sizes ("saat") is none."""
    for cut in range(_MAX_CASE_ENDING + 1):
        stem = word[: len(word) - cut] if cut else word
        if len(stem) < _MIN_TIME_STEM and cut:
            break
        sizes = DURATION_WORDS.get(stem) or DURATION_WORDS.get(stem.lower())
        if sizes:
            return ("time", Fraction(sizes[0])) if len(sizes) == 1 else None
    return None


# The unit a value is said in, named before it in its clause ("v sekundách by to bylo 86 400", "in seconds that's 86400"),
# or opening the clause bare in a case of its own ("Sekunteina se olisi 14 400": as seconds it would be 14 400).
_UNIT_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:in|en|em|im|v|ve|w|we|в|во)[ \t]+([^\W\d_]{2,15})(?![^\W\d_])[^\d;.!?]{0,30}$")
_UNIT_OPENING = re.compile(r"^[\W_]{0,4}([^\W\d_]{5,15})(?![^\W\d_])[^\d;.!?:]{0,30}$")
# How many letters past a unit's name its case ending may run where the name opens the clause ("sekunteina": "sekunt").
_MAX_OPENING_ENDING = 5
# A unit's power written after it ("cm^{2}", "m^3", as the text is read): an area or a volume of a length unit.
_POWER_AFTER = re.compile(r"[ \t]{0,2}\^[ \t]{0,2}\{?([23])\}?")
# Units of area with names of their own, in square metres.
_AREA_UNITS = {"hectare": Fraction(10_000), "ha": Fraction(10_000), "hektar": Fraction(10_000), "hectárea": Fraction(10_000),
               "acre": Fraction(40468564224, 10**7)}
# A week's name, which the CLDR names of time's units leave out: en, de, fr, es pt, it, nl, ru uk, pl, cs, tr, vi, fi, id ms, tl.
_WEEK_WORDS = frozenset("""
week weeks Woche Wochen semaine semaines semana semanas settimana settimane weken
неделя недели недель неделю тиждень тижні тижнів tydzień tygodnie tygodni týden týdny týdnů
hafta tuần viikko viikkoa viikon minggu linggo
""".split())
# Units of time written unspaced before the words that go on (Chinese, Japanese, Korean: "3 週間弱ですね").
_UNSPACED_TIME = {"週間": 604800, "週": 604800, "星期": 604800, "주일": 604800, "주": 604800, "日": 86400, "天": 86400, "일": 86400,
                  "時間": 3600, "小时": 3600, "小時": 3600, "시간": 3600, "分": 60, "분": 60, "秒": 1, "초": 1}
_MAX_UNSPACED_UNIT = 2


def _unit_of_word(word: str) -> tuple[str, Fraction] | None:
    """The unit a word names: a unit of the tables, an area's or a week's name, or the unit of time that opens a run of
    unspaced script ("週間弱ですね")."""
    unit = _unit_named(word)
    if unit is not None:
        return unit
    lower = word.lower()
    area = _AREA_UNITS.get(lower) or (_AREA_UNITS.get(lower[:-1]) if lower.endswith("s") else None)
    if area is not None:
        return "length^2", area
    if word in _WEEK_WORDS or lower in _WEEK_WORDS:
        return "time", Fraction(604800)
    for size in range(_MAX_UNSPACED_UNIT, 0, -1):
        if word[:size] in _UNSPACED_TIME:
            return "time", Fraction(_UNSPACED_TIME[word[:size]])
    return None


def _unit_after(text: str, end: int) -> tuple[str, Fraction] | None:
    """The unit written right after a number that ends at ``end``, with its power where one follows ("490000 cm^{2}")."""
    word = _UNIT_AFTER.match(text, end)
    unit = _unit_of_word(word.group(1)) if word is not None else None
    if unit is None:
        return None
    power = _POWER_AFTER.match(text, word.end())
    return (f"{unit[0]}^{power.group(1)}", unit[1] ** int(power.group(1))) if power is not None and unit[0] == "length" else unit


def _unit_opening(sentence: str, start: int) -> tuple[str, Fraction] | None:
    """The unit of time a clause opens with in a case ending of its own ("Sekunteina se olisi 14 400")."""
    word = _UNIT_OPENING.match(sentence[:start])
    if word is None:
        return None
    name = word.group(1)
    for cut in range(1, _MAX_OPENING_ENDING + 1):
        sizes = DURATION_WORDS.get(name[:-cut].lower()) if len(name) - cut >= _MIN_TIME_STEM else None
        if sizes:
            return ("time", Fraction(sizes[0])) if len(sizes) == 1 else None
    return None


def _with_powers(unit: tuple[str, Fraction]) -> set[tuple[str, Fraction]]:
    """A unit, and where it is a length its square and cube: an area asked in square metres names the metre."""
    if unit[0] != "length":
        return {unit}
    return {unit, ("length^2", unit[1] ** 2), ("length^3", unit[1] ** 3)}


def answer_in_another_unit(sentence: str, n: re.Match, answer, prompt: str, value: str = "") -> bool:
    """Whether ``n`` and the unit after it (or the unit its clause names before it) are the answer, read in a unit the
    prompt names or the answer is written with, said in another unit of the same kind ("In kilometres that is 0.54 km"
    after 540 for "How many meters …", "v sekundách by to bylo 86 400" after 1440 for "Kolik minut …", "that's
    490000 cm², or about 0.0049 hectares" after 49 m², "だいたい 3 週間弱" after "20 日"): the answer said again, to the
    digits it is written with, no value."""
    unit = _unit_after(sentence, n.end())
    if unit is None:
        word = _UNIT_BEFORE.search(sentence, 0, n.start())
        unit = _unit_of_word(word.group(1)) if word is not None else _unit_opening(sentence, n.start())
    said = parse_number(n.group().strip())
    if unit is None or said is None or answer is None or said.percent or answer.percent:
        return False
    named = {_unit_of_word(w) for w in _UNIT_IN_PROMPT.findall(prompt) if len(w) > 1}
    own = _unit_after(value, NUMBER_IN_TEXT.search(value).end()) if NUMBER_IN_TEXT.search(value) else None
    asked_units = {power for asked in named | {own} if asked is not None for power in _with_powers(asked)}
    said_as = [answer.value * asked[1] / unit[1] for asked in asked_units if asked[0] == unit[0] and asked != unit]
    return any(said.value == exact or (_rounding(n.group().strip(), sentence[: n.start()]) and rounds_to(n.group().strip(), said.value, exact))
               for exact in said_as)


def _rounding(text: str, before: str) -> bool:
    """Whether a number that converts to the answer only once rounded is given as a rounding: it shows decimals ("0.54 km"),
    or a word of approximation stands before it in its clause ("about 3 weeks"); a whole number of a larger unit said
    bare ("drei Stunden" for 150 minutes) is another value."""
    return "." in text or APPROXIMATE.search(before) is not None


# A duration of two or three units as :func:`~reward_plugins.math.durations.read_durations` writes it, one value in its
# largest unit ("2 Stunden und 35 Minuten" → "\\frac{31}{12} Stunden").
_READ_DURATION = re.compile(r"\\frac\{(\d{1,6})\}\{(\d{1,6})\}[ \t]*([^\W\d_]{2,20})|(\d{1,6}(?:\.\d{1,6})?)[ \t]*([^\W\d_]{2,20})")


def answer_as_compound_duration(sentence: str, n: re.Match, answer, prompt: str) -> bool:
    """Whether ``n`` opens a duration in two or three units that is exactly the answer, read in a unit of time the prompt
    names ("Das sind 2 Stunden und 35 Minuten." after 155 for "Wie viele Minuten …?"): the answer said again."""
    if answer is None or answer.percent or not prompt:
        return False
    rest = sentence[n.start() :]
    read = read_durations(rest)
    m = _READ_DURATION.match(read) if read != rest else None
    if m is None:
        return False
    said = Fraction(int(m.group(1)), int(m.group(2))) if m.group(1) else Fraction(m.group(4))
    unit = _unit_named(m.group(3) or m.group(5))
    named = {_unit_named(w) for w in _UNIT_IN_PROMPT.findall(prompt) if len(w) > 1}
    return unit is not None and unit[0] == "time" and any(
        asked is not None and asked[0] == "time" and said * unit[1] == answer.value * asked[1] for asked in named)


# The larger part of a duration before its number, its count in digits or in a word, and a short joiner ("isang oras
# at 30 minuto", "one hour and 30 minutes", "eine Stunde und 30 Minuten").
_LARGER_PART_BEFORE = re.compile(r"(?<![^\W\d_])([^\W\d_]{2,12}|\d{1,4})[ \t]+([^\W\d_]{2,12})[ \t,]+(?:[^\W\d_]{1,4}[ \t]+)?$")


def _count_word(word: str) -> int | None:
    """A count in digits or in a number word, also with the Tagalog linker a number takes before its noun ("isang": "isa")."""
    if word.isdigit():
        return int(word)
    value = word_value(word)
    return value if value is not None or not word.endswith("ng") else word_value(word[:-2])


def answer_as_duration_in_words(sentence: str, n: re.Match, answer, prompt: str, value: str = "") -> bool:
    """Whether ``n`` closes a duration in two units whose larger part stands before it, in digits or in words, and the
    whole is exactly the answer ("isang oras at 30 minuto" after "90 minuto", "one hour and 30 minutes" after 90): the
    answer said again. "isang oras at 20 minuto" is another duration."""
    before = _LARGER_PART_BEFORE.search(sentence, 0, n.start())
    if before is None or answer is None or answer.percent:
        return False
    larger, smaller = _unit_of_word(before.group(2)), _unit_after(sentence, n.end())
    count, said = _count_word(before.group(1)), parse_number(n.group().strip())
    if None in (larger, smaller, count, said) or larger[0] != "time" or smaller[0] != "time" or larger[1] <= smaller[1]:
        return False
    named = {_unit_of_word(w) for w in _UNIT_IN_PROMPT.findall(prompt) if len(w) > 1}
    own = _unit_after(value, NUMBER_IN_TEXT.search(value).end()) if NUMBER_IN_TEXT.search(value) else None
    whole = count * larger[1] + said.value * smaller[1]
    return any(asked is not None and asked[0] == "time" and whole == answer.value * asked[1] for asked in named | {own})


_WORD = re.compile(r"[^\W\d_]{2,20}")


def says_answer_in_another_unit(sentence: str, answer, prompt: str, value: str) -> bool:
    """Whether a number of ``sentence``, in digits or in words, is the answer said again in another unit ("Yani yaklaşık
    iki hafta sürer." after "15 gün")."""
    spelled = spell_numbers(sentence)
    if not any(c.isdigit() for c in spelled):  # a sentence too short to tell its language by: its number words one by one
        spelled = _WORD.sub(lambda w: str(v) if (v := word_value(w.group())) is not None else w.group(), spelled)
    return any(answer_in_another_unit(spelled, n, answer, prompt, value) for n in NUMBER_IN_TEXT.finditer(spelled))


# A precision named in a sentence ("to four significant figures", "auf drei Nachkommastellen", "à quatre décimales",
# "до двух знаков", "小数第三位"): en, de, fr, es, pt, it, ru, pl, cs, tr, vi, nl, and the unspaced scripts.
_PRECISION = re.compile(
    r"(?i)(?<![^\W\d_])(?:significant|sig|decimals?|places|digits|figures|precision|round(?:ed|ing)?"
    r"|(?:Nachkomma)?stellen|gerundet|décimales?|chiffres|arrondi[es]?|decimales|cifras|redondead[oa]s?|casas|arredondad[oa]s?"
    r"|cifre|arrotondat[oi]|знак(?:а|ов)?|округл[а-я]{0,6}|miejsc[a-z]{0,3}|míst[ao]?|basamak[a-zç]{0,4}|chữ[ \t]số|làm[ \t]tròn"
    r"|decimalen|afgerond|cijfers|nearest|tenths?|hundredths?|thousandths?|centième|millième|centésim[oa]|milésim[oa])(?![^\W\d_])"
    r"|桁|小数|有效数字|四舍五入|四捨五入")


def _decimals(text: str) -> int:
    return len(text.rsplit(".", 1)[1]) if "." in text else 0


def _rounds_strictly(text: str, said: Fraction, exact: Fraction) -> bool:
    """Whether ``said``, written as ``text``, is ``exact`` rounded to the digits it shows, ``exact`` no half way between."""
    return abs(said - exact) * 2 * 10 ** _decimals(text) < 1


def answer_at_another_precision(sentence: str, n: re.Match, value: str, prompt: str) -> bool:
    """Whether ``n`` is the answer at another precision that its sentence names: fewer digits that the answer rounds to
    ("3.1 to one decimal place" after 3.14), or, where the prompt asks for a rounding, more digits that round to the
    answer as written ("to four it would be 3.142" after 3.14 for "Round 3.14159 to two decimal places."). Digits that
    round to another value ("to four it would be 3.152"), and more digits beside an exact answer ("the intended value is
    12.4" after 12 for "What is 15% of 80?"), are a second value."""
    number = NUMBER_IN_TEXT.search(value)
    said, answer = parse_number(n.group().strip()), parse_number(value)
    if number is None or said is None or answer is None or said.percent != answer.percent or not _PRECISION.search(sentence):
        return False
    text, written = n.group().strip(), number.group().strip()
    if _decimals(text) > _decimals(written):
        return _PRECISION.search(prompt) is not None and _rounds_strictly(written, answer.value, said.value)
    return _decimals(text) < _decimals(written) and _rounds_strictly(text, said.value, answer.value)


# A word of approximation, or its sign, right before a number, perhaps an article between ("roughly a 36% chance", "etwa
# 36 %", "≈ 0.36").
_APPROXIMATED = re.compile(r"(?:" + APPROXIMATE.pattern.replace("(?i)", "") + r"|≈|≃|~|\\approx)[ \t]*(?:[^\W\d_]{1,3}[ \t]+)?[ \t$]*$",
                           re.IGNORECASE)
_SHOWN = re.compile(r"-?\d+(?:[.,]\d+)?")


def rounded_from_answer(before: str, number: str, exact: Fraction) -> bool:
    """Whether ``number``, written after a word of approximation that ends ``before``, is the exact answer rounded at its
    last digit, itself no longer exact: "roughly a 36% chance" after 5/14 (35.7%), "about 0.36"; "roughly a 40% chance",
    "about 35%" round from another value, and "about 9" after 9 calls an exact value approximate, which the rules of
    estimates judge."""
    said, digits = parse_number(number.strip()), _SHOWN.search(number)
    if said is None or digits is None or not _APPROXIMATED.search(before[-40:]):
        return False
    shown = said.value / 100 if said.percent else said.value
    unit = Fraction(1, 10 ** _decimals(digits.group().replace(",", "."))) / (100 if said.percent else 1)
    return shown != exact and abs(shown - exact) * 2 <= unit
