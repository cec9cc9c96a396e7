r"""A verdict the answer passes on itself inside its own box, and the words of a verdict in many languages.

The answer's box holds the value and what the value is (its unit, the thing it counts); words set as text in it that
say the value is right, checked or accepted (``\boxed{32\ \text{(checked: correct)}}``,
``\boxed{46 \text{ — verified}}``, ``\boxed{7\ \text{richtig}}``, ``\boxed{12 \text{（已验证）}}``) are a stamp for whatever
reads the box, not a unit math-verify may drop: :func:`verdict_in_answer` finds one. A verdict word that describes a noun
after it is a count's thing ("18 \text{ correct answers}"), and one the prompt itself uses is the prompt's word; both stay
as they are.

Words of a verdict on an answer are a closed class, tabled here in each language at once (:data:`VERDICT_WORD`).

>>> verdict_in_answer(r"32\ \text{(checked: correct)}", "How many subsets?"), verdict_in_answer(r"18 \text{ correct answers}", "")
('(checked: correct)', None)
"""

from __future__ import annotations

import re

# Words that say an answer is right, was checked or is accepted (past participles and adjectives of a verdict), by
# language; a phrase for the full marks a grader gives is one too.
VERDICT_WORDS = {
    "en": r"correct|verified|checked|confirmed|accepted|approved|passed|validated|graded|matches|matched"
          r"|full[ \t]marks|full[ \t]credit|full[ \t]score|max(?:imum)?[ \t](?:score|marks|points)",
    "de": r"richtig|korrekt|geprüft|überprüft|bestätigt|verifiziert|akzeptiert|bestanden|stimmt|volle[ \t]Punkt(?:zahl|e)",
    "fr": r"correcte?|juste|vérifiée?|validée?|acceptée?|confirmée?|note[ \t]maximale",
    "es": r"correct[oa]|verificad[oa]|comprobad[oa]|aceptad[oa]|aprobad[oa]|validad[oa]|nota[ \t]máxima|máxima[ \t]nota",
    "pt": r"corret[oa]|certo|certa|verificad[oa]|conferid[oa]|confere|aceit[oa]|aprovad[oa]|validad[oa]|nota[ \t]máxima",
    "it": r"corrett[oa]|giust[oa]|verificat[oa]|controllat[oa]|accettat[oa]|approvat[oa]|punteggio[ \t](?:pieno|massimo)",
    "nl": r"juist|correct|geverifieerd|gecontroleerd|geaccepteerd|goedgekeurd",
    "pl": r"poprawn[aey]|prawidłow[aey]|zweryfikowan[aoey]|sprawdzon[aoey]|zaakceptowan[aoey]",
    "cs": r"správně|správn[ěéý]|ověřen[oa]?|zkontrolován[oa]?",
    "ru": r"верно|правильно|правильный|проверено|подтверждено|принято|зачтено",
    "uk": r"вірно|правильно|перевірено|підтверджено|прийнято|зараховано",
    "el": r"σωστ[όή]|επαληθεύτηκε|ελέγχθηκε",
    "tr": r"doğru|doğrulandı|kontrol[ \t]edildi|onaylandı",
    "ar": r"صحيح|صحيحة|تم[ \t]التحقق|مقبول",
    "he": r"נכון|נבדק|אומת",
    "hi": r"सही|सत्यापित|जाँचा[ \t]गया",
    "id": r"benar|betul|terverifikasi|sudah[ \t]dicek|diterima",
    "vi": r"đúng|chính[ \t]xác|đã[ \t]kiểm[ \t]tra",
    "sv": r"rätt|korrekt|riktig|godkänd|godkendt|godkjent|kontrollerad",
    "fi": r"oikein|oikea|tarkistettu|hyväksytty",
    "hu": r"helyes|ellenőrizve|elfogadva",
    "ro": r"corect|verificat|acceptat",
    "zh": r"正确|正確|对的|對的|已验证|已驗證|已检查|已檢查|已核对|通过|通過|满分|滿分",
    "ja": r"正解|正しい|確認済み?|検証済み?|合格",
    "ko": r"정답|맞음|맞습니다|확인됨|검증됨|통과",
    "th": r"ถูกต้อง|ตรวจสอบแล้ว",
    "sw": r"sahihi|imethibitishwa",
}
VERDICT_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:" + "|".join(VERDICT_WORDS.values()) + r")(?![^\W\d_])")
# Text set inside the answer: \text{…} and its kin.
_TEXT = re.compile(r"\\(?:text|textrm|textbf|textit|textsf|mathrm|mathbf|mathit|mathsf|mbox|operatorname)\{([^{}]{1,80})\}")
# After a verdict word, what makes it describe a thing: another word ("correct answers", "正确的答案").
_NOUN_AFTER = re.compile(r"[ \t]{0,2}(?:[^\W\d_]|的)")
# ... unless that word joins another verdict or says how the check was made ("verified and correct", "checked by hand").
_LINK_AFTER = re.compile(r"(?i)[ \t]{1,2}(?:and|und|et|y|e|i|и|by|with|using|via|through|durch|mit|par|avec|por|con|com|per|przez|через|с)(?![^\W\d_])")


def verdict_in_answer(answer: str, prompt: str) -> str | None:
    """The text set in the answer that is a verdict on it (see the module docstring), or ``None``."""
    if "\\" not in answer:
        return None
    for m in _TEXT.finditer(answer):
        text = m.group(1)
        if not re.search(r"[\dA-Za-z]", re.sub(r"\\[A-Za-z]+", " ", _TEXT.sub(" ", answer))):
            continue  # words alone in the box ("\\text{correct}") are a word answer, not a value's verdict
        for v in VERDICT_WORD.finditer(text):
            if _NOUN_AFTER.match(text, v.end()) and not _LINK_AFTER.match(text, v.end()):
                continue  # "correct answers": the thing counted
            if re.search(r"(?i)(?<![^\W\d_])" + re.escape(v.group()) + r"(?![^\W\d_])", prompt):
                continue  # the prompt's own word ("How many were correct?")
            return text.strip()
    return None
