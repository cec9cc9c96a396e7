r"""Words around a value that change what it says: alternatives offered between values (a hedge:
"2 or 3", ``\pm 2``, "either 2 or 3") and qualifiers that make a number mean something else
("not 2", "at least 2", "2 squared", "2 million")."""

from __future__ import annotations

import ast
import math
import operator
import re
import unicodedata

from reward_plugins.math.answer_phrases import ALTERNATIVE_WORDS, APPROXIMATIONS, APPROXIMATIONS_AFTER, QUALIFIERS_BEFORE, words
from reward_plugins.math.known_words import EXACTLY
from reward_plugins.math.literal_filter import LiteralFilter
from reward_plugins.math.numbers import NUMBER_IN_TEXT

# Idioms that loosen a value, beside the approximation words of ``answer_phrases``: right before it, a preposition or
# an article of nearness ("so um die 210", "dans les 84", "sulle 120", "en torno a 50", "jakieś 45") and
# the traditional Chinese spellings ("大約", "將近"); right after it, a word of nearness or of "and some" ("90 körül",
# "120 paikkeilla", "300多个", "30여 개"). Words that also govern a number in another sense are left out ("gegen 0" and
# "под углом 30" of a limit and an angle, "3あまり2" of a remainder, "한" of "one").
_LOOSE_BEFORE = {
    "de": r"(?:so[ \t])?(?:um|an)[ \t]die|so[ \t]etwa|in[ \t]etwa|rund[ \t]um[ \t]die",
    "fr": r"dans[ \t]les|autour[ \t]d(?:e|es|u)|aux[ \t](?:alentours|environs)[ \t]d(?:e|es|u)|vers[ \t]les|grosso[ \t]modo"
    r"|pas[ \t]loin[ \t]d(?:e|es)|quelque[ \t]chose[ \t]comme",
    "es": r"en[ \t]torno[ \t]a(?:[ \t]l(?:os|as))?|sobre[ \t]l(?:os|as)|a[ \t]eso[ \t]de|del[ \t]orden[ \t]de|como[ \t]un(?:os|as)|rondando(?:[ \t]l(?:os|as))?",
    "pt": r"em[ \t]torno[ \t]d(?:e|os|as)|à[ \t]volta[ \t]d(?:e|os|as)|na[ \t]casa[ \t]d(?:os|as)|lá[ \t]pel(?:os|as)|coisa[ \t]de",
    "it": r"sulle|sugli|sui|intorno[ \t]a(?:i|gli|lle|l)?|attorno[ \t]a(?:i|gli|lle|l)?|pressappoco|pressoché|sull'ordine[ \t]di|qualcosa[ \t]come",
    "nl": r"rond(?:[ \t]de)?|omstreeks|een[ \t]stuk[ \t]of|pakweg|grofweg",
    "sv": r"runt|kring",
    "da": r"omkring|rundt|sådan[ \t]cirka",
    "no": r"rundt|om[ \t]lag|sånn[ \t]ca\.?",
    "ru": r"в[ \t]районе|что-то[ \t]вроде|чуть[ \t]ли[ \t]не",
    "uk": r"десь|біля|в[ \t]районі|орієнтовно",
    "pl": r"jakieś|jakichś|koło|gdzieś|w[ \t]okolicach|rzędu",
    "cs": r"okolo|nějakých|nějaké",
    "hu": r"kábé|valami|durván",
    "fi": r"suurin[ \t]piirtein|kutakuinkin",
    "tr": r"takriben|kabaca",
    "ro": r"vreo|pe[ \t]la",
    "el": r"γύρω(?:[ \t]στ(?:α|ους|ις|ο|η))?|κάπου|κοντά[ \t]στ(?:α|ους|ις)",
    "he": r"סביב|בסביבות",
    "ar": r"ما[ \t]يقارب|زهاء|في[ \t]حدود|بحدود",
    "fa": r"قریب[ \t]به|نزدیک[ \t]به",
    "hi": r"कोई|क़रीबन|करीबन|अंदाज़न|अंदाजन",
    "id": r"kurang[ \t]lebih|kisaran|sekitaran|kira2",
    "vi": r"chừng|tầm|khoảng[ \t]chừng|ước[ \t]chừng",
    "sw": r"yapata",
    "bn": r"মোটামুটি|আন্দাজ",
    "en": r"upwards[ \t]of|in[ \t]the[ \t](?:range|area)[ \t]of|something[ \t]around",
    "ko": r"대강|얼추|어림잡아",
    "zh": r"大約|約(?![^\W\d_](?<![〇零一二三四五六七八九十百千万萬亿億两兩]))|大概是|將近|近乎|估計|差不多是",
    "ja": r"おおよそ|ざっと",
}
_LOOSE_AFTER = {
    "spaced": r"or[ \t]thereabouts|oder[ \t]so|of[ \t]zo|of[ \t]daaromtrent|eller[ \t]så|eller[ \t]deromkring|o[ \t]così|o[ \t]así|ou[ \t]por[ \t]aí|ou[ \t]assim"
    r"|falan|filan|z[ \t]hakiem|z[ \t]okładem|с[ \t]гаком|з[ \t]гаком|или[ \t]около[ \t]того|et[ \t]des[ \t]poussières|e[ \t]rotti|e[ \t]qualcosa|und[ \t]ein[ \t]bisschen"
    r"|körül|táján|környékén|paikkeilla|tienoilla|korvilla|vaiheilla|sularında|dolaylarında|civarlarında|küsur"
    r"|के[ \t]आसपास|के[ \t]करीब|के[ \t]क़रीब|내외|안팎|남짓|즈음",
    "unspaced": r"(?<=\d-)an(?![^\W\d_])|ごろ|頃|多(?=[个個人元块塊米千万萬公只条條張张本头頭次岁歲天年])|[来來](?=[个個人元块塊米千万萬公只条條張张本头頭次岁歲天年])"
    r"|남짓|내외|안팎|여(?=[ \t]?[개명원권])",
}
APPROXIMATIONS = {lang: "|".join(filter(None, (APPROXIMATIONS.get(lang), _LOOSE_BEFORE.get(lang)))) for lang in {**APPROXIMATIONS, **_LOOSE_BEFORE}}
APPROXIMATIONS_AFTER = {kind: row + "|" + _LOOSE_AFTER[kind] for kind, row in APPROXIMATIONS_AFTER.items()}
# Sentence-final particles that ask or doubt what the sentence says, in the scripts that end a sentence with one
# ("答えは9かな。", "今年人口大約是38萬4千人吧。", "35개일까요", "180 ฟองมั้ง"), and the tags of spaced languages that ask
# for agreement after a comma ("42, right", "84, non", "42, oder"): read at the end of the answer's own sentence.
_DOUBT_AT_END = re.compile(
    r"(?:かな|かね|かしら|かも|だろう|だろうか|でしょう|でしょうか|ですか|ますか|っけ|か"
    r"|吧|吗|嗎|么|麼|罢|罷"
    r"|일까요?|인가요?|나요|겠지요?|겠죠|일걸요?|인[ \t]?듯|일[ \t]?(?:것|거)(?:입니다|이다|예요|이에요|야|다)?"
    r"|มั้ง|มั๊ง|กระมัง|หรือเปล่า|หรือไม่|ไหม|หรือ"
    r"|(?<![^\W\d_])(?:nhỉ|chăng|phải[ \t]không|đúng[ \t]không)"
    r"|,[ \t]*(?:right|non|n'est-ce[ \t]pas|oder|nicht[ \t]wahr|gell|¿no|no|né|não[ \t]é|vero|giusto|да|так|верно|toch|hein|değil[ \t]mi|bukan)"
    r"(?![^\W\d_]))[ \t*_)）]*$",
    re.IGNORECASE,
)

