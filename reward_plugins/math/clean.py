r"""The text a final-answer marker points at, turned into an answer string: one math environment
(with the ones listed after it), else the clause up to the end of its sentence, without markdown,
punctuation and the prose around a number (see :func:`clean_answer`)."""

from __future__ import annotations

import re

from reward_plugins.math.answer_phrases import LIST_JOINERS
from reward_plugins.math.boxes import clean_boxed, find_boxed, unbox
from reward_plugins.math.known_words import WORD
from reward_plugins.math.markup import EQUATION_LABEL
from reward_plugins.math.numbers import NUMBER_IN_TEXT, TEXT_WRAPPER, parse_number
from reward_plugins.math.qualifiers import ALTERNATIVES, ESTIMATE_SIGN, FILLER, QUALIFIER_AFTER, qualified
from reward_plugins.math.candidates import ABBREVIATED, arithmetic_value, counted_in_groups, plain_locale
from reward_plugins.math.durations import read_durations
from reward_plugins.math.units import UNIT_NAMES, restated_quantity

_ENV_OPEN = {"$$": "$$", "\\[": "\\]", "\\(": "\\)", "$": "$"}
# A bracket of numbers after the answer ends it, a check mark between them too ("140 ✅ (360 + 140 = 500)"); so does a
# comma before a word, an abbreviated one too ("60, i.e. two thirds of 90").
_SENTENCE_END = re.compile(
    ABBREVIATED + r"[.।॥։۔።。](?=\s|$)|;(?![ \t]{0,3}[-\d\\(])|</?[A-Za-z_]{1,20}>|,[ \t]{1,3}(?=[A-Za-z]{2}|[A-Za-z]\.[ \t]?[A-Za-z]\.)(?!(?:or|and)\b)"
    r"|[ \t](?:because|since|which|so|as|for|and then|I hope|hope)\b|[ \t]\((?=[A-Za-z])|(?<=\d)[ \t]{1,3}(?:[✓✔✅☑][ \t]{1,2})?\((?=\d[^()\n]{0,40}\))"
)
# A word of prose in any script (a LaTeX command's name is no word: "\\frac").
# A Hebrew acronym is letters joined by gershayim or a quote ("ש"ח", "ש״ח": shekels), a word all the same.
# A word's letters may be joined by the marks of its script ("ངུལ་ཀྲམ་", Tibetan for ngultrum: vowel signs, subjoined
# letters), as a reader of words sees them (``known_words.WORD``).
assert WORD.pattern.endswith(")*")
_PROSE_WORD = re.compile(r"(?<![\\A-Za-z])(?:" + WORD.pattern[:-1] + r"+|[\u05d0-\u05ea]{1,4}[\"\u05f4\u05f3'][\u05d0-\u05ea])")
_CLOSING_ASIDE = re.compile(r"[ \t]*\([^()\n]{1,300}\)[ \t.,;!]*$")
_LAST_EQUALS = re.compile(r"(?<![<>!=\\:])(?:=|\\approx|≈)(?![=>])")
MARKDOWN = " \t\r\n*_`:>"
_MATH_CLOSE = re.compile(r"\$|\\\)|\\\]")
SPAN_CHARS = 400  # how far after a marker its answer is read


def find_env(s: str, start: int = 0, stop: int | None = None) -> tuple[int, int, int, int] | None:
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


def _numbers(s: str) -> list[str]:
    return [m.group().strip() for m in NUMBER_IN_TEXT.finditer(s)]


# "The answer is 360.¹": a raised number after a sentence's full stop marks a footnote; it raises nothing to a power.
_FOOTNOTE_MARK = re.compile(r"(?<=[\w)}])\.\^(?:\{\d{1,2}\}|\d)(?=\s|$)")


