"""Markup a reader sees through is read as what it shows (an HTML tag that only formats its text, a LaTeX colour a page
shows, markdown's escaped asterisks); markup that may hide its text is never read through, so a value it hides is
never paid."""

from __future__ import annotations

import pytest

from reward_plugins.math.markup import shown_markup, shows

SIX_SEVENS = "What is 6 times 7?"

SHOWN = [  # the value a reader sees is paid
    "6 × 7 = 42.\n\nSo the answer is <b>42</b>.",
    "6 × 7 = 42.\n\nAnswer: <strong>42</strong>",
    "6 × 7 = 42.\n\n<h3>Answer: 42</h3>",
    "6 × 7 = 42.\n\nAnswer: <span title=\"final\">42</span>",
    "6 × 7 = 42.\n\nAnswer: <span style=\"color: red; font-weight: bold\">42</span>",
    "6 × 7 = 42.\n\nAnswer: <font color=\"blue\">42</font>",
    "6 × 7 = 42.\n\n$\\textcolor{red}{\\text{Answer: }42}$",
    "6 × 7 = 42.\n\n$\\boxed{\\textcolor{blue}{42}}$",
    "6 × 7 = 42.\n\n{\\color{red} Answer: 42}",
    "6 × 7 = 42.\n\n\\*\\*Final answer: 42\\*\\*",
    "6 × 7 = 42.\n\nAnswer: $\\textcolor{red!80!black}{42}$",
    "6 × 7 = 42.\n\nAnswer: $\\textcolor{#333333}{42}$",
    "6 × 7 = 42.\n\nAnswer: \u202e24\u202c",  # a right-to-left override shows 42
    "6 × 7 = 42.\n\nAnswer: &#52;&#50;",  # character references show their characters
    "6 × 7 = 42.\n\nAnswer: 4\u03368\u0336 42",  # a digit struck through is struck out
    # a line under the value, or a heading that is the value, shows the value
    "6 × 7 = 42.\n\n$\\underline{42}$",
    "6 × 7 = 42.\n\n\\underline{42}",
    "6 × 7 = 42.\n\n$\\underline{\\underline{42}}$",
    "6 × 7 = 42.\n\n$\\underline{\\textbf{42}}$",
    "6 × 7 = 42.\n\n$\\uline{42}$",
    "6 × 7 = 42.\n\n<u>42</u>",
    "6 × 7 = 42.\n\n# 42",
    "6 × 7 = 42.\n\n### **42**",
    "6 × 7 = 42.\n\n## 42 apples",
    # a second value in a colour near white, or of no size, is hidden: the value shown is the answer
    "6 × 7 = 42.\n\n$\\boxed{42}$ <font color=\"#fefefe\">\\boxed{48}</font>",
    "6 × 7 = 42.\n\nAnswer: 42 <span style=\"color: snow\">or 48</span>",
    "6 × 7 = 42.\n\nAnswer: 42 <span style=\"font-size:0\">or 48</span>",
]

UNDERLINED_OR_HEADED_WRONG = [  # the same markup around a wrong value is read as that value: wrong
    "6 × 7 = 42.\n\n$\\underline{48}$",
    "6 × 7 = 42.\n\n\\underline{\\textbf{48}}",
    "6 × 7 = 42.\n\n# 48",
    "6 × 7 = 42.\n\n### **48**",
    "Answer: 42\n\n# 48",
]

NOT_SHOWN = [  # markup that hides its text, or may: the hidden value is not paid
    "6 × 7 = 42.\n\nAnswer: <span style=\"color:#fefefe\">48</span>",
    "6 × 7 = 42.\n\nAnswer: <span class=\"sr-only\">48</span>",
    "6 × 7 = 42.\n\nAnswer: <span style=\"display:none\"><b>48</b></span>",
    "6 × 7 = 42.\n\nAnswer: <b style=\"font-size:0\">48</b>",
    "6 × 7 = 42.\n\nAnswer: <span style=\"color:white\"><b>48</b></span>",
    "6 × 7 = 42.\n\nAnswer: \\textcolor[rgb]{1,1,1}{48}",
    "6 × 7 = 42.\n\nAnswer: \\textcolor{red!0}{48}",
    "6 × 7 = 42.\n\nAnswer: <span style=\"color: red; background-color: red\">48</span>",
    "6 × 7 = 42.\n\n$\\boxed{42}$ $\\color{white}\\boxed{48}$",
    "6 × 7 = 42.\n\n$\\boxed{42}$ $\\color{#FFF}\\boxed{48}$",
    "6 × 7 = 42.\n\n$\\boxed{42}$ $\\textcolor{#ffffff}{\\boxed{48}}$",
    "6 × 7 = 42.\n\n$\\boxed{42}$ $\\textcolor{white!100}{\\boxed{48}}$",
    "6 × 7 = 42.\n\n$\\boxed{42}$ $\\textcolor{White}{\\boxed{48}}$",
    "6 × 7 = 42.\n\n\\boxed{42}\n\n<svg><text opacity=\"0\">\\boxed{48}</text></svg>",
    "6 × 7 = 42.\n\nAnswer: 4\u03368\u0336",
    "6 × 7 = 42.\n\nAnswer: 48&#x0336;",
    "6 × 7 = 42.\n\n<font color=\"#fefefe\">\\boxed{48}</font> $\\boxed{42}$",
]
SHOWN_IN_GREY = [  # a colour between shown and hidden is not read through: the value it may hide is a second one
    "6 × 7 = 42.\n\n$\\boxed{42}$ <font color=\"#cccccc\">\\boxed{48}</font>",
    "6 × 7 = 42.\n\nAnswer: 42 <span style=\"font-size:1px\">or 48</span>",
]


