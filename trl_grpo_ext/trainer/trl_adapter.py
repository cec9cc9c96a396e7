"""The one place that touches TRL's private API: hooks, logged metrics, the loss mask.

``trl.GRPOTrainer`` has no public extension points for what this package changes, so
:class:`GRPOTrainerAdapter` overrides five private methods and hands each to a method with a public
name that the trainer and its mixins override instead:

======================================  =========================================================
TRL's private hook                      what the adapter calls
======================================  =========================================================
``_calculate_rewards``                  (keeps the rewards TRL gathered from every process)
``_generate_and_score_completions``     :meth:`GRPOTrainerAdapter.finish_scored_batch`
``_generate_single_turn``               :meth:`GRPOTrainerAdapter.generate_completion_ids`
``_compute_loss``                       :meth:`GRPOTrainerAdapter.loss_kl_estimator` (which KL term),
                                        :meth:`GRPOTrainerAdapter.loss_importance_sampling` (a sampler's
                                        importance-sampling correction),
                                        :meth:`GRPOTrainerAdapter.before_training_loss` (the micro-batch)
``_get_per_token_logps_and_entropies``  (keeps the policy's log-probabilities of the loss)
======================================  =========================================================

The module functions below are the other contacts: a metric appended to TRL's per-step metrics
(:func:`log_metric`), the advantages in TRL's completions log (:func:`replace_logged_advantages`),
rows taken out of the loss (:func:`mask_rows_out_of_loss`), the context TRL generates in
(:func:`generation_context`, and :func:`sharded_generation_context` for a caller that gathers sharded
parameters itself), gradient checkpointing switched so that TRL keeps it as switched
(:func:`set_gradient_checkpointing`). The loss itself stays TRL's. Its KL term is formed inline in
``_compute_loss`` (the k3 estimator ``exp(ref - logp) - (ref - logp) - 1`` on every supported
minor, :attr:`TRLMinor.kl_term`); for another estimator (:meth:`GRPOTrainerAdapter.loss_kl_estimator`)
the adapter runs TRL's loss with ``beta`` set to 0, keeps the policy's log-probabilities it computed,
and adds ``beta`` times the estimator's term normalised as TRL normalises that loss type
(:func:`kl_penalty`; the loss is linear in the per-token loss, so this equals TRL's sum up to
rounding), logging ``kl`` in place of TRL's value. Per-token advantages (process supervision) need no
hook: on every supported minor ``_compute_loss`` adds a token axis to 1-D advantages only, so an
``(N, T)`` tensor in the batch is multiplied token by token.

TRL corrects the mismatch between vLLM's sampling log-probs and the training forward's with an
importance-sampling ratio, gated on ``use_vllm``. For another sampler whose log-probs reach the batch
(``sampling_per_token_logps``), :meth:`GRPOTrainerAdapter.loss_importance_sampling` returns the ratio as a
function of the loss's own log-probabilities; the adapter runs TRL's loss with ``use_vllm`` and the
correction switched on for that call only and hands it the ratio when it reads it (after the loss's
forward), so TRL's own line applies it, for every loss type, without the extra forward TRL runs for
vLLM. :func:`importance_sampling_settings` reads TRL's options for it.

Private methods move between TRL minor versions, so :data:`MINORS` records what each supported
minor provides, read from its released source, and :func:`check_trl_version` checks, when a
trainer is built, that the installed TRL is one of them and has exactly the hooks overridden here
with the recorded parameters. A mismatch raises :class:`UnsupportedTRLVersionError` naming the
supported range, instead of training silently with stock advantages.

Adding the next minor: install it, read ``trl/trainer/grpo_trainer.py`` for the hooks in :data:`HOOKS`,
``_compute_loss``'s KL lines and per-loss-type normalisers (:func:`kl_penalty`), the
attributes in ``TRLMinor.attributes``, ``unwrap_model_for_generation``'s parameters and whether the
loss's log-probabilities have a path without Triton (``trl/trainer/utils.py``), add its row
to :data:`MINORS`, widen :data:`SUPPORTED_TRL` and the ``trl`` requirement in ``pyproject.toml``,
and add it to the CI matrix (``.github/workflows/ci.yml``).

A single process that sees several GPUs (a notebook on Kaggle's two T4s, a plain ``python
train.py``) would get ``nn.DataParallel`` from ``transformers.Trainer``, which TRL's
``GRPOTrainer`` refuses. :func:`use_one_gpu_without_launcher` turns that case into training on
the first visible GPU, and says so with the command that uses all of them.
"""

