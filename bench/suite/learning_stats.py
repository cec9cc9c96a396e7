"""The statistics of the scheme study: pass@k from n samples, paired differences over seeds, steps to a target.

Pure functions on plain lists, so ``bench/suite/learning.py`` stays about running and the numbers can be
tested on their own.
"""

from __future__ import annotations

import math
import statistics

__all__ = ["pass_at_k_curve", "paired_difference", "steps_to_reach", "t_cdf", "t_quantile"]


def t_cdf(t: float, df: int) -> float:
    """Student's t distribution function for an integer ``df`` >= 1, in closed form.

    >>> round(t_cdf(2.776, 4), 4), round(t_cdf(0.0, 3), 4), round(t_cdf(-1.0, 1), 4)
    (0.975, 0.5, 0.25)
    """
    theta = math.atan(t / math.sqrt(df))
    c2 = math.cos(theta) ** 2
    if df % 2 == 0:  # 1/2 + sin(theta)/2 * sum_{j < df/2} prod_{i<=j} (2i-1)/(2i) cos^2j
        term, total = 1.0, 1.0
        for j in range(1, df // 2):
            term *= (2 * j - 1) / (2 * j) * c2
            total += term
        return 0.5 + math.sin(theta) * total / 2
    term, total = 1.0, 1.0 if df > 1 else 0.0  # odd: 1/2 + (theta + sin cos * sum) / pi
    for j in range(1, (df - 1) // 2):
        term *= (2 * j) / (2 * j + 1) * c2
        total += term
    return 0.5 + (theta + math.sin(theta) * math.cos(theta) * total) / math.pi


def t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile of Student's t with ``df`` degrees of freedom (bisection on `t_cdf`).

    >>> round(t_quantile(0.975, 4), 3), round(t_quantile(1 - 0.025 / 10, 4), 3), round(t_quantile(0.8, 4), 3)
    (2.776, 5.598, 0.941)
    """
    low, high = -1e3, 1e3
    for _ in range(200):
        mid = (low + high) / 2
        low, high = (mid, high) if t_cdf(mid, df) < p else (low, mid)
    return (low + high) / 2


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


def paired_difference(arm: dict[int, float], peer: dict[int, float], comparisons: int = 1) -> dict:
    """Mean of ``arm[seed] - peer[seed]`` over the seeds both have, with a 95% t interval.

    ``within_noise`` is true when the interval contains 0 (or there are fewer than two seeds).
    ``significant_corrected``: the interval still excludes 0 after a Bonferroni correction for
    ``comparisons`` arms compared with the same peer. ``detectable`` is the true difference this
    many seeds would find at 95% two-sided with 80% power, given the spread of the differences.

    >>> d = paired_difference({0: 0.6, 1: 0.7, 2: 0.8}, {0: 0.5, 1: 0.6, 2: 0.6, 3: 0.9})
    >>> d["seeds"], round(d["mean"], 3), round(d["low"], 3), d["within_noise"]  # seed 3 has no pair
    (3, 0.133, -0.01, True)
    """
    seeds = sorted(set(arm) & set(peer))
    diffs = [arm[s] - peer[s] for s in seeds]
    nan = float("nan")
    if len(diffs) < 2:
        return {"seeds": len(diffs), "mean": diffs[0] if diffs else nan, "low": nan, "high": nan,
                "within_noise": True, "significant_corrected": False, "detectable": nan}
    mean, df = statistics.mean(diffs), len(diffs) - 1
    se = statistics.stdev(diffs) / math.sqrt(len(diffs))
    half = t_quantile(0.975, df) * se
    corrected = t_quantile(1 - 0.025 / max(1, comparisons), df) * se
    return {"seeds": len(diffs), "mean": mean, "low": mean - half, "high": mean + half,
            "within_noise": mean - half <= 0.0 <= mean + half,
            "significant_corrected": not mean - corrected <= 0.0 <= mean + corrected,
            "detectable": (t_quantile(0.975, df) + t_quantile(0.8, df)) * se}


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
