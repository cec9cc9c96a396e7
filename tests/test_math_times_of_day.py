"""A time of day is one instant: its half of the day is part of it, said in words (in any language
the reader knows) or by the 24-hour clock. A wrong half is never paid; a bare time against a gold
that says its half is not paid either (it could be either half)."""

from __future__ import annotations

import pytest

from reward_plugins.math.clock import asked_clock, clock_minutes, committed_time, same_time

PROMPT = "A flight departs at 10:20 AM and lasts 5 hours 25 minutes. At what time does it land?"

# (completion, gold, paid)
CASES = [
    ("The flight lands at 3:45 PM.", "3:45 PM", True),
    # German "am" before a part of the day is "in the", no "a.m."
    ("Antwort: Er landet um 3:45 am Nachmittag.", "3:45 PM", True),
    ("Antwort: Er landet um 3:45 am Abend.", "3:45 AM", False),
    ("Antwort: Er landet um 3:45 am Morgen.", "3:45 AM", True),
    ("Antwort: Er landet um Viertel vor vier am Nachmittag.", "3:45 PM", True),
    ("The flight lands at 3:45 am.", "3:45 PM", False),
    ("The flight lands at 3:45 AM.", "3:45 PM", False),
    ("The flight lands at 3:45 a.m.", "3:45 \\text{ PM}", False),
    ("The flight lands at 15:45.", "3:45 PM", True),
    ("The flight lands at 3:45 PM.", "15:45", True),
    ("The flight lands at 3:45 AM.", "15:45", False),
    ("The flight lands at 03:45.", "3:45 PM", False),
    ("The flight lands at 3:45 in the afternoon.", "3:45 PM", True),
    ("The flight lands at 3:45 in the morning.", "3:45 PM", False),
    ("Respuesta: llega a las 7:30 p. m.", "19:30", True),
    ("Respuesta: llega a las 7:30 a. m.", "19:30", False),
    ("Réponse : il arrive à 7:30 du soir.", "19:30", True),
    ("答：下午3:45", "15:45", True),
    ("答：上午3:45", "15:45", False),
    ("答え：午後3:45", "3:45 PM", True),
    ("답: 오후 3:45", "3:45 PM", True),
    ("답: 오전 3:45", "3:45 PM", False),
    # The hour and minutes in CJK words: the half of the day said before them, or the 24-hour clock
    ("答：飞机下午3点45分降落。", "15:45", True),
    ("答：飞机上午3点45分降落。", "15:45", False),
    ("答：飞机下午3点46分降落。", "15:45", False),
    ("答え：15時45分", "15:45", True),
    ("答え：午前3時45分", "15:45", False),
    ("答え：15時50分", "15:45", False),
    ("정답: 오후 3시 45분", "15:45", True),
    ("정답: 오전 3시 45분", "15:45", False),
    ("정답: 3시 45분", "15:45", False),
    # A time said to be about so, with its half of the day or after a label's colon, is no committed answer
    ("答え：15時45分ごろ", "15:45", False),
    ("答え：15:45頃", "15:45", False),
    ("答：飞机大约下午3点45分降落。", "15:45", False),
    ("정답: 약 오후 3시 45분", "15:45", False),
    ("정답: 오후 3시 45분경", "15:45", False),
    ("The flight lands at around 3:45 PM.", "3:45 PM", False),
    ("Réponse : il arrive vers 15 h 45.", "15:45", False),
    ("Antwort: Er landet gegen 15:45.", "15:45", False),
    ("Respuesta: llega hacia las 3:45 p. m.", "15:45", False),
    ("Antwort: Er landet um 15:45.", "15:45", True),
    ("答え：15:45", "15:45", True),
    # The gold says its half, the answer does not: either half could be meant, so it is not paid.
    ("The flight lands at 3:45.", "3:45 PM", False),
    ("The flight lands at 3:45.", "15:45", False),
    # A gold that leaves its half unsaid is a time on the clock face: either half matches it.
    ("The flight lands at 3:45 PM.", "3:45", True),
    ("The flight lands at 15:45.", "3:45", True),
    ("The flight lands at 3:50 PM.", "3:45 PM", False),
    # "15 h 45", "12 h 15": the 24-hour clock as French writes it says its half by its hour
    ("Arrivée : 15 h 45", "3:45 PM", True),
    ("Arrivée : 3 h 45", "3:45 PM", False),
    ("Arrivée : 12 h 15", "12:15 PM", True),
    ("Arrivée : 0 h 15", "12:15 PM", False),
    ("Arrivée : 12 h 15", "12:15 AM", False),
    # "3.45 pm": a dot between hour and minutes where the half of the day follows
    ("The flight lands at 3.45 pm.", "15:45", True),
    ("The flight lands at 3.45 a.m.", "15:45", False),
    ("The flight lands at 3.50 pm.", "15:45", False),
    # the half of the day in Greek, Arabic, Hindi, Turkish, Indonesian and Vietnamese words
    ("Απάντηση: 3:45 μ.μ.", "15:45", True),
    ("Απάντηση: 3:45 π.μ.", "15:45", False),
    ("الإجابة: 3:45 مساءً", "15:45", True),
    ("الإجابة: 3:45 صباحًا", "15:45", False),
    ("उत्तर: शाम 3:45 बजे", "15:45", True),
    ("उत्तर: सुबह 3:45 बजे", "15:45", False),
    ("Cevap: öğleden sonra 3:45", "15:45", True),
    # a dot for the colon after a word for "at" a time, or before a word for "o'clock"
    ("Cevap: 15.45'te varır.", "15:45", True),
    # Vietnamese hours and minutes, and a short preposition the reading kept
    ("Đáp số: 15 giờ 45 phút", "15:45", True),
    ("Đáp số: 15 giờ 46 phút", "15:45", False),
    ("Ответ: в 15:45.", "15:45", True),
    ("Ответ: в 15:46.", "15:45", False),
    # in a sentence, its hour and minutes are the time written, not two values
    ("Réponse : il arrive à 15 h 45.", "15:45", True),
    ("Réponse : il arrive à 15h45.", "15:45", True),
    ("Réponse : il arrive à 15 h 46.", "15:45", False),
    ("Réponse : il arrive à 3 h 45.", "15:45", False),
    ("Réponse : il arrive à 14 h 105, soit 15 h 45.", "15:45", False),
]


