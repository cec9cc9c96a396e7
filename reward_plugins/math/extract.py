r"""Find the final answer in a completion, and the gold answer in a dataset value.

Pure functions, linear in the text they read: braces are matched by one left-to-right scan,
every regex has bounded repetition next to anything it could trade characters with, and only
the last ``max_scan_chars`` characters of a completion are read (the final answer is at the
end; a 1 MB completion costs the same as a 32 KB one).

Before any preset: only the text after the last ``</think>`` is read (a ``<think>`` never
closed holds no answer), and nothing after a chat template's end-of-turn token.

Presets (``extract_answer(text, preset)``):

- ``boxed``: the content of the final group of ``\boxed{...}`` (or ``\fbox{...}``): boxes side
  by side, or apart only by a separator (``and``, ``or``, ``,``, ``;``) and at most one other
  word, form one list ("\boxed{1} papers and \boxed{2} bins" reads ``1, 2``); a box further
  back, apart by reasoning, was revised and does not count.
- ``gsm8k``: what follows the last ``####``.
- ``answer_tag``: the content of the last ``<answer>...</answer>`` (an unclosed final tag
  reads to the end of the text).
- ``answer_is``: what follows the last "The answer is", "Final answer:", "Answer:",
  "the final answer is", "**Answer:**" (case-insensitive; also "Réponse", "Respuesta",
  "Antwort", "答案"), or the number or math just before "... is the (final) answer".
- ``last_number``: the last number in the text (``1,234``, ``-3.5``, ``2e-3``, ``25%``, and
  the fractions ``3/4`` and ``\frac{3}{4}`` count as one number each).
- ``auto`` (default): the explicit final-answer markers of the first four presets compete,
  and the one that starts last in the text wins, so "I first thought 42 ... The answer is 41"
  reads 41, and a ``\boxed{}`` written after "The answer is" is the answer. A marker whose
  text holds no answer (``\boxed{}``, "the answer is unclear", "the answer is not 2") is
  skipped for the one before it. Only when no marker yields an answer does ``auto`` fall back
  to the final statement, and only if the text ends there: a closing math environment or
  ``\begin{...}...\end{...}`` block, taken whole, else the run of math around the last number
  (``x^2+y^2+4x-6y+13``, ``(7, 6)``, ``2 or 3``), never a number cut out of it. A number
  followed by more reasoning ("... with 5. Hmm, I need more information.") is not an answer.

What an extracted answer looks like: the answer as written, structure kept (a matrix, a tuple,
an equation ``x = 42``, a list ``2, 3``), without LaTeX delimiters, markdown emphasis and
sentence punctuation. Only prose around a number is cut down ("approximately 42 apples" →
``42``, "12 + 30 = 42 apples" → ``42``); a number the prose qualifies ("not 2", "at least 2",
"2 squared", "2 million") is no answer, and several values offered in the answer's clause
("2 (or possibly 3)", "The answer is 2. Or 3.") are returned as the list ``2, 3``.

Example:

>>> extract_answer("6 * 7 = 42. First I guessed 40, then... The answer is $\\frac{3}{4}$.")
'\\frac{3}{4}'
>>> extract_answer("Natalia sold 48 clips... #### 72", preset="gsm8k")
'72'
>>> extract_answer("So we get 1,234 apples.")
'1,234'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from reward_plugins.math.numbers import NUMBER_IN_TEXT, TEXT_WRAPPER, parse_number

PRESETS = ("auto", "boxed", "gsm8k", "answer_tag", "answer_is", "last_number")
MAX_SCAN_CHARS = 32_768

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


# --- reading an answer out of the text after a marker ---------------------------------------
_ENV_OPEN = {"$$": "$$", "\\[": "\\]", "\\(": "\\)", "$": "$"}
_SENTENCE_END = re.compile(
    r"\.(?=\s|$)|;(?![ \t]{0,3}[-\d\\(])|</?[A-Za-z_]{1,20}>|,[ \t]{1,3}(?=[A-Za-z]{2})(?!(?:or|and)\b)"
    r"|[ \t](?:because|since|which|so|as|for|and then|I hope|hope)\b|[ \t]\((?=[A-Za-z])"
)
_LAST_EQUALS = re.compile(r"(?<![<>!=\\:])(?:=|\\approx|≈)(?![=>])")
_WORD = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{2,}")
_MARKDOWN = " \t\r\n*_`:>"
# Words and signs that offer alternatives between values.
_ALTERNATIVES = re.compile(
    r"(?i)(?<![A-Za-z\\])(?:or|either|else|otherwise|maybe|perhaps|possibly|alternatively)(?![A-Za-z])"
    r"|\\(?:pm|mp)(?![A-Za-z])|±|∓"
    r"|(?<=[\d}a-z)])[ \t]{0,3}(?:;|\band\b|\\text\{[ \t]{0,3}(?:and|or)[ \t]{0,3}\})[ \t]{0,3}(?=[-\d\\(a-z])"
)
_FILLER = re.compile(r"(?i)\b(?:either|both)\b")
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
        while j != -1 and closer == "$" and s[j - 1] == "\\":
            j = s.find(closer, j + 1, stop)  # "\$" inside math is a dollar sign
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
    return [m.group().strip() for m in NUMBER_IN_TEXT.finditer(s)]


def clean_answer(s: str, prose: str = "first") -> str | None:
    r"""Turn the text a marker points at into an answer string, or ``None`` if it holds none.

    Reads one math environment, or the first line up to the end of its sentence; keeps what
    follows the last ``=``; drops markdown and punctuation. When words remain around a number
    (``approximately 42 apples``), ``prose`` says which number is the answer: ``first`` (after
    "The answer is") or ``last`` (a free-form ``<answer>`` body).

    >>> clean_answer("**$x = 42$**. I hope it is correct.")
    'x = 42'
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
        outer = find_boxed(s[: _SPAN_CHARS * 4])[:1]
        if outer and _QUALIFIER_AFTER.match(s, outer[0].start + len(outer[0].content) + 1):
            return None  # "\boxed{8} minus one"
        return _clean_boxed(inner)
    env = _find_env(s, 0, _SPAN_CHARS * 4)
    if env is not None and env[0] == 0:
        if _QUALIFIER_AFTER.match(s, env[3]):
            return None  # "$2$ cubed"
        return _clean_math(_env_chain(s, env), prose)
    s = s.split("\n", 1)[0]
    clause = _CLAUSE.match(s)
    if clause is not None and _qualified(clause.group()):
        return None  # "not 2", "at least 2", "2 squared", "2 million": not the number 2
    if clause is not None and _ALTERNATIVES.search(clause.group()):
        # "2 (or possibly 3)", "42 if we ignore the sign, else -42": several values offered in the
        # answer's own clause. The list of them is the answer (a hedge against a single gold).
        numbers = list(dict.fromkeys(_numbers(clause.group())))
        if len(numbers) > 1:
            return ", ".join(numbers)
    end = _SENTENCE_END.search(s)
    if end is not None:
        s = s[: end.start()]
    predicate = None
    for predicate in _PREDICATE.finditer(s):
        pass
    if predicate is not None and s[predicate.end() :].strip(_MARKDOWN + ".,;!?$"):
        s = s[predicate.end() :]  # "the volume of $ABCD$ is 120": what the sentence says it is
    env = _find_env(s)
    if env is not None:
        return _clean_math(_env_chain(s, env), prose)  # "x = $42$": the math is the answer
    s = s.strip(_MARKDOWN)
    inner = _unbox(s)  # "$\boxed{42}$"
    if inner is not None:
        return _clean_boxed(inner)
    s = s.strip(_MARKDOWN).rstrip(".,;!?").strip()
    if not s:
        return None
    if _ALTERNATIVES.search(s):
        # "2 or 3", "x = 2 or x = 3", "either 2 or 3": several values offered. Kept whole, so the
        # checker sees a set (a hedge, unless the gold is that set), never just one of them.
        return _FILLER.sub(" ", s).strip() or None
    return _reduce_prose(s, prose)


