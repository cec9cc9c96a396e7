r"""The quantity a final statement gives its value for, against the one the prompt asks.

"A triangle has sides 5, 12 and 13. What is its perimeter?" answered "The area is 30 square units." names the value of
another quantity of the figure than the one asked, whatever the number: the subject of the answer's sentence is the
quantity its value is for. Quantities are named by their nouns in the languages read (one row a quantity; a word in
several rows names none); the question asks those its last sentence names, or asks by a question word ("how far" asks a
distance, "how fast" a speed). Where the question names none, or the answer's sentence names none before its value,
nothing is said.

>>> other_quantity("A triangle has sides 5, 12 and 13. What is its perimeter?", "The area is ")
'area'
>>> other_quantity("A square has perimeter 20. What is its area?", "The perimeter is 20, so the area is ") is None
True
"""

from __future__ import annotations

import re
from functools import lru_cache

# A quantity's nouns, by language (en, fr, de, es, pt, it, ru, zh, ja); Cyrillic nouns with their case endings.
_QUANTITIES = {
    "area": r"area|surface[ \t]area|aire|superficie|Fläche\w{0,6}|Flächeninhalt\w{0,2}|área|площад\w{1,2}|面积|面積",
    "perimeter": r"perimeter|circumference|périmètre|circonférence|Umfang\w{0,2}|perímetro|perimetro|circunferencia|периметр\w{0,2}"
                 r"|длин\w{1,2}[ \t]окружности|周长|周長|周の長さ|円周",
    "volume": r"volume|capacity|Volumen\w{0,2}|Rauminhalt\w{0,2}|volumen|объ[её]м\w{0,2}|体积|體積|容积|体積|容積",
    "speed": r"speed|velocity|vitesse|Geschwindigkeit|velocidad|rapidez|velocidade|velocità|скорост\w{1,2}|速度|速さ",
    "distance": r"distance|Entfernung|Strecke|Distanz|distancia|distância|distanza|расстояни\w{1,2}|距离|距離|路程",
    "mass": r"mass|weight|masse|poids|Masse|Gewicht\w{0,2}|masa|peso|massa|масс\w{1,2}|вес\w{0,2}|质量|重量|質量|重さ",
    "radius": r"radius|rayon|Radius|radio|raio|raggio|радиус\w{0,2}|半径",
    "diameter": r"diameter|diamètre|Durchmesser\w{0,2}|diámetro|diâmetro|diametro|диаметр\w{0,2}|直径",
    # "mean" only as a noun ("I mean, ..." is none); Chinese and Japanese "平均" alone is also "on average".
    "mean": r"(?:the|its|arithmetic)[ \t]mean|average|moyenne|Durchschnitt\w{0,2}|Mittelwert\w{0,2}|media|promedio|média|средн\w{2,3}"
            r"|平均数|平均值|平均値",
    "median": r"median|médiane|Median\w{0,2}|mediana|медиан\w{1,2}|中位数|中央値",
    "profit": r"profit|bénéfice|Gewinn\w{0,2}|ganancia|beneficio|lucro|profitto|guadagno|прибыл\w{1,2}|利润|利潤|利益",
    "cost": r"cost|price|coût|prix|Kosten|Preis\w{0,2}|costo|coste|precio|custo|preço|prezzo|стоимост\w{1,2}|цен\w{1,2}|成本|价格|價格|値段|価格",
}
_QUANTITY = re.compile(
    r"(?i)(?<![^\W\d_])(?:" + "|".join(f"(?P<{name}>{nouns})" for name, nouns in _QUANTITIES.items()) + r")(?![^\W\d_])")
