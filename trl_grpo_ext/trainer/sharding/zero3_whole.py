"""ZeRO-3 with every parameter kept whole: DeepSpeed's per-parameter machinery for fetching and releasing has
nothing left to do, yet costs Python on the CPU every step while the GPU waits. Two shortcuts skip it:

- **The optimizer step.** DeepSpeed frees every whole parameter before it updates the shards
  (``_partition_all_parameters``) and afterwards gathers each one again, one allocation and one collective per
  parameter (``_post_step``): for a 1.5B model, 338 of each, every step. Here the parameters stay where they are
  (the card was budgeted to hold them: ``zero3_layers.keep_parameters_whole``), and :class:`OneGatherRefresh`
  then gathers DeepSpeed's flat buffer of 16-bit shards (every rank's shards lie in the same order in one
  buffer) in a few pieces and copies each parameter's slice from every rank into the whole parameter, in place.
- **The fetch hooks.** Forward and backward, DeepSpeed's hooks on every module ask its coordinator to fetch and
  release parameters that are all already whole. They are removed (:func:`drop_fetch_hooks`); the gradient
  hooks, which reduce and shard the gradients, stay. Should anything release a parameter all the same (a
  checkpoint gathers them again itself), DeepSpeed's own parameter dictionary gathers it when the forward reads it.

Both read DeepSpeed's private layout (``lp_param_buffer``, ``ds_tensor``, ``ds_persist``, ``parameter_offload``),
so :func:`streamline_whole_zero3` installs them only after checking every assumption they make, and otherwise
leaves DeepSpeed alone and says why.
"""

from __future__ import annotations

import logging
from typing import Callable, NamedTuple

import torch
from transformers import TrainerCallback

logger = logging.getLogger(__name__)

PIECE_ELEMENTS = 2**26  # per rank: a piece's gathered buffer is world size x 128 MiB of bf16 at most


class Slice(NamedTuple):
    """One parameter's shard: where it starts in the flat buffer and its length (the same on every rank)."""

    param: torch.nn.Parameter
    offset: int
    length: int


def shard_slices(params, buffer: torch.Tensor) -> list[Slice]:
    """Each parameter's shard position in ``buffer``, in buffer order; ``ValueError`` if a shard lies outside it."""
    base, item = buffer.data_ptr(), buffer.element_size()
    slices = []
    for p in params:
        shard = p.ds_tensor
        offset, rest = divmod(shard.data_ptr() - base, item)
        if rest or offset < 0 or offset + shard.numel() > buffer.numel() or not shard.is_contiguous():
            raise ValueError(f"a shard of {tuple(p.ds_shape)} is not a slice of the flat buffer")
        slices.append(Slice(p, offset, shard.numel()))
    return sorted(slices, key=lambda s: s.offset)


def pieces(slices: list[Slice], limit: int) -> list[list[Slice]]:
    """Consecutive shards grouped so that each group spans at most ``limit`` elements (a larger shard alone)."""
    groups: list[list[Slice]] = []
    for s in slices:
        if groups and s.offset + s.length - groups[-1][0].offset <= limit:
            groups[-1].append(s)
        else:
            groups.append([s])
    return groups


def copy_pairs(group: list[Slice], gathered: torch.Tensor, start: int) -> tuple[list, list]:
    """Destination and source views that put each parameter back together from ``gathered`` (world x span),
    whose column 0 is buffer element ``start``. Rank r's shard holds elements [r*length, (r+1)*length) of the
    flattened parameter; the last ranks' shards are padded where the parameter does not divide evenly."""
    world = gathered.shape[0]
    dst, src = [], []
    for s in group:
        whole, column = s.param.data.view(-1), s.offset - start
        if whole.numel() == world * s.length:
            dst.append(whole.view(world, s.length))
            src.append(gathered[:, column:column + s.length])
            continue
        for rank in range(world):
            first = rank * s.length
            n = min(s.length, whole.numel() - first)
            if n > 0:
                dst.append(whole[first:first + n])
                src.append(gathered[rank, column:column + n])
    return dst, src


