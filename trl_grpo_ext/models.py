"""Public import path of the embedded default model (re-exported from :mod:`trl_grpo_ext.setup.models`)."""

from trl_grpo_ext.setup.models import default_model_path, load_default_model

__all__ = ["default_model_path", "load_default_model"]
