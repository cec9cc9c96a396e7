"""Every benchmark of the suite (``bench/suite/``) still runs: its ``--smoke`` mode, in a subprocess, on a CPU.

A smoke run is the benchmark's own code with tiny shapes: it prints its table, writes its JSON to a temporary
directory (never into ``bench/results/``; its last ``wrote PATH`` line names it) and exits 0, so a refactor
that breaks a benchmark the docs tell users to run fails here. The runs go two at a time (the CI machine has two
cores), with one intra-op thread each. The ones that load the embedded model read the checkpoint the session's
``model_cache`` converted, instead of converting their own.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from trl_grpo_ext.setup import models

ROOT = Path(__file__).resolve().parents[1]
SUITE = ROOT / "bench" / "suite"
HELPERS = {"results_io.py", "learning_stats.py", "step_clock.py", "machine_watch.py"}  # modules the benchmarks import, not benchmarks
# bench/suite/multi_gpu.py launches processes with accelerate; its CPU check runs in .ci/run, here only its --help.
OWN_CI_STEP = {"multi_gpu.py"}
SCRIPTS = sorted(p.name for p in SUITE.glob("*.py") if p.name not in HELPERS)
SMOKED = [name for name in SCRIPTS if name not in OWN_CI_STEP]
# The ones that train start first, so that the two workers finish together.
SMOKED.sort(key=lambda name: name not in {"learning.py", "rollout_speed.py", "demo_speed.py", "trainer_overhead.py"})
TIMEOUT_S = 600


def _env(tmp: Path, model_cache: Path | None = None) -> dict[str, str]:
    # TMPDIR: the temporary directories the smoke runs make (results, tiny checkpoints) go where the test removes them.
    cache = {models.CACHE_ENV: str(model_cache)} if model_cache else {}
    return dict(os.environ, **cache, HF_HUB_OFFLINE="1", WANDB_MODE="offline", OMP_NUM_THREADS="1",
                TOKENIZERS_PARALLELISM="false", CUDA_VISIBLE_DEVICES="", TMPDIR=str(tmp),
                PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))


def _run(name: str, tmp: Path, *args: str, model_cache: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SUITE / name), *args], cwd=ROOT, env=_env(tmp, model_cache),
                          capture_output=True, text=True, timeout=TIMEOUT_S)


@pytest.fixture(scope="module")
def smoke_runs(model_cache):
    tmp = Path(tempfile.mkdtemp(prefix="bs-"))  # short: Ray's socket paths live under it
    try:
        with ThreadPoolExecutor(2) as pool:
            runs = dict(zip(SMOKED, pool.map(lambda name: _run(name, tmp, "--smoke", model_cache=model_cache), SMOKED)))
        yield runs
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


@pytest.mark.slow
@pytest.mark.parametrize("name", SMOKED)
def test_smoke_run(name, smoke_runs):
    proc = smoke_runs[name]
    output = f"{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    assert proc.returncode == 0, f"{name} --smoke exited {proc.returncode}:\n{output}"
    written = re.findall(r"^wrote (\S+)", proc.stdout, re.M)
    assert written, f"{name} --smoke wrote no result:\n{proc.stdout[-2000:]}"
    result = Path(written[-1])
    assert (ROOT / "bench" / "results") not in result.resolve().parents, f"{name} --smoke wrote into bench/results"
    assert json.loads(result.read_text()), f"{name} --smoke wrote an empty result"


@pytest.mark.parametrize("name", sorted(OWN_CI_STEP))
def test_help_of_benchmarks_checked_elsewhere(name, tmp_path):
    proc = _run(name, tmp_path, "--help")
    assert proc.returncode == 0, proc.stderr[-3000:]


def test_every_suite_script_is_checked():
    assert set(SCRIPTS) == set(SMOKED) | OWN_CI_STEP and SMOKED

