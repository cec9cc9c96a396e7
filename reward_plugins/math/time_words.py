r"""Times of day said in words, written as the clock shows them: "a quarter to four" is 3:45, "half past
seven" 7:30, "ten minutes past three" 3:10, "four o'clock" 4:00, and the same in German ("Viertel vor
vier", "halb vier" = 3:30), Dutch ("kwart voor vier", "half vier"), Swedish, Danish and Norwegian
("kvart i fyra", "halv fyra"), French ("quatre heures moins le quart"), Spanish ("las cuatro menos
cuarto", "las tres y media"), Italian ("le quattro meno un quarto"), Polish ("wpół do piątej" = 4:30)
and Hungarian ("háromnegyed négy", "fél négy"). The words of the half of the day stay beside the time, for :mod:`reward_plugins.math.clock`.
Words that say a time in digits again right after it, on the same clock face, are dropped with their bracket:
"1:30 PM (half past one)" is 1:30 PM; "1:30 PM (half past two)" keeps its second time.

An hour is a number from 1 to 12, in digits or in words of any language the number tables read
(``hour_value``); a phrase whose hour is no such number stays words.

>>> hours = {"four": 4, "seven": 7, "three": 3, "vier": 4, "négy": 4}.get
>>> spell_times("It ends at a quarter to four in the afternoon.", hours)
'It ends at 3:45 in the afternoon.'
>>> spell_times("Half past seven in the morning; halb vier; háromnegyed négykor.", hours)
'7:30 in the morning; 3:30; 3:45.'
>>> spell_times("The count fell from twenty to five.", hours)
'The count fell from twenty to five.'
"""

from __future__ import annotations

import re
from typing import Callable

from reward_plugins.math.literal_filter import LiteralFilter
from reward_plugins.math.number_languages import value_in

