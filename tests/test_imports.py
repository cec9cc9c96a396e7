"""No import cycle among the modules of the two packages (imports that run at module load; imports
inside functions and under ``TYPE_CHECKING`` do not count)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("trl_grpo_ext", "reward_plugins")


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _load_time_imports(tree: ast.Module, module: str, is_package: bool) -> set[str]:
    """Modules imported when ``module`` loads: its top-level statements, not function bodies."""
    found: set[str] = set()
    package = module if is_package else module.rpartition(".")[0]

    def visit(nodes):
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
                continue
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in node.names)
            for field in ("body", "orelse", "finalbody", "handlers"):
                if isinstance(node, ast.ClassDef) and field != "body":
                    continue
                visit(getattr(node, field, []) or [])

    visit(tree.body)
    return found


def import_graph() -> dict[str, set[str]]:
    files = [p for package in PACKAGES for p in (ROOT / package).rglob("*.py")]
    modules = {_module_name(p): p for p in files}
    graph = {}
    for name, path in modules.items():
        imported = _load_time_imports(ast.parse(path.read_text()), name, path.name == "__init__.py")
        # `from pkg import mod` names a module; `from pkg.mod import obj` names pkg.mod.obj, which is not one.
        graph[name] = {m for m in imported if m in modules and m != name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def dfs(node):
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            # A package's own __init__ importing its submodules is how packages work, not a cycle.
            if nxt.startswith(node + "."):
                continue
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state and (found := dfs(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := dfs(node)):
            return found
    return None


def test_the_cycle_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a"}}) is None


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle(package):
    graph = {k: v for k, v in import_graph().items() if k.split(".")[0] == package}
    assert graph, package
    assert find_cycle(graph) is None


def test_theory_is_at_the_bottom_pure_maths_on_the_schemes():
    graph = import_graph()
    reached, todo = set(), ["trl_grpo_ext.core.theory"]
    while todo:
        for module in graph[todo.pop()] - reached:
            reached.add(module)
            todo.append(module)
    assert {m for m in reached if not m.startswith("trl_grpo_ext.core.advantages")} <= {"trl_grpo_ext"}
