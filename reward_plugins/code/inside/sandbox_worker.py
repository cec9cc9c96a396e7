"""A long-lived sandbox worker: runs untrusted programs one at a time, each in a fresh process.

This file is a standalone program (standard library only). An executor starts it once with
``python -s -S -P -c <this source>`` -- inside bubblewrap, or as a plain subprocess -- sends its
configuration (JSON) as the first frame on stdin, and then jobs; results come back over stdout.
Keeping the worker warm is what makes sandboxed execution cheap: a job costs a ``fork()``, not a
new sandbox and a new interpreter.

Three kinds of process:

* the **worker** (W) reads jobs and writes results. It first executes itself again without address
  randomization (:func:`fixed_layout`). At start-up, before it reads any job, it
  caps the private ``/tmp`` (bytes and inodes; bubblewrap only), pins itself to its core, makes
  itself non-dumpable (no ``/proc/<pid>/mem`` for anyone else), runs the executor's preloaded
  program's top level (the test harness: :func:`preload_program`), forks the template, then drops
  the capabilities it needed and installs the seccomp filter (``seccomp.py``) on itself. It forks
* the **template** (T), which never reads program data: it receives FIFO descriptors (:func:`fifo`) over a
  socket -- for the next program, as soon as the previous one is over -- forks one program per
  job, watches it, kills everything the program left when it ends or when W says time is up
  (from outside the program's uid), and reports the exit status and the CPU time of all the
  program's processes. Because T never held a job, a program forked from it cannot find another
  completion's code, tests or output in its memory. T keeps ``CAP_SYS_ADMIN`` and a filter that
  allows ``unshare``, ``setns`` and ``mount``: it forks each program as the init of a new PID
  namespace (``unshare`` for its next child only, then ``setns`` back to its own), so no program
  sees another's process IDs;
* the **program** (C), forked before its job comes (:meth:`Worker.prepare`). Until then it makes,
  where the worker may, network, IPC and mount namespaces of its own and an empty ``/proc``
  (:func:`fresh_namespaces`, :func:`program_proc`), starts a new session, takes its
  stdin/stdout/stderr from the FIFOs and closes every other descriptor, and waits. When the job
  comes (its limits first on stdin) it mounts a fresh capped tmpfs as its working directory
  (:func:`fresh_workdir`; where the host's world-writable directories are visible, in the
  subprocess executor, a capped tmpfs of its own over each too), drops every
  capability, installs the full seccomp filter, drops to the sandbox uid (when W runs as root),
  applies the rlimits (address space, CPU, processes, file size, open files, no core dumps), and
  reports "ok" on a setup FIFO; the environment and signal dispositions are the template's, set
  once. It then reads the program from its stdin (``>IB`` length and kind, then marshalled
  code, source, or nothing for the preloaded program); what follows on stdin is the program's
  own input. A child that fails setup never runs the program, and the job reports a sandbox error.

After each program W wipes the working directory and checks that nothing is left (processes,
SysV IPC objects, files); if anything is, it answers the job and exits so the executor replaces it.

Protocol with the executor: every message is a frame ``>I total length, >I header length, JSON
header, blob``.
"""

import json
import marshal
import os
import resource
import select
import signal
import socket
import struct
import sys
import time

CHUNK = 1 << 16
PROGRAM_KINDS = {"source": 0, "marshal": 1, "preloaded": 2}  # preloaded: the program the worker ran at start
PRELOADED_MODULE = "__preloaded__"
SETUP_FAILED_STATUS = 127
# World-writable host directories given a tmpfs of its own per program at most (one mount each).
MAX_PRIVATE_DIRS = 64
# How often the template sums a running program's resident memory over its processes.
MEMORY_POLL_S = 0.01
PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_SET_CHILD_SUBREAPER = 1, 4, 36
CLONE_NEWPID, CLONE_NEWNS, CLONE_NEWNET, CLONE_NEWIPC, CAP_SYS_ADMIN = 0x20000000, 0x00020000, 0x40000000, 0x08000000, 21
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REC, MS_PRIVATE = 1, 2, 4, 8, 0x4000, 1 << 18


# ---------------------------------------------------------------------------------------------
# framing

def read_exact(fd, n):
    parts = []
    while n:
        data = os.read(fd, min(n, 1 << 20))
        if not data:
            raise EOFError("channel closed")
        parts.append(data)
        n -= len(data)
    return b"".join(parts)


def write_all(fd, data):
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def read_frame(fd):
    total = struct.unpack(">I", read_exact(fd, 4))[0]
    payload = read_exact(fd, total)
    header_len = struct.unpack(">I", payload[:4])[0]
    header = json.loads(payload[4 : 4 + header_len].decode("utf-8"))
    return header, payload[4 + header_len :]


def write_frame(fd, header, blob=b""):
    head = json.dumps(header).encode("utf-8")
    write_all(fd, struct.pack(">II", 4 + len(head) + len(blob), len(head)) + head + blob)


# ---------------------------------------------------------------------------------------------
# helpers

def fifo(directory, name):
    """``(read end, write end)`` of a FIFO made in ``directory`` and unlinked at once (close-on-exec).

    What a pipe would be, but its inode number comes from ``directory``'s file system, where only the
    worker makes files, not from the kernel's host-wide counter (``get_next_ino``) that a pipe's
    takes: a program reading its stdin's number learns nothing of what the one before it did.
    """
    path = os.path.join(directory, ".%s-%d" % (name, os.getpid()))
    os.mkfifo(path, 0o600)
    try:
        read_end = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)  # opens without a writer
        try:
            write_end = os.open(path, os.O_WRONLY | os.O_CLOEXEC)
        except OSError:
            os.close(read_end)
            raise
    finally:
        os.unlink(path)
    os.set_blocking(read_end, True)
    return read_end, write_end


def stamp_line(name):
    """One stage-timing record (``stage_timing`` on): ``@name ns``, ``ns`` on the monotonic clock every
    process of the worker shares (no time namespace), so stamps of W, T, C and the runner line up."""
    return ("@%s %d\n" % (name, time.perf_counter_ns())).encode()


def split_stamps(data):
    """``(stamps, rest)``: the ``@name ns`` lines of ``data`` as ``[name, ns]`` pairs, and the other bytes."""
    stamps, rest = [], []
    for line in data.split(b"\n"):
        name, _, ns = line[1:].rpartition(b" ")
        if line.startswith(b"@") and ns.isdigit():
            stamps.append([name.decode("utf-8", "replace"), int(ns)])
        else:
            rest.append(line)
    return stamps, b"\n".join(rest)


class Capture:
    """Keeps the first ``cap`` bytes of a stream, counts and drops the rest."""

    def __init__(self, cap):
        self.cap = cap
        self.parts = []
        self.size = 0
        self.truncated = False

    def feed(self, data):
        room = self.cap - self.size
        if room > 0:
            kept = data[:room]
            self.parts.append(kept)
            self.size += len(kept)
        if len(data) > max(room, 0):
            self.truncated = True

    def value(self):
        return b"".join(self.parts)


_LIBC = []


def libc():
    if not _LIBC:
        try:
            import ctypes

            _LIBC.append(ctypes.CDLL(None, use_errno=True))
        except Exception:
            _LIBC.append(None)
    return _LIBC[0]


def prctl(option, arg):
    lib = libc()
    if lib is None:
        return False
    import ctypes

    return lib.prctl(ctypes.c_int(option), ctypes.c_ulong(arg), ctypes.c_ulong(0), ctypes.c_ulong(0),
                     ctypes.c_ulong(0)) == 0


