"""``trl-grpo-ext demo``: the arguments of [`trl_grpo_ext.app.demo.run_demo`], checked, and its last lines.

Every flag takes the spelling of ``trl-grpo-ext train`` too (``--output_dir``, ``--learning_rate``,
``--max_steps``, ``--advantage_scheme``, ...), so a flag copied from one command works in the other.
Only argparse is imported at module import time; torch, transformers and trl load inside `run`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from trl_grpo_ext.app.demo.settings import DEFAULTS

__all__ = ["add_parser", "run"]

# The demo's flag -> the name of the same setting in a `train` recipe, where it differs.
TRAIN_SPELLINGS = {"steps": "max_steps", "lr": "learning_rate", "scheme": "advantage_scheme"}


def _spellings(dest: str) -> list[str]:
    names = [f"--{dest.replace('_', '-')}", f"--{dest}"]
    if dest in TRAIN_SPELLINGS:
        names.append(f"--{TRAIN_SPELLINGS[dest]}")
    return list(dict.fromkeys(names))  # `--seed` has one spelling only


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add the ``demo`` subcommand to a CLI's subparsers; it runs [`run`]."""
    d = DEFAULTS
    parser = subparsers.add_parser(
        "demo",
        help="GRPO on the embedded SmolLM2-135M model, on a CPU, in minutes: held-out accuracy before -> after",
        description=(
            "Train the embedded SmolLM2-135M-Instruct with GRPO and the math_accuracy reward on a small arithmetic "
            "task, evaluating held-out greedy accuracy before and after. Writes reward_curve.png and summary.json "
            "to --output-dir. Every flag also takes its `train` spelling (--output_dir, --learning_rate, "
            "--max_steps, --advantage_scheme, ...)."
        ),
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )

    def add(dest: str, help: str, **kwargs) -> None:
        parser.add_argument(*_spellings(dest), dest=dest, default=d[dest], help=help, **kwargs)

    add("steps", "GRPO optimiser steps; unset: 20 in fp32 (every CPU), 30 with bf16 training passes (a GPU)", type=int)
    add("scheme", "advantage scheme (see `trl-grpo-ext schemes list`)")
    add("seed", "seeds sampling, the adapter's initialisation and the training order (the held-out set is fixed)",
        type=int)
    add("task", "registered task generator (addition, basic_arithmetic, ...)")
    add("device", "cpu, cuda, cuda:1, ...")
    add("output_dir", "where the plot and summary.json go")
    add("lr", "learning rate (constant)", type=float)
    add("lora_r", "LoRA rank on every linear layer (alpha 2 x rank); 0 trains every weight", type=int)
    add("num_generations", "completions per prompt", type=int)
    add("prompts_per_step", "prompts per optimiser step", type=int)
    add("max_completion_length", "tokens per completion, in training and evaluation", type=int)
    add("system_prompt", "system message of every prompt; '' keeps the chat template's own")
    add("precision", "training passes in bf16 autocast or fp32; auto: fp32 on every CPU, bf16 on a GPU that has it",
        choices=("auto", "bf16", "fp32"))
    add("eval_size", "held-out prompts, evaluated before, during and after training", type=int)
    add("eval_every", "steps between held-out evaluations during training; unset: one, at the middle step", type=int)
    parser.set_defaults(func=run)
    return parser


def _check(args: argparse.Namespace) -> None:
    for name in ("steps", "num_generations", "prompts_per_step", "max_completion_length", "eval_size", "eval_every"):
        value = getattr(args, name)
        if value is not None and value < 1:  # steps and eval_every may be left unset
            raise ValueError(f"--{name.replace('_', '-')} must be >= 1, got {value}")
    if args.num_generations < 2:
        raise ValueError(f"--num-generations must be >= 2 (GRPO compares completions of one prompt), got {args.num_generations}")
    if not args.lr > 0:
        raise ValueError(f"--lr must be > 0, got {args.lr}")
    if args.lora_r < 0:
        raise ValueError(f"--lora-r must be >= 0 (0: full fine-tuning), got {args.lora_r}")


def run(args: argparse.Namespace) -> int:
    """Run the demo from parsed arguments; the last line printed is ``held-out accuracy: A -> B``."""
    try:
        _check(args)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from trl_grpo_ext.app.demo import run_demo
    from trl_grpo_ext.registry import PluginError

    settings = {name: getattr(args, name) for name in DEFAULTS}
    settings["system_prompt"] = settings["system_prompt"] or None
    try:
        summary = run_demo(**settings)
    except (ValueError, PluginError) as exc:  # a bad scheme, task or device, found before training
        print(f"error: {exc}", file=sys.stderr)
        return 2
    out = Path(args.output_dir)
    print(f"wrote {out / 'reward_curve.png'} and {out / 'summary.json'} ({summary['timings']['total_s']:.0f} s)")
    print(f"held-out accuracy: {summary['accuracy_before']:.2f} -> {summary['accuracy_after']:.2f}")
    return 0
