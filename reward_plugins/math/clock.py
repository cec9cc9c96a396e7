r"""Times of day and the half of the day they are in.

A time is one instant: ``15:45`` is ``3:45 PM`` and ``3:45 AM`` is not. A completion says the half
in words around the time, in many languages ("3:45 p. m.", "7:30 in the evening", "下午3:45",
"오후 3:45"); :func:`committed_time` reads the committed time with those words, so its half is
part of the answer. :func:`clock_minutes` reads a time as minutes after midnight and whether its
half is said: by a word, or by the 24-hour clock (an hour above 12, or written with a leading
zero: ``03:45`` is 3:45 AM). :func:`same_time` compares two.

>>> committed_time("Respuesta: llega a las 7:30 p. m.", "7", 0, 24)
('7:30 PM', 33, True)
>>> clock_minutes("3:45 PM"), clock_minutes("15:45"), clock_minutes("3:45"), clock_minutes("3/4")
((945, True), (945, True), (225, False), None)
>>> same_time(clock_minutes("3:45 PM"), clock_minutes("3:45 AM")), same_time(clock_minutes("3:45 PM"), clock_minutes("3:45"))
(False, False)
"""

from __future__ import annotations

import functools
import re
import unicodedata

from reward_plugins.math.cldr_words import DURATION_WORDS
from reward_plugins.math.qualifiers import estimated_at

# The words that put a time in its half of the day, by where they stand: right after the time, or right before it.
# German "am" is "in the" before a part of the day ("3:45 am Nachmittag" is 3:45 PM): no "a.m." there.
_AM_AFTER = (r"am[ \t]+(?:Morgen|Vormittag)\b|a\.?[ \t]?m\.?(?![A-Za-z])(?![ \t]+(?:Morgen|Vormittag|Mittag|Nachmittag|Abend)\b)"
             r"|in[ \t]the[ \t]morning|du[ \t]matin|de[ \t]la[ \t]mañana|da[ \t]manhã|del[ \t]mattino"
             r"|di[ \t]mattina|morgens|vormittags|утра|['’]s[ \t](?:ochtends|morgens)|på[ \t](?:morgonen|förmiddagen)"
             r"|om[ \t](?:morgenen|formiddagen)|rano|π\.[ \t]?μ\.|صباحًا|صباحاً|صباحا|pagi|sáng|ta['’][ \t]filgħodu")
_PM_AFTER = (r"am[ \t]+(?:Nachmittag|Abend)\b|p\.?[ \t]?m\.?(?![A-Za-z])|in[ \t]the[ \t](?:afternoon|evening)|de[ \t]l'après-midi|du[ \t]soir"
             r"|de[ \t]la[ \t](?:tarde|noche)|da[ \t](?:tarde|noite)|del[ \t]pomeriggio|di[ \t]sera|della[ \t]sera"
             r"|nachmittags|abends|дня|вечера|['’]s[ \t](?:middags|avonds)|på[ \t](?:eftermiddagen|kvällen)"
             r"|om[ \t](?:eftermiddagen|ettermiddagen|aftenen|kvelden)|po[ \t]południu|wieczorem|μ\.[ \t]?μ\.|مساءً|مساءا|مساء|sore|chiều|tối"
             r"|ta['’][ \t](?:wara[ \t]nofsinhar|filgħaxija)")  # Maltese: "4:15 ta' wara nofsinhar" is 4:15 PM
