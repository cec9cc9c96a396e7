r"""Markup a reader sees through, written as what it shows, before the completion is normalised.

A rendered completion shows ``<b>42</b>`` as a bold 42, ``\textcolor{red}{42}`` as a red 42 and
``\*\*Answer: 42\*\*`` as the asterisks and the words; it hides ``\textcolor{#ffffff}{48}``, ``$\color{white} 48$``
and ``<text opacity="0">48</text>``, strikes out ``5\u0336``, shows ``&minus;5`` as −5 and, written under a
right-to-left override, ``\u202e24`` as 42. :func:`shown_markup` writes each as a reader sees it. A tag with an attribute that may hide its text (a class, a style other than weight, slant, underline or a
colour that shows) stays as written, with its closing tag, for :mod:`reward_plugins.math.normalize` to drop what it
hides; what neither can tell stays unread. A colour is shown or hidden by its contrast with a white page; one
between (a light grey) stays as written.

>>> shown_markup('Answer: <span title="final"><b>42</b></span>'), shown_markup(r'\boxed{42} $\color{#FFF} \boxed{48}$')
('Answer: 42', '\\boxed{42} $ $')
"""

from __future__ import annotations

import html
import re
import unicodedata

_FORMAT_TAG = re.compile(
    r"(?i)<(/?)(b|strong|i|em|u|ins|mark|span|big|small|code|tt|kbd|samp|var|cite|abbr|dfn|font|p|div|center|h[1-6]|li|br|hr)"
    r"((?:[ \t\n]{1,5}[\w-]{1,20}(?:[ \t]{0,2}=[ \t]{0,2}(?:\"[^\"<>\n]{0,200}\"|'[^'<>\n]{0,200}'|[^\s\"'<>]{1,50}))?){0,6})[ \t\n]{0,5}/?>")
_ATTRIBUTE = re.compile(r"([\w-]{1,20})(?:[ \t]{0,2}=[ \t]{0,2}(?:\"([^\"]*)\"|'([^']*)'|(\S+)))?")
_BLOCK_TAGS = frozenset("p div center h1 h2 h3 h4 h5 h6 li br hr".split())
_EMPTY_TAGS = frozenset(("br", "hr"))
_SHOWN_STYLE = re.compile(
    r"(?i)[ \t]{0,3}(?:font-weight[ \t]{0,3}:[ \t]{0,3}(?:bold|bolder|normal|[1-9]00)|font-style[ \t]{0,3}:[ \t]{0,3}(?:italic|normal)"
    r"|text-decoration[ \t]{0,3}:[ \t]{0,3}(?:underline|none)|color[ \t]{0,3}:[ \t]{0,3}([#\w]{1,20}))[ \t]{0,3}")
# An element hidden by a presentation attribute, as SVG and old HTML write it ('<text opacity="0">', '<g fill="white">',
# '<text visibility="hidden">'): dropped whole, as normalize drops one hidden by its style.
_ZERO = r"[ \t]{0,2}=[ \t]{0,2}[\"']?[ \t]{0,2}0{1,4}(?:\.0{1,4})?(?![.\d]{0,6}[1-9])"
_HIDING_ELEMENT = re.compile(
    r"(?is)<(\w{1,12})\b[^<>]{0,300}?[ \t\n](?:(?:fill-|stroke-)?opacity" + _ZERO + "|font-size" + _ZERO
    + r"|visibility[ \t]{0,2}=[ \t]{0,2}[\"']?hidden|display[ \t]{0,2}=[ \t]{0,2}[\"']?none"
    r"|fill[ \t]{0,2}=[ \t]{0,2}[\"']?(?:white|none|transparent|#fff(?:fff)?\b))[^<>]{0,300}>.{0,4000}?</\1>")
# An element in a colour that does not show on a white page, however near white it is written ('<font color="#fefefe">',
# '<span style="color: snow">'): dropped whole, as a LaTeX colour near white is; a colour between stays for the tags.
_COLOURED_ELEMENT = re.compile(
    r"(?is)<(\w{1,12})\b[^<>]{0,300}?(?<![-\w])color[ \t]{0,3}[=:][ \t]{0,3}[\"']?([#\w]{1,20})[^<>]{0,300}>.{0,4000}?</\1>")
