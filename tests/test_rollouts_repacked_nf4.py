"""The ``model`` weight mode on bitsandbytes NF4 linears: decode through the repacked kernel, prefill through
bitsandbytes, the same outputs either way (CPU: Triton's interpreter)."""

from __future__ import annotations

import logging

import pytest
import torch
from torch import nn

bnb = pytest.importorskip("bitsandbytes")

from trl_grpo_ext.rollouts import nf4_linear  # noqa: E402
from trl_grpo_ext.rollouts.layers import UnmergedLora  # noqa: E402
from trl_grpo_ext.rollouts.nf4_linear import RepackedNF4Group, RepackedNF4Linear  # noqa: E402
from trl_grpo_ext.rollouts.nf4_repack import TileConfig, repack_nf4  # noqa: E402
from trl_grpo_ext.rollouts.weights import build, estimate_extra_bytes  # noqa: E402

from tests.test_rollouts import small_model  # noqa: E402


@pytest.fixture
def interpreted(monkeypatch):
    """Triton's interpreter runs the kernel on CPU tensors; the kernel counts as available there."""
    pytest.importorskip("triton")
    if torch.cuda.is_available():
        pytest.skip("the interpreter runs CPU tensors; the gpu tests cover this machine")
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    monkeypatch.setattr(nf4_linear, "kernel_unavailable", lambda device: None)


def nf4_linear_from(linear: nn.Linear, nested: bool = True) -> nn.Module:
    """bitsandbytes' NF4 ``Linear4bit`` holding ``linear``'s weights, quantised on the CPU."""
    q = bnb.nn.Linear4bit(linear.in_features, linear.out_features, bias=linear.bias is not None,
                          compute_dtype=torch.bfloat16, quant_type="nf4", compress_statistics=nested)
    q.weight = bnb.nn.Params4bit(linear.weight.data.to(torch.bfloat16), requires_grad=False, quant_type="nf4",
                                 compress_statistics=nested, blocksize=64)._quantize("cpu")
    if linear.bias is not None:
        q.bias = nn.Parameter(linear.bias.data.to(torch.bfloat16), requires_grad=False)
    # On a CPU with AVX512-BF16, bitsandbytes repacks the weight for its own kernel at the first forward without
    # gradients (and refuses out_features that are not a multiple of 32): keep the NF4 layout the GPU reads.
    q.support_avx512bf16_for_cpu = False
    return q


def nf4_model(seed: int = 0):
    """The tests' small Llama in bf16 with every decoder linear in NF4 (the LM head stays bf16, as QLoRA keeps it)."""
    model = small_model(seed).to(torch.bfloat16)
    for name, module in list(model.model.named_modules()):
        if isinstance(module, nn.Linear):
            parent, _, child = name.rpartition(".")
            setattr(model.model.get_submodule(parent), child, nf4_linear_from(module))
    return model


def nf4_lora_model(seed: int = 0):
    from peft import LoraConfig, get_peft_model

    peft = get_peft_model(nf4_model(seed), LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj",
                                                                                          "down_proj"]))
    torch.manual_seed(seed + 1)
    with torch.no_grad():
        for name, p in peft.named_parameters():
            if "lora_B" in name:
                p.normal_(0, 0.3)
    return peft.eval()


@pytest.mark.parametrize("rows,bias,nested", [(1, False, True), (5, True, False), (64, True, True)],
                         ids=["1-row", "5-rows-bias-plain-absmax", "64-rows-bias"])
def test_repacked_linear_equals_bitsandbytes_module(interpreted, rows, bias, nested):
    torch.manual_seed(0)
    q = nf4_linear_from(nn.Linear(192, 80, bias=bias), nested)
    wrapper = RepackedNF4Linear(q, repack_nf4(q.weight.data, q.weight.quant_state))
    x = torch.randn(rows, 192, dtype=torch.bfloat16)
    with torch.no_grad():
        torch.testing.assert_close(wrapper(x), q(x), atol=2e-2, rtol=2e-2)


def test_repacked_linear_sends_prefill_rows_to_bitsandbytes(interpreted):
    q = nf4_linear_from(nn.Linear(128, 64))
    wrapper = RepackedNF4Linear(q, repack_nf4(q.weight.data, q.weight.quant_state))
    x = torch.randn(2, 40, 128, dtype=torch.bfloat16)  # 80 rows: a prefill
    with torch.no_grad():
        assert torch.equal(wrapper(x), q(x))


