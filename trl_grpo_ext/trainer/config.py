"""``GRPOExtConfig``: TRL's ``GRPOConfig`` plus the options of the extended trainer."""

from __future__ import annotations

import json
import logging
import numbers
from dataclasses import dataclass, field, fields
from typing import Any

from trl import GRPOConfig

from trl_grpo_ext.rollouts.settings import MODES

logger = logging.getLogger(__name__)

# Loss types whose normaliser counts the tokens under the loss mask, so that taking a group out of
# the mask also takes it out of the normaliser (see `drop_zero_variance_groups`).
__all__ = ["FAST_ROLLOUT_MODES", "GRPOExtConfig", "MASK_NORMALISED_LOSS_TYPES", "REWARD_PLUGIN_KEYS"]

MASK_NORMALISED_LOSS_TYPES = ("dapo", "bnpo", "cispo", "vespo")
REWARD_PLUGIN_KEYS = ("name", "options", "weight")
# The values of `fast_rollouts`: "off", "auto", then the weight modes of trl_grpo_ext.rollouts.weights.
FAST_ROLLOUT_MODES = MODES
# The decode attentions of trl_grpo_ext.rollouts.attention a run may pick (the others are for benchmarks).
DECODE_ATTENTIONS = ("triton", "prefix")


@dataclass
class GRPOExtConfig(GRPOConfig):
    r"""
    Configuration class for [`~trl_grpo_ext.GRPOExtTrainer`].

    Everything in [`~trl.GRPOConfig`] applies; this class adds the choice of advantage scheme, reward
    plugins from the registry, dropping zero-variance groups from the loss normaliser, one-flag QLoRA and
    the wandb completions history.

    Parameters:
        > Advantages

        advantage_scheme (`str`, *optional*, defaults to `"grpo"`):
            Registry name of the advantage scheme (`trl-grpo-ext schemes list`), or a dotted path
            `"package.module:SchemeClass"`. The scheme maps the weighted sum of rewards of each group to
            advantages and *replaces* TRL's `scale_rewards` / `multi_objective_aggregation` step. `"grpo"` gives
            TRL's stock advantages; with `"grpo"` and a non-default `scale_rewards` or
            `multi_objective_aggregation`, TRL's own advantages are kept as they are.
        scheme_kwargs (`dict[str, Any]` or `str`, *optional*):
            Parameters of the scheme, e.g. `{"k": 4}` for `pass_at_k` or `{"success_threshold": 0.5}` for a
            binary-only scheme on continuous rewards. A JSON string is accepted (command line).
        drop_zero_variance_groups (`bool`, *optional*, defaults to `False`):
            Take groups whose rewards are all equal (no contrast, zero advantage under a baseline scheme) out of
            the loss and its normaliser, as DAPO's dynamic sampling motivates, so they do not dilute the
            gradient of the informative groups. Implemented by masking their tokens out of the loss (through
            `tool_mask`, so attention is untouched) and recomputing `num_items_in_batch`. Requires a loss type
            that normalises by the masked token count: `"dapo"`, `"bnpo"`, `"cispo"` or `"vespo"`. Refused for
            baseline-free schemes (`beta_prior`, `negative_weighted`), whose zero-variance groups carry signal.
            With `beta > 0` the dropped groups also leave the KL term.

        > KL and process supervision

        kl_estimator (`str`, *optional*, defaults to `"k3"`):
            Per-token estimator of KL(pi_theta || pi_ref) in the loss's `beta` term: `"k3"` (TRL's,
            `pi_ref/pi - log(pi_ref/pi) - 1`), `"k2"` (`1/2 log(pi/pi_ref)^2`, the reverse-KL gradient) or `"k1"`
            (`log(pi/pi_ref)`, zero gradient in expectation). Only used with `beta > 0`; `use_bias_correction_kl`
            still multiplies it by the importance ratio. What each does to training is in
            docs/KL_AND_PROCESS_SUPERVISION.md.
        process_supervision (`bool`, *optional*, defaults to `False`):
            Give each token the advantage of the reasoning steps it leads to (DeepSeekMath's process supervision)
            instead of its completion's outcome advantage: the step rewards of `step_reward` are normalised per
            group and summed over the steps that end after the token. The outcome advantages of the scheme are
            still computed, logged and used by `drop_zero_variance_groups`.
        step_reward (`str`, *optional*):
            Registry name (or dotted path) of the reward plugin whose `step_rewards(completions)` scores the steps,
            e.g. `"arithmetic_steps"`; required with `process_supervision=True`. When it is also one of the
            trainer's reward functions, that instance is used.

        > Rewards

        reward_plugins (`list[str | dict]`, *optional*):
            Reward plugins from the registry (`trl-grpo-ext rewards list`), added after the trainer's
            `reward_funcs`. Each entry is a name, or a dict `{"name": ..., "options": {...}, "weight": ...}`
            (options are the plugin's constructor arguments, weight defaults to `1.0`). `reward_weights`, when
            set, covers either the trainer's `reward_funcs` only (plugin weights then come from these entries)
            or every reward function, `reward_funcs` first (the entries must then not set a weight).

        > QLoRA

        qlora (`bool`, *optional*, defaults to `False`):
            Load the model (given to the trainer as a model id or path) in 4-bit NF4 and train a LoRA adapter on
            it. Needs a CUDA GPU. Where the training arguments below were left at their defaults, QLoRA's are
            used: `optim="paged_adamw_8bit"`, gradient checkpointing without re-entrant mode.
        lora_r (`int`, *optional*, defaults to `16`):
            LoRA rank, with `qlora=True`.
        lora_alpha (`int`, *optional*, defaults to `32`):
            LoRA scaling numerator, with `qlora=True`.
        lora_dropout (`float`, *optional*, defaults to `0.0`):
            Dropout on the LoRA input, with `qlora=True`. Zero by default: dropout makes the training-time
            policy differ from the sampling one and biases GRPO's importance ratio.
        lora_target_modules (`list[str]`, *optional*):
            Modules that get an adapter, with `qlora=True`; `None` means every linear layer but the LM head.

        > Logging

        log_completions_history (`bool`, *optional*):
            Log to wandb a completions table that keeps every logged step (step, prompt, completion, the reward of
            each reward function, the advantage each completion received), instead of TRL's table that shows
            only the latest step. Defaults to `True` when `"wandb"` is in `report_to`.

        > Fast rollouts

        fast_rollouts (`str`, *optional*):
            Replace TRL's `model.generate` call (single GPU or one per process, no vLLM, text only) by a compiled
            sampling loop: static KV cache, `torch.compile` of the decode step (CUDA graphs on a GPU), same
            sampling semantics. The value picks the weights it samples with: `"model"` (the training model as
            it is, e.g. NF4 under QLoRA through the repacked decode kernel, no second copy), `"int4"` (a torchao
            int4 copy of the frozen base with the live LoRA adapters on top), `"bf16"` (a bf16 copy with the LoRA
            update merged after every optimizer step), `"auto"` (of `"bf16"` and `"model"`, the one whose decode
            step is faster at the batch's rows where the bf16 copy fits `fast_rollouts_memory_gib`, else
            `"model"`; the choice and its figures are logged), or `"off"`. Defaults to `"auto"` with `qlora=True` and to `"off"` otherwise. Measured speed-ups, with
            the hardware they ran on, are in docs/ROLLOUTS.md. The loop's sampling log-probs go to TRL, and the
            loss corrects the sampler/trainer mismatch with TRL's importance-sampling ratio for vLLM, under TRL's
            own options: `vllm_importance_sampling_correction` (on by default), `vllm_importance_sampling_mode`,
            `vllm_importance_sampling_clip_min` and `_clip_max`.
        fast_rollouts_memory_gib (`float`, *optional*):
            Memory a weight copy may take, for `fast_rollouts="auto"`. Default: free GPU memory when the first
            batch is generated, minus `fast_rollouts_margin_gib`.
        fast_rollouts_margin_gib (`float`, *optional*):
            Memory kept for training when `fast_rollouts_memory_gib` is not set. Default: the larger of 4 GiB and
            20% of the card.
        fast_rollouts_compile (`bool`, *optional*, defaults to `True`):
            Compile the decode step; `False` keeps the static cache and runs it eagerly.
        fast_rollouts_decode_attention (`str`, *optional*, defaults to `"triton"`):
            The decode step's attention on a GPU in bf16/fp16. `"triton"`: a split-K kernel inside one CUDA graph
            for every cache fill. `"prefix"`: SDPA called as `generate` calls it (over the filled cache, no mask
            unless a row is padded), in one CUDA graph per cache fill, with every other op rounded as the eager
            forward rounds it and the norms' variance summed in ATen's order: samples as close to the training
            forward's log-probs as `generate` does (on an H200, a mean |Δ log p| of 0.0279 against `generate`'s
            0.0280; the Triton kernel 0.0398) at the Triton kernel's speed per decode step (7B: +1.2% at 8 rows,
            -0.4% at 64), but it records a graph the first time each fill comes (about 50-110 ms each at 7B: the
            first call's extra time over its 255 fills), again for a new batch size or a longer cache. Measured in
            docs/ROLLOUTS.md. On a CPU the decode is `generate`'s call either way.

        > Saving

        save_strategy (`str`, *optional*, defaults to `"no"`):
            TRL's option with another default: nothing is written during training unless asked (`"steps"` or
            `"epoch"`), so a short run does not leave a full checkpoint behind. `trainer.save_model()` still writes
            the model at the end when called.

        > Gradient checkpointing

        auto_gradient_checkpointing (`bool`, *optional*, defaults to `True`):
            Let the trainer decide `gradient_checkpointing` itself, once, at the first training micro-batch: on
            only if that micro-batch's activations, estimated for its rows and prompt length and for completions of
            `max_completion_length` tokens, exceed the memory budget (`auto_gradient_checkpointing_memory_gib`),
            since checkpointing costs a second forward in backward. The decision and its reason are logged, and
            `gradient_checkpointing` is set to it, so generation and later `train()` calls keep it. Where no budget
            is known (a CPU without `auto_gradient_checkpointing_memory_gib`) and under DeepSpeed or FSDP,
            `gradient_checkpointing` stays as given. `False`: `gradient_checkpointing` as given everywhere.
        auto_gradient_checkpointing_memory_gib (`float`, *optional*):
            Memory the activations of a micro-batch may take, for `auto_gradient_checkpointing`. Default: free GPU
            memory at the first training micro-batch, minus `auto_gradient_checkpointing_margin_gib` and the
            gradients and optimizer states the first optimizer step will allocate.
        auto_gradient_checkpointing_margin_gib (`float`, *optional*):
            Memory kept free when `auto_gradient_checkpointing_memory_gib` is not set. Default: the larger of 4 GiB
            and 20% of the card.

        > Attention kernel

        cudnn_attention (`bool`, *optional*, defaults to `False`):
            Let SDPA use cuDNN's attention kernel inside training and evaluation steps. Off by default: cuDNN builds
            an execution plan for each new sequence length, and a GRPO step's lengths are new at almost every step
            (the prompt's forward, the loss's forward and its backward each pay one); SDPA's flash and
            memory-efficient kernels have no such cost. Measured in docs/ROLLOUTS.md.
    """

    advantage_scheme: str = field(
        default="grpo",
        metadata={
            "help": "Registry name of the advantage scheme, or a dotted path 'package.module:SchemeClass'. It "
            "replaces TRL's reward scaling; 'grpo' gives TRL's stock advantages."
        },
    )
    scheme_kwargs: dict[str, Any] | str | None = field(
        default=None,
        metadata={
            "help": "Parameters of the advantage scheme, e.g. {'k': 4} for pass_at_k (JSON on the command line)."
        },
    )
    drop_zero_variance_groups: bool = field(
        default=False,
        metadata={
            "help": "Take groups whose rewards are all equal out of the loss and its normaliser (DAPO-style). "
            "Needs loss_type dapo, bnpo, cispo or vespo and a scheme with a baseline."
        },
    )
    kl_estimator: str = field(
        default="k3",
        metadata={
            "help": "Per-token KL estimator of the beta term: 'k3' (TRL's), 'k2' (reverse-KL gradient) or 'k1'.",
            "choices": ["k1", "k2", "k3"],
        },
    )
    process_supervision: bool = field(
        default=False,
        metadata={"help": "Per-token advantages from per-step rewards (DeepSeekMath process supervision)."},
    )
    step_reward: str | None = field(
        default=None,
        metadata={"help": "Reward plugin whose step_rewards() scores the steps, with process_supervision=True."},
    )
    reward_plugins: list[str] | None = field(
        default=None,
        metadata={
            "help": "Reward plugins from the registry, added after reward_funcs: names, or dicts "
            "{'name': ..., 'options': {...}, 'weight': ...} (JSON objects on the command line)."
        },
    )
    qlora: bool = field(
        default=False,
        metadata={"help": "Load the model in 4-bit NF4 and train a LoRA adapter (needs a CUDA GPU)."},
    )
    lora_r: int = field(default=16, metadata={"help": "LoRA rank, with qlora=True or use_peft=True."})
    lora_alpha: int = field(default=32, metadata={"help": "LoRA alpha, with qlora=True or use_peft=True."})
    lora_dropout: float = field(default=0.0, metadata={"help": "LoRA dropout, with qlora=True or use_peft=True."})
    lora_target_modules: list[str] | None = field(
        default=None,
        metadata={
            "help": "Modules that get a LoRA adapter, with qlora=True or use_peft=True; default: all linear layers."
        },
    )
    log_completions_history: bool | None = field(
        default=None,
        metadata={
            "help": "Log a wandb completions table that keeps every logged step, with per-function rewards and "
            "advantages. Defaults to True when 'wandb' is in report_to."
        },
    )
    fast_rollouts: str | None = field(
        default=None,
        metadata={
            "help": "Compiled generation (static cache + torch.compile) instead of model.generate, without vLLM: "
            "'off', 'auto', 'model' (training weights as they are), 'int4' (torchao copy), 'bf16' (merged copy). "
            "Default: 'auto' with qlora=True, else 'off'.",
            "choices": list(FAST_ROLLOUT_MODES),
        },
    )
    fast_rollouts_memory_gib: float | None = field(
        default=None,
        metadata={"help": "Memory a weight copy may use with fast_rollouts='auto' (default: free minus a margin)."},
    )
    fast_rollouts_margin_gib: float | None = field(
        default=None,
        metadata={"help": "Memory kept free for training with fast_rollouts='auto' (default: max(4 GiB, 20%))."},
    )
    fast_rollouts_compile: bool = field(
        default=True, metadata={"help": "Compile the decode step of fast_rollouts (False: static cache only)."}
    )
    fast_rollouts_decode_attention: str = field(
        default="triton",
        metadata={
            "help": "Decode attention on a GPU: 'triton' (a split-K kernel inside one CUDA graph for every fill) or "
            "'prefix' (SDPA as generate calls it, one CUDA graph per cache fill: as close to the training forward "
            "as generate, as fast per step once each fill is recorded, about 50-110 ms per new fill at 7B).",
            "choices": list(DECODE_ATTENTIONS),
        },
    )
    save_strategy: str = field(
        default="no",
        metadata={"help": "When to write checkpoints: 'no' (the default here: only when asked), 'steps' or 'epoch'."},
    )
    auto_gradient_checkpointing: bool = field(
        default=True,
        metadata={
            "help": "Decide gradient_checkpointing at the first training micro-batch: on only if its activations "
            "exceed auto_gradient_checkpointing_memory_gib (kept as given where no budget is known, e.g. on a CPU)."
        },
    )
    auto_gradient_checkpointing_memory_gib: float | None = field(
        default=None,
        metadata={
            "help": "Memory a micro-batch's activations may use with auto_gradient_checkpointing (default: free "
            "minus a margin and the optimizer's states)."
        },
    )
    auto_gradient_checkpointing_margin_gib: float | None = field(
        default=None,
        metadata={"help": "Memory kept free with auto_gradient_checkpointing (default: max(4 GiB, 20%))."},
    )
    cudnn_attention: bool = field(
        default=False,
        metadata={
            "help": "Let SDPA use cuDNN's attention kernel inside training steps (off: cuDNN builds a plan for "
            "every new sequence length, and GRPO's lengths change every step)."
        },
    )

    def __post_init__(self):
        if self.qlora:
            self._apply_qlora_defaults()
        self._name_checkpointing_as_transformers_does()
        super().__post_init__()
        self.scheme_kwargs = _json_dict(self.scheme_kwargs, "scheme_kwargs")
        self.reward_plugins = _normalise_reward_plugins(self.reward_plugins)
        self._build_scheme()
        self._validate_kl_and_steps()
        self._validate_lora()
        self._validate_fast_rollouts()
        self._validate_auto_gradient_checkpointing()
        if self.log_completions_history is None:
            self.log_completions_history = "wandb" in (self.report_to or [])

    # ------------------------------------------------------------------------------------------
    def _apply_qlora_defaults(self) -> None:
        from trl_grpo_ext.setup.qlora import QLORA_TRAINING_DEFAULTS

        defaults = {f.name: f.default for f in fields(self)}
        for name, value in QLORA_TRAINING_DEFAULTS.items():
            if name in defaults and getattr(self, name) == defaults[name]:
                setattr(self, name, value)

    @property
    def scheme(self):
        """The advantage scheme object the trainer uses: built by the registry from `advantage_scheme` and
        `scheme_kwargs` when the config is checked, and built again only if either has changed since."""
        if self._built_scheme[0] != (self.advantage_scheme, self.scheme_kwargs):
            self._build_scheme()
        return self._built_scheme[1]

    def _name_checkpointing_as_transformers_does(self) -> None:
        # Newer transformers renamed `gradient_checkpointing*` to `activation_checkpointing*` and warn on the old
        # names, which TRL's config still sets by default: every config printed a FutureWarning the user could not
        # act on. Hand the value over under the new name where it exists; the behaviour is the same.
        for old, new in (("gradient_checkpointing", "activation_checkpointing"),
                         ("gradient_checkpointing_kwargs", "activation_checkpointing_kwargs")):
            if hasattr(self, new) and getattr(self, new) is None and getattr(self, old) is not None:
                setattr(self, new, getattr(self, old))

    def _build_scheme(self) -> None:
        scheme = self._validate_scheme()
        self._validate_drop_zero_variance(scheme)
        self._built_scheme = ((self.advantage_scheme, dict(self.scheme_kwargs)), scheme)

    def _validate_scheme(self):
        from trl_grpo_ext.registry import PluginError, get_scheme

        if not isinstance(self.advantage_scheme, str) or not self.advantage_scheme:
            raise ValueError(
                f"advantage_scheme must be a scheme name (see `trl-grpo-ext schemes list`) or a dotted path "
                f"'package.module:SchemeClass', got {self.advantage_scheme!r}"
            )
        try:
            scheme = get_scheme(self.advantage_scheme, **self.scheme_kwargs)
        except PluginError as exc:
            raise ValueError(f"advantage_scheme={self.advantage_scheme!r}: {exc}") from exc
        except (TypeError, ValueError) as exc:
            raise ValueError(
                f"scheme_kwargs={self.scheme_kwargs!r} are not valid for advantage_scheme="
                f"{self.advantage_scheme!r}: {exc}"
            ) from exc
        if not getattr(scheme, "is_trl_default", False):
            # The scheme computes the advantages from the weighted reward sum; TRL's alternatives to that
            # step would be silently ignored.
            if self.scale_rewards != "group":
                raise ValueError(
                    f"scale_rewards={self.scale_rewards!r} has no effect with advantage_scheme="
                    f"{self.advantage_scheme!r}: the scheme replaces TRL's reward scaling. Leave scale_rewards at "
                    f"'group' (its default), or use advantage_scheme='grpo' for TRL's scaling "
                    f"('mean_only' is scale_rewards='none' as a scheme)."
                )
            if self.multi_objective_aggregation != "sum_then_normalize":
                raise ValueError(
                    f"multi_objective_aggregation={self.multi_objective_aggregation!r} has no effect with "
                    f"advantage_scheme={self.advantage_scheme!r}: the scheme sees the weighted sum of the reward "
                    f"functions. Leave it at 'sum_then_normalize', or use advantage_scheme='grpo'."
                )
        return scheme

    def _validate_drop_zero_variance(self, scheme) -> None:
        if not self.drop_zero_variance_groups:
            return
        if self.loss_type not in MASK_NORMALISED_LOSS_TYPES:
            raise ValueError(
                f"drop_zero_variance_groups=True needs a loss normalised by the token count under the loss mask "
                f"(loss_type one of {', '.join(MASK_NORMALISED_LOSS_TYPES)}); loss_type={self.loss_type!r} "
                f"normalises per sequence or by a constant, so dropped groups would still count."
            )
        if getattr(scheme, "baseline_free", False):
            raise ValueError(
                f"drop_zero_variance_groups=True conflicts with advantage_scheme={self.advantage_scheme!r}: it "
                f"is baseline-free, so its all-right and all-wrong groups carry a learning signal that dropping "
                f"them would discard. Use a scheme with a group baseline or drop_zero_variance_groups=False."
            )
        if getattr(scheme, "is_trl_default", False) and (
            self.scale_rewards == "batch" or self.multi_objective_aggregation != "sum_then_normalize"
        ):
            raise ValueError(
                "drop_zero_variance_groups=True with advantage_scheme='grpo' needs scale_rewards 'group' or "
                "'none' and multi_objective_aggregation='sum_then_normalize': with batch-level scaling, groups "
                "whose rewards are all equal still get non-zero advantages."
            )

    def _validate_kl_and_steps(self) -> None:
        from trl_grpo_ext.core.kl import KL_ESTIMATORS
        from trl_grpo_ext.registry import UnknownPluginError, check_name
        from trl_grpo_ext.trainer.trl_adapter import KL_LOSS_TYPES

        if self.kl_estimator not in KL_ESTIMATORS:
            raise ValueError(f"kl_estimator must be one of {', '.join(KL_ESTIMATORS)}, got {self.kl_estimator!r}")
        if self.kl_estimator != "k3" and self.beta != 0.0 and self.loss_type not in KL_LOSS_TYPES:
            raise ValueError(
                f"kl_estimator={self.kl_estimator!r} supports loss_type {', '.join(KL_LOSS_TYPES)}, "
                f"got {self.loss_type!r}"
            )
        if self.step_reward is not None:
            try:
                check_name("reward", self.step_reward)
            except UnknownPluginError as exc:
                raise ValueError(
                    f"step_reward must name a registered reward plugin with step_rewards() (e.g. 'arithmetic_steps') "
                    f"or a dotted path 'package.module:Factory': {exc}"
                ) from None
        if self.process_supervision and self.step_reward is None:
            raise ValueError("process_supervision=True needs step_reward, the reward plugin that scores the steps")

    def _validate_fast_rollouts(self) -> None:
        if self.fast_rollouts is None:
            self.fast_rollouts = "auto" if self.qlora and not self.use_vllm else "off"
        if self.fast_rollouts not in FAST_ROLLOUT_MODES:
            raise ValueError(
                f"fast_rollouts must be one of {', '.join(FAST_ROLLOUT_MODES)}, got {self.fast_rollouts!r}"
            )
        self._validate_gib("fast_rollouts_memory_gib", "fast_rollouts_margin_gib")
        if self.fast_rollouts_decode_attention not in DECODE_ATTENTIONS:
            raise ValueError(f"fast_rollouts_decode_attention must be one of {', '.join(DECODE_ATTENTIONS)}, "
                             f"got {self.fast_rollouts_decode_attention!r}")
        if self.fast_rollouts != "off" and self.use_vllm:
            logger.warning("fast_rollouts has no effect with use_vllm=True: vLLM generates")

    def _validate_auto_gradient_checkpointing(self) -> None:
        value = self.auto_gradient_checkpointing
        if not isinstance(value, bool):
            raise ValueError(f"auto_gradient_checkpointing must be True or False, got {value!r}")
        self._validate_gib("auto_gradient_checkpointing_memory_gib", "auto_gradient_checkpointing_margin_gib")
        given = [n for n in ("auto_gradient_checkpointing_memory_gib", "auto_gradient_checkpointing_margin_gib")
                 if getattr(self, n) is not None]
        if given and not self.auto_gradient_checkpointing:
            raise ValueError(f"{', '.join(given)} needs auto_gradient_checkpointing=True")

    def _validate_gib(self, *names: str) -> None:
        for name in names:
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, numbers.Real) or value < 0):
                raise ValueError(f"{name} must be a non-negative number of GiB or None, got {value!r}")

    def _validate_lora(self) -> None:
        if not isinstance(self.lora_r, int) or isinstance(self.lora_r, bool) or self.lora_r < 1:
            raise ValueError(f"lora_r must be a positive integer, got {self.lora_r!r}")
        if not isinstance(self.lora_alpha, numbers.Real) or self.lora_alpha <= 0:
            raise ValueError(f"lora_alpha must be a positive number, got {self.lora_alpha!r}")
        if not isinstance(self.lora_dropout, numbers.Real) or not 0.0 <= self.lora_dropout < 1.0:
            raise ValueError(f"lora_dropout must be in [0, 1), got {self.lora_dropout!r}")
        if self.lora_target_modules is not None and (
            isinstance(self.lora_target_modules, str)
            or not all(isinstance(m, str) and m for m in self.lora_target_modules)
        ):
            raise ValueError(
                f"lora_target_modules must be a list of module names (e.g. ['q_proj', 'v_proj']) or None for "
                f"every linear layer, got {self.lora_target_modules!r}"
            )