# An image, in markdown or HTML ('![391](answer.png "final answer 391")', '<img src="a.png" alt="391">'): a reader sees the
# picture, not its alt text or its title (shown only where the picture fails to load, or on hover); it shows no value.
_IMAGE = re.compile(r"!\[[^\[\]\n]{0,300}\]\([^()\n]{0,1000}\)|(?i:<img\b[^<>]{0,1000}>)")
_SUPERSCRIPT_TAG = re.compile(r"(?i)<(sup|sub)>([^<>\n]{1,40})</\1>")
_ESCAPED_STAR = re.compile(r"(?<![\w})])\\\*|\\\*(?![\w{(]|\\(?!\*))")
# An HTML character reference shows its character ("&minus;5", "&#52;&#50;", "x &lt; 5"); "&lt;" before a tag's name stays,
# so an escaped tag ("&lt;b&gt;") is never read as markup.
_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,30});")
# A letter or digit with a stroke drawn through it ("5\u0336", U+0334-U+0338): struck out, as "~~5~~" is ("=\u0338" is "≠").
_STRUCK_CHARACTER = re.compile("[^\\W_][\u0334-\u0338]+")
_OVERLAY = re.compile("[\u0334-\u0338]")
# LaTeX that is never typeset: a comment environment ("\\begin{comment} … \\end{comment}", the comment package's, and
# the same under another name; one never closed hides the rest), "\\if0 … \\fi", an org-mode comment block.
_COMMENT_BLOCK = re.compile(
    r"(?s)\\begin\{(comment\*?|hide|hidden|ignore|iffalse|commentout)\}.{0,4000}?(?:\\end\{\1\}|\Z)|\\if0\b.{0,4000}?\\fi\b"
    r"|(?im:^[ \t]{0,3}#\+begin_comment\b.{0,4000}?^[ \t]{0,3}#\+end_comment\b)")
# Inside displayed math (and "\\( … \\)") a percent sign not written after a digit ("50%" is a percent) opens a comment to
# the end of its line or of the math: "$$x = 2 % \boxed{7}$$" shows x = 2. Between single dollars, which may be two
# prices, it is left as written.
_MATH = re.compile(r"(?s)\$\$.{1,4000}?\$\$|\\\[.{1,4000}?\\\]|\\\(.{1,400}?\\\)")
_MATH_COMMENT = re.compile(r"(?<![\\\d])%[^\n]*?(?=\n|\$\$?$|\\[\])]$|$)")
# A right-to-left override shows what follows it reversed, to its end (U+202C) or the end of the line.
_REVERSED = re.compile("\u202e([^\u202a-\u202e\n]{0,200})\u202c?")

# Colours by their names on a web page (MathJax and HTML take CSS's), as red, green and blue from 0 to 1.
_NAMED = {
    "white": (1, 1, 1), "black": (0, 0, 0), "red": (1, 0, 0), "green": (0, 0.5, 0), "blue": (0, 0, 1), "yellow": (1, 1, 0),
    "cyan": (0, 1, 1), "aqua": (0, 1, 1), "magenta": (1, 0, 1), "fuchsia": (1, 0, 1), "orange": (1, 0.65, 0),
    "purple": (0.5, 0, 0.5), "violet": (0.93, 0.51, 0.93), "brown": (0.65, 0.16, 0.16), "gray": (0.5, 0.5, 0.5),
    "grey": (0.5, 0.5, 0.5), "darkgray": (0.66, 0.66, 0.66), "darkgrey": (0.66, 0.66, 0.66), "lightgray": (0.83, 0.83, 0.83),
    "lightgrey": (0.83, 0.83, 0.83), "silver": (0.75, 0.75, 0.75), "teal": (0, 0.5, 0.5), "olive": (0.5, 0.5, 0),
    "maroon": (0.5, 0, 0), "navy": (0, 0, 0.5), "lime": (0, 1, 0), "pink": (1, 0.75, 0.8), "crimson": (0.86, 0.08, 0.24),
    "darkblue": (0, 0, 0.55), "darkred": (0.55, 0, 0), "darkgreen": (0, 0.39, 0), "indigo": (0.29, 0, 0.51),
    "snow": (1, 0.98, 0.98), "ivory": (1, 1, 0.94), "whitesmoke": (0.96, 0.96, 0.96), "ghostwhite": (0.97, 0.97, 1),
}
_HIDDEN_BELOW, _SHOWN_FROM = 1.25, 1.8  # contrast with a white page (WCAG's ratio: 1 is white on white, 21 black)
_COLOUR = re.compile(
    r"\\(textcolor|color)[ \t]{0,2}(?:\[[ \t]{0,2}([A-Za-z]{1,6})[ \t]{0,2}\])?[ \t]{0,2}\{[ \t]{0,2}([^{}\n]{1,40}?)[ \t]{0,2}\}[ \t]{0,2}")


