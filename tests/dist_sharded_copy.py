"""The rollout copy of an FSDP2-sharded model, on CPU (gloo), for ``tests/test_rollouts_sharded.py``.

    torchrun --standalone --nproc_per_node 2 tests/dist_sharded_copy.py OUT_DIR

Twice, once per refill mode (``reshard``: the units resharded after the refill; ``keep``: left unsharded for the
next forward), each rank shards a tiny Qwen2 (biases on q/k/v, tied embeddings) with ``fully_shard`` as
accelerate does (one unit per decoder layer, one for the embedding, final norm and head together, then the
root), builds the copy before any forward (as the trainer does: it samples first), trains two AdamW steps and
refreshes the copy after each, and samples from it with the compiled loop (eager on CPU). It writes
``OUT_DIR/<mode>/rank<i>.pt`` with, after each step, the copy's tensors by name, the full unsharded parameters
(``full_tensor()``), whether the refill left the model sharded, the loss, and the all-gathers the forward
issued; and the sampled completions.
"""

from __future__ import annotations

import os
import sys


def tiny_qwen2():
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM

    config = Qwen2Config(vocab_size=96, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=128,
                         tie_word_embeddings=True, bos_token_id=1, eos_token_id=2, pad_token_id=0)
    torch.manual_seed(0)
    model = Qwen2ForCausalLM(config)
    model.generation_config.pad_token_id = 0
    return model


def copy_tensors(model) -> dict:
    """The copy's tensors under the training model's names (stacked projections read through their views)."""
    out = {}
    for name, module in model.named_modules():
        for pname in ("weight", "bias"):
            value = getattr(module, pname, None)
            if value is not None and not name.endswith("fused_proj"):
                out[f"{name}.{pname}"] = value.detach().float().clone()
    return out


def count_all_gathers(dist) -> list[int]:
    """A counter FSDP2's all-gathers increment (its unshard calls one of these per unit: which, the torch version's)."""
    counter = [0]

    def counted(all_gather):
        def call(*args, **kwargs):
            counter[0] += 1
            return all_gather(*args, **kwargs)
        return call

    for name in ("all_gather_into_tensor", "all_gather_single"):
        if hasattr(dist, name):
            setattr(dist, name, counted(getattr(dist, name)))
    return counter


def run(out_dir: str, keep: bool, mesh, all_gathers: list[int]) -> None:
    import torch
    import torch.distributed as dist
    from torch.distributed.fsdp import fully_shard
    from transformers import GenerationConfig

    from trl_grpo_ext.rollouts import CompiledGenerator
    from trl_grpo_ext.trainer.sharding.rollout_copy import build_sharded_copy, full

    rank = dist.get_rank()
    model = tiny_qwen2()
    for layer in model.model.layers:
        fully_shard(layer, mesh=mesh)
    # accelerate's FSDP2 layout: the tied embedding, the final norm and the head one unit, then the root.
    fully_shard([model.model.norm, model.model.embed_tokens, model.lm_head], mesh=mesh, reshard_after_forward=False)
    fully_shard(model, mesh=mesh)
    sharded = [n for n, p in model.named_parameters() if p.to_local().numel() < p.numel()]
    # Made before the copy, as the trainer makes it: a unit kept unsharded lists its unsharded parameters.
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-2)
    copy = build_sharded_copy(model, "fsdp", torch.device("cpu"), keep_gathered=keep)
    generator = CompiledGenerator(copy.model, compile=False)
    steps = []
    for step in range(2):
        torch.manual_seed(rank)  # each rank trains on its own rows; FSDP averages the gradients
        ids = torch.randint(3, 96, (2, 12))
        all_gathers[0] = 0
        loss = model(input_ids=ids, labels=ids).loss
        forward_gathers = all_gathers[0]
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        copy.refresh()
        resharded = all(callable(getattr(p, "full_tensor", None)) for p in model.parameters())
        trained = {n: full(p).detach().float().clone() for n, p in model.named_parameters()}
        steps.append({"copy": copy_tensors(copy.model), "trained": trained, "resharded": resharded,
                      "loss": loss.item(), "forward_all_gathers": forward_gathers})
    prompts = [[1, 5, 6, 7], [1, 8, 9]] * 2
    result = generator.generate(prompts, GenerationConfig(max_new_tokens=6, do_sample=False))
    torch.save({"steps": steps, "sharded": sharded, "completions": result.completion_ids, "prompts": prompts,
                "extra_bytes": copy.extra_bytes}, os.path.join(out_dir, f"rank{rank}.pt"))


def main(out_dir: str) -> None:
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh

    dist.init_process_group("gloo")
    mesh = init_device_mesh("cpu", (dist.get_world_size(),))
    all_gathers = count_all_gathers(dist)
    for mode in ("reshard", "keep"):
        os.makedirs(os.path.join(out_dir, mode), exist_ok=True)
        run(os.path.join(out_dir, mode), mode == "keep", mesh, all_gathers)
    dist.destroy_process_group()


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main(sys.argv[1])
