"""RLIMIT_NPROC for programs that run as the trainer's own uid (a non-root trainer without bubblewrap).

The limit counts every task of the uid, the trainer's threads included; a program allowed "8 processes" must
still be able to fork when the trainer runs 16 threads, and still be stopped after 8 more.
"""
import os
import threading

from reward_plugins.code.inside import sandbox_worker
from reward_plugins.code.subprocess_executor import SubprocessExecutor

FORK_BOMB = """
import os, time
started = 0
try:
    while True:
        if os.fork() == 0:
            time.sleep(3)
            os._exit(0)
        started += 1
except OSError:
    print(started)
"""


def trainer_threads(n):
    stop = threading.Event()
    threads = [threading.Thread(target=stop.wait, daemon=True) for _ in range(n)]
    for thread in threads:
        thread.start()
    return stop


def test_tasks_of_counts_this_process_threads():
    stop = trainer_threads(5)
    try:
        assert sandbox_worker.tasks_of(os.getuid()) >= threading.active_count()
    finally:
        stop.set()


def test_allowance_adds_the_uids_tasks_only_where_programs_share_its_count(monkeypatch):
    stop = trainer_threads(5)
    try:
        assert sandbox_worker.process_allowance(8, 1234567) == 8  # a uid of its own starts from none
        monkeypatch.setattr(os, "geteuid", lambda: 0)
        assert sandbox_worker.process_allowance(8, None) == 8  # root: RLIMIT_NPROC does not bind
        monkeypatch.setattr(os, "geteuid", lambda: 1000)
        assert sandbox_worker.process_allowance(8, None) >= 8 + threading.active_count()
    finally:
        stop.set()


def test_a_program_of_a_busy_trainer_forks_and_is_still_bounded():
    """Run where the trainer is not root (as users run it); as root the program gets a uid of its own."""
    stop = trainer_threads(16)
    executor = SubprocessExecutor()
    try:
        result = executor.run(FORK_BOMB, "")
        started = int(result.stdout.decode().strip() or -1)
        assert 1 <= started <= executor.limits.processes, result
    finally:
        stop.set()
        executor.close()
