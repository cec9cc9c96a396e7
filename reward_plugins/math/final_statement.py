r"""``auto`` when no final-answer marker yields an answer: the final statement of the text, if
the text ends there (see :func:`final_statement`); and the ``last_number`` preset."""

from __future__ import annotations

import json
import re

from reward_plugins.math.answer_phrases import (
    ALTERNATIVE_WORDS, CHECK_LINE_WORDS, CHECKS, LIST_JOINERS, REAL_LINE, closing, confirmation, real_line_said, words,
)
from reward_plugins.math.boxes import find_boxed
from reward_plugins.math.cldr_words import DURATION_WORDS
from reward_plugins.math.candidates import SENTENCE_END, arithmetic_value, committed_values, operand_keys, other_values
from reward_plugins.math.clean import (
    CONSTANT_EQUATION, ENV_JOINER, MARKDOWN, SPAN_CHARS, chain_value, clean_answer, clean_math, decimal_comma, find_env,
    without_underline,
)
from reward_plugins.math.known_words import LATEX_COMMAND, WORD, known_word, read_language_word, text_words
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number
from reward_plugins.math.qualifiers import ALTERNATIVES, QUALIFIER_AFTER, QUALIFIER_BEFORE, approximates, estimated_at, qualified_at
from reward_plugins.math.spelling import answer_key, spelling
from reward_plugins.math.spoken_numbers import any_language_value


def last_number(text: str) -> str | None:
    r"""The last number in ``text`` (see :mod:`reward_plugins.math.extract` for what counts as one).

    >>> last_number("She had 3/4 of 1,200, that is 900 apples.")
    '900'
    >>> last_number("no digits here") is None
    True
    """
    found = last_number_at(text)
    return found[0] if found is not None else None


def last_number_at(text: str) -> tuple[str, int, int] | None:
    """The last number in ``text`` with where it starts and ends."""
    last = None
    for last in NUMBER_IN_TEXT.finditer(text):
        pass
    return (last.group().strip(), last.start(), last.end()) if last is not None else None


# A data object that ends the text ('{"reasoning": "...", "answer": 72}', in a ```json fence or not): its keys that
# name the answer commit to their values; keys that name another's or an earlier answer do not. A number under any
# other key that the text has not written before ('{"final": 366, "fallback": 362}', '"confidence": 0.9') is a second
# value offered beside the answer; one the working wrote ('{"monday": 30, "tuesday": 42, "answer": 72}') is its data.
_DATA_START = re.compile(r"(?:^|(?<=\n))[ \t]{0,8}\{")
_ANSWER_KEY = re.compile(
    r"(?i)answer|result|final|alternat|possible|candidate|fallback|backup|respuesta|réponse|reponse|antwort|resposta|risposta|ответ|答案|答え|정답|đáp|jawab|cevap|odpowied|válasz|vastaus")
# A key that offers its value on a condition ('"if_wrong_try": 362', '"otherwise": 362') offers it, whatever it names.
_OFFER_KEY = re.compile(r"(?i)(?<![a-z])(?:if|try|else|otherwise|instead|retry|unless)(?![a-z])")
_BARE_NUMBER = re.compile(r"[ \t]{0,3}[-+−]?\$?\d{1,15}(?:[.,]\d{1,15})*%?[ \t]{0,3}")
_NOT_ANSWER_KEY = re.compile(r"(?i)wrong|incorrect|rejected|distractor|previous|initial|first|old|draft|guess|format|type|unit|explanation")
_MAX_DATA_CHARS = 4000
# A key that names the working ('"steps": [5, 12, 8]', '"calculation"', '"Rechenweg"'): its numbers are the way to the
# answer, data, not values offered beside it (only the answer keys are judged).
_WORKING_KEY = re.compile(r"(?i)step|working|work[ _-]?shown|calculation|computation|intermediate|derivation|schritt|rechenweg"
                          r"|paso|étape|etape|passo|шаг|步骤|ステップ")
_DIGITS = re.compile(r"(?<![\d.,])\d{1,15}(?:,\d{3}){0,5}(?:\.\d{1,15})?(?![\d,.]\d)")


def data_answer(text: str) -> tuple[str, int, int] | None:
    """The answer a data object that ends ``text`` gives under its answer keys, with where the object starts and ends
    (two keys with different values give both: a hedge); ``None`` when the text does not end in such an object."""
    body = text.rstrip()
    if body.endswith("```"):
        body = body[:-3].rstrip()
    if not body.endswith("}"):
        return None
    for start in [m.start() for m in _DATA_START.finditer(body, max(0, len(body) - _MAX_DATA_CHARS))][:3]:
        try:
            data = json.loads(body[start:])
        except ValueError:
            continue
        if not isinstance(data, dict):
            return None
        fields = [*data.items(), *(item for value in data.values() if isinstance(value, dict) for item in value.items())]
        values: dict[str, str] = {}
        others: list[str] = []
        for key, value in fields:
            if (_NOT_ANSWER_KEY.search(key) and not _OFFER_KEY.search(key)) or isinstance(value, (bool, dict)) or value is None:
                continue
            if not _ANSWER_KEY.search(key) or isinstance(value, list):
                if not _named_in_formula(key, fields) and not _WORKING_KEY.search(key):
                    others += _data_numbers(value)
                continue
            answer = clean_answer(str(value)) if isinstance(value, str) else str(value)
            if answer:
                values.setdefault(answer_key(answer), answer)
        if not values:
            return None
        # The numbers the text wrote, each term of a fraction or product too ("6/2" wrote 6 and 2).
        written = [m.group() for m in NUMBER_IN_TEXT.finditer(body[:start])] + _DIGITS.findall(body, 0, start)
        others = [o for o in others if not any(_same_number(o, w) for w in written)]
        if len(values) == 1 and _parts_of(others, next(iter(values.values()))):
            others = []  # '{"pens": 12, "notebooks": 15, "answer": 27}': the parts the answer adds up, data
        for other in others:
            values.setdefault(answer_key(other), other)
        return ", ".join(values.values()), start, len(body)
    return None


# A field after the answer whose key names another answer to fall back on, as JSON, YAML, a key = value line or an XML
# element writes it ('"backup": 2', "plan_b: 2", "alternative = 2", "<fallback>2</fallback>", '"备用答案": 2'): its value
# is offered beside the answer, whatever the working wrote (a field of any other name is data, see :func:`data_answer`).
_FALLBACK_KEY = (
    r"(?:backup|fallback|alternat(?:e|ive)s?|alt|plan[ _-]?b|second(?:ary)?[ _-]?(?:answer|choice|guess|option|pick|value)s?"
    r"|other[ _-]?(?:answer|value|option|choice)s?|spare|or|else|otherwise|in[ _-]?case\w{0,12}|if[ _-]?wrong\w{0,12}"
    r"|respaldo|reserva|secours|réserve|ersatz\w{0,8}|запасн\w{0,4}|альтернатив\w{0,4}|备用\w{0,4}|备选\w{0,4}|候补|予備\w{0,4}|대안|예비\w{0,4})"
)
# The field holds the number alone: it ends with its line, its object's next field or its element ("Alternative: 2 + 1 = 3"
# is working, no field).
_FIELD_VALUE = r"[\"'`]?(?P<{}>[-−+]?\$?\d{{1,15}}(?:[.,/]\d{{1,15}})*%?)(?=[ \t\"'`]{{0,3}}(?:[,}}\]<\n]|$))"
# The key is the fallback word as a whole part of it ("backup", "plan_b", "answer_alt", "备用答案"; not "color", "error").
_KEY = r"(?:[\w-]{1,20}[_ -])?" + _FALLBACK_KEY + r"(?:[_ -][\w-]{1,20}|(?<=[^\x00-\x7f])\w{0,4})?"
_FALLBACK_FIELD = re.compile(
    r"(?i)(?:[\"'`](?P<quoted>" + _KEY + r")[\"'`][ \t]{0,2}[:=]|(?:^|(?<=[\n{,]))[ \t>*_-]{0,6}(?P<bare>" + _KEY + r")[ \t*_]{0,3}[:=：])[ \t]{0,3}"
    + _FIELD_VALUE.format("value")
    + r"|<(?P<tag>" + _KEY + r")>[ \t]{0,2}" + _FIELD_VALUE.format("element") + r"[ \t]{0,2}</",
    re.MULTILINE)


def fallback_fields(after: str) -> list[str]:
    """The values of the fields after the answer whose keys name another answer to fall back on (see ``_FALLBACK_FIELD``)."""
    if ":" not in after and "=" not in after and "：" not in after and "</" not in after:
        return []
    values = []
    for m in _FALLBACK_FIELD.finditer(after):
        key = m.group("quoted") or m.group("bare") or m.group("tag") or ""
        if _NOT_ANSWER_KEY.search(key) and not _OFFER_KEY.search(key):
            continue  # "wrong_alternative": a value named wrong
        values.append((m.group("value") or m.group("element")).strip("\"'`"))
    return values


_VARIABLE_KEY = re.compile(r"[A-Za-z]\w{0,3}")
_NAMES = re.compile(r"(?<![A-Za-z])[A-Za-z]\w{0,3}(?![A-Za-z])")
_OPERATION = re.compile(r"[-+*/×·÷^]|\\(?:times|cdot|frac)")


