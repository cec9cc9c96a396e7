"""Completions that would fool a naive evaluator, run through ``code_tests``.

Each forging row carries its own control: the same completion run the way an evaluator without
a value boundary runs it (solution and tests in one interpreter, exit status 0 = pass) passes,
so the trick is real and only the sandbox's rules stop it. The sabotage and leak rows carry an
honest twin that scores 1.0 on the same reward. Every row runs on both executors.
"""

import json
import subprocess
import sys
import textwrap
import time
import uuid

import pytest

from fixtures.sandboxes import require_executor
from reward_plugins.code.code_tests import CodeTests

pytestmark = pytest.mark.filterwarnings("ignore:the 'subprocess' code sandbox is not a security boundary")

TIMEOUT, PROGRAM_TIMEOUT = 1.0, 3.0
BOUND = PROGRAM_TIMEOUT + 6.0  # a whole completion, plus start-up and cleanup on a loaded machine
RIGHT = "def square(x):\n    return x * x"
FORMATS = {
    "asserts": {"tests": [["assert square(2) == 4", "assert square(-3) == 9", "assert abs(square(3) - 9) < 1e-9"]]},
    "humaneval": {"test": ["def check(candidate):\n    assert candidate(2) == 4\n"
                           "    assert abs(candidate(3) - 9) < 1e-9\n"], "entry_point": ["square"]},
    "call": {"fn_name": ["square"], "tests": [[{"args": [2], "expected": 4}, {"args": [3], "expected": 9}]]},
}
STDIO = {"tests": [[{"stdin": "3\n", "stdout": "9\n"}, {"stdin": "4\n", "stdout": "16\n"}]]}


@pytest.fixture(scope="module", params=["bwrap", "subprocess"])
def reward(request):
    plugin = CodeTests(sandbox=require_executor(request.param), timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT,
                       max_workers=1, cache_size=0)
    plugin(prompts=[""], completions=[RIGHT], **FORMATS["call"])  # start-up is not the attack's time
    yield plugin
    plugin.close()


def score(plugin, code, columns):
    start = time.monotonic()
    [value] = plugin(prompts=[""], completions=[f"```python\n{textwrap.dedent(code).strip()}\n```"], **columns)
    elapsed = time.monotonic() - start
    assert elapsed < BOUND, f"took {elapsed:.1f}s"
    return value


def naive_passes(code, columns):
    """What an evaluator without a value boundary reports: solution and tests in one process, status 0 = pass."""
    code = textwrap.dedent(code).strip()
    if "fn_name" in columns:
        fn = columns["fn_name"][0]
        tests = "\n".join(f"assert {fn}(*{t['args']!r}) == {t['expected']!r}" for t in columns["tests"][0])
    elif "test" in columns:
        tests = columns["test"][0] + f"\ncheck({columns['entry_point'][0]})\n"
    else:
        tests = "\n".join(columns["tests"][0])
    run = subprocess.run([sys.executable, "-I", "-c", code + "\n" + tests], capture_output=True, timeout=30)
    return run.returncode == 0


# == forging a pass with values that lie ==========================================================
def _liar(base, value):
    """A subclass of ``base`` (or a plain class) that equals everything and differs from nothing."""
    return f"""
    class Liar({base}):
        def __eq__(self, other): return True
        def __ne__(self, other): return False
        def __hash__(self): return 0
        def __sub__(self, other): return 0
        def __rsub__(self, other): return 0
        def __abs__(self): return 0
        def __lt__(self, other): return True
        def __bool__(self): return True
        def __len__(self): return 1
        def __index__(self): return 4
        def __int__(self): return 4
        def __float__(self): return 4.0
        def __repr__(self): return "4"
    def square(x):
        return Liar({value})
    """


METACLASS_EQ = """
class Meta(type):
    def __eq__(cls, other): return True
    def __hash__(cls): return 0
    def __sub__(cls, other): return 0
    def __rsub__(cls, other): return 0
class Liar(metaclass=Meta):
    pass
def square(x):
    return Liar  # a class whose type says it equals everything
"""

CLASS_PROPERTY = _liar("object", "").replace("    def square", """
        __class__ = property(lambda self: int)  # isinstance(Liar(), int) is True
        def __del__(self): 1 / 0
    def square""")

TRACE_SKIP = """
import sys
def _end_the_tests(frame, event, arg):
    # The next line of the caller (the tests): end the process with status 0 before it runs.
    if event == "line" and frame.f_code.co_name in ("<module>", "check"):
        raise SystemExit(0)
    return _end_the_tests
def square(x):
    sys.settrace(_end_the_tests)
    sys._getframe(1).f_trace = _end_the_tests
    return 4 if x == 2 else -1  # right for the first test only
"""

