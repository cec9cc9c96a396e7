"""Which weight mode ``fast_rollouts="auto"`` takes where both the ``bf16`` copy and the ``model`` mode fit: the one
whose decode step is faster at the batch's rows per step, read off measured figures.

The ``bf16`` copy reads 2 bytes per weight through cuBLAS, near the memory's speed; the ``model`` mode reads the
NF4 codes and scales (~0.56 bytes per weight) through the repacked kernel (``rollouts.nf4_repack``), which is bound
by its look-up rather than by memory, more so as rows grow, and applies the LoRA adapters unmerged in the same
launches. Without the repacked kernel the ``model`` mode decodes through bitsandbytes, which is slower than the bf16
copy at every row count measured.
"""

from __future__ import annotations

# ms per decode step of Qwen2.5-7B with QLoRA on one H100 (bench/suite/rollout_speed.py, prefill included), by rows per
# step. bf16: 6.67 at 8 rows (bench/results/rollout_speed_h100_nf4_kernel.json), 7.28 at 64 rows
# (bench/results/rollout_speed_7b_64x256_h100.json). model, the repacked kernel with the adapters in its launches and
# the input in the paired order: 5.72 at 8 rows (bench/results/rollout_speed_7b_model_x_order_h100.json), 8.49 at 64
# rows with the reorder joined to the input's producer (bench/results/rollout_speed_7b_64x256_x_producer_h100.json).
# The decode loop runs in CUDA graphs, so figures from different H100 hosts compare (stock TRL's, launch-bound, would
# not). Between two row counts the figures are interpolated linearly; outside them the nearest is taken.
DECODE_MS: dict[str, tuple[tuple[int, float], ...]] = {
    "bf16": ((8, 6.67), (64, 7.28)),
    "model": ((8, 5.72), (64, 8.49)),
}


def decode_ms(figures: tuple[tuple[int, float], ...], rows: int) -> float:
    """The measured ms per step at ``rows``, interpolated between the measured row counts."""
    if rows <= figures[0][0]:
        return figures[0][1]
    for (r0, ms0), (r1, ms1) in zip(figures, figures[1:]):
        if rows <= r1:
            return ms0 + (ms1 - ms0) * (rows - r0) / (r1 - r0)
    return figures[-1][1]


def faster_of_bf16_and_model(rows: int | None, not_repacked: str | None,
                             figures: dict[str, tuple[tuple[int, float], ...]] = DECODE_MS) -> tuple[str, str]:
    """``"bf16"`` or ``"model"``, and why in a few words, for a batch of ``rows`` rows per decode step (``None``:
    not known yet, the smallest measured). ``not_repacked``: why the ``model`` mode's linears would not run the
    repacked kernel (``None``: they would)."""
    if not_repacked is not None:
        return "bf16", f"the model mode would not decode through the repacked NF4 kernel ({not_repacked})"
    rows = rows if rows is not None else figures["model"][0][0]
    model_ms, bf16_ms = decode_ms(figures["model"], rows), decode_ms(figures["bf16"], rows)
    mode = "model" if model_ms < bf16_ms else "bf16"
    return mode, (f"{rows} rows per decode step: repacked NF4 {model_ms:.1f} ms vs bf16 copy {bf16_ms:.1f} ms "
                  "at 7B")
