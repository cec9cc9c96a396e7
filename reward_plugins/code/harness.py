"""The test runner that executes inside the sandbox, next to the untrusted solution.

The reward plugin compiles this module once and sends it to the sandbox as the program; the job
itself (the solution, the tests, a per-run random nonce) arrives on stdin as a length-prefixed
JSON header. Standard library only.

Modes
-----
``inprocess``: run the solution, then each test snippet (an ``assert`` line, or HumanEval's
``check(entry_point)``) in a namespace holding the solution's names. After each snippet finishes
the runner writes ``<nonce> pass <i>`` to a private descriptor; a failed one gets
``<nonce> fail <i> <reason>``. Outside, only tests with a pass marker count.

``call``: run the solution, call ``fn_name(*args, **kwargs)`` per test and write the result as
JSON (``<nonce> value <i> <json>``). The expected values never enter the sandbox: the plugin
compares outside.

``stdio``: run the solution as ``__main__`` with the test's stdin (one sandbox process per test,
started by the executor); the plugin compares stdout outside.

Threat model (what the markers defend, and what they cannot)
------------------------------------------------------------
A policy under RL finds shortcuts that *look* like passing. These cannot score here:

* exiting early (``sys.exit(0)``, ``os._exit(0)``, ``raise SystemExit``, a signal, killing the
  runner, crashing the interpreter): no pass markers are written, so nothing passes;
* printing fake success lines: the solution's stdout is ``/dev/null`` in the in-process modes and
  markers carry a 128-bit nonce the solution is never handed;
* catching or blocking the per-test alarm: the worker's wall clock kills the run and the test
  that was running counts as a timeout;
* returning an object whose ``__eq__`` (or ``__bool__``) always says yes: every comparison,
  ``assert`` and ``not`` in the test code sees only built-in values (subclasses of built-in types
  are converted to the base type; objects of classes defined by the solution are refused), and
  call-based results are serialised and compared outside the sandbox;
* forking to try several answers: only the original runner process may write markers.

Limit: the solution and the in-process tests share one interpreter. Code that deliberately
introspects the runner (walks stack frames or the garbage collector to find the nonce and the
marker descriptor, or monkeypatches modules the tests use) can forge ``inprocess`` results --
nothing inside one process can prevent that. It still cannot leave the sandbox, and it cannot
forge ``call`` or ``stdio`` results, whose expected values never enter it. Prefer those formats
where that matters.
"""

import ast
import binascii
import builtins
import json
import marshal
import os
import signal
import struct
import sys

EXIT_COMPILE_ERROR = 113
EXIT_MEMORY_ERROR = 114
SOLUTION_MODULE = "__solution__"
_HEAPTYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: classes defined in Python (as opposed to C)
_SCALARS = (int, float, complex, str, bytes, bool, type(None))


class _TestTimeout(BaseException):
    """Raised by the per-test alarm (a BaseException, so ``except Exception`` does not swallow it)."""


class NotPlainValue(TypeError):
    """A test compared an object whose type the solution controls."""


# ---------------------------------------------------------------------------------------------
# built-in values only in comparisons

