r"""The answer said again in other words must be the same quantity.

Right after the answer a completion may say it again: in another unit ("90 minutes, that is, 1 hour and 30
minutes", "72 km/h (which is 20 m/s)"), another notation ("\boxed{\frac58}, i.e. 0.625", "$4.5 \times 10^3$ —
in other words 4500"), in words ("36 euros. En otras palabras, treinta y seis euros") or as a percentage. Such a
restatement, joined to the answer by a word for "that is" in any language, "=", or an opening bracket, is read
with the readers of numbers, number words, durations and units, and compared with the answer:

- the same quantity (a decimal agreeing with the value to the places it shows, units converted exactly): the
  restatement is the answer, and no text after it (:func:`without_restatement`);
- another quantity, or one that cannot be read while it holds a number: a second value
  (:func:`restatement_fault`, ``value_after``).

Where the final commitment is itself the restatement ("So it takes 160 minutes, i.e. 2 hours and 40 minutes."),
the value it restates is read the same way.

>>> from reward_plugins.math.reading import read
>>> restatement_fault(read("The movie is $\\boxed{90}$ minutes long, that is, 1 hour and 15 minutes.", "In minutes?"))
'1 hour and 15 minutes is not 90 minutes'
>>> restatement_fault(read("The movie is $\\boxed{90}$ minutes long, that is, 1 hour and 30 minutes.", "In minutes?")) is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from math import comb

from reward_plugins.math.answer_phrases import (
    ALSO_POSSIBLE, APPROXIMATIONS, APPROXIMATIONS_AFTER, CONDITIONAL, CONDITIONS_AFTER, DOUBTS, DOUBTS_AFTER, ERROR_ALLOWANCES, IF_WRONG,
    RETRACTIONS_STRONG, RETRACTIONS_WEAK, SETTLES_ON, compile_words, words)
from reward_plugins.math.candidates import said_amount, share_in_words
from reward_plugins.math.unit_restatement import rounded_from_answer
from reward_plugins.math.cldr_words import DURATION_WORDS
from reward_plugins.math.clock import clock_minutes, same_time
from reward_plugins.math.durations import read_durations
from reward_plugins.math.forms import precision_asked, form_class
from reward_plugins.math.normalize import MIXED_MARK
from reward_plugins.math.number_words import spell_numbers, word_value
from reward_plugins.math.qualifiers import closed_form_value
from reward_plugins.math.reading import MAX_PROMPT_CHARS, Reading
from reward_plugins.math.related_quantity import given_to_another
from reward_plugins.math.unit_sizes import other_size
from reward_plugins.math.units import UNIT_SIZES

# The answer said again in another language or notation ("Réponse : 7 — in English, seven sides", "24 lápices (in English:
# twenty-four pencils)", "en chiffres", "auf Englisch", "по-английски"): a restatement like "that is", one row per language.
_IN_LANGUAGE = "|".join((
    r"(?:or[ \t]+)?in[ \t]+(?:plain[ \t]+)?(?:english|french|german|spanish|portuguese|italian|russian|dutch|polish|turkish|chinese|japanese"
    r"|korean|arabic|hindi|numbers|numerals|digits|letters|other[ \t]+units)",
    r"en[ \t]+(?:anglais|français|allemand|espagnol|chiffres|toutes[ \t]+lettres|inglés|español|francés|alemán|cifras|números|números[ \t]+arábigos)",
    r"auf[ \t]+(?:englisch|deutsch|französisch|spanisch)|in[ \t]+ziffern|em[ \t]+(?:inglês|português|francês|espanhol|algarismos|números)",
    r"in[ \t]+(?:inglese|italiano|francese|tedesco|spagnolo|cifre)|in[ \t]+het[ \t]+(?:engels|nederlands|frans|duits)|in[ \t]+cijfers",
    r"по-(?:английски|русски|украински)|на[ \t]+(?:английском|русском)|po[ \t]+(?:angielsku|polsku)|(?:ingilizce|türkçe)(?:[ \t]+olarak)?",
    r"dalam[ \t]+bahasa[ \t]+(?:inggris|indonesia)|bằng[ \t]+tiếng[ \t]+(?:anh|việt)|بالإنجليزية|بالعربية|अंग्रेज़?ी[ \t]+में",
    # a language's name as a label ("(English: eight sides)", "(anglais : eight)")
    r"(?:english|en|anglais|français|inglés|español|englisch|deutsch|inglese|inglês|английский|angielski)(?=[ \t]*:)",
))
# Words that say "that is" / "in other words" / "namely", in the languages read and more.
_THAT_IS = (
    r"i\.?[ \t]?e\.?|that[ \t]is|that's|which[ \t]is|which[ \t]equals|in[ \t]other[ \t]words|namely|equivalently|aka"
    r"|also[ \t]known[ \t]as|or[ \t]equivalently|put[ \t]another[ \t]way|said[ \t]differently"
    r"|(?:or[ \t]+)?in[ \t]+(?:words|figures|digits)|written[ \t]+out|en[ \t]+lettres|en[ \t]+(?:letras|palabras)|por[ \t]+extenso"
    r"|in[ \t]+worten|in[ \t]+lettere|прописью|словами|słownie"
    r"|soit|c'est-à-dire|c\.-à-d\.?|autrement[ \t]dit|en[ \t]d'autres[ \t]termes|à[ \t]savoir"
    r"|es[ \t]decir|o[ \t]sea|en[ \t]otras[ \t]palabras|esto[ \t]es|ou[ \t]seja|isto[ \t]é|em[ \t]outras[ \t]palavras"
    r"|cioè|ossia|ovvero|in[ \t]altre[ \t]parole|d\.[ \t]?h\.|das[ \t]heißt|mit[ \t]anderen[ \t]worten|nämlich|beziehungsweise|bzw\."
    r"|d\.w\.z\.|dat[ \t]wil[ \t]zeggen|oftewel|met[ \t]andere[ \t]woorden|то[ \t]есть|т\.[ \t]?е\.|иными[ \t]словами"
    r"|другими[ \t]словами|а[ \t]именно|тобто|czyli|tj\.|innymi[ \t]słowy|yani|başka[ \t]bir[ \t]deyişle|yaitu|yakni"
    r"|dengan[ \t]kata[ \t]lain|tức[ \t]là|nghĩa[ \t]là|dvs\.?|det[ \t]vil[ \t]si|det[ \t]vill[ \t]säga|eli"
    r"|toisin[ \t]sanoen|tedy|neboli|čili|azaz|vagyis|adică|δηλαδή|ანუ|yaani|kwa[ \t]maneno[ \t]mengine"
    r"|أي|يعني|یعنی|כלומר|यानी|अर्थात्?|অর্থাৎ|ya[ \t]ni|"
    + _IN_LANGUAGE
)
_UNSPACED_THAT_IS = r"用英语|英文|英語で|영어로|即|也就是说?|换句话说|換句話說|亦即|つまり|すなわち|言い換えると|즉|다시[ \t]말해"
# After the answer: its unit's words (a few, no digit), then a connector (a bracket, "=", a word for "that is",
# perhaps opening a new sentence), then the restatement, up to the end of its clause.
_RESTATEMENT = re.compile(
    r"(?i)^((?:[ \t$}*_]|\\\)|\\\])*(?:°?[^\W\d_][^\s\d.,;:()=（]{0,20}[ \t]*){0,3}?)"
    r"(?:[ \t]*[,;:—–-]?[ \t]*[(（]?[ \t]*(?<![^\W\d_])((?:" + _THAT_IS + r")(?![^\W\d_])|" + _UNSPACED_THAT_IS
    + r")|[ \t]*[.!。]?\s{0,4}[(（*_]{0,3}[ \t]*(?<![^\W\d_])((?:" + _THAT_IS + r")(?![^\W\d_])|" + _UNSPACED_THAT_IS + r")|[ \t]*[(（]|[ \t]*(?:=(?!=)|→|⇒|⟹|=>|->|\\to(?![a-z])|\\Rightarrow|\\implies)|\s{0,4}(?:≈|\\approx(?![a-z]))|[ \t]*[—–/](?=[ \t]))"
    r"[ \t,:：，]*((?:[^.;!?。；)\n（）]|(?<=\d)\.(?=\d)){1,160})"
)
_JOINS_RESTATEMENT = re.compile(r"[—–/(（]")
_FIRST_WORD = re.compile(r"[ \t*_]*([^\W\d_]+)")
_CJK_DIGITS = {c: i for i, c in enumerate("〇一二三四五六七八九十")} | {"零": 0, "两": 2, "兩": 2}
# A dash or a slash before a space, joining the answer to its restatement in words ("7 — eight in English", "7 côtés /
# eight sides").
_APPOSED = re.compile(r"[ \t]*[—–/][ \t]*")
# The value a restatement opens with: a number (with a power of ten, a mixed part or a percent sign), a fraction.
_VALUE = re.compile(
    r"(?:\$|\\\(|\*\*|\\boxed\{|[ \t])*(-?(?:\\[dt]?frac\{\d+\}\{\d+\}|\d+/\d+(?![\d.])|\d[\d,]*(?:\.\d+)?(?:[ \t]*\\[dt]?frac\{\d+\}\{\d+\}|[ \t]+\d+/\d+)?)"
    r"(?:[ \t]*(?:\\times|×|\\cdot|·|\*)[ \t]*10[ \t]*\^[ \t]*\{?-?\d{1,3}\}?)?(?:[ \t]*\\?%)?)(?!\d|[:：]\d)"
)  # not the hours of a time ("12:30" is no 12)
_MIXED = re.compile(r"(-?)(\d+)[ \t]*(?:\\[dt]?frac\{(\d+)\}\{(\d+)\}|[ \t]+(\d+)/(\d+))")
_GROUPED = re.compile(r"(?!0,)\d{1,3}(?:,\d{3})+(?:\.\d+)?")  # no group of thousands opens with 0: "0,375" is a decimal
_DECIMALS = re.compile(r"\.(\d+)")
_PER_UNIT = re.compile(r"[ \t]+per[ \t]+([^\W\d_]{1,15})")  # "meters per minute"
_RATE_KINDS = {("length", "time"): "speed"}
_UNIT_WORD = re.compile(r"[ \t$}]*(?:\\(?:text|mathrm)\{[ \t]*)?(°?[^\W\d_][^\s\d,.;:()}{$]{0,15})")
_ANSWER_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_EXACT = Fraction(1, 10 ** 9)
_SQUARED = re.compile(r"(?:²|\^[ \t]*\{?[ \t]*2[ \t]*\}?)(?!\d)")
_SQUARE_NAMED = re.compile(r"(?i)(?<![^\W\d_])(?:square|sq\.?)[ \t]+([^\W\d_]{1,15})|(?<![^\W\d_])([^\W\d_]{1,4})(?:²|\^\{?2\}?)")
# A currency's sign or short name before an amount ("S/ 10.00", "R$ 25", "Rs. 40", "kr 12", "€ 5", "\$25" as read).
_CURRENCY_SIGN = re.compile(r"^(?:\\?[$€£¥₹₩₽₺₴₦₱₲₵₡₭₮₸฿]|(?:R\$|S/|Rs\.?|Rp|RM|kr|zł|Kč|Ft|TL|US\$)(?=[ \t\d]))[ \t]*")
_FIRST_NUMBER = re.compile(r"(?:\$|\\\(|\\[dt]?frac\{)?-?\d")
_MAX_WORDS_BEFORE = 4
_MAX_UNIT_WORDS = 3
_OPERATOR = re.compile(r"[ \t$]*(?:[-+×*/÷·^]|\\(?:times|cdot|div)(?![A-Za-z]))")
_ARGUMENT = re.compile(r"[ \t$]*[)=]")
_OPERATOR_BEFORE = re.compile(r"(?:[-+×*/÷·^=]|\\(?:times|cdot|div))[ \t${]*$")


def _value(text: str) -> tuple[Fraction, Fraction] | None:
    """The value a written number stands for, and how far from it the places it shows allow."""
    text = text.replace(MIXED_MARK, "").strip()
    percent = text.endswith("%")
    text = text.rstrip("%\\ \t")
    if _GROUPED.fullmatch(text.lstrip("-")):
        text = text.replace(",", "")
    text = text.replace(",", ".")
    mixed = _MIXED.fullmatch(text)
    if mixed is not None:
        whole = Fraction(int(mixed.group(2))) + Fraction(int(mixed.group(3) or mixed.group(5)), int(mixed.group(4) or mixed.group(6)))
        value = -whole if mixed.group(1) else whole
    else:
        number = closed_form_value(text)
        if number is None:
            return None
        value = Fraction(number).limit_denominator(10 ** 9)
    places = _DECIMALS.search(text.split("10", 1)[0] if "10^" in text.replace(" ", "") else text)
    scale = Fraction(1)
    power = re.search(r"10[ \t]*\^[ \t]*\{?(-?\d{1,3})", text)
    if power is not None:
        scale = Fraction(10) ** int(power.group(1))
    slack = Fraction(1, 2 * 10 ** len(places.group(1))) * scale if places is not None else _EXACT
    if percent:
        value, slack = value / 100, slack / 100
    return value, slack


# A currency's minor unit, a hundredth of its major one, in the words a restatement writes it ("2 рубля 10 копеек",
# "3 euros 50 céntimos"); the dollar's and the pound's ("cent", "pence") are among the units' own sizes.
_MINOR_UNITS = {
    **dict.fromkeys("копейка копейки копеек коп".split(), ("ruble", Fraction(1, 100))),
    **dict.fromkeys("копійка копійки копійок".split(), ("hryvnia", Fraction(1, 100))),
    **dict.fromkeys("céntimo céntimos centime centimes centesimo centesimi cêntimo cêntimos eurocent eurocents".split(), ("euro", Fraction(1, 100))),
    **dict.fromkeys("grosz grosze groszy gr".split(), ("zloty", Fraction(1, 100))),
    **dict.fromkeys("haléř haléře haléřů".split(), ("koruna", Fraction(1, 100))),
    **dict.fromkeys("kuruş kuruş kurus".split(), ("lira", Fraction(1, 100))),
    **dict.fromkeys("paisa paise पैसे पैसा".split(), ("rupee", Fraction(1, 100))),
}
# A currency's sign right before an amount ("$3.60", "\\$3.60", "€ 2,50"): the amount's unit.
_SIGN_BEFORE = re.compile(r"(\\?\$|€|£|¥|₹|₽|₺|₩)[ \t]*$")
_FIRST_DIGIT = re.compile(r"\d")
_SIGN_AFTER = re.compile(r"\d[\d.,]*[ \t]*(€|£|¥|₹|₽|₺|₩)")


def _named_unit(word: str) -> tuple[str, Fraction] | None:
    for name in (word, word.lower(), word.rstrip("s"), word.lower().rstrip("s"), word.lower().removesuffix("es")):
        if name in UNIT_SIZES:
            return UNIT_SIZES[name]
        if name in _MINOR_UNITS:
            return _MINOR_UNITS[name]
    return None


def _rate(above: tuple[str, Fraction] | None, below: str) -> tuple[str, Fraction] | None:
    """A unit per another ("meters per minute", "m/min"): a length per a time is a speed, sized in m/s."""
    under = _named_unit(below)
    if above is None or under is None:
        return None
    return _RATE_KINDS.get((above[0], under[0]), f"{above[0]}/{under[0]}"), above[1] / under[1]


def _unit(words: str) -> tuple[str, Fraction] | None:
    """The kind and size of the unit a text opens with ("minutes long", "m/s", "\\text{ km}", "分钟", "hodiny")."""
    m = _UNIT_WORD.match(words)
    if m is None:
        return None
    word = m.group(1).rstrip("*_")
    squared = _SQUARED.match(words, m.start(1) + len(word.rstrip("²^")))
    if squared is not None:  # "m²", "m^{2}": a length squared is an area
        length = _named_unit(word.rstrip("²^"))
        return ("area", length[1] ** 2) if length is not None and length[0] == "length" else None
    found = _named_unit(word)
    if found is None and word.count("/") == 1:
        found = _rate(_named_unit(word.split("/")[0]), word.split("/")[1])  # "m/min"
    if found is not None:
        per = _PER_UNIT.match(words, m.end())
        return (_rate(found, per.group(1)) or found) if per is not None and found[0] != "speed" else found
    sizes = _time_sizes(word)  # time's units in every CLDR language
    return ("time", Fraction(sizes[0])) if len(sizes) == 1 else None  # "saat": an hour or a second


def _time_sizes(word: str) -> tuple[int, ...]:
    return DURATION_WORDS.get(word) or DURATION_WORDS.get(word.lower()) or ()


def _units(words: str) -> list[tuple[str, Fraction] | None]:
    """The units a text may open with: one, or each size of a word of time with two ("saat": Turkish hour, Malay second)."""
    unit = _unit(words)
    m = _UNIT_WORD.match(words) if unit is None else None
    sizes = _time_sizes(m.group(1).rstrip("*_")) if m is not None else ()
    return [("time", Fraction(size)) for size in sizes] if len(sizes) > 1 else [unit]


def _sign_unit(said: str) -> tuple[str, Fraction] | None:
    """The unit a currency's sign right before a restatement's first number names ("that is, $3.60"), or right after
    it, as many languages write amounts ("es decir 11 €")."""
    digit = _FIRST_DIGIT.search(said)
    m = (_SIGN_BEFORE.search(said, 0, digit.start()) or _SIGN_AFTER.match(said, digit.start())) if digit is not None else None
    return UNIT_SIZES.get(m.group(1).lstrip("\\")) if m is not None else None


# An amount in a currency's major and minor units ("2 рубля 10 копеек", "3 dollars and 60 cents", "5 ft 3 in"), or a
# duration whose joining word the durations' reader leaves ("2 שעות ו-30 דקות", "2 ساعة و30 دقيقة"): one value in the
# first unit.
_TWO_PART = re.compile(r"(?<![\d.,])(\d{1,9})[ \t]*([^\W\d_][^\s\d,.;:()]{0,15})[ \t,]*(?:(?:and|und|et|y|e|и|i|ve|dan)[ \t]+|ו-?|و[ \t]?)?(\d{1,3})[ \t]*([^\W\d_][^\s\d,.;:()]{0,15})")


def _read_amounts(text: str) -> str:
    """The text with an amount in two units of one kind (the second part less than one of the first) written as one
    number in the first."""
    def one(m: re.Match) -> str:
        first, second = _unit(m.group(2)), _unit(m.group(4))
        if first is None or second is None or first[0] != second[0] or int(m.group(3)) * second[1] >= first[1]:
            return m.group()  # units of two kinds, or a later part of a whole first unit or more ("2 h 90 min")
        value = int(m.group(1)) + int(m.group(3)) * second[1] / first[1]
        written = f"{float(value):.6f}".rstrip("0").rstrip(".") if (value * 10 ** 6).denominator == 1 else f"{value.numerator}/{value.denominator}"
        return f"{written} {m.group(2)}"
    return _TWO_PART.sub(one, text) if any(c.isdigit() for c in text) else text


def _prompt_units(prompt: str, kind: str) -> list[Fraction]:
    if kind == "area":  # "in square centimetres", "cm²": the squares of the lengths the prompt names so
        return [length[1] ** 2 for length in (_named_unit(w) for w in _SQUARE_NAMED.findall(prompt) for w in w if w)
                if length is not None and length[0] == "length"]
    return [UNIT_SIZES[w][1] for w in set(re.findall(r"[^\W\d_][\w/]{0,14}", prompt))
            if w in UNIT_SIZES and UNIT_SIZES[w][0] == kind] + [
        UNIT_SIZES[w.rstrip("s")][1] for w in set(re.findall(r"[^\W\d_]{2,14}s", prompt))
        if w.rstrip("s") in UNIT_SIZES and UNIT_SIZES[w.rstrip("s")][0] == kind]


# A temperature in kelvins: each scale's degree and the kelvins at its zero.
_KELVIN_AT = {"kelvin": (Fraction(1), Fraction(0)), "celsius": (Fraction(1), Fraction(27315, 100)),
              "fahrenheit": (Fraction(5, 9), Fraction(27315, 100) - Fraction(32 * 5, 9))}
_KELVIN_ROUNDING = Fraction(1, 2)
# A temperature's scale after its number ("K", "°C", "degrees Fahrenheit", "Grad Celsius", "градусов Цельсия").
_SCALE_SAID = re.compile(r"(?i)[ \t]*(?:°[ \t]?|(?:degrees?|degrés?|grados?|graus?|gradi|grad|градус\w{0,3})[ \t]+(?:по[ \t]+)?)?"
                         r"(C(?:elsius)?|F(?:ahrenheit)?|K(?:elvin)?|Цельси\w{0,2}|Фаренгейт\w{0,2}|Кельвин\w{0,2})(?![^\W\d_])")
_SCALES = {"C": "celsius", "F": "fahrenheit", "K": "kelvin", "Ц": "celsius", "Ф": "fahrenheit", "К": "kelvin"}


def _kelvin(value: Fraction, scale: str) -> Fraction:
    degree, zero = _KELVIN_AT[scale]
    return value * degree + zero


def _agree(first: tuple[Fraction, Fraction], first_unit, second: tuple[Fraction, Fraction], second_unit, prompt: str) -> bool:
    """Whether two written values are one quantity: the same number, or the same amount once their units are converted."""
    (a, slack_a), (b, slack_b) = first, second
    slack = max(slack_a, slack_b)
    scales = (first_unit or ("",))[0], (second_unit or ("",))[0]
    if scales[0] != scales[1] and all(scale in _KELVIN_AT for scale in scales):
        # "77 °F, which is 25 °C": temperature scales differ by an offset too; a kelvin rounded to a whole one agrees
        return abs(_kelvin(a, scales[0]) - _kelvin(b, scales[1])) <= max(slack, _KELVIN_ROUNDING)
    if (abs(a - b) < slack or (abs(a - b) == slack and _tie_rounded_away(first, second))) and not other_size(first_unit, second_unit):
        return True  # (one number in two units of one kind and different sizes, "20 km/h" and "20 m/s", is two amounts)
    if second_unit is None:
        return False
    kind, size = second_unit
    sizes = [first_unit[1]] if first_unit is not None and first_unit[0] == kind else _prompt_units(prompt, kind)
    return any(abs(a * s - b * size) <= slack * max(s, size) for s in sizes)


def _tie_rounded_away(first: tuple[Fraction, Fraction], second: tuple[Fraction, Fraction]) -> bool:
    """At exactly half a unit of the rougher value's last place, whether the rougher value is the finer one rounded
    half away from zero: "25%" is "0.3" to one place, never "0.2" (a tie read both ways would agree with two values)."""
    (a, slack_a), (b, slack_b) = first, second
    rough, fine = (a, b) if slack_a > slack_b else (b, a)
    return abs(rough) > abs(fine)


# A share or a multiple said in words before a number ("a quarter of 360", "twice 45", "la moitié de 180", "die Hälfte von
# 180"): the restatement says that share of the number.
_SHARES = {
    "half": Fraction(1, 2), "a half": Fraction(1, 2), "one half": Fraction(1, 2), "a third": Fraction(1, 3), "one third": Fraction(1, 3),
    "a quarter": Fraction(1, 4), "one quarter": Fraction(1, 4), "a fourth": Fraction(1, 4), "a fifth": Fraction(1, 5),
    "a tenth": Fraction(1, 10), "two thirds": Fraction(2, 3), "three quarters": Fraction(3, 4), "twice": Fraction(2),
    "double": Fraction(2), "three times": Fraction(3),
    "la moitié": Fraction(1, 2), "le tiers": Fraction(1, 3), "le quart": Fraction(1, 4), "le double": Fraction(2),
    "die hälfte": Fraction(1, 2), "ein drittel": Fraction(1, 3), "ein viertel": Fraction(1, 4), "das doppelte": Fraction(2),
    "la mitad": Fraction(1, 2), "un tercio": Fraction(1, 3), "un cuarto": Fraction(1, 4), "el doble": Fraction(2),
    "a metade": Fraction(1, 2), "um terço": Fraction(1, 3), "um quarto": Fraction(1, 4), "o dobro": Fraction(2),
}
_SHARE_OF = re.compile(
    r"(?i)(?<![^\W\d_])(" + "|".join(sorted((k.replace(" ", r"[ \t]+") for k in _SHARES), key=len, reverse=True)) + r")"
    r"[ \t]+(?:(?:of|de|du|des|von|der|do|da|dos)[ \t]+)?(?:the[ \t]+)?[ \t$]*$")


# A number that a comparison follows ("$2 less than", "3 times as many as", "5 mehr als", "2 de moins que") is a
# difference or a ratio between the answer and another quantity.
_DIFFERENCE_AFTER = re.compile(
    r"(?i)[ \t$%]*(?:[^\W\d_]{1,12}[ \t]+)?(?:(?:less|more|fewer|greater|smaller|larger|higher|lower|bigger|older|younger|longer|shorter)[ \t]+than"
    r"|times[ \t]+(?:as|more|less)|(?:de[ \t]+)?(?:moins|plus)[ \t]+que|(?:mehr|weniger)[ \t]+als|(?:más|menos)[ \t]+que|(?:mais|menos)[ \t]+(?:que|do[ \t]+que))"
    r"(?![^\W\d_])")


# A count of a whole after a number ("34 out of 40", "34 sur 40", "34 von 40", "18 of the 30", "18 sur les 30"), and an
# answer that is a share (a percent, a fraction) it may say again.
_OUT_OF = re.compile(r"(?i)[ \t]+(?:out[ \t]+of|of|sur|von|de|su|из|na|z)[ \t]+(?:(?:the|les|den|der|los|las|os|as|i|gli|le)[ \t]+)?"
                     r"(\d{1,9})(?![\d.,]\d)")
_SHARE_ANSWER = re.compile(r"%|/|\\[dt]?frac")
# A word for percent right after a restatement's number ("sixty percent", "sechzig Prozent", "sesenta por ciento").
_PERCENT_SAID = re.compile(r"(?i)[ \t]*(?:per[ \t]?cent|por[ \t]?ciento|pour[ \t]?cent|por[ \t]?cento|per[ \t]?cento|prozent|procent|процент\w{0,3}|procento|prosent|persen)(?![^\W\d_])")


_RESULT_AFTER_ARGUMENT = re.compile(r"\)[ \t]*=[ \t]*" + _VALUE.pattern)
_MAX_UNIT_CHARS = 40


def _found(reading: Reading) -> tuple[re.Match, tuple[Fraction, Fraction] | None, str] | None:
    """The restatement right after the answer: its match, its value (``None``: it holds a number that cannot be read)
    and the text after its value (its unit), with number words and durations read."""
    m = _RESTATEMENT.match(reading.after) if reading.after else None
    if m is None:
        return None
    if "=" in reading.after[: m.start(4)] and _OPERATOR_BEFORE.search(reading.visible, 0, max(reading.at[0], 0)):
        return None  # "check: $12 \times 13 = 156$" read at its 13: the product's value, not the answer said again
    text = _read_amounts(read_durations(spell_numbers(m.group(4))))
    value = _VALUE.match(text)
    if value is None and (m.group(2) or m.group(3)):  # "that is, the movie runs 75 minutes": a few words, then the value
        first = _FIRST_NUMBER.search(text)
        value = _VALUE.match(text, first.start()) if first is not None and len(text[: first.start()].split()) <= _MAX_WORDS_BEFORE else None
    if value is None and (m.group(2) or m.group(3)):
        word = _FIRST_WORD.match(text)
        said = _word_value(word.group(1)) if word is not None else None
        # "(in Hindi: आठ)", "(in Chinese: 八)": a number word of a language read alone; a word for one is an article too
        # ("in English: one side per vertex")
        if said is not None and said != 1:
            return m, (Fraction(said), _EXACT), text[word.end() :]
    if value is None and (m.group(2) or m.group(3)) and _SHARE_ANSWER.search(reading.answer):
        # "25%. Das heißt, man spart ein Drittel des Preises.": a share said in words after an answer that is a share says it
        # again, a third here, whatever the words before it ("man spart"), a few at most
        share = share_in_words(text)
        if share is not None and len(text[: share[1]].split()) <= _MAX_WORDS_BEFORE:
            return m, (share[0], _EXACT), text[share[2] :]
    if value is None:
        return None  # "(the number of chairs)", "(assuming 60 minutes per hour)": no quantity said again
    if not (m.group(2) or m.group(3)) and len(text[value.end() :].split()) > _MAX_UNIT_WORDS:
        return None  # "(12 if each corner is counted)": a bracket or "=" that goes on past a unit is an aside, not the value again
    if _APPOSED.fullmatch(reading.after, len(m.group(1)), m.start(4)) and any(c.isdigit() for c in m.group(4)):
        return None  # "12 — 3 boxes of 4", "— 10/10 would solve again": after a dash or a slash, only words say the value again
    argument = text[: value.start(1)].rstrip(" \t$").endswith(("(", "[")) and _ARGUMENT.match(text, value.end())
    if text[: value.start(1)].rstrip(" \t$").endswith("(") and not text[value.end() :].strip():
        result = _RESULT_AFTER_ARGUMENT.match(reading.after, m.end(4))  # "(That is $\sigma(18) = 39$, …)": the clause ended in
        if result is not None:                                        # the argument; the value follows its "="
            return m, _value(result.group(1)), reading.after[result.end() : result.end() + _MAX_UNIT_CHARS].split(",")[0]
    if _OPERATOR.match(text, value.end()) or argument:
        return None  # "= 3 × 4", "f(4) = 21": the working or an argument, not the value said again
    if _DIFFERENCE_AFTER.match(text, value.end()):
        return None  # "which is $2 less than her hourly rate of $12": a difference from another quantity, not the answer again
    said = _value(value.group(1))
    share = _SHARE_OF.search(text, 0, value.start(1))
    if said is not None and share is not None:  # "a quarter of 360": the share of the number, not the number
        times = _SHARES[" ".join(share.group(1).lower().split())]
        said = (said[0] * times, said[1] * times)
    share = said is not None and _SHARE_ANSWER.search(reading.answer)
    percent = _PERCENT_SAID.match(text, value.end()) if share and "%" not in value.group(1) else None
    if percent is not None:  # "60% (in words: sixty percent)": the number words read, the percent still a word
        return m, (said[0] / 100, said[1] / 100), text[percent.end() :]
    count = share and not _SHARE_ANSWER.search(value.group(1))  # "60% of the 30 students" is the share, no count of them
    out_of = _OUT_OF.match(text, value.end()) if count else None
    if out_of is not None and int(out_of.group(1)):  # "85% (34 out of 40)": a share said as a count of a whole
        whole = int(out_of.group(1))
        return m, (said[0] / whole, said[1] / whole), text[out_of.end() :]
    return m, said, text[value.end() :]


def _found_in_answer(reading: Reading) -> tuple[re.Match, tuple[Fraction, Fraction] | None, str] | None:
    """A restatement the answer was read with ("7 côtés / eight sides", "24 (twenty-six)"): its words after its one
    number, read as the text after an answer is."""
    answer = reading.answer.rsplit("=", 1)[-1]
    number = _ANSWER_NUMBER.search(answer) if _JOINS_RESTATEMENT.search(answer) else None
    rest = answer[number.end() :] if number is not None else ""
    if not rest or any(c.isdigit() for c in rest):
        return None  # "2 h 30 min", "3/4": numbers written in the answer are its own parts
    return _found(replace(reading, after=rest + reading.after))


def _word_value(word: str) -> int | None:
    """The number one word says after a word for "that is" or a language's name: a number word of any language the
    tables read ("आठ", "huit"), or a single Chinese numeral ("八"), which the readers of running text leave alone."""
    return _CJK_DIGITS.get(word) if len(word) == 1 and word in _CJK_DIGITS else word_value(word)


def _answer_value(reading: Reading) -> tuple[tuple[Fraction, Fraction], tuple[str, Fraction] | None] | None:
    answer = reading.answer.rsplit("=", 1)[-1].strip().removeprefix("\\boxed{").strip()
    answer = _CURRENCY_SIGN.sub("", answer, count=1)  # "S/ 10.00 (chunka sol)": the amount is the value said again
    m = _VALUE.match(answer)
    value = _value(m.group(1)) if m is not None else None
    if value is None:
        return None
    return value, _unit(answer[m.end() :]) or _unit(reading.after)


# The words that name a fraction's denominator after its numerator ("three quarters", "trois quarts", "drei Viertel",
# "dos tercios"), singular and plural, one row per language.
_DENOMINATORS = {
    **dict.fromkeys("half halves".split(), 2), **dict.fromkeys("third thirds".split(), 3),
    **dict.fromkeys("quarter quarters fourth fourths".split(), 4), **dict.fromkeys("fifth fifths".split(), 5),
    **dict.fromkeys("sixth sixths".split(), 6), **dict.fromkeys("eighth eighths".split(), 8), **dict.fromkeys("tenth tenths".split(), 10),
    **dict.fromkeys("demi demis".split(), 2), "tiers": 3, **dict.fromkeys("quart quarts".split(), 4),  # fr
    **dict.fromkeys("cinquième cinquièmes".split(), 5), **dict.fromkeys("sixième sixièmes".split(), 6),
    **dict.fromkeys("huitième huitièmes".split(), 8), **dict.fromkeys("dixième dixièmes".split(), 10),
    "hälfte": 2, "drittel": 3, "viertel": 4, "fünftel": 5, "sechstel": 6, "achtel": 8, "zehntel": 10,  # de
    **dict.fromkeys("medio medios meio meios mezzo mezzi".split(), 2),  # es, pt, it
    **dict.fromkeys("tercio tercios terço terços terzo terzi".split(), 3), **dict.fromkeys("cuarto cuartos quarto quartos quarti".split(), 4),
    **dict.fromkeys("quinto quintos quinti".split(), 5), **dict.fromkeys("octavo octavos oitavo oitavos ottavo ottavi".split(), 8),
}


def _as_fraction_agrees(answer: tuple, value: tuple[Fraction, Fraction], rest: str) -> bool:
    """Whether a restatement's number followed by a word for a denominator ("trois quarts" read as "3 quarts") is the
    answer's fraction: 3/4 said again as "three quarters". Read only where the number alone disagrees ("3 quartos", 3
    rooms, stays 3)."""
    words = rest.split()
    denominator = _DENOMINATORS.get(words[0].strip(".,;:)").lower()) if words else None
    return denominator is not None and answer[0][0] == value[0] / denominator  # answer: ((value, slack), unit)


# A word for "or" in a restatement's rest: two numbers there are alternatives, no product.
_OR_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:or|ou|oder|o|oppure|или)(?![^\W\d_])")
_WHOLE_NUMBER = re.compile(r"(?<![\d.,/])\d{1,6}(?![\d.,/]\d)")


def _factors_agree(answer: Fraction, value: Fraction, rest: str) -> bool:
    """Whether a restatement names the answer as a rate and a count whose product it is ("624 pages … (That is 12 pages
    every one of the 52 weeks.)"): one more whole number after the value, with no word for "or" between, that times
    the value is the answer."""
    others = _WHOLE_NUMBER.findall(rest)
    return (len(others) == 1 and value != 0 and not _OR_WORD.search(rest)
            and Fraction(int(others[0])) * value == answer and Fraction(int(others[0])) not in (0, 1))


def _value_agrees(reading: Reading, answer: tuple, value: tuple[Fraction, Fraction], said: str, rest: str) -> bool:
    """Whether a restatement's value, in the unit after it (a currency's sign, a temperature's scale), is the answer's."""
    units = [_sign_unit(said)] if _unit(rest) is None and _sign_unit(said) else _units(rest)
    scale = _SCALE_SAID.match(rest) if answer[1] is not None and answer[1][0] in _KELVIN_AT else None
    if scale is not None:  # "298 K", "25 degrees Celsius" after a temperature: the scale, not a day or an angle
        units = [(_SCALES[scale.group(1)[0].upper()], Fraction(1))]
    return any(_agree(*answer, value, unit, reading.prompt) for unit in units) or _as_fraction_agrees(answer, value, rest)


# A word for "of" after a share, then a word: the share of a whole the restatement names in words ("three quarters of the
# original price", "40% của lớp", "la mitad del total", "ein Viertel des Preises").
_OF_A_NAMED_WHOLE = re.compile(
    r"(?i)^[ \t$}]*(?:of|de|del|du|des|d'|do|da|dos|das|di|della|dello|dei|delle|von|vom|der|van|av|из|от|z|ze|của|dari)[ \t]*[^\W\d_]")
_PROMPT_NUMBER = re.compile(r"(?<![\d.,])\d{1,9}(?:\.\d{1,6})?(?![\d]|[.,]\d)")


def _goes_on_elsewhere(said: str, answer: Fraction) -> bool:
    """Whether a restatement that says the answer as an amount ("75% de 200") goes on past it to a number that is not
    the answer ("Ou seja, 75% de 200, que dá 160.", "three quarters of 200, which gives 160"): the result it concludes
    is a second value, however the amount before it works out. The amount is the shortest opening of the restatement,
    up to a number, that works out to the answer."""
    for end in (m.end() for m in _DIGITS.finditer(said)):
        if said_amount(said[:end]) == answer:
            return any(value != answer for value, _ in _worked_numbers(said[end:]))
    return False


def _share_of_a_given(answer: Fraction, share: Fraction, said: str, rest: str, prompt: str) -> bool:
    """Whether a restatement says the answer as a share of a whole it names in words, no number of its own beside the
    share: a share below one ("three quarters", "40%") of a number the prompt gives that is the answer ("you pay three
    quarters of the original price" after $30 for a $40 shirt). A share of it that is not the answer stays another value."""
    if not 0 < share < 1 or _SHARE_ANSWER.search(str(answer)) or not _OF_A_NAMED_WHOLE.match(rest) or _DIGITS.search(rest):
        return False
    return any(share * Fraction(m.group()) == answer for m in _PROMPT_NUMBER.finditer(prompt[-_MAX_PROMPT_READ:]))


_MAX_PROMPT_READ = 2000


def restatement_fault(reading: Reading) -> str | None:
    """What is wrong with the restatement after the answer, or with the one the answer is (see the module docstring)."""
    if reading.answer is None:
        return None
    time = _time_restated(reading)
    if time is not None:
        return time
    found = _restated(reading) or _found_in_answer(reading)
    if found is not None:
        m, value, rest = found
        answer = _answer_value(reading)
        said = m.group(4).strip()
        if answer is None:
            return None  # an answer of no number ("x^2 + 1, i.e. ..."): its restatements are read by the rules after it
        if "\\" in said and _closed_form_agrees(said, answer[0][0]):
            return None  # "(Equivalently, $\\sqrt{36}$.)" after 6: the same value written as a closed form
        if "=" in said and _chain_to_answer(said, answer[0][0]):
            return None  # "Equivalently, $\\binom{4}{2}/\\binom{10}{2} = 6/45 = 2/15$": another working that ends at the answer
        if said_amount(said) == answer[0][0] and not _goes_on_elsewhere(said, answer[0][0]):
            return None  # "(3 dozen and 8)" after 44, "soit les deux tiers de 90" after 60: an amount that works out to the answer
        if value is None:
            return f"{said!r} says the answer again with a number that cannot be read"
        if _share_of_a_given(answer[0][0], value[0], said, rest, reading.prompt):
            return None  # "you pay three quarters of the original price" after $30 for a $40 shirt: the answer as a share of a given
        first = _SHOWN_NUMBER.search(said)
        rounded = first is not None and rounded_from_answer(said[: first.start()], first.group(), answer[0][0])
        if not _value_agrees(reading, answer, value, said, rest) and not _factors_agree(answer[0][0], value[0], rest) and not rounded:
            working = reading.visible[max(0, reading.at[0] - _WORKING_READ) : max(reading.at[0], 0)]
            if _worked_to_answer(said, answer, reading.prompt + "\n" + working) or _agrees_with_closed_form(reading, value):
                return None
            unit = m.group(1).strip(" $}*_").split(" ", 1)[0]
            return f"{said} is not {reading.answer.rsplit('=', 1)[-1].strip()}{' ' + unit if unit else ''}"
        rounded = _another_rounding(reading, said, answer[0][0], value[0])
        if rounded is not None:
            return rounded
    before = _restated_before(reading)
    if before is not None and not before[2]:
        return f"{reading.answer} restates {before[0]} as another quantity"
    return None


def _restated(reading: Reading) -> tuple[re.Match, tuple[Fraction, Fraction] | None, str] | None:
    """The restatement right after the answer (see :func:`_found`), unless it says another value than the answer's, one the
    prompt gives, and its clause gives it to another quantity than the one asked ("That's about 15 pages each day, as
    stated." after a week's 105 for "Sara reads 15 pages a day."; see
    :func:`~reward_plugins.math.related_quantity.given_to_another`): no answer said again, but a related value, which
    the rules after the answer judge as such."""
    found = _found(reading)
    answer = _answer_value(reading) if found is not None and found[1] is not None else None
    if answer is None or _value_agrees(reading, answer, found[1], found[0].group(4).strip(), found[2]):
        return found  # the answer's value said again is a restatement, whatever its clause names ("16.7%, the most likely sum")
    first = _DIGITS.search(reading.after, found[0].start(4), found[0].end(4))
    if (first is not None and re.search(rf"(?<![\d.,]){re.escape(first.group())}(?![\d]|[.,]\d)", reading.prompt)
            and given_to_another(reading.prompt, reading.after, first.start(), first.end(), counted=False)):
        return None  # a number the prompt gives, recalled for another quantity; a value of the working stays a restatement
    return found


_DIGITS = re.compile(r"\d+(?:[.,]\d+)?")
# A number as written, with its percent sign ("36%", "36 %"): the digits it shows.
_SHOWN_NUMBER = re.compile(r"\d+(?:[.,]\d+)?(?:[ \t]?\\?%)?")


# A number in a restatement's working: digits (a decimal comma too), or one word of a number of any language read.
_WORKED_NUMBER = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)?(?![\d.,]\d)|[^\W\d_]{2,}")
# Percent in words after its number ("15 por cento de 240"): the number's sign, no hundred of its own.
_PERCENT_WORDS = re.compile(r"(?i)(?<![^\W\d_])(?:per|por|pour)[ \t]+c(?:ent|ento|iento)(?![^\W\d_])|(?<![^\W\d_])(?:prozent|procent|percent)(?![^\W\d_])")
_ARITHMETIC_AFTER = re.compile(r"[ \t$}]*(?:[-+×*/÷·^−]|\\(?:times|cdot|div)(?![A-Za-z]))|[a-z](?![A-Za-z])")  # "9x + 8": a coefficient
_ARITHMETIC_BEFORE = re.compile(r"(?:[-+×*/÷·^−(]|\\(?:times|cdot|div))[ \t${]*$")


