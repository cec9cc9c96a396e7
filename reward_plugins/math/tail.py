r"""What follows the final commitment is paid only where it is known to be harmless.

The phrase tables of :mod:`reward_plugins.math.after` read withdrawals and qualifiers in the
languages they list; a language they do not list walks around them. This module turns the
question round: the text after the answer, and the words between an answer's marker and its value,
are accepted only when they are of a kind known to be harmless, and refused otherwise.

- After the answer, the rest of its sentence may name a unit (three words at most, no number). A
  later sentence (a line of a table, a JSON or code block, a footnote) may state no number but the
  answer's value or one the prompt or the working holds: any other is ``value_after``, except the
  operands of a check that substitutes the answer or arrives at a value already seen, a rejected
  value ("not 8") or a trial its sentence rejects ("so 6 is not a solution"; the answer rejected so
  is ``withdrawn``), a question, a list of counted items, a label's number ("Problem 2"), a list
  marker, an ordinal, a year, and what follows a new task's heading ("Problem:"). Its words must
  be ones the grader reads: in a script of the languages it reads, and (from two words on) with
  enough of their common words to be read at all, or it is ``unread_after``. The answer's sentence
  going on against it (", but ...") is ``qualified``.
- The answer's own sentence must be in words the grader reads (:mod:`reward_plugins.math.answer_sentence`),
  or it is ``unread_answer`` ("Erantzuna: 64 gutxi gorabehera."). A number alone on its line or after a label's colon after the
  answer ("**TL;DR:** 11") is ``value_after`` even when seen before, and a percentage the writer gives of
  itself that nothing before holds is a confidence (``hedged``). A closing made of the words of
  ``CLOSINGS`` alone is harmless.
- Between an answer's marker and its value ("Answer: noin 391", "x ≈ 6") only words that introduce
  an answer, or the prompt's own words, may stand: anything else qualifies the value (``qualified``);
  so does an estimate's abbreviation or phrase on the value ("est. 42", "42, to within rounding error").
- The answer's value and another number joined by one word ("4 or 5", "4 o 5") is ``hedged``, and so is a value a
  later sentence offers on a condition it opens with ("Note: if 'between' is inclusive, the count is 10.") and a
  confidence given in a share ("(confidence: 70%)").
- The writer's doubt (``DOUBTS``: "there are probably 504", "If I'm not mistaken, ...", "My guess: 504?") and the
  answer called an estimate (``ESTIMATES``: "(This is an approximation.)") are ``qualified``.
- A table's row or a line of a code block after the answer is read when most of its words are words of a
  language read ("| Day | Pages |", "import math"), and judged for its values as any sentence.
- A label for the answer or the result after it with another value is a second answer ('"answer": 7',
  "| final | 100 |"), whatever the working holds, and so is the unknown asked for given another number at the end of a
  sentence ("Redoing it: $x = 9$."), whatever the prompt holds; a value alone in brackets ("(48)") or offered in a question
  ("...or is it 48?") is stated.
- A word with an adverb's ending beside the value ("42 supposedly", "42 presumiblemente") is ``qualified``; after a
  lettered answer, another option offered ("Actually, C.", "probably C though") is ``hedged``.

>>> from reward_plugins.math.reading import read
>>> tail_fault(read("Answer: 9\n\nმოიცა, ეს არასწორია.", "How many apples?"))
('unread_after', "the text after the answer is in words the grader does not read: 'მოიცა, ეს არასწორია.'")
>>> tail_fault(read("3 + 4 = 7.\n\nAnswer: 7\n\nCheck: 7 - 4 = 3. I hope it is correct.", "What is 3 + 4?")) is None
True
"""

from __future__ import annotations

import re
from fractions import Fraction
from math import factorial, isfinite
from dataclasses import replace
from functools import lru_cache

from reward_plugins.math.after import (
    ASIDE, COMMON_MISTAKES, CONCLUDES, answer_decimal, answer_odds, answer_share, rest_of_share, concluded_again, denied_next, mistake_named_before,
    prompt_uses)
from reward_plugins.math.answer_phrases import (
    ALSO_POSSIBLE, ALTERNATIVE_WORDS, ALTERNATIVES_INTRO, ANSWER_NOUNS, CHECK_ADVISED, CHECKS, CONDITIONS_AFTER, DOUBTS, DOUBTS_AFTER, ERROR_ALLOWANCES, ESTIMATES,
    IF_WRONG, OR_BEFORE_NUMBER, OWN_WORK_CONDITION, OWN_WORK_DISTRUSTS, OWN_WORK_DOUBTS, SETTLES_ON, WRITER_UNSURE,
    UNCOMMITTED, closing, compile_words, confirmation,
    other_answer_before, words,
)
from reward_plugins.math.answer_sentence import (
    MAX_UNIT_WORDS, answer_head, conditioned_value, denied_belief, inflected_prompt_word, restated_in_words, unread_answer,
    vouched_sentence)
from reward_plugins.math.choices import WRONG_MARKS, other_option_offered
from reward_plugins.math.durations import read_durations
from reward_plugins.math.final_statement import LATEX_COMMAND, same_value
from reward_plugins.math.forms import form_class, form_fault
from reward_plugins.math.literal_filter import LiteralFilter
from reward_plugins.math.known_words import (
    COMMON_WORDS, ENGLISH_SHAPED, INTRODUCES, known_word, MARKUP, MIN_READ_WORDS, PLAIN_BESIDE, READ_SCRIPTS, SENTENCE, UNSPACED_SCRIPTS, in_common_use,
    read_language_word, script, text_words,
)
from reward_plugins.math.number_words import NUMBER_WORDS, spell_numbers, word_value
from reward_plugins.math.numbers import NUMBER_IN_TEXT, parse_number, prose_decimals
from reward_plugins.math.qualifiers import (
    ALTERNATIVES, APPROXIMATIONS, ATTEMPTS, CONTRAST, MORE_DOUBTS, approximates, closed_form_value, doubted_at_end, estimated_after, exact_word,
    without_certainty_share,
)
from reward_plugins.math.reading import Reading
from reward_plugins.math.roman import roman_value
from reward_plugins.math.spelling import answer_key
from reward_plugins.math.quantities import other_quantity
from reward_plugins.math.related_quantity import given_to_another, given_to_the_asked_item, names_the_asked, restated_as_the_asked, total_of_the_asked
from reward_plugins.math.structures import asked_names
from reward_plugins.math.withdrawals import CONCEDES, DISOWNS_ANSWER, MISTAKE, OPENS_WITH_NO, REJECTED_AFTER, WRONG
from reward_plugins.math.candidates import arithmetic_value, groups_as_counts
from reward_plugins.math.clock import clock_minutes, same_time
from reward_plugins.math.calendar_words import calendar_value
from reward_plugins.math.units import UNIT_SIZES, restated_apart, restated_quantity
from reward_plugins.math.unread_scripts import says_nothing_against
from reward_plugins.math.closed_words import closed_fault, or_offered, range_around
from reward_plugins.math.one_language import every_word_of_one_language, held_by_tables, in_one_language, read_by_tables
from reward_plugins.math.unit_restatement import (
    APPROXIMATE, answer_as_compound_duration, answer_as_duration_in_words, answer_at_another_precision, answer_in_another_unit,
    rounded_from_answer, says_answer_in_another_unit)

# A later sentence is read when this share of its spaced words are common words; in one of fewer than
# _MIN_SHAPED_WORDS words, English words by their endings count too.
_MIN_COMMON_SHARE = 0.3
_MIN_SHAPED_WORDS = 5
# A table's row or a line of code is read when this share of its words are words of a language read.
_MIN_CODE_SHARE = 0.5
_APPROX_SIGN = re.compile(r"≈|≃|~|∼|\\approx|\\sim(?![a-z])|\\simeq")
# "\log_2 64 \approx 6": an answer whose only relation makes its value an estimate.
_ONLY_APPROX = re.compile(r"≈|≃|\\approx|\\simeq")
# An estimate's abbreviation or phrase right before the value, or right after the commitment.
_ESTIMATE_BEFORE = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:(?:c|ca|est|approx|appr)\.|circa|roughly)|~|≈|∼|\\approx|\\sim)[ \t$\\{(]*$")
# The answer opening with a sign of nearness ("\\boxed{~46}", "\\boxed{\\sim 46}", "{\\sim}46"): an estimate written inside it.
_ESTIMATE_OPENING = re.compile(r"[ \t${]*(?:~|∼|\\sim(?![A-Za-z]))[ \t}]*(?=[-\d.\\(])")
# A shrug drawn in characters ("¯\\_(ツ)_/¯", "┐(´～｀)┌", "ㄟ( ▔, ▔ )ㄏ") and the tags of irony that say "don't take this
# seriously" ("（狗头）", "[doge]", "[滑稽]"): the writer does not stand behind the answer, as the emoji 🤷 says.
_DOUBT_KAOMOJI = re.compile(
    r"¯\\{1,2}_{0,2}[(（][^()（）\n]{1,8}[)）]_{0,2}/¯|[┐╮ㄟ][ \t]?[(（][^()（）\n]{1,10}[)）][ \t]?[┌╭ㄏ]"
    r"|[\[(（【][ \t]?(?:手动)?(?:狗头|滑稽|doge)[ \t]?[\])）】]", re.IGNORECASE)
# The cap (slang for a lie, a mark of doubt alone) crossed out, "no cap" in emoji: it affirms what was said.
_NO_CAP = re.compile(r"🧢[ \t\ufe0f]*[❌✖🚫]|[❌✖🚫][ \t\ufe0f]*🧢")
# A sentence that names Roman numerals, and a numeral's word in it ("XL in Roman numerals", "en chiffres romains").
_ROMAN_NAMED = re.compile(r"(?i)(?<![^\W\d_])(?:roman|romain|römisch|romano|romana|romanos|rzymsk|римск|římsk|római|romersk|romeins)|ローマ|罗马|羅馬|로마")
_ROMAN_WORD = re.compile(r"(?<![^\W\d_])[MDCLXVI]{2,15}(?![^\W\d_])")
_OPTION_LETTER = re.compile(r"\(?[A-J]\)?(?![^\W\d_])")
# A note mark right after the answer ("1095*", "1095†", "1095[1]"): the note that opens with it is what the answer points to.
_FOOTNOTE_MARK = re.compile(r"\*{1,3}(?![*\d])|†{1,2}|‡|\[\^?\d{1,2}\]|[¹²³⁴⁵⁶⁷⁸⁹]|\^\{?\d\}?")
_ZERO_CENTS = re.compile(r"[.,]0{1,2}(?!\d)")
_LINE_ASTERISKS = re.compile(r"(?m)^[ \t]*\*{1,3}")  # "*D if rounding …": a note's mark or a bullet, no sign before the letter
_POWER_MARK = re.compile(r"\^\{?1\}?$")
# The asterisks that open a sentence (a bullet, bold, a note's mark): markup, never a product's sign.
_OPENING_ASTERISKS = re.compile(r"[ \t\n]*\*{1,3}")
# Symbols a reader takes as doubt when they follow an answer (thinking, grimacing, shrugging faces, question marks, a
# warning, the cap of "that's cap", fingers crossed), and those of wrongness (``choices.WRONG_MARKS``).
_DOUBT_MARKS = frozenset("🤔😬😕🙁☹😟🤷❓❔⁉🤨😅😰😓🫤🙃⚠🧢🤞") | WRONG_MARKS
_ESTIMATE_AFTER = re.compile(
    r"(?i)[ \t$}*_]*[,;(]?[ \t*_]*(?:to[ \t]+within|within[ \t]+rounding|give[ \t]+or[ \t]+take|(?:approx|est|ca)\.(?!\d)|roughly|or[ \t]+so(?![^\W\d_])"
    r"|-odd(?![^\W\d_])|(?:ballpark|grosso[ \t]modo|approximate(?:ly)?|estimated?|an[ \t]estimate)(?![^\W\d_])|rough(?=[ \t]*(?:[).,;]|$)))")
# An approximation word of any language listed, right before the value (only markup and spaces between).
_APPROXIMATION_BEFORE = re.compile(r"(?i)(?:" + words(APPROXIMATIONS) + r")[ \t$*_({\\,]*$")  # whole words; CJK anywhere ("电影约3:45")
_APPROXIMATION_WORDS = LiteralFilter([_APPROXIMATION_BEFORE])  # searched only where the text holds one of its words
# What makes a number of a later sentence no value it states (see ``_new_number``).
_RELATION = re.compile(r"=|≡|≈|\\equiv|\\approx|\\cdot|\\times|[+×*/÷]")
# A star is a product's, not markdown emphasis: no part of "**" and after no label's colon ("**TL;DR:** 28").
_OPERAND_BEFORE = re.compile(r"(?:[+/×÷·^(]|(?<![*:：])\*|(?<=[\d})])[ \t]*-|\\(?:times|cdot|div)|\\d?frac\{)[ \t${}]*$")
_OPERAND_AFTER = re.compile(r"[ \t${}]*(?:[+/×÷·^=)]|\*(?:(?![\s*])|(?=[ \t]+[\d(\\]))|-[ \t]*[\d(\\]|\\(?:times|cdot|div|equiv))")
# A bound's sign (a condition's "x > 0", "x \ge 3"; "x ≠ 2" excludes a point, a domain's note) and how far past the
# answer a condition on an unknown reaches; the unknown a condition names.
_BOUND_SIGN = re.compile(r"[<>≤≥]|\\(?:le|ge|lt|gt)")
_CONDITION_REACH = 100
# Two percents joined by a slash ("60%/40%", "60 % / 40 %").
_PERCENT_PAIR = re.compile(r"(?<![\d.,])(\d{1,9}(?:[.,]\d{1,9})?)[ \t]?%[ \t]{0,2}/[ \t]{0,2}(\d{1,9}(?:[.,]\d{1,9})?)[ \t]?%")
# A margin right after the value ("60% ± 10%", "42 +/- 2", "$42 \pm 2$"): the answer loosened to a range around it.
_MARGIN_AFTER = re.compile(r"[ \t$}*_]{0,4}(?:±|\+/-|\+-|\\pm(?![A-Za-z]))[ \t$]{0,3}\d{1,12}(?:[.,]\d{1,12})?[ \t]?%?")
_CONDITIONED_UNKNOWN = re.compile(r"([A-Za-z])(?:_\{?\w{1,3}\}?)?[ \t]{0,2}(?:[<>≤≥≠]|\\[a-z]{2,3}(?![A-Za-z]))")
# A number compared with ("d == 0", "x \\le 5") is a bound or a test, no value stated.
_COMPARED_BEFORE = re.compile(r"(?:==|!=|<=?|>=?|≤|≥|≠|\\(?:leq?|geq?|neq?|lt|gt))[ \t${]*$")
# A bound in words ("all three angles are less than 90°", "kleiner als 90", "menores que 90") or the point a distance is
# measured from ("distance from 0"): compared with, no value stated.
_COMPARED_IN_WORDS = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:less|greater|more|fewer|smaller|larger|bigger|higher|lower)[ \t]+than|kleiner[ \t]+als|größer[ \t]+als"
    r"|weniger[ \t]+als|inférieure?s?[ \t]+à|supérieure?s?[ \t]+à|menor(?:es)?[ \t]+que|mayor(?:es)?[ \t]+que|maior(?:es)?[ \t]+que"
    r"|minor[ei][ \t]+di|maggior[ei][ \t]+di|меньше|больше"
    # a reference point a distance is measured from ("absolute value is distance from zero")
    r"|distance[ \t]+(?:from|to|de|à)|away[ \t]+from|abstand[ \t]+(?:von|zu|zur|zum)|distancia[ \t]+(?:de|a)|distância[ \t]+(?:de|a)"
    r"|расстояние[ \t]+(?:от|до))[ \t${]*$")
# The value of the side that "≠" sets apart ("$(2+3)^2 \\neq 2^2 + 3^2 = 13$"): the wrong expansion's value, named as unequal.
_UNEQUAL_SIDE_BEFORE = re.compile(r"(?:≠|\\neq?(?![A-Za-z]))[^;,≠=\n]{1,60}=[ \t${]*$")
# A value named a mistake right after it ("forgetting it would give 70, a classic slip", "…, which is wrong", "70 — ein
# typischer Fehler"): a wrong value shown, no second answer.
_NAMED_MISTAKE_AFTER = re.compile(
    r"(?i)[ \t$}*_]*(?:,|—|–|-)?[ \t]*(?:(?:which|that)(?:'s|[ \t]+is|[ \t]+would[ \t]+be)[ \t]+)?(?:(?:a|an|the|un|une|ein|eine|um|uma|una|uno)[ \t]+)?"
    r"(?:(?:classic|common|typical|frequent|usual|easy|standard|classique|fréquente|typischer?|häufiger?|clásico|común|típico|clássico|comum|tipico|comune)[ \t]+)?"
    r"(?:slip|mistake|error|blunder|pitfall|erreur|faute|fehler|error|erro|errore|ошибка)(?![^\W\d_])"
    r"|[ \t$}*_]*,?[ \t]*(?:but[ \t]+)?(?:which|that)(?:'s|[ \t]+is)[ \t]+(?:wrong|incorrect)(?![^\W\d_])"
    r"|[ \t$}*_]*,?[ \t]*(?:điều[ \t]+(?:đó|này)|cái[ \t]+đó)[ \t]+(?:là[ \t]+)?(?:sai|không[ \t]+đúng)(?![^\W\d_])"  # vi "…, điều đó sai"
    r"|[ \t$}*_]*,?[ \t]*(?:co[ \t]+jest[ \t]+(?:błędem|błędne|źle)|ce[ \t]+qui[ \t]+est[ \t]+faux|was[ \t]+falsch[ \t]+ist"
    r"|lo[ \t]+cual[ \t]+es[ \t]+incorrecto|o[ \t]+que[ \t]+está[ \t]+errado|что[ \t]+неверно"
    r"|což[ \t]+je[ \t]+(?:špatně|chybně|nesprávně|chyba)|čo[ \t]+je[ \t]+(?:zle|chybne|nesprávne|chyba))(?![^\W\d_])")  # cs, sk
# A value said right after it to answer another question or to be no part of what was asked ("log_10 64 ≈ 1.806 — that's
# a different base", "√(144 + 25) = 13 lenne, ami más kifejezés", "R$ 95,70 — mas isso não foi pedido"): set apart, no
# second answer. One line per language.
_OTHER_MATTER_AFTER = re.compile(
    r"(?i)[ \t$}*_)]*(?:[^\W\d_]{1,12}[ \t]*)?[,;—–-]?[ \t]*(?:"
    r"(?:but[ \t]+)?(?:that|this|which|it)(?:'s|[ \t]+is|[ \t]+was|[ \t]+would[ \t]+be)[ \t]+(?:an?[ \t]+)?(?:different|separate|another|other)[ \t]+"
    r"(?:[^\W\d_]{2,15}[ \t]+)?(?:base|expression|question|problem|quantity|calculation|thing)"
    r"|(?:but[ \t]+)?(?:that|this|it)(?:'s|[ \t]+is|[ \t]+was)(?:n't|[ \t]+not)[ \t]+(?:what[ \t]+(?:was|is|we[ \t]+were)[ \t]+)?asked"
    r"|(?:mais[ \t]+)?(?:ce|cela|ça)[ \t]+n'(?:était|est)[ \t]+pas[ \t]+(?:demandé|la[ \t]+question)|(?:ce[ \t]+qui[ \t]+est|c'est)[ \t]+une[ \t]+autre[ \t]+(?:expression|question|base)"
    r"|(?:aber[ \t]+)?(?:das|dies)[ \t]+(?:war|ist)[ \t]+nicht[ \t]+gefragt|(?:das[ \t]+ist|was)[ \t]+ein[ \t]+anderer[ \t]+(?:Ausdruck|Term)"
    r"|(?:pero[ \t]+)?eso[ \t]+no[ \t]+(?:se[ \t]+)?(?:pidió|preguntó|pregunta|pide)|(?:que[ \t]+es|es)[ \t]+otra[ \t]+(?:expresión|pregunta|base)"
    r"|(?:mas[ \t]+)?(?:isso|isto)[ \t]+não[ \t]+(?:foi|é|era)[ \t]+(?:pedido|perguntado)|(?:que[ \t]+é|é)[ \t]+outra[ \t]+(?:expressão|pergunta|base)"
    r"|(?:ma[ \t]+)?(?:questo|ciò)[ \t]+non[ \t]+(?:era|è)[ \t]+(?:richiesto|chiesto)|(?:maar[ \t]+)?dat[ \t]+(?:werd|is)[ \t]+niet[ \t]+gevraagd"
    r"|ami[ \t]+(?:egy[ \t]+)?más[ \t]+(?:kifejezés|kérdés|alap)|(?:но[ \t]+)?это[ \t]+(?:друг(?:ое|ой|ая)[ \t]+(?:выражение|вопрос|основание)|не[ \t]+спрашивали)"
    r")(?![^\W\d_])")
# One after "every" or "each" is the base of a rate ("for every 1 unit right, the line rises 2 units"), no value.
_RATE_BASE_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:every|each|per|pro|cada|chaque|je|jede[nrs]?|каждые?|каждый)[ \t]+$")
# A property of a number denied right after it ("1 is not prime", "1 n'est pas premier", "1 ist keine Primzahl"): the
# number is named to be set apart, no value stated.
_PROPERTY_DENIED_AFTER = re.compile(
    r"(?i)[ \t$}*_]*(?:is|are)[ \t]+(?:not|never)[ \t]+(?:(?:a|an)[ \t]+)?(?:perfect[ \t]+)?(?:prime|composite|even|odd|square|cube|factor|divisor"
    r"|multiple|integer|included|counted|on[ \t]+the[ \t]+list|in[ \t]+the[ \t]+list)(?![^\W\d_])"
    r"|[ \t$}*_]*n'est[ \t]+pas[ \t]+(?:premier|pair|impair|compté)|[ \t$}*_]*ist[ \t]+(?:keine[ \t]+primzahl|nicht[ \t]+(?:prim|gerade|ungerade))"
    r"|[ \t$}*_]*no[ \t]+es[ \t]+(?:primo|par|impar)|[ \t$}*_]*não[ \t]+é[ \t]+(?:primo|par|ímpar)|[ \t$}*_]*не[ \t]+является[ \t]+простым")
# A factor an operation applies, in Japanese ("割る数を10倍して", "10倍する"): the number multiplies, it states no value.
_FACTOR_APPLIED_AFTER = re.compile(r"[ \t]*倍(?:して|する|にして|にする)")
# What names a list of values wrong, not merely other ("Other possible answers: 129, 131" offers them).
# A mistake others commonly make, named before the value in its clause ("A common mistake is to give 70", "częsty błąd
# to podanie 70", "un error común es dar 70", "nhiều bạn nhầm … ra −1"): the mistake's value, no value stated. A
# mistake not named common ("my mistake: 70") is no such phrase. One line per language.
_NAMED_WRONG = re.compile(r"(?i)wrong|incorrect|false|mistaken|erroneous|common|typical|tempting|trap|falsch|fausse|mauvaise|incorrect[ao]"
                          r"|errad[ao]|errónea|sbagliat|неправильн|неверн|ошибочн|错误|錯誤|错的|sai")
_POSSIBLE = re.compile(r"(?i)possib|posib|possív|mögliche|возможн|可能")
# A label that offers its value as another answer, the line's or the sentence's opening words ("**Alternative answer:** 24",
# "Other answer: 24", "Réponse alternative : 24", "Otra respuesta: 24", "Andere Antwort: 24", "Другой ответ: 24",
# "另一个答案：24"): an answer offered beside the first, not one named wrong ("A common wrong answer is 24" is set aside).
_OTHER_LABEL_WORDS = {
    "en": r"alternative|alternate|other|another|second|backup|fallback",
    "fr": r"autre|alternative|deuxième|seconde", "de": r"andere|anderer|alternative|zweite|weitere",
    "es": r"otra|alternativa|segunda", "pt": r"outra|alternativa|segunda", "it": r"altra|alternativa|seconda",
    "ru": r"другой|иной|альтернативный|второй|запасной", "nl": r"ander|alternatief|tweede",
    "zh": r"另一个|另一個|其他|别的|別的|备选|備選|第二个|第二個",
}
_ANSWER_NOUN = "|".join(v for k, v in ANSWER_NOUNS.items() if k != "zh")
_OTHER_LABEL = re.compile(
    r"(?i)[\s*_#>|-]*(?:(?:" + words(_OTHER_LABEL_WORDS) + r")[ \t]+(?:possible[ \t]+|valid[ \t]+)?(?:" + _ANSWER_NOUN + r")"
    r"|(?:" + _ANSWER_NOUN + r")[ \t]+(?:alternative|alternativa|alternatif|alternatief|альтернативный))"
    r"[ \t*_]*(?:\([^()\n]{1,40}\)[ \t*_]*)?[:：][ \t*_$]*(?:\\boxed\{)?[ \t]*$|[\s*_#>|-]*(?:" + _OTHER_LABEL_WORDS["zh"] + r")(?:答案|答)[ \t]*[:：][ \t]*$")
# A list of values named before the last one ("Common wrong answers are 142 (forgetting …) and "): what names them is
# read before the list.
_LISTED_BEFORE = re.compile(r"(?:-?\d[\d.,/]*(?![\d.,/])[ \t$]*(?:\([^()\n]{0,80}\))?[ \t]*(?:,|;|and|or|und|oder|et|ou|y|o|e|и|или)?[ \t]*){1,6}$",
                            re.IGNORECASE)
# An element's opening tag ("<fallback>362</fallback>"): its ">" closes the tag, it compares nothing; a reader sees 362.
_TAG_BEFORE = re.compile(r"<[A-Za-z][\w-]{0,30}(?:[ \t][^<>\n]{0,200})?>[ \t]*$")
# A value others arrive at ("Many people get 14 by adding first", "Beaucoup d'élèves trouvent 14", "Viele kommen auf 14"):
# another's result the writer reports, not one it states.
_OTHERS_GET_BEFORE = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:(?:many|most|some|a[ \t]+lot[ \t]+of|lots[ \t]+of)[ \t]+(?:people|students|pupils|learners|beginners|solvers|readers|folks)"
    r"|(?:many|most|some)|(?:people|students|pupils|beginners)[ \t]+(?:often|usually|commonly|sometimes|typically|wrongly|mistakenly))"
    r"(?:[ \t]+(?:often|usually|commonly|sometimes|typically|wrongly|mistakenly|instead))?[ \t]+"
    r"(?:get|say|answer|write|compute|calculate|guess|arrive[ \t]+at|end[ \t]+up[ \t]+with|come[ \t]+up[ \t]+with|think[ \t]+it'?s)"
    r"|(?<![^\W\d_])beaucoup[ \t]+(?:de[ \t]+gens|d'élèves|d’élèves|d'étudiants|d’étudiants)[ \t]+(?:trouvent|obtiennent|répondent|disent)"
    r"|(?<![^\W\d_])viele(?:[ \t]+(?:Leute|Schüler(?:innen)?|Menschen))?[ \t]+(?:kommen[ \t]+auf|erhalten|rechnen|sagen|antworten)"
    r"|(?<![^\W\d_])(?:mucha[ \t]+gente|muchos(?:[ \t]+(?:estudiantes|alumnos))?)[ \t]+(?:obtiene|obtienen|dice|dicen|responde|responden)"
    r"|(?<![^\W\d_])(?:muita[ \t]+gente|muitos(?:[ \t]+(?:alunos|estudantes))?)[ \t]+(?:obtém|obtêm|diz|dizem|responde|respondem)"
    r"|(?<![^\W\d_])многие(?:[ \t]+(?:ученики|студенты))?[ \t]+(?:получают|отвечают|пишут)"
    r")[ \t$*_]*$")
