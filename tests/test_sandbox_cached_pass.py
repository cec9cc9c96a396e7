"""A cached pass is as sure as a fresh run, however the program spells its source of chance.

Each row is a coin-flip answer: it returns the right value when one bit of some source of
chance is set and a wrong one otherwise. The control runs it in fresh processes on the host
(``COIN_RUNS`` of them): it must both pass and fail, so the coin is real. The attack scores it
through the ``code_tests`` reward with its cache on, three times in each of ``TRIALS`` spellings
(a comment tells them apart, so each trial is a program of its own): a cache that keeps luck
returns the third score of a trial without running it whenever the first two agreed. The
property: the reward never pays a score from the cache, so no pass it once saw is frozen, whether or
not the sandbox makes the coin's runs agree. (The chance that the first two runs disagree in every
one of ten trials, hiding a cache that keeps luck, is 1/1024.) The cache lives in the reward, so the ``subprocess`` executor's
rows repeat the ``bwrap`` ones but for the fresh directory's timestamp (marked ``slow``).
"""

import concurrent.futures
import subprocess
import sys
import tempfile

import pytest

from fixtures.sandboxes import require_executor
from reward_plugins.code import get_executor
from reward_plugins.code.contracts import Limits
from trl_grpo_ext.registry import get_reward

pytestmark = pytest.mark.filterwarnings("ignore:the 'subprocess' code sandbox is not a security boundary")

COIN_RUNS, TRIALS = 12, 10
COLUMNS = {"fn_name": ["square"], "tests": [[{"args": [3], "expected": 9}]]}

# (name, the lines before the function, the coin's bit). Clocks are read in milliseconds, mixed
# (Knuth's multiplicative hash): runs a steady few milliseconds apart would make a plain low bit
# alternate, and two runs in a row would then never agree.
COINS = [
    ("random_by_its_name", "import random", "random.random() < 0.5"),
    ("random_in_full_width_letters", "import ｒandom as source", "source.getrandbits(1)"),
    ("the_random_extension_module", "import _random\nsource = _random.Random()", "source.getrandbits(1)"),
    ("random_by_a_built_import_name", "", "__import__('ran' + 'dom').getrandbits(1)"),
    ("random_through_importlib", "import importlib", "importlib.import_module('ran' + 'dom').getrandbits(1)"),
    ("os_urandom", "import os", "os.urandom(1)[0] & 1"),
    ("dev_urandom_by_a_spliced_path", "import io", "io.FileIO('/dev/ur' + 'andom').read(1)[0] & 1"),
    ("time_ns", "import time", "time.time_ns() // 1000000 * 2654435761 >> 16 & 1"),
    ("object_address", "", "id(object()) >> 20 & 1"),
    ("object_address_in_its_default_repr", "", "int(repr(object()).split()[-1][:-1], 16) >> 20 & 1"),
    ("function_address_in_its_default_repr", "", "int(repr(lambda: 0).split()[-1][:-1], 16) >> 20 & 1"),
    ("object_hash", "", "hash(object()) >> 20 & 1"),
    ("dev_urandom_opened_by_a_spliced_name", "", "open('/dev/' + 'uran' + 'dom', 'rb').read(1)[0] & 1"),
    ("random_through_getattr_of_the_builtins", "import builtins",
     "getattr(builtins, '__imp' + 'ort__')('ran' + 'dom').getrandbits(1)"),
    ("random_through_a_dunder_gadget", "",
     "[c for c in ().__class__.__base__.__subclasses__() if c.__name__ == '_wrap_close'][0]"
     ".__init__.__globals__['uran' + 'dom'](1)[0] & 1"),
    ("string_hash", "", "hash('x') & 1"),
    ("set_order_of_strings", "", "next(iter({'a', 'b'})) == 'a'"),
    ("uuid4", "import uuid", "uuid.uuid4().int & 1"),
    ("timestamp_of_the_fresh_directory", "import posix", "posix.stat('.').st_mtime_ns // 1000000 * 2654435761 >> 16 & 1"),
]

