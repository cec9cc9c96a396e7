"""A count's answer names what it counts: "18 boys" for "How many girls …?" counts another thing the prompt counts
and is refused, as a number in another unit is; the noun asked, a noun of the question, or a bare number is paid."""

from __future__ import annotations

import pytest

from reward_plugins.math.counted_noun import other_counted

_GIRLS = "A class of 30 students has 6 more girls than boys. How many girls are in the class?"
_FRUIT = "A basket holds 3 apples and 5 pears. Tom adds 4 pears. How many pears are in the basket?"
_OF_THE = "There are 30 children: 12 boys and the rest girls. How many of the children are girls?"
_STUDENTS = "A class has 12 boys and 6 girls. How many students are in the class?"
_MORE = "A class has 18 girls and 12 boys. How many more girls than boys are there?"


@pytest.mark.parametrize("prompt, answer, other", [
    (_GIRLS, "18 boys", "boys"),
    (_GIRLS, "18 Boys.", "Boys"),
    (_GIRLS, "18 boy", "boy"),
    (_FRUIT, "9 apples", "apples"),
    (_FRUIT, "9 apple", "apple"),
    ("Ana has 4 cats, 7 dogs. How many dogs does she have?", "4 cats", "cats"),
    ("Ana has 4 cats, 7 dogs. How many dogs does she have?", "7 dogs", None),
    ("There are 5 fewer boxes than crates. There are 12 crates. How many boxes?", "7 crates", "crates"),
    (_STUDENTS, "18 boys", None),  # boys are counted beside girls, not beside the students asked
    (_GIRLS, "18 girls", None),
    (_GIRLS, "18 Girls", None),
    (_GIRLS, "18 girl", None),
    (_GIRLS, "18", None),
    (_GIRLS, "18 students", None),  # a noun counted apart from the pair may name the girls too
    (_FRUIT, "9 pears", None),
    (_OF_THE, "18 girls", None),
    (_OF_THE, "18 children", None),
    (_STUDENTS, "18 students", None),
    (_MORE, "6 girls", None),  # both nouns are words of the question
    (_MORE, "6 boys", None),
    ("What is 12 + 6?", "18 boys", None),  # no count asked
    ("Ann has 4 more stickers than Ben. Ann has 12. How many does Ben have?", "8 stickers", None),  # no noun asked
    ("Ann has 4 more stickers than her brother. How many stickers does her brother have?", "8 stickers", None),
    (_GIRLS, "18 boys and 12 girls", None),  # not one number and its noun: other rules read it
])
def test_the_counted_noun_of_a_count(prompt, answer, other):
    assert other_counted(prompt, answer) == other


@pytest.mark.parametrize("prompt, completion, gold, paid", [
    (_GIRLS, "So the class has 12 girls and 18 boys.\n\n**Answer: 18 boys**", "18", False),
    (_GIRLS, "**Answer: 18 girls**", "18", True),
    (_GIRLS, "Answer: 18", "18", True),
    (_FRUIT, "Answer: 9 apples", "9", False),
    (_FRUIT, "Answer: 9 pears", "9", True),
    (_OF_THE, "Answer: 18 girls", "18", True),
    (_STUDENTS, "Answer: 18 students", "18", True),
])
def test_a_count_of_another_noun_is_not_paid(math_plugin, prompt, completion, gold, paid):
    assert (math_plugin.explain(prompt, completion, gold)["reason"] == "correct") is paid