def cap_tmp(path, size_bytes, inodes):
    """Remount the private tmpfs with a byte and an inode cap (needs CAP_SYS_ADMIN in its namespace)."""
    import ctypes

    lib = libc()
    options = "size=%d,nr_inodes=%d,mode=1777" % (size_bytes, inodes)
    ms_nosuid, ms_nodev, ms_remount = 2, 4, 32
    if lib.mount(b"tmpfs", path.encode(), b"tmpfs", ms_remount | ms_nosuid | ms_nodev, options.encode()) != 0:
        raise OSError(ctypes.get_errno(), "remounting %s with %s failed" % (path, options))
    stats = os.statvfs(path)
    if stats.f_files > inodes:
        raise OSError(0, "the inode cap did not take (%d > %d)" % (stats.f_files, inodes))


def keep_only_capabilities(keep):
    """Drop every capability but ``keep`` (numbers) from the effective, permitted, inheritable and ambient sets."""
    import ctypes

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]

    mask = 0
    for cap in keep:
        mask |= 1 << cap
    data = (Data * 2)()
    for i in range(2):
        word = (mask >> (32 * i)) & 0xFFFFFFFF
        data[i].effective = data[i].permitted = word
        data[i].inheritable = 0
    header = Header(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3
    lib = libc()
    prctl(47, 4)  # PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL
    if lib.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset failed")


def effective_capabilities():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("CapEff:"):
                return int(line.split()[1], 16)
    return None


_DIRECTORY = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW


def _clear(fd):
    """Unlink every non-directory in the directory ``fd``; return its subdirectories' names."""
    directories = []
    try:
        entries = list(os.scandir(fd))
    except OSError:
        return directories
    for entry in entries:
        try:
            if entry.is_dir(follow_symlinks=False):
                directories.append(entry.name)
            else:
                os.unlink(entry.name, dir_fd=fd)  # a link goes, never what it points to
        except OSError:
            pass
    return directories


def wipe(path):
    """Delete everything inside ``path`` (not ``path`` itself); True when it is empty after.

    Iterative, holding one directory descriptor at a time: a chain of directories thousands
    deep can exhaust neither the stack nor the descriptors, and no path grows past ``PATH_MAX``.
    """
    try:
        fd = os.open(path, _DIRECTORY)
    except OSError:
        return False
    try:
        stack = [(None, iter(_clear(fd)))]  # (name in the parent, subdirectories still to empty)
        while stack:
            child = next(stack[-1][1], None)
            if child is None:
                name = stack.pop()[0]
                if stack:
                    parent = os.open("..", _DIRECTORY, dir_fd=fd)
                    os.close(fd)
                    fd = parent
                    try:
                        os.rmdir(name, dir_fd=fd)
                    except OSError:
                        pass
                continue
            try:
                os.chmod(child, 0o700, dir_fd=fd)  # the program may have made it unreadable
            except OSError:
                pass
            try:
                sub = os.open(child, _DIRECTORY, dir_fd=fd)
            except OSError:
                continue
            os.close(fd)
            fd = sub
            stack.append((child, iter(_clear(fd))))
        return not os.listdir(path)
    except Exception:
        return False
    finally:
        os.close(fd)


def remove_tree(path):
    """Delete ``path``: a file or link, or a directory with everything in it (see :func:`wipe`)."""
    if os.path.isdir(path) and not os.path.islink(path):
        wipe(path)
        os.rmdir(path)
    else:
        os.unlink(path)


def new_pid_namespace():
    """Put this process's future children in a new PID namespace (the first becomes its init)."""
    lib = libc()
    return lib is not None and lib.unshare(CLONE_NEWPID) == 0


def enter_pid_namespace(fd):
    """Put this process's future children in the PID namespace ``fd`` (this process's own, or below it)."""
    lib = libc()
    return lib is not None and lib.setns(fd, CLONE_NEWPID) == 0


def ram_backed(directories, workdir):
    """Those of ``directories`` on a tmpfs (the host's memory): outermost only, none holding ``workdir``."""
    mounts = {}
    with open("/proc/self/mountinfo") as f:
        for line in f:
            fields = line.split()
            point = fields[4].encode().decode("unicode_escape")  # spaces come as \040
            mounts[point] = fields[fields.index("-") + 1]
    chosen = []
    for directory in sorted(directories):
        holder = max((p for p in mounts if directory == p or directory.startswith(p.rstrip("/") + "/")), key=len)
        if mounts[holder] != "tmpfs" or any(directory.startswith(c + "/") for c in chosen):
            continue
        if workdir == directory or workdir.startswith(directory + "/"):
            continue  # the program's own directory stays reachable (and uncapped: see SANDBOX.md)
        chosen.append(directory)
    return chosen


def outermost(directories):
    """Those of ``directories`` inside none of the others."""
    chosen = []
    for directory in sorted(directories):
        if not any(directory == c or directory.startswith(c.rstrip("/") + "/") for c in chosen):
            chosen.append(directory)
    return chosen


def private_writable_dirs(directories, cap, workdir=None):
    """In a mount namespace of this process's own, a fresh tmpfs capped by ``cap`` over each directory.

    What a program writes there is its own, within the cap, and gone with its last process: nothing
    is left on the host to clean up, however many files it made. Where one of them holds
    ``workdir``, the path to it is made again inside the fresh tmpfs.
    """
    lib = libc()
    if lib is None or lib.unshare(CLONE_NEWNS) != 0 or lib.mount(b"none", b"/", None, MS_REC | MS_PRIVATE, None) != 0:
        return False
    options = ("size=%d,nr_inodes=%d,mode=1777" % (cap["bytes"], cap["inodes"])).encode()
    if not all(lib.mount(b"tmpfs", d.encode(), b"tmpfs", MS_NOSUID | MS_NODEV, options) == 0 for d in directories):
        return False
    if workdir and any(workdir.startswith(d.rstrip("/") + "/") for d in directories):
        os.makedirs(workdir, mode=0o711, exist_ok=True)
    return True


def can_make_private(directories, cap, workdir=None):
    """Whether a process forked from here can give its programs private world-writable directories."""
    pid = os.fork()
    if pid == 0:
        os._exit(0 if private_writable_dirs(directories, cap, workdir) else 1)
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def can_unshare_pid():
    """Whether a process forked from here can start a PID namespace per child and return to its own
    after each (privilege allowing), as :meth:`Template.start_program` does."""
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            own = os.open("/proc/self/ns/pid", os.O_RDONLY)
            for _ in range(2):
                if not new_pid_namespace():
                    break
                child = os.fork()
                if child == 0:
                    os._exit(0)
                os.waitpid(child, 0)
                if not enter_pid_namespace(own):
                    break
            else:
                code = 0
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def fresh_namespaces(mark=lambda name: None):
    """Network, IPC and mount namespaces of this process's own (mounts private to it).

    Called by the program's process before its job comes: it starts in a network namespace with no
    interface up (no counters, sockets or ``TIME_WAIT`` of an earlier program) and an IPC namespace
    of its own; its working directory is :func:`fresh_workdir`.
    """
    lib = libc()
    if lib is None:
        return False
    for name, flag in (("net", CLONE_NEWNET), ("ipc", CLONE_NEWIPC), ("mnt", CLONE_NEWNS)):
        if lib.unshare(flag) != 0:
            return False
        mark("C %s ns" % name)
    return lib.mount(b"none", b"/", None, MS_REC | MS_PRIVATE, None) == 0


def fresh_workdir(workdir, cap):
    """A fresh capped tmpfs over ``workdir``, in this process's own mount namespace (:func:`fresh_namespaces`).

    Mounted when the job comes: a working directory that did not exist before it (no earlier file,
    inode number or timestamp), which goes away with the program's last process.
    """
    lib = libc()
    options = ("size=%d,nr_inodes=%d,mode=1777" % (cap["bytes"], cap["inodes"])).encode()
    return lib is not None and lib.mount(b"tmpfs", workdir.encode(), b"tmpfs", MS_NOSUID | MS_NODEV, options) == 0


def no_proc():
    """Cover ``/proc`` with an empty read-only tmpfs, in this process's own mount namespace: a program
    that runs no code of the interpreter's through ``/proc/self/fd`` needs none.

    Every ``/proc/<pid>`` entry a process looks up takes an inode number from the kernel's host-wide
    counter (``get_next_ino``), the one pipes and sockets take theirs from; with no ``/proc`` (and no
    pipes, sockets or pidfds: ``seccomp.COUNTERS``) a program holds no number taken after the
    previous program began, so it cannot read what that one added. Host-wide entries go with it.
    """
    lib = libc()
    return lib is not None and lib.mount(b"tmpfs", b"/proc", b"tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC,
                                         b"size=4096,nr_inodes=1,mode=0555") == 0


def own_proc(stat_text):
    """Mount a ``/proc`` of this process's PID namespace (its init calls this): it sees only its own processes.

    For programs that reach the interpreter through ``/proc/self/fd`` (the subprocess executor
    where the interpreter's prefix is private to the trainer's uid); other programs get :func:`no_proc`.

    Only the processes (``subset=pid``, Linux 5.8): every host-wide entry (``stat``, ``vmstat``,
    ``meminfo``, ``loadavg``, ``sys``, ``pressure``, ...) counts for the whole machine, so one program
    could leave a residue in it for the next. Where the kernel has no ``subset``, they are masked.
    """
    lib = libc()
    if lib is None:
        return False
    flags = MS_NOSUID | MS_NODEV | MS_NOEXEC
    if lib.mount(b"proc", b"/proc", b"proc", flags, b"subset=pid") == 0:
        return True
    return lib.mount(b"proc", b"/proc", b"proc", flags, None) == 0 and mask_host_proc(stat_text)


# Without ``subset=pid``: what a program's own /proc keeps of the top level besides its processes
# (what belongs to its own namespaces or never changes). The rest is masked (empty; ``stat`` keeps only
# its CPU lines, zeroed, as the C library counts CPUs there).
PROC_KEPT = ("self", "thread-self", "mounts", "net", "sysvipc", "filesystems", "version", "cmdline")
MS_BIND = 4096


def zeroed_proc_stat():
    """``/proc/stat``'s CPU lines with every counter 0 (read where the host's ``/proc`` is mounted)."""
    with open("/proc/stat") as f:
        cpus = [line.split()[0] for line in f if line.startswith("cpu")]
    return "".join("%s 0 0 0 0 0 0 0 0 0 0\n" % cpu for cpu in cpus)


def mask_host_proc(stat_text):
    """Mask the host-wide entries at the top of this process's own ``/proc`` (see PROC_KEPT; older kernels).

    A tmpfs of this program's own over ``/proc/sys`` (mode 0555, 16 inodes) holds the empty file, the
    empty directory and the zeroed ``stat`` that are bound over the rest, and is left empty after.
    """
    lib = libc()
    if lib is None or lib.mount(b"tmpfs", b"/proc/sys", b"tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC,
                                b"size=65536,nr_inodes=16,mode=0755") != 0:
        return False
    sources = {"file": "/proc/sys/.file", "dir": "/proc/sys/.dir", "stat": "/proc/sys/.stat"}
    os.mkdir(sources["dir"], 0o555)
    for name, text in (("file", ""), ("stat", stat_text)):
        with open(sources[name], "w") as f:
            f.write(text)
        os.chmod(sources[name], 0o444)
    ok = True
    for entry in os.listdir("/proc"):
        path = "/proc/" + entry
        if entry.isdigit() or entry in PROC_KEPT or entry == "sys" or os.path.islink(path):
            continue
        source = sources["stat"] if entry == "stat" else sources["dir"] if os.path.isdir(path) else sources["file"]
        ok = lib.mount(source.encode(), path.encode(), None, MS_BIND, None) == 0 and ok
    for path in sources.values():
        (os.rmdir if path == sources["dir"] else os.unlink)(path)
    os.chmod("/proc/sys", 0o555)  # made 0755: without CAP_DAC_OVERRIDE even its owner needs the write bit
    return ok


def program_proc(hide, stat_text):
    """The ``/proc`` a program gets: none (:func:`no_proc`) where ``hide``, else its own (:func:`own_proc`)."""
    return no_proc() if hide else own_proc(stat_text)


def can_isolate(workdir, cap, hide_proc):
    """Whether programs forked from here can get :func:`fresh_namespaces`, :func:`program_proc` and :func:`fresh_workdir`."""
    stat_text = zeroed_proc_stat()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            if new_pid_namespace():
                child = os.fork()
                if child == 0:
                    ok = fresh_namespaces() and program_proc(hide_proc, stat_text) and fresh_workdir(workdir, cap)
                    ok = ok and (os.listdir("/proc") == [] if hide_proc else os.readlink("/proc/self") == "1")
                    os._exit(0 if ok else 1)
                _, status = os.waitpid(child, 0)
                code = 0 if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 else 1
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def _signature(directory):
    """What changes when an entry is created in ``directory``, or None when it is gone."""
    try:
        info = os.stat(directory, follow_symlinks=False)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_ctime_ns, info.st_size, info.st_nlink, info.st_ino


def exit_status(code):
    if code is None:
        return 0
    if isinstance(code, int) and not isinstance(code, bool):
        return code & 0xFF
    try:
        sys.stderr.write(str(code) + "\n")
    except BaseException:
        pass
    return 1


def drop_to(uid):
    os.setgroups([])
    os.setresgid(uid, uid, uid)
    os.setresuid(uid, uid, uid)
    if os.getresuid() != (uid,) * 3 or os.getresgid() != (uid,) * 3:
        raise RuntimeError("could not drop privileges")


def proc_statuses():
    """``(pid, text of /proc/<pid>/status)`` for every process ``/proc`` shows that has not gone meanwhile."""
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open("/proc/%s/status" % name) as f:
                yield int(name), f.read()
        except OSError:
            continue


def status_field(status, name):
    """The first word of a ``/proc/<pid>/status`` line (``[]`` where there is none); ``Uid`` gives the real uid."""
    return status.partition("\n%s:" % name)[2].split(None, 1)[:1]


def processes_of(uid):
    """Live (not zombie) processes whose real, effective, saved or filesystem uid is ``uid``."""
    wanted = str(uid)
    return [pid for pid, status in proc_statuses()
            if wanted in status.partition("\nUid:")[2].split("\n", 1)[0].split()
            and status_field(status, "State") != ["Z"]]


def tasks_of(uid):
    """Processes and threads whose real uid is ``uid``, as ``/proc`` shows them: what ``RLIMIT_NPROC``
    counts against a process of that uid when it forks."""
    count = 0
    for _, status in proc_statuses():
        threads = status_field(status, "Threads")
        if status_field(status, "Uid") == [str(uid)] and threads:
            count += int(threads[0])
    return count


def process_allowance(processes, uid):
    """``RLIMIT_NPROC`` for a program that may start ``processes`` tasks of its own.

    A program of a uid of its own (root trainer) or of its own user namespace starts from none. One that
    runs as the trainer's uid (a non-root trainer without bubblewrap) shares the count with every task of
    that uid, the trainer's threads included: a limit of 8 would let it fork nothing. It gets ``processes``
    more than the uid holds now.
    """
    if uid is not None or os.geteuid() == 0:
        return processes
    return processes + tasks_of(os.getuid())


def kill_uid(uid, seconds=2.0):
    """SIGKILL every process of ``uid`` from outside that uid (so none can stop it), until none is left.

    None, or a complaint. Zombies do not count; the template (the subreaper) reaps them after.
    """
    deadline = time.monotonic() + seconds
    while True:
        found = processes_of(uid)
        if not found:
            return None
        for pid in found:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        if time.monotonic() > deadline:
            return "processes of the sandbox uid survived SIGKILL"
        time.sleep(0.001)


def own_children():
    """This process's children (the program, and orphans it inherited as a subreaper)."""
    children = []
    try:
        for task in os.listdir("/proc/self/task"):
            with open("/proc/self/task/%s/children" % task, "rb") as f:
                children.extend(int(c) for c in f.read().split())
    except (OSError, ValueError):
        pass
    return children


def resident_bytes(roots):
    """Resident memory of ``roots`` and all their descendants that a program holds: anonymous pages
    (``RssAnon``) and shared-memory pages (``RssShmem``: ``MAP_SHARED`` anonymous mappings,
    ``multiprocessing`` arrays, tmpfs files mapped in), counted in every process that maps them.

    File-backed pages (the interpreter, libraries) are left out: the page cache holds them anyway.
    """
    total, stack, seen = 0, list(roots), set()
    while stack:
        pid = stack.pop()
        if pid in seen:
            continue
        seen.add(pid)
        try:
            with open("/proc/%d/status" % pid, "rb") as f:
                status = f.read()
            for field in (b"\nRssAnon:", b"\nRssShmem:"):
                at = status.find(field)
                if at >= 0:
                    total += int(status[at + len(field):status.index(b"kB", at)]) << 10
            for task in os.listdir("/proc/%d/task" % pid):
                with open("/proc/%d/task/%s/children" % (pid, task), "rb") as f:
                    stack.extend(int(c) for c in f.read().split())
        except (OSError, ValueError, IndexError):  # it ended meanwhile
            pass
    return total


def _wait_helper(helper, seconds=10.0):
    """Wait for the cleanup helper (polled: the worker's filter refuses pidfds), killing it past ``seconds``."""
    deadline = time.monotonic() + seconds
    pause = 0.0002
    while True:
        done, status = os.waitpid(helper, os.WNOHANG)
        if done:
            return None if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 else "cleanup helper failed"
        if time.monotonic() > deadline:
            os.kill(helper, signal.SIGKILL)
            os.waitpid(helper, 0)
            return "cleanup helper hung"
        time.sleep(pause)
        pause = min(pause * 2, 0.01)


# ---------------------------------------------------------------------------------------------
# the template: forks programs, never reads their data

class Template:
    def __init__(self, sock, config):
        self.sock = sock
        self.uid = config.get("drop_uid")
        self.workdir = config["workdir"]
        self.prefix_fd = config.get("prefix_fd")
        self.prefixes = config.get("prefixes") or []
        self.pid_namespace = bool(config.get("pid_namespace"))
        self.private_dirs = config.get("private_dirs") or []
        self.private_cap = config.get("private_cap")
        self.isolate = config.get("isolate")  # the workdir's cap: fresh namespaces and /proc per program
        self.proc_stat = zeroed_proc_stat()
        self.timing = bool(config.get("stage_timing"))
        # Where start_program returns after each program's PID namespace is made.
        self.own_pid_namespace = os.open("/proc/self/ns/pid", os.O_RDONLY | os.O_CLOEXEC) if self.pid_namespace else None
        program_filter = config.get("program_filter")  # installed by each program on itself
        self.program_filter = prepared_filter(program_filter) if program_filter is not None else None
        self.subreaper = prctl(PR_SET_CHILD_SUBREAPER, 1)
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL)  # never outlive the worker
        # What every program starts with, set here once (each program inherits it): default signal
        # dispositions (Python ignores SIGPIPE) and the programs' environment.
        for sig in (signal.SIGTERM, signal.SIGCHLD, signal.SIGHUP, signal.SIGPIPE):
            signal.signal(sig, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        env = dict(config.get("env") or {}, HOME=self.workdir, TMPDIR=self.workdir, PWD=self.workdir)
        if self.timing:
            env["SANDBOX_STAGE_TIMING"] = "1"  # the harness stamps its stages on stderr
        os.environ.clear()
        os.environ.update(env)

    def serve(self):
        while True:
            try:
                message, fds, _, _ = socket.recv_fds(self.sock, 4096, 8)
            except OSError:
                os._exit(1)
            if not message:
                os._exit(0)
            if not fds:  # a kill order or limits for a program that had ended already: nothing to do
                continue
            received = time.perf_counter_ns()
            if len(fds) != 4:
                for fd in fds:
                    os.close(fd)
                self.send({"error": "expected 4 descriptors, got %d" % len(fds)})
                continue
            pid = self.start_program(fds)
            forked = time.perf_counter_ns()
            for fd in fds:
                os.close(fd)
            report = self.watch(pid)
            stamps = report.pop("stamps")
            if self.timing:
                report["stamps"] = [["T request", received], ["T program forked", forked]] + stamps
            self.send(report)

    def send(self, message):
        self.sock.sendall(json.dumps(message).encode())

    def watch(self, pid):
        """Wait for the program to end (or for the worker to say time is up), then clean up.

        Once the worker has sent the job's limits, the program's resident memory is summed over
        all its processes every ``MEMORY_POLL_S``: the address-space limit holds each process
        alone, so a program that spreads its memory over many would otherwise hold the limit
        times the process limit. Past ``memory_bytes`` everything of it is killed
        (``memory_exceeded``).
        """
        pidfd = os.pidfd_open(pid)
        stamps, memory_bytes = [], None
        killed, status, own, over = False, None, None, False
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        try:
            while status is None:
                ready, _, _ = select.select([self.sock, pidfd], [], [], MEMORY_POLL_S if memory_bytes else None)
                if not ready:
                    if resident_bytes(own_children()) > memory_bytes:
                        over = killed = True
                        self.kill_everything(pid)
                        _, status, own = os.wait4(pid, 0)
                    continue
                if self.sock in ready:
                    order = self.sock.recv(4096)
                    if not order:  # the worker is gone
                        self.kill_everything(pid)
                        os._exit(1)
                    if order != b"kill":  # the job has come: its limits
                        memory_bytes = json.loads(order).get("memory_bytes")
                        continue
                    killed = True
                    self.kill_everything(pid)
                    _, status, own = os.wait4(pid, 0)
                elif pidfd in ready:
                    stamps.append(["T program ended", time.perf_counter_ns()])
                    done, wait_status, wait_usage = os.wait4(pid, os.WNOHANG)
                    if done:
                        status, own = wait_status, wait_usage
        finally:
            os.close(pidfd)
        stamps.append(["T program reaped", time.perf_counter_ns()])
        problem, left_running = None, False
        if killed or not self.nothing_left_running():
            left_running = not killed and self.subreaper  # processes that outlived the program itself
            problem = self.kill_everything(pid)
            if not self.reap_children(2.0):
                problem = problem or "processes survived SIGKILL"
        # Everything the program started has been reaped by now, by it or by us (the subreaper):
        # our children's usage counts all of its processes, not only the first.
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = usage.ru_utime - before.ru_utime + usage.ru_stime - before.ru_stime
        stamps.append(["T nothing left", time.perf_counter_ns()])
        return {
            "status": status, "killed": killed, "problem": problem, "left_running": left_running,
            "cpu_time": cpu, "max_rss_kb": own.ru_maxrss, "memory_exceeded": over, "stamps": stamps,
        }

    def nothing_left_running(self, grace=0.02):
        """Whether every process the program started has ended (reaping them), after a short grace.

        The grace lets helpers the program told to stop (a closed pipe) finish on their own
        instead of being killed, which costs a helper process.
        """
        if not self.subreaper:
            return False
        return self.reap_children(grace, poll=0.0002)

    def kill_everything(self, pid):
        """SIGKILL the program and everything it started, by the strongest means we have."""
        for kill in (os.killpg, os.kill):
            try:
                kill(pid, signal.SIGKILL)
            except OSError:
                pass
        if self.uid is not None:
            return kill_uid(self.uid)
        if self.subreaper:
            return self.kill_descendants(pid)
        return None

    def kill_descendants(self, program_pid):
        """Without a uid of their own, programs are found as our descendants.

        As a subreaper we inherit every orphan: kill our children, reap them (all but the program
        itself, which the caller waits for), and repeat until none is left -- the children of
        a killed process become ours.
        """
        deadline = time.monotonic() + 2.0
        while time.monotonic() < deadline:
            children = set()
            try:
                for task in os.listdir("/proc/self/task"):
                    with open("/proc/self/task/%s/children" % task) as f:
                        children.update(int(c) for c in f.read().split())
            except OSError:
                return "cannot list the processes a program left"
            children.discard(program_pid)
            if not children:
                return None
            for child in children:
                try:
                    os.kill(child, signal.SIGKILL)
                except OSError:
                    pass
            time.sleep(0.001)
            for child in children:
                try:
                    os.waitpid(child, os.WNOHANG)
                except ChildProcessError:
                    pass
        return "processes a program left survived SIGKILL"

    @staticmethod
    def reap_children(seconds, poll=0.0005):
        """Reap ended children until none is left (True) or ``seconds`` pass (False)."""
        deadline = time.monotonic() + seconds
        while True:
            try:
                done, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return True
            if done:
                continue
            if time.monotonic() > deadline:
                return False
            time.sleep(poll)

    # -- the program's process -------------------------------------------------------------------
    def start_program(self, fds):
        """Fork the program C, as the init of a PID namespace of its own (``pid_namespace``).

        Per program, so nothing of one program's process IDs (how many it forked) reaches the
        next; every process it leaves dies with it. The namespace is made for our next child only
        (``unshare``), and we go back to our own at once (``setns``): no relay process is needed
        between us and the program. C makes its other namespaces itself (:meth:`setup_child`).
        """
        if self.pid_namespace and not new_pid_namespace():
            raise RuntimeError("could not create a PID namespace")
        try:
            pid = os.fork()
            if pid == 0:
                self.sock.close()
                self.child(*fds)  # never returns
        finally:
            if self.pid_namespace and not enter_pid_namespace(self.own_pid_namespace):
                os._exit(1)  # our children would land in a dead namespace: the worker replaces us
        return pid

    def child(self, stdin_r, out_w, err_w, setup_w):
        status = SETUP_FAILED_STATUS
        try:
            try:
                self.setup_child(stdin_r, out_w, err_w, setup_w)
                self.take_job(setup_w)
            except BaseException as exc:
                try:
                    write_all(setup_w, ("%s: %s" % (type(exc).__name__, exc)).encode("utf-8", "replace")[:2000])
                except BaseException:
                    pass
                return
            status = 1
            status = exec_program()
        finally:
            os._exit(status)

    def marker(self, setup_w):
        """Writes a stage stamp to the setup FIFO where stage timing is on; does nothing otherwise."""
        return (lambda name: write_all(setup_w, stamp_line(name))) if self.timing else (lambda name: None)

    def setup_child(self, stdin_r, out_w, err_w, setup_w):
        mark = self.marker(setup_w)
        mark("C start")
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL)  # never outlive the template
        if self.isolate and not fresh_namespaces(mark):
            raise OSError("could not create the program's namespaces")
        os.setsid()
        if self.isolate and not program_proc(self.prefix_fd is None, self.proc_stat):
            raise OSError("could not mount the program's /proc")
        mark("C proc mounted")
        os.dup2(stdin_r, 0, inheritable=True)
        os.dup2(out_w, 1, inheritable=True)
        os.dup2(err_w, 2, inheritable=True)
        keep = sorted({setup_w} | ({self.prefix_fd} if self.prefix_fd is not None else set()))
        low = 3
        for fd in keep:
            os.closerange(low, fd)
            low = fd + 1
        os.closerange(low, 1 << 16)
        mark("C fds")
        if self.prefix_fd is not None:
            via = "/proc/self/fd/%d" % self.prefix_fd

            def rewrite(entries):
                for i, entry in enumerate(entries):
                    for prefix in self.prefixes:
                        if isinstance(entry, str) and (entry == prefix or entry.startswith(prefix + os.sep)):
                            entries[i] = via + entry[len(prefix) :]
                            break

            rewrite(sys.path)
            for module in list(sys.modules.values()):  # packages imported already (encodings, ...)
                path = getattr(module, "__path__", None)
                if isinstance(path, list):
                    rewrite(path)
            sys.path_importer_cache.clear()
        mark("C ready")

    def take_job(self, setup_w):
        """Wait for the job's limits on stdin; then mount the fresh working directory, install the full
        filter, drop to the sandbox uid and apply the limits.

        Until the job comes this process holds no uid of the sandbox's (no program of it is
        running between jobs) and runs nothing but this code; its working directory is made
        when the job has come, so its timestamps say nothing of when the previous program ended.
        """
        limits = json.loads(read_exact(0, struct.unpack(">I", read_exact(0, 4))[0]))
        limits["processes"] = process_allowance(limits["processes"], self.uid)
        mark = self.marker(setup_w)
        mark("C job read")
        if self.private_dirs and not private_writable_dirs(self.private_dirs, self.private_cap, self.workdir):
            raise OSError("could not make the world-writable directories private")
        if self.isolate and not fresh_workdir(self.workdir, self.isolate):
            raise OSError("could not mount the program's working directory")
        if self.uid is not None and not self.isolate and self.private_dirs:
            os.chown(self.workdir, self.uid, self.uid)  # made again in a private tmpfs
        os.chdir(self.workdir)
        mark("C workdir")
        if self.program_filter is not None:
            # The template may start namespaces; the program may not, nor keep any capability
            # (the uid change below clears them all where there is one).
            if self.uid is None:
                keep_only_capabilities([])
            install_filter(self.program_filter)
        mark("C filter")
        if self.uid is not None:
            drop_to(self.uid)
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL)  # after the uid change, which clears it
        apply_limits(limits)
        mark("C job taken")
        write_all(setup_w, b"ok")
        os.close(setup_w)