def _named_in_formula(key: str, fields: list[tuple[str, object]]) -> bool:
    """Whether a key is a variable another field's formula uses ('"n": 5' beside '"formule": "(n-2) × 180"'): its value
    is the formula's given, data, no value offered beside the answer."""
    if not _VARIABLE_KEY.fullmatch(key):
        return False
    return any(isinstance(v, str) and k != key and _OPERATION.search(v) and key in _NAMES.findall(v) for k, v in fields)


def _data_numbers(value: object) -> list[str]:
    """The numbers a data field holds as its value: a number, a string that is one, or a list's such items."""
    if isinstance(value, list):
        return [n for item in value[:20] if not isinstance(item, (list, dict)) for n in _data_numbers(item)]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return [f"{value:g}" if isinstance(value, float) else str(value)]
    return [value.strip()] if isinstance(value, str) and _BARE_NUMBER.fullmatch(value) else []


def _parts_of(others: list[str], answer: str) -> bool:
    """Whether two or more data numbers add up to the answer exactly: its parts, no values offered beside it."""
    total, parts = parse_number(answer), [parse_number(o) for o in others]
    return len(parts) > 1 and total is not None and None not in parts and sum(p.value for p in parts) == total.value


def _same_number(number: str, written: str) -> bool:
    """Whether a data field's number is one the text wrote ("1,200" for 1200, "362.0" for 362)."""
    def plain(n: str) -> str:
        n = n.strip().lstrip("+$").replace("−", "-").replace(",", "").rstrip("%")
        return n[: -len(n.split(".", 1)[1]) - 1] if "." in n and set(n.split(".", 1)[1]) <= {"0"} else n
    return plain(number) == plain(written)


_MAX_TAIL_CHARS = 80
# After the last number, a new sentence of three or more words ("... 5. Hmm, I need more
# information.") means the number was part of the reasoning; a sign-off does not count.
_SIGN_OFFS = r"I hope|Hope|Let me know|Thank|Good luck|Done"
_NEW_SENTENCE = re.compile(r"[.!?][ \t\n]+(?!" + _SIGN_OFFS + r")[^\s.!?]+[ \t]+[^\s.!?]+[ \t]+[^\s.!?]+")
_SIGN_OFF = re.compile(r"[ \t\n]{0,3}(?:" + _SIGN_OFFS + r")(?![^\W\d_])")


def final_statement(text: str) -> str | None:
    """``auto`` without a marker: the final statement of the text, if the text ends there (only a
    short tail -- a unit, "left.", "I hope it is correct." -- may follow, and not a colon as in
    "Step 1: ..."). That statement is a closing math environment, taken whole (``$(7, 6)$``,
    ``$\\frac{\\sqrt{505}}{7}$``), or else the run of math around the last number
    (``x^2+y^2+4x-6y+13``, ``(7, 6)``, ``2 or 3``), never a number cut out of it. A closing check
    of the answer ("Check: 2(7) + 3 = 17.") or aside in parentheses is not the final statement."""
    return final_statement_in(text)[0]


def final_statement_in(text: str) -> tuple[str | None, int]:
    """:func:`final_statement`, with where the text it read the statement in ends (before a check, a recap or a note it
    set aside)."""
    text, checks = _drop_afterthoughts(text)
    return _statement_of(text, checks), len(text)


def _statement_of(text: str, checks: list[str]) -> str | None:
    answer = _final_statement(text)
    if answer is None and real_line_said(text.rstrip()):
        return REAL_LINE  # "The domain is all real numbers.": the interval (-∞, ∞), said in words
    if answer is not None:
        sentence = text.rstrip(" \t\n.!?")
        starts = [m.end() for m in SENTENCE_END.finditer(sentence, max(0, len(sentence) - SPAN_CHARS))]
        sentence = sentence[starts[-1] if starts else max(0, len(sentence) - SPAN_CHARS) :]
        conclusions = [m.end() for m in CONCLUSION.finditer(sentence)]
        # Without a marker, what comes before the sentence's conclusion ("He paid $50 and spent $21,
        # so he has $29 left") is its premises; values offered beside the answer are not.
        others = other_values(sentence[conclusions[-1] if conclusions else 0 :], answer)
        if others:
            return f"{answer}, {others[0]}"  # the final sentence commits to another value too
        for check in checks:
            other = check_contradicts(check, answer, text)
            if other is not None:
                return f"{answer}, {other}"  # the check line commits to another value: two values offered
    return answer


# Where a sentence draws its conclusion from what it has said.
CONCLUSION = re.compile(
    r"(?i)(?<![^\W\d_])(?:which[ \t]is|that[ \t]is|i\.e\.|so|thus|therefore|hence|leaving|leaves|giving|gives|makes|total(?:s|ing)?|altogether|in[ \t]all"
    r"|donc|ainsi|also|somit|daher|insgesamt|así[ \t]que|por[ \t]lo[ \t]tanto|entonces|então|portanto|logo|quindi|dunque"
    r"|значит|поэтому|итак|следовательно|получаем|всего)(?![^\W\d_])"
    r"|所以|因此|因而|于是|一共|总共|だから|したがって|よって|つまり|따라서|그래서|그러므로|=|:|→|⇒|\\Rightarrow|\\implies|\\therefore"
)


def check_contradicts(check: str, answer: str, working: str = "") -> str | None:
    """The value a check line states, when it never mentions the answer and states another value
    ("Check: 9 × 2 = 20, so she makes $20." after $18); ``None`` for a check of the answer
    ("Check: 2(7) + 3 = 17" after 7), plain arithmetic ("Check: 6 * 7 = 42"), a check that ends on a verdict that it
    holds (see :func:`confirmed_check`), or one that states only givens the ``working`` before the answer computed
    with ("Check: in 5 years Tom is 25 …" after "(j+5) + (2j+5) = 40")."""
    value = answer.rsplit("=", 1)[-1].strip()
    key, number = answer_key(value), parse_number(value)
    for m in NUMBER_IN_TEXT.finditer(check):
        if answer_key(m.group().strip()) == key or same_value(m.group().strip(), number):
            return None  # the check mentions the answer, in any spelling of its value ("75%" for 3/4)
    if _braced(spelling(value)) in _braced(spelling(check)):
        return None  # "(4\sqrt3)^2 = 48" checks 4\sqrt{3}
    if confirmed_check(check):
        return None  # "…, so the pattern holds.": its numbers are the check's own
    check = _RESULT_DECIMAL_COMMA.sub(r"\1.\2", check)  # "= 0,88, adică 88%": the result's decimal comma
    stated = committed_values(check, results=False)
    if stated and working:
        given = operand_keys(working[-_MAX_WORKING_CHARS:])
        stated = [s for s in stated if answer_key(s[0]) not in given]
    if stated and "=" in check:
        # "220 / 250 = 0,88, adică 88%": a result of the check's own said again as a percent, no value of its own
        results = [parse_number(m.group(1)) for m in _SET_EQUAL.finditer(check)]
        stated = [s for s in stated if not any(same_value(s[0], r) for r in results)]
    return stated[-1][0] if stated else None


_MAX_WORKING_CHARS = 3000
# A result after "=" written with a decimal comma, then a comma or a space ("= 0,88, adică 88%"); "1,5,7" lists.
_RESULT_DECIMAL_COMMA = re.compile(r"(=[ \t]{0,3}-?\d{1,12}),(\d{1,2}|\d{4,12})(?=,?[ \t]|$)")


# One step of arithmetic on written numbers and its result ("25 + 15 = 40", "0.25 × 40 = $10"); a power's base or
# exponent is no number of a step ("7^4 = 2401", "81 = 9^{2}" are read as no step).
_ARITHMETIC_STEP = re.compile(
    r"(?<![\w.^{}])(\$?\d{1,12}(?:\.\d{1,12})?(?:[ \t]{0,2}[-+*/×·÷−][ \t]{0,2}\$?\d{1,12}(?:\.\d{1,12})?){1,8})"
    r"[ \t]{0,2}=[ \t]{0,2}\$?(-?\d{1,12}(?:\.\d{1,12})?)(?![\d^{/]|\.\d)")
# A check's verdict that what it worked out holds, after its last number ("25 + 15 = 40 ✓", "…, so the pattern holds.",
# "All four work.", "checks out", "klopt", "stimmt"), one line per language.
_HOLDS_WORDS = {
    "en": r"holds|hold|works|work|checks[ \t]out|correct|consistent|confirmed|verified|as[ \t]expected",
    "fr": r"correct|juste|vérifié|ça[ \t]marche|se[ \t]vérifie", "de": r"stimmt|passt|korrekt|richtig|bestätigt|geht[ \t]auf",
    "es": r"correcto|cumple|funciona|se[ \t]verifica|cuadra", "pt": r"correto|confere|funciona|se[ \t]verifica|bate",
    "it": r"corretto|torna|funziona|verificato", "nl": r"klopt|correct|juist", "ru": r"верно|сходится|выполняется",
    "pl": r"zgadza[ \t]się|poprawnie|się[ \t]zgadza", "zh": r"正确|成立|符合|无误", "ja": r"正しい|成立|一致",
}
# The same verdict said as "indeed" right before the check's last value ("dus inderdaad 85%", "so indeed 85%").
_INDEED_WORDS = {
    "en": r"indeed", "fr": r"bien|en[ \t]effet", "de": r"tatsächlich|in[ \t]der[ \t]Tat|genau", "es": r"efectivamente|en[ \t]efecto",
    "pt": r"de[ \t]fato|efetivamente|realmente", "it": r"infatti|effettivamente|proprio", "nl": r"inderdaad|precies",
    "ru": r"действительно|как[ \t]раз", "pl": r"rzeczywiście|istotnie|właśnie", "zh": r"确实|的确|正好|恰好",
}
_TICK = re.compile(r"[✓✔✅☑]")
_HOLDS = re.compile(r"(?i)(?<![^\W\d_])(?:" + words(_HOLDS_WORDS) + r")(?![^\W\d_])")
_INDEED_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:" + words(_INDEED_WORDS) + r")[ \t]{1,3}[$*_]{0,2}$")
# A word that denies the verdict beside it ("does not hold", "klopt niet", "не сходится").
_DENIED = re.compile(r"(?i)(?<![^\W\d_])(?:not|n[’']t|no|never|nicht|kein\w{0,2}|pas|non|não|no|niet|geen|nie|не|нет)(?![^\W\d_])|不|没")


