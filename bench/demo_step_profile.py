"""Where one step of the demo goes on a CPU: generation, forward, backward, optimiser; full vs LoRA, fp32 vs bf16.

Timed in CPU seconds of one thread (``time.process_time`` with one intra-op thread), which hardly
move with the load of other jobs, unlike wall time. The step is the demo's: 2 held-out prompts x 8
sampled completions of 32 tokens from the embedded SmolLM2-135M-Instruct, then one forward and
backward pass over those 16 sequences and an AdamW step. Also the greedy evaluation of 100
held-out prompts, with the chat template's system prompt and with a shorter one.

Usage:
    OMP_NUM_THREADS=1 python bench/demo_step_profile.py

Prints a table and writes ``bench/results/demo_step_profile.json`` (``--out`` to change).
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results" / "demo_step_profile.json"
SHORT_SYSTEM_PROMPT = "You are a helpful assistant."


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args()

    import torch

    from trl_grpo_ext.app.demo import held_out_set
    from trl_grpo_ext.setup.evaluation import evaluate_accuracy
    from trl_grpo_ext.setup.models import load_default_model

    torch.set_num_threads(1)
    torch.manual_seed(0)
    clock = time.process_time
    model, tokenizer = load_default_model()
    held_out = held_out_set("basic_arithmetic", 100)
    rows: dict[str, float] = {}

    def generate(bf16: bool) -> tuple[float, torch.Tensor]:
        texts = [tokenizer.apply_chat_template(held_out[i]["prompt"], tokenize=False, add_generation_prompt=True)
                 for i in range(2)]
        batch = tokenizer(texts, return_tensors="pt", padding=True, padding_side="left", add_special_tokens=False)
        model.eval()
        t = clock()
        with torch.inference_mode(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
            out = model.generate(**batch, max_new_tokens=32, min_new_tokens=32, do_sample=True, temperature=1.0,
                                 top_k=0, top_p=1.0, num_return_sequences=8, pad_token_id=tokenizer.pad_token_id)
        return clock() - t, out.clone()

    def train_pass(ids: torch.Tensor, bf16: bool) -> tuple[float, float, float]:
        model.train()
        optimizer = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-6)
        t0 = clock()
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
            logits = model(ids).logits[:, -33:-1]
        loss = -torch.log_softmax(logits.float(), -1).gather(-1, ids[:, -32:, None]).mean()
        t1 = clock()
        loss.backward()
        t2 = clock()
        optimizer.step()
        optimizer.zero_grad()
        return t1 - t0, t2 - t1, clock() - t2

    # the evaluations first, on the untouched model
    for label, system_prompt in (("template system prompt", None), ("short system prompt", SHORT_SYSTEM_PROMPT)):
        t = clock()
        result = evaluate_accuracy(model, tokenizer, held_out_set("basic_arithmetic", 100, system_prompt),
                                   max_new_tokens=32, batch_size=128)
        rows[f"eval 100 greedy, {label}"] = clock() - t
        rows[f"eval 100 greedy, {label}: accuracy"] = result.accuracy

    rows["generate fp32"], ids = generate(False)
    rows["generate bf16 autocast"], _ = generate(True)
    for mode in ("full fp32", "full bf16", "lora fp32", "lora bf16"):
        if mode.startswith("lora") and not hasattr(model, "peft_config"):
            from trl_grpo_ext.setup.qlora import lora_config
            from peft import get_peft_model

            model = get_peft_model(model, lora_config(lora_r=16, lora_alpha=32))
            rows["generate fp32 through LoRA"], _ = generate(False)
        forward, backward, step = train_pass(ids, mode.endswith("bf16"))
        rows.update({f"{mode} forward": forward, f"{mode} backward": backward, f"{mode} optimiser": step})
    print("| what | CPU s (accuracy for the accuracy rows) |\n|---|---|")
    for name, value in rows.items():
        print(f"| {name} | {value:.2f} |")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"load_avg": os.getloadavg(), "rows": rows}, indent=2) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
