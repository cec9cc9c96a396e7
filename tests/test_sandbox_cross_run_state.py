"""Nothing one program does reaches the next program: state that survives between programs is a
search oracle over hidden tests once GRPO scores the same completion again and again.

Table-driven: each row is a channel -- a ``write`` that stores one bit ``BIT`` somewhere, and a
``read()`` the row's setup defines, which returns what a program finds there. For each of
``BITS``, a program reads, a program writes, a program reads again, all on one worker; the test
decodes the bit from the two readings (a flag: the second reading; a counter: whether it grew by
more than half of what the writer adds for a 1). So:

* the control does the three steps in one program -- inside the sandbox for the interpreter's
  own state, on the host for the kernel's (where the sandbox may rightly deny the calls; the
  page-cache rows then keep their bits in a file of the test's own) -- or, for what a program is
  handed (its stdin's number), in three host programs each started with a fresh pipe, as the
  sandbox would without its FIFOs; on one core, since the kernel hands out counter numbers in per-core batches.
  It must decode at least ``CROSSED`` of the bits, the count the attack must stay under, so the channel
  and its measurement are real (a busy host may drop or keep one page against the program's wish);
* the attack does them in three programs: at most ``CROSSED - 1`` of the bits may decode (by
  chance ``CROSSED`` or more of 12 have probability 13/4096).

Every row runs on bubblewrap; where a row holds for the ``subprocess`` executor too, its run there
is marked ``slow``.

A counter of the host's (inode numbers, forks, dentries) carries the bit as a large step -- 150
forks, thousands of inodes or dentries, where the machine's own activity between two programs
adds tens -- and the test,
not the programs, subtracts: that a program can see what the previous one did to the counter is
the hole (programs can agree on residues instead, as a noisier code).
"""

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fixtures.sandboxes import require_executor
from reward_plugins.code.contracts import Limits
from test_sandbox_channel_forge import page_cache_store
from trl_grpo_ext.registry import sandbox_class

pytestmark = pytest.mark.filterwarnings("ignore:the 'subprocess' code sandbox is not a security boundary")

BITS = random.Random(48).choices((0, 1), k=12)
CROSSED = 11
PAGE_CACHE = (Path(__file__).parent / "data" / "sandbox_page_cache.py").read_text()

PIPE_INODES = """
import os
def read():  # pipefs inode numbers come from the kernel's one counter (get_next_ino)
    r, w = os.pipe()
    number = os.fstat(r).st_ino
    os.close(r); os.close(w)
    return number
def grow():
    read()
"""
PROC_INODES = """
import os
def read():  # /proc/<pid> entries take their numbers from the same counter as pipes: no pipe needed
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    number = os.stat(f'/proc/{pid}').st_ino
    os.waitpid(pid, 0)
    return number
def grow():  # a child that looks up its own /proc entries: fresh procfs inodes, no pipe or socket
    pid = os.fork()
    if pid == 0:
        try:
            os.listdir('/proc/self/fd')
            os.stat('/proc/self/status')
        finally:
            os._exit(0)
    os.waitpid(pid, 0)
"""
STDIN_INODES = """
import os
def read():  # the number of the program's stdin: a pipe made for it takes one from get_next_ino
    return os.fstat(0).st_ino
def grow():  # pipes where the program may make them; else a process, which the sandbox may look up
    try:     # in /proc (each lookup takes numbers from the same counter)
        for fd in os.pipe():
            os.close(fd)
    except OSError:
        pid = os.fork()
        if pid == 0:
            os._exit(0)
        os.waitpid(pid, 0)
"""
FORKS = """
import os
def read():  # forks since boot, host-wide
    return int(next(l for l in open('/proc/stat') if l.startswith('processes')).split()[1])
def grow():
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)
"""
DENTRIES = """
import os, itertools
names = itertools.count()
def read():  # dentries cached host-wide, negative ones included
    return int(open('/proc/sys/fs/dentry-state').read().split()[0])
def grow():  # a lookup of a missing name in a directory that outlives the program: a negative dentry
    os.path.exists(os.path.join(os.path.dirname(os.__file__), f'.sandbox-battery-{next(names)}-{id(names)}'))
"""


