"""A word answer chosen among the words the prompt offers ("Is 91 prime or composite?" answered "91 is composite.").

Where the prompt offers words joined by a word for "or" ("prime or composite", "even or odd", "acute, right or
obtuse", "gerade oder ungerade", "pair ou impair") and the gold is one of them, the completion's last sentence that
names exactly one of the offered words not under a negation ("it is not prime; 91 is composite"), answers with that word: the prompt's number
that the sentence is about ("91 is composite.") is its subject, not its answer. A sentence that names two of them, or
none, leaves the reading as it was.

>>> offered_words("Is 91 prime or composite?")
('prime', 'composite')
>>> chosen_word("91 = 7 × 13.\\n\\n91 is composite.", ("prime", "composite"))
'composite'
>>> chosen_word("91 is not prime.", ("prime", "composite")) is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from reward_plugins.math.forms import form_class
from reward_plugins.math.reading import Reading
from reward_plugins.math.spelling import word_answer

# The word for "or" between offered words, in the languages of the prompts (a closed class).
_OR = (r"or|oder|ou|o|oppure|или|або|albo|lub|eller|vai|tai|vagy|veya|yoksa|atau|hay|hoặc|ή|או|أو|أم|या|nebo|alebo|ili|sau")
_WORD = r"[^\W\d_]{2,30}"
_OFFER = re.compile(r"(?i)((?:" + _WORD + r"[ \t]*,[ \t]*){0,4})(" + _WORD + r")[ \t]*,?[ \t]+(?:" + _OR + r")[ \t]+(" + _WORD + r")")
_NEGATION = re.compile(r"(?i)(?<![^\W\d_])(?:not|no|never|isn't|nicht|kein\w{0,2}|pas|ne|no|não|non|не|nie|niet|inte|ikke|ei|değil|bukan|tidak|không)[ \t]+(?:[^\W\d_]{1,12}[ \t]+)?$")
_SENTENCE_END = re.compile(r"(?<=[.!?。])[ \t]+|\n+")


def offered_words(prompt: str) -> tuple[str, ...]:
    """The words the prompt offers to choose from, joined by a word for "or" (lower-cased), or ``()``."""
    m = None
    for m in _OFFER.finditer(prompt):
        pass
    if m is None:
        return ()
    listed = [w.strip().lower() for w in m.group(1).split(",") if w.strip()]
    return tuple(dict.fromkeys([*listed, m.group(2).lower(), m.group(3).lower()]))


def chosen_word(visible: str, offered: tuple[str, ...]) -> str | None:
    """The one offered word, not negated, that the text's last sentence naming any of them names, or ``None``."""
    for sentence in reversed([s for s in _SENTENCE_END.split(visible[-1500:]) if s.strip()]):
        named = {}
        for word in offered:
            for m in re.finditer(r"(?i)(?<![^\W\d_])" + re.escape(word) + r"(?![^\W\d_])", sentence):
                named.setdefault(word, []).append(_NEGATION.search(sentence[: m.start()]) is None)
        if not named:
            continue
        asserted = [w for w, marks in named.items() if all(marks)]
        return asserted[0] if len(asserted) == 1 else None
    return None


def word_reading(reading: Reading, gold_answer: str) -> Reading:
    """The reading with the offered word chosen as its answer, where the gold is one of the words the prompt offers and
    the answer read is no word (see the module docstring); else the reading as it was."""
    gold_word = word_answer(gold_answer)
    if gold_word is None or not reading.visible or (reading.answer is not None and word_answer(reading.answer) is not None):
        return reading
    offered = offered_words(reading.prompt)
    if gold_word not in offered:
        return reading
    chosen = chosen_word(reading.visible, offered)
    return reading if chosen is None else replace(reading, answer=chosen, values=(chosen,), form=form_class(chosen))
