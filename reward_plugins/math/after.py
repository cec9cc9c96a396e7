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
from dataclasses import replace
from decimal import Decimal

from reward_plugins.math.answer_phrases import (
    ADDED_TOO, ADOPTED, ALSO_POSSIBLE, ANSWER_NOUNS, CHECKS, compile_words,
    other_answer_before, words,
)
from reward_plugins.math.candidates import committed_values
from reward_plugins.math.extract import final_commitment
from reward_plugins.math.final_statement import counts_methods
from reward_plugins.math.forms import form_class
from reward_plugins.math.known_words import SENTENCE, text_words
from reward_plugins.math.literal_filter import LiteralFilter
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number
from reward_plugins.math.related_quantity import given_to_another
from reward_plugins.math.qualifiers import ALTERNATIVES, CONTRAST, approximates, closed_form_value, estimated_at, exact_before_approximation, exact_word, tentative
from reward_plugins.math.reading import Reading
from reward_plugins.math.restatements import restatement_fault
from reward_plugins.math.spelling import answer_key
from reward_plugins.math.structures import asked_names
from reward_plugins.math.unit_restatement import APPROXIMATE, answer_in_another_unit, rounds_to, says_answer_in_another_unit
from reward_plugins.math.withdrawals import MISTAKE, OPENS_WITH_NO, REJECTED_AFTER, WITHDRAWS_ANSWER, WRONG

# A conclusion drawn in a sentence: the value right after it is what the sentence concludes.
CONCLUDES = re.compile(
    r"(?i)(?<![^\W\d_])(?:so(?![ \t]+(?:on|forth)(?![^\W\d_]))|thus|therefore|hence|total(?:s|ing)?|altogether|in[ \t]all|equals?|answer(?:[ \t]is)?|result(?:[ \t]is)?"
    r"|is[ \t](?:actually|really|in[ \t]fact)|donc|also|daher|somit|entonces|então|quindi|поэтому|итак|jadi|maka|vậy|yani|dus|więc"
    r"|así[ \t]que|por[ \t]lo[ \t]tanto|por[ \t]tanto|portanto|por[ \t]isso|pertanto|dunque|folglich|deshalb|zatem|dlatego|значит|отже|tedy)"
    r"(?![^\W\d_])|所以|因此|总共|一共|だから|따라서"
    # an arrow that opens a clause in words ("= 12 → she earned $12"); one right before a number is a step or a conversion
    r"|(?:→|⟶|⇒|=>|\\Rightarrow|\\implies(?![A-Za-z])|\\to(?![A-Za-z]))(?=[ \t$]*[^\W\d_])"
)
# A mistake others commonly make, named before the value it gives ("a frequent mistake that would give 11"): that value is
# set aside, neither concluded nor offered.
COMMON_MISTAKES = "(?:" + "|".join((
    r"(?:common|frequent|typical|classic|usual|standard)[ \t]+(?:mistake|error|slip|pitfall|trap)s?",  # en
    r"(?:częst\w{0,3}|typow\w{0,3}|klasyczn\w{0,3})[ \t]+(?:błąd|błędem|błędy|pomyłk\w{0,2})",  # pl
    r"(?:häufig\w{0,3}|typisch\w{0,3}|klassisch\w{0,3})[ \t]+(?:Fehler|Irrtum)",  # de
    r"(?:erreur|faute)s?[ \t]+(?:fréquente|classique|courante|typique)s?",  # fr
    r"(?:error|erro|errore)(?:es|s|i)?[ \t]+(?:común|comun|comunes|frecuente|típico|clásico|comum|frequente|clássico|tipico|classico|comune)",  # es pt it
    r"(?:частая|частой|типичная|типичной|распространённая|распространенная)[ \t]+ошибк\w{0,2}",  # ru
    r"(?:veelgemaakte|veel[ \t]+voorkomende|klassieke|typische)[ \t]+(?:fout|vergissing)(?:en)?",  # nl
    r"lỗi[ \t]+(?:thường[ \t]+gặp|phổ[ \t]+biến)|nhiều[ \t]+(?:bạn|người|em|học[ \t]+sinh)[ \t]+(?:hay[ \t]+)?(?:nhầm|tính[ \t]+nhầm|tính[ \t]+sai)",  # vi
    r"kesalahan[ \t]+(?:umum|klasik|yang[ \t]+sering(?:[ \t]+terjadi)?)|kekeliruan[ \t]+umum",  # id
)) + r")(?![^\W\d_])|よくある(?:間違い|誤り|ミス)|常见(?:的)?错误|常見(?:的)?錯誤|흔한[ \t]+실수"
COMMON_MISTAKE = re.compile("(?:" + COMMON_MISTAKES + r")(?:[^.;!?\n]|(?<=\d)\.(?=\d)){0,60}$", re.IGNORECASE)  # a decimal point ends no clause ("rounding 12.5 down")
_ANSWER_NOUN = compile_words(ANSWER_NOUNS)
# "answer" as the verb of the mistake ("forget to divide by 2 and answer 40"), no answer named.
_ANSWERED = re.compile(r"(?i)(?<![^\W\d_])(?:and|to|or|then)[ \t]+answer(?:ing)?(?![^\W\d_])")


def mistake_named_before(head: str) -> bool:
    """Whether the value after ``head`` is the one a mistake others commonly make gives ("a frequent mistake that would
    give"); one after an answer named in the same clause ("A common mistake is to halve it, but the answer is") or after
    the clause turns to a conclusion of its own ("A common mistake is to stop at 9/12, so I would give") is not."""
    common = COMMON_MISTAKE.search(head[-120:])
    said = _ANSWERED.sub(" ", common.group()) if common is not None else ""  # "… and answer 40": the mistake's verb
    return common is not None and _ANSWER_NOUN.search(said) is None and CONTRAST.search(said) is None and CONCLUDES.search(said) is None


# "and so on", "so forth" go on with a list, they conclude nothing ("pair 1 with 50, 2 with 49, and so on — 25 pairs").
# A value right after a verb of an operation is what it was applied to, no result ("so we simply tripled 11", "so we
# divide by $3! = 6$").
_OPERATED_ON = re.compile(
    r"(?i)(?<![^\W\d_])(?:doubled|tripled|quadrupled|halved|squared|cubed|multiplied|divided|added|subtracted|took|doubling|tripling"
    r"|halving|multiplying|dividing|adding|subtracting|multiply|divide|add|subtract|verdoppelt\w{0,2}|verdreifacht\w{0,2}|halbiert\w{0,2}|multipliziert\w{0,2}"
    r"|doublé|triplé|multiplié|divisé|ajouté|soustrait|duplicamos|triplicamos|multiplicamos|dividimos|sumamos|restamos"
    r"|dobramos|triplicámos|удвоили|утроили|умножили|разделили)(?![^\W\d_])"
    r"(?:[ \t]+(?:by|from|into|par|durch|por|на))?(?:[ \t]+(?:the|a|all|each|its|our|le|la|les|die|das|den|el|los|o|a))?[ \t$]*$")