def grow_by(step):
    return f"for _ in range(BIT * {step}):\n    grow()"


SYSCALL = """
import ctypes, errno, os, platform
libc = ctypes.CDLL(None, use_errno=True)
NR = {"x86_64": {"add_key": 248, "keyctl": 250, "semget": 64, "semctl": 66, "cachestat": 451, "mincore": 27},
      "aarch64": {"add_key": 217, "keyctl": 219, "semget": 190, "semctl": 191, "cachestat": 451,
                  "mincore": 232}}[platform.machine()]
def call(name, *args):
    result = libc.syscall(NR[name], *args)
    if result == -1:
        raise OSError(ctypes.get_errno(), f"{name}: {errno.errorcode.get(ctypes.get_errno())}")
    return result
"""
CACHESTAT = PAGE_CACHE + SYSCALL + """
class Range(ctypes.Structure):
    _fields_ = [("offset", ctypes.c_uint64), ("length", ctypes.c_uint64)]
def cached(page):
    stat = (ctypes.c_uint64 * 8)()
    call("cachestat", _fd, ctypes.byref(Range(page * 4096, 4096)), stat, 0)
    return int(stat[0] > 0)
def read():
    return cached(101)
"""
MINCORE = PAGE_CACHE + SYSCALL + """
import mmap
def cached(page):
    view = mmap.mmap(_fd, 0, access=mmap.ACCESS_COPY)  # private: ctypes needs a writable buffer
    address = ctypes.addressof(ctypes.c_char.from_buffer(view, 0))
    vector = (ctypes.c_ubyte * 1)()
    call("mincore", ctypes.c_void_p(address + page * 4096), 4096, vector)
    return vector[0] & 1
def read():
    return cached(102)
"""
KEY = SYSCALL + """
SESSION = -3
def read():  # the key, if any, is taken away: it is read once
    try:
        key = call("keyctl", 10, SESSION, b"user", b"sandbox-battery-bit", 0)  # KEYCTL_SEARCH
    except OSError:
        return 0
    call("keyctl", 21, key)  # KEYCTL_INVALIDATE
    return 1
"""
SEMAPHORE = SYSCALL + """
SEM_KEY = 0x5B48B17
def read():  # the semaphore set, if any, is removed: it is read once
    try:
        semaphore = call("semget", SEM_KEY, 1, 0)
    except OSError:
        return 0
    call("semctl", semaphore, 0, 0)  # IPC_RMID
    return 1
"""
ABSTRACT_SOCKET = """
import os, socket, time
NAME = b"\\0sandbox-battery-bit"
def read():
    return int(socket.socket(socket.AF_UNIX).connect_ex(NAME) == 0)
"""

