"""The setup layer: what a run is built from -- QLoRA, the embedded model, data, tasks, evaluation."""
