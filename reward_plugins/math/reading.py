r"""One reading of a completion, computed once and judged by the rules (:mod:`reward_plugins.math.rules`).

:func:`read` normalises the completion once (Unicode, number formats, numbers in words; hidden
text and the reasoning inside ``<think>`` dropped) and records what a careful reader would note
before judging: where the final commitment is and what it says, the values it commits to, what
follows it, and what the prompt asks for (a form, a unit, an estimate, one of its options).

>>> r = read("6 * 7 = 42, so the answer is $\\frac{3}{4}$. Hope this helps!", "Express 0.75 as a common fraction.")
>>> r.answer, r.after, r.asked_form
('\\frac{3}{4}', '. Hope this helps!', 'fraction')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from reward_plugins.math.choices import in_latin_letters, last_line, letter_line, named_options, option_letters, ruled_out_letters
from reward_plugins.math.clock import committed_time
from reward_plugins.math.durations import asks_one_unit, read_durations
from reward_plugins.math.extract import MAX_SCAN_CHARS, after_thinking, final_commitment, visible_text
from reward_plugins.math.final_statement import same_time_again
from reward_plugins.math.forms import asked_form, braced_list, form_class, groups_thousands_by_point
from reward_plugins.math.normalize import MIXED_MARK, groups_prompt_numbers_by_points, in_prompt_convention, points_as_thousands
from reward_plugins.math.qualifiers import estimate_asked, without_estimates
from reward_plugins.math.related_quantity import given_to_another, names_asked_quantity
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number
from reward_plugins.math.roman import roman_numerals

MAX_PROMPT_CHARS = 8000
# An answer list is joined with ", " by the reader; a comma inside brackets belongs to a tuple.
_TOP_LEVEL_COMMA = re.compile(r",[ \t]+")
_CLOSING = re.compile(r"[ \t]*(?:\$\$?|\\\)|\\\]|\}|\*\*|</answer>)*")
# "3 to 5", "3 : 5", "3∶5" where a ratio is asked: the ratio 3:5 (spaces around a colon are how many write one).
_RATIO_WORDS = re.compile(r"(?<![\d.])(\d+)(?:[ \t]+to[ \t]+|[ \t]+[:∶][ \t]{0,2}|[ \t]{0,2}∶[ \t]{0,2}|:[ \t]{1,2})(\d+)(?!\d|\.\d)")
# Letters of a currency glued to an amount ("RM8", "Rp 5000", "R$12").
_GLUED_CURRENCY = re.compile(r"([^\W\d_]{1,3}\$?)[ \t]?(-?\d[\d.,]*)")
_CONNECTIVE = re.compile(r"^[ \t]*(?:\\(?:therefore|because|Rightarrow|implies|Longrightarrow|to)|∴|⇒|→)[ \t]*")
_MEMBER = re.compile(r"^[ \t]*[A-Za-z][ \t]*\\in[ \t]*(?=[\[(]|\\[{(]|\\mathbb)")
_SENTENCE_END = re.compile(r"[.!?。](?=\s|$)|\n")
# A footnote's text ("[^1]: ..."): rendered below the completion, so it is read as following the answer,
# though no answer is committed to in it (the visible text has it removed).
# "How many dozen …?", "Hoeveel dozen …?" (boxes): the word the question counts in, though it is a scale word elsewhere.
_COUNTED_IN = re.compile(
    r"(?i)(?<![^\W\d_])(?:how[ \t]+many|hoeveel|wie[ \t]+viele|combien[ \t]+de|cu[áa]nt[oa]s|quant[oa]s|quant[ie]|сколько|ile|kolik|hány"
    r"|hur[ \t]+många|hvor[ \t]+mange)[ \t]+(dozens?|hundreds?|thousands?|millions?|halves)(?![^\W\d_])")
# Words right after a value that reject it ("$x = -9$ is rejected", "(extraneous)", "(舍去)", "не подходит"): a root the
# working discards is not answered, whichever language says so. One line per language.
_REJECTION_WORDS = (
    r"(?:(?:which|that|but)[ \t]+)?(?:(?:is|are|was|must[ \t]+be|gets|has[ \t]+to[ \t]+be)[ \t]+)?(?:rejected|extraneous|discarded|excluded"
    r"|ruled[ \t]+out|invalid|not[ \t]+(?:valid|admissible|acceptable|a[ \t]+solution))"
    r"|(?:(?:which|that|but)[ \t]+)?(?:does[ \t]+not|doesn't|do[ \t]+not|don't|cannot|can't)[ \t]+(?:work|satisfy|fit|hold|check|be[ \t]+(?:used|accepted))"
    r"|(?:which|that)[ \t]+(?:we|I)[ \t]+(?:must[ \t]+)?(?:reject|discard|exclude|rule[ \t]+out)",
    r"(?:qui[ \t]+)?(?:(?:est|sont)[ \t]+)?(?:rejet[ée]e?s?|exclue?s?\b|à[ \t]+rejeter|à[ \t]+exclure|impossible)|ne[ \t]+convient[ \t]+pas"
    r"|n'est[ \t]+pas[ \t]+(?:une[ \t]+)?solution",
    r"(?:(?:wird|werden|ist)[ \t]+)?(?:verworfen|ausgeschlossen|keine[ \t]+Lösung)|entfällt|scheidet[ \t]+aus",
    r"(?:se[ \t]+)?(?:descart|rechaz)a(?:da|do|das|dos)?\b|no[ \t]+(?:es[ \t]+(?:válid[ao]|solución)|cumple|sirve)",
    r"(?:é[ \t]+)?descartad[ao]|não[ \t]+(?:é[ \t]+(?:válid[ao]|solução)|serve|convém)",
    r"(?:è[ \t]+da[ \t]+)?scartat?[ao]|non[ \t]+(?:è[ \t]+)?(?:valid|accettabil)\w{0,2}",
    r"не[ \t]+подходит|не[ \t]+удовлетворяет|посторонний|отбрасываем|не[ \t]+является[ \t]+решением",
    r"odrzucamy|odrzucone|nie[ \t]+spełnia",
    r"舍去|舍(?![五入])|不合题意|不合题|不符合题意|不適|부적합|버린다",
)
_REJECTED = re.compile(r"(?i)[ \t$)\]}*）]{0,6}[(,:—–（-]?[ \t]{0,3}(?:" + "|".join(_REJECTION_WORDS) + ")")
_FOOTNOTE = re.compile(r"(?m)^[ \t]{0,3}\[\^[^\]\n]{1,20}\]:([^\n]{0,2000}(?:\n[ \t]{2,}[^\n]{0,2000}){0,20})$")


@dataclass(frozen=True)
class Reading:
    """What a completion says, as a reader of the rendered text sees it (see the module docstring)."""

    prompt: str
    raw: str | None  # the scanned end of the completion, as written (hidden text included)
    visible: str | None  # what a reader sees after the reasoning; None: the reasoning never closed
    answer: str | None  # the final commitment: what it says
    form: str  # the form the answer is written in (see :mod:`reward_plugins.math.forms`)
    at: tuple[int, int]  # where the commitment starts in ``visible`` and where the text after it begins
    values: tuple[str, ...]  # every value the answer commits to (several: a hedge, unless the gold is a list)
    after: str  # what follows the commitment, footnotes' text last
    as_written: str  # the answer with its currency sign and the words right after it ("120 m.")
    asked_form: str | None  # the form the prompt asks the answer in (see :mod:`reward_plugins.math.forms`)
    estimate_asked: bool  # the prompt asks for an estimate or a rounded value
    options: tuple[tuple[str, str], ...]  # the prompt's lettered options, by the Latin letter of their position
    alphabet: str  # the letters the prompt writes its options with (see :data:`reward_plugins.math.choices.ALPHABETS`)

    def fields(self) -> dict:
        """The reading as plain data (for ``explain``)."""
        return {
            "visible_tail": (self.visible or "")[-300:], "answer": self.answer, "form": self.form, "at": list(self.at),
            "values": list(self.values), "after": self.after[:300], "as_written": self.as_written,
            "asked_form": self.asked_form, "estimate_asked": self.estimate_asked, "options": dict(self.options),
        }


def read(completion: str | None, prompt: str = "", extraction: str = "auto", max_scan_chars: int = MAX_SCAN_CHARS) -> Reading:
    """The reading of ``completion`` (``None`` or blank: a reading with no text) for ``prompt``."""
    prompt = prompt[-MAX_PROMPT_CHARS:] if prompt else ""
    asked = _asked(prompt)
    estimate, alphabet, options = asked.estimate, asked.alphabet, asked.options
    raw = completion[-max_scan_chars:] if isinstance(completion, str) else None
    visible = visible_text(raw, max_scan_chars) if raw and raw.strip() else None
    if visible is not None and prompt:
        visible = in_prompt_convention(visible, prompt)  # "2.500" for a prompt that writes "1,25": 2500
        if asked.thousands_by_point or groups_prompt_numbers_by_points(visible, prompt):
            visible = points_as_thousands(visible)  # "2.000" for "Quanto fa 1.250 + 750?", "70.000 $" after "80.000 $" for "$80,000"
    if visible is not None:
        visible = roman_numerals(visible, prompt)  # "The least common multiple is XLII.": 42, unless the prompt names its letters
    if visible is not None and asked.counted_in is not None:  # "5 dozen" where the question counts in dozens: 5 of them
        visible = re.sub(rf"(?i)(\d)[ \t]+({asked.counted_in})(?![^\W\d_])", r"\1 \\text{\2}", visible)
    if visible is not None and not asked.one_unit:
        visible = read_durations(visible)  # "2 h 30 min" is one quantity, unless the prompt asks for a count of one unit
    if visible is not None and options:
        visible = in_latin_letters(visible, alphabet)  # "Ответ: В)" where the options are А) Б) В): the third option, C
    form_asked = asked.form
    if visible is not None and form_asked == "ratio":
        visible = _RATIO_WORDS.sub(r"\1:\2", visible)  # "3 to 5" where a ratio is asked is the ratio 3:5
    answer, start, end, twelve_hour = None, -1, -1, False
    if visible is not None:
        # Where an estimate is the task, "about 1000" and "x ≈ 3.1" commit to 1000 and 3.1.
        plain, origin = without_estimates(visible) if estimate else (visible, None)
        answer, start, end = final_commitment(plain, extraction)
        if extraction == "auto" and not answer and start < 0 and origin is None and prompt:
            answer, start, end = _count_before_conditions(plain, prompt)  # "There are 8 multiples of 6 less than 50."
        if extraction == "auto" and answer and start >= 0 and origin is None:
            answer, start, end = _before_check(plain, answer, start, end)  # "They pay $174. (Check: 174 − 90 = 84 ✓)"
            answer, start, end = _bold_over_given(plain, answer, start, end, prompt)  # "**600 mL** of the 20% solution."
            answer, start, end = _past_given_count(plain, answer, start, end, prompt)  # "Antwort: 4 Bücher kosten 50.00 €."
            answer, start, end = _past_given_restated(plain, answer, start, end, prompt)  # "Answer: 0.6 … is 3/5."
            answer, start, end = _before_given_condition(plain, answer, start, end, prompt)  # "… 40 tests in 5 hours."
            answer, start, end = _before_given_count(plain, answer, start, end, prompt)  # "… $64 for the 16 glasses."
            answer, start, end = _before_another_quantity(plain, answer, start, end, prompt)  # "GCD = 12" then "Their LCM is 720."
            answer, start, end = _asked_after_list(plain, answer, start, end, prompt)  # "… are 1, 9, 10, 18 and their sum is 38."
            answer, start, end = _asked_after_box(plain, answer, start, end, prompt)  # "x = \boxed{5}" … "Thus the value of $6x-5$ is 25."
            if not asked.one_unit:
                answer, start, end = _time_stated_before(plain, answer, start, end)  # "**160 minutes**" then "That's 2 hours and 40 minutes."
        if origin is not None and start >= 0:
            start, end = origin[min(start, len(plain))], origin[min(end, len(plain))]  # placed in the visible text
        end = _answer_end(visible, answer, start, end)
        value = answer.rsplit("=", 1)[-1].strip() if answer else ""
        # The value the answer ends on was read from a mixed number where the text writes the mark after it (an
        # earlier part of a chain, "5 + 1 3/20 = 6 and 3/20", may carry its own).
        at = visible.rfind(value) if value and not value.endswith(MIXED_MARK) else -1
        if at != -1 and visible.startswith(MIXED_MARK, at + len(value)):
            answer += MIXED_MARK  # its value was read from a mixed number ("2 1/3 cups"): the written form is kept
        if options and extraction == "auto":
            lettered = _with_letter_line(answer, visible, options)
            if lettered != answer:
                end = _letter_end(visible, lettered[-1])  # the answer is the letter of the last line: what follows it
            answer = lettered
        answer, end, twelve_hour = committed_time(visible, answer, start, end, estimate)  # "7:30 p. m." commits to 7:30 PM
        if extraction == "auto" and answer and start > 0 and asked.total:
            answer = _with_total_concluded(visible, answer, start)  # "So the total is 240 sheep." then "| answer | 260 |"
    after = visible[end:] if visible is not None and end >= 0 else ""
    if visible is not None:
        after += "".join("\n" + m.group(1).strip() for m in _FOOTNOTE.finditer(after_thinking(raw) or ""))
    if answer:
        answer = _prompt_currency(answer, prompt)  # "RM8" where the prompt prices in "RM7": the amount 8
        answer = _CONNECTIVE.sub("", answer)  # "\therefore x = 16": the conclusion's sign is no part of it
        answer = _MEMBER.sub("", answer)  # "x \in [2, \infty)": the set is the answer
        if "{" in answer:
            answer = _set_in_text(answer, visible)  # "P = {2, 3}" in text: the set {2, 3}, not a group around 2, 3
    written = answer.replace(MIXED_MARK, "") if answer else answer
    if written and start >= 0:
        written = _without_rejected(written, visible, start, end)  # "$x = 9$, and $x = -9$ is rejected": 9
    as_written = _as_written(answer, visible).replace(MIXED_MARK, "")
    form = form_class(answer) if answer else "other"
    if twelve_hour:
        form = "clock12"  # "下午3:45": a 12-hour time, its half of the day said in words
    return Reading(
        prompt=prompt, raw=raw, visible=visible, answer=written, form=form,
        at=(start, end), values=_values(written), after=after,
        as_written=as_written, asked_form=form_asked,
        estimate_asked=estimate, options=tuple(options.items()), alphabet=alphabet,
    )


class _Asked(NamedTuple):
    """What a prompt asks, read once for all its completions (a GRPO group reads each prompt several times)."""

    estimate: bool  # an estimate or a rounded value
    alphabet: str  # the letters its options are written with
    options: dict[str, str]  # its lettered options
    thousands_by_point: bool  # it groups thousands with a point ("1.250")
    counted_in: str | None  # the word it counts in ("How many dozen …?": "dozen")
    one_unit: bool  # it asks for a count of one unit (durations are then not read as one quantity)
    form: str | None  # the form it asks the answer in
    total: bool  # it asks for a total


@lru_cache(maxsize=1024)
def _asked(prompt: str) -> _Asked:
    alphabet, options = option_letters(prompt)
    counted = _COUNTED_IN.search(prompt)
    return _Asked(estimate_asked(prompt), alphabet, options, bool(groups_thousands_by_point(prompt)),
                  counted.group(1) if counted is not None else None, bool(asks_one_unit(prompt)), asked_form(prompt),
                  _TOTAL_WORD.search(prompt) is not None)


# A sentence that concludes a total ("So the total is 240 sheep.", "Insgesamt sind es 240."), in the languages read, and
# the words that ask for one.
_TOTAL_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:total|altogether|in[ \t]all|together|combined|insgesamt|zusammen|au[ \t]total|en[ \t]total"
                         r"|in[ \t]totale|no[ \t]total|всего|вместе)(?![^\W\d_])|一共|总共|合计|合計|全部で")
_CONCLUDES = re.compile(r"(?i)^[ \t*_>-]{0,4}(?:so|thus|therefore|hence|in[ \t]total|altogether|overall|donc|also|daher|insgesamt|así[ \t]que"
                        r"|por[ \t]lo[ \t]tanto|entonces|então|portanto|quindi|итак|значит|поэтому)(?![^\W\d_])|^[ \t]{0,4}(?:所以|因此)")
_RATE = re.compile(r"(?i)(?<![^\W\d_])(?:per|each|every|pro|je|par|chaque|por|cada|ogni|за)(?![^\W\d_])|每|毎")
_TABLE_LINE = re.compile(r"(?m)^[ \t]{0,3}\|[^\n]{0,300}$")


def _with_total_concluded(visible: str, answer: str, start: int) -> str:
    """The answer, with the total the sentence right before it concludes where that is another value and nothing
    but a table's lines or a label stand between them ("So the total is 240 sheep." then "| answer | 260 |"): two
    final answers for the total asked, with no word that corrects the first."""
    before = visible[:start]
    cut = max(before.rfind("\n\n"), 0)
    between = _TABLE_LINE.sub("", before[cut:])
    if between.strip(" \t\n|*_#:-") and not _LABEL_ONLY.fullmatch(between.strip()):
        return answer
    sentence = before[:cut].rstrip().rsplit("\n", 1)[-1]
    sentence = re.split(r"(?<=[.!?。])[ \t]+", sentence)[-1]
    if not _CONCLUDES.search(sentence) or not _TOTAL_WORD.search(sentence) or _RATE.search(sentence):
        return answer  # "So the total cost per sheep is 3 dollars.": a rate on the way, no total
    numbers = [m.group().strip() for m in NUMBER_IN_TEXT.finditer(sentence)]
    said, value = (parse_number(numbers[0]) if len(numbers) == 1 else None), parse_number(answer.rsplit("=", 1)[-1].strip())
    return f"{answer}, {numbers[0]}" if said is not None and value is not None and said.value != value.value else answer


_LABEL_ONLY = re.compile(r"(?i)[*_#>\t ]{0,6}(?:final[ \t]+)?answer[*_]{0,2}[ \t]{0,2}[:：]?[*_ \t]{0,4}")


# A check in brackets after the answer's sentence ("(Check: 174 − 90 = 84 ✓)"), in the languages read.
_CHECK_OPENS = re.compile(r"(?i)[ \t]*(?:sanity[ \t]+)?(?:check|verify|verification|probe|vérification|vérif|comprobación|comprobacion"
                          r"|verificação|verifica|prüfung|kontrolle|проверка|验算|检验|検算|확인)(?![^\W\d_])")
_PLAIN_NUMBER = re.compile(r"(?<![\w.,])-?\d[\d,]*(?:\.\d+)?(?![\w])")
# A number set in bold, with a word or two of its unit ("**600 mL**", "**42**").
_BOLD_NUMBER = re.compile(r"\*\*[ \t]*\\?\$?(-?\d[\d,]*(?:\.\d+)?)(?:[ \t]*[^\W\d_]{1,12}){0,2}[ \t.]*\*\*")


def _before_check(visible: str, answer: str, start: int, end: int) -> tuple[str, int, int]:
    """The answer of the sentence before a bracketed check that ends the text, where the value was read inside the
    check: the check recomputes numbers of the working, the sentence states the answer (its one number)."""
    line_start = visible.rfind("\n", 0, start) + 1
    bracket = visible.rfind("(", line_start, start)
    if bracket == -1 or ")" in visible[bracket:start] or not _CHECK_OPENS.match(visible, bracket + 1):
        return answer, start, end
    close = visible.find(")", start)
    if close == -1 or visible[close + 1 :].strip(" \t\n.✓✔"):
        return answer, start, end
    numbers = list(_PLAIN_NUMBER.finditer(visible, line_start, bracket))
    if len(numbers) != 1:
        return answer, start, end
    return numbers[0].group().replace(",", ""), numbers[0].start(), numbers[0].end()


_MARKER_PRESETS = ("boxed", "gsm8k", "answer_tag", "answer_is")
_TIME_AMOUNT_AT = re.compile(r"(?:\\frac\{\d{1,6}\}\{\d{1,6}\}|\d[\d.]{0,15})[ \t*_]{0,4}[^\W\d_]")
# Where a sentence ends: a full stop, "!" or "?" before a space, or a line break.
_SENTENCE_BREAK = re.compile(r"[.!?。！？](?=\s|$)|\n")
# A stop after one letter that follows a stop ("i.e.", "d.h.", "z.B."): an abbreviation, no sentence's end.
_ABBREVIATION_END = re.compile(r"(?:^|[.\s])[^\W\d_]\.$")


def _time_stated_before(visible: str, answer: str, start: int, end: int) -> tuple[str, int, int]:
    """The amount of time stated in the sentence before the one the answer was read from, where that sentence only says
    it again in other units ("**160 minutes**" then "That's 2 hours and 40 minutes in total. Let me know …", read as
    "\\frac{8}{3} hours"): the text committed to the first, which a question asking no one unit takes either way. Where
    the prompt asks a count of one unit ("How many minutes …?") this is not read: the amount in that unit is the answer."""
    if start <= 0 or not _TIME_AMOUNT_AT.match(visible, start):
        return answer, start, end  # the cheap test first: a number and a word where the answer was read
    breaks = list(_SENTENCE_BREAK.finditer(visible, max(0, start - 400), start))
    if not breaks or _ABBREVIATION_END.search(visible, max(0, breaks[-1].end() - 4), breaks[-1].end()):
        return answer, start, end  # "1.5 hours, i.e. 90 minutes": one sentence, read as it stands
    if any(final_commitment(visible, preset)[1] >= breaks[-1].end() for preset in _MARKER_PRESETS):
        return answer, start, end  # "1 óra 30 perc." then "Válasz: 90 perc.": the answer is marked where it is said again
    closes = _SENTENCE_BREAK.search(visible, end)
    stated = same_time_again(visible[: breaks[-1].end()], visible[breaks[-1].end() : closes.start() if closes else len(visible)])
    if stated is None:
        return answer, start, end
    return stated.group(1), stated.start(1), stated.end(1)


def _bold_over_given(visible: str, answer: str, start: int, end: int, prompt: str) -> tuple[str, int, int]:
    """The one number set in bold on the answer's line where the value read beside it is one the prompt gives ("**600
    mL** of the 20% solution." for a prompt about a 20% solution): the bold marks the answer, the other restates."""
    if "**" not in visible or not prompt:
        return answer, start, end
    line_start = visible.rfind("\n", 0, start) + 1
    line_end = visible.find("\n", start)
    line_end = len(visible) if line_end == -1 else line_end
    bold = list(_BOLD_NUMBER.finditer(visible, line_start, line_end))
    if len(bold) != 1 or bold[0].start() <= start < bold[0].end():
        return answer, start, end
    given = re.sub(r"[\\%$ ]", "", answer)
    if not re.search(rf"(?<![\d.]){re.escape(given)}(?![\d]|\.\d)", prompt) or re.search(
            rf"(?<![\d.]){re.escape(bold[0].group(1))}(?![\d]|\.\d)", prompt):
        return answer, start, end
    return bold[0].group(1).replace(",", ""), bold[0].start(1), bold[0].end(1)


