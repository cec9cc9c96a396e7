"""One-call QLoRA for GRPO: a 4-bit NF4 base model plus a LoRA config whose defaults suit RL.

QLoRA (Dettmers et al., 2023) keeps the frozen base weights in 4-bit NormalFloat with double
quantisation and trains low-rank adapters in higher precision. Everything here is thin glue over
``transformers.BitsAndBytesConfig``, ``peft.prepare_model_for_kbit_training`` and
``peft.LoraConfig``; what this module adds is the choice of values for RL and a clear error on
machines where 4-bit kernels cannot run.

Typical use (on a CUDA GPU)::

    from trl_grpo_ext import GRPOExtConfig, GRPOExtTrainer
    from trl_grpo_ext.qlora import QLORA_TRAINING_DEFAULTS, precision_flags, qlora_model_and_peft_config

    model, peft_config = qlora_model_and_peft_config("Qwen/Qwen2.5-7B-Instruct")
    args = GRPOExtConfig(output_dir="out", **QLORA_TRAINING_DEFAULTS, **precision_flags())
    trainer = GRPOExtTrainer(model=model, args=args, peft_config=peft_config, ...)

or simply ``GRPOExtConfig(qlora=True)`` / ``qlora: true`` in a ``trl-grpo-ext train`` YAML.
"""

from __future__ import annotations

import importlib.util
import os
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # heavy imports stay inside the functions that need them
    import torch
    from peft import LoraConfig
    from transformers import BitsAndBytesConfig, PreTrainedModel

__all__ = [
    "LORA_DEFAULTS",
    "QLORA_TRAINING_DEFAULTS",
    "bnb_config",
    "compute_dtype",
    "is_quantized",
    "lora_config",
    "precision_flags",
    "prepare_for_kbit_training",
    "qlora_model_and_peft_config",
    "require_cuda",
    "trainable_adapters_to_fp32",
]

# LoRA defaults for policy-gradient RL. Why these values:
# - r=16: an RL episode carries on the order of one bit of information (a scalar reward), so the
#   adapter needs little capacity; "LoRA Without Regret" (Schulman et al., 2025) finds even rank 1
#   matching full fine-tuning on GRPO-style math RL. 16 leaves headroom for longer or multi-task
#   runs at negligible memory (about 40M trainable parameters on a 7B model).
# - lora_alpha=32, kept fixed when r changes: LoRA scales its update by alpha/r, and with alpha
#   held at 32 the best learning rate stays roughly independent of the rank (same paper), so a
#   user can change r without re-tuning the learning rate.
# - target_modules="all-linear": adapters on the MLP as well as attention; attention-only LoRA
#   falls clearly behind on RL, the MLP carries most of the capacity.
# - lora_dropout=0.0: GRPO's importance ratio compares the policy's log-probs at training time
#   with those under which the completions were sampled. Dropout makes the training-time forward a
#   different, noisy policy, so the ratio is not 1 even on the first pass and clipping fires on
#   noise (TRL's own ``disable_dropout`` option exists for the same reason).
LORA_DEFAULTS: dict[str, Any] = {
    "r": 16,
    "lora_alpha": 32,
    "lora_dropout": 0.0,
    "target_modules": "all-linear",
}

# Training arguments that go with a 4-bit base model. The optimizer states of the adapters are
# small, but paged 8-bit AdamW halves them again and pages them to CPU memory under pressure
# instead of failing with an out-of-memory error on a 16 GB card; non-reentrant gradient
# checkpointing works with frozen inputs (no ``enable_input_require_grads`` hook needed) and is
# the mode PyTorch recommends.
QLORA_TRAINING_DEFAULTS: dict[str, Any] = {
    "optim": "paged_adamw_8bit",
    "gradient_checkpointing": True,
    "gradient_checkpointing_kwargs": {"use_reentrant": False},
}

