r"""Find the final answer in a completion.

Its steps have their own modules: ``boxes`` (``\boxed{...}``), ``clean`` (the text a marker
points at, turned into an answer), ``qualifiers`` (hedges and qualified numbers) and
``final_statement`` (``auto`` when no marker yields an answer); ``gold`` reads the gold answer.

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
  reads 41, and a ``\boxed{}`` written after "The answer is" is the answer; two markers a few
  words apart that disagree ("Answer: 73\nAnswer: 72") both stand, a list. A marker whose
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
from typing import Callable

from reward_plugins.math.answer_phrases import (
    ALTERNATIVE_WORDS, ANSWER_ADJECTIVES, ANSWER_NOUNS, ANSWER_VERBS, ANSWER_WORDS, CHECKS, CONDITIONAL, LEADING_TO_THE_ANSWER,
    REAL_LINE, RETRACTIONS_STRONG, RETRACTIONS_WEAK, STEPWISE, TENTATIVE, compile_words, names_another_answer, real_line_said,
    words,
)
from reward_plugins.math.boxes import Boxed, box_group, clean_boxed, find_boxed
from reward_plugins.math.candidates import SENTENCE_END, arithmetic_value, operand_at, other_values
from reward_plugins.math.clean import MARKDOWN, SPAN_CHARS, clean_answer, clean_math
from reward_plugins.math.final_statement import check_contradicts, counts_methods, data_answer, fallback_fields, final_statement, final_statement_in, last_env, last_number, last_number_at  # noqa: F401  (last_number: the preset's reader, imported from here)
from reward_plugins.math.known_words import CONCLUDING, PLAIN_BESIDE, WORD
from reward_plugins.math.literal_filter import LiteralFilter
from reward_plugins.math.markup import shown_markup
from reward_plugins.math.normalize import MIXED_MARK, below_zero, normalize_answer, normalize_text, percent_words
from reward_plugins.math.number_words import cjk_value, spell_numbers
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number
from reward_plugins.math.qualifiers import QUALIFIER_AFTER, QUALIFIER_BEFORE, estimated_at
from reward_plugins.math.spelling import answer_key
from reward_plugins.math.units import restated_quantity
from reward_plugins.math.withdrawals import MISTAKE, OPENS_WITH_NO, WRONG

PRESETS = ("auto", "boxed", "gsm8k", "answer_tag", "answer_is", "last_number")
MAX_SCAN_CHARS = 32_768

# --- markers -------------------------------------------------------------------------------
# A dash between spaces after a label closes it as a colon does ("Answer - 1,500 kyat", "အဖြေ - ၁,၅၀၀"): no minus sign.
_LABEL_DASH = r"(?<=[ \t])[-–—](?=[ \t])"
_ANSWER_PHRASE = re.compile(
    r"(?i)(?:" + words({k: v for k, v in ANSWER_NOUNS.items() if k != "more"}) + r")(?:[ \t]{1,3}(?:" + ANSWER_ADJECTIVES + r"))?(?:\*\*|__)?(?:,[^,\n]{1,30},|[ \t]{0,2}\([^()\n]{1,30}\))?[ \t]{0,3}"
    r"(?:(?:" + words(ANSWER_VERBS, ("en", "fr", "de", "es", "pt", "it", "ru", "vi")) + "|" + ANSWER_VERBS["zh"] + r")[ \t]{0,3}:?|[:：՝៖]|=|"
    + _LABEL_DASH + ")"
)
# Beyond the eight languages, the noun for "answer" as a label (a word may qualify it: "Jibu sahihi:", "Svar
# endeligt:") before a value with digits on its line ("Jawapan: RM8", "Amsa: naira 230"); a label over words
# alone ("Válasz: százhuszonhat") is left to the final statement, which reads numbers in words.
_ANSWER_LABEL = re.compile(
    r"(?i)(?:" + words({"more": ANSWER_NOUNS["more"]}) + r")(?:[ \t]{1,3}[^\W\d_]{2,12})?(?:\*\*|__)?[ \t]{0,3}(?:[:：՝៖]|" + _LABEL_DASH + r")(?=[^\n\d]{0,24}\d)"
)
# The same label over words alone with no number after it anywhere ("Odpověď: pětadvacet."): those words are the
# commitment, read or not, so a number of the working never stands in for a number word the reader cannot read.
_WORDS_LABEL = re.compile(
    r"(?i)(?:" + words({"more": ANSWER_NOUNS["more"]}) + r")(?:[ \t]{1,3}[^\W\d_]{2,12})?(?:\*\*|__)?[ \t]{0,3}[:：՝៖][ \t*_]{0,6}(?:\n[ \t*_]{0,6})?(?=[^\W\d_])"
)
# The same noun with no colon, the value right after it, in a sentence whose words before the noun all lead to the
# answer ("সুতরাং চূড়ান্ত উত্তর ২৮।", "எனவே இறுதி விடை 5.", "Hivyo jibu 9."): the words that draw the
# conclusion, name the answer final or join it to its value (checked by ``_leads_to_answer``; so is a word between the
# noun and the value, "الجواب النهائي 28"). A word of another kind there ("الإجابة حوالي ٢٤", about) or a noun in the
# working ("ধাপের উত্তর 12", the step's answer) marks nothing.
_SAID_ANSWER = re.compile(
    r"(?i)(?:" + words({"more": ANSWER_NOUNS["more"]}) + r")(?:[ \t]{1,3}(?P<adjective>[^\W\d_]{1,12}))?(?:\*\*|__)?[ \t]{1,3}(?=[*_$]{0,2}-?\d)"
)
# An option letter said as the answer in Chinese, Japanese or Korean, its topic particle or copula around it
# ("正解は (C) です。", "答えは C です", "답은 C번입니다.", "答案是 C。", "答案选 C。"): the letter ends its sentence.
_LETTER_SAID = re.compile(
    r"(?:最终答案|答案|答え|正解|정답|답)(?:は|是|为|為|选择|選擇|选|選|은|는)?[ \t]{0,3}(?:[:：][ \t]{0,3})?[(\[（*_]{0,3}(?P<letter>[A-J])[)\]）*_]{0,3}"
    r"[ \t]{0,2}(?:번|番)?(?=[ \t]{0,2}(?:です|だ|である|입니다|이다|이에요|예요|。|\.|！|!|\n|$))")
_SENTENCE_BREAK = re.compile(r"[.!?。！？।॥።؟:：\n](?!\d)")
_LEADING_WORDS = CONCLUDING | ANSWER_WORDS | LEADING_TO_THE_ANSWER
_DIGIT = re.compile(r"\d")
# Words that say what the answer is like, not what it is ("with that, the answer is unique", "la solución es única"):
# after a value written before them they name no second value. No verdict on it: "the answer is correct" after the
# value is judged as a vouching. One line per language, phrases by comma.
_ANSWER_PROPERTIES = frozenset(p.strip() for line in """
unique, exact, well-defined, an integer, a whole number, the same
unique, exacte, exact, entière, entier, la même, le même
eindeutig, exakt, ganzzahlig, dieselbe, derselbe
única, único, exacta, exacto, entera, entero, la misma, el mismo
única, único, exata, exato, inteira, inteiro, a mesma, o mesmo
unica, unico, esatta, esatto, intera, intero, la stessa, lo stesso
единственный, единственное, единственна, единственно, точный, точное, целое, целый, то же самое
""".strip().splitlines() for p in line.split(","))
_LABEL_COLONS = (":", "：", "՝", "៖")  # what closes a label: "Answer:" with nothing after it commits to nothing
_NOTHING_WRITTEN = MARKDOWN + "$.!;,。 \\"  # what is left where a value was struck out ("Answer: ~~42~~.", "Answer: $\\sout{42}$")
_IS_THE_ANSWER = re.compile(r"(?i)\bis[ \t]{1,3}(?:the|my|our)[ \t]{1,3}(?:(?:final|correct|right)[ \t]{1,3})?answer\b")
_GSM8K = re.compile(r"(?<!#)####(?!#)")
# GSM8K's answer starts with math, or is an option letter alone on its line ("#### C", "#### (b)").
_GSM8K_ANSWER_START = re.compile(
    r"[ \t]{0,8}(?:\*\*)?[ \t]{0,3}(?:[-+\u2212$\\.(\[{€£]|\d|[A-Ja-j](?:\*\*)?[.)]?[ \t]*(?:\n|$))"
)
# "C. Hope this helps!", "(b), since ...": an option letter that ends its sentence or clause, perhaps after the article
# the Romance languages put before it ("la respuesta es la C)", "é a C").
_OPTION_LETTER = re.compile(r"(?:(?i:la|el|le|l'|a|o)[ \t])?[(\[*_]{0,3}([A-Ja-j])[)\]*_]{0,3}(?:[.!,;:](?:[ \t]|$)|[ \t]*$)")
_TAG_OPEN = re.compile(r"(?i)<answer>")
_TAG_CLOSE = re.compile(r"(?i)</answer>")
# A box written as the format asked for ("give the answer in the form \boxed{0}"), not as an answer.
_FORMAT_EXAMPLE = re.compile(
    r"(?i)(?:in[ \t]the[ \t]form(?:at)?(?:[ \t]of)?|format|formatted[ \t]as|like|e\.g\.,?|for[ \t]example,?|such[ \t]as)"
    r"[ \t]{0,3}:?[ \t]{0,3}\$?[ \t]{0,3}$"
)
# After an answer: a withdrawal of it (strong: disowned; weak: a second look), a value offered on
# a condition; before it in its sentence: a first guess, a condition. In every language of ``phrases``.
_CLAUSE_START = r"(?:^|(?<=[.!?:;,(\n—–\-。、，；：！？])|(?<=[.!?:;,(—–\-。、，；：！？][ \t])|(?<=\n[ \t]))[ \t\n]{0,3}(?:(?:but|no|oh|ok|okay|mais|aber|pero|mas|ma|но)[ \t,]{1,3})?"
_RETRACTION = re.compile(
    _CLAUSE_START + "(?:(?P<strong>" + words(RETRACTIONS_STRONG) + ")|(?P<weak>" + words(RETRACTIONS_WEAK) + "))",
    re.IGNORECASE,
)
# A clause that disowns what came before, perhaps after a second look ("Wait, that is wrong").
# A subject may come first ("Wait... I think I messed up", "Nein, das war falsch", "Стоп, это неверно").
_DISOWNED = re.compile(
    _CLAUSE_START + r"(?:(?:" + words(RETRACTIONS_WEAK) + r"|nein|non|não|нет)[ \t,.!…]{0,4})?"
    r"(?:(?:I[ \t](?:think|guess|believe)|I|we|das|dies|isso|isto|eso|esto|это|c'est|questo|ciò|that|this|it|bu)[ \t,]{1,3}){0,2}"
    "(?:" + words(RETRACTIONS_STRONG) + ")"
    # "Actually no.", "Hmm, no", "... no wait": a bare no after a second look, or before one.
    "|" + _CLAUSE_START + "(?:(?:" + words(RETRACTIONS_WEAK) + r")[ \t,.!…]{0,4}(?:no|nope|nein|non|não|нет)"
    r"|(?:no|nein|non|não|нет)[ \t,]{1,3}(?:wait|warte|attends|espera|aspetta|подожди))(?![^\W_])",
    re.IGNORECASE,
)
_CONDITION = compile_words(CONDITIONAL)
# Right after an answer: "or 16", "(or 16 if ...)": a second value offered beside it.
_OFFERED = re.compile(r"[ \t]{0,3}[,;(]?[ \t]{0,3}(?:" + words(ALTERNATIVE_WORDS) + r")[ \t]{1,3}(?=[-\d\\$])", re.IGNORECASE)
_TENTATIVE = compile_words(TENTATIVE)
_CHECK = compile_words(CHECKS)
_CHECK_LINE = re.compile(r"(?:^|(?<=[.!?\n]))[ \t\n]{0,3}(?:" + words(CHECKS) + r")[^\n]{0,300}", re.IGNORECASE)
_LETTER = re.compile(r"[^\W\d_]")
_SENTENCE_BREAK = re.compile(r"(?<![A-Z])[.!?](?=\s)|\n")
# "The answer is 2. Or 3.": a second value offered right after the answer's sentence.
_SECOND_THOUGHT = re.compile(
    r"^[^\n]{0,200}?\.[ \t]{1,3}(?:or|alternatively|maybe|possibly|perhaps|otherwise)\b[^.\n]{0,40}?(-?\d[\d.,/]*)",
    re.IGNORECASE,
)

# A marker: (start, end, kind, reader); ``end`` is where the text after its answer begins. Readers
# run lazily, last marker first, so a long text with many markers costs one read in the common case
# and stays linear in the worst.
_Marker = tuple[int, int, str, Callable[[], "str | None"]]


def _boxed_markers(text: str) -> list[_Marker]:
    def read(b: Boxed) -> str | None:
        after = b.start + len(b.content) + 1
        if text.startswith("^", after) or QUALIFIER_AFTER.match(text, after):
            return None  # "\boxed{8} minus one", "\boxed{2}^2": the box is not all of the answer
        if _format_example(text, b):
            return None  # "give the answer in the form \boxed{0}": the format, not an answer
        command = max(text.rfind("\\boxed", 0, b.start), text.rfind("\\fbox", 0, b.start))
        # The box's own sentence only: "… is about 0.9167.\n\boxed{…}" qualifies the number before it, not the box.
        lead = _SENTENCE_BREAK.split(text[max(0, command - 60) : max(0, command)])[-1]
        if QUALIFIER_BEFORE.search(" ".join(lead.split()[-2:])):
            return None  # "15, not \boxed{12}", "at least \boxed{5}": the box is not the answer
        if estimated_at(text, max(0, command), after):
            return None  # "\boxed{72} (approximately)": an estimate
        return clean_boxed(b.content)

    return [(b.start, b.start + len(b.content) + 1, "boxed", lambda b=b: read(b)) for b in find_boxed(text) if not b.nested]


def _gsm8k_markers(text: str) -> list[_Marker]:
    # "#### Step 1: ..." is a markdown heading, not GSM8K's answer line: the answer starts with math.
    return [
        (m.start(), m.end(), "gsm8k", lambda m=m: clean_answer(text[m.end() : m.end() + SPAN_CHARS]))
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
        after = close.end() if close is not None else stop
        markers.append((m.start(), after, "answer_tag", lambda a=m.end(), e=end: _read_body(text[a:e])))
    return markers


def _phrase_markers(text: str) -> list[_Marker]:
    def read(m: re.Match) -> str | None:
        if _quoted(text, m.start()):
            return None  # '"The answer is 48," my friend said.': someone else's words, not the writer's commitment
        if names_another_answer(text[max(0, m.start() - 80) : m.start()]):
            return None  # "A common wrong answer is 24": an answer named, not the writer's
        if STEPWISE.search(text, max(0, m.start() - 30), m.start()):
            return None  # "Step-by-Step Answer: 2 / 2 = 1 roll. …": the label heads the working
        raw = text[m.end() : m.end() + SPAN_CHARS]
        if m.group().rstrip(" \t*_").endswith(_LABEL_COLONS) and not text[m.end() :].strip(_NOTHING_WRITTEN):
            # "Answer:" ends the text, its value struck out ("~~36~~", "4\u03362\u0336") or never written: no commitment.
            # ("So the answer is" ending the text is a sentence cut short: the one before it stands.)
            return WITHDRAWN
        answer = clean_answer(raw)
        if not _is_answer(answer, raw) or _names_a_property(text, m.start(), answer):
            return None
        beside = _numeral_beside_digits(raw)
        if beside is not None:
            return beside  # "答案：七十一（72）": the numeral and the digits beside it are two values
        second = _SECOND_THOUGHT.search(raw)
        if second is not None and "\n" not in raw[: second.start()]:
            return f"{answer}, {second.group(1)}"  # "The answer is 2. Or 3.": a hedge over two sentences
        return _with_other_letters(raw, answer) or _with_other_values(raw, answer)

    def read_before(m: re.Match) -> str | None:
        # "... so 42 is the final answer": the number (or the math) just before the phrase, on its line.
        before = text[max(0, m.start() - 120) : m.start()].rsplit("\n", 1)[-1]
        if before.rstrip().endswith(("$", "\\)", "\\]")):
            env = last_env(before)
            if env is not None and not before[env[3] :].strip():
                return clean_math(before[env[1] : env[2]])
        last = None
        for last in NUMBER_IN_TEXT.finditer(before):
            pass
        if last is None or len(before[last.end() :].strip(MARKDOWN + "$\\)]")) > 20:
            return None
        return clean_answer(last.group())

    could = _PHRASE_MARKERS.candidates(text)

    def found(pattern: re.Pattern):
        return pattern.finditer(text) if pattern in could else ()

    markers = [(m.start(), m.end(), "answer_is", lambda m=m: read(m)) for m in found(_ANSWER_PHRASE)]
    markers += [(m.start(), m.end(), "answer_is", lambda m=m: read(m)) for m in found(_ANSWER_LABEL)]
    markers += [(m.start(), m.end(), "answer_is", lambda m=m: read(m)) for m in found(_SAID_ANSWER)
                if _leads_to_answer(text, m.start(), m.group("adjective"))]
    markers += [(m.start(), m.end(), "answer_is", lambda m=m: m.group("letter")) for m in found(_LETTER_SAID)
                if not _quoted(text, m.start()) and not names_another_answer(text[max(0, m.start() - 80) : m.start()])]
    markers += [(m.start(), m.end(), "answer_is", lambda m=m: read_before(m)) for m in found(_IS_THE_ANSWER)]
    markers += [(m.start(), m.end(), "answer_is", lambda m=m: _words_after(text, m.end()))
                for m in found(_WORDS_LABEL) if not _DIGIT.search(text, m.end())]
    return markers


# The phrase markers, searched only where the text holds their words (most texts name an answer in one language only).
_PHRASE_MARKERS = LiteralFilter([_ANSWER_PHRASE, _ANSWER_LABEL, _SAID_ANSWER, _LETTER_SAID, _IS_THE_ANSWER, _WORDS_LABEL])


_MARKER_FINDERS = {
    "boxed": _boxed_markers,
    "gsm8k": _gsm8k_markers,
    "answer_tag": _tag_markers,
    "answer_is": _phrase_markers,
}


def _last_marker_answer(text: str, kinds: tuple[str, ...] = tuple(_MARKER_FINDERS)) -> str | None:
    found = _last_marker(text, kinds)
    return found[0] if found is not None else None


def _last_marker(text: str, kinds: tuple[str, ...] = tuple(_MARKER_FINDERS)) -> tuple[str, int, int] | None:
    """The answer the last marker commits to, with where its marker starts and where the text after it begins."""
    markers = sorted((m for kind in kinds for m in _MARKER_FINDERS[kind](text)), key=lambda m: m[0])
    answers = _marker_answers(text, markers)
    for start, end, answer in answers:
        committed = _committed(text, start, end, answer, answers)
        if committed is None:
            return WITHDRAWN, start, end
        if committed != answer and not committed.startswith(answer + ", "):
            # A first guess or a withdrawn answer gave way to a later statement: the commitment is where that is written.
            written = committed.split(",")[0].strip() or committed
            at = text.rfind(written, end)
            return (committed, at, at + len(written)) if at != -1 else (committed, start, end)
        rival = _rival_answer(text, start, committed, answers)
        return (committed if rival is None else f"{committed}, {rival}"), start, end
    return None


# Between two answer markers: at most this many words that withdraw nothing, so both stand.
_MAX_WORDS_BETWEEN_ANSWERS = 12
_WORD = re.compile(r"[^\W\d_]{2,}")
# A value has a digit or some LaTeX; a longer word in a box is the format's placeholder ("\boxed{answer}").
_VALUE_MARK = re.compile(r"[\d\\^]")


def _rival_answer(text: str, start: int, committed: str, earlier) -> str | None:
    """An earlier marker's answer that still stands beside the last one and differs from it
    ("Answer: 73\nAnswer: 72", "The answer is 73. Final answer: 72"): two answers committed to,
    so the text is ambiguous. An earlier answer withdrawn, first-guessed or reasoned past (more than
    a few words, or a retraction between them) does not stand; one that agrees is no rival."""
    for previous_start, previous_end, previous in earlier:
        if previous_end > start:
            continue  # a marker around the last one (``<answer>\boxed{7}</answer>``): the same answer
        between = text[previous_end:start]
        if len(_WORD.findall(between)) > _MAX_WORDS_BETWEEN_ANSWERS or _RETRACTION.search(between):
            return None
        if WRONG.search(between) or MISTAKE.search(between) or any(OPENS_WITH_NO.search(line) for line in between.split("\n")):
            return None  # the earlier answer judged wrong between them ("Chwileczkę, pomyliłem się: ..."): withdrawn
        if not _VALUE_MARK.search(previous) and len(previous) > 3:
            return None  # "put the answer in \boxed{answer}": a word, the format's placeholder
        if _same_value(previous, committed) or _TENTATIVE.search(text, max(0, previous_start - 60), previous_start):
            return None
        if _evaluates_to(previous, committed, between):
            return None  # "The answer is $n+1$, where $n = 20$, i.e. $\boxed{21}$": the later is the earlier's value
        if _carried_on(previous, committed, between):
            return None  # "答案：9个苹果。然后又买了8个，9 + 8 = 17 个。\boxed{17}": the earlier was a step on the way
        return previous
    return None


def _same_value(a: str, b: str) -> bool:
    """Two answers that say one value (``0.5`` and ``\frac12``, ``x = 5`` and ``5``), or one written the same way."""
    if answer_key(a) == answer_key(b):
        return True
    a, b = a.rsplit("=", 1)[-1], b.rsplit("=", 1)[-1]
    if answer_key(a) == answer_key(b):
        return True
    x, y = parse_number(a), parse_number(b)
    return x is not None and y is not None and x.value == y.value


# "where $n = 20$": a letter given a number.
_LETTER_GIVEN = re.compile(r"(?<![A-Za-z\\])([A-Za-z])[ \t]{0,2}=[ \t]{0,2}(-?\d{1,12}(?:\.\d{1,12})?)(?![\d.])")
_SINGLE_LETTER = re.compile(r"(?<![A-Za-z\\])[A-Za-z](?![A-Za-z])")


def _evaluates_to(expression: str, value: str, between: str) -> bool:
    """Whether ``expression``, its letters given the numbers ``between`` gives them, is plain arithmetic of ``value``'s value."""
    given = dict(_LETTER_GIVEN.findall(between))
    number = parse_number(value) if given else None
    if number is None:
        return False
    substituted = _SINGLE_LETTER.sub(lambda m: f"({given[m.group()]})" if m.group() in given else m.group(), expression)
    computed = arithmetic_value(re.sub(r"(?<=[\d)])[ \t]{0,2}\(", "*(", substituted))
    return computed is not None and computed == number.value


