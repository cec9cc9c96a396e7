"""Math answer checking: ``reading`` (each completion read once: what a reader sees, the final
commitment and what follows it, what the prompt asks for; its steps in ``extract``, ``boxes``,
``clean``, ``qualifiers``, ``final_statement`` and ``normalize``), ``gold`` (read the gold answer),
``rules`` (one table of named rules that judge a reading; their parts in ``after``, ``forms``,
``injection``, ``choices``, ``task_forms``, ``units`` and ``structures``), ``numbers`` and
``spelling`` (plain numbers, spellings and times compared in-process), ``verify`` (math-verify in
a process pool with a per-item deadline, run by ``worker``), ``plugin`` (``math_accuracy``).

Importing this package loads neither sympy nor math-verify; only the worker processes do.
"""
