"""Held-out accuracy of a causal LM on a prompt/answer dataset, scored by a reward plugin.

Greedy accuracy is the fraction of prompts whose single greedy reply scores 1. Sampled accuracy
draws ``num_samples`` replies per prompt at a temperature (1.0 by default, GRPO's training
setting) and reports the mean success rate (pass@1) and pass@k. Generation is batched with left
padding, as decoder-only models need.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


__all__ = ["Accuracy", "evaluate_accuracy", "generate"]


@dataclass
class Accuracy:
    """The result of one evaluation.

    Attributes:
        accuracy: mean reward over every (prompt, sample) pair; with binary rewards, the
            fraction answered correctly (greedy accuracy, or pass@1 when sampling).
        pass_at_k: fraction of prompts with at least one reply scoring 1 (equals ``accuracy``
            for greedy decoding).
        num_prompts: number of prompts evaluated.
        num_samples: replies per prompt.
        completions: the replies, ``num_samples`` consecutive ones per prompt.
        rewards: their rewards (`None` from the plugin counts as 0).
    """

    accuracy: float
    pass_at_k: float
    num_prompts: int
    num_samples: int
    completions: list[str] = field(repr=False, default_factory=list)
    rewards: list[float] = field(repr=False, default_factory=list)


def generate(
    model: Any,
    tokenizer: Any,
    prompts: list[Any],
    *,
    max_new_tokens: int = 48,
    do_sample: bool = False,
    temperature: float = 1.0,
    num_samples: int = 1,
    batch_size: int = 64,
    engine: Any = None,
) -> list[str]:
    """Replies to conversational (or plain-text) prompts, batched with left padding.

    Args:
        model (`PreTrainedModel`): a causal LM.
        tokenizer (`PreTrainedTokenizerBase`): its tokenizer, with a chat template for
            conversational prompts.
        prompts (`list`): message lists (``[{"role": "user", "content": ...}]``) or strings.
        max_new_tokens (`int`, *optional*, defaults to `48`): reply length limit.
        do_sample (`bool`, *optional*, defaults to `False`): sample instead of greedy decoding.
        temperature (`float`, *optional*, defaults to `1.0`): sampling temperature.
        num_samples (`int`, *optional*, defaults to `1`): replies per prompt (sampling only).
        batch_size (`int`, *optional*, defaults to `64`): prompts per `generate` call.
        engine (`CompiledGenerator`, *optional*): the rollout engine over ``model`` (`trl_grpo_ext.rollouts`),
            to decode with instead of ``model.generate``: static cache, each distinct prompt prefilled once.

    Returns:
        `list[str]`: ``len(prompts) * num_samples`` replies without special tokens, the samples of
        one prompt next to each other.
    """
    import torch

    if num_samples > 1 and not do_sample:
        raise ValueError("num_samples > 1 needs do_sample=True: greedy replies would be identical")
    texts = [
        tokenizer.apply_chat_template(p, tokenize=False, add_generation_prompt=True) if not isinstance(p, str) else p
        for p in prompts
    ]
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    device = next(model.parameters()).device
    sampling = {"do_sample": True, "temperature": temperature, "top_p": 1.0, "top_k": 0} if do_sample else {"do_sample": False}
    was_training = model.training
    model.eval()
    replies: list[str] = []
    try:
        with torch.inference_mode():
            for start in range(0, len(texts), batch_size):
                if engine is not None:
                    replies.extend(_engine_replies(engine, tokenizer, texts[start : start + batch_size],
                                                   max_new_tokens, sampling, num_samples, pad_id))
                    continue
                batch = tokenizer(
                    texts[start : start + batch_size],
                    return_tensors="pt",
                    padding=True,
                    padding_side="left",
                    add_special_tokens=False,  # the chat template already placed them
                ).to(device)
                out = model.generate(
                    **batch,
                    max_new_tokens=max_new_tokens,
                    num_return_sequences=num_samples,
                    pad_token_id=pad_id,
                    **sampling,
                )
                new_tokens = out[:, batch["input_ids"].shape[1] :]
                replies.extend(tokenizer.batch_decode(new_tokens, skip_special_tokens=True))
    finally:
        model.train(was_training)
    return replies


def _engine_replies(engine, tokenizer, texts, max_new_tokens, sampling, num_samples, pad_id) -> list[str]:
    """One batch through the rollout engine, with the model's own end-of-sequence tokens (as ``generate``)."""
    from transformers import GenerationConfig

    ids = tokenizer(texts, add_special_tokens=False)["input_ids"]
    config = GenerationConfig(max_new_tokens=max_new_tokens, pad_token_id=pad_id,
                              eos_token_id=engine.lm.generation_config.eos_token_id, **sampling)
    result = engine.generate([p for p in ids for _ in range(num_samples)], config)
    return tokenizer.batch_decode(result.completion_ids, skip_special_tokens=True)


