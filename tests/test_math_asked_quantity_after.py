"""``math_accuracy`` after the answer: a value given to the quantity the question asks is a second answer however the
question names that quantity: by its operation ("Compute $1 + 2 + \\cdots + 50$." asks a sum, so "So the sum is 1274."
states one), by a thing the prompt does not name ("How many tiles?" may count the rectangle's area, or its perimeter),
or with no span of time ("How much did she earn?" may ask the pay of any span), and a number of the prompt given to
the item the question asks of ("Each friend gets seven." after 8 for "How many does each get?"); a tuple said to be the
answer again ("Equivalently $(-2, 0)$ …" after $(2, \\pi)$) whose parts have other values is a second answer. Only a quantity the question does not
ask excuses the value ("The mean of the terms is 25.5.", "Its perimeter would then be 22 cm." where the area is asked,
"Over a month that is about $150." where every week is asked). Rules in docs/MATH.md, "After the answer"."""

from __future__ import annotations

import pytest

_SUM = "Compute $1 + 2 + 3 + \\cdots + 50$."
_SUM_WORK = "$\\frac{50 \\cdot 51}{2} = 1275$.\n\n$\\boxed{1275}$\n\n"
_HALVES = "What is $\\frac{1}{2} + \\frac{1}{3}$?"
_HALVES_WORK = "$\\frac{3}{6} + \\frac{2}{6} = \\frac{5}{6}$.\n\n**Answer: $\\frac{5}{6}$**\n\n"
_ADD_DE = "Berechne 17 + 25."
_ADD_DE_WORK = "17 + 25 = 42.\n\nAntwort: 42\n\n"
_PRIMES = "How many prime numbers are less than 30?"
_PRIMES_WORK = "2, 3, 5, 7, 11, 13, 17, 19, 23, 29.\n\nThere are $\\boxed{10}$ primes less than 30.\n\n"
_TILES = "A rectangle is 5 cm by 6 cm. How many tiles does it take?"
_TILES_FR = "Un rectangle mesure 5 cm sur 6 cm. Combien de carreaux faut-il ?"
_TILES_WORK = "5 × 6 = 30.\n\nAnswer: 30\n\n"
_AREA = "A rectangle is 5 cm by 6 cm. What is its area?"
_EDGE = "A cube has a volume of 125 cm³. What is the length of one edge in cm?"
_EDGE_WORK = "Edge = ∛125 = 5 cm.\n\nEdge length: $\\boxed{5}$ cm\n\n"
_PAGES = "Tom reads 15 pages a day. He read for 2 weeks. How many pages did he read?"
_PAGES_WORK = "14 × 15 = 210.\n\n#### 210\n\n"
_SAVES = "Mia saves $5 every day. How much does she save every week?"
_SAVES_WORK = "7 × 5 = 35.\n\n#### 35\n\n"
_EARN_DE = "Lena verdient 12 € pro Stunde und hat 50 Minuten gearbeitet. Wie viel hat sie verdient?"
_EARN_DE_WORK = "12 · 50 / 60 = 10.\n\nAntwort: 10 €\n\n"
_SWEETS = "There are 56 sweets shared equally by 7 friends. How many does each get?"
_SWEETS_WORK = "56 / 7 = 8.\n\nAnswer: 8\n\n"
_SWEETS_FR = "Il y a 56 bonbons partagés entre 7 amis. Combien chacun en reçoit-il ?"
_SWEETS_DE = "56 Bonbons werden gleichmäßig an 7 Freunde verteilt. Wie viele bekommt jeder?"
_SWEETS_ES = "Hay 56 caramelos repartidos entre 7 amigos. ¿Cuántos recibe cada uno?"
_SWEETS_IT = "56 caramelle vengono divise tra 7 amici. Quante ne riceve ciascuno?"
_SWEETS_RU = "56 конфет разделили поровну между 7 друзьями. Сколько получит каждый?"

_POLAR = ("Convert the point $(-2,0)$ in rectangular coordinates to polar coordinates. Enter your answer in the form "
          "$(r,\\theta),$ where $r > 0$ and $0 \\le \\theta < 2 \\pi.$")
_POLAR_WORK = "$r = 2$ and the point is on the negative $x$-axis, so $\\theta = \\pi$.\n\n$$\\boxed{(2, \\pi)}$$\n\n"
_UP = ("Convert the point $(0,3)$ in rectangular coordinates to polar coordinates. Enter your answer in the form "
       "$(r,\\theta),$ where $r > 0$ and $0 \\le \\theta < 2 \\pi.$")
_UP_WORK = "$r = 3$, $\\theta = \\frac{\\pi}{2}$.\n\n$$\\boxed{\\left(3, \\frac{\\pi}{2}\\right)}$$\n\n"
_MEET = "Find the intersection point of y = x + 1 and y = 2x - 1."
_MEET_WORK = "x + 1 = 2x - 1, x = 2, y = 3.\n\n\\boxed{(2, 3)}\n\n"

