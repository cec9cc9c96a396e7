"""The test runner that executes inside the sandbox, beside -- never inside -- the untrusted solution.

The executor compiles this module once (``worker_pool.harness_program``) and every sandbox worker
runs its top level once, at start (a preloaded program); each run calls :func:`main`. The job
arrives on stdin: one mode byte (``s`` stdio, ``t`` tests), then a length-prefixed JSON header.
Standard library only.

Test modes (``t``): two processes
---------------------------------
* the **runner** (this program's process) first forks the solution process, then reads the
  header, replaces its stdin with ``/dev/null``, and runs the tests: HumanEval's
  ``check(candidate)``, ``assert`` lines, or one call per test for call-based suites. It never
  executes a byte of the solution. It reports one line per event on its stdout, which no
  other process holds.
* the **solution process** is forked *before* the header is read, so its memory holds no
  tests, no nonce and no expected values; its stdin, stdout and stderr are ``/dev/null``. It
  runs the solution's top level, then serves calls: the runner
  sends ``(name, args, kwargs)``, the solution process calls its function and sends back the
  result as plain data (``marshal`` of built-in values only). Its only channel is that pair of
  FIFOs, and it may start no process that could answer in its place; it shares no descriptor
  with the runner's report and cannot read the runner's memory (the processes are non-dumpable
  and the seccomp filter denies ``ptrace`` and ``process_vm_readv``).

In the runner, the solution's functions are proxies: ``candidate(x)`` is a round trip. Every
value the tests see is a checked built-in value (exact ``int``, ``float``, ``str``, ``list``,
``tuple``, ``dict``, ...; depth, element count and integer size capped), so no ``__eq__``,
``__bool__`` or ``__sub__`` of the solution's runs in the runner, and patching ``builtins``,
``sys.modules``, ``Fraction.__eq__`` or this module inside the solution process changes nothing
the tests use. A solution process that dies, hangs, floods or answers garbage fails the test
that was running; the next test gets a fresh solution process, started as a new interpreter
(``execv``), never as a copy of the runner.

In call-based suites the runner does not judge: it forwards each result as JSON
(``value <i> <json>``) and the plugin compares it with the expected value outside the sandbox;
the expected values never enter it. In the in-process suites the runner reports ``pass <i>``
when the test code finished without an exception.

Stdio mode (``s``): the solution runs as ``__main__`` with the test's stdin in this process;
the plugin compares its stdout outside.

Known limits: arguments are copied into the solution process, so a test that checks an
argument the solution mutated in place sees the original; a test that passes a function or an
object of its own class to the solution fails.
"""

import builtins
import json
import marshal
import os
import signal
import struct
import sys
import time
import types

EXIT_COMPILE_ERROR = 113
EXIT_MEMORY_ERROR = 114
SOLUTION_MODULE = "__solution__"
MAX_DEPTH = 100  # nesting of a value the solution returns
MAX_NODES = 1_000_000  # elements of a value the solution returns
MAX_INT_BITS = 100_000  # about 30,000 decimal digits
MAX_NAMES = 10_000
_ATOMS = (int, float, complex, str, bytes, bool, type(None))
_ITERATOR_RESULT = "iterator"  # the solution returned an iterator: it crosses as its items
_CONTAINERS = (list, tuple, set, frozenset, dict)


class _TestTimeout(BaseException):
    """Raised by the per-test alarm (a BaseException, so ``except Exception`` does not swallow it)."""


class SolutionCrashed(BaseException):
    """The solution process died, hung or broke the protocol during a call."""

    def __init__(self, reason, detail=""):
        super().__init__(reason, detail)
        self.reason = reason
        self.detail = detail


class SetupFailed(Exception):
    def __init__(self, reason, detail=""):
        super().__init__(reason, detail)
        self.reason = reason
        self.detail = detail


class NotPlainValue(TypeError):
    """A value that is not made of built-in types only (or is too large to compare)."""


class SolutionError(RuntimeError):
    """The solution raised an exception of a type that is not a built-in one."""


class ControlFlowEscape(SolutionError):
    """The solution raised ``StopIteration``, ``SystemExit`` or another exception that steers control flow.

    Re-raised in the runner, a ``StopIteration`` would silently end the ``map()`` or ``for`` loop
    that called the solution (the asserts after it never run); it arrives as this instead, and
    fails the test whatever the test code catches.
    """