# A parenthetical aside ("(a car would need 4 hours)") says something beside the answer, not instead of it.
ASIDE = re.compile(r"\([^()]{0,300}\)")
# A sentence ends at its punctuation, not at a decimal point ("0.75").
_SENTENCE = re.compile(r"(?:[^.!?。！？\n]|(?<=\d)\.(?=\d))+(?:[.!?。！？]+|$)")
_MAX_WITHDRAWAL_WORDS = 10
_DECLINED_TO_VALUE = 24  # "I'd rather not commit to [the figure of] 260": the words between a withdrawal and its value
_TENTATIVE_REACH = 200
_CHECK = compile_words(CHECKS)
_OPERATOR = r"(?:[-+×*/÷=·^≡]|\\(?:times|cdot|div|bmod|pmod|mod|equiv)(?![A-Za-z])|(?<![^\W\d_])mod(?![^\W\d_]))"
# A factorial whose value or product follows ("$3! = 6$", "3!·5"): the number is its operand; an exclamation ends a sentence.
_FACTORIAL = r"!(?=[ \t$]*(?:[=×*/·]|\\(?:times|cdot)(?![A-Za-z])))"
_OPERATOR_BEFORE, _OPERATOR_AFTER = re.compile(_OPERATOR + r"[ \t$]*$"), re.compile(r"[ \t$]*(?:" + _OPERATOR + "|" + _FACTORIAL + ")")
# A word of exactness that opens an answer read whole ("딱 35개"), before its number.
_EXACT_OPENING = re.compile(r"(\S{1,20})[ \t]+(?=-?\d)")
_APPROX_SIGN = re.compile(r"≈|≃|\\approx|\\simeq")
# A withdrawal that opens the text after the answer is a clause of its own: a short sentence, or the words before its
# colon ("रुको, यह गलत है।", "اشتباه کردم: ..."); the answer that corrects it names the answer within a few words.
_MAX_OPENING_WORDS = 6
_ANSWER_NOUN = re.compile(words(ANSWER_NOUNS) + r"|(?<![^\W\d_])[הוש]?תשובה(?![^\W\d_])", re.IGNORECASE)  # "התשובה"
_NOUN_TO_VALUE = 24
_MAX_WORDS_AFTER_CORRECTION = 3
_APPROXIMATE = APPROXIMATE  # the words of approximation, shared with the readers of units said again
_APPROXIMATE_WORDS = LiteralFilter([_APPROXIMATE])  # searched only where the text holds one of its words
# Another value called possible as well: the value right before the words, its own few words between ("x = 2 is also
# possible", "2 would also work"), or right after them ("it could also be 2").
_ALSO_POSSIBLE = compile_words(ALSO_POSSIBLE)
_POSSIBLE_SUBJECT = re.compile(r"(?<![\d:])(-?\d+(?:[.,]\d+)?)[ \t$}*_]*(?:[^\W\d_]{1,12}[ \t]+){0,3}$")
_POSSIBLE_OBJECT = re.compile(r"[ \t:$\\{*_]{0,8}(?:[^\W\d_]{1,6}[ \t]+)?(?:=[ \t]*)?(-?\d+(?:[.,]\d+)?)(?![\w/^]|:\d)")
_SENTENCE_BREAK = re.compile(r"[.!?。！？\n](?![\d])")  # a decimal point ("0.30000000000000004") ends none
_CLAUSE_BREAK = re.compile(r"[.;!?。！？()\n—–]")
_ADOPTED = compile_words(ADOPTED)
_ADOPTED_WORDS = LiteralFilter([_ADOPTED])  # searched only where the tail holds one of its words
_ADDED_TOO = re.compile(
    r"(?i)\((?:" + "|".join(rf"(?:{a})[ \t]+[$]?(-?\d+(?:[.,]\d+)?)[$]?[ \t]+(?:{b})" for a, b in ADDED_TOO.values())
    + r")[ \t]*[,;.!)]")  # the aside's words end there: "(and 2 also divides 10)" adds no value
_NEGATED = re.compile(r"(?i)(?<![^\W\d_])(?:not|never|no|n't|pas|nicht|kein\w*|no|não|non|не|nie|niet)(?![^\W\d_])")


# A word of estimate used as a preposition of what is said ("no doubt about it", "sure about this", "autour de ça"): no
# estimate of the value.
_PREPOSITION_OF = re.compile(r"(?i)[ \t]+(?:it|this|that|these|those|them|the|my|our|which|what|how|ça|cela|ceci)(?![^\W\d_])")


def _estimate_word(sentence: str) -> bool:
    """Whether ``sentence`` holds a word of estimate that is no preposition of what is said."""
    return any(not _PREPOSITION_OF.match(sentence, m.end()) for m in _APPROXIMATE.finditer(sentence))


# A value assigned to a one-letter name that ends its clause ("x = 7)", "x = 7,", "x = 7$"); no term ("2x = 12") and no
# step of a chain ("y = 2x = 12").
_NAME_ASSIGNED = re.compile(
    r"(?<![\w\\=])(?<!=[ \t])([A-Za-z])[ \t]*=[ \t]*(-?\d+(?:\.\d+)?)(?=[ \t]*(?:[),;$]|\\right|\\quad|\.(?!\d)|$))")


def _asked_name_again_in_line(reading: Reading) -> str | None:
    """A value given by name to the unknown the question asks, later in the answer's own line ("$$x = \\boxed{6} \\quad
    \\text{(if the equation were } 2x+7=21, x = 7)$$"): a second answer on that line, whatever condition it stands
    under; a value said to be rejected ("x = -6, is extraneous") or equal to the answer is none."""
    line = reading.after.split("\n", 1)[0]
    if "=" not in line:
        return None
    asked = asked_names(reading.prompt)
    if len(asked) != 1:
        return None
    (name, subscript), = asked
    answer = parse_number(reading.answer.rsplit("=", 1)[-1].strip())
    for m in _NAME_ASSIGNED.finditer(line):
        if (m.group(1) == name and not subscript and parse_number(m.group(2)) != answer
                and not REJECTED_AFTER.match(line, m.end())):
            return m.group().strip()
    return None


