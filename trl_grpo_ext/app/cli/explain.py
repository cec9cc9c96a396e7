"""``trl-grpo-ext explain REWARD --prompt TEXT --completion TEXT --answer TEXT [--json]``: why one completion
scored what it did.

The reward is resolved through the registry, as training resolves it, and asked for its ``explain``
(``math_accuracy`` has one): the outcome, its reason, the rule that decided and what the reward read.
Nothing heavy is imported until the command runs, so ``trl-grpo-ext --help`` stays instant.

Example::

    $ trl-grpo-ext explain math_accuracy --prompt "Write 7/3 as a mixed number." --completion '\\boxed{7/3}' --answer '2\\frac{1}{3}'
    outcome  0.0
    reason   wrong_form
    rule     form_asked
    ...
"""

from __future__ import annotations

import argparse
import json
import sys

__all__ = ["add_parser"]


def _run(args: argparse.Namespace) -> int:
    from trl_grpo_ext.registry import get_reward

    reward = get_reward(args.reward)
    if not callable(getattr(reward, "explain", None)):
        print(f"explain: the reward {args.reward!r} has no explain(prompt, completion, answer) method; "
              "math_accuracy has one.", file=sys.stderr)
        return 2
    try:
        result = reward.explain(args.prompt, args.completion, args.answer)
    finally:
        close = getattr(reward, "close", None)
        if callable(close):
            close()
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    for key in ("outcome", "reason", "rule", "detail", "gold"):
        print(f"{key:<8} {result.get(key)}")
    for key, value in (result.get("reading") or {}).items():
        print(f"reading.{key:<14} {value!r}")
    return 0


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``explain`` subcommand."""
    parser = subparsers.add_parser(
        "explain", help="show why a reward scores one completion as it does (outcome, reason, deciding rule, reading)"
    )
    parser.add_argument("reward", help="a registered reward name, e.g. math_accuracy")
    parser.add_argument("--prompt", default="", help="the prompt (its form and unit words are read)")
    parser.add_argument("--completion", required=True, help="the completion to judge")
    parser.add_argument("--answer", required=True, help="the gold answer, as the dataset column holds it")
    parser.add_argument("--json", action="store_true", help="print one JSON object (outcome, reason, rule, ...)")
    parser.set_defaults(func=_run)