# Words and signs that offer alternatives between values (in every language of ``answer_phrases``; the
# one-letter "o" / "ó" / "u" of Spanish and Italian only between two values).
ALTERNATIVES = re.compile(
    r"(?i)(?<!\\)(?:" + words(ALTERNATIVE_WORDS) + r")"
    r"|(?<=[\d}])[ \t]{1,3}(?:o|ó|u)[ \t]{1,3}(?=[-\d\\])"
    r"|\\(?:pm|mp)(?![A-Za-z])|±|∓"
    r"|(?<=[\d}a-z)])[ \t]{0,3}(?:;|\band\b|\\text\{[ \t]{0,3}(?:and|or)[ \t]{0,3}\})[ \t]{0,3}(?=[-\d\\(a-z])"
)
FILLER = re.compile(r"(?i)\b(?:either|both)\b")

# Words that make a number in prose mean something else: before it, negation, bounds and a choice
# ("not 2", "at least 2", "one of 2, 3", in every language of ``answer_phrases``); right after it, operations, scale and bounds ("2 squared", "2 million", "2 or more").
# An estimate ("about 10", "大约12") is a qualifier too: the answer was not committed to.
# Signs that say "about" in any language: "~72", "≈ 72", "$\approx 72$". A "~" glued to a word is
# LaTeX's unbreakable space ("is~72", "x~=~5"), not "about".
ESTIMATE_SIGN = r"(?<![\w}\\])~(?=[ \t]?(?:[-\d$\\(]|$))|≈|≃|∼|\\(?:approx|simeq|sim)(?![A-Za-z])"
# "at least", "at most" before a number in the languages ``QUALIFIERS_BEFORE`` has no row for ("답: 적어도 10 km",
# "答え：少なくとも10 km", "co najmniej 10", "en az 10").
_MORE_BOUNDS_BEFORE = {
    "ja": r"少なくとも|最低でも|最低|最大で|多くとも|せいぜい",
    "ko": r"적어도|최소한|최소|최대한|최대|많아야|기껏해야",
    "nl": r"minstens|ten[ \t]minste|hoogstens|minimaal|maximaal",
    "pl": r"co[ \t]najmniej|najwyżej|przynajmniej|conajmniej",
    "tr": r"en[ \t]az|en[ \t]fazla|en[ \t]çok",
    "id": r"setidaknya|paling[ \t]sedikit|paling[ \t]banyak|sekurang-kurangnya",
    "sv": r"minst|högst|åtminstone",
    "vi": r"ít[ \t]nhất|tối[ \t]thiểu|tối[ \t]đa|nhiều[ \t]nhất",
    "ar": r"على[ \t]الأقل|على[ \t]الأكثر",
    "hi": r"कम[ \t]से[ \t]कम|अधिक[ \t]से[ \t]अधिक|ज़्यादा[ \t]से[ \t]ज़्यादा",
}
QUALIFIER_BEFORE = re.compile(words(QUALIFIERS_BEFORE) + "|" + words(_MORE_BOUNDS_BEFORE) + "|" + words(APPROXIMATIONS) + "|" + ESTIMATE_SIGN,
                              re.IGNORECASE)
_ESTIMATE_BEFORE = re.compile("(?:" + words(APPROXIMATIONS) + "|" + ESTIMATE_SIGN + r")[ \t:$(]{0,4}$", re.IGNORECASE)
_ESTIMATE_BEFORE_WORDS = LiteralFilter([_ESTIMATE_BEFORE])  # searched only where the text holds one of its words or signs
# After a number and its unit ("12个左右", "12 apples or so").
# A spaced word starts a word: "ish" after a hyphen or a digit ("72-ish", "72ish"), never inside one ("fish", "English").
_ESTIMATE_AFTER = re.compile(r"(?i)[ \t]{0,3}(?:[^\W\d_]{1,12}[ \t]{0,2}){0,2}?[ \t]{0,3}(?:(?<![^\W\d_])(?:" + APPROXIMATIONS_AFTER["spaced"] + r")(?![^\W\d_])|" + APPROXIMATIONS_AFTER["unspaced"] + ")")
_ESTIMATE_JOIN = re.compile(r"[ \t]{0,2}[,;(-]?")
QUALIFIER_AFTER = re.compile(
    r"(?i)[ \t]{0,3}(?:\$[ \t]{0,3})?(?:or[ \t]+)?(?:squared|cubed|times|plus|minus|divided|multiplied|to the|factorial"
    r"|hundreds?|thousands?|millions?|billions?|trillions?|dozens?|halves|half|more|less|fewer|greater|smaller|larger"
    r"|or (?:more|less|fewer|greater|so)|and up|at (?:least|most)|at the (?:least|most)|max|maximum|minimum|tops)\b"
)


def estimated_at(text: str, start: int, end: int) -> bool:
    """Whether the value at ``text[start:end]`` (a number or a math environment) is offered as an
    estimate: an approximation word or sign right before it ("roughly $\\frac23$", "≈ 72"), or
    one right after it ("$\\frac23$, give or take", "72-ish")."""
    if _approximates_before(text, start, end):
        return False  # "1/3 ≈ 0.33": the exact value comes first, the decimal is its note
    before = " ".join(text[max(0, start - 60) : start].split()[-5:])
    return bool(_ESTIMATE_BEFORE_WORDS.search(before) or estimated_after(text, end))