def test_model_mode_repacks_every_nf4_linear_and_lora_base(interpreted):
    peft = nf4_lora_model()
    weights = build(peft, "model")
    wrappers = [m for m in weights.model.modules() if isinstance(m, RepackedNF4Linear)]
    assert len(wrappers) == 2 * 7 and sum(w.lora_A is not None for w in wrappers) == 2 * 3
    assert not any(isinstance(m, UnmergedLora) for m in weights.model.modules())  # adapters ride in the kernel
    # no second copy of the codes: the wrapper reads the packed weight's storage
    assert all(w.words.data_ptr() == w.linear.weight.data_ptr() for w in wrappers)
    # gate/up (no adapters) run as one product; q/k/v do not (adapters on q and v only)
    groups = [m for m in weights.model.modules() if isinstance(m, RepackedNF4Group)]
    assert len(groups) == 2 and all(len(g.parts) == 2 and g.parts[0].lora_A is None for g in groups)
    scales = sum(w.scales.numel() * 4 for w in wrappers)
    assert weights.extra_bytes == sum(w.added_bytes for w in wrappers + groups) >= scales
    assert estimate_extra_bytes(peft, "model") == scales
    assert not any(name for name, _ in weights.model.named_buffers() if name in weights.model.state_dict())

    ids = torch.tensor([[1, 5, 9, 22, 7], [1, 3, 3, 8, 100]])  # 10 rows: the kernel's side of the split
    with torch.no_grad():
        got, ref = weights.model(input_ids=ids).logits.double(), peft(input_ids=ids).logits.double()
    # the same bf16 weights, float32 sums in another order, then bf16 rounding through two wide layers: the mode
    # through bitsandbytes differs from peft's own forward by about 1.3% here, the repacked one by about 1.6%
    assert float((got - ref).norm() / ref.norm()) < 3e-2


class _One(nn.Module):
    def __init__(self, proj: nn.Module):
        super().__init__()
        self.proj = proj

    def forward(self, x):
        return self.proj(x)


def lora_layer_on(q: nn.Module, rank: int, scale: float, seed: int):
    """peft's LoRA layer over the NF4 linear ``q``, with bf16 factors (TRL casts QLoRA adapters to bf16)."""
    from peft import LoraConfig, get_peft_model

    layer = get_peft_model(_One(q), LoraConfig(r=rank, lora_alpha=int(scale * rank), target_modules=["proj"]))
    layer = layer.base_model.model.proj
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        layer.lora_A["default"].weight.copy_(torch.randn(rank, q.in_features, generator=g) * 0.05)
        layer.lora_B["default"].weight.copy_(torch.randn(q.out_features, rank, generator=g) * 0.3)
    return layer.to(torch.bfloat16).eval()


# (rows, features in, out, rank, scale, bias, tiles): split-K and not, a rank under 16, a rank that pads to 32,
# the paired K order
ADAPTED = [
    (3, 192, 80, 4, 2.0, True, TileConfig(block_n=32, block_k=64, split_k=3)),
    (8, 128, 48, 16, 0.5, False, TileConfig(block_n=16, block_k=64, split_k=1)),
    (17, 256, 64, 24, 2.0, True, TileConfig(block_n=64, block_k=128, split_k=2)),
    (5, 512, 48, 16, 2.0, True, TileConfig(block_n=16, block_k=256, split_k=2, pairs=True)),
    (33, 512, 48, 16, 2.0, True, TileConfig(block_n=16, block_k=256, split_k=2, pairs=True, x_order="permuted")),
    (2, 1152, 32, 16, 1.0, False, TileConfig(block_n=32, block_k=128, split_k=3)),  # A's K in 9 steps, 5 programs
]


@pytest.mark.parametrize("rows,n_in,n_out,rank,scale,bias,cfg", ADAPTED,
                         ids=[f"{r}-rows-rank{k}-split{c.split_k}" for r, _, _, k, _, _, c in ADAPTED])
def test_repacked_linear_with_its_adapter_equals_peft_layer(interpreted, rows, n_in, n_out, rank, scale, bias, cfg):
    torch.manual_seed(rank)
    q = nf4_linear_from(nn.Linear(n_in, n_out, bias=bias))
    layer = lora_layer_on(q, rank, scale, seed=rows)
    wrapper = nf4_linear.DecodeLinears(torch.device("cpu")).adapted(layer)
    wrapper.tiles = wrapper.wide_tiles = cfg
    x = torch.randn(rows, n_in, dtype=torch.bfloat16)
    with torch.no_grad():
        got, ref = wrapper(x).double(), layer(x).double()
        lora_alone = (layer(x) - q(x)).double()
    # the adapter's share is large here (B ~ 0.3), so a dropped or doubled adapter, bias or scale fails by far
    assert float(lora_alone.norm() / ref.norm()) > 0.1
    assert float((got - ref).norm() / ref.norm()) < 1e-2
    assert int(wrapper.tickets.abs().sum()) == 0