def apply_limits(limits):
    """The job's rlimits, on this process for good (lowering a limit needs no privilege)."""
    for name, value in (
        ("RLIMIT_AS", limits["memory_bytes"]),
        ("RLIMIT_NPROC", limits["processes"]),
        ("RLIMIT_FSIZE", limits["file_size_bytes"]),
        ("RLIMIT_NOFILE", limits["open_files"]),
        ("RLIMIT_CORE", 0),
        ("RLIMIT_MSGQUEUE", 0),
        ("RLIMIT_MEMLOCK", 0),
    ):
        resource.setrlimit(getattr(resource, name), (value, value))
    # SIGXCPU at the soft limit (catchable), SIGKILL one second later.
    resource.setrlimit(resource.RLIMIT_CPU, (limits["cpu"], limits["cpu"] + 1))


def exec_program():
    """Read the program from stdin and run it as ``__main__``; returns the exit status."""
    import builtins
    import io
    import types

    status = 1
    try:
        size, kind = struct.unpack(">IB", read_exact(0, 5))
        data = read_exact(0, size) if kind != PROGRAM_KINDS["preloaded"] else b""
        if os.environ.get("SANDBOX_STAGE_TIMING"):
            write_all(2, stamp_line("C program read"))
        sys.stdin = sys.__stdin__ = io.open(0, "r", encoding="utf-8", errors="surrogateescape", closefd=False)
        sys.stdout = sys.__stdout__ = io.open(1, "w", encoding="utf-8", errors="surrogateescape", closefd=False)
        sys.stderr = sys.__stderr__ = io.open(
            2, "w", encoding="utf-8", errors="backslashreplace", closefd=False, buffering=1
        )
        sys.argv = [""]
        if kind == PROGRAM_KINDS["preloaded"]:
            sys.modules[PRELOADED_MODULE].main()  # its top level ran in the worker, once
        else:
            main = types.ModuleType("__main__")
            main.__dict__["__builtins__"] = builtins
            sys.modules["__main__"] = main
            if kind == PROGRAM_KINDS["marshal"]:
                code = marshal.loads(data)
            else:
                code = compile(data.decode("utf-8", "surrogateescape"), "<program>", "exec")
            del data
            exec(code, main.__dict__)
        status = 0
    except SystemExit as exc:
        status = exit_status(exc.code)
    except BaseException:
        try:
            import traceback

            traceback.print_exc()
        except BaseException:
            pass
        status = 1
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except BaseException:
                pass
    return status


