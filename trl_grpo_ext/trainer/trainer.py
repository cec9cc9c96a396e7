"""``GRPOExtTrainer``: TRL's ``GRPOTrainer`` with pluggable advantage schemes and reward plugins.

How the advantages are replaced without copying TRL's generation method: the adapter
(:mod:`trl_grpo_ext.trainer.trl_adapter`) keeps the rewards TRL gathers from every process and hands each
scored generation batch to :meth:`GRPOExtTrainer.finish_scored_batch`, which takes one advantage step
(:func:`~trl_grpo_ext.core.advantages.step.advantage_step`) on the whole gathered batch with the configured
scheme on the weighted reward sum, exactly as TRL forms it, and puts this process's slice into the
returned batch, the same slice TRL takes. The batch is built once per generation and reused
``num_iterations`` times by TRL, so the step also runs once per generation; the step callbacks
(diagnostics, the fixed-point prediction, the wandb table) read its result. With
``process_supervision``, the loss gets per-token advantages from step rewards instead
(:mod:`trl_grpo_ext.trainer.process_supervision`); the scheme's per-completion ones are still logged.
"""

from __future__ import annotations

import copy
import logging
import math
import os
from typing import Any, Callable

import torch
from trl import GRPOTrainer

from trl_grpo_ext.trainer import trl_adapter
from trl_grpo_ext.core.advantages.step import AdvantageStep, advantage_step
from trl_grpo_ext.trainer.checkpointing import AutoGradientCheckpointingMixin
from trl_grpo_ext.trainer.config import GRPOExtConfig
from trl_grpo_ext.trainer.diagnostics import FixedPointPrediction, log_diagnostics
from trl_grpo_ext.trainer.fast_rollouts import FastRolloutsMixin
from trl_grpo_ext.trainer.rewards import RewardFunctions, build_reward_functions, step_reward_plugin
from trl_grpo_ext.trainer.step_attention import StepAttentionMixin
from trl_grpo_ext.trainer.trl_adapter import GRPOTrainerAdapter, ScoredBatch
from trl_grpo_ext.trainer.sharding.zero3_layers import (
    KeptWhole,
    fetch_decoder_layers_whole,
    keep_parameters_whole,
    zero3_stage,
)

logger = logging.getLogger(__name__)

# A step callback: called once per scored generation batch, on every process.
StepCallback = Callable[[Any, ScoredBatch, AdvantageStep], None]