# (prompt, completion, gold, paid)
CASES = [
    # A sum asked by its "+": the sum's noun after the answer names the asked quantity.
    (_SUM, _SUM_WORK + "So the sum is 1274.", "1275", False),
    (_SUM, _SUM_WORK + "So the sum is 1275.", "1275", True),
    (_SUM, _SUM_WORK + "The mean of the terms is 25.5.", "1275", True),
    (_HALVES, _HALVES_WORK + "The sum is 4/5.", "\\frac{5}{6}", False),
    (_ADD_DE, _ADD_DE_WORK + "Die Summe ist also 43.", "42", False),
    (_ADD_DE, _ADD_DE_WORK + "Die Summe ist also 42.", "42", True),
    # ... not where the question counts something else and the sum is of what it counts.
    (_PRIMES, _PRIMES_WORK + "Their sum is 129, and the largest is 29.", "10", True),
    # A count of a thing the prompt does not name may be a figure's measure in that thing: none excuses a value.
    (_TILES, _TILES_WORK + "Its perimeter is 22.", "30", False),
    (_TILES, _TILES_WORK + "Its area is 32.", "30", False),
    (_TILES_FR, "5 × 6 = 30.\n\nRéponse : 30\n\nSon périmètre est 22.", "30", False),
    (_TILES, _TILES_WORK + "One tile per square centimetre.", "30", True),
    # ... where the question names its measure or a length, another measure is a related fact.
    (_AREA, "5 × 6 = 30.\n\nAnswer: 30 cm²\n\nIts perimeter would then be 22 cm.", "30", True),
    (_EDGE, _EDGE_WORK + "Its total surface area is 6 × 25 = 150 cm².", "5", True),
    # A question that names no span may ask the value of any: a value for a span states one.
    (_PAGES, _PAGES_WORK + "So in total across the two weeks he read 200.", "210", False),
    (_PAGES, _PAGES_WORK + "So in total across the two weeks he read 210.", "210", True),
    (_EARN_DE, _EARN_DE_WORK + "Für eine ganze Stunde wären es 12 €.", "10", False),
    # ... where it names one, a value for another span is a related fact.
    (_SAVES, _SAVES_WORK + "Over a month that is about $150.", "35", True),
    (_SAVES, _SAVES_WORK + "So every week she saves $40.", "35", False),
    # A number of the prompt, in words or digits, given to each one where the question asks what each gets.
    (_SWEETS, "56 / 7 = 8.\n\nAnswer: 8. So each friend gets seven.", "8", False),
    (_SWEETS, _SWEETS_WORK + "Each friend gets seven.", "8", False),
    (_SWEETS, _SWEETS_WORK + "Each friend gets 7.", "8", False),
    (_SWEETS, _SWEETS_WORK + "That means each friend ends up with seven sweets.", "8", False),
    (_SWEETS_FR, "56 / 7 = 8.\n\nRéponse : 8\n\nChaque ami reçoit sept bonbons.", "8", False),
    (_SWEETS_DE, "56 / 7 = 8.\n\nAntwort: 8\n\nJeder Freund bekommt sieben.", "8", False),
    (_SWEETS_ES, "56 / 7 = 8.\n\nRespuesta: 8\n\nCada amigo recibe siete.", "8", False),
    (_SWEETS_IT, "56 / 7 = 8.\n\nRisposta: 8\n\nOgni amico riceve sette caramelle.", "8", False),
    (_SWEETS_RU, "56 / 7 = 8.\n\nОтвет: 8\n\nКаждый друг получит семь.", "8", False),
    # ... the answer so given, the prompt's count said with its own thing, or an operand of the working stay paid.
    (_SWEETS, _SWEETS_WORK + "So each friend gets eight.", "8", True),
    (_SWEETS, _SWEETS_WORK + "Each friend gets eight.", "8", True),
    (_SWEETS, _SWEETS_WORK + "Each of the seven friends gets eight.", "8", True),
    (_SWEETS, _SWEETS_WORK + "Each friend gets 56 / 7 = 8 sweets.", "8", True),
    (_SWEETS_FR, "56 / 7 = 8.\n\nRéponse : 8\n\nChaque ami reçoit huit bonbons.", "8", True),
    (_SWEETS_DE, "56 / 7 = 8.\n\nAntwort: 8\n\nJeder der sieben Freunde bekommt acht.", "8", True),
    (_SWEETS_IT, "56 / 7 = 8.\n\nRisposta: 8\n\nOgni amico riceve otto caramelle.", "8", True),
    # A tuple said to be the answer again ("Equivalently", "In other words", "Autrement dit") whose parts have other values.
    (_POLAR, _POLAR_WORK + "Equivalently $(-2, 0)$ in polar form, if negative radii are allowed.", "(2,\\pi)", False),
    (_UP, _UP_WORK + "Autrement dit, $(3, \\frac{3\\pi}{2})$.", "\\left(3,\\frac{\\pi}{2}\\right)", False),
    (_MEET, _MEET_WORK + "Equivalently, $(3, 2)$ if you list y first.", "(2,3)", False),
    # ... the same parts, or parts whose values cannot be worked out, are the answer written again.
    (_POLAR, _POLAR_WORK + "Equivalently $(2, 180^\\circ)$ in degrees.", "(2,\\pi)", True),
    (_UP, _UP_WORK + "In other words, the point is $(3, \\frac{\\pi}{2})$.", "\\left(3,\\frac{\\pi}{2}\\right)", True),
    (_MEET, _MEET_WORK + "That is, the lines meet at $(2, 3)$.", "(2,3)", True),
]


@pytest.mark.parametrize("prompt,completion,gold,paid", CASES)
def test_a_value_given_to_the_asked_quantity_after_the_answer(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") == paid
