"""The order in which verification items reach the workers: each worker keeps to one gold while it has items.

A worker caches what it parses, so the items of one gold (a GRPO group's distinct answers) given
to one worker parse that gold once per call, not once per worker. A driver (the thread that
speaks to one worker) takes the next item of the gold it worked on last; when that gold has
none, the oldest gold no other driver has taken from; and only when there is none, an item of
another driver's gold, so no worker waits while items are left. Items may arrive while drivers
take them (the caller reads the next completions meanwhile).

>>> s = Schedule()
>>> for i, gold in enumerate(["a", "b", "a", "b"]):
...     s.put(i, (gold, "answer"))
>>> s.close()
>>> first, second = object(), object()
>>> [s.take(first, None)[0], s.take(second, None)[0], s.take(first, "a")[0], s.take(second, "b")[0]]
[0, 1, 2, 3]
>>> s.take(first, "a") is None
True
"""

from __future__ import annotations

import threading
from collections import deque
from typing import Hashable, Iterable


class Schedule:
    """Items ``(index, task)`` (``task[0]`` is the gold) for drivers to take; thread-safe."""

    def __init__(self) -> None:
        self._by_gold: dict[Hashable, deque] = {}  # golds with items left, oldest first
        self._taken_by: dict[Hashable, object] = {}  # the driver that took a gold's first item
        self._cond = threading.Condition()
        self._closed = False  # no more items will come
        self._cancelled = False  # the call failed: items put from now on are dropped

    def put(self, index: int, task: tuple) -> None:
        with self._cond:
            if self._cancelled:
                return
            self._by_gold.setdefault(task[0], deque()).append((index, task))
            self._cond.notify()

    def put_back(self, items: Iterable[tuple[int, tuple]]) -> None:
        """Items a driver took but could not finish (its worker was replaced): first in line again."""
        with self._cond:
            for index, task in reversed(list(items)):
                self._by_gold.setdefault(task[0], deque()).appendleft((index, task))
            self._cond.notify_all()

    def close(self) -> None:
        """No more items will be put: drivers stop when none are left."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def cancel(self) -> None:
        """Drop the items left and close (the call failed or was interrupted)."""
        with self._cond:
            self._by_gold.clear()
            self._closed = self._cancelled = True
            self._cond.notify_all()

    def take(self, driver: object, gold: Hashable, wait: bool = True) -> tuple[int, tuple] | None:
        """The next item for ``driver``, whose worker last had ``gold``; ``None`` when closed and none
        is left, or (``wait=False``) when none is there now."""
        with self._cond:
            while True:
                item = self._pick(driver, gold)
                if item is not None or self._closed or not wait:
                    return item
                self._cond.wait()

    def _pick(self, driver: object, gold: Hashable) -> tuple[int, tuple] | None:
        if gold not in self._by_gold:
            gold = next((g for g in self._by_gold if self._taken_by.get(g, driver) is driver), None)
            if gold is None:
                gold = next(iter(self._by_gold), None)  # every gold left is another driver's: help with it
            if gold is None:
                return None
        self._taken_by.setdefault(gold, driver)
        items = self._by_gold[gold]
        item = items.popleft()
        if not items:
            del self._by_gold[gold]
        return item
