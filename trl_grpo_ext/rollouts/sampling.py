"""The sampler's draw: transformers' own sampling for a ``GenerationConfig``, one token per row per step.

The logits processors come from the model's ``_get_logits_processor`` for the same ``GenerationConfig`` that
``generate`` would use (temperature, top-k, top-p, min-p, repetition penalty, ``suppress_tokens``, ...), they see
the same ``input_ids`` (left padding included), and the next token is drawn with ``torch.multinomial`` on the
softmax of the processed scores, or taken by ``argmax`` when ``do_sample`` is off. The log-prob returned with each
token is under that processed distribution, renormalised: what vLLM returns as processed log-probs.
"""

from __future__ import annotations

import copy
import inspect

import torch

from trl_grpo_ext.rollouts.settings import UnsupportedGeneration

# Generation options the compiled loop does not implement; a config that sets one is refused (the trainer then
# uses TRL's own generation path).
_UNSUPPORTED = {
    "num_beams": lambda v: v not in (None, 1),
    "num_return_sequences": lambda v: v not in (None, 1),
    "stop_strings": lambda v: bool(v),
    "max_time": lambda v: v is not None,
    "prompt_lookup_num_tokens": lambda v: v is not None,
    "assistant_early_exit": lambda v: v is not None,
    "watermarking_config": lambda v: v is not None,
    "guidance_scale": lambda v: v not in (None, 1, 1.0),
}


def unsupported_options(generation_config) -> list[str]:
    """Names of the options in ``generation_config`` that the compiled loop cannot honour."""
    return [name for name, bad in _UNSUPPORTED.items() if bad(getattr(generation_config, name, None))]


def generation_config_for(lm, generation_config):
    """The config ``generate`` would run with: the model's own, updated by ``generation_config``'s fields."""
    config = copy.deepcopy(lm.generation_config)
    config.update(**generation_config.to_dict())
    bad = unsupported_options(config)
    if bad:
        raise UnsupportedGeneration(f"the compiled generation loop does not support {', '.join(bad)}")
    if config.max_new_tokens is None or config.max_new_tokens < 1:
        raise UnsupportedGeneration("the compiled generation loop needs max_new_tokens >= 1")
    return config


def sampling_temperature(config) -> float:
    return float(config.temperature) if config.do_sample and config.temperature else 1.0


class Draw:
    """Draws the next token of every row and its log-prob, as ``generate`` draws it.

    Built once per batch from the config and the prompts (``input_ids`` and mask, left-padded). ``logits_processor``:
    processors applied after the config's, as ``generate`` takes them; they steer the draw (a constraint such as
    forced tokens) and are not part of the returned log-probs' distribution.
    """

    def __init__(self, lm, config, input_ids, attention_mask, logits_processor=None):
        from transformers import LogitsProcessorList, TemperatureLogitsWarper

        self.config = config
        self.temperature = sampling_temperature(config)
        self.processors = _processors(lm, config, input_ids, attention_mask)
        # Temperature alone: the compiled step's logsumexp is the processed distribution's.
        self.tempered_only = all(isinstance(p, TemperatureLogitsWarper) for p in self.processors)
        self.extra = LogitsProcessorList(logits_processor or [])

    def __call__(self, ids, logits, lse) -> tuple[torch.Tensor, torch.Tensor]:
        """``(tokens, log-probs)`` for the rows whose tokens so far are ``ids``, from the last position's float32
        ``logits`` and their ``logsumexp`` at the temperature."""
        # transformers' processors return new tensors (``generate`` keeps its raw logits beside them too).
        scores = self.processors(ids, logits)
        drawn = self.extra(ids, scores) if self.extra else scores
        if self.config.do_sample:
            tokens = torch.multinomial(torch.softmax(drawn, dim=-1), num_samples=1).squeeze(1)
        else:
            tokens = drawn.argmax(dim=-1)
        if self.tempered_only:
            logps = logits.gather(1, tokens[:, None]).squeeze(1) / self.temperature - lse
        else:
            logps = scores.gather(1, tokens[:, None]).squeeze(1) - torch.logsumexp(scores, dim=-1)
        return tokens, logps


def _processors(lm, config, input_ids, attention_mask):
    from transformers import LogitsProcessorList

    # `generate` fills these private tensors before building processors that read them (min-length, ...).
    prepare = getattr(lm, "_prepare_special_tokens", None)
    if prepare is not None:
        prepare(config, kwargs_has_attention_mask=True, device=input_ids.device)
    kwargs = dict(
        generation_config=config,
        input_ids_seq_length=input_ids.shape[1],
        encoder_input_ids=input_ids,
        prefix_allowed_tokens_fn=None,
        logits_processor=LogitsProcessorList(),
        device=input_ids.device,
        # The prompt's mask: recent transformers keep the repetition penalty off the left padding with it.
        model_kwargs={"attention_mask": attention_mask},
    )
    accepted = inspect.signature(lm._get_logits_processor).parameters
    return lm._get_logits_processor(**{k: v for k, v in kwargs.items() if k in accepted})
