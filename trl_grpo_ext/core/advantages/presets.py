"""Literature presets: built-in schemes with a paper's own settings as their defaults.

Each preset is a subclass of the scheme that implements the paper's formula, registered under the
paper's name (``advantage_scheme: w_reinforce``); its parameters can still be overridden through
``scheme_kwargs``. The table says where each setting comes from.

MaxRL (arXiv 2602.02710) has no preset: its estimator has no parameter besides the group size,
so the built-in ``max_rl`` already is the paper's setting.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .base import Scheme
from .schemes import NegativeWeighted, PassAtK, RiskSeeking


@dataclass(frozen=True)
class Preset:
    """One row of the table: registry name, base scheme, fixed parameters and their source."""

    name: str
    base: type[Scheme]
    params: dict[str, Any] = field(default_factory=dict)
    paper: str = ""
    arxiv: str = ""
    source: str = ""  # where the setting is stated


PRESETS: tuple[Preset, ...] = (
    Preset(
        "w_reinforce", NegativeWeighted, {"lam": 0.1},
        paper="The Surprising Effectiveness of Negative Reinforcement in LLM Reasoning (W-REINFORCE)",
        arxiv="2506.01347",
        source="lambda = 0.1: README of github.com/TianHongZXY/RLVR-Decomposed ('positive_advantage_weight, "
               "which corresponds to the lambda in the paper, recommended value is 0.1'); advantage +lambda / -1 "
               "in compute_psr_nsr_outcome_advantage, verl/trainer/ppo/core_algos.py",
    ),
    Preset(
        "pass_at_k_training", PassAtK, {"k": 4},
        paper="Pass@k Training for Adaptively Balancing Exploration and Exploitation of Large Reasoning Models",
        arxiv="2508.10751",
        source="advantage: README and code/passk_adv.py of github.com/RUCAIBox/Passk_Training (K is an argument "
               "without default there); k = 4 could not be confirmed from the paper's text and is this "
               "package's documented pass_at_k default",
    ),
    Preset(
        "rs_grpo", RiskSeeking, {"risk": 2.0},
        paper="Risk-Sensitive RL for Alleviating Exploration Dilemmas in Large Language Models (RS-GRPO)",
        arxiv="2509.24261",
        source="beta = 2: README of github.com/Jackory/RS-GRPO ('We recommend setting beta=2') and the default "
               "beta: float = 2.0 of compute_rs_grpo_advantage in codes/risk_sensitive_adv.py",
    ),
)


def _preset_class(preset: Preset, class_name: str) -> type[Scheme]:
    """The base scheme class with the preset's name, rule and parameters as defaults."""
    settings = ", ".join(f"{key}={value!r}" for key, value in preset.params.items())
    doc = (
        f"{preset.base.name} with {settings}: {preset.paper}, arXiv {preset.arxiv}.\n\n"
        f"Setting from: {preset.source}.\n"
    )
    namespace = {
        "__doc__": doc,
        "__module__": __name__,
        "__qualname__": class_name,
        "name": preset.name,
        "defaults": {**preset.base.defaults, **preset.params},
        "preset": preset,
    }
    return type(class_name, (preset.base,), namespace)


_BY_NAME = {preset.name: preset for preset in PRESETS}

# Module-level names: the entry points in pyproject.toml point here.
WReinforce = _preset_class(_BY_NAME["w_reinforce"], "WReinforce")
PassAtKTraining = _preset_class(_BY_NAME["pass_at_k_training"], "PassAtKTraining")
RSGRPO = _preset_class(_BY_NAME["rs_grpo"], "RSGRPO")

__all__ = ["PRESETS", "PassAtKTraining", "Preset", "RSGRPO", "WReinforce"]
