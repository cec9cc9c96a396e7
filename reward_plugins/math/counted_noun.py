"""The counted noun of a count's answer: "18 boys" for "How many girls …?" counts another thing the prompt counts.

The unit rule refuses a number in another unit than the one asked; a count has its own unit, the noun it counts.
Where the prompt counts two things side by side ("6 more girls than boys", "3 apples and 5 pears") and asks for one,
an answer whose noun is the other one, and no word of the question, names the other quantity, whatever its number.
Where it asks for a whole that neither of the two is ("12 boys and 6 girls. How many students …?") and the question
names neither, an answer counting one of the two ("18 boys") names a part, not the whole asked.
A noun counted apart from the pair ("30 students") may name the same things and is left to the comparison.
Where the question asks an amount in a unit ("How much in dollars …?", "How many minutes …?"), an answer that counts
things the prompt counts ("18 eggs" where "16 eggs per day" are sold at "$2 per egg") gives a count, not the amount.
"""

from __future__ import annotations

import re
from functools import lru_cache

from reward_plugins.math.literal_filter import LiteralFilter
from reward_plugins.math.units import UNIT_NAMES, amount_asked, unit_kind

_NOUN = r"([^\W\d_]{3,20})"
# Per language: the words that open a count's question and the words after them that are no noun ("How many does
# Ben have?"), a comparison of two counts ("more X than Y"), the words that list two counts ("3 X and 5 Y"), and the
# words of a comparison written after the first noun ("40 garçons de plus que de filles", "6 Mädchen mehr als Jungen"),
# up to the second noun.
_LANGUAGES = {
    "en": (r"how[ \t]+many", "does did do are were is was will can could should would has have had more fewer less of in",
           rf"\b(?:more|fewer|less)[ \t]{{1,2}}{_NOUN}[ \t]{{1,2}}than[ \t]{{1,2}}(?:the[ \t]{{1,2}})?{_NOUN}", r"and|or|,[ \t]{0,2}and",
           r"(?:more|fewer|less)[ \t]{1,2}than[ \t]{1,2}(?:the[ \t]{1,2})?"),
    "de": (r"wie[ \t]*viele", "sind gibt hat haben waren hatte hatten mehr weniger",
           rf"\b(?:mehr|weniger)[ \t]{{1,2}}{_NOUN}[ \t]{{1,2}}als[ \t]{{1,2}}(?:die[ \t]{{1,2}})?{_NOUN}", r"und|oder",
           r"(?:mehr|weniger)[ \t]{1,2}als[ \t]{1,2}(?:die[ \t]{1,2})?"),
    "fr": (r"combien(?:[ \t]+y)?(?:[ \t]+(?:a|ont)[ \t]*-[ \t]*t?-?[ \t]*(?:il|elle|on|ils|elles))?[ \t]+d(?:e|['’])",
           "plus moins",
           rf"\b(?:plus|moins)[ \t]{{1,2}}d(?:e[ \t]{{1,2}}|['’]){_NOUN}[ \t]{{1,2}}que[ \t]{{1,2}}(?:de[ \t]{{1,2}}|d['’]|les[ \t]{{1,2}})?{_NOUN}",
           r"et|ou", r"(?:de|en)[ \t]{1,2}(?:plus|moins)[ \t]{1,2}que[ \t]{1,2}(?:de[ \t]{1,2}|d['’]|les[ \t]{1,2})?"),
    "es": (r"cu[áa]nt[oa]s", "hay son tiene tienen más menos",
           rf"\b(?:m[áa]s|menos)[ \t]{{1,2}}{_NOUN}[ \t]{{1,2}}que[ \t]{{1,2}}(?:l[oa]s[ \t]{{1,2}})?{_NOUN}", r"y|e|o",
           r"(?:m[áa]s|menos)[ \t]{1,2}que[ \t]{1,2}(?:l[oa]s[ \t]{1,2})?"),
    "pt": (r"quant[oa]s", "há são tem têm mais menos",
           rf"\b(?:mais|menos)[ \t]{{1,2}}{_NOUN}[ \t]{{1,2}}(?:do[ \t]{{1,2}})?que[ \t]{{1,2}}(?:[oa]s[ \t]{{1,2}})?{_NOUN}", r"e|ou",
           r"(?:a[ \t]{1,2})?(?:mais|menos)[ \t]{1,2}(?:do[ \t]{1,2})?que[ \t]{1,2}(?:[oa]s[ \t]{1,2})?"),
    "it": (r"quant[ie]", "sono ci ha hanno più meno",
           rf"\b(?:più|meno)[ \t]{{1,2}}{_NOUN}[ \t]{{1,2}}(?:che|di)[ \t]{{1,2}}(?:[gl][ie][ \t]{{1,2}})?{_NOUN}", r"e|ed|o",
           r"(?:in[ \t]{1,2})?(?:più|meno)[ \t]{1,2}(?:che|di|dei|degli|delle)[ \t]{1,2}(?:[gl][ie][ \t]{1,2})?"),
    "nl": (r"hoeveel", "zijn is er heeft hebben waren had meer minder",
           rf"\b(?:meer|minder)[ \t]{{1,2}}{_NOUN}[ \t]{{1,2}}dan[ \t]{{1,2}}(?:de[ \t]{{1,2}})?{_NOUN}", r"en",
           r"(?:meer|minder)[ \t]{1,2}dan[ \t]{1,2}(?:de[ \t]{1,2})?"),
}
_NO_NOUN = frozenset(word for _, words, *_ in _LANGUAGES.values() for word in words.split())
# The question sentence of a count ("How many girls are in the class?"), its first word the noun asked, up to its end.
_HOW_MANY = LiteralFilter(tuple(re.compile(rf"(?i)(?<![^\W\d_])(?:{how})[ \t]{{0,2}}{_NOUN}(?![^\W\d_])[^.?!\n]{{0,160}}")
                                for how, *_ in _LANGUAGES.values()))
