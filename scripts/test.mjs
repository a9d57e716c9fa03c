#!/usr/bin/env node
// @ts-check
// `npm test`: every check of the project. Each part also runs alone, with its own npm script:
//
//   node scripts/test.mjs                   everything (npm test)
//   node scripts/test.mjs unit [args]       npm run test:unit      Vitest project `unit`: pure units, no site build
//   node scripts/test.mjs build [args]      npm run test:build     Vitest project `build`: builds of scratch sites
//   node scripts/test.mjs e2e [args]        npm run test:e2e       the test builds (when stale), content check, Playwright
//   node scripts/test.mjs examples [args]   npm run test:examples  the Python examples harness
//   node scripts/test.mjs static            type check and lint
//
// Arguments after one part go to its runner (`npm run test:e2e -- tests/e2e/search.spec.ts`).
// Every run ends with a timing table of its steps and one line "N passed, N failed", counting the
// tests of every runner and one for each check that is not a test runner (type check, build, …).
//
// The steps are declared below, in lanes: the steps of a lane run one after another, the lanes side
// by side. The Python examples have a lane of their own: they barely overlap with the Node steps in
// what they wait on (one Python process at a time, Spark's JVM, PostgreSQL), so on two cores the run
// takes about as long as its longer lane. A step can wait for steps of other lanes (`after`).
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {readJson as readPackageJson} from './lib/readJson.mjs';
import {command, exec, printTimings, readJson, runSteps, tally} from './test/runner.mjs';
import {buildKey, siteBuilds, staleReason, writeStamp} from './test/site-builds.mjs';

/** @typedef {import('./test/runner.mjs').Step & {part: string}} PartStep */

const parts = ['static', 'unit', 'build', 'e2e', 'examples'];
const argv = process.argv.slice(2);
const selected = argv.filter((arg) => parts.includes(arg));
const passThrough = argv.filter((arg) => !parts.includes(arg) && arg !== '--');
if (passThrough.length && selected.length !== 1) {
  console.error(
    `Arguments (${passThrough.join(' ')}) go to one part's runner: name exactly one of ${parts.join(', ')}.`,
  );
  process.exit(2);
}

/** @param {string} name */
function hasNpmScript(name) {
  const pkg = /** @type {{scripts?: Record<string, string>}} */ (readPackageJson('package.json'));
  return Boolean(pkg.scripts?.[name]);
}

/**
 * A step that runs an npm script, skipped (saying so) while package.json has no such script: a check
 * that another branch brings runs as soon as it lands.
 * @param {string} id
 * @param {string} part
 * @param {string} script
 * @returns {PartStep}
 */
function npmScriptStep(id, part, script) {
  return {
    id,
    part,
    label: `npm run ${script}`,
    skip: () => (hasNpmScript(script) ? undefined : `package.json has no ${script} script`),
    run: command('npm', ['run', '--silent', script]),
  };
}

/**
 * A Vitest project, with its counts from its JSON report.
 * @param {string} project
 * @param {string[]} [options]
 */
function vitest(project, options = []) {
  const report = `test-results/vitest-${project}.json`;
  const args = [
    'vitest',
    'run',
    '--project',
    project,
    ...options,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
    ...passThrough,
  ];
  const run = command('npx', args, {
    report: () => {
      // Vitest's JSON reporter (the fields this reads).
      const json =
        /** @type {{numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites?: number} | undefined} */ (
          readJson(report)
        );
      return json && {passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0)};
    },
  });
  return /** @type {import('./test/runner.mjs').Action} */ (
    async (context) => {
      rmSync(report, {force: true});
      return run(context);
    }
  );
}

/** A test build: made when the one on disk is stale, else kept. @param {import('./test/site-builds.mjs').SiteBuild} build */
function siteBuild(build) {
  return /** @type {import('./test/runner.mjs').Action} */ (
    async ({prefix}) => {
      const key = buildKey(build);
      const reason = staleReason(build, key);
      if (!reason) {
        console.log(`${prefix}${build.outDir}/ is up to date (same sources and settings): kept.`);
        return {ok: true, note: 'up to date, kept'};
      }
      console.log(`${prefix}Building ${build.outDir}/: ${reason}.`);
      rmSync(build.outDir, {recursive: true, force: true});
      const ok = await exec('npx', ['docusaurus', 'build', '--out-dir', build.outDir], {env: build.env, prefix});
      if (ok) writeStamp(build, key);
      return {ok};
    }
  );
}

