# Lab experiment, 2026-11-26: the sampler's levers after the decode-attention kernel (7B bf16, H100).
"""The sampler's levers, after: the decode-attention kernel against float64 and against transformers' compiled
path (repeated KV heads + masked SDPA), the compiled loop at 7B bf16 on 8x256, 64x256 (8 prompts x 8), 16x1024 and
8x2048 with ms/step by position, shared-prompt prefill at 200-token prompts, a profile, and the old attention at
64x256 and 16x1024 for comparison.

Run on a GPU from the repository root: ``python bench/lab/rollout_levers.py`` (files go to ``$OUT`` or /tmp);
results in bench/results/lab/rollout_levers_h100.json ("after").
"""
import json, os, sys, time, statistics, math
import torch
import torch.nn.functional as F
from transformers import Qwen2Config, Qwen2ForCausalLM, GenerationConfig
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from trl_grpo_ext.rollouts.engine import CompiledGenerator
from cuda_timing import bench_graph  # bench/lab/cuda_timing.py
from trl_grpo_ext.rollouts.attention import decode_attention

OUT = os.environ.get("OUT", "/tmp")
res = {}
dev = torch.device("cuda")
def save():
    json.dump(res, open(f"{OUT}/probe2.json", "w"), indent=1)


# 1. kernel correctness against float64
for (B, Hq, Hkv, L, D, dt) in [(5, 28, 4, 700, 128, torch.bfloat16), (3, 12, 2, 300, 128, torch.bfloat16), (4, 9, 3, 130, 64, torch.float32), (2, 8, 8, 1000, 80, torch.bfloat16)]:
    q = torch.randn(B, Hq, D, device=dev, dtype=dt); k = torch.randn(B, Hkv, L, D, device=dev, dtype=dt); v = torch.randn_like(k)
    valid = torch.zeros(B, L, dtype=torch.bool, device=dev)
    for b in range(B):
        s0 = int(torch.randint(0, L // 3, (1,))); e = int(torch.randint(L // 2, L + 1, (1,))); valid[b, s0:e] = True
    out = torch.full_like(q, float("nan")); out = decode_attention(q, k, v, valid, 1 / math.sqrt(D))
    kr = k.double().repeat_interleave(Hq // Hkv, 1); vr = v.double().repeat_interleave(Hq // Hkv, 1)
    sc = (q.double()[:, :, None] @ kr.transpose(-1, -2))[:, :, 0] / math.sqrt(D)
    ref = (sc.masked_fill(~valid[:, None], -math.inf).softmax(-1)[:, :, None] @ vr)[:, :, 0]
    rel = float((out.double() - ref).norm() / ref.norm())
    res[f"kernel_relerr_{B}_{Hq}_{Hkv}_{L}_{D}_{dt}"] = rel
    print("kernel rel err", B, Hq, Hkv, L, D, dt, rel, "nan" if out.isnan().any() else "", flush=True)

# 2. attention timing, 28 layers: ours vs HF compiled path (repeat_kv + masked SDPA), full and partial validity
from transformers.integrations.sdpa_attention import repeat_kv
for B, Lc, nvalid in [(8, 384, 320), (64, 384, 320), (16, 1152, 256), (16, 1152, 1024), (8, 2176, 256), (8, 2176, 2048)]:
    ks = [(torch.randn(B, 4, Lc, 128, device=dev, dtype=torch.bfloat16), torch.randn(B, 4, Lc, 128, device=dev, dtype=torch.bfloat16)) for _ in range(4)]
    q = torch.randn(B, 28, 128, device=dev, dtype=torch.bfloat16)
    valid = torch.zeros(B, Lc, dtype=torch.bool, device=dev); valid[:, 10:nvalid] = True
    mask4 = valid[:, None, None, :]
    def ours():
        for i in range(28): decode_attention(q, ks[i % 4][0], ks[i % 4][1], valid, 0.088)
    def hf():
        for i in range(28):
            F.scaled_dot_product_attention(q[:, :, None], repeat_kv(ks[i % 4][0], 7), repeat_kv(ks[i % 4][1], 7), attn_mask=mask4)
    a, b = bench_graph(ours), bench_graph(hf)
    res[f"attn_B{B}_L{Lc}_valid{nvalid}"] = {"ours_ms": a, "hf_repeat_kv_ms": b}
    print(f"attn x28 B={B} L={Lc} valid={nvalid}: ours {a:.3f} ms, HF compiled path {b:.3f} ms", flush=True)
    del ks
torch.cuda.empty_cache(); save()

# 3. 7B engine
cfg = Qwen2Config(vocab_size=152064, hidden_size=3584, intermediate_size=18944, num_hidden_layers=28,
    num_attention_heads=28, num_key_value_heads=4, max_position_embeddings=32768, rope_theta=1_000_000.0,
    rms_norm_eps=1e-6, tie_word_embeddings=False)
torch.set_default_dtype(torch.bfloat16)
with torch.device(dev):
    model = Qwen2ForCausalLM(cfg)
torch.set_default_dtype(torch.float32)
model.eval().requires_grad_(False)
g = torch.Generator().manual_seed(0)
def prompts(n, lo=40, hi=80, group=1):
    ps = [torch.randint(10, 150000, (int(torch.randint(lo, hi, (1,), generator=g)),), generator=g).tolist() for _ in range(n // group)]
    return [p for p in ps for _ in range(group)]
def cfg_new(n):
    return GenerationConfig(do_sample=True, max_new_tokens=n, temperature=1.0, top_k=0, top_p=1.0, eos_token_id=151643, pad_token_id=151643)

def run(tag, gen, B, new, group=1, reps=2):
    ps = prompts(B, group=group)
    t0 = time.time(); gen.generate(ps, cfg_new(new)); first = time.time() - t0
    rs = [gen.generate(ps, cfg_new(new)) for _ in range(reps)]
    best = min(rs, key=lambda r: r.decode_s)
    row = {"ms_per_step": 1000 * best.decode_s / best.decode_steps, "tok_per_s": B * best.decode_steps / best.decode_s,
           "prefill_ms": 1000 * best.prefill_s, "first_call_s": first, "ms_per_step_by_position": best.stats.get("ms_per_step")}
    res[tag] = row; save()
    print(tag, json.dumps(row), flush=True)

gen = CompiledGenerator(model, time_window=128)
run("new_8x256", gen, 8, 256)
run("new_64x256_groups8", gen, 64, 256, group=8)
# shared prefill at 200-token prompts: 8 prompts x 8 completions, prefill only
for share in (True, False):
    gen.settings = gen.settings.with_(share_prompts=share)
    ps = prompts(64, 200, 201, group=8)
    for _ in range(2): gen.generate(ps, cfg_new(1))
    t = [gen.generate(ps, cfg_new(1)).prefill_s for _ in range(3)]
    res[f"prefill_64x200_share{int(share)}_ms"] = 1000 * min(t); print("prefill share", share, 1000 * min(t), flush=True)
gen.settings = gen.settings.with_(share_prompts=True)
run("new_16x1024", gen, 16, 1024, reps=1)
run("new_8x2048", gen, 8, 2048, reps=1)
from torch.profiler import profile, ProfilerActivity
ps = prompts(8)
gen.generate(ps, cfg_new(256))
with profile(activities=[ProfilerActivity.CUDA]) as prof:
    r = gen.generate(ps, cfg_new(256))
open(f"{OUT}/profile_new_B8.txt", "w").write(prof.key_averages().table(sort_by="self_cuda_time_total", row_limit=40))
print(prof.key_averages().table(sort_by="self_cuda_time_total", row_limit=25)[:5000], flush=True)
# the old attention for the lever table
old = CompiledGenerator(model, time_window=128, decode_attention=False)
run("oldattn_64x256_groups8", old, 64, 256, group=8)
run("oldattn_16x1024", old, 16, 1024, reps=1)
res["peak_gib"] = torch.cuda.max_memory_allocated() / 2**30
save()
print(json.dumps(res, indent=1))
