"""Which modules ZeRO-3 fetches whole: the model's decoder layers, unless the user chose otherwise.

DeepSpeed is not a test dependency (it needs a GPU to shard), so a stand-in `deepspeed.utils` records what would be
marked; the GPU run (`bench/suite/multi_gpu.py --runs zero3 zero3-submodules`) measures the effect.
"""
import sys
import types
from types import SimpleNamespace

import pytest
import torch
from transformers import Qwen2Config, Qwen2ForCausalLM

from trl_grpo_ext.trainer.sharding.zero3_layers import fetch_decoder_layers_whole


@pytest.fixture
def fake_deepspeed(monkeypatch):
    utils = types.ModuleType("deepspeed.utils")

    def set_z3_leaf_modules(model, classes):
        for module in model.modules():
            if isinstance(module, tuple(classes)):
                module._z3_leaf = True

    utils.set_z3_leaf_modules = set_z3_leaf_modules
    utils.get_z3_leaf_modules = lambda model: [m for m in model.modules() if getattr(m, "_z3_leaf", False)]
    package = types.ModuleType("deepspeed")
    package.utils = utils
    monkeypatch.setitem(sys.modules, "deepspeed", package)
    monkeypatch.setitem(sys.modules, "deepspeed.utils", utils)
    return utils


def tiny_qwen2():
    torch.manual_seed(0)
    config = Qwen2Config(vocab_size=64, hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                         num_attention_heads=2, num_key_value_heads=1)
    return Qwen2ForCausalLM(config)


def trainer_with(model, stage, zero_optimization=None):
    plugin = None if stage is None else SimpleNamespace(
        zero_stage=stage, deepspeed_config={"zero_optimization": zero_optimization or {"stage": stage}})
    return SimpleNamespace(model=model, accelerator=SimpleNamespace(state=SimpleNamespace(deepspeed_plugin=plugin)))


@pytest.mark.parametrize(
    "stage, zero_optimization, marked",
    [
        (3, None, ["Qwen2DecoderLayer"]),
        (2, None, []),  # parameters are whole on every rank below stage 3: nothing to fetch
        (None, None, []),  # no DeepSpeed
        (3, {"stage": 3, "leaf_module": {"classes": ["x.Y"]}}, []),  # the user's leaf modules stand
        (3, {"stage": 3, "stage3_module_granularity_threshold": 1000}, []),  # DeepSpeed chooses by size
    ],
)
def test_marks_decoder_layers_only_under_zero3(fake_deepspeed, stage, zero_optimization, marked):
    model = tiny_qwen2()
    assert fetch_decoder_layers_whole(trainer_with(model, stage, zero_optimization)) == marked
    leaves = fake_deepspeed.get_z3_leaf_modules(model)
    assert [type(m).__name__ for m in leaves] == [name for name in marked for _ in model.model.layers]


def test_leaves_earlier_leaf_choice_alone(fake_deepspeed):
    model = tiny_qwen2()
    model.model.layers[0].mlp._z3_leaf = True  # set_z3_leaf_modules called by the user before training
    assert fetch_decoder_layers_whole(trainer_with(model, 3)) == []
    assert not getattr(model.model.layers[1], "_z3_leaf", False)


def test_model_without_layer_classes_is_left_alone(fake_deepspeed):
    model = torch.nn.Sequential(torch.nn.Linear(4, 4))
    assert fetch_decoder_layers_whole(trainer_with(model, 3)) == []


def test_deepspeed_without_the_leaf_api_leaves_the_model_alone(monkeypatch):
    package = types.ModuleType("deepspeed")
    package.utils = types.ModuleType("deepspeed.utils")  # no set_z3_leaf_modules
    monkeypatch.setitem(sys.modules, "deepspeed", package)
    monkeypatch.setitem(sys.modules, "deepspeed.utils", package.utils)
    assert fetch_decoder_layers_whole(trainer_with(tiny_qwen2(), 3)) == []


GIB = 1024**3


@pytest.mark.parametrize(
    "params, processes, card_gib, margin_gib, activations_gib, whole",
    [
        # Qwen2.5-1.5B on 4 H200s (141 GB): 6.9 GB sharded state, 3 GB copy, 14 GB activations: all of it whole.
        (1_543_714_304, 4, 141, 28, 14, 1_543_714_304),
        # Qwen2.5-7B on 4 H100s: 34.3 GB sharded, 15.2 GB copy, 16 GiB margin, 8 GiB activations: 10.6 GB left,
        # 70% of the model.
        (7_615_616_512, 4, 80, 16, 8, 5_314_017_408),
        (7_615_616_512, 1, 80, 16, 0, 0),  # one card: the sharded state alone does not fit
        (1_000, 2, 1, 1, 0, 0),  # nothing left after the margin
    ],
)
def test_whole_elements_are_what_the_card_has_room_for(params, processes, card_gib, margin_gib, activations_gib, whole):
    from trl_grpo_ext.core.training_memory import zero3_whole_elements

    got = zero3_whole_elements(params, processes, card_gib * GIB, margin_gib * GIB, 2 * params, activations_gib * GIB)
    assert got == whole and 0 <= got <= params


