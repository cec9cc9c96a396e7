"""Where a GRPO step goes: a trainer's hooks wrapped to time generation, scoring, log-prob passes, loss forward,
backward and optimizer, each device-synchronised (shared by the speed benchmarks)."""

from __future__ import annotations

import time
from collections import defaultdict


def sync() -> None:
    import torch

    if torch.cuda.is_available():
        torch.cuda.synchronize()


class StepClock:
    """Wraps a trainer's methods on the instance to time the parts of each step (device-synchronised)."""

    def __init__(self, trainer):
        self.parts: list[dict[str, float]] = []
        self.current: dict[str, float] = defaultdict(float)
        self.gen_tokens: list[int] = []
        self.gen_steps: list[int] = []
        self.inside: list[str] = []
        from trl_grpo_ext.trainer import trl_adapter

        for role in ("generation", "scoring", "logps"):
            trl_adapter.replace_hook(trainer, role, self._timed(trl_adapter.hook(trainer, role), role))
        for name, label in [("compute_loss", "loss_forward"), ("training_step", "training_step")]:
            setattr(trainer, name, self._timed(getattr(trainer, name), label))
        if hasattr(trainer, "_fast_rollouts_engine"):
            trainer._fast_rollouts_engine = self._engine_timed(trainer._fast_rollouts_engine)

    def _engine_timed(self, build):
        """The generation's own parts: the re-merge, the prefill and the decode loop (the rest is TRL's)."""
        clock, wrapped = self, []

        def engine(model):
            weights, generator = build(model)
            if not wrapped:
                wrapped.append(True)
                refresh, generate = weights.refresh, generator.generate

                def timed_refresh():
                    sync()
                    started = time.perf_counter()
                    refresh()
                    sync()
                    clock.current["generation_refresh"] += time.perf_counter() - started

                def timed_generate(*args, **kwargs):
                    result = generate(*args, **kwargs)
                    clock.current["generation_prefill"] += result.prefill_s
                    clock.current["generation_decode"] += result.decode_s
                    return result

                weights.refresh, generator.generate = timed_refresh, timed_generate
            return weights, generator

        return engine

    def _timed(self, fn, label):
        import torch

        def wrapper(*args, **kwargs):
            sync()
            started = time.perf_counter()
            self.inside.append(label)
            try:
                with torch.profiler.record_function(f"step_clock: {label}"):  # the part's span in a trace
                    out = fn(*args, **kwargs)
            finally:
                self.inside.pop()
            sync()
            elapsed = time.perf_counter() - started
            key = label
            if label == "logps":
                key = "logps_in_scoring" if "scoring" in self.inside else "logps_in_loss"
            self.current[key] += elapsed
            if label == "generation":
                ids = out[0]
                self.gen_tokens.append(sum(len(c) for c in ids))
                self.gen_steps.append(max(len(c) for c in ids))
            return out

        return wrapper

    def callback(self):
        from transformers import TrainerCallback

        clock = self

        class Callback(TrainerCallback):
            def on_step_begin(self, args, state, control, **kwargs):
                sync()
                clock.current = defaultdict(float)
                clock.current["_start"] = time.perf_counter()

            def on_pre_optimizer_step(self, args, state, control, **kwargs):
                sync()
                clock.current["_opt_start"] = time.perf_counter()

            def on_optimizer_step(self, args, state, control, **kwargs):
                sync()
                clock.current["optimizer"] += time.perf_counter() - clock.current.pop("_opt_start")

            def on_step_end(self, args, state, control, **kwargs):
                sync()
                c = clock.current
                total = time.perf_counter() - c.pop("_start")
                row = {
                    "step": total,
                    "generation": c["generation"],
                    "logprob_passes": c["logps_in_scoring"],
                    "scoring_other": c["scoring"] - c["generation"] - c["logps_in_scoring"],
                    "loss_forward": c["loss_forward"],
                    "backward": c["training_step"] - c["scoring"] - c["loss_forward"],
                    "optimizer": c["optimizer"],
                }
                row["other"] = total - c["training_step"] - c["optimizer"]
                for part in ("refresh", "prefill", "decode"):
                    if f"generation_{part}" in c:
                        row[f"generation_{part}"] = c[f"generation_{part}"]
                clock.parts.append(row)

        return Callback()


def kernel_profile(step: int, rows: int = 15, trace: str | None = None):
    """A trainer callback that runs ``torch.profiler`` over step ``step`` (0-based) and keeps, in ``.table``, the
    GPU kernels that took the most time in it (a collective kernel's time includes its wait for the other ranks),
    the operators with the most CPU time of their own, and the kernels' total GPU time. With ``trace`` (a path
    ending in ``.json.gz``), it also records Python frames and writes the step's timeline there; the frames'
    own cost then inflates the Python-heavy parts of that step."""
    from transformers import TrainerCallback

    class KernelProfile(TrainerCallback):
        def __init__(self):
            self.seen, self.profiler, self.table = 0, None, {}

        def on_step_begin(self, *a, **k):
            if self.seen == step:
                import torch

                activities = [torch.profiler.ProfilerActivity.CPU, torch.profiler.ProfilerActivity.CUDA]
                self.profiler = torch.profiler.profile(activities=activities, with_stack=trace is not None)
                self.profiler.__enter__()

        def on_step_end(self, *a, **k):
            self.seen += 1
            if self.profiler is None:
                return
            sync()
            self.profiler.__exit__(None, None, None)
            if trace:
                self.profiler.export_chrome_trace(trace)
            events = self.profiler.key_averages()
            kernels = [e for e in events  # the kernels, not the operators that launch them
                       if e.device_time_total > 0 and (str(e.device_type).endswith("CUDA") or not e.cpu_time_total)]
            kernels.sort(key=lambda e: -e.device_time_total)
            operators = sorted((e for e in events if e.self_cpu_time_total > 0), key=lambda e: -e.self_cpu_time_total)
            self.table = {
                "kernels_gpu_ms_total": round(sum(e.device_time_total for e in kernels) / 1e3, 1),
                "kernels": [{"kernel": e.key[:90], "calls": e.count, "gpu_ms": round(e.device_time_total / 1e3, 2)}
                            for e in kernels[:rows]],
                "operators_by_own_cpu_time": [{"op": e.key[:90], "calls": e.count,
                                               "cpu_ms": round(e.self_cpu_time_total / 1e3, 2)}
                                              for e in operators[:rows]],
            }
            self.profiler = None

    return KernelProfile()
