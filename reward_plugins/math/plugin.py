"""``math_accuracy``: 1.0 when a completion's final answer equals the gold answer, else 0.0."""

from __future__ import annotations

import itertools
import re
import threading
import warnings
from functools import lru_cache
from typing import Any, Hashable, NamedTuple, Sequence

from reward_plugins.base import Outcome, RewardPlugin, completion_text, prompt_text
from reward_plugins.math import reading as reading_module
from reward_plugins.math.boxes import box
from reward_plugins.math.clock import clock_minutes, same_time
from reward_plugins.math.extract import MAX_SCAN_CHARS, PRESETS
from reward_plugins.math.gold import Gold, read_gold
from reward_plugins.math.known_words import load_common_words
from reward_plugins.math.numbers import numbers_match, parse_number
from reward_plugins.math.one_language import LIST_LANGUAGES
from reward_plugins.math.rules import Compare, Decision, committed, decide
from reward_plugins.math.spelling import spelling, word_answer
from reward_plugins.math.spoken_numbers import load_spoken_numbers
from reward_plugins.math.verify import VerifyPool
from reward_plugins.math.worker import check

_MAX_WARNED_GOLDS = 10_000
_NOT_PLAIN = re.compile(r"\d[eE][-+]?\d|[A-Za-z}][ \t]{0,2}(?:\^|²|³)")
# "x = 42", "k_1 = 3/4": an assignment, whose value math-verify compares against a plain gold.
_ASSIGNMENT = re.compile(r"[A-Za-z](?:_\{?[A-Za-z0-9]{1,8}\}?)?[ \t]{0,3}=[ \t]{0,3}([^=<>]{1,80})")
# "[-3, 2)": an interval with integer endpoints, which math-verify parses slowly (tens of ms) and
# compares as sympy does: equal only with the same brackets and endpoints.
_INTEGER_INTERVAL = re.compile(r"[ \t]*([\[(])[ \t]*(-?\d{1,6})[ \t]*,[ \t]*(-?\d{1,6})[ \t]*([\])])[ \t]*")


def _integer_interval(text: str) -> tuple[str, int, int, str] | None:
    """The brackets and endpoints of ``text`` when it is one interval with integer endpoints, the
    lower below the upper (sympy makes ``(3, 1)`` and ``[2, 2)`` the empty set, equal to each other)."""
    m = _INTEGER_INTERVAL.fullmatch(text)
    if m is None or int(m.group(2)) >= int(m.group(3)):
        return None
    return m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)


_ON_ITS_OWN = object()  # the key of a row that cannot be cached (an unhashable gold)


class BadGoldWarning(UserWarning):
    """A gold answer that cannot be read. Turn it into an error with
    ``warnings.simplefilter("error", BadGoldWarning)``."""