BOTH = ("bwrap", "subprocess")
# (name, setup (defines read()), write (BIT is set), step (a counter's growth for a 1; None: read() is the bit),
#  control where, executors)
CHANNELS = [
    # the host's page cache: a page of a standard-library file cached (1) or dropped (0)
    ("page_cache_preadv2_nowait", PAGE_CACHE + "def read():\n    return page_bits(100, 1)[0]",
     "set_page_bits(100, [BIT])", None, "host", BOTH),
    ("page_cache_cachestat", CACHESTAT, "set_page_bits(101, [BIT])", None, "host", BOTH),
    ("page_cache_mincore", MINCORE, "set_page_bits(102, [BIT])", None, "host", BOTH),
    # counters of the host's kernel
    ("inode_numbers_of_pipes", PIPE_INODES, grow_by(5000), 5000, "host", BOTH),
    ("inode_numbers_through_proc", PROC_INODES, grow_by(500), 2000, "host", BOTH),
    ("inode_number_of_stdin", STDIN_INODES, grow_by(300), 300, "host_programs", BOTH),
    ("proc_stat_fork_count", FORKS, grow_by(150), 150, "host", BOTH),
    ("negative_dentries", DENTRIES, grow_by(20000), 20000, "host", BOTH),
    # kernel objects a program may name: a key in the session keyring, a SysV semaphore
    ("session_keyring", KEY, "if BIT:\n    call('add_key', b'user', b'sandbox-battery-bit', b'1', 1, SESSION)",
     None, "host", BOTH),
    ("sysv_semaphore", SEMAPHORE, "if BIT:\n    call('semget', SEM_KEY, 1, 0o1666)", None, "host", BOTH),
    # an abstract unix socket held by a child that outlives the writer
    ("abstract_unix_socket", ABSTRACT_SOCKET,
     "if BIT:\n    server = socket.socket(socket.AF_UNIX)\n    server.bind(NAME)\n    server.listen()\n"
     "    if os.fork() == 0:\n        os.setsid()\n        os.closerange(0, 3)\n        time.sleep(30)\n        os._exit(0)", None, "host", BOTH),
    # the process made ahead: anything a program changes in the interpreter it runs in
    ("builtins", "import builtins\ndef read():\n    return int(hasattr(builtins, 'sandbox_battery_bit'))",
     "if BIT:\n    builtins.sandbox_battery_bit = 1", None, "sandbox", BOTH),
    ("sys_modules", "import sys, types\ndef read():\n    return int('sandbox_battery_bit' in sys.modules)",
     "if BIT:\n    sys.modules['sandbox_battery_bit'] = types.ModuleType('sandbox_battery_bit')", None, "sandbox", BOTH),
    ("cached_stdlib_module", "import json\ndef read():\n    return int(hasattr(json, 'sandbox_battery_bit'))",
     "if BIT:\n    json.sandbox_battery_bit = 1", None, "sandbox", BOTH),
    ("environment", "import os\ndef read():\n    return int('SANDBOX_BATTERY_BIT' in os.environ)",
     "if BIT:\n    os.environ['SANDBOX_BATTERY_BIT'] = '1'", None, "sandbox", BOTH),
    ("working_directory_of_the_process", "import os\ndef read():\n    return int(os.getcwd() == '/')",
     "os.chdir('/' if BIT else '.')", None, "sandbox", BOTH),
    ("inherited_descriptor", "import os\ndef read():\n    try:\n        return int(os.fstat(50).st_size >= 0)\n"
     "    except OSError:\n        return 0", "if BIT:\n    os.dup2(os.open('/dev/null', os.O_RDONLY), 50, inheritable=True)",
     None, "sandbox", BOTH),
    # files: the working directory, its inode numbers, the host's world-writable directories, /dev/shm
    ("file_in_the_working_directory", "import os\ndef read():\n    return int(os.path.exists('sandbox-battery-bit'))",
     "if BIT:\n    open('sandbox-battery-bit', 'w').close()", None, "sandbox", BOTH),
    ("inode_number_of_a_fresh_file", "import os\ndef read():\n    with open('probe', 'w'):\n        pass\n"
     "    number = os.stat('probe').st_ino\n    os.unlink('probe')\n    return int(number > 100)",
     "for i in range(BIT * 200):\n    open(f'f{i}', 'w').close()", None, "sandbox", BOTH),
    ("file_in_a_world_writable_host_directory", "import os, tempfile\nDIRS = ('/var/tmp', '/tmp', tempfile.gettempdir())\n"
     "def read():\n    return int(any(os.path.exists(os.path.join(d, 'sandbox-battery-bit')) for d in DIRS))",
     "if BIT:\n    for d in DIRS:\n        try:\n            open(os.path.join(d, 'sandbox-battery-bit'), 'w').close()\n"
     "        except OSError:\n            pass", None, "sandbox", BOTH),
    ("file_in_dev_shm", "import os\ndef read():\n    return int(os.path.exists('/dev/shm/sandbox-battery-bit'))",
     "if BIT:\n    open('/dev/shm/sandbox-battery-bit', 'w').close()", None, "sandbox", ("subprocess",)),
]

# Channels that carry bits today: (name, executor) -> the hole, one line.
OPEN = {("inode_numbers_through_proc", "subprocess"): "the subprocess executor reaches a private interpreter "
        "through /proc/self/fd, so its programs keep a /proc, whose entries take numbers from get_next_ino"}



