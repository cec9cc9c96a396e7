r"""The values a committed answer region commits to, whatever its language.

An answer sentence that names two different values ("The answer is 54 — though if ..., it would be
42", "25，而非 26", "$18 each, $54 in total", "X または Y") has not committed to one; no word for "or"
is needed to see that. What counts as a value of the sentence: a number standing on its own, the
result of a computation ("1,250 − 250 = 1,000" gives 1,000) and the value of an assignment
("x = 5"). What does not: the operands of a computation, the right side of an equation in unknowns
("3x = 15"), exponents, times ("12:00") and numbers glued to a word ("3rd", "2x").

>>> other_values("The answer is 54 — though if Wednesday means 6 fewer, it would be 42.", "54")
['42']
>>> other_values("Altogether: 48 + 24 = 72 clips", "72"), other_values("3x = 15 so x = 5", "5")
([], [])
"""

from __future__ import annotations

import ast
import re
from fractions import Fraction

from reward_plugins.math.answer_phrases import other_answer_before
from reward_plugins.math.durations import read_durations
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number
from reward_plugins.pyparse import parse
from reward_plugins.math.qualifiers import qualified_at
from reward_plugins.math.spelling import answer_key
from reward_plugins.math.units import UNIT_SIZES, unit_kind, said_once

_OPERATOR = r"[-+*/×÷·^−]|\\times|\\cdot|\\div"
# A number next to an operator is an operand: "3(5)" multiplies, but "11 (if ...)" is an aside, and
# "(if not) / 10" closes words, not a computation; a factorial computed on ("$5! = 120$") is an operand too.
_OPERATOR_AFTER = re.compile(r"[ \t]{0,3}(?:\\?\$[ \t]?)?(?:" + _OPERATOR + r"|=|:\d)|\(|[A-Za-z]"
                             r"|!(?=[ \t]{0,3}(?:=|" + _OPERATOR + r"))")
# A function's argument is an operand too: "C(7,3)", "\binom{7}{3}", "\sqrt{50}", a fraction's numerator ("\frac{-23}{-24}")
# (their value is what they equal).
_OPERATOR_BEFORE = re.compile(r"(?:(?:\d|(?<=[\d}])\)|\})[ \t]{0,3}(?:\\?\$)?[ \t]{0,3}(?:" + _OPERATOR + r")|\d:|[\^_]\{?|[\dA-Za-z]\("
                              r"|\\(?:[dt]?binom|[dt]?frac|sqrt(?:\[\d\])?|choose)\{|(?<=\d)\}\{)[ \t]{0,3}(?:\\?\$)?[ \t]{0,3}$")