# The prompt's count and what it counts, then a verb and one value that ends the sentence ("4 Bücher kosten 50.00 €.",
# "4 books cost $50.00."): at most four words between, no digit, no operator.
_COUNT_THEN_VALUE = re.compile(
    r"[ \t]{1,3}([^\W\d_]{2,24})((?:[ \t]{1,3}[^\W\d_]{1,24}){1,3})[ \t]{1,3}\\?[$€£¥]?[ \t]?(-?\d{1,12}(?:\.\d{1,12})?)(?![\d.,]\d)"
    r"(?=[^\d\n=+*/×÷<>]{0,24}(?:[.!。]?[ \t]*(?:\n|$)))")


def _worked_out(value: str, prompt: str, working: str) -> bool:
    """Whether ``value`` is an answer of the text's own: no value of the prompt, and worked out before ("= 50.00 €"; a
    whole value also as the working writes it with its cents, "4 × 18.50 = 74.00" for "74 euros")."""
    zeros = r"(?:[.,]0{1,4})?" if "." not in value else ""
    return not re.search(rf"(?<![\d.,]){re.escape(value)}(?![\d]|[.,]\d)", prompt) and re.search(
        rf"=[ \t]{{0,2}}\\?[$€£¥]?[ \t]?{re.escape(value)}{zeros}(?![\d]|[.,]\d)", working) is not None