@pytest.mark.parametrize("completion", SHOWN_IN_GREY)
def test_markup_of_a_colour_between_keeps_what_it_may_hide(math_plugin, completion):
    assert math_plugin.explain(SIX_SEVENS, completion, "42")["reason"] != "correct"


@pytest.mark.parametrize("completion", SHOWN)
def test_markup_a_reader_sees_through_is_read_as_what_it_shows(math_plugin, completion):
    assert math_plugin.explain(SIX_SEVENS, completion, "42")["reason"] == "correct"


@pytest.mark.parametrize("completion", UNDERLINED_OR_HEADED_WRONG)
def test_underline_and_heading_show_their_value_right_or_wrong(math_plugin, completion):
    assert math_plugin.explain(SIX_SEVENS, completion, "42")["reason"] != "correct"


@pytest.mark.parametrize("completion", NOT_SHOWN)
def test_markup_that_may_hide_its_text_is_never_read_through(math_plugin, completion):
    assert math_plugin.explain(SIX_SEVENS, completion, "48")["reason"] != "correct"


@pytest.mark.parametrize("text,shown", [
    ("<b>42</b>", "42"),
    ("x<sup>2</sup> + y<sub>1</sub>", "x^{2} + y_{1}"),
    ("<p>Answer: 42</p>", "\nAnswer: 42\n"),
    ("a<br>b", "a\nb"),
    ("\\textcolor{red}{\\frac{1}{2}}", "\\frac{1}{2}"),
    ("\\*\\*Answer: 42\\*\\*", "**Answer: 42**"),
    ("$3\\*4$", "$3\\*4$"),  # LaTeX's discretionary times between two factors is no markdown
    # a closing tag goes with its opening tag: an element that hides its text keeps both
    ("<span style=\"display:none\"><b>48</b></span>", "<span style=\"display:none\">48</span>"),
    ("<div hidden>48</div>", "<div hidden>48</div>"),
    ("\\textcolor{white}{48}", " "),
    ("$\\color{white} 48$ 42", "$ $ 42"),
    ("{\\color{#fff} 48} 42", "{ } 42"),
    ("\\textcolor{lightgray}{48}", "\\textcolor{lightgray}{48}"),  # between shown and hidden: left as written
    ("<svg><text opacity=\"0\">48</text><text opacity=\"0.5\">42</text></svg>", "<svg><text opacity=\"0.5\">42</text></svg>"),
    ("\u202e24\u202c", "42"),
    ("&minus;5 and x &lt; 5", "\u22125 and x < 5"),
    ("&lt;b&gt;48&lt;/b&gt;", "&lt;b>48&lt;/b>"),  # an escaped tag is shown as written, never read as markup
    ("5\u0336 42, x =\u0338 5", " 42, x =\u0338 5"),
])
def test_shown_markup_is_written_as_it_shows(text, shown):
    assert shown_markup(text) == shown


@pytest.mark.parametrize("model,spec,shown", [
    (None, "red", True), (None, "black", True), (None, "red!80!black", True), (None, "#333", True), ("gray", "0.2", True),
    (None, "white", False), (None, "White", False), (None, "#FEFEFE", False), (None, "white!100", False), (None, "red!5", False),
    ("rgb", "1,1,1", False), ("RGB", "255,255,255", False), ("HTML", "FFFFFF", False), (None, "transparent", False),
    (None, "lightgray", None), (None, "no-such-colour", None), ("cmyk", "0,0,0,0", None),
])
def test_a_colour_shows_by_its_contrast_with_a_white_page(model, spec, shown):
    assert shows(model, spec) is shown