class OneGatherRefresh:
    """Installed on a DeepSpeed ZeRO-3 optimizer: its step keeps the whole parameters and refreshes them after.

    ``gather(out, shard)`` is ``torch.distributed.all_gather_into_tensor`` over the parameters' group (a test
    passes its own).
    """

    def __init__(self, optimizer, params, world: int, gather: Callable[[torch.Tensor, torch.Tensor], None],
                 piece_elements: int = PIECE_ELEMENTS):
        self.optimizer, self.params, self.world, self.gather = optimizer, params, world, gather
        self.piece_elements = piece_elements
        self.gathers = len(self._pieces())  # refused here (ValueError) if a shard lies outside the buffer
        self._step = optimizer.step
        optimizer.step = self.step

    def step(self, *args, **kwargs):
        from deepspeed.runtime.zero.partition_parameters import ZeroParamStatus

        if any(p.ds_status != ZeroParamStatus.AVAILABLE for p in self.params):
            return self._step(*args, **kwargs)  # something released one: DeepSpeed's own step gathers it again
        self.optimizer._partition_all_parameters = self._keep_whole
        try:
            result = self._step(*args, **kwargs)
        finally:
            del self.optimizer._partition_all_parameters  # back to the class's method
        self.refresh()
        return result

    def _keep_whole(self):
        # What DeepSpeed's release leaves behind besides freeing: no module holds a parameter any more.
        for p in self.params:
            p.ds_active_sub_modules.clear()

    def _pieces(self) -> list[list[Slice]]:
        # Found again each time: loading a checkpoint may move the shards or the whole parameters.
        return pieces(shard_slices(self.params, self.optimizer.lp_param_buffer), self.piece_elements)

    @torch.no_grad()
    def refresh(self):
        buffer = self.optimizer.lp_param_buffer
        for group in self._pieces():
            start = group[0].offset
            span = group[-1].offset + group[-1].length - start
            gathered = torch.empty(self.world, span, dtype=buffer.dtype, device=buffer.device)
            self.gather(gathered.view(-1), buffer[start:start + span])
            dst, src = copy_pairs(group, gathered, start)
            torch._foreach_copy_(dst, src)


def drop_fetch_hooks(optimizer) -> bool:
    """Remove the hooks with which DeepSpeed's ZeRO-3 fetches and releases each module's parameters; whether
    there were any to remove."""
    offload = getattr(optimizer, "parameter_offload", None)
    if offload is None or not hasattr(offload, "_remove_module_hooks") or not offload.forward_hooks:
        return False
    offload._remove_module_hooks()
    offload.forward_hooks, offload.backward_hooks = [], []
    return True


def streamline_whole_zero3(engine) -> tuple[OneGatherRefresh | None, str]:
    """Install :class:`OneGatherRefresh` on a DeepSpeed engine's ZeRO-3 optimizer and drop its fetch hooks, where
    every parameter is kept whole; the refresh (or ``None``) and a sentence saying what was done or why not."""
    optimizer = getattr(engine, "optimizer", None)
    module = getattr(engine, "module", None)
    buffer = getattr(optimizer, "lp_param_buffer", None)
    if optimizer is None or module is None or not hasattr(optimizer, "_partition_all_parameters"):
        return None, "not a ZeRO-3 optimizer"
    if getattr(optimizer, "offload_param", False) or getattr(optimizer, "offload_optimizer", False):
        return None, "parameters or optimizer states offloaded"
    if buffer is None:
        return None, "no flat buffer of 16-bit shards"
    params = list(module.parameters())
    if not params or not all(getattr(p, "ds_persist", False) for p in params):
        return None, "not every parameter is kept whole"
    if any(getattr(p, "ds_secondary_tensor", None) is not None or hasattr(p.ds_tensor, "ds_quant_scale")
           for p in params):
        return None, "secondary or quantized shards (ZeRO++)"
    trained = [p for group in optimizer.fp16_groups for p in group]
    if {id(p) for p in trained} != {id(p) for p in params}:
        return None, "some parameters are not trained"  # a frozen one has no shard in the buffer
    groups = {id(g): g for g in map(optimizer._get_param_partition_group, params)}
    if len(groups) != 1:
        return None, "parameters sharded over different groups"
    (group,) = groups.values()
    world = torch.distributed.get_world_size(group)
    if any(p.ds_tensor.numel() * world < p.ds_numel for p in params):
        return None, "a shard smaller than its share of the parameter"

    def gather(out, shard):
        torch.distributed.all_gather_into_tensor(out, shard, group=group)

    try:
        refresh = OneGatherRefresh(optimizer, params, world, gather)
    except ValueError as exc:
        return None, str(exc)
    hooks = "; fetch hooks removed" if drop_fetch_hooks(optimizer) else ""
    return refresh, (f"after each step, {len(params)} whole parameters refreshed from their shards in "
                     f"{refresh.gathers} gather(s){hooks}")


class StreamlineWholeZero3(TrainerCallback):
    """Run :func:`streamline_whole_zero3` once training begins: DeepSpeed builds its optimizer when the trainer
    prepares the model. What was done, or why not, goes to ``trainer.zero3_step`` and the log."""

    def __init__(self, trainer):
        self.trainer = trainer
        self.optimizer = None

    def on_train_begin(self, args, state, control, **kwargs):
        engine = getattr(self.trainer, "deepspeed", None)
        if engine is None or engine.optimizer is self.optimizer:  # train() again on the same engine
            return
        self.optimizer = engine.optimizer
        refresh, why = streamline_whole_zero3(engine)
        self.trainer.zero3_step = why if refresh else f"DeepSpeed's own hooks and step: {why}"
        logger.info("ZeRO-3 whole parameters after each step: %s", self.trainer.zero3_step)
