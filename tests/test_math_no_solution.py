"""A completion that says there is nothing ("no real solutions", "there are none", "keine Lösung") answers
a count of 0 or a gold that says there is no solution, and nothing else."""

from __future__ import annotations

import pytest

from reward_plugins.math.no_solution import none_gold, says_none

SAYS = [
    ("Therefore the equation has no real solutions.", True),
    ("Number of real solutions: none.", True),
    ("There are none.", True),
    ("Jawaban: tidak ada penyelesaian real.", True),
    ("Die Gleichung hat keine reelle Lösung.", True),
    ("方程无实数解。", True),
    ("There are 2 solutions, none negative.", False),  # a number stated
    ("There are no other solutions.", False),  # "other": not a statement that there are none
    # roots and the empty set in words, and "none" as the pronoun a sentence ends on, in more languages
    ("所以没有实数根。", True),
    ("方程无实根。", True),
    ("실근이 없다.", True),
    ("실근은 존재하지 않는다.", True),
    ("よって実数解は存在しない。", True),
    ("実数解はありません。", True),
    ("La ecuación no tiene raíces reales.", True),
    ("L'équation n'a aucune racine réelle.", True),
    ("Die Funktion hat keine reellen Nullstellen.", True),
    ("A equação não tem raízes reais.", True),
    ("L'equazione non ha radici reali.", True),
    ("They share no points: the intersection is empty.", True),
    ("L'intersection est l'ensemble vide.", True),
    ("Der Schnitt ist die leere Menge.", True),
    ("Ninguno.", True),
    ("No hay ninguno.", True),
    ("Il n'y en a aucun.", True),
    ("Il n'y en a pas.", True),
    ("Es gibt keine.", True),
    ("Não há nenhum.", True),
    ("Non ce n'è nessuno.", True),
    ("Sans aucun doute.", False),  # a noun after "aucun": nothing said of the count
    ("Aucun doute, c'est juste.", False),
    ("Keine Ahnung, vielleicht.", False),
    ("Ninguno de ellos es 3.", False),  # a number stated
]


@pytest.mark.parametrize("sentence,none", SAYS)
def test_saying_there_is_no_solution_is_read_in_many_languages(sentence, none):
    assert says_none(sentence) is none


_COUNT = "How many real solutions does the equation $x^2 + 4x + 5 = 0$ have?"
JUDGED = [
    (_COUNT, "The discriminant is −4 < 0.\nTherefore the equation has no real solutions.", "0", "correct"),
    (_COUNT, "Number of real solutions: none.", "0", "correct"),
    (_COUNT, "Jawaban: tidak ada penyelesaian real.", "0", "correct"),
    (_COUNT, "Hmm. None.", "2", "no_answer"),  # no count but 0
    (_COUNT, "Probably none.", "0", "no_answer"),  # a doubt on it: not committed to
    (_COUNT, "\\boxed{2}. There are no other solutions.", "0", "wrong"),  # a value committed to stays the answer
    ("Solve $2x = 0$.", "There is no solution.", "0", "no_answer"),  # not a count: x = 0 is a solution
    ("Solve for $x$: $|x| + 3 = 1$.", "There is no real $x$ satisfying this — it has no solution.", "\\text{no solution}",
     "correct"),
    ("Solve for $x$: $|x| + 3 = 1$.", "So $x = 2$.", "\\text{no solution}", "wrong"),
    ("Solve for $x$: $|x| + 3 = 1$.", "The solution set is empty: no solution.", "\\emptyset", "correct"),
    ("Find the intersection of the intervals $(0, 2)$ and $(2, 5)$.",
     "The first stops before 2, the second starts after 2.\n\nThey share no points: the intersection is empty.", "\\emptyset", "correct"),
    ("Find the intersection of the intervals $(0, 2)$ and $(1, 5)$.",
     "They overlap.\n\nThe intersection is $(1, 2)$.", "\\emptyset", "wrong"),
    ("方程 $x^2 + x + 1 = 0$ 有几个实数根？", "判别式 Δ = 1 − 4 = −3 < 0。\n\n所以没有实数根。", "0", "correct"),
    ("¿Cuántos números primos pares hay mayores que 2?", "Todo par mayor que 2 es divisible por 2, así que no es primo.\n\nNinguno.",
     "0", "correct"),
    ("¿Cuántos números primos pares hay mayores que 2?", "**Respuesta: 1**\n\nNinguno.", "0", "wrong"),  # the marked value stays
    ("Combien y a-t-il d'entiers strictement compris entre 7 et 8 ?", "Entre deux entiers consécutifs il n'y a aucun entier.\n\nIl n'y en a aucun.",
     "0", "correct"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", JUDGED)
def test_none_answers_a_count_of_zero_or_a_gold_of_no_solution(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


def test_the_golds_that_none_answers():
    assert [none_gold(g) for g in ("0", "\\text{no solution}", "\\varnothing", "No real solutions.", "2", "x")] == [
        "count", "words", "words", "words", None, None]
