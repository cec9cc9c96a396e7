"""One CUDA graph per cache fill, for a decode step whose attention reads the exact filled prefix.

With the ``"prefix"`` decode kernel the decode attention is transformers' SDPA over the cache's first ``fill``
positions, the call ``generate`` makes, so the sampled log-probs round as ``generate``'s do. Its shapes change
every step, so one recorded graph cannot replay it. Splitting the compiled step around the attention (inductor's
graph partition) keeps the rest recorded but launches it in pieces from Python once per layer: on an H200 that
cost +20-53% per decode step against the Triton kernel inside one graph (bench/results/ROLLOUTS_HISTORY.md).

Here the whole step is recorded once for each fill it meets, then replayed: the attention inside a graph is
SDPA over exactly that many positions, the same kernel ``generate`` launches, and the step is one launch. A fill
is ``prompt length + step``, so a training run meets at most ``max prompt + max_new_tokens`` of them per
``(batch, cache length)``; the engine keeps a cache that is longer than a batch needs, so the graphs stay. The
graphs share one memory pool: they run one after the other on one stream, and each writes its outputs into
buffers allocated outside the pool, so nothing of one graph outlives its replay.

A graph reads every tensor at the address it saw while recording. The step's inputs are copied into buffers
held here; the cache, the weights and the mask must stay where they were, which :meth:`FillGraphs.begin`
checks before every batch (a new address drops the graphs, which are then recorded again).
"""

from __future__ import annotations

from typing import Callable

import torch


class FillGraphs:
    """Runs ``step(tokens, mask, positions, cache, cache_position, temperature) -> (logits, lse)`` through one CUDA
    graph per ``(fill, padded, temperature)``, recorded the first time it is met.

    Call :meth:`begin` once per batch, then :meth:`__call__` once per decode step. The returned tensors are buffers
    that the next step overwrites.
    """

    def __init__(self, step: Callable):
        self.step = step
        self.graphs: dict[tuple, torch.cuda.CUDAGraph] = {}
        self.compiled: set[tuple] = set()  # the (padded, temperature) run once outside a recording
        self.pool = None
        self.stream = None
        self.addresses: tuple = ()
        self.buffers: dict[str, torch.Tensor] = {}
        self.cache = None

    def begin(self, mask: torch.Tensor, cache, weights) -> None:
        """Hold ``mask``'s values in this batch's buffer; drop the graphs if the cache or a weight has moved."""
        addresses = (tuple(mask.shape), id(cache), tuple(t.data_ptr() for t in _cache_tensors(cache)),
                     tuple(p.data_ptr() for p in weights))
        if addresses != self.addresses:
            self.graphs.clear()
            self.compiled.clear()
            self.pool = None
            self.buffers = {"mask": torch.empty_like(mask)}
            self.addresses, self.cache = addresses, cache
        self.buffers["mask"].copy_(mask)

    def __call__(self, tokens, positions, cache_position, temperature: float, fill: int, padded: bool):
        b = self.buffers
        for name, value in (("tokens", tokens), ("positions", positions), ("cache_position", cache_position)):
            if name not in b:
                b[name] = torch.empty_like(value)
            b[name].copy_(value)
        if (padded, temperature) not in self.compiled:
            # Compilation and autotuning synchronise, so never inside a recording. The step cannot run twice (the
            # cache advances its own write position), so this step's result is the compiled call's.
            self.compiled.add((padded, temperature))
            logits, lse = self._work(temperature)()
            if "logits" not in b:  # allocated once: every graph writes its outputs here
                b["logits"], b["lse"] = torch.empty_like(logits), torch.empty_like(lse)
            b["logits"].copy_(logits)
            b["lse"].copy_(lse)
            return b["logits"], b["lse"]
        key = (fill, padded, temperature)
        graph = self.graphs.get(key)
        if graph is None:
            graph = self.graphs[key] = self._capture(self._work(temperature, into=(b["logits"], b["lse"])))
        graph.replay()
        return b["logits"], b["lse"]

    def _work(self, temperature, into=None) -> Callable:
        """The step on the tensors held now (what a graph recorded now reads), writing its outputs ``into`` them."""
        b, cache = self.buffers, self.cache
        tokens, mask, positions, cache_position = b["tokens"], b["mask"], b["positions"], b["cache_position"]

        def work():
            logits, lse = self.step(tokens, mask, positions, cache, cache_position, temperature)
            if into is not None:
                into[0].copy_(logits)
                into[1].copy_(lse)
            return logits, lse

        return work

    def _capture(self, work: Callable) -> torch.cuda.CUDAGraph:
        """``work`` recorded into a CUDA graph (in the pool the graphs share), to be replayed."""
        # capture_begin/end rather than `torch.cuda.graph`, whose entry collects garbage and empties the allocator's
        # cache: hundreds of recordings per run would pay that each time.
        if self.stream is None:
            self.stream = torch.cuda.Stream()
        graph = torch.cuda.CUDAGraph()
        self.stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(self.stream):
            graph.capture_begin(pool=self.pool)
            try:
                work()
            finally:
                graph.capture_end()
        torch.cuda.current_stream().wait_stream(self.stream)
        if self.pool is None:
            self.pool = graph.pool()
        return graph


def _cache_tensors(cache):
    for layer in getattr(cache, "layers", ()):
        for name in ("keys", "values", "cumulative_length"):  # what the recorded step reads and writes
            t = getattr(layer, name, None)
            if isinstance(t, torch.Tensor):
                yield t
