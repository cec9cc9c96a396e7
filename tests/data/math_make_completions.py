r"""Build ``math_completions.jsonl.gz``: labelled completions for problems from external generators.

Problems and gold answers come from reasoning-gym's procedural generators (integer, decimal
and fraction arithmetic, GSM8K templates, equations, number theory, dice odds). Each problem
gets completions written in the styles models produce (``\boxed{}``, ``####``,
``<answer>`` tags, "The answer is", "**Answer:**", bare numbers, units, currency, thousands
separators, LaTeX fractions vs decimals), labelled by construction: ``1`` when the final
answer equals the gold, ``0`` for wrong finals, distractors (the right number earlier, a
wrong final answer), and no answer at all. Golds appear plain, as GSM8K solutions ending in
``#### x`` and as LaTeX (``$\frac{3}{4}$``).

Regenerate (needs ``pip install reasoning-gym``)::

    python tests/data/math_make_completions.py
"""

from __future__ import annotations

import gzip
import json
import random
import re
from fractions import Fraction
from pathlib import Path

OUT = Path(__file__).with_name("math_completions.jsonl.gz")
SOURCES = {
    "basic_arithmetic": 60,
    "chain_sum": 40,
    "gsm_symbolic": 50,
    "products": 25,
    "lcm": 15,
    "gcd": 15,
    "simple_equations": 25,
    "leg_counting": 15,
    "count_primes": 10,
    "decimal_chain_sum": 25,
    "fraction_simplification": 40,
    "dice": 20,
}


def _value(answer: str) -> Fraction:
    return Fraction(answer.strip().strip("$").replace(",", ""))


def _thousands(n: int) -> str:
    return f"{n:,}"


def correct_forms(v: Fraction, rng: random.Random, latex_gold: bool) -> list[str]:
    """Ways a model writes the right value ``v``."""
    forms = []
    if v.denominator == 1:
        n = int(v)
        forms += [str(n), f"{n}.0", f"{n}.00"]
        if abs(n) >= 1000:
            forms += [_thousands(n), _thousands(n) + ".00"]
        if n < 0:
            forms += ["\u2212" + str(-n)]
    else:
        a, b = v.numerator, v.denominator
        forms += [f"{a}/{b}", f"\\frac{{{a}}}{{{b}}}", f"\\dfrac{{{a}}}{{{b}}}"]
        if a < 0:
            forms += [f"-\\frac{{{-a}}}{{{b}}}"]
        # A decimal only when it is exact (math-verify rounds to 6 places).
        d = _exact_decimal(v)
        if d is not None:
            forms.append(d)
    return forms


def _exact_decimal(v: Fraction) -> str | None:
    for places in range(1, 7):
        scaled = v * 10**places
        if scaled.denominator == 1:
            return f"{float(v):.{places}f}"
    return None


def wrong_value(v: Fraction, rng: random.Random) -> Fraction:
    choices = [v + 1, v - 1, v * 2, v + 10, -v if v else Fraction(1), v * 10]
    if v.denominator != 1:
        choices += [Fraction(v.denominator, v.numerator) if v.numerator else Fraction(2), v + Fraction(1, v.denominator)]
    w = rng.choice(choices)
    return w if w != v else v + 3