def _past_given_count(visible: str, answer: str, start: int, end: int, prompt: str) -> tuple[str, int, int]:
    """The value that ends the answer's sentence where the value read is a count the prompt gives, said with the
    thing the prompt counts ("Antwort: 4 Bücher kosten 50.00 €." for "Wie viel kosten 4 Bücher?"), and the text
    works that value out before ("4 × 12.50 € = 50.00 €"): the count restates the question, the value answers it."""
    if not prompt or not answer.isdigit() or not re.search(rf"(?<![\d.,]){answer}(?![\d]|[.,]\d)", prompt):
        return answer, start, end
    line_end = visible.find("\n", start)
    written = re.compile(rf"(?<![\d.,]){answer}(?![\d]|[.,]\d)").search(visible, start, len(visible) if line_end == -1 else line_end)
    m = _COUNT_THEN_VALUE.match(visible, written.end()) if written is not None else None
    if m is None or len(m.group(1)) < 4 or not re.search(rf"(?i)(?<![^\W\d_]){re.escape(m.group(1)[:4])}", prompt):
        return answer, start, end  # the words after the count name no thing of the prompt
    value = m.group(3)
    if not _worked_out(value, prompt, visible[:start]):
        return answer, start, end
    return value, m.start(3), m.end(3)


# After the prompt's given restated, a word for "is" and the value that ends the sentence ("Answer: 0.6 as a fraction
# in simplest form is 3/5.", "答：0.6 化成最简分数是 \frac{3}{5}。").
_GIVEN_IS_VALUE = re.compile(
    r"[^\n.。!?！？=]{0,60}?(?:(?<![^\W\d_])(?:is|equals|ist|est|es|é|è)(?![^\W\d_])|是|为|為|等于|等於)[ \t]{0,2}\$?"
    r"(-?\d{1,12}(?:\.\d{1,12})?(?:[ \t]{0,2}/[ \t]{0,2}\d{1,12})?|\\frac\{\d{1,12}\}\{\d{1,12}\})\$?[ \t]{0,2}[.。!！]?[ \t]*(?=\n|$)")