def _worked_numbers(text: str) -> list[tuple[Fraction, re.Match]]:
    """The numbers a text writes, in digits or in words of any language read (a word for one is an article too)."""
    found = []
    for m in _WORKED_NUMBER.finditer(_PERCENT_WORDS.sub("%", spell_numbers(text))):
        if m.group()[0].isdigit():
            value = _value(m.group().replace(",", ".") if re.fullmatch(r"\d+,\d{1,2}", m.group()) else m.group())
            said = value[0] if value is not None else None
        else:
            said = _word_value(m.group())
            said = Fraction(said) if said is not None and said != 1 else None
        if said is not None:
            found.append((said, m))
    return found


# How much of the working before the answer a restatement's numbers are looked up in.
_WORKING_READ = 2000


def _worked_to_answer(said: str, answer: tuple, prompt: str) -> bool:
    """Whether a restatement is the question or its working said again and ends at the answer ("Ou seja, 15 por cento
    de 240 corresponde a 36.", "kuusi kertaa yhdeksän on viisikymmentäneljä", "by the Euclidean algorithm: 126 = 1·84 +
    42 and 84 = 2·42, so the GCD is 42", "That is 9 eggs at two dollars apiece — eighteen dollars."): its last number is
    the answer's quantity, and each number before it is the prompt's or the working's (``prompt`` holds both), an
    operand, or the answer's value. A word for "or" offers a second value; a number stated bare ("i.e.
    40 = 36") is none of these."""
    if _OR_WORD.search(said):
        return False
    text = _PERCENT_WORDS.sub("%", spell_numbers(said))
    numbers = _worked_numbers(said)
    if len(numbers) < 2:
        return False
    (last, at) = numbers[-1]
    rest = text[at.end() :]
    if len(rest.split()) > _MAX_UNIT_WORDS or not any(_agree(*answer, (last, _EXACT), unit, prompt) for unit in _units(rest)):
        return False
    given = {value for value, _ in _worked_numbers(prompt[:MAX_PROMPT_CHARS])}
    return all(value in given or value == answer[0][0] or _ARITHMETIC_AFTER.match(text, m.end())
               or _ARITHMETIC_BEFORE.search(text, 0, m.start()) for value, m in numbers[:-1])


