"""Test formats users bring, read from dataset columns, and how results are compared outside the sandbox.

=============  ===========================================  ============================================
format         columns                                      one test
=============  ===========================================  ============================================
``humaneval``  ``test`` (defines ``check(candidate)``) and  ``check(entry_point)`` must return
               ``entry_point``                              (one test per row)
``assert``     ``tests``: list of ``assert`` statements     the statement must not raise
``stdio``      ``tests``: list of ``{"stdin", "stdout"}``   the program's stdout must match, line by line
``call``       ``fn_name`` and ``tests``: list of           ``fn_name(*args, **kwargs)`` must equal
               ``{"args": [...], "expected": value}``       ``expected`` (compared outside the sandbox)
=============  ===========================================  ============================================

``tests`` may also be a JSON string of any of these, APPS-style ``{"inputs": [...],
"outputs": [...]}`` (stdin/stdout pairs, or call arguments when ``fn_name`` is set), or
LiveCodeBench-style cases ``{"input": "...", "output": "...", "testtype": "functional" | "stdin"}``:
a functional case stores its arguments as JSON text, one argument per line, and its expected
value as JSON text; its function name comes from ``fn_name`` or from a ``metadata`` column
(``{"func_name": ...}``, as LiveCodeBench ships it). A missing stdin (``None``) is empty.

Malformed tests raise :class:`TestFormatError`; the reward scores that row 0 (reason
``bad_tests``) instead of failing the batch.
"""

from __future__ import annotations

import functools
import json
import math
from dataclasses import dataclass
from typing import Any

from reward_plugins.pyparse import parse

KINDS = ("humaneval", "assert", "stdio", "call")


@dataclass(frozen=True)
class TestSuite:
    """The tests of one dataset row.

    ``tests`` holds, per kind: ``humaneval``/``assert``: Python source snippets; ``stdio``:
    ``(stdin, expected_stdout)`` pairs; ``call``: ``(args, kwargs, expected)`` triples (JSON values).
    ``fn_name`` is the function under test: the call suites' function, HumanEval's entry point.
    """

    __test__ = False  # not a pytest test class

    kind: str
    tests: tuple
    fn_name: str | None = None

    def __len__(self) -> int:
        return len(self.tests)

    def first(self, k: int) -> "TestSuite":
        return TestSuite(self.kind, self.tests[:k], self.fn_name)

    @functools.cached_property
    def key(self) -> str:
        """A canonical text of the suite, for cache keys."""
        return json.dumps([self.kind, self.fn_name, self.tests], sort_keys=True, default=repr)


class TestFormatError(ValueError):
    """A row's test columns do not form any supported format."""

    __test__ = False


def _json_value(value: Any, what: str) -> Any:
    """``value`` as it survives a JSON round trip (tuples become lists, dict keys strings)."""
    try:
        return json.loads(json.dumps(value, allow_nan=True))
    except (TypeError, ValueError) as exc:
        raise TestFormatError(f"{what} must be JSON-serialisable: {exc}") from None


@functools.lru_cache(maxsize=4096)
def _check_python(source: str, what: str) -> str:
    try:
        parse(source)
    except SyntaxError as exc:
        raise TestFormatError(f"{what} is not valid Python: {exc.msg} (line {exc.lineno})") from None
    return source


