#!/usr/bin/env node
// Build cost: wall time and peak memory (whole process tree) of a cold build (no Docusaurus or
// bundler cache) and a warm one (caches of the cold build kept), for this site and, in the same run,
// the stock configuration on the same content (bench/stock), with the ratio site / stock.
//
//   node bench/build.mjs            site and stock
//   node bench/build.mjs --no-stock the site only
//
// The site builds into bench/.out/site so the build the tests use stays as it is. The figures
// depend on the machine and on what else runs; compare figures of one run.
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {measure, printTable} from './lib/measure.mjs';
import {prepareStockSite, root, stockBuildDir} from './lib/stock.mjs';

const {values} = parseArgs({options: {'no-stock': {type: 'boolean', default: false}}});
const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');

async function buildTwice(label, siteDir, outDir, caches) {
  const results = {};
  for (const kind of ['cold', 'warm']) {
    if (kind === 'cold') {
      for (const dir of caches) await rm(dir, {recursive: true, force: true});
    }
    console.error(`bench/build: ${label}, ${kind} build…`);
    const result = await measure(docusaurus, ['build', siteDir, '--out-dir', outDir], {cwd: siteDir});
    if (result.code !== 0) {
      console.error(result.output.slice(-4000));
      throw new Error(`${label}: the ${kind} build failed (exit ${result.code})`);
    }
    results[kind] = result;
  }
  return results;
}

const site = await buildTwice('site', root, path.join(root, 'bench/.out/site'), [
  path.join(root, '.docusaurus'),
  path.join(root, 'node_modules/.cache/rspack'),
  path.join(root, 'node_modules/.cache/webpack'),
]);

let stock;
if (!values['no-stock']) {
  const stockDir = await prepareStockSite();
  stock = await buildTwice('stock', stockDir, stockBuildDir, [
    path.join(stockDir, '.docusaurus'),
    path.join(stockDir, 'node_modules/.cache'),
  ]);
}

const s = (seconds) => `${seconds.toFixed(1)} s`;
const mb = (value) => `${Math.round(value)} MB`;
const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '');
console.log('\nBuild time and peak memory (`docusaurus build`, all three versions)\n');
const rows = [];
for (const kind of ['cold', 'warm']) {
  const ours = site[kind];
  const theirs = stock?.[kind];
  rows.push([
    kind,
    s(ours.seconds),
    mb(ours.peakMB),
    theirs ? s(theirs.seconds) : '–',
    theirs ? mb(theirs.peakMB) : '–',
    theirs ? ratio(ours.seconds, theirs.seconds) : '–',
    theirs ? ratio(ours.peakMB, theirs.peakMB) : '–',
  ]);
}
printTable(['build', 'site time', 'site peak memory', 'stock time', 'stock peak memory', 'time site/stock', 'memory site/stock'], rows);
