r"""Multiple choice: the options are read from the prompt, and a letter, the option's value or its
text all count when they name the same option (AQuA-RAT's ``A)120 metres B)180 metres ...``,
MMLU-style ``(A) ... (D)`` lines, ``Answer Choices: (A) 3 (B) 4``).

The gold may be the letter (``D``) or the option's value (``5``). The completion's final answer
region -- the extracted answer and the line it ends on -- is read for every option it names: a
letter (``D``, ``(d)``, ``C) 5``, ``\text{(C) } 3x^2``, "option C") and a value equal to an option
(``150 metres``, ``3x^2``). One option named: right when it is the gold's. Two different options
named ("(B) 150 metres" where 150 is option D, "D or E"): ``hedged``. None named: the answer is
judged against the gold option's value as any other answer.

>>> options = read_options("Length?\nOptions: A)120 metres B)180 metres C)324 metres D)150 metres")
>>> options["D"]
'150 metres'
>>> sorted(named_options("150", "Answer: (B) 150 metres", options))
['B', 'D']
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from reward_plugins.math.answer_phrases import ALTERNATIVE_WORDS, ANSWER_NOUNS, CONDITIONAL, DOUBTS, compile_words, words
from reward_plugins.math.candidates import SENTENCE_END
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number
from reward_plugins.math.spelling import spelling
from reward_plugins.math.withdrawals import WRONG

_MAX_PROMPT_CHARS = 8000
# The prompt asks for the option's letter itself ("Answer with the letter only", "nur den Buchstaben", "Odpowiedz tylko
# literą"): a value written out instead is not what was asked. One row per language.
_LETTER_ONLY = (
    r"\b(?:with|only|just|give|write|output|state|(?:respond|reply)[ \t]with)[ \t]+(?:(?:the|a|one|only|just)[ \t]+){0,2}"
    r"(?:(?:correct|right|option|options?'s?|answer|choice|single)[ \t]+){0,2}letter\b|\bletter[ \t]+only\b",
    # the letters themselves as the answer asked for ("Answer with A, B, C or D", "Répondez par A, B, C ou D")
    r"\b(?:with|par|mit|con|com|met|с|z)[ \t]+(?:only[ \t]+|just[ \t]+|seulement[ \t]+|nur[ \t]+|solo[ \t]+)?\(?A\)?,[ \t]*\(?B\)?,[ \t]*\(?C\)?,?[ \t]*"
    r"(?:or|ou|oder|o|или|lub|of|veya|atau|hoặc)[ \t]+\(?D\)?(?![^\W_])",
    r"(?:seulement|uniquement)[ \t]+(?:par[ \t]+|avec[ \t]+)?la[ \t]+lettre|la[ \t]+lettre[ \t]+seule",
    r"(?:nur|lediglich|ausschließlich)[ \t]+(?:den|mit[ \t]+dem|der)[ \t]+Buchstaben?",
    r"(?:solo|sólo|solamente|únicamente|apenas|somente|só|soltanto)[ \t]+(?:con[ \t]+|com[ \t]+)?(?:la|a)[ \t]+(?:letra|lettera)",
    r"(?:только|лишь|лише|тільки)[ \t]+букв",
    r"(?:tylko|wyłącznie|samą)[ \t]+liter|(?:pouze|jen|iba|len)[ \t]+písmen",
    r"(?:alleen|enkel)[ \t]+(?:met[ \t]+)?de[ \t]+letter|(?:endast|bara|kun|kun[ \t]+med)[ \t]+(?:bokstaven|bogstavet)|vain[ \t]+kirjai",
    r"csak[ \t]+a[ \t]+betű|(?:doar|numai)[ \t]+litera|μόνο[ \t]+(?:το[ \t]+)?γράμμα",
    r"(?:sadece|yalnızca)[ \t]+(?:harf|şık[ \t]+harf)|hanya[ \t]+(?:dengan[ \t]+)?huruf|chỉ[ \t]+(?:ghi[ \t]+|viết[ \t]+)?chữ[ \t]+cái",
    r"الحرف[ \t]+فقط|فقط[ \t]+الحرف|केवल[ \t]+अक्षर|सिर्फ़?[ \t]+अक्षर",
    r"只(?:写|寫|需|回答|给出|給出|填)?(?:选项)?字母|仅(?:写|回答)?(?:选项)?字母|記号のみ|記号だけ|文字のみ|기호만|문자만|알파벳만",
)
LETTER_ASKED = re.compile("(?i)(?:" + "|".join(_LETTER_ONLY) + ")")
# Option letters by position, in the scripts prompts letter options with: Latin, Cyrillic, Greek,
# Arabic (abjad order), Devanagari, katakana (the iroha-free order ア イ ウ エ), Hebrew, Thai, Korean (가 나 다 라),
# Georgian, Armenian, Ethiopic (ሀ ለ ሐ መ).
# Options lettered in lower case ("a) 14 cm² | b) 28 cm²"): tried last, so a prompt lettered in capitals reads as such.
LOWER_LATIN = "abcdefghij"
ALPHABETS = ("ABCDEFGHIJ", "АБВГДЕЖЗИК", "ΑΒΓΔΕΖΗΘΙΚ", "أبجدهوزحطي", "कखगघङचछजझञ", "アイウエオカキクケコ", "אבגדהוזחטי",
             "กขคงจฉชซฌญ", "가나다라마바사아자차", "აბგდევზთიკ", "ԱԲԳԴԵԶԷԸԹԺ",
             "ሀለሐመሠረሰቀበተ", LOWER_LATIN)
_LOOK_ALIKES = dict(zip("АВСЕНКМОРТХΑΒΕΗΙΚΜΝΟΡΤΧ", "ABCEHKMOPTXABEHIKMNOPTX"))
# "(A) 3", "A) 3", "A. 3", "A: 3" (a katakana letter also before a space: "ウ 23") at a line start or after a
# space; the option's text runs to the next option (options apart by spaces, ";", "," or a spaced "|") or the end of its line.
_OPTIONS = tuple(re.compile(
    rf"(?:^|(?<=[\s:$]))\(?([{a}])(?:[).:]|{'[ 　]' if a[0] == 'ア' else '(?!)'})[ \t]{{0,3}}(\S(?:[^\n]*?\S)??)[ \t]*"
    rf"(?=(?:[ \t;,]|[ \t]\|){{1,12}}\(?[{a}][).:]|\n|$)",
    re.MULTILINE,
) for a in ALPHABETS)
# A letter naming an option in an answer: "(C)", "C)", "option C", a bare "C" that is all of it, "C(8)" (its text in
# brackets, as "C（8）" reads).
_LETTER_IN_ANSWER = re.compile(
    r"^[ \t]*(?:\\(?:text|textbf|mathbf|mathrm)\{[ \t]*)?\(?([A-Ja-j])(?:\)|\.|:|,|(?=[ \t}]|$|\([^()]{1,20}\)[ \t.]*$))(?:[ \t}]*)(.*)$", re.DOTALL
)
# A lower-case "a", "e" or "i" bare before a word is an article or a conjunction ("a prime number", "e poi"), no letter.
_WORD_LETTER = re.compile(r"[aei][ \t]+[^\W\d_]")


def _letter_in_answer(answer: str) -> re.Match | None:
    m = _LETTER_IN_ANSWER.match(answer)
    return None if m is not None and _WORD_LETTER.match(answer, m.start(1)) else m


_LETTER_IN_LINE = re.compile(r"\(([A-Ja-j])\)|(?<![A-Za-z(])([A-J])\)|(?i:\b(?:option|choice)[ \t]{0,2}\(?([A-J])\b\)?)")
# A letter right after an answer phrase on the answer's line ("Answer: B. triangle", "答案：C").
_MARKED_LETTER = re.compile(
    r"(?i:" + words(ANSWER_NOUNS) + r"|option|choice)[^\n:：]{0,25}?[:：][ \t]*(?:\*\*)?[ \t]*\(?([A-Ja-j])(?![A-Za-z])"
)
# AMC's "$\textbf{(A)}\ \frac{1}{3} \qquad\textbf{(B) }...$": a letter in bold and options apart by \qquad.
_AMC = re.compile(r"\\(?:textbf|mathrm|text|mathbf)\{\(([A-J])\)[ \t]*\}(?:\\ |~)?|[ \t]*\\q?quad[ \t]*")
_LONE_LETTER = re.compile(r"(?<![A-Za-z\\])[A-J](?![A-Za-z])")
_MATH_DELIMITERS = re.compile(r"^\$+|\$+$|^\\\(|\\\)$")


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def read_options(prompt: str) -> dict[str, str]:
    """The options of a multiple-choice prompt, Latin letter (by position) -> text; ``{}`` when it has
    none (fewer than three options lettered in order from the first letter of one of ``ALPHABETS``)."""
    return option_letters(prompt)[1]


@lru_cache(maxsize=4096)
def option_letters(prompt: str) -> tuple[str, dict[str, str]]:
    """The alphabet the prompt letters its options with (one of ``ALPHABETS``) and its options (see :func:`read_options`)."""
    prompt = _AMC.sub(lambda m: f"({m.group(1)})" if m.group(1) else "\n", prompt[-_MAX_PROMPT_CHARS:])
    for alphabet, pattern in zip(ALPHABETS, _OPTIONS):
        found: dict[str, str] = {}
        for m in pattern.finditer(prompt):
            position = alphabet.index(m.group(1))
            if position != len(found):
                if position == 0:  # a second list of options starts: the last list counts
                    found = {}
                else:
                    continue
            found[ALPHABETS[0][position]] = _MATH_DELIMITERS.sub("", m.group(2).strip()).strip()
        if len(found) >= 3:
            return alphabet, found
    return ALPHABETS[0], {}


# A lower-case option's letter where it is written as one: in brackets or before one ("la c)", "(b)"), or alone ending the
# line after a colon ("Respuesta: c"); elsewhere "a", "e" and "i" are words ("e" is "and" in Italian and Portuguese).
_LOWER_LETTER = re.compile(r"(?<![^\W\d_])\(?[a-j]\)|(?m:(?<=[:：][ \t])(?:\*\*)?[a-j](?=(?:\*\*)?[ \t.]*$))")


def in_latin_letters(text: str, alphabet: str) -> str:
    """``text`` with each option letter of ``alphabet`` that stands alone ("Ответ: В)", "(ख)", "答え：ウ") written as the
    Latin letter of its position, and a Latin letter that looks like one of them ("Ответ: B" where the options are
    А) Б) В)) as that one's; with Latin options, a Cyrillic or Greek look-alike letter standing alone ("(С)") as the
    Latin letter it looks like."""
    if alphabet == LOWER_LATIN:
        return _LOWER_LETTER.sub(lambda m: m.group().upper(), text)
    if alphabet == ALPHABETS[0]:
        table = _LOOK_ALIKES
    else:  # a Latin letter that looks like one of the options' letters is that letter ("Ответ: B" is В, the third)
        table = {latin: ALPHABETS[0][alphabet.index(c)] for c, latin in _LOOK_ALIKES.items() if c in alphabet}
        table |= dict(zip(alphabet, ALPHABETS[0]))
    if not any(c in table for c in text):
        return text
    out = list(text)
    for i, c in enumerate(text):
        if c in table and not _is_letter(text[i - 1 : i]) and not _is_letter(text[i + 1 : i + 2]):
            out[i] = table[c]
    return "".join(out)


def _is_letter(c: str) -> bool:
    return bool(c) and unicodedata.category(c)[0] in "LM"  # a vowel sign joined to a Devanagari letter is part of a word


def gold_option(gold: str, options: dict[str, str], alphabet: str = ALPHABETS[0]) -> str | None:
    """The letter of the gold (in Latin letters): the gold itself when it is a letter of ``alphabet``, else the
    one option equal to it. A Latin gold letter names its option by position whatever the options' alphabet: a data
    set's answer column writes "B" for the second option of А) Б) В) Г), never the look-alike В, the third."""
    s = re.sub(r"^\\text\{(.*)\}$", r"\1", gold.strip()).strip().strip("()")
    s = (s if s.isascii() else in_latin_letters(s, alphabet)).upper()
    if s in options:
        return s
    same = [letter for letter, text in options.items() if _same(gold, text)]
    return same[0] if len(same) == 1 else None