def _agrees_with_closed_form(reading: Reading, value: tuple[Fraction, Fraction]) -> bool:
    """Whether a decimal said again agrees, to the places it shows, with an answer written as a closed form whose
    number the plain reader reads only in part ("20\\sqrt{3} \\approx 34.64" is not 20)."""
    exact = closed_form_value(reading.answer.rsplit("=", 1)[-1].strip())
    return exact is not None and abs(Fraction(exact) - value[0]) <= value[1]


# A word that says the value is the same one ("which is also $\\binom{6}{2}$", "again", "just"), before the restatement.
_SAME_AGAIN = re.compile(r"(?i)^[ \t]*(?:also|again|just|likewise|auch|aussi|también|também|anche|тоже|также)[ \t]+")
_BINOMIAL = re.compile(r"\\(?:[dt]?binom|choose)\{(\d{1,3})\}\{(\d{1,3})\}")


def _closed_form_agrees(said: str, answer: Fraction) -> bool:
    """Whether a restatement in LaTeX is plain arithmetic on numbers, fractions, roots, binomial coefficients and pi
    whose value is the answer's ("$\\sqrt{36}$", "$\\frac{12}{2}$" after 6, "also $\\binom{6}{2}$" after 15)."""
    said = _SAME_AGAIN.sub("", said, count=1)
    if "binom" in said or "choose" in said:
        said = _BINOMIAL.sub(lambda m: str(comb(int(m.group(1)), int(m.group(2)))), said)
    value = closed_form_value(said)
    return value is not None and abs(value - float(answer)) <= 1e-9 * max(1.0, abs(value))


