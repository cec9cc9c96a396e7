"""What stands beside a statement without being a second answer, read by its shape, and the wrong twin of each:

- a breakdown after the statement: parts whose sum is the value stated ("Mark has 35 flowers." then "Breakdown: 10
  yellow, 18 purple, 7 green."), in any language; parts that add up to another value are still a second value;
- a check on the answer's own line that starts from the value ("**180**, and indeed 180/12 = 15, 180/18 = 10 …"): each
  step from the value by a product or quotient with a number written before, each working out;
- relations on one variable in plain text joined by a word for "or" ("Answer: x < 2 or x > 3"): the union they
  describe, against an interval gold;
- "no real roots" concluded from a relation of numbers ("Δ = −4 < 0, so there are no real roots"): the relation is
  the premise, the sentence answers a count of 0;
- the amount of time stated, said again in other units ("**160 minutes**" then "That's 2 hours and 40 minutes in
  total."): the same quantity; another amount of time is a second value;
- examples of a piecewise function defined above, each the function's value at its point ("For example $T(9) = 108$
  and $T(10) = 90$."): a remark, the function stays the answer; a value of another piece at that point is refused.

- a piecewise answer whose condition writes again, before its variable, the lower bound the prompt states for it
  ("0 \\le I \\le 10000" for a function "of income $I \\ge 0$"): the function on the domain asked; a bound the prompt does
  not state, or states otherwise, stays part of the answer.

Each case is prompt, completion, gold, expected (paid or not), why.
"""

from __future__ import annotations

import pytest

from fixtures.math_scores import chat_case_scores

FLOWERS = ("Mark has a garden with flowers. Ten of them are yellow, and there are 80% more of those in purple. There "
           "are only 25% as many green flowers as there are yellow and purple flowers. How many flowers does Mark have?")
WORK = "Yellow: 10.\nPurple: 10 + 0.8·10 = 18.\nYellow + purple = 28.\nGreen: 25% of 28 = 7.\nTotal = 28 + 7 = 35.\n\n"
SPENT = "Ana spends $20 on books, $15 on food and $10 on travel. How much does she spend in all?"
SPENT_WORK = "20 + 15 + 10 = 45.\n\n"
LCM = "What is the least common multiple of 12, 18 and 30?"
LCM_WORK = "Take the highest powers: $2^2, 3^2, 5$. $4 \\cdot 9 \\cdot 5 = 180$.\n\n"
GCD = "What is the greatest common divisor of 24 and 36?"
GCD_WORK = "$24 = 2^3 \\cdot 3$ and $36 = 2^2 \\cdot 3^2$, so the common part is $2^2 \\cdot 3 = 12$.\n\n"
INEQ = "Solve $x^2 - 5x + 6 > 0$."
INEQ_CLOSED = "Solve $x^2 - 5x + 6 \\ge 0$."
INEQ_WORK = "(x−2)(x−3) > 0 when both factors have the same sign.\n\n"
UNION = "(-\\infty,2)\\cup(3,\\infty)"
UNION_CLOSED = "(-\\infty,2]\\cup[3,\\infty)"
ROOTS = "How many real roots does the equation $x^2 + 1 = 0$ have?"
ROOTS_ZH = "方程 $x^2 + 1 = 0$ 有几个实数根？"
ROOTS_TWO = "How many real roots does the equation $x^2 - 5x + 6 = 0$ have?"
TICKETS = ("Tickets cost $12 each for orders of fewer than 10 tickets and $9 each for orders of 10 or more. Write the "
           "total cost $T(n)$ for $n$ tickets as a piecewise function.")
TICKETS_GOLD = "\\begin{cases} 12n & n<10 \\\\ 9n & n\\ge 10 \\end{cases}"
T_DISPLAY = "$$T(n)=\\begin{cases}12n & n<10\\\\ 9n & n\\ge 10\\end{cases}$$\n\n"
RELU = "Write $f(x) = \\max(2x, 0)$ as a piecewise function."
RELU_GOLD = "\\begin{cases} 2x & x \\ge 0 \\\\ 0 & x < 0 \\end{cases}"
F_DISPLAY = "$$f(x) = \\begin{cases} 2x & x \\ge 0 \\\\ 0 & x < 0 \\end{cases}$$\n\n"


