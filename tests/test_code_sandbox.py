"""The sandboxes themselves: limits, timeouts, cleanup, isolation, failing closed."""

import concurrent.futures
import os
import pickle
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
import warnings
from pathlib import Path

import pytest

from fixtures.sandboxes import require_executor
from reward_plugins.code import sandbox as sandbox_module
from reward_plugins.code.bwrap_executor import BwrapExecutor
from reward_plugins.code.contracts import ExecResult, Limits
from reward_plugins.code.sandbox import UnknownSandboxError, default_sandbox, get_executor
from reward_plugins.code.subprocess_executor import SubprocessExecutor
from reward_plugins.code.worker_pool import WorkerExecutor

pytestmark = pytest.mark.filterwarnings("ignore:the 'subprocess' code sandbox is not a security boundary")


FAST = Limits(timeout=2.0, memory_mb=512)
SLACK = 5.0  # seconds a run may take beyond its own deadline (start-up, cleanup) on a loaded machine


@pytest.fixture(scope="module", params=["bwrap", "subprocess"])
def sandbox(request):
    require_executor(request.param)
    executor = get_executor(request.param, limits=FAST, max_workers=2)
    yield executor
    executor.close()


@pytest.fixture(scope="module")
def bwrap():
    require_executor("bwrap")
    executor = BwrapExecutor(limits=FAST, max_workers=1)
    yield executor
    executor.close()


def timed(executor, program, stdin=b"", limits=None):
    start = time.monotonic()
    result = executor.run(program, stdin, limits)
    return result, time.monotonic() - start


# -- the interface -------------------------------------------------------------------------------
def test_stdin_stdout_stderr_and_exit_status(sandbox):
    result = sandbox.run("import sys\nname = input()\nprint('hi', name)\nprint('oops', file=sys.stderr)\nsys.exit(3)",
                         stdin="ada\n")
    assert (result.stdout, result.stderr, result.exit_code, result.error) == (b"hi ada\n", b"oops\n", 3, None)
    assert not result.ok and sandbox.run("pass").ok


def test_uncaught_exception_exits_1_with_traceback(sandbox):
    result = sandbox.run("raise ValueError('boom')")
    assert result.exit_code == 1 and b"ValueError: boom" in result.stderr


def test_code_objects_run_too(sandbox):
    assert sandbox.run(compile("print(6 * 7)", "<p>", "exec")).stdout == b"42\n"


def test_run_many_gives_each_stdin_a_fresh_process(sandbox):
    program = "import os, sys\nprint(sys.stdin.read().strip(), os.listdir('.'))\nopen('left', 'w').write('x')"
    results = sandbox.run_many(program, ["a", "b", "c"])
    assert [r.stdout for r in results] == [b"a []\n", b"b []\n", b"c []\n"]


def test_run_many_total_timeout_skips_runs_that_would_start_late(sandbox):
    results = sandbox.run_many("import time; time.sleep(5)", ["", "", ""], Limits(timeout=1.0), total_timeout=1.5)
    assert [r.timed_out for r in results] == [True, True, True]
    assert all(not r.ok for r in results)