# One step of arithmetic on two numbers and its result ("9 + 8 = 17", "84 ÷ 12 = 7").
_STEP = re.compile(r"(?<!\d)(?<!\d\.)(\d{1,12}(?:\.\d{1,12})?)[ \t]{0,2}[-+*/×·÷−][ \t]{0,2}(\d{1,12}(?:\.\d{1,12})?)[ \t]{0,2}=[ \t]{0,2}"
                   r"(\d{1,12}(?:\.\d{1,12})?)(?!\.?\d)")


def _carried_on(earlier: str, later: str, between: str) -> bool:
    """Whether the working between two answers takes the earlier one's number into a step whose result is the later
    one ("Answer: 9 apples. Then 8 more: 9 + 8 = 17. \boxed{17}"): the earlier answered a step, not the question."""
    first = NUMBER_IN_TEXT.search(earlier)
    start, result = (parse_number(first.group()) if first else None), parse_number(later)
    if start is None or result is None:
        return False
    for step in _STEP.finditer(between):
        operands = (parse_number(step.group(1)), parse_number(step.group(2)))
        done = parse_number(step.group(3))
        if done is not None and done.value == result.value and any(o is not None and o.value == start.value for o in operands):
            computed = arithmetic_value(step.group().split("=")[0])
            if computed is not None and computed == result.value:
                return True
    return False