def case(prompt, completion, gold, expected, why):
    return {"prompt": prompt, "completion": completion, "answer": gold, "expected": expected, "why": why}


BREAKDOWNS = [
    case(FLOWERS, WORK + "Mark has 35 flowers.\n\nBreakdown for reference: 10 yellow, 18 purple, 7 green.", "35", True,
         "the parts add up to the value stated"),
    case(FLOWERS, WORK + "Mark has 35 flowers.\n\nIn colours: 10 yellow, 18 purple and 7 green.", "35", True,
         "the parts said with 'and'"),
    case(FLOWERS, WORK + "Marc a 35 fleurs.\n\nRépartition : 10 jaunes, 18 violettes, 7 vertes.", "35", True, "French"),
    case(FLOWERS, WORK + "Mark hat 35 Blumen.\n\nAufteilung: 10 gelbe, 18 lila, 7 grüne.", "35", True, "German"),
    case(FLOWERS, WORK + "Mark tiene 35 flores.\n\nDesglose: 10 amarillas, 18 moradas y 7 verdes.", "35", True, "Spanish"),
    case(FLOWERS, WORK + "Mark tem 35 flores.\n\nDivisão: 10 amarelas, 18 roxas e 7 verdes.", "35", True, "Portuguese"),
    case(FLOWERS, WORK + "Mark ha 35 fiori.\n\nSuddivisione: 10 gialli, 18 viola, 7 verdi.", "35", True, "Italian"),
    case(FLOWERS, WORK + "У Марка 35 цветов.\n\nРазбивка: 10 жёлтых, 18 фиолетовых, 7 зелёных.", "35", True, "Russian"),
    case(SPENT, SPENT_WORK + "She spends $45 in all.\n\nSplit: $20 on books, $15 on food, $10 on travel.", "45", True,
         "amounts of money"),
    case(SPENT, SPENT_WORK + "Ela gasta 45 dólares no total.\n\nSendo 20 em livros, 15 em comida e 10 em viagens.", "45",
         True, "Portuguese amounts"),
    # The wrong twins: parts that add up to another value, or to a value that is not the one stated.
    case(FLOWERS, WORK + "Mark has 35 flowers.\n\nBreakdown for reference: 10 yellow, 18 purple, 8 green.", "35", False,
         "the parts add up to 36: a second value"),
    case(FLOWERS, WORK + "Mark has 36 flowers.\n\nBreakdown for reference: 10 yellow, 18 purple, 8 green.", "35", False,
         "a wrong total with parts that add up to it"),
    case(FLOWERS, WORK + "Mark has 28 flowers.\n\nBreakdown for reference: 10 yellow, 18 purple, 7 green.", "35", False,
         "parts that add up to the gold after a wrong statement: no breakdown of what was stated"),
    case(FLOWERS, WORK + "Mark has 35 flowers.\n\nBreakdown: 10 yellow, 18 purple, 7 green, so 36 in all.", "35", False,
         "a breakdown that concludes another total"),
    case(FLOWERS, WORK + "Mark has 35 flowers.\n\nOr 36, counting the one in the pot.", "35", False, "a second value offered"),
    case(FLOWERS, WORK + "Mark hat 35 Blumen.\n\nAufteilung: 10 gelbe, 19 lila, 7 grüne.", "35", False,
         "German parts adding up to 36"),
    case(SPENT, SPENT_WORK + "She spends $45 in all.\n\nSplit: $20 on books, $15 on food, $15 on travel.", "45", False,
         "amounts adding up to 50"),
    case(SPENT, SPENT_WORK + "She spends $50 in all.\n\nSplit: $20 on books, $15 on food, $15 on travel.", "45", False,
         "a wrong total, its wrong parts"),
    # Honest near misses that stay paid.
    case(FLOWERS, WORK + "Mark has 35 flowers.", "35", True, "the statement alone"),
    case(FLOWERS, WORK + "Answer: 35\n\nBreakdown for reference: 10 yellow, 18 purple, 7 green.", "35", True,
         "a marked answer and its breakdown"),
]

