r"""One answer written in the structure its gold is written in, before math-verify compares them.

A grader reads ``(5, 3)`` as the column vector ``\begin{pmatrix} 5 \\ 3 \end{pmatrix}``, ``|a| > 4`` as the union it describes, "x = 6, y = 4" as 4 where the question asks for y, ``\pm 3`` as the two roots ``-3, 3``, and
"300 km ÷ 2.5 h = 120" as 120; math-verify compares structures and would not. Each rewrite here
keeps the answer's values: it never makes a wrong answer right.

>>> as_gold_structure("(5, 3)", "\\begin{pmatrix} 5 \\\\ 3 \\end{pmatrix}")
'\\begin{pmatrix} 5 \\\\ 3 \\end{pmatrix}'
>>> as_gold_structure("|a| > 4", "(-\\infty,-4)\\cup(4,\\infty)")
'(-\\infty, -4) \\cup (4, \\infty)'
>>> as_gold_structure("x = 6, y = 4", "4", "Solve the system. What is y?")
'4'
>>> as_gold_structure("x = \\pm 3", "-3, 3")
'-3, 3'
"""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from reward_plugins.math.candidates import arithmetic_value
from reward_plugins.math.forms import SET_BUILDER, UNREAD, asked_form
from reward_plugins.math.intervals import AND_WORD, membership_as_relations, relation_as_interval, relations_as_union, relations_before
from reward_plugins.math.numbers import parse_number
from reward_plugins.math.task_forms import LEFT_TO_TAKE, asks_about, last_side, stated_remainder

_COLUMN = re.compile(r"\\begin\{[pbvB]?matrix\}((?:[^&]|\\\\)*?)\\end\{[pbvB]?matrix\}", re.DOTALL)
_TUPLE = re.compile(r"\\left\(|\\right\)|[()]")
_BOUND = r"(-?[\d.]+|-?\\frac\{-?\d+\}\{\d+\}|-?\\sqrt\{\d+\})"
_ABS = re.compile(r"[ \t]*(?:\\left)?\|[ \t]*([A-Za-z])[ \t]*(?:\\right)?\|[ \t]*(<|>|\\le(?:q)?|\\ge(?:q)?|≤|≥|\\lt|\\gt)[ \t]*" + _BOUND + r"[ \t]*")
_ASSIGNMENT = re.compile(r"[ \t]*([A-Za-z])[ \t]*=[ \t]*([^=,]+?)[ \t]*")
# What a question asks for, by name: "find y", "what is the value of y", "solve for y".
_ASKED_NAME = re.compile(
    r"(?i)\b(?:find|what[ \t]is|what's|value[ \t]of|solve[ \t]for|determine|compute|calculate)[ \t]+"
    r"(?:(?:the|a|an|value|of|real|positive|negative|integer|whole|number|constant)[ \t]+){0,4}"
    r"\$?[ \t]?([A-Za-z])[ \t]?\$?(?=[ \t]*[?.,;:]|[ \t]*$|[ \t]+(?:if|when|given|such)|-(?:coordinate|value|component)s?\b)"
)
# The value of a computation between numbers and their units ("300 km ÷ 2.5 h = 120"): its left side
# holds no unknown (every letter is a unit right after a number).
_CHAIN_VALUE = re.compile(r"([^=]*=)*([^=]*?)=[ \t]*([^=]+?)[ \t]*")
# A decimal comma ("12,57"): one comma and one or two digits after it can group no thousands.
_DECIMAL_COMMA = re.compile(r"(-?\d+),(\d{1,2})")
_RATIO = re.compile(r"[ \t]*(\d+)[ \t]*(?:to|:|\\colon|\\text\{[ \t]*to[ \t]*\})[ \t]*(\d+)[ \t]*")
_WORD = re.compile(r"\\?[A-Za-z]+")


_NAMED_CASES = re.compile(r"[ \t]*[A-Za-z](?:[ \t]*\([ \t]*[A-Za-z][ \t]*\))?[ \t]*=[ \t]*(\\begin\{cases\}.*\\end\{cases\})[ \t]*", re.DOTALL)
# A question whose answer is a number of percent: "what percent", "wie viel Prozent", "сколько процентов".
_PERCENT_QUESTION = re.compile(
    r"(?i)(?:what|which)[ \t]+percent(?:age)?|how[ \t]+many[ \t]+percent|wie[ \t]+viel(?:e)?[ \t]+Prozent|quel[ \t]+pourcentage"
    r"|combien[ \t]+de[ \t]+pour[ \t]?cent|qu[ée][ \t]+porcentaje|cu[áa]nto[ \t]+por[ \t]?ciento|que[ \t]+porcentagem"
    r"|quanto[ \t]+por[ \t]?cento|quale[ \t]+percentuale|quanti[ \t]+punti[ \t]+percentuali|сколько[ \t]+процент"
    r"|jaki[ \t]+procent|ile[ \t]+procent|百分之几|百分之多少|何パーセント|何%|몇[ \t]?퍼센트"
)
_PLAIN_NUMBER = re.compile(r"[ \t]*-?\d+(?:\.\d+)?[ \t]*")
# A number with a percent sign ("0.25%", "25\\%"): a hundredth of that number.
_PERCENT_ANSWER = re.compile(r"[ \t]*(-?\d{1,30}(?:\.\d{1,30})?)[ \t]*\\?%[ \t]*")
# A gold that is a number, not a percent: "0.25", "\\frac{1}{4}", "-3".
_NUMBER_GOLD = re.compile(r"[ \t]*-?(?:\d+(?:\.\d+)?|\\[dt]?frac\{\d+\}\{\d+\}|\d+/\d+)[ \t]*")
# A prompt that speaks of percent (the sign, or the word in a language of the tables or near them): its gold may be a
# number of percent ("What is the percent increase?", gold 25), so "25%" is left to math-verify there.
_PERCENT_WORD = re.compile(
    r"(?i)[%٪％]|per[ \t]?cent|pour[ \t]?cent|prozent|porcentaj|por[ \t]?cient|porcentagem|por[ \t]?cento|percentual|per[ \t]?cento"
    r"|процент|відсот|procent|prosent|százalék|yüzde|persen|phần[ \t]+trăm|ποσοστ|τοις[ \t]+εκατό|प्रतिशत|مئوية|بالمئة|אחוז"
    r"|เปอร์เซ็นต์|ร้อยละ|百分|パーセント|퍼센트|백분율")
# A gold tuple or interval, and an answer that names one ("\mathbf{a} + \mathbf{b} = (5, 1, 3)"): a name with no digit.
_TUPLE_GOLD = re.compile(r"[ \t]*[(\[][^()\[\]=]{1,400},[^()\[\]=]{1,400}[)\]][ \t]*")
# A number with one point before three digits, and the words after it ("1.440 Minuten"): a decimal in English, the
# thousands grouped in most of Europe.
_POINT_GROUPED = re.compile(r"[ \t]*(-?[1-9]\d{0,2})\.(\d{3})((?:[ \t]{1,2}[^\W\d_]{1,20}){0,2}[ \t]*)")


def _worked_out_ungrouped(grouped: re.Match, gold: str, before: str) -> str | None:
    """The answer's number with its point read as grouping thousands, where the gold is that whole number and the
    working before it, writing no decimal, wrote those digits as one result ("24 × 60 = 1440" then "1.440"): a result
    written again, grouped as the writer's language groups; digits divided to reach a decimal ("2125/1000 = 2.125") are
    no result."""
    digits, working = grouped.group(1) + grouped.group(2), before[-_WORKING_CHARS:]
    if gold.strip() != digits or _DECIMAL_POINT.search(working):
        return None  # a working that writes decimals (a comma read as one too, "2,5 × 1 250 zł") makes the point one
    written = re.search(rf"(?<![\d.,{{/÷]){digits.lstrip('-')}(?![\d}}/÷]|[.,]\d|[ \t]{{0,2}}(?:/|÷|\\div))", working)
    return digits + grouped.group(3) if written is not None else None


