"""The seccomp filter every sandboxed program runs under (both built-in executors).

The sandbox worker (``inside/sandbox_worker.py``) installs it on itself before it forks anything,
so the template, every program and everything a program starts inherit it (``PR_SET_NO_NEW_PRIVS`` first: nothing can regain
privileges through ``execve``). It answers with an error, never a kill, so a program sees a
failed call it can handle:

* ``EPERM`` for new namespaces (``unshare``, ``setns``, ``clone`` with a namespace flag; ``clone3``
  gets ``ENOSYS`` so the C library falls back to ``clone``, whose flags a classic filter can read),
  mounts and the new mount API, ``pivot_root``; ``ptrace``, ``process_vm_readv``/``writev``,
  ``pidfd_getfd``, ``open_by_handle_at``; ``bpf``, ``userfaultfd``, ``perf_event_open``,
  ``io_uring_*``, the kernel keyring;
* ``EPERM`` for memory the address-space limit does not count: ``memfd_create``,
  ``memfd_secret``, SysV shared memory, semaphores and message queues, POSIX message queues;
* ``EAFNOSUPPORT``, in the template's variant, for ``socket``/``socketpair`` of any family but
  ``AF_UNIX``, ``AF_INET`` and ``AF_INET6`` (no vsock to the hypervisor, no netlink, no packet
  sockets); programs may make no socket at all (below);
* ``EPERM`` for host-wide pools and side channels a program has no need for: the kernel's AIO
  slots (``io_setup`` and the rest: one program could take all of ``fs.aio-max-nr``, so the host's
  own asynchronous I/O fails), inotify/fanotify instances, ``kcmp``, NUMA placement calls,
  ``sysinfo`` (the host's load, free memory and process count), and a few that need privileges a
  program never holds (``swapon``, ``acct``, ``quotactl``, ``syslog``);
* ``EPERM`` for ``setsockopt(SOL_SOCKET, SO_SNDBUF/SO_RCVBUF/...FORCE)`` and
  ``fcntl(F_SETPIPE_SZ)``: kernel buffers no limit counts stay at their defaults;
* ``EPERM`` for everything that reads or moves page-cache residency: ``mincore``, ``cachestat``,
  ``preadv2``/``pwritev2`` (``RWF_NOWAIT``), ``fadvise64``, ``readahead``, ``remap_file_pages``,
  ``madvise`` with an advice in ``PAGE_ADVICE``, and ``prctl(PR_SET_DUMPABLE)`` (a non-dumpable
  program cannot open its own ``/proc/self/pagemap``);
* ``EPERM`` for everything that takes a number from one of the kernel's host-wide counters and
  shows it to the program: ``pipe``/``pipe2``, ``socket``/``socketpair`` (inode numbers from
  ``get_next_ino``, socket cookies), ``pidfd_open`` and ``clone`` with ``CLONE_PIDFD`` (pidfs
  inode numbers count every process the host has started). The next program would read how many
  the previous one took (``COUNTERS``; the template's variant keeps them);
* ``EPERM`` for any system call through a foreign ABI (x32, or i386 on x86-64).

:func:`solution_filter` is the one more filter a test suite's solution process installs on
itself: no new processes (threads stay allowed), so no child of it can answer in its place.

Only x86-64 and aarch64 are known; elsewhere :func:`seccomp_filter` returns ``None`` and the
executors report ``seccomp: False``.
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
_NR, _ARCH, _ARG0, _ARG1, _ARG2 = 0, 4, 16, 24, 32  # offsets in struct seccomp_data (args[i]: low 32 bits, little endian)
# Buffers a program could grow past what its limits count: socket buffers up to net.core.wmem_max
# (4 MiB here: 6.9 MiB queued in one unix socket, hundreds of sockets per program) and pipes up to
# fs.pipe-max-size. Refused, a socket keeps net.core.wmem_default and a pipe 64 KiB.
SOL_SOCKET, BUFFER_OPTIONS = 1, (7, 8, 32, 33)  # SO_SNDBUF, SO_RCVBUF, SO_SNDBUFFORCE, SO_RCVBUFFORCE
F_SETPIPE_SZ = 1031
PR_SET_DUMPABLE = 4
# madvise advice that moves pages of a mapping between memory and backing store: WILLNEED,
# REMOVE, COLD, PAGEOUT, POPULATE_READ, POPULATE_WRITE. Refused: residency stays as the kernel
# left it. (DONTNEED and FREE, which the allocator uses on its own anonymous memory, stay allowed.)
PAGE_ADVICE = (3, 9, 20, 21, 22, 23)
_NAMESPACE_FLAGS = 0x7E020000  # CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET
CLONE_PIDFD, CLONE_THREAD = 0x1000, 0x10000
SOCKET_FAMILIES = {"AF_UNIX": 1, "AF_INET": 2, "AF_INET6": 10}

DENIED = (
    # namespaces, mounts
    "unshare", "setns", "mount", "umount2", "pivot_root", "open_tree", "move_mount", "fsopen", "fsconfig",
    "fsmount", "fspick", "mount_setattr",
    # other processes' memory and descriptors
    "ptrace", "process_vm_readv", "process_vm_writev", "pidfd_getfd", "open_by_handle_at",
    # kernel extras
    "bpf", "userfaultfd", "perf_event_open", "io_uring_setup", "io_uring_enter", "io_uring_register",
    "keyctl", "add_key", "request_key",
    # memory outside RLIMIT_AS, IPC that outlives a program
    "memfd_create", "memfd_secret", "shmget", "shmat", "shmctl", "shmdt", "semget", "semop", "semctl",
    "semtimedop", "msgget", "msgsnd", "msgrcv", "msgctl", "mq_open", "mq_unlink", "mq_timedsend",
    "mq_timedreceive", "mq_notify", "mq_getsetattr",
    # the core a worker is pinned to: a program may not spread onto its siblings' cores
    "sched_setaffinity",
    # host-wide pools and side channels: the kernel's AIO slots (fs.aio-max-nr, shared by every
    # process of the host: DeepSpeed's NVMe offload and databases need them), the user's inotify
    # instances, comparing other processes' kernel objects, page-cache residency of shared files
    # (a channel between programs), other processes' memory placement, and calls that need
    # privileges a program never has
    "io_setup", "io_destroy", "io_submit", "io_cancel", "io_getevents", "io_pgetevents",
    "inotify_init", "inotify_init1", "fanotify_init", "kcmp",
    # the page cache: reading residency (mincore, cachestat, preadv2's RWF_NOWAIT) or changing it
    # for files others read (fadvise's DONTNEED/WILLNEED, readahead, remap_file_pages) would let one
    # program leave bits for the next; madvise's advice that drops or fetches pages is refused below
    "mincore", "cachestat", "fadvise64", "readahead", "preadv2", "pwritev2", "remap_file_pages",
    # the host's load, free memory and process count in one call (its /proc files are masked)
    "sysinfo",
    "migrate_pages", "move_pages", "mbind", "set_mempolicy", "set_mempolicy_home_node", "process_madvise",
    "swapon", "swapoff", "acct", "quotactl", "syslog",
)
# Calls whose objects take their numbers from a host-wide counter the program can read back (pipe and
# socket inodes come from get_next_ino, which /proc lookups, sockets and pipes of every process
# advance; a pidfd's inode number counts every process the host started). Denied to programs, so no
# number a program can see was taken after the previous program began; the worker hands programs
# FIFOs instead of pipes, and a program's /proc is empty.
COUNTERS = ("pipe", "pipe2", "socket", "socketpair", "pidfd_open")

_ARCHES = {
    "x86_64": {
        "audit_arch": 0xC000003E,
        "x32_bit": 0x40000000,
        "numbers": {
            "unshare": 272, "setns": 308, "mount": 165, "umount2": 166, "pivot_root": 155, "open_tree": 428,
            "move_mount": 429, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433,
            "mount_setattr": 442, "ptrace": 101, "process_vm_readv": 310, "process_vm_writev": 311,
            "pidfd_getfd": 438, "open_by_handle_at": 304,
            "bpf": 321, "userfaultfd": 323, "perf_event_open": 298, "io_uring_setup": 425,
            "io_uring_enter": 426, "io_uring_register": 427, "keyctl": 250, "add_key": 248,
            "request_key": 249, "memfd_create": 319, "memfd_secret": 447, "shmget": 29, "shmat": 30,
            "shmctl": 31, "shmdt": 67, "semget": 64, "semop": 65, "semctl": 66, "semtimedop": 220,
            "msgget": 68, "msgsnd": 69, "msgrcv": 70, "msgctl": 71, "mq_open": 240, "mq_unlink": 241,
            "mq_timedsend": 242, "mq_timedreceive": 243, "mq_notify": 244, "mq_getsetattr": 245,
            "sched_setaffinity": 203,
            "io_setup": 206, "io_destroy": 207, "io_getevents": 208, "io_submit": 209, "io_cancel": 210,
            "io_pgetevents": 333, "inotify_init": 253, "inotify_init1": 294, "fanotify_init": 300, "kcmp": 312,
            "mincore": 27, "cachestat": 451, "fadvise64": 221, "readahead": 187, "preadv2": 327, "pwritev2": 328,
            "remap_file_pages": 216, "sysinfo": 99, "madvise": 28, "prctl": 157, "migrate_pages": 256, "move_pages": 279, "mbind": 237,
            "set_mempolicy": 238, "set_mempolicy_home_node": 450, "process_madvise": 440, "swapon": 167,
            "swapoff": 168, "acct": 163, "quotactl": 179, "syslog": 103,
            "clone": 56, "clone3": 435, "socket": 41, "socketpair": 53, "setsockopt": 54, "fcntl": 72,
            "pipe": 22, "pipe2": 293, "pidfd_open": 434, "fork": 57, "vfork": 58,
        },
    },
    "aarch64": {
        "audit_arch": 0xC00000B7,
        "x32_bit": None,
        "numbers": {
            "unshare": 97, "setns": 268, "mount": 40, "umount2": 39, "pivot_root": 41, "open_tree": 428,
            "move_mount": 429, "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433,
            "mount_setattr": 442, "ptrace": 117, "process_vm_readv": 270, "process_vm_writev": 271,
            "pidfd_getfd": 438, "open_by_handle_at": 265,
            "bpf": 280, "userfaultfd": 282, "perf_event_open": 241, "io_uring_setup": 425,
            "io_uring_enter": 426, "io_uring_register": 427, "keyctl": 219, "add_key": 217,
            "request_key": 218, "memfd_create": 279, "memfd_secret": 447, "shmget": 194, "shmctl": 195,
            "shmat": 196, "shmdt": 197, "semget": 190, "semctl": 191, "semtimedop": 192, "semop": 193,
            "msgget": 186, "msgctl": 187, "msgrcv": 188, "msgsnd": 189, "mq_open": 180, "mq_unlink": 181,
            "mq_timedsend": 182, "mq_timedreceive": 183, "mq_notify": 184, "mq_getsetattr": 185,
            "sched_setaffinity": 122,
            "io_setup": 0, "io_destroy": 1, "io_submit": 2, "io_cancel": 3, "io_getevents": 4,
            "io_pgetevents": 292, "inotify_init1": 26, "fanotify_init": 262, "kcmp": 272, "mincore": 232,
            "cachestat": 451, "fadvise64": 223, "readahead": 213, "preadv2": 286, "pwritev2": 287,
            "remap_file_pages": 234, "sysinfo": 179, "madvise": 233, "prctl": 167, "migrate_pages": 238, "move_pages": 239, "mbind": 235, "set_mempolicy": 237,
            "set_mempolicy_home_node": 450, "process_madvise": 440, "swapon": 224, "swapoff": 225, "acct": 89,
            "quotactl": 60, "syslog": 116,
            "clone": 220, "clone3": 435, "socket": 198, "socketpair": 199, "setsockopt": 208, "fcntl": 25,
            "pipe2": 59, "pidfd_open": 434,
        },
    },
}


def _op(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
    return struct.pack("=HBBI", code, jt, jf, k)


def seccomp_filter(machine: str | None = None, template: bool = False, counters: bool = False) -> bytes | None:
    """The filter (raw ``struct sock_filter`` instructions) for ``machine`` (default: this one).

    ``None`` for an architecture whose system call numbers are not known here. With
    ``template``, the template's variant: it may make pipes, sockets and pidfds (it watches each
    program through a pidfd), and ``unshare``, ``setns`` and ``mount`` (a PID namespace per
    program, and the way back to its own; the program's other namespaces, its working directory
    and private RAM-backed directories, made by the program's process before it installs the full
    filter); every program installs the full filter on itself before it runs anything. With
    ``counters``, a program's variant that may still make pipes, sockets and pidfds (``COUNTERS``),
    for a sandbox whose programs are not scored one after another (the audit calls a reward that
    spawns its own processes).

    >>> len(seccomp_filter("x86_64")) % 8, seccomp_filter("sparc64")
    (0, None)
    """
    arch = _ARCHES.get(machine or platform.machine())
    if arch is None:
        return None
    numbers = arch["numbers"]
    deny = _ERRNO | errno.EPERM
    program = _header(arch)
    for name in DENIED + (() if template or counters else COUNTERS):
        if (template and name in ("unshare", "setns", "mount")) or name not in numbers:  # aarch64 has no inotify_init
            continue
        program += [_op(_JEQ_K, numbers[name], jt=0, jf=1), _op(_RET_K, deny)]
    # setsockopt(SOL_SOCKET, a buffer size) and fcntl(F_SETPIPE_SZ): refused (each block ends in a return)
    program += [_op(_JEQ_K, numbers["setsockopt"], jt=0, jf=9), _op(_LD_ABS_W, _ARG1),
                _op(_JEQ_K, SOL_SOCKET, jt=0, jf=6), _op(_LD_ABS_W, _ARG2)]
    for i, option in enumerate(BUFFER_OPTIONS):
        last = i == len(BUFFER_OPTIONS) - 1
        program.append(_op(_JEQ_K, option, jt=len(BUFFER_OPTIONS) - 1 - i, jf=1 if last else 0))
    program += [_op(_RET_K, deny), _op(_RET_K, _ALLOW)]
    program += [_op(_JEQ_K, numbers["fcntl"], jt=0, jf=4), _op(_LD_ABS_W, _ARG1),
                _op(_JEQ_K, F_SETPIPE_SZ, jt=0, jf=1), _op(_RET_K, deny), _op(_RET_K, _ALLOW)]
    # prctl(PR_SET_DUMPABLE): a program stays non-dumpable, so /proc/self/pagemap stays closed to it
    program += [_op(_JEQ_K, numbers["prctl"], jt=0, jf=4), _op(_LD_ABS_W, _ARG0),
                _op(_JEQ_K, PR_SET_DUMPABLE, jt=0, jf=1), _op(_RET_K, deny), _op(_RET_K, _ALLOW)]
    # madvise with an advice that fetches pages into, or pushes them out of, memory
    program += [_op(_JEQ_K, numbers["madvise"], jt=0, jf=len(PAGE_ADVICE) + 3), _op(_LD_ABS_W, _ARG2)]
    for i, advice in enumerate(PAGE_ADVICE):
        program.append(_op(_JEQ_K, advice, jt=len(PAGE_ADVICE) - i, jf=0))
    program += [_op(_RET_K, _ALLOW), _op(_RET_K, deny)]
    families = sorted(SOCKET_FAMILIES.values())
    program += [
        _op(_JEQ_K, numbers["clone3"], jt=0, jf=1),
        _op(_RET_K, _ERRNO | errno.ENOSYS),
        # clone: refuse namespace flags and a pidfd
        _op(_JEQ_K, numbers["clone"], jt=0, jf=4),
        _op(_LD_ABS_W, _ARG0),
        _op(_JSET_K, _NAMESPACE_FLAGS | CLONE_PIDFD, jt=0, jf=1),
        _op(_RET_K, deny),
        _op(_RET_K, _ALLOW),
        # socket / socketpair (the template's variant; programs were refused both above): only SOCKET_FAMILIES
        _op(_JEQ_K, numbers["socket"], jt=1, jf=0),
        _op(_JEQ_K, numbers["socketpair"], jt=0, jf=len(families) + 2),
        _op(_LD_ABS_W, _ARG0),
    ]
    for i, family in enumerate(families):
        program.append(_op(_JEQ_K, family, jt=len(families) - i, jf=0))
    program += [
        _op(_RET_K, _ERRNO | errno.EAFNOSUPPORT),
        _op(_RET_K, _ALLOW),
        _op(_RET_K, _ALLOW),
    ]
    return b"".join(program)


def _header(arch: dict) -> list[bytes]:
    """Refuse a foreign ABI, then load the system call number."""
    deny = _ERRNO | errno.EPERM
    program = [
        _op(_LD_ABS_W, _ARCH),
        _op(_JEQ_K, arch["audit_arch"], jt=1, jf=0),
        _op(_RET_K, deny),  # a foreign ABI
        _op(_LD_ABS_W, _NR),
    ]
    if arch["x32_bit"] is not None:
        program += [_op(_JSET_K, arch["x32_bit"], jt=0, jf=1), _op(_RET_K, deny)]
    return program


def solution_filter(machine: str | None = None) -> bytes | None:
    """The filter a solution process adds to its own: ``EPERM`` for a new process (``fork``, ``vfork``,
    ``clone`` without ``CLONE_THREAD``), so every reply on its channel is its own; threads are allowed.

    >>> len(solution_filter("aarch64")) % 8, solution_filter("sparc64")
    (0, None)
    """
    arch = _ARCHES.get(machine or platform.machine())
    if arch is None:
        return None
    numbers, deny = arch["numbers"], _ERRNO | errno.EPERM
    program = _header(arch)
    for name in ("fork", "vfork"):
        if name in numbers:
            program += [_op(_JEQ_K, numbers[name], jt=0, jf=1), _op(_RET_K, deny)]
    program += [
        _op(_JEQ_K, numbers["clone"], jt=0, jf=3),
        _op(_LD_ABS_W, _ARG0),
        _op(_JSET_K, CLONE_THREAD, jt=1, jf=0),
        _op(_RET_K, deny),
        _op(_RET_K, _ALLOW),
    ]
    return b"".join(program)


__all__ = ["COUNTERS", "DENIED", "SOCKET_FAMILIES", "seccomp_filter", "solution_filter"]