CHECKS_ON_THE_LINE = [
    case(LCM, LCM_WORK + "**180**, and indeed 180/12 = 15, 180/18 = 10, 180/30 = 6 are all integers.", "180", True,
         "a check from the bold value on its line"),
    case(LCM, LCM_WORK + "**180** — 180 ÷ 12 = 15, 180 ÷ 18 = 10, 180 ÷ 30 = 6.", "180", True, "after a dash"),
    case(LCM, LCM_WORK + "**180**; check: 180/12 = 15 and 180/18 = 10.", "180", True, "after a semicolon"),
    case(LCM, LCM_WORK + "The LCM is 180, and indeed 180/12 = 15, 180/18 = 10, 180/30 = 6 are all integers.", "180",
         True, "the statement, no bold"),
    case(LCM, LCM_WORK + "The LCM is 180, since 180 ÷ 12 = 15, 180 ÷ 18 = 10 and 180 ÷ 30 = 6.", "180", True,
         "after 'since'"),
    case(LCM, LCM_WORK + "Le PPCM est **180**, et en effet 180/12 = 15, 180/18 = 10, 180/30 = 6.", "180", True, "French"),
    case(LCM, LCM_WORK + "Das kgV ist **180**, denn 180 ÷ 12 = 15, 180 ÷ 18 = 10 und 180 ÷ 30 = 6.", "180", True, "German"),
    case(LCM, LCM_WORK + "El mcm es **180**; en efecto, 180/12 = 15, 180/18 = 10 y 180/30 = 6.", "180", True, "Spanish"),
    case(LCM, LCM_WORK + "O MMC é **180**, pois 180/12 = 15, 180/18 = 10 e 180/30 = 6.", "180", True, "Portuguese"),
    case(LCM, LCM_WORK + "НОК равно **180**, и действительно 180/12 = 15, 180/18 = 10, 180/30 = 6.", "180", True, "Russian"),
    case(LCM, LCM_WORK + "Il mcm è 180, infatti 180/12 = 15, 180/18 = 10 e 180/30 = 6.", "180", True, "Italian, no bold"),
    case(GCD, GCD_WORK + "**12**, and indeed 12 × 2 = 24 and 12 × 3 = 36.", "12", True, "a product check from the value"),
    # The wrong twins.
    case(LCM, LCM_WORK + "**180**, and indeed 180/12 = 16, 180/18 = 10, 180/30 = 6 are all integers.", "180", False,
         "a step that does not work out"),
    case(LCM, LCM_WORK + "**180**, or rather 360/12 = 30, 360/18 = 20, so 360.", "180", False, "another value worked out"),
    case(LCM, LCM_WORK + "**360**, and indeed 360/12 = 30, 360/18 = 20, 360/30 = 12 are all integers.", "180", False,
         "a wrong value checked from itself"),
    case(LCM, LCM_WORK + "**180**, and indeed 180/12 = 15, 180/18 = 10, 180/30 = 6, so the LCM is 90.", "180", False,
         "a check that concludes another value"),
    case(LCM, LCM_WORK + "**180**, but 90/18 = 5 and 90/30 = 3, so 90 works too.", "180", False, "a second value that works"),
    case(LCM, LCM_WORK + "The LCM is 180, and indeed 180/12 = 15, 180/18 = 10, though 90 might also do.", "180", False,
         "a second value offered after the check"),
    case(LCM, LCM_WORK + "The LCM is 360, since 360 ÷ 12 = 30 and 360 ÷ 18 = 20.", "180", False, "a wrong statement checked"),
    case(GCD, GCD_WORK + "**6**, and indeed 6 × 4 = 24 and 6 × 6 = 36.", "12", False, "a common divisor, not the greatest"),
    # Honest near misses that stay paid.
    case(LCM, LCM_WORK + "**180**", "180", True, "the bold value alone"),
    case(LCM, LCM_WORK + "**180**\n\nIndeed 180/12 = 15, 180/18 = 10, 180/30 = 6 are all integers.", "180", True,
         "the check on a line of its own"),
]