from __future__ import annotations

import contextlib
import importlib.util
import inspect
import logging
import os
from dataclasses import dataclass
from typing import Any

logger = logging.getLogger(__name__)

# Keep in step with the `trl` requirement in pyproject.toml and the rows of MINORS.
SUPPORTED_TRL = ">=1.14,<1.17"

# The hooks GRPOTrainerAdapter overrides -> the parameter names (after ``self``) it calls them with.
HOOKS = {
    "_calculate_rewards": ("inputs", "prompts", "completions", "completion_ids_list"),
    "_compute_loss": ("model", "inputs"),
    "_generate_and_score_completions": ("inputs",),
    "_generate_single_turn": ("prompt_ids", "images", "multimodal_fields", "num_generations", "has_tool_images"),
    "_get_per_token_logps_and_entropies": ("model",),
}
# Where trl 1.16 scores every position off Triton, completion_logprobs() reads these parameters by name; any
# later parameter (images, token types) that is set sends the call to TRL's own path.
TEXT_LOGPROB_PARAMS = (
    "model", "input_ids", "attention_mask", "logits_to_keep", "batch_size", "compute_entropy", "compute_aux_loss",
)
# Attributes of a built GRPOTrainer that the functions below read or append to.
ATTRIBUTES = ("_metrics", "_logs", "_is_vlm")
# Where the loss's KL penalty is formed, on every supported minor; kl_penalty() replaces it for k1 and k2.
K3_KL = "_compute_loss: k3 per token, exp(ref - logp) - (ref - logp) - 1 (x IS ratio with use_bias_correction_kl)"
# The loss types whose normaliser kl_penalty() reproduces, read from _compute_loss (identical in 1.14-1.16).
KL_LOSS_TYPES = ("grpo", "sapo", "bnpo", "dr_grpo", "dapo", "cispo", "vespo", "luspo")


@dataclass(frozen=True)
class TRLMinor:
    """What one TRL minor provides, read from its released ``trl/trainer/grpo_trainer.py``.

    Attributes:
        tested (`str`): the release the row was read from and the tests ran on.
        hooks (`dict[str, tuple[str, ...]]`): each hook the adapter overrides, with its parameters.
        attributes (`tuple[str, ...]`): the trainer attributes the adapter reads or appends to.
        unwrap_takes_gradient_checkpointing (`bool`): ``unwrap_model_for_generation`` accepts
            ``gradient_checkpointing_kwargs`` (and turns checkpointing off while generating).
        logged_prompts (`str`): what TRL's completions log holds for a prompt: ``"text"`` (decoded
            with the chat template) or ``"as given"`` (a string or a list of messages).
        kl_term (`str`): where and how the loss's KL penalty is computed.
        kl_loss_types (`tuple[str, ...]`): the loss types whose normalisation :func:`kl_penalty` reproduces.
        logprobs_need_triton (`bool`): the loss's log-probabilities come from Triton kernels only
            (no PyTorch path), so training needs a CUDA GPU, or Triton's interpreter on a CPU.
        logprobs_score_every_position_off_triton (`bool`): on a device without TRL's Triton kernels (a
            CPU), TRL's fused LM head scores every position of the batch, prompt and padding included,
            in fp32 tiles; the adapter then scores only the completion (:func:`completion_logprobs`).
    """

    tested: str
    hooks: dict[str, tuple[str, ...]]
    attributes: tuple[str, ...]
    unwrap_takes_gradient_checkpointing: bool
    logged_prompts: str
    kl_term: str
    kl_loss_types: tuple[str, ...] = KL_LOSS_TYPES
    logprobs_need_triton: bool = False
    logprobs_score_every_position_off_triton: bool = False


MINORS: dict[str, TRLMinor] = {
    "1.14": TRLMinor("1.14.2", HOOKS, ATTRIBUTES, unwrap_takes_gradient_checkpointing=False,
                     logged_prompts="text", kl_term=K3_KL),
    "1.15": TRLMinor("1.15.0", HOOKS, ATTRIBUTES, unwrap_takes_gradient_checkpointing=False,
                     logged_prompts="as given", kl_term=K3_KL, logprobs_need_triton=True),
    "1.16": TRLMinor("1.16.0", {**HOOKS, "_get_per_token_logps_and_entropies": TEXT_LOGPROB_PARAMS}, ATTRIBUTES,
                     unwrap_takes_gradient_checkpointing=True, logged_prompts="as given", kl_term=K3_KL,
                     logprobs_score_every_position_off_triton=True),
}


