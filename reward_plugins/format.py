r"""Format and length shaping rewards: think/answer tags, one boxed answer, a soft overlong penalty.

A format bonus for the mere presence of a marker is gamed within a few GRPO steps (replies
become ``\boxed{} \boxed{} ...``). These rewards pay only for a well-formed, non-empty, single
final answer, and the length penalty never rewards being short, only being near the limit.
Use them next to an accuracy reward with a small weight, not instead of it.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from reward_plugins.base import Outcome, RewardPlugin
from reward_plugins.math.boxes import find_boxed

_TAGS = ("<think>", "</think>", "<answer>", "</answer>")
# LaTeX that renders as nothing: a box holding only these is empty.
_INVISIBLE_LATEX = re.compile(
    r"\\(?:text|mathrm|mathbf|textbf|displaystyle|quad|qquad|hspace|phantom|mbox)\b|\\[,;:! ]|[\s{}$~.]"
)
_BOXED_TOKEN = re.compile(r"\\(?:boxed|fbox)(?![A-Za-z])")
_EMPTY_BOX = re.compile(r"\\(?:boxed|fbox)[ \t]{0,8}\{[ \t]{0,8}\}")


def _visible(latex: str) -> bool:
    return bool(_INVISIBLE_LATEX.sub("", latex))


def _has_content(answer: str) -> bool:
    """A letter or digit that is not LaTeX spacing or an empty box (``\\boxed{}`` says nothing)."""
    return any(c.isalnum() for c in _INVISIBLE_LATEX.sub("", _EMPTY_BOX.sub("", answer)))


class ThinkAnswerFormat(RewardPlugin):
    r"""Think/answer format: 1.0 for exactly ``<think>reasoning</think><answer>answer</answer>``, else 0.0.

    Well-formed means: each of the four tags exactly once, in that order, nothing but
    whitespace before ``<think>``, between ``</think>`` and ``<answer>`` and after
    ``</answer>``, some reasoning in the think block, and an answer with at least one letter
    or digit that is not LaTeX spacing or an empty ``\boxed{}``. Reasons: ``well_formed``,
    ``missing_tag``, ``repeated_tag``, ``text_outside``, ``empty_think``, ``empty_answer``,
    ``empty`` (blank completion), ``malformed`` (no text).

    Args:
        think_prefilled (`bool`, *optional*, defaults to `False`):
            The chat template already opened ``<think>`` in the prompt (as reasoning models'
            templates do), so the completion starts inside the think block; an extra
            ``<think>`` is then a repeated tag.

    Example:

    >>> reward = ThinkAnswerFormat()
    >>> reward(prompts=["q"] * 4, completions=[
    ...     "<think>6*7</think>\n<answer>42</answer>",
    ...     "<think>6*7</think><answer> </answer>",
    ...     "<think>a</think><answer>1</answer><answer>2</answer>",
    ...     "42",
    ... ])
    [1.0, 0.0, 0.0, 0.0]
    >>> ThinkAnswerFormat(think_prefilled=True)(prompts=["q"], completions=["6*7</think><answer>42</answer>"])
    [1.0]
    """

    name = "think_answer_format"

    def __init__(self, think_prefilled: bool = False, cache_size: int = 0):
        super().__init__(cache_size)
        self.think_prefilled = bool(think_prefilled)

    def score(self, texts: Sequence[str | None], rows: Sequence[dict[str, Any]]) -> list[Outcome]:
        outcomes = []
        for text in texts:
            reason = self._check(text)
            outcomes.append(Outcome(1.0 if reason == "well_formed" else 0.0, reason))
        return outcomes

    def _check(self, text: str | None) -> str:
        if text is None:
            return "malformed"
        if not text.strip():
            return "empty"
        s = ("<think>" + text if self.think_prefilled else text).strip()
        counts = [s.count(tag) for tag in _TAGS]
        if any(c > 1 for c in counts):
            return "repeated_tag"
        if any(c == 0 for c in counts):
            return "missing_tag"
        close_think, open_answer = s.index("</think>"), s.index("<answer>")
        close_answer = s.index("</answer>")
        if not (s.startswith("<think>") and close_think < open_answer < close_answer and s.endswith("</answer>")):
            return "text_outside"
        if s[close_think + len("</think>") : open_answer].strip():
            return "text_outside"
        if not s[len("<think>") : close_think].strip():
            return "empty_think"
        if not _has_content(s[open_answer + len("<answer>") : close_answer]):
            return "empty_answer"
        return "well_formed"


class SingleBoxedAnswer(RewardPlugin):
    r"""One boxed answer: 1.0 when the completion holds exactly one ``\boxed{...}`` and it is not empty, else 0.0.

    Counted: every ``\boxed`` / ``\fbox`` in the text, closed or not, nested or not. Empty: the
    box renders as nothing (only spaces, braces, ``\text{}``, ``\quad``, ...). Reasons:
    ``single_boxed``, ``no_boxed``, ``multiple_boxed``, ``unclosed_boxed``, ``empty_boxed``,
    ``empty`` (blank completion), ``malformed`` (no text).

    Example:

    >>> reward = SingleBoxedAnswer()
    >>> reward(prompts=["q"] * 5, completions=[
    ...     "6*7 = 42, so \\boxed{42}.",
    ...     "\\boxed{} \\boxed{} \\boxed{}",
    ...     "\\boxed{ \\text{} }",
    ...     "\\boxed{41} no wait \\boxed{42}",
    ...     "the answer is 42",
    ... ])
    [1.0, 0.0, 0.0, 0.0, 0.0]
    """

    name = "single_boxed_answer"

    def __init__(self, cache_size: int = 0):
        super().__init__(cache_size)

    def score(self, texts: Sequence[str | None], rows: Sequence[dict[str, Any]]) -> list[Outcome]:
        outcomes = []
        for text in texts:
            reason = self._check(text)
            outcomes.append(Outcome(1.0 if reason == "single_boxed" else 0.0, reason))
        return outcomes

    @staticmethod
    def _check(text: str | None) -> str:
        if text is None:
            return "malformed"
        if not text.strip():
            return "empty"
        tokens = sum(1 for _ in _BOXED_TOKEN.finditer(text))
        if tokens == 0:
            return "no_boxed"
        if tokens > 1:
            return "multiple_boxed"
        boxed = find_boxed(text)
        if not boxed:
            return "unclosed_boxed"
        return "single_boxed" if _visible(boxed[0].content) else "empty_boxed"


def overlong_penalty(length: int, max_length: int, cache_length: int) -> float:
    """DAPO's soft overlong penalty (Eq. 13), the same values as TRL's ``get_soft_overlong_punishment``.

    0 up to ``max_length - cache_length``, then linear down to -1 at ``max_length``, -1 beyond.

    >>> [overlong_penalty(n, 100, 20) for n in (80, 90, 100, 101)]
    [0.0, -0.5, -1.0, -1.0]
    """
    start = max_length - cache_length
    if length <= start:
        return 0.0
    if length <= max_length:
        return (start - length) / cache_length
    return -1.0


class SoftOverlongPenalty(RewardPlugin):
    r"""DAPO soft overlong penalty: 0 up to ``max_length - cache_length``, linear to -1 at ``max_length``, -1 beyond.

    Length is counted in tokens when TRL passes ``completion_ids`` (it always does in
    training), else in characters of the completion text (``unit`` can force either). The
    penalty never rewards a short reply, so it cannot be gamed by stopping early; it only
    discourages running into the generation limit, where replies are truncated. Reasons:
    ``within_limit``, ``soft_zone``, ``over_limit``, ``malformed`` (no text and no ids: 0.0).

    Args:
        max_length (`int`):
            The length limit, usually ``GRPOConfig.max_completion_length``.
        cache_length (`int` or `None`, *optional*, defaults to `None`):
            Width of the linear zone before the limit; ``None`` means a quarter of ``max_length``.
        unit (`str`, *optional*, defaults to `"auto"`):
            ``auto`` (tokens when ``completion_ids`` are given, else characters), ``tokens`` or ``chars``.

    Example:

    >>> penalty = SoftOverlongPenalty(max_length=100, cache_length=20)
    >>> penalty(prompts=["q"] * 3, completions=["a", "b", "c"], completion_ids=[[1] * 50, [1] * 90, [1] * 120])
    [0.0, -0.5, -1.0]
    >>> penalty(prompts=["q"], completions=["x" * 95])  # no ids: characters
    [-0.75]
    """

    name = "soft_overlong_penalty"
    _UNITS = ("auto", "tokens", "chars")

    def __init__(self, max_length: int, cache_length: int | None = None, unit: str = "auto", cache_size: int = 0):
        if not isinstance(max_length, int) or isinstance(max_length, bool) or max_length < 1:
            raise ValueError(
                f"max_length must be a positive int (the generation limit, e.g. GRPOConfig.max_completion_length), "
                f"got {max_length!r}"
            )
        if cache_length is None:
            cache_length = max(1, max_length // 4)
        if not isinstance(cache_length, int) or not 0 < cache_length <= max_length:
            raise ValueError(f"cache_length must be an int in [1, max_length={max_length}], got {cache_length!r}")
        if unit not in self._UNITS:
            raise ValueError(f"unit={unit!r}; choose one of {', '.join(self._UNITS)}")
        super().__init__(cache_size)
        self.max_length = max_length
        self.cache_length = cache_length
        self.unit = unit

    def __call__(self, prompts, completions, completion_ids=None, **kwargs) -> list[float | None]:
        if self.unit == "tokens" and completion_ids is None:
            raise ValueError(f"{self.name} with unit='tokens' needs completion_ids (TRL passes them in training)")
        ids = None if self.unit == "chars" or completion_ids is None else [list(x) for x in completion_ids]
        # The ids travel as a per-row column, so concurrent calls share no state.
        return super().__call__(prompts, completions, completion_ids, _completion_ids=ids, **kwargs)

    def score(self, texts: Sequence[str | None], rows: Sequence[dict[str, Any]]) -> list[Outcome]:
        outcomes = []
        for text, row in zip(texts, rows):
            ids = row.get("_completion_ids")
            if ids is not None:
                length = len(ids)
            elif text is None:
                outcomes.append(Outcome(0.0, "malformed"))
                continue
            else:
                length = len(text)
            penalty = overlong_penalty(length, self.max_length, self.cache_length)
            reason = "within_limit" if penalty == 0 else ("over_limit" if length > self.max_length else "soft_zone")
            outcomes.append(Outcome(penalty, reason))
        return outcomes
