"""Sharded training (DeepSpeed ZeRO-3, FSDP2) in one place: how its parameters are fetched and kept, and how the
rollout copy is refilled from them.

- ``rollout_copy``: the bf16 copy the compiled loop samples with, refilled unit by unit from the shards once per
  optimizer step, and whether it fits (every rank decides alike);
- ``zero3_layers``: a decoder layer in one ZeRO-3 fetch, and the whole model kept between steps where memory allows;
- ``zero3_whole``: with every parameter kept whole, no fetch hooks and a few gathers after each step;
- ``fsdp2_prefetch``: FSDP2's all-gathers of the next decoder layers issued ahead.
"""
