"""Run the exported notebook script as a user would, optionally as a T4 (no bf16), and write a JSON summary.

usage: python bench/notebook_gpu.py colab_grpo_qlora.py summary.json (the script from `jupyter nbconvert --to script`)
env: NB_NO_BF16=1 (torch.cuda.is_bf16_supported returns False), NB_SETTINGS="40, 8, 2e-4, 1.0" (the embedded
model's STEPS, PROMPTS_PER_STEP, LEARNING_RATE, TEMPERATURE line), NB_STOP_AFTER_S (stop training after so many
seconds from start; evaluation still runs), NB_SEED=N (the config's `seed=0` becomes `seed=N`: sampling and
adapter initialisation change, the problems do not), NB_FAST_ROLLOUTS=off|auto|model|bf16 (passed to the
config; unset: the notebook's default, "auto" under QLoRA), NB_IS_CORRECTION=0|1 (the config's
vllm_importance_sampling_correction; unset: TRL's default, on). The summary keeps the logged `sampling/*` metrics.
"""
import json
import math
import os
import sys
import time
import traceback

SETTINGS_LINE = "STEPS, PROMPTS_PER_STEP, LEARNING_RATE, TEMPERATURE = 40, 8, 2e-4, 1.0"
SEED_LINE = "    seed=0,\n"  # in the notebook's GRPOExtConfig(...) call


def main():
    script, out_json = sys.argv[1], sys.argv[2]
    t0 = time.time()
    import torch

    if os.environ.get("NB_NO_BF16") == "1":
        torch.cuda.is_bf16_supported = lambda including_emulation=True: False  # what a T4 reports
    src = open(script).read()
    if os.environ.get("NB_SETTINGS"):
        assert SETTINGS_LINE in src, "settings line not found in the exported notebook"
        src = src.replace(SETTINGS_LINE, SETTINGS_LINE.split("=")[0] + "= " + os.environ["NB_SETTINGS"])
    seed, fast = os.environ.get("NB_SEED"), os.environ.get("NB_FAST_ROLLOUTS")
    correction = os.environ.get("NB_IS_CORRECTION")
    if seed is not None or fast is not None or correction is not None:
        assert src.count(SEED_LINE) == 1, "the config's seed line was not found once in the exported notebook"
        extra = f"    fast_rollouts={fast!r},\n" if fast is not None else ""
        if correction is not None:
            extra += f"    vllm_importance_sampling_correction={correction == '1'},\n"
        src = src.replace(SEED_LINE, f"    seed={int(seed or 0)},\n" + extra)
    limit = float(os.environ.get("NB_STOP_AFTER_S", "0"))
    step_times = []
    import trl_grpo_ext
    from transformers import TrainerCallback

    class Clock(TrainerCallback):
        def on_step_end(self, args, state, control, **kwargs):
            step_times.append(round(time.time() - t0, 1))
            if limit and time.time() - t0 > limit:
                control.should_training_stop = True

    original_init = trl_grpo_ext.GRPOExtTrainer.__init__

    def init(self, *args, **kwargs):
        original_init(self, *args, **kwargs)
        self.add_callback(Clock())

    trl_grpo_ext.GRPOExtTrainer.__init__ = init
    ns = {"__name__": "__main__", "__file__": script}
    summary = {"settings": os.environ.get("NB_SETTINGS", SETTINGS_LINE.split("= ")[1]),
               "no_bf16": os.environ.get("NB_NO_BF16") == "1",
               "cuda_visible_devices": os.environ.get("CUDA_VISIBLE_DEVICES"),
               "visible_gpus": torch.cuda.device_count(), "seed": int(seed or 0), "fast_rollouts_env": fast,
               "is_correction_env": correction}
    try:
        exec(compile(src, script, "exec"), ns)
        summary["ok"] = True
    except BaseException:
        summary["ok"] = False
        summary["error"] = traceback.format_exc()[-3000:]
    trainer = ns.get("trainer")
    if trainer is not None:
        logs = trainer.state.log_history
        summary.update(
            device=str(trainer.args.device), n_gpu=trainer.args.n_gpu, bf16=trainer.args.bf16, fp16=trainer.args.fp16,
            gpu_name=torch.cuda.get_device_name(0) if torch.cuda.is_available() else None,
            gpu_note=trainer.gpu_note, adapter_upcast=trainer.adapter_upcast,
            trainable_dtypes=sorted({str(p.dtype) for p in trainer.model.parameters() if p.requires_grad}),
            steps=trainer.state.global_step,
            losses=[e["loss"] for e in logs if "loss" in e],
            reward=[round(e["reward"], 4) for e in logs if "reward" in e],
            accuracy=[round(e["rewards/math_accuracy/mean"], 4) for e in logs if "reward" in e],
            p_mean=[round(e["scheme/p_mean"], 4) for e in logs if "scheme/p_mean" in e],
            frac_zero_variance=[round(e["scheme/frac_zero_variance"], 4) for e in logs if "scheme/p_mean" in e],
            mean_length=[round(e["completions/mean_length"], 1) for e in logs if "completions/mean_length" in e],
            step_end_s=step_times,
            sampling={name: [round(e[name], 5) for e in logs if name in e] for name in sorted(
                {k for e in logs for k in e if k.startswith("sampling/")})},
            # which generation path ran: the config value, the weight mode "auto" chose (None: the engine never
            # built), and why the engine was skipped, if it was
            fast_rollouts=trainer.args.fast_rollouts,
            fast_rollouts_mode=getattr(trainer, "_fast_rollouts_mode", None),
            fast_rollouts_skipped=getattr(trainer, "_fast_rollouts_disabled_reason", None),
        )
        gaps = [b - a for a, b in zip(step_times, step_times[1:])]
        summary["median_s_per_step_after_first"] = round(sorted(gaps)[len(gaps) // 2], 2) if gaps else None
        summary["all_losses_finite"] = all(math.isfinite(x) for x in summary["losses"])
        summary["peak_gib"] = round(torch.cuda.max_memory_allocated() / 2**30, 3) if torch.cuda.is_available() else None
    for key in ("before", "after"):
        if key in ns:
            summary[key] = ns[key].accuracy
    summary["elapsed_s"] = round(time.time() - t0, 1)
    with open(out_json, "w") as handle:
        json.dump(summary, handle, indent=1)
    print("SUMMARY", json.dumps({k: v for k, v in summary.items() if k not in ("error",)})[:1500])


if __name__ == "__main__":  # guarded: a multiprocessing start method may import this file again
    main()
