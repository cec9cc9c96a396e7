"""Code-execution rewards: a sandbox for untrusted programs and the ``code_tests`` reward.

Data flow: ``extract`` (the program in a completion) -> ``formats`` (the row's tests) ->
``plugin`` (runs ``harness`` inside a sandbox from ``sandbox``/``executors``, whose ``worker``
forks one rlimited child per program) -> scores compared outside the sandbox.
"""

from reward_plugins.code.plugin import CodeTests
from reward_plugins.code.sandbox import ExecResult, Executor, Limits, default_sandbox, get_executor

__all__ = ["CodeTests", "ExecResult", "Executor", "Limits", "default_sandbox", "get_executor"]