def _reduce_prose(s: str, prose: str) -> str:
    constant = _CONSTANT_EQUATION.fullmatch(s)
    if constant is not None:
        return constant.group(1).strip()
    if parse_number(s) is None and _WORD.search(TEXT_WRAPPER.sub("", s)) is not None:
        # Prose around the answer ("12 + 30 = 42 apples"): the result of the last computation,
        # else the number the sentence names.
        last_eq = None
        for last_eq in _LAST_EQUALS.finditer(s):
            pass
        if last_eq is not None and s[last_eq.end() :].strip(_MARKDOWN + ".,;!?"):
            s = s[last_eq.end() :].strip(_MARKDOWN + ".,;!?")
        if parse_number(s) is None and _WORD.search(TEXT_WRAPPER.sub("", s)) is not None:
            numbers = _numbers(s)
            if numbers:
                s = numbers[0] if prose == "first" else numbers[-1]
    return s


# Words that make a number in prose mean something else: before it, negation and bounds ("not 2",
# "at least 2"); right after it, operations, scale and bounds ("2 squared", "2 million", "2 or more").
_QUALIFIER_BEFORE = re.compile(
    r"(?i)\b(?:not|never|cannot|can't|isn't|aren't|wasn't|least|most|more|less|fewer|greater|smaller|larger"
    r"|than|exceeds?|exceeding|above|below|under|over|up to|nearly|almost|roughly)\b"
)
_QUALIFIER_AFTER = re.compile(
    r"(?i)[ \t]{0,3}(?:\$[ \t]{0,3})?(?:or[ \t]+)?(?:squared|cubed|times|plus|minus|divided|multiplied|to the|factorial"
    r"|hundreds?|thousands?|millions?|billions?|trillions?|dozens?|halves|half|more|less|fewer|greater|smaller|larger"
    r"|or (?:more|less|fewer|greater|so)|and up|at (?:least|most))\b"
)


