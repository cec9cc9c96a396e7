"""Build ``arithmetic_gsm_symbolic.jsonl``: worked solutions written by a generator we did not write.

The reasoning of reasoning-gym's ``gsm_symbolic`` problems (GSM8K templates with fresh numbers),
``metadata["answer_cot"]``, seed 1, the first 200 items (reasoning-gym 0.1.25): real step-by-step arithmetic in the
styles GSM8K solutions use (``48/2 = 24``, ``$5 x 3 = $15``, units between numbers, bullet lists),
including a few equations the generator got wrong.

Regenerate (needs ``pip install reasoning-gym``)::

    python tests/data/arithmetic_make_cases.py
"""

import json
from pathlib import Path

import reasoning_gym

OUT = Path(__file__).with_name("arithmetic_gsm_symbolic.jsonl")


def main() -> None:
    dataset = reasoning_gym.create_dataset("gsm_symbolic", size=200, seed=1)
    with OUT.open("w") as f:
        for i, item in enumerate(dataset):
            row = {"source": f"reasoning-gym gsm_symbolic seed=1 item={i}", "solution": item["metadata"]["answer_cot"]}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
