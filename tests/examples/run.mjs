#!/usr/bin/env node
// Examples harness (`npm run examples`): runs every Python block of the docs against the GX release of
// its docs version, each version in a virtualenv of its own, and prints a table per version.
//
//   npm run examples                          every page of every version
//   npm run examples -- --version 0.15.50     one version
//   npm run examples -- --unchecked           also list the pages that carry no claim check
//   npm run examples -- --page docs/intro.md  one page (its version follows from its path; a page
//                                             outside the docs trees, such as a fixture, runs for every version)
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {extractFile} from './extract.mjs';
import {startExamplesPostgres} from './services/postgres.mjs';
import {docsVersions, findPython, versionOfFile} from './versions.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const {values} = parseArgs({
  options: {
    version: {type: 'string', multiple: true},
    page: {type: 'string', multiple: true},
    // Lists the pages that carry no claim check yet.
    unchecked: {type: 'boolean', default: false},
  },
});

function listPages(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

function ensureVenv(version) {
  const requirements = path.join(root, `tests/examples/requirements/gx-${version.release}.txt`);
  const lock = path.join(root, `tests/examples/requirements/gx-${version.release}.lock.txt`);
  const python = findPython(version);
  const venv = path.join(root, `.venvs/gx-${version.release}`);
  const stamp = createHash('sha256').update(readFileSync(requirements)).update(readFileSync(lock)).update(python).digest('hex');
  const stampFile = path.join(venv, '.requirements-sha256');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return path.join(venv, 'bin/python');
  console.log(`Creating ${path.relative(root, venv)} with ${python} for GX ${version.release}…`);
  rmSync(venv, {recursive: true, force: true});
  const pip = [path.join(venv, 'bin/python'), '-m', 'pip', 'install', '--quiet', '--disable-pip-version-check'];
  const steps = [
    [python, ['-m', 'venv', venv]],
    // The pip that ships with older Pythons backtracks for many minutes over this dependency tree.
    [pip[0], [...pip.slice(1), '--upgrade', 'pip']],
    [pip[0], [...pip.slice(1), '-r', requirements, '-c', lock]],
  ];
  for (const [command, args] of steps) {
    if (spawnSync(command, args, {stdio: 'inherit'}).status !== 0) throw new Error(`could not set up ${venv}`);
  }
  writeFileSync(stampFile, stamp);
  return path.join(venv, 'bin/python');
}

function extractPages(files) {
  return files.map((file) => {
    try {
      return {file, ...extractFile(path.join(root, file))};
    } catch (error) {
      return {file, blocks: [], extras: [], error: `${file}: ${error.message}`};
    }
  });
}

/**
 * Pages grouped by the environment their prerequisites name (the extras of `great_expectations[…]`),
 * so each environment's fork server (which imports GX with only that environment's packages visible)
 * starts once per run.
 */
function byEnvironment(pages, fixtures, installed) {
  const groups = new Map();
  for (const [kind, list] of [['pages', pages], ['fixtures', fixtures]]) {
    for (const page of list) {
      // Packages the venv does not have change nothing, so they do not make an environment of their own.
      const packages = page.packages.filter((name) => installed.has(name)).join(',');
      const key = `${page.extras.join(',')}|${packages}`;
      if (!groups.has(key)) groups.set(key, {extras: page.extras.join(','), packages, pages: [], fixtures: []});
      groups.get(key)[kind].push(page);
    }
  }
  return [...groups.values()].sort((a, b) => `${a.extras}|${a.packages}`.localeCompare(`${b.extras}|${b.packages}`));
}

/** Canonical names of the distributions installed in a virtualenv. */
function installedPackages(python) {
  const listing = spawnSync(python, ['-m', 'pip', 'list', '--format=freeze', '--disable-pip-version-check'], {encoding: 'utf8'});
  return new Set(listing.stdout.split('\n').map((line) => line.split('==')[0].trim().toLowerCase().replace(/[_.]/g, '-')).filter(Boolean));
}

function runVersion(version, files) {
  // A run of single pages (a writer checking their page) gets a folder of its own, so it can go on
  // beside another run.
  const outDir = values.page
    ? mkdtempSync(path.join(tmpdir(), `gx-examples-${version.release}-`))
    : path.join(root, 'test-results/examples', version.release);
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  const pages = extractPages(files);
  // The harness checks itself on the fixture pages in full runs; a writer's single-page run skips them.
  const fixtures = values.page ? [] : extractPages(listPages(path.join(root, 'tests/fixtures/examples')));
  const extractErrors = [...pages, ...fixtures].filter((page) => page.error).map((page) => page.error);
  const runnable = pages.filter((page) => page.blocks.length || page.pythonRanges?.length);
  const python = ensureVenv(version);
  let ok = extractErrors.length === 0;
  const installed = installedPackages(python);
  for (const group of byEnvironment(runnable, fixtures.filter((page) => page.blocks.length), installed)) {
    const name = [group.extras ? group.extras.replace(/,/g, '+') : 'base', ...(group.packages ? [group.packages.replace(/,/g, '+')] : [])].join('-');
    const blocksFile = path.join(outDir, `blocks-${name}.json`);
    writeFileSync(blocksFile, JSON.stringify({pages: group.pages, fixtures: group.fixtures}));
    const label = `great_expectations${group.extras ? `[${group.extras}]` : ''}${group.packages ? ` ${group.packages.replace(/,/g, ' ')}` : ''}`;
    console.log(`\nGX ${version.release}, environment ${label}: ${group.pages.length} pages`);
    const pytest = spawnSync(
      python,
      ['-m', 'pytest', 'tests/examples', '-q', '-p', 'no:cacheprovider', '--blocks', blocksFile,
        '--results', path.join(outDir, 'results'), '--data', path.join(root, 'static/data'),
        `--junitxml=${path.join(outDir, `junit-${name}.xml`)}`],
      // PYTHONPATH: the fork server is a fresh interpreter started in the repository root, and must find
      // `environment` and `runner` to preload them.
      {cwd: root, stdio: 'inherit', env: {
        ...process.env,
        GX_EXAMPLES_EXTRAS: group.extras,
        GX_EXAMPLES_PACKAGES: group.packages,
        PYTHONPATH: path.join(root, 'tests/examples'),
        // Spark starts its Python workers with `python` from PATH unless told; they must be the venv's.
        PYSPARK_PYTHON: python,
      }},
    );
    // pytest exits 5 when a group has no test to run (cannot happen: groups are never empty).
    if (pytest.status !== 0) ok = false;
  }
  const results = runnable.map((page) => {
    const file = path.join(outDir, 'results', `${page.file.replace(/[^\w.-]+/g, '_')}.json`);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).blocks : [];
  });
  const blocks = runnable.flatMap((page) => page.blocks);
  const statuses = results.flat().map((block) => block.status);
  return {
    release: version.release,
    pages: pages.length,
    blocks: blocks.filter((block) => block.claim === undefined).length,
    claims: blocks.filter((block) => block.claim !== undefined).length,
    unchecked: pages.filter((page) => !page.blocks.some((block) => block.claim !== undefined)).map((page) => page.file),
    executed: statuses.filter((status) => status === 'passed' || status === 'failed').length,
    passed: statuses.filter((status) => status === 'passed').length,
    marked: statuses.filter((status) => status === 'marked').length,
    ok,
    extractErrors,
  };
}

