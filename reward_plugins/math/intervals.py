r"""Relations on one variable read as the set they describe: "x < -2 or x > 2" is
``(-\infty, -2) \cup (2, \infty)``, so it compares with an interval gold (math-verify compares a
relation with a set only under ``allow_set_relation_comp``, and not a list of relations).

>>> relations_as_union("x < -2, x > 2")
'(-\\infty, -2) \\cup (2, \\infty)'
>>> relations_as_union("x \\le 3") is None, relations_as_union("x < 1, y > 2") is None
(True, True)

A membership is the relations it states (a piece's condition, ``x \\in [0, 1)``):
>>> membership_as_relations("x \\in [0,1)"), membership_as_relations("t \\in (-\\infty, 2]")
('0 \\le x < 1', 't \\le 2')

One relation is the interval it describes only where the prompt asks for no notation (the caller's test):
>>> relation_as_interval("-2 \\le x \\le 3"), relation_as_interval("x \\neq 2")
('[-2, 3]', '(-\\infty, 2) \\cup (2, \\infty)')
"""

from __future__ import annotations

import re

_BOUND = r"(-?[\d.]+|-?\\frac\{-?\d+\}\{\d+\}|-?\\sqrt\{\d+\})"
_OPERATOR = r"(<|>|\\le(?:q)?|\\ge(?:q)?|≤|≥|\\lt|\\gt)"
_RELATION = re.compile(rf"[ \t]*([A-Za-z])[ \t]*{_OPERATOR}[ \t]*{_BOUND}[ \t]*")
# "2 < x", "-2 \le x \le 3", "x \neq 2": one relation on one variable.
_FLIPPED = re.compile(rf"[ \t]*{_BOUND}[ \t]*{_OPERATOR}[ \t]*([A-Za-z])[ \t]*")
_BETWEEN = re.compile(rf"[ \t]*{_BOUND}[ \t]*{_OPERATOR}[ \t]*([A-Za-z])[ \t]*{_OPERATOR}[ \t]*{_BOUND}[ \t]*")
_NOT_EQUAL = re.compile(rf"[ \t]*([A-Za-z])[ \t]*(?:\\neq?|≠|\\not[ \t]*=)[ \t]*{_BOUND}[ \t]*")
_TURNED = {"<": ">", ">": "<", "\\lt": ">", "\\gt": "<", "\\le": "\\ge", "\\leq": "\\ge", "\\ge": "\\le", "\\geq": "\\le",
           "≤": "≥", "≥": "≤"}
_LESS = frozenset({"<", "\\lt", "\\le", "\\leq", "≤"})
# The words that join two relations, by language (commas between them): "and" states both (an intersection), "or"
# either (a union).
AND_WORDS = {
    "en": "and", "fr": "et", "de": "und", "es": "y, e", "pt it": "e, ed", "ru uk": "и, і, й, та", "pl": "i, oraz", "cs sk": "a",
    "nl": "en", "sv": "och", "da no": "og", "tr": "ve", "id ms": "dan", "vi": "và", "tl": "at", "sw": "na", "ro": "și",
    "hu": "és", "el": "και", "zh": "和, 与, 與, 且", "ja": "かつ, と", "ko": "그리고, 와, 과", "th": "และ", "hi": "और", "ar fa": "و",
    "he": "ו",
}
OR_WORDS = {
    "en": "or", "fr pt": "ou", "de": "oder", "es it tl": "o, u, oppure", "ru": "или, либо", "uk": "або, чи", "pl": "lub, albo",
    "cs sk": "nebo, alebo", "nl": "of", "sv da no": "eller", "tr": "veya, ya da", "id ms": "atau", "vi": "hoặc", "sw": "au",
    "ro": "sau", "hu": "vagy", "el": "ή", "zh": "或者, 或", "ja": "または, か", "ko": "또는, 혹은", "th": "หรือ", "hi": "या",
    "ar fa": "أو, یا", "he": "או",
}


