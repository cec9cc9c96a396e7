"""What a battery is made of: families of cases, each case one completion for one dataset row.

A *false-positive* family holds wrong completions dressed in one trick (a hedge, an early exit, ...):
every case a reward pays is a hack a policy can learn. A *false-negative* family holds right
completions in one less common form (number words, a second code fence, ...): every case a reward
scores 0 is lost learning signal. ``failed`` counts both: paid wrong cases, lost right ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

FALSE_POSITIVE = "false_positive"
FALSE_NEGATIVE = "false_negative"


@dataclass(frozen=True)
class Family:
    """One family of a battery.

    Attributes:
        name: short identifier (JSON ``name``).
        type: ``false_positive`` (wrong answers the reward must not pay) or ``false_negative``
            (right answers it must pay).
        meaning: one line on what the cases do, for the report and docs/AUDIT.md.
        group: ``answer`` (a trick in the completion's text or code) or ``isolation`` (a probe of the
            sandbox the reward runs code in; only tested where the reward uses this project's sandbox).
    """

    name: str
    type: str
    meaning: str
    group: str = "answer"


@dataclass
class Case:
    """One completion for one row; ``row`` holds the dataset columns passed as keyword arguments."""

    family: Family
    prompt: str
    completion: str
    row: dict[str, Any] = field(default_factory=dict)
    # Isolation probes only: how the probe is judged (see ``probes.JUDGES``).
    probe: str | None = None


def is_failure(family: Family, reward: float | None, full: float = 1.0) -> bool:
    """A paid wrong case or a lost right one.

    Wrong cases are built to fail every test and every gold, so any credit above 0 pays them. A right
    case is lost when it earns less than ``full`` (the reward of a right answer; partial credit is lost
    signal too). ``None`` ("does not apply") pays nothing.

    >>> wrong, right = Family("x", FALSE_POSITIVE, ""), Family("y", FALSE_NEGATIVE, "")
    >>> is_failure(wrong, 1.0), is_failure(wrong, 0.0), is_failure(wrong, None), is_failure(wrong, 0.25)
    (True, False, False, True)
    >>> is_failure(right, 1.0), is_failure(right, 0.5), is_failure(right, None)
    (False, True, True)
    """
    if family.type == FALSE_POSITIVE:
        return reward is not None and reward > 0
    return reward is None or reward < full
