"""Figure 1 of Mroueh's note for any set of schemes: w_plus(p) and w_minus(p) against p."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable


__all__ = ["plot_weights"]


def _label(scheme: Any) -> str:
    name = getattr(scheme, "name", "") or type(scheme).__name__
    params = getattr(scheme, "params", {}) or {}
    shown = {k: v for k, v in params.items() if v is not None and not callable(v)}
    return f"{name}({', '.join(f'{k}={v}' for k, v in shown.items())})" if shown else name


def plot_weights(
    schemes: Iterable[Any] | str,
    path: str | Path,
    *,
    group_size: int | None = None,
    p_range: tuple[float, float] = (0.01, 0.99),
    num_points: int = 400,
    markers: dict[str, float] | None = None,
    title: str | None = None,
) -> Path:
    """Plot the population weights of schemes against the success rate ``p`` and save a PNG.

    Left panel: ``w_plus(p)``, the push on a correct completion; right panel: ``w_minus(p)``, the
    push on a wrong one; log y-axis (non-positive weights are not drawn).

    Args:
        schemes (`list` of `str` or `Scheme`, or one name):
            Registry names (default parameters) or scheme instances.
        path (`str` or `Path`):
            Where to write the PNG; parent folders are created.
        group_size (`int`, *optional*):
            Draw the finite-group forms for this group size; population forms by default.
        p_range (`tuple[float, float]`, *optional*, defaults to `(0.01, 0.99)`):
            Range of ``p`` inside (0, 1).
        num_points (`int`, *optional*, defaults to `400`):
            Points per curve.
        markers (`dict[str, float]`, *optional*):
            Vertical lines to draw, label -> p (e.g. ``{"p_ref": 0.2, "p*": 0.41}``).
        title (`str`, *optional*):
            Figure title.

    Returns:
        `Path` of the written file.

    Example:

    >>> import tempfile, os
    >>> out = plot_weights(["grpo", "mean_only", "max_rl"], os.path.join(tempfile.mkdtemp(), "w.png"))
    >>> out.stat().st_size > 0
    True
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    from trl_grpo_ext.core.advantages import resolve_scheme

    if isinstance(schemes, str):
        schemes = [schemes]
    resolved = [resolve_scheme(s) for s in schemes]
    if not resolved:
        raise ValueError("plot_weights needs at least one scheme")
    low, high = p_range
    if not 0 < low < high < 1:
        raise ValueError(f"p_range must satisfy 0 < low < high < 1, got {p_range!r}")
    p = np.linspace(low, high, num_points)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)

    fig, axes = plt.subplots(1, 2, figsize=(11, 4.2), sharex=True)
    for scheme in resolved:
        w_plus, w_minus = scheme.weights(p, group_size)
        label = _label(scheme)
        for ax, values in zip(axes, (w_plus, w_minus)):
            values = np.where(np.asarray(values) > 0, values, np.nan)
            ax.plot(p, values, label=label)
    for ax, what in zip(axes, ("w+(p): weight of a correct completion", "w-(p): weight of a wrong completion")):
        ax.set_yscale("log")
        ax.set_xlabel("success rate p of the old policy")
        ax.set_title(what)
        ax.grid(True, which="both", alpha=0.3)
        for name, value in (markers or {}).items():
            ax.axvline(value, color="grey", linestyle=":", linewidth=1)
            ax.annotate(name, (value, 0.98), xycoords=("data", "axes fraction"), ha="left", va="top", fontsize=8)
    axes[0].legend(fontsize=8)
    fig.suptitle(title or "Contrastive weights of advantage schemes (binary rewards)")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path