def _alternation(table: dict[str, str]) -> str:
    words = sorted({w.strip() for row in table.values() for w in row.split(",")}, key=len, reverse=True)
    return "|".join(re.escape(w).replace("\\ ", "[ \t]+") for w in words)


AND_WORD = _alternation(AND_WORDS)
# Scripts written without spaces between words: a joining word there may touch the relations it joins ("x<2或x>3").
_UNSPACED = "[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]"
# Between two relations: a comma or a semicolon (a list, read as the union), a word for "and" or "or" (in a
# ``\text{}``, or spaced: "x < 2 y x > 3", a one-letter word between a bound and the next relation's name), or a
# logical sign.
_JOINER = re.compile(
    rf"[ \t]*(?:(?P<list>[,;])[ \t]*)?(?:(?:\\text\{{[ \t]*|(?<=[ \t,])|(?={_UNSPACED}))"
    rf"(?:(?P<both>{AND_WORD})|(?P<either>{_alternation(OR_WORDS)}))(?:[ \t]*\}}|(?=[ \t])|(?<={_UNSPACED}))"
    r"|(?P<both_sign>\\land(?![A-Za-z])|\\wedge(?![A-Za-z])|∧)|(?P<either_sign>\\lor(?![A-Za-z])|\\vee(?![A-Za-z])|∨))?[ \t]*"
    r"(?=[A-Za-z][ \t]*(?:[<>≤≥]|\\[lg]))"  # the next relation's name: "a < -4, a > 4" joins with a comma, not Czech "a"
)
# Relations written before an answer read as its line's last one, each followed by a word for "or" or "and"
# ("Oplossing: x ≤ 2 of " before "x ≥ 3"): the answer's first relations.
_RELATIONS_BEFORE = re.compile(
    rf"(?<![^\W\d_])(?:[A-Za-z][ \t]*(?:<|>|\\le(?:q)?|\\ge(?:q)?|≤|≥|\\lt|\\gt)[ \t]*(?:-?[\d.]+|-?\\frac\{{-?\d+\}}\{{\d+\}}|-?\\sqrt\{{\d+\}})"
    rf"[ \t]*,?[ \t]*(?:{AND_WORD}|{_alternation(OR_WORDS)})[ \t]+){{1,3}}$")
_CLOSED_LOWER = ("\\ge", "\\geq", "≥")
_UPPER = {"<": ")", "\\lt": ")", "\\le": "]", "\\leq": "]", "≤": "]"}


def relations_as_union(answer: str, conjoined: bool = False) -> str | None:
    """The set that two or more one-sided relations on one variable describe, else ``None``: their union, joined by
    a comma or "or"; joined by "and" (or ``conjoined``, where the caller saw the word between two environments),
    two rays that overlap are the interval both hold on and two that do not the empty set."""
    rays, names, pos = [], set(), 0
    answer = answer.strip(" \t,;")
    while len(rays) < 6:
        m = _RELATION.match(answer, pos)
        if m is None:
            return None
        name, relation, bound = m.groups()
        names.add(name)
        rays.append((relation, bound))
        if m.end() == len(answer):
            break
        joiner = _JOINER.match(answer, m.end())
        if joiner is None or joiner.lastgroup is None:
            return None
        conjoined = conjoined or bool(joiner.group("both") or joiner.group("both_sign"))
        pos = joiner.end()
    else:
        return None
    if len(rays) < 2 or len(names) != 1:
        return None
    if conjoined:
        return _overlap(rays) or ("\\emptyset" if _disjoint(rays) else None)
    return _overlap(rays) or " \\cup ".join(_ray(relation, bound) for relation, bound in rays)


def relations_before(text: str, at: int) -> str:
    """The relations joined to the one read at ``at`` by the words before it on its line ("x ≤ 2 of " before
    "x ≥ 3"), as written; empty where there are none."""
    line = text[max(text.rfind("\n", 0, at) + 1, at - 200) : at]
    m = _RELATIONS_BEFORE.search(line) if line.endswith((" ", "\t")) else None
    return m.group() if m is not None else ""