_NO_CUDA_MESSAGE = (
    "QLoRA needs a CUDA GPU: its 4-bit NF4 weights run on bitsandbytes' CUDA kernels, and no CUDA "
    "device is visible here (torch.cuda.is_available() is False). On this machine train LoRA "
    "without quantisation instead: GRPOExtConfig(qlora=False) with "
    "peft_config=trl_grpo_ext.setup.qlora.lora_config() (a peft.LoraConfig), or `qlora: false` in the "
    "`trl-grpo-ext train` YAML. To use QLoRA, run on a machine with an NVIDIA GPU and a CUDA build "
    "of torch."
)


def require_cuda() -> None:
    """Raise a clear error unless a CUDA GPU and bitsandbytes are available for 4-bit training.

    Call this before reading any model weights, so that a CPU machine fails in milliseconds with
    advice rather than after loading gigabytes.

    Raises:
        `RuntimeError`: no CUDA device is visible; the message says to train LoRA without
            quantisation (``GRPOExtConfig(qlora=False)`` plus ``peft_config=LoraConfig(...)``).
        `ImportError`: a CUDA device is there but ``bitsandbytes`` is not installed.

    Example:

    >>> import torch
    >>> from trl_grpo_ext.setup.qlora import require_cuda
    >>> if not torch.cuda.is_available():
    ...     try:
    ...         require_cuda()
    ...     except RuntimeError as error:
    ...         print(str(error).split(":")[0])
    ... else:
    ...     print("QLoRA needs a CUDA GPU")
    QLoRA needs a CUDA GPU
    """
    import torch

    if not torch.cuda.is_available():
        raise RuntimeError(_NO_CUDA_MESSAGE)
    if importlib.util.find_spec("bitsandbytes") is None:
        raise ImportError(
            "QLoRA needs the `bitsandbytes` package for its 4-bit kernels: `pip install bitsandbytes`."
        )


def compute_dtype() -> "torch.dtype":
    """The dtype 4-bit matmuls compute in: bf16 where the GPU supports it, else fp16.

    Ampere and newer GPUs (A100, L4, H100, RTX 30xx+) have native bf16; a T4 or V100 does not
    and computes in fp16. Without a GPU this returns fp32 (QLoRA itself needs a GPU, but the LoRA
    path on CPU trains in fp32).

    Returns:
        `torch.dtype`: ``torch.bfloat16``, ``torch.float16`` or ``torch.float32``.

    Example:

    >>> import torch
    >>> from trl_grpo_ext.setup.qlora import compute_dtype
    >>> compute_dtype() in (torch.bfloat16, torch.float16, torch.float32)
    True
    """
    import torch

    if not torch.cuda.is_available():
        return torch.float32
    # including_emulation=False: a T4 "supports" bf16 only through slow emulation.
    return torch.bfloat16 if torch.cuda.is_bf16_supported(including_emulation=False) else torch.float16


def precision_flags() -> dict[str, bool]:
    """``bf16`` / ``fp16`` training-argument flags for the hardware at hand.

    Returns:
        `dict[str, bool]`: ``{"bf16": True, "fp16": False}`` on bf16-capable GPUs,
        ``{"bf16": False, "fp16": True}`` on older GPUs (T4), ``{"bf16": False, "fp16": False}``
        (full fp32) without a GPU. Unpack it into ``GRPOExtConfig``/``GRPOConfig``.

    Example:

    >>> from trl_grpo_ext.setup.qlora import precision_flags
    >>> flags = precision_flags()
    >>> sorted(flags), sum(flags.values()) <= 1
    (['bf16', 'fp16'], True)
    """
    import torch

    dtype = compute_dtype()
    return {"bf16": dtype == torch.bfloat16, "fp16": dtype == torch.float16}