_EQUALS_BEFORE = re.compile(r"([^=,;\n]{0,80}?)(?<![<>!])=[ \t]{0,3}(?:\\?\$)?[ \t]{0,3}$")
# The left side of an equation in unknowns: a coefficient on a variable ("3x"), a variable in an
# operation ("x^2", "x + 3", "2 - y"); a name alone ("x", "f(3)", "Total") is an assignment.
_UNKNOWNS = re.compile(
    r"\d[ \t]?(?<![A-Za-z])[A-Za-z](?![A-Za-z])|(?<![A-Za-z\\])[A-Za-z](?![A-Za-z])[ \t]*(?:[-+*/^×·]|\\cdot|\\times)"
    r"|(?:[-+*/×·]|\\cdot|\\times)[ \t]*[A-Za-z](?![A-Za-z])"
)
# "(12 + 24 + 18)", "(48 in April + 24 in May)": an aside that shows the computation.
_COMPUTATION_ASIDE = re.compile(r"\([^()\n]{0,200}(?:[-+*/×÷·=−]|\\times|\\cdot)[^()\n]{0,200}\)")
# The end of a sentence: a full stop that is no decimal point, a line break.
# A stop that ends an abbreviation of dotted parts in a script other than Latin ("செ.மீ.") ends no sentence (a Latin
# one, "6 a.m. it was", often ends one).
ABBREVIATED = r"(?<!\.[^\s\dA-Za-z])(?<!\.[^\s\dA-Za-z]{2})(?<!\.[^\s\dA-Za-z]{3})"
# A factorial computed on ("$5! = 120$") ends no sentence.
SENTENCE_END = re.compile(ABBREVIATED + r"(?:[.?।॥։۔።]|!(?![ \t]{0,3}(?:=|" + _OPERATOR + r")))(?=[ \t\n]|$)|\n")
_EXPONENTS = re.compile(r"\^[ \t]{0,2}(?:\{[^{}]{0,20}\}|[-+]?\d{1,6})")
_SPACE_GROUPS = re.compile(r"(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d])")
_DECIMAL_COMMA = re.compile(r"(?<![\d,])(\d+),(\d{1,2}|\d{4,})(?![\d,])")
_ARITHMETIC = re.compile(r"[\d\s.+\-*/()]{3,200}")
_CURRENCY_BEFORE = re.compile(r"(?:\$|€|£)[ \t]?$")
_YEAR = re.compile(r"1\d{3}|20\d{2}")
# Words that follow a number without naming what it counts.
_NOT_UNITS = frozenset("each in per for and or of to at is was are the total left all more less than by on".split())
_UNIT_WORD = re.compile(r"[ \t]{0,2}([^\W\d_]{1,15}|\\?\$|€|£|%)")
_VALUE_NEXT = re.compile(r"[ \t]{0,2}(?:\\?\$[ \t]?)?[-−]?\d")
_MODULUS = re.compile(r"\\[pb]?mod[ \t]{0,2}\{?[ \t]{0,2}\d{1,12}[ \t]{0,2}\}?|(?<![^\W\d_])mod(?:ulo)?[ \t]{1,2}\d{1,12}")
_DELIMITERS = re.compile(r"\\\(|\\\)|\\\[|\\\]|(?<!\\)(?<!\d)(?<!\d )\$(?=\$|[^\d\\]|$)|\\(?:text|mathrm)\{[^{}]{0,40}\}|\*\*")


def plain_locale(text: str) -> str:
    """``text`` with its numbers grouped by spaces and written with a decimal comma in their plain spelling
    ("283 250" is 283250, "15,90 zł" is 15.90 zł; "1,000" stays)."""
    return _DECIMAL_COMMA.sub(r"\1.\2", _SPACE_GROUPS.sub(lambda m: m.group().replace(" ", ""), text))


_ROOT_INDEX = re.compile(r"\\sqrt[ \t]{0,2}\[[^\]\n]{1,8}\]")


def committed_values(clause: str, results: bool = True) -> list[tuple[str, str | None]]:
    """The distinct values ``clause`` commits to (see the module docstring), in order, each with
    the unit word after it. A number that the clause also uses as an operand ("for 50 min: $0.20 ×
    50 = $10") is a given, not a value; a number rejected or qualified ("7, not 8", "nicht 4,
    sondern 5", "6 fewer") is not offered. Without ``results``, the result of a computation is no
    value either (a check line's arithmetic, "Check: 6 * 7 = 42", checks; its "so she makes $20" states)."""
    s = _EXPONENTS.sub("^", clause.replace("{,}", ",").replace(",\\!", ",").replace("\\!", ""))
    s = plain_locale(s)
    s = _COMPUTATION_ASIDE.sub(" ", _DELIMITERS.sub(" ", s))
    if "mod" in s:
        s = _MODULUS.sub(" ", s)  # "2^{100} \equiv 2 \pmod{7}": the modulus the congruence is taken in is no value of it
    if "[" in s:
        s = _ROOT_INDEX.sub(r"\\sqrt", s)  # "\sqrt[3]{64} = 4": a root's index is no value of it
    values: dict[str, tuple[str, str | None]] = {}
    operands: set[str] = set()
    for m in NUMBER_IN_TEXT.finditer(s):
        number = m.group().strip()
        if parse_number(number) is None:
            continue
        if _OPERATOR_AFTER.match(s, m.end()) or _OPERATOR_BEFORE.search(s, max(0, m.start() - 12), m.start()):
            operands.add(answer_key(number))
            continue
        if qualified_at(s, m.start(), m.end()) or other_answer_before(s[max(0, m.start() - 120) : m.start()]):
            continue  # "7, not 8", "(a common wrong answer: 24)"
        equals = _EQUALS_BEFORE.search(s, max(0, m.start() - 90), m.start())
        if equals is not None and (not results or _UNKNOWNS.search(equals.group(1))):
            continue  # "3x = 15": an equation in unknowns, not a value given
        values.setdefault(answer_key(number), (number, _unit_at(s, m.start(), m.end())))
    return [value for key, value in values.items() if key not in operands]