EXIT_ZERO = """
import os, sys
sys.stdout.flush()
os._exit(0)
def square(x):
    return -1
"""

LIARS = {
    "int-subclass-lies": _liar("int", 0),
    "float-subclass-lies": _liar("float", 0.5),
    "str-subclass-lies": _liar("str", "'x'"),
    "list-subclass-lies": _liar("list", ""),
    "dict-subclass-lies": _liar("dict", ""),
    "tuple-subclass-lies": _liar("tuple", ""),
    "object-with-index-lies": _liar("object", ""),
    "metaclass-eq": METACLASS_EQ,
    "class-property-fools-isinstance": CLASS_PROPERTY,
    "exit-zero-at-import": EXIT_ZERO,
}
# (completion, format, the score its answers earn without the trick)
FORGES = [pytest.param(code, fmt, 0.0, id=f"{name}-{fmt}") for name, code in LIARS.items() for fmt in FORMATS] + [
    # A naive call evaluator compares each result on the line that calls: no later line to end.
    pytest.param(TRACE_SKIP, "asserts", 1 / 3, id="settrace-ends-the-tests-with-status-0-asserts"),
    pytest.param(TRACE_SKIP, "humaneval", 0.0, id="settrace-ends-the-tests-with-status-0-humaneval"),
]


@pytest.mark.parametrize("code, fmt, earned", FORGES)
def test_forged_pass(reward, code, fmt, earned):
    columns = FORMATS[fmt]
    assert naive_passes(code, columns), "control: the trick fools an evaluator without a value boundary"
    assert score(reward, code, columns) == pytest.approx(earned)
    assert score(reward, RIGHT, columns) == 1.0


# == stdin/stdout: every answer at once ===========================================================
ALL_ANSWERS = "n = int(input())\nfor k in range(100):\n    print(k * k)"


def test_stdio_printing_every_possible_answer(reward):
    # control: a grader that looks for the expected text in the output passes it
    run = subprocess.run([sys.executable, "-I", "-c", ALL_ANSWERS], input="3\n", capture_output=True, text=True)
    assert "\n9\n" in run.stdout and "\n16\n" in run.stdout
    assert score(reward, ALL_ANSWERS, STDIO) == 0.0
    assert score(reward, "print(int(input()) ** 2)", STDIO) == 1.0


# == the runner's own time: a reply that is slow to decode ========================================
COLLIDING_SET = """
import marshal, os, struct, sys
P = 2 ** 61 - 1  # every multiple hashes to 0: a set of them is built in quadratic time
def square(x):
    frame = sys._getframe()
    while "replies" not in frame.f_locals:
        frame = frame.f_back
    data = marshal.dumps(("value", [k * P for k in range(1, 30000)]))
    at = data.index(b"value") + 5
    data = data[:at] + bytes([(data[at] & 0x80) | ord("<")]) + data[at + 1:]  # the list becomes a set
    os.write(frame.f_locals["replies"], struct.pack(">I", len(data)) + data)
    import time
    time.sleep(60)
"""


@pytest.mark.parametrize("fmt", ["asserts", "call"])
def test_a_reply_that_is_quadratic_to_decode_costs_only_its_own_budget(reward, fmt):
    assert score(reward, COLLIDING_SET, FORMATS[fmt]) == 0.0
    assert score(reward, RIGHT, FORMATS[fmt]) == 1.0


# == sabotage: memory held across processes =======================================================
MEMORY_MB = 256
SPREAD_MEMORY = """
import os, time
children = []
for _ in range(3):  # each within its own address-space limit; together above the program's memory
    pid = os.fork()
    if pid == 0:
        block = b"\\x01" * (120 << 20)
        time.sleep(0.2)
        os._exit(0)
    children.append(pid)
for pid in children:
    os.waitpid(pid, 0)
def square(x):
    return x * x
"""
ONE_PROCESS = SPREAD_MEMORY.replace("range(3)", "range(1)")


@pytest.fixture(scope="module", params=["bwrap", "subprocess"])
def small_memory(request):
    plugin = CodeTests(sandbox=require_executor(request.param), timeout=2 * TIMEOUT, program_timeout=PROGRAM_TIMEOUT,
                       memory_mb=MEMORY_MB, max_workers=1, cache_size=0)
    plugin(prompts=[""], completions=[RIGHT], **FORMATS["call"])
    yield plugin
    plugin.close()