def letter_written(answer: str, line: str, options: dict[str, str]) -> bool:
    """Whether the answer or its line writes an option's letter (not only its value)."""
    return any(m.group() in options for m in _LONE_LETTER.finditer(answer + "\n" + line))


# A value's unit after it in an answer that also names a letter ("C, 24 m/s"): the value names its option too.
_MAX_UNIT_CHARS = 12


# An article before an option's text ("the square"), in the languages read.
_ARTICLE = re.compile(r"(?i)^(?:the|an?|les?|la|l'|el|los|las|der|die|das|eine?|il|lo|gli|uno|una|os?|as|um|uma|de|het|een)[ \t]+")


_OFFERED_LETTER = re.compile(r"(?i:" + words(ALTERNATIVE_WORDS) + r")[ \t,:*_]{1,6}\(?([A-J])\)?(?![^\W\d_])")


def named_options(answer: str, line: str, options: dict[str, str]) -> set[str]:
    """Every option the answer region names: a letter in the answer or written just before it on
    its line ("Answer: (D) 150 metres" is read as ``150``), and an option equal to its value."""
    named: set[str] = set()
    rest = answer
    m = _letter_in_answer(answer)
    if m is not None and m.group(1).upper() in options:
        named.add(m.group(1).upper())
        rest = re.sub(r"^(?:[—–=:]|-(?=\s))\s*", "", m.group(2).strip())  # "C — 27", "C = 33": the value written with it
    else:
        at = line.rfind(answer.split()[0]) if answer.split() else -1
        for m in _LETTER_IN_LINE.finditer(line[max(0, at - 12) : max(0, at)]):
            letter = next(g for g in m.groups() if g is not None).upper()
            if letter in options:
                named.add(letter)
    first = line.rfind(answer.split()[0]) if answer.split() else -1
    if first >= 0:  # "(C) 18, or (D) if we only need a multiple of 3": a letter offered after "or" in the answer's sentence
        named.update(x for x in _OFFERED_LETTER.findall(SENTENCE_END.split(line[first:], 1)[0]) if x in options)
    at = line.rfind(answer) if answer else -1
    if at >= 0:  # "64, which is option (D)": a letter the answer's sentence goes on to name
        rest_of_sentence = SENTENCE_END.split(line[at + len(answer) :], 1)[0]
        for m in _LETTER_IN_LINE.finditer(rest_of_sentence):
            letter = next(g for g in m.groups() if g is not None).upper()
            if letter in options:
                named.add(letter)
        if m is not None and not rest.strip(" ."):  # "the answer is B. 8": the letter was read alone; its line writes text with it
            written = SENTENCE_END.split(_WRITTEN_WITH.sub("", line[at + len(answer) :]), 1)[0]
            named.update(_equal_options(_WRITTEN_WITH.sub("", written), options) | _valued(written, options) if written else ())
    marked = _MARKED_LETTER.search(line)
    if marked is not None and marked.group(1).upper() in options and not _WORD_LETTER.match(line, marked.start(1)):
        named.add(marked.group(1).upper())  # "Answer: B. triangle"
        # "Answer: C (or D if rounding to the nearest whole).", "C (o D si …)", "C (D if …)": a letter offered after "or", or
        # before a condition, in the marked letter's sentence
        sentence = SENTENCE_END.split(line[marked.end() :], 1)[0]
        named.update(x for pattern in (_OFFERED_LETTER, _OFFERED_LETTER_BRIEFLY, _CONDITIONED_LETTER) for x in pattern.findall(sentence)
                     if x in options)
    rest = rest.strip(" .")
    letters = _LONE_LETTER.findall(rest)
    if letters and len(_LONE_LETTER.sub("", rest).strip(" ,;/()")) <= 12 and not any(c.isdigit() for c in rest):
        # "D or E", "B, C": letters only; one in a clause that negates it is ruled out ("not A, not B — so C")
        named.update(x.group().upper() for clause in _CLAUSE_BREAK.split(rest) if not _NOT.search(clause)
                     for x in _LONE_LETTER.finditer(clause) if x.group().upper() in options)
        named -= {x.group() for x in _LONE_LETTER.finditer(rest) if _EXCEPT.search(rest[: x.start()])}  # "anything but B"
        rest = ""
    if rest:
        named.update(_equal_options(rest, options))
        if m is not None:
            named.update(_valued(SENTENCE_END.split(rest, 1)[0], options))  # "B, namely 8", "B → 8", "B [8]"
        # Each item of a list that is an option letter alone ("(C), D, 2") names that option too.
        items = [_ARTICLE.sub("", t.strip(" ()[]*")) for t in re.split(r",|;|\bor\b", rest)]  # "the square, E"
        named.update(x.upper() for x in items if x.upper() in options)
        if len(items) > 1 and named:  # "C (29), or alternatively D (33)" read as "29, 33": a lettered answer's values name theirs
            named.update(letter for x in items for letter, text in options.items() if _same(x, text))
        named.update(x for x in re.findall(r"\(([A-J])\)", rest) if x in options)  # "(B) या (C)": in any language
    return named


