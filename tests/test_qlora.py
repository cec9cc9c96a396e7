"""trl_grpo_ext.setup.qlora: what can be checked without a GPU.

The 4-bit load itself needs CUDA and is measured on a GPU machine by ``bench/qlora_memory.py``.
Here: the CPU error and its timing (before any weights are read), the quantisation and LoRA
configs, the training defaults, and the wiring of ``qlora_model_and_peft_config`` with the GPU
queries and the checkpoint loader replaced by fakes.
"""

import pytest
import torch
import transformers
from peft import get_peft_model, prepare_model_for_kbit_training
from transformers import LlamaConfig, LlamaForCausalLM

from trl_grpo_ext.setup import qlora
from trl_grpo_ext.setup.qlora import (
    LORA_DEFAULTS,
    QLORA_TRAINING_DEFAULTS,
    bnb_config,
    compute_dtype,
    lora_config,
    precision_flags,
    prepare_for_kbit_training,
    qlora_model_and_peft_config,
    require_cuda,
)


def tiny_llama(dtype=torch.bfloat16):
    """A tiny model standing in for a 4-bit one (peft reads ``is_loaded_in_4bit``, as bnb sets it)."""
    config = LlamaConfig(
        vocab_size=64, hidden_size=16, intermediate_size=32, num_hidden_layers=2,
        num_attention_heads=2, num_key_value_heads=1, tie_word_embeddings=False,
    )
    model = LlamaForCausalLM(config).to(dtype)
    model.is_loaded_in_4bit = True
    return model


@pytest.fixture
def no_gpu(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)


@pytest.fixture
def fake_gpu(monkeypatch):
    """Pretend a CUDA GPU is there; ``fake_gpu(bf16=False)`` makes it a T4."""

    def make(bf16: bool = True):
        monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
        monkeypatch.setattr(torch.cuda, "is_bf16_supported", lambda including_emulation=True: bf16)
        monkeypatch.setattr(torch.cuda, "current_device", lambda: 0)

    return make


@pytest.fixture
def loader(monkeypatch):
    """Replace the checkpoint loader: record its arguments, hand back a tiny model in that dtype."""
    calls = []

    def from_pretrained(model_id, **kwargs):
        calls.append((model_id, kwargs))
        return tiny_llama(kwargs.get("dtype", torch.float32))

    monkeypatch.setattr(transformers.AutoModelForCausalLM, "from_pretrained", from_pretrained)
    return calls


# ------------------------------------------------------------------------------------- no GPU
def test_require_cuda_on_cpu_says_what_to_do_instead(no_gpu):
    with pytest.raises(RuntimeError) as info:
        require_cuda()
    message = str(info.value)
    assert message.startswith("QLoRA needs a CUDA GPU")
    assert "GRPOExtConfig(qlora=False)" in message
    assert "peft_config=" in message and "LoraConfig" in message
    assert "qlora: false" in message  # the YAML spelling for `trl-grpo-ext train`


def test_cuda_error_comes_before_any_weights_are_read(no_gpu, loader, tmp_path):
    missing = tmp_path / "no-such-checkpoint"
    with pytest.raises(RuntimeError, match="QLoRA needs a CUDA GPU"):
        qlora_model_and_peft_config(str(missing))
    assert loader == []  # the loader was never asked for the (missing) checkpoint


def test_cuda_error_beats_missing_checkpoint_with_the_real_loader(no_gpu, tmp_path):
    # Without the fake loader a missing path would raise OSError from transformers; the CUDA check
    # must win.
    with pytest.raises(RuntimeError, match="QLoRA needs a CUDA GPU"):
        qlora_model_and_peft_config(str(tmp_path / "missing"))


def test_precision_without_gpu_is_full_fp32(no_gpu):
    assert compute_dtype() == torch.float32
    assert precision_flags() == {"bf16": False, "fp16": False}


# ------------------------------------------------------------------------------- GPU queries
@pytest.mark.parametrize(
    ("bf16", "dtype", "flags"),
    [(True, torch.bfloat16, {"bf16": True, "fp16": False}), (False, torch.float16, {"bf16": False, "fp16": True})],
    ids=["ampere-or-newer", "t4"],
)
def test_compute_dtype_follows_the_gpu(fake_gpu, bf16, dtype, flags):
    fake_gpu(bf16=bf16)
    assert compute_dtype() == dtype
    assert precision_flags() == flags
    assert bnb_config().bnb_4bit_compute_dtype == dtype


def test_bnb_config_is_nf4_with_double_quantisation():
    config = bnb_config(torch.bfloat16)
    assert config.load_in_4bit and not config.load_in_8bit
    assert config.bnb_4bit_quant_type == "nf4"
    assert config.bnb_4bit_use_double_quant is True
    assert config.bnb_4bit_compute_dtype == torch.bfloat16


