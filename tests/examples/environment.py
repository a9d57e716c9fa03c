"""The environment a page's prerequisites name: GX's own requirements plus the extras the page names.

A page that says `pip install "great_expectations[postgresql]==0.16.10"` must run with what that
command installs, and no more. The release's virtualenv holds the union of what the pages need, so a
page runs in a process that hides the packages GX's other extras would bring: importing one raises
`ModuleNotFoundError`, as on a reader's machine without it. The set is worked out from the release's
own metadata (its `Requires-Dist` lines and their `extra == "…"` markers, followed through the
installed distributions' requirements), so it follows the release, not a hand-kept list.

`install(extras)` must run before GX is imported (the harness's fork server loads this module first),
since GX decides at import time which optional backends it has.
"""
from __future__ import annotations

import importlib.abc
import importlib.metadata as metadata
import os
import re
import sys

from packaging.requirements import InvalidRequirement, Requirement

ENV_VAR = "GX_EXAMPLES_EXTRAS"
PACKAGES_VAR = "GX_EXAMPLES_PACKAGES"


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _installed() -> dict[str, metadata.Distribution]:
    return {_canonical(dist.metadata["Name"]): dist for dist in metadata.distributions() if dist.metadata["Name"]}


def _requirements(dist: metadata.Distribution, extras: frozenset[str]) -> list[Requirement]:
    found = []
    for line in dist.requires or []:
        try:
            requirement = Requirement(line)
        except InvalidRequirement:
            continue
        marker = requirement.marker
        if marker is None or any(marker.evaluate({"extra": extra}) for extra in extras | {""}):
            found.append(requirement)
    return found


def _edges(root: str, extras: frozenset[str], installed: dict[str, metadata.Distribution]):
    """Each (distribution, requirement) on the way `pip install root[extras]` walks, among those installed."""
    seen: set[tuple[str, frozenset[str]]] = set()
    pending = [(_canonical(root), extras)]
    while pending:
        name, wanted = pending.pop()
        dist = installed.get(name)
        if dist is None or (name, wanted) in seen:
            continue
        seen.add((name, wanted))
        for requirement in _requirements(dist, wanted):
            yield dist, requirement
            pending.append((_canonical(requirement.name), frozenset(requirement.extras)))


def closure(root: str, extras: frozenset[str], installed: dict[str, metadata.Distribution]) -> set[str]:
    """Canonical names of the distributions `pip install root[extras]` brings, among those installed."""
    names = {_canonical(root)} if _canonical(root) in installed else set()
    for _, requirement in _edges(root, extras, installed):
        if _canonical(requirement.name) in installed:
            names.add(_canonical(requirement.name))
    return names


def version_conflicts(extras: frozenset[str], installed: dict[str, metadata.Distribution] | None = None) -> list[str]:
    """What `pip install great_expectations[extras]` would not have installed: each requirement, on the
    way from GX through the installed distributions, whose installed version its specifier excludes (a
    page must run with versions a reader's install can get, e.g. the SQLAlchemy an extra caps)."""
    installed = _installed() if installed is None else installed
    conflicts = set()
    for dist, requirement in _edges("great_expectations", extras, installed):
        required = installed.get(_canonical(requirement.name))
        if required is not None and not requirement.specifier.contains(required.version, prereleases=True):
            conflicts.add(f"{dist.metadata['Name']} requires {requirement}, but {required.metadata['Name']} {required.version} is installed")
    return sorted(conflicts)


# GX's own development extras: no reader installs them, and the harness's stand-ins (moto, pytest)
# come from them, so they are never hidden.
DEVELOPMENT_EXTRAS = frozenset({"dev", "test"})


def release_extras() -> list[str]:
    extras = metadata.distribution("great_expectations").metadata.get_all("Provides-Extra") or []
    return sorted(set(extras) - DEVELOPMENT_EXTRAS)


def _top_level_modules(dist: metadata.Distribution) -> set[str]:
    text = dist.read_text("top_level.txt")
    if text:
        return {line.strip() for line in text.splitlines() if line.strip()}
    modules = set()
    for file in dist.files or []:
        top = file.parts[0]
        if top.endswith((".dist-info", ".egg-info", ".data")) or top in {"..", "__pycache__", "bin"}:
            continue
        if len(file.parts) == 1:
            if top.endswith(".py"):
                modules.add(top[:-3])
            elif top.endswith(".so"):
                modules.add(top.split(".")[0])
        else:
            modules.add(top)
    return modules


def hidden_modules(extras: frozenset[str], packages: frozenset[str] = frozenset()) -> set[str]:
    """Top-level modules that some GX extra installs but `great_expectations[extras]` (plus the other
    packages the page installs, such as `"sqlalchemy<2"`) does not."""
    installed = _installed()
    unknown = extras - set(release_extras())
    if unknown:
        raise ValueError(f"great_expectations has no extra named {', '.join(sorted(unknown))}")
    wanted = closure("great_expectations", extras, installed)
    for package in packages:
        wanted |= closure(package, frozenset(), installed)
    optional = closure("great_expectations", frozenset(release_extras()), installed) - wanted
    modules: set[str] = set()
    for name in optional:
        modules |= _top_level_modules(installed[name])
    # A module a wanted distribution also ships (a namespace package such as `google`) stays importable.
    for name in wanted:
        modules -= _top_level_modules(installed[name])
    return modules


class _Hide(importlib.abc.MetaPathFinder):
    def __init__(self, modules: set[str], extras: frozenset[str], packages: frozenset[str]) -> None:
        self.modules = modules
        self.extras = extras
        self.packages = packages

    def find_spec(self, fullname, path=None, target=None):  # noqa: ANN001 - importlib's protocol
        if fullname.split(".")[0] in self.modules:
            named = f"great_expectations[{','.join(sorted(self.extras))}]" if self.extras else "great_expectations"
            named += "".join(f" {package}" for package in sorted(self.packages))
            raise ModuleNotFoundError(
                f"No module named {fullname!r} (the page's prerequisites install {named}, which does not bring it; "
                "name the extra that does in the page's prerequisites)",
                name=fullname,
            )
        return None


def parse(value: str | None) -> frozenset[str]:
    return frozenset(part.strip() for part in (value or "").split(",") if part.strip())


def install(extras: frozenset[str] | None = None, packages: frozenset[str] | None = None) -> set[str]:
    """Hides, in this process and its children, what the page's install would not bring."""
    extras = parse(os.environ.get(ENV_VAR)) if extras is None else extras
    packages = parse(os.environ.get(PACKAGES_VAR)) if packages is None else packages
    modules = hidden_modules(extras, packages)
    for name in list(sys.modules):
        if name.split(".")[0] in modules:
            del sys.modules[name]
    sys.meta_path.insert(0, _Hide(modules, extras, packages))
    return modules


if os.environ.get(ENV_VAR) is not None and not any(isinstance(f, _Hide) for f in sys.meta_path):
    install()
