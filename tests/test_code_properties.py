"""The property table (reward_plugins/code/properties.py) is whole: every place it names exists, every
test it names exists, and docs/SANDBOX.md shows exactly this table."""

import ast
import functools
import importlib
from pathlib import Path

import pytest

from reward_plugins.code.properties import PROPERTIES, markdown_table

ROOT = Path(__file__).resolve().parents[1]


@functools.lru_cache(maxsize=None)
def defined_names(path: str) -> frozenset:
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    return frozenset(node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)))


@pytest.mark.parametrize("row", PROPERTIES, ids=[row.name for row in PROPERTIES])
def test_every_place_a_property_names_exists(row):
    for place in row.enforced_in:
        module, _, attributes = place.partition(":")
        target = importlib.import_module(f"reward_plugins.code.{module}")
        for attribute in attributes.split("."):
            target = getattr(target, attribute)  # AttributeError names the stale row


@pytest.mark.parametrize("row", PROPERTIES, ids=[row.name for row in PROPERTIES])
def test_every_test_a_property_names_exists(row):
    assert row.tests, f"{row.name} names no test"
    for test in row.tests:
        path, _, name = test.partition("::")
        assert (ROOT / path).is_file(), f"{row.name}: no file {path}"
        assert name in defined_names(path), f"{row.name}: no test {name} in {path}"


def test_property_names_are_unique():
    names = [row.name for row in PROPERTIES]
    assert len(names) == len(set(names))


def test_the_sandbox_page_shows_this_table():
    page = (ROOT / "docs" / "SANDBOX.md").read_text(encoding="utf-8")
    start, end = "<!-- properties: python -m reward_plugins.code.properties -->\n", "\n<!-- /properties -->"
    assert start in page and end in page, "docs/SANDBOX.md has no generated property table"
    shown = page.split(start, 1)[1].split(end, 1)[0]
    assert shown == markdown_table(), "docs/SANDBOX.md's table is stale: paste `python -m reward_plugins.code.properties`"
