"""fast_rollouts="auto" between the bf16 copy and the model's own NF4 weights: the faster at the batch's rows per
decode step, from measured figures (here made up, so that each side of the rule is taken)."""

from __future__ import annotations

import pytest

from trl_grpo_ext.rollouts.mode_choice import DECODE_MS, decode_ms, faster_of_bf16_and_model

# model faster at few rows, bf16 at many: the two lines cross at 24 rows
FIGURES = {"bf16": ((8, 6.0), (64, 6.0)), "model": ((8, 4.0), (64, 11.0))}


@pytest.mark.parametrize("rows,ms", [(1, 4.0), (8, 4.0), (36, 7.5), (64, 11.0), (512, 11.0)])
def test_decode_ms_interpolates_between_measured_rows_and_clamps_outside(rows, ms):
    assert decode_ms(FIGURES["model"], rows) == pytest.approx(ms)


@pytest.mark.parametrize("rows,not_repacked,mode", [
    (8, None, "model"),
    (23, None, "model"),
    (25, None, "bf16"),
    (64, None, "bf16"),
    (None, None, "model"),  # rows not known yet: the smallest measured
    (8, "needs a CUDA GPU", "bf16"),  # bitsandbytes' decode: slower than the copy
])
def test_auto_takes_the_faster_of_bf16_and_repacked_model_at_the_rows(rows, not_repacked, mode):
    chosen, why = faster_of_bf16_and_model(rows, not_repacked, FIGURES)
    assert chosen == mode
    assert (not_repacked or "ms") in why


def test_measured_figures_cover_both_modes_at_the_same_rows():
    assert [r for r, _ in DECODE_MS["bf16"]] == [r for r, _ in DECODE_MS["model"]]
