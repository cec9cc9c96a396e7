r"""Roman numerals as a reader reads them: "The least common multiple is XLII." commits to 42.

A numeral is read only where it is a number beyond doubt: two letters or more, upper case, in canonical
form (``XLII``, never ``IIII`` or ``XXL``), on its own as the value a copula, a label or ``=`` introduces at
the end of its sentence, or alone in a box. A letter alone ("I", "V", "X", "C", "D", "M") is a pronoun, a
variable or an option; a word of capitals inside a sentence is a name ("segment CD", "Louis XIV"); where the prompt
writes the same capitals ("a shirt in size XL") or names points, options or statements by its letters
("points C and D", "(C) 42", "statement II"), they are those names, not a number; and where it asks for
Roman numerals, the numeral is the notation asked and stays as written.

>>> roman_numerals("The least common multiple is XLII.", "What is the LCM of 14 and 21?")
'The least common multiple is 42.'
>>> roman_numerals("So the side is CD.", "In the square ABCD, which side is longest?")
'So the side is CD.'
>>> roman_value("XLI"), roman_value("IIII"), roman_value("X")
(41, None, None)
"""

from __future__ import annotations

import re

_CANONICAL = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
_VALUES = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}
# The value a copula, a label or "=" introduces, ending its sentence ("is XLII.", "Answer: **XLII**").
_SLOT = re.compile(
    r"(?:(?<![^\W\d_])(?:is|are|was|equals|est|ist|es|é|è|sind|será|sera|будет|равно|равен)|[:：=])[ \t]{1,3}(\*\*|__)?"
    r"(?P<numeral>[MDCLXVI]{2,15})(?![^\W\d_])(?(1)(?:\*\*|__))(?=[ \t]*[.!。]?[ \t]*(?:\n|$))"
)
# A prompt that asks for Roman numerals ("Write 1994 in Roman numerals."): the numeral is the notation asked, kept as written.
_NOTATION_ASKED = re.compile(r"(?i)roman|romain|römisch|romano|romana|romanos|rzymsk|римск|římsk|rímsk|római|roomalai|romersk|romeins"
                             r"|ローマ|罗马|羅馬|로마")
# Capitals the prompt writes as a name: a word of capitals (points "ABCD", a size "XL", a statement "II"), a
# letter alone or an option's letter ("(C)", "C)").
_PROMPT_CAPITALS = re.compile(r"(?<![^\W\d_])[A-Z]{1,15}(?![^\W\d_])")


def roman_value(word: str) -> int | None:
    """The value of a canonical upper-case Roman numeral of two letters or more, else ``None``."""
    if len(word) < 2 or _CANONICAL.fullmatch(word) is None:
        return None
    values = [_VALUES[c] for c in word]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


# A box that holds the numeral alone ("\boxed{XLII}").
_BOXED = re.compile(r"\\boxed\{[ \t]*(?P<numeral>[MDCLXVI]{2,15})[ \t]*\}")


def roman_numerals(text: str, prompt: str = "") -> str:
    """``text`` with each Roman numeral a reader takes for a number written in digits (see the module docstring)."""
    if (_SLOT.search(text) is None and "\\boxed" not in text) or _NOTATION_ASKED.search(prompt):
        return text
    names = set(_PROMPT_CAPITALS.findall(prompt))
    letters = {w for w in names if len(w) == 1} - {"I"}  # "I" is the pronoun of a prompt's story

    def read(m: re.Match) -> str:
        numeral = m.group("numeral")
        value = roman_value(numeral)
        if value is None or letters & set(numeral) or any(numeral in w for w in names):
            return m.group()
        return m.group()[: m.start("numeral") - m.start()] + str(value) + m.group()[m.end("numeral") - m.start() :]

    return _BOXED.sub(read, _SLOT.sub(read, text))
