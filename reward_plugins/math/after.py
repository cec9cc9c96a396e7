r"""What follows the final commitment may not take it back.

After the answer a completion may close ("I hope it is correct."), name its unit, give a reason or
check the answer ("Check: 48 + 24 = 72"). It may not, in any language:

- state another value as its conclusion ("\boxed{72}. Verification: 48 + 26 = 74, so the total is 74."),
  unless it also states the answer (a check that arrives at it): ``value_after``;
- withdraw the answer (a short sentence judging it wrong, "यह गलत है", "Sai rồi", with no value after): ``withdrawn``;
- qualify it as an estimate ("42, more or less", "42 정도"): ``qualified``.

Words addressed to someone other than the asker are the ``grader_addressed`` rule's
(:mod:`reward_plugins.math.injection`).

>>> from reward_plugins.math.reading import read
>>> said_after(read("\\boxed{72}\n\nVerification: 48 + 26 = 74, so the total is 74."), "72")
('value_after', 'the text after the answer concludes 74')
>>> said_after(read("\\boxed{72}. Check: 48 + 24 = 72."), "72") is None
True
"""

from __future__ import annotations

import re

from reward_plugins.math.answer_phrases import APPROXIMATIONS, APPROXIMATIONS_AFTER
from reward_plugins.math.candidates import committed_values
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number
from reward_plugins.math.qualifiers import estimated_at
from reward_plugins.math.reading import Reading
from reward_plugins.math.spelling import answer_key
from reward_plugins.math.withdrawals import MISTAKE, OPENS_WITH_NO, REJECTED_AFTER, WRONG

# A conclusion drawn in a sentence: the value right after it is what the sentence concludes.
_CONCLUDES = re.compile(
    r"(?i)(?<![^\W\d_])(?:so|thus|therefore|hence|total(?:s|ing)?|altogether|in[ \t]all|equals?|answer(?:[ \t]is)?|result(?:[ \t]is)?"
    r"|is[ \t](?:actually|really|in[ \t]fact)|donc|also|daher|somit|entonces|então|quindi|поэтому|итак|jadi|maka|vậy|yani|dus|więc)"
    r"(?![^\W\d_])|所以|因此|总共|一共|だから|따라서"
)
# A parenthetical aside ("(a car would need 4 hours)") says something beside the answer, not instead of it.
ASIDE = re.compile(r"\([^()]{0,300}\)")
# A sentence ends at its punctuation, not at a decimal point ("0.75").
_SENTENCE = re.compile(r"(?:[^.!?。！？\n]|(?<=\d)\.(?=\d))+(?:[.!?。！？]+|$)")
_MAX_WITHDRAWAL_WORDS = 10
# Korean attaches particles to "정도" (about): read it anywhere, as the unspaced scripts are read.
_APPROXIMATE = re.compile(
    r"(?i)(?<![^\W\d_])(?:" + "|".join(v for k, v in APPROXIMATIONS.items() if k not in ("zh", "ja", "th"))
    + "|" + APPROXIMATIONS_AFTER["spaced"] + r")(?![^\W\d_])"
    + "|" + APPROXIMATIONS["zh"] + "|" + APPROXIMATIONS["ja"] + "|" + APPROXIMATIONS_AFTER["unspaced"] + "|정도|쯤|가량"
)


def said_after(reading: Reading, gold: str) -> tuple[str, str] | None:
    """``(reason, what was seen)`` when the text after the final commitment takes it back, else ``None``;
    also ``qualified`` when the commitment's own sentence calls its answer an estimate ("Answer: approx. 15")."""
    start, end = reading.at
    region = (reading.visible or "")[max(start, 0) : end] if start >= 0 else ""
    if region and _APPROXIMATE.search(_without(region, reading.answer or "")) and not reading.estimate_asked:
        return "qualified", f"the answer is given as an estimate: {region.strip()!r}"
    tail = reading.after
    if not tail.strip() or reading.answer is None:
        return None
    sentences = [s.group() for s in _SENTENCE.finditer(tail) if s.group().strip(" \t.!?。")]
    first = sentences[0] if sentences else ""
    if not reading.estimate_asked:
        if _opens_clause(tail) and _APPROXIMATE.search(ASIDE.sub(" ", first)) and not NUMBER_IN_TEXT.search(first):
            return "qualified", f"the answer is qualified as an estimate: {first.strip()!r}"
        restated = _restated_as_estimate(tail, reading.answer)
        if restated is not None:
            return "qualified", f"the answer is restated as an estimate: {restated.strip()!r}"
    for sentence in sentences:
        short = len(sentence.split()) <= _MAX_WITHDRAWAL_WORDS
        numbers = [m.group().strip() for m in NUMBER_IN_TEXT.finditer(sentence)]
        # A sentence may name the answer it judges ("On reflection I retract my answer of 42."); one that opens with
        # "no" and names it ("No, 41.") says it again.
        judged = WRONG.search(sentence) or MISTAKE.search(sentence) or (not numbers and OPENS_WITH_NO.search(sentence))
        if short and judged and all(_same(n, reading.answer.rsplit("=", 1)[-1].strip()) for n in numbers):
            return "withdrawn", f"the answer is judged wrong after it: {sentence.strip()!r}"
    other = _concluded_value(tail, reading.answer, reading.prompt)
    if other is not None:
        return "value_after", f"the text after the answer concludes {other}"
    return None


