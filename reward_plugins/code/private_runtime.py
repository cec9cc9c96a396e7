"""A private copy of the interpreter on a tmpfs: the only files a bubblewrap program can read.

Files shared with the host (or with other programs) through the page cache are a channel: one
program reads a file (its pages become resident) or has it dropped, and the next observes
residency -- through a system call, or simply by timing a read or counting its major page
faults, which no filter can refuse. A tmpfs file's pages are always resident and belong to no
disk, so reading or timing them tells nothing; the seccomp filter refuses the calls that could
push them out (``madvise(MADV_PAGEOUT)``, ...).

:func:`private_runtime` copies, once per process, what the interpreter needs onto a tmpfs
(``/dev/shm``; where it is missing or too small, the temporary directory): its executable, its
standard library and ``lib-dynload`` (no ``site-packages``, ``dist-packages``, test suite, ``tkinter``
or static library), ``libpython`` and every shared library that
``ldd`` says these load, the dynamic loader and its cache, each at its host path (symbolic
links along the way copied as links). ``bwrap_executor`` shows this tree, read-only, as the
sandbox's whole file system besides ``/dev``, ``/proc`` and the private ``/tmp``: nothing of the
host's ``/usr/lib`` is importable or loadable, and no file a program can read is in the host's page
cache. The copy goes when the process exits (copies of processes that died are removed by the next
one to start).
"""

from __future__ import annotations

import atexit
import glob
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import threading

PREFIX = "trl-grpo-ext-runtime-"
# Parts of the standard library's directory that are not the library a program imports: installed
# packages, the interpreter's own test suite and tools, the static library, optimised bytecode.
EXCLUDED = ("site-packages", "dist-packages", "test", "idlelib", "turtledemo", "ensurepip", "config-*",
            "tkinter", "_tkinter*", "*.opt-1.pyc", "*.opt-2.pyc")
# The C library's other parts (the interpreter's ctypes may load them by name, and glibc itself
# dlopens libgcc_s for thread cancellation): copied from the directory of the libc that ldd found.
C_LIBRARY_PARTS = ("libgcc_s.so.1", "libm.so.6", "libpthread.so.0", "libdl.so.2", "librt.so.1", "libutil.so.1",
                   "libanl.so.1", "libresolv.so.2", "libnss_files.so.2", "libnss_dns.so.2")

_LOCK = threading.Lock()
_COPY: dict[int, "_Copy"] = {}


def base_interpreter() -> tuple[str, list[str], list[str]]:
    """``(executable, library directories, shared objects)`` of the base interpreter (never a venv's)."""
    executable = os.path.realpath(sys.executable)
    base = {"base": sys.base_prefix, "installed_base": sys.base_prefix,
            "platbase": sys.base_exec_prefix, "installed_platbase": sys.base_exec_prefix}
    libraries = sorted({os.path.realpath(sysconfig.get_path(key, vars=base)) for key in ("stdlib", "platstdlib")})
    objects = []
    if sysconfig.get_config_var("Py_ENABLE_SHARED"):
        libdir = sysconfig.get_config_var("LIBDIR")
        name = sysconfig.get_config_var("INSTSONAME") or sysconfig.get_config_var("LDLIBRARY")
        if libdir and name and os.path.exists(os.path.join(libdir, name)):
            objects.append(os.path.join(libdir, name))
    return executable, libraries, objects


def linked_libraries(objects: list[str]) -> list[str]:
    """Every shared library (and loader) ``ldd`` resolves for ``objects``, as the paths it names."""
    found: set[str] = set()
    for start in range(0, len(objects), 64):
        done = subprocess.run(["ldd", *objects[start:start + 64]], capture_output=True, text=True, timeout=60,
                              env={"PATH": "/usr/bin:/bin", "LC_ALL": "C"})
        for line in done.stdout.splitlines():
            match = re.search(r"(?:=>\s*)?(/\S+)\s+\(0x", line)
            if match:
                found.add(match.group(1))
    for library in [path for path in sorted(found) if os.path.basename(path).startswith("libc.so")]:
        directory = os.path.dirname(library)
        for name in C_LIBRARY_PARTS:
            if os.path.exists(os.path.join(directory, name)):
                found.add(os.path.join(directory, name))
    return sorted(found)


def _is_tmpfs(path: str) -> bool:
    try:
        with open("/proc/self/mountinfo") as f:
            mounts = [line.split() for line in f]
    except OSError:
        return False
    real = os.path.realpath(path)
    best, kind = "", None
    for fields in mounts:
        point = fields[4].encode().decode("unicode_escape")
        if (real == point or real.startswith(point.rstrip("/") + "/")) and len(point) >= len(best):
            best, kind = point, fields[fields.index("-") + 1]
    return kind == "tmpfs"


