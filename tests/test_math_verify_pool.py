"""The verification pool hands items to its workers as the caller finds them, each worker keeping to one
gold and holding its next item; an item a failed worker held is verified by another, and every item
still has its own deadline."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from reward_plugins.math.schedule import Schedule
from reward_plugins.math.verify import VerifyPool

ROOT = Path(__file__).resolve().parent.parent
DEADLINE = 2.0
SLACK = 30.0  # a loaded 2-core machine, and a worker that loads the reader and math-verify: the bound matters, not the speed
POWER_TOWER = "\\boxed{9^{9^{9^{9^{9}}}}}"  # sympy works on it far past any deadline


@pytest.fixture(scope="module")
def pool():
    p = VerifyPool(workers=2, deadline=DEADLINE)
    yield p
    p.close()


def test_an_item_held_behind_one_that_times_out_is_verified():
    # One worker: the second item waits in its socket behind the first, which never finishes.
    single = VerifyPool(workers=1, deadline=DEADLINE)
    try:
        started = time.monotonic()
        assert single.check([("$\\sqrt{7}$", POWER_TOWER), ("$\\sqrt{7}$", "\\boxed{\\sqrt{7}}")]) == ["timeout", "correct"]
        assert time.monotonic() - started < 2 * DEADLINE + SLACK  # the deadline, then a replacement worker's start
        assert single.timeouts == 1
    finally:
        single.close()


def test_tasks_from_a_generator_are_verified_in_order(pool):
    found = (("$\\sqrt{%d}$" % (k * k), "\\boxed{%d}" % (k + k % 2)) for k in range(2, 8))
    assert pool.check(found) == ["correct", "wrong", "correct", "wrong", "correct", "wrong"]


def test_a_failing_generator_raises_and_the_pool_stays_usable(pool):
    def found():
        yield ("$\\sqrt{4}$", "\\boxed{2}")
        raise ValueError("reading failed")

    with pytest.raises(ValueError, match="reading failed"):
        pool.check(found())
    assert pool.check([("$\\sqrt{9}$", "\\boxed{3}")]) == ["correct"]


def _take_in_turn(schedule: Schedule, drivers: int) -> list[tuple[int, str]]:
    """Drivers take in turn until none is left: (driver, gold) per item taken."""
    taken, last = [], [None] * drivers
    while True:
        progressed = False
        for d, token in enumerate(_TOKENS[:drivers]):
            item = schedule.take(token, last[d], wait=False)
            if item is not None:
                last[d] = item[1][0]
                taken.append((d, last[d]))
                progressed = True
        if not progressed:
            return taken


_TOKENS = [object(), object()]


@pytest.mark.parametrize(
    "golds, expected",
    [
        # each driver keeps to the gold it started on while that gold has items
        ("aaabbb", [(0, "a"), (1, "b"), (0, "a"), (1, "b"), (0, "a"), (1, "b")]),
        # then takes the oldest gold no other driver has taken from
        ("abcc", [(0, "a"), (1, "b"), (0, "c"), (1, "c")]),
        # and, none being left, helps with another driver's gold rather than wait
        ("aaaa", [(0, "a"), (1, "a"), (0, "a"), (1, "a")]),
    ],
)
def test_schedule_keeps_each_driver_to_one_gold(golds, expected):
    schedule = Schedule()
    for i, gold in enumerate(golds):
        schedule.put(i, (gold, "answer"))
    schedule.close()
    assert _take_in_turn(schedule, 2) == expected


def test_schedule_puts_back_first_and_drops_all_when_cancelled():
    schedule = Schedule()
    for i in range(3):
        schedule.put(i, ("g", "answer"))
    driver = object()
    assert schedule.take(driver, None)[0] == 0
    schedule.put_back([(0, ("g", "answer"))])
    assert schedule.take(driver, "g")[0] == 0
    schedule.cancel()
    schedule.put(9, ("h", "answer"))
    assert schedule.take(driver, "g") is None


PARENT = r'''
import sys
from reward_plugins.math.verify import VerifyPool

pool = VerifyPool(workers=1, deadline=600.0)
assert pool.check([("$1$", "\\boxed{1}")]) == ["correct"]
print(pool._workers[0].process.pid, flush=True)
pool.check([("$\\sqrt{7}$", sys.argv[1])])  # works on it far longer than the test waits
'''


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG and /proc are Linux's")
def test_a_worker_busy_with_an_item_dies_with_the_process_that_started_it():
    # kill -9 runs no exit handler: only the kernel can tell the worker that its parent is gone.
    parent = subprocess.Popen([sys.executable, "-c", PARENT, POWER_TOWER], stdout=subprocess.PIPE, text=True,
                              cwd=ROOT)
    try:
        worker = int(parent.stdout.readline())
        time.sleep(1.0)  # the worker has taken the item
        assert _alive(worker)
    finally:
        parent.kill()
        parent.wait()
    gone_by = time.monotonic() + SLACK
    while _alive(worker) and time.monotonic() < gone_by:
        time.sleep(0.1)
    assert not _alive(worker)


def _alive(pid: int) -> bool:
    """Running (a zombie waiting for its new parent to reap it counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
