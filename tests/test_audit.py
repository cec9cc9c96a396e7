"""``trl-grpo-ext audit``: weak third-party rewards (installed by entry point) are flagged, strict ones pass,
the JSON holds what CI reads, and the batteries are what they claim to be."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from trl_grpo_ext.app.audit import audit, summarise
from trl_grpo_ext.app.audit.cases import FALSE_NEGATIVE, FALSE_POSITIVE
from trl_grpo_ext.app.audit.code_battery import code_cases
from trl_grpo_ext.app.audit.code_rows import CODE_ROWS, load_code_rows
from trl_grpo_ext.app.audit.math_battery import MATH_FAMILIES, math_cases
from trl_grpo_ext.app.audit.math_rows import BUILTIN_ROWS, load_rows
from trl_grpo_ext.app.cli.main import main

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "fixtures"))
from weak_rewards_install import install  # noqa: E402


@pytest.fixture(scope="module")
def plugin_path(tmp_path_factory):
    """A directory holding the weak rewards and their dist-info (entry points), for PYTHONPATH."""
    return install(tmp_path_factory.mktemp("weak"))


def audit_cli(plugin_path, tmp_path, *args):
    """Run the CLI in a child process that sees the weak rewards' entry points; returns (status, JSON, stdout)."""
    out = tmp_path / "audit.json"
    env = dict(os.environ, PYTHONPATH=f"{plugin_path}{os.pathsep}{ROOT}")
    done = subprocess.run([sys.executable, "-m", "trl_grpo_ext.app.cli.main", "audit", *args, "--json", str(out)],
                          capture_output=True, text=True, timeout=600, env=env, cwd=ROOT)
    report = json.loads(out.read_text()) if out.exists() else None
    return done.returncode, report, done.stdout + done.stderr


def check_schema(report, reward, kind):
    assert report["reward"] == reward and report["kind"] == kind
    for family in report["families"]:
        assert {"name", "type", "tried", "failed", "example"} <= set(family)
        assert family["type"] in (FALSE_POSITIVE, FALSE_NEGATIVE)
        assert 0 <= family["failed"] <= family["tried"] > 0
        assert (family["example"] is None) == (family["failed"] == 0)


def test_last_number_math_reward_is_flagged(plugin_path, tmp_path):
    status, report, output = audit_cli(plugin_path, tmp_path, "weak_last_number", "--kind", "math")
    check_schema(report, "weak_last_number", "math")
    paid = set(report["paid_false_positive_families"])
    assert status == 1, output
    assert {"retraction", "check_line", "hidden_text", "injected_instruction", "hedge_english"} <= paid
    assert "wrong_plain" not in paid  # it is weak, not broken: a plain wrong answer gets nothing
    assert "paid false-positive families: " in output


def test_exit_code_reward_is_flagged_and_run_in_the_sandbox(plugin_path, tmp_path):
    status, report, output = audit_cli(plugin_path, tmp_path, "weak_exit_code", "--kind", "code")
    check_schema(report, "weak_exit_code", "code")
    assert status == 1, output
    assert report["called"].startswith("bwrap sandbox")
    assert {"early_exit", "exit_in_call", "exit_hooks", "lying_eq", "tests_read"} <= set(
        report["paid_false_positive_families"])
    # Honest solutions pass through the sandboxed call (it works), except the two rows whose tests call a
    # helper this reward drops (from the setup column, from the prompt).
    honest = next(f for f in report["families"] if f["name"] == "honest_fenced")
    assert (honest["tried"], honest["failed"]) == (7, 2) and "sort_list" in honest["example"]
    untested = {u["name"]: u["reason"] for u in report["untested"]}
    assert {"network_escape", "host_file_write", "runaway_loop"} <= set(untested)
    assert "does not run code in this project's sandbox" in untested["network_escape"]


def test_a_plain_function_registered_by_entry_point_is_audited(plugin_path, tmp_path):
    status, report, output = audit_cli(plugin_path, tmp_path, "weak_last_number_function", "--kind", "math")
    assert status == 1, output
    assert "retraction" in report["paid_false_positive_families"]


def test_dotted_path_and_a_strict_reward_exit_zero(plugin_path, tmp_path):
    status, report, output = audit_cli(plugin_path, tmp_path, "weak_rewards:answer_sentence", "--kind", "math",
                                       "--chat")
    assert status == 0, output
    assert report["paid_false_positive_families"] == []
    assert "number_words" in report["lost_false_negative_families"]  # strict, and it loses signal for it