_AM_BEFORE = r"午前|上午|早上|早晨|凌晨|오전|새벽|délelőtt|reggel|सुबह|صبح|sabah"
_PM_BEFORE = r"午後|下午|傍晚|晚上|오후|저녁|délután|शाम|दोपहर|بعدازظهر|عصر|öğleden[ \t]sonra|akşam"
_TIME = re.compile(
    rf"(?:(?P<am_before>{_AM_BEFORE})|(?P<pm_before>{_PM_BEFORE}))?[ \t]*(?<![\d.])(?<!\d:)(?P<hour>\d{{1,2}})"
    # "12 h 15", "9h05", "16 giờ 25": the 24-hour clock as French, its neighbours and Vietnamese write it (not "2 h 30 min",
    # a duration);
    # "3.45 pm": a dot, as British English writes it, where the half of the day follows (else "3.45" is a decimal)
    rf"(?::|(?P<h>[ \t]?h[ \t]?|[ \t]?giờ[ \t]?)|(?P<dot>\.))(?P<minute>\d{{2}})(?![\d:])(?(h)(?![ \t]?(?:min|mn|m\b)))"
    r"(?(dot)(?=[ \t]*(?:[ap]\.?[ \t]?m\.?(?![A-Za-z])|in[ \t]the[ \t](?:morning|afternoon|evening))))"
    rf"(?:[ \t]*(?:\\text\{{[ \t]*|\\mathrm\{{[ \t]*)?(?:(?P<am_after>{_AM_AFTER})|(?P<pm_after>{_PM_AFTER}))\}}?)?",
    re.IGNORECASE,
)
# The answer's time, perhaps after a short preposition the reading kept ("в 16:25", "o 16:25", "à 16:25").
_LEADING_TIME = re.compile(r"[ \t]*(?:[^\W\d_]{1,3}[ \t]+)?(\d{1,2})(?::(\d{2}))?")
# "Around" said of a time of day, after it ("15:45ごろ", "15時頃", "3:45경"); the words of estimate of any quantity
# ("大约下午3:45", "약 오후 3:45", "3:45左右") are :func:`~reward_plugins.math.qualifiers.estimated_at`'s.
_AROUND_TIME = re.compile(r"[ \t]?(?:ごろ|頃|경(?![\uac00-\ud7a3]))")
# ... and before it ("vers 15 h 45", "gegen 15:45", "hacia las 3:45").
_AROUND_TIME_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:vers|gegen|hacia[ \t]+las?|sobre[ \t]+las?|verso[ \t]+l[ea']|por[ \t]+volta[ \t]+d[ae]s?|rond|omstreeks"
    r"|omkring|runt|około|около|kolem|körül|alrededor[ \t]+de[ \t]+las?|cerca[ \t]+de[ \t]+las?|perto[ \t]+d[ao]s?)[ \t]*$")
# The word that says "at" a time, or the article of its hours, between a word of estimate and the time ("etwa um 16:15",
# "cerca de las 16:15", "à peu près à 16 h 15", "perto das 16:15", "примерно в 16:15"): the estimate is said of the time.
_AT_TIME = re.compile(r"(?i)(?<![^\W\d_])(?:um|à|a|at|las?|das?|às|as|alle|le|в|o|om|kl\.|klockan|klokken)[ \t]*$")


def _read(m: re.Match) -> tuple[int, int, str | None] | None:
    hour, minute = int(m.group("hour")), int(m.group("minute"))
    half = "AM" if m.group("am_before") or m.group("am_after") else "PM" if m.group("pm_before") or m.group("pm_after") else None
    if minute > 59 or hour > 23 or (half is not None and not 1 <= hour <= 12):
        return None
    if m.group("h") is not None and half is None:
        return hour % 12 or 12, minute, "PM" if hour >= 12 else "AM"  # on the 24-hour clock the hour says its half
    return hour, minute, half


def committed_time(visible: str, answer: str | None, start: int, end: int, estimate_asked: bool = False) -> tuple[str | None, int, bool]:
    """The committed time with the words that give its half ("7:30 PM" for "llega a las 7:30 p. m."),
    where the text after it begins, and whether it is written on the 12-hour clock with its half;
    ``(answer, end, False)`` where the answer is no time (or only an hour) written in the commitment.
    A time said to be about so where the rules of estimates do not see it ("大约下午3点45分", "15時45分ごろ") is
    no committed answer (``None``) unless the prompt asks for an estimate."""
    again = _said_on_both_clocks(visible, answer, start) if answer and start > 0 and answer.lstrip()[:1] in "([" else None
    if again is None and answer and answer.strip() in ("12", "24") and start > 0:
        again = _time_before_clock_named(visible, start, end)
    if again is not None:
        return again, end, True  # "3:45 PM (15:45)": the time said again on the other clock, in brackets, is that time
    value = _LEADING_TIME.match(answer.rsplit("=", 1)[-1]) if answer else None
    if value is None or start < 0:
        return answer, end, False
    found = None
    for m in _TIME.finditer(visible, max(0, start - 8), min(len(visible), end + 40)):
        if m.start("hour") >= end:
            break  # a time written after the commitment is not the one it commits to
        if m.group("h") is not None:
            # "2 h 30" may be a duration: it stays as written, read as a time only against a gold that is one
            # (clock_minutes); where the reading took its hour and minutes for two values, its hour alone ("16h25") or
            # the time as written ("16 h 15"), it is the one written.
            if (answer.strip() in (f"{int(m.group('hour'))}, {int(m.group('minute'))}", m.group("hour"))
                    or "".join(answer.split()) == "".join(visible[m.start("hour") : m.end("minute")].split())):
                if not estimate_asked and _about(visible, m):
                    return None, end, False
                return f"{int(m.group('hour'))} h {m.group('minute')}", max(end, m.end()), False
            continue
        written = f"{int(m.group('hour'))}:{m.group('minute')}"
        said = f"{int(value.group(1))}" + (f":{value.group(2)}" if value.group(2) else "")
        # An answer read as the hour or the minutes alone ("7" of "7:30 p. m.") is the time it belongs to.
        if written == said or (value.group(2) is None and (written.startswith(said + ":") or written.endswith(":" + said))):
            found = m
    read = _read(found) if found is not None else None
    if read is None:
        return answer, end, False
    if not estimate_asked and _about(visible, found):
        return None, end, False
    hour, minute, half = read
    time = f"{found.group('hour')}:{minute:02d}" + (f" {half}" if half else "")
    # A number the commitment writes after its time ("12:15 [12:30]") is no part of it: the text after the answer
    # begins right after the time, for the rules that judge a second value.
    rest = visible[found.end() : end]
    return time, found.end() if _DIGIT.search(rest) else max(end, found.end()), half is not None