def evaluate_accuracy(
    model: Any,
    tokenizer: Any,
    dataset: Any,
    *,
    reward: str | Callable = "math_accuracy",
    sampled: bool = False,
    num_samples: int = 8,
    temperature: float = 1.0,
    max_new_tokens: int = 48,
    batch_size: int = 64,
    seed: int | None = 0,
    engine: Any = None,
) -> Accuracy:
    """Held-out accuracy: greedy by default, or ``num_samples`` sampled replies per prompt.

    Args:
        model (`PreTrainedModel`): the causal LM to evaluate.
        tokenizer (`PreTrainedTokenizerBase`): its tokenizer.
        dataset (`datasets.Dataset` or `list[dict]`): rows with a ``prompt`` and the columns the
            reward reads (``answer`` for ``math_accuracy``).
        reward (`str` or `callable`, *optional*, defaults to `"math_accuracy"`): a registered
            reward name or a TRL-style reward function.
        sampled (`bool`, *optional*, defaults to `False`): sample instead of greedy decoding.
        num_samples (`int`, *optional*, defaults to `8`): replies per prompt when sampling.
        temperature (`float`, *optional*, defaults to `1.0`): sampling temperature.
        max_new_tokens (`int`, *optional*, defaults to `48`): reply length limit.
        batch_size (`int`, *optional*, defaults to `64`): prompts per `generate` call.
        seed (`int`, *optional*, defaults to `0`): seeds sampling without disturbing the global
            random state; `None` uses it as it is.
        engine (`CompiledGenerator`, *optional*): decode through the rollout engine over ``model``
            instead of ``model.generate`` (see [`generate`]).

    Returns:
        [`Accuracy`]: accuracy, pass@k, the replies and their rewards.

    Example:
        >>> from trl_grpo_ext.setup.models import load_default_model
        >>> from trl_grpo_ext.setup.tasks import addition
        >>> model, tokenizer = load_default_model()
        >>> held_out = addition(split="test", size=4)
        >>> greedy = evaluate_accuracy(model, tokenizer, held_out, max_new_tokens=16)
        >>> sampled = evaluate_accuracy(model, tokenizer, held_out, sampled=True, num_samples=3, max_new_tokens=16)
        >>> greedy.num_prompts, len(sampled.completions), sampled.pass_at_k >= sampled.accuracy
        (4, 12, True)
    """
    import torch

    from trl_grpo_ext.registry import get_reward

    reward_fn = get_reward(reward) if isinstance(reward, str) else reward
    rows = [dataset[i] for i in range(len(dataset))]
    if not rows:
        raise ValueError("the evaluation dataset is empty")
    if "prompt" not in rows[0]:
        raise KeyError(f"the evaluation dataset needs a 'prompt' column; it has {sorted(rows[0])}")
    k = num_samples if sampled else 1
    devices = [torch.cuda.current_device()] if torch.cuda.is_available() else []
    with torch.random.fork_rng(devices=devices, enabled=seed is not None):
        if seed is not None:
            torch.manual_seed(seed)
        completions = generate(
            model, tokenizer, [r["prompt"] for r in rows],
            max_new_tokens=max_new_tokens, do_sample=sampled, temperature=temperature,
            num_samples=k, batch_size=batch_size, engine=engine,
        )
    expanded = [r for r in rows for _ in range(k)]
    columns = {name: [r[name] for r in expanded] for name in rows[0] if name != "prompt"}
    conversational = not isinstance(rows[0]["prompt"], str)
    scored = reward_fn(
        prompts=[r["prompt"] for r in expanded],
        completions=[[{"role": "assistant", "content": c}] for c in completions] if conversational else completions,
        **columns,
    )
    rewards = [float(r) if r is not None else 0.0 for r in scored]
    solved = [max(rewards[i * k : (i + 1) * k]) >= 1.0 for i in range(len(rows))]
    return Accuracy(
        accuracy=sum(rewards) / len(rewards),
        pass_at_k=sum(solved) / len(rows),
        num_prompts=len(rows),
        num_samples=k,
        completions=completions,
        rewards=rewards,
    )
