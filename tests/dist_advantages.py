"""One GRPOExtTrainer run per process, for the multi-process test (CPU, gloo).

    torchrun --standalone --nproc_per_node 2 tests/dist_advantages.py MODEL_DIR OUT_DIR SCHEME

Each rank trains 2 steps on the tiny model and writes ``OUT_DIR/rank<i>.pt`` with the rewards TRL
gathered from every process, the advantages of this rank's batch as the scoring hook returned it, and the advantages of every
batch that reached the loss.
``tests/test_trainer_distributed.py`` checks that each rank got its own slice of the advantages the
scheme computes on the gathered rewards.
"""

from __future__ import annotations

import os
import sys


def main(model_dir: str, out_dir: str, scheme: str) -> None:
    import torch
    from fixtures.rewards import ParityReward, prompt_dataset
    from fixtures.trainer_runs import Recorder, fast_args

    from trl_grpo_ext import GRPOExtTrainer

    args = fast_args(os.path.join(out_dir, "trainer"), advantage_scheme=scheme)
    trainer = GRPOExtTrainer(
        model=model_dir, reward_funcs=[ParityReward()], args=args, train_dataset=prompt_dataset(8)
    )
    record = Recorder(trainer)
    trainer.train()
    keys = ("advantages", "prompt_ids", "prompt_mask", "completion_ids", "completion_mask")
    torch.save(
        {
            "process_index": trainer.accelerator.process_index,
            "num_processes": trainer.accelerator.num_processes,
            "rewards": record.rewards,
            "generated": [{k: g[k] for k in keys} for g in record.generated],
            "loss_inputs": [{k: b[k] for k in keys} for b in record.loss_inputs],
        },
        os.path.join(out_dir, f"rank{trainer.accelerator.process_index}.pt"),
    )


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # the tests' fixtures package
    main(*sys.argv[1:4])
