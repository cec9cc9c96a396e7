"""The bottom layer: advantage schemes, the contrastive theory, KL estimators, memory estimates.

Pure torch and the standard library: nothing here imports TRL or transformers when it loads, and
nothing here imports a module of a layer above (see docs/LAYOUT.md).
"""