# ---------------------------------------------------------------------------------------------
# the worker: reads jobs, feeds programs, collects output

class Worker:
    def __init__(self, config):
        self.config = config
        self.uid = config.get("drop_uid")  # None: run programs as the worker's own uid
        self.protections = {}
        self.workdir = config.get("workdir")  # bwrap: the private /tmp
        if self.workdir is None:  # subprocess: a private directory below the executor's
            import tempfile

            self.workdir = tempfile.mkdtemp(prefix="run-", dir=config["workbase"])
            if self.uid is not None:
                os.chown(self.workdir, self.uid, self.uid)
        self.check_leftovers = bool(config.get("check_leftovers"))
        self.timing = bool(config.get("stage_timing"))  # stamps of every stage in each result (off: none)
        self.prepared = None  # the next program's process, forked ahead (prepare)
        # world-writable host directory -> its state when the last program ended (None: unknown)
        self.shared_dirs = {d: None for d in config.get("shared_dirs") or () if os.path.isdir(d)}
        if config.get("parent_death_signal"):
            prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        if config.get("cpu") is not None:
            # A core of our own: a program that spins many processes slows only itself (the
            # seccomp filter keeps programs from moving off it).
            os.sched_setaffinity(0, {config["cpu"]})
        self.protections["cpu"] = config.get("cpu")
        tmp = config.get("tmp_cap")
        if tmp:
            try:
                cap_tmp(self.workdir, tmp["bytes"], tmp["inodes"])
                self.protections["tmp_inodes"] = tmp["inodes"]
            except OSError as exc:
                self.protections["tmp_inodes"] = False
                self.protections["tmp_inodes_error"] = str(exc)
        import base64

        program_filter = base64.b64decode(config["seccomp"]) if config.get("seccomp") else None
        template_filter = base64.b64decode(config["seccomp_template"]) if config.get("seccomp_template") else None
        keep = config.get("keep_capabilities")
        self.protections["pid_namespace_per_program"] = can_unshare_pid()
        # The host's world-writable directories (/tmp, /var/tmp, /dev/shm, ...): each program gets capped
        # ones of its own, so its files there can neither fill the host's disk or memory, nor reach the
        # next program, nor slow it (nothing is left to clean up). Where that cannot be done, the RAM-backed
        # ones are made private and the rest watched and cleaned after each program.
        private_cap = config.get("private_ram_cap")
        private_dirs = []
        if private_cap and self.uid is not None:
            everything = outermost(self.shared_dirs)
            if len(everything) <= MAX_PRIVATE_DIRS and can_make_private(everything, private_cap, self.workdir):
                private_dirs, self.shared_dirs = everything, {}
            else:
                private_dirs = ram_backed(self.shared_dirs, self.workdir)
                if private_dirs and not can_make_private(private_dirs, private_cap):
                    private_dirs = []
        self.protections["private_writable_dirs"] = private_dirs
        self.protections["watched_writable_dirs"] = len(self.shared_dirs)
        # Network, IPC, mount namespaces, /proc and a fresh working directory per program.
        isolate = config.get("fresh_namespaces") and self.protections["pid_namespace_per_program"]
        hide_proc = not config.get("prefix_via_fd")
        self.isolate = (tmp or private_cap) if isolate and can_isolate(self.workdir, tmp or private_cap, hide_proc) else None
        self.protections["namespaces_per_program"] = self.isolate is not None
        self.protections["proc_hidden"] = self.isolate is not None and hide_proc
        self.protections["uid_separation"] = self.uid is not None
        # Nobody else may read this process's memory through /proc (it holds every job).
        self.protections["non_dumpable"] = prctl(PR_SET_DUMPABLE, 0)
        prefix_fd, prefixes = None, []
        if config.get("prefix_via_fd"):
            # The interpreter may live under a directory the sandbox uid cannot traverse (a
            # private home). An O_PATH descriptor of the prefix, reached through /proc/self/fd,
            # lets the dropped child import the standard library without widening permissions.
            prefixes = sorted({os.path.realpath(p) for p in (sys.prefix, sys.exec_prefix)}, key=len, reverse=True)
            prefix_fd = os.open(prefixes[-1], os.O_PATH | os.O_DIRECTORY)
        for path in config.get("extra_path") or ():
            if path not in sys.path:
                sys.path.append(path)
        for name in config.get("preload") or ():
            # Imported once here, shared copy-on-write by every program: no import cost per run.
            try:
                __import__(name)
            except Exception:
                pass
        if config.get("preloaded"):
            solution_filter = base64.b64decode(config["solution_filter"]) if config.get("solution_filter") else None
            preload_program(config["preloaded"], solution_filter)
        # The first compile() of a process builds the interpreter's AST types (a hundred classes,
        # ~2.5 ms); done here, once, every program's first compile() finds them made.
        compile("", "<warm-up>", "exec")
        # Objects that exist now are shared by every program: keep the collector from ever
        # walking (and so copying, page by page) them in a forked child.
        import gc

        gc.collect()
        gc.freeze()
        # The template is forked now, before any job is read: its memory never holds one.
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        pid = os.fork()
        if pid == 0:
            ours.close()
            null = os.open(os.devnull, os.O_RDWR)
            os.dup2(null, 0)
            os.dup2(null, 1)
            os.close(null)
            template_config = {"drop_uid": self.uid, "workdir": self.workdir, "env": config.get("env"),
                               "prefix_fd": prefix_fd, "prefixes": prefixes,
                               "pid_namespace": self.protections["pid_namespace_per_program"],
                               "private_dirs": private_dirs, "private_cap": private_cap, "isolate": self.isolate,
                               "stage_timing": self.timing,
                               "program_filter": program_filter if template_filter is not None else None}
            try:
                for fd in config.get("job_fds") or ():
                    os.close(fd)
                # The template keeps what the worker keeps, and CAP_SYS_ADMIN for the programs' PID
                # and mount namespaces; its filter allows unshare and mount, and each program
                # installs the full one.
                if keep is not None:
                    keep_only_capabilities(sorted(set(keep) | {CAP_SYS_ADMIN}))
                if template_filter is not None:
                    install_filter(template_filter)
                Template(theirs, template_config).serve()
            finally:
                os._exit(1)
        theirs.close()
        if keep is not None:
            keep_only_capabilities(keep)
            if effective_capabilities() & ~sum(1 << c for c in keep):
                raise RuntimeError("capabilities survived the drop")
        self.protections["seccomp"] = program_filter is not None
        if program_filter is not None:
            install_filter(program_filter)
        if prefix_fd is not None:
            os.close(prefix_fd)
        self.template_pid = pid
        self.control = ours

    # -- one job ------------------------------------------------------------------------------
    def job(self, header, blob):
        program_len = header["program_len"]
        prefix = struct.pack(">IB", program_len, PROGRAM_KINDS[header["program_kind"]])
        program = blob[:program_len]
        offset = program_len
        stdins = []
        for n in header["stdin_lens"]:
            stdins.append(blob[offset : offset + n])
            offset += n
        limits = header["limits"]
        start = time.monotonic()
        total = header.get("total_timeout")
        total_deadline = start + total if total else None
        results, blobs, recycle = [], [], False
        stderr_budget = limits.get("stderr_bytes")  # over all runs of the job; None: output_bytes per run
        stdout_budget = limits.get("output_total_bytes")  # likewise for stdout; None: no total
        for stdin in stdins:
            now = time.monotonic()
            deadline = now + limits["timeout"]
            if total_deadline is not None:
                if now >= total_deadline:
                    results.append({"skipped": True, "timed_out": True, "exit_code": None, "signal": None,
                                    "stdout_len": 0, "stderr_len": 0, "wall_time": 0.0})
                    continue
                deadline = min(deadline, total_deadline)
            err_cap = limits["output_bytes"] if stderr_budget is None else stderr_budget
            out_cap = limits["output_bytes"] if stdout_budget is None else min(limits["output_bytes"], stdout_budget)
            result, out, err, dirty = self.run_one([prefix, program, stdin], limits, deadline, out_cap, err_cap)
            if stderr_budget is not None:
                stderr_budget -= len(err)
            if stdout_budget is not None:
                stdout_budget -= len(out)
            results.append(result)
            blobs += [out, err]
            if stdout_budget is not None and result.get("stdout_truncated"):
                break  # the completion is over its output: the rest need not run
            if dirty:
                recycle = True
                result["error"] = result.get("error") or dirty
                break
        while len(results) < len(stdins):
            results.append({"skipped": True, "exit_code": None, "signal": None, "stdout_len": 0,
                            "stderr_len": 0, "wall_time": 0.0, "error": None if stdout_budget is not None
                            and stdout_budget <= 0 else "worker discarded"})
        return {"results": results, "recycle": recycle}, b"".join(blobs)

    def ask_template(self, timeout):
        ready, _, _ = select.select([self.control], [], [], timeout)
        if not ready:
            raise RuntimeError("the template did not answer")
        message = self.control.recv(4096)
        if not message:
            raise RuntimeError("the template exited")
        return json.loads(message)

    def prepare(self):
        """Have the template fork the next program's process now, before its job comes.

        It makes its namespaces and sets itself up while the worker waits for the job (off the
        critical path), then waits for its limits and program on stdin. Its memory is the
        template's: no job has been read into it, as before. Called only when nothing of the
        previous program is left (so no program can touch the FIFOs' names, made and unlinked here).
        """
        if self.prepared is not None:
            return
        in_r, in_w = fifo(self.workdir, "stdin")
        out_r, out_w = fifo(self.workdir, "stdout")
        err_r, err_w = fifo(self.workdir, "stderr")
        setup_r, setup_w = fifo(self.workdir, "setup")
        try:
            socket.send_fds(self.control, [b"prepare"], [in_r, out_w, err_w, setup_w])
        finally:
            for fd in (in_r, out_w, err_w, setup_w):
                os.close(fd)
        self.prepared = (in_w, out_r, err_r, setup_r)

    def run_one(self, parts, limits, deadline, out_cap, err_cap):
        start = time.monotonic()
        stamps = [["W job", time.perf_counter_ns()]]
        if self.prepared is None:
            self.prepare()
        (in_w, out_r, err_r, setup_r), self.prepared = self.prepared, None
        self.control.sendall(json.dumps({"memory_bytes": limits.get("memory_bytes")}).encode())
        encoded_limits = json.dumps(limits).encode()
        parts = [struct.pack(">I", len(encoded_limits)), encoded_limits] + parts
        stamps.append(["W request sent", time.perf_counter_ns()])
        captures = {out_r: Capture(out_cap), err_r: Capture(err_cap)}
        setup = Capture(4096)
        streams = {out_r: captures[out_r], err_r: captures[err_r], setup_r: setup}
        for fd in list(streams) + [in_w]:
            os.set_blocking(fd, False)
        pending = memoryview(b"".join(parts))
        timed_out, report = False, None
        while report is None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                timed_out = True
                self.control.sendall(b"kill")
                report = self.ask_template(30.0)
                break
            writers = [in_w] if in_w is not None else []
            ready, writable, _ = select.select(list(streams) + [self.control], writers, [], remaining)
            if writable:
                try:
                    pending = pending[os.write(in_w, pending[: 1 << 16]):]
                except BlockingIOError:
                    pass
                except OSError:  # the program closed its stdin or ended
                    pending = pending[:0]
                if not pending:
                    os.close(in_w)
                    in_w = None
                    stamps.append(["W stdin written", time.perf_counter_ns()])
            for fd in ready:
                if fd is self.control:
                    report = self.ask_template(1.0)
                    stamps.append(["W template report", time.perf_counter_ns()])
                else:
                    self.pump(fd, streams)
        if in_w is not None:
            os.close(in_w)
        if "status" not in report:
            raise RuntimeError("the template could not start a program: %s" % report.get("error"))
        dirty = report.get("problem")
        # Everything that could hold the FIFOs is dead now: read what is left until EOF.
        drain_deadline = time.monotonic() + 2.0
        while streams and time.monotonic() < drain_deadline:
            ready, _, _ = select.select(list(streams), [], [], max(0.0, drain_deadline - time.monotonic()))
            for fd in ready:
                self.pump(fd, streams)
        if streams:
            dirty = dirty or "program output FIFOs stayed open after cleanup"
            for fd in streams:
                os.close(fd)
        stamps.append(["W drained", time.perf_counter_ns()])
        dirty = dirty or self.cleanup()
        stamps.append(["W cleaned up", time.perf_counter_ns()])
        status = report["status"]
        result = {
            "exit_code": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
            "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
            "timed_out": timed_out,
            "wall_time": time.monotonic() - start,
            "cpu_time": report["cpu_time"],
            "max_rss_kb": report["max_rss_kb"],
            "left_running": report["left_running"],
            "memory_exceeded": report.get("memory_exceeded", False),
            "stdout_len": captures[out_r].size,
            "stderr_len": captures[err_r].size,
            "stdout_truncated": captures[out_r].truncated,
            "stderr_truncated": captures[err_r].truncated,
        }
        if self.timing:
            setup_stamps, rest = split_stamps(setup.value())
            setup = Capture(4096)
            setup.feed(rest)
            program_stamps, _ = split_stamps(captures[err_r].value())
            result["stages"] = sorted(stamps + report.get("stamps", []) + setup_stamps + program_stamps,
                                      key=lambda entry: entry[1])
        if setup.value() != b"ok":
            # The program never ran (or the setup channel was tampered with): fail closed.
            message = setup.value().decode("utf-8", "replace") or "the child died before setup finished"
            result["error"] = "sandbox setup failed: " + message
        return result, captures[out_r].value(), captures[err_r].value(), dirty

    @staticmethod
    def pump(fd, streams):
        try:
            data = os.read(fd, CHUNK)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if data:
            streams[fd].feed(data)
        else:
            os.close(fd)
            del streams[fd]

    # -- after each program -------------------------------------------------------------------
    def cleanup(self):
        """Wipe the working directory and look for leftovers. Returns a complaint or None."""
        problem = None
        if self.uid is not None and self.shared_dirs:
            # Without a private /tmp (the subprocess executor), files the program's uid left in
            # the host's world-writable directories go too.
            changed = self.changed_shared_dirs()
            targets = self.owned_in(changed)
            if targets:
                problem = self.wipe_as_sandbox_uid(targets)
                if self.owned_in(changed):
                    problem = problem or "could not remove the program's files from shared directories"
            for directory in changed:
                self.shared_dirs[directory] = _signature(directory)
        if not wipe(self.workdir) and self.uid is not None:
            # Files of the sandbox uid in a sticky /tmp: only that uid may delete them.
            problem = self.wipe_as_sandbox_uid()
            if not wipe(self.workdir):
                problem = problem or "could not wipe the working directory"
        if self.isolate is None and not problem:
            self.recreate_workdir()
        if self.check_leftovers:
            problem = problem or self.leftovers()
        return problem

    def recreate_workdir(self):
        """Without a fresh tmpfs per program: a new directory, not an emptied one (its inode number and
        times say nothing of the program before). A mount point (bubblewrap's /tmp) stays."""
        try:
            os.rmdir(self.workdir)
        except OSError:
            return
        os.mkdir(self.workdir, 0o700)
        if self.uid is not None:
            os.chown(self.workdir, self.uid, self.uid)

    def changed_shared_dirs(self):
        """The host's world-writable directories that changed since the last program ended.

        Those found when the executor started, and every world-writable directory that appeared
        below a changed one since (made by another service): the only places besides its own
        working directory where the program's uid can create anything. Creating an entry
        changes a directory's times, size or link count. Directories of the program's own uid are
        not added: they are removed with everything else it left.
        """
        stack = [d for d, seen in self.shared_dirs.items() if _signature(d) != seen]
        changed = []
        while stack:
            directory = stack.pop()
            changed.append(directory)
            try:
                entries = list(os.scandir(directory))
            except OSError:
                continue
            for entry in entries:
                try:
                    if entry.path in self.shared_dirs or not entry.is_dir(follow_symlinks=False):
                        continue
                    info = entry.stat(follow_symlinks=False)
                    # The program's own directories go with it (owned_in): watching them would
                    # grow the list for good, one program after another.
                    if info.st_mode & 0o003 == 0o003 and info.st_uid != self.uid:
                        self.shared_dirs[entry.path] = None
                        stack.append(entry.path)
                except OSError:
                    pass
        return changed

    def owned_in(self, directories):
        found = []
        for directory in directories:
            try:
                entries = list(os.scandir(directory))
            except OSError:
                continue
            for entry in entries:
                try:
                    if entry.stat(follow_symlinks=False).st_uid == self.uid:
                        found.append(entry.path)
                except OSError:
                    pass
        return found

    def wipe_as_sandbox_uid(self, targets=()):
        helper = os.fork()
        if helper == 0:
            code = 1
            try:
                drop_to(self.uid)
                wipe(self.workdir)
                for path in targets:
                    try:
                        remove_tree(path)
                    except OSError:
                        pass
                code = 0
            finally:
                os._exit(code)
        return _wait_helper(helper)

    def leftovers(self):
        """In our PID namespace: any process besides init, us and the template, or any SysV IPC object."""
        ours = (1, os.getpid(), self.template_pid)
        deadline = time.monotonic() + 1.0
        while True:
            strays = [p for p in os.listdir("/proc") if p.isdigit() and int(p) not in ours]
            if not strays:
                break
            if time.monotonic() > deadline:
                return "processes left in the sandbox: %s" % ",".join(strays[:5])
            time.sleep(0.001)
        for kind in ("shm", "sem", "msg"):
            try:
                with open("/proc/sysvipc/" + kind) as f:
                    if len(f.read().splitlines()) > 1:
                        return "SysV IPC objects left behind (%s)" % kind
            except OSError:
                return "cannot check SysV IPC objects"
        return None