# A number the prompt gives, restated in the answer: a decimal or a fraction ("0.6", "\frac{18}{24}", "18/24").
_GIVEN_NUMBER = re.compile(r"-?\d{1,12}(?:\.\d{1,12})?|\d{1,12}/\d{1,12}|\\frac\{\d{1,12}\}\{\d{1,12}\}")
_FRAC = re.compile(r"\\[dt]?frac\{(\d{1,12})\}\{(\d{1,12})\}")


def _as_slashed(text: str) -> str:
    """``text`` with its numeric fractions written "a/b"."""
    return _FRAC.sub(r"\1/\2", text) if "frac" in text else text


def _past_given_restated(visible: str, answer: str, start: int, end: int, prompt: str) -> tuple[str, int, int]:
    """The value after a word for "is" that ends the answer's sentence where the value read is a number the prompt
    gives, restated before it ("Answer: 0.6 as a fraction in simplest form is 3/5." for "Write 0.6 as a fraction"),
    and the text works that value out before: the given restates the question, the value answers it."""
    if not prompt or not _GIVEN_NUMBER.fullmatch(answer) or start < 0:
        return answer, start, end
    at = visible.find(answer, start, max(end, start) + 12 + len(answer))  # the span may be the answer's marker
    given = _as_slashed(answer)  # a fraction the prompt gives as "\frac{18}{24}", restated as "18/24" or as written
    if at == -1 or not re.search(rf"(?<![\d.,/]){re.escape(given)}(?![\d/]|[.,]\d)", _as_slashed(prompt)):
        return answer, start, end
    m = _GIVEN_IS_VALUE.match(visible, at + len(answer))
    if m is None:
        return answer, start, end
    value = m.group(1)
    plain = re.sub(r"\\frac\{(\d+)\}\{(\d+)\}", r"\1/\2", value).replace(" ", "")
    worked = re.sub(r"\\frac\{(\d+)\}\{(\d+)\}", r"\1/\2", visible[:start]).replace(" ", "")
    if plain in prompt.replace(" ", "") or not re.search(rf"(?<![\d.,/]){re.escape(plain)}(?![\d/]|[.,]\d)", worked):
        return answer, start, end  # a value of the prompt, or one the text never worked out: no answer of its own
    return value, m.start(1), m.end(1)


