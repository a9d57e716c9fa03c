#!/usr/bin/env node
// @ts-check
// Dev server start: time from `docusaurus start` (what `npm start` runs) until the server answers a
// doc page with 200, and the peak memory of its process tree until then, for this site and the
// stock configuration (bench/stock) in the same run. Each starts with its Docusaurus and bundler
// caches as they are (run bench/build.mjs first for comparable caches). `npm start` builds only the
// current version (src/config/env.ts), so the site is also measured with GX_DOCS_ALL_VERSIONS=1,
// the same content as the stock site's.
//
//   node bench/dev-start.mjs [--no-stock]
import path from 'node:path';
import {parseArgs} from 'node:util';
import {measure, printTable} from './lib/measure.mjs';
import {prepareStockSite, root, stockDir} from './lib/stock.mjs';
import {existsSync} from 'node:fs';

const {values} = parseArgs({options: {'no-stock': {type: 'boolean', default: false}}});
const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
const port = 3391;

/**
 * Starts the dev server of `siteDir` and measures it until /docs/ answers.
 * @param {string} label
 * @param {string} siteDir
 * @param {NodeJS.ProcessEnv} [env]
 */
async function start(label, siteDir, env = {}) {
  console.error(`bench/dev-start: ${label}…`);
  const url = `http://localhost:${port}/docs/`;
  const result = await measure(docusaurus, ['start', siteDir, '--port', String(port), '--no-open'], {
    cwd: siteDir,
    env: {BROWSER: 'none', ...env},
    probe: async () => (await fetch(url, {signal: AbortSignal.timeout(60_000)})).status === 200,
  });
  if (result.code !== 0) {
    console.error(result.output.slice(-4000));
    throw new Error(`${label}: the dev server stopped (exit ${result.code}) before answering ${url}`);
  }
  return result;
}

const site = await start('site', root);
const siteAll = await start('site, all versions', root, {GX_DOCS_ALL_VERSIONS: '1'});
/** @type {import('./lib/measure.mjs').Measurement | undefined} */
let stock;
if (!values['no-stock']) {
  if (!existsSync(path.join(stockDir, 'docusaurus.config.ts'))) await prepareStockSite();
  stock = await start('stock', stockDir);
}

console.log('\nDev server: time until /docs/ answers 200, and peak memory until then\n');
/** @param {string} label @param {import('./lib/measure.mjs').Measurement} r */
const row = (label, r) => [label, `${r.seconds.toFixed(1)} s`, `${Math.round(r.peakMB)} MB`];
const rows = [row('site (`npm start`: current version)', site), row('site, all versions', siteAll)];
if (stock) {
  const {seconds, peakMB} = stock;
  /** @param {string} label @param {import('./lib/measure.mjs').Measurement} r */
  const ratio = (label, r) => [label, `${(r.seconds / seconds).toFixed(2)}×`, `${(r.peakMB / peakMB).toFixed(2)}×`];
  rows.push(
    row('stock (all versions)', stock),
    ratio('site / stock', site),
    ratio('site all versions / stock', siteAll),
  );
}
printTable(['configuration', 'time to first answer', 'peak memory'], rows);