def steps_hold(text: str) -> bool | None:
    """Whether every step of arithmetic ``text`` writes works out (``None`` where it writes none it can work out)."""
    found = None
    for m in _ARITHMETIC_STEP.finditer(text):
        computed, result = arithmetic_value(m.group(1)), parse_number(m.group(2))
        if computed is None or result is None:
            continue
        if computed != result.value:
            return False
        found = True
    return found


def confirmed_check(check: str) -> bool:
    """Whether a check ends on a verdict that what it worked out holds (a tick or a word of ``_HOLDS_WORDS`` after its
    last number, no denial there; or "indeed" right before it), writes "=" and no step that fails: its numbers are the
    givens and results of a check that confirms the answer, no value offered beside it ("Sanity check: $7^{2024}$ would
    then end in 1 (cycle position 0), …, so the pattern holds."). A check that works out wrong ("9 × 2 = 20 ✓") or
    computes nothing ("Lucy is 20 ✓") is read as it stands."""
    if "=" not in check or steps_hold(check) is False:
        return False
    last = last_number_at(check)
    if last is None:
        return False
    return _holds_after(check, last[2]) or _INDEED_BEFORE.search(check, max(0, last[1] - 30), last[1]) is not None


def _holds_after(check: str, at: int) -> bool:
    """Whether the words of ``check``'s sentence from ``at`` (after its last number) say that it holds, denying nothing."""
    end = SENTENCE_END.search(check, at)
    verdict = check[at : end.end() if end else len(check)]
    return bool(_TICK.search(verdict) or _HOLDS.search(verdict)) and not _DENIED.search(verdict)


def _holding_sentence(body: str, start: int) -> bool:
    """Whether the last sentence of ``body`` (from ``start``) ends on a verdict that what it says holds, after its last
    number, with no step that fails ("You save $10 … — so paying three quarters, $30, checks out."): a check of the answer
    said before it."""
    last = last_number_at(body[start:])
    return last is not None and _holds_after(body[start:], last[2]) and steps_hold(body[start:]) is not False


# A command's one-digit arguments written without braces ("\sqrt3", "\frac12"): LaTeX reads them as braced.
_BARE_SQRT = re.compile(r"\\sqrt(\d)")
_BARE_FRAC = re.compile(r"\\frac(\d)(\d)")


def _braced(latex: str) -> str:
    return _BARE_FRAC.sub(r"\\frac{\1}{\2}", _BARE_SQRT.sub(r"\\sqrt{\1}", latex))


def same_value(text: str, number) -> bool:
    """Whether ``text`` is a number of the value ``number`` (a percentage as its share: 75% is 3/4, 0.25 is 25%)."""
    found = parse_number(text)
    if found is None or number is None:
        return False
    if number.percent and not found.percent:
        return found.value == number.value / 100  # 0.25 for 25%
    return (found.value / 100 if found.percent and not number.percent else found.value) == number.value


def _final_statement(text: str) -> str | None:
    block = _END_BLOCK.search(text[-SPAN_CHARS * 4 :])
    if block is not None:  # a bare matrix / array that ends the text, taken whole
        begin = text.rfind("\\begin{" + block.group(1) + "}")
        if begin != -1:
            block = text[begin : len(text) - len(block.group(2))].strip()
            return chain_value(block) or block  # a chain of equations ends on its value; a matrix is taken whole
    envs = _last_envs(text)
    if envs and estimated_at(text, envs[0][0], envs[-1][3]):
        return None  # "somewhere around $\frac23$", "$\frac23$, give or take": an estimate
    if envs and _ends_text(text[envs[-1][3] :]) and not QUALIFIER_AFTER.match(text, envs[-1][3]) and not _other_after(text, envs[-1]):
        answer = clean_math(", ".join(text[e[1] : e[2]].strip() for e in envs), prose="last")
        if answer is not None:
            return answer
    closing = _closing_latex(text)
    if closing is not None:
        return without_underline(closing)
    last = None
    for last in NUMBER_IN_TEXT.finditer(text):
        pass
    if last is None:
        return None
    lo = max(0, last.start() - SPAN_CHARS)
    boxes = find_boxed(text[lo : last.end() + SPAN_CHARS])
    if any(b.start <= last.start() - lo <= b.start + len(b.content) for b in boxes):
        return None  # a number in a box: the box was read (and refused) as a marker already
    end = last.end()
    while end < len(text) and text[end] in ")]}" and end - last.end() < 4:
        end += 1  # the closing brackets of a tuple or interval belong to it
    exponent = _EXPONENT.match(text, end)
    if exponent is not None:
        end = exponent.end()  # "(x+1)^2", "4.56 × 10^{7}": the power belongs to what it follows
    constant = _CONSTANT_AFTER.match(text, end)
    if constant is not None:
        end = constant.end()  # "12π cm²", "2\sqrt{3} m": a constant or radical glued to the number is its factor
    imaginary = _IMAGINARY_AFTER.match(text, end)
    if imaginary is not None:
        end = imaginary.end()  # "x = ±3i": the imaginary unit glued to the number is part of the value
    if _TERM_BEFORE.search(text, max(0, last.start() - 3), last.start()):
        terms = _LETTER_TERMS.match(text, end)
        if terms is not None:
            end = terms.end()  # "3i − 2j + k": the number is a term's coefficient; the sum runs on over its letters
    else:
        terms = _SUM_OF_LETTERS.match(text, end)
        if terms is not None:
            end = terms.end()  # "So z = 2 + i.": the number is a sum's first term, its letters end the sentence
    if not _ends_text(text[end:]) or _unread_line_after(text[end:]):
        return None  # the text goes on after its last number: that number was not a final answer
    if counts_methods(text, last.end()):
        return None  # "All 3 methods agree.": the count of the writer's own ways to the answer, no result
    ends = _CLAUSE_END.finditer(text, max(0, last.start() - 200), last.start())
    clause_start = max((m.end() for m in ends), default=0)
    if qualified_at(text[clause_start:], last.start() - clause_start, last.end() - clause_start):
        return None  # "... is at least 2", "... 2 million": not the number itself
    if estimated_at(text, last.start(), last.end()):
        return None  # "approx. 72", "in the ballpark of 72", "72 (approx.)"
    hour = _HOUR_BEFORE.search(text, max(0, last.start() - 3), last.start())
    start = hour.start() if hour is not None else last.start()  # "大约3:45": the time, from its hour, as its words see it
    answer = _bold_letters_run(text[max(0, last.start() - SPAN_CHARS) : end]) or text[start : last.end()].strip()
    return without_underline(_HEADING.sub("", answer, count=1))  # "# 24": a heading shows its words large, the hashes not at all


_HEADING = re.compile(r"^#{1,6}[ \t]{1,4}")
# A number that counts the writer's own methods, routes or checks where they agree ("All 3 methods agree.", "Die 2 Wege
# liefern dasselbe.", "两种方法结果一致"), in the languages read: how many ways reached the answer, never a value of the
# task ("So there are 6 ways." counts what a counting task asks, and is read).
_METHODS = {
    "en": r"(?:different|independent|separate)?[ \t]?(?:methods|approaches|ways|routes|checks|derivations|computations|calculations)",
    "fr": r"méthodes|approches|façons|calculs|vérifications", "de": r"methoden|wege|ansätze|rechenwege|rechnungen|proben",
    "es": r"métodos|enfoques|caminos|cálculos|comprobaciones", "pt": r"métodos|abordagens|caminhos|cálculos|verificações",
    "it": r"metodi|approcci|modi|calcoli|verifiche", "ru": r"способа|способов|метода|методов|подхода|подходов|проверки|проверок",
    "zh": r"种方法|種方法|种算法|種算法|种解法|種解法", "ja": r"つの方法|通りの方法|つの解法",
}
_AGREE = {
    "en": r"agree|concur|coincide|match|confirm\w{0,2}|(?:give|yield|reach|lead[ \t]to)\w{0,3}[ \t]the[ \t]same|(?:are|is)[ \t]consistent",
    "fr": r"concordent|coïncident|confirment|donnent[ \t]le[ \t]même|s'accordent",
    "de": r"stimmen[ \t]überein|übereinstimmen|bestätigen|liefern[ \t]dasselbe|ergeben[ \t]dasselbe|führen[ \t]zum[ \t]selben",
    "es": r"coinciden|concuerdan|confirman|dan[ \t]lo[ \t]mismo|dan[ \t]el[ \t]mismo", "pt": r"concordam|coincidem|confirmam|dão[ \t]o[ \t]mesmo",
    "it": r"concordano|coincidono|confermano|danno[ \t]lo[ \t]stesso", "ru": r"совпадают|согласуются|подтверждают|дают[ \t]то[ \t]же",
    "zh": r"一致|相同|吻合", "ja": r"一致|同じ",
}
_METHOD_COUNT = re.compile(r"(?i)[ \t]{0,2}(?:" + words(_METHODS) + r")[^.!?。\n]{0,40}?(?:" + words(_AGREE) + ")")


