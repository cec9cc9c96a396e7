r"""Days of the week and dates with a month name, in the languages a policy answers in.

A gold that is a day ("Friday", ``\text{Friday}``) or a date ("April 24", ``\text{April 24}``) is a
calendar value: its month is part of it, so "24" or "24. března" (March) is not "April 24", and a
day is read in any of the languages listed ("Perşembe", "czwartek", "hari Kamis", "木曜日" for
Thursday). :func:`calendar_value` reads one value written alone (a gold); :func:`last_calendar`
finds the value a completion commits to: the last one it writes, unless the sentence offers two.

>>> calendar_value("\\text{April 24}"), calendar_value("Friday"), calendar_value("17")
('April 24', 'Friday', None)
>>> last_calendar("100 = 14 · 7 + 2, so two days after Tuesday.\nOdpowiedź: czwartek.")
('Thursday', 45, 64)
>>> last_calendar("So the date is the fifteenth of April.", True)[0], last_calendar("Odpověď: 17. března.", True)[0]
('April 15', 'March 17')
>>> last_calendar("It is Friday or Saturday.")[0]
'Friday; Saturday'
>>> calendar_value("\\text{April 24, 2023}"), last_calendar("Datum: 24. April 2023", True)[0]
('April 24, 2023', 'April 24, 2023')
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace

CALENDAR = "calendar"  # the form of a gold that is a day or a date
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")

# Each day's names, Monday first (with the case a day takes after "on": "в пятницу", "w środę", "pénteken"):
# en fr de es pt it nl sv da/no fi pl cs sk ru uk tr id/ms ro hu vi zh ja ko, then
# ar fa he (with its word for "day": "שני" alone is "second") hi el th.
_DAY_NAMES = (
    "monday lundi montag lunes segunda-feira lunedì lunedi maandag måndag mandag maanantai poniedziałek "
    "pondělí pondelok понедельник понеділок pazartesi senin isnin luni hétfő hétfőn thứ_hai 星期一 周一 礼拜一 月曜日 월요일 "
    "الاثنين الإثنين دوشنبه יום_שני सोमवार δευτέρα วันจันทร์",
    "tuesday tue tues mardi dienstag martes terça-feira martedì martedi dinsdag tisdag tirsdag tiistai wtorek "
    "úterý utorok вторник вівторок salı selasa marți marti kedd kedden thứ_ba 星期二 周二 礼拜二 火曜日 화요일 "
    "الثلاثاء الثلثاء سه‌شنبه سهشنبه سه_شنبه יום_שלישי मंगलवार τρίτη วันอังคาร",
    "wednesday mercredi mittwoch miércoles miercoles quarta-feira mercoledì mercoledi woensdag onsdag "
    "keskiviikko środa środę sroda středa středu streda stredu среда среду середа середу çarşamba carsamba rabu miercuri szerda szerdán thứ_tư 星期三 周三 礼拜三 "
    "水曜日 수요일 الأربعاء الاربعاء چهارشنبه יום_רביעי बुधवार τετάρτη วันพุธ",
    "thursday thu thur thurs jeudi donnerstag jueves quinta-feira giovedì giovedi donderdag torsdag torstai "
    "czwartek čtvrtek štvrtok четверг четвер perşembe persembe kamis khamis joi csütörtök csütörtökön thứ_năm 星期四 周四 礼拜四 "
    "木曜日 목요일 الخميس پنجشنبه پنج‌شنبه پنج_شنبه יום_חמישי गुरुवार बृहस्पतिवार πέμπτη วันพฤหัสบดี วันพฤหัส",
    "friday fri vendredi freitag viernes sexta-feira venerdì venerdi vrijdag fredag perjantai piątek piatek pátek "
    "piatok пятница пятницу п'ятниця п'ятницю п’ятниця п’ятницю cuma jumat jumaat vineri péntek pénteken thứ_sáu 星期五 周五 礼拜五 金曜日 금요일 "
    "الجمعة جمعه יום_שישי शुक्रवार παρασκευή วันศุกร์",
    "saturday samedi samstag sonnabend sábado sabado sabato zaterdag lördag lørdag lauantai sobota "
    "sobotę sobotu суббота субботу субота суботу cumartesi sabtu sâmbătă sambata szombat szombaton thứ_bảy 星期六 周六 礼拜六 土曜日 토요일 "
    "السبت شنبه שבת יום_שבת शनिवार σάββατο วันเสาร์",
    "sunday dimanche sonntag domingo domenica zondag söndag søndag sunnuntai niedziela neděle nedeľa "
    "niedzielę neděli nedeľu воскресенье неділя неділю pazar minggu ahad duminică duminica vasárnap chủ_nhật 星期日 星期天 周日 礼拜天 日曜日 일요일 "
    "الأحد الاحد یکشنبه یک‌شنبه یک_شنبه יום_ראשון रविवार κυριακή วันอาทิตย์",
)
# Each month's names, with the declined forms a date uses ("17. března", "15 апреля", "huhtikuun 15."), then ar fa hi el
# he (with "in": "2 באפריל") th.
_MONTH_NAMES = (
    "january jan janvier januar jänner enero janeiro gennaio januari januar tammikuu\\w{0,3} stycze\\w{1,3} led\\w{2,3} "
    "január\\w{0,2} январ\\w{1,2} січ\\w{2,3} ocak ianuarie "
    "يناير كانون_الثاني ژانویه जनवरी ιανουαρίου ιανουάριος (?:ב)?ינואר มกราคม",
    "february feb février fevrier februar febrero fevereiro febbraio februari februar helmikuu\\w{0,3} lut\\w{2,3} "
    "únor\\w{0,2} února február\\w{0,2} феврал\\w{1,2} лют\\w{2,3} şubat subat februarie "
    "فبراير شباط فوریه फ़रवरी फरवरी φεβρουαρίου φεβρουάριος (?:ב)?פברואר กุมภาพันธ์",
    "march mar mars märz maerz marzo março marco maart mars marts maaliskuu\\w{0,3} mar(?:zec|ca) břez\\w{2,3} "
    "marec marca március\\w{0,2} март\\w{0,2} берез\\w{2,3} mart martie "
    "مارس آذار मार्च μαρτίου μάρτιος (?:ב)?מרץ มีนาคม",
    "april apr avril abril aprile april huhtikuu\\w{0,3} kwie\\w{3,4} dub\\w{2,3} apríl\\w{0,2} április\\w{0,2} "
    "апрел\\w{1,2} квіт\\w{2,3} nisan aprilie "
    "أبريل ابريل إبريل نيسان آوریل अप्रैल απριλίου απρίλιος (?:ב)?אפריל เมษายน",
    "may mai mayo maio maggio mei maj maj toukokuu\\w{0,3} maj\\w{0,2} květ\\w{2,3} máj\\w{0,2} május\\w{0,2} "
    "ма[йя] трав\\w{2,3} mayıs mayis "
    "مايو أيار مه मई μαΐου μάιος (?:ב)?מאי พฤษภาคม",
    "june jun juin juni junio junho giugno juni juni kesäkuu\\w{0,3} czerw\\w{2,3} červ(?:en|na) jún\\w{0,2} "
    "június\\w{0,2} июн[ья] черв\\w{2,3} haziran iunie "
    "يونيو حزيران ژوئن जून ιουνίου ιούνιος (?:ב)?יוני มิถุนายน",
    "july jul juillet juli julio julho luglio juli juli heinäkuu\\w{0,3} lip\\w{2,3} červen(?:ec|ce) júl\\w{0,2} "
    "július\\w{0,2} июл[ья] лип\\w{2,3} temmuz iulie "
    "يوليو تموز ژوئیه जुलाई ιουλίου ιούλιος (?:ב)?יולי กรกฎาคม",
    "august aug août aout august agosto agosto agosto augustus augusti august elokuu\\w{0,3} sierp\\w{2,3} srp\\w{2,3} "
    "august\\w{0,2} augusztus\\w{0,2} август\\w{0,2} серп\\w{2,3} ağustos agustus agustos "
    "أغسطس اغسطس آب اوت अगस्त αυγούστου αύγουστος (?:ב)?אוגוסט สิงหาคม",
    "september sep sept septembre september septiembre setembro settembre september syyskuu\\w{0,3} wrze\\w{3,4} "
    "září septemb\\w{2,3} szeptember\\w{0,2} сентябр\\w{1,2} верес\\w{2,3} eylül eylul septembrie "
    "سبتمبر أيلول سپتامبر सितंबर सितम्बर σεπτεμβρίου σεπτέμβριος (?:ב)?ספטמבר กันยายน",
    "october oct octobre oktober octubre outubro ottobre oktober lokakuu\\w{0,3} październik\\w{0,2} "
    "października říj\\w{2,3} októb\\w{2,3} október\\w{0,2} октябр\\w{1,2} жовт\\w{2,3} ekim oktober octombrie "
    "أكتوبر اكتوبر تشرين_الأول اکتبر अक्टूबर अक्तूबर οκτωβρίου οκτώβριος (?:ב)?אוקטובר ตุลาคม",
    "november nov novembre november noviembre novembro novembre november marraskuu\\w{0,3} listopad\\w{0,2} "
    "novemb\\w{2,3} november\\w{0,2} ноябр\\w{1,2} листопад\\w{0,2} kasım kasim noiembrie "
    "نوفمبر تشرين_الثاني نوامبر नवंबर नवम्बर νοεμβρίου νοέμβριος (?:ב)?נובמבר พฤศจิกายน",
    "december dec décembre decembre dezember diciembre dezembro dicembre december joulukuu\\w{0,3} grud\\w{2,3} "
    "prosin\\w{2,3} decemb\\w{2,3} декабр\\w{1,2} груд\\w{2,3} aralık aralik desember decembrie "
    "ديسمبر كانون_الأول دسامبر दिसंबर दिसम्बर δεκεμβρίου δεκέμβριος (?:ב)?דצמבר ธันวาคม",
)


_UNSPACED = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")  # Thai, kana, CJK, Hangul


def _alternation(names: str) -> str:
    """The names as one alternation, longest first; a spaced script's name is a whole word, a CJK name is not."""
    words = sorted(set(names.split()), key=len, reverse=True)
    return "|".join(
        re.escape(w) if _UNSPACED.search(w)
        else r"(?<![^\W\d_])(?:" + (w if re.search(r"[\\(\[]", w) else re.escape(w)).replace("_", r"[ \t]") + r")(?![^\W\d_])"
        for w in words
    )