_WORKING_CHARS = 4000  # how far before the answer its working is looked at
_DECIMAL_POINT = re.compile(r"\d\.\d")
# A point written after its label, a capital letter, primed or with an index ("M(4, 2)", "A'(1, -3)", "P_1(0, 2)").
_LABELLED_POINT = re.compile(r"[ \t]*[A-Z](?:'{1,2}|′{1,2}|_\{?[A-Za-z0-9]{1,3}\}?)?[ \t]{0,2}(\([^()=]{1,400},[^()=]{1,400}\))[ \t]*")
_NAMED_TUPLE = re.compile(r"[ \t]*([^=\d]{1,80}?)[ \t]*=[ \t]*([(\[][^=]{1,1000}[)\]])[ \t]*")
_PLUS_MINUS = re.compile(r"[ \t]*(?:[A-Za-z][ \t]*=[ \t]*)?(?:\\pm|±)[ \t]*([^,=±]{1,200}?)[ \t]*")
# A plus-or-minus sign inside the value ("\frac{1 \pm \sqrt{5}}{2}", "3 \pm 2\sqrt{2}"), its name before it if any.
_INNER_PLUS_MINUS = re.compile(r"[ \t]*(?:[A-Za-z][ \t]*=[ \t]*)?([^,=]{0,100}?(?:\\pm|±)[^,=]{1,100}?)[ \t]*")


# A number of the prompt, grouped or not, and its percent sign before ("%15") or after ("15 %", "15\\%").
_PROMPT_NUMBER = re.compile(r"([%٪％][ \t]?)?(?<![\d.,])(\d{1,3}(?:[,. \u00a0\u202f]\d{3}){1,4}(?:[.,]\d{1,6})?|\d{1,12}(?:[.,]\d{1,6})?)(?![\d])([ \t]?\\?[%٪％])?")
_MAX_PROMPT_NUMBERS = 24


def _share_of_given(gold: str, prompt: str) -> bool:
    """Whether the gold is what a percent of the prompt takes of another of its numbers: that share, or the number
    raised or lowered by it (15% of 60 is 9; 2400 less 15% is 2040). The answer is then a quantity, not a percent, unless
    the prompt asks how many percent."""
    if not _PERCENT_WORD.search(prompt) or _PERCENT_QUESTION.search(prompt):
        return False
    try:
        value = Fraction(gold.strip().replace("\\dfrac", "\\frac").replace("\\frac{", "").replace("}{", "/").rstrip("}"))
    except (ValueError, ZeroDivisionError):
        return False
    percents: set[Fraction] = set()
    bases: set[Fraction] = set()
    for m in list(_PROMPT_NUMBER.finditer(prompt[:2000]))[:_MAX_PROMPT_NUMBERS]:
        word = not m.group(3) and _PERCENT_WORD.match(prompt, m.end() + (prompt[m.end() : m.end() + 1] in " \t\u00a0"))
        (percents if m.group(1) or m.group(3) or word else bases).update(_readings(m.group(2)))  # "15 percent", "15 Prozent"
    return any(value in (p * b / 100, b - p * b / 100, b + p * b / 100) for p in percents for b in bases if p and b)


def _readings(number: str) -> set[Fraction]:
    """The values a written number may have: its dot or its comma a decimal point, the other grouping thousands."""
    found = set()
    for point, group in ((".", ","), (",", ".")):
        s = number.replace(group, "").replace(" ", "").replace("\u202f", "").replace("\u00a0", "").replace(point, ".")
        try:
            found.add(Fraction(s))
        except ValueError:
            pass
    return found


