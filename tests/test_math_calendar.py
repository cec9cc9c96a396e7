"""A gold that is a day of the week or a date with a month name is compared with the day or date the
completion commits to, read in many languages; a number cut out of a date is never a date."""

from __future__ import annotations

import pytest

from reward_plugins.math.calendar_words import calendar_value, last_calendar

GOLDS = [
    ("\\text{Friday}", "Friday"), ("Thursday", "Thursday"), ("\\text{April 24}", "April 24"), ("April 17th", "April 17"),
    ("17", None), ("\\frac{3}{4}", None), ("May the force", None),
]


@pytest.mark.parametrize("gold,value", GOLDS)
def test_a_gold_day_or_date_is_read_with_its_month(gold, value):
    assert calendar_value(gold) == value


DAYS = [
    ("Tuesday + 2 days = **Thursday**.", "Thursday"),
    ("Jawaban: hari Kamis.", "Thursday"),
    ("Cevap: Perşembe.", "Thursday"),
    ("Odpowiedź: czwartek.", "Thursday"),
    ("答え：木曜日です。", "Thursday"),
    ("Wednesday + 2 days → it will be a Friday.", "Friday"),  # the conclusion, not the day counted from
    ("It will be Friday or Saturday.", "Friday; Saturday"),  # two offered: a hedge
    ("The sun is hot.", None),
    ("Today is Wednesday. I am not sure.", None),  # the prompt's day restated
    ("Today is Monday, so in 100 days it is Wednesday.", "Wednesday"),
]


@pytest.mark.parametrize("text,value", DAYS)
def test_the_day_a_completion_commits_to_is_its_last(text, value):
    found = last_calendar(text)
    assert (found[0] if found else None) == value


DATES = [
    ("The date is 24 April.", "April 24"),
    ("So the date is the fifteenth of April.", "April 15"),
    ("Odpověď: 17. března.", "March 17"),
    ("Réponse : le 24 avril.", "April 24"),
    ("So it lands on 4月15日。", "April 15"),
    ("March 31 is a Thursday.", "March 31"),
    ("The date is April 24, 2023.", "April 24, 2023"),  # a year written is part of the date
    ("Datum: 24. April 2023", "April 24, 2023"),
    ("答え：2023年4月24日", "April 24, 2023"),
    ("Answer: 24", None),
    # the year first, then month and day in digits
    ("Answer: 2023-05-04", "May 4, 2023"),
    ("答案：2023/5/4", "May 4, 2023"),
    ("Válasz: 2023.05.04.", "May 4, 2023"),
    ("Answer: 2023-13-04", None),  # no month 13
    ("Answer: 04-05-2023", None),  # day and month first: not read either way
    # a date before a conclusion's sign is a step of the working
    ("Counting: March 31 is +11, April 30 is +41, +4 → 2023-05-04.", "May 4, 2023"),
    ("Answer: May 4 (or April 30).", "May 4; April 30"),
]


@pytest.mark.parametrize("text,value", DATES)
def test_a_date_is_read_with_its_month(text, value):
    found = last_calendar(text, date=True)
    assert (found[0] if found else None) == value


