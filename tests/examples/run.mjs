#!/usr/bin/env node
// @ts-check
// Examples harness (`npm run examples`): runs every Python block of the docs against the GX release of
// its docs version, each version in a virtualenv of its own, and prints a table per version.
//
//   npm run examples                          every page of every version
//   npm run examples -- --version 0.15.50     one version
//   npm run examples -- --unchecked           also list the pages that carry no claim check
//   npm run examples -- --page docs/intro.md  one page (its version follows from its path; a page
//                                             outside the docs trees, such as a fixture, runs for every version)
//   npm run examples -- --jobs 3              pytest runs side by side (default: GX_EXAMPLES_JOBS, else 2)
//
// The pages of a version run in groups, one pytest (and fork server) per environment; big groups are
// split in shards of at most --shard pages, so that --jobs runs can share the work out evenly. The
// groups whose pages use the shared PostgreSQL server run one at a time (they create and drop the
// same tables), the others side by side. At the end it prints a table per version and the time of
// each step.
import {spawn, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {availableParallelism, homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readJson} from '../../scripts/lib/readJson.mjs';
import {extractFile} from './extract.mjs';
import {startExamplesPostgres} from './services/postgres.mjs';
import {docsVersions, findPython, versionOfFile} from './versions.mjs';

/**
 * @typedef {import('./extract.mjs').Block} Block
 * @typedef {import('./versions.mjs').Version} Version
 * @typedef {import('./versions.mjs').DocsVersion} DocsVersion
 * @typedef {{file: string, error?: string} & ReturnType<typeof extractFile>} Page a page and its blocks
 * @typedef {{extras: string, packages: string, postgres: boolean, pages: Page[], fixtures: Page[]}} Group
 * @typedef {Group & {shard: number | undefined, seconds: number}} Shard a group's pages for one pytest run
 * @typedef {{version: DocsVersion, python: string, outDir: string, group: Shard, name: string, label: string}} Job
 * @typedef {Awaited<ReturnType<typeof prepareVersion>>} Prepared
 */

const root = path.resolve(import.meta.dirname, '../..');
const {values} = parseArgs({
  options: {
    version: {type: 'string', multiple: true},
    page: {type: 'string', multiple: true},
    // Lists the pages that carry no claim check yet.
    unchecked: {type: 'boolean', default: false},
    jobs: {type: 'string', default: process.env.GX_EXAMPLES_JOBS ?? String(Math.min(2, availableParallelism()))},
    shard: {type: 'string', default: '60'},
  },
});
const jobs = Math.max(1, Number(values.jobs) || 1);
const shardSize = Math.max(1, Number(values.shard) || 60);

/** Seconds each step took, for the timing table at the end. */
/** @type {{label: string, seconds: number}[]} */
const timings = [];
/**
 * Runs `action` and records its time (until its promise settles, for an asynchronous one).
 * @template T
 * @param {string} label
 * @param {() => T} action
 * @returns {T}
 */
function timed(label, action) {
  const start = performance.now();
  /** @template V @param {V} value @returns {V} */
  const settle = (value) => {
    timings.push({label, seconds: (performance.now() - start) / 1000});
    return value;
  };
  const result = action();
  return result instanceof Promise ? /** @type {T} */ (result.then(settle)) : settle(result);
}

/** @param {string} dir @returns {string[]} the pages under `dir`, relative to the repository */
function listPages(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The commands running now, stopped with the harness. */
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

/**
 * Runs a command without blocking the other jobs; `capture` keeps its output for printing in one piece.
 * @param {string} command
 * @param {string[]} args
 * @param {{capture?: boolean} & Omit<import('node:child_process').SpawnOptions, 'stdio'>} [options]
 * @returns {Promise<{status: number | null, output: string}>}
 */
function run(command, args, {capture = false, ...options} = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {...options, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    children.add(child);
    child.on('exit', () => children.delete(child));
    let output = '';
    child.stdout?.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
    child.stderr?.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
    child.on('error', (error) => resolve({status: 1, output: `${output}${error.message}\n`}));
    child.on('close', (status) => resolve({status, output}));
  });
}

/**
 * Virtualenvs are kept outside the checkout, keyed by what they are made from, so a fresh clone on the
 * same machine (CI's) or another worktree finds them made; `.venvs/gx-<release>` links to the one in use.
 */
const cacheRoot =
  process.env.GX_EXAMPLES_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'gx-docs-examples');
const venvCache = path.join(cacheRoot, 'venvs');