def estimated_after(text: str, end: int) -> bool:
    """An approximation word right after ``end``, also past a comma or hyphen ("72-ish", "72, more or less")."""
    return bool(_ESTIMATE_AFTER.match(text, _ESTIMATE_JOIN.match(text, end).end()))


def qualified(clause: str) -> bool:
    first = NUMBER_IN_TEXT.search(clause)
    if first is None:
        return False
    return qualified_at(clause, first.start(), first.end())


def qualified_at(text: str, start: int, end: int) -> bool:
    """Whether the number at ``text[start:end]`` is qualified by the words just around it."""
    if _approximates_before(text, start, end):
        return False
    before = " ".join(text[max(0, start - 60) : start].split()[-2:])
    return bool(QUALIFIER_BEFORE.search(before) or QUALIFIER_AFTER.match(text, end) or estimated_after(text, end))


# A task that asks for an estimate or a rounded value, in the languages of ``answer_phrases``.
_ESTIMATE_ASKED = re.compile(
    r"(?i)\b(?:estimate|estimated|approximate|approximately|round(?:ed)?[ \t]+(?:to|off|up|down)|nearest"
    r"|decimal[ \t]+places?|significant[ \t]+(?:figures|digits)|about[ \t]+how[ \t]+(?:many|much|long|far)"
    r"|roughly[ \t]+how|estime[rz]?|arrondi[rse]*|schätze|runde|gerundet|estima|redondea|redondeado|arredonde"
    r"|arrotonda|stima|оцени|округли|округлить)\b|四舍五入|估计|估算|大约多少|概算|四捨五入|およそ何|반올림|어림"
    # more languages: "round", "estimate", "decimal place(s)"
    r"|(?i:\b(?:kerekít\w*|becsül\w*|tizedesjegy\w*|pyöristä\w*|arvioi\w*|zaokrouhl\w*|odhadn\w*"
    r"|zaokrągl\w*|oszacuj\w*|po[ \t]przecinku|afgerond|rond\w*[ \t]af|schat\w*|avrund\w*|afrund\w*"
    r"|uppskatta\w*|anslå|yuvarla\w*|tahmin\w*|bulatkan|dibulatkan|perkirakan|làm[ \t]tròn|ước[ \t]tính"
    r"|rotunj\w*|στρογγυλοποι\w*|εκτίμησ\w*|округл\w*|оцін\w*|arrodon\w*"
    r"|zaokruž\w*|ümarda\w*|noapaļo\w*|suapvalin\w*|přibližn\w*)\b)"
    r"|पूर्णांकित|अनुमान|تقريب|قرّب|تخمین|گرد[ \t]کن|עגל|הערכה"
)
_ESTIMATE_ASKED_WORDS = LiteralFilter([_ESTIMATE_ASKED])  # searched only where the prompt holds one of its words
_ESTIMATE_WORDS = re.compile(
    "(?:" + words(APPROXIMATIONS) + ")[ \t]{0,2}|[ \t]{0,3}[,;-]?[ \t]{0,2}(?:(?:" + APPROXIMATIONS_AFTER["spaced"]
    + r")(?![^\W\d_])|" + APPROXIMATIONS_AFTER["unspaced"] + ")",
    re.IGNORECASE,
)
_ESTIMATE_SIGNS = re.compile(ESTIMATE_SIGN)


# A negation right before a word that asks for an estimate ("do not approximate", "without rounding", "ne pas arrondir",
# "nicht runden", "sin redondear", "не округляйте"): the task forbids one.
_NEGATED_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:not|don't|never|without|no|pas|sans|nicht|ohne|sin|não|sem|non|senza|не|без|niet|zonder|nie|bez)"
    r"[ \t]+(?:[^\W\d_]{1,12}[ \t]+)?$")


def estimate_asked(prompt: str) -> bool:
    """Whether the task asks for an estimate or a rounded value ("Estimate 49 × 21", "to the nearest tenth"); one it
    forbids ("Express $x$ as a fraction in lowest terms, and do not approximate.") is not asked."""
    if not _ESTIMATE_ASKED_WORDS.search(prompt):
        return False
    return any(not _NEGATED_BEFORE.search(prompt, max(0, m.start() - 30), m.start()) for m in _ESTIMATE_ASKED.finditer(prompt))


def without_estimates(text: str) -> tuple[str, list[int]]:
    """``text`` with its approximation words dropped and its approximation signs read as ``=``: where
    an estimate is the task, "about 1000" and "x ≈ 3.1" commit to 1000 and 3.1. With it, where each of its
    characters (and its end) stands in ``text``, so that what is found in it is placed in ``text``."""
    def sign(m: re.Match) -> str:  # "x ≈ 3.1", "3.14159 ≈ 3.1", "9\pi ≈ 28.27" are equations; "is ≈ 3.1" is "is 3.1"
        before = text[: m.start()].rstrip()
        return "=" if before[-1:].isdigit() or before[-1:] in ")}" or re.search(r"(?<![A-Za-z\\])[A-Za-z]$|\\[A-Za-z]+$", before) else ""

    signed, first = _placed_sub(_ESTIMATE_SIGNS, sign, text)
    plain, second = _placed_sub(_ESTIMATE_WORDS, lambda m: "", signed)
    return plain, [first[i] for i in second]


def _placed_sub(pattern: re.Pattern, replace, text: str) -> tuple[str, list[int]]:
    """``pattern.sub(replace, text)``, and where each character of the result (and its end) stands in ``text``."""
    out, origin, pos = [], [], 0
    for m in pattern.finditer(text):
        written = replace(m)
        out += [text[pos : m.start()], written]
        origin += [*range(pos, m.start()), *[m.start()] * len(written)]
        pos = m.end()
    out.append(text[pos:])
    origin += range(pos, len(text) + 1)
    return "".join(out), origin



def exact_word(word: str) -> bool:
    """Whether ``word`` says a value beside it is exact ("genau", "dokładnie", "ちょうど")."""
    return unicodedata.normalize("NFKC", word).lower() in EXACTLY


# A short tag in brackets, no number, closing a sentence ("（笑）", "(汗)", "(ㅎㅎ)", "(lol)"): a mood, read past.
_TRAILING_TAG = re.compile(r"[ \t]*[(（\[【][^()（）\[\]【】\d\n]{1,8}[)）\]】][ \t.。!！]*$")


