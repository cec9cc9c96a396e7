"""A small seccomp filter for the bubblewrap sandbox: no new namespaces, mounts or kernel extras.

Where the host allows unprivileged user namespaces, a program could otherwise create one inside
the sandbox and mount a tmpfs there that no ``/tmp`` size limit covers (memory the rlimits do not
count), or reach kernel interfaces a test never needs. The filter answers ``EPERM`` to:

* ``unshare``, ``setns`` and ``clone`` with any namespace flag; ``clone3`` gets ``ENOSYS`` so the C
  library falls back to ``clone`` (whose flags a classic filter can read);
* ``mount`` and the new mount API, ``umount2``, ``pivot_root``;
* ``ptrace``, ``process_vm_readv``/``writev``, ``bpf``, ``userfaultfd``, ``perf_event_open``,
  ``io_uring_*``, ``keyctl``, ``add_key``, ``request_key``;
* any system call through a foreign ABI (x32, or i386 on x86-64).

It is handed to bubblewrap as ``--seccomp FD`` (raw ``struct sock_filter`` instructions). Only
x86-64 and aarch64 are known; elsewhere :func:`seccomp_filter` returns ``None`` and the sandbox
runs without it.
"""

from __future__ import annotations

import errno
import platform
import struct

_LD_ABS_W = 0x20  # BPF_LD | BPF_W | BPF_ABS
_JEQ_K = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
_JSET_K = 0x45  # BPF_JMP | BPF_JSET | BPF_K
_RET_K = 0x06  # BPF_RET | BPF_K
_ALLOW = 0x7FFF0000  # SECCOMP_RET_ALLOW
_ERRNO = 0x00050000  # SECCOMP_RET_ERRNO | errno
_NR, _ARCH, _ARG0 = 0, 4, 16  # offsets in struct seccomp_data (args[0]: its low 32 bits, little endian)
_NAMESPACE_FLAGS = 0x7E020000  # CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET

_DENIED = ("unshare", "setns", "mount", "umount2", "pivot_root", "open_tree", "move_mount", "fsopen",
           "fsconfig", "fsmount", "fspick", "mount_setattr", "ptrace", "process_vm_readv",
           "process_vm_writev", "bpf", "userfaultfd", "perf_event_open", "io_uring_setup",
           "io_uring_enter", "io_uring_register", "keyctl", "add_key", "request_key")

_ARCHES = {
    "x86_64": {
        "audit_arch": 0xC000003E,
        "x32_bit": 0x40000000,
        "numbers": {
            "unshare": 272, "setns": 308, "mount": 165, "umount2": 166, "pivot_root": 155, "open_tree": 428,
            "move_mount": 429, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433,
            "mount_setattr": 442, "ptrace": 101, "process_vm_readv": 310, "process_vm_writev": 311,
            "bpf": 321, "userfaultfd": 323, "perf_event_open": 298, "io_uring_setup": 425,
            "io_uring_enter": 426, "io_uring_register": 427, "keyctl": 250, "add_key": 248,
            "request_key": 249, "clone": 56, "clone3": 435,
        },
    },
    "aarch64": {
        "audit_arch": 0xC00000B7,
        "x32_bit": None,
        "numbers": {
            "unshare": 97, "setns": 268, "mount": 40, "umount2": 39, "pivot_root": 41, "open_tree": 428,
            "move_mount": 429, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433,
            "mount_setattr": 442, "ptrace": 117, "process_vm_readv": 270, "process_vm_writev": 271,
            "bpf": 280, "userfaultfd": 282, "perf_event_open": 241, "io_uring_setup": 425,
            "io_uring_enter": 426, "io_uring_register": 427, "keyctl": 219, "add_key": 217,
            "request_key": 218, "clone": 220, "clone3": 435,
        },
    },
}


def _op(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
    return struct.pack("=HBBI", code, jt, jf, k)


def seccomp_filter(machine: str | None = None) -> bytes | None:
    """The filter for ``machine`` (default: this one), or ``None`` for an unknown architecture.

    >>> len(seccomp_filter("x86_64")) % 8, seccomp_filter("sparc64")
    (0, None)
    """
    arch = _ARCHES.get(machine or platform.machine())
    if arch is None:
        return None
    numbers = arch["numbers"]
    deny = _ERRNO | errno.EPERM
    program = [
        _op(_LD_ABS_W, _ARCH),
        _op(_JEQ_K, arch["audit_arch"], jt=1, jf=0),
        _op(_RET_K, deny),  # a foreign ABI
        _op(_LD_ABS_W, _NR),
    ]
    if arch["x32_bit"] is not None:
        program += [_op(_JSET_K, arch["x32_bit"], jt=0, jf=1), _op(_RET_K, deny)]
    for name in _DENIED:
        program += [_op(_JEQ_K, numbers[name], jt=0, jf=1), _op(_RET_K, deny)]
    program += [
        _op(_JEQ_K, numbers["clone3"], jt=0, jf=1),
        _op(_RET_K, _ERRNO | errno.ENOSYS),
        _op(_JEQ_K, numbers["clone"], jt=0, jf=4),
        _op(_LD_ABS_W, _ARG0),
        _op(_JSET_K, _NAMESPACE_FLAGS, jt=0, jf=1),
        _op(_RET_K, deny),
        _op(_RET_K, _ALLOW),
        _op(_RET_K, _ALLOW),
    ]
    return b"".join(program)


__all__ = ["seccomp_filter"]
