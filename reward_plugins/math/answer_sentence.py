r"""The answer's own sentence, judged by its words where it is in no language the grader reads.

Where under 40% of the sentence's own words are known (see :mod:`reward_plugins.math.known_words`),
every word next to the value (three on each side) must be known: a common word, a unit, a number
word, a word for "answer" (``ANSWER_WORDS``) or a word of the prompt; any other makes the answer
``unread_answer`` ("Erantzuna: 64 gutxi gorabehera.", "La respondo estas proksimume 50.").
Where the sentence is in a language read, the word right before the value and the words after it must still be
words of a language read (wordfreq's words in common use, for the Latin and Cyrillic scripts): "The answer is 36
apytiksliai." is ``unread_answer``, "42 pommes" is read.
"I think (that)" opening the sentence commits, in languages no word list holds ("Nadhani jibu ni 140."); after a
negation it is judged as any word ("Δεν νομίζω ότι η απάντηση είναι 36." is ``unread_answer``).
An opinion or belief verb under a negation, or a verb of doubt, that governs the answer's clause denies the value
(``denied_belief``: "I don't think the answer is 140.", "Nie sądzę, że odpowiedź to 140.", "我不认为答案是140"), in
every language read; a denied doubt ("I have no doubt the answer is 140.", "Nie wątpię, że to 140.") commits.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from reward_plugins.math.answer_phrases import ANSWER_WORDS, APPROXIMATIONS, CHECKS, DOUBTS, LEADING_TO_THE_ANSWER, closing, compile_words
from reward_plugins.math.known_words import (
    BESIDE_LANGUAGES, LATEX_COMMAND, MARKUP, MIN_READ_WORDS, OPINIONS, PLAIN_BESIDE, THAT_AFTER_OPINION, SENTENCE, THAI_COUNTERS, UNSPACED_SCRIPTS, WORD, in_common_use,
    known_word, read_language_word, script, text_words,
)
from reward_plugins.math.number_words import NUMBER_WORDS
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number
from reward_plugins.math.reading import Reading
from reward_plugins.math.spoken_numbers import spell_outside_read_languages

# Scripts whose words are written apart (a Latin or Cyrillic run of one letter is no word).
_SPACED_SCRIPTS = frozenset({"LATIN", "CYRILLIC", "GREEK"})
# Where the answer's sentence begins at the latest: a sentence's end (its mark and a space), a line's, or the end of a
# statement of code. Found by searching back from the value (``_head_start``), not by listing every break before it.
_SENTENCE_MARKS = tuple(mark + space for mark in ".!?。！？" for space in " \t")
_BREAKS = _SENTENCE_MARKS + ("\n", ";", "]")
_HEAD_REACH = 300
# Where a word starts a sentence (a capital there is no name).
_SENTENCE_START = re.compile(r"(?:^|[.!?:：\n*#>|(\[\"“«-])[ \t*_]*$")
# Where a marker ends ("Answer:", "ចម្លើយ៖", "အဖြေ -", "x ="): the words before it only introduce the value.
_MARKER_END = re.compile(r"[:：=៖]|[ \t][-–—][ \t]")
_MAX_SENTENCE_WORDS = 12
# The word right before the value: nothing but markup, spaces and brackets between them.
_LAST_WORD = re.compile(r"[^\W\d_][^\s$*_({\[]*[\s$*_({\[]*$")
# The scripts of the languages whose words in common use are listed (``known_words.WORDFREQ_LANGUAGES``).
_WORDFREQ_SCRIPTS = frozenset({"LATIN", "CYRILLIC"})
_ESTIMATE_WORD = compile_words(APPROXIMATIONS)
# The scripts whose words of doubt the tables list: only there does a sentence's own script vouch for a word beside the
# value, since a doubt in it would have been read ("300 ብር ምናልባት", Tigrinya "maybe", is in a script with none listed).
_DOUBTED_SCRIPTS = frozenset(script(c) for row in DOUBTS.values() for c in row if c.isalpha())
_DOUBT_WORD = compile_words(DOUBTS)
# A code in capitals ("BRL", "CHF", "USD"): a currency or unit, no word of a language.
_CODE = re.compile(r"[A-Z]{2,4}")
# The answer's sentence is in a language read when this share of its own words are known ones.
_MIN_KNOWN_SHARE = 0.4
# The words that deny or doubt a belief in the clause they govern, one line per language: an opinion verb under a
# negation, a verb of doubt, "I wouldn't say", and "it can't be" right before the value. Read in the answer's sentence
# before the value, after any marker's colon ("I don't think anyone would dispute it: 140" commits).
_DENIED_BELIEFS = {
    "en": r"(?:I|we)[ \t](?:really[ \t]|honestly[ \t]|just[ \t])?(?:don't|do[ \t]not|didn't|did[ \t]not|can't|cannot|can[ \t]not)[ \t](?:really[ \t]|quite[ \t]|honestly[ \t])?"
          r"(?:think|believe|reckon|feel|suppose|buy|accept|trust|see[ \t]it[ \t]being)|(?:I|we)[ \t](?:seriously[ \t]|really[ \t]|somewhat[ \t]|highly[ \t]|strongly[ \t]|(?:very[ \t])?much[ \t])?(?:doubt|question)"
          r"|(?:I(?:'m|[ \t]am)[ \t])?(?:not[ \t](?:convinced|persuaded)|doubtful|skeptical|sceptical)|I(?:'d|[ \t]would)[ \t](?:not|never)[ \t](?:say|bet|guess)|I[ \t]wouldn't[ \t](?:say|bet|guess)"
          r"|(?:I[ \t]find[ \t]it[ \t])?hard[ \t]to[ \t]believe"
          r"|(?:can't|cannot|can[ \t]not|couldn't|could[ \t]not)[ \t](?:possibly[ \t]|really[ \t])?be[ \t]*$",
    "fr": r"je[ \t]ne[ \t](?:pense|crois|dirais|suis[ \t]pas[ \t]convaincue?)[ \t]pas|je[ \t]doute|(?:ça|cela|ce)[ \t]ne[ \t]peut[ \t]pas[ \t]être[ \t]*$",
    "es": r"no[ \t](?:creo|pienso|diría|me[ \t]parece|estoy[ \t]convencid[oa])|dudo|no[ \t]puede[ \t]ser[ \t]*$",
    "pt": r"não[ \t](?:acho|creio|penso|diria|me[ \t]parece|estou[ \t]convencid[oa])|duvido|não[ \t]pode[ \t]ser[ \t]*$",
    "it": r"non[ \t](?:credo|penso|direi|mi[ \t]sembra|sono[ \t]convint[oa])|dubito|non[ \t]può[ \t]essere[ \t]*$",
    "de": r"(?:glaube|denke|meine|finde)[ \t]ich[ \t](?:nicht|kaum)|ich[ \t](?:glaube|denke|meine|finde)[ \t](?:nicht|kaum)|ich[ \t]bezweifle|ich[ \t]würde[ \t]nicht[ \t]sagen|kann[ \t]nicht[ \t]sein",
    "nl": r"(?:ik[ \t])?(?:denk|geloof|vind)[ \t](?:ik[ \t])?niet|ik[ \t]betwijfel",
    "da": r"jeg[ \t](?:tror|synes|mener)[ \t]ikke|jeg[ \t]tvivler|jeg[ \t]tviler",
    "sv": r"jag[ \t](?:tror|tycker|anser)[ \t]inte|jag[ \t]tvivlar",
    "ru": r"(?:я[ \t])?не[ \t](?:думаю|считаю|верю|кажется)|сомневаюсь|не[ \t]может[ \t]быть[ \t]*$",
    "uk": r"(?:я[ \t])?не[ \t](?:думаю|вважаю|гадаю|вірю)|сумніваюся|сумніваюсь",
    "pl": r"nie[ \t](?:sądzę|myślę|uważam|wydaje[ \t]mi[ \t]się|wierzę)|wątpię|nie[ \t]może[ \t]być[ \t]*$",
    "cs": r"nemyslím|nemyslim|nevěřím|pochybuji|pochybuju|nemůže[ \t]to[ \t]být",
    "tr": r"sanmıyorum|düşünmüyorum|zannetmiyorum|şüpheliyim",
    "id": r"(?:saya|aku)[ \t](?:tidak|tak|nggak|gak)[ \t](?:pikir|rasa|kira|yakin|percaya)|(?:saya|aku)[ \t]ragu",
    "vi": r"tôi[ \t]không[ \t](?:nghĩ|cho[ \t]là|tin)|tôi[ \t]nghi[ \t]ngờ",
    "hu": r"nem[ \t](?:hiszem|gondolom)|kétlem",
    "fi": r"en[ \t](?:usko|luule|ajattele)|epäilen",
    "ro": r"nu[ \t](?:cred|mi[ \t]se[ \t]pare)|mă[ \t]îndoiesc",
    "el": r"δεν[ \t](?:νομίζω|πιστεύω)|αμφιβάλλω",
    "zh": r"不(?:认为|認為|觉得|覺得|相信)|(?:应该|應該|可能|并|並|大概)?不是[ \t]*$",
    "ar": r"لا[ \t](?:أعتقد|أظن)|أشك",
    "he": r"(?:אני[ \t])?לא[ \t](?:חושב|חושבת|מאמין|מאמינה)|אני[ \t]בספק",
    "hi": r"मुझे[ \t]नहीं[ \t]लगता|मुझे[ \t]संदेह",
    "sw": r"sidhani|siamini|nina[ \t]shaka",
}
_UNSPACED_BELIEFS = ("zh",)  # written without spaces: no word's edge around the words
_DENIED_BELIEF = re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(unicodedata.normalize("NFKC", row) for lang, row in _DENIED_BELIEFS.items() if lang not in _UNSPACED_BELIEFS)
    + r")(?![^\W\d_])|" + "|".join(_DENIED_BELIEFS[lang] for lang in _UNSPACED_BELIEFS), re.IGNORECASE)
# A negation right before a verb of doubt denies the doubt ("I don't doubt", "nie wątpię", "je ne doute pas").
_NEGATION_BEFORE = re.compile(r"(?:\bnot|n't|\bno|\bnie|\bне|\bnão|\bnon|\bne|\bniet|\bnicht|\bikke|\binte|\bnem|\bnu|\bδεν|\btidak|\bkhông)[ \t]+$", re.IGNORECASE)
# What may stand between the belief and the value: a comma only before "that" (", dass", ", że", ", что"), no other
# break of the clause; a doubt denied inside it ("I don't think anyone would dispute that it is 140") commits.
_CLAUSE_BREAK = re.compile(r"[;:—–()\[\]]|,(?![ \t]*(?:that|dass|daß|ob|że|by|aby|żeby|что|чтобы|що|že|att|at|hogy|että|ότι|que|che|dat|ki|bahwa|rằng|că)\b)")
# The same denial where the language puts it after the value, right after it in its sentence ("答えは140だとは思わない",
# "답이 140이라고 생각하지 않는다", "140 olduğunu sanmıyorum"), and a negated copula there ("140ではないと思う").
_DENIED_AFTER_VALUE = re.compile(
    r"[ \t]*(?:"
    r"(?:だ|である|です)?と(?:は|も)?(?:思わない|思えない|思いません|思えません|考えていない|考えられない)|(?:では|じゃ)ない"  # ja
    r"|(?:이)?라고[ \t]?(?:생각하지|보지|믿지)[ \t]?않|(?:이|가)?[ \t]?아니"  # ko
    r"|(?:'[^\W\d_]{1,4})?[ \t]*(?:olduğunu|olduğuna)[ \t]+(?:sanmıyorum|düşünmüyorum|inanmıyorum|zannetmiyorum)"  # tr
    r")")
_DOUBT_IN_CLAUSE = re.compile(r"\b(?:dispute|doubt|deny|disagree|argue|contest|question)", re.IGNORECASE)
# An Arabic word's case ending as vowel signs write it (tanwin, and the alif that carries the accusative's: "درهمًا").
_ARABIC_CASE_ENDING = re.compile("\u064b\u0627$|[\u064b-\u0652]+$")
# The rest of the answer's sentence may name a unit in this many words.
MAX_UNIT_WORDS = 3


# A check's or a note's opening label ("जाँच:", "ตรวจสอบ:", "Σημείωση:"): it says nothing against the values after it.
_CHECK_OPENING = re.compile(r"[ \t*_#>]*(?:" + "|".join(CHECKS.values()) + r")[ \t*_]*[:：]", re.IGNORECASE)
# Words that deny what stands beside them, in the scripts that a sentence of another script may borrow: no word vouched for.
_NEGATIONS = frozenset("not no none nor never nicht kein keine pas non nie nem nu не нет".split())


def vouched_sentence(sentence: str, prompt: str) -> bool:
    """Whether every word of ``sentence`` (one in a script the grader does not read, holding numbers) is a word it can
    vouch for: a harmless word (a word of conclusion, "is", a unit, "correct"), a plain word (``known_words.PLAIN_BESIDE``:
    a copula, a result's name, a note's label), a closing's word, or the prompt's, after a check's label ("إذن ناتج الضرب
    هو 54.", "अतः भागफल 9 है।", "जाँच: 75 का 3/5 = 45 ✓", "ตรวจสอบ: 7 + 5 = 12 ถูกต้อง"). Such a sentence says its numbers
    again or works them out; a word of withdrawal, doubt or address in it is no such word ("الإجابة 54 خاطئة")."""
    text = MARKUP.sub(" ", sentence).lstrip(" \t*_#>")
    label = _CHECK_OPENING.match(text)
    asked = _stems(prompt)
    words = [w for w in text_words(text[label.end() :] if label is not None else text) if len(w) > 1 or script(w[0]) not in _SPACED_SCRIPTS]
    return bool(words) and all(_vouched(w, asked) for w in words)


def _vouched(w: str, asked: tuple[frozenset[str], str]) -> bool:
    if w in _NEGATIONS:
        return False
    return known_word(w) or w in PLAIN_BESIDE or w in THAI_COUNTERS or closing(w) or _prompt_word(w, asked)


def unread_answer(reading: Reading, value: str) -> list[str]:
    """The words next to the value (up to three on each side) that the grader cannot vouch for, when the answer's
    sentence is not in a language it reads. The sentence is its words before the value (after a marker's colon:
    "Answer:" in any language only introduces it) and up to three after it, less the prompt's words, number
    words and names; it is read when enough of them are known (common words of the languages read, units), or,
    with fewer than two such words, when the completion's are."""
    prompt_words = _stems(reading.prompt)
    head_text = _MARKER_END.split(answer_head(reading, value))[-1]
    head = _without_opinion(_own_words(head_text, prompt_words))
    first = SENTENCE.match(reading.after)
    slot = first.group() if first and len(first.group().split()) <= MAX_UNIT_WORDS and not NUMBER_IN_TEXT.search(first.group()) else ""
    # The answer's own words past its number ("42 apytiksliai" read whole after "The answer is"), then its sentence's.
    number = NUMBER_IN_TEXT.match(value)
    rest = SENTENCE.match(value, number.end()) if number is not None and "\\" not in value else None
    slot = (rest.group() if rest is not None else "") + " " + slot
    slot_words = _own_words(slot, prompt_words)[: 2 * MAX_UNIT_WORDS]
    # A plain word of a language not read (a particle, a copula, a currency's own name: ``known_words.PLAIN_BESIDE``)
    # is left out as a word for "answer" is; it never counts toward reading the sentence.
    unknown = [w for w in head[-MAX_UNIT_WORDS:] + slot_words if not known_word(w) and not _answer_word(w) and w not in THAI_COUNTERS
               and w not in PLAIN_BESIDE
               and not (reading.estimate_asked and _ESTIMATE_WORD.fullmatch(w))]  # "körülbelül 28,3" where rounding is asked
    markers = [w for w in text_words(answer_head(reading, value)) if _answer_word(w)]
    unknown = [] if _of_one_tabled_language(unknown, markers) else unknown
    if not unknown:
        return []
    # The sentence's words the prompt holds count as known ones: the grader reads the question.
    sentence = (_own_words(head_text, prompt_words, keep_prompt=True)[-_MAX_SENTENCE_WORDS:]
                + _own_words(slot, prompt_words, keep_prompt=True)[: 2 * MAX_UNIT_WORDS])
    if len(sentence) < MIN_READ_WORDS:
        sentence = _own_words(reading.visible, prompt_words, keep_prompt=True)
    known = sum(known_word(w) or _prompt_word(w, prompt_words) for w in sentence)
    if len(sentence) >= MIN_READ_WORDS and known < _MIN_KNOWN_SHARE * len(sentence):
        return unknown
    # In a sentence the grader reads (or a word alone, "\boxed{28 percentage}"), the word right before the value and
    # the words after it in its sentence must still be words of a language it reads ("The answer is 36 apytiksliai.":
    # a qualifier in another language, where a unit or a counted thing stands in a right answer): in the Latin and
    # Cyrillic scripts by the words in common use in those languages, in another script by the sentence's own script.
    last = _LAST_WORD.search(head_text)
    beside = _own_words(last.group(), prompt_words) if last is not None else []
    scripts = [script(w[0]) for w in sentence]
    return [w for w in beside + slot_words if w in unknown and (
        not read_language_word(w) if script(w[0]) in _WORDFREQ_SCRIPTS
        else script(w[0]) not in _DOUBTED_SCRIPTS or scripts.count(script(w[0])) < MIN_READ_WORDS)]


