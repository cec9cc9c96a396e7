"""The code_tests reward: test formats, scoring, caching, metrics, pickling, bad input."""

import json
import pickle

import pytest

from reward_plugins.code.code_tests import CodeTests
from reward_plugins.code.contracts import ExecResult, Executor
from trl_grpo_ext.registry import get_reward

ADD = "```python\ndef add(a, b):\n    return a + b\n```"
SUB = "```python\ndef add(a, b):\n    return a - b\n```"
ZERO = "```python\ndef add(a, b):\n    return None\n```"
ADD_TESTS = ["assert add(1, 2) == 3", "assert add(2, 0) == 2", "assert add(-1, 1) == 0", "assert add(5, 5) == 10"]


@pytest.fixture(scope="module")
def reward():
    plugin = get_reward("code_tests", timeout=2.0, program_timeout=8.0, max_workers=2)
    yield plugin
    plugin.close()


def score(plugin, completions, **columns):
    return plugin(prompts=[""] * len(completions), completions=completions, **columns)


# -- formats -------------------------------------------------------------------------------------
def test_assert_list_scores_the_fraction_passed(reward):
    assert score(reward, [ADD, SUB], tests=[ADD_TESTS] * 2) == [1.0, 0.25]


def test_humaneval_row(reward):
    test = "def check(candidate):\n    assert candidate([3, 1, 2]) == [1, 2, 3]\n    assert candidate([]) == []\n"
    good = "def sort_list(xs):\n    return sorted(xs)\n"
    bad = "def sort_list(xs):\n    return xs\n"
    assert score(reward, [good, bad], test=[test] * 2, entry_point=["sort_list"] * 2) == [1.0, 0.0]


def test_stdio_compares_every_line(reward):
    tests = [{"stdin": "1 2\n", "stdout": "3\n-1\n2\n"}, {"stdin": "4 4\n", "stdout": "8\n0\n16\n"}]
    right = "a, b = map(int, input().split())\nprint(a + b)\nprint(a - b)   \nprint(a * b)\n"
    first_line_only = "a, b = map(int, input().split())\nprint(a + b)\n"
    extra_line = right + "print('debug')\n"
    assert score(reward, [right, first_line_only, extra_line], tests=[tests] * 3) == [1.0, 0.0, 0.0]


def test_stdio_program_sees_main_and_may_exit_cleanly(reward):
    code = "import sys\ndef main():\n    print(sys.stdin.read().upper(), end='')\n    sys.exit(0)\nif __name__ == '__main__':\n    main()\n"
    assert score(reward, [code], tests=[[{"stdin": "abc\n", "stdout": "ABC\n"}]]) == [1.0]


def test_call_based_compares_outside_with_json_semantics(reward):
    tests = [{"args": [[3, 1, 2]], "expected": [1, 2, 3]}, {"args": [[]], "kwargs": {"reverse": True}, "expected": []}]
    as_tuple = "def order(xs, reverse=False):\n    return tuple(sorted(xs, reverse=reverse))\n"
    leetcode = "class Solution:\n    def order(self, xs, reverse=False):\n        return sorted(xs, reverse=reverse)\n"
    wrong_type = "def order(xs, reverse=False):\n    return {tuple(xs)}\n"
    assert score(reward, [as_tuple, leetcode, wrong_type], fn_name=["order"] * 3, tests=[tests] * 3) == [1.0, 1.0, 0.0]


def test_livecodebench_call_row_with_preimported_typing(reward):
    # LiveCodeBench v5 layout: JSON-text arguments one per line, func_name in the metadata.
    row = {
        "public_test_cases": [json.dumps([{"input": "[2,7,11,15]\n9", "output": "[0, 1]", "testtype": "functional"},
                                          {"input": "[3,3]\n6", "output": "[0, 1]", "testtype": "functional"}])],
        "metadata": [json.dumps({"func_name": "twoSum"})],
    }
    solution = (
        "class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n"
        "        seen = defaultdict(int)\n        for i, n in enumerate(nums):\n"
        "            if target - n in seen:\n                return [seen[target - n], i]\n"
        "            seen[n] = i\n"
    )
    plugin = CodeTests(tests_column="public_test_cases", sandbox=reward.executor, max_workers=1)
    assert plugin(prompts=[""], completions=[solution], **row) == [1.0]


