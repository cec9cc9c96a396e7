"""Find the program in a completion: the last fenced Python block, else the whole text."""

from __future__ import annotations

import re
import textwrap

PYTHON_LANGUAGES = frozenset({"python", "python3", "py", "py3"})
_OPENING = re.compile(r"^(?P<fence>`{3,}|~{3,})[ \t]*(?P<lang>[A-Za-z0-9_+.#-]*)")


def fenced_blocks(text: str) -> list[tuple[str, str, bool]]:
    """Every fenced block as ``(language, content, closed)``, in order.

    A block still open at the end of the text (a generation cut off by the token limit) is
    returned with ``closed=False``.

    >>> fenced_blocks("Try:\\n```python\\nprint(1)\\n```\\nor\\n~~~\\nx\\n")
    [('python', 'print(1)', True), ('', 'x\\n', False)]
    """
    blocks, current = [], None
    for line in text.split("\n"):
        stripped = line.strip()
        if current is None:
            match = _OPENING.match(stripped)
            if match:
                current = (match.group("fence"), match.group("lang").lower(), [])
            continue
        fence, lang, lines = current
        if stripped and set(stripped) == {fence[0]} and len(stripped) >= len(fence):
            blocks.append((lang, textwrap.dedent("\n".join(lines)), True))
            current = None
        else:
            lines.append(line)
    if current is not None:
        blocks.append((current[1], textwrap.dedent("\n".join(current[2])), False))
    return blocks


def _defines(code: str, name: str) -> bool:
    """Whether ``code`` defines ``name`` at top level (a def, a class or an assignment)."""
    return re.search(rf"^(?:(?:async\s+)?def|class)\s+{re.escape(name)}\b|^{re.escape(name)}\s*[:=]", code, re.M) is not None


def extract_code(text: str | None, defining: str | None = None) -> str | None:
    """The code to run: the last ```python block (``py``, ``python3`` too); if there is none, the
    last block without a language; if there is no fenced block, the whole text. ``None`` when
    that is empty. With ``defining``, the last such block that defines that name wins over later
    ones that do not (a usage example after the solution is not the solution).

    Args:
        text (`str` or `None`): the completion.
        defining (`str`, *optional*): the function under test, when the row names it.

    Returns:
        `str` or `None`

    Example:

    ```python
    >>> extract_code("First try:\\n```python\\nx = 1\\n```\\nBetter:\\n```python\\nx = 2\\n```\\nDone.")
    'x = 2'
    >>> extract_code("def f():\\n    return 1\\n")
    'def f():\\n    return 1\\n'
    >>> extract_code("```bash\\nls\\n```\\n```\\nprint('hi')\\n```")
    "print('hi')"
    >>> extract_code("```python\\ndef add(a, b):\\n    return a + b\\n```\\nUsage:\\n```python\\nprint(add(1, 2))\\n```", "add")
    'def add(a, b):\\n    return a + b'
    >>> extract_code("   ") is None
    True

    ```
    """
    if text is None:
        return None
    blocks = fenced_blocks(text)
    python = [content for lang, content, _ in blocks if lang in PYTHON_LANGUAGES]
    plain = [content for lang, content, _ in blocks if not lang]
    candidates = python or plain
    if defining and candidates:
        candidates = [code for code in candidates if _defines(code, defining)] or candidates
    code = candidates[-1] if candidates else text
    return code if code.strip() else None


__all__ = ["PYTHON_LANGUAGES", "extract_code", "fenced_blocks"]