def test_repacked_linear_reads_the_live_adapter(interpreted):
    q = nf4_linear_from(nn.Linear(128, 32))
    layer = lora_layer_on(q, 8, 2.0, seed=0)
    wrapper = nf4_linear.DecodeLinears(torch.device("cpu")).adapted(layer)
    x = torch.randn(4, 128, dtype=torch.bfloat16)
    with torch.no_grad():
        layer.lora_B["default"].weight.mul_(-1)  # an optimizer step writes the factors in place
        got, ref = wrapper(x).double(), layer(x).double()
    assert float((got - ref).norm() / ref.norm()) < 1e-2


def test_repacked_linear_takes_one_plain_adapter_only(interpreted):
    from peft import LoraConfig

    layer = lora_layer_on(nf4_linear_from(nn.Linear(128, 32)), 4, 2.0, seed=0)
    layer.update_layer("second", r=4, lora_alpha=8, config=LoraConfig(r=4, lora_alpha=8))
    layer.set_adapter(["default", "second"])
    assert nf4_linear.DecodeLinears(torch.device("cpu")).adapted(layer) is None


def adapted_projections(n_in, n_outs, rank, bias, device="cpu"):
    """peft LoRA layers (rank ``rank``, or plain NF4 linears with ``rank`` 0) over NF4 linears that read one input,
    and their repacked wrappers."""
    torch.manual_seed(len(n_outs) + rank)
    layers, wrappers = [], []
    for i, n_out in enumerate(n_outs):
        q = nf4_linear_from(nn.Linear(n_in, n_out, bias=bias)).to(device)
        layer = lora_layer_on(q, rank, 2.0, seed=i).to(device) if rank else q
        linears = nf4_linear.DecodeLinears(torch.device(device))
        layers.append(layer)
        wrappers.append(linears.adapted(layer) if rank else linears(layer))
    return layers, wrappers


# (rows, features in, features out per projection, rank, bias, tiles): q/k/v with adapters and biases (Qwen2),
# gate/up without, split-K and not, both K orders; tiles of 128 and 256 features, wider than k and v and over
# several tiles of each weight (each weight's adapter counts its readers by the tile)
GROUPS = [
    (3, 256, (80, 32, 32), 8, True, TileConfig(block_n=32, block_k=64, split_k=2)),
    (6, 512, (48, 16, 16), 16, True, TileConfig(block_n=16, block_k=256, split_k=2, pairs=True)),
    (24, 512, (48, 16, 16), 16, True, TileConfig(block_n=16, block_k=256, split_k=1, pairs=True, x_order="split")),
    (17, 256, (64, 96), 0, False, TileConfig(block_n=32, block_k=128, split_k=1)),
    (40, 256, (272, 48, 48), 16, True, TileConfig(block_n=128, block_k=64, split_k=2, num_warps=8)),
    (64, 256, (512, 512), 8, False, TileConfig(block_n=256, block_k=128, split_k=1, num_warps=8)),
]


@pytest.mark.parametrize("rows,n_in,n_outs,rank,bias,cfg", GROUPS,
                         ids=[f"{len(o)}-projections-rank{k}-bn{c.block_n}-split{c.split_k}"
                              f"{'-pairs' if c.pairs else ''}" for _, _, o, k, _, c in GROUPS])
def test_repacked_group_equals_its_projections(interpreted, rows, n_in, n_outs, rank, bias, cfg):
    layers, wrappers = adapted_projections(n_in, n_outs, rank, bias)
    group = RepackedNF4Group(wrappers)
    group.tiles = (cfg, cfg)
    x = torch.randn(rows, n_in, dtype=torch.bfloat16)
    with torch.no_grad():
        got = group(x).double()
        ref = torch.cat([layer(x) for layer in layers], dim=-1).double()
    assert got.shape == (rows, sum(n_outs))
    for start, end in zip((0, *torch.tensor(n_outs).cumsum(0)[:-1].tolist()), torch.tensor(n_outs).cumsum(0).tolist()):
        part, part_ref = got[:, start:end], ref[:, start:end]  # each projection in its own columns
        assert float((part - part_ref).norm() / part_ref.norm()) < 1e-2
    assert int(group.tickets.abs().sum()) == 0


