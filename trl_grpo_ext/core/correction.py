"""Importance-sampling correction of the sampler/trainer mismatch, as TRL applies it to vLLM's samples.

The sampler's log-probs of the tokens it drew (``sampling``) and the training forward's log-probs of the same
tokens (``train``) differ by rounding (bf16 kernels that reduce in another order) and by the sampling
distribution's processing (top-k, top-p). TRL corrects that mismatch for vLLM with a ratio
``exp(train - sampling)`` per token, or ``exp(sum over the completion)`` per sequence, truncated to or masked
outside ``[clip_min, clip_max]``, and multiplies the per-token loss by it. These functions are that computation,
line for line (``trl/trainer/grpo_trainer.py``: where it scores a generation batch, and its metrics), for
any sampler whose log-probs reach the batch as ``sampling_per_token_logps``.
"""

from __future__ import annotations

import math

import torch

MODES = ("sequence_mask", "sequence_truncate", "token_mask", "token_truncate")
# TRL's metric names: the mean and largest |train - sampling| per token, and the ratio's spread.
METRICS = (
    "sampling/sampling_logp_difference/mean",
    "sampling/sampling_logp_difference/max",
    "sampling/importance_sampling_ratio/min",
    "sampling/importance_sampling_ratio/mean",
    "sampling/importance_sampling_ratio/max",
)


def importance_sampling_ratio(train_logps: torch.Tensor, sampling_logps: torch.Tensor, mask: torch.Tensor, mode: str,
                              clip_min: float | None, clip_max: float | None) -> torch.Tensor:
    """The ratio TRL multiplies the per-token loss with: ``(B, T)`` in ``token_*`` modes, ``(B, 1)`` in ``sequence_*``.

    ``*_truncate`` clamps the ratio to ``[clip_min, clip_max]``; ``*_mask`` sets it to 0 outside (a bound of
    ``None`` is no bound). Tokens whose sampling log-prob is NaN count as a zero difference (ratio 1).
    """
    if mode not in MODES:
        raise ValueError(f"Unknown importance sampling mode: {mode!r}. Possible values are {', '.join(MODES)}.")
    diff = torch.nan_to_num((train_logps - sampling_logps) * mask, nan=0.0)
    if mode.startswith("sequence"):
        diff = diff.sum(dim=-1, keepdim=True)
    ratio = torch.exp(diff)
    if mode.endswith("truncate"):
        return torch.clamp(ratio, min=clip_min, max=clip_max)
    low = clip_min if clip_min is not None else -math.inf
    high = clip_max if clip_max is not None else math.inf
    return ratio.masked_fill((ratio < low) | (ratio > high), value=0.0)


def local_statistics(train_logps: torch.Tensor, sampling_logps: torch.Tensor, mask: torch.Tensor,
                     ratio: torch.Tensor) -> torch.Tensor:
    """This process's ``[mean |diff|, max |diff|, min ratio, mean ratio, max ratio]`` (TRL's metrics before gathering).

    Differences are over the loss mask's tokens (NaN ones left out); ratios over every sequence's ratio
    (sequence modes) or the mask's tokens (token modes). An empty selection gives 0, as in TRL.
    """
    mask = mask.bool()
    delta = torch.abs(train_logps - sampling_logps)
    delta = delta[mask & ~torch.isnan(delta)]
    ratios = ratio.flatten() if ratio.shape[-1] == 1 else ratio[mask]
    zero = torch.zeros((), device=ratio.device, dtype=torch.float32)

    def reduce(values, fn):
        return fn(values).float() if values.numel() else zero

    return torch.stack([reduce(delta, torch.mean), reduce(delta, torch.max), reduce(ratios, torch.min),
                        reduce(ratios, torch.mean), reduce(ratios, torch.max)])


def metrics_over_processes(statistics: torch.Tensor) -> dict[str, float]:
    """TRL's reduction over processes of ``local_statistics`` rows ``(P, 5)``: mean of means, max of maxes..."""
    s = statistics.reshape(-1, 5)
    return {
        METRICS[0]: s[:, 0].mean().item(),
        METRICS[1]: s[:, 1].max().item(),
        METRICS[2]: _nan_reduce(s[:, 2], torch.min),
        METRICS[3]: s[:, 3].nanmean().item(),
        METRICS[4]: _nan_reduce(s[:, 4], torch.max),
    }


def _nan_reduce(values: torch.Tensor, fn) -> float:
    kept = values[~torch.isnan(values)]
    return fn(kept).item() if kept.numel() else math.nan
