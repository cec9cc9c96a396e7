"""The top layer: the recipe, the command line, the demo and the plots. Nothing imports it but itself."""