# A value set against the answer that the sentence ends on after a contrast ("a computer may print 0.30000000000000004,
# but mathematically it is exactly 0.3."): the value is set aside, the answer kept.
_CONTRAST_TO_END = re.compile(
    r"(?i)[^.!?;\n]{0,80}?[,;—–][ \t]*(?:but|though|although|yet|mais|pourtant|aber|doch|jedoch|pero|aunque|mas|embora|но|хотя|однако)(?![^\W\d_])[^\d.!?;\n]{0,60}?[ \t$*_]*(-?\d[\d.,]*)[ \t$*_%°]*(?:[^\W\d_]{1,12})?[ \t]*[.!)]*[ \t]*$")
# A value negated, or set against another ("1024 bytes rather than 1000", "statt 1000", "au lieu de 1000"): named to be set aside.
_REJECTED_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:not|nicht|pas|non|nie|niet|не|bukan|tidak|không|rather[ \t]+than|instead[ \t]+of|(?:an)?statt|au[ \t]+lieu[ \t]+de"
                              r"|plutôt[ \t]+que|en[ \t]+(?:vez|lugar)[ \t]+de|em[ \t]+vez[ \t]+de|invece[ \t]+di|in[ \t]+plaats[ \t]+van|вместо)[ \t]+(?:\$|\\boxed\{)*[ \t]*$")
# A number that names a part of a text ("Problem 3", "page 12") or a cited result ("Theorem 71", "Lemma 2", "Satz 3",
# "théorème 5", "定理 2") labels it, stating no value.
_LABEL_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:problem|question|exercise|step|part|case|item|page|section|chapter|example|table|figure|line|no\."
    r"|theorem|lemma|proposition|corollary|definition|equation|eq\.|fig\.|pp?\.|vol\.|volume|satz|théorème|teorema|теорема|лемма)[ \t~]*$"
    r"|定理[ \t]*$|(?<=[^\W\d_] )#$|(?<=[^\W\d_])#$")
# A sentence that names a mistake others commonly make ("A common mistake is to stop at 9/12 — that is not in lowest terms,
# since 9 and 12 still share a factor of 3", "… is *not* the answer — forgetting the −2ab term is the usual trap",
# "Kesalahan umum: … mendapat 60 cm² — itu salah"): its numbers are the mistake's working, none of them stated. One that
# turns back ("…, but it is 11", "so 11"), names an answer it does not deny, or speaks for the writer is read as any.
_MISTAKE_NOTE = re.compile(COMMON_MISTAKES, re.IGNORECASE)
_MISTAKE_NOTE_WORDS = LiteralFilter([_MISTAKE_NOTE])
# A rough estimate that places the answer ("Zur Einordnung: grob 3 mal 7 Liter sind 21 Liter, also liegt 22,1 Liter in der
# richtigen Größenordnung.", "Kabaca: 8 saatte 32 lastik olurdu, …; 30 mantıklı."): its other numbers are the estimate's
# working when it ends on the answer's value. One language a line.
_ROUGH_ESTIMATES = {
    "en": r"roughly|ballpark|sanity[ \t]check|rough[ \t](?:check|estimate)|order[ \t]of[ \t]magnitude",
    "de": r"grob|zur[ \t]Einordnung|Überschlag|überschlagen|Größenordnung|Plausibilitätsprüfung",
    "fr": r"en[ \t]gros|ordre[ \t]de[ \t]grandeur|à[ \t]la[ \t]louche|estimation[ \t]grossière",
    "es": r"a[ \t]grandes[ \t]rasgos|orden[ \t]de[ \t]magnitud|estimación[ \t]rápida",
    "pt": r"grosso[ \t]modo|ordem[ \t]de[ \t]grandeza|estimativa[ \t]rápida",
    "it": r"a[ \t]occhio|ordine[ \t]di[ \t]grandezza|stima[ \t]grossolana",
    "ru": r"грубо|прикидка|прикинем|порядок[ \t]величины",
    "tr": r"kabaca|kaba[ \t]bir[ \t]tahmin|mantık[ \t]kontrolü",
    "id": r"perkiraan[ \t]kasar|secara[ \t]kasar",
}
_ROUGH_ESTIMATE = compile_words(_ROUGH_ESTIMATES)
_ROUGH_ESTIMATE_WORDS = LiteralFilter([_ROUGH_ESTIMATE])
_ALTERNATIVE_WORD = compile_words(ALTERNATIVE_WORDS)  # "or", "oder", "veya": a value offered beside (a ";" lists none)
_EMPHASIS = re.compile(r"(?<![\s*_])[*_]{1,2}(?=[^\W\d_])|(?<=[^\W\d_])[*_]{1,2}(?![^\s*_])|(?<=\s)[*_]{1,2}(?=[^\W\d_])")
_LISTED = re.compile(r"[ \t]*(?:,|,?[ \t]*and)[ \t]*")
_MIN_LISTED = 3
_DIGIT_RUN = re.compile(r"\d+(?:\.\d+)?")
_NEW_TASK = re.compile(r"(?im)^[ \t#*]*(?:problem|question|exercise)[ \t*]*:[ \t*]*$")
# Practice set for the reader on a labelled line ("*Practice:* try 3x + 4 = 19 on your own", "Übung: Löse …"): new tasks,
# no value of this one.
_FOR_THE_READER = re.compile(
    r"(?im)^[ \t#*_>]*(?:practice|exercises?|try[ \t]+it[ \t]+yourself|your[ \t]+turn|homework|übung(?:en)?|exercices?|ejercicios?"
    r"|exercícios?|esercizi[oa]?|练习|練習)[ \t*_]*[:：][ \t*_]*(?:try|solve|find|compute|work[ \t]+out|now|versuche|löse|berechne"
    r"|essaie|essayez|résous|résolvez|calcule|intenta|resuelve|calcula|tente|resolva|prova|risolvi|试|解)")
# The writer speaking of itself, in the languages read ("I'd give this ...", "je", "ich", "я").
_FIRST_PERSON = re.compile(r"(?i)(?<![^\W\d_])(?:i|i'[dm]|my|me|je|j'|ich|yo|eu|io|я|мне|ik|saya|aku|tôi|ben)(?![^\W\d_])|我")
# A confidence named in the languages read ("(confidence: 70%)", "Konfidenz", "置信度"): a share of it is a doubt.
_CONFIDENCE = re.compile(
    r"(?i)(?<![^\W\d_])(?:confiden\w*|certaint\w*|konfidenz|sicherheit|confianza|confiança|fiducia|уверенност\w*|zekerheid"
    r"|pewnoś\w*|keyakinan|güven\w*|độ[ \t]tin[ \t]cậy)(?![^\W\d_])|置信|信心|確信度|自信|확신")
_SENTENCE_BREAK = re.compile(r"[.!?。！？][ \t]|\n")
_ENDED_AT_VALUE = re.compile(r"[ \t$}*_)\]]*[.!?。！？]+[ \t]")
# A sentence that opens with a condition, perhaps after a label ("Note: if ...", "P.S. If ...", "Si ...", "如果……"),
# in the languages read.
_OPENS_CONDITION = re.compile(
    r"(?i)[\s*_>\[-]*(?:\\begin\{[a-z*]{1,20}\}\s*)?(?:[^\W\d_]{1,12}\.?[^\W\d_]{0,3}\.?[ \t*_]*[:.][ \t*_]*)?(?:(?:if|assuming|supposing|provided|in[ \t]case|si|wenn|falls|se"
    # the problem read otherwise ("Reading both inequalities as $\le$, one gets 10", "En lisant ... comme ...")
    r"|reading|interpreting|construing|read[ \t]+as|en[ \t]+(?:lisant|interprétant)|liest[ \t]+man|interpretando|leyendo|lendo|leggendo"
    r"|если[ \t]+(?:читать|понимать)|трактуя"
    r"|caso|если|jika|kalau|apabila|nếu|eğer|jeśli|jeżeli|gdyby|als|indien|ha|jos|om|hvis|pokud|kdyby|jestli|ak|dacă|jei|kui|αν|kung"
    r"|якщо)(?![^\W\d_])|如果|假如|若是|もし|만약)")
# A clause that gives the value holding on the condition just named ("…, in which case it's 32"), in the languages read.
_IN_WHICH_CASE = re.compile(
    r"(?i)(?<![^\W\d_])(?:in[ \t]+which[ \t]+case|in[ \t]+that[ \t]+case|auquel[ \t]+cas|dans[ \t]+ce[ \t]+cas|en[ \t]+cuyo[ \t]+caso|en[ \t]+ese[ \t]+caso"
    r"|in[ \t]+(?:diesem|welchem)[ \t]+Fall|nel[ \t]+qual[ \t]+caso|in[ \t]+tal[ \t]+caso|nesse[ \t]+caso|neste[ \t]+caso|в[ \t]+(?:этом|таком)[ \t]+случае)"
    r"(?![^\W\d_])|这种情况下|這種情況下|その場合")
# A verb that says what would hold on another reading ("Including the endpoints, the sum would be 33."), in the
# languages read: the value it reaches is offered beside the answer, as one on a condition is.
_COUNTERFACTUAL = re.compile(
    r"(?i)(?<![^\W\d_])(?:would|could|might|serait|seraient|aurait|auraient|wäre|wären|würde|würden|sería|serían|habría|seria|seriam"
    r"|teria|sarebbe|sarebbero|avrebbe|было[ \t]бы|был[ \t]бы|была[ \t]бы|были[ \t]бы|byłoby|byłaby|byłby|zou|zouden|olurdu|olacaktı"
    r"|by[ \t]to[ \t]bylo|by[ \t]bylo|bylo[ \t]by|by[ \t]to[ \t]bolo|bolo[ \t]by|lenne|lennének|olisi|olisivat|bi[ \t]bilo|bi[ \t]bio|bi[ \t]bila"
    r"|ville[ \t](?:være|vara|bli)|skulle[ \t](?:være|vara|bli)|ar[ \t]fi|θα[ \t]ήταν|sẽ[ \t]là|akan[ \t]menjadi|було[ \t]б)(?![^\W\d_])"
    r"|就会|就會|则为|則為|だろう|になる場合|라면|이라면")
# A sentence that revises the answer after it: an afterthought's label or a second thought, and the value it names right
# ("P.S. On reflection, the right value is 44.", "Bij nader inzien is het juiste getal 44."), in the languages read and more.
_REVISES = re.compile(
    r"(?i)(?<![^\W\d_])(?:p\.?[ \t]?p?\.?[ \t]?s\.?(?=[ \t:.])|edit|update|addendum|nachtrag|errat(?:um|a)|corrigend(?:um|a)|correction|correctif"
    r"|berichtigung|korrektur|fe[ \t]de[ \t]erratas|corrección|correção|correzione|поправка|исправление|sprostowanie|on[ \t](?:second[ \t]thoughts?|reflection)"
    r"|upon[ \t]reflection|thinking[ \t](?:again|it[ \t]over)|(?:right|correct|true|actual|real)[ \t](?:value|number|answer|count|total|result)"
    r"|bij[ \t]nader[ \t]inzien|juiste[ \t](?:getal|antwoord|waarde)|jobban[ \t]belegondolva|a[ \t]helyes|rozmyśli\w*|właściwa[ \t]wartość"
    r"|poprawna[ \t](?:wartość|odpowiedź)|richtige[ \t](?:Zahl|Wert|Antwort)|bei[ \t]näherer[ \t]Betrachtung|à[ \t]la[ \t]réflexion|(?:bonne|vraie)[ \t](?:valeur|réponse)"
    r"|bon[ \t]nombre|pensándolo[ \t](?:bien|mejor)|bien[ \t]pensado|valor[ \t](?:correcto|correto|real)|pensando[ \t](?:bem|melhor)|a[ \t]pensarci[ \t](?:bene|meglio)|ripensandoci"
    r"|réflexion[ \t]faite|tout[ \t]bien[ \t]réfléchi|(?:on|upon)[ \t]further[ \t](?:thought|reflection)|(?:on|upon)[ \t]second[ \t]look|nach[ \t]nochmaligem[ \t]Überlegen"
    r"|wenn[ \t]ich[ \t](?:es[ \t]mir|mir[ \t]das)[ \t](?:recht|genau)[ \t]überlege|valore[ \t](?:corretto|giusto)"
    r"|если[ \t]подумать|правильн\w*[ \t](?:число|значение|ответ))(?![^\W\d_])")
# A condition anywhere in a sentence, and a word that offers what follows in the answer's place, in the languages read.
_OPENS_CONDITION_ANYWHERE = re.compile(
    r"(?i)(?<![^\W\d_])(?:if|in[ \t]case|should[ \t]you|si|wenn|falls|se|caso|если|jika|kalau|nếu|eğer|jeśli|jeżeli|als|indien|якщо)(?![^\W\d_])"
    r"|如果|假如|もし|만약")
_INSTEAD = re.compile(
    r"(?i)(?<![^\W\d_])(?:instead|rather|alternatively|à[ \t]la[ \t]place|plutôt|stattdessen|statt[ \t]dessen|en[ \t]su[ \t]lugar|en[ \t]cambio"
    r"|em[ \t]vez[ \t]disso|ao[ \t]invés|invece|вместо[ \t]этого|zamiast[ \t]tego|in[ \t]plaats[ \t]daarvan|sebagai[ \t]gantinya|thay[ \t]vào[ \t]đó"
    r"|bunun[ \t]yerine|натомість)(?![^\W\d_])|反而|改为|代わりに|대신")
_OPERATOR_RIGHT_BEFORE = re.compile(r"[-+×*/÷^·][ \t$]*$")
_LIST_MARKER_AFTER = re.compile(r"[.)](?:\s|$)")
_ORDINAL_AFTER = re.compile(r"(?i)(?:st|nd|rd|th)(?![^\W\d_])")
# An ordinal of a birthday or an anniversary ("his 19th birthday", "seinen 19. Geburtstag", "son 19e anniversaire", "su 19.º
# cumpleaños", "19-й день рождения") counts years: it states an age, a value like any.
_YEARS_ORDINAL_AFTER = re.compile(r"(?i)(?:st|nd|rd|th|e|ème|er|re|\.|\.?º|\.?ª|-?(?:й|го|ий|ый))?[ \t]+(?:birthday|anniversary|Geburtstag|Jahrestag"
                                  r"|anniversaire|cumpleaños|aniversario|aniversário|compleanno|anniversario|день[ \t]+рождения|годовщин\w{1,2}"
                                  r"|urodzin\w{0,2}|rocznic\w{1,2}|verjaardag|doğum[ \t]+günü)(?![^\W\d_])")
_YEAR = re.compile(r"(?:19|20)\d\d")
# An index or a slice: square brackets right after a name or a call, holding a few signs and digits ("s[::-1]", "a[i-1]").
# An argument of a binomial coefficient ("By symmetry $\\binom{10}{7}$ is also 120"): an operand, no value stated.
_BINOMIAL_ARGUMENT = re.compile(r"\\[dt]?binom[ \t]*(?:\{[^{}]{0,12}\}[ \t]*)?\{[ \t]*$")
_INDEX_BEFORE = re.compile(r"[\w)\]]\[[\w:+ \t-]{0,12}$")
_INDEX_AFTER = re.compile(r"[\w:+ \t-]{0,12}\]")
# A line that is one number alone, or a label's colon and one number ("Output: 3", "**TL;DR:** 11").
_ALONE = re.compile(r"(?:[^\n:：]{0,40}[:：])?[ \t*_$`>|(\[]*(-?[\d\\][^\s*_$`|)\]]*)[ \t*_$`|.)\]]*")
_MAX_QUALIFIER_WORDS = 3
# A paragraph after the answer: up to a blank line. A check opens it within this many characters.
_PARAGRAPH = re.compile(r"(?:[^\n]|\n(?![ \t]{0,20}\n))+")
_CHECK_OPENING = 80
_EQUALS_BEFORE = re.compile(r"=[ \t$]*$")
# Words in no language read between the marker and the value ("O le tali: pe tusa ma le 405 tala.") qualify it up to
# this many: the grader cannot tell an estimate's words from an answer's.
_MAX_UNREAD_QUALIFIER_WORDS = 6
# Currencies written before an amount as letters, beside ISO codes in capitals ("BRL"): "Rs. 3,75,000", "Rp 75.000", "Kč",
# the Swiss franc's "Fr. 1'250.–" and "SFr.".
_CURRENCY_BEFORE = frozenset("rs rp rm tk kr kč zł ft lei sh ksh br din ден грн руб сом тг r$ s/ fr sfr".split())
# A word with an adverb's ending, in the languages read, and the adverbs that affirm a value or give its rate.
_ADVERB = re.compile(r"[^\W\d_]{2,}(?:ably|ibly|mente|ablement|iblement|ément|amment|emment|lich|lijk|erweise|ungsweise|alnie|тельно|очно)")
_WORD_RIGHT_BEFORE = re.compile(r"([^\W\d_]+)[ \t$*_({\[\\]*$")
# An English adverb in "-ly" is one made from a word ("supposed-ly", "hopeful-ly", "approximate-ly"), not "family".
_LY = re.compile(r"([^\W\d_]{3,})ly")
_AFFIRMING = frozenset("""exactly precisely definitely certainly clearly finally simply only really surely obviously totally entirely
fully ultimately consequently correctly evidently necessarily naturally undoubtedly respectively accordingly altogether daily weekly monthly yearly hourly nightly annually quarterly genau täglich
wöchentlich monatlich jährlich stündlich jeweils exactamente exatamente esattamente diariamente semanalmente
mensualmente mensalmente anualmente finalmente solamente somente justamente точно ровно ежедневно
ежемесячно ежегодно""".split()) | frozenset(
    # the same value said in another form ("Equivalently $\\tfrac{1}{3}\\sqrt{6}$.")
    "equivalently équivalemment equivalentemente äquivalent gleichbedeutend эквивалентно равносильно".split()) | frozenset(
    # the whole counted ("Válasz: összesen 72 csatot adott el.", "Antwort: insgesamt 72"): the sum asked, no qualifier
    "total overall combined insgesamt zusammen gesamt totale complessivamente всего итого razem łącznie celkem celkově "
    "összesen yhteensä totalt tilsammen sammanlagt toplam totaal samen jumlah seluruhnya".split())
# A one-word sentence ("Yes.", "Done!") is not judged by its words; from two words on a withdrawal
# ("Bíddu, þetta er rangt.") can be written.
_MIN_SCRIPT_WORDS = 2
# A run of Thai, Lao, Burmese or Khmer this long is several words written without spaces ("ครูบอกว่าถูกต้อง", the teacher
# said it is right): a sentence judged by its words as a spaced one of two words is.
_UNSPACED_SENTENCE = re.compile(r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]{8,}")
# "Jibu: kumi na nane", "उत्तर: सात": a marker and a few words restate the answer, in whatever language.
_RESTATED = re.compile(r"[ \t*_#>]*[^\s\d:：]+[ \t*_]*[:：][ \t]*(?:\S+[ \t]*){1,3}$")
# "35, but I could be off by a few": the answer's own sentence goes on against it (in the languages read).
_CONTRAST = re.compile(
    r"(?i)[ \t]*[,;—–-][ \t]*(?:but|though|although|however|mais|aber|pero|mas|ma|но|однако|tapi|nhưng|ama|ale|maar)(?![^\W\d_])")
_ANSWER_WORD = compile_words(ANSWER_NOUNS)
_DOUBT = compile_words({lang: "|".join(filter(None, (table.get(lang) for table in (DOUBTS, ATTEMPTS, MORE_DOUBTS))))
                        for lang in {**DOUBTS, **ATTEMPTS, **MORE_DOUBTS}})
_DOUBT_AFTER = compile_words(DOUBTS_AFTER)
_DOUBT_WORDS = LiteralFilter([_DOUBT, _DOUBT_AFTER])  # the after-text is filtered once; its sentences searched only with those left
_OWN_WORK_DOUBT = compile_words({lang: "|".join(filter(None, (table.get(lang) for table in (OWN_WORK_DOUBTS, OWN_WORK_DISTRUSTS, WRITER_UNSURE))))
                                  for lang in {**OWN_WORK_DOUBTS, **OWN_WORK_DISTRUSTS, **WRITER_UNSURE}})
_CHECK_ADVISED = compile_words(CHECK_ADVISED)
_CHECK_ADVISED_WORDS = LiteralFilter([_CHECK_ADVISED])  # searched only where the sentence holds one of its words
# A check carried out after the advice, in the same sentence ("You should check: 7 × 8 = 56"): working, no doubt.
_CHECK_CARRIED_OUT = re.compile(r"[:=]|(?<![^\W\d_])(?:by|via|with)[ \t]+(?:substitut|plugg|multiply|dividing|adding|computing)", re.IGNORECASE)
# A check carried out after the advice, in the text that follows: an equation with a number, or a tick.
_CHECK_DONE = re.compile(r"\d[^\n=]{0,40}=[ \t$]*-?\d|✓|✔")
_CHECK_FOLLOWS = 200
# Advice given as a maxim, of no answer in particular ("it's always a good idea to double-check", "en général").
_MAXIM = re.compile(r"(?i)(?<![^\W\d_])(?:always|in[ \t]general|generally|as[ \t]a[ \t]rule|immer|toujours|en[ \t]général|siempre|sempre|всегда)(?![^\W\d_])|总是|始终")
# The writer going with, sticking with or taking a value, the subject said or left out ("Going with 2.", "I'm sticking
# with 2.", "I'll take 2.", "Je pars sur 2.", "Me quedo con 2.", "Ich bleibe bei 2.", "Fico com 2.", "Ik ga voor 2.",
# "Беру 2."): a choice, whose value ends its sentence, of the value committed to.
_GOES_WITH = {
    "en": r"(?:(?:I'm|I[ \t]am|we're|we[ \t]are|I'll|I[ \t]will|we'll|we[ \t]will|I'd|I[ \t]would|I|we)[ \t]+)?(?:just[ \t]+|still[ \t]+)?"
          r"(?:going[ \t]+with|going[ \t]+for|gonna[ \t]+go[ \t]+with|go[ \t]+with|sticking[ \t]+with|stick[ \t]+with|settling[ \t]+(?:on|for)"
          r"|opting[ \t]+for|opt[ \t]+for)"
          r"|(?:I'll|I[ \t]will|I'd|I[ \t]would|I|we'll|we)[ \t]+(?:just[ \t]+)?(?:take|pick|choose|keep)",
    "fr": r"je[ \t]+pars[ \t]+sur|je[ \t]+reste[ \t]+sur|on[ \t]+part[ \t]+sur|on[ \t]+reste[ \t]+sur|je[ \t]+(?:garde|choisis|retiens|prends|mise[ \t]+sur)",
    "es": r"me[ \t]+quedo[ \t]+con|me[ \t]+voy[ \t]+con|voy[ \t]+con|me[ \t]+decanto[ \t]+por|opto[ \t]+por|(?:yo[ \t]+)?(?:elijo|escojo)",
    "de": r"ich[ \t]+(?:bleibe[ \t]+bei|nehme|wähle|gehe[ \t]+mit|entscheide[ \t]+mich[ \t]+für|tippe[ \t]+auf)|wir[ \t]+(?:bleiben[ \t]+bei|nehmen)",
    "pt": r"fico[ \t]+com|vou[ \t]+com|vou[ \t]+de|(?:eu[ \t]+)?(?:escolho|mantenho)|opto[ \t]+por",
    "it": r"vado[ \t]+con|resto[ \t]+su|(?:io[ \t]+)?(?:scelgo|prendo|tengo)|opto[ \t]+per",
    "nl": r"ik[ \t]+(?:ga[ \t]+voor|hou[ \t]+het[ \t]+op|houd[ \t]+het[ \t]+op|kies|neem|blijf[ \t]+bij)",
    "ru": r"беру|выбираю|остаюсь[ \t]+при|останавливаюсь[ \t]+на|оставляю",
    "pl": r"biorę|wybieram|zostaję[ \t]+przy|stawiam[ \t]+na",
    "id": r"saya[ \t]+(?:pilih|ambil|tetap[ \t]+(?:di|pada))",
    "zh": r"我选|就选|我取|就取",
}
_GOES_WITH_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:" + "|".join(f"(?:{v})" for v in _GOES_WITH.values()) + r")(?![^\W\d_])")
# After the chosen value only the end of its sentence, or a word for "then" or "instead" ("Sticking with 2 then.").
_CHOICE_ENDS = re.compile(r"(?i)[ \t$}*_)]*(?:(?:then|instead|for[ \t]now|anyway|alors|entonces|dann|então|allora|тогда|dan|toch)[ \t]*)?"
                          r"[ \t$}*_)]*[.!。！]*[ \t*_]*$")