def operand_keys(text: str) -> set[str]:
    """The numbers ``text`` computes with (a number next to an operator, see ``_OPERATOR_AFTER``), by their answer keys:
    the givens its working used ("(j+5) + (2j+5) = 40" used 5)."""
    s = plain_locale(text)
    return {answer_key(m.group().strip()) for m in NUMBER_IN_TEXT.finditer(s) if operand_at(s, m.start(), m.end())}


def operand_at(s: str, start: int, end: int) -> bool:
    """Whether the number at ``s[start:end]`` is computed with: an operator, a bracket or a function's brace beside it
    ("(1+20)", "j+5", "C(7,3)")."""
    return bool(_OPERATOR_AFTER.match(s, end) or _OPERATOR_BEFORE.search(s, max(0, start - 12), start)
                or _OPERATOR_RIGHT_BEFORE.search(s, max(0, start - 8), start))


# An operator right before a number, on a letter too ("j+5"): the number is computed with.
_OPERATOR_RIGHT_BEFORE = re.compile(r"(?:" + _OPERATOR + r")[ \t]{0,3}(?:\\?\$)?[ \t]{0,2}$")


def _unit_at(s: str, start: int, end: int) -> str | None:
    """The unit of the number at ``s[start:end]``: a currency sign before it, else the word after it
    when that is a unit or a counted noun (not "each", "in", "per", ...)."""
    if _CURRENCY_BEFORE.search(s, max(0, start - 3), start):
        return "$"
    unit = _UNIT_WORD.match(s, end)
    if unit and _VALUE_NEXT.match(s, unit.end()):
        return None  # a word between two values joins them ("73 または 72", "73 veya 72"): no unit
    word = unit.group(1).lower() if unit else None
    if word in ("\\$", "$", "€", "£"):
        return "$"
    return None if word is None or word in _NOT_UNITS or len(word) < 2 else word


