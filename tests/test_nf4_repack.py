"""The repacked NF4 decode matmul (trl_grpo_ext/rollouts/nf4_repack.py) against bitsandbytes' dequantisation.

CPU tests run the Triton kernels under Triton's interpreter; `gpu` tests compile them on the card.
"""

from __future__ import annotations

import os

import pytest
import torch

bf = pytest.importorskip("bitsandbytes.functional")

from trl_grpo_ext.rollouts.nf4_repack import TileConfig, dequantize, nf4_repacked_matmul, repack_nf4  # noqa: E402

gpu = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")


@pytest.fixture
def interpreted(monkeypatch):
    """Triton's interpreter: the kernels run on the CPU with numpy (set before the first launch)."""
    pytest.importorskip("triton")
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    if torch.cuda.is_available():
        pytest.skip("the interpreter runs CPU tensors; the gpu tests cover this machine")


def quantized(n_out, n_in, nested, device="cpu", seed=0):
    g = torch.Generator().manual_seed(seed)
    w = (torch.randn(n_out, n_in, generator=g) * 0.02).to(torch.bfloat16).to(device)
    packed, state = bf.quantize_4bit(w, quant_type="nf4", blocksize=64, compress_statistics=nested)
    return packed, state


def same_bits(a, b):
    return a.dtype == b.dtype and a.shape == b.shape and torch.equal(a.view(torch.int16), b.view(torch.int16))


def rel_err(got, ref):
    return float((got.double() - ref.double()).norm() / ref.double().norm())


# (rows, features out, features in, nested absmax, tiles): odd rows, features not a multiple of the tile, split-K,
# tiles of 128 and 256 features (the wide tiles above NARROW_ROWS)
CPU_PRODUCTS = [
    (1, 96, 256, True, TileConfig(block_n=32, block_k=64, split_k=3)),
    (5, 80, 256, False, TileConfig(block_n=32, block_k=128, split_k=1)),
    (17, 64, 192, True, TileConfig(block_n=64, block_k=64, split_k=2)),
    (64, 48, 128, False, TileConfig(block_n=16, block_k=64, split_k=2)),
    (3, 80, 768, True, TileConfig(block_n=32, block_k=256, split_k=2, pairs=True)),
    (16, 64, 256, False, TileConfig(block_n=64, block_k=256, split_k=1, pairs=True)),
    (20, 48, 512, True, TileConfig(block_n=16, block_k=256, split_k=2, pairs=True, x_order="gather")),
    (64, 32, 512, False, TileConfig(block_n=32, block_k=256, split_k=1, pairs=True, x_order="permuted")),
    (33, 300, 256, True, TileConfig(block_n=128, block_k=128, split_k=2, num_warps=8)),
    (64, 272, 192, False, TileConfig(block_n=256, block_k=64, split_k=3, num_warps=8, num_stages=3)),
]


@pytest.mark.parametrize("nested", [True, False], ids=["nested", "plain"])
def test_repack_dequantises_bit_identical_to_bitsandbytes(interpreted, nested):
    packed, state = quantized(80, 320, nested)
    assert same_bits(dequantize(repack_nf4(packed, state)), bf.dequantize_4bit(packed, state))


@pytest.mark.parametrize("rows,n_out,n_in,nested,cfg", CPU_PRODUCTS,
                         ids=[f"{r}x{n}x{k}-bn{c.block_n}-split{c.split_k}{f'-pairs-{c.x_order}' if c.pairs else ''}"
                              for r, n, k, _, c in CPU_PRODUCTS])
def test_repack_matmul_matches_dequantise_then_matmul(interpreted, rows, n_out, n_in, nested, cfg):
    packed, state = quantized(n_out, n_in, nested)
    repacked = repack_nf4(packed, state)
    x = torch.randn(rows, n_in, generator=torch.Generator().manual_seed(1)).to(torch.bfloat16)
    exact = x.double() @ bf.dequantize_4bit(packed, state).double().T
    got = nf4_repacked_matmul(x, repacked, cfg)
    assert got.shape == (rows, n_out) and got.dtype == torch.bfloat16
    assert rel_err(got, exact) < 8e-3  # one bf16 rounding of the float32 sum
    assert int(repacked.tickets.abs().sum()) == 0  # split-K counters reset for the next call


def test_repack_matmul_keeps_leading_dims_and_sends_many_rows_to_cublas(interpreted):
    packed, state = quantized(32, 128, True)
    repacked = repack_nf4(packed, state)
    weight = bf.dequantize_4bit(packed, state)
    for shape in [(2, 3, 128), (70, 128)]:
        x = torch.randn(*shape).to(torch.bfloat16)
        got = nf4_repacked_matmul(x, repacked, TileConfig(block_n=32, block_k=64, split_k=2))
        assert got.shape == (*shape[:-1], 32)
        assert rel_err(got, x.double() @ weight.double().T) < 8e-3


def test_repack_matmul_compiles_as_one_graph(interpreted):
    packed, state = quantized(64, 128, True)
    repacked = repack_nf4(packed, state)
    cfg = TileConfig(block_n=32, block_k=64, split_k=2)
    x = torch.randn(3, 128).to(torch.bfloat16)
    compiled = torch.compile(lambda v: nf4_repacked_matmul(v, repacked, cfg) * 2, backend="aot_eager", fullgraph=True)
    assert same_bits(compiled(x), nf4_repacked_matmul(x, repacked, cfg) * 2)


