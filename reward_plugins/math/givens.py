r"""The prompt's own numbers restated in the answer's sentence ("So 36 has 9 positive divisors.").

A sentence that states the answer often names the question's given first: "3 boxes of 12 eggs hold 36 eggs",
"答：120 共有 16 个约数", "따라서 72의 약수는 모두 12개입니다". Read as a list of values, it looks like a hedge
between the given and the answer; read as a reader reads it, the given is the subject and the answer the one value
it states. A hedge reads otherwise: the values are joined by a word that offers an alternative ("9 or 36",
"60 หรือ 30", "6개 또는 5개"), or the given comes after the answer, or the words between are in a language the
grader does not read; none of those is taken for a restatement.

>>> restated_givens(("9", "36"), "So 36 has 9 positive divisors.", "How many positive divisors does 36 have?")
'9'
>>> restated_givens(("9", "36"), "The answer is 9 or 36.", "How many positive divisors does 36 have?") is None
True
"""

from __future__ import annotations

import re

from reward_plugins.math.known_words import COMMON_WORDS, UNSPACED_SCRIPTS, WORDFREQ_LANGUAGES, in_common_use, script, text_words
from reward_plugins.math.candidates import committed_values
from reward_plugins.math.final_statement import CONCLUSION
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number
from reward_plugins.math.qualifiers import ALTERNATIVES, QUALIFIER_BEFORE
from reward_plugins.math.spelling import answer_key

_LETTER = re.compile(r"[^\W\d_]")


def restated_givens(values: tuple[str, ...], line: str, prompt: str) -> str | None:
    """The one value of an answer's line that the prompt does not give, where every other value is a number the
    prompt gives, written before it and joined to it by words of a language read that offer no alternative; else
    ``None``."""
    given = {answer_key(m.group().strip()) for m in NUMBER_IN_TEXT.finditer(prompt)}
    described = _given_described_after(values, line, prompt, given)
    if described is not None:
        return described
    if len(values) < 2 or any(parse_number(v) is None for v in values):
        return None
    if all(answer_key(v) in given for v in values):
        # "so 36 is 45% of 80": the values read are the givens; the one the clause states besides them is the answer
        conclusions = [m.end() for m in CONCLUSION.finditer(line)]
        values = tuple(v for v, _ in committed_values(line[conclusions[-1] if conclusions else 0 :]))
    new = [v for v in values if answer_key(v) not in given]
    if len(new) != 1 or any(parse_number(v) is None for v in values):
        return None
    found = {answer_key(m.group().strip()): m for m in NUMBER_IN_TEXT.finditer(line)}
    kept = found.get(answer_key(new[0]))
    for v in values:
        other = found.get(answer_key(v))
        if v == new[0]:
            continue
        if kept is None or other is None or _named_as_asked(line, other, prompt):
            return None
        if other.end() <= kept.start():
            between = line[other.end() : kept.start()]
        elif _as_in_prompt(line, other, prompt):  # "He earns ₹1,25,000 in 5 months.": the prompt's "in 5 months" restated
            between = line[kept.end() : other.start()]
        else:
            return None
        if not _joins_as_subject(between):
            return None
    return new[0]


# A bracket after the answer that names a thing and gives it a number ("(the hypotenuse is 13)", "(its side = 5 cm)").
_DESCRIBED = re.compile(r"\([ \t]*(?:(?:the|its|a|an)[ \t]+)?((?:[^\W\d_]{2,20}[ \t]+){0,2}[^\W\d_]{3,20})[ \t]+(?:is|=|equals)[ \t]+\$?"
                        r"(-?\d{1,12}(?:\.\d{1,12})?)\$?(?:[ \t]*[^\W\d_]{1,12})?[ \t]*\)")
_ANSWER_NAMES = frozenset("answer result solution value total final".split())


