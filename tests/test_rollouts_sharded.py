"""The rollout copy of a sharded model (``trl_grpo_ext.trainer.sharding.rollout_copy``).

FSDP2 runs for real on CPU (2 gloo processes, ``fully_shard``). DeepSpeed needs GPUs for ZeRO-3: its copy is
checked on 2 GPUs under the ``gpu`` marker, its speed measured by ``bench/suite/multi_gpu.py``, and on CPU only its
no-op gather below ZeRO-3 (whole parameters) is exercised, with LoRA.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from dist_sharded_copy import tiny_qwen2
from transformers import GenerationConfig

from trl_grpo_ext.rollouts import CompiledGenerator
from trl_grpo_ext.rollouts.weights import build
from trl_grpo_ext.trainer.sharding.rollout_copy import build_sharded_copy, copy_bytes, sharded_rollout_copy

ROOT = Path(__file__).resolve().parent.parent


def _fsdp2_runs(out: Path) -> dict[str, list[dict]]:
    env = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", "2",
               str(ROOT / "tests" / "dist_sharded_copy.py"), str(out)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-4000:]
    return {mode: [torch.load(out / mode / f"rank{i}.pt") for i in range(2)] for mode in ("reshard", "keep")}


@pytest.mark.slow
def test_fsdp2_copy_equals_the_full_weights_after_each_step(tmp_path):
    runs = _fsdp2_runs(tmp_path)
    for mode, ranks in runs.items():
        assert "model.layers.0.self_attn.q_proj.weight" in ranks[0]["sharded"]  # each rank held half of it
        before = None
        for step in range(2):
            trained = ranks[0]["steps"][step]["trained"]
            # The refill leaves the model sharded, or (keep) gathered for the next forward.
            assert all(rank["steps"][step]["resharded"] == (mode == "reshard") for rank in ranks)
            for rank in ranks:
                copy = rank["steps"][step]["copy"]
                assert set(copy) == set(trained) | {"lm_head.weight"}
                for name, value in trained.items():
                    assert torch.equal(copy[name], value.to(torch.bfloat16).float()), (mode, name)
                assert torch.equal(copy["lm_head.weight"], copy["model.embed_tokens.weight"])  # still tied
            if before is not None:  # the refresh followed the optimizer
                assert not torch.equal(before, trained["model.layers.1.mlp.up_proj.weight"])
            before = trained["model.layers.1.mlp.up_proj.weight"]

        # Every rank sampled what the unsharded model with the trained weights samples in the same loop.
        model = tiny_qwen2()
        model.load_state_dict(ranks[0]["steps"][-1]["trained"], strict=False)
        reference = CompiledGenerator(build(model, "bf16").model, compile=False)
        expected = reference.generate(ranks[0]["prompts"], GenerationConfig(max_new_tokens=6, do_sample=False))
        assert ranks[0]["completions"] == ranks[1]["completions"] == expected.completion_ids
        assert ranks[0]["extra_bytes"] == copy_bytes(model)

    # A kept refill: the forward after it gathers nothing (the two layers and the root otherwise), and the
    # training is the same.
    for rank in range(2):
        reshard, keep = (runs[mode][rank]["steps"] for mode in ("reshard", "keep"))
        assert [s["forward_all_gathers"] for s in reshard] == [3, 3]
        assert [s["forward_all_gathers"] for s in keep] == [0, 0]
        assert [s["loss"] for s in keep] == [s["loss"] for s in reshard]
        assert all(torch.equal(a["trained"][n], b["trained"][n]) for a, b in zip(keep, reshard) for n in a["trained"])


@pytest.mark.gpu
@pytest.mark.skipif(torch.cuda.device_count() < 2 or importlib.util.find_spec("deepspeed") is None,
                    reason="needs 2 CUDA GPUs and deepspeed")
def test_zero3_copy_equals_the_full_weights_after_each_step(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node", "2",
               str(ROOT / "tests" / "dist_zero3_copy.py"), str(tmp_path)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-4000:]
    for mode in ("partitioned", "whole", "whole-streamlined"):
        ranks = [torch.load(tmp_path / mode / f"rank{i}.pt") for i in range(2)]
        before = None
        for step in range(2):
            trained = ranks[0]["steps"][step]["trained"]
            for rank in ranks:
                assert rank["steps"][step]["trained"].keys() == trained.keys()
                copy = rank["steps"][step]["copy"]
                for name, value in trained.items():
                    assert torch.equal(copy[name], value), (mode, step, name)  # bf16 both, bit for bit
                assert torch.equal(copy["lm_head.weight"], copy["model.embed_tokens.weight"])  # still tied
                # The refill releases what it gathered, and leaves what ZeRO-3 keeps whole as it was.
                kept = set(rank["steps"][step]["status_after_refill"].values())
                assert kept == ({"NOT_AVAILABLE"} if mode == "partitioned" else {"AVAILABLE"}), (mode, kept)
                if mode != "partitioned":  # what is held whole is what the shards say, after every step
                    for name, value in rank["steps"][step]["from_shards"].items():
                        assert torch.equal(rank["steps"][step]["trained"][name], value), (mode, step, name)
            if before is not None:  # the refresh followed the optimizer
                assert not torch.equal(before, trained["model.layers.1.mlp.up_proj.weight"])
            before = trained["model.layers.1.mlp.up_proj.weight"]
    # Streamlined or DeepSpeed's own hooks and step: the same training, bit for bit.
    for i in range(2):
        one, each = (torch.load(tmp_path / mode / f"rank{i}.pt")["steps"] for mode in ("whole-streamlined", "whole"))
        for a, b in zip(one, each):
            assert a["loss"] == b["loss"]
            assert all(torch.equal(a["trained"][n], b["trained"][n]) for n in a["trained"])
    # The same weights and rows give the same first loss either way (bf16 matmuls: not bit for bit).
    first = [torch.load(tmp_path / mode / "rank0.pt")["steps"][0]["loss"] for mode in ("partitioned", "whole")]
    assert first[0] == pytest.approx(first[1], rel=1e-2)


def _lora_model():
    from peft import LoraConfig, get_peft_model

    model = get_peft_model(tiny_qwen2(), LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "up_proj"]))
    torch.manual_seed(1)
    for name, param in model.named_parameters():
        if "lora_B" in name:  # peft starts B at zero, which would hide a missing merge
            param.data.normal_(0, 0.1)
    return model


def _expected(model):
    """The weights the copy must hold: the model with its adapters merged, in bf16."""
    import copy

    merged = copy.deepcopy(model).merge_and_unload()
    return {n: p.detach().to(torch.bfloat16) for n, p in merged.named_parameters()}


def _copy_weight(copy, name: str) -> torch.Tensor:
    module_name, _, pname = name.rpartition(".")
    return getattr(copy.model.get_submodule(module_name), pname)


def test_lora_is_merged_into_the_copy_and_refresh_follows_the_adapters():
    model = _lora_model()
    copy = build_sharded_copy(model, "deepspeed", torch.device("cpu"))  # whole parameters: nothing to gather
    expected = _expected(model)
    for name, value in expected.items():
        torch.testing.assert_close(_copy_weight(copy, name), value, rtol=1e-2, atol=1e-3)
    q = "model.layers.0.self_attn.q_proj.weight"
    base = model.get_base_model().model.layers[0].self_attn.q_proj.base_layer.weight
    assert not torch.allclose(_copy_weight(copy, q).float(), base.detach())  # the update is in

    optimizer = torch.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=1.0)
    ids = torch.randint(3, 96, (2, 10))
    model(input_ids=ids, labels=ids).loss.backward()
    optimizer.step()
    copy.refresh()
    for name, value in _expected(model).items():
        torch.testing.assert_close(_copy_weight(copy, name), value, rtol=1e-2, atol=1e-3)
    assert not torch.equal(_copy_weight(copy, q), expected[q])


def test_copy_shares_no_tensor_with_the_model_but_its_buffers():
    model = tiny_qwen2()
    copy = build_sharded_copy(model, "deepspeed", torch.device("cpu"))
    trained = {p.data_ptr() for p in model.parameters()}
    assert not any(p.data_ptr() in trained for p in copy.model.parameters())
    assert all(p.dtype == torch.bfloat16 and not p.requires_grad for p in copy.model.parameters())
    assert copy.extra_bytes == copy_bytes(model) == 2 * sum(p.numel() for p in model.parameters())
    assert copy.needs_refresh


class _ShardedTrainer:
    """What fast rollouts read of a trainer whose parameters DeepSpeed shards, on one CPU process."""

    def __init__(self, fast_rollouts: str, memory_gib: float | None = None):
        from types import SimpleNamespace

        from trl_grpo_ext.rollouts.settings import RolloutSettings

        self.args = SimpleNamespace(bf16=False, fp16=False)
        self.rollout_settings = RolloutSettings(mode=fast_rollouts, memory_gib=memory_gib)
        self.accelerator = SimpleNamespace(device=torch.device("cpu"), gather=lambda t: t)
        self.is_deepspeed_enabled, self.is_fsdp_enabled, self.use_vllm = True, False, False  # a text model
        self.generation_config = GenerationConfig(max_new_tokens=4)


def _mixin(trainer):
    from trl_grpo_ext.trainer.fast_rollouts import FastRolloutsMixin

    bound = type("Trainer", (FastRolloutsMixin,), {})()
    bound.__dict__.update(vars(trainer))
    return bound


@pytest.mark.parametrize("mode", ["model", "int4"])
def test_modes_that_need_the_whole_model_are_refused_under_sharding(mode):
    reason = _mixin(_ShardedTrainer(mode))._fast_rollouts_reason_not_to(None, None)
    assert reason.startswith("sharded parameters (deepspeed)") and mode in reason
    assert _mixin(_ShardedTrainer("auto"))._fast_rollouts_reason_not_to(None, None) is None


def test_a_copy_over_the_budget_sends_every_rank_to_trls_generation():
    from trl_grpo_ext.rollouts.settings import UnsupportedGeneration

    trainer = _ShardedTrainer("auto", memory_gib=1e-6)
    with pytest.raises(UnsupportedGeneration, match="over the memory budget"):
        sharded_rollout_copy(trainer, tiny_qwen2(), trainer.rollout_settings)
    trainer = _ShardedTrainer("auto", memory_gib=1.0)
    weights, why = sharded_rollout_copy(trainer, tiny_qwen2(), trainer.rollout_settings)
    assert weights.mode == "bf16" and "gathered from deepspeed shards" in why


@pytest.mark.parametrize("copy,mixed_precision,budget,keeps", [
    (10, True, None, True),  # no budget known (a CPU): kept
    (10, True, 20, True),  # the copy and the bf16 gathered model: 2 x 10
    (10, True, 19, False),
    (10, False, 30, True),  # float32 parameters gather at twice the copy's size
    (10, False, 29, False),
])
def test_fsdp2_units_stay_gathered_only_within_the_budget(copy, mixed_precision, budget, keeps):
    from trl_grpo_ext.trainer.sharding.rollout_copy import keeps_gathered_within

    assert keeps_gathered_within(copy, mixed_precision, budget) is keeps