# A condition on an unknown right after the value, in its sentence ("\boxed{6} for $x > 0$.", "6, valid for x ≥ 3",
# "6 (assuming x > 0)", "6, sofern x > 0", "6 si x > 0"): the answer held to a case. A relation of one letter to a
# number, after a word for "for", "if", "when", "provided" or "assuming" of the languages read, perhaps "valid" before.
_CONDITION_ON_UNKNOWN = re.compile(
    r"(?i)[ \t$}*_]{0,6}[,(—–-]?[ \t]{0,3}(?:(?:valid|true|only|gültig|nur|valable|seulement|válid[oa]|valid[oa]|solo|só)[ \t]+){0,2}"
    r"(?:for|if|when|whenever|provided(?:[ \t]+that)?|assuming|as[ \t]+long[ \t]+as|für|falls|wenn|sofern|vorausgesetzt|pour|si|lorsque"
    r"|quand|para|cuando|siempre[ \t]+que|per|se|quando|purché|при|если|dla|jeśli|gdy|voor|als|indien|mits)"
    r"[ \t]+\$?[ \t]{0,2}[A-Za-z](?:_\{?\w{1,3}\}?)?[ \t]{0,2}(?:[<>≤≥≠]=?|\\(?:le|leq|ge|geq|lt|gt|ne|neq)(?![A-Za-z]))[ \t]{0,2}\$?[ \t]{0,2}[-−]?\d")
