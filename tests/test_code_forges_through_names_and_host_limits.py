"""Forges through free names, lost prompt helpers and the result cache; memory that is not counted;
state that outlives a program; trainer-side cost.

Forging rows are table-driven: ``(forge, honest wrong, right)``. The forge is the honest wrong
answer plus a trick; it must score exactly what the honest wrong answer scores, and the right
answer must score 1.0 (several tricks used to cost right answers their score too). Every row runs
on both executors unless it names one.
"""

import os
import textwrap
import time

import pytest

from fixtures.sandboxes import require_executor
from reward_plugins.code.code_tests import CodeTests
from reward_plugins.code.contracts import Limits
from reward_plugins.code.sandbox import get_executor

pytestmark = pytest.mark.filterwarnings("ignore:the 'subprocess' code sandbox is not a security boundary")

TIMEOUT, PROGRAM_TIMEOUT = 1.0, 4.0
BOUND = PROGRAM_TIMEOUT + 8.0


@pytest.fixture(scope="module", params=["bwrap", "subprocess"])
def reward(request):
    plugin = CodeTests(sandbox=require_executor(request.param), timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT,
                       max_workers=1, cache_size=0)
    plugin(prompts=[""], completions=["def f(x):\n    return x"], fn_name=["f"], tests=[[{"args": [1], "expected": 1}]])
    yield plugin
    plugin.close()


def score(plugin, code, columns, prompt=""):
    start = time.monotonic()
    [value] = plugin(prompts=[prompt], completions=[f"```python\n{textwrap.dedent(code).strip()}\n```"],
                     **{k: [v] for k, v in columns.items()})
    elapsed = time.monotonic() - start
    assert elapsed < BOUND, f"took {elapsed:.1f}s"
    return value


# == forges: (id, columns, prompt, forge, honest wrong, right) ====================================
SPLIT = {"tests": [
    "from collections import Counter\nimport math\ndef is_sorted(l):\n    return all(a <= b for a, b in zip(l, l[1:]))\n"
    "expected = [1, 2, 3]",
    "assert is_sorted(sort3([3, 1, 2]))",
    "assert sort3([2, 3, 1]) == expected",
    "assert Counter(sort3([2, 1, 2])) == Counter([1, 2, 2]) and sort3([2, 1, 2]) == [1, 2, 2]",
    "assert math.isclose(sort3([1.5, 0.5])[0], 0.5)",
]}
SCRIPT = {"tests": ["if sq(2) != 4:\n    exit(1)", "if sq(3) != 9:\n    quit(1)", "import sys\nif sq(4) != 16:\n    sys.exit(1)"]}
HELPER_TEST = {"test": "def check(candidate):\n    assert shift(candidate(3)) == 9\n    assert shift(candidate(1)) == 5\n",
               "entry_point": "f"}
HELPER_CODE = "def shift(x):\n    return x + 1\n"
STUB = 'def f(x):\n    """shift(x) * 2"""\n'
PROMPTS = {
    "second_fence": [{"role": "user", "content": f"Complete:\n```python\n{HELPER_CODE}\n{STUB}```\n"
                                                 "Example:\n```python\nprint(f(1))\n```\n"}],
    "list_of_parts": [{"role": "user", "content": [{"type": "text", "text": f"Complete:\n```python\n{HELPER_CODE}\n{STUB}```"}]}],
    "plain": HELPER_CODE + "\n" + STUB,
}
MUTATION = {"tests": ["l = [3, 1, 2]\nassert sort_copy(l) == [1, 2, 3]\nassert l == [3, 1, 2]",
                      "l = [2, 1]\nr = sort_copy(l)\nassert r is not l and r == [1, 2]"]}
IN_PLACE = {"tests": ["l = [3, 1, 2]\nsort_in_place(l)\nassert l == [1, 2, 3]",
                      "d = {'a': [2, 1]}\nsort_in_place(d['a'])\nassert d == {'a': [1, 2]}"]}
GEN_LIST = {"test": "def check(candidate):\n    assert list(candidate(3)) == [0, 1, 4]\n", "entry_point": "squares"}
GEN_EQ = {"test": "def check(candidate):\n    assert candidate(3) == [0, 1, 4]\n", "entry_point": "squares"}
DICT_KEYS = {"fn_name": "f", "tests": [{"args": [], "expected": {"1": "b"}}]}
TINY = {"fn_name": "f", "tests": [{"args": [], "expected": 1e-12}]}
PRINTS = {"tests": ["print('checking square')\nassert square(2) == 4", "print('x' * 100000)\nassert square(3) == 9"]}

