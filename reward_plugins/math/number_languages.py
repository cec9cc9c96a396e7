r"""Number words read in the language a completion is written in.

:mod:`reward_plugins.math.spoken_numbers` reads every language at once, so it must leave alone the short words
and the words that are common words of another language ("nou", "sada", "altı", "ስምንት"). Here the language of
the text is told first, cheaply, and its words are read against that language's spellings only, short ones
included:

- a script that one language with number words writes (Georgian, Ethiopic, Armenian) names it;
- else the most frequent words of 39 languages (wordfreq's lists) name the language most of the text's words
  belong to;
- else a letter only one of the languages read here writes (Azerbaijani "ə", Welsh "ŵ", Hausa "ɗ", the
  Uzbek "o'") names it.

A text of no language told reads nothing here. Each language's spellings come from num2words and CLDR's
spell-out rules (unicode-rbnf) for every cardinal to 100, the hundreds and the thousands to 9000; a number
between is read as its thousands, hundreds and rest. The forms a number takes beside a noun are read too: the
Welsh mutations ("bedwar" for "pedwar"), the Filipino linker ("walong") and the Uzbek counter ("to'rtta"); in
Irish and Welsh the counted noun may stand inside the number ("naoi n-úll déag", 19 apples; "pedwar afal ar
hugain", 24 apples). Languages neither library spells (Uzbek, Mongolian, Hausa, Yoruba, Somali) have a small
table below.

>>> spell_in_language("Səbinə altı dəftər ala bilər.", "Səbinə altı dəftər ala bilər.")
'Səbinə 6 dəftər ala bilər.'
>>> spell_in_language("Mae ganddi bedwar afal ar hugain ar ôl.", "Mae ganddi bedwar afal ar hugain ar ôl.")
'Mae ganddi 24 afal ar ôl.'
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from num2words import CONVERTER_CLASSES, num2words
from unicode_rbnf import RbnfEngine

from reward_plugins.math.known_words import LATEX_COMMAND, read_language_word
from reward_plugins.math.language_words import FREQUENT_WORDS
from reward_plugins.math.scale_words import read_scales

_VALUES = (*range(101), 105, *range(200, 1001, 100), 1005, *range(2000, 10001, 1000))
# A word: letters, the marks joined to them, and an apostrophe inside; the Indic scripts' full stops ("।", "॥") end it.
_WORD = re.compile(r"(?:[^\W\d_]|[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670\u0900-\u0963\u0966-\u0dff\u1200-\u137f]|['’ʻʼ‘](?=[^\W\d_]))+")
_LONGEST_RUN = 6  # words
_BETWEEN = re.compile(r"[ \t\-‐]{1,3}")  # what may stand between two words of one number
# Languages written without spaces between words: their numerals are read elsewhere (CJK, Thai readers).
_UNSPACED = frozenset({"ja", "zh", "yue", "th", "lo", "km", "my", "ko"})
# The library codes of one language, as the frequent-word lists name it.
_SAME_LANGUAGE = {"nb": ("no", "nn", "nb"), "sh": ("sr", "hr", "bs", "sh"), "ms": ("ms", "id"), "id": ("id", "ms"),
                  "fil": ("fil", "tl"), "kz": ("kk",)}
# A script only one language with number words here writes.
_SCRIPT_LANGUAGES = {"ka": "\u10a0-\u10ff\u1c90-\u1cbf", "am": "\u1200-\u139f\u2d80-\u2ddf", "hy": "\u0531-\u058f",
                     # Bengali, Tamil, Telugu, Kannada, Hebrew (not Greek: "π" and "θ" stand in the math of any language)
                     "bn": "\u0980-\u09ff", "ta": "\u0b80-\u0bff", "te": "\u0c00-\u0c7f", "kn": "\u0c80-\u0cff",
                     "he": "\u05d0-\u05ea", "gu": "\u0a80-\u0aff"}
_ONE_LANGUAGE_SCRIPT = re.compile("[" + "".join(_SCRIPT_LANGUAGES.values()) + "]")
# Letters only one of the languages read here writes, for texts the frequent-word lists do not name.
_LETTER_LANGUAGES = (("ə", "az"), ("ŵ", "cy"), ("ŷ", "cy"), ("ɗ", "ha"), ("ƙ", "ha"), ("ɓ", "ha"), ("ẹ", "yo"),
                     ("ọ", "yo"), ("ṣ", "yo"), ("oʻ", "uz"), ("gʻ", "uz"), ("o'", "uz"), ("g'", "uz"), ("õ", "et"),
                     ("ë", "sq"), ("қ", "kk"), ("ұ", "kk"), ("ө", "mn"), ("ү", "mn"),
                     # Czech, Slovak, Hungarian, Maltese, Lithuanian, Latvian, Icelandic: their words beyond the lists'
                     # hundred most frequent ("Výsledek je tedy sedm.")
                     ("ř", "cs"), ("ů", "cs"), ("ľ", "sk"), ("ő", "hu"), ("ű", "hu"), ("ħ", "mt"), ("ų", "lt"), ("ė", "lt"),
                     ("ķ", "lv"), ("ļ", "lv"), ("ņ", "lv"), ("ģ", "lv"), ("þ", "is"),
                     # Turkish: the dotless "ı" (Azerbaijani, which writes it too, is told by its "ə" first)
                     ("ı", "tr"))
# Letters that rule a guess from the list above out: Kazakh and Kyrgyz write "ө" and "ү" too.
_NOT_MONGOLIAN = frozenset("әқғңұіһ")
_MIN_HITS, _MIN_SHARE = 3, 0.3  # frequent words that name a language: at least so many, and so large a share
_TOLD_BY_CHARS = 600  # the end of the text, where the answer is, tells its language
_LETTERS = re.compile(r"[^\W\d_]+")  # the words that tell a language (marks split them: fine for counting)


@lru_cache(maxsize=8192)
def _key(word: str) -> str:
    """A word as the tables hold it: lower case, apostrophes and accents of Latin letters dropped."""
    word = unicodedata.normalize("NFD", word.lower())
    kept = []
    for ch in word:
        if ch in "'’ʻʼ‘" or (unicodedata.combining(ch) and kept and kept[-1].isascii()):
            continue
        kept.append(ch)
    return unicodedata.normalize("NFC", "".join(kept)).replace("ş", "ș").replace("ţ", "ț")


def _phrase_key(phrase: str) -> str:
    return "".join(_key(w) for w in _WORD.findall(phrase))


# --- languages neither num2words nor CLDR spells -----------------------------------------------------------------
# Each: units 1-9, tens 10-90, the word for 100 and for 1000, how a ten and a unit join ("{t} {u}"; two ways split by
# "/", the second from twenty up), whether the
# multiplier of a hundred comes after it (Hausa "dari biyu", 200; Somali and Uzbek "laba boqol", "ikki yuz").
_SMALL = {
    # Uzbek (Latin), with its counter "-ta" read at lookup.
    "uz": ("bir ikki uch to'rt besh olti yetti sakkiz to'qqiz", "o'n yigirma o'ttiz qirq ellik oltmish yetmish sakson to'qson",
           "yuz", "ming", "{t} {u}", False),
    # Mongolian (Cyrillic): the attributive forms a number takes before a noun or a larger number ("таван мянган").
    "mn": ("нэг/нэгэн хоёр гурав/гурван дөрөв/дөрвөн тав/таван зургаа/зургаан долоо/долоон найм/найман ес/есөн",
           "арав/арван хорь/хорин гуч/гучин дөч/дөчин тавь/тавин жар/жаран дал/далан ная/наян ер/ерэн",
           "зуу/зуун", "мянга/мянган", "{t} {u}", False),
    # Hausa: "goma sha biyu" (12), "ashirin da biyar" (25), "ɗari biyu" (200), written with or without hooked letters.
    "ha": ("ɗaya/daya biyu uku huɗu/hudu biyar shida bakwai takwas tara",
           "goma ashirin talatin arba'in hamsin sittin saba'in tamanin casa'in", "ɗari/dari", "dubu", "{t} da {u}", True),
    # Somali: the unit first ("shan iyo toban", 15; "afar iyo labaatan", 24), or from twenty up the ten first
    # ("labaatan iyo afar", 24).
    "so": ("kow/hal laba saddex afar shan lix toddoba/todobo siddeed sagaal",
           "toban labaatan soddon afartan konton lixdan toddobaatan siddeetan sagaashan", "boqol", "kun",
           "{u} iyo {t}/{t} iyo {u}", False),
}
# Yoruba counts by twenties with subtraction; its numbers to ten and the first scores, in the counting form
# ("ẹ̀ta") and the form before a noun ("mẹ́ta"), are enough for the words a short answer uses.
_YORUBA = {1: "ọ̀kan/ení/kan", 2: "èjì/méjì/eéjì", 3: "ẹ̀ta/mẹ́ta", 4: "ẹ̀rin/mẹ́rin", 5: "àrún/márùn/márùn-ún", 6: "ẹ̀fà/mẹ́fà",
           7: "èje/méje", 8: "ẹ̀jọ/mẹ́jọ", 9: "ẹ̀sán/mẹ́sàn/mẹ́sàn-án", 10: "ẹ̀wá/mẹ́wàá", 20: "ogún", 30: "ọgbọ̀n", 40: "ogójì",
           50: "àádọ́ta", 60: "ọgọ́ta", 15: "ẹ̀ẹ́dógún/mẹ́ẹ̀ẹ́dógún", 25: "ẹ̀ẹ́dọ́gbọ̀n/mẹ́ẹ̀ẹ́dọ́gbọ̀n"}
# Between the tens a Yoruba number is a unit of one to four added to ("lé") or taken from ("dín") the ten or score
# after it, written as one word: "mẹ́rìnlélógún" (4 + 20, 24), "mẹ́rìndínlógún" (20 - 4, 16), "mọ́kànlá" (1 + 10, 11);
# five is taken from the next ten ("márùndínlógójì", 35).
_YORUBA_JOINED_UNITS = {1: "ọ̀kàn/mọ́kàn", 2: "èjì/méjì", 3: "ẹ̀tà/mẹ́tà", 4: "ẹ̀rìn/mẹ́rìn", 5: "àrùn/márùn"}
_YORUBA_JOINED_TENS = {10: "lá", 20: "lógún", 30: "lọ́gbọ̀n", 40: "lógójì", 50: "láàádọ́ta", 60: "lọ́gọ́ta"}


def _yoruba():
    for n, forms in _YORUBA.items():
        yield from ((n, form) for form in forms.split("/"))
    for ten, joined in _YORUBA_JOINED_TENS.items():
        for u, forms in _YORUBA_JOINED_UNITS.items():
            for form in forms.split("/"):
                if u < 5:
                    yield ten + u, form + ("" if ten == 10 else "lé") + joined
                if ten > 10 and not (u == 5 and ten in (20, 30)):  # 15 and 25 have words of their own
                    yield ten - u, f"{form}dín{joined}"

# Hindustani and Gujarati name every number below a hundred with a word of its own; neither library spells Urdu or
# Gujarati, so their words from 1 to 99 are listed in order, with the words for a hundred and a thousand.
_ONE_TO_99 = {
    "ur": ("ایک دو تین چار پانچ چھ سات آٹھ نو دس گیارہ بارہ تیرہ چودہ پندرہ سولہ سترہ اٹھارہ انیس بیس اکیس بائیس تئیس "
           "چوبیس پچیس چھبیس ستائیس اٹھائیس انتیس تیس اکتیس بتیس تینتیس چونتیس پینتیس چھتیس سینتیس اڑتیس انتالیس چالیس "
           "اکتالیس بیالیس تینتالیس چوالیس پینتالیس چھیالیس سینتالیس اڑتالیس انچاس پچاس اکیاون باون ترپن چون پچپن چھپن "
           "ستاون اٹھاون انسٹھ ساٹھ اکسٹھ باسٹھ ترسٹھ چونسٹھ پینسٹھ چھیاسٹھ سڑسٹھ اڑسٹھ انہتر ستر اکہتر بہتر تہتر چوہتر "
           "پچہتر چھہتر ستتر اٹھہتر اناسی اسی اکاسی بیاسی تراسی چوراسی پچاسی چھیاسی ستاسی اٹھاسی نواسی نوے "
           "اکیانوے بانوے ترانوے چورانوے پچانوے چھیانوے ستانوے اٹھانوے ننانوے", "سو", "ہزار"),
    "gu": ("એક બે ત્રણ ચાર પાંચ છ સાત આઠ નવ દસ અગિયાર બાર તેર ચૌદ પંદર સોળ સત્તર અઢાર ઓગણીસ વીસ એકવીસ બાવીસ તેવીસ "
           "ચોવીસ પચ્ચીસ છવ્વીસ સત્તાવીસ અઠ્ઠાવીસ ઓગણત્રીસ ત્રીસ એકત્રીસ બત્રીસ તેત્રીસ ચોત્રીસ પાંત્રીસ છત્રીસ સાડત્રીસ "
           "આડત્રીસ ઓગણચાલીસ ચાલીસ એકતાલીસ બેતાલીસ તેતાલીસ ચુંમાલીસ પિસ્તાલીસ છેતાલીસ સુડતાલીસ અડતાલીસ ઓગણપચાસ પચાસ "
           "એકાવન બાવન ત્રેપન ચોપન પંચાવન છપ્પન સત્તાવન અઠ્ઠાવન ઓગણસાઠ સાઠ એકસઠ બાસઠ ત્રેસઠ ચોસઠ પાંસઠ છાસઠ સડસઠ "
           "અડસઠ ઓગણસિત્તેર સિત્તેર એકોતેર બોતેર તોતેર ચુમોતેર પંચોતેર છોતેર સિત્યોતેર ઇઠ્ઠોતેર ઓગણએંસી એંસી એક્યાસી "
           "બ્યાસી ત્યાસી ચોર્યાસી પંચાસી છ્યાસી સિત્યાસી ઈઠ્યાસી નેવ્યાસી નેવું એકાણું બાણું ત્રાણું ચોરાણું પંચાણું "
           "છન્નું સત્તાણું અઠ્ઠાણું નવ્વાણું", "સો", "હજાર"),
}


def _one_to_99(language: str):
    words, hundred, thousand = _ONE_TO_99[language]
    below = words.split()
    assert len(below) == 99, language
    yield from enumerate(below, 1)
    yield 100, hundred
    yield 1000, thousand
    for m, word in enumerate(below, 1):
        if m < 10:
            yield 100 * m, f"{word} {hundred}"
        yield 1000 * m, f"{word} {thousand}"


def _small_phrases(language: str):
    units_row, tens_row, hundred, thousand, joined, hundred_first = _SMALL[language]
    units = [forms.split("/") for forms in units_row.split()]
    tens = [forms.split("/") for forms in tens_row.split()]
    below: dict[int, list[str]] = {}
    for u, forms in enumerate(units, 1):
        below[u] = forms
    for t, ten_forms in enumerate(tens, 1):
        below[10 * t] = ten_forms
        for u, unit_forms in enumerate(units, 1):
            if language == "ha" and t == 1:
                below[10 + u] = [f"goma sha {unit}" for unit in unit_forms]
            else:
                below[10 * t + u] = [way.format(t=ten, u=unit) for way in joined.split("/")[: 1 if t == 1 else None]
                                     for ten in ten_forms for unit in unit_forms]
    yield from ((n, phrase) for n, phrases in below.items() for phrase in phrases)
    for word, scale in ((hundred, 100), (thousand, 1000)):
        for form in word.split("/"):
            yield scale, form
            for m in range(2, 10):
                for unit in below[m]:
                    yield m * scale, f"{form} {unit}" if hundred_first else f"{unit} {form}"


def load_language_numbers() -> None:
    """Build each language's table now (a few seconds, once per process), so no batch pays for it."""
    _vocabulary()
    _any_frequent()
    _frequent_index()