class UnsupportedTRLVersionError(RuntimeError):
    """The installed TRL is outside the supported range or lacks a hook the trainer overrides."""


def check_trl_version(version: str, trainer_cls: type | None = None) -> TRLMinor:
    """The row of :data:`MINORS` for ``version``; :class:`UnsupportedTRLVersionError` if none fits.

    Args:
        version (`str`):
            A TRL version string, e.g. ``trl.__version__``.
        trainer_cls (`type`, *optional*):
            The ``GRPOTrainer`` class whose hooks to check against the row; skipped when ``None``.

    Example:

    >>> check_trl_version("1.15.0").tested
    '1.15.0'
    >>> try:
    ...     check_trl_version("1.17.0")
    ... except UnsupportedTRLVersionError as error:
    ...     print(str(error).split(". ")[0])
    trl-grpo-ext supports trl>=1.14,<1.17, but trl 1.17.0 is installed
    """
    from packaging.specifiers import SpecifierSet
    from packaging.version import InvalidVersion, Version

    fix = f'Install a supported version: pip install "trl{SUPPORTED_TRL}"'
    try:
        parsed = Version(version)
    except InvalidVersion:
        raise UnsupportedTRLVersionError(
            f"cannot parse the installed trl version {version!r}; trl-grpo-ext supports trl{SUPPORTED_TRL}. {fix}"
        ) from None
    # Pre-releases and dev builds of a supported minor share its hooks; compare the release only.
    row = MINORS.get(f"{parsed.major}.{parsed.minor}")
    if row is None or Version(parsed.base_version) not in SpecifierSet(SUPPORTED_TRL):
        raise UnsupportedTRLVersionError(
            f"trl-grpo-ext supports trl{SUPPORTED_TRL}, but trl {version} is installed. {fix}"
        )
    if trainer_cls is not None:
        for hook, params in row.hooks.items():
            method = getattr(trainer_cls, hook, None)
            if method is None:
                raise UnsupportedTRLVersionError(
                    f"trl {version} has no {trainer_cls.__name__}.{hook}, which trl-grpo-ext overrides; "
                    f"supported: trl{SUPPORTED_TRL}. {fix}"
                )
            found = tuple(inspect.signature(method).parameters)[1:]
            if found[: len(params)] != params:
                raise UnsupportedTRLVersionError(
                    f"{trainer_cls.__name__}.{hook} in trl {version} takes {found}, expected {params}; "
                    f"supported: trl{SUPPORTED_TRL}. {fix}"
                )
    return row


def check_installed_trl() -> TRLMinor:
    """Check the TRL in this environment (called when a ``GRPOExtTrainer`` is built)."""
    import trl

    return check_trl_version(trl.__version__, trl.GRPOTrainer)


def check_built_trainer(trainer, row: TRLMinor) -> None:
    """After ``GRPOTrainer.__init__``: the attributes the adapter relies on are there, and the minor can
    compute the loss on this device (instead of an ``AttributeError`` in the first step)."""
    missing = [name for name in row.attributes if not hasattr(trainer, name)]
    if missing:
        raise UnsupportedTRLVersionError(
            f"this trl's GRPOTrainer has no {', '.join(missing)} after construction (trl {row.tested} has); "
            f"supported: trl{SUPPORTED_TRL}."
        )
    if row.logprobs_need_triton:
        interpreted = os.environ.get("TRITON_INTERPRET") == "1"
        if importlib.util.find_spec("triton") is None or (trainer.accelerator.device.type != "cuda" and not interpreted):
            raise UnsupportedTRLVersionError(
                f"trl {row.tested.rsplit('.', 1)[0]} computes GRPO's log-probabilities with Triton kernels only, "
                f"which need a CUDA GPU with triton installed. On a CPU, `pip install triton` and set "
                f"TRITON_INTERPRET=1 (slow), or use another supported trl ({SUPPORTED_TRL})."
            )


