"""The reading's word tables load in each worker of the plugin's pool before it reports ready (the workers read the
rows), so that no batch of completions pays for them inside its first rows' deadlines."""

from __future__ import annotations

import subprocess
import sys

_CHECK = """
import importlib
from wordfreq import get_frequency_dict
from reward_plugins.math import spoken_numbers
from reward_plugins.math.plugin import MathAccuracy
plugin = MathAccuracy(workers=1)
before = (spoken_numbers._table.cache_info().currsize, get_frequency_dict.cache_info().currsize)
module, function = plugin._get_pool().warm_up.split(":")  # what each worker runs before it reports ready
getattr(importlib.import_module(module), function)()
after = (spoken_numbers._table.cache_info().currsize, get_frequency_dict.cache_info().currsize)
plugin.close()
print(before, after)
"""


def test_the_word_tables_load_in_each_worker_before_it_is_ready():
    from reward_plugins.math.known_words import BESIDE_LANGUAGES

    out = subprocess.run([sys.executable, "-c", _CHECK], capture_output=True, text=True, check=True, timeout=120,
                         env={"HF_HUB_OFFLINE": "1", "PATH": ""})  # a fresh process: nothing loaded before
    before, after = (tuple(int(n) for n in part.strip(" ()").split(",")) for part in out.stdout.strip().split(") ("))
    assert before == (0, 0)
    assert after[0] == 1 and after[1] >= len(BESIDE_LANGUAGES)
