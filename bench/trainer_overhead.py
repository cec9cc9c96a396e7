"""Step time of GRPOExtTrainer (each advantage scheme) against stock TRL GRPOTrainer.

Both trainers run the same config and seed in the same process, interleaved (stock, ext, stock,
ext, ...) so that load from other work on the machine hits both alike. With the same seed they
generate the same completions, so step k of a stock run and step k of an extended run do the same
work: the ratio is taken per step pair, then the median. The first step of each run (warm-up) is
left out. Besides the step time (TRL's ``step_time`` metric: generation, rewards, loss, backward,
optimizer), the extended runs time exactly what the extension adds on top of TRL's
``_generate_and_score_completions`` (scheme, diagnostics, log fix-up).

    python bench/trainer_overhead.py                      # SmolLM2-135M-Instruct, every scheme
    python bench/trainer_overhead.py --model tiny --steps 6 --schemes grpo max_rl
    python bench/trainer_overhead.py --device cuda --model smollm2-random --max-completion-length 128

Prints a table and writes ``bench/results/trainer_overhead.json``.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

from results_io import add_output_options, output_path, write_result  # bench/results_io.py

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

ALL_SCHEMES = [
    "grpo", "contrastive", "mean_only", "rloo", "pass_at_k",
    "max_rl", "risk_seeking", "beta_prior", "negative_weighted",
]  # fmt: skip
SCHEME_PARAMS = {"pass_at_k": {"k": 2}}


def addition_dataset(n: int, seed: int = 0):
    """Single-digit addition prompts (SmolLM2 samples the right answer about a third of the time)."""
    import random

    from datasets import Dataset

    rng = random.Random(seed)
    pairs = [(rng.randint(0, 9), rng.randint(0, 9)) for _ in range(n)]
    return Dataset.from_dict(
        {
            "prompt": [[{"role": "user", "content": f"What is {a} + {b}? Answer with the number."}] for a, b in pairs],
            "answer": [str(a + b) for a, b in pairs],
        }
    )


def contains_answer(prompts, completions, answer, **kwargs):
    """Binary reward: 1 when the completion contains the correct sum."""
    return [float(gold in c[0]["content"]) for c, gold in zip(completions, answer)]


def char_parity(prompts, completions, **kwargs):
    """Binary reward for random-weight models, which never answer: parity of the completion's characters."""
    return [float(sum(map(ord, c[0]["content"])) % 2 == 0) for c in completions]


def model_path(kind: str, workdir: Path, source: str | None) -> str:
    """A model directory: SmolLM2-135M-Instruct itself, or a random model with its tokenizer.

    ``source`` is a directory holding SmolLM2's config and tokenizer (weights not needed); by default the
    embedded model's local checkpoint.
    """
    if source is None:
        from trl_grpo_ext.setup.models import default_model_path

        source = str(default_model_path())
    if kind == "smollm2":
        return source
    import torch
    from transformers import AutoConfig, AutoTokenizer, LlamaConfig, LlamaForCausalLM

    tokenizer = AutoTokenizer.from_pretrained(source)
    if kind == "smollm2-random":
        # SmolLM2's shape with random weights: the same compute per token; it never stops early, so
        # every completion has the full length and every step the same work
        config = AutoConfig.from_pretrained(source)
    else:  # "tiny": 2 layers of width 64, where the extension's fixed cost stands out most
        config = LlamaConfig(
            vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
            num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
            bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
            pad_token_id=tokenizer.pad_token_id, tie_word_embeddings=True,
        )  # fmt: skip
    torch.manual_seed(0)
    path = workdir / kind
    LlamaForCausalLM(config).save_pretrained(path)
    tokenizer.save_pretrained(path)
    return str(path)


def common_args(opts, output_dir: Path) -> dict:
    return dict(
        output_dir=str(output_dir),
        per_device_train_batch_size=opts.num_generations * opts.prompts_per_step,
        num_generations=opts.num_generations,
        max_completion_length=opts.max_completion_length,
        max_steps=opts.steps,
        logging_steps=1,
        learning_rate=1e-6,
        report_to="none",
        use_cpu=opts.device == "cpu",
        bf16=opts.device == "cuda",
        seed=opts.seed,
        save_strategy="no",
        disable_tqdm=True,
    )


