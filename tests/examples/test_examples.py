"""One test per doc page: its Python blocks run in order against the page's GX release."""
from __future__ import annotations

import re


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def _supported_pythons() -> list[tuple[int, ...]]:
    """The Python versions the installed GX release declares (its `Programming Language :: Python :: 3.x`)."""
    from importlib.metadata import metadata

    classifiers = metadata("great_expectations").get_all("Classifier") or []
    return sorted(_version(c.rsplit("::", 1)[1].strip()) for c in classifiers if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c))


def test_page_python_ranges(page: dict) -> None:
    """A page that says "on Python 3.7 to 3.10" states a range within what its release supports, and the
    harness's Python (the one the page runs with) is in it."""
    import sys

    supported = _supported_pythons()
    running = sys.version_info[:2]
    wrong = [
        f"{page['file']}:{r['line']}: Python {r['from']} to {r['to']} (GX supports {'.'.join(map(str, supported[0]))} to "
        f"{'.'.join(map(str, supported[-1]))}; the page runs on {'.'.join(map(str, running))})"
        for r in page.get("pythonRanges", [])
        if not (supported[0] <= _version(r["from"]) <= running <= _version(r["to"]) <= supported[-1])
    ]
    assert not wrong, "\n".join(wrong)


def test_environment_versions() -> None:
    """The pages of this run name these extras: every installed package is one that
    `pip install "great_expectations[extras]"` could have chosen (the lock file pins nothing an extra rules out)."""
    import os

    import environment

    conflicts = environment.version_conflicts(environment.parse(os.environ.get(environment.ENV_VAR)))
    assert not conflicts, "\n".join(conflicts)


def test_page_examples(page: dict, run_page) -> None:
    result_name = re.sub(r"[^\w.-]+", "_", page["file"]) + ".json"
    code, result, output = run_page(page, result_name)
    failures = [block["error"] for block in result["blocks"] if block["status"] == "failed"]
    assert code == 0 and not failures, "\n\n".join(failures) or output
