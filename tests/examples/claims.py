"""Helpers for claim checks (```python claim="…"``` blocks of the doc pages).

A claim check runs in the page's program, after the blocks above it, against the page's release. These
helpers cover what the running release alone cannot show:

- release history ("added in 0.15.1", "the default changed in 0.16.4"): the source of any other GX
  release, read from its wheel (downloaded from PyPI by pip on first use, cached in `.cache/gx-wheels/`);
- a later run ("the next `get_context()` sees …"): a fresh interpreter in the page's folder, with the
  page's environment (the same packages hidden).

    from claims import release_default, release_has, release_source, run_fresh
"""
from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from functools import lru_cache
from pathlib import Path

_ROOT = Path(__file__).resolve().parents[2]
CACHE = Path(os.environ.get("GX_EXAMPLES_WHEEL_CACHE", _ROOT / ".cache" / "gx-wheels"))
_HERE = Path(__file__).resolve().parent


@lru_cache(maxsize=None)
def wheel(release: str) -> Path:
    """The wheel of `great_expectations==release`, downloaded once."""
    CACHE.mkdir(parents=True, exist_ok=True)
    found = sorted(CACHE.glob(f"great_expectations-{release}-*.whl"))
    if not found:
        # Into a folder of this process's own, then moved in whole: the harness runs several pytest runs side
        # by side, and another one may be reading the cache meanwhile.
        staging = Path(tempfile.mkdtemp(prefix=".download-", dir=CACHE))
        try:
            subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
                 "--only-binary", ":all:", "--dest", str(staging), f"great_expectations=={release}"],
                check=True,
                capture_output=True,
            )
            for downloaded in staging.glob("*.whl"):
                os.replace(downloaded, CACHE / downloaded.name)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        found = sorted(CACHE.glob(f"great_expectations-{release}-*.whl"))
    if not found:
        raise FileNotFoundError(f"no wheel of great_expectations {release} in {CACHE}")
    return found[0]


def _member(path: str) -> str:
    return path if path.startswith("great_expectations") else f"great_expectations/{path}"


def release_has(release: str, path: str) -> bool:
    """Whether the release ships a file, e.g. `release_has("0.15.1", "rule_based_profiler/data_assistant/data_assistant.py")`."""
    with zipfile.ZipFile(wheel(release)) as archive:
        return _member(path) in archive.namelist()


def release_source(release: str, path: str) -> str:
    """The text of a file of the release, a path relative to the package (`"core/batch.py"`)."""
    with zipfile.ZipFile(wheel(release)) as archive:
        return archive.read(_member(path)).decode("utf-8")


def _function(tree: ast.AST, qualname: str) -> ast.FunctionDef | ast.AsyncFunctionDef:
    scope: list[ast.stmt] = list(getattr(tree, "body", []))
    node: ast.AST | None = None
    for part in qualname.split("."):
        node = next(
            (item for item in scope if isinstance(item, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and item.name == part),
            None,
        )
        if node is None:
            raise LookupError(f"{qualname}: no {part!r} there")
        scope = list(getattr(node, "body", []))
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        raise LookupError(f"{qualname} is not a function")
    return node


def release_parameters(release: str, path: str, qualname: str) -> dict[str, str | None]:
    """The parameters of a function or method of the release, each with its default as source text
    (None when it has none): `release_parameters("0.16.4", "execution_engine/sparkdf_execution_engine.py",
    "SparkDFExecutionEngine.__init__")`."""
    node = _function(ast.parse(release_source(release, path)), qualname)
    args = node.args
    positional = [*args.posonlyargs, *args.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    params: dict[str, str | None] = {
        arg.arg: (ast.unparse(default) if default is not None else None) for arg, default in zip(positional, defaults)
    }
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        params[arg.arg] = ast.unparse(default) if default is not None else None
    return params


NO_DEFAULT = object()


def release_default(release: str, path: str, qualname: str, parameter: str):
    """The default of one parameter in the release, as a Python value where it is a literal."""
    params = release_parameters(release, path, qualname)
    if parameter not in params:
        raise LookupError(f"{qualname} of {release} has no parameter {parameter!r}")
    text = params[parameter]
    if text is None:
        return NO_DEFAULT
    try:
        return ast.literal_eval(text)
    except ValueError:
        return text


def run_fresh(code: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Runs `code` in a new interpreter in the current folder, as a later session would: nothing of
    this process carries over, and the page's environment hides the same packages."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(_HERE), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run(
        [sys.executable, "-c", "import environment\n" + code],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        check=False,
    )
