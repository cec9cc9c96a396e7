r"""Whether an answer was worked out or only written down: math-verify evaluates ``2^{10}``,
``\sqrt{144}``, ``\binom{7}{2}``, ``\frac{56}{7}`` and calls them equal to the gold, so a policy
that copies the question's expression would be rewarded for not solving it.

:func:`form_reason` gives ``restated`` when the answer is an expression of the question itself
(in the prompt, or quoted after a task word in the completion: "we need to evaluate $2^{10}$"),
and ``unevaluated`` when it still holds an operation the gold has carried out: against a plain
number gold, arithmetic between written numbers, a power, a root of a perfect power, a binomial,
a factorial, a function of written numbers (``\gcd``, ``\lfloor``, ``\log``, ``|-6|``), a
fraction not in lowest terms; against a simplified radical, a radical that is not; and where the
prompt's task word asks for a form the gold is in (expand, factor, decimal, common fraction), an
answer in the other form. An answer spelled like the gold is never refused.

>>> form_reason("1024", "2^{10}", "Evaluate $2^{10}$.")
'restated'
>>> form_reason("\\frac{3}{4}", "\\frac{6}{8}"), form_reason("\\frac{3}{4}", "\\frac{3}{4}") is None
('unevaluated', True)
"""

from __future__ import annotations

import re
from functools import lru_cache
from math import gcd, isqrt

from reward_plugins.math.clean import find_env
from reward_plugins.math.forms import UNREAD, asked_form, form_class, roots_for_powers, template_asked, written_repeating
from reward_plugins.math.numbers import parse_number
from reward_plugins.math.spelling import spelling

MAX_PROMPT_CHARS = 8000