def preload_program(encoded, solution_filter=None):
    """Run the executor's preloaded program (the test harness; base64 of zlib of marshal) as a module, once.

    Its top level (imports, definitions) then lives in the template's memory and every program
    forked from it; a job of kind ``preloaded`` calls its ``main()``. Trusted code from the executor,
    run before any job is read; the module keeps its code object (``__program_code__``) for a
    process that must start it again in a new interpreter, and finds the filter its solution
    processes add to their own in ``__solution_filter__`` (``seccomp.solution_filter``).
    """
    import base64
    import builtins
    import types
    import zlib

    code = marshal.loads(zlib.decompress(base64.b64decode(encoded)))
    module = types.ModuleType(PRELOADED_MODULE)
    module.__dict__.update(__builtins__=builtins, __program_code__=code, __solution_filter__=solution_filter)
    exec(code, module.__dict__)
    sys.modules[PRELOADED_MODULE] = module


def prepared_filter(program):
    """A seccomp filter (raw ``struct sock_filter`` instructions) as the kernel takes it, for :func:`install_filter`.

    Prepared once in the template, so each program only makes the two ``prctl`` calls.
    """
    import ctypes

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

    buffer = ctypes.create_string_buffer(program, len(program))
    return SockFprog(len(program) // 8, ctypes.addressof(buffer)), buffer


def install_filter(program):
    """Install a seccomp filter (raw instructions, or :func:`prepared_filter`'s) on this process, for good."""
    import ctypes

    lib = libc()
    fprog, _buffer = prepared_filter(program) if isinstance(program, bytes) else program
    if not prctl(38, 1):  # PR_SET_NO_NEW_PRIVS
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS) failed")
    if lib.prctl(ctypes.c_int(22), ctypes.c_ulong(2), ctypes.byref(fprog), ctypes.c_ulong(0), ctypes.c_ulong(0)) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_SECCOMP) failed")