def suite_from_row(
    row: dict,
    *,
    test_column: str = "test",
    entry_point_column: str = "entry_point",
    tests_column: str = "tests",
    fn_name_column: str = "fn_name",
) -> TestSuite:
    """Read one row's tests, choosing the format by the columns present.

    Args:
        row (`dict`): the dataset columns of one row.
        test_column, entry_point_column, tests_column, fn_name_column (`str`): column names.

    Returns:
        `TestSuite`

    Raises:
        `TestFormatError`: the columns hold no supported format; the message names what was found.

    Example:

    ```python
    >>> suite_from_row({"tests": ["assert f(1) == 2", "assert f(2) == 3"]}).kind
    'assert'
    >>> suite_from_row({"tests": '[{"stdin": "1 2\\\\n", "stdout": "3\\\\n"}]'}).tests
    (('1 2\\n', '3\\n'),)
    >>> suite_from_row({"fn_name": "add", "tests": [{"args": [1, 2], "expected": 3}]}).tests
    (([1, 2], {}, 3),)
    >>> suite_from_row({"tests": [{"input": "1"}]})
    Traceback (most recent call last):
    ...
    reward_plugins.code.formats.TestFormatError: tests[0] must have 'stdin' and 'stdout' (or 'input' and 'output'), or 'args' and 'expected' with a 'fn_name' column; got keys ['input']

    ```
    """
    test, entry_point = row.get(test_column), row.get(entry_point_column)
    tests, fn_name = row.get(tests_column), row.get(fn_name_column)
    if fn_name is None and row.get("metadata") is not None:
        fn_name = _metadata_fn_name(row["metadata"])
    if tests is None and test is not None:
        if not isinstance(test, str) or not isinstance(entry_point, str) or not entry_point.isidentifier():
            raise TestFormatError(
                f"HumanEval-style tests need a {test_column!r} string defining check(candidate) and an "
                f"{entry_point_column!r} naming the function; got {type(test).__name__} and {entry_point!r}"
            )
        snippet = f"{test}\n\ncheck({entry_point})\n"
        return TestSuite("humaneval", (_check_python(snippet, f"column {test_column!r}"),), entry_point)
    if tests is None:
        raise TestFormatError(
            f"no tests in this row: expected a {tests_column!r} column (assert strings, stdin/stdout pairs or "
            f"call-based cases) or {test_column!r} + {entry_point_column!r} (HumanEval); the row has "
            f"{sorted(row)}"
        )
    if fn_name is not None and (not isinstance(fn_name, str) or not fn_name.isidentifier()):
        raise TestFormatError(f"{fn_name_column!r} must be a Python identifier, got {fn_name!r}")
    if isinstance(tests, str):
        try:
            tests = json.loads(tests)
        except ValueError:
            raise TestFormatError(f"column {tests_column!r} holds a string that is not JSON") from None
    if isinstance(tests, dict) and "inputs" in tests and "outputs" in tests:  # APPS / TACO layout
        fn_name = fn_name or tests.get("fn_name")
        if not isinstance(tests["inputs"], list) or not isinstance(tests["outputs"], list):
            raise TestFormatError(f"{tests_column!r} inputs and outputs must be lists")
        if len(tests["inputs"]) != len(tests["outputs"]):
            raise TestFormatError(f"{tests_column!r} has {len(tests['inputs'])} inputs but {len(tests['outputs'])} outputs")
        pairs = list(zip(tests["inputs"], tests["outputs"]))
        if fn_name:
            tests = [{"args": i if isinstance(i, list) else [i], "expected": o} for i, o in pairs]
        else:
            tests = [{"stdin": i, "stdout": o} for i, o in pairs]
    if not isinstance(tests, (list, tuple)) or not tests:
        raise TestFormatError(f"column {tests_column!r} must be a non-empty list, got {tests!r:.80}")
    if all(isinstance(t, str) for t in tests):
        return TestSuite("assert", tuple(_check_python(t, f"{tests_column}[{i}]") for i, t in enumerate(tests)))
    cases = []
    for i, case in enumerate(tests):
        if not isinstance(case, dict):
            raise TestFormatError(f"{tests_column}[{i}] must be a dict (or all tests assert strings), got {type(case).__name__}")
        if case.get("testtype") == "functional" or (fn_name and isinstance(case.get("input"), str) and "args" not in case
                                                     and case.get("testtype") != "stdin"):
            if not fn_name:
                raise TestFormatError(f"{tests_column}[{i}] is a functional test but the row names no function "
                                      f"({fn_name_column!r} column or metadata 'func_name')")
            cases.append(_functional_case(case, f"{tests_column}[{i}]"))
            continue
        if fn_name and "args" in case and ("expected" in case or "output" in case):
            args = case["args"]
            if not isinstance(args, (list, tuple)):
                raise TestFormatError(f"{tests_column}[{i}]['args'] must be a list of positional arguments, got {args!r:.80}")
            kwargs = case.get("kwargs") or {}
            expected = case["expected"] if "expected" in case else case["output"]
            cases.append((_json_value(list(args), f"{tests_column}[{i}]['args']"),
                          _json_value(dict(kwargs), f"{tests_column}[{i}]['kwargs']"),
                          _json_value(expected, f"{tests_column}[{i}]['expected']")))
            continue
        stdin = case.get("stdin", case.get("input"))
        stdout = case.get("stdout", case.get("output"))
        has_stdin = "stdin" in case or "input" in case
        if stdin is None and has_stdin:
            stdin = ""  # datasets store "no input" as null
        if not fn_name and isinstance(stdin, str) and isinstance(stdout, str):
            cases.append((stdin, stdout))
            continue
        raise TestFormatError(
            f"{tests_column}[{i}] must have 'stdin' and 'stdout' (or 'input' and 'output'), or 'args' and "
            f"'expected' with a {fn_name_column!r} column; got keys {sorted(case)}"
        )
    return TestSuite("call" if fn_name else "stdio", tuple(cases), fn_name)


