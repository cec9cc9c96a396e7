"""An answer named as wrong or as another's ("A common wrong answer is 24") is no commitment, and a markdown
shape after the answer (a heading, a quote, a list item, a table row, a bold line, a rule, a code block)
states its value: each case with its twin that must stay as it is."""

import pytest

from trl_grpo_ext.registry import get_reward

PROMPT = "What is 6 times 7?"

# (completion, gold, paid)
NAMED_WRONG = [
    ("Answer: 42. A common wrong answer is 24.", "24", False),
    ("Answer: 42. A common wrong answer is 24.", "42", True),
    ("Answer: 42. The wrong answer would be 24.", "24", False),
    ("Answer: 42. The wrong answer would be 24.", "42", True),
    ("Answer: 42. A tempting answer is 24, from adding.", "24", False),
    ("Answer: 42. A tempting answer is 24, from adding.", "42", True),
    ("Answer: 42. The answer is not 24.", "24", False),
    ("Answer: 42. The answer is not 24.", "42", True),
    ("Answer: 42 (common wrong answer: 24)", "24", False),
    ("Answer: 42 (common wrong answer: 24)", "42", True),
    ("Antwort: 42. Eine häufige falsche Antwort ist 24.", "24", False),
    ("Antwort: 42. Eine häufige falsche Antwort ist 24.", "42", True),
    ("Respuesta: 42. Una respuesta incorrecta común es 24.", "24", False),
    ("Respuesta: 42. Una respuesta incorrecta común es 24.", "42", True),
    ("Réponse : 42. Une mauvaise réponse est 24.", "24", False),
    ("Réponse : 42. Une mauvaise réponse fréquente est 24.", "42", True),
    ("Ответ: 42. Неправильный ответ: 24.", "24", False),
    ("Ответ: 42. Неправильный ответ: 24.", "42", True),
    ("答案：42。常见的错误答案是24。", "24", False),
    ("答案：42。常见的错误答案是24。", "42", True),
    ("Wrong answer: 24. Right answer: 42.", "24", False),
    ("Wrong answer: 24. Right answer: 42.", "42", True),
    ("Right answer: 42. Wrong answer: 24.", "24", False),
    ("Right answer: 42. Wrong answer: 24.", "42", True),
    ("The correct answer is 42.", "42", True),
]

MARKDOWN_AFTER = [
    ("Answer: 42\n\n# 48", "42", False),
    ("Answer: 42\n\n# 42", "42", True),
    ("Answer: 42\n\n### 48", "42", False),
    ("\\boxed{42}\n\n# 48", "42", False),
    ("Answer: 42\n\n## Final\n48", "42", False),
    ("Answer: 42\n\n> 48", "42", False),
    ("Answer: 42\n\n> 42", "42", True),
    ("Answer: 42\n\n- 48", "42", False),
    ("Answer: 42\n\n- 42", "42", True),
    ("Answer: 42\n\n1. 48", "42", False),
    ("Answer: 42\n\n| result | 48 |", "42", False),
    ("Answer: 42\n\n| result | 42 |", "42", True),
    ("Answer: 42\n\n**48**", "42", False),
    ("Answer: 42\n\n**42**", "42", True),
    ("Answer: 42\n\n---\n48", "42", False),
    ("Answer: 42\n\n---\n42", "42", True),
    ("Answer: 42\n\n```\n48\n```", "42", False),
    ("Answer: 42\n\n```\n42\n```", "42", True),
    ("Answer: 42\n\n```python\nprint(6*8)\n```\nOutput: 48", "42", False),
    ("Answer: 42\n\n```python\nprint(6*7)\n```\nOutput: 42", "42", True),
    ("Answer: 42\n\nSee Problem #3 for more.", "42", True),
    ("Answer: 42\n\nThis was exercise #12.", "42", True),
    ("Answer: 42\n\n#48", "42", False),  # a number behind '#' labels nothing when no word stands before it
    ("Answer: 42\n\n- [x] 48", "42", False),
    ("Answer: 42\n\n> 6 × 8 = 48", "42", False),
    ("Answer: 42\n\n> 6 × 7 = 42", "42", True),
    ("Answer: 42\n\n# Result\n\n48", "42", False),
    ("Answer: 42\n\n# Result\n\n42", "42", True),
]


@pytest.fixture(scope="module")
def reward():
    return get_reward("math_accuracy")


@pytest.mark.parametrize("completion,gold,paid", NAMED_WRONG)
def test_an_answer_named_wrong_is_no_commitment(reward, completion, gold, paid):
    assert (reward([PROMPT], [completion], answer=[gold])[0] >= 0.5) is paid, reward.explain(PROMPT, completion, gold)


@pytest.mark.parametrize("completion,gold,paid", MARKDOWN_AFTER)
def test_a_markdown_line_after_the_answer_states_its_value(reward, completion, gold, paid):
    assert (reward([PROMPT], [completion], answer=[gold])[0] >= 0.5) is paid, reward.explain(PROMPT, completion, gold)


# A short sentence after the answer that judges it wrong withdraws it in Zulu, Gujarati, Armenian, Slovak, Albanian and
# Irish too; the answer alone after the working stays paid.
JUDGED_WRONG_MORE = [
    "Linda, lokho akulungile.",
    "થોભો, તે ખોટું છે.",
    "Սպասեք, սա սխալ է։",
    "Počkať, to je zle.",
    "Prit, kjo është gabim.",
    "Fan, tá sé sin mícheart.",
    "Itxaron, hori oker dago.",
]


@pytest.mark.parametrize("sentence", JUDGED_WRONG_MORE)
def test_a_sentence_judging_the_answer_wrong_withdraws_it_in_more_languages(math_plugin, sentence):
    completion = "3 + 15 = 18.\n\nAnswer: 18\n\n"
    assert math_plugin.explain("How many?", completion + sentence, "18")["reason"] == "withdrawn"
    assert math_plugin.explain("How many?", completion, "18")["reason"] == "correct"