RELATIONS_JOINED = [
    case(INEQ, INEQ_WORK + "Answer: x < 2 or x > 3", UNION, True, "plain-text relations joined by 'or'"),
    case(INEQ, "(x−2)(x−3) > 0 when x < 2 or x > 3.\n\nAnswer: x < 2 or x > 3", UNION, True, "the row's shape"),
    case(INEQ, INEQ_WORK + "Answer: x < 2 or x > 3.", UNION, True, "with a full stop"),
    case(INEQ, INEQ_WORK + "Answer: x > 3 or x < 2", UNION, True, "in the other order"),
    case(INEQ, INEQ_WORK + "Réponse : x < 2 ou x > 3", UNION, True, "French"),
    case(INEQ, INEQ_WORK + "Antwort: x < 2 oder x > 3", UNION, True, "German"),
    case(INEQ, INEQ_WORK + "Respuesta: x < 2 o x > 3", UNION, True, "Spanish"),
    case(INEQ, INEQ_WORK + "Resposta: x < 2 ou x > 3.", UNION, True, "Portuguese"),
    case(INEQ, INEQ_WORK + "Ответ: x < 2 или x > 3", UNION, True, "Russian"),
    case(INEQ, INEQ_WORK + "Odpowiedź: x < 2 lub x > 3", UNION, True, "Polish"),
    case(INEQ, INEQ_WORK + "Cevap: x < 2 veya x > 3", UNION, True, "Turkish"),
    case(INEQ_CLOSED, INEQ_WORK + "Answer: x ≤ 2 or x ≥ 3", UNION_CLOSED, True, "closed rays"),
    case(INEQ, INEQ_WORK + "**Answer:** x < 2 or x > 3", UNION, True, "a bold label"),
    # The wrong twins.
    case(INEQ, INEQ_WORK + "Answer: x < 2 or x > 4", UNION, False, "another bound"),
    case(INEQ, INEQ_WORK + "Answer: x < 2 and x > 3", UNION, False, "'and': what both state, no number"),
    case(INEQ, INEQ_WORK + "Answer: 2 < x < 3", UNION, False, "the interval between"),
    case(INEQ, INEQ_WORK + "Answer: x ≤ 2 or x ≥ 3", UNION, False, "closed rays for an open union"),
    case(INEQ_CLOSED, INEQ_WORK + "Answer: x < 2 or x > 3", UNION_CLOSED, False, "open rays for a closed union"),
    case(INEQ, INEQ_WORK + "Answer: x < 2 or y > 3", UNION, False, "two variables"),
    case(INEQ, INEQ_WORK + "Antwort: x < 3 oder x > 2", UNION, False, "rays that overlap"),
    case("Solve $x + 1 = 3$.", "x = 2.\n\nAnswer: x < 2 or x > 3", "2", False, "relations against a number"),
]

