"""The inductor pass that leaves RMSNorm's variance to ATen's reduction (``trl_grpo_ext.rollouts.eager_norm``)."""

from __future__ import annotations

import pytest
import torch
from transformers.models.llama.modeling_llama import LlamaRMSNorm

from trl_grpo_ext.rollouts import eager_norm
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
