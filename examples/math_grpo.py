"""GRPO on GSM8K-style word problems: ``math_accuracy`` plus a format reward.

Problems come from reasoning-gym's ``gsm_symbolic`` generator (GSM8K templates with fresh numbers,
unlimited and offline) when ``reasoning-gym`` is installed, else from a local JSONL file with
``question`` and ``answer`` fields (``examples/data/gsm_style.jsonl`` by default).

    # CPU, embedded SmolLM2 with a LoRA adapter
    python examples/math_grpo.py --max-steps 20
    # one GPU, a 7B model in 4-bit, the max_rl scheme, wandb
    python examples/math_grpo.py --model Qwen/Qwen2.5-7B-Instruct --qlora --scheme max_rl --report-to wandb
    # your own problems, the think/answer format
    python examples/math_grpo.py --data my_problems.jsonl --format-reward think_answer_format

Rewards: ``math_accuracy`` (weight 1) reads the final answer (``\\boxed{}``, ``<answer>``, "the answer
is", last number) and checks it with math-verify; the format reward (weight ``--format-weight``)
pays for the requested layout so that the answer can be found at all.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
from pathlib import Path

import example_utils

HERE = Path(__file__).resolve().parent
DEFAULT_JSONL = HERE / "data" / "gsm_style.jsonl"
INSTRUCTIONS = {
    "single_boxed_answer": "Solve the problem step by step, then give the final number once, as \\boxed{{number}}.",
    "think_answer_format": (
        "Think inside <think></think>, then give only the final number inside <answer></answer>."
    ),
    "none": "Solve the problem and end with 'The answer is <number>.'",
}


def load_problems(data: str, size: int, seed: int) -> list[dict[str, str]]:
    """``[{"question", "answer"}]`` from ``gsm_symbolic`` or a JSONL file."""
    if data == "gsm_symbolic":
        import reasoning_gym

        dataset = reasoning_gym.create_dataset("gsm_symbolic", size=size, seed=seed)
        return [{"question": entry["question"], "answer": str(entry["answer"])} for entry in dataset]
    path = Path(data)
    if not path.is_file():
        raise SystemExit(f"--data {data!r}: no such file; give 'gsm_symbolic' or a JSONL file of question/answer")
    rows = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        if not {"question", "answer"} <= set(row):
            raise SystemExit(f"{path}:{number}: each line needs 'question' and 'answer', got {sorted(row)}")
        rows.append({"question": str(row["question"]), "answer": str(row["answer"])})
    return [rows[i % len(rows)] for i in range(size)] if rows else []


def to_dataset(problems: list[dict[str, str]], format_reward: str):
    """TRL's conversational format; ``answer`` stays a column for ``math_accuracy``."""
    from datasets import Dataset

    instruction = INSTRUCTIONS[format_reward].format()
    return Dataset.from_dict(
        {
            "prompt": [[{"role": "user", "content": f"{p['question']}\n{instruction}"}] for p in problems],
            "answer": [p["answer"] for p in problems],
        }
    )


def reward_plugins(format_reward: str, format_weight: float) -> list:
    plugins = [{"name": "math_accuracy", "weight": 1.0}]
    if format_reward != "none":
        plugins.append({"name": format_reward, "weight": format_weight})
    return plugins


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_data = "gsm_symbolic" if importlib.util.find_spec("reasoning_gym") else str(DEFAULT_JSONL)
    parser.add_argument(
        "--data", default=default_data,
        help=f"'gsm_symbolic' (reasoning-gym) or a JSONL file of question/answer (default: {default_data})",
    )
    parser.add_argument("--format-reward", default="single_boxed_answer", choices=sorted(INSTRUCTIONS))
    parser.add_argument("--format-weight", type=float, default=0.2)
    example_utils.add_training_arguments(parser, max_completion_length=256)
    args = parser.parse_args(argv)

    dataset = to_dataset(load_problems(args.data, args.size, args.seed), args.format_reward)
    config = example_utils.build_config(
        args, reward_plugins(args.format_reward, args.format_weight), output_dir=f"runs/math-{args.scheme}"
    )
    example_utils.train_and_save(args, config, dataset)


if __name__ == "__main__":
    main()