def counts_methods(text: str, end: int) -> bool:
    """Whether the number that ends at ``end`` counts the writer's methods, routes or checks ("All 3 methods agree.")."""
    return _METHOD_COUNT.match(text, end) is not None


def _other_after(text: str, env: tuple[int, int, int, int]) -> bool:
    """Whether a number after the last math environment is not its value ("$\\sqrt{2} = 1.414\\ldots$ ... rounded:
    1,41."): the number is said after it, and the environment is no final statement."""
    last = last_number_at(text[env[1] : env[2]])
    if last is None:
        # "The largest such $n$ is 12.": math that holds no number names what the number after it is the value of.
        return NUMBER_IN_TEXT.search(text, env[3]) is not None
    value = parse_number(last[0])
    if value is None:
        return False
    # "So $\frac{7}{20}$ is 35 %.": the same value said again as a percent is the form the sentence ends on.
    percent = "%" not in text[env[1] : env[2]] and _PERCENT_AFTER.search(text, env[3]) is not None
    exact = text[env[1] : env[2]].rsplit("=", 1)[-1]
    # "$P = \frac{1}{6}$, i.e. about 0.1667.": the closed form's decimal, rounded or cut, is that value said again
    return percent or any(not same_value(decimal_comma(m.group().strip()), value) and not _decimal_of(text, env[3], m, exact)
                          for m in NUMBER_IN_TEXT.finditer(text, env[3]))


# Between a closed form and its decimal in the same sentence: a comma or bracket, a word for "that is", a word or sign of
# approximation ("$\frac{1}{6}$, i.e. about 0.1667", "$\frac{1}{6}$ (≈ 0.167)").
_TO_DECIMAL = re.compile(r"(?i)[ \t$]{0,3}[,(]?[ \t]{0,3}(?:i\.e\.,?|that[ \t]is,?|which[ \t]is|or)?[ \t]{0,3}"
                         r"(?:about|approximately|approx\.|roughly|around|≈|\\approx|~)?[ \t$]{0,3}")


def _decimal_of(text: str, at: int, number: re.Match, exact: str) -> bool:
    """Whether ``number`` is a decimal written right after the closed form ``exact`` (ending at ``at``) in its sentence,
    which that closed form rounds or cuts to ("0.1667" of "\frac{1}{6}"): the value said again."""
    written = number.group().strip()
    between = text[at : number.start() + len(number.group()) - len(number.group().lstrip())]
    return "." in written and _TO_DECIMAL.fullmatch(between) is not None and approximates(written, exact)


_PERCENT_AFTER = re.compile(r"\d[ \t\u00a0\u202f]{0,2}(?:\\?%|٪)")


# The hour before a time's minutes ("3:" of "3:45").
_HOUR_BEFORE = re.compile(r"(?<![\d:.,])\d{1,2}:$")
# A number that is a term of a sum (an operator before it), then its letter glued to it and more such terms, a letter
# maybe in bold as a vector is: "2j + k", "2**j** + **k**".
_BOLD_LETTER = re.compile(r"\*\*([A-Za-z])\*\*")
_TERM_BEFORE = re.compile(r"[-+−][ \t]{0,2}$")
_LETTER = r"(?:\*\*[A-Za-z]\*\*|[A-Za-z])(?![A-Za-z\d*])"
_LETTER_TERMS = re.compile(_LETTER + r"(?:[ \t]{0,2}[-+−][ \t]{0,2}\d{0,6}" + _LETTER + "){0,6}")
# A number followed by terms in letters to its sentence's end ("2 + i", "2 − i", "1 + j + k"): one sum, not the number alone.
_SUM_OF_LETTERS = re.compile(r"(?:[ \t]{0,2}[-+−][ \t]{0,2}\d{0,6}" + _LETTER + r"){1,6}(?=[ \t]{0,2}(?:[.!]?[ \t]*(?:\n|$)))")
# π or a square root right after a number, before its unit: the number's factor, read with it.
_CONSTANT_AFTER = re.compile(r"[ \t]?(?:\\pi|\\sqrt(?:\{[^{}\n]{1,20}\}|\d))(?![A-Za-z])")
# The imaginary unit glued to a number ("3i", "-3i"), no letter after it ("3 in", "3inches" are not).
_IMAGINARY_AFTER = re.compile(r"i(?![A-Za-z\d])")
_EXPONENT = re.compile(r"(?:\^(?:\{[^{}\n]{0,20}\}|\d{1,6}|[A-Za-z]))+")
# A check line's opening word, the line quoted, in bold or a heading ("> Second look:", "**Check:**", "### Verification").
_CHECK_START = re.compile(r"[ \t>*_#]{0,6}(?:" + words(CHECKS) + "|" + words(CHECK_LINE_WORDS) + r")", re.IGNORECASE)
_LAST_SENTENCE = re.compile(r"(?<![A-Z])[.!?](?=[ \t]{1,3}\S)|\n")
# A sign that joins sets before a bracket ("(−2, 2) ∪ (2, ∞)", "[0, 1) U (2, 3]"): the bracket is a set it joins.
_SET_SIGN_BEFORE = re.compile(r"(?:\\cup|\\cap|\\setminus|[∪∩]|(?<=[)\]])[ \t]U)[ \t]{0,3}$")
# Equations of numbers only, parted by commas or semicolons ("91 = 13 \cdot 7, 147 = 21 \cdot 7"): a check, no value.
_EQUATION = r"[ \t]{0,3}(?:[\d.]{1,12}|[-+−×·*/÷^() \t]|\\cdot|\\times|\\div){1,40}=(?:[\d.]{1,12}|[-+−×·*/÷^() \t]|\\cdot|\\times|\\div){1,40}"
_EQUATIONS_ONLY = re.compile(_EQUATION + r"(?:[,;]" + _EQUATION + "){0,8}")
_TRAILING_ASIDE = re.compile(r"\(([^()\n]{0,300})\)[ \t]*$")
# "..., where $K$ is an arbitrary constant", "où $C$ est une constante": what a letter of the statement stands for, said
# after it in words, with no number.
_TRAILING_DEFINITION = re.compile(
    r"[,;]?[ \t]*(?<![^\W\d_])(?:where|with|for[ \t]+(?:any|some|all|every)|où|avec|wobei|mit|donde|con|onde|com|dove|где)"
    r"[ \t]+\$?\\?[A-Za-z]{1,3}\$?[ \t]+[^\n$=\d]{1,80}$",
    re.IGNORECASE,
)
# A last paragraph that opens with a label naming a note or an assumption ("Assumption: …", "Note: …", "Hinweis: …"); any
# other label may name the answer in a language not listed ("Đáp án: C").
_NOTE_LABELS = (r"notes?|assumptions?|remarks?|comments?|caveat|aside|hinweis|anmerkung|annahme|bemerkung|remarque|hypothèse"
                r"|nota|supuesto|observación|observação|suposição|osservazione|ipotesi|примечание|замечание|допущение|предположение"
                r"|catatan|asumsi|andaian|keterangan")
_LABELLED_NOTE = re.compile(r"(?i)\n[ \t]*\n[ \t>*_]{0,4}(?:" + _NOTE_LABELS + r")[ \t*_]{0,3}[:：][^\n]{1,300}$")
_MATH_IN_NOTE = re.compile(r"[\d$\\=∞]")  # a label's paragraph that writes math ("Solution set: $(-\infty, \infty)$") states it
_PROSE_WORDS = re.compile(r"[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}")
# An aside that opens by adding to the answer or offering beside it ("(and, to be safe, 30)", "(or 31)", "(plus 30)", "(und
# 30)"): a value it holds that the sentence before it does not is one more value offered, not prose to drop.
_ADDING = r"plus|also|too|maybe|perhaps|auch|aussi|además|também|anche|также|тоже"
_ADDS_TO_ANSWER = re.compile(
    r"(?i)[ \t]*(?<![^\W\d_])(?:" + "|".join(w for row in LIST_JOINERS.values() for w in row.split()) + "|" + _ADDING + r")(?![^\W\d_])"
    r"|[ \t]*(?:" + words(ALTERNATIVE_WORDS) + ")"
)
# An aside that names a quantity of its own with an article and a copula ("(and the smaller is 8)", "(und die kleinere
# ist 8)", "(y el menor es 8)") gives another quantity's value, as "=" does; unless its subject is a word for the answer,
# its value or a verdict on it ("(and the answer is 8)", "(and the correct one is 8)"), or a word of the sentence before
# it ("The larger is 12 (and the larger is 8)"): then it is one more value offered.
_OWN_SUBJECT = re.compile(
    r"(?i)[ \t]*(?:and|und|et|y|e)[ \t,]+(?:the|der|die|das|le|la|el|lo|o|a|il)[ \t]+"
    r"([^\W\d_]{1,20}(?:[ \t]+[^\W\d_]{1,20}){0,2})[ \t]+(?:is|was|ist|war|est|était|es|era|é|è)(?![^\W\d_])"
)
_NO_OTHER_SUBJECT = frozenset("""
answer answers result solution value total sum correct right true actual real final exact better best likely
réponse résultat valeur somme vrai vraie bonne juste antwort ergebnis lösung wert summe richtige richtig
respuesta resultado solución valor suma correcta correcto verdadera resposta solução soma correta certa
risposta risultato soluzione valore somma giusta giusto corretta
""".split())
# The noun for "number" alone names no other quantity: "(and the number is 8)" is the answer's number again.
_NUMBER_NOUN = frozenset("number nombre zahl número numero".split())