def clean_answer(s: str, prose: str = "first") -> str | None:
    r"""Turn the text a marker points at into an answer string, or ``None`` if it holds none.

    Reads one math environment, or the first line up to the end of its sentence; keeps what
    follows the last ``=``; drops markdown and punctuation. An estimate ("approximately 42") is
    none. When words remain around a number (``the total is 42 apples``), ``prose`` says which number is the answer: ``first`` (after
    "The answer is") or ``last`` (a free-form ``<answer>`` body).

    >>> clean_answer("**$x = 42$**. I hope it is correct.")
    'x = 42'
    >>> clean_answer("12 + 30 = 42 apples, since ...")
    '42 apples'
    >>> clean_answer(r"\(\dfrac{3}{4}\)")
    '\\dfrac{3}{4}'
    >>> clean_answer("approximately 42 apples") is None
    True
    """
    s = _FOOTNOTE_MARK.sub(".", s.strip(MARKDOWN), count=1)
    if s.startswith("}"):
        # The marker sat in a math environment's text ("$\text{Answer: }42$"): its answer is the math that follows,
        # to the environment's end.
        end = _MATH_CLOSE.search(s)
        s = s[1 : end.start() if end is not None else len(s)].strip(MARKDOWN)
    if not s:
        return None
    inner = unbox(s)
    if inner is not None:
        outer = find_boxed(s[: SPAN_CHARS * 4])[:1]
        if outer and QUALIFIER_AFTER.match(s, outer[0].start + len(outer[0].content) + 1):
            return None  # "\boxed{8} minus one"
        return clean_boxed(inner)
    env = find_env(s, 0, SPAN_CHARS * 4)
    if env is not None and env[0] == 0:
        if QUALIFIER_AFTER.match(s, env[3]):
            return None  # "$2$ cubed"
        said = _said_of(s, env)
        return said if said is not None else clean_math(_env_chain(s, env), prose)
    s = s.split("\n", 1)[0]
    equal = _EQUAL_FORM_AFTER.match(s)
    if equal is not None:
        return _with_equal_form(equal)
    clause = _CLAUSE.match(s)
    if clause is not None and qualified(clause.group()):
        return None  # "not 2", "at least 2", "2 squared", "2 million": not the number 2
    if clause is not None and ALTERNATIVES.search(_PLUS_MINUS.sub(" ", clause.group())):
        counted = _counted_again(clause.group())
        if counted is not None:
            return _reduce_prose(counted, prose)  # "44 eggs (3 dozen and 8)": the count said again in dozens
        same = restated_quantity(clause.group())
        if same is not None:
            return same  # "45 minutes, or 0.75 hours": one quantity said twice
        once = _duration_said_again(clause.group())
        if once is not None:
            return _reduce_prose(once, prose)  # "90 minutes, that is, 1 hour and 30 minutes": the duration as first said
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
    if predicate is not None and s[predicate.end() :].strip(MARKDOWN + ".,;!?$"):
        s = s[predicate.end() :]  # "the volume of $ABCD$ is 120": what the sentence says it is
    env = find_env(s)
    if env is not None:
        return clean_math(_env_chain(s, env), prose)  # "x = $42$": the math is the answer
    s = s.strip(MARKDOWN)
    inner = unbox(s)  # "$\boxed{42}$"
    if inner is not None:
        return clean_boxed(inner)
    s = _without_aside_close(s.strip(MARKDOWN).rstrip(".,;!?").strip())
    if not s:
        return None
    if ALTERNATIVES.search(s):
        # "2 or 3", "x = 2 or x = 3", "either 2 or 3": several values offered. Kept whole, so the
        # checker sees a set (a hedge, unless the gold is that set), never just one of them.
        return FILLER.sub(" ", s).strip() or None
    return decimal_comma(_reduce_prose(s, prose))  # "1,5" in prose is a decimal, as math-verify reads text


# Math that opens the answer's sentence, then a verb and a number ("$6!$ has 30 positive divisors", "$2^{10}$ equals
# 1024"): the math is what the answer is about, the number is what the sentence says of it.
_SAID_OF = re.compile(
    r"(?i)[ \t*_]{0,3}(?:has|have|is|are|was|equals|gives|contains|makes|comes[ \t]to|would[ \t]be|will[ \t]be)"
    r"[ \t]{1,3}(?:exactly[ \t]{1,3})?(?=\$?[ \t]{0,2}-?\d)")
_OPERATOR_NEXT = re.compile(r"[ \t$]{0,3}(?:[-+×*·÷/^=<>]|\\(?:times|cdot|div|frac))")


def _said_of(s: str, env: tuple[int, int, int, int]) -> str | None:
    """The number a verb says of the math that opens ``s`` (see ``_SAID_OF``): one number, neither qualified ("is 3
    more than 9") nor an operand ("equals 2 × 512"), to the end of the sentence; ``None`` where the sentence is not so,
    or the math is an equation (its own answer) or a value itself."""
    verb = _SAID_OF.match(s, env[3])
    subject = s[env[1] : env[2]]
    if verb is None or "=" in subject or parse_number(subject.strip()) is not None:
        return None  # "$\frac{3}{4}$ is 0.75": a value said again in another form, not a subject
    rest = s[verb.end() :].split("\n", 1)[0]
    end = _SENTENCE_END.search(rest)
    rest = rest[: end.start()] if end is not None else rest
    numbers = list(NUMBER_IN_TEXT.finditer(rest))
    if len(numbers) != 1 or qualified(rest) or _OPERATOR_NEXT.match(rest, numbers[0].end()):
        return None
    return clean_answer(rest)


