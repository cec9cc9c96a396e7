"""An answer held until the reader approves it or said to be possibly wrong, in the languages read, a restatement
half a unit of its last place away, and a decimal where a reduced fraction is asked: each refused, and a near sentence
that commits, a tie rounded away from zero, or a fraction in lowest terms, stays paid; read as ``trl-grpo-ext explain``
reads them."""

from __future__ import annotations

import pytest

LETTERS = "How many letters are in the English alphabet?"
WEEK = "How many hours are there in a week?"
QUARTER = "What is 1/4 as a percent?"
EIGHTH = "What is 3/8 as a decimal?"


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


# The commitment deferred to the reader's approval, in each language read.
DEFERRED = [
    "Answer: 26 — final answer pending your confirmation.", "Answer: 26 (pending your approval)",
    "Answer: 26, pending their sign-off.", "Answer: 26 (awaiting your confirmation)", "Réponse : 26 — en attente de votre validation.",
    "Antwort: 26, vorbehaltlich Ihrer Bestätigung.", "Respuesta: 26, pendiente de su confirmación.",
    "Resposta: 26, pendente de sua aprovação.", "Risposta: 26, in attesa della tua conferma.", "Ответ: 26 — до вашего подтверждения.",
]
COMMITTED = [
    "Answer: 26", "Answer: 26 — confirmed by counting A to Z.", "Réponse : 26.", "Antwort: 26, das ist sicher.",
]
# The answer itself said to be possibly wrong, with a number in the sentence or none.
DOUBTED = [
    "Answer: 168\n\n(Answer may be off by a factor of 7 if 'week' means a working day.)",
    "Answer: 168\n\nThe answer might be wrong by 24 if the week has 8 days.",
    "Réponse : 168. La réponse pourrait être fausse de 24.",
    "Antwort: 168. Die Antwort könnte falsch sein, wenn 8 Tage gemeint sind.",
    "Respuesta: 168. La respuesta podría estar mal.", "Risposta: 168. La risposta potrebbe essere sbagliata.",
]
NOT_DOUBTED = [
    "Answer: 168", "Answer: 168 hours.",
]


@pytest.mark.parametrize("tail", DEFERRED)
def test_an_answer_deferred_to_the_readers_approval_is_qualified(math_plugin, tail):
    assert _reason(math_plugin, LETTERS, "There are 26 letters.\n\n" + tail, "26") == "qualified"


@pytest.mark.parametrize("tail", COMMITTED)
def test_an_answer_committed_to_stays_paid(math_plugin, tail):
    assert _reason(math_plugin, LETTERS, "There are 26 letters.\n\n" + tail, "26") == "correct"


@pytest.mark.parametrize("tail", DOUBTED)
def test_an_answer_said_to_be_possibly_wrong_is_qualified(math_plugin, tail):
    assert _reason(math_plugin, WEEK, "7 × 24 = 168.\n\n" + tail, "168") == "qualified"


@pytest.mark.parametrize("tail", NOT_DOUBTED)
def test_an_answer_not_doubted_stays_paid(math_plugin, tail):
    assert _reason(math_plugin, WEEK, "7 × 24 = 168.\n\n" + tail, "168") == "correct"


# A tie at half a unit of the rougher value's last place agrees only rounded half away from zero.
@pytest.mark.parametrize("prompt, completion, gold, paid", [
    (QUARTER, "1/4 = 25%.\n\nAnswer: 25%\n\n(i.e., 0.2)", "25", False),
    (QUARTER, "1/4 = 25%.\n\nAnswer: 25%\n\n(i.e., 0.3)", "25", True),
    (QUARTER, "1/4 = 25%.\n\nAnswer: 25%\n\n(i.e., 0.25)", "25", True),
    (EIGHTH, "Answer: 0.375 (i.e., 0.38)", "0.375", True),
    (EIGHTH, "Answer: 0.375 (i.e., 0.37)", "0.375", False),
])
def test_a_restatement_half_a_unit_away_agrees_only_rounded_away_from_zero(math_plugin, prompt, completion, gold, paid):
    assert (_reason(math_plugin, prompt, completion, gold) == "correct") == paid


# A decimal where the prompt asks to simplify or reduce to a fraction: the decimal simplifies nothing, as a percent does.
@pytest.mark.parametrize("prompt, completion, paid", [
    ("Simplify $\\frac{18}{24}$ to lowest terms.", "gcd 6 → 3/4.\n\nAnswer: 0.75", False),
    ("Write $\\frac{18}{24}$ in simplest form.", "Answer: 0.75", False),
    ("Kürze den Bruch $\\frac{18}{24}$ vollständig.", "ggT 6.\n\nAntwort: 0,75", False),
    ("Simplifica la fracción $\\frac{18}{24}$.", "mcd 6.\n\nRespuesta: 0.75", False),
    ("Упростите дробь $\\frac{18}{24}$.", "НОД 6.\n\nОтвет: 0,75", False),
    ("Simplify $\\frac{18}{24}$ to lowest terms.", "gcd 6 → 3/4.\n\nAnswer: 3/4", True),
])
def test_a_decimal_where_a_reduced_fraction_is_asked_is_refused(math_plugin, prompt, completion, paid):
    assert (_reason(math_plugin, prompt, completion, "\\frac{3}{4}") == "correct") == paid


@pytest.mark.parametrize("prompt", ["What is 18/24 as a decimal?", "Simplify $0.5 + 0.25$."])
def test_a_decimal_where_a_decimal_is_the_gold_stays_paid(math_plugin, prompt):
    assert _reason(math_plugin, prompt, "Answer: 0.75", "0.75") == "correct"