def _checks_value_before(before: str, aside: str) -> bool:
    """Whether ``aside`` is equations of numbers only that write the value ending ``before`` ("The gcd is 7
    (91 = 13·7, 147 = 21·7)"): a check of it in brackets, no part of it."""
    if _EQUATIONS_ONLY.fullmatch(aside.strip()) is None:
        return False
    last = last_number_at(before.rstrip(" \t$*_"))
    if last is None:
        return False
    key = answer_key(last[0].strip())
    return any(answer_key(m.group().strip()) == key for m in NUMBER_IN_TEXT.finditer(aside))


def _drop_afterthoughts(text: str) -> tuple[str, list[str]]:
    """The text without what follows its answer: a last sentence that checks the answer
    ("Check: ...", "Substituting back: ..."), a closing aside in parentheses holding prose; and
    the check sentences it dropped."""
    checks: list[str] = []
    for _ in range(3):
        body = text.rstrip(" \t\n.!?")
        aside = _TRAILING_ASIDE.search(body)
        if aside is not None and _SET_SIGN_BEFORE.search(body, max(0, aside.start() - 12), aside.start()):
            aside = None  # "(−2, 2) ∪ (2, ∞)": an interval the union joins, no aside
        computed = arithmetic_value(aside.group(1)) if aside is not None else None
        if computed is not None:  # "54 pages (12 + 24 + 18)": the computation shown, checked like a check line
            checks.append(str(computed))
            text = body[: aside.start()]
            continue
        if aside is not None and _checks_value_before(body[: aside.start()], aside.group(1)):
            checks.append(aside.group(1))  # "7 (91 = 13·7, 147 = 21·7)": equations in brackets after the value check it
            text = body[: aside.start()]
            continue
        if aside is not None and _rounds_value_before(body[: aside.start()], aside.group(1)):
            text = body[: aside.start()]  # "$\frac{1}{6}$ (about 16.7%)": the value rounded, said beside it
            continue
        if aside is not None and _adds_a_value(body[: aside.start()], aside.group(1)):
            return text, checks  # "The divisors are 1, 3, 5, 15 (and, to be safe, 30).": read with the answer
        if aside is not None and (_PROSE_WORDS.search(LATEX_COMMAND.sub(" ", aside.group(1))) or _restates(body[: aside.start()], aside.group(1))):
            text = body[: aside.start()]
            continue
        definition = _TRAILING_DEFINITION.search(body, max(0, len(body) - 120))
        if definition is not None and body[: definition.start()].rstrip().endswith("$"):
            text = body[: definition.start()]  # the statement's math, less the words that say what its letter stands for
            continue
        sentence = None
        for sentence in _LAST_SENTENCE.finditer(body, max(0, len(body) - 2 * SPAN_CHARS)):
            pass
        opening = sentence.end() if sentence is not None else max(0, len(body) - 2 * SPAN_CHARS)
        aside_end = _REASON_OR_DENIAL.search(body, opening)
        if aside_end is not None and NUMBER_IN_TEXT.search(body, opening, aside_end.start()) and not _CONCLUDES.search(aside_end.group()) \
                and (not _REASON_WORD.search(aside_end.group()) or _CHECKED_REASON.search(aside_end.group())
                     or not NUMBER_IN_TEXT.search(aside_end.group())):
            # "$\log_2 64 = 6$ because $2^6 = 64$.", "it's $+5$ and not $-5$": the statement, less its reason or the
            # value it denies.
            text = body[: aside_end.start()]
            continue
        note = _LABELLED_NOTE.search(body, max(0, len(body) - 2 * SPAN_CHARS))
        if note is not None and NUMBER_IN_TEXT.search(body, 0, note.start()) and (
                not _MATH_IN_NOTE.search(note.group()) or _another_quantity_noted(body[: note.start()], note.group())
                or _only_constants_set(note.group())):
            text = body[: note.start()]  # "The sale price is $30." then "Assumption: no sales tax is added …": a note, no statement
            continue
        signed_off = sentence is not None and (closing(body[sentence.end() :]) or _SIGN_OFF.match(body, sentence.end()))
        check = _check_before_closing(body, sentence.end()) if signed_off else None
        if check is not None:
            checks.append(body[check : sentence.end()])  # "验算：9 × 4 = 36 ✓。希望对你有帮助！": a check, then a closing
            text = body[:check]
            continue
        if (sentence is not None and not NUMBER_IN_TEXT.search(body, sentence.end())
                and _TRAILING_ASIDE.search(body[: sentence.end()].rstrip(" \t\n.!?"))):
            text = body[: sentence.end()]  # "… is 90. (Equivalently, a quarter of 360.)" then "Happy to help!": the aside is read as one
            continue
        if sentence is not None and (_CHECK_START.match(body, sentence.end()) or _holding_sentence(body, sentence.end())
                                     or _checks_from_value(body[: sentence.end()], body[sentence.end() :])):
            checks.append(body[sentence.end() :])
            text = body[: sentence.end()]
            continue
        clause = _check_clause(body, opening)
        if clause is not None:
            checks.append(body[clause:])  # "The LCM is 180, and indeed 180/12 = 15, 180/18 = 10.": a check from the value
            text = body[:clause]
            continue
        if sentence is not None and _breaks_down(body[: sentence.end()], body[sentence.end() :]):
            text = body[: sentence.end()]  # "Mark has 35 flowers." then "Breakdown: 10 yellow, 18 purple, 7 green."
            continue
        if sentence is not None and not NUMBER_IN_TEXT.search(body, sentence.end()) and confirmation(body[sentence.end() :] + "."):
            text = body[: sentence.end()]  # "... = 180. Yes.": the check's verdict, after which the check itself is read
            continue
        paragraph = body.rfind("\n\n", max(0, len(body) - 2 * SPAN_CHARS))
        if paragraph != -1 and _checks_the_given(body[:paragraph], body[paragraph:]):
            checks.append(body[paragraph:])  # "Lucy is **16** years old." then "In 6 years … 22 + 18 = 40 ✓."
            text = body[:paragraph]
            continue
        if paragraph != -1 and _remarks_on_display(body[:paragraph], body[paragraph:]):
            text = body[:paragraph]  # "$$T(I) = \begin{cases}…\end{cases}$$" then "…, so $T$ is continuous."
            continue
        return text, checks
    return text, checks


# What a display defines: its name, maybe with its arguments, before "=" ("T(I) = \begin{cases}…", "f(x) = …").
_DEFINED_NAME = re.compile(r"[ \t]{0,3}([A-Za-z])(?:[ \t]{0,2}\([^()\n]{1,20}\))?[ \t]{0,3}=")
_BARE_NAME = re.compile(r"[ \t]{0,3}([A-Za-z])(?:[ \t]{0,2}\([^()\n]{1,20}\))?[ \t]{0,3}")


def _remarks_on_display(before: str, paragraph: str) -> bool:
    """Whether ``paragraph``, after a display that ends ``before`` and defines a name ("$$T(I) = …$$"), ends on that
    name bare in its math and words with no number after it ("…, so $T$ is continuous."): a remark on what was defined,
    whose display is the statement."""
    if not before.rstrip().endswith(("$", "\\]", "\\)")):
        return False  # no math ends the text before: the cheap test first
    display, remark = last_env(before.rstrip()), last_env(paragraph)
    if display is None or remark is None or before[display[3] :].strip() or NUMBER_IN_TEXT.search(paragraph, remark[3]):
        return False
    defined = _DEFINED_NAME.match(before, display[1], display[2])
    named = _BARE_NAME.fullmatch(paragraph, remark[1], remark[2])
    return defined is not None and named is not None and defined.group(1) == named.group(1)


# A list item's number at the start of its line ("1. Jerry: 16 stamps"): no number of the item's statement.
_ITEM_NUMBER = re.compile(r"(?m)^[ \t>*_-]{0,4}\d{1,2}[.)][ \t]")
# The value an equation in unknowns is set equal to ("3j + j = 64", "(b + 6) + (b + 10) = 40"): a condition given.
_SET_EQUAL = re.compile(r"(?<![<>!=])=[ \t]{0,3}\$?[ \t]{0,2}(-?\d{1,12}(?:\.\d{1,12})?)(?![\d^{]|\.\d)")
_EQUATION_LEFT = re.compile(r"[^=,;:\n→⇒]{0,80}$")


