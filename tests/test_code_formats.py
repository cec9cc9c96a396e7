"""Code extraction and test formats of the code_tests reward (pure functions, no sandbox)."""

import json
import re

import pytest

from reward_plugins.code.extract import extract_code, fenced_blocks
from reward_plugins.code.formats import TestFormatError, decode_value, stdout_matches, suite_from_row, values_equal
from reward_plugins.code.inside.harness import NotPlainValue, check_plain, to_plain


# -- extraction ----------------------------------------------------------------------------------
def test_last_python_block_wins_over_earlier_ones_and_prose():
    text = "Plan:\n```python\ndef f(): return 1\n```\nFixed:\n```py\ndef f(): return 2\n```\nHope this helps!"
    assert extract_code(text) == "def f(): return 2"


def test_python_block_preferred_over_later_unlabelled_or_other_language_blocks():
    text = "```python\nx = 1\n```\n```\nsome output\n```\n```bash\npython x.py\n```"
    assert extract_code(text) == "x = 1"


def test_unlabelled_block_used_when_no_python_block():
    assert extract_code("Here:\n```\nprint(3)\n```") == "print(3)"


def test_whole_text_without_fences():
    assert extract_code("def f(x):\n    return x\n") == "def f(x):\n    return x\n"


def test_truncated_generation_keeps_the_open_block():
    assert extract_code("Sure!\n```python\ndef f():\n    return 1") == "def f():\n    return 1"


def test_indented_fences_are_dedented():
    text = "1. Write it:\n   ```python\n   def f():\n       return 1\n   ```\n"
    assert extract_code(text) == "def f():\n    return 1"


def test_longer_fences_close_only_with_a_long_enough_fence():
    blocks = fenced_blocks("````python\n```\ninner\n```\n````\n")
    assert blocks == [("python", "```\ninner\n```", True)]


@pytest.mark.parametrize("text", [None, "", "   \n", "```python\n\n```"])
def test_no_code(text):
    assert extract_code(text) is None


# -- formats -------------------------------------------------------------------------------------
def test_humaneval_row_becomes_one_check_call():
    suite = suite_from_row({"test": "def check(candidate):\n    assert candidate(1) == 2\n", "entry_point": "inc"})
    assert suite.kind == "humaneval" and len(suite) == 1
    assert suite.tests[0].rstrip().endswith("check(inc)")


def test_apps_layout_inputs_outputs():
    stdio = suite_from_row({"tests": json.dumps({"inputs": ["1\n", "2\n"], "outputs": ["2\n", "4\n"]})})
    assert stdio.kind == "stdio" and stdio.tests == (("1\n", "2\n"), ("2\n", "4\n"))
    call = suite_from_row({"tests": {"inputs": [[1, 2]], "outputs": [3], "fn_name": "add"}})
    assert call.kind == "call" and call.fn_name == "add" and call.tests == (([1, 2], {}, 3),)


def test_call_expected_values_are_normalised_through_json():
    suite = suite_from_row({"fn_name": "pair", "tests": [{"args": [1], "expected": (1, 2)}]})
    assert suite.tests[0][2] == [1, 2]


def test_custom_column_names():
    suite = suite_from_row({"checks": ["assert True"]}, tests_column="checks")
    assert suite.kind == "assert"


@pytest.mark.parametrize(
    "row, message",
    [
        ({"prompt": "x"}, "no tests in this row"),
        ({"tests": []}, "non-empty list"),
        ({"tests": "not json"}, "not JSON"),
        ({"tests": ["assert (1"]}, "tests[0] is not valid Python"),
        ({"tests": [{"args": [1], "expected": 2}]}, "with a 'fn_name' column"),
        ({"fn_name": "f", "tests": [{"args": 1, "expected": 2}]}, "must be a list of positional arguments"),
        ({"fn_name": "1f", "tests": [{"args": [1], "expected": 2}]}, "must be a Python identifier"),
        ({"test": "def check(c): pass", "entry_point": "f(); import os"}, "HumanEval-style tests need"),
        ({"tests": {"inputs": ["1"], "outputs": []}}, "1 inputs but 0 outputs"),
    ],
)
def test_bad_rows_raise_clear_errors(row, message):
    with pytest.raises(TestFormatError, match=re.escape(message)):
        suite_from_row(row)


# -- comparisons ---------------------------------------------------------------------------------
def test_stdout_needs_every_line_not_just_a_prefix():
    assert not stdout_matches(b"1\n", "1\n2\n3\n")
    assert not stdout_matches(b"1\n2\n3\n4\n", "1\n2\n3\n")
    assert stdout_matches(b"1  \n2\r\n3\n\n\n", "1\n2\n3")


def test_stdout_with_invalid_utf8_does_not_crash_and_does_not_match():
    assert not stdout_matches(b"\xff\xfe", "ok")


