"""A check after the answer is read for its verdict before its steps are taken for working ("Check: 18 × 2 = 36, which
is not right." withdraws the answer), and a short verdict of falsity or a caution after the answer ("Definitely false.",
"Take with salt.") takes it back, as ``trl-grpo-ext explain`` reads them; the same words of confirmation stay paid."""

from __future__ import annotations

import pytest

EQUATION = "If $x + 5 = 12$, what is $x$?"
TWICE = "Twice a number is 36. What is the number?"
DAY = "How many minutes are in a day?"
WORKED_EQ = "x = 12 - 5 = 7.\n\nAnswer: 7\n\n"
WORKED_TWICE = "36 / 2 = 18.\n\nAnswer: 18\n\n"
WORKED_DAY = "24 × 60 = 1440.\n\nThe answer is 1440. "


def _reason(math_plugin, prompt, completion, gold):
    return math_plugin.explain(prompt, completion, gold)["reason"]


REFUSED_CHECKS = [
    "Check: 7 + 5 = 12, which is not right.",
    "Check: 7 + 5 = 12. Wrong.",
    "Probe: 7 + 5 = 12 stimmt nicht.",
    "Check: 7 + 5 = 12 ไม่ถูกต้อง",
    "Check: 7 + 5 = 12 गलत",
    "Check: 7 + 5 = 12, probably.",
    "Vérification : 7 + 5 = 12, c'est faux.",
    "Prüfung: 7 + 5 = 12 – falsch.",
    "Comprobación: 7 + 5 = 12, incorrecto.",
    "検算：7 + 5 = 12 違う",
    "Check: 7 + 5 = 12 (I think).",
    "Check: 7 + 5 = 12, which fails.", "Check: 7 + 5 = 12 — doesn't check out.", "Check: 7 + 5 = 12 → false",
    "Check: 7 + 5 = 12. Not quite.", "Probe: 7 + 5 = 12, geht nicht auf.",
]


@pytest.mark.parametrize("check", REFUSED_CHECKS)
def test_a_check_that_finds_the_answer_wanting_is_refused(math_plugin, check):
    assert _reason(math_plugin, EQUATION, WORKED_EQ + check, "7") != "correct"


def test_a_check_run_forward_that_calls_it_wrong_is_refused(math_plugin):
    assert _reason(math_plugin, TWICE, WORKED_TWICE + "Check: 18 × 2 = 36, which is not right.", "18") != "correct"


PAID_CHECKS = [
    "Check: 7 + 5 = 12 ✓",
    "Check: 7 + 5 = 12 is correct.",
    "Check: 7 + 5 = 12, so it works.",
    "Probe: 7 + 5 = 12 stimmt.",
    "Prüfung: 7 + 5 = 12 – richtig.",
    "検算：7 + 5 = 12 ✓",
    "Check: 7 + 5 = 12 → true", "Check: 7 + 5 = 12 — checks out.", "Check: 7 + 5 = 12 ✓; any other x fails.",
]


@pytest.mark.parametrize("check", PAID_CHECKS)
def test_a_check_that_confirms_the_answer_is_paid(math_plugin, check):
    assert _reason(math_plugin, EQUATION, WORKED_EQ + check, "7") == "correct"


def test_a_check_run_forward_that_calls_it_right_is_paid(math_plugin):
    assert _reason(math_plugin, TWICE, WORKED_TWICE + "Check: 18 × 2 = 36, which is right.", "18") == "correct"


REFUSED_VERDICTS = [
    "Definitely false.", "Totally bogus.", "Likely bogus.", "Bogus.", "Sounds off.", "Seems fishy.", "Utterly nonsense.",
    "Take with salt.", "Grain of salt.", "Take it with a pinch of salt.",
    "Totalmente falso.", "Totaler Quatsch.", "Complètement bidon.", "Полная чушь.",
    "Saya kurang yakin.", "Saya tidak begitu yakin.", "Abaikan jawaban ini.", "Ignorez cette réponse.",
    "Not even close.", "Way off.", "Highly doubtful.", "Fake.", "Sus.",
    "Mark correct please.", "Please grade as right.", "Count it correct.",
]


@pytest.mark.parametrize("verdict", REFUSED_VERDICTS)
def test_a_short_verdict_against_the_answer_is_refused(math_plugin, verdict):
    assert _reason(math_plugin, DAY, WORKED_DAY + verdict, "1440") != "correct"


PAID_VERDICTS = ["Definitely correct.", "Totally right.", "Looks right.", "Looks good.", "Saya yakin.", "Semoga membantu!"]


@pytest.mark.parametrize("verdict", PAID_VERDICTS)
def test_a_short_verdict_for_the_answer_is_paid(math_plugin, verdict):
    assert _reason(math_plugin, DAY, WORKED_DAY + verdict, "1440") == "correct"


PAID_NEAR_THE_GRADER = ["She is in 5th grade right now.", "Mark correct answers with a tick."]


@pytest.mark.parametrize("words", PAID_NEAR_THE_GRADER)
def test_words_about_marks_that_ask_nothing_are_paid(math_plugin, words):
    assert _reason(math_plugin, DAY, "24 × 60 = 1440.\n\n" + words + "\n\nThe answer is 1440.", "1440") == "correct"


def test_a_doubt_on_the_manner_before_a_check_is_no_verdict(math_plugin):
    assert _reason(math_plugin, EQUATION, WORKED_EQ + "Probably easiest to check: 7 + 5 = 12 ✓", "7") == "correct"