class _Copy:
    """Host paths copied under ``root`` at the same path; links along the way stay links. Read-only
    for everyone but this process (directories 0755, files 0444 or 0555)."""

    def __init__(self, root: str, on_tmpfs: bool):
        self.root = root
        self.on_tmpfs = on_tmpfs
        self.placed: set[str] = set()
        self.ro_paths: set[str] = set()  # whose libraries were added

    def place(self, path: str, tree: bool = False) -> None:
        current = "/"
        parts = [p for p in os.path.normpath(path).split("/") if p]
        for i, part in enumerate(parts):
            host = os.path.join(current, part)
            copy = self.root + host
            if os.path.islink(host):
                if not os.path.lexists(copy):
                    os.symlink(os.readlink(host), copy)
                current = os.path.realpath(host)
                self.place(current, tree and i == len(parts) - 1)
                continue
            if host not in self.placed:
                if os.path.isdir(host) and i == len(parts) - 1 and tree:
                    shutil.copytree(host, copy, symlinks=True, ignore=shutil.ignore_patterns(*EXCLUDED),
                                    dirs_exist_ok=True)
                    for directory, _, files in os.walk(copy):
                        os.chmod(directory, 0o755)
                        for name in files:
                            self._read_only(os.path.join(directory, name))
                elif os.path.isdir(host):
                    os.makedirs(copy, mode=0o755, exist_ok=True)
                    os.chmod(copy, 0o755)
                else:
                    shutil.copy2(host, copy)
                    self._read_only(copy)
                self.placed.add(host)
            current = host

    @staticmethod
    def _read_only(path: str) -> None:
        if not os.path.islink(path):
            os.chmod(path, 0o555 if os.access(path, os.X_OK) else 0o444)


def _remove_stale(directory: str) -> None:
    """Remove copies left by processes that are gone (killed before their exit handler ran)."""
    for path in glob.glob(os.path.join(directory, PREFIX + "*")):
        pid = os.path.basename(path)[len(PREFIX):].split("-", 1)[0]
        if pid.isdigit() and not os.path.exists("/proc/" + pid):
            shutil.rmtree(path, ignore_errors=True)


def _make_copy(directory: str) -> _Copy:
    _remove_stale(directory)
    executable, libraries, objects = base_interpreter()
    dynload = [path for library in libraries for path in glob.glob(os.path.join(library, "lib-dynload", "*.so"))]
    root = tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-", dir=directory)
    try:
        os.chmod(root, 0o755)
        copy = _Copy(root, _is_tmpfs(directory))
        for library in libraries:
            copy.place(library, tree=True)
        for path in [executable, *objects, *linked_libraries([executable, *objects, *dynload])]:
            copy.place(path)
        if os.path.exists("/etc/ld.so.cache"):
            copy.place("/etc/ld.so.cache")
    except BaseException:
        shutil.rmtree(root, ignore_errors=True)
        raise
    atexit.register(shutil.rmtree, root, True)
    return copy


def _shared_objects(directory: str) -> list[str]:
    return [os.path.join(parent, name) for parent, _, files in os.walk(directory) for name in files
            if ".so" in name and not os.path.islink(os.path.join(parent, name))]


def private_runtime(ro_paths: tuple[str, ...] = ()) -> tuple[str, bool]:
    """``(root, on_tmpfs)`` of this process's copy of the interpreter, made on first call.

    A tmpfs where there is one with room (``/dev/shm``); otherwise the temporary directory, which still
    keeps the host's own files and their page cache out of reach, but not the copy's residency
    (``on_tmpfs`` False). The shared libraries that extension modules under ``ro_paths`` load from
    outside them (``libstdc++`` for numpy) are added to the copy. Raises ``OSError`` (or
    ``subprocess.SubprocessError``) where no copy can be made.
    """
    with _LOCK:
        copy = _COPY.get(os.getpid())
        if copy is None:
            places = [d for d in ("/dev/shm", tempfile.gettempdir()) if os.path.isdir(d) and os.access(d, os.W_OK)]
            places.sort(key=lambda d: not _is_tmpfs(d))
            for i, directory in enumerate(places):
                try:
                    copy = _make_copy(directory)
                    break
                except OSError:  # no room (a container's small /dev/shm): the next place
                    if i == len(places) - 1:
                        raise
            if copy is None:
                raise OSError("no writable directory for the sandbox's copy of the interpreter")
            _COPY[os.getpid()] = copy
        for path in sorted(set(ro_paths) - copy.ro_paths):
            outside = [library for library in linked_libraries(_shared_objects(path))
                       if not any(os.path.realpath(library).startswith(p + "/") for p in ro_paths)]
            for library in outside:
                copy.place(library)
            copy.ro_paths.add(path)
        return copy.root, copy.on_tmpfs


def top_level(root: str) -> tuple[tuple[str, str | None], ...]:
    """``(name, link target or None)`` of each entry at the top of the copy, for bubblewrap's binds."""
    return tuple((name, os.readlink(os.path.join(root, name)) if os.path.islink(os.path.join(root, name)) else None)
                 for name in sorted(os.listdir(root)))


__all__ = ["base_interpreter", "linked_libraries", "private_runtime", "top_level"]