class _Plain:
    """``plain(x)``: ``x`` with every value converted to a built-in type the solution cannot subvert."""

    def __init__(self, modules):
        self.modules = dict(modules)  # the modules loaded before the solution ran

    def trusted_type(self, t):
        if not t.__flags__ & _HEAPTYPE:
            return True  # implemented in C: comparison cannot be overridden from Python
        module = self.modules.get(t.__module__)
        if module is None:
            return False
        obj = module
        for part in t.__qualname__.split("."):
            obj = getattr(obj, part, None)
        return obj is t  # a class of a module loaded before the solution ran (Fraction, Counter, ...)

    def __call__(self, x, depth=0):
        if depth > 200:
            raise NotPlainValue("value nested too deeply to compare")
        t = type(x)
        if t in _SCALARS:
            return x
        if t is list or t is tuple or t is set or t is frozenset:
            items = [self(v, depth + 1) for v in x]
            return x if all(a is b for a, b in zip(items, x)) else t(items)
        if t is dict:
            items = [(self(k, depth + 1), self(v, depth + 1)) for k, v in dict.items(x)]
            return x if all(a is k and b is v for (a, b), (k, v) in zip(items, dict.items(x))) else dict(items)
        if self.trusted_type(t):
            return x
        # A subclass defined by the solution: keep the built-in value, drop its methods.
        if isinstance(x, bool):
            return bool(x)
        if isinstance(x, int):
            return int.__int__(x)
        if isinstance(x, float):
            return float.__float__(x)
        if isinstance(x, complex):
            return complex(complex.real.__get__(x), complex.imag.__get__(x))
        if isinstance(x, str):
            return str.__str__(x)
        if isinstance(x, bytes):
            return bytes(memoryview(x))
        if isinstance(x, (list, tuple)):
            base = list if isinstance(x, list) else tuple
            return base(self(v, depth + 1) for v in base.__iter__(x))
        if isinstance(x, (set, frozenset)):
            base = set if isinstance(x, set) else frozenset
            return base(self(v, depth + 1) for v in base.__iter__(x))
        if isinstance(x, dict):
            return {self(k, depth + 1): self(v, depth + 1) for k, v in dict.items(x)}
        raise NotPlainValue(
            f"the test compared an object of type {t.__qualname__!r} defined by the solution; "
            "only built-in values are compared"
        )


class _GuardComparisons(ast.NodeTransformer):
    """Route every operand of a comparison, arithmetic, ``assert`` and ``not`` through ``__plain__``.

    Arithmetic matters too: ``abs(result - expected) < 1e-6`` hands ``expected`` to
    ``result.__sub__``, which could answer 0.
    """

    @staticmethod
    def wrap(node):
        return ast.Call(func=ast.Name(id="__plain__", ctx=ast.Load()), args=[node], keywords=[])

    def visit_Compare(self, node):
        self.generic_visit(node)
        node.left = self.wrap(node.left)
        node.comparators = [self.wrap(c) for c in node.comparators]
        return node

    def visit_BinOp(self, node):
        self.generic_visit(node)
        node.left, node.right = self.wrap(node.left), self.wrap(node.right)
        return node

    def visit_Assert(self, node):
        self.generic_visit(node)
        node.test = self.wrap(node.test)
        return node

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Not):
            node.operand = self.wrap(node.operand)
        return node


def guard_source(source, filename="<test>"):
    """Compile test source with its comparisons guarded (see :class:`_GuardComparisons`)."""
    tree = _GuardComparisons().visit(ast.parse(source, filename=filename))
    return compile(ast.fix_missing_locations(tree), filename, "exec")


# ---------------------------------------------------------------------------------------------
# the runner

def _read_header():
    def exact(n):
        parts = []
        while n:
            data = os.read(0, n)
            if not data:
                raise EOFError("truncated job header")
            parts.append(data)
            n -= len(data)
        return b"".join(parts)

    size = struct.unpack(">I", exact(4))[0]
    return json.loads(exact(size).decode("utf-8"))


def encode_header(job):
    """The stdin prefix that carries ``job`` to :func:`main` (used by the plugin)."""
    data = json.dumps(job).encode("utf-8")
    return struct.pack(">I", len(data)) + data


class _Reporter:
    def __init__(self, fd, nonce):
        self.fd = fd
        self.nonce = nonce
        self.pid = os.getpid()

    def __call__(self, *fields):
        if os.getpid() != self.pid:
            # A copy made by os.fork() in the solution: only the original runner may report.
            os._exit(0)
        line = (" ".join([self.nonce] + [str(f) for f in fields]) + "\n").encode("utf-8", "backslashreplace")
        view = memoryview(line)
        while view:
            view = view[os.write(self.fd, view):]


def _failure_reason(exc):
    if isinstance(exc, _TestTimeout):
        return "timeout"
    if isinstance(exc, MemoryError):
        return "memory"
    if isinstance(exc, (AssertionError, NotPlainValue)):
        return "wrong"
    return "runtime_error"


def _describe(exc):
    try:
        text = f"{type(exc).__name__}: {exc}"
    except BaseException:  # an exception type from the solution may break str()
        text = "exception"
    return " ".join(text.split())[:300]