_SETTLES_ON = compile_words(SETTLES_ON)
_SETTLES_ON_WORDS = LiteralFilter([_SETTLES_ON, _GOES_WITH_WORD])
# What may stand between the words that settle and the value they settle on ("let's call it roughly 0.6", "say, $0.6$").
_TO_SETTLED_VALUE = re.compile(r"(?i)[ \t,:]*(?:(?:it's|it[ \t]is|that's|about|around|roughly|approximately|approx\.?|an?|even|just|environ|etwa|unos|cerca[ \t]de|circa|около|примерно)[ \t]+)?[ \t$*_\\(~≈{]*(?:boxed\{)?[ \t]*")
_ALTERNATIVES_INTRO = compile_words(ALTERNATIVES_INTRO)
_IF_WRONG = compile_words(IF_WRONG)
_IF_WRONG_WORDS = LiteralFilter([_IF_WRONG])  # searched only where the sentence holds one of its words
_OWN_WORK_CONDITION = re.compile(OWN_WORK_CONDITION)
# A question mark right after the answer ("Answer: 42?", "My guess: 2?").
_ASKED = re.compile(r"[ \t*_$})\]]*[?？]")
_ESTIMATE_NOUN = compile_words(ESTIMATES)
# A sentence after the answer about its reliability: the writer not standing behind it, or an error it allows.
_UNCOMMITTED = compile_words(UNCOMMITTED)
_ALLOWANCE = re.compile(words(ERROR_ALLOWANCES) + "|±", re.IGNORECASE)
_MAX_LOOSENING_WORDS = 16
_ENGLISH_NEGATION = re.compile(r"(?i)not|never|\w+n[’']t")
# A short question after the answer ("Is it right?", "Correct?"), judged by its words (``answer_phrases.confirmation``).
_ASKS_IF_RIGHT = re.compile(r"[^?？\n]{1,60}[?？][ \t]*")
_NEGATION = re.compile(r"(?i)(?<![^\W\d_])(?:not|no|never|kein\w*|nicht|pas|ni|não|non|не|nie|niet|tidak|bukan|không|değil)(?![^\W\d_])|不是|並非|ではない|아니")
# A sentence after the answer is short enough to doubt it as a whole in this many words ("I'm not sure about this.").
_MAX_WITHDRAWAL_WORDS = 10
_TABLE = re.compile(r"(?:^|\n)(?:[ \t]*\|[^\n]{1,200}(?:\n|$)){3,60}")
_BUT = re.compile(r"(?i)[ \t]*[^\W\d_]{0,12}[ \t]*[,;—–-][ \t]*(?:but|yet|mais|aber|pero|mas|ma|но)[ \t]+")
_DENIES = re.compile(
    r"(?i)(?:it|this|that|they|he|she)(?:'s|[ \t]+(?:is|are|was|were|does|do|did))(?:n't|[ \t]+not)(?![^\W\d_])|(?:it|that)[ \t]+isn't"
    r"|ce[ \t]+n'est[ \t]+pas|(?:es|das)[ \t]+ist[ \t]+(?:nicht|kein)|no[ \t]+(?:lo[ \t]+)?es(?![^\W\d_])|não[ \t]+é|non[ \t]+(?:lo[ \t]+)?è"
    r"|(?:это|он|она)[ \t]+не(?![^\W\d_])"
    # the question said to ask another thing ("…, but the question asks per day")
    r"|the[ \t]+question[ \t]+(?:asks|is[ \t]+about|wants)|la[ \t]+(?:pregunta|question|pergunta|domanda)[ \t]+(?:pide|demande|pede|chiede)"
    r"|die[ \t]+frage[ \t]+(?:ist|lautet|fragt)"
)
# A clause that denies a condition, then a condition that only points back to it ("order doesn't matter here; if it did,
# we would count 30", "ce n'est pas le cas ; si c'était le cas, …"): what would hold is set aside, no value offered.
_DENIED_THEN_IF = re.compile(
    r"(?i)(?:n't|(?<![^\W\d_])(?:not|never|pas|nicht|kein\w*|no|não|non|не))(?![^\W\d_])[^;.\n]{0,60}[;,—–][ \t]*(?:but[ \t]+)?"
    r"(?:if[ \t]+(?:it|they|that|this|order)[ \t]+(?:did|does|were|was|had|mattered|counted|applied)|if[ \t]+so|si[ \t]+c'était[ \t]+le[ \t]+cas"
    r"|wenn[ \t]+(?:doch|schon|es[ \t]+so[ \t]+wäre)|si[ \t]+lo[ \t]+(?:hiciera|fuera|fuese)|se[ \t]+fosse)(?![^\W\d_])"
)
_NOT_SURE = re.compile(r"(?i)[ \t]+(?:so[ \t]+)?(?:likely|probable|probably|necessarily|sure|certain|clear|obvious|known|wahrscheinlich|sicher|sûr|probable|seguro|certo|sicuro)")
_CHECK_WORD = compile_words(CHECKS)
# A check's verdict of failure right after its last value ("…= 12, which fails.", "… = 12 — doesn't check out.", "… = 12 →
# false", "… = 12, geht nicht auf"): the value it reached is not what it should be.
_CHECK_FAILS = re.compile(
    r"(?i)^[\s,.;:!—–→⇒=>(\[-]{0,6}(?:(?:which|that|this|it|so|and|but)[ \t]+){0,2}(?:fails?|failed|false|no[ \t]good|not[ \t]quite"
    r"|(?:doesn't|does[ \t]not|won't|will[ \t]not)[ \t](?:hold|work|check[ \t]out|add[ \t]up|match|fit)|échoue|ne[ \t](?:marche|fonctionne|colle)[ \t]pas"
    r"|geht[ \t]nicht[ \t]auf|passt[ \t]nicht|funktioniert[ \t]nicht|no[ \t](?:funciona|cumple|sirve)|falla|não[ \t](?:funciona|serve)|falha"
    r"|non[ \t](?:funziona|va)|не[ \t](?:сходится|подходит|выполняется))(?![^\W\d_])"
)
# A label naming the result, beside the words for "answer" (``ANSWER_NOUNS``), and what joins a label to its value:
# a colon, an equals sign, a table's cell border, "is", a key's quotes ('"answer": 7', "| final | 100 |").
_RESULT_LABEL = re.compile(r"(?i)(?<![^\W\d_])(?:final|result|résultat|ergebnis|resultado|risultato|результат|итог)(?![^\W\d_])|结果|結果")
_LABEL_TO_VALUE = re.compile(r"[ \t\"'`*_]{0,4}(?:[:：=|]|[ \t](?:is|est|ist|es|é|è)(?=[ \t]))[ \t\"'`*_$|]{0,6}(?:\\boxed\{)?")
# A sentence that sums up after the answer ("In short: …", "**En résumé : le reste vaut 3.**") ends on the answer: a
# summary that ends on another value gives a second answer, whatever the working holds.
_SUMMARY = re.compile(
    r"(?i)[ \t*_#>-]*(?:in[ \t]+(?:summary|short|brief|sum|conclusion)|to[ \t]+(?:sum[ \t]+up|summari[sz]e|conclude)|summary|tl;?dr|recap|bottom[ \t]+line"
    r"|en[ \t]+(?:résumé|bref|resumen|conclusión|conclusion|suma|síntesis)|pour[ \t]+résumer|zusammengefasst|zusammenfassend|kurz[ \t]+gesagt|fazit"
    r"|em[ \t]+(?:resumo|suma)|in[ \t]+(?:sintesi|breve|sostanza)|riassumendo|podsumowując|samenvattend|kortom|sammanfattningsvis|kort[ \t]+sagt"
    r"|итак|короче|в[ \t]+итоге|подводя[ \t]+итог"
    # the noun as a label ("**Résumé (FR) :**", "Zusammenfassung:", "Özet:")
    r"|conclusion|résumé|resumen|resumo|riassunto|sintesi|zusammenfassung|samenvatting|sammanfattning|sammendrag|resumé|yhteenveto"
    r"|podsumowanie|shrnutí|zhrnutie|összefoglal(?:ó|ás)|özet|ringkasan|rumusan|tóm[ \t]+tắt|резюме|итог|підсумок|περίληψη|סיכום|ملخص"
    r"|خلاصه|خلاصہ|सारांश|muhtasari)(?![^\W\d_])|总之|综上|总结|摘要|概要|小结|小結|要約|要するに|まとめ|정리|요약|결론적으로")
# A data key ('"remainder":', "remainder:" in YAML at a line's start).
# A table row's first cell ("| median (recomputed) | 7 |") is a key too.
_KEY = re.compile(r'["\']([^"\'\n]{1,40})["\'][ \t]*(?=:)|^[ \t-]*([A-Za-z_][\w ]{0,30})(?=:[ \t])'
                  r'|^[ \t]*\|[ \t*_]*([^\W\d_][^|\n]{0,40}?)[ \t*_]*(?=\|)', re.MULTILINE)
# What concludes the value right after it: an equals sign (not code's comparison, "36 % d == 0"), a table cell, a
# conclusion word.
_CONCLUDED_BEFORE = re.compile(
    r"(?:(?<![=!<>])=|[|]|(?i:(?<![^\W\d_])(?:so|thus|therefore|hence|total|is[ \t]actually|is[ \t]really|equals?|gives?)))"
    r"[\s*_$\\{}]*$")
# Words between two numbers that join them as one thing (a ratio, a range, a product), not as alternatives.
_NOT_ALTERNATIVES = frozenset("""to of by in on at per out times x mod and de à bis zu a на из по к
is are was were be being become becomes equals makes gives giving yields daje dává ergibt donne da dá даёт дает est ist es é è это là ni adalah
has have had hat hay tem ha имеет
有 共有 是 为 為 等于 等於 は が の هو هي يساوي
remainder rem r reste rest resto остаток あまり 余り 余 나머지""".split())  # "6 あまり 2": a quotient and its remainder, one division's result
# The answer's sentence going on to offer another value after it, in the languages read ("— or 8", ", sinon 9").
_OFFERED_AFTER = re.compile(
    r"[ \t}$*)\]]*[—–,;(-]?[ \t]*(?:" + words(ALTERNATIVE_WORDS) + r")[ \t,:]*(?:\$|\\boxed\{|\*\*)*[ \t]*(-?\d+(?:\.\d+)?)(?![\d/])",
    re.IGNORECASE)
# The same offered after the answer for a value of any shape, written in math ("\\boxed{(3,2)}, or $(2,3)$ if ...", "or its
# negative $\\begin{pmatrix} 2 \\\\ -13 \\\\ 8 \\end{pmatrix}$", "— or, if the problem means min, $\\begin{cases} ...$"), a few words or a
# condition between; and the words that say the second is
# the same value written otherwise ("or, equivalently, $\\frac{12}{16}$").
_OFFERED_MATH_AFTER = re.compile(
    r"[\s}$*)\].]{0,8}[—–,;(-]?[ \t]*(?:" + words(ALTERNATIVE_WORDS) + r")[ \t,:]*((?:[^\W\d_]{1,15}[ \t,]+){0,8}?)"
    r"(\$\$?[^$\n]{1,400}?\$\$?|\\\(.{1,400}?\\\)|\\\[.{1,400}?\\\]|\([^()\n]{0,100}\d[^()\n]{0,100},[^()\n]{1,100}\))", re.IGNORECASE)
_SAME_WRITTEN_OTHERWISE = re.compile(
    r"(?i)(?<![^\W\d_])(?:equivalently|equivalent|i\.e|that[ \t]is|in[ \t]other[ \t]words|written|simplified|expressed"
    r"|degrees|radians|équivalent|équivalemment|äquivalent|gleichbedeutend|equivalente|equivalentemente|эквивалентно|то[ \t]есть)(?![^\W\d_])")
# In the answer's own sentence, a value offered beside it: after a word for "or" ("**Total: $2430** (or $1890 under the
# other reading)", "२७ जना केटा, अथवा २८"), before a condition ("**8 sides** (16 if each edge is counted twice)"), or
# concluding a clause that opens with a condition ("— that holds provided ...; if it is, make it 10").
# A later clause that opens with a word for "or" ("— or, counting the draw twice, 4/25."): another value offered.
_OPENS_WITH_OR = re.compile(r"[\s*_—–,;-]*(?:" + words(ALTERNATIVE_WORDS) + r")[ \t,:]", re.IGNORECASE)
# A sentence that is one bracket ("(or 6)", "[or 2/10]"): its words are read as a sentence of their own, its closing
# bracket no end of an expression the value is an operand of.
_ONE_BRACKET = re.compile(r"\s*[(\[]([^()\[\]\n]{1,200})[)\]][\s.]*")
# A one-letter "or" ("o", "ó", "u") that opens such a bracket right before a number: the bracket sets it beside the answer,
# so it stands between two values ("Respuesta: 5" then "(o 6)").
# A number or a fraction as a sentence writes it, whole ("$\\frac{10}{16}$", "10/16", "0.625"), not a part of another.
_VALUE_WRITTEN = re.compile(r"(?<![\d.,/{}^_])(\\d?frac\{\d{1,12}\}\{\d{1,12}\}|-?\d{1,15}(?:[.,]\d{1,15})?(?:[ \t]{0,2}/[ \t]{0,2}\d{1,15})?)(?![\d/{])")
_ALSO_ACCEPTABLE = compile_words(ALSO_POSSIBLE)
_LETTER_OR = re.compile(r"(?i)[ \t]*(?:o|ó|u)[ \t]+(?=[-\d$\\])")
# The number a word for "or" offers, as written: a fraction (with the mark of a mixed number, U+2064), a decimal, a percent.
_NUMBER_OFFERED = re.compile(r"[ \t$]*(\\d?frac\{\d{1,12}\}\{\d{1,12}\}\u2064?|-?\d{1,15}(?:[.,]\d{1,15})?(?:[ \t]{0,2}/[ \t]{0,2}\d{1,15}|[ \t]?\\?%)?)(?![\d/])")
_OR_RIGHT_BEFORE = re.compile(r"(?:" + words(ALTERNATIVE_WORDS) + r")[ \t,:$\\*_({]{0,8}$", re.IGNORECASE)
# Another reading of the problem named anywhere in a sentence ("under the other interpretation the area is 48", "Alternative
# reading: 48", "bei der anderen Lesart"): a value not seen before in it is offered on that reading.
_ANOTHER_READING = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:the[ \t]+other|another|an?[ \t]+alternative|alternative|a[ \t]+different|the[ \t]+second)[ \t]+(?:reading|interpretation|assumption)"
    r"|read[ \t]+(?:otherwise|differently)|autre[ \t]+(?:lecture|interprétation)|ander(?:e|en|er)[ \t]+(?:Lesart|Deutung|Auslegung|Interpretation)"
    r"|otra[ \t]+(?:lectura|interpretación)|outra[ \t]+(?:leitura|interpretação)|altra[ \t]+(?:lettura|interpretazione)"
    r"|друго(?:м|й)[ \t]+(?:прочтении|интерпретации|толковании))(?![^\W\d_])")
# Another reading of the problem named after a value ("48 on the other reading", "48 bei der anderen Lesart"): a condition.
_OTHER_READING = (r"(?:on|in|with|under|for)[ \t]+(?:the[ \t]+other|another|a[ \t]+different|an?[ \t]+alternative|the[ \t]+alternative)[ \t]+"
                  r"(?:reading|interpretation|assumption|view)|(?:selon|dans|avec)[ \t]+l'autre[ \t]+(?:lecture|interprétation)"
                  r"|bei[ \t]+(?:der[ \t]+)?ander(?:en|er)[ \t]+(?:Lesart|Deutung|Auslegung)|(?:con|en|según)[ \t]+la[ \t]+otra[ \t]+(?:lectura|interpretación)"
                  r"|(?:com|na|pela)[ \t]+outra[ \t]+(?:leitura|interpretação)|(?:con|nell')[ \t]*l?'?altra[ \t]+(?:lettura|interpretazione)")
# A condition right after a value, past its unit's words ("16 if each edge is counted twice", "48 cm^{2} if the cut-out is
# read as 2 cm by 8 cm", "$1890 under the other reading").
_CONDITION_RIGHT_AFTER = re.compile(
    r"[ \t$}*_)]{0,6}(?:(?:[^\W\d_][^\s\d.,;:()$]{0,15}(?:\^\{?[23]\}?)?|[²³])[ \t$}*_]{0,4}){0,3}?,?[ \t]*(?:(?:"
    + words(CONDITIONS_AFTER) + r")|" + _OTHER_READING + r")(?![^\W\d_])", re.IGNORECASE)
_CLAUSE = re.compile(r"[^;—–(]+")
_WORKING_BEFORE = re.compile(r"(?:[-+×*/÷=·^<>≤≥]|\\times|\\cdot|\\div)[ \t${]*$")
_WORKING_AFTER = re.compile(r"[ \t$}]*(?:[-+×*/÷=·^<>≤≥]|\\(?:times|cdot|div)(?![A-Za-z]))")
_MAX_OWN_SENTENCE = 400
# The consequent of a condition, after its comma or "then" ("if it is, make it 10"); "(assuming 60 minutes an hour)" has none.
_CONSEQUENT = re.compile(r"[,，、]|(?<![^\W\d_])(?:then|alors|dann|entonces|então|allora|тогда)(?![^\W\d_])|就|则|則", re.IGNORECASE)
_NO_VALUE = re.compile(r"<|>|≤|≥|≠|\\(?:le|ge|leq|geq|ne|neq|lt|gt)(?![A-Za-z])")
_OPERATOR_BEFORE = re.compile(r"[-+*/×÷·−^][ \t]*$")
_OPERATION_AFTER = re.compile(r"[ \t$]*(?:[-+*/×÷·−^]|\\(?:times|cdot|div)(?![A-Za-z]))")
_JOINED = re.compile(r"(?<![\w.^{])(-?\d+(?:\.\d+|,\d{1,2}(?![\d,]))?)(?![\w.])[ \t]*(?:\*\*|\$)?[ \t]*([^\W\d_]{1,6})[ \t]*(?:\*\*|\$)?[ \t]*"
                     r"(-?\d+(?:\.\d+|,\d{1,2}(?![\d,]))?)(?!\.?\d|[\w^/])")  # a decimal comma of one or two places ("1562,5") read as a point


def tail_fault(reading: Reading) -> tuple[str, str] | None:
    """``(reason, what was seen)`` when the answer's region or what follows it is not known to be harmless."""
    if reading.answer is None or reading.visible is None:
        return None
    cents = _ZERO_CENTS.match(reading.after)
    if cents is not None and NUMBER_IN_TEXT.fullmatch(reading.answer.strip()):  # "($42.00)" read 42: its zero cents, no value
        reading = replace(reading, after=" " * cents.end() + reading.after[cents.end() :])
    value = reading.answer.rsplit("=", 1)[-1].strip()
    note = _note_mark(reading)  # "Answer: 1095†": the answer points to a note
    if note is not None and value.endswith(note) and _POWER_MARK.search(value):
        value = value[: -len(note)]  # "1095¹", read "1095^{1}": the value with a note's mark, no power
    hedge = _hedge(reading, value)
    if hedge is not None:
        return "hedged", f"two values are offered: {hedge!r}"
    offered = _offered_beside(reading, value)
    if offered is not None:
        return "hedged", f"the answer's sentence offers {offered} beside it"
    other = _on_another_condition(reading, value)
    if other is not None:
        return "hedged", f"the answer is given on a condition, right after {other} on another"
    table = _table_of_alternatives(reading, value)
    if table is not None:
        return "hedged", f"the answer is a row of a table of alternatives that a doubt introduces: {table!r}"
    option = other_option_offered(reading.answer, _LINE_ASTERISKS.sub(" ", reading.after), dict(reading.options)) if reading.options else None
    if option is not None:
        return "hedged", f"option {option} is offered after the answer"
    if not reading.estimate_asked:
        word = _qualifier(reading, value)
        if word is not None:
            return "qualified", f"the answer is introduced by {word!r}, no word that introduces an answer"
        word = _abbreviated(reading, value)
        if word is not None:
            return "qualified", f"the answer is written as an estimate: {word!r}"
        word = _adverb_beside(reading, value)
        if word is not None:
            return "qualified", f"an adverb says how sure or how exact the answer is: {word!r}"
    judged = _judged_in_value(reading, value)
    if judged is not None:
        return "withdrawn", f"the answer's own words call it wrong: {judged!r}"
    doubt = _doubted(reading, value)
    if doubt is not None:
        return "qualified", f"the writer doubts the answer: {doubt!r}"
    mark = _mark_after(reading, value)
    if mark is not None:
        return ("withdrawn", f"a mark of wrongness follows the answer: {mark!r}") if mark in WRONG_MARKS else \
            ("qualified", f"a mark of doubt follows the answer: {mark!r}")
    denial = denied_belief(reading, value)
    if denial is not None:
        return "qualified", f"the answer's sentence denies or doubts it: {denial!r}"
    condition = _held_to_a_case(reading, value)
    if condition is not None:
        return "qualified", f"the answer is held to a case the prompt does not name: {condition!r}"
    margin = None if reading.estimate_asked else _MARGIN_AFTER.match(reading.after)
    if margin is not None:
        return "hedged", f"the answer is given with a margin around it: {margin.group().strip(' $}*_')!r}"
    paired = _percent_paired(reading.after, value) if "/" in reading.after else None
    if paired is not None:
        return "hedged", f"the answer is said again beside another share after a slash: {paired!r}"
    unknown = unread_answer(reading, value)
    if unknown:
        return "unread_answer", f"the answer's sentence is in words the grader does not read: {' '.join(unknown)!r}"
    other = _unread_beside(reading, value)
    if other is not None:
        return "unread_answer", f"the answer's sentence goes on to another number, {other}, in words the grader does not read"
    line = reading.after.split("\n", 1)[0]
    apart = restated_apart(value, line.lstrip("}$*_ \t"))
    written = _line_as_written(reading, line) if apart is None else line
    if written != line:  # a duration of two units is one quantity ("1 h 30 min": 1.5 h), as the reading took it
        apart, line = restated_apart(value, read_durations(written.lstrip("}$*_ \t"))), written
    if apart is not None:
        return "value_after", f"the answer said again in another unit is another quantity, {apart}: {value + line!r}"
    if SENTENCE.search(reading.after) is None:
        return None  # no sentence after the answer (most completions): the values below would be read for nothing
    time = _other_time(reading, value) if ":" in reading.after else None
    if time is not None:
        return "value_after", f"the text after the answer states the time {time}, not the answer's"
    known, answer = _known_numbers(reading, value), parse_number(value)
    ranged = _range_around(reading.after, answer, reading.prompt) if answer is not None and any(c.isdigit() for c in reading.after) else None
    if ranged is not None:
        return "hedged", f"the text after the answer gives a range around it: {ranged!r}"
    conceded = _conceded(reading.after, answer, reading.prompt) if answer is not None and any(c.isdigit() for c in reading.after) else None
    if conceded is not None:
        return conceded[0], f"the text after the answer concedes or offers {conceded[1]}, another value"
    feeds = _feeding_the_answer(reading.after, answer)
    totals = _running_totals(reading.after, answer) or _computed_block(reading.after, answer)
    checks = None  # read where a sentence would state a value
    working = reading.visible[: reading.at[0] if reading.at[0] >= 0 else len(reading.visible)]
    practice_at = _practice_set(reading.after)
    derived: set[str] = set()  # the numbers of computations carried out with the answer (see _worked_from_answer)
    for m in SENTENCE.finditer(reading.after):
        sentence = without_certainty_share(m.group())  # "I'm 100% sure.": how sure the writer is, no value
        opens_line = "\n" in m.group()[: len(m.group()) - len(m.group().lstrip())]  # after a line break of its own
        if m.start() > 0 or opens_line:
            sentence = _unmarked(sentence, note or "*")
        romans = _romans(sentence)  # "40 (XL in Roman numerals)": the answer said again in another notation
        if romans and answer is not None:
            other = next((r for r in romans if not same_value(str(r), answer)), None)
            if other is not None:
                return "value_after", f"the text after the answer states {other} in Roman numerals: {sentence.strip()!r}"
            if not any(c.isdigit() for c in sentence):
                continue  # its words name the notation; numbers beside the numeral are read below as any are
        # A computation whose result a later step carries to the answer is the explanation's working ("3 × 12 = 36 …
        # 36 + 9 = 45"); a value stated without working is not.
        known = known | feeds if _RELATION.search(sentence) else known
        derived |= _worked_from_answer(sentence, answer, known) if answer is not None and "=" in sentence else set()
        if reading.after.count("```", 0, m.start()) % 2 == 1:
            # In a code block "36 % d" takes a remainder (36 is an operand) and "# 48" opens a comment (48 no label's number).
            sentence = sentence.replace("%", "÷").replace("#", " ")
        else:
            sentence = groups_as_counts(prose_decimals(sentence))  # "Tizedes törtként 0,5.": one number, 0.5; "a dozen": 12
        numbers = [n for n in NUMBER_IN_TEXT.finditer(sentence) if not sentence.startswith(("_", "^"), n.end())]
        if m.start() == 0 and numbers:
            known = known | _said_again_in_another_unit(value, sentence, numbers)
        # Words of a closed class in any language tabled: to a teacher or an official key, doubt or approximation, "or"
        # before another number ("Opettajalle: …", "아마 맞을 거예요.", "Ή μήπως 80.").
        closed = closed_fault(sentence, reading.prompt, reading.estimate_asked)
        if closed is not None and closed[0] == "qualified" and any(answer is None or not same_value(n.group().strip(), answer) for n in numbers):
            return "hedged", f"the text after the answer offers another number with {closed[1]!r}: {sentence.strip()!r}"  # "Ehkä 10."
        if closed is not None:
            return closed[0], f"the text after the answer holds {closed[1]!r}: {sentence.strip()!r}"
        offered = or_offered(sentence) if numbers else None
        if offered is not None and (answer is None or not same_value(offered, answer)):
            return "hedged", f"the text after the answer offers {offered} after a word for 'or': {sentence.strip()!r}"
        ranged = range_around(sentence, answer.value, lambda n: answer_key(n) in known) if len(numbers) > 1 and answer is not None else None
        if ranged is not None:
            return "hedged", f"the text after the answer gives a range around it: {ranged!r}"
        if (m.start() == 0 and len(sentence.split()) <= MAX_UNIT_WORDS and not numbers and not _OPENS_WITH_OR.match(sentence.lstrip("(["))) \
                or closing(sentence) or confirmation(sentence) or _closing_to_a_name(sentence, reading.prompt):
            continue  # the answer's own sentence goes on with its unit ("48 ብር", "12 cm."), read above; a closing; "Igen, stimmel."
        asked = _ESTIMATE_AFTER.match(sentence) if m.start() == 0 and reading.estimate_asked else None
        if asked is not None and not numbers:
            continue  # "Answer: 40, to within rounding error." where an estimate is asked: the estimate asked for
        if m.start() == 0 and _CONTRAST.match(sentence) and not reading.estimate_asked:
            return "qualified", f"the answer's sentence goes on to take it back in part: {sentence.strip()!r}"
        # Not judged for values: a new task the completion goes on to ("Problem:").
        practice = practice_at is not None and practice_at < m.end()
        another_task = _NEW_TASK.search(reading.after, 0, m.start()) or practice
        labelled = None if another_task else _labelled_value(sentence, value, reading.prompt, working)
        if answer is not None and any(REJECTED_AFTER.match(sentence, n.end()) and _seen(n, set(), answer) for n in numbers):
            return "withdrawn", f"the text after the answer rejects it: {sentence.strip()!r}"
        if numbers and (_condition_denied(sentence, numbers) or _condition_undone(sentence, numbers, answer, known)):
            continue
        if totals is not None and totals[0] <= m.start() < totals[1] and labelled is None:
            continue  # a row of a table of running totals that ends at the answer: the working laid out
        if labelled is not None:
            return "value_after", f"the text after the answer labels {labelled} the answer or the result: {sentence.strip()!r}"
        if numbers and (_mistake_note(sentence) or _rough_estimate(sentence, numbers, answer)):
            continue  # "A common mistake is to stop at 9/12, since 9 and 12 …", "grob 3 mal 7 sind 21, also liegt 22,1 …": working
        settled = None if another_task or answer is None or not numbers else _settled_on(sentence, numbers, answer)
        if settled is not None:
            return "value_after", f"the text after the answer settles on {settled}: {sentence.strip()!r}"
        summed = None if another_task or answer is None or not _SUMMARY.match(sentence) else _summed_up(sentence, answer)
        if summed is not None:
            return "value_after", f"the summary after the answer gives {summed}: {sentence.strip()!r}"
        share = _new_share(numbers, known, value) if _FIRST_PERSON.search(sentence) or _CONFIDENCE.search(sentence) else None
        if share is not None:
            return "hedged", f"the text after the answer gives a share not seen before, a confidence in it: {sentence.strip()!r}"
        alone = None if another_task else _stands_alone(sentence, value)
        if alone is not None and _recap_labelled(sentence, alone, reading.prompt, working):
            alone = None  # "Recap: … Eggs used: 7": a step of the working labelled with a given's words
        if alone is not None:
            return "value_after", f"the text after the answer states {alone} on its own: {sentence.strip()!r}"
        revised = None if another_task else _revised(sentence, numbers, answer, known)
        if revised is not None:
            return "value_after", f"the text after the answer revises it to {revised}: {sentence.strip()!r}"
        again = None if another_task else _reassigned(sentence, value, reading)
        if again is not None:
            return "value_after", f"the text after the answer concludes {again}: {sentence.strip()!r}"
        again = None if another_task or answer is None else _asked_expression_again(sentence, reading.prompt, answer)
        if again is not None:
            return "value_after", f"the text after the answer gives the asked expression {again}: {sentence.strip()!r}"
        # A value the next sentence denies ("no, …") before the text concludes the answer again is set aside ("which would
        # give $105$... no, $23 - 15 = 8$. So the area stays $120$.").
        if numbers and OPENS_WITH_NO.match(reading.after[m.end() : m.end() + 40]) and concluded_again(reading.after, m.end(), value):
            continue
        offered = (_doubted_other(sentence, numbers, answer) or _fallback_if_wrong(sentence, numbers, value)
                   or _offered_after_or(sentence, numbers, known, value)
                   or _offered_on_condition(sentence, numbers, value, reading.prompt)
                   or _offered_instead(sentence, numbers, known, value)
                   or _offered_before_condition(sentence, numbers, known, value))
        if offered is not None and not answer_decimal(offered, value) and not any(n.group().strip() == offered and (_of_another_quantity(sentence, n, reading.prompt)
                                                                              or answer_in_another_unit(sentence, n, answer, reading.prompt, value)
                                                                              or answer_at_another_precision(sentence, n, value, reading.prompt)
                                                                              or _other_matter(sentence, n))
                                           for n in numbers):
            return "hedged", f"the text after the answer offers {offered} on a condition: {sentence.strip()!r}"
        offered = _offered_in_form_ruled_out(sentence, reading, value) if numbers else None
        if offered is not None:
            return "hedged", f"the text after the answer offers the answer again in a form the prompt rules out, {offered}: {sentence.strip()!r}"
        restated = _restated_unequal(sentence, value) if numbers and answer is None else None
        if restated is not None:
            return "value_after", f"the text after the answer says the answer again as another value, {restated}: {sentence.strip()!r}"
        if checks is None:
            checks = _checks(reading.after, answer, reading.prompt)
        verdict = next((v for (a, b), v in checks if a <= m.start() < b), False)
        if verdict:
            return verdict[0], f"the check after the answer finds it wanting, {verdict[1]!r}: {sentence.strip()!r}"
        if verdict is None:
            continue  # a step of a check that confirms the answer: working, no value stated beside it
        if numbers and not practice and _arrives_elsewhere(sentence, numbers[-1], known | derived, value, reading.prompt):
            return "value_after", f"the text after the answer arrives at a value not seen before: {sentence.strip()!r}"
        # The rest of the answer's sentence ("220 $ à payer d'ici 12 mois") states no second value; a sentence after it on its
        # line ("9. Maybe 10.") states one that it gives bare, not as the count of another thing ("This could be solved in 2 ways.").
        own = not opens_line and not _SENTENCE_BREAK.search(reading.after, 0, m.start())
        next_on_line = own and len(reading.values) == 1 and _ENDED_AT_VALUE.match(reading.after) is not None
        new = None if (own and not next_on_line) or another_task else _new_number(sentence, numbers, known | derived, value, reading.prompt)
        if own and not next_on_line and not another_task and answer is None and numbers:
            new = _estimate_off_closed_form(sentence, numbers, known | derived, value, reading.prompt, signed=True)  # "9π (≈ 18.85)"
        if new is not None and next_on_line and _counts_a_thing(sentence, new, reading.prompt):
            new = None
        if new is not None:
            return "value_after", f"the text after the answer states {new}, a value not seen before: {sentence.strip()!r}"
        if m.start() == 0 and not numbers and _of_the_question(sentence, reading.prompt):
            continue  # the answer's sentence goes on in the question's own words ("na 15 dagen heeft Sanne het boek uit")
        if not numbers and denied_next(reading.after, m.end(), value):
            continue  # "Attendez, je me suis trompé… non, c'est bien 9": a doubt the next words take back at once
        # A sentence with no number in a script not read whose every word the grader vouches for (a word tabled, the
        # prompt's, a note's label: "ข้อสังเกต: ผลบวกของจำนวนคี่ n ตัวแรกเท่ากับ n² เสมอ") states a general fact; a negation or
        # a doubt is no such word. In a script read, its words are judged as any are ("je dis ça sans conviction").
        if not numbers and _unread(sentence, _in_code_or_table(reading.after, m.start(), sentence)) and not (
                _unread_script(sentence) and (vouched_sentence(sentence, reading.prompt) or says_nothing_against(sentence, False))):
            if restated_in_words(sentence, value, reading.prompt):
                continue  # "Kila mtoto anapata machungwa manne.": the answer's value again in words, in the question's words
            return "unread_after", f"the text after the answer is in words the grader does not read: {sentence.strip()!r}"
        if numbers and not own and _unread_words(sentence, reading.prompt) and not says_nothing_against(sentence, True):
            # "Note for the examiner: the key says 180 too" in a script not read; "כל זווית היא 108°" says nothing against it
            return "unread_after", f"the text after the answer is in words the grader does not read: {sentence.strip()!r}"
    return None