# "How many" asking a count of a noun, in the languages read.
_HOW_MANY = r"(?:how[ \t]+many|how[ \t]+much|combien[ \t]+d[e']|wie[ \t]+viele?|cu[áa]nt[oa]s|quant[oa]s|quant[ie]|сколько)"
# A number with the word before it and the word after it, as the prompt writes a condition ("in 5 hours").
_WORD_NUMBER_WORD = r"(?i)(?<![^\W\d_]){}[ \t]{{1,3}}{}[ \t]{{1,3}}{}(?![^\W\d_])"
# The number of a sentence that some words follow, and the number before it there ("grade 40 tests in 5 hours").
_COUNTED_BEFORE = re.compile(r"(?<![\d.,])(\d{1,12}(?:\.\d{1,12})?)[ \t]{1,3}([^\W\d_]{3,24})(?:[ \t]{1,3}[^\W\d_]{1,24}){0,3}[ \t]{1,3}([^\W\d_]{1,12})[ \t]{1,3}$")


_PLAIN_NUMBER = re.compile(r"\d{1,12}(?:\.\d{1,12})?")


def _before_given_condition(visible: str, answer: str, start: int, end: int, prompt: str) -> tuple[str, int, int]:
    """The number before the last one of the answer's sentence where the last is a condition the prompt gives in the
    same words ("She can grade 40 tests in 5 hours." for "how many tests can she grade in 5 hours?"), the first counts
    what the question counts, and the working reaches it ("8 × 5 = 40"): the condition restates the question."""
    if not prompt or _PLAIN_NUMBER.fullmatch(answer) is None or start <= 0:
        return answer, start, end  # a condition's number is a count or a decimal ("in 5 hours", "in 7.8 minutes")
    if not visible.startswith(answer, start):
        return answer, start, end
    after = re.match(r"[ \t]{1,3}([^\W\d_]{1,24})", visible[end : end + 30])
    sentence_start = max(visible.rfind(c, 0, start) for c in ".!?\n") + 1
    before = _COUNTED_BEFORE.search(visible, sentence_start, start)
    if after is None or before is None or not re.search(
            _WORD_NUMBER_WORD.format(re.escape(before.group(3)), answer, re.escape(after.group(1))), prompt):
        return answer, start, end
    value, noun = before.group(1), before.group(2)
    asked = re.search(rf"(?i)(?<![^\W\d_]){_HOW_MANY}[ \t]+(?:[^\W\d_]{{1,12}}[ \t]+)?{re.escape(noun[:4])}", prompt)
    if asked is None or re.search(rf"(?<![\d.,]){re.escape(value)}(?![\d]|[.,]\d)", prompt) or not re.search(
            rf"=[ \t]{{0,2}}{re.escape(value)}(?![\d]|\.\d)", visible[:sentence_start]):
        return answer, start, end
    return value, before.start(1), before.end(1)


