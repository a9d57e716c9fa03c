#!/usr/bin/env node
// `npm test`: every check of the project, in order, against the production build. Prints one
// closing line, "N passed, N failed", counting the tests of every runner and the checks that are
// not test runners (type check, build, content check).
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';

const chromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const tally = {passed: 0, failed: 0};
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  return result.status === 0;
}

function step(label, command, args, env) {
  const ok = run(label, command, args, env);
  tally[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(label);
  return ok;
}

/** Adds a runner's own counts from its JSON report; a missing report counts as one failure. */
function countReport(label, ok, file, read) {
  if (!existsSync(file)) {
    tally.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const text = readFileSync(file, 'utf8');
  const {passed, failed} = read(file.endsWith('.json') ? JSON.parse(text) : text);
  tally.passed += passed;
  // A runner that exits non-zero with no failed test (an unhandled error, a crash) still counts as one failure.
  tally.failed += failed || (ok ? 0 : 1);
  if ((!ok || failed) && !failures.includes(label)) failures.push(label);
}

function ensureChromium() {
  if (chromiumCandidates.some((candidate) => existsSync(candidate))) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian\'s chromium package.');
    if (run('apt-get update', 'apt-get', ['update']) && run('install chromium', 'apt-get', ['install', '-y', 'chromium'])) return;
  }
  console.error('\nThe browser tests need Chromium. Install it with:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary), then run `npm test` again.');
  process.exit(1);
}

rmSync('test-results', {recursive: true, force: true});
ensureChromium();
step('type check', 'npx', ['tsc']);

const unitOk = run('unit and build tests (Vitest)', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json',
]);
countReport('Vitest', unitOk, 'test-results/vitest.json', (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
}));

// The browser tests run against a production build that also holds the test-only pages
// (tests/fixtures/pages) and a test analytics id, whose calls the browser fixture records and
// never sends anywhere.
const testBuildEnv = {GX_DOCS_TEST_PAGES: '1', GX_DOCS_GTAG_ID: 'G-TESTONLY00'};
if (step('production build (with test pages)', 'npx', ['docusaurus', 'build'], testBuildEnv)) {
  step('content check', 'node', ['scripts/check-content/index.mjs']);
  // A second build, of the current version only, with Algolia settings (fake ones: the browser
  // tests intercept every request to Algolia), for the specs of the Algolia search backend.
  rmSync('build-algolia', {recursive: true, force: true});
  step('production build with Algolia settings (current version)', 'npx', ['docusaurus', 'build', '--out-dir', 'build-algolia'], {
    ...testBuildEnv,
    GX_DOCS_CURRENT_ONLY: '1',
    GX_DOCS_ALGOLIA_APP_ID: 'TESTAPP000',
    GX_DOCS_ALGOLIA_API_KEY: 'test-search-only-key',
    GX_DOCS_ALGOLIA_INDEX: 'gx-docs-test',
  });
  const e2eOk = run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {CI: process.env.CI ?? '1'});
  countReport('Playwright', e2eOk, 'test-results/e2e.json', ({stats}) => ({
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
  }));
}

// The docs' Python examples, each version in a virtualenv with its exact GX release (created on first run).
const examplesOk = run('examples harness (pytest, per GX release)', 'node', ['tests/examples/run.mjs']);
// One JUnit report per release and environment (test-results/examples/<release>/junit-<extras>.xml).
const junitReports = existsSync('test-results/examples')
  ? readdirSync('test-results/examples', {recursive: true})
      .filter((file) => /(^|\/)junit[^/]*\.xml$/.test(String(file)))
      .map((file) => `test-results/examples/${file}`)
  : [];
if (!junitReports.length) junitReports.push('test-results/examples/junit.xml');
for (const file of junitReports) {
  countReport('examples harness', examplesOk, file, (xml) => {
    const suite = xml.match(/<testsuite [^>]*>/)?.[0] ?? '';
    const count = (name) => Number(suite.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
    const failed = count('failures') + count('errors');
    return {passed: count('tests') - failed - count('skipped'), failed};
  });
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(failures.length ? 1 : 0);