# The names of days and months written out whole (a pattern's stem aside), "in" before a Hebrew month too ("באפריל"):
# words of a date a reader reads in any of these languages.
_IN = "(?:ב)?"
CALENDAR_NAMES = frozenset(
    unicodedata.normalize("NFKC", form) for names in _DAY_NAMES + _MONTH_NAMES for w in names.split()
    if not re.search(r"[\\\[_]|\((?!\?:ב\)\?)", w)
    for form in ((w[len(_IN) :], "ב" + w[len(_IN) :]) if w.startswith(_IN) else (w,)) if len(form) > 3
)


# A word that belongs to a day's name as it is said: "am Donnerstag", "hari Kamis", "op donderdag", "på torsdag".
_DAY_WORD = r"(?:(?<![^\W\d_])(?:am|op|på|hari|vào)[ \t]+)?"
_DAY = re.compile(_DAY_WORD + "(?:" + "|".join(f"(?P<d{i}>{_alternation(n)})" for i, n in enumerate(_DAY_NAMES)) + ")",
                  re.IGNORECASE)
_MONTH = "|".join(f"(?P<m{i}>{_alternation(n)})" for i, n in enumerate(_MONTH_NAMES))
_ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
             "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
_ORDINAL = "|".join(_ORDINALS[:20] + [f"twenty[- ]{o}" for o in _ORDINALS[:9]] + ["thirtieth", "thirty[- ]first"])
_NUMBER_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th|er|e|\.|º|ª)?"
# A year after a date ("April 24, 2023", "24. April 2023"), part of the date where written.
_YEAR = r"(?:,?[ \t]{1,2}(?P<year_%s>[12]\d{3})(?!\d))?"
_DATE = re.compile(
    # not inside a word, though right after a letter of a script written without spaces ("4月24日か4月25日")
    r"(?<![^\W\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])(?<!\.)(?:" + _NUMBER_DAY + r"[ \t]{0,2}(?:(?:of|de|del|di)[ \t]{1,2})?(?:" + _MONTH + r")\.?" + _YEAR % "a"
    + r"|(?:the[ \t]+)?(?P<ordinal>" + _ORDINAL + r")[ \t]+of[ \t]+(?:" + _MONTH.replace("?P<m", "?P<o") + r")" + _YEAR % "b"
    + r"|(?:" + _MONTH.replace("?P<m", "?P<n") + r")\.?[ \t]{1,2}(?:the[ \t]+)?(?P<after>[0-3]?\d)(?:st|nd|rd|th)?(?!\d)" + _YEAR % "c"
    # Chinese, Japanese and Korean: the month's and the day's words after their numbers ("4月2日", "4月2号", "4월 2일"),
    # a word of the sentence right after them ("4月2日です", "4월 2일입니다")
    + r"|(?:(?P<year_d>[12]\d{3})[ \t]?(?:年|년)[ \t]?)?(?P<cjk_month>1[0-2]|0?[1-9])[ \t]?(?:月|월)[ \t]?(?P<cjk_day>[0-3]?\d)[ \t]?(?:日|号|號|일)"
    # the year first, then month and day in digits ("2023-05-04", "2023/5/4", "2023.05.04"): ISO 8601 and its kin
    + r"|(?P<year_e>[12]\d{3})(?P<sep>[-/.])(?P<iso_month>1[0-2]|0?[1-9])(?P=sep)(?P<iso_day>[0-3]?\d)(?![\d.]\d))(?:(?<=[日号號일])|(?![^\W\d_]))",
    re.IGNORECASE,
)
# "か" between two nouns is "or"; "から" ("from"), "かつ" ("and"), a verb's kana, are other words.
_ALTERNATIVE = re.compile(r"(?<![^\W\d_])(?:or|oder|ou|o|ó|или|або|veya|ya[ \t]da|atau|sau|vagy|eller|tai|lub|albo|nebo|of|أو|یا|או|या|ή)(?![^\W\d_])|或|か(?![\u3040-\u309f])|또는|หรือ",
                          re.IGNORECASE)
