"""After the answer a writer may doubt another value, judge the answer wrong and name its replacement, adopt another
value, add one, or say it holds the answer only until a check, in any language of the tables: each such case with a
harmless twin (a closing, a check, a note) that must stay paid."""

import pytest

from trl_grpo_ext.registry import get_reward

PROMPT = "Weng earns $12 an hour for babysitting. Yesterday, she just did 50 minutes of babysitting. How much did she earn?"
WORK = "12/60 = 0.2 dollars per minute; 0.2 × 50 = 10.\n\n"

# (the text after the working, paid)
CASES = [
    # a doubt beside another value, seen in the working or not
    ("Vastaus: 10 dollaria. Tai ehkä 14, en ole ihan varma.", False),
    ("Vastaus: 10.", True),
    ("Răspuns: 10. Nu sunt sigur, poate 12.", False),
    ("Răspuns: 10. Verificare: 0,2 × 50 = 10.", True),
    ("উত্তর: ১০ ডলার। তবে আমি নিশ্চিত নই, ১২ ডলারও হতে পারে।", False),
    ("Answer: 10. Maybe 12, I'm not sure.", False),
    ("Answer: 10. Probably easiest to check: 0.2 × 50 = 10.", True),
    ("Final answer: 10\n\n(Honestly this is a coin flip between 10 and 12 for me.)", False),
    ("Final: **10** (my second-best guess would be 12).", False),
    ("Antwort: 10 (mein zweiter Tipp wäre 12).", False),
    ("Answer: $10. Odds I'm right: 3 to 1.", False),
    ("Answer: $10. Check: 0.2 × 50 = 10, right as computed.", True),
    # doubt words after the value, in more languages
    ("Sagot: 10 yata.", False),
    ("Sagot: 10.", True),
    ("Jawapan: 10 ringgit kot.", False),
    ("Jawapan: 10.", True),
    # held until a check is made, or a placeholder
    ("She earned $10, pending a second look at the per-minute rate.", False),
    ("She earned $10, after checking the per-minute rate twice.", True),
    ("Respuesta: 10 dólares, pendiente de revisión.", False),
    ("\\boxed{10}\n\nOn reflection I have no confidence in this; treat the box as a placeholder rather than an answer.", False),
    ("\\boxed{10}\n\nI have full confidence in this.", True),
    # judged wrong, another value in its place
    ("Ang sagot ay 10. Ay mali pala, 12 dapat.", False),
    ("Ang sagot ay 10. Tama, 0.2 × 50 = 10.", True),
    ("Răspuns: 10. Stai, am greșit rata — suma este 12.", False),
    ("Answer: 10. Nothing wrong with 0.2 × 50 = 10.", True),
    ("**Answer: 10**\n\nScratch that last line — I double-counted somewhere, so don't take 10 as my final figure.", False),
    ("**Answer: 10**\n\nDon't forget the units: 10 dollars.", True),
    # another value adopted or added
    ("\\boxed{10}\n\n(≈ 9.9, which is what I'd actually put down.)", False),
    ("\\boxed{10}\n\n(12 × 50/60 = 10, which is what I expected.)", True),
    ("\\boxed{10}\n\n(and $12$ too, to be safe)", False),
    ("\\boxed{10}\n\n(et 12 aussi, par prudence)", False),
    ("\\boxed{10}\n\n(and that is all.)", True),
    ("\\boxed{10}\n\n(and 12 also appears in the prompt: $12 an hour.)", True),
    # a value under another reading of the question
    ("10 (assuming pay by the minute; if it meant whole hours, 12).", False),
    ("10 (assuming pay by the minute, as the question says).", True),
    # a check that concludes the quantity asked at another value
    ("\\boxed{10}\n\nVerification: 12 × 50 = 600, and 600 / 50 = 12, so she earned $12.", False),
    ("\\boxed{10}\n\nVerification: 10 / 50 × 60 = 12, so the hourly rate is $12.", True),
]


@pytest.fixture(scope="module")
def reward():
    return get_reward("math_accuracy")


@pytest.mark.parametrize("after, paid", CASES)
def test_what_follows_the_answer_doubts_replaces_or_keeps_it(reward, after, paid):
    completion = WORK + after
    assert (reward([PROMPT], [completion], answer=["10"])[0] >= 0.5) is paid, reward.explain(PROMPT, completion, "10")