# A prompt that bounds its unknowns itself (a relation, or a word for one): a condition said after the answer restates it.
_PROMPT_BOUND = re.compile(r"[<>≤≥≠]|\\(?:le|leq|ge|geq|lt|gt|ne|neq)(?![A-Za-z])"
                           r"|(?i:positive|negative|greater|less|at[ \t]least|at[ \t]most|domain|interval|range|between|integer)")


def conditioned_value(reading: Reading, value: str) -> str | None:
    """The condition on an unknown that follows the value in its sentence, where the prompt names no bound ("\\boxed{6}
    for $x > 0$." for "Solve $2x + 5 = 17$"): the answer held to a case the question does not have, not committed to."""
    start = max(reading.at[0], 0)
    at = reading.visible.find(value, start, reading.at[1] + len(value)) if reading.visible and value else -1
    if at < 0 or _PROMPT_BOUND.search(reading.prompt):
        return None
    m = _CONDITION_ON_UNKNOWN.match(reading.visible, at + len(value))
    return m.group().strip(" \t$}*_,(—–-") if m is not None else None


def denied_belief(reading: Reading, value: str) -> str | None:
    """The words that deny or doubt the writer's belief in the value, where they govern the answer's clause ("I don't
    think the answer is", "Ich glaube nicht, dass es", "我不认为答案是"): a value stated only to be doubted."""
    head = unicodedata.normalize("NFKC", _MARKER_END.split(answer_head(reading, value))[-1])
    for m in _DENIED_BELIEF.finditer(head):
        clause = head[m.end() :]
        if _NEGATION_BEFORE.search(head[: m.start()]) or _CLAUSE_BREAK.search(clause) or _DOUBT_IN_CLAUSE.search(clause):
            continue
        return m.group()
    after = _DENIED_AFTER_VALUE.match(reading.after)
    return after.group().strip() if after is not None else None