def _without(region: str, answer: str) -> str:
    """The region less the answer's own words ("about" inside a word answer is no qualifier of it); where the answer
    is a number read with the words after it ("Antwoord: 42 ongeveer"), those words stay: they are said of it."""
    if not answer:
        return region
    number = NUMBER_IN_TEXT.match(answer)
    return region.replace(answer, " " + (answer[number.end() :] if number is not None else ""))


def _restated_as_estimate(tail: str, answer: str) -> str | None:
    """The answer's value written again after it as an estimate ("答えは約15です。", "Answer: approx. 15")."""
    value = answer.rsplit("=", 1)[-1].strip()
    for m in NUMBER_IN_TEXT.finditer(tail):
        if _same(m.group().strip(), value) and (estimated_at(tail, m.start(), m.end())
                                                or _APPROXIMATE.search(tail[max(0, m.start() - 12) : m.start()])):
            return tail[max(0, m.start() - 40) : m.end() + 20]
    return None


def _opens_clause(tail: str) -> bool:
    """Whether the qualifier belongs to the answer: right after it, before any new sentence."""
    return not re.match(r"[ \t]*[.!?。]\s+\S", tail) or bool(re.match(r"[ \t]*[.!?。]?[ \t]*\(", tail))


def _concluded_value(tail: str, answer: str, prompt: str = "") -> str | None:
    """A value the tail concludes (after "so", "thus", "the total is", ...) that is not the answer:
    when the tail never states the answer, or when it is no number of the prompt either (a check
    that substitutes the answer arrives at the prompt's numbers: "so 2(7) + 3 = 17")."""
    value = answer.rsplit("=", 1)[-1].strip()
    mentioned = _mentions(tail, value)
    given = {answer_key(m.group().strip()) for m in NUMBER_IN_TEXT.finditer(prompt)}
    tail = ASIDE.sub(" ", tail)
    for m in _CONCLUDES.finditer(tail):
        clause = _SENTENCE.match(tail, m.end())
        stated = committed_values(clause.group()) if clause is not None else []
        numbers = list(NUMBER_IN_TEXT.finditer(clause.group())) if clause is not None else []
        if not stated or any(_same(v, value) for v, _ in stated) or (numbers and _same(numbers[-1].group().strip(), value)):
            continue  # the clause arrives at the answer too ("2^4 = 16 ≡ 2")
        if numbers and REJECTED_AFTER.match(clause.group(), numbers[-1].end()):
            continue  # the value it reaches is rejected ("so 6 is not a solution"), no conclusion
        if not mentioned or answer_key(stated[0][0]) not in given:
            return stated[0][0]
    return None


def _same(a: str, b: str) -> bool:
    if answer_key(a) == answer_key(b):
        return True
    x, y = parse_number(a), parse_number(b)
    if x is None or y is None:
        return False
    # A share said as a percentage or as a number is one value ("Result: 0.25" after "25%").
    return (x.value / 100 if x.percent else x.value) == (y.value / 100 if y.percent else y.value) or x.value == y.value


def _mentions(tail: str, value: str) -> bool:
    key, number = answer_key(value), parse_number(value)
    for m in NUMBER_IN_TEXT.finditer(tail):
        if tail.startswith("^", m.end()):
            continue  # "2^{100}": the base of a power is not the value 2
        found = m.group().strip()
        if answer_key(found) == key:
            return True
        parsed = parse_number(found)
        if parsed is not None and number is not None and parsed.value == number.value:
            return True
    return not any(c.isdigit() for c in key) and key in answer_key(tail)