def _rgb(model: str | None, spec: str) -> tuple[float, ...] | None:
    """A colour as written (``red``, ``#FFF``, ``red!50!black``, ``[rgb]{1,1,1}``, ``[RGB]{255,255,255}``,
    ``[HTML]{FFFFFF}``, ``[gray]{1}``) as red, green and blue from 0 to 1, or ``None``."""
    spec = spec.strip().lower()
    try:
        if model in ("rgb", "RGB"):
            values = tuple(float(x) for x in spec.split(","))
            return tuple(v / 255 for v in values) if model == "RGB" else values
        if model == "gray":
            return (float(spec),) * 3
        if model == "HTML" or (model is None and spec.startswith("#")):
            digits = spec.lstrip("#")
            digits = "".join(c * 2 for c in digits) if len(digits) == 3 else digits
            return tuple(int(digits[k : k + 2], 16) / 255 for k in (0, 2, 4)) if len(digits) == 6 else None
        if model is None and "!" in spec:  # xcolor's mix: "red!30" is 30% red in white, "red!30!black" in black
            parts = spec.split("!")
            colour = _NAMED[parts[0]]
            for k in range(1, len(parts), 2):
                share = float(parts[k]) / 100
                other = _NAMED[parts[k + 1]] if k + 1 < len(parts) else (1, 1, 1)
                colour = tuple(share * a + (1 - share) * b for a, b in zip(colour, other))
            return colour
        return _NAMED.get(spec) if model is None else None
    except (KeyError, ValueError):
        return None


def shows(model: str | None, spec: str) -> bool | None:
    """Whether text in a colour shows on a white page: ``True``, ``False`` (white, near white, transparent), or
    ``None`` (a colour between, or one not read)."""
    if spec.strip().lower() in ("transparent", "none"):
        return False
    rgb = _rgb(model, spec)
    if rgb is None or len(rgb) != 3 or not all(0 <= c <= 1 for c in rgb):
        return None
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    contrast = 1.05 / (0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2] + 0.05)
    return False if contrast < _HIDDEN_BELOW else True if contrast >= _SHOWN_FROM else None


def _shown_attributes(attributes: str) -> bool:
    """Whether a tag's attributes only say how its text is shown, never that it is hidden."""
    for m in _ATTRIBUTE.finditer(attributes):
        name, value = m.group(1).lower(), next((g for g in m.groups()[1:] if g is not None), "")
        if name in ("title", "lang", "dir", "id"):
            continue
        if name == "color" and shows(None, value):
            continue
        if name == "style" and all(
            (d := _SHOWN_STYLE.fullmatch(part)) is not None and (d.group(1) is None or shows(None, d.group(1)))
            for part in value.split(";") if part.strip()
        ):
            continue
        return False
    return True