def _equal_options(written: str, options: dict[str, str]) -> set[str]:
    """The options whose text ``written`` is, with an article before it ("the square") or a unit after its number
    ("C, 24 m/s")."""
    same = {letter for letter, text in options.items() if _same(written, text) or _same(_ARTICLE.sub("", written), text)}
    number = NUMBER_IN_TEXT.match(written)
    unit = written[number.end() :] if number is not None else ""
    if number is not None and len(unit) <= _MAX_UNIT_CHARS and not any(c.isdigit() for c in unit):
        same.update(letter for letter, text in options.items() if _same(number.group().strip(), text))
    return same


def _valued(written: str, options: dict[str, str]) -> set[str]:
    """The option whose value is the last number of a few words written with a letter ("B, namely 8", "B (=8)",
    "B → 8", a line "Value: 8" after it), unless they negate or reject it ("B, not 8")."""
    if len(written.split()) > _MAX_VALUE_WORDS or _NOT.search(written) or WRONG.search(written):
        return set()
    numbers = NUMBER_IN_TEXT.findall(written)
    return {letter for letter, text in options.items() if _same(numbers[-1].strip(), text)} if numbers else set()


# A letter's value is read from this many words written with it.
_MAX_VALUE_WORDS = 4

# What joins an option's text to its letter on the line ("B. 8", "B) 8", "B — 8", "B: 8") and what ends the line.
_WRITTEN_WITH = re.compile(r"^[ \t)\]*_.:—–=-]{1,6}(?=[^ \t])|[ \t*_.!]+$")

