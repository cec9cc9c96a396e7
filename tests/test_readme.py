"""The README is read in five minutes and its commands run as printed.

Every command line of the README's ``bash`` blocks, and every inline ``trl-grpo-ext ...`` span, is either run here
in a subprocess exactly as printed (offline, with this environment's ``bin`` on PATH and the README's plugin package
installed), or listed in ``NOT_RUN`` with the reason. Where the README shows what a command prints, each line it
shows (``...`` marks elisions) must be in the real output. Relative links are checked by ``test_docs.py``, imports
by ``test_documented_imports.py``.
"""

from __future__ import annotations

import ast
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
TEXT = README.read_text(encoding="utf-8")
MAX_LINES = 200

BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)
INLINE = re.compile(r"`(trl-grpo-ext [^`\n]+)`")

# Command lines the test does not run, by their start, and why.
NOT_RUN = {
    "make demo": "creates .venv and trains for minutes (bench/suite/demo_speed.py times it)",
    "trl-grpo-ext demo": "trains for minutes, as make demo does",
    "make test": "the whole suite",
    "pip install": "installs into the environment running the tests",
    "sudo apt-get": "needs root and the network",
    "trl-grpo-ext train --config": "trains for minutes; its recipe is checked below, and tests/test_cli.py and "
    "tests/test_recipe.py train short recipes",
}
# Commands the README shows that take longer than about 20 s on a 2-core machine.
SLOW: set[str] = set()


def blocks(lang: str) -> list[str]:
    return [body for block_lang, body in BLOCK.findall(TEXT) if block_lang == lang]


def command_lines(body: str) -> list[str]:
    """The block's commands, a line ending in a backslash joined with the next; comments and blanks dropped."""
    commands, pending = [], ""
    for line in body.splitlines():
        line = f"{pending} {line.strip()}" if pending else line.strip()
        pending = ""
        if line.endswith("\\"):
            pending = line[:-1].rstrip()
        elif line and not line.startswith("#"):
            commands.append(line)
    return commands


def shown_output(command_start: str) -> list[str]:
    """The lines (but ``...``) of the plain block right after the bash block whose command starts so."""
    found = BLOCK.findall(TEXT)
    for (lang, body), (next_lang, next_body) in zip(found, found[1:]):
        if lang == "bash" and next_lang == "" and any(c.startswith(command_start) for c in command_lines(body)):
            return [line for line in next_body.splitlines() if line.strip() and line.strip() != "..."]
    raise AssertionError(f"the README shows no output after `{command_start} ...`")


COMMANDS = [command for body in blocks("bash") for command in command_lines(body)]
INLINE_COMMANDS = sorted(set(INLINE.findall(BLOCK.sub("", TEXT))))
RUN = [command for command in COMMANDS + INLINE_COMMANDS if not command.startswith(tuple(NOT_RUN))]


# An audit family row's MS/CASE column, a timing: the last number before the first failure or the line's end.
AUDIT_ROW = re.compile(r"^\w+\s+F[PN]\s")
MS_PER_CASE = re.compile(r"\b\d+(?=\s*(?:\[|$))")


def shows(shown: str, printed: str) -> bool:
    """Whether a line the README shows is the printed line, ``...`` inside it standing for any text and an audit
    row's timing for any timing."""
    if AUDIT_ROW.match(shown):
        shown, printed = MS_PER_CASE.sub("N", shown.rstrip(), count=1), MS_PER_CASE.sub("N", printed, count=1)
    return re.fullmatch(".*?".join(map(re.escape, shown.rstrip().split("..."))), printed) is not None


@pytest.fixture(scope="module")
def readme_env(tmp_path_factory) -> dict[str, str]:
    """The environment a reader has after following the README: offline, this environment's bin on PATH, and the
    plugin package written from the README's own files installed."""
    package = tmp_path_factory.mktemp("plugin")
    (package / "pyproject.toml").write_text(blocks("toml")[0])
    [source] = [body for body in blocks("python") if body.startswith("# my_rewards/rewards.py")]
    (package / "my_rewards").mkdir()
    (package / "my_rewards" / "__init__.py").write_text("")
    (package / "my_rewards" / "rewards.py").write_text(source)
    site = tmp_path_factory.mktemp("site")
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation", "--target", site, package],
        check=True, capture_output=True, timeout=300,
    )
    env = dict(os.environ, HF_HUB_OFFLINE="1", WANDB_MODE="offline")
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env['PATH']}"
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(site), env.get("PYTHONPATH")) if p)
    return env


