"""Several processes or GPUs, on CPU: each rank trains on its own slice of the global advantages (torchrun,
gloo); one process that sees several GPUs trains on one of them instead of failing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from fixtures.trainer_runs import assert_loss_rows_match, trl_weighted_sum

from trl_grpo_ext.core.advantages import compute_advantages

pytestmark = pytest.mark.slow

SCRIPT = Path(__file__).with_name("dist_advantages.py")


def test_each_rank_gets_its_slice_of_the_global_advantages(tmp_path, tiny_model_dir):
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "OMP_NUM_THREADS": "1", "TOKENIZERS_PARALLELISM": "false"}
    command = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", "2",
               str(SCRIPT), tiny_model_dir, str(tmp_path), "max_rl"]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-4000:]

    ranks = [torch.load(tmp_path / f"rank{i}.pt") for i in range(2)]
    assert [r["process_index"] for r in ranks] == [0, 1]
    assert all(r["num_processes"] == 2 for r in ranks)
    assert len(ranks[0]["rewards"]) == len(ranks[1]["rewards"]) == 2
    distinct_slices = 0
    for step in range(2):
        gathered = ranks[0]["rewards"][step]
        torch.testing.assert_close(ranks[1]["rewards"][step], gathered)  # both ranks see every reward
        assert gathered.shape[0] == 16  # 2 processes x 8 completions
        expected = compute_advantages(trl_weighted_sum(gathered, [1.0]), 4, "max_rl")
        for rank in ranks:
            local = rank["generated"][step]["advantages"]
            n = local.shape[0]
            i = rank["process_index"]
            torch.testing.assert_close(local, expected[i * n : (i + 1) * n], rtol=0, atol=1e-6)
            assert_loss_rows_match(rank["generated"][step], rank["loss_inputs"][step])
        a, b = (r["generated"][step]["advantages"] for r in ranks)
        distinct_slices += not torch.equal(a, b)
    assert distinct_slices > 0, "the two ranks trained on the same advantages"


def _two_gpus_in_one_process(args):
    """What ``TrainingArguments`` computes when one process sees two GPUs: ``n_gpu == 2``.

    On a CPU machine the device set-up runs first (``use_cpu``), then the count is set as
    ``_setup_devices`` would have set it from ``torch.cuda.device_count()``.
    """
    assert args.n_gpu == 0
    args._n_gpu = 2
    return args


def test_one_process_seeing_two_gpus_trains_on_one_and_says_so(tmp_path, tiny_model_dir, caplog):
    import logging

    from fixtures.rewards import ParityReward, prompt_dataset
    from fixtures.trainer_runs import fast_args
    from trl import GRPOConfig, GRPOTrainer

    from trl_grpo_ext import GRPOExtTrainer

    # the fake reproduces the failure a Kaggle notebook with two T4s meets in stock TRL
    stock_args = _two_gpus_in_one_process(fast_args(tmp_path / "stock", config_cls=GRPOConfig))
    with pytest.raises(ValueError, match="DataParallel"):
        GRPOTrainer(model=tiny_model_dir, reward_funcs=[ParityReward()], args=stock_args,
                    train_dataset=prompt_dataset(4))

    args = _two_gpus_in_one_process(fast_args(tmp_path / "ext", max_steps=1))
    with caplog.at_level(logging.WARNING, logger="trl_grpo_ext"):
        trainer = GRPOExtTrainer(model=tiny_model_dir, reward_funcs=[ParityReward()], args=args,
                                 train_dataset=prompt_dataset(4))
    assert trainer.args.n_gpu == 1 and trainer.args.train_batch_size == args.per_device_train_batch_size
    assert "2 GPUs are visible" in trainer.gpu_note and "accelerate launch --num_processes 2" in trainer.gpu_note
    assert trainer.gpu_note in caplog.text
    trainer.train()  # no DataParallel wrapper: the model trains as one replica
    assert trainer.state.global_step == 1
    assert not isinstance(trainer.model_wrapped, torch.nn.DataParallel)


def test_one_visible_device_changes_nothing(tmp_path, tiny_model_dir):
    from fixtures.rewards import ParityReward, prompt_dataset
    from fixtures.trainer_runs import fast_args

    from trl_grpo_ext import GRPOExtTrainer

    trainer = GRPOExtTrainer(model=tiny_model_dir, reward_funcs=[ParityReward()],
                             args=fast_args(tmp_path / "out"), train_dataset=prompt_dataset(4))
    assert trainer.gpu_note is None and trainer.args.n_gpu == 0