def _run_stdio(job):
    try:
        code = compile(job["code"], "<solution>", "exec")
    except (SyntaxError, ValueError, OverflowError, MemoryError, RecursionError) as exc:
        sys.stderr.write(f"compile error: {_describe(exc)}\n")
        sys.stderr.flush()
        os._exit(EXIT_COMPILE_ERROR)
    del job
    import types

    main_module = types.ModuleType("__main__")
    main_module.__dict__["__builtins__"] = builtins
    sys.modules["__main__"] = main_module
    try:
        exec(code, main_module.__dict__)
    except MemoryError:
        sys.stderr.write("MemoryError\n")
        sys.stderr.flush()
        os._exit(EXIT_MEMORY_ERROR)


def _run_tests(job):
    nonce = job["nonce"]
    timeout = float(job["timeout"])
    # Markers go to a private duplicate of stdout; the solution's own prints go to /dev/null.
    report = _Reporter(os.dup(1), nonce)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.close(null)
    setitimer, alarm_signal = signal.setitimer, signal.SIGALRM
    state = {"armed": False}

    def on_alarm(_signum, _frame):
        if state["armed"]:
            raise _TestTimeout()

    def arm():
        signal.signal(alarm_signal, on_alarm)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [alarm_signal])
        state["armed"] = True
        # Fire again every 50 ms after the first expiry in case the solution swallows one.
        setitimer(signal.ITIMER_REAL, timeout, 0.05)

    def disarm():
        state["armed"] = False
        setitimer(signal.ITIMER_REAL, 0)

    plain = _Plain(sys.modules)
    dumps = json.dumps  # bound before the solution runs (and may patch the json module)
    report("hello")
    try:
        solution = compile(job["code"], "<solution>", "exec")
    except (SyntaxError, ValueError, OverflowError, MemoryError, RecursionError) as exc:
        report("setup", "compile_error", _describe(exc))
        return
    mode = job["mode"]
    start, tests = int(job.get("start", 0)), job["tests"]
    if mode == "inprocess":
        # The plugin sends the tests compiled already (guarded, marshalled, base64): compiled
        # once per problem in the trainer, not once per completion in the sandbox.
        compiled = [marshal.loads(binascii.a2b_base64(blob)) for blob in tests]
    namespace = {"__name__": SOLUTION_MODULE, "__builtins__": builtins}
    try:
        arm()
        try:
            exec(solution, namespace)
        finally:
            disarm()
    except BaseException as exc:
        report("setup", _failure_reason(exc) if not isinstance(exc, AssertionError) else "runtime_error", _describe(exc))
        return
    del solution
    report("ready")
    stop_on_failure = bool(job.get("stop_on_failure"))
    for i in range(start, len(tests)):
        report("start", i)
        try:
            arm()
            try:
                if mode == "inprocess":
                    scope = dict(namespace)
                    scope["__plain__"] = plain
                    exec(compiled[i], scope)
                    value = None
                else:
                    value = _call(namespace, job["fn_name"], tests[i])
                    value = dumps(value, allow_nan=True, default=_not_json)
            finally:
                disarm()
        except BaseException as exc:
            report("fail", i, _failure_reason(exc), _describe(exc))
            if stop_on_failure:
                break
            continue
        if value is None:
            report("pass", i)
        else:
            report("value", i, value)
    report("done")


def _call(namespace, fn_name, test):
    fn = namespace.get(fn_name)
    if not callable(fn):
        holder = namespace.get("Solution")  # LeetCode-style: class Solution with the method
        if isinstance(holder, type) and callable(getattr(holder, fn_name, None)):
            fn = getattr(holder(), fn_name)
        else:
            raise NameError(f"the solution defines no function {fn_name!r}")
    return fn(*test.get("args", ()), **test.get("kwargs", {}))


def _not_json(obj):
    raise NotPlainValue(f"the result holds a {type(obj).__name__}, which is not JSON-serialisable")


def main():
    job = _read_header()
    if job["mode"] == "stdio":
        _run_stdio(job)
    else:
        _run_tests(job)


if __name__ == "__main__":
    main()