FORGES = [
    # class: free names in split tests come from the solution
    ("split_names", SPLIT, "",
     "def sort3(l):\n    return l\ndef is_sorted(l):\n    return True\nexpected = [2, 3, 1]\n"
     "def Counter(x):\n    return 0\nclass math:\n    isclose = staticmethod(lambda a, b: True)",
     "def sort3(l):\n    return l", "def sort3(l):\n    return sorted(l)"),
    # class: exit/quit not builtins
    ("exit_quit", SCRIPT, "", "def sq(x):\n    return 0\ndef exit(*a):\n    pass\nquit = exit",
     "def sq(x):\n    return 0", "def sq(x):\n    return x * x"),
    # class: prompt helpers not recovered
    ("helper_second_fence", HELPER_TEST, PROMPTS["second_fence"], "def shift(x):\n    return {3: 9, 1: 5}[x]\ndef f(x):\n    return x",
     "def f(x):\n    return x", HELPER_CODE + "def f(x):\n    return shift(x) * 2"),
    ("helper_list_of_parts", HELPER_TEST, PROMPTS["list_of_parts"], "def shift(x):\n    return {3: 9, 1: 5}[x]\ndef f(x):\n    return x",
     "def f(x):\n    return x", HELPER_CODE + "def f(x):\n    return shift(x) * 2"),
    ("helper_empty_setup_column", dict(HELPER_TEST, test_setup_code=""), PROMPTS["plain"],
     "def shift(x):\n    return {3: 9, 1: 5}[x]\ndef f(x):\n    return x",
     "def f(x):\n    return x", HELPER_CODE + "def f(x):\n    return shift(x) * 2"),
    ("helper_other_setup_column", dict(HELPER_TEST, test_setup_code="import math"), PROMPTS["plain"],
     "def shift(x):\n    return {3: 9, 1: 5}[x]\ndef f(x):\n    return x",
     "def f(x):\n    return x", HELPER_CODE + "def f(x):\n    return shift(x) * 2"),
    # an assert list that names its function under test: the prompt's helpers are the tests', the function the solution's
    ("helper_assert_list", {"tests": ["assert shift(f(3)) == 9", "assert shift(f(1)) == 5"], "entry_point": "f"},
     PROMPTS["plain"], "def shift(x):\n    return {3: 9, 1: 5}[x]\ndef f(x):\n    return x",
     "def f(x):\n    return x", HELPER_CODE + "def f(x):\n    return shift(x) * 2"),
    ("reference_in_prompt_assert_list", {"tests": ["assert f(3) == 8", "assert f(1) == 4"], "entry_point": "f"},
     HELPER_CODE + "\ndef f(x):\n    return shift(x) * 2\n", "def g(x):\n    return x",
     "def f(x):\n    return x", HELPER_CODE + "def f(x):\n    return shift(x) * 2"),
    # class: mutation checks pass vacuously
    ("mutation_check", MUTATION, "", "def sort_copy(l):\n    l.sort()\n    return l",
     "def sort_copy(l):\n    return [9]", "def sort_copy(l):\n    return sorted(l)"),
    ("in_place_contract", IN_PLACE, "", "def sort_in_place(l):\n    return sorted(l)",
     "def sort_in_place(l):\n    return None", "def sort_in_place(l):\n    l.sort()"),
    # class: loose compares (generator, dict keys 1 and "1", absolute float tolerance)
    ("generator_vs_list", GEN_EQ, "", "def squares(n):\n    return (i * i for i in range(n))",
     "def squares(n):\n    return [9]", "def squares(n):\n    return [i * i for i in range(n)]"),
    ("generator_items", GEN_LIST, "", "def squares(n):\n    return iter([9])",
     "def squares(n):\n    return [9]", "def squares(n):\n    return (i * i for i in range(n))"),
    ("dict_int_and_str_keys", DICT_KEYS, "", "def f():\n    return {1: 'a', '1': 'b'}",
     "def f():\n    return {'1': 'a'}", "def f():\n    return {'1': 'b'}"),
    ("absolute_float_tolerance", TINY, "", "def f():\n    return 0",
     "def f():\n    return 1.0", "def f():\n    return 1e-12 * (1 + 1e-12)"),
    # class: prints from the tests land in the report (a right answer scored 0)
    ("prints_in_tests", PRINTS, "", "def square(x):\n    print(4)\n    return 0",
     "def square(x):\n    return 0", "def square(x):\n    return x * x"),
    # class: a forked child's answer reaches the report
    ("forked_child_answers", {"fn_name": "square", "tests": [{"args": [2], "expected": 4}, {"args": [3], "expected": 9}]},
     "", "import os, time\ndef square(x):\n    if os.fork() == 0:\n        return x * x\n    time.sleep(0.2)\n    return -1",
     "def square(x):\n    return -1", "def square(x):\n    return x * x"),
    ("forked_child_answers_asserts", {"tests": ["assert square(2) == 4", "assert square(3) == 9"]},
     "", "import os, time\ndef square(x):\n    if os.fork() == 0:\n        return x * x\n    time.sleep(0.2)\n    return -1",
     "def square(x):\n    return -1", "def square(x):\n    return x * x"),
]