def said_after(reading: Reading, gold: str) -> tuple[str, str] | None:
    """``(reason, what was seen)`` when the text after the final commitment takes it back, else ``None``;
    also ``qualified`` when the commitment's own sentence calls its answer an estimate ("Answer: approx. 15")."""
    start, end = reading.at
    region = (reading.visible or "")[max(start, 0) : end] if start >= 0 else ""
    if region and _given_as_estimate(region, reading.answer or "", reading.prompt) and not reading.estimate_asked:
        return "qualified", f"the answer is given as an estimate: {region.strip()!r}"
    label = _tentative(reading) if reading.answer is not None else None
    if label is not None:  # "withdrawn … pending further review": the withdrawal is what the sentence does
        withdrawal = WITHDRAWS_ANSWER.search(reading.after[:_TENTATIVE_REACH])
        if withdrawal is not None:
            return "withdrawn", f"the answer is withdrawn after it: {withdrawal.group()!r}"
        return "qualified", f"the answer is marked tentative: {label!r}"
    declined = _declined_in_own_sentence(reading)
    if declined is not None:
        return "withdrawn", f"the answer's own sentence declines it: {declined!r}"
    tail = reading.after
    if not tail.strip() or reading.answer is None:
        return None
    restated = restatement_fault(reading)
    if restated is not None:
        return "value_after", f"the answer said again is another quantity: {restated}"
    again = _asked_name_again_in_line(reading)
    if again is not None:
        return "value_after", f"the answer's own line gives the unknown asked another value: {again!r}"
    adopted = _adopted(tail, reading.answer.rsplit("=", 1)[-1].strip())
    if adopted is not None:
        return "value_after", f"the text after the answer adopts {adopted} in its place"
    against = _contrasted(tail, reading.answer.rsplit("=", 1)[-1].strip(), reading.prompt)
    if against is not None:
        return "hedged", f"a value is offered against the answer after it: {against!r}"
    possible = _also_possible(tail, reading.answer.rsplit("=", 1)[-1].strip())
    if possible is not None:
        return "hedged", f"another value is called possible after the answer: {possible!r}"
    accepted = _both_accepted(tail, reading.answer.rsplit("=", 1)[-1].strip())
    if accepted is not None:
        return "hedged", f"another value is accepted beside the answer after it: {accepted!r}"
    sentences = [s.group() for s in _SENTENCE.finditer(tail) if s.group().strip(" \t.!?。")]
    first = sentences[0] if sentences else ""
    if not reading.estimate_asked:
        if (_opens_clause(tail) and _estimate_word(ASIDE.sub(" ", first)) and not NUMBER_IN_TEXT.search(first)
                and not says_answer_in_another_unit(first, parse_number(reading.answer), reading.prompt, reading.answer)):
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
        if ((short and judged or WITHDRAWS_ANSWER.search(sentence)) and all(_same(n, reading.answer.rsplit("=", 1)[-1].strip()) for n in numbers)
                and not denied_next(tail, tail.find(sentence) + len(sentence), reading.answer.rsplit("=", 1)[-1].strip())):
            return "withdrawn", f"the answer is judged wrong after it: {sentence.strip()!r}"
        replacing = _value_in_its_place(sentence, judged, reading.answer.rsplit("=", 1)[-1].strip()) if short and judged else None
        if replacing is not None:
            return "value_after", f"the answer is judged wrong and {replacing} given in its place: {sentence.strip()!r}"
    other = _concluded_value(tail, reading.answer, reading.prompt)
    if other is not None:
        return "value_after", f"the text after the answer concludes {other}"
    return None


def _adopted(tail: str, value: str) -> str | None:
    """Another value after the answer that the words after it adopt ("(≈ 6.7, which is what I'd actually put down.)",
    "(Python says 0.30000000000000004, and I trust Python more, so use that.)"), or that an aside adds beside it with
    words for "and" and "too" ("(and $-7$ too, to be safe)"): the answer is not the value committed to alone."""
    added = _ADDED_TOO.search(tail) if "(" in tail else None
    number = next((g for g in added.groups() if g is not None), None) if added is not None else None
    if number is not None and not _same(number, value):
        return number
    for m in _ADOPTED.finditer(tail) if _ADOPTED_WORDS.candidates(tail) else ():
        start = max((b.end() for b in _SENTENCE_BREAK.finditer(tail, 0, m.start())), default=0)
        numbers = [n for n in NUMBER_IN_TEXT.finditer(tail, start, m.start())
                   if not _OPERATOR_AFTER.match(tail, n.end()) and not _OPERATOR_BEFORE.search(tail[max(0, n.start() - 8) : n.start()])]
        if numbers and not _same(numbers[-1].group().strip(), value):
            return numbers[-1].group().strip()
    return None


# The words before a judgement of wrongness that leave it the answer's ("Ay mali pala", "Stai, am greșit", "Oops, that's
# wrong"): a few, naming no other thing judged, by an article, a number or an option's letter ("the wrong endpoints").
_MAX_JUDGED_OPENING = 3
_NAMED_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:the|a|an|this|these)[ \t]+(?:[^\W\d_]+[ \t]+)?$|\d|(?<![^\W\d_])(?-i:[A-H])(?![^\W\d_])")
# A judgement under a condition ("If that's wrong, it's 9."): a fallback the answer is offered with, not a verdict on it.
_CONDITION_OPENS = re.compile(r"(?i)(?<![^\W\d_])(?:if|in[ \t]+case|si|wenn|falls|если|jeśli|jeżeli|indien|eğer|jika|kalau|nếu)"
                              r"(?![^\W\d_])|如果|假如|要是|もし")


def _value_in_its_place(sentence: str, judged: re.Match, value: str) -> str | None:
    """The value a short sentence that judges the answer wrong names after its judgement ("Ay mali pala, 12 dapat.",
    "Stai, am greșit ciclul — restul este 4.", "Sai rồi, 12 mới đúng."): the answer withdrawn for another. A judgement
    negated before it ("nothing wrong"), the answer's own value, an operand of working and a value the sentence
    rejects ("12 is not a solution") put nothing in its place."""
    opening = sentence[: judged.start()]
    if (_NEGATED.search(opening[-12:]) or len(opening.split()) > _MAX_JUDGED_OPENING or _NAMED_BEFORE.search(opening)
            or _CONDITION_OPENS.search(opening)):
        return None  # "nothing wrong", "C is wrong because …", "the wrong endpoints": another thing judged
    for m in NUMBER_IN_TEXT.finditer(sentence, judged.end()):
        number = m.group().strip()
        if _same(number, value) or _OPERATOR_BEFORE.search(sentence[max(0, m.start() - 8) : m.start()]):
            continue
        if _OPERATOR_AFTER.match(sentence, m.end()) or REJECTED_AFTER.match(sentence, m.end()):
            continue
        if other_answer_before(sentence[: m.start()]):
            return None  # "A common wrong answer is 24": a wrong answer named, not put in the answer's place
        return number
    return None


def _declined_in_own_sentence(reading: Reading) -> str | None:
    """A withdrawal whose object is the value itself, right before it in its own sentence ("I'd rather not commit to
    260 given ...", "I no longer stand behind the figure 35"): the value is named only to be declined."""
    start = reading.at[0]
    if start < 0 or reading.answer is None:
        return None
    visible = reading.visible or ""
    head = visible[max(visible.rfind("\n", 0, start), *(visible.rfind(p, 0, start) for p in ".!?。！？")) + 1 : start]
    for m in WITHDRAWS_ANSWER.finditer(head):
        if not any(c.isdigit() for c in head[m.end() :]) and len(head) - m.end() <= _DECLINED_TO_VALUE:
            return m.group()
    return None


def _tentative(reading: Reading) -> str | None:
    """A label of tentativeness on the commitment's line or a promise to revise right after it ("Final answer
    (tentative): 14 — I may revise this"), unless the prompt uses the word."""
    start, end = reading.at
    line = reading.visible[reading.visible.rfind("\n", 0, start) + 1 : end] if start >= 0 else ""
    found = tentative(reading.after[:_TENTATIVE_REACH], line)
    return found if found is not None and found.lower() not in reading.prompt.lower() else None