# A side of a chain of "=" that is working, not a value stated bare: it holds an operation.
_WORKED_SIDE = re.compile(r"[-+×*/÷·^−]|\\(?:[dt]?frac|binom|sqrt|times|cdot|div|choose)(?![A-Za-z])")


def _chain_to_answer(said: str, answer: Fraction) -> bool:
    """Whether a restatement is a chain of "=" whose last side is the answer's value and whose other sides are each an
    operation ("$\\binom{4}{2}/\\binom{10}{2} = 6/45 = 2/15$"), none of them a number stated bare ("i.e. 40 = 36") or
    one whose value, where it can be worked out, is another."""
    sides = [side.strip(" \t$.") for side in said.split("=")]
    if not _closed_form_agrees(sides[-1], answer):
        return False
    for side in sides[:-1]:
        if not _WORKED_SIDE.search(side):
            return False
        value = closed_form_value(side)
        if value is not None and abs(value - float(answer)) > 1e-9 * max(1.0, abs(value)):
            return False
    return True


def _another_rounding(reading: Reading, said: str, answer: Fraction, value: Fraction) -> str | None:
    """Where the prompt asks a count of decimal places ("to the nearest hundredth") and the answer states them, a
    restatement with other places and another value ("3.14 … In other words, 3.143") is another rounding: a second
    answer to the question asked, though it agrees with the answer to the answer's places. The same value written with
    more zeros ("3.14, i.e. 3.140") is the answer."""
    asked = precision_asked(reading.prompt[:MAX_PROMPT_CHARS]) if "." in said else None
    if asked is None or asked[1] or value == answer:
        return None
    restated, written = _DECIMALS.search(said), _DECIMALS.search(reading.answer.rsplit("=", 1)[-1])
    if restated is None or written is None or len(written.group(1)) != asked[0] or len(restated.group(1)) == asked[0]:
        return None
    return f"{said} is another rounding than the {asked[0]} decimal places asked"


