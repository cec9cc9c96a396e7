"""What follows the final commitment (placeholder while the rules move)."""

from __future__ import annotations


def said_after(reading, gold_answer: str):
    return None