def _checks_the_given(working: str, paragraph: str) -> bool:
    """Whether a closing paragraph checks the answer against a condition the working set up: it computes (a step of
    arithmetic that works out, none that fails), says nothing new (each of its numbers the working wrote, or an operand of
    its own steps) and ends on the value an equation in unknowns was set equal to ("In 6 years she'll be 22 and her
    brother 18; 22 + 18 = 40." after "(b + 6) + (b + 10) = 40"; a recap ending "3. Total: 64" after "3j + j = 64")."""
    last = last_number_at(paragraph)
    if last is None or steps_hold(paragraph) is not True:
        return False
    working = working[-_MAX_WORKING_CHARS:]
    given = {answer_key(m.group(1)) for m in _SET_EQUAL.finditer(working)
             if _UNKNOWN_TERM.search(_EQUATION_LEFT.search(working, max(0, m.start() - 80), m.start()).group())}
    if answer_key(last[0]) not in given:
        return False
    known = {answer_key(m.group().strip()) for m in NUMBER_IN_TEXT.finditer(working)} | operand_keys(paragraph)
    said = _ITEM_NUMBER.sub(lambda m: " " * len(m.group()), paragraph)
    return all(answer_key(m.group().strip()) in known for m in NUMBER_IN_TEXT.finditer(said))


# A letter that is an unknown: glued to a coefficient or beside an operator ("3j", "b + 6", "2 × x").
_UNKNOWN_TERM = re.compile(r"\d[ \t]?[A-Za-z](?![A-Za-z])|(?<![A-Za-z\\])[A-Za-z](?![A-Za-z])[ \t]*(?:[-+*/×·]|\\cdot|\\times)"
                           r"|(?:[-+*/×·]|\\cdot|\\times)[ \t]*[A-Za-z](?![A-Za-z])")
# A note that gives the value of a quantity it names with an article or possessive and a copula ("its diagonal would be
# 7√2 ≈ 9.9 m", "die Diagonale wäre 9,9 m"), before any of its numbers.
_NOTED_QUANTITY = re.compile(
    r"(?i)(?<![^\W\d_])(?:its|the|their|his|her|der|die|das|ihre|seine|le|la|les|sa|son|el|su|o|a|il|lo)[ \t]+"
    r"([^\W\d_]{3,20})[ \t]+(?:would[ \t]+be|will[ \t]+be|is|are|was|wäre|ist|serait|est|sería|es|seria|é|sarebbe|è)(?![^\W\d_])")


# A value set for a constant the working used ("π = 22/7", "\pi \approx 3.14", "g = 9.8 m/s²"): an assumption of the
# working, said again in a note, no statement of the answer.
_CONSTANT_SET = re.compile(
    r"(?:\\pi|π|(?<![^\W\d_])g)[ \t$]{0,3}(?:=|≈|\\approx)[ \t$]{0,3}"
    r"(?:\d{1,3}[ \t]{0,2}/[ \t]{0,2}\d{1,3}|\\frac\{\d{1,3}\}\{\d{1,3}\}|\d{1,2}(?:[.,]\d{1,6})?)"
    r"(?:[ \t]{0,2}(?:\\text\{)?m/s(?:\^\{?2\}?|²)\}?)?")


def _only_constants_set(note: str) -> bool:
    """Whether every number of a note stands in a value it sets for a constant ("Catatan: kita memakai π = 22/7")."""
    spans = [m.span() for m in _CONSTANT_SET.finditer(note)]
    return bool(spans) and all(any(a <= m.start() < b for a, b in spans) for m in NUMBER_IN_TEXT.finditer(note))


def _another_quantity_noted(statement: str, note: str) -> bool:
    """Whether a note's numbers all give the value of a quantity it names (see ``_NOTED_QUANTITY``), one the statement
    before it does not name and no word for the answer: another quantity's value, no statement of the answer
    ("Perimeter: 28 m" then "Note: we assume a flat Euclidean square; its diagonal would be 7√2 ≈ 9.9 m.")."""
    named = _NOTED_QUANTITY.search(note)
    if named is None or NUMBER_IN_TEXT.search(note, 0, named.start()) is not None:
        return False
    subject = named.group(1).lower()
    said = {w.lower() for w in WORD.findall(statement[-SPAN_CHARS:])}
    return subject not in _NO_OTHER_SUBJECT and subject not in _NUMBER_NOUN and subject not in said


def _check_before_closing(body: str, closing_at: int) -> int | None:
    """Where the sentence before a closing starts, where that sentence checks the answer; else ``None``."""
    previous = None
    for previous in _LAST_SENTENCE.finditer(body, max(0, closing_at - 2 * SPAN_CHARS), max(0, closing_at - 1)):
        pass
    if previous is None:
        return None
    checks = (_CHECK_START.match(body, previous.end()) or _holding_sentence(body[:closing_at], previous.end())
              or _checks_from_value(body[: previous.end()], body[previous.end() : closing_at]))
    return previous.end() if checks else None


# A step that takes a value and a number by a product or a quotient to a result ("180 ÷ 12 = 15", "36 / 4 = 9").
_STEP_FROM = re.compile(r"(?<![\d.,^{])(\d{1,12}(?:\.\d{1,12})?)[ \t]{0,2}(?:[÷/×*·]|\\div|\\times|\\cdot)[ \t]{0,2}"
                        r"(\d{1,12}(?:\.\d{1,12})?)[ \t]{0,2}=[ \t]{0,2}(\d{1,12}(?:\.\d{1,12})?)(?![\d^{/]|\.\d)")
_MIN_STEPS_FROM = 2
_QUOTIENT = re.compile(r"[÷/]|\\div")


def _checks_from_value(before: str, sentence: str, divides: bool = False) -> bool:
    """Whether ``sentence`` checks the value stated last before it against the numbers the working wrote, step by step
    ("The LCM is **180**." then "180 ÷ 12 = 15, 180 ÷ 18 = 10, 180 ÷ 30 = 6 — all whole numbers."): two steps or more,
    each from that value by a product or quotient with a number written before, each working out, and no other number.
    One step from it ("x = 5. 5 + 3 = 8.") may carry the working on to the answer, and is read as it stands. With
    ``divides`` (a check in the statement's own sentence, "**180**, and indeed 180/12 = 15, …") a quotient that comes out
    whole needs no number written before: it says the value divides evenly, the check a multiple is given."""
    if "=" not in sentence:
        return False
    steps = list(_STEP_FROM.finditer(sentence))
    last = last_number_at(before) if len(steps) >= _MIN_STEPS_FROM else None
    if last is None:
        return False
    value = answer_key(last[0])
    known = {answer_key(m.group().strip()) for m in NUMBER_IN_TEXT.finditer(before[-_MAX_WORKING_CHARS:])}

    def taken(step: re.Match) -> bool:
        whole = divides and _QUOTIENT.search(step.group()) is not None and "." not in step.group(3)
        return answer_key(step.group(2)) in known or whole

    if not all(answer_key(s.group(1)) == value and taken(s) for s in steps) or steps_hold(sentence) is not True:
        return False
    rest = _STEP_FROM.sub(" ", sentence)
    return NUMBER_IN_TEXT.search(rest) is None


# Where a clause of the last sentence may begin: after a comma, a semicolon or a dash.
_CLAUSE_BREAK = re.compile(r"[,;]|[ \t][—–-][ \t]|—")


def _check_clause(body: str, opening: int) -> int | None:
    """Where the last sentence of ``body`` (from ``opening``) goes on, after a comma, a semicolon or a dash, into a check
    that starts from the value stated before it ("**180**, and indeed 180/12 = 15, 180/18 = 10, 180/30 = 6 are all
    integers.", "Das kgV ist 180, denn 180 ÷ 12 = 15 …"): the check is no part of the statement (see
    :func:`_checks_from_value`); ``None`` where it does not."""
    if "=" not in body[opening:]:
        return None
    for m in _CLAUSE_BREAK.finditer(body, opening):
        if "=" in body[m.end() :] and NUMBER_IN_TEXT.search(body, opening, m.start()) and _checks_from_value(body[: m.start()], body[m.end() :], divides=True):
            return m.start()
    return None


# An amount of time: a number (a fraction, where a duration of two units was read as one: "\frac{8}{3} hours") and the
# word after it.
_AMOUNT_OF_TIME = re.compile(r"(\\frac\{\d{1,6}\}\{[1-9]\d{0,5}\}|(?<![\w.,])\d{1,9}(?:\.\d{1,6})?)[ \t*_]{0,4}([^\W\d_]{1,14}\.?)")


def _time_sizes(word: str) -> set[int]:
    """The sizes in seconds a word for a unit of time has in any CLDR language ("hours", "Minuten", "h": 3600, 60)."""
    return {size for w in (word, word.rstrip(".")) for size in DURATION_WORDS.get(w) or DURATION_WORDS.get(w.casefold()) or ()}


def same_time_again(before: str, sentence: str) -> re.Match | None:
    """The amount of time ``before`` ends on, where ``sentence`` says it again in other units and holds no other number
    ("**160 minutes**" then "That's 2 hours and 40 minutes in total.", read as "\\frac{8}{3} hours"; "Das sind 2 Stunden
    und 40 Minuten."): the same quantity, no second value. Another amount ("That's 2 hours and 30 minutes.") is one, and
    so is one said with a bound or an estimate ("at most", "не более", "about")."""
    said = list(_AMOUNT_OF_TIME.finditer(sentence))
    if len(said) != 1 or len(NUMBER_IN_TEXT.findall(_AMOUNT_OF_TIME.sub(" ", sentence))) or len(sentence) > SPAN_CHARS:
        return None
    stated = None
    for stated in _AMOUNT_OF_TIME.finditer(before, max(0, len(before) - SPAN_CHARS)):
        pass
    if stated is None or NUMBER_IN_TEXT.search(before, stated.end()) or stated.group(2).rstrip(".").casefold() == said[0].group(2).rstrip(".").casefold():
        return None
    if qualified_at(sentence, said[0].start(), said[0].end()) or estimated_at(sentence, said[0].start(), said[0].end()):
        return None  # "That's at most 2 hours and 40 minutes.", "не более 15 минут": a bound or an estimate, no restatement
    first, second = parse_number(stated.group(1)), parse_number(said[0].group(1))
    if first is None or second is None:
        return None
    same = any(first.value * a == second.value * b for a in _time_sizes(stated.group(2)) for b in _time_sizes(said[0].group(2)))
    return stated if same else None


