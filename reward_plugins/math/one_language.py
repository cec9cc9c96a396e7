r"""Whether a sentence in a spaced script is written in one language the grader reads.

A sentence is read by its words; a short word is a word of many languages ("ha" is Italian, "na" Polish, "ke" on
several short lists), so a sentence of a language nobody reads can hold enough of them to look read ("Empa ha ke na
bonnete.", Sesotho "but I am not sure"). It is read only where its words of three letters or more are, at least half of
them, words in common use of one language read: the same language for most of its words.

>>> in_one_language(["empa", "ha", "ke", "na", "bonnete"])
False
>>> in_one_language(["sì", "è", "giusto", "così"]), in_one_language(["kwa", "hiyo", "kila", "mtoto", "anapata", "8"])
(True, True)
>>> read_by_tables("Ceru, ka tas palīdz!", ["ceru", "ka", "tas", "palīdz"])
True
>>> read_by_tables("Varbūt tas nav pareizi.", ["varbūt", "tas", "nav", "pareizi"])
False
"""

from __future__ import annotations

from reward_plugins.math.closed_words import against
from reward_plugins.math.known_words import WORDFREQ_LANGUAGES, in_common_use

# Common words of the languages read that wordfreq holds no list of: Swahili (its words of three letters or more among
# the grader's common words, and the ones a note after an answer writes most).
_OWN_LISTS = {
    "sw": frozenset("""
kwa hiyo hivyo kila wote yote jumla hii huu kuna wana pia nzima siku wiki jibu ni na ya wa za la cha vya kama lakini
sasa hapa baada kabla kisha pamoja tena zaidi chini juu ndani nje moja mbili tatu nne tano sita saba nane tisa kumi
anapata wanapata ana wana ina zina jumla idadi sahihi ndiyo hesabu matokeo mwisho ambayo ambao ambalo hili hizi hawa
""".split()),
}
# The languages read by their common words, Ukrainian and Serbo-Croatian (whose common words the grader also lists), and
# the languages whose words of doubt, of "or" and to a marker ``closed_words`` tables and wordfreq holds a list of: a
# sentence in one of them is read as that language, its closed words judged by the tables.
_LANGUAGES = tuple(WORDFREQ_LANGUAGES) + ("uk", "sh", "cs", "sk", "sl", "hu", "ro", "fi", "sv", "da", "nb", "is", "lv", "lt", "ca",
                                          "bg", "mk", "ms", "fil") + tuple(_OWN_LISTS)
# Words shorter than this are words of too many languages to tell one by.
_MIN_LETTERS = 3


def _of(word: str, language: str) -> bool:
    own = _OWN_LISTS.get(language)
    return word in own if own is not None else in_common_use(word, (language,))


def in_one_language(words: list[str]) -> bool:
    """Whether at least half of ``words`` of three letters or more are words in common use of one language read (the
    caller leaves out numbers in words and units). Fewer than two such words tell nothing: read."""
    long = [w.lower() for w in words if len(w) >= _MIN_LETTERS and not w.isdigit()]
    if len(long) < 2:
        return True
    return any(2 * sum(_of(w, language) for w in long) >= len(long) for language in _LANGUAGES)


def every_word_of_one_language(words: list[str]) -> bool:
    """Whether every word of a sentence is a word in common use of one language the grader reads ("is a bit less —
    makes sense.", "C'est bien le bon résultat, vérifié ci-dessus."): the sentence is in that language, which the
    tables read, though few of its words are on the short list of common words. A sentence of a language not read
    ("Tämä on luultavasti väärin.") shares a word or two with some language read, never all of them."""
    words = [w.lower() for w in words]
    return any(all(in_common_use(w, (language,)) for w in words) for language in WORDFREQ_LANGUAGES)


# The languages a sentence is read in by the tables of ``closed_words`` alone: those whose words of doubt, approximation,
# wrongness, negation and address to a marker are tabled there and whose words in common use wordfreq lists (and Russian,
# read by its own tables too). Malay and Filipino are none: their short lists hold English and Indonesian words.
TABLED = ("ca", "ro", "lv", "lt", "hu", "is", "sv", "da", "nb", "cs", "sk", "sl", "sh", "fi", "bg", "mk", "uk", "ru")
# In a sentence of this many words or more, one word may be no word in common use (a name, a rare term: "Gauss",
# "положителен").
_LONG_SENTENCE = 6


def read_by_tables(sentence: str, words: list[str]) -> bool:
    """Whether a sentence is in one language of ``TABLED``: every word of it, one rare word aside in a longer sentence,
    a word in common use of that language, and none of the closed words of the tables (doubt, approximation, wrongness,
    negation, address to a marker): "Ceru, ka tas palīdz!" is read, "Varbūt tas nav pareizi." is not."""
    words = [w.lower() for w in words if not w.isdigit()]
    if not words:
        return False
    allowed = 1 if len(words) >= _LONG_SENTENCE else 0
    counts = {language: sum(in_common_use(w, (language,)) for w in words) for language in WORDFREQ_LANGUAGES + TABLED}
    # the language's own words, more of them than of any other language the grader reads by its other tables (", o algo
    # así." is Spanish as much as Catalan, and judged as Spanish)
    return any(len(words) - counts[language] <= allowed and not against(sentence, language)
               and all(counts[language] > counts[other] for other in WORDFREQ_LANGUAGES if other != language) for language in TABLED)


def held_by_tables(sentence: str, words: list[str]) -> bool:
    """Whether a sentence whose words are most of all those of a language of ``TABLED`` (one the twelve languages of the
    grader's own tables do not hold) holds a closed word of it: read by a few words it shares with a language read, it is
    held to its own language's words of doubt, wrongness, negation and another's word ("Crec que el resultat està
    malament.", Catalan read on "que" and "el", holds its word for wrong)."""
    words = [w.lower() for w in words if len(w) >= _MIN_LETTERS and not w.isdigit()]
    if len(words) < 2:
        return False
    counts = {language: sum(_of(w, language) for w in words) for language in _LANGUAGES}
    # more words of its own than of any language read (the short lists of many languages hold English words: a tie is the
    # language read's, judged by its own tables)
    read = max(counts[language] for language in WORDFREQ_LANGUAGES)
    return any(counts[language] > read and language in TABLED and language not in WORDFREQ_LANGUAGES and against(sentence, language)
               for language in counts)

# Every language whose short list a sentence is read by here (loaded with the others before a worker reports ready).
LIST_LANGUAGES = tuple(dict.fromkeys(language for language in _LANGUAGES + TABLED if language not in _OWN_LISTS))
