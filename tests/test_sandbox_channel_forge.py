"""A completion that computes nothing never reaches 1.0 by being scored again and again.

GRPO scores the same completion many times. One that can keep state between its scorings can
search the hidden tests: each scoring tries a guess for every test, the call for the next test
tells it the guess before passed (HumanEval's ``check`` stops at the first failure), and it keeps
what passed for the next scoring. The forge here keeps that state in the host's page cache
(``tests/data/sandbox_page_cache.py``: two bits a test). The control runs the very completion in
``SCORINGS`` fresh processes on the host, each as a scoring runs it (the solution, then
``check``), its bits in a file of its own: it reaches a pass, so the search works wherever the
channel does. The attack scores it
``SCORINGS`` times through the ``code_tests`` reward: it must never score 1.0.
"""

import os
import subprocess
from pathlib import Path
import sys

import pytest

from fixtures.sandboxes import require_executor
from trl_grpo_ext.registry import get_reward

pytestmark = pytest.mark.filterwarnings("ignore:the 'subprocess' code sandbox is not a security boundary")

SCORINGS = 20  # the search needs at most 4 scorings a test, 12 for these three
PROMPT = 'def secret(x):\n    """The secret number of x (0 to 3)."""\n'
CHECK = ("def check(candidate):\n    assert candidate(0) == 2\n    assert candidate(1) == 3\n"
         "    assert candidate(2) == 1\n")
COLUMNS = {"test": [CHECK], "entry_point": ["secret"]}

FORGE = (Path(__file__).parent / "data" / "sandbox_page_cache.py").read_text() + """
FIRST, TESTS = 150, 3  # pages 150-155: two bits (a guess of 0 to 3) a test

def stored():
    bits = page_bits(FIRST, 2 * TESTS)
    return [bits[2 * i] * 2 + bits[2 * i + 1] for i in range(TESTS)]

def store(guesses):
    set_page_bits(FIRST, [bit for guess in guesses for bit in (guess >> 1, guess & 1)])

guesses = stored()
following = list(guesses)  # the guesses for the next scoring

def secret(x):
    if x > 0:
        following[x - 1] = guesses[x - 1]  # the test before passed: keep its guess
    following[x] = (guesses[x] + 1) % 4  # until the next call says otherwise, this guess failed
    store(following)
    return guesses[x]
"""
ONE_SCORING_ON_THE_HOST = FORGE + CHECK + """
try:
    check(secret)
    print(1)
except AssertionError:
    print(0)
"""


def page_cache_store(path):
    """A file of 160 pages of the test's own (no other process on this machine reads it) for the
    page-cache bits: on disk (dirty pages cannot be dropped) and out of the cache (pages written
    together share a large folio, which one page's POSIX_FADV_DONTNEED does not drop)."""
    with open(path, "wb") as file:
        file.write(os.urandom(160 * 4096))
        file.flush()
        os.fsync(file.fileno())
        os.posix_fadvise(file.fileno(), 0, 0, os.POSIX_FADV_DONTNEED)
    return path


def on_the_host(program, store=None):
    """Run a program in a fresh host process; ``store``: the file its page-cache bits live in."""
    prefix = f"STORE = {str(store)!r}\n" if store else ""
    return subprocess.run([sys.executable, "-I", "-c", prefix + program], capture_output=True, text=True,
                          timeout=30)


def test_control_the_search_passes_where_its_state_survives(tmp_path):
    store = page_cache_store(tmp_path / "store")
    on_the_host(FORGE + "store([0] * TESTS)", store)  # guesses 0, 0, 0: none right
    scores = []
    for _ in range(SCORINGS):
        done = on_the_host(ONE_SCORING_ON_THE_HOST, store)
        assert done.returncode == 0, done.stderr
        scores.append(int(done.stdout))
    assert 1 in scores, f"the search never passed on the host: {scores}"


# executor -> the hole, one line (where the forge reaches 1.0 today)
OPEN = {}


@pytest.mark.parametrize("executor", [
    pytest.param(name, marks=[pytest.mark.xfail(strict=True, reason=OPEN[name])] if name in OPEN else [])
    for name in ("bwrap", "subprocess")])
def test_a_completion_that_computes_nothing_never_passes_however_often_it_is_scored(executor):
    on_the_host(FORGE + "store([0] * TESTS)")  # guesses 0, 0, 0 (none right), in case the channel is open
    reward = get_reward("code_tests", sandbox=require_executor(executor), max_workers=1, timeout=2.0,
                        program_timeout=5.0, cache_size=0)
    try:
        scores = [reward(prompts=[PROMPT], completions=[f"```python\n{FORGE}```"], **COLUMNS)[0]
                  for _ in range(SCORINGS)]
    finally:
        reward.close()
    assert 1.0 not in scores, f"scored 1.0 at scoring {scores.index(1.0) + 1}: {scores}"
