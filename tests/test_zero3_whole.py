"""The refresh of whole ZeRO-3 parameters in a few gathers, on simulated ranks: each rank's shards laid out in one flat
buffer the way DeepSpeed lays them out, the gather played by stacking every rank's slice of its buffer.

The real thing (DeepSpeed, NCCL, 2 GPUs) runs in `tests/dist_zero3_copy.py` under the `gpu` marker.
"""
from types import SimpleNamespace

import pytest
import torch

from trl_grpo_ext.trainer.sharding.zero3_whole import OneGatherRefresh, Slice, pieces, shard_slices


def sharded(shapes, world, order=None):
    """Parameters of ``shapes`` and, for each rank, its flat buffer of shards; the parameters on rank 0."""
    torch.manual_seed(0)
    values = [torch.randn(shape) for shape in shapes]
    order = order or list(range(len(shapes)))
    lengths = [-(-v.numel() // world) for v in values]  # DeepSpeed's partition size: ceil(numel / world)
    buffers = []
    for rank in range(world):
        chunks = []
        for i in order:
            padded = torch.zeros(world * lengths[i])
            padded[:values[i].numel()] = values[i].flatten()
            chunks.append(padded[rank * lengths[i]:(rank + 1) * lengths[i]])
        buffers.append(torch.cat(chunks))
    params, offset = [None] * len(shapes), 0
    for i in order:
        p = torch.nn.Parameter(torch.zeros(shapes[i]))  # stale: the refresh must fill it
        p.ds_tensor = buffers[0][offset:offset + lengths[i]]
        p.ds_numel, p.ds_shape = values[i].numel(), shapes[i]
        params[i] = p
        offset += lengths[i]
    return params, values, buffers


def stacked_gather(buffers):
    """The all-gather: every rank's slice of its buffer at the position of rank 0's shard, one after another."""
    base = buffers[0]

    def gather(out, shard):
        start = (shard.data_ptr() - base.data_ptr()) // base.element_size()
        out.copy_(torch.cat([b[start:start + shard.numel()] for b in buffers]))

    return gather


@pytest.mark.parametrize(
    "shapes, world, order, piece",
    [
        ([(4, 6), (6,), (3, 5)], 2, None, 2**27),  # 15 elements over 2 ranks: padded
        ([(4, 6), (6,), (3, 5)], 4, None, 2**27),
        ([(4, 6), (6,), (3, 5), (7,)], 3, [2, 0, 3, 1], 2**27),  # buffer order is not parameter order
        ([(4, 6), (6,), (3, 5), (7,)], 2, None, 10),  # several pieces, one shard larger than a piece
        ([(8, 8), (1,)], 4, None, 1),  # every shard its own piece; a parameter smaller than the world
    ],
)
def test_refresh_rebuilds_every_parameter_from_every_ranks_shard(shapes, world, order, piece):
    params, values, buffers = sharded(shapes, world, order)
    optimizer = SimpleNamespace(step=lambda: None, lp_param_buffer=buffers[0])
    refresh = OneGatherRefresh(optimizer, params, world, stacked_gather(buffers), piece_elements=piece)
    refresh.refresh()
    for p, v in zip(params, values):
        assert torch.equal(p.data, v)
    assert optimizer.step == refresh.step


def test_shards_are_found_in_buffer_order_and_one_outside_the_buffer_is_refused():
    params, _, buffers = sharded([(4, 6), (6,), (3, 5)], 2, [1, 2, 0])
    assert [s.param for s in shard_slices(params, buffers[0])] == [params[1], params[2], params[0]]
    params[0].ds_tensor = torch.zeros(12)
    with pytest.raises(ValueError, match="not a slice of the flat buffer"):
        shard_slices(params, buffers[0])


@pytest.mark.parametrize(
    "spans, limit, expected",
    [
        ([(0, 4), (4, 4), (8, 4)], 8, [[0, 4], [8]]),
        ([(0, 4), (4, 4), (8, 4)], 12, [[0, 4, 8]]),
        ([(0, 20), (20, 4)], 8, [[0], [20]]),  # a shard larger than the limit stands alone
        ([(0, 3), (5, 3)], 8, [[0, 5]]),  # a gap (alignment) counts toward the span
        ([(0, 3), (5, 3)], 7, [[0], [5]]),
    ],
)
def test_pieces_span_at_most_the_limit(spans, limit, expected):
    slices = [Slice(None, offset, length) for offset, length in spans]
    assert [[s.offset for s in group] for group in pieces(slices, limit)] == expected