# The last marker's answer was withdrawn and nothing replaced it: no answer, and no fallback either.
WITHDRAWN = ""


def _marker_answers(text: str, markers: list[_Marker]):
    """(start, end, answer) of the markers that hold an answer, last first."""
    for start, end, kind, read in reversed(markers):
        answer = read()
        if answer is not None:
            yield start, end, (_all_boxes(text) if kind == "boxed" else answer)


def _committed(text: str, start: int, end: int, answer: str, earlier) -> str | None:
    """The answer the text commits to, given the last marker's: a first guess ("at first glance
    the answer is 30, but ... 24") gives way to what follows it; an answer given on a condition
    ("P.S. if 42 is wrong, the answer is 24") is offered beside the one before it (a hedge); after
    the answer, a withdrawal ("wait, I misread ... 8", "just kidding") gives way to the value that
    follows it, or to no answer, and a value offered on a condition ("if not, it might be 16")
    joins it as a hedge."""
    breaks = list(_SENTENCE_BREAK.finditer(text, max(0, start - 200), start))
    before = text[breaks[-1].end() if breaks else max(0, start - 200) : start]
    if _TENTATIVE.search(before):
        rest = text[end:]
        rest = rest[len(rest) - len(rest.lstrip("}$)*_ \t")) :]  # past the box or the math that holds the guess
        guess = rest.find(answer, 0, len(answer) + 40)  # the guess written out after its marker ("the answer is 30")
        return final_statement(rest[guess + len(answer) :] if guess != -1 else rest)  # what follows the first guess
    if _CONDITION.search(before):
        previous = next((a for _, _, a in earlier), None)
        return answer if previous is None or answer_key(previous) == answer_key(answer) else f"{previous}, {answer}"
    tail = text[end:]
    if not _LETTER.search(tail):
        return answer  # nothing but the answer and punctuation follows: nothing withdraws it
    judged = _JUDGED_AT_ONCE.match(tail)
    if judged is not None and (WRONG.match(tail, judged.end()) or MISTAKE.match(tail, judged.end())):
        return final_statement(tail[judged.end() :])  # "= \boxed{33} — wrong, because ...": what follows, or nothing
    retraction = _RETRACTION.search(tail) or _DISOWNED.search(tail)
    while retraction is not None and _judges_another_result(tail, retraction.start(), answer):
        retraction = _RETRACTION.search(tail, retraction.end()) or _DISOWNED.search(tail, retraction.end())
    condition = _OFFERED.match(tail) or _CONDITION.search(tail, 0, retraction.start() if retraction else len(tail))
    if condition is not None and not _computes_to(tail[condition.end() :].split("\n", 1)[0], answer):
        window = tail[condition.end() : condition.end() + 40].split(".  ")[0]
        # "Alternatively, pairing terms $(1+20), …": an operand is no value offered
        offered = next((m for m in NUMBER_IN_TEXT.finditer(window) if not operand_at(window, m.start(), m.end())), None)
        if offered is not None and answer_key(offered.group().strip()) != answer_key(answer):
            return f"{answer}, {offered.group().strip()}"
    if retraction is None:
        check = _CHECK_LINE.search(tail)
        other = check_contradicts(check.group(), answer, text[:start]) if check is not None else None
        return answer if other is None else f"{answer}, {other}"  # a check that states another value
    after = tail[retraction.end() :]
    # "Das war falsch" (found by _DISOWNED alone) is strong; "Wait, that is wrong": a second look that
    # disowns the answer is a strong withdrawal too.
    strong = retraction.re is _DISOWNED or retraction.group("strong")
    weak = not strong and retraction.group("weak")
    disowned = weak and _DISOWNED.search(tail, retraction.start(), retraction.end() + 200)
    if weak and not disowned and _CHECK.search(after[:80]):
        return answer  # "Wait, I should double check by plugging in: 3 + 3 = 6": a check, not a new answer
    later = final_statement(after.lstrip(" \t,;:—–-"))  # "No, 40.": the value, not the comma before it
    if later is not None:
        return later
    if strong:
        return None
    numbers = [m.group().strip() for m in NUMBER_IN_TEXT.finditer(after) if not counts_methods(after, m.end())]
    if not numbers:
        return None if disowned else answer
    return answer if answer_key(numbers[-1]) == answer_key(answer) else None


