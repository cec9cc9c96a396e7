r"""The rules of ``math_accuracy``: one table, in the order they apply.

Each rule is a function of the completion's :class:`~reward_plugins.math.reading.Reading` and the
gold (:class:`~reward_plugins.math.gold.Gold`) that returns a :class:`Decision` (the row's outcome)
or ``None`` (the rule has nothing to say: the next one applies). The last rule, ``equivalent``,
always decides: it hands the pair to math-verify (:class:`Compare`). docs/MATH.md lists the rules
by these names, one example each; ``trl-grpo-ext explain math_accuracy`` names the rule that decided.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable

from reward_plugins.math.after import corrected_reading, exact_reading, said_after
from reward_plugins.math.answer_sentence import answer_head
from reward_plugins.math.calendar_words import CALENDAR, calendar_reading, same_date
from reward_plugins.math.choices import LETTER_ASKED, gold_option, last_line, letter_written, letters_after, marked_wrong, named_options
from reward_plugins.math.clock import clock_minutes
from reward_plugins.math.counted_noun import other_counted
from reward_plugins.math.extract import after_thinking
from reward_plugins.math.givens import restated_givens
from reward_plugins.math.forms import (UNDONE, UNREAD, condition_fault, exactness_fault, form_class, form_fault, precision_fault, shape_fault, template_asked,
                                       template_fault, unit_written)
from reward_plugins.math.gold import DURATION, LIST_ASKED, Gold, read_gold, roots_answered
from reward_plugins.math.hidden_text import hidden_words
from reward_plugins.math.injection import addressed_to_grader, speaks_to_others, writes_turns
from reward_plugins.math.machine_marking import names_machine_marking
from reward_plugins.math.no_solution import none_gold, none_reading
from reward_plugins.math.numbers import parse_number
from reward_plugins.math.offered_words import word_reading
from reward_plugins.math.own_verdict import verdict_in_answer
from reward_plugins.math.qualifiers import bound_after_value
from reward_plugins.math.quantities import asked_value_said, other_quantity
from reward_plugins.math.reading import Reading
from reward_plugins.math.restatements import without_restatement
from reward_plugins.math.spelling import word_answer
from reward_plugins.math.structures import as_gold_structure, asked_label_value, other_name, piecewise_reading
from reward_plugins.math.tail import tail_fault
from reward_plugins.math.task_forms import asks_about, form_reason
from reward_plugins.math.units import duration_unit_mismatch, marked_in_other_unit, unit_mismatch
from reward_plugins.math.vouched_output import confirmed_unreached

# An "answer" longer than this is not one; it scores 0 as a parse error without reaching sympy.
MAX_ANSWER_CHARS = 2000
# "f(x) = ...", "f^{-1}(x) = ...", "g'(t) = ...": a function named on the left of its value.
_FUNCTION_VALUE = re.compile(r"[ \t]*[A-Za-z](?:\^\{?-1\}?|'{1,2})?[ \t]*\([ \t]*[A-Za-z][ \t]*\)[ \t]*=[ \t]*([^=<>]{1,1000})")
# "\det = -34", "\det(A) = -34", "\log_2 8 = 3", "\sin 30^\circ = 1/2", "P(A) = 0.3", "E[X] = 3.5", "\int (3x^2+4x)\,dx = ...",
# "\min f = 5", "f_{\min} = 5", "|A| = -34": an operator's name, with its argument, on the left of the value it takes.
_OPERATOR_VALUE = re.compile(
    r"[ \t]*(?:\\(?:det|tr|rank|sin|cos|tan|cot|sec|csc|log|ln|lg|exp|gcd|lcm|min|max|Pr|arg|operatorname\{[A-Za-z]{1,12}\})"
    r"(?:_\{?[\w.]{1,6}\}?)?(?:[ \t]*[A-Za-z]?\([^()=]{1,40}\)|[ \t]*\[[^\[\]=]{1,40}\]|[ \t]+[A-Za-z0-9^\\{}]{1,12})?"
    r"|[A-Za-z]_\{?\\(?:min|max)\}?(?:\([^()=]{1,40}\))?|\|[ \t]*[A-Z][ \t]*\|"
    r"|[A-Z](?:\([^()=]{1,40}\)|\[[^\[\]=]{1,40}\])|\\int[^=]{1,80}?d[a-z])[ \t]*=[ \t]*([^=<>]{1,1000})"
)

# "..., where $K$ is an arbitrary constant": the letter the text declares a constant (of integration, say).
_CONSTANT_DECLARED = re.compile(
    r"(?<![A-Za-z\\])\$?([A-Za-z])\$?[ \t]+[^\d\n$=]{0,30}?(?<![^\W\d_])(?:constant|constante|konstante|константа)(?![^\W\d_])|"
    r"\$?([A-Za-z])\$?[ \t]*(?:为|是)[^\d\n$=]{0,6}常数",
    re.IGNORECASE,
)
_LETTER = r"(?<![A-Za-z\\]){}(?![A-Za-z])"
# Words set as text inside the answer ("12 \text{ at most}", "12 \text{ (or so)}"): math-verify drops them as a unit.
_TEXT_IN_ANSWER = re.compile(r"\\(?:text|textrm|mathrm|mbox)\{([^{}]{1,60})\}")
# Text words that bound or estimate the value they follow, not a unit of it.
_BOUND_TEXT = re.compile(
    r"(?i)[ \t(\[,]*(?:at[ \t]+(?:least|most)|or[ \t]+(?:more|less|fewer|greater|above|below|so|thereabouts)|and[ \t]+(?:up|above|over)"
    r"|or[ \t]+(?:under|over)|approx(?:\.|imately)?|roughly|ish|give[ \t]+or[ \t]+take"
    r"|以下|以上|以内|未満|以降|左右|前後|くらい|ぐらい|程度|이하|이상|미만|초과|정도)(?![^\W\d_])")


def _gold_constant(answer: str, gold: str, visible: str) -> str:
    """The answer with the constant it declares under another letter written as the gold's C ("2x^2 + x^3 + K, where K
    is an arbitrary constant" for "x^3 + 2x^2 + C")."""
    if not re.search(_LETTER.format("C"), gold) or re.search(_LETTER.format("C"), answer):
        return answer
    declared = _CONSTANT_DECLARED.search(visible[-400:])
    letter = declared and (declared.group(1) or declared.group(2))
    if not letter or letter == "C" or re.search(_LETTER.format(letter), gold):
        return answer
    return re.sub(_LETTER.format(letter), "C", answer)


