"""The Example sections of the code sandbox and code_tests docstrings run as written."""

import doctest

import pytest

import reward_plugins.code.executors
import reward_plugins.code.extract
import reward_plugins.code.formats
import reward_plugins.code.plugin
import reward_plugins.code.sandbox
import reward_plugins.code.seccomp


@pytest.mark.filterwarnings("ignore:the 'subprocess' code sandbox is not a security boundary")
@pytest.mark.parametrize(
    "module",
    [reward_plugins.code.sandbox, reward_plugins.code.executors, reward_plugins.code.extract,
     reward_plugins.code.formats, reward_plugins.code.plugin, reward_plugins.code.seccomp],
    ids=lambda m: m.__name__.rsplit(".", 1)[-1],
)
def test_docstring_examples(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
