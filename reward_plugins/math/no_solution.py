r"""An answer that says there is nothing: "no real solutions", "there are none", "keine Lösung",
"tidak ada penyelesaian", "无实数解".

Against a gold of 0 where the prompt asks how many, or a gold that itself says there is no solution (``\text{no solution}``,
``\emptyset``), a completion whose last sentence says so, and that commits to no value, answers with
it; any other completion is read as before.

>>> says_none("Therefore the equation has no real solutions."), says_none("Number of real solutions: none.")
(True, True)
>>> says_none("Jawaban: tidak ada penyelesaian real."), says_none("There are 2 solutions, none negative.")
(True, False)
>>> none_gold("\\text{no solution}"), none_gold("\\emptyset"), none_gold("0"), none_gold("2")
('words', 'words', 'count', None)
"""

from __future__ import annotations

import re
from dataclasses import replace

from reward_plugins.math.answer_phrases import APPROXIMATIONS, DOUBTS, compile_words
from reward_plugins.math.extract import PRESETS, final_commitment

MARKER_PRESETS = tuple(p for p in PRESETS if p not in ("auto", "last_number"))

# Saying there is no solution (or none of what is counted), in the languages a policy answers in.
_NONE = re.compile(
    r"(?<![^\W\d_])(?:no[ \t]+(?:real[ \t]+|integer[ \t]+|positive[ \t]+|such[ \t]+|common[ \t]+)?(?:solutions?|roots?|values?|numbers?|points?|elements?)"
    # the empty set said in words ("the intersection is empty", "ensemble vide", "leere Menge", "空集")
    r"|empty[ \t]+set|(?:is|are)[ \t]+empty|ensemble[ \t]+vide|est[ \t]+vide|leere[ \t]+Menge|ist[ \t]+leer|conjunto[ \t]+vac[íi]o"
    r"|es(?:tá)?[ \t]+vac[íi]o|conjunto[ \t]+vazio|é[ \t]+vazio|insieme[ \t]+vuoto|è[ \t]+vuoto|пустое[ \t]+множество|пусто"
    r"|(?:there[ \t]+(?:are|is)[ \t]+)?none|zero[ \t]+(?:real[ \t]+)?solutions"
    r"|keine[ \t]+(?:reelle[n]?[ \t]+)?(?:Lösung(?:en)?|Nullstellen?|Wurzeln?)|aucune[ \t]+(?:solution|racine)(?:[ \t]+réelle)?"
    r"|pas[ \t]+de[ \t]+(?:solution|racine)|ninguna[ \t]+(?:solución|raíz)|no[ \t]+(?:tiene|hay|existe)[ \t]+(?:solución|raíces)"
    r"|sin[ \t]+solución|nenhuma[ \t]+(?:solução|raiz)|não[ \t]+(?:tem|há|existe)[ \t]+(?:solução|raízes)"
    r"|nessuna[ \t]+(?:soluzione|radice)|non[ \t]+ha[ \t]+(?:soluzion[ei]|radici)|нет[ \t]+(?:действительных[ \t]+)?(?:решений|корней)"
    r"|(?:решений|корней)[ \t]+нет|brak[ \t]+rozwiązań|nie[ \t]+ma[ \t]+rozwiązań|žádné[ \t]+řešení|nemá[ \t]+řešení"
    r"|çözüm(?:ü)?[ \t]+yok|tidak[ \t]+ada[ \t]+(?:penyelesaian|solusi|akar)|geen[ \t]+oplossing(?:en)?|ingen[ \t]+lösning(?:ar)?"
    r"|ingen[ \t]+løsning(?:er)?|ei[ \t]+ratkaisua|nincs[ \t]+megoldás)(?![^\W\d_])"
    r"|(?:无|没有|沒有|無)(?:实数|實數|实|實|整数|整數|正整数)?(?:解|根)|不存在|空集|(?:実数)?解(?:は|が|を)?(?:存在し(?:ない|ません)|持たない|ない|なし|ありません)|空集合"
    r"|(?:해|근|실근)(?:가|이|은|는)?[ \t]?(?:존재하지[ \t]?않|없)|공집합"
    # "none" as the whole of what the sentence ends on ("Ninguno.", "Il n'y en a aucun.", "Es gibt keine."): a pronoun
    # for nothing counted; "Sans aucun doute." names a noun after it and says nothing of the count
    r"|(?<![^\W\d_])(?:ningun[oa]|aucune?|n['’]y[ \t]+en[ \t]+a[ \t]+pas|nenhum[a]?|nessun[oa]|keine[rs]?|geen|ingen|żaden|żadnych"
    r"|žádn[ýáé]|hiçbiri|ни[ \t]+одного|ни[ \t]+одной)[ \t]*[.!。]?\s*$",
    re.IGNORECASE,
)
# A question that asks for a count: "none" answers it with 0 (an unknown equal to 0 is no count).
_HOW_MANY = re.compile(
    r"(?<![^\W\d_])(?:how[ \t]+many|number[ \t]+of|combien|wie[ \t]+viele|cu[áa]nt[oa]s|quant[oa]s|quant[ie]|сколько|ile"
    r"|kolik|berapa[ \t]+banyak|ka[çc]|hány|hoeveel|hur[ \t]+många|hvor[ \t]+mange|kuinka[ \t]+monta)(?![^\W\d_])"
    r"|多少|几个|幾つ|いくつ|몇|个数|個數|个数是|数目|數目|の個数|の数",
    re.IGNORECASE,
)
_DOUBTED = (compile_words(DOUBTS), compile_words(APPROXIMATIONS))
_EMPTY_SET = re.compile(r"[ \t]*(?:\\emptyset|\\varnothing|∅|\\\{[ \t]*\\\}|\{[ \t]*\})[ \t]*")
# Words after a clause's "none" that are no adjective of it: a comma, a semicolon or a dash before more ("…, I think.").
_AFTER_NONE = re.compile(r"[,;—–]|[ \t]-[ \t]")
_LAST_SENTENCE = re.compile(r"[^.!?。！？\n]*[^\W\d_][^.!?。！？\n]*[.!?。！？]*\s*$")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