class HookTimer:
    """Times TRL's ``_generate_and_score_completions`` and the extension's override around it."""

    def __init__(self):
        self.added: list[float] = []

    def install(self, trainer):
        from trl import GRPOTrainer

        inner_method = GRPOTrainer._generate_and_score_completions
        outer_method = trainer._generate_and_score_completions
        inner_times: list[float] = []

        def inner(self_, inputs):
            start = time.perf_counter()
            out = inner_method(self_, inputs)
            inner_times.append(time.perf_counter() - start)
            return out

        def outer(inputs):
            start = time.perf_counter()
            out = outer_method(inputs)
            self.added.append(time.perf_counter() - start - inner_times.pop())
            return out

        self._restore = (GRPOTrainer, inner_method)
        GRPOTrainer._generate_and_score_completions = inner
        trainer._generate_and_score_completions = outer

    def uninstall(self):
        cls, method = self._restore
        cls._generate_and_score_completions = method


def run_once(opts, model: str, scheme: str | None, workdir: Path) -> dict:
    """Train ``opts.steps`` steps; ``scheme=None`` is stock GRPOTrainer."""
    from trl import GRPOConfig, GRPOTrainer

    from trl_grpo_ext import GRPOExtConfig, GRPOExtTrainer

    dataset = addition_dataset(64, opts.seed)
    reward = contains_answer if opts.model == "smollm2" else char_parity
    timer = None
    if scheme is None:
        trainer = GRPOTrainer(
            model=model, reward_funcs=[reward], args=GRPOConfig(**common_args(opts, workdir / "stock")),
            train_dataset=dataset,
        )  # fmt: skip
    else:
        args = GRPOExtConfig(
            **common_args(opts, workdir / scheme), advantage_scheme=scheme, scheme_kwargs=SCHEME_PARAMS.get(scheme)
        )
        trainer = GRPOExtTrainer(model=model, reward_funcs=[reward], args=args, train_dataset=dataset)
        timer = HookTimer()
        timer.install(trainer)
    try:
        trainer.train()
    finally:
        if timer is not None:
            timer.uninstall()
    steps = [h["step_time"] for h in trainer.state.log_history if "step_time" in h]
    rewards = [h["reward"] for h in trainer.state.log_history if "reward" in h]
    return {"step_times": steps, "rewards": rewards, "added_s": timer.added if timer else []}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", choices=["smollm2", "smollm2-random", "tiny"], default="smollm2")
    parser.add_argument("--source-dir", help="directory with SmolLM2's config and tokenizer (default: embedded model)")
    parser.add_argument("--device", choices=["cpu", "cuda"], default="cpu")
    parser.add_argument("--schemes", nargs="+", default=ALL_SCHEMES)
    parser.add_argument("--steps", type=int, default=4, help="steps per run; the first is warm-up")
    parser.add_argument("--rounds", type=int, default=1, help="stock/ext pairs per scheme")
    parser.add_argument("--num-generations", type=int, default=8)
    parser.add_argument("--prompts-per-step", type=int, default=1)
    parser.add_argument("--max-completion-length", type=int, default=24)
    parser.add_argument("--seed", type=int, default=0)
    add_output_options(parser, "trainer_overhead.json")
    opts = parser.parse_args(argv)
    if opts.steps < 2:
        parser.error("--steps must be >= 2 (the first step is warm-up)")

    import torch
    import trl

    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        model = model_path(opts.model, workdir, opts.source_dir)
        results: dict[str, dict] = {}
        run_once(opts, model, None, workdir)  # warm-up (caches, clocks, lazy imports): not measured
        pair = 0
        for round_index in range(opts.rounds):
            for scheme in opts.schemes:
                # alternate which of the pair runs first, so a drift in the machine's speed cancels out
                if pair % 2 == 0:
                    stock = run_once(opts, model, None, workdir)
                    ext = run_once(opts, model, scheme, workdir)
                else:
                    ext = run_once(opts, model, scheme, workdir)
                    stock = run_once(opts, model, None, workdir)
                pair += 1
                if stock["rewards"] != ext["rewards"]:
                    print(f"warning: {scheme}: stock and extended runs sampled different completions", file=sys.stderr)
                entry = results.setdefault(scheme, {"stock": [], "ext": [], "ratios": [], "added_ms": []})
                s, e = stock["step_times"][1:], ext["step_times"][1:]
                entry["stock"] += s
                entry["ext"] += e
                entry["ratios"] += [b / a for a, b in zip(s, e)]
                entry["added_ms"] += [1000 * t for t in ext["added_s"][1:]]  # first call: one-off set-up
                print(f"round {round_index + 1} {scheme}: stock {statistics.median(s):.3f} s, "
                      f"ext {statistics.median(e):.3f} s", file=sys.stderr)  # fmt: skip

    rows = []
    for scheme, entry in results.items():
        rows.append(
            {
                "scheme": scheme,
                "stock_step_s": statistics.median(entry["stock"]),
                "ext_step_s": statistics.median(entry["ext"]),
                "ratio_median_paired": statistics.median(entry["ratios"]),
                "added_ms_per_generation": statistics.median(entry["added_ms"]),
                "step_pairs": len(entry["ratios"]),
            }
        )
    all_ratios = sorted(r for entry in results.values() for r in entry["ratios"])
    stock_median = statistics.median([t for e in results.values() for t in e["stock"]])
    added_median = statistics.median([a for e in results.values() for a in e["added_ms"]])
    quartiles = statistics.quantiles(all_ratios, n=4) if len(all_ratios) > 1 else [all_ratios[0]] * 3
    summary = {
        "ratio_median_all": statistics.median(all_ratios),
        "ratio_quartiles_all": [quartiles[0], quartiles[2]],
        "added_ms_median_all": added_median,
        # what the extension itself costs per step, free of the machine's step-to-step noise
        "ratio_attributable": (stock_median + added_median / 1000) / stock_median,
        "target_ratio": 1.02,
    }

    print(f"\nGRPOExtTrainer vs stock GRPOTrainer, model={opts.model}, device={opts.device}, "
          f"{opts.num_generations * opts.prompts_per_step} completions x {opts.max_completion_length} tokens, "
          f"{opts.steps - 1} measured steps x {opts.rounds} round(s)\n")  # fmt: skip
    print("| scheme | stock s/step | ext s/step | ratio (paired median) | added ms/generation |")
    print("|---|---|---|---|---|")
    for row in rows:
        print(f"| {row['scheme']} | {row['stock_step_s']:.3f} | {row['ext_step_s']:.3f} | "
              f"{row['ratio_median_paired']:.3f} | {row['added_ms_per_generation']:.2f} |")  # fmt: skip
    print(f"| **all** | {stock_median:.3f} | | **{summary['ratio_median_all']:.3f}** "
          f"(quartiles {quartiles[0]:.3f}-{quartiles[2]:.3f}) | {added_median:.2f} |")  # fmt: skip
    print(f"\nattributable ratio (stock step + added time) / stock step: {summary['ratio_attributable']:.4f} "
          f"(target <= {summary['target_ratio']})")  # fmt: skip

    out = output_path(opts, "trainer_overhead.json")
    write_result(out, {
        "config": {**vars(opts), "out": _relative(out)},
        "machine": {
            "platform": platform.platform(),
            "cpu_count": os.cpu_count(),
            "torch": torch.__version__,
            "trl": trl.__version__,
            "device": torch.cuda.get_device_name() if opts.device == "cuda" else "cpu",
        },
        "rows": rows,
        "summary": summary,
        "raw": results,
    })
    print(f"\nwrote {out}")


def _relative(path: Path) -> str:
    """``path`` relative to the repository when inside it (results must not name local directories)."""
    root = Path(__file__).resolve().parent.parent
    try:
        return str(path.resolve().relative_to(root))
    except ValueError:
        return path.name


if __name__ == "__main__":
    main()