@pytest.mark.parametrize("completion,gold,paid", CASES, ids=[f"{c[1]}|{c[0][-24:]}" for c in CASES])
def test_a_time_is_paid_only_in_the_golds_half_of_the_day(math_plugin, completion, gold, paid):
    result = math_plugin.explain(PROMPT, completion, gold)
    assert (result["outcome"] == 1.0) == paid, result


@pytest.mark.parametrize("written,minutes", [
    ("3:45 PM", (945, True)), ("3:45 p.m.", (945, True)), ("下午3:45", (945, True)), ("오전 12:30", (30, True)),
    ("12:30 PM", (750, True)), ("15:45", (945, True)), ("00:30", (30, True)), ("03:45", (225, True)),
    ("3:45", (225, False)), ("12:30", (750, False)), ("15:45 PM", None), ("3:75", None), ("3/4", None),
    ("3.45 pm", (945, True)), ("3.45", None),
    ("12 h 15", (735, True)), ("9h05", (545, True)), ("0 h 15", (15, True)), ("2 h 30 min", None),  # a duration
])
def test_a_time_reads_as_minutes_after_midnight_and_whether_its_half_is_said(written, minutes):
    assert clock_minutes(written) == minutes


def test_a_time_about_so_is_the_answer_where_an_estimate_is_asked(math_plugin):
    prompt = "Estimate the time the flight lands if it departs at 10:20 AM and lasts about 5 and a half hours."
    assert math_plugin.explain(prompt, "It lands at around 3:50 PM.", "3:50 PM")["outcome"] == 1.0
    assert math_plugin.explain(prompt, "It lands at around 3:50 AM.", "3:50 PM")["outcome"] == 0.0


def test_the_committed_hour_is_read_with_its_minutes_and_half():
    text = "Respuesta: llega a las 7:30 p. m."
    assert committed_time(text, "7", 0, 24) == ("7:30 PM", len(text), True)
    assert committed_time(text, "7", 0, 10) == ("7", 10, False)  # a time after the commitment is not the one committed to
    assert committed_time("Answer: 42", "42", 0, 10) == ("42", 10, False)


def test_an_unsaid_half_matches_only_a_gold_that_leaves_it_unsaid():
    assert same_time((225, False), (945, True))
    assert not same_time((945, True), (225, False))


_ES_24 = "Un reloj marca las 23:50. ¿Qué hora marcará 25 minutos después? Responde en formato de 24 horas."


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    # a time on the other clock than the one asked is the wrong form, in any language
    (_ES_24, "23:50 + 25 min = 24:15.\n\nRespuesta: 12:15 a. m.", "00:15", False),
    (_ES_24, "23:50 + 25 min = 24:15.\n\nRespuesta: 00:15", "00:15", True),
    ("Il est 23:50. Quelle heure sera-t-il 25 minutes plus tard ? Réponds au format 24 heures.", "Réponse : 12:15 a.m.", "00:15", False),
    ("Il est 23:50. Quelle heure sera-t-il 25 minutes plus tard ? Réponds au format 24 heures.", "Réponse : 00:15", "00:15", True),
    ("Es ist 14:50 Uhr. Wie spät ist es 25 Minuten später? Antworte im 24-Stunden-Format.", "Antwort: 3:15 PM", "15:15", False),
    ("Es ist 14:50 Uhr. Wie spät ist es 25 Minuten später? Antworte im 24-Stunden-Format.", "Antwort: 15:15", "15:15", True),
    ("Сейчас 14:50. Который час будет через 25 минут? Ответь в 24-часовом формате.", "Ответ: 3:15 дня", "15:15", False),
    ("现在是14:50，25分钟后是几点？用24小时制回答。", "答：下午3:15", "15:15", False),
    ("现在是14:50，25分钟后是几点？用24小时制回答。", "答：15:15", "15:15", True),
    ("Sekarang pukul 14:50. Pukul berapa 25 menit kemudian? Jawab dalam format 24 jam.", "Jawaban: 3:15 PM", "15:15", False),
    ("It is 11:50 PM. What time is it 25 minutes later? Give the time in 12-hour format.", "Answer: 00:15", "12:15 AM", False),
    ("It is 11:50 PM. What time is it 25 minutes later? Give the time in 12-hour format.", "Answer: 12:15 AM", "12:15 AM", True),
    # "24 hours later" is a duration, no clock asked: either clock is paid
    ("A clock shows 14:00. What time will it show 24 hours later?", "Answer: 2:00 PM", "14:00", True),
    ("Un reloj marca las 14:00. ¿Qué hora marcará 24 horas después?", "Respuesta: 2:00 p. m.", "14:00", True),
])
def test_a_time_on_the_other_clock_than_the_one_asked_is_not_paid(math_plugin, prompt, completion, gold, paid):
    result = math_plugin.explain(prompt, completion, gold)
    assert (result["outcome"] == 1.0) == paid, result


