"""Decode attention that reads only the cache positions a row attends to.

transformers' SDPA path, at a decode step under ``torch.compile`` with a padding mask, repeats every
key/value head for each query head of its group (``repeat_kv``): for Qwen2.5-7B (28 query heads on
4 key/value heads) that writes and re-reads 7 copies of the whole static cache in every layer, and
it reads the cache's whole allocated length, valid or not. At a batch of 64 that alone took about
half of a decode step on an H100.

``ATTENTION`` is registered with transformers' attention and mask interfaces. Prefill (more than one
query) goes to transformers' own SDPA function. A decode step goes to ``decode_attention``, which
attends over each row's valid positions (left padding and not-yet-written cache slots are skipped, so
the cost follows the valid length, not the allocated one):

- on CUDA: by default a split-K Triton kernel (flash-decoding) that keeps each key/value head's query
  group together and loads the keys and values of valid positions only, and whose last slice to finish
  for a row and head combines the slices (one launch per layer). In bf16/fp16, the kernel can be
  PyTorch's memory-efficient or flash kernel instead, run over the static cache as variable-length
  sequences (static shapes, so CUDA graphs record them): kernels that round as the training forward's
  attention does far more often than the split-K kernel (``bench/lab/decode_attention_numerics.py``,
  bench/results/ROLLOUTS_HISTORY.md);
- elsewhere, and on CUDA with the ``"prefix"`` kernel: transformers' SDPA function called as ``generate``
  calls it at a decode step, over the filled prefix, without a mask when no row is padded: the same call, so the
  same numbers, bit for bit. Its shapes change every step, so on CUDA the engine records one CUDA graph per
  cache fill (``rollouts.fill_graphs``) and tells the op the fill from the host (:func:`set_decode_fill`), so it
  reads nothing back from the GPU.

The kernel is the engine's (``RolloutSettings.decode_kernel``): :func:`register` names one attention per kernel,
and the engine sets its model's ``_attn_implementation`` to that name for its calls.
"""

from __future__ import annotations

import functools
import math

import torch

from trl_grpo_ext.rollouts.settings import DECODE_KERNELS

_BLOCK_N = 64  # keys per inner step of the Triton kernel
# The fill of the cache at the running decode step, as the host knows it: (positions written, whether a row is
# padded); None: read from the mask on the device.
_FILL: tuple[int, bool] | None = None


def register(kernel: str = "triton") -> str:
    """Make an attention that decodes with ``kernel`` a valid ``config._attn_implementation`` (idempotent); returns
    its name."""
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

    if kernel not in DECODE_KERNELS:
        raise ValueError(f"decode kernel must be one of {', '.join(DECODE_KERNELS)}, got {kernel!r}")
    name = f"rollouts_decode_{kernel}"
    AttentionInterface.register(name, functools.partial(attention_forward, kernel=kernel))
    AttentionMaskInterface.register(name, sdpa_mask)
    return name


def attention_forward(module, query, key, value, attention_mask, dropout=0.0, scaling=None, *, kernel="triton",
                      **kwargs):
    """transformers' attention-function signature; returns ``(output [B, q, H, D], None)``."""
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    special = any(kwargs.get(k) is not None for k in ("softcap", "s_aux", "position_bias"))
    if query.shape[2] != 1 or special or dropout:
        return sdpa_attention_forward(module, query, key, value, attention_mask, dropout=dropout, scaling=scaling,
                                      **kwargs)
    batch, _, length, _ = key.shape
    if attention_mask is None:
        valid = torch.ones((batch, length), dtype=torch.bool, device=key.device)
    else:
        row = attention_mask[:, 0, -1, :length]  # the one query's row of the 4-D mask
        valid = row if row.dtype == torch.bool else row == 0  # boolean, or additive (0 where attended)
        valid = valid.expand(batch, valid.shape[-1])
    scale = scaling if scaling is not None else 1.0 / math.sqrt(query.shape[-1])
    if kernel == "prefix":
        out = decode_attention_prefix(query[:, :, 0], key, value, valid, float(scale))
    else:
        out = decode_attention(query[:, :, 0], key, value, valid, float(scale), kernel)
    return out[:, None], None


def set_decode_fill(fill: tuple[int, bool] | None) -> None:
    """Tell the next decode steps the cache's fill as the host knows it: (positions written, the new token's
    included; whether a row is left-padded), what ``decode_attention_prefix`` would otherwise read from
    the GPU. ``None`` (after a decode loop): read it from the mask."""
    global _FILL
    _FILL = fill