def _judges_another_result(tail: str, at: int, answer: str) -> bool:
    """Whether words that call something wrong at ``at`` close a sentence that computes another value and never names
    the answer ("A common slip is to multiply 12 × 50 = 600 as if … — that is wrong"): they judge that result, not the
    answer."""
    breaks = list(_SENTENCE_BREAK.finditer(tail, 0, at))
    sentence = tail[breaks[-1].end() if breaks else 0 : at]
    equals = sentence.rfind("=")
    result = NUMBER_IN_TEXT.search(sentence, equals + 1) if equals >= 0 else None
    if result is None:
        return False
    key = answer_key(answer)
    return all(answer_key(m.group().strip()) != key for m in NUMBER_IN_TEXT.finditer(sentence))


def _computes_to(line: str, answer: str) -> bool:
    """Whether a line's computation ends at the answer ("Alternatively: C(8,2) − 8 = 28 − 8 = 20, the same."): another
    way to the same value, no second value offered."""
    equals = line.rfind("=")
    found = NUMBER_IN_TEXT.search(line, equals + 1) if equals >= 0 else None
    return found is not None and answer_key(found.group().strip()) == answer_key(answer)


# The answer's own clause judging it at once: a dash, comma or bracket after it, perhaps "but that is", then a word
# of ``withdrawals.WRONG`` or ``MISTAKE`` ("\boxed{6} — wrong, because ...", "\boxed{565}. But that is wrong").
_JUDGED_AT_ONCE = re.compile(
    r"(?i)[ \t$}*_)]{0,6}(?:[—–,;(]|-{1,2}|\.[ \t]{1,3}(?=but|however|mais|aber|pero|mas|ma|но))[ \t]{0,3}"
    r"(?:(?:but|however|mais|aber|pero|mas|ma|но)[ \t,]{1,3})?(?:(?:that|this|it|which|c'est|das|eso|isso|questo|это)"
    r"(?:'s|[ \t]+(?:is|was|est|ist|es|é|è))?[ \t]+)?(?:(?:clearly|obviously|actually|completely)[ \t]+)?")