/**
 * Makes (or finds made) the virtualenv of a release and links `.venvs/gx-<release>` to it.
 * @param {Version} version
 * @returns {Promise<string>} its Python
 */
async function ensureVenv(version) {
  const requirements = path.join(root, `tests/examples/requirements/gx-${version.release}.txt`);
  const lock = path.join(root, `tests/examples/requirements/gx-${version.release}.lock.txt`);
  const python = findPython(version);
  const link = path.join(root, `.venvs/gx-${version.release}`);
  const stamp = createHash('sha256')
    .update(readFileSync(requirements))
    .update(readFileSync(lock))
    .update(python)
    .digest('hex');
  const isReady = (/** @type {string} */ dir) =>
    existsSync(path.join(dir, '.requirements-sha256')) &&
    readFileSync(path.join(dir, '.requirements-sha256'), 'utf8') === stamp;
  if (isReady(link)) return path.join(link, 'bin/python');
  const venv = path.join(venvCache, `gx-${version.release}-${stamp.slice(0, 16)}`);
  if (!isReady(venv)) {
    // One maker at a time (another checkout may be making the same one): the lock is a folder.
    mkdirSync(venvCache, {recursive: true});
    const lockDir = `${venv}.lock`;
    const deadline = Date.now() + 30 * 60_000;
    for (;;) {
      try {
        mkdirSync(lockDir);
        writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
        break;
      } catch {
        if (!isAlive(lockDir)) {
          rmSync(lockDir, {recursive: true, force: true});
          continue;
        }
        if (Date.now() > deadline)
          throw new Error(`${lockDir} is held for 30 minutes: remove it if no run is making the virtualenv`);
        await new Promise((resolve) => setTimeout(resolve, 5000));
      }
    }
    try {
      if (!isReady(venv)) await makeVenv(venv, python, requirements, lock, stamp, version.release);
    } finally {
      rmSync(lockDir, {recursive: true, force: true});
    }
  }
  rmSync(link, {recursive: true, force: true});
  mkdirSync(path.dirname(link), {recursive: true});
  symlinkSync(venv, link, 'dir');
  return path.join(link, 'bin/python');
}