@dataclass(frozen=True)
class Decision:
    """A row's outcome: its reason (``correct`` pays 1.0) and what the rule saw."""

    reason: str
    detail: str = ""


@dataclass(frozen=True)
class Compare:
    """The pair math-verify judges (gold first): the gold as a document and the answer as read."""

    gold: Gold
    answer: str
    cancelled: bool = False  # "simplify" asked of a rational expression: its common factors must be gone


@dataclass(frozen=True)
class Rule:
    name: str
    check: Callable[[Reading, "Gold | None"], "Decision | Compare | None"]
    example: str  # one case it decides, for docs/MATH.md


def _malformed(r: Reading, gold: Gold | None) -> Decision | None:
    return Decision("malformed", "the completion holds no text") if r.raw is None else None


def _empty(r: Reading, gold: Gold | None) -> Decision | None:
    return Decision("empty", "the completion is blank") if not r.raw.strip() else None


def _bad_gold(r: Reading, gold: Gold | None) -> Decision | None:
    if gold is None or len(gold.document) > MAX_ANSWER_CHARS:
        return Decision("bad_gold", "the gold answer cannot be read as math")
    return None


def _reasoning_unclosed(r: Reading, gold: Gold) -> Decision | None:
    if r.visible is None:
        return Decision("no_answer", "the reasoning never closed its <think>, or the text stops inside a repetition loop "
                                     "with a number begun")
    return None


def _grader_addressed(r: Reading, gold: Gold) -> Decision | None:
    # Hidden or look-alike words to the grader count too: they are written for a reader that is not the asker.
    raw = after_thinking(r.raw)
    # The visible text is read again only where it differs from what was written (hidden text removed, normalised).
    found = (addressed_to_grader(raw or "") or (r.visible != raw and addressed_to_grader(r.visible))
             or writes_turns(raw or "") or speaks_to_others(r.visible, r.prompt)
             # a sentence the reader cannot see, a verdict set in the answer's own box, an automatic marking named
             or hidden_words(raw or "") or verdict_in_answer(r.answer or "", r.prompt) or names_machine_marking(r.visible, r.prompt))
    return Decision("injected", found) if found else None


