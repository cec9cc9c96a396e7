"""``math_accuracy``'s worker processes start wherever a user's code runs: an unguarded top-level
script (how TRL's docs write GRPO scripts), code fed on standard input or through ``python -c``
(as a notebook kernel runs cells: no importable ``__main__`` file), threads and event loops.

Workers are separate interpreters (``python -m reward_plugins.math.worker``), so none of these
re-imports the caller's ``__main__``; the LaTeX pairs below all need math-verify, not the
in-process number path, so they reach the workers."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Each pair needs math-verify: the in-process path decides none of them.
SCORING = textwrap.dedent(
    r'''
    from trl_grpo_ext.registry import get_reward

    reward = get_reward("math_accuracy")
    scores = reward(
        prompts=["q"] * 4,
        completions=[r"\boxed{\frac{\sqrt{2}}{2}}", r"The answer is $\frac{4}{\sqrt{2}}$.", r"\boxed{2 \text{ or } 3}", r"\boxed{\frac{1}{2}}"],
        answer=[r"\frac{1}{\sqrt{2}}", r"2\sqrt{2}", "2", r"\frac{1}{\sqrt{2}}"],
    )
    print("SCORES", scores, dict(reward.outcomes))
    '''
)
EXPECTED = "SCORES [1.0, 1.0, 0.0, 0.0]"


def _env(extra: dict | None = None) -> dict:
    env = dict(os.environ, HF_HUB_OFFLINE="1", WANDB_MODE="offline", PYTHONPATH=str(ROOT))
    env.update(extra or {})
    return env


def _run(args: list[str], cwd: Path, timeout: float, stdin: str | None = None, env: dict | None = None):
    done = subprocess.run(args, cwd=cwd, input=stdin, capture_output=True, text=True, timeout=timeout, env=env or _env())
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_an_unguarded_script_scores_latex_answers(tmp_path):
    script = tmp_path / "train.py"
    script.write_text(SCORING)  # top-level code, no `if __name__ == "__main__":`
    out = _run([sys.executable, str(script)], tmp_path, timeout=300)
    assert EXPECTED in out
    assert "'hedged': 1" in out


@pytest.mark.parametrize("how", ["stdin", "-c"])
def test_code_without_a_main_file_scores_latex_answers(tmp_path, how):
    # A notebook kernel runs cells with no importable __main__ file: so do `python -` and `python -c`.
    if how == "stdin":
        out = _run([sys.executable, "-"], tmp_path, timeout=300, stdin=SCORING)
    else:
        out = _run([sys.executable, "-c", SCORING], tmp_path, timeout=300)
    assert EXPECTED in out


def _readme_quickstart() -> str:
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", readme, re.DOTALL)
    return next(block for block in blocks if "GRPOExtTrainer(" in block)


@pytest.mark.slow
def test_the_readme_quickstart_runs_as_an_unguarded_script(model_cache, tmp_path):
    from trl_grpo_ext.setup import models

    code = _readme_quickstart()
    # The same script, shortened to one small step so the test takes seconds.
    for pattern, repl in [(r"max_steps=\d+", "max_steps=1"), (r"(?<!_)size=\d+", "size=8"), (r"max_completion_length=\d+", "max_completion_length=8"),
                          (r"num_generations=\d+", "num_generations=2"), (r"per_device_train_batch_size=\d+", "per_device_train_batch_size=2")]:
        code, n = re.subn(pattern, repl, code)
        assert n == 1, f"the README quickstart no longer sets {pattern}"
    script = tmp_path / "quickstart.py"
    script.write_text(code + SCORING)
    out = _run([sys.executable, str(script)], tmp_path, timeout=600, env=_env({models.CACHE_ENV: str(model_cache)}))
    assert EXPECTED in out
    # The quickstart asks for no checkpoint: one training step must not write one.
    assert not list(tmp_path.glob("out/checkpoint-*"))


def test_workers_are_separate_interpreters_that_never_import_main(tmp_path):
    script = tmp_path / "loud_main.py"
    marker = tmp_path / "imported"
    # If a worker imported this file, the marker would be written more than once.
    script.write_text(
        f"import pathlib\np = pathlib.Path({str(marker)!r})\np.write_text(p.read_text() + 'x' if p.exists() else 'x')\n"
        + SCORING
        + "import json\nprint('PIDS', json.dumps([w.process.pid for w in reward._pool._workers]))\n"
    )
    out = _run([sys.executable, str(script)], tmp_path, timeout=300)
    assert EXPECTED in out
    assert marker.read_text() == "x"
    pids = json.loads(out.split("PIDS", 1)[1].strip())
    assert len(pids) == 2 and os.getpid() not in pids


def test_a_worker_that_cannot_start_says_what_it_ran(monkeypatch):
    from reward_plugins.math import verify

    monkeypatch.setattr(verify, "_WORKER_MODULE", "reward_plugins.math.no_such_worker")
    pool = verify.VerifyPool(workers=1, deadline=2.0)
    try:
        with pytest.raises(verify.WorkerStartError, match=r"-m reward_plugins\.math\.no_such_worker.*math-verify is installed"):
            pool.check([("$1$", "\\boxed{1}")])
    finally:
        pool.close()