# Two things the prompt counts side by side: compared ("6 more girls than boys") or listed ("3 apples and 5 pears").
_THAN = tuple(re.compile(f"(?i){than}") for _, _, than, *_ in _LANGUAGES.values())
_THAN_AFTER = tuple(re.compile(rf"(?i)(?<![\w.])\d+[ \t]{{1,2}}{_NOUN}[ \t]{{1,2}}(?:{after}){_NOUN}(?![^\W\d_])")
                    for *_, after in _LANGUAGES.values())
# "Boys outnumber girls by 40": a comparison with no "more … than".
_OUTNUMBER = re.compile(rf"(?i)(?<![^\W\d_]){_NOUN}[ \t]{{1,2}}outnumber(?:s|ed)?[ \t]{{1,2}}(?:the[ \t]{{1,2}})?{_NOUN}(?![^\W\d_])")
_LISTED = re.compile(rf"(?i)(?<![\w.])\d+[ \t]{{1,2}}{_NOUN}[ \t]{{0,2}}(?:,|(?:{'|'.join(sorted({a for *_, a, _ in _LANGUAGES.values()}))})"
                     rf"(?![^\W\d_]))[ \t]{{0,2}}\d+[ \t]{{1,2}}{_NOUN}(?![^\W\d_])")
# A noun the prompt counts other things by ("A large pizza has 16 slices", "12 eggs per box", "each box holds 12 eggs"):
# a container. A count of the containers ("48 pizzas") where the question asks for another noun ("How many pieces …?")
# counts the wholes, not the parts asked, whatever its number.
_CONTAINS = (r"has|have|contains?|holds?|comes[ \t]+with|is[ \t]+cut[ \t]+into|is[ \t]+made[ \t]+of|hat|enthält|contient|a|tiene|contiene|tem"
             r"|contém|ha|heeft|bevat")
_CONTAINERS = (
    re.compile(rf"(?i)(?<![^\W\d_])(?:an?|each|every|one|jede[rs]?|eine?|chaque|un[ae]?|cada|ogni|elke?|een)[ \t]+"
               rf"(?:[^\W\d_]{{1,15}}[ \t]+){{0,2}}?{_NOUN}[ \t]+(?:{_CONTAINS})[ \t]+\d+[ \t]+"),
    re.compile(rf"(?i)(?<![\w.])\d+[ \t]+(?:[^\W\d_]{{1,15}}[ \t]+)?[^\W\d_]{{3,20}}[ \t]+"
               rf"(?:per|in[ \t]+(?:each|every|a|one)|for[ \t]+(?:each|every)|to[ \t]+a|pro|je|par|por|a[ \t]+cada)[ \t]+"
               rf"(?:[^\W\d_]{{1,15}}[ \t]+)??{_NOUN}(?![^\W\d_])"),
)
# An answer that is a number and one word after it ("18 boys", "**18 boys**.", "18 filles"), and the rest of its clause
# ("18 boys in the club."), which may name the whole again ("18 boys and girls").
_COUNT_ANSWER = re.compile(r"[ \t]*-?\d+(?:[.,]\d+)?[ \t]{1,2}([^\W\d_]{3,20})((?![^\W\d_])[^\d\n.!?;:]{0,60})[.!]?[ \t]*")
_WORD = re.compile(r"[^\W\d_]+")