def _qualified(clause: str) -> bool:
    first = NUMBER_IN_TEXT.search(clause)
    if first is None:
        return False
    return _qualified_at(clause, first.start(), first.end())


def _qualified_at(text: str, start: int, end: int) -> bool:
    """Whether the number at ``text[start:end]`` is qualified by the words just around it."""
    before = " ".join(text[max(0, start - 60) : start].split()[-2:])
    return bool(_QUALIFIER_BEFORE.search(before) or _QUALIFIER_AFTER.match(text, end))


# "The answer is 2. Or 3.": a second value offered right after the answer's sentence.
_SECOND_THOUGHT = re.compile(
    r"^[^\n]{0,200}?\.[ \t]{1,3}(?:or|alternatively|maybe|possibly|perhaps|otherwise)\b[^.\n]{0,40}?(-?\d[\d.,/]*)",
    re.IGNORECASE,
)
# The clause an answer sits in: up to the end of its sentence or a reason given for it.
_CLAUSE = re.compile(
    r"[^\n]{0,400}?(?=\.(?:\s|$)|[ \t](?:because|since|which|so|as|for|I hope|hope)\b|</?[A-Za-z_]{1,20}>|$)"
)
_PREDICATE = re.compile(r"(?i)(?<![A-Za-z\\])(?:is|are|was|equals|would be|will be)(?![A-Za-z])")
_ENV_JOINER = re.compile(r"[ \t]{0,3}(?:,?[ \t]{0,3}(?:and|or)|,)[ \t]{0,3}")