def _contrasted(tail: str, value: str, prompt: str) -> str | None:
    """A number after the answer in a clause that a conjunction of contrast opens ("18 ლარი. თუმცა, შეიძლება 27 იყოს.",
    "\\boxed{18}, but maybe 27"), in any language the table lists: another value offered against the answer. The
    answer's own value, an operand of working, and a number of the prompt named with the prompt's word after it
    ("but 16 glasses cost more") offer nothing."""
    prompt_words, given = None, set()
    for m in CONTRAST.finditer(tail):
        before = tail[: m.start()]
        head = before[max(before.rfind("\n"), *(before.rfind(p) for p in ".!?。！？")) + 1 :].strip(" \t*_>#")
        if head and head[-1] not in ",;:—–(（，；：":
            continue  # "12 men and 5 women": no clause opened
        clause = _SENTENCE.match(tail, m.end())
        parts = _parts_said(clause.group(), value) if clause is not None else set()
        for n in NUMBER_IN_TEXT.finditer(clause.group() if clause is not None else ""):
            number, text = n.group().strip(), clause.group()
            if (_same(number, value) or answer_key(number) in parts or _OPERATOR_BEFORE.search(text[max(0, n.start() - 8) : n.start()])
                    or _OPERATOR_AFTER.match(tail, m.end() + n.end())):  # read past the clause: "$3! = 6$" ends none
                continue
            if prompt_words is None:
                prompt_words = {w.lower() for w in text_words(prompt)}
                given = {answer_key(g.group().strip()) for g in NUMBER_IN_TEXT.finditer(prompt)}
            following = text_words(text[n.end() : n.end() + 30])[:1]
            if answer_key(number) in given and following and following[0].lower() in prompt_words:
                continue
            if concluded_again(tail, m.end() + n.end(), value):
                continue  # "but I first wrote 7, which would give 105... no, 8. So the area stays 120": set aside
            return (m.group() + text[: n.end()]).strip()
    return None


_UNSPACED = re.compile(r"[\s$]+")
_DIGITS = re.compile(r"\d+(?:\.\d+)?")


def _parts_said(clause: str, value: str) -> set[str]:
    """The numbers of the answer as written (45 of "45\\pi", 11 and 12 of "11/12") where ``clause`` says the answer again
    ("but the exact form $45\\pi$ is what's asked for", "tetapi bentuk pecahan 11/12 sudah paling sederhana karena 11
    prima"): its parts, no other value; none where the clause does not say it."""
    written = _UNSPACED.sub("", value)
    numbers = {answer_key(d) for d in _DIGITS.findall(value)}
    said = written in _UNSPACED.sub("", clause) or any(
        _same(n.group().strip(), value) for n in NUMBER_IN_TEXT.finditer(clause))
    return numbers if said and len(written) > 1 and ALTERNATIVES.search(clause) is None else set()  # "but 1/2, or 2" offers 2


def _also_possible(tail: str, value: str) -> str | None:
    """Another value said after the answer to be possible or to work as well, in any language the table lists ("(I may
    have dropped a sign; 2 is also possible.)", "it could also be 2"): a second value offered beside it. The answer's
    own value, an operand of working ("3 + 3 also works"), and a value denied ("2 is not possible too") offer nothing."""
    for m in _ALSO_POSSIBLE.finditer(tail):
        start = max((b.end() for b in _CLAUSE_BREAK.finditer(tail, 0, m.start())), default=0)
        before, after = tail[start : m.start()], _POSSIBLE_OBJECT.match(tail, m.end())
        if _NEGATED.search(before) or _NEGATED.search(tail, m.end(), m.end() + 12):
            continue
        found = _POSSIBLE_SUBJECT.search(before)
        for number, text, at in ((found, before, found.start(1)) if found else (None, "", 0),
                                 (after, tail, after.start(1)) if after else (None, "", 0)):
            if number is None or _same(number.group(1), value):
                continue
            if (_OPERATOR_BEFORE.search(text[max(0, at - 8) : at]) and not text[:at].rstrip(" \t$").endswith("=")
                    or _OPERATOR_AFTER.match(text, number.end(1))):
                continue  # "3 + 3 also works", "also correct: 2 + 4 = 6": working, not a value
            return tail[start + number.start(1) : m.end()] if text is before else tail[m.start() : number.end()]
    return None


# Words that accept two values, or either of them, as right ("both are fine", "either is correct", "les deux sont
# corrects", "beide sind richtig", "ambas son válidas", "оба верны", "两个都对"), one line per language.
_BOTH_ACCEPTED = re.compile("(?i)(?<![^\\W\\d_])(?:" + "|".join((
    r"both(?:[ \t]+(?:answers|forms|values|results|ways|versions|of[ \t]+them))?[ \t]+(?:are|is|would[ \t]+be|work|count)[ \t]+(?:\w+[ \t]+)?"
    r"(?:fine|correct|acceptable|valid|ok|okay|right|accepted|good|equivalent)|either(?:[ \t]+(?:one|answer|form|value|way))?[ \t]+"
    r"(?:is|works|would[ \t]+be|counts)(?:[ \t]+(?:fine|correct|acceptable|valid|ok|okay|right|accepted))?",  # en
    r"les[ \t]+(?:deux|2)[ \t]+(?:sont|se[ \t]+valent|conviennent|marchent)|l'une?[ \t]+ou[ \t]+l'autre[ \t]+(?:convient|est[ \t]+correct)",  # fr
    r"beide[ \t]+(?:sind|gelten|gehen|passen|stimmen)|beides[ \t]+(?:ist|geht|stimmt)",  # de
    r"(?:ambas|ambos|las[ \t]+(?:dos|2)|los[ \t]+(?:dos|2))[ \t]+(?:son|están|valen|sirven)|(?:as[ \t]+(?:duas|2)|os[ \t]+(?:dois|2)|ambas|ambos)[ \t]+(?:são|estão|valem|servem)",  # es pt
    r"(?:entrambe|entrambi|tutte[ \t]+e[ \t]+(?:due|2)|tutti[ \t]+e[ \t]+(?:due|2))[ \t]+(?:sono|vanno)|(?:beide|allebei)[ \t]+(?:zijn|kloppen)",  # it nl
    r"(?:оба|обе)[ \t]+(?:верны|правильны|подходят|допустимы|годятся|варианта[ \t]+(?:верны|правильны))",  # ru
)) + r")(?![^\W\d_])|(?:两|兩|2)(?:个|個|种|種)都|都对|都對|都正确|都正確|都可以|均可|どちらでも|どちらも正解|両方とも正解")
_BOTH_ACCEPTED_WORDS = LiteralFilter([_BOTH_ACCEPTED])  # searched only where the tail holds one of its words
# A value the accepting sentence names: a math span or a number.
_ACCEPTED_VALUE = re.compile(r"\$([^$\n]{1,60})\$|(?<![\w.])(-?\d+(?:\.\d+)?(?:[ \t]?\\?pi|π)?)(?![\w.])")
_MAX_ACCEPTING_REACH = 300