def doubted_at_end(rest: str) -> str | None:
    """A question mark, a sentence-final particle of doubt or a tag asking for agreement that ends the rest of the
    answer's sentence ("かな", "吧", "일까요", ", right?"): the value is asked or supposed, not stated."""
    rest = _TRAILING_TAG.sub("", rest.rstrip(" \t.。!！"))  # "12かな（笑）", "12吧（汗）": a tag after the particle
    if rest.endswith(("?", "？")):
        return "?"
    found = _DOUBT_AT_END.search(rest)
    return found.group().strip(" \t,") if found is not None else None


# The value of a closed form written in LaTeX or plain text ("9\pi", "\frac{1}{3}", "2\sqrt{3}", "1/3"), as a float:
# enough to tell whether a decimal written after it is its approximation.
_LATEX_FRAC = re.compile(r"\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}")
_BARE_FRAC = re.compile(r"\\[dt]?frac(\d)(\d)")
_LATEX_SQRT = re.compile(r"\\sqrt\{([^{}]*)\}|\\sqrt(\d)")
_IMPLICIT_PRODUCT = re.compile(r"(?<=[\d)i])[ \t]*(?=[(ps])")  # "9pi", "2sqrt(3)", "3(2)", "pi(...)"
_CLOSED_FORM = re.compile(r"[\d.+\-*/() ]|pi|sqrt")
_MAX_CLOSED_FORM = 80
# The closed form a number written after an approximation sign approximates: the last token before the sign.
_APPROXIMATED = re.compile(r"(?:^|[\s$(=:,])([^\s$(=:,]{1,60})[ \t$(]*(?:≈|≃|\\approx|\\simeq)[ \t$]*$")
_APPROXIMATION = re.compile(r"[ \t$(]*(?:≈|≃|\\approx|\\simeq)[ \t$]*(-?\d+(?:\.\d+)?)(?:\\ldots|\.\.\.|…)?[ \t$)]*$")


def closed_form_value(text: str) -> float | None:
    """The value of ``text`` where it is plain arithmetic on numbers, fractions, square roots and pi, else ``None``."""
    s = text.strip().strip("$ ")
    if not s or len(s) > _MAX_CLOSED_FORM:
        return None
    s = s.replace("\\left", "").replace("\\right", "").replace("π", "\\pi").replace("−", "-")
    s = _BARE_FRAC.sub(r"\\frac{\1}{\2}", s)  # "\frac14"
    for _ in range(4):  # innermost first: "\frac{\sqrt{2}}{2}"
        s = _LATEX_FRAC.sub(r"((\1)/(\2))", _LATEX_SQRT.sub(lambda m: f"sqrt({m.group(1) or m.group(2)})", s))
    s = s.replace("\\pi", "pi").replace("\\cdot", "*").replace("\\times", "*").replace("×", "*").replace("^", "**")
    s = _IMPLICIT_PRODUCT.sub("*", s.replace("{", "(").replace("}", ")"))
    if _CLOSED_FORM.sub("", s) or not any(c.isdigit() for c in s):
        return None
    try:
        return _closed_form(ast.parse(s, mode="eval").body)
    except (SyntaxError, ValueError, ZeroDivisionError, OverflowError, RecursionError):
        return None


_OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv, ast.Pow: operator.pow}
_MAX_POWER = 64


def _closed_form(node: ast.AST) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, ast.Name) and node.id == "pi":
        return math.pi
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "sqrt" and len(node.args) == 1:
        return math.sqrt(_closed_form(node.args[0]))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return -_closed_form(node.operand) if isinstance(node.op, ast.USub) else _closed_form(node.operand)
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        left, right = _closed_form(node.left), _closed_form(node.right)
        if isinstance(node.op, ast.Pow) and (abs(right) > _MAX_POWER or (left < 0 and not right.is_integer())):
            raise ValueError("a power too large, or not real")
        return _OPERATORS[type(node.op)](left, right)
    raise ValueError("not a closed form")


def approximates(decimal: str, exact: str) -> bool:
    """Whether ``decimal`` ("28.27", "0.333") is ``exact`` ("9\\pi", "1/3") rounded or cut to the places it writes."""
    value = closed_form_value(exact)
    places = len(decimal.split(".", 1)[1]) if "." in decimal else 0
    try:
        approx = float(decimal)
    except ValueError:
        return False
    if value is None or not math.isfinite(value):
        return False
    scale = 10.0**places
    return abs(round(value, places) - approx) < 1e-9 or abs(math.trunc(value * scale) / scale - approx) < 1e-9


def exact_before_approximation(answer: str) -> str | None:
    """The exact value of an answer that writes it first and its decimal approximation after it ("9\\pi \\approx 28.27",
    "1/3 ≈ 0.33"): the approximation of the value committed to is a note on it. ``None`` where the decimal is no
    approximation of it ("9\\pi \\approx 30.5"): two values."""
    m = _APPROXIMATION.search(answer)
    if m is None:
        return None
    exact = answer[: m.start()].strip()  # "A = 9\pi": the value is what follows its last "="
    return exact if approximates(m.group(1), exact.rsplit("=", 1)[-1]) else None


def _approximates_before(text: str, start: int, end: int) -> bool:
    """Whether the number at ``text[start:end]`` follows an approximation sign and approximates the closed form
    written before the sign ("1/3 ≈ 0.33", "$9\\pi \\approx 28.27$")."""
    m = _APPROXIMATED.search(text, max(0, start - 80), start)
    return m is not None and approximates(text[start:end].strip(), m.group(1))