@lru_cache(maxsize=1)
def library_spellings() -> tuple[tuple[str, str, int, str, str], ...]:
    """Every cardinal of :data:`_VALUES` as num2words and CLDR's spell-out rules (unicode-rbnf) write it, in every
    language they write: ``(library, language code, value, ruleset, phrase)``. Computed once, for this module and
    :mod:`reward_plugins.math.spoken_numbers`."""
    spelled: list[tuple[str, str, int, str, str]] = []
    for language in CONVERTER_CLASSES:
        for n in _VALUES:
            try:
                spelled.append(("num2words", language, n, "", num2words(n, lang=language)))
            except (NotImplementedError, OverflowError, ValueError, TypeError, KeyError, IndexError):
                continue
    for locale in sorted(RbnfEngine.get_supported_languages()):
        if locale.split("_")[0] in _UNSPACED_RBNF:
            continue
        try:
            engine = RbnfEngine.for_language(locale)
        except (ValueError, KeyError, TypeError):
            continue  # a locale whose rules unicode-rbnf cannot parse
        names = [name for name in engine.rulesets if name == "spellout-numbering" or name.startswith("spellout-cardinal")]
        for n in _VALUES if names else ():
            try:
                by_ruleset = engine.format_number(n, ruleset_names=names).text_by_ruleset
            except (ValueError, KeyError, TypeError, IndexError, RecursionError):
                break
            spelled.extend(("rbnf", locale, n, name, phrase) for name, phrase in by_ruleset.items())
    return tuple(spelled)


