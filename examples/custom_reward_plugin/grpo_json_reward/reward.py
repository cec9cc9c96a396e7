"""``json_answer``: reward a completion that ends with a JSON object holding the required keys."""

from __future__ import annotations

import json
from typing import Any, Sequence

from reward_plugins.base import Outcome, RewardPlugin

# Only the tail of a completion is searched, and only this many opening braces are tried, so a
# long or adversarial completion costs bounded time.
MAX_TAIL_CHARS = 8192
MAX_ATTEMPTS = 64


class JsonAnswer(RewardPlugin):
    """JSON answer: 1.0 if the completion ends with a JSON object holding the required keys, else 0.0.

    The last JSON value in the completion that runs to its end (trailing whitespace and a closing
    code fence allowed) is parsed. Reasons (reported as ``json_answer/<reason>`` rates):
    ``valid`` (1.0); ``missing_keys``, ``not_an_object`` (the final JSON is a list, number...),
    ``no_json``, ``empty`` (blank completion), ``malformed`` (no text), all 0.0.

    Args:
        required_keys (`list[str]`, *optional*, defaults to `["answer"]`):
            Keys the object must have.
        cache_size (`int`, *optional*, defaults to `0`):
            Result cache entries (parsing is cheap: off by default).

    Example:

    >>> reward = JsonAnswer(required_keys=["answer"])
    >>> reward(prompts=["q"] * 4, completions=[
    ...     'It is 6*7.\\n{"answer": 42}',
    ...     '```json\\n{"result": 42}\\n```',
    ...     "[42]",
    ...     "forty-two",
    ... ])
    [1.0, 0.0, 0.0, 0.0]
    >>> sorted(reward.outcomes.items())
    [('missing_keys', 1), ('no_json', 1), ('not_an_object', 1), ('valid', 1)]
    """

    name = "json_answer"

    def __init__(self, required_keys: Sequence[str] = ("answer",), cache_size: int = 0):
        if isinstance(required_keys, str) or not all(isinstance(k, str) and k for k in required_keys):
            raise ValueError(f"required_keys must be a list of key names, e.g. ['answer'], got {required_keys!r}")
        super().__init__(cache_size)
        self.required_keys = tuple(required_keys)

    def score(self, texts: Sequence[str | None], rows: Sequence[dict[str, Any]]) -> list[Outcome]:
        return [self._score_one(text) for text in texts]

    def _score_one(self, text: str | None) -> Outcome:
        if text is None:
            return Outcome(0.0, "malformed")
        if not text.strip():
            return Outcome(0.0, "empty")
        found, value = final_json(text)
        if not found:
            return Outcome(0.0, "no_json")
        if not isinstance(value, dict):
            return Outcome(0.0, "not_an_object")
        if any(key not in value for key in self.required_keys):
            return Outcome(0.0, "missing_keys")
        return Outcome(1.0, "valid")


def final_json(text: str) -> tuple[bool, Any]:
    """The JSON value that ends ``text`` (a closing code fence and whitespace may follow).

    Returns:
        `tuple[bool, Any]`: ``(True, value)`` if one was found, else ``(False, None)``.

    Example:

    >>> final_json('so the result is {"a": [1, 2]}  ')
    (True, {'a': [1, 2]})
    >>> final_json("no json here")
    (False, None)
    """
    tail = text[-MAX_TAIL_CHARS:].rstrip()
    if tail.endswith("```"):
        tail = tail[:-3].rstrip()
    decoder = json.JSONDecoder()
    starts = [i for i, ch in enumerate(tail) if ch in "{["]
    # The earliest start that parses to the very end is the outermost value.
    for start in starts[:MAX_ATTEMPTS] if len(starts) <= MAX_ATTEMPTS else starts[-MAX_ATTEMPTS:]:
        try:
            value, end = decoder.raw_decode(tail, start)
        except json.JSONDecodeError:
            continue
        if end == len(tail):
            return True, value
    return False, None