def _metadata_fn_name(metadata: Any) -> str | None:
    if isinstance(metadata, str):
        try:
            metadata = json.loads(metadata)
        except ValueError:
            return None
    if isinstance(metadata, dict):
        name = metadata.get("func_name") or metadata.get("fn_name")
        return name if isinstance(name, str) else None
    return None


def _functional_case(case: dict, what: str) -> tuple:
    """A LiveCodeBench functional case: arguments as JSON text, one per line; the output as JSON text."""
    text, output = case.get("input"), case.get("output")
    if not isinstance(text, str) or not isinstance(output, str):
        raise TestFormatError(f"{what}: a functional test needs 'input' and 'output' strings of JSON text")
    try:
        args = [json.loads(line) for line in text.split("\n") if line.strip()]
        expected = json.loads(output)
    except ValueError as exc:
        raise TestFormatError(f"{what}: input or output is not JSON text ({exc})") from None
    return (args, {}, expected)


# ---------------------------------------------------------------------------------------------
# comparing outside the sandbox

def output_lines(text: str) -> list[str]:
    """Lines of program output as judges compare them: trailing whitespace and trailing blank lines dropped.

    >>> output_lines("1 2  \\r\\n3\\n\\n")
    ['1 2', '3']
    """
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def stdout_matches(stdout: bytes, expected: str) -> bool:
    """Same lines, same number of lines (so printing 1 of 3 expected lines does not pass).

    >>> stdout_matches(b"3\\n", "3\\n4\\n5\\n")
    False
    >>> stdout_matches(b"3 \\n4\\n5", "3\\n4\\n5\\n")
    True
    """
    return output_lines(stdout.decode("utf-8", "surrogateescape")) == output_lines(expected)


