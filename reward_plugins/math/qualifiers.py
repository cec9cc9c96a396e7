r"""Words around a value that change what it says: alternatives offered between values (a hedge:
"2 or 3", ``\pm 2``, "either 2 or 3") and qualifiers that make a number mean something else
("not 2", "at least 2", "2 squared", "2 million")."""

from __future__ import annotations

import re

from reward_plugins.math.answer_phrases import ALTERNATIVE_WORDS, APPROXIMATIONS, APPROXIMATIONS_AFTER, QUALIFIERS_BEFORE, words
from reward_plugins.math.numbers import NUMBER_IN_TEXT

# Words and signs that offer alternatives between values (in every language of ``answer_phrases``; the
# one-letter "o" / "ó" / "u" of Spanish and Italian only between two values).
ALTERNATIVES = re.compile(
    r"(?i)(?<!\\)(?:" + words(ALTERNATIVE_WORDS) + r")"
    r"|(?<=[\d}])[ \t]{1,3}(?:o|ó|u)[ \t]{1,3}(?=[-\d\\])"
    r"|\\(?:pm|mp)(?![A-Za-z])|±|∓"
    r"|(?<=[\d}a-z)])[ \t]{0,3}(?:;|\band\b|\\text\{[ \t]{0,3}(?:and|or)[ \t]{0,3}\})[ \t]{0,3}(?=[-\d\\(a-z])"
)
FILLER = re.compile(r"(?i)\b(?:either|both)\b")

# Words that make a number in prose mean something else: before it, negation, bounds and a choice
# ("not 2", "at least 2", "one of 2, 3", in every language of ``answer_phrases``); right after it, operations, scale and bounds ("2 squared", "2 million", "2 or more").
# An estimate ("about 10", "大约12") is a qualifier too: the answer was not committed to.
# Signs that say "about" in any language: "~72", "≈ 72", "$\approx 72$". A "~" glued to a word is
# LaTeX's unbreakable space ("is~72", "x~=~5"), not "about".
ESTIMATE_SIGN = r"(?<![\w}\\])~(?=[ \t]?(?:[-\d$\\(]|$))|≈|≃|∼|\\(?:approx|simeq|sim)(?![A-Za-z])"
QUALIFIER_BEFORE = re.compile(words(QUALIFIERS_BEFORE) + "|" + words(APPROXIMATIONS) + "|" + ESTIMATE_SIGN, re.IGNORECASE)
_ESTIMATE_BEFORE = re.compile("(?:" + words(APPROXIMATIONS) + "|" + ESTIMATE_SIGN + r")[ \t:$(]{0,4}$", re.IGNORECASE)
# After a number and its unit ("12个左右", "12 apples or so").
_ESTIMATE_AFTER = re.compile(r"(?i)[ \t]{0,3}(?:[^\W\d_]{1,12}[ \t]{0,2}){0,2}?[ \t]{0,3}(?:(?:" + APPROXIMATIONS_AFTER["spaced"] + r")(?![^\W\d_])|" + APPROXIMATIONS_AFTER["unspaced"] + ")")
_ESTIMATE_JOIN = re.compile(r"[ \t]{0,2}[,;(-]?")
QUALIFIER_AFTER = re.compile(
    r"(?i)[ \t]{0,3}(?:\$[ \t]{0,3})?(?:or[ \t]+)?(?:squared|cubed|times|plus|minus|divided|multiplied|to the|factorial"
    r"|hundreds?|thousands?|millions?|billions?|trillions?|dozens?|halves|half|more|less|fewer|greater|smaller|larger"
    r"|or (?:more|less|fewer|greater|so)|and up|at (?:least|most))\b"
)


def estimated_at(text: str, start: int, end: int) -> bool:
    """Whether the value at ``text[start:end]`` (a number or a math environment) is offered as an
    estimate: an approximation word or sign right before it ("roughly $\\frac23$", "≈ 72"), or
    one right after it ("$\\frac23$, give or take", "72-ish")."""
    before = " ".join(text[max(0, start - 60) : start].split()[-5:])
    return bool(_ESTIMATE_BEFORE.search(before) or _estimate_after(text, end))


def _estimate_after(text: str, end: int) -> bool:
    """An approximation word right after ``end``, also past a comma or hyphen ("72-ish", "72, more or less")."""
    return bool(_ESTIMATE_AFTER.match(text, _ESTIMATE_JOIN.match(text, end).end()))


def qualified(clause: str) -> bool:
    first = NUMBER_IN_TEXT.search(clause)
    if first is None:
        return False
    return qualified_at(clause, first.start(), first.end())


