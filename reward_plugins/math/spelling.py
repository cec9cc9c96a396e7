r"""An answer's spelling: the key under which two spellings of one answer count once, and the
words of an answer that is words only (compared as words, not as math)."""

from __future__ import annotations

import re
from functools import lru_cache

from reward_plugins.math.numbers import parse_number

# A word of running text (two letters or more, not a LaTeX command), and a LaTeX text wrapper.
WORD = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{2,}")
TEXT_UNWRAP = re.compile(r"\\(?:text|textbf|textit|textrm|mathrm|mathbf|mbox|operatorname)\{([^{}]{0,200})\}")


@lru_cache(maxsize=65536)  # every rule keys the same few answers and values again
def answer_key(answer: str) -> str:
    r"""The answer with its spelling evened out (spaces, ``\left``/``\right``, ``\dfrac``, a final
    period; a plain number becomes its value), so that an answer written twice counts once."""
    number = parse_number(answer)
    if number is not None and not number.percent:
        return str(number.value)
    return spelling(answer)


def spelling(answer: str) -> str:
    r"""The answer with only its spelling evened out: spaces, ``\left``/``\right``, ``\dfrac``, a final period.

    >>> spelling(r"\left( \dfrac{1}{2}, 3 \right).")
    '(\\frac{1}{2},3)'
    """
    key = _KEY_DROP.sub("", _WORD_GAP.sub("\x00", answer)).replace("\x00", " ")  # "1 024" is not "1024"
    return key.replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac").rstrip(".")


_WORD_GAP = re.compile(r"(?<=[0-9A-Za-z])\s+(?=[0-9A-Za-z])")
_KEY_DROP = re.compile(r"\s+|\\left(?![A-Za-z])|\\right(?![A-Za-z])|\\[,!;: ]|\$")
_WORDS_ONLY = re.compile(r"[A-Za-z][A-Za-z' \-]{0,80}")


def word_answer(answer: str) -> str | None:
    r"""The words of an answer that is words only (``Evelyn``, ``\text{odd}``, "no solution"),
    lower-cased with single spaces; ``None`` for anything else. Words compare as words: read as
    math they would be products of letters, and "forty two" would equal "two forty".

    >>> word_answer("\\text{Forty  two}"), word_answer("x^2"), word_answer("xy")
    ('forty two', None, None)
    """
    s = TEXT_UNWRAP.sub(lambda m: " " + m.group(1) + " ", answer).strip(" $.")
    if not _WORDS_ONLY.fullmatch(s) or not (re.search(r"[A-Za-z]{3}", s) or s != answer.strip(" $.")):
        return None
    return " ".join(s.lower().split())