# A last line that is an option letter alone ("C", "**c**", "(C)", "Option C"), perhaps with a
# remark or a reason after it ("C. Hope this helps!", "C — because 36 = 6²").
_LETTER_LINE = re.compile(
    # A label in any language may come first, up to its colon ("Đáp án: C", "정답: (C)").
    r"[ \t>*_#-]{0,6}(?:[^\s\d:：]{1,20}(?:[ \t][^\s\d:：]{1,20}){0,2}[ \t]{0,2}(?:\*\*)?[:：][ \t]{0,3}(?:\*\*)?[ \t]{0,2})?"
    r"(?i:(?:option|choice)[ \t]{1,2})?[(\[*_]{0,3}([A-Ja-j])[)\]*_]{0,3}"
    r"(?:[.!,;:]?[ \t]*|[.!,;:][ \t]{1,3}[^\n]{0,120}|[ \t]{0,2}(?:[—–:-]|\b(?i:because|since))[^\n]{0,120}"
    r"|[ \t]{1,2}\([^()\n]{1,60}\)[.!]?[ \t]*)"  # "E (triangle)": the option's text in brackets
)
# Two option letters joined by one word in any language ("(B) या (C)", "B ou C"), after an optional label.
_LETTER_PAIR = re.compile(
    r"[ \t>*_#-]{0,6}(?:[^\s\d:：]{1,20}(?:[ \t][^\s\d:：]{1,20}){0,2}[ \t]{0,2}[:：][ \t]{0,3})?"
    r"[(\[*]{0,2}([A-J])(?![^\W\d_])[)\]*]{0,2}[ \t]*(?:[^\s\d()\[\]*]{1,8}|/|,)[ \t]*[(\[*]{0,2}([A-J])(?![^\W\d_])[)\]*]{0,2}[ \t.!]*"
)
# "The correct option is C.", "I'd go with C", "I choose (b)": a sentence that picks one option.
_PICKED = re.compile(
    r"(?i:\b(?:option|choice)[ \t]{1,2}(?:is|would[ \t]be|=)|\bgo(?:ing)?[ \t]with|\b(?:I|we)[ \t](?:pick|choose|select)"
    r"|\b(?:that|this|it|which|answer)(?:['’]s|[ \t]{1,2}is)[ \t]{1,2}(?:option|choice))"  # "That is option (C)."
    r"[ \t]{1,2}(?:option[ \t])?[(\[*_]{0,3}([A-Ja-j])[)\]*_]{0,3}(?![A-Za-z])"
    r"|(?i:\b(?:option|choice)[ \t]{0,2})[(\[*_]{0,3}([A-Ja-j])[)\]*_]{0,3}[ \t]{1,2}(?i:is[ \t]{1,2}(?:correct|right|the[ \t]answer))"
    # a sentence whose predicate is a bracketed letter ("The largest is **(A)**.", "The correct one is (B).")
    r"|(?i:\b(?:is|are))[ \t]{1,2}(?:\*\*|__)?[(\[]([A-J])[)\]](?:\*\*|__)?[.!]?[ \t]*$"
    # a verb for "choose" before the letter, unnegated ("选B。", "故选 C", "Ich wähle B", "Je choisis B", "Выбираю Б"),
    # or after it ("Bを選ぶ", "B를 선택")
    r"|(?<![不别別没沒勿])(?:选择|選擇|选|選)[ \t:：]{0,2}[(\[（*_]{0,3}([A-J])[)\]）*_]{0,3}(?![A-Za-z])"
    r"|(?i:(?<![^\W\d_])(?:ich[ \t]wähle|je[ \t]choisis|elijo|escojo|escolho|scelgo|kies[ \t]ik|ik[ \t]kies|wybieram|выбираю|обираю"
    r"|seçiyorum|tôi[ \t]chọn|saya[ \t]pilih|jag[ \t]väljer|jeg[ \t]vælger|jeg[ \t]velger))[ \t]{1,2}[(\[*_]{0,3}([A-Ja-j])[)\]*_]{0,3}(?![^\W\d_])"
    r"|(?<![A-Za-z])[(\[（*_]{0,3}([A-J])[)\]）*_]{0,3}[ \t]{0,2}(?:を選(?:ぶ|びます|択)|(?:를|을)[ \t]{0,2}(?:선택|고릅))"
)

# A last line labelled as the answer that ends on an option letter alone, in capitals ("The answer: Between the
# options, clearly B.", "Answer — after checking each: C").
_LABELLED_LAST = re.compile(
    r"(?i:[ \t>*_#-]{0,6}(?:the[ \t]{1,2}|final[ \t]{1,2}|my[ \t]{1,2})?(?:" + words(ANSWER_NOUNS) + r"))[ \t*_]{0,3}[:：—–-][^\n]{0,120}?"
    r"(?<![A-Za-z'’])[(\[*_]{0,3}([A-J])[)\]*_]{0,3}[.!]?[ \t]*")


# A negation in the languages read: a letter in its clause is ruled out ("Why not D?", "The answer: not B.", "nicht C").
_NOT = re.compile(
    r"(?i)(?<![^\W\d_])(?:not|no|never|isn't|nor|neither|nicht|kein|keine|pas|non|ni|jamais|nunca|nem|não|не|ні|нет|nie|niet"
    r"|geen|ikke|inte|ei|ne|nē|nėra|δεν|όχι|לא|ليس|नहीं|không|değil|bukan|tidak|nope|nah)(?![^\W\d_])|不是|并非|並非|ではない|じゃない|아니"
    r"|不对|不對|不正确|不正確|错误|錯誤"
)
# Where a clause starts before a letter ("not A, not B — so C"): a mark between clauses or a word that concludes.
_CLAUSE_BREAK = re.compile(r"[,;:—–]|(?i:(?<![^\W\d_])(?:so|thus|hence|therefore|but|donc|also|daher|así|quindi|итак|значит)(?![^\W\d_]))")