_TODAY = re.compile(r"(?i)(?:today|heute|aujourd'hui|hoy|oggi|hoje|сегодня|dzisiaj|dziś|bugün|hari[ \t]+ini|vandaag|idag|i[ \t]+dag|tänään)"
                    r"[^.!?\n]{0,14}$|今天|今日|오늘")
# A label or a verb that commits to what follows ("Answer:", "The answer is", "Odpowiedź:", "Jawaban:").
_LABEL = re.compile(r"[:：]|(?<![^\W\d_])(?:answer|is|ist|est|es|é|è|będzie|jest|je|adalah|ialah|olur)(?![^\W\d_])", re.IGNORECASE)
_SENTENCE_START = re.compile(r"[.!?。！？\n][^.!?。！？\n]*$")
# An arrow to the conclusion: a day or date before it in the sentence is a step of the working ("April 30 is +41, +4 → May 4").
_CONCLUDED = re.compile(r"→|⇒|⟹|=>|\\to(?![a-z])|\\Rightarrow|\\implies")


def _read(m: re.Match) -> str | None:
    if m.re is _DAY:
        return next(WEEKDAYS[int(k[1:])] for k, v in m.groupdict().items() if v)
    groups = {k: v for k, v in m.groupdict().items() if v}
    if "cjk_month" in groups or "iso_month" in groups:
        month, day = int(groups.get("cjk_month") or groups["iso_month"]), int(groups.get("cjk_day") or groups["iso_day"])
    else:
        month = next(int(k[1:]) for k in groups if k[0] in "mon" and k[1:].isdigit()) + 1
        if "ordinal" in groups:
            day = _ORDINAL_VALUES.get(re.sub(r"[- ]+", " ", groups["ordinal"].lower()))
        else:
            day = int(groups.get("day") or groups["after"])
    if day is None or not 1 <= day <= 31:
        return None
    year = next((v for k, v in groups.items() if k.startswith("year_")), None)
    return f"{MONTHS[month - 1]} {day}" + (f", {year}" if year else "")