def test_repack_shares_the_packed_storage():
    packed, state = quantized(64, 128, True)
    repacked = repack_nf4(packed, state)
    assert repacked.words.untyped_storage().data_ptr() == packed.untyped_storage().data_ptr()
    assert repacked.scales.shape == (64, 2) and repacked.scales.dtype == torch.float32


def _fp4():
    w = torch.randn(8, 128).to(torch.bfloat16)
    return bf.quantize_4bit(w, quant_type="fp4", blocksize=64)


def _blocksize_128():
    return bf.quantize_4bit(torch.randn(8, 128).to(torch.bfloat16), quant_type="nf4", blocksize=128)


def _float16():
    return bf.quantize_4bit(torch.randn(8, 128).to(torch.float16), quant_type="nf4", blocksize=64)


def _k_not_multiple_of_block():
    return bf.quantize_4bit(torch.randn(8, 96).to(torch.bfloat16), quant_type="nf4", blocksize=64)


@pytest.mark.parametrize("make,message", [
    (_fp4, "quant_type must be 'nf4'"),
    (_blocksize_128, "blocksize must be 64"),
    (_float16, "dtype must be bfloat16"),
    (_k_not_multiple_of_block, "multiple of the block size"),
], ids=["fp4", "blocksize128", "float16", "k96"])
def test_repack_rejects_unsupported_weights(make, message):
    packed, state = make()
    with pytest.raises(ValueError, match=message):
        repack_nf4(packed, state)


@pytest.mark.parametrize("x,message", [
    (torch.randn(2, 128), "must be bfloat16"),
    (torch.randn(2, 64).to(torch.bfloat16), "takes 128"),
], ids=["float32", "wrong-features"])
def test_repack_matmul_rejects_bad_input(x, message):
    repacked = repack_nf4(*quantized(32, 128, True))
    with pytest.raises(ValueError, match=message):
        nf4_repacked_matmul(x, repacked)


# --- on the card -------------------------------------------------------------------------------------------------

@pytest.mark.gpu
@gpu
@pytest.mark.parametrize("prmt", [True, False], ids=["prmt", "gather"])
@pytest.mark.parametrize("n_out,n_in,nested", [(512, 3584, True), (3584, 18944, True), (1000, 256, False)])
def test_repack_dequantises_bit_identical_to_bitsandbytes_cuda(n_out, n_in, nested, prmt):
    assert os.environ.get("TRITON_INTERPRET", "0") in ("", "0")
    packed, state = quantized(n_out, n_in, nested, device="cuda")
    assert same_bits(dequantize(repack_nf4(packed, state), prmt=prmt), bf.dequantize_4bit(packed, state))


@pytest.mark.gpu
@gpu
@pytest.mark.parametrize("rows", [1, 3, 8, 17, 64])
@pytest.mark.parametrize("n_out,n_in,cfg", [
    (512, 3584, None), (3584, 18944, None), (1000, 256, None),
    (3584, 3584, TileConfig(block_n=128, block_k=128, split_k=3, num_warps=8, prmt=False)),
    (3584, 3584, TileConfig(block_n=64, block_k=128, split_k=4)),
    (512, 3584, TileConfig(block_n=64, block_k=256, split_k=14, pairs=True, prmt=False)),
    (3584, 3584, TileConfig(block_n=256, block_k=64, split_k=4, num_warps=8, num_stages=3)),
], ids=["kv", "down", "odd", "gather", "k-order", "pairs-gather", "k-order-256-features"])
def test_repack_matmul_matches_dequantise_then_matmul_cuda(rows, n_out, n_in, cfg):
    packed, state = quantized(n_out, n_in, True, device="cuda")
    weight = bf.dequantize_4bit(packed, state)
    x = torch.randn(rows, n_in, device="cuda").to(torch.bfloat16)
    exact = x.double() @ weight.double().T
    got = nf4_repacked_matmul(x, repack_nf4(packed, state), cfg)
    cublas = torch.nn.functional.linear(x, weight)
    assert torch.isfinite(got.float()).all()
    assert rel_err(got, exact) < 8e-3
    assert rel_err(got, exact) < 2 * rel_err(cublas, exact) + 1e-3  # no worse than dequantise + cuBLAS


@pytest.mark.gpu
@gpu
def test_repack_matmul_replays_in_a_cuda_graph():
    packed, state = quantized(3584, 3584, True, device="cuda")
    repacked = repack_nf4(packed, state)
    x = torch.randn(8, 3584, device="cuda").to(torch.bfloat16)
    eager = nf4_repacked_matmul(x, repacked)
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        nf4_repacked_matmul(x, repacked)
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        captured = nf4_repacked_matmul(x, repacked)
    for seed in range(3):
        x.copy_(torch.randn(8, 3584, generator=torch.Generator().manual_seed(seed)).to(torch.bfloat16))
        graph.replay()
        torch.cuda.synchronize()
        # deterministic split-K: the replay equals an eager call bit for bit
        assert same_bits(captured, nf4_repacked_matmul(x, repacked))
    assert not same_bits(captured, eager)
