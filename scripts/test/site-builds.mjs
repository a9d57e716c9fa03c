// @ts-check
// The production builds the browser tests run against, with the settings they need, and a stamp per
// build so that `npm run test:e2e` builds only when the build on disk is missing, was made with other
// settings (a plain `npm run build`), or is older than the site's sources.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {siteSources} from './siteSources.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** What a build reads: the site's sources, the locked dependencies and the test pages (tests/fixtures/pages). */
const inputs = [...siteSources, 'package-lock.json', 'i18n', 'tests/fixtures/pages'];

/**
 * The test pages (tests/fixtures/pages, under /__test__/) and a test analytics id, whose calls the
 * browser fixture records and never sends: the crash, accessibility and analytics specs need both.
 */
const testPagesEnv = {GX_DOCS_TEST_PAGES: '1', GX_DOCS_GTAG_ID: 'G-TESTONLY00'};

/**
 * @typedef {{id: string, label: string, outDir: string, env: Record<string, string>}} SiteBuild
 * @type {SiteBuild[]}
 */
export const siteBuilds = [
  {id: 'site-build', label: 'production build with test pages', outDir: 'build', env: testPagesEnv},
  {
    // The current version only, with Algolia settings (fake ones: the browser tests intercept every
    // request to Algolia), for the specs of the Algolia search backend (*.algolia.spec.ts).
    id: 'algolia-build',
    label: 'production build with Algolia settings (current version)',
    outDir: 'build-algolia',
    env: {
      ...testPagesEnv,
      GX_DOCS_CURRENT_ONLY: '1',
      GX_DOCS_ALGOLIA_APP_ID: 'TESTAPP000',
      GX_DOCS_ALGOLIA_API_KEY: 'test-search-only-key',
      GX_DOCS_ALGOLIA_INDEX: 'gx-docs-test',
    },
  },
];

/** Variables that change what a build emits; a build made with other values is rebuilt. */
const buildVariables = [
  'GX_DOCS_TEST_PAGES',
  'GX_DOCS_GTAG_ID',
  'GX_DOCS_CURRENT_ONLY',
  'GX_DOCS_ALGOLIA_APP_ID',
  'GX_DOCS_ALGOLIA_API_KEY',
  'GX_DOCS_ALGOLIA_INDEX',
  'GX_DOCS_URL',
  'GX_DOCS_NOINDEX',
];

/** Stamps live with the other tools' caches in node_modules/.cache, per worktree and never committed. */
const stampDir = path.join(root, 'node_modules/.cache/gx-docs-test-builds');

/** @param {string} entry @param {import('node:crypto').Hash} hash */
function hashEntry(entry, hash) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  const files = statSync(full).isDirectory()
    ? readdirSync(full, {recursive: true, withFileTypes: true})
        .filter((dirent) => dirent.isFile())
        .map((dirent) => path.join(dirent.parentPath, dirent.name))
        .sort()
    : [full];
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
}

/**
 * What a build is made from: its sources, the values of the build variables and the Node version.
 * @param {SiteBuild} build
 */
export function buildKey(build) {
  const hash = createHash('sha256');
  for (const entry of inputs) hashEntry(entry, hash);
  const env = Object.fromEntries(buildVariables.map((name) => [name, build.env[name] ?? process.env[name] ?? '']));
  hash.update(JSON.stringify(env)).update(process.version);
  return hash.digest('hex');
}

/** The build's own marker: its home page changes (mtime) with every build into the folder. @param {SiteBuild} build */
function outputMark(build) {
  const index = path.join(root, build.outDir, 'index.html');
  return existsSync(index) ? String(statSync(index).mtimeMs) : undefined;
}

/** @param {SiteBuild} build */
const stampFile = (build) => path.join(stampDir, `${build.outDir}.json`);

/**
 * Why the build must be made again, or undefined when the one on disk is up to date.
 * @param {SiteBuild} build
 * @param {string} key
 */
export function staleReason(build, key) {
  const mark = outputMark(build);
  if (!mark) return `no ${build.outDir}/`;
  const stamp = existsSync(stampFile(build))
    ? /** @type {{key: string, mark: string}} */ (JSON.parse(readFileSync(stampFile(build), 'utf8')))
    : undefined;
  if (!stamp || stamp.mark !== mark) return `${build.outDir}/ was not built by the tests (e.g. by \`npm run build\`)`;
  if (stamp.key !== key) return `sources or settings changed since ${build.outDir}/ was built`;
  return undefined;
}

/** Records that the build on disk was made from `key`. @param {SiteBuild} build @param {string} key */
export function writeStamp(build, key) {
  mkdirSync(stampDir, {recursive: true});
  writeFileSync(stampFile(build), JSON.stringify({key, mark: outputMark(build)}));
}