# -- hooks -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GenerationTurn:
    """The arguments of one generation call for a batch of tokenized prompts (one turn of a rollout)."""

    prompt_ids: list[list[int]]
    images: Any
    multimodal_fields: Any
    num_generations: int
    has_tool_images: bool = False


@dataclass(frozen=True)
class MicroBatchShape:
    """The shape of a training micro-batch as the loss's forward sees it: ``rows`` sequences of a (left-padded)
    prompt and a (right-padded) completion."""

    rows: int
    prompt_length: int
    completion_length: int


@dataclass(frozen=True)
class ScoredBatch:
    """What TRL produced for one generation batch, handed to :meth:`GRPOTrainerAdapter.finish_scored_batch`.

    Attributes:
        batch (`dict`): TRL's batch for this process (``"advantages"``, ``"completion_mask"``, ...).
        rewards_per_func (`torch.Tensor`): ``(N_global, n_funcs)`` rewards gathered from every process,
            NaN where a function returned None.
        prompts (`list`), completions (`list`): this process's rows, as reward functions see them.
        mode (`str`): ``"train"`` or ``"eval"``.
        start (`int`): index of this process's first row in the gathered batch.
    """

    batch: dict[str, Any]
    rewards_per_func: Any
    prompts: list
    completions: list
    mode: str
    start: int

    @property
    def rows(self) -> slice:
        """This process's rows in the gathered batch (the slice TRL takes)."""
        return slice(self.start, self.start + len(self.prompts))


class GRPOTrainerAdapter:
    """Put before ``trl.GRPOTrainer`` in a trainer's bases: TRL's private hooks, under public names.

    Subclasses override :meth:`finish_scored_batch` and :meth:`generate_completion_ids` (calling
    ``super()`` for TRL's behaviour); nothing outside this module names a TRL hook.
    """

    _gathered_rewards = None
    _scored_rows = None
    _loss_logps = None  # _CAPTURE while TRL's loss runs with beta 0, then the policy's log-probabilities

    def _calculate_rewards(self, inputs, prompts, completions, completion_ids_list):
        rewards_per_func = super()._calculate_rewards(inputs, prompts, completions, completion_ids_list)
        self._gathered_rewards = rewards_per_func  # (N_global, n_funcs), gathered by TRL
        self._scored_rows = (prompts, completions)
        return rewards_per_func

    def _generate_and_score_completions(self, inputs):
        self._gathered_rewards = None
        batch = super()._generate_and_score_completions(inputs)
        rewards_per_func, self._gathered_rewards = self._gathered_rewards, None
        if rewards_per_func is None:
            raise UnsupportedTRLVersionError(
                f"GRPOTrainer._generate_and_score_completions did not call _calculate_rewards; this trl is not "
                f"compatible with trl-grpo-ext (supported: trl{SUPPORTED_TRL})."
            )
        prompts, completions = self._scored_rows
        self._scored_rows = None
        mode = "train" if self.model.training else "eval"
        start = self.accelerator.process_index * len(prompts)
        return self.finish_scored_batch(ScoredBatch(batch, rewards_per_func, prompts, completions, mode, start))

    def _generate_single_turn(self, prompt_ids, images, multimodal_fields, num_generations, has_tool_images=False):
        return self.generate_completion_ids(
            GenerationTurn(prompt_ids, images, multimodal_fields, num_generations, has_tool_images)
        )

    def _get_per_token_logps_and_entropies(self, model, *args, **kwargs):
        out = completion_logprobs(self, model, *args, **kwargs)
        if out is None:
            out = super()._get_per_token_logps_and_entropies(model, *args, **kwargs)
        if self._loss_logps is _CAPTURE:
            self._loss_logps = out[0]  # the loss's first call: the policy, with gradient
        return out

    def _compute_loss(self, model, inputs):
        if self.model.training:
            rows, prompt_length = inputs["prompt_ids"].shape
            self.before_training_loss(MicroBatchShape(rows, prompt_length, inputs["completion_ids"].shape[1]))
        estimator = self.loss_kl_estimator()
        with_kl = estimator is not None and self.beta != 0.0
        ratio = self.loss_importance_sampling(inputs)
        if not with_kl and ratio is None:
            return super()._compute_loss(model, inputs)
        beta, self._loss_logps = self.beta, _CAPTURE
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
        if self._loss_logps is _CAPTURE:
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

    def finish_scored_batch(self, scored: ScoredBatch) -> dict[str, Any]:
        """The batch the loss will see; TRL's as it is unless a subclass changes it."""
        return scored.batch

    def generate_completion_ids(self, turn: GenerationTurn):
        """``(completion_ids, logprobs)`` for a turn: TRL's generation unless a subclass takes over."""
        return super()._generate_single_turn(
            turn.prompt_ids, turn.images, turn.multimodal_fields, turn.num_generations,
            has_tool_images=turn.has_tool_images,
        )


