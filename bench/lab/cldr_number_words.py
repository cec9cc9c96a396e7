"""Writes reward_plugins/math/cldr_words.py: the scale words ("juta", "tys.", "lakh", "miliardy") and
duration words ("jam", "menit", "Std.") of every CLDR locale, with their values, the decimal signs of
the locales that use them, and the words that join the parts of a compound unit ("2 hours and 30
minutes").

Needs Babel (CLDR's data for Python; ``pip install babel``), only to regenerate the table:

    python bench/lab/cldr_number_words.py
"""

from __future__ import annotations

import collections
import pprint
import re
import unicodedata
from pathlib import Path

from babel import Locale, __version__ as babel_version, localedata
from wordfreq import zipf_frequency

OUT = Path(__file__).resolve().parents[2] / "reward_plugins" / "math" / "cldr_words.py"
_DURATIONS = {"duration-day": 86400, "duration-hour": 3600, "duration-minute": 60, "duration-second": 1}
# A word this common in English ("bin", "mil", "Mr") may be English after a number: the reader weighs that
# reading (value 1, language "en") against the scale's by the words around it.
_COMMON_IN_ENGLISH = 3.5
_ENGLISH_FUNCTION_WORD = 5.5


def _english_units() -> set[str]:
    """Every English unit name and symbol ("min", "mi", "t", "mile"): a scale word spelled so is dropped."""
    names = set()
    for by_length in Locale.parse("en")._data["unit_patterns"].values():
        for by_plural in by_length.values():
            for pattern in by_plural.values():
                word = _suffix(str(pattern), r"\{0\}")
                if word:
                    names.add(word.lower().rstrip("."))
    return names


def _text(pattern: str) -> str:
    text = re.sub(r"'([^']*)'", r"\1", pattern.split(";")[0])  # CLDR quotes literal dots: "0 mln'.'"
    text = re.sub("[\u200e\u200f\u061c]", "", text)  # marks of writing direction ("\u200f0 מיליון")
    return " ".join(unicodedata.normalize("NFKC", text).split())


def _suffix(pattern: str, placeholder: str) -> str | None:
    """The word after the number in ``pattern`` ("0 juta" -> "juta"); None where the word comes first."""
    text = _text(pattern)
    m = re.fullmatch(rf"\s*{placeholder}\s*(.+?)\s*", text)
    return m.group(1) if m and not re.search(r"[\d{}]", m.group(1)) else None


def _unspaced(ch: str) -> bool:
    return unicodedata.name(ch, "").startswith(("CJK", "HIRAGANA", "KATAKANA", "HANGUL"))


def _language(locale_id: str) -> str:
    return locale_id.split("_")[0]


def _common_sizes(sizes: dict[int, set[str]]) -> tuple[int, ...]:
    """The sizes a duration word has in at least a third as many languages as its commonest size: "h" is an
    hour in 150 languages, and a day only in Malay."""
    most = max(len(languages) for languages in sizes.values())
    return tuple(sorted(size for size, languages in sizes.items() if 3 * len(languages) >= most))


def _scaled_units(unit_names: set[str], scales: dict) -> frozenset[str]:
    """Unit names that begin with a scale word of an unspaced script ("千克", "兆瓦"), and that scale word before
    any unit CLDR also writes with the SI prefix for a thousandth ("千米" beside "毫米": a kilometre)."""
    starts = {w for w in scales if _unspaced(w[0])}
    found = {u for u in unit_names if any(u.startswith(w) and u != w for w in starts)}
    si = {u[1:] for u in unit_names if u.startswith("毫") and len(u) > 1}
    prefixes = {u[0] for u in found}
    return frozenset(found | {p + base for p in prefixes for base in si})