def as_gold_structure(answer: str, gold: str, prompt: str = "", boxed: bool = False, text: str = "", at: int = -1) -> str:
    """``answer`` in ``gold``'s structure where that is a rewriting of the same values, else ``answer``
    (``boxed``: the answer was written in a box, where ``3,4`` is a list, not a decimal comma; ``text``: the visible
    completion, ``at``: where the answer starts in it)."""
    answer = _PAREN_BASE.sub(r"\1_{\2}", answer) if ")_" in answer else answer  # "(31043)_5" is 31043_5
    answer = stated_remainder(answer, prompt) or answer  # "2^{100} \equiv 2 \pmod 7": the remainder asked, 2
    if "." in answer and at > 0 and (grouped := _POINT_GROUPED.fullmatch(answer)) is not None:
        answer = _worked_out_ungrouped(grouped, gold, text[:at]) or answer  # "= 1440 Minuten" then "Antwort: 1.440 Minuten"
    if _UNIT_I.search(gold):
        if "j" in answer and not _UNIT_I.search(answer) and not _UNIT_J.search(gold) and _IMAGINARY_J.search(text):
            answer = _UNIT_J.sub("i", answer)  # "11 - 10j" where the completion says j is the imaginary unit
        if "e" in answer and "e^" not in gold.replace(" ", ""):
            answer = _EULER_POWER.sub(_as_rectangular, answer)  # "e^{2\\pi i/3}" for a gold in the form a + bi
        named = _ASSIGNMENT.fullmatch(answer) if "=" in answer and "=" not in gold else None
        if named is not None and named.group(1) != "i" and not _has_unknown(_UNIT_I.sub(" ", named.group(2))):
            answer = named.group(2)  # "z = 5 + i": the value named, whose only letter is the imaginary unit
    excluded = _all_but(answer, text, at)
    if excluded is not None:
        return excluded  # "all real numbers except $x = 2$": the union of intervals it leaves, whatever the gold
    if gold.rstrip().endswith("%") and _PLAIN_NUMBER.fullmatch(answer) and (_PERCENT_QUESTION.search(prompt) or asked_form(prompt) == UNREAD):
        return answer.strip() + "\\%"  # "What percent of 60 is 15?": 25 is 25 percent, and 0.25 is not
    percent = _PERCENT_ANSWER.fullmatch(answer) if "%" in answer and _NUMBER_GOLD.fullmatch(gold) else None
    if percent is not None and prompt.strip() and (
            (not _PERCENT_WORD.search(prompt) and "." in percent.group(1) + gold) or _share_of_given(gold, prompt)):
        # A question that speaks of no percent: the sign divides by 100 ("25%" is the probability 0.25, "0.25%" is not);
        # between whole numbers math-verify's reading stays ("5%" for an interest rate of 5). Where the gold is a
        # quantity the prompt's percent takes of its number ("60-тың 15%-ы неге тең?", gold 9), "9 %" is no quantity.
        return format(Decimal(percent.group(1)) / 100, "f")
    if "°" in answer and (sign := _DEGREES.fullmatch(answer)) is not None and _DEGREES.fullmatch(gold):
        answer = sign.group(1) + "^\\circ"  # "60°" is 60^\circ (math-verify reads no ° in a box)
    if "\\pi" in gold and "circ" not in gold and "°" not in gold:
        degrees = _DEGREES.fullmatch(answer)
        if degrees is not None and not _RADIANS_ASKED.search(prompt) and not _FUNCTION_DEFINED.search(prompt):
            answer = f"\\frac{{{degrees.group(1)} \\pi}}{{180}}"  # "60^\\circ" for the gold "\\frac{\\pi}{3}": no unit asked
    elif _DEGREES.fullmatch(gold) and not _DEGREES_ASKED.search(prompt):
        radians = _RADIANS.fullmatch(answer)
        if radians is not None:
            answer = f"\\left({radians.group(1)}\\right) \\cdot \\frac{{180}}{{\\pi}}"  # "\\frac{\\pi}{3}" for the gold "60^\\circ"
    split = _case_split(answer) if "\\begin{cases}" not in answer else None
    if split is not None:
        answer = split  # "3 \\text{ if } n \\text{ odd}, 1 \\text{ if } n \\text{ even}": a piecewise answer, its values compared as such
    elif "\\begin{cases}" not in gold:
        answer = _annotated_values(answer) or answer  # "3 \\text{ (n odd)}, 1 \\text{ (n even)}", "5 \\text{ cm}, 3 \\text{ cm}": the values
    if "\\begin{cases}" in gold and "\\begin{cases}" in answer and prompt:
        answer = _domain_bound_dropped(answer, gold, prompt)  # "0 \le I \le 10000" where the prompt says "I \ge 0": "I \le 10000"
    named = _NAMED_CASES.fullmatch(answer) if "\\begin{cases}" in gold else None
    if named is not None:
        return named.group(1)  # "f(x) = \begin{cases} ... \end{cases}": the function's pieces are the answer
    if _COLUMN.fullmatch(gold.strip()) and "\\\\" in gold:
        return _as_column(answer, gold)
    rows = _NESTED_LIST.fullmatch(answer) if "&" in gold and "matrix" in gold else None
    if rows is not None:  # "[[1, 2], [3, 4]]": a matrix as a list of its rows
        cells = [[c.strip() for c in row.split(",")] for row in re.findall(r"\[([^\[\]]*)\]", rows.group(1))]
        if len({len(row) for row in cells}) == 1 and all(all(row) for row in cells):
            return "\\begin{pmatrix} " + " \\\\ ".join(" & ".join(row) for row in cells) + " \\end{pmatrix}"
    both = _PLUS_MINUS.fullmatch(answer)
    if both is not None and gold.count(",") == 1:
        return f"-{both.group(1)}, {both.group(1)}"  # "x = \pm 3" is the two roots -3, 3
    inner_sign = _INNER_PLUS_MINUS.fullmatch(answer) if gold.count(",") == 1 and answer.count("\\pm") + answer.count("±") == 1 else None
    if inner_sign is not None:  # "x = \frac{1 \pm \sqrt{5}}{2}": the two roots, each sign in turn
        value = inner_sign.group(1)
        return ", ".join(re.sub(r"\\pm(?![A-Za-z])|±", sign, value) for sign in ("+", "-"))
    pair = _assignments_as_tuple(answer, gold, prompt) if "=" in answer and "=" not in gold else None
    if pair is not None:
        return pair
    if "=" in answer and (_SET_GOLD.fullmatch(gold) or _EMPTY_SET.fullmatch(gold)):
        named_set = answer.rsplit("=", 1)[1]
        if (_SET_GOLD.fullmatch(named_set) and _balanced(named_set)) or _EMPTY_SET.fullmatch(named_set):
            # "A \cup B = \{1, 2, 3\}", "S = \{2, 3\}", "A \cap B = \varnothing": the set the chain ends on
            return named_set.strip()
    vector = _as_tuple_of_units(answer, gold)
    if vector is not None:
        return vector  # "2i − 8j + 7k" for the gold (2, -8, 7): its components, as against a column
    named_tuple = _NAMED_TUPLE.fullmatch(answer) if "=" in answer and "=" not in gold and _TUPLE_GOLD.fullmatch(gold) else None
    if named_tuple is not None and _balanced(named_tuple.group(2)):
        answer = named_tuple.group(2)  # "\mathbf{a} + \mathbf{b} = (5, 1, 3)": the tuple its name, with no number, is given
    point = _LABELLED_POINT.fullmatch(answer) if "(" in answer and _TUPLE_GOLD.fullmatch(gold) else None
    if point is not None and _balanced(point.group(1)):
        answer = point.group(1)  # "M(4, 2)", "A'(1, -3)": a point written with its label, as geometry names points
    if "infty" in gold or "\\cup" in gold or re.fullmatch(r"[ \t]*[(\[].*,.*[)\]][ \t]*", gold):
        built = SET_BUILDER.fullmatch(answer) if "\\{" in answer else None
        if built is not None:
            answer = built.group(1)  # "\{x \mid x \neq -1\}": the reals its condition holds on, read as the relation
        # One relation is its interval where the prompt asks for no notation; with no prompt, whether one was asked is
        # unknown. In set-builder notation it is a set, unless interval notation is asked ("Use set-builder notation":
        # "\{x \mid x \ge -3\}").
        asked = asked_form(prompt) if prompt.strip() else None
        no_notation = (built is not None and asked != "interval") or (bool(prompt.strip()) and asked is None and not _NOTATION.search(prompt))
        conjoined = "," in answer and at >= 0 and _conjoined(text, at)
        written = _relations_written(text, at, answer) if at >= 0 and built is None and "\\" not in answer else None
        if written is not None:
            answer = written  # "Answer: x < 2 or x > 3" in plain text, read as its bounds: the relations it writes
        before = relations_before(text, at) if at > 0 and built is None and relation_as_interval(answer) else ""
        if before and relations_as_union(before + answer):
            answer = before + answer  # "Oplossing: x ≤ 2 of x ≥ 3", read as its last relation: the relations it joins
        return _as_set(answer, no_notation, conjoined) or answer
    ratio = _RATIO.fullmatch(answer)
    if ratio is not None and re.fullmatch(r"[ \t]*\d+[ \t]*:[ \t]*\d+[ \t]*", gold):
        return f"{ratio.group(1)}:{ratio.group(2)}"  # "3 to 5" is the ratio 3:5
    if "," in answer and _PLUS_MINUS.fullmatch(gold):
        return answer  # "x = 2\\sqrt{3}, x = -2\\sqrt{3}" for the gold "\\pm 2\\sqrt{3}": both roots, compared as a set
    if "=" not in gold and "," not in gold:
        named = _asked_value(answer, prompt)
        if named is not None:
            return named
        first, equals, last = answer.partition("=")
        if equals and (asks_about(first, prompt) or _working_of(first, last, gold)) and _balanced(last) and not _several_assignments(answer):
            answer = answer.rsplit("=", 1)[1].strip()  # "(x − 3)² = x² − 6x + 9" for "Expand $(x - 3)^2$": the chain's end
        side = last_side(answer) if "=" in answer else ""
        if side and LEFT_TO_TAKE.search(answer[: -len(side)]) and not LEFT_TO_TAKE.search(side) and _balanced(side):
            answer = side.strip()  # "\sum_{k=1}^{n} k = \frac{n(n+1)}{2}": the sum taken, its value
        value = _CHAIN_VALUE.fullmatch(answer)
        right = value.group(3).strip() if value is not None else ""
        left = answer.rsplit("=", 1)[0]
        if _UNIT_I.search(gold) and "i" in left and re.search(r"\d", left):
            left = _UNIT_I.sub(" ", left)  # "2 + i + 3 = 5 + i" for a gold in i: the imaginary unit is no unknown
        if value is not None and _balanced(right) and (not _has_unknown(left) or _pi_value(right, gold)):
            answer = right
        left, equals, right = answer.rpartition("=")
        comma = _DECIMAL_COMMA.fullmatch(right.strip())
        if comma is not None and not boxed and re.fullmatch(r"-?\d+\.\d+", gold.strip()):
            return f"{left}{equals} {comma.group(1)}.{comma.group(2)}".strip()
    return answer


# An angle in degrees ("60^\\circ", "22.5°", "45^{\\circ}"), its name before it if any ("\\theta = 60^\\circ").
_DEGREES = re.compile(r"[ \t]*(?:\\?[^\W\d_]{1,6}[ \t]*=[ \t]*)?(-?\d{1,4}(?:\.\d{1,6})?)[ \t]*(?:\^[ \t]*\{?[ \t]*\\circ[ \t]*\}?|°|\\degree)[ \t]*")
# A prompt that names radians as the unit asked: an angle in degrees is then in another unit.
_RADIANS_ASKED = re.compile(r"(?i)radi[aá]n|bogenma|弧度|радиан|\\text\{[ \t]*rad")
# A prompt that defines a function of a real variable ("f(x) = \\arctan x"): its value is a number, which no degree
# sign writes ("45°" is no value of f(1) = π/4), as an angle asked for ("Compute \\arccos 0.5") may be.
_FUNCTION_DEFINED = re.compile(r"(?<![A-Za-z\\])[fghFGH][ \t]{0,2}\([ \t]{0,2}[a-z][ \t]{0,2}\)[ \t]{0,2}(?:=|:=|\\coloneqq)")
# An angle in radians: a number times pi ("\\frac{\\pi}{3}", "\\frac{2\\pi}{3}", "\\frac{1}{4}\\pi", "2\\pi/3"), its name before it if any.
_RADIANS = re.compile(
    r"[ \t]*(?:\\?[A-Za-z]{1,6}[ \t]*=[ \t]*)?(-?(?:\\[dt]?frac\{\d{0,4}[ \t]*\\pi\}\{\d{1,4}\}|\\[dt]?frac\{\d{1,4}\}\{\d{1,4}\}[ \t]*\\pi"
    r"|\d{0,4}[ \t]*\\pi(?:[ \t]*/[ \t]*\d{1,4})?))[ \t]*")
# A prompt that names degrees (the unit, or an angle given in it): an angle in radians may then be the other unit.
_DEGREES_ASKED = re.compile(r"(?i)degr|\\circ|°|\\degree|grad|градус|度")
# A prompt that names a notation ("set-builder notation", "notación de conjuntos"): a relation may not be the one asked.
_NOTATION = re.compile(r"(?i)notation|nota[cç]i[óo]n|nota[çc][ãa]o|notazione|schreibweise|записи|нотаци|表示法|表記法|記法")
# The word that puts a condition on a value in a case split written on one line.
_CASE_WORD = re.compile(r"\\text\{[ \t]*(?:if|when|for)[ \t]*\}")
# The separator before the next case: a comma or a semicolon outside brackets, LaTeX spaces after it.
_CASE_SEPARATOR = re.compile(r"[,;](?:[ \t]*\\(?:[,;:!]|quad|qquad))*[ \t]*")