_INTRO_REACH = 200


def _table_of_alternatives(reading: Reading, value: str) -> str | None:
    """The sentence that introduces the table whose last row the answer was read from, where it doubts or lays out
    alternatives ("Not sure whether the pen is $20 or $21:", "Depending on whether …:") and another row gives another
    value: the rows are candidates offered side by side, the last no more committed to than the others."""
    start, visible = reading.at[0], reading.visible
    line_start = visible.rfind("\n", 0, start) + 1 if start >= 0 else -1
    if line_start < 0 or not visible[line_start:start].lstrip().startswith("|"):
        return None
    top = line_start
    while top > 0:
        above = visible.rfind("\n", 0, top - 1) + 1
        if not visible[above : top - 1].lstrip().startswith("|"):
            break
        top = above
    rows = [row for row in visible[top:line_start].split("\n") if any(c.isdigit() for c in row)]
    answer = parse_number(value)
    others = [row for row in rows if not any(_seen(n, set(), answer) for n in NUMBER_IN_TEXT.finditer(row.rstrip(" \t|").rsplit("|", 1)[-1]))]
    if answer is None or not others:
        return None
    intro = visible[max(0, top - _INTRO_REACH) : top].strip()
    intro = intro[max(intro.rfind("\n"), *(intro.rfind(p, 0, len(intro) - 1) for p in ".!?。！？")) + 1 :]
    found = _DOUBT.search(intro) or _DOUBT_AFTER.search(intro) or _ALTERNATIVES_INTRO.search(intro)
    return intro.strip() if found is not None else None


def _romans(sentence: str) -> list[int]:
    """The values of the Roman numerals of a sentence that names the notation ("(XL in Roman numerals)": 40): a numeral
    said so is a number, the answer's or another, never a name."""
    if _ROMAN_NAMED.search(sentence) is None:
        return []
    return [v for v in map(roman_value, _ROMAN_WORD.findall(sentence)) if v is not None]


def _note_mark(reading: Reading) -> str | None:
    """The note mark right after the answer ("1095*", "1095†", "1095[1]"), or the power of one the reading made of a
    superscript one ("1095¹" read "1095^{1}")."""
    mark = _FOOTNOTE_MARK.match(reading.after)
    if mark is not None:
        return mark.group()
    power = _POWER_MARK.search(reading.answer or "")
    return power.group() if power is not None else None


def _unmarked(sentence: str, mark: str) -> str:
    """``sentence`` with the note mark, the bullet or the bold that opens it blanked ("*1096 if one of them is a leap
    year." → " 1096 if …", "¹ 1096 …", "**1096** if …"): the note the answer's mark points to, or a line of a list, is
    read as any sentence after the answer, its first number no product's operand nor a power's exponent."""
    opening = _OPENING_ASTERISKS.match(sentence)
    if opening is not None:
        return " " * opening.end() + sentence[opening.end() :]
    body = sentence.lstrip()
    at = len(sentence) - len(body)
    return sentence[:at] + " " * len(mark) + sentence[at + len(mark) :] if body.startswith(mark) else sentence


def _checks(after: str, answer, prompt: str) -> list[tuple[tuple[int, int], tuple[str, str] | None]]:
    """The paragraphs after the answer that check it, each with its verdict against it (:func:`_check_verdict`, ``None``
    where its words find nothing wanting): a word of checking opens the paragraph, and its
    last value is the answer's ("Let me verify with actual numbers: … $\\{a, b\\} = \\{2, 5\\}$. Then $2^3 + 5^3 = 133$
    ✓."), or its last value is reached twice after "=" (the two sides of an identity at a point: "the left side is …
    $= \\frac{23}{24}$, and the right side is … $= \\frac{23}{24}$."), or it starts from the answer and ends on a number of
    the prompt (a check that runs the answer forward to what is given: "Check: 18 → sells 6 → 12 → … → 5 left. ✓" for "…
    has 5 left; how many did she start with?"). The steps of one that finds nothing
    wanting are working."""
    if answer is None:
        return []
    found = []
    given = {answer_key(n.group().strip()) for n in NUMBER_IN_TEXT.finditer(prompt)}
    for p in _PARAGRAPH.finditer(after):
        text = p.group()
        numbers = list(NUMBER_IN_TEXT.finditer(text))
        if not numbers or not _CHECK_WORD.search(text, 0, _CHECK_OPENING):
            continue
        last = numbers[-1].group().strip()
        both_sides = sum(answer_key(n.group().strip()) == answer_key(last) and _EQUALS_BEFORE.search(text, 0, n.start()) is not None
                         for n in numbers) >= 2
        forward = len(numbers) > 1 and same_value(numbers[0].group().strip(), answer) and answer_key(last) in given
        if same_value(last, answer) or both_sides or forward:
            found.append((p.span(), _check_verdict(text, numbers[-1].end(), prompt)))
    return found


def _check_verdict(check: str, last_end: int, prompt: str) -> tuple[str, str] | None:
    """``(reason, words)`` where a check's words after its last value (its verdict) judge what it reached wrong ("Check:
    18 × 2 = 36, which is not right.", "Probe: … stimmt nicht", "ตรวจสอบ: 7 + 5 = 12 ไม่ถูกต้อง") or doubt it ("…
    ถูกต้องมั้ง"), or where its words are in a script the grader does not read and not all words it vouches for: its verdict
    is read before its steps are taken for working; a doubt on the manner before its steps ("Probably easiest to check:
    …") is none."""
    verdict = check[last_end:]
    judged = WRONG.search(verdict) or MISTAKE.search(verdict.strip()) or _CHECK_FAILS.match(verdict)
    if judged is not None:
        return "withdrawn", judged.group()
    doubt = _DOUBT.search(verdict) or _DOUBT_AFTER.search(verdict)
    if doubt is not None:
        return "qualified", doubt.group()
    return ("unread_after", check.strip()) if _unread_words(check.strip(), prompt) and not says_nothing_against(check, True) else None


# A run of plain arithmetic ("8 - 12 + 6", "$9 \\times 5$"), read up to an "=".
_ARITHMETIC_RUN = re.compile(r"(?:[\d.,+×*/÷·() \t$−-]|\\(?:times|cdot|div)(?![A-Za-z])){1,160}")
_RESULT_AFTER = re.compile(r"[ \t$]*(-?\d{1,15}(?:\.\d{1,15})?(?:/\d{1,15})?)(?![\d.,/]?\d)")
_MAX_CHAIN_SIDES = 8
# A formula, theorem or identity named in words ("matches Euler's formula", "la formule d'Euler", "wie die Eulersche Formel
# verlangt", "by the Pythagorean theorem"): a computation with the answer that holds and ends at the value it names is a
# check by it, its numbers working ("6 vertices and 5 faces, and 6 − 9 + 5 = 2 matches Euler's formula").
_FORMULA_NAMED = re.compile(r"(?i)formula|formule|formel|fórmula|формул|theorem|théorème|teorema|теорем|identity|identité|identität"
                            r"|identidad|identità|тождеств|公式|定理|恒等式")
# A formula of named quantities that opens a chain ("V - E + F = 8 - 12 + 6 = 2"): the chain's value is the formula's.
_FORMULA_SIDE = re.compile(r"(?<![^\W\d_])[A-Za-z](?:[ \t]*[-+×*/·−][ \t]*[A-Za-z](?![^\W\d_])){1,6}[ \t$]*$")


def _worked_from_answer(sentence: str, answer, known: set[str]) -> set[str]:
    """The numbers of the computations in ``sentence`` that take the answer as an operand, hold exactly and end at a
    number already seen ("9 × 5 = 45" after 9 each of 45) or at the value of a formula the chain names ("Euler's formula
    confirms: V - E + F = 8 - 12 + 6 = 2" after 12 edges): a check, its numbers working, no second value for the asked
    one. A computation that does not hold, one of other numbers alone ("28 - 12 = 16" after 15), one that ends at a new
    value named by words ("the count that actually matters is (15+1)/2 = 8"), or a sentence naming an answer, is none."""
    found: set[str] = set()
    if _ANSWER_WORD.search(sentence):
        return found
    sides = sentence.split("=", _MAX_CHAIN_SIDES)
    formula = _FORMULA_SIDE.search(sides[0]) is not None or _FORMULA_NAMED.search(sentence) is not None
    for left, right in zip(sides, sides[1:]):
        run = None
        for run in _ARITHMETIC_RUN.finditer(left):
            pass
        result = _RESULT_AFTER.match(right)
        if run is None or run.end() != len(left) or result is None:
            continue
        expression = run.group().lstrip(" \t$.,")  # "Then, 9 × 5": the comma ends the words before it
        operands = _DIGIT_RUN.findall(expression)
        if not any(same_value(o, answer) or same_value("-" + o, answer) for o in operands):
            continue
        said, worked = parse_number(result.group(1)), arithmetic_value(expression.replace("−", "-"))
        if said is not None and worked is not None and said.value == worked and (formula or answer_key(result.group(1)) in known):
            found |= {answer_key(o) for o in operands} | {answer_key(result.group(1))}
    return found


# A term of a sequence or an indexed unknown, and its value after "=" ("a_3 = 11", "$x_{2} = 5$").
_TERM = re.compile(r"(?<![A-Za-z\\])([A-Za-z])_\{?([0-9A-Za-z]{1,4})\}?")
_TERM_BEFORE = re.compile(r"(?<![A-Za-z\\])([A-Za-z])_\{?([0-9A-Za-z]{1,4})\}?[ \t$]*=[ \t$]*$")


def _other_term(sentence: str, n: re.Match, prompt: str) -> bool:
    """Whether ``n`` is the value of a term of the letter the question asks, under another index ("Check a few: $a_1 = 3,
    a_2 = 7, a_3 = 11$" for "What is $a_{20}$?"): another quantity by its name, no second answer."""
    term = _TERM_BEFORE.search(sentence, 0, n.start())
    if term is None or not prompt:
        return False
    question = prompt.rstrip()[-300:]
    question = question[max(question.rfind(p, 0, len(question) - 1) for p in ".!\n") + 1 :]
    asked = {(m.group(1), m.group(2)) for m in _TERM.finditer(question)}
    return (term.group(1), term.group(2)) not in asked and any(letter == term.group(1) for letter, _ in asked)


def _feeding_the_answer(after: str, answer) -> set[str]:
    """The operands of the computations after the answer that arrive at its value ("Adding the hat, 36 + 9 = 45
    dollars." after "Answer: 45"): an explanation's steps toward the answer, not values stated beside it."""
    if answer is None:
        return set()
    feeds: set[str] = set()
    for m in SENTENCE.finditer(after):
        numbers = list(NUMBER_IN_TEXT.finditer(m.group()))
        if len(numbers) >= 2 and _RELATION.search(m.group()) and same_value(numbers[-1].group().strip(), answer):
            feeds |= {answer_key(n.group().strip()) for n in numbers[:-1]}
    return feeds


def _said_again_in_another_unit(value: str, sentence: str, numbers: list[re.Match]) -> set[str]:
    """The first number of the answer's own sentence where it says the answer's quantity again in another unit of its
    kind ("Answer: 168 hours (= 1 week).", "150 минут, то есть 2.5 часа"; :func:`~reward_plugins.math.units.restated_quantity`):
    a value seen, as the answer is. "168 hours (= 2 weeks)" says another quantity and stays a value."""
    again = restated_quantity(value + " " + sentence.strip(), whole=False)
    return {answer_key(again)} if again is not None and numbers[0].group().strip() == again else set()


def _line_as_written(reading: Reading, line: str) -> str:
    """The rest of the answer's line as written, where the reading set aside a restatement that agrees ("60 inches, i.e.
    152.4 cm, i.e. 15.24 m" read on from ".e. 15.24 m"): a chain of restatements is judged link by link, each the
    answer's quantity or another."""
    return reading.visible[reading.at[1] :].split("\n", 1)[0] if 0 <= reading.at[1] <= len(reading.visible) else line


def _speaks_of_the_answer(sentence: str, prompt: str) -> bool:
    """Whether a sentence after the answer that names no other number restates it, in digits or words, or names the
    asked quantity ("So Tom probably has 36 apples.", "Tom hat also wahrscheinlich sechsunddreißig Äpfel."): a single
    word of doubt in it doubts the answer."""
    return NUMBER_IN_TEXT.search(spell_numbers(sentence)) is not None or names_the_asked(prompt, sentence)


def _doubt_in(sentence: str, doubts: list[re.Pattern], prompt: str = "") -> re.Match | None:
    """The first word of doubt in ``sentence`` by the patterns of :data:`_DOUBT` and :data:`_DOUBT_AFTER` that the whole
    text could match (``doubts``), in that order. A single word that the prompt itself uses is the prompt's word in
    another language, no doubt ("kurasa", Indonesian "I think", is Swahili "pages" in "Amesoma kurasa ngapi?")."""
    for pattern in doubts:
        for found in pattern.finditer(sentence):
            if " " not in found.group() and prompt_uses(prompt, found.group()):
                continue
            if (found.group().lower().endswith("likely") and _ARTICLE_BEFORE.search(sentence, 0, found.start())
                    and not _LIKELY_ANSWER.match(sentence, found.end())):
                continue  # "which makes 7 the most likely sum": an adjective of another thing; "the likely answer" doubts
            return found
    return None


def _closing_to_a_name(sentence: str, prompt: str) -> bool:
    """Whether ``sentence`` is a closing addressed to someone the prompt names ("Hongera Amina!", "Bravo, Natalia!"):
    a closing once the prompt's capitalised names are set aside."""
    names = [w for w in re.findall(r"[^\W\d_]+", sentence) if w[:1].isupper() and w[1:2].islower() and prompt_uses(prompt, w)]
    if not names or any(c.isdigit() for c in sentence):
        return False
    rest = re.sub(r"(?<![^\W\d_])(?:" + "|".join(map(re.escape, names)) + r")(?![^\W\d_])", " ", sentence)
    return any(c.isalpha() for c in rest) and closing(rest)


def _percent_paired(after: str, value: str) -> str | None:
    """Two percents joined by a slash in the rest of the answer's line, one the answer's ("(i.e. 60%/40%)" after
    60%): the slash offers the other beside it, as "or" would. A ratio of plain numbers ("60/40") is no such pair."""
    answer = parse_number(value)
    for m in _PERCENT_PAIR.finditer(after.split("\n", 1)[0] if answer is not None else ""):
        if same_value(m.group(1) + "%", answer) != same_value(m.group(2) + "%", answer):
            return m.group()
    return None


def _held_to_a_case(reading: Reading, value: str) -> str | None:
    """A bound on an unknown right after the value ("\\boxed{6} for $x > 0$.", "6, valid for x ≥ 3") where the prompt
    bounds none (:func:`~reward_plugins.math.answer_sentence.conditioned_value`): looked for only where a bound's sign
    stands in the reach of such a condition after the answer, as few completions write one there. A bound on a letter of
    the answer ("$\\dfrac{x-3}{x-2}$ (for $x > 2$)") is its domain, no case."""
    start, end = max(reading.at[0], 0), reading.at[1] + len(value) + _CONDITION_REACH
    if _BOUND_SIGN.search(reading.visible, start, end) is None:
        return None
    condition = conditioned_value(reading, value)
    if condition is None or "≠" in condition or "\\ne" in condition:
        return None
    unknown = _CONDITIONED_UNKNOWN.search(condition)
    if unknown is not None and re.search(rf"(?<![A-Za-z\\]){unknown.group(1)}(?![A-Za-z])", value):
        return None
    return condition


def _doubted(reading: Reading, value: str) -> str | None:
    """A word of doubt on the answer (:data:`DOUBTS`): an adverb among the last words before the value ("there
    are probably 504") or in the rest of its sentence ("42, vermutlich"); a clause of doubt anywhere in its
    sentence ("If I'm not mistaken, there are 504 students") or in a short sentence after it with no number
    ("I'm not sure about this."); the value called an estimate before it ("My best estimate is 1500 g.") or in a
    short sentence after it, unless the prompt asks for one."""
    if _ASKED.match(reading.after):
        return reading.after.strip()[:1]  # "Answer: 42?": the answer asked, not stated
    rest = SENTENCE.match(reading.after)  # "答えは9かな。", "大約是38萬4千人吧。", "Answer: 42 apples, right?"
    asked = doubted_at_end(rest.group()) if rest is not None and not any(c.isdigit() for c in rest.group()) else None
    if asked is not None:
        return asked
    head = answer_head(reading, value)
    near = len(head) - len(" ".join(head.split()[-_MAX_QUALIFIER_WORDS:])) - 1
    for m in _DOUBT.finditer(head):
        # near the value, a phrase, or right after a word for "or" ("no real solutions, or possibly one if …")
        if m.start() >= near or " " in m.group() or _OR_RIGHT_BEFORE.search(head, 0, m.start()):
            return m.group()
    estimate = None if reading.estimate_asked or _NEGATION.search(head) else _ESTIMATE_NOUN.search(head)
    if estimate is not None:
        return estimate.group()  # "My best estimate is 1500 g.", "Estimate: 1500": the value given as an estimate
    number = NUMBER_IN_TEXT.match(value)
    # "42 maybe", "36 acho kkkk" read whole as the answer: a doubt after the value within it
    own = (_DOUBT.search(value, number.end()) or _DOUBT_AFTER.search(value, number.end())) if number is not None else None
    if own is not None:
        return own.group()
    own = doubted_at_end(value[number.end() :]) if number is not None else None  # "7 quả nhỉ" read whole
    if own is not None:
        return own
    answer = parse_number(value)
    doubts = _DOUBT_WORDS.candidates(without_certainty_share(reading.after)) if reading.after else []
    disowning = DISOWNS_ANSWER.candidates(reading.after) if reading.after else []
    for m in SENTENCE.finditer(reading.after):
        sentence = without_certainty_share(m.group())  # "I'm not 100% sure.": a doubt, no number
        if m.start() > 0 and _case_excluded(sentence, reading.prompt):
            continue  # "(If dice are unfair, who knows.)" for "two fair dice": a doubt on a case the prompt rules out
        found = _OWN_WORK_DOUBT.search(sentence)  # "I may have missed one or two.": at any length, numbers or none
        if found is not None:
            return found.group()
        # the writer disowning the answer, by the sentence's shape ("I wouldn't submit it", "Just guessing here."), at any
        # length where the sentence names no other value ("Rounding gives 70; that's probably off." judges the 70)
        found = next(filter(None, (p.search(sentence) for p in disowning)), None) if disowning and not _other_number(sentence, answer) else None
        if found is not None:
            return found.group()
        found = _check_advised(sentence, reading.after[m.end() :])  # "though I'd double-check the second step before trusting it"
        if found is not None:
            return found.group()
        found = _uncommitted(sentence)
        if found is not None:
            return found.group()
        if len(sentence.split()) <= _MAX_LOOSENING_WORDS and not any(c.isdigit() for c in sentence):
            # "（上下差一两支也算对吧。）": an error allowed; an allowed error is the estimate asked for
            found = None if reading.estimate_asked else _ALLOWANCE.search(sentence)
            if found is not None:
                return found.group()
        if m.start() == 0 or (len(sentence.split()) <= _MAX_WITHDRAWAL_WORDS and not _other_number(sentence, answer)):
            if m.start() > 0 and _ASKS_IF_RIGHT.fullmatch(sentence) and confirmation(sentence.rstrip(" \t?？")):
                return sentence.strip()  # "Is it right?", "Correct?": the writer asks whether the answer holds
            if m.start() > 0 and _rounded_in_another_unit(sentence, doubts, answer, reading, value):
                continue  # "Yani yaklaşık iki hafta sürer." after 15 days: the answer rounded in another unit, no doubt of it
            found = _doubt_in(sentence, doubts, reading.prompt) or _own_work_doubted(sentence)
            if found is not None and (m.start() == 0 or " " in found.group() or len(sentence.split()) <= _MAX_QUALIFIER_WORDS
                                      or _speaks_of_the_answer(sentence, reading.prompt)):
                return found.group()
            # "(This is an approximation.)", "C'est une estimation.": the answer called an estimate, unless asked for one
            found = None if reading.estimate_asked or _NEGATION.search(sentence) else _ESTIMATE_NOUN.search(sentence)
            if found is not None:
                return found.group()
        elif len(sentence.split()) <= _MAX_LOOSENING_WORDS and not _other_number(sentence, answer):
            # a longer note with no number doubts the answer by a phrase ("*Disclaimer: this answer has not been
            # verified and may be incorrect.*"); a single word there may be the working's
            found = _doubt_in(sentence, doubts, reading.prompt) or _own_work_doubted(sentence)
            if found is not None and " " in found.group():
                return found.group()
    return None


def _rounded_in_another_unit(sentence: str, doubts: list[re.Pattern], answer, reading: Reading, value: str) -> bool:
    """Whether a word of approximation, and no other doubt, stands on the answer said again in another unit, in digits
    or in words ("Yani yaklaşık iki hafta sürer." after "15 gün", "That's roughly three weeks." after 20 days)."""
    if not APPROXIMATE.search(sentence) or _own_work_doubted(sentence) or any(
            not APPROXIMATE.fullmatch(d.group().strip()) for pattern in doubts for d in pattern.finditer(sentence)):
        return False
    return says_answer_in_another_unit(sentence, answer, reading.prompt, value)


# A condition a sentence opens with ("If dice are unfair, …", "Wenn die Würfel nicht fair sind, …", "Si les dés ne sont
# pas équilibrés, …"), and a word that denies what follows it or a prefix that does ("unfair", "non-integer").
_OPENS_IF = re.compile(r"(?i)^[\s(*_]*(?:if|si|wenn|falls|se|если|jeśli|jika)(?![^\W\d_])([^,—–;:.!?]{1,80})")
_DENYING_WORDS = frozenset("not no n't never nicht kein keine pas non não nao не нет nie".split())
_DENYING_PREFIXES = ("un", "non-", "non", "in", "im", "ir", "il", "dis", "ne")
_MIN_PROMPT_WORD = 4