def _both_accepted(tail: str, value: str) -> str | None:
    """A value named in the sentence (or the aside) that accepts both or either as right, or in the sentence before it,
    that is not the answer's value ("(Some texts use the diameter directly, $100\\pi$ — both are fine.)" after
    $25\\pi$): a second value accepted beside the answer. The answer's own value written otherwise ("$10\\pi \\approx 31.4$
    — both are fine") accepts nothing new."""
    found = _BOTH_ACCEPTED_WORDS.search(tail[:4000])
    if found is None:
        return None
    start = max((b.end() for b in _SENTENCE_END.finditer(tail, max(0, found.start() - _MAX_ACCEPTING_REACH), found.start())), default=0)
    sentence = tail[start : found.start()]
    if not _ACCEPTED_VALUE.search(sentence):  # "Some texts give 100π. Both are fine.": the value in the sentence before
        start = max((b.end() for b in _SENTENCE_END.finditer(tail, max(0, start - _MAX_ACCEPTING_REACH), max(0, start - 1))), default=0)
        sentence = tail[start : found.start()]
    exact = closed_form_value(value)
    for m in _ACCEPTED_VALUE.finditer(sentence):
        said = (m.group(1) or m.group(2)).strip()
        if not _same(said, value) and not _near(closed_form_value(said.split("\\approx")[-1].split("≈")[-1]), exact, said):
            return said
    return None


_SENTENCE_END = re.compile(r"[.!?。！？](?=[ \t\n)]|$)|\n")


def _near(said: float | None, exact: float | None, text: str) -> bool:
    """Whether a value read as a float agrees with the answer's to the places ``text`` shows ("31.4" for 10π)."""
    if said is None or exact is None:
        return False
    places = len(text.rsplit(".", 1)[1]) if "." in text and text.rsplit(".", 1)[1].isdigit() else 0
    return abs(said - exact) <= 0.5 * 10 ** -places + 1e-9 * max(1.0, abs(exact))


def concluded_again(tail: str, at: int, value: str) -> bool:
    """Whether the tail, after ``at``, concludes the answer's value again as its last value ("So the area stays 120"):
    a value offered before it is set aside."""
    numbers = [n for n in NUMBER_IN_TEXT.finditer(tail, at) if not counts_methods(tail, n.end())]  # "All 3 methods agree."
    if not numbers or not _same(numbers[-1].group().strip(), value):
        return False
    return CONCLUDES.search(tail, at, numbers[-1].start()) is not None


def corrected_reading(reading: Reading) -> Reading:
    """The reading committed to the corrected answer, where the text after the answer opens by judging it wrong and
    ends by naming the answer anew, in any language of the tables ("उत्तर: 75" then "रुको, यह गलत है। 175 + 65 = 240,
    इसलिए सही उत्तर 65 है।"; "پاسخ: 8" then "اشتباه کردم: 8 × 9 = 72، پس پاسخ 9 است."): the last value stated is the
    answer, as a later answer marker is in the languages :mod:`~reward_plugins.math.extract` reads."""
    after, answer = reading.after, reading.answer
    if not answer or reading.at[1] < 0:
        return reading
    if REJECTED_AFTER.match(reading.visible, reading.at[1]):
        return _before_rejection(reading)
    first = next((m for m in SENTENCE.finditer(after) if m.group().strip()), None)
    if first is not None and first.start() == 0 and not (WRONG.search(first.group()) or MISTAKE.search(first.group())):
        first = next((m for m in SENTENCE.finditer(after, first.end()) if m.group().strip()), None)  # past the answer's unit
    if first is None:
        return reading
    opening = first.group().split(":", 1)[0].split("：", 1)[0]
    judged = WRONG.search(opening) or MISTAKE.search(opening)
    if judged is None or NUMBER_IN_TEXT.search(opening) or len(opening.split()) > _MAX_OPENING_WORDS:
        return reading
    start = first.start() + len(opening)
    numbers = list(NUMBER_IN_TEXT.finditer(after, start))
    if not numbers:
        return reading
    last = numbers[-1]
    rest = after[last.end() :]
    noun = [m for m in _ANSWER_NOUN.finditer(after, start, last.start()) if last.start() - m.end() <= _NOUN_TO_VALUE]
    if not noun or len(text_words(rest)) > _MAX_WORDS_AFTER_CORRECTION or any(c.isdigit() for c in rest):
        return reading
    if NUMBER_IN_TEXT.search(after, noun[-1].end(), last.start()):
        return reading  # "सही उत्तर 65 या 75": the answer named anew is no single value
    value, at = last.group().strip(), reading.at[1] + last.start() + (len(last.group()) - len(last.group().lstrip()))
    if reading.visible[at : at + len(value)] != value:
        return reading  # a footnote's text, read after the answer but placed elsewhere
    return replace(reading, answer=value, values=(value,), form=form_class(value), at=(at, at + len(value)), after=rest,
                   as_written=value + rest[:24])


def _before_rejection(reading: Reading) -> Reading:
    """The reading committed to the answer before the line that rejects the value read as the answer ("The ball hits
    the ground after **5 seconds**." then "$t = -1$ is rejected, since time cannot be negative."): a value the text
    rejects as it writes it is a root discarded, not the answer. Where nothing is committed before it, the rejection
    stands, and is judged as what follows the answer (``withdrawn``)."""
    line = reading.visible.rfind("\n", 0, reading.at[0]) + 1
    answer, start, end = final_commitment(reading.visible[:line], "auto") if line > 0 else (None, -1, -1)
    if not answer or start < 0 or "," in answer:
        return reading
    return replace(reading, answer=answer, values=(answer,), form=form_class(answer), at=(start, end),
                   after=reading.visible[end:], as_written=reading.visible[start : end + 24].split("\n", 1)[0])


def exact_reading(reading: Reading) -> Reading:
    """The reading with its answer's exact value alone, where the answer says it is exact ("딱 35개": exactly 35) or
    writes the exact value first and its decimal approximation after it ("$9\\pi \\approx 28.27$", "1/3 ≈ 0.33"): the
    approximation of the value committed to is a note on it, and no part of the commitment. An approximation that
    does not match the value ("9\\pi \\approx 30.5") is left, and judged as a second value."""
    answer = reading.answer
    if not answer or reading.estimate_asked:
        return reading
    opening = _EXACT_OPENING.match(answer)
    if opening is not None and exact_word(opening.group(1)):
        answer = answer[opening.end() :]
        return replace(reading, answer=answer, values=(answer,), form=form_class(answer))
    exact = exact_before_approximation(answer)
    if exact is None:
        return reading
    start, end = reading.at
    sign = list(_APPROX_SIGN.finditer(reading.visible, max(start, 0), end)) if start >= 0 else []
    at = (start, sign[-1].start()) if sign else reading.at  # the approximation is neither the answer nor what follows it
    return replace(reading, answer=exact, values=(exact,), form=form_class(exact), at=at)


