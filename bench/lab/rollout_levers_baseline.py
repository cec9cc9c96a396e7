# Lab experiment, 2026-11-26: the sampler's levers before the decode-attention kernel (7B bf16, H100).
"""The sampler's levers, before: copy bandwidth, decode GEMMs (separate and fused QKV / gate-up), the LM head, SDPA at
decode, and the compiled loop at 7B bf16 (8x256, 64x256) with a host sync every step and every 32 steps, with a profile.

Run on a GPU from the repository root: ``python bench/lab/rollout_levers_baseline.py`` (files go to ``$OUT`` or /tmp).
The figures in bench/results/lab/rollout_levers_h100.json ("before") came from this script against the engine of the
commit before the decode attention (``decode_attention`` did not exist yet; pass ``decode_attention=False`` to
``CompiledGenerator`` to measure the same path today).
"""
import json, os, sys, time, statistics
import torch
from transformers import Qwen2Config, Qwen2ForCausalLM, GenerationConfig
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from trl_grpo_ext.rollouts.engine import CompiledGenerator
from cuda_timing import bench_graph  # bench/lab/cuda_timing.py

OUT = os.environ.get("OUT", "/tmp")
res = {}
dev = torch.device("cuda")
print(torch.cuda.get_device_name(0), torch.__version__, flush=True)


# 1. copy bandwidth
x = torch.empty(2 * 1024**3, dtype=torch.uint8, device=dev).random_(); y = torch.empty_like(x)
ms = bench_graph(lambda: y.copy_(x))
res["copy_TBps"] = 2 * x.numel() / ms / 1e9
print("copy TB/s", res["copy_TBps"], flush=True)
del x, y

# 2. GEMMs at decode: 28 layers of distinct weights, separate vs fused qkv / gate_up
H, I, KV, L = 3584, 18944, 512, 28
def gemm_set(fused):
    ws = []
    for _ in range(L):
        if fused:
            ws.append([torch.randn(H + 2 * KV, H, device=dev, dtype=torch.bfloat16), torch.randn(H, H, device=dev, dtype=torch.bfloat16),
                       torch.randn(2 * I, H, device=dev, dtype=torch.bfloat16), torch.randn(H, I, device=dev, dtype=torch.bfloat16)])
        else:
            ws.append([torch.randn(n, k, device=dev, dtype=torch.bfloat16) for n, k in [(H, H), (KV, H), (KV, H), (H, H), (I, H), (I, H), (H, I)]])
    return ws
for fused in (False, True):
    ws = gemm_set(fused)
    nbytes = sum(w.numel() * 2 for l in ws for w in l)
    for M in (8, 64):
        xs = torch.randn(M, H, device=dev, dtype=torch.bfloat16); xi = torch.randn(M, I, device=dev, dtype=torch.bfloat16)
        def f():
            for l in ws:
                for w in l:
                    (xi if w.shape[1] == I else xs) @ w.t()
        ms = bench_graph(f)
        res[f"gemm_fused{int(fused)}_M{M}_ms"] = ms
        print(f"gemms fused={fused} M={M}: {ms:.3f} ms, {nbytes/ms/1e9:.2f} TB/s", flush=True)
    del ws
head = torch.randn(152064, H, device=dev, dtype=torch.bfloat16)
for M in (8, 64):
    xs = torch.randn(M, H, device=dev, dtype=torch.bfloat16)
    ms = bench_graph(lambda: xs @ head.t()); res[f"lm_head_M{M}_ms"] = ms
    print(f"lm_head M={M}: {ms:.3f} ms {head.numel()*2/ms/1e9:.2f} TB/s", flush=True)
del head
torch.cuda.empty_cache()

# 3. SDPA decode attention over the static cache, 28 layers
import torch.nn.functional as F
for B in (8, 64, 16):
    for Lc in (384, 1152, 2176):
        ks = [torch.randn(B, 4, Lc, 128, device=dev, dtype=torch.bfloat16) for _ in range(2)]
        q = torch.randn(B, 28, 1, 128, device=dev, dtype=torch.bfloat16)
        mask = torch.ones(B, 1, 1, Lc, device=dev, dtype=torch.bool)
        def f():
            for _ in range(L):
                F.scaled_dot_product_attention(q, ks[0], ks[1], attn_mask=mask, enable_gqa=True)
        try:
            ms = bench_graph(f)
        except Exception as e:
            ms = float("nan"); print("sdpa fail", e)
        res[f"sdpa_B{B}_L{Lc}_ms"] = ms
        print(f"sdpa x28 B={B} L={Lc}: {ms:.3f} ms ({2*ks[0].numel()*2*L/ms/1e9:.2f} TB/s)", flush=True)
        del ks
torch.cuda.empty_cache()

# 4. 7B engine
cfg = Qwen2Config(vocab_size=152064, hidden_size=3584, intermediate_size=18944, num_hidden_layers=28,
    num_attention_heads=28, num_key_value_heads=4, max_position_embeddings=32768, rope_theta=1_000_000.0,
    rms_norm_eps=1e-6, tie_word_embeddings=False)
torch.set_default_dtype(torch.bfloat16)
t0 = time.time()
with torch.device(dev):
    model = Qwen2ForCausalLM(cfg)
torch.set_default_dtype(torch.float32)
model.eval().requires_grad_(False)
print("model built", time.time() - t0, torch.cuda.memory_allocated() / 2**30, flush=True)
gen = CompiledGenerator(model)
g = torch.Generator().manual_seed(0)
def prompts(n):
    return [torch.randint(10, 150000, (int(torch.randint(40, 80, (1,), generator=g)),), generator=g).tolist() for _ in range(n)]
config = GenerationConfig(do_sample=True, max_new_tokens=256, temperature=1.0, top_k=0, top_p=1.0, eos_token_id=151643, pad_token_id=151643)
for B in (8, 64):
    ps = prompts(B)
    t0 = time.time(); r = gen.generate(ps, config); print(f"B={B} first call {time.time()-t0:.1f}s", flush=True)
    for every in (1, 32):
        gen.settings = gen.settings.with_(stop_check_every=every)
        rs = [gen.generate(ps, config) for _ in range(2)]
        ms = min(r.decode_s for r in rs) / rs[0].decode_steps * 1000
        res[f"engine_B{B}_check{every}_ms"] = ms; res[f"engine_B{B}_prefill_s"] = rs[-1].prefill_s
        print(f"engine B={B} check_every={every}: {ms:.2f} ms/step, prefill {rs[-1].prefill_s*1000:.1f} ms", flush=True)
    from torch.profiler import profile, ProfilerActivity
    config2 = GenerationConfig(**{**config.to_dict(), "max_new_tokens": 24})
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        gen.generate(ps, config2)
    tab = prof.key_averages().table(sort_by="cuda_time_total", row_limit=40)
    open(f"{OUT}/profile_B{B}.txt", "w").write(tab)
    print(tab[:6000], flush=True)

res["peak_gib"] = torch.cuda.max_memory_allocated() / 2**30
json.dump(res, open(f"{OUT}/probe1.json", "w"), indent=1)
print(json.dumps(res, indent=1))