_CAPTURE = object()
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
    trainer._metrics[mode]["kl"].append((totals[0] / totals[1].clamp(min=1.0)).item())

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


def completion_logprobs(trainer, model, *args, **kwargs):
    """The loss's log-probabilities and entropies from the completion's positions only, or ``None`` for TRL's path.

    Off a Triton device, trl 1.16's fused LM head scores every position of the batch (the prompt's and the
    padding's too) with the vocabulary projection's backward in fp32: on a CPU that was about 5 of the 15
    seconds of a step of the demo. Here the backbone runs each distinct prompt once for the completions that
    share it (:mod:`trl_grpo_ext.trainer.shared_prompt`), and only the positions that predict completion tokens go
    through the head, under the same autocast, a chunk of positions at a time (so
    full-vocabulary logits never exist for the whole batch). Text-only batches of an unwrapped causal LM
    (peft adapters included) without an auxiliary loss take this path; everything else (a DDP, FSDP or
    DeepSpeed wrapper, images, MoE losses) and every Triton device keeps TRL's.
    """
    import torch

    from trl_grpo_ext.trainer.shared_prompt import shared_prompt_hidden
    from trl_grpo_ext.core.training_memory import chunked_logprobs_and_entropy

    if not trainer.trl_minor.logprobs_score_every_position_off_triton:
        return None
    from trl import GRPOTrainer
    from trl.trainer.utils import _use_triton

    call = inspect.signature(GRPOTrainer._get_per_token_logps_and_entropies).bind(trainer, model, *args, **kwargs)
    call.apply_defaults()
    a = call.arguments
    extra = {k: v for k, v in a.items() if k not in ("self", *TEXT_LOGPROB_PARAMS)}
    if a["compute_aux_loss"] or any(v is not None for v in extra.values()):
        return None
    lm = trainer.accelerator.unwrap_model(model)
    if lm is not model:  # DDP and friends prepare their gradient hooks in their own forward: keep it
        return None
    lm = lm.get_base_model() if hasattr(lm, "get_base_model") else lm
    head = lm.get_output_embeddings()
    input_ids, attention_mask, keep = a["input_ids"], a["attention_mask"], a["logits_to_keep"]
    if _use_triton(input_ids.device) or type(head) is not torch.nn.Linear or not hasattr(lm, "base_model"):
        return None

    batch_size = a["batch_size"] or input_ids.size(0)
    logps, entropies = [], []
    for start in range(0, input_ids.size(0), batch_size):
        ids, mask = input_ids[start : start + batch_size], attention_mask[start : start + batch_size]
        with trainer.accelerator.autocast():
            hidden = shared_prompt_hidden(lm.base_model, ids, mask, keep)
            if hidden is None:
                hidden = lm.base_model(input_ids=ids, attention_mask=mask, use_cache=False).last_hidden_state
                hidden = hidden[:, -keep - 1 : -1]
            lp, ent = chunked_logprobs_and_entropy(
                hidden, head.weight, ids[:, -keep:], trainer.temperature, bias=head.bias
            )
        scored = mask[:, -keep:].bool()  # TRL's labels are -100 (log-prob 0) where the mask is 0
        logps.append(lp.masked_fill(~scored, 0.0))
        entropies.append(ent.masked_fill(~scored, 0.0))
    return torch.cat(logps), (torch.cat(entropies) if a["compute_entropy"] else None), None


# -- attributes ------------------------------------------------------------------------------------
def log_metric(trainer, mode: str, name: str, value: float) -> None:
    """Add a value to the metrics TRL averages and logs at the next logging step."""
    trainer._metrics[mode][name].append(value)