def run(command: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def ran(readme_env):
    """``ran(command)``: the command's result in the reader's environment, run once however many tests read it."""
    results: dict[str, subprocess.CompletedProcess] = {}

    def result(command: str) -> subprocess.CompletedProcess:
        if command not in results:
            results[command] = run(command, readme_env)
        return results[command]

    return result


def test_the_readme_is_read_in_five_minutes():
    lines = len(TEXT.splitlines())
    assert lines <= MAX_LINES, f"README.md has {lines} lines; move detail to docs/ (at most {MAX_LINES})"


def test_the_demo_is_described_with_its_defaults():
    from trl_grpo_ext.app.demo.settings import DEFAULTS, default_steps, eval_interval

    said = " ".join(TEXT.split())
    for phrase in (
        f"{default_steps(bf16=False)} steps of {DEFAULTS['prompts_per_step']} prompts × {DEFAULTS['num_generations']} "
        f"completions of at most {DEFAULTS['max_completion_length']} tokens",
        f"greedy accuracy on {DEFAULTS['eval_size']} held-out problems before training, after step "
        f"{eval_interval(default_steps(bf16=False), DEFAULTS['eval_every'])} and after training",
    ):
        assert phrase in said, f"README.md no longer says what make demo runs: {phrase!r}"


def test_every_command_shown_is_run_or_excluded_with_a_reason():
    for command in COMMANDS + INLINE_COMMANDS:
        assert command in RUN or command.startswith(tuple(NOT_RUN)), command
    assert {"trl-grpo-ext rewards list", "trl-grpo-ext train --help"} <= set(RUN), RUN


@pytest.mark.parametrize(
    "command",
    [pytest.param(c, marks=pytest.mark.slow) if c in SLOW else c for c in RUN],
)
def test_a_command_shown_runs_as_printed(command, ran):
    result = ran(command)
    assert result.returncode == 0, (
        f"`{command}` exited {result.returncode}:\n{result.stdout[-2000:]}{result.stderr[-2000:]}"
    )


@pytest.mark.parametrize("command_start", ["trl-grpo-ext audit", "trl-grpo-ext explain"])
def test_the_output_shown_is_what_the_command_prints(command_start, ran):
    [command] = [c for c in RUN if c.startswith(command_start)]
    printed = [line.rstrip() for line in ran(command).stdout.splitlines()]
    missing = [line for line in shown_output(command_start) if not any(shows(line, p) for p in printed)]
    assert not missing, f"README shows lines `{command}` does not print: {missing}"


def test_the_plugin_shown_is_listed_by_its_entry_point(ran):
    listed = ran("trl-grpo-ext rewards list").stdout
    assert re.search(r"^boxed_answer\s+my-rewards\s", listed, re.MULTILINE), listed


@pytest.mark.parametrize("command", [c for c in COMMANDS if c.startswith("trl-grpo-ext train --config")])
def test_a_train_command_shown_passes_the_recipe_checks(command):
    """Training is not run here; its recipe's keys, names and values are checked as `train` checks them first."""
    from trl_grpo_ext.app.recipe.checks import check_recipe

    argv = shlex.split(command)[2:]
    config = argv.pop(argv.index("--config") + 1)
    argv.remove("--config")
    check_recipe(argv, recipe=ROOT / config)


def test_the_python_quickstart_saves_no_checkpoint():
    """The quickstart trains (not run here); the config it builds writes nothing unless asked."""
    from trl_grpo_ext import GRPOExtConfig

    [source] = [body for body in blocks("python") if "GRPOExtConfig(" in body]
    call = next(
        node for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "GRPOExtConfig"
    )
    kwargs = {keyword.arg: ast.literal_eval(keyword.value) for keyword in call.keywords}
    args = GRPOExtConfig(**kwargs)
    assert args.save_strategy == "no", "the README's quickstart would write a checkpoint; pass save_strategy='no'"


@pytest.mark.parametrize(
    "shown, printed, same",
    [
        ("lost: 3 (a, b, ...)", "lost: 3 (a, b, c)", True),
        ("lost: 3 (a, b, ...)", "lost: 4 (a, b, c)", False),
        ("outcome  0.0", "outcome  1.0", False),
        ("retraction   FP  0/41  ok     0", "retraction   FP  0/41  ok     3", True),
        ("retraction   FP  0/41  ok     0", "retraction   FP  1/41  PAID   0", False),
        ("plain   FN  3/4  LOST     0   [0] It is 72.", "plain   FN  3/4  LOST     12   [0] It is 72.", True),
    ],
)
def test_an_elided_line_matches_the_line_it_abridges(shown, printed, same):
    assert shows(shown, printed) is same


def test_the_command_reader_joins_continued_lines_and_drops_comments():
    body = 'make demo   # trains\n# a comment\n\ntrl-grpo-ext explain x --a "b" \\\n    --c d\n'
    assert command_lines(body) == ["make demo   # trains", 'trl-grpo-ext explain x --a "b" --c d']