# Words that leave out what follows them ("anything but B", "alles außer B"): a letter right after one is no choice.
_EXCEPT = re.compile(r"(?i)(?<![^\W\d_])(?:anything[ \t]but|all[ \t]but|except(?:[ \t]for)?|other[ \t]than|rather[ \t]than|instead[ \t]of"
                     r"|außer|sauf|excepto|salvo|tranne|exceto|кроме|oprócz|behalve)[ \t]*[(\[*_]{0,3}$|除了[ \t]*$")


def _negated(before: str) -> bool:
    """Whether the clause that ends where a letter starts negates it ("The answer: not B", "Answer: definitely not C",
    "Answer: anything but B")."""
    return bool(_NOT.search(_CLAUSE_BREAK.split(before)[-1]) or _EXCEPT.search(before))


def _ruled_out(before: str, options: dict[str, str]) -> bool:
    """Whether every option letter in ``before`` (the text before the letter a line ends on) sits in a clause that
    negates it ("Answer: not A, not B, not D — so C"); ``False`` where one is named without a negation."""
    clauses = _CLAUSE_BREAK.split(before)
    named = [c for c in clauses if any(x in options for x in _LONE_LETTER.findall(c))]
    return bool(named) and all(_NOT.search(c) for c in named)


def ruled_out_letters(line: str, options: dict[str, str]) -> set[str]:
    """The option letters ``line`` names only in clauses that rule them out ("C, not D (33 = 3 × 11)": D)."""
    clauses = _CLAUSE_BREAK.split(line)
    named = {x for c in clauses for x in _LONE_LETTER.findall(c) if x in options}
    kept = {x for c in clauses if not _NOT.search(c) for x in _LONE_LETTER.findall(c)}
    return named - kept


def _names_another(rest: str, letter: str, options: dict[str, str]) -> bool:
    """Whether the words after a chosen letter name another option in a clause that does not rule it out ("C, though D
    is close"); "C, not D (33 = 3 × 11)" rules D out and names no second option."""
    return any(any(x in options and x != letter for x in _LONE_LETTER.findall(clause)) and not _NOT.search(clause)
               for clause in _CLAUSE_BREAK.split(rest))


def letter_line(text: str, options: dict[str, str]) -> str | None:
    """The option letter a completion ends on when its last line is that letter alone, or with a
    remark or a reason after it, or a sentence that picks it ("I'd go with C") -- a multiple-choice
    answer with no marker -- else ``None``."""
    line = last_line(text)
    if _RANKING.search(line) and not (_LETTER_LINE.fullmatch(line) or _PICKED.search(line)):
        return _ranked_after(text, line, options)
    pair = _LETTER_PAIR.fullmatch(line)
    if pair is not None and {pair.group(1).upper(), pair.group(2).upper()} <= set(options) and pair.group(1) != pair.group(2):
        return f"{pair.group(1).upper()}, {pair.group(2).upper()}"  # "उत्तर: (B) या (C)": two options offered
    m = _LETTER_LINE.fullmatch(line) or _PICKED.search(line)
    if m is None and (m := _LABELLED_LAST.fullmatch(line)) is not None:
        before = line[m.start() : m.start(1)]
        if _negated(before):
            return None  # "The answer: not B.": the letter is ruled out, not chosen
        if any(x in options for x in _LONE_LETTER.findall(before)) and not _ruled_out(before, options):
            return None  # "The answer: A, not B": the line names more than the letter it ends on
        written_out = sorted(x for x in _word_options(tuple(options.items())) if _whole_words(options[x], before))
        letter = m.group(1).upper()
        if letter in options and written_out and written_out != [letter] and not _NOT.search(before):
            return f"{letter}, {[x for x in written_out if x != letter][0]}"  # "Answer: the square, E": two options
    letter = next((g for g in m.groups() if g), "").upper() if m is not None else ""
    if letter not in options or _names_another(line[m.end(1) :], letter, options):
        return None  # no option, or a remark that names another ("C. D is close, though.")
    written = line[m.end(1) :].lstrip(" \t)]*_.:").rstrip(" \t*_.")
    written = _ARTICLE.sub("", written[1:-1] if written[:1] == "(" and written[-1:] == ")" else written)  # "E (a square)"
    other = sorted(x for x, text in options.items() if x != letter and written and _same(written, text))
    return f"{letter}, {other[0]}" if other else letter  # "B) −2cos(2x)" where −2cos(2x) is option C: two options


def _ranked_after(text: str, line: str, options: dict[str, str]) -> str | None:
    """The letter of the line before a last line that ranks the options with it at one end ("The largest is **(A)**."
    then "Ranking for reference: A > B > C > D."): the ranking agrees with the answer, which the line before gives."""
    before = text.rstrip()
    letter = letter_line(before[: before.rfind(line)], options) if line in before else None
    if letter is None or len(letter) != 1 or _letters(_without_rankings(line, {letter}), options) - {letter}:
        return None
    return letter


def last_line(text: str) -> str:
    """The last line of a completion that holds anything."""
    for line in reversed(text.rstrip().splitlines()):
        if line.strip():
            return line
    return ""


def _same(a: str, b: str) -> bool:
    """Two option values written alike, or the same number (units aside: "150 m" is "150 metres")."""
    if spelling(a) == spelling(b) or spelling(a).replace("\\", "") == spelling(b).replace("\\", ""):
        return True  # "2cos(2x)" is "2\cos(2x)"
    x, y = parse_number(a), parse_number(b)
    return x is not None and y is not None and x.value == y.value


