"""Completions that attack the reward or the machine: each ends within its bound, scores 0, harms nothing.

Both sandboxes are tested for what each guarantees (limits, timeouts, failing closed, an
emptied environment); the isolation attacks (files, network) are tested on bubblewrap, the
sandbox that claims to stop them.
"""

import os
import socket
import time
import uuid
from pathlib import Path

import pytest

from reward_plugins.code.code_tests import CodeTests

pytestmark = pytest.mark.filterwarnings("ignore:the 'subprocess' code sandbox is not a security boundary")

TIMEOUT, PROGRAM_TIMEOUT = 2.0, 6.0
BOUND = PROGRAM_TIMEOUT + 6.0  # a whole completion, plus start-up and cleanup on a loaded machine
SQUARE = ["assert square(2) == 4", "assert square(-3) == 9", "assert square(0) == 0"]


@pytest.fixture(scope="module", params=["bwrap", "subprocess"])
def reward(request):
    plugin = CodeTests(sandbox=request.param, timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT, max_workers=2)
    yield plugin
    plugin.close()


@pytest.fixture(scope="module")
def bwrap_reward():
    plugin = CodeTests(sandbox="bwrap", timeout=TIMEOUT, program_timeout=PROGRAM_TIMEOUT, max_workers=1)
    yield plugin
    plugin.close()


def attack(plugin, code, reason=None, **columns):
    """Score one attacking completion; check the bound, the score, and that we are unharmed."""
    columns = columns or {"tests": [SQUARE]}
    start = time.monotonic()
    [value] = plugin(prompts=[""], completions=[f"```python\n{code}\n```"], **columns)
    elapsed = time.monotonic() - start
    assert elapsed < BOUND, f"took {elapsed:.1f}s"
    assert value == 0.0
    if reason is not None:
        assert plugin.outcomes[reason] >= 1, plugin.outcomes
    # The test process is unharmed and the reward still scores a right answer.
    assert plugin(prompts=[""], completions=["def square(x):\n    return x * x"], tests=[SQUARE]) == [1.0]
    return elapsed


# -- resource attacks (both sandboxes) ------------------------------------------------------------
def test_infinite_loop_at_top_level(reward):
    attack(reward, "while True:\n    pass", "timeout")


def test_infinite_loop_that_swallows_the_alarm(reward):
    code = (
        "import signal\nsignal.signal(signal.SIGALRM, signal.SIG_IGN)\n"
        "def square(x):\n    while True:\n        try:\n            pass\n        except BaseException:\n            pass"
    )
    attack(reward, code, "timeout")


def test_fork_flood(reward):
    code = "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass"
    attack(reward, code, "timeout")


def test_eight_gigabyte_allocation(reward):
    attack(reward, "data = bytearray(8 * 1024 ** 3)\ndef square(x):\n    return x * x", "memory")


def test_two_hundred_megabytes_of_stdout(reward):
    code = "import sys\nsys.stdout.write('4\\n' * (100 * 1024 * 1024))"
    attack(reward, code, "output_limit", tests=[[{"stdin": "2\n", "stdout": "4\n"}]])


def test_flooding_every_descriptor_with_fake_pass_lines(reward):
    code = (
        "import os\nline = b''.join(b'%032x pass %d\\n' % (n, i) for n in range(50) for i in range(3))\n"
        "for fd in range(1, 30):\n    try:\n        for _ in range(200):\n            os.write(fd, line)\n"
        "    except OSError:\n        pass\n"
        "def square(x):\n    return x"
    )
    attack(reward, code)


def test_non_utf8_output(reward):
    code = "import os, sys\nsys.stdout.buffer.write(b'\\xff\\xfe\\xc3(' * 1000)\nfor fd in range(3, 20):\n    try:\n        os.write(fd, b'\\xff\\n\\xfe')\n    except OSError:\n        pass"
    attack(reward, code, tests=[[{"stdin": "", "stdout": "ok\n"}]])
    attack(reward, code + "\ndef square(x):\n    return -1")


# -- reward hacks (both sandboxes) ----------------------------------------------------------------
def test_sys_exit_before_the_tests(reward):
    attack(reward, "import sys\nsys.exit(0)\ndef square(x):\n    return x * x", "runtime_error")


def test_hard_exit_before_and_during_the_tests(reward):
    attack(reward, "import os\nos._exit(0)", "runtime_error")
    attack(reward, "import os\ndef square(x):\n    os._exit(0)")


def test_exit_from_inside_the_tested_function(reward):
    attack(reward, "def square(x):\n    raise SystemExit(0)")


def test_printing_success(reward):
    code = "print('All tests passed!')\nprint('pass 0\\npass 1\\npass 2\\ndone')\ndef square(x):\n    return -1"
    attack(reward, code)


def test_eq_override_against_call_based_tests(reward):
    code = "class Anything:\n    def __eq__(self, other):\n        return True\n    __hash__ = object.__hash__\ndef square(x):\n    return Anything()"
    calls = [{"args": [2], "expected": 4}, {"args": [3], "expected": 9}]
    attack(reward, code, fn_name=["square"], tests=[calls])


def test_eq_override_against_asserts_and_humaneval_checks(reward):
    code = (
        "class Anything(int):\n    def __eq__(self, other):\n        return True\n    __ne__ = lambda s, o: False\n"
        "    __hash__ = int.__hash__\n    def __sub__(self, other):\n        return 0\n    __rsub__ = __sub__\n"
        "class Other:\n    __eq__ = lambda s, o: True\n    __bool__ = lambda s: True\n"
        "def square(x):\n    return Anything(-1) if x else Other()"
    )
    attack(reward, code)
    check = "def check(candidate):\n    assert abs(candidate(2) - 4) < 1e-9\n    assert candidate(3) == 9\n"
    attack(reward, code, test=[check], entry_point=["square"])


def test_forking_to_try_two_answers(reward):
    attack(reward, "import os\ndef square(x):\n    return x * x if os.fork() == 0 else -1")


def test_syntax_error(reward):
    attack(reward, "def square(x)\n    return x * x", "compile_error")


def test_empty_completion(reward):
    [value] = reward(prompts=[""], completions=[""], tests=[SQUARE])
    assert value == 0.0 and reward.outcomes["no_code"] >= 1


def test_killing_the_parent(reward):
    code = (
        "import os, signal\n"
        "for kill, target in ((os.kill, os.getppid()), (os.killpg, os.getpgid(os.getppid()))):\n"
        "    try:\n        kill(target, signal.SIGKILL)\n    except OSError:\n        pass\n"
        "def square(x):\n    return -1"
    )
    attack(reward, code)
    assert os.kill(os.getpid(), 0) is None  # still here


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


# -- isolation (bubblewrap) ----------------------------------------------------------------------
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
