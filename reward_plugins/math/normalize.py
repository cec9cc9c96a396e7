r"""What a reader sees, before any answer is looked for.

:func:`normalize_text` runs on a whole completion (and on a gold value): content that is not
shown goes (HTML comments, ``\phantom``, struck-through text, ``\iffalse``, zero-width characters), Unicode math becomes the LaTeX
math-verify reads (``½`` ``x²`` ``3√2`` ``∞`` ``π`` ``2.5×10⁻³``, full-width digits by NFKC),
and written numbers keep the value a reader gives them: ``2¼`` and ``2 1/2`` and
``2\frac{1}{2}`` are mixed numbers, ``6.02e23`` is scientific notation (not Euler's e),
``0.\overline{6}`` is two thirds, ``$50 − $21 = $29`` is dollars, not LaTeX; ``12 000`` and ``۳٫۵``
are 12000 and 3.5, a scale word after digits is read in its language (:mod:`reward_plugins.math.scale_words`:
``15,25 juta`` is 15250000), and a text that writes its decimals with a comma has its ``3,125`` read
as 3.125 and its ``3.400`` as 3400.

:func:`normalize_answer` runs on an extracted answer: an English number phrase becomes its
value ("forty-two", "three quarters"), and an unambiguous locale number format its plain
spelling (``1.234,5``, ``1 234,5``, ``1.000.000``, ``12,34,567``, ``€12,50``). A format that
reads two ways (``1.234``, ``1,234``) keeps the English reading.

Every step is one linear regex pass or a bounded scan.

>>> normalize_text("The answer is 2¼ cups, or 6.02e23 atoms: x² + √2")  # U+2064 keeps "written as a mixed number"
'The answer is \\frac{9}{4}\u2064 cups, or 6.02 \\times 10^{23} atoms: x^{2} + \\sqrt{2}'
>>> normalize_answer("1.234,5"), normalize_answer("forty-two")
('1234.5', '42')
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal
from fractions import Fraction

from reward_plugins.math.number_words import number_from_words
from reward_plugins.math.scale_words import read_scales
from reward_plugins.math.units import DEGREE_WORDS

# Zero-width characters and the marks of writing direction ("\u200f3 מיליון").
_INVISIBLE = re.compile("[\u00ad\u200b-\u200f\u061c\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufe0f]")
# Marks a fraction read from a mixed number ("2 1/3"), so its written form is still known after reading.
MIXED_MARK = "\u2064"
# Thousands grouped by a narrow space or, as in Switzerland, an apostrophe ("22'000").
_NARROW_GROUP = re.compile(r"(?<=\d)[\u00a0\u2009\u202f\u2007'\u2019](?=\d{3}(?!\d))")
_WIDE_SPACES = re.compile("[\u00a0\u2000-\u200a\u202f\u205f\u3000]")
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B50\u2B55]")
# LaTeX coloured white or transparent around a group of its own ("\textcolor{white}{\boxed{42}}",
# "{\color{white} \boxed{42}}"): dropped with its braces matched.
_HIDDEN_ELEMENT = re.compile(r"\\(?:textcolor|color)\{(?:white|transparent)\}[ \t]{0,2}\{|\{(?=\\color\{(?:white|transparent)\})")
_PHANTOM_START = re.compile(r"\\[hv]?phantom[ \t]{0,2}\{")
_VULGAR = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒↉"
_MIXED_VULGAR = re.compile(rf"(?:(\d{{1,9}})[ \t]?)?([{_VULGAR}])")
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ", "0123456789+-=()ni")
_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎", "0123456789+-=()")
# A middle dot after a number or a closed group is a product ("4.5 · 10⁷", "6·a³"); between letters it is
# Catalan's "l·l".
_MIDDLE_DOT = re.compile(r"(?<=[\d})])[ \t]*[·⋅][ \t]*(?=[\w({\\])")
# "¹⁄₁₂": a fraction written with raised and lowered digits, one number.
_RAISED_FRACTION = re.compile("([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,6})[⁄/]([₀₁₂₃₄₅₆₇₈₉]{1,6})")
_SUPERSCRIPT_RUN = re.compile("[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ]{1,20}")
# A power whose exponent is one signed number in brackets, as plain text writes it ("7,3 × 10^(−4)", "2^(10)"): the
# exponent, braced as LaTeX writes it; a bracket that holds an operation ("10^(2-6)") is left to be read as written.
_BRACKETED_EXPONENT = re.compile(r"\^[ \t]{0,2}\([ \t]{0,2}([-+−]?)[ \t]{0,2}(\d{1,6}(?:\.\d{1,6})?)[ \t]{0,2}\)")
_SUBSCRIPT_RUN = re.compile("[₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎]{1,20}")
_ROOT = re.compile(r"([√∛∜])[ \t]?(?:\(([^()\n]{1,80})\)|\{([^{}\n]{1,80})\}|([A-Za-z0-9]{1,40}(?:\.\d{1,20})?))")
_ROOT_INDEX = {"√": "", "∛": "[3]", "∜": "[4]"}
_SYMBOLS = {"\u2212": "-", "∞": "\\infty ", "π": "\\pi ", "。": ". ", "、": ", ", "⁄": "/", "⟨": "(", "⟩": ")", "∈": "\\in ", "∪": "\\cup ",
            "∅": "\\emptyset ", "∠": "\\angle "}
# π inside a Greek word ("περίπου") is a letter of that word, not the constant.
_SYMBOL = re.compile("|".join(re.escape(k) if k != "π" else "(?<![\u0370-\u03ff\u1f00-\u1fff])π(?![\u0370-\u03ff\u1f00-\u1fff])" for k in _SYMBOLS))
# 6.02e23, 1E-3 (not 2e, not x2e3): scientific notation, which math-verify would read with Euler's e.
_E_NOTATION = re.compile(r"(?<![\w.\\])(\d{1,30}(?:\.\d{1,30})?)[eE]([-+]?\d{1,3})(?!\w|\.\d)")
# 0.\overline{6}, 0.1\overline{6}, 0.\dot{6}, 0.\dot{1}4285\dot{7}, 0.(714285) (the period in brackets, as Europe writes it)
_REPEATING = re.compile(
    r"(-?\d{0,20})\.(\d{0,20})(?:\\overline\{(\d{1,20})\}|\\dot\{?(\d)\}?(?:(\d{0,20})\\dot\{?(\d)\}?)?|\((\d{1,20})\)(?![\d(]))"
)
# Digits each under a combining overline or macron ("0.6̅", "0.14̅2̅"): a repeating decimal's period as typed in text.
_COMBINING_BAR = re.compile("(?<=[.\\d])(?:\\d[\u0304\u0305]){1,20}")
# 0,(45), 0,1(6): the period in brackets after a decimal comma, as Russian writes it (not "f(1,(2))" nor a list "{0,(1)}").
_COMMA_REPEATING = re.compile(r"(?<![\w.,(\[{\\])(-?\d{1,20}),(\d{0,20})\((\d{1,20})\)(?![\d(),\]}])")
# 2 1/2, 2\frac{1}{2}: a whole number and a proper fraction side by side is a mixed number, alone in a box too
# ("\boxed{2 3/4}"; after another brace, "x^{2 3/4}", it is no number of its own).
_MIXED = re.compile(
    r"(?:(?<![\w.,/\\}^_{])|(?<=\\boxed\{))(\d{1,9})(?:[ \t]{1,2}(\d{1,6})/(\d{1,6})(?![\d/]|[.,]\d)"
    r"|[ \t]{0,2}\\[dt]?frac\{(\d{1,6})\}\{(\d{1,6})\}(?![\w\\({^]))"
)
# "6 and 3/20": a mixed number said in words.
_MIXED_AND = re.compile(r"(?<![\w.,/\\}^_{])(\d{1,9})[ \t]+and[ \t]+(?:(\d{1,6})/(\d{1,6})(?![\d/]|[.,]\d))")
# "5分の2", "5分之2", "5분의 2": a fraction said denominator first (Japanese, Chinese, Korean); after a whole number and
# the word for "and" ("3と5分の2", "3又5分之2", "3과 5분의 2") a mixed number.
# Its parts may be said in Chinese numerals ("五分之三" is 3/5, "十二分之五" 5/12); "百分之" alone is the word for percent.
_CJK_DIGITS = "零一二两兩三四五六七八九十百"
_CJK_FRACTION = re.compile(
    r"(?<![\d.])(?:(\d{1,9})[ \t]{0,2}(?:と|又|와|과)[ \t]{0,2})?(\d{1,6}|(?<![" + _CJK_DIGITS + r"])(?!百分之)[" + _CJK_DIGITS + r"]{1,4})[ \t]{0,2}"
    r"(?:分の|分之|분의)[ \t]{0,2}(\d{1,6}(?!\d|\.\d)|[" + _CJK_DIGITS + r"]{1,4}(?![" + _CJK_DIGITS + r"]))")
_CJK_UNITS = {"零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_HTML_OPEN, _HTML_CLOSE = "<!--", "-->"
# Text a reader of the rendered completion never sees: a markdown comment ``[//]: # (...)``, a
# footnote's text ``[^1]: ...`` (and its marker), a collapsed ``<details>`` block, an element styled
# hidden, white or transparent, and LaTeX coloured white or transparent.
_NOT_SHOWN = re.compile(
    r"(?im)^[ \t]{0,3}\[(?://|#|comment)\]:[ \t]{0,3}(?:#|<>)[^\n]{0,2000}$"
    r"|^[ \t]{0,3}\[\^[^\]\n]{1,20}\]:[^\n]{0,2000}(?:\n[ \t]{2,}[^\n]{0,2000}){0,20}$|\[\^[^\]\n]{1,20}\]"
    r"|<details\b(?![^>]{0,200}\bopen\b)[^>]{0,200}>.{0,4000}?</details>"
    r"|<(\w{1,12})\b[^>]{0,300}style[ \t]{0,3}=[ \t]{0,3}[\"'][^\"'>]{0,300}?"
    r"(?:display[ \t]{0,3}:[ \t]{0,3}none|visibility[ \t]{0,3}:[ \t]{0,3}hidden|opacity[ \t]{0,3}:[ \t]{0,3}0(?![.\d]*[1-9])|font-size[ \t]{0,3}:[ \t]{0,3}0(?![.\d]*[1-9])"
    r"|(?:left|top|text-indent|margin-left|margin-top)[ \t]{0,3}:[ \t]{0,3}-[ \t]{0,2}\d{3,}"
    r"|(?<![-\w])color[ \t]{0,3}:[ \t]{0,3}(?:white|transparent|#fff(?:fff)?\b|rgba?\([ \t]{0,3}255[ \t]{0,3},[ \t]{0,3}255[ \t]{0,3},[ \t]{0,3}255\b|rgba\([^)]{0,40},[ \t]{0,3}0(?:\.0+)?[ \t]{0,3}\)))"
    r"[^>]{0,300}>.{0,4000}?</\1>"
    r"|<(\w{1,12})\b[^>]{0,300}\bhidden\b[^>]{0,300}>.{0,4000}?</\2>"
    r"|<(font)\b[^>]{0,300}\bcolor[ \t]{0,3}=[ \t]{0,3}[\"']?(?:white|transparent|#fff(?:fff)?\b)[^>]{0,300}>.{0,4000}?</\3>"
    # elements never rendered (scripts, styles, templates, what shows only without scripts)
    r"|<(script|style|template|noscript)\b[^>]{0,300}>.{0,4000}?</\4>"
    r"|\\(?:textcolor|color)\{(?:white|transparent)\}\{[^{}]{0,2000}\}|\{\\color\{(?:white|transparent)\}[^{}]{0,2000}\}",
    re.DOTALL,
)
# A dash or a hyphen written for a minus sign before a number ("–8 °C", "Answer: –7", "‐3"); "10–12" is a range.
_DASH_MINUS = re.compile(r"(?<![\w)\]}.,])[\u2010\u2011\u2012\u2013\u2014\u2015\ufe63\uff0d](?=\d)")
# "8 degrees below zero": a negative number in words.
# 1,80,00,000 / 12,34,567: Indian digit grouping (lakh, crore) in running text.
_INDIAN_GROUPS = re.compile(r"(?<![\d,.(\[{])\d{1,2}(?:,\d{2})+,\d{3}(?![\d,])")
# The words for "below zero" of the languages a temperature is often asked in ("8 degrés sous
# zéro", "8 Grad unter Null", "8 astetta pakkasta").
_DEGREE_WORDS = "|".join(sorted(DEGREE_WORDS, key=len, reverse=True))
_BELOW_WORDS = (r"below[ \t]+(?:zero|freezing|0(?![\d.,]\d))|sous[ \t]+z[ée]ro|unter[ \t]+(?:Null|dem[ \t]+Gefrierpunkt)"
                r"|bajo[ \t]+cero|abaixo[ \t]+de[ \t]+zero|sotto[ \t]+(?:lo[ \t]+)?zero|poniżej[ \t]+zera|ниже[ \t]+нуля"
                r"|onder[ \t]+(?:nul|het[ \t]+vriespunt)|under[ \t]+(?:noll|nul|null|frysepunktet)|pod[ \t]+nulou"
                r"|sıfırın[ \t]+altında|di[ \t]+bawah[ \t]+nol|fagypont[ \t]+alatt|pakkasta|mrozu|mrazu|мороза"
                r"|تحت[ \t]+(?:ال)?صفر|(?:υπό|κάτω[ \t]+από)[ \t]+(?:το[ \t]+)?μηδέν|מתחת[ \t]+לאפס|शून्य[ \t]+से[ \t]+नीचे"
                # after a degree word: "8 stiga frost", "8 kraadi külma", "5 degrees of frost" (−5 °C); "8 frost days" is a count
                r"|(?<!\d[ \t])(?:(?:of[ \t]+)?frost|kulde|külma|šalčio)")
_BELOW_ZERO = re.compile(rf"(?i)(?<![\d.,-])(\d+(?:[.,]\d+)?)([ \t]{{0,2}}(?:°[ \t]?[CFK]?|(?:{_DEGREE_WORDS})(?:[ \t]+(?:Celsius|Fahrenheit|C|F))?)?)[ \t]{{1,3}}(?:{_BELOW_WORDS})(?!\w)")
# Struck-through or switched-off content: ~~12~~, \sout{12}, <del>12</del>, \iffalse ... \fi.
_STRUCK = re.compile(r"~~[^~\n]{1,200}~~|\\(?:sout|st|xout)\{[^{}]{0,200}\}|<(del|s|strike)>[^<]{0,200}</\1>|\\iffalse\b.{0,2000}?\\fi\b", re.DOTALL)
# Where a link points, and an HTML tag's quoted attributes ("[the answer](https://…?value=21)", '<a href="…">'): a reader
# sees the link's text, not its target. A bracket before a parenthesis that holds no address ("[0, 1](x)") is math.
_LINK_TARGET = re.compile(
    r"\[([^\[\]\n]{0,300})\]\([ \t]{0,3}<?(?:[A-Za-z][\w+.-]{1,10}:|/|#|\.{1,2}/|www\.)[^()\s]{0,1000}"
    r"(?:[ \t]{1,3}(?:\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'))?[ \t]{0,3}\)"
    r"|(?m:^[ \t]{0,3}\[[^\]\n]{1,40}\]:[ \t]{0,3}<?(?:[A-Za-z][\w+.-]{1,10}:|/|#|www\.)[^\n]{0,1000}$)"
)
_TAG_ATTRIBUTES = re.compile(r"<([A-Za-z][\w-]{0,11})[ \t\n][^<>]{0,300}?=[ \t]{0,3}[\"'][^<>]{0,1000}>")
# \text{The answer is } written inside the answer's box.
_TEXT_PREFIX = re.compile(r"\\text\{[ \t]*(?:the[ \t]+)?(?:final[ \t]+)?answer[ \t]+is[ \t]*:?[ \t]*\}[ \t]*", re.IGNORECASE)
_BOXED_PREFIX = re.compile(r"(\\boxed\{)[ \t]*" + _TEXT_PREFIX.pattern, re.IGNORECASE)


def _drop_command(text: str, start: re.Pattern) -> str:
    """``text`` without each ``\\command{...}`` that ``start`` finds, its braces matched (``\\phantom{\\boxed{20}}``)."""
    parts, pos = [], 0
    for m in start.finditer(text):
        if m.start() < pos:
            continue
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0) if text[i - 1] != "\\" else 0
            i += 1
        parts.append(text[pos : m.start()])
        pos = i
    parts.append(text[pos:])
    return "".join(parts)


def _strip_comments(text: str) -> str:
    parts, pos = [], 0
    while True:
        start = text.find(_HTML_OPEN, pos)
        if start == -1:
            parts.append(text[pos:])
            return "".join(parts)
        parts.append(text[pos:start])
        end = text.find(_HTML_CLOSE, start + 4)
        if end == -1:
            return "".join(parts)  # an unclosed comment hides the rest
        pos = end + 3


def _frac(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    sign = "-" if value < 0 else ""
    return f"{sign}\\frac{{{abs(value.numerator)}}}{{{value.denominator}}}"


def _vulgar(m: re.Match) -> str:
    value = Fraction(unicodedata.numeric(m.group(2))).limit_denominator(12)
    whole = int(m.group(1)) if m.group(1) else 0
    return _frac(whole + value) + (MIXED_MARK if whole else "")


def _superscript(m: re.Match) -> str:
    return "^{" + m.group().translate(_SUPERSCRIPTS) + "}"


def _subscript(m: re.Match) -> str:
    return "_{" + m.group().translate(_SUBSCRIPTS) + "}"


def _root(m: re.Match) -> str:
    body = next(g for g in m.groups()[1:] if g is not None)
    return f"\\sqrt{_ROOT_INDEX[m.group(1)]}{{{body}}}"


def _barred(m: re.Match) -> str:
    return "\\overline{" + re.sub("[\u0304\u0305]", "", m.group()) + "}"


def _repeating(m: re.Match) -> str:
    whole, fixed = m.group(1), m.group(2)
    if m.group(3) is not None or m.group(7) is not None:
        period = m.group(3) or m.group(7)  # 0.1\overline{6}, 0.1(6)
    elif m.group(6) is not None:
        period = m.group(4) + m.group(5) + m.group(6)  # 0.\dot{1}4285\dot{7}: the period runs between the dots
    else:
        period = m.group(4)  # 0.\dot{6}
    negative = whole.startswith("-")
    value = Fraction(int(whole.lstrip("-") or 0))
    value += Fraction(int(fixed or 0), 10 ** len(fixed))
    value += Fraction(int(period), (10 ** len(period) - 1) * 10 ** len(fixed))
    return _frac(-value if negative else value)


def _semicolon_interval(m: re.Match) -> str:
    left, a, b, right = m.groups()
    a, b = (x.replace(",", ".") for x in (a, b))  # "(2,5; 3)": with a semicolon between, a comma is a decimal one
    return f"{left}{a}, {b}{right}"


def _semicolon_set(m: re.Match) -> str:
    elements = (x.strip().replace(",", ".") for x in m.group(2).split(";"))
    return f"{m.group(1)}{', '.join(elements)}{m.group(3)}"


def _turned_interval(m: re.Match) -> str:
    left, a, separator, b, right = m.groups()
    if left == "[" and right == "]":
        return m.group()  # a closed interval as everyone writes it
    if separator == "," and ("," in a or "," in b):
        return m.group()
    a, b = (x.replace(",", ".") for x in (a, b))  # "]2,5 ; 3]": with a semicolon between, a comma is a decimal one
    return f"{'(' if left == ']' else '['}{a}, {b}{')' if right == '[' else ']'}"


def _mixed(m: re.Match) -> str:
    whole = int(m.group(1))
    num, den = (m.group(2), m.group(3)) if m.group(2) else (m.group(4), m.group(5))
    num, den = int(num), int(den)
    if not 0 < num < den:
        return m.group()  # "2 3/2", "2\frac{4}{2}": not a mixed number
    return _frac(whole + Fraction(num, den)) + MIXED_MARK


def _small_number(said: str) -> int | None:
    """Digits, or a Chinese numeral below a thousand ("五", "十二", "二十", "一百零五"), as a number; ``None`` if unread."""
    if said.isdigit():
        return int(said)
    total, digit = 0, None
    for c in said:
        if c in _CJK_UNITS:
            digit = _CJK_UNITS[c]
        elif c in "十百":
            total += (1 if digit is None else digit) * (10 if c == "十" else 100)
            digit = None
        else:
            return None
    return total + (digit or 0)


def _cjk_fraction(m: re.Match) -> str:
    whole, den, num = int(m.group(1) or 0), _small_number(m.group(2)), _small_number(m.group(3))
    if den is None or num is None:
        return m.group()
    if den == 0 or (m.group(1) and not 0 < num < den):
        return m.group()  # "3と2分の4": no mixed number
    if not m.group(1):
        return f"\\frac{{{num}}}{{{den}}}"  # as written: "14分之6" is 6/14, not in lowest terms
    return _frac(whole + Fraction(num, den)) + MIXED_MARK


def _prose_dollars(text: str) -> str:
    r"""``$`` before an amount in running text is a dollar sign, not LaTeX: a ``$`` followed by a
    digit whose would-be math holds words, or ends in an operator or a space, or never closes.
    Those become ``\$``; real inline math (``$5$``, ``$x = 5$``, ``$3 \text{ cm}$``) is kept."""
    if "$" not in text:
        return text
    signs = [m.start() for m in re.finditer(r"(?<![\\$])\$(?!\$)", text)]
    if not any(text[i + 1 : i + 2].isdigit() for i in signs):
        return text
    dollars, k = [], 0
    while k < len(signs):
        i = signs[k]
        j = signs[k + 1] if k + 1 < len(signs) else None
        content = text[i + 1 : j] if j is not None else text[i + 1 :]
        if text[i + 1 : i + 2].isdigit() and (j is None or _is_prose(content)):
            dollars.append(i)
            k += 1  # the next sign may open real math
        else:
            k += 2
    if not dollars:
        return text
    out, pos = [], 0
    for i in dollars:
        out.append(text[pos:i] + "\\$")
        pos = i + 1
    out.append(text[pos:])
    return "".join(out)


_TEXT_COMMAND = re.compile(r"\\[A-Za-z]+\{[^{}]{0,200}\}|\\[A-Za-z]+")


def _is_prose(content: str) -> bool:
    bare = _TEXT_COMMAND.sub(" ", content)
    if re.search(r"[A-Za-z]{2,}[ \t,]+[A-Za-z]{2,}|\n", bare):
        return True
    stripped = content.rstrip()
    return stripped != content or stripped[-1:] in "+-−*/=,"


def _ascii_digits(text: str) -> str:
    """Digits of every script (Arabic-Indic ``٢٤``, Devanagari ``२४``, Bengali, Thai, ...) as ASCII."""
    return "".join(str(unicodedata.digit(c)) if c.isdigit() and not c.isascii() and unicodedata.digit(c, None) is not None
                   and unicodedata.category(c) == "Nd" else c for c in text)


# An amount of money grouped with dots ("Rp12.234.567", "€ 437.500", "R$ 1.250"): money has two decimals, so
# groups of three after a dot are thousands
_DOT_GROUPED_MONEY = re.compile(r"((?:Rp|€|BRL|₹|£|kr|zł|₫|₺|TL|CHF|VND|₲|Gs\.?)[ \t]?)(\d{1,3}(?:\.\d{3})+)(?:,(\d{2}))?(?![\d]|[.,]\d)")
# ... and with its sign or name after it, as most of Europe and Indonesia write it ("37.500 €", "1.250 zł", "7.500 rupiah").
_DOT_GROUPED_MONEY_AFTER = re.compile(
    r"(?<![\d.,])(\d{1,3}(?:\.\d{3})+)(?:,(\d{2}))?([ \t]?(?:€|£|₹|zł|₫|₺|₲|kr|TL|CHF|EUR|VND|PYG|đồng|đ|guaraníes|rupiah|Rp|IDR|euros?)(?![^\W\d_]))")
_REAIS = re.compile(r"(?<![A-Za-z\\])R\$[ \t]?")
# Two or more dot groups of three ("3.750.000") can only be thousands, currency or not.
_DOT_GROUPS = re.compile(r"(?<![\d.,])(\d{1,3}(?:\.\d{3}){2,})(?:,(\d{1,2}))?(?![\d]|[.,]\d)")

# A currency code glued to its amount ("Rp250"): apart, so the amount reads as a number.
_GLUED_CODE = re.compile(r"(?<![A-Za-z])(Rp|Rs|RM|kr|zł|TL|CHF|USD|EUR|IDR|INR|VND|MYR|SGD)(?=\d)")
# "₹ 3,75,000/-": the Indian mark that closes an amount of money ("and nothing after"), no division.
_AMOUNT_CLOSED = re.compile(r"(?<=\d)[ \t]?/-(?![\w(\\{-])")


# Thousands grouped by a plain space in prose ("12 000 people", "4 250,50 zł"): groups of exactly three digits, the
# first not zero, no digit or decimal point of another group beside them; a box's content is math ("\boxed{1 024}"
# is not read as 1024, as the box rule reads "\boxed{1,5}" as a list).
_SPACE_GROUPS = re.compile(r"[1-9](?<![\d.,{][1-9])\d{0,2}(?: \d{3})+(?!\d| \d)")
# Thousands grouped by a LaTeX space ("12\,000", "1\ 250\ 000"): the digits of one number.
_LATEX_GROUPS = re.compile(r"(?<=\d)(?:\\[,;! ]|~)(?=\d{3}(?!\d))")
# Two spellings of one object: the empty set, and a vector in angle brackets (as "⟨5, 11⟩" is, above).
_LATEX_SAME = {"\\varnothing": "\\emptyset", "\\langle": "(", "\\rangle": ")"}
_LATEX_SPELLING = re.compile(r"\\(?:varnothing|langle|rangle)(?![A-Za-z])")
# The imaginary unit in roman type ("11 - 10\\,\\mathrm{i}", ISO's spelling): the letter i.
_ROMAN_I = re.compile(r"(?:\\,|\\ )?\\(?:mathrm|textrm|rm|operatorname|mathit|textit|mathnormal)\{[ \t]{0,2}i[ \t]{0,2}\}")
# Size switches that change how math is set, not what it says ("{\textstyle\frac12}"); math-verify reads only \displaystyle.
_MATH_STYLE = re.compile(r"\\(?:textstyle|scriptstyle|scriptscriptstyle|displaystyle)(?![A-Za-z])[ \t]{0,2}")
# A continued fraction's command, with its alignment ("\\cfrac[l]{1}{2}"): a fraction, which every later reading knows.
_CFRAC = re.compile(r"\\cfrac(?:\[[lrc]\])?(?![A-Za-z])")
# A dash set in text mode before a number ("x = \text{\textendash}7", "\textminus 7", "\text{–}7"): a minus, as the
# dash itself is (see _DASH_MINUS); after a word or a number it joins a range ("10\textendash 12").
_TEXT_DASH = re.compile(r"(?<![\w)\]}.,])(?:\\text(?:rm|normal)?\{[ \t]{0,2}(?:\\text(?:endash|emdash|minus)|[-–—]{1,2})[ \t]{0,2}\}"
                        r"|\\text(?:endash|emdash|minus)(?![A-Za-z])(?:\{\})?)[ \t]{0,2}(?=\d)")
# A pair of invisible delimiters ("\left.\frac{5}{12}\right."): they size nothing and print nothing.
_INVISIBLE_PAIR = re.compile(r"\\left\.(.{0,300}?)\\right\.", re.DOTALL)
# A number labelled with its base in parentheses ("$1101$ (base 2)", "1A3 (base 16)"): the base is its subscript.
_BASE_LABEL = re.compile(r"(?<![\w.])(\d[0-9A-F]{0,40}|[A-F][0-9A-F]{0,40})(\$?)[ \t]{0,2}\([ \t]{0,2}base[ \t]{1,2}(\d{1,2})[ \t]{0,2}\)")
# A percent sign before its number, as Turkish and Basque write it ("%37,5"): after it, as a reader reads it.
_PERCENT_FIRST = re.compile(r"(?<![\w\\%])%(\d{1,15}(?:[.,]\d{1,15})?)(?![\d%])")
# The Arabic script's decimal and thousands signs ("۳٫۵", "١٬٢٥٠") and its percent sign.
_ARABIC_SIGNS = re.compile(r"(?<=\d)[\u066b\u066c](?=\d)|\u066a")
# A LaTeX comma that groups no thousands ("1{,}5 \times 10^{8}"): a decimal comma.
# So is one before a repeating decimal's period ("0{,}(45)", "0{,}1\\overline{6}").
# So is one after a lone zero, which groups nothing ("0{,}375").
_LATEX_DECIMAL_COMMA = re.compile(r"(?<=\d)\{,\}(?=\d{1,2}(?!\d)|\d{4,}|\d{0,20}(?:\(\d{1,20}\)(?![\d(])|\\overline|\\dot))"
                                  r"|(?<=(?<![\d.,}])0)\{,\}(?=\d)")
# Which sign a text writes its decimals with, where it says so: "12,5", "149,50", "3.250,50" (a comma) or
# "2.5", "1,234,567", "1,234.5" (a point). A number opening brackets or a formula may be a list ("(1,5)", "$-2,1$").
_COMMA_DECIMALS = re.compile(r"(?<![\d.,(\[{$])(?<![(\[{$]-)(?:\d{1,3}(?:\.\d{3})+,\d{1,9}|\d{1,15},(?:\d{1,2}|\d{4,9}))(?![\d.,)\]}])")
_POINT_DECIMALS = re.compile(r"(?<![\d.,])(?:\d{1,3}(?:,\d{3}){2,}|\d{1,3}(?:,\d{3})+\.\d|\d{1,15}\.(?:\d{1,2}|\d{4,9}))(?![\d,]|\.\d)")
# A number with one separator ("3,125", "3.400", "7,1").
_ONE_SIGN = re.compile(r"(\d(?<![\d.,]\d)\d{0,14})([.,])(\d{1,15})(?![\d]|[.,]\d)")


def _in_own_convention(text: str) -> tuple[str, bool]:
    """``text`` with its numbers of one separator read as the text writes its decimals, and whether it writes them
    with a comma: where it does ("12,5 ÷ 4 = 3,125"; "3.250,50 + 149,50 = 3.400"), a comma is a decimal point
    ("3,125", "7,1 Liter", "1,5 · 10⁸", "4,500 €" after "4,5") and a point before three digits groups thousands
    ("3.400" is 3400). A text that writes no decimals, or both kinds, keeps the English reading. What a reader
    sees after the reasoning decides where it writes decimals of its own: "2 × 1.25 = 2.5" reasoned, then
    "2 × 1,25 = 2,5" and "2.500 kg" shown, is read as shown (2500 kg)."""
    shown_at = text.rfind("</think>") + 1
    if shown_at and _writes_decimals(text, shown_at):
        shown, comma = _in_one_convention(text[shown_at:])
        return text[:shown_at] + shown, comma
    return _in_one_convention(text)


def _writes_decimals(text: str, start: int) -> bool:
    return bool(_COMMA_DECIMALS.search(text, start) or _POINT_DECIMALS.search(text, start))


def _in_one_convention(text: str) -> tuple[str, bool]:
    if not _COMMA_DECIMALS.search(text) or _POINT_DECIMALS.search(text):
        return text, False
    return _ONE_SIGN.sub(_comma_decimal, text), True


def in_prompt_convention(text: str, prompt: str) -> str:
    """``text`` with its numbers of one separator read as the prompt writes its decimals, where ``text`` itself
    writes none: "Antwoord: 2.500" for "Hoeveel is 1,25 + 1,25?" is 2500 and "3,125" is 3.125, as a reader of that
    prompt reads them."""
    if "," not in prompt or not _ONE_SIGN.search(text) or _COMMA_DECIMALS.search(text) or _POINT_DECIMALS.search(text):
        return text
    if not _COMMA_DECIMALS.search(prompt) or _POINT_DECIMALS.search(prompt):
        return text
    return _ONE_SIGN.sub(_comma_decimal, text)


_GROUPED_BY_POINTS = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d]|[.,]\d)")


def points_as_thousands(text: str) -> str:
    """``text`` with its numbers grouped by points read as thousands ("2.000" is 2000), where the prompt writes its
    numbers so (see :func:`reward_plugins.math.forms.groups_thousands_by_point`) and ``text`` itself writes no decimal."""
    if "." not in text or _COMMA_DECIMALS.search(text) or _POINT_DECIMALS.search(text):
        return text
    return _GROUPED_BY_POINTS.sub(lambda m: m.group().replace(".", ""), text)


_GROUPED_BY_COMMAS = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d]|[.,]\d)")


def groups_prompt_numbers_by_points(text: str, prompt: str) -> bool:
    """Whether ``text`` writes a number of the prompt grouped by points where the prompt groups it by commas ("80.000 $"
    for "$80,000") and groups none by commas: its points group thousands, as the writer's language does."""
    if "," not in prompt or "." not in text or _GROUPED_BY_COMMAS.search(text):
        return False  # a text that groups by commas too ("$1,234 … The answer is 1.234") writes a decimal
    given = {m.group().replace(",", "") for m in _GROUPED_BY_COMMAS.finditer(prompt)}
    return bool(given) and any(m.group().replace(".", "") in given for m in _GROUPED_BY_POINTS.finditer(text))


