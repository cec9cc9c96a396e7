"""Agreement with other projects' labels: ``math_accuracy`` against plain math-verify.

Reads labelled (gold, completion, expected) cases -- by default ``tests/data/peer_math_cases.jsonl``,
taken verbatim from the public test suites of Math-Verify, lighteval, TRL, open-r1 and verl, each
with its ``source`` -- and scores every case two ways:

- ``math_accuracy``: the plugin at its default options, given each case's ``prompt`` when it has one;
- ``math-verify``: plain ``math_verify.verify(parse(gold), parse(completion))``, its defaults.

A ``[...]`` in ``source`` names a setting the peer's test uses that is not its default (such as
``precision=2``); those cases are scored at our defaults too, and reported apart.

Usage:
    python bench/suite/math_peer_agreement.py [--cases FILE] [--show-misses] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections import Counter
from pathlib import Path

from results_io import add_smoke_option, smoke_dir, write_result  # bench/suite/results_io.py

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_CASES = ROOT / "tests" / "data" / "peer_math_cases.jsonl"


def load(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def is_default_setting(case: dict) -> bool:
    return "[" not in case.get("source", "")


def score_plain(cases: list[dict]) -> list[bool]:
    from math_verify import parse, verify

    return [bool(verify(parse(c["gold"]), parse(c["completion"]))) for c in cases]


def score_ours(cases: list[dict]) -> tuple[list[bool], Counter]:
    sys.path.insert(0, str(ROOT))
    from reward_plugins.math.plugin import MathAccuracy

    plugin = MathAccuracy()
    try:
        scores = plugin(prompts=[c.get("prompt", "") for c in cases], completions=[c["completion"] for c in cases],
                        answer=[c["gold"] for c in cases])
        return [s == 1.0 for s in scores], Counter(plugin.outcomes)
    finally:
        plugin.close()


def agreement(results: list[bool], cases: list[dict], only_default: bool = False) -> tuple[int, int]:
    pairs = [(r, c) for r, c in zip(results, cases) if not only_default or is_default_setting(c)]
    return sum(r == c["expected"] for r, c in pairs), len(pairs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=Path, default=DEFAULT_CASES)
    parser.add_argument("--show-misses", action="store_true", help="print every case ours gets wrong")
    parser.add_argument("--json", type=Path, help="write the numbers here")
    add_smoke_option(parser)
    args = parser.parse_args()
    if args.smoke and not args.json:
        args.json = smoke_dir() / "math_peer_agreement.json"
    logging.disable(logging.WARNING)  # math-verify's per-row timeout notices
    import warnings

    warnings.simplefilter("ignore")  # unreadable golds are counted, not shown

    cases = load(args.cases)[:: 13 if args.smoke else 1]  # the smoke: one case in 13, every source
    ours, outcomes = score_ours(cases)
    plain = score_plain(cases)
    table = {}
    print(f"{len(cases)} cases from {args.cases.name}; {sum(map(is_default_setting, cases))} at the peers' default settings\n")
    print(f"{'checker':<16}{'all cases':>18}{'default settings':>22}")
    for name, results in (("math_accuracy", ours), ("math-verify", plain)):
        (a, n), (d, m) = agreement(results, cases), agreement(results, cases, only_default=True)
        table[name] = {"all": [a, n, a / n], "default_settings": [d, m, d / m]}
        print(f"{name:<16}{a:>5}/{n:<4} {a / n:>7.1%}{d:>9}/{m:<4} {d / m:>7.1%}")
    fp = sum(o and not c["expected"] for o, c in zip(ours, cases))
    plain_fp = sum(p and not c["expected"] for p, c in zip(plain, cases))
    print(f"\nfalse positives (scored 1, labelled wrong): math_accuracy {fp}, math-verify {plain_fp}; "
          f"math_accuracy outcomes: {dict(outcomes)}")
    classes = sorted({c["source"].split("::")[1] for c in cases if "::" in c["source"]})
    if any(c["source"].startswith("own/") for c in cases):
        print(f"\n{'class':<22}{'math_accuracy':>16}{'math-verify':>14}")
        for name in classes:
            picked = [i for i, c in enumerate(cases) if c["source"].endswith("::" + name)]
            ours_ok = sum(ours[i] == cases[i]["expected"] for i in picked)
            plain_ok = sum(plain[i] == cases[i]["expected"] for i in picked)
            table.setdefault("classes", {})[name] = {"cases": len(picked), "math_accuracy": ours_ok, "math-verify": plain_ok}
            print(f"{name:<22}{ours_ok:>9}/{len(picked):<6}{plain_ok:>7}/{len(picked):<6}")
    if args.show_misses:
        print()
        for o, p, c in zip(ours, plain, cases):
            if o != c["expected"]:
                print(f"[{c['source']}] expected={c['expected']} ours={o} math-verify={p}\n"
                      f"  gold: {c['gold'][:200]!r}\n  completion: ...{c['completion'][-300:]!r}")
    if args.json:
        write_result(args.json, {"cases": str(args.cases.name), "agreement": table, "false_positives": fp,
                                 "false_positives_math_verify": plain_fp})
        print(f"wrote {args.json}")


if __name__ == "__main__":
    main()