# Another option letter in the answer's sentence ("C, although D is also plausible"): capitals only,
# and not "I" or a sentence's opening "A".
_OTHER_LETTER = re.compile(r"\(([A-J])\)|(?<![A-Za-z'’])([B-HJ])(?![A-Za-z'’])|(?<=[ ,(])(A)(?=[),.;]|[ \t]+(?:or|and|is|are)\b)")


def _with_other_letters(after: str, answer: str) -> str | None:
    """A letter answer with the other option letters its sentence names, or ``None`` when it names none."""
    letter = answer.strip("()[]")
    if len(letter) != 1 or not letter.isalpha():
        return None
    end = SENTENCE_END.search(after, after.find(letter) + 1)
    sentence = after[after.find(letter) + 1 : end.start() if end else len(after)]
    others = [
        next(g for g in m.groups() if g) for m in _OTHER_LETTER.finditer(sentence)
        if not QUALIFIER_BEFORE.search(" ".join(sentence[: m.start()].split()[-2:]))  # "(C), not B"
    ]
    others = [o for o in dict.fromkeys(others) if o != letter.upper()]
    return ", ".join([answer, *others]) if others else None


def _unless_disowned(text: str, answer: str | None) -> str | None:
    """A final statement, unless the words after its last number disown it and name no other
    value ("答えは72です。待って、間違いです。", "72. Warte, das stimmt nicht.")."""
    if answer is None:
        return None
    last = None
    for last in NUMBER_IN_TEXT.finditer(text):
        pass
    tail = text[last.end() :] if last is not None else ""
    return None if _DISOWNED.search(tail) else answer


def _with_other_values(after: str, answer: str) -> str:
    """The answer, with the other values its sentence commits to ("$18 each, $54 in total", "25，而非
    26"): several values offered for one, whatever the language's word for "or"."""
    end = SENTENCE_END.search(after)
    others = other_values(after[: end.start()] if end else after, answer.replace(MIXED_MARK, ""))  # "3 2/5, czyli 3,5"
    return f"{answer}, {others[0]}" if others else answer


def _format_example(text: str, b: Boxed) -> bool:
    """Whether a box shows the format asked for ("give the answer in the form \\boxed{0}")."""
    command = max(text.rfind("\\boxed", 0, b.start), text.rfind("\\fbox", 0, b.start))
    return bool(_FORMAT_EXAMPLE.search(text, max(0, command - 40), max(0, command)))


def _all_boxes(text: str) -> str | None:
    """The final group of boxes (see :func:`box_group`): one answer when they agree, else the
    list of their values (a hedge, unless the gold is that list: math-verify reads it as a set).
    A box further back, apart from the final one by reasoning, was revised and does not count."""
    boxes = [b for b in find_boxed(text) if not b.nested and not _format_example(text, b)]
    if not boxes:
        return None
    answers: dict[str, str] = {}
    for b in box_group(text, boxes):
        answer = clean_boxed(b.content)
        if answer is not None:
            answers.setdefault(answer_key(answer), answer)
    if not answers:
        return None
    return ", ".join(answers.values())


_QUOTES = {"“": "”", "«": "»", "„": "“", "「": "」", "『": "』"}


# A Chinese or Japanese numeral with digits in brackets after it ("七十一（72）"), its sentence holding digits and so left unspelled.
_CJK_BESIDE_DIGITS = re.compile(r"[ \t]{0,2}([零〇一二两兩三四五六七八九十百千万萬]{1,12})[ \t]{0,2}\([ \t]{0,2}(\d{1,12})[ \t]{0,2}\)")


def _numeral_beside_digits(raw: str) -> str | None:
    """Both values where the answer is a numeral in words with different digits in brackets after it ("七十一 (72)": "71, 72");
    ``None`` where they agree ("七十二 (72)") or there is no such pair."""
    m = _CJK_BESIDE_DIGITS.match(raw)
    if m is None:
        return None
    value = cjk_value(m.group(1))
    return f"{value}, {m.group(2)}" if value is not None and str(value) != m.group(2) else None


