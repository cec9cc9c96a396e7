"""The rollout copy of a model whose parameters are sharded (DeepSpeed ZeRO-3, FSDP2): a bf16 copy for the
compiled loop, refilled from the shards.

Under sharding no rank holds the whole model, so the loop cannot sample with the training model's own
tensors. Instead every rank keeps a dense bf16 copy, as TRL + vLLM, verl and OpenRLHF keep an inference copy,
and refills it once per optimizer step, one unit at a time: a decoder layer (or a module outside the layers,
such as the embedding) is gathered with the library's own API, written into the copy in bf16 with its LoRA
update merged, and released before the next unit is gathered:

- ZeRO-3: ``deepspeed.zero.GatheredParameters`` over the unit's parameters, read-only (``modifier_rank=None``);
- FSDP2: each FSDP unit's own ``unshard()`` (one all-gather per decoder layer, one for the unit that holds the
  embedding, final norm and head: the root, or accelerate's group of the three; in the mixed precision policy's
  dtype), issued ``FSDP_GATHER_AHEAD`` units ahead of the copying; a
  parameter outside every unit is gathered with ``DTensor.full_tensor()`` as it is read. With
  ``keep_gathered`` the units are left unsharded: the loss forward that follows generation reads the same
  weights, and FSDP2 skips the all-gather of a unit that is already unsharded (its post-forward reshards as
  usual). That saves one of the step's three all-gathers of the model, for the memory of the gathered model
  until the loss forward.

Peak memory per GPU: the rank's training shards, plus the copy (2 bytes per weight), plus the gathered units
(``FSDP_GATHER_AHEAD`` + 1 of them, or all with ``keep_gathered``; with LoRA, plus one float32 weight while it
is merged). The copy is built once and refilled in place, so the compiled decode step's CUDA graphs stay valid.
The copy samples on its own rank with no collective; only the refill is collective, and every rank runs it at
the same step.
"""

from __future__ import annotations

import contextlib
import copy
from dataclasses import dataclass, field
from typing import Callable

import torch
from torch import nn

from trl_grpo_ext.core.training_memory import memory_budget
from trl_grpo_ext.rollouts.fused import fuse_projections
from trl_grpo_ext.rollouts.layers import check_plain_lora, is_4bit, lora_layer_class, merge_lora_into, plain_model
from trl_grpo_ext.rollouts.settings import RolloutSettings, UnsupportedGeneration
from trl_grpo_ext.rollouts.weights import GenerationWeights
from trl_grpo_ext.trainer.trl_adapter import sharding

SHARDINGS = ("deepspeed", "fsdp")
FSDP_GATHER_AHEAD = 2  # FSDP units whose all-gathers run while an earlier unit is copied


def full(tensor: torch.Tensor | None) -> torch.Tensor | None:
    """The whole tensor: an FSDP2 shard (a ``DTensor``) gathered from every rank; anything else as it is (a ZeRO-3
    parameter is whole inside ``GatheredParameters``)."""
    to_full = getattr(tensor, "full_tensor", None)
    return to_full() if callable(to_full) else tensor


@contextlib.contextmanager
def gathered(params: list[nn.Parameter]):
    """ZeRO-3 ``params`` whole for the duration (``GatheredParameters``, read-only). Only the partitioned ones are
    gathered: below ZeRO-3 DeepSpeed leaves the parameters whole (no ``ds_id``), and a parameter ZeRO-3 keeps
    whole between steps (``ds_persist``, :mod:`trl_grpo_ext.trainer.sharding.zero3_layers`) is already available, and
    must stay so: ``GatheredParameters`` partitions everything it was given on exit."""
    partitioned = [p for p in params if hasattr(p, "ds_id") and getattr(p.ds_status, "name", None) != "AVAILABLE"]
    if not partitioned:
        yield
        return
    import deepspeed

    with deepspeed.zero.GatheredParameters(partitioned, modifier_rank=None):
        yield


def _fsdp_module_class():
    try:
        from torch.distributed.fsdp import FSDPModule
    except ImportError:
        return None
    return FSDPModule


def fsdp_owners(model: nn.Module) -> dict[int, nn.Module | None]:
    """``id(module)`` -> the FSDP2 unit whose all-gather holds that module's own parameters: the module itself if
    it is a unit, else the nearest enclosing unit (``None`` outside every unit)."""
    unit_class = _fsdp_module_class()
    owners: dict[int, nn.Module | None] = {}

    def visit(module: nn.Module, owner: nn.Module | None) -> None:
        if unit_class is not None and isinstance(module, unit_class):
            owner = module
        owners[id(module)] = owner
        for child in module.children():
            visit(child, owner)

    visit(model, None)
    return owners


def _plain_class(module: nn.Module) -> type:
    """The model's own class: FSDP2 swaps a sharded module's class for a subclass of it and ``FSDPModule``."""
    unit_class = _fsdp_module_class()
    if unit_class is None:
        return type(module)
    return next(c for c in type(module).__mro__ if not issubclass(c, unit_class))