# A word that offers another value ("or", "oder", "ou", "或"): parts joined by it are alternatives, no breakdown.
_OFFERS = re.compile(r"(?i)(?:" + words(ALTERNATIVE_WORDS) + ")")


# What parts a breakdown's parts: a comma, a semicolon, or a word for "and" (of ``intervals.AND_WORDS``' languages).
_PART_BREAK = re.compile(r",(?!\d{3}(?!\d))|[;，；、]|(?<![^\W\d_])(?:and|et|und|y|e|и|і|i|en|och|og|ve|dan|và|és|a|și)(?![^\W\d_])|和|与", re.IGNORECASE)
_PART_WORD = re.compile(r"[^\W\d_]{2,}|[\u3400-\u9fff]")
_RESULT_BEFORE_VALUE = re.compile(r"(?:=|≈|[-+*/×·÷])[ \t$\\€£¥₹]{0,4}$")


def _breaks_down(before: str, sentence: str) -> bool:
    """Whether ``sentence``, after the value ``before`` states last, lists its parts: two numbers or more, no "=" and no
    word that offers another value, that add up to that value ("Mark has 35 flowers." then "Breakdown: 10 yellow, 18
    purple, 7 green."; "Aufteilung: 10 gelbe, 18 lila, 7 grüne."). Parts that add up to anything else ("…, 8 green") are
    values of their own."""
    if "=" in sentence or len(sentence) > 2 * SPAN_CHARS or before.rstrip(" \t\n.!").endswith(")"):
        return False
    body = sentence.split(":", 1)[-1]  # "Breakdown for reference: …": the label names no part
    if CONCLUSION.search(body):
        return False  # "He spent $35 on books and $20 on food, leaving $45.": the sentence concludes a value of its own
    chunks = [c for c in _PART_BREAK.split(body) if c.strip()]
    if len(chunks) < 2 or any(len(NUMBER_IN_TEXT.findall(c)) != 1 or not _PART_WORD.search(c) for c in chunks):
        return False  # each part is a number and the word that names what it counts ("10 yellow", "$20 on books")
    parts = [parse_number(m.group().strip().lstrip("\\$")) for m in NUMBER_IN_TEXT.finditer(body)]
    if len(parts) < 2 or any(p is None or p.percent or p.value <= 0 for p in parts) or _OFFERS.search(sentence):
        return False
    last = last_number_at(before.rstrip(" \t.!*_$"))
    if last is None or _RESULT_BEFORE_VALUE.search(before[: before.rstrip(" \t.!*_$").rfind(last[0])]):
        return False  # "… = $80.": a result of the working, no statement the parts could break down
    total = parse_number(last[0].strip().lstrip("\\$")) if last is not None else None
    return total is not None and not total.percent and sum(p.value for p in parts) == total.value


def _rounds_value_before(before: str, aside: str) -> bool:
    """Whether an aside is an approximation word and one number that rounds the last value before it ("$\\frac{1}{6}$
    (about 16.7%)", "(≈ 0.167)"): the same value said to fewer places, no other value."""
    said = _ROUNDED.fullmatch(aside.strip())
    last = last_number_at(before)
    if said is None or last is None:
        return False
    value, rounded = parse_number(last[0]), parse_number(said.group(1))
    if value is None or rounded is None:
        return False
    places = len(said.group(1).split(".", 1)[1].rstrip("%").strip()) if "." in said.group(1) else 0
    exact = value.value * 100 if rounded.percent and not value.percent else value.value
    return abs(float(exact) - float(rounded.value)) <= 0.5 * 10 ** -places + 1e-12


# An approximation word, then one number ("about 16.7%", "≈ 0.17", "environ 16,7 %", "约 0.167").
_ROUNDED = re.compile(
    r"(?i)(?:about|approx(?:\.|imately)?|roughly|around|nearly|circa|ca\.|≈|~|\\approx|environ|etwa|ungefähr|aproximadamente"
    r"|cerca[ \t]de|circa|около|примерно|约|約|대략)[ \t]{0,2}\$?[ \t]{0,2}(-?\d{1,12}(?:\.\d{1,12})?[ \t]{0,2}(?:\\?%)?)\$?")
# After a statement's value in its sentence: the reason given for it, a value it denies, or a comparison with another
# quantity ("6 because $2^6 = 64$", "$+5$ and not $-5$", "$10, which is $2 less than $12"); a reason that draws a conclusion of its own ("because 12 × 3 < 40, so 14") is the statement.
_REASON_OR_DENIAL = re.compile(
    r"(?i)[ \t]*[,;—–]?[ \t]*(?:(?<![^\W\d_])(?:because|since|weil|parce[ \t]que?|puisque|porque|ya[ \t]que|perché|poiché"
    r"|потому[ \t]что)(?![^\W\d_])[^\n]{1,300}"
    r"|(?<![^\W\d_])(?:(?:and|but|und|et|y|e|ma|mais|aber|pero)[ \t,]{1,3})?(?:not|nicht|pas|não|non)[ \t]{1,3}"
    r"(?:\$[^$\n]{1,40}\$|-?\d[\d.,]{0,12}))[ \t]*$"
    r"|(?:因为|因為)[^\n]{1,300}$"
    # A check said after a dash or a comma, to the end of the sentence ("$(-2,4)$ — endpoints excluded, double-checked:
    # $|{-2}-1| = 3 \not< 3$").
    r"|[ \t]*[—–;,][ \t][^\n$:]{0,40}?(?i:(?<![^\W\d_])(?:double-?checked|checked|verified|check|verification|sanity[ \t]check))[ \t]*:[^\n]{1,200}$"
    # A comparison with another quantity said of the value ("$10, which is $2 less than her hourly rate of $12").
    r"|(?i:[ \t]*,?[ \t]*(?:which|that)[ \t](?:is|was|'s)[ \t](?:[^\n]{1,40}?[ \t])?(?:less|more|fewer|greater|smaller|larger|bigger|higher|lower"
    r"|shorter|longer|cheaper)[ \t]than[ \t][^\n]{1,200})$")
# A reason that checks the value (math, or words that say it checks) is dropped; one in words with a number of its own
# ("5 apples because she gave us 2 more") may give another value, and stays read.
_REASON_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:because|since|weil|parce[ \t]que?|puisque|porque|ya[ \t]que|perché|poiché|потому[ \t]что)(?![^\W\d_])|因为|因為")
_CHECKED_REASON = re.compile(r"(?i)[$=\\]|(?<![^\W\d_])(?:checks?(?:[ \t]out)?|holds?|works|verif\w{0,6}|stimm\w{0,2}|vérifi\w{0,4}|cumpl\w{0,3}|confer\w{0,3})(?![^\W\d_])")
_CONCLUDES = re.compile(r"(?i)(?<![^\W\d_])(?:so|thus|therefore|hence|donc|also|daher|así[ \t]que|portanto|quindi|итак|значит)(?![^\W\d_])|所以|因此")


def _adds_a_value(before: str, aside: str) -> bool:
    """Whether an aside opens by adding to the answer and ends on a number its sentence does not hold (see
    ``_ADDS_TO_ANSWER``); "(plus the 3 she ate)" names another quantity, not a value offered."""
    if not _ADDS_TO_ANSWER.match(aside) or "=" in aside:
        return False
    start = max((m.end() for m in SENTENCE_END.finditer(before)), default=0)
    if _names_another_quantity(before[start:], aside) and _worked_out(before[:start], aside):
        return False
    said = {answer_key(m.group().strip()) for m in NUMBER_IN_TEXT.finditer(before, start)}
    last = last_number_at(aside)
    return last is not None and not aside[last[2] :].strip(" \t.!?$*_") and answer_key(last[0].strip()) not in said


def _names_another_quantity(sentence: str, aside: str) -> bool:
    """Whether an aside gives the value of a quantity it names itself (see ``_OWN_SUBJECT``), one the sentence before
    it does not name and no word for the answer."""
    own = _OWN_SUBJECT.match(aside)
    if own is None:
        return False
    subject = {w.lower() for w in own.group(1).split()}
    said = {w.lower() for w in WORD.findall(sentence)}
    return not subject & _NO_OTHER_SUBJECT and not subject <= said and not subject <= _NUMBER_NOUN


def _worked_out(working: str, aside: str) -> bool:
    """Whether the aside's last number is one the working wrote: another quantity's value it found on the way ("y =
    8"), not a second guess at the answer under another name ("(and the greater is 13)" with no 13 worked out)."""
    last = last_number_at(aside)
    key = answer_key(last[0].strip()) if last is not None else None
    return key is not None and any(answer_key(m.group().strip()) == key for m in NUMBER_IN_TEXT.finditer(working))


