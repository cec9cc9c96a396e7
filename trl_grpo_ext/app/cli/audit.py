"""``trl-grpo-ext audit REWARD --kind math|code``: the reward's paid and lost families, before training on it.

Example::

    trl-grpo-ext audit math_accuracy --kind math --json audit.json --plot audit.png
    trl-grpo-ext audit my_pkg.rewards:last_number --kind math
    trl-grpo-ext audit code_tests --kind code --option timeout=2

Exit status: 0 when no false-positive family is paid, 1 when one is (or a call never returns), 2 on a
usage error.
"""

from __future__ import annotations

import argparse

from trl_grpo_ext.app.cli.theory import parse_param

__all__ = ["add_parser", "run"]


def _column(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key or not value:
        raise argparse.ArgumentTypeError(f"--columns expects NAME=COLUMN (for example answer=solution), got {text!r}")
    return key, value


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add the ``audit`` subcommand; it runs [`run`]."""
    parser = subparsers.add_parser(
        "audit",
        help="test a reward for the hacks a policy will find (paid wrong answers, lost right ones)",
        description=(
            "Feed REWARD batteries of wrong completions dressed in every trick known to fool a checker "
            "(false-positive families) and right completions in less common forms (false-negative families), "
            "called as TRL calls a reward. Prints one line per family; exits 1 when any false-positive family "
            "is paid. Code rewards that do not use this project's sandbox are called inside bubblewrap."
        ),
    )
    parser.add_argument("reward", metavar="REWARD",
                        help="a registered reward (trl-grpo-ext rewards list) or package.module:function")
    parser.add_argument("--kind", choices=("math", "code"), required=True, help="which battery")
    parser.add_argument("--dataset", metavar="PATH|task:NAME", default=None,
                        help="rows from a JSON/JSON-lines file -- math: prompt/question + answer columns, or a "
                             "registered task; code: MBPP's or HumanEval's columns (default: built-in rows)")
    parser.add_argument("--columns", metavar="NAME=COLUMN", type=_column, action="append", default=[],
                        help="the reward's column for a battery column: answer (math gold), tests, "
                             "test_setup_code (code); e.g. --columns answer=solution; repeatable")
    parser.add_argument("--option", metavar="KEY=VALUE", type=parse_param, action="append", default=[],
                        help="an option of the reward's constructor (registered plugins); repeatable")
    parser.add_argument("--chat", action="store_true",
                        help="pass prompts and completions as chat messages (a conversational dataset)")
    parser.add_argument("--rows", type=int, default=8, help="dataset rows used (default: 8)")
    parser.add_argument("--deadline", type=float, default=60.0, help="seconds one reward call may take (default: 60)")
    parser.add_argument("--budget", type=float, default=170.0,
                        help="seconds for the whole audit; families not reached are reported untested (default: 170)")
    parser.add_argument("--full-reward", type=float, default=1.0, dest="full_reward",
                        help="the reward of a right answer; a right case earning less is lost (default: 1.0)")
    parser.add_argument("--json", metavar="OUT", default=None, help="write the JSON report here")
    parser.add_argument("--plot", metavar="OUT.png", default=None, help="write a bar chart of the families here")
    parser.set_defaults(func=run)
    return parser


def run(args: argparse.Namespace) -> int:
    """Run the audit, print the table, write what was asked; the exit status says whether anything was paid."""
    from trl_grpo_ext.app.audit import audit, plot, summarise, table, write_json

    result = audit(args.reward, args.kind, options=dict(args.option), dataset=args.dataset,
                   columns=dict(args.columns), chat=args.chat, deadline=args.deadline, budget=args.budget,
                   limit=args.rows, full_reward=args.full_reward)
    report = summarise(result)
    print(table(report))
    if args.json:
        print(f"JSON report written to {write_json(report, args.json)}")
    if args.plot:
        print(plot(report, args.plot))
    return report["exit_status"]