def _given_as_estimate(region: str, answer: str, prompt: str) -> bool:
    """Whether the answer's own region calls it an estimate: a word of approximation before its value, or after it
    ("Antwoord: 42 ongeveer", "42 قلمًا تقريبًا", "108 TL civarı"); past the value, a word the prompt itself uses is the
    prompt's noun in its language ("Đáp số: 80 quả cam" for "… bao nhiêu quả cam?": Vietnamese oranges, not Romanian
    "cam", about)."""
    if not _APPROXIMATE_WORDS.search(_without(region, answer)):
        return False
    number = NUMBER_IN_TEXT.match(answer) if answer else None
    at = region.find(answer) if number is not None else -1
    if at < 0 or _APPROXIMATE.search(region, 0, at) is not None:
        return True
    past = answer[number.end() :] + region[at + len(answer) :]
    return any(not prompt_uses(prompt, m.group()) for m in _APPROXIMATE.finditer(past))


def prompt_uses(prompt: str, word: str) -> bool:
    """Whether ``word`` stands as a word of its own in ``prompt``, case aside."""
    return word.lower() in prompt.lower() and re.search(r"(?i)(?<![^\W\d_])" + re.escape(word) + r"(?![^\W\d_])", prompt) is not None


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
            near = _CLOSE_TO_ANSWER.search(tail, max(0, m.start() - 80), m.start())
            if near is not None and _within_a_hundredth(near.group(1), value):
                continue  # "sin(0.03)/0.01 = 2.9996, which is very close to 3": a value computed near the answer, the answer exact
            if _worked_from_rounded(tail, m):
                continue  # "√2 ≈ 1,4142 és √8 ≈ 2,8284, szorzatuk ≈ 4,0000": a check's result from rounded values, to its places
            return tail[max(0, m.start() - 40) : m.end() + 20]
    return None


# A decimal that shows its places ("4,0000", "4.00"), and a value given rounded ("≈ 1,4142").
_PLACES_SHOWN = re.compile(r"[-−]?\d+[.,]\d+")
_ROUNDED_VALUE = re.compile(r"(?:≈|≃|\\approx|\\simeq)[ \t$]*[-−]?\d")


def _worked_from_rounded(tail: str, m: re.Match) -> bool:
    """Whether the value at ``m``, written to places it shows, ends a computation on its line from values rounded before
    it ("Ellenőrzés: √2 ≈ 1,4142 és √8 ≈ 2,8284, szorzatuk ≈ 4,0000."): the sign before it says its operands were
    rounded, and the value agrees with the answer to every place it shows, no estimate of the answer."""
    line = tail.rfind("\n", 0, m.start()) + 1
    return _PLACES_SHOWN.fullmatch(m.group().strip()) is not None and _ROUNDED_VALUE.search(tail, line, m.start()) is not None


def _within_a_hundredth(text: str, value: str) -> bool:
    """Whether ``text`` is within one hundredth of ``value``'s size of it (2.9996 of 3)."""
    x, y = parse_number(text), parse_number(value)
    return x is not None and y is not None and x.percent == y.percent and abs(x.value - y.value) * 100 <= abs(y.value)


# A computed value said to be close to the answer right after it ("= 2.9996, which is very close to 3", "= 2.9996, sehr nahe
# an 3", "= 2,9996, très proche de 3"): the estimate is the computed value's, not the answer's.
_CLOSE_TO_ANSWER = re.compile(
    r"(?i)(\d[\d.,]*\d|\d)[ \t$]*,?[ \t]*(?:(?:which|that|this|it)(?:'s|[ \t]+is)[ \t]+|—[ \t]*|–[ \t]*)?(?:(?:very|really|quite|extremely|sehr|très|muy|molto|очень)[ \t]+)?"
    r"(?:close[ \t]+to|near(?:[ \t]+to)?|nahe[ \t]+(?:an|bei)|proche[ \t]+de|cerca[ \t]+de|vicino[ \t]+a|близко[ \t]+к)[ \t$]*$")


def denied_next(tail: str, at: int, value: str) -> bool:
    """Whether the sentence after ``at`` opens with "no" and commits to the answer's value alone ("Wait, I made a mistake
    somewhere… no, in fact it is 9: 27 ÷ 3 = 9."): the doubt is taken back at once, the answer kept."""
    following = _SENTENCE.match(tail, at)
    if following is None or not OPENS_WITH_NO.match(following.group()):
        return False
    stated = committed_values(following.group())
    return bool(stated) and all(_same(v, value) for v, _ in stated)


def _opens_clause(tail: str) -> bool:
    """Whether the qualifier belongs to the answer: right after it, before any new sentence."""
    return not re.match(r"[ \t]*[.!?。]\s+\S", tail) or bool(re.match(r"[ \t]*[.!?。]?[ \t]*\(", tail))


# A conclusion that opens on a negation right before its one value ("so not −14", "jadi bukan −14", "donc pas −14").
_NEGATED_OPENING = re.compile(r"(?i)[ \t,:]*(?:not|nicht|pas|non|no|nie|niet|не|bukan|tidak|không|değil)[ \t]+(?:\$|\\\(|\\boxed\{)*[ \t]*[-−]?\d")


def _concluded_value(tail: str, answer: str, prompt: str = "") -> str | None:
    """A value the tail concludes (after "so", "thus", "the total is", ...) that is not the answer:
    when the tail never states the answer, or when it is no number of the prompt either (a check
    that substitutes the answer arrives at the prompt's numbers: "so 2(7) + 3 = 17")."""
    value = answer.rsplit("=", 1)[-1].strip()
    mentioned = _mentions(tail, value)
    given = {answer_key(m.group().strip()) for m in NUMBER_IN_TEXT.finditer(prompt)}
    tail = ASIDE.sub(" ", tail)
    for m in CONCLUDES.finditer(tail):
        if other_answer_before(tail[max(0, m.end() - 120) : m.end()]):
            continue  # "A common wrong answer is 24": an answer named, not concluded
        if _totals_before(tail[max(0, m.start() - 60) : m.end()], value):
            continue  # "72 clips in total across the 2 months": the word totals the answer before it, the words after it say of what
        clause = _SENTENCE.match(tail, m.end())
        stated = committed_values(clause.group()) if clause is not None else []
        numbers = list(NUMBER_IN_TEXT.finditer(clause.group())) if clause is not None else []
        if not stated and numbers and _estimate_of_another(clause.group(), numbers[0], value):
            return numbers[0].group().strip()  # "= 0.375, so about 0.35": an estimate that no rounding of the answer gives
        if not stated or any(_same(v, value) for v, _ in stated) or (numbers and _same(numbers[-1].group().strip(), value)):
            continue  # the clause arrives at the answer too ("2^4 = 16 ≡ 2")
        if numbers and REJECTED_AFTER.match(clause.group(), numbers[-1].end()):
            continue  # the value it reaches is rejected ("so 6 is not a solution"), no conclusion
        if numbers and _NEGATED_OPENING.match(clause.group()) and len(numbers) == 1:
            continue  # "so not −14", "jadi bukan −14", "also nicht −14": the value the conclusion rules out
        if numbers and mistake_named_before(tail[max(0, m.start() - 120) : clause.start() + numbers[0].start()]):
            continue  # "so it is not counted — a frequent mistake that would give 11": a mistake's value, set aside
        if (answer_key(stated[0][0]) in given and _CHECK.search(tail, max(0, m.start() - 120), clause.end())
                and not _names_the_asked(clause.group(), prompt)):
            continue  # "substituting gives 45": a check arrives at the equation's own side, no answer
        if _operated_on(clause.group(), stated[0][0]):
            continue
        if answer_share(stated[0][0], value, prompt):
            continue  # "So the girls' share is 4/7." after 16 of 28 pupils: the answer's share of a given, derived from it
        if rest_of_share(stated[0][0], value):
            continue  # "So the jacket costs three quarters of its price." after a 25% discount: the rest of the whole
        if _odds_of_answer(clause.group(), value):
            continue  # "so roughly a 1 in 7.5 chance" after 2/15: the answer's chance said as odds
        if all(_same(n.group().strip(), value) or answer_in_another_unit(clause.group(), n, parse_number(value), prompt, answer)
               for n in numbers):
            continue  # "Das sind also zweieinhalb Stunden." after "150 Minuten": the answer said again in other units, no value
        if _given_to_another(tail, clause, stated[0][0], prompt):
            continue  # "Su perímetro sería entonces 2(8 + 6) = 28 cm": another quantity's value, a related fact
        if answer_share(stated[0][0], value, prompt):
            continue  # "So the girls' share is 4/7." after 16 of 28 pupils: the answer's share of a given, derived from it
        if _CHECK.search(tail, max(0, m.start() - 120), m.start()) and (
                _check_ends_at(tail, m.end(), value) or _check_arrives_at_given(tail, m.start(), value, given)):
            continue  # "Let me verify: ... so {a, b} = {2, 5}. Then 2^3 + 5^3 = 133 ✓": a step of a check that arrives at the answer
        if _CHECK.search(tail, max(0, m.start() - 120), m.start()) and _cross_check_from_answer(tail, m.start(), value, stated[0][0]):
            continue  # "Cross-check: … so 900 − 648 = 252 have a repeated digit. Directly: 9 + 243 = 252 ✓": worked from the answer, agreed
        if not mentioned or answer_key(stated[0][0]) not in given:
            return stated[0][0]
    return None


