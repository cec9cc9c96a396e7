"""The registries: entry-point discovery, run-time registration, and the errors users see."""

import asyncio
import functools
import inspect
import pickle
import re
import subprocess
import sys
import textwrap
import warnings

import pytest

from trl_grpo_ext import registry
from trl_grpo_ext.registry import (
    ERRORS_ENV,
    REWARDS,
    SCHEMES,
    PluginClashError,
    PluginError,
    PluginLoadError,
    Registry,
    UnknownPluginError,
    get_reward,
    list_rewards,
    list_schemes,
    register_reward,
    reward_function,
)

BUILTIN_REWARDS = {"math_accuracy", "code_tests", "think_answer_format", "single_boxed_answer", "soft_overlong_penalty"}
BUILTIN_SCHEMES = {"grpo", "contrastive", "mean_only", "rloo", "pass_at_k", "max_rl", "risk_seeking", "beta_prior", "negative_weighted"}


def make_distribution(root, dist, module, entry_points, source):
    """A real installed distribution: a module plus ``*.dist-info`` with ``entry_points.txt``."""
    (root / f"{module}.py").write_text(textwrap.dedent(source))
    info = root / f"{dist.replace('-', '_')}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n")
    lines = "\n".join(f"{name} = {target}" for name, target in entry_points.items())
    (info / "entry_points.txt").write_text(f"[trl_grpo_ext.rewards]\n{lines}\n")


@pytest.fixture
def site(tmp_path, monkeypatch):
    """A directory on sys.path for test distributions; the reward registry is re-discovered."""
    monkeypatch.syspath_prepend(str(tmp_path))
    REWARDS.reset()
    yield tmp_path
    for name in [m for m in sys.modules if m.startswith("tdist_")]:
        del sys.modules[name]
    REWARDS.reset()


GOOD_PLUGIN = '''
class ContainsWord:
    """Rewards completions that contain a word."""
    def __init__(self, word="yes"):
        self.word = word
        self.__name__ = "contains_word"
    def __call__(self, prompts, completions, completion_ids=None, **kwargs):
        return [float(self.word in c) for c in completions]
'''


def test_builtins_register_through_entry_points():
    names = {p.name: p for p in list_rewards()}
    assert BUILTIN_REWARDS <= set(names)
    assert names["math_accuracy"].distribution == "trl-grpo-ext"
    assert names["math_accuracy"].target == "reward_plugins.math.plugin:MathAccuracy"
    assert BUILTIN_SCHEMES <= {p.name for p in list_schemes()}
    assert all(p.doc for p in list_rewards() if p.name in BUILTIN_REWARDS)


def test_third_party_distribution_is_discovered(site):
    make_distribution(site, "tdist-good", "tdist_good", {"contains_word": "tdist_good:ContainsWord"}, GOOD_PLUGIN)
    info = REWARDS.info("contains_word")
    assert info.distribution == "tdist-good"
    reward = get_reward("contains_word", word="ok")
    assert reward(prompts=["p", "p"], completions=["ok!", "no"]) == [1.0, 0.0]
    assert "Rewards completions that contain a word." in {p.doc for p in list_rewards()}


def test_dotted_path_is_accepted(site):
    make_distribution(site, "tdist-dotted", "tdist_dotted", {}, GOOD_PLUGIN)
    reward = get_reward("tdist_dotted:ContainsWord", word="z")
    assert reward(prompts=["p"], completions=["z"]) == [1.0]
    with pytest.raises(PluginLoadError, match="no attribute 'Missing'"):
        get_reward("tdist_dotted:Missing")


def test_unknown_name_lists_known_and_closest():
    with pytest.raises(UnknownPluginError) as err:
        get_reward("math_acuracy")
    message = str(err.value)
    assert "Did you mean 'math_accuracy'?" in message
    assert "code_tests" in message and "trl_grpo_ext.rewards" in message


