"""``trl-grpo-ext audit``: test a reward for the hacks a policy will find, before training on it.

Batteries of completions built from this project's attack knowledge (``math_battery``,
``code_battery``, ``probes``) are fed to any reward the registry resolves, called as TRL calls it
(``runner``); the report (``report``) says, per family, how many wrong answers it paid and right ones
it lost. See docs/AUDIT.md.
"""

from trl_grpo_ext.app.audit.report import plot, summarise, table, write_json
from trl_grpo_ext.app.audit.run import audit

__all__ = ["audit", "plot", "summarise", "table", "write_json"]