def _quoted(text: str, at: int) -> bool:
    """Whether ``at`` is inside a quotation that closes on its line ('"The answer is 48," he said.', «La réponse est 48»)."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    before, after = text[start:at], text[at : end if end != -1 else len(text)]
    if before.count('"') % 2 == 1 and '"' in after:
        return True
    return any(before.rfind(o) > before.rfind(c) and c in after for o, c in _QUOTES.items())


def _is_answer(answer: str | None, raw: str) -> bool:
    """After "the answer is": a number or some math; a bare word (``B``, ``Friday``) only when
    it is all the line holds, so "let me answer: first, ..." is not an answer."""
    if not answer:
        return False
    if any(c.isdigit() for c in answer) or "\\" in answer or "^" in answer:
        return True
    line = raw.strip(MARKDOWN).split("\n", 1)[0]
    letter = _OPTION_LETTER.match(line.strip(MARKDOWN))
    if letter is not None and answer.strip("()[]").rsplit(" ", 1)[-1] == letter.group(1):
        return True
    return line.strip(MARKDOWN + ".!$") == answer and len(answer) <= 40


def _names_a_property(text: str, at: int, answer: str) -> bool:
    """Whether the words after an answer phrase at ``at`` only say what a value written before is like
    ("$\\boxed{81}$ … the answer is unique."): no value of their own."""
    return answer.lower() in _ANSWER_PROPERTIES and _DIGIT.search(text, 0, at) is not None


def _leads_to_answer(text: str, at: int, between: str | None) -> bool:
    """Whether the words of the sentence before ``at`` (where a noun for "answer" stands) and the word ``between`` it
    and the value all lead to the answer."""
    if between is not None and not _leading(between.lower()):
        return False
    start = max(0, at - 120)
    for start_match in _SENTENCE_BREAK.finditer(text, start, at):
        start = start_match.end()
    before = text[start:at]
    if _DIGIT.search(before):
        return False
    return all(_leading(w.lower()) for w in WORD.findall(before))


def _leading(w: str) -> bool:
    # PLAIN_BESIDE also holds a run of an unspaced script made of its words ("ดังนั้นคำตอบสุดท้ายคือ"), by its own test
    return w in _LEADING_WORDS or w in PLAIN_BESIDE


def _words_after(text: str, at: int) -> str | None:
    """The words a label introduces, to the end of their line ("pětadvacet", "Anna huszonnégyet vett"); the
    label's line may end before them."""
    line = text[at : text.find("\n", at) if "\n" in text[at:] else len(text)]
    return line.strip().strip(MARKDOWN + ".!?。।").strip() or None


def _read_body(body: str) -> str | None:
    """The answer inside an ``<answer>`` tag: a marker in it, else the body itself when it is
    one short line, else the last number."""
    stripped = body.strip()
    if not stripped:
        return None
    inner = _last_marker_answer(stripped)
    if inner is not None:
        return inner or None
    if "\n" not in stripped and len(stripped) <= SPAN_CHARS:
        return clean_answer(stripped, prose="last")
    return final_statement(stripped)


# A chat template's end-of-turn token: what follows is not the model's answer.
_END_OF_TURN = re.compile(r"<\|(?:im_end|im_start|endoftext|eot_id|end_of_text|end)\|>|<end_of_turn>")
_TURN_HEADER = re.compile(r"^\s*(?:<\|(?:im_start|start_header_id|begin_of_text)\|>\s*(?:assistant)?\s*(?:<\|end_header_id\|>)?\s*)+")
_SIGN_OFF = re.compile(r"(?i)[ \t]{0,3}I hope (?:it|this) is correct\.?[ \t\n]{0,20}$")
_THINK_OPEN = re.compile(r"(?i)<think>")
_THINK_CLOSE = re.compile(r"(?i)</think>")
_SPELLED_CHARS = 1500  # the end of the text, where its answer is, is read for numbers in words


_LOOP_SENTENCES = re.compile(r"(?<=[.!?。])[ \t]+|\n+")


def _cut_off_in_a_loop(text: str) -> tuple[str, str] | None:
    """The unfinished last sentence where the text stops inside a repetition loop (it is the start of
    the sentence the text has been repeating), with that repeated sentence, else ``None``."""
    tail = text[-2000:].rstrip()
    if not tail or tail[-1] in ".!?。)]}$":
        return None
    sentences = [s.strip() for s in _LOOP_SENTENCES.split(tail) if s.strip()]
    if len(sentences) < 3:
        return None
    last, previous = sentences[-1], sentences[-2]
    looping = last != previous.rstrip(".!?。") and previous.startswith(last) and sentences.count(previous) >= 2
    return (last, previous) if looping else None


# Where a cut ends on a digit (or a digit and its decimal point) that the repeated sentence carries on with more digits.
_NUMBER_CUT = re.compile(r"\d[.,/]?$")
_NUMBER_GOES_ON = re.compile(r"\d|[.,/][ \t]?\d")


def _number_begun(stub: str, repeated: str) -> bool:
    """Whether the cut stops inside a number: the repeated sentence goes on with more of it ("The answer is 1" of
    "The answer is 18."), not with a word or markup after it ("Tom has 36" of "Tom has 36 marbles.", "**Answer: 9" of
    "**Answer: 9**")."""
    return _NUMBER_CUT.search(stub) is not None and _NUMBER_GOES_ON.match(repeated, len(stub)) is not None


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
        after = text[close.end() :]
        if not after.strip() and not _THINK_OPEN.search(text, 0, close.start()):
            return text[: close.start()]  # a stray closing tag after the answer (the opening one was the prompt's)
        return after
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
    visible = visible_text(text, max_scan_chars)
    answer = final_commitment(visible, preset)[0] if visible is not None else None
    return answer.replace(MIXED_MARK, "") if answer else answer


# A struck-through box that ends the text ("~~$\\boxed{540}$~~", "<del>\\boxed{540}</del>"): the answer was written and then
# struck out, with nothing after it; what a reader sees is a withdrawn answer, not the working's last value.
_STRUCK_LAST_BOX = re.compile(r"(?:~~[^~\n]{0,40}\\boxed\{[^~\n]{1,200}~~|<(del|s|strike)>[^<]{0,40}\\boxed\{[^<]{1,200}</\1>)(?=[ \t\n.]{0,8}$)")


def visible_text(text: str, max_scan_chars: int = MAX_SCAN_CHARS) -> str | None:
    """What a reader of the rendered completion sees after its reasoning, normalised once (Unicode,
    number formats, markup a reader sees through written as what it shows, hidden content dropped;
    numbers in words spelled at the end); ``None`` while a ``<think>`` is still open or when the text
    stops inside a repetition loop with a number begun."""
    text = shown_markup(text[-max_scan_chars:].replace("\ufffd", " "))  # bytes that were not UTF-8 say nothing
    if "boxed" in text:
        text = _STRUCK_LAST_BOX.sub(r"Answer: \g<0>", text)  # a label whose value is struck out: withdrawn
    text = normalize_text(text)
    text = after_thinking(text)
    if text is None:
        return None
    text = _END_OF_TURN.split(_TURN_HEADER.sub("", text, count=1), 1)[0]
    text = _SIGN_OFF.sub("", text)
    loop = _cut_off_in_a_loop(text)
    if loop is not None:
        stub = loop[0]
        if _number_begun(*loop):
            return None  # "The answer is 12. The answer is 12. The answer is 1": generation stopped mid-number
        # "The store made 1800 dollars. The store made 1800 dollars. The store made": the same sentence, committed
        # each time it was finished; the unfinished start of the next commits to nothing.
        text = text.rstrip()[: -len(stub)]
    spelled = spell_numbers(text[-_SPELLED_CHARS:])
    spelled = below_zero(spelled)  # "eight degrees below zero", "kahdeksan astetta pakkasta": the number was a word until now
    spelled = percent_words(spelled)  # "twenty per cent": the number was a word until now
    return text[:-_SPELLED_CHARS] + spelled


_TABLE_ROW = re.compile(r"\|([^\n]*)\|[ \t]*$")
_ANSWER_HEADER = re.compile(r"(?i)(?<![^\W\d_])(?:" + words({k: v for k, v in ANSWER_NOUNS.items() if k != "zh"}) + r"|答案)(?![^\W\d_])")
_TABLE_RULE = re.compile(r"[ \t|:-]+")


