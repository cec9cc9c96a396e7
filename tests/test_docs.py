"""User docs say what a user runs and gets: no round-by-round history, no broken links.

The history of how a figure moved lives beside the results, in ``bench/results/*_HISTORY.md``.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parent.parent
USER_DOCS = sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]

HISTORY = re.compile(r"\b(?:before this round|this round|last round|round \d)", re.IGNORECASE)
# Inline links and images: [text](target) or ![alt](target), target up to a space or ")".
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
EXTERNAL = ("http://", "https://", "mailto:", "#")


def _ids(paths):
    return [p.relative_to(ROOT).as_posix() for p in paths]


def _prose(path: Path) -> str:
    """The page without its fenced code blocks: links and words in code are not prose."""
    return FENCE.sub("", path.read_text(encoding="utf-8"))


def _relative_links(text: str) -> list[str]:
    targets = (m.group(1) for m in LINK.finditer(text))
    return [t for t in targets if not t.startswith(EXTERNAL)]


@pytest.mark.parametrize("page", USER_DOCS, ids=_ids(USER_DOCS))
def test_user_page_has_no_round_by_round_history(page):
    hits = [
        f"line {n}: {line.strip()[:100]}"
        for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1)
        if HISTORY.search(line)
    ]
    assert not hits, f"{page.name} reads as a log; move the history to bench/results/*_HISTORY.md:\n" + "\n".join(hits)


@pytest.mark.parametrize("page", USER_DOCS, ids=_ids(USER_DOCS))
def test_every_relative_link_points_to_an_existing_file(page):
    broken = []
    for target in _relative_links(_prose(page)):
        path = unquote(target.split("#", 1)[0])
        if path and not (page.parent / path).exists():
            broken.append(target)
    assert not broken, f"{page.name} links to missing files: {broken}"


def _anchors(page: Path) -> set[str]:
    """The anchors GitHub gives the page's headings: lower case, punctuation dropped, spaces as hyphens."""
    headings = re.findall(r"^#+\s+(.+?)\s*$", _prose(page), re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", h.lower()).replace(" ", "-") for h in headings}


@pytest.mark.parametrize("page", USER_DOCS, ids=_ids(USER_DOCS))
def test_every_link_to_a_heading_finds_it(page):
    broken = []
    for target in _relative_links(_prose(page)):
        path, _, anchor = unquote(target).partition("#")
        if anchor and path.endswith(".md") and anchor not in _anchors(page.parent / path):
            broken.append(target)
    assert not broken, f"{page.name} links to headings that do not exist: {broken}"


@pytest.mark.parametrize(
    "heading, anchor",
    [("## What a run logs", "what-a-run-logs"), ("### `trl-grpo-ext audit`: find it", "trl-grpo-ext-audit-find-it")],
)
def test_anchor_reader_spells_headings_as_github_does(tmp_path, heading, anchor):
    page = tmp_path / "page.md"
    page.write_text(f"# Title\n\n{heading}\n")
    assert anchor in _anchors(page)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("see [the math page](MATH.md#pool) and ![curve](learning_easy.png)", ["MATH.md#pool", "learning_easy.png"]),
        ("[site](https://example.org) [top](#install) [mail](mailto:a@b.c)", []),
        ('[results](../bench/results/x.json "title")', ["../bench/results/x.json"]),
    ],
)
def test_link_reader_keeps_relative_targets_only(text, expected):
    assert _relative_links(text) == expected


@pytest.mark.parametrize(
    "line, is_history",
    [
        ("Before this round, the copy was unstacked.", True),
        ("Last round we measured 2.4x.", True),
        ("In Round 3 the pool changed.", True),
        ("Each prompt goes round the group once.", False),
        ("Rounded to two decimals.", False),
    ],
)
def test_history_pattern_flags_rounds_not_ordinary_words(line, is_history):
    assert bool(HISTORY.search(line)) is is_history
