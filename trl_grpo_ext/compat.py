"""Guard against a TRL whose private hooks differ from the ones the trainer relies on.

:class:`~trl_grpo_ext.GRPOExtTrainer` replaces advantages by overriding two private methods of
``trl.GRPOTrainer`` (``_calculate_rewards`` and ``_generate_and_score_completions``). Private
methods move between TRL minor versions, so the trainer checks, when it is built, that the
installed TRL is in the range it was tested against and that the hooks still have the expected
signatures. A mismatch raises :class:`UnsupportedTRLVersionError` naming the supported range,
instead of training silently with stock advantages.
"""

from __future__ import annotations

import inspect

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