# A time said again after a time answer ("12:15 (12:30)", "12:15, i.e. 12:15 PM", "(also 12:30 Uhr)"): its digits, with
# its half of the day, after a few words at most.
_TIME_SAID = re.compile(r"(?:[^\W\d_]{1,12}[ \t]+){0,4}?[ \t$*_]*(\d{1,2}(?:[:：.h]\d{2})?(?:[ \t]*[AaPp]\.?[ \t]?[Mm]\.?)?)")


def _time_restated(reading: Reading) -> str | None:
    """What is wrong with a time said again after a time answer: another time, or a number that is no time (times in
    words are read to digits before this)."""
    answer = clock_minutes(reading.answer.rsplit("=", 1)[-1].strip())
    m = _RESTATEMENT.match(reading.after) if answer is not None and reading.after else None
    # Read from the restatement's start, past the clause's end: "p.m." holds the full stops that end a clause.
    said = _TIME_SAID.match(reading.after[m.start(4) :].lstrip()) if m is not None else None
    if said is None:
        return None
    time = clock_minutes(said.group(1))
    if time is None or not same_time(answer, time):
        return f"{said.group(1).strip()} is not the time {reading.answer.rsplit('=', 1)[-1].strip()}"
    return None


def _restated_before(reading: Reading) -> tuple[str, int, bool] | None:
    """The value the committed answer restates ("160 minutes, i.e. 2 hours and 40 minutes" commits to the second),
    where it is (-1: it is no single number of the text), and whether the two are one quantity."""
    start = reading.at[0]
    if start <= 0 or reading.answer is None:
        return None
    line_start = reading.visible.rfind("\n", 0, start) + 1
    head = reading.visible[line_start:start]
    for m in reversed(list(_ANSWER_NUMBER.finditer(head))):
        if head[m.end() : m.end() + 1].isdigit():
            continue
        gap = head[m.end() :]
        found = _RESTATEMENT.match(gap + reading.visible[start : start + 200])
        if (found is None or not (found.group(2) or found.group(3)) or found.start(4) > len(gap)
                or gap[found.start(4) :].strip(" \t$\\(") or _OPERATOR_BEFORE.search(head, 0, m.start())):
            return None  # the nearest number before the answer is no value it restates in words ("12 + 17 = 29": working)
        # "1 hour and 30 minutes, i.e. 90 minutes": the value restated is the whole duration, read as one
        said = read_durations(head[: m.end()] + " " + found.group(1))
        last = list(_ANSWER_NUMBER.finditer(said))
        here, restated, unit = _value(last[-1].group()) if last else None, _answer_value(reading), _unit(said[last[-1].end() :] if last else "")
        if here is None or restated is None or unit is None:
            return None  # only a quantity in a unit is said again in another ("the number is 10 which is 1,000.99€" is no restatement)
        agree = _agree(here, unit, *restated, reading.prompt)
        # The earlier value can be committed to only where it is one number, not a part of a duration ("30" of "1 h 30 min").
        return last[-1].group(), line_start + m.start() if last[-1].group() == m.group() else -1, agree
    return None