def _without_opinion(words: list[str]) -> list[str]:
    """The sentence's words less an opening "I think (that)" (``known_words.OPINIONS``: "Nadhani", "Νομίζω ότι"), which
    commits to the value; after any other word (a negation: "Δεν νομίζω ότι") it is kept, to be judged."""
    for phrase in OPINIONS:
        if tuple(words[: len(phrase)]) == phrase:
            rest = words[len(phrase) :]
            return rest[1:] if rest and rest[0] in THAT_AFTER_OPINION else rest
    return words


def _of_one_tabled_language(words: list[str], markers: list[str]) -> bool:
    """Whether the words beside a value are all words in common use of one language whose words of estimate and doubt
    the tables list (:data:`~reward_plugins.math.known_words.BESIDE_LANGUAGES`), the language of the answer's marker
    where it has one, and none of those words: a unit or a counted thing ("Cevap: 55 boya kalemi", "उत्तर: 60 मील प्रति
    घंटा"), where a qualifier of that language would have been read. Words that no one such language holds all of are
    not the sentence's own."""
    if not words or any(_ESTIMATE_WORD.fullmatch(w) or _DOUBT_WORD.search(w) for w in words):
        return False
    shared = set(BESIDE_LANGUAGES)
    for w in words + markers:
        shared &= {language for language in BESIDE_LANGUAGES if in_common_use(w, (language,))}
    return bool(shared)