def _case_split(answer: str) -> str | None:
    """A case split written on one line ("3 \\text{ if } n \\text{ odd}, \\; 1 \\text{ if } n \\text{ even}") as a
    ``cases`` block, else ``None``: two values or more, each with its condition."""
    if "\\text" not in answer:
        return None
    parts = _CASE_WORD.split(answer)
    if not 3 <= len(parts) <= 20:
        return None
    rows, value = [], parts[0]
    for i, part in enumerate(parts[1:], 1):
        if i == len(parts) - 1:
            condition, following = part, ""
        else:
            cuts = [m for m in _CASE_SEPARATOR.finditer(part) if _balanced(part[: m.start()])]
            if not cuts:
                return None
            condition, following = part[: cuts[-1].start()], part[cuts[-1].end() :]
        if not value.strip() or not condition.strip():
            return None
        rows.append(f"{value.strip()} & {condition.strip().rstrip('.')}")
        value = following
    return "\\begin{cases} " + " \\\\ ".join(rows) + " \\end{cases}"


def _annotated_values(answer: str) -> str | None:
    """The values of a list whose every entry carries words ("3 \\text{ (n odd)}, 1 \\text{ (n even)}", "5 \\text{ cm}, 3
    \\text{ cm}"), without them: math-verify would read the first entry alone, one value where several are offered."""
    if "\\text" not in answer:
        return None
    cuts = [m for m in _CASE_SEPARATOR.finditer(answer) if _balanced(answer[: m.start()])]
    bounds = [0, *(x for m in cuts for x in (m.start(), m.end())), len(answer)]
    parts = [answer[bounds[i] : bounds[i + 1]] for i in range(0, len(bounds), 2)]
    values = [p.split("\\text", 1)[0].strip() for p in parts]
    if len(parts) < 2 or not all("\\text" in p for p in parts) or not all(values):
        return None
    return ", ".join(values)


def _pi_value(right: str, gold: str) -> bool:
    """A chain that ends on a number in terms of pi ("\\pi r^2 = 81\\pi") against a gold in terms of pi: the
    formula's value, computed (the unknown on its left was found before)."""
    if "\\pi" not in right or "\\pi" not in gold:
        return False
    rest = re.sub(r"\\(?:pi|frac|dfrac|sqrt|cdot|times)", "", right)
    return re.fullmatch(r"[\d\s.+\-*/^{}()]*", rest) is not None


# A last line of labelled values ("Tom: 36 marbles, Sam: 12 marbles."): each label, its number.
_LABELLED = r"([A-Z][\w'’]{1,20}(?:[ \t][A-Za-z'’]{1,20})?)[ \t]*[:=][ \t]*\$?[ \t]*(-?\d{1,12}(?:[.,]\d{1,12})?)[^,;:=\n\d]{0,30}?"
# (items joined by a comma, a semicolon or a full stop: "Distance: 5 units. Squared distance: 25.")
_LABELLED_LINE = re.compile(rf"[ \t*_]*{_LABELLED}(?:[ \t]*[,;.][ \t]*{_LABELLED})+[ \t*_.]*")
_LABELLED_ITEM = re.compile(_LABELLED)
_QUESTION = re.compile(r"[^.?!\n]{1,300}\?")
# A prompt's sentence, a decimal point ending none ("Find the distance between the points $(1, 2)$ and $(4, 6)$."): the
# last is its question where it asks with no question mark.
_PROMPT_SENTENCE = re.compile(r"(?:[^.?!\n]|(?<=\d)\.(?=\d)){1,300}")


def asked_label_value(line: str, prompt: str) -> str | None:
    """The value of the one label of a line of labelled values that the prompt's question names ("Tom: 36 marbles,
    Sam: 12 marbles." for "How many marbles does Tom have?": 36); ``None`` where the question names none or several."""
    if _LABELLED_LINE.fullmatch(line) is None:
        return None
    questions = _QUESTION.findall(prompt) or [s for s in _PROMPT_SENTENCE.findall(prompt) if s.strip()][-1:]
    if not questions:
        return None
    # (a label opening its item is capitalised where the question writes it in lower case: "Distance" for "the distance")
    named = [m.group(2) for m in _LABELLED_ITEM.finditer(line)
             if re.search(rf"(?i)(?<![\w]){re.escape(m.group(1))}(?![\w])", questions[-1])]
    return named[0] if len(named) == 1 else None


_ONE_LETTER = re.compile(r"(?<![A-Za-z\\])[a-z](?![A-Za-z])")


def _working_of(side: str, rest: str, gold: str) -> bool:
    """Whether the left side of an answer's chain is a step of working towards an expression gold: the gold's
    letters on both sides, and terms joined by a sign on the left ("x^3 - 3x^2 + 2x + x^2 - 3x + 2 = x^3 - 2x^2 - x +
    2"); no name of an unknown or a function ("y", "f(x)") that the chain's end would be the value of, and no equation
    to solve ("(x - 3)^2 = 0")."""
    if side.rstrip().endswith(("<", ">", "!")) or "\\begin" in side:
        return False  # "x >= 1" is a condition, and a cases block's "=" belongs to one of its pieces, no chain of working
    letters = set(_ONE_LETTER.findall(gold))
    return (bool(letters) and set(_ONE_LETTER.findall(side)) == letters == set(_ONE_LETTER.findall(rest))
            and re.search(r"[-+]", side.strip()[1:]) is not None)


def _balanced(s: str) -> bool:
    return all(s.count(a) == s.count(b) for a, b in ("()", "[]", "{}"))


# What puts a letter after a number as its unit: a space ("2.5 h"), or a degree sign ("20 °C", "20°C").
_UNIT_BEFORE = re.compile(r"\d[ \t]$|\d[ \t]?°[ \t]?$")


def _has_unknown(side: str) -> bool:
    """Whether a side holds a letter that is no unit: units follow a number and a space ("2.5 h"), "2x" is a variable;
    a function applied to a number ("f(g(2))", "f(4)") is a value, not an unknown."""
    side = _applied(side.replace("\\div", "÷").replace("\\times", "×").replace("\\cdot", "·"))
    return any(m.group().startswith("\\") or not _UNIT_BEFORE.search(side[: m.start()]) for m in _WORD.finditer(side))


# A one-letter function applied to a number ("f(4)", and by steps "f(g(2))"): its name is no unknown.
_APPLIED = re.compile(r"(?<![A-Za-z\\])[a-z]\(([^A-Za-z()]{0,40})\)")


def _applied(side: str) -> str:
    for _ in range(3):
        side, found = _APPLIED.subn(r" \1 ", side)
        if not found:
            break
    return side


# A number in a base with its digits in brackets ("(31043)_5").
_PAREN_BASE = re.compile(r"\(([0-9A-Z]{1,60})\)_(\{?\d{1,2}\}?)")
# The imaginary unit and j, as letters of their own ("4i", "i\\sin", not "\\pi" or "\\sin").
_UNIT_I = re.compile(r"(?<![A-Za-z\\])i(?![A-Za-z])")
_UNIT_J = re.compile(r"(?<![A-Za-z\\])j(?![A-Za-z])")
# The completion declares j the imaginary unit: "j^2 = -1", "j = \\sqrt{-1}", "$j$ for the imaginary unit" (in a language of
# the tables).
_IMAGINARY_UNIT = (r"imaginary[ \t]+unit|unit[ée][ \t]+imaginaire|imagin[äa]re[ \t]+Einheit|unidad[ \t]+imaginaria|unidade[ \t]+imagin[áa]ria"
                   r"|unit[àa][ \t]+immaginaria|jednostk\w{0,2}[ \t]+urojon\w{0,2}|мним\w{0,3}[ \t]+единиц\w{0,2}|虚数单位|虚数単位")
_IMAGINARY_J = re.compile(
    r"(?<![A-Za-z\\])j[ \t]*\^[ \t]*\{?[ \t]*2[ \t]*\}?[ \t]*=[ \t]*-[ \t]*1(?![\d.])|(?<![A-Za-z\\])j[ \t]*=[ \t]*\\sqrt[ \t]*\{?[ \t]*-[ \t]*1"
    rf"|(?i:{_IMAGINARY_UNIT})[^.\n]{{0,12}}(?<![A-Za-z\\])j(?![A-Za-z])|(?<![A-Za-z\\])j(?![A-Za-z])[^.\n]{{0,30}}(?i:{_IMAGINARY_UNIT})")
