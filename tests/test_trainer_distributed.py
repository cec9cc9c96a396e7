"""Two processes on CPU (torchrun, gloo): each rank trains on its own slice of the global advantages."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from fixtures.trainer_runs import assert_loss_rows_match, trl_weighted_sum

from trl_grpo_ext.advantages import compute_advantages

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