# A share of a number said beside the answer ("60, i.e. two thirds of 90", "20, which is 4% of 500", "85% (34 out of 40)",
# "90, also ein Drittel von 360"): a fraction of a whole, or a part out of a whole, is the amount it names.
# A denominator's name, singular and plural, one line per language.
_DENOMINATORS = {
    "en": {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
           "fifth": 5, "fifths": 5, "tenth": 10, "tenths": 10},
    "de": {"hälfte": 2, "drittel": 3, "viertel": 4, "fünftel": 5, "zehntel": 10},
    "fr": {"moitié": 2, "tiers": 3, "quart": 4, "quarts": 4, "cinquième": 5, "cinquièmes": 5, "dixième": 10, "dixièmes": 10},
    "es": {"mitad": 2, "tercio": 3, "tercios": 3, "cuarto": 4, "cuartos": 4, "quinto": 5, "quintos": 5, "décimo": 10, "décimos": 10},
    "it": {"metà": 2, "terzo": 3, "terzi": 3, "quarto": 4, "quarti": 4, "quinto": 5, "quinti": 5, "decimo": 10, "decimi": 10},
    "pt": {"metade": 2, "terço": 3, "terços": 3, "quarto": 4, "quartos": 4, "quinto": 5, "quintos": 5, "décimo": 10, "décimos": 10},
    "nl": {"helft": 2, "derde": 3, "derden": 3, "kwart": 4, "vierde": 4, "vierden": 4, "vijfde": 5, "vijfden": 5, "tiende": 10},
    "ru": {"половина": 2, "половину": 2, "треть": 3, "трети": 3, "четверть": 4, "четверти": 4, "пятая": 5, "пятых": 5},
    "pl": {"połowa": 2, "połowę": 2, "trzecia": 3, "trzecie": 3, "ćwierć": 4, "czwarta": 4, "czwarte": 4, "piąta": 5, "piąte": 5},
}
_DENOMINATOR = {w: d for row in _DENOMINATORS.values() for w, d in row.items()}
# The count of parts before the name, and the articles a language may set there ("les deux tiers", "a third").
_NUMERATORS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "ein": 1, "eine": 1, "einen": 1, "zwei": 2, "drei": 3, "un": 1, "une": 1,
    "deux": 2, "trois": 3, "uno": 1, "una": 1, "dos": 2, "tres": 3, "due": 2, "tre": 3, "um": 1, "uma": 1, "dois": 2, "duas": 2,
    "três": 3, "een": 1, "twee": 2, "drie": 3, "одна": 1, "одну": 1, "две": 2, "три": 3, "jedna": 1, "dwie": 2, "trzy": 3,
}
_ARTICLE = r"(?:the|la|le|les|die|der|el|los|las|il|lo|gli|i|a|o|os|as|de|het)[ \t]+"
_OF = r"[ \t]+(?:of|von|vom|de|des|du|d'|di|del|della|dei|da|do|dos|das|van|от|из|z|ze)[ \t]*(?:" + _ARTICLE + r")?\$?[ \t]?"
_WHOLE = r"(\d[\d,]*(?:\.\d+)?)(?![\d.,]*\d)"
# Every share has a word for "of" (or "out of", "sur", "su") right before a whole in digits: a cheap look first.
_OF_A_WHOLE = re.compile(r"(?i)[ \t](?:of|von|vom|de|des|du|d'|di|del|della|dei|da|do|dos|das|van|от|из|z|ze|sur|su)[ \t]+(?:[^\W\d_]{1,4}[ \t]+)?\$?[ \t]?\d")
_SHARE = re.compile(
    r"(?i)(?<![^\W\d_])(?:" + _ARTICLE + r")?(?:(?P<count>\d{1,3}|" + "|".join(_NUMERATORS) + r")[ \t]+)?(?P<name>" + "|".join(sorted(_DENOMINATOR, key=len, reverse=True))
    + r")(?![^\W\d_])" + _OF + _WHOLE
    + r"|(?:\\[dt]?frac\{(?P<top>\d{1,6})\}\{(?P<bottom>\d{1,6})\}|(?<![\d./])(?P<over>\d{1,6})/(?P<under>\d{1,6})"
    r"|(?<![\d.])(?P<percent>\d{1,3}(?:\.\d{1,4})?)[ \t]?\\?%)" + _OF + _WHOLE
    + r"|(?<![\d.])(?P<part>\d[\d,]*(?:\.\d+)?)[ \t]+(?:out[ \t]+of|von|sur|su|из|z|van)[ \t]+" + _WHOLE
)


def _share_amount(m: re.Match) -> tuple[Fraction, bool] | None:
    """The amount a share names, and whether it is a fraction of a whole (a part out of a whole names a ratio)."""
    whole = _amount(m.group(m.lastindex).replace(",", ""))
    if whole is None:
        return None
    if m.group("part") is not None:
        part = _amount(m.group("part").replace(",", ""))
        return (part / whole, False) if part is not None and whole else None
    if m.group("name") is not None:
        count = m.group("count")
        parts = 1 if count is None else int(count) if count.isdigit() else _NUMERATORS.get(count.lower())
        return (Fraction(parts, _DENOMINATOR[m.group("name").lower()]) * whole, True) if parts else None
    if m.group("percent") is not None:
        return Fraction(m.group("percent")) / 100 * whole, True
    top, bottom = (m.group("top"), m.group("bottom")) if m.group("top") else (m.group("over"), m.group("under"))
    return (Fraction(int(top), int(bottom)) * whole, True) if int(bottom) else None