def _comma_decimal(m: re.Match) -> str:
    if m[2] == ",":
        return f"{m[1]}.{m[3]}"
    # "3.400" groups; "2.5" stays as written; so does "0.625" (from "0{,}625"): a lone zero groups no thousands.
    return m[1] + m[3] if len(m[1]) <= 3 and len(m[3]) == 3 and m[1] != "0" else m[0]


def _decimal_read(digits: str, decimals: str | None, comma_decimals: bool) -> bool:
    return comma_decimals and decimals is None and digits.count(".") == 1


def _ungrouped(digits: str, decimals: str | None) -> str:
    return digits.replace(".", "") + (f".{decimals}" if decimals else "")


# "35 percent" is 35%: the word is the sign, in the languages whose word for it follows the number.
_PERCENT_WORD = re.compile(
    r"(?<![\w.])(\d+(?:\.\d+)?)[ \t]?(?:percent|per[ \t]cent|pour[ \t]cent|por[ \t]ciento|por[ \t]cento|per[ \t]cento|Prozent"
    r"|процент\w{0,2}|відсот\w{0,3}|procent\w{0,2}|prosent\w{0,3}|persen)(?![\w])")
# An interval written with its brackets turned outward for an open end, as French writes it ("]2 ; 5]", "]-\\infty ; 2[").
_END = r"[-+]?(?:\d{1,12}(?:[.,]\d{1,12})?|\\infty|\\[dt]?frac\{[^{}]{1,20}\}\{[^{}]{1,20}\}|\\sqrt\{?\d{1,6}\}?)"
# LaTeX's sizing of the brackets is read through ("\\left]-\\infty ; -2\\right[").
_TURNED_INTERVAL = re.compile(rf"(?<![\w\]\[])(?:\\left[ \t]{{0,2}})?(\]|\[)[ \t]{{0,2}}({_END})[ \t]{{0,2}}([;,])[ \t]{{0,2}}({_END})"
                              rf"[ \t]{{0,2}}(?:\\right[ \t]{{0,2}})?(\]|\[)(?![\w\[\]])")
