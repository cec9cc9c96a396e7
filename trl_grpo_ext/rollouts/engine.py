"""The sampler: a compiled sampling loop for a causal LM, static KV cache, ``torch.compile`` on the decode step.

Why not ``model.generate``: transformers compiles its decode step only for models without a
quantizer that declares itself compilable (bitsandbytes 4-bit does not), TRL turns the compile
off (``disable_compile=True``), and a dynamic cache grows a tensor every step. Here the prompt is
prefilled as ``generate`` prefills it (eagerly, or compiled with dynamic shapes: ``compile_prefill``), and its
keys and values are written into a ``StaticCache`` whose length is rounded up to a bucket; every
decode
step runs one compiled call (CUDA graphs on a GPU, ``mode="reduce-overhead"``) whose shapes never
change, so its graph is recorded once and replayed for every token of every later batch. The host
reads nothing back from the GPU between stop checks, rows that repeat a prompt share one prefill, and
decode attention reads only the cache positions each row attends to (``rollouts.attention``).

Read top-down: :meth:`CompiledGenerator.generate` pads the prompts, prefills them (:meth:`~CompiledGenerator._prefill`),
then runs the decode loop: draw a token per row (``rollouts.sampling``, transformers' own sampling), stop rows at
their first EOS, run one decode step (:meth:`~CompiledGenerator._decode_step`: eager, compiled, or one CUDA graph per
cache fill, as the settings choose). The loop ends when every row has stopped or ``max_new_tokens`` is reached:
``generate``'s semantics.
"""

from __future__ import annotations

import contextlib
import inspect
import logging
import time
from dataclasses import dataclass, field

import torch

from trl_grpo_ext.rollouts import attention
from trl_grpo_ext.rollouts.layers import plain_model
from trl_grpo_ext.rollouts.sampling import Draw, generation_config_for, sampling_temperature
from trl_grpo_ext.rollouts.settings import RolloutSettings

logger = logging.getLogger(__name__)


@dataclass
class GenerationResult:
    """What one batch produced.

    ``completion_ids`` holds one list per prompt, cut after the first EOS (kept). ``logprobs`` holds the
    log-probability of each sampled token under the distribution the generation config samples from
    (temperature, then top-k, top-p, min-p, penalties...: the processed scores, renormalised), what vLLM
    returns as processed log-probs and TRL's importance-sampling correction compares with the training
    forward's ``log_softmax(logits / temperature)``. Processors passed to ``generate`` as ``logits_processor``
    steer the draw but are not part of that distribution.
    """

    completion_ids: list[list[int]]
    logprobs: list[list[float]]
    decode_steps: int
    prefill_s: float
    decode_s: float
    stats: dict = field(default_factory=dict)


