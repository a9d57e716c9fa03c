// Which GX release each docs tree documents, and which Python runs it.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';

/**
 * The newest Python each release supports, by its package metadata (0.14.13: 3.6–3.9; 0.15.50 and
 * 0.16.10: 3.7–3.10). 0.16.10 cannot even be imported on Python 3.11 without pyspark installed (its
 * placeholder for the missing module breaks typing on 3.11), so the harness uses these.
 */
export const pythonFor = {'0.14.13': '3.9', '0.15.50': '3.10', '0.16.10': '3.10'};

const currentRelease = () => {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../src/config/versions.ts'), 'utf8');
  return source.match(/export const currentRelease = '([^']+)'/)[1];
};

export function docsVersions(root) {
  const older = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8'));
  return [
    {release: currentRelease(), dir: 'docs'},
    ...older.map((release) => ({release, dir: `versioned_docs/version-${release}`})),
  ];
}

/** The version whose docs tree holds a file (a path relative to the repository), if any. */
export function versionOfFile(file) {
  const match = file.match(/^versioned_docs\/version-([^/]+)\//);
  if (match) return {release: match[1]};
  if (file.startsWith('docs/')) return {release: currentRelease()};
  return undefined;
}

/** An interpreter for the release: GX_EXAMPLES_PYTHON_<release>, else python3.X on PATH or in pyenv. */
export function findPython({release}) {
  const override = process.env[`GX_EXAMPLES_PYTHON_${release.replace(/\./g, '_')}`];
  if (override) return override;
  const minor = pythonFor[release];
  if (!minor) throw new Error(`No Python version is set for GX ${release} in tests/examples/versions.mjs`);
  const onPath = spawnSync('sh', ['-c', `command -v python${minor}`], {encoding: 'utf8'}).stdout.trim();
  if (onPath && spawnSync(onPath, ['--version']).status === 0) return onPath;
  const pyenvRoot = process.env.PYENV_ROOT ?? path.join(process.env.HOME ?? '/root', '.pyenv');
  const versionsDir = path.join(pyenvRoot, 'versions');
  const installed = existsSync(versionsDir)
    ? readdirSync(versionsDir).filter((name) => name.startsWith(`${minor}.`))
    : [];
  if (installed.length) return path.join(versionsDir, installed.sort().at(-1), 'bin/python3');
  throw new Error(
    `GX ${release} needs Python ${minor}, which was not found. Install it (e.g. \`pyenv install ${minor}\`) ` +
      `or point GX_EXAMPLES_PYTHON_${release.replace(/\./g, '_')} at an interpreter.`,
  );
}
