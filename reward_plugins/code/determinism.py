"""Which programs a cached outcome may stand for: those that can reach nothing that changes between runs.

``code_tests`` caches an outcome only where a fresh run would give it again. A program that can
read randomness, time, process or host state could pass once, twice, and fail the third time;
frozen in the cache its luck would become a sure 1.0, which GRPO then reinforces. :func:`closed`
decides from what a program can *do*, never from how its source is spelled: it reads the
program's syntax tree, whose identifiers the parser has already folded (NFKC: ``ｒandom`` *is*
``random``), and accepts only programs that

* import nothing but :data:`DETERMINISTIC_MODULES` (absolute imports; ``_random``, ``os``,
  ``time``, ``secrets``, ``uuid``, ``threading``, ``io``, ``importlib``, ... are not among them);
* name no other module of the standard library, even as an attribute (``typing.sys``,
  ``calendar.datetime``), and none of :data:`DYNAMIC_NAMES`: builtins that reach other modules,
  files, object identity or the interpreter (``__import__``, ``open``, ``id``, ``hash``,
  ``getattr``, ``vars``, ``globals``, ``eval``, ...), attributes that reach frames, raw files or
  loaded modules (``f_globals``, ``raw``, ``modules``), and calls that take attribute names or
  code as strings (``attrgetter``, ``get_type_hints``, ``Formatter``);
* use no private name (``_x``) and no double-underscore name but the data-model methods of
  :data:`PROTOCOL_NAMES` (``__globals__``, ``__builtins__``, ``__subclasses__``, ``__dict__`` are
  not among them).

Everything else a program can reach in the sandbox is fixed for every run: the string-hash
order (one ``PYTHONHASHSEED`` for all workers), the files (a read-only copy of the interpreter),
the working directory (fresh and empty), the environment, and under bubblewrap the memory layout
(every worker runs without address randomization: ``inside.sandbox_worker.fixed_layout``). Object
addresses, which a program reaches without naming anything (the default ``repr`` of a function),
still take one of two values from one run to the next: see docs/SANDBOX.md.
"""

from __future__ import annotations

import ast
import functools
import sys

from reward_plugins.pyparse import parse

DETERMINISTIC_MODULES = frozenset((
    "__future__", "abc", "array", "base64", "binascii", "bisect", "calendar", "cmath", "collections", "contextlib",
    "copy", "dataclasses", "decimal", "difflib", "enum", "fractions", "functools", "graphlib", "hashlib", "heapq",
    "itertools", "json", "keyword", "math", "numbers", "operator", "re", "statistics", "string", "struct", "sys",
    "textwrap", "typing", "unicodedata",
))
DYNAMIC_NAMES = frozenset((
    # builtins that reach modules, files, the interpreter's state or object identity
    "__import__", "breakpoint", "compile", "delattr", "eval", "exec", "getattr", "globals", "hasattr", "hash",
    "help", "id", "locals", "open", "setattr", "vars",
    # frames, code and raw files reached through attributes
    "f_back", "f_builtins", "f_globals", "f_locals", "gi_frame", "cr_frame", "ag_frame", "tb_frame", "tb_next",
    "gi_code", "raw", "detach", "fileno", "modules", "getrefcount", "getallocatedblocks", "settrace", "setprofile",
    "gettrace", "getprofile", "audit", "addaudithook", "exc_info", "exception", "last_traceback", "getswitchinterval",
    "breakpointhook",
    # the import system's own objects, which load any module by name
    "meta_path", "path_hooks", "path_importer_cache", "find_spec", "find_module", "load_module", "exec_module",
    "create_module", "loader",
    # attribute names or code given as strings
    "attrgetter", "methodcaller", "get_type_hints", "ForwardRef", "Formatter", "get_field", "make_dataclass",
    # clocks and randomness, by whatever module they were reached
    "time", "time_ns", "monotonic", "perf_counter", "process_time", "now", "today", "utcnow", "urandom",
    "getrandom", "random", "randbits", "SystemRandom",
))
# Double-underscore names a program may use: methods of the data model, which define behaviour of
# the program's own classes, and the module-name check.
PROTOCOL_NAMES = frozenset((
    "__init__", "__new__", "__post_init__", "__repr__", "__str__", "__format__", "__bytes__", "__bool__", "__len__",
    "__iter__", "__next__", "__reversed__", "__contains__", "__getitem__", "__setitem__", "__delitem__",
    "__missing__", "__call__", "__enter__", "__exit__", "__hash__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__",
    "__ge__", "__add__", "__radd__", "__iadd__", "__sub__", "__rsub__", "__isub__", "__mul__", "__rmul__", "__imul__",
    "__truediv__", "__rtruediv__", "__itruediv__", "__floordiv__", "__rfloordiv__", "__ifloordiv__", "__mod__",
    "__rmod__", "__imod__", "__pow__", "__rpow__", "__ipow__", "__matmul__", "__neg__", "__pos__", "__abs__",
    "__invert__", "__and__", "__rand__", "__iand__", "__or__", "__ror__", "__ior__", "__xor__", "__rxor__",
    "__ixor__", "__lshift__", "__rlshift__", "__ilshift__", "__rshift__", "__rrshift__", "__irshift__", "__int__",
    "__float__", "__complex__", "__index__", "__round__", "__trunc__", "__floor__", "__ceil__", "__divmod__",
    "__rdivmod__", "__slots__", "__name__", "__main__", "__doc__", "__annotations__",
))
# Modules whose names are common method and variable names, and which no allowed module exposes as
# an attribute or could use to reach anything that changes between runs.
COMMON_WORDS = frozenset(("code", "queue", "readline", "stat", "token", "types"))
_OTHER_MODULES = frozenset(sys.stdlib_module_names) - DETERMINISTIC_MODULES - COMMON_WORDS


def _allowed(name: str) -> bool:
    if name in DYNAMIC_NAMES or name in _OTHER_MODULES:
        return False
    if name.startswith("__") and name.endswith("__"):
        return name in PROTOCOL_NAMES
    return not name.startswith("_")


def _imports_allowed(node: ast.AST) -> bool:
    if isinstance(node, ast.Import):
        return all(alias.name.split(".")[0] in DETERMINISTIC_MODULES for alias in node.names)
    if isinstance(node, ast.ImportFrom):
        return node.level == 0 and node.module is not None and node.module.split(".")[0] in DETERMINISTIC_MODULES
    return True


@functools.lru_cache(maxsize=4096)
def closed(code: str) -> bool:
    """Whether ``code`` can reach only what is the same in every run (see the module's docstring)."""
    try:
        tree = parse(code)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return False
    for node in ast.walk(tree):
        if not _imports_allowed(node):
            return False
        if isinstance(node, ast.Name):
            names = [node.id]
        elif isinstance(node, ast.Attribute):
            names = [node.attr]
        elif isinstance(node, ast.alias):
            names = [part for part in node.name.split(".") if node.name != "*"] + ([node.asname] if node.asname else [])
            names = [n for n in names if n not in DETERMINISTIC_MODULES]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [] if node.name in PROTOCOL_NAMES else [node.name]
        elif isinstance(node, ast.keyword) and node.arg:
            names = [node.arg]
        elif isinstance(node, ast.MatchClass):  # ``case C(attr=...)`` reads attributes by name
            names = list(node.kwd_attrs)
        else:
            continue
        if not all(_allowed(name) for name in names):
            return False
    return True


__all__ = ["COMMON_WORDS", "DETERMINISTIC_MODULES", "DYNAMIC_NAMES", "PROTOCOL_NAMES", "closed"]