def _case_excluded(sentence: str, prompt: str) -> bool:
    """Whether ``sentence`` opens with a condition that denies a word the prompt asserts ("If dice are unfair" for "two
    fair dice", "if the coin were not fair"): what it says holds of a case the prompt rules out, not of the answer."""
    opening = _OPENS_IF.match(sentence)
    if opening is None:
        return False
    asserted = {w.lower() for w in text_words(prompt) if len(w) >= _MIN_PROMPT_WORD}
    words = [w.lower() for w in text_words(opening.group(1).replace("n't", " not"))]
    for i, word in enumerate(words):
        if word in asserted and any(w in _DENYING_WORDS for w in words[max(0, i - 2) : i]):
            return True
        if any(word.startswith(p) and word[len(p) :] in asserted for p in _DENYING_PREFIXES):
            return True
    return False


def _uncommitted(sentence: str) -> re.Match | None:
    """The writer declining to stand behind the answer in a sentence with no digit ("I would not bet my lunch on this
    one.", "Darauf würde ich nicht wetten."): in a short sentence, or in a longer one where the writer is its subject
    ("That's the answer I'd hand in if I had to, but I genuinely can't vouch for it."). An English negation with no
    writer in the sentence ("This doesn't guarantee a minimum.") is the working's words, not a doubt."""
    if any(c.isdigit() for c in sentence):
        return None
    found = _UNCOMMITTED.search(sentence)
    if found is None:
        return None
    writer = _FIRST_PERSON.search(sentence) is not None
    if (_ENGLISH_NEGATION.match(found.group()) or len(sentence.split()) > _MAX_LOOSENING_WORDS) and not writer:
        return None
    return found


def _check_advised(sentence: str, following: str) -> re.Match | None:
    """Advice to check the answer or its working before trusting it, in any person ("I'd double-check the second step
    before trusting it", "you may want to verify this", "je vérifierais"), at any length. One that goes on to carry the
    check out, in its sentence or the text that follows ("You should check: 7 × 8 = 56.", "Wait, I should double-check.
    4 × 5 = 20."), is working; a maxim ("it's always a good idea to double-check") doubts nothing in particular."""
    found = _CHECK_ADVISED_WORDS.search(sentence)
    if (found is None or _CHECK_CARRIED_OUT.search(sentence, found.end()) or _MAXIM.search(sentence, 0, found.start())
            or _CHECK_DONE.search(following[:_CHECK_FOLLOWS])):
        return None
    return found


def _own_work_doubted(sentence: str) -> re.Match | None:
    """A condition on the writer's own work that computes nothing ("if my arithmetic holds", "if I did this right"); one
    that goes on to numbers ("because if I multiply 6 by 7 I get 42") is the working."""
    found = _OWN_WORK_CONDITION.search(sentence)
    return None if found is None or any(c.isdigit() for c in sentence[found.end() :]) else found


def _mark_after(reading: Reading, value: str) -> str | None:
    """A symbol of doubt or of wrongness after the answer's last writing ("\\boxed{42} 🤔", "Answer: 42 ❌"). The visible
    text drops symbols, so the text as written is read."""
    number = NUMBER_IN_TEXT.match(value)
    letter = _OPTION_LETTER.match(value) if number is None else None
    # a value of another shape ("\\boxed{\\tfrac56} ✘") is found as it is written
    written = number.group().strip() if number is not None else letter.group() if letter is not None else value.strip()
    at = reading.raw.rfind(written) if written and reading.raw else -1
    if at < 0:
        return None
    # An option letter's own line ("Answer: C 🤔"); its marks of wrongness, and those of a checklist of the other options
    # after it ("A ✗, B ✗, D ✗"), are read by choices.marked_wrong.
    end = reading.raw.find("\n", at) if letter is not None else -1
    rest = reading.raw[at:] if end < 0 else reading.raw[at:end]
    drawn = _DOUBT_KAOMOJI.search(rest)  # "56 ¯\\_(ツ)_/¯", "12（狗头）": a shrug or an ironic tag drawn in characters
    if drawn is not None:
        return drawn.group()
    marks = _NO_CAP.sub("", rest)  # "8 primes. no cap 🧢❌": the cross negates the cap (a lie), not the answer
    return next((c for c in marks if c in _DOUBT_MARKS and not (letter is not None and c in WRONG_MARKS)), None)


# What may follow the value a conditional sentence ends on: its unit, a word or two, and the stop.
_ENDS_SENTENCE = re.compile(r"[ \t$}*_]*(?:[^\W\d_]{1,15}[ \t]*){0,2}[.;!。；]?[ \t*_]*$")


def _on_another_condition(reading: Reading, value: str) -> str | None:
    """The other value where the answer's sentence opens with a condition and the sentence right before it ends on
    another value under another condition ("If we count only yellow and purple: 28. If we also count the green ones:
    35."): one value per reading, and no commitment to either. A case of the working rejected before it ("If x = -5,
    it is rejected.") ends on no value."""
    head = answer_head(reading, value)
    if not head or not _OPENS_CONDITION.match(head):
        return None
    at = reading.visible.rfind(value, max(reading.at[0], 0), reading.at[1])
    before = reading.visible[max(0, at - len(head) - 300) : at - len(head)].rstrip()
    cut = max(before.rfind("\n"), *(before.rfind(p, 0, len(before) - 1) for p in ".!?。！？"))
    previous = before[cut + 1 :]
    numbers = list(NUMBER_IN_TEXT.finditer(previous))
    if not numbers or not _OPENS_CONDITION.match(previous) or not _ENDS_SENTENCE.match(previous, numbers[-1].end()):
        return None
    last, answer = numbers[-1].group().strip(), parse_number(value)
    if answer is None or same_value(last, answer) or REJECTED_AFTER.match(previous, numbers[-1].end()):
        return None
    if _OPERATOR_RIGHT_BEFORE.search(previous, 0, numbers[-1].start()):
        return None  # "If x = 4, y = 2 + 14": working that ends on a sum, no value given
    return last


def _offered_after_or(sentence: str, numbers: list[re.Match], known: set[str], value: str) -> str | None:
    """The last value of a sentence after the answer that opens with a word for "or" ("— or, counting the draw with
    replacement twice, 4/25."), when it is new: neither the answer's value nor one the prompt or the working holds ("— or
    0.4" after 2/5 says the answer again), and stated, not worked with."""
    bracket = _ONE_BRACKET.fullmatch(sentence)
    if bracket is not None:  # "Final answer: 5" then "(or 6)"
        sentence, numbers = bracket.group(1), list(NUMBER_IN_TEXT.finditer(bracket.group(1)))
    if not numbers and _OPENS_WITH_OR.match(sentence):  # "(or six)": the words of a number read as its digits
        sentence = spell_numbers(sentence)
        numbers = list(NUMBER_IN_TEXT.finditer(sentence))
    if not numbers or not (_OPENS_WITH_OR.match(sentence) or (bracket is not None and _LETTER_OR.match(sentence))) or sentence.rstrip(" \t*_)$").endswith("?"):
        return None  # "...or is it 48?": a question, judged as one below
    answer, last = parse_number(value), numbers[-1]
    if (answer is None or _seen(last, known, answer) or _states_no_value(sentence, last)
            or approximates(last.group().strip(" \t$"), value)):
        return None  # ", or about $0.333$" after 1/3: the answer's decimal
    return last.group().strip()


def _offered_in_form_ruled_out(sentence: str, reading: Reading, value: str) -> str | None:
    """The number a sentence after the answer offers after a word for "or", or the answer's value that it calls
    acceptable too or offers instead on a condition ("If mixed numbers are not accepted, use $\\frac{11}{4}$ instead.",
    "$\\frac{10}{16}$ is also fine."), where the prompt asks a form and the number is written in a form it rules out
    ("Final answer: 1/5" then "(or 2/10)" where lowest terms are asked): a second answer, though of the answer's value,
    judged by the form rules as the answer itself is."""
    if reading.asked_form is None:
        return None
    bracket = _ONE_BRACKET.fullmatch(sentence)
    words_ = bracket.group(1) if bracket is not None else sentence
    opening = _OPENS_WITH_OR.match(words_) or (_LETTER_OR.match(words_) if bracket is not None else None)
    offered = _NUMBER_OFFERED.match(words_, opening.end()) if opening is not None else None
    said = [offered.group(1)] if offered is not None else _value_offered_otherwise(words_, value) if opening is None else []
    for number in said:
        fault = form_fault(reading.asked_form, reading.form or form_class(value), form_class(number), number, value, number, reading.prompt)
        if fault is not None:
            return f"{number} ({fault})"
    return None


def _value_offered_otherwise(sentence: str, value: str) -> list[str]:
    """The answer's value as a sentence writes it where the sentence calls it acceptable too (:data:`ALSO_POSSIBLE`) or
    offers it instead on a condition: the forms it offers the answer in."""
    if not (_ALSO_ACCEPTABLE.search(sentence) or (_OPENS_CONDITION_ANYWHERE.search(sentence) and _INSTEAD.search(sentence))):
        return []
    answer = parse_number(value)
    return [m.group(1) for m in _VALUE_WRITTEN.finditer(sentence) if answer is not None and same_value(m.group(1), answer)]


# A sentence after the answer that opens on a word saying it writes the answer again, then a tuple a few words on
# ("Equivalently $(-2, 0)$ in polar form", "In other words, the point is $(2, \\pi)$", "Autrement dit, $(2, \\pi)$").
_SAME_OPENING = re.compile(
    r"(?i)[\s*_(]*(?:equivalently|in[ \t]other[ \t]words|i\.[ \t]?e\.|that[ \t]is|équivalemment|autrement[ \t]dit|äquivalent|d\.[ \t]?h\."
    r"|mit[ \t]anderen[ \t]Worten|equivalentemente|es[ \t]decir|ou[ \t]seja|cioè|то[ \t]есть|иначе[ \t]говоря)(?![^\W\d_])[ \t,:]*"
    r"(?:[^\W\d_]{1,15}[ \t]+){0,4}?[$\\(\[ \t]*\(([^()\n]{1,200})\)")


# The same in mid-sentence after a word that adds it as the answer too ("…, and allowing negative $r$ also $(-3,
# \\tfrac{3\\pi}{2})$", "ou aussi $(-3, …)$", "oder auch $(-3, …)$").
_ALSO_TUPLE = re.compile(
    r"(?i)(?<![^\W\d_])(?:also|too|as[ \t]well|aussi|également|auch|ebenso|también|igualmente|também|anche|тоже|также)"
    r"(?![^\W\d_])[ \t,:]*(?:[^\W\d_]{1,15}[ \t]+){0,2}?[$\\(\[ \t]*\(([^()\n]{1,200})\)")

_SIZED = re.compile(r"\\(?:left|right)(?![A-Za-z])")  # "\\left(3, \\frac{\\pi}{2}\\right)": the brackets as written


def _parts(tuple_text: str) -> list[str]:
    """The parts of a tuple's text, at its commas outside braces ("2, \\frac{\\pi}{2}")."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(tuple_text):
        depth += (ch == "{") - (ch == "}")
        if ch == "," and depth == 0:
            parts.append(tuple_text[start:i].strip(" $"))
            start = i + 1
    return parts + [tuple_text[start:].strip(" $")]


def _restated_unequal(sentence: str, value: str) -> str | None:
    """The tuple a sentence after an answer of several parts says the answer is again ("Equivalently $(-2, 0)$ in polar
    form, if negative radii are allowed." after $(2, \\pi)$) or adds as one too ("allowing negative $r$ also $(-3,
    \\tfrac{3\\pi}{2})$"), where a part of it has another value than the answer's
    part in its place: a second answer offered as the same one. Parts whose values cannot be worked out ("$(2,
    180^\\circ)$") are taken as the same."""
    plain = _SIZED.sub("", sentence)
    said = _SAME_OPENING.match(plain) or _ALSO_TUPLE.search(plain)
    answer = re.fullmatch(r"[ \t]*\(([^()]{1,200})\)[ \t]*", _SIZED.sub("", value.rsplit("=", 1)[-1]))
    if said is None or answer is None:
        return None
    theirs, ours = _parts(said.group(1)), _parts(answer.group(1))
    if len(theirs) != len(ours):
        return None
    for a, b in zip(theirs, ours):
        x, y = closed_form_value(a), closed_form_value(b)
        if x is not None and y is not None and abs(x - y) > 1e-9 * max(1.0, abs(y)):
            return f"({said.group(1).strip()})"
    return None


def _fallback_if_wrong(sentence: str, numbers: list[re.Match], value: str) -> str | None:
    """The value a sentence after the answer offers in case the answer is wrong ("If 36 is wrong, the right answer is 9.",
    "Если ответ 36 неверен, то правильный ответ 9."): a second answer, though the prompt holds it. A number the condition
    works with ("if 36 is wrong, 36/4 is not 9" has 9 after an operator's result) is working, no value offered."""
    found = _IF_WRONG_WORDS.search(sentence) if numbers else None
    answer = parse_number(value) if found is not None else None
    if answer is None:
        return None
    for n in numbers:
        if (n.start() >= found.end() and not _seen(n, set(), answer) and not _WORKING_BEFORE.search(sentence, 0, n.start())
                and not _WORKING_AFTER.match(sentence, n.end()) and not REJECTED_AFTER.match(sentence, n.end())):
            return n.group().strip()
    return None


# A sentence after the answer short enough that its word of doubt speaks of the value it names ("Nu sunt sigur, poate 4.",
# "(Honestly this is a coin flip between 56 and 28 for me.)").
_MAX_DOUBTED_VALUE_WORDS = 14
_ARTICLE_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:the|a|an)[ \t]+$")
_LIKELY_ANSWER = re.compile(r"(?i)[ \t]+(?:answers?|results?|values?|solutions?|numbers?|figures?|totals?|ones?|count|outcome)(?![^\W\d_])")


def _doubted_other(sentence: str, numbers: list[re.Match], answer) -> str | None:
    """Another value a short sentence after the answer names beside a word of doubt ("Tai ehkä 14, en ole ihan varma.",
    "তবে আমি নিশ্চিত নই, ২০ ডলারও হতে পারে।", "my second-best guess would be 720", "Odds I'm right: 3 to 1"): a second
    value offered, whether or not the working wrote it. The answer's own value and an operand of working offer nothing."""
    if not numbers or answer is None or len(sentence.split()) > _MAX_DOUBTED_VALUE_WORDS:
        return None
    if all(m.group().lower().endswith("likely") and _ARTICLE_BEFORE.search(sentence, 0, m.start()) for m in _DOUBT.finditer(sentence)):
        return None  # none, or "likely" that an article makes an adjective of another thing ("7 the most likely sum")
    for n in numbers:
        if (not _seen(n, set(), answer) and not _WORKING_BEFORE.search(sentence, 0, n.start())
                and not _WORKING_AFTER.match(sentence, n.end())):
            return n.group().strip()
    return None


def _offered_on_condition(sentence: str, numbers: list[re.Match], value: str, prompt: str) -> str | None:
    """The value a sentence after the answer arrives at on a condition it opens with ("Note: if 'between' is meant
    inclusively, the count is 10.") or says would hold ("Including the endpoints, the sum would be 33."): a second
    answer under another reading. A sentence that works with the answer
    itself ("If n = 6, then 2(6) + 7 = 19") or arrives at a number of the prompt checks it instead; an aside in
    brackets ("(If negative values were allowed, there would be 4.)") is beside the answer, as it is elsewhere."""
    if not numbers or sentence.lstrip(" \t*_").startswith("("):
        return None
    if (not _OPENS_CONDITION.match(sentence) and not _would_conclude(sentence, numbers[-1])
            and not _IN_WHICH_CASE.search(sentence, 0, numbers[-1].start())):
        return None
    answer = parse_number(value)
    if answer is None or any(_seen(n, set(), answer) for n in numbers):
        return None
    last = numbers[-1]
    if _given_worked(sentence, last, prompt) or _states_no_value(sentence, last) or REJECTED_AFTER.match(sentence, last.end()):
        return None
    return last.group().strip()


def _given_worked(sentence: str, n: re.Match, prompt: str) -> bool:
    """Whether ``n`` is a number of the prompt that the sentence works with: reached by working ("= 12") or named with the
    prompt's own word after it ("the 50 minutes"). One the sentence concludes bare ("she'd get $12.") is a second answer
    under another reading, though the prompt holds it."""
    if answer_key(n.group().strip()) not in {answer_key(m.group().strip()) for m in NUMBER_IN_TEXT.finditer(prompt)}:
        return False
    if _WORKING_BEFORE.search(sentence, 0, n.start()) or _WORKING_AFTER.match(sentence, n.end()):
        return True
    following = text_words(sentence[n.end() : n.end() + 30])[:1]
    return bool(following) and following[0].lower() in {w.lower() for w in text_words(prompt)}


_ARGUMENT_BEFORE = re.compile(r"[(\[][ \t]*$|(?P<comma>,[ \t]*$)")
_ARGUMENT_AFTER = re.compile(r"[ \t]*(?:[)\]]|(?P<comma>,))")


def _argument(sentence: str, n: re.Match) -> bool:
    """Whether ``n`` is an argument in brackets ("range(1,37) if ..."), no value offered: right after the opening bracket
    or before the closing one, or beside a comma inside a call's open bracket ("(For reference, 48 ..." is no call)."""
    before, after = _ARGUMENT_BEFORE.search(sentence, 0, n.start()), _ARGUMENT_AFTER.match(sentence, n.end())
    bracket = sentence.rfind("(", 0, n.start())
    opened = bracket > 0 and sentence.count(")", bracket, n.start()) == 0 and sentence[bracket - 1].isalnum()
    return any(m is not None and (m.group("comma") is None or opened) for m in (before, after))


def _offered_before_condition(sentence: str, numbers: list[re.Match], known: set[str], value: str) -> str | None:
    """A value not seen before that a sentence after the answer gives with a condition right after it and its unit ("(For
    reference: 48 cm² if the cut-out is read as 2 cm by 8 cm.)", "For completeness, 210 if order matters."), or in a
    sentence that names another reading ("Under the other interpretation the area is 48 cm²."), in brackets or not: a
    second answer offered on that reading. Working ("64 - 8 = 56 if ...") offers none."""
    answer = parse_number(value)
    reading_named = _ANOTHER_READING.search(sentence) is not None
    for n in numbers:
        if (answer is None or _seen(n, known, answer) or _WORKING_BEFORE.search(sentence, 0, n.start()) or _WORKING_AFTER.match(sentence, n.end())
                or _argument(sentence, n)):
            continue
        if (_CONDITION_RIGHT_AFTER.match(sentence, n.end()) or reading_named) and not REJECTED_AFTER.match(sentence, n.end()):
            return n.group().strip()
    return None


def _running_totals(after: str, answer) -> tuple[int, int] | None:
    """Where a table after the answer lies whose last column never falls and ends at the answer's value ("| 1 | 33 |
    ... | 4 | 132 |" after 132): running totals that arrive at the answer, no other value stated."""
    if answer is None or "|" not in after:
        return None
    table = _TABLE.search(after)
    if table is None:
        return None
    last = [NUMBER_IN_TEXT.fullmatch(row.rstrip(" \t|").rsplit("|", 1)[-1].strip(" \t*$")) for row in table.group().strip().split("\n")]
    values = [parse_number(n.group()) for n in last if n is not None]
    if len(values) < 2 or any(v is None for v in values) or not same_value(last[-1].group() if last[-1] else "", answer):
        return None
    return (table.start(), table.end()) if all(a.value <= b.value for a, b in zip(values, values[1:])) else None


def _condition_denied(sentence: str, numbers: list[re.Match]) -> bool:
    """A value a sentence says would hold on a condition, then denies the condition in words with no number ("if it were
    a square the area would be 100, but it is not a square"): a comparison, no value offered."""
    if not (_OPENS_CONDITION.match(sentence) or _COUNTERFACTUAL.search(sentence, 0, numbers[-1].start())):
        return False
    if _DENIED_THEN_IF.search(sentence, 0, numbers[0].start()) and not _FIRST_PERSON.search(sentence):
        return True  # denied before the condition points back to it; "I don't think it matters; if it did, …" doubts
    denied = _BUT.match(sentence, numbers[-1].end())
    denial = _DENIES.match(sentence, denied.end()) if denied is not None else None
    return (denial is not None and not _NOT_SURE.match(sentence, denial.end())  # "but that is not likely" doubts, denies nothing
            and NUMBER_IN_TEXT.search(sentence, denied.end()) is None)


# A number's factorial ("$3!$"): the value an operation takes.
_FACTORIAL = re.compile(r"[ \t$]*!")
# A contrast right after a value, past the math that closes it ("= 336$, but …").
_BUT_AFTER_VALUE = re.compile(r"(?i)[ \t$}*_)]*[,;—–-][ \t]*(?:but|yet|mais|aber|pero|mas|ma|но)[ \t]+")


def _condition_undone(sentence: str, numbers: list[re.Match], answer, known: set[str]) -> bool:
    """A value that would hold on a condition, then a contrast whose clause denies the condition's word by a prefix ("If
    order mattered it would be 336, but a committee is unordered, so we divide by $3! = 6$.") and undoes the difference
    with one operation that takes that value to the answer (336 / 3! = 56): the working, no value offered. Every other
    number after the contrast is one seen before."""
    if answer is None or not (_OPENS_CONDITION.match(sentence) or _COUNTERFACTUAL.search(sentence)):
        return False
    at = next((i for i, n in enumerate(numbers) if _BUT_AFTER_VALUE.match(sentence, n.end())), None)
    would = parse_number(numbers[at].group().strip()) if at is not None else None
    if would is None:
        return False
    contrast = _BUT_AFTER_VALUE.match(sentence, numbers[at].end())
    opened = _OPENS_IF.match(sentence)
    condition = {w.lower() for w in text_words(opened.group(1) if opened else sentence[: numbers[at].start()]) if len(w) >= _MIN_PROMPT_WORD}
    clause = [w.lower() for w in text_words(sentence[contrast.end() :])]
    if not any(w.startswith(p) and any(w[len(p) :].startswith(c[:5]) for c in condition) for w in clause for p in _DENYING_PREFIXES):
        return False  # the contrast does not deny what the condition says
    undoing = False
    for n in numbers[at + 1 :]:
        said = parse_number(n.group().strip())
        if said is None:
            return False
        operand = factorial(int(said.value)) if _FACTORIAL.match(sentence, n.end()) and said.value.denominator == 1 and 0 <= said.value <= 12 else said.value
        if operand and would.value / operand == answer.value or would.value * operand == answer.value or would.value - operand == answer.value:
            undoing = True
        elif not _seen(n, known, answer):
            return False
    return undoing


def _offered_instead(sentence: str, numbers: list[re.Match], known: set[str], value: str) -> str | None:
    """A value not seen before that a sentence after the answer offers in its place on a condition ("Let me know if you
    need the ordered case (210) instead!", "Si se cuenta el orden, serían 210 en su lugar"): a second answer."""
    if not numbers or not _OPENS_CONDITION_ANYWHERE.search(sentence) or not _INSTEAD.search(sentence):
        return None
    answer = parse_number(value)
    new = [n for n in numbers if answer is not None and not _seen(n, known, answer)]
    return new[-1].group().strip() if new else None


def _would_conclude(sentence: str, last: re.Match) -> bool:
    """Whether the sentence says its last value would hold: a counterfactual verb, and the value concluded after it
    ("the sum would be $3+4+5=12$", "sería 33"), not one in a remark ("10/10 would count apples again") or in an aside
    in brackets ("20 minutes (with only the first pipe it would take 30 minutes)")."""
    plain = ASIDE.sub(lambda m: " " * len(m.group()), sentence)
    return _concluded_after_counterfactual(plain, 0, last)


def _concluded_after_counterfactual(text: str, start: int, n: re.Match) -> bool:
    """Whether a counterfactual verb in ``text[start:]`` concludes ``n``: the value right after it, two words between at
    most ("would be 14", "would give 14", "wäre es 14"), or after a sign of conclusion ("would be $3+4+5=12$")."""
    verb = _COUNTERFACTUAL.search(text, start, n.start())
    return verb is not None and (_CONCLUDED_BEFORE.search(text, verb.end(), n.start()) is not None
                                 or not text_words(text[verb.end() : n.start()])[2:])


def _new_share(numbers: list[re.Match], known: set[str], value: str) -> str | None:
    """A percentage in the writer's own sentence after an answer that is no percentage, that neither the prompt
    nor the working holds nor equals the answer ("I'd give this moderate confidence (around 70%)"): how sure the
    writer is, which a committed answer does not say."""
    answer = parse_number(value)
    if "%" in value or answer is None:
        return None
    for n in numbers:
        text = n.group().strip()
        number = text.rstrip("%\\ ")
        share = parse_number(text)
        if not text.endswith("%") or number == "100" or share is None or share.value == 100 * answer.value:
            continue  # (100%: certainty, or the idiom "not 100% sure", no share of doubt; 25% for 0.25: the answer)
        if answer_key(text) not in known and answer_key(number) not in known:
            return text
    return None


# Words of conversation that say nothing of what a number counts or how it was reached: a sentence of a number and
# these alone ("Well, 180 really.", "Honestly, 180.", "180, actually.") states it bare, as a line of it alone does.
_FILLERS = (
    "well|oh|ah|hmm+|um+|uh|nah|yeah|yep|ok|okay|actually|really|honestly|basically|truly|rather|i[ \t]mean|anyway|though"
    "|bueno|pues|en[ \t]realidad|de[ \t]verdad|bon|ben|eh[ \t]bien|en[ \t]fait|vraiment|na[ \t]ja|naja|tja|eigentlich|wirklich|ну|вообще-то|на[ \t]самом[ \t]деле"
)
_FILLER = r"(?:" + _FILLERS + r")(?![^\W\d_])[ \t]*[,!…—–-]?[ \t]*"
_SAID_BARE = re.compile(
    r"(?i)[ \t*_>]*(?:(?:" + _FILLER + r"){1,3}(-?\d+(?:[.,/]\d+)*%?)(?:[ \t]*,?[ \t]*(?:" + _FILLERS + r")(?![^\W\d_])){0,2}"
    r"|(-?\d+(?:[.,/]\d+)*%?)(?:[ \t]*,?[ \t]*(?:" + _FILLERS + r")(?![^\W\d_])){1,2})[ \t*_.!]*"
)


def _stands_alone(sentence: str, value: str) -> str | None:
    """A number that is all of its line, or all that follows a label's colon ("3" as a code block's output,
    "**TL;DR:** 11"), or said with words of conversation alone ("Well, 180 really."), and is not the answer's
    value: a value stated, whether or not it was seen before."""
    answer = parse_number(value)
    bare = _SAID_BARE.fullmatch(sentence)
    if bare is not None and answer is not None:
        number = NUMBER_IN_TEXT.fullmatch(bare.group(1) or bare.group(2))
        return number.group().strip() if number is not None and not _seen(number, set(), answer) else None
    m = _ALONE.fullmatch(sentence)
    if answer is None or m is None:
        return None
    number = NUMBER_IN_TEXT.fullmatch(m.group(1))
    if number is None or _seen(number, set(), answer) or other_answer_before(sentence[: m.start(1)]) or _in_named_base(sentence, number, answer):
        return None  # the answer's value, or one named as a wrong answer ("(common wrong answer: 24)")
    return number.group().strip()


# A name given a number at the end of a sentence ("so redoing it: $x = 9$."), the number the sentence concludes with.
_ASSIGNED_LAST = re.compile(r"(?<![A-Za-z\\])([A-Za-z])[ \t]*=[ \t]*\$?[ \t]*(-?\d+(?:\.\d+)?(?:/\d+)?)[ \t$*_.!]*$")