_H = r"(?P<h>[^\W_]{1,20}?|1[0-2]|0?[1-9])"
_H_CY = r"(?P<h>un[ \t]+ar[ \t]+ddeg|[^\W_]{1,20}?)"
_M = r"(?P<m>[^\W\d_]{3,20}(?:[- ][^\W\d_]{3,10})?|[1-5]?\d)"
# Minutes said without a word for minutes ("twenty past nine", "zwanzig nach neun", "las diez menos veinte"): only the
# minutes a clock is read in (5, 10, 20, 25), so "three past" and "two after four" stay numbers.
_M5 = r"(?P<m>[^\W\d_]{3,20}(?:[- ][^\W\d_]{3,10})?|[12]?[05])(?P<m5>)"
# Each pattern: the phrase, and the minutes after the hour it names (``None``: the minutes it says),
# and whether the hour named is the one after the time ("quarter to four" is in the third hour).
_PHRASES: tuple[tuple[str, int | None, bool], ...] = (
    # English
    (rf"(?:a[ \t]+)?quarter[ \t]+(?:to|before)[ \t]+{_H}", 45, True),
    (rf"(?:a[ \t]+)?quarter[ \t]+(?:past|after)[ \t]+{_H}", 15, False),
    (rf"half[ \t]+past[ \t]+{_H}", 30, False),
    (rf"{_M}[ \t]+minutes?[ \t]+(?:past|after)[ \t]+{_H}", None, False),
    (rf"{_M}[ \t]+minutes?[ \t]+(?:to|before)[ \t]+{_H}", -1, True),
    (rf"{_H}[ \t]+o'?clock", 0, False),
    (rf"{_M5}[ \t]+(?:past|after)[ \t]+{_H}", None, False),
    # German, Dutch
    (rf"(?:Viertel[ \t]+vor|dreiviertel|kwart[ \t]+voor)[ \t]+{_H}", 45, True),
    (rf"(?:Viertel[ \t]+nach|kwart[ \t]+over)[ \t]+{_H}", 15, False),
    (rf"halb[ \t]+{_H}", 30, True),
    (rf"{_M5}[ \t]+nach[ \t]+{_H}", None, False),
    (rf"{_M5}[ \t]+vor[ \t]+{_H}", -1, True),
    (rf"half[ \t]+(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b){_H}", 30, True),  # Dutch, not British
    # Swedish, Danish, Norwegian
    (rf"kvart[ \t]+i[ \t]+{_H}", 45, True),
    (rf"kvart[ \t]+(?:över|over)[ \t]+{_H}", 15, False),
    (rf"halv[ \t]+{_H}", 30, True),
    # French
    (rf"{_H}[ \t]+heures?[ \t]+moins[ \t]+(?:le[ \t]+)?quart", 45, True),
    (rf"{_H}[ \t]+heures?[ \t]+et[ \t]+quart", 15, False),
    (rf"{_H}[ \t]+heures?[ \t]+et[ \t]+demie", 30, False),
    (rf"{_H}[ \t]+heures?[ \t]+moins[ \t]+{_M5}", -1, True),
    # Spanish, Italian, Portuguese
    (rf"(?:las?|le|l')[ \t]*{_H}[ \t]+meno[ \t]+un[ \t]+quarto", 45, True),
    (rf"(?:las?|le|l')[ \t]*{_H}[ \t]+menos[ \t]+cuarto", 45, True),
    (rf"(?:las?|le|l')[ \t]*{_H}[ \t]+(?:y|e)[ \t]+(?:cuarto|un[ \t]+quarto)", 15, False),
    (rf"(?:las?|le|l'|as)[ \t]*{_H}[ \t]+(?:y|e)[ \t]+(?:media|mezza|mezzo|meia)", 30, False),
    (rf"(?:las?|le|l')[ \t]*{_H}[ \t]+(?:menos|meno)[ \t]+{_M5}", -1, True),
    (rf"(?:las?|le|l'|as)[ \t]*{_H}[ \t]+(?:y|e)[ \t]+{_M5}", None, False),
    # Polish: the hour as an ordinal ("wpół do piątej": half way to the fifth; "kwadrans po trzeciej": a quarter
    # after the third; "za kwadrans czwarta": in a quarter, the fourth)
    (rf"wpół[ \t]+do[ \t]+{_H}", 30, True),
    (rf"kwadrans[ \t]+po[ \t]+{_H}", 15, False),
    (rf"za[ \t]+kwadrans[ \t]+{_H}", 45, True),
    # Welsh ("chwarter wedi deuddeg": a quarter after twelve; "hanner awr wedi": half an hour after; "i" mutates the
    # hour: "chwarter i dri", a quarter to three; eleven is three words)
    (rf"chwarter[ \t]+i[ \t]+{_H_CY}", 45, True),
    (rf"chwarter[ \t]+wedi[ \t]+{_H_CY}", 15, False),
    (rf"hanner[ \t]+awr[ \t]+wedi[ \t]+{_H_CY}", 30, False),
    (rf"{_H_CY}[ \t]+o'r[ \t]+gloch", 0, False),
    # Hungarian (the hour may carry "-kor", at)
    (rf"háromnegyed[ \t]+{_H}(?:kor)?", 45, True),
    (rf"negyed[ \t]+{_H}(?:kor)?", 15, True),
    (rf"fél[ \t]+{_H}(?:kor)?", 30, True),
)
_PATTERNS = {re.compile(r"(?<![^\W\d_])" + p + r"(?![^\W\d_])", re.IGNORECASE): (m, after) for p, m, after in _PHRASES}
_PHRASE_WORDS = LiteralFilter(_PATTERNS)  # each phrase searched only where the text holds its words
_CUE = re.compile(r"quarter|half|minute|clock|past|after|nach|vor|moins|menos|meno|[ \t][ye][ \t]|chwarter|hanner|gloch|viertel|halb|kwart|kvart|halv|heure|cuarto|media|quarto|mezz|meia|negyed|fél|wpół|kwadrans",
                  re.IGNORECASE)


_POLISH_HOURS = {w: i for i, w in enumerate("pierwszej drugiej trzeciej czwartej piątej szóstej siódmej ósmej dziewiątej "
                                             "dziesiątej jedenastej dwunastej".split(), 1)}
_POLISH_HOURS.update({w: i for i, w in enumerate("pierwsza druga trzecia czwarta piąta szósta siódma ósma dziewiąta "
                                                 "dziesiąta jedenasta dwunasta".split(), 1)})
# A time written with a dot where a word for "o'clock" or "at" a time stands beside it ("kl. 15.45", "klo 9.30", "um 15.45
# Uhr", "alle 16.25", "pukul 16.25", "16.25'te"): the clock's colon, not a decimal point.
_DOTTED_TIME = re.compile(
    r"(?i)(?<![^\W\d_])((?:kl\.|klokka|klokken|klockan|kello|klo|kell|o[ \t]godzinie|godz\.|alle|pukul|jam|saat|lúc)[ \t]{0,2})"
    r"([01]?\d|2[0-3])\.([0-5]\d)(?![\d.,]\d)"
    r"|(?<![\d.,])([01]?\d|2[0-3])\.([0-5]\d)(?=[ \t]{0,2}(?:Uhr|uur)(?![^\W\d_])|['’](?:te|ta|de|da)(?![^\W\d_]))")