def answer_head(reading: Reading, value: str) -> str:
    """The answer's sentence up to its value ("La respondo estas proksimume" before "50")."""
    start, end = reading.at
    at = reading.visible.rfind(value, max(start, 0), end) if value and start >= 0 else -1
    if at < 0:
        return ""
    return reading.visible[_head_start(reading.visible, at) : at]


def _head_start(text: str, at: int) -> int:
    """Where the sentence that ``text[at]`` stands in begins: after the last break before it, within ``_HEAD_REACH``
    characters."""
    start = reach = max(0, at - _HEAD_REACH)
    for mark in _BREAKS:
        found = text.rfind(mark, reach, at)
        if found >= 0:
            start = max(start, found + len(mark))
    return start


@lru_cache(maxsize=1024)  # read for the prompt, which every completion of a group shares
def _stems(text: str) -> tuple[frozenset[str], str]:
    """The words of ``text`` and their first four letters (a word of the prompt in another form: "makes", "make"), or
    three for a short word ("eurų", "eurai"),
    and the text itself as the completion is read (a run of a script without spaces is the prompt's when it is in it)."""
    words = text_words(text)
    stems = frozenset(w[:4] + "…" for w in words if len(w) >= 4) | frozenset(w[:3] + "…" for w in words if 4 <= len(w) <= 5)
    return frozenset(words) | stems, unicodedata.normalize("NFKC", text).lower()


