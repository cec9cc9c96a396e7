r"""Find the final answer in a completion, and the gold answer in a dataset value.

Pure functions, linear in the text they read: braces are matched by one left-to-right scan,
every regex has bounded repetition next to anything it could trade characters with, and only
the last ``max_scan_chars`` characters of a completion are read (the final answer is at the
end; a 1 MB completion costs the same as a 32 KB one).

Presets (``extract_answer(text, preset)``):

- ``boxed``: the content of the last ``\boxed{...}`` (or ``\fbox{...}``).
- ``gsm8k``: what follows the last ``####``.
- ``answer_tag``: the content of the last ``<answer>...</answer>`` (an unclosed final tag
  reads to the end of the text).
- ``answer_is``: what follows the last "The answer is", "Final answer:", "Answer:",
  "the final answer is", "**Answer:**" (case-insensitive), or the number just before
  "... is the (final) answer".
- ``last_number``: the last number in the text (``1,234``, ``-3.5``, ``2e-3``, ``25%``, and
  the fractions ``3/4`` and ``\frac{3}{4}`` count as one number each).
- ``auto`` (default): the explicit final-answer markers of the first four presets compete,
  and the one that starts last in the text wins, so "I first thought 42 ... The answer is 41"
  reads 41, and a ``\boxed{}`` written after "The answer is" is the answer. A marker whose
  text holds no answer (``\boxed{}``, "the answer is unclear") is skipped for the one before
  it. Only when no marker yields an answer does ``auto`` fall back to ``last_number`` (a
  final LaTeX math expression that contains that number is taken whole, so a closing
  ``\(2\sqrt{2}\)`` reads ``2\sqrt{2}``), and only if the text ends there: a number
  followed by more reasoning ("... with 5. Hmm, I need more information.") is not an answer.

What an extracted answer looks like: LaTeX delimiters, markdown emphasis, a leading
``x =`` (everything up to the last ``=``), sentence punctuation after the answer and
trailing prose are removed; units stay and are ignored by :func:`parse_number`.

Example:

>>> extract_answer("6 * 7 = 42. First I guessed 40, then... The answer is $\\frac{3}{4}$.")
'\\frac{3}{4}'
>>> extract_answer("Natalia sold 48 clips... #### 72", preset="gsm8k")
'72'
>>> extract_answer("So we get 1,234 apples.")
'1,234'
>>> parse_number("$1,234.00")
ParsedNumber(value=Fraction(1234, 1), is_float=True, percent=False)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable

PRESETS = ("auto", "boxed", "gsm8k", "answer_tag", "answer_is", "last_number")
MAX_SCAN_CHARS = 32_768
# A string longer than this is not read as a plain number in-process (math-verify gets it, under
# its deadline).
MAX_NUMBER_CHARS = 200

# --- boxed ---------------------------------------------------------------------------------
_BRACE_EVENTS = re.compile(r"\\(?:boxed|fbox)[ \t]{0,8}\{|\\[{}]|[{}]")


@dataclass(frozen=True)
class Boxed:
    """One ``\\boxed{...}``: where it starts, its content, and whether it sits inside another."""

    start: int
    content: str
    nested: bool


def find_boxed(text: str) -> list[Boxed]:
    r"""Every closed ``\boxed{...}`` in ``text`` in order of its start, in one linear scan.

    Escaped braces (``\{``) do not count; an unclosed ``\boxed{`` is ignored.

    >>> [b.content for b in find_boxed(r"\boxed{\frac{1}{2}} and \boxed{\{1, 2\}}")]
    ['\\frac{1}{2}', '\\{1, 2\\}']
    >>> [(b.content, b.nested) for b in find_boxed(r"\boxed{a \boxed{b}}")]
    [('a \\boxed{b}', False), ('b', True)]
    """
    stack: list[int | None] = []  # content start of an open \boxed{, None for a plain brace
    found: list[Boxed] = []
    for m in _BRACE_EVENTS.finditer(text):
        token = m.group()
        if token[0] == "\\" and len(token) == 2:
            continue  # \{ or \}: a literal brace in LaTeX
        if token == "}":
            if not stack:
                continue
            start = stack.pop()
            if start is not None:
                nested = any(s is not None for s in stack)
                found.append(Boxed(start, text[start : m.start()], nested))
        elif token == "{":
            stack.append(None)
        else:  # \boxed{
            stack.append(m.end())
    found.sort(key=lambda b: b.start)
    return found


# --- numbers -------------------------------------------------------------------------------
_DIGITS = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+"
# A number inside running text: not glued to a word before it; a sign only where it cannot be
# a binary minus ("5-3" reads 5 and 3).
_NUMBER_IN_TEXT = re.compile(
    r"(?<![\w.\\])(?:(?<![\w)\]}])[-\u2212])?(?:\\[dt]?frac\{[ \t]{0,3}-?\d{1,12}[ \t]{0,3}\}\{[ \t]{0,3}\d{1,12}[ \t]{0,3}\}"
    r"|\d+[ \t]{0,2}/[ \t]{0,2}\d+(?![.,]?\d)"
    rf"|(?:{_DIGITS})(?:[eE][-+]?\d+)?(?:[ \t]?\\?%)?)"
)
_LATEX_THOUSANDS = re.compile(r"(?<=\d)(?:\{,\}|\\,|\\!|\\ |~)(?=\d{3}(?!\d))")
_TEXT_WRAPPER = re.compile(r"\\(?:text|textbf|textit|mathrm|mathbf|mbox|operatorname)\{([^{}]{0,200})\}")
_UNIT = r"(?:[A-Za-z°\u00b5€£¥₹$][A-Za-z°./\- ]{0,40}?(?:\^\{?[23]\}?|[²³])?)"
# One letter after a number is a unit (5 m, 3 g, 2 h) unless it is usually a variable (5x, 3n).
_VARIABLE_LETTERS = frozenset("abcdefijknpqrtuvwxyzABCDEFGIJKMNPQRSTUVWXYZ")
_NUMBER_FULL = re.compile(
    r"(?P<sign>[-+])?[ \t]{0,3}(?:\$|€|£|¥|₹|USD[ \t]?|Rs\.?[ \t]?)?[ \t]{0,3}(?P<sign2>-)?"
    rf"(?P<num>{_DIGITS})(?P<exp>[eE][-+]?\d{{1,4}}|[ \t]{{0,2}}(?:\\times|\\cdot|×|\*)[ \t]{{0,2}}10\^\{{?-?\d{{1,4}}\}}?)?"
    r"[ \t]{0,3}(?P<pct>%|percent\b|per cent\b)?"
    rf"(?:[ \t]{{0,3}}(?:\^\{{?\\circ\}}?|°)?[ \t]{{0,3}}(?P<unit>{_UNIT}))?[ \t]{{0,3}}[.!]?"
)
_FRACTION_FULL = re.compile(
    r"(?P<sign>-)?[ \t]{0,3}(?:\\[dt]?frac\{[ \t]{0,3}(?P<n1>-?\d{1,60})[ \t]{0,3}\}\{[ \t]{0,3}(?P<d1>-?\d{1,60})[ \t]{0,3}\}"
    r"|\\[dt]?frac(?P<n2>\d)(?P<d2>\d)"
    rf"|(?P<n3>-?\d{{1,60}})[ \t]{{0,3}}/[ \t]{{0,3}}(?P<d3>\d{{1,60}}))(?:[ \t]{{0,3}}(?P<unit>{_UNIT}))?[ \t]{{0,3}}\.?"
)


@dataclass(frozen=True)
class ParsedNumber:
    """A plain number read in-process: its exact value, whether it was written with a decimal
    point or exponent (then it compares after rounding, like math-verify), and a percent sign."""

    value: Fraction
    is_float: bool
    percent: bool


def parse_number(text: Any) -> ParsedNumber | None:
    r"""Read ``text`` as one plain number, or return ``None`` when it is anything else.

    Accepts a sign (also U+2212), currency (``$``, ``\$``, ``€``, ``£``), thousands separators
    (``1,234``, ``1{,}234``, ``1\,234``), decimals, exponents (``2e-3``, ``3 \times 10^{4}``),
    a percent sign, a trailing unit (``42 apples``, ``42 \text{ cm}^2``), a trailing period, and
    the fractions ``3/4``, ``\frac{3}{4}``, ``\dfrac34``.

    >>> parse_number("-1,234.5").value
    Fraction(-2469, 2)
    >>> parse_number(r"\frac{3}{4}").value
    Fraction(3, 4)
    >>> parse_number("42 apples").value, parse_number("25\\%").percent
    (Fraction(42, 1), True)
    >>> parse_number("x + 1") is None, parse_number("3 and 4") is None, parse_number("5x") is None
    (True, True, True)
    """
    if isinstance(text, bool) or text is None:
        return None
    if isinstance(text, int):
        return ParsedNumber(Fraction(text), False, False)
    if isinstance(text, float):
        return ParsedNumber(Fraction(text), True, False) if text == text and abs(text) != float("inf") else None
    if not isinstance(text, str):
        return None
    s = text.strip()
    if not s or len(s) > MAX_NUMBER_CHARS:
        return None
    s = _normalize_latex_number(s)
    m = _NUMBER_FULL.fullmatch(s) or _FRACTION_FULL.fullmatch(s)
    if m is not None and (m.group("unit") or "").strip() in _VARIABLE_LETTERS:
        return None  # "5x" is an expression, not five of something
    m = _NUMBER_FULL.fullmatch(s)
    if m is not None:
        num = m.group("num").replace(",", "")
        exp = m.group("exp")
        try:
            value = Fraction(num)
            if exp:
                power = int(re.search(r"-?\d+\}?$", exp).group().rstrip("}"))
                if abs(power) > 400:
                    return None
                value *= Fraction(10) ** power
        except (ValueError, ZeroDivisionError):
            return None
        if (m.group("sign") == "-") != (m.group("sign2") == "-"):
            value = -value
        is_float = "." in num or bool(exp)
        return ParsedNumber(value, is_float, bool(m.group("pct")))
    m = _FRACTION_FULL.fullmatch(s)
    if m is not None:
        num = m.group("n1") or m.group("n2") or m.group("n3")
        den = m.group("d1") or m.group("d2") or m.group("d3")
        if int(den) == 0:
            return None
        value = Fraction(int(num), int(den))
        return ParsedNumber(-value if m.group("sign") else value, False, False)
    return None


def _normalize_latex_number(s: str) -> str:
    s = s.replace("\u2212", "-").replace("\\$", "$").replace("\\%", "%").replace("\\left", "").replace("\\right", "")
    s = _LATEX_THOUSANDS.sub(",", s)
    s = _TEXT_WRAPPER.sub(lambda m: " " + m.group(1), s)
    s = s.replace("\\!", "").replace("\\,", " ").replace("\\ ", " ").replace("~", " ")
    for left, right in ("{}", "()"):
        if len(s) > 1 and s[0] == left and s[-1] == right and s.count(left) == 1:
            s = s[1:-1].strip()
    return s.strip()


def numbers_match(gold: ParsedNumber, answer: ParsedNumber, float_rounding: int = 6, rel_tol: float | None = None) -> bool:
    """Whether two plain numbers are equal the way math-verify compares them.

    Exact for integers and fractions; rounded to ``float_rounding`` decimals when either side
    was written as a decimal; within ``rel_tol`` (relative) when it is set. A percent answer
    matches both its value and its value / 100 (``25%`` is right for gold ``25`` and ``0.25``).

    >>> numbers_match(parse_number("3/4"), parse_number("0.75"))
    True
    >>> numbers_match(parse_number("1/3"), parse_number("0.33"))
    False
    >>> numbers_match(parse_number("1/3"), parse_number("0.33"), rel_tol=0.02)
    True
    """
    golds = [gold.value] + ([gold.value / 100] if gold.percent else [])
    answers = [answer.value] + ([answer.value / 100] if answer.percent else [])
    rounded = gold.is_float or answer.is_float
    for g in golds:
        for a in answers:
            if g == a:
                return True
            if rounded and round(g, float_rounding) == round(a, float_rounding):
                return True
            if rel_tol is not None and abs(g - a) <= Fraction(rel_tol) * max(abs(g), abs(a)):
                return True
    return False


# --- reading an answer out of the text after a marker ---------------------------------------
_ENV_OPEN = {"$$": "$$", "\\[": "\\]", "\\(": "\\)", "$": "$"}
_SENTENCE_END = re.compile(
    r"\.(?=\s|$)|;|</?[A-Za-z_]{1,20}>|,[ \t]{1,3}(?=[A-Za-z]{2})"
    r"|[ \t](?:because|since|which|so|as|for|and then|I hope|hope)\b|[ \t]\((?=[A-Za-z])"
)
_LAST_EQUALS = re.compile(r"(?<![<>!=\\:])(?:=|\\approx|≈)(?![=>])")
_WORD = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{2,}")
_MARKDOWN = " \t\r\n*_`:>"
_BOXED_RUN = re.compile(r"(?:\\(?:boxed|fbox)[ \t]{0,8}\{[ \t]{0,8})+")
_SPAN_CHARS = 400  # how far after a marker its answer is read


def _find_env(s: str, start: int = 0, stop: int | None = None) -> tuple[int, int, int, int] | None:
    """The first LaTeX math environment in ``s[start:stop]``: (open, content start, content end, close end)."""
    stop = len(s) if stop is None else stop
    best = None
    for opener, closer in _ENV_OPEN.items():
        i = s.find(opener, start, stop)
        while i != -1 and opener == "$" and (s.startswith("$$", i) or (i > 0 and s[i - 1] == "\\")):
            i = s.find(opener, i + 2, stop)  # "$$" is its own environment, "\$" is a dollar sign
        if i == -1 or (best is not None and i >= best[0]):
            continue
        j = s.find(closer, i + len(opener), stop)
        if j == -1 or (opener == "$" and j == i + 1):
            continue
        best = (i, i + len(opener), j, j + len(closer))
    return best


def _unbox(s: str) -> str | None:
    """The content of the innermost box when ``s`` starts with ``\\boxed{`` (or several, nested)."""
    run = _BOXED_RUN.match(s)
    if run is None:
        return None
    inner = next((b for b in find_boxed(s) if b.start == run.end()), None)  # one linear scan
    return inner.content if inner is not None else None


def _numbers(s: str) -> list[str]:
    return [m.group().strip() for m in _NUMBER_IN_TEXT.finditer(s)]


def clean_answer(s: str, prose: str = "first") -> str | None:
    r"""Turn the text a marker points at into an answer string, or ``None`` if it holds none.

    Reads one math environment, or the first line up to the end of its sentence; keeps what
    follows the last ``=``; drops markdown and punctuation. When words remain around a number
    (``approximately 42 apples``), ``prose`` says which number is the answer: ``first`` (after
    "The answer is") or ``last`` (a free-form ``<answer>`` body).

    >>> clean_answer("**$x = 42$**. I hope it is correct.")
    '42'
    >>> clean_answer("12 + 30 = 42 apples, since ...")
    '42 apples'
    >>> clean_answer(r"\(\dfrac{3}{4}\)")
    '\\dfrac{3}{4}'
    >>> clean_answer("approximately 42 apples in total")
    '42'
    """
    s = s.strip(_MARKDOWN)
    if not s:
        return None
    inner = _unbox(s)
    if inner is not None:
        return clean_answer(inner, prose) if inner.strip() else None
    env = _find_env(s, 0, _SPAN_CHARS * 4)
    if env is not None and env[0] == 0:
        s = s[env[1] : env[2]]
    else:
        s = s.split("\n", 1)[0]
        end = _SENTENCE_END.search(s)
        if end is not None:
            s = s[: end.start()]
        env = _find_env(s)
        if env is not None:
            s = s[env[1] : env[2]]  # "x = $42$": the math is the answer
    s = s.strip(_MARKDOWN)
    inner = _unbox(s)  # "$\boxed{42}$"
    if inner is not None:
        s = inner
    last_eq = None
    for last_eq in _LAST_EQUALS.finditer(s):
        pass
    if last_eq is not None and s[last_eq.end() :].strip():
        s = s[last_eq.end() :]
    s = s.strip(_MARKDOWN + ".,;!?")
    if not s:
        return None
    if parse_number(s) is None and _WORD.search(_TEXT_WRAPPER.sub("", s)) is not None:
        numbers = _numbers(s)
        if numbers:
            s = numbers[0] if prose == "first" else numbers[-1]
    return s


def _is_answer(answer: str | None, raw: str) -> bool:
    """After "the answer is": a number or some math; a bare word (``B``, ``Friday``) only when
    it is all the line holds, so "let me answer: first, ..." is not an answer."""
    if not answer:
        return False
    if any(c.isdigit() for c in answer) or "\\" in answer or "^" in answer:
        return True
    line = raw.strip(_MARKDOWN).split("\n", 1)[0]
    return line.strip(_MARKDOWN + ".!$") == answer and len(answer) <= 40


def _read_body(body: str) -> str | None:
    """The answer inside an ``<answer>`` tag: a marker in it, else the body itself when it is
    one short line, else the last number."""
    stripped = body.strip()
    if not stripped:
        return None
    inner = _last_marker_answer(stripped)
    if inner is not None:
        return inner
    if "\n" not in stripped and len(stripped) <= _SPAN_CHARS:
        return clean_answer(stripped, prose="last")
    return _fallback(stripped)


# --- markers -------------------------------------------------------------------------------
_ANSWER_PHRASE = re.compile(
    r"(?i)\banswers?\b(?:\*\*|__)?(?:,[^,\n]{1,30},)?[ \t]{0,3}(?:(?:is|would[ \t]be|will[ \t]be|should[ \t]be"
    r"|must[ \t]be|equals)\b[ \t]{0,3}:?|:|=)"
)
_IS_THE_ANSWER = re.compile(r"(?i)\bis[ \t]{1,3}(?:the|my|our)[ \t]{1,3}(?:(?:final|correct|right)[ \t]{1,3})?answer\b")
_GSM8K = re.compile(r"(?<!#)####(?!#)")
_GSM8K_ANSWER_START = re.compile(r"[ \t]{0,8}(?:\*\*)?[ \t]{0,3}(?:[-+\u2212$\\.(\[{€£]|\d)")
_TAG_OPEN = re.compile(r"(?i)<answer>")
_TAG_CLOSE = re.compile(r"(?i)</answer>")

# A marker: (start, kind, reader). Readers run lazily, last marker first, so a long text with
# many markers costs one read in the common case and stays linear in the worst.
_Marker = tuple[int, str, Callable[[], "str | None"]]


def _boxed_markers(text: str) -> list[_Marker]:
    return [
        (b.start, "boxed", lambda b=b: clean_answer(b.content) if b.content.strip() else None)
        for b in find_boxed(text)
        if not b.nested
    ]


def _gsm8k_markers(text: str) -> list[_Marker]:
    # "#### Step 1: ..." is a markdown heading, not GSM8K's answer line: the answer starts with math.
    return [
        (m.start(), "gsm8k", lambda m=m: clean_answer(text[m.end() : m.end() + _SPAN_CHARS]))
        for m in _GSM8K.finditer(text)
        if _GSM8K_ANSWER_START.match(text, m.end())
    ]


def _tag_markers(text: str) -> list[_Marker]:
    opens = list(_TAG_OPEN.finditer(text))
    markers = []
    for k, m in enumerate(opens):
        # A body ends at its closing tag, or (unclosed) at the next opening tag or the end.
        stop = opens[k + 1].start() if k + 1 < len(opens) else len(text)
        close = _TAG_CLOSE.search(text, m.end(), stop)
        end = close.start() if close is not None else stop
        markers.append((m.start(), "answer_tag", lambda a=m.end(), e=end: _read_body(text[a:e])))
    return markers


def _phrase_markers(text: str) -> list[_Marker]:
    def read(m: re.Match) -> str | None:
        raw = text[m.end() : m.end() + _SPAN_CHARS]
        answer = clean_answer(raw)
        return answer if _is_answer(answer, raw) else None

    def read_before(m: re.Match) -> str | None:
        # "... so 42 is the final answer": the number just before the phrase, on its line.
        before = text[max(0, m.start() - 120) : m.start()].rsplit("\n", 1)[-1]
        last = None
        for last in _NUMBER_IN_TEXT.finditer(before):
            pass
        if last is None or len(before[last.end() :].strip(_MARKDOWN + "$\\)]")) > 20:
            return None
        return clean_answer(last.group())

    markers = [(m.start(), "answer_is", lambda m=m: read(m)) for m in _ANSWER_PHRASE.finditer(text)]
    markers += [(m.start(), "answer_is", lambda m=m: read_before(m)) for m in _IS_THE_ANSWER.finditer(text)]
    return markers


_MARKER_FINDERS = {
    "boxed": _boxed_markers,
    "gsm8k": _gsm8k_markers,
    "answer_tag": _tag_markers,
    "answer_is": _phrase_markers,
}


def _last_marker_answer(text: str, kinds: tuple[str, ...] = tuple(_MARKER_FINDERS)) -> str | None:
    markers = sorted((m for kind in kinds for m in _MARKER_FINDERS[kind](text)), key=lambda m: m[0])
    for _, _, read in reversed(markers):
        answer = read()
        if answer is not None:
            return answer
    return None


def last_number(text: str) -> str | None:
    r"""The last number in ``text`` (see the module docstring for what counts as one).

    >>> last_number("She had 3/4 of 1,200, that is 900 apples.")
    '900'
    >>> last_number("no digits here") is None
    True
    """
    last = None
    for last in _NUMBER_IN_TEXT.finditer(text):
        pass
    return last.group().strip() if last is not None else None


_MAX_TAIL_CHARS = 80
# After the last number, a new sentence of three or more words ("... 5. Hmm, I need more
# information.") means the number was part of the reasoning; a sign-off does not count.
_NEW_SENTENCE = re.compile(
    r"[.!?][ \t\n]+(?!I hope|Hope|Let me know|Thank|Good luck|Done)[^\s.!?]+[ \t]+[^\s.!?]+[ \t]+[^\s.!?]+"
)


def _fallback(text: str) -> str | None:
    """``auto`` without a marker: the last number (or the math environment that holds it), if
    the text ends there: only a short tail (a unit, "left.", "I hope it is correct.") may
    follow, and not a colon ("Step 1: ...")."""
    last = None
    for last in _NUMBER_IN_TEXT.finditer(text):
        pass
    if last is None:
        return None
    lo = max(0, last.start() - _SPAN_CHARS)
    hi = min(len(text), last.end() + _SPAN_CHARS)
    env, pos = None, lo
    while True:  # environments in a bounded window around the number
        found = _find_env(text, pos, hi)
        if found is None or found[0] >= last.start():
            break
        env, pos = found, found[3]
    inside = env is not None and env[1] <= last.start() and last.end() <= env[2]
    tail = text[env[3] if inside else last.end() :]  # type: ignore[index]
    if len(tail.strip()) > _MAX_TAIL_CHARS or tail.lstrip().startswith(":") or _NEW_SENTENCE.search(tail):
        return None  # the text goes on after its last number: that number was not a final answer
    if inside:
        answer = clean_answer(text[env[1] : env[2]], prose="last")  # type: ignore[index]
        if answer is not None:
            return answer
    return last.group().strip()


def extract_answer(text: str | None, preset: str = "auto", max_scan_chars: int = MAX_SCAN_CHARS) -> str | None:
    r"""The final answer of a completion under ``preset``, or ``None`` when there is none.

    Args:
        text (`str` or `None`):
            The completion text.
        preset (`str`, *optional*, defaults to `"auto"`):
            One of ``auto``, ``boxed``, ``gsm8k``, ``answer_tag``, ``answer_is``, ``last_number``.
        max_scan_chars (`int`, *optional*, defaults to `32768`):
            Only the last this many characters are read.

    Returns:
        `str` or `None`: the answer as written (LaTeX kept, delimiters removed).

    Example:

    >>> extract_answer("The answer is 42. Let me verify: 6 * 7 = 42.")
    '42'
    >>> extract_answer(r"<think>maybe 12</think><answer>\boxed{-7}</answer>")
    '-7'
    >>> extract_answer("I got 5 at first. Final answer: 6")
    '6'
    >>> extract_answer("The answer is 42", preset="boxed") is None
    True
    """
    if preset not in PRESETS:
        raise ValueError(f"unknown extraction preset {preset!r}; choose one of {', '.join(PRESETS)}")
    if not isinstance(text, str) or not text.strip():
        return None
    if len(text) > max_scan_chars:
        text = text[-max_scan_chars:]
    text = text.replace("\ufffd", " ")  # bytes that were not UTF-8 say nothing about the answer
    if preset == "last_number":
        return last_number(text)
    if preset == "auto":
        answer = _last_marker_answer(text)
        return answer if answer is not None else _fallback(text)
    return _last_marker_answer(text, (preset,))


def extract_gold(value: Any) -> str | None:
    r"""The gold answer in a dataset value: after ``####`` (GSM8K), else the last ``\boxed{}``,
    else the whole value without its LaTeX delimiters; ``None`` when there is nothing.

    >>> extract_gold("Natalia sold 48/2 = 24 clips in May.\n#### 72")
    '72'
    >>> extract_gold("$\\frac{3}{4}$"), extract_gold(42), extract_gold("  ")
    ('\\frac{3}{4}', '42', None)
    >>> extract_gold("The answer is $\\frac{1}{2}$.")
    '\\frac{1}{2}'
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
        return extract_gold(value[0])
    if not isinstance(value, str):
        value = str(value)
    s = value.strip()
    if not s:
        return None
    if "####" in s:
        return clean_answer(s.rsplit("####", 1)[1])
    boxed = [b for b in find_boxed(s) if not b.nested]
    if boxed:
        return boxed[-1].content.strip() or None
    env = _find_env(s)
    if env is not None and env[0] == 0 and env[3] >= len(s.rstrip(" .")):
        s = s[env[1] : env[2]]
    elif _WORD.search(_TEXT_WRAPPER.sub("", s)) is not None and " " in s:
        answer = extract_answer(s)  # a sentence ("The answer is $\frac{1}{2}$"): read it like a completion
        if answer is not None:
            return answer
    return s.strip().rstrip(".") or None