# A time of day as Chinese, Japanese and Korean write it: the hour's word for "o'clock" (点, 時, 시) then the minutes
# ("3点45分", "15時45分", "3시 45분") or a half ("3点半", "3시 반"). A duration writes its hours otherwise ("1小时55分",
# "2時間25分", "2시간 15분"), and a point without minutes ("3点5") is a decimal.
_CJK_TIME = re.compile(r"(?<![\d.,])([01]?\d|2[0-3])[ \t]?(?:点|點|時|时|시)(?![間间간])[ \t]?(?:([0-5]?\d)[ \t]?(?:分|분)|(半|반))(?![钟鐘間间간])")


def _cjk_time(m: re.Match) -> str:
    return f"{int(m.group(1))}:{30 if m.group(3) else int(m.group(2)):02d}"


def _number(word: str, value: Callable[[str], int | None]) -> int | None:
    if word.isdigit():
        return int(word)
    if word.lower() in _POLISH_HOURS:
        return _POLISH_HOURS[word.lower()]
    if word.lower().endswith("kor") and value(word[:-3].lower()) is not None:
        return value(word[:-3].lower())  # Hungarian "négykor": at four
    said = value(word.lower())
    return said if said is not None else value_in(word, "cy")  # a Welsh hour: mutated ("dri"), or "un ar ddeg"


def spell_times(text: str, hour_value: Callable[[str], int | None]) -> str:
    """``text`` with its times of day in words written as ``H:MM`` (see the module docstring), and its times
    written with a dot beside a word for "o'clock" ("kl. 15.45") or with the CJK words for hour and minute
    ("下午3点45分", "15時45分", "오후 3시 45분") with the clock's colon."""
    if not text.isascii():
        text = _CJK_TIME.sub(_cjk_time, text)
    if "." in text:
        text = _DOTTED_TIME.sub(lambda m: f"{m.group(1)}{m.group(2)}:{m.group(3)}" if m.group(2) else f"{m.group(4)}:{m.group(5)}", text)
    if _CUE.search(text) is None:
        return text
    for pattern in _PHRASE_WORDS.candidates(text):  # a phrase spelled leaves the words of the others as they were
        minutes, after = _PATTERNS[pattern]
        text = pattern.sub(lambda m: _clock(m, minutes, after, hour_value), text)
    return _SAID_AGAIN_WITH_BRACKET.sub("", text) if _SAID_AGAIN in text else text


def _clock(m: re.Match, minutes: int | None, after: bool, hour_value: Callable[[str], int | None]) -> str:
    hour = _number(m.group("h"), hour_value)
    if hour is None or not 1 <= hour <= 12:
        return m.group()
    if minutes is None or minutes == -1:
        said = _number(m.group("m"), hour_value)
        if said is None or not 1 <= said <= 59:
            return m.group()
        if "m5" in m.re.groupindex and said not in (5, 10, 20, 25):
            return m.group()
        minutes = said if minutes is None else 60 - said
    if after:
        hour = hour - 1 or 12
    said = _SAID_BEFORE.search(m.string, max(0, m.start() - 24), m.start())
    if said is not None and int(said.group("h")) % 12 == hour % 12 and int(said.group("m")) == minutes:
        return _SAID_AGAIN  # the digits' time again, on its clock face: the digits say its half of the day
    return f"{hour}:{minutes:02d}"


# A time in digits right before a bracket or a comma that opens the time in words ("1:30 PM (half past one)",
# "13:30, half past one"): words on the same clock face say that time again and are dropped with their bracket;
# another time ("1:30 PM (half past two)") stays, a second value.
_SAID_BEFORE = re.compile(r"(?<![\d.,:])(?P<h>[01]?\d|2[0-3])[:：](?P<m>[0-5]\d)(?:[ \t]*[AaPp]\.?[ \t]?[Mm]\.?)?"
                          r"[ \t]*[(\[,][ \t]*$")
_SAID_AGAIN = "\ue000"
_SAID_AGAIN_WITH_BRACKET = re.compile(r"[ \t]*[(\[,][ \t]*\ue000(?:[ \t]*[)\]])?")