ADDR_NO_RANDOMIZE, CAP_SETPCAP, PR_CAPBSET_DROP = 0x0040000, 8, 24
LAYOUT_MARK = "fixed-layout"  # an argument of the worker executed again: never a third time


def capability_set(name):
    """This process's capability set ``name`` (``CapPrm``, ``CapBnd``, ...) as a number."""
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(name + ":"):
                return int(line.split()[1], 16)
    return 0


def fixed_layout():
    """Have the kernel lay this worker out without address randomization (``personality``), executing
    it again once; True when it is.

    Every program is forked from a template laid out the same way in every worker, so the n-th
    program of every worker sees the same object addresses (its default ``repr``, its ``hash``);
    the template's allocator still alternates between two states, so addresses are not yet the
    same in every run (docs/SANDBOX.md). Inside the sandbox the randomization protects nothing:
    ``ctypes`` reads any address.
    An ``execve`` that would gain capabilities clears the flag, so the bounding set is first cut
    down to the capabilities held (``CAP_SETPCAP``, which bubblewrap grants for this). False where
    it cannot be done: the layout then stays random, and ``protections()`` says so.
    """
    import ctypes

    lib = libc()
    current = lib.personality(ctypes.c_ulong(0xFFFFFFFF)) if lib is not None else -1  # 0xffffffff: query
    if current == -1 or current & ADDR_NO_RANDOMIZE or LAYOUT_MARK in sys.argv[1:]:
        return current != -1 and bool(current & ADDR_NO_RANDOMIZE)
    held, bounding = capability_set("CapPrm"), capability_set("CapBnd")
    for cap in range(64):
        if bounding >> cap & 1 and not held >> cap & 1:
            prctl(PR_CAPBSET_DROP, cap)
    if lib.personality(ctypes.c_ulong(current | ADDR_NO_RANDOMIZE)) == -1:
        return False
    os.execv(sys.executable, sys.orig_argv + [LAYOUT_MARK])