def bnb_config(dtype: "torch.dtype | None" = None) -> "BitsAndBytesConfig":
    """The QLoRA quantisation config: 4-bit NF4 weights, double quantisation, ``dtype`` compute.

    Args:
        dtype (`torch.dtype`, *optional*):
            Compute dtype of the 4-bit matmuls. Defaults to [`compute_dtype`] (bf16 where
            supported, fp16 on a T4).

    Returns:
        `transformers.BitsAndBytesConfig`

    Example:

    >>> import torch
    >>> from trl_grpo_ext.setup.qlora import bnb_config
    >>> config = bnb_config(torch.bfloat16)
    >>> config.load_in_4bit, config.bnb_4bit_quant_type, config.bnb_4bit_use_double_quant
    (True, 'nf4', True)
    >>> config.bnb_4bit_compute_dtype
    torch.bfloat16
    """
    from transformers import BitsAndBytesConfig

    dtype = dtype if dtype is not None else compute_dtype()
    return BitsAndBytesConfig(
        load_in_4bit=True,
        bnb_4bit_quant_type="nf4",  # NormalFloat4: information-optimal for normally distributed weights
        bnb_4bit_use_double_quant=True,  # quantise the quantisation constants too: ~0.4 bit/param saved
        bnb_4bit_compute_dtype=dtype,
    )


def lora_config(
    *,
    lora_r: int = LORA_DEFAULTS["r"],
    lora_alpha: int = LORA_DEFAULTS["lora_alpha"],
    lora_dropout: float = LORA_DEFAULTS["lora_dropout"],
    target_modules: str | list[str] = LORA_DEFAULTS["target_modules"],
    **kwargs: Any,
) -> "LoraConfig":
    """A causal-LM ``peft.LoraConfig`` with defaults chosen for RL (see ``LORA_DEFAULTS``).

    Used for QLoRA and equally for plain LoRA without quantisation (the CPU path).

    Args:
        lora_r (`int`, *optional*, defaults to `16`):
            Adapter rank. RL needs little capacity: even rank 1 learns GRPO math tasks.
        lora_alpha (`int`, *optional*, defaults to `32`):
            Scale numerator (update scaled by ``alpha / r``). Keep it at 32 when changing ``r``
            so the learning rate need not be re-tuned.
        lora_dropout (`float`, *optional*, defaults to `0.0`):
            Dropout on the adapter input. Zero by default: dropout makes the training-time
            policy differ from the sampling-time one and biases GRPO's importance ratio.
        target_modules (`str` or `list[str]`, *optional*, defaults to `"all-linear"`):
            Which linear layers get adapters; ``"all-linear"`` covers attention and MLP and
            leaves out ``lm_head`` (TRL rejects LoRA on it).
        **kwargs: Other ``LoraConfig`` fields.

    Returns:
        `peft.LoraConfig`

    Example:

    >>> from trl_grpo_ext.setup.qlora import lora_config
    >>> config = lora_config()
    >>> config.r, config.lora_alpha, config.lora_dropout, config.target_modules, config.task_type
    (16, 32, 0.0, 'all-linear', 'CAUSAL_LM')
    """
    from peft import LoraConfig

    if not isinstance(lora_r, int) or lora_r < 1:
        raise ValueError(f"lora_r must be a positive integer, got {lora_r!r}")
    if not 0.0 <= lora_dropout < 1.0:
        raise ValueError(f"lora_dropout must be in [0, 1), got {lora_dropout!r}")
    kwargs.setdefault("task_type", "CAUSAL_LM")
    kwargs.setdefault("bias", "none")
    return LoraConfig(
        r=lora_r, lora_alpha=lora_alpha, lora_dropout=lora_dropout, target_modules=target_modules, **kwargs
    )


def _default_device_map() -> dict[str, int]:
    # One whole copy of the model per process: under `accelerate launch` each rank loads onto its
    # own GPU (LOCAL_RANK); sharding a 4-bit model across GPUs is not what GRPO's DDP wants.
    import torch

    return {"": int(os.environ.get("LOCAL_RANK", torch.cuda.current_device()))}


