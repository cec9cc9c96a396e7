"""The import graph of the repository, files as nodes and imports as edges (every import grimp finds: at
module load, inside functions and under ``TYPE_CHECKING``): no cycle among the files of either package,
and none between the top folders, where every arrow points from the folders that use the packages
(bench, examples, tests) to ``reward_plugins`` and from there, through the registry, to ``trl_grpo_ext``."""

from __future__ import annotations

import functools

import grimp
import pytest

PACKAGES = ("trl_grpo_ext", "reward_plugins")
# Folders of scripts that use the packages: a package importing one of them would close a loop.
USERS = ("bench", "examples", "tests")


@functools.cache
def import_graph() -> dict[str, set[str]]:
    """Module -> the modules it imports, for the modules of both packages and the top-level names they import."""
    graph = grimp.build_graph(*PACKAGES, include_external_packages=True, cache_dir=None)
    return {module: graph.find_modules_directly_imported_by(module) for module in graph.modules}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as ``[a, b, ..., a]``, or ``None``."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def dfs(node):
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
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


def folder_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """Top folder -> the top folders its files import (outside packages, such as torch, left out)."""
    tops = {*PACKAGES, *USERS}
    folders: dict[str, set[str]] = {}
    for module, imported in graph.items():
        top = module.split(".")[0]
        if top in PACKAGES:
            targets = {m.split(".")[0] for m in imported} & tops
            folders.setdefault(top, set()).update(targets - {top})
    return folders


def test_the_cycle_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a"}}) is None


def test_the_folder_graph_keeps_arrows_between_top_folders_only():
    graph = {"trl_grpo_ext.app.x": {"trl_grpo_ext.core.y", "torch", "bench"}, "reward_plugins.z": {"trl_grpo_ext.registry"}}
    assert folder_graph(graph) == {"trl_grpo_ext": {"bench"}, "reward_plugins": {"trl_grpo_ext"}}


@pytest.mark.parametrize("package", PACKAGES)
def test_no_file_cycle_inside_a_package(package):
    graph = {m: {i for i in imported if i.split(".")[0] == package}
             for m, imported in import_graph().items() if m.split(".")[0] == package}
    assert len(graph) > 10, package
    assert find_cycle(graph) is None


def test_no_cycle_between_the_top_folders():
    folders = folder_graph(import_graph())
    assert folders["trl_grpo_ext"] == set()  # it reaches reward_plugins through entry points only
    assert folders["reward_plugins"] == {"trl_grpo_ext"}
    assert find_cycle(folders) is None


def test_reward_plugins_reach_trl_grpo_ext_only_through_the_registry():
    graph = import_graph()
    reached = {i for m, imported in graph.items() if m.startswith("reward_plugins") for i in imported
               if i.startswith("trl_grpo_ext")}
    assert reached and all(m == "trl_grpo_ext.registry" or m.startswith("trl_grpo_ext.registry.") for m in reached)


def test_theory_is_at_the_bottom_pure_maths_on_the_schemes():
    graph = import_graph()
    reached, todo = set(), ["trl_grpo_ext.core.theory"]
    while todo:
        for module in graph[todo.pop()] - reached:
            reached.add(module)
            todo.append(module)
    ours = {m for m in reached if m.split(".")[0] in PACKAGES}
    # A scheme named by a string is resolved by the registry, the layer below core.
    assert {m for m in ours if not m.startswith(("trl_grpo_ext.core.advantages", "trl_grpo_ext.registry"))} == set()


def test_no_module_imports_the_package_top():
    """``trl_grpo_ext/__init__.py`` re-exports for users; the package's own modules (the command line's
    ``--version`` included) import from where things live."""
    importers = {m for m, imported in import_graph().items() if "trl_grpo_ext" in imported}
    assert importers == set()
