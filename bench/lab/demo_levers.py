# Lab experiment, 2026-11-26: the demo's CPU levers (sampling, evaluation, loss passes) vs stock TRL.
"""The CPU levers of the three-minute demo, each against what stock TRL does, in CPU seconds of one thread.

1. **Sampling the demo's batch** (2 prompts x 8 completions of 20 tokens, SmolLM2-135M-Instruct, TRL's
   sampling settings): ``model.generate`` in fp32, as TRL calls it, against the rollout engine (static cache,
   each prompt prefilled once, no compilation) on the fp32 weights themselves (what the demo uses where bf16
   is emulated) and on a bf16 copy (what it uses on a CPU with native bf16). End-of-sequence is disabled so
   that every path decodes every position.
2. **Greedy evaluation** of the 100 held-out problems (<= 20 tokens, the untrained model, whose replies run
   long): ``model.generate`` against the engine on the fp32 weights.
3. **The loss's log-probabilities**, forward and backward, under the demo's precision on this CPU (bf16
   autocast where bf16 is native, else fp32), on 2 prompts x 8 completions of 20 tokens: trl 1.16's fused LM
   head, which off Triton scores every position of the batch; the adapter's path, which scores the
   completion's positions only; and the same with each prompt run once for its 8 completions
   (``trl_grpo_ext.trainer.shared_prompt``).

Paths alternate within one process, ``--rounds`` times each, and are compared by their medians. CPU seconds
(``time.process_time``, one intra-op thread) move little with the load of other jobs, unlike wall time. The
CPU's capability (AVX2, AVX512, AVX512-BF16, AMX) is recorded with the rows.

Usage:
    OMP_NUM_THREADS=1 python bench/lab/demo_levers.py --publish

Prints a table and writes ``bench/results/local/demo_levers.json`` (``--publish``: the committed
``bench/results/demo_levers.json``; ``--out`` for another file).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "suite"))  # results_io
from results_io import add_output_options, output_path, write_result  # noqa: E402

COMPLETION = 20  # the demo's limit


def demo_prompts(tokenizer, size: int) -> list[list[int]]:
    """Token ids of ``size`` basic-arithmetic training prompts, chat template applied."""
    from trl_grpo_ext.setup.tasks import basic_arithmetic

    return [tokenizer.apply_chat_template(p, add_generation_prompt=True, tokenize=True, return_dict=False)
            for p in basic_arithmetic(size=size, seed=0)["prompt"]]


def sampling_paths(model, tokenizer):
    """name -> a call that samples the demo's batch once and returns the tokens it decoded."""
    import torch
    from transformers import GenerationConfig

    from trl_grpo_ext.rollouts import CompiledGenerator
    from trl_grpo_ext.rollouts.weights import build

    prompts = demo_prompts(tokenizer, 2)
    batch = [prompts[0]] * 8 + [prompts[1]] * 8
    never = len(tokenizer) - 1  # a token the model does not sample: every row decodes all positions
    config = GenerationConfig(  # TRL 1.16's generation config for the demo's settings
        max_new_tokens=COMPLETION, do_sample=True, pad_token_id=tokenizer.pad_token_id, eos_token_id=[never],
        temperature=1.0, top_p=1.0, top_k=0, min_p=None, repetition_penalty=1.0, disable_compile=True,
    )
    engines = {mode: CompiledGenerator(build(model, mode).model, compile=False) for mode in ("model", "bf16")}
    ids = torch.tensor(batch)

    def stock():
        out = model.generate(input_ids=ids, attention_mask=torch.ones_like(ids), generation_config=config)
        return out.shape[1] - ids.shape[1]

    def engine(mode):
        return lambda: len(engines[mode].generate(batch, config).completion_ids[0])

    return {"generate, fp32 (TRL)": stock, "engine, fp32 weights": engine("model"),
            "engine, bf16 copy": engine("bf16")}


def evaluation_paths(model, tokenizer):
    """name -> a call that decodes the 100 held-out prompts greedily, as the demo's evaluation before training."""
    from trl_grpo_ext.app.demo import held_out_set
    from trl_grpo_ext.rollouts import CompiledGenerator
    from trl_grpo_ext.rollouts.weights import build
    from trl_grpo_ext.setup.evaluation import generate

    prompts = held_out_set("basic_arithmetic", 100)["prompt"]
    engine = CompiledGenerator(build(model, "model").model, compile=False)

    def run(**kwargs):
        return lambda: generate(model, tokenizer, prompts, max_new_tokens=COMPLETION, batch_size=128, **kwargs)

    return {"generate, fp32": run(), "engine, fp32 weights": run(engine=engine)}