def replace_logged_advantages(trainer, all_advantages) -> None:
    """Put ``all_advantages`` (gathered) in TRL's completions log in place of TRL's own."""
    # TRL appended its own gathered advantages last; its deque may be shorter than the batch.
    logged = trainer._logs["advantages"]
    k = min(len(logged), all_advantages.numel())
    for _ in range(k):
        logged.pop()
    if k:
        logged.extend(all_advantages[-k:].tolist())


def mask_rows_out_of_loss(trainer, batch: dict[str, Any], drop) -> float:
    """Take this process's rows where ``drop`` is True out of the loss and its normaliser.

    The rows go out through ``tool_mask``, which TRL multiplies into the loss mask only, so the
    attention mask (``completion_mask``) is unchanged; ``num_items_in_batch`` (the dapo/cispo/vespo
    normaliser) is recounted over the remaining tokens of every process. ``batch`` gets new tensors
    in those two slots (TRL reuses it ``num_iterations`` times; nothing is changed in place).

    Returns:
        `float`: the share of the loss tokens of every process that were dropped.
    """
    import torch

    completion_mask = batch["completion_mask"]
    keep = (~drop).to(device=completion_mask.device, dtype=completion_mask.dtype).unsqueeze(1)
    tool_mask = batch.get("tool_mask")
    tool_mask = torch.ones_like(completion_mask) if tool_mask is None else tool_mask
    batch["tool_mask"] = tool_mask * keep
    counts = torch.stack([(completion_mask * batch["tool_mask"]).sum(), (completion_mask * tool_mask).sum()])
    kept, before = trainer.accelerator.gather(counts.unsqueeze(0)).sum(dim=0)
    batch["num_items_in_batch"] = kept
    return 1.0 - float(kept) / max(float(before), 1.0)


def is_vision_language(trainer) -> bool:
    """TRL loaded the model as a vision-language model."""
    return bool(getattr(trainer, "_is_vlm", False))


@contextlib.contextmanager
def generation_context(trainer, name: str):
    """The model as TRL generates with it: unwrapped, profiled under ``name``, without gradients."""
    import torch
    from trl.extras.profiling import profiling_context
    from trl.models import unwrap_model_for_generation

    options = {
        "gather_deepspeed3_params": trainer.args.ds3_gather_for_generation,
        "generation_kwargs": trainer.generation_kwargs,
    }
    if trainer.trl_minor.unwrap_takes_gradient_checkpointing:
        options["gradient_checkpointing_kwargs"] = trainer.args.gradient_checkpointing_kwargs
    with (
        profiling_context(trainer, name),
        unwrap_model_for_generation(trainer.model_wrapped, trainer.accelerator, **options) as unwrapped_model,
        torch.no_grad(),
    ):
        yield unwrapped_model


@contextlib.contextmanager
def sharded_generation_context(trainer, name: str):
    """The trained model with its parameters left sharded (ZeRO-3, FSDP2), profiled under ``name``, without
    gradients: for a caller that gathers what it reads itself, one layer at a time, instead of TRL's gather of the
    whole model (``unwrap_model_for_generation``)."""
    import torch
    from trl.extras.profiling import profiling_context

    with profiling_context(trainer, name), torch.no_grad():
        yield trainer.accelerator.unwrap_model(trainer.model_wrapped)


def sharding(trainer) -> str | None:
    """Who holds the trained model's parameters: ``"deepspeed"`` (whole below ZeRO-3, where gathering them is a
    no-op), ``"fsdp"``, or ``None`` (each process holds them whole)."""
    if getattr(trainer, "is_deepspeed_enabled", False):
        return "deepspeed"
    return "fsdp" if getattr(trainer, "is_fsdp_enabled", False) else None


def set_gradient_checkpointing(trainer, on: bool) -> None:
    """Turn gradient checkpointing of the trained model on or off, and set the training arguments to match.

    TRL turns checkpointing off around generation and back on with ``args.gradient_checkpointing_kwargs``
    (``unwrap_model_for_generation``, ``disable_gradient_checkpointing``), and ``Trainer.train`` turns it on
    from ``args.gradient_checkpointing``; with the arguments in agreement, the choice holds for the rest of
    training. Turned on, it is non-reentrant unless the arguments name another mode: that needs no gradient on
    the inputs, so a frozen (k-bit prepared) base with LoRA adapters trains as it does without checkpointing.
    """
    args = trainer.args
    model = trainer.accelerator.unwrap_model(trainer.model)
    if on:
        kwargs = args.gradient_checkpointing_kwargs or {"use_reentrant": False}
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=kwargs)
        args.gradient_checkpointing_kwargs = kwargs
    else:
        model.gradient_checkpointing_disable()
    args.gradient_checkpointing = on
    # transformers 5 renamed both arguments; the old names mirror the new ones, which Trainer reads.
    if hasattr(args, "activation_checkpointing"):
        args.activation_checkpointing = on
        args.activation_checkpointing_kwargs = args.gradient_checkpointing_kwargs