def _unwrap_tags(text: str) -> str:
    """``text`` without the formatting tags whose attributes only say how their text is shown; a closing tag goes only
    with its opening tag, so an element that hides its text keeps both for normalize to drop."""
    parts, pos, open_tags = [], 0, []
    for m in _FORMAT_TAG.finditer(text):
        name = m.group(2).lower()
        if m.group(1):  # a closing tag: as its opening tag went
            at = next((k for k in range(len(open_tags) - 1, -1, -1) if open_tags[k][0] == name), None)
            shown = at is not None and open_tags[at][1]
            del open_tags[at if at is not None else len(open_tags) :]
        else:
            shown = _shown_attributes(m.group(3))
            if name not in _EMPTY_TAGS and not m.group().endswith("/>"):
                open_tags.append((name, shown))
        if shown:
            parts.append(text[pos : m.start()] + ("\n" if name in _BLOCK_TAGS else ""))
            pos = m.end()
    parts.append(text[pos:])
    return "".join(parts)


def _group_end(text: str, start: int, limit: int = 4000) -> int:
    """Where the group ``start`` is in ends: its unmatched ``}``, or the end of its math environment (``$``, ``\\)``,
    ``\\]``), else the end of the text."""
    depth, i, stop = 0, start, min(len(text), start + limit)
    while i < stop:
        c = text[i]
        if c == "\\":
            if depth == 0 and text[i + 1 : i + 2] in (")", "]"):
                return i
            i += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            if depth == 0:
                return i
            depth -= 1
        elif c == "$" and depth == 0:
            return i
        i += 1
    return stop


def _colours_shown(text: str) -> str:
    """``text`` with each colour written as a reader sees it: ``\\textcolor{red}{42}`` is 42 and ``\\color{red}`` goes;
    ``\\textcolor{#fff}{48}`` goes whole, and ``\\color{#fff}`` with the rest of its group. A colour not read, or
    between shown and hidden, stays as written."""
    parts, pos = [], 0
    for m in _COLOUR.finditer(text):
        if m.start() < pos:
            continue
        shown = shows(m.group(2), m.group(3))
        argument = text.startswith("{", m.end())
        if shown is None or (m.group(1) == "textcolor" and not argument):
            continue
        parts.append(text[pos : m.start()])
        if m.group(1) == "textcolor" or (shown and argument):  # "\color{red}{42}" is read as MathJax reads it
            end = _group_end(text, m.end() + 1)
            parts.append(text[m.end() + 1 : end] if shown else " ")  # a space: "$ $" opens no display math
            pos = min(end + 1, len(text))
        else:
            pos = m.end() if shown else _group_end(text, m.end())  # a switch: the rest of its group is in its colour
            parts.append("" if shown else " ")
    parts.append(text[pos:])
    return "".join(parts)


def _character(m: re.Match) -> str:
    shown = html.unescape(m.group())
    if shown in "<>&" and re.match(r"[A-Za-z/!?]", m.string[m.end() : m.end() + 1]):
        return m.group()  # "&lt;b&gt;", "&amp;nbsp;": written to be read as it is
    return shown


def _without_comments(math: re.Match) -> str:
    """The math as typeset: a comment's text goes, its closing delimiter stays."""
    return _MATH_COMMENT.sub("", math.group()) if "%" in math.group() else math.group()


# An equation's number or label ("$$x = 7 \tag{1}$$", "\label{eq:x}", "\nonumber"): the display names its line by it
# in the margin, it is no value of the line.
EQUATION_LABEL = re.compile(r"[ \t]{0,3}\\(?:notag|nonumber|label\{[^{}]{0,40}\}|tag\*?\{[^{}]{0,40}\})(?![A-Za-z])")