def test_broken_plugin_names_itself_its_distribution_and_cause(site, monkeypatch):
    make_distribution(site, "tdist-broken", "tdist_broken", {"broken": "tdist_broken:Plugin"},
                      "import a_module_that_does_not_exist\n")
    monkeypatch.delenv(ERRORS_ENV, raising=False)
    with pytest.raises(PluginLoadError) as err:
        get_reward("broken")
    for part in ("'broken'", "'tdist-broken'", "a_module_that_does_not_exist"):
        assert part in str(err.value)
    with pytest.raises(PluginLoadError):
        list_rewards()

    monkeypatch.setenv(ERRORS_ENV, "warn")
    with pytest.warns(RuntimeWarning, match="tdist-broken"):
        names = {p.name for p in list_rewards()}
    assert "broken" not in names and BUILTIN_REWARDS <= names


def test_two_distributions_claiming_one_name_is_an_error(site, monkeypatch):
    make_distribution(site, "tdist-one", "tdist_one", {"same_name": "tdist_one:ContainsWord"}, GOOD_PLUGIN)
    make_distribution(site, "tdist-two", "tdist_two", {"same_name": "tdist_two:ContainsWord"}, GOOD_PLUGIN)
    monkeypatch.delenv(ERRORS_ENV, raising=False)
    with pytest.raises(PluginClashError) as err:
        REWARDS.names()
    assert "tdist-one" in str(err.value) and "tdist-two" in str(err.value)


def test_register_at_run_time_and_as_decorator():
    reg = Registry("reward", "trl_grpo_ext.tests.empty_group")

    @reg.register("shouty")
    class Shouty:
        """Rewards upper case."""

        def __call__(self, prompts, completions, **kwargs):
            return [float(c.isupper()) for c in completions]

    assert reg.get("shouty")(prompts=["p"], completions=["HI"]) == [1.0]
    assert reg.info("shouty").distribution == registry.LOCAL
    with pytest.raises(PluginClashError, match="already registered"):
        reg.register("shouty", dict)
    reg.register("shouty", dict, override=True)
    assert reg.load("shouty") is dict


def test_register_reward_cannot_silently_shadow_a_builtin():
    with pytest.raises(PluginClashError, match="trl-grpo-ext"):
        register_reward("math_accuracy", dict)


def test_schemes_registry_builds_with_params():
    import torch

    scheme = SCHEMES.get("pass_at_k", k=2)
    assert scheme.name == "pass_at_k" and scheme.k == 2 and SCHEMES.get("pass_at_k").k == 4  # default 4
    rewards = torch.tensor([1.0, 0.0, 0.0, 0.0])
    # k changes the advantages: with k=2 the wrong completions of a 1-in-4 group are pushed down less hard.
    assert not torch.allclose(scheme(rewards, group_size=4), SCHEMES.get("pass_at_k", k=4)(rewards, group_size=4))
    with pytest.raises(ValueError, match="k must be an int >= 1"):
        SCHEMES.get("pass_at_k", k=0)


def test_errors_carry_the_plugin_name_and_distribution(site, monkeypatch):
    with pytest.raises(UnknownPluginError) as unknown:
        get_reward("math_acuracy")
    assert (unknown.value.plugin, unknown.value.kind, unknown.value.distribution) == ("math_acuracy", "reward", None)
    make_distribution(site, "tdist-broken2", "tdist_broken2", {"broken2": "tdist_broken2:Plugin"}, "raise OSError('x')\n")
    REWARDS.reset()  # discovered before the distribution existed
    monkeypatch.delenv(ERRORS_ENV, raising=False)
    with pytest.raises(PluginLoadError) as broken:
        get_reward("broken2")
    assert (broken.value.plugin, broken.value.distribution, broken.value.kind) == ("broken2", "tdist-broken2", "reward")
    with pytest.raises(PluginClashError) as clash:
        register_reward("math_accuracy", dict)
    assert clash.value.plugin == "math_accuracy" and clash.value.distributions == ("trl-grpo-ext", registry.LOCAL)