def _env_chain(s: str, env: tuple[int, int, int, int]) -> str:
    """The content of ``env``, joined with the environments that follow it as a list
    ("$12$ and $13$", "$1$, $2$ or $3$"), as math-verify joins them."""
    parts = [s[env[1] : env[2]]]
    for _ in range(5):
        joiner = _ENV_JOINER.match(s, env[3])
        nxt = _find_env(s, joiner.end(), joiner.end() + _SPAN_CHARS) if joiner else None
        if nxt is None or nxt[0] != joiner.end():
            break
        parts.append(s[nxt[1] : nxt[2]])
        env = nxt
    return ", ".join(p.strip() for p in parts)


def _clean_math(s: str, prose: str = "first") -> str | None:
    """The content of a math environment as an answer: all of it (a matrix, an equation, a
    list), its box when it holds one; only prose around a number is cut down (see
    :func:`clean_answer`)."""
    s = s.strip(_MARKDOWN)
    inner = _unbox(s)
    if inner is not None:
        return _clean_boxed(inner)
    s = s.rstrip(".,;").strip()
    if not s:
        return None
    if _ALTERNATIVES.search(s):
        return _FILLER.sub(" ", s).strip() or None
    if "\n" in s or "\\begin" in s or "," in s:
        return s  # a matrix, a list: structure for math-verify, not prose
    return _reduce_prose(s, prose)


# \text{ or }, \text{ (or }, \text{, or 6}: running text inside the math that offers alternatives.
_TEXT_BLOCK = re.compile(r"\\text\{([^{}]{0,200})\}")
_TEXT_PUNCTUATION = re.compile(r"\\text\{[ \t(),.;]{0,6}\}")
_LIST_COMMAS = re.compile(r"(?:[ \t]*,[ \t]*)+")


def _text_alternatives(m: re.Match) -> str:
    inner = m.group(1)
    if not _ALTERNATIVES.search(inner) and not re.search(r"(?i)\band/or\b", inner):
        return m.group()
    # The words that offer alternatives become list separators; what they offer stays.
    rest = _ALTERNATIVES.sub(",", inner.replace("and/or", ","))
    return " , " + rest.strip(" ()") + " , "


def _clean_boxed(content: str) -> str | None:
    """A box's content is the answer as written: only surrounding space and punctuation go
    (and ``\\text{ (or }`` becomes a list separator, so the alternatives it offers are seen)."""
    if "\\text" in content:
        content = _TEXT_BLOCK.sub(_text_alternatives, content)
        content = _LIST_COMMAS.sub(", ", _TEXT_PUNCTUATION.sub(" ", content)).strip(" ,")
    content = content.strip(" \t\r\n$")
    inner = _unbox(content)
    if inner is not None and _BOXED_RUN.match(content) and content.endswith("}"):
        content = inner.strip(" \t\r\n$")  # \boxed{\boxed{42}}
    content = content.rstrip(".,;").strip()  # "!" stays: in math it is a factorial
    return content or None


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
    r"(?i)(?:\banswers?\b|\bréponse\b|\brespuesta\b|\bantwort\b|答案)"
    r"(?:\*\*|__)?(?:,[^,\n]{1,30},)?[ \t]{0,3}(?:(?:is|would[ \t]be|will[ \t]be|should[ \t]be"
    r"|must[ \t]be|equals|est)\b[ \t]{0,3}:?|[:：]|=)"
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
    def read(b: Boxed) -> str | None:
        after = b.start + len(b.content) + 1
        if text.startswith("^", after) or _QUALIFIER_AFTER.match(text, after):
            return None  # "\boxed{8} minus one", "\boxed{2}^2": the box is not all of the answer
        return _clean_boxed(b.content)

    return [(b.start, "boxed", lambda b=b: read(b)) for b in find_boxed(text) if not b.nested]


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
        if not _is_answer(answer, raw):
            return None
        second = _SECOND_THOUGHT.search(raw)
        if second is not None and "\n" not in raw[: second.start()]:
            return f"{answer}, {second.group(1)}"  # "The answer is 2. Or 3.": a hedge over two sentences
        return answer

    def read_before(m: re.Match) -> str | None:
        # "... so 42 is the final answer": the number (or the math) just before the phrase, on its line.
        before = text[max(0, m.start() - 120) : m.start()].rsplit("\n", 1)[-1]
        if before.rstrip().endswith(("$", "\\)", "\\]")):
            env = _last_env(before)
            if env is not None and not before[env[3] :].strip():
                return _clean_math(before[env[1] : env[2]])
        last = None
        for last in NUMBER_IN_TEXT.finditer(before):
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
    for _, kind, read in reversed(markers):
        answer = read()
        if answer is not None:
            return _all_boxes(text) if kind == "boxed" else answer
    return None


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