@torch.library.custom_op("trl_grpo_ext::decode_attention", mutates_args=())
def decode_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, valid: torch.Tensor,
                     scale: float, backend: str = "triton") -> torch.Tensor:
    """Attention of one query per row: ``q`` [B, Hq, D] over ``k``/``v`` [B, Hkv, L, D] at the positions where
    ``valid`` [B, <=L] is true: one run of consecutive positions per row, at least one (left padding, then the
    filled cache). Query head ``h`` reads key/value head ``h // (Hq // Hkv)``. On CUDA in half precision the decode
    kernel ``backend`` ("triton", "efficient" or "flash") computes it; elsewhere, and in float32, the reference does
    (CPU) or the Triton kernel. (Not named ``kernel``: inductor's fallback for a custom op takes that argument.)"""
    if q.is_cuda and backend in ("flash", "efficient") and _half_kernel_fits(q, k):
        run = _decode_attention_flash if backend == "flash" else _decode_attention_efficient
        return run(q, k, v, valid, scale)
    if q.is_cuda and _triton() is not None:
        return _decode_attention_cuda(q, k, v, valid, scale)
    return decode_attention_reference(q, k, v, valid, scale)


@decode_attention.register_fake
def _(q, k, v, valid, scale, backend="triton"):
    return torch.empty_like(q)


# The tag that keeps inductor's own CUDA graphs from recording the op (older torch has neither it nor `tags=`): a
# recording would replay the fill it saw. The engine records its own graphs per fill instead (rollouts.fill_graphs).
_NOT_IN_INDUCTOR_GRAPHS = ({"tags": (torch._C.Tag.cudagraph_unsafe,)} if hasattr(torch._C.Tag, "cudagraph_unsafe")
                           else {})


@torch.library.custom_op("trl_grpo_ext::decode_attention_prefix", mutates_args=(), **_NOT_IN_INDUCTOR_GRAPHS)
def decode_attention_prefix(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, valid: torch.Tensor,
                            scale: float) -> torch.Tensor:
    """``decode_attention_reference``, as an op a compiled step calls without tracing into it: its keys and values
    are cut to the fill the host set, a length that changes every step."""
    return decode_attention_reference(q, k, v, valid, scale)


@decode_attention_prefix.register_fake
def _(q, k, v, valid, scale):
    return torch.empty_like(q)


class _Heads:
    """What transformers' SDPA function reads from an attention module."""

    def __init__(self, groups: int):
        self.num_key_value_groups = groups
        self.is_causal = True