# Scripts written without spaces between words, whose CLDR spellings no reader reads.
_UNSPACED_RBNF = frozenset({"ja", "zh", "yue", "th", "lo", "km", "my"})


# --- the tables --------------------------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _tables() -> dict[str, dict[str, int]]:
    """Each language's number keys with their values; a key its own language gives two values is dropped."""
    found: dict[str, dict[str, set[int]]] = {}

    def add(language: str, n: int, phrase: str) -> None:
        key = _phrase_key(phrase)
        if key:
            found.setdefault(language, {}).setdefault(key, set()).add(n)
            _PHRASE_WORDS.update(_key(w) for w in _WORD.findall(phrase))

    for library, code, n, _, phrase in library_spellings():
        base = _SAME_LANGUAGE.get(code, (code.split("_")[0],))[0]
        if base in _UNSPACED:
            continue
        add(base, n, phrase)
        if library == "rbnf" and base == "ga" and phrase.startswith("a "):
            add(base, n, phrase[2:])  # "a naoi déag" counts aloud; "naoi ... déag" counts a noun
        if library == "rbnf" and base == "ga" and " is " in phrase:
            # the unit may come first, the counted noun between ("ceithre cinn is fiche", "ceithre úll is fiche", 24)
            ten, unit = phrase.split(" is ", 1)
            add(base, n, f"{unit} is {ten}")
    for language in _SMALL:
        for n, phrase in _small_phrases(language):
            add(language, n, phrase)
    for n, phrase in _yoruba():
        add("yo", n, phrase)
    for language in _ONE_TO_99:
        for n, phrase in _one_to_99(language):
            add(language, n, phrase)
    for n, phrase in _tagalog():
        add("fil", n, phrase)
    add("ka", 18, "თვრამეტი")  # CLDR's Georgian rules misspell 18 ("თრვამეტი")
    tables = {language: {k: next(iter(v)) for k, v in keys.items() if len(v) == 1} for language, keys in found.items()}
    for language, table in tables.items():
        _without_one(table)
        _JOINERS[language] = _joiners(table) | _SMALL_JOINERS.get(language, frozenset())
    tables["cy"] = {**{m: n for k, n in tables.get("cy", {}).items() for m in _welsh_mutations(k)}, **tables.get("cy", {})}
    return tables


