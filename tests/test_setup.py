"""What `make` installs on a fresh machine, and that the project's own metadata builds without warnings.

The Makefile's venv target runs here against a stand-in `python -m venv` whose `pip` records each
call and fails where a machine's pip would (no local CPU wheel of torch), so each machine kind's
torch install is checked in milliseconds, without installing anything.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import warnings
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CPU_INDEX = "https://download.pytorch.org/whl/cpu"

FAKE_PYTHON = """#!/bin/sh
# Stand-in for `python -m venv DIR`: DIR/bin/pip records its arguments and fails the way the test asks.
[ "$1 $2" = "-m venv" ] || exit 1
mkdir -p "$3/bin"
cat > "$3/bin/pip" <<'PIP'
#!/bin/sh
echo "$*" >> "$PIP_LOG"
case "$*" in
  *"+cpu"*"--extra-index-url"*) exit 0 ;;
  *"+cpu"*) [ -n "$NO_LOCAL_CPU_WHEEL" ] && exit 1 ;;
esac
exit 0
PIP
chmod +x "$3/bin/pip"
"""


def _pip_calls(tmp_path: Path, *, gpu: bool, local_cpu_wheel: bool) -> list[str]:
    """The torch-related pip calls of `make venv` on a Linux machine of that kind."""
    if shutil.which("nvidia-smi") and not gpu:
        pytest.skip("this machine has nvidia-smi: a machine without a GPU cannot be played here")
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    python = fake_bin / "fake-python"
    python.write_text(FAKE_PYTHON)
    python.chmod(0o755)
    if gpu:
        (fake_bin / "nvidia-smi").write_text("#!/bin/sh\nexit 0\n")
        (fake_bin / "nvidia-smi").chmod(0o755)
    log = tmp_path / "pip.log"
    env = dict(os.environ, PATH=f"{fake_bin}:{os.environ['PATH']}", PIP_LOG=str(log))
    env.pop("NO_LOCAL_CPU_WHEEL", None)
    if not local_cpu_wheel:
        env["NO_LOCAL_CPU_WHEEL"] = "1"
    proc = subprocess.run(["make", "-C", str(ROOT), "venv", f"VENV={tmp_path / 'venv'}", f"PYTHON={python}"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return [line for line in log.read_text().splitlines() if "torch" in line]


pytestmark = pytest.mark.skipif(platform.system() != "Linux" or not shutil.which("make"),
                                reason="the Makefile's machine check is for Linux, run through make")


@pytest.mark.parametrize("gpu, local_cpu_wheel, expected", [
    # A CI machine: pip's own wheel folder has the CPU build, and PyTorch's index is never asked.
    (False, True, ["install -q torch==2.13.0+cpu"]),
    # A user's machine: the CPU build is not where pip looks, so it comes from PyTorch's CPU index.
    (False, False, ["install -q torch==2.13.0+cpu", f"install -q torch==2.13.0+cpu --extra-index-url {CPU_INDEX}"]),
    # An NVIDIA GPU: the default (CUDA) build.
    (True, False, ["install -q torch==2.13.0"]),
])
def test_make_installs_the_torch_build_the_machine_can_run(tmp_path, gpu, local_cpu_wheel, expected):
    assert _pip_calls(tmp_path, gpu=gpu, local_cpu_wheel=local_cpu_wheel) == expected


def test_project_metadata_builds_without_a_deprecation_warning():
    from setuptools.config.pyprojecttoml import apply_configuration
    from setuptools.dist import Distribution

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        dist = apply_configuration(Distribution(), ROOT / "pyproject.toml")
    assert dist.metadata.license_expression == "Apache-2.0"