# A bracket the answer was read from, right after a value and its unit ("7 dozen eggs (84 eggs)", "165 minutes (2 h 45 min)").
_BRACKETED = re.compile(r"[(（\[]([^()（）\[\]\n]{1,80})[)）\]]")
_THAT_IS_OPENING = re.compile(r"(?i)[ \t]*(?:(?:" + _THAT_IS + r")(?![^\W\d_])|" + _UNSPACED_THAT_IS + r")[ \t]*[,:、，]?")
# The unit words between that value and the bracket: a few words, no digit, no sign of working.
_UNIT_GAP = re.compile(r"(?:[ \t*_$}]|\\\)|\\text\{|\\mathrm\{)*(?:[^\W\d_][^\s\d.,;:()=（$*_]{0,20}[ \t*_$}]*){0,3}")
# Counts in groups: "7 dozen" eggs are 84 eggs.
_GROUP_SIZES = {"dozen": 12, "dozens": 12, "gross": 144, "score": 20, "pair": 2, "pairs": 2, "douzaine": 12, "douzaines": 12,
                "dutzend": 12, "docena": 12, "docenas": 12, "dúzia": 12, "dúzias": 12, "dozzina": 12, "dozzine": 12, "дюжина": 12, "дюжины": 12}


def _bracket_restating(reading: Reading) -> tuple[str, int, bool] | None:
    """Where the committed answer was read from a bracket right after a value and its unit ("Claire will eat **7
    dozen** eggs (84 eggs).", "**165 minutes** (2 h 45 min)"): the value before it, where it is, and whether the
    bracket says the same quantity (units converted, groups counted: a dozen is 12)."""
    start = reading.at[0]
    bracket = _BRACKETED.match(reading.visible, start) if start > 0 else None
    if bracket is None and len(reading.values) >= 2 and start >= 0:
        # "150 minutes (2 h 30 min)" read whole as the list "150, 2": the bracket after the list's first value
        leading = {v.split()[0] for v in reading.values if v.strip()}  # "2.5 hours" read with its unit
        first = next((m for m in _ANSWER_NUMBER.finditer(reading.visible, start, reading.at[1]) if m.group() in leading), None)
        gap = _UNIT_GAP.match(reading.visible, first.end()) if first is not None else None
        bracket = _BRACKETED.match(reading.visible, gap.end()) if gap is not None else None
        # the bracket read into the list, or one right after the answer that names another quantity ("(width 9 cm)");
        # a value the list read past the bracket ("168 hours (= 1 week), or maybe 170") is offered beside the answer
        within = bracket is not None and (bracket.end() <= reading.at[1] + 1 or _names_another_quantity(bracket.group(1), reading.prompt))
        within = within and _ANSWER_NUMBER.search(reading.visible, bracket.end(), max(bracket.end(), reading.at[1])) is None
        start = gap.end() if within else -1
    if bracket is None and reading.at[0] > 0:
        bracket, start = _naming_bracket_around(reading)
    if bracket is None or start < 0:
        return None
    line_start = reading.visible.rfind("\n", 0, start) + 1
    head = reading.visible[line_start:start]
    numbers = [m for m in _ANSWER_NUMBER.finditer(head) if not head[m.end() : m.end() + 1].isdigit()]
    if not numbers:
        return None
    last = numbers[-1]
    if _OPERATOR_BEFORE.search(head[: last.start()].rstrip(" \t").removesuffix("**").removesuffix("__")):
        return None  # "12 × 7 (84)": working, not a value said again ("**7 dozen**" is bold, no product)
    gap = head[last.end() :]
    if _UNIT_GAP.fullmatch(gap) is None:
        return None  # more than a unit between the value and the bracket: the bracket says something of another thing
    if _names_another_quantity(bracket.group(1), reading.prompt):
        return last.group(), line_start + last.start(), True  # "The length is 18 cm (width 9 cm).": the width described
    said_as = _THAT_IS_OPENING.match(bracket.group(1))  # "(that is, 2 hours 30 minutes)", "(c'est-à-dire 2 h 30)"
    text = _read_amounts(read_durations(spell_numbers(bracket.group(1)[said_as.end() if said_as else 0 :].lstrip(" \t="))))  # "(= 2 h 30 min)"
    said = _VALUE.match(text)
    if said is None or _OPERATOR.match(text, said.end()) or len(text[said.end() :].split()) > _MAX_UNIT_WORDS:
        return None
    here, again = _value(last.group()), _value(said.group(1))
    if here is None or again is None:
        return None
    words = re.sub(r"[*_$}]", " ", gap).split()
    group = _GROUP_SIZES.get(words[0].lower()) if words else None
    agree = any(_agree(here, _unit(gap), again, unit, reading.prompt) for unit in _units(text[said.end() :])) or (
        group is not None and here[0] * group == again[0])
    return last.group(), line_start + last.start(), agree


