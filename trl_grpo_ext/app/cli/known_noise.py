"""Third-party messages the command line hides because the user can do nothing about them.

Each entry says why it is safe to hide; ``--debug`` (or ``TRL_GRPO_EXT_DEBUG=1``) shows them all.
Only exact, known messages are filtered, so a new warning still reaches the user.
"""

from __future__ import annotations

import logging
import re
import warnings

__all__ = ["KNOWN_LOG_NOISE", "KNOWN_WARNINGS", "filter_known_noise"]

# (logger name, message start): logged at import time.
KNOWN_LOG_NOISE = (
    # bitsandbytes probes an optional CPU kernel for 4-bit matmuls on every import; 4-bit training
    # here needs a CUDA GPU, so the CPU kernel is never used.
    ("bitsandbytes.backends.cpu.ops", "Failed to load CPU gemm_4bit_forward"),
    # On CPUs with AVX512-BF16 that probe fetches the kernel through `kernels`, which under HF_HUB_OFFLINE
    # says it skips the publisher check of a repository the user never asked for.
    ("kernels._internals.hf_hub", "Skipping publisher trust check"),
)
# (category, message regex): transformers 5 deprecated the gradient_checkpointing names that TRL
# and PEFT still use internally (4-8 warnings a run); nothing in a recipe can change it.
KNOWN_WARNINGS = (
    (FutureWarning, r"`(is_)?gradient_checkpointing(_enable|_disable|_kwargs)?` is deprecated"),
)


class _DropMessages(logging.Filter):
    def __init__(self, prefix: str):
        super().__init__()
        self.prefix = prefix

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(self.prefix)


def filter_known_noise() -> None:
    """Install the filters (idempotent); call before the libraries are imported."""
    for name, prefix in KNOWN_LOG_NOISE:
        logger = logging.getLogger(name)
        if not any(isinstance(f, _DropMessages) and f.prefix == prefix for f in logger.filters):
            logger.addFilter(_DropMessages(prefix))
    for category, pattern in KNOWN_WARNINGS:
        warnings.filterwarnings("ignore", message=re.compile(pattern).pattern, category=category)
