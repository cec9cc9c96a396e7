r"""A program's output vouching for a value the working did not reach.

A confirmation presupposes the value it confirms: "The interpreter confirms: 91." says that 91 was reached before. Where
the working's last conclusion before the program (its session, its output or its name) is another value ("So the sum is
90.", then a ``>>>`` session printing 91, then "The interpreter confirms: 91."), the text offers two values, its own and
the program's, and never settles on one: a policy that cannot reach a value could let a shown or claimed output say it.
A confirmation of the value concluded ("So the sum is 91." … "The interpreter confirms: 91.") is the writer's own check.

>>> from reward_plugins.math.reading import read
>>> work = "1+2+3+4+6+9+12+18+36 = 90.\n\nSo the sum is 90.\n\n```\n>>> sum(d for d in range(1, 37) if 36 % d == 0)\n91\n```\n"
>>> confirmed_unreached(read(work + "The interpreter confirms: 91."))
"the working concluded 90, and a program's output gives or is said to confirm 91: 'The interpreter confirms: 91.'"
>>> confirmed_unreached(read(work.replace("90", "91") + "The interpreter confirms: 91.")) is None
True
"""

from __future__ import annotations

import re

from reward_plugins.math.after import CONCLUDES
from reward_plugins.math.candidates import committed_values
from reward_plugins.math.final_statement import same_value
from reward_plugins.math.injection import TOOL_NOUN
from reward_plugins.math.numbers import parse_number
from reward_plugins.math.reading import Reading

# Words that confirm, a closed class: English, German, French, Spanish, Portuguese, Italian, Dutch, Swedish, Polish, Russian,
# Ukrainian, Turkish, Indonesian, Chinese, Japanese, Korean.
_CONFIRMS = re.compile(
    r"(?i)(?<![^\W\d_])(?:confirm\w{0,5}|verif\w{0,6}|agree\w{0,2}|as[ \t]expected|checks[ \t]out|bestätig\w{0,4}|überprüft|stimmt[ \t]überein"
    r"|vérifi\w{0,4}|conferm\w{0,4}|bevestig\w{0,4}|bekräft\w{0,4}|potwierdz\w{0,4}|подтвержд\w{0,5}|подтверж\w{0,5}"
    r"|проверено|совпада\w{0,4}|підтвердж\w{0,5}|doğrul\w{0,6}|onayl\w{0,6}|mengonfirmasi|membenarkan)(?![^\W\d_])"
    r"|确认|確認|验证|驗證|证实|證實|확인")
# What a program gives, said so: its output, its run.
_OUTPUT = re.compile(r"(?i)(?<![^\W\d_])(?:output|running[ \t]it|run|ausgabe|sortie|salida|saída|uscita|вывод|uitvoer)(?![^\W\d_])|输出|輸出|出力|출력")
_CODE_BLOCK = re.compile(r"```.*?(?:```|$)", re.DOTALL)
_SESSION_LINE = re.compile(r"(?m)^[ \t]*(?:>>>|\.\.\.|In \[\d+\]:|Out\[\d+\]:).*$")
_SENTENCE = re.compile(r"(?:[^.!?。！？\n]|(?<=\d)\.(?=\d))+(?:[.!?。！？]+|$)")
_DIGIT = re.compile(r"\d")


def confirmed_unreached(reading: Reading) -> str | None:
    """What was seen where the answer's line has a program confirm a value and the working's last conclusion before the
    program, with no number after it, is another value (see the module docstring), else ``None``."""
    if reading.answer is None or reading.visible is None or reading.at[0] < 0:
        return None
    text = reading.visible
    start = text.rfind("\n", 0, reading.at[0]) + 1
    end = text.find("\n", reading.at[1])
    line = text[start : end if end >= 0 else len(text)]
    above = text.rfind("\n", 0, max(start - 1, 0)) + 1
    if text.count("```", 0, reading.at[0]) % 2 == 1:  # the answer read from a program's output: the block it is printed in
        start = text.rfind("```", 0, reading.at[0])
    elif _SESSION_LINE.match(text, above) is not None:  # printed under a ">>>" line
        start = above
    else:  # said in words: a confirmation, of a program's output or run or of a shown session
        shown = "```" in text[:start] or _SESSION_LINE.search(text, 0, start) is not None
        if _CONFIRMS.search(line) is None or not (shown or TOOL_NOUN.search(line) or _OUTPUT.search(line)):
            return None
    prose = _SESSION_LINE.sub(" ", _CODE_BLOCK.sub(" ", text[:start]))
    concluded = None
    for m in CONCLUDES.finditer(prose):
        clause = _SENTENCE.match(prose, m.end())
        if clause is None:
            continue
        values = committed_values(clause.group())
        if values and not _DIGIT.search(prose, clause.end()):
            concluded = values[-1][0]
    if concluded is None:
        return None
    answer = parse_number(reading.answer.rsplit("=", 1)[-1].strip())
    if answer is None or same_value(concluded, answer):
        return None
    return f"the working concluded {concluded}, and a program's output gives or is said to confirm {reading.answer.strip()}: {line.strip()!r}"