# At most this many words between a conclusion's word of approximation and its number ("so roughly about 0.35").
_MAX_WORDS_BEFORE_ESTIMATE = 3


def _estimate_of_another(clause: str, number: re.Match, value: str) -> bool:
    """Whether the clause a conclusion opens gives an estimate, a word of approximation right before its first number,
    of a value that no rounding of the answer reaches ("so about 0.35" after 0.375; "so about 0.38" rounds it)."""
    before = clause[: number.start()]
    if len(before.split()) > _MAX_WORDS_BEFORE_ESTIMATE or not _APPROXIMATE.search(before):
        return False
    said, exact = parse_number(number.group().strip()), parse_number(value)
    if said is None or exact is None or said.percent != exact.percent:
        return False
    return not rounds_to(number.group().strip(), said.value, exact.value)


def _given_to_another(tail: str, clause: re.Match, stated: str, prompt: str) -> bool:
    """Whether the sentence of ``clause`` gives the value it concludes to another quantity than the one asked, in the
    clause of that value (:func:`~reward_plugins.math.quantities.given_to_another`), naming no answer ("the next one,
    216, would be the answer if …" offers it)."""
    number = next((n for n in NUMBER_IN_TEXT.finditer(clause.group()) if _same(n.group().strip(), stated)), None)
    if number is None or not prompt:
        return False
    start = max(tail.rfind(c, 0, clause.start()) for c in ".!?\n。") + 1
    sentence = tail[start : clause.end()]
    at = clause.start() + number.start() - start
    return _ANSWER_NOUN.search(sentence) is None and given_to_another(prompt, sentence, at, at + len(number.group()))


# A word that totals the value before it ("72 clips in total", "72 in all", "72 altogether"), ending the text given.
_TOTALS_AFTER = re.compile(r"(?i)(?<![^\W\d_])(?:in[ \t]+total|in[ \t]all|altogether|total)$")


def _totals_before(text: str, value: str) -> bool:
    """Whether ``text`` ends in a word that totals the value right before it, by at most a noun or two between
    ("sold 72 clips in total"): the sentence's conclusion is that value."""
    total = _TOTALS_AFTER.search(text)
    if total is None:
        return False
    before = list(NUMBER_IN_TEXT.finditer(text, 0, total.start()))
    return bool(before) and _same(before[-1].group().strip(), value) and len(text_words(text[before[-1].end() : total.start()])) <= 2


def rest_of_share(said: str, answer: str) -> bool:
    """Whether ``said`` and the answer are both shares (a percent or a fraction) that make up one whole together (3/4 after
    25%): what is left of the whole the answer takes a share of, fixed by the answer, no second value for it."""
    share, own = parse_number(said), parse_number(answer)
    if share is None or own is None or not (share.percent or "/" in said or "frac" in said) or not (own.percent or "/" in answer or "frac" in answer):
        return False
    return (share.value / 100 if share.percent else share.value) + (own.value / 100 if own.percent else own.value) == 1


def answer_share(said: str, answer: str, prompt: str) -> bool:
    """Whether ``said`` is a fraction or a percentage that is exactly the answer's share of a number the prompt gives
    ("A lányok aránya tehát 4/7." after 16 of 28 pupils, "so that is 40% of the class" after 14 of 35): a value derived
    from the answer, no second one for it. A share of no given is judged as any value is."""
    share, whole = parse_number(said), parse_number(answer)
    if share is None or whole is None or whole.value == 0 or not (share.percent or "/" in said):
        return False
    part = share.value / 100 if share.percent else share.value
    givens = (parse_number(g.group().strip()) for g in NUMBER_IN_TEXT.finditer(prompt))
    return any(g is not None and g.value != 0 and not g.percent and whole.value / g.value == part for g in givens)


def _operated_on(clause: str, number: str) -> bool:
    """Whether the first place ``number`` stands in ``clause`` follows a verb of an operation ("we tripled 11"): the
    value the working started from, not one the clause concludes."""
    first = re.search(r"(?<![\d.,])" + re.escape(number) + r"(?![\d])", clause)
    return first is not None and _OPERATED_ON.search(clause, max(0, first.start() - 40), first.start()) is not None


# Words of a question that name no quantity: the asked quantity is named by the others ("How much did she earn?": earn).
_QUESTION_WORDS = frozenset("""what which much many does have that this with from will would could should there their
they them were your long give find show total value number""".split())
_MIN_ASKED_WORD = 4


def _names_the_asked(clause: str, prompt: str) -> bool:
    """Whether a clause a check concludes names the quantity the prompt's question asks, by a word of the question or its
    inflection ("so she earned $12" for "How much did she earn?"): the check states the answer anew, not a given."""
    question = prompt.rstrip()
    question = question[max(question.rfind(p, 0, len(question) - 1) for p in ".!?\n") + 1 :]
    asked = {w.lower() for w in text_words(question) if len(w) >= _MIN_ASKED_WORD} - _QUESTION_WORDS
    return any(w.lower()[: len(a)] == a and len(w) - len(a) <= 3 for w in text_words(clause) for a in asked)