NONE_FROM_A_RELATION = [
    case(ROOTS_ZH, "判别式 Δ = −4 < 0，所以没有实数根。", "0", True, "the row"),
    case(ROOTS, "The discriminant is Δ = 0 − 4 = −4 < 0, so there are no real roots.", "0", True, "English"),
    case(ROOTS, "Δ = 1 − 8 = −7 < 0, therefore no real solutions.", "0", True, "a computation, then 'therefore'"),
    case(ROOTS, "Δ = −4 < 0, donc pas de racine réelle.", "0", True, "French"),
    case(ROOTS, "Da D = −4 < 0 ist, gibt es keine reellen Lösungen.", "0", True, "German"),
    case(ROOTS, "Δ = −4 < 0, así que no tiene solución real.", "0", True, "Spanish"),
    case(ROOTS, "Δ = −4 < 0, logo não há raízes reais.", "0", True, "Portuguese"),
    case(ROOTS, "Δ = −4 < 0, quindi non ha radici reali.", "0", True, "Italian"),
    case(ROOTS, "D = −4 < 0, значит, действительных корней нет.", "0", True, "Russian"),
    case(ROOTS, "判別式 D = −4 < 0 なので、実数解はありません。", "0", True, "Japanese"),
    case(ROOTS, "판별식 D = −4 < 0 이므로 실근이 없다.", "0", True, "Korean"),
    case(ROOTS, "Since x² ≥ 0, x² + 1 ≥ 1 > 0, so there are no real roots.", "0", True, "a bound, no discriminant"),
    # The wrong twins.
    case(ROOTS, "Δ = −4 < 0, so there are 2 real roots.", "0", False, "a count of 2"),
    case(ROOTS, "Δ = −4 < 0, so perhaps there are no real roots.", "0", False, "a doubt"),
    case(ROOTS, "Δ = −4 < 0, so there are no real roots.\n\nAnswer: 2", "0", False, "a marked count of 2 after"),
    case(ROOTS, "There are 2 roots, so none are real.", "0", False, "a count before the conclusion, not a relation"),
    case(ROOTS_TWO, "Δ = 25 − 24 = 1 > 0, so there are no real roots.", "2", False, "none against a count of 2"),
    case(ROOTS_TWO, "Δ = 1 > 0, donc pas de racine réelle.", "2", False, "French, none against 2"),
    case(ROOTS, "x = 1, so there are no real roots.", "0", False, "a value named, no premise"),
    case(ROOTS, "Δ = −4 < 0, so there are no real roots, or maybe 1.", "0", False, "a second value after"),
    case(ROOTS, "Δ = −4 < 0, so there are no real roots, I think.", "0", False, "a doubt after the 'none'"),
    case(ROOTS, "Δ = −4 < 0, donc pas de racine réelle, je crois.", "0", False, "a doubt after the 'none', French"),
    # Honest near misses that stay paid.
    case(ROOTS, "Δ = −4 < 0.\n\nThere are no real roots.", "0", True, "the premise in its own sentence"),
    case(ROOTS, "Δ = −4 < 0, so the equation has 0 real roots.", "0", True, "the count written as 0"),
]

EXAMPLES_OF_A_PIECEWISE = [
    case(TICKETS, T_DISPLAY + "For example $T(9) = 108$ and $T(10) = 90$.", TICKETS_GOLD, True, "the row"),
    case(TICKETS, T_DISPLAY + "For instance, $T(5) = 60$ and $T(12) = 108$.", TICKETS_GOLD, True, "inside each piece"),
    case(TICKETS, T_DISPLAY + "E.g. $T(9) = 108$, $T(10) = 90$.", TICKETS_GOLD, True, "parted by a comma"),
    case(TICKETS, T_DISPLAY + "Par exemple $T(9) = 108$ et $T(10) = 90$.", TICKETS_GOLD, True, "French"),
    case(TICKETS, T_DISPLAY + "Zum Beispiel $T(9) = 108$ und $T(10) = 90$.", TICKETS_GOLD, True, "German"),
    case(TICKETS, T_DISPLAY + "Por ejemplo, $T(9) = 108$ y $T(10) = 90$.", TICKETS_GOLD, True, "Spanish"),
    case(TICKETS, T_DISPLAY + "Например, $T(9) = 108$, а $T(10) = 90$.", TICKETS_GOLD, True, "Russian"),
    case(TICKETS, T_DISPLAY + "例如 $T(9) = 108$，$T(10) = 90$。", TICKETS_GOLD, True, "Chinese"),
    case(TICKETS, T_DISPLAY + "Note that $T(10) = 90 < T(9) = 108$.", TICKETS_GOLD, True, "two values compared"),
    case(RELU, F_DISPLAY + "So $f(3) = 6$ and $f(-1) = 0$.", RELU_GOLD, True, "another function"),
    case(RELU, F_DISPLAY + "For example $f(2) = 4$.", RELU_GOLD, True, "one example"),
    # The wrong twins.
    case(TICKETS, T_DISPLAY + "For example $T(9) = 81$ and $T(10) = 90$.", TICKETS_GOLD, False,
         "the value of the other piece at 9"),
    case(TICKETS, T_DISPLAY + "For example $T(9) = 107$ and $T(10) = 90$.", TICKETS_GOLD, False, "a value no piece gives"),
    case(TICKETS, T_DISPLAY + "For example $T(10) = 120$.", TICKETS_GOLD, False, "the first piece past its bound"),
    case(TICKETS, T_DISPLAY + "For example $T(9) = 108$, so the answer is $108$.", TICKETS_GOLD, False,
         "a value taken as the answer"),
    case(TICKETS, "$$T(n)=\\begin{cases}12n & n<10\\\\ 8n & n\\ge 10\\end{cases}$$\n\nFor example $T(9) = 108$ and "
         "$T(10) = 80$.", TICKETS_GOLD, False, "a wrong function, its own examples"),
    case(RELU, F_DISPLAY + "So $f(3) = 0$ and $f(-1) = 0$.", RELU_GOLD, False, "the wrong piece at 3"),
    case(RELU, F_DISPLAY + "So $f(3) = 6$ and $f(-1) = -2$.", RELU_GOLD, False, "the wrong piece at −1"),
    case(RELU, F_DISPLAY + "For example $g(2) = 4$.", RELU_GOLD, False, "another function's value"),
    # Honest near misses that stay paid.
    case(TICKETS, T_DISPLAY.rstrip(), TICKETS_GOLD, True, "the display alone"),
    case(TICKETS, T_DISPLAY + "At $n = 10$ the price drops, so $T$ jumps down.", TICKETS_GOLD, True, "a remark on $T$"),
]