# A bracket that names a quantity and gives its value, and nothing more ("(width 9 cm)", "(Breite: 9 cm)").
_NAMED_VALUE = re.compile(r"[ \t]*([^\W\d_]{3,20})[ \t]*[:=]?[ \t$]*-?\d[\d.,]*(?:[ \t$]*[^\W\d_]{1,10})?[ \t$.]*")
_QUESTION = re.compile(r"[^.?!？\n]*[?？]")
_WORD = re.compile(r"[^\W\d_]{3,20}")


def _naming_bracket_around(reading: Reading) -> tuple[re.Match | None, int]:
    """A bracket that holds the answer read and names another quantity than the one asked ("18 cm (width 9 cm)" read
    as "9, 18"), and where it opens."""
    start = reading.at[0]
    opening = reading.visible.rfind("(", max(0, start - 24), start)
    bracket = _BRACKETED.match(reading.visible, opening) if opening >= 0 and len(reading.values) >= 2 else None
    if bracket is None or bracket.end() <= start or not _names_another_quantity(bracket.group(1), reading.prompt):
        return None, -1
    return bracket, opening


def _names_another_quantity(bracket: str, prompt: str) -> bool:
    """Whether a bracket after the answer's value gives the value of another quantity the prompt names, not the one its
    question asks ("What is its length?": "18 cm (width 9 cm)" describes the width beside the length)."""
    named = _NAMED_VALUE.fullmatch(bracket)
    if named is None:
        return False
    questions = _QUESTION.findall(prompt)
    word = named.group(1).lower()
    asked = {w.lower() for w in _WORD.findall(questions[-1])} if questions else set()
    return bool(asked) and word not in asked and word in {w.lower() for w in _WORD.findall(prompt)}


# A break after the value said again that opens another clause: a dash, a semicolon, a word for "or".
# A condition of words and a comma, then a number ("or, counting the draw with replacement twice, 4/25"), or a number
# and a condition ("or 4/25 if you draw twice").
_CONDITION_THEN_NUMBER = re.compile(
    r"[ \t,:]*(?:[^\W\d_][^\s\d,]{0,20},?[ \t]+){2,12}?(?<=,[ \t])[ \t]*(?:\$|\\\(|\\[dt]?frac\{)?-?\d"
    r"|[ \t,:]*(?:\$|\\\(|\\[dt]?frac\{)?-?\d[^\s,;]{0,20}[ \t]+(?:if|when|si|wenn|falls|se|если|когда)(?![^\W\d_])", re.IGNORECASE)
# Words that settle on a value (``answer_phrases.SETTLES_ON``: "let's call it", "disons"), a few words, then a number.
_SETTLES_THEN_NUMBER = re.compile(r"[ \t,:]*(?:" + words(SETTLES_ON) + r")[^\d\n]{0,24}?(?:\$|\\\(|\\[dt]?frac\{)?-?\d", re.IGNORECASE)
_GOES_ON = re.compile(r"[—–;,]|(?<![^\W\d_])(?:or|ou|oder|o|oppure|или|或)(?![^\W\d_])", re.IGNORECASE)