const selectedFiles = values.page?.map((file) => path.relative(root, path.resolve(file)));
const versions = docsVersions(root).filter((version) =>
  selectedFiles
    ? selectedFiles.some((file) => versionOfFile(file)?.release === version.release || versionOfFile(file) === undefined)
    : !values.version || values.version.includes(version.release),
);

const stopPostgres = startExamplesPostgres({root, dataDir: path.join(root, 'static/data')});
let rows;
try {
  rows = versions.map((version) => {
    const files = selectedFiles
      ? selectedFiles.filter((file) => [version.release, undefined].includes(versionOfFile(file)?.release))
      : listPages(path.join(root, version.dir));
    return runVersion(version, files);
  });
} finally {
  stopPostgres();
}

console.log('\nExamples harness: Python blocks and claim checks per docs version (executed, passed and marked count both)');
console.log(['release', 'pages', 'with checks', 'blocks', 'claim checks', 'executed', 'passed', 'marked (needs=)', 'result'].map((h) => h.padEnd(16)).join(''));
for (const row of rows) {
  console.log(
    [row.release, row.pages, row.pages - row.unchecked.length, row.blocks, row.claims, row.executed, row.passed, row.marked, row.ok ? 'ok' : 'FAILED']
      .map((cell) => String(cell).padEnd(16))
      .join(''),
  );
  for (const error of row.extractErrors) console.log(`  ${error}`);
  if (values.unchecked) for (const file of row.unchecked) console.log(`  no claim check: ${file}`);
}
process.exit(rows.every((row) => row.ok) ? 0 : 1);