def _reassigned(sentence: str, value: str, reading: Reading) -> str | None:
    """The unknown the question asks for, or the one the working gave the answer's value, given another value at the end
    of a sentence after the answer ("These differ, so redoing it: $2x = 18$, $x = 9$."): a second answer, even where
    the prompt holds that number. A sentence that opens with a condition ("If $x = 9$, ...") or rejects the value
    it ends with tries it instead."""
    m = _ASSIGNED_LAST.search(sentence)
    answer = parse_number(value)
    if m is None or answer is None or same_value(m.group(2), answer) or _OPENS_CONDITION.match(sentence):
        return None
    name = m.group(1)
    before = reading.visible[: reading.at[0]] if reading.at[0] >= 0 else ""
    named = name in {n for n, _ in asked_names(reading.prompt)} or re.search(
        rf"(?<![A-Za-z\\]){name}[ \t]*=[ \t]*\$?[ \t]*{re.escape(value)}(?![\d.])", before) is not None
    return f"{name} = {m.group(2)}" if named else None


def _revised(sentence: str, numbers: list[re.Match], answer, known: set[str]) -> str | None:
    """The value a sentence that revises the answer ends on ("P.S. On reflection, the right value is 44."), where it is not
    the answer's: a second answer, whatever the working holds. Where the answer is no plain number ("3\\sqrt{5}"), one
    whose numbers are none the answer, the working or the prompt wrote ("**Erratum:** the distance is $\\sqrt{37}$.")."""
    if not numbers or _REVISES.search(sentence) is None:
        return None
    if answer is None:
        unseen = [n for n in numbers if answer_key(n.group().strip()) not in known]
        return unseen[-1].group().strip() if unseen and not REJECTED_AFTER.match(sentence, unseen[-1].end()) else None
    if any(_seen(n, set(), answer) for n in numbers):
        return None  # (one that names the answer's value affirms it: "On reflection, 42 is right: 6 rows of 7.")
    last = numbers[-1]
    if _seen(last, set(), answer) or _states_no_value(sentence, last) or REJECTED_AFTER.match(sentence, last.end()):
        return None
    return last.group().strip()


def _settled_on(sentence: str, numbers: list[re.Match], answer) -> str | None:
    """The value a sentence after the answer settles on ("let's call it 0.6", "call it 0.6", "disons 0,6", "sagen wir
    0,6"), where it is not the answer's own: the value committed to last, however near the answer, whatever the working
    holds. One that a computation goes on with ("let's say 3 × 4 = 12") is working."""
    if _SETTLES_ON_WORDS.search(sentence) is None:
        return None
    for m in _GOES_WITH_WORD.finditer(sentence):  # "Going with 2.": the value that ends the sentence is chosen
        n = next((n for n in numbers if n.start() >= m.end()), None)
        if (n is not None and _TO_SETTLED_VALUE.fullmatch(sentence, m.end(), n.start()) is not None
                and _CHOICE_ENDS.match(sentence, n.end()) is not None and not _seen(n, set(), answer)):
            return n.group().strip()
    for m in _SETTLES_ON.finditer(sentence):
        n = next((n for n in numbers if n.start() >= m.end()), None)
        if n is None or _TO_SETTLED_VALUE.fullmatch(sentence, m.end(), n.start()) is None:
            continue
        if not _seen(n, set(), answer) and not _OPERAND_AFTER.match(sentence, n.end()):
            return n.group().strip()
    return None


def _summed_up(sentence: str, answer) -> str | None:
    """The value a summary after the answer ends on, its number words read ("In short: … area fifty-six square
    centimetres."), where it is not the answer's."""
    if any((v := word_value(w)) is not None and same_value(str(v), answer) for w in text_words(sentence)):
        return None  # "… so the remainder is one."
    digits = [n.end() for n in NUMBER_IN_TEXT.finditer(sentence)]
    at = digits[-1] if digits else 0
    spelled = sentence[:at] + spell_numbers(sentence[at:])  # words after the last digits are read as numbers too
    stated = [n for n in NUMBER_IN_TEXT.finditer(spelled) if not _states_no_value(spelled, n)]
    if _breakdown(sentence, stated, answer):
        return None  # "Recap of colours: 10 yellow, 18 purple, 7 green." after 35: the parts of the answer
    return None if not stated or _seen(stated[-1], set(), answer) else stated[-1].group().strip()


def _breakdown(sentence: str, stated: list[re.Match], answer) -> bool:
    """Whether the values a summary states are two or more parts, each above zero and below the answer, that add up to it,
    none offered as another ("10 yellow, 18 purple, 7 green" after 35; "10, 18 or 8" offers)."""
    parts = [parse_number(n.group().strip()) for n in stated]
    if len(parts) < 2 or answer is None or any(p is None or p.percent or not 0 < p.value < answer.value for p in parts):
        return False
    return sum(p.value for p in parts) == answer.value and _ALTERNATIVE_WORD.search(sentence) is None


# A letter given a number ("x = 6"): a value stated, no task set.
_ASSIGNED = re.compile(r"(?<![\w\\])[^\W\d_][ \t]*=[ \t]*-?\d")


def _practice_set(after: str) -> int | None:
    """Where a labelled line of practice for the reader starts (see :data:`_FOR_THE_READER`) that sets tasks only: a
    letter given a number ("Practice: try x = 6 too") or the writer's own result ("I get 6") states a value."""
    found = _FOR_THE_READER.search(after)
    if found is None:
        return None
    line_end = after.find("\n", found.end())
    line = after[found.end() : line_end if line_end >= 0 else len(after)]
    return None if _ASSIGNED.search(line) or _FIRST_PERSON.search(line) else found.start()


def _labelled_value(sentence: str, value: str, prompt: str = "", working: str = "") -> str | None:
    """A value that a label naming the answer or the result is given after the answer ('"answer": 7' in a JSON
    object, "| final | 100 |" in a table, "Result: 7"), or that a data key made of the prompt's words is given
    ('{"remainder": 3}' for "Find the remainder"), when it is not the answer's: a second answer, whether or not the
    working holds it."""
    answer = parse_number(value)
    if answer is None:
        return None
    keys = list(_KEY.finditer(sentence))
    if keys:  # the prompt's words are read only where the sentence holds a data key
        asked = {w.lower() for w in text_words(prompt) if len(w) >= 4}
        question = {w.lower() for w in text_words(_QUESTION.search(prompt).group()) if len(w) >= 4}
        keys = [k for k in keys if any(w.lower() in (question if k.group(3) else asked) for w in text_words(k.group(1) or k.group(2) or k.group(3)))]
    for m in (*_ANSWER_WORD.finditer(sentence), *_RESULT_LABEL.finditer(sentence), *keys):
        to = _LABEL_TO_VALUE.match(sentence, m.end())
        n = NUMBER_IN_TEXT.match(sentence, to.end()) if to is not None else None
        if (n is not None and not _seen(n, set(), answer) and not _OPERAND_AFTER.match(sentence, n.end())
                and not other_answer_before(sentence[: n.start()])
                and not (m.re is _KEY and m.group(3) and _laid_out(prompt, working, m.group(3), n.group().strip()))
                and not (m.re is _KEY and not m.group(3) and _given_before(prompt, m.group(1) or m.group(2), n.group().strip()))
                and not (m.re is _KEY and m.group(2) and _recap_line(prompt, working, m.group(2), n.group().strip()))):
            return n.group().strip()
    return None


# The prompt's last sentence, the question: a table row is keyed by the quantity asked only with its words ("| median
# | 7 |" for "Find the median …"); a row of the working ("| Monday | 12 |") takes the words of the givens.
_QUESTION = re.compile(r"[^.!?。？！]*[.!?。？！]*\s*$")
_ARRIVED_AT = re.compile(r"=[ \t$*]*(-?\d+(?:\.\d+)?)(?!\d|\.\d)")
_GIVEN_REACH = 40
_GIVEN_GAP_WORDS = 3


def _recap_line(prompt: str, working: str, key: str, number: str) -> bool:
    """Whether a labelled line ("Eggs used: 7") recaps a step of the working: its label names none of the question's
    words (a given's, "eggs"), and the working arrived at its number ("3 + 4 = 7"). A line labelled with the question's
    words ("Dollars per day: 14") answers again."""
    question = {w.lower() for w in text_words(_QUESTION.search(prompt).group()) if len(w) >= 4}
    return (not any(w.lower() in question for w in text_words(key))
            and any(m.group(1) == number for m in _ARRIVED_AT.finditer(working)))


def _recap_labelled(sentence: str, number: str, prompt: str, working: str) -> bool:
    """Whether ``sentence`` is a line labelled as a recap of the working ("Eggs used: 7"), see ``_recap_line``."""
    label = _LINE_LABEL.match(sentence)
    return label is not None and _recap_line(prompt, working, label.group(1), number)


_LINE_LABEL = re.compile(r"[ \t\n]*(?:\d{1,2}[.)][ \t]+|[-*•][ \t]+)?([^\W\d_][^\W\d_ \t]*(?:[ \t]+[^\W\d_]+){0,4})[ \t]*:[ \t]")


def _laid_out(prompt: str, working: str, key: str, number: str) -> bool:
    """Whether a table row keyed by a word of the question lays out the working rather than answering again: the working
    arrived at its ``number`` ("72 − 17 = 55" for "| crayons left | 55 |", "3 × 24 = 72" for "| crayons at start | 72
    |"), or the prompt gives it a few words after a word of the ``key`` ("a length of 9 cm" for "| length | 9 |")."""
    return any(m.group(1) == number for m in _ARRIVED_AT.finditer(working)) or _given_as(prompt, key, number)


def _given_before(prompt: str, key: str, number: str) -> bool:
    """Whether the prompt writes ``number`` right before the whole of ``key`` ("lay 16 eggs per day" for "Eggs per day:
    16"): a given named with its own words, no answer ("Per day: 16" is not "16 eggs per day")."""
    phrase = text_words(key)
    if not phrase:
        return False
    said = re.search(r"(?<![\d.,])" + re.escape(number) + r"[ \t]+" + r"[ \t]+".join(map(re.escape, phrase)) + r"(?![^\W\d_])",
                     prompt, re.IGNORECASE)
    return said is not None


def _given_as(prompt: str, key: str, number: str) -> bool:
    lowered = prompt.lower()
    for word in text_words(key):
        at = lowered.find(word.lower())
        while at >= 0:
            rest = prompt[at + len(word) : at + len(word) + _GIVEN_REACH]
            n = NUMBER_IN_TEXT.search(rest)
            if n is not None and n.group().strip() == number and len(text_words(rest[: n.start()])) <= _GIVEN_GAP_WORDS:
                return True
            at = lowered.find(word.lower(), at + 1)
    return False


def _arrives_elsewhere(sentence: str, last: re.Match, known: set[str], value: str, prompt: str = "") -> bool:
    """A sentence whose last value was never seen before: any such sentence that names an answer, else one
    that concludes it (after '=', a table's '|' or a conclusion word) without working with the answer. One whose clause
    gives that value to another quantity ("它的面积是 8 × 5 = 40") states a related fact."""
    if (answer_key(last.group().strip()) in known or REJECTED_AFTER.match(sentence, last.end()) or _of_another_quantity(sentence, last, prompt)
            or _REJECTED_BEFORE.search(sentence, 0, last.start()) or _named_other(sentence[: last.start()])
            or _named_wrong(sentence, last) or approximates(last.group().strip(" \t$"), value) or _other_term(sentence, last, prompt)):
        return False  # seen before, rejected ("so 6 is not a solution", "is not 24"), named wrong, or the answer's decimal
    names_answer = _ANSWER_WORD.search(sentence) is not None
    if sentence.lstrip(" \t*_").startswith("("):
        return names_answer  # an aside ("(For reference, the hypotenuse is 10.)") is beside the answer unless it names one
    concluded = _CONCLUDED_BEFORE.search(sentence[: last.start()]) is not None
    # the answer as a number or as a side of a quotient ("84/42 = 2 and 126/42 = 3": the answer divides)
    uses_answer = any(answer_key(part.strip()) == answer_key(value) for n in NUMBER_IN_TEXT.finditer(sentence) for part in n.group().split("/"))
    return names_answer or (concluded and not uses_answer)


def _new_number(sentence: str, numbers: list[re.Match], known: set[str], value: str, prompt: str = "") -> str | None:
    """The first number a later sentence states that is neither the answer's value nor one the prompt or
    the working holds (see the module docstring for what states none). Where the answer is no plain
    number its restatements ("2\\sqrt{3} = 3.46") cannot be told apart cheaply: the conclusion-based
    rule (``_arrives_elsewhere``) judges alone."""
    answer = parse_number(value)
    if sentence.rstrip(" \t*_)$").endswith("?") and ALTERNATIVES.search(sentence) is None:
        return None  # a question asks ("Wait, 42?"); one that offers another value ("... or is it 48?") states it
    if answer is None:
        return _estimate_off_closed_form(sentence, numbers, known, value, prompt)
    radians = _angle_in_radians(sentence, answer, prompt)
    if radians:
        other = next((m.group().strip() for m in radians if _pi_multiple(m) * 180 != answer.value), None)
        if other is not None or all(any(m.start() <= n.start() < m.end() for m in radians) for n in numbers):
            return other  # the answer's angle said again in radians ("that's 2π/3" after 120°) states no other value
    plain = ASIDE.sub(lambda m: m.group() if len(text_words(m.group())) < 2 else " " * len(m.group()), sentence)
    numbers = [n for n in numbers if plain[n.start() : n.end()] == n.group()]
    if not numbers or (_RELATION.search(sentence) and (_seen(numbers[-1], known, answer) or approximates(numbers[-1].group().strip(" \t$"), value) or (
            _CHECK_WORD.search(sentence) and any(_seen(n, set(), answer) for n in numbers)))):
        return None  # a check: its working arrives at a value already seen, or says it checks the answer it substitutes
    if _trial_rejected(sentence, numbers, answer):
        return None
    numbers = _outside_lists(sentence, numbers)  # "gives 1, 2, 3, 4, 6, …, 360 — 24 divisors": a list counts, states none
    if not numbers:
        return None
    for n in numbers:
        if (_seen_not_restated_as_asked(sentence, n, known, answer, prompt) or _states_no_value(sentence, n) or _in_named_base(sentence, n, answer)
                or _answer_after_contrast(sentence, n, answer) or _divides_given(sentence, n, known, answer)
                or _share_between(sentence, n, known, answer) or _of_another_quantity(sentence, n, prompt)
                or _remainder_not_asked(sentence, n, prompt) or answer_in_another_unit(sentence, n, answer, prompt, value)
                or answer_as_compound_duration(sentence, n, answer, prompt) or answer_as_duration_in_words(sentence, n, answer, prompt, value)
                or _groups_of_the_answer(sentence, n, answer) or _counted_in_a_maxim(sentence, n, prompt)
                or _operand_named_again(sentence, n) or answer_share(_FRACTION_WRITTEN.sub(r"\1/\2", n.group().strip()), value, prompt)
                or rest_of_share(_FRACTION_WRITTEN.sub(r"\1/\2", n.group().strip()), value)
                or rounded_from_answer(sentence[: n.start()], n.group(), answer.value / 100 if answer.percent else answer.value) or _other_term(sentence, n, prompt) or _part_in_a_reason(sentence, n)
                or _argument_named_before(sentence, n) or _value_of_another_expression(sentence, n, prompt, value)
                or answer_decimal(n.group().strip(), value) or answer_odds(sentence, n, value) or answer_at_another_precision(sentence, n, value, prompt) or _set_aside_for_the_asked(sentence, n, prompt)):
            continue
        return n.group().strip()
    return None


# A function applied that opens the chain of "=" ending at a value ("$g(f(-2)) = g(-4) = 25$"), and the expression the
# question asks of a function ("what is $f(g(-2))$?").
_APPLIED_CHAIN = re.compile(r"(?<![A-Za-z\\])([A-Za-z](?:_\{?\w{1,3}\}?)?\((?:[^()=\n]|\([^()=\n]{0,30}\)){1,40}\))[ \t$]*(?:=[^=,;\n]{1,40})*=[ \t$]*$")
_ASKED_APPLIED = re.compile(r"\$([^$\n]{0,20}[A-Za-z]\([^$\n]{1,40}\)[^$\n]{0,10})\$[^$]{0,20}$")
_NO_SPACE = re.compile(r"[ \t$]|\\[,;! ]")


def _asked_expression_again(sentence: str, prompt: str, answer) -> str | None:
    """The value a sentence after the answer gives the function expression the question asks ("what is $f(g(-2))$?"), by a
    chain of "=" that ends on a number other than the answer's ("So $f(g(-2)) = 25$, while …"): a second value, wherever
    in the sentence it stands. A chain that ends at the answer, or at no number ("= f(9)"), is working."""
    asked = _ASKED_APPLIED.search(prompt.rstrip()) if "(" in sentence and "=" in sentence else None
    if asked is None:
        return None
    wanted, said = _NO_SPACE.sub("", asked.group(1)).rstrip("?."), _NO_SPACE.sub("", sentence)
    for m in re.finditer(re.escape(wanted) + r"=([^,;]{1,80})", said):
        last = re.split(r"[,;]|(?<=\d)\.(?!\d)", m.group(1))[0].split("=")[-1].strip(".")
        if re.fullmatch(r"-?\d+(?:\.\d+)?", last) and not same_value(last, answer):
            return last
    return None


def _value_of_another_expression(sentence: str, n: re.Match, prompt: str, value: str) -> bool:
    """Whether ``n`` is the value of another function expression than the one the question asks, in a sentence that
    gives the asked one the answer ("So $f(g(-2)) = 29$, while in the other order $g(f(-2)) = g(-4) = 25$" for "what is
    $f(g(-2))$?"): the two set side by side, a related fact. The asked expression given another value, a composite
    written otherwise (∘), or another expression where the sentence does not give the asked one the answer, are none."""
    chain = _APPLIED_CHAIN.search(sentence, 0, n.start()) if "(" in sentence else None
    asked = _ASKED_APPLIED.search(prompt.rstrip()) if chain is not None else None
    if asked is None or "∘" in sentence or "\\circ" in sentence:
        return False
    expression, wanted = _NO_SPACE.sub("", chain.group(1)), _NO_SPACE.sub("", asked.group(1)).rstrip("?.")
    if expression == wanted or wanted.endswith(expression) or not expression[0] in wanted:
        return False
    said = _NO_SPACE.sub("", sentence[: chain.start()])  # the asked expression given the answer before it
    return re.search(re.escape(wanted) + r"(?:=[^=,;]{1,40})*=" + re.escape(_NO_SPACE.sub("", value)) + r"(?![\d.])", said) is not None


# An angle in degrees said again in radians ("In radians that's π/3." after 120°): the words for radians, for degrees in
# the prompt, and a multiple of π ("\\frac{2\\pi}{3}", "2\\pi/3", "\\pi/3").
_RADIANS_NAMED = re.compile(r"(?i)radian|radián|radiant|bogenmaß|радиан|弧度|ラジアン|라디안|(?<![^\W\d_])rad(?![^\W\d_])")
_DEGREES_NAMED = re.compile(r"(?i)degree|°|\\circ|grad|degré|grado|grau|градус|度|도")
_PI_MULTIPLE = re.compile(r"\\[dt]?frac\{[ \t]*(\d{0,4})[ \t]*\\pi[ \t]*\}\{[ \t]*(\d{1,4})[ \t]*\}|(?<![\d.])(\d{0,4})[ \t]*\\pi(?![A-Za-z])(?:[ \t]*/[ \t]*(\d{1,4}))?")


def _angle_in_radians(sentence: str, answer, prompt: str) -> list[re.Match]:
    """The multiples of π a sentence that names radians gives after an answer in degrees ("In radians that's π/3." after
    120°, which is 2π/3: the answer said again as another value)."""
    if answer is None or "pi" not in sentence or not _RADIANS_NAMED.search(sentence) or not _DEGREES_NAMED.search(prompt):
        return []
    return list(_PI_MULTIPLE.finditer(sentence))


def _pi_multiple(m: re.Match) -> Fraction:
    times, over = (m.group(1), m.group(2)) if m.group(2) is not None else (m.group(3), m.group(4))
    return Fraction(int(times or 1), int(over or 1))


# An estimate of a closed-form answer ("9\\pi", "2\\sqrt{2}") is near its value: within this share of it (a rounding carried
# through the working, "with π ≈ 3.14 the area is about 28.26"), or within half a unit of its last written place.
_ESTIMATE_SLACK = 0.01
_BRACKET_CLOSES = re.compile(r"[ \t$]*\)")
_PLAIN_DECIMAL = re.compile(r"-?\d{1,15}(?:\.\d{1,15})?")
_CONSTANTS = ("1\\pi", "\\sqrt{2}", "\\sqrt{3}", "\\sqrt{5}")  # "π ≈ 3.14": a constant's own decimal, the working's


def _near(text: str, exact: float, value: str) -> bool:
    """Whether the number ``text`` is ``value`` (worth ``exact``) rounded, to its written places or its trailing zeros
    ("about 30" for 28.27), or within the slack of a rounding carried through the working."""
    number = float(text)
    digits = text.split(".", 1)[0].lstrip("-")
    unit = 10.0 ** (len(digits) - len(digits.rstrip("0"))) if "." not in text and digits.strip("0") else 1.0
    return (approximates(text, value) or abs(number - exact) <= unit / 2 or abs(number - exact) <= _ESTIMATE_SLACK * abs(exact)
            or any(approximates(text, c) for c in _CONSTANTS))


def _estimate_off_closed_form(sentence: str, numbers: list[re.Match], known: set[str], value: str, prompt: str,
                              signed: bool = False) -> str | None:
    """Where the answer is a closed form, the first number a later sentence gives as a decimal or an estimate ("about
    18.85", "≈ 3.46") that is no rounding of its value: the answer said again as another value ("Numerically the area
    is about 18.85." after 9\\pi). The answer's decimal, a constant's ("π ≈ 3.14"), a value seen before, an operand and
    another quantity's value state none. In the answer's own sentence (``signed``) only an estimate is read ("9π (≈ 18.85)")."""
    exact = closed_form_value(value)
    if exact is None or not isfinite(exact):
        return None
    for n in numbers:
        text = n.group().strip(" \t$").replace("\u2212", "-")
        estimate = _APPROX_SIGN.search(sentence[max(0, n.start() - 4) : n.start()]) or _APPROXIMATION_WORDS.search(sentence[: n.start()])
        if (not _PLAIN_DECIMAL.fullmatch(text) or (("." not in text or signed) and estimate is None)
                or answer_key(text) in known):
            continue
        # an estimate closing its bracket ("(≈ 18.85)") is no operand of it: the bracket is read as a space there
        closed = estimate is not None and _BRACKET_CLOSES.match(sentence, n.end()) is not None
        probe = sentence[: n.end()] + sentence[n.end() :].replace(")", " ", 1) if closed else sentence
        if (_near(text, exact, value) or _states_no_value(probe, n) or _of_another_quantity(sentence, n, prompt)
                or _remainder_not_asked(sentence, n, prompt) or _other_term(sentence, n, prompt)):
            continue
        return text
    return None


# A count of groups and the size of each ("50 pairs of 101", "10 groups of 21", "3 paquets de 12"): read together.
_GROUPS_OF = re.compile(r"[ \t]{1,3}[^\W\d_]{2,16}[ \t]{1,3}(?:of|de|von|à|из|по)[ \t]{1,3}\$?(\d{1,12})(?![\d.,]\d)")
_GROUPS_BEFORE = re.compile(r"(?<![\d.,])(\d{1,12})[ \t]{1,3}[^\W\d_]{2,16}[ \t]{1,3}(?:of|de|von|à|из|по)[ \t]{1,3}\$?$")


def _groups_of_the_answer(sentence: str, n: re.Match, answer) -> bool:
    """Whether ``n`` is the count or the size of groups that make up the answer ("giving 50 pairs of 101" after 5050):
    another way to the same value, told in words, no value stated."""
    if answer is None:
        return False
    count = _GROUPS_OF.match(sentence, n.end())
    pair = (n.group().strip(), count.group(1)) if count is not None else None
    if pair is None:
        size = _GROUPS_BEFORE.search(sentence, 0, n.start())
        pair = (size.group(1), n.group().strip()) if size is not None else None
    if pair is None:
        return False
    first, second = parse_number(pair[0]), parse_number(pair[1])
    return first is not None and second is not None and first.value * second.value == answer.value


# A number named as what something is of ("a divisor of 6", "a multiple of 6"), in the languages read.
_OF_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:of|de|du|von|des|del|di|из|от)[ \t$]*$")


def _operand_named_again(sentence: str, n: re.Match) -> bool:
    """Whether ``n`` names, after "of", an operand the same sentence wrote before ("$2^6 \\equiv 1$ …, the order of 2
    being 3, a divisor of 6"): the number the sentence works with, named again, no value stated."""
    if not _OF_BEFORE.search(sentence, 0, n.start()):
        return False
    text = n.group().strip()
    if re.search(r"\^\{?" + re.escape(text) + r"(?![\d.])", sentence[: n.start()]):
        return True  # an exponent ("$2^6$"), which no number of the text is read from
    return any(m.group().strip() == text and (_OPERAND_BEFORE.search(sentence, 0, m.start()) or _OPERAND_AFTER.match(sentence, m.end()))
               for m in NUMBER_IN_TEXT.finditer(sentence, 0, n.start()))


# A reason's clause ("since she uses 7 of them herself", "weil sie 7 davon selbst braucht") and a part of a whole named
# before it ("7 of them", "7 davon", "7 d'entre eux", "7 de ellos", "7 из них").
_REASON_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:since|because|as|weil|da|car|puisque|porque|pois|poiché|perché|так[ \t]как|потому[ \t]что)"
                            r"(?![^\W\d_])[^\d.;!?()]{0,60}$")
_PART_OF_THEM = re.compile(r"(?i)[ \t]+(?:of[ \t]+(?:them|these|those)|davon|d'entre[ \t]+(?:eux|elles)|de[ \t]+(?:ellos|ellas|eles|elas)|di[ \t]+(?:loro|essi)"
                           r"|из[ \t]+них)(?![^\W\d_])")


def _part_in_a_reason(sentence: str, n: re.Match) -> bool:
    """Whether ``n`` counts a part of a whole named before it in a clause that gives a reason ("since she uses 7 of them
    herself"): why the working goes as it does, no value stated. A sentence naming the answer states one."""
    return (_PART_OF_THEM.match(sentence, n.end()) is not None and _REASON_BEFORE.search(sentence, 0, n.start()) is not None
            and _ANSWER_WORD.search(sentence) is None)


# A contrast right after a value's clause ("270°, but the angle between the hands is …"), in the languages read.
_BUT_THE = re.compile(r"(?i)[^\d.;!?\n]{0,20}?[,;—–][ \t]*(?:but|though|although|mais|aber|pero|mas|ma|но)[ \t]+")
_MIN_ASKED_WORDS = 2