def same_date(a: str, b: str) -> bool:
    """Two days or dates read by :func:`calendar_value`: a year counts where both write one (the question
    usually names it), so "April 24" is "April 24, 2023" and "April 24, 2024" is not."""
    if ", " in a and ", " in b:
        return a == b
    return a.split(", ")[0] == b.split(", ")[0]


_ORDINAL_VALUES = {o: i for i, o in enumerate(_ORDINALS, 1)}
_ORDINAL_VALUES.update({f"twenty {o}": 20 + i for i, o in enumerate(_ORDINALS[:9], 1)})
_ORDINAL_VALUES.update({"thirtieth": 30, "thirty first": 31})
_WRAPPED = re.compile(r"[ \t]*(?:\\text\{|\\mathrm\{|\\textbf\{)?[ \t]*(.*?)[ \t]*\}?[ \t.]*")


def calendar_value(text: str) -> str | None:
    """The day ("Friday") or date ("April 24") that ``text`` is, written alone; else ``None``."""
    if len(text) > 80:
        return None
    inner = _WRAPPED.fullmatch(unicodedata.normalize("NFKC", text).replace("$", "").replace("\n", " ")).group(1).strip()
    for pattern in (_DATE, _DAY):
        m = pattern.fullmatch(inner)
        if m is not None:
            return _read(m)
    return None


