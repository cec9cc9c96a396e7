"""The reading's word tables load once per process when the plugin's verification pool starts, so that no batch of
completions pays for them inside its first rows."""

from __future__ import annotations

import subprocess
import sys

_CHECK = """
from wordfreq import get_frequency_dict
from reward_plugins.math import spoken_numbers
from reward_plugins.math.plugin import MathAccuracy
plugin = MathAccuracy(workers=1)
before = (spoken_numbers._table.cache_info().currsize, get_frequency_dict.cache_info().currsize)
plugin._get_pool()
after = (spoken_numbers._table.cache_info().currsize, get_frequency_dict.cache_info().currsize)
plugin.close()
print(before, after)
"""


def test_the_word_tables_load_when_the_pool_starts():
    from reward_plugins.math.known_words import BESIDE_LANGUAGES

    out = subprocess.run([sys.executable, "-c", _CHECK], capture_output=True, text=True, check=True, timeout=120,
                         env={"HF_HUB_OFFLINE": "1", "PATH": ""})  # a fresh process: nothing loaded before
    before, after = (tuple(int(n) for n in part.strip(" ()").split(",")) for part in out.stdout.strip().split(") ("))
    assert before == (0, 0)
    assert after[0] == 1 and after[1] >= len(BESIDE_LANGUAGES)