def test_environment_is_scrubbed(sandbox, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-should-never-be-seen")
    fresh = get_executor(sandbox.name, limits=FAST, max_workers=1)  # started with the key in our env
    try:
        result = fresh.run(
            "import os\nprint(sorted(os.environ))\nseen = False\n"
            "for pid in ('self', os.getppid(), 1):\n"
            "    try:\n        seen |= b'sk-test' in open(f'/proc/{pid}/environ', 'rb').read()\n"
            "    except OSError:\n        pass\n"
            "print(seen)"
        )
    finally:
        fresh.close()
    names = eval(result.stdout.splitlines()[0])
    assert set(names) <= {"PATH", "LANG", "LC_ALL", "HOME", "TMPDIR", "PWD"}
    assert result.stdout.splitlines()[1] == b"False"


# -- limits --------------------------------------------------------------------------------------
def test_wall_timeout_kills_a_busy_loop(sandbox):
    result, elapsed = timed(sandbox, "while True: pass", limits=Limits(timeout=1.0))
    assert result.timed_out and not result.ok and result.error is None
    assert elapsed < 1.0 + SLACK


def test_wall_timeout_cannot_be_ignored(sandbox):
    program = "import signal, time\nfor s in (signal.SIGTERM, signal.SIGALRM, signal.SIGINT):\n    signal.signal(s, signal.SIG_IGN)\ntime.sleep(60)"
    result, elapsed = timed(sandbox, program, limits=Limits(timeout=1.0))
    assert result.timed_out and elapsed < 1.0 + SLACK


def test_memory_limit_turns_a_huge_allocation_into_memory_error(sandbox):
    result = sandbox.run("x = bytearray(8 * 1024 ** 3)")
    assert result.exit_code == 1 and b"MemoryError" in result.stderr


def test_output_is_truncated_and_flagged_not_buffered(sandbox):
    limits = Limits(timeout=20.0, output_bytes=1 << 16)
    result, elapsed = timed(sandbox, "import sys\nfor _ in range(200):\n    sys.stdout.write('x' * (1 << 20))", limits=limits)
    assert result.stdout_truncated and len(result.stdout) == 1 << 16 and result.stdout == b"x" * (1 << 16)
    assert not result.stderr_truncated and elapsed < 20.0 + SLACK


def test_non_utf8_output_comes_back_as_bytes(sandbox):
    result = sandbox.run("import sys\nsys.stdout.buffer.write(bytes(range(256)))\nprint('\\udcff')")
    assert result.stdout.startswith(bytes(range(256)))
    assert result.ok


def test_file_size_limit(sandbox):
    limits = Limits(timeout=5.0, file_size_mb=1)
    result = sandbox.run("open('big', 'wb').write(b'x' * (2 << 20))", limits=limits)
    assert result.exit_code == 1 and b"File too large" in result.stderr


def test_open_files_limit(sandbox):
    result = sandbox.run("fs = [open('f%d' % i, 'w') for i in range(100)]", limits=Limits(timeout=5.0, open_files=16))
    assert result.exit_code == 1 and b"Too many open files" in result.stderr


def test_fork_flood_ends_within_its_bound_and_leaves_nothing(sandbox):
    program = (
        "import os, sys\nprint(os.getuid(), flush=True)\n"
        "while True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n"
    )
    result, elapsed = timed(sandbox, program, limits=Limits(timeout=2.0, processes=8))
    assert result.timed_out and elapsed < 2.0 + SLACK
    uid = int(result.stdout.split()[0])
    if uid != os.getuid():  # programs ran as their own uid: none of its processes may survive
        time.sleep(0.2)
        survivors = [p for p in Path("/proc").iterdir() if p.name.isdigit() and _uid_of(p) == uid]
        assert survivors == []
    # This machine can still start processes, and the sandbox still runs programs.
    assert subprocess.run(["true"]).returncode == 0
    assert sandbox.run("print('alive')").stdout == b"alive\n"


def _uid_of(proc_dir: Path) -> int | None:
    try:
        for line in (proc_dir / "status").read_text().splitlines():
            if line.startswith("Uid:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def test_detached_children_are_killed_after_the_program_ends(sandbox, tmp_path):
    check_detached_children_are_killed(sandbox, tmp_path)


def check_detached_children_are_killed(sandbox, tmp_path):
    marker = tmp_path / "still-running"
    tmp_path.chmod(0o777)  # writable by the sandbox uid, so only the kill stops the write
    program = (
        "import os, time\n"
        "if os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n"
        f"        time.sleep(1.0)\n        open({str(marker)!r}, 'w').write('escaped')\n"
        "    os._exit(0)\n"
        "print('parent done')"
    )
    result = sandbox.run(program)
    assert result.stdout == b"parent done\n"
    time.sleep(1.5)
    assert not marker.exists()


def test_killing_the_parent_fails_and_the_sandbox_keeps_working(sandbox):
    # pid 1 is bubblewrap's init in the sandbox; outside it (subprocess) it is not ours to aim at.
    # A program that is its own PID namespace's init (pid 1, parent 0) has nothing there to aim at.
    targets = "(os.getppid(), 1)" if sandbox.name == "bwrap" else "(os.getppid(),)"
    program = (
        "import os, signal\n"
        f"for target in [t for t in {targets} if t not in (0, os.getpid())]:\n"
        "    try:\n        os.kill(target, signal.SIGKILL)\n        print('killed', target)\n"
        "    except OSError as exc:\n        print(type(exc).__name__)\n"
    )
    result = sandbox.run(program)
    if os.geteuid() == 0:  # programs run as another uid: they cannot signal the worker
        assert b"killed" not in result.stdout
    assert sandbox.run("print(1)").stdout == b"1\n"


# -- as an unprivileged user gets them ------------------------------------------------------------
@pytest.fixture(params=["bwrap", "subprocess"])
def unprivileged(request, monkeypatch):
    """The sandboxes as a non-root user runs them: programs keep the worker's uid.

    Then bubblewrap adds a user namespace and cleanup kills the whole PID namespace; the
    subprocess fallback finds leftovers as orphans re-parented to the worker.
    """
    require_executor(request.param)
    monkeypatch.setattr(WorkerExecutor, "_privileged", staticmethod(lambda: False))
    executor = get_executor(request.param, limits=FAST, max_workers=1)
    yield executor
    executor.close()


def test_unprivileged_programs_keep_the_worker_uid(unprivileged):
    result = unprivileged.run("import os\nprint(os.getuid())")
    assert int(result.stdout) == os.getuid()


def test_unprivileged_detached_children_are_killed(unprivileged, tmp_path):
    check_detached_children_are_killed(unprivileged, tmp_path)


def test_unprivileged_process_trees_are_killed_on_timeout(unprivileged):
    # A bounded tree (no fork flood: as root in this simulation no process limit would apply).
    program = (
        "import os, time\n"
        "for depth in range(3):\n"
        "    for _ in range(3):\n"
        "        if os.fork() == 0:\n"
        "            if depth == 1:\n                os.setsid()\n"
        "            break\n"
        "    else:\n        break\n"
        "print(os.getpid(), flush=True)\n"
        "time.sleep(60)\n"
    )
    unprivileged.run("pass")
    [worker] = unprivileged._get_pool()._idle
    # The worker (in bwrap: its init), its template, and the next program's process made ahead.
    time.sleep(0.2)
    idle = _descendants(worker.process.pid)
    result, elapsed = timed(unprivileged, program, limits=Limits(timeout=1.5, processes=64))
    assert result.timed_out and elapsed < 1.5 + SLACK
    assert len(result.stdout.split()) > 9
    time.sleep(0.2)
    after = _descendants(worker.process.pid)
    assert len(after) == len(idle) and len(after & idle) == len(idle) - 1  # only the one made ahead is new


def _descendants(pid: int) -> set[int]:
    found, stack = set(), [pid]
    while stack:
        current = stack.pop()
        for task in os.listdir(f"/proc/{current}/task"):
            with open(f"/proc/{current}/task/{task}/children") as f:
                children = [int(c) for c in f.read().split()]
            found.update(children)
            stack.extend(children)
    return found


def _running(pid: int) -> bool:
    """Whether ``pid`` is a live (not zombie) process."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def test_unprivileged_program_that_kills_its_worker_fails_closed(unprivileged):
    program = "import os, signal\nif os.getppid():\n    os.kill(os.getppid(), signal.SIGKILL)\nimport time\ntime.sleep(1)\nprint('done')"
    result, elapsed = timed(unprivileged, program)
    if unprivileged.protections()["pid_namespace_per_program"]:
        assert result.ok and result.stdout == b"done\n"  # its parent is outside its PID namespace: out of reach
    else:
        assert not result.ok and result.error and elapsed < 1.0 + SLACK
    assert unprivileged.run("print('replaced')").stdout == b"replaced\n"


# -- failing closed ------------------------------------------------------------------------------
def test_a_worker_that_dies_mid_run_fails_the_run_and_is_replaced(sandbox):
    fresh = get_executor(sandbox.name, limits=FAST, max_workers=1)
    try:
        fresh.warm_up()
        worker = fresh._get_pool()._idle[0]
        with concurrent.futures.ThreadPoolExecutor(1) as thread:
            pending = thread.submit(fresh.run, "import time; time.sleep(1.5); print('finished')")
            time.sleep(0.5)
            os.killpg(worker.process.pid, signal.SIGKILL)
            result = pending.result(timeout=10)
        assert result.error and "worker" in result.error and not result.ok and result.stdout == b""
        assert fresh.run("print(2)").stdout == b"2\n"
    finally:
        fresh.close()


def test_failed_result_is_never_ok():
    assert not ExecResult.failed("sandbox broke").ok


def test_executor_pickles_without_its_processes(sandbox):
    copy = pickle.loads(pickle.dumps(sandbox))
    try:
        assert copy.run("print('copy')").stdout == b"copy\n"
    finally:
        copy.close()


# -- isolation (bubblewrap) ----------------------------------------------------------------------
def test_bwrap_is_the_default_where_it_works():
    require_executor("bwrap")
    assert default_sandbox() == "bwrap"


def test_bwrap_hides_home_and_project_files(bwrap):
    secret = Path.home() / f".trl-grpo-ext-secret-{uuid.uuid4().hex}"
    secret.write_text("hunter2")
    try:
        program = (
            "import os\n"
            f"for path in ({str(secret)!r}, {str(Path.cwd())!r}, {str(Path(__file__))!r}, '/etc/passwd'):\n"
            "    print(os.path.exists(path))\n"
        )
        result = bwrap.run(program)
    finally:
        secret.unlink()
    assert result.stdout == b"False\nFalse\nFalse\nFalse\n"


def test_bwrap_cannot_write_host_paths(bwrap, tmp_path):
    tmp_path.chmod(0o777)
    target = tmp_path / "pwned"
    result = bwrap.run(f"open({str(target)!r}, 'w').write('x')")
    assert result.exit_code == 1 and not target.exists()


def test_bwrap_has_no_network_even_to_host_loopback(bwrap):
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        listener.settimeout(0.5)
        port = listener.getsockname()[1]
        program = f"import socket\nsocket.create_connection(('127.0.0.1', {port}), timeout=2).sendall(b'hi')\nprint('connected')"
        result = bwrap.run(program)
        with pytest.raises(socket.timeout):
            listener.accept()
    assert result.exit_code == 1 and b"connected" not in result.stdout


def test_bwrap_programs_run_as_an_unprivileged_uid_in_their_own_pid_namespace(bwrap):
    result = bwrap.run("import os\nprint(os.getuid(), os.getpid(), os.getppid(), sorted(int(p) for p in os.listdir('/proc') if p.isdigit()))")
    uid, pid, ppid, pids = result.stdout.decode().split(" ", 3)
    assert int(uid) != 0 or os.geteuid() != 0
    assert (int(pid), int(ppid)) == (1, 0)  # the init of a PID namespace of its own
    assert eval(pids) == []  # an empty /proc: no process, not even the worker's, is visible


def test_bwrap_programs_cannot_make_namespaces_or_mounts_but_can_fork_and_thread(bwrap):
    program = (
        "import ctypes, errno, os, threading\n"
        "libc = ctypes.CDLL(None, use_errno=True)\n"
        "def err(ret):\n    return errno.errorcode.get(ctypes.get_errno()) if ret == -1 else 'allowed'\n"
        "print(err(libc.unshare(0x10000000 | 0x00020000)))\n"  # CLONE_NEWUSER | CLONE_NEWNS
        "print(err(libc.mount(b'none', b'/tmp', b'tmpfs', 0, None)))\n"
        "threading.Thread(target=print, args=('thread',)).start()\n"
        "pid = os.fork()\nif pid == 0:\n    os._exit(7)\nprint('child', os.waitpid(pid, 0)[1] >> 8)\n"
    )
    lines = bwrap.run(program).stdout.decode().split()
    assert lines[:2] == ["EPERM", "EPERM"] and lines[-3:] == ["thread", "child", "7"]


def test_bwrap_tmp_is_capped_in_inodes_as_well_as_bytes():
    require_executor("bwrap")
    with BwrapExecutor(limits=FAST, max_workers=1, tmp_mb=8, tmp_inodes=64) as sandbox:
        assert sandbox.protections()["tmp_inodes"] == 64
        result = sandbox.run(
            "n = 0\ntry:\n    while True:\n        open('f%d' % n, 'w').close()\n        n += 1\n"
            "except OSError as exc:\n    print(n < 64, exc.strerror)"
        )
        assert result.stdout == b"True No space left on device\n"
        assert sandbox.run("import os\nprint(os.listdir('.'))").stdout == b"[]\n"  # wiped


def test_protections_are_reported(sandbox):
    active = sandbox.protections()
    assert active["seccomp"] is True and active["non_dumpable"] is True
    assert active["isolated"] is (sandbox.name == "bwrap")
    assert active["network_namespace"] is (sandbox.name == "bwrap")
    if os.geteuid() == 0:
        assert active["uid_separation"] is True


# -- memory and IPC the address-space limit does not count (both sandboxes) -----------------------
DENIED_CALLS = (
    "import ctypes, errno, os, socket\n"
    "libc = ctypes.CDLL(None, use_errno=True)\n"
    "def err(ret):\n    return errno.errorcode.get(ctypes.get_errno()) if ret == -1 else 'allowed'\n"
    "def call(fn):\n    try:\n        fn()\n        return 'allowed'\n    except OSError as exc:\n"
    "        return errno.errorcode.get(exc.errno)\n"
    "print('memfd', call(lambda: os.memfd_create('x')))\n"
    "print('shmget', err(libc.shmget(0, 1 << 20, 0o1000 | 0o600)))\n"
    "print('msgget', err(libc.msgget(0, 0o1000 | 0o600)))\n"
    "print('semget', err(libc.semget(0, 1, 0o1000 | 0o600)))\n"
    "print('mq_open', err(ctypes.CDLL('librt.so.1', use_errno=True).mq_open(b'/q', 0o100 | 2, 0o600, None)))\n"
    "print('vsock', call(lambda: socket.socket(40, socket.SOCK_STREAM)))\n"
    "print('netlink', call(lambda: socket.socket(16, socket.SOCK_RAW, 0)))\n"
    "print('packet', call(lambda: socket.socket(17, socket.SOCK_RAW, 0)))\n"
    "print('ptrace', err(libc.ptrace(16, os.getppid(), None, None)))\n"
    "print('unix', call(lambda: socket.socket(socket.AF_UNIX).close()))\n"
    "print('inet', call(lambda: socket.socket(socket.AF_INET).close()))\n"
    "print('socketpair', call(lambda: socket.socketpair()))\n"
    "print('pipe', call(lambda: os.pipe()))\n"
    "print('pidfd', call(lambda: os.pidfd_open(os.getpid())))\n"
)


def test_seccomp_denies_memory_and_families_outside_the_limits(sandbox):
    lines = dict(line.split() for line in sandbox.run(DENIED_CALLS).stdout.decode().splitlines())
    assert lines == {
        "memfd": "EPERM", "shmget": "EPERM", "msgget": "EPERM", "semget": "EPERM", "mq_open": "EPERM",
        "ptrace": "EPERM",
        # what takes a number from a host-wide counter (seccomp.COUNTERS): every socket family, pipes, pidfds
        "vsock": "EPERM", "netlink": "EPERM", "packet": "EPERM", "unix": "EPERM", "inet": "EPERM",
        "socketpair": "EPERM", "pipe": "EPERM", "pidfd": "EPERM",
    }


# Reads every readable mapping of the program's own memory (as the attack did, through
# /proc/self/maps and ctypes), 1 MiB at a time, looking for b"LEAK" followed by b"MARK" -- never
# written contiguously here, so the scanner's own text is no match.
MEMORY_SCAN = (
    "import ctypes\nfound = 0\n"
    "for line in open('/proc/self/maps'):\n"
    "    fields = line.split()\n"
    "    start, end = (int(v, 16) for v in fields[0].split('-'))\n"
    "    name = fields[5] if len(fields) > 5 else ''\n"
    "    if 'r' not in fields[1] or (name.startswith('[') and name not in ('[heap]', '[stack]')):\n"
    "        continue\n"
    "    for offset in range(start, end, 1 << 20):\n"
    "        chunk = ctypes.string_at(offset, min(end - offset, 1 << 20))\n"
    "        at = chunk.find(b'LEAK')\n"
    "        while at != -1:\n"
    "            found += chunk[at + 4:at + 8] == b'MA' + b'RK'\n"
    "            at = chunk.find(b'LEAK', at + 1)\n"
    "print(found)\n"
)


def test_programs_start_from_a_process_that_never_held_another_job(sandbox):
    """A program scans every readable byte of its own memory for an earlier job's code and input."""
    if sandbox.protections()["proc_hidden"]:  # the same template and fork on both executors
        pytest.skip("no /proc/self/maps in a bubblewrap program: the subprocess executor's run shows it")
    secret = "LEAK" + "MARK" + uuid.uuid4().hex
    earlier = sandbox.run(f"x = {secret!r} * 3\nprint(sys.stdin.read() == x[:40])".replace("print", "import sys\nprint"),
                          stdin=secret)
    assert earlier.stdout == b"True\n"
    assert sandbox.run(MEMORY_SCAN).stdout == b"0\n"
    # The scan does find the marker where it is: in this program's own memory.
    assert sandbox.run("held = 'LEAK' + 'MARK' + 'x'\n" + MEMORY_SCAN).stdout != b"0\n"


def test_programs_cannot_read_the_memory_of_their_worker(sandbox):
    program = (
        "import os\nresults = []\nfor pid in {os.getppid(), 1, 2, 3}:\n"
        "    try:\n        open(f'/proc/{pid}/mem', 'rb').read(1)\n        results.append('read')\n"
        "    except OSError as exc:\n        results.append(type(exc).__name__)\n"
        "print('read' in results)"
    )
    assert sandbox.run(program).stdout == b"False\n"


def test_bwrap_ro_paths_are_importable_and_read_only():
    require_executor("bwrap")
    library = Path(tempfile.mkdtemp(dir=Path.home(), prefix=".trl-grpo-ext-lib-"))
    try:
        (library / "helper_for_tests.py").write_text("ANSWER = 42\n")
        library.chmod(0o755)
        with BwrapExecutor(limits=FAST, max_workers=1, ro_paths=[str(library)]) as sandbox:
            result = sandbox.run(
                "import helper_for_tests\nprint(helper_for_tests.ANSWER)\n"
                f"open({str(library / 'new.py')!r}, 'w')"
            )
    finally:
        shutil.rmtree(library)
    assert result.stdout == b"42\n" and b"Read-only file system" in result.stderr


def test_bwrap_ro_paths_under_the_private_tmp_are_refused(tmp_path):
    with pytest.raises(ValueError, match="would be hidden by the sandbox's own /tmp"):
        BwrapExecutor(ro_paths=[str(tmp_path)])


# -- selection and configuration errors -----------------------------------------------------------
def test_unknown_sandbox_names_the_known_ones():
    with pytest.raises(UnknownSandboxError, match="Known: bwrap, ray, subprocess"):
        get_executor("firecracker")
    with pytest.raises(UnknownSandboxError, match="Did you mean 'bwrap'"):
        get_executor("bwarp")


def test_dotted_paths_name_executor_classes():
    with get_executor("reward_plugins.code.subprocess_executor:SubprocessExecutor", max_workers=1) as executor:
        assert executor.name == "subprocess"
    with pytest.raises(TypeError, match="not a subclass"):
        get_executor("reward_plugins.code.contracts:Limits")


def test_auto_without_bubblewrap_warns_loudly_once(monkeypatch, caplog):
    monkeypatch.setattr(BwrapExecutor, "available", classmethod(lambda cls: False))
    monkeypatch.setattr(sandbox_module, "_FALLBACK_WARNED", False)
    with pytest.warns(RuntimeWarning, match="NOT a security boundary"):
        first = get_executor("auto", max_workers=1)
    first.close()
    assert first.name == "subprocess" and "NOT a security boundary" in caplog.text
    caplog.clear()
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        get_executor("auto", max_workers=1).close()  # once per process
    assert "NOT a security boundary" not in caplog.text


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"timeout": 0}, "Limits.timeout must be a positive number"),
        ({"memory_mb": -1}, "Limits.memory_mb must be a positive integer"),
        ({"open_files": 4}, "at least 8"),
        ({"cpu_seconds": float("inf")}, "cpu_seconds"),
    ],
)
def test_bad_limits(kwargs, message):
    with pytest.raises(ValueError, match=message):
        Limits(**kwargs)


