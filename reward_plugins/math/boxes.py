r"""``\boxed{...}`` in a text: every box found in one linear scan, a box's content read as an
answer, the final boxes that form one list, and an answer boxed for math-verify."""

from __future__ import annotations

import re
from dataclasses import dataclass

from reward_plugins.math.qualifiers import ALTERNATIVES
from reward_plugins.math.spelling import TEXT_UNWRAP, WORD

_BRACE_EVENTS = re.compile(r"\\(?:boxed|fbox)[ \t]{0,8}\{|\\[{}]|[{}]")
_BOXED_RUN = re.compile(r"(?:\\(?:boxed|fbox)[ \t]{0,8}\{[ \t]{0,8})+")


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


def unbox(s: str) -> str | None:
    """The content of the innermost box when ``s`` starts with ``\\boxed{`` (or several, nested)."""
    run = _BOXED_RUN.match(s)
    if run is None:
        return None
    inner = next((b for b in find_boxed(s) if b.start == run.end()), None)  # one linear scan
    return inner.content if inner is not None else None


# \text{ or }, \text{ (or }, \text{, or 6}: running text inside the math that offers alternatives.
# The LaTeX spaces around it (``\ \text{or}\ ``) belong to it: they would be left beside the list comma.
_TEXT_BLOCK = re.compile(r"(?:\\[ ,;:]|[ \t])*\\text\{([^{}]{0,200})\}(?:\\[ ,;:]|[ \t])*")
_TEXT_PUNCTUATION = re.compile(r"\\text\{[ \t(),.;]{0,6}\}")
_LIST_COMMAS = re.compile(r"(?:[ \t]*,[ \t]*)+")


def _text_alternatives(m: re.Match) -> str:
    inner = m.group(1)
    if not ALTERNATIVES.search(inner) and not re.search(r"(?i)\band/or\b", inner):
        return m.group()
    # The words that offer alternatives become list separators; what they offer stays.
    rest = ALTERNATIVES.sub(",", inner.replace("and/or", ","))
    return " , " + rest.strip(" ()") + " , "


def clean_boxed(content: str) -> str | None:
    """A box's content is the answer as written: only surrounding space and punctuation go
    (and ``\\text{ (or }`` becomes a list separator, so the alternatives it offers are seen)."""
    if "\\text" in content:
        content = _TEXT_BLOCK.sub(_text_alternatives, content)
        content = _LIST_COMMAS.sub(", ", _TEXT_PUNCTUATION.sub(" ", content)).strip(" ,")
    content = content.strip(" \t\r\n$")
    inner = unbox(content)
    if inner is not None and _BOXED_RUN.match(content) and content.endswith("}"):
        content = inner.strip(" \t\r\n$")  # \boxed{\boxed{42}}
    content = content.rstrip(".,;").strip()  # "!" stays: in math it is a factorial
    return content or None


_BOX_JOINER = re.compile(r"(?i)\b(?:and|or)\b|,|;")


def box_group(text: str, boxes: list[Boxed]) -> list[Boxed]:
    """The last boxes that belong together, by math-verify's rule: close to each other, or apart
    by a separator (``and``, ``or``, ``,``, ``;``) and at most one other word
    ("\\boxed{1} papers and \\boxed{2} bins" is a list; "\\boxed{1} no no no \\boxed{2}" is not)."""
    group = [boxes[-1]]
    for b in reversed(boxes[:-1]):
        nxt = group[-1]
        command = max(text.rfind("\\boxed", 0, nxt.start), text.rfind("\\fbox", 0, nxt.start))
        between = re.sub(r"\\[()\[\]]|[$]", " ", text[b.start + len(b.content) + 1 : command])
        # Words of the running text count; a label typeset inside the math (\text{ for part (a) and }) does not.
        words = [w for w in WORD.findall(TEXT_UNWRAP.sub(" ", between)) if not _BOX_JOINER.fullmatch(w)]
        if len(between.strip()) < 10 or (_BOX_JOINER.search(between) and len(words) <= 1 and len(between) < 70):
            group.append(b)
        else:
            break
    return list(reversed(group))


def box(answer: str) -> str:
    r"""``answer`` as a boxed LaTeX document for math-verify (a bare ``%`` would start a LaTeX comment).

    >>> box("25%")
    '\\boxed{25\\%}'
    """
    return "\\boxed{" + _BARE_PERCENT.sub(r"\\%", answer) + "}"


_BARE_PERCENT = re.compile(r"(?<!\\)%")