# Arithmetic between written numbers ("6 - 5", "8+6", "3 \times 4", "180° - 120°"); powers of ten in scientific
# notation ("3 \times 10^5") are numbers, not operations.
_ARITHMETIC = re.compile(
    r"(?:\d|\)|%|°|\\circ\}?)[ \t]{0,3}(?:[-+*×÷·−]|\\times|\\cdot|\\div)[ \t]{0,3}(?!10[ \t]{0,2}\^)(?:(?:\\?\$)?\d|\(|\\[dt]?frac|\\sqrt)"
)
# A power of written numbers; a power of ten from 10^3 up (or negative) is how large numbers are written.
_POWER = re.compile(
    r"(?:(?<![\d.])(?!10[ \t]{0,2}\^[ \t]{0,2}\{?[ \t]{0,2}(?:-|[3-9]|[1-9]\d))\d+(?:\.\d+)?|\)|\})"
    r"[ \t]{0,2}\^(?![ \t]{0,2}\{?[ \t]{0,2}\\circ)"
)
# The power of ten of scientific notation ("2.0 \times 10^{+3}"): a number, whatever its exponent.
_SCIENTIFIC = re.compile(r"(?:\\times|\\cdot|×|\*)[ \t]{0,2}10[ \t]{0,2}\^[ \t]{0,2}(?:\{[^{}]{1,8}\}|[-+]?\d{1,4})")
# A function applied to written numbers or constants: \gcd(12, 18), \lfloor 3.7 \rfloor, \log_2 8, \sin 30^\circ, |-6|, \ln e^3.
_FUNCTION = re.compile(
    r"\\(?:log|ln|lg|exp|sin|cos|tan|cot|sec|csc|arcsin|arccos|arctan|gcd|lcm|max|min|lfloor|lceil)(?![A-Za-z])[^A-Za-z]{0,6}\d"
    r"|\|[ \t{]{0,3}-?[ \t]{0,2}\d[\d.]{0,20}[ \t}]{0,3}\||(?<![A-Za-z\\])(?:gcd|lcm|log|ln|sin|cos|tan)[ \t]{0,2}\([ \t]{0,2}\d"
    r"|\\(?:log|ln|lg|exp|sin|cos|tan|cot|sec|csc)(?![A-Za-z])[ \t{(]{0,3}(?:e|\\pi)(?![A-Za-z])"  # \ln e^3, \sin \pi
)
# A root of a written number that is a perfect power (\sqrt{144}, \sqrt[3]{729}): a value left to compute.
_ROOT = re.compile(r"\\sqrt(?:\[[ \t]{0,2}(\d)[ \t]{0,2}\])?[ \t]{0,2}(?:\{[ \t]{0,3}(\d{1,12})[ \t]{0,3}\}|(\d))")
# A determinant of a matrix written out, left to compute ("\begin{vmatrix} 3 & 2 \\ 3 & 6 \end{vmatrix}", "\det\begin{pmatrix}...").
_DETERMINANT = re.compile(r"\\begin\{[vV]matrix\}|\\det[ \t]{0,2}(?:\\left)?[(\[]?[ \t]{0,2}\\begin\{")
# A limit or a derivative still to be taken ("\lim_{x\to0}\frac{\sin x}{x}", "\frac{d}{dx}(x^3)", "d/dx x^3").
_LIMIT_OR_DERIVATIVE = (
    r"\\(?:lim|liminf|limsup)(?![A-Za-z])|(?<![A-Za-z\\])lim[ \t]{0,2}(?:_|\()"
    r"|\\[dt]?frac\{[ \t]{0,2}(?:d|\\mathrm\{d\}|\\partial)(?:\^\{?\d\}?)?[ \t]{0,2}\}\{[ \t]{0,2}(?:d|\\mathrm\{d\}|\\partial)[ \t]{0,2}[a-z]"
    r"|(?<![A-Za-z])d/d[a-z](?![A-Za-z])"
)
_TAKEN_BY_TASK = re.compile(_LIMIT_OR_DERIVATIVE)
# A prompt that asks to take one: it writes one, or names it ("Find the derivative of $x^3$", "Grenzwert", "导数").
_TAKE_ASKED = re.compile(
    _LIMIT_OR_DERIVATIVE + r"|(?i:derivative|differentiat|\blimits?\b|Ableitung|Grenzwert|d[ée]riv[ée]e|derivad|derivat[ae]|límite|limite"
    r"|производн|предел|导数|導數|微分|极限|極限|도함수|극한)")
# A sum, product, integral, limit or derivative still to be taken ("\sum_{k=1}^{n} k" for a closed form): left undone
# where the gold has none (a limit or a derivative where the prompt asks to take one).
LEFT_TO_TAKE = re.compile(r"\\(?:sum|prod|int|iint|oint)(?![A-Za-z])|[∑∏∫]|" + _LIMIT_OR_DERIVATIVE)
_BINOMIAL = re.compile(r"\\[dt]?binom|\\choose|(?<![A-Za-z])[CP][ \t]{0,2}\([ \t]{0,2}\d+[ \t]{0,2},|\d[ \t]{0,2}[CP][ \t]{0,2}\d|nCr|nPr")
_FACTORIAL = re.compile(r"(?:\d|\))[ \t]{0,2}!(?!=)")
_FRACTIONS = re.compile(r"\\[dt]?frac\{[ \t]{0,3}-?(\d{1,30})[ \t]{0,3}\}\{[ \t]{0,3}(\d{1,30})[ \t]{0,3}\}|(?<![\w.])(\d{1,30})[ \t]{0,2}/[ \t]{0,2}(\d{1,30})(?![\w.])")
_RADICANDS = re.compile(r"\\sqrt\{[ \t]{0,3}(\d{1,12})[ \t]{0,3}\}|\\sqrt[ \t]{0,2}(\d)")
_DECIMAL = re.compile(r"\d\.\d")
_FRACTION = re.compile(r"\\[dt]?frac|/")
# A product with a bracket: (x+2)(x+3), (x+1)^2, 2x(x+1).
_PRODUCT = re.compile(r"\)[ \t]{0,2}(?:\(|\^|[A-Za-z\d\\])|[A-Za-z\d}][ \t]{0,2}\(")
# A complex number in the form a + bi with a zero part written out ("5 + 0i", "5 - 0i", "0 + 3i", "0 - \frac{1}{2}i").
_COMPLEX_PART = r"(?:\d{1,12}(?:\.\d{1,12})?|\\[dt]?frac\{\d{1,12}\}\{\d{1,12}\}|\d{1,12}/\d{1,12})?(?:\\sqrt\{?\d{1,6}\}?)?"
_ZERO_PART = re.compile(rf"[ \t]*(?:-?[ \t]{{0,2}}{_COMPLEX_PART}[ \t]{{0,2}}[-+][ \t]{{0,2}}0(?:\.0{{1,6}})?[ \t]{{0,2}}(?:\\cdot[ \t]{{0,2}})?i"
                        rf"|0(?:\.0{{1,6}})?[ \t]{{0,2}}[-+][ \t]{{0,2}}{_COMPLEX_PART}[ \t]{{0,2}}(?:\\cdot[ \t]{{0,2}})?i)[ \t]*")
