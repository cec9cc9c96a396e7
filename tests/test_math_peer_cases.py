"""``math_accuracy`` against labelled cases written by others and by us, one test per case.

- ``data/peer_math_cases.jsonl``: 312 (gold, completion, expected) cases taken verbatim from the
  public test suites of Math-Verify, lighteval, TRL, open-r1 and verl; ``source`` names the file
  and test, and a ``[...]`` the peer's non-default setting. Settings that mirror one of our
  options (``precision``, ``strict``, ``allow_set_relation_comp``) are passed to the plugin;
  the others (``match_types``, ``language``, TRL's reasoning variants) are scored at our defaults.
- ``data/math_adversarial_cases.jsonl``: our own cases written as a policy would try to score
  without solving -- hedges, containment traps, structured near misses, word anagrams, reasoning
  and chat-template boundaries -- with the right answers beside them. Every one must hold.

The few peer cases where we knowingly differ are listed in ``KNOWN_DIFFERENCES`` with the reason;
they run as strict xfails, so a change that fixes (or newly breaks) one is noticed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from fixtures.math_scores import math_scores

DATA = Path(__file__).with_name("data")
PEER = [json.loads(line) for line in (DATA / "peer_math_cases.jsonl").read_text().splitlines() if line.strip()]
ADVERSARIAL = [json.loads(line) for line in (DATA / "math_adversarial_cases.jsonl").read_text().splitlines() if line.strip()]

# "gold | completion" of a peer case -> why we score it differently from the label
KNOWN_DIFFERENCES = {
    "$1 - \\frac{1}{\\mathrm{e}}$ | $1 + \\frac{1}{\\mathrm{e}}$": (
        "labelled equal only because math-verify drops \\mathrm{e} as a unit and reads both as 1; "
        "we read Euler's e, and 1 + 1/e is not 1 - 1/e"
    ),
    "$9$ | Answer $ \n 9 \n $": "latex-only extraction (match_types=latex) refuses inline math over lines; we read it",
    "$9$ | Answer \\( \n 9 \n \\)": "latex-only extraction (match_types=latex) refuses inline math over lines; we read it",
    "\\boxed{ p = 5, q = 2 \\quad \\text{and} \\quad p = 7, q = 2} | $p=5,q=2;p=7,q=2$": (
        "two solution pairs written as assignments; math-verify reads neither side as pairs"
    ),
    "$10$ | Answer \\( (9+1) \\)": (
        "an unevaluated sum of numbers against a plain-number gold is the question restated, not solved "
        "(a policy learns to copy '6 - 5' from 'Calculate 6 - 5.'): it scores 0 as 'unevaluated'"
    ),
    "$11$ | $x\\approx11$": (
        "a value given only after '≈' is an estimate, not a commitment, unless the prompt asks for one: 'qualified'"
    ),
    "$\\frac{9.5}{3.14159}$ | $\\frac{9.5}{3.14159} \\approx 3.01$": (
        "the same: an answer whose only relation is '≈' commits to the estimate after it"
    ),
}
# peer settings that are our options
_OPTIONS = {"precision": ("float_rounding", int), "strict": ("strict", lambda v: v == "True"),
            "allow_set_relation_comp": ("allow_set_relation_comp", lambda v: v == "True")}


def _options(source: str) -> tuple:
    found = re.search(r"\[(.*)\]", source)
    options = {}
    for setting in (found.group(1).split(",") if found else []):
        key, _, value = setting.partition("=")
        if key in _OPTIONS:
            name, convert = _OPTIONS[key]
            options[name] = convert(value)
    return tuple(sorted(options.items()))


def _key(case: dict) -> str:
    return f"{case['gold']} | {case['completion']}"


@pytest.fixture(scope="module")
def scores():
    """Every case scored, in as few plugin calls as there are option sets."""
    results: dict[int, float] = {}
    cases = {("peer", i): c for i, c in enumerate(PEER)} | {("own", i): c for i, c in enumerate(ADVERSARIAL)}
    by_options: dict[tuple, list] = {}
    for key, case in cases.items():
        by_options.setdefault(_options(case["source"]), []).append(key)
    for options, keys in by_options.items():
        got = math_scores([""] * len(keys), [cases[k]["completion"] for k in keys], [cases[k]["gold"] for k in keys],
                          **dict(options))
        results.update(zip(keys, got))
    return results


def _peer_params():
    for i, case in enumerate(PEER):
        marks = []
        if _key(case) in KNOWN_DIFFERENCES:
            marks.append(pytest.mark.xfail(strict=True, reason=KNOWN_DIFFERENCES[_key(case)]))
        yield pytest.param(i, id=f"{i}-{case['source']}", marks=marks)


@pytest.mark.parametrize("index", list(_peer_params()))
def test_peer_case(scores, index):
    case = PEER[index]
    assert (scores[("peer", index)] == 1.0) == case["expected"], (case["gold"], case["completion"][-300:])


@pytest.mark.parametrize("index", [pytest.param(i, id=f"{i}-{c['source'].split('::')[1]}") for i, c in enumerate(ADVERSARIAL)])
def test_adversarial_case(scores, index):
    case = ADVERSARIAL[index]
    assert (scores[("own", index)] == 1.0) == case["expected"], (case["gold"], case["completion"])


def test_agreement_is_ahead_of_plain_math_verify(scores):
    from math_verify import parse, verify

    def agreement(results, only_default):
        pairs = [(r, c) for r, c in zip(results, PEER) if not only_default or "[" not in c["source"]]
        return sum(r == c["expected"] for r, c in pairs) / len(pairs)

    ours = [scores[("peer", i)] == 1.0 for i in range(len(PEER))]
    plain = [bool(verify(parse(c["gold"]), parse(c["completion"]))) for c in PEER]  # its defaults, main thread
    assert agreement(ours, False) >= 0.95 and agreement(ours, True) >= 0.98
    assert agreement(ours, False) > agreement(plain, False)
    assert agreement(ours, True) > agreement(plain, True)


def test_no_false_positive_on_the_adversarial_set(scores):
    wrong_but_rewarded = [c for i, c in enumerate(ADVERSARIAL) if scores[("own", i)] == 1.0 and not c["expected"]]
    assert len(ADVERSARIAL) >= 150 and sum(not c["expected"] for c in ADVERSARIAL) >= 100
    assert wrong_but_rewarded == []