def _restates(before: str, aside: str) -> bool:
    """Whether an aside holds one number, of the value of the last number before it ("$\\frac{3}{4}$ (equivalently
    $\\frac{12}{16}$)", "0.5 (i.e. 50%)"): the answer said again, beside it."""
    inside = list(NUMBER_IN_TEXT.finditer(aside))
    last = last_number_at(before)
    return len(inside) == 1 and last is not None and same_value(inside[0].group().strip(), parse_number(last[0]))


_END_BLOCK = re.compile(r"\\end\{([A-Za-z]{1,12}\*?)\}([ \t\n.]{0,8})$")


def _unread_line_after(tail: str) -> bool:
    """Whether a line of words after the last number's line, no closing, holds a word of no language the grader
    reads ("= 24" then "이십오" or "Vastaus on sto"), or is one number word left unread ("sto"): it may say
    another number in words the reader cannot read, and a number of the working never stands in for it."""
    rest = tail.strip()
    if "\n" not in tail.lstrip(" \t").rstrip() or not rest:
        return False
    line = rest.rsplit("\n", 1)[-1]
    if closing(line):
        return False
    found = [w for w in text_words(line) if len(w) > 1]
    if len(found) == 1 and any_language_value(found[0]) is not None:
        return True  # a number word alone on the last line, left unread as a common word ("sto", "yüz", "ста")
    return any(not (known_word(w.lower()) or read_language_word(w.lower())) for w in found)


def _ends_text(tail: str) -> bool:
    """Whether the text says nothing more after an answer: a short tail, or a reason given for it
    ("..., since each box holds five.") that names no other number."""
    if _REASON_TAIL.match(tail) and not _MORE_MATH.search(tail):
        return True
    first = SENTENCE_END.search(tail)
    if first is not None and closing(tail[first.end() :]):
        tail = tail[: first.end()]  # "... 52\n\nSper că te ajută! Succes la teme.": only closings after the answer's sentence
    return not (len(tail.strip()) > _MAX_TAIL_CHARS or tail.lstrip().startswith(":") or _NEW_SENTENCE.search(tail))


_REASON_TAIL = re.compile(r"(?i)[ \t]{0,3}(?:[A-Za-z]{1,20}[ \t]{0,2}){0,2}[,;]?[ \t]{0,3}(?:because|since|as|which|where|so that|given that)\b[^\n]{0,300}$")
_MORE_MATH = re.compile(r"\d|\$|\\\(|\\\[|\n")


def last_env(text: str) -> tuple[int, int, int, int] | None:
    """The last math environment that starts in the final stretch of the text."""
    envs = _last_envs(text)
    return envs[-1] if envs else None


def _last_envs(text: str) -> list[tuple[int, int, int, int]]:
    """The last math environment in the final stretch of the text, with the ones before it that
    form a list with it ("$12$ and $13$")."""
    envs, pos = [], max(0, len(text) - 2 * SPAN_CHARS)
    while True:
        found = find_env(text, pos)
        if found is None:
            break
        if envs and not ENV_JOINER.fullmatch(text, envs[-1][3], found[0]) and not _next_root_item(text, envs[-1], found):
            envs = []
        envs.append(found)
        pos = found[3]
    return envs


# A list item that is one unknown's value alone ("- $x_1 = 2$", "2. $x = 5$"): group 1 is the unknown's letter.
_ITEM_BREAK = re.compile(r"[ \t.;,]{0,3}\n[ \t]{0,4}(?:[-*•]|\d{1,2}[.)])[ \t]{1,3}")
_ROOT_ITEM = re.compile(r"[ \t]{0,2}([A-Za-z])(?:_\{?\d{1,2}\}?)?[ \t]{0,2}=[ \t]{0,2}-?\d{1,12}(?:\.\d{1,12})?[ \t]{0,2}")


def _next_root_item(text: str, env: tuple[int, int, int, int], found: tuple[int, int, int, int]) -> bool:
    """Whether two math environments are items of one list of an unknown's values, each alone on its item ("- $x_1 =
    2$" then "- $x_2 = 5$"): the roots listed, one list, where each item would otherwise read as a value of its own."""
    if not _ITEM_BREAK.fullmatch(text, env[3], found[0]) or not _ITEM_BREAK.search(text[max(0, env[0] - 12) : env[0] + 1]):
        return False
    first, second = _ROOT_ITEM.fullmatch(text, env[1], env[2]), _ROOT_ITEM.fullmatch(text, found[1], found[2])
    return first is not None and second is not None and first.group(1) == second.group(1)


_CLAUSE_END = re.compile(r"[.:!?;](?:\s|$)|\n")
_ENGLISH_LETTERS = frozenset({"a", "A", "I"})


# Two letters (a script's marks may join them: "පිළිතුර", Sinhala "answer"), or one accented letter ("é", "è": a verb
# in Portuguese or Italian), make a word.
_ANY_WORD = re.compile(WORD.pattern[:-1] + r"+|[À-ÖØ-öø-ÿ]")


# Words that join two values into a list ("x = 1 or x = 7"): the run of math goes on through them.
_JOINERS = frozenset({"or", "and", "ou", "oder", "o", "или", "и", "或", "และ", "atau", "hoặc", "veya", "या", "أو"})


# A number with one letter glued to it, not a unit of time or length ("1h 30", "5m 20" say one quantity): a term
# ("3x") or a case ending ("720k", Basque for "720" as the subject).
_SUFFIXED_NUMBER = re.compile(r"[-−]?\d{1,15}(?![hmsd])[^\W\d_]")


def _mathy(token: str) -> bool:
    token = token.strip("*_`$")
    if not token or "\\text" in token or token in _ENGLISH_LETTERS:
        return False
    return _ANY_WORD.search(LATEX_COMMAND.sub(" ", token)) is None


def _bold_letters_run(segment: str) -> str | None:
    """The math that ends ``segment`` (see ``_math_run``), read through letters in bold ("**a** + **b** = 3**i** −
    2**j** + **k**": a vector's name or a unit vector) and given back as written, bold and all, so that it is found
    in the text and what follows it is read after it."""
    plain = _BOLD_LETTER.sub(r"\1", segment)
    answer = _math_run(plain)
    if answer is None or plain == segment:
        return answer
    at = plain.rfind(answer)
    if at == -1:
        return answer
    return segment[_in_segment(segment, at) : _in_segment(segment, at + len(answer))]


def _in_segment(segment: str, index: int) -> int:
    """The place in ``segment`` of the place ``index`` in it read with its bold letters plain: each bold letter
    before it stands four characters ("**" twice) further on."""
    shift = 0
    for m in _BOLD_LETTER.finditer(segment):
        if m.start() - shift >= index:
            break
        shift += 4
    return index + shift


def _opens_with_letter(tokens: list[str], k: int, cut) -> bool:
    """Whether the token at ``k`` is "a", "A" or "I" opening its line as math: an operator after it ("a + b = ...",
    "A = 12"), not the article or pronoun of a sentence."""
    first = tokens[0].strip("*_")
    return k == 0 and cut is not None and first in _ENGLISH_LETTERS and len(tokens) > 1 and tokens[1] in _OPERATORS


_OPERATORS = frozenset("+ - − = × · * /".split())


def _math_run(segment: str) -> str | None:
    """The math that ends ``segment``: its whitespace-separated tokens back to the first word
    (``or`` / ``and`` between math count as math: they offer a list)."""
    cut = None
    for cut in _CLAUSE_END.finditer(segment):
        pass
    if cut is not None:
        segment = segment[cut.end() :]
    tokens = segment.split()
    run: list[str] = []
    k = len(tokens) - 1
    while k >= 0:
        token = tokens[k]
        if run and _SUFFIXED_NUMBER.fullmatch(token.strip("*_`$")) and tokens[k + 1].lstrip("*_`$")[:1].isdigit():
            break  # "720k 30" (Basque: 720 has 30): a number with a case ending, then another, is no one expression
        if _mathy(token) or (run and k > 0 and token.lower() in _JOINERS and _mathy(tokens[k - 1])) or _opens_with_letter(tokens, k, cut):
            # "= **120**": the bold that opens the last number is what a reader sees through, not the math.
            run.append(token.lstrip("*") if k == len(tokens) - 1 and token.strip("*") else token)
            k -= 1
            continue
        break
    answer = " ".join(reversed(run)).strip(MARKDOWN + "$").rstrip(".,;!?")
    answer = _LEADING_RELATION.sub("", answer)  # "... from 10. = 170": the value after a dangling "="
    if not answer:
        return None
    answer = decimal_comma(answer)
    if ALTERNATIVES.search(answer):
        return answer
    constant = CONSTANT_EQUATION.fullmatch(answer)
    return constant.group(1).strip() if constant else answer


def _closing_latex(text: str) -> str | None:
    r"""Bare LaTeX math that ends the text (``\frac13``, ``x = \sqrt2``, ``\pi``), which the number
    scan does not see; ``None`` when the text does not end in LaTeX or words qualify it."""
    end = text.rstrip(" \t\n.!?")
    segment = end[-SPAN_CHARS:]
    tokens = segment.split()
    if not tokens or "\\" not in tokens[-1] or not _mathy(tokens[-1]):
        return None
    answer = _math_run(segment)
    if answer is None or "\\" not in answer:
        return None
    words = [t for t in tokens[: len(tokens) - len(answer.split())]][-2:]
    if QUALIFIER_BEFORE.search(" ".join(words)):
        return None  # "is not \frac13"
    return answer


_LEADING_RELATION = re.compile(r"^(?:=|\\approx|≈|:|—|–)[ \t]{0,3}")