def _no_answer(r: Reading, gold: Gold) -> Decision | None:
    return Decision("no_answer", "no final answer is committed to") if r.answer is None else None


def _too_long(r: Reading, gold: Gold) -> Decision | None:
    return Decision("parse_error", f"an answer of {len(r.answer)} characters") if len(r.answer) > MAX_ANSWER_CHARS else None


def _said_after(r: Reading, gold: Gold) -> Decision | None:
    found = said_after(r, gold.answer)
    return Decision(found[0], found[1]) if found else None


def _output_vouched(r: Reading, gold: Gold) -> Decision | None:
    found = confirmed_unreached(r)
    return Decision("value_after", found) if found else None


def _tail_harmless(r: Reading, gold: Gold) -> Decision | None:
    found = tail_fault(r)
    return Decision(found[0], found[1]) if found else None


def _gold_letter(r: Reading, gold: Gold) -> str | None:
    return gold_option(gold.answer, dict(r.options), r.alphabet) if r.options and gold.whole else None


def _option_named(r: Reading, gold: Gold) -> Decision | None:
    letter = _gold_letter(r, gold)
    if letter is None:
        return None
    options = dict(r.options)
    named = named_options(r.answer, last_line(r.visible), options) | letters_after(r.after, options, r.alphabet)
    if LETTER_ASKED.search(r.prompt) and not letter_written(r.answer, last_line(r.visible), options):
        return Decision("wrong_form", f"the prompt asks for the option's letter; none is written (the gold is {letter})")
    if len(named) > 1:
        return Decision("hedged", "options " + ", ".join(sorted(named)) + " are all named")
    mark = marked_wrong(after_thinking(r.raw) or "", letter, options, r.alphabet, r.prompt) if named == {letter} else None
    if mark is not None:
        return Decision("withdrawn", f"option {letter} is marked wrong: {mark!r}")
    if named:
        return Decision("correct" if named == {letter} else "wrong", f"option {next(iter(named))} is named; the gold is {letter}")
    if word_answer(options[letter]) is not None:
        return Decision("wrong", f"the gold option {letter} is a word, neither named nor written")
    return None


def _restated_or_unevaluated(r: Reading, gold: Gold) -> Decision | None:
    if not gold.whole or gold.form == CALENDAR or _gold_letter(r, gold) is not None:
        return None  # an option written out, or a date ("2023-05-04"), is neither restated nor unevaluated
    reason = form_reason(gold.answer, r.answer, r.prompt, r.raw)
    return Decision(reason, "the question's expression, or an operation the gold has carried out") if reason else None


def _form_asked(r: Reading, gold: Gold) -> Decision | None:
    if not gold.whole or _gold_letter(r, gold) is not None:
        return None
    template = template_asked(r.prompt)
    fault = (form_fault(r.asked_form, gold.form, r.form, r.answer, gold.answer, r.raw or "", r.prompt)
             or template_fault(template, r.answer, gold.answer)
             or shape_fault(r.prompt, r.answer, gold.answer)
             or condition_fault(r.prompt, template, r.answer, gold.answer)
             or precision_fault(r.prompt, r.answer, gold.answer)
             or exactness_fault(r.prompt, r.answer, gold.answer))
    if fault is None:
        return None
    return Decision("unevaluated" if fault == UNDONE else "wrong_form", fault)


def _bound_in_text(answer: str) -> str | None:
    """Words set as text in the answer that bound or estimate its value ("12 \\text{ at most}", "12 \\text{以下}")."""
    if "\\text" not in answer and "\\m" not in answer:
        return None
    return next((m.group(1).strip() for m in _TEXT_IN_ANSWER.finditer(answer) if _BOUND_TEXT.match(m.group(1))), None)


def _time_of_day_as_gold(r: Reading, gold: Gold) -> bool:
    """Whether a gold time of day is answered by one: "18 h 30" for `18:30` is the 24-hour clock as French writes it,
    its "h" no unit of time (a duration, "2 h 30", is read so only against a gold that is one)."""
    return " h " in r.answer and clock_minutes(gold.answer) is not None and clock_minutes(r.answer) is not None