_CONTROL_FLOW = frozenset(("StopIteration", "StopAsyncIteration", "GeneratorExit", "SystemExit", "KeyboardInterrupt"))
# The exceptions that cross as themselves (tests may expect a ValueError): built-in, ordinary ones.
_CROSSING = frozenset(
    name for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, Exception) and name not in _CONTROL_FLOW
)
# The reasons a runner may report; anything else the solution process claims becomes runtime_error.
_REASONS = frozenset(("wrong", "timeout", "memory", "runtime_error", "output_limit", "compile_error", "bad_tests"))


def _site_builtins():
    """``exit``, ``quit``, ``copyright``, ``credits``, ``license``, ``help``: what ``site`` adds to a normal
    interpreter's built-ins (the sandbox starts without ``site``). Without them a script-style test's
    ``exit(1)`` would look the name up elsewhere."""
    if not hasattr(builtins, "exit"):
        try:
            import site  # under -S, importing site runs none of its path set-up

            site.setquit()
            site.setcopyright()
            site.sethelper()
        except Exception:
            pass


_site_builtins()


def _stamp(name):
    """A stage-timing stamp on stderr where the worker asks for them (``stage_timing``)."""
    if os.environ.get("SANDBOX_STAGE_TIMING"):
        os.write(2, ("@%s %d\n" % (name, time.perf_counter_ns())).encode())


# ---------------------------------------------------------------------------------------------
# plain values

def check_plain(value):
    """Raise ``NotPlainValue`` unless ``value`` is built from exact built-in types, within the caps.

    Iterative (a 20,000-deep list cannot exhaust the stack), and counts visits, so a value whose
    parts are shared many times over (``marshal`` keeps references) cannot make the walk explode.

    >>> check_plain([1, (2.5, "x"), {"a": None}])
    >>> check_plain(10 ** 40000)
    Traceback (most recent call last):
    ...
    reward_plugins.code.inside.harness.NotPlainValue: an integer of 132878 bits (more than 100000)
    """
    stack = [(value, 0)]
    visits = 0
    while stack:
        item, depth = stack.pop()
        visits += 1
        if visits > MAX_NODES:
            raise NotPlainValue("a value with more than %d elements" % MAX_NODES)
        kind = type(item)
        if kind is int:
            if item.bit_length() > MAX_INT_BITS:
                raise NotPlainValue("an integer of %d bits (more than %d)" % (item.bit_length(), MAX_INT_BITS))
        elif kind in _ATOMS:
            pass
        elif kind in _CONTAINERS:
            if depth >= MAX_DEPTH:
                raise NotPlainValue("a value nested more than %d deep" % MAX_DEPTH)
            if kind is dict:
                for key, val in item.items():
                    stack.append((key, depth + 1))
                    stack.append((val, depth + 1))
            else:
                for val in item:
                    stack.append((val, depth + 1))
        else:
            raise NotPlainValue("a value of type %s (only built-in values are compared)" % kind.__name__)


def to_plain(value, depth=0, memo=None):
    """In the solution process: ``value`` with subclasses of built-in types turned into the built-ins.

    (``Counter``/``OrderedDict`` become ``dict``, named tuples ``tuple``, ``numpy`` scalars stay
    refused.) The runner checks the result again; this only spares honest solutions a failure.
    ``memo`` keeps identity: a container reached twice (the result *is* an argument) is converted
    once, so ``marshal`` carries the sharing to the runner.
    """
    if depth > MAX_DEPTH:
        raise NotPlainValue("a value nested more than %d deep" % MAX_DEPTH)
    kind = type(value)
    if kind in _ATOMS:
        return value
    if memo is None:
        memo = {}
    key = id(value)
    if key in memo:
        return memo[key][1]
    if kind is list or kind is dict or kind is set:
        plain = kind()
        memo[key] = (value, plain)  # the original is kept alive: its id cannot be reused meanwhile
        if kind is list:
            plain.extend(to_plain(v, depth + 1, memo) for v in value)
        elif kind is set:
            plain.update(to_plain(v, depth + 1, memo) for v in value)
        else:
            for k, v in value.items():
                plain[to_plain(k, depth + 1, memo)] = to_plain(v, depth + 1, memo)
        return plain
    if kind is tuple or kind is frozenset:
        plain = kind(to_plain(v, depth + 1, memo) for v in value)
    else:
        plain = _plain_subclass(value, depth, memo)
    memo[key] = (value, plain)
    return plain