def _check_ends_at(tail: str, at: int, value: str) -> bool:
    """Whether the paragraph of ``tail`` from ``at`` (up to a blank line) ends on the answer's value: a check whose
    steps arrive at the answer."""
    end = tail.find("\n\n", at)
    numbers = list(NUMBER_IN_TEXT.finditer(tail, at, end if end >= 0 else len(tail)))
    return bool(numbers) and _same(numbers[-1].group().strip(), value)


def _check_arrives_at_given(tail: str, at: int, value: str, given: set[str]) -> bool:
    """Whether the paragraph of ``tail`` around ``at`` starts from the answer's value and ends on a number of the prompt:
    a check that runs the answer forward to what the prompt gives ("Check: 18 → sells 6 → 12 → … → 5 left. ✓" for
    "… has 5 left, how many did she start with?")."""
    start, end = tail.rfind("\n\n", 0, at) + 1, tail.find("\n\n", at)
    numbers = list(NUMBER_IN_TEXT.finditer(tail, start, end if end >= 0 else len(tail)))
    return (len(numbers) > 1 and _same(numbers[0].group().strip(), value)
            and answer_key(numbers[-1].group().strip()) in given)


_TICK_AT_END = re.compile(r"[✓✔☑✅][ \t.!$*_)\ufe0f]*$")
# What the check's value counts, named right after it ("252 have a repeated digit") or right before it ("remainder 2").
_THING_AFTER = re.compile(r"(?i)[ \t$]*(?!(?:and|or|but|so|then|which|und|oder|et|ou|y|o|e)(?![^\W\d_]))[^\W\d_]{3,}")
_THING_BEFORE = re.compile(r"(?<![^\W\d_])(?!(?:and|or|but|so|then|is|are|und|oder|et|ou|y|o|e)[ \t$]*$)[^\W\d_]{3,}[ \t$]*$")
_OPERAND_OPERATOR = r"(?:[-−+×*/÷=·^]|\\(?:times|cdot|div)(?![A-Za-z]))"  # the minus sign too ("900 − 648")
_OPERAND_BEFORE, _OPERAND_AFTER = re.compile(_OPERAND_OPERATOR + r"[ \t$]*$"), re.compile(r"[ \t$]*" + _OPERAND_OPERATOR)


def _cross_check_from_answer(tail: str, at: int, value: str, stated: str) -> bool:
    """Whether the paragraph of ``tail`` around ``at`` works from the answer's value, as an operand, names no answer, and
    ends on a tick or on ``stated`` reached again after its working reached it: a check whose values agree with each other and
    the answer ("so 900 − 648 = 252 … Directly: 9 + 243 = 252 ✓", "17 · 3 = 51 = 7·7 + 2, and 1234 also leaves
    remainder 2 ✓"), its value named with what it counts. A reading drops the tick; the value reached twice says the same."""
    start, end = tail.rfind("\n\n", 0, at) + 1, tail.find("\n\n", at)
    paragraph_end = end if end >= 0 else len(tail)
    if _ANSWER_NOUN.search(tail, start, paragraph_end):
        return False
    numbers = list(NUMBER_IN_TEXT.finditer(tail, at, paragraph_end))
    first = next((n for n in numbers if _same(n.group().strip(), stated)), None)
    if first is None or not (_THING_AFTER.match(tail, first.end()) or _THING_BEFORE.search(tail, start, first.start())):
        return False  # "so 648 − 1 = 647 (excluding 012)": a value of no named thing, the answer's quantity again
    worked = list(NUMBER_IN_TEXT.finditer(tail, start, paragraph_end))  # the value reached again, first in the check's working
    arrived = _same(worked[-1].group().strip(), stated) and sum(_same(n.group().strip(), stated) for n in worked) > 1
    if not (_TICK_AT_END.search(tail, at, paragraph_end) or arrived):
        return False
    return any(_same(n.group().strip(), value) and (_OPERAND_BEFORE.search(tail, start, n.start()) or _OPERAND_AFTER.match(tail, n.end()))
               for n in worked)


def _same(a: str, b: str) -> bool:
    if answer_key(a) == answer_key(b):
        return True
    x, y = parse_number(a), parse_number(b)
    if x is None or y is None:
        return False
    # A share said as a percentage or as a number is one value ("Result: 0.25" after "25%").
    return (x.value / 100 if x.percent else x.value) == (y.value / 100 if y.percent else y.value) or x.value == y.value


# A chance said as one in a number ("a 1 in 7.5 chance", "1 out of 6", "1 sur 6", "1 von 6", "1 из 6").
_ONE_IN = re.compile(r"(?i)(?<![\d.,])1[ \t]+(?:in|out[ \t]+of|sur|von|de|su|из|на)[ \t]+(\d{1,12}(?:[.,]\d{1,12})?)(?![\d.,]\d)")


def _odds_of_answer(clause: str, value: str) -> list[tuple[int, int]]:
    """Where the clause says the answer's chance as one in a number that is its reciprocal, exact or rounded to the
    digits it shows ("a 1 in 7.5 chance" after 2/15, "about 1 in 7" too); "1 in 5" is another chance."""
    answer = parse_number(value) if "1" in clause else None
    if answer is None or answer.percent or not 0 < answer.value < 1:
        return []
    spans = []
    for m in _ONE_IN.finditer(clause):
        said = parse_number(m.group(1).replace(",", "."))
        if said is not None and rounds_to(m.group(1).replace(",", "."), said.value, 1 / answer.value):
            spans.append(m.span())
    return spans


def answer_odds(sentence: str, n: re.Match, value: str) -> bool:
    """Whether ``n`` is a number of the answer's chance said as odds in ``sentence`` (the 1 or the 7.5 of "a 1 in 7.5
    chance" after 2/15): the answer's value written otherwise."""
    return any(start <= n.start() and n.end() <= end + 1 for start, end in _odds_of_answer(sentence, value))


# A decimal of two places or more, with a point or a comma ("0.333", "1,583").
_DECIMAL_PLACES = re.compile(r"-?\d{1,12}[.,]\d{2,12}")
# A percent with a decimal place or more ("13.3%", "13,3 %").
_PERCENT_PLACES = re.compile(r"(-?\d{1,12}[.,]\d{1,12})[ \t]?%")


def answer_decimal(number: str, value: str) -> bool:
    """Whether ``number`` is the decimal of an exact answer ("0.333" after "\\frac{1}{3}", "1,583" after "\\frac{19}{12}",
    "3.14" after "\\pi"; a percent with a place or more, "13.3%" after "\\frac{2}{15}") rounded or cut to the two places
    or more it writes: the answer's value written otherwise, no
    second value. A whole number ("2" after "\\frac{7}{3}") or one place ("2.3") could as well be another value, and an
    answer written as a decimal has no other decimal of its own."""
    parsed = parse_number(value)
    if parsed is not None and parsed.is_float:
        return False
    percent = _PERCENT_PLACES.fullmatch(number)
    if percent is not None and not (parsed is not None and parsed.percent):  # "about 13.3%" after 2/15: its share, 0.133
        return approximates(str(Decimal(percent.group(1).replace(",", ".")) / 100), value)
    return _DECIMAL_PLACES.fullmatch(number) is not None and approximates(number.replace(",", "."), value)


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
