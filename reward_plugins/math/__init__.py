"""Math answer checking: ``extract`` (find the final answer; its steps in ``boxes``, ``clean``,
``qualifiers`` and ``final_statement``), ``gold`` (read the gold answer), ``numbers`` and ``spelling``
(compare plain numbers and spellings in-process), ``verify`` (math-verify in a process pool with a
per-item deadline, run by ``worker``), ``plugin`` (``math_accuracy``).

Importing this package loads neither sympy nor math-verify; only the worker processes do.
"""