def qualified_at(text: str, start: int, end: int) -> bool:
    """Whether the number at ``text[start:end]`` is qualified by the words just around it."""
    before = " ".join(text[max(0, start - 60) : start].split()[-2:])
    return bool(QUALIFIER_BEFORE.search(before) or QUALIFIER_AFTER.match(text, end) or _estimate_after(text, end))


# A task that asks for an estimate or a rounded value, in the languages of ``answer_phrases``.
_ESTIMATE_ASKED = re.compile(
    r"(?i)\b(?:estimate|estimated|approximate|approximately|round(?:ed)?[ \t]+(?:to|off|up|down)|nearest"
    r"|decimal[ \t]+places?|significant[ \t]+(?:figures|digits)|about[ \t]+how[ \t]+(?:many|much|long|far)"
    r"|roughly[ \t]+how|estime[rz]?|arrondi[rse]*|schätze|runde|gerundet|estima|redondea|redondeado|arredonde"
    r"|arrotonda|stima|оцени|округли|округлить)\b|四舍五入|估计|估算|大约多少|概算|四捨五入|およそ何|반올림|어림"
    # more languages: "round", "estimate", "decimal place(s)"
    r"|(?i:\b(?:kerekít\w*|becsül\w*|tizedesjegy\w*|pyöristä\w*|arvioi\w*|zaokrouhl\w*|odhadn\w*"
    r"|zaokrągl\w*|oszacuj\w*|po[ \t]przecinku|afgerond|rond\w*[ \t]af|schat\w*|avrund\w*|afrund\w*"
    r"|uppskatta\w*|anslå|yuvarla\w*|tahmin\w*|bulatkan|dibulatkan|perkirakan|làm[ \t]tròn|ước[ \t]tính"
    r"|rotunj\w*|στρογγυλοποι\w*|εκτίμησ\w*|округл\w*|оцін\w*|arrodon\w*"
    r"|zaokruž\w*|ümarda\w*|noapaļo\w*|suapvalin\w*|přibližn\w*)\b)"
    r"|पूर्णांकित|अनुमान|تقريب|قرّب|تخمین|گرد[ \t]کن|עגל|הערכה"
)
_ESTIMATE_WORDS = re.compile(
    "(?:" + words(APPROXIMATIONS) + ")[ \t]{0,2}|[ \t]{0,3}[,;-]?[ \t]{0,2}(?:(?:" + APPROXIMATIONS_AFTER["spaced"]
    + r")(?![^\W\d_])|" + APPROXIMATIONS_AFTER["unspaced"] + ")",
    re.IGNORECASE,
)
_ESTIMATE_SIGNS = re.compile(ESTIMATE_SIGN)


def estimate_asked(prompt: str) -> bool:
    """Whether the task asks for an estimate or a rounded value ("Estimate 49 × 21", "to the nearest tenth")."""
    return bool(_ESTIMATE_ASKED.search(prompt))


def without_estimates(text: str) -> tuple[str, list[int]]:
    """``text`` with its approximation words dropped and its approximation signs read as ``=``: where
    an estimate is the task, "about 1000" and "x ≈ 3.1" commit to 1000 and 3.1. With it, where each of its
    characters (and its end) stands in ``text``, so that what is found in it is placed in ``text``."""
    def sign(m: re.Match) -> str:  # "x ≈ 3.1", "3.14159 ≈ 3.1", "9\pi ≈ 28.27" are equations; "is ≈ 3.1" is "is 3.1"
        before = text[: m.start()].rstrip()
        return "=" if before[-1:].isdigit() or before[-1:] in ")}" or re.search(r"(?<![A-Za-z\\])[A-Za-z]$|\\[A-Za-z]+$", before) else ""

    signed, first = _placed_sub(_ESTIMATE_SIGNS, sign, text)
    plain, second = _placed_sub(_ESTIMATE_WORDS, lambda m: "", signed)
    return plain, [first[i] for i in second]


def _placed_sub(pattern: re.Pattern, replace, text: str) -> tuple[str, list[int]]:
    """``pattern.sub(replace, text)``, and where each character of the result (and its end) stands in ``text``."""
    out, origin, pos = [], [], 0
    for m in pattern.finditer(text):
        written = replace(m)
        out += [text[pos : m.start()], written]
        origin += [*range(pos, m.start()), *[m.start()] * len(written)]
        pos = m.end()
    out.append(text[pos:])
    origin += range(pos, len(text) + 1)
    return "".join(out), origin