_PHRASE_WORDS: set[str] = set()  # every word of every phrase of the tables
# What joins a hundred or a thousand to the rest ("njëqind e pesë", "céad a cúig"): learnt from 105 and 1005.
_JOINERS: dict[str, frozenset[str]] = {}
_SMALL_JOINERS = {"ha": frozenset({"da"}), "so": frozenset({"iyo"}), "fil": frozenset({"at"})}


def _joiners(table: dict[str, int]) -> frozenset[str]:
    by_value = {}
    for key, n in table.items():
        by_value.setdefault(n, []).append(key)
    found = set()
    for whole, head, rest in ((105, 100, 5), (1005, 1000, 5)):
        for key in by_value.get(whole, ()):
            for h in by_value.get(head, ()):
                for r in by_value.get(rest, ()):
                    if key.startswith(h) and key.endswith(r) and len(key) - len(h) - len(r) in range(1, 5):
                        found.add(key[len(h) : len(key) - len(r)])
    return frozenset(found)


def _without_one(table: dict[str, int]) -> None:
    """A hundred and a thousand said without their "one" ("sada" beside the Estonian "ükssada", "yüz" beside the
    Azerbaijani "bir yüz")."""
    ones = [key for key, n in table.items() if n == 1]
    for key, n in list(table.items()):
        if n in (100, 1000):
            for one in ones:
                if key.startswith(one) and len(key) - len(one) >= 3:
                    table.setdefault(key[len(one) :], n)


