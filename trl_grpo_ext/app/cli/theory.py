"""``trl-grpo-ext theory``: predicted success rate p* of a scheme under KL regularisation, and its weights plot.

Example::

    trl-grpo-ext theory --scheme grpo --beta 2 --p-ref 0.2 --plot weights.png
    trl-grpo-ext theory --scheme pass_at_k --param k=4 --beta 2 --p-ref 0.2 --compare grpo --compare max_rl

Only argparse is imported at module import time; torch and matplotlib load inside `run`.
"""

from __future__ import annotations

import argparse
import ast
import sys
from typing import Any

__all__ = ["DEFAULT_PLOT", "add_parser", "parse_param", "run"]

DEFAULT_PLOT = "weights.png"


def parse_param(text: str) -> tuple[str, Any]:
    """``"k=4"`` -> ``("k", 4)``; values are Python literals (numbers, None, True), else strings.

    Example:

    >>> parse_param("k=4"), parse_param("prior_a=None"), parse_param("lam=0.5")
    (('k', 4), ('prior_a', None), ('lam', 0.5))
    """
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"--param expects KEY=VALUE (for example k=4), got {text!r}")
    try:
        parsed = ast.literal_eval(value.strip())
    except (ValueError, SyntaxError):
        parsed = value.strip()
    return key.strip(), parsed


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add the ``theory`` subcommand to a CLI's subparsers; it runs [`run`]."""
    parser = subparsers.add_parser(
        "theory",
        help="predicted success rate p* under KL regularisation, and the contrastive weights plot",
        description=(
            "Iterate logit p_n = logit p_ref + W(p_{n-1})/beta from p_ref (Mroueh's recursion for GRPO with "
            "binary rewards under exact KL regularisation, generalised to any scheme's total weight W) and "
            "print its limit p*; write the w+(p) / w-(p) plot of the scheme."
        ),
    )
    parser.add_argument("--scheme", default="grpo", help="advantage scheme registry name (default: grpo)")
    parser.add_argument("--beta", type=float, required=True, help="KL coefficient beta > 0")
    parser.add_argument(
        "--p-ref", type=float, required=True, dest="p_ref", help="success rate of the reference policy, in (0, 1)"
    )
    parser.add_argument("--eps", type=float, default=1e-4, help="smoothing of GRPO's weights (default: 1e-4)")
    parser.add_argument(
        "--param",
        action="append",
        default=[],
        type=parse_param,
        metavar="KEY=VALUE",
        help="scheme parameter, repeatable (e.g. --param k=4)",
    )
    parser.add_argument("--plot", default=DEFAULT_PLOT, metavar="PATH", help=f"PNG to write (default: {DEFAULT_PLOT})")
    parser.add_argument("--no-plot", action="store_true", help="do not write the plot")
    parser.add_argument(
        "--compare",
        action="append",
        default=[],
        metavar="SCHEME",
        help="another scheme (default parameters) to draw in the plot, repeatable",
    )
    parser.set_defaults(func=run)
    return parser


def run(args: argparse.Namespace) -> int:
    """Print p* for the scheme and write the weights plot.

    Returns 0 on success, 1 when the recursion has no stable limit (the plot is still written), 2 on bad input.
    """
    from trl_grpo_ext.core.advantages import resolve_scheme
    from trl_grpo_ext.registry import PluginError
    from trl_grpo_ext.app.plots import plot_weights
    from trl_grpo_ext.core.theory import FixedPointError, analyze_fixed_point

    params = dict(args.param)
    try:
        scheme = resolve_scheme(args.scheme, **params)
        compare = [resolve_scheme(name) for name in args.compare]
        result = analyze_fixed_point(args.p_ref, args.beta, args.scheme, args.eps, **params)
    except (ValueError, TypeError, PluginError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2

    status = 0
    shown = f" {params}" if params else ""
    print(f"scheme {args.scheme}{shown}  beta={args.beta:g}  p_ref={args.p_ref:g}  eps={args.eps:g}")
    try:
        p_star = result.check()
    except FixedPointError as exc:
        print(f"no stable fixed point: {exc}", file=sys.stderr)
        status, p_star = 1, None
    if p_star is not None:
        print(f"p* = {p_star:.6f}")
        print(f"  reached in {result.iterations} iterations; |g'(p*)| = {abs(result.slope):.3g} (stable)")
        w_plus, w_minus = scheme.weights(p_star)
        print(f"  weights at p*: w+ = {w_plus:.4g}, w- = {w_minus:.4g}")
    others = ", ".join(f"{r:.6f}" for r in result.other_roots)
    print(f"  other fixed points in (0, 1): {others or 'none'}")

    if not args.no_plot:
        markers = {"p_ref": args.p_ref}
        if p_star is not None:
            markers["p*"] = p_star
        path = plot_weights([scheme, *compare], args.plot, markers=markers)
        print(f"plot: {path}")
    return status