_VALUE_SPLIT = re.compile(r"=|\\approx|≈")
_RELATION = re.compile(r"[=<>≤≥≠]|\\(?:le|ge|leq|geq|neq|approx|in)\b")

_TASKS = {
    "expand": re.compile(r"(?i)\b(?:expand|multiply out|distribute)"),
    "factor": re.compile(r"(?i)\bfactor(?:ise|ize|ed|ing)?\b(?![ \t]of)"),
    "decimal": re.compile(r"(?i)\bdecimals?\b"),
    "fraction": re.compile(r"(?i)\bfraction(?:al)?\b"),
    # "What fraction of the pizza ...?" asks for a fraction, not its lowest terms; "as a fraction" asks for the form.
    "fraction form": re.compile(r"(?i)(?<!\bwhat[ \t])(?<!\bwhich[ \t])\bfraction(?:al)?\b"),
    "reduce": re.compile(r"(?i)\b(?:simplif(?:y|ied)|simplest|lowest[ \t]terms|reduced?)\b"),
}
_SHAPE_TASKS = frozenset({"reduce", "factor", "expand"})
# A sentence of the completion that restates the task ("Express 0.75 as a common fraction."): its
# task words count as the prompt's.
_TASK_SENTENCE = re.compile(
    r"(?im)(?:^|(?<=[.!?]))[ \t]*(?:express|write|give|simplify|factor|expand|convert|round|rationali[sz]e|reduce)\b(?:[^.\n]|\.(?=\d)){0,120}"
)
# Arithmetic between written numbers, a fraction included ("25 \cdot 2", "\frac12 \cdot \frac34"); a number before
# a letter, spaced or not, is a coefficient ("7 - 4 i").
_NUMBER = r"(?:(?<![A-Za-z\\}^_\d.])\d+(?:\.\d+)?(?![\d.]*(?:[ \t]?[A-Za-z(]|\\(?!cdot|times|div)))|\\[dt]?frac\{\d+\}\{\d+\})"
_NUMBER_ARITHMETIC = re.compile(_NUMBER + r"[ \t]{0,3}(?:[-+*×÷·−]|\\times|\\cdot|\\div)[ \t]{0,3}" + _NUMBER)
# LaTeX spacing between factors ("3\, x"): no part of the math.
_LATEX_SPACE = re.compile(r"\\[,;:! ]|\\q?quad")
# Arithmetic between numbers in an exponent ("x^{2+1}", "y^{1+3}"), left undone.
_EXPONENT_ARITHMETIC = re.compile(r"\^[ \t]{0,2}\{[ \t]{0,2}-?\d+(?:\.\d+)?[ \t]{0,2}[-+*][ \t]{0,2}\d+(?:\.\d+)?[ \t]{0,2}\}")
_EXPONENT = re.compile(r"[\^_](?:\{[^{}]{0,20}\}|[-+]?\d{1,6}|[A-Za-z])")
# A task word in the completion followed by the expression it is about ("evaluate $2^{10}$").
_QUOTED = re.compile(
    r"(?i)\b(?:evaluate|compute|calculate|simplify|expand|factor(?:ise|ize)?|convert|express)\b[^$\n]{0,30}?"
    r"(?:\$([^$\n]{1,200})\$|\\\(([^\n]{1,200}?)\\\)|[ \t]([^\s$]{1,80}?))[ \t]{0,3}(?:[.,:;?]|$|\n)"
)
# Bare expressions in a prompt written without delimiters ("Calculate 3^4."), with an operation.
_BARE_EXPRESSION = re.compile(r"[\w\\{}()\[\]^!+\-*/.]{2,120}")
_OPERATION = re.compile(r"[\^!/*(\\]")