@pytest.mark.parametrize("name,columns,prompt,forge,honest,right", FORGES, ids=[row[0] for row in FORGES])
def test_a_forge_scores_what_the_honest_wrong_answer_scores(reward, name, columns, prompt, forge, honest, right):
    assert score(reward, right, columns, prompt) == 1.0, "the right answer"
    wrong = score(reward, honest, columns, prompt)
    assert wrong < 1.0
    assert score(reward, forge, columns, prompt) == wrong, "the forge"


def test_a_prompt_fence_that_fails_keeps_the_other_definitions(reward):
    prompt = [{"role": "user", "content": f"```python\n{HELPER_CODE}\n{STUB}```\nThen:\n```python\ny = f(1) + 1\n```"}]
    assert score(reward, HELPER_CODE + "def f(x):\n    return shift(x) * 2", HELPER_TEST, prompt) == 1.0
    assert score(reward, "def shift(x):\n    return {3: 9, 1: 5}[x]\ndef f(x):\n    return x", HELPER_TEST, prompt) == 0.0


def test_builtins_are_those_of_a_normal_interpreter(reward):
    columns = {"tests": ["assert all(callable(f) for f in (exit, quit, copyright, credits, license, help))"]}
    assert score(reward, "x = 1", columns) == 1.0


# == the result cache keeps no luck ===============================================================
COIN = "import random\ndef square(x):\n    return x * x if random.random() < 0.25 else 0"
HIDDEN_COIN = ("def square(x):\n    b = __builtins__\n    m = (b['__import__'] if type(b) is dict else b.__import__)('r' + 'andom')\n"
               "    return x * x if m.random() < 0.25 else 0")


@pytest.mark.parametrize("code", [COIN, HIDDEN_COIN], ids=["random", "random_by_a_built_name"])
def test_a_lucky_run_is_not_cached(code):
    plugin = CodeTests(sandbox="subprocess", timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT, max_workers=1)
    columns = {"fn_name": "square", "tests": [{"args": [3], "expected": 9}]}
    try:
        scores = [score(plugin, code, columns) for _ in range(40)]
        first = scores.index(1.0)  # (3/4)**40: about 1e-5 of never passing
        assert sum(scores[first + 1:]) < len(scores) - first - 1, "every run after the first pass passed: cached"
        assert plugin.cache.hits == 0
    finally:
        plugin.close()


def test_a_failure_is_cached_after_two_agreeing_runs_and_a_pass_never():
    plugin = CodeTests(sandbox="subprocess", timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT, max_workers=1)
    columns = {"fn_name": "square", "tests": [{"args": [3], "expected": 9}]}
    try:
        assert [score(plugin, "def square(x):\n    return x + x", columns) for _ in range(3)] == [0.0] * 3
        assert (plugin.cache.hits, plugin.cache.misses) == (1, 2)
        assert [score(plugin, "def square(x):\n    return x * x", columns) for _ in range(3)] == [1.0] * 3
        assert (plugin.cache.hits, plugin.cache.misses) == (1, 5)
    finally:
        plugin.close()


# == memory that was not counted ==================================================================
SHARED_MEMORY = """
import mmap, os, time
children = []
for _ in range(3):  # a stdio program may start processes (a test suite's solution process may not)
    pid = os.fork()
    if pid == 0:
        block = mmap.mmap(-1, 100 << 20)  # MAP_SHARED | MAP_ANONYMOUS: "shared" pages
        for i in range(0, 100 << 20, 4096):
            block[i] = 1
        time.sleep(1.5)
        os._exit(0)
    children.append(pid)
for pid in children:
    os.waitpid(pid, 0)
print(int(input()) ** 2)
"""


@pytest.fixture(scope="module", params=["bwrap", "subprocess"])
def small_memory(request):
    plugin = CodeTests(sandbox=require_executor(request.param), timeout=3.0, program_timeout=PROGRAM_TIMEOUT,
                       memory_mb=256, max_workers=1, cache_size=0)
    yield plugin
    plugin.close()