def profile(trainer, name: str):
    """TRL's profiling context (timings in the logged metrics)."""
    from trl.extras.profiling import profiling_context

    return profiling_context(trainer, name)


# -- launch ----------------------------------------------------------------------------------------
def use_one_gpu_without_launcher(args) -> str | None:
    """Train on one GPU when a single process without a launcher sees several.

    ``transformers.Trainer`` wraps the model in ``nn.DataParallel`` when one process sees several
    GPUs (``args.n_gpu > 1``), which GRPO cannot use (TRL stops with an error). A notebook cannot
    be relaunched with ``accelerate launch``, so instead of failing we set ``n_gpu`` to 1, the
    same thing ``Trainer`` does for a model split across GPUs: the model and batches stay on the
    first visible GPU (``cuda:0``), and the other GPUs are left unused. Under ``accelerate launch``
    or ``torchrun`` each process already has ``n_gpu == 1`` and nothing changes.

    Args:
        args (`transformers.TrainingArguments`): the training arguments, changed in place.

    Returns:
        `str` or `None`: the message that was logged (a warning), or `None` when nothing changed.

    Example:

    >>> from types import SimpleNamespace
    >>> args = SimpleNamespace(n_gpu=1)
    >>> use_one_gpu_without_launcher(args) is None
    True
    """
    visible = args.n_gpu
    if visible <= 1:
        return None
    args._n_gpu = 1
    message = (
        f"{visible} GPUs are visible to this single process; training on one of them (cuda:0). GRPO cannot use "
        f"nn.DataParallel, which is what a single process would otherwise get. To train on all {visible}, run "
        f"the training as a script with `accelerate launch --num_processes {visible} your_script.py` (one process "
        f"per GPU); to silence this, make one GPU visible with CUDA_VISIBLE_DEVICES=0 before starting Python."
    )
    logger.warning(message)
    return message


# -- the hooks by what they do, for tests and benchmarks ----------------------------------------------
# Tests compare an override with TRL's own method and benchmarks time or record a hook; they name the
# hook by its role, so that TRL's private names stay in this module.
HOOK_ROLES = {
    "rewards": "_calculate_rewards",
    "loss": "_compute_loss",
    "scoring": "_generate_and_score_completions",
    "generation": "_generate_single_turn",
    "logps": "_get_per_token_logps_and_entropies",
}


def hook(owner, role: str, *, stock: bool = False):
    """The hook for ``role`` (a key of :data:`HOOK_ROLES`) of ``owner``, a trainer or a trainer class: its own
    (this package's override, or what was put in place by :func:`replace_hook`), or with ``stock=True`` TRL's,
    bound to ``owner`` when ``owner`` is a trainer."""
    name = HOOK_ROLES[role]
    if not stock:
        return getattr(owner, name)
    from trl import GRPOTrainer

    method = getattr(GRPOTrainer, name)
    return method if isinstance(owner, type) else method.__get__(owner)


def replace_hook(owner, role: str, method) -> None:
    """Put ``method`` in place of ``owner``'s hook for ``role`` (an instance attribute on a trainer, a method on
    a class); a wrapper reads the one it wraps with :func:`hook` first."""
    setattr(owner, HOOK_ROLES[role], method)


def stock_hook_source(role: str) -> str:
    """The source of TRL's own method for ``role``, for tests that pin what the adapter relies on."""
    from trl import GRPOTrainer

    return inspect.getsource(getattr(GRPOTrainer, HOOK_ROLES[role]))


def logged_metrics(trainer, mode: str) -> dict[str, list]:
    """The metrics TRL has collected for ``mode`` (``"train"`` or ``"eval"``) since its last logging step."""
    return trainer._metrics[mode]


def logged_completions(trainer) -> dict[str, Any]:
    """TRL's log of the last completions (prompt, completion, rewards, advantages), as its wandb table shows them."""
    return trainer._logs