def test_a_call_that_never_returns_stops_the_audit_with_status_1(plugin_path, tmp_path):
    status, report, output = audit_cli(plugin_path, tmp_path, "weak_rewards:stalls_on_or", "--kind", "math",
                                       "--deadline", "2")
    assert status == 1, output
    assert report["stalled"] == "hedge_english" and report["paid_false_positive_families"] == []
    assert any(u["reason"].startswith("not reached") for u in report["untested"])
    assert "STALLED" in output


def test_an_async_reward_function_is_awaited():
    report = summarise(audit("weak_rewards:last_number_async", "math"))
    assert "retraction" in report["paid_false_positive_families"] and report["exit_status"] == 1


def test_a_reward_for_chat_messages_is_retried_with_them():
    report = summarise(audit("weak_rewards:last_number_chat_only", "math"))
    assert report["chat"] is True and "as chat messages" in report["called"]
    assert "retraction" in report["paid_false_positive_families"]


def test_unknown_reward_is_a_usage_error(capsys):
    assert main(["audit", "math_acuracy", "--kind", "math"]) == 2
    assert "Did you mean 'math_accuracy'" in capsys.readouterr().err


def test_a_reward_that_fails_every_case_is_a_usage_error(plugin_path, tmp_path):
    status, report, output = audit_cli(plugin_path, tmp_path, "weak_last_number", "--kind", "math",
                                       "--columns", "answer=gold")
    assert status == 2 and report is None
    assert "failed on every case" in output and "--columns" in output


def test_help_names_the_options():
    done = subprocess.run([sys.executable, "-m", "trl_grpo_ext.app.cli.main", "audit", "--help"], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0
    for option in ("--kind", "--dataset", "--columns", "--json", "--plot", "--chat"):
        assert option in done.stdout
    assert "trl-grpo-ext audit" in (ROOT / "README.md").read_text()


def test_code_battery_wrong_solutions_fail_every_test_and_honest_ones_pass():
    """Checked with the plainest checker there is (prompt, solution, setup, tests in one script), in a child process."""
    def exit_status(*parts):
        return subprocess.run([sys.executable, "-c", "\n".join(parts)], capture_output=True, timeout=30).returncode

    for row in CODE_ROWS:
        setup = row.get("test_setup_code", "")
        assert exit_status(row["prompt"], row["canonical"], setup, *row["tests"]) == 0, row["entry_point"]
        for test in row["tests"]:
            assert exit_status(row["prompt"], row["wrong"], setup, test) != 0, (row["entry_point"], test)


def test_math_battery_fills_every_family_and_reads_datasets(tmp_path):
    cases = math_cases(BUILTIN_ROWS)
    assert {c.family.name for c in cases} == {f.name for f, _ in MATH_FAMILIES}
    assert all("{" not in c.completion or "\\" in c.completion for c in cases)  # no unfilled placeholder
    data = tmp_path / "gsm.jsonl"
    data.write_text(json.dumps({"question": "2+2?", "answer": "Add them.\n#### 4"}) + "\n")
    assert load_rows(str(data)) == [{"prompt": "2+2?", "answer": "4"}]
    data.write_text(json.dumps({"q": "2+2?"}) + "\n")
    with pytest.raises(ValueError, match="needs one of the columns"):
        load_rows(str(data))


def test_code_datasets_in_mbpp_and_humaneval_columns(tmp_path):
    data = tmp_path / "code.jsonl"
    rows = [{"text": "Shared elements.", "code": "def similar(a, b):\n  return tuple(set(a) & set(b)) ",
             "test_list": ["assert set(similar((3, 4), (4, 5))) == {4}"], "test_setup_code": ""},
            {"prompt": "def trunc(x: float) -> float:\n", "canonical_solution": "    return x % 1.0\n",
             "test": "def check(candidate):\n    assert candidate(3.5) == 0.5\n", "entry_point": "trunc"}]
    data.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    mbpp, humaneval = load_code_rows(str(data))
    assert mbpp["entry_point"] == "similar" and mbpp["test_setup_code"] == ""
    assert humaneval["tests"] == [rows[1]["test"] + "\ncheck(trunc)"]
    honest = [c.completion for c in code_cases([mbpp, humaneval]) if c.family.name == "honest_fenced"]
    for completion, row in zip(honest, (mbpp, humaneval)):  # fenced, and the fence closes on its own line
        source = completion.removeprefix("```python\n").removesuffix("```")
        for test in row["tests"]:
            assert subprocess.run([sys.executable, "-c", source + test], timeout=30).returncode == 0


def test_code_cases_rename_columns():
    cases = code_cases(CODE_ROWS, {"tests": "test_list"})
    assert all("test_list" in c.row and "tests" not in c.row for c in cases)