def test_model_mode_runs_adapted_qkv_and_gate_up_as_one_product_each(interpreted):
    from peft import LoraConfig, get_peft_model

    targets = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]
    peft = get_peft_model(nf4_model(), LoraConfig(r=4, lora_alpha=8, target_modules=targets)).eval()
    with torch.no_grad():
        for name, p in peft.named_parameters():
            if "lora_B" in name:
                p.normal_(0, 0.3)
    weights = build(peft, "model")
    groups = [m for m in weights.model.modules() if isinstance(m, RepackedNF4Group)]
    assert sorted(len(g.parts) for g in groups) == [2, 2, 3, 3]
    assert all(p.lora_A is not None for g in groups for p in g.parts)
    ids = torch.tensor([[1, 5, 9, 22, 7], [1, 3, 3, 8, 100]])
    with torch.no_grad():
        got, ref = weights.model(input_ids=ids).logits.double(), peft(input_ids=ids).logits.double()
    assert float((got - ref).norm() / ref.norm()) < 3e-2


def test_model_mode_without_the_repack_kernel_keeps_bitsandbytes_and_says_why(caplog):
    peft = nf4_lora_model()
    with caplog.at_level(logging.WARNING, logger=nf4_linear.__name__):
        weights = build(peft, "model")
    assert not any(isinstance(m, RepackedNF4Linear) for m in weights.model.modules())
    assert weights.extra_bytes == 0 and estimate_extra_bytes(peft, "model") == 0
    lines = [r.getMessage() for r in caplog.records if "repacked kernel" in r.getMessage()]
    assert len(lines) == 1 and "14 of 14" in lines[0] and "CUDA" in lines[0]


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("rows", [1, 8, 64, 65])
def test_repacked_linear_equals_bitsandbytes_module_cuda(rows):
    torch.manual_seed(0)
    q = nf4_linear_from(nn.Linear(3584, 512, bias=True)).cuda()
    wrapper = nf4_linear.DecodeLinears(torch.device("cuda"))(q)
    assert isinstance(wrapper, RepackedNF4Linear)
    x = torch.randn(rows, 3584, dtype=torch.bfloat16, device="cuda")
    with torch.no_grad():
        got, ref = wrapper(x).double(), q(x).double()
    assert float((got - ref).norm() / ref.norm()) < 1e-2


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("rows", [1, 8, 64])
@pytest.mark.parametrize("n_in,n_out,bias", [(3584, 512, True), (3584, 3584, True), (18944, 3584, False)],
                         ids=["k", "q", "down"])
def test_repacked_linear_with_its_adapter_equals_peft_layer_cuda(rows, n_in, n_out, bias):
    torch.manual_seed(0)
    q = nf4_linear_from(nn.Linear(n_in, n_out, bias=bias)).cuda()
    layer = lora_layer_on(q, 16, 2.0, seed=rows).cuda()
    wrapper = nf4_linear.DecodeLinears(torch.device("cuda")).adapted(layer)
    x = torch.randn(rows, n_in, dtype=torch.bfloat16, device="cuda")
    with torch.no_grad():
        got, ref = wrapper(x).double(), layer(x).double()
        again = wrapper(x).double()
    assert float((got - ref).norm() / ref.norm()) < 1e-2
    assert torch.equal(got, again)  # deterministic split-K, tickets reset


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("rows", [1, 8, 64])
@pytest.mark.parametrize("n_in,n_outs,rank,bias", [
    (3584, (3584, 512, 512), 16, True), (3584, (18944, 18944), 16, False), (3584, (3584, 512, 512), 0, True)],
                         ids=["qkv", "gate-up", "qkv-no-adapter"])
def test_repacked_group_equals_its_projections_cuda(rows, n_in, n_outs, rank, bias):
    layers, wrappers = adapted_projections(n_in, n_outs, rank, bias, device="cuda")
    group = RepackedNF4Group(wrappers)
    x = torch.randn(rows, n_in, dtype=torch.bfloat16, device="cuda")
    with torch.no_grad():
        got = group(x)
        ref = torch.cat([layer(x) for layer in layers], dim=-1)
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):
            group(x)
        torch.cuda.current_stream().wait_stream(side)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            captured = group(x)
        graph.replay()
        torch.cuda.synchronize()
    assert float((got.double() - ref.double()).norm() / ref.double().norm()) < 1e-2
    assert torch.equal(captured, got)  # deterministic, and it replays in a CUDA graph