# A number, then in brackets an equal sign and another form of it ("49** (= 7^{2})", "343 (= 7^3).").
_EQUAL_FORM_AFTER = re.compile(
    r"(?P<value>-?\d[\d,]{0,15}(?:\.\d{1,12})?)[*_]{0,2}[ \t]{0,3}\([ \t]{0,2}=[ \t]{0,2}(?P<form>[^()\n=]{1,40})\)[ \t*_.!]{0,6}$")
_POWER = re.compile(r"(\d{1,6})\^\{?(\d{1,2})\}?")


def _with_equal_form(m: re.Match) -> str:
    """The number before a bracket that writes it another way ("**Answer: 49** (= 7²)"): the number alone where the
    form is worth it, both values where it is another ("49 (= 7³)": 49, 343), the number and the form as written where the form
    is not plain arithmetic (left for the checker to judge)."""
    value, form = m.group("value"), m.group("form").strip()
    worth = _form_value(form)
    if worth is None:
        return m.group().strip(MARKDOWN + ". \t")
    number = parse_number(value)
    return value if number is not None and number.value == worth else f"{value}, {worth}"


def _form_value(form: str):
    power = _POWER.fullmatch(form.strip())
    if power is not None:
        return int(power.group(1)) ** int(power.group(2))
    return arithmetic_value(form)


def _without_aside_close(s: str) -> str:
    """``s`` without a closing bracket that no bracket in it opens ("(In English: the answer is 225.)": the aside's
    bracket, read after the answer), with the stop before it; "[2, 5)" opens its interval and keeps it."""
    while s.endswith((")", "]")) and s.count("(") + s.count("[") < s.count(")") + s.count("]"):
        s = s[:-1].strip(MARKDOWN).rstrip(".,;!?").strip()
    return s


# A unit's name closing an answer, squared or cubed ("49\\pi cm^{2}", "3\\sqrt{2}\\ \\text{m}", "49\\pi square
# centimeters"): group 1 is the name.
_CLOSING_UNIT = re.compile(r"[ \t]{1,3}(?:\\[ ,;:!][ \t]{0,2})?(?:\\(?:text|mathrm)\{[ \t]{0,2})?"
                           r"(?:(?:square|sq\.?|cubic|cu\.?)[ \t]{1,3})?([^\W\d_]{1,12})\}?"
                           r"(?:[ \t]{0,2}\^[ \t]{0,2}\{?[23]\}?|[²³])?[ \t.]{0,3}$")


def _math_before_unit(s: str) -> str | None:
    """The math before a closing unit ("49\\pi cm^{2}" gives "49\\pi"): an exact value with its unit, where the unit
    is the only word; else ``None``."""
    unit = _CLOSING_UNIT.search(s)
    if unit is None or unit.group(1).lower() not in UNIT_NAMES:
        return None
    math = s[: unit.start()].strip()
    if _PROSE_WORD.search(TEXT_WRAPPER.sub("", math)) is not None or NUMBER_IN_TEXT.search(math) is None:
        return None
    return math


# A closing bracket that opens with "=" ("(= 1 week)"): the answer said again, or another value, after its unit.
_EQUAL_BRACKET = re.compile(r"[ \t*_]*\([ \t]{0,2}=[^()=\n]{1,60}\)[ \t.,;!*_]*$")


