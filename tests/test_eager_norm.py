"""The inductor pass that leaves RMSNorm's variance to ATen's reduction (``trl_grpo_ext.rollouts.eager_norm``)."""

from __future__ import annotations

import pytest
import torch
from transformers.models.llama.modeling_llama import LlamaRMSNorm

from trl_grpo_ext.rollouts import aten_mean, eager_norm
from trl_grpo_ext.rollouts.eager_norm import EAGER_MEAN_PASS, swap_norm_means


def _traced(fn, *inputs) -> torch.fx.Graph:
    """The aten graph inductor's post-grad passes see (functionalised, decomposed as for inference)."""
    from torch._inductor.decomposition import select_decomp_table

    return torch.fx.experimental.proxy_tensor.make_fx(fn, decomposition_table=select_decomp_table())(*inputs).graph


def _norm(width=64, dtype=torch.bfloat16) -> LlamaRMSNorm:
    torch.manual_seed(0)
    norm = LlamaRMSNorm(width).to(dtype)
    norm.weight.data = torch.randn(width, dtype=dtype)
    return norm


CASES = [  # (what, function of x, how many means are swapped)
    ("one norm", lambda n, x: n(x), 1),
    ("two norms around a residual add", lambda n, x: n(n(x) + x), 2),
    ("a mean over another dimension", lambda n, x: x.float().pow(2).mean(0, keepdim=True), 0),
    ("a mean of the values, not their squares", lambda n, x: x.float().mean(-1, keepdim=True), 0),
    ("a square written as h * h", lambda n, x: (lambda h: (h * h).mean(-1))(x.float()), 1),
    ("a product of two casts", lambda n, x: (x.float() * x.float()).mean(-1), 0),  # two nodes: not known equal
    ("a mean in half precision", lambda n, x: x.pow(2).mean(-1), 0),
]


@pytest.mark.parametrize("what,fn,swapped", CASES, ids=[c[0] for c in CASES])
def test_swaps_exactly_the_float32_mean_of_squares_over_the_last_dim(what, fn, swapped):
    norm, x = _norm(), torch.randn(4, 1, 64, dtype=torch.bfloat16)
    with torch.no_grad():
        graph = _traced(lambda x: fn(norm, x), x)
    assert swap_norm_means(graph) == swapped
    targets = [n.target for n in graph.nodes]
    assert targets.count(torch.ops.trl_grpo_ext.eager_mean.default) == swapped


def test_compiled_norm_with_the_pass_equals_eager():
    norm = _norm(576)
    x, y = (torch.randn(8, 1, 576, dtype=torch.bfloat16) * s for s in (3, 1))
    swapped = []
    original = eager_norm.swap_norm_means

    def counted(graph):
        swapped.append(original(graph))
        return swapped[-1]

    # Compiled afresh: a graph from inductor's caches (an earlier test, an earlier run) would skip the pass.
    with torch.no_grad(), pytest.MonkeyPatch.context() as patch, torch._inductor.config.patch(
            fx_graph_cache=False), torch._functorch.config.patch(enable_autograd_cache=False):
        patch.setattr(eager_norm, "swap_norm_means", counted)
        torch._dynamo.reset()
        compiled = torch.compile(lambda a, b: norm(norm(a + b) + a),
                                 options={"post_grad_custom_pre_pass": EAGER_MEAN_PASS, "emulate_precision_casts": True})
        out = compiled(x, y)
    assert swapped == [2]
    assert torch.equal(out, norm(norm(x + y) + x))


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_compiled_norm_with_the_pass_equals_eager_on_gpu():
    norm = _norm(576).cuda()
    with torch.no_grad():
        x = torch.randn(64, 1, 576, dtype=torch.bfloat16, device="cuda") * 3
        torch._dynamo.reset()
        compiled = torch.compile(lambda a: norm(a),
                                 options={"post_grad_custom_pre_pass": EAGER_MEAN_PASS, "emulate_precision_casts": True})
        assert torch.equal(compiled(x), norm(x))


# (rows, row length, threads per row as ATen's set_block_dimension gives them; None: ATen splits the row further)
WIDTHS = [
    (1, 3584, 512), (2, 4096, 256), (4, 2048, 128), (8, 3584, 64), (16, 576, 32), (64, 3584, 32),
    (1, 576, 128), (8, 576, 64), (256, 896, 32), (8, 8192, None), (64, 8192, None),
]


@pytest.mark.parametrize("rows,n,width", WIDTHS)
def test_rows_get_the_threads_aten_gives_them(rows, n, width):
    assert aten_mean.block_width(rows, n) == width


def test_the_kernel_is_left_out_where_it_is_not_atens_order():
    x = torch.rand(8, 3584)
    assert not aten_mean.supported(x, [-1])  # on the CPU: ATen's own kernel
    if torch.cuda.is_available():
        cuda = x.cuda()
        assert aten_mean.supported(cuda, [-1])
        assert not aten_mean.supported(cuda[:, 1:], [-1])  # not contiguous
        assert not aten_mean.supported(cuda.flatten()[1 : 1 + 7 * 3584].view(7, 3584), [-1])  # rows not aligned
        assert not aten_mean.supported(cuda.flatten()[: 8 * 130].view(8, 130), [-1])  # not float4 vectors
        assert not aten_mean.supported(cuda[:0], [-1])  # empty
        assert not aten_mean.supported(cuda.double(), [-1])
        assert not aten_mean.supported(cuda, [0])


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("rows,n", [(r, n) for r, n, w in WIDTHS if w] + [(3, 576), (24, 3584), (1, 132), (128, 5120)])
@pytest.mark.parametrize("values", ["squares of bf16", "signed"])
def test_kernel_returns_torch_means_bits(rows, n, values):
    for seed in range(4):
        gen = torch.Generator(device="cuda").manual_seed(seed)
        x = torch.randn(rows, 1, n, device="cuda", generator=gen) * (10.0 ** (seed - 1))
        x = x.bfloat16().float().pow(2) if values == "squares of bf16" else x
        assert aten_mean.supported(x, [-1])
        for keepdim in (True, False):
            assert torch.equal(aten_mean.mean_last_dim(x, keepdim), torch.mean(x, -1, keepdim))