def _all_boxes(text: str) -> str | None:
    """The final group of boxes (see :func:`_box_group`): one answer when they agree, else the
    list of their values (a hedge, unless the gold is that list: math-verify reads it as a set).
    A box further back, apart from the final one by reasoning, was revised and does not count."""
    boxes = [b for b in find_boxed(text) if not b.nested]
    if not boxes:
        return None
    answers: dict[str, str] = {}
    for b in _box_group(text, boxes):
        answer = _clean_boxed(b.content)
        if answer is not None:
            answers.setdefault(answer_key(answer), answer)
    if not answers:
        return None
    return ", ".join(answers.values())


def last_number(text: str) -> str | None:
    r"""The last number in ``text`` (see the module docstring for what counts as one).

    >>> last_number("She had 3/4 of 1,200, that is 900 apples.")
    '900'
    >>> last_number("no digits here") is None
    True
    """
    last = None
    for last in NUMBER_IN_TEXT.finditer(text):
        pass
    return last.group().strip() if last is not None else None


_MAX_TAIL_CHARS = 80
# After the last number, a new sentence of three or more words ("... 5. Hmm, I need more
# information.") means the number was part of the reasoning; a sign-off does not count.
_NEW_SENTENCE = re.compile(
    r"[.!?][ \t\n]+(?!I hope|Hope|Let me know|Thank|Good luck|Done)[^\s.!?]+[ \t]+[^\s.!?]+[ \t]+[^\s.!?]+"
)


def _fallback(text: str) -> str | None:
    """``auto`` without a marker: the final statement of the text, if the text ends there (only a
    short tail -- a unit, "left.", "I hope it is correct." -- may follow, and not a colon as in
    "Step 1: ..."). That statement is a closing math environment, taken whole (``$(7, 6)$``,
    ``$\\frac{\\sqrt{505}}{7}$``), or else the run of math around the last number
    (``x^2+y^2+4x-6y+13``, ``(7, 6)``, ``2 or 3``), never a number cut out of it."""
    block = _END_BLOCK.search(text[-_SPAN_CHARS * 4 :])
    if block is not None:  # a bare matrix / array that ends the text, taken whole
        begin = text.rfind("\\begin{" + block.group(1) + "}")
        if begin != -1:
            return text[begin : len(text) - len(block.group(2))].strip()
    envs = _last_envs(text)
    if envs and _ends_text(text[envs[-1][3] :]) and not _QUALIFIER_AFTER.match(text, envs[-1][3]):
        answer = _clean_math(", ".join(text[e[1] : e[2]].strip() for e in envs), prose="last")
        if answer is not None:
            return answer
    closing = _closing_latex(text)
    if closing is not None:
        return closing
    last = None
    for last in NUMBER_IN_TEXT.finditer(text):
        pass
    if last is None:
        return None
    lo = max(0, last.start() - _SPAN_CHARS)
    boxes = find_boxed(text[lo : last.end() + _SPAN_CHARS])
    if any(b.start <= last.start() - lo <= b.start + len(b.content) for b in boxes):
        return None  # a number in a box: the box was read (and refused) as a marker already
    end = last.end()
    while end < len(text) and text[end] in ")]}" and end - last.end() < 4:
        end += 1  # the closing brackets of a tuple or interval belong to it
    if not _ends_text(text[end:]):
        return None  # the text goes on after its last number: that number was not a final answer
    ends = _CLAUSE_END.finditer(text, max(0, last.start() - 200), last.start())
    clause_start = max((m.end() for m in ends), default=0)
    if _qualified_at(text[clause_start:], last.start() - clause_start, last.end() - clause_start):
        return None  # "... is at least 2", "... 2 million": not the number itself
    return _math_run(text[max(0, last.start() - _SPAN_CHARS) : end]) or last.group().strip()