def values_equal(got: Any, expected: Any, tolerance: float = 1e-9) -> bool:
    """Equality of JSON values: ints and bools exactly and by type; floats within ``tolerance``.

    The tolerance is relative (``math.isclose``), absolute only where the expected value is
    ``0.0``, and applies only where the expected value is a float; there an int answer is compared
    by value too. An expected int needs an int: ``1e15`` is not
    ``10**15 + 37`` and ``3.0`` is not ``3``; ``True`` is not ``1``.

    >>> values_equal([1, 2.0000000001, "a"], [1, 2.0, "a"])
    True
    >>> values_equal(1e15, 10 ** 15 + 37), values_equal(1000000007.0, 1000000007), values_equal(True, 1)
    (False, False, False)
    >>> values_equal(None, 0), values_equal({"a": [1]}, {"a": [1, 2]})
    (False, False)
    >>> values_equal(10 ** 400, 1.5), values_equal(10 ** 400, float("inf"))
    (False, False)
    >>> values_equal(0, 1e-12), values_equal(1e-17, 0.0), values_equal({1: "a", "1": "b"}, {"1": "b"})
    (False, True, False)
    """
    if type(expected) is int or type(expected) is bool or type(got) is bool:
        return type(got) is type(expected) and got == expected
    if type(expected) is float:
        if type(got) not in (int, float):
            return False
        try:
            if math.isnan(got) or math.isnan(expected):
                return math.isnan(got) and math.isnan(expected)
            # Relative, as math.isclose: 0 is not 1e-12. Only an expected 0.0 has an absolute tolerance.
            return math.isclose(got, expected, rel_tol=tolerance, abs_tol=tolerance if expected == 0 else 0.0)
        except OverflowError:  # an int too large for a float is not close to any finite float
            return False
    if isinstance(expected, list):
        return isinstance(got, list) and len(got) == len(expected) and all(
            values_equal(g, e, tolerance) for g, e in zip(got, expected)
        )
    if isinstance(expected, dict):
        return isinstance(got, dict) and got.keys() == expected.keys() and all(
            values_equal(got[k], expected[k], tolerance) for k in expected
        )
    return type(got) is type(expected) and got == expected


_TAGS = {"t": list, "s": set, "f": frozenset}  # a tuple compares as the list JSON would make of it


def untagged(value: Any) -> Any:
    """A value the runner encoded with ``harness.tagged``, back as Python values.

    Dict keys keep their types (``1`` and ``"1"`` stay two keys); tuples become lists, as they
    would through JSON (expected values come from JSON); sets, bytes and complex numbers come
    back as themselves. ``ValueError`` for anything the runner does not write.

    >>> untagged({"d": [[1, "a"], ["1", {"t": [2, 3]}]]})
    {1: 'a', '1': [2, 3]}
    """
    if isinstance(value, list):
        return [untagged(v) for v in value]
    if not isinstance(value, dict):
        return value
    if len(value) != 1:
        raise ValueError("not a tagged value")
    (tag, inner), = value.items()
    if tag == "d" and isinstance(inner, list) and all(isinstance(p, list) and len(p) == 2 for p in inner):
        pairs = [(untagged(k), untagged(v)) for k, v in inner]
        try:
            return {_hashable(k): v for k, v in pairs}
        except TypeError:
            raise ValueError("an unhashable dict key") from None
    if tag in _TAGS and isinstance(inner, list):
        items = [untagged(v) for v in inner]
        try:
            return _TAGS[tag](items if tag == "t" else map(_hashable, items))
        except TypeError:
            raise ValueError("an unhashable set item") from None
    if tag == "b" and isinstance(inner, str):
        return bytes.fromhex(inner)
    if tag == "c" and isinstance(inner, list) and len(inner) == 2 and all(type(x) in (int, float) for x in inner):
        return complex(*inner)
    raise ValueError("an unknown tag %r" % tag)


def _hashable(value: Any) -> Any:
    """A key as Python had it: a tuple key arrived as a list."""
    return tuple(_hashable(v) for v in value) if isinstance(value, list) else value


def decode_value(text: str, max_depth: int = 100) -> Any:
    """A JSON value reported from the sandbox, or ``ValueError`` when it is malformed or nested too deeply.

    The nesting is measured before parsing, so a hostile 20,000-deep list never reaches the
    recursive parser.

    >>> decode_value('[1, {"a": [2.5, null]}]')
    [1, {'a': [2.5, None]}]
    >>> decode_value("[" * 20000 + "]" * 20000)
    Traceback (most recent call last):
    ...
    ValueError: a value nested more than 100 deep
    """
    depth, in_string, escaped = 0, False, False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > max_depth:
                raise ValueError(f"a value nested more than {max_depth} deep")
        elif char in "]}":
            depth -= 1
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("a value nested too deeply") from None


__all__ = ["KINDS", "decode_value", "untagged", "TestFormatError", "TestSuite", "output_lines", "stdout_matches", "suite_from_row", "values_equal"]
