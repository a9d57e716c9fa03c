"""pytest options of the examples harness; tests/examples/run.mjs passes them."""
from __future__ import annotations

import json
from pathlib import Path

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--blocks", required=True, help="blocks.json written by extract (run.mjs)")
    parser.addoption("--results", required=True, help="folder for one result JSON per page")
    parser.addoption("--data", required=True, help="sample data folder, copied to data/ for each page")


def _load(config: pytest.Config) -> dict:
    return json.loads(Path(config.getoption("--blocks")).read_text(encoding="utf-8"))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "page" in metafunc.fixturenames:
        pages = _load(metafunc.config)["pages"]
        metafunc.parametrize("page", pages, ids=[page["file"] for page in pages])
    if "fixture_page" in metafunc.fixturenames:
        fixtures = _load(metafunc.config)["fixtures"]
        metafunc.parametrize("fixture_page", fixtures, ids=[page["file"] for page in fixtures])


@pytest.fixture
def run_page(request: pytest.FixtureRequest, tmp_path: Path):
    """Runs one page's blocks with runner.py in a fresh directory holding the sample data."""
    import shutil
    import subprocess
    import sys

    def run(page: dict, result_name: str) -> tuple[int, dict, str]:
        work = tmp_path / "work"
        shutil.copytree(request.config.getoption("--data"), work / "data")
        page_file = tmp_path / "page.json"
        page_file.write_text(json.dumps(page), encoding="utf-8")
        results_dir = Path(request.config.getoption("--results"))
        results_dir.mkdir(parents=True, exist_ok=True)
        result_file = results_dir / result_name
        completed = subprocess.run(
            [sys.executable, str(Path(__file__).with_name("runner.py")), str(page_file), str(result_file)],
            cwd=work,
            capture_output=True,
            text=True,
            timeout=900,
            env={**__import__("os").environ, "PYTHONPATH": str(Path(__file__).parent)},
        )
        result = json.loads(result_file.read_text(encoding="utf-8")) if result_file.exists() else {"blocks": []}
        return completed.returncode, result, completed.stdout + completed.stderr

    return run
