r"""``arithmetic_steps``: a verifiable reward per reasoning step, every written equation of numbers checked.

A step is one ``=`` of a written equation between plain numbers: ``12 + 30 = 42`` is one step,
the chain ``3 × 4 = 12 = 10 + 2`` two (``3 × 4 = 12`` and ``12 = 10 + 2``). Each scores 1 when
both sides are equal, else 0, and ends where its right-hand side ends (a character offset, end
exclusive). Process supervision turns these into per-token advantages; as an ordinary reward the
plugin pays the fraction of correct steps.

What is read: numbers (``42``, ``1,234``, ``0.75``, ``$15``; a tight fraction ``1/2`` is one
number, so ``14 ÷ 1/2 = 28``), ``+ - − * × · x ÷ /`` (and LaTeX ``\times \cdot \div``),
parentheses; ``x`` is multiplication only between two operands. A side glued to anything else (a
letter, ``^``, ``%``, ``!``, a LaTeX brace) or next to an operation that is not read is not plain
arithmetic, and a link with such a side is no step: ``2x + 3 = 7``, ``2^3 = 8``, ``x = 5``,
``50% = 0.5``, ``2(3 + 4) = 14`` (implicit multiplication), ``12 pages x 2 = 24 pages`` (units
between the numbers) and ``\frac{6}{3} = 2`` are not scored, and an equation is scored only when
some side holds an operation (``5 = 5`` is no step). Equations are not read across lines.

Arithmetic is exact, with :class:`fractions.Fraction` (no ``eval``): ``0.1 + 0.2 = 0.3`` holds,
``1/3 + 1/3 = 2/3`` holds and integers compare exactly. A side written as a bare decimal is read
as rounded: it matches a value within half a unit of its last digit, so ``10 / 3 = 3.33`` and
``2 / 3 = 0.667`` hold, ``2 / 3 = 0.66`` (truncated) and ``10 / 3 = 3.3333333 + 1`` do not; a
link that holds a decimal also allows a relative 1e-12, the noise of a float printed in full
(``16.833333333333336 - 2 - 1/3 = 14.500000000000002``). An integer is not a rounded decimal:
``0.88 * 40 = 35`` is wrong. Division by zero makes the step wrong.

Bounded time: only the first ``max_scan_chars`` characters are read, a number of more than
``MAX_NUMBER_DIGITS`` digits or a side of more than ``MAX_SIDE_TOKENS`` tokens makes its side
unreadable (no step), and at most ``max_steps`` steps are scored per completion.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Sequence

from reward_plugins.base import Outcome, RewardPlugin, completion_text

MAX_SCAN_CHARS = 32768
MAX_STEPS = 256
MAX_NUMBER_DIGITS = 40
MAX_SIDE_TOKENS = 64

_TOKEN = re.compile(
    # A number: 42, 1,234, 0.75, a currency sign glued before it ($5), or a tight fraction 1/2 (one
    # number, so "14 ÷ 1/2" is 28); not glued to a word or another number.
    r"(?P<num>(?<![A-WYZa-wyz_\d.$€£¥])[$€£¥]?(?:\d+/\d+(?![\d.,/])|(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?![A-WYZa-wyz_\d]))"
    r"|(?P<op>\\times|\\cdot|\\div|[-+*/×÷·−])"
    r"|(?P<x>(?<![A-Za-z_])[xX](?![A-Za-z_]))"
    r"|(?P<open>\()|(?P<close>\))|(?P<eq>=)|(?P<space>[ \t]+)"
)
_SPACES = re.compile(r"[ \t]*")
_OPERATOR = {"\\times": "*", "\\cdot": "*", "\\div": "/", "×": "*", "·": "*", "÷": "/", "−": "-"}
# A number or parenthesis directly after (or before) one of these belongs to something else: a
# word (a2), a power (2^3), a LaTeX argument ({6}), a percentage (5%), a factorial (3!).
_GLUED = set("^_{}[]\\%!²³√.") | set("0123456789")
# An operator that starts a side after one of these, spaces apart, is a binary one: "2x + 3".
_OPERAND_END = set(")]}!%²³")
# A side next to one of these, spaces apart, is an operand of an operation we could not read:
# "225 pages x 2/3", "2/3 ^ 2".
_OPERATION = set("+-*/×÷·−^")
# Relative tolerance for a link that holds a decimal: what a float printed to 17 digits carries.
_FLOAT_PRINT_TOLERANCE = Fraction(1, 10**12)


@dataclass(frozen=True)
class _Token:
    kind: str  # "num", "op", "open", "close", "eq"
    text: str
    start: int
    end: int


@dataclass(frozen=True)
class Step:
    """One written equation ``left = right``: its score and where it ends in the text."""

    score: float
    end: int


def find_steps(text: str, max_scan_chars: int = MAX_SCAN_CHARS, max_steps: int = MAX_STEPS) -> list[Step]:
    """Every step in ``text`` (the first ``max_scan_chars`` characters), in order.

    >>> find_steps("So 12 + 30 = 42, then 42 × 2 = 86.")
    [Step(score=1.0, end=15), Step(score=0.0, end=33)]
    >>> [s.score for s in find_steps("3 x 4 = 12 = 10 + 2; 2x + 3 = 7; 2^3 = 8")]
    [1.0, 1.0]
    """
    text = text[:max_scan_chars]
    steps: list[Step] = []
    for chain in _chains(text):
        steps.extend(_score_chain(text, chain))
        if len(steps) >= max_steps:
            return steps[:max_steps]
    return steps


def _chains(text: str):
    """Runs of arithmetic tokens with no other text between them and no two operands in a row."""
    for segment in _segments(text):
        chain: list[_Token] = []
        for i, token in enumerate(segment):
            if token.kind == "x":
                following = segment[i + 1 : i + 2]
                if _ends_operand(chain[-1:]) and following and _starts_operand(following[0]):
                    chain.append(_Token("op", "*", token.start, token.end))
                    continue
                yield chain  # a letter x, not a multiplication: "2x + 3"
                chain = []
                continue
            if _ends_operand(chain[-1:]) and _starts_operand(token):
                yield chain  # "2 (3 + 4)", "2 3": two operands in a row are not one expression
                chain = []
            chain.append(token)
        yield chain


def _segments(text: str):
    """Tokens, in runs separated by anything that is not a token or a space or tab."""
    segment: list[_Token] = []
    last_end = None
    for m in _TOKEN.finditer(text):
        if last_end is not None and m.start() != last_end:
            yield segment
            segment = []
        last_end = m.end()
        kind, raw = m.lastgroup, m.group()
        if kind != "space":
            segment.append(_Token(kind, _OPERATOR.get(raw, raw) if kind == "op" else raw, m.start(), m.end()))
    yield segment


def _starts_operand(token: _Token) -> bool:
    return token.kind in ("num", "open")


def _ends_operand(tokens: list[_Token]) -> bool:
    return bool(tokens) and tokens[-1].kind in ("num", "close")


def _score_chain(text: str, chain: list[_Token]) -> list[Step]:
    if not any(t.kind == "eq" for t in chain):
        return []
    sides: list[list[_Token]] = [[]]
    for token in chain:
        if token.kind == "eq":
            sides.append([])
        else:
            sides[-1].append(token)
    sides = [side if len(side) <= MAX_SIDE_TOKENS else [] for side in sides]
    sides[0] = _drop_unmatched(sides[0], "open", "close", leading=True)
    sides[-1] = _drop_unmatched(sides[-1], "close", "open", leading=False)
    values = [_side_value(text, side, first=i == 0, last=i == len(sides) - 1) for i, side in enumerate(sides)]
    if not any(v is not None and any(_is_operation(t) for t in side) for v, side in zip(values, sides)):
        return []  # "5 = 5": no arithmetic written
    steps = []
    for (left, a), (right, b) in zip(zip(sides, values), zip(sides[1:], values[1:])):
        if a is None or b is None:
            continue
        steps.append(Step(1.0 if _equal(left, a, right, b) else 0.0, right[-1].end))
    return steps


def _is_operation(token: _Token) -> bool:
    return token.kind == "op" or (token.kind == "num" and "/" in token.text)


def _drop_unmatched(side: list[_Token], kind: str, other: str, leading: bool) -> list[_Token]:
    """Drop the parentheses around an equation that belong to the prose: "(so 2 + 3 = 5)"."""
    side = list(side)
    while side and sum(t.kind == kind for t in side) > sum(t.kind == other for t in side):
        edge = 0 if leading else -1
        if side[edge].kind != kind:
            break
        side.pop(edge)
    return side


_UNDEFINED = object()


def _side_value(text: str, side: list[_Token], first: bool, last: bool) -> Fraction | None | object:
    """The exact value of a side; ``None`` when it is not plain arithmetic; ``_UNDEFINED`` for 1/0."""
    if not side:
        return None
    if any(t.kind == "num" and sum(c.isdigit() for c in t.text) > MAX_NUMBER_DIGITS for t in side):
        return None
    if first and not _clean_before(text, side[0]):
        return None
    if last and not _clean_after(text, side[-1]):
        return None
    try:
        value, rest = _expression(side)
    except (_Unreadable, IndexError):
        return None
    except ZeroDivisionError:
        return _UNDEFINED
    return value if not rest else None


def _clean_before(text: str, token: _Token) -> bool:
    before = text[token.start - 1] if token.start else ""
    if before.isalpha() or before in _GLUED:
        return False
    i = token.start - 1
    while i >= 0 and text[i] in " \t":
        i -= 1
    spaced = text[i] if i >= 0 else ""
    if spaced.isdigit() or spaced in _OPERAND_END or spaced in _OPERATION or _lone_x(text, i):
        return False  # "2 (3 + 4)", "pages x 2/3"
    if token.kind == "op" and spaced.isalnum():
        # After a word, "so -3 + 5" starts with a sign; "x - 3" and "x + 3" continue an operation.
        return token.text == "-" and text[token.end : token.end + 1] in set("0123456789(")
    return True


def _clean_after(text: str, token: _Token) -> bool:
    after = text[token.end : token.end + 1]
    if after.isalnum() or (after in _GLUED and after != ".") or after == "(":
        return False
    if after == "." and text[token.end + 1 : token.end + 2].isalnum():
        return False  # "= 5." ends a sentence, "= 5.x" is something else
    i = _SPACES.match(text, token.end).end()
    spaced = text[i : i + 1]
    return not (spaced.isdigit() or spaced == "(" or spaced in _OPERATION or _lone_x(text, i))  # "= 1 005"


def _lone_x(text: str, i: int) -> bool:
    """An ``x`` at ``i`` that is a word of its own (a multiplication sign), not part of one."""
    return text[i : i + 1] in ("x", "X") and not text[i - 1 : i].isalpha() and not text[i + 1 : i + 2].isalpha()


class _Unreadable(ValueError):
    pass


def _expression(tokens: list[_Token]) -> tuple[Fraction, list[_Token]]:
    value, rest = _term(tokens)
    while rest and rest[0].kind == "op" and rest[0].text in "+-":
        op = rest[0].text
        right, rest = _term(rest[1:])
        value = value + right if op == "+" else value - right
    return value, rest


def _term(tokens: list[_Token]) -> tuple[Fraction, list[_Token]]:
    value, rest = _unary(tokens)
    while rest and rest[0].kind == "op" and rest[0].text in "*/":
        op = rest[0].text
        right, rest = _unary(rest[1:])
        value = value * right if op == "*" else value / right
    return value, rest


def _unary(tokens: list[_Token]) -> tuple[Fraction, list[_Token]]:
    head = tokens[0]
    if head.kind == "op" and head.text in "+-":
        value, rest = _unary(tokens[1:])
        return (-value if head.text == "-" else value), rest
    if head.kind == "num":
        return Fraction(head.text.lstrip("$€£¥").replace(",", "")), tokens[1:]
    if head.kind == "open":
        value, rest = _expression(tokens[1:])
        if not rest or rest[0].kind != "close":
            raise _Unreadable("unclosed parenthesis")
        return value, rest[1:]
    raise _Unreadable(f"unexpected {head.text!r}")


def _rounding_tolerance(side: list[_Token]) -> Fraction:
    """Half a unit of the last digit when the side is a bare decimal (``3.33``, ``-0.5``), else 0."""
    numbers = [t for t in side if t.kind == "num"]
    bare = len(numbers) == 1 and all(t.kind == "op" and t.text in "+-" for t in side[:-1]) and side[-1] is numbers[0]
    if not bare or "." not in numbers[0].text:
        return Fraction(0)
    decimals = len(numbers[0].text.split(".")[1])
    return Fraction(1, 2 * 10**decimals)


def _equal(left: list[_Token], a: Any, right: list[_Token], b: Any) -> bool:
    if a is _UNDEFINED or b is _UNDEFINED:
        return False
    tolerance = max(_rounding_tolerance(left), _rounding_tolerance(right))
    if any(t.kind == "num" and "." in t.text for t in left + right):
        tolerance = max(tolerance, _FLOAT_PRINT_TOLERANCE * max(abs(a), abs(b)))
    return abs(a - b) <= tolerance


class ArithmeticSteps(RewardPlugin):
    r"""Arithmetic steps: each written equation of numbers scored 1 or 0; as a reward, the fraction correct.

    The steps (see :mod:`reward_plugins.arithmetic_steps` for what is read and how it is
    evaluated) come from :meth:`step_rewards` as ``(score, char_end)`` pairs, the input of
    process supervision. Called as a reward it returns the fraction of correct steps, and 0.0
    for a completion without steps: a reply that writes no arithmetic earns nothing, so the
    reward cannot be gamed by leaving the reasoning out. It checks the arithmetic a completion
    writes, not whether it answers the question: use it next to an accuracy reward.

    Outcome reasons: ``all_correct`` (1.0), ``some_wrong`` (a fraction below 1), ``no_steps``
    (0.0), ``empty`` (blank completion, 0.0), ``malformed`` (no text, 0.0).

    Args:
        max_scan_chars (`int`, *optional*, defaults to `32768`):
            Only the first this many characters of a completion are read.
        max_steps (`int`, *optional*, defaults to `256`):
            At most this many steps are scored per completion (the first ones).
        cache_size (`int`, *optional*, defaults to `65536`):
            Completions whose steps are kept, so that the reward and :meth:`step_rewards` parse a
            text once.

    Example:

    >>> reward = ArithmeticSteps()
    >>> completions = ["12 + 30 = 42, so 42 × 2 = 84.", "12 + 30 = 42 and 42 * 2 = 86.", "It is 84."]
    >>> reward(prompts=["q"] * 3, completions=completions)
    [1.0, 0.5, 0.0]
    >>> reward.step_rewards(completions)
    [[(1.0, 12), (1.0, 28)], [(1.0, 12), (0.0, 28)], []]
    """

    name = "arithmetic_steps"

    def __init__(self, max_scan_chars: int = MAX_SCAN_CHARS, max_steps: int = MAX_STEPS, cache_size: int = 65536):
        for option, value in (("max_scan_chars", max_scan_chars), ("max_steps", max_steps)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"{option} must be an int >= 1, got {value!r}")
        super().__init__(cache_size)
        self.max_scan_chars = max_scan_chars
        self.max_steps = max_steps

    def steps(self, text: str) -> tuple[Step, ...]:
        """The steps of one completion text (cached)."""
        steps = self.cache.get(text)
        if steps is None:
            steps = tuple(find_steps(text, self.max_scan_chars, self.max_steps))
            self.cache.put(text, steps)
        return steps

    def step_rewards(self, completions: Sequence[Any], **kwargs: Any) -> list[list[tuple[float, int]]]:
        """``(score, char_end)`` of every step of each completion, plain or conversational.

        ``char_end`` is an offset into the completion's text as :func:`completion_text` gives it
        (end exclusive); a completion without text has no steps. Other keyword arguments (TRL's
        reward arguments) are accepted and ignored.
        """
        out = []
        for completion in completions:
            text = completion_text(completion)
            out.append([] if text is None else [(s.score, s.end) for s in self.steps(text)])
        return out

    def score(self, texts: Sequence[str | None], rows: Sequence[dict[str, Any]]) -> list[Outcome]:
        outcomes = []
        for text in texts:
            if text is None:
                outcomes.append(Outcome(0.0, "malformed"))
            elif not text.strip():
                outcomes.append(Outcome(0.0, "empty"))
            else:
                steps = self.steps(text)
                if not steps:
                    outcomes.append(Outcome(0.0, "no_steps"))
                else:
                    fraction = sum(s.score for s in steps) / len(steps)
                    outcomes.append(Outcome(fraction, "all_correct" if fraction == 1 else "some_wrong"))
        return outcomes
