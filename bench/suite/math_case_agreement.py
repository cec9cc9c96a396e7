"""Agreement of ``math_accuracy`` with hand-labelled cases, per family, against plain math-verify.

Reads a JSONL of rows ``{"id", "dataset_style", "prompt", "answer", "completion", "expected",
"family", "why"}`` (an outside case set written without reading the checker) and calls the reward
the way TRL's ``GRPOTrainer`` does: the chat prompt as a conversation, the completion as the
assistant's message, the gold from the ``answer`` column. Prints agreement, false positives
(scored 1, labelled wrong) and false negatives per family, beside plain
``math_verify.verify(parse(answer), parse(completion))`` in the same run, and writes JSON.

Usage:
    python bench/suite/math_case_agreement.py FILE.jsonl [FILE.jsonl ...] [--show-misses] [--out OUT.json]
    python bench/suite/math_case_agreement.py --smoke   # one row in 20 of tests/data/math_outside_cases.jsonl
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import warnings
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from results_io import add_smoke_option, smoke_dir, write_result  # noqa: E402  (bench/suite/results_io.py)

SMOKE_CASES = ROOT / "tests" / "data" / "math_outside_cases.jsonl"


def load(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def as_chat(prompt) -> list[dict]:
    return prompt if isinstance(prompt, list) else [{"role": "user", "content": str(prompt)}]


def score_ours(rows: list[dict]) -> tuple[list[bool], list[str]]:
    from reward_plugins.math.plugin import MathAccuracy

    plugin = MathAccuracy()
    try:
        scores, reasons = [], []
        for row in rows:  # one call per row, so each row's outcome reason is known
            plugin.outcomes.clear()
            score = plugin(prompts=[as_chat(row["prompt"])],
                           completions=[[{"role": "assistant", "content": row["completion"]}]],
                           answer=[row["answer"]])[0]
            scores.append(score == 1.0)
            reasons.append(next(iter(plugin.outcomes), "?"))
        return scores, reasons
    finally:
        plugin.close()


def score_plain(rows: list[dict]) -> list[bool]:
    from math_verify import parse, verify

    results = []
    for row in rows:
        try:
            results.append(bool(verify(parse(str(row["answer"])), parse(row["completion"]))))
        except Exception:  # noqa: BLE001  (a peer failing on a row counts as a 0)
            results.append(False)
    return results


def tally(pairs) -> dict:
    """Agreement, false positives and false negatives of (scored, expected) pairs."""
    pairs = list(pairs)
    agree = sum(s == e for s, e in pairs)
    return {"rows": len(pairs), "agree": agree, "agreement": agree / len(pairs) if pairs else 0.0,
            "fp": sum(s and not e for s, e in pairs), "fn": sum(e and not s for s, e in pairs)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("cases", type=Path, nargs="*")
    parser.add_argument("--show-misses", action="store_true", help="print every row math_accuracy gets wrong")
    parser.add_argument("--no-plain", action="store_true", help="skip plain math-verify (faster)")
    parser.add_argument("--out", type=Path, help="write the numbers here")
    add_smoke_option(parser)
    args = parser.parse_args()
    if args.smoke:
        args.cases, args.out = args.cases or [SMOKE_CASES], args.out or smoke_dir() / "math_case_agreement.json"
    elif not args.cases:
        parser.error("give at least one case file (JSONL)")
    logging.disable(logging.WARNING)  # math-verify's per-row timeout notices
    warnings.simplefilter("ignore")  # unreadable golds are counted, not shown

    rows = [r for path in args.cases for r in load(path)][:: 20 if args.smoke else 1]
    ours, reasons = score_ours(rows)
    plain = [False] * len(rows) if args.no_plain else score_plain(rows)
    expected = [bool(r["expected"]) for r in rows]
    result = {"cases": [p.name for p in args.cases],
              "math_accuracy": tally(zip(ours, expected)),
              "math-verify": None if args.no_plain else tally(zip(plain, expected)),
              "families": {}, "misses": []}
    families = defaultdict(list)
    for i, r in enumerate(rows):
        families[r.get("family", "?")].append(i)

    def line(name: str, t: dict, p: dict | None) -> str:
        peer = "" if p is None else f"{p['agree']:>6}/{p['rows']:<4}{p['fp']:>4}{p['fn']:>4}"
        return f"{name:<34}{t['agree']:>6}/{t['rows']:<4}{t['fp']:>4}{t['fn']:>4}  {peer}"

    print(f"{len(rows)} rows from {', '.join(p.name for p in args.cases)}\n")
    print(f"{'family':<34}{'math_accuracy  FP  FN':>22}  {'math-verify  FP  FN' if not args.no_plain else ''}")
    for name in sorted(families):
        idx = families[name]
        t = tally((ours[i], expected[i]) for i in idx)
        p = None if args.no_plain else tally((plain[i], expected[i]) for i in idx)
        result["families"][name] = {"math_accuracy": t, "math-verify": p}
        print(line(name, t, p))
    t, p = result["math_accuracy"], result["math-verify"]
    print(line("all", t, p))
    print(f"\nmath_accuracy {t['agreement']:.1%} ({t['fp']} FP, {t['fn']} FN)"
          + ("" if p is None else f"; math-verify {p['agreement']:.1%} ({p['fp']} FP, {p['fn']} FN)"))
    print(f"outcomes: {dict(Counter(reasons))}")
    for i, r in enumerate(rows):
        if ours[i] != expected[i]:
            kind = "FP" if ours[i] else "FN"
            result["misses"].append({"id": r.get("id"), "family": r.get("family"), "kind": kind, "reason": reasons[i]})
            if args.show_misses:
                print(f"\n[{kind}] {r.get('id')} {r.get('family')} reason={reasons[i]} gold={r['answer']!r}\n"
                      f"  why: {r.get('why')}\n  completion: ...{r['completion'][-400:]!r}")
    if args.out:
        print(f"wrote {write_result(args.out, result)}")


if __name__ == "__main__":
    main()
