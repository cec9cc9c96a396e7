r"""Scale words after digits, in every CLDR language, read with their language's value and decimal sign.

"15,25 juta" is 15250000, "283,25 tys." 283250, "16.255 lakh" 1625500, "4 लाख" 400000, "3 miljard"
3000000000, "2 miliardy" 2000000000 and "2 biliony" 2000000000000: Polish "bilion" is 10¹², Malay
"bilion" 10⁹, English "billion" 10⁹ and French "billion" 10¹². The words come from CLDR's compact
number formats (:mod:`reward_plugins.math.cldr_words`), so no language's scale word is read as a
counted noun ("2 biliony" is never 2).

A number's decimal sign is its language's: "16.255 lakh" (a point) and "1,5 juta" (a comma). Where the
languages that write a word give the number different values ("1,500 million": 1500 million in
English, 1.5 million in French; "3 billion"; "5 bin", Turkish 5000 or English five bins), the words of
its line decide: the language they are common in (wordfreq). Where they do not, every reading stays,
joined by "or" ("1500000000 or 1500000"), so a reader that compares values pays none of them.

>>> read_scales("Jawaban: Rp15,25 juta. Odpowiedź: 283,25 tys. mieszkańców.")
'Jawaban: Rp15250000. Odpowiedź: 283250 mieszkańców.'
>>> read_scales("2 miliardy złotych, 2 biliony złotych")
'2000000000 złotych, 2000000000000 złotych'
>>> read_scales("The answer is 1,500 million dollars.")
'The answer is 1500000000 dollars.'
"""

from __future__ import annotations

import functools
import re
import unicodedata
from decimal import Decimal

from reward_plugins.math.cldr_words import DECIMAL_SIGNS, MONEY_SCALE_LETTERS, SCALED_UNITS
from reward_plugins.math.cldr_words import SCALE_WORDS as CLDR_SCALE_WORDS

# Scale abbreviations texts write that CLDR's compact formats do not: German "Tsd." (Tausend: "74 Tsd. Euro").
_WRITTEN_TOO = {"Tsd.": {1000: "de"}, "Tsd": {1000: "de"}}
SCALE_WORDS = {**CLDR_SCALE_WORDS, **_WRITTEN_TOO}
# A word's languages must beat the other readings' by this much summed word frequency (Zipf) to decide.
_MARGIN = 1.0
# Words of four letters or more also match in another case ("Miljard" opening a line); shorter ones
# ("Mr", "Tr", "MN") only as CLDR writes them.
_FOLDED: dict[str, dict[int, set[str]]] = {}
for _word, _values in SCALE_WORDS.items():
    if len(_word) >= 4:
        for _value, _languages in _values.items():
            _FOLDED.setdefault(_word.casefold(), {}).setdefault(_value, set()).update(_languages.split())


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


# Scripts written without spaces between words: a word may follow a scale word or unit directly ("2千円", "3ล้านบาท").
UNSPACED_SCRIPTS = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL", "THAI", "LAO", "KHMER", "MYANMAR")


def _unspaced(word: str) -> bool:
    """A word of a script written without spaces ("万", "만"): a word may follow it directly ("2千円")."""
    return any(unicodedata.name(c, "").startswith(UNSPACED_SCRIPTS) for c in word)


# A number with a letter after it: where a scale word may follow.
# (The check of the character before it comes after its first digit, so the scan looks for digits alone.)
_NUMBER = re.compile(r"(\d(?<![\d.,^_{\\]\d)\d{0,14}(?:[.,]\d{1,15}){0,6})[ \t]{0,2}(?=[^\W\d_])")
_LENGTHS = sorted({len(w) for w in SCALE_WORDS}, reverse=True)
_FIRST_LETTERS = frozenset(w[0].casefold() for w in SCALE_WORDS)
# A letter, or a mark that belongs to the letter before it (an Indic vowel sign, Hebrew points, Arabic harakat, Thai
# vowels above and below): "ह" at the start of "है" (is) is no word of its own.
_IN_WORD = (r"(?:[^\W\d_]|[\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed"
            r"\u0900-\u0dff\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd\u1000-\u109f\u17b4-\u17d3])")