DOWNLOAD = ("Carla downloads a 200 GB file at 2 GB/minute. 40% of the way through, a restart takes 20 minutes and she "
            "starts again from the beginning. How long does it take to download the file?")
DOWNLOAD_WORK = "40 + 20 + 100 = 160.\n\n"
SHOW = "A show has 3 acts of 30 minutes each. How long is the show?"
PUZZLE = "A puzzle takes 150 seconds to solve. How long is that?"

SAME_TIME_AGAIN = [
    case(DOWNLOAD, DOWNLOAD_WORK + "**Total:** **160 minutes**\n\nThat's 2 hours and 40 minutes in total. Let me know if "
         "anything is unclear!", "160", True, "the row's shape: the time said again, then a closing"),
    case(DOWNLOAD, DOWNLOAD_WORK + "**160 minutes**\n\nThat's 2 hours and 40 minutes in total.", "160", True, "no closing"),
    case(DOWNLOAD, DOWNLOAD_WORK + "It takes 160 minutes.\n\nThat is 2 h 40 min.", "160", True, "abbreviated units"),
    case(DOWNLOAD, DOWNLOAD_WORK + "Es dauert **160 Minuten**.\n\nDas sind 2 Stunden und 40 Minuten.", "160", True, "German"),
    case(DOWNLOAD, DOWNLOAD_WORK + "Il faut **160 minutes**.\n\nSoit 2 heures et 40 minutes au total.", "160", True, "French"),
    case(DOWNLOAD, DOWNLOAD_WORK + "Tarda **160 minutos**.\n\nEs decir, 2 horas y 40 minutos.", "160", True, "Spanish"),
    case(DOWNLOAD, DOWNLOAD_WORK + "São **160 minutos** no total.\n\nOu seja, 2 horas e 40 minutos.", "160", True, "Portuguese"),
    case(DOWNLOAD, DOWNLOAD_WORK + "Всего **160 минут**.\n\nТо есть 2 часа 40 минут.", "160", True, "Russian"),
    case(DOWNLOAD, DOWNLOAD_WORK + "**160 minutes**\n\nThat's 2 hours and 40 minutes. Hope this helps!", "160", True,
         "another closing"),
    case(SHOW, "3 × 30 = 90.\n\nThe show lasts **90 minutes**.\n\nThat's an hour and a half.", "90", True, "a unit and a half"),
    case(PUZZLE, "It is **150 seconds**.\n\nThat's 2 minutes and 30 seconds.", "150", True, "seconds"),
    # The wrong twins.
    case(DOWNLOAD, DOWNLOAD_WORK + "**160 minutes**\n\nThat's 2 hours and 30 minutes in total.", "160", False,
         "another amount of time"),
    case(DOWNLOAD, DOWNLOAD_WORK + "**150 minutes**\n\nThat's 2 hours and 30 minutes in total.", "160", False,
         "a wrong time said again"),
    case(DOWNLOAD, DOWNLOAD_WORK + "**160 minutes**\n\nThat's 2 hours and 40 minutes, or 3 hours with the break.", "160",
         False, "a second value offered"),
    case(DOWNLOAD, DOWNLOAD_WORK + "**160 minutes**\n\nThat's 3 hours in total.", "160", False, "three hours"),
    case(DOWNLOAD, DOWNLOAD_WORK + "**160 minutes**\n\nThat's 2 hours and 40 minutes per file, 320 minutes for two.",
         "160", False, "another total after"),
    case(DOWNLOAD, DOWNLOAD_WORK + "Es dauert **160 Minuten**.\n\nDas sind 2 Stunden und 50 Minuten.", "160", False,
         "German, another amount"),
    case(DOWNLOAD, DOWNLOAD_WORK + "**160 minutes**\n\nThat's 2 hours and 40 minutes. Let me know!", "150", False,
         "a wrong answer said twice"),
    case(DOWNLOAD, DOWNLOAD_WORK + "**160 minutes**\n\nThat's 2 days and 40 minutes.", "160", False, "days"),
    case(SHOW, "3 × 30 = 90.\n\nThe show lasts **90 minutes**.\n\nThat's two hours and a half.", "90", False,
         "two and a half hours"),
    # Honest near misses that stay paid.
    case(DOWNLOAD, DOWNLOAD_WORK + "**160 minutes**", "160", True, "the time alone"),
    case(DOWNLOAD, DOWNLOAD_WORK + "Answer: 160 minutes, i.e. 2 hours and 40 minutes.", "160", True, "after a marker"),
    case("A movie lasts 1.5 hours. How many minutes is that?", "1.5 × 60 = 90.\n\nIt lasts 1.5 hours.\n\nThat's 90 minutes.",
         "90", True, "one unit asked: the amount in it, said last, is the answer"),
    case("A movie lasts 1.5 hours. How many minutes is that?", "1.5 × 60 = 90.\n\nSo the movie runs 1.5 hours, i.e. 90 "
         "minutes.", "90", True, "one sentence, the unit asked last"),
]