def _tagalog():
    """Tagalog as it is written today ("dalawampu't apat", 24): CLDR writes an older spelling."""
    units = "isa dalawa tatlo apat lima anim pito walo siyam".split()
    tens = "sampu dalawampu tatlumpu apatnapu limampu animnapu pitumpu walumpu siyamnapu".split()
    yield from enumerate(units, 1)
    for t, ten in enumerate(tens, 1):
        yield 10 * t, ten
        yield from ((10 * t + u, f"{ten}'t {unit}") for u, unit in enumerate(units, 1) if t > 1)
    yield 100, "sandaan"


# Welsh mutates a number's first consonant after some words ("ei bedwar", "ganddi bedwar"): soft, nasal, aspirate.
_MUTATIONS = {"p": ("b", "mh", "ph"), "t": ("d", "nh", "th"), "c": ("g", "ngh", "ch"), "b": ("f", "m"), "d": ("dd", "n"),
              "g": ("", "ng"), "m": ("f",), "ll": ("l",), "rh": ("r",)}


def _welsh_mutations(key: str):
    for first in ("ll", "rh", *"ptcbdgm"):
        if key.startswith(first) and not key.startswith(("ch", "ph", "th", "dd")):
            yield from (to + key[len(first):] for to in _MUTATIONS[first])
            return