def test_bad_bwrap_path_says_how_to_install():
    with pytest.raises(RuntimeError, match="apt-get install -y bubblewrap"):
        BwrapExecutor(bwrap="/nonexistent/bwrap")


def test_subprocess_sandbox_warns_that_it_is_not_a_boundary(monkeypatch):
    import reward_plugins.code.subprocess_executor as subprocess_executor

    monkeypatch.setattr(subprocess_executor, "_WARNED", False)
    with pytest.warns(RuntimeWarning, match="not a security boundary"):
        SubprocessExecutor().close()


# -- the optional memory cgroup: detection only, never touched on this machine --------------------
def _fake_cgroup_tree(tmp_path, controllers="cpu memory pids"):
    root = tmp_path / "cgroup"
    leaf = root / "user.slice" / "user-1000.slice" / "app.scope"
    leaf.mkdir(parents=True)
    (root / "cgroup.controllers").write_text("cpu memory pids\n")
    (leaf / "cgroup.controllers").write_text(controllers + "\n")
    (leaf / "cgroup.subtree_control").write_text("")
    own = tmp_path / "self_cgroup"
    own.write_text("0::/user.slice/user-1000.slice/app.scope\n")
    return root, leaf, own


def test_memory_cgroup_is_found_only_where_cgroup_v2_is_delegated(tmp_path):
    from reward_plugins.code.memory_cgroup import delegated_memory_cgroup

    root, leaf, own = _fake_cgroup_tree(tmp_path)
    user = os.stat(leaf).st_uid
    if user == 0:  # the tree must belong to an ordinary user, as a delegated one does
        user = 1000
        for path in (leaf, leaf / "cgroup.subtree_control"):
            os.chown(path, user, user)
    assert delegated_memory_cgroup(str(root), str(own), euid=user) == (str(leaf), "delegated")
    assert delegated_memory_cgroup(str(root), str(own), euid=0)[1].startswith("running as root")
    assert "not delegated" in delegated_memory_cgroup(str(root), str(own), euid=user + 1)[1]
    own.write_text("12:memory:/x\n0::/user.slice/user-1000.slice/app.scope\n")
    assert delegated_memory_cgroup(str(root), str(own), euid=user)[1] == "cgroup v1 or a hybrid hierarchy"
    (leaf / "cgroup.controllers").write_text("cpu pids\n")
    own.write_text("0::/user.slice/user-1000.slice/app.scope\n")
    assert "memory controller is not available" in delegated_memory_cgroup(str(root), str(own), euid=user)[1]


def test_memory_cgroup_is_reported_not_used(sandbox):
    active = sandbox.protections()
    assert active["memory_cgroup"] is False and active["memory_cgroup_note"]