def test_public_api_exports_registration_and_names_it_for_type_checkers():
    import ast
    import inspect

    import trl_grpo_ext

    assert trl_grpo_ext.register_reward is register_reward and trl_grpo_ext.register_scheme is registry.register_scheme
    assert {"register_reward", "register_scheme", "parse_recipe", "GRPOExtConfig", "GRPOExtTrainer"} <= set(trl_grpo_ext.__all__)
    assert sorted(trl_grpo_ext.__all__) == sorted({"__version__", *trl_grpo_ext._LAZY})  # written out, and complete
    # Every lazy export is also imported under TYPE_CHECKING, so tools that do not run __getattr__ see it.
    tree = ast.parse(inspect.getsource(trl_grpo_ext))
    block = next(n for n in tree.body if isinstance(n, ast.If) and getattr(n.test, "id", "") == "TYPE_CHECKING")
    names = {alias.asname or alias.name for node in ast.walk(block) if isinstance(node, ast.ImportFrom) for alias in node.names}
    assert set(trl_grpo_ext.__all__) - {"__version__"} == names
    for name in trl_grpo_ext.__all__:
        assert getattr(trl_grpo_ext, name) is not None


def test_errors_are_catchable_as_one_family():
    assert issubclass(UnknownPluginError, PluginError) and issubclass(UnknownPluginError, KeyError)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(PluginError):
            get_reward("no_such_reward_anywhere")


# -- rewards of every shape ----------------------------------------------------------------------
def last_is_x(prompts, completions, **kwargs):
    """A TRL reward function: the registry hands it over as it is."""
    return [float(c.endswith("x")) for c in completions]


def ends_with(completions, suffix, **kwargs):
    return [float(c.endswith(suffix)) for c in completions]


def make_ends_with(suffix="x"):
    """A factory: called with the options, it returns the reward."""
    return functools.partial(ends_with, suffix=suffix)


class EndsWith:
    def __init__(self, suffix="x"):
        self.suffix = suffix

    def __call__(self, prompts, completions, **kwargs):
        return ends_with(completions, self.suffix)


@reward_function
def marked(*args, **kwargs):
    return ends_with(kwargs["completions"], "x")


async def async_ends_with(prompts, completions, suffix="x", **kwargs):
    return ends_with(completions, suffix)


SHAPES = {
    # shape: (registered entry, options, the built reward's __name__)
    "plain function": (last_is_x, {}, "last_is_x"),
    "plain function with options": (ends_with, {"suffix": "y"}, "ends_with"),
    "partial of a plain function": (functools.partial(ends_with, suffix="y"), {}, "shape_partial"),
    "function marked @reward_function": (marked, {}, "marked"),
    "factory": (make_ends_with, {"suffix": "y"}, "shape_factory"),
    "class": (EndsWith, {"suffix": "y"}, "shape_class"),
    "built object": (EndsWith("x"), {}, "shape_built"),
}


@pytest.fixture
def registered():
    """Register rewards at run time under fresh names; the registry forgets them afterwards."""
    REWARDS.reset()
    yield lambda name, entry: register_reward(name, entry)
    REWARDS.reset()


@pytest.mark.parametrize("shape", SHAPES)
def test_each_reward_shape_builds_a_named_trl_reward(shape, registered):
    entry, options, name = SHAPES[shape]
    registered("shape_" + shape.split()[0], entry)
    reward = get_reward("shape_" + shape.split()[0], **options)
    suffix = options.get("suffix", "y" if "partial" in shape else "x")
    assert reward(prompts=["p", "p"], completions=[f"a{suffix}", "ab"], answer=["1", "2"]) == [1.0, 0.0]
    assert reward.__name__ == name


def test_a_plain_function_registered_by_name_is_the_reward_itself(registered):
    registered("my_fn", last_is_x)
    assert get_reward("my_fn") is last_is_x
    assert get_reward(f"{__name__}:last_is_x") is last_is_x