def _plain_subclass(value, depth, memo):
    for base, convert in ((bool, bool), (int, int.__int__), (float, float.__float__), (str, str.__str__),
                          (bytes, bytes)):
        if isinstance(value, base):
            return convert(value)
    if isinstance(value, complex):
        return complex(complex.real.__get__(value), complex.imag.__get__(value))
    for base in (list, tuple, set, frozenset):
        if isinstance(value, base):
            return base(to_plain(v, depth + 1, memo) for v in base.__iter__(value))
    if isinstance(value, dict):
        return {to_plain(k, depth + 1, memo): to_plain(v, depth + 1, memo) for k, v in dict.items(value)}
    raise NotPlainValue("a value of type %s (only built-in values are compared)" % type(value).__name__)


def _is_iterator(value):
    kind = type(value)
    return kind not in _ATOMS and kind not in _CONTAINERS and hasattr(kind, "__next__") and hasattr(kind, "__iter__")


def _items(iterator):
    """The items of an iterator the solution returned (a generator), at most ``MAX_NODES``."""
    items = []
    for item in iterator:
        items.append(item)
        if len(items) > MAX_NODES:
            raise NotPlainValue("an iterator of more than %d items" % MAX_NODES)
    return items


# ---------------------------------------------------------------------------------------------
# messages between the runner and the solution process

def _read_exact(fd, n):
    parts = []
    while n:
        data = os.read(fd, min(n, 1 << 20))
        if not data:
            raise EOFError("channel closed")
        parts.append(data)
        n -= len(data)
    return b"".join(parts)


def _channel(name):
    """``(read end, write end)`` of a FIFO made in the working directory and unlinked at once.

    A pipe's inode number comes from the kernel's host-wide counter, which the program before this
    one could advance; a FIFO's comes from this program's own file system. The solution process
    may start no process of its own (``seccomp.solution_filter``), so every reply on it is its own.
    """
    path = ".%s-%d" % (name, os.getpid())
    os.mkfifo(path, 0o600)
    try:
        read_end = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # opens without a writer
        write_end = os.open(path, os.O_WRONLY)
    finally:
        os.unlink(path)
    os.set_blocking(read_end, True)
    return read_end, write_end


