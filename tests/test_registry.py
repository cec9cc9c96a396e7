"""The registries: entry-point discovery, run-time registration, and the errors users see."""

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