@pytest.mark.parametrize("fmt", ["asserts", "call"])
def test_a_solution_process_starts_no_process(small_memory, fmt):
    before = small_memory.outcomes["runtime_error"]
    assert score(small_memory, ONE_PROCESS, FORMATS[fmt]) == 0.0  # its fork is refused (seccomp.solution_filter)
    assert small_memory.outcomes["runtime_error"] == before + 1, small_memory.outcomes
    assert score(small_memory, RIGHT, FORMATS[fmt]) == 1.0


def test_memory_spread_over_processes_counts_as_one_program(small_memory):  # a stdio program may fork
    stdio = SPREAD_MEMORY.replace("def square(x):\n    return x * x", "print(int(input()) ** 2)")
    assert score(small_memory, stdio.replace("range(3)", "range(1)"), STDIO) == 1.0
    assert score(small_memory, stdio, STDIO) == 0.0


# == leaks: an abstract unix socket kept open for the next program ================================
def test_an_abstract_socket_does_not_outlive_its_program(reward):
    name = "\\0redteam-" + uuid.uuid4().hex
    serve = textwrap.dedent(f"""
    import os, socket, threading
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind("{name}")
    server.listen(8)
    def answer():
        while True:
            conn, _ = server.accept()
            conn.sendall(b"9")
            conn.close()
    """)
    holder = serve + textwrap.dedent("""
    if os.fork() == 0:
        os.setsid()
        answer()
    def square(x):
        return x * x
    """)
    reader = textwrap.dedent(f"""
    import socket
    def square(x):
        try:
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.connect("{name}")
            return int(s.recv(8))  # the earlier program answers for this one
        except OSError:
            return -1
    """)
    columns = {"fn_name": ["square"], "tests": [[{"args": [3], "expected": 9}]]}
    # programs may make no socket (seccomp.COUNTERS): the channel works only outside the sandbox, which
    # tests/test_sandbox_cross_run_state.py's abstract_unix_socket row shows
    score(reward, holder, columns)
    before = reward.outcomes["wrong"]
    assert score(reward, reader, columns) == 0.0
    assert reward.outcomes["wrong"] == before + 1  # it ran, and found no one to answer


# == a trainer started with python -O (or PYTHONOPTIMIZE) =========================================
OPTIMIZED_TRAINER = """
import json, sys
from reward_plugins.code.code_tests import CodeTests
reward = CodeTests(sandbox=sys.argv[1], timeout=1.0, program_timeout=3.0, max_workers=1, cache_size=0)
wrong, right = "def square(x):\\n    return -1", "def square(x):\\n    return x * x"
asserts, humaneval = json.loads(sys.argv[2]), json.loads(sys.argv[3])
columns = {"tests": [asserts] * 2 + [None] * 2, "test": [None] * 2 + humaneval["test"] * 2,
           "entry_point": [None] * 2 + humaneval["entry_point"] * 2}
print(json.dumps(reward(prompts=[""] * 4, completions=[wrong, right, wrong, right], **columns)))
reward.close()
"""


def test_a_trainer_under_python_O_still_runs_the_asserts(reward):
    # control: under -O, test code compiled at the interpreter's own level has no assert left
    dropped = subprocess.run([sys.executable, "-O", "-c", "exec(compile('assert False', '<test>', 'exec'))"])
    assert dropped.returncode == 0
    run = subprocess.run([sys.executable, "-O", "-c", OPTIMIZED_TRAINER, reward.sandbox,
                          json.dumps(FORMATS["asserts"]["tests"][0]), json.dumps(FORMATS["humaneval"])],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert json.loads(run.stdout.splitlines()[-1]) == [0.0, 1.0, 0.0, 1.0]


# == sabotage: the host's memory through a RAM-backed shared directory ============================
FILL_SHM = """
import os
written = 0
for i in range(32):  # 512 MiB of files in the host's /dev/shm, a tmpfs as large as the machine's memory
    try:
        with open("/dev/shm/redteam-%d" % i, "wb") as f:
            for _ in range(16):
                f.write(b"\\x01" * (1 << 20))
                written += 1
    except OSError:
        break
print(written)
"""


def test_ram_backed_directories_are_capped_per_program(reward):
    # control: the writer is not what stops at 64 MiB; in its working directory it writes all of it
    # where that is on disk (subprocess without namespaces per program), and stops at the cap of
    # the program's own tmpfs otherwise
    into_workdir = reward.executor.run(FILL_SHM.replace("/dev/shm/", ""), limits=reward.limits.with_timeout(10.0))
    own_tmpfs = reward.executor.name == "bwrap" or reward.executor.protections()["namespaces_per_program"]
    assert int(into_workdir.stdout) == (64 if own_tmpfs else 512)
    result = reward.executor.run(FILL_SHM, limits=reward.limits.with_timeout(10.0))
    assert result.error is None and int(result.stdout or 0) <= 64, result
