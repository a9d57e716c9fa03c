"""Static check of an example that cannot run here: do its great_expectations paths exist?

Collects every `import great_expectations...`, `from great_expectations... import name` and every
attribute chain rooted at a name bound to a great_expectations module or object (e.g. `gx.get_context`,
`gx.core.batch.RuntimeBatchRequest`), and resolves each in the installed release.
"""
from __future__ import annotations

import ast
import importlib


def _resolve(path: str) -> bool:
    parts = path.split(".")
    for split in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:split]))
        except ImportError:
            continue
        try:
            for attr in parts[split:]:
                obj = getattr(obj, attr)
        except AttributeError:
            return False
        return True
    return False


def _attribute_chain(node: ast.AST) -> list[str] | None:
    names = []
    while isinstance(node, ast.Attribute):
        names.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        names.append(node.id)
        return list(reversed(names))
    return None


def gx_paths(code: str) -> list[str]:
    tree = ast.parse(code)
    aliases: dict[str, str] = {}
    paths: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "great_expectations":
                    paths.append(alias.name)
                    aliases[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else "great_expectations"
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "great_expectations":
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                paths.append(full)
                aliases[alias.asname or alias.name] = full
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            # Nested attributes yield their prefixes too (gx.core, gx.core.batch): harmless, they exist
            # whenever the full path does.
            chain = _attribute_chain(node)
            if chain and chain[0] in aliases:
                paths.append(".".join([aliases[chain[0]], *chain[1:]]))
    return sorted(set(paths))


def missing_gx_paths(code: str) -> list[str]:
    """The great_expectations paths used by the code that the installed release does not have."""
    return [path for path in gx_paths(code) if not _resolve(path)]