def _singular(word: str) -> str:
    """One spelling for both numbers of a noun: "boys" and "boy", "berries" and "berry", "boxes" and "box",
    "filles" and "fille", "Jungen" and "Junge" (see :func:`_same`)."""
    word = word.lower()
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _same(a: str, b: str) -> bool:
    """Whether two singular spellings are one noun: equal, or one the other with a plural ending of up to two letters
    ("flor" and "flore(s)", "junge" and "jungen"); "niño" and "niña" stay two."""
    short, long = sorted((a, b), key=len)
    return a == b or (len(short) >= 3 and len(long) - len(short) <= 2 and long.startswith(short))


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _containers(prompt: str) -> frozenset[str]:
    """The nouns the prompt counts other things by ("pizza" of "A large pizza has 16 slices"), each in one spelling."""
    return frozenset(_singular(m.group(1)) for pattern in _CONTAINERS for m in pattern.finditer(prompt))


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _paired(prompt: str) -> tuple[tuple[str, str], ...]:
    """The pairs of nouns the prompt counts side by side, each in one spelling."""
    return tuple((_singular(m.group(1)), _singular(m.group(2))) for pattern in (*_THAN, *_THAN_AFTER, _OUTNUMBER, _LISTED) for m in pattern.finditer(prompt))


# The words a prompt counts things by: up to three after a number or after "per", "each", "every" ("16 eggs per day",
# "$2 per fresh duck egg").
_COUNTED = re.compile(r"(?i)(?:(?<![\w.,])\d+|(?<![^\W\d_])(?:per|each|every))[ \t]{1,2}((?:[^\W\d_]{2,20}[ \t]{1,2}){0,2}[^\W\d_]{3,20})(?![^\W\d_])")


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _counted(prompt: str) -> frozenset[str]:
    """The words the prompt counts things by, each in one spelling."""
    return frozenset(_singular(w) for m in _COUNTED.finditer(prompt) for w in m.group(1).split() if w.lower() not in _NO_NOUN)


def _unit_word(word: str) -> bool:
    return unit_kind(word) is not None or word.lower() in UNIT_NAMES or _singular(word) in UNIT_NAMES


def other_counted(prompt: str, answer: str) -> str | None:
    """The noun of a count's answer when the prompt counts it beside another noun and the question asks for a
    different thing: the other quantity of the pair ("18 boys" where girls are asked and "more girls than boys"
    given), or one part where the question asks for a whole that names neither ("18 boys" where the prompt counts
    "12 boys and 6 girls" and asks how many students); or a count of things the prompt counts where the question asks
    an amount in a unit ("18 eggs" for "How much in dollars …?")."""
    written = _COUNT_ANSWER.fullmatch(answer)
    if written is not None and _counted_for_amount(prompt, written):
        return written.group(1)
    question = _HOW_MANY.search(prompt) if written is not None else None
    if question is None:
        return None
    noun = _singular(written.group(1))
    words = {_singular(w) for w in _WORD.findall(question.group(0))}
    rest = [_singular(w) for w in _WORD.findall(written.group(2))]
    asked = _singular(question.group(1))
    if any(_same(noun, w) for w in words) or question.group(1).lower() in _NO_NOUN:
        return None  # "How many does Ben have?": a name compared, no noun asked
    if any(_same(w, other) for w in rest for other in (asked, *(m for pair in _paired(prompt) for m in pair))):
        return None  # "18 boys and girls", "48 pizza slices": the clause names the thing asked or the whole again
    if any(_same(noun, container) for container in _containers(prompt)) and not _same(noun, asked):
        return written.group(1)  # the wholes ("48 pizzas") where the parts are asked ("How many pieces …?")
    for pair in _paired(prompt):
        if not any(_same(noun, member) for member in pair):
            continue
        if any(_same(asked, member) for member in pair):
            return written.group(1)  # the other member of the pair asked
        if not any(_same(member, w) for member in pair for w in words):
            return written.group(1)  # one part of a whole the question asks, naming neither part
    return None


def _counted_for_amount(prompt: str, written: re.Match) -> bool:
    """Whether a count's answer ("18 eggs") counts things the prompt counts, its clause naming no unit, where the
    question asks an amount in a unit or a duration: a count, not the amount asked."""
    noun = written.group(1)
    if _unit_word(noun) or any(_unit_word(w) for w in _WORD.findall(written.group(2))):
        return False  # "18 dollars", "18 eggs' worth in dollars": the unit asked, or one the unit rule judges
    if not any(_same(_singular(noun), counted) for counted in _counted(prompt)):
        return False
    question = _HOW_MANY.search(prompt)
    return (question is None or not _same(_singular(question.group(1)), _singular(noun))) and amount_asked(prompt)