def _prepared_filter(program):
    """``(install, buffer)``: a call that adds the seccomp filter ``program`` (raw instructions) to the
    calling process for good, prepared once so that a solution process makes only the two ``prctl``
    calls; None without a filter."""
    if not program:
        return None
    import ctypes

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

    libc = ctypes.CDLL(None, use_errno=True)
    buffer = ctypes.create_string_buffer(program, len(program))
    fprog = ctypes.byref(SockFprog(len(program) // 8, ctypes.addressof(buffer)))

    def install():
        if libc.prctl(38, 1, 0, 0, 0) != 0 or libc.prctl(22, 2, fprog, 0, 0) != 0:  # NO_NEW_PRIVS, SECCOMP
            raise OSError(ctypes.get_errno(), "the solution's filter could not be installed")

    return install, buffer


# What a solution process adds to its filter (seccomp.solution_filter): the worker puts it in this
# module's globals before it runs the top level; a restarted solution process gets it with its load.
_NO_PROCESSES = _prepared_filter(globals().get("__solution_filter__"))


def _send(fd, data):
    view = memoryview(struct.pack(">I", len(data)) + data)
    while view:
        view = view[os.write(fd, view):]


def _describe(exc):
    try:
        text = "%s: %s" % (type(exc).__name__, exc)
    except BaseException:  # an exception type from the solution may break str()
        text = "exception"
    return " ".join(text.split())[:300]


def _failure_reason(exc):
    if isinstance(exc, _TestTimeout):
        return "timeout"
    if isinstance(exc, (SolutionCrashed, SetupFailed)):
        return exc.reason if exc.reason in _REASONS else "runtime_error"
    if isinstance(exc, MemoryError):
        return "memory"
    if isinstance(exc, (AssertionError, NotPlainValue, SystemExit)):  # SystemExit: a test's exit(1)
        return "wrong"
    return "runtime_error"


# ---------------------------------------------------------------------------------------------
# the solution process (untrusted code runs here only)

def _serve_solution(requests, replies):
    namespace = None
    max_bytes = 1 << 20
    while True:
        try:
            size = struct.unpack(">I", _read_exact(requests, 4))[0]
            message = marshal.loads(_read_exact(requests, size))  # from the runner: trusted
        except EOFError:
            os._exit(0)
        op = message[0]
        answered = False
        try:
            if op == "load":
                _, codes, max_bytes, no_processes = message
                prepared = _NO_PROCESSES or _prepared_filter(no_processes)
                if prepared:
                    prepared[0]()
                module = types.ModuleType(SOLUTION_MODULE)
                module.__dict__["__builtins__"] = builtins
                sys.modules[SOLUTION_MODULE] = sys.modules["__main__"] = module  # the runner is not importable
                namespace = module.__dict__
                for blob in codes:
                    exec(marshal.loads(blob), namespace)
                reply = ("ok", _describe_names(namespace))
            else:
                _, name, args, kwargs = message
                value = _resolve(namespace, name)(*args, **kwargs)
                kind = ""
                if _is_iterator(value):
                    value, kind = _items(value), _ITERATOR_RESULT
                # The arguments go back too, as the call left them: the runner copies them back
                # (a test may check that its list was, or was not, changed in place).
                reply = ("value", to_plain((value, args, kwargs, kind)))
            data = marshal.dumps(reply)
            answered = True
            if len(data) > max_bytes:
                answered = False
                data = marshal.dumps(("error", "output_limit", "ValueError", "the result has more than %d bytes" % max_bytes))
        except BaseException as exc:
            reason = "memory" if isinstance(exc, MemoryError) else "wrong" if isinstance(exc, NotPlainValue) else "runtime_error"
            try:
                data = marshal.dumps(("error", reason, type(exc).__name__, _describe(exc)))
            except BaseException:
                data = marshal.dumps(("error", "runtime_error", "Exception", "unprintable exception"))
        _send(replies, data)
        if op == "load" and not answered:  # the top level failed: nothing to serve
            os._exit(0)


def _resolve(namespace, name):
    fn = namespace.get(name)
    if callable(fn):
        return fn
    holder = namespace.get("Solution")  # LeetCode style: class Solution with the method
    if isinstance(holder, type) and callable(getattr(holder, name, None)):
        return getattr(holder(), name)
    raise NameError("the solution defines no function %r" % name)


def _describe_names(namespace):
    """What the runner may use of the solution's globals: functions (by proxy) and modules (by name only)."""
    names = {}
    for name, value in list(namespace.items())[:MAX_NAMES]:
        if not isinstance(name, str) or name.startswith("__"):
            continue
        if isinstance(value, types.ModuleType):
            names[name] = ("module",)  # which one is never asked: the tests' own name decides
        elif callable(value):
            names[name] = ("callable",)
    return names


def _fork_solution_process(keep=()):
    """Fork a solution process; the caller must not hold the job yet (the child's memory is a copy)."""
    req_r, req_w = _channel("requests")
    replies, rep_w = _channel("replies")
    pid = os.fork()
    if pid == 0:
        try:
            null = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)  # stdin still holds the unread job header: gone
            low = 3
            for fd in sorted(set(keep) | {req_r, rep_w}):
                os.closerange(low, fd)
                low = fd + 1
            os.closerange(low, 1 << 16)
            _serve_solution(req_r, rep_w)
        finally:
            os._exit(1)
    os.close(req_r)
    os.close(rep_w)
    return pid, req_w, replies


# The worker's string-hash order (worker_pool.HASH_SEED) and interpreter flags (``-I`` without ``-E``:
# PYTHONHASHSEED must count): a solution process started again hashes as the first one did.
HASH_SEED = "0"
_FLAGS = ("-s", "-S") + (("-P",) if sys.version_info >= (3, 11) else ())
_BOOTSTRAP = (
    "import marshal, os, struct, sys, types\n"
    "sys.path[:] = [entry for entry in sys.path if entry]\n"  # no working directory (Python 3.10 has no -P)
    "def exact(n):\n"
    "    data = b''\n"
    "    while len(data) < n:\n"
    "        chunk = os.read(0, n - len(data))\n"
    "        if not chunk:\n"
    "            os._exit(1)\n"
    "        data += chunk\n"
    "    return data\n"
    "module = types.ModuleType('__harness__')\n"
    "exec(marshal.loads(exact(struct.unpack('>I', exact(4))[0])), module.__dict__)\n"
    "module._serve_solution(0, 1)\n"
)


def _own_code():
    """This module's code object: the one the worker preloaded (``__program_code__``), else the frame
    that runs it (the plugin compiles it as ``<harness>``)."""
    if isinstance(globals().get("__program_code__"), types.CodeType):
        return globals()["__program_code__"]
    frame = sys._getframe()
    while frame is not None:
        if frame.f_code.co_name == "<module>" and frame.f_code.co_filename == "<harness>":
            return frame.f_code
        frame = frame.f_back
    return None


def _interpreter():
    """``(path, environment, descriptor to keep)`` to exec this interpreter again.

    Where the sandbox reaches the interpreter's prefix only through a descriptor (its directory
    is private to another uid), the path and the loader's library path go through that
    descriptor too.
    """
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "PYTHONHASHSEED": HASH_SEED}
    for fd in sorted(_kept_fds()):
        prefix = os.path.realpath(sys.prefix)
        if sys.executable.startswith(prefix + os.sep):
            via = "/proc/self/fd/%d" % fd
            env["LD_LIBRARY_PATH"] = via + "/lib"
            return via + sys.executable[len(prefix):], env, fd
    return sys.executable, env, None


