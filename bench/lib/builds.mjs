// @ts-check
// The production builds the browser benches measure, built on demand: the site as readers get it
// (no test pages, no analytics id) in bench/.out/site, and the stock configuration in
// bench/.stock-site/build, both precompressed (brotli, gzip) so the serve command answers as a
// static host with compression would.
import {spawnSync, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {importTs} from '../search/loadTs.mjs';

/** @type {(relativePath: string) => Promise<unknown>} the module's shape is stated where it is used */
const importModule = importTs;
import {prepareStockSite, root, stockBuildDir, stockDir} from './stock.mjs';

const siteBuildDir = path.join(root, 'bench/.out/site');
const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
const readerEnv = {GX_DOCS_TEST_PAGES: '', GX_DOCS_GTAG_ID: ''};

/** @param {string} siteDir @param {string} outDir */
function build(siteDir, outDir) {
  const result = spawnSync(docusaurus, ['build', siteDir, '--out-dir', outDir], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, ...readerEnv},
  });
  if (result.status !== 0) throw new Error(`build of ${siteDir} failed (exit ${result.status})`);
}

/** The site's reader build (bench/build.mjs leaves one); `rebuild` forces a new one. */
export function ensureSiteBuild({rebuild = false} = {}) {
  if (rebuild || !existsSync(path.join(siteBuildDir, 'index.html'))) {
    console.error('bench: building the site into bench/.out/site…');
    build(root, siteBuildDir);
  }
  return siteBuildDir;
}

/** The stock build, precompressed like the site's (its precompress plugin is part of the site). */
export async function ensureStockBuild({rebuild = false} = {}) {
  if (rebuild || !existsSync(path.join(stockBuildDir, 'index.html.br'))) {
    // A rebuild copies the content again: a stock site copied before the content changed would not
    // be the same content.
    if (rebuild || !existsSync(path.join(stockDir, 'docusaurus.config.ts'))) await prepareStockSite();
    if (rebuild || !existsSync(path.join(stockBuildDir, 'index.html'))) {
      console.error('bench: building the stock configuration (webpack; takes a few minutes)…');
      build(stockDir, stockBuildDir);
    }
    const {precompressDir} = /** @type {typeof import('../../src/plugins/precompress/index')} */ (
      await importModule('src/plugins/precompress/index.ts')
    );
    await precompressDir(stockBuildDir);
  }
  if (!existsSync(path.join(stockBuildDir, '_server', 'rules.json'))) {
    // The serving rules `npm run serve` applies (headers, CSP with the build's own inline script
    // hashes, caching), as the site's serving plugin writes them, with the stock config's Algolia app.
    // Called with what its postBuild reads (the build folder): no Docusaurus context or full props.
    const {default: servingPlugin} =
      /** @type {{default: (context: undefined, options: import('../../src/plugins/serving/index').Options) => {postBuild: (props: {outDir: string}) => Promise<void>}}} */ (
        await importModule('src/plugins/serving/index.ts')
      );
    await servingPlugin(undefined, {redirects: [], thirdParties: {algoliaAppId: 'BENCHAPP00'}}).postBuild({
      outDir: stockBuildDir,
    });
  }
  return stockBuildDir;
}

/**
 * Serves `dir` with the project's serve command; resolves with {origin, close} once it answers.
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<{origin: string, close: () => void}>}
 */
export async function serve(dir, port) {
  const server = spawn('node', [path.join(root, 'scripts/serve/index.mjs'), '--dir', dir, '--port', String(port)], {
    stdio: 'ignore',
  });
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return {origin, close: () => void server.kill()};
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the serve command did not answer on ${origin}`);
}

// The browser and flags the tests use (tests/support/chromium.ts).
const chromium = /** @type {typeof import('../../tests/support/chromium')} */ (
  await importModule('tests/support/chromium.ts')
);
export const chromiumPath = chromium.chromiumPath();
export const chromiumFlags = chromium.chromiumFlags;
