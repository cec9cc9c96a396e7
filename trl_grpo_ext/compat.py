"""Guard against a TRL whose private hooks differ from the ones the trainer relies on, and work
around what TRL 1.16 refuses in a single process that sees several GPUs.

:class:`~trl_grpo_ext.GRPOExtTrainer` replaces advantages by overriding two private methods of
``trl.GRPOTrainer`` (``_calculate_rewards`` and ``_generate_and_score_completions``). Private
methods move between TRL minor versions, so the trainer checks, when it is built, that the
installed TRL is in the range it was tested against and that the hooks still have the expected
signatures. A mismatch raises :class:`UnsupportedTRLVersionError` naming the supported range,
instead of training silently with stock advantages.

A single process that sees several GPUs (a notebook on Kaggle's two T4s, a plain ``python
train.py``) would get ``nn.DataParallel`` from ``transformers.Trainer``, which TRL's
``GRPOTrainer`` refuses. :func:`use_one_gpu_without_launcher` turns that case into training on
the first visible GPU, and says so with the command that uses all of them.
"""

from __future__ import annotations

import inspect
import logging

logger = logging.getLogger(__name__)

# Keep in step with the `trl` requirement in pyproject.toml.
SUPPORTED_TRL = ">=1.16,<1.17"

# hook name -> the parameter names (after ``self``) it must accept
REQUIRED_HOOKS = {
    "_calculate_rewards": ("inputs", "prompts", "completions", "completion_ids_list"),
    "_generate_and_score_completions": ("inputs",),
    "_compute_loss": ("model", "inputs"),
}


class UnsupportedTRLVersionError(RuntimeError):
    """The installed TRL is outside the supported range or lacks a hook the trainer overrides."""


def check_trl_version(version: str, trainer_cls: type | None = None) -> None:
    """Raise :class:`UnsupportedTRLVersionError` unless ``version`` is supported and the hooks exist.

    Args:
        version (`str`):
            A TRL version string, e.g. ``trl.__version__``.
        trainer_cls (`type`, *optional*):
            The ``GRPOTrainer`` class whose hooks to inspect; skipped when ``None``.

    Example:

    >>> check_trl_version("1.16.0")
    >>> try:
    ...     check_trl_version("1.17.0")
    ... except UnsupportedTRLVersionError as error:
    ...     print(str(error).split(". ")[0])
    trl-grpo-ext supports trl>=1.16,<1.17, but trl 1.17.0 is installed
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
    if Version(parsed.base_version) not in SpecifierSet(SUPPORTED_TRL):
        raise UnsupportedTRLVersionError(
            f"trl-grpo-ext supports trl{SUPPORTED_TRL}, but trl {version} is installed. {fix}"
        )
    if trainer_cls is None:
        return
    for hook, params in REQUIRED_HOOKS.items():
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


def check_installed_trl() -> None:
    """Check the TRL in this environment (called when a ``GRPOExtTrainer`` is built)."""
    import trl

    check_trl_version(trl.__version__, trl.GRPOTrainer)


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