def _exec_solution_process(harness_code):
    """A solution process from a freshly executed interpreter: it never shared the runner's memory."""
    executable, env, keep = _interpreter()
    req_r, req_w = _channel("requests")
    replies, rep_w = _channel("replies")
    pid = os.fork()
    if pid == 0:
        try:
            os.dup2(req_r, 0)
            os.dup2(rep_w, 1)
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 2)
            low = 3
            for fd in ([keep] if keep is not None else []):
                os.closerange(low, fd)
                os.set_inheritable(fd, True)
                low = fd + 1
            os.closerange(low, 1 << 16)
            os.execve(executable, [executable, *_FLAGS, "-c", _BOOTSTRAP], env)
        finally:
            os._exit(127)
    os.close(req_r)
    os.close(rep_w)
    _send(req_w, marshal.dumps(harness_code))
    return pid, req_w, replies


# ---------------------------------------------------------------------------------------------
# the runner's view of the solution

class Solution:
    """The solution process, from the runner: start (and restart) it, call its functions."""

    def __init__(self, first, codes, max_bytes, harness_code, no_processes=None):
        self.pid, self.requests, self.replies = first  # forked before the job was read
        self.no_processes = no_processes  # the filter the solution process adds to its own
        self.codes = codes
        self.max_bytes = max_bytes
        self.harness_code = harness_code
        self.fatal = None  # why the current test must fail whatever the test code caught
        self.iterators = True  # an iterator result reaches the tests as an iterator (call suites: its items)

    def start(self):
        if self.pid is None:
            # After a crash or a timeout: a fresh interpreter, never a copy of the runner.
            if self.harness_code is None:
                raise SolutionCrashed("runtime_error", "cannot start another solution process")
            try:
                self.pid, self.requests, self.replies = _exec_solution_process(self.harness_code)
            except OSError as exc:
                raise SolutionCrashed("runtime_error", "cannot start another solution process: %s" % exc) from None
        reply = self._ask(("load", self.codes, self.max_bytes, self.no_processes))
        if reply[0] != "ok":
            self.kill()
            raise SetupFailed(reply[1] if reply[1] in _REASONS else "runtime_error", reply[3])
        names = reply[1]
        if not isinstance(names, dict):
            self.kill()
            raise SetupFailed("runtime_error", "malformed answer from the solution process")
        return names

    def call(self, name, args, kwargs):
        if self.pid is None:
            self.start()
        reply = self._ask(("call", name, args, kwargs))
        if reply[0] == "value":
            payload = reply[1]
            if not (type(payload) is tuple and len(payload) == 4 and type(payload[1]) in (list, tuple)
                    and len(payload[1]) == len(args) and type(payload[2]) is dict and payload[3] in ("", _ITERATOR_RESULT)):
                self.kill()
                self.fatal = "runtime_error"
                raise SolutionCrashed("runtime_error", "malformed answer from the solution process")
            check_plain(payload[:3])
            value, new_args, new_kwargs, kind = payload
            value = _copy_back(list(args) + list(kwargs.values()),
                               list(new_args) + [new_kwargs.get(k) for k in kwargs], value)
            return iter(value) if kind == _ITERATOR_RESULT and self.iterators else value
        _, reason, type_name, detail = reply
        if reason == "output_limit":
            self.fatal = "output_limit"
            raise SolutionCrashed("output_limit", detail)
        if reason == "wrong":
            raise NotPlainValue(detail)
        if type_name in _CONTROL_FLOW:
            self.fatal = "runtime_error"
            raise ControlFlowEscape("%s: %s" % (type_name, detail))
        if type_name in _CROSSING:
            try:
                error = getattr(builtins, type_name)(detail)  # tests may expect ValueError and the like
            except Exception:
                error = SolutionError(detail)
            raise error
        raise SolutionError(detail)

    def _ask(self, message):
        try:
            data = marshal.dumps(message)
        except ValueError:
            raise NotPlainValue("the test passed an argument that is not a built-in value") from None
        try:
            _send(self.requests, data)
            size = struct.unpack(">I", _read_exact(self.replies, 4))[0]
            if size > self.max_bytes + 4096:
                self.fatal = "output_limit"
                raise SolutionCrashed("output_limit", "an answer of %d bytes" % size)
            reply = marshal.loads(_read_exact(self.replies, size))
        except (OSError, EOFError, ValueError, TypeError, struct.error):
            self.kill()
            self.fatal = self.fatal or "runtime_error"
            raise SolutionCrashed("runtime_error", "the solution process ended or broke the protocol") from None
        except SolutionCrashed:
            self.kill()
            raise
        if not (type(reply) is tuple and reply and reply[0] in ("ok", "value", "error")
                and len(reply) == (4 if reply[0] == "error" else 2)):
            self.kill()
            self.fatal = "runtime_error"
            raise SolutionCrashed("runtime_error", "malformed answer from the solution process")
        return reply

    def kill(self):
        if self.pid is not None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except OSError:
                pass
            for fd in (self.requests, self.replies):
                try:
                    os.close(fd)
                except OSError:
                    pass
            try:
                os.waitpid(self.pid, 0)  # gone before we report: the sandbox finds nothing left
            except ChildProcessError:
                pass
        self.pid = None