_END_BLOCK = re.compile(r"\\end\{([A-Za-z]{1,12}\*?)\}([ \t\n.]{0,8})$")


def _ends_text(tail: str) -> bool:
    """Whether the text says nothing more after an answer: a short tail, or a reason given for it
    ("..., since each box holds five.") that names no other number."""
    if _REASON_TAIL.match(tail) and not _MORE_MATH.search(tail):
        return True
    return not (len(tail.strip()) > _MAX_TAIL_CHARS or tail.lstrip().startswith(":") or _NEW_SENTENCE.search(tail))


_REASON_TAIL = re.compile(r"(?i)[ \t]{0,3}(?:[A-Za-z]{1,20}[ \t]{0,2}){0,2}[,;]?[ \t]{0,3}(?:because|since|as|which|where|so that|given that)\b[^\n]{0,300}$")
_MORE_MATH = re.compile(r"\d|\$|\\\(|\\\[|\n")


def _last_env(text: str) -> tuple[int, int, int, int] | None:
    """The last math environment that starts in the final stretch of the text."""
    envs = _last_envs(text)
    return envs[-1] if envs else None


def _last_envs(text: str) -> list[tuple[int, int, int, int]]:
    """The last math environment in the final stretch of the text, with the ones before it that
    form a list with it ("$12$ and $13$")."""
    envs, pos = [], max(0, len(text) - 2 * _SPAN_CHARS)
    while True:
        found = _find_env(text, pos)
        if found is None:
            break
        if envs and not _ENV_JOINER.fullmatch(text, envs[-1][3], found[0]):
            envs = []
        envs.append(found)
        pos = found[3]
    return envs


_CLAUSE_END = re.compile(r"[.:!?;](?:\s|$)|\n")
_LATEX_COMMAND = re.compile(r"\\[A-Za-z]+")
_ENGLISH_LETTERS = frozenset({"a", "A", "I"})
_JOINERS = frozenset({"or", "and"})


_ANY_WORD = re.compile(r"[^\W\d_]{2,}")


def _mathy(token: str) -> bool:
    token = token.strip("*_`$")
    if not token or "\\text" in token or token in _ENGLISH_LETTERS:
        return False
    return _ANY_WORD.search(_LATEX_COMMAND.sub(" ", token)) is None


def _math_run(segment: str) -> str | None:
    """The math that ends ``segment``: its whitespace-separated tokens back to the first word
    (``or`` / ``and`` between math count as math: they offer a list)."""
    cut = None
    for cut in _CLAUSE_END.finditer(segment):
        pass
    if cut is not None:
        segment = segment[cut.end() :]
    tokens = segment.split()
    run: list[str] = []
    k = len(tokens) - 1
    while k >= 0:
        token = tokens[k]
        if _mathy(token) or (token.lower() in _JOINERS and run and k > 0 and _mathy(tokens[k - 1])):
            run.append(token)
            k -= 1
            continue
        break
    answer = " ".join(reversed(run)).strip(_MARKDOWN + "$").rstrip(".,;!?")
    answer = _LEADING_RELATION.sub("", answer)  # "... from 10. = 170": the value after a dangling "="
    if not answer:
        return None
    answer = _decimal_comma(answer)
    if _ALTERNATIVES.search(answer):
        return answer
    constant = _CONSTANT_EQUATION.fullmatch(answer)
    return constant.group(1).strip() if constant else answer


