"""``trl-grpo-ext train --help``: this package's keys first, then the ones most recipes set, then the names of all
the others; read from the argument classes' sources (no TRL import), so it prints at once.

``--help-trl`` prints TRL's own help of every key (its parser, after importing TRL).
"""

from __future__ import annotations

import re
import textwrap

from trl_grpo_ext.app.recipe.keys import EXTENSION_KEYS, FLAG_ALIASES, recipe_keys

__all__ = ["COMMON_KEYS", "OWN_CLASSES", "help_text"]

# Whose fields are this package's additions to TRL's recipe.
OWN_CLASSES = ("GRPOScriptArguments", "GRPOExtConfig")
# TRL's and transformers' keys that most recipes set, shown with their help right after this package's.
COMMON_KEYS = (
    "model_name_or_path", "dataset_name", "output_dir", "max_steps", "learning_rate", "num_generations",
    "per_device_train_batch_size", "max_completion_length", "beta", "use_peft", "load_in_4bit", "report_to",
    "save_strategy", "logging_steps", "bf16", "seed",
)
WIDTH = 118
NAME_WIDTH = 34


def _first_sentence(text: str) -> str:
    """The help's first sentence, cut to fit one line.

    >>> _first_sentence("The initial learning rate for AdamW. Ignored when ...")
    'The initial learning rate for AdamW.'
    """
    sentence = re.split(r"(?<=[.!?])\s+(?=[A-Z(`])", text.strip(), maxsplit=1)[0]
    room = WIDTH - NAME_WIDTH - 4
    return sentence if len(sentence) <= room else sentence[: room - 3].rstrip() + "..."


def help_text(prog: str) -> str | None:
    """The help, or `None` when the argument classes' sources cannot be read (then TRL's help is the help)."""
    keys = recipe_keys()
    if keys is None:
        return None

    def rows(names) -> list[str]:
        return [f"  --{name:<{NAME_WIDTH}} {_first_sentence(keys[name].help)}".rstrip() for name in names]

    own = [name for name, key in keys.items() if key.owner in OWN_CLASSES]
    common = [name for name in COMMON_KEYS if name in keys and name not in own]
    others = sorted(name for name in keys if name not in own and name not in common)
    aliases = ", ".join(f"{short} = {long}" for short, long in FLAG_ALIASES.items())
    return "\n".join([
        f"usage: {prog} [--config FILE.yaml] [--KEY VALUE ...] [--help-trl]",
        "",
        *textwrap.wrap(
            "GRPO with GRPOExtTrainer from a flat recipe: the keys of TRL's `trl grpo` recipes plus "
            f"{', '.join(EXTENSION_KEYS)}, in a YAML file (--config) and/or as flags (flags win; a negative number "
            f"as --key=-1e-5). Short spellings: {aliases}. After Ctrl-C, --resume_from_checkpoint last goes on.",
            WIDTH),
        "",
        "this package's keys:",
        *rows(own),
        "",
        "keys most recipes set (TRL's, transformers'):",
        *rows(common),
        "",
        f"every other key ({len(others)}; each one's help: {prog} --help-trl):",
        *textwrap.wrap(", ".join(others), WIDTH, initial_indent="  ", subsequent_indent="  "),
    ])