# e to an imaginary power ("e^{2\\pi i/3}", "e^{i\\frac{\\pi}{4}}"): Euler's formula gives its rectangular form.
_EULER_POWER = re.compile(r"(?<![A-Za-z\\])e[ \t]{0,2}\^[ \t]{0,2}\{((?:[^{}]|\{[^{}]{0,60}\}){1,120})\}")
# What an angle may hold besides numbers: pi, fractions, products.
_ANGLE_WORDS = re.compile(r"\\(?:pi|[dt]?frac|cdot|times|left|right)(?![A-Za-z])")


def _as_rectangular(m: re.Match) -> str:
    exponent = m.group(1)
    if len(_UNIT_I.findall(exponent)) != 1:
        return m.group()
    angle = re.sub(r"^[ \t]*(?:\\cdot|\\times)|(?:\\cdot|\\times)[ \t]*$", "", _UNIT_I.sub("", exponent).strip()).strip()
    if not angle or re.search(r"[A-Za-z]", _ANGLE_WORDS.sub("", angle)):
        return m.group()  # "e^{2\\pi i k/3}": an angle in another unknown
    angle = "1" if angle == "-" else angle
    return f"\\left(\\cos\\left({angle}\\right) + i\\sin\\left({angle}\\right)\\right)"


# A vector in unit-vector notation: "-2\\mathbf{i} + 13\\mathbf{j} - 8\\mathbf{k}", "3\\hat{\\imath} - \\hat{\\jmath}", "3**i** - 2**j**",
# "3i - 2j + k" (against a gold column, i is no imaginary unit).
_UNIT_VECTOR_TERM = re.compile(
    r"[ \t]*([+-]?)[ \t]*([^+\-]{0,40}?)[ \t]*(?:\\cdot[ \t]*)?(?:\\(?:mathbf|hat|vec|boldsymbol|bm)[ \t]*\{?[ \t]*\\?([ijk])(?:math)?[ \t]*\}?"
    r"|\*\*([ijk])\*\*|(?<![A-Za-z])([ijk])(?![A-Za-z]))[ \t]*")


def _unit_vector(s: str, rows: int) -> list[str] | None:
    """The components of a vector in unit-vector notation, as many as ``rows`` (2: i and j; 3: i, j and k)."""
    if not 2 <= rows <= 3 or not any(unit in s for unit in "ijk"):
        return None
    components, at = {}, 0
    for m in _UNIT_VECTOR_TERM.finditer(s):
        unit = m.group(3) or m.group(4) or m.group(5)  # "\\mathbf{i}", "**i**" in markdown, or a bare "i" in text
        if m.start() != at or unit in components or "\\mathbf" in m.group(2) or "\\hat" in m.group(2) or "*" in m.group(2):
            return None
        components[unit] = (m.group(1) or "") + (m.group(2).strip() or "1")
        at = m.end()
    if at != len(s) or not components or ("k" in components and rows == 2):
        return None
    return [components.get(unit, "0").lstrip("+") or "1" for unit in "ijk"[:rows]]


def _as_tuple_of_units(answer: str, gold: str) -> str | None:
    """A vector in unit-vector notation against a gold tuple of two or three values, as that tuple, else ``None``."""
    shape = _ROUND_TUPLE.fullmatch(gold) if "=" not in gold and any(unit in answer for unit in "ijk") else None
    if shape is None:
        return None
    units = _unit_vector(answer.rsplit("=", 1)[-1].strip(), shape.group(1).count(",") + 1)
    return f"({', '.join(units)})" if units is not None else None


_ROUND_TUPLE = re.compile(r"[ \t]*\(([^()]{1,200})\)[ \t]*")


# A set said as all numbers but some ("defined for all real numbers except $x = 2$", "alle reellen Zahlen außer 2").
_ALL_BUT = re.compile(
    r"(?i)(?:\ball\b|\bevery\b|\bany\b|tous|toutes|\balle[ns]?\b|tod[oa]s|tutti|tutte|все[хм]?|wszystk\w{0,3}|所有|全て)"
    r"[^.!?\n]{0,60}?(?:except|but|other[ \t]+than|excluding|sauf|excepté|außer|ausgenommen|excepto|salvo|menos|exceto|tranne|eccetto"
    r"|кроме|oprócz|poza|除了)[ \t]+(?:for[ \t]+|at[ \t]+|when[ \t]+|where[ \t]+|para[ \t]+|pour[ \t]+|für[ \t]+)?(?:\$|\\\()?[ \t]*$")
_POINT = re.compile(r"[ \t]*(?:[A-Za-z][ \t]*=[ \t]*)?(-?\d{1,12}(?:\.\d{1,12})?|-?\\[dt]?frac\{\d{1,12}\}\{\d{1,12}\})[ \t]*")


def _all_but(answer: str, text: str, at: int) -> str | None:
    """The union of intervals of the real numbers but the points an answer names after "all ... except"."""
    if at <= 0 or not _ALL_BUT.search(text[max(0, at - 120) : at]):
        return None
    points = []
    for part in re.split(r",|\\text\{[ \t]*and[ \t]*\}|\band\b", answer):
        m = _POINT.fullmatch(part)
        if m is None:
            return None
        value = m.group(1)
        frac = re.fullmatch(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}", value)
        number = Fraction(int(frac.group(2)), int(frac.group(3))) * (-1 if frac.group(1) else 1) if frac else Fraction(value)
        points.append((number, value))
    bounds = ["-\\infty", *(v for _, v in sorted(set(points))), "\\infty"]
    return " \\cup ".join(f"({a}, {b})" for a, b in zip(bounds, bounds[1:]))


_TRANSPOSED = re.compile(r"[ \t]*\^[ \t]*\{?[ \t]*(?:T|\\top|\\intercal|\\mathsf\{T\}|\\mathrm\{T\})[ \t]*\}?$")


# A matrix written as a list of its rows ("[[1, 2], [3, 4]]").
_NESTED_LIST = re.compile(r"[ \t]*\[[ \t]*(\[[^\[\]]{1,200}\](?:[ \t]*,[ \t]*\[[^\[\]]{1,200}\]){0,19})[ \t]*\][ \t]*")


def _as_column(answer: str, gold: str) -> str:
    rows = [r.strip() for r in _COLUMN.fullmatch(gold.strip()).group(1).split("\\\\") if r.strip()]
    inner = answer.rsplit("=", 1)[-1].strip()  # "2\mathbf{a} - \mathbf{b} = (2, -8, 7)": the vector the chain ends on
    inner = _TRANSPOSED.sub("", inner)  # "(1, 2, 3)^T": the column written as a row, transposed
    if inner != answer.strip() and _COLUMN.fullmatch(inner):
        return inner  # "\mathbf{b} - 2\mathbf{a} = \begin{pmatrix} 3 \\ -2 \end{pmatrix}": the column the chain ends on
    if inner.startswith("<") and "<" not in inner[1:] and ">" not in inner[:-1]:
        inner = f"({inner[1:].rstrip('>')})"  # "<1, 2, 3>": angle brackets in plain text
    units = _unit_vector(inner, len(rows))
    if units is not None:
        return "\\begin{pmatrix} " + " \\\\ ".join(units) + " \\end{pmatrix}"  # "-2\\mathbf{i} + 13\\mathbf{j}": its components
    if not (inner.startswith(("(", "\\left(")) and inner.endswith((")", "\\right)"))):
        return answer
    values = [v.strip() for v in _TUPLE.sub("", inner).split(",")]
    if len(values) != len(rows) or not all(values):
        return answer
    return "\\begin{pmatrix} " + " \\\\ ".join(values) + " \\end{pmatrix}"


# The first environment of an answer read from several, from the answer's start, closed and followed by a word for
# "and" before the next ("Answer: $x < 2$ and $x > 3$"): the relations they hold are stated together, not as a list.
_CONJOINED_ENVS = re.compile(
    rf"[^$\n]{{0,200}}?(?:\$[^$\n]{{1,200}}?\$|\\\((?:(?!\\\)).){{1,200}}?\\\))[ \t]{{0,3}}(?:,[ \t]{{0,3}})?(?:{AND_WORD})[ \t]{{0,3}}(?:\$|\\\()")