# An interval's ends parted by a semicolon, as Russian and French write them ("(-\\infty; -5)", "[2; 5)").
_SEMICOLON_INTERVAL = re.compile(rf"(?<![\w\]\[])(?:\\left[ \t]{{0,2}})?([(\[])[ \t]{{0,2}}({_END})[ \t]{{0,2}};[ \t]{{0,2}}({_END})"
                                 rf"[ \t]{{0,2}}(?:\\right[ \t]{{0,2}})?([)\]])")
# A set whose elements a semicolon parts, as French writes one ("S = {−2 ; 4}", "\{1; 2,5\}"): the elements, a comma
# between them a decimal one.
_SEMICOLON_SET = re.compile(rf"(\\?\{{)[ \t]{{0,2}}((?:{_END})(?:[ \t]{{0,2}};[ \t]{{0,2}}(?:{_END})){{1,20}})[ \t]{{0,2}}(\\?\}})")
# Parts per thousand and per ten thousand are percents of a tenth and a hundredth: "37.5‰" is 3.75%, "25 basis
# points" 0.25%, so neither stands for the percent asked.
_PER_MILLE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)[ \t]?(?:‰|per[ \t]?mille|per[ \t]mil|pro[ \t]?mille|promille|pour[ \t]mille|por[ \t]mil|promil)(?![\w])", re.IGNORECASE)
_BASIS_POINTS = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)[ \t]?(?:basis[ \t]points?|‱)(?![\w])", re.IGNORECASE)


