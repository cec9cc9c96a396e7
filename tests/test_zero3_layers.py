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

from trl_grpo_ext.trainer.zero3_layers import fetch_decoder_layers_whole


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