# A congruence: its left side, its right side (a whole number) and its modulus ("2^{100} \equiv 2 \pmod 7", "≡ 2 (mod 7)").
_CONGRUENCE = re.compile(
    r"[ \t]*([^=]{1,200}?)[ \t]*(?:\\equiv|≡)[ \t]*(-?\d{1,30})(?:[ \t]|\\[ ,;]){0,6}(?:\\left)?\(?(?:[ \t]|\\[ ,;]){0,6}"
    r"(?:\\[pb]?mod|\\(?:text|mathrm|operatorname)\{[ \t]*mod[ \t]*\}|mod)(?:[ \t]|\\[ ,;]){0,6}\{?[ \t]*(\d{1,12})[ \t]*\}?"
    r"(?:[ \t]|\\[ ,;]){0,6}(?:\\right)?\)?[ \t.]*")


def stated_remainder(answer: str, prompt: str) -> str | None:
    """The remainder a congruence states of the prompt's own expression by a modulus the prompt writes
    ("2^{100} \\equiv 2 \\pmod 7" for "the remainder when $2^{100}$ is divided by 7": 2), or ``None``."""
    m = _CONGRUENCE.fullmatch(answer) if "\\equiv" in answer or "≡" in answer else None
    if m is None or not asks_about(m.group(1), prompt):
        return None
    return m.group(2) if re.search(rf"(?<!\d)(?<!\d\.){m.group(3)}(?!\d|\.\d)", prompt[:MAX_PROMPT_CHARS]) else None


def last_side(answer: str) -> str:
    r"""What an answer's last "=" outside braces leaves ("\sum_{k=1}^{10} k = 55": 55; the "=" of "_{k=1}" is inside)."""
    depth, last = 0, -1
    for i, c in enumerate(answer):
        depth += (c == "{") - (c == "}")
        if c == "=" and depth == 0:
            last = i
    return answer[last + 1 :]