def _closing_latex(text: str) -> str | None:
    r"""Bare LaTeX math that ends the text (``\frac13``, ``x = \sqrt2``, ``\pi``), which the number
    scan does not see; ``None`` when the text does not end in LaTeX or words qualify it."""
    end = text.rstrip(" \t\n.!?")
    segment = end[-_SPAN_CHARS:]
    tokens = segment.split()
    if not tokens or "\\" not in tokens[-1] or not _mathy(tokens[-1]):
        return None
    answer = _math_run(segment)
    if answer is None or "\\" not in answer:
        return None
    words = [t for t in tokens[: len(tokens) - len(answer.split())]][-2:]
    if _QUALIFIER_BEFORE.search(" ".join(words)):
        return None  # "is not \frac13"
    return answer


_LEADING_RELATION = re.compile(r"^(?:=|\\approx|≈|:)[ \t]{0,3}")
_SPACE_THOUSANDS = re.compile(r"-?[1-9]\d{0,2}(?: \d{3})+(?:\.\d+)?")
_COMMA_NUMBER = re.compile(r"(-?\d+),(\d+)")


def _decimal_comma(s: str) -> str:
    """``1,22`` / ``0,111`` / ``1000,99`` written as plain text are decimals (a comma that
    does not group thousands), as math-verify reads them; ``1,000`` stays one thousand."""
    if _SPACE_THOUSANDS.fullmatch(s):
        return s.replace(" ", "")  # "1 000" in plain text: one thousand, as math-verify's text reading has it
    m = _COMMA_NUMBER.fullmatch(s)
    if m is None or (re.fullmatch(r"-?[1-9]\d{0,2}", m.group(1)) and len(m.group(2)) == 3):
        return s
    return f"{m.group(1)}.{m.group(2)}"


# "3 + 4 = 7": arithmetic ending in its result, which is the answer (math-verify compares the
# right-hand side of an equation against a plain gold, too).
_CONSTANT_EQUATION = re.compile(r"[\d\s+\-*/×÷().,^]{1,200}=[ \t]{0,3}(-?[\d.,]{1,40})")


# A chat template's end-of-turn token: what follows is not the model's answer.
_END_OF_TURN = re.compile(r"<\|(?:im_end|im_start|endoftext|eot_id|end_of_text|end)\|>")
_TURN_HEADER = re.compile(r"^\s*(?:<\|(?:im_start|start_header_id|begin_of_text)\|>\s*(?:assistant)?\s*(?:<\|end_header_id\|>)?\s*)+")
_SIGN_OFF = re.compile(r"(?i)[ \t]{0,3}I hope (?:it|this) is correct\.?[ \t\n]{0,20}$")
_THINK_OPEN = re.compile(r"(?i)<think>")
_THINK_CLOSE = re.compile(r"(?i)</think>")


def after_thinking(text: str) -> str | None:
    """The text after the last ``</think>``; ``None`` while a ``<think>`` is still open (the
    reasoning never ended, so it holds no final answer); the text itself when there is neither.

    >>> after_thinking("<think>maybe 3</think>It is 4"), after_thinking("<think>maybe 3") is None
    ('It is 4', True)
    """
    close = None
    for close in _THINK_CLOSE.finditer(text):
        pass
    if close is not None:
        return text[close.end() :]
    return None if _THINK_OPEN.search(text) else text


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
    text = after_thinking(text)
    if text is None:
        return None
    text = _END_OF_TURN.split(_TURN_HEADER.sub("", text, count=1), 1)[0]
    text = _SIGN_OFF.sub("", text)
    if preset == "last_number":
        return last_number(text)
    if preset == "auto":
        answer = _last_marker_answer(text)
        return answer if answer is not None else _fallback(text)
    return _last_marker_answer(text, (preset,))


def box(answer: str) -> str:
    r"""``answer`` as a boxed LaTeX document for math-verify (a bare ``%`` would start a LaTeX comment).

    >>> box("25%")
    '\\boxed{25\\%}'
    """
    return "\\boxed{" + _BARE_PERCENT.sub(r"\\%", answer) + "}"


_BARE_PERCENT = re.compile(r"(?<!\\)%")


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