# The languages of the frequent-word lists, by the codes of the tables.
FREQUENT_LANGUAGES = frozenset(code for language in FREQUENT_WORDS for code in _SAME_LANGUAGE.get(language, (language,)))


@lru_cache(maxsize=1)
def _frequent() -> dict[str, frozenset[str]]:
    return {language: frozenset(pair.rsplit(":", 1)[0] for pair in pairs.split()) for language, pairs in FREQUENT_WORDS.items()}


@lru_cache(maxsize=1)
def _frequent_index() -> dict[str, tuple[str, ...]]:
    """Each frequent word with the languages it is frequent in."""
    index: dict[str, list[str]] = {}
    for language, listed in _frequent().items():
        for w in listed:
            index.setdefault(w, []).append(language)
    return {w: tuple(languages) for w, languages in index.items()}


@lru_cache(maxsize=1024)
def told_by_script(text: str) -> bool:
    """Whether ``text``'s language is told by a script only it writes here (Georgian, Bengali, Hebrew, …)."""
    return not text.isascii() and _ONE_LANGUAGE_SCRIPT.search(text, max(0, len(text) - _TOLD_BY_CHARS)) is not None


@lru_cache(maxsize=1024)
def text_languages(text: str) -> tuple[str, ...]:
    """The language codes of the tables ``text`` is written in (see the module docstring), else ``()``; its
    last characters tell, where the answer is."""
    tables = _tables()
    text = LATEX_COMMAND.sub(" ", text[-_TOLD_BY_CHARS:]).lower()  # "\equiv", "\frac": markup, no word of any language
    script = None if text.isascii() else _ONE_LANGUAGE_SCRIPT.search(text)
    if script is not None:
        return (next(language for language, letters in _SCRIPT_LANGUAGES.items() if re.match(f"[{letters}]", script.group())),)
    words = _LETTERS.findall(text)
    if words:
        index, hits = _frequent_index(), {}
        for w in words:
            for language in index.get(w, ()):
                hits[language] = hits.get(language, 0) + 1
        best = max(hits, key=hits.get) if hits else None
        if best is not None and hits[best] >= _MIN_HITS and hits[best] >= _MIN_SHARE * len(words):
            return tuple(code for code in _SAME_LANGUAGE.get(best, (best,)) if code in tables)
    for letter, language in _LETTER_LANGUAGES:
        if letter in text and (language != "mn" or not _NOT_MONGOLIAN.intersection(text)):
            return (language,)
    return ()


# --- reading -----------------------------------------------------------------------------------------------------
def _value(keys: list[str], language: str) -> int | None:
    """The number the keys of a run of words say in ``language``: one phrase of its table, or its thousands,
    hundreds and the rest, each a phrase of the table."""
    return _key_value("".join(keys), language)


@lru_cache(maxsize=16384)
def _key_value(key: str, language: str) -> int | None:
    """:func:`_value` of the keys joined: a run is read in every language until one reads it, and again by each
    longer run that holds it, so a key's value is kept."""
    table = _tables().get(language, {})
    value = table.get(key)
    if value is None:
        value = _composed(key, table, language)
    if value is None and language in _SUFFIXES:
        for suffix in _SUFFIXES[language]:
            stem = key[: -len(suffix)]
            if key.endswith(suffix) and len(stem) > 1 and stem not in _NO_ENDINGS.get(language, ()):
                value = table.get(stem) or _composed(stem, table, language)
                if value is not None:
                    break
    return value


