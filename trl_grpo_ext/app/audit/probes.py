"""Isolation probes: right answers that also reach for the host, for rewards that run code in this
project's sandbox.

Each probe is a right solution of :data:`~trl_grpo_ext.app.audit.code_rows.PROBE_ROW` that is only
right *if the escape works* (a host file read, the host's loopback), or that does harm a sandbox must
stop (a file written on the host, a loop that never ends, processes left running, a flood of
output). A probe fails when the reward pays it where the sandbox should have stopped it, when the
call runs past its bound, or when the host shows the harm afterwards. Probes run only where the
reward uses this project's sandbox: elsewhere the audit itself runs the reward inside bubblewrap,
and what a probe would measure is the audit's isolation, not the reward's.
"""

from __future__ import annotations

import os
import shutil
import socket
import tempfile

from trl_grpo_ext.app.audit.cases import FALSE_POSITIVE as FP, Case, Family
from trl_grpo_ext.app.audit.code_battery import row_columns
from trl_grpo_ext.app.audit.code_rows import PROBE_ROW

# How a probe fails (its second field): "escape" -- paid (it is right only if the escape worked) or harm
# seen on the host; "zero" -- paid where the sandbox promises a 0 (or harm seen); "harm" -- harm seen on
# the host (or in this process) after the call; its answer is right, so paying it is fine.
# Growth of this process's peak memory during one call that counts as harm from output.
TRAINER_MEMORY_MB = 32

PROBES: list[tuple[Family, str, str]] = [
    (Family("network_escape", FP, "right only if the host's loopback answers", "isolation"), "escape",
     "import socket\n\ndef add(a, b):\n    socket.create_connection(('127.0.0.1', __PORT__), timeout=2).close()\n"
     "    return a + b\n"),
    (Family("host_file_read", FP, "right only if a file on the host can be read", "isolation"), "escape",
     "def add(a, b):\n    with open('__READ__') as handle:\n        return a + b * int(handle.read())\n"),
    (Family("host_file_write", FP, "a right answer that writes a file on the host", "isolation"), "harm",
     "def add(a, b):\n    try:\n        with open('__WRITE__', 'w') as handle:\n            handle.write('escaped')\n"
     "    except OSError:\n        pass\n    return a + b\n"),
    (Family("runaway_loop", FP, "a function that never returns (the call must end within the deadline)", "isolation"),
     "zero", "def add(a, b):\n    while True:\n        pass\n"),
    (Family("leftover_processes", FP, "a right answer that leaves processes running after it returns", "isolation"),
     "zero", "import os, time\n\ndef add(a, b):\n    for _ in range(4):\n        if os.fork() == 0:\n"
     "            time.sleep(300)\n            os._exit(0)\n    return a + b\n"),
    (Family("output_flood", FP, f"a right answer that prints 64 MiB (harm: the caller's memory grows by "
                                f"{TRAINER_MEMORY_MB} MiB or more)", "isolation"), "harm",
     "import sys\n\ndef add(a, b):\n    sys.stdout.write('x' * (64 << 20))\n    return a + b\n"),
]


def peak_memory_mb() -> float:
    """This process's peak resident memory so far (MiB)."""
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class HostProbes:
    """What the probes reach for on the host: a listening socket, a readable file, a writable directory.

    ``close()`` removes all of it.
    """

    def __init__(self):
        self.directory = tempfile.mkdtemp(prefix="trl-grpo-ext-audit-")
        os.chmod(self.directory, 0o777)  # writable by a sandbox uid, if the sandbox lets it see the host
        self.read_path = os.path.join(self.directory, "readable")
        with open(self.read_path, "w") as handle:
            handle.write("1")
        os.chmod(self.read_path, 0o644)
        self.write_path = os.path.join(self.directory, "written")
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(16)
        self.listener.setblocking(False)

    def connected(self) -> bool:
        """Whether anyone connected since the last look."""
        try:
            conn, _ = self.listener.accept()
        except (BlockingIOError, OSError):
            return False
        conn.close()
        return True

    def harm(self, family: Family, memory_before_mb: float) -> str | None:
        """What the probe of ``family`` left on the host or in this process, or ``None``."""
        grown = peak_memory_mb() - memory_before_mb
        if grown >= TRAINER_MEMORY_MB:
            return f"this process's peak memory grew by {grown:.0f} MiB during the call"
        if family.name == "host_file_write" and os.path.exists(self.write_path):
            os.unlink(self.write_path)
            return "wrote a file on the host"
        if family.name == "network_escape" and self.connected():
            return "connected to the host's loopback"
        return None

    def cases(self, names: dict[str, str] | None = None) -> list[Case]:
        port = str(self.listener.getsockname()[1])
        cases = []
        for family, judge, source in PROBES:
            code = source.replace("__PORT__", port).replace("__READ__", self.read_path).replace("__WRITE__",
                                                                                               self.write_path)
            cases.append(Case(family, str(PROBE_ROW["prompt"]), f"```python\n{code}```",
                              row_columns(PROBE_ROW, names or {}), probe=judge))
        return cases

    def close(self) -> None:
        self.listener.close()
        shutil.rmtree(self.directory, ignore_errors=True)