@dataclass
class ShardedCopy(GenerationWeights):
    """A bf16 copy of a sharded model, refilled unit by unit from the training model's shards (:meth:`refresh`)."""

    sharding: str = "fsdp"
    keep_gathered: bool = False  # FSDP2: leave the units unsharded for the loss forward (module docstring)
    # (unit gathered as one: a ZeRO-3 unit's module or an FSDP2 unit, its params, [(copy tensor, write into it)])
    _fills: list = field(default_factory=list)

    def refresh(self) -> None:
        """Gather each unit of the training model in turn and write it into the copy (collective: every rank)."""
        if self.sharding == "fsdp":
            self._refresh_fsdp()
            return
        with torch.no_grad():
            for _, params, writes in self._fills:
                with gathered(params):
                    for target, write in writes:
                        write(target)

    def _refresh_fsdp(self) -> None:
        unit_class = _fsdp_module_class()
        units = [unit if unit_class is not None and isinstance(unit, unit_class) else None
                 for unit, _, _ in self._fills]
        ahead = len(units) if self.keep_gathered else FSDP_GATHER_AHEAD
        handles: list = []
        for i, (_, _, writes) in enumerate(self._fills):
            while len(handles) < min(i + 1 + ahead, len(units)):
                unit = units[len(handles)]
                handles.append(None if unit is None else unit.unshard(async_op=True))
            if handles[i] is not None:
                handles[i].wait()  # the unit's unsharded parameters are now the module's
            # Only the copying without autograd: FSDP2 makes the unsharded parameters outside it, as its
            # forward would (made under no_grad, a kept unit's would carry no gradient to the shards).
            with torch.no_grad():
                for target, write in writes:
                    write(target)
            if units[i] is not None and not self.keep_gathered:
                units[i].reshard()

    @property
    def needs_refresh(self) -> bool:
        return True


def meta_copy(model: nn.Module) -> nn.Module:
    """The model's architecture on the meta device: what the copy will hold, without memory."""
    source = plain_model(model)
    with torch.device("meta"):
        target = _plain_class(source)(copy.deepcopy(source.config))
    target.generation_config = copy.deepcopy(source.generation_config)
    return target


def copy_bytes(model: nn.Module, dtype: torch.dtype = torch.bfloat16) -> int:
    """Bytes of the copy of ``model`` (tied weights once)."""
    size = torch.tensor([], dtype=dtype).element_size()
    return sum(p.numel() * size for p in meta_copy(model).parameters())


def build_sharded_copy(model: nn.Module, sharding: str, device: torch.device,
                       dtype: torch.dtype = torch.bfloat16, keep_gathered: bool = False) -> ShardedCopy:
    """The copy of ``model`` (a transformers causal LM, maybe peft-wrapped, parameters sharded by ``sharding``),
    built on ``device`` and filled.

    The copy is allocated empty, its q/k/v and gate/up projections are stacked (``rollouts.fused``), and only then
    is it filled, so at no point does a rank hold more than the copy and the gathered units. ``keep_gathered``
    (FSDP2 only): see :class:`ShardedCopy`.
    """
    if sharding not in SHARDINGS:
        raise ValueError(f"unknown sharding {sharding!r}; expected one of {SHARDINGS}")
    source = plain_model(model)
    lora_cls = lora_layer_class()
    for name, module in source.named_modules():
        if is_4bit(getattr(module, "weight", None)):
            raise UnsupportedGeneration(f"{name}: 4-bit weights under sharding")
        if lora_cls and isinstance(module, lora_cls):
            check_plain_lora(name, module)
            if getattr(module, "fan_in_fan_out", False):
                raise UnsupportedGeneration(f"{name}: a fan-in-fan-out LoRA layer under sharding")
    if sharding == "fsdp" and not any(callable(getattr(p, "full_tensor", None)) for p in source.parameters()):
        raise UnsupportedGeneration("FSDP without DTensor parameters (FSDP1): use fsdp_version 2")

    target = meta_copy(model)
    target.eval()
    made: dict[int, tuple] = {}  # id(meta parameter) -> (it, its tensor in the copy): tied weights stay tied
    for name, module in target.named_modules():
        for pname, param in list(module._parameters.items()):
            if param is None:
                continue
            if id(param) not in made:
                value = torch.empty(param.shape, dtype=dtype if param.is_floating_point() else param.dtype,
                                    device=device)
                made[id(param)] = (param, nn.Parameter(value, requires_grad=False))  # the key's object kept alive
            module._parameters[pname] = made[id(param)][1]
        src = source.get_submodule(name) if name else source
        # Buffers (rotary frequencies) are never sharded: shared with the training model, as are tensors that
        # the meta constructor left on the meta device.
        for bname in list(module._buffers):
            module._buffers[bname] = getattr(src, bname)
        for attr, value in list(vars(module).items()):
            if isinstance(value, torch.Tensor) and value.is_meta and hasattr(src, attr):
                setattr(module, attr, getattr(src, attr))
    # Where each tensor of the copy comes from, by name, taken before stacking (tied weights: the first name).
    sources = [name.rpartition(".") for name, _ in target.named_parameters()]
    layers = [f"{name}.{i}" for name, m in target.named_modules() if isinstance(m, nn.ModuleList)
              for i in range(len(m))]
    fuse_projections(target, movable=lambda t: True)  # every tensor of the copy is its own

    units: dict[str, list] = {}  # unit name -> [(copy tensor, write into it)], in the model's order
    for module_name, _, pname in sources:
        unit = next((u for u in layers if module_name == u or module_name.startswith(u + ".")), module_name)
        # After stacking, a projection's ``weight`` and ``bias`` are views of the stacked ones.
        target_tensor = getattr(target.get_submodule(module_name), pname)
        write = _writer(source.get_submodule(module_name), pname, lora_cls)
        units.setdefault(unit, []).append((target_tensor, write))
    if sharding == "fsdp":  # one fill per FSDP unit: the embedding, norm and head gathered together
        owners = fsdp_owners(model)
        by_owner: dict[int, tuple] = {}
        for unit, writes in units.items():
            module = source.get_submodule(unit)
            owner = owners.get(id(module)) or module
            # Modules sharded together (``fully_shard([norm, embed, head])``) share one state: one all-gather.
            state = getattr(owner, "_get_fsdp_state", lambda: owner)()
            by_owner.setdefault(id(state), (owner, [], []))[2].extend(writes)
        fills = list(by_owner.values())
    else:
        fills = [(source.get_submodule(unit), list(source.get_submodule(unit).parameters(recurse=bool(unit))),
                  writes) for unit, writes in units.items()]
    weights = ShardedCopy(mode="bf16", model=target, dtype=dtype, sharding=sharding, _fills=fills,
                          keep_gathered=keep_gathered and sharding == "fsdp",
                          extra_bytes=sum(p.numel() * p.element_size() for p in target.parameters()))
    weights.refresh()
    return weights