def _set_aside_for_the_asked(sentence: str, n: re.Match, prompt: str) -> bool:
    """Whether ``n`` is given to a thing the question does not name ("The reflex angle on the other side is 270°") and a
    contrast right after it names, in the question's own words and with no number, the quantity asked ("…, but the angle
    between the hands is conventionally the smaller one."): another quantity set aside, no value offered. A sentence
    naming the answer, the writer, a doubt or a condition offers it."""
    contrast = _BUT_THE.match(sentence, n.end())
    if (contrast is None or any(c.isdigit() for c in sentence[contrast.end() :]) or not prompt
            or _ANSWER_WORD.search(sentence) or _FIRST_PERSON.search(sentence) or _DOUBT.search(sentence)
            or _COUNTERFACTUAL.search(sentence) or ALTERNATIVES.search(sentence)):
        return False
    question = prompt.rstrip()[-300:]
    question = question[max(question.rfind(p, 0, len(question) - 1) for p in ".!?\n") + 1 :]
    asked = {w.lower() for w in text_words(question) if len(w) >= _MIN_PROMPT_WORD}
    named = [w.lower() for w in text_words(sentence[: n.start()]) if len(w) >= _MIN_PROMPT_WORD]
    restated = {w.lower() for w in text_words(sentence[contrast.end() :])} & asked
    given = {w.lower() for w in text_words(prompt)}
    return len(restated) >= _MIN_ASKED_WORDS and any(w not in given for w in named)


# What a maxim says never holds ("… so it is never negative").
_NEVER = re.compile(r"(?i)(?<![^\W\d_])(?:never|nie|jamais|nunca|mai|никогда)(?![^\W\d_])")
_MAX_MAXIM_COUNT = 12


def _counted_in_a_maxim(sentence: str, n: re.Match, prompt: str) -> bool:
    """Whether ``n`` counts a thing the question does not name in a rule said to hold always or never ("The product of
    two negatives is always positive."): a general fact, no value stated. A sentence naming the answer, or the writer
    (a doubt, a guess), states one; so does a number beside no noun of its own ("It is always 22 though.")."""
    said = parse_number(n.group().strip())
    if (said is None or said.value.denominator != 1 or not 0 <= said.value <= _MAX_MAXIM_COUNT
            or not (_MAXIM.search(sentence) or _NEVER.search(sentence))
            or _ANSWER_WORD.search(sentence) or _FIRST_PERSON.search(sentence) or _DOUBT.search(sentence)):
        return False
    following = text_words(sentence[n.end() :])[:1]
    return bool(following) and following[0] not in _AFTER_BARE_VALUE and following[0] not in text_words(prompt)


# A base of numeration named in a sentence ("In binary: 110000111", "en hexadécimal", "二进制"), and its radix.
_BASES = ((re.compile(r"(?i)(?<![^\W\d_])(?:binary|base[ \t-]?(?:2|two)|binär\w*|binaire|binari[oa]|binári[oa]|двоичн\w*|ikili)(?![^\W\d_])|二进制|二進制|2進数|이진"), 2),
          (re.compile(r"(?i)(?<![^\W\d_])(?:octal|base[ \t-]?(?:8|eight)|oktal|ottale|восьмеричн\w*)(?![^\W\d_])|八进制|八進制|8進数"), 8))


def _in_named_base(sentence: str, n: re.Match, answer) -> bool:
    """Whether ``n`` writes the answer's value in a base the sentence names ("In binary: 110000111 (which is 391)."):
    the answer said again in another notation, no second value."""
    digits = n.group().strip()
    if not digits.isdigit() or answer is None:
        return False
    for named, radix in _BASES:
        if named.search(sentence) and set(digits) <= set("0123456789"[:radix]) and int(digits, radix) == answer.value:
            return True
    return False


def _answer_after_contrast(sentence: str, n: re.Match, answer) -> bool:
    """Whether the sentence goes on from ``n`` to a contrast that ends on the answer's value ("may print
    0.30000000000000004, but mathematically it is exactly 0.3."): ``n`` is set aside, the answer said again."""
    after = _CONTRAST_TO_END.match(sentence, n.end())
    return after is not None and same_value(after.group(1).rstrip(".,"), answer)


# A quotient right before a number, read by its two sides ("84/42 = ", "$36 / 12 = $").
_QUOTIENT_BEFORE = re.compile(r"(\d+)[ \t$]*(?:/|÷|\\div)[ \t$]*(\d+)[ \t$]*=[ \t$]*$")


def _divides_given(sentence: str, n: re.Match, known: set[str], answer) -> bool:
    """Whether ``n`` is the true quotient of the answer and a number already seen, one divided by the other ("84/42 = 2
    and 126/42 = 3" after a GCD of 42, "36 / 12 = 3" after an LCM of 36): a check of divisibility, no value stated."""
    quotient = _QUOTIENT_BEFORE.search(sentence, 0, n.start())
    said = parse_number(n.group().strip())
    if quotient is None or said is None or answer is None:
        return False
    first, second = quotient.groups()
    if not ((same_value(first, answer) and answer_key(second) in known) or (same_value(second, answer) and answer_key(first) in known)):
        return False
    dividend, divisor = parse_number(first), parse_number(second)
    return divisor.value != 0 and dividend.value == said.value * divisor.value


def _of_another_quantity(sentence: str, n: re.Match, prompt: str) -> bool:
    """Whether the sentence gives ``n`` to a quantity its words name that the question does not ask ("Its perimeter
    would then be 32 cm." where the area is asked): a related fact, no second answer. The asked quantity's noun, or a
    word for the answer, keeps the value a second answer."""
    head = sentence[: n.start()]
    if total_of_the_asked(prompt, sentence, n.end()):
        return False  # "counting the extra writing day gives 630 pages in total": the asked total, whatever day it names
    return bool(prompt) and _ANSWER_WORD.search(head) is None and (
        other_quantity(prompt, head) is not None
        or (_ANSWER_WORD.search(sentence) is None and given_to_another(prompt, sentence, n.start(), n.end())))


# What remains, by language: a value beside one of these words is the rest of a whole, a quantity of its own.
_REMAINING = re.compile("(?i)(?<![^\\W\\d_])(?:" + "|".join((
    r"left(?![ \t-]*(?:side|hand|end|column|part))|left[ \t]+over|remain(?:s|ing)?|remainder",  # en; not the left side of a check
    r"restant(?:e|s|es)?|reste(?:nt)?|übrig(?:e|en)?|verbleib\w{0,4}|quedan?|restan?|sobran?|restam?|sobram?|rimangono|rimane|restano",
    r"остал\w{0,4}|pozosta\w{0,5}|zosta\w{0,5}|kalan|kaldı|sisa(?:nya)?|tersisa|còn[ \t]+lại|natira|natitira|zimebaki|imebaki|kimebaki|wamebaki",
    r"υπόλοιπ\w{0,3}|υπολοίπ\w{0,3}|υπολοιπ\w{0,3}|[והשלב]{0,2}(?:נותר|נשאר)\w{0,3}|बचे|बची|बचा|बाकी|शेष",  # el, he, hi
)) + r")(?![^\W\d_])|剩下|剩余|剩|残り|余り|あまり|남은|남는|남아|나머지|เหลือ")  # (余り/あまり, 나머지: a division's remainder)
_REMAINDER_REACH = 30
_STOP = re.compile(r"\.(?!\d)")  # a full stop; a decimal point ends no sentence
# A question that asks what one has now ("How many does she have now?", "Combien en a-t-elle maintenant ?", "Wie viele hat
# sie jetzt?") asks what remains where the prompt takes some away: a value beside a word of what remains is the answer's.
_NOW = re.compile(r"(?i)(?<![^\W\d_])(?:now|maintenant|jetzt|nun|ahora|agora|ora|adesso|сейчас|теперь|зараз|teraz|nu|şimdi|sekarang)(?![^\W\d_])"
                  r"|现在|現在|今|지금")
_HAVE = re.compile(r"(?i)(?<![^\W\d_])(?:have|has|own|hold|a|as|avez|ont|a-t-(?:il|elle|on)|hat|habe|hast|haben|tiene|tienes|tienen|tem|têm"
                   r"|ha|hai|hanno|у|ma|mają|heeft|hebben|var|punya|memiliki)(?![^\W\d_])|有|持って|있")


def _remainder_not_asked(sentence: str, n: re.Match, prompt: str) -> bool:
    """Whether ``n`` stands beside a word for what remains ("na zimebaki 60", "60 pages are left", "il en reste 60")
    where the question asks no remainder ("Amesoma kurasa ngapi?", how many were read): the rest of the whole, a related
    fact, no second answer. Where the question asks what remains, the value is a second answer."""
    if not prompt:
        return False
    near = sentence[max(0, n.start() - _REMAINDER_REACH) : n.end() + _REMAINDER_REACH]
    if _REMAINING.search(near) is None or _ANSWER_WORD.search(near) is not None:
        return False
    question = _STOP.split(prompt.rstrip()[-300:])[-1]  # the last sentence ("… left if each pen costs $2.50?")
    return _REMAINING.search(question) is None and not (_NOW.search(question) and _HAVE.search(question))


def _share_between(sentence: str, n: re.Match, known: set[str], answer) -> bool:
    """Whether ``n`` is a percentage that the numbers beside it make true of the answer and a number already seen, the
    answer before it and the whole after ("140 zł to 40% z 350 zł", "140 is 40% of 350"): a check, no value stated."""
    share = parse_number(n.group().strip())
    if share is None or not share.percent or answer is None:
        return False
    before = [m for m in NUMBER_IN_TEXT.finditer(sentence, 0, n.start())]
    after = NUMBER_IN_TEXT.search(sentence, n.end())
    if not before or after is None or not same_value(before[-1].group().strip(), answer) or answer_key(after.group().strip()) not in known:
        return False
    whole = parse_number(after.group().strip())
    return whole is not None and answer.value * 100 == share.value * whole.value


def _trial_rejected(sentence: str, numbers: list[re.Match], answer) -> bool:
    """A trial of another value that the sentence opens with and ends by rejecting ("(Trying $x = 6$ gives $23$, so
    6 is not a solution.)"): its numbers are the trial's working, no value stated. Another value after the rejection,
    or a trial of the answer itself, is not one."""
    first, last = numbers[0].group().strip(), numbers[-1].group().strip()
    return (first == last and not same_value(last, answer) and REJECTED_AFTER.match(sentence, numbers[-1].end()) is not None
            and NUMBER_IN_TEXT.search(sentence, numbers[-1].end()) is None)


def _judged_in_value(reading: Reading, value: str) -> str | None:
    """A word of wrongness read whole into the answer after its number ("Answer: 1440 wrong.", "Antwort: 1440 falsch."),
    unless the prompt counts wrong things ("How many did she get wrong?")."""
    number = NUMBER_IN_TEXT.match(value)
    found = WRONG.search(value, number.end()) if number is not None else None
    return None if found is None or WRONG.search(reading.prompt) else found.group()


def _other_number(sentence: str, answer) -> bool:
    """Whether ``sentence`` names a number other than the answer's own value ("I'm not sure that 96 is right." names
    none: a doubt on the answer, as one with no number is)."""
    return any(answer is None or not same_value(n.group().strip(), answer) for n in NUMBER_IN_TEXT.finditer(sentence))


def _seen(n: re.Match, known: set[str], answer) -> bool:
    text = n.group().strip()
    return answer_key(text) in known or same_value(text, answer)


def _seen_not_restated_as_asked(sentence: str, n: re.Match, known: set[str], answer, prompt: str) -> bool:
    """Whether ``n`` was seen before and the sentence does not give it to the item the question asks of: a number of
    the prompt or the working, no operand, as what each one gets ("Each friend gets 7." after 8 for "How many does
    each get?") is a second value like a new one."""
    if not _seen(n, known, answer):
        return False
    text = n.group().strip()
    if same_value(text, answer) or _OPERAND_BEFORE.search(sentence[: n.start()]) or _OPERAND_AFTER.match(sentence, n.end()):
        return True
    return not (given_to_the_asked_item(prompt, sentence, n.start(), n.end()) or restated_as_the_asked(prompt, sentence, n.start(), n.end()))


def _states_no_value(sentence: str, n: re.Match) -> bool:
    head, rest = sentence[: n.start()], sentence[n.end() :]
    if (_OPERAND_BEFORE.search(head) or _OPERAND_AFTER.match(rest) or _REJECTED_BEFORE.search(head) or REJECTED_AFTER.match(rest)
            or _LABEL_BEFORE.search(head)
            or (_COMPARED_BEFORE.search(head) and not _TAG_BEFORE.search(head)) or _named_other(head)
            or _COMPARED_IN_WORDS.search(head) or _named_wrong(sentence, n) or _OTHERS_GET_BEFORE.search(head[-60:])
            or _PROPERTY_DENIED_AFTER.match(rest) or _FACTOR_APPLIED_AFTER.match(rest)
            or (n.group().strip() == "1" and _RATE_BASE_BEFORE.search(head))):
        return True
    if _LIST_MARKER_AFTER.match(rest) and not head.strip(" \t*_#>-|"):
        return True
    if (_ORDINAL_AFTER.match(rest) and not _YEARS_ORDINAL_AFTER.match(rest)) or (_INDEX_BEFORE.search(head) and _INDEX_AFTER.match(rest)) or _BINOMIAL_ARGUMENT.search(head):
        return True  # "2nd"; an index or a slice of code ("str(n)[::-1]", "digits[0]"); "\\binom{10}{7}"
    return bool(_YEAR.fullmatch(n.group().strip())) and not _CONCLUDED_BEFORE.search(head)


def _named_other(head: str) -> bool:
    """Whether the value after ``head`` is named a wrong or another answer, alone or as the last of a list that such
    words name ("Common wrong answers are 142 (forgetting …) and 131")."""
    if _POSSIBLE.search(head[-80:]) or _OTHER_LABEL.fullmatch(head):
        return False  # "Other possible answers: 129", "**Alternative answer:** 24": offered, not set aside
    if other_answer_before(head):
        return True
    if mistake_named_before(head):
        return True  # "częsty błąd to podanie 70": a mistake others make, its value named
    if _NAMED_WRONG.search(head[-200:]) is None:
        return False
    listed = _LISTED_BEFORE.search(head[-200:])
    named = head[-200:][: listed.start()] if listed is not None and listed.start() > 0 else ""
    return bool(named) and other_answer_before(named) and _NAMED_WRONG.search(named[-80:]) is not None


def _rough_estimate(sentence: str, numbers: list[re.Match], answer) -> bool:
    """Whether ``sentence`` is a rough estimate (:data:`_ROUGH_ESTIMATE`) that ends on the answer's value, offering no
    other beside it, turning back on it, or doubting."""
    if answer is None or not _ROUGH_ESTIMATE_WORDS.search(sentence) or not _seen(numbers[-1], set(), answer):
        return False
    return not (CONTRAST.search(sentence) or _ALTERNATIVE_WORD.search(sentence) or _DOUBT_WORDS.search(sentence))


def _argument_named_before(sentence: str, n: re.Match) -> bool:
    """Whether ``n`` stood earlier in its sentence as an argument of a binomial ("$\\binom{10}{7}$ is also 120 by symmetry,
    since choosing 3 to include is the same as choosing 7 to leave out"): named again, no value stated."""
    text = n.group().strip()
    return any(m.group().strip() == text and _BINOMIAL_ARGUMENT.search(sentence, 0, m.start())
               for m in NUMBER_IN_TEXT.finditer(sentence, 0, n.start()))


def _mistake_note(sentence: str) -> bool:
    """Whether ``sentence`` names a mistake others commonly make and nothing else (:data:`_MISTAKE_NOTE`)."""
    if not _MISTAKE_NOTE_WORDS.search(sentence) or any(
            NUMBER_IN_TEXT.search(clause) and not _MISTAKE_NOTE.search(clause) for clause in sentence.split(";")):
        return False  # "… is the usual trap; it is 49 then": a clause of its own states a value
    plain = REJECTED_AFTER.sub(" ", _EMPHASIS.sub("", sentence))  # "49 is *not* the answer": denied, no answer named
    return not (CONTRAST.search(plain) or CONCLUDES.search(plain) or _ANSWER_WORD.search(plain) or _FIRST_PERSON.search(plain))


def _named_wrong(sentence: str, n: re.Match) -> bool:
    """Whether ``n`` is named a mistake right after it ("would give 70, a classic slip") or is the value of the side that
    "≠" sets apart ("$(2+3)^2 \\neq 2^2 + 3^2 = 13$")."""
    return (_NAMED_MISTAKE_AFTER.match(sentence, n.end()) is not None or _UNEQUAL_SIDE_BEFORE.search(sentence, 0, n.start()) is not None
            or _other_matter(sentence, n) or _explains_named_other(sentence, n))


def _other_matter(sentence: str, n: re.Match) -> bool:
    """Whether ``n`` or the value its sentence ends on is said to answer another question or to be no part of what was
    asked (:data:`_OTHER_MATTER_AFTER`): the sentence's numbers, the premise of what it computes among them ("Se quiserem
    incluir 10% de gorjeta, a conta vai a R$ 95,70 — mas isso não foi pedido."), are set apart with it."""
    last = n
    for last in NUMBER_IN_TEXT.finditer(sentence, n.end()):
        pass
    return _OTHER_MATTER_AFTER.match(sentence, last.end()) is not None


def _explains_named_other(sentence: str, n: re.Match) -> bool:
    """Whether ``n`` stands in brackets right after a value named a wrong or another answer, saying how that value comes
    about ("Common wrong answers are … 131 (counting 1001)."): the mistake's working, no value stated."""
    opening = sentence.rfind("(", 0, n.start())
    if opening < 0 or ")" in sentence[opening : n.start()]:
        return False
    named = list(NUMBER_IN_TEXT.finditer(sentence, 0, opening))
    return bool(named) and not sentence[named[-1].end() : opening].strip(" \t$*_") and _named_other(sentence[: named[-1].start()])


# Words that may follow a value a sentence gives bare ("Bet it's actually 10 though.").
_AFTER_BARE_VALUE = frozenset("though tho instead actually then now too either anyway is are was were or and maybe perhaps probably".split())


def _counts_a_thing(sentence: str, number: str, prompt: str) -> bool:
    """Whether ``number`` in ``sentence`` counts a thing the question does not ask about, named after it ("2 ways")."""
    at = sentence.find(number)
    following = text_words(sentence[at + len(number) :])[:1] if at != -1 else []
    return bool(following) and following[0] not in _AFTER_BARE_VALUE and following[0] not in text_words(prompt)


def _of_the_question(sentence: str, prompt: str) -> bool:
    """Whether every word of ``sentence`` is a word of the prompt or a common word of the languages read: the answer's
    sentence restating the question in its words, which the grader reads with the question."""
    said = text_words(MARKUP.sub(" ", sentence))
    asked = set(text_words(prompt))
    return bool(said) and all(w in asked or w in COMMON_WORDS for w in said)


def _unread_script(text: str) -> str | None:
    for ch in LATEX_COMMAND.sub(" ", text):
        if ch.isalpha() and script(ch) not in READ_SCRIPTS:
            return script(ch)
    return None


def _unread_words(sentence: str, prompt: str) -> bool:
    """A sentence holding numbers whose words (two or more) are in a script the grader does not read: the
    numbers may be the answer's, the words around them can still address someone else or take it back; unless
    every word is one it vouches for (:func:`~reward_plugins.math.answer_sentence.vouched_sentence`: "अतः भागफल 9 है।")."""
    words = [w for w in text_words(MARKUP.sub(" ", sentence)) if len(w) > 1 and not any(c.isdigit() for c in w)]
    return (len(words) >= _MIN_SCRIPT_WORDS and _unread_script(" ".join(words)) is not None
            and not vouched_sentence(sentence, prompt))


def _in_code_or_table(after: str, start: int, sentence: str) -> bool:
    """Whether a sentence of the text after the answer is a table's row or a line of a fenced code block."""
    return sentence.lstrip(" \t*_").startswith("|") or after.count("```", 0, start) % 2 == 1


def _unread(sentence: str, code: bool = False) -> bool:
    """A sentence in a script the grader does not read, or in a spaced script with too few common
    words of the languages read to be read at all (short ones, a unit or "Yes.", pass). A table's row
    or a line of code names things, not sentences: it is read when most of its words are words of a
    language the grader reads ("| Day | Pages |", "import math")."""
    sentence = MARKUP.sub(" ", sentence)
    # "Svar: 42 äpplen": a label restating a value; a label before words alone ("Märkus: see on vale.") is read as words
    if _RESTATED.match(sentence) and any(c.isdigit() for c in sentence):
        return False
    if (len(sentence.split()) >= _MIN_SCRIPT_WORDS or _UNSPACED_SENTENCE.search(sentence)) and _unread_script(sentence):
        return True
    spaced = [w for w in text_words(sentence) if script(w[0]) not in UNSPACED_SCRIPTS and len(w) > 1]
    if code:
        return len(spaced) >= MIN_READ_WORDS and sum(map(read_language_word, spaced)) < _MIN_CODE_SHARE * len(spaced)
    shaped = len(spaced) < _MIN_SHAPED_WORDS  # a short English sentence may hold no common word at all
    # Number words and units count as read ("over the five days").
    read = sum(w in COMMON_WORDS or w in NUMBER_WORDS or w in UNIT_SIZES or w.rstrip("s") in UNIT_SIZES
               or (shaped and ENGLISH_SHAPED.fullmatch(w) is not None) for w in spaced)
    if len(spaced) < MIN_READ_WORDS:
        return False
    # Read in one language: common words of several ("Empa ha ke na bonnete.": Italian "ha", Polish "na") make none read.
    if not in_one_language([w for w in spaced if not (w in NUMBER_WORDS or w in UNIT_SIZES or w.rstrip("s") in UNIT_SIZES)]):
        return True
    if held_by_tables(sentence, spaced):
        return True  # "Crec que el resultat està malament.": Catalan, read on "que" and "el", holds its word for wrong
    if read < _MIN_COMMON_SHARE * len(spaced) and read_by_tables(sentence, spaced):
        return False  # "Ceru, ka tas palīdz!": one language whose closed words are tabled, none of them in it
    return read < _MIN_COMMON_SHARE * len(spaced) and not _affirmed_in_one_language(sentence, spaced)


# A word of rightness or agreement, by its stem, in the languages read ("makes sense", "checks out", "C'est bien le bon
# résultat", "Das passt", "Confere", "Torna", "совпадает", "Dat klopt"; a word of verification is none, as it is how a
# teacher's or a tool's word is claimed: "Проверено преподавателем"), and the words that take it back, put it in doubt or
# hand it to another's word: a negation, a word for "without", a condition, a doubt or an error ("Проверка не
# подтверждает результат.", "je dis ça sans conviction", "assuming nobody was absent", "Tengo alguna duda.", "há um erro"),
# a verb of saying or an agent, a person or a machine ("C'est bien le bon résultat, le prof l'a dit.", "Sprawdzone
# automatycznie przez system — poprawne.").
_AFFIRMS = re.compile(
    r"(?i)(?<![^\W\d_])(?:makes?[ \t]+sense|checks?[ \t]+out|lines?[ \t]+up|adds?[ \t]+up|right|correct\w{0,3}|consistent|plausib\w{0,3}|reasonable"
    r"|match\w{0,3}|agree\w{0,2}|bon(?:ne)?|bien|juste|exact\w{0,3}|cohérent\w{0,2}|logique"
    r"|richtig\w{0,2}|stimmt|passt|plausibel|sinnvoll|korrekt\w{0,2}|correct[oa]s?|cuadra|sentido|coincide\w?"
    r"|lógic[oa]|corret[oa]s?|cert[oa]|confere|bate|giust[oa]|corrett[oa]|torna|senso|верн\w{0,2}|правильн\w{0,3}"
    r"|сходится|совпада\w{0,3}|логичн\w{0,2}|klopt|juist|past|logisch|benar|cocok|sesuai|đúng|khớp|doğru|tutarlı"
    r"|poprawn\w{0,3}|zgadza)(?![^\W\d_])")
_DENIES_OR_DOUBTS = re.compile(
    r"(?i)(?<![^\W\d_])(?:not|no|never|none|nothing|nor|without|unless|if|assum\w{0,4}|provided|doubt\w{0,3}|unsure|maybe|perhaps|probably|error|mistake"
    r"|wrong|guess\w{0,2}|ne|n'|pas|jamais|sans|sauf|si|doute\w?|peut-être|erreur|faux|fausse|nicht|kein\w{0,2}|nie|ohne|wenn|falls|sofern|zweifel\w{0,2}"
    r"|vielleicht|fehler|falsch|nunca|sin|salvo|duda\w?|quizás?|tal[ \t]+vez|mal|não|nem|sem|se|caso|dúvida|talvez|erro|errad[oa]|non|senza"
    r"|dubbio|forse|errore|sbagliat[oa]|не|нет|ни|без|если|сомнен\w{0,3}|может|ошибк\w{0,2}|неверн\w{0,2}|niet|geen|zonder|tenzij|als|twijfel|misschien"
    r"|fout|tidak|bukan|tanpa|jika|mungkin|salah|không|nếu|có[ \t]+thể|sai|değil|yok|eğer|belki|yanlış|bez|jeśli|może|błąd"
    # someone else's word for it: a verb of saying or an agent ("le prof l'a dit", "laut Lehrer", "said my teacher")
    r"|says?|said|dit|sagt|sagte|laut|dice|dijo|diz|disse|dicono|говорит|сказал\w?|zegt|by|par|von|por|pelo|pela|da|dal|dalla|door|przez|oleh"
    r"|bởi|tarafından|automat\w{0,8}|автоматическ\w{0,3}|otomatis|otomatik|system\w{0,2}|système|sistema|систем\w{0,2}|sistem\w{0,2}"
    r"|teachers?|tutors?|prof\w{0,6}|lehrer\w{0,2}|maestr[oa]|преподавател\w{0,3}|учител\w{0,3}|leraar|guru|öğretmen\w{0,3}|nauczyciel\w{0,3})"
    r"(?![^\W\d_])|\w+n['’]t")


def _affirmed_in_one_language(sentence: str, spaced: list[str]) -> bool:
    """Whether a sentence affirms the answer in a language the grader reads, all of its words words in common use of
    that language ("is a bit less — makes sense.", "C'est bien le bon résultat, vérifié ci-dessus."): a word of
    rightness or agreement, and no negation, condition, doubt or error beside it. Such a sentence is read, though few of
    its words are on the short list of common words; one that says anything else stays unread."""
    return _AFFIRMS.search(sentence) is not None and _DENIES_OR_DOUBTS.search(sentence) is None and every_word_of_one_language(spaced)


def _known_numbers(reading: Reading, value: str) -> set[str]:
    before = reading.prompt + "\n" + reading.visible[: reading.at[1] if reading.at[1] >= 0 else len(reading.visible)]
    known = {answer_key(m.group().strip().replace("\\%", "%")) for m in NUMBER_IN_TEXT.finditer(before)}  # "$15\\%$" is 15%
    known |= {answer_key(m.group()) for m in _DIGIT_RUN.finditer(before)}  # the parts of "10902/15272", "1d17"
    known |= _prompt_number_words(reading.prompt[:_PROMPT_WORDS_READ])  # "two fair dice": "with 2 dice" after the answer
    return known | {answer_key(value)} | {answer_key(m.group().strip()) for m in NUMBER_IN_TEXT.finditer(reading.answer)}


_PROMPT_WORDS_READ = 2000
_LETTER_WORD = re.compile(r"[^\W\d_]{2,20}")