QUANTITY_NOUNS = _QUANTITIES  # (read after the answer too, by reward_plugins.math.related_quantity)
# A quantity asked by a question word rather than its noun.
_ASKED_BY = (
    ("distance", re.compile(r"(?i)\bhow[ \t]far\b|\bwie[ \t]weit\b|\bà[ \t]quelle[ \t]distance\b|\bqué[ \t]tan[ \t]lejos\b|多远|多遠")),
    ("speed", re.compile(r"(?i)\bhow[ \t]fast\b|\bwie[ \t]schnell\b|多快")),
    ("mass", re.compile(r"(?i)\bhow[ \t]heavy\b|\bhow[ \t]much[ \t]does[ \t][^.?!\n]{1,40}weigh\b|\bwie[ \t]schwer\b|多重")),
    ("cost", re.compile(r"(?i)\bhow[ \t]much[ \t](?:does|do|did|will)[ \t][^.?!\n]{1,40}cost\b")),
)
# The question: the prompt's last sentence that asks ("?") or, with none, its last sentence.
_SENTENCES = re.compile(r"[^.?!。？！\n]{1,600}[.?!。？！]?")
_MAX_PROMPT_CHARS = 4000
_AFTER_LAST_NUMBER = re.compile(r"\d")


def _named(text: str) -> list[str]:
    """The quantities ``text`` names, in order."""
    return [m.lastgroup for m in _QUANTITY.finditer(text)]


def _question(prompt: str) -> str:
    """The prompt's last sentence that asks ("?") or, with none, its last sentence."""
    sentences = [s.group() for s in _SENTENCES.finditer(prompt[-_MAX_PROMPT_CHARS:]) if s.group().strip()]
    asking = [s for s in sentences if s.rstrip().endswith(("?", "？"))] or sentences[-1:]
    return asking[-1] if asking else ""


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def asked_quantities(prompt: str) -> frozenset[str]:
    """The quantities the prompt's question names or asks by a question word."""
    question = _question(prompt)
    return frozenset(_named(question)) | frozenset(name for name, asked in _ASKED_BY if asked.search(question))


# The dimension of a figure's quantity, as its unit's kind: a length, a length squared, a length cubed.
_DIMENSIONS = {"perimeter": "length", "distance": "length", "radius": "length", "diameter": "length", "area": "area",
               "volume": "volume"}
# A quantity named with its value after it ("with area 49 cm²", "whose area is 49", "Fläche von 49") is a given.
_VALUE_AFTER = re.compile(r"[ \t]{0,2}(?:(?:of|is|equals?|de|von|ist|est|es|é|от|равн\w{0,3})[ \t]{1,2})?[=:]?[ \t]{0,2}[$\\(]{0,2}\d")


@lru_cache(maxsize=4096)  # a group's completions share their prompt
def asked_dimension(prompt: str) -> str | None:
    """The one dimension (length, area, volume) of the figure's quantities the question asks, those it names with no
    value after them ("What is the perimeter of a square with area 49 cm²?" asks a length); ``None`` for none or
    several."""
    question = _question(prompt)
    asked = {_DIMENSIONS[m.lastgroup] for m in _QUANTITY.finditer(question)
             if m.lastgroup in _DIMENSIONS and not _VALUE_AFTER.match(question, m.end())}
    return asked.pop() if len(asked) == 1 else None


def other_quantity(prompt: str, head: str) -> str | None:
    """The quantity the answer's sentence gives its value for (the last one ``head``, its words up to the value, names
    after any other number), where it is none of those the question asks; else ``None``."""
    head = _AFTER_LAST_NUMBER.split(head)[-1]  # "at a speed of 60 km/h, it travels 120": the speed has its own value
    if not head or _QUANTITY.search(head) is None:
        return None
    asked = asked_quantities(prompt)
    subject = _named(head)[-1]
    return subject if asked and subject not in asked else None


# A quantity's value said after its noun ("The median is 7", "median = 7", "la médiane est 7").
_VALUE_SAID = r"[ \t]{1,2}(?:is|was|equals|est|ist|es|é|è|равн\w{0,3})?[ \t]{0,2}[=:]?[ \t]{0,2}\$?"


def asked_value_said(prompt: str, before: str, value: str) -> bool:
    """Whether ``before`` (the completion up to its answer) gives ``value`` to a quantity the question asks ("The median
    is 7." before "The mean is 7 as well."): a sentence naming another quantity then gives the same value, not another
    answer."""
    asked = asked_quantities(prompt)
    said = re.compile(_VALUE_SAID + re.escape(value) + r"(?!\d|[.,]\d)")
    return any(m.lastgroup in asked and said.match(before, m.end()) for m in _QUANTITY.finditer(before[-600:]))