def decode_attention_reference(q, k, v, valid, scale):
    """transformers' SDPA function called as ``generate`` calls it at a decode step: over the cache's filled prefix,
    under the padding mask only when a row is padded. The fill is the host's (:func:`set_decode_fill`) or, outside
    a decode loop that sets it, read from ``valid`` on the device (so not for CUDA graphs)."""
    from transformers.integrations.sdpa_attention import sdpa_attention_forward

    if _FILL is not None:
        filled, padded = _FILL
        mask = valid[:, None, None, :filled] if padded else None
    else:
        filled = int(valid.shape[1] - valid.flip(-1).int().argmax(-1).min())  # one past the last valid position
        mask = valid[:, None, None, :filled]
        if bool(mask.all()):
            mask = None
    out, _ = sdpa_attention_forward(_Heads(q.shape[1] // k.shape[1]), q[:, :, None], k[:, :, :filled],
                                    v[:, :, :filled], mask, scaling=scale)
    return out.reshape(q.shape)


# ------------------------------------------------------------------------------ PyTorch's kernels, variable length
def _half_kernel_fits(q, k) -> bool:
    """PyTorch's flash and memory-efficient kernels take half-precision inputs with these head sizes, on sm80+."""
    return (q.dtype in (torch.bfloat16, torch.float16) and k.dtype == q.dtype and q.shape[-1] % 8 == 0
            and q.shape[-1] <= 256 and k.is_contiguous()
            and _capability(q.device.index if q.device.index is not None else torch.cuda.current_device()) >= 8)


@functools.cache
def _capability(device: int) -> int:
    return torch.cuda.get_device_capability(device)[0]


def _as_sequences(q, k, v, valid):
    """The static cache as ``B * Hkv`` variable-length sequences of one key/value head each, with static shapes.

    A key/value head's query group becomes its sequence's ``Hq / Hkv`` queries (no causal mask): what the flash
    kernel itself does for a one-token GQA query. Each sequence starts at its row's first valid position and
    holds that row's number of valid positions; both are device tensors, so the call records in a CUDA graph.
    Returns the packed ``q``, ``k``, ``v``, the query and key offsets, the used lengths and ``(group, length)``.
    """
    batch, heads, dim = q.shape
    kv_heads, length = k.shape[1], k.shape[2]
    group = heads // kv_heads
    sequences = batch * kv_heads
    valid = valid.to(torch.int32)
    used = valid.sum(-1, dtype=torch.int32).repeat_interleave(kv_heads)
    first = valid.argmax(-1).to(torch.int32).repeat_interleave(kv_heads)
    index = torch.arange(sequences + 1, dtype=torch.int32, device=q.device)
    starts = index * length + torch.cat([first, first.new_zeros(1)])
    packed = (q.reshape(sequences * group, 1, dim), k.reshape(sequences * length, 1, dim),
              v.reshape(sequences * length, 1, dim))
    return packed, index * group, starts, used, group, length


def _decode_attention_flash(q, k, v, valid, scale):
    """The flash kernel over ``_as_sequences`` (``cu_seqlens_k`` the starts, ``seqused_k`` the lengths)."""
    (qs, ks, vs), cu_q, starts, used, group, length = _as_sequences(q, k, v, valid)
    out = torch.ops.aten._flash_attention_forward(qs, ks, vs, cu_q, starts, group, length, 0.0, False, False,
                                                  scale=scale, seqused_k=used)[0]
    return out.reshape(q.shape)


def _decode_attention_efficient(q, k, v, valid, scale):
    """The memory-efficient kernel over ``_as_sequences`` (``cu_seqlens_k`` the starts, ``seqlen_k`` the lengths)."""
    (qs, ks, vs), cu_q, starts, used, group, length = _as_sequences(q, k, v, valid)
    out = torch.ops.aten._efficient_attention_forward(qs[None], ks[None], vs[None], None, cu_q, starts, group, length,
                                                      0.0, 0, scale=scale, seqlen_k=used)[0]
    return out.reshape(q.shape)


# ------------------------------------------------------------------------------------------ CUDA kernel
_KERNELS = None


def _triton():
    try:
        import triton  # noqa: F401
    except ImportError:
        return None
    global _KERNELS
    if _KERNELS is None:
        _KERNELS = _build_kernels()
    return _KERNELS


def _build_kernels():
    import triton
    import triton.language as tl

    @triton.jit
    def split_kernel(
        Q, K, V, VALID, O_PART, M_PART, L_PART, OUT, DONE,
        stride_qb, stride_qh, stride_kb, stride_kh, stride_kn, stride_vb, stride_vh, stride_vn, stride_valid,
        length, scale, n_splits,
        KV_HEADS: tl.constexpr, GROUP: tl.constexpr, BLOCK_G: tl.constexpr, DIM: tl.constexpr,
        BLOCK_D: tl.constexpr, SPLIT: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_S: tl.constexpr,
        IEEE: tl.constexpr,
    ):
        # One program: one row, one key/value head with its whole query group, one slice of the cache.
        bh = tl.program_id(0)
        split = tl.program_id(1)
        b = bh // KV_HEADS
        h = bh % KV_HEADS
        g = tl.arange(0, BLOCK_G)
        d = tl.arange(0, BLOCK_D)
        g_ok = g < GROUP
        d_ok = d < DIM
        q = tl.load(Q + b * stride_qb + (h * GROUP + g)[:, None] * stride_qh + d[None, :],
                    mask=g_ok[:, None] & d_ok[None, :], other=0.0)
        m_i = tl.full([BLOCK_G], float("-inf"), tl.float32)
        l_i = tl.zeros([BLOCK_G], tl.float32)
        acc = tl.zeros([BLOCK_G, BLOCK_D], tl.float32)
        k_base = K + b * stride_kb + h * stride_kh
        v_base = V + b * stride_vb + h * stride_vh
        for start in range(0, SPLIT, BLOCK_N):
            n = split * SPLIT + start + tl.arange(0, BLOCK_N)
            ok = tl.load(VALID + b * stride_valid + n, mask=n < length, other=0) != 0
            # Masked loads issue no memory traffic: invalid positions cost nothing but this block's bookkeeping.
            kv_mask = ok[:, None] & d_ok[None, :]
            k = tl.load(k_base + n[:, None] * stride_kn + d[None, :], mask=kv_mask, other=0.0)
            if IEEE:  # float32 models: no tf32 rounding
                qk = tl.dot(q, tl.trans(k), input_precision="ieee") * scale
            else:
                qk = tl.dot(q, tl.trans(k)) * scale
            qk = tl.where(ok[None, :], qk, float("-inf"))
            m_new = tl.maximum(m_i, tl.max(qk, 1))
            m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)
            alpha = tl.exp(m_i - m_safe)
            p = tl.exp(qk - m_safe[:, None])
            l_i = l_i * alpha + tl.sum(p, 1)
            v = tl.load(v_base + n[:, None] * stride_vn + d[None, :], mask=kv_mask, other=0.0)
            if IEEE:
                acc = acc * alpha[:, None] + tl.dot(p, v, input_precision="ieee")
            else:
                acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v)
            m_i = m_new
        head = b * KV_HEADS * GROUP + h * GROUP + g  # the output rows (batch row, query head) of this program
        out_mask = g_ok[:, None] & d_ok[None, :]
        if n_splits == 1:
            tl.store(OUT + head[:, None] * DIM + d[None, :], (acc / l_i[:, None]).to(OUT.dtype.element_ty),
                     mask=out_mask)
        else:
            part = head * n_splits + split
            tl.store(O_PART + part[:, None] * BLOCK_D + d[None, :], acc, mask=g_ok[:, None])
            tl.store(M_PART + part, m_i, mask=g_ok)
            tl.store(L_PART + part, l_i, mask=g_ok)
            # The last slice of this row and head to finish combines all of them: no second kernel. The barrier
            # and the counter's acquire-release order every slice's stores before the combining program's loads.
            tl.debug_barrier()
            finished = tl.atomic_add(DONE + bh, 1)
            if finished == n_splits - 1:
                s = tl.arange(0, BLOCK_S)
                parts = head[:, None] * n_splits + s[None, :]
                s_mask = g_ok[:, None] & (s < n_splits)[None, :]
                m = tl.load(M_PART + parts, mask=s_mask, other=float("-inf"), cache_modifier=".cg")
                l = tl.load(L_PART + parts, mask=s_mask, other=0.0, cache_modifier=".cg")
                m_max = tl.max(m, 1)
                m_max = tl.where(m_max == float("-inf"), 0.0, m_max)
                w = tl.where(m == float("-inf"), 0.0, tl.exp(m - m_max[:, None]))
                total = tl.zeros([BLOCK_G, BLOCK_D], tl.float32)
                for j in tl.static_range(BLOCK_S):
                    j_ok = g_ok & (j < n_splits)
                    m_j = tl.load(M_PART + head * n_splits + j, mask=j_ok, other=float("-inf"), cache_modifier=".cg")
                    w_j = tl.where(m_j == float("-inf"), 0.0, tl.exp(m_j - m_max))
                    o_j = tl.load(O_PART + (head * n_splits + j)[:, None] * BLOCK_D + d[None, :], mask=j_ok[:, None],
                                  other=0.0, cache_modifier=".cg")
                    total += w_j[:, None] * o_j
                out = total / tl.sum(w * l, 1)[:, None]
                tl.store(OUT + head[:, None] * DIM + d[None, :], out.to(OUT.dtype.element_ty), mask=out_mask)

    return split_kernel