# ------------------------------------------------------------------------------- LoRA config
def test_lora_defaults_suit_rl():
    config = lora_config()
    assert (config.r, config.lora_alpha, config.lora_dropout) == (16, 32, 0.0)
    assert config.target_modules == "all-linear"
    assert config.task_type == "CAUSAL_LM" and config.bias == "none"
    assert LORA_DEFAULTS == {"r": 16, "lora_alpha": 32, "lora_dropout": 0.0, "target_modules": "all-linear"}


def test_all_linear_adapts_attention_and_mlp_but_not_lm_head():
    model = get_peft_model(tiny_llama(torch.float32), lora_config(lora_r=4))
    adapted = {name.split(".lora_A.")[0].rsplit(".", 1)[-1] for name, _ in model.named_parameters() if ".lora_A." in name}
    assert adapted == {"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"}
    trainable = [name for name, p in model.named_parameters() if p.requires_grad]
    assert trainable and all("lora_" in name for name in trainable)


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [({"lora_r": 0}, "lora_r must be a positive integer"), ({"lora_dropout": 1.0}, r"lora_dropout must be in \[0, 1\)")],
)
def test_lora_config_rejects_bad_values(kwargs, match):
    with pytest.raises(ValueError, match=match):
        lora_config(**kwargs)


# --------------------------------------------------------------------------- training defaults
def test_training_defaults_are_paged_8bit_adam_and_non_reentrant_checkpointing(tmp_path):
    from trl import GRPOConfig

    assert QLORA_TRAINING_DEFAULTS == {
        "optim": "paged_adamw_8bit",
        "gradient_checkpointing": True,
        "gradient_checkpointing_kwargs": {"use_reentrant": False},
    }
    args = GRPOConfig(output_dir=str(tmp_path), use_cpu=True, bf16=False, **QLORA_TRAINING_DEFAULTS)
    assert args.optim == "paged_adamw_8bit"
    assert args.gradient_checkpointing and args.gradient_checkpointing_kwargs == {"use_reentrant": False}


# ------------------------------------------------------------------------ k-bit preparation
def test_prepare_without_upcast_matches_peft_except_the_dtype():
    ours = prepare_for_kbit_training(tiny_llama(), upcast_non_quantized=False)
    peft_prepared = prepare_model_for_kbit_training(
        tiny_llama(), use_gradient_checkpointing=True, gradient_checkpointing_kwargs={"use_reentrant": False}
    )
    for model in (ours, peft_prepared):
        assert model.is_activation_checkpointing
        assert not any(p.requires_grad for p in model.parameters())
    assert {p.dtype for p in ours.parameters()} == {torch.bfloat16}
    assert {p.dtype for p in peft_prepared.parameters()} == {torch.float32}


def test_prepare_with_upcast_is_peft():
    model = prepare_for_kbit_training(tiny_llama(), upcast_non_quantized=True)
    assert model.get_input_embeddings().weight.dtype == torch.float32
    assert model.lm_head.weight.dtype == torch.float32
    assert model.is_activation_checkpointing


# ------------------------------------------------------------------- the one call, wired up
def test_one_call_on_a_bf16_gpu(fake_gpu, loader):
    fake_gpu(bf16=True)
    model, peft_config = qlora_model_and_peft_config("org/model", lora_r=8, attn_implementation="sdpa")
    ((model_id, kwargs),) = loader
    assert model_id == "org/model"
    quant = kwargs["quantization_config"]
    assert (quant.bnb_4bit_quant_type, quant.bnb_4bit_use_double_quant) == ("nf4", True)
    assert quant.bnb_4bit_compute_dtype == torch.bfloat16 and kwargs["dtype"] == torch.bfloat16
    assert kwargs["device_map"] == {"": 0}
    assert kwargs["attn_implementation"] == "sdpa"  # other keyword arguments reach the loader
    assert peft_config.r == 8 and peft_config.lora_alpha == 32 and peft_config.target_modules == "all-linear"
    assert model.is_activation_checkpointing
    assert not any(p.requires_grad for p in model.parameters())
    assert model.get_input_embeddings().weight.dtype == torch.bfloat16  # no fp32 upcast in bf16


def test_one_call_on_a_t4_computes_in_fp16_and_upcasts(fake_gpu, loader):
    fake_gpu(bf16=False)
    model, _ = qlora_model_and_peft_config("org/model")
    ((_, kwargs),) = loader
    assert kwargs["quantization_config"].bnb_4bit_compute_dtype == torch.float16
    assert model.get_input_embeddings().weight.dtype == torch.float32  # fp16 training needs fp32 norms/embeddings
    assert model.is_activation_checkpointing


def test_each_process_loads_onto_its_own_gpu(fake_gpu, loader, monkeypatch):
    fake_gpu()
    monkeypatch.setenv("LOCAL_RANK", "3")
    qlora_model_and_peft_config("org/model")
    assert loader[0][1]["device_map"] == {"": 3}