# Where a relation on one variable starts ("x <", "y ≥", "t \\le").
_RELATION_START = re.compile(r"(?<![A-Za-z\\])[A-Za-z][ \t]*(?:[<>≤≥]|\\[lg])")
_BOUND_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _relations_written(text: str, at: int, answer: str) -> str | None:
    """The relations on one variable that the rest of the answer's line writes in plain text, joined by a comma or a
    word for "or" or "and" of any language ("Answer: x < 2 or x > 3", "Antwort: x < 2 oder x > 3"), where the answer was
    read as their bounds alone ("2, 3"): the relations are what the line states. ``None`` where the line writes none, or
    bounds other than the answer's."""
    end = text.find("\n", at)
    line = text[at : end if end != -1 else len(text)]
    if not any(sign in line for sign in "<>≤≥\\"):
        return None
    for m in _RELATION_START.finditer(line):
        written = line[m.start() :].rstrip(" \t.!;。*_$")
        if relations_as_union(written) is not None:
            same = sorted(_BOUND_NUMBER.findall(written)) == sorted(_BOUND_NUMBER.findall(answer))
            return written if same and written != answer else None
    return None


# The lower bound a prompt states for a variable ("of income $I \ge 0$", "for $x > 1$", "0 \le t"), and the same bound
# written at the start of a piece's condition before the variable ("0 \le I \le 10000").
_STATED_LOWER = re.compile(r"(?<![A-Za-z\\])([A-Za-z])[ \t]*(\\geq?|≥|>|\\gt)[ \t]*(-?\d{1,9}(?:\.\d{1,9})?)(?![\d.])"
                           r"|(?<![\d.])(-?\d{1,9}(?:\.\d{1,9})?)[ \t]*(\\leq?|≤|<|\\lt)[ \t]*([A-Za-z])(?![A-Za-z])")
_CONDITION_LOWER = re.compile(r"(&[ \t]*(?:\\text\{[^{}]{0,12}\}[ \t]*)?)(-?\d{1,9}(?:\.\d{1,9})?)[ \t]*(\\leq?|≤|<|\\lt)[ \t]*([A-Za-z])(?=[ \t]*(?:\\leq?|≤|<|\\lt))")
# A condition that bounds its variable from above only ("& x \le 1 \\", "& x < 0 \end"): a piece below any lower bound.
_UPPER_RAY = re.compile(r"&[ \t]*(?:\\text\{[^{}]{0,12}\}[ \t]*)?[A-Za-z][ \t]*(?:\\leq?|≤|<|\\lt)[ \t]*-?[\d.]{1,12}[ \t]*(?:\\\\|\\end)")
_CLOSED_SIGNS = ("\\ge", "\\geq", "≥", "\\le", "\\leq", "≤")


def _domain_bound_dropped(answer: str, gold: str, prompt: str) -> str:
    """A cases answer whose condition repeats, before its variable, the lower bound the prompt states for that variable
    ("0 \le I \le 10000" where the prompt asks a function "of income $I \ge 0$"), with that bound left out: the answer
    restricts the function to the domain it was asked on, and says nothing else. A bound the prompt does not state, or
    states otherwise ("0 < I" for "I \ge 0"), stays."""
    stated = set()
    for m in _STATED_LOWER.finditer(prompt):
        if m.group(1):
            stated.add((m.group(1), Fraction(m.group(3)), m.group(2) in _CLOSED_SIGNS))
        else:
            stated.add((m.group(6), Fraction(m.group(4)), m.group(5) in _CLOSED_SIGNS))
    if not stated or _UPPER_RAY.search(answer):
        return answer  # "x \le 1" in a piece of its own: the answer defines the function below the bound too
    if any((m.group(4), Fraction(m.group(2)), m.group(3) in _CLOSED_SIGNS) in stated for m in _CONDITION_LOWER.finditer(gold)):
        return answer  # the gold writes the bound too: the answer is compared as written

    def dropped(m: re.Match) -> str:
        bound = (m.group(4), Fraction(m.group(2)), m.group(3) in _CLOSED_SIGNS)
        return m.group(1) + m.group(4) if bound in stated else m.group()

    return _CONDITION_LOWER.sub(dropped, answer)


def _conjoined(text: str, at: int) -> bool:
    """Whether the answer read from ``text`` at ``at`` is environments joined by a word for "and" (see above)."""
    start = at - 1 if text[at - 1 : at] == "$" else at - 2 if text[at - 2 : at] == "\\(" else at
    return _CONJOINED_ENVS.match(text, start) is not None


def _as_set(answer: str, one_relation: bool = False, conjoined: bool = False) -> str | None:
    """A relation on one variable as the set it describes: ``|a| > 4``, ``x < -2 or x > 2``, and with
    ``one_relation`` (no notation asked) one interval too: ``|a| < 4``, ``-1 \\le x < 4``, ``y \\ge 2``, ``x \\ne 2``;
    with ``conjoined`` (an "and" between the environments the relations were read from) what both state."""
    absolute = _ABS.fullmatch(answer)
    if absolute is not None:
        name, relation, bound = absolute.groups()
        negative = bound[1:] if bound.startswith("-") else "-" + bound
        if relation in ("<", "\\lt", "\\le", "\\leq", "≤"):
            # one interval: against a set gold the relation stays a relation where a notation may be asked
            return relation_as_interval(f"{negative} {relation} {name} {relation} {bound}") if one_relation else None
        flipped = {">": "<", "\\gt": "<", "\\ge": "\\le", "\\geq": "\\le", "≥": "≤"}[relation]
        return relations_as_union(f"{name} {flipped} {negative}, {name} {relation} {bound}")
    return relations_as_union(answer, conjoined) or (relation_as_interval(answer) if one_relation else None)


# One name assigned a value ("x = 4", "a_{2} = 7"), and the names a question asks for ("solve for $y$", "find $a_3$").
_ONE_ASSIGNMENT = re.compile(r"[ \t]*([A-Za-z])(?:_\{?([A-Za-z0-9]{1,3})\}?)?[ \t]*=[ \t]*[^=<>]{1,200}")
_ASKED_SUBSCRIPTED = re.compile(
    r"(?i)\b(?:find|what[ \t]is|what's|value[ \t]of|solve[ \t]for|determine|compute|calculate)[ \t]+"
    r"(?:(?:the|a|an|value|of|real|positive|negative|integer|whole|number|constant|term)[ \t]+){0,4}"
    r"\$?[ \t]?([A-Za-z])(?:_\{?([A-Za-z0-9]{1,3})\}?)?[ \t]?\$?(?=[ \t]*[?.,;:]|[ \t]*$|[ \t]+(?:if|when|given|such)"
    r"|-coordinates?\b)")  # "the $y$-coordinate of that point": the coordinate asked is its letter's value


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def asked_names(prompt: str) -> frozenset[tuple[str, str]]:
    return frozenset((m.group(1), m.group(2) or "") for m in _ASKED_SUBSCRIPTED.finditer(prompt))


def other_name(answer: str, prompt: str) -> str | None:
    """The name an answer assigns its value to ("x = 4") where the question asks for one other name ("Solve for
    $y$"): the value of another unknown, whatever it equals. ``None`` where the names agree or none is asked."""
    given = _ONE_ASSIGNMENT.fullmatch(answer) if "=" in answer else None
    if given is None:
        return None
    asked = asked_names(prompt)
    if len(asked) != 1:
        return None
    name = (given.group(1), given.group(2) or "")
    return None if name in asked else given.group(0).split("=", 1)[0].strip()


_SET_GOLD = re.compile(r"[ \t]*\\\{.*\\\}[ \t]*", re.DOTALL)
_EMPTY_SET = re.compile(r"[ \t]*(?:\\emptyset|\\varnothing|∅|\\\{[ \t]*\\\})[ \t]*")
_PROMPT_MATH = re.compile(r"\$([^$]{1,2000})\$")
_TUPLE_GOLD = re.compile(r"[ \t]*(?:\\left)?\(([^()]*,[^()]*)(?:\\right)?\)[ \t]*")


# A tuple of coordinates written in another order than x, y, z ("the ordered pair $(y, x)$").
_OTHER_ORDER = re.compile(r"\([ \t]*(?:y[ \t]*,[ \t]*x|[yz][ \t]*,[ \t]*[xy][ \t]*,|x[ \t]*,[ \t]*z)")