# The answer called the writer's best attempt, a shot in the dark or a bet ("that's my best shot", "the best I can do",
# "if I had to bet", "fingers crossed", "mon meilleur essai", "mein bester Versuch", "mi mejor intento"): a try offered,
# no commitment. One row per language; read as words of doubt are.
ATTEMPTS = {
    "en": r"(?:my|our)[ \t]+(?:best|final|last)[ \t]+(?:shot|attempt|try|effort|stab|bet)|best[ \t]+(?:shot|attempt|stab)|best[ \t-]effort"
    r"|(?:my|our)[ \t]+(?:final|last|honest|current|(?:[^\W\d_]{2,12}[ \t]+)?best)[ \t]+(?:guess|effort)"
    r"|not[ \t]+(?:100%|100[ \t]percent|a[ \t]+hundred[ \t]+percent)(?:[ \t]+(?:on|about)[ \t]+(?:this|that|it))?|(?:the[ \t]+)?best[ \t]+(?:I|we)[ \t]+(?:can|could)[ \t]+(?:do|manage|come[ \t]+up[ \t]+with)"
    r"|(?:a[ \t]+)?(?:shot|stab)[ \t]+in[ \t]+the[ \t]+dark|(?:take|taking|took)[ \t]+a[ \t]+(?:stab|shot|punt)|if[ \t]+I[ \t]+had[ \t]+to[ \t]+(?:bet|guess|pick|choose|wager)"
    r"|(?:going|go)[ \t]+out[ \t]+on[ \t]+a[ \t]+limb|don'?t[ \t]+hold[ \t]+me[ \t]+to[ \t]+(?:it|that|this)|fingers[ \t]+crossed|hopefully[ \t]+(?:right|correct)"
    # a second guess named beside the answer ("my second-best guess would be 720", "my backup pick", "odds I'm right: 3 to 1")
    r"|(?:my|our)[ \t]+(?:second|next|other|backup|fallback|alternative|runner[ \t-]up)(?:[ \t-]+best)?[ \t]+(?:guess|pick|bet|candidate|answer)"
    r"|(?:odds|chances?|probability|likelihood)[ \t]+(?:that[ \t]+)?(?:I'm|I[ \t]+am|I'm[ \t]+not|this[ \t]+is|it's|it[ \t]+is|of[ \t]+(?:me[ \t]+)?being)[ \t]+(?:right|correct|wrong)",
    "fr": r"(?:mon|ma)[ \t]+(?:deuxième|seconde|autre)[ \t]+(?:hypothèse|supposition|piste|estimation)|(?:mon|notre)[ \t]+meilleur[ \t]+(?:essai|coup|pari)|ma[ \t]+meilleure[ \t]+tentative|ce[ \t]+que[ \t]+je[ \t]+peux[ \t]+faire[ \t]+de[ \t]+mieux"
    r"|si[ \t]+je[ \t]+devais[ \t]+parier|croisons[ \t]+les[ \t]+doigts|au[ \t]+jugé",
    "de": r"(?:mein|meine)[ \t]+(?:zweiter|zweite|zweitbester|zweitbeste|anderer|andere)[ \t]+(?:Tipp|Vermutung|Kandidat|Schätzung)|mein[ \t]+bester[ \t]+(?:Versuch|Tipp)|mehr[ \t]+kann[ \t]+ich[ \t]+nicht|wenn[ \t]+ich[ \t]+wetten[ \t]+müsste|Daumen[ \t]+drücken|ins[ \t]+Blaue",
    "es": r"mi[ \t]+(?:segunda|segundo|otra)[ \t]+(?:opción|apuesta|conjetura|suposición|candidato)|mi[ \t]+mejor[ \t]+(?:intento|apuesta|tiro)|lo[ \t]+mejor[ \t]+que[ \t]+puedo|si[ \t]+tuviera[ \t]+que[ \t]+apostar|(?:cruzo|crucemos)[ \t]+los[ \t]+dedos",
    "pt": r"(?:meu|minha)[ \t]+(?:segundo|segunda|outro|outra)[ \t]+(?:palpite|opção|aposta|candidato)|minha[ \t]+melhor[ \t]+(?:tentativa|aposta)|o[ \t]+melhor[ \t]+que[ \t]+consigo|se[ \t]+eu[ \t]+tivesse[ \t]+que[ \t]+apostar|dedos[ \t]+cruzados",
    "it": r"(?:il[ \t]+mio|la[ \t]+mia)[ \t]+(?:seconda|secondo|altra|altro)[ \t]+(?:ipotesi|scelta|candidato|tentativo)|il[ \t]+mio[ \t]+miglior[ \t]+tentativo|il[ \t]+meglio[ \t]+che[ \t]+posso|se[ \t]+dovessi[ \t]+scommettere|incrociamo[ \t]+le[ \t]+dita",
    "ru": r"(?:мой|моя|моё)[ \t]+(?:второй|вторая|запасной|запасная|другой)[ \t]+(?:вариант|догадка|кандидат)|моя[ \t]+лучшая[ \t]+попытка|лучшее,?[ \t]+что[ \t]+(?:я[ \t]+)?могу|пальцем[ \t]+в[ \t]+небо",
    "nl": r"mijn[ \t]+beste[ \t]+poging|duimen[ \t]+maar",
    "pl": r"moja[ \t]+najlepsza[ \t]+próba|strzał[ \t]+w[ \t]+ciemno|trzymam[ \t]+kciuki",
    "zh": r"尽力了|盡力了|瞎猜|蒙的",
    "ja": r"精一杯|当てずっぽう",
    "ko": r"찍은[ \t]?거|최선의[ \t]추측",
}


