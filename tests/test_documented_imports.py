"""Every function or class README.md and docs/*.md import from this project is importable from the path they
show: each ``from trl_grpo_ext... import X`` / ``from reward_plugins... import X`` of a code block or an inline
code span is imported as written."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
OURS = ("trl_grpo_ext", "reward_plugins")

FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
INLINE = re.compile(r"`([^`\n]+)`")
# `from a.b import c, d` or `from a.b import (c,\n d)`, after an optional doctest prompt.
IMPORT = re.compile(r"^[ \t]*(?:>>>[ \t]*)?from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]+)", re.MULTILINE)


def imports_in(text: str) -> set[tuple[str, str]]:
    """``(module, name)`` for every name imported in ``text`` from this project's packages (``...`` elisions and
    doctest continuation prompts skipped)."""
    found = set()
    for module, names in IMPORT.findall(text):
        if module.split(".")[0] not in OURS:
            continue
        for name in names.replace("...", " ").strip("() \t\n").split(","):
            name = name.split("#")[0].split(" as ")[0].strip(" \t\n()")
            if name.isidentifier():
                found.add((module, name))
    return found


def documented_imports() -> dict[tuple[str, str], list[str]]:
    """``(module, name)`` -> the pages that show that import."""
    shown: dict[tuple[str, str], list[str]] = {}
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        blocks = [m.group(0) for m in FENCE.finditer(text)]
        spans = [m.group(1) for m in INLINE.finditer(FENCE.sub("", text))]
        for pair in imports_in("\n".join(blocks + spans)):
            shown.setdefault(pair, []).append(page.relative_to(ROOT).as_posix())
    return shown


DOCUMENTED = documented_imports()


def test_the_reader_finds_imports_of_every_spelling():
    text = """
from trl_grpo_ext.registry import get_reward, list_rewards  # a comment
>>> from trl_grpo_ext.advantages import compute_advantages as ca
from trl_grpo_ext.qlora import (
    lora_config,
    precision_flags,
)
from trl_grpo_ext import GRPOExtConfig, ...
from trl import GRPOConfig
"""
    assert imports_in(text) == {
        ("trl_grpo_ext.registry", "get_reward"), ("trl_grpo_ext.registry", "list_rewards"),
        ("trl_grpo_ext.advantages", "compute_advantages"), ("trl_grpo_ext.qlora", "lora_config"),
        ("trl_grpo_ext.qlora", "precision_flags"), ("trl_grpo_ext", "GRPOExtConfig"),
    }


def test_the_docs_show_the_public_paths():
    modules = {module for module, _ in DOCUMENTED}
    assert {"trl_grpo_ext", "trl_grpo_ext.registry", "trl_grpo_ext.advantages", "trl_grpo_ext.theory"} <= modules


@pytest.mark.parametrize("module, name", sorted(DOCUMENTED), ids=[f"{m}:{n}" for m, n in sorted(DOCUMENTED)])
def test_a_documented_name_is_importable_from_the_path_shown(module, name):
    where = ", ".join(DOCUMENTED[module, name])
    imported = importlib.import_module(module)
    assert hasattr(imported, name), f"{where} shows `from {module} import {name}`, which fails"