def last_calendar(visible: str, date: bool = False, prompt: str = "") -> tuple[str, int, int] | None:
    """The day (``date``: the date) the text commits to, with where its sentence starts and where the
    value ends: the last one written, leaving aside those the prompt gives where another is written; two
    different ones in that sentence (offered as alternatives, or neither given by the prompt: "Friday (the
    day after Thursday)") are both given, joined by "; " (a hedge). A date's day of the week ("Friday, April
    24") is no day answer where a date is asked, nor "March 31" a date where a day is."""
    # "Today is Wednesday": the prompt's day restated is no answer.
    found = [m for m in (_DATE if date else _DAY).finditer(visible) if not _TODAY.search(visible, max(0, m.start() - 24), m.start())]
    given = {_read(m) for m in (_DATE if date else _DAY).finditer(prompt)} if prompt else set()
    # "Thursday (3 days after Monday)": Monday is given; so is "3月10日" for the prompt's "March 10, 2024".
    found = [m for m in found if not _given(_read(m), given)] or found
    if not found:
        return None
    last = max(found, key=lambda m: m.end())
    value = _read(last)
    if value is None:
        return None
    before = _SENTENCE_START.search(visible, 0, last.start())
    start = before.start() + 1 if before is not None else 0
    values = [value]
    in_sentence = [m for m in found if start <= m.start() and m.end() <= last.start()]
    # After a label ("Answer: Friday (the day after Thursday)") every other day the sentence names is a second answer;
    # without one, a day before the last counts only as an alternative ("Friday or Saturday").
    labelled = bool(in_sentence) and _LABEL.search(visible, start, in_sentence[0].start()) is not None
    for other in in_sentence:
        other_value = _read(other)
        if _CONCLUDED.search(visible, other.end(), last.start()):
            continue
        if other_value and other_value != value and other_value not in values and (
                _ALTERNATIVE.search(visible, other.end(), last.start()) or (labelled and not _given(other_value, given))):
            values.insert(0, other_value)
    return "; ".join(values), start, last.end()


def _given(value: str | None, given: set[str | None]) -> bool:
    """Whether a day or date is one the prompt gives (a date written without its year is the prompt's date with one)."""
    return value is not None and any(g is not None and same_date(value, g) for g in given)


def calendar_reading(reading, date: bool):
    """The reading committed to the last day or date its visible text writes (no answer where it writes
    none): a calendar gold is compared with that, never with a number cut out of a date."""
    found = last_calendar(reading.visible, date, reading.prompt) if reading.visible else None
    if found is None:
        return replace(reading, answer=None, values=(), at=(-1, -1), after="")
    value, start, end = found
    # The day as written ("Perşembe") is the answer the rules read around; its values are the days it names.
    written = reading.visible[end - len(_last_written(reading.visible, end, date)) : end]
    return replace(reading, answer=written, values=tuple(value.split("; ")), at=(start, end), after=reading.visible[end:],
                   as_written=written, form="other")


def _last_written(visible: str, end: int, date: bool) -> str:
    found = [m.group() for m in (_DATE if date else _DAY).finditer(visible, 0, end) if m.end() == end]
    return found[-1] if found else ""
