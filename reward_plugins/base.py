"""What every reward plugin shares: TRL's call signature, outcome accounting, a result cache.

A plugin subclasses :class:`RewardPlugin` and implements :meth:`RewardPlugin.score`, which sees
plain completion texts and one dict of dataset columns per row, and returns one
:class:`Outcome` per row. The base class turns TRL's arguments (plain or conversational
completions, column lists) into that form, checks the columns the plugin reads, counts the
outcome reasons and reports their rates through TRL's ``log_metric`` so they reach wandb.
"""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections import Counter, OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Hashable, Sequence

# Keyword arguments TRL passes to every reward function that are not dataset columns.
TRL_EXTRA_KWARGS = frozenset({"trainer_state", "log_extra", "log_metric"})


@dataclass(frozen=True)
class Outcome:
    """The score of one row and why it got it (``reason`` becomes a metric name)."""

    reward: float | None
    reason: str


class ColumnError(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


def completion_text(completion: Any) -> str | None:
    """The text of one completion, plain or conversational; ``None`` if it holds no text.

    >>> completion_text("42")
    '42'
    >>> completion_text([{"role": "assistant", "content": "The answer is 7."}])
    'The answer is 7.'
    >>> completion_text(b"caf\\xe9") is not None
    True
    >>> completion_text(None) is None
    True
    """
    if isinstance(completion, str):
        return completion
    if isinstance(completion, (bytes, bytearray)):
        return bytes(completion).decode("utf-8", errors="replace")
    if isinstance(completion, dict):
        return completion_text(completion.get("content"))
    if isinstance(completion, (list, tuple)):
        # Conversational: concatenate the assistant turns (TRL gives one, tools may add more).
        parts = [
            completion_text(m)
            for m in completion
            if not (isinstance(m, dict) and m.get("role") not in (None, "assistant"))
        ]
        parts = [p for p in parts if p is not None]
        return "\n".join(parts) if parts else None
    return None


def prompt_text(prompt: Any) -> str:
    """The text of one prompt, plain or conversational (every message's content); ``""`` if none.

    >>> prompt_text([{"role": "system", "content": "Be brief."}, {"role": "user", "content": "2+2?"}])
    'Be brief.\\n2+2?'
    """
    if isinstance(prompt, str):
        return prompt
    if isinstance(prompt, dict):
        return prompt_text(prompt.get("content"))
    if isinstance(prompt, (list, tuple)):
        return "\n".join(t for t in (prompt_text(m) for m in prompt) if t)
    return ""


class LRUCache:
    """A bounded, thread-safe mapping with hit/miss counters."""

    def __init__(self, maxsize: int = 65536):
        self.maxsize = maxsize
        self._data: OrderedDict[Hashable, Any] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: Hashable, default: Any = None) -> Any:
        with self._lock:
            if key in self._data:
                self._data.move_to_end(key)
                self.hits += 1
                return self._data[key]
            self.misses += 1
            return default

    def put(self, key: Hashable, value: Any) -> None:
        if self.maxsize <= 0:
            return
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.maxsize:
                self._data.popitem(last=False)

    @property
    def hit_rate(self) -> float:
        total = self.hits + self.misses
        return self.hits / total if total else 0.0

    def __len__(self) -> int:
        return len(self._data)

    def __getstate__(self):
        return {"maxsize": self.maxsize}  # a pickled plugin starts with an empty cache

    def __setstate__(self, state):
        self.__init__(state["maxsize"])


class RewardPlugin(ABC):
    """Base class of a reward plugin with TRL's reward signature.

    Subclasses set ``name`` (the registry key and TRL's metric name), ``columns`` (the dataset
    columns they read; required ones raise a clear error when missing) and implement
    :meth:`score`. Options are constructor keyword arguments, documented in the subclass
    docstring. Attributes listed in ``transient`` (pools, locks) are dropped when pickling and
    rebuilt lazily, so a plugin can be shipped to another process.
    """

    name: ClassVar[str] = "reward"
    columns: ClassVar[tuple[str, ...]] = ()
    transient: ClassVar[tuple[str, ...]] = ()

    def __init__(self, cache_size: int = 65536):
        self.cache = LRUCache(cache_size)
        self.outcomes: Counter[str] = Counter()

    # TRL looks up ``__name__`` for metric names; instances have none by default.
    @property
    def __name__(self) -> str:
        return self.name

    def required_columns(self) -> tuple[str, ...]:
        """Columns that must be present (may depend on options, e.g. a renamed gold column)."""
        return self.columns

    @abstractmethod
    def score(self, texts: Sequence[str | None], rows: Sequence[dict[str, Any]]) -> list[Outcome]:
        """Score completions: ``texts[i]`` is ``None`` when completion i held no text."""

    def __call__(self, prompts, completions, completion_ids=None, **kwargs) -> list[float | None]:
        log_metric: Callable[[str, float], None] | None = kwargs.get("log_metric")
        columns = {k: v for k, v in kwargs.items() if k not in TRL_EXTRA_KWARGS}
        missing = [c for c in self.required_columns() if c not in columns]
        if missing:
            raise ColumnError(
                f"reward {self.name!r} needs dataset column(s) {missing}; the batch has "
                f"{sorted(columns) or 'no columns'} (besides 'prompt'). Rename your column or set the "
                f"plugin's column option."
            )
        n = len(completions)
        rows = [{k: _row_value(v, i) for k, v in columns.items()} for i in range(n)]
        for i, row in enumerate(rows):
            row.setdefault("prompt", prompt_text(_row_value(prompts, i)))
        texts = [completion_text(c) for c in completions]
        outcomes = self.score(texts, rows)
        if len(outcomes) != n:
            raise RuntimeError(f"reward {self.name!r} returned {len(outcomes)} outcomes for {n} completions")
        self.outcomes.update(o.reason for o in outcomes)
        if log_metric is not None and n:
            self.report(log_metric, Counter(o.reason for o in outcomes), n)
        return [o.reward for o in outcomes]

    def report(self, log_metric: Callable[[str, float], None], batch: Counter, n: int) -> None:
        """Report this batch's outcome rates and the cache hit rate through TRL's ``log_metric``."""
        for reason in sorted(set(batch) | set(self.outcomes)):
            log_metric(f"{self.name}/{reason}", batch.get(reason, 0) / n)
        log_metric(f"{self.name}/cache_hit_rate", self.cache.hit_rate)

    def __getstate__(self):
        state = self.__dict__.copy()
        for attr in self.transient:
            state[attr] = None
        return state

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self.name!r})"


def _row_value(column: Any, i: int) -> Any:
    """Row i of a column TRL passed (a list per column); scalars apply to every row."""
    if isinstance(column, (list, tuple)):
        return column[i] if i < len(column) else None
    return column