@pytest.mark.parametrize("prompt, clock", [
    ("Responde en formato de 24 horas.", "clock24"), ("Antworte im 24-Stunden-Format.", "clock24"),
    ("Réponds au format 24 heures.", "clock24"), ("Ответь в 24-часовом формате.", "clock24"), ("用24小时制回答。", "clock24"),
    ("24時間制で答えよ。", "clock24"), ("24시간제로 답하시오.", "clock24"), ("Trả lời theo định dạng 24 giờ.", "clock24"),
    ("به فرمت ۲۴ ساعته پاسخ دهید.", "clock24"), ("Odpowiedz w formacie 24-godzinnym.", "clock24"), ("Usa el reloj de 24 horas.", "clock24"),
    ("Give the time in 12-hour format.", "clock12"),
    ("What time will the clock show 24 hours later?", None), ("¿Qué hora marcará 24 horas después?", None),
    ("时钟显示14:00，24小时后显示几点？", None), ("Convert 15:30 from 24-hour time to 12-hour time.", None),
])
def test_the_clock_a_prompt_asks_for_in_any_language(prompt, clock):
    assert asked_clock(prompt) == clock


_ARRIVE = "A bus leaves at 10:55 AM and the ride takes 2 hours and 35 minutes. At what time does the bus arrive?"


@pytest.mark.parametrize("completion, gold, reason", [
    # a bracket after a time answer that writes another time is a second value; the same time again is none
    ("Answer: 12:15 [12:30]", "12:15", "value_after"),
    ("Answer: 12:15 [12:30 PM]", "12:15", "value_after"),
    ("Answer: 12:15 (12:30)", "12:15", "value_after"),
    ("Answer: 12:15 [or 12:30]", "12:15", "wrong"),
    ("Answer: 12:15 [12:15]", "12:15", "correct"),
    ("Answer: 13:30 [1:30 PM]", "13:30", "correct"),
    ("Answer: 1:30 PM [13:30]", "1:30 PM", "correct"),
    # the time said again in words on the same clock face, its half the digits'
    ("**The bus arrives at 1:30 PM (half past one).**", "1:30 PM", "correct"),
    ("Answer: 1:30 PM (half past one)", "1:30 PM", "correct"),
    ("The bus arrives at 13:30, half past one.", "13:30", "correct"),
    ("**The bus arrives at 1:30 PM (half past two).**", "1:30 PM", "wrong"),
    ("Answer: 1:30 PM (a quarter to two)", "1:30 PM", "value_after"),
    ("**The bus arrives at 1:30 AM (half past one).**", "1:30 PM", "wrong"),
    ("**The bus arrives at 1:30 PM (half past one).**", "2:30 PM", "wrong"),
])
def test_a_time_said_after_a_time_answer_must_be_that_time(math_plugin, completion, gold, reason):
    completion = "10:55 + 2:35 = 13:30, which is 1:30 PM.\n\n" + completion
    assert math_plugin.explain(_ARRIVE, completion, gold)["reason"] == reason


@pytest.mark.parametrize("completion, reason", [
    ("Tweġiba: fl-4:15 ta' wara nofsinhar (16:15).", "correct"),  # Maltese: in the afternoon
    ("Tweġiba: fl-4:15 ta' filgħaxija.", "correct"),  # in the evening
    ("Tweġiba: fl-4:15 ta' filgħodu.", "wrong"),  # in the morning
])
def test_the_maltese_words_give_a_time_its_half_of_the_day(math_plugin, completion, reason):
    prompt = "Il-vapur jitlaq fis-1:45 ta' wara nofsinhar u l-vjaġġ idum sagħtejn u 30 minuta. F'liema ħin jasal?"
    assert math_plugin.explain(prompt, "1:45 + 2:30 = 4:15\n\n" + completion, "4:15 \\text{ p.m.}")["reason"] == reason