# A value, then one to three words and nothing else up to the count that follows them ("$64 for the " before "16
# glasses", "64 € für die ").
_POINT_ENDS = re.compile(r"\.(?=[ \t])")  # a point that ends a sentence in a line ("2.5" ends none)
_VALUE_BEFORE_COUNT = re.compile(r"(?<![\d.,])(\d{1,12}(?:\.\d{1,12})?)(?:[ \t]{0,2}[$€£¥])?(?:[ \t]{1,3}[^\W\d_]{1,12}){1,3}[ \t]{1,3}$")


def _before_given_count(visible: str, answer: str, start: int, end: int, prompt: str) -> tuple[str, int, int]:
    """The value a few words before the last number of the answer's sentence where that number is a count the prompt
    gives with the thing it counts after it ("Kylar needs to pay $64 for the 16 glasses." for "Kylar wants to buy 16
    glasses. How much …?"), the question asks no count of that thing, and the working reaches the value ("$40 + $24 =
    $64"): the count restates the question, the value answers it."""
    if not prompt or not answer.isdigit() or start <= 0 or not visible.startswith(answer, start):
        return answer, start, end
    noun = re.match(r"[ \t]{1,3}([^\W\d_]{3,24})", visible[end : end + 30])
    stem = re.escape(noun.group(1)[:4]) if noun is not None else ""
    if noun is None or not re.search(rf"(?i)(?<![\d.,]){answer}[ \t]{{1,3}}{stem}", prompt) or re.search(
            rf"(?i)(?<![^\W\d_]){_HOW_MANY}[ \t]+(?:[^\W\d_]{{1,12}}[ \t]+)?{stem}", prompt):
        return answer, start, end  # no count of the prompt's, or the count the question asks
    sentence_start = max(visible.rfind(c, 0, start) for c in "!?\n") + 1
    sentence_start = max((m.end() for m in _POINT_ENDS.finditer(visible, sentence_start, start)), default=sentence_start)
    before = _VALUE_BEFORE_COUNT.search(visible, sentence_start, start)
    if before is None or NUMBER_IN_TEXT.search(visible, sentence_start, before.start(1)) is not None:
        return answer, start, end  # the sentence holds more values than the one before the count
    value = before.group(1)
    if not _worked_out(value, prompt, visible[:sentence_start]):
        return answer, start, end
    return value, before.start(1), before.end(1)


# The last line of a text, its markup aside, and a number in it with the word before it ("of 6", "than 50").
_LAST_LINE = re.compile(r"[^\n]{1,300}\Z")
_WORD_BEFORE_NUMBER = re.compile(r"([^\W\d_]{1,20})[ \t]{1,3}(\d{1,12}(?:\.\d{1,12})?)(?![\d.,]\d)")
_WORD_BEFORE = re.compile(r"([^\W\d_]{1,20})[ \t]{0,3}\Z")


def _count_before_conditions(visible: str, prompt: str) -> tuple[str | None, int, int]:
    """The first number of the last line where every number after it is a condition of the prompt said with the word
    the prompt writes before it ("There are 8 positive multiples of 6 less than 50." for "How many positive integers less
    than 50 are multiples of 6?"), the word after it names a thing of the prompt and the working reached it: the line
    answers, and restates what the question asks (read alone, its last number is a bound, no answer)."""
    line = _LAST_LINE.search(visible.rstrip())
    numbers = list(NUMBER_IN_TEXT.finditer(visible, line.start(), line.end())) if line is not None else []
    if len(numbers) < 2:
        return None, -1, -1
    first, value = numbers[0], numbers[0].group().strip()
    conditions = {(w.lower(), n) for w, n in _WORD_BEFORE_NUMBER.findall(prompt)}
    for m in numbers[1:]:
        word = _WORD_BEFORE.search(visible, line.start(), m.start())
        if word is None or (word.group(1).lower(), m.group().strip()) not in conditions:
            return None, -1, -1  # a number that restates no condition of the prompt
    noun = re.match(r"(?:[ \t]{1,3}[^\W\d_]{2,24}){1,2}", visible[first.end() : line.end()])
    stems = [w[:5].lower() for w in (noun.group().split() if noun is not None else []) if len(w) > 3]
    if not stems or not any(stem in prompt.lower() for stem in stems) or re.search(rf"(?<![\d.,]){re.escape(value)}(?![\d]|[.,]\d)", prompt):
        return None, -1, -1  # the value counts no thing of the prompt, or is one of its numbers
    if not re.search(rf"(?<![\d.,]){re.escape(value)}(?![\d]|[.,]\d)", visible[: line.start()]):
        return None, -1, -1  # a value the working never reached
    at = first.start() + len(first.group()) - len(first.group().lstrip())
    return value, at, at + len(value)


# The words that close a clause naming a quantity before its value ("and their sum is ", "la somme vaut ", "= ").
_NAMES_VALUE = re.compile(r"(?i)(?:(?<![^\W\d_])(?:is|equals|are|est|vaut|ist|beträgt|es|é|è|равна?|равно)(?![^\W\d_])|=|:|是|为|為)[ \t$*_]{0,4}\Z")