# Words of doubt and estimate of languages no word list holds, beside those of ``answer_phrases.DOUBTS`` ("Erantzuna: 30
# agian", "Svar: kannski 18", "Tweġiba: forsi 42", "Vastaus: 63 kai"), and the shorthand of chat ("IIRC", "50/50 on this
# one"): tabled so that a language's plain words may be read beside a value while its doubts stay refused. Words for "or"
# are left out: short ones ("na", "edo") are common words elsewhere; so are words another language uses plainly (Dutch
# "nog", Norwegian "vist", Spanish "asi"); Finnish "kai" is read in lower case only, "Kai" being a name.
MORE_DOUBTS = {
    "en": r"iirc|afaik|afair|idk|dunno|prolly|50[ \t]?/[ \t]?50|fifty[ \t-]fifty|coin[ \t-]?(?:flip|toss)|toss[ \t-]?up"
    r"|could[ \t]+go[ \t]+either[ \t]+way|if[ \t]+(?:I|my)[ \t]+(?:recall|remember|memory)[ \t]+(?:correctly|right|serves)"
    r"|can(?:'t|not|[ \t]+not)[ \t]+(?:be[ \t]+(?:entirely[ \t]+|completely[ \t]+|fully[ \t]+)?(?:sure|certain)|say[ \t]+for[ \t]+(?:sure|certain))",
    # a share of certainty short of whole ("60% confident", "90 percent sure", "sûr à 70 %", "zu 80 % sicher"): the writer
    # says how far they stand behind the value, and it is not all the way (a whole share is read out, see without_certainty_share)
    "share": r"(?<![\d.,])(?:(?:à|al|a|zu|на|em)[ \t]+)?[1-9]?\d(?:[.,]\d+)?[ \t]*(?:\\?%|％|percent|per[ \t]cent|pour[ \t]?cent|por[ \t]?cien(?:to)?"
    r"|por[ \t]?cento|per[ \t]?cento|prozent|процент\w{0,3})(?:[ \t]+(?:de|di))?[ \t]+(?:sure|certain|confident|positive|sûre?|certaine?"
    r"|sicher|seguro|segura|certeza|sicur[oa]|уверен\w{0,3}|pewien|pewna|zeker)"
    r"|(?:sure|certain|confident|sûre?|sicher|seguro|segura|sicur[oa])[ \t]+(?:à|al|a|zu|на)[ \t]+[1-9]?\d(?:[.,]\d+)?[ \t]*(?:\\?%|％)",
    # "not sure" where a certainty share was read out ("不能100%确定", "100%の自信はありません"; see without_certainty_share)
    "zh": r"不能(?:完全)?(?:确定|肯定|確定)|不是(?:很|完全)?(?:确定|確定)|没有(?:十足的?|完全的?|的)?把握|沒有(?:十足的?|的)?把握",
    "ja": r"(?:自信|確信)(?:は|が)(?:ありません|ない|持てない|持てません)",
    "fi": r"(?-i:kai)|kaiketi|ehkä|luultavasti|todennäköisesti|varmaankin|arviolta|mahdollisesti",  # Finnish
    "sv": r"kanske|troligen|troligtvis|antagligen|förmodligen|ungefär",  # Swedish
    "da": r"måske|formentlig|sandsynligvis",  # Danish
    "nb": r"kanskje|sannsynligvis|trolig|antakelig|omtrent",  # Norwegian
    "el": r"ίσως|πιθανώς|πιθανόν|μάλλον|περίπου",  # Greek
    "he": r"אולי|כנראה|בערך",  # Hebrew
    "sw": r"labda|pengine|huenda|takriban",  # Swahili
    "hu": r"talán|valószínűleg|esetleg|nagyjából",  # Hungarian
    "cs": r"možná|pravděpodobně|snad|nejspíš|zhruba",  # Czech, Slovak
    "sk": r"možno|pravdepodobne|azda|najskôr",
    "ro": r"poate|probabil|aproximativ",  # Romanian
    "bg": r"може[ \t]би|вероятно|приблизително",  # Bulgarian
    "sh": r"možda|vjerojatno|verovatno|valjda|otprilike|можда|вероватно|ваљда",  # Serbian, Croatian, Bosnian
    "sl": r"morda|verjetno|približno",  # Slovenian
    "lt": r"galbūt|tikriausiai|turbūt|apytiksliai",  # Lithuanian
    "lv": r"varbūt|droši[ \t]vien|aptuveni",  # Latvian
    "et": r"võib-olla|ilmselt|arvatavasti|umbes",  # Estonian
    "tl": r"siguro|marahil|yata",  # Tagalog ("baka" is also a cow)
    # Malay ("mungkin" is Indonesian's too); its slang "kot" only after a word, at the sentence's end ("75 biji epal kot"):
    # "1 kot." is a Polish cat, and Slovenian "kot" (an angle, "as") opens its phrase
    "ms": r"agaknya|barangkali|(?<=[^\W\d_][ \t])(?-i:kot)(?=[ \t]*(?:[.!?…)]|$))",
    "ka": r"ალბათ|შესაძლოა|დაახლოებით",  # Georgian
    "hy": r"գուցե|հավանաբար|երևի|մոտավորապես",  # Armenian
    "az": r"bəlkə|yəqin|təxminən",  # Azerbaijani
    "uz": r"balki|ehtimol|taxminan",  # Uzbek
    "ta": r"ஒருவேளை|அநேகமாக|சுமார்",  # Tamil
    "te": r"బహుశా|సుమారు",  # Telugu
    "mr": r"कदाचित|बहुतेक",  # Marathi
    "ne": r"सायद|होला",  # Nepali
    "eu": r"agian|beharbada|ziurrenik|gutxi[ \t]gorabehera",  # Basque
    "xh": r"mhlawumbi|kusenokwenzeka|malunga[ \t]ne",  # Xhosa
    "zu": r"mhlawumbe|kungenzeka|cishe",  # Zulu
    "is": r"kannski|líklega|sennilega|u\.[ \t]?þ\.[ \t]?b\.|um[ \t]það[ \t]bil",  # Icelandic
    "mt": r"forsi|probabbilment|bejn[ \t]wieħed[ \t]u[ \t]ieħor",  # Maltese
    "lb": r"vläicht|wahrscheinlech|ongeféier",  # Luxembourgish
    "sm": r"atonu|pe[ \t]tusa[ \t]ma[ \t]le",  # Samoan
    "mg": r"angamba|eo[ \t]ho[ \t]eo",  # Malagasy
    "rw": r"wenda|birashoboka",  # Kinyarwanda
    "ti": r"ምናልባት|ኣስታት",  # Tigrinya
    "dv": r"ގާތްގަނޑަކަށް",  # Dhivehi
    "bo": r"ཕལ་ཆེར|ཡིན་པ་འདྲ",  # Tibetan
    "ckb": r"لەوانەیە|نزیکەی",  # Sorani
}


# A share of certainty said beside a word for sure ("not 100% sure", "100 percent certain", "pas sûr à 100 %", "nicht
# hundertprozentig sicher", "не на 100% уверен", "不能百分之百确定", "100%の自信"): an idiom of how sure the writer is, no
# value (as read: "100 percent" is "100\\%", "百分之百" is "100分之百"). Read out of a sentence, with its preposition ("à",
# "al", "на") and a following "de" ("100% de certeza"), the sentence says "not sure" or "sure" as the doubt tables read it.
_CERTAIN = (r"sure|certain|confident|positive|sûre?s?|certaine?s?|sicher|seguro|segura|certeza|sicur[oa]|уверен\w{0,3}|впевнен\w{0,3}"
            r"|pewien|pewna|zeker|emin|yakin|chắc|确定|確定|肯定|把握|自信|確信|확실")
_FULL_SHARE = (r"(?:(?:à|al|a|на|zu|auf|em|na|po)[ \t]+)?(?:(?:a|one)[ \t]+hundred[ \t]+per[ \t]?cent|100[ \t]*(?:\\?%|％|分之百|per[ \t]?cent|prozent|pour[ \t]?cent"
               r"|por[ \t]?cien(?:to)?|por[ \t]?cento|per[ \t]?cento|процент\w{0,3}|відсот\w{0,3}|procent)(?:[ \t]+(?:de|di|du))?|hundertprozentig"
               r"|百分之百|百分百|１００％)")
