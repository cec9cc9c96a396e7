"""Math answer checking: ``extract`` (find the final answer), ``verify`` (math-verify in a
process pool with a per-item deadline, run by ``worker``), ``plugin`` (``math_accuracy``).

Importing this package loads neither sympy nor math-verify; only the worker processes do.
"""
