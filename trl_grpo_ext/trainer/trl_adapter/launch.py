"""One process that sees several GPUs: train on one instead of TRL's ``nn.DataParallel`` error."""

from __future__ import annotations

import logging

logger = logging.getLogger(__name__)


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