def _given_described_after(values: tuple[str, ...], line: str, prompt: str, given: set[str]) -> str | None:
    """The answer, where the second value read is a number the prompt gives that a bracket after it names by a thing the
    question does not ask ("Answer: 30 square units (the hypotenuse is 13)." for the area of a 5-12-13 triangle): a
    given described, no second value. A bracket that names the asked quantity or an answer offers it."""
    if len(values) != 2 or answer_key(values[1]) not in given or answer_key(values[0]) in given:
        return None
    m = _DESCRIBED.search(line)
    if m is None or answer_key(m.group(2)) != answer_key(values[1]):
        return None
    sentences = [s.group() for s in _PROMPT_SENTENCE.finditer(prompt) if s.group().strip()]
    asked = {w.lower() for w in text_words(sentences[-1])} if sentences else set()
    named = {w.lower() for w in text_words(m.group(1))}
    return None if named & (asked | _ANSWER_NAMES) else values[0]


# The prompt's sentences; the last is the question.
_PROMPT_SENTENCE = re.compile(r"[^.!?。？！]+(?:[.!?。？！]+|$)")
_MIN_NAME_LETTERS = 4


def _named_as_asked(line: str, number: re.Match, prompt: str) -> bool:
    """Whether the line names a given by the quantity the question asks ("**Width: 9 cm**, length 4 cm." for "… a length
    of 9 cm. What is its width?"): the word right before it is a word of the question and none of the sentence that gives
    it, so the given is offered as the answer, no restatement."""
    before = text_words(line[: number.start()])[-1:]
    if not before or len(before[0]) < _MIN_NAME_LETTERS:
        return False
    name = before[0].lower()
    sentences = [m.group() for m in _PROMPT_SENTENCE.finditer(prompt) if m.group().strip()]
    if len(sentences) < 2 or name not in {w.lower() for w in text_words(sentences[-1])}:
        return False
    key = answer_key(number.group().strip())
    giving = [s for s in sentences[:-1] if any(answer_key(m.group().strip()) == key for m in NUMBER_IN_TEXT.finditer(s))]
    return bool(giving) and all(name not in {w.lower() for w in text_words(s)} for s in giving)


def _as_in_prompt(line: str, number: re.Match, prompt: str) -> bool:
    """Whether a given is restated with the word the prompt writes right before or after it ("in 5 months", "of 80")."""
    before, after = text_words(line[: number.start()])[-1:], text_words(line[number.end() :])[:1]
    key = answer_key(number.group().strip())
    for m in NUMBER_IN_TEXT.finditer(prompt):
        if answer_key(m.group().strip()) != key:
            continue
        if (before and text_words(prompt[: m.start()])[-1:] == before) or (after and text_words(prompt[m.end() :])[:1] == after):
            return True
    return False


def _joins_as_subject(between: str) -> bool:
    """Words between a given and the answer that restate the question: some words, none offering an alternative,
    each of a language read (a spaced word in common use there, or a script written without spaces that is read)."""
    if not _LETTER.search(between) or ALTERNATIVES.search(_clauses_joined(between)):
        return False
    return all(w in COMMON_WORDS or in_common_use(w, WORDFREQ_LANGUAGES) or script(w[0]) in UNSPACED_SCRIPTS for w in text_words(between))


# A semicolon that closes the given's clause and opens the answer's, its own words before the answer ("3 cuadernos
# cuestan 45 pesos; uno cuesta 15 pesos", "3 boxes hold 36 eggs; each holds 12"): two clauses, no alternative offered.
_SEMICOLON_CLAUSE = re.compile(r"[^\W\d_][^;]{0,200};[ \t]*((?:[^\W\d_]{1,30}[ \t]{1,3}){2,12}[^;]{0,200})$")
_OR_OPENS = re.compile(r"(?i)(?:o|ó|u)[ \t]")  # "; o bien 15": Spanish "or", which ALTERNATIVES reads only between values


def _clauses_joined(between: str) -> str:
    """``between`` with a semicolon that joins two clauses (words before it, two words at least after it, and no
    qualifier: "45 pesos; uno cuesta ") written as a comma; a semicolon between bare values ("45; 15") or before a
    qualifier ("45 pesos; maybe ") stays, as an alternative."""
    m = _SEMICOLON_CLAUSE.search(between)
    if m is None or QUALIFIER_BEFORE.search(m.group(1)) or _OR_OPENS.match(m.group(1)):
        return between
    return between[: m.start(1)].replace(";", ",") + m.group(1)