def _writer(module: nn.Module, pname: str, lora_cls) -> Callable[[torch.Tensor], None]:
    """How to write ``module``'s parameter ``pname`` into the copy once its unit is gathered (LoRA merged)."""
    if lora_cls and isinstance(module, lora_cls):
        if pname == "weight":
            return lambda target: merge_lora_into(module, target, whole=full)
        return lambda target: target.copy_(full(getattr(module.get_base_layer(), pname)))
    return lambda target: target.copy_(full(getattr(module, pname)))


# -- the trainer's copy ------------------------------------------------------------------------------
def keeps_gathered_within(copy: int, mixed_precision: bool, budget: int | None) -> bool:
    """Whether FSDP2's units may stay gathered from the refill to the loss forward: the copy (``copy`` bytes) and the
    gathered model (the copy's size in bf16/fp16 mixed precision, twice it in float32) within ``budget``."""
    gathered = copy if mixed_precision else 2 * copy
    return budget is None or copy + gathered <= budget


def sharded_rollout_copy(trainer, model: nn.Module, settings: RolloutSettings) -> tuple[ShardedCopy, str]:
    """The trainer's bf16 copy filled from the sharded parameters of ``model``, and why; raises
    ``UnsupportedGeneration`` on every rank when it does not fit the memory budget on some rank (then every rank
    uses TRL's generation)."""
    args, device, kind = trainer.args, trainer.accelerator.device, sharding(trainer)
    need = copy_bytes(model)
    if device.type == "cuda":  # what the sharding's set-up freed (a model loaded whole) counts as free
        torch.cuda.empty_cache()
    budget = memory_budget(device, settings.memory_gib, settings.margin_gib)
    fits = settings.mode == "bf16" or budget is None or need <= budget
    keep = kind == "fsdp" and settings.keep_gathered and keeps_gathered_within(
        need, mixed_precision=bool(args.bf16 or args.fp16), budget=budget)
    # One decision for all ranks: the refill is collective, so no rank may take TRL's path, or skip an
    # all-gather in the loss forward, alone.
    fits, keep = (bool(v) for v in trainer.accelerator.gather(torch.tensor([[int(fits), int(keep)]], device=device))
                  .min(dim=0).values.tolist())
    budget_text = "no budget" if budget is None else f"budget {budget / 1024**3:.1f} GiB"
    if not fits:
        raise UnsupportedGeneration(
            f"sharded parameters ({kind}): the bf16 copy needs {need / 1024**3:.2f} GiB, over the memory budget "
            f"on some rank (here {budget_text}; fast_rollouts_memory_gib / fast_rollouts_margin_gib set it)"
        )
    weights = build_sharded_copy(model, kind, device, keep_gathered=keep)
    kept = ", kept gathered for the loss forward" if keep else ""
    return weights, (f"gathered from {kind} shards layer by layer{kept}, needs {need / 1024**3:.2f} GiB, "
                     f"{budget_text}")