def test_shared_anonymous_memory_counts(small_memory):
    columns = {"tests": [{"stdin": "3\n", "stdout": "9\n"}]}
    assert score(small_memory, SHARED_MEMORY.replace("range(3)", "range(1)"), columns) == 1.0  # 100 MiB: allowed
    assert score(small_memory, SHARED_MEMORY, columns) == 0.0
    assert small_memory.outcomes["memory"] >= 1


# == trainer-side cost ============================================================================
def test_output_is_capped_per_completion_trailing_whitespace_included(reward):
    tests = [{"stdin": f"{i}\n", "stdout": f"{i * i}\n"} for i in range(24)]
    padded = "print(int(input()) ** 2, end=' ' * (100 << 10) + '\\n')"  # 100 KiB per test, 2.4 MiB in all
    assert score(reward, "print(int(input()) ** 2)", {"tests": tests}) == 1.0
    before = reward.outcomes["output_limit"]
    assert score(reward, padded, {"tests": tests}) == 0.0
    assert reward.outcomes["output_limit"] == before + 1


def test_ranks_of_one_host_pin_different_cores(monkeypatch):
    from reward_plugins.code.worker_pool import _CoreAssignment

    cores = sorted(os.sched_getaffinity(0))
    chosen = []
    for rank in range(2):
        monkeypatch.setenv("LOCAL_RANK", str(rank))
        monkeypatch.setenv("LOCAL_WORLD_SIZE", "2")
        chosen.append(set(_CoreAssignment(1).cores))
    if len(cores) >= 2:
        assert chosen[0] and chosen[1] and not chosen[0] & chosen[1]
    else:
        assert chosen == [set(), set()]  # fewer cores than ranks' workers: nothing pinned


# == host-wide kernel pools =======================================================================
POOLS = """
import ctypes, platform
libc = ctypes.CDLL(None, use_errno=True)
numbers = {"x86_64": {"io_setup": 206, "inotify_init1": 294, "kcmp": 312, "mincore": 27},
           "aarch64": {"io_setup": 0, "inotify_init1": 26, "kcmp": 272, "mincore": 232}}[platform.machine()]
ctx = ctypes.c_ulong(0)
args = {"io_setup": (1024, ctypes.byref(ctx)), "inotify_init1": (0,), "kcmp": (1, 1, 0, 0, 0),
        "mincore": (0, 4096, 0)}
for name, number in sorted(numbers.items()):
    result = libc.syscall(number, *args[name])
    print(name, result, ctypes.get_errno())
"""


@pytest.mark.parametrize("sandbox", ["bwrap", "subprocess"])
def test_host_wide_kernel_pools_are_denied(sandbox):
    with get_executor(require_executor(sandbox), max_workers=1) as executor:
        result = executor.run(POOLS, limits=Limits(timeout=10))
    lines = dict((line.split()[0], line.split()[1:]) for line in result.stdout.decode().splitlines())
    assert set(lines) == {"io_setup", "inotify_init1", "kcmp", "mincore"}, result
    for name, (value, errno_value) in lines.items():
        assert (value, errno_value) == ("-1", "1"), (name, value, errno_value)  # EPERM


SOCKET_BUFFERS = """
import errno, fcntl, os, socket, time
def refused(call):
    try:
        call()
        return "allowed"
    except OSError as exc:
        return errno.errorcode[exc.errno]
def fill():  # every descriptor a socket, each send buffer as large as it will grow, then full
    held, pairs = 0, []
    while True:
        try:
            pair = socket.socketpair()
        except OSError:
            return held, pairs
        pairs.append(pair)
        for end in pair:
            refused(lambda: end.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1 << 30))
            end.setblocking(False)
            while True:
                try:
                    held += end.send(b"x" * 4096)
                except OSError:
                    break
os.mkfifo("fifo")  # programs may make no pipe (nor socket): a FIFO in their own directory is one
r = os.open("fifo", os.O_RDONLY | os.O_NONBLOCK)
w = os.open("fifo", os.O_WRONLY)
os.set_blocking(r, True)
print(refused(lambda: socket.socket(socket.AF_UNIX).setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 30)),
      refused(lambda: fcntl.fcntl(r, 1031, 1 << 20)))  # F_SETPIPE_SZ
children = []
for _ in range(6):
    pid = os.fork()
    if pid == 0:
        held, _ = fill()
        os.write(w, b"%d\\n" % held)
        time.sleep(1)
        os._exit(0)
    children.append(pid)
held, _ = fill()
os.close(w)
reports = b""
while len(reports.split()) < 6:
    reports += os.read(r, 4096)
print(held + sum(int(x) for x in reports.split()))
for pid in children:
    os.waitpid(pid, 0)
"""