def _asked_after_list(visible: str, answer: str, start: int, end: int, prompt: str) -> tuple[str, int, int]:
    """The last value of an answer read as a list where the clause before that value names the quantity the question
    asks ("**Answer:** the positive integers are 1, 9, 10, 18 and their sum is 38." for "Find the sum of all positive
    integers …"): the values before it are what the sum was taken of, the named one is the answer."""
    if not prompt or start < 0 or answer.count(",") < 1:
        return answer, start, end
    line_end = visible.find("\n", start)
    numbers = list(NUMBER_IN_TEXT.finditer(visible, start, len(visible) if line_end == -1 else line_end))
    if len(numbers) < 3:
        return answer, start, end
    last, before = numbers[-1], numbers[-2]
    clause = visible[before.end() : last.start() + len(last.group()) - len(last.group().lstrip())]
    value = last.group().strip()
    if "," in clause or not _NAMES_VALUE.search(clause) or not names_asked_quantity(prompt, clause) or answer.rsplit(",", 1)[-1].strip() != value:
        return answer, start, end
    at = last.start() + len(last.group()) - len(last.group().lstrip())
    return value, at, at + len(value)


# A sentence that concludes ("Thus …", "Hence …", "So …"), its one value at its end.
_CONCLUDING_SENTENCE = re.compile(r"(?i)(?:^|(?<=\n))[ \t*_>]{0,4}(?:so|thus|hence|therefore|donc|ainsi|also|daher|somit|así[ \t]que|por[ \t]lo[ \t]tanto"
                                  r"|portanto|quindi|итак|значит|поэтому)(?![^\W\d_])[^\n]{1,160}?(?<![\d.,])(-?\d{1,12}(?:\.\d{1,12})?)[ \t$*_]{0,4}[.!]?[ \t*_]*\Z")
# What the question asks, named after "what is the" or "find the" ("the positive difference", "the value of $6x - 5$").
_ASKED_PHRASE = re.compile(r"(?i)(?:what[ \t]+is|what's|find|compute|determine|calculate)[ \t]+the[ \t]+((?:[^\W\d_]{2,20}[ \t]+){0,2}[^\W\d_]{3,20})"
                           r"(?:[ \t]+of[ \t]+\$([^$\n]{1,40})\$)?")
_LINKS = frozenset("between of for in from when that if to at on with among and".split())  # no part of the name asked
_BOXED_NAME = re.compile(r"(?<![A-Za-z\\])([A-Za-z])[ \t]{0,2}=[ \t]{0,2}\\boxed\{")


def _asked_after_box(visible: str, answer: str, start: int, end: int, prompt: str) -> tuple[str, int, int]:
    """The value of a concluding sentence that ends the text and names what the question asks in its words, where the
    box before it holds no answer to that: several values (the roots a difference is taken of) or another unknown's
    value ("x = \boxed{5}" where "the value of $6x - 5$" is asked; "Thus the value of $6x-5$ is 25."). The box was a step."""
    asked = _ASKED_PHRASE.search(prompt) if prompt and start >= 0 else None
    if asked is None or "\\boxed" not in visible[max(0, start - 12) : end]:
        return answer, start, end
    named = _BOXED_NAME.search(visible, max(0, start - 12), end)
    expression = asked.group(2)
    other_unknown = named is not None and expression is not None and _squeezed(expression) != named.group(1)
    if answer.count(",") < 1 and not other_unknown:
        return answer, start, end
    last = _CONCLUDING_SENTENCE.search(visible, end)
    if last is None:
        return answer, start, end
    sentence = last.group()
    nouns = [w for w in asked.group(1).split() if w.lower() not in _LINKS]
    says = _squeezed(expression) in _squeezed(sentence) if expression else bool(nouns) and (
        re.search(rf"(?i)(?<![^\W\d_]){re.escape(nouns[-1])}(?![^\W\d_])", sentence) is not None)
    value = last.group(1)
    if not says or any(_squeezed(value) == _squeezed(v) for v in answer.split(",")):
        return answer, start, end
    return value, last.start(1), last.end(1)


def _squeezed(text: str) -> str:
    return re.sub(r"[\s$]", "", text).replace("−", "-")


# The sentences of a paragraph: a point ends one where a space or the line's end follows it ("≈ 6.67, slightly …" goes on).
_MARKED = re.compile(r"(?i)\\boxed|####|(?<![^\W\d_])(?:answer|antwort|réponse|respuesta|resposta|risposta|odpowiedź|ответ|відповідь)(?![^\W\d_])|答")
_PARAGRAPH_SENTENCE = re.compile(r"[^\n]+?(?:[.!?。！？](?=\s|$)|$)", re.MULTILINE)


@lru_cache(maxsize=1024)
def _before_another_quantity(visible: str, answer: str, start: int, end: int, prompt: str) -> tuple[str, int, int]:
    """The statement before a last paragraph that gives each value of its own to another quantity than the one the
    question asks ("GCD = 12" then "Their least common multiple is 48·180/12 = 720.", "答：…周长是46厘米。" then
    "顺便说一下，它的面积是 15 × 8 = 120 平方厘米"): that paragraph is a related fact after the answer, judged as such; its
    other numbers are the working's or the prompt's. The statement is a line that gives one value and ends its
    paragraph; a line of working before ("Sale price: 40 − 10 = 30." then "The discount is $10.") states none, and the
    quantity the last sentence names is then what the text answers."""
    paragraph = visible.rfind("\n\n", 0, start)
    if not prompt or paragraph == -1 or NUMBER_IN_TEXT.search(visible, 0, paragraph) is None or _MARKED.search(visible, paragraph, end):
        return answer, start, end  # (an answer marked as one is the statement, whatever it names)
    seen = {parsed.value for m in NUMBER_IN_TEXT.finditer(prompt + "\n" + visible[:paragraph]) if (parsed := parse_number(m.group().strip()))}
    given_to_other = False
    for sentence in _PARAGRAPH_SENTENCE.finditer(visible, paragraph + 2):
        for m in NUMBER_IN_TEXT.finditer(sentence.group()):
            parsed = parse_number(m.group().strip())
            if given_to_another(prompt, sentence.group(), m.start(), m.end()):
                given_to_other = True
            elif parsed is None or parsed.value not in seen:
                return answer, start, end  # a value of its own the paragraph gives to no other quantity: a statement
    if not given_to_other:
        return answer, start, end
    earlier, at, to = final_commitment(visible[:paragraph])
    line = visible[visible.rfind("\n", 0, max(at, 0)) + 1 : paragraph]
    if not earlier or at < 0 or "\n" in visible[at:paragraph].strip() or len(NUMBER_IN_TEXT.findall(line)) != 1:
        return answer, start, end  # the paragraph before states no value on a line of its own ("Sale price: 40 − 10 = 30."): working
    return earlier, at, to