class MathAccuracy(RewardPlugin):
    r"""Math answer accuracy: 1.0 if the final answer equals the gold answer (math-verify, gold first), else 0.0.

    Each completion is read once into a :class:`~reward_plugins.math.reading.Reading` (the text a
    reader sees after ``</think>``, normalised once; the final commitment and what follows it; the
    form, unit, estimate and options the prompt asks for) and judged by one table of named rules,
    in order (:mod:`reward_plugins.math.rules`): the first rule that decides gives the outcome, and
    the last, ``equivalent``, hands the pair to math-verify's ``verify`` (gold first). Each row is
    read and judged whole in a persistent pool of worker processes, with a hard deadline per row, so
    the reading runs on as many cores as there are workers and no row can hang the call. Only what
    provably gives math-verify's result is decided without it: two plain numbers, an answer spelled
    exactly like the gold, word answers, times of day and intervals with integer endpoints. Rows
    alike are judged once per call, and results (timeouts included) are cached by row, and in each
    worker by gold and answer, so the repeats of a GRPO group cost nothing after the first time.
    :meth:`explain` says which rule decided one completion and what was read
    (``trl-grpo-ext explain math_accuracy``).

    No reward without a single committed answer to the question asked: several values offered
    (``hedged``), the question's expression given back (``restated``) or an operation left undone
    (``unevaluated``), another form than the one the prompt asks for (``wrong_form``), words to a
    grader or turns the completion writes itself (``injected``), and, after the answer, another
    value concluded (``value_after``), a withdrawal (``withdrawn``) or an estimate (``qualified``).
    docs/MATH.md lists every rule with an example.

    Reads the dataset column ``gold_column`` (default ``answer``): a plain value (``42``),
    LaTeX (``$\frac{3}{4}$``), one or several ``\boxed{}`` or a GSM8K solution ending in ``#### 72``.

    Outcome reasons (reported as ``math_accuracy/<reason>`` rates through TRL's ``log_metric``):
    ``correct`` (1.0); ``wrong``, ``hedged`` (several values offered for one), ``restated``,
    ``unevaluated``, ``wrong_form``, ``injected`` (words addressed to the grader, see
    :mod:`reward_plugins.math.injection`), ``value_after``, ``withdrawn``, ``qualified``, ``no_answer``
    (nothing extracted, or the reasoning never closed its ``<think>``), ``parse_error``
    (math-verify cannot read the answer), ``timeout`` (the item overran ``deadline``),
    ``too_large`` / ``crashed`` (the worker ran out of memory or died), ``bad_gold`` (the gold
    cannot be read: a :class:`BadGoldWarning` naming the row and value is issued the first time
    each such gold is seen), ``empty`` (blank completion), ``malformed`` (no text: ``None`` or
    non-string content), all 0.0.

    Args:
        gold_column (`str`, *optional*, defaults to `"answer"`):
            Dataset column with the gold answer.
        extraction (`str`, *optional*, defaults to `"auto"`):
            One of ``auto``, ``boxed``, ``gsm8k``, ``answer_tag``, ``answer_is``, ``last_number``.
        float_rounding (`int`, *optional*, defaults to `6`):
            Decimals kept when a decimal number is compared (math-verify's ``float_rounding``).
        numeric_precision (`int`, *optional*, defaults to `15`):
            math-verify's ``numeric_precision`` for numeric evaluation of expressions.
        rel_tol (`float` or `None`, *optional*, defaults to `None`):
            Also accept numbers within this relative tolerance of the gold.
        strict (`bool`, *optional*, defaults to `True`):
            math-verify's ``strict``: variables must match (``f(x)`` is not ``f(y)``) and a set is
            not a tuple. ``False`` matches variables by position and lets sets equal tuples.
        allow_set_relation_comp (`bool`, *optional*, defaults to `False`):
            math-verify's ``allow_set_relation_comp``: also let a relation answer equal a set gold
            (``-2 \le x \le 7`` for ``x \in [-2, 7]``); by default only a set answer may equal a
            relation gold.
        deadline (`float`, *optional*, defaults to `5.0`):
            Seconds one row may take once a worker has it; then its worker is killed and replaced.
        workers (`int`, *optional*, defaults to `2`):
            Worker processes that read and judge the rows (started on first need, kept across calls).
        max_scan_chars (`int`, *optional*, defaults to `32768`):
            Only the last this many characters of a completion are read.
        cache_size (`int`, *optional*, defaults to `65536`):
            Entries in the result cache (0 disables it).

    Example:

    >>> from trl_grpo_ext.registry import get_reward
    >>> reward = get_reward("math_accuracy")
    >>> reward(
    ...     prompts=["2+2?", "3/4 as a decimal?", "Total?", "?"],
    ...     completions=["So 2+2 = 4. The answer is 4.", "\\boxed{0.75}", "I first got 1,234. #### 1,243", "no idea"],
    ...     answer=["4", "$\\frac{3}{4}$", "Step... #### 1234", "7"],
    ... )
    [1.0, 1.0, 0.0, 0.0]
    >>> dict(reward.outcomes)
    {'correct': 2, 'wrong': 1, 'no_answer': 1}
    >>> reward.close()
    """

    name = "math_accuracy"
    columns = ("answer",)
    transient = ("_pool", "_pool_lock")

    def __init__(
        self,
        gold_column: str = "answer",
        extraction: str = "auto",
        float_rounding: int = 6,
        numeric_precision: int = 15,
        rel_tol: float | None = None,
        strict: bool = True,
        allow_set_relation_comp: bool = False,
        deadline: float = 5.0,
        workers: int = 2,
        max_scan_chars: int = MAX_SCAN_CHARS,
        cache_size: int = 65536,
    ):
        if extraction not in PRESETS:
            raise ValueError(f"extraction={extraction!r} is not a preset; choose one of {', '.join(PRESETS)}")
        if not isinstance(gold_column, str) or not gold_column:
            raise ValueError(f"gold_column must be a column name, got {gold_column!r}")
        if not isinstance(float_rounding, int) or float_rounding < 0:
            raise ValueError(f"float_rounding must be an int >= 0, got {float_rounding!r}")
        if rel_tol is not None and not rel_tol >= 0:
            raise ValueError(f"rel_tol must be None or >= 0, got {rel_tol!r}")
        if not deadline > 0:
            raise ValueError(f"deadline must be > 0 seconds, got {deadline!r}")
        if not isinstance(workers, int) or workers < 1:
            raise ValueError(f"workers must be an int >= 1, got {workers!r}")
        if max_scan_chars < 1:
            raise ValueError(f"max_scan_chars must be >= 1, got {max_scan_chars!r}")
        super().__init__(cache_size)
        self.gold_column = gold_column
        self.extraction = extraction
        self.float_rounding = float_rounding
        self.numeric_precision = numeric_precision
        self.rel_tol = rel_tol
        self.strict = strict
        self.allow_set_relation_comp = allow_set_relation_comp
        self.deadline = float(deadline)
        self.workers = workers
        self.max_scan_chars = max_scan_chars
        self._options = (float_rounding, numeric_precision, rel_tol, strict, allow_set_relation_comp, self.deadline)
        self._warned_golds: set[str] = set()
        self._pool: VerifyPool | None = None
        self._pool_lock: threading.Lock | None = threading.Lock()

    def required_columns(self) -> tuple[str, ...]:
        return (self.gold_column,)

    # scoring -------------------------------------------------------------------------------
    def score(self, texts: Sequence[str | None], rows: Sequence[dict[str, Any]]) -> list[Outcome]:
        reasons: list[str | None] = [None] * len(texts)
        pending: dict[Hashable, list[int]] = {}  # distinct rows for the workers, in the order found
        options = self._judge_options

        def to_judge():
            """Each row's task the first time a row alike is found (a GRPO group's repeats are judged once); the
            workers judge it while the next rows are looked up."""
            for i in self._reading_order(rows):
                text, row = texts[i], rows[i]
                raw_gold, prompt = row.get(self.gold_column), row.get("prompt") or ""
                key: Hashable = (text, prompt, raw_gold)
                try:
                    repeat = key in pending
                except TypeError:  # an unhashable gold (a list): judged on its own, not cached
                    key, repeat = (_ON_ITS_OWN, i), False
                if repeat:
                    pending[key].append(i)
                    continue
                cached = self.cache.get(key) if key[0] is not _ON_ITS_OWN else None
                if cached is not None:
                    reasons[i] = cached
                else:
                    pending[key] = [i]
                    yield RowTask(raw_gold if key[0] is not _ON_ITS_OWN else repr(raw_gold), options, text, prompt, raw_gold)

        tasks = to_judge()
        first_task = next(tasks, None)
        bad_rows: dict[int, Any] = {}
        if first_task is not None:
            judged = self._get_pool().check(itertools.chain([first_task], tasks))
            for key, reason in zip(pending, judged):
                if reason != "crashed" and key[0] is not _ON_ITS_OWN:  # a crash may not repeat; a timeout would: kept
                    self.cache.put(key, reason)
                    for _ in pending[key][1:]:
                        self.cache.get(key)  # the lookups the repeats stand for: the hit rate counts them as hits
                for i in pending[key]:
                    reasons[i] = reason
                    if reason == "bad_gold":
                        bad_rows[i] = rows[i].get(self.gold_column)
        for i in sorted(bad_rows):
            self._warn_bad_gold(i, bad_rows[i])
        return [Outcome(1.0 if r == "correct" else 0.0, r) for r in reasons]  # type: ignore[arg-type]

    @property
    def _judge_options(self) -> tuple:
        """The arguments that change a row's judgement, from which a worker builds its judge."""
        return (("extraction", self.extraction), ("float_rounding", self.float_rounding),
                ("numeric_precision", self.numeric_precision), ("rel_tol", self.rel_tol), ("strict", self.strict),
                ("allow_set_relation_comp", self.allow_set_relation_comp), ("max_scan_chars", self.max_scan_chars))

    def judge(self, text: str | None, raw_gold: Any, prompt: str = "") -> str:
        """One row's reason, judged in this process (what a worker runs for each row): read, decided by the rules,
        and compared by math-verify where they leave it."""
        reason, key = self._score_in_process(text, raw_gold, prompt)
        if reason is None:
            _, gold, answer, cancelled = key
            reason = check(gold, box(answer), self.float_rounding, self.numeric_precision, self.strict, self.rel_tol,
                           self.allow_set_relation_comp, cancelled)
            self.cache.put(key, reason)
        return reason

    def _reading_order(self, rows: Sequence[dict[str, Any]]) -> list[int]:
        """The rows whose gold is not a plain number first: their pairs are the ones math-verify
        usually judges, so the workers start on them while the other rows are read."""
        plain: dict[Any, bool] = {}

        def last_if_plain(i: int) -> bool:
            raw_gold = rows[i].get(self.gold_column)
            try:
                if raw_gold not in plain:
                    gold = read_gold(raw_gold)
                    plain[raw_gold] = gold is not None and parse_number(gold.answer) is not None
                return plain[raw_gold]
            except TypeError:  # an unhashable gold (a list)
                return False

        return sorted(range(len(rows)), key=last_if_plain)

    def _score_in_process(self, text: str | None, raw_gold: Any, prompt: str = "") -> tuple[str | None, tuple | None]:
        """The row's reason where it is decided here (``None``: math-verify decides), and the cache key
        of the pair it compares (``None``: a rule decided before any comparison)."""
        rule, decision = self._decide(text, raw_gold, prompt)
        if isinstance(decision, Decision):
            return decision.reason, None
        key = (self._options, decision.gold.document, decision.answer, decision.cancelled)
        cached = self.cache.get(key)
        if cached is not None:
            return cached, key
        reason = None if decision.cancelled else self._decide_here(decision.gold, decision.answer)
        if reason is not None:
            self.cache.put(key, reason)
        return reason, key

    def _decide(self, text: str | None, raw_gold: Any, prompt: str) -> tuple[str, Decision | Compare]:
        """The rule that decides the row, and its decision: the completion read once, judged by the rules in order."""
        return decide(reading_module.read(text, prompt, self.extraction, self.max_scan_chars), read_gold(raw_gold))

    def explain(self, prompt: Any, completion: Any, answer: Any) -> dict[str, Any]:
        """Why one completion scores what it does: ``outcome`` (its reward), ``reason`` (the outcome's
        metric name), ``rule`` (the rule of :mod:`reward_plugins.math.rules` that decided), ``detail``
        (what the rule saw), ``gold`` (the gold as read) and ``reading`` (the reading's fields).
        ``prompt`` and ``completion`` may be text or chat messages, as TRL passes them."""
        text, prompt = completion_text(completion), prompt_text(prompt)
        reading = reading_module.read(text, prompt, self.extraction, self.max_scan_chars)
        gold = read_gold(answer)
        rule, decision = decide(reading, gold)
        reading, _ = committed(reading, gold)  # the fields as judged: a day, a date or "none" read for its gold
        if isinstance(decision, Decision):
            reason, detail = decision.reason, decision.detail
        else:
            reason = (None if decision.cancelled else self._decide_here(decision.gold, decision.answer)) or self._get_pool().check(
                [(decision.gold.document, box(decision.answer), self.float_rounding, self.numeric_precision,
                  self.strict, self.rel_tol, self.allow_set_relation_comp, decision.cancelled)])[0]
            detail = f"math-verify compares gold {decision.gold.answer!r} with answer {decision.answer!r}"
        return {
            "outcome": 1.0 if reason == "correct" else 0.0, "reason": reason, "rule": rule, "detail": detail,
            "gold": gold.answer if gold is not None else None, "reading": reading.fields(),
        }

    def _decide_here(self, gold: Gold, answer: str) -> str | None:
        """A reason when the pair is settled without math-verify, exactly as it would settle it."""
        if not gold.whole:
            return None
        gold_words, answer_words = word_answer(gold.answer), word_answer(answer)
        if gold_words is not None and answer_words is not None:
            return "correct" if gold_words == answer_words else "wrong"
        if spelling(gold.answer) == spelling(answer):
            return "correct"  # spelled alike ("12:00"), whatever math-verify makes of it
        gold_interval, answer_interval = _integer_interval(gold.answer), _integer_interval(answer)
        if gold_interval is not None and answer_interval is not None:
            return "correct" if gold_interval == answer_interval else "wrong"
        gold_time, answer_time = clock_minutes(gold.answer), clock_minutes(answer)
        if gold_time is not None and answer_time is not None:
            return "correct" if same_time(gold_time, answer_time) else "wrong"  # "15:45" is "3:45 PM"
        gold_number = parse_number(gold.answer)
        if gold_number is None:
            return None
        assignment = _ASSIGNMENT.fullmatch(answer.strip())
        answer_number = parse_number(assignment.group(1) if assignment else answer)
        if answer_number is None:
            return None
        if _NOT_PLAIN.search(answer) or _NOT_PLAIN.search(gold.answer):
            return None  # "2e-3", "5 m^2": math-verify reads these as products with symbols
        # Two plain numbers: compare here, without a process hop (math-verify's rule, with our percent
        # and significant-digit conventions: see numbers_match).
        same = numbers_match(gold_number, answer_number, self.float_rounding, self.rel_tol)
        return "correct" if same else "wrong"

    def _warn_bad_gold(self, row: int, value: Any) -> None:
        shown = repr(value)
        if len(shown) > 200:
            shown = shown[:200] + "..."
        if shown in self._warned_golds or len(self._warned_golds) >= _MAX_WARNED_GOLDS:
            return
        self._warned_golds.add(shown)
        warnings.warn(
            f"{self.name}: row {row} of the batch has a gold answer in column {self.gold_column!r} that "
            f"cannot be read as math: {shown}. Rows with this gold score 0 (reason 'bad_gold').",
            BadGoldWarning,
            stacklevel=4,
        )

    # the process pool ----------------------------------------------------------------------
    def _get_pool(self) -> VerifyPool:
        with self._pool_lock:  # type: ignore[union-attr]
            if self._pool is None or not self._pool.owned:
                self._pool = VerifyPool(self.workers, self.deadline, warm_up=f"{__name__}:warm_up")
            return self._pool

    def close(self) -> None:
        """Stop the verification workers now (they also stop at interpreter exit)."""
        if self._pool is not None and self._pool.owned:
            self._pool.close()
        self._pool = None

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self._pool_lock = threading.Lock()

    def __repr__(self) -> str:
        return (
            f"MathAccuracy(gold_column={self.gold_column!r}, extraction={self.extraction!r}, "
            f"strict={self.strict}, deadline={self.deadline}, workers={self.workers})"
        )


class RowTask(NamedTuple):
    """One row for a worker to judge whole (:meth:`MathAccuracy.judge`). The gold comes first: the pool keeps the
    rows of one gold on one worker, which parses the gold once."""

    gold: Hashable
    options: tuple
    text: str | None
    prompt: str
    raw_gold: Any

    def run(self) -> str:
        return _judge(self.options).judge(self.text, self.raw_gold, self.prompt)


@lru_cache(maxsize=8)
def _judge(options: tuple) -> MathAccuracy:
    """The judge a worker keeps for each set of options it is asked with (its result cache lives as long)."""
    return MathAccuracy(**dict(options))


def warm_up() -> None:
    """Load the reader's word tables and compile its common paths, so a worker's first rows do not pay for them
    inside their deadline."""
    load_common_words(LIST_LANGUAGES)  # and the languages a sentence after the answer is read in
    load_spoken_numbers()
    judge = MathAccuracy(workers=1, cache_size=0)
    for completion in ("So 6 * 7 = 42.\n\nThe answer is $\\boxed{42}$.", "Final answer: 41, I think. Hope this helps!"):
        judge.judge(completion, "42", "What is 6 times 7?")