def round_up(n: int, multiple: int) -> int:
    return -(-n // multiple) * multiple


class CompiledGenerator:
    """Samples completions for a batch of token-id prompts with a static cache and a compiled decode step.

    Args:
        model: a transformers causal LM, or a peft model around one. Its current weights are used at every
            call (parameters are read where they live, so in-place optimizer updates are seen).
        settings: how to sample (:class:`~trl_grpo_ext.rollouts.settings.RolloutSettings`: compile, decode kernel,
            cache bucket, ...); its weight mode and memory budget are the weights' business, not the sampler's.
            New settings (``engine.settings = engine.settings.with_(share_prompts=False)``) reach the next call for
            what acts per call (``share_prompts``, ``stop_check_every``, ``cache_bucket``, ``time_window``); the
            decode attention and the compiled step keep the settings they were made with.
        **changes: fields of ``settings`` to change, for this engine (``CompiledGenerator(model, compile=False)``).
    """

    def __init__(self, model, settings: RolloutSettings | None = None, **changes):
        self.settings = settings = (settings or RolloutSettings()).with_(**changes)
        self.model = model
        self.lm = plain_model(model)
        self.device = next(p.device for p in self.lm.parameters())
        self.compile_mode = settings.compile_mode if settings.compile_mode is not None else (
            "reduce-overhead" if self.device.type == "cuda" else None
        )
        # Our decode attention stands in for SDPA / eager only: other kernels (flash, flex) have their own masks.
        self._attention = None
        if settings.decode_attention and getattr(self.lm.config, "_attn_implementation", None) in (
                "sdpa", "eager", None):
            self._attention = attention.register(settings.decode_kernel)
        params = inspect.signature(self.lm.forward).parameters
        # transformers renamed `past_key_values` to `cache` and dropped `cache_position` (5.2x).
        self._cache_kw = "cache" if "cache" in params else "past_key_values"
        self._pass_cache_position = "cache_position" in params
        self._cache = None
        self._cache_key = None
        self._decode = None
        self._prompt_forward = None
        self._fill_graphs = None

    # ------------------------------------------------------------------------------------------ the batch
    @torch.no_grad()
    def generate(self, prompt_ids: list[list[int]], generation_config, logits_processor=None) -> GenerationResult:
        """Sample one completion per prompt (repeat a prompt in ``prompt_ids`` for several completions).

        ``logits_processor``: processors applied after the config's, as ``generate`` takes them; they steer the draw
        (a constraint such as forced tokens) and are not part of the returned log-probs' distribution.
        """
        with self._attention_implementation():
            return self._generate(prompt_ids, generation_config, logits_processor)

    def _generate(self, prompt_ids: list[list[int]], generation_config, logits_processor=None) -> GenerationResult:
        config = generation_config_for(self.lm, generation_config)
        max_new = config.max_new_tokens
        eos = config.eos_token_id
        eos = [] if eos is None else ([eos] if isinstance(eos, int) else list(eos))
        pad_id = config.pad_token_id if config.pad_token_id is not None else (eos[0] if eos else 0)
        temperature = sampling_temperature(config)

        device = self.device
        batch = len(prompt_ids)
        prompt_len = max(len(p) for p in prompt_ids)
        total = prompt_len + max_new
        # Left padding, as TRL does; the 2-D mask covers the whole cache (later slots are hidden by causality).
        ids = torch.full((batch, total), pad_id, dtype=torch.long)
        mask = torch.zeros((batch, self._cache_length(batch, total)), dtype=torch.long)
        for i, p in enumerate(prompt_ids):
            ids[i, prompt_len - len(p) : prompt_len] = torch.tensor(p, dtype=torch.long)
            mask[i, prompt_len - len(p) : prompt_len] = 1
        mask[:, prompt_len:] = 1
        ids, mask = ids.to(device), mask.to(device)
        cache = self._static_cache(batch, mask.shape[1])
        draw = Draw(self.lm, config, ids[:, :prompt_len], mask[:, :prompt_len], logits_processor)
        eos_t = torch.tensor(eos or [-1], device=device)
        padded = any(len(p) < prompt_len for p in prompt_ids)

        started = time.perf_counter()
        position_ids = (mask[:, :prompt_len].cumsum(-1) - 1).masked_fill(mask[:, :prompt_len] == 0, 1)
        logits, lse = self._prefill(prompt_ids, ids, mask, position_ids, prompt_len, cache, temperature)
        next_pos = position_ids[:, -1:] + 1
        _sync(device)
        prefill_s = time.perf_counter() - started

        unfinished = torch.ones(batch, dtype=torch.bool, device=device)
        logps = torch.zeros((batch, max_new), dtype=torch.float32, device=device)
        cache_positions = torch.arange(prompt_len, total, device=device)
        step = self._decode_step(mask, cache, temperature, padded)
        stop_check_every = self.settings.stop_check_every or (32 if device.type == "cuda" else 1)
        timer = _StepTimer(device, self.settings.time_window)
        started = time.perf_counter()
        steps = 0
        for t in range(max_new):
            timer.step(t)
            cur = prompt_len + t
            tokens, logps[:, t] = draw(ids[:, :cur], logits, lse)
            tokens = torch.where(unfinished, tokens, torch.full_like(tokens, pad_id))
            ids[:, cur] = tokens
            unfinished &= ~torch.isin(tokens, eos_t)
            steps = t + 1
            if t + 1 == max_new or ((t + 1) % stop_check_every == 0 and not bool(unfinished.any())):
                break
            logits, lse = step(tokens[:, None], next_pos, cache_positions[t : t + 1], cur + 1)
            next_pos = next_pos + 1
        timer.step(steps, last=True)
        _sync(device)
        decode_s = time.perf_counter() - started

        completions = ids[:, prompt_len : prompt_len + steps].cpu()
        logps = logps[:, :steps].cpu()
        out_ids, out_logps = [], []
        eos_set = set(eos)
        for row, row_logps in zip(completions.tolist(), logps.tolist()):
            end = next((j + 1 for j, tok in enumerate(row) if tok in eos_set), len(row))
            out_ids.append(row[:end])
            out_logps.append(row_logps[:end])
        return GenerationResult(out_ids, out_logps, steps, prefill_s, decode_s, timer.stats())

    # ------------------------------------------------------------------------------------------ prefill
    def _prefill(self, prompt_ids, ids, mask, position_ids, prompt_len, cache, temperature):
        """``_forward``'s outputs for the last prompt position per row; the prompts' keys and values land in ``cache``.

        The prompts run as ``generate`` runs them: through a dynamic cache under the prompts' own mask (none
        when no row is padded), not over the static cache's whole allocated length (compiled where
        :meth:`_compiles_prompts` says so). The keys and values are then
        written into ``cache`` through its own ``update``, which also sets its fill counters. On the H100 this
        gave the same log-probs, bit for bit, as the earlier pass over the static cache
        (bench/results/ROLLOUTS_HISTORY.md), and it needs no second static cache for the distinct prompts.

        With ``share_prompts``, rows that repeat a prompt are computed once and their keys and values are copied to
        every row that holds the prompt; the leading positions that every distinct prompt holds alike (ids and
        padding) are computed once for all of them.
        """
        from transformers import DynamicCache

        device = ids.device
        positions = torch.arange(prompt_len, device=device)
        first_row: dict[tuple, int] = {}  # each distinct prompt -> the first row that holds it
        for i, p in enumerate(prompt_ids):
            first_row.setdefault(tuple(p), i)
        rows = torch.arange(len(prompt_ids), device=device)
        gather = None
        if self.settings.share_prompts and len(first_row) < len(prompt_ids):
            rows = torch.tensor(list(first_row.values()), device=device)
            slot = {p: k for k, p in enumerate(first_row)}
            gather = torch.tensor([slot[tuple(p)] for p in prompt_ids], device=device)
        prompts = DynamicCache(config=self.lm.config)
        forward = self._prompt_step()
        head = self._common_head(ids[rows, :prompt_len], mask[rows, :prompt_len], prompts)
        if head:  # run once, then read by every distinct prompt (an evaluation's shared system message)
            one = rows[:1]
            forward(ids[one, :head], mask[one, :head], position_ids[one, :head], prompts, positions[:head],
                    temperature)
            for layer in prompts.layers:
                layer.keys = layer.keys.expand(len(rows), -1, -1, -1)
                layer.values = layer.values.expand(len(rows), -1, -1, -1)
        logits, lse = forward(ids[rows, head:prompt_len], mask[rows, :prompt_len], position_ids[rows, head:],
                              prompts, positions[head:], temperature)

        def spread(t):  # distinct rows -> every row that holds the prompt
            return t if gather is None else t.index_select(0, gather)

        for source, target in zip(prompts.layers, cache.layers):
            # The third argument is the cache kwargs of transformers versions whose layers still take them.
            target.update(spread(source.keys), spread(source.values), {"cache_position": positions})
        return spread(logits), spread(lse)

    def _compiles_prompts(self) -> bool:
        """Whether the prompts' forward is compiled (``settings.compile_prefill``): on CUDA, where the decode step is
        compiled, and not under the ``"prefix"`` kernel (its samples follow ``generate``'s eager rounding)."""
        s = self.settings
        return (s.compile and s.compile_prefill and self.device.type == "cuda" and s.decode_kernel != "prefix")

    def _prompt_step(self):
        """``_forward`` for the prompts: compiled with dynamic shapes (no CUDA graphs: the lengths vary) where
        :meth:`_compiles_prompts`, else eager. Compiled, every op rounds where the eager forward rounds (inductor
        would keep fused intermediates in float32): on a small bf16 model the prompt's logits came 5x closer to the
        eager ones (relative difference 0.27% against 1.3%)."""
        if self._prompt_forward is None:
            self._prompt_forward = (torch.compile(self._prompt_call, fullgraph=False, dynamic=True,
                                                  options={"emulate_precision_casts": True})
                                    if self._compiles_prompts() else self._forward)
        return self._prompt_forward

    def _prompt_call(self, *args):
        # its own code object, so the compiled prompt forward keeps its own compilations apart from the decode step's
        return self._forward(*args)

    def _common_head(self, ids, mask, cache) -> int:
        """How many leading positions every row of the padded ``ids`` and ``mask`` holds alike, short of the last
        (which must run per row for its logits); 0 when there is nothing to share or ``cache`` has layers other
        than plain dynamic ones."""
        if not self.settings.share_prompts or ids.size(0) < 2:
            return 0
        if any(type(layer).__name__ != "DynamicLayer" for layer in cache.layers):
            return 0
        alike = ((ids == ids[:1]) & (mask == mask[:1])).all(dim=0)
        return min(int(alike.long().cumprod(0).sum()), ids.size(1) - 1)

    # ------------------------------------------------------------------------------------------ decode step
    def _decode_step(self, mask, cache, temperature: float, padded: bool):
        """The batch's decode step, ``step(tokens, positions, cache_position, fill) -> (logits, lse)``, where ``fill``
        is the number of cache positions written once the step has run. How it runs is chosen here, once, from the
        settings: eager (``compile=False``), compiled with inductor's CUDA graphs, or compiled with one CUDA graph
        per cache fill (``rollouts.fill_graphs``, for the ``"prefix"`` kernel). The decode attention is told the
        fill from the host, so it reads nothing back from the GPU."""
        if self._decode is None:
            self._decode = self._compiled_step() if self.settings.compile else self._forward
        decode, graphs = self._decode, self._fill_graphs
        if graphs is not None:
            graphs.begin(mask, cache, [*self.model.parameters(), *self.model.buffers()])

            def run(tokens, positions, cache_position, fill):
                return graphs(tokens, positions, cache_position, temperature, fill, padded)
        else:
            new_graph_step = self.settings.compile and self.device.type == "cuda"

            def run(tokens, positions, cache_position, fill):
                if new_graph_step:  # inductor's CUDA graphs: the previous step's outputs have been read
                    torch.compiler.cudagraph_mark_step_begin()
                return decode(tokens, mask, positions, cache, cache_position, temperature)

        if self._attention is None:
            return run

        def step(tokens, positions, cache_position, fill):
            attention.set_decode_fill((fill, padded))
            return run(tokens, positions, cache_position, fill)

        return step

    def _forward(self, input_ids, attention_mask, position_ids, cache, cache_position, temperature: float):
        """The last position's logits in float32 and their ``logsumexp`` at ``temperature``.

        Both come out of the compiled step, so the float32 copy and the log-softmax's reduction are fused with
        the LM head instead of running as separate full-vocabulary passes after it: the sampled token's
        log-prob is then one gathered logit minus this ``logsumexp``.
        """
        kwargs = {self._cache_kw: cache, "use_cache": True, "logits_to_keep": 1}
        if self._pass_cache_position:
            kwargs["cache_position"] = cache_position
        out = self.lm(input_ids=input_ids, attention_mask=attention_mask, position_ids=position_ids, **kwargs)
        logits = out.logits[:, -1, :].float()
        return logits, torch.logsumexp(logits / temperature, dim=-1)

    def _compiled_step(self):
        """``_forward`` under ``torch.compile``; with graphs per fill, ``self._fill_graphs`` set to run it."""
        extra = dict(self.settings.compile_options or {})
        per_fill = self._graphs_per_fill()
        if per_fill:
            from trl_grpo_ext.rollouts.eager_norm import EAGER_MEAN_PASS  # imports inductor

            # Every op rounded where the eager training forward rounds (inductor would keep fused intermediates in
            # float32) and the norms' variance summed in ATen's order (rollouts.eager_norm): the decode step then
            # computes as `generate`'s does. Its CUDA graphs are ours, one per cache fill, not inductor's.
            extra = {"emulate_precision_casts": True, "post_grad_custom_pre_pass": EAGER_MEAN_PASS, **extra}
        if extra:  # inductor options; "triton.cudagraphs" is what the mode would set
            inductor_graphs = self.compile_mode == "reduce-overhead" and not per_fill
            options = {"options": {**({"triton.cudagraphs": True} if inductor_graphs else {}), **extra}}
        else:
            options = {"mode": self.compile_mode} if self.compile_mode else {}
        step = torch.compile(self._forward, fullgraph=False, dynamic=False, **options)
        if per_fill:
            from trl_grpo_ext.rollouts.fill_graphs import FillGraphs

            self._fill_graphs = FillGraphs(step)
        return step

    def _graphs_per_fill(self) -> bool:
        """Whether the decode attention reads the exact filled prefix inside one CUDA graph per fill (the
        ``"prefix"`` kernel)."""
        if self._attention is None or self.device.type != "cuda" or self.compile_mode != "reduce-overhead":
            return False
        return self.settings.decode_kernel == "prefix"

    # ------------------------------------------------------------------------------------------ cache and attention
    def _static_cache(self, batch: int, length: int):
        from transformers import StaticCache

        key = (batch, length)
        if self._cache is not None and self._cache_key == key:
            self._cache.reset()
            return self._cache
        self._cache = None  # free the old one first
        cache = StaticCache(config=self.lm.config, max_cache_len=length)
        self._cache, self._cache_key = cache, key
        return cache

    def _cache_length(self, batch: int, total: int) -> int:
        """The cache length for a batch of ``total`` positions: ``total`` rounded up to ``cache_bucket``. With graphs
        per fill, the cache in hand is kept when it is longer (same batch size): a new cache length would record
        every fill's graph again, where a longer cache costs them nothing (they read the filled prefix only)."""
        length = round_up(total, self.settings.cache_bucket)
        if self._fill_graphs is not None and self._cache_key is not None and self._cache_key[0] == batch:
            length = max(length, self._cache_key[1])
        return length

    @contextlib.contextmanager
    def _attention_implementation(self):
        """The model's configs name our attention (with the settings' kernel) for a call; then theirs are back."""
        if self._attention is None:
            yield
            return
        configs = list({id(c): c for c in (self.lm.config, self.lm.config.get_text_config())}.values())
        before = [c._attn_implementation for c in configs]
        for c in configs:
            c._attn_implementation = self._attention
        try:
            yield
        finally:
            for c, name in zip(configs, before):
                c._attn_implementation = name
            attention.set_decode_fill(None)


class _StepTimer:
    """Device events every ``window`` decode steps; ms per step of each window, keyed by its first step."""

    def __init__(self, device, window: int):
        self.window = window if device.type == "cuda" else 0
        self.marks: list[tuple[int, torch.cuda.Event]] = []

    def step(self, t: int, last: bool = False) -> None:
        """Mark decode step ``t`` if it starts a window, or if it ends the loop (``last``)."""
        if self.window and (t % self.window == 0 or (last and self.marks and t > self.marks[-1][0])):
            event = torch.cuda.Event(enable_timing=True)
            event.record()
            self.marks.append((t, event))

    def stats(self) -> dict:
        if len(self.marks) < 2:
            return {}
        self.marks[-1][1].synchronize()
        return {"ms_per_step": {a: start.elapsed_time(end) / (b - a)
                                for (a, start), (b, end) in zip(self.marks, self.marks[1:])}}


def _sync(device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)