def test_one_call_refuses_another_quantisation(fake_gpu, loader):
    fake_gpu()
    with pytest.raises(ValueError, match="sets quantization_config itself"):
        qlora_model_and_peft_config("org/model", quantization_config=bnb_config(torch.bfloat16))
    assert loader == []


def test_missing_bitsandbytes_is_named(fake_gpu, monkeypatch):
    fake_gpu()
    real_find_spec = qlora.importlib.util.find_spec
    monkeypatch.setattr(
        qlora.importlib.util, "find_spec", lambda name, *a: None if name == "bitsandbytes" else real_find_spec(name, *a)
    )
    with pytest.raises(ImportError, match="pip install bitsandbytes"):
        require_cuda()


# ------------------------------------------------- adapter precision after TRL's bf16 cast (issue: T4)
def lora_on_quantized(dtype=torch.bfloat16):
    """A flagged-4-bit tiny model with LoRA, its adapters cast to bf16 exactly as TRL 1.16 does."""
    model = get_peft_model(tiny_llama(torch.float32), lora_config(target_modules=["q_proj", "v_proj"]))
    for name, param in model.named_parameters():
        if param.requires_grad and "lora_magnitude_vector" not in name:
            param.data = param.data.to(dtype)
    return model


def dtypes(model, trainable):
    return {p.dtype for p in model.parameters() if p.requires_grad == trainable}


def test_fp16_training_gets_fp32_adapters_on_a_quantized_model():
    from trl_grpo_ext.setup.qlora import trainable_adapters_to_fp32

    model = lora_on_quantized()
    frozen_before = dtypes(model, trainable=False)
    done = trainable_adapters_to_fp32(model, bf16=False)
    assert dtypes(model, trainable=True) == {torch.float32}
    assert dtypes(model, trainable=False) == frozen_before  # the base model is not touched
    assert done["from"] == ["bfloat16"] and done["params"] == 8  # 2 layers x (q, v) x (A, B)
    assert done["numel"] == sum(p.numel() for p in model.parameters() if p.requires_grad)
    assert trainable_adapters_to_fp32(model, bf16=False) is None  # already fp32: nothing to report


def test_bf16_training_keeps_trls_bf16_adapters_and_plain_models_are_left_alone():
    from trl_grpo_ext.setup.qlora import trainable_adapters_to_fp32

    model = lora_on_quantized()
    assert trainable_adapters_to_fp32(model, bf16=True) is None
    assert dtypes(model, trainable=True) == {torch.bfloat16}
    plain = get_peft_model(LlamaForCausalLM(tiny_llama().config), lora_config(target_modules=["q_proj"]))
    plain.half()
    assert trainable_adapters_to_fp32(plain, bf16=False) is None  # not quantized: TRL did not cast it
    assert dtypes(plain, trainable=True) == {torch.float16}


@pytest.mark.slow
def test_trainer_undoes_trls_bf16_cast_for_a_quantized_model_outside_bf16(tmp_path, tiny_model_dir):
    """The real code path: stock TRL leaves bf16 adapters, the extension's trainer fp32 ones, and trains."""
    import math

    from fixtures.rewards import ParityReward, prompt_dataset
    from fixtures.trainer_runs import fast_args
    from trl import GRPOConfig, GRPOTrainer

    from trl_grpo_ext import GRPOExtTrainer

    def flagged_model():
        model = LlamaForCausalLM.from_pretrained(tiny_model_dir, dtype=torch.float32)
        model.is_loaded_in_4bit = True  # how TRL recognises a quantized model
        return model

    lora = lora_config(target_modules=["q_proj", "v_proj"])
    # fp32 training on the CPU (fp16 needs a GPU for its GradScaler); bf16=False is the case that matters
    stock = GRPOTrainer(model=flagged_model(), reward_funcs=[ParityReward()], peft_config=lora,
                        args=fast_args(tmp_path / "stock", config_cls=GRPOConfig), train_dataset=prompt_dataset(4))
    assert dtypes(stock.model, trainable=True) == {torch.bfloat16}  # TRL's unconditional cast

    trainer = GRPOExtTrainer(model=flagged_model(), reward_funcs=[ParityReward()], peft_config=lora,
                             args=fast_args(tmp_path / "ext", max_steps=1), train_dataset=prompt_dataset(4))
    assert trainer.adapter_upcast["from"] == ["bfloat16"]
    assert dtypes(trainer.model, trainable=True) == {torch.float32}
    trainer.train()
    losses = [h["loss"] for h in trainer.state.log_history if "loss" in h]
    assert losses and all(math.isfinite(x) for x in losses)
    assert dtypes(trainer.model, trainable=True) == {torch.float32}