def qlora_model_and_peft_config(
    model_id: str | os.PathLike,
    *,
    lora_r: int = LORA_DEFAULTS["r"],
    lora_alpha: int = LORA_DEFAULTS["lora_alpha"],
    lora_dropout: float = LORA_DEFAULTS["lora_dropout"],
    target_modules: str | list[str] = LORA_DEFAULTS["target_modules"],
    upcast_non_quantized: bool | None = None,
    **model_kwargs: Any,
) -> tuple["PreTrainedModel", "LoraConfig"]:
    """Load ``model_id`` in 4-bit NF4 ready for k-bit training, and the LoRA config to train it with.

    The model is loaded with [`bnb_config`] (NF4, double quantisation, bf16 compute where the
    GPU supports it, fp16 on a T4), then prepared for k-bit training with non-reentrant gradient
    checkpointing ([`prepare_for_kbit_training`]: ``peft.prepare_model_for_kbit_training`` on fp16
    GPUs, the same minus its fp32 upcast on bf16 GPUs). Pass both results to the trainer
    (``GRPOExtTrainer(model=model, peft_config=peft_config, ...)``), which wraps the model with
    ``get_peft_model``; use [`QLORA_TRAINING_DEFAULTS`] and [`precision_flags`] in the training
    arguments.

    Args:
        model_id (`str` or `os.PathLike`):
            Hub id or local directory of a causal LM checkpoint.
        lora_r, lora_alpha, lora_dropout, target_modules:
            LoRA settings, see [`lora_config`] for why the defaults suit RL.
        upcast_non_quantized (`bool`, *optional*):
            Cast embeddings, ``lm_head`` and norms to fp32. Defaults to ``True`` when computing in
            fp16 (stability) and ``False`` in bf16 (saves 2 GiB on a 7B model, see
            [`prepare_for_kbit_training`]).
        **model_kwargs:
            Passed to ``AutoModelForCausalLM.from_pretrained`` (e.g. ``attn_implementation``,
            ``revision``). ``device_map`` defaults to this process's GPU.

    Returns:
        `tuple[transformers.PreTrainedModel, peft.LoraConfig]`

    Raises:
        `RuntimeError`: without a CUDA GPU, before any weights are read (see [`require_cuda`]).
    """
    require_cuda()
    peft_config = lora_config(
        lora_r=lora_r, lora_alpha=lora_alpha, lora_dropout=lora_dropout, target_modules=target_modules
    )

    import torch
    from transformers import AutoModelForCausalLM

    if "quantization_config" in model_kwargs:
        raise ValueError(
            "qlora_model_and_peft_config sets quantization_config itself (4-bit NF4); load the model "
            "with AutoModelForCausalLM.from_pretrained directly for another quantisation."
        )
    dtype = compute_dtype()
    model_kwargs.setdefault("dtype", dtype)
    model_kwargs.setdefault("device_map", _default_device_map())
    model = AutoModelForCausalLM.from_pretrained(model_id, quantization_config=bnb_config(dtype), **model_kwargs)
    if upcast_non_quantized is None:
        upcast_non_quantized = dtype == torch.float16
    return prepare_for_kbit_training(model, upcast_non_quantized=upcast_non_quantized), peft_config


