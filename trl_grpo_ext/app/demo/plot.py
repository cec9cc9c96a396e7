"""Plot of a demo run: held-out accuracy during training beside the training reward, and before/after bars."""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["plot_reward_curve", "running_mean"]


def running_mean(values: list[float], window: int) -> list[float]:
    """Mean of the last ``window`` values at each position (fewer at the start).

    >>> running_mean([0.0, 1.0, 1.0, 0.0], 2)
    [0.0, 0.5, 1.0, 0.5]
    """
    return [sum(values[max(0, i - window + 1) : i + 1]) / len(values[max(0, i - window + 1) : i + 1])
            for i in range(len(values))]


def plot_reward_curve(summary: dict[str, Any], path: Path) -> Path:
    """Held-out accuracy during training beside a running mean of the training reward, and before/after bars."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rewards = summary["reward_per_step"]
    steps = list(range(1, len(rewards) + 1))
    # A step's reward averages only prompts_per_step prompts; a window of about a third of the run
    # shows the trend that single steps hide.
    window = max(3, len(rewards) // 3)
    curve = summary.get("held_out_curve") or []
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4), gridspec_kw={"width_ratios": [3, 1]})
    # The held-out curve is the measure, drawn boldly; the training reward is context, drawn lightly.
    left.scatter(steps, rewards, s=8, color="tab:blue", alpha=0.2, label="training reward of the step")
    left.plot(steps, running_mean(rewards, window), color="tab:blue", alpha=0.6,
              label=f"training reward, running mean ({window} steps)")
    if curve:
        # The same first prompts at every point, the last one included: the bar beside it counts them all.
        left.plot([c["step"] for c in curve], [c["accuracy"] for c in curve], color="tab:green", marker="o",
                  linewidth=2.5, label=f"held-out greedy accuracy, the first {summary['curve_size']} prompts")
    left.set_xlabel("optimiser step")
    left.set_ylabel("training reward (blue) · held-out accuracy (green)")
    left.set_ylim(-0.02, 1.02)
    left.set_title(f"GRPO ({summary['scheme']}) on {summary['task']}, seed {summary['seed']}")
    left.legend(loc="upper left", fontsize=8)
    before, after = summary["accuracy_before"], summary["accuracy_after"]
    bars = right.bar(["before", "after"], [before, after], color=["tab:gray", "tab:green"])
    right.bar_label(bars, labels=[f"{before:.2f}", f"{after:.2f}"])
    right.set_ylim(0, 1.05)
    right.set_ylabel("held-out greedy accuracy")
    right.set_title(f"all {summary['eval_size']} held-out prompts\n{after - before:+.2f}")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