def main() -> None:
    scales = collections.defaultdict(lambda: collections.defaultdict(set))
    signs = {}
    durations = collections.defaultdict(lambda: collections.defaultdict(set))
    joiners = set()
    unit_names = set()
    for locale_id in localedata.locale_identifiers():
        try:
            locale = Locale.parse(locale_id)
        except (ValueError, KeyError):
            continue
        try:
            decimal = locale.number_symbols["latn"]["decimal"]
        except KeyError:
            decimal = None
        for forms in (locale._data.get("compact_decimal_formats") or {}).values():
            for by_magnitude in forms.values():
                for magnitude, pattern in by_magnitude.items():
                    text = _text(str(pattern.pattern))
                    zeros = re.search("0+", text)
                    word = _suffix(str(pattern.pattern), "0+")
                    if zeros is None or word is None:
                        continue
                    scales[word][int(magnitude) // 10 ** (len(zeros.group()) - 1)].add(_language(locale_id))
        if "_" not in locale_id and decimal in (".", ","):
            signs[locale_id] = decimal  # a language's own locale: its regions may differ ("es_MX")
        units = locale._data.get("unit_patterns") or {}
        for by_length in units.values():
            for by_plural in by_length.values():
                for pattern in by_plural.values():
                    word = _suffix(str(pattern), r"\{0\}")
                    if word and _unspaced(word[0]):
                        unit_names.add(word)
        for key, seconds in _DURATIONS.items():
            for by_plural in (units.get(key) or {}).values():
                for pattern in by_plural.values():
                    word = _suffix(str(pattern), r"\{0\}")
                    if word and not word.startswith("/"):  # "{0}/h" is a rate, not a duration
                        durations[word][seconds].add(_language(locale_id))
        for style in ("standard", "unit", "unit-short", "unit-narrow"):
            try:
                patterns = locale.list_patterns[style]
            except KeyError:
                continue
            for part in ("2", "end", "middle"):
                try:
                    joiner = _text(patterns[part]).replace("{0}", "\0").replace("{1}", "\0")
                except KeyError:
                    continue
                m = re.fullmatch(r"\0(.*)\0", joiner)
                word = m.group(1).strip() if m is not None else ""
                # An English function word in another language's list ("in", "at", "we", "'s") says something else
                # in English; a letter ("i", "e", "y") does not stand between two quantities in English.
                bare = word.strip(", ")
                if m is not None and len(word) <= 12 and (bare == "and" or len(bare) < 2 or zipf_frequency(bare, "en") < _ENGLISH_FUNCTION_WORD):
                    joiners.add(word)
    units = _english_units()
    # English's own scale words and their forms ("billions"): no other reading in English.
    english = tuple({w.casefold() for w, vs in scales.items() if len(w) >= 3 and any("en" in ls for ls in vs.values())})
    letters_after_money = {}
    for word in list(scales):
        letters = word.rstrip(".")
        if len(word) == 1 and word.isascii() and word.isalpha():
            letters_after_money[word] = scales[word]  # "$2.5M": read only glued to an amount of money
        if (len(letters) < 2 and letters.lower() != letters.upper()) or word.lower().rstrip(".") in units:
            del scales[word]  # "K", "M", "min" (Azerbaijani thousand), "mi": a unit or a variable first ("万" stays)
        elif not word.casefold().startswith(english) and zipf_frequency(letters, "en") >= _COMMON_IN_ENGLISH:
            scales[word][1].add("en")
    lines = [
        f'"""Number words of every CLDR locale (Unicode CLDR via Babel {babel_version}), written by',
        "bench/lab/cldr_number_words.py; do not edit. Values map to the languages that give a word that value.",
        '"""',
        "",
        "# A scale word after a number (compact number formats): word -> {value: languages}.",
        "SCALE_WORDS = " + pprint.pformat({w: {v: " ".join(sorted(ls)) for v, ls in sorted(vs.items())} for w, vs in sorted(scales.items())}, width=120),
        "# A letter that scales an amount of money glued to it (\"$2.5M\", \"€3K\"): letter -> {value: languages}.",
        "MONEY_SCALE_LETTERS = " + pprint.pformat({w: {v: " ".join(sorted(ls)) for v, ls in sorted(vs.items())} for w, vs in sorted(letters_after_money.items())}, width=120),
        "# Each language's decimal sign.",
        "DECIMAL_SIGNS = " + pprint.pformat(dict(sorted(signs.items())), width=120, compact=True),
        "# A duration's unit after a number: word -> its sizes in seconds (several where languages differ: \"saat\").",
        "DURATION_WORDS = " + pprint.pformat({w: _common_sizes(s) for w, s in sorted(durations.items())}, width=120, compact=True),
        "# Units whose names begin with a scale word of a script without spaces (\"千克\" kilogram, not 1000 grams).",
        "SCALED_UNITS = " + pprint.pformat(_scaled_units(unit_names, scales), width=120, compact=True),
        "# The words that join the parts of a list or of a quantity in several units (\"2 h, 30 min\", \"2 jam dan 30 menit\").",
        "UNIT_JOINERS = " + pprint.pformat(frozenset(joiners), width=120),
        "",
    ]
    OUT.write_text("\n".join(lines), encoding="utf-8")
    print(f"{OUT}: {len(scales)} scale words, {len(durations)} duration words, {len(joiners)} joiners")


if __name__ == "__main__":
    main()