_DAY = "If today is Tuesday, what day of the week will it be 100 days from now?"
_DATE = "What date is 45 days after March 3?"
_DATE_YEAR = "What date is 45 days after March 10, 2023?"
JUDGED = [
    (_DAY, "100 = 14 × 7 + 2.\nCevap: Perşembe.", "Thursday", "correct"),
    (_DAY, "100 = 14 × 7 + 2.\nJawaban: hari Kamis.", "Thursday", "correct"),  # "hari" (day) is part of the day's name
    (_DAY, "100 = 14 × 7 + 2.\nAntwort: am Donnerstag.", "Thursday", "correct"),
    (_DAY, "100 = 14 × 7 + 2, so two days after Tuesday.\n\nIt will be a Thursday.", "\\text{Thursday}", "correct"),
    (_DAY, "It will be Thursday or Friday.", "\\text{Thursday}", "hedged"),
    (_DAY, "It will be Thursday. Wait, that's wrong.", "\\text{Thursday}", "withdrawn"),
    (_DAY, "The answer is 2.", "\\text{Thursday}", "no_answer"),
    (_DAY, "Cevap: muhtemelen Perşembe.", "Thursday", "qualified"),  # "probably", in a language the tables lack
    (_DAY, "Probably Thursday.", "Thursday", "qualified"),
    (_DATE, "45 − 28 = 17 days into April.\nOdpověď: 17. března.", "April 17", "wrong"),  # March, not April
    (_DATE, "Answer: 17", "April 17", "no_answer"),  # the day of the month alone is no date
    (_DATE, "Answer: April 17. Hope this helps!", "\\text{April 17}", "correct"),
    (_DATE, "Réponse : le 17 avril.", "April 17", "correct"),
    # a month's name in a script the tables read is a word of the date, not a word the grader cannot read
    (_DATE, "Απάντηση: 17 Απριλίου", "\\text{April 17}", "correct"),
    (_DATE, "Απάντηση: 18 Απριλίου", "\\text{April 17}", "wrong"),
    (_DATE, "התשובה: 17 באפריל", "\\text{April 17}", "correct"),
    (_DATE, "คำตอบ: 17 เมษายน", "\\text{April 17}", "correct"),
    (_DATE, "คำตอบ: 17 มีนาคม", "\\text{April 17}", "wrong"),
    # a year counts where both the gold and the completion write one
    (_DATE_YEAR, "The date is April 24, 2023.", "\\text{April 24, 2023}", "correct"),
    (_DATE_YEAR, "Datum: 24. April 2023", "\\text{April 24, 2023}", "correct"),
    (_DATE_YEAR, "The date is April 24.", "\\text{April 24, 2023}", "correct"),
    (_DATE_YEAR, "The date is April 24, 2024.", "\\text{April 24, 2023}", "wrong"),
    (_DATE_YEAR, "The date is April 24, 2023 or April 25, 2023.", "\\text{April 24, 2023}", "hedged"),
    (_DATE_YEAR, "March 31 is +21, April 23 is +44, +1 → 2023-04-24.", "\\text{April 24, 2023}", "correct"),
    (_DATE_YEAR, "Answer: 2023-04-25", "\\text{April 24, 2023}", "wrong"),
    (_DATE_YEAR, "Answer: 2023-04-24 or 2023-04-25", "\\text{April 24, 2023}", "hedged"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", JUDGED)
def test_a_calendar_gold_is_judged_by_the_day_or_date_committed_to(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason


def test_explain_shows_the_day_the_completion_was_judged_by(math_plugin):
    reading = math_plugin.explain(_DAY, "100 = 14 × 7 + 2.\nCevap: Perşembe.", "Thursday")["reading"]
    assert (reading["answer"], reading["values"]) == ("Perşembe", ["Thursday"])


@pytest.mark.parametrize("completion, reason", [
    # after a label every other day the sentence names is a second answer; a day the prompt gives is none
    ("Answer: Friday (the day after Thursday)", "hedged"),
    ("Cevap: Cuma, yani Perşembe değil", "hedged"),
    ("Answer: Thursday (3 days after Monday)", "correct"),
    ("The answer is Thursday, since Monday + 3 days = Thursday.", "correct"),
    ("Tuesday, Wednesday, Thursday: so Thursday.", "correct"),  # counting the days, then the one reached
    ("Answer: Thursday or Friday", "hedged"),
])
def test_a_second_day_after_a_label_is_a_second_answer(math_plugin, completion, reason):
    prompt = "Today is Monday. What day of the week is it in 3 days?"
    assert math_plugin.explain(prompt, completion, "\\text{Thursday}")["reason"] == reason


_AFTER_MARCH_10 = "What date is 45 days after March 10, 2024?"


@pytest.mark.parametrize("completion, paid", [
    # the prompt's date in the working, written without its year, is given, not a second answer
    ("3月10日から45日後は 2024年4月24日 です。", True),
    ("3月10日から45日後は4月24日です。", True),
    ("从3月10日起45天后是2024年4月24日。", True),
    ("3월 10일부터 45일 후는 2024년 4월 24일입니다.", True),
    ("3月10日から45日後は 2024年4月25日 です。", False),
    # "か" (or), "或", "또는" between two dates offers both, written right after the first one's last letter too
    ("3月10日から45日後は 2024年4月24日か4月25日です。", False),
    ("答え：4月24日か4月25日", False),
    ("答：4月24日或4月25日", False),
    ("답: 4월 24일 또는 4월 25일", False),
])
def test_a_date_the_prompt_gives_is_no_second_answer_and_an_alternative_is(math_plugin, completion, paid):
    result = math_plugin.explain(_AFTER_MARCH_10, completion, "\\text{April 24, 2024}")
    assert (result["outcome"] == 1.0) == paid, result