def plain(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"


def latex(v: Fraction) -> str:
    if v.denominator == 1:
        return str(v.numerator)
    sign = "-" if v < 0 else ""
    return f"{sign}\\frac{{{abs(v.numerator)}}}{{{v.denominator}}}"


def reasoning(question: str, rng: random.Random) -> str:
    """Chain-of-thought filler that mentions the question's numbers."""
    import re

    nums = re.findall(r"\d+(?:\.\d+)?", question)[:4] or ["2", "3"]
    steps = [
        f"Let me work through this step by step.",
        f"We start from {nums[0]}.",
        f"Next we combine it with {nums[-1]}." if len(nums) > 1 else "Then we simplify.",
        "Checking the arithmetic carefully.",
    ]
    return " ".join(steps[: rng.randint(1, 4)])


# Final-answer styles: (name, template). {x} is the answer text, {r} the reasoning.
STYLES = [
    ("boxed", "{r}\nTherefore, the answer is $\\boxed{{{x}}}$."),
    ("boxed", "{r}\n\n**Final Answer**\n\\[\n\\boxed{{{x}}}\n\\]"),
    ("boxed", "{r} So the result is \\boxed{{{x}}}"),
    ("gsm8k", "{r}\n#### {x}"),
    ("gsm8k", "{r}\nThe total comes out as computed.\n#### {x}\n"),
    ("answer_tag", "<think>\n{r}\n</think>\n<answer>{x}</answer>"),
    ("answer_tag", "<think>{r}</think> <answer> {x} </answer>"),
    ("answer_is", "{r} The answer is {x}."),
    ("answer_is", "{r}\nFinal answer: {x}"),
    ("answer_is", "{r}\n**Answer:** {x}"),
    ("answer_is", "{r}\nFinal Answer: The final answer is ${x}$. I hope it is correct."),
    ("answer_is", "{r} So, the answer is: **{x}**"),
    ("answer_is", "{r}\nAnswer: \\({x}\\)"),
    ("sloppy", "{r} = {x}."),
    ("sloppy", "{r}\n{x}"),
    ("sloppy", "{r} The result is {x}."),
    ("sloppy", "{r}\n**{x}**"),
    ("sloppy", "{r} Thus, x = {x}."),
    ("sloppy", "{r}\n\\[ {x} \\]"),
    ("boxed", "{r}\nThe final answer is $\\boxed{{{x}}}$.\n\nLet me double-check: the steps above are consistent."),
    ("boxed", "{r}\n\\boxed{{{x}}}\n\nI hope this helps!"),
    ("answer_tag", "<think>{r}</think>\n<answer>\n\\boxed{{{x}}}\n</answer>"),
    ("answer_tag", "<answer>The answer is {x}</answer>"),
    ("answer_is", "{r}\n### Final Answer\nThe answer is $$ {x} $$"),
    ("answer_is", "{r}\nANSWER: {x}"),
    ("answer_is", "{r} the answer is {x}\n\nExplanation: we combined the quantities as shown."),
    ("answer_is", "{r} Therefore the answer is:\n\n$${x}$$"),
    ("gsm8k", "{r}\n#### ${x}$"),
    ("sloppy", "{r}\nSo the final result: {x}"),
    ("sloppy", "{r}\n\n$$\n{x}\n$$"),
    ("answer_is", "Answer: {x}\nExplanation: {r}"),
    ("gsm8k", "#### Step 1\n{r}\n#### {x}"),
]
UNIT_STYLES = [
    ("units", "{r} That gives us a total of {x} {unit} in the end."),
    ("units", "{r} The answer is {x} {unit}."),
    ("units", "{r}\n#### {x} {unit}"),
    ("currency", "{r} The answer is ${x}."),
    ("currency", "{r} So she pays \\${x} in total.\n**Answer:** \\${x}"),
]
DISTRACTORS = [
    "{r} At first I thought the answer is {good}, but I made a mistake. The answer is {bad}.",
    "{r} We get {good} after the first step, and then the final result is \\boxed{{{bad}}}.",
    "<think>{r} maybe {good}?</think>\n<answer>{bad}</answer>",
    "{r}\nThe answer is \\boxed{{{good}}}. Wait, let me recheck that. Actually the correct value differs.\nFinal answer: {bad}",
    "{r} Note that {good} is a tempting choice.\n#### {bad}",
    "{r} One might guess \\boxed{{{good}}}, but recomputing carefully gives \\boxed{{{bad}}}.",
    "{r} The intermediate value is {good}. So the answer is {bad}.",
    "{r}\n**Answer:** {bad}\n\n(The value {good} came up above, before the last step.)",
    "{r} {good} is incorrect; the answer is {bad}.",
    "{r} I first computed {good}... no wait, I misread the question. Final: {bad}",
]
RECOVERIES = [
    "{r} At first I got {bad}, but that was a mistake. The answer is {good}.",
    "{r} The answer is \\boxed{{{bad}}}. Hmm, no: I dropped a term. Recomputing: the answer is \\boxed{{{good}}}.",
]
NO_ANSWER = [
    "I'm not sure how to solve this problem.",
    "Let me think about this carefully. First, I need to understand what the question asks.",
    "This question is ambiguous, so I cannot give a definite answer.",
    "{r} Hmm, I need more information to finish.",
    "",
]


def gold_text(answer: str, v: Fraction, kind: str, rng: random.Random) -> str:
    if kind == "gsm8k":
        return f"We compute the quantities step by step.\nThe result is {plain(v)}.\n#### {plain(v)}"
    if kind == "latex":
        return f"${latex(v)}$"
    return answer


# A measure unit and the other units of its quantity: a question that measures that quantity in
# another unit ("25 kilometers") is not answered by a number in this one ("74 cm").
_OTHER_UNITS = {
    "cm": (r"cm|centimet", r"kilomet|km|\bmet(?:er|re)s?\b|\bmiles?\b|\binch|\bfeet\b|\bfoot\b|\byards?\b|\bmm\b"),
    "km/h": (r"km/h", r"mph|m/s|miles per hour"),
    "minutes": (r"minute", r"\bhours?\b|\bseconds?\b|\bdays?\b|\bweeks?\b"),
    "dollars": (r"\$|dollar", r"€|£|¥|₹|\beuros?\b"),
}


def _unit_not_asked(unit: str, question: str) -> bool:
    """Whether ``question`` measures the quantity of ``unit`` only in other units."""
    if unit not in _OTHER_UNITS:
        return False
    same, other = _OTHER_UNITS[unit]
    return bool(re.search(other, question, re.I)) and not re.search(same, question, re.I)


def load(path: Path = OUT) -> list[dict]:
    """The rows of the set: ``question``, ``answer`` (gold), ``completion``, ``label``, ``style``, ``source``."""
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def main(seed: int = 1234) -> None:
    import reasoning_gym

    rng = random.Random(seed)
    rows = []
    for source, count in SOURCES.items():
        for entry in reasoning_gym.create_dataset(source, size=count, seed=seed):
            try:
                v = _value(entry["answer"])
            except (ValueError, ZeroDivisionError):
                continue
            if v.denominator == 1:
                kind = rng.choice(["plain", "plain", "gsm8k"])
            else:
                kind = rng.choice(["latex", "latex", "plain"])
            gold = gold_text(entry["answer"], v, kind, rng)
            q = entry["question"]

            def add(completion: str, label: int, style: str) -> None:
                if rng.random() < 0.1:  # conversational datasets give message lists
                    completion = [{"role": "assistant", "content": completion}]
                rows.append({"source": source, "question": q[:120], "answer": gold, "completion": completion,
                             "label": label, "style": style})

            r = reasoning(q, rng)
            forms = correct_forms(v, rng, kind == "latex")
            for _ in range(2):
                name, tpl = rng.choice(STYLES)
                add(tpl.format(r=r, x=rng.choice(forms)), 1, name)
            w = wrong_value(v, rng)
            name, tpl = rng.choice(STYLES)
            add(tpl.format(r=r, x=rng.choice(correct_forms(w, rng, False))), 0, name + "_wrong")
            if v.denominator == 1 and v >= 0:
                name, tpl = rng.choice(UNIT_STYLES)
                unit = rng.choice(["apples", "dollars", "legs", "cm", "km/h", "minutes"])
                x = _thousands(int(v)) if v >= 1000 and rng.random() < 0.7 else str(int(v))
                asked = not _unit_not_asked(unit if name == "units" else "dollars", q[:120])  # currency styles write "$"
                add(tpl.format(r=r, x=x, unit=unit), 1 if asked else 0, name)
            if rng.random() < 0.6:
                add(rng.choice(DISTRACTORS).format(r=r, good=rng.choice(forms), bad=plain(w)), 0, "distractor")
            if rng.random() < 0.3:
                add(rng.choice(RECOVERIES).format(r=r, good=rng.choice(forms), bad=plain(w)), 1, "recovery")
            if rng.random() < 0.25:
                add(rng.choice(NO_ANSWER).format(r=r), 0, "no_answer")
    rng.shuffle(rows)
    with gzip.open(OUT, "wt", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row) + "\n")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