def _json_dict(value: Any, name: str) -> dict[str, Any]:
    if value is None:
        return {}
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{name} must be a dict or a JSON object string, got {value!r}: {exc}") from None
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        raise ValueError(f"{name} must be a dict with string keys, got {value!r}")
    return dict(value)


def _normalise_reward_plugins(entries: Any) -> list[dict[str, Any]] | None:
    """Turn every entry into ``{"name", "options", "weight"}`` (weight ``None`` when not given)."""
    from trl_grpo_ext.registry import UnknownPluginError, check_name

    if entries is None:
        return None
    if isinstance(entries, (str, dict)):
        entries = [entries]
    if not isinstance(entries, (list, tuple)):
        raise ValueError(f"reward_plugins must be a list of names or dicts, got {type(entries).__name__}")
    out = []
    for i, entry in enumerate(entries):
        if isinstance(entry, str) and entry.lstrip().startswith("{"):
            entry = _json_dict(entry, f"reward_plugins[{i}]")  # a dict entry given on the command line
        if isinstance(entry, str):
            entry = {"name": entry}
        if not isinstance(entry, dict):
            raise ValueError(
                f"reward_plugins[{i}] must be a name or a dict with keys {REWARD_PLUGIN_KEYS}, got {entry!r}"
            )
        unknown_keys = sorted(set(entry) - set(REWARD_PLUGIN_KEYS))
        if unknown_keys:
            raise ValueError(
                f"reward_plugins[{i}] has unknown key(s) {unknown_keys}; allowed: {', '.join(REWARD_PLUGIN_KEYS)}"
            )
        name = entry.get("name")
        try:
            check_name("reward", name)
        except UnknownPluginError as exc:
            raise ValueError(f"reward_plugins[{i}]: {exc}") from None
        options = _json_dict(entry.get("options"), f"reward_plugins[{i}].options")
        weight = entry.get("weight")
        if weight is not None and (isinstance(weight, bool) or not isinstance(weight, numbers.Real)):
            raise ValueError(f"reward_plugins[{i}].weight must be a number, got {weight!r}")
        out.append({"name": name, "options": options, "weight": None if weight is None else float(weight)})
    return out