def _copy_back(originals, returned, value):
    """Give the test its arguments back as the call left them, and ``value`` its identities.

    Each list, dict or set the test passed (or found inside one) gets, in place, the contents
    the solution process left in its copy; where the result holds one of those copies (the
    solution returned its argument), it holds the test's own object instead. So ``l.sort();
    return l`` changes the test's ``l`` and ``candidate(l) is l`` holds, as in one interpreter.
    """
    pairs, stack = {}, list(zip(originals, returned))
    while stack:
        mine, theirs = stack.pop()
        kind = type(mine)
        if kind is not type(theirs) or id(theirs) in pairs:
            continue
        if kind is list or kind is dict or kind is set:
            pairs[id(theirs)] = (mine, theirs)
        if kind is list or kind is tuple:
            stack.extend(zip(mine, theirs))
        elif kind is dict:
            stack.extend((mine[key], theirs[key]) for key in theirs if key in mine)
    if not pairs:
        return value

    def swap(item):
        entry = pairs.get(id(item))
        if entry is not None:
            return entry[0]
        kind = type(item)
        if kind is list:
            return [swap(v) for v in item]
        if kind is tuple:
            return tuple(swap(v) for v in item)
        if kind is dict:
            return {swap(k): swap(v) for k, v in item.items()}
        return item  # atoms; sets and frozensets hold only hashable, so immutable, items

    def inside(container):
        if type(container) is list:
            return [swap(v) for v in container]
        if type(container) is dict:
            return {swap(k): swap(v) for k, v in container.items()}
        return set(container)

    contents = [(mine, inside(theirs)) for mine, theirs in pairs.values()]
    value = swap(value)
    for mine, new in contents:
        if type(mine) is list:
            mine[:] = new
        else:
            mine.clear()
            mine.update(new)
    return value


def _proxy(solution, name):
    def call(*args, **kwargs):
        return solution.call(name, args, kwargs)

    call.__name__ = call.__qualname__ = name
    return call


def _names_used(codes):
    """Every name the test code objects (and the functions they define) look up."""
    names, stack = set(), list(codes)
    while stack:
        code = stack.pop()
        names.update(code.co_names)
        stack.extend(const for const in code.co_consts if isinstance(const, types.CodeType))
    return names


def _test_namespace(solution, names, tests, prompt, entry_point, owned):
    """Globals for the test code: one namespace for all the tests of a row, and it belongs to them.

    The real built-ins (with ``exit``, ``quit``... as ``site`` adds them); then the row's prompt
    (its imports and helpers), run here from the trusted row; the tests' own snippets then run in
    it one after the other, so a helper, an import or an expected value one snippet defines is
    there for the next. From the solution come only the entry point and the names the tests look
    up that nothing of theirs defines (``owned``: every name a snippet binds, even one that has not
    run yet) -- its functions as proxies; never a plain value. A name the tests use as a module the
    solution imported is bound to the standard library's module *of that name*; nothing is
    imported because of what the solution holds.
    """
    namespace = {"__name__": "__test__", "__builtins__": builtins}
    if prompt is not None:
        exec(prompt, namespace)
        owned = owned | set(prompt.co_names)  # a prompt definition that failed is still not the solution's
    wanted = {name for name in _names_used(tests)
              if name not in namespace and name not in owned and not hasattr(builtins, name)}
    if entry_point:
        wanted.add(entry_point)
    for name in sorted(wanted):
        info = names.get(name)
        if not (type(info) is tuple and info):
            continue
        if info[0] == "callable":
            namespace[name] = _proxy(solution, name)
        elif info[0] == "module" and name in getattr(sys, "stdlib_module_names", ()):
            try:
                namespace[name] = __import__(name)
            except ImportError:
                pass
    return namespace