@functools.cache
def _multiprocessors(device: int) -> int:
    return torch.cuda.get_device_properties(device).multi_processor_count


def _split_size(batch: int, kv_heads: int, length: int) -> int:
    """Cache positions per program: enough programs to fill the GPU several times over at full length."""
    sms = _multiprocessors(torch.cuda.current_device())
    per_program = batch * kv_heads * length / (8 * sms)
    split = _BLOCK_N
    while split < per_program and split < 1024:
        split *= 2
    return split


def _decode_attention_cuda(q, k, v, valid, scale):
    import triton

    split_kernel = _triton()
    batch, heads, dim = q.shape
    kv_heads = k.shape[1]
    length = valid.shape[1]
    group = heads // kv_heads
    q = q.contiguous()
    if k.stride(-1) != 1 or v.stride(-1) != 1:
        k, v = k.contiguous(), v.contiguous()
    # A boolean mask is read as its bytes (a view, not a converted copy in every layer).
    valid = valid.view(torch.uint8) if valid.dtype == torch.bool else valid.to(torch.uint8)
    if valid.stride(-1) != 1:
        valid = valid.contiguous()
    split = _split_size(batch, kv_heads, length)
    n_splits = triton.cdiv(length, split)
    block_d = triton.next_power_of_2(dim)
    parts = batch * heads * n_splits if n_splits > 1 else 1
    o_part = torch.empty((parts, block_d), dtype=torch.float32, device=q.device)
    m_part = torch.empty((parts,), dtype=torch.float32, device=q.device)
    l_part = torch.empty_like(m_part)
    done = torch.zeros((batch * kv_heads if n_splits > 1 else 1,), dtype=torch.int32, device=q.device)
    out = torch.empty((batch, heads, dim), dtype=q.dtype, device=q.device)
    split_kernel[(batch * kv_heads, n_splits)](
        q, k, v, valid, o_part, m_part, l_part, out, done,
        q.stride(0), q.stride(1), k.stride(0), k.stride(1), k.stride(2), v.stride(0), v.stride(1), v.stride(2),
        valid.stride(0), length, scale, n_splits,
        KV_HEADS=kv_heads, GROUP=group, BLOCK_G=max(16, triton.next_power_of_2(group)), DIM=dim, BLOCK_D=block_d,
        SPLIT=split, BLOCK_N=_BLOCK_N, BLOCK_S=max(2, triton.next_power_of_2(n_splits)), IEEE=q.dtype == torch.float32,
        num_warps=4, num_stages=2,
    )
    return out
