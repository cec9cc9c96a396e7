"""A time of day said in words is read as the clock time it names, with its half of the day, in the
languages a policy answers in; numbers that only look like one ("from twenty to five") stay numbers."""

from __future__ import annotations

import pytest

from reward_plugins.math.number_words import spell_numbers, word_value
from reward_plugins.math.time_words import spell_times

SPELLED = [
    ("It ends at a quarter to four.", "It ends at 3:45."),
    ("It arrives at half past seven.", "It arrives at 7:30."),
    ("At ten minutes past three.", "At 3:10."),
    ("At twenty-five minutes to six.", "At 5:35."),
    ("At four o'clock.", "At 4:00."),
    ("Um Viertel vor vier.", "Um 3:45."),
    ("Um halb vier.", "Um 3:30."),
    ("Om kwart voor vier.", "Om 3:45."),
    ("Om half vier.", "Om 3:30."),
    ("Kvart i fyra.", "3:45."),
    ("Klockan är halv fyra.", "Klockan är 3:30."),
    ("À quatre heures moins le quart.", "À 3:45."),
    ("A las cuatro menos cuarto.", "A 3:45."),
    ("Sono le quattro meno un quarto.", "Sono 3:45."),
    ("Le tre e mezza.", "3:30."),
    ("Háromnegyed négykor.", "3:45."),
    ("Przyjeżdża o wpół do piątej.", "Przyjeżdża o 4:30."),
    ("Kończy się kwadrans po trzeciej.", "Kończy się 3:15."),
    ("Jest za kwadrans czwarta.", "Jest 3:45."),
    # a dot for the clock's colon beside a word for "o'clock"
    ("Toget kommer fram kl. 15.45.", "Toget kommer fram kl. 15:45."),
    ("Juna saapuu klo 9.05.", "Juna saapuu klo 9:05."),
    ("Der Zug kommt um 15.45 Uhr an.", "Der Zug kommt um 15:45 Uhr an."),
    ("Det koster 15.45 kroner.", "Det koster 15.45 kroner."),  # no word for "o'clock": a decimal
    ("Arriva alle 16.25.", "Arriva alle 16:25."), ("Tiba pukul 16.25.", "Tiba pukul 16:25."), ("16.25'te varır.", "16:25'te varır."),
    ("Costa 16.25 euro.", "Costa 16.25 euro."),
    # the CJK words for hour and minute (点, 時, 시 then 分, 분, or a half); a duration's hours (小时, 時間, 시간) stay
    ("答：电影下午3点45分结束。", "答：电影下午3:45结束。"),
    ("答え：15時45分", "答え：15:45"),
    ("정답: 오후 3시 45분", "정답: 오후 3:45"),
    ("下午3点半，晚上9點05分", "下午3:30，晚上9:05"),
    ("오후 3시 반", "오후 3:30"),
    ("1点50分 + 1小时55分", "1:50 + 1小时55分"),
    ("2時間25分", "2時間25分"),
    ("2시간 15분", "2시간 15분"),
    ("3点5", "3点5"),  # a decimal said aloud, no minutes
    ("25点60分", "25点60分"),  # no hour, no minute of a clock
    # Welsh: the hour mutated after "i" ("dri", three), eleven in three words
    ("Ateb: chwarter wedi deuddeg (12:15)", "Ateb: 12:15 (12:15)"),
    ("Ateb: chwarter i dri", "Ateb: 2:45"),
    ("Ateb: chwarter i bedwar", "Ateb: 3:45"),
    ("Ateb: hanner awr wedi tri", "Ateb: 3:30"),
    ("Ateb: chwarter wedi un ar ddeg", "Ateb: 11:15"),
    ("Ateb: deuddeg o'r gloch", "Ateb: 12:00"),
    # numbers that are no time
    ("The count fell from twenty to five.", "The count fell from twenty to five."),
    ("Half four of them.", "Half four of them."),  # British "half four" is not read as a Dutch "half vier"
    ("A quarter of the class.", "A quarter of the class."),
]


@pytest.mark.parametrize("text,spelled", SPELLED)
def test_a_time_in_words_is_its_clock_time(text, spelled):
    assert spell_times(text, word_value) == spelled


def test_a_time_in_words_is_read_before_its_numbers():
    assert spell_numbers("The movie ends at a quarter to four in the afternoon.") == "The movie ends at 3:45 in the afternoon."


_PROMPT = "A movie starts at 1:20 PM and lasts 2 hours 25 minutes. At what time does the movie end?"
JUDGED = [
    (_PROMPT, "So it ends at a quarter to four in the afternoon.", "3:45 PM", "correct"),
    (_PROMPT, "So it ends at a quarter to four in the morning.", "3:45 PM", "wrong"),  # the other half of the day
    (_PROMPT, "So it ends at a quarter past four in the afternoon.", "3:45 PM", "wrong"),
    (_PROMPT, "The movie ends at a quarter to four in the afternoon.", "15:45", "correct"),
    (_PROMPT, "It arrives at half past seven in the morning.", "7:30", "correct"),
    (_PROMPT, "Antwoord: om kwart voor vier 's middags.", "3:45 PM", "correct"),
    (_PROMPT, "Svar: filmen slutar kvart i fyra på eftermiddagen.", "3:45 PM", "correct"),
    ("Toget går kl. 14.20 og turen tar 1 time og 25 minutter. Når kommer toget fram?",
     "14.20 + 1 t 25 min = 15.45.\n\nSvar: Toget kommer fram kl. 15.45.", "15:45", "correct"),
    ("Toget går kl. 14.20 og turen tar 1 time og 25 minutter. Når kommer toget fram?",
     "Svar: Toget kommer fram kl. 15.55.", "15:45", "wrong"),
]


@pytest.mark.parametrize("prompt,completion,gold,reason", JUDGED)
def test_a_time_said_in_words_is_judged_as_its_clock_time(math_plugin, prompt, completion, gold, reason):
    assert math_plugin.explain(prompt, completion, gold)["reason"] == reason
