"""A cached outcome is as sure as a fresh run: only a closed program -- one that can reach nothing that
changes between runs -- is cached, decided on its syntax tree (names folded as Python folds them),
never on how its source is spelled."""

import pytest

from reward_plugins.code.determinism import closed

# (name, a program that can reach randomness, time, process or host state)
REACHES_CHANGING_STATE = [
    ("random", "import random\nx = random.random()"),
    ("random_in_full_width_letters", "import ｒandom\nx = ｒandom.random()"),
    ("full_width_attribute", "import math\nx = math.ｔime"),
    ("the_random_extension_module", "import _random\nx = _random.Random().random()"),
    ("from_import", "from random import randint"),
    ("a_built_import_name", "x = __import__('ran' + 'dom')"),
    ("importlib", "import importlib\nx = importlib.import_module('random')"),
    ("os_urandom", "import os\nx = os.urandom(1)"),
    ("dev_urandom_by_a_spliced_path", "x = open('/dev/u' + 'random', 'rb').read(1)"),
    ("dev_urandom_through_io", "import io\nx = io.FileIO('/dev/u' + 'random').read(1)"),
    ("dev_urandom_through_pathlib", "from pathlib import Path\nx = Path('/dev/urandom').read_bytes()"),
    ("a_raw_file_of_the_standard_streams", "import sys\nx = type(sys.stdin.buffer.raw)('/dev/urandom')"),
    ("secrets", "import secrets"),
    ("time", "import time\nx = time.time_ns()"),
    ("datetime_through_calendar", "import calendar\nx = calendar.datetime.datetime.now()"),
    ("a_module_another_one_imported", "import typing\nx = typing.sys.modules"),
    ("uuid", "import uuid\nx = uuid.uuid4()"),
    ("hashlib_of_time", "import hashlib, time\nx = hashlib.md5(str(time.time()).encode())"),
    ("id", "x = id(object())"),
    ("hash", "x = hash('x')"),
    ("threads", "import threading"),
    ("posix_stat", "import posix\nx = posix.stat('.').st_mtime_ns"),
    ("vars_of_a_module", "import functools\nx = vars(functools)['__builtins__']"),
    ("globals", "x = globals()['__builtins__']"),
    ("getattr_by_a_spliced_name", "import math\nx = getattr(math, '__lo' + 'ader__')"),
    ("subclasses", "x = ().__class__.__base__.__subclasses__()"),
    ("a_function_s_globals", "def f(): pass\nx = f.__globals__"),
    ("a_generator_s_frame", "def g():\n    yield\nx = g().gi_frame.f_globals"),
    ("attrgetter", "import operator\nx = operator.attrgetter('__glo' + 'bals__')"),
    ("type_hints_evaluate_strings", "import typing\nx = typing.get_type_hints"),
    ("a_private_name", "import math\nx = math._something"),
    ("a_relative_import", "from . import x"),
    ("the_import_system", "import sys\nx = sys.meta_path[0].find_spec('random')"),
    ("an_attribute_read_by_a_pattern", "def f(g):\n    match g:\n        case object(__globals__=x):\n            return x"),
    ("not_python", "def f(:"),
]
CLOSED = [
    ("arithmetic", "def f(x):\n    return x * x"),
    ("allowed_imports", "from typing import List\nimport math, itertools\ndef f(v: List[int]) -> int:\n"
                        "    return sum(math.isqrt(a) for a in itertools.chain(v))"),
    ("a_class_with_data_model_methods", "class A:\n    def __init__(self):\n        self.x = 1\n"
                                        "    def __eq__(self, other):\n        return True\n"),
    ("a_set_of_strings", "def f():\n    return list({'a', 'b'})"),  # one hash order in every worker
    ("standard_input", "import sys\nn = int(sys.stdin.readline())\nprint(n * 2)"),
    ("main_guard", "def f():\n    return 1\nif __name__ == '__main__':\n    print(f())"),
]


@pytest.mark.parametrize("name,code", REACHES_CHANGING_STATE, ids=[row[0] for row in REACHES_CHANGING_STATE])
def test_a_program_that_can_reach_changing_state_is_not_closed(name, code):
    assert not closed(code)


@pytest.mark.parametrize("name,code", CLOSED, ids=[row[0] for row in CLOSED])
def test_a_program_that_reaches_only_its_inputs_is_closed(name, code):
    assert closed(code)