/** Whether the process that took a lock is still running (a lock left by a killed run is taken over). */
/** @param {string} lockDir */
function isAlive(lockDir) {
  const pidFile = path.join(lockDir, 'pid');
  // Just made by another run, which has not written its pid yet (or never will, if it died at once).
  if (!existsSync(pidFile)) return Date.now() - statSync(lockDir).mtimeMs < 60_000;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {string} venv where to make it
 * @param {string} python the interpreter it is made from
 * @param {string} requirements
 * @param {string} lock
 * @param {string} stamp written last, to mark it finished
 * @param {string} release
 */
async function makeVenv(venv, python, requirements, lock, stamp, release) {
  console.log(`Creating ${venv} with ${python} for GX ${release}…`);
  rmSync(venv, {recursive: true, force: true});
  const pip = [path.join(venv, 'bin/python'), '-m', 'pip', 'install', '--quiet', '--disable-pip-version-check'];
  /** @type {[command: string, args: string[]][]} */
  const steps = [
    [python, ['-m', 'venv', venv]],
    // The pip that ships with older Pythons backtracks for many minutes over this dependency tree.
    [pip[0], [...pip.slice(1), '--upgrade', 'pip']],
    [pip[0], [...pip.slice(1), '-r', requirements, '-c', lock]],
  ];
  for (const [command, args] of steps) {
    if ((await run(command, args)).status !== 0) throw new Error(`could not set up ${venv}`);
  }
  // Written last: a venv without it is unfinished and made again.
  writeFileSync(path.join(venv, '.requirements-sha256'), stamp);
}

/** @param {string[]} files @returns {Page[]} */
function extractPages(files) {
  return files.map((file) => {
    try {
      return {file, ...extractFile(path.join(root, file))};
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {file, blocks: [], extras: [], packages: [], pythonRanges: [], error: `${file}: ${message}`};
    }
  });
}

/** Pages whose code reaches the shared PostgreSQL server (by its address): they must not run side by side. */
const usesPostgres = (/** @type {Page} */ page) =>
  page.blocks.some((block) => /localhost:5432|gx_examples/.test(block.code));

/**
 * Pages grouped by the environment their prerequisites name (the extras of `great_expectations[…]`),
 * so each environment's fork server (which imports GX with only that environment's packages visible)
 * starts once per run, and split by whether they use PostgreSQL.
 */
/**
 * @param {Page[]} pages
 * @param {Page[]} fixtures
 * @param {Set<string>} installed the distributions installed in the virtualenv
 * @returns {Group[]}
 */
function byEnvironment(pages, fixtures, installed) {
  /** @type {Map<string, Group>} */
  const groups = new Map();
  /** @type {['pages' | 'fixtures', Page[]][]} */
  const lists = [
    ['pages', pages],
    ['fixtures', fixtures],
  ];
  for (const [kind, list] of lists) {
    for (const page of list) {
      // Packages the venv does not have change nothing, so they do not make an environment of their own.
      const packages = page.packages.filter((name) => installed.has(name)).join(',');
      const postgres = usesPostgres(page);
      const key = `${page.extras.join(',')}|${packages}|${postgres}`;
      let group = groups.get(key);
      if (!group) {
        group = {extras: page.extras.join(','), packages, postgres, pages: [], fixtures: []};
        groups.set(key, group);
      }
      group[kind].push(page);
    }
  }
  return [...groups.values()].sort((a, b) =>
    `${a.extras}|${a.packages}|${a.postgres}`.localeCompare(`${b.extras}|${b.packages}|${b.postgres}`),
  );
}

/**
 * How long each page took in earlier runs (seconds, by file), kept beside the virtualenvs so that CI's
 * fresh clones have it too. Only used to share the pages out evenly; a page never run counts as the
 * median.
 */
const durationsFile = path.join(cacheRoot, 'durations.json');
/** @type {Record<string, number>} */
const durations = existsSync(durationsFile) ? /** @type {Record<string, number>} */ (readJson(durationsFile)) : {};
const knownDurations = Object.values(durations).sort((a, b) => a - b);
const typicalDuration = knownDurations[Math.floor(knownDurations.length / 2)] ?? 5;
const estimate = (/** @type {string} */ release, /** @type {Page} */ page) =>
  durations[`${release}:${page.file}`] ?? typicalDuration;

/**
 * A group cut into shards of at most about shardSize pages (the fixtures go with the first), each one
 * pytest run. The longest pages are dealt out first, each to the shard with the least work so far.
 */
/** @param {Group} group @param {string} release @returns {Shard[]} */
function shards(group, release) {
  const count = Math.max(1, Math.ceil(group.pages.length / shardSize));
  /** @type {Shard[]} */
  const cut = Array.from({length: count}, (_, index) => ({
    ...group,
    shard: count > 1 ? index + 1 : undefined,
    pages: [],
    fixtures: index === 0 ? group.fixtures : [],
    seconds: 0,
  }));
  for (const page of [...group.pages].sort((a, b) => estimate(release, b) - estimate(release, a))) {
    const lightest = cut.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.pages.push(page);
    lightest.seconds += estimate(release, page);
  }
  // In the order of the docs tree, as a writer reads the output.
  for (const shard of cut) shard.pages.sort((a, b) => a.file.localeCompare(b.file));
  return cut.filter((shard) => shard.pages.length || shard.fixtures.length);
}

/** Records how long each page took in this run (from the JUnit reports), for the next run's shards. */
/** @param {Prepared[]} prepared */
function saveDurations(prepared) {
  for (const {version, outDir} of prepared) {
    for (const file of readdirSync(outDir).filter((name) => /^junit-.*\.xml$/.test(name))) {
      const xml = readFileSync(path.join(outDir, file), 'utf8');
      for (const [, page, seconds] of xml.matchAll(/name="test_page_examples\[([^\]]+)\]" time="([\d.]+)"/g)) {
        durations[`${version.release}:${page}`] = Number(seconds);
      }
    }
  }
  mkdirSync(cacheRoot, {recursive: true});
  writeFileSync(durationsFile, JSON.stringify(durations, null, 1));
}

/** Canonical names of the distributions installed in a virtualenv. */
/** @param {string} python @returns {Set<string>} */
function installedPackages(python) {
  const listing = spawnSync(python, ['-m', 'pip', 'list', '--format=freeze', '--disable-pip-version-check'], {
    encoding: 'utf8',
  });
  return new Set(
    listing.stdout
      .split('\n')
      .map((line) => line.split('==')[0].trim().toLowerCase().replace(/[_.]/g, '-'))
      .filter(Boolean),
  );
}

/** Extracts a version's pages, readies its virtualenv and lists its pytest runs (jobs). */
/** @param {DocsVersion} version @param {string[]} files */
async function prepareVersion(version, files) {
  // A run of single pages (a writer checking their page) gets a folder of its own, so it can go on
  // beside another run.
  const outDir = values.page
    ? mkdtempSync(path.join(tmpdir(), `gx-examples-${version.release}-`))
    : path.join(root, 'test-results/examples', version.release);
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  const {pages, fixtures} = timed(`GX ${version.release}: read the pages' blocks`, () => ({
    pages: extractPages(files),
    // The harness checks itself on the fixture pages in full runs; a writer's single-page run skips them.
    fixtures: values.page ? [] : extractPages(listPages(path.join(root, 'tests/fixtures/examples'))),
  }));
  const extractErrors = [...pages, ...fixtures].filter((page) => page.error).map((page) => page.error);
  const runnable = pages.filter((page) => page.blocks.length || page.pythonRanges?.length);
  const python = await timed(`GX ${version.release}: virtualenv`, () => ensureVenv(version));
  const installed = installedPackages(python);
  const groups = byEnvironment(
    runnable,
    fixtures.filter((page) => page.blocks.length),
    installed,
  );
  const versionJobs = groups
    .flatMap((group) => shards(group, version.release))
    .map((group) => {
      const name = [
        group.extras ? group.extras.replace(/,/g, '+') : 'base',
        ...(group.packages ? [group.packages.replace(/,/g, '+')] : []),
        ...(group.postgres ? ['postgres'] : []),
        ...(group.shard ? [`shard${group.shard}`] : []),
      ].join('-');
      const label = `GX ${version.release}, environment great_expectations${group.extras ? `[${group.extras}]` : ''}${group.packages ? ` ${group.packages.replace(/,/g, ' ')}` : ''}${group.postgres ? ', PostgreSQL pages' : ''}${group.shard ? `, shard ${group.shard}` : ''}`;
      /** @type {Job} */
      const job = {version, python, outDir, group, name, label};
      return job;
    });
  return {version, outDir, pages, runnable, extractErrors, jobs: versionJobs, ok: extractErrors.length === 0};
}

/** One pytest run: a group's pages in their environment. Output is kept and printed whole when it ends. */
/** @param {Job} job @returns {Promise<boolean>} whether its pytest run passed */
async function runJob({version, python, outDir, group, name, label}) {
  const blocksFile = path.join(outDir, `blocks-${name}.json`);
  writeFileSync(blocksFile, JSON.stringify({pages: group.pages, fixtures: group.fixtures}));
  const basetemp = mkdtempSync(path.join(tmpdir(), `gx-examples-pytest-${version.release}-`));
  const start = performance.now();
  const pytest = await run(
    python,
    [
      '-m',
      'pytest',
      'tests/examples',
      '-q',
      '-p',
      'no:cacheprovider',
      '--blocks',
      blocksFile,
      '--results',
      path.join(outDir, 'results'),
      '--data',
      path.join(root, 'static/data'),
      // Each run its own temporary folder: pytest's shared numbered folders are not made for runs side by side.
      `--basetemp=${basetemp}`,
      `--junitxml=${path.join(outDir, `junit-${name}.xml`)}`,
    ],
    // PYTHONPATH: the fork server is a fresh interpreter started in the repository root, and must find
    // `environment` and `runner` to preload them.
    {
      cwd: root,
      capture: jobs > 1,
      env: {
        ...process.env,
        GX_EXAMPLES_EXTRAS: group.extras,
        GX_EXAMPLES_PACKAGES: group.packages,
        PYTHONPATH: path.join(root, 'tests/examples'),
        // Spark starts its Python workers with `python` from PATH unless told; they must be the venv's.
        PYSPARK_PYTHON: python,
      },
    },
  );
  rmSync(basetemp, {recursive: true, force: true});
  const seconds = (performance.now() - start) / 1000;
  timings.push({label: `${label}: ${group.pages.length} pages`, seconds});
  if (jobs > 1)
    process.stdout.write(`\n${label}: ${group.pages.length} pages (${seconds.toFixed(0)} s)\n${pytest.output}`);
  // pytest exits 5 when a group has no test to run (cannot happen: groups are never empty).
  return pytest.status === 0;
}

/** Runs the jobs, `jobs` at a time, longest (most pages) first; PostgreSQL jobs one at a time. */
/** @param {Job[]} allJobs @returns {Promise<Map<Job, boolean>>} whether each passed */
async function runJobs(allJobs) {
  const queue = [...allJobs].sort((a, b) => b.group.seconds - a.group.seconds);
  /** @type {Map<Job, boolean>} */
  const results = new Map();
  let postgresBusy = false;
  /** @type {(() => void)[]} */
  const waiting = [];
  const next = () => {
    const index = queue.findIndex((job) => !job.group.postgres || !postgresBusy);
    return index === -1 ? undefined : queue.splice(index, 1)[0];
  };
  async function worker() {
    while (queue.length) {
      const job = next();
      if (!job) {
        // Only PostgreSQL jobs are left and one is running: wait for it.
        await /** @type {Promise<void>} */ (new Promise((resolve) => waiting.push(resolve)));
        continue;
      }
      // Side by side, a run's output comes whole when it ends; until then, this line says it is going on.
      console.log(
        jobs === 1
          ? `\n${job.label}: ${job.group.pages.length} pages`
          : `started: ${job.label} (${job.group.pages.length} pages)`,
      );
      if (job.group.postgres) postgresBusy = true;
      results.set(job, await runJob(job));
      if (job.group.postgres) {
        postgresBusy = false;
        for (const resolve of waiting.splice(0)) resolve();
      }
    }
  }
  await Promise.all(Array.from({length: jobs}, worker));
  return results;
}

/** @param {Prepared} prepared @param {Map<Job, boolean>} passed */
function summarize(prepared, passed) {
  const {version, outDir, pages, runnable, extractErrors} = prepared;
  const results = runnable.map((page) => {
    const file = path.join(outDir, 'results', `${page.file.replace(/[^\w.-]+/g, '_')}.json`);
    // Written by the pytest plugin (tests/examples/conftest.py): the fields this reads.
    return existsSync(file) ? /** @type {{blocks: {status: string}[]}} */ (readJson(file)).blocks : [];
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
    ok: prepared.ok && prepared.jobs.every((job) => passed.get(job)),
    extractErrors,
  };
}

const selectedFiles = values.page?.map((file) => path.relative(root, path.resolve(file)));
const versions = docsVersions(root).filter((version) =>
  selectedFiles
    ? selectedFiles.some(
        (file) => versionOfFile(file)?.release === version.release || versionOfFile(file) === undefined,
      )
    : !values.version || values.version.includes(version.release),
);

const begin = performance.now();
const stopPostgres = timed('start PostgreSQL and load the sample data', () =>
  startExamplesPostgres({root, dataDir: path.join(root, 'static/data')}),
);
// Stopped from outside (Ctrl-C, a CI timeout): the server must not outlive the run, or the next run
// finds port 5432 taken.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
    stopPostgres();
    process.exit(1);
  });
}
/** @type {ReturnType<typeof summarize>[]} */
let rows;
try {
  // Virtualenvs are made side by side (pip mostly waits on downloads).
  const prepared = await Promise.all(
    versions.map((version) => {
      const files = selectedFiles
        ? selectedFiles.filter((file) => [version.release, undefined].includes(versionOfFile(file)?.release))
        : listPages(path.join(root, version.dir));
      return prepareVersion(version, files);
    }),
  );
  const passed = await runJobs(prepared.flatMap((version) => version.jobs));
  rows = prepared.map((version) => summarize(version, passed));
  saveDurations(prepared);
} finally {
  stopPostgres();
}