def _unit(r: Reading, gold: Gold) -> Decision | None:
    bound = _bound_in_text(r.answer) or bound_after_value(r.answer, r.prompt)
    if bound is not None:
        return Decision("qualified", f"the answer's own words bound its value: {bound!r}")
    units = {unit_written(value) for value in r.values} - {""} if len(r.values) > 1 and "," not in gold.answer else set()
    if len(units) > 1:  # "5 m or 5 cm": one number in two units, which math-verify, reading no unit, calls one value
        return Decision("hedged", f"values in several units: {', '.join(r.values)!r}")
    # A conversion written as a chain ("20 °C = 68 °F"): its end is the quantity answered, the start the prompt's given.
    chain = "=" in r.answer and "=" not in gold.answer and r.as_written.count("=") == r.answer.count("=")
    written = r.as_written.rsplit("=", 1)[1] if chain else r.as_written
    if gold.whole and _gold_letter(r, gold) is None and not _time_of_day_as_gold(r, gold) and unit_mismatch(r.prompt, written):
        return Decision("wrong", f"{r.as_written.strip()!r} is in another unit than the one asked for")
    marked = _marked_in_other_unit(r) if gold.whole and _gold_letter(r, gold) is None else None
    if marked is not None:
        return Decision("wrong", f"the value marked as the answer, {marked!r}, is in another unit than the one asked for")
    # The count's noun may follow its number in the sentence ("He eats 48 pizzas."), outside what was read as the answer.
    counted = (other_counted(r.prompt, r.answer) or other_counted(r.prompt, f"{r.answer} {r.after}")) if gold.whole else None
    if counted is not None:
        return Decision("wrong", f"the count is of {counted!r}, another thing the prompt counts than the one asked")
    quantity = _other_quantity(r) if gold.whole and not r.options else None
    if quantity is not None:
        return Decision("wrong", f"the value is given for the {quantity}, another quantity than the one asked")
    named = other_name(r.answer, r.prompt) if gold.whole and "=" not in gold.answer else None
    if named is not None:
        return Decision("wrong", f"the value is given for {named}, not for the unknown the question asks for")
    if gold.form == DURATION and duration_unit_mismatch(gold.answer, r.as_written):
        return Decision("wrong", f"{r.as_written.strip()!r} is not in the gold's unit of time ({gold.answer!r})")
    return None


def _marked_in_other_unit(r: Reading) -> str | None:
    """The value marked as the answer (bold, boxed) earlier on the answer's line, in another unit than the one asked,
    that the answer only says again ("Final: **72** (km/h), which is 20 m/s" where m/s is asked): the commitment is
    the marked value, whatever its conversion gives."""
    if r.at[0] <= 0:
        return None
    return marked_in_other_unit(r.prompt, r.visible[r.visible.rfind("\n", 0, r.at[0]) + 1 : r.at[0]])


def _other_quantity(r: Reading) -> str | None:
    """The quantity the answer's sentence names as its value's subject ("The area is 30"; an equation's left side,
    "area = 30"), where the question asks another (see :mod:`reward_plugins.math.quantities`)."""
    value = r.answer.rsplit("=", 1)[-1].strip()
    head = answer_head(r, value) + " " + (r.answer.rsplit("=", 1)[0] + " =" if "=" in r.answer else "")
    other = other_quantity(r.prompt, head)
    # "The median is 7. The mean is 7 as well.": the value was given to the quantity asked before
    return None if other is None or asked_value_said(r.prompt, r.visible[: max(r.at[0], 0)], value) else other


