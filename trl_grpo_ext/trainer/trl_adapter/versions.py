"""The TRL minors the adapter supports: what each provides (hooks, attributes, loss details), checked when a trainer
is built, so that an unsupported TRL stops with the supported range instead of training with stock advantages.

Adding the next minor: install it, read ``trl/trainer/grpo_trainer.py`` for the hooks in :data:`HOOKS`,
``_compute_loss``'s KL lines and per-loss-type normalisers (``trl_adapter.loss.kl_penalty``), the
attributes in ``TRLMinor.attributes``, ``unwrap_model_for_generation``'s parameters and whether the
loss's log-probabilities have a path without Triton (``trl/trainer/utils.py``), add its row
to :data:`MINORS`, widen :data:`SUPPORTED_TRL` and the ``trl`` requirement in ``pyproject.toml``,
and add it to the CI matrix (``.github/workflows/ci.yml``).
"""

from __future__ import annotations

import importlib.util
import inspect
import os
from dataclasses import dataclass

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