def _assignments_as_tuple(answer: str, gold: str, prompt: str) -> str | None:
    """Values assigned to as many names as the gold tuple has entries ("y = -1, x = 3" for ``(3, -1)``), as
    the tuple of those names in alphabetical order, where the prompt's math introduces them all in that order, or
    where they are a point's coordinates x, y (and z), which a point lists in that order."""
    shape = _TUPLE_GOLD.fullmatch(gold)
    if shape is None:
        return None
    parts = [p for p in re.split(r",|;|\\text\{[ \t]*and[ \t]*\}|\band\b", answer) if p.strip()]
    if len(parts) != shape.group(1).count(",") + 1:
        return None
    assigned = {}
    for part in parts:
        m = _ASSIGNMENT.fullmatch(part.replace("\\ ", " ").replace("\\,", " "))
        if m is None or m.group(1) in assigned:
            return None
        assigned[m.group(1)] = m.group(2)
    names = sorted(assigned)
    math = " ".join(_PROMPT_MATH.findall(prompt)) or prompt  # "Find a and b": the article is no name
    seen = [m.start() for m in (re.search(rf"(?<![A-Za-z\\]){n}(?![A-Za-z])", math) for n in names) if m is not None]
    coordinates = "".join(names) in ("xy", "xyz") and not _OTHER_ORDER.search(math)  # a point is (x, y), whatever comes first
    if not coordinates and (len(seen) != len(names) or seen != sorted(seen)):
        return None  # the prompt does not introduce them in that order: which entry is which is not certain
    return "(" + ", ".join(assigned[n] for n in names) + ")"


def _several_assignments(answer: str) -> bool:
    """Whether the answer assigns values to several names ("x = 5, y = -3"): no chain whose end is its value."""
    parts = [p for p in re.split(r",|;", answer) if p.strip()]
    return len(parts) > 1 and all(_ASSIGNMENT.fullmatch(p) for p in parts)


def _asked_value(answer: str, prompt: str) -> str | None:
    """From assignments to several names ("x = 6, y = 4"), the value of the one the question asks for."""
    parts = [p for p in re.split(r",|;|\\text\{[ \t]*and[ \t]*\}|\band\b", answer) if p.strip()]
    if len(parts) < 2:
        return None
    assigned = {}
    for part in parts:
        m = _ASSIGNMENT.fullmatch(part)
        if m is None:
            return None
        assigned.setdefault(m.group(1), m.group(2))
    asked = {m.group(1) for m in _ASKED_NAME.finditer(prompt)}
    names = [name for name in asked if name in assigned]
    return assigned[names[0]] if len(names) == 1 and len(assigned) == len(parts) else None


# The function a piece names, if it names one: "f(x) =", "f^{-1}(x) =", "g'(t) =", or the expression it writes piecewise
# ("$|2x - 6| = 2x - 6$ quando $x ≥ 3$").
_PIECE_NAME = r"\$(?:[ \t]*[A-Za-z](?:\^\{?-1\}?|'{1,2})?(?:\([A-Za-z]\))?[ \t]*=|[^$=\n]{1,40}=)?"
# The words for "when" that open a piece's condition.
_WHEN = r"(?:when|if|for|whenever|si|pour|quand|für|wenn|falls|cuando|para|se|per|quando|при|если|dla|gdy|jeśli)"
# A piece of a function said in prose: "$f(x)=2x$ when $x\ge0$", "$0$ if $x < 0$", "$-x$ für $x < 0$".
_PROSE_PIECE = re.compile(
    _PIECE_NAME + r"[ \t]*([^$=]{1,120}?)[ \t]*\$[ \t]*,?[ \t]*"
    + _WHEN + r"[ \t]+"
    r"\$([^$]{1,120}?)\$|" + _PIECE_NAME + r"[ \t]*([^$=]{1,120}?)[ \t]*\$[ \t]*,?[ \t]*"
    r"(otherwise|else|elsewhere|sinon|sonst|en[ \t]+otro[ \t]+caso|altrimenti|caso[ \t]+contrário|иначе|w[ \t]+przeciwnym[ \t]+razie)",
    re.IGNORECASE,
)
_PARAGRAPH_END = re.compile(r"\n[ \t]*\n(?=[^\n]*\S)")
# The same in any language: a value, one word, then a condition that states a relation ("$2x$ kun $x \ge 0$").
_ANY_WORD_PIECE = re.compile(
    _PIECE_NAME + r"[ \t]*([^$=]{1,120}?)[ \t]*\$[ \t]*,?[ \t]*[^\W\d_]{1,12}[ \t]+\$([^$]{1,120}?)\$")
_RELATION = re.compile(r"[<>≤≥≠]|\\(?:le|ge|leq|geq|lt|gt|neq|ne|in)(?![A-Za-z])")
# The same in plain text, each piece naming its function ("f(x) = 2x - 1 für x > 1 und f(x) = 1 für x ≤ 1", "f'(x) = 1
# for x > 1", "h(x) = x，当 x ≥ 1 时；"): a value, one word, then a condition that states a relation, up to a comma, a
# semicolon, a stop or the word that joins them; a short word closing the condition ("时") is read with it.
_PIECE_STOP = r"(?:[,;\n，；。]|\.(?!\d)|$)"
_PLAIN_PIECE = re.compile(
    r"(?<![\w$])[A-Za-z]'{0,2}\([A-Za-z]\)[ \t]{0,2}=[ \t]{0,2}([^=,;:$\n，；。]{1,60}?)(?:[ \t]+|[ \t]*[，,][ \t]*)"
    r"(?:[\u3040-\u30ff\u4e00-\u9fff]{1,4}[ \t]*|[^\W\d_]{2,12}[ \t]+)"  # a word, not the variable ("2 − x für x < 1")
    r"([^=,;:$\n，；。]{0,40}?[<>≤≥][^,;:$\n，；。]{1,40}?)(?:[ \t]*[^\W\d_]{1,4}(?=[ \t]*" + _PIECE_STOP + r"))?"
    r"(?=[ \t]*" + _PIECE_STOP + r"|[ \t][^\W\d_]{1,4}[ \t])")


# The same in plain text after one "=" that names the function once ("|2x − 6| = 2x − 6 quando x ≥ 3, e 6 − 2x quando
# x < 3."): the first piece right after the "=", each next one after a comma or semicolon and at most a short word that
# joins them ("and", "e", "y", "und"), each with a word for "when" and a condition that states a relation.
_PIECE_AFTER_EQUALS = re.compile(
    r"(?:(?<==)|(?<=[,;])|(?<=[,;][ \t]))[ \t]*(?:[^\W\d_]{1,4}[ \t]+(?=[^\n]{0,60}?[ \t]" + _WHEN + r"[ \t]))?"
    r"([^=,;:$\n<>≤≥]{1,60}?)[ \t]+" + _WHEN + r"[ \t]+([^=,;:$\n<>≤≥]{0,30}?[<>≤≥][^=,;:$\n]{1,30}?)"
    r"(?=[ \t]*(?:[,;\n]|\.(?!\d)|$))", re.IGNORECASE)


def _pieces_after_equals(text: str, start: int) -> list[re.Match]:
    """The pieces said after the one "=" of the last line of ``text[start:]`` that holds two or more, back to back."""
    for line in reversed(list(re.finditer(r"[^\n]+", text[start:]))):
        pieces = list(_PIECE_AFTER_EQUALS.finditer(text, start + line.start(), start + line.end()))
        if len(pieces) >= 2 and text[pieces[0].start() - 1] == "=" and all(
                not text[a.end() : b.start()].strip(" \t,;") for a, b in zip(pieces, pieces[1:])):
            return pieces
    return []


def prose_piecewise(text: str) -> tuple[str, int, int] | None:
    """The piecewise function the last paragraph of ``text`` says in prose, as a ``cases`` block, with where
    its pieces start and end; ``None`` unless it says two pieces or more, each with its condition."""
    starts = [m.end() for m in _PARAGRAPH_END.finditer(text)]
    start = starts[-1] if starts else 0
    pieces = list(_PROSE_PIECE.finditer(text, start))
    if len(pieces) < 2:  # the word for "when" of a language not listed: every condition must state a relation
        pieces = list(_ANY_WORD_PIECE.finditer(text, start))
        if len(pieces) < 2 or not all(_RELATION.search(m.group(2)) for m in pieces):
            pieces = list(_PLAIN_PIECE.finditer(text, start)) if "(" in text else []
            if len(pieces) < 2:
                pieces = _pieces_after_equals(text, start) if "=" in text else []
            if len(pieces) < 2:
                return None
    rows = [f"{m.group(1)} & {m.group(2)}" if m.group(1) is not None else f"{m.group(3)} & \\text{{otherwise}}" for m in pieces]
    return "\\begin{cases} " + " \\\\ ".join(rows) + " \\end{cases}", pieces[0].start(), pieces[-1].end()


# A cases block, and the values of its pieces ("8 & 0<w<2 \\ 3w+2 & w\ge 2": 8 and 3w+2).
_CASES_BLOCK = re.compile(r"\\begin\{cases\}(.{1,2000}?)\\end\{cases\}", re.DOTALL)


