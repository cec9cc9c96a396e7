"""The arithmetic task generators: TRL's conversational format, correct gold answers, a held-out split
that never leaks into training, determinism per seed, and clear errors."""

import re

import pytest

from trl_grpo_ext.setup import tasks
from trl_grpo_ext.registry import TASKS

GENERATORS = {"addition": tasks.addition, "two_digit_addition": tasks.two_digit_addition, "basic_arithmetic": tasks.basic_arithmetic}
QUESTION = re.compile(r"^Calculate (-?\d+) ([+-]) \(?(-?\d+)\)?\.$")


def solve(question: str) -> int:
    a, op, b = QUESTION.match(question).groups()
    return int(a) + int(b) if op == "+" else int(a) - int(b)


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_rows_are_conversational_prompts_with_correct_gold_answers(name):
    ds = GENERATORS[name](size=50, seed=0)
    assert ds.column_names == ["prompt", "question", "answer"]
    assert len(ds) == 50
    for row in ds:
        (message,) = row["prompt"]
        assert message["role"] == "user"
        assert row["question"] in message["content"]
        assert int(row["answer"]) == solve(row["question"])


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_held_out_questions_never_appear_in_training(name):
    test = GENERATORS[name](seed=5, split="test")
    train = GENERATORS[name](size=3000, seed=5, split="train")
    assert len(set(test["question"])) == len(test)
    assert not set(test["question"]) & set(train["question"])


def test_registered_task_names_build_the_same_datasets():
    assert {"addition", "two_digit_addition", "basic_arithmetic"} <= set(TASKS.names())
    assert TASKS.get("basic_arithmetic", size=8, seed=2)["question"] == tasks.basic_arithmetic(size=8, seed=2)["question"]


def test_same_seed_same_rows_other_seed_other_split():
    a = tasks.basic_arithmetic(size=30, seed=1)
    assert a["question"] == tasks.basic_arithmetic(size=30, seed=1)["question"]
    assert set(tasks.basic_arithmetic(seed=1, split="test")["question"]) != set(
        tasks.basic_arithmetic(seed=2, split="test")["question"]
    )


def test_training_rows_cover_every_problem_before_repeating():
    # addition: 100 problems, 40 held out -> 60 training problems
    train = tasks.addition(size=120, seed=0)
    first, second = train["question"][:60], train["question"][60:]
    assert len(set(first)) == 60 and set(first) == set(second)
    assert len(tasks.addition(seed=0)) == 60  # size=None: each training problem once


def test_basic_arithmetic_covers_every_single_digit_pair_and_both_operators():
    questions = list(tasks.basic_arithmetic(seed=0)["question"]) + list(tasks.basic_arithmetic(seed=0, split="test")["question"])
    assert len(set(questions)) == 10 * 10 * 2
    assert "Calculate 0 - 9." in questions and "Calculate 9 + 9." in questions


def test_template_wraps_the_question():
    ds = tasks.addition(size=2, template="What is {expression}? Reply with a number.")
    content = ds[0]["prompt"][0]["content"]
    assert re.fullmatch(r"What is \d \+ \d\? Reply with a number\.", content)


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"split": "validation"}, "split must be one of train, test"),
        ({"size": 0}, "size must be a positive"),
        ({"held_out_size": 100}, "held_out_size must be between 1 and 99"),
        ({"template": "no placeholder"}, "must contain '{expression}'"),
    ],
)
def test_bad_arguments_name_the_problem(kwargs, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        tasks.addition(**kwargs)
