r"""The gold answer in a dataset value: after ``####`` (GSM8K), else its last box (or the last
boxes that form a list), else the whole value without its LaTeX delimiters, or a sentence read
like a completion (see :func:`read_gold`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from reward_plugins.math.boxes import box, box_group, clean_boxed, find_boxed
from reward_plugins.math.calendar_words import CALENDAR, calendar_value
from reward_plugins.math.clean import clean_answer, decimal_comma, find_env
from reward_plugins.math.clock import clock_minutes
from reward_plugins.math.durations import read_durations
from reward_plugins.math.extract import extract_answer
from reward_plugins.math.forms import SET_BUILDER, form_class, written_repeating
from reward_plugins.math.intervals import relation_as_interval, relations_as_union
from reward_plugins.math.normalize import MIXED_MARK, normalize_answer, normalize_text
from reward_plugins.math.spelling import WORD, word_answer


@dataclass(frozen=True)
class Gold:
    """A gold answer read from a dataset value.

    ``answer``: the answer as written; ``document``: what math-verify parses in the worker -- the
    answer in a box, or, for a sentence with LaTeX delimiters, the value itself (math-verify then
    reads it as it reads any gold, joining "$2$ and $3$" into a set); ``whole``: ``answer`` says
    all that ``document`` does, so plain numbers, equal spellings and word answers can be
    compared in-process.
    """

    answer: str
    document: str
    whole: bool
    form: str = field(default="other", repr=False)  # the form the gold is written in (see :mod:`reward_plugins.math.forms`)
    # "-3,3" read as the decimal -3.3 may be the list -3, 3: that list, for a prompt that asks for several values
    as_list: str | None = field(default=None, repr=False)


# The form of a gold that is one duration in several units: its unit is part of it.
DURATION = "duration"
_TEXT_WORDS = re.compile(r"\\(?:text|mathrm)\{([^{}]{0,60})\}")
_ONE_QUANTITY = re.compile(r"(?:\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\}) [^\W\d_]{1,20}\.?")
_DELIMITED = re.compile(r"(?<!\\)\$|\\\(|\\\[|\\boxed|\\fbox")
# LaTeX that is no prose: text wrappers and environment names (\begin{pmatrix}).
_LATEX_NAMES = re.compile(r"\\(?:begin|end|text\w{0,4}|math\w{1,4}|operatorname|mbox)\{[^{}]{0,200}\}|\\[A-Za-z]+")


# A gold that names the real line ("\text{all real numbers}", "\mathbb{R}"; "ℝ" is R after NFKC, a letter).
_ALL_REALS = re.compile(
    r"(?i)(?:\\text\{)?[ \t]*(?:all[ \t]+real[ \t]+numbers|all[ \t]+reals|every[ \t]+real[ \t]+number|\\mathbb\{R\})[ \t]*\}?[ \t.]*")
_REAL_LINE = "(-\\infty, \\infty)"


_COMMA_PAIR = re.compile(r"[ \t$]*(-?\d{1,6}),(-?\d{1,2})[ \t$]*")
# A prompt that asks for several values ("Enter all the solutions, separated by commas").
LIST_ASKED = re.compile(
    r"(?i)separated[ \t]+by[ \t]+commas|comma-separated|all[ \t]+(?:the[ \t]+)?(?:real[ \t]+)?(?:solutions|roots|values)"
    r"|séparées?[ \t]+par[ \t]+des[ \t]+virgules|durch[ \t]+Kommas?[ \t]+getrennt|separad[oa]s[ \t]+por[ \t]+comas"
    r"|separad[oa]s[ \t]+por[ \t]+v[íi]rgulas|separat[ie][ \t]+da[ \t]+virgol|через[ \t]+запятую|用逗号"
)


# An answer that writes both signs of one value: "\\pm 7", "7 \\mp".
_BOTH_SIGNS = re.compile(r"\\pm|\\mp|±|∓")
# A decimal comma in the prompt ("-3,5 - 4,2", "3{,}5"): its gold "-7,7" is a decimal too.
_PROMPT_DECIMAL_COMMA = re.compile(r"\d(?:,|\{,\})\d")


def roots_answered(gold: Gold, answer: str, values: int, prompt: str) -> bool:
    """Whether ``gold``, written "-7,7" (read as the decimal -7.7), is the list -7, 7 for ``answer``: the prompt
    writes no decimal comma, and the answer writes both signs ("x = \\pm 7"), or several values (``values``: how
    many the answer region commits to) where the pair is one number with both its signs."""
    if gold.as_list is None or _PROMPT_DECIMAL_COMMA.search(prompt):
        return False
    if _BOTH_SIGNS.search(answer):
        return True  # "x = \\frac{5 \\pm 1}{2}" is two values, which no decimal is
    first, second = gold.as_list.split(", ")
    # Two values listed answer "-7,7", one number with both its signs; "2,3" stays 2.3 unless several are asked.
    return (values > 1 or ", " in answer) and first.lstrip("-") == second.lstrip("-") and first.startswith("-") != second.startswith("-")


def read_gold(value: Any) -> Gold | None:
    r"""Read a gold answer: after ``####`` (GSM8K), else its last box (or the last boxes that
    form a list), else the whole value without its LaTeX delimiters; ``None`` when there is nothing.

    >>> read_gold("Natalia sold 48/2 = 24 clips in May.\n#### 72")
    Gold(answer='72', document='\\boxed{72}', whole=True)
    >>> read_gold("$\\frac{3}{4}$")
    Gold(answer='\\frac{3}{4}', document='$\\frac{3}{4}$', whole=True)
    >>> read_gold("\\boxed{1} papers and \\boxed{2} bins").answer
    '1, 2'
    """
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, (bytes, bytearray)):
        value = bytes(value).decode("utf-8", errors="replace")
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return None
        value = repr(value)
    if isinstance(value, (list, tuple)) and len(value) == 1:
        return read_gold(value[0])
    if not isinstance(value, str):
        value = str(value)
    return _read_text(value)


@lru_cache(maxsize=16384)  # every row of a group carries the same gold
def _read_text(value: str) -> Gold | None:
    day = calendar_value(value)
    if day is not None:
        return Gold(day, box(f"\\text{{{day}}}"), True, CALENDAR)  # "April 24" is no 24: its month is part of it
    gold = _read_written(value)
    if gold is None:
        return None
    built = SET_BUILDER.fullmatch(gold.answer) if "\\{" in gold.answer else None
    interval = (relations_as_union(built.group(1)) or relation_as_interval(built.group(1))) if built is not None else None
    if interval is not None:
        # "\{x \mid x \geq -3\}": the reals its condition holds on, as the interval math-verify reads (it parses no
        # set-builder notation); an answer in set-builder notation is read the same way (structures.as_gold_structure)
        gold = Gold(interval, box(interval), True)
    listed = _COMMA_PAIR.fullmatch(value)
    as_list = f"{listed.group(1)}, {listed.group(2)}" if listed is not None and "." in gold.answer else None
    form = gold.form if gold.form == DURATION else form_class(built.group() if interval is not None else gold.answer)
    if form == "fraction" and written_repeating(value):
        form = "decimal"  # "0.1\\overline{6}" is read as 1/6 but written as a decimal
    return Gold(gold.answer.replace(MIXED_MARK, ""), gold.document.replace(MIXED_MARK, ""), gold.whole, form, as_list)


def _read_written(value: str) -> Gold | None:
    s = normalize_text(value).strip()
    if not s:
        return None
    if _ALL_REALS.fullmatch(s):
        return Gold(_REAL_LINE, box(_REAL_LINE), True)  # the set in words is the interval math-verify compares
    if "####" in s:
        answer = clean_answer(s.rsplit("####", 1)[1])
        return Gold(answer, box(answer), True) if answer else None
    bare = s.rstrip(" .")
    boxes = [b for b in find_boxed(s) if not b.nested]
    if boxes:
        group = box_group(s, boxes)
        parts = [p for p in (clean_boxed(b.content) for b in group) if p]
        if not parts:
            return None
        answer = ", ".join(parts)
        return Gold(answer, box(answer), True)
    env = find_env(s)
    if env is not None and env[0] == 0 and env[3] >= len(bare):
        answer = s[env[1] : env[2]].strip()
        return Gold(answer, s, True) if answer else None
    if _DELIMITED.search(s):
        answer = extract_answer(s)
        return Gold(answer, s, False) if answer else None
    duration = _one_duration(bare)
    if duration is not None:  # "1 \text{ hour } 35 \text{ minutes}": one quantity in its largest unit, as a completion's is read
        return Gold(duration, box(duration), True, DURATION)
    if clock_minutes(bare) is not None:
        return Gold(bare, box(bare), True)  # a time alone ("3:45 PM", "下午3:45"): its half of the day is part of it
    if WORD.search(_LATEX_NAMES.sub(" ", s)) is not None and " " in s and not _is_words(s):
        answer = extract_answer(s)  # a sentence ("The answer is 1/2"): read it like a completion
        if answer is not None:
            return Gold(answer, box(answer), True)
    bare = normalize_answer(decimal_comma(bare), words=False)  # a gold in words stays words (TRL's convention)
    return Gold(bare, box(bare), True)


def _one_duration(s: str) -> str | None:
    """A gold that is one duration in several units ("1 \\text{ hour } 35 \\text{ minutes}") as one quantity in its
    largest unit ("\\frac{19}{12} hour"), else ``None``."""
    if "\\" in s and "\\text" not in s:
        return None
    plain = " ".join(_TEXT_WORDS.sub(r" \1 ", s).split())
    read = read_durations(plain)
    return read if read != plain and _ONE_QUANTITY.fullmatch(read) else None


def extract_gold(value: Any) -> str | None:
    r"""The gold answer in a dataset value as written (see :func:`read_gold`); ``None`` when there is nothing.

    >>> extract_gold("Natalia sold 48/2 = 24 clips in May.\n#### 72")
    '72'
    >>> extract_gold("$\\frac{3}{4}$"), extract_gold(42), extract_gold("  ")
    ('\\frac{3}{4}', '42', None)
    >>> extract_gold("The answer is $\\frac{1}{2}$.")
    '\\frac{1}{2}'
    """
    gold = read_gold(value)
    return gold.answer if gold is not None else None


def _is_words(s: str) -> bool:
    return word_answer(s) is not None
