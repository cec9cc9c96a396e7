"""Public import path of one-call QLoRA (re-exported from :mod:`trl_grpo_ext.setup.qlora`)."""

from trl_grpo_ext.setup.qlora import (
    QLORA_TRAINING_DEFAULTS,
    lora_config,
    precision_flags,
    qlora_model_and_peft_config,
    trainable_adapters_to_fp32,
)

__all__ = [
    "QLORA_TRAINING_DEFAULTS",
    "lora_config",
    "precision_flags",
    "qlora_model_and_peft_config",
    "trainable_adapters_to_fp32",
]