_DELIMITED = re.compile(r"(?<!\\)\$|\\\(|\\\[|\\boxed|\\fbox")
_BOX_JOINER = re.compile(r"(?i)\b(?:and|or)\b|,|;")


def _box_group(text: str, boxes: list[Boxed]) -> list[Boxed]:
    """The last boxes that belong together, by math-verify's rule: close to each other, or apart
    by a separator (``and``, ``or``, ``,``, ``;``) and at most one other word
    ("\\boxed{1} papers and \\boxed{2} bins" is a list; "\\boxed{1} no no no \\boxed{2}" is not)."""
    group = [boxes[-1]]
    for b in reversed(boxes[:-1]):
        nxt = group[-1]
        command = max(text.rfind("\\boxed", 0, nxt.start), text.rfind("\\fbox", 0, nxt.start))
        between = re.sub(r"\\[()\[\]]|[$]", " ", text[b.start + len(b.content) + 1 : command])
        # Words of the running text count; a label typeset inside the math (\text{ for part (a) and }) does not.
        words = [w for w in _WORD.findall(_TEXT_UNWRAP.sub(" ", between)) if not _BOX_JOINER.fullmatch(w)]
        if len(between.strip()) < 10 or (_BOX_JOINER.search(between) and len(words) <= 1 and len(between) < 70):
            group.append(b)
        else:
            break
    return list(reversed(group))


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
    s = value.strip()
    if not s:
        return None
    if "####" in s:
        answer = clean_answer(s.rsplit("####", 1)[1])
        return Gold(answer, box(answer), True) if answer else None
    bare = s.rstrip(" .")
    boxes = [b for b in find_boxed(s) if not b.nested]
    if boxes:
        group = _box_group(s, boxes)
        parts = [p for p in (_clean_boxed(b.content) for b in group) if p]
        if not parts:
            return None
        answer = ", ".join(parts)
        return Gold(answer, box(answer), True)
    env = _find_env(s)
    if env is not None and env[0] == 0 and env[3] >= len(bare):
        answer = s[env[1] : env[2]].strip()
        return Gold(answer, s, True) if answer else None
    if _DELIMITED.search(s):
        answer = extract_answer(s)
        return Gold(answer, s, False) if answer else None
    if _WORD.search(_LATEX_NAMES.sub(" ", s)) is not None and " " in s and not _is_words(s):
        answer = extract_answer(s)  # a sentence ("The answer is 1/2"): read it like a completion
        if answer is not None:
            return Gold(answer, box(answer), True)
    bare = _decimal_comma(bare)
    return Gold(bare, box(bare), True)


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


# LaTeX that is no prose: text wrappers and environment names (\begin{pmatrix}).
_LATEX_NAMES = re.compile(r"\\(?:begin|end|text\w{0,4}|math\w{1,4}|operatorname|mbox)\{[^{}]{0,200}\}|\\[A-Za-z]+")
_WORDS_ONLY = re.compile(r"[A-Za-z][A-Za-z' \-]{0,80}")
_TEXT_UNWRAP = re.compile(r"\\(?:text|textbf|textit|textrm|mathrm|mathbf|mbox|operatorname)\{([^{}]{0,200})\}")


def word_answer(answer: str) -> str | None:
    r"""The words of an answer that is words only (``Evelyn``, ``\text{odd}``, "no solution"),
    lower-cased with single spaces; ``None`` for anything else. Words compare as words: read as
    math they would be products of letters, and "forty two" would equal "two forty".

    >>> word_answer("\\text{Forty  two}"), word_answer("x^2"), word_answer("xy")
    ('forty two', None, None)
    """
    s = _TEXT_UNWRAP.sub(lambda m: " " + m.group(1) + " ", answer).strip(" $.")
    if not _WORDS_ONLY.fullmatch(s) or not (re.search(r"[A-Za-z]{3}", s) or s != answer.strip(" $.")):
        return None
    return " ".join(s.lower().split())


def _is_words(s: str) -> bool:
    return word_answer(s) is not None
