# Lab experiment, 2026-11-26: CUDA-graph timing helper of the decode-step experiments below.
"""Timing a GPU function the way a decode step runs: captured once in a CUDA graph, replayed."""

from __future__ import annotations

import statistics

import torch


def bench_graph(fn, reps: int = 20) -> float:
    """Median milliseconds of one replay of ``fn`` captured in a CUDA graph (after warm-up on a side stream)."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(3):
            fn()
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        fn()
    for _ in range(3):
        graph.replay()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        graph.replay()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)
