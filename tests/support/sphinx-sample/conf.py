# Sphinx's configuration for the sample library (plants.py, next to this file).
import os
import sys

sys.path.insert(0, os.path.abspath(os.path.dirname(__file__)))

project = "Plants"
release = "1.2.0"
extensions = ["sphinx.ext.autodoc"]
autodoc_default_options = {
    "members": True,
    "special-members": "__init__",
    "show-inheritance": True,
}