console.log(
  '\nExamples harness: Python blocks and claim checks per docs version (executed, passed and marked count both)',
);
console.log(
  ['release', 'pages', 'with checks', 'blocks', 'claim checks', 'executed', 'passed', 'marked (needs=)', 'result']
    .map((h) => h.padEnd(16))
    .join(''),
);
for (const row of rows) {
  console.log(
    [
      row.release,
      row.pages,
      row.pages - row.unchecked.length,
      row.blocks,
      row.claims,
      row.executed,
      row.passed,
      row.marked,
      row.ok ? 'ok' : 'FAILED',
    ]
      .map((cell) => String(cell).padEnd(16))
      .join(''),
  );
  for (const error of row.extractErrors) console.log(`  ${error}`);
  if (values.unchecked) for (const file of row.unchecked) console.log(`  no claim check: ${file}`);
}

const width = Math.max(...timings.map((row) => row.label.length));
console.log(`\nExamples harness: time per step (${jobs} pytest run${jobs > 1 ? 's' : ''} at a time)`);
for (const row of timings) console.log(`${row.label.padEnd(width)}  ${row.seconds.toFixed(1).padStart(7)} s`);
console.log(`${'wall time'.padEnd(width)}  ${((performance.now() - begin) / 1000).toFixed(1).padStart(7)} s`);
process.exit(rows.every((row) => row.ok) ? 0 : 1);
