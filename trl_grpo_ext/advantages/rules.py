"""One-line rules of thumb per scheme: when it helps, when it hurts, what to watch.

Kept together here so they are easy to revise as evidence comes in; each scheme class reads its
own as the `rule` class attribute and ``trl-grpo-ext schemes list`` prints it. The metrics named
are the ones the trainer logs (``scheme/p_mean``, ``scheme/frac_zero_variance``,
``scheme/w_plus_mean``, ``scheme/w_minus_mean``).
"""

from __future__ import annotations

RULES: dict[str, str] = {
    "grpo": (
        "Default. Helps on mixed groups of any reward; a lone success in a big group gets a large push "
        "(w+ = sqrt((1-p)/p)). Watch scheme/frac_zero_variance: all-equal groups give no signal."
    ),
    "contrastive": (
        "GRPO's weights, eps-smoothed, or your own w_plus(p)/w_minus(p): for trying a weighting. "
        "Custom weights are only checked to be >= 0. Watch scheme/w_plus_mean, scheme/w_minus_mean."
    ),
    "mean_only": (
        "r - mean, no std division (Dr. GRPO). Helps: no blow-up on one-success groups. Hurts: rare "
        "successes get only 1-p, so hard prompts learn slowly. Watch scheme/p_mean."
    ),
    "rloo": (
        "Leave-one-out baseline, mean_only times n/(n-1). Helps with small groups (unbiased baseline). "
        "Hurts like mean_only on hard prompts. Watch scheme/frac_zero_variance."
    ),
    "pass_at_k": (
        "Rewards a group's k-subsets by their best answer. Helps pass@k and diversity. Hurts easy prompts: "
        "once most k-subsets pass, advantages go to 0. Needs k < group size. Watch scheme/frac_zero_variance."
    ),
    "max_rl": (
        "Gradient of log p: rare successes weighted (1-p)/p. Helps hard prompts with occasional successes. "
        "Noisy in small groups (1 success in 8 gets +7). Watch scheme/w_plus_mean."
    ),
    "risk_seeking": (
        "Exponential utility, risk = beta: weight moves to the best completions. Helps pass@k and hard "
        "prompts; large beta bets on the single best answer. Watch scheme/w_plus_mean."
    ),
    "beta_prior": (
        "Baseline-free: p shrunk to a Beta prior. Helps when all-right groups still hold signal. Hurts when "
        "most groups are all-wrong: every one pushes down. Watch scheme/frac_zero_variance, scheme/p_mean."
    ),
    "negative_weighted": (
        "Baseline-free: +lam if right, -1 if wrong. Helps pass@k and diversity. Hurts when most groups are "
        "all-wrong: every completion is pushed down. Watch scheme/p_mean and entropy."
    ),
    "w_reinforce": (
        "negative_weighted at the paper's lam = 0.1 (W-REINFORCE). Same rule: baseline-free, hurts when most "
        "groups are all-wrong. Watch scheme/p_mean and entropy."
    ),
    "pass_at_k_training": (
        "pass_at_k at k = 4 (Pass@k Training). Same rule: use group size well above k; easy prompts go "
        "silent. Watch scheme/frac_zero_variance."
    ),
    "rs_grpo": (
        "risk_seeking at the paper's beta = 2 (RS-GRPO). Same rule: more weight on hard prompts and top "
        "answers. Watch scheme/w_plus_mean."
    ),
}
