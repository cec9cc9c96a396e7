"""Small arithmetic tasks with checkable answers, generated offline and seeded.

Each generator returns a `datasets.Dataset` in TRL's conversational format: a ``prompt`` column
(a list with one user message) and an ``answer`` column holding the gold answer as a string, the
column the ``math_accuracy`` reward reads. The tasks register under the entry-point group
``trl_grpo_ext.tasks``, so ``train --config`` can name them (``dataset: {task: addition}``).

Every task enumerates its finite space of distinct problems, shuffles it with ``seed`` and puts
the first ``held_out_size`` problems aside: ``split="test"`` returns those, ``split="train"``
samples only from the rest, so no held-out question is ever trained on.
"""

from __future__ import annotations

import random
from typing import Any, Iterable

# reasoning-gym's wording. SmolLM2-135M-Instruct answers it in a sentence or an equation
# ("6 - 5 = 1"), so the final number is what `math_accuracy` reads; GRPO then mostly has to make
# it answer briefly and consistently, which it learns within tens of steps.
__all__ = ["PROMPT_TEMPLATE", "SPLITS", "addition", "basic_arithmetic", "two_digit_addition"]

PROMPT_TEMPLATE = "Calculate {expression}."
SPLITS = ("train", "test")


def _problems_to_dataset(
    problems: list[tuple[str, int]],
    *,
    size: int | None,
    seed: int,
    split: str,
    held_out_size: int,
    template: str,
) -> Any:
    from datasets import Dataset

    if split not in SPLITS:
        raise ValueError(f"split must be one of {', '.join(SPLITS)}, got {split!r}")
    if size is not None and size < 1:
        raise ValueError(f"size must be a positive number of rows, got {size}")
    if not 0 < held_out_size < len(problems):
        raise ValueError(
            f"held_out_size must be between 1 and {len(problems) - 1} for this task "
            f"({len(problems)} distinct problems), got {held_out_size}"
        )
    if "{expression}" not in template:
        raise ValueError(f"template must contain '{{expression}}', got {template!r}")
    rng = random.Random(seed)
    pool = list(problems)
    rng.shuffle(pool)
    held_out, train = pool[:held_out_size], pool[held_out_size:]
    if split == "test":
        rows = held_out[:size] if size is not None else held_out
    else:
        # Draw without replacement, reshuffling each pass, so every training problem is seen
        # before any repeats.
        rows = []
        target = size if size is not None else len(train)
        while len(rows) < target:
            block = list(train)
            rng.shuffle(block)
            rows.extend(block[: target - len(rows)])
    questions = [template.format(expression=e) for e, _ in rows]
    return Dataset.from_dict(
        {
            "prompt": [[{"role": "user", "content": q}] for q in questions],
            "question": questions,
            "answer": [str(a) for _, a in rows],
        }
    )


def _pairs(left: Iterable[int], right: Iterable[int], ops: Iterable[str]) -> list[tuple[str, int]]:
    right = list(right)
    ops = list(ops)
    problems = []
    for a in left:
        for b in right:
            for op in ops:
                problems.append((f"{a} {op} {b}", a + b if op == "+" else a - b))
    return problems


def addition(
    size: int | None = None,
    seed: int = 0,
    split: str = "train",
    held_out_size: int = 40,
    template: str = PROMPT_TEMPLATE,
) -> Any:
    """Single-digit addition, ``a + b`` with ``a, b`` in 0..9 (100 distinct problems).

    Args:
        size (`int`, *optional*):
            Number of rows. Train rows cycle through the training problems in a fresh random
            order each pass; `None` gives every problem of the split once.
        seed (`int`, *optional*, defaults to `0`):
            Seeds both the held-out choice and the order.
        split (`str`, *optional*, defaults to `"train"`):
            `"train"` or `"test"` (the held-out problems).
        held_out_size (`int`, *optional*, defaults to `40`):
            How many distinct problems are kept for `"test"`.
        template (`str`, *optional*):
            The user message; ``{expression}`` is replaced by e.g. ``3 + 4``.

    Returns:
        `datasets.Dataset`: columns ``prompt`` (conversational), ``question`` and ``answer``.

    Example:
        >>> ds = addition(size=3, seed=1)
        >>> ds.column_names
        ['prompt', 'question', 'answer']
        >>> q, a = ds[0]["question"], ds[0]["answer"]
        >>> x, y = q.removeprefix("Calculate ").removesuffix(".").split(" + ")
        >>> int(x) + int(y) == int(a)
        True
    """
    return _problems_to_dataset(
        _pairs(range(10), range(10), "+"),
        size=size, seed=seed, split=split, held_out_size=held_out_size, template=template,
    )


def two_digit_addition(
    size: int | None = None,
    seed: int = 0,
    split: str = "train",
    held_out_size: int = 100,
    template: str = PROMPT_TEMPLATE,
) -> Any:
    """Two-digit addition, ``a + b`` with ``a, b`` in 10..99 (8100 distinct problems).

    Args:
        size (`int`, *optional*): number of rows (see [`addition`]).
        seed (`int`, *optional*, defaults to `0`): seeds the held-out choice and the order.
        split (`str`, *optional*, defaults to `"train"`): `"train"` or `"test"`.
        held_out_size (`int`, *optional*, defaults to `100`): distinct problems kept for `"test"`.
        template (`str`, *optional*): the user message around ``{expression}``.

    Returns:
        `datasets.Dataset`: columns ``prompt``, ``question`` and ``answer``.

    Example:
        >>> ds = two_digit_addition(split="test", seed=0)
        >>> len(ds), ds[0]["prompt"][0]["role"]
        (100, 'user')
    """
    return _problems_to_dataset(
        _pairs(range(10, 100), range(10, 100), "+"),
        size=size, seed=seed, split=split, held_out_size=held_out_size, template=template,
    )


def basic_arithmetic(
    size: int | None = None,
    seed: int = 0,
    split: str = "train",
    held_out_size: int = 100,
    template: str = PROMPT_TEMPLATE,
) -> Any:
    """Two single-digit terms joined by ``+`` or ``-``, e.g. ``Calculate 3 - 7.`` (200 distinct problems).

    The easiest setting of reasoning-gym's ``basic_arithmetic`` without parentheses (2 terms,
    1 digit, ``+`` and ``-``): terms in 0..9, so results run from -9 to 18.

    Args:
        size (`int`, *optional*): number of rows (see [`addition`]).
        seed (`int`, *optional*, defaults to `0`): seeds the held-out choice and the order.
        split (`str`, *optional*, defaults to `"train"`): `"train"` or `"test"`.
        held_out_size (`int`, *optional*, defaults to `100`): distinct problems kept for `"test"`.
        template (`str`, *optional*): the user message around ``{expression}``.

    Returns:
        `datasets.Dataset`: columns ``prompt``, ``question`` and ``answer``.

    Example:
        >>> train, test = basic_arithmetic(seed=3), basic_arithmetic(seed=3, split="test")
        >>> len(train), len(test), set(train["question"]) & set(test["question"])
        (100, 100, set())
        >>> basic_arithmetic(size=1, seed=0, template="What is {expression}?")[0]["question"]
        'What is 3 + 6?'
    """
    return _problems_to_dataset(
        _pairs(range(10), range(10), "+-"),
        size=size, seed=seed, split=split, held_out_size=held_out_size, template=template,
    )