_CERTAINTY_SHARE = re.compile(
    r"(?i)(?<![\d.,])" + _FULL_SHARE + r"(?![a-zа-я\d])(?:の|的)?[ \t]*(?=(?:[^\W\d_]{1,12}[ \t]+){0,2}?(?:" + _CERTAIN + r"))"
    r"|(?<![^\W\d_])(" + _CERTAIN + r")((?:[ \t]+[^\W\d_]{1,12}){0,2}?)[ \t]*" + _FULL_SHARE + r"(?![a-zа-я\d])")
_CERTAINTY_SHARE_WORDS = ("100", "hundred", "hundert", "百分", "１００")
_SPACE_BEFORE_STOP = re.compile(r"[ \t]+(?=[.!?,;:。！？]|$)|(?<=[ \t])[ \t]+")


def without_certainty_share(sentence: str) -> str:
    """The sentence with a share of certainty beside a word for sure read out ("I'm not 100% sure." → "I'm not sure.")."""
    if not any(w in sentence for w in _CERTAINTY_SHARE_WORDS):
        return sentence
    read = _CERTAINTY_SHARE.sub(lambda m: (m.group(1) or "") + (m.group(2) or ""), sentence)
    return sentence if read == sentence else _SPACE_BEFORE_STOP.sub("", read)


# An answer labelled tentative, or a promise to revise it ("Final answer (tentative): 14", "— I may revise this",
# "Vorläufige Antwort: 14", "答案（暂定）：14"), in the languages read and more: the value is not committed to.
TENTATIVE = re.compile(
    r"(?i)(?<![^\W\d_])(?:tentative(?:ly)?|provisional(?:ly)?|preliminary|not[ \t]+(?:yet[ \t]+)?final|subject[ \t]+to[ \t]+(?:change|revision)"
    r"|to[ \t]+be[ \t]+(?:confirmed|verified|revised)|tbc|tbd|unverified|placeholder|stand-?in"
    # the answer held until a check is made ("$10, pending a second look at the rate", "sous réserve d'une vérification")
    # or until the reader approves it ("pending your confirmation", "en attente de votre validation", "vorbehaltlich Ihrer Bestätigung")
    r"|(?:pending|awaiting)[ \t]+(?:(?:a|an|the|my|our|your|their|its|further|another|one|more|final)[ \t]+){0,2}(?:second[ \t]+|closer[ \t]+|careful[ \t]+)?"
    r"(?:look|check|re-?check|review|verification|confirmation|recount|audit|proofread|approval|validation|sign-?off|go-?ahead|feedback)"
    r"|en[ \t]+(?:attendant|attente)[ \t]+(?:une|la|d'une|de|de[ \t]+la|de[ \t]+votre|de[ \t]+ta|d')[ \t]*(?:\w+[ \t]+)?(?:vérification|relecture|confirmation|validation|approbation)"
    r"|pendiente[ \t]+de[ \t]+(?:(?:su|tu|vuestra)[ \t]+)?(?:revisión|verificación|confirmación|validación|aprobación)"
    r"|pendente[ \t]+de[ \t]+(?:(?:sua|tua)[ \t]+)?(?:revisão|verificação|confirmação|validação|aprovação)|in[ \t]+attesa[ \t]+(?:di|della)[ \t]+(?:(?:tua|sua|vostra)[ \t]+)?(?:verifica|revisione|conferma|approvazione)"
    r"|vorbehaltlich[ \t]+(?:(?:Ihrer|deiner|eurer|einer)[ \t]+)?(?:Bestätigung|Prüfung|Freigabe)|до[ \t]+(?:вашего[ \t]+|твоего[ \t]+)?(?:подтверждения|проверки)"
    # the answer itself said to be possibly wrong ("(Answer may be off by a factor of 7 if …)", "La réponse pourrait être fausse")
    r"|(?:(?:the|my|our|this)[ \t]+|(?<![\w'’][ \t]))(?:answer|result)[ \t]+(?:may|might|could)[ \t]+(?:well[ \t]+)?be[ \t]+(?:off|wrong|incorrect|inaccurate|mistaken)"
    r"|réponse[ \t]+(?:peut|pourrait)[ \t]+être[ \t]+(?:fausse|erronée|inexacte)|Antwort[ \t]+(?:kann|könnte)[ \t]+(?:auch[ \t]+)?(?:falsch|daneben|ungenau)[ \t]+sein"
    r"|respuesta[ \t]+(?:puede|podría)[ \t]+(?:estar|ser)[ \t]+(?:mal|equivocada|incorrecta|errónea)|resposta[ \t]+(?:pode|poderia)[ \t]+estar[ \t]+(?:errada|incorreta)"
    r"|risposta[ \t]+(?:può|potrebbe)[ \t]+essere[ \t]+(?:sbagliata|errata)|ответ[ \t]+может[ \t]+быть[ \t]+(?:неверным|ошибочным|неправильным)"
    r"|(?:i|we)[ \t]+(?:may|might|could|will|'ll|shall)[ \t]+"
    r"(?:(?:need|have|want)[ \t]+to[ \t]+)?(?:revise|revisit|reconsider|update|amend|change|correct)"
    r"|(?:this|it|that)[ \t]+(?:may|might|could)[ \t]+(?:change|be[ \t]+revised|need[ \t]+(?:revision|revising|correcting))"
    r"|(?:may|might|will|'ll)[ \t]+(?:later[ \t]+)?(?:revise|update|amend|revisit|change)[ \t]+(?:this|it|my[ \t]+answer|the[ \t]+answer)"
    r"|vorläufig\w*|unter[ \t]+vorbehalt|noch[ \t]+nicht[ \t]+endgültig|provisoire(?:ment)?|sous[ \t]+réserve|à[ \t]+confirmer"
    r"|provisional(?:es)?|provisoria|provisório|provisória|tentativ[oa]|sujet[oa][ \t]+a[ \t]+(?:revisión|revisão|cambios?|mudanças?)"
    r"|a[ \t]+confirmar|por[ \t]+confirmar|provvisori[oa]|da[ \t]+confermare|soggett[oa][ \t]+a[ \t]+revisione"
    r"|предварительн\w*|wstępn\w*|tymczasow\w*|voorlopig\w*|onder[ \t]+voorbehoud|geçici|sementara|tạm[ \t]+thời|tạm[ \t]+tính"
    r"|preliminär\w*|alustava\w*|předběžn\w*|ideiglenes|προσωριν\w*|مبدئي\w*|مؤقت\w*|זמני\w*|अस्थायी|अनंतिम|ஆரம்ப)(?![^\W\d_])"
    r"|暂定|暫定|待定|待确认|待確認|初步答案|仮の答え|仮答え|잠정|임시[ \t]?답")