TAX = ("The income tax in a country is 0 on income up to $10000 and 20% on the part of income above $10000. Write the "
       "tax $T(I)$ as a piecewise function of income $I \\ge 0$.")
TAX_NO_DOMAIN = ("The income tax in a country is 0 on income up to $10000 and 20% on the part of income above $10000. Write "
                 "the tax $T(I)$ as a piecewise function of income $I$.")
TAX_GOLD = "\\begin{cases} 0 & I \\le 10000 \\\\ 0.2(I-10000) & I > 10000 \\end{cases}"
FARE = ("A taxi charges $5 for the first 3 km and $2 per km after that. Write the fare $F(x)$ for a ride of $x$ km, "
        "$x > 0$, as a piecewise function.")
FARE_GOLD = "\\begin{cases} 5 & x \\le 3 \\\\ 5 + 2(x-3) & x > 3 \\end{cases}"
FARE_FROM_ONE = ("A taxi charges $5 for the first 3 km and $2 per km after that. Write the fare $F(x)$ for a ride of $x$ km, "
                 "$x \\ge 1$, as a piecewise function.")


def tax(first, second="0.2I - 2000 & I > 10000", after=""):
    return f"$$T(I) = \\begin{{cases}} {first} \\\\ {second} \\end{{cases}}$$" + after


def fare(first, second="2x - 1 & x > 3"):
    return f"$$F(x) = \\begin{{cases}} {first} \\\\ {second} \\end{{cases}}$$"