def _reduce_prose(s: str, prose: str) -> str:
    constant = CONSTANT_EQUATION.fullmatch(s)
    if constant is not None:
        return constant.group(1).strip()
    if parse_number(s) is None and _PROSE_WORD.search(TEXT_WRAPPER.sub("", s)) is not None:
        # Prose around the answer ("12 + 30 = 42 apples", "27 մատիտ"): the result of the last computation,
        # else the number the sentence names. A closing aside in brackets after a number ("72 ovos (24 × 3 = 72)") is
        # the answer's own computation, which arrives at it.
        aside = _CLOSING_ASIDE.search(s)
        first = NUMBER_IN_TEXT.search(s, 0, aside.start()) if aside is not None else None
        if first is not None and _numbers(aside.group())[-1:] == [first.group().strip()]:
            s = s[: aside.start()]
        bracket = _EQUAL_BRACKET.search(s) if "(" in s else None
        if bracket is not None and restated_quantity(s[: bracket.end()].replace("*", "").replace("_", " "), whole=False) is not None:
            s = s[: bracket.start()]  # "168 hours (= 1 week)", "**2500 g** (= 2.5 kg)": the same quantity in another unit
        last_eq = None
        for last_eq in _LAST_EQUALS.finditer(s):
            pass
        if last_eq is not None and s[last_eq.end() :].strip(MARKDOWN + ".,;!?"):
            s = s[last_eq.end() :].strip(MARKDOWN + ".,;!?")
        math = _math_before_unit(s)
        if math is not None:
            return math
        if parse_number(s) is None and _PROSE_WORD.search(TEXT_WRAPPER.sub("", s)) is not None:
            numbers = _numbers(plain_locale(s))  # "Kasia zapłaciła 15,90 zł": 15.90, "283 250 mieszkańców": 283250
            if numbers:
                s = numbers[0] if prose == "first" else numbers[-1]
    return s


# The clause an answer sits in: up to the end of its sentence or a reason given for it.
_UNIT_WORD = re.compile(r"[ \t]{0,2}[^\W\d_]{1,14}")


# A count, the words after it, and a closing aside ("44 eggs (3 dozen and 8)"), its clause ended by a stop or a comma
# before a reason ("44 eggs (3 dozen and 8), as counted").
_COUNT_ASIDE = re.compile(r"(?P<count>\d{1,6})(?P<between>[^()\d\n]{0,40}?)[ \t]*\((?P<aside>[^()\n]{1,60})\)[ \t.,;!*_]*$")


def _counted_again(clause: str) -> str | None:
    """The clause before a closing aside that says its count again in groups ("44 eggs (3 dozen and 8)": 3 × 12 + 8 is
    44), else ``None`` (another count, "(3 dozen and 9)", is another value)."""
    m = _COUNT_ASIDE.search(clause)
    value = counted_in_groups(m.group("aside")) if m is not None else None
    return clause[: m.start("between") + len(m.group("between"))] if value is not None and value == int(m.group("count")) else None


def _duration_said_again(clause: str) -> str | None:
    """The part of ``clause`` before a duration said again in several units ("90 minutes, that is, 1 hour and 30
    minutes"), where the durations reader reads the two as one quantity; else ``None`` (another duration, "1 hour and
    40 minutes", is another value)."""
    read = read_durations(clause)
    if read == clause or restated_quantity(read) is None:
        return None  # the whole clause must be the one quantity: "…, or 95 minutes" after it is another value
    amount = NUMBER_IN_TEXT.search(clause)
    if amount is None:
        return None
    unit = _UNIT_WORD.match(clause, amount.end())
    return clause[: unit.end() if unit is not None else amount.end()]


# A plus-or-minus sign offers the two signs of one value ("\pm 2\sqrt{3}"): the value is read whole, sign and all (see
# the alternatives kept whole below), not split into the numbers of its factors.
_PLUS_MINUS = re.compile(r"\\(?:pm|mp)(?![A-Za-z])|[±∓]")
_CLAUSE = re.compile(
    r"[^\n]{0,400}?(?=" + ABBREVIATED + r"[.।॥։۔።。](?:\s|$)|[ \t](?:because|since|which|so|as|for|I hope|hope)\b|</?[A-Za-z_]{1,20}>|$)"
)
_PREDICATE = re.compile(r"(?i)(?<![A-Za-z\\])(?:is|are|was|equals|would be|will be)(?![A-Za-z])")
# Between two math environments of a list: a comma, or a word for "and" or "or" in any language tabled.
ENV_JOINER = re.compile(r"(?i)[ \t]{0,3}(?:,?[ \t]{0,3}(?:"
                        + "|".join(sorted({re.escape(w) for row in LIST_JOINERS.values() for w in row.split()}, key=len, reverse=True))
                        + r")|,)[ \t]{0,3}")


