"""What the CPU computes natively: the demo's precision and its benchmark records both read it here."""

from __future__ import annotations

__all__ = ["cpu_capability", "native_bf16"]


def cpu_capability() -> str:
    """The widest of ``"AMX"``, ``"AVX512-BF16"``, ``"AVX512"``, ``"AVX2"`` the CPU has, else torch's own name.

    The first two compute bf16 natively; on the others oneDNN emulates it.
    """
    import torch

    checks = (("AMX", "_is_amx_tile_supported"), ("AVX512-BF16", "_is_avx512_bf16_supported"),
              ("AVX512", "_is_avx512_supported"), ("AVX2", "_is_avx2_supported"))
    for name, check in checks:
        if getattr(torch.cpu, check, lambda: False)():
            return name
    return torch.backends.cpu.get_cpu_capability()


def native_bf16() -> bool:
    """Whether oneDNN runs bf16 matrix products on the CPU's own bf16 units (AVX512-BF16 or AMX)."""
    import torch

    return torch.backends.mkldnn.is_available() and torch.ops.mkldnn._is_mkldnn_bf16_supported()
