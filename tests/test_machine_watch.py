"""The machine-state summary a multi-GPU benchmark run carries: built from nvidia-smi's rows as it prints them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench" / "suite"))
from machine_watch import MachineWatch  # noqa: E402

# index, utilization %, SM clock, max SM clock, power W, temperature C, clock-limit reasons (hex mask)
ROWS = [
    ("0", "0", "345", "1980", "80.1", "30", "0x0000000000000001"),    # idle: left out
    ("0", "97", "1980", "1980", "500.2", "55", "0x0000000000000000"),
    ("0", "95", "1755", "1980", "690.0", "61", "0x0000000000000004"),  # power cap
    ("0", "99", "1900", "1980", "650.0", "58", "0x0000000000000005"),  # power cap, idle bit dropped
    ("1", "60", "1980", "1980", "[N/A]", "50", "[Not Supported]"),
    ("1", "[N/A]", "900", "1980", "100.0", "40", "0x0"),              # no utilization: not counted busy
]


@pytest.mark.parametrize("gpu, key, expected", [
    ("0", "busy_samples", 3),
    ("0", "sm_clock_mhz_median", 1900),
    ("0", "sm_clock_mhz_max", 1980),
    ("0", "power_w_max", 690.0),
    ("0", "temperature_c_max", 61),
    ("0", "clock_limit_reasons", ["0x4"]),
    ("1", "busy_samples", 1),
    ("1", "clock_limit_reasons", []),
])
def test_summary_counts_only_busy_samples(gpu, key, expected):
    watch = MachineWatch()
    watch.gpu_rows = [list(row) for row in ROWS]
    assert watch.summary()["gpus_busy"][gpu][key] == expected


def test_watch_runs_without_gpus():
    with MachineWatch(period_ms=50) as watch:
        sum(range(10**6))
    summary = watch.summary()
    assert summary["host_load_1min"]["cpus"] >= 1
    assert all("pid" in line for line in summary["host_busiest_at_start"])