# An option letter named in prose: a capital standing alone, not a variable or a unit ("C = 2πr", "°C", "f(C)", "C(5, 2)");
# "A" only in brackets or before one, or ending its sentence after a comma or a colon ("Edit: changed my mind, A."): else
# it is an article.
_OPTION_MENTION = re.compile(r"(?<![A-Za-z°\\'’=+*/^_])(?:\(([A-J])\)|([B-HJ])\)?|(A)\)|(?<=[,:][ \t])(A)(?=[ \t]{0,2}[.!]?[ \t*_]{0,4}$))(?![A-Za-z'’(]|[ \t]*[=^_{])")
# A sentence that offers what it names: an alternative, a doubt, a condition, or a possibility.
_OFFERS = re.compile(words(ALTERNATIVE_WORDS) + "|" + compile_words(DOUBTS).pattern + "|" + compile_words(CONDITIONAL).pattern
                     + r"|(?i:(?<![^\W\d_])(?:might|could|perhaps|actually)(?![^\W\d_]))", re.IGNORECASE)
_MAX_BARE_WORDS = 3
# Words that hold another option open ("Although D is also defensible.", "D ist möglich.", "D también es posible.").
_ALSO_OPEN = {
    "en": r"may|defensible|possible|possibilit(?:y|ies)|plausible|arguabl[ey]|accept(?:able|ed)|admissible|viable|alternative"
    r"|torn|undecided|hesitat\w{0,3}|too(?=\W*$)",
    "fr": r"possible|possibilité|défendable|plausible|envisageable|alternative|hésit\w{0,4}|acceptée?s?|acceptable|recevable",
    "de": r"möglich|Möglichkeit|vertretbar|plausibel|denkbar|Alternative|akzeptiert|akzeptabel|zulässig|anerkannt",
    "es": r"posible|posibilidad|defendible|plausible|alternativa|dud\w{0,4}|aceptad[ao]|aceptable|admisible",
    "pt": r"possível|possibilidade|defensável|plausível|alternativa|aceit[ao]|aceitável|admissível",
    "it": r"possibile|possibilità|difendibile|plausibile|alternativa|accettat[ao]|accettabile|ammissibile",
    "ru": r"возможн\w{0,4}|допустим\w{0,4}|альтернатив\w{0,4}|принят\w{0,3}|засчитан\w{0,3}",
    "pl": r"możliw\w{0,4}|alternatyw\w{0,4}",
    "nl": r"mogelijk|mogelijkheid|verdedigbaar|alternatief",
    "zh": r"或许|或許|也许|也許|如果|假如",
}
# Words that open a condition: another option named under one is offered for another reading ("If the question
# meant composite, D."); the same words in working ("… if 33 = 3·11") explain.
_CONDITIONS = {
    "en": r"if|unless|in[ \t]case|provided", "fr": r"si|sauf[ \t]si", "de": r"wenn|falls|sofern", "es": r"si|salvo[ \t]que",
    "it": r"se|qualora", "ru": r"если", "pl": r"jeśli|jeżeli", "nl": r"indien|mits",
}
# Words that say "as well": with a word that calls an option right, another option is called right beside the chosen one.
# A letter before a condition ("D if rounding to the nearest whole", "D si on arrondit"), and after the one-letter "or" of
# Spanish, Portuguese and Italian ("o D", "ó D", "u D"), where no list of words reads it.
_CONDITIONED_LETTER = re.compile(r"(?<![^\W\d_])\(?([A-J])\)?[ \t,]+(?i:" + words(_CONDITIONS) + ")")
_OFFERED_LETTER_BRIEFLY = re.compile(r"(?<![^\W\d_])(?:o|ó|u)[ \t]+\(?([A-J])\)?(?![^\W\d_])")
_ALSO = {
    "en": r"also|as[ \t]well|equally|too", "fr": r"aussi|également", "de": r"auch|ebenfalls|ebenso", "es": r"también|igualmente",
    "pt": r"também|igualmente", "it": r"anche|ugualmente|pure", "ru": r"тоже|также", "pl": r"też|także|również",
    "nl": r"ook|eveneens", "zh": r"也|亦|同样|同樣",
}
# Words that call an option right: another option called so, in a sentence that leaves the chosen one out, is offered.
_RIGHT = {
    "en": r"correct|right|true|valid|works|fits", "fr": r"correcte?|juste|vraie?|bonne?|marche|convient", "de": r"richtig|korrekt|stimmt|passt|geht",
    "es": r"correct[ao]|ciert[ao]|válid[ao]|sirve|funciona", "pt": r"corret[ao]|cert[ao]|válid[ao]|serve|funciona", "it": r"corrett[ao]|giust[ao]|va[ \t]bene|funziona",
    "ru": r"верн\w{0,4}|правильн\w{0,4}|подходит", "pl": r"poprawn\w{0,4}|prawidłow\w{0,4}|pasuje", "nl": r"juist|correct|goed|klopt",
    "zh": r"正确|正確|可以|对|對",
}
# Words that rule an option out without a negation ("D is a trap.", "D ist eine Falle.").
_RULED_OUT_WORDS = {
    "en": r"trap|distractor|decoy|tempting|trick|eliminated|excluded|ruled[ \t]out|composite|divisible|impossible|too[ \t](?:big|small|large|low|high)"
    r"|false|untrue|invalid|isn't[ \t]it|is[ \t]not[ \t]it",
    "fr": r"piège|distracteur|éliminée?|exclue?|impossible|incorrecte?|fausse|faux|n'est[ \t]pas[ \t](?:correcte?|juste|bonne?)",
    "de": r"Falle|Ablenker|ausgeschlossen|unmöglich|eliminiert|inkorrekt|ungültig",
    "es": r"trampa|distractor|descartad[ao]|eliminad[ao]|imposible|incorrect[ao]|fals[ao]", "pt": r"armadilha|distrator|descartad[ao]|eliminad[ao]|impossível|incorret[ao]|fals[ao]",
    "it": r"trappola|distrattore|scartat[ao]|eliminat[ao]|impossibile|errat[ao]|fals[ao]", "ru": r"ловушк\w{0,2}|исключ\w{0,6}|невозможн\w{0,4}|неверн\w{0,2}|ложн\w{0,2}",
    "zh": r"陷阱|干扰|排除|不可能|(?<!不)[错錯]",
}
_RULED_OUT = compile_words(_RULED_OUT_WORDS)
_OPEN = re.compile(words(_ALSO_OPEN) + "|" + words(_CONDITIONS) + "|%", re.IGNORECASE)  # "D (40%)": a chance given to it
_CALLED_RIGHT = compile_words(_RIGHT)
_AS_WELL = compile_words(_ALSO)
# A mark beside a letter that calls it wrong ("Answer: C ✗").
WRONG_MARKS = frozenset("✗✘❌❎✖☒🗙")