def main():
    fixed = fixed_layout()
    # No working directory on the import path (what -I gave; -P does it from Python 3.11): a program
    # must not be able to put a module where the runner would import it.
    sys.path[:] = [entry for entry in sys.path if entry]
    # Nothing in here may ever be written by a program: keep the channel off fds 0/1.
    job_in = os.dup(0)
    job_out = os.dup(1)
    config = json.loads(read_frame(job_in)[1].decode("utf-8"))  # the first frame: never an argument
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)
    config["job_fds"] = [job_in, job_out]
    try:
        worker = Worker(config)
    except BaseException as exc:
        write_frame(job_out, {"ready": False, "error": "%s: %s" % (type(exc).__name__, exc)})
        return 1
    worker.protections["fixed_layout"] = fixed
    write_frame(job_out, {"ready": True, "pid": os.getpid(), "uid": os.getuid(), "drop_uid": worker.uid,
                          "version": list(sys.version_info[:3]), "protections": worker.protections})
    worker.prepare()
    while True:
        try:
            header, blob = read_frame(job_in)
        except EOFError:
            return 0
        try:
            answer, data = worker.job(header, blob)
        except Exception as exc:  # a bug or a broken invariant: answer, then let the executor replace us
            write_frame(job_out, {"error": "%s: %s" % (type(exc).__name__, exc), "recycle": True})
            return 1
        write_frame(job_out, answer, data)
        if answer.get("recycle"):
            return 0
        worker.prepare()  # while the trainer reads the answer and sends the next job


if __name__ == "__main__":
    sys.exit(main())