class GRPOExtTrainer(
    StepAttentionMixin, AutoGradientCheckpointingMixin, FastRolloutsMixin, GRPOTrainerAdapter, GRPOTrainer
):
    """[`~trl.GRPOTrainer`] whose advantages come from a registered advantage scheme.

    Arguments are those of [`~trl.GRPOTrainer`], with these differences:

    - `args` must be a [`~trl_grpo_ext.GRPOExtConfig`] (it selects the scheme, reward plugins, QLoRA, ...).
    - `reward_funcs` may contain registry names of reward plugins (`"math_accuracy"`) and dotted paths
      (`"my_pkg.rewards:my_reward"`), besides callables, reward models and local reward-model directories.
      The plugins listed in `args.reward_plugins` are appended to them, all built by
      [`~trl_grpo_ext.trainer.rewards.build_reward_functions`]; reward functions already built that way (a
      recipe's) are taken as they are.
    - With `args.qlora=True`, `model` must be a model id or path; it is loaded in 4-bit with a LoRA adapter.

    After training starts, `predicted_p_star` holds the theory's fixed point of the success rate
    (`trl_grpo_ext.core.theory.fixed_point`) for the configured scheme and `beta` (when `beta > 0`). Its `p_ref`,
    the success rate of the reference policy, is estimated by the mean success rate of the first training
    batch with `0 < p_mean < 1`: the reference model is the initial policy, and that batch is sampled from
    it. The estimate is as noisy as one batch; it is logged (`scheme/p_ref`) next to the prediction.

    Example:

    ```python
    from trl_grpo_ext import GRPOExtConfig, GRPOExtTrainer

    args = GRPOExtConfig(output_dir="out", advantage_scheme="max_rl", num_generations=8)
    trainer = GRPOExtTrainer(
        model="HuggingFaceTB/SmolLM2-135M-Instruct",
        reward_funcs=["math_accuracy"],
        args=args,
        train_dataset=dataset,
    )
    trainer.train()
    ```
    """

    _tag_names = ["trl", "grpo", "trl-grpo-ext"]
    _zero3_keep_whole = True  # ZeRO-3 with fast rollouts: parameters whole between steps where memory allows
    _zero3_streamline = True  # ZeRO-3 with every parameter whole: no fetch hooks, a few gathers after each step
    zero3_whole = KeptWhole(0, 0, "not decided")
    zero3_step = "not ZeRO-3"

    def __init__(
        self,
        model,
        reward_funcs=None,
        args: GRPOExtConfig | None = None,
        train_dataset=None,
        eval_dataset=None,
        processing_class=None,
        reward_processing_classes=None,
        callbacks=None,
        optimizers=(None, None),
        quantization_config=None,
        peft_config=None,
        **kwargs: Any,
    ):
        trl_minor = trl_adapter.check_installed_trl()
        if args is None:
            name = model if isinstance(model, str) else getattr(model.config, "_name_or_path", "model")
            args = GRPOExtConfig(f"{str(name).rstrip('/').split('/')[-1]}-GRPOExt")
        elif not isinstance(args, GRPOExtConfig):
            raise TypeError(
                f"GRPOExtTrainer needs args=GRPOExtConfig(...), got {type(args).__name__}. GRPOExtConfig takes "
                f"every GRPOConfig argument; build it with the same arguments."
            )

        rewards = reward_funcs if isinstance(reward_funcs, RewardFunctions) else build_reward_functions(
            reward_funcs, args.reward_plugins, args.reward_weights
        )
        if rewards.weights is not None:
            # A shallow copy: the user's config object keeps the weights they gave.
            args = copy.copy(args)
            args.reward_weights = rewards.weights
        funcs, specs = rewards.funcs, rewards.specs

        if args.qlora:
            model, peft_config = _load_qlora(model, args, peft_config)
        # Several GPUs in one process (a Kaggle notebook): one GPU instead of TRL's DataParallel error.
        self.gpu_note = trl_adapter.use_one_gpu_without_launcher(args)

        super().__init__(
            model=model,
            reward_funcs=funcs,
            args=args,
            train_dataset=train_dataset,
            eval_dataset=eval_dataset,
            processing_class=processing_class,
            reward_processing_classes=reward_processing_classes,
            callbacks=callbacks,
            optimizers=optimizers,
            quantization_config=quantization_config,
            peft_config=peft_config,
            **kwargs,
        )
        trl_adapter.check_built_trainer(self, trl_minor)
        self.trl_minor = trl_minor
        if self._zero3_keep_whole:
            self.zero3_whole = keep_parameters_whole(self)
            if self.zero3_whole.params:  # under ZeRO-3
                logger.info("ZeRO-3 parameters kept whole: %s", self.zero3_whole.why)
        self.zero3_leaf_layers = fetch_decoder_layers_whole(self)
        if zero3_stage(self) == 3:
            self.zero3_step = "DeepSpeed's own hooks and step"
            if self._zero3_streamline:
                from trl_grpo_ext.trainer.sharding.zero3_whole import StreamlineWholeZero3

                self.zero3_step = "not decided yet: training has not begun"
                self.add_callback(StreamlineWholeZero3(self))
        if self.is_fsdp_enabled:
            from trl_grpo_ext.trainer.sharding.fsdp2_prefetch import PrefetchLayers

            self.add_callback(PrefetchLayers())

        from trl_grpo_ext.setup.qlora import trainable_adapters_to_fp32

        # TRL has just cast a quantized model's adapters to bf16; fp16 and fp32 training need fp32 ones.
        self.adapter_upcast = trainable_adapters_to_fp32(self.model, bf16=args.bf16)
        if self.adapter_upcast is not None:
            logger.warning(
                "Quantized model trained without bf16: kept its %d trainable adapter tensors (%d parameters) in "
                "float32 instead of TRL's bfloat16 (they were %s), as QLoRA does for fp16 training.",
                self.adapter_upcast["params"], self.adapter_upcast["numel"], ", ".join(self.adapter_upcast["from"]),
            )

        self.scheme = args.scheme  # built by the registry once, when the config was checked
        for spec, weight in zip(specs, self.reward_weights.tolist()):
            spec["weight"] = weight
        self.reward_func_specs = specs
        # The scheme that is TRL's own step, with TRL's other scalings: TRL's advantages, untouched.
        self.keeps_trl_advantages = getattr(self.scheme, "is_trl_default", False) and (
            self.scale_rewards != "group" or self.multi_objective_aggregation != "sum_then_normalize"
        )
        self.generations_seen = 0  # train-mode generation batches scored so far
        self.process_supervision = None
        if args.process_supervision:
            from trl_grpo_ext.trainer.process_supervision import ProcessSupervision

            self.process_supervision = ProcessSupervision.for_trainer(
                step_reward_plugin(rewards, args.step_reward), args.step_reward, self.processing_class
            )
        self.fixed_point = FixedPointPrediction()
        self.step_callbacks: list[StepCallback] = [log_diagnostics, self.fixed_point]

        if args.report_to and "wandb" in args.report_to:
            from trl_grpo_ext.trainer.wandb_logging import GRPOExtWandbCallback

            callback = GRPOExtWandbCallback(self)
            self.add_callback(callback)
            self.step_callbacks.append(callback.on_advantage_step)

    @property
    def p_ref(self) -> float | None:
        """The reference policy's success rate the fixed point was predicted from (``beta > 0``)."""
        return self.fixed_point.p_ref

    @property
    def predicted_p_star(self) -> float | None:
        """The theory's fixed point of the success rate for this scheme and ``beta``, once predicted."""
        return self.fixed_point.p_star

    def loss_kl_estimator(self) -> str | None:
        # k3 is TRL's own term, formed inline in its loss.
        return None if self.args.kl_estimator == "k3" else self.args.kl_estimator

    # -- the advantage step ---------------------------------------------------------------------
    def finish_scored_batch(self, scored: ScoredBatch) -> dict[str, Any]:
        batch = scored.batch
        group_size = self.num_generations if scored.mode == "train" else self.num_generations_eval
        rewards = weighted_reward_sum(scored.rewards_per_func, self.reward_weights)
        local = batch["advantages"]
        # TRL's own advantages are gathered in rank order: the batch TRL scaled.
        kept = self.accelerator.gather(local) if self.keeps_trl_advantages else None
        try:
            step = advantage_step(rewards, group_size, self.scheme, advantages=kept)
        except ValueError as exc:
            raise ValueError(
                f"advantage scheme {self.args.advantage_scheme!r} failed on this batch's rewards (the weighted "
                f"sum of {self.reward_func_names} with weights {self.reward_weights.tolist()}): {exc}"
            ) from exc
        if kept is None:
            # A new tensor in a new slot: TRL's batch is never modified in place.
            batch["advantages"] = step.advantages[scored.rows].to(device=local.device, dtype=local.dtype)
            trl_adapter.replace_logged_advantages(self, step.advantages)
        if self.process_supervision is not None:
            # Per-token advantages in the loss; the scheme's per-completion ones stay for logs and diagnostics.
            tokens = self.process_supervision.token_advantages(
                batch, scored.completions, scored.rows, group_size, prompts=scored.prompts
            )
            batch["advantages"] = tokens.to(device=local.device, dtype=local.dtype)
        if scored.mode == "train":
            self.generations_seen += 1
        for callback in self.step_callbacks:
            callback(self, scored, step)
        if scored.mode == "train" and self.args.drop_zero_variance_groups:
            drop = step.rows(step.zero_variance)[scored.rows]
            dropped = trl_adapter.mask_rows_out_of_loss(self, batch, drop)
            trl_adapter.log_metric(self, "train", "scheme/frac_dropped_tokens", dropped)
        return batch