const playwrightReport = 'test-results/e2e.json';

/** @type {PartStep[]} */
const steps = [
  {id: 'types', part: 'static', label: 'type check (tsc)', run: command('npx', ['tsc'])},
  npmScriptStep('lint', 'static', 'lint'),
  npmScriptStep('deps', 'static', 'check:deps'),
  {id: 'unit', part: 'unit', label: 'unit tests (Vitest, tests/unit)', run: vitest('unit')},
  {
    id: 'build-tests',
    part: 'build',
    label: 'build tests (Vitest, tests/build)',
    run: vitest('build', ['--no-file-parallelism']),
  },
  ...siteBuilds.map((build) => ({id: build.id, part: 'e2e', label: build.label, run: siteBuild(build)})),
  {
    id: 'content',
    part: 'e2e',
    label: 'content check',
    after: ['site-build'],
    run: command('node', ['scripts/check-content/index.mjs']),
  },
  {
    id: 'e2e',
    part: 'e2e',
    label: 'browser tests (Playwright, Chromium)',
    after: ['site-build', 'algolia-build'],
    run: async (context) => {
      rmSync(playwrightReport, {force: true});
      return command('npx', ['playwright', 'test', ...passThrough], {
        env: {CI: process.env.CI ?? '1'},
        report: () => {
          // Playwright's JSON reporter (the fields this reads).
          const json = /** @type {{stats: {expected: number, flaky: number, unexpected: number}} | undefined} */ (
            readJson(playwrightReport)
          );
          return json && {passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected};
        },
      })(context);
    },
  },
  {
    id: 'examples',
    part: 'examples',
    lane: 'python',
    label: 'examples harness (pytest, per GX release)',
    run: command('node', ['tests/examples/run.mjs', ...passThrough], {report: examplesCounts}),
  },
];

/** Counts from the harness's JUnit reports, one per release and environment. */
function examplesCounts() {
  const dir = 'test-results/examples';
  const reports = existsSync(dir)
    ? readdirSync(dir, {recursive: true})
        .map(String)
        .filter((file) => /(^|\/)junit[^/]*\.xml$/.test(file))
    : [];
  if (!reports.length) return undefined;
  const total = {passed: 0, failed: 0};
  for (const file of reports) {
    const suite = readFileSync(`${dir}/${file}`, 'utf8').match(/<testsuite [^>]*>/)?.[0] ?? '';
    const count = (/** @type {string} */ name) => Number(suite.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
    const failed = count('failures') + count('errors');
    total.passed += count('tests') - failed - count('skipped');
    total.failed += failed;
  }
  return total;
}

function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  if (candidates.some((candidate) => existsSync(/** @type {string} */ (candidate)))) return true;
  console.error(
    '\nThe browser tests need Chromium. Install it with:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.',
  );
  return false;
}

const chosen = steps.filter((step) => !selected.length || selected.includes(step.part));
if (chosen.some((step) => step.id === 'e2e') && !ensureChromium()) {
  // As root, install it rather than stop (CI and fresh containers).
  const installed =
    process.getuid?.() === 0 &&
    existsSync('/usr/bin/apt-get') &&
    (await exec('apt-get', ['update'])) &&
    (await exec('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']));
  if (!installed) process.exit(1);
}

console.log(`Steps: ${chosen.map((step) => step.id).join(', ')} (${availableParallelism()} cores)`);
const {results, seconds} = await runSteps(chosen);
const title = selected.length
  ? `Timing of ${selected.map((part) => `\`${part}\``).join(', ')}`
  : 'Timing of `npm test`';
printTimings(title, results, seconds);
const failed = results.filter((result) => result.status === 'failed' || (result.counts?.failed ?? 0) > 0);
if (failed.length) console.log(`\nFailed: ${failed.map((result) => result.step.label).join(', ')}`);
const total = tally(results);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(failed.length ? 1 : 0);
