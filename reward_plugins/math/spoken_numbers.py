r"""Cardinal numbers written in words in every language num2words writes (Finnish, Hungarian, Turkish,
Welsh, Esperanto, Swedish, Danish, Dutch, Polish, Czech, Vietnamese, Indonesian, Persian, Hebrew, ...)
and Swahili and Greek, read where a reader would take them for the answer's number.

The table is generated once, on first use, from num2words: every cardinal from 0 to 100 and the
hundreds to 1000 (a number between is read as its hundreds and the rest), keyed by its letters
(case, spaces and hyphens dropped, so "kırk iki" and "kırkiki", "واحد و عشرون" and "واحد وعشرون" are
one key). A key that two languages give different values is dropped. Words that are also common
words of the languages the grader reads ("to", "en", "et", "fire", "hat") are never read as numbers,
and a short word (four letters or fewer) only where it is the value a label introduces ("Cevap:
iki", "Svar: fem äpplen").

>>> spell_other_languages("Vastaus: kaksikymmentäneljä.")
'Vastaus: 24.'
>>> spell_other_languages("La respondo estas dek kvin.")
'La respondo estas 15.'
>>> spell_other_languages("Svar: nittio äpplen."), spell_other_languages("Cevap: iki")
('Svar: 90 äpplen.', 'Cevap: 2')
>>> spell_other_languages("Answer: to be decided.")
'Answer: to be decided.'
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from num2words import CONVERTER_CLASSES, num2words

from reward_plugins.math.answer_phrases import ANSWER_WORDS

# Written without spaces between words: their syllables would be read inside other words.
_UNSPACED_LANGUAGES = frozenset({"ja", "ko", "th"})
_VALUES = (*range(101), *range(200, 1001, 100))
# A word: letters with the marks that belong to them (Indic vowel signs, Hebrew points, Arabic harakat).
_WORD = re.compile(r"(?:[^\W\d_]|[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670\u0900-\u0dff\u1200-\u137f])+")
# Common words of the languages the grader reads that some language also uses as a number word.
_COMMON = frozenset("""
to en et on in is it as at a o e i un une ni du de da do se si sei ses sis set sex min bin dim hat ok ida hai ba
um sia rua sto mil fire pump once elf tien lima null otto sete dos tres tre cent cinq deg ti
seize sexton viens setze jeden siete nulla nulle nulis sette nou neen deu moja tio due pet opt doi sep cant
он се си як сад ду бес сем
""".split())
# A word this short is a number only as the value a label introduces.
_SHORT = 4
_LONGEST_PHRASE = 6  # words
_SEPARATOR = re.compile(r"[ \t\-‐]{1,3}")
_LABEL_END = re.compile(r"[:：][ \t*_]*$")
_SLOT_AFTER = re.compile(r"[ \t]*(?:[^\W\d_]+[ \t]*)?[*_]*[.!。]?[ \t]*$")


def _key(phrase: str) -> str:
    return "".join(_WORD.findall(unicodedata.normalize("NFKC", phrase).lower()))


def load_spoken_numbers() -> None:
    """Build the table of number words now (about half a second, once per process), so no batch pays for it."""
    _table()


@lru_cache(maxsize=1)
def _table() -> tuple[dict[str, int], frozenset[str]]:
    """Every number phrase's key with its value, and every word that is part of one."""
    values: dict[str, set[int]] = {}
    words: set[str] = set()
    for language in CONVERTER_CLASSES:
        if language in _UNSPACED_LANGUAGES:
            continue
        for n in _VALUES:
            try:
                phrase = num2words(n, lang=language)
            except (NotImplementedError, OverflowError, ValueError, TypeError, KeyError, IndexError):
                continue
            values.setdefault(_key(phrase), set()).add(n)
            words.update(w.lower() for w in _WORD.findall(unicodedata.normalize("NFKC", phrase)))
    for n, phrase in (*_swahili(), *_greek()):
        values.setdefault(_key(phrase), set()).add(n)
        words.update(w.lower() for w in phrase.split())
    return {k: next(iter(v)) for k, v in values.items() if len(v) == 1 and k not in _COMMON}, frozenset(words)


def _swahili():
    """Swahili cardinals to 999 (num2words has none): "kumi na nane" is 18, "mia mbili na kumi" 210."""
    units = "moja mbili tatu nne tano sita saba nane tisa".split()
    tens = "kumi ishirini thelathini arobaini hamsini sitini sabini themanini tisini".split()
    below = {i: unit for i, unit in enumerate(units, 1)}
    for t, ten in enumerate(tens, 1):
        below[10 * t] = ten
        below.update({10 * t + i: f"{ten} na {unit}" for i, unit in enumerate(units, 1)})
    yield 0, "sifuri"
    yield from below.items()
    for h, unit in enumerate(units, 1):
        yield 100 * h, f"mia {unit}"
        yield from ((100 * h + n, f"mia {unit} na {phrase}") for n, phrase in below.items())


# Greek cardinals (num2words has none), each digit's spellings: neuter first, then masculine/feminine and
# spoken variants ("τρία", "τρεις"; "επτά", "εφτά").
_GREEK_UNITS = ("ένα ένας μία μια", "δύο δυο", "τρία τρεις", "τέσσερα τέσσερις", "πέντε", "έξι", "επτά εφτά",
                "οκτώ οχτώ", "εννέα εννιά")