def _prompt_currency(answer: str, prompt: str) -> str:
    """The amount of an answer written as a currency's letters glued to a number, where the prompt writes its
    amounts so too ("RM8" for a prompt in "RM7", "Rp5000", "R$12")."""
    m = _GLUED_CURRENCY.fullmatch(answer.strip())
    if m is None or re.search(rf"(?<![^\W\d_]){re.escape(m.group(1))}[ \t]?\d", prompt) is None:
        return answer
    return m.group(2)


def _answer_end(visible: str, answer: str | None, start: int, end: int) -> int:
    """Where the text after the committed answer begins: after the answer where it is written out
    past its marker ("The answer is $\\frac34$."), else at the end of the marker's sentence."""
    if not answer or start < 0:
        return end
    end = min(end, len(visible))
    written = answer.replace(MIXED_MARK, "")
    # The first place the answer is written from its marker on (a withdrawal may have moved it past the marker).
    at = _find_whole(visible, written, start, end + 400)
    if at != -1:
        return max(end, _CLOSING.match(visible, at + len(written)).end())
    if visible[start:end].rstrip().endswith("}"):
        return end  # a box: its content ends the commitment
    sentence = _SENTENCE_END.search(visible, end)
    return sentence.start() if sentence is not None else len(visible)


def _find_whole(text: str, value: str, start: int, stop: int) -> int:
    """Where ``value`` is first written in ``text[start:stop]`` as a whole ("2" not inside "12" or "2.5"), else -1."""
    at = text.find(value, start, stop)
    while at != -1:
        before, after = text[at - 1 : at] if at else "", text[at + len(value) : at + len(value) + 1]
        if not (before.isdigit() or before == ".") and not after.isdigit():
            return at
        at = text.find(value, at + 1, stop)
    return -1


def _values(answer: str | None) -> tuple[str, ...]:
    if not answer:
        return ()
    parts, depth, current = [], 0, ""
    for piece in re.split(r"(,[ \t]+|[(\[{}\])])", answer):
        if not piece:
            continue  # between two brackets ("}{"): no bracket of its own
        if piece in "([{":
            depth += 1
        elif piece in ")]}":
            depth -= 1
        if depth == 0 and _TOP_LEVEL_COMMA.fullmatch(piece or "x"):
            parts.append(current.strip())
            current = ""
        else:
            current += piece
    parts.append(current.strip())
    return tuple(p for p in parts if p)


def _without_rejected(answer: str, visible: str, start: int, end: int) -> str:
    """The answer without the values its own sentence rejects right after writing them; all of them rejected, or a
    single value, it is kept (a rejection after the answer is judged as what follows it)."""
    values = _values(answer)
    if len(values) < 2:
        return answer
    span = visible[start : min(len(visible), max(end, start) + 80)]
    kept, at = [], 0
    for value in values:
        found = span.find(value, at)
        if found == -1:
            kept.append(value)
            continue
        at = found + len(value)
        if not _REJECTED.match(span, at):
            kept.append(value)
    return ", ".join(kept) if kept and len(kept) < len(values) else answer


def _with_letter_line(answer: str | None, visible: str, options: dict[str, str]) -> str | None:
    """A completion that ends on an option letter alone ("**C**", "c", "Option C") answers with it;
    beside an answer that names another option, it is a second answer."""
    lone = letter_line(visible, options)
    if lone is None:
        return answer
    line = last_line(visible)
    named = named_options(answer, line, options) - ruled_out_letters(line, options) if answer else set()  # "C, not D (…)"
    return lone if not named or named == {lone} else f"{answer}, {lone}"


def _letter_end(visible: str, letter: str) -> int:
    """Where the option letter of the completion's last line ends ("الإجابة الصحيحة: (C)", "C. Hope this helps!")."""
    line = last_line(visible).strip()
    at = visible.rfind(line)
    found = re.search(rf"(?<![A-Za-z]){letter}(?![A-Za-z])[)\]*_]*", visible[at:], re.IGNORECASE) if at >= 0 else None
    return at + found.end() if found is not None else len(visible)


def _set_in_text(answer: str, visible: str) -> str:
    """The answer with a list in plain braces it ends on written as a set where the text shows the braces: outside
    math ("P = {2, 3}"), where in math ("${1,3}$", "\\boxed{{1,3}}") they only group."""
    found = braced_list(answer)
    at = visible.rfind(found[0]) if found is not None else -1
    if at == -1:
        return answer
    line = visible[visible.rfind("\n", 0, at) + 1 : at]
    in_math = (line.replace("\\$", "").count("$") % 2 == 1 or line.rfind("\\(") > line.rfind("\\)")
               or line.rfind("\\[") > line.rfind("\\]") or "\\boxed" in line or visible[:at].count("$$") % 2 == 1)
    return answer if in_math else answer[: answer.rfind(found[0])] + found[1]


def _last_whole(answer: str, visible: str) -> int:
    """Where ``visible`` last writes ``answer`` as a whole number, not as digits of a longer one ("54" is not in
    "0.0054" or "154"); -1 where it never does."""
    at = visible.rfind(answer)
    while at != -1 and ((answer[0].isdigit() and _DIGITS_BEFORE.search(visible[max(0, at - 2) : at]))
                        or (answer[-1].isdigit() and _DIGITS_AFTER.match(visible, at + len(answer)))):
        at = visible.rfind(answer, 0, at + len(answer) - 1)
    return at


# A number's digits or decimal point right before or after a number: the number is part of a longer one.
_DIGITS_BEFORE = re.compile(r"(?:\d|\d[.,])$")
_DIGITS_AFTER = re.compile(r"[.,]?\d")


def _as_written(answer: str | None, visible: str | None) -> str:
    """The answer with the words that follow it where the completion last writes it, and a currency
    sign before it ("120" in "It covers 120 m." reads "120 m."): the unit is judged even where the
    reading dropped it."""
    if not answer:
        return ""
    at = _last_whole(answer, visible) if visible else -1
    if at == -1:
        return answer
    # A currency sign before it ("\$50": the reader's text writes dollars so; a bare "$" opens a formula).
    sign = re.search(r"(?:\\\$|[€£¥₹])[ \t]?$", visible[max(0, at - 3) : at])
    return (sign.group() if sign else "") + visible[at : at + len(answer) + 24]