def value_in(phrase: str, language: str) -> int | None:
    """The number ``phrase`` says in ``language`` alone ("dri", the Welsh three after "i"), else ``None``."""
    keys = [_key(w) for w in _WORD.findall(phrase)]
    return _value(keys, language) if keys else None


# A counter or a linker a number takes before its noun: Uzbek "to'rtta" (four, counted), Filipino "walong" (eight +
# linker), and in the first word of a longer number ("dalawang daan"); the endings of a Turkish number used as a noun
# ("yüzde altmışı", sixty percent of them; "otuza", "beşten", "kırktır"), a possessive before a case or the copula.
_TURKISH_ENDINGS = ("ı i u ü sı si su sü yı yi yu yü ın in un ün nın nin nun nün a e ya ye da de ta te dan den tan ten "
                    "dır dir dur dür tır tir tur tür ına ine una üne sına sine suna süne ında inde unda ünde ından inden "
                    "undan ünden ıdır idir udur üdür sıdır sidir sudur südür")
_SUFFIXES = {"uz": ("tta", "ta"), "fil": ("ng", "g"),
             "tr": tuple(sorted({_key(e) for e in _TURKISH_ENDINGS.split()}, key=len, reverse=True))}
# Number words that are everyday words with an ending too, read bare only: Turkish "on" (ten; "ona", to him) and
# "yüz" (a hundred; "yüzde", percent; "yüzü", its face).
_NO_ENDINGS = {"tr": frozenset({"on", "yuz"})}


def _composed(key: str, table: dict[str, int], language: str) -> int | None:
    """``key`` as its thousands or hundreds and a smaller rest, each a phrase of ``table``, perhaps with the word
    that joins them between ("njëqind e dymbëdhjetë")."""
    for cut in range(2, len(key) - 1):
        head = table.get(key[:cut])
        if not head or head % 100:
            continue
        limit = 1000 if head % 1000 == 0 else 100
        tail = key[cut:]
        for joiner in ("", *_JOINERS.get(language, ())):
            if not tail.startswith(joiner) or len(tail) <= len(joiner):
                continue
            rest = table.get(tail[len(joiner) :])
            if rest is None and limit == 1000:
                rest = _composed(tail[len(joiner) :], table, language)
            if rest is not None and 0 < rest < limit:
                return head + rest
    return None


# Common words of the languages the grader reads that some language also uses as a number word ("nou", new in
# Catalan; "sei", "to"): a number only inside a longer one.
COMMON_NUMBER_WORDS = frozenset("""
to en et on in is it as at a o e i un une ni du de da do se si sei ses sis set sex min bin dim hat ok ida hai ba
um sia rua sto mil fire pump once elf tien lima null otto sete dos tres tre cent cinq deg ti
seize sexton viens setze jeden siete nulla nulle nulis sette nou neen deu moja tio due pet opt doi sep cant
он се си як сад ду бес сем
""".split())
# Irish and Welsh name the counted noun inside a number: "naoi n-úll déag" (19 apples), "pedwar afal ar hugain".
_NOUN_INSIDE = frozenset({"ga", "cy"})
# The word Irish counts with where no noun is named ("ceithre cinn is fiche", twenty-four of them): no thing counted.
_NO_NOUN = frozenset({"cinn", "cheann", "gcinn"})
_ARTICLES = frozenset({"un", "une", "uno", "una", "um", "uma", "ein", "eine", "one", "a", "an", "isa", "bir", "kan", "hal", "kow"})


def spell_in_language(sentence: str, text: str) -> str:
    """``sentence`` with the number words of the language ``text`` is written in as digits (see the module
    docstring). A run of words is read whole and gives one value in the language's tables; one word that is also
    its language's article or one of its frequent words ("bir", "un") is left alone. Where ``text``'s language is
    not told, a run is read only where every language that reads it gives one value, and it is two words or more,
    or one long word no frequent word of the 39 languages ("stopäť")."""
    found = list(_WORD.finditer(sentence))
    keys = [_key(m.group()) for m in found]
    vocabulary, prefixes = _vocabulary()
    plausible = [k in vocabulary or k[:_PREFIX] in prefixes or k[:-2] in vocabulary or k[:-3] in vocabulary for k in keys]
    if not any(plausible):
        return sentence
    languages = text_languages(text)
    out, last, i = [], 0, 0
    while i < len(found):
        read = _longest_run(sentence, found, keys, plausible, i, languages) if plausible[i] else None
        if read is None:
            i += 1
            continue
        end, value, noun = read
        if _goes_on(sentence, found, keys, i, end, languages or tuple(_tables())):
            i = end
            continue
        noun = None if noun is not None and _key(noun) in _NO_NOUN else noun
        out.append(sentence[last : found[i].start()] + str(value) + (f" {noun}" if noun else ""))
        last, i = found[end - 1].end(), end
    return "".join(out) + sentence[last:] if out else sentence