def _percent_of(m: re.Match, divisor: int) -> str:
    return format((Decimal(m.group(1)) / divisor).normalize(), "f") + "\\%"


# Hindi says "below zero" around the number: "शून्य से 5 डिग्री नीचे" (from zero, 5 degrees below).
_BELOW_ZERO_AROUND = re.compile(rf"शून्य[ \t]+से[ \t]+(\d+(?:[.,]\d+)?)([ \t]{{0,2}}(?:°[ \t]?[CFK]?|(?:{_DEGREE_WORDS}))?)[ \t]+नीचे(?!\w)")


def percent_words(text: str) -> str:
    """"35 percent" read as 35\\% in the languages whose word for it follows the number ("35 pour cent", "35 Prozent");
    escaped, as inside math a bare % opens a comment."""
    if "cent" in text or "Prozent" in text or "процент" in text or "відсот" in text or "rocent" in text or "rosent" in text \
            or "persen" in text:
        text = _PERCENT_WORD.sub(r"\1\\%", text)
    return text


def below_zero(text: str) -> str:
    """"8 degrees below zero" read as -8 degrees, in the languages of :data:`_BELOW_WORDS` too ("8 degrés sous zéro")."""
    if "शून्य" in text:
        text = _BELOW_ZERO_AROUND.sub(r"-\1\2", text)
    return _BELOW_ZERO.sub(r"-\1\2", text)