def test_values_equal_is_type_aware():
    assert values_equal([1, [2, 3]], [1, [2, 3]])
    assert values_equal(0.1 + 0.2, 0.3)
    assert values_equal(float("nan"), float("nan"))
    assert not values_equal("1", 1)
    assert not values_equal(1, True)
    assert not values_equal([1, 2], [1, 2, 3])
    assert not values_equal({"a": 1}, {"b": 1})
    # an expected int needs an int, exactly; the tolerance is for expected floats only
    assert not values_equal(1e15, 10 ** 15 + 37) and not values_equal(1000000007.4, 1000000007)
    assert not values_equal(3.0, 3) and values_equal(3, 3.0) and values_equal(1000000007.0000001, 1000000007.0)


def test_values_equal_never_raises_on_huge_numbers():
    assert not values_equal(10 ** 400, 1.5)
    assert not values_equal(1.5, 10 ** 400)
    assert not values_equal(10 ** 400, float("inf"))
    assert values_equal(10 ** 400, 10 ** 400)


def test_decode_value_refuses_deep_nesting_before_parsing():
    with pytest.raises(ValueError, match="nested more than 100 deep"):
        decode_value("[" * 20000 + "]" * 20000)
    assert decode_value('"[[[[" ') == "[[[["  # brackets inside strings do not count
    assert decode_value("NaN") != decode_value("NaN")


# -- real dataset layouts ------------------------------------------------------------------------
# LiveCodeBench (release v5, test.jsonl): functional tests store each argument as one line of JSON
# text; the function name is in the metadata column.
LCB_ROW = {
    "public_test_cases": json.dumps([
        {"input": "[2,7,11,15]\n9", "output": "[0, 1]", "testtype": "functional"},
        {"input": "[3,2,4]\n6", "output": "[1, 2]", "testtype": "functional"},
    ]),
    "metadata": json.dumps({"func_name": "twoSum"}),
}


def test_livecodebench_functional_cases():
    suite = suite_from_row(LCB_ROW, tests_column="public_test_cases")
    assert suite.kind == "call" and suite.fn_name == "twoSum"
    assert suite.tests == (([[2, 7, 11, 15], 9], {}, [0, 1]), ([[3, 2, 4], 6], {}, [1, 2]))


def test_livecodebench_stdin_cases():
    row = {"tests": [{"input": "1 2\n", "output": "3\n", "testtype": "stdin"}]}
    assert suite_from_row(row).tests == (("1 2\n", "3\n"),)


def test_missing_stdin_is_empty():
    assert suite_from_row({"tests": [{"stdin": None, "stdout": "ok\n"}]}).tests == (("", "ok\n"),)


@pytest.mark.parametrize(
    "row, message",
    [
        ({"tests": [{"input": "[1", "output": "1", "testtype": "functional"}], "fn_name": "f"}, "not JSON text"),
        ({"tests": [{"input": "1", "output": "1", "testtype": "functional"}]}, "names no function"),
        ({"tests": {"inputs": "1", "outputs": ["1"]}}, "must be lists"),
    ],
)
def test_bad_livecodebench_rows(row, message):
    with pytest.raises(TestFormatError, match=re.escape(message)):
        suite_from_row(row)


# -- plain values: what may cross from the solution process to the test runner ------------------
def test_check_plain_accepts_builtin_values_only():
    check_plain([1, 2.5, "s", b"b", None, True, (1,), {1, 2}, frozenset(), {"k": [1j]}])

    class Lying(int):
        def __eq__(self, other):
            return True

    for value in (Lying(1), [Lying(1)], {"k": Lying(1)}, object(), print):
        with pytest.raises(NotPlainValue):
            check_plain(value)


def test_check_plain_caps_depth_size_and_integers_without_recursion():
    deep = []
    for _ in range(20000):
        deep = [deep]
    with pytest.raises(NotPlainValue, match="nested"):
        check_plain(deep)
    shared = []
    for _ in range(60):  # 2**60 visits if shared parts were walked naively
        shared = [shared, shared]
    with pytest.raises(NotPlainValue):
        check_plain(shared)
    with pytest.raises(NotPlainValue, match="bits"):
        check_plain(10 ** 100000)


def test_to_plain_turns_subclasses_into_builtins():
    import collections

    class LyingInt(int):
        def __eq__(self, other):
            return True

        __hash__ = int.__hash__

    Point = collections.namedtuple("Point", "x y")
    plain = to_plain([LyingInt(7), collections.Counter("aa"), Point(1, 2), collections.OrderedDict(a=1)])
    assert plain == [7, {"a": 2}, (1, 2), {"a": 1}]
    assert [type(v) for v in plain] == [int, dict, tuple, dict]
    with pytest.raises(NotPlainValue):
        to_plain(collections.deque([1]))