def form_reason(gold: str, answer: str, prompt: str = "", completion: str = "") -> str | None:
    """``restated``, ``unevaluated`` or ``None`` (see the module docstring)."""
    answer = stated_remainder(answer, prompt) or answer
    value = roots_for_powers(_VALUE_SPLIT.split(answer)[-1].strip())  # "2^{1/3}" is a root, no power left to compute
    tasks = _tasks(prompt[:MAX_PROMPT_CHARS]) | _tasks(" ".join(m.group() for m in _TASK_SENTENCE.finditer(completion)))
    if prompt and asked_form(prompt[:MAX_PROMPT_CHARS]) == UNREAD:
        tasks |= _SHAPE_TASKS  # a prompt in words not read may have asked to reduce, factor or expand: the gold's shape decides
    if "fraction" in tasks and _FRACTION.search(gold) and not _DECIMAL.search(gold) and written_repeating(completion):
        return "unevaluated"  # "0.\overline{36}" where a common fraction was asked for (read as 4/11 since)
    if not value or spelling(value) == spelling(gold) or spelling(answer) == spelling(gold):
        return None
    side = last_side(answer)
    if LEFT_TO_TAKE.search(side) and not LEFT_TO_TAKE.search(gold) and (
            not _TAKEN_BY_TASK.search(side) or _TAKE_ASKED.search(prompt[:MAX_PROMPT_CHARS])):
        # "\sum_{k=1}^{n} k" for "a closed form of 1 + 2 + ... + n": the sum is not taken; "Compute
        # $\lim_{x\to 0} \frac{\sin x}{x}$" answered with the limit: the limit is not taken
        return "unevaluated"
    number = parse_number(value)
    # The question's own expression given back: "Evaluate 2^{10}" answered 2^{10}, or, in a prompt whose form words
    # are not read, a fraction it writes ("Skriv 3/8 som ett decimaltal") answered as written where the gold is none.
    fraction_back = (number is not None and _FRACTION.search(value) and not _FRACTION.search(gold)
                     and asked_form(prompt[:MAX_PROMPT_CHARS]) == UNREAD)
    if (number is None or fraction_back) and _restates(value, prompt, completion):
        return "restated"
    # A fraction in lowest terms is a form: asked for by the task (or, with no prompt to read, assumed).
    reduce = "reduce" in tasks or "fraction form" in tasks or not prompt
    gold_number = parse_number(gold)
    if _ZERO_PART.fullmatch(value) and template_asked(prompt[:MAX_PROMPT_CHARS]) == "a+bi":
        return None  # "5 + 0i" where the form a + bi is asked: the form with its zero part written, nothing left undone
    if gold_number is not None and not gold_number.percent and _holds_operation(value, gold, reduce) \
            and not _power_as_count(value, prompt):
        return "unevaluated"
    # Like a fraction's lowest terms, a simplified radical is a form: asked, in any language whose words for "simplify"
    # the form table reads ("Упростите выражение $\sqrt{72}$": not 2√18), or assumed with no prompt.
    if (reduce or asked_form(prompt[:MAX_PROMPT_CHARS]) == "rational") and _unsimplified_radical(value, gold):
        return "unevaluated"
    spaced = _LATEX_SPACE.sub(" ", value)
    if gold_number is None and _NUMBER_ARITHMETIC.search(_drop_powers(spaced)) and not _NUMBER_ARITHMETIC.search(_drop_powers(gold)):
        return "unevaluated"  # "\sqrt{25 \cdot 2}", "\frac{1}{2} \cdot \frac{3}{4}": arithmetic between numbers left undone
    if gold_number is None and _EXPONENT_ARITHMETIC.search(spaced) and not _EXPONENT_ARITHMETIC.search(gold):
        return "unevaluated"  # "x^{2+1}" where the gold writes x^3
    if not tasks or "\\cup" in gold or form_class(gold) in ("interval", "set"):
        return None  # "factor" or "expand" shapes an expression; an interval's brackets multiply nothing
    gold_has_product, value_has_product = bool(_PRODUCT.search(gold)), bool(_PRODUCT.search(value))
    if "expand" in tasks and value_has_product and not gold_has_product:
        return "unevaluated"
    if "factor" in tasks and gold_has_product and not value_has_product:
        return "unevaluated"
    if "factor" in tasks and _factors(value) < _factors(gold):
        return "unevaluated"  # "x(x^2-4)" for "x(x-2)(x+2)": not factored completely
    if "factor" in tasks and _content_left(value) and not _content_left(gold):
        return "unevaluated"  # "(2x-2)(x-3)" for "2(x-1)(x-3)": a factor's common factor 2 is not taken out
    if "decimal" in tasks and _DECIMAL.search(gold) and not _FRACTION.search(gold) and _FRACTION.search(value):
        return "unevaluated"
    if "fraction" in tasks and _FRACTION.search(gold) and not _DECIMAL.search(gold) and _DECIMAL.search(value):
        return "unevaluated"  # "0.75" where a common fraction was asked for
    return None