_GREEK_TEENS = ("έντεκα", "δώδεκα", "δεκατρία δεκατρείς", "δεκατέσσερα δεκατέσσερις", "δεκαπέντε", "δεκαέξι δεκάξι",
                "δεκαεπτά δεκαεφτά", "δεκαοκτώ δεκαοχτώ", "δεκαεννέα δεκαεννιά")
_GREEK_TENS = ("δέκα", "είκοσι", "τριάντα", "σαράντα", "πενήντα", "εξήντα", "εβδομήντα", "ογδόντα", "ενενήντα")
_GREEK_HUNDREDS = ("εκατόν", "διακόσια", "τριακόσια", "τετρακόσια", "πεντακόσια", "εξακόσια", "επτακόσια εφτακόσια",
                   "οκτακόσια οχτακόσια", "εννιακόσια εννεακόσια")


def _greek():
    """Greek cardinals to 1000 (num2words has none), with and without their accents: "εξήντα" and "εξηντα"
    are 60, "είκοσι πέντε" 25, "εκατόν είκοσι" 120, "διακόσια" 200."""
    below = {0: ["μηδέν"]}
    for i, forms in enumerate(_GREEK_UNITS, 1):
        below[i] = forms.split()
    for i, forms in enumerate(_GREEK_TEENS, 11):
        below[i] = forms.split()
    for t, ten in enumerate(_GREEK_TENS, 1):
        below[10 * t] = [ten]
        if t > 1:
            for i, forms in enumerate(_GREEK_UNITS, 1):
                below[10 * t + i] = [f"{ten} {unit}" for unit in forms.split()]
    spelled = dict(below)
    spelled[100] = ["εκατό"]
    spelled[1000] = ["χίλια"]
    for h, forms in enumerate(_GREEK_HUNDREDS, 1):
        for hundred in forms.split():
            if h > 1:
                spelled.setdefault(100 * h, []).append(hundred)
            for n, rests in below.items():
                if n:
                    spelled.setdefault(100 * h + n, []).extend(f"{hundred} {rest}" for rest in rests)
    for n, phrases in spelled.items():
        for phrase in phrases:
            yield n, phrase
            bare = unicodedata.normalize("NFC", "".join(c for c in unicodedata.normalize("NFD", phrase) if c != "\u0301"))
            if bare != phrase:
                yield n, bare


def spoken_value(word: str) -> int | None:
    """The value of one number word of the table ("fyra", "négy"), else ``None``."""
    return _table()[0].get(_key(word))


def spell_other_languages(sentence: str) -> str:
    """``sentence`` with its number phrases in other languages written as digits (see the module docstring).
    A run of number words is read whole or not at all: "dwa tysiące pięćset" is never 2 or 500."""
    found = list(_WORD.finditer(sentence))
    if not found:
        return sentence
    table, words = _table()
    numberish = [_number_like(m.group().lower(), words) for m in found]
    if not any(numberish):
        return sentence
    out, last, i = [], 0, 0
    while i < len(found):
        if not numberish[i]:
            i += 1
            continue
        end = i + 1
        while end < len(found) and numberish[end] and _joined(sentence, found, end):
            end += 1
        value = _run_value(found[i:end], table) if end - i <= _LONGEST_PHRASE else None
        if value is not None and (end - i > 1 or len(found[i].group()) > _SHORT or _in_label_slot(sentence, found, i, end)):
            out.append(sentence[last : found[i].start()] + str(value))
            last = found[end - 1].end()
        i = end
    return "".join(out) + sentence[last:] if out else sentence


def _joined(sentence: str, found: list[re.Match], j: int) -> bool:
    """Whether word ``j`` follows word ``j - 1`` with only a space or a hyphen between them."""
    return _SEPARATOR.fullmatch(sentence[found[j - 1].end() : found[j].start()]) is not None


def _number_like(word: str, words: frozenset[str]) -> bool:
    """A number word of the table, or a longer word that starts like one ("százhuszonhat", "tysiące")."""
    if word in _COMMON:
        return False
    return word in words or (len(word) > _SHORT + 1 and word[:_SHORT] in _prefixes())


@lru_cache(maxsize=1)
def _prefixes() -> frozenset[str]:
    return frozenset(w[:_SHORT] for w in _table()[1] if len(w) >= _SHORT and w not in _COMMON)


def _run_value(run: list[re.Match], table: dict[str, int]) -> int | None:
    """The number a whole run of words says: one phrase of the table, or its hundreds and the rest."""
    key = "".join(m.group().lower() for m in run)
    return table.get(key) or _hundreds_and_rest(key, table)


def _hundreds_and_rest(key: str, table: dict[str, int]) -> int | None:
    """A number from 101 to 999 the table holds in two parts: its hundreds and the rest
    ("százhuszonhat": "száz" + "huszonhat", "dwieście pięćdziesiąt": "dwieście" + "pięćdziesiąt")."""
    for cut in range(2, len(key) - 1):
        hundreds, rest = table.get(key[:cut]), table.get(key[cut:])
        if hundreds and rest and hundreds % 100 == 0 and hundreds < 1000 and rest < 100:
            return hundreds + rest
    return None


def _in_label_slot(sentence: str, found: list[re.Match], i: int, end: int) -> bool:
    """Whether the phrase is what a label introduces ("Cevap: iki", "Jibu ni tano"), with at most one word after it."""
    before = sentence[: found[i].start()]
    introduced = _LABEL_END.search(before) is not None or (i > 0 and found[i - 1].group().lower() in ANSWER_WORDS)
    return introduced and _SLOT_AFTER.fullmatch(sentence[found[end - 1].end() :]) is not None
