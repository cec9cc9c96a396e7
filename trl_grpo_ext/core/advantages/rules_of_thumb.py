"""One-line rules of thumb per scheme: when it helps, when it hurts, what to watch.

Kept together here so they are easy to revise as evidence comes in; each scheme class reads its
own as the `rule` class attribute and ``trl-grpo-ext schemes list`` prints it. The metrics named
are the ones the trainer logs (``scheme/p_mean``, ``scheme/frac_zero_variance``,
``scheme/w_plus_mean``, ``scheme/w_minus_mean``).
"""

from __future__ import annotations

RULES: dict[str, str] = {
    "grpo": (
        "Default; no scheme beat it in our study (docs/CHOOSING_A_SCHEME.md). Watch "
        "scheme/frac_zero_variance: all-equal groups teach nothing."
    ),
    "contrastive": (
        "GRPO's weights (population std) or your own w_plus(p)/w_minus(p); the default matched grpo within "
        "noise. Compare custom weights against grpo over several seeds. Watch scheme/w_plus_mean."
    ),
    "mean_only": (
        "r - mean (Dr. GRPO): within noise of grpo in every regime we ran. Rare successes get only 1-p. "
        "Watch scheme/p_mean."
    ),
    "rloo": (
        "Leave-one-out baseline (mean_only x n/(n-1)): within noise of grpo everywhere. "
        "Watch scheme/frac_zero_variance."
    ),
    "pass_at_k": (
        "For pass@k at test time: raised pass@8/@32 and kept entropy up; costs pass@1 on easy prompts, "
        "whose groups go silent. Keep k < group size. Watch scheme/frac_zero_variance, entropy."
    ),
    "max_rl": (
        "log p: a lone success weighs (1-p)/p. +0.04..0.07 on medium/hard prompts, within noise, no harm "
        "seen. Watch scheme/w_plus_mean for spikes."
    ),
    "risk_seeking": (
        "Exponential utility, beta = risk: weight on hard prompts and top answers. Small gains at beta = 1 "
        "(+0.02..0.06, uncorrected). Watch scheme/w_plus_mean."
    ),
    "beta_prior": (
        "Baseline-free, p shrunk to a Beta prior; within noise of grpo in our study. Hurts in principle when "
        "most groups are all-wrong. Watch scheme/p_mean, scheme/frac_zero_variance."
    ),
    "negative_weighted": (
        "Baseline-free, +lam/-1: only where groups mix right and wrong. Collapsed when most groups were "
        "all-wrong (-0.61, entropy up). Watch scheme/p_mean and entropy."
    ),
    "w_reinforce": (
        "negative_weighted at the paper's lam = 0.1 (W-REINFORCE): only where groups mix right and wrong; "
        "collapses when most are all-wrong. Watch scheme/p_mean and entropy."
    ),
    "pass_at_k_training": (
        "pass_at_k at k = 4 (Pass@k Training): for pass@k at test time; costs pass@1 on easy prompts. "
        "Watch scheme/frac_zero_variance."
    ),
    "rs_grpo": (
        "risk_seeking at the paper's beta = 2 (RS-GRPO): no gain over grpo in our study. "
        "Watch scheme/w_plus_mean."
    ),
}
