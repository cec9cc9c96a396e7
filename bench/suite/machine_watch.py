"""What the machine was doing while a benchmark ran: GPU clocks, power, clock-limit reasons and host load.

Two launches of the same command on the same machine can differ by a quarter in every part of a step, the
parts that touch no collective included. A run's result then needs the machine's state beside it to be read:
``MachineWatch`` samples ``nvidia-smi`` (every half second, in its own process) and the host's load average
while the run goes, and summarises the samples taken while the GPUs were busy.

    with MachineWatch() as watch:
        run_the_benchmark()
    result["machine"] = watch.summary()
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import threading

FIELDS = ("index", "utilization.gpu", "clocks.sm", "clocks.max.sm", "power.draw", "temperature.gpu", "reasons")
# The clock-limit mask's name in nvidia-smi: the newer one first, the name older drivers know after it.
REASON_FIELDS = ("clocks_event_reasons.active", "clocks_throttle_reasons.active")
# Reasons that mean "the GPU had nothing to do" rather than "the GPU was held back".
IDLE_REASONS = 0x1


class MachineWatch:
    def __init__(self, period_ms: int = 500, busy_percent: int = 50):
        self.period_ms, self.busy_percent = period_ms, busy_percent
        self.gpu_rows: list[list[str]] = []
        self.loads: list[float] = []
        self._stop = threading.Event()
        self._smi: subprocess.Popen | None = None
        self._threads: list[threading.Thread] = []
        self.host_at_start = host_processes()

    def __enter__(self) -> "MachineWatch":
        query = gpu_query()
        if query:
            self._smi = subprocess.Popen(
                ["nvidia-smi", f"--query-gpu={query}", "--format=csv,noheader,nounits",
                 f"-lms={self.period_ms}"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            self._threads.append(threading.Thread(target=self._read_gpus, daemon=True))
        self._threads.append(threading.Thread(target=self._read_load, daemon=True))
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        if self._smi:
            self._smi.terminate()
            self._smi.wait(timeout=10)
        for thread in self._threads:
            thread.join(timeout=10)

    def _read_gpus(self) -> None:
        for line in self._smi.stdout:
            cells = [c.strip() for c in line.split(",")]
            if len(cells) == len(FIELDS):
                self.gpu_rows.append(cells)

    def _read_load(self) -> None:
        while not self._stop.wait(self.period_ms / 1000):
            self.loads.append(os.getloadavg()[0])

    def summary(self) -> dict:
        """Per GPU, over the samples where it was busy: median SM clock (and its maximum), peak power and
        temperature, and the clock-limit reasons seen (nvidia-smi's bit mask, idle left out); the host's
        1-minute load average, its CPU count, and the busiest processes when the watch began."""
        gpus = {}
        for cells in self.gpu_rows:
            row = dict(zip(FIELDS, cells))
            if not _number(row["utilization.gpu"]) >= self.busy_percent:
                continue
            gpu = gpus.setdefault(row["index"], {"clock": [], "power": [], "temp": [], "reasons": set(), "max": 0})
            gpu["clock"].append(_number(row["clocks.sm"]))
            gpu["power"].append(_number(row["power.draw"]))
            gpu["temp"].append(_number(row["temperature.gpu"]))
            gpu["max"] = _number(row["clocks.max.sm"])
            reasons = _mask(row["reasons"]) & ~IDLE_REASONS
            if reasons:
                gpu["reasons"].add(hex(reasons))
        return {
            "gpus_busy": {i: {"busy_samples": len(g["clock"]),
                              "sm_clock_mhz_median": statistics.median(g["clock"]), "sm_clock_mhz_max": g["max"],
                              "power_w_max": max(g["power"]), "temperature_c_max": max(g["temp"]),
                              "clock_limit_reasons": sorted(g["reasons"])}
                          for i, g in sorted(gpus.items())},
            "host_load_1min": {"cpus": os.cpu_count(), "mean": round(statistics.fmean(self.loads), 2) if self.loads else None,
                               "max": max(self.loads, default=None)},
            "host_busiest_at_start": self.host_at_start,
        }


def gpu_query() -> str | None:
    """The ``--query-gpu`` list this driver's nvidia-smi accepts, or None without nvidia-smi."""
    if not shutil.which("nvidia-smi"):
        return None
    for reasons in REASON_FIELDS:
        query = ",".join((*FIELDS[:-1], reasons))
        try:
            done = subprocess.run(["nvidia-smi", f"--query-gpu={query}", "--format=csv,noheader"],
                                  capture_output=True, timeout=20)
        except (OSError, subprocess.TimeoutExpired):
            return None
        if done.returncode == 0:
            return query
    return None


def host_processes(top: int = 5) -> list[str]:
    """The processes using the most CPU (``ps``' lifetime percentage), to spot leftovers of an earlier run."""
    try:
        done = subprocess.run(["ps", "-eo", "pid,pcpu,etimes,comm", "--sort=-pcpu", "--no-headers"],
                              capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return []
    rows = [line.split(None, 3) for line in done.stdout.splitlines()]
    others = [row for row in rows if len(row) == 4 and row[0] != str(os.getpid()) and row[3] != "ps"]
    return [f"{comm} (pid {pid}): {pcpu}% CPU over {etimes} s" for pid, pcpu, etimes, comm in others[:top]]


def _number(text: str) -> float:
    try:
        return float(text)
    except ValueError:  # "[N/A]", "[Not Supported]"
        return float("nan")


def _mask(text: str) -> int:
    try:
        return int(text, 16)
    except ValueError:
        return 0
