"""The loss override: TRL's ``_compute_loss`` with another KL estimator's term (:func:`kl_penalty`) or a sampler's
importance-sampling correction (TRL's own line for vLLM, handed the ratio when it reads it), and the micro-batch
shape before its forward."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from trl_grpo_ext.trainer.trl_adapter.state import log_metric
from trl_grpo_ext.trainer.trl_adapter.versions import KL_LOSS_TYPES, SUPPORTED_TRL, UnsupportedTRLVersionError

# The loss's log-probabilities are wanted: set while TRL's loss runs, then replaced by them (trl_adapter.logprobs).
CAPTURE = object()
RATIO_KEY = "importance_sampling_ratio"  # where TRL's loss reads the vLLM importance-sampling ratio


class _RatioOnRead(dict):
    """The loss's inputs, whose importance-sampling ratio is computed the first time TRL reads it."""

    def __init__(self, inputs, compute):
        super().__init__(inputs)
        self._compute = compute

    def __getitem__(self, key):
        if key == RATIO_KEY and not super().__contains__(key):
            self[key] = self._compute()
        return super().__getitem__(key)

    def get(self, key, default=None):
        return self[key] if key == RATIO_KEY or key in self else default



@dataclass(frozen=True)
class MicroBatchShape:
    """The shape of a training micro-batch as the loss's forward sees it: ``rows`` sequences of a (left-padded)
    prompt and a (right-padded) completion."""

    rows: int
    prompt_length: int
    completion_length: int


class LossHooks:
    """TRL's loss, with the KL estimator and importance-sampling correction the trainer asks for."""

    _loss_logps = None  # CAPTURE while TRL's loss runs, then the policy's log-probabilities

    def _compute_loss(self, model, inputs):
        if self.model.training:
            rows, prompt_length = inputs["prompt_ids"].shape
            self.before_training_loss(MicroBatchShape(rows, prompt_length, inputs["completion_ids"].shape[1]))
        estimator = self.loss_kl_estimator()
        with_kl = estimator is not None and self.beta != 0.0
        ratio = self.loss_importance_sampling(inputs)
        if not with_kl and ratio is None:
            return super()._compute_loss(model, inputs)
        beta, self._loss_logps = self.beta, CAPTURE
        switches = {}
        if with_kl:  # reference log-probabilities were computed when the batch was generated; only the loss sees 0
            self.beta = 0.0
        if ratio is not None:
            # TRL multiplies the per-token loss by the batch's ratio where it corrects vLLM's samples (the only
            # place its loss reads use_vllm). The ratio is computed when TRL reads it, after the loss's forward.
            switches = {name: getattr(self, name, False)
                        for name in ("use_vllm", "vllm_importance_sampling_correction")}
            self.use_vllm = self.vllm_importance_sampling_correction = True
            inputs = _RatioOnRead(inputs, lambda: ratio(self._captured_logps("the importance-sampling correction")))
        try:
            loss = super()._compute_loss(model, inputs)
            logps = self._captured_logps(f"kl_estimator={estimator!r}") if with_kl else None
        finally:
            self.beta, self._loss_logps = beta, None
            for name, value in switches.items():
                setattr(self, name, value)
        return loss + beta * kl_penalty(self, logps, inputs, estimator) if with_kl else loss

    def _captured_logps(self, needed_by: str):
        if self._loss_logps is CAPTURE:
            raise UnsupportedTRLVersionError(
                f"GRPOTrainer._compute_loss did not call _get_per_token_logps_and_entropies; {needed_by} needs it "
                f"(supported: trl{SUPPORTED_TRL})."
            )
        return self._loss_logps

    # -- extension points ----------------------------------------------------------------------
    def loss_kl_estimator(self) -> str | None:
        """The KL estimator of the loss's ``beta`` term, or ``None`` for TRL's own (k3, inline)."""
        return None

    def loss_importance_sampling(self, inputs: dict[str, Any]):
        """A function from the loss's log-probabilities of the policy (with gradient) to the importance-sampling ratio
        that TRL's loss multiplies the per-token loss with, as it does for vLLM's samples; ``None``: no correction."""
        return None

    def before_training_loss(self, shape: MicroBatchShape) -> None:
        """Called with each training micro-batch's shape before TRL's loss runs its forward; nothing by default."""


def importance_sampling_settings(trainer) -> tuple[bool, str, float | None, float | None]:
    """TRL's vLLM importance-sampling options, ``(on, mode, clip_min, clip_max)``, from the config fields
    ``vllm_importance_sampling_correction``, ``_mode``, ``_clip_min`` and ``_clip_max`` of ``GRPOConfig``."""
    args = trainer.args
    return (bool(args.vllm_importance_sampling_correction), args.vllm_importance_sampling_mode,
            args.vllm_importance_sampling_clip_min, args.vllm_importance_sampling_clip_max)


def kl_penalty(trainer, logps, inputs: dict[str, Any], estimator: str):
    """The loss's KL term for ``estimator``, normalised as TRL normalises ``trainer.loss_type``; logs ``kl``.

    Mirrors ``_compute_loss``: the per-token term is multiplied by the importance ratio with
    ``use_bias_correction_kl`` (per sequence with ``importance_sampling_level="sequence"``), masked by
    the loss mask, and divided by the loss type's normaliser, including gradient accumulation.
    """
    import torch

    from trl_grpo_ext.core.kl import per_token_kl

    mask = inputs["completion_mask"] if "tool_mask" not in inputs else inputs["completion_mask"] * inputs["tool_mask"]
    kl = per_token_kl(logps, inputs["ref_per_token_logps"], estimator)
    if trainer.args.use_bias_correction_kl:
        old = inputs.get("old_per_token_logps")
        log_ratio = logps - (logps.detach() if old is None else old)
        if trainer.importance_sampling_level == "sequence":
            log_ratio = ((log_ratio * mask).sum(-1) / mask.sum(-1).clamp(min=1.0)).unsqueeze(-1)
        kl = kl * torch.exp(log_ratio)

    mode = "train" if trainer.model.training else "eval"
    totals = trainer.accelerator.reduce(torch.stack([(kl.detach() * mask).sum(), mask.sum().float()]), reduction="sum")
    log_metric(trainer, mode, "kl", (totals[0] / totals[1].clamp(min=1.0)).item())

    masked = kl * mask
    accumulation = trainer.current_gradient_accumulation_steps if mode == "train" else 1.0
    loss_type = trainer.loss_type
    if loss_type in ("grpo", "sapo"):
        return (masked.sum(-1) / mask.sum(-1).clamp(min=1.0)).mean() / accumulation
    if loss_type == "bnpo":
        return masked.sum() / mask.sum().clamp(min=1.0) / accumulation
    if loss_type == "dr_grpo":
        return masked.sum() / (masked.size(0) * trainer.max_completion_length) / accumulation
    if loss_type in ("cispo", "dapo", "vespo"):
        normaliser = inputs["num_items_in_batch"].clamp(min=1.0) / trainer.accelerator.num_processes
        if mode == "train":
            normaliser = normaliser * trainer.current_gradient_accumulation_steps / trainer.args.steps_per_generation
        return masked.sum() / normaliser
    if loss_type == "luspo":
        return masked.sum(-1).mean() / accumulation
    raise UnsupportedTRLVersionError(
        f"kl_estimator={estimator!r} does not know how loss_type={loss_type!r} is normalised; supported loss "
        f"types: {', '.join(KL_LOSS_TYPES)}."
    )