_LETTER = re.compile(_IN_WORD)
_LETTERS = re.compile(_IN_WORD + "{0,20}")
# Plain digits glued after a scale word that finish its number ("1万2000円" is 12000), no scale character after them.
_GLUED_REST = re.compile(r"\d{1,15}(?![\d.,十百千万萬億亿兆])")
_SENTENCE_AFTER = re.compile(r"[ \t]*(?:$|\n|\*)")  # a capital after it may be a noun's ("3 Mio. Euro")


def _scale_word_at(text: str, at: int) -> tuple[str, int] | None:
    """The longest scale word written at ``text[at:]`` and where the word ends: a whole word (a word of an unspaced
    script may have another right after it: "2千円"), or one of four letters or more with an ending CLDR does not
    write ("milyonluk", "4 lakhs", "millionths")."""
    if text[at : at + 1].casefold() not in _FIRST_LETTERS:
        return None
    inflected = None
    for length in _LENGTHS:
        word = text[at : at + length]
        if len(word) < length or not (word in SCALE_WORDS if length < 4 else word.casefold() in _FOLDED):
            continue
        if word[-1] == "." or _unspaced(word) or not _LETTER.match(text, at + length):
            return word, at + length
        if inflected is None and length >= 4:
            end = _LETTERS.match(text, at + length).end()
            inflected = (word, end)
    return inflected


# An amount of money: a currency sign or code right before the number ("$2.5M", "Rp2,5M", "€ 3K").
_MONEY_BEFORE = re.compile(r"(?:[$€£¥₹₱₩₦₽₺₫₪฿₴₭₡]|Rp|RM|Rs\.?|R\$|USD|EUR)[ \t]?$")


def _money_letter_at(text: str, m: re.Match) -> tuple[str, int] | None:
    """A letter that scales an amount of money glued to it ("$2.5M", "€3K"); alone a letter is a unit or a variable."""
    letter = text[m.end() : m.end() + 1]
    if m.end() == m.end(1) and letter in MONEY_SCALE_LETTERS and not _LETTER.match(text, m.end() + 1) \
            and _MONEY_BEFORE.search(text, max(0, m.start() - 4), m.start()):
        return letter, m.end() + 1
    return None


_WORD = re.compile(r"[^\W\d_]{2,}")
_SCALED_UNIT = re.compile(_alternation(SCALED_UNITS))


def _entry(word: str) -> dict[int, set[str]]:
    if word in MONEY_SCALE_LETTERS:  # found only glued to an amount of money
        return {value: set(languages.split()) for value, languages in MONEY_SCALE_LETTERS[word].items()}
    if len(word) < 4:
        return {value: set(languages.split()) for value, languages in SCALE_WORDS.get(word, {}).items()}
    return _FOLDED.get(word.casefold(), {})


def _entries(word: str) -> dict[int, set[str]]:
    """The values of ``word`` with their languages; a dot after it may end the sentence instead ("$3.5bn.": English
    "bn", or Afrikaans "bn."), so a dotted word is also read without it."""
    found = {value: set(languages) for value, languages in _entry(word).items()}
    if word.endswith("."):
        for value, languages in _entry(word[:-1]).items():
            found.setdefault(value, set()).update(languages)
    return found


def _numbers(token: str, sign: str | None) -> set[Decimal]:
    """The values ``token`` ("15,25", "16.255", "1.234,5") has where ``sign`` is the decimal sign (``None``: unknown)."""
    seps = [c for c in token if c in ".,"]
    parts = re.split(r"[.,]", token)
    if not seps:
        return {Decimal(token)}
    if len(set(seps)) == 2:  # "1.234,5", "1,234.5": the last sign is the decimal one, the others group thousands
        if seps[-1] in seps[:-1] or any(len(p) != 3 for p in parts[1:-1]):
            return set()
        return {Decimal("".join(parts[:-1]) + "." + parts[-1])}
    grouped = all(len(p) == 3 for p in parts[1:]) and len(parts[0]) <= 3
    if len(seps) > 1:
        return {Decimal("".join(parts))} if grouped else set()  # "16,25,500" is Indian grouping, checked by its reader
    as_decimal = Decimal(parts[0] + "." + parts[1])
    if not grouped:
        return {as_decimal}  # "15,25", "16.2555": no thousands group
    if sign is None:
        return {as_decimal, Decimal("".join(parts))}
    return {as_decimal} if seps[0] == sign else {Decimal("".join(parts))}