_PREFIX = 4


def _goes_on(sentence: str, found, keys: list[str], start: int, end: int, languages: tuple[str, ...]) -> bool:
    """Whether a number word or a scale word stands right before or after the run read ("तीस हज़ार पाँच सौ"): the
    number is longer than the run, and is never read in part."""
    for j, k in ((start - 1, start), (end - 1, end)):
        if 0 <= j and k < len(found) and _BETWEEN.fullmatch(sentence[found[j].end() : found[k].start()]):
            other = j if j < start else k
            if any(_value([keys[other]], code) is not None for code in languages) or _scale_word(found[other].group()):
                return True
    return False


@lru_cache(maxsize=1)
def _vocabulary() -> tuple[frozenset[str], frozenset[str]]:
    """Every word of every table's phrases, and the first letters of the longer ones (a compound: "stopäť")."""
    _tables()
    words = _PHRASE_WORDS | {m for w in _PHRASE_WORDS for m in _welsh_mutations(w)}
    return frozenset(words), frozenset(w[:_PREFIX] for w in words if len(w) > _PREFIX)


@lru_cache(maxsize=1)
def _any_frequent() -> frozenset[str]:
    return frozenset().union(*_frequent().values())


def _longest_run(sentence: str, found, keys: list[str], plausible: list[bool], i: int,
                 languages: tuple[str, ...]) -> tuple[int, int, str | None] | None:
    """The run of words from ``i`` read as one number: ``(end, value, noun inside it or None)``."""
    told = bool(languages)
    candidates = languages or tuple(_tables())
    end = i + 1
    while (end < len(found) and end - i < _LONGEST_RUN and (plausible[end] or end + 1 < len(found))
           and _BETWEEN.fullmatch(sentence[found[end - 1].end() : found[end].start()])):
        end += 1
    frequent = _frequent_in(languages) if told else _any_frequent()
    for stop in range(end, i, -1):
        if not plausible[stop - 1]:
            continue
        values = {v for code in candidates if (v := _value(keys[i:stop], code)) is not None}
        noun = None
        if not values and stop - i >= 3:
            inner = 2 if stop - i >= 4 and sentence[found[i + 1].end() : found[i + 2].start()] == "-" else 1
            values = {v for code in candidates if code in _NOUN_INSIDE and _value(keys[i + 1 : i + 1 + inner], code) is None
                      and (v := _value([keys[i], *keys[i + 1 + inner : stop]], code)) is not None}
            noun = sentence[found[i + 1].start() : found[i + inner].end()]
        if len(values) != 1:
            continue
        words = [m.group().lower() for m in found[i:stop]]
        value = next(iter(values))
        if stop - i == 1 and (value == 1 or keys[i] in _ARTICLES or words[0] in frequent or words[0] in COMMON_NUMBER_WORDS
                              or (not told and (len(keys[i]) <= _PREFIX or _common(words[0])))):
            return None  # "one" is an article in most languages; "nou" is also "new" in Catalan
        if not told and stop - i > 1 and all(w in frequent or _common(w) for w in words):
            return None
        return stop, value, noun
    return None


@lru_cache(maxsize=64)
def _frequent_in(languages: tuple[str, ...]) -> frozenset[str]:
    """The frequent words of ``languages``, kept: a text's every run is read with them."""
    return frozenset().union(*(_frequent().get(code, ()) for code in languages))


def _common(word: str) -> bool:
    """A common word of a language the grader reads ("sto", "fire"): never a number alone in a text of no language told."""
    return read_language_word(word)


def _scale_word(word: str) -> bool:
    """Whether ``word`` is a scale word read after digits ("lakh", "हज़ार"): a number goes on through it."""
    read = read_scales(f"2 {word}")
    return read.isascii() and read.isdigit() and read != "2"