# -- rewards --------------------------------------------------------------------------------------
def weighted_reward_sum(rewards_per_func: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
    """TRL's reward of a completion: weighted ``nansum`` over functions, NaN where every function gave None.

    Example:

    >>> import torch
    >>> nan = float("nan")
    >>> weighted_reward_sum(torch.tensor([[1.0, 0.5], [nan, 1.0], [nan, nan]]), torch.tensor([1.0, 2.0]))
    tensor([2., 2., nan])
    """
    summed = (rewards_per_func * weights.to(rewards_per_func.device).unsqueeze(0)).nansum(dim=1)
    unscorable = torch.isnan(rewards_per_func).all(dim=1)
    return torch.where(unscorable, torch.full_like(summed, math.nan), summed)


def _load_qlora(model, args: GRPOExtConfig, peft_config):
    from trl_grpo_ext.setup.qlora import qlora_model_and_peft_config, require_cuda

    require_cuda()  # before any weights are read
    if not isinstance(model, (str, os.PathLike)):
        raise ValueError(
            "qlora=True loads the model in 4-bit itself, so pass the model as a model id or path; for a model "
            "you loaded yourself, use trl_grpo_ext.setup.qlora.qlora_model_and_peft_config and qlora=False."
        )
    if peft_config is not None:
        raise ValueError(
            "qlora=True builds the LoRA config from lora_r, lora_alpha, lora_dropout and lora_target_modules; "
            "pass either peft_config or qlora=True, not both."
        )
    model_kwargs = args.model_init_kwargs if isinstance(args.model_init_kwargs, dict) else {}
    lora = {"lora_r": args.lora_r, "lora_alpha": args.lora_alpha, "lora_dropout": args.lora_dropout}
    if args.lora_target_modules is not None:
        lora["target_modules"] = list(args.lora_target_modules)
    return qlora_model_and_peft_config(model, **lora, **model_kwargs)