def _shares_said(clause: str, amount: Fraction | None) -> str:
    """``clause`` with each share it names written as the amount it names: none where that is the answer's ("60, i.e.
    two thirds of 90" says 60 once), the amount otherwise ("90, also ein Drittel von 360" says 120 beside 90); a part
    out of a whole that is not the answer's ratio stays as written (a count of what the answer counts)."""
    if amount is None or not _OF_A_WHOLE.search(clause) or not _SHARE.search(clause):
        return clause
    def said(m: re.Match) -> str:
        share = _share_amount(m)
        if share is None:
            return m.group()
        value, of_whole = share
        if value == amount or (m.group("part") is not None and value * 100 == amount):
            return " "
        return (" " + str(value.numerator if value.denominator == 1 else float(value)) + " ") if of_whole else m.group()
    return _SHARE.sub(said, clause)


# A count in groups of a fixed size and the rest, as a closing aside says it ("(3 dozen and 8)", "(2 Dutzend und 4)",
# "(une douzaine et 2)"): the group's sizes by their names, and the words for "and" that add the rest.
_GROUP_SIZES = {
    "dozen": 12, "dozens": 12, "score": 20, "gross": 144, "dutzend": 12, "douzaine": 12, "douzaines": 12, "docena": 12,
    "docenas": 12, "dozzina": 12, "dozzine": 12, "dúzia": 12, "dúzias": 12, "dozijn": 12, "tuzin": 12, "tuziny": 12,
    "tuzinów": 12, "дюжина": 12, "дюжины": 12, "дюжин": 12,
}
_IN_GROUPS = re.compile(r"(?i)(\d{1,6}|an?|une?|ein|eine|una?)[ \t]+(" + "|".join(_GROUP_SIZES) + r")(?![^\W\d_])")
_ADDED = re.compile(r"(?i)[ \t]+(?:and|plus|und|et|y|e|i|en|и)[ \t]+")
_GROUPS_ASIDE = re.compile(r"\(([^()\n]{1,60})\)")


def counted_in_groups(text: str) -> Fraction | None:
    """The count ``text`` says in groups and the rest ("3 dozen and 8" is 44, "une douzaine" 12), else ``None``."""
    if not _IN_GROUPS.search(text):
        return None
    return arithmetic_value(_ADDED.sub(" + ", _IN_GROUPS.sub(_groups_product, text)))


def _groups_product(m: re.Match) -> str:
    """"3 dozen" as "(3 * 12)", "a dozen" as "(1 * 12)"."""
    return f"({m.group(1) if m.group(1)[0].isdigit() else '1'} * {_GROUP_SIZES[m.group(2).lower()]})"


# One group named as a count ("She is left with a dozen stickers.", "une douzaine", "ein Dutzend", "half a dozen"): its size;
# "dozens of" names none.
_ONE_GROUP = re.compile(r"(?i)(?<![^\W\d_])(half[ \t]+an?|an?|one|une?|ein(?:e[nm]?)?|una?|uma|одну|одна)[ \t]+"
                        r"(dozen|douzaine|dutzend|docena|dozzina|dúzia|dozijn|tuzin|дюжин[ау])(?![^\W\d_])")


def groups_as_counts(text: str) -> str:
    """``text`` with one group named as a count written as its number ("a dozen" as "12", "half a dozen" as "6")."""
    return _ONE_GROUP.sub(lambda m: str(6 if m.group(1).lower().startswith("half") else 12), text) if _ONE_GROUP.search(text) else text