# Spellings whose luck is cached today: name -> the hole, one line.
OPEN = {}


def coin(before, bit):
    return f"{before}\ndef square(x):\n    return x * x if {bit} else 0\n"


def scores_on_the_host(code):
    scores = []
    for _ in range(COIN_RUNS):
        with tempfile.TemporaryDirectory() as fresh:  # a fresh working directory, as in the sandbox
            done = subprocess.run([sys.executable, "-I", "-c", code + "print(int(square(3) == 9))"], cwd=fresh,
                                  capture_output=True, text=True, timeout=30)
        assert done.returncode == 0, done.stderr
        scores.append(int(done.stdout))
    return scores


@pytest.fixture(scope="module", params=["bwrap", pytest.param("subprocess", marks=pytest.mark.slow)])
def rewards(request):
    """The reward with its cache, and one without (every score a fresh run), on one executor."""
    sandbox = require_executor(request.param)
    cached = get_reward("code_tests", sandbox=sandbox, max_workers=1, timeout=2.0, program_timeout=5.0)
    fresh = get_reward("code_tests", sandbox=sandbox, max_workers=1, timeout=2.0, program_timeout=5.0, cache_size=0)
    yield cached, fresh
    cached.close()
    fresh.close()


def score(reward, code):
    [value] = reward(prompts=[""], completions=[f"```python\n{code}```"], **COLUMNS)
    return value


@pytest.mark.parametrize("name,before,bit", COINS, ids=[row[0] for row in COINS])
def test_control_the_coin_is_a_coin_in_fresh_processes(name, before, bit):
    scores = scores_on_the_host(coin(before, bit))
    assert 0 < sum(scores) < len(scores), f"{name} is no coin on the host: {scores}"


@pytest.mark.parametrize("name,before,bit", [
    pytest.param(*row, id=row[0], marks=[pytest.mark.xfail(strict=True, reason=OPEN[row[0]])] if row[0] in OPEN else [])
    for row in COINS])
def test_a_program_whose_fresh_runs_disagree_is_never_paid_from_the_cache(rewards, name, before, bit):
    cached, fresh = rewards
    code = coin(before, bit)
    fresh_scores = [score(fresh, code) for _ in range(COIN_RUNS)]
    paid_from_cache = []
    for trial in range(TRIALS):
        for _ in range(3):
            hits = cached.cache.hits
            value = score(cached, f"{code}# trial {trial}\n")
            if cached.cache.hits > hits and value:
                paid_from_cache.append((trial, value))
    assert not paid_from_cache, f"fresh runs {fresh_scores}; scorings paid from the cache: {paid_from_cache}"


ADDRESSES = ("f = lambda: 0\nprint(id(object()), repr(f), repr(iter([])), hash(len), "
             "[g.__name__ for g in {len, abs, min, max, sum}])")


def address_runs(runs=4):
    """What ``ADDRESSES`` prints in ``runs`` runs in a row, on each of two fresh single-worker executors."""
    sequences = []
    for _ in range(2):
        with get_executor(require_executor("bwrap"), max_workers=1, limits=Limits(timeout=10)) as executor:
            assert executor.protections()["fixed_layout"] is True
            sequences.append([executor.run(ADDRESSES).stdout for _ in range(runs)])
    return sequences


def test_every_bwrap_worker_is_laid_out_alike():
    """Workers run without address randomization and fork programs from templates laid out alike: the
    n-th program of every worker sees the same addresses (fresh host processes do not: the control)."""
    control = {subprocess.run([sys.executable, "-I", "-c", ADDRESSES], capture_output=True, timeout=30).stdout
               for _ in range(3)}
    assert len(control) > 1, "control: fresh host processes see different addresses"
    first, second = address_runs()
    assert first == second


@pytest.mark.xfail(strict=True, reason="a template's allocator returns to one of two states after each program, "
                   "so a program's objects land at one of two addresses in turn (the cache pays nothing it stored, "
                   "so this coin reaches no cached score)")
def test_every_run_of_a_program_sees_the_same_addresses():
    first, second = address_runs()
    assert len(set(first + second)) == 1