# A face drawn in characters (kaomoji: "(๑•̀ㅂ•́)و✧", "(^_^)", "(≧▽≦)", "( ͡° ͜ʖ ͡°)"), its arms included: a mood, no
# value, though a Thai digit one may draw its cheek ("๑"). A bracket holding any other digit, a Latin letter or two
# drawn eyes fewer is left as written ("(−∞, ∞)", "(๑๒)").
_EYES = "•・◕ᴗ‿ω▽ㅂﾟ°□д∀≧≦^ᵔᵕ˘ꈍ◡❛͜͡ʖ´`òóˇ＾≖ಠ益▔﹏⌒■ᴥ♥❤ヮ˃˂◉⊙"  # eyes, mouths and noses faces are drawn with
_FACE = re.compile(r"[ᕦヽ\\ʕ٩ᕙ୧┐⊂੭]{0,2}[(（ʕ](?P<inside>[^()（）ʕʔ\n0-9A-Za-z]{2,24})[)）ʔ][و۶ง✧ﾟ☆✨ノﾉ/ᕤ୨ᕗ゜・♪♡ʔ┌⊃੭╯︵┻━┳･ ]{0,8}")
_FACE_GLYPHS = frozenset(_EYES)
_FACE_START = re.compile(r"[(（ʕ][^()（）\n0-9A-Za-z]{0,6}[" + re.escape(_EYES) + "]")
_DOUBTING_GLYPHS = frozenset("?？;；╥ಥ﹏TＴ💧")
_OTHER_DIGIT = re.compile(r"(?![๑੭])\d")  # a Thai one draws a cheek, a Gurmukhi seven an arm: "(๑•̀ㅂ•́)", "(੭˃ᴗ˂)੭"
# A smiling face in plain characters at the end of a line or before words (":)", ":-)", "=)", "^_^", "^^"); a sad, doubting
# or winking one (":(", ":/", ";)") stays for the tail, and ":D" may be an option letter after a colon.
_SMILEY = re.compile(r"(?<=[ \t])(?::-?\)|=\)|\^[_.-]?\^)(?=[ \t]*(?:\n|$)|[ \t]+[^\W\d_])")


def _without_faces(text: str) -> str:
    """``text`` with the faces drawn in characters dropped (see ``_FACE``)."""
    def face(m: re.Match) -> str:
        inside = m.group("inside")
        drawn = sum(c in _FACE_GLYPHS or unicodedata.category(c) == "Mn" for c in inside)
        # A face of doubt, puzzlement or tears ("(・_・?)", "(╥﹏╥)", "(^_^;)") stays for the tail to weigh.
        doubting = any(c in _DOUBTING_GLYPHS for c in inside)
        return " " if drawn >= 2 and not doubting and not _OTHER_DIGIT.search(inside) else m.group()
    text = _FACE.sub(face, text) if _FACE_START.search(text) else text
    return _SMILEY.sub(" ", text) if ")" in text or "^" in text else text


def shown_markup(text: str) -> str:
    """``text`` with the markup a reader sees through written as what it shows (see the module docstring)."""
    if "![" in text or "<img" in text or "<IMG" in text:
        text = _IMAGE.sub(" ", text)
    if "<" in text and ">" in text:
        if "=" in text:
            text = _HIDING_ELEMENT.sub("", text)
            if "color" in text:
                text = _COLOURED_ELEMENT.sub(lambda m: "" if shows(None, m.group(2)) is False else m.group(), text)
        text = _SUPERSCRIPT_TAG.sub(lambda m: ("^{" if m.group(1).lower() == "sup" else "_{") + m.group(2) + "}", text)
        text = _unwrap_tags(text)
    if "color" in text:
        text = _colours_shown(text)
    if "\\*" in text:
        text = _ESCAPED_STAR.sub("*", text)
    if "&" in text and ";" in text:
        text = _ENTITY.sub(_character, text)
    if "\\begin{" in text or "\\if0" in text or "#+" in text:
        text = _COMMENT_BLOCK.sub(" ", text)
    if "%" in text and ("$$" in text or "\\[" in text or "\\(" in text):
        text = _MATH.sub(_without_comments, text)
    if _OVERLAY.search(text):
        text = _STRUCK_CHARACTER.sub("", text)
    if "\\tag" in text or "\\label" in text or "\\no" in text:
        text = EQUATION_LABEL.sub("", text)
    if (")" in text or "ʔ" in text or "^" in text) and (_FACE_START.search(text) or _SMILEY.search(text)):
        text = _without_faces(text)
    if "\u202e" in text:
        text = _REVERSED.sub(lambda m: m.group(1)[::-1], text)
    return text