def _groups_said(clause: str, amount: Fraction | None) -> str:
    """``clause`` without an aside that says the answer's count again in groups ("(3 dozen and 8)" after 44)."""
    if amount is None or "(" not in clause:
        return clause
    return _GROUPS_ASIDE.sub(lambda m: " " if counted_in_groups(m.group(1)) == amount else m.group(), clause)


# An amount and its unit's symbol, squared or cubed ("102}$ m^{2}", "1020000 cm²", "1.5 L"): the answer said again in
# another unit of its kind is one quantity ("$\\boxed{102}$ m² (equivalently 1 020 000 cm²)").
_MEASURED = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)[}$ \t]{0,4}([A-Za-z]{1,3})(?:\^\{?([23])\}?|([²³]))?(?![A-Za-z])")


def _measured(clause: str) -> list[tuple[str, Fraction, tuple[str, int]]]:
    """Each amount of ``clause`` with a unit's symbol: its number, its size in its kind's base unit, its kind and power."""
    found = []
    for m in _MEASURED.finditer(clause):
        unit = UNIT_SIZES.get(m.group(2))
        if unit is not None:
            power = int(m.group(3)) if m.group(3) else 2 if m.group(4) == "²" else 3 if m.group(4) else 1
            power = power if unit[0] == "length" else 1  # "kg²" is no unit: only a length is squared or cubed
            found.append((m.group(1), Fraction(m.group(1)) * unit[1] ** power, (unit[0], power)))
    return found


def _in_another_unit(clause: str, value: str) -> set[str]:
    """The numbers of ``clause`` that say the answer's amount again in another unit of its kind and power."""
    measured = _measured(clause) if any(c.isalpha() for c in clause) else []
    own = next(((size, power) for number, size, power in measured if answer_key(number) == answer_key(value)), None)
    return {answer_key(number) for number, size, power in measured if own is not None and (size, power) == own}


# A share named in words with no whole after it ("a third", "die Hälfte", "les deux tiers", "треть"): its count of parts, then
# its name. The English ordinals ("the third", "the fifth") after "the" name a place in a row, no share.
_SHARE_WORDS = re.compile(
    r"(?i)(?<![^\W\d_])(?P<article>" + _ARTICLE + r")?(?:(?P<count>\d{1,2}|" + "|".join(_NUMERATORS) + r")[ \t]+)?(?P<name>"
    + "|".join(sorted(_DENOMINATOR, key=len, reverse=True)) + r")(?![^\W\d_])")
_ORDINALS = frozenset({"third", "fourth", "fifth", "tenth"})


def share_in_words(text: str) -> tuple[Fraction, int, int] | None:
    """The first share ``text`` names in words, with where it starts and ends ("man spart ein Drittel des Preises": 1/3),
    else ``None``."""
    for m in _SHARE_WORDS.finditer(text):
        name, count = m.group("name").lower(), (m.group("count") or "").lower()
        if not count and name in _ORDINALS and (m.group("article") or "").strip().lower() == "the":
            continue
        parts = int(count) if count.isdigit() else _NUMERATORS.get(count, 1)
        return Fraction(parts, _DENOMINATOR[name]), m.start(), m.end()
    return None


def said_amount(text: str) -> Fraction | None:
    """The amount a restatement that opens ``text`` says as a share of a whole or a count in groups ("two thirds of 90"
    is 60, "34 out of 40" is 0.85, "3 dozen and 8" is 44), else ``None``: for the rules after the answer, the answer
    said again where it is the answer's amount."""
    share = _SHARE.match(text.strip()) if _OF_A_WHOLE.search(text) else None
    if share is not None:
        amount = _share_amount(share)
        return amount[0] if amount is not None else None
    return counted_in_groups(text)


