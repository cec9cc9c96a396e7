"""Checks that a run can start, made in seconds before any weights load.

Each failure a newcomer meets after the recipe parses (no GPU for 4-bit, a Hub model out of reach,
wandb without a login, a folder already holding checkpoints, a reward's gold column missing from
the data) raises [`SetupError`] naming the problem and its fix, instead of a traceback minutes
into the run.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
from pathlib import Path
from typing import Any, Iterable, Sequence

from trl_grpo_ext.app.recipe.keys import RecipeError

__all__ = [
    "SetupError",
    "check_model_reachable",
    "check_reward_columns",
    "check_wandb_login",
    "delete_checkpoints",
    "last_checkpoint",
    "require_gpu",
    "resolve_resume",
]

logger = logging.getLogger(__name__)

# How long the Hub may take to answer whether a model exists before the run gives up on it.
HUB_TIMEOUT_S = 10.0
WANDB_LOCAL_MODES = {"offline", "disabled", "dryrun"}
# A recipe's values that mean "the newest checkpoint in output_dir".
LAST_CHECKPOINT = {"true", "last", "latest"}
NO_CHECKPOINT = {"", "false", "none", "no"}
# Gold-answer column names seen in public datasets (open-r1's `solution`, ...), offered in the hint.
GOLD_COLUMNS = ("solution", "final_answer", "gold", "target", "label", "output", "ground_truth")
TRAINER_STATE = "trainer_state.json"  # transformers' TRAINER_STATE_NAME
# What a CPU can train instead of a 4-bit run: a LoRA adapter on the embedded model, logged locally.
CPU_FLAGS = "--use_peft true --model_name_or_path default --report_to none"


class SetupError(RecipeError):
    """The run cannot start on this machine as configured; the message says why and what to change."""


def require_gpu(recipe: Any) -> None:
    """Refuse ``qlora`` / ``load_in_4bit`` / ``load_in_8bit`` without a CUDA GPU and bitsandbytes."""
    if not (recipe.training.qlora or recipe.model.load_in_4bit or recipe.model.load_in_8bit):
        return
    from trl_grpo_ext.setup.qlora import require_cuda

    try:
        require_cuda()
    except RuntimeError as exc:  # no CUDA device
        first = str(exc).split(". ")[0].rstrip(".")
        off = [f"--{key} false" for key, on in (("qlora", recipe.training.qlora), ("load_in_4bit",
               recipe.model.load_in_4bit), ("load_in_8bit", recipe.model.load_in_8bit)) if on]
        raise SetupError(
            f"{first}. On this machine train a LoRA adapter on the embedded model instead: {' '.join(off)} {CPU_FLAGS}"
        ) from None
    except ImportError as exc:  # a GPU, but no bitsandbytes
        raise SetupError(str(exc)) from None


def check_model_reachable(name: str, revision: str | None = None) -> None:
    """A Hub model must be in the local cache, or the Hub must answer that it exists (within seconds)."""
    if Path(name).expanduser().exists():
        return
    import huggingface_hub
    from huggingface_hub import constants, try_to_load_from_cache
    from huggingface_hub.errors import GatedRepoError, HFValidationError, RepositoryNotFoundError

    revision = None if revision in (None, "", "main") else revision
    try:
        cached = try_to_load_from_cache(name, "config.json", revision=revision)
    except HFValidationError:
        raise SetupError(
            f"model_name_or_path {name!r} is neither an existing local folder nor a Hub model id "
            "('org/name'); 'default' is the embedded SmolLM2-135M-Instruct"
        ) from None
    if isinstance(cached, str):
        return
    if constants.HF_HUB_OFFLINE:
        raise SetupError(
            f"model {name!r} is not in the local Hugging Face cache and HF_HUB_OFFLINE=1 forbids downloading it. "
            f"Download it once where the network allows (hf download {name}), unset HF_HUB_OFFLINE, or use "
            "--model_name_or_path default (the embedded model) or a local folder"
        )
    try:
        huggingface_hub.model_info(name, revision=revision, timeout=HUB_TIMEOUT_S)
    except GatedRepoError:
        raise SetupError(
            f"model {name!r} is gated: accept its terms on its Hub page, then log in (hf auth login)"
        ) from None
    except RepositoryNotFoundError:
        raise SetupError(
            f"no model {name!r} on the Hub (or it is private: log in with hf auth login); check model_name_or_path"
        ) from None
    except Exception as exc:  # connection refused, DNS, proxy, timeout: each library spells it differently
        raise SetupError(
            f"cannot reach the Hugging Face Hub to download model {name!r} ({type(exc).__name__}). Check the "
            f"network or proxy, or download it where the network allows (hf download {name}) and rerun with "
            "HF_HUB_OFFLINE=1, or use --model_name_or_path default (the embedded model)"
        ) from None


def check_wandb_login(report_to: Sequence[str] | str | None) -> None:
    """``report_to: wandb`` needs wandb installed and, unless ``WANDB_MODE`` is offline, an API key."""
    targets = [report_to] if isinstance(report_to, str) else list(report_to or [])
    if "wandb" not in targets and "all" not in targets:
        return
    fix = "or log locally with WANDB_MODE=offline (upload later: wandb sync), or turn it off: --report_to none"
    try:
        import wandb  # noqa: F401
    except ImportError:
        if "all" in targets:
            return
        raise SetupError(f"report_to: wandb needs the wandb package: pip install wandb, {fix}") from None
    mode = os.environ.get("WANDB_MODE", "").lower()
    if mode in WANDB_LOCAL_MODES or os.environ.get("WANDB_DISABLED", "").lower() in {"1", "true"}:
        return
    if os.environ.get("WANDB_API_KEY") or os.environ.get("WANDB_IDENTITY_TOKEN_FILE") or _wandb_netrc_key():
        return
    raise SetupError(f"report_to: wandb needs a wandb login: run wandb login or set WANDB_API_KEY, {fix}")


def _wandb_netrc_key() -> bool:
    """Whether ``wandb login`` stored a key (in ``~/.netrc``, under the API host of wandb's settings)."""
    try:
        import wandb
        from wandb.sdk.lib.wbauth import wbnetrc

        return bool(wbnetrc.read_netrc_auth(host=wandb.Settings().base_url))
    except Exception:  # wandb's internals move between releases; then only the variables above count
        return False


def resolve_resume(output_dir: str, resume: Any, overwrite: bool) -> str | None:
    """The checkpoint to resume from: ``true``/``last`` mean the newest in ``output_dir``.

    Without either, an ``output_dir`` that already holds checkpoints is refused (a rerun would
    silently start again and write over them), unless ``overwrite`` is set: then the caller
    deletes them ([`delete_checkpoints`]) once everything else has been checked.
    """
    last = last_checkpoint(output_dir)
    value = str(resume).strip().lower() if resume is not None else ""
    if resume is True or value in LAST_CHECKPOINT:
        if last is None:
            raise SetupError(
                f"resume_from_checkpoint {resume}: no complete checkpoint-* folder in {output_dir} to resume from "
                "(checkpoints are written every save_steps unless save_strategy is 'no')"
            )
        return last
    if resume is False or value in NO_CHECKPOINT:
        if last is not None and not overwrite:
            raise SetupError(
                f"{output_dir} already holds {Path(last).name} from an earlier run. Resume it with "
                "--resume_from_checkpoint last, or start again with --overwrite_output_dir true (deletes its "
                "checkpoints) or another --output_dir"
            )
        return None
    if not Path(str(resume)).is_dir():
        raise SetupError(
            f"resume_from_checkpoint: no checkpoint folder {resume!r}; use 'last' for the newest one in {output_dir}"
        )
    return str(resume)


def delete_checkpoints(output_dir: str) -> None:
    """Delete the ``checkpoint-N`` folders of an earlier run (``overwrite_output_dir``)."""
    from transformers.trainer_utils import PREFIX_CHECKPOINT_DIR

    old = [p for p in Path(output_dir).glob(f"{PREFIX_CHECKPOINT_DIR}-*") if p.is_dir()]
    for path in old:
        shutil.rmtree(path)
    if old:
        logger.warning("overwrite_output_dir: deleted %d checkpoint(s) of an earlier run in %s", len(old), output_dir)


def last_checkpoint(output_dir: str) -> str | None:
    """The newest complete ``checkpoint-N`` folder in ``output_dir``, or `None`.

    Complete means its ``trainer_state.json`` was written, the last file a save writes: a Ctrl-C
    during a save leaves a folder that cannot be resumed from.
    """
    from transformers.trainer_utils import PREFIX_CHECKPOINT_DIR

    steps = []
    for path in Path(output_dir).glob(f"{PREFIX_CHECKPOINT_DIR}-*"):
        match = re.fullmatch(rf"{PREFIX_CHECKPOINT_DIR}-(\d+)", path.name)
        if match and (path / TRAINER_STATE).is_file():
            steps.append((int(match[1]), path))
    return str(max(steps)[1]) if steps else None


def check_reward_columns(funcs: Iterable[Any], dataset: Any, where: str) -> None:
    """Every reward plugin's required columns are in ``dataset``, or the error names the recipe key to set."""
    columns = list(dataset.column_names)
    for func in funcs:
        required = getattr(func, "required_columns", None)
        if required is None:
            continue
        missing = [c for c in required() if c not in columns]
        if not missing:
            continue
        name = getattr(func, "name", type(func).__name__)
        if missing == ["answer"]:
            likely = [c for c in columns if c in GOLD_COLUMNS]
            gold = likely[0] if likely else "COLUMN"
            fix = f"name the dataset's gold column in the recipe, e.g. dataset_answer_column: {gold} (copied to 'answer')"
        else:
            fix = "rename the column, or set the plugin's column option in reward_plugins"
        raise SetupError(
            f"reward {name!r} reads the column(s) {', '.join(missing)}, which {where} lacks (its columns: "
            f"{', '.join(columns)}): {fix}"
        )