def other_option_offered(answer: str, after: str, options: dict[str, str]) -> str | None:
    """Another option letter that the text after a lettered answer offers ("Answer: B" then "Actually, C.", "(or maybe
    C)", "probably C though", "C if rounding", "C might also work"): in a sentence of a few words, or one that
    offers it by an alternative, a doubt, a condition or a possibility, and does not judge it wrong ("C is wrong")."""
    committed = named_options(answer, answer, options) if options else set()
    if not committed:
        return None
    lettered = _letter_in_answer(answer)
    rest = lettered.group(2) if lettered is not None else ""  # "C (29) — or possibly D": the answer's own words
    # The rest of the answer's own sentence ("1024, which is option (D)") is read by named_options.
    own = SENTENCE_END.split(after, 1)[0] if after and not after[0].isspace() else None
    if len(committed) == 1 and _RANKING_GOES_ON.match(after):  # the answer read from a ranking's first letter: "A > B > C"
        after = next(iter(committed)) + after
    for sentence in SENTENCE_END.split(rest + "\n" + after):
        sentence = _without_rankings(sentence, committed) if ">" in sentence or "<" in sentence or "\\" in sentence else sentence
        letters = {next(g for g in m.groups() if g) for m in _OPTION_MENTION.finditer(sentence)} & set(options)
        others = letters - committed
        # An option written out in words ("Or a square."), offered as a letter is, but never called so alone.
        texts = {x for x in _word_options(tuple(options.items())) if _whole_words(options[x], sentence)} - committed - letters
        if len(sentence.split()) <= _MAX_BARE_WORDS and (valued := _valued(sentence, options) - committed):
            return sorted(valued)[0]  # "Answer: B" then "Value: 8" where 8 is C
        if texts and not (WRONG.search(sentence) or _NOT.search(sentence)) and (
                len(sentence.split()) <= _MAX_BARE_WORDS or _OFFERS.search(sentence) or ("=" not in sentence and _OPEN.search(sentence))):
            return sorted(texts)[0]
        if not others or WRONG.search(sentence) or _NOT.search(sentence):
            continue
        # Working ("D is also composite: 33 = 3·11") explains the options; words that hold one open offer it.
        called_right = _CALLED_RIGHT.search(sentence) and (not letters & committed or _AS_WELL.search(sentence))
        held_open = "=" not in sentence and (_OPEN.search(sentence) or called_right)
        # A sentence about another option alone, with no working and nothing that rules it out, is not known to be
        # harmless ("The book says D.", "(D for the harder version.)"); "D is a trap." rules it out.
        alone = sentence != own and not letters & committed and not any(c.isdigit() for c in sentence) and not _RULED_OUT.search(sentence)
        if len(sentence.split()) <= _MAX_BARE_WORDS or _OFFERS.search(sentence) or held_open or alone:
            return sorted(others)[0]
    return None


# A ranking of the options by one comparison ("A > B > C > D", "$D < C < B < A$", "A ≥ C ≥ B"): the letters in order.
_RANK_SIGN = r"(?:>=|<=|>|<|≥|≤|\\(?:geq?|leq?|gt|lt)(?![A-Za-z]))"
_RANKING = re.compile(r"(?<![A-Za-z\\])\(?[A-J]\)?(?:[ \t]{0,2}" + _RANK_SIGN + r"[ \t]{0,2}\(?[A-J]\)?(?![A-Za-z])){1,9}")
_RANK_SIGNS = re.compile(_RANK_SIGN)
_RANKING_GOES_ON = re.compile(r"[ \t]{0,2}" + _RANK_SIGN + r"[ \t]{0,2}\(?[A-J]\)?(?![A-Za-z])")
_GREATER = (">", ">=", "≥", "\\ge", "\\geq", "\\gt")


def _without_rankings(sentence: str, committed: set[str]) -> str:
    """``sentence`` without the rankings of the options that put the committed letter at one end ("Ranking for
    reference: A > B > C > D." after "The largest is (A)."): an ordering that agrees with the answer offers no other
    option. A ranking with mixed directions, or with the committed letter inside it, is left to be read."""
    for m in reversed(list(_RANKING.finditer(sentence))):
        ranked = re.findall(r"[A-J]", m.group())
        greater = {sign in _GREATER for sign in _RANK_SIGNS.findall(m.group())}
        if len(greater) == 1 and committed & {ranked[0], ranked[-1]} and len(committed) == 1:
            sentence = sentence[: m.start()] + sentence[m.end() :]
    return sentence


@lru_cache(maxsize=4096)
def _word_options(options: tuple[tuple[str, str], ...]) -> frozenset[str]:
    """The options whose text is words alone ("square", "a right triangle"), no number."""
    return frozenset(x for x, text in options if len(text) >= 3 and not any(c.isdigit() for c in text) and any(c.isalpha() for c in text))


def _whole_words(text: str, sentence: str) -> bool:
    return re.search(rf"(?<![^\W\d_]){re.escape(text)}(?![^\W\d_])", sentence, re.IGNORECASE) is not None