def _symbol(m: re.Match) -> str:
    # A command ("\infty ") keeps its space only before a letter: "[2, \infty )" is read as cut short.
    latex = _SYMBOLS[m.group()]
    if m.group() == "、":
        return latex  # the enumeration comma keeps its space: "2400、3000" lists two numbers, it writes no decimal comma
    return latex if m.string[m.end() : m.end() + 1].isalpha() else latex.rstrip(" ")


def _close_finished_box(text: str) -> str:
    """The text with its last box closed where the text ends inside it on a finished group ("\\boxed{\\dfrac{1}{6}"):
    only the box's own brace is missing. A box whose content ends mid-group ("\\boxed{\\frac{4}{1") or on a digit
    ("\\boxed{1", perhaps cut from 13) may have been cut off and stays unread."""
    at = text.rfind("\\boxed{")
    tail = text[at + 7 :] if at != -1 else ""
    content = tail.rstrip().rstrip("$").rstrip()
    if not content.endswith("}") or "\n\n" in content or not balanced_braces(content):
        return text
    return text[: at + 7] + content + "}" + tail[len(content) :]  # the closing "$" kept where the text has one


def normalize_text(text: str) -> str:
    """The text as a reader sees it, in the LaTeX math-verify reads (see the module docstring)."""
    if "\\boxed{" in text:
        text = _close_finished_box(text)
    if "<!--" in text:
        text = _strip_comments(text)
    if "[" in text or "<" in text or "color" in text:
        text = _NOT_SHOWN.sub("", text)
    if "phantom" in text:
        text = _drop_command(text, _PHANTOM_START)
    if "color" in text:
        text = _drop_command(text, _HIDDEN_ELEMENT)
    if "](" in text or "]:" in text:
        text = _LINK_TARGET.sub(lambda m: m.group(1) or "", text)
    if "<" in text and "=" in text:
        text = _TAG_ATTRIBUTES.sub(r"<\1>", text)
    if "~~" in text or "\\" in text or "</" in text:
        text = _STRUCK.sub("", text)
    if "\\text" in text:
        text = _BOXED_PREFIX.sub(r"\1", text)  # \boxed{\text{The answer is } 42}
    text = _INVISIBLE.sub("", text)
    text = _NARROW_GROUP.sub("", text)
    text = _WIDE_SPACES.sub(" ", text)
    text = _EMOJI.sub("", text)
    if not text.isascii():
        text = _ascii_digits(text)
        text = _ARABIC_SIGNS.sub(lambda m: {"\u066b": ".", "\u066c": ",", "\u066a": "%"}[m.group()], text)
        text = _DASH_MINUS.sub("-", text)
        text = _MIXED_VULGAR.sub(_vulgar, text)
        text = _RAISED_FRACTION.sub(lambda m: f"\\frac{{{m.group(1).translate(_SUPERSCRIPTS)}}}{{{m.group(2).translate(_SUBSCRIPTS)}}}", text)
        text = _SUPERSCRIPT_RUN.sub(_superscript, text)
        text = _SUBSCRIPT_RUN.sub(_subscript, text)
        if "\u0305" in text or "\u0304" in text:
            text = _COMBINING_BAR.sub(_barred, text)  # "0.6̅", "0.16̅": the period under a combining bar, 0.\overline{6}
        text = _MIDDLE_DOT.sub(r" \\cdot ", text).replace("′", "'").replace("″", "''")  # f′(x): the derivative's prime
        text = unicodedata.normalize("NFKC", text)
        text = _ROOT.sub(_root, text)
        text = _SYMBOL.sub(_symbol, text)
        if "分" in text or "분의" in text:
            text = _CJK_FRACTION.sub(_cjk_fraction, text)
    if "]" in text or "[" in text:
        text = _TURNED_INTERVAL.sub(_turned_interval, text)  # "]2 ; 5]" is (2, 5]
    if ";" in text:
        text = _SEMICOLON_INTERVAL.sub(_semicolon_interval, text)  # "(-\\infty; -5)" is (-\\infty, -5)
        if "{" in text:
            text = _SEMICOLON_SET.sub(_semicolon_set, text)  # "S = {−2 ; 4}" is the set {-2, 4}
    if "^" in text and "(" in text:
        text = _BRACKETED_EXPONENT.sub(lambda m: f"^{{{m.group(1).replace('−', '-')}{m.group(2)}}}", text)
    if "{,}" in text:
        text = _LATEX_DECIMAL_COMMA.sub(".", text)
    if "\\" in text or "~" in text:
        text = _LATEX_GROUPS.sub("", text)
        if "\\varnothing" in text or "angle" in text:
            text = _LATEX_SPELLING.sub(lambda m: _LATEX_SAME[m.group()], text)
        if "{i}" in text:
            text = _ROMAN_I.sub("i", text)
        if "style" in text:
            text = _MATH_STYLE.sub("", text)
        if "cfrac" in text:
            text = _CFRAC.sub(r"\\frac", text)
        if "\\text" in text and ("dash" in text or "minus" in text or "{-" in text or "{–" in text or "{—" in text):
            text = _TEXT_DASH.sub("-", text)
        if "\\left." in text and "\\right." in text:
            text = _INVISIBLE_PAIR.sub(r"\1", text)
    if "%" in text:
        text = _PERCENT_FIRST.sub(r"\1%", text)
    if "base" in text:
        text = _BASE_LABEL.sub(r"\1_{\3}\2", text)
    text = _SPACE_GROUPS.sub(lambda m: m.group().replace(" ", ""), text)
    text = read_scales(text)  # "15,25 juta", "283,25 tys.", "4 लाख": one number each
    comma_decimals = False
    if "," in text:
        text, comma_decimals = _in_own_convention(text)
    text = _E_NOTATION.sub(r"\1 \\times 10^{\2}", text)
    text = below_zero(text)
    text = percent_words(text)
    if "‰" in text or "‱" in text or "mil" in text or "Mil" in text or "basis" in text:
        text = _PER_MILLE.sub(lambda m: _percent_of(m, 10), text)
        text = _BASIS_POINTS.sub(lambda m: _percent_of(m, 100), text)
    if "\\overline" in text or "\\dot" in text or "(" in text:
        if "," in text:
            text = _COMMA_REPEATING.sub(r"\1.\2(\3)", text)
        text = _REPEATING.sub(_repeating, text)
    text = _MIXED.sub(_mixed, text)
    if " and " in text:
        text = _MIXED_AND.sub(_mixed, text)
    if "," in text:
        text = _INDIAN_GROUPS.sub(lambda m: m.group().replace(",", ""), text)
    if "R$" in text:
        text = _REAIS.sub("BRL ", text)  # the real's sign: its "$" opens no formula
    if "." in text:
        # Where the text writes decimal commas its own one-group amounts are ungrouped already: a point left in one
        # is a decimal comma read ("4,500 €" after "4,5" is 4.50 €), no thousands.
        text = _DOT_GROUPED_MONEY.sub(lambda m: m.group() if _decimal_read(m.group(2), m.group(3), comma_decimals)
                                      else m.group(1) + _ungrouped(m.group(2), m.group(3)), text)
        text = _DOT_GROUPED_MONEY_AFTER.sub(lambda m: m.group() if _decimal_read(m.group(1), m.group(2), comma_decimals)
                                            else _ungrouped(m.group(1), m.group(2)) + m.group(3), text)
        text = _DOT_GROUPS.sub(lambda m: _ungrouped(m.group(1), m.group(2)), text)
    text = _GLUED_CODE.sub(r"\1 ", text)
    if "/-" in text:
        text = _AMOUNT_CLOSED.sub("", text)
    return _prose_dollars(text)


