"""Shared fixtures: offline hub, and a tiny random causal LM with a locally built tokenizer."""

from __future__ import annotations

import os

import pytest

# No test may reach a model hub; set before transformers is imported anywhere.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory) -> str:
    """Directory of a saved 1-layer random Llama (hidden size 16) and its byte-level tokenizer.

    Load it with ``AutoModelForCausalLM.from_pretrained(tiny_model_dir)`` /
    ``AutoTokenizer.from_pretrained(tiny_model_dir)``, or pass the path as ``model=`` to a trainer.
    The tokenizer has a chat template, so conversational datasets work too.
    """
    from fixtures.tiny_model import build_tiny_model

    return build_tiny_model(tmp_path_factory.mktemp("tiny-llama"))


@pytest.fixture(scope="session")
def model_cache(tmp_path_factory):
    """A cache directory holding the embedded SmolLM2 model, converted once for the whole session."""
    from trl_grpo_ext.setup import models

    cache = tmp_path_factory.getbasetemp() / "model-cache"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(models.CACHE_ENV, str(cache))
        models.default_model_path()
    return cache


@pytest.fixture(scope="module")
def math_plugin():
    """``math_accuracy`` with one verification worker, for the tests of a module."""
    from reward_plugins.math.plugin import MathAccuracy

    p = MathAccuracy(workers=1)
    yield p
    p.close()