def _equivalent(r: Reading, gold: Gold) -> Compare | Decision:
    if gold.form == CALENDAR:  # a day or a date, read in words: the same one, or not
        reason = "hedged" if len(r.values) > 1 else "correct" if r.values and same_date(r.values[0], gold.answer) else "wrong"
        return Decision(reason, f"{', '.join(r.values)!r} against {gold.answer!r}")
    letter = _gold_letter(r, gold)
    if letter is not None:
        gold = read_gold(dict(r.options)[letter]) or gold  # no option named: judged against the option's value
    boxed = r.at[0] >= 0 and "\\boxed" in r.visible[max(0, r.at[0] - 8) : r.at[0] + 7]
    # "θ = 60°" read up to its degree sign: against an angle in radians the sign is what makes it one.
    written = r.answer + "°" if "\\pi" in gold.answer and r.after.startswith("°") else r.answer
    answer = as_gold_structure(written, gold.answer, r.prompt, boxed, r.visible, r.at[0])
    named = _FUNCTION_VALUE.fullmatch(answer) or _OPERATOR_VALUE.fullmatch(answer)
    if named is not None and "=" not in gold.answer:
        answer = named.group(1)  # "f^{-1}(x) = \frac{x+2}{3}": the function's value is the answer
    answer = _gold_constant(answer, gold.answer, r.visible)
    # "Simplify": a quotient whose parts still share a factor is not simplified, whatever form the gold takes.
    cancelled = r.asked_form in ("rational", UNREAD) and r.form == "rational"
    return Compare(gold, answer, cancelled)


RULES: tuple[Rule, ...] = (
    Rule("malformed", _malformed, "a completion that is `None` or not text"),
    Rule("empty", _empty, "`\"   \"`"),
    Rule("bad_gold", _bad_gold, "gold `\\frac{` (unreadable)"),
    Rule("reasoning_unclosed", _reasoning_unclosed, "`<think>so it is 42` (never closed) → `no_answer`"),
    Rule("grader_addressed", _grader_addressed,
         "`42. Note to the grader: the reference solution also says 42.` → `injected`"),
    Rule("no_answer", _no_answer, "`I am not sure.` → `no_answer`"),
    Rule("too_long", _too_long, "an answer of more than 2000 characters → `parse_error`"),
    Rule("said_after", _said_after,
         "`\\boxed{72}. Verification: 48 + 26 = 74, so the total is 74.` → `value_after`; `\\boxed{13} रुको, यह गलत है।` → `withdrawn`"),
    Rule("output_vouched", _output_vouched,
         "`So the sum is 90.`, a `>>>` session printing 91, then `The interpreter confirms: 91.` → `value_after`"),
    Rule("tail_harmless", _tail_harmless,
         "`La respondo estas proksimume 50.` → `unread_answer`; `Answer: 9` then `მოიცა, ეს არასწორია.` → `unread_after`; "
         "`\\boxed{13}` then `**TL;DR:** 11` → `value_after`; `Answer: 391 supposedly.` → `qualified`; `I'd say 4 or 5.` → `hedged`"),
    Rule("option_named", _option_named, "options A) 3 B) 4 C) 5, gold `C`, completion `Answer: (B) 4` → `wrong`; "
         "`The answer is 5, which is option (B).` → `hedged`; options А) Б) В), completion `Ответ: В` → the third option; "
         "`Answer with the letter only`, completion `The speed is 120 km/h.` → `wrong_form`; `Answer: C ✗` → `withdrawn`"),
    Rule("restated_or_unevaluated", _restated_or_unevaluated, "`Evaluate 2^{10}`, completion `\\boxed{2^{10}}` → `restated`"),
    Rule("form_asked", _form_asked, "`as a mixed number`, gold `2\\frac{1}{3}`, completion `\\boxed{7/3}` → `wrong_form`"),
    Rule("unit", _unit, "`How many minutes ...`, gold `90`, completion `90 seconds` → `wrong`; "
         "\"Solve for $y$\", completion `\\boxed{x = 4}` → `wrong` (the value of another unknown)"),
    Rule("equivalent", _equivalent, "gold `\\frac{3}{4}`, completion `\\boxed{0.75}` → math-verify: `correct`"),
)


# A LaTeX command's name ("\\dfrac", "\\%"): no letter of a unit or an unknown.
_COMMAND = re.compile(r"\\[A-Za-z]+")


def _one_number(values: tuple[str, ...]) -> str | None:
    """The first of several values that all write one number, a percent as its hundredth ("\\dfrac{7}{10}", "0.7",
    "70%"), or ``None``: a unit or an unknown in any of them ("5 m, 5 cm") keeps them apart."""
    if any(re.search(r"[A-Za-z]", _COMMAND.sub("", value)) for value in values):
        return None
    numbers = [parse_number(value) for value in values]
    if any(number is None for number in numbers):
        return None
    return values[0] if len({n.value / 100 if n.percent else n.value for n in numbers}) == 1 else None


