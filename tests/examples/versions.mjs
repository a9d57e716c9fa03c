// @ts-check
// Which GX release each docs tree documents, and which Python runs it.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {readJson} from '../../scripts/lib/readJson.mjs';

/** @typedef {{release: string}} Version a GX release the docs document */
/** @typedef {Version & {dir: string}} DocsVersion a release and its docs tree, relative to the repository */

/**
 * The newest Python each release supports, by its package metadata (0.14.13: 3.6–3.9; 0.15.50 and
 * 0.16.10: 3.7–3.10). 0.16.10 cannot even be imported on Python 3.11 without pyspark installed (its
 * placeholder for the missing module breaks typing on 3.11), so the harness uses these.
 */
/** @type {Readonly<Record<string, string>>} */
const pythonFor = {'0.14.13': '3.9', '0.15.50': '3.10', '0.16.10': '3.10'};

/** @returns {string} */
const currentRelease = () => {
  const file = path.resolve(import.meta.dirname, '../../src/config/versions.ts');
  const match = /export const currentRelease = '([^']+)'/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no \`export const currentRelease = '<release>'\``);
  return match[1];
};

/**
 * Every docs tree, the current one first.
 * @param {string} root the repository
 * @returns {DocsVersion[]}
 */
export function docsVersions(root) {
  const older = /** @type {string[]} */ (readJson(path.join(root, 'versions.json')));
  return [
    {release: currentRelease(), dir: 'docs'},
    ...older.map((release) => ({release, dir: `versioned_docs/version-${release}`})),
  ];
}

/**
 * The version whose docs tree holds a file (a path relative to the repository), if any.
 * @param {string} file
 * @returns {Version | undefined}
 */
export function versionOfFile(file) {
  const match = file.match(/^versioned_docs\/version-([^/]+)\//);
  if (match) return {release: match[1]};
  if (file.startsWith('docs/')) return {release: currentRelease()};
  return undefined;
}

/**
 * An interpreter for the release: GX_EXAMPLES_PYTHON_<release>, else python3.X on PATH or in pyenv.
 * @param {Version} version
 * @returns {string}
 */
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
  const newest = installed.sort().at(-1);
  if (newest) return path.join(versionsDir, newest, 'bin/python3');
  throw new Error(
    `GX ${release} needs Python ${minor}, which was not found. Install it (e.g. \`pyenv install ${minor}\`) ` +
      `or point GX_EXAMPLES_PYTHON_${release.replace(/\./g, '_')} at an interpreter.`,
  );
}