# --- one extracted answer --------------------------------------------------------------------
_CURRENCY = r"(?:€|\$|\\\$|£)?"
_LOCALE_NUMBERS = [
    # 1.234,5 / 1.234.567,89: dots group thousands, the comma is the decimal point
    (re.compile(rf"(-?){_CURRENCY}[ \t]?(\d{{1,3}}(?:\.\d{{3}})+),(\d+)[ \t]?{_CURRENCY}"), lambda m: f"{m[1]}{m[2].replace('.', '')}.{m[3]}"),
    # 1.000.000: several dot groups can only be thousands
    (re.compile(rf"(-?){_CURRENCY}[ \t]?(\d{{1,3}}(?:\.\d{{3}}){{2,}})[ \t]?{_CURRENCY}"), lambda m: f"{m[1]}{m[2].replace('.', '')}"),
    # 1 234,5: spaces group thousands, the comma is the decimal point
    (re.compile(rf"(-?){_CURRENCY}[ \t]?(\d{{1,3}}(?: \d{{3}})+),(\d+)[ \t]?{_CURRENCY}"), lambda m: f"{m[1]}{m[2].replace(' ', '')}.{m[3]}"),
    # 12,34,567: Indian grouping (pairs, then a final group of three)
    (re.compile(r"(-?)(\d{1,2}(?:,\d{2})+,\d{3})"), lambda m: f"{m[1]}{m[2].replace(',', '')}"),
    # 4,5 \times 10^{4}: scientific notation's coefficient has one digit before its decimal comma
    (re.compile(r"(-?\d),(\d{1,30})([ \t]{0,2}(?:\\times|\\cdot|×)[ \t]{0,2}10[ \t]{0,2}\^[ \t]{0,2}(?:\{[-+]?\d{1,4}\}|[-+]?\d{1,4}))"),
     lambda m: f"{m[1]}.{m[2]}{m[3]}"),
    # 37,5%: a percent with a decimal comma (a comma that groups no thousands)
    (re.compile(r"(-?\d+),(\d{1,2}|\d{4,})[ \t]?(\\?%)"), lambda m: f"{m[1]}.{m[2]}{m[3]}"),
    # €12,50 / 12,50 €: a currency amount with a decimal comma
    (re.compile(r"(-?)(?:€|£)[ \t]?(\d+),(\d{2})|(-?)(\d+),(\d{2})[ \t]?(?:€|£)"),
     lambda m: f"{m[1] or m[4] or ''}{m[2] or m[5]}.{m[3] or m[6]}"),
]
# 12 cm^2, 27 \text{ m}^3, \text{125 cm}^3, \tfrac{1}{4}\,\text{m}^2: a number with an area or volume unit is the number (math-verify
# would read the unit as a symbol squared, and the power as applied to the number).
_POWER_UNIT = re.compile(
    r"(?:\\(?:text|mathrm)\{[ \t]{0,3})?(-?(?:[\d.,]{1,40}|\\[dt]?frac\{\d{1,12}\}\{\d{1,12}\}))[ \t]{0,3}(?:\\[,;: ])?[ \t]{0,3}(?:\\(?:text|mathrm)\{[ \t]{0,3})?"
    r"(?:mm|cm|dm|m|km|in|inch(?:es)?|ft|feet|yd|mi|units?)(?:/(?:s|sec|h|min))?"
    r"[ \t]{0,3}\}?[ \t]{0,3}\^[ \t]{0,2}\{?[23]\}?"
)
# "\text{x = }\tfrac12": the unknown's name set as text before its value.
_TEXT_LABEL = re.compile(r"\\text(?:rm)?\{[ \t]{0,3}([A-Za-z])[ \t]{0,3}=[ \t]{0,3}\}")
# "5 + i\,": a spacing command that ends the answer, its mark cut off with the punctuation after an answer.
_TRAILING_SPACING = re.compile(r"(?:\\[,;:! ]?|\\q?quad)[ \t]*$")
# Wide spacing after a comma between listed values ("x = 2,\quad x = 3", "2,\; 3"): a comma's space, as ", " is.
_SPACED_COMMA = re.compile(r",(?:[ \t]*\\(?:q?quad(?![A-Za-z])|[;: ]))+[ \t]*")
_TEXT_ONLY = re.compile(r"\\text(?:rm|bf)?\{([^{}]{1,120})\}")
# -7 °C, 451 °F: a temperature is its number (math-verify would read "C" as a symbol); the unit rule reads
# the unit from the text as written.
_TEMPERATURE = re.compile(r"(-?\d+(?:\.\d+)?)[ \t]{0,2}°[ \t]?[CF]")