def tagged(value):
    """A checked value as JSON that keeps what JSON loses: tuples, sets, bytes, complex numbers, and
    dict keys that are not strings (``{1: "a", "1": "b"}`` keeps both keys). The plugin reads it
    back with ``formats.untagged``.
    """
    kind = type(value)
    if kind is list:
        return [tagged(v) for v in value]
    if kind is dict:
        return {"d": [[tagged(k), tagged(v)] for k, v in value.items()]}
    if kind is tuple:
        return {"t": [tagged(v) for v in value]}
    if kind is set or kind is frozenset:
        return {"s" if kind is set else "f": [tagged(v) for v in value]}
    if kind is bytes:
        return {"b": value.hex()}
    if kind is complex:
        return {"c": [value.real, value.imag]}
    return value


# ---------------------------------------------------------------------------------------------
# the runner

class _Reporter:
    """Report lines, written in as few ``write`` calls as the verdicts allow (each wakes the worker)."""

    def __init__(self, fd, nonce):
        self.fd = fd
        self.nonce = nonce
        self.pending = []

    def __call__(self, *fields, flush=True):
        self.pending.append((" ".join([self.nonce] + [_escape(f) for f in fields]) + "\n").encode("utf-8", "backslashreplace"))
        if flush:
            view = memoryview(b"".join(self.pending))
            self.pending = []
            while view:
                view = view[os.write(self.fd, view):]


def _escape(field):
    """A report field on one line: text that came from the solution can never start a line of its own."""
    text = str(field)
    return text if text.isprintable() else text.encode("unicode_escape").decode("ascii")


def _read_header():
    size = struct.unpack(">I", _read_exact(0, 4))[0]
    return json.loads(_read_exact(0, size).decode("utf-8"))


def encode_job(job):
    """The stdin that carries ``job`` to :func:`main` (used by the plugin)."""
    data = json.dumps(job).encode("utf-8")
    return (b"s" if job["mode"] == "stdio" else b"t") + struct.pack(">I", len(data)) + data


def _kept_fds():
    """Descriptors the interpreter's own import path goes through (``/proc/self/fd/N/...``)."""
    keep = set()
    for entry in sys.path:
        if isinstance(entry, str) and entry.startswith("/proc/self/fd/"):
            number = entry[len("/proc/self/fd/"):].partition("/")[0]
            if number.isdigit():
                keep.add(int(number))
    return keep


def _run_stdio():
    job = _read_header()
    try:
        code = compile(job["code"], "<solution>", "exec")
    except (SyntaxError, ValueError, OverflowError, MemoryError, RecursionError) as exc:
        sys.stderr.write("compile error: %s\n" % _describe(exc))
        sys.stderr.flush()
        os._exit(EXIT_COMPILE_ERROR)
    del job
    main_module = types.ModuleType("__main__")
    main_module.__dict__["__builtins__"] = builtins
    sys.modules["__main__"] = main_module
    try:
        exec(code, main_module.__dict__)
    except MemoryError:
        sys.stderr.write("MemoryError\n")
        sys.stderr.flush()
        os._exit(EXIT_MEMORY_ERROR)