def test_a_bound_plain_function_pickles_and_stays_async():
    bound = get_reward(f"{__name__}:ends_with", suffix="y")
    assert pickle.loads(pickle.dumps(bound))(prompts=["p"], completions=["ay"]) == [1.0]
    awaited = get_reward(f"{__name__}:async_ends_with", suffix="y")
    assert inspect.iscoroutinefunction(awaited.__call__) and awaited.__name__ == "async_ends_with"
    assert asyncio.run(awaited(prompts=["p"], completions=["ay"])) == [1.0]


WRONG = {
    # case: (registered entry, options, what the error says)
    "options for a built object": (EndsWith("x"), {"suffix": "y"}, "takes no options"),
    "an option TRL already passes": (ends_with, {"completions": []}, "would shadow what TRL passes"),
    "an option the function does not take": (lambda prompts, completions: [], {"suffix": "y"}, "does not take"),
    "a factory that builds no callable": (lambda suffix="x": 3, {}, "is not callable"),
    "neither class nor callable": (42, {}, "not a class, a function or a callable"),
}


@pytest.mark.parametrize("case", WRONG)
def test_what_cannot_be_a_reward_is_an_error_naming_it(case, registered):
    entry, options, said = WRONG[case]
    registered("wrong", entry)
    with pytest.raises(PluginError, match=said) as error:
        get_reward("wrong", **options)
    assert error.value.plugin == "wrong" and error.value.kind == "reward"


# -- names checked without loading anything ------------------------------------------------------
CHECKS = {
    # (kind, name, also): what check_name answers, or the error's words
    ("reward", "math_accuracy", ()): "registry",
    ("reward", "my_pkg.rewards:exact", ()): "dotted",
    ("reward", "accuracy_reward", ("accuracy_reward",)): "also",
    ("scheme", "grpoo", ()): "Did you mean 'grpo'?",
    ("sandbox", "bwarp", ("auto",)): "Did you mean 'bwrap'?",
    ("task", "addtion", ()): "Did you mean 'addition'?",
    ("reward", None, ()): "unknown reward None",
}


@pytest.mark.parametrize("kind, name, also", CHECKS)
def test_check_name_answers_what_a_name_is_or_suggests_the_closest(kind, name, also):
    expected = CHECKS[kind, name, also]
    if expected in ("registry", "dotted", "also"):
        assert registry.check_name(kind, name, also) == expected
    else:
        with pytest.raises(UnknownPluginError, match=re.escape(expected)):
            registry.check_name(kind, name, also)


def test_checking_names_imports_no_plugin_and_no_torch():
    code = ("import sys; from trl_grpo_ext.registry import check_name, known_names; "
            "check_name('reward', 'math_accuracy'); check_name('scheme', 'pass_at_k'); known_names('sandbox'); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('torch', 'reward_plugins', 'trl')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "[]", done.stderr


def test_sandbox_of_names_a_registered_sandbox_from_its_entry_point_text():
    from reward_plugins.code.subprocess_executor import SubprocessExecutor

    class Tuned(SubprocessExecutor):
        pass

    assert registry.sandbox_of(SubprocessExecutor.__new__(SubprocessExecutor)) == "subprocess"
    assert registry.sandbox_of(Tuned.__new__(Tuned)) == "subprocess"
    assert registry.sandbox_of(object()) is None and registry.sandbox_of(None) is None


def test_errors_carry_their_public_path():
    for error in (PluginError, UnknownPluginError, PluginLoadError, PluginClashError):
        assert error.__module__ == "trl_grpo_ext.registry" and getattr(registry, error.__name__) is error


def test_owner_of_finds_a_class_registered_where_it_is_re_exported(site):
    (site / "tdist_impl.py").write_text("class Impl:\n    pass\n")
    make_distribution(site, "tdist-reexport", "tdist_reexport", {"reexported": "tdist_reexport:Impl"},
                      "from tdist_impl import Impl\n")
    import tdist_reexport

    assert REWARDS.owner_of(tdist_reexport.Impl()) == "reexported"
    assert REWARDS.owner_of(object()) is None
