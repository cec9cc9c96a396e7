r"""Whether a sentence in a spaced script is written in one language the grader reads.

A sentence is read by its words; a short word is a word of many languages ("ha" is Italian, "na" Polish, "ke" on
several short lists), so a sentence of a language nobody reads can hold enough of them to look read ("Empa ha ke na
bonnete.", Sesotho "but I am not sure"). It is read only where its words of three letters or more are, at least half of
them, words in common use of one language read: the same language for most of its words.

>>> in_one_language(["empa", "ha", "ke", "na", "bonnete"])
False
>>> in_one_language(["sì", "è", "giusto", "così"]), in_one_language(["kwa", "hiyo", "kila", "mtoto", "anapata", "8"])
(True, True)
"""

from __future__ import annotations

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