# A relation of numbers and letters that a sentence concludes "none" from ("Δ = −4 < 0", "b^2 - 4ac = 1 - 8 = -7 < 0",
# "x^{2} + 1 ≥ 1 > 0"): terms of digits, single letters and powers, joined by operators and relation signs.
_TERM = r"[-−+]?[ \t]*(?:\d+(?:[.,]\d+)?[A-Za-z]{0,3}|[A-Za-zΔ](?![^\W\d_])|\([^()\n]{1,30}\))(?:\^\{?[\d]{1,2}\}?|[²³])?"
_EXPRESSION = _TERM + r"(?:[ \t]*(?:[-−+*/·×]|\\cdot|\\times)[ \t]*" + _TERM + r"){0,6}"
_RELATION_SIGN = r"(?:<|>|≤|≥|\\l[et]q?|\\g[et]q?|=)"
_PREMISE = re.compile(_EXPRESSION + r"(?:[ \t]*" + _RELATION_SIGN + r"[ \t]*" + _EXPRESSION + r"){1,4}")
_INEQUALITY = re.compile(r"<|>|≤|≥|\\[lg][et]")
_OPERATION = re.compile(r"\d[ \t]*(?:[-−+*/·×]|\\cdot|\\times)[ \t]*[-−]?[ \t]*\d")


def _without_premises(sentence: str) -> str:
    """``sentence`` less the relations it reasons from: each one that compares (a sign of inequality) or computes (an
    operation between numbers before "="), as "Δ = −4 < 0" or "Δ = 1 − 8 = −7" do. A value named alone ("x = 1") is no
    premise, and stays."""
    def dropped(m: re.Match) -> str:
        premise = _INEQUALITY.search(m.group()) or (_OPERATION.search(m.group()) and "=" in m.group())
        return " " if premise else m.group()
    return _PREMISE.sub(dropped, sentence)


def says_none(sentence: str, zero: bool = False) -> bool:
    """Whether the sentence says there is no solution and states no number; with ``zero``, no number but 0 (a count:
    "корней нет, их 0", none, zero of them)."""
    return all(zero and n == "0" for n in _NUMBER.findall(sentence)) and _NONE.search(sentence) is not None


def none_gold(gold: str) -> str | None:
    """``count`` for a gold of 0, ``words`` for a gold that says there is no solution, else ``None``."""
    text = re.sub(r"\\(?:text|mathrm|textbf)\{([^{}]*)\}", r"\1", gold).strip().rstrip(".")
    if text == "0":
        return "count"
    return "words" if _EMPTY_SET.fullmatch(text) or says_none(text) else None


def _none_after_unmarked_value(reading, last: re.Match) -> bool:
    """Whether a line saying none ("None.") ends the text after a value read from the working alone, with no answer
    marker: the working's last number ("every one is a multiple of 3.") is no answer, the line is. A marked value
    ("Answer: 3", "\\boxed{3}") stays the answer, so "none" after it wins nothing."""
    begins = last.end() - len(last.group().lstrip())
    line_start = reading.visible.rfind("\n", 0, begins) + 1
    if reading.visible[line_start:begins].strip() or reading.at[0] >= line_start:
        return False  # a sentence after others on its line, or the value on the line itself
    return not any(final_commitment(reading.visible, preset)[0] for preset in MARKER_PRESETS)


def none_reading(reading, kind: str, gold: str):
    """The reading answered with "none" where its last sentence says so: 0 for a count, the gold's own
    words otherwise. A count's reading keeps any value it committed to; a reading with no such sentence is kept."""
    if not reading.visible or (kind == "count" and not _HOW_MANY.search(reading.prompt)):
        return reading
    if kind == "words" and reading.answer and _EMPTY_SET.fullmatch(reading.answer):
        return replace(reading, answer=gold, values=(gold,), form="other")  # "Solution set: $\varnothing$": none, as a set
    last = _LAST_SENTENCE.search(reading.visible)
    if last is None or any(p.search(last.group()) for p in _DOUBTED):
        return reading  # "Probably none.", "None, I think": not committed to
    # "判别式 Δ = −4 < 0，所以没有实数根。", "Δ = −4 < 0, so there are no real roots.": none, concluded from a relation
    # that is its premise; a value read from that relation is no commitment, where no marker names one.
    concluded = not says_none(last.group(), zero=kind == "count") and says_none(_without_premises(last.group()), zero=kind == "count")
    if not concluded and not says_none(last.group(), zero=kind == "count"):
        return reading
    premise = concluded and reading.at[0] >= last.start() and not any(final_commitment(reading.visible, p)[0] for p in MARKER_PRESETS)
    committed = reading.answer is not None and not says_none(reading.answer) and not premise  # a value, not "none" after a marker
    if kind == "count" and committed and not _none_after_unmarked_value(reading, last):
        return reading
    answer = "0" if kind == "count" else gold
    after = ""
    if concluded:  # what the sentence says after its "none" is judged as what follows an answer ("…, I think.")
        said = None
        for said in _NONE.finditer(last.group()):
            pass
        rest = last.group()[said.end() :] if said is not None else ""
        after = rest if _AFTER_NONE.search(rest) else ""
    return replace(reading, answer=answer, values=(answer,), at=(last.start(), len(reading.visible)), after=after,
                   as_written=answer, form="integer" if kind == "count" else "other")