_DIGIT = re.compile(r"\d")
# A time in brackets ("(15:45)", "[3:45 PM]"), and the text between the time before it and its bracket.
_BRACKETED = re.compile(r"[ \t]*[(\[][ \t]*([^()\[\]]{3,40}?)[ \t]*[)\]][ \t]*")
_BEFORE_BRACKET = re.compile(r"[ \t]*(?:=|,|i\.e\.,?|or)?[ \t]*$")


def _said_on_both_clocks(visible: str, answer: str, start: int) -> str | None:
    """The time written right before a bracketed answer that is the same time of day ("3:45 PM (15:45)",
    "15:45 (3:45 PM)"), on the 12-hour clock with its half; ``None`` where either says no half or they differ."""
    bracketed = _BRACKETED.fullmatch(answer)
    inner = clock_minutes(bracketed.group(1)) if bracketed is not None else None
    if inner is None or not inner[1]:
        return None
    window = visible[max(0, start - 40) : start]
    before = None
    for m in _TIME.finditer(window):
        before = m if _BEFORE_BRACKET.fullmatch(window, m.end()) else None
    read = _read(before) if before is not None else None
    said = clock_minutes(before.group()) if read is not None else None
    if said is None or not said[1] or said[0] != inner[0]:
        return None
    minutes = said[0]
    return f"{(minutes // 60) % 12 or 12}:{minutes % 60:02d} {'PM' if minutes >= 720 else 'AM'}"


def _time_before_clock_named(visible: str, start: int, end: int) -> str | None:
    """Where the answer read is the 12 or 24 that names a clock ("13:25, i.e. 1:25 p.m. on a 12-hour clock"): the time
    its line says before it, on the 12-hour clock with its half, where every time said there is that time of day."""
    if asked_clock(visible[max(0, start - 30) : end + 30]) is None:
        return None
    times = [clock_minutes(m.group()) for m in _TIME.finditer(visible, visible.rfind("\n", 0, start) + 1, start)]
    said = {t[0] for t in times if t is not None and t[1]}
    if len(said) != 1 or any(t is None or (not t[1] and t[0] % 720 != next(iter(said)) % 720) for t in times):
        return None
    minutes = said.pop()
    return f"{(minutes // 60) % 12 or 12}:{minutes % 60:02d} {'PM' if minutes >= 720 else 'AM'}"


def _about(visible: str, time: re.Match) -> bool:
    """Whether the time written at ``time`` is said to be about so where the rules that judge an estimate around the
    value do not see it: before its half of the day ("大约下午3:45"), or in the words of estimate times alone have
    ("15:45ごろ", "vers 15 h 45"), or before the word that says "at" it ("etwa um 15:45"). An estimate word right before its hour ("about 10:10 PM") is theirs (``qualified``)."""
    hour = time.start("hour")
    return ((hour > time.start() and estimated_at(visible, time.start(), time.end()) and not estimated_at(visible, hour, time.end()))
            or _AROUND_TIME.match(visible, time.end()) is not None
            or _AROUND_TIME_BEFORE.search(visible, max(0, time.start() - 24), time.start()) is not None
            or _estimated_past_at(visible, time))


