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


LOAD_DEFAULT_MODEL = "from trl_grpo_ext.setup.models import load_default_model\nprint(load_default_model()[0].num_parameters())"


@pytest.fixture(scope="session")
def two_processes_converting(tmp_path_factory):
    """The session's one conversion of the embedded model, made by two processes loading it into one fresh cache at
    the same time: the cache, each process's ``(stdout, stderr, exit status)`` and the names in the cache once both
    ended. ``test_models.py`` checks what the race left; ``model_cache`` hands the cache on, so the race costs no
    conversion of its own."""
    import subprocess
    import sys

    from trl_grpo_ext.setup import models

    cache = tmp_path_factory.getbasetemp() / "model-cache"
    env = dict(os.environ, **{models.CACHE_ENV: str(cache)})
    procs = [subprocess.Popen([sys.executable, "-c", LOAD_DEFAULT_MODEL], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    results = [p.communicate(timeout=600) + (p.returncode,) for p in procs]
    return cache, results, sorted(p.name for p in cache.iterdir()) if cache.is_dir() else []


@pytest.fixture(scope="session")
def model_cache(two_processes_converting):
    """A cache directory holding the embedded SmolLM2 model, converted once for the whole session."""
    from trl_grpo_ext.setup import models

    cache = two_processes_converting[0]
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(models.CACHE_ENV, str(cache))
        models.default_model_path()  # a no-op after the race; converts here if it failed (test_models.py says so)
    return cache


@pytest.fixture(scope="session")
def short_demo(model_cache, tmp_path_factory):
    """``(exit status, summary, printed lines, output folder)`` of one short LoRA demo run with a held-out evaluation
    after every step (``fixtures/short_demo.py``), read by the tests of the command and of the demo."""
    from fixtures.short_demo import run_short_demo

    out = tmp_path_factory.mktemp("short-demo") / "demo"
    return (*run_short_demo(model_cache, out, eval_every=1), out)


@pytest.fixture(scope="session")
def math_plugin():
    """``math_accuracy`` with one worker, shared by the tests (the worker loads the reader and math-verify once)."""
    from reward_plugins.math.plugin import MathAccuracy

    p = MathAccuracy(workers=1)
    yield p
    p.close()


# Wrong answers that table tests of the rules after the answer expect refused and that the rules after the answer pay
# today (a value for a span of time read as another quantity by reward_plugins/math/related_quantity.py, a restatement
# read by its opening share): listed here, strict, so each fails the suite once a fix refuses it again (docs/MATH.md,
# "Limits").
KNOWN_PAID_AFTER_ANSWER = {
    "test_math_notes_after_answer.py": "over a week that would be $126.-18-False",
}


def pytest_collection_modifyitems(items):
    for item in items:
        needle = KNOWN_PAID_AFTER_ANSWER.get(item.path.name)
        if needle and needle in item.nodeid:
            item.add_marker(pytest.mark.xfail(strict=True, reason="paid by a rule after the answer (docs/MATH.md, Limits)"))