def _prompt_word(w: str, prompt: tuple[frozenset[str], str]) -> bool:
    """Whether the prompt holds ``w`` in any of its forms (a run of a script without spaces: anywhere in it,
    "ตารางเซนติเมตร" inside the prompt's "กี่ตารางเซนติเมตร")."""
    prompt_words, prompt_text = prompt
    if w in prompt_words or w.rstrip("s") in prompt_words or (len(w) >= 4 and w[:4] + "…" in prompt_words):
        return True
    if 4 <= len(w) <= 6 and w[:3] + "…" in prompt_words:
        return True  # a short word's other ending ("eurai" where the prompt says "eurų")
    return script(w[0]) not in _SPACED_SCRIPTS and (w in prompt_text or _made_of_prompt_pieces(w, prompt_text))


def restated_in_words(sentence: str, value: str, prompt: str) -> bool:
    """Whether ``sentence``, one in no language the grader reads and with no digits, says the answer's value again in
    its language's number words, in words the grader vouches for (:func:`vouched_sentence`: the prompt's, common ones):
    "Kila mtoto anapata machungwa manne." after "Jibu: 4" for "Kila mtoto anapata machungwa mangapi?". Another value
    in words, or a word beside it that is not vouched for ("... manne, labda." maybe), is no restatement."""
    answer = parse_number(value)
    if answer is None:
        return False
    spelled = spell_outside_read_languages(sentence)
    numbers = [parse_number(n.group().strip()) for n in NUMBER_IN_TEXT.finditer(spelled)]
    return (bool(numbers) and all(n is not None and n.value == answer.value and n.percent == answer.percent for n in numbers)
            and vouched_sentence(spelled, prompt))