def _clause_after(after: str, m: re.Match) -> str:
    """What is left after the restatement ``m``: where a dash, a semicolon or a word for "or" after its value goes on to
    a condition and then another number ("In other words, a 40% chance — or, counting the draw twice, 4/25."; "— or
    0.4", "or 4 out of 10" say the value again), or to words that settle on a number ("i.e. about 0.58 — let's call it
    0.6"), that clause on a line of its own, judged as any text after the answer; else the text after the match."""
    first = _FIRST_NUMBER.search(after, m.start(4), m.end())
    for goes_on in _GOES_ON.finditer(after, first.end(), m.end()) if first is not None else ():
        if _CONDITION_THEN_NUMBER.match(after, goes_on.end(), m.end()) or _SETTLES_THEN_NUMBER.match(after, goes_on.end(), m.end()):
            return "\n" + after[goes_on.start() :]
    return after[m.end() :]


def _in_form_asked(reading: Reading, restatement: str) -> str | None:
    """The number an agreeing restatement opens with, where it is in the form the prompt asks and the answer is not
    ("\\frac{3}{8} = 0,375" for "as a decimal"): the answer said in the form asked is the one committed to. A decimal
    comma is written as a point."""
    value = _VALUE.match(restatement)
    if value is None or reading.asked_form is None or reading.form == reading.asked_form:
        return None
    said = value.group(1).strip()
    said = said if _GROUPED.fullmatch(said.lstrip("-")) else said.replace(",", ".")
    return said if form_class(said) == reading.asked_form else None


# The unit a question asks its answer in ("¿Cuánto paga en total, en euros?", "in metres", "в рублях").
_UNIT_ASKED = re.compile(r"(?i)(?<![^\W\d_])(?:in|en|em|auf|w|в)[ \t]+([^\W\d_]{2,15})[ \t]*[?？.]?[ \t]*$")
_EMPHASIS_BEFORE = re.compile(r"(?:\*\*|__|\\boxed\{|\\fbox\{)[ \t$\\(]*$")


def _in_unit_asked(reading: Reading, restatement: str, rest: str) -> str | None:
    """The number an agreeing restatement opens with, where its unit is the one the question asks in and the answer's
    is another ("Respuesta: 1.100 céntimos de euro, es decir 11 €." for "¿Cuánto paga, en euros?"): the answer's
    sentence says the amount twice, and the asked unit's is the one committed to. An answer set apart in bold or a box
    is the commitment as marked, its conversion after it no answer of its own."""
    asked = _UNIT_ASKED.search(reading.prompt.rstrip()[-200:])
    wanted = _named_unit(asked.group(1)) if asked is not None else None
    answer = _answer_value(reading)
    value = _VALUE.match(restatement)
    if wanted is None or answer is None or answer[1] is None or answer[1] == wanted or value is None:
        return None
    if _EMPHASIS_BEFORE.search(reading.visible, 0, max(reading.at[0], 0) + 1) or "**" in reading.visible[reading.at[0] : reading.at[1]]:
        return None
    if (_unit(rest) or _sign_unit(restatement)) != wanted:
        return None
    said = value.group(1).strip()
    return said if _GROUPED.fullmatch(said.lstrip("-")) else said.replace(",", ".")


# The end of a restatement's unit before what its clause goes on to: closing marks, then the unit's word.
_UNIT_CLOSE = re.compile(r"(?:\*\*|__|\$|\\\)|\})*")


# A word for "or" that joins one more restatement of the answer ("That is 0.4, or 40%.", "— or 150 minutes").
_OR_AGAIN = re.compile(r"(?i)[ \t]*[,;—–]?[ \t]*(?:or|ou|oder|o|oppure|или|of|lub|albo|veya|ya[ \t]da|atau|hoặc|或者?|または|또는)[ \t]+")
_PAST_AGAIN = 3  # restatements of the answer joined by "or" read past one another
# What words with no number past the answer said again may do to it: doubt, estimate, hold it to a condition, withdraw
# it, offer another ("or"), ask.
_QUALIFIES = re.compile("|".join(words(table) for table in (
    DOUBTS, DOUBTS_AFTER, APPROXIMATIONS, APPROXIMATIONS_AFTER, CONDITIONS_AFTER, CONDITIONAL, IF_WRONG, ERROR_ALLOWANCES,
    RETRACTIONS_STRONG, RETRACTIONS_WEAK)) + r"|" + _OR_WORD.pattern.removeprefix("(?i)") + r"|[?？]", re.IGNORECASE)


def _past_value(rest: str) -> str:
    """What a restatement's text says past its value and that value's unit."""
    if any(_units(rest)):
        rest = rest[_UNIT_WORD.match(rest).end() :]
    return rest[_UNIT_CLOSE.match(rest).end() :]


def _past_restatement(reading: Reading, found: tuple) -> str:
    """What a restatement of the answer's value goes on to say in its clause ("That is, 60%, maybe 50%." goes on to ",
    maybe 50%"): only the answer said again is set aside (and more of it after a word for "or": "That is 0.4, or 40%.");
    another value, a word for "or", a doubt, a condition or a withdrawal after it, and a qualifier before an exact value
    ("That is, about 60%."), are judged as text after the answer. Words of a language the grader does not read, with no
    number, say nothing it could judge and go with the restatement."""
    answer = _answer_value(reading)
    m, value, rest = found
    if not _value_agrees(reading, answer, value, m.group(4).strip(), rest):
        return ""  # the answer worked again, a rate times a count: its whole clause is the working
    before, past = _words_before(m.group(4), value[0] == answer[0][0]), _past_value(rest)
    for _ in range(_PAST_AGAIN):
        joined = _OR_AGAIN.match(past)
        again = _found(replace(reading, after=": i.e. " + past[joined.end() :])) if joined is not None else None
        if again is None or again[1] is None or not _value_agrees(reading, answer, again[1], again[0].group(4).strip(), again[2]):
            break
        past = _past_value(again[2]) + again[0].string[again[0].end() :]
    said = before + past
    if not any(c.isdigit() for c in said) and not _QUALIFIES.search(said):
        return ""  # "Tom lit 189 pages par semaine.", "Vagyis az autó 80 kilométert tett meg átlagosan.": no value, no doubt
    if not any(c.isdigit() for c in said):
        return said
    # A value in it is judged both as the answer's sentence going on and as a sentence of its own, which states it.
    return said + "\n" + said.lstrip(" \t,;:—–-")


def _words_before(said: str, exact: bool) -> str:
    """The words a restatement of the answer's exact value puts before it ("That is, about 60%." after 60%), to be
    judged as words after the answer: a qualifier of an exact value is the answer's. Before a rounded value ("1/3, i.e.
    about 0.33") they qualify only the rounding; a share's words ("a quarter of 360") are the value's."""
    first = _FIRST_NUMBER.search(said) if exact else None
    words = said[: first.start()].strip(" \t,:") if first is not None else ""
    if not any(c.isalpha() for c in words) or _SHARE_OF.search(words + " 1"):
        return ""
    return ", " + words


_ALSO_ACCEPTABLE = compile_words(ALSO_POSSIBLE)  # "which is also fine", "también vale": a second form accepted


def without_restatement(reading: Reading, gold: str | None = None) -> Reading:
    """The reading with an agreeing restatement after the answer dropped from what follows it; where the answer is
    itself the restatement of an earlier value equal to the gold, committed to that value."""
    if reading.answer is None or reading.visible is None:
        return reading
    found = _restated(reading)
    if found is not None and _ALSO_ACCEPTABLE.search(found[0].group()):
        return reading  # "Equivalently $\frac{10}{16}$, which is also fine.": a form offered beside the answer, judged after it
    if found is not None and restatement_fault(reading) is None and found[1] is not None and _answer_value(reading):
        m = found[0]
        clause = _clause_after(reading.after, m)
        if not clause.startswith("\n"):  # what the clause goes on to past the answer's value said again is judged
            clause = _past_restatement(reading, found) + clause
        rest = reading.after[: len(m.group(1))] + clause
        said = _in_form_asked(reading, m.group(4)) or _in_unit_asked(reading, m.group(4), found[2])
        if said is not None:  # "Respuesta: $\frac{3}{8}$ = 0,375" where a decimal is asked: the value in that form
            return replace(reading, answer=said, values=(said,), form=form_class(said), after=rest)
        return replace(reading, after=rest)
    before = _restated_before(reading) or _bracket_restating(reading)
    if before is None or not before[2] or gold is None:
        return reading
    value, at, _ = before
    wanted = _value(gold) if _ANSWER_NUMBER.fullmatch(gold.strip()) else None
    if at < 0 or wanted is None or _value(value) is None or _value(value)[0] != wanted[0]:
        return reading
    return replace(reading, answer=value, values=(value,), form=form_class(value), at=(at, reading.at[1]),
                   as_written=value + reading.visible[at + len(value) : at + len(value) + 24])