def logprob_paths(model, tokenizer, autocast: bool):
    """name -> a call that runs the loss's log-probability forward and backward once."""
    import contextlib

    import torch
    from trl.trainer.utils import add_fused_lm_head  # what GRPOTrainer does to the policy

    from trl_grpo_ext.trainer.shared_prompt import shared_prompt_hidden
    from trl_grpo_ext.core.training_memory import chunked_logprobs_and_entropy

    add_fused_lm_head(model, outputs=("log_probs", "entropy"))
    model.train()
    gen = torch.Generator().manual_seed(0)
    prompts = demo_prompts(tokenizer, 2)
    assert len(prompts[0]) == len(prompts[1])  # basic_arithmetic's prompts tokenize to one length
    completion = torch.randint(0, len(tokenizer), (16, COMPLETION), generator=gen)
    ids = torch.cat([torch.tensor([prompts[0]] * 8 + [prompts[1]] * 8), completion], dim=1)
    mask = torch.ones_like(ids)
    labels = ids.masked_fill(mask == 0, -100)
    labels[:, :-COMPLETION] = -100

    def precision():
        return torch.autocast("cpu", dtype=torch.bfloat16) if autocast else contextlib.nullcontext()

    def stock():
        with precision():
            out = model(input_ids=ids, attention_mask=mask, labels=labels, fused_lm_head=True)
        out.log_probs[:, -COMPLETION:].sum().backward()
        model.zero_grad(set_to_none=True)

    def completion_only(shared: bool):
        def run():
            with precision():
                hidden = shared_prompt_hidden(model.model, ids, mask, COMPLETION) if shared else None
                if hidden is None:
                    hidden = model.model(input_ids=ids, attention_mask=mask, use_cache=False).last_hidden_state
                    hidden = hidden[:, -COMPLETION - 1 : -1]
                logps, _ = chunked_logprobs_and_entropy(hidden, model.lm_head.weight, ids[:, -COMPLETION:])
            logps.sum().backward()
            model.zero_grad(set_to_none=True)
        return run

    return {"fused LM head, every position (trl 1.16)": stock, "completion positions only": completion_only(False),
            "completion positions only, each prompt once": completion_only(True)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    add_output_options(parser, "demo_levers.json")
    args = parser.parse_args(argv)

    import torch

    from trl_grpo_ext.app.demo.cpu import cpu_capability, native_bf16
    from trl_grpo_ext.setup.models import load_default_model

    torch.set_num_threads(1)
    model, tokenizer = load_default_model()
    model.eval()
    groups = {f"sampling 16 x {COMPLETION} tokens": sampling_paths(model, tokenizer),
              f"greedy evaluation, 100 prompts x <= {COMPLETION} tokens": evaluation_paths(model, tokenizer)}
    with torch.no_grad():
        for paths in groups.values():
            for fn in paths.values():
                fn()  # warm-up
    precision = "bf16 autocast" if native_bf16() else "fp32"
    groups[f"loss log-probs, forward + backward, {precision}"] = logprob_paths(model, tokenizer, native_bf16())
    times: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for r in range(args.rounds):
        for group, paths in groups.items():
            for name, fn in paths.items():
                torch.manual_seed(r)
                started = time.process_time()
                with torch.set_grad_enabled(group.startswith("loss")):
                    fn()
                times[group][name].append(time.process_time() - started)

    capability = cpu_capability()
    print(f"CPU: {capability}, one thread")
    print("| step part | path | median CPU s | × stock |\n|---|---|---|---|")
    rows = []
    for group, paths in times.items():
        base = statistics.median(next(iter(paths.values())))
        for name, values in paths.items():
            median = statistics.median(values)
            rows.append({"part": group, "path": name, "median_cpu_s": round(median, 3), "cpu_s": values,
                         "speedup": round(base / median, 2)})
            print(f"| {group} | {name} | {median:.2f} | {base / median:.2f}× |")
    command = " ".join(["python", "bench/lab/demo_levers.py", *(argv or sys.argv[1:])])
    path = write_result(output_path(args, "demo_levers.json"), {"command": command, "cpu_capability": capability,
                                                                        "threads": 1, "rows": rows})
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