# A lone power of whole numbers ("2^{10}"), and a prompt that writes or names a power itself ("2^{10}", "raised to")
# or asks for a whole number.
_LONE_POWER = re.compile(r"[ \t]*\d{1,6}[ \t]{0,2}\^[ \t]{0,2}(?:\{[ \t]{0,2}\d{1,4}[ \t]{0,2}\}|\d)[ \t]*")
_POWER_NAMED = re.compile(
    r"(?i)\^|\bpowers?\b|\braised\b|\bsquared?\b|\bcubed?\b|\bexponent|potenz|puissance|potencia|potenza|potência"
    r"|степен|乗|次方|幂"
    # or asks for the number itself written out
    r"|whole[ \t]+number|\binteger|numer(?:ic|ical)[ \t]+(?:value|answer|form)|\bdigits\b|nombre[ \t]+entier|ganze[nr]?[ \t]+Zahl"
    r"|n[úu]mero[ \t]+(?:entero|inteiro)|numero[ \t]+intero|цел\w{0,3}[ \t]+числ|整数")


def _power_as_count(value: str, prompt: str) -> bool:
    """A power the working arrived at ("2^{10}" subsets), where the prompt asks for no form and neither writes
    nor names a power: the count, as a grader reads it. With no prompt, whether it asked for that power is unknown."""
    return (bool(prompt.strip()) and _LONE_POWER.fullmatch(value) is not None
            and asked_form(prompt[:MAX_PROMPT_CHARS]) is None and not _POWER_NAMED.search(prompt[:MAX_PROMPT_CHARS]))


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _tasks(text: str) -> frozenset[str]:
    return frozenset(name for name, word in _TASKS.items() if word.search(text)) if text else frozenset()


def _drop_powers(s: str) -> str:
    return _EXPONENT.sub("", _SCIENTIFIC.sub("", s))


# A bracket with no bracket inside ("(2x - 2)"), and one term of its sum: its sign, its whole coefficient, the rest.
_INNER_BRACKET = re.compile(r"\(([^()]{1,200})\)")
_TERM = re.compile(r"[ \t]*([-+]?)[ \t]*(\d{0,12})[ \t]*((?:[A-Za-z](?:\^\{?\d{1,3}\}?)?[ \t]*){0,6})[ \t]*")


def _content_left(s: str) -> bool:
    """Whether a bracketed sum in ``s`` has whole coefficients that share a factor above 1 (``(2x - 2)``, ``(3x^2 + 6y)``),
    or a letter in every term (``(x^2 - 3x)``): a factor not factored completely."""
    for m in _INNER_BRACKET.finditer(s):
        terms = [t for t in _TERM.finditer(m.group(1)) if t.group(0).strip()]
        if len(terms) < 2 or "".join(t.group(0) for t in terms) != m.group(1) or not any(t.group(3) for t in terms):
            continue  # no sum of whole-coefficient terms in a letter ("(x, 2)", "(0.5x + 1)")
        if any(not t.group(2) and not t.group(3) for t in terms) or any(t is not terms[0] and not t.group(1) for t in terms):
            continue
        if gcd(*(int(t.group(2) or 1) for t in terms)) > 1:
            return True
        if set.intersection(*(set(re.findall(r"[A-Za-z]", t.group(3))) for t in terms)):
            return True
    return False


def _factors(s: str) -> int:
    """How many bracketed factors a product shows (``x(x-2)(x+2)``: 2; ``(x+2)^2``: 2)."""
    count, depth = 0, 0
    for i, c in enumerate(s):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                power = re.match(r"\^\{?(\d)", s[i + 1 : i + 4])
                count += int(power.group(1)) if power else 1
    return count