def balanced_braces(s: str) -> bool:
    """Whether every brace of ``s`` closes one opened before it, and all are closed."""
    depth = 0
    for c in s:
        depth += (c == "{") - (c == "}")
        if depth < 0:
            return False
    return depth == 0


def normalize_answer(answer: str, words: bool = True) -> str:
    """An extracted answer with number words (unless ``words`` is false) and locale number
    formats read (see the module docstring)."""
    s = _TEXT_PREFIX.sub("", answer, count=1) if "\\text" in answer else answer
    if "\\text" in s:
        s = _TEXT_LABEL.sub(r"\1 = ", s)
    if s.endswith(("\\", "quad", " ")):
        s = _TRAILING_SPACING.sub("", s) if not s.endswith("\\\\") else s
    if ",\\" in s or ", \\" in s:
        s = _SPACED_COMMA.sub(", ", s)
    if s.startswith("{\\") and s.endswith("}") and balanced_braces(s[1:-1]):
        s = s[1:-1]  # "{\\textstyle\\frac{6}{8}}": a group around the whole answer sets it, says nothing
    wrapped = _TEXT_ONLY.fullmatch(s.strip())
    spoken = number_from_words(wrapped.group(1) if wrapped else s) if words else None
    if spoken is not None:
        return spoken
    unit = _POWER_UNIT.fullmatch(s.strip()) or _TEMPERATURE.fullmatch(s.strip())
    if unit is not None:
        s = unit.group(1)
    for pattern, plain in _LOCALE_NUMBERS:
        m = pattern.fullmatch(s.strip())
        if m is not None:
            return plain(m)
    return s

