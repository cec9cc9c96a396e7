"""The rollout copy of a DeepSpeed ZeRO-3 model on 2 GPUs, for ``tests/test_rollouts_sharded.py`` (``gpu`` marker).

    torchrun --standalone --nproc_per_node 2 tests/dist_zero3_copy.py OUT_DIR

Three times, once per way ZeRO-3 holds the parameters between steps (``partitioned``: DeepSpeed's default, here
with no parameter small enough to stay whole; ``whole``: every parameter kept whole, the persistence thresholds and
linear choice ``trl_grpo_ext.trainer.sharding.zero3_layers`` sets; ``whole-streamlined``: the same, refreshed after
each step and without fetch hooks, ``trl_grpo_ext.trainer.sharding.zero3_whole``), each rank hands a tiny Qwen2 (q/k/v biases,
tied embeddings) to ``deepspeed.initialize`` in bf16, builds the copy before any forward (as the trainer does), trains
two AdamW steps and refreshes the copy after each. It writes ``OUT_DIR/<mode>/rank<i>.pt`` with, after each step, the
copy's tensors by name, the full trained parameters, the same rebuilt from every rank's shard by a plain
all-gather, and the parameters' ZeRO-3 status after the refill.
"""

from __future__ import annotations

import os
import sys


def from_shards(module) -> dict:
    """Each parameter put together from every rank's shard, apart from anything ZeRO-3 holds whole."""
    import torch
    import torch.distributed as dist

    rebuilt = {}
    for name, p in module.named_parameters():
        out = torch.empty(dist.get_world_size() * p.ds_tensor.numel(), dtype=p.ds_tensor.dtype, device=p.device)
        dist.all_gather_into_tensor(out, p.ds_tensor.contiguous())
        rebuilt[name] = out[:p.ds_numel].view(p.ds_shape).float().cpu()
    return rebuilt


def run(out_dir: str, mode: str) -> None:
    import deepspeed
    import torch
    import torch.distributed as dist
    from dist_sharded_copy import copy_tensors, tiny_qwen2

    from trl_grpo_ext.trainer.sharding.rollout_copy import build_sharded_copy, gathered
    from trl_grpo_ext.trainer.sharding.zero3_whole import streamline_whole_zero3

    rank = dist.get_rank()
    model = tiny_qwen2()
    sizes = [p.numel() for p in model.parameters()]
    zero = {"stage": 3, "stage3_param_persistence_threshold": 0}
    if mode != "partitioned":
        zero = {"stage": 3, "stage3_param_persistence_threshold": max(sizes),
                "stage3_model_persistence_threshold": sum(sizes), "memory_efficient_linear": False}
    config = {"train_micro_batch_size_per_gpu": 2, "gradient_accumulation_steps": 1, "bf16": {"enabled": True},
              "zero_optimization": zero, "zero_allow_untested_optimizer": True}
    from deepspeed.utils import set_z3_leaf_modules

    set_z3_leaf_modules(model, [type(model.model.layers[0])])  # one fetch per decoder layer, as the trainer sets
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-2)
    engine, *_ = deepspeed.initialize(model=model, optimizer=optimizer, config=config)
    device = engine.device
    refresh = streamline_whole_zero3(engine) if mode == "whole-streamlined" else (None, "")
    assert (refresh[0] is not None) == (mode == "whole-streamlined"), refresh[1]
    assert (not engine.optimizer.parameter_offload.forward_hooks) == (mode == "whole-streamlined")
    copy = build_sharded_copy(engine.module, "deepspeed", device)
    steps = []
    for step in range(2):
        generator = torch.Generator().manual_seed(rank + 10 * step)  # each rank trains on its own rows
        ids = torch.randint(3, 96, (2, 12), generator=generator).to(device)
        loss = engine(input_ids=ids, labels=ids).loss
        engine.backward(loss)
        engine.step()
        copy.refresh()
        status = {n: p.ds_status.name for n, p in engine.module.named_parameters()}
        params = list(engine.module.parameters())
        with gathered(params):
            trained = {n: p.detach().float().cpu().clone() for n, p in engine.module.named_parameters()}
        steps.append({"copy": {n: t.cpu() for n, t in copy_tensors(copy.model).items()}, "trained": trained,
                      "from_shards": from_shards(engine.module), "status_after_refill": status, "loss": loss.item()})
    torch.save({"steps": steps}, os.path.join(out_dir, f"rank{rank}.pt"))


def main(out_dir: str) -> None:
    import deepspeed
    import torch

    torch.cuda.set_device(int(os.environ["LOCAL_RANK"]))
    deepspeed.init_distributed("nccl")
    for mode in ("partitioned", "whole", "whole-streamlined"):
        os.makedirs(os.path.join(out_dir, mode), exist_ok=True)
        run(os.path.join(out_dir, mode), mode)


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main(sys.argv[1])
