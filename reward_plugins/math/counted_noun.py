"""The counted noun of a count's answer: "18 boys" for "How many girls …?" counts another thing the prompt counts.

The unit rule refuses a number in another unit than the one asked; a count has its own unit, the noun it counts.
Where the prompt counts two things side by side ("6 more girls than boys", "3 apples and 5 pears") and asks for one,
an answer whose noun is the other one, and no word of the question, names the other quantity, whatever its number.
A noun counted apart from the pair ("30 students") may name the same things and is left to the comparison.
"""

from __future__ import annotations

import re

from reward_plugins.math.literal_filter import LiteralFilter

# The question sentence of a count ("How many girls are in the class?"), its first word the noun asked, up to its end.
_HOW_MANY = LiteralFilter((re.compile(r"(?i)\bhow[ \t]+many[ \t]{1,2}([a-z]{3,20})\b[^.?!\n]{0,160}"),))
# Two things the prompt counts side by side: compared ("6 more girls than boys") or listed ("3 apples and 5 pears").
_THAN = re.compile(r"(?i)\b(?:more|fewer|less)[ \t]{1,2}([a-z]{3,20})[ \t]{1,2}than[ \t]{1,2}(?:the[ \t]{1,2})?([a-z]{3,20})\b")
_LISTED = re.compile(r"(?i)(?<![\w.])\d+[ \t]{1,2}([a-z]{3,20})[ \t]{0,2}(?:,|and|or|,[ \t]{0,2}and)[ \t]{1,2}\d+[ \t]{1,2}([a-z]{3,20})\b")
# An answer that is a number and one word after it ("18 boys", "**18 boys**.").
_COUNT_ANSWER = re.compile(r"[ \t]*-?\d+(?:[.,]\d+)?[ \t]{1,2}([A-Za-z]{3,20})[ \t]*[.!]?[ \t]*")
_WORD = re.compile(r"[A-Za-z]+")


def _singular(word: str) -> str:
    """One spelling for both numbers of a noun: "boys" and "boy", "berries" and "berry", "boxes" and "box"."""
    word = word.lower()
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _paired(prompt: str) -> list[tuple[str, str]]:
    """The pairs of nouns the prompt counts side by side, each in one spelling."""
    return [(_singular(m.group(1)), _singular(m.group(2))) for pattern in (_THAN, _LISTED) for m in pattern.finditer(prompt)]


def other_counted(prompt: str, answer: str) -> str | None:
    """The noun of a count's answer when the prompt counts it beside the noun the question asks and the question
    does not name it: the other quantity of the pair ("18 boys" where girls are asked and "more girls than boys" given)."""
    question = _HOW_MANY.search(prompt)
    written = _COUNT_ANSWER.fullmatch(answer) if question is not None else None
    if written is None:
        return None
    noun = _singular(written.group(1))
    asked = {_singular(w) for w in _WORD.findall(question.group(0))}
    if noun in asked:
        return None
    pair = {noun, _singular(question.group(1))}  # "How many does Ben have?": a name compared, no noun asked, pairs none
    paired = len(pair) == 2 and any(set(given) == pair for given in _paired(prompt))
    return written.group(1) if paired else None
