"""The statistics of the scheme study: pass@k from n samples, paired differences over seeds, steps to a target.

Pure functions on plain lists, so ``bench/learning.py`` stays about running and the numbers can be
tested on their own.
"""

from __future__ import annotations

import math
import statistics

__all__ = ["pass_at_k_curve", "paired_difference", "steps_to_reach", "T_975"]

# Two-sided 95% quantiles of Student's t for 1..10 degrees of freedom (seeds - 1).
T_975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228}


def pass_at_k_curve(successes: list[int], n: int, k_max: int | None = None) -> list[float]:
    """Mean unbiased pass@k over prompts for k = 1..k_max, from ``successes[i]`` correct of ``n`` samples of prompt i.

    The estimator of Chen et al. (2021, the HumanEval paper): ``1 - C(n - c, k) / C(n, k)`` per prompt.

    >>> pass_at_k_curve([0, 1, 4], n=4)
    [0.4166666666666667, 0.5, 0.5833333333333334, 0.6666666666666666]
    >>> pass_at_k_curve([2], n=4, k_max=2)
    [0.5, 0.8333333333333334]
    """
    k_max = n if k_max is None else k_max
    if not successes or not 1 <= k_max <= n or any(not 0 <= c <= n for c in successes):
        raise ValueError(f"need 0 <= successes <= n and 1 <= k_max <= n; got n={n}, k_max={k_max}, {successes[:5]}")
    curve = []
    for k in range(1, k_max + 1):
        per_prompt = [1.0 - (math.comb(n - c, k) / math.comb(n, k)) for c in successes]
        curve.append(sum(per_prompt) / len(per_prompt))
    return curve


def paired_difference(arm: dict[int, float], peer: dict[int, float]) -> dict:
    """Mean of ``arm[seed] - peer[seed]`` over the seeds both have, with a 95% t interval.

    ``within_noise`` is true when the interval contains 0 (or there are fewer than two seeds).

    >>> d = paired_difference({0: 0.6, 1: 0.7, 2: 0.8}, {0: 0.5, 1: 0.6, 2: 0.6, 3: 0.9})
    >>> d["seeds"], round(d["mean"], 3), round(d["low"], 3), d["within_noise"]  # seed 3 has no pair
    (3, 0.133, -0.01, True)
    """
    seeds = sorted(set(arm) & set(peer))
    diffs = [arm[s] - peer[s] for s in seeds]
    if len(diffs) < 2:
        mean = diffs[0] if diffs else float("nan")
        return {"seeds": len(diffs), "mean": mean, "low": float("nan"), "high": float("nan"), "within_noise": True}
    mean = statistics.mean(diffs)
    half = T_975.get(len(diffs) - 1, 1.96) * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return {"seeds": len(diffs), "mean": mean, "low": mean - half, "high": mean + half,
            "within_noise": mean - half <= 0.0 <= mean + half}


def steps_to_reach(curve: list[tuple[int, float]], target: float) -> int | None:
    """The first step of a ``(step, accuracy)`` curve whose accuracy is at least ``target``; None if never.

    >>> steps_to_reach([(0, 0.1), (10, 0.4), (20, 0.6)], 0.5)
    20
    >>> steps_to_reach([(0, 0.1), (10, 0.4)], 0.5) is None
    True
    """
    for step, accuracy in sorted(curve):
        if accuracy >= target - 1e-12:
            return step
    return None