def persistence_trainer(zero_optimization, fast_rollouts="bf16"):
    from trl_grpo_ext.rollouts.settings import RolloutSettings

    args = SimpleNamespace(per_device_train_batch_size=8, max_completion_length=64, gradient_checkpointing=False)
    plugin = SimpleNamespace(zero_stage=3, deepspeed_config={"zero_optimization": zero_optimization})
    accelerator = SimpleNamespace(state=SimpleNamespace(deepspeed_plugin=plugin), device=torch.device("cuda", 0),
                                  num_processes=4)
    return SimpleNamespace(model=tiny_qwen2(), args=args, accelerator=accelerator,
                           rollout_settings=RolloutSettings(mode=fast_rollouts))


@pytest.fixture
def card(monkeypatch):
    """The card's total memory as ``keep_parameters_whole`` reads it (an H200's 141 GiB), and the other processes'
    rooms its gather sees (``others``, set by a test)."""
    import trl_grpo_ext.trainer.sharding.zero3_layers as zero3_layers

    seen = {"gib": 141, "others": []}
    monkeypatch.setattr(torch.cuda, "get_device_properties",
                        lambda device: SimpleNamespace(total_memory=seen["gib"] * GIB))
    monkeypatch.setattr(zero3_layers, "gather_object", lambda values: values + seen["others"])
    return seen


@pytest.mark.parametrize(
    "zero_optimization, fast_rollouts, others, set_by_us",
    [
        ({"stage": 3}, "bf16", (), True),
        ({"stage": 3, "stage3_param_persistence_threshold": "auto"}, "auto", (), True),  # accelerate's "auto"
        ({"stage": 3, "stage3_param_persistence_threshold": 1e5}, "bf16", (), False),  # the user's value stands
        ({"stage": 3, "stage3_model_persistence_threshold": 10}, "bf16", (), False),
        ({"stage": 3}, "off", (), False),  # no rollout copy: ZeRO-3 as configured
        ({"stage": 3}, "bf16", (0,), False),  # another process has no room: no process keeps anything
    ],
)
def test_persistence_thresholds_are_set_only_where_ours_to_set(card, zero_optimization, fast_rollouts, others, set_by_us):
    from trl_grpo_ext.trainer.sharding.zero3_layers import keep_parameters_whole

    trainer = persistence_trainer(dict(zero_optimization), fast_rollouts)
    card["others"] = list(others)
    before = dict(zero_optimization)
    elements, total, why = keep_parameters_whole(trainer)
    config = trainer.accelerator.state.deepspeed_plugin.deepspeed_config["zero_optimization"]
    params = [p.numel() for p in trainer.model.parameters()]
    assert total == sum(params)
    if set_by_us:
        assert elements == sum(params) and why.startswith("all of")
        assert config["stage3_param_persistence_threshold"] == max(params)
        assert config["stage3_model_persistence_threshold"] == sum(params)
        assert config["memory_efficient_linear"] is False
    else:
        assert elements == 0 and config == before, why


def test_every_process_keeps_the_smallest_room(card):
    from trl_grpo_ext.trainer.sharding.zero3_layers import keep_parameters_whole

    trainer = persistence_trainer({"stage": 3})
    card["others"] = [1_000]
    kept = keep_parameters_whole(trainer)
    config = trainer.accelerator.state.deepspeed_plugin.deepspeed_config["zero_optimization"]
    assert kept.elements == 1_000 == config["stage3_model_persistence_threshold"] < kept.params
    assert "%" in kept.why
    assert "memory_efficient_linear" not in config  # a partitioned weight still needs it in backward


def test_the_users_linear_choice_stands(card):
    from trl_grpo_ext.trainer.sharding.zero3_layers import keep_parameters_whole

    trainer = persistence_trainer({"stage": 3, "memory_efficient_linear": True})
    kept = keep_parameters_whole(trainer)
    config = trainer.accelerator.state.deepspeed_plugin.deepspeed_config["zero_optimization"]
    assert kept.elements == kept.params and config["memory_efficient_linear"] is True


def test_below_stage_3_nothing_is_kept():
    from trl_grpo_ext.trainer.sharding.zero3_layers import keep_parameters_whole

    trainer = persistence_trainer({"stage": 2})
    trainer.accelerator.state.deepspeed_plugin.zero_stage = 2
    assert keep_parameters_whole(trainer) == (0, 0, "not ZeRO-3")


def test_a_linear_replaced_at_load_time_is_named_in_the_reason(card, monkeypatch):
    from trl_grpo_ext.trainer.sharding.zero3_layers import keep_parameters_whole

    def zero3_linear_wrap(input, weight, bias=None):  # what zero.Init puts in F.linear's place
        return torch.addmm(bias, input, weight.t())

    zero3_linear_wrap.__module__ = "deepspeed.runtime.zero.linear"
    monkeypatch.setattr(torch.nn.functional, "linear", zero3_linear_wrap)
    trainer = persistence_trainer({"stage": 3})
    kept = keep_parameters_whole(trainer)
    assert kept.elements == kept.params and "DeepSpeed's linear stays" in kept.why