def marked_wrong(raw: str, letter: str, options: dict[str, str], alphabet: str = ALPHABETS[0], prompt: str = "") -> str | None:
    """What withdraws the chosen ``letter`` in ``raw`` (the visible text drops symbols) from the last line that names it
    or writes its option on: a mark of wrongness (``WRONG_MARKS``) on a line that names no other option ("Answer: C ✗",
    a last line "❌"; a checklist line "D ✗" is not one), a verdict of wrongness in the letter's own clause ("Antwort: C ist
    falsch"; not where the ``prompt`` asks for the false one), or a negation that ends the letter's clause or stands alone on
    a later line ("Antwort: C nicht", "Cevap: C değil", "Answer: C? No."; "C, not D" and "C, no doubt" are not)."""
    lines = in_latin_letters(raw, alphabet).splitlines()  # "उत्तर: ग नहीं" where the options are (क) … (घ)
    value = options[letter]  # "Answer: 29 ✗" where 29 is option C
    last = next((i for i in range(len(lines) - 1, -1, -1) if letter in _letters(lines[i], options) or value in lines[i]), None)
    if last is None:
        return None
    for i, text in enumerate(lines[last:]):
        mark = next((c for c in text if c in WRONG_MARKS), None)
        if mark is not None and _letters(text, options) <= {letter}:
            return mark
        if i == 0:
            own = text[_letter_at(text, letter, options) :]
            verdict = _verdict(own[: min((end - 1 for x, end in _letter_spans(own, options) if x != letter), default=len(own))])
            if verdict and verdict.lower() not in prompt.lower():  # "Which statement is false?" "B — false" picks B
                return verdict  # "Antwort: B ist falsch", "答案：B是错的", "Answer: B — false", "B excluded"
            negation = _ending_negation(own)
        else:  # a later line of a negation alone ("No.", "Nope!")
            negation = _NOT.fullmatch(text.strip(" \t.!*_")) and text.strip(" \t.!*_")
        if negation:
            return negation
    return None


# Letters of the scripts whose words are spaced: after a negation, one of them goes on to negate something else.
_SPACED_WORD = re.compile(r"[A-Za-zÀ-ɏͰ-ϿЀ-ӿ\u0900-\u097f]")


# A negation right before a word that rules an option out ("29 isn't divisible by 2", "n'est pas exclue", "nicht
# ausgeschlossen"): the option is said to hold, not ruled out.
_NEGATED_BEFORE = re.compile(r"(?i)(?:n't|n’t|(?<![^\W\d_])(?:not|never|nicht|kein|keine|pas|não|non|no|не))[ \t]+(?:(?:be|been|a|an)[ \t]+)?$")


def _verdict(text: str) -> str | None:
    """A verdict of wrongness in the first clause of ``text`` (what follows the chosen letter, up to another letter)."""
    clause = next((c for c in _CLAUSE_BREAK.split(text) if c.strip(" \t()[]*_.!?")), "")
    found = WRONG.search(clause) or next((m for m in _RULED_OUT.finditer(clause) if not _NEGATED_BEFORE.search(clause, 0, m.start())), None)
    return found.group() if found else None


def _ending_negation(text: str) -> str | None:
    """A negation in ``text`` that ends its clause: nothing after it but marks, or a Korean or Japanese ending."""
    for m in _NOT.finditer(text):
        rest = _CLAUSE_BREAK.split(text[m.end() :], 1)[0]
        if not _SPACED_WORD.search(rest) and not any(c.isdigit() for c in rest):
            return m.group()
    return None


# A letter standing alone in either case; a lower-case "a", "e" or "i" before a word is none (see _WORD_LETTER).
_ANY_CASE_LETTER = re.compile(r"(?<![A-Za-z\\])[A-Ja-j](?![A-Za-z])")


def _letter_spans(text: str, options: dict[str, str]) -> list[tuple[str, int]]:
    return [(m.group().upper(), m.end()) for m in _ANY_CASE_LETTER.finditer(text)
            if m.group().upper() in options and not _WORD_LETTER.match(text, m.start())]


def _letter_at(text: str, letter: str, options: dict[str, str]) -> int:
    """Where the last ``letter`` standing alone in ``text`` ends (0 where it is not there)."""
    found = [end for x, end in _letter_spans(text, options) if x == letter]
    return found[-1] if found else 0


def _letters(text: str, options: dict[str, str]) -> set[str]:
    return {x for x, _ in _letter_spans(text, options)}


# An option letter the text after the answer names as the answer's: after an option word in the languages read
# ("which is option **A**", "Variante A", "la opción A", "вариант А", "选A", "答案为 A"), in brackets ("(A)"), in bold
# alone ("**A**") or after an arrow ("→ A").
_NAMED_AFTER = re.compile(
    r"(?:(?i:(?<![^\W\d_])(?:option|choice|alternative|variante?|opci[oó]n|op[cç][aã]o|opzione|r[ée]ponse|respuesta|resposta"
    r"|risposta|antwort|вариант[аеу]?|ответ|odpowied[źz]|se[çc]enek|şık|phương[ \t]án|đáp[ \t]án|lựa[ \t]chọn|pilihan|jawaban"
    r"|jawapan))|选项|选择|选|答案[为為是]?|正解は?|答えは?|정답은?)[ \t:：*_(\[]{0,6}([A-J])(?![^\W\d_])"
    r"|\(([A-J])\)|\*\*\(?([A-J])\)?\*\*|(?:→|⇒|=>|->)[ \t*_(]{0,4}([A-J])(?![^\W\d_])"
)
# How far after the answer a letter is looked for, and how far after a letter its own option's text may describe it.
_MAX_AFTER_CHARS = 1500
_DESCRIBED_CHARS = 60


def letters_after(after: str, options: dict[str, str], alphabet: str = ALPHABETS[0]) -> set[str]:
    """The option letters the text after the answer names as the answer's ("0.4, which is option **A**"): a letter is
    no naming where its clause negates it ("not A") or where its own option's text follows it ("(A) 0.04 is too
    small", "option A is wrong")."""
    if not after.strip():
        return set()
    text = in_latin_letters(after[:_MAX_AFTER_CHARS], alphabet)
    found: set[str] = set()
    for m in _NAMED_AFTER.finditer(text):
        letter = next(g for g in m.groups() if g)
        if letter not in options or letter in found or _negated(text[max(0, m.start() - _DESCRIBED_CHARS) : m.start()]):
            continue
        following = SENTENCE_END.split(text[m.end() : m.end() + _DESCRIBED_CHARS], 1)[0]
        if _NOT.search(following) or WRONG.search(following) or _describes(following, options[letter]):
            continue
        found.add(letter)
    return found


def _describes(following: str, text: str) -> bool:
    """Whether the words after a letter write its own option's text ("(A) 0.04", "A is 0.04", "A (the square)")."""
    if text and parse_number(text) is None and text.lower() in following.lower():
        return True  # a word option ("the square"); a number is compared as a number ("4" is not in "0.4")
    return any(_same(n.strip(), text) for n in NUMBER_IN_TEXT.findall(following))