def test_stdin_none_and_malformed_rows_score_zero_per_row(reward, caplog):
    rows = [[{"stdin": None, "stdout": "hi\n"}], {"inputs": ["1\n", "2\n"], "outputs": ["1\n"]}]
    assert score(reward, ["print('hi')", "print(input())"], tests=rows) == [1.0, 0.0]
    assert reward.outcomes["bad_tests"] >= 1 and "2 inputs but 1 outputs" in caplog.text


def test_sandbox_isolation_is_logged_as_a_metric(reward):
    logged = {}
    reward(prompts=[""], completions=[ADD], tests=[ADD_TESTS], log_metric=lambda name, value: logged.__setitem__(name, value))
    assert logged["sandbox/isolated"] == (1.0 if reward.executor.isolated else 0.0)
    assert reward.executor.metrics() == {}  # a local executor has no cluster figures: nothing more is logged
    assert [name for name in logged if name.startswith("sandbox/")] == ["sandbox/isolated"]


def test_each_test_has_its_own_timeout(reward):
    code = "def add(a, b):\n    while a == 5:\n        pass\n    return a + b\n"
    [value] = score(reward, [code], tests=[ADD_TESTS])
    assert value == 0.75 and reward.outcomes["timeout"] >= 1


# -- scoring modes and penalties -----------------------------------------------------------------
def test_binary_and_first_k():
    binary = CodeTests(scoring="binary", sandbox="bwrap", max_workers=1)
    first_two = CodeTests(scoring="first_k", k=2, sandbox="bwrap", max_workers=1)
    half_right = "def add(a, b):\n    return a + b if a < 5 else 0\n"  # fails only the last test
    try:
        assert score(binary, [ADD, half_right], tests=[ADD_TESTS] * 2) == [1.0, 0.0]
        assert score(first_two, [half_right], tests=[ADD_TESTS]) == [1.0]
    finally:
        binary.close()
        first_two.close()


def test_penalties_for_no_code_and_compile_errors():
    plugin = CodeTests(compile_error_penalty=0.5, no_code_penalty=1.0, sandbox="bwrap", max_workers=1)
    try:
        rewards = score(plugin, ["def add(a, b) return a", "   "], tests=[ADD_TESTS] * 2)
    finally:
        plugin.close()
    assert rewards == [-0.5, -1.0]
    assert plugin.outcomes == {"compile_error": 1, "no_code": 1}


# -- outcomes reach the trainer's metrics ---------------------------------------------------------
def test_reasons_are_logged_through_log_metric(reward):
    logged = {}
    reward(prompts=[""] * 3, completions=[ADD, "def add(a, b:", ""], tests=[ADD_TESTS] * 3,
           log_metric=lambda name, value: logged.__setitem__(name, value))
    assert logged["code_tests/passed"] == pytest.approx(1 / 3)
    assert logged["code_tests/compile_error"] == pytest.approx(1 / 3)
    assert logged["code_tests/no_code"] == pytest.approx(1 / 3)
    assert "code_tests/cache_hit_rate" in logged


def test_conversational_completions(reward):
    completion = [{"role": "assistant", "content": ADD}]
    assert reward(prompts=[[{"role": "user", "content": "add"}]], completions=[completion], tests=[ADD_TESTS]) == [1.0]


# -- caching and parallel batches ----------------------------------------------------------------
class CountingSandbox(Executor):
    """Delegates to a real sandbox and counts the runs (pickles like any executor)."""

    name = "counting"

    def __init__(self, inner, fail=False):
        super().__init__()
        self.inner, self.fail, self.runs = inner, fail, 0

    def run_many(self, program, stdins, limits=None, total_timeout=None):
        self.runs += len(stdins)
        if self.fail:
            return [ExecResult.failed("backend unreachable")] * len(stdins)
        return self.inner.run_many(program, stdins, limits, total_timeout)


def test_identical_completions_run_once_and_only_unpaid_outcomes_are_cached(reward):
    counting = CountingSandbox(reward.executor)
    plugin = CodeTests(sandbox=counting, max_workers=2)
    assert score(plugin, [ADD] * 4 + [SUB] * 4 + [ZERO] * 4, tests=[ADD_TESTS] * 12) == [1.0] * 4 + [0.25] * 4 + [0.0] * 4
    assert counting.runs == 3
    # A second run confirms an unpaid outcome (a fresh run would give it again) before it is cached.
    assert score(plugin, [ADD, SUB, ZERO], tests=[ADD_TESTS] * 3) == [1.0, 0.25, 0.0]
    assert counting.runs == 6 and plugin.cache.hits == 0
    # A paid outcome (whole or partial) is never cached: every scoring of it is a fresh run.
    assert score(plugin, [ADD, SUB, ZERO], tests=[ADD_TESTS] * 3) == [1.0, 0.25, 0.0]
    assert counting.runs == 8 and plugin.cache.hits == 1
    other_tests = ADD_TESTS[2:3]  # same code, different tests: a different key
    assert score(plugin, [ZERO], tests=[other_tests]) == [0.0] and counting.runs == 9