def _readings(token: str, word: str) -> dict[Decimal, set[str]]:
    """Every value "token word" can have, with the languages that give it; scale 1 is the word in English,
    where it is no scale word ("5 bin": five bins)."""
    found: dict[Decimal, set[str]] = {}
    for scale, languages in _entries(word).items():
        for language in languages:
            for number in _numbers(token, DECIMAL_SIGNS.get(language)):
                found.setdefault(number * scale, set()).add(language if scale != 1 else "")
    return found


@functools.lru_cache(maxsize=1)
def _frequency():
    """wordfreq's word frequency and the languages it knows (loaded on the first line that needs it)."""
    from wordfreq import available_languages, zipf_frequency

    unusable: set[str] = set()

    def zipf(word: str, language: str) -> float:
        if language in unusable:
            return 0.0
        try:
            return zipf_frequency(word, language)
        except (LookupError, ImportError):  # no list for it ("se"), or its tokenizer is not installed ("zh": jieba)
            unusable.add(language)
            return 0.0

    return zipf, frozenset(available_languages())


def _decided(readings: dict[Decimal, set[str]], line: str, word: str) -> list[Decimal]:
    """The reading whose languages the line's words are common in, else all of them."""
    zipf, known = _frequency()
    words = [w.lower() for w in _WORD.findall(line) if w.casefold() != word.casefold()]
    scores = {}
    for value, languages in readings.items():
        languages = {"en" if not language else language for language in languages}
        scores[value] = max((sum(zipf(w, lang) for w in words) for lang in languages if lang in known), default=0.0)
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    if len(ranked) > 1 and ranked[0][1] - ranked[1][1] > _MARGIN:
        return [ranked[0][0]]
    return sorted(readings)


def _values(line: str, token: str, word: str) -> list[Decimal]:
    """The values "token word" may have in ``line`` (one where its languages agree or the line decides)."""
    readings = _readings(token, word)
    if len(readings) > 1:
        values = _decided(readings, line, word)
    else:
        values = list(readings)
    if len(values) == 1 and "" in readings[values[0]]:
        return []  # the word read in English ("5 bin": five bins)
    return values


def read_scales(text: str) -> str:
    """``text`` with each number followed by a scale word written as the number it says (see the module docstring);
    a run of them with falling parts is one number ("1万2千" is 12000, "3 miljard 200 miljoen" 3200000000)."""
    if not any(c.isdigit() for c in text):
        return text
    runs: list[tuple[int, int, list[Decimal], Decimal]] = []  # start, end, values, last part
    for m in _NUMBER.finditer(text):
        found = _scale_word_at(text, m.end()) or _money_letter_at(text, m)
        if found is None or _SCALED_UNIT.match(text, m.end()):
            continue  # "4000千克" is 4000 kilograms
        word, end = found
        line_end = text.find("\n", m.end())
        line = text[text.rfind("\n", 0, m.start()) + 1 : line_end if line_end != -1 else len(text)]
        values = _values(line, m.group(1), word)
        if not values:
            continue
        if end > m.end() + len(word):  # an ending CLDR does not write: the word may say another thing ("millionths")
            values = sorted(set(values) | _numbers(m.group(1), None))
        start = m.start()
        if runs and len(values) == len(runs[-1][2]) == 1 and start - runs[-1][1] <= 2 \
                and not text[runs[-1][1] : start].strip() and values[0] < runs[-1][3]:
            first, _, total, _ = runs[-1]
            runs[-1] = (first, end, [total[0] + values[0]], values[0])  # "1万" then "2千": one number
        else:
            runs.append((start, end, values, values[0]))
    out, pos = [], 0
    for start, end, values, last in runs:
        if text[end : end + 1].isdigit():
            rest = _GLUED_REST.match(text, end)
            if rest is None or len(values) != 1 or Decimal(rest.group()) >= last:
                continue  # "1万2千5百": a numeral this reader does not finish is left whole
            values, end = [values[0] + Decimal(rest.group())], rest.end()  # "1万2000円": the rest written in digits
        # A dotted word that ends its line ("Antwoord: 3 mln.") keeps the sentence's stop.
        stop = "." if text[end - 1] == "." and _SENTENCE_AFTER.match(text, end) else ""
        out += [text[pos:start], " or ".join(format(v.normalize(), "f") for v in values) + stop]
        pos = end
    return "".join(out) + text[pos:]
