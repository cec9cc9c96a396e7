"""The reward plugins' ``ast.parse`` runs one thread at a time (CPython's AST constructor is not thread-safe)."""

from __future__ import annotations

import ast
import threading

from reward_plugins import pyparse


def test_a_parse_waits_while_another_holds_the_constructor():
    done: list[ast.AST] = []
    worker = threading.Thread(target=lambda: done.append(pyparse.parse("x = [i for i in range(3)]")))
    with pyparse._LOCK:
        worker.start()
        worker.join(0.3)
        assert not done  # blocked behind the lock
    worker.join(5)
    assert isinstance(done[0], ast.Module)


def test_parse_returns_what_ast_parse_does():
    for source, mode in [("def f(x):\n    return x + 1\n", "exec"), ("2 * (3 + 4)", "eval")]:
        assert ast.dump(pyparse.parse(source, mode=mode)) == ast.dump(ast.parse(source, mode=mode))
