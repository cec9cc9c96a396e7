"""GRPO on GSM8K-style word problems: ``math_accuracy`` plus a format reward (recipe: configs/math_gsm8k.yaml).

The run is the recipe ``examples/configs/math_gsm8k.yaml`` (a local JSONL file of question/answer,
a LoRA adapter on the embedded SmolLM2-135M-Instruct); every flag is a recipe key and wins over
the file (``--help`` lists them all):

    # CPU, embedded SmolLM2 with a LoRA adapter
    python examples/math_grpo.py --max_steps 20
    # one GPU, a 7B model in 4-bit, wandb
    python examples/math_grpo.py --model_name_or_path Qwen/Qwen2.5-7B-Instruct --use_peft false --qlora true --report_to wandb
    # fresh GSM8K-template problems from reasoning-gym's gsm_symbolic generator, instead of the file
    python examples/math_grpo.py --gsm_symbolic 200

Rewards: ``math_accuracy`` (weight 1) reads the final answer (``\\boxed{}``, ``<answer>``, "the answer
is", last number) and checks it with math-verify; ``single_boxed_answer`` (weight 0.2) pays for
the requested layout so that the answer can be found at all.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

import example_utils

RECIPE = "math_gsm8k.yaml"


def write_gsm_symbolic(size: int, seed: int, folder: str | Path) -> Path:
    """``size`` problems of reasoning-gym's ``gsm_symbolic`` as a JSONL file of question/answer."""
    import reasoning_gym

    path = Path(folder) / f"gsm_symbolic-{size}-{seed}.jsonl"
    with path.open("w") as handle:
        for entry in reasoning_gym.create_dataset("gsm_symbolic", size=size, seed=seed):
            handle.write(json.dumps({"question": entry["question"], "answer": str(entry["answer"])}) + "\n")
    return path


def main(argv=None) -> None:
    own = argparse.ArgumentParser(add_help=False)
    own.add_argument("--gsm_symbolic", type=int, default=None, metavar="N",
                     help="train on N problems of reasoning-gym's gsm_symbolic instead of the recipe's file")
    own.add_argument("--gsm_symbolic_seed", type=int, default=0)
    known, rest = own.parse_known_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        if known.gsm_symbolic:
            path = write_gsm_symbolic(known.gsm_symbolic, known.gsm_symbolic_seed, folder)
            rest = [*rest, "--dataset_name", str(path)]
        example_utils.train_recipe(RECIPE, rest, prog="python examples/math_grpo.py")


if __name__ == "__main__":
    main()