@pytest.mark.parametrize("sandbox", ["bwrap", "subprocess"])
def test_socket_and_pipe_buffers_stay_at_their_defaults(sandbox):
    with get_executor(require_executor(sandbox), max_workers=1) as executor:
        result = executor.run(SOCKET_BUFFERS, limits=Limits(timeout=20))
    refusals, queued = result.stdout.decode().splitlines()
    assert refusals == "EPERM EPERM", result
    # 7 processes x 64 descriptors of full unix sockets: before, 6.9 MiB each (SO_SNDBUF raised to
    # net.core.wmem_max); at the default, well under the program's memory limit.
    print(f"queued in unix sockets: {int(queued) >> 20} MiB")
    assert int(queued) < 256 << 20


# == state that outlives a program ================================================================
TCP = """
import socket
try:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    client = socket.create_connection(server.getsockname())
    peer, _ = server.accept()
    client.close(); peer.close(); server.close()  # leaves TIME_WAIT
except OSError:
    pass  # no loopback in a program's own network namespace
"""
READ_NET = """
import os
try:
    tcp = open("/proc/self/net/tcp").read().splitlines()[1:]  # a program's /proc shows only its processes:
    snmp = open("/proc/self/net/snmp").read().split("Tcp:")[2].split()  # no /proc/net link
    print(len(tcp), snmp[4])  # sockets, ActiveOpens
except FileNotFoundError:
    print(0, 0, sorted(os.listdir("/proc")))  # bubblewrap: no /proc at all
"""


@pytest.mark.parametrize("sandbox", ["bwrap", "subprocess"])
def test_a_program_sees_no_network_state_of_the_previous_one(sandbox):
    with get_executor(require_executor(sandbox), max_workers=1) as executor:
        limits = Limits(timeout=10)
        assert executor.run(TCP, limits=limits).exit_code == 0
        result = executor.run(READ_NET, limits=limits)
    assert result.stdout.split()[:2] == [b"0", b"0"] and result.stdout.split()[2:] in ([], [b"[]"]), result


@pytest.mark.parametrize("sandbox", ["bwrap", "subprocess"])
def test_a_program_sees_its_own_proc_and_a_fresh_directory(sandbox):
    program = ("import os, time\nprint(os.getpid(), os.stat('.').st_mtime_ns >= time.time_ns() - 200_000_000,"
               " sorted(os.listdir('/proc'))[:0])\nos.mkdir('d'); open('f', 'w').write('x')")
    with get_executor(require_executor(sandbox), max_workers=1) as executor:
        limits = Limits(timeout=10)
        first = executor.run(program, limits=limits)
        time.sleep(0.5)
        second = executor.run(program, limits=limits)
    assert first.stdout == second.stdout == b"1 True []\n", (first, second)


def test_no_site_packages_inside_the_sandbox():
    program = """
import os, sys, sysconfig
found = []
import glob
roots = {os.path.dirname(os.__file__), sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}
roots.update(glob.glob("/usr/lib*/python3*") + glob.glob("/usr/local/lib*/python3*"))
for root in roots:
    for name in ("site-packages", "dist-packages"):
        for path in (os.path.join(root, name), root):
            if os.path.basename(path) == name and os.path.isdir(path) and os.listdir(path):
                found.append(path)
try:
    import yaml
    found.append("yaml")
except ImportError:
    pass
print(found)
"""
    with get_executor(require_executor("bwrap"), max_workers=1) as executor:
        result = executor.run(program, limits=Limits(timeout=10))
    assert result.stdout == b"[]\n", result


def test_world_writable_directories_a_program_made_do_not_join_the_watch_list(tmp_path):
    from reward_plugins.code.inside import sandbox_worker

    shared = tmp_path / "shared"
    shared.mkdir()
    os.chmod(shared, 0o1777)
    mine = shared / "made-by-the-program"
    mine.mkdir()
    os.chmod(mine, 0o1777)
    other = shared / "made-by-a-service"
    other.mkdir()
    os.chmod(other, 0o1777)
    os.chown(mine, 12345, 12345)

    class Watcher:
        uid = 12345
        shared_dirs = {str(shared): None}

    sandbox_worker.Worker.changed_shared_dirs(Watcher)
    assert str(mine) not in Watcher.shared_dirs
    assert str(other) in Watcher.shared_dirs