def marks(name, executor, executors):
    """xfail where the channel is open today; the subprocess run of a row both executors have is slow."""
    found = [pytest.mark.xfail(strict=True, reason=OPEN[name, executor])] if (name, executor) in OPEN else []
    return found + ([pytest.mark.slow] if executor == "subprocess" and executors == BOTH else [])


CASES = [pytest.param(name, executor, id=f"{name}-{executor}", marks=marks(name, executor, executors))
         for name, _, _, _, _, executors in CHANNELS for executor in executors]
CONTROLS = [pytest.param(name, executor, id=f"{name}-{executor}", marks=marks(name, executor, executors))
            for name, _, _, _, where, executors in CHANNELS for executor in (executors if where == "sandbox" else (where,))]
ROWS = {row[0]: row for row in CHANNELS}


@pytest.fixture(scope="module")
def executors():
    """One executor of each kind, started on first use, a single worker: every program of a row runs there."""
    started = {}
    def get(name):
        if name not in started:
            started[name] = sandbox_class(require_executor(name))(limits=Limits(timeout=10), max_workers=1)
        return started[name]
    yield get
    for executor in started.values():
        executor.close()


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    """The page-cache rows' file on the host: one of the test's own, which no other process reads."""
    return page_cache_store(tmp_path_factory.mktemp("page-cache") / "store")


def decode(step, before, after):
    if before is None or after is None:
        return None  # a reading failed (a denied call): nothing read
    return after if step is None else int(after - before > step // 2)


def readings(output):
    values = output.split()
    return [int(value) for value in values] if values else None


def on_one_core(run):
    """``run()`` with this process, and so every host program it starts, on one core: the kernel hands out
    counter numbers in per-core batches, and the control shows what one core's programs see."""
    cores = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {min(cores)})
    try:
        return run()
    finally:
        os.sched_setaffinity(0, cores)


def run_on_host(program, store):
    """Run ``program`` on the host, unconfined (in a network namespace of its own where the test may make
    one, so what it leaves behind, such as an abstract socket, reaches no later control)."""
    program = f"STORE = {str(store)!r}\n{program}"
    own_network = ["unshare", "--net"] if os.geteuid() == 0 and shutil.which("unshare") else []
    done = subprocess.run(own_network + [sys.executable, "-I", "-c", program], input="", capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize("name,where", CONTROLS)
def test_control_a_program_reads_back_the_bit_it_stored(name, where, executors, store):
    _, setup, write, step, _, _ = ROWS[name]
    right = 0
    for bit in BITS:
        program = f"{setup}\nBIT = {bit}\nbefore = read()\n{write}\nprint(before, read())\n"
        if where == "host_programs":  # three host programs, each with a fresh pipe as stdin: what the sandbox replaces
            def three():
                first = readings(run_on_host(f"{setup}\nprint(read())\n", store))[0]
                run_on_host(f"{setup}\nBIT = {bit}\n{write}\n", store)
                return first, readings(run_on_host(f"{setup}\nprint(read())\n", store))[0]
            before, after = on_one_core(three)
        elif where == "host":
            before, after = readings(on_one_core(lambda: run_on_host(program, store)))
        else:
            result = executors(where).run(program)
            assert result.exit_code == 0, result
            before, after = readings(result.stdout)
        right += decode(step, before, after) == bit
    assert right >= CROSSED, f"the channel or its reader does not work ({right} of {len(BITS)} bits): the row proves nothing"


@pytest.mark.parametrize("name,executor", CASES)
def test_no_bit_reaches_the_next_program(name, executor, executors):
    _, setup, write, step, _, _ = ROWS[name]
    sandbox = executors(executor)
    def reading():
        result = sandbox.run(f"{setup}\nprint(read())\n")
        return readings(result.stdout)[0] if result.exit_code == 0 and result.stdout.split() else None
    right = 0
    for bit in BITS:
        before = reading()
        result = sandbox.run(f"{setup}\nBIT = {bit}\n{write}\n")  # may fail: a denied call stores nothing
        assert not result.timed_out, result
        right += decode(step, before, reading()) == bit
    assert right < CROSSED, f"{right} of {len(BITS)} bits reached the next program"