def _holds_operation(value: str, gold: str, reduce: bool = True) -> bool:
    """Against a plain-number gold: an operation on written numbers left in the answer (a fraction
    not in lowest terms only when ``reduce``)."""
    if _ARITHMETIC.search(value) or _POWER.search(_SCIENTIFIC.sub("", value)):
        return True
    if any(_perfect_power(int(m[2] or m[3]), int(m[1] or 2)) for m in _ROOT.finditer(value)):
        return True
    if _BINOMIAL.search(value) or _FACTORIAL.search(value) or _FUNCTION.search(value) or _DETERMINANT.search(value):
        return True
    if any(not _reduced(*f) for f in _fractions(gold)):
        return False  # the gold itself is not in lowest terms: the value decides
    if not reduce and _fractions(gold):
        return False  # no form asked: 2/6 is 1/3 (an integer gold still needs an integer, not 56/7)
    return any(not _reduced(*f) for f in _fractions(value))


def _fractions(s: str) -> list[tuple[int, int]]:
    return [(int(m[1] or m[3]), int(m[2] or m[4])) for m in _FRACTIONS.finditer(s)]


def _reduced(numerator: int, denominator: int) -> bool:
    return denominator > 1 and gcd(numerator, denominator) == 1


def _perfect_power(n: int, k: int) -> bool:
    root = round(n ** (1 / k)) if k > 1 else n
    return any(r >= 0 and r**k == n for r in (root - 1, root, root + 1))


def _square_free(n: int) -> bool:
    return n > 1 and all(n % (k * k) for k in range(2, isqrt(n) + 1))


def _unsimplified_radical(value: str, gold: str) -> bool:
    """A radical with a square factor (``\\sqrt{12}``) where the gold's radicals are simplified."""
    gold_radicands = [int(m[1] or m[2]) for m in _RADICANDS.finditer(gold)]
    if not gold_radicands or not all(_square_free(n) for n in gold_radicands):
        return False
    return any(not _square_free(int(m[1] or m[2])) for m in _RADICANDS.finditer(value) if int(m[1] or m[2]) < 10**12)


def asks_about(expression: str, prompt: str) -> bool:
    """Whether ``expression`` is one the prompt writes as its object, not as a side of an equation ("Expand
    $(x - 3)^2$": "(x − 3)²"; "Solve $x^2 = 9$": not "x^2")."""
    return bool(expression.strip()) and _key(expression) in _question_terms(prompt)


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _question_terms(prompt: str) -> frozenset[str]:
    """The spellings of the prompt's math environments that state no relation."""
    prompt = prompt[:MAX_PROMPT_CHARS]
    found: set[str] = set()
    pos = 0
    while (env := find_env(prompt, pos)) is not None:
        content = prompt[env[1] : env[2]]
        if not _RELATION.search(content):
            found.add(_key(content))
        pos = env[3]
    found.discard("")
    return frozenset(found)


def _restates(value: str, prompt: str, completion: str) -> bool:
    key = _key(value)
    return key in _question_expressions(prompt) or any(
        _key(next(g for g in m.groups() if g is not None)) == key for m in _QUOTED.finditer(completion)
    )


def _key(expression: str) -> str:
    """The spelling of an expression without grouping braces (``|{-6}|`` is ``|-6|``)."""
    return spelling(expression).replace("{", "").replace("}", "")


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def _question_expressions(prompt: str) -> frozenset[str]:
    """The spellings of the math in a prompt: each environment, each side of its equations, and
    bare expressions with an operation."""
    prompt = prompt[:MAX_PROMPT_CHARS]
    found: set[str] = set()
    pos = 0
    while (env := find_env(prompt, pos)) is not None:
        content = prompt[env[1] : env[2]]
        found.update(_key(part) for part in [content, *_VALUE_SPLIT.split(content)])
        pos = env[3]
    for m in _BARE_EXPRESSION.finditer(prompt):
        token = m.group().rstrip(".,?")
        if _OPERATION.search(token) and any(c.isdigit() for c in token):
            found.add(_key(token))
    found.discard("")
    return frozenset(found)
