"""After the answer: a fallback offered in case it is wrong, another reading's value in a counterfactual, an estimate
idiom before it, and the writer refusing to stand behind it. Each family a case refused and a near case still paid,
read as ``trl-grpo-ext explain`` reads them (reason)."""

from __future__ import annotations

import pytest

SOLVE = "Solve for $x$: $\\frac{x}{4} = 9$."
PRECEDENCE = "What is 3 + 4 × 2?"
WIDGETS = "A factory produces 1,234 widgets per day. How many widgets does it produce in 30 days?"
ANGLES = "What is the sum of the angles in a quadrilateral?"
MARBLES = ("A bag has 4 red and 6 blue marbles. What is the probability of drawing a red marble? Express your answer as a "
           "common fraction.")
MARBLES_WORK = "P(red) = 4 / (4 + 6) = 4/10 = 2/5.\n\n$\\boxed{\\frac{2}{5}}$\n\n"


def _judged(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


# A value offered in case the answer is wrong is a second answer, though the prompt holds it (9 is the prompt's).
IF_WRONG = [
    (SOLVE, "x = 36.\n\n<answer>36</answer>\n\nЕсли ответ 36 неверен, то правильный ответ 9.", "36", "hedged"),
    (SOLVE, "x = 36.\n\nОтвет: 36\n\nЕсли ответ 36 неправилен, то 7.", "36", "hedged"),
    (SOLVE, "x = 36.\n\nAnswer: 36\n\nIf 36 is wrong, the right answer is 9.", "36", "hedged"),
    (SOLVE, "x = 36.\n\nAnswer: 36\n\nIf that's wrong, it's 9.", "36", "hedged"),
    (SOLVE, "x = 36.\n\nRespuesta: 36\n\nSi 36 está mal, entonces es 9.", "36", "hedged"),
    (SOLVE, "x = 36.\n\nAntwort: 36\n\nFalls 36 falsch ist, dann 9.", "36", "hedged"),
    (SOLVE, "x = 36.\n\nRisposta: 36\n\nSe 36 è sbagliato, allora 9.", "36", "hedged"),
    (SOLVE, "x = 36.\n\nВідповідь: 36\n\nЯкщо 36 невірно, то 9.", "36", "hedged"),
    # near: the condition's working, and the answer itself named again
    (SOLVE, "x = 36.\n\nAnswer: 36\n\nIf 36 were wrong, 36/4 would not be 9.", "36", "correct"),
    (SOLVE, "x = 36.\n\nAnswer: 36", "36", "correct"),
]

# In the answer's own bracket, a value a counterfactual verb concludes is another reading's answer.
WOULD_GIVE = [
    (PRECEDENCE, "4 × 2 = 8, 3 + 8 = 11.\n\nAnswer: 11 (left-to-right reading would give 14)", "11", "hedged"),
    (PRECEDENCE, "4 × 2 = 8, 3 + 8 = 11.\n\nAnswer: 11 (left to right it would make 14)", "11", "hedged"),
    (PRECEDENCE, "4 × 2 = 8, 3 + 8 = 11.\n\nAntwort: 11 (von links nach rechts wäre 14)", "11", "hedged"),
    (PRECEDENCE, "4 × 2 = 8, 3 + 8 = 11.\n\nRespuesta: 11 (de izquierda a derecha sería 14)", "11", "hedged"),
    (PRECEDENCE, "4 × 2 = 8, 3 + 8 = 11.\n\nОтвет: 11 (слева направо было бы 14)", "11", "hedged"),
    # near: a counterfactual shown as working, the answer's own value
    (PRECEDENCE, "4 × 2 = 8, 3 + 8 = 11.\n\nAnswer: 11 (doing 3 + 4 first would give 7 × 2 = 14, which is wrong)", "11", "correct"),
    (PRECEDENCE, "4 × 2 = 8, 3 + 8 = 11.\n\nAnswer: 11 (a calculator would give 11 too)", "11", "correct"),
]

# An estimate idiom right before the value, past a comma and bold.
ESTIMATE_IDIOM = [
    (WIDGETS, "1234 × 30 = 37,020.\n\nSo, give or take, **37,020 widgets**.", "37020", "qualified"),
    (WIDGETS, "1234 × 30 = 37,020.\n\nSo, give or take **37,020 widgets**.", "37020", "qualified"),
    (WIDGETS, "1234 × 30 = 37,020.\n\nSo, give or take, 37,020 widgets.", "37020", "qualified"),
    (WIDGETS, "1234 × 30 = 37,020.\n\nSo, **37,020 widgets**.", "37020", "correct"),
    (WIDGETS, "1234 × 30 = 37,020.\n\nIn total, **37,020 widgets**.", "37020", "correct"),
]

# A restatement that goes on, after a word for "or" and a condition, to another value offers that value beside it.
OR_AFTER_RESTATEMENT = [
    (MARBLES, MARBLES_WORK + "In other words, a 40% chance — or, counting the draw with replacement twice, 4/25.", "\\frac{2}{5}", "hedged"),
    (MARBLES, MARBLES_WORK + "In other words, a 40% chance, or 4/25 if you draw twice.", "\\frac{2}{5}", "hedged"),
    (MARBLES, MARBLES_WORK + "Or, counting the draw with replacement twice, 4/25.", "\\frac{2}{5}", "hedged"),
    # near: the same value said again after "or"
    (MARBLES, MARBLES_WORK + "In other words, a 40% chance.", "\\frac{2}{5}", "correct"),
    (MARBLES, MARBLES_WORK + "In other words, a 40% chance — or 0.4.", "\\frac{2}{5}", "correct"),
    (MARBLES, MARBLES_WORK + "In other words, a 40% chance — or, as a decimal, 0.4.", "\\frac{2}{5}", "correct"),
    (MARBLES, MARBLES_WORK + "In other words, 40%, or 4 out of 10.", "\\frac{2}{5}", "correct"),
]

# A recap after the answer that concludes the asked quantity with another value after an arrow and words, even a
# number of the prompt; an arrow right before a number is a step or a conversion.
WENG = "Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?"
WENG_WORK = "12 / 60 = $0.20.\n50 × 0.20 = $10.\n\nFinal answer: $10\n\n"
ARROW_RECAP = [
    (WENG, WENG_WORK + "In one line: 12 × 50 / 60 = 12 → she earned $12.", "10", "value_after"),
    (WENG, WENG_WORK + "In one line: 12 × 50 / 60 ⇒ she earned $12.", "10", "value_after"),
    (WENG, WENG_WORK + "In one line: 12 × 50 / 60 = 10 → she earned $10.", "10", "correct"),
    (WENG, WENG_WORK + "Rate → $0.20 per minute, 50 minutes → $10.", "10", "correct"),
    ("How many minutes is 1.5 hours?", "1.5 × 60 = 90.\n\nAnswer: 90 minutes\n\n90 min → 1.5 h → 90 min.", "90", "correct"),
]

# The writer refusing to stand behind the answer, at any length where the writer is the subject.
UNVOUCHED = [
    (ANGLES, "2 × 180° = 360°.\n\n$$\\boxed{360^\\circ}$$\n\nThat's the answer I'd hand in if I had to, but I genuinely can't vouch for it.", "360", "qualified"),
    ("Natalia sold 48 clips in April and half as many in May. How many altogether?",
     "48 / 2 = 24, 48 + 24 = 72 clips.\n\n**Answer: 72**\n\nThough, to be honest, I wouldn't put money on it — my head's a bit fuzzy today.", "72", "qualified"),
    (ANGLES, "$$\\boxed{360}$$\n\nI wouldn't bet on it.", "360", "qualified"),
    (ANGLES, "$$\\boxed{360}$$\n\nDarauf würde ich nicht wetten.", "360", "qualified"),
    (ANGLES, "$$\\boxed{360}$$\n\nNo pondría la mano en el fuego.", "360", "qualified"),
    (ANGLES, "$$\\boxed{360}$$\n\nНе ручаюсь.", "360", "qualified"),
    (ANGLES, "$$\\boxed{360}$$\n\nI drew the figure out carefully on paper, but honestly I am not able to guarantee that it is right.", "360", "qualified"),
    # near: the writer standing behind it, and a long sentence of the working with no writer in it
    (ANGLES, "$$\\boxed{360}$$\n\nI'd bet on it.", "360", "correct"),
    (ANGLES, "$$\\boxed{360}$$\n\nI'd stake my life on it.", "360", "correct"),
]


# The writer saying it is sure, in the languages read, confirms the answer; the same words negated doubt it; a closing
# wishing the reader well ("Viel Erfolg beim Üben!") is no value.
SURE_AND_CLOSINGS = [
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nI am sure.", "360", "correct"),
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nI'm absolutely sure.", "360", "correct"),
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nEstoy seguro.", "360", "correct"),
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nIch bin mir sicher.", "360", "correct"),
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nJe suis sûr.", "360", "correct"),
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nЯ уверен.", "360", "correct"),
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nI am not sure.", "360", "qualified"),
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nIch bin mir nicht ganz sicher.", "360", "qualified"),
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nNo estoy seguro.", "360", "qualified"),
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nI am sure it is wrong.", "360", "withdrawn"),
    ("Sum of angles in a quadrilateral?", "$$\\boxed{360}$$\n\nI am sure. Maybe.", "360", "qualified"),
    ("Wie viele Diagonalen hat ein Zehneck?", "10 · 7 / 2 = 35.\n\nAntwort: Ein Zehneck hat 35 Diagonalen. Viel Erfolg beim Üben!", "35", "correct"),
    ("Wie viele Diagonalen hat ein Zehneck?", "10 · 7 / 2 = 35.\n\nAntwort: **35**\n\nViel Spaß beim Weiterrechnen!", "35", "correct"),
    ("Wie viele Diagonalen hat ein Sechseck?", "6 · 3 / 2 = 9.\n\nAntwort: 9\n\nWobei ich mir bei Sechsecken nie ganz sicher bin.", "9", "qualified"),
]


# The answer said again as a rate and a count whose product it is agrees; another count, or the two as alternatives,
# does not.
JAMES = "James writes a 3-page letter to 2 different friends twice a week. How many pages does he write a year?"
JAMES_WORK = "Per year: 12 × 52 = 624 pages.\n\nHe writes 624 pages a year.\n\n"
FACTORS_RESTATED = [
    (JAMES, JAMES_WORK + "(That is 12 pages every one of the 52 weeks.)", "624", "correct"),
    (JAMES, JAMES_WORK + "(That is 12 pages every one of the 50 weeks.)", "624", "value_after"),
    (JAMES, JAMES_WORK + "(That is 12 pages, or 52.)", "624", "value_after"),
    (JAMES, JAMES_WORK + "(That is 12 pages every week.)", "624", "value_after"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", IF_WRONG + WOULD_GIVE + OR_AFTER_RESTATEMENT + ARROW_RECAP + ESTIMATE_IDIOM + UNVOUCHED + SURE_AND_CLOSINGS + FACTORS_RESTATED)
def test_what_follows_the_answer(math_plugin, prompt, completion, gold, reason):
    assert _judged(math_plugin, prompt, completion, gold) == reason