def test_sandbox_failure_scores_zero_is_counted_and_not_cached(reward):
    broken = CountingSandbox(reward.executor, fail=True)
    plugin = CodeTests(sandbox=broken)
    assert score(plugin, [ADD], tests=[ADD_TESTS]) == [0.0]
    assert score(plugin, [ADD], tests=[ADD_TESTS]) == [0.0]
    assert plugin.outcomes == {"sandbox_error": 2} and broken.runs == 2


def test_a_batch_keeps_its_order(reward):
    completions = [ADD if i % 3 else SUB for i in range(12)]
    tests = [[f"assert add({i}, 1) == {i + 1}"] for i in range(12)]
    expected = [1.0 if i % 3 else 0.0 for i in range(12)]
    assert score(reward, completions, tests=tests) == expected


# -- pickling (TRL ships reward functions to other processes) -------------------------------------
def test_plugin_pickles_and_works_in_the_copy(reward):
    copy = pickle.loads(pickle.dumps(reward))
    try:
        assert len(copy.cache) == 0
        assert score(copy, [ADD], tests=[ADD_TESTS]) == [1.0]
    finally:
        copy.close()


# -- bad input -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "options, message",
    [
        ({"scoring": "best"}, r"scoring must be one of \['fraction', 'binary', 'first_k'\]"),
        ({"scoring": "first_k"}, "needs a positive integer k"),
        ({"k": 3}, "only applies to scoring='first_k'"),
        ({"timeout": 0}, "timeout must be a positive number"),
        ({"compile_error_penalty": -1}, "must be a number >= 0"),
        ({"max_workers": 0}, "max_workers must be a positive integer"),
    ],
)
def test_bad_options_name_the_allowed_values(options, message):
    with pytest.raises(ValueError, match=message):
        CodeTests(**options)


def test_rows_without_tests_raise_a_clear_error(reward):
    with pytest.raises(ValueError, match="row 0: no tests in this row"):
        score(reward, [ADD], answer=["3"])


def test_unknown_sandbox_fails_at_first_use_naming_the_known_ones():
    plugin = CodeTests(sandbox="nsjail")
    with pytest.raises(KeyError, match="Known: bwrap, ray, subprocess"):
        score(plugin, [ADD], tests=[ADD_TESTS])


# -- CPU fairness ---------------------------------------------------------------------------------
class _ScriptedCPU(Executor):
    """Answers stdio runs by the code's name: ``greedy`` uses four cores' worth of CPU, ``victim``
    times out the first time it runs and answers right after."""

    name = "scripted-cpu"

    def __init__(self):
        super().__init__()
        self.runs = []

    def run_many(self, program, stdins, limits=None, total_timeout=None):
        code = json.loads(stdins[0][5:stdins[0].index(b"}") + 1])["code"]
        self.runs.append(code)
        if code == "greedy" or self.runs.count(code) > 1:
            cpu = 4.0 if code == "greedy" else 0.1
            return [ExecResult(exit_code=0, stdout=b"4\n", cpu_time=cpu, wall_time=1.0) for _ in stdins]
        return [ExecResult(exit_code=None, timed_out=True, wall_time=1.0) for _ in stdins]


def test_more_than_its_cpu_share_scores_zero_and_a_timed_out_sibling_runs_again_alone():
    executor = _ScriptedCPU()
    plugin = CodeTests(sandbox=executor, cache_size=0, max_workers=2)
    tests = [[{"stdin": "2\n", "stdout": "4\n"}]] * 2
    assert plugin(prompts=["", ""], completions=["greedy", "victim"], tests=tests) == [0.0, 1.0]
    assert plugin.outcomes["cpu_share"] == 1 and executor.runs[-1] == "victim" and executor.runs.count("victim") == 2
    # Without a greedy sibling a timeout stands.
    executor.runs.clear()
    assert plugin(prompts=[""], completions=["victim"], tests=tests[:1]) == [0.0]
    assert executor.runs == ["victim"]
