"""Code extraction and test formats of the code_tests reward (pure functions, no sandbox)."""

import json
import re

import pytest

from reward_plugins.code.extract import extract_code, fenced_blocks
from reward_plugins.code.formats import TestFormatError, stdout_matches, suite_from_row, values_equal
from reward_plugins.code.harness import _Plain, NotPlainValue, guard_source


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


# -- the comparison guard used inside the sandbox ------------------------------------------------
def test_guard_refuses_objects_whose_class_the_solution_defines():
    class AlwaysEqual:
        def __eq__(self, other):
            return True

    scope = {"__plain__": _Plain({}), "candidate": lambda: AlwaysEqual()}
    with pytest.raises(NotPlainValue):
        exec(guard_source("assert candidate() == 42"), scope)
    with pytest.raises(NotPlainValue):
        exec(guard_source("assert abs(candidate() - 42) < 1e-6"), scope)


def test_guard_converts_builtin_subclasses_to_their_values():
    class LyingInt(int):
        def __eq__(self, other):
            return True

        __hash__ = int.__hash__

    scope = {"__plain__": _Plain({}), "candidate": lambda: LyingInt(7)}
    exec(guard_source("assert candidate() == 7"), scope)
    with pytest.raises(AssertionError):
        exec(guard_source("assert candidate() == 8"), scope)
    with pytest.raises(AssertionError):
        exec(guard_source("assert [candidate()] == [8]"), scope)


def test_guard_leaves_trusted_library_types_alone():
    import fractions
    import sys

    scope = {"__plain__": _Plain(sys.modules), "candidate": lambda: fractions.Fraction(1, 3)}
    exec(guard_source("assert candidate() == fractions.Fraction(2, 6)"), {**scope, "fractions": fractions})