@lru_cache(maxsize=512)
def _prompt_number_words(prompt: str) -> frozenset[str]:
    """The numbers the prompt says in words ("two fair dice"), which a sentence with digits keeps as words: known values,
    as its digits are. A word for one is an article too and is left out. Read once per prompt (a group shares it)."""
    said = (word_value(w) for w in set(_LETTER_WORD.findall(prompt)))
    return frozenset(answer_key(str(v)) for v in said if v is not None and v != 1)


def _marker_text(reading: Reading, value: str) -> str:
    """What stands between the commitment's marker (the last ':' or '=' on its line) and its value."""
    start, end = reading.at
    if start < 0:
        return ""
    at = reading.visible.rfind(value, start, end) if value else -1
    if at < 0:
        return ""
    head = reading.visible[reading.visible.rfind("\n", 0, at) + 1 : at]
    cut = max(head.rfind(":"), head.rfind("="), head.rfind("："))
    return head[cut + 1 :] if cut >= 0 else ""


def _qualifier(reading: Reading, value: str) -> str | None:
    """A sign, or up to three words, between the marker and the value that introduce no answer and are
    not the prompt's ("noin", "més o menys", "დაახლოებით")."""
    if "=" not in reading.answer and _ONLY_APPROX.search(reading.answer):
        return _ONLY_APPROX.search(reading.answer).group()
    text = _marker_text(reading, value)
    if any(c.isdigit() for c in text):
        return None  # working between the marker and the value, not a word put before it
    sign = _APPROX_SIGN.search(text) or _DOUBT.search(text)  # a word of doubt of single letters too ("Svar: u.þ.b. 18")
    if sign is not None:
        return sign.group()
    # A currency's sign and a plain word of a language not read ("fl-4:15": Maltese "at the") introduce nothing and
    # qualify nothing: left out, so a word of doubt beside them ("forsi fl-4:15") is judged alone.
    words = [w for w in text_words(text) if len(w) > 1 and not (len(w) <= 3 and w.upper() in text) and w not in _CURRENCY_BEFORE
             and w not in PLAIN_BESIDE]
    unread = _in_no_language_read(words)
    if not words or len(words) > (_MAX_UNREAD_QUALIFIER_WORDS if unread else _MAX_QUALIFIER_WORDS):
        return None  # a sentence that states the answer ("Jane started growing Sphere 3 hours ago") is no qualifier
    prompt_words = set(text_words(reading.prompt))
    introducing = [w in INTRODUCES or w in prompt_words or any(script(c) in UNSPACED_SCRIPTS for c in w)
                   or inflected_prompt_word(w, reading.prompt) for w in words]  # "उत्तर: प्रत्येक दोस्त को 8" for "6 दोस्तों"
    # In words no language read holds, a common word of one ("le", "ma") is a likeness of spelling, no introduction.
    if (len(words) - sum(introducing) < MIN_READ_WORDS) if unread else any(introducing):
        return None
    if all(w.lower() in _AFFIRMING or exact_word(w) for w in words):
        return None  # "The answer: surely B.": a word that affirms the answer does not qualify it
    if len(words) == 1 and words[0].lower() in _DATE_PREPOSITIONS and calendar_value(value + reading.after[:_DATE_READ]) is not None:
        return None  # "Antwort: am 17. April.": the preposition a date is said with, no qualifier
    return " ".join(words)


# The prepositions a date is said with ("am 17. April", "on 17 April", "le 17 avril", "el 17 de abril", "op 17 april").
_DATE_PREPOSITIONS = frozenset("am on le el il op på den em no dia dnia dne".split())
_DATE_READ = 40


def _in_no_language_read(words: list[str]) -> bool:
    """Whether fewer than half of ``words`` are read: known words, or words of three letters or more in common use in a
    language read ("pe tusa ma le" holds only "le"; "Sam ends up with" is read). A short word is in common use
    somewhere by chance of spelling."""
    read = sum(known_word(w) or (len(w) >= 3 and read_language_word(w)) for w in words)
    return len(words) >= MIN_READ_WORDS and 2 * read < len(words)


def _unread_beside(reading: Reading, value: str) -> str | None:
    """A number the rest of the answer's sentence holds in words the grader does not read ("Valiny: 6 (na 9 raha ny
    sisiny lava no resahina).", "Igisubizo: 35 (cyangwa 210 niba ...)", "وەڵام: ٧ (یان لەوانەیە ٤٩)"): whether those words
    offer it as the answer on another reading cannot be told, so it is a second value. The answer's own value, an
    operand of working shown ("(satria 15 - 9 = 6)") and words all of units ("(2 сағат 40 минут)") offer nothing; a
    restatement in units read was dropped before (:func:`~reward_plugins.math.restatements.without_restatement`)."""
    own = SENTENCE.match(reading.after)
    answer = parse_number(value)
    if own is None or answer is None or len(reading.values) > 1 or not any(c.isdigit() for c in own.group()):
        return None
    rest = own.group()[:_MAX_OWN_SENTENCE]
    others = [n.group().strip() for n in NUMBER_IN_TEXT.finditer(rest) if not same_value(n.group().strip(), answer)
              and not _WORKING_BEFORE.search(rest, 0, n.start()) and not _WORKING_AFTER.match(rest, n.end())]
    if not others or not _unread(rest):
        return None
    # Words all of units, or all the prompt's or in common use in a language read (a short English aside of few common
    # words: "(each joins 2 edges)"), are read.
    asked = {w.lower() for w in text_words(reading.prompt)}
    words = [w.lower() for w in text_words(MARKUP.sub(" ", rest)) if len(w) > 1]
    if all(known_word(w) for w in words) or all(w in asked or read_language_word(w) for w in words):
        return None
    return others[0]


def _adverb_beside(reading: Reading, value: str) -> str | None:
    """A word with an adverb's ending in a language read right before the value or among the words after it in its
    sentence ("42 supposedly", "Respuesta: 42 presumiblemente", "Antwort: 42 mutmaßlich", "is supposedly 42"): it
    says how sure or how exact the value is, as no unit does; adverbs that affirm it or give its rate ("exactly",
    "monthly") are no qualifier."""
    number = NUMBER_IN_TEXT.match(value)
    rest = value[number.end() :] if number is not None else ""
    first = SENTENCE.match(reading.after)
    after = text_words(rest + " " + (first.group() if first is not None and not NUMBER_IN_TEXT.search(first.group()) else ""))
    right_before = _WORD_RIGHT_BEFORE.search(answer_head(reading, value))  # "is supposedly 42", not "carefully: 42"
    before = [right_before.group(1).lower()] if right_before is not None else []
    prompt = set(text_words(reading.prompt))
    for w in before + after[:_MAX_QUALIFIER_WORDS]:
        ly = _LY.fullmatch(w)
        adverb = _ADVERB.fullmatch(w) or (ly is not None and in_common_use(ly.group(1), ("en",)))
        if adverb and w not in _AFFIRMING and not exact_word(w) and w not in prompt:
            return w
    return None


def _abbreviated(reading: Reading, value: str) -> str | None:
    """An estimate's abbreviation or phrase attached to the committed value ("c. 42", "est. 42", "~42",
    "42, to within rounding error"): read right before the value and right after the commitment."""
    opening = _ESTIMATE_OPENING.match(value)
    if opening is not None:
        return opening.group().strip(" \t${}")
    start, end = reading.at
    at = reading.visible.rfind(value, start, end) if value and start >= 0 else -1
    before = _ESTIMATE_BEFORE.search(reading.visible[max(0, at - 16) : at]) if at >= 0 else None
    if before is None and at >= 0 and not reading.estimate_asked:  # "ends at about 10:10 PM", "etwa 42"
        start = max(0, at - 40)
        word = _APPROXIMATION_WORDS.search(reading.visible[start:at])
        # A word inside math ("$just about 1$") is set as symbols, not read as prose.
        before = word if word is not None and reading.visible.count("$", 0, start + word.start()) % 2 == 0 else None
    number = NUMBER_IN_TEXT.match(value) if at >= 0 else None
    # Right after the value's number too: "Answer: 42 or so" is read as the answer "42 or" and the text "so" after it.
    right_after = _ESTIMATE_AFTER.match(reading.visible, at + number.end()) if number is not None else None
    found = before or _ESTIMATE_AFTER.match(reading.after) or right_after
    if found is None and number is not None and estimated_after(reading.visible, at + number.end()):
        return reading.visible[at + number.end() :].split("\n", 1)[0].strip()  # "108 TL falan", "300多个", "90 körül"
    return found.group().strip(" \t,;(") if found else None


def _hedge(reading: Reading, value: str) -> str | None:
    if len(reading.values) > 1:
        return None  # a list answer: its parts are judged as one
    key = answer_key(value)
    offered = _OFFERED_AFTER.match(reading.after)
    if (offered is not None and answer_key(offered.group(1)) != key and not _OPERAND_AFTER.match(reading.after, offered.end())
            and not _share_as_percent(offered.group(1), reading.after, offered.end(1), key)):  # "2/5 ή 40%": the same share
        return value + offered.group()  # "\boxed{7} — or 8, if I've miscounted"
    offered = _OFFERED_MATH_AFTER.match(reading.after)
    if offered is not None and not _same_written_otherwise(offered.group(1), offered.group(2), value,
                                                           text_words(reading.after[offered.end() :])) and not _worked_to(reading.after, offered.start(2), value):
        return value + offered.group()  # "\boxed{(3,2)}, or $(2,3)$ if the pair is read as $(y, x)$"
    # from the start of the answer's line: the value read last may be the second of two a word joins ("Хариу: 1500 эсвэл
    # 1562,5", a word of a language not read between them)
    start = reading.visible.rfind("\n", 0, reading.at[0]) + 1 if reading.at[0] >= 0 else 0
    for m in _JOINED.finditer(reading.visible, start):
        a, b = (answer_key(m.group(i).replace(",", ".")) for i in (1, 3))
        if a != b and key in (a, b) and m.group(2).lower() not in _NOT_ALTERNATIVES and not _chinese_not_or(m.group(2)):
            other = 3 if a == key else 1
            if _same_share_as_percent(reading.visible, m, other, key):
                continue  # "Δηλαδή 0,4 ή 40%." after 2/5: the same share written as a percent, no other value
            if other == 1 and _OPERATOR_BEFORE.search(reading.visible[max(0, m.start(1) - 4):m.start(1)]):
                continue  # "79 * 2 - 66 هو **92**": the other number ends the expression the answer evaluates
            if _EQUALS_BEFORE.search(reading.visible, start, m.start(1)) and _OPERATION_AFTER.match(reading.visible, m.end(3)):
                continue  # "36 / 12 = 3 és 36 / 18 = 2": one computation's result, then the next one's operand
            if (ALTERNATIVES.search(m.group(2)) is None
                    and _given_with_its_word(reading.visible, m.start(other), m.end(other), reading.prompt)):
                continue  # "Kylar needs to pay $64 for 16 glasses.", "after 3 days 45": the prompt's given beside the answer
            return m.group()
    return None


_PERCENT_SIGN = re.compile(r"[ \t]?\\?%")


def _same_share_as_percent(text: str, joined: re.Match, other: int, key: str) -> bool:
    """Whether the other number that ``joined`` joins to the answer (``key``) is the answer's share said as a percent,
    its sign right after it ("0,4 ή 40%", "0.4 or 40 %")."""
    return _share_as_percent(joined.group(other), text, joined.end(other), key)


def _share_as_percent(number: str, text: str, end: int, key: str) -> bool:
    """Whether ``number``, ending at ``end`` in ``text`` with a percent sign right after it, is the share ``key`` said as
    a percent ("40%" after 2/5)."""
    said, share = parse_number(number.replace(",", ".")), parse_number(key)
    return (said is not None and share is not None and _PERCENT_SIGN.match(text, end) is not None
            and said.value == share.value * 100)


def _worked_to(after: str, start: int, value: str) -> bool:
    """Whether the sentence from ``start`` is a computation that arrives at the answer, offering nothing beside it
    ("Alternatively, $\\sqrt{50} = 5\\sqrt{2}$, so $5\\sqrt{2}\\cdot\\sqrt{2} = 10$, the same result."): another method's working."""
    sentence = SENTENCE.match(after, start)
    text = sentence.group() if sentence is not None else ""
    numbers = list(NUMBER_IN_TEXT.finditer(text))
    return (bool(numbers) and same_value(numbers[-1].group().strip(), parse_number(value))
            and ("=" in text[: numbers[-1].start()] or _RESULT_SAID_AGAIN.search(text, 0, numbers[-1].start()) is not None)
            and ALTERNATIVES.search(text) is None and _OPENS_CONDITION_ANYWHERE.search(text) is None)


# A fraction in LaTeX ("\\frac{3}{4}", as number words are read: "three quarters"), written with a slash for the share's test.
_FRACTION_WRITTEN = re.compile(r"\\[dt]?frac\{(-?\d{1,12})\}\{(\d{1,12})\}")
# A verb of result right before the sentence's last number, perhaps with "again" ("… gives 10 pairs of 21, which is again
# 210", "which makes 210 too"): the computation arrives there, as after "=".
_RESULT_SAID_AGAIN = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:which|that|this|it)[ \t]+(?:is|gives|makes|equals)|gives|makes|equals)(?:[ \t]+(?:again|also|once[ \t]+more|still))?[ \t$]*$")


def _given_with_its_word(text: str, start: int, end: int, prompt: str) -> bool:
    """Whether the number at ``text[start:end]`` is one of the prompt's, named with the word the prompt names it with
    ("16 glasses" for "Kylar wants to buy 16 glasses"): a given restated, no value offered."""
    number = text[start:end]
    following = text_words(text[end : end + 30])[:1]
    if not following or not re.search(rf"(?<![\d.]){re.escape(number)}(?![\d]|\.\d)", prompt):
        return False
    return following[0].lower() in {w.lower() for w in text_words(prompt)}


def _offered_beside(reading: Reading, value: str) -> str | None:
    """A value the rest of the answer's sentence offers as the answer on another reading: one not the prompt's nor the
    answer's, after "or", before a condition, concluded by a counterfactual verb ("would give 14"), or concluding a
    clause that opens with one. A number of a shown
    computation ("(or 3 × 4)"), one the text rejects, or the answer written again offers nothing."""
    answer = parse_number(value)
    own = SENTENCE.match(reading.after)
    if answer is None or own is None or len(reading.values) > 1:
        return None
    rest = own.group()[:_MAX_OWN_SENTENCE]
    given = {answer_key(m.group().strip()) for m in NUMBER_IN_TEXT.finditer(reading.prompt)}
    for clause in _CLAUSE.finditer(rest):
        numbers = [n for n in NUMBER_IN_TEXT.finditer(rest, clause.start(), clause.end()) if not _seen(n, given, answer)]
        opens = _OPENS_CONDITION.match(clause.group()) is not None
        for n in numbers:
            head = rest[: n.start()]
            if (_WORKING_BEFORE.search(head) or _WORKING_AFTER.match(rest, n.end()) or _REJECTED_BEFORE.search(head)
                    or REJECTED_AFTER.match(rest, n.end())):
                continue
            # "(16 if each edge is counted twice)", "(or 14)", "(left-to-right reading would give 14)": another reading's value
            if (_OR_RIGHT_BEFORE.search(rest, clause.start(), n.start())
                    or _CONDITION_RIGHT_AFTER.match(rest, n.end()) or (opens and n is numbers[-1] and _CONSEQUENT.search(rest, clause.start(), n.start()))
                    or (_concluded_after_counterfactual(rest, clause.start(), n) and _ENDS_CLAUSE.match(rest, n.end()))):
                return n.group().strip()
        offered = _math_after_counterfactual(rest, clause, value, answer)
        if offered is not None:
            return offered
    return None


# A value written in math delimiters ("$\\pi/60$", "\\(2\\sqrt{3}\\)").
_MATH_SPAN = re.compile(r"\$([^$\n]{1,80})\$|\\\((.{1,80}?)\\\)")


def _math_after_counterfactual(rest: str, clause: re.Match, value: str, answer) -> str | None:
    """A value in math that a counterfactual verb of the clause concludes, ending the clause ("(assuming radians; in
    degrees it would be $\\pi/60$)"): another reading's value, as a number there is, unless it is the answer again."""
    for span in _MATH_SPAN.finditer(rest, clause.start(), clause.end()):
        said = (span.group(1) or span.group(2)).rsplit("=", 1)[-1].strip()
        if not any(c.isdigit() for c in said) or _NO_VALUE.search(said) or answer_key(said) == answer_key(value):
            continue
        if same_value(said, answer):
            continue
        if _concluded_after_counterfactual(rest, clause.start(), span) and _ENDS_CLAUSE.match(rest, span.end()):
            return said
    return None


# A value that ends its clause, no word of its own after it ("would give 14)"; "would take 30 minutes)" names its quantity).
_ENDS_CLAUSE = re.compile(r"[ \t$*_]*(?:[)\]）;—–.!]|$)")


def _same_written_otherwise(between: str, math: str, value: str, following: list[str]) -> bool:
    """Whether a value offered after "or" is the answer written again: the same text, the same number, or words that
    say so ("or equivalently", "or $45^\\circ$ in degrees") around it."""
    other = math.strip("$ ").removeprefix("\\(").removeprefix("\\[").removesuffix("\\)").removesuffix("\\]").strip()
    other = other.rsplit("=", 1)[-1].strip()  # "or more precisely $x = 5$": the value given
    # "Otherwise, $x$ would be negative", "or else $x^2 < 0$": a name or a condition, no value offered; a cases block is
    # a value whatever signs its conditions hold
    if (_NO_VALUE.search(other) and "\\begin{" not in other) or (len(other) <= 2 and not any(c.isdigit() for c in other)):
        return True
    if answer_key(other) == answer_key(value) or _SAME_WRITTEN_OTHERWISE.search(between + " " + " ".join(following[:3])):
        return True
    a, b = closed_form_value(other), closed_form_value(value)
    return a is not None and b is not None and (abs(a - b) <= 1e-9 * max(1.0, abs(b)) or approximates(other, value))


def _chinese_not_or(word: str) -> bool:
    """A word of Chinese characters that is none of the table's words for "or" ("12 只有 48": twelve have 48): the
    table lists them all (或, 或者, 还是, 要么), so it joins two numbers as one statement, not as alternatives."""
    return all(script(c) == "CJK" for c in word) and ALTERNATIVES.search(word) is None



# A range with both its ends named ("somewhere between 13 and 15", "entre 13 et 15", "zwischen 13 und 15").
_BETWEEN = re.compile(
    r"(?i)(?<![^\W\d_])(?:between|entre|zwischen|tra|fra|между|pomiędzy|między|tussen)[ \t]+(-?\d+(?:\.\d+)?)[ \t]+"
    r"(?:and|et|und|y|e|и|a|i|en)[ \t]+(-?\d+(?:\.\d+)?)(?![\d.])")
_RANGE_SUBJECT = 20  # the characters before a range where the answer it is checked against stands


def _range_around(after: str, answer, prompt: str) -> str | None:
    """A range after the answer whose ends hold it and are not both the prompt's ("(somewhere between 13 and 15, depending
    on whether you count the endpoints)"): the answer loosened to the values around it. A range the prompt names ("the
    multiples between 1 and 100") describes the question."""
    for m in _BETWEEN.finditer(after):
        low, high = parse_number(m.group(1)), parse_number(m.group(2))
        if low is None or high is None or not (min(low.value, high.value) < answer.value < max(low.value, high.value)):
            continue
        given = {answer_key(g.group().strip()) for g in NUMBER_IN_TEXT.finditer(prompt)}
        if answer_key(m.group(1)) in given and answer_key(m.group(2)) in given:
            continue
        subject = after[max(0, m.start() - _RANGE_SUBJECT) : m.start()]
        if any(same_value(n.group().strip(), answer) for n in NUMBER_IN_TEXT.finditer(subject)):
            continue  # "14 is between 10 and 20, as 100/7 suggests": the answer checked against bounds
        return m.group()
    return None


def _conceded(after: str, answer, prompt: str = "") -> tuple[str, str] | None:
    """``(reason, value)`` for a value a sentence after the answer adopts by conceding ("Yes, sorry, 180.", "Student:
    Yes, it is 180.", "对，抱歉，是180。", ``value_after``) or offers by opening with "or" ("Or 180, if ...", ``hedged``),
    where it is not the answer's and the sentence names the answer nowhere but to reject it: a second answer, whether
    or not the working wrote that value before. A computation ("Yes: 240 - 60 = 180") is working, left to the rules
    below; a question that names another value and a bare "Yes." after it concede that value too."""
    asked = None
    for m in SENTENCE.finditer(after):
        sentence = m.group()
        numbers = [n for n in NUMBER_IN_TEXT.finditer(sentence) if not _REJECTED_BEFORE.search(sentence[: n.start()])]
        if asked is not None and confirmation(sentence):
            return "value_after", asked  # "Is it 180? Yes."
        asked = None
        if sentence.rstrip(" \t*_)$").endswith(("?", "？")):
            others = [n.group().strip() for n in numbers if not same_value(n.group().strip(), answer)]
            asked = others[-1] if len(others) == 1 and len(numbers) == 1 else None
            continue
        offered = _OR_OPENING.match(sentence)
        if not numbers or _RELATION.search(sentence) or len(sentence.split()) > _MAX_CONCEDING_WORDS:
            continue
        if not (offered or CONCEDES.match(sentence)):
            continue
        if not offered and any(same_value(n.group().strip(), answer) for n in numbers):
            continue  # "Yes, 120.", "Yes, 180 after the first sale and 120 after both."
        stated = [n for n in numbers if not _states_no_value(sentence, n) and not same_value(n.group().strip(), answer)
                  and not _given_described(sentence, n, prompt)]
        if stated:
            return ("hedged" if offered else "value_after"), stated[-1 if not offered else 0].group().strip()
    return None


_DESCRIBED_AFTER = re.compile(r"[ \t$*_]*[,:—–][ \t]*[^\W\d_]")


def _given_described(sentence: str, n: re.Match, prompt: str) -> bool:
    """Whether ``n`` is a given of the prompt as the prompt writes it, its percent sign or its word included ("25 %" of
    "Combien font 25 % de 80 ?"), that the sentence goes on to describe ("En effet, 25 %, c'est un quart."): a fact
    about the given, no value conceded. A given said bare ("Yes, 25 %.") concedes it."""
    written = n.group().strip()
    if not prompt or not _DESCRIBED_AFTER.match(sentence, n.end()):
        return False
    if "%" in written:
        return re.search(r"(?<![\d.,])" + re.escape(written.replace(" ", "")).replace("%", r"[ \t\u202f\xa0]?%"), prompt) is not None
    return _given_with_its_word(sentence, n.start(), n.end(), prompt)


# A concession gives its value in a few words ("Yes, sorry, 180."); a longer sentence is judged by the rules below.
_MAX_CONCEDING_WORDS = 12
_OR_OPENING = re.compile(r"(?i)^[ \t*_>(—–-]*(?:" + words(ALTERNATIVE_WORDS) + "|(?:" + words(OR_BEFORE_NUMBER)
                         + r")(?=[ \t,:$*_]{1,4}[-−]?\d))")  # "— or 3.2, if …" too; "Au 30 ukimaanisha wasichana."


# A time of day in the text ("12:45", "12:45 PM"), not a part of a longer number or ratio chain ("1:2:3").
_CLOCK = re.compile(r"(?<![\d:.])\d{1,2}[:：]\d{2}(?![\d:])(?:[ \t]*[AaPp]\.?[ \t]?[Mm]\.?(?![^\W\d_]))?")


def _other_time(reading: Reading, value: str) -> str | None:
    """A time after a time answer that is not the answer's time ("Answer: 12:15, i.e. 12:45"), where it is no time the
    prompt gives and no operand of a computation ("11:45 + 0:30 = 12:15"): a second value, whatever the working holds."""
    answer = clock_minutes(value)
    if answer is None:
        return None
    given = {clock_minutes(m.group()) for m in _CLOCK.finditer(reading.prompt)}
    for m in _CLOCK.finditer(reading.after):
        time = clock_minutes(m.group())
        if time is None or same_time(answer, time) or time in given or _states_no_value(reading.after, m):
            continue
        return m.group().strip()
    return None


def _outside_lists(sentence: str, numbers: list[re.Match]) -> list[re.Match]:
    """The numbers of a sentence outside its lists: runs of at least ``_MIN_LISTED`` numbers joined by commas or "and"
    ("the divisors are 1, 2, 3, 4, 6 and 12") enumerate, and state no value of their own."""
    keep, run = [], [numbers[0]] if numbers else []
    for a, b in zip(numbers, numbers[1:]):
        if _LISTED.fullmatch(sentence[a.end() : b.start()]):
            run.append(b)
            continue
        keep += run if len(run) < _MIN_LISTED else []
        run = [b]
    return keep + (run if len(run) < _MIN_LISTED else [])


# A line of a block of computations: a left side that holds a digit, a relation, a right side; at most a word or two
# ("2^3 = 8 ≡ 1 (mod 7)", "√50 ≈ 7.0711.", "= 9.8995 + 0.1004"). A name given a value ("x = 7") is no such line.
_COMPUTED_LINE = re.compile(r"[ \t>*_-]{0,4}(?:([^=≡≈\n]{0,40}\d[^=≡≈\n]{0,40})|[ \t]*)(?:=|≡|≈|\\equiv|\\approx)[^\n]{1,80}")
_MOD_AFTER = re.compile(r"[ \t]*\(?(?:\\pmod\{|mod[ \t]*)\d+\}?\)?[ \t.]*$")
_MIN_COMPUTED_LINES = 3
_MAX_LINE_WORDS = 2


def _computed_block(after: str, answer) -> tuple[int, int] | None:
    """Where a block of computations after the answer lies, one a line ("2^1 = 2", "2^2 = 4", …, "2^20 ≡ 4"), with no two
    lines computing the same left side, whose last line arrives at the answer's value: a check laid out, its results
    the working's, no value stated beside the answer."""
    if answer is None or after.count("\n") < _MIN_COMPUTED_LINES:
        return None
    start, sides, last_end, last_line = None, set(), -1, ""
    for line in re.finditer(r"[^\n]+", after):
        text = line.group()
        m = _COMPUTED_LINE.fullmatch(text.rstrip())
        words = [w for w in text_words(text) if w.lower() not in ("mod", "pmod", "sqrt")]
        side = (m.group(1) or "").strip() if m is not None else None
        if m is None or len(words) > _MAX_LINE_WORDS or (side and side in sides):
            if start is not None and len(sides) >= _MIN_COMPUTED_LINES and _arrives_at(last_line, answer):
                return start, last_end
            start, sides = None, set()
            continue
        if start is None:
            start = line.start()
        sides.add(side or f"#{len(sides)}")
        last_end, last_line = line.end(), text
    if start is not None and len(sides) >= _MIN_COMPUTED_LINES and _arrives_at(last_line, answer):
        return start, last_end
    return None


def _arrives_at(line: str, answer) -> bool:
    numbers = list(NUMBER_IN_TEXT.finditer(_MOD_AFTER.sub("", line.rstrip(" \t.✓"))))
    return bool(numbers) and same_value(numbers[-1].group().strip(), answer)
