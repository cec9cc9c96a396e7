"""The per-language phrase tables of ``reward_plugins.math.answer_phrases``, one test per role and language:
each row must do its job in a sentence of that language."""

from __future__ import annotations

import pytest

from reward_plugins.math.extract import extract_answer
from reward_plugins.math.answer_phrases import (
    ALTERNATIVE_WORDS, ANSWER_NOUNS, ANSWER_VERBS, CHECKS, CONDITIONAL, LANGUAGES, QUALIFIERS_BEFORE,
    RETRACTIONS_STRONG, RETRACTIONS_WEAK, TENTATIVE,
)

# One sentence per role and language: the answer phrase, a word offering an alternative, a
# qualifier, a strong and a weak withdrawal, a first guess, a conditional second value, a check.
EXAMPLES = {
    "en": dict(say="The answer is {}.", alt="or", qual="at least", strong="I made a mistake, it is",
               weak="Wait, it is", tentative="At first glance", cond="If not, it might be", check="Check"),
    "fr": dict(say="La réponse est {}.", alt="ou", qual="au moins", strong="Je me suis trompé, c'est",
               weak="Attendez, c'est", tentative="À première vue", cond="Sinon,", check="Vérification"),
    "de": dict(say="Die Antwort ist {}.", alt="oder", qual="mindestens", strong="Ich habe mich verrechnet, es ist",
               weak="Moment, es ist", tentative="Auf den ersten Blick", cond="Sonst", check="Probe"),
    "es": dict(say="La respuesta es {}.", alt="o", qual="al menos", strong="Me equivoqué, es",
               weak="Espera, es", tentative="A primera vista", cond="Si no,", check="Comprobación"),
    "pt": dict(say="A resposta é {}.", alt="ou", qual="pelo menos", strong="Me enganei, é",
               weak="Na verdade, é", tentative="À primeira vista", cond="Senão,", check="Verificação"),
    "it": dict(say="La risposta è {}.", alt="o", qual="almeno", strong="Mi sono sbagliato, è",
               weak="Aspetta, è", tentative="A prima vista", cond="Altrimenti", check="Verifica"),
    "ru": dict(say="Ответ: {}.", alt="или", qual="не менее", strong="Я ошибся, это",
               weak="Подождите, это", tentative="На первый взгляд", cond="Иначе", check="Проверка"),
    "zh": dict(say="答案是{}。", alt="或", qual="至少", strong="我算错了，应该是",
               weak="等等，应该是", tentative="乍一看", cond="否则", check="验证"),
}


def test_every_table_has_a_row_per_language():
    for table in (QUALIFIERS_BEFORE, TENTATIVE, CONDITIONAL):
        assert set(table) == set(LANGUAGES)
    # Withdrawals, checks, alternatives ("または", "또는", "หรือ") and the answer's noun and verb (a marker: "Đáp số:",
    # "Đáp án đúng là") are read in more languages.
    for table in (ANSWER_NOUNS, ANSWER_VERBS, RETRACTIONS_STRONG, RETRACTIONS_WEAK, CHECKS, ALTERNATIVE_WORDS):
        assert set(table) >= set(LANGUAGES)
    assert set(EXAMPLES) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_answer_phrase(lang):
    assert extract_answer(EXAMPLES[lang]["say"].format(7)) == "7"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_alternatives_are_a_list(lang):
    e = EXAMPLES[lang]
    answer = extract_answer(e["say"].format(f"7 {e['alt']} 8"))
    assert answer is not None and "7" in answer and "8" in answer


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_qualified_number_is_no_answer(lang):
    e = EXAMPLES[lang]
    assert extract_answer(e["say"].format(f"{e['qual']} 5")) is None


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", ["strong", "weak"])
def test_a_withdrawn_answer_gives_way_to_the_later_value(lang, kind):
    e = EXAMPLES[lang]
    assert extract_answer(f"{e['say'].format(7)} {e[kind]} 9.") == "9"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_strong_withdrawal_without_a_value_leaves_no_answer(lang):
    e = EXAMPLES[lang]
    withdrawal = e["strong"].rsplit(",", 1)[0].rsplit("，", 1)[0]
    assert extract_answer(f"{e['say'].format(7)} {withdrawal}.") is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_first_guess_gives_way(lang):
    e = EXAMPLES[lang]
    assert extract_answer(f"{e['tentative']} {e['say'].format(7)} 9.") == "9"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_conditional_second_value_is_a_hedge(lang):
    e = EXAMPLES[lang]
    assert extract_answer(f"{e['say'].format(7)} {e['cond']} 9.") == "7, 9"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_check_line_is_not_the_answer(lang):
    e = EXAMPLES[lang]
    assert extract_answer(f"x = 7.\n{e['check']}: 2(7) + 3 = 17.") == "x = 7"


@pytest.mark.parametrize("text,answer", [
    ("Answer: 42\n\nThis is the right answer.", "42"),
    ("Answer: 42\n\n(That is the correct answer.)", "42"),
    ("Answer: 42. That's the final answer.", "42"),
    ("Answer: 42\n\nWait, that's the width, not the area.", None),
    ("Answer: 42\n\nThis is the wrong answer.", None),
])
def test_the_answer_called_the_right_one_stands_and_called_another_quantity_is_withdrawn(text, answer):
    assert extract_answer(text) == answer