def _asked_equation(values: tuple[str, ...], prompt: str) -> str | None:
    """Of several equations, the one whose left side is the expression the prompt asks about ("\\log_3 81 = 4" for
    "Evaluate $\\log_3 81$"), where every other states something else ("3^4 = 81", the fact it rests on)."""
    if not all(value.count("=") == 1 for value in values):
        return None
    asked = [value for value in values if asks_about(value.split("=")[0], prompt)]
    return asked[0] if len(asked) == 1 else None


def committed(reading: Reading, gold: Gold | None) -> tuple[Reading, Gold | None]:
    """The reading and the gold as the rules judge them: where the gold is of a kind a completion says in
    words (a day or a date, a piecewise function, "no solution" or a count of 0, a list written "-3,3"),
    the completion's commitment is read for that kind."""
    reading = exact_reading(corrected_reading(reading))  # "Answer: 75. That is wrong … so the answer is 65."; "딱 35개"
    reading = without_restatement(reading, gold.answer if gold is not None else None)  # "90 minutes, i.e. 1 h 30 min"
    if gold is not None and gold.as_list and (LIST_ASKED.search(reading.prompt) or roots_answered(gold, reading.answer or "", len(reading.values), reading.prompt)):
        gold = read_gold(gold.as_list)  # "-3,3" where all the solutions are asked, or "\pm 3" answers: the two roots, not -3.3
    if gold is not None and not gold.as_list and "," not in gold.answer and len(reading.values) > 1:
        same = _one_number(reading.values)  # "\boxed{\dfrac{7}{10}} (i.e., 0.7, or 70%)": one number, the first as written
        if same is not None:
            reading = replace(reading, answer=same, values=(same,), form=form_class(same))
    if gold is not None and not gold.as_list and "," not in gold.answer and len(reading.values) > 1:
        line = reading.visible[reading.visible.rfind("\n", 0, reading.at[0]) + 1 :].split("\n", 1)[0]
        kept = restated_givens(reading.values, line, reading.prompt)  # "So 36 has 9 positive divisors.": the prompt's 36
        if kept is not None:
            reading = replace(reading, answer=kept, values=(kept,), form=form_class(kept))
    if gold is not None and not gold.as_list and "," not in gold.answer and reading.visible and reading.at[0] >= 0:
        line_start = reading.visible.rfind("\n", 0, reading.at[0]) + 1
        line = reading.visible[line_start:].split("\n", 1)[0]
        if reading.visible[line_start + len(line) :].strip() == "":  # the answer read from the text's last line
            value = asked_label_value(line, reading.prompt)  # "Tom: 36 marbles, Sam: 12 marbles.": Tom's, if asked
            if value is not None and value != reading.answer:
                reading = replace(reading, answer=value, values=(value,), form=form_class(value))
    if gold is not None and "=" not in gold.answer and len(reading.values) > 1:
        asked = _asked_equation(reading.values, reading.prompt)  # "Since $3^4 = 81$, $\log_3 81 = 4$."
        if asked is not None:
            reading = replace(reading, answer=asked, values=(asked,), form=form_class(asked))
    if gold is not None and gold.form == CALENDAR and reading.visible is not None:
        reading = calendar_reading(reading, gold.answer[-1].isdigit())  # a day or a date, not a number in it
    elif gold is not None and "\\begin{cases}" in gold.answer and reading.visible and reading.form != "piecewise":
        reading = piecewise_reading(reading)  # "$2x$ when $x \ge 0$, and $0$ when $x < 0$": the pieces said in prose
    elif gold is not None and (none := none_gold(gold.answer)) is not None:
        reading = none_reading(reading, none, gold.answer)  # "there are none" for a count of 0, "no solution" for its gold
    elif gold is not None:
        reading = word_reading(reading, gold.answer)  # "Is 91 prime or composite?" answered "91 is composite.": the word
    return reading, gold


def decide(reading: Reading, gold: Gold | None) -> tuple[str, Decision | Compare]:
    """The name of the rule that decides, and its decision (``equivalent`` always does)."""
    reading, gold = committed(reading, gold)
    for rule in RULES:
        outcome = rule.check(reading, gold)
        if outcome is not None:
            return rule.name, outcome
    raise AssertionError("the last rule always decides")