def _run_tests():  # noqa: C901 (one linear story: start, set up, run each test, report)
    # The solution process first: its memory must never hold the job (tests, expected values, nonce).
    import gc

    gc.freeze()  # what both processes share stays shared (the collector would copy it page by page)
    first = _fork_solution_process(_kept_fds())
    _stamp("runner S forked")
    job = _read_header()
    _stamp("runner job read")
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)  # nothing more to read; the header is gone from every descriptor
    os.close(null)
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)  # results are capped in bits instead (MAX_INT_BITS)
    # The report gets a descriptor of its own; what the tests print goes to /dev/null.
    report = _Reporter(os.dup(1), job["nonce"])
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.close(null)
    timeout = float(job["timeout"])
    state = {"armed": False}

    def on_alarm(_signum, _frame):
        if state["armed"]:
            raise _TestTimeout()

    def arm():
        signal.signal(signal.SIGALRM, on_alarm)
        state["armed"] = True
        # Fire again every 50 ms after the first expiry in case test code swallows one.
        signal.setitimer(signal.ITIMER_REAL, timeout, 0.05)

    def disarm():
        state["armed"] = False
        signal.setitimer(signal.ITIMER_REAL, 0)

    report("hello", flush=False)
    try:
        codes = [marshal.dumps(compile(source, "<solution>", "exec")) for source in (job.get("preamble") or "", job["code"])]
    except (SyntaxError, ValueError, OverflowError, MemoryError, RecursionError) as exc:
        report("setup", "compile_error", _describe(exc))
        return
    _stamp("runner compiled")
    solution = Solution(first, codes, int(job.get("max_value_bytes") or 1 << 20), _own_code(),
                        globals().get("__solution_filter__"))
    solution.iterators = job["mode"] == "inprocess"  # JSON has no iterators: call suites compare the items
    try:
        arm()
        try:
            names = solution.start()
        finally:
            disarm()
    except BaseException as exc:
        solution.kill()
        report("setup", _failure_reason(exc) if not isinstance(exc, NotPlainValue) else "runtime_error", _describe(exc))
        return
    report("ready")
    _stamp("runner solution loaded")
    mode, tests = job["mode"], job["tests"]
    if mode == "inprocess":
        # The plugin sends the tests compiled already (marshalled, base64): compiled once per
        # problem in the trainer, not once per completion in the sandbox.
        import binascii

        compiled = [marshal.loads(binascii.a2b_base64(blob)) for blob in tests]
        prompt = job.get("prompt")
        try:
            prompt = marshal.loads(binascii.a2b_base64(prompt)) if prompt else None
            namespace = _test_namespace(solution, names, compiled, prompt, job.get("entry_point"),
                                        frozenset(job.get("owned") or ()))
        except BaseException as exc:  # the row's own prompt failed: not the solution's doing
            solution.kill()
            report("setup", "bad_tests", _describe(exc))
            return
    stop_on_failure = bool(job.get("stop_on_failure"))
    last = len(tests) - 1
    _stamp("runner namespace")
    for i in range(len(tests)):
        solution.fatal = None
        try:
            arm()
            try:
                if mode == "inprocess":
                    try:
                        exec(compiled[i], namespace)
                    except SystemExit as exc:
                        if exc.code not in (None, 0):  # a script-style test's exit(1); exit(0) passes
                            raise
                    text = None
                else:
                    value = solution.call(job["fn_name"], tests[i].get("args", []), tests[i].get("kwargs", {}))
                    try:
                        text = json.dumps(tagged(value), allow_nan=True)
                    except (TypeError, ValueError) as exc:
                        raise NotPlainValue("the result is not a JSON value: %s" % _describe(exc)) from None
            finally:
                disarm()
            if solution.fatal:
                raise SolutionCrashed(solution.fatal, "the solution process failed during the test")
        except BaseException as exc:
            if isinstance(exc, _TestTimeout):
                solution.kill()  # it may be stuck; the next test gets a fresh one
            # A verdict is written at once (the run may be killed later), the last one with "done".
            report("fail", i, _failure_reason(exc), _describe(exc), flush=i < last and not stop_on_failure)
            if stop_on_failure:
                break
            continue
        if text is None:
            report("pass", i, flush=i < last)
        else:
            report("value", i, text, flush=i < last)
    _stamp("runner tests done")
    solution.kill()  # SIGKILL, then reap it here: nothing left for the sandbox to poll for or kill
    _stamp("runner S killed")
    if _stragglers():
        report("left", flush=False)
    report("done")
    _stamp("runner reported")


def _stragglers(grace=0.02):
    """Whether processes the solution started are still running (ending ones get ``grace`` seconds).

    Where the runner is its PID namespace's init, every orphan of the solution is its child.
    """
    deadline = time.monotonic() + grace
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return False
        if pid:
            continue
        if time.monotonic() > deadline:
            return True
        time.sleep(0.0005)


def main():
    _stamp("runner loaded")
    mode = _read_exact(0, 1)
    if mode == b"s":
        _run_stdio()
    else:
        _run_tests()


if __name__ == "__main__":
    main()
