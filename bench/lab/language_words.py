"""Writes reward_plugins/math/language_words.py: the most frequent words of every language wordfreq
lists (its "small" lists, those with a word tokenizer that needs no extra package), with their Zipf
frequencies. ``forms.reads_language`` weighs a prompt's words by them to tell which language the
prompt is in, without loading wordfreq's lists at run time.

    python bench/lab/language_words.py
"""

from __future__ import annotations

import textwrap
from importlib.metadata import version
from pathlib import Path

from wordfreq import available_languages, top_n_list, zipf_frequency

OUT = Path(__file__).resolve().parents[2] / "reward_plugins" / "math" / "language_words.py"
TOP = 100
# Chinese, Japanese and Korean are told by their script (and need tokenizers not installed).
_SKIPPED = {"zh", "ja", "ko"}


def main() -> None:
    lines = []
    languages = sorted(set(available_languages(wordlist="small")) - _SKIPPED)
    for language in languages:
        words = top_n_list(language, TOP, wordlist="small")
        pairs = " ".join(f"{w}:{zipf_frequency(w, language, wordlist='small'):.1f}" for w in words if w.isalpha())
        wrapped = textwrap.wrap(pairs, 100)
        lines.append(f"    {language!r}: (\n" + "".join(f'        "{chunk} "\n' for chunk in wrapped) + "    ),")
    OUT.write_text(
        f'"""The {TOP} most frequent words of {len(languages)} languages with their Zipf frequencies (wordfreq '
        f'{version("wordfreq")}, "small" lists),\nwritten by bench/lab/language_words.py; do not edit. Each language: "word:zipf ..."."""\n\n'
        "FREQUENT_WORDS = {\n" + "\n".join(lines) + "\n}\n"
    )


if __name__ == "__main__":
    main()
