"""``ast.parse`` that several threads may call at once.

CPython keeps the AST constructor's recursion depth in state shared by the interpreter's threads. When a thread
switch lands inside one tree's construction while another thread builds one, a parse of valid code fails with
``SystemError: AST constructor recursion depth mismatch`` (CPython issue 106905). The code reward scores a batch on
its own threads, and a HumanEval canonical solution once scored 0 this way. One lock keeps the construction to one
thread at a time; a parse takes microseconds beside the sandboxed run it precedes.
"""

from __future__ import annotations

import ast
import threading

_LOCK = threading.Lock()


def parse(source: str, mode: str = "exec") -> ast.AST:
    """``ast.parse(source, mode=mode)``, one thread at a time."""
    with _LOCK:
        return ast.parse(source, mode=mode)
