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
    # Isolation probes: a check on the host after the call (returns a reason when harm was done).
    after: Any = None


def is_failure(family: Family, reward: float | None, paid_above: float = 0.0) -> bool:
    """A paid wrong case or a lost right one. A reward above ``paid_above`` pays; ``None`` ("does not
    apply") and penalties do not. Wrong cases are built to fail every test and every gold, so any
    credit at all is a payment.

    >>> fam = Family("x", FALSE_POSITIVE, "")
    >>> is_failure(fam, 1.0), is_failure(fam, 0.0), is_failure(fam, None), is_failure(fam, 0.25)
    (True, False, False, True)
    """
    paid = reward is not None and reward > paid_above
    return paid if family.type == FALSE_POSITIVE else not paid
