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


def _fork_server():
    """A fork server that has imported the release's heavy modules once. Each page runs in a process
    forked from it, so every page still starts from a fresh interpreter state (nothing a page defines or
    registers reaches another page) without paying the 3-5 s import of great_expectations each time."""
    import multiprocessing

    context = multiprocessing.get_context("forkserver")
    # `environment` first: it hides what the group's install would not bring before GX is imported.
    context.set_forkserver_preload(["environment", "runner", "pandas", "sqlalchemy", "great_expectations"])
    return context


@pytest.fixture(scope="session")
def fork_server():
    import os

    import environment

    # Fails every test of the group with a clear message on an extra the release does not have
    # (inside the fork server the same error would only show as a crashed process).
    environment.hidden_modules(
        environment.parse(os.environ.get(environment.ENV_VAR)), environment.parse(os.environ.get(environment.PACKAGES_VAR))
    )
    return _fork_server()


@pytest.fixture
def run_page(request: pytest.FixtureRequest, tmp_path: Path, fork_server):
    """Runs one page's blocks (runner.run_files) in a fresh directory holding the sample data."""
    import shutil

    from runner import run_in_child

    def run(page: dict, result_name: str) -> tuple[int, dict, str]:
        work = tmp_path / "work"
        shutil.copytree(request.config.getoption("--data"), work / "data")
        page_file = tmp_path / "page.json"
        page_file.write_text(json.dumps(page), encoding="utf-8")
        results_dir = Path(request.config.getoption("--results"))
        results_dir.mkdir(parents=True, exist_ok=True)
        result_file = results_dir / result_name
        log_file = tmp_path / "output.log"
        process = fork_server.Process(target=run_in_child, args=(str(page_file), str(result_file), str(work), str(log_file)))
        process.start()
        process.join(timeout=900)
        if process.is_alive():
            process.kill()
            process.join()
        result = json.loads(result_file.read_text(encoding="utf-8")) if result_file.exists() else {"blocks": []}
        output = log_file.read_text(encoding="utf-8", errors="replace") if log_file.exists() else ""
        return process.exitcode if process.exitcode is not None else -1, result, output

    return run