def other_values(clause: str, answer: str) -> list[str]:
    """The values ``clause`` commits to besides ``answer`` (a plain number); none when the clause
    says one quantity in two units ("45 minutes, or 0.75 hours", "150 minutes, that is 2 hours 30 minutes"). A value with a unit word of
    another kind than the answer's describes it ("220 $ à payer d'ici 12 mois"); one of the same
    kind, or with no unit on either side, competes with it ("$18 each, $54 in total", "2 hours
    and 30 minutes")."""
    value = answer.rsplit("=", 1)[-1].strip()
    if answer.count("=") > 1 or ", " in answer or parse_number(value) is None:
        return []  # a list or an expression: its own parts are not other values
    key = answer_key(value)
    once = said_once(clause) or said_once(read_durations(clause))
    if once is not None:
        # "150 minutes, that is 2 hours 30 minutes": a duration in several units is one quantity; what follows it in the
        # clause ("168 hours (= 1 week), or maybe 170") still offers values, as it does without the restatement. An
        # answer read from the restatement itself ("150 minutes (that's 2.5 hours)" read 2.5) leaves it whole.
        kept = any(answer_key(n.group().strip()) == key for n in NUMBER_IN_TEXT.finditer(once))
        return other_values(once, answer) if kept and said_once(once) is None else []
    found = committed_values(_groups_said(_shares_said(clause, _amount(value)), _amount(value)))
    unit = next((u for v, u in found if answer_key(v) == key), None)
    at = next((i for i, (v, _) in enumerate(found) if answer_key(v) == key), len(found))
    # A year before the answer, no amount of money ("The revenue in 2023 was 1625500", "the 2023 revenue"), dates
    # what the sentence states; it competes only with an answer that is a year itself.
    dated = [i for i, (v, u) in enumerate(found[:at]) if u != "$" and _YEAR.fullmatch(v)] if not _YEAR.fullmatch(value) else []
    amount = _amount(value)
    others = [v for i, (v, u) in enumerate(found)
              if answer_key(v) != key and _same_kind(unit, u) and i not in dated and (amount is None or _amount(v) != amount)]
    again = _in_another_unit(clause, value) if others else set()
    return [v for v in others if answer_key(v) not in again]


def _amount(number: str) -> Fraction | None:
    """The amount a number says, a percent as hundredths: "\\frac{7}{10}", "0.7" and "70%" say one amount, the answer
    said again in another form ("\\boxed{\\dfrac{7}{10}} (i.e., 0.7, or 70%)"), no other value."""
    parsed = parse_number(number)
    if parsed is None:
        return None
    return parsed.value / 100 if parsed.percent else parsed.value


def _same_kind(a: str | None, b: str | None) -> bool:
    """Two unit words that may measure the same quantity: equal, absent, or of one known kind."""
    if a is None or b is None or a == b or a.rstrip("s") == b.rstrip("s"):
        return True
    kind = unit_kind(a)
    return kind is not None and kind == unit_kind(b)


def arithmetic_value(expression: str) -> Fraction | None:
    """The value of plain arithmetic between written numbers ("12 + 24 + 18", "2 × (3 + 4)"), exactly."""
    s = expression.replace("×", "*").replace("÷", "/").replace("−", "-").replace("\\times", "*").replace("\\cdot", "*")
    if re.search(r",(?!\d{3}(?!\d))", s):
        return None  # "(3, -1)": a comma that groups no thousands lists values
    s = s.replace("\\div", "/").replace("\\$", "").replace("$", "").replace(",", "")
    if not _ARITHMETIC.fullmatch(s) or not re.search(r"\d[ \t)]*[-+*/][ \t(]*\d", s):
        return None
    try:
        return _evaluate(parse(s.strip(), mode="eval").body)
    except (SyntaxError, ValueError, ZeroDivisionError, RecursionError):
        return None


def _evaluate(node: ast.AST) -> Fraction:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return Fraction(str(node.value))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        value = _evaluate(node.operand)
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div)):
        left, right = _evaluate(node.left), _evaluate(node.right)
        if isinstance(node.op, ast.Add):
            return left + right
        if isinstance(node.op, ast.Sub):
            return left - right
        return left * right if isinstance(node.op, ast.Mult) else left / right
    raise ValueError("not plain arithmetic")
