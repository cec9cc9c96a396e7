"""FSDP2 prefetching of decoder layers: which units prefetch which, and the step it changes nothing in.

FSDP2 runs here on the CPU in one gloo process (a subprocess, so no process group leaks into other tests).
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest
from transformers import LlamaConfig, LlamaForCausalLM

from trl_grpo_ext.trainer.sharding.fsdp2_prefetch import decoder_layer_units, prefetch_layers_ahead

SCRIPT = textwrap.dedent("""
    import json, os, socket, sys
    import torch, torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard
    from transformers import LlamaConfig, LlamaForCausalLM
    from trl_grpo_ext.trainer.sharding.fsdp2_prefetch import decoder_layer_units, prefetch_layers_ahead

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    dist.init_process_group("gloo", rank=0, world_size=1)
    mesh = init_device_mesh("cpu", (1,))

    def step(prefetch):
        torch.manual_seed(0)
        model = LlamaForCausalLM(LlamaConfig(vocab_size=100, hidden_size=32, intermediate_size=64,
                                             num_hidden_layers=5, num_attention_heads=4, num_key_value_heads=2))
        for layer in model.model.layers:
            fully_shard(layer, mesh=mesh)
        fully_shard(model, mesh=mesh)
        set_count = prefetch_layers_ahead(model, depth=2) if prefetch else 0
        units = decoder_layer_units(model)
        ids = torch.randint(0, 100, (2, 8), generator=torch.Generator().manual_seed(1))
        loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        index = {id(u._get_fsdp_state()): i for i, u in enumerate(units)}
        return {
            "set": set_count,
            "units": [units.index(layer) if layer in units else None for layer in model.model.layers],
            "forward": [[index[id(s)] for s in u._get_fsdp_state()._states_to_forward_prefetch] for u in units],
            "backward": [[index[id(s)] for s in u._get_fsdp_state()._states_to_backward_prefetch] for u in units],
            "loss": loss.item(),
            "grads": [p.grad.full_tensor().sum().item() for p in model.parameters()],
        }

    print(json.dumps({"with": step(True), "without": step(False)}))
    dist.destroy_process_group()
""")


@pytest.fixture(scope="module")
def runs():
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_every_decoder_layer_is_a_unit_in_forward_order(runs):
    assert runs["with"]["set"] == 5
    assert runs["with"]["units"] == [0, 1, 2, 3, 4]


def test_each_layer_gathers_the_next_two_ahead_in_forward_and_the_previous_two_in_backward(runs):
    assert runs["with"]["forward"] == [[1, 2], [2, 3], [3, 4], [4], []]
    assert runs["with"]["backward"] == [[], [0], [1, 0], [2, 1], [3, 2]]
    assert runs["without"]["forward"] == [[]] * 5  # FSDP2's own scheduling where nothing was set


def test_prefetching_changes_neither_the_loss_nor_the_gradients(runs):
    assert runs["with"]["loss"] == runs["without"]["loss"]
    assert runs["with"]["grads"] == runs["without"]["grads"]


def test_a_model_without_fsdp2_units_is_left_alone():
    model = LlamaForCausalLM(LlamaConfig(vocab_size=50, hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                                         num_attention_heads=2, num_key_value_heads=1))
    assert decoder_layer_units(model) == []
    assert prefetch_layers_ahead(model) == 0