# A conjunction of contrast that opens a clause ("but", "however", "aber", "lakini", "მაგრამ", "但是"), in the languages
# read and more: another number after it, after the answer, is a second value offered against it.
CONTRAST = re.compile(
    r"(?i)(?:^|(?<=[\s,;:—–(*_]))(?:but|however|though|although|yet|then[ \t]+again|nevertheless|nonetheless|even[ \t]+so|that[ \t]+said|on[ \t]+the[ \t]+other[ \t]+hand|aber|jedoch|doch|allerdings|mais|cependant"
    r"|pourtant|toutefois|pero|sin[ \t]+embargo|no[ \t]+obstante|mas|porém|contudo|entretanto|todavia|però|tuttavia|eppure|но|однако"
    r"|впрочем|хотя|хоча|але|однак|проте|ale|jednak|lecz|chociaż|choć|aczkolwiek|ačkoli|ačkoliv|však|avšak|maar|echter|toch|ama|fakat|ancak|lakin|tapi|tetapi|namun|nhưng"
    r"|tuy[ \t]+nhiên|lakini|ila|hata[ \t]+hivyo|men|dock|dog|imidlertid|mutta|kuitenkin|azonban|viszont|dar|însă|totuși|αλλά|όμως"
    r"|ωστόσο|אבל|אולם|لكن|ولكن|لكنّ|اما|ولی|लेकिन|परंतु|परन्तु|मगर|किंतु|কিন্তু|ஆனால்|కానీ|ಆದರೆ|പക്ഷേ|لیکن|مگر|แต่|ግን|բայց"
    r"|սակայն|amma|ancaq|бірақ|алайда|лекин|lekin|ammo|гэвч|харин|tačiau|tomēr|aga|kuid|siiski|ampak|vendar|ali|međutim|али"
    r"|међутим|но|меѓутоа|por|megjithatë|ond|ach|baina|tanmateix|ngunit|subalit|kodwa|maar|तर|तथापि|पण|නමුත්|ប៉ុន្តែ|ແຕ່|ဒါပေမဲ့"
    r"|მაგრამ|თუმცა|ოღონდ)(?![^\W\d_])|但是|但|不过|不過|可是|然而|でも|しかし|ただし|けど|だが|하지만|그러나|그런데|근데")


# Words that mark an answer's own label tentative ("Answer (for now): 12", "Draft answer: 12"), read on the commitment's
# line only: elsewhere they are the working's ("for now, set x = 2").
TENTATIVE_LABEL = re.compile(
    r"(?i)(?<![^\W\d_])(?:for[ \t]+now|draft|so[ \t]+far|pour[ \t]+l'instant|por[ \t]+ahora|por[ \t]+enquanto|per[ \t]+ora|vorerst"
    r"|fürs[ \t]+erste|пока[ \t]+что|na[ \t]+razie|şimdilik|untuk[ \t]+sementara|tạm)(?![^\W\d_])|暂时|暫時|とりあえず")


_TENTATIVE_WORDS = LiteralFilter([TENTATIVE])  # searched only where the text holds one of its words
_TENTATIVE_LABEL_WORDS = LiteralFilter([TENTATIVE_LABEL])


def tentative(text: str, label: str = "") -> str | None:
    """A label of tentativeness or a promise to revise in ``text`` (see :data:`TENTATIVE`), or a tentative word in the
    answer's own ``label`` (see :data:`TENTATIVE_LABEL`)."""
    found = _TENTATIVE_WORDS.search(label + " " + text) or _TENTATIVE_LABEL_WORDS.search(label)
    return found.group() if found is not None else None


# A bound written after the value and its unit, ending the answer ("10 km or more", "10 km oder mehr", "10 km以上",
# "10 km 이상", "12 au moins"), in each language at once (a closed class): the value is a bound, not the answer.
_BOUND_AFTER = re.compile(
    r"(?i)\d[^\d=<>≤≥]{0,30}?(?:(?<![^\W\d_])(?:or[ \t]+(?:more|less|fewer|greater|above|below|over|under|higher|lower)"
    r"|and[ \t]+(?:up|above|over|more)|at[ \t]+(?:the[ \t]+)?(?:least|most)|oder[ \t]+(?:mehr|weniger)|mindestens|höchstens|wenigstens"
    r"|ou[ \t]+(?:plus|moins)|au[ \t]+(?:moins|plus|minimum|maximum)|o[ \t]+(?:más|menos)|como[ \t]+(?:mínimo|máximo)|al[ \t]+menos"
    r"|ou[ \t]+(?:mais|menos)|no[ \t]+(?:mínimo|máximo)|pelo[ \t]+menos|o[ \t]+(?:più|meno)|almeno|al[ \t]+massimo|come[ \t]+minimo"
    r"|или[ \t]+(?:больше|меньше|более|менее)|и[ \t]+(?:более|больше|выше)|как[ \t]+(?:минимум|максимум)|не[ \t]+(?:менее|более)"
    r"|of[ \t]+(?:meer|minder)|minstens|ten[ \t]+minste|hoogstens|lub[ \t]+(?:więcej|mniej)|co[ \t]+najmniej|najwyżej|przynajmniej"
    r"|(?:veya|ya[ \t]+da)[ \t]+(?:daha[ \t]+)?(?:fazla|az)|atau[ \t]+(?:lebih|kurang)|setidaknya|eller[ \t]+(?:mer|mindre|fler|färre|flere|færre)"
    r"|minst|högst|trở[ \t]+(?:lên|xuống)|ít[ \t]+nhất|أو[ \t]+(?:أكثر|أقل)|على[ \t]+الأقل|या[ \t]+(?:अधिक|ज़्यादा|कम))(?![^\W\d_])"
    r"|以上|以下|以内|未満|或以上|或更多|이상|이하|미만|초과)[ \t.。)]*$")


def bound_after_value(answer: str, prompt: str) -> str | None:
    """The bound written after the value that ends the answer ("10 km or more", "10 km以上"; see ``_BOUND_AFTER``), or
    ``None``; a bound word the prompt uses itself ("How many scored 60 points or more?") is the prompt's."""
    m = _BOUND_AFTER.search(answer[-80:]) if answer else None
    if m is None:
        return None
    bound = re.sub(r"^\d[^\W_]*?(?=[^\d])", "", m.group()).strip(" \t.。)")
    words = bound.split()
    tail = words[-1] if words else bound
    return None if tail and tail.lower() in prompt.lower() else bound