WITHIN_THE_DOMAIN_ASKED = [
    case(TAX, "Up to 10 000 there is no tax.\n\n" + tax("0 & 0 \\le I \\le 10000", after="\n\nAt $I = 10000$ both pieces "
         "give 0, so $T$ is continuous."), TAX_GOLD, True, "the row: the domain's bound the prompt states, written again"),
    case(TAX, tax("0 & 0 \\le I \\le 10000"), TAX_GOLD, True, "the display alone"),
    case(TAX, tax("0 & 0 \\leq I \\leq 10000"), TAX_GOLD, True, "\\leq"),
    case(TAX, tax("0 & 0 ≤ I ≤ 10000"), TAX_GOLD, True, "Unicode signs"),
    case(TAX, tax("0 & \\text{if } 0 \\le I \\le 10000", "0.2I - 2000 & \\text{if } I > 10000"), TAX_GOLD, True,
         "with 'if'"),
    case(TAX, tax("0 & I \\le 10000"), TAX_GOLD, True, "no bound written"),
    case(FARE, fare("5 & 0 < x \\le 3"), FARE_GOLD, True, "a strict bound the prompt states strictly"),
    case(FARE_FROM_ONE, fare("5 & 1 \\le x \\le 3"), FARE_GOLD, True, "a bound other than 0"),
    case(FARE, fare("5 & 0 < x \\le 3", "5 + 2(x - 3) & x > 3"), FARE_GOLD, True, "the second piece as the gold writes it"),
    # The wrong twins.
    case(TAX_NO_DOMAIN, tax("0 & 0 \\le I \\le 10000"), TAX_GOLD, False, "a bound the prompt does not state"),
    case(TAX, tax("0 & 0 < I \\le 10000"), TAX_GOLD, False, "a strict bound where the prompt's is not: 0 is left out"),
    case(TAX, tax("0 & 100 \\le I \\le 10000"), TAX_GOLD, False, "another bound"),
    case(TAX, tax("0 & 0 \\le I \\le 10000", "0.2I & I > 10000"), TAX_GOLD, False, "a wrong second piece"),
    case(TAX, tax("0 & 0 \\le I \\le 12000", "0.2I - 2400 & I > 12000"), TAX_GOLD, False, "another threshold"),
    case(TAX, tax("0 & 0 \\le I < 10000"), TAX_GOLD, False, "10000 in neither piece"),
    case(FARE, fare("5 & 0 \\le x \\le 3"), FARE_GOLD, False, "a closed bound where the prompt's is strict"),
    case(FARE_FROM_ONE, fare("5 & 0 \\le x \\le 3"), FARE_GOLD, False, "0 where the prompt says 1"),
    case(FARE, fare("5 & 0 < x \\le 3", "2x & x > 3"), FARE_GOLD, False, "a wrong piece after the bound"),
    case(TAX, tax("0 & 0 \\le I \\le 10000", "0.2I - 2000 & I > 10000") .replace("\\end{cases}", "\\\\ 5 & I < 0 \\end{cases}"),
         TAX_GOLD, False, "a piece below the domain's bound too"),
    case(FARE, fare("5 & 0 < x < 3"), FARE_GOLD, False, "3 in neither piece"),
    # Honest near misses that stay paid.
    case(TAX, tax("0 & I \\le 10000", "0.2(I-10000) & I > 10000"), TAX_GOLD, True, "the gold as written"),
    case(TAX_NO_DOMAIN, tax("0 & I \\le 10000"), TAX_GOLD, True, "no domain stated, no bound written"),
]

FAMILIES = {"breakdown": BREAKDOWNS, "check_on_the_line": CHECKS_ON_THE_LINE, "relations_joined": RELATIONS_JOINED,
            "none_from_a_relation": NONE_FROM_A_RELATION, "examples_of_a_piecewise": EXAMPLES_OF_A_PIECEWISE,
            "same_time_again": SAME_TIME_AGAIN, "within_the_domain_asked": WITHIN_THE_DOMAIN_ASKED}
CASES = [(family, c) for family, table in FAMILIES.items() for c in table]


@pytest.fixture(scope="module")
def scores():
    return chat_case_scores([c for _, c in CASES])


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{i}-{family}") for i, (family, _) in enumerate(CASES)])
def test_what_stands_beside_a_statement(scores, index):
    family, c = CASES[index]
    assert (scores[index] == 1.0) == c["expected"], (family, c["why"], c["completion"][-200:])
