"""Where a benchmark writes its result, and what every result file records about its run.

A run writes to ``bench/results/local/`` (ignored by git) unless ``--out`` names a file; only
``--publish`` writes the committed ``bench/results/<name>``, the one file per result that the docs
cite; ``--smoke`` (tiny shapes on a CPU, what the tests run) writes to a new temporary directory.
Every file written through :func:`write_result` carries ``meta``: the commit it ran on (and
whether the tree had changes not committed), the UTC date, the hardware and the library versions.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import subprocess
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PUBLISHED = ROOT / "bench" / "results"
LOCAL = PUBLISHED / "local"


def add_output_options(parser: argparse.ArgumentParser, name: str) -> None:
    """``--out FILE`` and ``--publish`` for a benchmark whose published result is ``bench/results/<name>``."""
    parser.add_argument("--out", type=Path, default=None,
                        help=f"result file (default: bench/results/local/{name}, not committed)")
    parser.add_argument("--publish", action="store_true", help=f"write the committed bench/results/{name}")


def add_smoke_option(parser: argparse.ArgumentParser) -> None:
    """``--smoke``: the same code on a CPU with tiny shapes in seconds, its JSON to a temporary directory."""
    parser.add_argument("--smoke", action="store_true",
                        help="seconds on a CPU with tiny shapes, result to a temporary directory (run by the tests)")


def output_path(args: argparse.Namespace, name: str) -> Path:
    """The file this run writes: ``--out``, else a temporary one with ``--smoke``, else the published file
    with ``--publish``, else the local one."""
    if getattr(args, "out", None):
        return Path(args.out)
    if getattr(args, "smoke", False):
        return smoke_dir() / name
    return (PUBLISHED if getattr(args, "publish", False) else LOCAL) / name


def smoke_dir() -> Path:
    """A new temporary directory for a smoke run's files (never under bench/results/)."""
    return Path(tempfile.mkdtemp(prefix="bench-smoke-"))


def run_metadata() -> dict[str, Any]:
    """Commit, date and hardware of this run, for the result file."""
    return {
        "commit": _git("rev-parse", "HEAD"),
        "uncommitted_changes": bool(_git("status", "--porcelain", "--untracked-files=no")),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "hardware": hardware(),
        "versions": _versions(),
    }


def hardware() -> dict[str, Any]:
    """CPU model and count, memory, load, and the GPUs torch sees."""
    info: dict[str, Any] = {"platform": platform.platform(), "cpu": _cpu_model(), "cpus": os.cpu_count()}
    try:
        info["memory_gib"] = round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 1024**3, 1)
        info["load_1min"] = os.getloadavg()[0]
    except (ValueError, OSError, AttributeError):
        pass
    try:
        import torch

        if torch.cuda.is_available():
            info["gpus"] = [torch.cuda.get_device_name(i) for i in range(torch.cuda.device_count())]
    except ImportError:
        pass
    return info


def write_result(path: Path, result: dict[str, Any] | list) -> Path:
    """Write ``result`` as JSON with ``meta`` first (a list of rows goes under ``rows``)."""
    body = {"rows": result} if isinstance(result, list) else result
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"meta": run_metadata(), **body}, indent=1) + "\n")
    return path


def read_rows(path: Path) -> list:
    """The rows of a result file written by :func:`write_result` (or an older bare list); [] if absent."""
    path = Path(path)
    if not path.exists():
        return []
    data = json.loads(path.read_text())
    return data if isinstance(data, list) else data.get("rows", [])


def _git(*args: str) -> str | None:
    try:
        out = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return out.stdout.strip() if out.returncode == 0 else None


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _versions() -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    out = {"python": platform.python_version()}
    for name in ("torch", "transformers", "trl", "peft", "bitsandbytes", "math-verify"):
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            continue
    return out