def _remarked_block(reading) -> tuple[str, int, int] | tuple[str, int, int, int] | None:
    """The last cases block of the text where the answer read after it is the value one of its pieces takes ("At
    $w=2$ both give 8.") or an equation one side of which is a piece: a remark on the function, which stays the answer."""
    if "\\begin{cases}" not in reading.visible or not reading.answer or reading.at[0] < 0:
        return None
    block = None
    for block in _CASES_BLOCK.finditer(reading.visible):
        pass
    if block is None or reading.at[0] < block.end():
        return None
    rows = [row.split("&", 1) for row in block.group(1).split("\\\\")]
    values = {re.sub(r"\s", "", row[0]).rstrip(",") for row in rows}
    sides = [re.sub(r"\s", "", side) for side in reading.answer.split("=")]
    # The value a piece takes, or an equation one side of which is a piece ("Here $0.2I-2000 = 0.2(I-10000)$."): a
    # remark that rewrites or evaluates the piece, not another answer.
    examples = _examples_hold(reading.values, reading.visible[max(0, block.start() - 40) : block.start()], rows)
    if examples is not None:  # "For example $T(9) = 108$ and $T(10) = 90$.": values of the function, each at its point
        return (block.group(0), block.start(), block.end(), rows, examples) if examples else None
    if sides[-1] in values or (len(sides) > 1 and values.intersection(sides)) or _remarks_on_boundaries(reading.values, [row[0] for row in rows], [row[-1] for row in rows]):
        return block.group(0), block.start(), block.end()
    return None


_CONDITION_NUMBER = re.compile(r"-?\d{1,9}(?:\.\d{1,9})?")
_VARIABLE = re.compile(r"(?<![\\A-Za-z])[a-z](?![A-Za-z])")
_IMPLIED_TIMES = re.compile(r"(\d|\))[ \t]*(?=\()")


def _remarks_on_boundaries(said: tuple[str, ...], pieces: list[str], conditions: list[str]) -> bool:
    """Whether every value said after a cases block is a piece's constant, a boundary of its conditions or a piece's
    value at a boundary ("This is continuous at $x=1$ since both pieces give 4.", "At $t=1$, $2(1)+1 = 3$"): a remark
    on the function where its pieces meet, which leaves the block the answer."""
    bounds = {Fraction(n) for c in conditions for n in _CONDITION_NUMBER.findall(c)}
    known = set(bounds)
    for piece in pieces:
        piece = piece.strip().rstrip(",").strip()
        for b in bounds:
            at = _IMPLIED_TIMES.sub(r"\1*", _VARIABLE.sub(f"({b})", piece))
            number = parse_number(at)
            worth = number.value if number is not None else arithmetic_value(at)
            if worth is not None:
                known.add(Fraction(worth))
    found = [parse_number(v.rsplit("=", 1)[-1].strip()) for v in said]
    return bool(found) and all(n is not None and n.value in known for n in found)


# The value of a function named at a number ("T(9) = 108", "f(-1) = 0"), and the name a display gives the function it
# defines, right before its cases block ("T(n) = ", "f(x)=\left\{").
_NAMED_VALUE = re.compile(r"[ \t]*([A-Za-z])[ \t]*\([ \t]*(-?\d{1,9}(?:\.\d{1,9})?)[ \t]*\)[ \t]*=[ \t]*(-?\d{1,12}(?:\.\d{1,12})?)[ \t]*")
_WRITTEN_VALUE = re.compile(r"\$?" + _NAMED_VALUE.pattern.replace("[ \t]*", "[ \t]{0,3}") + r"\$?")
_BETWEEN_VALUES = re.compile(r"[ \t,;<>≤≥]*|[ \t]*\\[lg]e(?:q)?[ \t]*")
_DEFINES = re.compile(r"([A-Za-z])[ \t]*\([ \t]*[a-z][ \t]*\)[ \t]*=[ \t]*(?:\\left[ \t]*\\?\{?[ \t]*)?$")
_CONDITION_SIGN = re.compile(r"\\leq?|\\geq?|\\lt|\\gt|\\neq?|≤|≥|≠|<|>|=")
_WORDS_IN_CONDITION = re.compile(r"\\(?:text|mathrm|textrm|mbox)\{[^{}]*\}|(?<![\\A-Za-z])[A-Za-z]{2,}(?![A-Za-z])|[,;:]|\\[,;!]|\\quad")


def _worth(expression: str, point: Fraction) -> Fraction | None:
    """The value of ``expression`` (numbers and one lowercase letter) with its letter set to ``point``."""
    at = _IMPLIED_TIMES.sub(r"\1*", _VARIABLE.sub(f"({point})", expression.strip().rstrip(",").strip()))
    while at.startswith("(") and at.endswith(")") and at.count("(") == 1:
        at = at[1:-1].strip()
    number = parse_number(at)
    return number.value if number is not None else arithmetic_value(at)


def _holds(condition: str, point: Fraction) -> bool | None:
    """Whether a piece's condition holds at ``point`` ("n<10", "0 \\le x < 1", "x \\in [0, 1)"); ``None`` where it
    cannot be worked out, ``True`` for a condition of words alone ("otherwise")."""
    stated = membership_as_relations(condition.strip())
    stated = _WORDS_IN_CONDITION.sub(" ", stated)
    signs = _CONDITION_SIGN.findall(stated)
    if not signs:
        return True if not stated.strip() else None
    sides = [_worth(side, point) for side in _CONDITION_SIGN.split(stated)]
    if any(side is None for side in sides):
        return None
    compare = {"<": lambda a, b: a < b, ">": lambda a, b: a > b, "=": lambda a, b: a == b}
    for sign, a, b in zip(signs, sides, sides[1:]):
        sign = {"\\lt": "<", "\\gt": ">", "\\le": "≤", "\\leq": "≤", "\\ge": "≥", "\\geq": "≥", "\\ne": "≠", "\\neq": "≠"}.get(sign, sign)
        if not (compare[sign](a, b) if sign in compare else a <= b if sign == "≤" else a >= b if sign == "≥" else a != b):
            return False
    return True


def _value_at(rows: list[list[str]], point: Fraction) -> Fraction | None:
    """The value the function of a cases block takes at ``point``: the piece whose condition holds there (one of words
    alone, "otherwise", where no other does); ``None`` where no single piece can be told."""
    held, otherwise = [], []
    for row in rows:
        if len(row) < 2:
            return None
        holds = _holds(row[1], point)
        if holds is None:
            return None
        if holds and not _CONDITION_SIGN.search(membership_as_relations(row[1].strip())):
            otherwise.append(row[0])
        elif holds:
            held.append(row[0])
    worths = {_worth(piece, point) for piece in (held or otherwise)}
    return worths.pop() if len(worths) == 1 else None


def _examples_hold(said: tuple[str, ...], before: str, rows: list[list[str]]) -> str | bool | None:
    """Whether the values said after a cases block, each the value of a function named at a number ("$T(9) = 108$ and
    $T(10) = 90$"), are the block's own values there, where a display names the function it defines ("T(n) = …"):
    examples of the function, which stays the answer. ``False`` where one is not (another piece's value at its point,
    "T(9) = 81", or another function's), ``None`` where the values are not of that shape; the function's name where
    they hold."""
    found = [list(_NAMED_VALUE.finditer(value)) for value in said]
    if not said or not all(found) or any(_BETWEEN_VALUES.fullmatch(_NAMED_VALUE.sub("", value)) is None for value in said):
        return None
    defined = _DEFINES.search(before)
    if defined is None:
        return None
    for m in (m for ms in found for m in ms):
        name, point, value = m.groups()
        at = _value_at(rows, Fraction(point))
        if name != defined.group(1) or at is None or at != Fraction(value):
            return False
    return defined.group(1)  # the function's name: its examples hold


def piecewise_reading(reading):
    """The reading committed to the piecewise function its last paragraph says in prose, where it says one, or to its
    last cases block where what is read after it is a value of one of its pieces."""
    found = prose_piecewise(reading.visible) or _remarked_block(reading)
    if found is None:
        return reading
    cases, start, end = found[:3]
    # Examples of the function that hold are judged here, as part of it: the words around them are what follows the answer.
    after = reading.visible[end:]
    if len(found) > 3:
        rows, name = found[3], found[4]
        after = _WRITTEN_VALUE.sub(lambda m: "" if m.group(1) == name and _value_at(rows, Fraction(m.group(2))) == Fraction(m.group(3))
                                   else m.group(), after)
    return replace(reading, answer=cases, values=(cases,), at=(start, end), after=after, as_written=cases,
                   form="piecewise")
