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
    """Held-out accuracy during training beside the training reward of each step, and before/after bars.

    Every held-out point, the bars' included, is greedy accuracy on the same ``eval_size`` prompts.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    rewards = summary["reward_per_step"]
    steps = list(range(1, len(rewards) + 1))
    # A step's reward averages only prompts_per_step prompts; a window of about a third of the run
    # shows the trend that single steps hide.
    window = max(3, len(rewards) // 3)
    curve = summary["held_out_curve"]
    n = summary["eval_size"]
    sampled = f"{summary['prompts_per_step']} prompts × {summary['num_generations']} sampled completions"
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4), gridspec_kw={"width_ratios": [3, 1]})
    # The held-out curve is the measure, drawn boldly; the training reward is context, drawn lightly.
    left.scatter(steps, rewards, s=8, color="tab:blue", alpha=0.3,
                 label=f"training reward: share correct of the step's {sampled}")
    left.plot(steps, running_mean(rewards, window), color="tab:blue", alpha=0.6,
              label=f"training reward, running mean of {window} steps")
    left.plot([c["step"] for c in curve], [c["accuracy"] for c in curve], color="tab:green", marker="o",
              linewidth=2.5, label=f"held-out greedy accuracy ({n} prompts, never trained on)")
    left.set_xlabel("optimiser step (0: before training)")
    left.xaxis.set_major_locator(MaxNLocator(integer=True))
    left.set_ylabel("share correct (math_accuracy = 1)")
    left.set_ylim(-0.02, 1.02)
    left.set_title(f"GRPO ({summary['scheme']}) on {summary['task']}, seed {summary['seed']}")
    left.legend(loc="upper left", fontsize=8)
    before, after = summary["accuracy_before"], summary["accuracy_after"]
    bars = right.bar(["before", "after"], [before, after], color=["tab:gray", "tab:green"])
    right.bar_label(bars, labels=[f"{before:.2f}", f"{after:.2f}"])
    right.set_ylim(0, 1.05)
    right.set_ylabel("held-out greedy accuracy")
    # The bars are the green curve's first and last points.
    right.set_title(f"{n} held-out prompts\n{after - before:+.2f}")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