def prepare_for_kbit_training(model: "PreTrainedModel", *, upcast_non_quantized: bool) -> "PreTrainedModel":
    """Freeze the base model and turn on non-reentrant gradient checkpointing, optionally upcasting.

    With ``upcast_non_quantized=True`` this is exactly ``peft.prepare_model_for_kbit_training``
    with ``gradient_checkpointing_kwargs={"use_reentrant": False}``, which also casts every
    non-quantised weight (embeddings, ``lm_head``, norms) to fp32: that keeps fp16 training (a T4)
    stable. With bf16 compute the cast buys nothing (the weights were trained in bf16, and the
    norms already compute in fp32 internally) and doubles the memory of the embeddings and
    ``lm_head``: 2 GiB more on a 7B model with a 152k vocabulary. So ``upcast_non_quantized=False``
    does the same preparation without the cast. Non-reentrant checkpointing needs no
    ``enable_input_require_grads`` hook, so peft adds none either way.

    Args:
        model (`transformers.PreTrainedModel`): a freshly loaded (usually 4-bit) model.
        upcast_non_quantized (`bool`): cast non-quantised weights to fp32.

    Returns:
        `transformers.PreTrainedModel`: the same model, prepared in place.

    Example:

    >>> import torch
    >>> from transformers import LlamaConfig, LlamaForCausalLM
    >>> from trl_grpo_ext.setup.qlora import prepare_for_kbit_training
    >>> config = LlamaConfig(vocab_size=32, hidden_size=16, intermediate_size=32, num_hidden_layers=1,
    ...                      num_attention_heads=2, num_key_value_heads=1)
    >>> model = LlamaForCausalLM(config).to(torch.bfloat16)
    >>> model = prepare_for_kbit_training(model, upcast_non_quantized=False)
    >>> model.is_activation_checkpointing, any(p.requires_grad for p in model.parameters())
    (True, False)
    >>> model.get_input_embeddings().weight.dtype
    torch.bfloat16
    """
    kwargs = dict(QLORA_TRAINING_DEFAULTS["gradient_checkpointing_kwargs"])
    if upcast_non_quantized:
        from peft import prepare_model_for_kbit_training

        return prepare_model_for_kbit_training(
            model, use_gradient_checkpointing=True, gradient_checkpointing_kwargs=kwargs
        )
    for param in model.parameters():
        param.requires_grad_(False)
    model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=kwargs)
    return model


def is_quantized(model: Any) -> bool:
    """True for a model loaded in 4 or 8 bit (also through a ``PeftModel``), the test TRL uses."""
    return bool(getattr(model, "is_loaded_in_4bit", False) or getattr(model, "is_loaded_in_8bit", False))


def trainable_adapters_to_fp32(model: Any, *, bf16: bool) -> dict[str, Any] | None:
    """Keep a quantized model's trainable adapter weights in fp32 unless training runs in bf16.

    TRL 1.16's ``GRPOTrainer`` casts every trainable parameter of a quantized model to bf16
    ("QLoRA ... adapter weights are converted to bf16"), whatever the training precision. That is
    right for bf16 training. With ``fp16=True`` (a T4 has no bf16) the fp16 ``GradScaler`` then
    meets bf16 gradients and stops at the first optimizer step
    (``"_amp_foreach_non_finite_check_and_unscale_cuda" not implemented for 'BFloat16'``), and
    without mixed precision the adapters would train in pure bf16, where small updates round
    away. QLoRA's own recipe for fp16 keeps the adapters in fp32 (the master weights) and lets
    autocast run the matmuls in fp16, which is what this restores. The trainer calls it right
    after TRL's cast, before the optimizer exists.

    Args:
        model: the model as the trainer holds it (a ``PeftModel`` for QLoRA).
        bf16 (`bool`): the training arguments' ``bf16`` flag; when True nothing changes.

    Returns:
        `dict` or `None`: ``{"dtype": "float32", "from": [dtypes], "params": n, "numel": m}`` when
        parameters were cast, else `None` (not quantized, bf16 training, or already fp32).

    Example:

    >>> import torch
    >>> model = torch.nn.Linear(4, 4).to(torch.bfloat16)
    >>> model.is_loaded_in_4bit = True  # as transformers marks a 4-bit model
    >>> trainable_adapters_to_fp32(model, bf16=True) is None, model.weight.dtype
    (True, torch.bfloat16)
    >>> trainable_adapters_to_fp32(model, bf16=False)["params"], model.weight.dtype
    (2, torch.float32)
    """
    import torch

    if bf16 or not is_quantized(model):
        return None
    cast, numel, sources = 0, 0, set()
    for param in model.parameters():
        if param.requires_grad and param.is_floating_point() and param.dtype != torch.float32:
            sources.add(str(param.dtype).removeprefix("torch."))
            param.data = param.data.to(torch.float32)
            cast += 1
            numel += param.numel()
    if not cast:
        return None
    return {"dtype": "float32", "from": sorted(sources), "params": cast, "numel": numel}