def _overlap(rays: list[tuple[str, str]]) -> str | None:
    """Two rays that overlap ("x > -5, x < 7") as the interval both hold on: whatever word joined them, their union
    is every number, which no one writes so; ``None`` for any other rays."""
    if len(rays) != 2 or (rays[0][0] in _UPPER) == (rays[1][0] in _UPPER):
        return None
    (upper, high), (lower, low) = sorted(rays, key=lambda ray: ray[0] not in _UPPER)
    if _number(low) is None or _number(high) is None or not _number(low) < _number(high):
        return None
    return ("[" if lower in _CLOSED_LOWER else "(") + f"{low}, {high}" + _UPPER[upper]


def _disjoint(rays: list[tuple[str, str]]) -> bool:
    """Two rays that point apart and share no number ("x < 2", "x > 3"): what both state holds nowhere."""
    if len(rays) != 2 or (rays[0][0] in _UPPER) == (rays[1][0] in _UPPER):
        return False
    (_, high), (_, low) = sorted(rays, key=lambda ray: ray[0] not in _UPPER)
    return _number(low) is not None and _number(high) is not None and _number(high) <= _number(low)


def _ray(relation: str, bound: str) -> str:
    if relation in _UPPER:
        return f"(-\\infty, {bound}{_UPPER[relation]}"
    return ("[" if relation in _CLOSED_LOWER else "(") + f"{bound}, \\infty)"


def relation_as_interval(answer: str) -> str | None:
    """The set that one relation on one variable describes (``y \\ge 2``, ``2 < x``, ``-2 \\le x < 3``,
    ``x \\ne 2``), else ``None``. A careful grader takes it for the interval where no notation is asked."""
    m = _RELATION.fullmatch(answer)
    if m is not None:
        return _ray(m.group(2), m.group(3))
    m = _FLIPPED.fullmatch(answer)
    if m is not None:
        return _ray(_TURNED[m.group(2)], m.group(1))
    m = _NOT_EQUAL.fullmatch(answer)
    if m is not None:
        return f"(-\\infty, {m.group(2)}) \\cup ({m.group(2)}, \\infty)"
    m = _BETWEEN.fullmatch(answer)
    if m is None or (m.group(2) in _LESS) != (m.group(4) in _LESS):
        return None  # "1 < x > 3" describes no interval
    low, first, _, second, high = m.groups()
    if m.group(2) not in _LESS:
        low, first, second, high = high, _TURNED[second], _TURNED[first], low
    if _number(low) is not None and _number(high) is not None and not _number(low) < _number(high):
        return None  # "5 < x < 1": no interval, and its bounds are no pair
    return ("[" if _UPPER[first] == "]" else "(") + f"{low}, {high}" + _UPPER[second]


def _number(bound: str) -> float | None:
    try:
        return float(bound)
    except ValueError:
        return None


_END = r"(-?\\infty|\+?\\infty|" + _BOUND[1:-1] + ")"
_MEMBERSHIP = re.compile(rf"[ \t]*([A-Za-z])[ \t]*(?:\\in|∈)[ \t]*(?:\\left)?([(\[])[ \t]*{_END}[ \t]*,[ \t]*{_END}[ \t]*(?:\\right)?([)\]])[ \t]*")


def membership_as_relations(condition: str) -> str:
    """``x \\in [a, b)`` as ``a \\le x < b`` (an end at infinity states nothing); any other condition as written."""
    m = _MEMBERSHIP.fullmatch(condition)
    if m is None:
        return condition
    name, opening, low, high, closing = m.groups()
    below, above = ("\\le" if opening == "[" else "<"), ("\\le" if closing == "]" else "<")
    lower = "" if "infty" in low else f"{low} {below} "
    upper = "" if "infty" in high else f" {above} {high}"
    return f"{lower}{name}{upper}" if lower or upper else ""  # the whole line: no condition