def _cells(line: str) -> list[str] | None:
    row = _TABLE_ROW.fullmatch(line.strip())
    return [c.strip().strip(MARKDOWN).strip() for c in row.group(1).split("|")] if row is not None else None


# An HTML table that ends the text: its rows, and each row's cells, tags inside them dropped ("<td><b>84</b></td>").
_HTML_TABLE_END = re.compile(r"(?is)<table[^<>]{0,200}>((?:(?!<table).){1,4000})</table>[ \t\n]*$")
_HTML_ROW = re.compile(r"(?is)<tr[^<>]{0,200}>(.{0,2000}?)</tr>")
_HTML_CELL = re.compile(r"(?is)<t[dh][^<>]{0,200}>(.{0,500}?)</t[dh]>")
_HTML_TAG = re.compile(r"</?[A-Za-z][^<>]{0,200}>")


def _html_table_as_markdown(visible: str) -> str | None:
    """An HTML table that ends the text, written as the markdown table it shows (a header, its rule, the rows), so that
    it answers as one; ``None`` where the text ends otherwise."""
    if not visible.rstrip().lower().endswith("</table>"):
        return None
    table = _HTML_TABLE_END.search(visible[-6000:])
    if table is None:
        return None
    rows = [[_HTML_TAG.sub("", c).strip() for c in _HTML_CELL.findall(r)] for r in _HTML_ROW.findall(table.group(1))]
    rows = [r for r in rows if r]
    if not rows:
        return None
    lines = ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join([lines[0], "|" + "---|" * len(rows[0]), *lines[1:]])


def _table_answer(visible: str) -> str | None:
    """A markdown table that ends the text answers in its last row's last filled cell ("| **total** | | **$21.00** |"),
    or in the last row's cell under a header that names the answer ("| Answer (cm²) |" over "| 48 |"); an HTML table
    that ends it answers as the same table in markdown."""
    visible = _html_table_as_markdown(visible) or visible
    lines = visible.rstrip().split("\n")
    cells = _cells(lines[-1])
    if cells is None:
        return None
    filled = [c for c in cells if c]
    if len(filled) >= 2:
        return clean_answer(filled[-1]) if re.search(r"\d", filled[-1]) else None
    top = len(lines) - 1
    while top > 0 and lines[top - 1].lstrip().startswith("|"):
        top -= 1
    # One row under the header and its rule: a column of several values names no one answer.
    header = _cells(lines[top]) if top == len(lines) - 3 and _TABLE_RULE.fullmatch(lines[top + 1].strip()) else None
    if header is None or len(header) != len(cells):
        return None
    column = next((i for i, c in enumerate(cells) if c), None)
    return clean_answer(cells[column]) if column is not None and _ANSWER_HEADER.search(header[column]) and re.search(r"\d", cells[column]) else None


def _data_commitment(visible: str) -> tuple[str, int, int] | None:
    """The answer of a data object that ends the text (see :func:`data_answer`); ``None`` where a marker a few words
    before it commits to another value ("\boxed{6}" then '{"answer": 7}'): the object is then a value after the answer."""
    found = data_answer(visible)
    if found is None:
        return None
    prior = _last_marker(visible[: found[1]])
    # An object that says the marker's value again beside another ('<answer>3</answer>' then '{"final_answer": 3,
    # "backup": 2}') offers both: it is read whole, a hedge, not a value after the answer checked against the working.
    if prior is None or not prior[0] or any(_same_value(prior[0], value) for value in (found[0], *found[0].split(", "))):
        return found
    between = visible[prior[2] : found[1]]
    return found if len(_WORD.findall(between)) > _MAX_WORDS_BETWEEN_ANSWERS or _RETRACTION.search(between) else None


def final_commitment(visible: str, preset: str = "auto") -> tuple[str | None, int, int]:
    """The answer ``visible`` commits to under ``preset``, where its commitment starts, and where the text
    after it begins (``(None, -1, -1)`` when there is none)."""
    found: tuple[str | None, int, int] | None
    if preset == "last_number":
        found = last_number_at(visible)
    else:
        found = _data_commitment(visible) if preset == "auto" and visible.rstrip().endswith(("}", "```")) else None
        found = found or _last_marker(visible, tuple(_MARKER_FINDERS) if preset == "auto" else (preset,))
        if found is None and preset == "auto":
            found = _bold_line(visible)
            answer, read_to = None, len(visible)
            if found is None:
                answer = _table_answer(visible)
            if found is None and answer is None:
                stated, read_to = final_statement_in(visible)
                answer = _unless_disowned(visible, stated)
            if answer is None and found is None:
                found = _committed_before_tail(visible)
            if answer is not None:
                written = answer.split(",")[0].strip() or answer
                # Where it was written last before what the statement's reading set aside (a check, a recap), as read or
                # with a decimal comma ("1,41" read as 1.41).
                at = max(visible.rfind(written, 0, read_to), visible.rfind(written.replace(".", ","), 0, read_to))
                found = (answer, max(at, 0), max(at, 0) + len(answer)) if at != -1 else (answer, len(visible), len(visible))
    if found is None or not found[0]:
        return None, -1, -1
    if preset == "auto":
        # A field at or after the answer that names a value to fall back on ("backup: 2", '{"answer": 3, "plan_b": 2}')
        # offers that value beside it.
        other = next((v for v in fallback_fields(visible[found[1] : found[2] + _FIELDS_CHARS]) if not _same_value(found[0], v)), None)
        found = (found[0], found[1], found[2]) if other is None else (f"{found[0]}, {other}", found[1], found[2])
    return _in_math(normalize_answer(found[0])), found[1], found[2]


_FIELDS_CHARS = 2000  # how far after the answer its fallback fields are looked for

# A value the writer set apart as the result: a number in bold that is no heading ("**$18**", "**x = 36**", not
# "**Step 2:**"), or the answer line of a word problem in Chinese or Japanese ("答：每人分到9颗。").
_BOLD_VALUE = re.compile(r"\*\*(?=[^*\n]{0,80}\d)[^*\n]{1,80}(?<!:)\*\*(?![ \t]{0,2}:)")
_ANSWER_LINE = re.compile(r"(?m)^[ \t>*_]{0,4}(?:答|解答|答え)[ \t]{0,2}[:：][^\n]{1,200}")
# The first sentence of a paragraph, holding a number, with words after it in its paragraph ("Tom has 29 pencils left.
# The key step was multiplying first."): the result set apart as a paragraph's statement.
_OPENING_STATEMENT = re.compile(r"(?:(?<=\n\n)|\A)[ \t]{0,3}[^\n.!?]{0,200}?\d[^\n!?]{0,200}?[.!](?=[ \t]{1,3}[^\W\d_])")
_CJK_NUMERAL = re.compile(r"[零〇一二两兩三四五六七八九十百千万萬]{1,12}")
_TAIL_SCAN_CHARS = 3000  # how far back from the end such a value is looked for
_RUN_IN_HEADING = re.compile(r"[ \t]{1,3}[^\W\d_]")  # "**Step 1** add the numbers": bold that opens a line runs into its words