def inflected_prompt_word(w: str, prompt: str) -> bool:
    """Whether ``w``, a word in a script other than Latin, Cyrillic or Greek, stands inside a word of the prompt: the
    prompt's word with another ending ("दोस्त" where the prompt says "दोस्तों", "friends" in another case), as the
    question names the thing the answer counts. In the spaced scripts a shared start is no such proof ("nearly" and
    "nearest"), and a short word is inside many."""
    return (len(w) >= _MIN_INFLECTED_LETTERS and script(w[0]) not in _SPACED_SCRIPTS
            and unicodedata.normalize("NFKC", w) in unicodedata.normalize("NFKC", prompt).lower())


_MIN_INFLECTED_LETTERS = 4


# A piece of the prompt a run of a script without spaces may be made of: this many letters at least (a syllable or two
# of Thai is in any prompt by chance, a word of four letters or more is the prompt's word), and a run this long at most.
_MIN_PROMPT_PIECE = 4
_MAX_PROMPT_PIECE = 30
_MAX_PIECED_RUN = 120


def _made_of_prompt_pieces(run: str, prompt_text: str) -> bool:
    """Whether a run of a script written without spaces is made of pieces of the prompt, each of four letters or more,
    word after word ("แม่ค้าต้องจ่ายเงินทั้งหมด" from the prompt's "ถ้าแม่ค้าซื้อส้ม" and "จะต้องจ่ายเงินทั้งหมดกี่บาท"): the
    question's words said again in another order; a run with a word the prompt lacks ("ประมาณ", about) is not."""
    if len(run) > _MAX_PIECED_RUN or len(run) < 2 * _MIN_PROMPT_PIECE:
        return False
    ends = {0}
    for start in range(len(run)):
        if start in ends:
            ends.update(start + n for n in range(_MIN_PROMPT_PIECE, min(_MAX_PROMPT_PIECE, len(run) - start) + 1)
                        if run[start : start + n] in prompt_text)
    return len(run) in ends


def _own_words(text: str, prompt: tuple[frozenset[str], str], keep_prompt: bool = False) -> list[str]:
    """The completion's own words in ``text``, lower-cased: in a spaced script, not the prompt's (in any of their
    forms; kept with ``keep_prompt``), no number word, code and no name (a capital inside a sentence: "Réponse:
    Janeth aura encore 220 $")."""
    found = []
    for m in WORD.finditer(LATEX_COMMAND.sub(" ", MARKUP.sub(" ", text))):
        w = m.group().lower()
        if "\u064b" <= w[-1] <= "\u0652" or w.endswith("\u064b\u0627"):
            w = _ARABIC_CASE_ENDING.sub("", w) or w  # "درهمًا", the accusative's ending written: the word "درهم"
        if len(w) < 2 and script(w[0]) in _SPACED_SCRIPTS or _CODE.fullmatch(m.group()) or any(script(c) in UNSPACED_SCRIPTS for c in w) or w in NUMBER_WORDS:
            continue
        if not keep_prompt and _prompt_word(w, prompt):
            continue
        if (m.group()[0].isupper() and not m.group().isupper() and not _SENTENCE_START.search(text[: m.start()])
                and not known_word(w)):
            continue
        found.append(w)
    return found


def _answer_word(w: str) -> bool:
    """A word for "answer" or one joining it to its value in another language (in a script written without
    spaces, at the start of a run: "คำตอบคือ"), or one leading to it (``answer_phrases.LEADING_TO_THE_ANSWER``:
    "Nō reira", "ထို့ကြောင့်")."""
    return (w in ANSWER_WORDS or w in LEADING_TO_THE_ANSWER
            or (script(w[0]) not in _SPACED_SCRIPTS and any(w.startswith(a) for a in ANSWER_WORDS)))