def _estimated_past_at(visible: str, time: re.Match) -> bool:
    """A word of estimate right before the word that says "at" the time ("etwa um 16:15")."""
    at = _AT_TIME.search(visible, max(0, time.start() - 12), time.start())
    return at is not None and estimated_at(visible, at.start(), time.end())


def clock_minutes(s: str) -> tuple[int, bool] | None:
    """A time of day written alone as minutes after midnight, and whether it says its half of the day."""
    m = _TIME.fullmatch(s.strip())
    read = _read(m) if m is not None else None
    if read is None:
        return None
    hour, minute, half = read
    if half is not None:
        return (hour % 12 + (12 if half == "PM" else 0)) * 60 + minute, True
    # The 24-hour clock says the half too: "15:45", "00:30", "03:45" (a leading zero is how it writes morning hours).
    return hour * 60 + minute, hour > 12 or hour == 0 or m.group("hour").startswith("0")


def same_time(gold: tuple[int, bool], answer: tuple[int, bool]) -> bool:
    """Two times alike. Where the gold says its half, the answer must say the same half: a bare "3:45"
    for "3:45 PM" could be either and is not paid. A gold that leaves its half unsaid is a time on the
    12-hour clock face, so either half of the answer matches it."""
    if gold[1]:
        return answer[1] and gold[0] == answer[0]
    return gold[0] % 720 == answer[0] % 720


# The clock a prompt asks its time on: "24" or "12" with a word for hour right after it (the hour words of every CLDR
# language) and a word for a format, a notation or a clock right around it: before it, at most one short word between
# ("formato de 24 horas", "au format 24 heures", "reloj de 24 horas"), or in the three words it begins
# ("24-hour clock", "24-Stunden-Format", "в 24-часовом формате", "24-uursnotatie", "24小时制"). "24 hours later" and
# "the clock shows ... 24 hours later" name a duration, not a clock.
_HOUR_WORDS = frozenset(w.casefold() for w, sizes in DURATION_WORDS.items() if 3600 in sizes and len(w) >= 2) | {"giờ", "ωρ", "órás", "tunnin"}
_HOUR_LENGTHS = sorted({len(w) for w in _HOUR_WORDS}, reverse=True)
_CLOCK_HOURS = re.compile(r"(?<![\d.,:])(24|12|２４|１２|۲۴|۱۲|٢٤|١٢|२४|१२)[ \t]?[-‑–]?[ \t]?")
_CLOCK_FORMAT = re.compile(
    r"(?i)format|formac|formát|формат|notation|notaci|notazion|notaç|notatie|notasjon|system|sistem|système|reloj|relógio|rellotge"
    r"|orologio|horloge|uhr\b|klok|zegar|часов\w{0,3}[ \t]+формат|clock|horario|horário|zapis|zápis|kello|óra\b|saat[ \t]+dilimi"
    r"|[制式]|時計|表記|形式|格式|시계|제|표기|형식|định[ \t]dạng|dạng|biçim|صيغة|نظام|فرمت|قالب|प्रारूप|प्रणाली|μορφή|ρολόι")
_FUNCTION_WORD = re.compile(r"[^\W\d_]{1,3}")


@functools.lru_cache(maxsize=256)  # a group's completions share their prompt
def asked_clock(prompt: str) -> str | None:
    """``"clock24"`` or ``"clock12"`` where the prompt asks its time on that clock, in any language; ``None`` where it
    names neither, or both ("from the 24-hour clock to the 12-hour clock": left to the gold's own form)."""
    if "12" not in prompt and "24" not in prompt and not any(d in prompt for d in "２１۲۱٢١२१"):
        return None
    found = set()
    for m in _CLOCK_HOURS.finditer(prompt):
        at = m.end()
        if not any(prompt[at : at + n].casefold() in _HOUR_WORDS for n in _HOUR_LENGTHS):
            continue
        before = prompt[max(0, m.start() - 30) : m.start()].split()[-2:]
        if before and _FUNCTION_WORD.fullmatch(before[-1]):
            before = before[:-1]
        after = " ".join(prompt[at : at + 30].split()[:3])
        if (before and _CLOCK_FORMAT.search(before[-1])) or _CLOCK_FORMAT.search(after):
            found.add("clock24" if unicodedata.digit(m.group(1)[0]) == 2 else "clock12")
    return found.pop() if len(found) == 1 else None
