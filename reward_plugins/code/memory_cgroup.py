"""Whether a memory cgroup could back the sandbox's memory limit on this machine (detection only).

The rlimits and the seccomp filter bound a program's memory one process at a time; a cgroup
would bound the whole sandbox, kernel memory included. It is an option only where cgroup v2 is
*delegated* to the user running the trainer (systemd's ``Delegate=yes``: the user's cgroup
directory is owned by that user and offers the ``memory`` controller). Where the trainer runs
as root, or the hierarchy is cgroup v1 or hybrid, the cgroups belong to the machine's supervisor
and this package creates or changes none. This module only *detects*; the executors report the
answer as the ``memory_cgroup`` protection (``False``, with the reason), and nothing uses a
cgroup yet.
"""

from __future__ import annotations

import os


def delegated_memory_cgroup(root: str = "/sys/fs/cgroup", self_cgroup: str = "/proc/self/cgroup",
                            euid: int | None = None) -> tuple[str | None, str]:
    """``(directory, reason)``: the delegated cgroup v2 directory of this process, or ``None`` and why not.

    >>> delegated_memory_cgroup(root="/nonexistent", self_cgroup="/nonexistent")[0] is None
    True
    """
    euid = os.geteuid() if euid is None else euid
    if euid == 0:
        return None, "running as root: the machine's cgroups belong to its supervisor"
    if not os.path.exists(os.path.join(root, "cgroup.controllers")):
        return None, f"no cgroup v2 hierarchy at {root}"
    try:
        with open(self_cgroup) as f:
            lines = f.read().splitlines()
    except OSError as exc:
        return None, f"cannot read {self_cgroup}: {exc.strerror}"
    unified = [line.split(":", 2)[2] for line in lines if line.startswith("0::")]
    if not unified or len(lines) != 1:
        return None, "cgroup v1 or a hybrid hierarchy"
    directory = os.path.join(root, unified[0].lstrip("/"))
    try:
        owner = os.stat(directory).st_uid
        with open(os.path.join(directory, "cgroup.controllers")) as f:
            controllers = f.read().split()
    except OSError as exc:
        return None, f"cannot inspect {directory}: {exc.strerror}"
    if owner != euid or not os.access(os.path.join(directory, "cgroup.subtree_control"), os.W_OK):
        return None, f"{directory} is not delegated to uid {euid}"
    if "memory" not in controllers:
        return None, f"the memory controller is not available in {directory}"
    return directory, "delegated"


__all__ = ["delegated_memory_cgroup"]