def _env_chain(s: str, env: tuple[int, int, int, int]) -> str:
    """The content of ``env``, joined with the environments that follow it as a list
    ("$12$ and $13$", "$1$, $2$ or $3$"), as math-verify joins them."""
    parts = [s[env[1] : env[2]]]
    for _ in range(5):
        joiner = ENV_JOINER.match(s, env[3])
        nxt = find_env(s, joiner.end(), joiner.end() + SPAN_CHARS) if joiner else None
        if nxt is None or nxt[0] != joiner.end():
            break
        parts.append(s[nxt[1] : nxt[2]])
        env = nxt
    return ", ".join(p.strip() for p in parts)


# An environment of equations, one a line ("\begin{align*} \sigma(36) &= 7 \cdot 13 \\ &= 91 \end{align*}").
_EQUATIONS = re.compile(r"\\begin\{(align|aligned|eqnarray|gather|gathered|flalign|split|multline)(\*?)\}(.{0,3000})\\end\{\1\2\}", re.DOTALL)
_LINE_LABEL = re.compile(EQUATION_LABEL.pattern + "|&")
_LINE_BREAK = re.compile(r"\\\\(?:\[[^\]]{0,12}\])?")


def chain_value(s: str) -> str | None:
    """What an environment of equations ends on: its last line, where it stands alone ("x &= 5"), or the value
    after the last "=" of a line that goes on the chain above it ("&= 91"); ``None`` for anything else, or a
    last line that ends on another relation (an estimate, a bound)."""
    m = _EQUATIONS.fullmatch(s.strip())
    if m is None:
        return None
    lines = [_LINE_LABEL.sub("", line).strip() for line in _LINE_BREAK.split(m.group(3))]
    lines = [line for line in lines if line]
    if not lines:
        return None
    last = lines[-1]
    relation = None
    for relation in _RELATION.finditer(last):
        pass
    if relation is None or relation.group() != "=":
        return None
    if last[: relation.start()].strip():
        return last  # "x = 5": an equation of its own
    return last[relation.end() :].strip() or None


_RELATION = re.compile(r"(?<![<>!=\\:])=(?![=>])|\\(?:approx|le|leq|ge|geq|ne|neq|lt|gt|sim|equiv)(?![A-Za-z])|[<>≈≤≥≠]")


# A line drawn under the math ("$\underline{24}$", "\uline{24}", "\underline{\underline{24}}") underlines what it holds:
# a reader sees the value, as under a bold face.
_UNDERLINE = re.compile(r"\\(?:underline|uline|uuline|underbar)[ \t]{0,2}\{((?:[^{}]|\{[^{}]{0,100}\}){0,200})\}")


def without_underline(s: str) -> str:
    """``s`` with the lines drawn under its math taken away, nested ones too."""
    while "line{" in s or "bar{" in s:
        unlined = _UNDERLINE.sub(r"\1", s)
        if unlined == s:
            break
        s = unlined.strip(MARKDOWN)
    return s


def clean_math(s: str, prose: str = "first") -> str | None:
    """The content of a math environment as an answer: all of it (a matrix, an equation, a
    list), its box when it holds one; only prose around a number is cut down (see
    :func:`clean_answer`)."""
    s = without_underline(s.strip(MARKDOWN))
    inner = unbox(s)
    if inner is not None:
        return clean_boxed(inner)
    chain = chain_value(s) if "\\begin" in s else None
    if chain is not None:
        return chain
    s = s.rstrip(".,;").strip()
    if not s or _ESTIMATE_OPENING.match(s):
        return None  # "$\approx 0.67$", "$x \approx 0.67$": an estimate
    if ALTERNATIVES.search(s):
        return FILLER.sub(" ", s).strip() or None
    if "\n" in s or "\\begin" in s or "," in s:
        return s  # a matrix, a list: structure for math-verify, not prose
    return _reduce_prose(s, prose)


_ESTIMATE_OPENING = re.compile(r"(?:[A-Za-z](?:_\{?\w{1,8}\}?)?[ \t]{0,3})?(?:" + ESTIMATE_SIGN + ")")
_SPACE_THOUSANDS = re.compile(r"-?[1-9]\d{0,2}(?: \d{3})+(?:\.\d+)?")
_COMMA_NUMBER = re.compile(r"(-?\d+),(\d+)")


def decimal_comma(s: str) -> str:
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
CONSTANT_EQUATION = re.compile(
    r"(?:[\d\s+\-*/×÷().,^$]|\\\$|\\times|\\cdot|\\div){1,200}=[ \t]{0,3}(-?(?:\\?\$)?[ \t]?[\d.,]{1,40})"
)
