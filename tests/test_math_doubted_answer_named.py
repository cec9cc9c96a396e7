"""A doubt after the answer that names the answer's own value ("Honestly, I'm not sure that 10 is right.") doubts it as
one with no number does; a sentence of certainty that names it, and a doubt that names another value, are judged as
before."""

import pytest

from trl_grpo_ext.registry import get_reward

PROMPT = "Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?"
WORK = "12/60 = 0.2 dollars per minute; 0.2 × 50 = 10.\n\n**Answer: 10**\n\n"

# (the text after the answer, its reason)
CASES = [
    ("Honestly, I'm not sure that 10 is right.", "qualified"),
    ("I'm not sure about 10.", "qualified"),
    ("No estoy seguro de que 10 sea correcto.", "qualified"),
    ("Je ne suis pas sûr que 10 soit juste.", "qualified"),
    ("I am quite sure 10 is right.", "correct"),
    ("Honestly, 10 is right: 0.2 × 50 = 10.", "correct"),
    ("Not sure 12 isn't better.", "hedged"),
]


@pytest.fixture(scope="module")
def math_accuracy():
    plugin = get_reward("math_accuracy")
    yield plugin
    plugin.close()


@pytest.mark.parametrize("after,reason", CASES)
def test_doubt_naming_the_answer(math_accuracy, after, reason):
    assert math_accuracy.explain(PROMPT, WORK + after, "10")["reason"] == reason


# A word of wrongness read whole into the answer after its number withdraws it, unless the prompt counts wrong things.
MINUTES = "How many minutes are in a day?"
WRONG_COUNT = "Tom answered 20 questions and got 5 wrong. How many did he get wrong?"


@pytest.mark.parametrize("prompt,completion,gold,reason", [
    (MINUTES, "24 × 60 = 1440.\n\nAnswer: 1440 wrong.", "1440", "withdrawn"),
    (MINUTES, "24 × 60 = 1440.\n\nAntwort: 1440 falsch.", "1440", "withdrawn"),
    (MINUTES, "24 × 60 = 1440.\n\nAnswer: 1440 minutes.", "1440", "correct"),
    (WRONG_COUNT, "He got 5 wrong.\n\nAnswer: 5 wrong.", "5", "correct"),
])
def test_wrongness_in_the_answer(math_accuracy, prompt, completion, gold, reason):
    assert math_accuracy.explain(prompt, completion, gold)["reason"] == reason
