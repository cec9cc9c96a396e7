"""An NF4 matmul for decode (1-64 rows) on a repacked copy of a frozen bitsandbytes NF4 weight.

bitsandbytes' ``matmul_4bit`` dequantises the whole weight to bf16 in memory and reads it back: at decode that
moves about 4.5 bytes per weight instead of the half byte the packed weight holds. This kernel reads the packed
codes once and dequantises each tile in registers, right before the tensor-core product.

What the repack does (once: the base is frozen):

- the packed codes are kept as they are, viewed as int32 words (eight codes a load, in bitsandbytes' order: the
  high nibble of each byte is the earlier weight), so the repacked weight shares the packed one's storage;
- the block scales, double-quantised by bitsandbytes (an 8-bit code per block of 64 weights, decoded through a
  second code book and a float32 scale per 256 blocks, plus an offset), are decoded once to one float32 per block,
  in the order the kernel reads them. This is the step that every bitsandbytes call repeats.

Each weight comes out as ``bf16(code[q] * absmax)`` with the float32 product rounded to nearest even, as
bitsandbytes' ``dequantize_4bit`` computes it, so the weights are bit-identical and only the order of the bf16
products' float32 sum differs from dequantise-then-cuBLAS.

On a GPU the code book is looked up with byte permutes (PTX ``prmt``) of a per-block table of the 16 bf16 weights
the block can hold: 16 products a block instead of 64, and no memory access per weight. Triton's interpreter cannot
run PTX, so there the kernel takes its other look-up, a gather of the code book per weight; the `gpu` tests check
both against bitsandbytes bit for bit.

The product takes K in another order (``_pairs_step``), so that the looked-up weights go to the tensor cores from
the registers the look-up wrote; the input's columns follow that order, loaded whole and reordered in registers up to
``NARROW_ROWS`` rows, above them handed over in that order (``TileConfig.x_order``): the caller reorders x outside
the operator, so that a compiled decode step writes x in that order from the kernel that made it. The tile in K order
(``pairs=False``) stays for weights whose K is not a multiple of 256. One
launch takes one to three weights that read the same input (q, k, v; gate, up) with their biases and LoRA adapters
(``nf4_grouped_matmul``): the adapters' ``x @ A.T`` by the launch's first programs, ``B`` after the sum.

Only torch is imported here; Triton is imported when a kernel first runs, so this module imports on machines
without it. The CPU tests run the kernels under Triton's interpreter (``TRITON_INTERPRET=1``).
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass

import torch

BLOCKSIZE = 64  # the only NF4 block size the kernel reads: one scale per 8 int32 words
MAX_KERNEL_ROWS = 64  # decode rows; more (a prefill) dequantise and call cuBLAS, as bitsandbytes does
# Up to this many rows the paired step loads the step's 256 columns of x whole and reorders them in registers; above,
# x comes in the paired order, so each product's columns are contiguous. The 7B adapted linears of a step on an H100
# (bench/lab/nf4_x_order_step.py), ms at 8 / 32 / 64 rows: reordered in registers 3.89 / 4.94 / 6.88, x handed over
# in order 4.15 / 4.33 / 5.92 (4.39 / 4.65 / 6.34 with a copy per launch), a strided load per product 4.19 / 5.42 /
# 10.04, the tile in K order 4.96 / 5.80 / 6.54.
NARROW_ROWS = 16
# Programs of an adapter's first product (``x @ A.T``, about 0.1 MB of A), each looping over a share of K. As a launch
# of its own before the product this took 5.2 us on average over a 7B step (112 launches at 8 rows: 0.58 ms); now
# they are the product launch's first programs: 7B adapted linears of a step at 8 rows 4.16 ms, 3.94 without adapters.
# Summing x @ A.T beside the base product in every feature tile instead read A once per tile from L2: 5.50 ms
# (bench/lab/nf4_fused_lora_step.py, H100).
LORA_PROGRAMS = 8


@dataclass(frozen=True)
class TileConfig:
    """One launch shape: features per program, K per step, split-K slices, warps, pipeline stages, look-up."""

    block_n: int = 64
    block_k: int = 256
    split_k: int = 1
    num_warps: int = 4
    num_stages: int = 2
    prmt: bool = True  # the code book as byte permutes of per-block tables; False: a gather per weight
    pairs: bool = False  # K 256 a step, fed to the tensor cores from the look-up's registers (``_pairs_step``)
    # how a paired step gets the columns of x its four products take: "split" (one contiguous load, reordered in
    # registers), "permuted" (x handed over in the paired order), "gather" (a strided load per product)
    x_order: str = "split"


@dataclass
class RepackedNF4:
    """A frozen NF4 weight ``[out_features, in_features]`` laid out for ``nf4_repacked_matmul``.

    ``words``: int32 ``[N, K // 8]``, the packed codes (same storage as bitsandbytes' packed weight);
    ``scales``: float32 ``[N, K // 64]``, the decoded absmax of each block; ``code``: the 16 NF4 values, float32;
    ``tickets``: int32 counters, zero between calls (the program that ends a use resets each): the split-K
    reductions', one per 16 features (the smallest tile), then the launch's program order and, per adapter, its
    first product's reduction, its result's readiness and its readers (``tickets_for``);
    ``tiles`` / ``wide_tiles``: the launch shapes for up to ``NARROW_ROWS`` rows and for more, chosen once at repack
    time so that a compiled decode step reads no device properties.
    """

    words: torch.Tensor
    scales: torch.Tensor
    code: torch.Tensor
    tickets: torch.Tensor
    tiles: TileConfig
    wide_tiles: TileConfig

    @property
    def shape(self) -> tuple[int, int]:
        return self.words.shape[0], self.words.shape[1] * 8

    @property
    def nbytes(self) -> int:
        """Bytes a product reads from the weight: the codes plus the decoded scales."""
        return self.words.numel() * 4 + self.scales.numel() * 4


def _decoded_absmax(quant_state) -> torch.Tensor:
    """One float32 scale per block, computed as bitsandbytes' ``dequantize_4bit`` does on every call.

    Nested: ``code2[absmax_u8] * absmax2`` per block of the second quantisation, rounded to float32, then ``+
    offset`` as a separate float32 add (bitsandbytes adds it in place after ``dequantize_blockwise``).
    """
    absmax = quant_state.absmax
    if not getattr(quant_state, "nested", False):
        if absmax.dtype != torch.float32:
            raise ValueError(f"NF4 repack: non-nested absmax must be float32, got {absmax.dtype}")
        return absmax.reshape(-1).clone()
    state2 = quant_state.state2
    if absmax.dtype != torch.uint8:
        raise ValueError(f"NF4 repack: nested absmax must be uint8 codes, got {absmax.dtype}")
    n = absmax.numel()
    code2 = state2.code.to(device=absmax.device, dtype=torch.float32)
    blocks2 = -(-n // state2.blocksize)
    values = code2[absmax.reshape(-1).long()]
    padded = torch.zeros(blocks2 * state2.blocksize, dtype=torch.float32, device=absmax.device)
    padded[:n] = values
    scaled = (padded.view(blocks2, state2.blocksize) * state2.absmax.float().view(-1, 1)).reshape(-1)[:n]
    return scaled + quant_state.offset.float().to(absmax.device)


def repack_nf4(weight_packed: torch.Tensor, quant_state) -> RepackedNF4:
    """Lay out a bitsandbytes NF4 weight for the kernel; the codes keep ``weight_packed``'s storage.

    The only new memory is the float32 scales, 4 bytes per 64 weights (under QLoRA the training forward keeps
    using the packed weight and its 8-bit scales, so those stay).
    """
    quant_type = getattr(quant_state, "quant_type", None)
    if quant_type != "nf4":
        raise ValueError(f"NF4 repack: quant_type must be 'nf4', got {quant_type!r}")
    if quant_state.blocksize != BLOCKSIZE:
        raise ValueError(f"NF4 repack: blocksize must be {BLOCKSIZE}, got {quant_state.blocksize}")
    if quant_state.dtype != torch.bfloat16:
        raise ValueError(f"NF4 repack: the weight's dtype must be bfloat16, got {quant_state.dtype}")
    shape = tuple(quant_state.shape)
    if len(shape) != 2:
        raise ValueError(f"NF4 repack: expected a 2-D weight [out_features, in_features], got shape {shape}")
    n_out, n_in = shape
    if n_in % BLOCKSIZE:
        raise ValueError(f"NF4 repack: in_features ({n_in}) must be a multiple of the block size {BLOCKSIZE}")
    if weight_packed.dtype != torch.uint8 or weight_packed.numel() * 2 != n_out * n_in:
        raise ValueError(
            f"NF4 repack: packed weight must be uint8 with {n_out * n_in // 2} bytes, got {weight_packed.dtype} "
            f"with {weight_packed.numel()}")
    absmax = _decoded_absmax(quant_state)
    if absmax.numel() != n_out * n_in // BLOCKSIZE:
        raise ValueError(f"NF4 repack: expected {n_out * n_in // BLOCKSIZE} block scales, got {absmax.numel()}")
    device = weight_packed.device
    return RepackedNF4(
        words=weight_packed.contiguous().reshape(-1).view(torch.int32).view(n_out, n_in // 8),
        scales=absmax.to(device).view(n_out, n_in // BLOCKSIZE).contiguous(),
        code=quant_state.code.to(device=device, dtype=torch.float32).contiguous(),
        tickets=tickets_for([n_out]).to(device),
        tiles=default_config(n_out, n_in, device),
        wide_tiles=default_config(n_out, n_in, device, x_order="permuted"),
    )


# One int32 word of eight codes -> eight bf16 weights from the block's 16-entry table, held as byte planes: $9-$12
# the low bytes of entries 0-3, 4-7, 8-11, 12-15, $13-$16 the high bytes. A nibble's low three bits pick a byte
# from a pair of planes (entries 0-7 or 8-15); its bit 3 then picks between the two pairs; a last permute puts each
# weight's two bytes together, two weights per register in K order (nibble 0 of a byte is the later weight).
_PRMT_LOOKUP = """{
.reg .b32 s, c, t, a, b, lo, hi, p, q;
and.b32 s, $8, 0x7777;
shr.b32 t, $8, 1;
and.b32 t, t, 0x4444;
or.b32 c, t, 0x3210;
prmt.b32 a, $9, $10, s;
prmt.b32 b, $11, $12, s;
prmt.b32 lo, a, b, c;
prmt.b32 a, $13, $14, s;
prmt.b32 b, $15, $16, s;
prmt.b32 hi, a, b, c;
prmt.b32 p, lo, hi, 0x4051;
prmt.b32 q, lo, hi, 0x6273;
mov.b32 {$0, $1}, p;
mov.b32 {$2, $3}, q;
shr.b32 t, $8, 16;
and.b32 s, t, 0x7777;
shr.b32 t, t, 1;
and.b32 t, t, 0x4444;
or.b32 c, t, 0x3210;
prmt.b32 a, $9, $10, s;
prmt.b32 b, $11, $12, s;
prmt.b32 lo, a, b, c;
prmt.b32 a, $13, $14, s;
prmt.b32 b, $15, $16, s;
prmt.b32 hi, a, b, c;
prmt.b32 p, lo, hi, 0x4051;
prmt.b32 q, lo, hi, 0x6273;
mov.b32 {$4, $5}, p;
mov.b32 {$6, $7}, q;
}"""


@functools.lru_cache(maxsize=None)
def _kernels(interpreted: bool):
    # keyed by the interpreter flag: triton.jit reads TRITON_INTERPRET when it wraps a kernel
    import triton
    import triton.language as tl

    @triton.jit
    def _dequant_tile(words_ptr, scales_ptr, code_ptr, rows, k0, K, BN: tl.constexpr, BK: tl.constexpr,
                      PRMT: tl.constexpr, INTERPRETED: tl.constexpr):
        """bf16 ``[BN, BK]`` of the weight rows ``rows`` from column ``k0``, each ``bf16(code[q] * absmax)``."""
        NB: tl.constexpr = BK // 64
        blk = tl.arange(0, NB)
        word = tl.arange(0, 8)
        words = tl.load(words_ptr + rows[:, None, None] * (K // 8)
                        + (k0 // 8 + blk[None, :, None] * 8 + word[None, None, :]))
        scale = tl.load(scales_ptr + rows[:, None] * (K // 64) + (k0 // 64 + blk[None, :]))
        if PRMT and not INTERPRETED:
            w = _dequant_prmt(words, scale, code_ptr, BN, NB)
        else:
            w = _dequant_gather(words, scale, code_ptr, BN, NB, INTERPRETED)
        return tl.reshape(w, (BN, BK))

    @triton.jit
    def _dequant_gather(words, scale, code_ptr, BN: tl.constexpr, NB: tl.constexpr, INTERPRETED: tl.constexpr):
        """Per weight: the nibble, the code book through a gather, the float32 product, its bf16 rounding."""
        # byte j//2 of a little-endian word; its high nibble holds the earlier weight
        j = tl.arange(0, 8)
        shift = (j // 2) * 8 + (1 - j % 2) * 4
        q = (words[:, :, :, None] >> shift[None, None, None, :]) & 0xF
        code = tl.load(code_ptr + tl.arange(0, 16))
        value = tl.reshape(tl.gather(code, tl.reshape(q, (BN * NB * 64,)), 0), (BN, NB, 8, 8))
        return _round_bf16(value * scale[:, :, None, None], INTERPRETED)

    @triton.jit
    def _entry(code_ptr, j: tl.constexpr, scale):
        return (tl.load(code_ptr + j) * scale).to(tl.bfloat16).to(tl.int16, bitcast=True)

    @triton.jit
    def _planes(code_ptr, j: tl.constexpr, scale):
        """Low and high bytes of a block's bf16 table entries j..j+3, one register each."""
        return tl.inline_asm_elementwise(
            "{ .reg .b32 a, b; mov.b32 a, {$2, $3}; mov.b32 b, {$4, $5};"
            " prmt.b32 $0, a, b, 0x6420; prmt.b32 $1, a, b, 0x7531; }",
            "=r,=r,h,h,h,h",
            [_entry(code_ptr, j, scale), _entry(code_ptr, j + 1, scale), _entry(code_ptr, j + 2, scale),
             _entry(code_ptr, j + 3, scale)],
            dtype=(tl.int32, tl.int32), is_pure=True, pack=1)

    @triton.jit
    def _lookup_prmt(words, scale, code_ptr, BN: tl.constexpr, NB: tl.constexpr):
        """Per block: its 16 bf16 weights ``bf16(code[i] * absmax)`` (16 products, not 64), split into byte planes.
        Per word: eight table look-ups with byte permutes (``prmt``), four weights at a time. Returns the word's
        weights 0-7 as bf16 bits, each ``[BN, NB, 8]``."""
        lo0, hi0 = _planes(code_ptr, 0, scale)
        lo1, hi1 = _planes(code_ptr, 4, scale)
        lo2, hi2 = _planes(code_ptr, 8, scale)
        lo3, hi3 = _planes(code_ptr, 12, scale)
        e0, e1, e2, e3, e4, e5, e6, e7 = tl.inline_asm_elementwise(
            _PRMT_ASM, "=h,=h,=h,=h,=h,=h,=h,=h,r,r,r,r,r,r,r,r,r",
            [words, tl.broadcast_to(lo0[:, :, None], (BN, NB, 8)), tl.broadcast_to(lo1[:, :, None], (BN, NB, 8)),
             tl.broadcast_to(lo2[:, :, None], (BN, NB, 8)), tl.broadcast_to(lo3[:, :, None], (BN, NB, 8)),
             tl.broadcast_to(hi0[:, :, None], (BN, NB, 8)), tl.broadcast_to(hi1[:, :, None], (BN, NB, 8)),
             tl.broadcast_to(hi2[:, :, None], (BN, NB, 8)), tl.broadcast_to(hi3[:, :, None], (BN, NB, 8))],
            dtype=(tl.int16,) * 8, is_pure=True, pack=1)
        return e0, e1, e2, e3, e4, e5, e6, e7

    @triton.jit
    def _lookup_gather(words, scale, code_ptr, j: tl.constexpr, INTERPRETED: tl.constexpr):
        """Weight ``j`` of each word as bf16 bits, through a load of the code book per weight."""
        q = (words >> ((j // 2) * 8 + (1 - j % 2) * 4)) & 0xF
        value = tl.load(code_ptr + q) * scale[:, :, None]
        return _round_bf16(value, INTERPRETED).to(tl.int16, bitcast=True)

    @triton.jit
    def _dequant_prmt(words, scale, code_ptr, BN: tl.constexpr, NB: tl.constexpr):
        e0, e1, e2, e3, e4, e5, e6, e7 = _lookup_prmt(words, scale, code_ptr, BN, NB)
        # weight 4*b2 + 2*b1 + b0 of a word at [..., b2, b1, b0]
        even = tl.join(tl.join(e0, e4), tl.join(e2, e6))
        odd = tl.join(tl.join(e1, e5), tl.join(e3, e7))
        return tl.join(even, odd).to(tl.bfloat16, bitcast=True)

    @triton.jit
    def _pair(e_first, e_second, BN: tl.constexpr):
        """Weights 2i and 2i+1 of every word of a ``[BN, 4 blocks, 8 words]`` tile side by side, as ``[BN, 64]`` in
        the K order the tensor cores' register operand wants: column ``16 * (word // 2) + 8 * (word % 2) + 2 * block
        + (0 for weight 2i, 1 for 2i+1)``. A thread's share of that operand is then all eight words of one block of
        each of its rows (one table per row), and each pair is the 32-bit register the look-up wrote: no data
        moves between the look-up and the product."""
        pair = tl.reshape(tl.join(e_first, e_second), (BN, 4, 4, 2, 2))  # [n, block, word // 2, word % 2, which]
        return tl.reshape(tl.permute(pair, (0, 2, 3, 1, 4)), (BN, 64)).to(tl.bfloat16, bitcast=True)

    @triton.jit
    def _pairs_step(words_ptr, scales_ptr, code_ptr, x_ptr, rows, k0, K, M, stride_xm, offs_m, acc,
                    BN: tl.constexpr, BK: tl.constexpr, BM: tl.constexpr, PRMT: tl.constexpr, X_ORDER: tl.constexpr,
                    INTERPRETED: tl.constexpr):
        """``acc += W[:, k0:k0+256] @ x[:, k0:k0+256].T`` as four products over K taken in another order: product
        i reads weights 2i and 2i+1 of every word (``_pair``), and the matching columns of ``x``. The weight tile
        never exists in K order, so it goes to the tensor cores straight from the look-up's registers."""
        tl.static_assert(BK == 256, "the paired K order takes four NF4 blocks per step")
        NB: tl.constexpr = 4
        blk = tl.arange(0, NB)
        word = tl.arange(0, 8)
        words = tl.load(words_ptr + rows[:, None, None] * (K // 8)
                        + (k0 // 8 + blk[None, :, None] * 8 + word[None, None, :]))
        scale = tl.load(scales_ptr + rows[:, None] * (K // 64) + (k0 // 64 + blk[None, :]))
        if PRMT and not INTERPRETED:
            e0, e1, e2, e3, e4, e5, e6, e7 = _lookup_prmt(words, scale, code_ptr, BN, NB)
        else:
            e0 = _lookup_gather(words, scale, code_ptr, 0, INTERPRETED)
            e1 = _lookup_gather(words, scale, code_ptr, 1, INTERPRETED)
            e2 = _lookup_gather(words, scale, code_ptr, 2, INTERPRETED)
            e3 = _lookup_gather(words, scale, code_ptr, 3, INTERPRETED)
            e4 = _lookup_gather(words, scale, code_ptr, 4, INTERPRETED)
            e5 = _lookup_gather(words, scale, code_ptr, 5, INTERPRETED)
            e6 = _lookup_gather(words, scale, code_ptr, 6, INTERPRETED)
            e7 = _lookup_gather(words, scale, code_ptr, 7, INTERPRETED)
        kk = tl.arange(0, 64)
        x_rows = x_ptr + offs_m[None, :] * stride_xm
        x_mask = offs_m[None, :] < M
        if X_ORDER == 2:  # x already in the paired order: product i's columns are k0 + 64 i + kk
            x0 = tl.load(x_rows + (k0 + kk)[:, None], mask=x_mask, other=0.0)
            x1 = tl.load(x_rows + (k0 + 64 + kk)[:, None], mask=x_mask, other=0.0)
            x2 = tl.load(x_rows + (k0 + 128 + kk)[:, None], mask=x_mask, other=0.0)
            x3 = tl.load(x_rows + (k0 + 192 + kk)[:, None], mask=x_mask, other=0.0)
        elif X_ORDER == 1:  # one contiguous load of the step's 256 columns, reordered in registers
            xt = tl.load(x_rows + (k0 + tl.arange(0, 256))[:, None], mask=x_mask, other=0.0)
            xt = tl.reshape(xt, (4, 8, 2, 2, 2, BM))  # [block, word, i // 2, i % 2, which, m]
            xt = tl.permute(xt, (1, 0, 4, 5, 2, 3))  # [word, block, which, m, i // 2, i % 2]
            xt = tl.reshape(xt, (64, BM, 2, 2))
            xa, xb = tl.split(xt)  # i % 2 = 0, 1
            x0, x2 = tl.split(xa)
            x1, x3 = tl.split(xb)
        else:
            # the column of weight 0 (even kk) or 1 (odd kk) of word kk // 8 of block (kk // 2) % 4, as _pair
            # orders it
            k_of = k0 + ((kk // 2) % 4) * 64 + (kk // 8) * 8 + kk % 2
            x0 = tl.load(x_rows + k_of[:, None], mask=x_mask, other=0.0)
            x1 = tl.load(x_rows + (k_of + 2)[:, None], mask=x_mask, other=0.0)
            x2 = tl.load(x_rows + (k_of + 4)[:, None], mask=x_mask, other=0.0)
            x3 = tl.load(x_rows + (k_of + 6)[:, None], mask=x_mask, other=0.0)
        acc = _dot(_pair(e0, e1, BN), x0, acc, INTERPRETED)
        acc = _dot(_pair(e2, e3, BN), x1, acc, INTERPRETED)
        acc = _dot(_pair(e4, e5, BN), x2, acc, INTERPRETED)
        acc = _dot(_pair(e6, e7, BN), x3, acc, INTERPRETED)
        return acc

    @triton.jit
    def dequant_kernel(words_ptr, scales_ptr, code_ptr, out_ptr, N, K, BN: tl.constexpr, BK: tl.constexpr,
                       PRMT: tl.constexpr, INTERPRETED: tl.constexpr):
        offs_n = tl.program_id(0) * BN + tl.arange(0, BN)
        k0 = tl.program_id(1) * BK
        rows = tl.minimum(offs_n, N - 1)
        w = _dequant_tile(words_ptr, scales_ptr, code_ptr, rows, k0, K, BN, BK, PRMT, INTERPRETED)
        offs_k = k0 + tl.arange(0, BK)
        tl.store(out_ptr + offs_n[:, None] * K + offs_k[None, :], w, mask=offs_n[:, None] < N)

    @triton.jit
    def _round_bf16(value, INTERPRETED: tl.constexpr):
        """float32 -> bf16, round to nearest even (the interpreter truncates the cast: round on the bits there)."""
        if INTERPRETED:
            bits = value.to(tl.uint32, bitcast=True)
            bits = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
            return bits.to(tl.uint16).to(tl.bfloat16, bitcast=True)
        return value.to(tl.bfloat16)

    @triton.jit
    def _dot(a, b, acc, INTERPRETED: tl.constexpr):
        if INTERPRETED:  # the interpreter multiplies bf16 operands as their raw bits; float32 is exact here
            return tl.dot(a.to(tl.float32), b.to(tl.float32), acc)
        return tl.dot(a, b, acc)

    @triton.jit
    def _epilogue(acc, bias_ptr, t_ptr, b_ptr, lora_scale, rows, offs_m, M, R, HAS_BIAS: tl.constexpr,
                  LORA_R: tl.constexpr, INTERPRETED: tl.constexpr):
        """The base product and what the module adds to it, rounded as the eager layers round them:
        ``bf16(acc)``, ``+ bias`` in bf16, then peft's ``+ bf16(bf16(t @ B.T) * scale)`` with ``t = x A.T`` in bf16."""
        out = _round_bf16(acc, INTERPRETED)
        if HAS_BIAS:
            bias = tl.load(bias_ptr + rows).to(tl.float32)
            out = _round_bf16(out.to(tl.float32) + bias[:, None], INTERPRETED)
        if LORA_R > 0:
            offs_r = tl.arange(0, LORA_R)
            b = tl.load(b_ptr + rows[:, None] * R + offs_r[None, :], mask=offs_r[None, :] < R, other=0.0)
            t = tl.load(t_ptr + offs_m[None, :] * R + offs_r[:, None],
                        mask=(offs_r[:, None] < R) & (offs_m[None, :] < M), other=0.0, cache_modifier=".cg")
            u = _round_bf16(_dot(b, t, tl.full(acc.shape, 0.0, tl.float32), INTERPRETED), INTERPRETED)
            v = _round_bf16(u.to(tl.float32) * lora_scale, INTERPRETED)
            out = _round_bf16(out.to(tl.float32) + v.to(tl.float32), INTERPRETED)
        return out

    @triton.jit
    def matmul_kernel(x_ptr, code_ptr, out_ptr, part_ptr, ticket_ptr, counter_ptr, t_ptr, t_part_ptr, R,
                      words0, scales0, bias0, a0, b0, scale0, N0,
                      words1, scales1, bias1, a1, b1, scale1, N1, T1,
                      words2, scales2, bias2, a2, b2, scale2, N2, T2,
                      M, N_TOTAL, K, stride_xm, stride_om, SPLIT, K_STEPS, TILES, LORA_SPLIT, LORA_STEPS,
                      BN: tl.constexpr, BK: tl.constexpr, BM: tl.constexpr, PRMT: tl.constexpr, PAIRS: tl.constexpr,
                      X_ORDER: tl.constexpr, HAS_BIAS: tl.constexpr, LORA_R: tl.constexpr, LORA_BK: tl.constexpr,
                      GROUP: tl.constexpr, INTERPRETED: tl.constexpr):
        """``out[m, c_g + n] = sum_k x[m, k] * W_g[n, k] (+ bias_g[n]) (+ scale_g * sum_r t[g, m, r] B_g[n, r])`` for
        the ``GROUP`` (1-3) weights ``g`` that read the same ``x`` (q, k, v; gate, up), their outputs side by side
        (``c_g``: the features before weight g): one launch, its feature tiles weight 0's first (``T1``, ``T2``:
        the first tile of weights 1 and 2). The base is computed as ``W_tile @ x_tile.T``: the weight tile is the
        product's 64-row side (wgmma's M) and the few rows of ``x``, padded to 16, its narrow side.

        With LoRA adapters (``LORA_R`` > 0: their rank padded to a power of two >= 16), the launch's first
        ``GROUP * LORA_SPLIT`` programs compute ``t = bf16(x A_g.T)`` (``_lora_down``) while the others compute
        the feature tiles (``TILES`` of them, each in ``SPLIT`` slices of K); a tile's epilogue waits until its
        adapter's ``t`` is ready. With ``X_ORDER`` 2, ``x`` comes in the paired order and ``A``'s columns are read in
        it too. "First" is the order in which programs start, taken from a counter, so a program
        that waits never holds a multiprocessor that a program it waits for still needs."""
        if LORA_R > 0:
            order = tl.atomic_add(counter_ptr, 1, sem="relaxed", scope="gpu")
            if order == GROUP * LORA_SPLIT + TILES * SPLIT - 1:  # every program has its place: ready for next call
                tl.atomic_xchg(counter_ptr, 0, sem="relaxed", scope="gpu")
            if order < GROUP * LORA_SPLIT:
                _lora_down(x_ptr, a0, a1, a2, t_part_ptr, t_ptr, counter_ptr, order // LORA_SPLIT,
                           order % LORA_SPLIT, LORA_SPLIT, M, K, R, stride_xm, LORA_STEPS, LORA_BK, BM, LORA_R, GROUP,
                           X_ORDER == 2, INTERPRETED)
            else:
                tile = order - GROUP * LORA_SPLIT
                _tile(x_ptr, code_ptr, out_ptr, part_ptr, ticket_ptr, counter_ptr, t_ptr, R,
                      words0, scales0, bias0, b0, scale0, N0, words1, scales1, bias1, b1, scale1, N1, T1,
                      words2, scales2, bias2, b2, scale2, N2, T2, M, N_TOTAL, K, stride_xm, stride_om, SPLIT,
                      K_STEPS, tile % TILES, tile // TILES, BN, BK, BM, PRMT, PAIRS, X_ORDER, HAS_BIAS, LORA_R, GROUP,
                      INTERPRETED)
        else:
            tile = tl.program_id(0)
            _tile(x_ptr, code_ptr, out_ptr, part_ptr, ticket_ptr, counter_ptr, t_ptr, R,
                  words0, scales0, bias0, b0, scale0, N0, words1, scales1, bias1, b1, scale1, N1, T1,
                  words2, scales2, bias2, b2, scale2, N2, T2, M, N_TOTAL, K, stride_xm, stride_om, SPLIT, K_STEPS,
                  tile % TILES, tile // TILES, BN, BK, BM, PRMT, PAIRS, X_ORDER, HAS_BIAS, LORA_R, GROUP,
                  INTERPRETED)

    @triton.jit
    def _lora_down(x_ptr, a0, a1, a2, part_ptr, t_ptr, counter_ptr, g, pid, programs, M, K, R, stride_xm, K_STEPS,
                   BK: tl.constexpr, BM: tl.constexpr, LORA_R: tl.constexpr, GROUP: tl.constexpr,
                   X_PAIRED: tl.constexpr, INTERPRETED: tl.constexpr):
        """``t[g] = bf16(x @ A_g.T)`` ``[M, R]``, adapter ``g``'s first product, K split over ``programs`` programs
        (``BK`` a step, program p takes steps p, p + programs, ...); the last of them to finish sums the partial
        products in order (deterministic), rounds once, as peft's bf16 ``lora_A`` output is rounded, and marks
        ``t[g]`` ready for the tiles' epilogues. ``X_PAIRED``: ``x``'s columns come in the paired order
        (``paired_order``, ``BK`` 256), and ``A``'s are read in the same order."""
        a_ptr = a0
        if g == 1:
            a_ptr = a1
        if g == 2:
            a_ptr = a2
        offs_r = tl.arange(0, LORA_R)
        offs_m = tl.arange(0, BM)
        t = tl.full((LORA_R, BM), 0.0, tl.float32)
        for step in range(pid, K_STEPS, programs):
            offs_k = step * BK + tl.arange(0, BK)
            a_cols = offs_k
            if X_PAIRED:  # column j of the step is x's column 64 (kk // 2 % 4) + 8 (kk // 8) + 2 i + kk % 2
                j = tl.arange(0, BK)
                kk = j % 64
                a_cols = step * BK + ((kk // 2) % 4) * 64 + (kk // 8) * 8 + (j // 64) * 2 + kk % 2
            a = tl.load(a_ptr + offs_r[:, None] * K + a_cols[None, :], mask=offs_r[:, None] < R, other=0.0)
            xt = tl.load(x_ptr + offs_m[None, :] * stride_xm + offs_k[:, None], mask=offs_m[None, :] < M, other=0.0)
            t = _dot(a, xt, t, INTERPRETED)
        t_offs = offs_r[:, None] * BM + offs_m[None, :]
        parts = part_ptr + g * programs * LORA_R * BM
        tl.store(parts + pid * LORA_R * BM + t_offs, t)
        tl.debug_barrier()
        ticket = tl.atomic_add(counter_ptr + 1 + g, 1, sem="acq_rel", scope="gpu")
        if ticket == programs - 1:
            total = tl.full((LORA_R, BM), 0.0, tl.float32)
            for s in range(0, programs):
                total += tl.load(parts + s * LORA_R * BM + t_offs, cache_modifier=".cg")
            tl.store(t_ptr + g * M * R + offs_m[None, :] * R + offs_r[:, None], _round_bf16(total, INTERPRETED),
                     mask=(offs_r[:, None] < R) & (offs_m[None, :] < M))
            tl.atomic_xchg(counter_ptr + 1 + g, 0, sem="relaxed", scope="gpu")
            tl.debug_barrier()
            tl.atomic_xchg(counter_ptr + 1 + GROUP + g, 1, sem="release", scope="gpu")  # t[g] is ready

    @triton.jit
    def _tile(x_ptr, code_ptr, out_ptr, part_ptr, ticket_ptr, counter_ptr, t_ptr, R,
              words0, scales0, bias0, b0, scale0, N0, words1, scales1, bias1, b1, scale1, N1, T1,
              words2, scales2, bias2, b2, scale2, N2, T2, M, N_TOTAL, K, stride_xm, stride_om, SPLIT, K_STEPS,
              pid_n, pid_k, BN: tl.constexpr, BK: tl.constexpr, BM: tl.constexpr, PRMT: tl.constexpr,
              PAIRS: tl.constexpr, X_ORDER: tl.constexpr, HAS_BIAS: tl.constexpr, LORA_R: tl.constexpr,
              GROUP: tl.constexpr, INTERPRETED: tl.constexpr):
        """Slice ``pid_k`` of feature tile ``pid_n`` (over the group's weights side by side); the tile's last slice
        adds the bias and the adapter."""
        words_ptr, scales_ptr, bias_ptr, b_ptr, lora_scale = words0, scales0, bias0, b0, scale0
        g = pid_n * 0
        tile = pid_n
        col = pid_n * 0
        N = pid_n * 0 + N0
        if GROUP > 1:
            if pid_n >= T1:
                words_ptr, scales_ptr, bias_ptr, b_ptr, lora_scale = words1, scales1, bias1, b1, scale1
                g, tile, col, N = pid_n * 0 + 1, pid_n - T1, pid_n * 0 + N0, pid_n * 0 + N1
        if GROUP > 2:
            if pid_n >= T2:
                words_ptr, scales_ptr, bias_ptr, b_ptr, lora_scale = words2, scales2, bias2, b2, scale2
                g, tile, col, N = pid_n * 0 + 2, pid_n - T2, pid_n * 0 + N0 + N1, pid_n * 0 + N2
        offs_n = tile * BN + tl.arange(0, BN)
        rows = tl.minimum(offs_n, N - 1)
        offs_m = tl.arange(0, BM)
        acc = tl.full((BN, BM), 0.0, tl.float32)  # not tl.zeros: a jitted helper the interpreter cannot patch late
        for step in range(pid_k, K_STEPS, SPLIT):
            k0 = step * BK
            if PAIRS:
                acc = _pairs_step(words_ptr, scales_ptr, code_ptr, x_ptr, rows, k0, K, M, stride_xm, offs_m, acc,
                                  BN, BK, BM, PRMT, X_ORDER, INTERPRETED)
            else:
                w = _dequant_tile(words_ptr, scales_ptr, code_ptr, rows, k0, K, BN, BK, PRMT, INTERPRETED)
                offs_k = k0 + tl.arange(0, BK)
                xt = tl.load(x_ptr + offs_m[None, :] * stride_xm + offs_k[:, None], mask=offs_m[None, :] < M,
                             other=0.0)
                acc = _dot(w, xt, acc, INTERPRETED)
        t_ptr = t_ptr + g * M * R
        out_mask = (offs_m[None, :] < M) & (offs_n[:, None] < N)
        out_offs = offs_m[None, :] * stride_om + (col + offs_n)[:, None]
        if SPLIT == 1:
            _wait_for_lora(counter_ptr, g, LORA_R, GROUP)
            out = _epilogue(acc, bias_ptr, t_ptr, b_ptr, lora_scale, rows, offs_m, M, R, HAS_BIAS, LORA_R,
                            INTERPRETED)
            tl.store(out_ptr + out_offs, out, mask=out_mask)
            _done_with_lora(counter_ptr, g, N, BN, LORA_R, GROUP)
        else:
            # deterministic split-K: each slice writes its partial sum; the tile's last slice to finish adds them
            # in slice order and resets the tile's ticket for the next call (so it replays in a CUDA graph)
            part_offs = offs_m[None, :] * N_TOTAL + (col + offs_n)[:, None]
            tl.store(part_ptr + pid_k * M * N_TOTAL + part_offs, acc, mask=out_mask)
            tl.debug_barrier()
            ticket = tl.atomic_add(ticket_ptr + pid_n, 1, sem="acq_rel", scope="gpu")
            if ticket == SPLIT - 1:
                total = tl.full((BN, BM), 0.0, tl.float32)
                for s in range(0, SPLIT):
                    total += tl.load(part_ptr + s * M * N_TOTAL + part_offs, mask=out_mask, other=0.0,
                                     cache_modifier=".cg")
                _wait_for_lora(counter_ptr, g, LORA_R, GROUP)
                out = _epilogue(total, bias_ptr, t_ptr, b_ptr, lora_scale, rows, offs_m, M, R, HAS_BIAS, LORA_R,
                                INTERPRETED)
                tl.store(out_ptr + out_offs, out, mask=out_mask)
                tl.atomic_xchg(ticket_ptr + pid_n, 0, sem="relaxed", scope="gpu")
                _done_with_lora(counter_ptr, g, N, BN, LORA_R, GROUP)

    @triton.jit
    def _wait_for_lora(counter_ptr, g, LORA_R: tl.constexpr, GROUP: tl.constexpr):
        """Until adapter ``g``'s ``t`` is ready (its programs started before this one, so they run)."""
        if LORA_R > 0:
            ready = tl.atomic_add(counter_ptr + 1 + GROUP + g, 0, sem="acquire", scope="gpu")
            while ready == 0:
                ready = tl.atomic_add(counter_ptr + 1 + GROUP + g, 0, sem="acquire", scope="gpu")
            tl.debug_barrier()

    @triton.jit
    def _done_with_lora(counter_ptr, g, N, BN: tl.constexpr, LORA_R: tl.constexpr, GROUP: tl.constexpr):
        """Count this tile as a reader of ``t[g]``; the last of weight g's tiles clears its readiness for the next
        call."""
        if LORA_R > 0:
            tl.debug_barrier()
            readers = tl.atomic_add(counter_ptr + 1 + 2 * GROUP + g, 1, sem="acq_rel", scope="gpu")
            if readers == (N + BN - 1) // BN - 1:
                tl.atomic_xchg(counter_ptr + 1 + 2 * GROUP + g, 0, sem="relaxed", scope="gpu")
                tl.atomic_xchg(counter_ptr + 1 + GROUP + g, 0, sem="relaxed", scope="gpu")

    # Triton resolves the names a kernel uses through its module's globals, not through closures
    globals().update(tl=tl, _dequant_tile=_dequant_tile, _dequant_gather=_dequant_gather, _dequant_prmt=_dequant_prmt,
                     _lookup_prmt=_lookup_prmt, _lookup_gather=_lookup_gather, _pair=_pair, _pairs_step=_pairs_step,
                     _planes=_planes, _entry=_entry, _round_bf16=_round_bf16, _dot=_dot, _epilogue=_epilogue,
                     _lora_down=_lora_down, _tile=_tile, _wait_for_lora=_wait_for_lora,
                     _done_with_lora=_done_with_lora,
                     _PRMT_ASM=tl.constexpr(_PRMT_LOOKUP))
    return triton, dequant_kernel, matmul_kernel


def _interpreted() -> bool:
    return os.environ.get("TRITON_INTERPRET", "0") not in ("", "0")


def _block_k(n_in: int, preferred: int) -> int:
    for bk in (preferred, 256, 128, 64):
        if bk <= preferred and n_in % bk == 0:
            return bk
    raise ValueError(f"NF4 kernel: in_features ({n_in}) must be a multiple of {BLOCKSIZE}")


def _multiprocessors(device: torch.device) -> int:
    if device.type == "cuda":
        return torch.cuda.get_device_properties(device).multi_processor_count
    return 4


def default_config(n_out: int, n_in: int, device: torch.device, pairs: bool = True,
                   x_order: str = "split") -> TileConfig:
    """Tiles for a decode product: 64 features per program, 4 warps (8 were slower at every shape), and K split
    until about four programs run per multiprocessor (the weight is read once, so parallel slices are what keep the
    memory busy), into slices of equal steps (the q projection at 8 rows: 14 steps in 7 slices 11.0 us, in 10
    slices 13.8). With ``pairs``, where K is a multiple of 256, K 256 a step fed from the look-up's registers;
    otherwise, from a sweep over Qwen2.5-7B's linears on an H100 at 1, 8 and 64 rows, K 128 a step (256 for a
    weight with few feature tiles, the k and v projections) through a tile in K order. Wider tiles read x less often
    but were slower at 32 and 64 rows, each product's best over K, warps, stages and split-K (the step's adapted
    linears at 64 rows: 6.39 ms with these tiles, 7.44 with 128 features, 10.06 with 256). The loop is bound by its
    instructions' latencies with few warps to hide them (168 registers a thread at 64 rows: 3 programs of 4 warps per
    multiprocessor); 128 features take 242 registers (2 programs). ``x_order``: how the paired step takes the input's
    columns ("split" up to ``NARROW_ROWS`` rows, "permuted" above, by the sweep at ``NARROW_ROWS``)."""
    sms = _multiprocessors(device)
    block_n = 64
    tiles = -(-n_out // block_n)
    pairs = pairs and n_in % 256 == 0
    block_k = 256 if pairs else _block_k(n_in, 256 if 4 * tiles < sms else 128)
    steps = n_in // block_k
    split = max(1, min(steps, -(-4 * sms // tiles)))
    split = -(-steps // -(-steps // split))  # the fewest slices with the same most steps per slice
    return TileConfig(block_n=block_n, block_k=block_k, split_k=split, num_warps=4, num_stages=2, pairs=pairs,
                      x_order=x_order)


X_ORDERS = {"gather": 0, "split": 1, "permuted": 2}


def paired_order(x: torch.Tensor) -> torch.Tensor:
    """``x [M, K]`` with each 256 columns reordered as the paired step's four products take them: product ``i``'s
    column ``kk`` is ``x``'s column ``64 (kk // 2 % 4) + 8 (kk // 8) + 2 i + kk % 2`` of the step."""
    rows, n_in = x.shape
    return x.reshape(rows, n_in // 256, 4, 8, 4, 2).permute(0, 1, 4, 3, 2, 5).reshape(rows, n_in)


# Custom operators, so that torch.compile treats a launch as one opaque call (no graph break) and CUDA graphs capture
# it like any other kernel. The matmul's split-K tickets are back at zero when a call ends (scratch counters, not
# state), so the operator declares no mutation: a compiled step keeps the repacked weights as constant inputs.
@torch.library.custom_op("trl_grpo_ext::nf4_dequantize", mutates_args=())
def _dequantize_op(words: torch.Tensor, scales: torch.Tensor, code: torch.Tensor, prmt: bool) -> torch.Tensor:
    triton, dequant_kernel, _ = _kernels(_interpreted())
    n_out, n_in = words.shape[0], words.shape[1] * 8
    out = torch.empty(n_out, n_in, dtype=torch.bfloat16, device=words.device)
    block_n, block_k = 16, _block_k(n_in, 256)
    dequant_kernel[(triton.cdiv(n_out, block_n), n_in // block_k)](
        words, scales, code, out, n_out, n_in, BN=block_n, BK=block_k, PRMT=prmt, INTERPRETED=_interpreted())
    return out


@_dequantize_op.register_fake
def _(words, scales, code, prmt):
    return words.new_empty(words.shape[0], words.shape[1] * 8, dtype=torch.bfloat16)


@torch.library.custom_op("trl_grpo_ext::nf4_repacked_matmul", mutates_args=())
def _matmul_op(x: torch.Tensor, words: list[torch.Tensor], scales: list[torch.Tensor], code: torch.Tensor,
               tickets: torch.Tensor, bias: list[torch.Tensor], lora_a: list[torch.Tensor], lora_b: list[torch.Tensor],
               lora_scales: list[float], block_n: int, block_k: int, split_k: int, num_warps: int, num_stages: int,
               prmt: bool, pairs: bool, x_order: int) -> torch.Tensor:
    # bias, lora_a, lora_b, lora_scales: one per weight, or empty (an operator takes no optional lists); x: in the
    # paired order where x_order is "permuted" (``paired_order``)
    triton, _, matmul_kernel = _kernels(_interpreted())
    rows, n_in = x.shape
    group = len(words)
    n_outs = [w.shape[0] for w in words]
    n_total = sum(n_outs)
    out = torch.empty(rows, n_total, dtype=torch.bfloat16, device=x.device)
    steps = n_in // block_k
    split = max(1, min(split_k, steps))
    block_m = max(16, triton.next_power_of_2(rows))
    rank = lora_a[0].shape[0] if lora_a else 0
    lora_r = max(16, triton.next_power_of_2(rank)) if lora_a else 0
    tiles = [triton.cdiv(n, block_n) for n in n_outs]
    counters = tickets[sum(-(-n // 16) for n in n_outs):]  # after the split-K tickets (tickets_for)
    lora_k = _block_k(n_in, 256)
    lora_steps = n_in // lora_k
    lora_split = -(-lora_steps // -(-lora_steps // LORA_PROGRAMS)) if lora_r else 0
    t = t_parts = out
    if lora_r:
        t = torch.empty(group, rows, rank, dtype=torch.bfloat16, device=x.device)
        t_parts = torch.empty(group, lora_split, lora_r, block_m, dtype=torch.float32, device=x.device)
    parts = torch.empty(split, rows, n_total, dtype=torch.float32, device=x.device) if split > 1 else out
    segments = []
    for g in range(3):
        i = min(g, group - 1)  # unused segments repeat the last one (never selected: GROUP says how many)
        segments += [words[i], scales[i], bias[i] if bias else out, lora_a[i] if lora_a else out,
                     lora_b[i] if lora_b else out, lora_scales[i] if lora_scales else 0.0, n_outs[i]]
        if g:
            segments.append(sum(tiles[:g]) if g < group else sum(tiles))
    matmul_kernel[(group * lora_split + sum(tiles) * split,)](
        x, code, out, parts, tickets, counters, t, t_parts, rank, *segments, rows, n_total, n_in, x.stride(0),
        out.stride(0), split, steps, sum(tiles), max(1, lora_split), lora_steps, BN=block_n, BK=block_k, BM=block_m,
        PRMT=prmt, PAIRS=pairs, X_ORDER=x_order, HAS_BIAS=bool(bias), LORA_R=lora_r, LORA_BK=lora_k, GROUP=group,
        INTERPRETED=_interpreted(), num_warps=num_warps, num_stages=num_stages)
    return out


@_matmul_op.register_fake
def _(x, words, scales, code, tickets, bias, lora_a, lora_b, lora_scales, block_n, block_k, split_k, num_warps,
      num_stages, prmt, pairs, x_order):
    return x.new_empty(x.shape[0], sum(w.shape[0] for w in words), dtype=torch.bfloat16)


def tickets_for(n_outs: list[int]) -> torch.Tensor:
    """Counters for one product of weights with ``n_outs`` features: a split-K ticket per 16 features of each (the
    smallest tile); the order in which the launch's programs start; per weight, its adapter's first product's
    ticket, whether that product is ready, and how many tiles have read it."""
    return torch.zeros(sum(-(-n // 16) for n in n_outs) + 1 + 3 * len(n_outs), dtype=torch.int32)


@dataclass(frozen=True)
class Lora:
    """One LoRA adapter on the weight, added to the product as peft adds it: ``+ (x @ A.T @ B.T) * scale``.
    ``a``: bf16 ``[r, in_features]``, ``b``: bf16 ``[out_features, r]`` (read at every call: an optimizer step that
    writes them in place reaches the next product)."""

    a: torch.Tensor
    b: torch.Tensor
    scale: float


def dequantize(repacked: RepackedNF4, prmt: bool = True) -> torch.Tensor:
    """The bf16 weight ``[N, K]``, through the kernel's own dequantisation (for tests and prefill)."""
    return _dequantize_op(repacked.words, repacked.scales, repacked.code, prmt)


def nf4_repacked_matmul(x: torch.Tensor, repacked: RepackedNF4, config: TileConfig | None = None,
                        bias: torch.Tensor | None = None, lora: Lora | None = None) -> torch.Tensor:
    """``x @ W.T (+ bias) (+ lora)`` for bf16 ``x [..., K]`` and the repacked NF4 weight ``W [N, K]``; returns bf16
    ``[..., N]``, rounded after each term as ``Linear4bit`` plus peft's LoRA layer round them.

    Up to ``MAX_KERNEL_ROWS`` rows run the fused kernel, bias and adapter included (it allocates only the output and
    the split-K partials, so it captures in a CUDA graph); more rows dequantise and use cuBLAS, as bitsandbytes does.
    ``config``: a launch shape other than the one chosen at repack time (tests, sweeps).
    """
    tiles = (config, config) if config is not None else (repacked.tiles, repacked.wide_tiles)
    return nf4_grouped_matmul(x, [repacked], repacked.tickets, tiles, None if bias is None else [bias],
                              None if lora is None else [lora])


def nf4_grouped_matmul(x: torch.Tensor, weights: list[RepackedNF4], tickets: torch.Tensor,
                       tiles: tuple[TileConfig, TileConfig], biases: list[torch.Tensor] | None = None,
                       loras: list[Lora] | None = None) -> torch.Tensor:
    """``nf4_repacked_matmul`` of one to three weights that read the same ``x`` (q, k and v; gate and up), their
    outputs side by side in one launch. ``tickets``: ``tickets_for`` their features, zero;
    ``tiles``: the launch shapes for up to ``NARROW_ROWS`` rows and for more; ``biases``, ``loras``: one per weight
    (all or none; the adapters of one rank)."""
    n_in = weights[0].shape[1]
    n_outs = [w.shape[0] for w in weights]
    if not 1 <= len(weights) <= 3:
        raise ValueError(f"NF4 matmul: one to three weights a launch, got {len(weights)}")
    if any(w.shape[1] != n_in for w in weights):
        raise ValueError(f"NF4 matmul: grouped weights must read the same features, got {[w.shape for w in weights]}")
    if x.dtype != torch.bfloat16:
        raise ValueError(f"NF4 matmul: x must be bfloat16, got {x.dtype}")
    if x.shape[-1] != n_in:
        raise ValueError(f"NF4 matmul: x has {x.shape[-1]} features, the weight takes {n_in}")
    if x.device != weights[0].words.device:
        raise ValueError(f"NF4 matmul: x is on {x.device}, the weight on {weights[0].words.device}")
    for n_out, bias in zip(n_outs, biases or []):
        if bias is None or bias.shape != (n_out,) or bias.dtype != torch.bfloat16:
            raise ValueError(f"NF4 matmul: bias must be bfloat16 [{n_out}], got "
                             f"{None if bias is None else (bias.dtype, tuple(bias.shape))}")
    for n_out, lora in zip(n_outs, loras or []):
        if (lora is None or lora.a.dtype != torch.bfloat16 or lora.b.dtype != torch.bfloat16
                or lora.a.shape != loras[0].a.shape or lora.b.shape != (n_out, lora.a.shape[0])):
            got = None if lora is None else (lora.a.dtype, tuple(lora.a.shape), tuple(lora.b.shape))
            raise ValueError(f"NF4 matmul: LoRA factors must be bfloat16 A [r, {n_in}] and B [{n_out}, r] of one r, "
                             f"got {got}")
    if (biases is not None and len(biases) != len(weights)) or (loras is not None and len(loras) != len(weights)):
        raise ValueError("NF4 matmul: one bias and one adapter per weight, or none")
    cfg = tiles[0] if x.numel() // n_in <= NARROW_ROWS else tiles[1]
    if n_in % cfg.block_k:
        raise ValueError(f"NF4 matmul: in_features ({n_in}) must be a multiple of block_k ({cfg.block_k})")
    if cfg.block_n < 16 or cfg.block_n % 16:
        raise ValueError(f"NF4 matmul: block_n must be a multiple of 16, got {cfg.block_n}")
    lead = x.shape[:-1]
    x2 = x.reshape(-1, n_in)
    if x2.stride(-1) != 1:
        x2 = x2.contiguous()
    if x2.shape[0] > MAX_KERNEL_ROWS:
        outs = []
        for i, w in enumerate(weights):
            out = torch.nn.functional.linear(x, dequantize(w))
            if biases is not None:
                out = out + biases[i]
            if loras is not None:
                lora = loras[i]
                out = out + torch.nn.functional.linear(torch.nn.functional.linear(x, lora.a), lora.b) * lora.scale
            outs.append(out)
        return torch.cat(outs, dim=-1)
    if x2.shape[0] == 0:
        return x.new_empty(*lead, sum(n_outs))
    if cfg.pairs and cfg.x_order == "permuted":
        # reordered outside the operator: in a compiled step the reorder joins the kernel that wrote x (the norm,
        # the activation, attention's output) instead of being a copy of its own at every launch
        x2 = paired_order(x2)
    out = _matmul_op(x2, [w.words for w in weights], [w.scales for w in weights], weights[0].code, tickets,
                     biases or [], [lo.a.contiguous() for lo in loras or []], [lo.b.contiguous() for lo in loras or []],
                     [float(lo.scale) for lo in loras or []],
                     cfg.block_n, cfg.block_k, cfg.split_k, cfg.num_warps, cfg.num_stages, cfg.prmt, cfg.pairs,
                     X_ORDERS[cfg.x_order])
    return out.reshape(*lead, sum(n_outs))