def _line_opens(text: str, at: int) -> bool:
    return not text[text.rfind("\n", 0, at) + 1 : at].strip(" \t>-*#")


def _bold_line(visible: str) -> tuple[str, int, int] | None:
    """The value of the last line that is a bold value alone ("**12**", "**Lösung: $x = 5$**"), where no marker, box or
    other bold value follows it and a few sentences at most do: the text set its answer apart, and what follows (a
    check, a note, a closing) is judged by the rules as what follows an answer, whatever numbers it holds."""
    lo = max(0, len(visible) - _TAIL_SCAN_CHARS)
    span = None
    for span in _BOLD_VALUE.finditer(visible, lo):
        pass
    if span is None or not _line_opens(visible, span.start()):
        return None
    tail = visible[span.end() :]
    if tail.split("\n", 1)[0].strip(" \t.!") and not _said_again(span.group().strip("*"), tail.split("\n", 1)[0]):
        return None  # "**12** apples in all, then …": the bold runs on into its line
    if len(tail) > _BOLD_TAIL_CHARS or "**" in tail or any(m[0] >= span.end() for finder in _MARKER_FINDERS.values() for m in finder(visible)):
        return None
    answer = final_statement(visible[: span.end()].rstrip(" \t.。"))
    if answer is None or "," in answer:
        return None
    committed = _committed(visible, span.start(), span.end(), answer, [])  # "But wait, I misread …": withdrawn
    return (committed, span.start(), span.end()) if committed == answer or (committed or "").startswith(answer + ", ") else None


_BOLD_TAIL_CHARS = 400  # the most text after a bold answer line that reads as its tail, not as working that goes on
# The rest of a bold value's line that says it again: a bracket, or a word for "that is" and a few words ("(= 2.5 kg)",
# ", which is 3.5 kg.").
_SAID_AGAIN_AFTER = re.compile(r"[ \t]{0,3}(?:\([^()\n]{1,60}\)|,?[ \t]{0,2}(?:i\.e\.,?|that is,?|that's|which is|or)[ \t]{1,3}[^()\n]{1,40}?)[ \t.!]{0,3}")


def _said_again(bold: str, line_rest: str) -> bool:
    """Whether the rest of a bold value's line only says the same quantity in another unit ("**2500 g** (= 2.5 kg).",
    "**3500 g**, which is 3.5 kg."): the bold value stays alone on its line, the value set apart, and the rules judge
    its unit against the one asked."""
    return _SAID_AGAIN_AFTER.fullmatch(line_rest) is not None and restated_quantity(bold + line_rest.rstrip(" \t.!"), whole=False) is not None


def _committed_before_tail(visible: str) -> tuple[str, int, int] | None:
    """The value of the last bold number, answer line or opening statement of the last paragraph, where words with no
    other number follow it ("**624 pages**"
    then "If you want, I can also show …"; "答：…60平方厘米。" then "希望对你有帮助！"): the text committed to it before
    its tail, which the rules then judge as what follows an answer. A number after it that is another value (a
    correction, a second result) leaves the text with no commitment, as before."""
    lo = max(0, len(visible) - _TAIL_SCAN_CHARS)
    spans = [m for m in _BOLD_VALUE.finditer(visible, lo) if not _RUN_IN_HEADING.match(visible, m.end()) or not _line_opens(visible, m.start())]
    spans += list(_ANSWER_LINE.finditer(visible, lo))
    spans += [m for m in _OPENING_STATEMENT.finditer(visible, lo) if "\n\n" not in visible[m.end() :].rstrip()]  # the last paragraph's
    if not spans:
        return None
    span = max(spans, key=lambda m: m.end())
    if any(m[0] >= span.end() for finder in _MARKER_FINDERS.values() for m in finder(visible)):
        return None  # an answer marker after it ("3 × 4 = 12. Answer: a maximum of 12") is the commitment, read or refused
    answer = final_statement(visible[: span.end()].rstrip(" \t.。"))
    if answer is None or "," in answer:
        return None
    value = parse_number(answer.rsplit("=", 1)[-1].strip().lstrip("\\$"))
    sentence = SENTENCE_END.search(visible, span.end()) if not span.group().endswith((".", "!")) else None
    tail = visible[sentence.end() if sentence is not None else span.end() if span.group().endswith((".", "!")) else len(visible) :]
    if value is None:
        return None
    operands = None
    for m in NUMBER_IN_TEXT.finditer(tail):
        number = parse_number(m.group().strip())
        if number == value:
            continue
        if operands is None:
            operands = _operands_only(visible[lo : span.start()])
        if number is None or number.value not in operands:
            return None  # a new number after the answer's sentence, or a result of the working: it went on, or was corrected
    # (a number the working only took in, a given, said again, "That's about 15 pages each day, as stated.", is judged
    # as what follows the answer)
    if any(cjk_value(m.group()) != value.value for m in _CJK_NUMERAL.finditer(tail) if m.group() != "一"):
        return None  # "也就是说，每个朋友得到十颗糖。": a numeral the spelling left as a character ("一" alone is a word's)
    committed = _committed(visible, span.start(), span.end(), answer, [])  # "But wait, I misread …": withdrawn
    return (committed, span.start(), span.end()) if committed == answer or (committed or "").startswith(answer + ", ") else None


_RESULT_BEFORE = re.compile(r"(?:=|≡|→|⇒)[ \t$\\]{0,4}$")


def _operands_only(working: str) -> set:
    """The values ``working`` writes only as operands, never as a result after "=" ("15" of "15 × 7 = 105")."""
    taken, results = set(), set()
    for m in NUMBER_IN_TEXT.finditer(working):
        number = parse_number(m.group().strip())
        if number is not None:
            (results if _RESULT_BEFORE.search(working, max(0, m.start() - 6), m.start() + len(m.group()) - len(m.group().lstrip())) else taken).add(number.value)
    return taken - results


# A point or tuple of plain numbers whose opening parenthesis never closes ("(2, 3" in ``\boxed{(2, 3}``).
_OPEN_POINT = re.compile(r"\([ \t]{0,2}-?\d{1,12}(?:\.\d{1,12})?(?:[ \t]{0,2},[ \t]{0,2}-?\d{1,12}(?:\.\d{1,12})?){1,5}[ \t]{0,2}")


_TEXT_WRAPPED = re.compile(r"\\(?:text|textbf|mathrm|mbox)\{([^{}]{0,60})\}")


def _in_math(answer: str) -> str:
    r"""The answer as math where it was written in words or left unclosed: the whole real line said in words
    ("all real numbers", ``\text{all real numbers}``) is ``(-\infty, \infty)``; a point's parenthesis is closed."""
    words = _TEXT_WRAPPED.sub(r"\1", answer).strip() if "\\" in answer else answer
    if words[:1].isalpha() and real_line_said("= " + words):
        return REAL_LINE
    return _closed_point(answer)


def _closed_point(answer: str) -> str:
    """The answer with the parenthesis a point of numbers left open closed: the values and their order are all
    written, only the closing mark is missing. A bracket is left open (``[2, 3`` may be ``[2, 3)``)."""
    return answer + ")" if answer.startswith("(") and _OPEN_POINT.fullmatch(answer) else answer
